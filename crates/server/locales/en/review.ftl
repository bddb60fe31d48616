# en: review pages (see common.ftl for the conventions).

## A question's kind (view::kind_label's words; nav.kind)
kind-multiple_choice = Multiple choice
kind-multiple_response = Multiple response
kind-true_false = True or false
kind-short_answer = Short answer
kind-numeric = Number
kind-matching = Matching
kind-ordering = Ordering
kind-open = Open answer

## The review screen (review.html)
review-title-label = Quiz title
review-save-title = Save title
review-play = Play with a class
review-download = Download
review-loses = loses { $count }
review-delete = Delete
review-need-answer = { $count ->
    [one] { $count } needs an answer from you
   *[other] { $count } need an answer from you
}
review-all-known = every answer is known
review-show = Show:
review-show-all = { $count ->
    [one] the { $count } question
   *[other] all { $count } questions
}
review-show-unanswered = { $count ->
    [one] only the one that needs an answer
   *[other] only the { $count } that need an answer
}
review-flagged-label = Questions that need an answer
review-flagged = Need an answer:
review-generated = written by quizforge
review-unknown-answer = Answer not given in the document: choose one
review-question = Question
review-stimulus = Passage shown with it
review-choices = Choices
review-choices-many = tick every correct one; leave a box empty to remove it
review-choices-one = pick the correct one; leave a box empty to remove it
review-mark-correct = Mark { $letter } correct
review-is-correct = is correct
review-choice-label = Choice { $letter }
review-add-choice = Add a choice
review-accepted = Accepted answers, one a line
review-accepted-star = matches anything
review-answer = Answer
review-tolerance = Give or take
review-pairs = Pairs, one a line:
review-pairs-form = left = right
review-pairs-right = right
review-pairs-distractor = alone adds a distractor
review-items = Items in the right order, one a line
review-points = Points
review-time-limit = Time limit (s)
review-time-none = none
review-topic = Topic
review-explanation = Explanation shown after answering
review-save-question = Save question { $number }
review-move-up = Up
review-move-up-label = Move question { $number } up
review-move-down = Down
review-move-down-label = Move question { $number } down
review-duplicate = Duplicate
review-duplicate-label = Duplicate question { $number }
review-delete-confirm = Delete question { $number }?
review-delete-label = Delete question { $number }
review-source-label = Where question { $number } came from
review-source-line = From the document, line { $line }
review-source-none = Written here, not taken from the document.
review-suggestions = { $count ->
    [one] Suggestions: { $count } more question written but held back
   *[other] Suggestions: { $count } more questions written but held back
}
review-suggestions-hint = quizforge wrote these from the document but left them out of the quiz; each says why. Add the ones you want: each joins the quiz where its passage comes in the document.
review-correct = Correct:
review-held-back = Held back:
review-suggestion-add = Add to the quiz
review-suggestion-dismiss = Dismiss
suggestion-removed = you removed it from the quiz: add it back if you want it
review-add-head = Add a question
review-add-kind = Kind
review-add-placeholder = Type the question
review-add = Add
review-more-head = More from the same document
review-more-count = How many
review-more-add = Add questions not already here
review-explain-link = Why these questions? See what was done with each sentence of the document

## The review screen's script (review.js)
review-js-kept = Edits not saved yet, kept from before.
review-js-discard = Discard them

## What is wrong with an edit (edit.rs); $value is what the teacher typed
edit-points = Points must be a number of at least 0, not “{ $value }”.
edit-time-limit = The time limit is a whole number of seconds, not “{ $value }”.
edit-empty-prompt = The question needs some text.
edit-too-few-choices = Give at least { $min } choices.
edit-empty-choice = Choice { $number } is empty.
edit-too-few-items = Give at least 2 items to put in order.
edit-coin-toss-ordering = Two items to put in order are a coin toss: a student who guesses is right half the time. Add a third item, or make it a true/false question.
edit-coin-toss-matching = Two pairs to match are a coin toss: a student who guesses is right half the time. Add a third pair, or make it a multiple-choice question.
edit-one-correct = Mark one choice correct (or make this a multiple-response question).
edit-numbers = The answer and its tolerance must be numbers.
edit-pairs = Write each pair as “left = right”.
edit-not-saved = Not saved: { $problem }
edit-conflict = This quiz changed since you opened it (in another tab, or the form was sent twice). Your edit is shown here, not yet saved: check it against the latest version and save again.
edit-first = First
edit-second = Second
edit-third = Third
edit-new-question = New question
edit-first-choice = First choice
edit-second-choice = Second choice

## Splitting a choice run together (review.html, review.js)
review-run-together = This looks like several choices run together: ✂ splits it into one choice each.
review-js-split = Split this choice at the cursor (or at its wide gaps)
review-js-split-how = Put the cursor where the next choice starts, then press ✂.
review-js-choice = Choice %letter
review-js-mark-correct = Mark %letter correct

## Images of a question and its choices (review.html, images.rs)
review-images = Images
review-image-alt-question = What the question’s image shows
review-image-alt-choice = What choice { $letter }’s image shows
review-image-alt-missing = Not described yet: say what it shows
review-image-remove = Take this image out
review-image-add = Add an image
review-image-file = A picture (PNG, JPEG, GIF or WebP; large ones are made smaller), or paste one here
review-image-url = Or its address on the web (fetched once and kept here)
review-image-alt = What it shows, for students who cannot see it (required)
review-image-place = With
review-image-place-question = the question
review-image-save = Add the image
review-js-pasted = Pasted picture: %name

## Why these questions? (explain.html; what the forge did with each sentence is the forge's own English)
explain-title = Why these questions: { $title }
explain-back = Back to “{ $title }”
explain-heading = Why these questions?
explain-lead = { $count ->
    [one] What the forge did with each sentence of the document, asked for { $count } question.
   *[other] What the forge did with each sentence of the document, asked for { $count } questions.
}
explain-none = This quiz was not made from a document of prose, so there is nothing to explain: every question in it is as written.
explain-place = line { $line }, column { $column }
explain-terms-heading = Terms the forge found
explain-terms-lead = Questions can only be about what the forge recognises the document teaching: the terms it defines, lists or keeps using, and the people and names it repeats.
explain-terms-none = No term found: the document defines, lists or repeats no term the forge recognises.

## The forge's account, said in the page's language (forge_words.rs)
unfit-length = under 6 or over 40 words
unfit-not-a-statement = not a statement (a heading, a fragment or a question)
unfit-formula = a formula or equation
unfit-fused-heading = a heading is glued to it
unfit-no-capital = does not start like a sentence
unfit-starts-with-reference = starts with a word that needs the sentence before
unfit-noise = holds damaged or noisy text
unfit-points-back = a pronoun or "this" needs the sentence before
unfit-leaves-unnamed = names something ("his", "the act") that only the sentence before names
unfit-half-a-comparison = a comparison without its other half
unfit-talks-to-reader = talks to the reader
unfit-points-elsewhere = points to another part of the book
unfit-furniture = holds a page header or footer
unfit-unbalanced = unbalanced brackets or quotes
unfit-debris = mostly numbers or single letters (a table or figure)
unfit-few-content-words = too few content words
unfit-foreign = in another language than the quiz
unfit-unknown-word = holds a word in no dictionary (damaged text?)
unfit-only-frames = says only that kinds or ways of something exist, naming none
unfit-refuted-view = sets out a view the text goes on to reject
family-glossary = glossary term
family-matching = matching
family-definition = term
family-year = year
family-quantity = number
family-true-false = true/false
family-labelled = labelled list
family-order = ordering
family-person = person
family-short-answer = typed answer
left-out-invalid = not a valid question
left-out-leaks-imported = would give away the answer of a question the document holds
left-out-true-false-capped = true/false questions are kept to a fifth of the quiz, under a third where the document gives too few others
left-out-same-answer = a chosen question has the same answer
left-out-same-sentence = a chosen question asks about the same sentence
left-out-nearly-same = a chosen question asks nearly the same
left-out-its-answer-shown = a chosen question shows its answer
left-out-shows-an-answer = it shows a chosen question's answer
left-out-quiz-full = the quiz was full: stronger questions came first
left-out-everyday-word = a typed answer on an everyday word: other words would fill the blank as well
left-out-short-sentence = a typed answer on a short sentence: too little around the blank to tell the one answer
left-out-figure-is-the-fact = its sentence teaches a figure, which stays in view: the blank asks for what it only names
left-out-year-in-passing = the year of a detail mentioned in passing: it names no law, institution or founding
left-out-cited-statistic = a share of people, a sum of money or a share a source reports: seldom what a lesson teaches
left-out-topic-word = a typed answer on the document's topic, a word two in five of its sentences use: the fact around it goes untested
left-out-clue-shared = a typed answer whose sentence says the same of another term: the clue does not tell the one answer
left-out-hint-shared = a typed answer whose letter hint fits another phrase of the document: the letters do not tell the one answer
left-out-known-name = a typed answer on a name of everyday words the document says again: its initials give it away
left-out-hypothetical = a typed answer in a case that could or would be: an example's detail, not what the lesson teaches
left-out-kind-of-a-name = a typed answer on the noun a name is then given to: the name is what the sentence teaches
left-out-named-once = a typed answer on a name only its own sentence says: named in passing, not taught
left-out-renamed-with-its-head = a typed answer on another name that repeats the last word of the name before it: its initials give the rest away
left-out-beside-a-named-term = a typed answer beside the term its sentence names: the name is what the sentence teaches
left-out-symbol-shown = a typed answer on the name of a symbol the sentence shows right after the blank
left-out-pair-before = a typed answer right after the other half of its pair ("North and S_____ K_____"): its initials give it away
explain-not-asked = not asked: { $why }
explain-nothing-to-ask = not asked: nothing the forge can ask well (a defined term, a name, a date or a number it teaches)
explain-asked = asked ({ $kind }): { $prompt }
explain-left-out = left out ({ $kind }, { $why }): { $prompt }
shortfall-head = { $written } of the { $wanted } new questions asked for were written
shortfall-no-prose = { $head }: the document has no sentences of prose to write questions from.
shortfall-unfit = { $head }: of its { $sentences } sentences, { $unfit } { $unfit ->
    [one] is
   *[other] are
} not fit to ask about
shortfall-commonest = (most often: { $reason })
shortfall-empty = , { $empty } of the other { $fit } { $empty ->
    [one] holds
   *[other] hold
} nothing it can ask well (a defined term, a name, a date or a number the sentence teaches)
shortfall-dropped = , and { $dropped } possible { $dropped ->
    [one] question was
   *[other] questions were
} left out as repeats or weaker

## What an export format would lose (exports.rs; formats' LOSS_TEXTS, blanks as there)
loss-line = question { $number }: { $what }
loss-cannot-write = cannot be written: { $why }
loss-more = and { $count } more
loss-part-question = question
loss-part-answer = answer { $n }
loss-gift-key-unknown = GIFT cannot say that the key is unknown
loss-gift-category = GIFT cannot leave a category: the question stays in `{ $topic }`
loss-images-count-dropped = { $count } image(s) dropped
loss-the-time-limit-dropped = the time limit was dropped
loss-the-difficulty-dropped = the difficulty was dropped
loss-the-points-dropped = the points ({ $points }) were dropped
loss-choice-images-dropped = choice images dropped
loss-stimulus-in-front = the stimulus was put in front of the question text
loss-gift-no-full-credit = no choice earns full credit: GIFT reads it back as multiple response
loss-gift-every-choice-right = every choice is right: GIFT cannot write that as multiple choice
loss-true-false-two-choices = skipped: a true/false question without two choices
loss-gift-true-false-answer = skipped: GIFT needs the answer of a true/false question
loss-gift-labels = the labels `{ $yes }`/`{ $no }` read back as True/False
loss-short-answer-none = skipped: a short-answer question without accepted answers
loss-gift-case = GIFT short answers are never case-sensitive
loss-gift-arrow-answer = an answer holds `->`: GIFT reads the question back as matching
loss-numeric-none = skipped: a numeric question without answers
loss-gift-matching-two = skipped: GIFT matching needs at least two pairs
loss-gift-arrow-left = a left side holds `->`: GIFT splits the pair there
loss-gift-no-ordering = skipped: GIFT has no ordering questions
loss-aiken-true-false = true/false written as a two-choice question
loss-aiken-choices = skipped: Aiken needs 2 to { $max } choices, found { $count }
loss-aiken-one-right = skipped: Aiken needs exactly one fully right choice
loss-partial-credit-dropped = partial credit dropped
loss-feedback-dropped = feedback dropped
loss-images-dropped = images dropped
loss-name-topic-tags-dropped = name, topic and tags dropped
loss-aiken-question-line = skipped: the question text would not read back as a question line
loss-one-line = text reduced to one line of plain text
loss-moodle-category = no topic, but Moodle XML keeps the category of the question before it
loss-moodle-key-unknown = the key is not known; the question is written with no right answer
loss-moodle-no-ordering = skipped: Moodle XML has no ordering questions (a plugin type is needed)
loss-moodle-image-links = images written as links in the question text
loss-time-limit-dropped = time limit dropped
loss-difficulty-dropped = difficulty dropped
loss-shortened = { $part } shortened from { $count } to { $limit } characters
loss-stimulus-in-front-short = the stimulus was put in front of the question
loss-explanation-dropped = explanation dropped
loss-answer-feedback-dropped = feedback on answers dropped
loss-points-dropped = points ({ $points }) dropped
loss-tool-no-kind = skipped: { $tool } has no { $kind } questions
loss-tool-key-unknown = skipped: the key is not known and { $tool } needs one
loss-tool-max-answers = { $tool } holds { $max } answers; dropped { $list }
loss-tool-too-many-right = skipped: more right answers than { $tool } holds
loss-image-only-answer = skipped: an answer is an image only
loss-tool-any-one = { $tool } accepts any one of several right answers, not all of them together
loss-tool-exactly-one = skipped: { $tool } has exactly one right answer
loss-tool-right-first = the right answer is listed first, as { $tool } requires
loss-kahoot-time = time limit { $from }s set to { $to }s, the nearest Kahoot! allows
loss-case-insensitive = case-sensitive answers become case-insensitive
loss-partial-and-feedback = partial credit and feedback of answers dropped
loss-accepted-dropped-five = { $count } accepted answers dropped (5 fit)
loss-numeric-blank = a numeric question became fill-in-the-blank with its exact value
loss-tolerance-dropped = tolerance dropped
loss-poll = the key is not known: written as a poll
loss-checkbox = several right answers: written as a checkbox question, which needs all of them
loss-first-image-only = only the first image is kept
loss-blooket-time = time limit { $time }s cut to Blooket's 300s
loss-no-full-right = skipped: no fully right answer
loss-other-accepted-dropped = { $count } other accepted answers dropped
loss-socrative-single = a multiple-response question with one right answer is single-answer in Socrative
loss-socrative-all = several right answers: Socrative needs all of them, not any one
loss-quizlet-choice-card = a choice question became a card with its right answer
loss-quizlet-numeric-card = a numeric question became a card with its value
loss-quizlet-no-form = skipped: a Quizlet card has no { $kind } form
loss-key-unknown-skipped = skipped: the key is not known
loss-qti-xhtml = HTML that is not well-formed XHTML written as plain text
loss-qti-wildcard = wildcard answers (`*`) are matched literally by QTI
loss-qti-numeric-others = { $count } other numeric answers dropped (QTI's tolerance check has one)
loss-qti-ordering = ordering credit is all or nothing in QTI's match_correct
loss-qti-images-after-blank = images moved after the blank
loss-qti-answer-feedback = feedback on each answer dropped
loss-qti-key-unknown = the key is not known; the item has no correct response
loss-topic-tags-dropped = topic and tags dropped
loss-accents = ignore_accents is not kept: accents will count when this file is marked
