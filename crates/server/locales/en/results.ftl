# en: results pages (see common.ftl for the conventions).

## The report of a game (report.html, report_pager.html, pages.rs)
report-title = report
report-link = Report
report-played = { $count ->
    [one] { $count } student played
   *[other] { $count } students played
}
report-roster-not-started = { $count ->
    [one] { $count } on the roster has not started
   *[other] { $count } on the roster have not started
}
report-follow-ups = Follow-ups
report-items = Item analysis
report-mastery = Class mastery
report-csv-answers = CSV (answers)
report-csv-students = CSV (students)
report-xlsx = XLSX
report-to-mark = To mark by hand
report-to-mark-hint = The machine could not mark these: the question has no key, or asks for a free answer.
report-q = Q{ $number }
report-no-answer = no answer
report-marked-by = marked by { $name }
report-by-hand = marked by hand
report-students = Students
report-student = Student
report-score = Score
report-points = Points
report-time = Time
report-has-not-started = has not started
report-legend-right = right
report-legend-partly = partly
report-legend-wrong = wrong
report-legend-to-mark = to mark
report-by-topic-label = Accuracy by topic
report-by-topic = By topic
report-topic-questions = { $count } q
report-no-topic = No topic
report-questions = Questions
report-question = Question
report-question-number = Question { $number }
report-pt = { $points } pt
report-key = Key:
report-key-unknown = unknown: mark by hand
report-key-by-hand = (marked by hand)
report-accuracy-of = accuracy { $value }
report-accuracy-hint = Score is the share of the quiz's points a student earned: a question left unanswered earns none. The accuracy of a question or a topic counts only the answers given, as mastery does; item analysis counts every player, so its facility can be lower.
report-blank-count = blank { $count }
report-mean-time = mean time { $value }
report-popular-wrong = Most chosen wrong option: { $value }
report-accept-label = Accept another answer
report-accept-button = Add and re-mark
report-responses-page = Responses of students { $from }–{ $to }
report-responses-all = Every response ({ $count })
report-response = Response
report-mark = Mark
report-change = Change
report-blank = blank
report-seconds = { $value } s
report-notice-marked = Mark saved.
report-notice-accepted = { $count ->
    [one] Accepted answer added; { $count } answer re-marked.
   *[other] Accepted answer added; { $count } answers re-marked.
}
report-pager-label = Pages of students
report-pager-range = Students { $from }–{ $to } of { $total }
report-pager-previous = Previous { $count }
report-pager-next = Next { $count }
report-follow-status = Follow-ups: { $status }
report-follow-auto = Follow-ups: they go out automatically when the game ends (a homework: at its due time).

## Question kinds, as the results and library pages name them
report-kind-multiple_choice = Multiple choice
report-kind-multiple_response = Multiple response
report-kind-true_false = True or false
report-kind-short_answer = Short answer
report-kind-numeric = Number
report-kind-matching = Matching
report-kind-ordering = Ordering
report-kind-open = Open answer

## Marking by hand (mark_form.html)
mark-correct = right
mark-partial = partly
mark-incorrect = wrong
mark-by-points = by points
mark-points-label = Points (optional)
mark-points-placeholder = pts
mark-button = Mark

## The pages of a quiz's questions (pager.html)
pager-label = Pages of questions
pager-page = Page

## Item analysis (items.html)
items-title = item analysis
items-students = { $count ->
    [one] { $count } student
   *[other] { $count } students
}
items-mean = mean { $value }
items-sd = sd { $value }
items-kr20 = KR-20 { $value }
items-alpha = α { $value }
items-sem = SEM { $value }
items-unmarked = { $count ->
    [one] { $count } answer still to mark counts as 0
   *[other] { $count } answers still to mark count as 0
}
items-hint = Facility: share right. Discrimination: correlation with the rest of the quiz (low or negative: look at the question). Flags are prompts to look, not verdicts; with a small class the numbers move a lot.
items-facility = Facility
items-discrimination = Discrimination
items-upper-lower = Upper − lower
items-options = Options (all · upper · lower)
items-flags = Flags
items-flag-miskeyed = probably miskeyed
items-flag-too_easy = too easy
items-flag-too_hard = too hard
items-flag-dead_distractors = dead distractors

## Mastery (mastery.html, mastery.rs)
mastery-short = mastery
mastery-title = Mastery by topic
mastery-lead = Each cell: the share of the credit earned on the topic's questions, across every game of the class · the small number is how many answers it rests on. Answers still to mark by hand are not counted.
mastery-heat-map = Heat map
mastery-heat-map-label = Mastery by student and topic
mastery-empty = No student has played a game of this class yet.
mastery-band-below = not yet
mastery-band-approaching = approaching
mastery-band-mastered = mastered
mastery-no-answers = no answers
mastery-all-topics = All topics
mastery-answers = Answers
mastery-cell-answers = { $count ->
    [one] { $count } answer
   *[other] { $count } answers
}
mastery-trend = Trend (each game)
mastery-trend-label = { $count ->
    [one] Trend over { $count } game
   *[other] Trend over { $count } games
}
mastery-low-label = Not yet below (%)
mastery-high-label = Mastered from (%)
mastery-set = Set the bands
mastery-notice-saved = Bands saved.

## A student's record (student_record.html)
record-games = { $count ->
    [one] { $count } game of this class
   *[other] { $count } games of this class
}
record-not-started = not started
record-answer = Answer
record-key = Key

## Follow-ups (follow_ups.html, follow_page.rs)
follow-title = follow-ups
follow-lead = Students are grouped by their score in the class's bands. Each group below mastery gets the questions its students missed (choices reshuffled) and new questions written from the passages those questions came from, as homework for exactly those students. Students at mastery get nothing.
follow-sent = Sent
follow-nothing-sent = Nothing to send: no student below mastery could be reached.
follow-report = report
follow-auto-pending = These follow-ups go out automatically when the game ends (a homework: at its due time). You can send them now instead, with your changes.
follow-group-label = { $band ->
    [below] Group below
   *[other] Group approaching
}
follow-band-below = Not yet
follow-band-approaching = Nearly there
follow-leave-out = Leave out
follow-nothing = Nothing
follow-not-reachable = Played under a nickname, so no follow-up can reach them:
follow-nothing-to-follow = Nothing to follow up.
follow-missed = { $count ->
    [one] They missed { $count } question; the follow-up repeats it, plus new questions from its passage when the quiz was made from a document. Untick a question to take it out:
   *[other] They missed { $count } questions; the follow-up repeats them, plus new questions from their passages when the quiz was made from a document. Untick a question to take it out:
}
follow-again = question { $number } again
follow-new = new
follow-taken-out = taken out
follow-all-taken-out = Every question is taken out: this group gets nothing.
follow-left-out = Left out
follow-at-mastery = At mastery
follow-at-mastery-hint = Nothing to send, unless you move them to a group.
follow-due-days = Due in (days)
follow-due-on = Due on
follow-due = due { $date }
follow-new-questions = New questions per group
follow-preview = Show with my changes
follow-send = Send the follow-ups
follow-sent-on = Sent on { $date }.
follow-sent-auto-on = Sent automatically on { $date }.
follow-notice-sent = Follow-ups sent.
follow-notice-groups = The follow-ups with your changes to the groups: take questions out if you wish, then send them.
follow-notice-changes = The follow-ups with your changes: send them if they look right.
follow-notice-due = The due date must be today or later, and at most a year ahead: the follow-ups were not sent.
follow-conflict-changed = The results changed since this preview (an answer or a mark came in): look at the follow-ups again before sending them.
follow-conflict-sent = The follow-ups of this game were already sent: they go out once.
follow-conflict-sent-auto = The follow-ups of this game were already sent automatically: they go out once.
