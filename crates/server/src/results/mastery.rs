//! Mastery per class, across all its games: students × topics (a
//! question's `topic`), each cell the share of the credit earned with the
//! number of answers it rests on, in the class's bands (default below 50 %,
//! 50–80 %, from 80 %), and each student's trend from game to game. Drawn
//! as a server-rendered SVG heat map, readable on a projector and printed.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use quizforge_core::Outcome;
use quizforge_store::{Bands, ClassId, ReportStore, Store, UserId};
use serde::Serialize;

use super::report::topic_of;
use crate::AppState;
use crate::error::AppError;
use crate::i18n::Lang;

/// A class's mastery.
#[derive(Debug, Clone, Serialize)]
pub struct Mastery {
    pub class_id: ClassId,
    pub class_name: String,
    pub bands: BandsJson,
    /// How many games it rests on.
    pub games: usize,
    /// Every topic met, by name.
    pub topics: Vec<String>,
    pub students: Vec<StudentMastery>,
}

/// The bands as shares 0 to 1.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct BandsJson {
    pub low: f64,
    pub high: f64,
}

/// One student's row.
#[derive(Debug, Clone, Serialize)]
pub struct StudentMastery {
    pub name: String,
    /// The roster entry, when the student played under a roster name.
    pub roster_id: Option<i64>,
    /// One per topic, in the order of `topics`.
    pub topics: Vec<TopicCell>,
    /// Over every topic.
    pub overall: Option<f64>,
    pub evidence: usize,
    /// `below`, `approaching`, `mastered`, or `none` without evidence.
    pub band: &'static str,
    /// The accuracy of each game played, oldest first.
    pub trend: Vec<GamePoint>,
}

/// One student on one topic.
#[derive(Debug, Clone, Serialize)]
pub struct TopicCell {
    pub mastery: Option<f64>,
    /// How many marked answers it rests on.
    pub evidence: usize,
    pub band: &'static str,
}

/// One game of a student's trend.
#[derive(Debug, Clone, Serialize)]
pub struct GamePoint {
    pub assignment: i64,
    pub title: String,
    pub accuracy: f64,
}

/// The band a share falls in.
pub fn band(share: Option<f64>, bands: Bands) -> &'static str {
    match share {
        None => "none",
        Some(x) if x < bands.low => "below",
        Some(x) if x < bands.high => "approaching",
        Some(_) => "mastered",
    }
}

#[derive(Default, Clone, Copy)]
struct Tally {
    credit: f64,
    evidence: usize,
}

impl Tally {
    fn add(&mut self, fraction: f64) {
        self.credit += fraction.clamp(0.0, 1.0);
        self.evidence += 1;
    }
    fn share(&self) -> Option<f64> {
        (self.evidence > 0).then(|| self.credit / self.evidence as f64)
    }
}

/// Reads every game of one of the owner's classes and tallies it.
pub async fn build(state: &AppState, owner: UserId, id: ClassId) -> Result<Mastery, AppError> {
    let class = state.store.class(owner, id).await?;
    let bands = state.store.class_bands(owner, id).await?;
    // The class's players and marks come from memory while its stamp
    // holds (`cache.rs`); its games are read each time.
    let stamp = state.store.class_stamp(owner, id).await?;
    let (games, results) = match state.results.class(id, stamp) {
        Some(rows) => (state.store.class_games(owner, id).await?, rows),
        None => {
            let read = state.store.class_results(owner, id).await?;
            let rows = std::sync::Arc::new(super::cache::ClassRows {
                players: read.players,
                marks: read.marks,
            });
            // Kept only if nothing changed while it was read.
            if state.store.class_stamp(owner, id).await? == stamp {
                state
                    .results
                    .put_class(id, stamp, std::sync::Arc::clone(&rows));
            }
            (read.games, rows)
        }
    };
    let games = &games;
    // Students: roster names first, in the teacher's order; then other
    // names in the order they first played. A student is their roster
    // entry, or their name (lower-cased) without one. Students and topics
    // are numbered once, so the tallies are indexed, not looked up by name
    // for each of the class's answers.
    let mut student_of_key: BTreeMap<String, usize> = BTreeMap::new();
    let mut students_seen: Vec<(String, Option<i64>)> = Vec::new();
    for entry in &class.roster {
        if let std::collections::btree_map::Entry::Vacant(slot) =
            student_of_key.entry(format!("r{}", entry.id))
        {
            slot.insert(students_seen.len());
            students_seen.push((entry.name.clone(), Some(entry.id)));
        }
    }
    let mut student_of_player: BTreeMap<i64, usize> = BTreeMap::new();
    for player in results.players.iter().filter(|p| !p.removed) {
        let key = match player.roster_id {
            Some(roster) => format!("r{roster}"),
            None => format!("n{}", player.name.to_lowercase()),
        };
        let next = students_seen.len();
        let student = *student_of_key.entry(key).or_insert(next);
        if student == next {
            students_seen.push((player.name.clone(), player.roster_id));
        }
        student_of_player.insert(player.id, student);
    }
    let topics: Vec<String> = games
        .iter()
        .flat_map(|game| game.quiz.questions.iter().map(topic_of))
        .collect::<std::collections::BTreeSet<String>>()
        .into_iter()
        .collect();
    let topic_number: BTreeMap<&str, usize> = topics
        .iter()
        .enumerate()
        .map(|(i, t)| (t.as_str(), i))
        .collect();
    let mut cells = vec![vec![Tally::default(); topics.len()]; students_seen.len()];
    let mut overall = vec![Tally::default(); students_seen.len()];
    let mut trends: Vec<Vec<GamePoint>> = vec![Vec::new(); students_seen.len()];
    // The marks come by game: each game's share of the list.
    let mut marks = results.marks.as_slice();
    let mut by_game: BTreeMap<i64, &[quizforge_store::AnswerMark]> = BTreeMap::new();
    while let Some(first) = marks.first() {
        let len = marks
            .iter()
            .position(|m| m.assignment_id != first.assignment_id)
            .unwrap_or(marks.len());
        by_game.insert(first.assignment_id, &marks[..len]);
        marks = &marks[len..];
    }
    let mut earned: Vec<Option<f64>> = vec![None; students_seen.len()];
    for game in games {
        let questions = &game.quiz.questions;
        let possible: f64 = questions.iter().map(|q| q.points.max(0.0)).sum();
        let question_topics: Vec<usize> = questions
            .iter()
            .map(|q| topic_number[topic_of(q).as_str()])
            .collect();
        earned.fill(None);
        for answer in by_game.get(&game.id).copied().unwrap_or_default() {
            let (Some(&student), Some(question), Some(&topic)) = (
                student_of_player.get(&answer.player_id),
                questions.get(answer.question as usize),
                question_topics.get(answer.question as usize),
            ) else {
                continue;
            };
            if answer.outcome == Outcome::NeedsReview {
                continue;
            }
            cells[student][topic].add(answer.fraction);
            overall[student].add(answer.fraction);
            *earned[student].get_or_insert(0.0) +=
                answer.fraction.clamp(0.0, 1.0) * question.points.max(0.0);
        }
        for (student, earned) in earned.iter().enumerate() {
            if let Some(earned) = earned {
                trends[student].push(GamePoint {
                    assignment: game.id,
                    title: game.title.clone(),
                    accuracy: if possible > 0.0 {
                        earned / possible
                    } else {
                        0.0
                    },
                });
            }
        }
    }
    let students = students_seen
        .into_iter()
        .zip(cells)
        .zip(overall)
        .zip(trends)
        .map(|((((name, roster_id), row), all), trend)| {
            let row = row
                .iter()
                .map(|tally| {
                    let mastery = tally.share();
                    TopicCell {
                        mastery,
                        evidence: tally.evidence,
                        band: band(mastery, bands),
                    }
                })
                .collect();
            let share = all.share();
            StudentMastery {
                name,
                roster_id,
                topics: row,
                overall: share,
                evidence: all.evidence,
                band: band(share, bands),
                trend,
            }
        })
        .collect();
    Ok(Mastery {
        class_id: id,
        class_name: class.name,
        bands: BandsJson {
            low: bands.low,
            high: bands.high,
        },
        games: games.len(),
        topics,
        students,
    })
}

/// Checks bands given as shares: 0 < low < high ≤ 1.
pub fn check_bands(low: f64, high: f64) -> Result<Bands, AppError> {
    if low.is_finite() && high.is_finite() && 0.0 < low && low < high && high <= 1.0 {
        Ok(Bands { low, high })
    } else {
        Err(AppError::Invalid(
            "The bands need 0 < low < high ≤ 100 %.".into(),
        ))
    }
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Cuts a label to `max` characters, with an ellipsis.
fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
        cut.push('…');
        cut
    }
}

/// The fill of a band: colour-blind-safe, with the text dark on each.
fn fill(band: &str) -> &'static str {
    match band {
        "below" => "#f4b6b0",
        "approaching" => "#ffe08a",
        "mastered" => "#9fd8b0",
        _ => "#eceef3",
    }
}

/// The heat map as an SVG document: one row per student, one column per
/// topic, each cell its band's colour with the percentage and, small, the
/// evidence count. Every text is escaped; no script, no style attribute
/// the CSP would refuse (presentation attributes only).
#[cfg(test)]
pub fn heat_map(mastery: &Mastery) -> String {
    heat_map_in(mastery, Lang::En)
}

/// A share as the heat map and the sparklines write it: "85%" in English
/// (as they always have), else the language's way ("85 %").
fn svg_percent(lang: Lang, share: f64) -> String {
    match lang {
        Lang::En => format!("{:.0}%", share * 100.0),
        _ => crate::i18n::percent(lang, share),
    }
}

/// The heat map with its words in `lang`.
pub fn heat_map_in(mastery: &Mastery, lang: Lang) -> String {
    const NAME_W: usize = 170;
    const CELL_W: usize = 92;
    const CELL_H: usize = 34;
    const HEAD_H: usize = 64;
    let width = NAME_W + CELL_W * (mastery.topics.len() + 1) + 10;
    let height = HEAD_H + CELL_H * mastery.students.len().max(1) + 10;
    let mut svg = String::new();
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" width=\"{width}\" height=\"{height}\" role=\"img\" aria-label=\"{}\" font-family=\"system-ui, sans-serif\" font-size=\"14\">",
        escape(&crate::i18n::text(lang, "mastery-heat-map-label"))
    );
    let all_topics = crate::i18n::text(lang, "mastery-all-topics");
    let no_topic = crate::i18n::text(lang, "report-no-topic");
    let columns = mastery
        .topics
        .iter()
        .map(|topic| {
            if topic == super::report::NO_TOPIC {
                no_topic.as_str()
            } else {
                topic.as_str()
            }
        })
        .chain(std::iter::once(all_topics.as_str()));
    for (i, topic) in columns.enumerate() {
        let x = NAME_W + i * CELL_W + CELL_W / 2;
        let _ = write!(
            svg,
            "<text x=\"{x}\" y=\"{}\" text-anchor=\"middle\" font-weight=\"700\"><title>{}</title>{}</text>",
            HEAD_H - 12,
            escape(topic),
            escape(&clip(topic, 11))
        );
    }
    for (row, student) in mastery.students.iter().enumerate() {
        let y = HEAD_H + row * CELL_H;
        let _ = write!(
            svg,
            "<text x=\"4\" y=\"{}\" font-weight=\"600\">{}</text>",
            y + CELL_H / 2 + 5,
            escape(&clip(&student.name, 20))
        );
        let overall = TopicCell {
            mastery: student.overall,
            evidence: student.evidence,
            band: student.band,
        };
        for (i, cell) in student
            .topics
            .iter()
            .chain(std::iter::once(&overall))
            .enumerate()
        {
            let x = NAME_W + i * CELL_W;
            let label = cell
                .mastery
                .map_or_else(|| "–".to_string(), |m| svg_percent(lang, m));
            let answers = crate::i18n::text_with(
                lang,
                "mastery-cell-answers",
                &[("count", cell.evidence.into())],
            );
            let _ = write!(
                svg,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"5\" fill=\"{}\"><title>{}: {} ({})</title></rect>\
                 <text x=\"{}\" y=\"{}\" text-anchor=\"middle\" fill=\"#1c2130\">{}<tspan font-size=\"10\" fill=\"#4f5668\"> ·{}</tspan></text>",
                x + 2,
                y + 2,
                CELL_W - 4,
                CELL_H - 4,
                fill(cell.band),
                escape(&student.name),
                label,
                answers,
                x + CELL_W / 2,
                y + CELL_H / 2 + 5,
                label,
                cell.evidence
            );
        }
    }
    svg.push_str("</svg>");
    svg
}

/// A student's trend as a small line chart (accuracy per game, 0–100 %).
pub fn sparkline_in(points: &[GamePoint], lang: Lang) -> String {
    const W: f64 = 120.0;
    const H: f64 = 28.0;
    let label = crate::i18n::text_with(
        lang,
        "mastery-trend-label",
        &[("count", points.len().into())],
    );
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {W} {H}\" width=\"{W}\" height=\"{H}\" role=\"img\" aria-label=\"{}\">",
        escape(&label)
    );
    let _ = write!(
        svg,
        "<line x1=\"0\" y1=\"{H}\" x2=\"{W}\" y2=\"{H}\" stroke=\"#d9dde7\"/>"
    );
    let step = if points.len() > 1 {
        (W - 6.0) / (points.len() - 1) as f64
    } else {
        0.0
    };
    let coords: Vec<(f64, f64)> = points
        .iter()
        .enumerate()
        .map(|(i, p)| {
            (
                3.0 + step * i as f64,
                H - 3.0 - (H - 6.0) * p.accuracy.clamp(0.0, 1.0),
            )
        })
        .collect();
    if coords.len() > 1 {
        let path: Vec<String> = coords
            .iter()
            .map(|(x, y)| format!("{x:.1},{y:.1}"))
            .collect();
        let _ = write!(
            svg,
            "<polyline points=\"{}\" fill=\"none\" stroke=\"#3b3ec8\" stroke-width=\"2\"/>",
            path.join(" ")
        );
    }
    for ((x, y), p) in coords.iter().zip(points) {
        let _ = write!(
            svg,
            "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"2.5\" fill=\"#3b3ec8\"><title>{}: {}</title></circle>",
            escape(&p.title),
            svg_percent(lang, p.accuracy)
        );
    }
    svg.push_str("</svg>");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_split_at_their_bounds() {
        let bands = Bands::default();
        assert_eq!(band(None, bands), "none");
        assert_eq!(band(Some(0.49), bands), "below");
        assert_eq!(band(Some(0.5), bands), "approaching");
        assert_eq!(band(Some(0.79), bands), "approaching");
        assert_eq!(band(Some(0.8), bands), "mastered");
        assert!(check_bands(0.6, 0.5).is_err());
        assert!(check_bands(0.0, 0.5).is_err());
        assert!(check_bands(0.4, 0.9).is_ok());
    }

    #[test]
    fn labels_in_the_svg_are_escaped() {
        let mastery = Mastery {
            class_id: 1,
            class_name: "7B".into(),
            bands: BandsJson {
                low: 0.5,
                high: 0.8,
            },
            games: 1,
            topics: vec!["<script>".into()],
            students: vec![StudentMastery {
                name: "Ana & \"Bo\"".into(),
                roster_id: None,
                topics: vec![TopicCell {
                    mastery: Some(0.75),
                    evidence: 4,
                    band: "approaching",
                }],
                overall: Some(0.75),
                evidence: 4,
                band: "approaching",
                trend: vec![],
            }],
        };
        let svg = heat_map(&mastery);
        assert!(!svg.contains("<script>"));
        assert!(svg.contains("&lt;script&gt;"));
        assert!(svg.contains("Ana &amp; &quot;Bo&quot;"));
        assert!(svg.contains("75%"));
        assert!(svg.contains("#ffe08a"));
    }
}
