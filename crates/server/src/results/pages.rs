//! The report and item analysis pages, and their forms (CSRF-checked,
//! POST-redirect-GET). Printing them gives a clean page (`@media print`).

use askama::Template;
use axum::Form;
use axum::extract::{Path, Query, State};
use axum::response::{Html, IntoResponse, Redirect, Response};
use quizforge_store::{AssignmentId, ReportStore};
use serde::Deserialize;

use super::api::{ExportQuery, export_response};
use super::items::ItemsReport;
use super::marking::{MarkRequest, accept_answer, override_mark};
use super::report::Report;
use super::{GameData, items, parse_answer_id, report};
use crate::AppState;
use crate::auth::Teacher;
use crate::error::{AppError, Result};
use crate::i18n::Lang;
use crate::view::Nav;

#[derive(Template)]
#[template(path = "report.html")]
struct ReportPage {
    nav: Nav,
    r: Report,
    notice: Option<String>,
    /// Whether and when the follow-ups went out (or will, on their own).
    follow_ups: Option<String>,
}

/// A share 0..1 as a whole percentage, the page's language's way.
fn pct(lang: Lang, x: f64) -> String {
    crate::i18n::percent(lang, x)
}

/// Milliseconds as seconds, one decimal.
fn secs(lang: Lang, ms: i64) -> String {
    crate::i18n::text_with(
        lang,
        "report-seconds",
        &[(
            "value",
            crate::i18n::decimal(lang, ms as f64 / 1000.0, 1).into(),
        )],
    )
}

/// Points and other numbers as a teacher reads them: whole numbers
/// without decimals, others with up to two ("0.5", "0,5" in French).
fn decimal(lang: Lang, x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{x:.0}")
    } else {
        let two = crate::i18n::decimal(lang, x, 2);
        let one = crate::i18n::decimal(lang, x, 1);
        if (x * 10.0).fract().abs() < 1e-9 {
            one
        } else {
            two
        }
    }
}

/// A question kind's name (`short_answer`) in the page's language.
pub(crate) fn kind_name(lang: Lang, kind: &str) -> String {
    crate::i18n::text(lang, &format!("report-kind-{kind}"))
}

/// A key as [`report::display_key`] writes it, in the page's language.
fn key_in(lang: Lang, key: &str) -> String {
    if key == report::MARKED_BY_HAND {
        crate::i18n::text(lang, "report-key-by-hand")
    } else {
        key.to_string()
    }
}

impl ReportPage {
    fn pct(&self, x: &f64) -> String {
        pct(self.nav.lang, *x)
    }
    fn opt_pct(&self, x: &Option<f64>) -> String {
        x.map_or_else(|| "–".into(), |x| pct(self.nav.lang, x))
    }
    fn secs(&self, ms: &i64) -> String {
        secs(self.nav.lang, *ms)
    }
    fn opt_secs(&self, ms: &Option<i64>) -> String {
        ms.map_or_else(|| "–".into(), |ms| secs(self.nav.lang, ms))
    }
    fn num(&self, x: &f64) -> String {
        decimal(self.nav.lang, *x)
    }
    fn pts(&self, x: &f64) -> String {
        self.nav
            .t_text("report-pt", "points", &decimal(self.nav.lang, *x))
    }
    fn kind(&self, kind: &&str) -> String {
        kind_name(self.nav.lang, kind)
    }
    fn key(&self, key: &str) -> String {
        key_in(self.nav.lang, key)
    }
    fn mode(&self) -> String {
        self.nav.t(&format!("mode-{}", self.r.mode))
    }
    fn phase(&self) -> String {
        self.nav.t(&format!("phase-{}", self.r.phase))
    }
    /// A topic's name ("No topic" in the page's language).
    fn topic(&self, topic: &str) -> String {
        if topic == report::NO_TOPIC {
            self.nav.t("report-no-topic")
        } else {
            topic.to_string()
        }
    }
    /// "Students 1–100 of 105".
    fn students_range(&self) -> String {
        crate::i18n::text_with(
            self.nav.lang,
            "report-pager-range",
            &[
                ("from", (self.r.students_offset + 1).into()),
                (
                    "to",
                    (self.r.students_offset + self.r.students.len()).into(),
                ),
                ("total", self.r.students_total.into()),
            ],
        )
    }
    /// "Responses of students 1–100".
    fn responses_of_page(&self) -> String {
        crate::i18n::text_with(
            self.nav.lang,
            "report-responses-page",
            &[
                ("from", (self.r.students_offset + 1).into()),
                (
                    "to",
                    (self.r.students_offset + self.r.students.len()).into(),
                ),
            ],
        )
    }
    /// Whether the students are shown a page at a time (a large game).
    fn paged(&self) -> bool {
        self.r.students_total > report::PAGE_SIZE
    }
    fn page_size(&self) -> usize {
        report::PAGE_SIZE
    }
    fn previous_from(&self) -> usize {
        self.r.students_offset.saturating_sub(report::PAGE_SIZE)
    }
}

#[derive(Debug, Deserialize)]
pub struct NoticeQuery {
    #[serde(default)]
    done: String,
    /// The first student shown (report pages of large games).
    #[serde(default)]
    from: usize,
}

/// `GET /assignments/{id}/report`.
pub async fn report_page(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<AssignmentId>,
    Query(query): Query<NoticeQuery>,
) -> Result<Html<String>> {
    let data = GameData::load(&state, teacher.id, id).await?;
    let nav = teacher.localised_nav();
    let notice = match query.done.as_str() {
        "marked" => Some(nav.t("report-notice-marked")),
        done if done.starts_with("accepted-") => done
            .trim_start_matches("accepted-")
            .parse::<u64>()
            .ok()
            .map(|changed| nav.t_count("report-notice-accepted", "count", changed)),
        _ => None,
    };
    let follow_ups = super::follow_page::status_line(&state, teacher.id, id, nav.lang).await?;
    let page = ReportPage {
        nav,
        r: report::build_page(&data, report::StudentPage::asked(Some(query.from), None)),
        notice,
        follow_ups,
    };
    Ok(Html(page.render()?))
}

/// `GET /assignments/{id}/export?format=csv|xlsx`.
pub async fn export(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<AssignmentId>,
    Query(query): Query<ExportQuery>,
) -> Result<Response> {
    let data = GameData::load(&state, teacher.id, id).await?;
    export_response(&report::build(&data), &query)
}

#[derive(Template)]
#[template(path = "items.html")]
struct ItemsPage {
    nav: Nav,
    r: ItemsReport,
}

impl ItemsPage {
    fn pct(&self, x: &f64) -> String {
        pct(self.nav.lang, *x)
    }
    fn num(&self, x: &Option<f64>) -> String {
        x.map_or_else(|| "–".into(), |x| self.dec(&x))
    }
    fn dec(&self, x: &f64) -> String {
        crate::i18n::decimal(self.nav.lang, *x, 2)
    }
    /// A flag (`too_easy`) as the teacher reads it.
    fn flag(&self, flag: &&str) -> String {
        self.nav.t(&format!("items-flag-{flag}"))
    }
}

/// `GET /assignments/{id}/items`.
pub async fn items_page(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<AssignmentId>,
) -> Result<Html<String>> {
    let data = GameData::load(&state, teacher.id, id).await?;
    let page = ItemsPage {
        nav: teacher.localised_nav(),
        r: items::build(&data),
    };
    Ok(Html(page.render()?))
}

#[derive(Debug, Deserialize)]
pub struct MarkForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    answer: String,
    #[serde(default)]
    outcome: String,
    #[serde(default)]
    points: String,
}

/// `POST /assignments/{id}/mark`: one answer's mark by hand.
pub async fn mark(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<AssignmentId>,
    Form(form): Form<MarkForm>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    let (player, question) = parse_answer_id(&form.answer).ok_or(AppError::NotFound)?;
    if state.store.player_assignment(teacher.id, player).await? != id {
        return Err(AppError::NotFound);
    }
    let points = form.points.trim().replace(',', ".");
    let request = MarkRequest {
        outcome: Some(form.outcome).filter(|o| !o.trim().is_empty()),
        fraction: None,
        points: if points.is_empty() {
            None
        } else {
            Some(
                points
                    .parse()
                    .map_err(|_| AppError::said("mark-points-number"))?,
            )
        },
    };
    override_mark(&state, teacher.id, player, question, &request).await?;
    Ok(Redirect::to(&format!(
        "/assignments/{id}/report?done=marked#q{}",
        question + 1
    ))
    .into_response())
}

#[derive(Debug, Deserialize)]
pub struct AcceptForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    question: u32,
    #[serde(default)]
    text: String,
}

/// `POST /assignments/{id}/accept`: adds an accepted answer and re-marks.
pub async fn accept(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<AssignmentId>,
    Form(form): Form<AcceptForm>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    let changed = accept_answer(&state, teacher.id, id, form.question, &form.text).await?;
    Ok(Redirect::to(&format!(
        "/assignments/{id}/report?done=accepted-{changed}#q{}",
        form.question + 1
    ))
    .into_response())
}

#[derive(Template)]
#[template(path = "mastery.html")]
struct MasteryPage {
    nav: Nav,
    m: super::mastery::Mastery,
    svg: String,
    notice: Option<String>,
}

impl MasteryPage {
    fn pct(&self, x: &f64) -> String {
        pct(self.nav.lang, *x)
    }
    fn spark(&self, student: &super::mastery::StudentMastery) -> String {
        super::mastery::sparkline_in(&student.trend, self.nav.lang)
    }
}

/// `GET /classes/{id}/mastery`.
pub async fn mastery_page(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<quizforge_store::ClassId>,
    Query(query): Query<NoticeQuery>,
) -> Result<Html<String>> {
    let m = super::mastery::build(&state, teacher.id, id).await?;
    let nav = teacher.localised_nav();
    let page = MasteryPage {
        svg: super::mastery::heat_map_in(&m, nav.lang),
        m,
        notice: (query.done == "bands").then(|| nav.t("mastery-notice-saved")),
        nav,
    };
    Ok(Html(page.render()?))
}

#[derive(Debug, Deserialize)]
pub struct BandsForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    low: String,
    #[serde(default)]
    high: String,
}

/// `POST /classes/{id}/mastery`: sets the bands (percentages).
pub async fn set_bands(
    State(state): State<AppState>,
    teacher: Teacher,
    Path(id): Path<quizforge_store::ClassId>,
    Form(form): Form<BandsForm>,
) -> Result<Response> {
    teacher.check_csrf(&form.csrf)?;
    let read = |typed: &str| -> Result<f64> {
        typed
            .trim()
            .trim_end_matches('%')
            .trim()
            .replace(',', ".")
            .parse::<f64>()
            .map(|x| x / 100.0)
            .map_err(|_| AppError::said("mastery-bands-percent"))
    };
    let bands = super::mastery::check_bands(read(&form.low)?, read(&form.high)?)?;
    state.store.set_class_bands(teacher.id, id, bands).await?;
    Ok(Redirect::to(&format!("/classes/{id}/mastery?done=bands")).into_response())
}

#[derive(Template)]
#[template(path = "student_record.html")]
struct StudentPage {
    nav: Nav,
    s: super::student::StudentRecord,
}

impl StudentPage {
    fn pct(&self, x: &f64) -> String {
        pct(self.nav.lang, *x)
    }
    fn num(&self, x: &f64) -> String {
        decimal(self.nav.lang, *x)
    }
    fn key(&self, key: &str) -> String {
        key_in(self.nav.lang, key)
    }
}

/// `GET /classes/{id}/students/{student}`: every game, every answer.
pub async fn student_page(
    State(state): State<AppState>,
    teacher: Teacher,
    Path((id, student)): Path<(quizforge_store::ClassId, quizforge_store::RosterId)>,
) -> Result<Html<String>> {
    let s = super::student::build(&state, teacher.id, id, student).await?;
    let page = StudentPage {
        nav: teacher.localised_nav(),
        s,
    };
    Ok(Html(page.render()?))
}
