//! Browser tests of the teacher's web app live in `tests/browser.rs`; this
//! library is empty.
