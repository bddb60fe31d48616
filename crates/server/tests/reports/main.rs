//! After the game (issue 13): marking by hand, re-marking with an accepted
//! answer, the unknown-key queue, the report, its exports (parsed back),
//! item analysis against the worked example of docs/item-analysis.md, and
//! per-teacher isolation of every new route. The app runs in process on a
//! real SQLite file (and on PostgreSQL when QUIZFORGE_TEST_POSTGRES_URL is
//! set); answers are stored through the store's own batch write, graded by
//! the core's `grade`, exactly as the game stores them.

#[path = "../rocks_support/mod.rs"]
mod rocks_support;

use rocks_support::{App, ROCKS, Reply, picks, postgres_url, rocks_quiz, unique};
use std::io::Cursor;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use quizforge_core::{AcceptedAnswer, Body as QBody, Choice, Pair, Question, Quiz, Response};
use quizforge_store::{NewPlayer, PlayWrite, Store};
use serde_json::{Value, json};

mod mastery;
mod pages;
mod scenarios;
use scenarios::*;

mod report;

impl App {
    /// A class with a roster, a quiz and a homework assignment of it;
    /// returns (class id, assignment id, join code, roster ids by name).
    async fn game(
        &self,
        owner: i64,
        token: &str,
        quiz: &Quiz,
        roster: &[&str],
    ) -> (i64, i64, Vec<(String, i64)>) {
        let stored = self.store.create_quiz(owner, quiz, "").await.expect("quiz");
        let class = self
            .call(
                "POST",
                "/api/v1/classes",
                token,
                Some(json!({"name": "7B", "roster": roster})),
            )
            .await;
        assert_eq!(class.status, StatusCode::CREATED, "{}", class.text());
        let class = class.json();
        let roster: Vec<(String, i64)> = class["roster"]
            .as_array()
            .expect("roster")
            .iter()
            .map(|r| {
                (
                    r["name"].as_str().expect("name").to_string(),
                    r["id"].as_i64().expect("id"),
                )
            })
            .collect();
        let assignment = self
            .call(
                "POST",
                "/api/v1/assignments",
                token,
                Some(json!({"quiz_id": stored.id, "class_id": class["id"], "mode": "self_paced"})),
            )
            .await;
        assert_eq!(
            assignment.status,
            StatusCode::CREATED,
            "{}",
            assignment.text()
        );
        (
            class["id"].as_i64().expect("class"),
            assignment.json()["id"].as_i64().expect("assignment"),
            roster,
        )
    }

    async fn end(&self, token: &str, assignment: i64) {
        let ended = self
            .call(
                "POST",
                &format!("/api/v1/assignments/{assignment}/control"),
                token,
                Some(json!({"action": "end"})),
            )
            .await;
        assert_eq!(ended.status, StatusCode::OK, "{}", ended.text());
    }
}

fn text(t: &str) -> Option<Response> {
    Some(Response::Text(t.into()))
}

impl App {
    /// A new teacher (with an API token) and the volcano game, played.
    async fn volcano(&self, name: &str) -> Volcano {
        let (owner, token) = self.teacher(name).await;
        self.volcano_of(owner, token).await
    }

    /// A new teacher signed in on the pages (their cookies) and with an API
    /// token, and the volcano game, played.
    async fn volcano_signed_in(&self, name: &str) -> (Cookies, Volcano) {
        let email = format!("{name}-{}@school.test", unique());
        let browser = self.signed_in(&email).await;
        let owner = self.store.user_by_email(&email).await.expect("user").id;
        let reply = self
            .call(
                "POST",
                "/api/v1/tokens",
                "",
                Some(json!({"email": email, "password": "correct horse battery"})),
            )
            .await;
        let token = reply.json()["token"].as_str().expect("token").to_string();
        (browser, self.volcano_of(owner, token).await)
    }

    async fn volcano_of(&self, owner: i64, token: String) -> Volcano {
        let (class, assignment, ana, ben, cy) = volcano_game(self, owner, &token).await;
        Volcano {
            owner,
            token,
            class,
            assignment,
            ana,
            ben,
            cy,
        }
    }
}

/// A browser's cookies, for the pages.
#[derive(Default)]
struct Cookies(Vec<(String, String)>);

impl App {
    async fn page(
        &self,
        cookies: &mut Cookies,
        method: &str,
        path: &str,
        form: &[(&str, &str)],
    ) -> Reply {
        let body: String = form
            .iter()
            .map(|(k, v)| {
                format!(
                    "{k}={}",
                    v.replace('%', "%25")
                        .replace('&', "%26")
                        .replace('+', "%2B")
                        .replace(' ', "+")
                )
            })
            .collect::<Vec<_>>()
            .join("&");
        let mut request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
        if !cookies.0.is_empty() {
            let line: Vec<String> = cookies.0.iter().map(|(k, v)| format!("{k}={v}")).collect();
            request = request.header(header::COOKIE, line.join("; "));
        }
        let reply = self
            .send(request.body(Body::from(body)).expect("request"))
            .await;
        for value in reply.headers.get_all(header::SET_COOKIE) {
            let text = value.to_str().expect("ascii");
            let pair = text.split(';').next().expect("pair");
            let (name, value) = pair.split_once('=').expect("name=value");
            cookies.0.retain(|(k, _)| k != name);
            cookies.0.push((name.into(), value.into()));
        }
        reply
    }

    /// Signs a teacher up through the pages; returns the browser's cookies.
    async fn signed_in(&self, email: &str) -> Cookies {
        let mut cookies = Cookies::default();
        let form = self.page(&mut cookies, "GET", "/signup", &[]).await;
        let csrf = hidden(&form.text(), "csrf");
        let done = self
            .page(
                &mut cookies,
                "POST",
                "/signup",
                &[
                    ("email", email),
                    ("password", "correct horse battery"),
                    ("csrf", &csrf),
                ],
            )
            .await;
        assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.text());
        // Sign-up does not sign in (signup.rs): sign in on the next page.
        let form = self.page(&mut cookies, "GET", "/signin?ready=1", &[]).await;
        let csrf = hidden(&form.text(), "csrf");
        let signed_in = self
            .page(
                &mut cookies,
                "POST",
                "/signin",
                &[
                    ("email", email),
                    ("password", "correct horse battery"),
                    ("csrf", &csrf),
                ],
            )
            .await;
        assert_eq!(
            signed_in.status,
            StatusCode::SEE_OTHER,
            "{}",
            signed_in.text()
        );
        cookies
    }
}

fn hidden(body: &str, name: &str) -> String {
    let marker = format!("name=\"{name}\" value=\"");
    let start = body.find(&marker).unwrap_or_else(|| panic!("no {name}")) + marker.len();
    let end = body[start..].find('"').expect("quote") + start;
    body[start..end].to_string()
}

impl App {
    /// A page asked for by a browser whose language is `accept`.
    async fn page_in(&self, cookies: &Cookies, path: &str, accept: &str) -> String {
        let mut request = Request::get(path).header(header::ACCEPT_LANGUAGE, accept);
        if !cookies.0.is_empty() {
            let line: Vec<String> = cookies.0.iter().map(|(k, v)| format!("{k}={v}")).collect();
            request = request.header(header::COOKIE, line.join("; "));
        }
        let reply = self
            .send(request.body(Body::empty()).expect("request"))
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{path} in {accept}");
        String::from_utf8(reply.bytes).expect("UTF-8")
    }
}
