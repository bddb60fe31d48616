# en: classes pages (see common.ftl for the conventions): a class's page,
# its PINs, and two pages the live work passes through: deleting a quiz
# and the error page.

## A class (class.html, play/teacher.rs)
class-pins = Student PINs
class-mastery = Mastery by topic
class-roster = Roster ({ $count })
class-roster-hint = one name per line; leave empty to let students type a nickname
class-save = Save
class-games = Games of this class
class-no-games = None yet. Open a quiz and press “Play with a class”.
class-delete = Delete the class
class-delete-confirm = Delete this class, its games and their results?
class-error-no-name = Give the class a name.
class-error-name-too-long = A class name has at most { $max } characters.
class-error-student-too-long = "{ $name }" is longer than { $max } characters.
class-error-look-alike = "{ $name }" and "{ $other }" look alike: students could not tell them apart. Add an initial to one of them.
class-error-roster-too-long = A roster has at most { $max } names.

## Student PINs (pins.html, play/pins.rs)
pins-title = PINs
pins-heading = Student PINs
pins-print-heading = { $name }: PINs
pins-pin = PIN
pins-no-roster = This class has no roster: students type a nickname, so there is no name to protect with a PIN.
pins-add-names = Add the students' names on the class page first.
pins-how-digits = Each student types their PIN, then taps their name, to join a game of this class.
pins-how-pictures = Each student taps their four pictures in order, then taps their name, to join a game of this class.
pins-how-rest = Nobody can join under a classmate's name without that classmate's PIN. Print this page (each card is cut out and handed to its student) and keep it like a class list: the PINs are classroom secrets, not passwords.
pins-print = Print the cards
pins-stop = Stop asking for PINs
pins-renew = New PIN
pins-intro = Today anyone with a game's code can pick any name on this class's roster. With PINs, each student types their own four-digit PIN before tapping their name, so nobody can play as a classmate.
pins-ask = Ask for PINs
pins-ask-pictures = Ask for picture PINs
pins-pictures-hint = Picture PINs are four of nine pictures (cat, dog, fish, frog, owl, bee, tree, star, apple), tapped in order, for pupils who do not read numbers yet. They are easier to guess than four digits (6,561 against 10,000), so watch who joins.
pins-picture-cat = cat
pins-picture-dog = dog
pins-picture-fish = fish
pins-picture-frog = frog
pins-picture-owl = owl
pins-picture-bee = bee
pins-picture-tree = tree
pins-picture-star = star
pins-picture-apple = apple
pins-error-ask = Turn PINs on or off.
pins-error-not-asked = This class does not ask for PINs: turn them on first.

## Deleting a quiz (delete.html)
delete-title = Delete { $title }
delete-heading = Delete “{ $title }”?
delete-lead = { $count ->
    [one] Its { $count } question will be gone for good. Download it first if you may want it again.
   *[other] Its { $count } questions will be gone for good. Download it first if you may want it again.
}
delete-confirm = Delete the quiz
delete-keep = Keep it

## The error page (error.html, error.rs)
error-status = Error { $status }
error-home = Go to my quizzes
error-heading-not-found = Not found
error-heading-bad-csrf = Form expired
error-heading-conflict = Changed meanwhile
error-heading-too-large = Too large
error-heading-invalid = Cannot use this
error-heading-too-many-attempts = Too many attempts
error-heading-too-many-requests = Too many requests
error-heading-busy = Busy
error-heading-other = Something went wrong
error-not-found = Not found. It may have been deleted, or it belongs to another account.
error-bad-csrf = This form has expired or did not come from quizforge. Go back, reload the page and try again.
error-too-large = That is more than { $megabytes } MB. Split the document, or paste only the part you need.
error-busy = quizforge is busy reading other files just now. Wait a moment and try again; nothing was lost.
error-too-many-attempts = Too many failed sign-ins. Wait { $wait } and try again.
error-too-many-requests = Too many requests from here just now. Wait { $wait } and try again.
error-internal = Something went wrong on our side. Your last change may not have been saved; reload the page to check.
error-wait-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}
error-wait-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
