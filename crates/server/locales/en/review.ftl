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

## The forge's account, said in the page's language (forge_words.rs)
unfit-length = under 6 or over 40 words
unfit-not-a-statement = not a statement (a heading, a fragment or a question)
unfit-formula = a formula or equation
unfit-fused-heading = a heading in capitals is glued to it
unfit-no-capital = does not start like a sentence
unfit-starts-with-reference = starts with a word that needs the sentence before
unfit-noise = holds damaged or noisy text
unfit-points-back = a pronoun or "this" needs the sentence before
unfit-half-a-comparison = a comparison without its other half
unfit-talks-to-reader = talks to the reader
unfit-points-elsewhere = points to another part of the book
unfit-furniture = holds a page header or footer
unfit-unbalanced = unbalanced brackets or quotes
unfit-debris = mostly numbers or single letters (a table or figure)
unfit-few-content-words = too few content words
unfit-foreign = in another language than the quiz
unfit-unknown-word = holds a word in no dictionary (damaged text?)
family-glossary = glossary term
family-matching = matching
family-definition = term
family-year = year
family-quantity = number
family-true-false = true/false
family-short-answer = typed answer
left-out-invalid = not a valid question
left-out-leaks-imported = would give away the answer of a question the document holds
left-out-true-false-capped = true/false questions are kept to a fifth of the quiz
left-out-same-answer = a chosen question has the same answer
left-out-same-sentence = a chosen question asks about the same sentence
left-out-nearly-same = a chosen question asks nearly the same
left-out-its-answer-shown = a chosen question shows its answer
left-out-shows-an-answer = it shows a chosen question's answer
left-out-quiz-full = the quiz was full: stronger questions came first
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
