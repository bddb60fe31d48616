//! The client's own address behind a reverse proxy.
//!
//! Behind nginx or HAProxy every connection comes from the proxy, so the
//! sign-in back-off, the rate limits and the PIN throttle would count a
//! whole school as one address, and one pupil's flood would make everyone
//! wait. When a connection comes from a proxy the administrator named
//! (`quizforge serve --trusted-proxy`), the client is the right-most
//! address of `X-Forwarded-For` that is not itself a trusted proxy (each
//! proxy appends the address it saw, so everything left of that could be
//! written by the client). From any other peer the header is ignored:
//! anyone can write it.

use std::net::{IpAddr, SocketAddr};
use std::str::FromStr;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::HeaderMap;
use axum::middleware::Next;
use axum::response::Response;

use crate::AppState;

/// An address or a network (`10.0.0.5`, `10.0.0.0/8`, `fd00::/8`) whose
/// connections are a reverse proxy's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrustedProxy {
    network: IpAddr,
    prefix: u8,
}

/// Why a `--trusted-proxy` value was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("{0:?} is not an IP address or a network like 10.0.0.0/8")]
pub struct BadProxy(String);

impl FromStr for TrustedProxy {
    type Err = BadProxy;

    fn from_str(text: &str) -> Result<Self, BadProxy> {
        let bad = || BadProxy(text.to_string());
        let (address, prefix) = match text.trim().split_once('/') {
            Some((address, bits)) => (address, Some(bits)),
            None => (text.trim(), None),
        };
        let network: IpAddr = address.parse().map_err(|_| bad())?;
        let most = if network.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            Some(bits) => bits
                .parse::<u8>()
                .ok()
                .filter(|b| *b <= most)
                .ok_or_else(bad)?,
            None => most,
        };
        Ok(Self { network, prefix })
    }
}

impl TrustedProxy {
    /// Whether `ip` is this address or inside this network.
    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        match (canonical(self.network), ip) {
            (IpAddr::V4(network), IpAddr::V4(ip)) => {
                same_prefix(&network.octets(), &ip.octets(), self.prefix)
            }
            (IpAddr::V6(network), IpAddr::V6(ip)) => {
                same_prefix(&network.octets(), &ip.octets(), self.prefix)
            }
            _ => false,
        }
    }
}

/// An IPv4 address written as IPv6 (`::ffff:10.0.0.5`, what a socket bound
/// to `::` reports) as the IPv4 address it is.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        IpAddr::V4(_) => ip,
    }
}

fn same_prefix(a: &[u8], b: &[u8], bits: u8) -> bool {
    let whole = usize::from(bits / 8);
    let rest = bits % 8;
    if a[..whole] != b[..whole] {
        return false;
    }
    rest == 0 || {
        let mask = 0xffu8 << (8 - rest);
        a[whole] & mask == b[whole] & mask
    }
}

/// The client behind trusted proxies: the right-most `X-Forwarded-For`
/// address that is not a trusted proxy (every one being a proxy: the
/// left-most).
pub fn forwarded_client(headers: &HeaderMap, proxies: &[TrustedProxy]) -> Option<IpAddr> {
    let hops: Vec<IpAddr> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(|hop| hop.trim().parse::<IpAddr>())
        .collect::<Result<_, _>>()
        // A value that is not a list of addresses was not written by a
        // proxy we trust: believe none of it.
        .ok()?;
    hops.iter()
        .rev()
        .find(|hop| !proxies.iter().any(|p| p.contains(**hop)))
        .or_else(|| hops.first())
        .copied()
}

/// Middleware: behind a trusted proxy, the request's connection address
/// becomes the client's own, for every part of the server that counts by
/// address.
pub async fn client_behind_proxy(
    State(state): State<AppState>,
    mut request: Request,
    next: Next,
) -> Response {
    let proxies = &state.config.trusted_proxies;
    if !proxies.is_empty()
        && let Some(ConnectInfo(peer)) = request.extensions().get::<ConnectInfo<SocketAddr>>()
        && proxies.iter().any(|p| p.contains(peer.ip()))
        && let Some(client) = forwarded_client(request.headers(), proxies)
    {
        request
            .extensions_mut()
            .insert(ConnectInfo(SocketAddr::new(client, 0)));
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn proxies(list: &[&str]) -> Vec<TrustedProxy> {
        list.iter().map(|p| p.parse().expect("proxy")).collect()
    }

    fn forwarded(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append("x-forwarded-for", value.parse().expect("header"));
        }
        headers
    }

    #[test]
    fn networks_hold_their_addresses() {
        let net: TrustedProxy = "10.0.0.0/8".parse().unwrap();
        assert!(net.contains("10.200.3.4".parse().unwrap()));
        assert!(!net.contains("11.0.0.1".parse().unwrap()));
        assert!(net.contains("::ffff:10.0.0.9".parse().unwrap()));
        let one: TrustedProxy = "192.168.1.5".parse().unwrap();
        assert!(one.contains("192.168.1.5".parse().unwrap()));
        assert!(!one.contains("192.168.1.6".parse().unwrap()));
        let v6: TrustedProxy = "fd00::/8".parse().unwrap();
        assert!(v6.contains("fd12::1".parse().unwrap()));
        let odd: TrustedProxy = "172.16.0.0/12".parse().unwrap();
        assert!(odd.contains("172.31.255.1".parse().unwrap()));
        assert!(!odd.contains("172.32.0.1".parse().unwrap()));
        assert!("10.0.0.0/33".parse::<TrustedProxy>().is_err());
        assert!("school-proxy".parse::<TrustedProxy>().is_err());
    }

    #[test]
    fn the_client_is_the_last_address_no_trusted_proxy_wrote() {
        let trusted = proxies(&["10.0.0.0/8"]);
        // The client may write anything on the left; the proxy appends
        // what it saw.
        let headers = forwarded(&["1.2.3.4, 203.0.113.7"]);
        assert_eq!(
            forwarded_client(&headers, &trusted),
            Some("203.0.113.7".parse().unwrap())
        );
        // Two proxies in a row, each trusted.
        let headers = forwarded(&["203.0.113.7", "10.0.0.2"]);
        assert_eq!(
            forwarded_client(&headers, &trusted),
            Some("203.0.113.7".parse().unwrap())
        );
        // Garbage is believed in no part.
        assert_eq!(
            forwarded_client(&forwarded(&["not an address"]), &trusted),
            None
        );
        assert_eq!(forwarded_client(&HeaderMap::new(), &trusted), None);
    }
}
