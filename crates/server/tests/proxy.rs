//! Behind a reverse proxy the rate limits count each client named by
//! `X-Forwarded-For`, and only when the connection comes from a proxy the
//! administrator trusts (issue 12).

mod abuse_support;

use abuse_support::{App, Reply};
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use quizforge_server::ratelimit::RateLimits;
use serde_json::json;

async fn sign_up(app: &App, email: &str, peer: [u8; 4], forwarded_for: &str) -> Reply {
    let request = Request::post("/api/v1/signup")
        .header(header::CONTENT_TYPE, "application/json")
        .header("x-forwarded-for", forwarded_for)
        .body(Body::from(
            json!({"email": email, "password": "correct horse"}).to_string(),
        ))
        .expect("request");
    app.send(request, peer).await
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_client_has_its_own_limit() {
    let app = App::behind_proxies(RateLimits::default(), &["10.0.0.0/8"]).await;
    let proxy = [10, 0, 0, 2];
    // Thirty teachers of one school sign up through the proxy: none waits,
    // though all connections come from one address.
    for i in 0..30 {
        let reply = sign_up(
            &app,
            &format!("t{i}@school.test"),
            proxy,
            &format!("203.0.113.{i}"),
        )
        .await;
        assert_eq!(
            reply.status,
            StatusCode::ACCEPTED,
            "teacher {i}: {}",
            reply.body
        );
    }
    // One client flooding through the proxy is stopped on its own, even
    // when it writes a different address in front each time.
    let mut refused = None;
    for i in 0..30 {
        let header = format!("198.51.100.{i}, 203.0.113.200");
        let reply = sign_up(&app, &format!("spam{i}@x.test"), proxy, &header).await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS {
            refused = Some(i);
            break;
        }
    }
    assert!(
        refused.is_some_and(|i| (20..=21).contains(&i)),
        "{refused:?}"
    );
    // And the school's other clients go on.
    let reply = sign_up(&app, "late@school.test", proxy, "203.0.113.201").await;
    assert_eq!(reply.status, StatusCode::ACCEPTED, "{}", reply.body);
}

#[tokio::test]
async fn a_client_that_is_no_trusted_proxy_cannot_name_another_address() {
    let app = App::behind_proxies(RateLimits::default(), &["10.0.0.0/8"]).await;
    let spammer = [198, 51, 100, 20];
    let mut refused = None;
    for i in 0..30 {
        let reply = sign_up(
            &app,
            &format!("spam{i}@x.test"),
            spammer,
            &format!("203.0.113.{i}"),
        )
        .await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS {
            refused = Some(i);
            break;
        }
    }
    assert!(
        refused.is_some_and(|i| (20..=21).contains(&i)),
        "{refused:?}"
    );
}
