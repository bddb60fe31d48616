//! Finding a quiz's title in its document.

/// The title of a document: its first line when that line reads like a
/// heading, without a site's name (`Cell Biology Review | Quizalize`
/// becomes `Cell Biology Review`) or Markdown's `#`.
pub fn title_of(text: &str) -> String {
    // A quiz site's page may hold its questions before its title line, so
    // a `Title | Quizalize` line is the title wherever it stands.
    if let Some(page) = text
        .lines()
        .filter(|l| l.contains(" | "))
        .find_map(site_title)
    {
        return page.to_string();
    }
    let Some(first) = text.lines().map(str::trim).find(|l| !l.is_empty()) else {
        return UNTITLED.to_string();
    };
    // A glossary of head words in capitals ("ATLANTA COMPROMISE", its
    // meaning on the next line) opens with its first entry, not a title;
    // a table's first row ("Term<TAB>Definition") is no title either.
    if first.contains('\t') || crate::generate::glossary::opens_with_head_word(text) {
        return UNTITLED.to_string();
    }
    let mut title = first.trim_start_matches('#').trim();
    let had_site = if let Some((page, site)) = title.rsplit_once(" | ") {
        if site.chars().count() <= 40 && !page.trim().is_empty() {
            title = page.trim();
            true
        } else {
            false
        }
    } else {
        false
    };
    let words = title.split_whitespace().count();
    let heading_like = had_site
        || (title.chars().count() <= 120
            && words <= 16
            && !title.ends_with(['.', ',', ';'])
            && !title.starts_with(|c: char| c.is_ascii_digit()));
    if heading_like && !title.is_empty() {
        title.to_string()
    } else {
        UNTITLED.to_string()
    }
}

/// Quiz sites whose page titles read `Title | Site`.
const SITES: &[&str] = &[
    "Quizalize",
    "Quizizz",
    "Wayground",
    "Kahoot!",
    "Blooket",
    "Gimkit",
    "Socrative",
    "Quizlet",
];

/// The page title of a line `Title | Quizalize` (or another quiz site).
fn site_title(line: &str) -> Option<&str> {
    let (page, site) = line.trim().rsplit_once(" | ")?;
    let page = page.trim_start_matches('#').trim();
    (SITES.contains(&site.trim()) && !page.is_empty() && page.chars().count() <= 200)
        .then_some(page)
}

/// Where each `Title | Quizalize` line starts: a page's title line ends
/// any question before it.
pub(crate) fn site_title_starts(text: &str) -> Vec<usize> {
    let mut starts: Vec<usize> = Vec::new();
    // Only the lines holding " | " can be title lines: find those, not
    // every line of a long page, and each line once however many bars it
    // holds, so that the search stays linear.
    let mut done = 0;
    for (at, _) in text.match_indices(" | ") {
        if at < done {
            continue;
        }
        let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
        let line_end = text[at..].find('\n').map_or(text.len(), |i| at + i);
        done = line_end;
        let line = &text[line_start..line_end];
        if site_title(line).is_some() {
            starts.push(line_start + (line.len() - line.trim_start().len()));
        }
    }
    starts
}

/// The title of a GIFT or Aiken file: its first `//` comment line when
/// there is one, else none.
pub fn title_of_file(text: &str) -> String {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .and_then(|l| l.strip_prefix("//"))
        .map(str::trim)
        .filter(|t| !t.is_empty() && !t.starts_with('['))
        .map_or_else(|| UNTITLED.to_string(), str::to_string)
}

/// The title of a document that names none.
pub const UNTITLED: &str = "Untitled quiz";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn site_names_are_dropped() {
        assert_eq!(
            title_of("Cell Biology Review | Quizalize\n\n1. Q?"),
            "Cell Biology Review"
        );
        assert_eq!(title_of("Follow Up 91-101 | Quizalize"), "Follow Up 91-101");
    }

    #[test]
    fn a_site_title_line_is_the_title_wherever_it_stands() {
        assert_eq!(
            title_of(
                "1. Which river is longest?\nThe Nile\n\nRivers of Africa | Quizalize\n\nThe Nile flows north."
            ),
            "Rivers of Africa"
        );
    }

    #[test]
    fn markdown_headings_and_plain_first_lines_are_titles() {
        assert_eq!(
            title_of("# Photosynthesis\n\nPlants make sugar."),
            "Photosynthesis"
        );
        assert_eq!(title_of("\n  Unit 3 Quiz  \n1. What?"), "Unit 3 Quiz");
    }

    #[test]
    fn prose_and_numbered_lines_are_not_titles() {
        assert_eq!(
            title_of("Plants make sugar from light, water and air."),
            UNTITLED
        );
        assert_eq!(title_of("1. What is a cell? A) x B) y"), UNTITLED);
    }
}
