//! Why the selection leaves a candidate out: one sentence each, in
//! English. The review screen, the API's suggestions and `--explain` show
//! them; callers that speak another language find their words by them
//! ([`LEFT_OUT_REASONS`]).

/// Reasons that make a left-out candidate no suggestion: it is another
/// wording of a question the quiz already has.
pub(super) const NOT_SUGGESTED: &[&str] = &[SAME_SENTENCE, NEARLY_SAME];
pub(super) const SAME_SENTENCE: &str = "a chosen question asks about the same sentence";
pub(super) const NEARLY_SAME: &str = "a chosen question asks nearly the same";

/// Why a candidate is left out when nothing else is wrong with it.
pub(super) const QUIZ_FULL: &str = "the quiz was full: stronger questions came first";
pub(super) const INVALID: &str = "not a valid question";
pub(super) const LEAKS_IMPORTED: &str =
    "would give away the answer of a question the document holds";
pub(super) const TRUE_FALSE_CAPPED: &str = "true/false questions are kept to a fifth of the quiz, under a third where the document gives too few others";
pub(super) const SAME_ANSWER: &str = "a chosen question has the same answer";
pub(super) const ITS_ANSWER_SHOWN: &str = "a chosen question shows its answer";
pub(super) const SHOWS_AN_ANSWER: &str = "it shows a chosen question's answer";
pub(super) const EVERYDAY_WORD: &str =
    "a typed answer on an everyday word: other words would fill the blank as well";
pub(super) const SHORT_SENTENCE: &str =
    "a typed answer on a short sentence: too little around the blank to tell the one answer";
pub(super) const FIGURE_IS_THE_FACT: &str =
    "its sentence teaches a figure, which stays in view: the blank asks for what it only names";
pub(super) const YEAR_IN_PASSING: &str =
    "the year of a detail mentioned in passing: it names no law, institution or founding";
pub(super) const TITLE_IS_THE_ANSWER: &str =
    "its answer is what the quiz's title names: students read it before the question";
pub(super) const CITED_STATISTIC: &str =
    "a share of people, a sum of money or a share a source reports: seldom what a lesson teaches";
pub(super) const TOPIC_WORD: &str = "a typed answer on the document's topic, a word two in five of its sentences use: the fact around it goes untested";
pub(super) const CLUE_SHARED: &str = "a typed answer whose sentence says the same of another term: the clue does not tell the one answer";
pub(super) const HINT_SHARED: &str = "a typed answer whose letter hint fits another phrase of the document: the letters do not tell the one answer";
pub(super) const KNOWN_NAME: &str =
    "a typed answer on a name of everyday words the document says again: its initials give it away";
pub(super) const NAMED_ONCE: &str =
    "a typed answer on a name only its own sentence says: named in passing, not taught";
pub(super) const HYPOTHETICAL: &str = "a typed answer in a case that could or would be: an example's detail, not what the lesson teaches";
pub(super) const KIND_OF_A_NAME: &str =
    "a typed answer on the noun a name is then given to: the name is what the sentence teaches";
pub(super) const RENAMED_WITH_ITS_HEAD: &str = "a typed answer on another name that repeats the last word of the name before it: its initials give the rest away";
pub(super) const BESIDE_A_NAMED_TERM: &str =
    "a typed answer beside the term its sentence names: the name is what the sentence teaches";
pub(super) const SYMBOL_SHOWN: &str =
    "a typed answer on the name of a symbol the sentence shows right after the blank";

/// Every reason a candidate is left out ([`Note::dropped`], a suggestion's
/// `held_back`), in English: a caller that says them in another language
/// finds its words by these.
pub(super) const PAIR_BEFORE: &str = "a typed answer right after the other half of its pair (\"North and S_____ K_____\"): its initials give it away";
pub const LEFT_OUT_REASONS: [&str; 25] = [
    INVALID,
    LEAKS_IMPORTED,
    TRUE_FALSE_CAPPED,
    SAME_ANSWER,
    SAME_SENTENCE,
    NEARLY_SAME,
    ITS_ANSWER_SHOWN,
    SHOWS_AN_ANSWER,
    QUIZ_FULL,
    EVERYDAY_WORD,
    SHORT_SENTENCE,
    FIGURE_IS_THE_FACT,
    YEAR_IN_PASSING,
    CITED_STATISTIC,
    TOPIC_WORD,
    CLUE_SHARED,
    HINT_SHARED,
    KNOWN_NAME,
    HYPOTHETICAL,
    KIND_OF_A_NAME,
    NAMED_ONCE,
    RENAMED_WITH_ITS_HEAD,
    BESIDE_A_NAMED_TERM,
    SYMBOL_SHOWN,
    PAIR_BEFORE,
];
