# quizforge, English (the reference: every key here exists in every language).

## The shared layout (base.html)
skip-to-content = Skip to content
nav-new-quiz = New quiz
nav-my-quizzes = My quizzes
nav-classes = Classes
nav-games = Games
nav-library = Library
nav-change-password = Change password
nav-sign-out = Sign out
nav-join = Join a game
nav-discover = Discover
nav-sign-in = Sign in
nav-sign-up = Sign up
footer = quizforge runs on your school's own machine. No AI service sees your material.

## Joining (join.html)
join-title = Join a game
join-lead = Type the code on your teacher's screen.
join-code-label = Game code
join-code-hint = Six letters and digits, like K7M2QX.
join-button = Join

## Your name (name.html)
name-game = Game { $code }
name-label = Your name
name-hint = The name your teacher will see, at most { $max } characters. Be kind.
name-who = Who are you?
name-playing = (playing)
name-already-playing = Already playing
name-not-listed = Not on the list? Ask your teacher.
pin-label = Your PIN
pin-hint = The four digits on the card your teacher gave you. Type it, then tap your name.
pin-pictures-hint = Tap your four pictures in the order on your card, then tap your name.
pin-clear = Start again
# %n and %max are filled in while the name is typed (app.js).
name-count = %n of %max characters
name-too-long = At most %max characters: this name has %n.

## Playing (play.html)
play-connecting = Connecting…
play-connecting-game = Connecting to your game…
play-needs-js = This game needs JavaScript. Turn it on, or ask your teacher for a paper copy.
