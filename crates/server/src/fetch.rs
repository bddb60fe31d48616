//! Fetching a teacher's image address, once, when a quiz is saved
//! (`media.rs` keeps what arrives): `http://` and `https://` (rustls, with
//! Mozilla's roots compiled in), within a time and a size limit, with no
//! redirects, and never from this machine or a private network unless
//! [`Config::fetch_private_images`].

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use axum::http::{Request, header};
use http_body_util::BodyExt;
use hyper::body::Bytes;
use tokio_rustls::rustls::pki_types::{CertificateDer, ServerName};
use tokio_rustls::rustls::{ClientConfig, RootCertStore};

use crate::Config;
use crate::media::{MAX_IMAGE_BYTES, too_large};

/// How long one image may take to arrive.
const FETCH_TIMEOUT: Duration = Duration::from_secs(10);

/// Whether an address belongs to this machine or a private network: a
/// teacher's address must not make the server probe what only it can
/// reach (its database, a router's admin page, a cloud's metadata).
pub(crate) fn is_private(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.is_multicast()
                || v4.is_documentation()
                // Shared address space (carrier-grade NAT), 100.64.0.0/10.
                || (a == 100 && (64..128).contains(&b))
                || a == 0
        }
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_private(IpAddr::V4(v4));
            }
            let first = v6.segments()[0];
            v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                // Unique local fc00::/7 and link-local fe80::/10.
                || (first & 0xfe00) == 0xfc00
                || (first & 0xffc0) == 0xfe80
        }
    }
}

/// Fetches an `http://` or `https://` image within [`FETCH_TIMEOUT`] and
/// [`MAX_IMAGE_BYTES`]: its declared media type and bytes.
pub(crate) async fn fetch(
    address: &str,
    config: &Config,
) -> Result<(Option<String>, Vec<u8>), String> {
    tokio::time::timeout(FETCH_TIMEOUT, fetch_within(address, config))
        .await
        .map_err(|_| format!("it did not arrive within {} s", FETCH_TIMEOUT.as_secs()))?
}

async fn fetch_within(address: &str, config: &Config) -> Result<(Option<String>, Vec<u8>), String> {
    let allow_private = config.fetch_private_images;
    let uri: axum::http::Uri = address
        .parse()
        .map_err(|_| "it is not a valid address".to_string())?;
    let host = uri.host().ok_or("the address names no host")?;
    let tls = uri.scheme_str() == Some("https");
    let port = uri.port_u16().unwrap_or(if tls { 443 } else { 80 });
    let lookup = host.trim_start_matches('[').trim_end_matches(']');
    let addresses: Vec<SocketAddr> = tokio::net::lookup_host((lookup, port))
        .await
        .map_err(|error| format!("its host cannot be found ({error})"))?
        .collect();
    let Some(first) = addresses.first().copied() else {
        return Err("its host cannot be found".into());
    };
    if !allow_private && addresses.iter().any(|a| is_private(a.ip())) {
        return Err(
            "it points into this server's own network, which quizforge does not fetch from".into(),
        );
    }
    let stream = tokio::net::TcpStream::connect(first)
        .await
        .map_err(|error| format!("the server cannot reach it ({error})"))?;
    let response = if tls {
        // The name the certificate must carry: the host as written.
        let name = ServerName::try_from(lookup.to_string())
            .map_err(|_| "its host is not a name a certificate can carry".to_string())?;
        let stream = tls_connector(&config.image_fetch_roots)
            .connect(name, stream)
            .await
            .map_err(|error| format!("its secure connection failed ({error})"))?;
        send(stream, &uri, host).await?
    } else {
        send(stream, &uri, host).await?
    };
    let status = response.status();
    if status.is_redirection() {
        return Err(format!(
            "it redirects elsewhere (HTTP {}); give the image's own address",
            status.as_u16()
        ));
    }
    if !status.is_success() {
        return Err(format!("it answered HTTP {}", status.as_u16()));
    }
    let declared = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(|v| {
            v.split(';')
                .next()
                .unwrap_or("")
                .trim()
                .to_ascii_lowercase()
        });
    let length = response
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if length.is_some_and(|n| n > MAX_IMAGE_BYTES as u64) {
        return Err(too_large());
    }
    let body = http_body_util::Limited::new(response.into_body(), MAX_IMAGE_BYTES)
        .collect()
        .await
        .map_err(|error| {
            if error.is::<http_body_util::LengthLimitError>() {
                too_large()
            } else {
                format!("it stopped sending ({error})")
            }
        })?
        .to_bytes();
    Ok((declared, body.to_vec()))
}

/// Sends the GET for `uri` over `io` (plain or TLS) and gives the answer's
/// head and streaming body.
async fn send<IO>(
    io: IO,
    uri: &axum::http::Uri,
    host: &str,
) -> Result<hyper::Response<hyper::body::Incoming>, String>
where
    IO: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    let (mut sender, connection) =
        hyper::client::conn::http1::handshake(hyper_util::rt::TokioIo::new(io))
            .await
            .map_err(|error| format!("it does not speak HTTP ({error})"))?;
    tokio::spawn(async move {
        let _ = connection.await;
    });
    let path = uri.path_and_query().map_or("/", |p| p.as_str());
    let authority = uri.authority().map_or(host, |a| a.as_str());
    let request = Request::get(path)
        .header(header::HOST, authority)
        .header(header::USER_AGENT, "quizforge (a teacher's question image)")
        .header(
            header::ACCEPT,
            "image/png, image/jpeg, image/gif, image/webp",
        )
        .body(http_body_util::Empty::<Bytes>::new())
        .map_err(|_| "it is not a valid address".to_string())?;
    sender
        .send_request(request)
        .await
        .map_err(|error| format!("it did not answer ({error})"))
}

/// A TLS client that trusts Mozilla's root certificates (compiled in) and
/// any the administrator added ([`Config::image_fetch_roots`]).
fn tls_connector(extra_roots: &[Vec<u8>]) -> tokio_rustls::TlsConnector {
    let mut roots = RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    };
    for der in extra_roots {
        // A root that does not parse is left out; the fetch then fails
        // with the certificate error, which says why.
        let _ = roots.add(CertificateDer::from(der.clone()));
    }
    let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
    let config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("ring supports the default TLS versions")
        .with_root_certificates(roots)
        .with_no_client_auth();
    tokio_rustls::TlsConnector::from(Arc::new(config))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_and_local_addresses_are_recognised() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "192.168.0.1",
            "172.16.5.4",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "::1",
            "fd00::1",
            "fe80::1",
            "::ffff:127.0.0.1",
        ] {
            assert!(is_private(ip.parse().expect("ip")), "{ip}");
        }
        for ip in ["93.184.216.34", "2606:2800:220:1::1"] {
            assert!(!is_private(ip.parse().expect("ip")), "{ip}");
        }
    }
}
