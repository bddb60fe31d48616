//! Item analysis: how each question of a quiz behaved once a class took it,
//! and how far the quiz's total can be trusted.
//!
//! Pure functions over a [`Responses`] table (students × questions, each
//! cell the credit earned, 0 to 1, and for choice questions the option
//! picked). Everything runs in O(students × questions). The formulas, with
//! a worked example, are in `docs/item-analysis.md`.

use thiserror::Error;

use crate::model::{Body, Question};

/// The share of the class in each of the upper and lower groups.
pub const GROUP_SHARE: f64 = 0.27;
/// Above this facility a question is too easy to tell students apart.
pub const TOO_EASY: f64 = 0.9;
/// Below this facility a question is too hard.
pub const TOO_HARD: f64 = 0.2;
/// A distractor chosen by fewer than this share of the class is dead.
pub const DEAD_DISTRACTOR: f64 = 0.05;

/// What the analysis needs to know of one question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// How many options a choice question shows; 0 for other questions.
    pub options: usize,
    /// The options that are (fully or partly) right, for a choice question
    /// whose key is known; empty otherwise.
    pub key: Vec<usize>,
}

impl Item {
    /// A question that is not a choice question: only its credit counts.
    pub fn scored() -> Self {
        Self {
            options: 0,
            key: Vec::new(),
        }
    }

    /// A choice question with `options` options, `key` among them.
    pub fn choice(options: usize, key: Vec<usize>) -> Self {
        Self { options, key }
    }

    /// The item of a question of the model: its choices and key for
    /// multiple choice, multiple response and true/false, nothing else for
    /// other kinds.
    pub fn of(question: &Question) -> Self {
        match &question.body {
            Body::MultipleChoice { choices }
            | Body::MultipleResponse { choices }
            | Body::TrueFalse { choices } => Self::choice(
                choices.len(),
                if question.answer_known {
                    (0..choices.len()).filter(|&i| choices[i].correct).collect()
                } else {
                    Vec::new()
                },
            ),
            _ => Self::scored(),
        }
    }
}

/// One student's answer to one question.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Cell {
    /// The share of the question's credit earned, 0 to 1 (0 when not
    /// answered).
    pub score: f64,
    /// The option picked, for a choice question answered with one option.
    pub chosen: Option<usize>,
}

impl Cell {
    /// An answer earning `score`, with the option picked if any.
    pub fn new(score: f64, chosen: Option<usize>) -> Self {
        Self { score, chosen }
    }
}

/// A row that does not fit the table.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum TableError {
    /// The row has a different number of answers than the table has
    /// questions.
    #[error("a row has {found} answers, the table has {expected} questions")]
    WrongLength { expected: usize, found: usize },
    /// A score is not a number from 0 to 1.
    #[error("question {question}: score {score} is not a number from 0 to 1")]
    BadScore { question: usize, score: f64 },
    /// An option index is not among the question's options.
    #[error("question {question}: option {option} is out of range (it has {options})")]
    BadOption {
        question: usize,
        option: usize,
        options: usize,
    },
}

/// The responses of a class: one row per student, one column per question.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Responses {
    items: Vec<Item>,
    /// Row-major: student `s`, question `q` is `cells[s * items.len() + q]`.
    cells: Vec<Cell>,
}

impl Responses {
    /// An empty table for these questions.
    pub fn new(items: Vec<Item>) -> Self {
        Self {
            items,
            cells: Vec::new(),
        }
    }

    /// Adds one student's answers, one per question, in order.
    pub fn push(&mut self, row: &[Cell]) -> Result<(), TableError> {
        if row.len() != self.items.len() {
            return Err(TableError::WrongLength {
                expected: self.items.len(),
                found: row.len(),
            });
        }
        for (question, (cell, item)) in row.iter().zip(&self.items).enumerate() {
            if !(0.0..=1.0).contains(&cell.score) {
                return Err(TableError::BadScore {
                    question,
                    score: cell.score,
                });
            }
            if let Some(option) = cell.chosen
                && option >= item.options
            {
                return Err(TableError::BadOption {
                    question,
                    option,
                    options: item.options,
                });
            }
        }
        self.cells.extend_from_slice(row);
        Ok(())
    }

    /// The questions.
    pub fn items(&self) -> &[Item] {
        &self.items
    }

    /// The number of students.
    pub fn students(&self) -> usize {
        self.cells.len().checked_div(self.items.len()).unwrap_or(0)
    }

    /// Student `student`'s answer to question `question`.
    pub fn cell(&self, student: usize, question: usize) -> Cell {
        self.cells[student * self.items.len() + question]
    }

    fn row(&self, student: usize) -> &[Cell] {
        let k = self.items.len();
        &self.cells[student * k..(student + 1) * k]
    }
}

/// How one option of a choice question was chosen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OptionStats {
    /// Whether the option is (part of) the key.
    pub key: bool,
    /// The share of the whole class that chose it.
    pub rate: f64,
    /// The share of the upper group that chose it.
    pub upper: f64,
    /// The share of the lower group that chose it.
    pub lower: f64,
}

/// What may be wrong with a question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Flags {
    /// Probably miskeyed: the students who did well overall did worse on it
    /// (negative discrimination), or the upper group chose a distractor
    /// more often than the key.
    pub miskeyed: bool,
    /// Facility above [`TOO_EASY`].
    pub too_easy: bool,
    /// Facility below [`TOO_HARD`].
    pub too_hard: bool,
}

/// The statistics of one question.
#[derive(Debug, Clone, PartialEq)]
pub struct ItemStats {
    /// The mean score, 0 to 1: for a right-or-wrong question, the share of
    /// the class that got it right.
    pub facility: f64,
    /// The point-biserial (Pearson) correlation of the question's score with
    /// the rest score (the total without this question), −1 to 1; `None`
    /// when either does not vary.
    pub discrimination: Option<f64>,
    /// The mean score of the upper group minus that of the lower group, −1
    /// to 1; `None` with fewer than two students.
    pub upper_lower: Option<f64>,
    /// Each option of a choice question, in order (empty for others).
    pub options: Vec<OptionStats>,
    /// Distractors chosen by fewer than [`DEAD_DISTRACTOR`] of the class.
    pub dead_distractors: Vec<usize>,
    /// What may be wrong.
    pub flags: Flags,
}

/// How far the quiz's total can be trusted.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Reliability {
    /// Cronbach's α.
    pub alpha: f64,
    /// KR-20, when every score is 0 or 1 (it is then equal to α).
    pub kr20: Option<f64>,
    /// The standard error of measurement of the total, in points of the
    /// total: `sd × √(1 − max(α, 0))`.
    pub sem: f64,
}

/// The analysis of a whole table.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    /// The number of students.
    pub students: usize,
    /// The size of each of the upper and lower groups.
    pub group: usize,
    /// The mean total score.
    pub mean: f64,
    /// The standard deviation of the total score (population: divided by
    /// the number of students).
    pub sd: f64,
    /// One per question, in order.
    pub items: Vec<ItemStats>,
    /// `None` with fewer than two students or two questions, or when the
    /// totals do not vary.
    pub reliability: Option<Reliability>,
}

/// The size of each of the upper and lower groups: 27 % of the class,
/// rounded, at least 1 and at most half (none for fewer than two).
pub fn group_size(students: usize) -> usize {
    if students < 2 {
        return 0;
    }
    ((students as f64 * GROUP_SHARE).round() as usize).clamp(1, students / 2)
}

/// Analyses the table. O(students × questions) time, O(students +
/// questions × options) extra memory.
pub fn analyse(table: &Responses) -> Analysis {
    let n = table.students();
    let k = table.items.len();
    let nf = n as f64;

    // Pass 1: each student's total, each question's mean.
    let mut totals = vec![0.0; n];
    let mut sums = vec![0.0; k];
    for (s, total) in totals.iter_mut().enumerate() {
        for (q, cell) in table.row(s).iter().enumerate() {
            *total += cell.score;
            sums[q] += cell.score;
        }
    }
    let mean = if n > 0 {
        totals.iter().sum::<f64>() / nf
    } else {
        0.0
    };
    let means: Vec<f64> = sums
        .iter()
        .map(|s| if n > 0 { s / nf } else { 0.0 })
        .collect();

    // Pass 2: centred sums (population variances and covariances).
    let var_total = if n > 0 {
        totals.iter().map(|t| (t - mean) * (t - mean)).sum::<f64>() / nf
    } else {
        0.0
    };
    let mut var_item = vec![0.0; k];
    let mut cov_item_total = vec![0.0; k];
    let mut dichotomous = true;
    for (s, total) in totals.iter().enumerate() {
        let dt = total - mean;
        for (q, cell) in table.row(s).iter().enumerate() {
            let dx = cell.score - means[q];
            var_item[q] += dx * dx;
            cov_item_total[q] += dx * dt;
            dichotomous &= cell.score == 0.0 || cell.score == 1.0;
        }
    }
    if n > 0 {
        for q in 0..k {
            var_item[q] /= nf;
            cov_item_total[q] /= nf;
        }
    }

    // The upper and lower groups: the `group` best and worst totals, ties
    // broken by row order (earlier rows rank higher), found in linear time.
    let group = group_size(n);
    let (upper, lower) = groups(&totals, group);

    let mut items = Vec::with_capacity(k);
    for (q, item) in table.items.iter().enumerate() {
        let discrimination = rest_correlation(var_item[q], cov_item_total[q], var_total);
        let group_mean = |members: &[usize]| {
            members.iter().map(|&s| table.cell(s, q).score).sum::<f64>() / members.len() as f64
        };
        let upper_lower = (group > 0).then(|| group_mean(&upper) - group_mean(&lower));
        let options = option_stats(table, q, item, &upper, &lower);
        let dead_distractors = options
            .iter()
            .enumerate()
            .filter(|(_, o)| !o.key && o.rate < DEAD_DISTRACTOR)
            .map(|(i, _)| i)
            .collect();
        let facility = means[q];
        let key_upper = options
            .iter()
            .filter(|o| o.key)
            .map(|o| o.upper)
            .fold(None, |best: Option<f64>, u| {
                Some(best.map_or(u, |b| b.max(u)))
            });
        let distractor_beats_key = key_upper.is_some_and(|key| {
            group > 0 && options.iter().any(|o| !o.key && o.upper > key + 1e-12)
        });
        let flags = Flags {
            miskeyed: discrimination.is_some_and(|d| d < 0.0) || distractor_beats_key,
            too_easy: n > 0 && facility > TOO_EASY,
            too_hard: n > 0 && facility < TOO_HARD,
        };
        items.push(ItemStats {
            facility,
            discrimination,
            upper_lower,
            options,
            dead_distractors,
            flags,
        });
    }

    let reliability = (n >= 2 && k >= 2 && var_total > 0.0).then(|| {
        let kf = k as f64;
        let alpha = kf / (kf - 1.0) * (1.0 - var_item.iter().sum::<f64>() / var_total);
        Reliability {
            alpha,
            kr20: dichotomous.then_some(alpha),
            sem: var_total.sqrt() * (1.0 - alpha.max(0.0)).sqrt(),
        }
    });

    Analysis {
        students: n,
        group,
        mean,
        sd: var_total.sqrt(),
        items,
        reliability,
    }
}

/// The correlation of an item's score `x` with the rest score `R = T − x`,
/// from the population variance of `x`, its covariance with the total `T`,
/// and the variance of `T`:
/// `cov(x, R) = cov(x, T) − var(x)`, `var(R) = var(T) − 2 cov(x, T) + var(x)`.
fn rest_correlation(var_x: f64, cov_xt: f64, var_t: f64) -> Option<f64> {
    let cov_xr = cov_xt - var_x;
    let var_r = var_t - 2.0 * cov_xt + var_x;
    // Below this the variance is rounding error of a constant column.
    const EPSILON: f64 = 1e-12;
    if var_x <= EPSILON || var_r <= EPSILON {
        return None;
    }
    Some((cov_xr / (var_x * var_r).sqrt()).clamp(-1.0, 1.0))
}

/// The rows of the `size` highest and the `size` lowest totals, ties broken
/// by row order.
fn groups(totals: &[f64], size: usize) -> (Vec<usize>, Vec<usize>) {
    if size == 0 {
        return (Vec::new(), Vec::new());
    }
    // Best first: higher total, then earlier row. A strict total order, so
    // the groups do not depend on how the selection runs.
    let rank = |a: &usize, b: &usize| totals[*b].total_cmp(&totals[*a]).then(a.cmp(b));
    let mut order: Vec<usize> = (0..totals.len()).collect();
    order.select_nth_unstable_by(size - 1, rank);
    let mut upper = order[..size].to_vec();
    let at = totals.len() - size;
    order.select_nth_unstable_by(at, rank);
    let mut lower = order[at..].to_vec();
    upper.sort_unstable();
    lower.sort_unstable();
    (upper, lower)
}

fn option_stats(
    table: &Responses,
    q: usize,
    item: &Item,
    upper: &[usize],
    lower: &[usize],
) -> Vec<OptionStats> {
    if item.options == 0 {
        return Vec::new();
    }
    let n = table.students();
    let mut all = vec![0usize; item.options];
    for s in 0..n {
        if let Some(o) = table.cell(s, q).chosen {
            all[o] += 1;
        }
    }
    let count = |members: &[usize]| {
        let mut counts = vec![0usize; item.options];
        for &s in members {
            if let Some(o) = table.cell(s, q).chosen {
                counts[o] += 1;
            }
        }
        counts
    };
    let (up, low) = (count(upper), count(lower));
    let share = |c: usize, of: usize| if of == 0 { 0.0 } else { c as f64 / of as f64 };
    (0..item.options)
        .map(|o| OptionStats {
            key: item.key.contains(&o),
            rate: share(all[o], n),
            upper: share(up[o], upper.len()),
            lower: share(low[o], lower.len()),
        })
        .collect()
}

#[cfg(test)]
mod tests;
