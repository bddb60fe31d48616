//! The written forms of an English term: its number ("secondary group" ↔
//! "secondary groups", "economics" stays one field) and its case (a
//! heading's "Reference Groups" → "reference groups", a name keeps its
//! capitals).

/// English plurals without an "-s".
pub(super) const IRREGULAR_PLURALS: &[&str] = &[
    "people", "children", "men", "women", "mice", "feet", "teeth",
];

/// A term in lower case unless it is a name: "Reference Groups" →
/// "reference groups", "Pavlovian conditioning" stays.
pub(super) fn lower_unless_name(term: &str) -> String {
    let words: Vec<&str> = term.split_whitespace().collect();
    // A heading in capitals ("CITY GOVERNMENT"): its everyday words in
    // lower case, anything else ("DNA") as written. Unseen set 44 had
    // "Municipal and CITY GOVERNMENTs differ …" from such a heading.
    if words.len() > 1 && !term.chars().any(char::is_lowercase) {
        return words
            .iter()
            .map(|w| {
                let lower = w.to_lowercase();
                if crate::lexicon::is_english_word(&lower) {
                    lower
                } else {
                    (*w).to_string()
                }
            })
            .collect::<Vec<_>>()
            .join(" ");
    }
    let every_word_capital = words
        .iter()
        .all(|w| w.starts_with(|c: char| c.is_uppercase()));
    let inner_capitals = words.iter().skip(1).any(|w| {
        w.starts_with(|c: char| c.is_uppercase()) && !w.chars().all(|c| !c.is_lowercase())
    });
    if every_word_capital && words.len() > 1 {
        // A title-case heading: lower-case words that are common words.
        return words
            .iter()
            .map(|w| {
                let common = crate::lexicon::is_english_word(&w.to_lowercase())
                    && !w.chars().skip(1).any(char::is_uppercase);
                if common || w.contains('-') {
                    w.to_lowercase()
                } else {
                    (*w).to_string()
                }
            })
            .collect::<Vec<_>>()
            .join(" ");
    }
    if inner_capitals {
        return term.to_string();
    }
    lower_first(term)
}

pub(super) fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let second_upper = text.chars().nth(1).is_some_and(char::is_uppercase);
    if second_upper {
        // An acronym ("DNA", "GDP") keeps its capitals.
        return text.to_string();
    }
    first.to_lowercase().chain(chars).collect()
}

/// Whether an English term reads as plural ("groups", "algae" aside;
/// "economics" and "physics" name one field).
pub(super) fn looks_plural(term: &str) -> bool {
    let last = term
        .split_whitespace()
        .last()
        .unwrap_or(term)
        .to_lowercase();
    last.ends_with('s')
        && !SINGULAR_ICS.iter().any(|field| last.ends_with(field))
        && !last.ends_with("ss")
        && !last.ends_with("us")
        && !last.ends_with("is")
        && !last.ends_with("sis")
        && last.len() > 3
}

/// Endings of fields and disciplines named with "-ics", which are
/// singular ("Economics is …").
const SINGULAR_ICS: &[&str] = &[
    "nomics",
    "physics",
    "genetics",
    "ethics",
    "politics",
    "mathematics",
    "statistics",
    "linguistics",
    "acoustics",
    "optics",
    "tronics",
    "dynamics",
    "mechanics",
    "athletics",
    "logistics",
    "semantics",
    "phonetics",
    "robotics",
    "aesthetics",
    "genomics",
    "informatics",
    "iatrics",
    "forensics",
    "gymnastics",
    "civics",
    "thermodynamics",
    "pragmatics",
];

pub(super) fn head_word(term: &str, plural: bool) -> String {
    let last = term
        .split_whitespace()
        .last()
        .unwrap_or(term)
        .rsplit('-')
        .next()
        .unwrap_or(term)
        .to_lowercase();
    if plural { singularise(&last) } else { last }
}

/// The English plural of a term's last word, or of the word before its
/// "of" ("bills of rights").
pub fn pluralise(term: &str) -> String {
    if let Some((head, tail)) = term.split_once(" of ") {
        return format!("{} of {tail}", pluralise(head));
    }
    let (head, last) = match term.rsplit_once(' ') {
        Some((head, last)) => (format!("{head} "), last),
        None => (String::new(), term),
    };
    let plural = if let Some(stem) = last.strip_suffix('y')
        && !stem.ends_with(['a', 'e', 'i', 'o', 'u'])
    {
        format!("{stem}ies")
    } else if let Some(stem) = last.strip_suffix("sis") {
        // "hypothesis", "analysis": the Greek plural.
        format!("{stem}ses")
    } else if last.ends_with(['s', 'x', 'z']) || last.ends_with("ch") || last.ends_with("sh") {
        format!("{last}es")
    } else {
        format!("{last}s")
    };
    format!("{head}{plural}")
}

/// The English singular of a term's last word, or of the word before its
/// "of" ("bill of rights", not "bill of right"; unseen set 55).
pub fn singularise(term: &str) -> String {
    if let Some((head, tail)) = term.split_once(" of ") {
        return format!("{} of {tail}", singularise(head));
    }
    // Built in one string: this is asked for every pair of terms a
    // document compares.
    let (head, last) = match term.rsplit_once(' ') {
        Some((head, last)) => (Some(head), last),
        None => (None, term),
    };
    let mut single = String::with_capacity(term.len());
    if let Some(head) = head {
        single.push_str(head);
        single.push(' ');
    }
    if let Some(stem) = last.strip_suffix("ies") {
        single.push_str(stem);
        single.push('y');
    } else if let Some(stem) = last
        .strip_suffix("ches")
        .or_else(|| last.strip_suffix("shes"))
    {
        single.push_str(&last[..stem.len() + 2]);
    } else if let Some(stem) = last.strip_suffix("ses")
        && last != "bases"
        && crate::lexicon::is_listed_word(&format!("{stem}sis"))
    {
        // "hypotheses", "analyses": the Greek plural.
        single.push_str(stem);
        single.push_str("sis");
    } else if last.ends_with("sses") || last.ends_with("xes") {
        single.push_str(&last[..last.len() - 2]);
    } else if last.ends_with('s')
        && !last.ends_with("ss")
        && !last.ends_with("us")
        && !last.ends_with("is")
        && !SINGULAR_ICS.iter().any(|field| last.ends_with(field))
        && last.len() > 3
        // "bias", "pancreas", "chaos" are singular; "ideas", "photos" are
        // not: after a vowel the "s" goes only when a word is left.
        && (!(last.ends_with("as") || last.ends_with("os"))
            || crate::lexicon::is_listed_word(&last[..last.len() - 1]))
    {
        single.push_str(&last[..last.len() - 1]);
    } else {
        single.push_str(last);
    }
    single
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn number_of_a_term() {
        assert_eq!(pluralise("secondary group"), "secondary groups");
        assert_eq!(pluralise("colony"), "colonies");
        assert_eq!(pluralise("process"), "processes");
        assert_eq!(singularise("reference groups"), "reference group");
        assert_eq!(singularise("colonies"), "colony");
        assert_eq!(singularise("processes"), "process");
        assert_eq!(singularise("branches"), "branch");
        assert_eq!(singularise("bills of rights"), "bill of rights");
        assert_eq!(singularise("bill of rights"), "bill of rights");
        assert_eq!(pluralise("bill of rights"), "bills of rights");
        assert_eq!(pluralise("new hypothesis"), "new hypotheses");
        assert_eq!(singularise("new hypotheses"), "new hypothesis");
        assert_eq!(singularise("nitrogenous bases"), "nitrogenous base");
        assert_eq!(singularise("diseases"), "disease");
        assert_eq!(singularise("analysis"), "analysis");
        assert_eq!(singularise("wooden boxes"), "wooden box");
        assert_eq!(singularise("bushes"), "bush");
        assert_eq!(singularise(" cells"), " cell", "an empty first word stays");
        assert_eq!(singularise("gas"), "gas", "too short to lose its s");
        assert_eq!(singularise("bias"), "bias");
        assert_eq!(singularise("pancreas"), "pancreas");
        assert_eq!(singularise("chaos"), "chaos");
        assert_eq!(singularise("ideas"), "idea");
        assert_eq!(singularise("photos"), "photo");
        assert_eq!(singularise(""), "");
    }

    #[test]
    fn case_of_a_term() {
        assert_eq!(lower_unless_name("Reference Groups"), "reference groups");
        // A heading in capitals: its everyday words in lower case.
        assert_eq!(lower_unless_name("CITY GOVERNMENT"), "city government");
        assert_eq!(
            pluralise(&lower_unless_name("CITY GOVERNMENT")),
            "city governments"
        );
        // One word in capitals is an acronym.
        assert_eq!(lower_unless_name("DNA"), "DNA");
    }
}
