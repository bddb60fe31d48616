//! Sentences in the book's voice: they talk to the reader ("we will
//! learn", "consider Ben", "I argue") and carry no fact a question can
//! rest on.

/// Words that speak to or as the reader, lower case, with their
/// contractions ("As you've learned, …": unseen set 49).
const READER_WORDS: &[&str] = &[
    "you", "your", "let's", "you've", "you're", "you'll", "you'd", "we've", "we'll",
];

/// Words by which a book speaks of people in general ("we tend to be
/// more comfortable with …", "time pressures can cause us to …", "our
/// needs for food") as often as of its authors and reader ("we will
/// learn", "our discussion"): they talk to the reader only beside a verb
/// or noun of the book's own work (`of_the_book`).
const WE_WORDS: &[&str] = &["we", "us", "our", "we're", "we'd"];

/// Verbs of the book's own work after "we": "we will see", "we discussed",
/// "we call the shift …", "we briefly summarize …".
const BOOK_VERBS: &[&str] = &[
    "will",
    "shall",
    "learn",
    "see",
    "saw",
    "discuss",
    "examine",
    "explore",
    "turn",
    "look",
    "consider",
    "begin",
    "focus",
    "study",
    "review",
    "describe",
    "define",
    "analyze",
    "analyse",
    "call",
    "refer",
    "mention",
    "note",
    "read",
    "cover",
    "return",
    "introduce",
    "move",
    "talk",
    "say",
    "use",
    "mean",
    "know",
    "find",
    "summarize",
    "summarise",
    "present",
    "outline",
    "argue",
    "suggest",
    "propose",
    "recognize",
    "recognise",
    "come",
    "now",
    "go",
    "went",
    "were",
    "was",
    "had",
    "did",
    "got",
    "made",
    "took",
    "thought",
    "knew",
    "told",
    "found",
    "began",
    "came",
    "briefly",
    "first",
    "next",
    "then",
    "here",
    // "We can think of the decline in housing values as coming from …"
    // (unseen set 122, both raters: C2): the book's way of seeing.
    "think",
];

/// Words that may stand between "we" and its verb without saying whose
/// voice it is ("we often hear", "we cannot observe").
const BETWEEN_WE_AND_VERB: &[&str] = &[
    "often",
    "usually",
    "sometimes",
    "all",
    "also",
    "still",
    "generally",
    "typically",
    "rarely",
    "seldom",
    "commonly",
    "naturally",
    "can",
    "could",
    "may",
    "might",
    "must",
    "should",
    "would",
    "do",
    "does",
    "don't",
    "cannot",
    "can't",
    "not",
];

/// Nouns of the book's own work after "our": "our discussion", "our
/// purposes here", "our imagined situation".
const BOOK_NOUNS: &[&str] = &[
    "discussion",
    "study",
    "purposes",
    "purpose",
    "example",
    "examples",
    "story",
    "analysis",
    "imagined",
    "focus",
    "chapter",
    "text",
    "book",
    "model",
    "look",
    "survey",
    "review",
    "exploration",
    "earlier",
    "previous",
    "case",
    "definition",
    "list",
    "section",
    // "Our description of production does not include …" (unseen set
    // 122, both raters: C2).
    "description",
    "framework",
];

/// What "our" shares with every reader as a human being, not as the
/// book's reader: "our Galaxy", "our solar system", "our brain". A
/// student reads "There are billions of stars in our Galaxy …" without
/// the book (unseen set 54: such sentences were all left unasked).
const OURS: &[&str] = &[
    "galaxy",
    "solar",
    "planet",
    "star",
    "sun",
    "moon",
    "world",
    "species",
    "body",
    "bodies",
    "brain",
    "brains",
    "mind",
    "minds",
    "senses",
    "ancestors",
    "cells",
    "genes",
    "earth",
];

/// Verbs that talk to the reader when they open a clause as a command
/// ("Now consider two objects", "As an example, consider …"), and not
/// when something does them ("industrial psychology must also consider
/// issues of legality").
const COMMANDS: [&str; 3] = ["consider", "imagine", "suppose"];

/// Verbs that talk to the reader when they open a clause with what the
/// reader is to keep in mind ("Remember that to digitally sign the
/// statement Bob would …", unseen set 108): as a noun or with an object
/// they are the lesson's own words ("Recall is the retrieval of …").
const COMMANDS_WITH_CLAUSE: [&str; 4] = ["remember", "recall", "note", "notice"];

/// The words that open the clause after [`COMMANDS_WITH_CLAUSE`].
const CLAUSE_OPENERS: [&str; 4] = ["that", "how", "what", "why"];

/// Whether an English sentence talks to the reader or speaks as "I".
pub(super) fn talks_to_reader(text: &str) -> bool {
    let lower = text.to_lowercase().replace('’', "'");
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphabetic() && c != '\'')
        .filter(|w| !w.is_empty())
        .collect();
    let reader_word = words.iter().any(|w| READER_WORDS.contains(w));
    reader_word || of_the_book(text, &words) || commands(&lower) || speaks_as_i(text)
}

/// Whether "we", "us" or "our" in a sentence (`words`, lower case) are
/// the book and its reader rather than people in general: beside a verb or
/// noun of the book's work, after "let", in a sentence that says "here"
/// or quotes someone (a company's "we are committed …").
fn of_the_book(text: &str, words: &[&str]) -> bool {
    let mut any = false;
    for (at, w) in words.iter().enumerate() {
        if !WE_WORDS.contains(w) {
            continue;
        }
        // "Our American Cousin": a capital inside a sentence is a title's.
        if *w == "our" && at > 0 && starts_capitalised_word(text, at) {
            continue;
        }
        if *w == "our" && words.get(at + 1).is_some_and(|next| OURS.contains(next)) {
            continue;
        }
        any = true;
        let book_work = match *w {
            "our" => words.get(at + 1).is_some_and(|n| BOOK_NOUNS.contains(n)),
            "us" => at > 0 && words[at - 1] == "let",
            _ => {
                let verb = words[at + 1..]
                    .iter()
                    .find(|n| !BETWEEN_WE_AND_VERB.contains(n));
                verb.is_some_and(|v| {
                    BOOK_VERBS.contains(v)
                        || v.ends_with("ed")
                        || (*v == "have" && {
                            // "we have seen", not "we have to specify".
                            let after = words[at + 1..].iter().skip_while(|n| **n != "have").nth(1);
                            after.is_some_and(|a| *a != "to")
                        })
                })
            }
        };
        if book_work {
            return true;
        }
    }
    any && (words.contains(&"here")
        || text.contains(['“', '”', '"'])
        || words.windows(2).any(|pair| pair == ["this", "chapter"]))
}

/// Whether the `at`-th word of `text` (as `talks_to_reader` splits it)
/// is written with a capital.
fn starts_capitalised_word(text: &str, at: usize) -> bool {
    text.split(|c: char| !c.is_alphabetic() && c != '\'' && c != '’')
        .filter(|w| !w.is_empty())
        .nth(at)
        .and_then(|w| w.chars().next())
        .is_some_and(char::is_uppercase)
}

/// Whether a command verb opens the sentence or a clause after a comma.
fn commands(lower: &str) -> bool {
    let words: Vec<&str> = lower.split_whitespace().collect();
    words.iter().enumerate().any(|(at, word)| {
        let word = word.trim_matches(|c: char| !c.is_alphabetic());
        let with_clause = COMMANDS_WITH_CLAUSE.contains(&word)
            && words
                .get(at + 1)
                .is_some_and(|next| CLAUSE_OPENERS.contains(next));
        if !COMMANDS.contains(&word) && !with_clause {
            return false;
        }
        match at.checked_sub(1).map(|before| words[before]) {
            None => true,
            Some(before) => {
                before.ends_with([',', ':', ';'])
                    || (at <= 2
                        && ["now", "first", "next", "then", "so", "again"].contains(&before))
            }
        }
    })
}

/// Whether the pronoun "I" is a word of `text`. A capital I that is part
/// of a name or an abbreviation ("I-O psychology", "World War I", "Type
/// I diabetes", "Henry I") is no pronoun: it is joined by a hyphen, or it
/// follows a capitalised word as a numeral does.
fn speaks_as_i(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    // "RNA polymerases I, II, and III": numerals in a row.
    if words
        .iter()
        .any(|w| ["II", "III", "IV"].contains(&w.trim_matches(|c: char| !c.is_alphanumeric())))
    {
        return false;
    }
    if first_person_outside_quotes(text) {
        return true;
    }
    words.iter().enumerate().any(|(at, raw)| {
        let word = raw.trim_matches(|c: char| !c.is_alphanumeric() && c != '-' && c != '’');
        let word = ["'m", "’m", "'ve", "’ve", "'d", "’d", "'ll", "’ll"]
            .iter()
            .find_map(|ending| word.strip_suffix(ending))
            .unwrap_or(word);
        if word != "I" {
            return false;
        }
        let after_name = at.checked_sub(1).is_some_and(|before| {
            let before = words[before];
            before.chars().next().is_some_and(char::is_uppercase)
                && !before.ends_with([',', '.', ';', ':'])
        });
        !after_name
    })
}

/// The author's "my" and "me" ("To me, one of the biggest advantages …",
/// "beyond my experience": unseen set 105, rejected by both raters as an
/// opinion or an aside). Inside quotation marks they are someone's words
/// or an example ("“to my left,” “behind me”"), which a sentence may
/// teach.
fn first_person_outside_quotes(text: &str) -> bool {
    let mut quoted = false;
    let mut outside = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '“' => quoted = true,
            '”' => quoted = false,
            '"' => quoted = !quoted,
            _ if !quoted => outside.push(c),
            _ => {}
        }
    }
    outside
        .split(|c: char| !c.is_alphabetic())
        .any(|w| matches!(w, "my" | "My" | "me" | "myself" | "Myself"))
}

/// Words after "your" that make it the reader's own, not any one's:
/// "your own notes", "your favorite classifier".
const READERS_OWN: &[&str] = &["own", "favorite", "favourite"];

/// A definition that says "your" of what it places, read with "the"
/// ("The staging area is a file, generally contained in your Git
/// directory, …", "The Git directory is where Git stores the metadata …
/// for your project": unseen set 110). The "your" is any reader's, so the
/// definition is a fact of the lesson, which the book's voice had kept
/// from being asked. Only a sentence whose one word to the reader is
/// "your", and which then reads as a definition, is read so: a "your" in
/// advice or a story stays the book talking to its reader.
pub(super) fn definition_without_your(sentence: &str) -> Option<String> {
    let lower = sentence.to_lowercase().replace('’', "'");
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphabetic() && c != '\'')
        .filter(|w| !w.is_empty())
        .collect();
    let yours = words.iter().filter(|w| **w == "your").count();
    let other_voice = words
        .iter()
        .any(|w| *w != "your" && (READER_WORDS.contains(w) || WE_WORDS.contains(w)));
    if yours == 0 || other_voice || sentence.contains(['"', '“', '”']) {
        return None;
    }
    let readers_own = words
        .windows(2)
        .any(|pair| pair[0] == "your" && READERS_OWN.contains(&pair[1]));
    if readers_own || words.last() == Some(&"your") {
        return None;
    }
    let mut read = String::with_capacity(sentence.len());
    let mut rest = sentence;
    while let Some(at) = [find_word(rest, "your"), find_word(rest, "Your")]
        .into_iter()
        .flatten()
        .min()
    {
        read.push_str(&rest[..at]);
        read.push_str(if rest[at..].starts_with('Y') {
            "The"
        } else {
            "the"
        });
        rest = &rest[at + "your".len()..];
    }
    read.push_str(rest);
    super::definitions::definition(&read, crate::nlp::Lang::En).map(|_| read)
}

/// The byte offset of the first `word` in `text` standing as a whole word.
fn find_word(text: &str, word: &str) -> Option<usize> {
    text.match_indices(word).map(|(at, _)| at).find(|&at| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        before.is_none_or(|c| !c.is_alphanumeric())
            && after.is_none_or(|c| !c.is_alphanumeric() && c != '\'')
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_author_s_my_me_and_i_ve_are_the_book_s_voice() {
        // Unseen set 105 (a statistics book in its author's voice).
        for text in [
            "To me, one of the biggest advantages to the Bayesian approach is that it answers the right questions.",
            "The Stalinist repression is something truly beyond my experience, but the data tell us a lot.",
            "The linear regression model that I’ve been discussing relies on several assumptions.",
            "The test I'd recommend here is the Welch test.",
        ] {
            assert!(talks_to_reader(text), "{text}");
        }
        // Someone's words or an example in quotes, and an abbreviation.
        for text in [
            "Describing something as “to my left,” “behind me,” or “next to me” are examples of egocentric directions.",
            "Patients with ME report fatigue that lasts for months.",
            "Coal from the mine was shipped along the canal to the cities.",
        ] {
            assert!(!talks_to_reader(text), "{text}");
        }
    }

    #[test]
    fn the_book_speaking_to_the_reader_is_found() {
        assert!(talks_to_reader("We will learn how cells divide."));
        assert!(talks_to_reader("Consider Ben, who works in a shop."));
        assert!(talks_to_reader(
            "As you’ve learned, the hypothalamus plays an important role in motivated behaviors."
        ));
        assert!(talks_to_reader(
            "Let’s take a look at terms that define a bureaucracy."
        ));
        assert!(talks_to_reader("In this chapter, I argue that trade grew."));
        assert!(talks_to_reader("I’m sure the reader has seen one."));
        assert!(talks_to_reader("As a child, I lived near the sea."));
        assert!(talks_to_reader(
            "Remember that to digitally sign the statement Bob would append a cryptographic hash of it."
        ));
        assert!(talks_to_reader(
            "Now recall how the heart pumps blood through the lungs."
        ));
        assert!(!talks_to_reader(
            "Recall is the retrieval of information from long-term memory."
        ));
        assert!(!talks_to_reader(
            "Patients remember that the pain began after the injury."
        ));
    }

    #[test]
    fn our_home_and_our_bodies_are_everyone_s() {
        assert!(!talks_to_reader(
            "There are billions of stars in our Galaxy old enough for life to have developed."
        ));
        assert!(!talks_to_reader(
            "Jupiter is the largest planet in our solar system."
        ));
        assert!(talks_to_reader(
            "Our study of the stars has shown that the Sun is ordinary."
        ));
        assert!(talks_to_reader(
            "We have identified thousands of planets around our Sun's neighbours."
        ));
    }

    #[test]
    fn a_capital_i_in_a_name_or_numeral_is_no_pronoun() {
        assert!(!talks_to_reader(
            "Industrial and organizational (I-O) psychology is a branch of psychology."
        ));
        assert!(!talks_to_reader(
            "Most I-O psychologists have a master’s or doctorate degree."
        ));
        assert!(!talks_to_reader("World War I began in 1914."));
        assert!(!talks_to_reader(
            "Type I diabetes is an autoimmune disease."
        ));
        assert!(!talks_to_reader("Henry I ruled England from 1100."));
        assert!(!talks_to_reader(
            "Eukaryotes use three polymerases, RNA polymerases I, II, and III."
        ));
    }

    #[test]
    fn we_and_our_of_people_in_general_are_not_the_book_s_voice() {
        for generic in [
            "Time pressures can cause us to rely on heuristics rather than engage in deep processing.",
            "We tend to be more comfortable with ideas that are familiar to us.",
            "Bounded rationality is the idea that for complex issues we cannot be completely rational.",
            "Instincts are our natural, fundamental needs, basic to our survival.",
            "As with any attitude, we cannot observe satisfaction; we must infer its existence from behavior.",
            "Our social roles tend to shift based on where we are and who we are with.",
            "When we apply the concept of attitudes to work settings, we have to specify which attitude is meant.",
            "Booth shot Lincoln while he was attending a play, Our American Cousin, at Ford’s Theater.",
        ] {
            assert!(!talks_to_reader(generic), "{generic}");
        }
        for book in [
            "We will learn how cells divide.",
            "We call the shift in the apparent direction of a star stellar parallax.",
            "We have discussed the events that lead to the development of a newborn.",
            "For our purposes here, we will define conflict as a process.",
            "Now we turn to the third work attitude of job satisfaction.",
            "We briefly summarize current motivation research here.",
            "As we look around organizations, it is easy to see the manifestations of power.",
            "We went to the store and were welcomed with endless aisles of products.",
            "Let us now look briefly back into history.",
            "Evidence that we describe later shows it.",
            "We know from our earlier discussion that setting goals is important.",
            "“We are committed to doing our part to help,” the company said.",
            "We come now to an examination of major consequences of work-related stress.",
        ] {
            assert!(talks_to_reader(book), "{book}");
        }
    }

    #[test]
    fn consider_talks_to_the_reader_only_as_a_command() {
        assert!(talks_to_reader(
            "Now consider two objects at different temperatures."
        ));
        assert!(talks_to_reader(
            "As another example, consider the conversion of diamond into graphite."
        ));
        assert!(talks_to_reader("Imagine a world without trade."));
        assert!(!talks_to_reader(
            "Industrial psychology must also consider issues of legality."
        ));
        assert!(!talks_to_reader(
            "Economists typically consider dollars to be fungible."
        ));
    }

    #[test]
    fn a_definition_saying_your_is_read_with_the() {
        // Unseen set 110 (Pro Git).
        assert_eq!(
            definition_without_your(
                "The staging area is a file, generally contained in your Git directory, that stores information about what will go into your next commit."
            )
            .as_deref(),
            Some(
                "The staging area is a file, generally contained in the Git directory, that stores information about what will go into the next commit."
            )
        );
        assert_eq!(
            definition_without_your(
                "Your working directory is the folder where the files of a project are kept."
            )
            .as_deref(),
            Some("The working directory is the folder where the files of a project are kept.")
        );
        assert_eq!(
            definition_without_your("A yourt is a tent of felt.").as_deref(),
            None,
            "no \"your\", nothing to read"
        );
    }

    #[test]
    fn your_in_advice_a_story_or_beside_another_word_to_the_reader_stays() {
        for sentence in [
            // Not a definition.
            "Memorizing the intervals between solfège pairs can help speed along your analysis of dyads.",
            "Simply point your browser to the hostname where GitLab is installed.",
            // The reader's own.
            "A notebook is a place for your own notes about the experiment.",
            // Another word to the reader.
            "A relative path is a path you give with respect to your working directory.",
            "A hook is a script we run before your commit is saved.",
            // Quoted words.
            "The phrase “your honor” is a form of address used for a judge.",
        ] {
            assert_eq!(definition_without_your(sentence), None, "{sentence}");
        }
    }
}
