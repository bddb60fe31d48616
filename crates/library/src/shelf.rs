//! The library's two shelves: quizzes shared with the school or the
//! public on one, private quizzes on the other. Each text field and the
//! keys field exist once a shelf, and a quiz's words go to its shelf's
//! fields only, and on the private shelf each term starts with the
//! quiz's owner ([`owned`]), so a search walks the posting lists of what
//! its viewer may see: the whole shared shelf, and on the private shelf
//! lists that hold the viewer's own quizzes and nobody else's. Without
//! shelves, a teacher's search walked every colleague's private quizzes
//! only to drop them as they were collected, in a school where most
//! quizzes are private most of the work.
//!
//! Scores stay those of one library: a term's weight is reckoned from
//! both shelves' statistics together ([`BothShelves`]), the same for a
//! quiz on either shelf, so the two shelves' best merge into one list.

use tantivy::query::Bm25StatisticsProvider;
use tantivy::schema::Field;
use tantivy::{Searcher, Term};

use crate::schema::Fields;

/// A shelf of the library.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Shelf {
    /// Quizzes shared with the school or public.
    Shared,
    /// Private quizzes.
    Private,
}

impl Shelf {
    /// Both shelves, shared first.
    pub const BOTH: [Shelf; 2] = [Shelf::Shared, Shelf::Private];

    /// The shelf of a quiz of this visibility (`private`, `school`,
    /// `public`; anything else is private).
    pub fn of(visibility: &str) -> Shelf {
        match visibility {
            "school" | "public" => Shelf::Shared,
            _ => Shelf::Private,
        }
    }

    /// Its place in the fields' arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    /// What its fields' names start with.
    pub fn prefix(self) -> &'static str {
        match self {
            Shelf::Shared => "",
            Shelf::Private => "private_",
        }
    }
}

/// A private shelf's term: the owner, a separator no analysed word holds,
/// the word.
pub(crate) fn owned(owner: i64, word: &str) -> String {
    format!("{owner}{OWNER_END}{word}")
}

/// What ends the owner in a private shelf's term.
const OWNER_END: char = '\u{1f}';

/// A term's word, its owner (if any) left out.
fn word_of(text: &str) -> &str {
    text.split_once(OWNER_END).map_or(text, |(_, word)| word)
}

/// The BM25 statistics of the library as if it had one shelf: a field's
/// tokens are counted on both shelves, and a word's documents on the
/// shared shelf's field plus the private quizzes that hold it
/// ([`Fields::counted`]: a private quiz with the word in its title counts
/// for the body's statistics too, an approximation that keeps the
/// statistics the same for a term on either shelf without indexing
/// private quizzes' words twice).
pub(crate) struct BothShelves<'a> {
    searcher: &'a Searcher,
    fields: &'a Fields,
}

impl<'a> BothShelves<'a> {
    pub(crate) fn new(searcher: &'a Searcher, fields: &'a Fields) -> Self {
        BothShelves { searcher, fields }
    }
}

impl Bm25StatisticsProvider for BothShelves<'_> {
    fn total_num_tokens(&self, field: Field) -> tantivy::Result<u64> {
        let mut total = self.searcher.total_num_tokens(field)?;
        if let Some(twin) = self.fields.twin(field) {
            total += self.searcher.total_num_tokens(twin)?;
        }
        Ok(total)
    }

    fn total_num_docs(&self) -> tantivy::Result<u64> {
        self.searcher.total_num_docs()
    }

    fn doc_freq(&self, term: &Term) -> tantivy::Result<u64> {
        let field = term.field();
        let value = term.value();
        let (Some(twin), Some(text)) = (self.fields.twin(field), value.as_str()) else {
            return self.searcher.doc_freq(term);
        };
        let (shared, private) = if self.fields.is_private(field) {
            (twin, field)
        } else {
            (field, twin)
        };
        let word = word_of(text);
        let on_shared = self
            .searcher
            .doc_freq(&Term::from_field_text(shared, word))?;
        let counted = self.fields.counted(private);
        let on_private = self
            .searcher
            .doc_freq(&Term::from_field_text(counted, word))?;
        Ok(on_shared + on_private)
    }
}

/// How many documents hold `term`'s word on both shelves.
pub(crate) fn doc_freq_both(
    searcher: &Searcher,
    fields: &Fields,
    term: &Term,
) -> tantivy::Result<u64> {
    BothShelves::new(searcher, fields).doc_freq(term)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_visibilities_go_to_the_shared_shelf() {
        assert_eq!(Shelf::of("school"), Shelf::Shared);
        assert_eq!(Shelf::of("public"), Shelf::Shared);
        assert_eq!(Shelf::of("private"), Shelf::Private);
        assert_eq!(Shelf::of(""), Shelf::Private);
    }

    #[test]
    fn each_shelf_field_has_its_twin_and_its_count() {
        let (_, fields) = crate::schema::build();
        let shared = fields.shelf(Shelf::Shared);
        let private = fields.shelf(Shelf::Private);
        assert_eq!(fields.twin(shared.text[0].body), Some(private.text[0].body));
        assert_eq!(fields.twin(private.text[1].all), Some(shared.text[1].all));
        assert_eq!(fields.twin(private.keys), Some(shared.keys));
        assert_eq!(fields.twin(fields.id), None);
        assert!(fields.is_private(private.text[2].title));
        assert!(!fields.is_private(shared.text[2].title));
        assert_eq!(fields.counted(private.text[2].title), private.text[2].all);
        assert_eq!(fields.counted(private.keys), fields.private_key_counts);
    }

    #[test]
    fn a_private_term_is_its_owner_and_its_word() {
        assert_eq!(word_of(&owned(42, "photosynthesi")), "photosynthesi");
        assert_eq!(word_of("photosynthesi"), "photosynthesi");
        assert_ne!(owned(4, "2x"), owned(42, "x"));
    }
}
