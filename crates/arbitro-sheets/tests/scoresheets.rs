//! Scoresheets filled from stored game records (AM-AD, AM-AA, AM-R14): moves
//! in SAN, card codes and windows in the ply where they happened, reactions
//! before the reactor's own move, long games continued on further sheets.
//! Cases in `fixtures/sheets/scoresheets.txt`, checked on the text poppler's
//! `pdftotext` extracts from the printed PDF.

mod support;

use std::collections::BTreeMap;

use arbitro_forms::{FormKind, FormSet, Lang, Options};
use arbitro_sheets::{Request, Sheets};
use support::{Scratch, attach, cases, event, flat, pdf_lines};

/// Move rows of a printed scoresheet: row number → what is written in it.
/// A text line holds row N and row N + 30 side by side (two blocks).
fn move_rows(lines: &[String]) -> BTreeMap<u32, String> {
    let mut rows = BTreeMap::new();
    let mut page = 0;
    for line in lines {
        if line.starts_with("<page ") {
            page += 1;
            continue;
        }
        let tokens: Vec<&str> = line.split(' ').collect();
        let Some(n) = tokens.first().and_then(|t| t.parse::<u32>().ok()) else {
            continue;
        };
        // Move rows of sheet `page` are numbered 60 (page - 1) + 1 … 60 page.
        if !(60 * (page - 1) + 1..=60 * page - 30).contains(&n) {
            continue;
        }
        let split = tokens.iter().skip(1).position(|t| *t == (n + 30).to_string());
        let (left, right) = match split {
            Some(i) => (&tokens[1..=i], &tokens[i + 2..]),
            None => (&tokens[1..], &[][..]),
        };
        rows.insert(n, left.join(" "));
        if split.is_some() {
            rows.insert(n + 30, right.join(" "));
        }
    }
    rows
}

/// Prints board 1's scoresheet with `record` attached.
fn printed(record: &str) -> (Vec<String>, usize) {
    let dir = Scratch::new("scoresheets");
    let mut e = event(&dir, "magico-advanced", 4, 2);
    attach(&mut e, 1, record);
    let forms = FormSet::builtin().expect("built-in forms");
    let options = Options {
        lang: Lang::En,
        ..Options::default()
    };
    let sheets = Sheets::new(&e, &forms, options).expect("sheets");
    let request = Request {
        board: Some(1),
        ..Request::default()
    };
    let out = sheets
        .render(FormKind::Scoresheet, &request)
        .unwrap_or_else(|err| panic!("{record}: {err}"));
    assert!(out.notes.is_empty(), "{record}: {:?}", out.notes);
    assert_eq!(out.round, Some(1));
    (pdf_lines(&out.pdf.bytes, &dir), out.pdf.pages)
}

#[test]
fn am_ad_scoresheets_are_filled_from_stored_records() {
    let mut cache: BTreeMap<String, (Vec<String>, usize)> = BTreeMap::new();
    let mut n = 0;
    for case in cases("scoresheets.txt") {
        let (record, check) = case.split_once('|').expect("record | check");
        let (record, check) = (record.trim(), check.trim());
        let (lines, pages) = cache.entry(record.to_string()).or_insert_with(|| printed(record));
        if let Some(count) = check.strip_prefix("pages ") {
            assert_eq!(pages.to_string(), count, "{case}");
        } else if let Some(rest) = check.strip_prefix("row ") {
            let (row, text) = rest.split_once(':').expect("row N: TEXT");
            let row: u32 = row.trim().parse().expect("row number");
            let rows = move_rows(lines);
            assert_eq!(
                rows.get(&row).map(String::as_str),
                Some(text.trim()),
                "{case}\n{}",
                lines.join("\n")
            );
        } else if let Some(text) = check.strip_prefix("text: ") {
            assert!(flat(lines).contains(text), "{case}\n{}", lines.join("\n"));
        } else {
            panic!("{case}: unknown check");
        }
        n += 1;
    }
    assert!(n >= 20, "only {n} checks");
}
