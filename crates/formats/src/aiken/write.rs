//! Writing Aiken as Moodle's exporter does: the question on one line, then
//! `A) …` lines and `ANSWER: X`, questions separated by a blank line.

use super::ast::AikenFile;

/// Writes the questions. Texts are written as they are: [`super::from_quiz`]
/// has already made them single lines.
pub fn write(file: &AikenFile) -> String {
    let mut blocks = Vec::with_capacity(file.questions.len());
    for q in &file.questions {
        let mut out = String::new();
        out.push_str(&q.text);
        out.push('\n');
        for (letter, choice) in (b'A'..=b'Z').zip(&q.choices) {
            out.push(char::from(letter));
            out.push_str(") ");
            out.push_str(&choice.text);
            out.push('\n');
        }
        let letter = u8::try_from(q.answer)
            .ok()
            .filter(|&i| i < 26)
            .map_or('?', |i| char::from(b'A' + i));
        out.push_str("ANSWER: ");
        out.push(letter);
        out.push('\n');
        blocks.push(out);
    }
    blocks.join("\n")
}
