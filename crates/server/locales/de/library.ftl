# de: library pages (see common.ftl for the conventions).

## The sharing panel of the review screen (library_panel.html)
library-sharing = Teilen
library-based-on = Beruht auf
library-since-deleted = inzwischen gelöscht
library-copied = { $count ->
    [one] { $count }-mal kopiert
   *[other] { $count }-mal kopiert
}
library-played-in = { $count ->
    [one] in { $count } Spiel gespielt
   *[other] in { $count } Spielen gespielt
}
library-who-sees = Wer es sehen kann
library-only-me = Nur ich
library-every-teacher = Alle Lehrkräfte auf diesem Server
library-anyone = Alle mit dem Link
library-public-page = öffentliche Seite
library-subject = Fach
library-subject-suggested = Aus den Fragen vorgeschlagen: { $value }
library-grade = Klassenstufe
library-grade-suggested = Aus der Lesbarkeit der Fragen vorgeschlagen: { $value }
library-tags = Weitere Schlagwörter, durch Kommas getrennt
library-save-sharing = Freigabe speichern
library-related = Ähnliche Quizze
library-no-related-yours = Noch kein ähnliches Quiz unter den Quizzen, die Sie sehen können.
library-no-related = Noch kein ähnliches Quiz.

## Why a quiz is related (library/pages.rs)
library-why-copied-from = Dieses Quiz ist eine Kopie davon
library-why-follow-up = Eine Nachbereitung aus diesem Quiz
library-why-cover = Beide behandeln { $list }
library-why-tagged = Ebenfalls als { $subject } markiert
library-why-close = Inhaltlich ähnlich
library-why-ask = Beide fragen nach { $list }

## A shared quiz's page (library_quiz.html)
library-grade-of = Klassenstufe { $value }
library-copied-times = { $count }-mal kopiert
library-public = öffentlich
library-use = Dieses Quiz verwenden
library-use-hint = Beim Verwenden landet eine Kopie in Ihren Quizzen, die Sie nach Belieben ändern und spielen können; dieses hier bleibt, wie es ist.
library-use-sign-up = Registrieren Sie sich oder melden Sie sich an (auf diesem Server kostenlos) und kehren Sie dann auf diese Seite zurück, um es in Ihre Quizze zu kopieren.

## Searching the library (library_search.html)
library-discover-shared = Geteilte Quizze entdecken
library-search-label = Quizze durchsuchen
library-search-placeholder = Wörter aus einer Frage, ein Thema, ein Titel…
library-in = In
library-scope-school = Meine und geteilte
library-scope-mine = Nur meine
library-any = Alle
library-language-en = Englisch
library-language-fr = Französisch
library-language-de = Deutsch
library-language-es = Spanisch
library-kind = Fragetyp
library-length = Länge
library-length-short = Bis zu 10 Fragen
library-length-medium = 11 bis 25
library-length-long = Mehr als 25
library-played = Gespielt
library-played-any = Jederzeit oder nie
library-played-month = In den letzten 30 Tagen
library-played-year = Im letzten Jahr
library-no-results = Kein für Sie sichtbares Quiz passt. Versuchen Sie es mit weniger Wörtern oder anderen Filtern.
library-view = Ansehen
library-yours = Ihres ({ $visibility })
library-visibility-private = privat
library-visibility-school = Schule
library-visibility-public = öffentlich
library-shared = geteilt

## Discover (discover.html)
discover-search-library = Bibliothek durchsuchen
discover-lead-teacher = Quizze, die andere Lehrkräfte mit dieser Schule oder öffentlich teilen, nach Fach.
discover-lead-public = Öffentliche Quizze von Lehrkräften auf diesem Server, nach Fach.
discover-empty = Noch ist nichts geteilt.
discover-other = Sonstiges

## Refused tags (library/mod.rs)
library-tag-too-long = Ein Schlagwort darf höchstens { $max } Zeichen haben.
library-too-many-tags = Ein Quiz darf höchstens { $max } Schlagwörter haben.
