//! The index's schema and its analyzers: one set of text fields per
//! language, each analysed with that language's Snowball stemmer, so a
//! query word is stemmed the French way against French quizzes and the
//! English way against English ones.

use crate::shelf::Shelf;
use tantivy::schema::{
    FAST, Field, INDEXED, IndexRecordOption, STORED, STRING, Schema, TextFieldIndexing, TextOptions,
};
use tantivy::tokenizer::{
    AsciiFoldingFilter, Language, LowerCaser, RemoveLongFilter, SimpleTokenizer, Stemmer,
    StopWordFilter, TextAnalyzer, TokenizerManager,
};

/// The languages with a stemmer, and `xx` for any other (folded, not
/// stemmed).
pub const LANGUAGES: [&str; 5] = ["en", "fr", "de", "es", "xx"];

/// What a document's language field says for a quiz's language code.
pub fn language_slot(code: &str) -> usize {
    let code = code.trim().to_ascii_lowercase();
    let code = code.split(['-', '_']).next().unwrap_or("");
    LANGUAGES[..4].iter().position(|l| *l == code).unwrap_or(4)
}

/// The text fields of one language.
#[derive(Debug, Clone, Copy)]
pub struct TextFields {
    /// The quiz's title.
    pub title: Field,
    /// Question topics.
    pub topics: Field,
    /// Prompts, passages and options.
    pub body: Field,
    /// The document the quiz was made from.
    pub source: Field,
    /// Everything above as one list of documents (no frequencies): which
    /// quizzes hold a word at all, so a search of several words can walk
    /// one short list a word to find the quizzes that hold them all.
    pub all: Field,
}

impl TextFields {
    /// Each field with its weight in a search.
    pub fn weighted(&self) -> [(Field, f32); 4] {
        [
            (self.title, 3.0),
            (self.topics, 2.0),
            (self.body, 1.0),
            (self.source, 0.4),
        ]
    }
}

/// Every field of the index.
#[derive(Debug, Clone)]
pub struct Fields {
    /// The quiz's id.
    pub id: Field,
    /// Its owner.
    pub owner: Field,
    /// `private`, `school` or `public`.
    pub visibility: Field,
    /// The same as a number in a fast column ([`reach`]), for checking
    /// access on hits without reading their stored documents.
    pub reach: Field,
    /// The subject tag.
    pub subject: Field,
    /// The grade tag.
    pub grade: Field,
    /// The language code as stored (`en`, `fr`, …, or `xx`).
    pub language: Field,
    /// Question kinds (one value each).
    pub kinds: Field,
    /// How many questions.
    pub questions: Field,
    /// When it was last played (0: never).
    pub played_at: Field,
    /// When it last changed.
    pub updated_at: Field,
    /// The quiz it was copied from (0: none).
    pub based_on: Field,
    /// How often it was copied and played.
    pub copies: Field,
    /// How many games were made from it.
    pub plays: Field,
    /// The title as written, for display.
    pub title_text: Field,
    /// The prompts and options as written, for snippets.
    pub body_text: Field,
    /// Topics as written, one a line, for "why related".
    pub topics_text: Field,
    /// The MinHash signature of its questions (bytes).
    pub minhash: Field,
    /// Its keys as `keys::encode` stores them.
    pub keys_text: Field,
    /// The fields a quiz's words are indexed in, one set a shelf
    /// ([`Shelf`]): a quiz's words are on its own shelf's only. On the
    /// private shelf, every term of `keys`, `title`, `topics`, `body` and
    /// `source` starts with its quiz's owner ([`crate::shelf::owned`]);
    /// `all` holds the words alone.
    pub shelves: [ShelfFields; 2],
    /// The private quizzes' keys without their owner, counted for the
    /// keys' rarity only.
    pub private_key_counts: Field,
}

/// The fields of one shelf.
#[derive(Debug, Clone, Copy)]
pub struct ShelfFields {
    /// Its quizzes' keys, as `keys::indexed_term` writes them, each
    /// repeated for its weight (see `keys.rs`).
    pub keys: Field,
    /// The text fields, one set per language of [`LANGUAGES`].
    pub text: [TextFields; 5],
}

impl ShelfFields {
    /// Every field of the shelf, in one order for both shelves.
    fn all(&self) -> impl Iterator<Item = Field> + '_ {
        std::iter::once(self.keys).chain(
            self.text
                .iter()
                .flat_map(|t| [t.title, t.topics, t.body, t.source, t.all]),
        )
    }
}

impl Fields {
    /// The fields of a shelf.
    pub fn shelf(&self, shelf: Shelf) -> &ShelfFields {
        &self.shelves[shelf.index()]
    }

    /// The field whose documents count a private field's word, its owner
    /// left out: `all` for the text fields (a private quiz holding the
    /// word anywhere), [`Fields::private_key_counts`] for the keys.
    pub fn counted(&self, private: Field) -> Field {
        let shelf = self.shelf(Shelf::Private);
        if private == shelf.keys {
            return self.private_key_counts;
        }
        shelf
            .text
            .iter()
            .find(|t| [t.title, t.topics, t.body, t.source].contains(&private))
            .map_or(private, |t| t.all)
    }

    /// Whether a field is one of the private shelf's.
    pub fn is_private(&self, field: Field) -> bool {
        self.shelf(Shelf::Private).all().any(|f| f == field)
    }

    /// The same field on the other shelf (`None`: not a shelf's field).
    pub fn twin(&self, field: Field) -> Option<Field> {
        let [shared, private] = &self.shelves;
        shared
            .all()
            .zip(private.all())
            .find_map(|(a, b)| match field {
                f if f == a => Some(b),
                f if f == b => Some(a),
                _ => None,
            })
    }
}

/// The number a visibility is kept as in the `reach` column: 0 private,
/// 1 school, 2 public.
pub fn reach(visibility: &str) -> u64 {
    match visibility {
        "school" => 1,
        "public" => 2,
        _ => 0,
    }
}

/// The name of the analyzer of a language slot.
pub fn analyzer_name(slot: usize) -> String {
    format!("qf_{}", LANGUAGES[slot])
}

/// The schema and its fields.
pub fn build() -> (Schema, Fields) {
    let mut schema = Schema::builder();
    let id = schema.add_u64_field("id", INDEXED | STORED | FAST);
    let owner = schema.add_i64_field("owner", INDEXED | STORED | FAST);
    let visibility = schema.add_text_field("visibility", STRING | STORED);
    let reach = schema.add_u64_field("reach", FAST);
    let subject = schema.add_text_field("subject", STRING | STORED);
    let grade = schema.add_text_field("grade", STRING | STORED);
    let language = schema.add_text_field("language", STRING | STORED);
    let kinds = schema.add_text_field("kinds", STRING);
    let questions = schema.add_u64_field("questions", INDEXED | STORED | FAST);
    let played_at = schema.add_i64_field("played_at", INDEXED | STORED | FAST);
    let updated_at = schema.add_i64_field("updated_at", STORED | FAST);
    let based_on = schema.add_u64_field("based_on", INDEXED | STORED);
    let copies = schema.add_u64_field("copies", STORED);
    let plays = schema.add_u64_field("plays", STORED);
    let title_text = schema.add_text_field("title_text", STORED);
    let body_text = schema.add_text_field("body_text", STORED);
    let topics_text = schema.add_text_field("topics_text", STORED);
    let minhash = schema.add_bytes_field("minhash", STORED);
    let keys_text = schema.add_text_field("keys_text", STORED);
    let shelves = Shelf::BOTH.map(|shelf| shelf_fields(&mut schema, shelf));
    let private_key_counts = schema.add_text_field(
        "private_key_counts",
        TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer("raw")
                .set_index_option(IndexRecordOption::Basic),
        ),
    );
    let fields = Fields {
        id,
        owner,
        visibility,
        reach,
        subject,
        grade,
        language,
        kinds,
        questions,
        played_at,
        updated_at,
        based_on,
        copies,
        plays,
        title_text,
        body_text,
        topics_text,
        minhash,
        keys_text,
        shelves,
        private_key_counts,
    };
    (schema.build(), fields)
}

/// Adds a shelf's fields to the schema.
fn shelf_fields(schema: &mut tantivy::schema::SchemaBuilder, shelf: Shelf) -> ShelfFields {
    let prefix = shelf.prefix();
    let keys = schema.add_text_field(
        &format!("{prefix}keys"),
        TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer("raw")
                .set_index_option(IndexRecordOption::WithFreqs),
        ),
    );
    let text = std::array::from_fn(|slot| {
        let indexing = TextFieldIndexing::default()
            .set_tokenizer(&analyzer_name(slot))
            // No phrase queries: frequencies are enough, and positions
            // would double the index.
            .set_index_option(IndexRecordOption::WithFreqs);
        let options = TextOptions::default().set_indexing_options(indexing);
        let presence = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(&analyzer_name(slot))
                .set_index_option(IndexRecordOption::Basic),
        );
        let lang = LANGUAGES[slot];
        TextFields {
            title: schema.add_text_field(&format!("{prefix}title_{lang}"), options.clone()),
            topics: schema.add_text_field(&format!("{prefix}topics_{lang}"), options.clone()),
            body: schema.add_text_field(&format!("{prefix}body_{lang}"), options.clone()),
            source: schema.add_text_field(&format!("{prefix}source_{lang}"), options),
            all: schema.add_text_field(&format!("{prefix}all_{lang}"), presence),
        }
    });
    ShelfFields { keys, text }
}

/// The analyzer of a language slot: words, lower case, the language's
/// stemmer (on the accented form, as Snowball expects), then accents
/// folded so `eleve` finds `élève`.
pub fn analyzer(slot: usize) -> TextAnalyzer {
    let stemmer = stemmer_language(slot);
    let base = TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(40))
        .filter(LowerCaser);
    match stemmer {
        Some(language) => base
            .filter(Stemmer::new(language))
            .filter(AsciiFoldingFilter)
            .build(),
        None => base.filter(AsciiFoldingFilter).build(),
    }
}

/// The stemmer's language of a slot (`None`: folded, not stemmed).
fn stemmer_language(slot: usize) -> Option<Language> {
    match LANGUAGES[slot] {
        "en" => Some(Language::English),
        "fr" => Some(Language::French),
        "de" => Some(Language::German),
        "es" => Some(Language::Spanish),
        _ => None,
    }
}

/// The analyzer keys are chosen with: a slot's analyzer with the
/// language's stop words (Snowball's lists) left out before stemming.
fn key_analyzer(slot: usize) -> TextAnalyzer {
    let Some(language) = stemmer_language(slot) else {
        return analyzer(slot);
    };
    let Some(stop_words) = StopWordFilter::new(language) else {
        return analyzer(slot);
    };
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(40))
        .filter(LowerCaser)
        .filter(stop_words)
        .filter(Stemmer::new(language))
        .filter(AsciiFoldingFilter)
        .build()
}

/// Registers every analyzer.
pub fn register(tokenizers: &TokenizerManager) {
    for slot in 0..LANGUAGES.len() {
        tokenizers.register(&analyzer_name(slot), analyzer(slot));
    }
}

thread_local! {
    /// Each thread's analyzers, built once (a stemmer is not free to make).
    static ANALYZERS: std::cell::RefCell<Vec<TextAnalyzer>> =
        std::cell::RefCell::new((0..LANGUAGES.len()).map(analyzer).collect());
}

thread_local! {
    /// Each thread's key analyzers, built once.
    static KEY_ANALYZERS: std::cell::RefCell<Vec<TextAnalyzer>> =
        std::cell::RefCell::new((0..LANGUAGES.len()).map(key_analyzer).collect());
}

/// The terms of `text` that are not stop words, each with the byte range
/// it came from (for choosing keys).
pub(crate) fn key_tokens(slot: usize, text: &str) -> Vec<(String, std::ops::Range<usize>)> {
    KEY_ANALYZERS.with(|analyzers| analyse(&mut analyzers.borrow_mut()[slot], text))
}

/// The terms `text` analyses to with a language slot's analyzer.
pub fn terms(slot: usize, text: &str) -> Vec<String> {
    tokens(slot, text)
        .into_iter()
        .map(|(term, _)| term)
        .collect()
}

/// The terms `text` analyses to, each with the byte range of `text` it
/// came from.
pub fn tokens(slot: usize, text: &str) -> Vec<(String, std::ops::Range<usize>)> {
    ANALYZERS.with(|analyzers| analyse(&mut analyzers.borrow_mut()[slot], text))
}

/// The tokens an analyzer cuts `text` into, with their byte ranges.
fn analyse(analyzer: &mut TextAnalyzer, text: &str) -> Vec<(String, std::ops::Range<usize>)> {
    let mut stream = analyzer.token_stream(text);
    let mut out = Vec::new();
    while stream.advance() {
        let token = stream.token();
        out.push((token.text.clone(), token.offset_from..token.offset_to));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_stems_its_own_way() {
        assert_eq!(terms(0, "Running runners"), ["run", "runner"]);
        assert_eq!(terms(1, "élèves"), terms(1, "élève"));
        assert_eq!(terms(1, "eleve"), terms(1, "élève"));
        assert_eq!(terms(2, "Häuser"), terms(2, "Häuser"));
        assert_eq!(terms(3, "canciones"), terms(3, "canción"));
    }

    #[test]
    fn unknown_languages_fall_back_to_folding() {
        assert_eq!(language_slot("fr-CA"), 1);
        assert_eq!(language_slot("it"), 4);
        assert_eq!(terms(4, "Città"), ["citta"]);
    }
}
