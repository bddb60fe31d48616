//! IMS QTI 2.1 (formats.md §4): items, their scoring, and content packages.
//!
//! [`parse_item`] reads an `assessmentItem`, [`write_item`] writes one,
//! [`score`] runs the standard response-processing templates, and
//! [`import`] / [`export`] read and write whole packages (zip with
//! `imsmanifest.xml`) through quizforge's model.

mod ast;
mod convert;
mod package;
mod parse;
mod score;
mod write;

pub use ast::{
    Cardinality, Interaction, MAP_RESPONSE, MATCH_CORRECT, MapEntry, Mapping, OutcomeDeclaration,
    QtiChoice, QtiItem, ResponseDeclaration, ResponseProcessing,
};
pub use convert::{item_to_question, question_to_item};
pub use package::{PackageImport, export, import};
pub use parse::parse_item;
pub use score::{QtiResponse, ScoreError, score};
pub use write::write_item;
