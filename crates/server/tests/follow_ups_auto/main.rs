//! Follow-ups that go out on their own, once, and follow-ups changed
//! before they go out (issue 13): a live game that ends, a homework whose
//! due time passes (the sweep driven directly with a chosen "now"), two
//! sweeps racing over one database (two app states, as two `quizforge
//! serve` processes: SQLite, and PostgreSQL with
//! QUIZFORGE_TEST_POSTGRES_URL), and a preview changed by the teacher
//! that is exactly what the students get, refused when stale.

#[path = "../rocks_support/mod.rs"]
mod rocks_support;

use axum::http::StatusCode;
use quizforge_store::{FollowUpStore, ReportStore, Store};
use rocks_support::{App, ROCKS, picks, postgres_url, rocks_quiz, scratch, unique};
use serde_json::{Value, json};

mod preview;
mod sending;

impl App {
    /// The rocks quiz (made from ROCKS) given to a class of Ana, Ben, Cy
    /// and Dee with these assignment fields; returns (game, roster ids by
    /// name).
    async fn rocks_game(
        &self,
        owner: i64,
        token: &str,
        fields: Value,
    ) -> (i64, Vec<(String, i64)>) {
        let (body, roster) = self.rocks_assignment(owner, token, fields).await;
        let made = self
            .call("POST", "/api/v1/assignments", token, Some(body))
            .await;
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.text());
        (made.json()["id"].as_i64().expect("id"), roster)
    }

    /// A new rocks quiz and class of four, and the body that assigns one to
    /// the other with `fields` added, not yet posted.
    async fn rocks_assignment(
        &self,
        owner: i64,
        token: &str,
        fields: Value,
    ) -> (Value, Vec<(String, i64)>) {
        let stored = self
            .store
            .create_quiz(owner, &rocks_quiz(), ROCKS)
            .await
            .expect("quiz");
        let class = self
            .call(
                "POST",
                "/api/v1/classes",
                token,
                Some(json!({"name": format!("9C {}", unique()), "roster": ["Ana", "Ben", "Cy", "Dee"]})),
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
                    r["name"].as_str().unwrap().to_string(),
                    r["id"].as_i64().unwrap(),
                )
            })
            .collect();
        let mut body = json!({"quiz_id": stored.id, "class_id": class["id"]});
        for (k, v) in fields.as_object().expect("fields") {
            body[k] = v.clone();
        }
        (body, roster)
    }

    /// Ana all right (mastered), Ben misses three (below), Cy misses the
    /// water question (approaching), Dee misses two (approaching).
    async fn play_rocks(&self, game: i64, roster: &[(String, i64)]) {
        let quiz = rocks_quiz();
        let id = |name: &str| roster.iter().find(|(n, _)| n == name).map(|(_, id)| *id);
        for (name, right) in [
            ("Ana", [true, true, true, true]),
            ("Ben", [false, false, true, false]),
            ("Cy", [true, true, false, true]),
            ("Dee", [false, true, false, true]),
        ] {
            self.play(game, &quiz, name, id(name), &picks(&right)).await;
        }
    }

    /// The follow-up games of a game, with who each is given to.
    async fn follow_ups(&self, owner: i64, game: i64) -> Vec<(i64, Vec<i64>)> {
        let mut out = Vec::new();
        for child in self.store.follow_ups(owner, game).await.expect("children") {
            let given = self
                .store
                .given_to(child)
                .await
                .expect("given")
                .expect("a follow-up");
            out.push((child, given));
        }
        out
    }
}

fn roster_id(roster: &[(String, i64)], name: &str) -> i64 {
    roster
        .iter()
        .find(|(n, _)| n == name)
        .expect("on the roster")
        .1
}
