# de: live pages (see common.ftl for the conventions): the assign form, the
# teacher's dashboard and the projector (the wall screen of a live game).
# The wall speaks to the whole class ("ihr"); the dashboard and forms to
# the teacher ("Sie").

## Both live screens (dashboard.html, projector.html)
live-go-to = Öffnet
live-and-type = und gebt diesen Code ein:
live-code-label = Beitrittscode { $code }
live-qr-label = QR-Code zum Beitreten
live-controls = Spielsteuerung
live-start = Starten
live-reveal = Ergebnisse zeigen
live-next = Weiter
live-open-game = Spiel freigeben
live-end = Beenden
live-end-confirm = Das Spiel für alle beenden?

## The projector (projector.html)
projector-page = Beamer
projector-lobby-label = Dem Spiel beitreten
projector-question-label = Die Frage
projector-join-at = Mitmachen unter
projector-end-label = Spielende
projector-podium = Siegertreppchen
projector-live-counts = Antwortzahlen anzeigen, solange die Frage offen ist

## The projector's script (projector.js): %count, %n… are filled in by the script
projector-js-reconnecting = Verbindung wird wiederhergestellt…
projector-js-times-up = Die Zeit ist um
projector-js-waiting-students = Warten auf die Schüler·innen
projector-js-students-in-one = %count Schüler·in da: Starten Sie, wenn alle da sind
projector-js-students-in-other = %count Schüler·innen da: Starten Sie, wenn alle da sind
projector-js-question-of = Frage %n von %count
projector-js-results-of = Ergebnisse zu Frage %n von %count
projector-js-open = Offen: Die Schüler·innen spielen im eigenen Tempo
projector-js-ended = Das Spiel ist beendet
projector-js-next = Weiter
projector-js-finish = Abschließen: Spiel beenden
projector-js-last-confirm = Das war die letzte Frage. Das Spiel für alle beenden?
projector-js-playing-one = %count Schüler·in spielt
projector-js-playing-other = %count Schüler·innen spielen
projector-js-answers-one = %count Antwort
projector-js-answers-other = %count Antworten
projector-js-joined-one = %count Schüler·in ist beigetreten
projector-js-joined-other = %count Schüler·innen sind beigetreten
projector-js-waiting-first = Warten auf die erste Anmeldung…
projector-js-answered-one = %n von %count hat geantwortet
projector-js-answered-other = %n von %count haben geantwortet
projector-js-answer-on-phone = Antwortet auf eurem Handy
projector-js-right = Richtig
projector-js-partly = Teilweise richtig
projector-js-wrong = Falsch
projector-js-leaderboard = Bestenliste
projector-js-place-1 = 1. Platz
projector-js-place-2 = 2. Platz
projector-js-place-3 = 3. Platz
projector-js-points-one = %points Punkt
projector-js-points-other = %points Punkte
projector-js-well-played = Gut gespielt, alle zusammen!
projector-js-students-one = %count Schüler·in
projector-js-students-other = %count Schüler·innen
projector-js-class-right = %percent richtig in der Klasse
projector-js-server-said = Der Server antwortete %status.

## The dashboard (dashboard.html)
dashboard-page = Übersicht
dashboard-due = fällig am { $date }
dashboard-scoring = Wertung: Richtigkeit
dashboard-speed-bonus = Tempobonus
dashboard-streaks = Serien
dashboard-leaderboard-off = keine Bestenliste
dashboard-leaderboard-anonymous = anonyme Bestenliste
dashboard-leaderboard-top = Bestenliste der ersten { $count }
dashboard-timer = Timer: { $seconds } s
dashboard-projector = Beamer-Ansicht
dashboard-report = Auswertung
dashboard-how-to-join = Beitritt zum Spiel
dashboard-or-scan = oder scannen:
dashboard-now = Jetzt:
dashboard-current-question = Aktuelle Frage
dashboard-answers-by-student = Antworten nach Schüler·in
dashboard-grid-title = Schüler·innen × Fragen
dashboard-needs-js = Die Live-Übersicht braucht JavaScript.
dashboard-legend-right = richtig
dashboard-legend-partly = teilweise
dashboard-legend-wrong = falsch
dashboard-legend-not-yet = noch nicht
dashboard-legend-skipped = übersprungen
dashboard-legend-connected = verbunden
dashboard-class-accuracy = Trefferquote der Klasse
dashboard-by-question = Nach Frage
dashboard-by-topic = Nach Thema
dashboard-rename = Umbenennen
dashboard-remove = Entfernen
dashboard-remove-confirm = Diese Person aus dem Spiel entfernen?
dashboard-related = Für das nächste Mal: verwandte Quizze
dashboard-delete = Dieses Spiel löschen
dashboard-delete-confirm = Dieses Spiel und alle seine Antworten löschen?

## The dashboard's script (dashboard.js)
dashboard-js-reconnecting = Verbindung wird wiederhergestellt…
dashboard-js-seconds-left = noch %seconds s
dashboard-js-times-up = Zeit um
dashboard-js-phase-lobby = Warten auf die Schüler·innen
dashboard-js-phase-question = Frage offen
dashboard-js-phase-results = Ergebnisse werden gezeigt
dashboard-js-phase-open = offen: Die Schüler·innen spielen im eigenen Tempo
dashboard-js-phase-ended = beendet
dashboard-js-lobby-one = %count Schüler·in ist beigetreten: Starten Sie, wenn alle da sind
dashboard-js-lobby-other = %count Schüler·innen sind beigetreten: Starten Sie, wenn alle da sind
dashboard-js-question-of = Frage %n von %count
dashboard-js-joined-one = %count beigetreten
dashboard-js-joined-other = %count beigetreten
dashboard-js-connected-one = %count verbunden
dashboard-js-connected-other = %count verbunden
dashboard-js-next = Weiter
dashboard-js-finish = Abschließen: Spiel beenden
dashboard-js-last-confirm = Das war die letzte Frage. Das Spiel für alle beenden?
dashboard-js-answered-one = %n von %count hat geantwortet
dashboard-js-answered-other = %n von %count haben geantwortet
dashboard-js-now-question-of = Frage %n von %count
dashboard-js-right = Richtig
dashboard-js-partly = Teilweise richtig
dashboard-js-wrong = Falsch
dashboard-js-to-mark = Zu korrigieren
dashboard-js-student = Schüler·in
dashboard-js-score = Punkte
# A question's short name in the grid's columns: Q1, Q2…
dashboard-js-q = F%n
dashboard-js-connected = verbunden
dashboard-js-not-connected = nicht verbunden
dashboard-js-cell = %name, %question: %label
dashboard-js-cell-not-yet = noch nicht
dashboard-js-cell-right = richtig
dashboard-js-cell-partly = teilweise richtig
dashboard-js-cell-to-mark = zu korrigieren
dashboard-js-cell-wrong = falsch
dashboard-js-cell-skipped = übersprungen
dashboard-js-no-topic = Ohne Thema
dashboard-js-server-said = Der Server antwortete %status.

## Playing with a class (assign.html, play/assign.rs)
assign-title = „{ $title }“ spielen
assign-heading = Mit einer Klasse spielen
assign-class = Klasse
assign-new-class-option = Eine neue Klasse…
assign-new-class-name = Name der neuen Klasse
assign-new-class-hint = (nur für eine neue Klasse; die Namensliste können Sie später ergänzen)
assign-how = Wie wird gespielt?
assign-live = Live
assign-live-hint = Sie führen die Klasse am Beamer von Frage zu Frage.
assign-self-paced = Im eigenen Tempo, im Unterricht
assign-self-paced-hint = Alle arbeiten in ihrem eigenen Tempo, während Sie die Übersicht verfolgen.
assign-homework = Hausaufgabe
assign-homework-hint = Öffnet sich von selbst zwischen den unten angegebenen Zeiten.
assign-opens = Beginnt
assign-due = Fällig
assign-for-homework = (Hausaufgabe)
assign-scoring = Wertung
assign-scoring-hint = Richtige Antworten zählen zuerst; der Rest liegt bei Ihnen.
assign-feedback = Richtige Antworten und Erklärungen zeigen
assign-feedback-hint = (nach jeder Antwort; live: wenn Sie die Ergebnisse zeigen)
assign-shuffle = Antwortmöglichkeiten für jede Schülerin und jeden Schüler mischen
assign-shuffle-hint = (der Beamer behält Ihre Reihenfolge)
assign-speed-bonus = Tempobonus
assign-speed-bonus-hint = (eine richtige Antwort bringt trotzdem mindestens die Hälfte)
assign-streak-bonus = Serienbonus
assign-timer = Timer pro Frage
assign-timer-default = 20 s live, keiner im eigenen Tempo und bei Hausaufgaben
assign-timer-none = Keiner (außer eine Frage legt einen fest)
assign-timer-seconds = { $seconds } s
assign-timer-minutes = { $count } min
assign-leaderboard = Bestenliste
assign-leaderboard-off = Aus: Alle sehen nur ihre eigenen Punkte
assign-leaderboard-anonymous = Anonym: Ränge und Punkte, keine Namen
assign-leaderboard-top = Die ersten { $count } mit Namen
assign-after = Nach dem Spiel
assign-auto-follow-ups = Die Nachbereitung automatisch verschicken
assign-auto-follow-ups-hint = (wenn das Spiel endet oder eine Hausaufgabe fällig ist: Jede Gruppe unterhalb von „beherrscht“ bekommt eine eigene Hausaufgabe mit den verfehlten und neuen Fragen, fällig nach der unten gewählten Frist; in der Auswertung können Sie sie weiterhin ansehen)
assign-unknown-keys = { $count ->
    [one] { $count } Frage hat keine Lösung.
   *[other] { $count } Fragen haben keine Lösung.
}
assign-unknown-keys-lead = Die Antworten darauf können während des Spiels nicht bewertet werden: Sie finden sie danach in der Auswertung und bewerten sie von Hand.
assign-give-keys = Geben Sie zuerst die Lösungen an
assign-or = oder:
assign-anyway = Trotzdem live spielen und diese Fragen danach von Hand bewerten
assign-submit = Beitrittscode erzeugen
assign-error-mode = Wählen Sie Live, im eigenen Tempo oder Hausaufgabe.
assign-error-unknown-keys = { $count ->
    [one] { $count } Frage dieses Quiz hat keine Lösung, ihre Antworten können also nicht live bewertet werden; sie warten nach dem Spiel darauf, dass Sie sie von Hand bewerten. Geben Sie zuerst die Lösung an oder kreuzen Sie „Trotzdem live spielen“ an.
   *[other] { $count } Fragen dieses Quiz haben keine Lösung, ihre Antworten können also nicht live bewertet werden; sie warten nach dem Spiel darauf, dass Sie sie von Hand bewerten. Geben Sie zuerst die Lösungen an oder kreuzen Sie „Trotzdem live spielen“ an.
}
assign-error-opens-time = Der Beginn ist kein gültiges Datum mit Uhrzeit.
assign-error-due-time = Der Fälligkeitstermin ist kein gültiges Datum mit Uhrzeit.
assign-error-due-before-opens = Der Fälligkeitstermin muss nach dem Beginn liegen.
assign-error-class = Wählen Sie eine Klasse.
assign-error-new-class = Wählen Sie eine Klasse oder geben Sie einer neuen einen Namen.
assign-error-no-questions = Dieses Quiz hat keine Fragen zum Spielen.

## A teacher's action on a game refused (game.rs ControlRefusal, teacher.rs)
control-moving = Dieses Spiel zieht auf einen anderen Server um: Versuchen Sie es gleich noch einmal.
control-ended = Dieses Spiel ist beendet.
control-started = Dieses Spiel hat schon begonnen.
control-nothing-open = Es ist keine Frage offen, deren Ergebnisse man zeigen könnte.
control-self-paced = Die Lernenden gehen dieses Spiel in ihrem eigenen Tempo durch.
control-unknown-action = Unbekannte Aktion: Verwenden Sie start, reveal, next oder end.
control-same-name = Ein anderer Spieler in diesem Spiel hat diesen Namen schon.
