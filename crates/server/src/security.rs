//! Tokens, hashes, passwords and cookies.

use argon2::password_hash::{PasswordHasher, PasswordVerifier, phc::PasswordHash};
use argon2::{Algorithm, Argon2, Params, Version};
use axum::http::HeaderMap;
use sha2::{Digest, Sha256};

use crate::error::AppError;

/// A fresh random token: 32 bytes from the OS, as 64 hex digits.
pub fn random_token() -> Result<String, AppError> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)
        .map_err(|error| AppError::internal(format!("no randomness: {error}")))?;
    Ok(hex(&bytes))
}

/// SHA-256 of a token, hex: what the database keeps instead of the token,
/// so a leaked database holds no usable session or API token.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for byte in bytes {
        out.push(DIGITS[usize::from(byte >> 4)] as char);
        out.push(DIGITS[usize::from(byte & 15)] as char);
    }
    out
}

/// Compares two secrets in time that does not depend on where they differ.
pub fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && !a.is_empty()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

fn argon2(memory_kib: u32) -> Result<Argon2<'static>, AppError> {
    let params = Params::new(memory_kib, 2, 1, None)
        .map_err(|error| AppError::internal(format!("argon2 parameters: {error}")))?;
    Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
}

/// Hashes a password with argon2id, off the async runtime (it is meant to
/// be slow).
pub async fn hash_password(password: String, memory_kib: u32) -> Result<String, AppError> {
    tokio::task::spawn_blocking(move || {
        let hash = argon2(memory_kib)?
            .hash_password(password.as_bytes())
            .map_err(|error| AppError::internal(format!("hashing a password: {error}")))?;
        Ok(hash.to_string())
    })
    .await
    .map_err(|error| AppError::internal(format!("hashing task: {error}")))?
}

/// Checks a password against a stored hash, off the async runtime. With no
/// hash (no such account) it still does the work, against a throwaway hash,
/// so the answer's timing does not tell which e-mails have accounts.
pub async fn verify_password(
    password: String,
    hash: Option<String>,
    memory_kib: u32,
) -> Result<bool, AppError> {
    tokio::task::spawn_blocking(move || {
        let argon2 = argon2(memory_kib)?;
        let stored = match hash {
            Some(hash) => hash,
            None => {
                let _ = argon2.hash_password(b"no such account");
                return Ok(false);
            }
        };
        let Ok(parsed) = PasswordHash::new(&stored) else {
            return Err(AppError::internal("a stored password hash is unreadable"));
        };
        Ok(argon2.verify_password(password.as_bytes(), &parsed).is_ok())
    })
    .await
    .map_err(|error| AppError::internal(format!("verifying task: {error}")))?
}

/// The value of the cookie `name`, if the request carries it.
pub fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value)
}

/// A `Set-Cookie` value: `HttpOnly; SameSite=Lax; Path=/`, plus `Secure`
/// when the app is served over HTTPS. `max_age` 0 deletes the cookie.
pub fn set_cookie(name: &str, value: &str, max_age: i64, secure: bool) -> String {
    set_cookie_at(name, value, max_age, "/", secure)
}

/// [`set_cookie`] for a cookie sent only under `path`.
pub fn set_cookie_at(name: &str, value: &str, max_age: i64, path: &str, secure: bool) -> String {
    let secure = if secure { "; Secure" } else { "" };
    format!("{name}={value}; Max-Age={max_age}; Path={path}; HttpOnly; SameSite=Lax{secure}")
}

/// Adds a `Set-Cookie` header to a response.
pub fn append_cookie(response: &mut axum::response::Response, value: &str) -> Result<(), AppError> {
    let value = axum::http::HeaderValue::from_str(value)
        .map_err(|error| AppError::internal(format!("cookie header: {error}")))?;
    response
        .headers_mut()
        .append(axum::http::header::SET_COOKIE, value);
    Ok(())
}

/// The token of a form used before there is a session (double submit):
/// the one in the cookie `name` if the browser has one, else a fresh one
/// (`true`: set it in the cookie with the form).
pub fn form_token(headers: &HeaderMap, name: &str) -> Result<(String, bool), AppError> {
    match cookie(headers, name) {
        Some(token) if token.len() == 64 => Ok((token.to_string(), false)),
        _ => Ok((random_token()?, true)),
    }
}

/// Refuses a form whose token does not match the cookie `name`.
pub fn check_form_token(headers: &HeaderMap, name: &str, submitted: &str) -> Result<(), AppError> {
    match cookie(headers, name) {
        Some(expected) if same_secret(expected, submitted) => Ok(()),
        _ => Err(AppError::BadCsrf),
    }
}

/// The Content-Security-Policy of every response: scripts, styles and
/// connections only from this origin (no inline script or style attribute
/// anywhere: the templates keep them in the asset files), images from here
/// or `data:` (the QR code), no plugins, no `<base>`, forms only to here,
/// and no framing (clickjacking).
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// Adds the security headers to every response, pages, API, assets and
/// errors alike (a handler's own value wins).
pub async fn headers(mut response: axum::response::Response) -> axum::response::Response {
    use axum::http::{HeaderName, HeaderValue, header};
    let set: [(HeaderName, &'static str); 4] = [
        (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
        (header::X_FRAME_OPTIONS, "DENY"),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::REFERRER_POLICY, "same-origin"),
    ];
    let headers = response.headers_mut();
    for (name, value) in set {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_random_and_stored_hashed() {
        let (a, b) = (random_token().expect("a"), random_token().expect("b"));
        assert_ne!(a, b);
        assert_eq!(a.len(), 64);
        assert_eq!(token_hash(&a).len(), 64);
        assert_ne!(token_hash(&a), a);
        assert_eq!(token_hash(&a), token_hash(&a));
    }

    #[test]
    fn secrets_compare_whole() {
        assert!(same_secret("abc", "abc"));
        assert!(!same_secret("abc", "abd"));
        assert!(!same_secret("abc", "ab"));
        assert!(!same_secret("", ""));
    }

    #[test]
    fn cookies_are_found_among_others() {
        let mut headers = HeaderMap::new();
        headers.insert(
            "cookie",
            "a=1; qf_session=xyz; b=2".parse().expect("header"),
        );
        assert_eq!(cookie(&headers, "qf_session"), Some("xyz"));
        assert_eq!(cookie(&headers, "missing"), None);
    }

    #[tokio::test]
    async fn passwords_verify_only_against_their_hash() {
        let hash = hash_password("correct horse".into(), 1024)
            .await
            .expect("hash");
        assert!(hash.starts_with("$argon2id$"));
        assert!(
            verify_password("correct horse".into(), Some(hash.clone()), 1024)
                .await
                .expect("ok")
        );
        assert!(
            !verify_password("wrong".into(), Some(hash), 1024)
                .await
                .expect("ok")
        );
        assert!(!verify_password("x".into(), None, 1024).await.expect("ok"));
    }
}
