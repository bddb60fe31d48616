//! Reading GIFT, following Moodle's `qformat_gift::readquestion` (formats.md
//! §1.2), with the deviations formats.md asks for: non-numeric numerical
//! answers and out-of-range weights are refused instead of accepted.

use quizforge_core::Span;

use super::ast::{
    GiftBody, GiftCategory, GiftChoice, GiftFile, GiftFormat, GiftItem, GiftNumber, GiftPair,
    GiftQuestion, Marker, NumberValue, RichText,
};
use super::comment::comment_metadata;
use super::split::{Line, blocks};
use super::units::{self, Unit, php_trim};
use crate::error::{
    ImportError, MAX_ANSWERS, MAX_QUESTIONS, ParseError, ParseErrorKind, Position, check_size,
};

/// The most characters of a question name Moodle keeps.
const MAX_NAME_CHARS: usize = 255;

/// Reads a GIFT file. Blocks that cannot be read are listed in
/// [`GiftFile::errors`] and the others are kept. Refuses only texts over
/// [`crate::MAX_INPUT_BYTES`] or with more than [`crate::MAX_QUESTIONS`]
/// items.
pub fn parse(text: &str) -> Result<GiftFile, ImportError> {
    check_size(text)?;
    let parser = Parser { source: text };
    let mut file = GiftFile::default();
    for block in blocks(text) {
        match parser.block(&block) {
            Ok(Some(item)) => {
                if file.items.len() == MAX_QUESTIONS {
                    return Err(ImportError::TooManyQuestions {
                        limit: MAX_QUESTIONS,
                    });
                }
                file.items.push(item);
            }
            Ok(None) => {}
            Err(e) => file.errors.push(e),
        }
    }
    Ok(file)
}

/// Reads one question block as Moodle's `readquestion` does when given the
/// block directly: lines are not trimmed first (so indentation inside
/// `<pre>` survives). `Ok(None)` for a block of comments only.
pub fn parse_question(block: &str) -> Result<Option<GiftItem>, ParseError> {
    let lines: Vec<Line<'_>> = super::split::lines(block);
    Parser { source: block }.block(&lines)
}

struct Parser<'s> {
    source: &'s str,
}

/// The answer block of a question, once found.
struct Answers<'u> {
    units: &'u [Unit],
    /// Offset of the `{`, for error positions.
    at: usize,
}

impl Parser<'_> {
    fn position(&self, at: usize) -> Position {
        Position::of_offset(self.source, at)
    }

    fn error(&self, at: usize, kind: ParseErrorKind) -> ParseError {
        ParseError::new(self.position(at), kind)
    }

    fn block(&self, lines: &[Line<'_>]) -> Result<Option<GiftItem>, ParseError> {
        // Comment lines feed tags and id number, and count as blank lines
        // inside the block.
        let mut comments = String::new();
        let mut chars: Vec<(char, usize)> = Vec::new();
        for (i, &(line, offset)) in lines.iter().enumerate() {
            if i > 0 {
                chars.push(('\n', offset.saturating_sub(1)));
            }
            let trimmed = php_trim(line);
            if trimmed.starts_with("//") {
                comments.push_str(trimmed);
                comments.push('\n');
                chars.push((' ', offset));
            } else {
                chars.extend(line.char_indices().map(|(k, c)| (c, offset + k)));
            }
        }
        let all = units::unescape(&chars);
        let text = units::trim(&all);
        let (Some(first), Some(last)) = (text.first(), text.last()) else {
            return Ok(None);
        };
        let block_start = lines
            .iter()
            .find(|(l, _)| !php_trim(l).is_empty())
            .map_or(first.at, |(l, o)| {
                o + (l.len() - l.trim_start_matches(units::is_php_space).len())
            });
        let block_end = lines
            .iter()
            .rev()
            .find(|(l, _)| !php_trim(l).is_empty())
            .map_or(last.at + last.ch.len_utf8(), |(l, o)| {
                o + l.trim_end_matches(units::is_php_space).len()
            });
        let span = Span::new(block_start, block_end);
        let position = self.position(block_start);

        if units::starts_with(text, "$CATEGORY:") {
            let path = units::text(units::trim(&text["$CATEGORY:".len()..]));
            return Ok(Some(GiftItem::Category(GiftCategory {
                path: php_trim(&path).to_string(),
                position,
                span,
            })));
        }

        let (name, text) = split_name(text);
        let (idnumber, tags) = comment_metadata(&comments);
        self.question(text, name, position, span).map(|mut q| {
            q.idnumber = idnumber.filter(|id| !id.is_empty());
            q.tags = tags;
            Some(GiftItem::Question(q))
        })
    }

    fn question(
        &self,
        text: &[Unit],
        name: Option<String>,
        position: Position,
        span: Span,
    ) -> Result<GiftQuestion, ParseError> {
        let open = units::find(text, "{");
        let close = units::find(text, "}");
        let (answers, question_units, embedded, before, after) = match (open, close) {
            (None, None) => (None, text.to_vec(), false, text, None),
            (Some(open), Some(close)) if open < close => {
                let answers = Answers {
                    units: units::trim(&text[open + 1..close]),
                    at: text[open].at,
                };
                // Text after the block makes this the missing-word form.
                let embedded = close + 1 != text.len();
                let mut q: Vec<Unit> = text[..open].to_vec();
                if embedded {
                    q.extend("_____".chars().map(|ch| Unit {
                        ch,
                        escaped: false,
                        at: text[open].at,
                    }));
                }
                q.extend_from_slice(&text[close + 1..]);
                let after = embedded.then(|| &text[close + 1..]);
                (Some(answers), q, embedded, &text[..open], after)
            }
            (Some(at), _) | (None, Some(at)) => {
                return Err(self.error(text[at].at, ParseErrorKind::BraceMismatch));
            }
        };

        let mut answer_units: &[Unit] = answers.as_ref().map_or(&[], |a| a.units);
        let mut general_feedback_units = None;
        if let Some(sep) = units::rfind(answer_units, "####") {
            general_feedback_units = Some(&answer_units[sep + 4..]);
            answer_units = units::trim(&answer_units[..sep]);
        }

        let text = with_format(&question_units, GiftFormat::Moodle);
        let format = text.format;
        let general_feedback = general_feedback_units.map(|u| with_format(u, format));
        let text_before = php_trim(&strip_format(before)).to_string();
        let text_after = after.map(|u| php_trim(&units::text(u)).to_string());

        let body = match answers {
            None => GiftBody::Description,
            Some(answers) => self.body(answer_units, answers.at, format)?,
        };
        Ok(GiftQuestion {
            name,
            text,
            embedded,
            text_before,
            text_after,
            general_feedback,
            body,
            idnumber: None,
            tags: Vec::new(),
            position,
            span,
        })
    }

    /// Decides the question type from the answer text (formats.md §1.2 step
    /// 6; the first matching rule wins) and reads the answers.
    fn body(&self, a: &[Unit], at: usize, format: GiftFormat) -> Result<GiftBody, ParseError> {
        if a.is_empty() {
            return Ok(GiftBody::Essay);
        }
        if a[0].is('#') {
            return self.numerical(&a[1..], at, format);
        }
        if units::find(a, "~").is_some() {
            return self.multiple_choice(a, at, format);
        }
        if units::find(a, "=").is_some() && units::find(a, "->").is_some() {
            return self.matching(a, at, format);
        }
        let before_hash = match units::find(a, "#") {
            Some(i) if i > 0 => units::trim(&a[..i]),
            _ => a,
        };
        let keyword = units::text(before_hash);
        if matches!(keyword.as_str(), "T" | "TRUE" | "F" | "FALSE") {
            return Ok(true_false(a, format));
        }
        self.short_answer(a, at, format)
    }

    fn multiple_choice(
        &self,
        a: &[Unit],
        at: usize,
        format: GiftFormat,
    ) -> Result<GiftBody, ParseError> {
        let single = units::find(a, "=").is_some();
        // Moodle splits on `~` after turning every `=` into `~=`.
        let mut pieces: Vec<(&[Unit], Marker)> = Vec::new();
        let mut start = 0;
        let mut marker = Marker::None;
        for (i, u) in a.iter().enumerate() {
            if u.is('~') || u.is('=') {
                pieces.push((&a[start..i], marker));
                marker = if u.is('~') {
                    Marker::Tilde
                } else {
                    Marker::Equals
                };
                start = i + 1;
            }
        }
        pieces.push((&a[start..], marker));
        if units::trim(pieces[0].0).is_empty() {
            pieces.remove(0);
        }
        self.check_count("multichoice", 2, pieces.len(), at)?;
        let mut answers = Vec::with_capacity(pieces.len());
        for (piece, marker) in pieces {
            let piece = units::trim(piece);
            let (fraction, weight, rest) = match marker {
                Marker::Equals => (1.0, None, piece),
                _ => match self.weight(piece)? {
                    Some((w, rest)) => (w / 100.0, Some(w), rest),
                    None => (0.0, None, piece),
                },
            };
            let (text, feedback) = answer_and_feedback(rest, format);
            answers.push(GiftChoice {
                text,
                fraction,
                weight,
                marker,
                feedback,
            });
        }
        Ok(GiftBody::MultipleChoice { single, answers })
    }

    fn short_answer(
        &self,
        a: &[Unit],
        at: usize,
        format: GiftFormat,
    ) -> Result<GiftBody, ParseError> {
        let pieces = marked_pieces(a);
        self.check_count("shortanswer", 1, pieces.len(), at)?;
        let mut answers = Vec::with_capacity(pieces.len());
        for (piece, marker) in pieces {
            let piece = units::trim(piece);
            let (fraction, weight, rest) = match self.weight(piece)? {
                Some((w, rest)) => (w / 100.0, Some(w), rest),
                None => (1.0, None, piece),
            };
            let (mut text, feedback) = answer_and_feedback(rest, format);
            // Short answers are plain strings in Moodle: a format tag is
            // read and dropped.
            text.format = format;
            answers.push(GiftChoice {
                text,
                fraction,
                weight,
                marker,
                feedback,
            });
        }
        Ok(GiftBody::ShortAnswer { answers })
    }

    fn numerical(&self, a: &[Unit], at: usize, format: GiftFormat) -> Result<GiftBody, ParseError> {
        let (a, other_feedback) = match units::find(a, "~") {
            Some(i) => {
                let (_, feedback) = answer_and_feedback(&a[i..], format);
                let feedback = feedback.unwrap_or_else(|| RichText::new("", format));
                (&a[..i], Some(feedback))
            }
            None => (a, None),
        };
        let pieces = marked_pieces(a);
        if pieces.is_empty() {
            return Err(self.error(at, ParseErrorKind::NoNumericalAnswer));
        }
        self.check_count("numerical", 1, pieces.len(), at)?;
        let mut answers = Vec::with_capacity(pieces.len());
        for (piece, marker) in pieces {
            let piece = units::trim(piece);
            let (fraction, weight, rest) = match self.weight(piece)? {
                Some((w, rest)) => (w / 100.0, Some(w), rest),
                None => (1.0, None, piece),
            };
            let (text, feedback) = answer_and_feedback(rest, format);
            let value = self.number_value(&text.text, piece.first().map_or(at, |u| u.at))?;
            answers.push(GiftNumber {
                value,
                fraction,
                weight,
                listed: marker == Marker::Equals,
                feedback,
            });
        }
        Ok(GiftBody::Numerical {
            answers,
            other_feedback,
        })
    }

    fn number_value(&self, text: &str, at: usize) -> Result<NumberValue, ParseError> {
        let number = |s: &str| {
            parse_number(php_trim(s))
                .ok_or_else(|| self.error(at, ParseErrorKind::NotANumber(php_trim(s).to_string())))
        };
        // As in Moodle, `..` and `:` count only after the first character.
        if let Some(i) = text.find("..").filter(|&i| i > 0) {
            return Ok(NumberValue::Range {
                low: number(&text[..i])?,
                high: number(&text[i + 2..])?,
            });
        }
        if let Some(i) = text.find(':').filter(|&i| i > 0) {
            return Ok(NumberValue::Exact {
                value: number(&text[..i])?,
                tolerance: Some(number(&text[i + 1..])?),
            });
        }
        Ok(NumberValue::Exact {
            value: number(text)?,
            tolerance: None,
        })
    }

    fn matching(&self, a: &[Unit], at: usize, format: GiftFormat) -> Result<GiftBody, ParseError> {
        let pieces = marked_pieces(a);
        self.check_count("match", 2, pieces.len(), at)?;
        let mut pairs = Vec::with_capacity(pieces.len());
        for (piece, _) in pieces {
            let piece = units::trim(piece);
            let Some(arrow) = units::find(piece, "->") else {
                let at = piece.first().map_or(at, |u| u.at);
                return Err(self.error(at, ParseErrorKind::PairWithoutArrow(units::text(piece))));
            };
            pairs.push(GiftPair {
                left: with_format(&piece[..arrow], format),
                right: php_trim(&units::text(&piece[arrow + 2..])).to_string(),
            });
        }
        Ok(GiftBody::Matching { pairs })
    }

    fn check_count(
        &self,
        kind: &'static str,
        min: usize,
        found: usize,
        at: usize,
    ) -> Result<(), ParseError> {
        if found < min {
            return Err(self.error(at, ParseErrorKind::TooFewAnswers { kind, min, found }));
        }
        if found > MAX_ANSWERS {
            return Err(self.error(at, ParseErrorKind::TooManyAnswers { limit: MAX_ANSWERS }));
        }
        Ok(())
    }

    /// A leading `%n%` weight, in percent, and the rest of the answer. Moodle
    /// recognises it with `^%-*[0-9]{1,2}\.?[0-9]*%`; what it then reads
    /// between the two `%` must be a number from -100 to 100 for us.
    fn weight<'u>(&self, piece: &'u [Unit]) -> Result<Option<(f64, &'u [Unit])>, ParseError> {
        let Some(close) = weight_prefix_len(piece) else {
            return Ok(None);
        };
        let raw = units::text(&piece[1..close]);
        let at = piece.first().map_or(0, |u| u.at);
        match parse_number(&raw) {
            Some(w) if (-100.0..=100.0).contains(&w) => Ok(Some((w, &piece[close + 1..]))),
            _ => Err(self.error(at, ParseErrorKind::BadWeight(raw))),
        }
    }
}

/// The index of the closing `%` when `piece` starts with a weight that
/// Moodle's pattern `^%-*[0-9]{1,2}\.?[0-9]*%` accepts.
fn weight_prefix_len(piece: &[Unit]) -> Option<usize> {
    let chars: Vec<char> = piece
        .iter()
        .map(|u| if u.escaped { '\u{0}' } else { u.ch })
        .collect();
    if chars.first() != Some(&'%') {
        return None;
    }
    let mut i = 1;
    while chars.get(i) == Some(&'-') {
        i += 1;
    }
    let digits_start = i;
    while chars.get(i).is_some_and(char::is_ascii_digit) {
        i += 1;
    }
    let digits = i - digits_start;
    if chars.get(i) == Some(&'.') {
        // `[0-9]{1,2}\.[0-9]*`: at most two digits before the dot.
        if !(1..=2).contains(&digits) {
            return None;
        }
        i += 1;
        while chars.get(i).is_some_and(char::is_ascii_digit) {
            i += 1;
        }
    } else if digits == 0 {
        return None;
    }
    (chars.get(i) == Some(&'%')).then_some(i)
}

/// A number as PHP's `is_numeric` reads it (sign, digits, dot, exponent),
/// without `inf` or `NaN`.
pub(crate) fn parse_number(s: &str) -> Option<f64> {
    let body = s.strip_prefix(['+', '-']).unwrap_or(s);
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = |p: &str| p.chars().all(|c| c.is_ascii_digit());
    if int.is_empty() && frac.is_empty() || !digits(int) || !digits(frac) {
        return None;
    }
    if let Some(exp) = exponent {
        let exp = exp.strip_prefix(['+', '-']).unwrap_or(exp);
        if exp.is_empty() || !digits(exp) {
            return None;
        }
    }
    s.parse::<f64>().ok().filter(|v| v.is_finite())
}

/// Splits answers on bare `=`, dropping an empty first piece, and records
/// which were introduced by `=`.
fn marked_pieces(a: &[Unit]) -> Vec<(&[Unit], Marker)> {
    let mut pieces: Vec<(&[Unit], Marker)> = units::split(a, '=')
        .into_iter()
        .enumerate()
        .map(|(i, p)| (p, if i == 0 { Marker::None } else { Marker::Equals }))
        .collect();
    if pieces
        .first()
        .is_some_and(|(p, _)| units::trim(p).is_empty())
    {
        pieces.remove(0);
    }
    pieces
}

/// `::name::` at the start of a block, and the text after it.
fn split_name(text: &[Unit]) -> (Option<String>, &[Unit]) {
    if !units::starts_with(text, "::") {
        return (None, text);
    }
    let rest = &text[2..];
    match units::find(rest, "::") {
        // Moodle drops the opening `::` even when the name never closes.
        None => (None, rest),
        Some(end) => {
            let name = clean_name(&units::text(&rest[..end]));
            let name = (!name.is_empty()).then_some(name);
            (name, units::trim(&rest[end + 2..]))
        }
    }
}

/// A question name as Moodle keeps it: tags stripped, trimmed, at most 255
/// characters.
fn clean_name(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut in_tag = false;
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        if in_tag {
            in_tag = c != '>';
        } else if c == '<'
            && chars
                .peek()
                .is_some_and(|n| n.is_alphabetic() || *n == '/' || *n == '!')
        {
            in_tag = true;
        } else {
            out.push(c);
        }
    }
    php_trim(&out)
        .chars()
        .take(MAX_NAME_CHARS)
        .collect::<String>()
        .trim_end()
        .to_string()
}

/// A text with an optional leading `[format]` tag (Moodle's
/// `parse_text_with_format`): the tag must be the very first character and
/// name a known format, otherwise it stays in the text.
fn with_format(u: &[Unit], default: GiftFormat) -> RichText {
    let (format, body) = split_format(u, default);
    RichText::new(php_trim(&units::text(body)).to_string(), format)
}

fn split_format(u: &[Unit], default: GiftFormat) -> (GiftFormat, &[Unit]) {
    if u.first().is_some_and(|x| x.is('['))
        && let Some(end) = u.iter().position(|x| x.ch == ']')
        && let Some(format) = GiftFormat::from_name(&units::text(&u[1..end]))
    {
        return (format, &u[end + 1..]);
    }
    (default, u)
}

fn strip_format(u: &[Unit]) -> String {
    units::text(split_format(u, GiftFormat::Moodle).1)
}

/// An answer and its `#feedback` (Moodle's `commentparser`).
fn answer_and_feedback(u: &[Unit], format: GiftFormat) -> (RichText, Option<RichText>) {
    let bits = units::splitn(u, '#', 2);
    let answer = with_format(units::trim(bits[0]), format);
    let feedback = bits.get(1).map(|f| with_format(units::trim(f), format));
    (answer, feedback)
}

/// `T`/`TRUE`/`F`/`FALSE`, then feedback for the wrong and the right choice.
fn true_false(a: &[Unit], format: GiftFormat) -> GiftBody {
    let bits = units::splitn(a, '#', 3);
    let keyword = php_trim(&units::text(bits[0])).to_string();
    let feedback = |i: usize| bits.get(i).map(|f| with_format(units::trim(f), format));
    GiftBody::TrueFalse {
        answer: keyword == "T" || keyword == "TRUE",
        wrong_feedback: feedback(1),
        right_feedback: feedback(2),
    }
}

#[cfg(test)]
#[path = "parse_tests.rs"]
mod tests;
