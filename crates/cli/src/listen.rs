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
//! - an accept error (out of descriptors) is logged and retried after a
//!   pause, never a busy loop or an exit.
//!
//! WebSockets are upgraded from these connections as usual; an upgraded
//! socket leaves the count (it belongs to a player who joined a game).

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
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
    // What `into_make_service_with_connect_info` would add: handlers read
    // the client's address (sign-in throttling).
    let service = app.map_request(move |mut request: axum::extract::Request<_>| {
        request.extensions_mut().insert(ConnectInfo(address));
        request
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
