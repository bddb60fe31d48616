//! One simulated student: joins over the WebSocket, answers each question
//! it receives, and reconnects to the next server when its connection
//! drops, as the play page does.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use anyhow::Result;
use axum::http::header;
use futures_util::{SinkExt, StreamExt};
use quizforge_core::play::SplitMix64;
use serde_json::{Value, json};
use tokio::sync::{Semaphore, mpsc};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

use super::Report;

/// One simulated student.
pub(super) struct Student {
    /// The game's socket at each server.
    pub(super) urls: Arc<Vec<String>>,
    /// The server this student tries first.
    pub(super) start: usize,
    pub(super) token: String,
    /// The player's id (from the join).
    pub(super) player: i64,
    pub(super) rng: SplitMix64,
    pub(super) burst: bool,
    pub(super) reports: mpsc::UnboundedSender<Report>,
    pub(super) origin: Instant,
    pub(super) connected: Arc<AtomicU64>,
    pub(super) reconnects: Arc<AtomicU64>,
    pub(super) gate: Arc<Semaphore>,
    /// Questions already received: a question sent again (after a
    /// reconnect) is not a second fan-out.
    pub(super) received: std::collections::BTreeSet<u32>,
}

/// How many times a student tries to connect before giving up.
pub(super) const ATTEMPTS: usize = 40;

impl Student {
    /// Plays until the game ends, reconnecting as the play page does when
    /// the connection drops: to the next server in the list, sending the
    /// answer not yet acknowledged again.
    pub(super) async fn play(mut self) {
        let mut first = true;
        // The answer sent and not yet acknowledged: sent again on reconnect.
        let mut pending: Option<(u32, Value, Instant)> = None;
        let mut failures = 0;
        let mut at = self.start;
        loop {
            let url = self.urls[at % self.urls.len()].clone();
            match self.session(&url, &mut first, &mut pending).await {
                Ok(true) => return,
                Ok(false) => failures = 0,
                Err(error) if failures + 1 >= ATTEMPTS => {
                    let _ = self.reports.send(Report::Failed(error.to_string()));
                    return;
                }
                Err(_) => failures += 1,
            }
            at += 1;
            let pause = 200 * (failures as u64 + 1);
            tokio::time::sleep(Duration::from_millis(pause.min(2_000))).await;
        }
    }

    /// One connection; `Ok(true)` when the game is over for this student.
    pub(super) async fn session(
        &mut self,
        url: &str,
        first: &mut bool,
        pending: &mut Option<(u32, Value, Instant)>,
    ) -> Result<bool> {
        let mut request = url.into_client_request()?;
        request
            .headers_mut()
            .insert(header::COOKIE, format!("qf_player={}", self.token).parse()?);
        let socket = {
            let _permit = self.gate.acquire().await?;
            tokio_tungstenite::connect_async(request).await?.0
        };
        if std::mem::take(first) {
            self.connected.fetch_add(1, Ordering::Relaxed);
        } else {
            // Connected again after a connection was made and dropped.
            self.reconnects.fetch_add(1, Ordering::Relaxed);
        }
        let (mut sink, mut stream) = socket.split();
        if let Some((question, response, _)) = pending.as_ref() {
            let message = json!({ "type": "answer", "question": question, "response": response });
            sink.send(Message::Text(message.to_string().into())).await?;
            let _ = self.reports.send(Report::Sent);
        }
        let mut answer_at: Option<(tokio::time::Instant, u32)> = None;
        loop {
            let wake = answer_at.map(|(at, _)| at);
            tokio::select! {
                message = stream.next() => {
                    let Some(message) = message else { return Ok(false) };
                    let Message::Text(text) = message? else { continue };
                    let value: Value = serde_json::from_str(text.as_str())?;
                    match value["type"].as_str() {
                        Some("question") => {
                            let question = value["question"]["index"].as_u64().unwrap_or(0) as u32;
                            if self.received.insert(question) {
                                let _ = self.reports.send(Report::Received { question, at: self.origin.elapsed() });
                            }
                            if value["answered"] == json!(true) || pending.is_some() {
                                continue;
                            }
                            let delay = if self.burst {
                                self.rng.next_u64() % 1000
                            } else {
                                1000 + self.rng.next_u64() % 7000
                            };
                            answer_at = Some((tokio::time::Instant::now() + Duration::from_millis(delay), question));
                        }
                        Some("ack") => {
                            let question = value["question"].as_u64().unwrap_or(0) as u32;
                            if let Some((q, _, sent)) = pending.take_if(|(q, _, _)| *q == question) {
                                let _ = self.reports.send(Report::Acked { player: self.player, question: q, ack: sent.elapsed(), fresh: value["fresh"] == json!(true) });
                            }
                        }
                        Some("rejected") => {
                            let question = value["question"].as_u64().unwrap_or(0) as u32;
                            let reason = value["reason"].as_str().unwrap_or("?").to_string();
                            if reason == "not_saved" {
                                if let Some((q, response, _)) = pending.as_ref() {
                                    let message = json!({ "type": "answer", "question": q, "response": response });
                                    sink.send(Message::Text(message.to_string().into())).await?;
                                    let _ = self.reports.send(Report::Sent);
                                }
                                continue;
                            }
                            pending.take();
                            let _ = self.reports.send(Report::Rejected { question, reason });
                        }
                        Some("ended") | Some("removed") => return Ok(true),
                        _ => {}
                    }
                }
                _ = async { tokio::time::sleep_until(wake.unwrap_or_else(tokio::time::Instant::now)).await }, if wake.is_some() => {
                    let Some((_, question)) = answer_at.take() else { continue };
                    let response = json!({ "type": "choice", "value": self.rng.next_u64() % 4 });
                    let message = json!({ "type": "answer", "question": question, "response": response });
                    *pending = Some((question, response, Instant::now()));
                    sink.send(Message::Text(message.to_string().into())).await?;
                    let _ = self.reports.send(Report::Sent);
                }
            }
        }
    }
}
