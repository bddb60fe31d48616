//! Real documents of every kind, built in the test, read back: the text and
//! the questions in it come through, and images are kept.

mod support;

use quizforge_extract::{DocumentKind, ExtractError, extract};

fn worksheet() -> Vec<String> {
    [
        "1. What is the powerhouse of the cell?",
        "A) Nucleus",
        "B) Mitochondria",
        "Answer: B",
    ]
    .map(str::to_string)
    .to_vec()
}

#[test]
fn a_pdf_text_layer_comes_through_without_page_furniture() {
    let pages: Vec<Vec<String>> = (1..=3)
        .map(|n| {
            let mut lines = vec!["Biology Unit 3".to_string(), String::new()];
            if n == 2 {
                lines.extend(worksheet());
            } else {
                lines.push(format!(
                    "Cells are the units of life, part {}.",
                    ["one", "two", "three"][n - 1]
                ));
                lines.push("Every living thing is made of cells, and the mem-".into());
                lines.push("brane holds each cell together.".into());
            }
            lines.push(String::new());
            lines.push(format!("Page {n} of 3"));
            lines
        })
        .collect();
    let doc = extract(Some("unit3.pdf"), &support::pdf(&pages)).expect("reads the PDF");
    assert_eq!(doc.kind, DocumentKind::Pdf);
    assert!(
        doc.text.contains("What is the powerhouse of the cell?"),
        "{}",
        doc.text
    );
    assert!(doc.text.contains("B) Mitochondria"), "{}", doc.text);
    assert!(doc.text.contains("membrane holds"), "{}", doc.text);
    assert!(!doc.text.contains("Biology Unit 3"), "{}", doc.text);
    assert!(!doc.text.contains("Page 2 of 3"), "{}", doc.text);
}

#[test]
fn an_image_only_pdf_says_no_text_was_found() {
    assert_eq!(
        extract(Some("scan.pdf"), &support::image_only_pdf()),
        Err(ExtractError::NoText(DocumentKind::Pdf))
    );
}

#[test]
fn a_damaged_pdf_is_an_error() {
    let mut pdf = support::pdf(&[worksheet()]);
    pdf.truncate(pdf.len() / 2);
    pdf.extend_from_slice(b"garbage ) ] >> endobj");
    assert!(extract(Some("bad.pdf"), &pdf).is_err());
}

#[test]
fn a_docx_keeps_headings_list_numbers_tables_and_images() {
    let bytes = support::docx(&[
        ("Title", "Cell Biology Review", false),
        ("", "What is the powerhouse of the cell?", true),
        ("", "A) Nucleus", false),
        ("", "B) Mitochondria", false),
        ("", "Which organelle holds DNA?", true),
    ]);
    let doc = extract(Some("review.docx"), &bytes).expect("reads the DOCX");
    assert_eq!(doc.kind, DocumentKind::Docx);
    assert_eq!(doc.title.as_deref(), Some("Cell Biology Review"));
    assert_eq!(
        doc.text,
        "Cell Biology Review\n\n1. What is the powerhouse of the cell?\nA) Nucleus\nB) Mitochondria\n2. Which organelle holds DNA?\nCell A\tCell B\n"
    );
    assert_eq!(doc.media.len(), 1);
    assert_eq!(doc.media[0].mime, "image/png");
    assert!(doc.media[0].name.starts_with("media/") && doc.media[0].name.ends_with(".png"));
}

#[test]
fn a_pptx_makes_slide_titles_headings_in_slide_order() {
    let slides: Vec<(String, Vec<&str>)> = (1..=10)
        .map(|n| (format!("Slide {n}"), vec!["A point", "Another point"]))
        .collect();
    let refs: Vec<(&str, &[&str])> = slides
        .iter()
        .map(|(t, l)| (t.as_str(), l.as_slice()))
        .collect();
    let doc = extract(Some("deck.pptx"), &support::pptx(&refs)).expect("reads the PPTX");
    assert_eq!(doc.kind, DocumentKind::Pptx);
    assert!(
        doc.text
            .starts_with("Slide 1\n\nA point\nAnother point\n\nSlide 2\n"),
        "{}",
        doc.text
    );
    assert!(
        doc.text
            .contains("Slide 9\n\nA point\nAnother point\n\nSlide 10\n"),
        "{}",
        doc.text
    );
    assert_eq!(doc.media.len(), 1);
}

#[test]
fn an_odt_keeps_headings_and_paragraphs() {
    let doc = extract(
        Some("notes.odt"),
        &support::odt(&[
            (true, "Photosynthesis"),
            (false, "Plants make sugar from light."),
            (false, "1. What do plants make?"),
        ]),
    )
    .expect("reads the ODT");
    assert_eq!(doc.kind, DocumentKind::Odt);
    assert_eq!(
        doc.text,
        "Photosynthesis\n\nPlants make sugar from light.\n1. What do plants make?\n"
    );
    assert_eq!(doc.media.len(), 1);
}

#[test]
fn html_and_markdown_give_their_text() {
    let html = extract(
        Some("page.html"),
        b"<html><body><nav>Menu</nav><h2>Quiz</h2><p>1. Why?</p><script>x()</script></body></html>",
    )
    .expect("reads HTML");
    assert_eq!(html.text, "Quiz\n\n1. Why?\n");
    let md = extract(Some("notes.md"), b"## Quiz\n\n1. Why?\n2. How?\n").expect("reads Markdown");
    assert_eq!(md.text, "Quiz\n\n1. Why?\n2. How?\n");
}

#[test]
fn images_and_unknown_zips_are_refused_clearly() {
    assert_eq!(
        extract(Some("photo.jpg"), b"\xff\xd8\xff\xe0 jpeg"),
        Err(ExtractError::NoText(DocumentKind::Image))
    );
    let other = support::zip(&[("readme.txt", b"hello")]);
    assert!(matches!(
        extract(Some("x.zip"), &other),
        Err(ExtractError::Unsupported(_))
    ));
}
