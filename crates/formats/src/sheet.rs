//! Tables of text cells read from and written to CSV and XLSX: the
//! container every vendor spreadsheet layout sits in.

use std::io::Cursor;

use calamine::{Reader, Xlsx};

use crate::package::write_zip;
use crate::xml::escape_text;

/// Rows of cells, from A1, as text (numbers as they print: `30`, `1.5`).
pub type Table = Vec<Vec<String>>;

/// The most rows read from one sheet (formats.md §1.4's question cap, with
/// room for preambles).
const MAX_ROWS: usize = 2000;

/// Reads a CSV file (any number of columns per row; a UTF-8 BOM is skipped).
pub(crate) fn read_csv(bytes: &[u8]) -> Result<Table, String> {
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(bytes);
    let mut table = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|e| e.to_string())?;
        if table.len() == MAX_ROWS {
            return Err(format!("more than {MAX_ROWS} rows"));
        }
        table.push(record.iter().map(str::to_string).collect());
    }
    Ok(table)
}

/// Writes a table as CSV (RFC 4180 quoting, `\n` line ends).
pub(crate) fn write_csv(table: &Table) -> Vec<u8> {
    let mut writer = csv::WriterBuilder::new()
        .flexible(true)
        .from_writer(Vec::new());
    for row in table {
        // Writing to a Vec cannot fail.
        let _ = writer.write_record(row);
    }
    writer.into_inner().unwrap_or_default()
}

/// Reads the first sheet of an XLSX workbook.
pub(crate) fn read_xlsx(bytes: &[u8]) -> Result<Table, String> {
    let mut workbook: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).map_err(|e| e.to_string())?;
    let range = workbook
        .worksheet_range_at(0)
        .ok_or("the workbook has no sheet")?
        .map_err(|e| e.to_string())?;
    let Some((top, left)) = range.start() else {
        return Ok(Vec::new());
    };
    let (top, left) = (top as usize, left as usize);
    let mut table: Table = vec![Vec::new(); top.min(MAX_ROWS)];
    for row in range.rows() {
        if table.len() >= MAX_ROWS {
            return Err(format!("more than {MAX_ROWS} rows"));
        }
        let mut cells = vec![String::new(); left];
        cells.extend(row.iter().map(|c| c.to_string()));
        while cells.last().is_some_and(String::is_empty) {
            cells.pop();
        }
        table.push(cells);
    }
    Ok(table)
}

/// A column letter (0 → A, 26 → AA).
fn column_name(mut index: usize) -> String {
    let mut name = Vec::new();
    loop {
        name.push(b'A' + (index % 26) as u8);
        if index < 26 {
            break;
        }
        index = index / 26 - 1;
    }
    name.reverse();
    String::from_utf8(name).unwrap_or_default()
}

/// Writes a one-sheet XLSX workbook. Cells that are plain numbers are
/// written as numbers, the rest as inline strings; the result is
/// deterministic.
pub(crate) fn write_xlsx(table: &Table, sheet_name: &str) -> Result<Vec<u8>, String> {
    let mut sheet = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><sheetData>",
    );
    for (r, row) in table.iter().enumerate() {
        sheet.push_str(&format!("<row r=\"{}\">", r + 1));
        for (c, cell) in row.iter().enumerate() {
            if cell.is_empty() {
                continue;
            }
            let at = format!("{}{}", column_name(c), r + 1);
            // Only numbers that print back exactly as written become
            // numbers (`007` and `1.50` stay text).
            let numeric = cell
                .parse::<f64>()
                .is_ok_and(|v| v.is_finite() && v.to_string() == *cell);
            if numeric {
                sheet.push_str(&format!("<c r=\"{at}\"><v>{cell}</v></c>"));
            } else {
                sheet.push_str(&format!(
                    "<c r=\"{at}\" t=\"inlineStr\"><is><t xml:space=\"preserve\">{}</t></is></c>",
                    escape_text(&clean_xml_chars(cell))
                ));
            }
        }
        sheet.push_str("</row>");
    }
    sheet.push_str("</sheetData></worksheet>\n");
    let workbook = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<workbook xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\"><sheets><sheet name=\"{}\" sheetId=\"1\" r:id=\"rId1\"/></sheets></workbook>\n",
        crate::xml::escape_attr(sheet_name)
    );
    let entries = vec![
        (
            "[Content_Types].xml".to_string(),
            b"<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"><Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/><Default Extension=\"xml\" ContentType=\"application/xml\"/><Override PartName=\"/xl/workbook.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml\"/><Override PartName=\"/xl/worksheets/sheet1.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml\"/></Types>\n".to_vec(),
        ),
        (
            "_rels/.rels".to_string(),
            b"<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument\" Target=\"xl/workbook.xml\"/></Relationships>\n".to_vec(),
        ),
        ("xl/workbook.xml".to_string(), workbook.into_bytes()),
        (
            "xl/_rels/workbook.xml.rels".to_string(),
            b"<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet\" Target=\"worksheets/sheet1.xml\"/></Relationships>\n".to_vec(),
        ),
        ("xl/worksheets/sheet1.xml".to_string(), sheet.into_bytes()),
    ];
    write_zip(&entries)
}

/// XML 1.0 cannot hold most control characters; they are dropped.
fn clean_xml_chars(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_control() || matches!(c, '\n' | '\t' | '\r'))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_lettered() {
        assert_eq!(column_name(0), "A");
        assert_eq!(column_name(25), "Z");
        assert_eq!(column_name(26), "AA");
    }

    #[test]
    fn xlsx_round_trips_through_calamine() {
        let table: Table = vec![
            vec!["Title".into()],
            vec![],
            vec![
                "Q & A <1>".into(),
                "30".into(),
                "007".into(),
                "".into(),
                "x".into(),
            ],
        ];
        let bytes = write_xlsx(&table, "Sheet1").expect("writes");
        let back = read_xlsx(&bytes).expect("reads");
        assert_eq!(
            back,
            table[..2]
                .iter()
                .cloned()
                .chain([vec![
                    "Q & A <1>".to_string(),
                    "30".into(),
                    "007".into(),
                    "".into(),
                    "x".into()
                ]])
                .collect::<Table>()
        );
        assert!(read_xlsx(b"nope").is_err());
    }

    #[test]
    fn csv_round_trips() {
        let table: Table = vec![
            vec!["a,b".into(), "say \"hi\"\nthere".into()],
            vec!["1".into()],
        ];
        assert_eq!(read_csv(&write_csv(&table)).expect("reads"), table);
    }
}
