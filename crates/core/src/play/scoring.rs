//! Points for one answer, streaks and the ranking.
//!
//! Accuracy always comes first. The speed and streak bonuses are switches the
//! teacher turns on per assignment (both off by default): peers' users
//! complain most about speed scoring they cannot turn off and streaks that
//! make it "almost impossible for students outside the top 5 to win"
//! (`shared/design/peers.md` §3, item 1).

use super::Settings;
use crate::{Grade, Outcome};

/// The share of the accuracy points a right answer keeps however slow it is.
const SPEED_FLOOR: f64 = 0.5;

/// The bonus per correct answer in a row, as a share of the question's
/// points.
const STREAK_STEP: f64 = 0.1;

/// The streak at which the bonus stops growing.
const STREAK_CAP: u32 = 5;

/// The points awarded for one answer.
/// - Accuracy: `grade.points` (= fraction × question points).
/// - Speed bonus (settings.speed_bonus and a time limit known): the accuracy
///   points × (1 − ½ · clamp(elapsed/limit, 0, 1)), so a right answer never
///   earns less than half (Kahoot's rule).
/// - Streak bonus (settings.streak_bonus, and only on a Correct outcome):
///   + question points × 0.1 × min(streak_before, 5) (so at most +50 %).
/// - Never negative, never NaN; rounded to 2 decimals so sums are stable.
///
/// The speed rule is Kahoot!'s `P × (1 − (t/T)/2)` (`shared/design/peers.md`
/// §2, sources KH1 and KH2), chosen over ClassQuiz's linear `P × (T − t)/T`,
/// which gives a right answer at the buzzer no more than a wrong one and so
/// punishes the careful reader. The streak cap mirrors Kahoot!'s +100 per
/// step up to +500 on 1000 points, scaled to the question's own points.
///
/// Inputs from the outside world are not trusted: a negative or non-finite
/// point value or grade counts as zero, so a corrupt row cannot poison a
/// class total.
pub fn award(
    question_points: f64,
    grade: &Grade,
    settings: &Settings,
    elapsed_ms: u64,
    limit_ms: Option<u64>,
    streak_before: u32,
) -> f64 {
    let points = non_negative(question_points);
    let mut accuracy = non_negative(grade.points).min(points);
    if settings.speed_bonus
        && let Some(limit) = limit_ms.filter(|&limit| limit > 0)
    {
        let late = (elapsed_ms as f64 / limit as f64).clamp(0.0, 1.0);
        accuracy *= 1.0 - SPEED_FLOOR * late;
    }
    let streak = if settings.streak_bonus && grade.outcome == Outcome::Correct {
        points * STREAK_STEP * f64::from(streak_before.min(STREAK_CAP))
    } else {
        0.0
    };
    round2(accuracy + streak)
}

/// The streak after an answer: Correct → +1, NeedsReview → unchanged,
/// anything else → 0.
///
/// An answer waiting for the teacher neither extends nor breaks a streak:
/// the student should not lose their run because a human has yet to mark an
/// open question.
pub fn next_streak(before: u32, outcome: Outcome) -> u32 {
    match outcome {
        Outcome::Correct => before.saturating_add(1),
        Outcome::NeedsReview => before,
        Outcome::Partial | Outcome::Incorrect => 0,
    }
}

/// A ranking of (player id, score) pairs: highest score first, ties share a
/// rank ("1, 2, 2, 4") and are ordered by id.
///
/// Scores are compared in hundredths, the precision [`award`] rounds to, so
/// two totals that differ only by floating-point noise (`0.1 + 0.2` against
/// `0.3`) tie as a person reading them would expect. A NaN score, which
/// `award` never produces, ranks last instead of scrambling the sort.
pub fn rank(scores: &[(i64, f64)]) -> Vec<(i64, f64, u32)> {
    let mut sorted: Vec<(i64, f64)> = scores.to_vec();
    sorted.sort_by(|a, b| {
        hundredths(b.1)
            .cmp(&hundredths(a.1))
            .then_with(|| a.0.cmp(&b.0))
    });
    let mut ranked = Vec::with_capacity(sorted.len());
    let mut rank = 0;
    let mut previous = None;
    for (position, (id, score)) in sorted.into_iter().enumerate() {
        let key = hundredths(score);
        if previous != Some(key) {
            rank = u32::try_from(position + 1).unwrap_or(u32::MAX);
            previous = Some(key);
        }
        ranked.push((id, score, rank));
    }
    ranked
}

/// Rounds to two decimals, unless that would overflow (astronomical point
/// values): then the value is already finite and is kept as it is.
fn round2(x: f64) -> f64 {
    let rounded = (x * 100.0).round() / 100.0;
    if rounded.is_finite() { rounded } else { x }
}

/// `x`, or 0 when it is negative or not a finite number.
fn non_negative(x: f64) -> f64 {
    if x.is_finite() && x > 0.0 { x } else { 0.0 }
}

/// The sort key of a score: whole hundredths, NaN lowest.
fn hundredths(score: f64) -> i64 {
    if score.is_nan() {
        i64::MIN
    } else {
        // `as` saturates, so infinities land on the ends of the range.
        (score * 100.0).round() as i64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn graded(fraction: f64, points: f64) -> Grade {
        let outcome = if fraction >= 1.0 {
            Outcome::Correct
        } else if fraction > 0.0 {
            Outcome::Partial
        } else {
            Outcome::Incorrect
        };
        Grade {
            fraction,
            points: fraction * points,
            outcome,
        }
    }

    fn settings(speed_bonus: bool, streak_bonus: bool) -> Settings {
        Settings {
            speed_bonus,
            streak_bonus,
            ..Settings::default()
        }
    }

    #[test]
    fn accuracy_only_gives_the_graded_points_whatever_the_time() {
        let plain = Settings::default();
        let right = graded(1.0, 10.0);
        assert_eq!(award(10.0, &right, &plain, 0, Some(20_000), 4), 10.0);
        assert_eq!(award(10.0, &right, &plain, 19_999, Some(20_000), 0), 10.0);
        assert_eq!(award(10.0, &right, &plain, 99_999, None, 0), 10.0);
    }

    #[test]
    fn wrong_answers_earn_nothing_with_every_bonus_on() {
        let all = settings(true, true);
        let wrong = graded(0.0, 10.0);
        assert_eq!(award(10.0, &wrong, &all, 0, Some(20_000), 5), 0.0);
    }

    #[test]
    fn partial_credit_is_the_graded_share() {
        let half = graded(0.5, 4.0);
        assert_eq!(award(4.0, &half, &Settings::default(), 0, None, 0), 2.0);
        // A partial answer does not earn a streak bonus, but does decay.
        let all = settings(true, true);
        assert_eq!(award(4.0, &half, &all, 10_000, Some(20_000), 3), 1.5);
    }

    #[test]
    fn speed_bonus_decays_from_full_to_half_over_the_time_limit() {
        let speed = settings(true, false);
        let right = graded(1.0, 1000.0);
        assert_eq!(award(1000.0, &right, &speed, 0, Some(20_000), 0), 1000.0);
        assert_eq!(award(1000.0, &right, &speed, 5_000, Some(20_000), 0), 875.0);
        assert_eq!(
            award(1000.0, &right, &speed, 10_000, Some(20_000), 0),
            750.0
        );
        assert_eq!(
            award(1000.0, &right, &speed, 20_000, Some(20_000), 0),
            500.0
        );
    }

    #[test]
    fn a_late_right_answer_still_earns_half() {
        let speed = settings(true, false);
        let right = graded(1.0, 3.0);
        assert_eq!(award(3.0, &right, &speed, 60_000, Some(20_000), 0), 1.5);
        assert_eq!(award(3.0, &right, &speed, u64::MAX, Some(1), 0), 1.5);
    }

    #[test]
    fn speed_bonus_needs_a_time_limit() {
        let speed = settings(true, false);
        let right = graded(1.0, 2.0);
        assert_eq!(award(2.0, &right, &speed, 50_000, None, 0), 2.0);
        assert_eq!(award(2.0, &right, &speed, 50_000, Some(0), 0), 2.0);
    }

    #[test]
    fn streak_bonus_grows_by_a_tenth_up_to_half() {
        let streak = settings(false, true);
        let right = graded(1.0, 10.0);
        let earned: Vec<f64> = (0..8)
            .map(|before| award(10.0, &right, &streak, 0, None, before))
            .collect();
        assert_eq!(
            earned,
            [10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 15.0, 15.0],
            "capped at +50 % from a streak of 5"
        );
        assert_eq!(award(10.0, &right, &streak, 0, None, u32::MAX), 15.0);
    }

    #[test]
    fn streak_bonus_is_not_cut_by_the_speed_decay() {
        let all = settings(true, true);
        let right = graded(1.0, 10.0);
        assert_eq!(award(10.0, &right, &all, 20_000, Some(20_000), 5), 10.0);
    }

    #[test]
    fn answers_waiting_for_review_earn_nothing_yet() {
        let all = settings(true, true);
        let review = Grade {
            fraction: 0.0,
            points: 0.0,
            outcome: Outcome::NeedsReview,
        };
        assert_eq!(award(10.0, &review, &all, 0, Some(1_000), 5), 0.0);
    }

    #[test]
    fn awards_are_rounded_to_hundredths() {
        let speed = settings(true, false);
        let right = graded(1.0, 1.0);
        // 1 × (1 − ½ · 1/3) = 0.8333…
        assert_eq!(award(1.0, &right, &speed, 1_000, Some(3_000), 0), 0.83);
        let third = graded(1.0 / 3.0, 1.0);
        assert_eq!(award(1.0, &third, &Settings::default(), 0, None, 0), 0.33);
    }

    #[test]
    fn corrupt_inputs_give_zero_not_nan() {
        let all = settings(true, true);
        let nan = Grade {
            fraction: f64::NAN,
            points: f64::NAN,
            outcome: Outcome::Correct,
        };
        assert_eq!(award(10.0, &nan, &all, 0, Some(1_000), 2), 2.0);
        let right = graded(1.0, 1.0);
        assert_eq!(award(f64::NAN, &right, &all, 0, Some(1_000), 2), 0.0);
        assert_eq!(award(-5.0, &right, &all, 0, Some(1_000), 2), 0.0);
        assert_eq!(award(f64::INFINITY, &right, &all, 0, None, 2), 0.0);
        // A grade claiming more than the question is worth is capped.
        let inflated = Grade {
            fraction: 1.0,
            points: 50.0,
            outcome: Outcome::Correct,
        };
        assert_eq!(
            award(10.0, &inflated, &Settings::default(), 0, None, 0),
            10.0
        );
        let huge = award(f64::MAX, &right, &all, 0, None, 5);
        assert!(huge.is_finite() && huge > 0.0);
    }

    #[test]
    fn streaks_grow_on_correct_hold_on_review_and_reset_otherwise() {
        assert_eq!(next_streak(0, Outcome::Correct), 1);
        assert_eq!(next_streak(4, Outcome::Correct), 5);
        assert_eq!(next_streak(4, Outcome::NeedsReview), 4);
        assert_eq!(next_streak(4, Outcome::Partial), 0);
        assert_eq!(next_streak(4, Outcome::Incorrect), 0);
        assert_eq!(next_streak(u32::MAX, Outcome::Correct), u32::MAX);
    }

    #[test]
    fn ranks_share_ties_and_skip_after_them() {
        let ranked = rank(&[(7, 5.0), (3, 9.5), (9, 9.5), (1, 2.0), (2, 9.5)]);
        assert_eq!(
            ranked,
            [
                (2, 9.5, 1),
                (3, 9.5, 1),
                (9, 9.5, 1),
                (7, 5.0, 4),
                (1, 2.0, 5)
            ]
        );
        let ranked = rank(&[(1, 10.0), (2, 8.0), (3, 8.0), (4, 3.0)]);
        let ranks: Vec<u32> = ranked.iter().map(|r| r.2).collect();
        assert_eq!(ranks, [1, 2, 2, 4]);
    }

    #[test]
    fn ranks_ignore_floating_point_noise_and_put_nan_last() {
        let ranked = rank(&[(1, 0.1 + 0.2), (2, 0.3), (3, f64::NAN), (4, -1.0)]);
        let summary: Vec<(i64, u32)> = ranked.iter().map(|r| (r.0, r.2)).collect();
        assert_eq!(summary, [(1, 1), (2, 1), (4, 3), (3, 4)]);
        assert!(rank(&[]).is_empty());
    }

    proptest! {
        #[test]
        fn awards_stay_between_zero_and_one_and_a_half_times_the_points(
            points in 0.0f64..10_000.0,
            fraction in 0.0f64..=1.0,
            correct in any::<bool>(),
            speed in any::<bool>(),
            streak in any::<bool>(),
            elapsed in any::<u64>(),
            limit in proptest::option::of(any::<u64>()),
            before in any::<u32>(),
        ) {
            let grade = Grade {
                fraction,
                points: fraction * points,
                outcome: if correct { Outcome::Correct } else { Outcome::Partial },
            };
            let earned = award(points, &grade, &settings(speed, streak), elapsed, limit, before);
            prop_assert!(earned.is_finite());
            prop_assert!(earned >= 0.0);
            // Rounding to hundredths may add up to half a hundredth.
            prop_assert!(earned <= 1.5 * points + 0.005, "{earned} > 1.5 × {points}");
            if correct && fraction >= 1.0 {
                prop_assert!(earned >= 0.5 * points - 0.005, "{earned} < ½ × {points}");
            }
            prop_assert_eq!(earned, (earned * 100.0).round() / 100.0);
        }

        #[test]
        fn ranks_are_ordered_and_start_at_one(
            scores in proptest::collection::vec((any::<i64>(), -100.0f64..100.0), 0..30),
        ) {
            let ranked = rank(&scores);
            prop_assert_eq!(ranked.len(), scores.len());
            if let Some(first) = ranked.first() {
                prop_assert_eq!(first.2, 1);
            }
            for (position, pair) in ranked.windows(2).enumerate() {
                let (a, b) = (&pair[0], &pair[1]);
                prop_assert!(hundredths(a.1) >= hundredths(b.1));
                if hundredths(a.1) == hundredths(b.1) {
                    prop_assert_eq!(a.2, b.2);
                    prop_assert!(a.0 <= b.0);
                } else {
                    prop_assert_eq!(b.2 as usize, position + 2);
                }
            }
        }
    }
}
