//! Tests of `glossary.rs`: the layouts of glossary entries, and head words
//! in capitals.

use super::*;

/// The terms of the entries found in `text`, for tests.
fn terms_of(text: &str) -> Vec<String> {
    entries(text).into_iter().map(|e| e.term).collect()
}

mod layouts {
    use super::*;

    #[test]
    fn entries_with_parts_of_speech_on_one_line() {
        let text = "erosion (n): the wearing away of land by water or wind (Coastal erosion threatens the village.) delta (n): a landform at the mouth of a river (The Nile delta is fertile.) erode (v): to wear something away slowly";
        let found = entries(text);
        let terms: Vec<_> = found.iter().map(|e| e.term.as_str()).collect();
        assert_eq!(terms, ["erosion", "delta", "erode"]);
        assert_eq!(
            found[0].definition,
            "the wearing away of land by water or wind"
        );
        assert_eq!(
            found[0].example.as_deref(),
            Some("Coastal erosion threatens the village.")
        );
        assert_eq!(found[2].pos.as_deref(), Some("v"));
    }

    #[test]
    fn entries_one_per_line_with_dashes_or_colons() {
        let text = "Plateau – a large area of high, flat land\nTributary – a river that flows into a larger river\nEstuary: the wide mouth of a river where it meets the sea\n";
        let found = entries(text);
        assert_eq!(found.len(), 3);
        assert_eq!(found[2].term, "Estuary");
    }

    #[test]
    fn entries_typed_with_a_hyphen_an_equals_sign_or_a_number() {
        let text = "Science words\n1. photosynthesis - the process by which plants make sugar from light\n2. respiration - the process that releases energy from sugar in cells\n3. chlorophyll = the green pigment that captures light in leaves\n4. stomata - small pores on a leaf that let gases in and out\n";
        let terms = terms_of(text);
        assert_eq!(
            terms,
            ["photosynthesis", "respiration", "chlorophyll", "stomata"]
        );
        // A numbered heading is no entry.
        let text = "1. First line of defence - physical and chemical barriers\n2. Second line of defence - inflammation and phagocytosis\n3. Third line of defence - the adaptive response of lymphocytes\n4. antigen - a molecule that triggers a response of the immune system\n";
        assert!(entries(text).is_empty());
        // A hyphenated term keeps its hyphen.
        let text = "self-esteem - how much a person values themselves\nself-concept - what a person believes about who they are\npeer group - a group of people of about the same age and status\n";
        let terms = terms_of(text);
        assert_eq!(terms, ["self-esteem", "self-concept", "peer group"]);
    }

    #[test]
    fn a_bulleted_line_is_never_the_end_of_the_meaning_before() {
        // "B-cell receptors (BCRs): …" was once no entry, and was joined
        // to the meaning of "apoptosis" above it.
        let text = "Key terms\n- apoptosis: programmed and organized cell death without lysis of the cell\n- B-cell receptors (BCRs): membrane-bound antibodies that bind specific antigens\n- clonal selection: the activation and proliferation of lymphocytes that bind a specific antigen\n- memory cell: a long-lived lymphocyte that responds quickly to an antigen met before\n";
        let found = entries(text);
        assert_eq!(
            found[0].definition,
            "programmed and organized cell death without lysis of the cell"
        );
        assert_eq!(found[1].term, "B-cell receptors (BCRs)");
        assert_eq!(found.len(), 4);
    }

    #[test]
    fn a_word_in_use_written_in_capitals_is_written_in_small_letters() {
        let text = "VICTIMLESS CRIME\nactivities against the law that do not result in injury to anyone other than the person who engages in them\n\nSTREET CRIME\ncrime committed by average people against other people or organizations, usually in public spaces\n\nCORPORATE CRIME\ncrime committed by white-collar workers in a business environment\n";
        let terms = terms_of(text);
        assert_eq!(
            terms,
            ["victimless crime", "street crime", "corporate crime"]
        );
    }

    #[test]
    fn wrapped_definitions_are_joined() {
        let text = "Antigen: a molecule that the immune\nsystem recognises as foreign.\nAntibody: a protein made by B cells\nthat binds one antigen.\nVaccine: a preparation that trains the immune system.\n";
        let found = entries(text);
        assert_eq!(found.len(), 3);
        assert_eq!(
            found[0].definition,
            "a molecule that the immune system recognises as foreign"
        );
    }

    #[test]
    fn explanations_are_not_definitions() {
        let text = "• Financial crisis – France was deeply in debt after the war.\n• Weak leadership – Louis XVI was indecisive.\n• Poor harvests – the harvest of 1788 failed and bread was dear.\n";
        assert!(entries(text).is_empty());
    }

    #[test]
    fn prose_is_not_a_glossary() {
        assert!(
            entries("The river flows to the sea. Water evaporates: it rises as vapour.").is_empty()
        );
    }
}

mod capitals {
    use super::*;

    #[test]
    fn head_words_in_capitals_with_their_meaning_below_are_entries() {
        let text = "Leading the Way\n\nATLANTA COMPROMISE\nBooker T. Washington’s speech, given at the Atlanta Exposition in 1895, where he urged African Americans to work hard\n\nBULL MOOSE\na nickname for the Progressive Party of 1912, after Roosevelt said he felt as strong as one\n\nNAACP\nthe National Association for the Advancement of Colored People, a civil rights organization\n\nPROGRESSIVE PARTY\na political party started by Roosevelt and other Republicans who were unhappy with Taft\n\nDIRECT PRIMARY\na political reform that allowed for the nomination of candidates\nthrough a direct vote by party members\n";
        let found = entries(text);
        let terms: Vec<&str> = found.iter().map(|e| e.term.as_str()).collect();
        // A name keeps its capitals, and so does a head word the glossary
        // writes elsewhere with them ("the Progressive Party of 1912"); an
        // abbreviation its meaning spells out is no entry (its meaning
        // gives it away), and common words are written in small letters.
        assert_eq!(
            terms,
            [
                "Atlanta Compromise",
                "bull moose",
                "Progressive Party",
                "direct primary"
            ]
        );
        let primary = found.last().expect("an entry");
        assert_eq!(
            primary.definition,
            "a political reform that allowed for the nomination of candidates through a direct vote by party members"
        );
        assert_eq!(&text[primary.start..primary.start + 14], "DIRECT PRIMARY");
        assert!(text[..primary.end].ends_with("party members"));
        // The title line is no entry, and the document keeps its title.
        assert_eq!(crate::title::title_of(text), "Leading the Way");
    }

    #[test]
    fn spanish_head_words_in_capitals_are_written_in_small_letters() {
        let text = "Soluciones y coloides\n\nSOLUCIÓN SATURADA\nuna solución que contiene la cantidad máxima de soluto que se puede disolver en una cantidad dada de disolvente\n\nSOLUTO\nel componente de una solución que está presente en una concentración menor que la del disolvente\n\nDISOLVENTE\nel componente de una solución que está presente en la mayor concentración\n";
        let terms = terms_of(text);
        assert_eq!(terms, ["solución saturada", "soluto", "disolvente"]);
    }

    #[test]
    fn headings_in_capitals_over_prose_are_not_a_glossary() {
        let text = "THE WATER CYCLE\nWater evaporates from the sea and falls again as rain.\n\nOCEANS\nAbout 97 percent of the water on Earth is salt water.\n";
        assert!(heading_entries(text).is_empty());
        assert_eq!(crate::title::title_of(text), "THE WATER CYCLE");
    }

    #[test]
    fn a_clause_that_names_the_term_again_is_cut_from_its_meaning() {
        let text = "lunar eclipse: an eclipse of the Moon, in which the Moon moves into the shadow of Earth; lunar eclipses can occur only at the time of full moon\nsidereal month: the period of the Moon’s revolution about Earth measured with respect to the stars\nsolar month: the time interval in which the phases repeat, from full to full phase\nmean solar time: mean solar time passes at a constant rate\n";
        let found = entries(text);
        assert_eq!(
            found[0].definition,
            "an eclipse of the Moon, in which the Moon moves into the shadow of Earth"
        );
        // A meaning that opens with its term says nothing of it.
        assert!(found.iter().all(|e| e.term != "mean solar time"));
    }

    #[test]
    fn letters_whose_small_form_is_longer_do_not_break_the_cut() {
        // "İ" is two bytes and its small form three: offsets in the
        // lower-cased meaning run past those of the meaning.
        let text = "İzmir Bay: a gulf İİİİ; İzmir Bay is deep\nGulf: a large inlet of the sea into the land\nBay: a body of water partly enclosed by land\n";
        let _ = entries(text);
    }

    #[test]
    fn a_story_in_a_relative_clause_is_still_a_gloss() {
        assert!(reads_as_definition(
            "a political party started by Roosevelt and other Progressive Republicans who were unhappy with Taft"
        ));
        assert!(reads_as_definition(
            "Theodore Roosevelt’s name for the kind of involved, hands-on government he felt the country needed"
        ));
        assert!(!reads_as_definition(
            "France was deeply in debt after the war"
        ));
        assert!(!reads_as_definition(
            "the harvest failed and bread was dear"
        ));
    }

    #[test]
    fn spanish_and_german_glosses_open_with_their_articles() {
        assert!(reads_as_definition(
            "el proceso por el cual un sólido se disuelve en un líquido"
        ));
        assert!(reads_as_definition(
            "una mezcla homogénea de dos o más sustancias"
        ));
        assert!(reads_as_definition(
            "eine Mischung aus zwei oder mehr Stoffen"
        ));
    }
}
