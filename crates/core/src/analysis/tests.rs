use super::*;
use crate::model::Choice;
use proptest::prelude::*;

/// The worked example of `docs/item-analysis.md`: 10 students, 5 questions
/// with options A–D, keyed A C B D A; each row is the options a student
/// picked.
const EXAMPLE: [&str; 10] = [
    "ACBAC", "ACBDC", "ACBCA", "ACDAC", "ABBBC", "ACCAA", "ABBCB", "AACBA", "ABDAA", "AACCD",
];
const KEYS: &str = "ACBDA";

fn letter(c: char) -> usize {
    (c as u8 - b'A') as usize
}

fn example() -> Responses {
    let mut table = Responses::new(
        KEYS.chars()
            .map(|k| Item::choice(4, vec![letter(k)]))
            .collect(),
    );
    for row in EXAMPLE {
        let cells: Vec<Cell> = row
            .chars()
            .zip(KEYS.chars())
            .map(|(picked, key)| {
                Cell::new(f64::from(u8::from(picked == key)), Some(letter(picked)))
            })
            .collect();
        table.push(&cells).unwrap();
    }
    table
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 5e-4
}

#[test]
fn the_worked_example_gives_the_documented_numbers() {
    let a = analyse(&example());
    assert_eq!(a.students, 10);
    assert_eq!(a.group, 3);
    assert!(close(a.mean, 2.5) && close(a.sd, 0.922), "{a:?}");

    let facility: Vec<f64> = a.items.iter().map(|i| i.facility).collect();
    assert_eq!(facility, [1.0, 0.5, 0.5, 0.1, 0.4]);

    let discrimination: Vec<Option<f64>> = a.items.iter().map(|i| i.discrimination).collect();
    assert_eq!(discrimination[0], None, "everyone got question 1 right");
    for (got, want) in discrimination[1..].iter().zip([0.316, 0.0, 0.25, -0.303]) {
        assert!(got.is_some_and(|g| close(g, want)), "{discrimination:?}");
    }
    let upper_lower: Vec<f64> = a.items.iter().map(|i| i.upper_lower.unwrap()).collect();
    for (got, want) in upper_lower.iter().zip([0.0, 1.0, 1.0, 0.333, -0.333]) {
        assert!(close(*got, want), "{upper_lower:?}");
    }

    // Question 5: the key A is chosen by a third of the upper group, C by
    // two thirds.
    let q5 = &a.items[4].options;
    assert!(q5[0].key && !q5[2].key);
    assert!(close(q5[0].upper, 1.0 / 3.0) && close(q5[0].lower, 2.0 / 3.0));
    assert!(close(q5[2].upper, 2.0 / 3.0) && close(q5[2].lower, 0.0));
    assert!(close(q5[2].rate, 0.4));

    let flags: Vec<Flags> = a.items.iter().map(|i| i.flags).collect();
    let none = Flags::default();
    assert_eq!(
        flags,
        [
            Flags {
                too_easy: true,
                ..none
            },
            none,
            none,
            Flags {
                too_hard: true,
                ..none
            },
            Flags {
                miskeyed: true,
                ..none
            },
        ]
    );
    let dead: Vec<&[usize]> = a.items.iter().map(|i| &i.dead_distractors[..]).collect();
    assert_eq!(dead, [&[1, 2, 3][..], &[3], &[0], &[], &[]]);

    let r = a.reliability.unwrap();
    assert!(close(r.alpha, 1.0 / 34.0), "{r:?}");
    assert_eq!(r.kr20, Some(r.alpha));
    assert!(close(r.sem, 0.908), "{r:?}");
}

#[test]
fn groups_are_27_percent_at_least_one_at_most_half() {
    assert_eq!(group_size(0), 0);
    assert_eq!(group_size(1), 0);
    assert_eq!(group_size(2), 1);
    assert_eq!(group_size(3), 1);
    assert_eq!(group_size(10), 3);
    assert_eq!(group_size(30), 8);
    assert_eq!(group_size(100), 27);
}

#[test]
fn partial_credit_gives_alpha_but_no_kr20() {
    let mut table = Responses::new(vec![Item::scored(), Item::scored()]);
    for row in [[0.0, 0.5], [0.5, 0.5], [1.0, 1.0], [0.25, 0.0]] {
        table
            .push(&[Cell::new(row[0], None), Cell::new(row[1], None)])
            .unwrap();
    }
    let a = analyse(&table);
    let r = a.reliability.unwrap();
    assert_eq!(r.kr20, None);
    assert!(r.alpha > 0.0 && r.alpha <= 1.0, "{r:?}");
    assert!(a.items.iter().all(|i| i.options.is_empty()));
}

#[test]
fn small_or_flat_tables_give_no_reliability() {
    let empty = analyse(&Responses::new(vec![Item::scored(); 3]));
    assert_eq!(empty.students, 0);
    assert_eq!(empty.reliability, None);
    assert!(
        empty
            .items
            .iter()
            .all(|i| !i.flags.too_easy && !i.flags.too_hard)
    );
    let mut one = Responses::new(vec![Item::scored(); 2]);
    one.push(&[Cell::new(1.0, None); 2]).unwrap();
    let one = analyse(&one);
    assert_eq!(one.reliability, None);
    assert_eq!(one.items[0].upper_lower, None);
    let mut flat = Responses::new(vec![Item::scored(); 2]);
    for _ in 0..5 {
        flat.push(&[Cell::new(1.0, None), Cell::new(0.0, None)])
            .unwrap();
    }
    assert_eq!(analyse(&flat).reliability, None);
}

#[test]
fn rows_that_do_not_fit_are_refused() {
    let mut table = Responses::new(vec![Item::choice(3, vec![0]), Item::scored()]);
    assert_eq!(
        table.push(&[Cell::default()]),
        Err(TableError::WrongLength {
            expected: 2,
            found: 1
        })
    );
    assert_eq!(
        table.push(&[Cell::new(1.5, None), Cell::default()]),
        Err(TableError::BadScore {
            question: 0,
            score: 1.5
        })
    );
    assert!(matches!(
        table.push(&[Cell::new(f64::NAN, None), Cell::default()]),
        Err(TableError::BadScore { question: 0, .. })
    ));
    assert_eq!(
        table.push(&[Cell::new(0.0, Some(3)), Cell::default()]),
        Err(TableError::BadOption {
            question: 0,
            option: 3,
            options: 3
        })
    );
    assert_eq!(
        table.push(&[Cell::default(), Cell::new(0.0, Some(0))]),
        Err(TableError::BadOption {
            question: 1,
            option: 0,
            options: 0
        })
    );
    assert_eq!(table.students(), 0);
}

#[test]
fn an_item_comes_from_a_question_of_the_model() {
    let question = Question::new(
        "p",
        Body::MultipleChoice {
            choices: vec![Choice::new("a", false), Choice::new("b", true)],
        },
    );
    assert_eq!(Item::of(&question), Item::choice(2, vec![1]));
    let mut unknown = question.clone();
    unknown.answer_known = false;
    assert_eq!(Item::of(&unknown), Item::choice(2, vec![]));
    assert_eq!(Item::of(&Question::new("p", Body::Open)), Item::scored());
}

// ------------------------------------------------------------------------
// A second, independent implementation: straightforward formulas, one
// statistic at a time, with the rest scores and groups built explicitly.

fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len() as f64
}

fn variance(v: &[f64]) -> f64 {
    let m = mean(v);
    v.iter().map(|x| (x - m).powi(2)).sum::<f64>() / v.len() as f64
}

fn pearson(x: &[f64], y: &[f64]) -> Option<f64> {
    let (mx, my) = (mean(x), mean(y));
    let cov: f64 = x.iter().zip(y).map(|(a, b)| (a - mx) * (b - my)).sum();
    let sx: f64 = x.iter().map(|a| (a - mx).powi(2)).sum();
    let sy: f64 = y.iter().map(|b| (b - my).powi(2)).sum();
    (sx / x.len() as f64 > 1e-12 && sy / y.len() as f64 > 1e-12).then(|| cov / (sx * sy).sqrt())
}

struct Naive {
    facility: Vec<f64>,
    discrimination: Vec<Option<f64>>,
    upper_lower: Vec<Option<f64>>,
    upper_rates: Vec<Vec<f64>>,
    lower_rates: Vec<Vec<f64>>,
    alpha: Option<f64>,
}

fn naive(scores: &[Vec<f64>], chosen: &[Vec<Option<usize>>], options: &[usize]) -> Naive {
    let n = scores.len();
    let k = options.len();
    let column = |q: usize| -> Vec<f64> { scores.iter().map(|row| row[q]).collect() };
    let totals: Vec<f64> = scores.iter().map(|row| row.iter().sum()).collect();
    // Sort everyone, best total first, earlier row first among equals.
    let mut ranked: Vec<usize> = (0..n).collect();
    ranked.sort_by(|&a, &b| totals[b].partial_cmp(&totals[a]).unwrap().then(a.cmp(&b)));
    let g = if n < 2 {
        0
    } else {
        ((n as f64 * 0.27).round() as usize).max(1).min(n / 2)
    };
    let upper = &ranked[..g];
    let lower = &ranked[n - g..];
    let mut out = Naive {
        facility: Vec::new(),
        discrimination: Vec::new(),
        upper_lower: Vec::new(),
        upper_rates: Vec::new(),
        lower_rates: Vec::new(),
        alpha: None,
    };
    for q in 0..k {
        let x = column(q);
        let rest: Vec<f64> = (0..n).map(|s| totals[s] - x[s]).collect();
        out.facility.push(mean(&x));
        out.discrimination.push(pearson(&x, &rest));
        let group_mean = |members: &[usize]| members.iter().map(|&s| x[s]).sum::<f64>() / g as f64;
        out.upper_lower
            .push((g > 0).then(|| group_mean(upper) - group_mean(lower)));
        let rates = |members: &[usize]| -> Vec<f64> {
            (0..options[q])
                .map(|o| {
                    members.iter().filter(|&&s| chosen[s][q] == Some(o)).count() as f64
                        / members.len().max(1) as f64
                })
                .collect()
        };
        out.upper_rates.push(rates(upper));
        out.lower_rates.push(rates(lower));
    }
    let var_total = variance(&totals);
    if n >= 2 && k >= 2 && var_total > 0.0 {
        let sum_var: f64 = (0..k).map(|q| variance(&column(q))).sum();
        out.alpha = Some(k as f64 / (k as f64 - 1.0) * (1.0 - sum_var / var_total));
    }
    out
}

/// A random table: each question a choice question (2 to 5 options, one
/// key) or a partly-credited one; scores follow the choices.
/// Options per question (0: not a choice question), scores and choices.
type Table = (Vec<usize>, Vec<Vec<f64>>, Vec<Vec<Option<usize>>>);

fn tables() -> impl Strategy<Value = Table> {
    (1usize..40, prop::collection::vec(0usize..6, 1..8)).prop_flat_map(|(n, kinds)| {
        let k = kinds.len();
        let cells = prop::collection::vec(prop::collection::vec((0usize..6, 0u8..5), k), n);
        (Just(kinds), cells).prop_map(|(kinds, cells)| {
            // kinds[q] < 2: a scored question (credit in quarters); else a
            // choice question with kinds[q] options, keyed 0.
            let options: Vec<usize> = kinds.iter().map(|&o| if o < 2 { 0 } else { o }).collect();
            let mut scores = Vec::new();
            let mut chosen = Vec::new();
            for row in cells {
                let mut s = Vec::new();
                let mut c = Vec::new();
                for (q, (pick, quarter)) in row.into_iter().enumerate() {
                    if options[q] == 0 {
                        s.push(f64::from(quarter) / 4.0);
                        c.push(None);
                    } else if pick >= options[q] {
                        // Not answered.
                        s.push(0.0);
                        c.push(None);
                    } else {
                        s.push(if pick == 0 { 1.0 } else { 0.0 });
                        c.push(Some(pick));
                    }
                }
                scores.push(s);
                chosen.push(c);
            }
            (options, scores, chosen)
        })
    })
}

fn same(a: Option<f64>, b: Option<f64>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => (a - b).abs() < 1e-9,
        (None, None) => true,
        _ => false,
    }
}

proptest! {
    #[test]
    fn agrees_with_the_straightforward_formulas((options, scores, chosen) in tables()) {
        let items: Vec<Item> = options
            .iter()
            .map(|&o| if o == 0 { Item::scored() } else { Item::choice(o, vec![0]) })
            .collect();
        let mut table = Responses::new(items);
        for (s, c) in scores.iter().zip(&chosen) {
            let row: Vec<Cell> = s.iter().zip(c).map(|(&score, &pick)| Cell::new(score, pick)).collect();
            table.push(&row).unwrap();
        }
        let fast = analyse(&table);
        let slow = naive(&scores, &chosen, &options);
        prop_assert_eq!(fast.students, scores.len());
        prop_assert_eq!(fast.items.len(), options.len());
        for (q, item) in fast.items.iter().enumerate() {
            prop_assert!((item.facility - slow.facility[q]).abs() < 1e-9);
            prop_assert!(
                same(item.discrimination, slow.discrimination[q]),
                "question {}: {:?} against {:?}", q, item.discrimination, slow.discrimination[q]
            );
            prop_assert!(same(item.upper_lower, slow.upper_lower[q]));
            prop_assert_eq!(item.options.len(), options[q]);
            for (o, stats) in item.options.iter().enumerate() {
                prop_assert!((stats.upper - slow.upper_rates[q][o]).abs() < 1e-12);
                prop_assert!((stats.lower - slow.lower_rates[q][o]).abs() < 1e-12);
            }
        }
        prop_assert!(same(fast.reliability.map(|r| r.alpha), slow.alpha));
    }
}
