//! The forge's account of what it did (why a sentence was not asked about,
//! why a question was left out or held back, why a quiz came out short),
//! said in the page's language. The forge says it in English for the CLI
//! and the API; here its reasons are matched by kind, or by their English
//! words where the forge keeps them as text (a suggestion's `held_back`).

use quizforge_forge::{Family, Note, SentenceNote, Shortfall, Unfit};

use crate::i18n::{Lang, text, text_with};

/// Why a sentence is not fit to ask about.
fn unfit_in(lang: Lang, unfit: Unfit) -> String {
    let key = match unfit {
        Unfit::Length => "unfit-length",
        Unfit::NotAStatement => "unfit-not-a-statement",
        Unfit::Formula => "unfit-formula",
        Unfit::FusedHeading => "unfit-fused-heading",
        Unfit::NoCapital => "unfit-no-capital",
        Unfit::StartsWithReference => "unfit-starts-with-reference",
        Unfit::Noise => "unfit-noise",
        Unfit::PointsBack => "unfit-points-back",
        Unfit::LeavesUnnamed => "unfit-leaves-unnamed",
        Unfit::HalfAComparison => "unfit-half-a-comparison",
        Unfit::TalksToReader => "unfit-talks-to-reader",
        Unfit::PointsElsewhere => "unfit-points-elsewhere",
        Unfit::Furniture => "unfit-furniture",
        Unfit::Unbalanced => "unfit-unbalanced",
        Unfit::Debris => "unfit-debris",
        Unfit::FewContentWords => "unfit-few-content-words",
        Unfit::Foreign => "unfit-foreign",
        Unfit::UnknownWord => "unfit-unknown-word",
        Unfit::OnlyFrames => "unfit-only-frames",
        Unfit::RefutedView => "unfit-refuted-view",
    };
    text(lang, key)
}

/// The kind of question a candidate was.
fn family_in(lang: Lang, family: Family) -> String {
    let key = match family {
        Family::Glossary => "family-glossary",
        Family::Matching => "family-matching",
        Family::Definition => "family-definition",
        Family::Year => "family-year",
        Family::Quantity => "family-quantity",
        Family::TrueFalse => "family-true-false",
        Family::ShortAnswer => "family-short-answer",
        Family::Labelled => "family-labelled",
        Family::Person => "family-person",
        Family::Order => "family-order",
    };
    text(lang, key)
}

/// The keys of the left-out reasons, each with the forge's English.
const LEFT_OUT_KEYS: [&str; 25] = [
    "left-out-invalid",
    "left-out-leaks-imported",
    "left-out-true-false-capped",
    "left-out-same-answer",
    "left-out-same-sentence",
    "left-out-nearly-same",
    "left-out-its-answer-shown",
    "left-out-shows-an-answer",
    "left-out-quiz-full",
    "left-out-everyday-word",
    "left-out-short-sentence",
    "left-out-figure-is-the-fact",
    "left-out-year-in-passing",
    "left-out-cited-statistic",
    "left-out-topic-word",
    "left-out-clue-shared",
    "left-out-hint-shared",
    "left-out-known-name",
    "left-out-hypothetical",
    "left-out-kind-of-a-name",
    "left-out-named-once",
    "left-out-renamed-with-its-head",
    "left-out-beside-a-named-term",
    "left-out-symbol-shown",
    "left-out-pair-before",
];

/// Why a question was left out or held back (one of the forge's
/// `LEFT_OUT_REASONS`), in `lang`; a reason this page does not know
/// (a quiz made by another version) as it was written.
pub fn left_out_in(lang: Lang, why: &str) -> String {
    LEFT_OUT_KEYS
        .iter()
        .find(|key| text(Lang::En, key) == why)
        .map_or_else(|| why.to_string(), |key| text(lang, key))
}

/// What became of a sentence, one line each, in `lang` (as
/// [`SentenceNote::outcomes`] says it in English).
pub fn outcomes_in(lang: Lang, sentence: &SentenceNote) -> Vec<String> {
    if let Some(unfit) = sentence.unfit {
        return vec![text_with(
            lang,
            "explain-not-asked",
            &[("why", unfit_in(lang, unfit).into())],
        )];
    }
    if sentence.candidates.is_empty() {
        return vec![text(lang, "explain-nothing-to-ask")];
    }
    sentence
        .candidates
        .iter()
        .map(|note| outcome_in(lang, note))
        .collect()
}

fn outcome_in(lang: Lang, note: &Note) -> String {
    let kind = family_in(lang, note.family);
    let prompt = note.excerpt();
    match note.dropped {
        None => text_with(
            lang,
            "explain-asked",
            &[("kind", kind.into()), ("prompt", prompt.into())],
        ),
        Some(why) => text_with(
            lang,
            "explain-left-out",
            &[
                ("kind", kind.into()),
                ("why", left_out_in(lang, why).into()),
                ("prompt", prompt.into()),
            ],
        ),
    }
}

/// Why fewer questions were written than asked for, in `lang` (as
/// `Explanation::shortfall` says it in English).
pub fn shortfall_in(lang: Lang, counts: &Shortfall) -> String {
    let head = text_with(
        lang,
        "shortfall-head",
        &[
            ("written", counts.written.into()),
            ("wanted", counts.wanted.into()),
        ],
    );
    if counts.sentences == 0 {
        return text_with(lang, "shortfall-no-prose", &[("head", head.into())]);
    }
    let mut why = text_with(
        lang,
        "shortfall-unfit",
        &[
            ("head", head.into()),
            ("sentences", counts.sentences.into()),
            ("unfit", counts.unfit.into()),
        ],
    );
    if let Some(reason) = counts.commonest {
        why.push(' ');
        why.push_str(&text_with(
            lang,
            "shortfall-commonest",
            &[("reason", unfit_in(lang, reason).into())],
        ));
    }
    if counts.empty > 0 {
        why.push_str(&text_with(
            lang,
            "shortfall-empty",
            &[("empty", counts.empty.into()), ("fit", counts.fit().into())],
        ));
    }
    if counts.dropped > 0 {
        why.push_str(&text_with(
            lang,
            "shortfall-dropped",
            &[("dropped", counts.dropped.into())],
        ));
    }
    why.push('.');
    why
}

#[cfg(test)]
mod tests {
    use super::*;
    use quizforge_forge::LEFT_OUT_REASONS;

    #[test]
    fn every_reason_the_forge_gives_has_its_words_in_every_language() {
        for (reason, key) in LEFT_OUT_REASONS.iter().zip(LEFT_OUT_KEYS) {
            assert_eq!(&text(Lang::En, key), reason, "{key}");
            for lang in [Lang::Fr, Lang::Es, Lang::De] {
                let said = left_out_in(lang, reason);
                assert_ne!(&said, reason, "{key} {lang:?}");
                assert!(!said.contains(crate::i18n::MISSING), "{key} {lang:?}");
            }
        }
        assert_eq!(
            left_out_in(Lang::Fr, "a reason of later"),
            "a reason of later"
        );
    }

    #[test]
    fn the_explanation_reads_in_english_as_the_forge_says_it() {
        let made = quizforge_forge::make_with(
            "Photosynthesis is the process by which plants make sugar from light. \
             Chlorophyll is the green pigment that captures light energy in the leaves. \
             See page 12. Table 3 2 1 4 5. \
             The Calvin cycle takes place in the stroma of the chloroplast.",
            &quizforge_forge::Options { count: 10 },
        )
        .expect("made");
        let explanation = made.explanation.expect("an explanation");
        for sentence in &explanation.sentences {
            assert_eq!(outcomes_in(Lang::En, sentence), sentence.outcomes());
            for line in outcomes_in(Lang::De, sentence) {
                assert!(!line.contains(crate::i18n::MISSING), "{line}");
            }
        }
        let counts = explanation.shortfall_counts().expect("short");
        assert_eq!(
            Some(shortfall_in(Lang::En, &counts)),
            explanation.shortfall()
        );
        for extra in [
            Shortfall {
                empty: 1,
                dropped: 1,
                ..counts
            },
            Shortfall {
                empty: 3,
                dropped: 2,
                unfit: 1,
                ..counts
            },
            Shortfall {
                sentences: 0,
                ..counts
            },
        ] {
            let english = shortfall_in(Lang::En, &extra);
            assert!(!english.contains(crate::i18n::MISSING), "{english}");
            assert!(shortfall_in(Lang::Fr, &extra).starts_with(&format!("{} sur", extra.written)));
        }
    }
}
