//! Whether a German sentence leans on the one before it (`unfit.rs`
//! asks, for each language): what it takes up is not in the sentence,
//! so a question cut from it would not say what it is about.

/// Whether a German sentence points back: `first` is its first word and
/// `early` the next seven, both bare and in lower case; `words` are all
/// its words as written. A possessive in the first words, "er"/"sie"
/// early ("Im Jahr 1905 veröffentlichte er …"), a time counted from what
/// came before ("Zwei Jahre später"), "the other …" ("Die anderen
/// Teile"), "der/die/das" standing for a noun ("Das lag an …", where an
/// article would have a noun within two words), and the openings and
/// pointers below.
pub(super) fn points_back(first: &str, early: &[String], words: &[&str], text: &str) -> bool {
    german_pronoun_article(words)
        || (first == "in" && early.first().is_some_and(|w| w == "wirklichkeit"))
        || early.iter().take(4).enumerate().any(|(i, w)| {
            // "Stuhlbeine und andere Möbelstücke": others beside
            // those just named, not ones a sentence before named.
            let after_and = i
                .checked_sub(1)
                .and_then(|j| early.get(j))
                .is_some_and(|p| ["und", "oder", "sowie", "wie"].contains(&p.as_str()));
            ["später", "danach", "damals"].contains(&w.as_str())
                || (["anderen", "andere", "anderer"].contains(&w.as_str()) && !after_and)
        })
        || early.iter().take(3).any(|w| {
            [
                "sein", "seine", "seinen", "seinem", "seiner", "ihr", "ihre", "ihren",
                "ihrem", "ihrer",
            ]
            .contains(&w.as_str())
        })
        || early.iter().any(|w| ["er", "sie"].contains(&w.as_str()))
        // "Auch das Coronavirus kann …", "Noch schlimmer ist es …",
        // "Eine Ausnahme bilden …", "In Japan ist es nur …": more of,
        // worse than, an exception to or the "es" of what came
        // before (unseen set 45).
        || first == "auch"
        // "Denn die Muslime …", "… kam es deshalb zu …", "Zum
        // Schluss …", "viele weitere Beispiele": a reason, an order
        // or more of what came before (unseen set 47).
        || first == "denn"
        // "Doch bald schon begann …", "Andere Ausdrücke sind …", "Am
        // bekanntesten sind …": against, beside or above what came before
        // (unseen set 48).
        || first == "doch"
        // "Beides sind Flüssigkeiten …", "In ihnen wird …", "Der eine
        // Hauptgrund …", "Im Norden kommt dadurch …", "… wird dort gut
        // erklärt": both, them, the one of two, through it, there
        // (unseen set 50).
        || first == "beides"
        || early.iter().take(2).any(|w| ["ihnen", "ihm", "ihn"].contains(&w.as_str()))
        || (["der", "die", "das"].contains(&first) && early.first().is_some_and(|w| w == "eine"))
        || early.iter().take(6).any(|w| w == "dadurch")
        || dort_without_its_place(words)
        || ["andere", "anderen", "anderer", "anderes"].contains(&first)
        || (first == "am" && early.first().is_some_and(|w| w.ends_with("sten") && w != "ersten"))
        || early.iter().any(|w| {
            [
                "deshalb", "daher", "darum", "deswegen", "weitere", "weiteren", "weiterer",
            ]
            .contains(&w.as_str())
        })
        || (first == "zum" && early.first().is_some_and(|w| w == "schluss"))
        || (first == "noch"
            && early
                .first()
                .is_some_and(|w| w.ends_with("er") || w == "mehr"))
        || early
            .iter()
            .take(2)
            .any(|w| ["ausnahme", "ausnahmen"].contains(&w.as_str()))
        || (early.iter().take(4).collect::<Vec<_>>().windows(2).any(|pair| {
            ["ist", "war", "sind", "waren", "liegt", "lag", "hängt", "hing"]
                .contains(&pair[0].as_str())
                && pair[1] == "es"
        }) && !text.split_once(", ").is_some_and(|(_, rest)| {
            rest.starts_with("dass ") || rest.contains(" zu ")
        }))
        // "Hauptsächlich ist das ein Streifen …": "das" after the
        // verb with no noun of its own.
        || early.windows(2).take(4).enumerate().any(|(i, pair)| {
            ["ist", "war", "sind", "waren"].contains(&pair[0].as_str())
                && ["das", "dies"].contains(&pair[1].as_str())
                && words
                    .get(i + 3)
                    .is_none_or(|next| !next.starts_with(char::is_uppercase))
        })
        // "dort", "davon", "dazu", "seitdem", "ansonsten", "bis
        // dahin", "die letztere Gegend", "Hinzu kamen …": a place,
        // a thing, a time or a list the sentence before gave
        // (unseen set 46).
        || early
            .iter()
            // Not after a colon, where it takes up the clause before it
            // ("… nennen sich Nationalisten: Damit ist gemeint …").
            .take(
                words
                    .iter()
                    .skip(1)
                    .position(|w| w.ends_with([':', ';']))
                    .map_or(6, |at| (at + 1).min(6)),
            )
            .any(|w| {
            [
                "davon",
                "dazu",
                "damit",
                "daran",
                "darauf",
                "darin",
                "dafür",
                "dagegen",
                "seitdem",
                "ansonsten",
                "sonst",
                "dahin",
                "letztere",
                "letzteren",
                "letzterer",
                "hinzu",
            ]
            .contains(&w.as_str())
        })
        || ["davon", "dazu", "damit", "seitdem", "ansonsten", "hinzu"]
            .contains(&first)
        // "Die Fahrgäste stehen aber …", "… können dabei …", "Ein
        // Verbrecher beispielsweise …": a contrast, a circumstance
        // or an instance of what came before (unseen set 20).
        || early.iter().take(6).any(|w| {
            [
                "aber",
                "dabei",
                "beispielsweise",
                "also",
                "allerdings",
                "jedoch",
                "trotzdem",
                "ebenfalls",
                "nämlich",
                "hingegen",
            ]
            .contains(&w.as_str())
        })
}

/// Whether "dort" stands for a place the sentence does not name: early
/// in it, or later with no place before it ("…, wird dort gut
/// erklärt"); not after one ("in den USA, als dort …", "… tiefer
/// hinunter, weil dort …"), nor "dort, wo …", which names it after.
fn dort_without_its_place(words: &[&str]) -> bool {
    const PLACES: &[&str] = &[
        "in", "im", "ins", "auf", "an", "am", "bei", "beim", "nach", "aus", "hinunter", "hinauf",
        "unten", "oben",
    ];
    let bare = |w: &str| w.trim_matches(|c: char| !c.is_alphabetic()).to_lowercase();
    words.iter().enumerate().any(|(i, w)| {
        bare(w) == "dort"
            && words.get(i + 1).is_none_or(|next| bare(next) != "wo")
            && (i <= 6
                || !words[..i]
                    .iter()
                    .any(|w| PLACES.contains(&bare(w).as_str())))
    })
}

/// Whether a German sentence opens with "der", "die" or "das" standing
/// for a noun said before ("Das lag an …", "Die wurden …", "Das sind
/// Anhänger …"): as an article it has its noun (capitalised) within the
/// next two words, and no verb right after it.
fn german_pronoun_article(words: &[&str]) -> bool {
    let bare = |w: &str| w.trim_matches(|c: char| !c.is_alphabetic()).to_string();
    let Some(first) = words.first().map(|w| bare(w).to_lowercase()) else {
        return false;
    };
    if !["der", "die", "das", "dem", "den"].contains(&first.as_str()) {
        return false;
    }
    // "Das sind Anhänger …", "Die waren …": a verb right after it, so
    // no article of the noun that follows.
    let verb_next = words.get(1).is_some_and(|w| {
        [
            "ist", "sind", "war", "waren", "hat", "haben", "hatte", "hatten", "wird", "werden",
            "wurde", "wurden", "kann", "können", "konnte", "konnten",
        ]
        .contains(&bare(w).as_str())
    });
    let noun_follows = words
        .iter()
        .skip(1)
        .take(2)
        .map(|w| bare(w))
        .any(|w| w.starts_with(char::is_uppercase));
    verb_next || !noun_follows
}
