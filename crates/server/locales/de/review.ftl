# de: review pages (see common.ftl for the conventions).

## A question's kind (view::kind_label's words; nav.kind)
kind-multiple_choice = Einfachauswahl
kind-multiple_response = Mehrfachauswahl
kind-true_false = Richtig oder falsch
kind-short_answer = Kurzantwort
kind-numeric = Zahl
kind-matching = Zuordnung
kind-ordering = Reihenfolge
kind-open = Freie Antwort

## The review screen (review.html)
review-title-label = Titel des Quiz
review-save-title = Titel speichern
review-play = Mit einer Klasse spielen
review-download = Herunterladen
review-loses = verliert { $count }
review-delete = Löschen
review-need-answer = { $count ->
    [one] { $count } braucht Ihre Antwort
   *[other] { $count } brauchen Ihre Antwort
}
review-all-known = jede Antwort ist bekannt
review-show = Anzeigen:
review-show-all = { $count ->
    [one] die Frage
   *[other] alle { $count } Fragen
}
review-show-unanswered = { $count ->
    [one] nur die eine, die eine Antwort braucht
   *[other] nur die { $count }, die eine Antwort brauchen
}
review-flagged-label = Fragen, die eine Antwort brauchen
review-flagged = Brauchen eine Antwort:
review-generated = von quizforge geschrieben
review-unknown-answer = Das Dokument nennt die Antwort nicht: bitte wählen
review-question = Frage
review-stimulus = Textstelle, die mit ihr gezeigt wird
review-choices = Antworten
review-choices-many = jede richtige ankreuzen; ein Feld leeren, um es zu entfernen
review-choices-one = die richtige wählen; ein Feld leeren, um es zu entfernen
review-mark-correct = { $letter } als richtig markieren
review-is-correct = ist richtig
review-choice-label = Antwort { $letter }
review-add-choice = Antwort hinzufügen
review-accepted = Akzeptierte Antworten, eine pro Zeile
review-accepted-star = steht für alles
review-answer = Antwort
review-tolerance = Plus oder minus
review-pairs = Paare, eines pro Zeile:
review-pairs-form = links = rechts
review-pairs-right = rechts
review-pairs-distractor = allein fügt einen Ablenker hinzu
review-items = Elemente in der richtigen Reihenfolge, eines pro Zeile
review-points = Punkte
review-time-limit = Zeitlimit (s)
review-time-none = keines
review-topic = Thema
review-explanation = Erklärung nach dem Antworten
review-save-question = Frage { $number } speichern
review-move-up = Nach oben
review-move-up-label = Frage { $number } nach oben
review-move-down = Nach unten
review-move-down-label = Frage { $number } nach unten
review-duplicate = Duplizieren
review-duplicate-label = Frage { $number } duplizieren
review-delete-confirm = Frage { $number } löschen?
review-delete-label = Frage { $number } löschen
review-source-label = Woher Frage { $number } stammt
review-source-line = Aus dem Dokument, Zeile { $line }
review-source-none = Hier geschrieben, nicht aus dem Dokument.
review-suggestions = { $count ->
    [one] Vorschläge: { $count } weitere Frage, geschrieben, aber zurückgehalten
   *[other] Vorschläge: { $count } weitere Fragen, geschrieben, aber zurückgehalten
}
review-suggestions-hint = quizforge hat sie aus dem Dokument geschrieben, aber nicht ins Quiz genommen; jede sagt, warum. Fügen Sie die gewünschten hinzu: Jede kommt an die Stelle im Quiz, an der ihre Textstelle im Dokument steht.
review-correct = Richtig:
review-held-back = Zurückgehalten:
review-suggestion-add = Zum Quiz hinzufügen
review-suggestion-dismiss = Verwerfen
suggestion-removed = Sie haben sie aus dem Quiz entfernt: Fügen Sie sie wieder hinzu, wenn Sie sie möchten
review-add-head = Eine Frage hinzufügen
review-add-kind = Art
review-add-placeholder = Frage eingeben
review-add = Hinzufügen
review-more-head = Mehr aus demselben Dokument
review-more-count = Wie viele
review-more-add = Fragen hinzufügen, die noch fehlen
review-explain-link = Warum diese Fragen? Sehen Sie, was mit jedem Satz des Dokuments geschah

## The review screen's script (review.js)
review-js-kept = Noch nicht gespeicherte Änderungen von vorhin wurden beibehalten.
review-js-discard = Verwerfen

## What is wrong with an edit (edit.rs); $value is what the teacher typed
edit-points = Punkte sind eine Zahl ab 0, nicht „{ $value }“.
edit-time-limit = Das Zeitlimit ist eine ganze Zahl von Sekunden, nicht „{ $value }“.
edit-empty-prompt = Die Frage braucht einen Text.
edit-too-few-choices = Geben Sie mindestens { $min } Antworten an.
edit-empty-choice = Antwort { $number } ist leer.
edit-too-few-items = Geben Sie mindestens 2 Elemente zum Ordnen an.
edit-coin-toss-ordering = Zwei Elemente zu ordnen ist ein Münzwurf: Wer rät, liegt jedes zweite Mal richtig. Fügen Sie ein drittes Element hinzu oder machen Sie eine Richtig-oder-falsch-Frage daraus.
edit-coin-toss-matching = Zwei Paare zuzuordnen ist ein Münzwurf: Wer rät, liegt jedes zweite Mal richtig. Fügen Sie ein drittes Paar hinzu oder machen Sie eine Einfachauswahl-Frage daraus.
edit-one-correct = Markieren Sie genau eine Antwort als richtig (oder machen Sie eine Mehrfachauswahl-Frage daraus).
edit-numbers = Die Antwort und ihre Toleranz müssen Zahlen sein.
edit-pairs = Schreiben Sie jedes Paar als „links = rechts“.
edit-not-saved = Nicht gespeichert: { $problem }
edit-conflict = Dieses Quiz hat sich geändert, seit Sie es geöffnet haben (in einem anderen Tab, oder das Formular wurde zweimal gesendet). Ihre Änderung steht hier, noch nicht gespeichert: Vergleichen Sie sie mit der neuesten Fassung und speichern Sie erneut.
edit-first = Erstes
edit-second = Zweites
edit-third = Drittes
edit-new-question = Neue Frage
edit-first-choice = Erste Antwort
edit-second-choice = Zweite Antwort

## Splitting a choice run together (review.html, review.js)
review-run-together = Das sieht nach mehreren zusammengelaufenen Antworten aus: ✂ macht aus jeder eine eigene Antwort.
review-js-split = Diese Antwort am Cursor teilen (oder an ihren breiten Lücken)
review-js-split-how = Setzen Sie den Cursor an den Anfang der nächsten Antwort und drücken Sie dann ✂.
review-js-choice = Antwort %letter
review-js-mark-correct = %letter als richtig markieren

## Images of a question and its choices (review.html, images.rs)
review-images = Bilder
review-image-alt-question = Was das Bild der Frage zeigt
review-image-alt-choice = Was das Bild von Antwort { $letter } zeigt
review-image-alt-missing = Noch nicht beschrieben: sagen Sie, was es zeigt
review-image-remove = Dieses Bild entfernen
review-image-add = Ein Bild hinzufügen
review-image-file = Ein Bild (PNG, JPEG, GIF oder WebP; große werden verkleinert), oder fügen Sie eines hier ein
review-image-url = Oder seine Adresse im Web (einmal abgerufen und hier behalten)
review-image-alt = Was es zeigt, für Lernende, die es nicht sehen können (Pflichtfeld)
review-image-place = Bei
review-image-place-question = der Frage
review-image-save = Bild hinzufügen
review-js-pasted = Eingefügtes Bild: %name

## Why these questions? (explain.html; what the forge did with each sentence is the forge's own English)
explain-title = Warum diese Fragen: { $title }
explain-back = Zurück zu „{ $title }“
explain-heading = Warum diese Fragen?
explain-lead = { $count ->
    [one] Was die Schmiede mit jedem Satz des Dokuments gemacht hat, bei { $count } gewünschten Frage.
   *[other] Was die Schmiede mit jedem Satz des Dokuments gemacht hat, bei { $count } gewünschten Fragen.
}
explain-none = Dieses Quiz wurde nicht aus einem Fließtext gemacht, also gibt es nichts zu erklären: Jede Frage steht so, wie sie geschrieben wurde.
explain-place = Zeile { $line }, Spalte { $column }
explain-terms-heading = Begriffe, die die Schmiede gefunden hat
explain-terms-lead = Fragen kann es nur zu dem geben, was die Schmiede als Lehrstoff des Dokuments erkennt: Begriffe, die es erklärt, aufzählt oder immer wieder verwendet, und Personen und Namen, die es wiederholt.
explain-terms-none = Kein Begriff gefunden: Das Dokument erklärt, zählt auf oder wiederholt keinen Begriff, den die Schmiede erkennt.

## The forge's account, said in the page's language (forge_words.rs)
unfit-length = unter 6 oder über 40 Wörter
unfit-not-a-statement = keine Aussage (eine Überschrift, ein Bruchstück oder eine Frage)
unfit-formula = eine Formel oder Gleichung
unfit-fused-heading = eine Überschrift klebt daran
unfit-no-capital = beginnt nicht wie ein Satz
unfit-starts-with-reference = beginnt mit einem Wort, das den Satz davor braucht
unfit-noise = enthält beschädigten oder verrauschten Text
unfit-points-back = ein Pronomen oder „dies“ braucht den Satz davor
unfit-leaves-unnamed = meint etwas („sein“, „das Gesetz“), das nur der Satz davor nennt
unfit-half-a-comparison = ein Vergleich ohne seine andere Hälfte
unfit-talks-to-reader = spricht den Leser an
unfit-points-elsewhere = verweist auf einen anderen Teil des Buches
unfit-furniture = enthält eine Kopf- oder Fußzeile
unfit-unbalanced = unausgeglichene Klammern oder Anführungszeichen
unfit-debris = vor allem Zahlen oder einzelne Buchstaben (eine Tabelle oder Abbildung)
unfit-few-content-words = zu wenige Inhaltswörter
unfit-foreign = in einer anderen Sprache als das Quiz
unfit-unknown-word = enthält ein Wort, das in keinem Wörterbuch steht (beschädigter Text?)
unfit-only-frames = sagt nur, dass es Arten oder Wege von etwas gibt, und nennt keine
unfit-refuted-view = stellt eine Ansicht dar, die der Text danach zurückweist
family-glossary = Glossarbegriff
family-matching = Zuordnung
family-definition = Begriff
family-year = Jahr
family-quantity = Zahl
family-true-false = richtig/falsch
family-labelled = Punkt einer beschrifteten Liste
family-order = Reihenfolge
family-person = Person
family-short-answer = getippte Antwort
left-out-invalid = keine gültige Frage
left-out-leaks-imported = würde die Antwort einer Frage verraten, die das Dokument enthält
left-out-true-false-capped = Richtig-oder-falsch-Fragen sind auf ein Fünftel des Quiz begrenzt, unter ein Drittel, wo das Dokument zu wenige andere hergibt
left-out-same-answer = eine gewählte Frage hat dieselbe Antwort
left-out-same-sentence = eine gewählte Frage fragt nach demselben Satz
left-out-nearly-same = eine gewählte Frage fragt fast dasselbe
left-out-its-answer-shown = eine gewählte Frage zeigt ihre Antwort
left-out-shows-an-answer = sie zeigt die Antwort einer gewählten Frage
left-out-quiz-full = das Quiz war voll: stärkere Fragen kamen zuerst
left-out-everyday-word = eine getippte Antwort auf ein Alltagswort: andere Wörter würden die Lücke ebenso füllen
left-out-short-sentence = eine getippte Antwort auf einen kurzen Satz: zu wenig um die Lücke herum, um die eine Antwort zu erkennen
left-out-figure-is-the-fact = sein Satz lehrt eine Zahl, die sichtbar bleibt: die Lücke fragt nach dem, was er nur nennt
left-out-year-in-passing = das Jahr einer beiläufig erwähnten Einzelheit: es nennt kein Gesetz, keine Institution und keine Gründung
left-out-cited-statistic = ein Anteil von Menschen, ein Geldbetrag oder ein Anteil, den eine Quelle angibt: selten das, was eine Lektion lehrt
left-out-topic-word = eine getippte Antwort auf das Thema des Dokuments, ein Wort in zwei von fünf seiner Sätze: die Tatsache darum bleibt ungeprüft
left-out-clue-shared = eine getippte Antwort, deren Satz dasselbe über einen anderen Begriff sagt: der Hinweis führt nicht zu der einen Antwort
left-out-hint-shared = eine getippte Antwort, deren Buchstabenhinweis auch auf einen anderen Ausdruck des Dokuments passt: die Buchstaben führen nicht zu der einen Antwort
left-out-known-name = eine getippte Antwort auf einen Namen aus Alltagswörtern, den das Dokument wiederholt: die Anfangsbuchstaben verraten ihn
left-out-hypothetical = eine getippte Antwort in einem angenommenen Fall: ein Detail eines Beispiels, nicht das, was die Lektion lehrt
left-out-kind-of-a-name = eine getippte Antwort auf das Nomen, dem danach ein Name gegeben wird: der Name ist, was der Satz lehrt
left-out-named-once = eine getippte Antwort auf einen Namen, den nur ihr eigener Satz nennt: nebenbei erwähnt, nicht gelehrt
left-out-renamed-with-its-head = eine getippte Antwort auf einen weiteren Namen, der das Hauptwort des Namens davor wiederholt: seine Anfangsbuchstaben verraten den Rest
left-out-beside-a-named-term = eine getippte Antwort neben dem Begriff, den ihr Satz benennt: der Name ist, was der Satz lehrt
left-out-symbol-shown = eine getippte Antwort auf den Namen eines Zeichens, das der Satz direkt nach der Lücke zeigt
left-out-pair-before = eine getippte Antwort direkt nach der anderen Hälfte ihres Paares („Nord- und S_____ K_____“): ihre Anfangsbuchstaben verraten sie
explain-not-asked = keine Frage: { $why }
explain-nothing-to-ask = keine Frage: nichts, was die Schmiede gut fragen kann (ein erklärter Begriff, ein Name, ein Datum oder eine Zahl, die der Satz vermittelt)
explain-asked = gefragt ({ $kind }): { $prompt }
explain-left-out = ausgelassen ({ $kind }, { $why }): { $prompt }
shortfall-head = { $written } von { $wanted } gewünschten neuen Fragen wurden geschrieben
shortfall-no-prose = { $head }: Das Dokument hat keine Sätze Fließtext, aus denen sich Fragen schreiben lassen.
shortfall-unfit = { $head }: Von seinen { $sentences } Sätzen { $unfit ->
    [one] eignet sich { $unfit }
   *[other] eignen sich { $unfit }
} nicht für eine Frage
shortfall-commonest = (meist: { $reason })
shortfall-empty = , { $empty } der anderen { $fit } { $empty ->
    [one] enthält
   *[other] enthalten
} nichts, was sie gut fragen kann (ein erklärter Begriff, ein Name, ein Datum oder eine Zahl, die der Satz lehrt)
shortfall-dropped = , und { $dropped } mögliche { $dropped ->
    [one] Frage wurde
   *[other] Fragen wurden
} als Wiederholung oder schwächer ausgelassen

## What an export format would lose (exports.rs; formats' LOSS_TEXTS, blanks as there)
loss-line = Frage { $number }: { $what }
loss-cannot-write = kann nicht geschrieben werden: { $why }
loss-more = und { $count } weitere
loss-part-question = Frage
loss-part-answer = Antwort { $n }
loss-gift-key-unknown = GIFT kann nicht sagen, dass die Lösung unbekannt ist
loss-gift-category = GIFT kann eine Kategorie nicht verlassen: Die Frage bleibt in „{ $topic }“
loss-images-count-dropped = { $count } Bild(er) entfernt
loss-the-time-limit-dropped = das Zeitlimit wurde entfernt
loss-the-difficulty-dropped = die Schwierigkeit wurde entfernt
loss-the-points-dropped = die Punkte ({ $points }) wurden entfernt
loss-choice-images-dropped = Bilder der Antworten entfernt
loss-stimulus-in-front = die Textstelle wurde vor den Fragetext gesetzt
loss-gift-no-full-credit = keine Antwort bringt die volle Punktzahl: GIFT liest sie als Mehrfachauswahl zurück
loss-gift-every-choice-right = jede Antwort ist richtig: GIFT kann das nicht als Einfachauswahl schreiben
loss-true-false-two-choices = übersprungen: eine Richtig-oder-falsch-Frage ohne zwei Antworten
loss-gift-true-false-answer = übersprungen: GIFT braucht die Lösung einer Richtig-oder-falsch-Frage
loss-gift-labels = die Beschriftungen „{ $yes }“/„{ $no }“ werden als True/False zurückgelesen
loss-short-answer-none = übersprungen: eine Kurzantwort-Frage ohne akzeptierte Antworten
loss-gift-case = GIFT-Kurzantworten unterscheiden nie Groß- und Kleinschreibung
loss-gift-arrow-answer = eine Antwort enthält „->“: GIFT liest die Frage als Zuordnung zurück
loss-numeric-none = übersprungen: eine Zahlenfrage ohne Antworten
loss-gift-matching-two = übersprungen: GIFT-Zuordnung braucht mindestens zwei Paare
loss-gift-arrow-left = eine linke Seite enthält „->“: GIFT trennt das Paar dort
loss-gift-no-ordering = übersprungen: GIFT hat keine Reihenfolge-Fragen
loss-aiken-true-false = Richtig oder falsch als Frage mit zwei Antworten geschrieben
loss-aiken-choices = übersprungen: Aiken braucht 2 bis { $max } Antworten, gefunden: { $count }
loss-aiken-one-right = übersprungen: Aiken braucht genau eine ganz richtige Antwort
loss-partial-credit-dropped = Teilpunkte entfernt
loss-feedback-dropped = Rückmeldungen entfernt
loss-images-dropped = Bilder entfernt
loss-name-topic-tags-dropped = Name, Thema und Schlagwörter entfernt
loss-aiken-question-line = übersprungen: Der Fragetext würde nicht als Fragezeile zurückgelesen
loss-one-line = Text auf eine Zeile reinen Text gekürzt
loss-moodle-category = kein Thema, aber Moodle XML behält die Kategorie der Frage davor
loss-moodle-key-unknown = die Lösung ist unbekannt; die Frage wird ohne richtige Antwort geschrieben
loss-moodle-no-ordering = übersprungen: Moodle XML hat keine Reihenfolge-Fragen (ein Plugin-Typ ist nötig)
loss-moodle-image-links = Bilder als Links im Fragetext geschrieben
loss-time-limit-dropped = Zeitlimit entfernt
loss-difficulty-dropped = Schwierigkeit entfernt
loss-shortened = { $part } von { $count } auf { $limit } Zeichen gekürzt
loss-stimulus-in-front-short = die Textstelle wurde vor die Frage gesetzt
loss-explanation-dropped = Erklärung entfernt
loss-answer-feedback-dropped = Rückmeldungen zu den Antworten entfernt
loss-points-dropped = Punkte ({ $points }) entfernt
loss-tool-no-kind = übersprungen: { $tool } hat keine Fragen der Art „{ $kind }“
loss-tool-key-unknown = übersprungen: Die Lösung ist unbekannt, und { $tool } braucht eine
loss-tool-max-answers = { $tool } fasst { $max } Antworten; entfernt: { $list }
loss-tool-too-many-right = übersprungen: mehr richtige Antworten, als { $tool } fasst
loss-image-only-answer = übersprungen: eine Antwort ist nur ein Bild
loss-tool-any-one = { $tool } akzeptiert irgendeine der richtigen Antworten, nicht alle zusammen
loss-tool-exactly-one = übersprungen: { $tool } hat genau eine richtige Antwort
loss-tool-right-first = die richtige Antwort steht zuerst, wie { $tool } es verlangt
loss-kahoot-time = Zeitlimit { $from } s auf { $to } s gesetzt, den nächsten Wert, den Kahoot! erlaubt
loss-case-insensitive = Antworten mit Groß- und Kleinschreibung werden ohne sie gewertet
loss-partial-and-feedback = Teilpunkte und Rückmeldungen der Antworten entfernt
loss-accepted-dropped-five = { $count } akzeptierte Antworten entfernt (5 passen)
loss-numeric-blank = eine Zahlenfrage wurde zu einem Lückentext mit ihrem genauen Wert
loss-tolerance-dropped = Toleranz entfernt
loss-poll = die Lösung ist unbekannt: als Umfrage geschrieben
loss-checkbox = mehrere richtige Antworten: als Ankreuzfrage geschrieben, die alle verlangt
loss-first-image-only = nur das erste Bild bleibt erhalten
loss-blooket-time = Zeitlimit { $time } s auf die 300 s von Blooket gekürzt
loss-no-full-right = übersprungen: keine ganz richtige Antwort
loss-other-accepted-dropped = { $count } weitere akzeptierte Antworten entfernt
loss-socrative-single = eine Mehrfachauswahl-Frage mit einer richtigen Antwort ist in Socrative eine Einfachauswahl
loss-socrative-all = mehrere richtige Antworten: Socrative verlangt alle, nicht irgendeine
loss-quizlet-choice-card = eine Auswahlfrage wurde zu einer Karte mit ihrer richtigen Antwort
loss-quizlet-numeric-card = eine Zahlenfrage wurde zu einer Karte mit ihrem Wert
loss-quizlet-no-form = übersprungen: eine Quizlet-Karte hat keine Form „{ $kind }“
loss-key-unknown-skipped = übersprungen: die Lösung ist unbekannt
loss-qti-xhtml = HTML, das kein wohlgeformtes XHTML ist, als reiner Text geschrieben
loss-qti-wildcard = Antworten mit Platzhalter („*“) vergleicht QTI wörtlich
loss-qti-numeric-others = { $count } weitere Zahlenantworten entfernt (die Toleranzprüfung von QTI kennt nur eine)
loss-qti-ordering = Reihenfolgefragen werden mit match_correct von QTI nach Alles-oder-nichts bewertet
loss-qti-images-after-blank = Bilder hinter die Lücke verschoben
loss-qti-answer-feedback = Rückmeldung zu jeder Antwort entfernt
loss-qti-key-unknown = die Lösung ist unbekannt; das Item hat keine richtige Antwort
loss-topic-tags-dropped = Thema und Schlagwörter entfernt
loss-accents = ignore_accents bleibt nicht erhalten: Akzente zählen, wenn diese Datei bewertet wird
