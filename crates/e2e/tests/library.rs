//! The library in a real browser: teacher A makes two quizzes and shares
//! them with the school; teacher B, in another browser, searches a word
//! from one of A's questions, opens it, uses it (a copy in B's quizzes),
//! sees related quizzes on the copy, and starts a game with it. Saves a
//! screenshot of each screen under `$CARGO_TARGET_DIR/screenshots/`
//! (`library-*.png`; the ones in `docs/screenshots/` come from here).
//!
//! Skipped loudly without Chromium and ChromeDriver, except under `CI`.

use fantoccini::{Client, Locator};
use quizforge_e2e::{
    browser_available, click, make, open_session, scratch_dir, sign_up, start_app, start_driver,
    submit_for_new_page, wait_for_path, wait_for_text,
};

/// A screenshot named `library-<name>.png`.
async fn shoot(client: &Client, name: &str) {
    quizforge_e2e::shoot(client, &format!("library-{name}")).await;
}

/// Types into the field with this id.
async fn type_into(client: &Client, id: &str, text: &str) {
    quizforge_e2e::type_into(client, &format!("#{id}"), text).await;
}

const CELLS_MORE: &str = "Inside the cell\n\n1. Which organelle releases energy from glucose?\nA) The mitochondrion\nB) The vacuole\nC) The cell wall\nAnswer: A\n\n\
2. Which organelle holds the cell's DNA?\nA) The nucleus\nB) The ribosome\nC) The membrane\nAnswer: A\n\n\
3. Where are proteins made in the cell?\nA) On the ribosomes\nB) In the vacuole\nC) In the cell wall\nAnswer: A\n";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_teacher_finds_a_shared_quiz_copies_it_sees_related_and_plays_it() {
    if !browser_available("the library browser test") {
        return;
    }
    let data = scratch_dir("library-data");
    let address = start_app(&data).await;
    let base = format!("http://{address}");
    let (_driver, port) = start_driver().await;

    // Teacher A makes two quizzes about cells and shares both.
    let a = open_session(port, &scratch_dir("library-profile-a"), "1280,900").await;
    sign_up(&a, &base, "ada@school.org").await;
    for (i, text) in [quizforge_server::demo::SAMPLES[1], CELLS_MORE]
        .into_iter()
        .enumerate()
    {
        make(&a, &base, text).await;
        a.execute(
            "document.getElementById('sharing').scrollIntoView();",
            vec![],
        )
        .await
        .expect("scroll");
        click(&a, "#visibility-school").await;
        if i == 0 {
            shoot(&a, "01-sharing").await;
        }
        // The panel says "Copied 0 times" before the save too: only a new
        // page shows the save was stored.
        submit_for_new_page(&a, "#sharing-save").await;
        wait_for_text(&a, "#reuse", "Copied 0 times").await;
        let checked = a
            .find(Locator::Id("visibility-school"))
            .await
            .expect("radio")
            .prop("checked")
            .await
            .expect("checked");
        assert_eq!(checked.as_deref(), Some("true"));
    }
    a.close().await.expect("close A");

    // Teacher B searches a word from one of A's questions.
    let b = open_session(port, &scratch_dir("library-profile-b"), "1280,900").await;
    sign_up(&b, &base, "ben@school.org").await;
    b.goto(&format!("{base}/library")).await.expect("library");
    type_into(&b, "library-q", "ribosomes").await;
    click(&b, "#library-go").await;
    let results = wait_for_text(&b, "#results", "Inside the cell").await;
    assert!(results.contains("shared"), "{results}");
    let marked = b
        .find(Locator::Css("#results mark"))
        .await
        .expect("a marked word")
        .text()
        .await
        .expect("text");
    // Stemmed: "ribosomes" also marks "Ribosome".
    assert!(marked.to_lowercase().starts_with("ribosome"), "{marked}");
    shoot(&b, "02-search").await;

    // B opens it and uses it.
    click(&b, "#results .quiz-title").await;
    wait_for_text(&b, "#quiz-title", "Inside the cell").await;
    let page = b.source().await.expect("source");
    assert!(!page.contains("correct"), "no key on a shared quiz's page");
    shoot(&b, "03-shared-quiz").await;
    click(&b, "#use-quiz").await;
    wait_for_text(&b, "#notice", "This is your copy").await;
    wait_for_text(&b, "#based-on", "Based on Inside the cell").await;

    // Related on the copy: A's other cells quiz, never A's original.
    b.execute(
        "document.getElementById('related').scrollIntoView();",
        vec![],
    )
    .await
    .expect("scroll");
    let related = wait_for_text(&b, "#related", "Related quizzes").await;
    assert!(!related.contains("Inside the cell"), "{related}");
    assert!(
        related.contains("—"),
        "at least one related quiz: {related}"
    );
    shoot(&b, "04-copy-related").await;

    // B plays the copy: a new class, a join code.
    b.execute("window.scrollTo(0, 0);", vec![])
        .await
        .expect("scroll");
    click(&b, "#assign").await;
    wait_for_path(&b, |path| path.ends_with("/assign")).await;
    type_into(&b, "new_class", "Year 8 Biology").await;
    click(&b, "#assign-form button[type=submit]").await;
    wait_for_text(&b, "#related-head", "Next time: related quizzes").await;
    shoot(&b, "05-game").await;
    b.close().await.expect("close B");
}
