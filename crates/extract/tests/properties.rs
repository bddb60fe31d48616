//! No input makes extraction panic, whatever its name says it is.

use proptest::prelude::*;
use quizforge_extract::{clean_pages, extract};

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn any_bytes_under_any_name_give_a_result(
        bytes in prop::collection::vec(any::<u8>(), 0..300),
        prefix in prop::sample::select(vec![&b""[..], b"%PDF-1.4\n", b"PK\x03\x04", b"<html>", b"\xff\xfe"]),
        name in prop::sample::select(vec!["a.pdf", "a.docx", "a.pptx", "a.odt", "a.html", "a.md", "a.txt"]),
    ) {
        let mut input = prefix.to_vec();
        input.extend(bytes);
        let _ = extract(Some(name), &input);
    }

    #[test]
    fn cleaning_pages_never_panics_and_keeps_plain_lines(pages in prop::collection::vec("[a-zA-Z0-9 .\\-\n]{0,80}", 0..6)) {
        let text = clean_pages(&pages);
        prop_assert!(text.ends_with('\n'));
    }
}
