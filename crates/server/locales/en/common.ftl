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
nav-account = Account
footer = quizforge runs on your school's own machine. No AI service sees your material.

## Joining (join.html)
join-title = Join a game
join-lead = Type the code on your teacher's screen.
join-code-label = Game code
join-code-hint = Six letters and digits, like K7M2QX.
join-button = Join

## Refusals on the join and name pages (refusal.rs)
refusal-ended = This game has ended.
refusal-empty = type a name
refusal-too-long = a name has at most { $max } characters
refusal-offensive = please choose another name
refusal-pick-name = Pick your name from the list.
refusal-taken = Someone in this game already has that name. If it is you on another device, ask your teacher.
refusal-wrong-pin = That PIN does not go with this name. Type the PIN on the card your teacher gave you, then tap your name.
code-look-alikes = Game codes never use 0, 1, I, L or O, so that none can be mistaken for another; you typed { $chars }. Look again at the code on the screen.
code-not-used = A game code has only letters and digits; { $chars } is not one of them.
code-length = A game code has { $length } letters and digits; you typed { $count }.
code-shape = A game code has { $length } letters and digits, like K7M2QX.
code-no-game = There is no game with the code { $code }. Check it with your teacher.
code-game-ended = The game { $code } has ended. Ask your teacher for the code of a new one.
list-and = and

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

## The play screen (play.js): %name, %right… are filled in by the script
play-js-connected = Connected
play-js-reconnecting = Reconnecting…
play-js-in = You’re in.
play-js-in-named = You’re in, %name.
play-js-waiting-start = Waiting for your teacher to start.
play-js-removed = Your teacher removed you from this game.
play-js-join-again = Join again
play-js-left = Left
play-js-tick-all = Tick every right answer, then send.
play-js-send = Send
play-js-your-answer = Your answer
play-js-your-number = Your answer (a number)
play-js-type-number = Type a number, like 12 or 3.5.
play-js-choose = Choose…
play-js-order = Put them in order, first at the top, then send.
play-js-cannot-answer = This kind of question cannot be answered here.
play-js-sending = Sending…
play-js-answer-sent = Answer sent
play-js-saved = Saved.
play-js-saved-wait = Saved. Wait for your teacher to show the results.
play-js-right = Right!
play-js-partly = Partly right
play-js-teacher-marks = Your teacher will mark this one
play-js-not-this-time = Not this time
play-js-no-answer = No answer
play-js-no-key-yet = Your teacher has not given the answer yet.
play-js-answer = Answer:
play-js-next = Next
play-js-time-up = Time is up
play-js-look-at-board = Look at the board.
play-js-well-done = Well done!
play-js-all-done = All done!
play-js-right-of = %right of %questions right
play-js-rank = You are number %rank of %players.
play-js-you = You
play-js-classmate = A classmate
play-js-look-again = To look at again
play-js-seconds-left = %seconds s left
play-js-times-up = Time’s up
play-js-points-one = %points point
play-js-points-other = %points points
play-js-question-of = Question %n of %count
play-js-move-up = Move “%item” up
play-js-move-down = Move “%item” down
play-js-skip = Skip (I don’t know)
# An answer refused (protocol::Rejection, by its JSON name)
play-js-rejected-late = Time was up before your answer arrived.
play-js-rejected-not_open = That question is not open.
play-js-rejected-closed = This game is not taking answers now.
play-js-rejected-invalid = That answer does not fit the question.
play-js-rejected-removed = Your teacher removed you from this game.
play-js-rejected-not_saved = Your answer was not saved. Sending it again…
play-needs-js = This game needs JavaScript. Turn it on, or ask your teacher for a paper copy.

## Signing in and up (signin.html)
signin-lead = Welcome back.
signin-new-here = New here?
signin-make-account = Make an account
signup-title = Make your teacher account
signup-lead = Your quizzes stay on this server, visible only to you.
signup-password-hint = At least { $min } characters.
signup-have-account = Already have an account?
account-email = E-mail
signup-ready = If this e-mail had no account, it has one now: sign in with it. If it already had one, sign in with that account's password.
account-password = Password

## Making a quiz (make.html)
make-title = Make a quiz
make-paste = Paste your notes, a worksheet or a glossary
make-placeholder =
    1. What is the capital of France?
    A) Rome
    B) Paris
    Answer: B
make-file = …or choose a file
make-file-hint = PDF, Word (DOCX), PowerPoint (PPTX), OpenDocument, HTML, Markdown, text, GIFT, Aiken or Moodle XML, up to { $megabytes } MB. A file is used instead of the text above.
make-count = Questions
make-js-too-large = This file is larger than %megabytes MB. Paste the part you need instead.
make-button = Make the quiz

## My quizzes and the landing page (home.html)
home-welcome = Welcome
home-search = Search by title
home-search-button = Search
home-search-clear = Clear
home-empty-title = No quizzes yet
home-empty-lead = Paste a worksheet, your notes or an old test, and get a quiz in a second.
home-first-quiz = Make your first quiz
home-no-match = No quiz has “{ $search }” in its title.
home-questions = { $count ->
    [one] { $count } question
   *[other] { $count } questions
}
home-need-answer = { $count ->
    [one] { $count } needs an answer
   *[other] { $count } need an answer
}
home-changed = changed { $date }
home-open = Open
home-play = Play
home-download = Download
home-copy = Copy
home-delete = Delete
home-hero-title = Turn your own material into a quiz you can trust.
home-hero-lead = Paste a worksheet, an old test, or a GIFT or Aiken file. quizforge finds every question, shows where each one came from, and never invents an answer key: anything the document does not answer is flagged for you to decide.
home-point-fast = In a second.
home-point-fast-text = No waiting, no AI service, nothing leaves this server.
home-point-checked = Checked by you.
home-point-checked-text = Every question beside its passage, the key phrase marked.
home-point-yours = Yours to take.
home-point-yours-text = Download as GIFT for Moodle, Aiken, Markdown or JSON.
notice-quiz-deleted = Quiz deleted.
notice-made = Your quiz is ready. Check each question against its passage.
notice-short = Your quiz is ready, with fewer questions than you asked for: the document held no more that could be asked well. Questions that were written but held back are listed as suggestions under the quiz, and “Why these questions?” shows what was done with each sentence.
notice-short-bare = Your quiz is ready, with fewer questions than you asked for: the document held no more that could be asked well. “Why these questions?” shows what was done with each sentence.
notice-empty = No questions were found in this document. Add questions by hand below, or make the quiz from another document.
notice-saved = Saved.
notice-sharing-saved = Sharing saved.
notice-title = Title saved.
notice-deleted = Question deleted.
notice-duplicated = Question duplicated.
notice-moved = Question moved.
notice-added = Question added. Fill it in below.
notice-more = New questions added at the end.
notice-suggestion-added = Suggestion added to the quiz, where its passage comes in the document.
notice-suggestion-dismissed = Suggestion dismissed.
notice-nomore = There are no more questions to take from this document.
notice-copied = This is your copy. The original is unchanged.
notice-conflict = This quiz changed since you loaded the page (in another tab, or a button pressed twice), so nothing was done. Here is the latest version: check it and try again.
notice-image-added = The image was added. Students see it with the question, and read its description if they cannot see it.
notice-image-needs-alt = The image was not added: say what it shows, for students who cannot see it.
notice-image-none = The image was not added: choose a picture, paste one, or give its address.
notice-image-refused = The image could not be kept: give a PNG, JPEG, GIF or WebP picture (not SVG) of at most 16 MB, at an address the server can reach.
notice-image-too-large = The image was not added: it is larger than 16 MB. Give a smaller picture.

## Classes (classes.html)
classes-lead = A class is who plays your quizzes. Give it a roster and students pick their name instead of typing one.
classes-no-roster = no roster: students type a nickname
classes-students = { $count ->
    [one] { $count } student
   *[other] { $count } students
}
classes-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
classes-new = New class
classes-name = Name
classes-name-example = Year 8 History
classes-roster = Roster
classes-roster-hint = (optional: one name per line)
classes-make = Make the class

## Games (assignments.html)
games-empty-title = No games yet
games-empty-lead = Open a quiz and press “Play with a class”.
games-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
games-code = code
games-dashboard = Dashboard
mode-live = live
mode-self_paced = self-paced
mode-homework = homework
phase-lobby = lobby
phase-question = question
phase-results = results
phase-open = open
phase-ended = ended

## The account page (password.html)
password-title = Change your password
password-changed = Password changed. Your other sessions and API tokens were signed out.
password-current = Current password
password-new = New password
language-title = Language of your pages
language-saved = Language saved.
language-label = Language
language-browser = Your browser's language
language-hint = The pages already translated follow it; the others are in English for now. Students' pages follow each student's browser.
language-save = Save the language
tokens-title = API tokens
tokens-revoked = Token revoked: it no longer works.
tokens-none = No API tokens. Programs get one from POST /api/v1/tokens; each expires after 90 days.
tokens-line = Token { $id }: made { $made }, expires { $expires }
tokens-revoke-confirm = Revoke this token? Programs using it will stop working.
tokens-revoke = Revoke

## Dates and times (zone.rs): a day, its month's short name, the year
date = { $day } { $month } { $year }
date-time = { $date }, { $time } { $zone }
month-1 = Jan
month-2 = Feb
month-3 = Mar
month-4 = Apr
month-5 = May
month-6 = Jun
month-7 = Jul
month-8 = Aug
month-9 = Sep
month-10 = Oct
month-11 = Nov
month-12 = Dec

## Refusals of a form, said in the page's language (AppError::said)
account-email-invalid = Enter an e-mail address, like name@school.org.
account-password-blank = Choose a password with something besides spaces in it.
account-password-short = Choose a password of at least { $min } characters.
account-password-long = That password is too long.
account-password-common = That password is one of the first that attackers try. Choose another: a few unrelated words make a good one.
make-refused-nothing = Paste some text or choose a file first.
make-refused-no-text = There is no text in this file. Choose another file, or paste the text.
make-refused-text-too-much = This text holds { $size } MB of text; quizforge makes a quiz from up to { $limit } MB at once. Split it, or paste only the part you need.
make-refused-file-too-much = This file holds { $size } MB of text; quizforge makes a quiz from up to { $limit } MB at once. Split it, or paste only the part you need.
make-refused-text-unusable = This text cannot be used: { $why }. Open it, copy its text and paste it into the box instead.
make-refused-file-unusable = This file cannot be used: { $why }. Open it, copy its text and paste it into the box instead.
make-refused-no-source = This quiz was not made from a document, so there is nothing to take more from.
mark-points-number = Points must be a number, like 1 or 0.5.
mastery-bands-percent = The bands are percentages, like 50 and 80.
language-refused = Choose one of the languages offered, or your browser's.
review-no-revision = The form is missing the quiz's revision.
review-choose-kind = Choose a kind of question.

## A quiz whose document names no title (quizzes.rs)
quiz-untitled = Untitled quiz
