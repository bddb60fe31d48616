//! Why a sentence is not asked about: its length, OCR damage and debris,
//! a pronoun or connective that leans on the sentence before, a question
//! or an instruction, talk about the document instead of the subject.

use super::layout::Furniture;
use crate::nlp::{Lang, is_noisy_word, is_stop_word};

use super::analysis::{
    ANAPHORS, COMMA_CONNECTIVES, EARLY_PRONOUNS, EXAMPLE_OPENINGS, LOOSE_CONNECTIVES,
};
use super::demonstratives::{
    that_before_a_closed_noun, that_points_back, those_before_a_noun, those_restricted,
};

/// Words that mark a sentence about the document rather than the subject.
const META: &[&str] = &[
    "figure",
    "fig",
    "table",
    "see",
    "page",
    "chapter",
    "above",
    "below",
    "following",
    "click",
    "refer",
    "note",
    "voir",
    "tableau",
    "ci-dessous",
    "ci-dessus",
    "example",
    "exemple",
];

/// Whether an opening phrase's possessive stands for the subject after
/// the comma: "In its broadest sense, a policy is …", "At their core,
/// enzymes are …".
fn points_ahead(words: &[&str]) -> bool {
    matches!(words, [at, its, ..]
        if matches!(*at, "In" | "At")
            && matches!(*its, "its" | "their")
            && words.iter().take(6).skip(2).any(|w| w.ends_with(',')))
}

/// Why a sentence is not asked about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Unfit {
    /// Under 6 or over 40 words.
    Length,
    /// Does not end like a statement (a heading, a fragment, a question).
    NotAStatement,
    /// A formula or an equation.
    Formula,
    /// A heading in capitals fused into it by a flattened paste.
    FusedHeading,
    /// Does not start with a capital: a piece of a sentence.
    NoCapital,
    /// Starts with a word that points back ("It", "This", "However").
    StartsWithReference,
    /// Holds a damaged or noisy word.
    Noise,
    /// A pronoun or "this" early on that needs the sentence before.
    PointsBack,
    /// Names something only the sentence before names, further in than
    /// its first words ("… describe his exploits", "The act limited …").
    LeavesUnnamed,
    /// A comparison without its other half ("much less dense").
    HalfAComparison,
    /// Talks to the reader ("we", "you", "consider").
    TalksToReader,
    /// Points to another part of the book ("this chapter", "below").
    PointsElsewhere,
    /// Holds page furniture (a running header or footer).
    Furniture,
    /// Unbalanced brackets or quotes.
    Unbalanced,
    /// Mostly bare numbers or letters: a table or a figure.
    Debris,
    /// Too few content words to ask about.
    FewContentWords,
    /// In another language than the quiz.
    Foreign,
    /// Holds a word in no dictionary that the document does not repeat.
    UnknownWord,
    /// Says only that kinds or ways of something exist ("There are
    /// different types of grafts …"), naming none.
    OnlyFrames,
    /// Sets out a view the text goes on to knock down ("At first glance
    /// …", then "Yet …").
    RefutedView,
}

impl Unfit {
    /// The reason in a few words, for a teacher.
    pub fn describe(self) -> &'static str {
        match self {
            Self::Length => "under 6 or over 40 words",
            Self::NotAStatement => "not a statement (a heading, a fragment or a question)",
            Self::Formula => "a formula or equation",
            Self::FusedHeading => "a heading is glued to it",
            Self::NoCapital => "does not start like a sentence",
            Self::StartsWithReference => "starts with a word that needs the sentence before",
            Self::Noise => "holds damaged or noisy text",
            Self::PointsBack => "a pronoun or \"this\" needs the sentence before",
            Self::LeavesUnnamed => {
                "names something (\"his\", \"the act\") only the sentence before names"
            }
            Self::HalfAComparison => "a comparison without its other half",
            Self::TalksToReader => "talks to the reader",
            Self::PointsElsewhere => "points to another part of the book",
            Self::Furniture => "holds a page header or footer",
            Self::Unbalanced => "unbalanced brackets or quotes",
            Self::Debris => "mostly numbers or single letters (a table or figure)",
            Self::FewContentWords => "too few content words",
            Self::Foreign => "in another language than the quiz",
            Self::UnknownWord => "holds a word in no dictionary (damaged text?)",
            Self::OnlyFrames => "says only that kinds or ways of something exist, naming none",
            Self::RefutedView => "sets out a view the text goes on to reject",
        }
    }
}

/// Whether a "such" later in a sentence takes up what an earlier one
/// named: "The big problem with trying to study such waves is …" (unseen
/// set 44). Not "such as" (examples), "such a" (how much), "other such"
/// or "no such" (of the kind just listed or none), nor "such … that" (a
/// result clause: "such high temperatures that fusion begins").
fn such_points_back(all: &[String], i: usize) -> bool {
    let next = all.get(i + 1).map(String::as_str).unwrap_or_default();
    let previous = i
        .checked_sub(1)
        .and_then(|j| all.get(j))
        .map(String::as_str);
    !next.is_empty()
        && !["as", "a", "an"].contains(&next)
        && !previous.is_some_and(|p| ["other", "no", "any", "all", "and", "or"].contains(&p))
        && !result_clause(&all[i + 1..])
        // "such problems as infectious disease": examples follow.
        && !all.iter().skip(i + 2).take(2).any(|w| w == "as")
}

/// Whether the words after a "such" are its noun phrase and a "that" of
/// result ("high temperatures that …"), not a verb's ("waves is that …").
fn result_clause(after: &[String]) -> bool {
    after
        .iter()
        .take(4)
        .take_while(|w| !["is", "are", "was", "were", "has", "have", "had"].contains(&w.as_str()))
        .any(|w| w == "that")
}

/// How many words a sentence asked about has: fewer say too little to
/// ask, more are too long to read as a question.
pub(super) const SENTENCE_WORDS: std::ops::RangeInclusive<usize> = 6..=40;

/// Why a sentence is not fit to be asked about, or `None` when it is.
pub fn unfit(text: &str, lang: Lang, furniture: &Furniture) -> Option<Unfit> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if !SENTENCE_WORDS.contains(&words.len()) {
        return Some(Unfit::Length);
    }
    // A statement ends like one; a heading or a fragment does not.
    if !text.ends_with(['.', '!'])
        && !text.ends_with(".)")
        && !text.ends_with(".”")
        && !text.ends_with(".\"")
        && !text.ends_with(" »")
    {
        return Some(Unfit::NotAStatement);
    }
    // "… Basic Rules of Play and 2.": the number of the next item of a
    // list numbered inside a paragraph, where the sentence was cut.
    // ("The pH of pure water is 7." is whole.)
    let last = words[words.len() - 1].trim_end_matches('.');
    let before_last = words[words.len() - 2].to_lowercase();
    let item_number =
        !last.is_empty() && last.len() <= 2 && last.chars().all(|c| c.is_ascii_digit());
    if item_number
        && (["and", "or", "et", "ou"].contains(&before_last.as_str())
            || before_last.ends_with([':', ',']))
    {
        return Some(Unfit::NotAStatement);
    }
    // Formulas and equations read badly with a gap in them.
    if text.contains(['→', '⇌', '←']) || text.contains(" = ") || text.contains(" + ") {
        return Some(Unfit::Formula);
    }
    // Two capitalised words in a row in capitals: a heading fused into the
    // sentence by a flattened paste ("LECTURE 7: THE IMMUNE SYSTEM …").
    let caps_run = words.windows(2).any(|pair| {
        pair.iter().all(|w| {
            let letters: Vec<char> = w.chars().filter(|c| c.is_alphabetic()).collect();
            letters.len() >= 3 && letters.iter().all(|c| c.is_uppercase())
        })
    });
    // A heading in lower case glued before a sentence: "Third line of
    // defence – the adaptive response An antigen is …". "An" or "The"
    // capitalised after a word in lower case starts a new sentence that
    // lost its full stop.
    let lost_stop = lang == Lang::En
        && words.windows(3).any(|w| {
            w[0].chars().all(|c| c.is_lowercase())
                && w[0].chars().count() >= 3
                && matches!(w[1], "An" | "The")
                && w[2].starts_with(char::is_lowercase)
        });
    if caps_run || lost_stop {
        return Some(Unfit::FusedHeading);
    }
    if !text.starts_with(|c: char| {
        c.is_uppercase() || c.is_ascii_digit() || c == '«' || c == '"' || c == '“'
    }) {
        return Some(Unfit::NoCapital);
    }
    // "That's because …" opens with "that" as much as "That is …" does.
    let first = words[0]
        .trim_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase();
    let first = match first.split_once(['\'', '’']) {
        Some((word, "s" | "re" | "ll" | "d" | "ve")) if lang == Lang::En => word.to_string(),
        _ => first,
    };
    // A phrase or a clause that opens a sentence ends at a comma, before the
    // sentence's own clause; with no comma it is all there is: "With a rook
    // that has already moved." is an item of a list, not a statement.
    let opens_a_clause =
        match lang {
            Lang::En => [
                "with", "without", "if", "when", "whether", "because", "although", "unless",
            ]
            .contains(&first.as_str()),
            Lang::Fr => ["avec", "sans", "si", "quand", "lorsque", "parce", "bien"]
                .contains(&first.as_str()),
            Lang::Es => ["con", "sin", "si", "cuando", "porque", "aunque", "mientras"]
                .contains(&first.as_str()),
            Lang::De => [
                "mit", "ohne", "wenn", "weil", "obwohl", "als", "da", "falls",
            ]
            .contains(&first.as_str()),
            Lang::Other => false,
        };
    if opens_a_clause && !text.contains(',') {
        return Some(Unfit::NotAStatement);
    }
    // "There are three kinds …" says that something exists; "there" points
    // back to a place only before another verb ("There they built …").
    let second = words.get(1).map(|w| w.to_lowercase());
    let existential = (first == "there"
        && second
            .as_deref()
            .is_some_and(|w| ["is", "are", "was", "were"].contains(&w)))
        // German "Es gibt …" is "there is"; "Es ist schwierig, Rost zu
        // entfernen" holds what "es" stands for after its comma (unseen
        // set 21).
        || (lang == Lang::De
            && first == "es"
            && (second.as_deref().is_some_and(|w| ["gibt", "gab"].contains(&w))
                || (second.as_deref().is_some_and(|w| ["ist", "war"].contains(&w))
                    && text.split_once(", ").is_some_and(|(_, rest)| {
                        rest.starts_with("dass ") || rest.contains(" zu ")
                    }))));
    // "The other subspecies of T. pallidum cause …": the rest of a set
    // whose first member the sentence before named; "The result …", "The
    // next major demonstration …" follow on from it (unseen set 23).
    let the_other = lang == Lang::En
        && first == "the"
        && second.as_deref().is_some_and(|w| {
            [
                "other",
                "others",
                "latter",
                "former",
                "result",
                "results",
                "next",
                "rest",
                "remaining",
            ]
            .contains(&w)
        });
    // "The answer has to do with the conduct of monetary policy" (unseen
    // set 122, both raters: C2): the answer to a question asked before.
    let the_answer = lang == Lang::En
        && first == "the"
        && second.as_deref() == Some("answer")
        && words
            .get(2)
            .is_none_or(|third| !["to", "of"].contains(&third.to_lowercase().as_str()));
    // "The second set of variables relates to …": the first was named
    // before (unseen set 70, both raters: C2). Not "The Second World War".
    let the_next_of_a_list = lang == Lang::En
        && first == "the"
        && words.get(1).is_some_and(|w| {
            w.starts_with(char::is_lowercase)
                && ["second", "third", "fourth", "fifth", "sixth"].contains(w)
        });
    // "At the other end of the tendon, …", "On the other side": the one
    // end or side was named before (unseen set 30).
    let at_the_other = lang == Lang::En
        && words.windows(3).take(3).any(|w| {
            w[0].eq_ignore_ascii_case("the")
                && w[1] == "other"
                && ["end", "side", "hand", "extreme", "half"]
                    .contains(&w[2].trim_matches(|c: char| !c.is_alphabetic()))
        });
    if (ANAPHORS.contains(&first.as_str()) && !existential)
        || the_other
        || the_answer
        || the_next_of_a_list
        || at_the_other
        || META.contains(&first.as_str())
        || LOOSE_CONNECTIVES.contains(&first.as_str())
        || (COMMA_CONNECTIVES.contains(&first.as_str()) && words[0].ends_with(','))
    {
        return Some(Unfit::StartsWithReference);
    }
    if lang == Lang::En
        && (super::dangling::quantifier_alone(&words)
            || super::dangling::reports_a_study(&words)
            || super::dangling::likens_to_before(&words))
    {
        return Some(Unfit::StartsWithReference);
    }
    if lang == Lang::Fr && super::dangling::c_est_about_what_came_before(text) {
        return Some(Unfit::StartsWithReference);
    }
    // "For example, …" gives an instance of what the sentence before
    // said; the caller may ask the instance on its own (`mod.rs`,
    // `without_connective`).
    let lower = text.to_lowercase();
    if EXAMPLE_OPENINGS.iter().any(|o| lower.starts_with(o)) {
        return Some(Unfit::StartsWithReference);
    }
    // A dash set without spaces joins two words, not a damaged one:
    // "the Louisiana Purchase in 1803—buying a massive territory" (unseen
    // set 97 lost the sentence to "1803—buying").
    if words.iter().flat_map(|w| w.split(['—', '–'])).any(|w| {
        let bare = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '_');
        is_noisy_word(bare)
    }) {
        return Some(Unfit::Noise);
    }
    // A pronoun or possessive early in the sentence points back to the
    // sentence before ("it sublimes at …", "à sa surface"); a comparison
    // without "than" needs its other half ("Air is much less dense").
    let early: Vec<String> = words
        .iter()
        .take(8)
        .skip(1)
        .map(|w| w.trim_matches(|c: char| !c.is_alphabetic()).to_lowercase())
        .collect();
    let points_back = match lang {
        // Unless the sentence names what the pronoun stands for before it
        // ("When a firm issues bonds, it may …").
        // The cheap test first: most words are no pronoun.
        Lang::En => early.iter().enumerate().any(|(i, w)| {
            EARLY_PRONOUNS.contains(&w.as_str())
                && !(super::antecedent::named_before(&words, i + 1, w)
                    || super::antecedent::named_after_its_clause(&words, i + 1, w)
                    || (i == 0 && points_ahead(&words)))
        }),
        Lang::Fr => super::unfit_romance::french_points_back(&early),
        Lang::Es => super::unfit_romance::spanish_points_back(&first, &early),
        Lang::De => super::unfit_german::points_back(&first, &early, &words, text),
        Lang::Other => false,
    } || (lang == Lang::En && concludes_from_before(&words));
    // "The Romans achieved this approximation": a demonstrative early in
    // the sentence names what an earlier one set up.
    // "such as" gives examples; it points at nothing before. Later in the
    // sentence, "this charge" or "these cells" still names what an earlier
    // sentence set up ("… separate molecules using this charge").
    let all: Vec<String> = words
        .iter()
        .skip(1)
        .map(|w| w.trim_matches(|c: char| !c.is_alphabetic()).to_lowercase())
        .collect();
    // The first word as `all` reads the others.
    let opening = words[0]
        .trim_matches(|c: char| !c.is_alphabetic())
        .to_lowercase();
    // The sentence's words before `all[i]`, its first word included: a
    // noun named there is no pointer to another sentence.
    let said_before =
        |i: usize| std::iter::once(opening.as_str()).chain(all[..i].iter().map(String::as_str));
    // Right after a semicolon or an opening bracket, "this" takes up the
    // clause before it in the same sentence ("…smallpox; this was the
    // first vaccine").
    let same_sentence = |i: usize| {
        words.get(i + 1).is_some_and(|w| w.starts_with('('))
            || words.get(i).is_some_and(|w| w.ends_with([';', ':']))
    };
    let demonstrative = match lang {
        Lang::En => all.iter().enumerate().any(|(i, w)| {
            (["this", "these"].contains(&w.as_str()) && (i < 4 || !same_sentence(i)))
                || (i < 4 && w == "those" && !those_restricted(&all[i + 1..]))
                || (w == "those" && those_before_a_noun(&all[..i], &all[i + 1..], lang))
                // After a preposition wherever it is: "projects that belong
                // to that user" (unseen set 110); not a noun the sentence
                // named before it ("the fibers in muscle determine the
                // suitability of that muscle").
                || (w == "that"
                    && that_points_back(words[i], all.get(i + 1), said_before(i)))
                || (w == "that"
                    && i > 0
                    && i + 2 < words.len()
                    && that_before_a_closed_noun(
                        [words[i - 1], words[i]],
                        &words[i + 2..],
                        said_before(i),
                        lang,
                    ))
                // "… know exactly what that algorithm is" (unseen set 108,
                // tuned): "that" after "what" points back wherever it is.
                || (w == "that"
                    && i > 0
                    && all[i - 1] == "what"
                    && all
                        .get(i + 1)
                        .is_some_and(|next| !is_stop_word(next, lang)))
                || (i < 4 && w == "such" && all.get(i + 1).is_none_or(|next| next != "as"))
                || (w == "such" && such_points_back(&all, i))
        }),
        // "à ce moment-là", "ce projet": "ce" before a noun (not "ce que",
        // "ce qui", "ce dont", which open a clause of their own).
        Lang::Fr => early.iter().take(6).enumerate().any(|(i, w)| {
            ["cet", "cette", "ces", "celle-ci", "celui-ci"].contains(&w.as_str())
                || (w == "ce"
                    && early
                        .get(i + 1)
                        .is_some_and(|next| !next.starts_with("qu") && next != "dont"))
        }),
        Lang::Es => early.iter().take(6).any(|w| {
            [
                "este", "esta", "estos", "estas", "ese", "esa", "esos", "esas", "dicho", "dicha",
                "dichos", "dichas", "tal", "tales",
            ]
            .contains(&w.as_str())
        }),
        // German: early, or later before its noun ("Widerstand gegen
        // diese Verfassungsänderungen", unseen set 47); later without a
        // noun it most often takes up one of its own sentence ("…, dass
        // diese genau unter dem Brutfleck liegen").
        Lang::De => words.iter().enumerate().any(|(i, w)| {
            let demonstrative = [
                "dieser", "diese", "dieses", "diesen", "diesem", "solche", "solcher", "solches",
                "solchen", "jene", "jener", "jenes",
            ]
            .contains(
                &w.trim_matches(|c: char| !c.is_alphabetic())
                    .to_lowercase()
                    .as_str(),
            );
            demonstrative
                && (i < 7
                    || words
                        .get(i + 1)
                        .is_some_and(|next| next.starts_with(char::is_uppercase)))
        }),
        Lang::Other => false,
    };
    // "The second, federalism, apportions …", "A similar
    // story exists for …": an ordinal or a likeness that opens the
    // sentence counts from, or compares with, what came before (unseen
    // set 34).
    let counts_from_before = lang == Lang::En && {
        let opening: Vec<&str> = words.iter().take(3).copied().collect();
        let bare = |w: &str| w.trim_matches(|c: char| !c.is_alphabetic()).to_lowercase();
        let opens_by_place = match opening.as_slice() {
            [the, which, ..] if bare(the) == "the" => {
                ["first", "second", "third", "fourth", "last", "next"]
                    .contains(&bare(which).as_str())
                    && which.ends_with(',')
            }
            [a, similar, ..] if ["a", "the"].contains(&bare(a).as_str()) => {
                ["similar", "same"].contains(&bare(similar).as_str())
            }
            _ => false,
        };
        // "The first antecedent can be found in …", "The second type is
        // …": the one of a list the sentence before set up, with nothing
        // after its noun to say of what (unseen set 66). "The first
        // president of …" says.
        let one_of_a_list = words.len() > 3
            && bare(words[0]) == "the"
            && ["first", "second", "third", "fourth", "fifth", "final"].contains(&words[1])
            && super::phrasing::FINITE.contains(&bare(words[3]).as_str());
        // "The preeminent example was the Erie Canal": an example of what
        // the sentence before said (unseen set 67, both raters C2).
        let an_example_of_before = words.len() > 3
            && bare(words[0]) == "the"
            && (1..=2).any(|at| {
                ["example", "examples", "instance"].contains(&bare(words[at]).as_str())
                    && words
                        .get(at + 1)
                        .is_some_and(|next| super::phrasing::FINITE.contains(&bare(next).as_str()))
            });
        // "A second example of positive feedback …", "… employs a fourth
        // model …": one more of a list the sentences before began.
        let one_more_of_a_list = super::elsewhere::one_more_of_a_list(&lower);
        opens_by_place || one_of_a_list || an_example_of_before || one_more_of_a_list
    };
    let part_of_what_came_before =
        lang == Lang::En && super::dangling::part_of_what_came_before(&words);
    // "The transformational leader, on the other hand, moves …",
    // "Functionalists, in contrast, …": a contrast inside the sentence is
    // with what the one before said (unseen set 37, both rejected as not
    // self-contained). At its start `tidy.rs` takes it off.
    let contrasts_with_before = lang == Lang::En && {
        super::elsewhere::contrasts_with_before(&lower)
            || super::elsewhere::likens_to_unsaid(&lower)
            || super::elsewhere::told_before_by_the(&lower)
            || super::elsewhere::adds_to_one_before(&lower)
            || super::elsewhere::counts_on_from_before(&lower)
    };
    if points_back
        || demonstrative
        || counts_from_before
        || part_of_what_came_before
        || contrasts_with_before
    {
        return Some(Unfit::PointsBack);
    }
    if super::dangling::leaves_unnamed(text, lang) {
        return Some(Unfit::LeavesUnnamed);
    }
    // Sentences that talk to the reader ("we will learn", "consider Ben")
    // carry the book's voice, not its facts.
    if lang == Lang::En && super::voice::talks_to_reader(text) {
        return Some(Unfit::TalksToReader);
    }
    if super::elsewhere::points_elsewhere(&lower)
        || (lang == Lang::En && super::elsewhere::opens_with_a_title(text))
    {
        return Some(Unfit::PointsElsewhere);
    }
    if furniture.found_in(text) {
        return Some(Unfit::Furniture);
    }
    if !balanced(text) {
        return Some(Unfit::Unbalanced);
    }
    // A run of bare numbers or single letters is a table or a figure.
    let debris = words
        .iter()
        .filter(|w| {
            w.chars().all(|c| c.is_ascii_digit())
                || (w.chars().count() == 1
                    && w.chars().all(char::is_alphabetic)
                    && !matches!(**w, "a" | "A" | "I" | "à" | "y" | "o"))
        })
        .count();
    if debris * 4 > words.len() {
        return Some(Unfit::Debris);
    }
    let content = words.iter().filter(|w| !is_stop_word(w, lang)).count();
    if content < 3 {
        return Some(Unfit::FewContentWords);
    }
    if lang == Lang::En && only_frames(&lower) {
        return Some(Unfit::OnlyFrames);
    }
    // Last, so that a sentence said to be half a comparison has passed
    // every other gate: a statement that turns its direction the other way
    // and a labelled item may still take it.
    if super::comparisons::compares(&lower)
        && !lower.contains(" than ")
        && !lower.contains(" que ")
        && !lower.contains(" qu’")
        && !lower.contains(" qu'")
    {
        return Some(Unfit::HalfAComparison);
    }
    if lang == Lang::En && super::comparisons::a_clause_compares_alone(&lower) {
        return Some(Unfit::HalfAComparison);
    }
    None
}

fn balanced(text: &str) -> bool {
    let count = |c: char| text.matches(c).count();
    count('(') == count(')')
        && count('[') == count(']')
        && count('“') == count('”')
        && count('«') == count('»')
        && count('"') % 2 == 0
}

/// Whether a conclusion word stands inside an English sentence's own
/// clause ("The Revenue Act thus appeared to sever …", "These funds
/// therefore went …", "… negative mass-energy, is therefore not completely
/// ruled out …"): what it concludes from is the sentence before (unseen
/// sets 66 and 109). After a comma or "and" it joins the sentence's own
/// clauses ("…, and thus the firm …").
fn concludes_from_before(words: &[&str]) -> bool {
    words.iter().enumerate().skip(1).any(|(i, w)| {
        let bare = w.trim_matches(|c: char| !c.is_alphabetic()).to_lowercase();
        let before = words[i - 1];
        ["thus", "therefore", "hence", "consequently"].contains(&bare.as_str())
            && !before.ends_with([',', ';', ':'])
            && !["and", "or", "but"].contains(&before.to_lowercase().as_str())
    })
}

/// Whether a sentence is fit to be asked about: the right length, clean of
/// OCR damage and debris, self-contained, a statement.
#[cfg(test)]
pub fn is_clean(text: &str, lang: Lang, furniture: &Furniture) -> bool {
    unfit(text, lang, furniture).is_none()
}

/// "There are different types of grafts depending on the source of the
/// new tissue", "Skeletal muscles can be classified in several ways": a
/// sentence that frames what follows and names none of it. Raters of
/// unseen set 49 rejected a blank and a true/false on two such sentences
/// as testing nothing. One that goes on to name them ("…: A, B and C",
/// "such as …") is an enumeration, and stays. Nor does a sentence that
/// only says there are many of a thing ("There are a lot of client-side
/// hooks."): both raters of unseen set 110 rejected it as a vague claim;
/// nor one that says many have been studied ("A number of recommendation
/// tasks have been investigated in the past decades.", rejected by both
/// raters of unseen set 111, twice).
fn only_frames(lower: &str) -> bool {
    static FRAMES: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(
            r"(?:^there\s+(?:are|exist)\s+(?:several|many|different|various|numerous|a\s+(?:number|variety|range)\s+of)\s+(?:different\s+)?(?:types|kinds|forms|sorts|classes|categories|ways|varieties)\s+of\b|^there\s+(?:are|exist)\s+(?:a\s+lot\s+of|lots\s+of|plenty\s+of|so\s+many|many|several|numerous|various|a\s+(?:great\s+)?number\s+of)\s+[\w-]+(?:\s+[\w-]+){0,2}[.!]?$|^(?:a\s+(?:great\s+)?(?:number|variety|range)\s+of|many|several|various|numerous)\s+[\w-]+(?:\s+[\w-]+){0,2}\s+(?:have|has)\s+been\s+(?:investigated|explored|studied|proposed|developed|examined|researched|introduced)(?:\s+(?:in|during|over)\s+the\s+(?:past|last|recent)\s+(?:few\s+)?(?:decades?|years?))?[.!]?$|\bcan\s+be\s+(?:classified|categorized|categorised|grouped|divided|sorted)\s+in(?:to)?\s+(?:several|many|different|various|a\s+number\s+of)\s+(?:ways|groups|categories|types|kinds)\b)",
        )
        .expect("framing pattern")
    });
    FRAMES.is_match(lower)
        && !lower.contains(':')
        && !["such as", "including", "namely", "for example", "e.g."]
            .iter()
            .any(|w| lower.contains(w))
}

#[cfg(test)]
#[path = "unfit_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "unfit_tests_other_languages.rs"]
mod tests_other_languages;
