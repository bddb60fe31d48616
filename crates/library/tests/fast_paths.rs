//! The shortcuts that keep search fast on a large library give the same
//! answers as the plain way: fuzzy matching only for words that match
//! nothing exactly, and the access filter applied to each hit as it is
//! collected rather than inside the query.

use quizforge_core::{Body, Question, Quiz};
use quizforge_library::{Library, Scope, Search, SearchPath};
use quizforge_store::{LibraryQuiz, Sharing, StoredQuiz, Visibility};

fn entry(
    id: i64,
    owner: i64,
    visibility: Visibility,
    title: &str,
    prompts: &[&str],
) -> LibraryQuiz {
    let mut quiz = Quiz::new(title, "en");
    for prompt in prompts {
        quiz.questions.push(Question::new(*prompt, Body::Open));
    }
    LibraryQuiz {
        stored: StoredQuiz {
            id,
            owner_id: owner,
            quiz,
            source_text: String::new(),
            revision: 1,
            created_at: 0,
            updated_at: id,
        },
        sharing: Sharing {
            visibility,
            ..Sharing::default()
        },
        based_on: None,
        based_on_title: String::new(),
        copies: 0,
        plays: 0,
        last_played_at: None,
    }
}

fn search(text: &str, viewer: i64, limit: usize) -> Search {
    Search {
        text: text.into(),
        viewer: Some(viewer),
        scope: Scope::School,
        limit,
        ..Search::default()
    }
}

fn titles(library: &Library, search: &Search) -> Vec<String> {
    let mut titles: Vec<String> = library
        .search(search)
        .unwrap()
        .into_iter()
        .map(|h| h.title)
        .collect();
    titles.sort();
    titles
}

#[test]
fn a_word_found_exactly_is_not_also_matched_fuzzily() {
    let library = Library::open(None).unwrap();
    library
        .load(vec![
            entry(
                1,
                1,
                Visibility::School,
                "Growing a plant",
                &["What does a plant need to grow?"],
            ),
            entry(
                2,
                1,
                Visibility::School,
                "Flight",
                &["What lifts a plane into the air?"],
            ),
        ])
        .unwrap();
    // "plant" is in the index: "plane", one letter away, is not a match.
    assert_eq!(
        titles(&library, &search("plant", 1, 10)),
        ["Growing a plant"]
    );
    // A misspelling that matches nothing still finds the word.
    assert_eq!(
        titles(&library, &search("plannt", 1, 10)),
        ["Growing a plant"]
    );
    assert_eq!(titles(&library, &search("planee", 1, 10)), ["Flight"]);
    // And the word it stood for is marked in the snippet.
    let hits = library.search(&search("plannt", 1, 10)).unwrap();
    let snippet = &hits[0].snippet;
    let marked: Vec<&str> = snippet
        .highlights
        .iter()
        .map(|&(s, e)| &snippet.text[s..e])
        .collect();
    assert_eq!(marked, ["plant"]);
}

#[test]
fn what_others_may_not_see_is_never_walked_or_is_skipped_as_collected() {
    let library = Library::open(None).unwrap();
    let mut quizzes = Vec::new();
    // Thirty of Bea's private quizzes say "volcano" most.
    for id in 1..=30 {
        quizzes.push(entry(
            id,
            2,
            Visibility::Private,
            &format!("Volcano volcano {id}"),
            &["Which volcano erupted? volcano volcano"],
        ));
    }
    // What Ada may see says it once, and deep in a question.
    quizzes.push(entry(
        31,
        3,
        Visibility::School,
        "Rocks shared",
        &["Which rock comes from a volcano, after it cools down slowly?"],
    ));
    quizzes.push(entry(
        32,
        1,
        Visibility::Private,
        "Ada's rocks",
        &["Is basalt from a volcano or from a river bed far away?"],
    ));
    quizzes.push(entry(
        33,
        4,
        Visibility::Public,
        "Rocks public",
        &["Is pumice from a volcano or from the sea floor of an ocean?"],
    ));
    library.load(quizzes).unwrap();

    // Bea's private quizzes are on the private shelf, where Ada's search
    // looks only at her own: every quiz of the shared shelf is Ada's to
    // see, so the words run alone there.
    let (hits, path) = library.search_traced(&search("volcano", 1, 3)).unwrap();
    assert_eq!(path, SearchPath::Unfiltered);
    let mut found: Vec<&str> = hits.iter().map(|h| h.title.as_str()).collect();
    found.sort();
    assert_eq!(found, ["Ada's rocks", "Rocks public", "Rocks shared"]);

    // A visitor sees public quizzes only: one of two shared ones is a
    // large part of the shared shelf, so the words run alone and the
    // school's quiz is passed over while collecting.
    let visitor = |text: &str| Search {
        text: text.into(),
        viewer: None,
        scope: Scope::Public,
        limit: 3,
        ..Search::default()
    };
    let (hits, path) = library.search_traced(&visitor("volcano")).unwrap();
    assert_eq!(path, SearchPath::Unfiltered);
    let found: Vec<&str> = hits.iter().map(|h| h.title.as_str()).collect();
    assert_eq!(found, ["Rocks public"]);

    // With many more quizzes shared with the school (about rivers), the
    // public one is a small part of the shelf: the filter goes inside.
    library
        .load(
            (34..=45)
                .map(|id| {
                    entry(
                        id,
                        5,
                        Visibility::School,
                        &format!("Rivers {id}"),
                        &["Which river is the longest?"],
                    )
                })
                .collect(),
        )
        .unwrap();
    let (hits, path) = library.search_traced(&visitor("volcano")).unwrap();
    assert_eq!(path, SearchPath::Filtered);
    let found: Vec<&str> = hits.iter().map(|h| h.title.as_str()).collect();
    assert_eq!(found, ["Rocks public"]);
    // Nobody signed in asking the school's scope sees the same.
    let anonymous = Search {
        scope: Scope::School,
        ..visitor("volcano")
    };
    assert_eq!(titles(&library, &anonymous), ["Rocks public"]);
    let (hits, path) = library.search_traced(&search("volcano", 1, 3)).unwrap();
    assert_eq!(path, SearchPath::Unfiltered);
    let mut found: Vec<&str> = hits.iter().map(|h| h.title.as_str()).collect();
    found.sort();
    assert_eq!(found, ["Ada's rocks", "Rocks public", "Rocks shared"]);

    // Bea sees her own first, straight from the words.
    let (hits, path) = library.search_traced(&search("volcano", 2, 3)).unwrap();
    assert_eq!(path, SearchPath::Unfiltered);
    assert!(hits.iter().all(|h| h.owner == 2), "{hits:?}");

    // A word only Ada's private quiz holds: only the private shelf's
    // lists of her own quizzes hold it.
    let (hits, path) = library.search_traced(&search("basalt", 1, 3)).unwrap();
    assert_eq!(path, SearchPath::Unfiltered);
    assert_eq!(hits.len(), 1);
    let hits = library.search(&search("basalt", 3, 3)).unwrap();
    assert!(hits.is_empty(), "Ada's private quiz is hers: {hits:?}");
}

#[test]
fn related_quizzes_never_list_what_the_viewer_may_not_see() {
    let library = Library::open(None).unwrap();
    let mut quizzes = vec![entry(
        1,
        1,
        Visibility::School,
        "Volcanoes",
        &[
            "Which volcano destroyed Pompeii?",
            "What is molten rock called under the surface?",
        ],
    )];
    // Many close private quizzes of another teacher, then one shared.
    for id in 2..=60 {
        quizzes.push(entry(
            id,
            2,
            Visibility::Private,
            &format!("Volcanoes and magma {id}"),
            &[
                "Which volcano buried Pompeii and Herculaneum?",
                &format!("What is molten rock called, question {id}?"),
            ],
        ));
    }
    quizzes.push(entry(
        61,
        3,
        Visibility::School,
        "Rocks and magma",
        &["Is magma molten rock?", "Name a volcano in Italy."],
    ));
    library.load(quizzes).unwrap();
    let related = library.related(1, Some(1), 5).unwrap();
    let ids: Vec<i64> = related.iter().map(|r| r.id).collect();
    assert_eq!(ids, [61]);
    // Their owner finds them, through her own keys on the private shelf
    // (near-copies of each other, listed once).
    let related = library.related(1, Some(2), 5).unwrap();
    assert!(
        related.iter().any(|r| (2..=60).contains(&r.id)),
        "{related:?}"
    );
    assert!(
        related.iter().all(|r| r.id == 61 || r.owner == 2),
        "{related:?}"
    );
    // Nobody signed in sees public quizzes only, and none is public.
    assert!(library.related(1, None, 5).unwrap().is_empty());
}

#[test]
fn a_teachers_own_quizzes_are_found_on_both_shelves() {
    let library = Library::open(None).unwrap();
    library
        .load(vec![
            entry(
                1,
                1,
                Visibility::Private,
                "Tides",
                &["What causes the tides?"],
            ),
            entry(
                2,
                1,
                Visibility::School,
                "Tides shared",
                &["When are tides highest?"],
            ),
            entry(
                3,
                2,
                Visibility::Private,
                "Tides of Bea",
                &["Why are there two tides a day?"],
            ),
            entry(
                4,
                2,
                Visibility::Public,
                "Tides public",
                &["Where are tides largest?"],
            ),
        ])
        .unwrap();
    let mine = |viewer| Search {
        scope: Scope::Mine,
        ..search("tides", viewer, 10)
    };
    assert_eq!(titles(&library, &mine(1)), ["Tides", "Tides shared"]);
    assert_eq!(titles(&library, &mine(2)), ["Tides of Bea", "Tides public"]);
    assert_eq!(
        titles(&library, &search("tides", 1, 10)),
        ["Tides", "Tides public", "Tides shared"]
    );
    // Misspelt, the same.
    assert_eq!(
        titles(&library, &mine(2)),
        titles(
            &library,
            &Search {
                text: "tydes".into(),
                ..mine(2)
            }
        )
    );
}

#[test]
fn a_quiz_whose_keys_all_are_common_still_gets_related_quizzes() {
    // Over a thousand quizzes about volcanoes: every key the first has is
    // held by nearly all of them, which the related query leaves out as
    // too common, save for the least common few when nothing else is left.
    let library = Library::open(None).unwrap();
    let quizzes = (1..=1_200)
        .map(|id| {
            entry(
                id,
                1 + id % 7,
                Visibility::School,
                &format!("Volcano eruptions {id}"),
                &[
                    "Which volcano erupted with lava and ash?",
                    &format!("What does the code q{id}x of this quiz stand for?"),
                ],
            )
        })
        .collect();
    library.load(quizzes).unwrap();
    // (Most of them are near-copies of each other, so few are listed.)
    let related = library.related(1, Some(1), 5).unwrap();
    assert!(!related.is_empty());
    assert!(related.iter().all(|r| r.id != 1), "{related:?}");
}

#[test]
fn quizzes_holding_every_word_come_first_then_those_holding_some() {
    let library = Library::open(None).unwrap();
    library
        .load(vec![
            entry(
                1,
                1,
                Visibility::School,
                "Volcano volcano volcano",
                &["Which volcano is the tallest volcano?"],
            ),
            entry(
                2,
                1,
                Visibility::School,
                "Rocks",
                &["Is basalt cooled from a volcano's lava?"],
            ),
            entry(
                3,
                1,
                Visibility::School,
                "Basalt basalt",
                &["Where is basalt found? Basalt columns"],
            ),
            entry(
                4,
                1,
                Visibility::School,
                "Rivers",
                &["Which river is longest?"],
            ),
        ])
        .unwrap();
    let ranked = |text: &str| -> Vec<String> {
        library
            .search(&search(text, 1, 10))
            .unwrap()
            .into_iter()
            .map(|h| h.title)
            .collect()
    };
    // Quizzes 1 and 3 say one of the words often and in their titles, so
    // the words' union alone would rank them above the one saying both.
    for text in ["volcano basalt", "basalt volcano", "volcanoo basalt"] {
        let found = ranked(text);
        assert_eq!(found.len(), 3, "{text}: {found:?}");
        assert_eq!(found[0], "Rocks", "{text}: {found:?}");
    }
    // With a filter inside the query, the same.
    let mut filtered = search("volcano basalt", 1, 10);
    filtered.kinds = vec!["open".into()];
    let (hits, path) = library.search_traced(&filtered).unwrap();
    assert_eq!(path, SearchPath::Filtered);
    assert_eq!(hits.first().map(|h| h.title.as_str()), Some("Rocks"));
    // Only as many as asked for, the one with both first.
    assert_eq!(
        library.search(&search("volcano basalt", 1, 1)).unwrap()[0].title,
        "Rocks"
    );
    // A word no quiz holds leaves the others to find what they can.
    let found = ranked("basalt zzzqqq");
    assert_eq!(found.len(), 2, "{found:?}");
}

#[test]
fn quizzes_holding_every_word_are_scored_as_the_union_scores_them() {
    let library = Library::open(None).unwrap();
    library
        .load(
            (1..=12)
                .map(|id| {
                    let prompt = if id % 3 == 0 {
                        "Which gas do plants take in for photosynthesis?".to_string()
                    } else {
                        format!("How do plants grow in spring number {id}?")
                    };
                    entry(
                        id,
                        1,
                        Visibility::School,
                        &format!("Plants {id}"),
                        &[&prompt],
                    )
                })
                .collect(),
        )
        .unwrap();
    // Every hit of "photosynthesis plants" holds both words, so it must
    // come out with the score the union of one word gives plus the
    // other's; compare against the two words searched on their own.
    let both = library
        .search(&search("photosynthesis plants", 1, 20))
        .unwrap();
    let one = |text: &str| -> std::collections::BTreeMap<i64, f32> {
        library
            .search(&search(text, 1, 20))
            .unwrap()
            .into_iter()
            .map(|h| (h.id, h.score))
            .collect()
    };
    let (photosynthesis, plants) = (one("photosynthesis"), one("plants"));
    let holding: Vec<&quizforge_library::Hit> = both
        .iter()
        .filter(|h| photosynthesis.contains_key(&h.id))
        .collect();
    assert_eq!(holding.len(), 4);
    for hit in holding {
        let sum = photosynthesis[&hit.id] + plants[&hit.id];
        assert!((hit.score - sum).abs() < 1e-4, "{hit:?}: {sum}");
    }
    // And they come first.
    assert!(both[..4].iter().all(|h| h.id % 3 == 0), "{both:?}");
}

#[test]
fn a_quiz_scores_the_same_on_either_shelf() {
    let library = Library::open(None).unwrap();
    let volcanoes = |id, owner, visibility| {
        entry(
            id,
            owner,
            visibility,
            "Volcanoes",
            &["Which volcano erupted in the year 79?"],
        )
    };
    let mut quizzes = vec![
        volcanoes(1, 1, Visibility::Private),
        volcanoes(2, 2, Visibility::School),
    ];
    // More shared quizzes say "volcano" than private ones, so each shelf
    // alone would weigh the word differently.
    for id in 3..=6 {
        quizzes.push(entry(
            id,
            2,
            Visibility::School,
            &format!("Mountains {id}"),
            &["Is a volcano a mountain, and how are mountains made over time?"],
        ));
    }
    library.load(quizzes).unwrap();
    for text in ["volcano", "volcano erupted", "volcanno"] {
        let hits = library.search(&search(text, 1, 2)).unwrap();
        let found: Vec<(i64, f32)> = hits.iter().map(|h| (h.id, h.score)).collect();
        assert_eq!(found.len(), 2, "{text}: {found:?}");
        assert_eq!(found[0].1, found[1].1, "{text}: {found:?}");
        assert_eq!(found[0].0, 1, "ties in document order: {found:?}");
    }

    // Shared, the quiz moves to the other shelf: Bea finds it, with the
    // same score as her own; made private again, she does not.
    library
        .load(vec![volcanoes(1, 1, Visibility::School)])
        .unwrap();
    let hits = library.search(&search("volcano erupted", 2, 2)).unwrap();
    let mut ids: Vec<i64> = hits.iter().map(|h| h.id).collect();
    ids.sort();
    assert_eq!(ids, [1, 2]);
    assert_eq!(hits[0].score, hits[1].score);
    library
        .load(vec![volcanoes(1, 1, Visibility::Private)])
        .unwrap();
    let hits = library.search(&search("volcano erupted", 2, 2)).unwrap();
    assert_eq!(hits[0].id, 2);
    assert!(hits.iter().all(|h| h.id != 1), "{hits:?}");
    let hits = library.search(&search("volcano erupted", 1, 2)).unwrap();
    let mut ids: Vec<i64> = hits.iter().map(|h| h.id).collect();
    ids.sort();
    assert_eq!(ids, [1, 2]);
}

#[test]
fn two_words_held_apart_are_found_as_the_union_finds_them() {
    // Enough quizzes that each word's list spans several blocks, of many
    // lengths and word counts; few hold both words, so the page is filled
    // with quizzes holding one, found word by word.
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move |below: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % below
    };
    let filler = ["river", "mountain", "valley", "desert", "coast", "plain"];
    let entries = (1..=1_500)
        .map(|id| {
            let mut prompt = String::from("Which");
            for _ in 0..1 + next(30) {
                prompt.push(' ');
                prompt.push_str(filler[next(6) as usize]);
            }
            let word = match (id % 97 == 0, next(3)) {
                (true, _) => "alpha beta",
                (false, 0) => "alpha",
                (false, 1) => "beta",
                _ => "",
            };
            for _ in 0..1 + next(3) {
                prompt.push(' ');
                prompt.push_str(word);
            }
            let visibility = match id % 5 {
                0 => Visibility::Private,
                _ => Visibility::School,
            };
            entry(
                id,
                1 + id % 3,
                visibility,
                "Landforms",
                &[&format!("{prompt}?")],
            )
        })
        .collect();
    let library = Library::open(None).unwrap();
    library.load(entries).unwrap();
    for text in ["alpha beta", "beta alpha"] {
        for limit in [5, 20, 60] {
            let fast = library.search(&search(text, 1, limit)).unwrap();
            // A filter every quiz passes puts the words inside one query
            // whose every match is scored: the plain way.
            let mut plain = search(text, 1, limit);
            plain.kinds = vec!["open".into()];
            let (expected, path) = library.search_traced(&plain).unwrap();
            assert_eq!(path, SearchPath::Filtered);
            let found = |hits: &[quizforge_library::Hit]| -> Vec<(i64, u32)> {
                hits.iter().map(|h| (h.id, h.score.to_bits())).collect()
            };
            assert_eq!(expected.len(), limit);
            assert_eq!(found(&fast), found(&expected), "{text}, {limit}");
        }
    }
}

#[test]
fn a_misspelt_word_stands_first_for_the_common_word_it_was_meant_to_be() {
    // "sates" is one edit from a dozen indexed words; "states", which
    // many quizzes hold, is the one meant, though it comes after the
    // others in alphabetical order.
    let rare = [
        "bates", "dates", "fates", "gates", "hates", "lates", "mates", "rates", "sales", "sames",
        "saves",
    ];
    let mut entries: Vec<LibraryQuiz> = rare
        .iter()
        .enumerate()
        .map(|(at, word)| {
            entry(
                at as i64 + 1,
                1,
                Visibility::School,
                "Odds and ends",
                &[&format!("Which {word} belong here?")],
            )
        })
        .collect();
    for id in 100..110 {
        entries.push(entry(
            id,
            1,
            Visibility::School,
            "Government",
            &["How many states joined the union?"],
        ));
    }
    let library = Library::open(None).unwrap();
    library.load(entries).unwrap();
    let found = library.search(&search("sates", 1, 10)).unwrap();
    assert!(
        found.iter().any(|hit| hit.title == "Government"),
        "{found:?}"
    );
}
