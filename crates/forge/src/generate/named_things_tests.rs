use super::*;

fn found(text: &str) -> Vec<(String, String)> {
    appositives(text)
        .into_iter()
        .filter(|n| fair_gloss(&text[n.start..n.end], &n.gloss))
        .map(|n| (text[n.start..n.end].to_string(), n.gloss))
        .collect()
}

#[test]
fn a_named_thing_and_what_it_is_are_found() {
    assert_eq!(
        found(
            "The Taliban refused, and the United States began a bombing campaign in October, allying with the Afghan Northern Alliance, a coalition of tribal leaders opposed to the Taliban."
        ),
        [(
            "Afghan Northern Alliance".to_string(),
            "a coalition of tribal leaders opposed to the Taliban".to_string()
        )]
    );
    assert_eq!(
        found("The Soviets launched Sputnik, the first manmade satellite, in 1957."),
        [(
            "Sputnik".to_string(),
            "the first manmade satellite".to_string()
        )]
    );
    assert_eq!(
        found(
            "Parliament also passed the Quartering Act, a law that attempted to solve the problems of stationing troops in North America."
        )
        .len(),
        1
    );
}

#[test]
fn opening_phrases_clauses_people_places_and_examples_are_not() {
    for text in [
        "Thus, the ego’s job is to find the middle ground.",
        "According to Freud, a person who has a strong ego is balanced.",
        "On Earth, the most common element in that star is hydrogen.",
        "After World War II, the nations of Europe speedily aligned themselves.",
        "The reporter Bob Woodruff, a reporter for ABC, was injured.",
        "Eisenhower, the general who led the United States to victory in Europe, won.",
        "The troops landed on Grenada, a small Caribbean island nation, in 1983.",
        "Consider CHS Inc., the largest cooperative in the United States, as an example.",
        "The rebels were put down in what was called the Boxer Rebellion, a rebellion of peasants in China.",
        "NASAKOM, an acronym standing for nationalism, religion, and communism, was his idea.",
        "By 1913, the world saw the United States as the predominant power of the Western Hemisphere, the situation that not all nations wanted.",
        "In Buckley v. Valeo, the Supreme Court upheld Congress’s right to regulate elections.",
        "In an effort to restore law and order in Boston, the British dispatched General Gage.",
        "Although war was near, in the decades following World War II, the contest between the two powers spread to all parts of the globe.",
        "As we will see in the chapter on The Birth of Astronomy, a new model, with the Sun at the center, fit better.",
        "The scientists worked with Missouri and New York, the case fell under the federal court.",
        "The discrepancy was first pointed out by Urbain Le Verrier, the codiscoverer of Neptune.",
        "The foundation NESTA, the National Endowment for Science, Technology and the Arts, offers tools.",
        "Apart from Congress, the president also executes oversight over the federal bureaucracy.",
        "One reason is that the American Association of Retired People, a well-funded and well-organized lobbying group, represents them.",
        "He spoke of the Bush Doctrine, the belief that the United States has the right to act in favor of friendly, preferably democratic, regimes.",
        // A sentence asked with the one before it (unseen set 99).
        "The raster model will average all values within a given pixel to yield a single value. Therefore, the more area covered per pixel, the less accurate the associated data values.",
    ] {
        assert_eq!(found(text), Vec::new(), "{text}");
    }
}

#[test]
fn a_name_the_sentence_gives_a_thing_is_found_where_it_stands() {
    let names = |text: &str| -> Vec<String> {
        namings(text)
            .into_iter()
            .map(|(start, end)| text[start..end].to_string())
            .collect()
    };
    assert_eq!(
        names(
            "Luther’s action instead triggered a movement called the Protestant Reformation that divided the Church in two."
        ),
        ["Protestant Reformation"]
    );
    assert_eq!(
        names("The return of Charles II is known as the Restoration."),
        ["Restoration"]
    );
    assert_eq!(
        names(
            "Bush’s 2001 education reform act, dubbed No Child Left Behind, had strong bipartisan support."
        ),
        ["No Child Left Behind"]
    );
    assert_eq!(
        names(
            "The Soviet women’s air unit called the Night Witches conducted more than twenty-three thousand bombing runs."
        ),
        ["Night Witches"]
    );
    for text in [
        "The periodic recalibrations have led to an observation known as the Flynn effect.",
        "Leading the so-called Reagan Revolution, he appealed to voters.",
        "These are known as C-type asteroids.",
        "The first asteroid, which he named Ceres, was found in 1801.",
        "A key process of Six Sigma is called DMAIC.",
        "The document, called the Declaration of Rights and Grievances, outlined the case.",
    ] {
        assert!(names(text).is_empty(), "{text}");
    }
}

#[test]
fn a_sentence_that_leans_on_the_one_before_is_asked_by_its_gloss() {
    assert_eq!(
        known_as(
            "the pledge to assist communist governments in danger of being overthrown",
            true
        ),
        "The pledge to assist communist governments in danger of being overthrown is known as the _____."
    );
    assert_eq!(
        known_as(
            "a government program that provides health insurance for those 65 and older",
            false
        ),
        "The government program that provides health insurance for those 65 and older is known as _____."
    );
    // Short as it is, it says all the name names: not held back as a
    // short sentence would be.
    let satellite = known_as("the first manmade satellite", false);
    assert!(names_by_its_gloss(&satellite), "{satellite}");
    assert!(!names_by_its_gloss("This is known as _____."));
}
