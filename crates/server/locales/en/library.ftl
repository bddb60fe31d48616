# en: library pages (see common.ftl for the conventions).

## The sharing panel of the review screen (library_panel.html)
library-sharing = Sharing
library-based-on = Based on
library-since-deleted = since deleted
library-copied = { $count ->
    [one] Copied { $count } time
   *[other] Copied { $count } times
}
library-played-in = { $count ->
    [one] played in { $count } game
   *[other] played in { $count } games
}
library-who-sees = Who can see it
library-only-me = Only me
library-every-teacher = Every teacher on this server
library-anyone = Anyone with the link
library-public-page = public page
library-subject = Subject
library-subject-suggested = Suggested from the questions: { $value }
library-grade = Grade
library-grade-suggested = Suggested from how the questions read: { $value }
library-tags = Other tags, comma-separated
library-save-sharing = Save sharing
library-related = Related quizzes
library-no-related-yours = No related quiz yet among the quizzes you can see.
library-no-related = No related quiz yet.

## Why a quiz is related (library/pages.rs)
library-why-copied-from = This quiz was copied from it
library-why-follow-up = A follow-up made from this quiz
library-why-cover = Both cover { $list }
library-why-tagged = Also tagged { $subject }
library-why-close = Close in content
library-why-ask = Both ask about { $list }

## A shared quiz's page (library_quiz.html)
library-grade-of = grade { $value }
library-copied-times = copied { $count }×
library-public = public
library-use = Use this quiz
library-use-hint = Using it puts a copy in your quizzes, to change and play as you like; this one stays as it is.
library-use-sign-up = Sign up or sign in (it is free on this server), then come back to this page to copy it into your quizzes.

## Searching the library (library_search.html)
library-discover-shared = Discover shared quizzes
library-search-label = Search quizzes
library-search-placeholder = Words from a question, a topic, a title…
library-in = In
library-scope-school = Mine and shared
library-scope-mine = Mine only
library-any = Any
library-language-en = English
library-language-fr = French
library-language-de = German
library-language-es = Spanish
library-kind = Question kind
library-length = Length
library-length-short = Up to 10 questions
library-length-medium = 11 to 25
library-length-long = More than 25
library-played = Played
library-played-any = Any time or never
library-played-month = In the last 30 days
library-played-year = In the last year
library-no-results = No quiz you can see matches. Try fewer words, or other filters.
library-view = View
library-yours = yours ({ $visibility })
library-visibility-private = private
library-visibility-school = school
library-visibility-public = public
library-shared = shared

## Discover (discover.html)
discover-search-library = Search the library
discover-lead-teacher = Quizzes other teachers share with this school or publicly, by subject.
discover-lead-public = Public quizzes made by teachers on this server, by subject.
discover-empty = Nothing is shared yet.
discover-other = other

## Refused tags (library/mod.rs)
library-tag-too-long = A tag may be at most { $max } characters.
library-too-many-tags = A quiz may have at most { $max } tags.
