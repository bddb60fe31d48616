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
footer = quizforge läuft auf dem eigenen Rechner deiner Schule. Kein KI-Dienst sieht deine Unterlagen.

## Joining (join.html)
join-title = Einem Spiel beitreten
join-lead = Gib den Code vom Bildschirm deiner Lehrkraft ein.
join-code-label = Spielcode
join-code-hint = Sechs Buchstaben und Ziffern, zum Beispiel K7M2QX.
join-button = Beitreten

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
play-connecting = Verbinde…
play-connecting-game = Verbinde mit deinem Spiel…
play-needs-js = Dieses Spiel braucht JavaScript. Schalte es ein oder bitte deine Lehrkraft um eine Papierversion.
