//! The load test's HTTP client: JSON calls to one or several servers,
//! retried on the next server while one cannot answer.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use axum::body::Bytes;
use axum::http::{Method, Request, StatusCode, header};
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::Value;

/// A small HTTP/1 JSON client over one or several servers.
#[derive(Clone)]
pub(super) struct Api {
    pub(super) client: Client<HttpConnector, Full<Bytes>>,
    pub(super) bases: Arc<Vec<String>>,
    /// The server tried first (the others after it, in turn).
    pub(super) start: usize,
    pub(super) token: Option<String>,
}

/// How long a call keeps trying the other servers (a process that died
/// has its games taken over within a few seconds).
pub(super) const RETRY_FOR: Duration = Duration::from_secs(30);

impl Api {
    /// One call to the server `at` (counted round the list).
    pub(super) async fn call_at(
        &self,
        at: usize,
        method: Method,
        path: &str,
        body: Option<&Value>,
    ) -> Result<(StatusCode, Value)> {
        let base = &self.bases[at % self.bases.len()];
        let mut request = Request::builder()
            .method(method)
            .uri(format!("{base}{path}"))
            .header(header::ACCEPT, "application/json");
        if let Some(token) = &self.token {
            request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
        }
        let body = match body {
            Some(value) => {
                request = request.header(header::CONTENT_TYPE, "application/json");
                Full::new(Bytes::from(value.to_string()))
            }
            None => Full::new(Bytes::new()),
        };
        let response = self
            .client
            .request(request.body(body)?)
            .await
            .with_context(|| format!("calling {base}{path}"))?;
        let status = response.status();
        let bytes = response.into_body().collect().await?.to_bytes();
        let value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        Ok((status, value))
    }

    /// A call that must succeed: a server that does not answer, or says
    /// it cannot now (502, 503, 504), is left for the next one, as the
    /// teacher's page would be sent elsewhere by a balancer.
    pub(super) async fn expect(
        &self,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> Result<Value> {
        let deadline = Instant::now() + RETRY_FOR;
        let mut at = self.start;
        loop {
            let outcome = self.call_at(at, method.clone(), path, body.as_ref()).await;
            match outcome {
                Ok((status, value)) if status.is_success() => return Ok(value),
                Ok((status, value))
                    if !matches!(status.as_u16(), 502..=504) || Instant::now() > deadline =>
                {
                    bail!("{path} answered {status}: {value}");
                }
                Err(error) if Instant::now() > deadline => return Err(error),
                _ => {}
            }
            at += 1;
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
}
