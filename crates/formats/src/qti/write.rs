//! Writing a QTI 2.1 `assessmentItem`. `maxChoices` is always written (the
//! 2.1 XSD and information model disagree on its default).

use std::fmt::Write;

use super::ast::{Interaction, QtiChoice, QtiItem, ResponseProcessing};
use crate::moodle_xml::write_number;
use crate::xml::{escape_attr, escape_text};

/// Writes an item. Texts in the item are XHTML and written as they are.
pub fn write_item(item: &QtiItem) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(
        out,
        "<assessmentItem xmlns=\"http://www.imsglobal.org/xsd/imsqti_v2p1\" \
         xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xsi:schemaLocation=\"http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd\" \
         identifier=\"{}\" title=\"{}\" adaptive=\"false\" timeDependent=\"{}\">",
        escape_attr(&item.identifier),
        escape_attr(&item.title),
        item.time_dependent
    );
    let r = &item.response;
    if r.base_type.is_empty() {
        let _ = writeln!(
            out,
            "  <responseDeclaration identifier=\"{}\" cardinality=\"{}\"",
            escape_attr(&r.identifier),
            r.cardinality.name()
        );
    } else {
        let _ = write!(
            out,
            "  <responseDeclaration identifier=\"{}\" cardinality=\"{}\" baseType=\"{}\"",
            escape_attr(&r.identifier),
            r.cardinality.name(),
            escape_attr(&r.base_type)
        );
    }
    if r.correct.is_empty() && r.mapping.is_none() {
        out.push_str("/>\n");
    } else {
        out.push_str(">\n");
        if !r.correct.is_empty() {
            out.push_str("    <correctResponse>\n");
            for v in &r.correct {
                let _ = writeln!(out, "      <value>{}</value>", escape_text(v));
            }
            out.push_str("    </correctResponse>\n");
        }
        if let Some(m) = &r.mapping {
            out.push_str("    <mapping");
            if let Some(low) = m.lower_bound {
                let _ = write!(out, " lowerBound=\"{}\"", write_number(low));
            }
            if let Some(high) = m.upper_bound {
                let _ = write!(out, " upperBound=\"{}\"", write_number(high));
            }
            let _ = writeln!(out, " defaultValue=\"{}\">", write_number(m.default_value));
            for e in &m.entries {
                let _ = writeln!(
                    out,
                    "      <mapEntry mapKey=\"{}\" mappedValue=\"{}\" caseSensitive=\"{}\"/>",
                    escape_attr(&e.key),
                    write_number(e.value),
                    e.case_sensitive
                );
            }
            out.push_str("    </mapping>\n");
        }
        out.push_str("  </responseDeclaration>\n");
    }
    for o in &item.outcomes {
        let _ = write!(
            out,
            "  <outcomeDeclaration identifier=\"{}\" cardinality=\"single\" baseType=\"{}\"",
            escape_attr(&o.identifier),
            escape_attr(&o.base_type)
        );
        match &o.default {
            Some(v) => {
                let _ = writeln!(
                    out,
                    ">\n    <defaultValue>\n      <value>{}</value>\n    </defaultValue>\n  </outcomeDeclaration>",
                    escape_text(v)
                );
            }
            None => out.push_str("/>\n"),
        }
    }
    out.push_str("  <itemBody>\n");
    let response = escape_attr(&r.identifier);
    match &item.interaction {
        Interaction::TextEntry { expected_length } => {
            let length =
                expected_length.map_or(String::new(), |l| format!(" expectedLength=\"{l}\""));
            let tag = format!("<textEntryInteraction responseIdentifier=\"{response}\"{length}/>");
            // The body holds `_____` where the blank goes: the last one, as
            // a prompt may show blanks of its own before it ("punishable
            // through f_____ s_____", a typed answer's initials), which stay
            // text.
            let body = match item.body.rfind("_____") {
                Some(at) => format!("{}{tag}{}", &item.body[..at], &item.body[at + 5..]),
                None => item.body.clone(),
            };
            let _ = writeln!(out, "    {body}");
        }
        other => {
            if !item.body.is_empty() {
                let _ = writeln!(out, "    {}", item.body);
            }
            write_block(&mut out, other, &response);
        }
    }
    out.push_str("  </itemBody>\n");
    match &item.processing {
        ResponseProcessing::None => {}
        ResponseProcessing::Template(t) => {
            let _ = writeln!(
                out,
                "  <responseProcessing template=\"{}\"/>",
                escape_attr(t)
            );
        }
        ResponseProcessing::Tolerance(t) => {
            let t = write_number(*t);
            let _ = writeln!(
                out,
                "  <responseProcessing>\n    <responseCondition>\n      <responseIf>\n        \
                 <equal toleranceMode=\"absolute\" tolerance=\"{t} {t}\">\n          \
                 <variable identifier=\"{response}\"/>\n          <correct identifier=\"{response}\"/>\n        \
                 </equal>\n        <setOutcomeValue identifier=\"SCORE\">\n          \
                 <baseValue baseType=\"float\">1</baseValue>\n        </setOutcomeValue>\n      \
                 </responseIf>\n      <responseElse>\n        <setOutcomeValue identifier=\"SCORE\">\n          \
                 <baseValue baseType=\"float\">0</baseValue>\n        </setOutcomeValue>\n      \
                 </responseElse>\n    </responseCondition>\n  </responseProcessing>"
            );
        }
    }
    for f in &item.feedback {
        let _ = writeln!(
            out,
            "  <modalFeedback outcomeIdentifier=\"FEEDBACK\" identifier=\"EXPLANATION\" showHide=\"show\">{f}</modalFeedback>"
        );
    }
    out.push_str("</assessmentItem>\n");
    out
}

fn write_choices(out: &mut String, tag: &str, choices: &[QtiChoice], match_max: bool) {
    for c in choices {
        let extra = if match_max {
            format!(" matchMax=\"{}\"", c.match_max)
        } else {
            String::new()
        };
        let fixed = if c.fixed { " fixed=\"true\"" } else { "" };
        let _ = writeln!(
            out,
            "      <{tag} identifier=\"{}\"{fixed}{extra}>{}</{tag}>",
            escape_attr(&c.identifier),
            c.text
        );
    }
}

fn prompt(out: &mut String, prompt: &str) {
    if !prompt.is_empty() {
        let _ = writeln!(out, "      <prompt>{prompt}</prompt>");
    }
}

fn write_block(out: &mut String, interaction: &Interaction, response: &str) {
    match interaction {
        Interaction::Choice {
            shuffle,
            max_choices,
            prompt: p,
            choices,
        } => {
            let _ = writeln!(
                out,
                "    <choiceInteraction responseIdentifier=\"{response}\" shuffle=\"{shuffle}\" maxChoices=\"{max_choices}\">"
            );
            prompt(out, p);
            write_choices(out, "simpleChoice", choices, false);
            out.push_str("    </choiceInteraction>\n");
        }
        Interaction::Order {
            shuffle,
            prompt: p,
            choices,
        } => {
            let _ = writeln!(
                out,
                "    <orderInteraction responseIdentifier=\"{response}\" shuffle=\"{shuffle}\">"
            );
            prompt(out, p);
            write_choices(out, "simpleChoice", choices, false);
            out.push_str("    </orderInteraction>\n");
        }
        Interaction::Match {
            shuffle,
            max_associations,
            prompt: p,
            sources,
            targets,
        } => {
            let _ = writeln!(
                out,
                "    <matchInteraction responseIdentifier=\"{response}\" shuffle=\"{shuffle}\" maxAssociations=\"{max_associations}\">"
            );
            prompt(out, p);
            for set in [sources, targets] {
                out.push_str("      <simpleMatchSet>\n  ");
                write_choices(out, "simpleAssociableChoice", set, true);
                out.push_str("      </simpleMatchSet>\n");
            }
            out.push_str("    </matchInteraction>\n");
        }
        Interaction::ExtendedText { prompt: p } => {
            let _ = writeln!(
                out,
                "    <extendedTextInteraction responseIdentifier=\"{response}\">"
            );
            prompt(out, p);
            out.push_str("    </extendedTextInteraction>\n");
        }
        Interaction::TextEntry { .. } => {}
    }
}

#[cfg(test)]
mod tests {
    use quizforge_core::{AcceptedAnswer, Body, Question};

    use super::write_item;
    use crate::qti::question_to_item;

    #[test]
    fn the_entry_takes_the_last_blank_and_the_prompt_keeps_its_own() {
        let q = Question::new(
            "Crime is punishable through f_____ s_____.",
            Body::ShortAnswer {
                accepted: vec![AcceptedAnswer::new("formal sanctions")],
                case_sensitive: false,
            },
        );
        let (item, _) = question_to_item(&q, "q1").expect("a typed answer exports");
        let xml = write_item(&item);
        assert!(xml.contains("through f_____ s_____."), "{xml}");
        assert!(
            xml.contains("<p><textEntryInteraction responseIdentifier="),
            "{xml}"
        );
        assert_eq!(xml.matches("textEntryInteraction").count(), 1, "{xml}");
    }
}
