//! Whole-document tests of blanks and their options: typed answers with
//! initials, what gives a key away, options of the key's kind.

use super::tests::{key_text, make};
use super::*;
use quizforge_core::Body;

#[test]
fn no_blank_stands_beside_a_slash() {
    let text = "Endocrine Disorders\n\nHyperthyroidism is a disorder in which the thyroid gland makes too much hormone. Hypothyroidism is a disorder in which the thyroid gland makes too little hormone. Diabetes is a disorder in which the pancreas makes too little insulin. Cushing syndrome is a disorder in which the adrenal glands make too much cortisol. Other endocrine disorders commonly seen are hypo/hyperthyroidism and adrenal disorders. Doctors test for hyperthyroidism with a simple blood test.\n";
    for q in make(text, 10) {
        assert!(
            !q.prompt.contains("/_____") && !q.prompt.contains("_____/"),
            "{}",
            q.prompt
        );
    }
}

#[test]
fn a_lesson_naming_few_of_a_kind_gets_the_others_from_wordnet() {
    // Two hormones: too few for three wrong options of the key's kind.
    let text = "Hormones\n\nInsulin is a hormone that lowers the level of sugar in the blood. Glucagon is a hormone that raises the level of sugar in the blood. After a meal, the pancreas releases insulin into the blood. Between meals, the pancreas releases glucagon into the blood instead.\n";
    let qs = make(text, 10);
    let lower = text.to_lowercase();
    let question = qs
        .iter()
        .find(|q| q.prompt.contains("lowers the level of sugar"))
        .unwrap_or_else(|| panic!("a question on insulin: {qs:#?}"));
    let options: Vec<String> = question
        .choices()
        .iter()
        .map(|c| c.text.to_lowercase())
        .collect();
    assert_eq!(options.len(), 4, "{question:#?}");
    assert!(options.contains(&"glucagon".to_string()));
    // The others are hormones the lesson does not name, so none is the odd
    // one out.
    let hormones = crate::lexicon::kinds_beside("insulin");
    let from_wordnet = options
        .iter()
        .filter(|o| !lower.contains(o.as_str()))
        .collect::<Vec<_>>();
    assert_eq!(from_wordnet.len(), 2, "{options:?}");
    assert!(from_wordnet.iter().all(|o| hormones.contains(&o.as_str())));
}

#[test]
fn explain_shows_a_typed_blank_as_the_quiz_does() {
    let text = include_str!("../../tests/corpus/science-photosynthesis.txt");
    let made = generate(text, "en", "Test", &[], 40);
    let explained = made.explanation.render();
    let stroma = "The fluid that surrounds the thylakoids is called the s_____ (6 letters).";
    assert!(
        made.questions.iter().any(|q| q.prompt == stroma),
        "{explained}"
    );
    assert!(
        explained.contains(&format!("asked (typed answer): {stroma}")),
        "{explained}"
    );
}

#[test]
fn a_term_without_three_options_of_its_kind_is_asked_for_itself() {
    let text = include_str!("../../tests/corpus/science-photosynthesis.txt");
    let qs = make(text, 40);
    let stroma = qs
        .iter()
        .find(|q| {
            q.prompt == "The fluid that surrounds the thylakoids is called the s_____ (6 letters)."
        })
        .unwrap_or_else(|| panic!("a blank on the stroma: {qs:#?}"));
    assert!(matches!(stroma.body, Body::ShortAnswer { .. }));
    assert_eq!(key_text(stroma), "stroma");
    for q in &qs {
        if let Body::ShortAnswer { accepted, .. } = &q.body {
            // Never half a name: the blank does not stand before the noun
            // it would qualify ("_____ years" for "leap years").
            // After the blank's last word ("t_____ m_____.").
            let after = q.prompt.rsplit("_____").next().unwrap_or_default();
            // Past the letter count ("(6 letters)").
            let after = after
                .split_once(" letters)")
                .map_or(after, |(_, rest)| rest);
            let next = after.split_whitespace().next().unwrap_or_default();
            assert!(
                crate::nlp::is_stop_word(next, Lang::En) || !crate::lexicon::is_noun_only(next),
                "{q:#?}"
            );
            // The other number is offered only where it is a word (no
            // "stimuluses").
            for answer in accepted.iter().skip(1) {
                let last = answer.text.rsplit(' ').next().unwrap_or_default();
                assert!(crate::lexicon::is_listed_word(last), "{answer:?}");
            }
        }
    }
}

#[test]
fn the_other_defined_terms_are_options_for_a_definition_whatever_their_kind() {
    let text = "Trade\n\nIn economics, a tariff is a tax that a government places on imported goods. \
        A quota is a numerical limit on the quantity of a good that can be imported. \
        An embargo is a complete ban on trade with a particular country. \
        Sovereignty is the ability of a state to run its institutions without fear of interference.\n";
    let qs = generate(text, "en", "Trade", &[], 10).questions;
    let question = qs
        .iter()
        .find(|q| {
            // The definition is given "In economics" and asked so.
            q.prompt
                == "In economics, which term refers to a tax that a government places on imported goods?"
        })
        .unwrap_or_else(|| panic!("a question on the tariff: {qs:#?}"));
    let mut options: Vec<String> = question
        .choices()
        .iter()
        .map(|c| c.text.to_lowercase())
        .collect();
    options.sort();
    assert_eq!(options, ["embargo", "quota", "sovereignty", "tariff"]);
    assert_eq!(key_text(question), "Tariff");
}

#[test]
fn a_term_of_several_words_said_twice_is_worth_a_typed_answer_and_a_name_is_not() {
    // A name said twice is a detail of the story told ("River Tiber").
    let rome = make(
        include_str!("../../tests/corpus/history-ancient-rome.txt"),
        40,
    );
    assert!(
        !rome.iter().any(|q| key_text(q) == "River Tiber"),
        "{rome:#?}"
    );
    // A term of two words said twice is the lesson's own.
    let rules = make(include_str!("../../tests/corpus/rules-basketball.txt"), 40);
    let circle = rules
        .iter()
        .find(|q| key_text(q) == "centre circle")
        .unwrap_or_else(|| panic!("a typed answer on the centre circle: {rules:#?}"));
    assert!(
        matches!(circle.body, Body::ShortAnswer { .. }),
        "{circle:#?}"
    );
}

#[test]
fn initials_after_the_blank_give_the_key_away() {
    let text = "Measuring Inflation\n\nThe most commonly cited measure of inflation in the United States is the Consumer Price Index (CPI). \
        The Consumer Price Index is based on a basket of goods bought by a typical household. \
        Economists also use the GDP deflator and the Producer Price Index. \
        The Consumer Price Index is published every month by the Bureau of Labor Statistics.\n";
    for q in make(text, 10) {
        assert!(
            !(q.prompt.contains("_____ (CPI)") && key_text(&q).contains("Consumer Price Index")),
            "{q:#?}"
        );
    }
}

#[test]
fn a_plural_abbreviation_after_its_words_is_given_away() {
    use super::giveaways::spells_acronym;
    // Unseen set 26: "cost-of-living adjustments (C_____)" asked for "COLAs".
    let prompt = "Unions negotiated contracts that had cost-of-living adjustments (_____).";
    assert!(spells_acronym(prompt, "COLAs"));
    assert!(spells_acronym(prompt, "COLA"));
    assert!(!spells_acronym(
        "Unions negotiated contracts (_____).",
        "COLAs"
    ));
    // Unseen set 27: "human chorionic gonadotropin (h_____)" for "hCG".
    assert!(spells_acronym(
        "The trophoblast secretes human chorionic gonadotropin (_____), a hormone.",
        "hCG"
    ));
    assert!(!spells_acronym(
        "Apple sold the first _____ in 2007.",
        "iPhone"
    ));
}

#[test]
fn an_acronym_of_the_key_is_its_initials() {
    use super::giveaways::shows_initials;
    assert!(shows_initials(
        "The most commonly cited measure is the _____ (CPI).",
        "Consumer Price Index"
    ));
    assert!(shows_initials(
        "Banks report to the _____ (FDIC) every quarter.",
        "Federal Deposit Insurance Corporation"
    ));
    assert!(!shows_initials(
        "The most commonly cited measure is the _____.",
        "Consumer Price Index"
    ));
}

#[test]
fn a_typed_answer_takes_the_other_names_the_document_gives_and_never_shows_them() {
    let text = "Kugelschreiber\n\nEin Kugelschreiber oder Kuli ist ein Schreibgerät, das eine Mine enthält. In der Mine steckt eine dicke Paste aus Farbe und Öl. Vorne an der Mine sitzt eine kleine Kugel aus Metall. Wenn man den Kuli nicht benutzt, steckt man eine Kappe auf die Spitze. Beim Schreiben rollt die Kugel über das Papier und nimmt die Paste mit. Ein leerer Kuli bekommt eine neue Mine. Mädchen und Frauen tragen den Kuli oft in der Tasche. Die Paste in der Mine trocknet nicht so schnell aus wie Tinte.";
    let questions = make(text, 10);
    assert!(!questions.is_empty());
    for q in &questions {
        let Body::ShortAnswer { accepted, .. } = &q.body else {
            continue;
        };
        let names: Vec<String> = accepted.iter().map(|a| a.text.to_lowercase()).collect();
        for name in &names {
            assert!(
                !contains_word(&q.prompt.to_lowercase(), name),
                "{name} shown in {}",
                q.prompt
            );
        }
        // The sentence that gives the second name may ask for it beside
        // the first ("Ein Kugelschreiber oder K_____ ist …"): that is what
        // it teaches (`synonyms::shows_elsewhere`).
        let asks_the_second_name = q
            .prompt
            .to_lowercase()
            .contains("kugelschreiber oder k_____");
        if names.iter().any(|n| n.starts_with("kuli")) && !asks_the_second_name {
            assert!(names.contains(&"kugelschreiber".to_string()), "{names:?}");
            assert!(
                !q.prompt.to_lowercase().contains("kugelschreiber"),
                "{}",
                q.prompt
            );
        }
    }
}

#[test]
fn a_defined_term_its_sentence_half_shows_asks_for_the_other_half() {
    // "DNA" is shown again in the definition: the blank asks for the word
    // the sentence does not give.
    let text = "Genomes\n\nDNA supercoiling refers to the process by which DNA is twisted to fit inside the cell. Enzymes called topoisomerases relieve the strain of DNA supercoiling during replication in bacteria.\n";
    let questions = make(text, 10);
    let supercoiling = questions
        .iter()
        .find(|q| {
            q.prompt
                .starts_with("DNA s_____ (12 letters) refers to the process")
        })
        .unwrap_or_else(|| panic!("a question on supercoiling: {questions:#?}"));
    let Body::ShortAnswer { accepted, .. } = &supercoiling.body else {
        panic!("a typed answer");
    };
    let answers: Vec<&str> = accepted.iter().map(|a| a.text.as_str()).collect();
    assert_eq!(answers, ["supercoiling", "DNA supercoiling"]);
}

#[test]
fn a_blank_whose_telling_word_the_prompt_says_is_not_asked() {
    use super::giveaways::shows_what_sets_it_apart;
    let stems = crate::nlp::Stems::new(Lang::En);
    let apart = |prompt: &str, key: &str| {
        shows_what_sets_it_apart(&stems.content_stems(prompt, Lang::En), key, |w| {
            stems.stem(w)
        })
    };
    // Unseen set 110: both raters found both given away (C5).
    assert!(apart(
        "After the entire commit process is completed, the _____ runs.",
        "post-commit hook"
    ));
    assert!(apart(
        "The _____ runs during git push, after the remote refs have been updated.",
        "pre-push hook"
    ));
    // Its head said again, or nothing of what sets it apart: no cue.
    assert!(!apart(
        "The interlobar arteries branch into _____, cortical radiate arteries, and then into afferent arterioles.",
        "arcuate arteries"
    ));
    assert!(!apart(
        "The _____ is run by commands that replace commits, such as git rebase.",
        "post-rewrite hook"
    ));
    // The whole document: the cued blank is not written.
    let text = "Git Hooks\n\nThe pre-commit hook is run first, before a commit message is typed, to inspect the snapshot that is about to be committed. The commit-msg hook takes one parameter, the path to a temporary file that contains the commit message. After the entire commit process is completed, the post-commit hook runs. The post-commit hook is generally used for notification. The pre-rebase hook runs before anything is rebased and can halt the process.";
    for q in make(text, 10) {
        assert!(
            !q.prompt.starts_with("After the entire commit process"),
            "{}",
            q.prompt
        );
    }
}

#[test]
fn a_definition_that_only_judges_its_term_is_not_asked_for_it() {
    // Unseen set 111: four options fitted "a key concept in
    // recommendation" (C4).
    let text = "Recommender Systems\n\nCollaborative filtering is a key concept in recommendation. Explicit feedback is a rating that users give directly to items. Implicit feedback is a record of user behavior such as clicks and purchases. Click-through rate prediction is a task that estimates how likely a user is to click an item. Cold-start recommendation is the task of recommending items for new users and new items for existing users.";
    let prompts: Vec<String> = make(text, 10).into_iter().map(|q| q.prompt).collect();
    assert!(
        prompts.iter().all(|p| !p.contains("a key concept")),
        "{prompts:?}"
    );
    assert!(
        prompts
            .iter()
            .any(|p| p.contains("a rating that users give directly to items")),
        "{prompts:?}"
    );
}

#[test]
fn a_blank_whose_opposite_the_prompt_names_is_not_asked() {
    use super::giveaways::shows_counterpart;
    assert!(shows_counterpart(
        "A chemical that the body produces is called an _____ chemical, whereas a chemical introduced from outside is called exogenous.",
        "endogenous"
    ));
    assert!(shows_counterpart(
        "Signals travel to the brain along _____ fibers and away from it along efferent fibers.",
        "afferent"
    ));
    assert!(shows_counterpart(
        "Blood sugar rises too high in _____, and falls too low in hypoglycemia.",
        "hyperglycemia"
    ));
    assert!(shows_counterpart(
        "The slope of the yield curve shows the difference between yields on _____ and longer-term bonds.",
        "short-term"
    ));
    // A word that only begins alike is no opposite.
    assert!(!shows_counterpart(
        "The _____ of the cell is controlled by its exports.",
        "interior"
    ));
    assert!(!shows_counterpart(
        "The pancreas releases _____ after a meal.",
        "insulin"
    ));
}

#[test]
fn a_blank_before_a_bracket_that_explains_it_is_not_asked() {
    assert!(super::giveaways::glossed_blank(
        "The muscles of the neck control the positions of the _____ (voice box), and the hyoid bone."
    ));
    assert!(!super::giveaways::glossed_blank(
        "_____ (also called plant tissue culture) is a method of propagating plants."
    ));
    assert!(!super::giveaways::glossed_blank(
        "The _____ of the neck (and the jaw) move."
    ));
    assert!(super::giveaways::glossed_blank(
        "Conduction cells propagate the action potential (the _____) that travels throughout the heart."
    ));
    // A key of several words is one blank; another name after a comma
    // beside it gives it away too (unseen set 51).
    assert!(super::giveaways::glossed_blank(
        "The _____ _____ (colon) contains a diverse and abundant microbiota."
    ));
    assert!(super::giveaways::glossed_blank(
        "The soft tissues surrounding the teeth and bones are called _____, or gingiva."
    ));
    assert!(super::giveaways::glossed_blank(
        "In Archaic Greece, the elite landowners, or _____, controlled the government."
    ));
    // The last of a list, or more of the same, is no other name.
    assert!(!super::giveaways::glossed_blank(
        "Not all were employed as artisans, _____, or other traditional urban roles."
    ));
    assert!(!super::giveaways::glossed_blank(
        "Farmers grew _____, or other crops that keep through the winter."
    ));
    // A name given in brackets is asked for: "(called _____ lines)".
    assert!(!super::giveaways::glossed_blank(
        "The hydrogen lines of the spectrum (called _____ lines) are strongest in hot stars."
    ));
    let text = "Respiration\n\nThe muscles of the anterior neck assist in swallowing and speech by controlling the positions of the larynx (voice box) and the hyoid bone. The larynx holds the vocal cords and sits at the top of the trachea in the neck.\n";
    let questions = make(text, 10);
    assert!(
        !questions
            .iter()
            .any(|q| q.prompt.contains("_____ (voice box)")),
        "{questions:#?}"
    );
}

#[test]
fn a_term_blanked_beside_the_share_its_sentence_teaches_is_held_back() {
    let question = |prompt: &str| {
        Question::new(
            prompt,
            Body::ShortAnswer {
                accepted: vec![quizforge_core::AcceptedAnswer::new("mortality rate")],
                case_sensitive: false,
            },
        )
    };
    assert!(super::typed_held_back::figure_is_the_fact(&question(
        "The _____ associated with staphylococcal TSS is less than 3% of cases."
    )));
    assert!(super::typed_held_back::figure_is_the_fact(&question(
        "In 2022, the U.S. _____ reached 9.1 percent."
    )));
    assert!(!super::typed_held_back::figure_is_the_fact(&question(
        "The _____ filters about 180 litres of blood a day."
    )));
    // A term that names no figure is asked (unseen set 32).
    let hematocrit = Question::new(
        "The _____ of any one sample can vary significantly about 36–50 percent.",
        Body::ShortAnswer {
            accepted: vec![quizforge_core::AcceptedAnswer::new("hematocrit")],
            case_sensitive: false,
        },
    );
    assert!(!super::typed_held_back::figure_is_the_fact(&hematocrit));
    // Any term of a survey's figure on a population is held back.
    let disorder = Question::new(
        "An estimated 2.4% of the adults in the United States meet the criteria for _____.",
        Body::ShortAnswer {
            accepted: vec![quizforge_core::AcceptedAnswer::new(
                "body dysmorphic disorder",
            )],
            case_sensitive: false,
        },
    );
    assert!(super::typed_held_back::figure_is_the_fact(&disorder));
}

#[test]
fn a_blank_on_a_term_of_prose_is_typed_with_its_initials() {
    // Prose without a glossary: every blank asks for its term typed, the
    // term's initials shown; only figures keep options (`short::term_answer`).
    for text in [
        include_str!("../../tests/corpus/history-ancient-rome.txt"),
        include_str!("../../tests/corpus/science-photosynthesis.txt"),
        include_str!("../../tests/corpus/science-water-cycle.txt"),
        include_str!("../../tests/corpus/ocr-biology-notes.txt"),
    ] {
        for q in make(text, 40) {
            if let Body::MultipleChoice { choices } = &q.body
                && q.prompt.contains(BLANK)
            {
                assert!(
                    choices
                        .iter()
                        .all(|c| c.text.starts_with(|ch: char| ch.is_ascii_digit())),
                    "{q:#?}"
                );
            }
        }
    }
}

#[test]
fn a_definition_of_a_kind_wordnet_knows_takes_options_of_that_kind_or_none() {
    let text = "Limb Development\n\nThe clavicle is the one appendicular skeleton bone that does not develop via endochondral ossification. \
        By the twelfth week, a primary ossification center appears in the diaphysis of the long bones. \
        The diaphysis is where the bone grows first. Cartilage is replaced by bone as the limb grows. \
        Cartilage stays at the ends of the bones. The ectoderm at the end of the limb bud thickens. \
        The ectoderm forms a narrow crest.\n";
    let qs = make(text, 10);
    for q in &qs {
        if q.prompt.contains("appendicular skeleton bone") {
            let options: Vec<String> = q.choices().iter().map(|c| c.text.to_lowercase()).collect();
            assert!(
                options.is_empty()
                    || options
                        .iter()
                        .all(|o| crate::lexicon::same_or_kind_of(o, "bone")),
                "{q:#?}"
            );
        }
    }
}

#[test]
fn a_lesson_with_few_terms_still_gets_blanks_on_them() {
    // One recurring term, no definition: too few for a matching set or a
    // statement with another swapped in, not for a blank on it.
    let text = "Workplace Diversity\n\nThe integration-and-learning perspective posits that the different life experiences of group members are a valuable resource for the work group. Downfalls of the integration-and-learning perspective can be that some members of the work group feel marginalized in diversity projects.\n";
    let qs = make(text, 10);
    let keys: Vec<String> = qs.iter().map(key_text).collect();
    assert!(
        keys.iter()
            .any(|k| k.to_lowercase() == "integration-and-learning perspective"),
        "{qs:#?}"
    );
    assert!(
        !qs.iter().any(|q| q.prompt.starts_with("True or false")),
        "{qs:#?}"
    );
}

#[test]
fn a_typed_answer_whose_clue_another_term_shares_is_only_suggested() {
    let text = "Oral Antidiabetic Drugs\n\nSulfonylureas stimulate the pancreas to release insulin and lower blood glucose levels. Glyburide is a second-generation sulfonylurea used along with diet and exercise. Glimepiride is a newer sulfonylurea that lowers blood glucose in adults. Glyburide comes in tablet form and is taken once or twice daily with meals. Glimepiride comes in tablet form and is taken once daily with the first meal of the day. Glimepiride can cause hypoglycemia in older adults with kidney disease. Metformin reduces the amount of glucose the liver releases into the blood. Acarbose delays the digestion of carbohydrates in the small intestine.\n";
    let made = generate(text, "en", "Oral Antidiabetic Drugs", &[], 10);
    let tablet = |prompt: &str| prompt.contains("comes in tablet form");
    for q in &made.questions {
        let typed_subject = q.prompt.starts_with('G') && q.prompt.contains("_____");
        assert!(!(typed_subject && tablet(&q.prompt)), "{}", q.prompt);
    }
    assert!(
        made.suggestions.iter().any(|s| tablet(&s.question.prompt)
            && s.held_back
                .starts_with("a typed answer whose sentence says the same")),
        "{:#?}",
        made.suggestions
            .iter()
            .map(|s| (&s.question.prompt, &s.held_back))
            .collect::<Vec<_>>()
    );
}

#[test]
fn a_name_for_what_the_sentence_before_describes_is_asked_after_it() {
    let text = "The Eye\n\nThe tears wash the surface of the eye and keep the cornea moist and clean. This is known as lacrimation. The iris is the colored part of the eye that controls the size of the pupil.\n";
    let qs = make(text, 10);
    let question = qs
        .iter()
        .find(|q| key_text(q) == "lacrimation")
        .unwrap_or_else(|| panic!("a question on lacrimation: {qs:#?}"));
    assert_eq!(
        question.prompt,
        "The tears wash the surface of the eye and keep the cornea moist and clean. This is known as l_____ (11 letters)."
    );
}

#[test]
fn a_lesson_s_definitions_of_quantities_are_each_asked_and_its_verbs_are_no_terms() {
    let text = "The Heart\n\nThe heart pumps blood through the body with every beat. Stroke volume is the amount of blood the heart pumps with each contraction. Cardiac output is the volume of blood the heart pumps in one minute. Preload is the degree of stretch of the heart muscle at the end of filling. Afterload is the resistance the ventricles must overcome to eject blood.\n";
    let qs = make(text, 10);
    let keys: Vec<String> = qs.iter().map(key_text).collect();
    for term in ["stroke volume", "cardiac output", "preload", "afterload"] {
        assert!(
            keys.iter().any(|k| k.eq_ignore_ascii_case(term)),
            "{term} in {keys:?}"
        );
    }
    // "the heart pumps" is a subject and its verb, no term to blank.
    assert!(!keys.iter().any(|k| k.contains("pumps")), "{keys:?}");
}

#[test]
fn a_law_or_a_treaty_the_lesson_names_once_is_asked_typed_in_its_sentence() {
    let text = "Jefferson as President\n\nBritain and France were both seizing American ships and sailors. Rather than go to war, Jefferson tried peaceable coercion, and the Embargo Act of 1807 closed American ports to all foreign trade. The embargo devastated the American economy without changing European behavior.\n";
    let qs = make(text, 10);
    let question = qs
        .iter()
        .find(|q| q.prompt.contains("of 1807 closed American ports"))
        .unwrap_or_else(|| panic!("a question on the Embargo Act: {qs:#?}"));
    assert!(
        question.prompt.contains("E_____ A_____"),
        "{}",
        question.prompt
    );
    assert_eq!(key_text(question), "Embargo Act");
}

#[test]
fn a_term_introduced_once_by_what_it_does_is_asked_typed() {
    let text = "Theories of Right Action\n\nUtilitarianism is the view that the right action is the one that produces the greatest happiness for the greatest number. Ethical relativism is the view that moral truths vary from culture to culture. Virtue ethics focuses on the character of the agent rather than on rules or consequences. Aristotle argued that virtue is a mean between two extremes.\n";
    let qs = make(text, 10);
    let question = qs
        .iter()
        .find(|q| q.prompt.contains("focuses on the character of the agent"))
        .unwrap_or_else(|| panic!("a question on virtue ethics: {qs:#?}"));
    assert_eq!(key_text(question), "Virtue ethics");
}

#[test]
fn a_term_named_by_when_it_occurs_after_an_article_is_asked() {
    let text = "Fallacies\n\nA red herring is a distraction from the real issue under discussion. The straw man fallacy occurs when someone misrepresents an opponent's position to make it easier to attack. A slippery slope argument claims that one small step will inevitably lead to a chain of disastrous events.\n";
    let qs = make(text, 10);
    for (clue, key) in [
        ("misrepresents an opponent's position", "straw man fallacy"),
        (
            "one small step will inevitably lead",
            "slippery slope argument",
        ),
    ] {
        let question = qs
            .iter()
            .find(|q| q.prompt.contains(clue))
            .unwrap_or_else(|| panic!("a question on the {key}: {qs:#?}"));
        assert_eq!(key_text(question).to_lowercase(), key);
    }
}

#[test]
fn a_term_is_asked_where_its_sentence_is_about_it() {
    // "spoils system" comes back in three sentences: named in passing
    // twice, then the subject of the last. One question a term, on the
    // sentence about it (unseen sets 18 to 99: 72 % of blanks opening
    // their sentence accepted, 50 % of the others).
    // A quiz of two, which the document fills: one asked for more takes
    // a second question on the term (`select.rs`, `MOST_ON_ONE_ANSWER`).
    let text = "The Age of Jackson\n\nAndrew Jackson won the presidency in 1828 with the support of farmers and workers. In office, Jackson defended the spoils system against critics in Congress. Critics said that the spoils system filled government offices with unqualified men. The spoils system rewarded political loyalty over competence. The Second Bank of the United States lost its charter in 1836.\n";
    let qs = make(text, 2);
    let on_spoils: Vec<&str> = qs
        .iter()
        .filter(|q| key_text(q).eq_ignore_ascii_case("spoils system"))
        .map(|q| q.prompt.as_str())
        .collect();
    assert_eq!(
        on_spoils,
        ["The s_____ s_____ (6, 6 letters) rewarded political loyalty over competence."],
        "{qs:#?}"
    );
}

#[test]
fn another_name_that_repeats_the_head_of_the_first_gives_itself_away() {
    use super::giveaways::renames_with_its_head;
    // Unseen set 113 (both raters) and set 72 (one rater) rejected such
    // blanks (C5).
    assert!(renames_with_its_head(
        "A program to be interpreted (called the _____) is represented as a data structure.",
        "source program"
    ));
    assert!(renames_with_its_head(
        "A compiler translates a source program into an equivalent program (called the _____ program) written in the machine’s native language.",
        "object"
    ));
    assert!(renames_with_its_head(
        "Structural racism, also called _____, is a process resulting in a gap in access to societal opportunities.",
        "institutional racism"
    ));
    // Another name of other words is what the sentence teaches.
    assert!(!renames_with_its_head(
        "High blood glucose levels, called _____, can boost the number of breathing movements.",
        "hyperglycemia"
    ));
    assert!(!renames_with_its_head(
        "We often compare the p-value to some cut-off value (called the _____, typically around 0.05).",
        "level of significance"
    ));
    // A name the sentence gives as its main statement stays too.
    assert!(!renames_with_its_head(
        "Diseases that are constantly present in a population are called _____.",
        "endemic diseases"
    ));
}

#[test]
fn a_blank_beside_a_named_term_or_before_its_symbol_is_held_back() {
    use super::giveaways::{beside_a_named_term, symbol_after_blank};
    // Unseen set 116 (C7 and C5).
    assert!(beside_a_named_term(
        "Predicting outside the range of the observed data is known as extrapolation; K-NN and _____ behave quite differently when extrapolating."
    ));
    assert!(beside_a_named_term(
        "The process of using a sample to make a conclusion about the _____ from which it is taken is referred to as statistical inference."
    ));
    // The blank is the name itself.
    assert!(!beside_a_named_term(
        "Diseases that are constantly present in a population are called _____."
    ));
    assert!(!beside_a_named_term(
        "Predicting outside the range of the observed data is known as _____."
    ));
    assert!(symbol_after_blank(
        "URLs start with a web domain, followed by a _____ /, and then a path to the resource."
    ));
    assert!(!symbol_after_blank(
        "The rate rose to _____ percent by 2010."
    ));
    assert!(!symbol_after_blank("The cell wall is made of _____."));
}

#[test]
fn a_name_after_the_other_half_of_its_pair_is_held_back() {
    use super::giveaways::pair_before_blank;
    // Unseen set 117 (C5 for both raters).
    assert!(pair_before_blank(
        "The eastern coast is home to Taiwan and the countries of Japan and North and S_____ K_____ (5, 5 letters).",
        "south korea"
    ));
    assert!(pair_before_blank(
        "The kingdoms of Upper or L_____ E_____ (5, 5 letters) were united.",
        "lower egypt"
    ));
    // No pair: another country, a one-word key, the same half.
    assert!(!pair_before_blank(
        "Japan and S_____ K_____ (5, 5 letters) trade with China.",
        "south korea"
    ));
    assert!(!pair_before_blank(
        "Winds blow from the North and S_____ (5 letters).",
        "south"
    ));
    assert!(!pair_before_blank(
        "Both North and N_____ D_____ (5, 6 letters) border Canada.",
        "north dakota"
    ));
}

#[test]
fn a_term_a_sentence_refers_to_as_is_asked_like_one_it_calls() {
    // Unseen set 118 (a chemistry book): "is referred to as" names a term
    // as "is called" does, and the everyday word it names is the answer.
    let text = "Covalent Compounds\n\nCovalent bonds form when two or more nonmetals combine. The chemical formulas for covalent compounds are referred to as molecular formulas. Numerical subscripts are used if there is more than one of a particular atom.\n";
    let qs = make(text, 10);
    let question = qs
        .iter()
        .find(|q| key_text(q) == "molecular")
        .unwrap_or_else(|| panic!("a question on molecular formulas: {qs:#?}"));
    assert_eq!(
        question.prompt,
        "The chemical formulas for covalent compounds are referred to as m_____ (9 letters) formulas."
    );
}

#[test]
fn a_blank_never_takes_in_a_contracted_verb() {
    // Unseen set 119: "A b_____ i_____ (6, 4 letters) really paid for a
    // haircut but for time." blanked "barber isn’t".
    let text = "Services\n\nServices are intangible. A barber isn’t really paid for a haircut but for time. A barber cuts hair in a barbershop. The barber charges for time spent with each customer.\n";
    let qs = make(text, 10);
    assert!(
        qs.iter().all(|q| !key_text(q).contains('’')),
        "{:?}",
        qs.iter().map(|q| &q.prompt).collect::<Vec<_>>()
    );
}
