//! The accept loop of `quizforge serve`, which drives each HTTP/1.1
//! connection itself rather than through `axum::serve`, so that a client
//! cannot hold the server's sockets hostage:
//!
//! - a connection must send a request's headers within the header timeout,
//!   and an idle keep-alive connection is closed after the same time
//!   (slowloris: many connections each trickling a header, or saying
//!   nothing);
//! - one address may hold only so many connections at once; past that,
//!   new ones are closed at once, so one machine cannot use up the file
//!   descriptors every class needs;
//! - a request's body must arrive within the body timeout of its headers
//!   (a client that sends the headers of an upload, then trickles or stalls
//!   the body): past it the request is answered 408 and the connection
//!   closed ([`TimedBody`]);
//! - an accept error (out of descriptors) is logged and retried after a
//!   pause, never a busy loop or an exit.
//!
//! WebSockets are upgraded from these connections as usual; an upgraded
//! socket leaves the count (it belongs to a player who joined a game).

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use axum::http::{HeaderValue, Request, Response, StatusCode, header};
use hyper::body::{Body, Bytes, Frame, Incoming, SizeHint};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tower::ServiceExt;

/// The bounds on connections.
#[derive(Debug, Clone, Copy)]
pub struct ConnectionLimits {
    /// How long a client has to send a request's headers, and how long a
    /// keep-alive connection may sit idle.
    pub header_timeout: Duration,
    /// How many connections one address may hold at once.
    pub per_address: usize,
    /// How long a request's body may take to arrive, counted from its
    /// headers.
    pub body_timeout: Duration,
}

/// Connections held, per address.
#[derive(Clone, Default)]
struct Held(Arc<Mutex<HashMap<IpAddr, usize>>>);

/// One connection's place in [`Held`], given back when dropped.
struct Place {
    held: Held,
    ip: IpAddr,
}

impl Held {
    fn take(&self, ip: IpAddr, max: usize) -> Option<Place> {
        let mut map = self
            .0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let count = map.entry(ip).or_insert(0);
        if *count >= max {
            return None;
        }
        *count += 1;
        Some(Place {
            held: self.clone(),
            ip,
        })
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut map = self
            .held
            .0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(count) = map.get_mut(&self.ip) {
            *count -= 1;
            if *count == 0 {
                map.remove(&self.ip);
            }
        }
    }
}

/// Serves `app` on `listener` until `shutdown` resolves, then lets the
/// connections in flight finish (for at most `drain`).
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: ConnectionLimits,
    shutdown: impl Future<Output = ()>,
    drain: Duration,
) {
    let held = Held::default();
    let (stop, stopped) = watch::channel(false);
    let mut tasks = tokio::task::JoinSet::new();
    tokio::pin!(shutdown);
    loop {
        let (stream, address) = tokio::select! {
            () = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of descriptors, most likely: wait for some to close.
                    tracing::warn!(%error, "cannot accept a connection");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
        };
        // Reap finished connections as we go, so the set stays small.
        while tasks.try_join_next().is_some() {}
        let Some(place) = held.take(address.ip(), limits.per_address) else {
            tracing::debug!(%address, "too many connections from this address; closed");
            drop(stream);
            continue;
        };
        tasks.spawn(connection(
            stream,
            address,
            app.clone(),
            limits,
            place,
            stopped.clone(),
        ));
    }
    let _ = stop.send(true);
    let _ = tokio::time::timeout(drain, async { while tasks.join_next().await.is_some() {} }).await;
}

async fn connection(
    stream: tokio::net::TcpStream,
    address: SocketAddr,
    app: Router,
    limits: ConnectionLimits,
    place: Place,
    mut stopped: watch::Receiver<bool>,
) {
    let _ = stream.set_nodelay(true);
    let body_timeout = limits.body_timeout;
    let service = tower::service_fn(move |request: Request<Incoming>| {
        let app = app.clone();
        async move {
            let (mut parts, body) = request.into_parts();
            // What `into_make_service_with_connect_info` would add: handlers
            // read the client's address (sign-in throttling).
            parts.extensions.insert(ConnectInfo(address));
            let late = Arc::new(AtomicBool::new(false));
            let body = TimedBody::new(body, body_timeout, Arc::clone(&late));
            let response = app
                .oneshot(Request::from_parts(parts, axum::body::Body::new(body)))
                .await?;
            if late.load(Ordering::Relaxed) {
                tracing::debug!(%address, "a request body took too long; closed");
                return Ok(body_too_slow(body_timeout));
            }
            Ok::<_, std::convert::Infallible>(response)
        }
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout);
    let connection = builder
        .serve_connection(TokioIo::new(stream), TowerToHyperService::new(service))
        .with_upgrades();
    tokio::pin!(connection);
    tokio::select! {
        result = connection.as_mut() => {
            if let Err(error) = result {
                tracing::debug!(%error, %address, "connection ended");
            }
        }
        () = async { let _ = stopped.wait_for(|stop| *stop).await; } => {
            connection.as_mut().graceful_shutdown();
            let _ = connection.await;
        }
    }
    drop(place);
}

/// A request's body that must be complete by a deadline set when its
/// headers arrived: a frame still missing then is an error for whoever
/// reads the body, and `late` tells [`connection`] to answer 408.
struct TimedBody {
    inner: Incoming,
    deadline: Pin<Box<tokio::time::Sleep>>,
    timeout: Duration,
    late: Arc<AtomicBool>,
}

impl TimedBody {
    fn new(inner: Incoming, timeout: Duration, late: Arc<AtomicBool>) -> Self {
        Self {
            inner,
            deadline: Box::pin(tokio::time::sleep(timeout)),
            timeout,
            late,
        }
    }
}

/// The error a late body gives its reader.
#[derive(Debug)]
struct BodyTooSlow(u64);

impl std::fmt::Display for BodyTooSlow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the request body did not arrive within {} s", self.0)
    }
}

impl std::error::Error for BodyTooSlow {}

impl Body for TimedBody {
    type Data = Bytes;
    type Error = axum::BoxError;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        let this = &mut *self;
        if let Poll::Ready(frame) = Pin::new(&mut this.inner).poll_frame(cx) {
            return Poll::Ready(frame.map(|frame| frame.map_err(Into::into)));
        }
        if this.deadline.as_mut().poll(cx).is_ready() {
            this.late.store(true, Ordering::Relaxed);
            return Poll::Ready(Some(Err(BodyTooSlow(this.timeout.as_secs()).into())));
        }
        Poll::Pending
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// 408, and the connection closed: what a client whose body was too slow
/// gets, whatever the handler made of the missing body.
fn body_too_slow(timeout: Duration) -> Response<axum::body::Body> {
    let mut response = Response::new(axum::body::Body::from(format!(
        "The request body did not arrive within {} s. Try again on a steadier connection.\n",
        timeout.as_secs()
    )));
    *response.status_mut() = StatusCode::REQUEST_TIMEOUT;
    let headers = response.headers_mut();
    headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static("default-src 'none'; frame-ancestors 'none'"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_address_holds_at_most_its_share_and_gets_it_back() {
        let held = Held::default();
        let a: IpAddr = [10, 0, 0, 1].into();
        let b: IpAddr = [10, 0, 0, 2].into();
        let first = held.take(a, 2).expect("one");
        let second = held.take(a, 2).expect("two");
        assert!(held.take(a, 2).is_none(), "a third from the same address");
        assert!(held.take(b, 2).is_some(), "another address is not affected");
        drop(first);
        assert!(
            held.take(a, 2).is_some(),
            "a place given back is free again"
        );
        drop(second);
    }
}
