//! A blank on the rarest noun of a German sentence no other question asks
//! about: "Gorillas sind die größten und stärksten M_____ (13 Buchstaben)."
//! German writes every noun with a capital, so the nouns of a sentence are
//! its capitalised words after the first; the rarest in general use
//! ("Menschenaffen", "Schwangerschaft", "Urwald") is what a sentence of a
//! children's encyclopaedia teaches more often than not, where an everyday
//! noun ("Menschen", "Jahre") could fill many blanks. As the English
//! blanks of `once_named.rs`, these only fill the room the document's
//! terms leave (`Candidate::filler`), ranked below every other question and
//! typed with the noun's initial and its letter count (`short::term_answer`):
//! over unseen sets 42 to 44, both raters accepted 13 of 19 German typed
//! blanks, the kind German gets most of.

use std::collections::BTreeSet;

use super::analysis::Sentence;
use super::concept::bare;
use super::realise::{Context, Key};
use super::select::Candidate;
use super::short;
use crate::nlp::Lang;

/// How such a blank ranks: as an English one (`once_named.rs`), below
/// every question on a term of the document.
const ONCE_NAMED_SCORE: f64 = 0.40;

/// A noun at most this common in general use (Zipf; "Urwald" 2.9,
/// "Halbinsel" 3.1, not "Menschen" 5.2 or "Zeit" 5.8).
const RARE_NOUN: f32 = 3.6;

/// Last parts of a compound that make it a general word for things of
/// some kind ("Teilnehmerländer", "Handelswaren", "Schriftstück",
/// "Hausmittel", "Finanzsystem"): the sentence's fact is elsewhere, and
/// another such compound of the same letters often fits as well
/// ("Handelsgüter", "Heilmittel"; unseen set 45).
const GENERIC_HEADS: &[&str] = &[
    "länder",
    "ländern",
    "waren",
    "güter",
    "gütern",
    "mittel",
    "mitteln",
    "stück",
    "stücke",
    "stücken",
    "system",
    "systeme",
    "leute",
    "leuten",
    "zeug",
    "sachen",
    "dinge",
    "dingen",
    "wissenschaftler",
    "wissenschaftlern",
];

/// Nouns that say how much or where, not what: a share ("Für einen
/// G_____ der Einwohner ist Kirundi die Muttersprache") or the level of
/// the sea ("über dem Meeresspiegel"), where the sentence's fact stands
/// beside the blank (unseen sets 46 and 48, rejected by both raters).
const GENERAL_NOUNS: &[&str] = &[
    "großteil",
    "großteils",
    "mehrheit",
    "mehrzahl",
    "minderheit",
    "hälfte",
    "drittel",
    "viertel",
    "anteil",
    "anteils",
    "meeresspiegel",
    "meeresspiegels",
];

/// The shortest noun worth a blank.
const SHORTEST: usize = 5;

/// Words capitalised after the first of a German sentence that are no
/// nouns to blank: the forms of address.
const NOT_NOUNS: &[&str] = &["Sie", "Ihr", "Ihre", "Ihnen"];

impl Context<'_> {
    /// A typed blank on the rarest noun of each clean German sentence no
    /// other question asks about (`asked`).
    pub(super) fn once_named_german_questions(
        &self,
        asked: &BTreeSet<usize>,
        out: &mut Vec<Candidate>,
    ) {
        if self.lang != Lang::De {
            return;
        }
        for sentence in self
            .sentences
            .iter()
            .filter(|s| s.clean && !s.bullet && !self.aside(s.section) && !asked.contains(&s.index))
        {
            let mut nouns = rare_nouns(&sentence.text, self.fallback_topic);
            nouns.sort_by(|a, b| a.2.total_cmp(&b.2).then_with(|| a.0.cmp(&b.0)));
            if let Some(candidate) = nouns
                .iter()
                .find_map(|&(start, end, rarity)| self.german_blank(sentence, start, end, rarity))
            {
                out.push(candidate);
            }
        }
    }

    /// The blank on the noun at `start..end`, if it makes a fair question.
    fn german_blank(
        &self,
        sentence: &Sentence,
        start: usize,
        end: usize,
        rarity: f32,
    ) -> Option<Candidate> {
        let text = &sentence.text;
        let key = Key {
            start,
            end,
            text: text[start..end].to_string(),
        };
        let inside_brackets =
            text[..start].matches('(').count() > text[..start].matches(')').count();
        let inside_quotes = text[..start].matches(['"', '„', '“']).count() % 2 == 1;
        if inside_brackets
            || inside_quotes
            || one_of_a_list(text, start, end)
            || after_an_example_word(text, start)
            || a_kind_its_complement_names(text, start, end)
            || short::one_example_among_others(text, start)
        {
            return None;
        }
        let prompt = self.cloze(sentence, &key);
        if self.leaks(&prompt, &key.text) {
            return None;
        }
        let concept = bare(&key.text, sentence.section, sentence.start, None);
        let mut candidate =
            short::term_answer(self, sentence, prompt, &key.text, &concept, concept.plural);
        candidate.score = ONCE_NAMED_SCORE - f64::from(rarity.max(0.0)) / 1000.0;
        candidate.filler = true;
        Some(candidate)
    }
}

/// Whether the noun at `start..end` is one of a list, where the others
/// would be right too: after "und", "oder" or "wie"; with a noun and a
/// comma among the three words before ("Waffen, F_____", "verschiedene
/// Adler, der W_____"); before a comma and a noun (after its article)
/// or before "und"; or a kind its examples follow ("W_____ wie Reiher,
/// Kraniche und Nilgänse"). Not "A oder B" after it, most often two
/// names of one thing ("eine Radiostation oder ein Fernsehsender").
fn one_of_a_list(text: &str, start: usize, end: usize) -> bool {
    let word_before = text[..start].trim_end().rsplit(' ').next().unwrap_or("");
    let a_listed_noun = |w: &str| {
        w.ends_with(',')
            && w.trim_start_matches(|c: char| !c.is_alphabetic())
                .starts_with(char::is_uppercase)
    };
    let rest = &text[end..];
    let after: Vec<&str> = rest.split_whitespace().take(2).collect();
    ["und", "oder", "wie"].contains(&word_before)
        || text[..start]
            .split_whitespace()
            .rev()
            .take(3)
            .any(a_listed_noun)
        || rest.starts_with(", ") && after.iter().any(|w| w.starts_with(char::is_uppercase))
        || rest.trim_start().starts_with("und ")
        || rest.trim_start().starts_with("wie ")
}

/// Whether the noun at `start..end` opens the sentence as the subject of
/// "ist" or "sind" and what follows names the thing itself: "Die
/// L_____ ist Laotisch", "Der wichtigste B_____ ist Erdöl", "Ein
/// wertvoller R_____, den man in Laos finden kann, ist Gold", "Ein
/// wichtiges M_____ ist zum Beispiel die Wende". The blank asks for the
/// kind while the fact stands in the stem (unseen set 48: all four
/// rejected by both raters). Not "Der I_____ ist ein kleines Säugetier",
/// where what follows says what the noun is.
fn a_kind_its_complement_names(text: &str, start: usize, end: usize) -> bool {
    let before: Vec<&str> = text[..start].split_whitespace().collect();
    // An article first, not "Im U_____ sind die Himmelsrichtungen …".
    let opens_the_sentence = before.len() <= 3
        && before.first().is_some_and(|w| {
            ["der", "die", "das", "ein", "eine"].contains(&w.to_lowercase().as_str())
        })
        && before
            .iter()
            .skip(1)
            .all(|w| w.starts_with(char::is_lowercase) && !w.ends_with(','));
    if !opens_the_sentence {
        return false;
    }
    let mut rest = text[end..].trim_start();
    // A relative clause between the noun and its verb: ", den man … kann,".
    if let Some(clause) = rest.strip_prefix(", ")
        && clause.split_whitespace().next().is_some_and(|w| {
            [
                "der", "die", "das", "den", "dem", "deren", "dessen", "welche", "welcher",
            ]
            .contains(&w)
        })
        && let Some(at) = clause.find(", ")
    {
        rest = &clause[at + 2..];
    }
    let mut words = rest.split_whitespace();
    let copula = words
        .next()
        .is_some_and(|w| ["ist", "sind", "war", "waren"].contains(&w));
    let complement = words.next().unwrap_or_default();
    copula
        && (complement.starts_with(char::is_uppercase)
            || [
                "der",
                "die",
                "das",
                "den",
                "zum",
                "etwa",
                "vor",
                "beispielsweise",
            ]
            .contains(&complement))
}

/// Whether an example word stands among the three words before `start`
/// ("zum Beispiel Dolmetscher", "beispielsweise mit Ebola"): another
/// example would be right too.
fn after_an_example_word(text: &str, start: usize) -> bool {
    text[..start]
        .split_whitespace()
        .rev()
        .take(3)
        .map(|w| w.trim_matches(|c: char| !c.is_alphabetic()).to_lowercase())
        .any(|w| ["beispiel", "beispielsweise", "etwa", "z"].contains(&w.as_str()))
}

/// The nouns of a German sentence rare in general use, with their byte
/// spans and Zipf frequency: capitalised words after the first, of at
/// least `SHORTEST` letters, not a word of the article's title, not a
/// name (a word the frequency tables do not hold is taken only when it
/// is a long compound whose last part they hold: "Flachlandgorillas",
/// not "Theia").
fn rare_nouns(text: &str, title: &str) -> Vec<(usize, usize, f32)> {
    let title_words: Vec<String> = title.split_whitespace().map(|w| w.to_lowercase()).collect();
    let mut out = Vec::new();
    let mut offset = 0;
    let words: Vec<&str> = text.split(' ').collect();
    for (index, raw) in words.iter().enumerate() {
        let start = offset;
        offset += raw.len() + 1;
        if index == 0 {
            continue;
        }
        let word = raw.trim_end_matches(|c: char| !c.is_alphabetic());
        let lead = raw.len() - raw.trim_start_matches(|c: char| !c.is_alphabetic()).len();
        if lead > 0 || word.is_empty() || !word.chars().all(char::is_alphabetic) {
            continue;
        }
        if !word.starts_with(char::is_uppercase)
            || word.chars().count() < SHORTEST
            || NOT_NOUNS.contains(&word)
            || word.chars().skip(1).any(char::is_uppercase)
        {
            continue;
        }
        // Two nouns in a row are a name or a title ("Fachmann
        // Betriebsunterhalt", "Facility Manager"), not a noun to blank.
        let capitalised = |w: &str| {
            w.trim_start_matches(|c: char| !c.is_alphabetic())
                .starts_with(char::is_uppercase)
        };
        let previous_is_noun = index > 1
            && words
                .get(index - 1)
                .is_some_and(|w| capitalised(w) && !w.ends_with([',', ':', ';', '.']));
        let next_is_noun = !raw.ends_with([',', ':', ';', '.'])
            && words.get(index + 1).is_some_and(|w| capitalised(w));
        // "Walther von der Vogelweide", "Otto von Bismarck": a name's
        // particle before it.
        let particle = |at: usize| {
            words
                .get(at)
                .is_some_and(|w| ["von", "van", "zu"].contains(w))
        };
        // A noun with its article ("im Mittelalter von …") is no name.
        let a_name = |at: usize| {
            capitalised(words[at])
                && (at == 0
                    || ![
                        "der", "die", "das", "dem", "den", "des", "im", "am", "vom", "zum", "zur",
                        "ein", "eine", "einem", "einen", "einer", "eines",
                    ]
                    .contains(&words[at - 1].to_lowercase().as_str()))
        };
        let name_particle = (index >= 2 && particle(index - 1) && a_name(index - 2))
            || (index >= 3
                && ["der", "dem", "den"].contains(&words[index - 1])
                && particle(index - 2)
                && a_name(index - 3));
        if previous_is_noun || next_is_noun || name_particle {
            continue;
        }
        let lower = word.to_lowercase();
        // "Kampfes" in an article on "Stierkampf": the title shows it.
        let stem = without_ending(&lower);
        if title_words
            .iter()
            .any(|t| lower.contains(t.as_str()) || t.contains(lower.as_str()) || t.contains(stem))
        {
            continue;
        }
        if GENERIC_HEADS.iter().any(|head| lower.ends_with(head))
            || GENERAL_NOUNS.contains(&lower.as_str())
        {
            continue;
        }
        let rarity = match crate::lexicon::zipf(word, Lang::De) {
            Some(z) => z,
            None if known_compound(&lower) => 0.0,
            None => continue,
        };
        if rarity <= RARE_NOUN {
            out.push((start, start + word.len(), rarity));
        }
    }
    out
}

/// A German noun without its case or plural ending ("Kampfes" →
/// "kampf", "Korallen" → "korall"), keeping four letters at least.
fn without_ending(lower: &str) -> &str {
    for ending in ["es", "en", "s", "n"] {
        if let Some(stem) = lower.strip_suffix(ending)
            && stem.chars().count() >= 4
        {
            return stem;
        }
    }
    lower
}

/// Whether a word the frequency tables do not hold ends in a noun they
/// do, after a first part of three letters or more: a compound the lesson
/// made ("Flachlandgorillas", "Silberrücken-Männchen" aside), not a name.
fn known_compound(lower: &str) -> bool {
    let chars: Vec<(usize, char)> = lower.char_indices().collect();
    if chars.len() < 10 {
        return false;
    }
    chars
        .iter()
        .skip(3)
        .take_while(|(at, _)| lower.len() - at >= 4)
        .any(|&(at, _)| crate::lexicon::zipf(&lower[at..], Lang::De).is_some_and(|z| z >= 2.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nouns(text: &str, title: &str) -> Vec<String> {
        rare_nouns(text, title)
            .into_iter()
            .map(|(start, end, _)| text[start..end].to_string())
            .collect()
    }

    #[test]
    fn the_rare_nouns_of_a_sentence_are_its_capitalised_words_after_the_first() {
        let found = nouns(
            "Gorillas sind die größten und stärksten Menschenaffen.",
            "Gorillas",
        );
        assert_eq!(found, ["Menschenaffen"]);
        // Everyday nouns and the title's own word are no blanks.
        assert!(nouns("Die Menschen leben dort seit vielen Jahren.", "Gorillas").is_empty());
        assert!(nouns("Viele Flachlandgorillas leben im Zoo.", "Gorillas").is_empty());
        assert!(
            nouns(
                "Es gab einen bekannten Walther von der Vogelweide.",
                "Nachname"
            )
            .is_empty()
        );
        assert_eq!(
            nouns("Im Mittelalter von Inschriften gehört.", "Keilschrift"),
            ["Inschriften"]
        );
        // Two nouns in a row are a name.
        assert!(
            nouns(
                "In der Schweiz heißt er Fachmann Betriebsunterhalt.",
                "Hausmeister"
            )
            .is_empty()
        );
    }

    const HEDGEHOG: &str = "Igel\n\nDer Igel ist ein kleines Säugetier mit vielen Stacheln auf dem Rücken. Er verbringt die kalte Jahreszeit im Winterschlaf in einem Nest aus Laub. Igel fressen am liebsten Käfer und Regenwürmer. Manchmal fressen sie auch Obst, zum Beispiel Erdbeeren oder Pflaumen.\n";

    #[test]
    fn an_article_gets_blanks_on_its_rare_nouns_with_the_subject_put_in() {
        let prompts: Vec<String> = super::super::generate(HEDGEHOG, "de", "Igel", &[], 10)
            .questions
            .into_iter()
            .map(|q| q.prompt)
            .collect();
        assert!(
            prompts
                .iter()
                .any(|p| p.starts_with("Der Igel verbringt die kalte Jahreszeit im W_____")),
            "{prompts:?}"
        );
        // An example is no blank: another would be right too.
        assert!(!prompts.iter().any(|p| p.contains("E_____")), "{prompts:?}");
    }

    #[test]
    fn no_blank_on_a_kind_whose_instance_the_sentence_names() {
        let kind = |text: &str, noun: &str| {
            let start = text.find(noun).expect("noun");
            a_kind_its_complement_names(text, start, start + noun.len())
        };
        assert!(kind(
            "Die Landessprache ist Laotisch und hat eine eigene Schrift.",
            "Landessprache"
        ));
        assert!(kind(
            "Der wichtigste Bodenschatz ist Erdöl und etwas Erdgas.",
            "Bodenschatz"
        ));
        assert!(kind(
            "Ein wertvoller Rohstoff, den man in Laos finden kann, ist Gold.",
            "Rohstoff"
        ));
        assert!(kind(
            "Ein wichtiges Manöver ist zum Beispiel die Wende.",
            "Manöver"
        ));
        // What follows says what the noun is, or the noun is no subject.
        assert!(!kind("Der Igel ist ein kleines Säugetier.", "Igel"));
        assert!(!kind(
            "In Laos ist die Landessprache Laotisch.",
            "Landessprache"
        ));
        assert!(!kind("Die Korallen bauen Riffe aus Kalk.", "Korallen"));
        assert!(!kind(
            "Im Uhrzeigersinn sind die Himmelsrichtungen Nord, Ost, Süd und West.",
            "Uhrzeigersinn"
        ));
    }

    #[test]
    fn no_blank_on_a_share_the_sea_level_or_the_title_in_another_case() {
        assert!(
            nouns(
                "Für einen Großteil der Einwohner ist Kirundi die Muttersprache.",
                "Burundi"
            )
            .is_empty()
        );
        assert!(nouns("Die Stadt liegt hoch über dem Meeresspiegel.", "Burundi").is_empty());
        assert!(
            nouns(
                "Während des Kampfes werden den Pferden die Augen verbunden.",
                "Stierkampf"
            )
            .is_empty()
        );
        assert_eq!(
            nouns(
                "Während des Kampfes werden den Pferden die Augen verbunden.",
                "Pferd"
            ),
            ["Kampfes"]
        );
    }

    #[test]
    fn a_compound_the_tables_lack_is_a_noun_and_a_short_unknown_word_a_name() {
        assert!(known_compound("flachlandbewohner"));
        assert!(!known_compound("theia"));
        assert!(!known_compound("xqzvbnmlkj"));
    }
}
