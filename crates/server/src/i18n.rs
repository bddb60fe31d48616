//! The interface's languages: English, French, Spanish and German, in
//! Fluent message files (`locales/<code>/*.ftl`, compiled in). Every page
//! reads its words through [`Nav::t`](crate::view::Nav::t) (a test checks
//! that no template writes words of its own); its scripts get theirs as
//! JSON ([`script_messages`]). A teacher's pages follow the language chosen
//! on the account page, else the browser's `Accept-Language`; students'
//! pages follow the browser.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use axum::http::{HeaderMap, header};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// The message files of one language, in one text. Every language has the
/// same files (a test compares their keys).
macro_rules! locale {
    ($code:literal) => {
        concat!(
            include_str!(concat!("../locales/", $code, "/common.ftl")),
            "\n",
            include_str!(concat!("../locales/", $code, "/review.ftl")),
            "\n",
            include_str!(concat!("../locales/", $code, "/live.ftl")),
            "\n",
            include_str!(concat!("../locales/", $code, "/results.ftl")),
            "\n",
            include_str!(concat!("../locales/", $code, "/library.ftl")),
            "\n",
            include_str!(concat!("../locales/", $code, "/classes.ftl")),
        )
    };
}

/// A language of the interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    /// English, the default and the fallback for a missing message.
    #[default]
    En,
    /// French.
    Fr,
    /// Spanish.
    Es,
    /// German.
    De,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Fr, Lang::Es, Lang::De];

    /// Its BCP 47 code, for `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::De => "de",
        }
    }

    /// The language of a code as [`Lang::code`] writes it.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|lang| lang.code() == code)
    }

    /// Its name in itself, for choosing it ("Français").
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::Es => "Español",
            Lang::De => "Deutsch",
        }
    }

    /// Its messages: the files of `locales/<code>/`, one per part of the
    /// interface, read as one.
    fn source(self) -> &'static str {
        match self {
            Lang::En => locale!("en"),
            Lang::Fr => locale!("fr"),
            Lang::Es => locale!("es"),
            Lang::De => locale!("de"),
        }
    }

    fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::Fr => 1,
            Lang::Es => 2,
            Lang::De => 3,
        }
    }
}

/// The language an `Accept-Language` header asks for first among ours
/// (by its q-values, then its order); English when none is ours.
pub fn negotiate(accept_language: &str) -> Lang {
    let mut wanted: Vec<(u16, usize, Lang)> = Vec::new();
    for (position, item) in accept_language.split(',').enumerate() {
        let mut parts = item.split(';');
        let tag = parts.next().unwrap_or("").trim();
        let quality = parts
            .find_map(|p| p.trim().strip_prefix("q="))
            .and_then(|q| q.trim().parse::<f32>().ok())
            .unwrap_or(1.0);
        let primary = tag
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        if let Some(lang) = Lang::ALL.into_iter().find(|l| l.code() == primary)
            && quality > 0.0
        {
            // Thousandths: q-values have at most three decimals.
            wanted.push(((quality.min(1.0) * 1000.0) as u16, position, lang));
        }
    }
    wanted.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    wanted.first().map_or(Lang::En, |w| w.2)
}

/// The language a request's browser asks for.
pub fn from_headers(headers: &HeaderMap) -> Lang {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .map_or(Lang::En, negotiate)
}

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static [Bundle; 4] {
    static BUNDLES: OnceLock<[Bundle; 4]> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.map(bundle))
}

fn bundle(lang: Lang) -> Bundle {
    // The files are ours and checked by the tests: a syntax error would
    // fail them, and what did parse is still used.
    let resource = FluentResource::try_new(lang.source().to_string())
        .unwrap_or_else(|(partial, _errors)| partial);
    let id = lang
        .code()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: the pages are HTML.
    bundle.set_use_isolating(false);
    let _ = bundle.add_resource(resource);
    bundle
}

/// What a page shows for a missing message, so a test can find it.
pub const MISSING: &str = "⟦missing message⟧";

/// The message `key` in `lang` (in English when `lang` lacks it), with
/// `args`.
pub fn text_with(lang: Lang, key: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let args = (!args.is_empty()).then(|| {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, value.clone());
        }
        fluent
    });
    for bundle in [&bundles()[lang.index()], &bundles()[Lang::En.index()]] {
        if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, args.as_ref(), &mut errors)
                .into_owned();
        }
    }
    format!("{MISSING} {key}")
}

/// The message `key` in `lang`.
pub fn text(lang: Lang, key: &str) -> String {
    text_with(lang, key, &[])
}

/// The keys of a language's file: its messages, which start a line with
/// their identifier and `=` (terms start with `-`, comments with `#`).
pub fn keys(lang: Lang) -> BTreeSet<String> {
    lang.source()
        .lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|line| line.split_once('='))
        .map(|(key, _)| key.trim().to_string())
        .collect()
}

/// The messages whose keys start with `prefix`, in `lang`, keyed by the
/// rest of the key, as JSON: what a page's script shows (its `%name`-style
/// blanks are filled in by the script).
pub fn script_messages(lang: Lang, prefix: &str) -> String {
    let messages: serde_json::Map<String, serde_json::Value> = keys(Lang::En)
        .into_iter()
        .filter_map(|key| {
            let short = key.strip_prefix(prefix)?.to_string();
            Some((short, serde_json::Value::String(text(lang, &key))))
        })
        .collect();
    serde_json::Value::Object(messages).to_string()
}

/// A share (0 to 1) as a whole percentage written the language's way:
/// "85 %" (a no-break space before the sign in French, Spanish and German).
pub fn percent(lang: Lang, share: f64) -> String {
    let whole = format!("{:.0}", share * 100.0);
    match lang {
        Lang::En => format!("{whole} %"),
        Lang::Fr | Lang::Es | Lang::De => format!("{whole}\u{a0}%"),
    }
}

/// A number with `places` decimals and the language's decimal mark
/// ("0.42", "0,42").
pub fn decimal(lang: Lang, x: f64, places: usize) -> String {
    let written = format!("{x:.places$}");
    match lang {
        Lang::En => written,
        Lang::Fr | Lang::Es | Lang::De => written.replace('.', ","),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_exists_in_all_four_languages_and_every_file_parses() {
        let english = keys(Lang::En);
        assert!(english.len() >= 20, "{english:?}");
        for lang in Lang::ALL {
            FluentResource::try_new(lang.source().to_string())
                .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", lang.code()));
            let theirs = keys(lang);
            let missing: Vec<_> = english.difference(&theirs).collect();
            let extra: Vec<_> = theirs.difference(&english).collect();
            assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
            assert!(extra.is_empty(), "{} has unknown {extra:?}", lang.code());
            for key in &theirs {
                let mut errors = Vec::new();
                let bundle = &bundles()[lang.index()];
                let message = bundle.get_message(key).expect("a message");
                let mut args = FluentArgs::new();
                args.set("max", 24);
                args.set("code", "K7M2QX");
                args.set("count", 3);
                args.set("min", 8);
                args.set("megabytes", 64);
                args.set("search", "cells");
                args.set("date", "2026-12-02");
                args.set("id", 3);
                args.set("made", "2026-12-02 09:00 CET");
                args.set("expires", "2027-03-02 09:00 CET");
                args.set("length", 6);
                args.set("chars", "“1” and “O”");
                args.set("letter", "B");
                args.set("number", 7);
                args.set("line", 12);
                args.set("problem", "Choice 2 is empty.");
                args.set("value", "42 %");
                args.set("name", "Ana");
                args.set("points", "0.5");
                args.set("from", 101);
                args.set("to", 200);
                args.set("total", 205);
                args.set("status", "Sent on 2026-12-02 09:00 CET.");
                args.set("list", "cells and mitosis");
                args.set("subject", "biology");
                args.set("visibility", "school");
                args.set("band", "below");
                args.set("seconds", 20);
                args.set("title", "Cells");
                args.set("other", "Аna");
                args.set("wait", "30 seconds");
                args.set("column", 5);
                args.set("day", "10");
                args.set("month", "Dec");
                args.set("year", "2026");
                args.set("time", "09:00");
                args.set("zone", "CET");
                args.set("size", "12.5");
                args.set("limit", "8.0");
                args.set("why", "it is encrypted");
                args.set("written", 3);
                args.set("wanted", 10);
                args.set("head", "3 of the 10 new questions asked for were written");
                args.set("sentences", 12);
                args.set("unfit", 4);
                args.set("reason", "a formula or equation");
                args.set("empty", 2);
                args.set("fit", 8);
                args.set("dropped", 1);
                args.set("kind", "term");
                args.set("prompt", "What is chlorophyll?");
                for blank in [
                    "topic", "yes", "no", "max", "part", "tool", "from", "to", "n", "what",
                ] {
                    args.set(blank, "x");
                }
                if let Some(pattern) = message.value() {
                    bundle.format_pattern(pattern, Some(&args), &mut errors);
                }
                assert!(errors.is_empty(), "{} {key}: {errors:?}", lang.code());
            }
        }
    }

    /// Words a page may show in every language: the product's name and the
    /// example names of a roster, and the scheme of an example address.
    const SAME_IN_EVERY_LANGUAGE: &[&str] = &["quizforge", "Ana", "Ben", "https"];

    #[test]
    fn no_key_is_defined_twice() {
        for lang in Lang::ALL {
            let mut seen = BTreeSet::new();
            for line in lang.source().lines() {
                if line.starts_with(|c: char| c.is_ascii_alphabetic())
                    && let Some((key, _)) = line.split_once('=')
                {
                    assert!(
                        seen.insert(key.trim()),
                        "{} defines {key} twice",
                        lang.code()
                    );
                }
            }
        }
    }

    #[test]
    fn no_template_writes_words_of_its_own() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .expect("the templates")
            .map(|entry| {
                entry
                    .expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .filter(|name| name.ends_with(".html"))
            .collect();
        names.sort();
        assert!(names.len() > 20, "{names:?}");
        for name in &names {
            let template = std::fs::read_to_string(dir.join(name)).expect("a template");
            let words = stray_words(&template);
            assert!(
                words.is_empty(),
                "{name} writes {words:?}: put them in locales/*/ and read them with nav.t"
            );
        }
    }

    #[test]
    fn stray_words_are_text_and_shown_attributes_outside_expressions() {
        let page = r#"{% if x %}<a href="/y" class="button" title="{{ nav.t("k") }}">{{ nav.t("go") }}</a>{% endif %}
            {# a comment #}<script>let a = "words";</script>&nbsp;·&#10;<input placeholder="Type here" aria-label="Search quizzes">
            <p>Hello {{ name }}, quizforge</p>"#;
        assert_eq!(
            stray_words(page),
            ["Type", "here", "Search", "quizzes", "Hello"]
        );
    }

    /// The words a template shows that do not come from an expression: its
    /// text and its `placeholder`, `title`, `alt`, `aria-label` and
    /// `data-confirm` attributes, without expressions, statements,
    /// comments, scripts and character references.
    fn stray_words(template: &str) -> Vec<String> {
        let mut text = template.to_string();
        for (open, close) in [
            ("{#", "#}"),
            ("{{", "}}"),
            ("{%", "%}"),
            ("<script", "</script>"),
            ("<style", "</style>"),
        ] {
            text = without(&text, open, close);
        }
        let mut shown = String::new();
        let mut rest = text.as_str();
        while let Some(start) = rest.find('<') {
            shown.push_str(&rest[..start]);
            shown.push(' ');
            let end = rest[start..]
                .find('>')
                .map_or(rest.len(), |e| start + e + 1);
            let tag = &rest[start..end];
            for attribute in ["placeholder", "title", "alt", "aria-label", "data-confirm"] {
                let needle = format!(" {attribute}=\"");
                if let Some(at) = tag.find(&needle) {
                    let value = &tag[at + needle.len()..];
                    shown.push_str(&value[..value.find('"').unwrap_or(value.len())]);
                    shown.push(' ');
                }
            }
            rest = &rest[end..];
        }
        shown.push_str(rest);
        without_references(&shown)
            .split(|c: char| !c.is_alphabetic())
            .filter(|word| word.chars().count() >= 2)
            .filter(|word| !SAME_IN_EVERY_LANGUAGE.contains(word))
            .map(str::to_string)
            .collect()
    }

    /// `text` without character references (`&nbsp;`, `&#10;`).
    fn without_references(text: &str) -> String {
        let mut out = String::new();
        let mut rest = text;
        while let Some(start) = rest.find('&') {
            out.push_str(&rest[..start]);
            let after = &rest[start + 1..];
            let name = after
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '#'))
                .unwrap_or(after.len());
            if name > 0 && after[name..].starts_with(';') {
                out.push(' ');
                rest = &after[name + 1..];
            } else {
                out.push('&');
                rest = after;
            }
        }
        out.push_str(rest);
        out
    }

    /// `text` without every span from `open` to the next `close`.
    fn without(text: &str, open: &str, close: &str) -> String {
        let mut out = String::new();
        let mut rest = text;
        while let Some(start) = rest.find(open) {
            out.push_str(&rest[..start]);
            out.push(' ');
            rest = rest[start + open.len()..]
                .find(close)
                .map_or("", |end| &rest[start + open.len() + end + close.len()..]);
        }
        out.push_str(rest);
        out
    }

    #[test]
    fn a_script_gets_its_messages_in_the_page_language() {
        let spanish: serde_json::Value =
            serde_json::from_str(&script_messages(Lang::Es, "play-js-")).expect("JSON");
        assert_eq!(spanish["send"], "Enviar");
        assert_eq!(spanish["rank"], "Eres el número %rank de %players.");
        let english: serde_json::Value =
            serde_json::from_str(&script_messages(Lang::En, "play-js-")).expect("JSON");
        assert_eq!(english["send"], "Send");
        assert!(
            english.get("connecting").is_none(),
            "only the prefix's messages"
        );
    }

    #[test]
    fn the_pages_say_after_a_sign_up_what_the_api_says() {
        assert_eq!(text(Lang::En, "signup-ready"), crate::signup::READY_MESSAGE);
    }

    #[test]
    fn counts_take_their_languages_plural_forms() {
        let questions = |lang, n: usize| text_with(lang, "home-questions", &[("count", n.into())]);
        assert_eq!(questions(Lang::En, 1), "1 question");
        assert_eq!(questions(Lang::En, 0), "0 questions");
        assert_eq!(questions(Lang::Fr, 0), "0 question");
        assert_eq!(questions(Lang::De, 12), "12 Fragen");
        assert_eq!(Lang::from_code("es"), Some(Lang::Es));
        assert_eq!(Lang::from_code("pt"), None);
    }

    #[test]
    fn percentages_and_decimals_are_written_the_languages_way() {
        assert_eq!(percent(Lang::En, 0.854), "85 %");
        assert_eq!(percent(Lang::Fr, 0.854), "85\u{a0}%");
        assert_eq!(percent(Lang::De, 1.0), "100\u{a0}%");
        assert_eq!(decimal(Lang::En, 0.4251, 2), "0.43");
        assert_eq!(decimal(Lang::Fr, 0.4251, 2), "0,43");
        assert_eq!(decimal(Lang::Es, -1.5, 1), "-1,5");
    }

    #[test]
    fn the_browser_chooses_among_our_languages() {
        assert_eq!(negotiate("fr-CA,fr;q=0.9,en;q=0.8"), Lang::Fr);
        assert_eq!(negotiate("es-ES"), Lang::Es);
        assert_eq!(negotiate("ja, de;q=0.5, en;q=0.4"), Lang::De);
        assert_eq!(negotiate("en;q=0.3, de;q=0.9"), Lang::De);
        assert_eq!(negotiate("pt-BR"), Lang::En);
        assert_eq!(negotiate("fr;q=0"), Lang::En);
        assert_eq!(negotiate(""), Lang::En);
        assert_eq!(
            text(Lang::Fr, "no-such-key"),
            format!("{MISSING} no-such-key")
        );
    }
}
