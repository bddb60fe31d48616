# de: results pages (see common.ftl for the conventions).

## The report of a game (report.html, report_pager.html, pages.rs)
report-title = Auswertung
report-link = Auswertung
report-played = { $count ->
    [one] { $count } Schüler·in hat gespielt
   *[other] { $count } Schüler·innen haben gespielt
}
report-roster-not-started = { $count ->
    [one] { $count } von der Liste hat nicht angefangen
   *[other] { $count } von der Liste haben nicht angefangen
}
report-follow-ups = Nachbereitung
report-items = Aufgabenanalyse
report-mastery = Lernstand der Klasse
report-csv-answers = CSV (Antworten)
report-csv-students = CSV (Schüler·innen)
report-xlsx = XLSX
report-to-mark = Von Hand zu bewerten
report-to-mark-hint = Diese Antworten konnte die Maschine nicht bewerten: Die Frage hat keine Lösung oder verlangt eine freie Antwort.
report-q = F{ $number }
report-no-answer = keine Antwort
report-marked-by = bewertet von { $name }
report-by-hand = von Hand bewertet
report-students = Schüler·innen
report-student = Schüler·in
report-score = Punkteanteil
report-points = Punkte
report-time = Zeit
report-has-not-started = hat nicht angefangen
report-legend-right = richtig
report-legend-partly = teilweise
report-legend-wrong = falsch
report-legend-to-mark = zu bewerten
report-by-topic-label = Trefferquote nach Thema
report-by-topic = Nach Thema
report-topic-questions = { $count } F.
report-no-topic = Ohne Thema
report-questions = Fragen
report-question = Frage
report-question-number = Frage { $number }
report-pt = { $points } Pkt.
report-key = Lösung:
report-key-unknown = unbekannt: von Hand bewerten
report-key-by-hand = (wird von Hand bewertet)
report-accuracy-of = Trefferquote { $value }
report-accuracy-hint = Der Punkteanteil ist der Anteil der Punkte des Quiz, den ein Schüler erreicht hat: Eine unbeantwortete Frage bringt keine. Die Trefferquote einer Frage oder eines Themas zählt nur die gegebenen Antworten, wie die Beherrschung; die Aufgabenanalyse zählt alle Spieler, ihre Lösungsquote kann daher niedriger sein.
report-blank-count = leer { $count }
report-mean-time = mittlere Zeit { $value }
report-popular-wrong = Am häufigsten gewählte falsche Option: { $value }
report-accept-label = Weitere Antwort gelten lassen
report-accept-button = Hinzufügen und neu bewerten
report-responses-page = Antworten der Schüler·innen { $from } bis { $to }
report-responses-all = Alle Antworten ({ $count })
report-response = Antwort
report-mark = Bewertung
report-change = Ändern
report-blank = leer
report-seconds = { $value } s
report-notice-marked = Bewertung gespeichert.
report-notice-accepted = { $count ->
    [one] Zulässige Antwort hinzugefügt; { $count } Antwort neu bewertet.
   *[other] Zulässige Antwort hinzugefügt; { $count } Antworten neu bewertet.
}
report-pager-label = Seiten der Schüler·innen
report-pager-range = Schüler·innen { $from } bis { $to } von { $total }
report-pager-previous = Vorherige { $count }
report-pager-next = Nächste { $count }
report-follow-status = Nachbereitung: { $status }
report-follow-auto = Nachbereitung: Sie wird automatisch verschickt, wenn das Spiel endet (bei einer Hausaufgabe: zum Abgabetermin).

## Question kinds, as the results and library pages name them
report-kind-multiple_choice = Einfachauswahl
report-kind-multiple_response = Mehrfachauswahl
report-kind-true_false = Richtig oder falsch
report-kind-short_answer = Kurzantwort
report-kind-numeric = Zahl
report-kind-matching = Zuordnung
report-kind-ordering = Reihenfolge
report-kind-open = Freie Antwort

## Marking by hand (mark_form.html)
mark-correct = richtig
mark-partial = teilweise
mark-incorrect = falsch
mark-by-points = nach Punkten
mark-points-label = Punkte (optional)
mark-points-placeholder = Pkt.
mark-button = Bewerten

## The pages of a quiz's questions (pager.html)
pager-label = Seiten der Fragen
pager-page = Seite

## Item analysis (items.html)
items-title = Aufgabenanalyse
items-students = { $count ->
    [one] { $count } Schüler·in
   *[other] { $count } Schüler·innen
}
items-mean = Mittelwert { $value }
items-sd = Standardabweichung { $value }
items-kr20 = KR-20 { $value }
items-alpha = α { $value }
items-sem = Standardmessfehler { $value }
items-unmarked = { $count ->
    [one] { $count } noch zu bewertende Antwort zählt als 0
   *[other] { $count } noch zu bewertende Antworten zählen als 0
}
items-hint = Lösungsquote: Anteil richtiger Antworten. Trennschärfe: Korrelation mit dem Rest des Quiz (niedrig oder negativ: Sehen Sie sich die Frage an). Hinweise laden zum Nachsehen ein, sie sind keine Urteile; bei einer kleinen Klasse schwanken die Zahlen stark.
items-facility = Lösungsquote
items-discrimination = Trennschärfe
items-upper-lower = Obere − untere Gruppe
items-options = Optionen (alle · obere · untere)
items-flags = Hinweise
items-flag-miskeyed = Lösung wohl falsch hinterlegt
items-flag-too_easy = zu leicht
items-flag-too_hard = zu schwer
items-flag-dead_distractors = nie gewählte Distraktoren

## Mastery (mastery.html, mastery.rs)
mastery-short = Lernstand
mastery-title = Lernstand nach Thema
mastery-lead = Jede Zelle: der Anteil der erreichten Punkte bei den Fragen des Themas, über alle Spiele der Klasse · die kleine Zahl gibt an, auf wie vielen Antworten er beruht. Noch von Hand zu bewertende Antworten zählen nicht.
mastery-heat-map = Heatmap
mastery-heat-map-label = Lernstand nach Schüler·in und Thema
mastery-empty = Noch niemand hat ein Spiel dieser Klasse gespielt.
mastery-band-below = noch nicht
mastery-band-approaching = fast
mastery-band-mastered = beherrscht
mastery-no-answers = keine Antworten
mastery-all-topics = Alle Themen
mastery-answers = Antworten
mastery-cell-answers = { $count ->
    [one] { $count } Antwort
   *[other] { $count } Antworten
}
mastery-trend = Verlauf (je Spiel)
mastery-trend-label = { $count ->
    [one] Verlauf über { $count } Spiel
   *[other] Verlauf über { $count } Spiele
}
mastery-low-label = „Noch nicht“ unter (%)
mastery-high-label = „Beherrscht“ ab (%)
mastery-set = Grenzen speichern
mastery-notice-saved = Grenzen gespeichert.

## A student's record (student_record.html)
record-games = { $count ->
    [one] { $count } Spiel dieser Klasse
   *[other] { $count } Spiele dieser Klasse
}
record-not-started = nicht angefangen
record-answer = Antwort
record-key = Lösung

## Follow-ups (follow_ups.html, follow_page.rs)
follow-title = Nachbereitung
follow-lead = Die Schüler·innen werden nach ihrem Ergebnis in die Grenzen der Klasse eingeteilt. Jede Gruppe unterhalb von „beherrscht“ erhält die Fragen, die ihre Mitglieder verfehlt haben (Antworten neu gemischt), und neue Fragen aus den Textstellen, aus denen diese Fragen stammen – als Hausaufgabe nur für genau diese Schüler·innen. Wer das Thema beherrscht, erhält nichts.
follow-sent = Verschickt
follow-nothing-sent = Nichts zu verschicken: Niemand unterhalb von „beherrscht“ war erreichbar.
follow-report = Auswertung
follow-auto-pending = Diese Nachbereitung wird automatisch verschickt, wenn das Spiel endet (bei einer Hausaufgabe: zum Abgabetermin). Sie können sie stattdessen jetzt mit Ihren Änderungen verschicken.
follow-group-label = { $band ->
    [below] Gruppe „Noch nicht“
   *[other] Gruppe „Fast geschafft“
}
follow-band-below = Noch nicht
follow-band-approaching = Fast geschafft
follow-leave-out = Auslassen
follow-nothing = Nichts
follow-not-reachable = Mit einem Spitznamen gespielt, daher kann sie keine Nachbereitung erreichen:
follow-nothing-to-follow = Nichts nachzubereiten.
follow-missed = { $count ->
    [one] Verfehlt wurde { $count } Frage; die Nachbereitung wiederholt sie, dazu neue Fragen aus ihrer Textstelle, wenn das Quiz aus einem Dokument erstellt wurde. Entfernen Sie das Häkchen, um eine Frage herauszunehmen:
   *[other] Verfehlt wurden { $count } Fragen; die Nachbereitung wiederholt sie, dazu neue Fragen aus ihren Textstellen, wenn das Quiz aus einem Dokument erstellt wurde. Entfernen Sie das Häkchen, um eine Frage herauszunehmen:
}
follow-again = Frage { $number } noch einmal
follow-new = neu
follow-taken-out = herausgenommen
follow-all-taken-out = Alle Fragen sind herausgenommen: Diese Gruppe erhält nichts.
follow-left-out = Ausgelassen
follow-at-mastery = Beherrscht
follow-at-mastery-hint = Nichts zu verschicken, außer Sie verschieben sie in eine Gruppe.
follow-due-days = Fällig in (Tagen)
follow-due-on = Fällig am
follow-due = fällig am { $date }
follow-new-questions = Neue Fragen je Gruppe
follow-preview = Mit meinen Änderungen anzeigen
follow-send = Nachbereitung verschicken
follow-sent-on = Verschickt am { $date }.
follow-sent-auto-on = Automatisch verschickt am { $date }.
follow-notice-sent = Nachbereitung verschickt.
follow-notice-groups = Die Nachbereitung mit Ihren Änderungen an den Gruppen: Nehmen Sie bei Bedarf Fragen heraus und verschicken Sie sie dann.
follow-notice-changes = Die Nachbereitung mit Ihren Änderungen: Verschicken Sie sie, wenn alles stimmt.
follow-notice-due = Das Fälligkeitsdatum muss heute oder später liegen, höchstens ein Jahr voraus: Die Nachbereitung wurde nicht verschickt.
follow-conflict-changed = Die Ergebnisse haben sich seit dieser Vorschau geändert (eine Antwort oder Bewertung ist eingegangen): Sehen Sie sich die Nachbereitung vor dem Verschicken noch einmal an.
follow-conflict-sent = Die Nachbereitung dieses Spiels wurde bereits verschickt: Sie wird nur einmal verschickt.
follow-conflict-sent-auto = Die Nachbereitung dieses Spiels wurde bereits automatisch verschickt: Sie wird nur einmal verschickt.
