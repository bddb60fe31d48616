//! A stored quiz as an index document.

use quizforge_core::{Body, Quiz};
use quizforge_store::LibraryQuiz;
use tantivy::TantivyDocument;

use crate::keys;
use crate::minhash::Signature;
use crate::schema::{self, Fields, LANGUAGES, language_slot};
use crate::shelf::{Shelf, owned};
use tantivy::tokenizer::{PreTokenizedString, Token};

/// How much of a document's source text is indexed (the start of a long
/// textbook is what it is about).
pub const MAX_SOURCE_CHARS: usize = 200_000;
/// How much question text is stored for snippets.
const MAX_STORED_BODY_CHARS: usize = 20_000;

/// The prompts, passages and options of a quiz, one line each, as the
/// teacher wrote them; never a key (accepted answers and numbers are left
/// out). Stored for snippets.
pub fn body_text(quiz: &Quiz) -> String {
    lines(quiz, Wording::AsShown)
}

/// What a quiz's questions say in words, one line each: [`body_text`]
/// without the scaffolding a question is shown with. A typed blank's
/// initials and letter count ("f_____ s_____ (6, 9 letters)"), the
/// instruction a statement is put with ("True or false:") and the two
/// labels of a true/false question are in most quizzes and about none of
/// them: indexed, a search for "letters" or "false" ranked every quiz with
/// a typed blank or a statement to judge beside the quiz on writing
/// letters. Indexed and keyed.
pub fn searchable_body(quiz: &Quiz) -> String {
    lines(quiz, Wording::InWords)
}

/// Whether a question's text is kept as shown or in its words only.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Wording {
    AsShown,
    InWords,
}

fn lines(quiz: &Quiz, wording: Wording) -> String {
    let mut lines = Vec::new();
    for question in &quiz.questions {
        let true_false = matches!(question.body, Body::TrueFalse { .. });
        lines.push(match wording {
            Wording::AsShown => question.prompt.clone(),
            Wording::InWords if true_false => {
                statement_of(&question.prompt, &quiz.language).to_string()
            }
            Wording::InWords => quizforge_forge::prompt_in_words(&question.prompt),
        });
        if let Some(stimulus) = &question.stimulus {
            lines.push(stimulus.clone());
        }
        match &question.body {
            Body::TrueFalse { .. } if wording == Wording::InWords => {}
            Body::MultipleChoice { choices }
            | Body::MultipleResponse { choices }
            | Body::TrueFalse { choices } => {
                lines.extend(choices.iter().map(|c| c.text.clone()));
            }
            Body::Matching { pairs } => {
                for pair in pairs {
                    lines.push(format!("{} — {}", pair.left, pair.right));
                }
            }
            Body::Ordering { items } => lines.extend(items.iter().cloned()),
            Body::ShortAnswer { .. } | Body::Numeric { .. } | Body::Open => {}
        }
    }
    lines.retain(|l| !l.trim().is_empty());
    lines.join("\n")
}

/// A true/false prompt without the instruction it opens with, in the
/// words of its language's labels ("True or false: …", "Vrai ou faux :
/// …"); any other prompt as it is.
pub(crate) fn statement_of<'a>(prompt: &'a str, language: &str) -> &'a str {
    let (yes, no) = quizforge_core::true_false_labels(language);
    let Some((instruction, statement)) = prompt.split_once(':') else {
        return prompt;
    };
    let words: Vec<String> = instruction
        .split_whitespace()
        .map(str::to_lowercase)
        .collect();
    match words.as_slice() {
        [first, _, last] if *first == yes.to_lowercase() && *last == no.to_lowercase() => {
            statement.trim_start()
        }
        _ => prompt,
    }
}

/// The quiz's distinct topics, in order of first use.
pub fn topics(quiz: &Quiz) -> Vec<String> {
    let mut seen = std::collections::BTreeSet::new();
    let mut out = Vec::new();
    for question in &quiz.questions {
        let names = question.topic.iter().chain(&question.tags);
        for topic in names {
            let topic = topic.trim();
            if !topic.is_empty() && seen.insert(topic.to_lowercase()) {
                out.push(topic.to_string());
            }
        }
    }
    out
}

/// Cuts `text` to at most `max` characters, at a character boundary.
fn cut(text: &str, max: usize) -> &str {
    match text.char_indices().nth(max) {
        Some((at, _)) => &text[..at],
        None => text,
    }
}

/// The index document of a quiz.
pub fn build(fields: &Fields, entry: &LibraryQuiz) -> TantivyDocument {
    let quiz = &entry.stored.quiz;
    let slot = language_slot(&quiz.language);
    let on_shelf = Shelf::of(entry.sharing.visibility.as_str());
    let shelf = fields.shelf(on_shelf);
    let text = &shelf.text[slot];
    // On the private shelf a term starts with its owner (`shelf.rs`).
    let owner = (on_shelf == Shelf::Private).then_some(entry.stored.owner_id);
    let body = searchable_body(quiz);
    let topics = topics(quiz).join("\n");
    let mut doc = TantivyDocument::default();
    doc.add_u64(fields.id, entry.stored.id.max(0) as u64);
    doc.add_i64(fields.owner, entry.stored.owner_id);
    doc.add_text(fields.visibility, entry.sharing.visibility.as_str());
    doc.add_u64(
        fields.reach,
        crate::schema::reach(entry.sharing.visibility.as_str()),
    );
    doc.add_text(fields.subject, entry.sharing.subject.to_lowercase());
    doc.add_text(fields.grade, entry.sharing.grade.to_lowercase());
    doc.add_text(fields.language, LANGUAGES[slot]);
    let kinds: std::collections::BTreeSet<&str> = quiz
        .questions
        .iter()
        .map(|q| q.body.kind().as_str())
        .collect();
    for kind in kinds {
        doc.add_text(fields.kinds, kind);
    }
    doc.add_u64(fields.questions, quiz.questions.len() as u64);
    doc.add_i64(fields.played_at, entry.last_played_at.unwrap_or(0));
    doc.add_i64(fields.updated_at, entry.stored.updated_at);
    doc.add_u64(fields.based_on, entry.based_on.unwrap_or(0).max(0) as u64);
    doc.add_u64(fields.copies, entry.copies.max(0) as u64);
    doc.add_u64(fields.plays, entry.plays.max(0) as u64);
    doc.add_text(fields.title_text, &quiz.title);
    doc.add_text(
        fields.body_text,
        cut(&body_text(quiz), MAX_STORED_BODY_CHARS),
    );
    doc.add_text(fields.topics_text, &topics);
    doc.add_bytes(fields.minhash, &Signature::of(quiz).to_bytes());
    let source = cut(&entry.stored.source_text, MAX_SOURCE_CHARS);
    let keys = keys::choose(slot, &quiz.title, &topics, &body, source);
    for key in &keys {
        let indexed = key.indexed(slot);
        if let Some(owner) = owner {
            doc.add_text(fields.private_key_counts, &indexed);
            let indexed = owned(owner, &indexed);
            for _ in 0..key.repeats() {
                doc.add_text(shelf.keys, &indexed);
            }
            continue;
        }
        for _ in 0..key.repeats() {
            doc.add_text(shelf.keys, &indexed);
        }
    }
    doc.add_text(fields.keys_text, keys::encode(&keys));
    let mut add_words = |field, value: &str| match owner {
        Some(owner) => doc.add_pre_tokenized_text(field, owned_tokens(slot, owner, value)),
        None => doc.add_text(field, value),
    };
    add_words(text.title, &quiz.title);
    add_words(text.topics, &topics);
    add_words(text.body, &body);
    // Subject and grade tags are words teachers search for too.
    add_words(
        text.topics,
        &format!("{} {}", entry.sharing.subject, entry.sharing.tags.join(" ")),
    );
    add_words(text.source, source);
    for value in [
        quiz.title.as_str(),
        &topics,
        &body,
        &entry.sharing.subject,
        source,
    ] {
        doc.add_text(text.all, value);
    }
    for tag in &entry.sharing.tags {
        doc.add_text(text.all, tag);
    }
    doc
}

/// `text` analysed the way of its language slot, each term starting with
/// its owner.
fn owned_tokens(slot: usize, owner: i64, text: &str) -> PreTokenizedString {
    let tokens = schema::tokens(slot, text)
        .into_iter()
        .enumerate()
        .map(|(position, (term, range))| Token {
            offset_from: range.start,
            offset_to: range.end,
            position,
            text: owned(owner, &term),
            position_length: 1,
        })
        .collect();
    // The text itself is not stored: only the terms are read.
    PreTokenizedString {
        text: String::new(),
        tokens,
    }
}
