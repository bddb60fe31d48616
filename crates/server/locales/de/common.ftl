# quizforge, Deutsch.

## The shared layout (base.html)
skip-to-content = Zum Inhalt springen
nav-new-quiz = Neues Quiz
nav-my-quizzes = Meine Quizze
nav-classes = Klassen
nav-games = Spiele
nav-library = Bibliothek
nav-change-password = Passwort ändern
nav-sign-out = Abmelden
nav-join = Einem Spiel beitreten
nav-discover = Entdecken
nav-sign-in = Anmelden
nav-sign-up = Registrieren
nav-account = Konto
footer = quizforge läuft auf dem eigenen Rechner Ihrer Schule. Kein KI-Dienst sieht Ihre Unterlagen.

## Joining (join.html)
join-title = Einem Spiel beitreten
join-lead = Gib den Code vom Bildschirm deiner Lehrkraft ein.
join-code-label = Spielcode
join-code-hint = Sechs Buchstaben und Ziffern, zum Beispiel K7M2QX.
join-button = Beitreten

## Refusals on the join and name pages (refusal.rs)
refusal-ended = Dieses Spiel ist beendet.
refusal-empty = gib einen Namen ein
refusal-too-long = ein Name hat höchstens { $max } Zeichen
refusal-offensive = bitte wähle einen anderen Namen
refusal-pick-name = Wähle deinen Namen aus der Liste.
refusal-taken = Jemand in diesem Spiel hat diesen Namen schon. Wenn du das auf einem anderen Gerät bist, frag deine Lehrkraft.
refusal-wrong-pin = Diese PIN passt nicht zu diesem Namen. Gib die PIN von der Karte ein, die dir deine Lehrkraft gegeben hat, und tippe dann auf deinen Namen.
code-look-alikes = Spielcodes verwenden nie 0, 1, I, L oder O, damit nichts verwechselt wird; du hast { $chars } eingegeben. Schau noch einmal auf den Code auf dem Bildschirm.
code-not-used = Ein Spielcode hat nur Buchstaben und Ziffern; { $chars } gehört nicht dazu.
code-length = Ein Spielcode hat { $length } Buchstaben und Ziffern; du hast { $count } eingegeben.
code-shape = Ein Spielcode hat { $length } Buchstaben und Ziffern, zum Beispiel K7M2QX.
code-no-game = Es gibt kein Spiel mit dem Code { $code }. Frag deine Lehrkraft danach.
code-game-ended = Das Spiel { $code } ist beendet. Frag deine Lehrkraft nach dem Code eines neuen Spiels.
list-and = und

## Your name (name.html)
name-game = Spiel { $code }
name-label = Dein Name
name-hint = Der Name, den deine Lehrkraft sieht, höchstens { $max } Zeichen. Sei freundlich.
name-who = Wer bist du?
name-playing = (spielt)
name-already-playing = Spielt schon
name-not-listed = Nicht auf der Liste? Frag deine Lehrkraft.
pin-label = Deine PIN
pin-hint = Die vier Ziffern auf der Karte von deiner Lehrkraft. Tippe sie ein, dann auf deinen Namen.
pin-pictures-hint = Tippe deine vier Bilder in der Reihenfolge auf deiner Karte, dann auf deinen Namen.
pin-clear = Von vorn
# %n and %max are filled in while the name is typed (app.js).
name-count = %n von %max Zeichen
name-too-long = Höchstens %max Zeichen: dieser Name hat %n.

## Playing (play.html)
play-connecting = Verbindung wird hergestellt…
play-connecting-game = Verbindung zu deinem Spiel wird hergestellt…

## The play screen (play.js): %name, %right… are filled in by the script
play-js-connected = Verbunden
play-js-reconnecting = Verbindung wird wiederhergestellt…
play-js-in = Du bist dabei.
play-js-in-named = Du bist dabei, %name.
play-js-waiting-start = Warte, bis deine Lehrkraft startet.
play-js-removed = Deine Lehrkraft hat dich aus diesem Spiel entfernt.
play-js-join-again = Erneut beitreten
play-js-left = Nicht mehr dabei
play-js-tick-all = Kreuze alle richtigen Antworten an und sende dann.
play-js-send = Senden
play-js-your-answer = Deine Antwort
play-js-your-number = Deine Antwort (eine Zahl)
play-js-type-number = Gib eine Zahl ein, etwa 12 oder 3,5.
play-js-choose = Auswählen…
play-js-order = Bring sie in die richtige Reihenfolge, die erste oben, und sende dann.
play-js-cannot-answer = Diese Art von Frage kann hier nicht beantwortet werden.
play-js-sending = Wird gesendet…
play-js-answer-sent = Antwort gesendet
play-js-saved = Gespeichert.
play-js-saved-wait = Gespeichert. Warte, bis deine Lehrkraft die Ergebnisse zeigt.
play-js-right = Richtig!
play-js-partly = Teilweise richtig
play-js-teacher-marks = Deine Lehrkraft bewertet diese Frage
play-js-not-this-time = Diesmal nicht
play-js-no-answer = Keine Antwort
play-js-no-key-yet = Deine Lehrkraft hat die Antwort noch nicht angegeben.
play-js-answer = Antwort:
play-js-next = Weiter
play-js-time-up = Die Zeit ist um
play-js-look-at-board = Schau an die Tafel.
play-js-well-done = Gut gemacht!
play-js-all-done = Geschafft!
play-js-right-of = %right von %questions richtig
play-js-rank = Du bist auf Platz %rank von %players.
play-js-you = Du
play-js-classmate = Ein Mitschüler
play-js-look-again = Zum Wiederholen
play-js-seconds-left = Noch %seconds s
play-js-times-up = Zeit um
play-js-points-one = %points Punkt
play-js-points-other = %points Punkte
play-js-question-of = Frage %n von %count
play-js-move-up = „%item“ nach oben
play-js-move-down = „%item“ nach unten
play-js-skip = Überspringen (ich weiß es nicht)
# An answer refused (protocol::Rejection, by its JSON name)
play-js-rejected-late = Die Zeit war um, bevor deine Antwort ankam.
play-js-rejected-not_open = Diese Frage ist nicht offen.
play-js-rejected-closed = Dieses Spiel nimmt gerade keine Antworten an.
play-js-rejected-invalid = Diese Antwort passt nicht zur Frage.
play-js-rejected-removed = Deine Lehrkraft hat dich aus diesem Spiel entfernt.
play-js-rejected-not_saved = Deine Antwort wurde nicht gespeichert. Sie wird erneut gesendet…
play-needs-js = Dieses Spiel braucht JavaScript. Schalte es ein oder bitte deine Lehrkraft um eine Papierversion.

## Signing in and up (signin.html)
signin-lead = Willkommen zurück.
signin-new-here = Neu hier?
signin-make-account = Konto anlegen
signup-title = Legen Sie Ihr Lehrerkonto an
signup-lead = Ihre Quizze bleiben auf diesem Server, nur für Sie sichtbar.
signup-password-hint = Mindestens { $min } Zeichen.
signup-have-account = Sie haben schon ein Konto?
account-email = E-Mail
signup-ready = Hatte diese E-Mail-Adresse noch kein Konto, hat sie jetzt eines: Melden Sie sich damit an. Hatte sie schon eines, melden Sie sich mit dessen Passwort an.
account-password = Passwort

## Making a quiz (make.html)
make-title = Ein Quiz erstellen
make-paste = Fügen Sie Ihre Notizen, ein Arbeitsblatt oder ein Glossar ein
make-placeholder =
    1. Was ist die Hauptstadt von Frankreich?
    A) Rom
    B) Paris
    Antwort: B
make-file = …oder wählen Sie eine Datei
make-file-hint = PDF, Word (DOCX), PowerPoint (PPTX), OpenDocument, HTML, Markdown, Text, GIFT, Aiken oder Moodle XML, bis zu { $megabytes } MB. Eine Datei ersetzt den Text oben.
make-count = Fragen
make-js-too-large = Diese Datei ist größer als %megabytes MB. Fügen Sie stattdessen den benötigten Teil ein.
make-button = Quiz erstellen

## My quizzes and the landing page (home.html)
home-welcome = Willkommen
home-search = Nach Titel suchen
home-search-button = Suchen
home-search-clear = Zurücksetzen
home-empty-title = Noch keine Quizze
home-empty-lead = Fügen Sie ein Arbeitsblatt, Ihre Notizen oder eine alte Klassenarbeit ein und erhalten Sie in einer Sekunde ein Quiz.
home-first-quiz = Ihr erstes Quiz erstellen
home-no-match = Kein Quiz hat „{ $search }“ im Titel.
home-questions = { $count ->
    [one] { $count } Frage
   *[other] { $count } Fragen
}
home-need-answer = { $count ->
    [one] { $count } braucht eine Antwort
   *[other] { $count } brauchen eine Antwort
}
home-changed = geändert am { $date }
home-open = Öffnen
home-play = Spielen
home-download = Herunterladen
home-copy = Kopieren
home-delete = Löschen
home-hero-title = Machen Sie aus Ihrem eigenen Material ein Quiz, dem Sie vertrauen können.
home-hero-lead = Fügen Sie ein Arbeitsblatt, eine alte Klassenarbeit oder eine GIFT- oder Aiken-Datei ein. quizforge findet jede Frage, zeigt, woher sie stammt, und erfindet nie einen Lösungsschlüssel: Was das Dokument nicht beantwortet, wird Ihnen zur Entscheidung markiert.
home-point-fast = In einer Sekunde.
home-point-fast-text = Kein Warten, kein KI-Dienst, nichts verlässt diesen Server.
home-point-checked = Von Ihnen geprüft.
home-point-checked-text = Jede Frage neben ihrer Textstelle, der Schlüsselbegriff markiert.
home-point-yours = Zum Mitnehmen.
home-point-yours-text = Herunterladen als GIFT für Moodle, Aiken, Markdown oder JSON.
notice-quiz-deleted = Quiz gelöscht.
notice-made = Ihr Quiz ist fertig. Prüfen Sie jede Frage anhand ihrer Textstelle.
notice-short = Ihr Quiz ist fertig, mit weniger Fragen als gewünscht: Das Dokument enthielt nicht mehr, was sich gut fragen ließ. Geschriebene, aber zurückgehaltene Fragen stehen als Vorschläge unter dem Quiz, und „Warum diese Fragen?“ zeigt, was mit jedem Satz geschah.
notice-short-bare = Ihr Quiz ist fertig, mit weniger Fragen als gewünscht: Das Dokument enthielt nicht mehr, was sich gut fragen ließ. „Warum diese Fragen?“ zeigt, was mit jedem Satz geschah.
notice-empty = In diesem Dokument wurden keine Fragen gefunden. Fügen Sie unten Fragen von Hand hinzu oder erstellen Sie das Quiz aus einem anderen Dokument.
notice-saved = Gespeichert.
notice-sharing-saved = Freigabe gespeichert.
notice-title = Titel gespeichert.
notice-deleted = Frage gelöscht.
notice-duplicated = Frage dupliziert.
notice-moved = Frage verschoben.
notice-added = Frage hinzugefügt. Füllen Sie sie unten aus.
notice-more = Neue Fragen am Ende hinzugefügt.
notice-suggestion-added = Vorschlag zum Quiz hinzugefügt, dort, wo seine Textstelle im Dokument steht.
notice-suggestion-dismissed = Vorschlag verworfen.
notice-nomore = Diesem Dokument lassen sich keine weiteren Fragen entnehmen.
notice-copied = Dies ist Ihre Kopie. Das Original bleibt unverändert.
notice-conflict = Dieses Quiz hat sich geändert, seit die Seite geladen wurde (in einem anderen Tab oder durch einen doppelten Klick), daher wurde nichts getan. Hier ist die neueste Fassung: Prüfen Sie sie und versuchen Sie es erneut.
notice-image-added = Das Bild wurde hinzugefügt. Die Lernenden sehen es mit der Frage und lesen seine Beschreibung, wenn sie es nicht sehen können.
notice-image-needs-alt = Das Bild wurde nicht hinzugefügt: Sagen Sie, was es zeigt, für Lernende, die es nicht sehen können.
notice-image-none = Das Bild wurde nicht hinzugefügt: Wählen Sie ein Bild, fügen Sie eines ein oder geben Sie seine Adresse an.
notice-image-refused = Das Bild konnte nicht übernommen werden: Geben Sie ein PNG-, JPEG-, GIF- oder WebP-Bild (kein SVG) von höchstens 16 MB an, unter einer Adresse, die der Server erreicht.
notice-image-too-large = Das Bild wurde nicht hinzugefügt: Es ist größer als 16 MB. Geben Sie ein kleineres Bild an.

## Classes (classes.html)
classes-lead = Eine Klasse ist die Gruppe, die Ihre Quizze spielt. Geben Sie ihr eine Namensliste, dann wählen die Schülerinnen und Schüler ihren Namen, statt ihn zu tippen.
classes-no-roster = keine Namensliste: Spitznamen werden getippt
classes-students = { $count ->
    [one] { $count } Schüler·in
   *[other] { $count } Schüler·innen
}
classes-games = { $count ->
    [one] { $count } Spiel
   *[other] { $count } Spiele
}
classes-new = Neue Klasse
classes-name = Name
classes-name-example = 8b Geschichte
classes-roster = Namensliste
classes-roster-hint = (optional: ein Name pro Zeile)
classes-make = Klasse anlegen

## Games (assignments.html)
games-empty-title = Noch keine Spiele
games-empty-lead = Öffnen Sie ein Quiz und klicken Sie auf „Mit einer Klasse spielen“.
games-players = { $count ->
    [one] { $count } Spieler·in
   *[other] { $count } Spieler·innen
}
games-code = Code
games-dashboard = Übersicht
mode-live = live
mode-self_paced = im eigenen Tempo
mode-homework = Hausaufgabe
phase-lobby = Warteraum
phase-question = Frage
phase-results = Ergebnisse
phase-open = offen
phase-ended = beendet

## The account page (password.html)
password-title = Passwort ändern
password-changed = Passwort geändert. Ihre anderen Sitzungen und API-Tokens wurden abgemeldet.
password-current = Aktuelles Passwort
password-new = Neues Passwort
language-title = Sprache Ihrer Seiten
language-saved = Sprache gespeichert.
language-label = Sprache
language-browser = Die Sprache Ihres Browsers
language-hint = Bereits übersetzte Seiten folgen ihr; die übrigen sind vorerst auf Englisch. Die Seiten der Schülerinnen und Schüler folgen deren Browser.
language-save = Sprache speichern
tokens-title = API-Tokens
tokens-revoked = Token widerrufen: Er funktioniert nicht mehr.
tokens-none = Keine API-Tokens. Programme erhalten einen über POST /api/v1/tokens; jeder läuft nach 90 Tagen ab.
tokens-line = Token { $id }: erstellt am { $made }, läuft ab am { $expires }
tokens-revoke-confirm = Diesen Token widerrufen? Programme, die ihn nutzen, funktionieren dann nicht mehr.
tokens-revoke = Widerrufen

## Dates and times (zone.rs): a day, its month's short name, the year
date = { $day }. { $month } { $year }
date-time = { $date }, { $time } { $zone }
month-1 = Jan.
month-2 = Feb.
month-3 = März
month-4 = Apr.
month-5 = Mai
month-6 = Juni
month-7 = Juli
month-8 = Aug.
month-9 = Sept.
month-10 = Okt.
month-11 = Nov.
month-12 = Dez.

## Refusals of a form, said in the page's language (AppError::said)
account-email-invalid = Geben Sie eine E-Mail-Adresse ein, etwa name@schule.de.
account-password-blank = Wählen Sie ein Passwort, das mehr als Leerzeichen enthält.
account-password-short = Wählen Sie ein Passwort mit mindestens { $min } Zeichen.
account-password-long = Dieses Passwort ist zu lang.
account-password-common = Dieses Passwort gehört zu den ersten, die Angreifer ausprobieren. Wählen Sie ein anderes: Ein paar Wörter, die nichts miteinander zu tun haben, ergeben ein gutes.
make-refused-nothing = Fügen Sie zuerst Text ein oder wählen Sie eine Datei.
make-refused-no-text = Diese Datei enthält keinen Text. Wählen Sie eine andere Datei oder fügen Sie den Text ein.
make-refused-text-too-much = Dieser Text umfasst { $size } MB; quizforge macht ein Quiz aus höchstens { $limit } MB auf einmal. Teilen Sie ihn oder fügen Sie nur den benötigten Teil ein.
make-refused-file-too-much = Diese Datei enthält { $size } MB Text; quizforge macht ein Quiz aus höchstens { $limit } MB auf einmal. Teilen Sie sie oder fügen Sie nur den benötigten Teil ein.
make-refused-text-unusable = Dieser Text ist nicht verwendbar: { $why }. Öffnen Sie ihn, kopieren Sie den Text und fügen Sie ihn stattdessen in das Feld ein.
make-refused-file-unusable = Diese Datei ist nicht verwendbar: { $why }. Öffnen Sie sie, kopieren Sie den Text und fügen Sie ihn stattdessen in das Feld ein.
make-refused-no-source = Dieses Quiz wurde nicht aus einem Dokument erstellt, es gibt also nichts, woraus sich weitere Fragen entnehmen ließen.
mark-points-number = Punkte müssen eine Zahl sein, etwa 1 oder 0,5.
mastery-bands-percent = Die Stufen sind Prozentwerte, etwa 50 und 80.
language-refused = Wählen Sie eine der angebotenen Sprachen oder die Ihres Browsers.
review-no-revision = Dem Formular fehlt die Fassung des Quiz.
review-choose-kind = Wählen Sie einen Fragetyp.

## A quiz whose document names no title (quizzes.rs)
quiz-untitled = Quiz ohne Titel
