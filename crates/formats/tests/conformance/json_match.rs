//! The `match` semantics of the corpus (`exact`, `subset`).

use serde_json::Value;

/// Deep equality, numbers within 1e-9. Returns where they first differ.
pub fn exact(expected: &Value, actual: &Value, at: &str) -> Result<(), String> {
    compare(expected, actual, at, false)
}

/// Every key in `expected` must match in `actual`; lists must have the same
/// length and match element by element.
pub fn subset(expected: &Value, actual: &Value, at: &str) -> Result<(), String> {
    compare(expected, actual, at, true)
}

fn compare(expected: &Value, actual: &Value, at: &str, loose: bool) -> Result<(), String> {
    match (expected, actual) {
        (Value::Number(e), Value::Number(a)) => {
            let (e, a) = (
                e.as_f64().unwrap_or(f64::NAN),
                a.as_f64().unwrap_or(f64::NAN),
            );
            if (e - a).abs() <= 1e-9 {
                Ok(())
            } else {
                Err(format!("{at}: expected {e}, found {a}"))
            }
        }
        (Value::Array(e), Value::Array(a)) => {
            if e.len() != a.len() {
                return Err(format!(
                    "{at}: expected {} items, found {}",
                    e.len(),
                    a.len()
                ));
            }
            for (i, (e, a)) in e.iter().zip(a).enumerate() {
                compare(e, a, &format!("{at}[{i}]"), loose)?;
            }
            Ok(())
        }
        (Value::Object(e), Value::Object(a)) => {
            for (key, e) in e {
                let Some(a) = a.get(key) else {
                    return Err(format!("{at}.{key}: missing (expected {e})"));
                };
                compare(e, a, &format!("{at}.{key}"), loose)?;
            }
            if !loose && let Some(extra) = a.keys().find(|k| !e.contains_key(*k)) {
                return Err(format!("{at}.{extra}: not expected"));
            }
            Ok(())
        }
        (e, a) if e == a => Ok(()),
        (e, a) => Err(format!("{at}: expected {e}, found {a}")),
    }
}
