# en: live pages (see common.ftl for the conventions): the assign form, the
# teacher's dashboard and the projector (the wall screen of a live game).
# The wall addresses the whole class; the dashboard and forms the teacher.

## Both live screens (dashboard.html, projector.html)
live-go-to = Go to
live-and-type = and type
live-code-label = Join code { $code }
live-qr-label = QR code to join
live-controls = Game controls
live-start = Start
live-reveal = Show results
live-next = Next
live-open-game = Open the game
live-end = End
live-end-confirm = End the game for everyone?

## The projector (projector.html)
projector-page = projector
projector-lobby-label = Join the game
projector-question-label = The question
projector-join-at = Join at
projector-end-label = The end
projector-podium = Podium
projector-live-counts = Show answer counts while the question is open

## The projector's script (projector.js): %count, %n… are filled in by the script
projector-js-reconnecting = reconnecting…
projector-js-times-up = Time's up
projector-js-waiting-students = Waiting for students
projector-js-students-in-one = %count student in: start when everyone is here
projector-js-students-in-other = %count students in: start when everyone is here
projector-js-question-of = Question %n of %count
projector-js-results-of = Results of question %n of %count
projector-js-open = Open: students play at their own pace
projector-js-ended = The game has ended
projector-js-next = Next
projector-js-finish = Finish: end the game
projector-js-last-confirm = This was the last question. End the game for everyone?
projector-js-playing-one = %count student playing
projector-js-playing-other = %count students playing
projector-js-answers-one = %count answer
projector-js-answers-other = %count answers
projector-js-joined-one = %count student has joined
projector-js-joined-other = %count students have joined
projector-js-waiting-first = Waiting for the first student…
projector-js-answered-one = %n of %count answered
projector-js-answered-other = %n of %count answered
projector-js-answer-on-phone = Answer on your phone
projector-js-right = Right
projector-js-partly = Partly right
projector-js-wrong = Wrong
projector-js-leaderboard = Leaderboard
projector-js-place-1 = 1st place
projector-js-place-2 = 2nd place
projector-js-place-3 = 3rd place
projector-js-points-one = %points point
projector-js-points-other = %points points
projector-js-well-played = Well played, everyone!
projector-js-students-one = %count student
projector-js-students-other = %count students
projector-js-class-right = %percent right as a class
projector-js-server-said = The server said %status.

## The dashboard (dashboard.html)
dashboard-page = dashboard
dashboard-due = due { $date }
dashboard-scoring = Scoring: accuracy
dashboard-speed-bonus = speed bonus
dashboard-streaks = streaks
dashboard-leaderboard-off = leaderboard off
dashboard-leaderboard-anonymous = leaderboard anonymous
dashboard-leaderboard-top = leaderboard top { $count }
dashboard-timer = { $seconds } s timer
dashboard-projector = Projector view
dashboard-report = Report
dashboard-how-to-join = How to join
dashboard-or-scan = or scan:
dashboard-now = Now:
dashboard-current-question = Current question
dashboard-answers-by-student = Answers by student
dashboard-grid-title = Students × questions
dashboard-needs-js = The live dashboard needs JavaScript.
dashboard-legend-right = right
dashboard-legend-partly = partly
dashboard-legend-wrong = wrong
dashboard-legend-not-yet = not yet
dashboard-legend-skipped = skipped
dashboard-legend-connected = connected
dashboard-class-accuracy = Class accuracy
dashboard-by-question = By question
dashboard-by-topic = By topic
dashboard-rename = Rename
dashboard-remove = Remove
dashboard-remove-confirm = Remove this player from the game?
dashboard-related = Next time: related quizzes
dashboard-delete = Delete this game
dashboard-delete-confirm = Delete this game and all its answers?

## The dashboard's script (dashboard.js)
dashboard-js-reconnecting = reconnecting…
dashboard-js-seconds-left = %seconds s left
dashboard-js-times-up = time's up
dashboard-js-phase-lobby = waiting for students
dashboard-js-phase-question = question open
dashboard-js-phase-results = showing results
dashboard-js-phase-open = open: students play at their own pace
dashboard-js-phase-ended = ended
dashboard-js-lobby-one = %count student has joined: start when everyone is here
dashboard-js-lobby-other = %count students have joined: start when everyone is here
dashboard-js-question-of = question %n of %count
dashboard-js-joined-one = %count joined
dashboard-js-joined-other = %count joined
dashboard-js-connected-one = %count connected
dashboard-js-connected-other = %count connected
dashboard-js-next = Next
dashboard-js-finish = Finish: end the game
dashboard-js-last-confirm = This was the last question. End the game for everyone?
dashboard-js-answered-one = %n of %count answered
dashboard-js-answered-other = %n of %count answered
dashboard-js-now-question-of = Question %n of %count
dashboard-js-right = Right
dashboard-js-partly = Partly right
dashboard-js-wrong = Wrong
dashboard-js-to-mark = To mark
dashboard-js-student = Student
dashboard-js-score = Score
# A question's short name in the grid's columns: Q1, Q2…
dashboard-js-q = Q%n
dashboard-js-connected = connected
dashboard-js-not-connected = not connected
dashboard-js-cell = %name, %question: %label
dashboard-js-cell-not-yet = not yet
dashboard-js-cell-right = right
dashboard-js-cell-partly = partly right
dashboard-js-cell-to-mark = to mark
dashboard-js-cell-wrong = wrong
dashboard-js-cell-skipped = skipped
dashboard-js-no-topic = No topic
dashboard-js-server-said = The server said %status.

## Playing with a class (assign.html, play/assign.rs)
assign-title = Play “{ $title }”
assign-heading = Play with a class
assign-class = Class
assign-new-class-option = A new class…
assign-new-class-name = New class name
assign-new-class-hint = (only for a new class; add a roster later)
assign-how = How will they play?
assign-live = Live
assign-live-hint = You move the class from question to question, on the projector.
assign-self-paced = Self-paced, in class
assign-self-paced-hint = Everyone works at their own speed while you watch the dashboard.
assign-homework = Homework
assign-homework-hint = Open on its own between the times below.
assign-opens = Opens
assign-due = Due
assign-for-homework = (homework)
assign-scoring = Scoring
assign-scoring-hint = Accuracy counts first; the rest is up to you.
assign-feedback = Show right answers and explanations
assign-feedback-hint = (after each answer; live: when you show results)
assign-shuffle = Shuffle the choices for each student
assign-shuffle-hint = (the projector keeps your order)
assign-speed-bonus = Speed bonus
assign-speed-bonus-hint = (a right answer still earns at least half)
assign-streak-bonus = Streak bonus
assign-timer = Timer per question
assign-timer-default = 20 s when live, none for self-paced and homework
assign-timer-none = None (unless a question sets one)
assign-timer-seconds = { $seconds } s
assign-timer-minutes = { $count } min
assign-leaderboard = Leaderboard
assign-leaderboard-off = Off: each student sees only their own score
assign-leaderboard-anonymous = Anonymous: rank and scores, no names
assign-leaderboard-top = Top { $count } by name
assign-after = After the game
assign-auto-follow-ups = Send the follow-ups automatically
assign-auto-follow-ups-hint = (when the game ends, or a homework is due: each group below mastery gets its own homework, with the questions it missed and new ones, due when you say below; you can still look at them on the report)
assign-unknown-keys = { $count ->
    [one] { $count } question has no key.
   *[other] { $count } questions have no key.
}
assign-unknown-keys-lead = Their answers cannot be marked during the game: they will wait for you in the report, to mark by hand.
assign-give-keys = Give the keys first
assign-or = or:
assign-anyway = Play live anyway and mark those by hand afterwards
assign-submit = Get a join code
assign-error-mode = Choose live, self-paced or homework.
assign-error-unknown-keys = { $count ->
    [one] { $count } question of this quiz has no key, so its answers cannot be marked live; they would wait for you to mark them by hand after the game. Give the key first, or tick “Play live anyway”.
   *[other] { $count } questions of this quiz have no key, so their answers cannot be marked live; they would wait for you to mark them by hand after the game. Give the keys first, or tick “Play live anyway”.
}
assign-error-opens-time = The opening time is not a date and time.
assign-error-due-time = The due time is not a date and time.
assign-error-due-before-opens = The due time must come after the opening time.
assign-error-class = Choose a class.
assign-error-new-class = Choose a class, or name a new one.
assign-error-no-questions = This quiz has no questions to play.

## A teacher's action on a game refused (game.rs ControlRefusal, teacher.rs)
control-moving = This game is moving to another server: try again in a moment.
control-ended = This game has ended.
control-started = This game has already started.
control-nothing-open = There is no open question to show results for.
control-self-paced = Students go through this game at their own pace.
control-unknown-action = Unknown action: use start, reveal, next or end.
control-same-name = Another player in this game has that name.
