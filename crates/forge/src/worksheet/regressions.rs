//! Issue #11, "never lose, cut or invent a teacher's word": one test per
//! layout that lost, cut or invented words, each on a small worksheet
//! written here, and the conservation check on generated worksheets.

use super::*;
use quizforge_core::{Body, Kind};

fn read(text: &str) -> Recognised {
    let found = recognise(text, "en");
    if let Err((i, breach)) = found.check_conservation(text) {
        panic!("question {}: {breach}\n{text}", i + 1);
    }
    found
}

fn texts(q: &Question) -> Vec<&str> {
    q.choices().iter().map(|c| c.text.as_str()).collect()
}

fn key(q: &Question) -> Vec<usize> {
    q.choices()
        .iter()
        .enumerate()
        .filter(|(_, c)| c.correct)
        .map(|(i, _)| i)
        .collect()
}

#[test]
fn numbered_advice_that_asks_a_question_in_passing_has_no_options() {
    // Unseen set 102: the prose after the question was cut at its
    // capitals into six "options", none of them right.
    let text = "Retention\n\n3. Paid time off. Is your organization offering competitive PTO? Consider implementing a PTO system that is based on the amount of hours an employee works. For example, rather than developing a policy based on hours worked for the company, consider revising the policy so that for every X number of hours worked, PTO is earned. This can create fairness for the salaried employee.\n";
    let found = read(text);
    assert!(
        found.questions.iter().all(|q| q.choices().is_empty()),
        "{:#?}",
        found.questions
    );
}

#[test]
fn a_multi_word_last_option_is_kept_whole_on_one_line() {
    let found = read(
        "1. Which treaty ended the war of 1812? A) Ghent B) Utrecht C) Vienna D) Treaty of Paris 2. Who painted it? A) Monet B) Manet C) Degas D) Mary Cassatt",
    );
    let qs = &found.questions;
    assert_eq!(qs.len(), 2);
    assert_eq!(
        texts(&qs[0]),
        ["Ghent", "Utrecht", "Vienna", "Treaty of Paris"]
    );
    assert_eq!(texts(&qs[1]), ["Monet", "Manet", "Degas", "Mary Cassatt"]);
    assert!(found.warnings.is_empty(), "{:?}", found.warnings);
}

#[test]
fn a_multi_word_last_option_is_kept_whole_on_its_own_line() {
    let found = read(
        "1. Which treaty ended it?\na) Ghent\nb) Utrecht\nc) Vienna\nd) Treaty of Paris\n2. Which gas do plants take in?\na) oxygen\nb) argon\nc) carbon dioxide\n",
    );
    let qs = &found.questions;
    assert_eq!(
        texts(&qs[0]),
        ["Ghent", "Utrecht", "Vienna", "Treaty of Paris"]
    );
    assert_eq!(texts(&qs[1]), ["oxygen", "argon", "carbon dioxide"]);
}

#[test]
fn a_long_last_option_wrapped_by_a_pdf_keeps_its_tail() {
    let text = "1. Why did the valley flood that spring?\na. rain\nb. a dam broke\nc. because the snow that had lain on the high passes all winter\nmelted within a week\nd. because the snow that had lain on the high passes all winter\nmelted within a single warm week in April\n2. What is a delta?\na. a river mouth\nb. a lake\n";
    let found = read(text);
    let qs = &found.questions;
    assert_eq!(qs.len(), 2);
    assert_eq!(
        texts(&qs[0])[3],
        "because the snow that had lain on the high passes all winter melted within a single warm week in April"
    );
    assert_eq!(
        texts(&qs[0])[2],
        "because the snow that had lain on the high passes all winter melted within a week"
    );
}

#[test]
fn page_furniture_between_questions_is_set_apart() {
    let text = "Unit 5 | Rivers and Lakes\n1. Which river is the longest in\nEurope?\na. the Danube\nb. the Volga\nAccess for free at example.org\nPage 2\nUnit 5 | Rivers and Lakes\n2. Which lake is the deepest in the world and holds a fifth of its\nfresh water?\na. Baikal\nb. Superior\nPage 3\nUnit 5 | Rivers and Lakes\n";
    let found = read(text);
    let qs = &found.questions;
    assert_eq!(qs.len(), 2);
    assert_eq!(qs[0].prompt, "Which river is the longest in Europe?");
    assert_eq!(texts(&qs[0]), ["the Danube", "the Volga"]);
    assert_eq!(
        qs[1].prompt,
        "Which lake is the deepest in the world and holds a fifth of its fresh water?"
    );
    assert_eq!(texts(&qs[1]), ["Baikal", "Superior"]);
    assert!(found.warnings.is_empty(), "{:?}", found.warnings);
    let furniture = found.ledgers[0]
        .parts
        .iter()
        .filter(|p| p.role == Role::Furniture)
        .count();
    assert_eq!(furniture, 3);
}

#[test]
fn a_page_break_inside_a_question_is_set_apart() {
    let text = "1. Which of these rivers flows through the most countries in the whole of\nEurope?\nPage 7\nUnit 5 | Rivers and Lakes\na. the Danube, which rises in the Black Forest and crosses ten countries\nbefore it reaches the sea\nb. the Rhine\nPage 8\nUnit 5 | Rivers and Lakes\n2. Which lake is deepest?\na. Baikal\nb. Superior\nPage 9\nUnit 5 | Rivers and Lakes\n";
    let found = read(text);
    let qs = &found.questions;
    assert_eq!(
        qs[0].prompt,
        "Which of these rivers flows through the most countries in the whole of Europe?"
    );
    assert_eq!(
        texts(&qs[0]),
        [
            "the Danube, which rises in the Black Forest and crosses ten countries before it reaches the sea",
            "the Rhine"
        ]
    );
    assert!(found.warnings.is_empty(), "{:?}", found.warnings);
}

#[test]
fn marked_true_false_lines_in_every_marker_style() {
    for (text, want) in [
        ("1. The Moon orbits the Earth.\n*True\nFalse\n", 0),
        ("1. The Moon orbits the Earth.\nTrue\n*False\n", 1),
        ("1. The Moon orbits the Earth.\nTrue ✓\nFalse\n", 0),
        ("1. The Moon orbits the Earth.\n[ ] True\n[x] False\n", 1),
        ("1. The Moon orbits the Earth.\nTrue\nFalse (correct)\n", 1),
        ("1. The Moon orbits the Earth.\n✓ True\nFalse\n", 0),
    ] {
        let found = read(text);
        let qs = &found.questions;
        assert_eq!(qs.len(), 1, "{text}");
        assert_eq!(qs[0].kind(), Kind::TrueFalse, "{text}");
        assert_eq!(qs[0].prompt, "The Moon orbits the Earth.", "{text}");
        assert_eq!(key(&qs[0]), [want], "{text}");
        assert!(qs[0].answer_known, "{text}");
    }
    // Unmarked, the statement is kept and its key is left to the teacher.
    let found = read("1. Salt dissolves in water.\nTrue\nFalse\n\n2. Ice sinks.\nTrue\n*False\n");
    assert_eq!(found.questions.len(), 2);
    assert!(!found.questions[0].answer_known);
    assert_eq!(key(&found.questions[1]), [1]);
}

#[test]
fn a_page_that_starts_with_its_questions() {
    let text = "1. The Amazon carries more water than any other river. It rises in the Andes and crosses Brazil. Which ocean does the Amazon flow into?\nthe Atlantic Ocean\n\n2. Which picture shows a volcano?\n\nhttps://example.org/img/volcano.png\n\nhttps://example.org/img/glacier.jpg\n\nhttps://example.org/img/dune.png\n\nRivers and Mountains | Quizalize\n\nRivers carry water from high ground to the sea. A volcano is an opening in the crust.\n";
    let found = read(text);
    let qs = &found.questions;
    assert_eq!(qs.len(), 2, "{qs:#?}");
    // The passage and its question, on one line, are all kept.
    let whole: Vec<&str> = [qs[0].topic.as_deref(), qs[0].stimulus.as_deref()]
        .into_iter()
        .flatten()
        .chain([qs[0].prompt.as_str()])
        .collect();
    assert_eq!(
        whole.join(" "),
        "The Amazon carries more water than any other river. It rises in the Andes and crosses Brazil. Which ocean does the Amazon flow into?"
    );
    assert!(
        qs[0]
            .prompt
            .ends_with("Which ocean does the Amazon flow into?")
    );
    match &qs[0].body {
        Body::ShortAnswer { accepted, .. } => assert_eq!(accepted[0].text, "the Atlantic Ocean"),
        other => panic!("not short answer: {other:?}"),
    }
    assert_eq!(qs[1].prompt, "Which picture shows a volcano?");
    let images: Vec<_> = qs[1].choices().iter().map(|c| c.image.as_deref()).collect();
    assert_eq!(
        images,
        [
            Some("https://example.org/img/volcano.png"),
            Some("https://example.org/img/glacier.jpg"),
            Some("https://example.org/img/dune.png")
        ]
    );
    assert!(!qs[1].answer_known);
    assert_eq!(crate::title::title_of(text), "Rivers and Mountains");
}

#[test]
fn a_page_that_starts_with_unnumbered_questions() {
    let text = "A glacier moves a few metres a day down its valley. What do we call the ridge of rock it leaves at its end?\na terminal moraine\n\nWhich picture shows a glacier?\n\nhttps://example.org/a.png\n\nhttps://example.org/b.png\n\nWhich of these is a river landform?\nan oxbow lake\n*a meander\na drumlin\n\nIce and Rivers | Quizalize\n\nGlaciers are rivers of ice. They carve valleys.\n";
    let found = read(text);
    let qs = &found.questions;
    assert_eq!(qs.len(), 3, "{qs:#?}");
    assert_eq!(qs[0].kind(), Kind::ShortAnswer);
    assert!(
        qs[0]
            .prompt
            .ends_with("What do we call the ridge of rock it leaves at its end?")
    );
    assert_eq!(qs[1].choices().len(), 2);
    assert!(qs[1].choices().iter().all(|c| c.image.is_some()));
    assert_eq!(texts(&qs[2]), ["an oxbow lake", "a meander", "a drumlin"]);
    assert_eq!(key(&qs[2]), [1]);
    assert_eq!(crate::title::title_of(text), "Ice and Rivers");
}

#[test]
fn the_title_line_ends_the_question_before_it() {
    let found = read(
        "1. Which sea is the saltiest?\nthe Dead Sea\n2. Which ocean is the largest?\nthe Pacific\nOceans | Quizalize\n",
    );
    let qs = &found.questions;
    assert_eq!(qs.len(), 2);
    assert_eq!(qs[1].kind(), Kind::ShortAnswer);
    match &qs[1].body {
        Body::ShortAnswer { accepted, .. } => assert_eq!(accepted[0].text, "the Pacific"),
        other => panic!("not short answer: {other:?}"),
    }
}

#[test]
fn a_list_of_facts_under_a_heading_is_not_a_question() {
    let text = "3. ELIGIBILITY (any one of):\n• the player is under 16 on 1 September\n• the player lives in the county\n• the player attends a county school\n• the player's parent is a club member\nPlayers register before the season starts.\nThe club secretary checks each form.\nForms that arrive late are held over.\nFees are paid at registration.\n";
    let found = recognise(text, "en");
    assert!(found.questions.is_empty(), "{:#?}", found.questions);
    // Marked lines under a colon are options; so are lines under a question.
    let found = read("1. Pick the mammal:\nshark\n*whale\ntrout\n");
    assert_eq!(texts(&found.questions[0]), ["shark", "whale", "trout"]);
    assert_eq!(key(&found.questions[0]), [1]);
    let found = read("1. Which is a mammal?\nshark\nwhale\ntrout\n");
    assert_eq!(found.questions[0].choices().len(), 3);
    let found = read(
        "1. Harlow's study of young monkeys showed that:\nfood matters most\ncomfort matters most\n",
    );
    assert_eq!(found.questions[0].choices().len(), 2);
    assert!(!found.questions[0].answer_known);
}

#[test]
fn notes_wrapped_under_a_colon_are_not_a_question() {
    let text = "4. Third line of defence, the adaptive response:\nAn antigen is a molecule, usually a protein on the surface of a\npathogen, that the body recognises as foreign and answers with\nantibodies made by B lymphocytes\n";
    let found = recognise(text, "en");
    assert!(found.questions.is_empty(), "{:#?}", found.questions);
}

#[test]
fn ocr_damaged_notes_are_not_imported() {
    let text = "4. What does the lmmune system do?\nIt defends the bodv against pathogens.\nlt rnakes antibodies in the blood.\nIt rernembers past infections.\n";
    let found = recognise(text, "en");
    assert!(found.questions.is_empty(), "{:#?}", found.questions);
    assert_eq!(found.warnings.len(), 1);
    assert!(found.warnings[0].message.contains("scanning"));
}

#[test]
fn a_cut_option_breaks_conservation() {
    let text = "1. Which treaty ended it? A) Ghent B) Utrecht C) Treaty of Paris\n";
    let mut found = read(text);
    assert_eq!(found.check_conservation(text), Ok(1));
    // Truncate the recogniser's output as the old bug did.
    if let Body::MultipleChoice { choices } = &mut found.questions[0].body {
        choices[2].text = "Treaty".to_string();
    }
    assert!(matches!(
        found.check_conservation(text),
        Err((0, ledger::Breach::Option { index: 2, .. }))
    ));
}

#[test]
fn a_cut_span_or_an_invented_key_breaks_conservation() {
    let text = "1. Which treaty ended it? A) Ghent B) Utrecht C) Treaty of Paris\n";
    let found = read(text);
    // An option part cut short leaves text in no part.
    let mut cut = found.ledgers.clone();
    let last = cut[0].parts.last_mut().unwrap();
    last.end -= " of Paris".len();
    assert!(matches!(
        ledger::check(text, &found.questions[0], &cut[0], &found.warnings),
        Err(ledger::Breach::Unaccounted { .. })
    ));
    // A key the text does not give.
    let mut keyed = found.questions[0].clone();
    if let Body::MultipleChoice { choices } = &mut keyed.body {
        choices[0].correct = true;
    }
    keyed.answer_known = true;
    assert_eq!(
        ledger::check(text, &keyed, &found.ledgers[0], &found.warnings),
        Err(ledger::Breach::InventedKey)
    );
}

#[test]
fn figure_debris_that_is_cut_is_reported() {
    let text =
        "1. The perimeter is (A) 2 cm (B) 4 cm (C) 6 cm (D) 8 cm 2 cm 3 cm 2. Next? (A) 1 (B) 2";
    let found = read(text);
    assert_eq!(texts(&found.questions[0]), ["2 cm", "4 cm", "6 cm", "8 cm"]);
    assert_eq!(found.warnings.len(), 1);
    assert!(found.warnings[0].message.contains("“2 cm 3 cm”"));
}

#[test]
fn a_truncated_option_fails_the_check_on_every_corpus_worksheet() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/worksheets");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!("SKIPPED: ../shared not found ({})", dir.display());
        assert!(
            std::env::var_os("CI").is_none(),
            "../shared not found in CI"
        );
        return;
    };
    let mut paths: Vec<_> = entries
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty());
    for path in paths {
        let text = std::fs::read_to_string(&path).unwrap();
        let language = crate::language::detect(&text);
        let found = recognise(&text, language);
        assert_eq!(found.check_conservation(&text), Ok(found.questions.len()));
        // Cut the last word off each question's last option in turn: the
        // check must catch every one.
        for i in 0..found.questions.len() {
            let mut cut = recognise(&text, language);
            let body = &mut cut.questions[i].body;
            let (Body::MultipleChoice { choices } | Body::TrueFalse { choices }) = body else {
                continue;
            };
            let last = choices.last_mut().unwrap();
            let Some((kept, _)) = last.text.rsplit_once(' ') else {
                last.text.pop();
                assert!(cut.check_conservation(&text).is_err(), "{path:?} {i}");
                continue;
            };
            last.text = kept.to_string();
            assert!(cut.check_conservation(&text).is_err(), "{path:?} {i}");
        }
    }
}

mod truncation {
    use super::*;
    use proptest::prelude::*;

    const WORDS: &[&str] = &[
        "river", "treaty", "of", "paris", "cell", "wall", "light", "year", "Vienna", "Ghent",
    ];

    fn option() -> impl Strategy<Value = String> {
        prop::collection::vec(prop::sample::select(WORDS), 1..6).prop_map(|w| w.join(" "))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Whatever the layout, cutting any word off any imported option
        /// breaks conservation of text.
        #[test]
        fn any_cut_option_is_caught(
            options in prop::collection::vec(option(), 2..5),
            lines in any::<bool>(),
            pick in 0usize..5,
        ) {
            let mut text = String::new();
            for n in 1..=2 {
                text.push_str(&format!("{n}. Which one is it?"));
                for (i, o) in options.iter().enumerate() {
                    let sep = if lines { "\n" } else { " " };
                    text.push_str(&format!("{sep}{}) {o} {n}", char::from(b'A' + i as u8)));
                }
                text.push('\n');
            }
            let mut found = recognise(&text, "en");
            prop_assert_eq!(found.check_conservation(&text), Ok(2), "{}", text);
            let pick = pick % options.len();
            if let Body::MultipleChoice { choices } = &mut found.questions[1].body {
                let choice = &mut choices[pick];
                let cut = choice.text.rsplit_once(' ').map_or(String::new(), |(k, _)| k.to_string());
                choice.text = cut;
            }
            prop_assert!(found.check_conservation(&text).is_err(), "{}", text);
        }
    }
}
