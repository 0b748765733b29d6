//! Every form rendered from the cases in `tests/fixtures/cases.toml`: page
//! count, the text `pdftotext` extracts, a page compared with its committed
//! reference image, and input errors that name the JSON path.

mod support;

use std::path::Path;
use std::sync::OnceLock;

use arbitro_forms::model::{Crosstable, DeckControlDoc, IncidentDoc, PairingList, ScoresheetDoc, Standings};
use arbitro_forms::{FormKind, FormSet, FormsError, Lang, Options, Paper, Pdf, parse_json};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    name: String,
    form: String,
    #[serde(default)]
    data: Option<String>,
    #[serde(default)]
    data_file: Option<String>,
    #[serde(default = "es")]
    lang: String,
    #[serde(default = "a4")]
    paper: String,
    #[serde(default)]
    pages: Option<usize>,
    #[serde(default)]
    contains: Vec<String>,
    #[serde(default)]
    absent: Vec<String>,
    #[serde(default)]
    reference: Option<String>,
    #[serde(default)]
    reference_page: Option<usize>,
    #[serde(default)]
    error: Option<String>,
}

fn es() -> String {
    "es".to_string()
}

fn a4() -> String {
    "a4".to_string()
}

#[derive(Debug, Deserialize)]
struct Cases {
    case: Vec<Case>,
}

fn forms() -> &'static FormSet {
    static FORMS: OnceLock<FormSet> = OnceLock::new();
    FORMS.get_or_init(|| FormSet::builtin().expect("the project's forms load"))
}

fn cases() -> Vec<Case> {
    let path = support::fixtures().join("cases.toml");
    let text = std::fs::read_to_string(&path).expect("cases.toml");
    let cases: Cases = toml::from_str(&text).expect("cases.toml parses");
    cases.case
}

/// Renders `kind` from JSON `data`; `source` names the data in errors.
fn render(kind: FormKind, source: &str, data: &str, options: Options) -> Result<Pdf, FormsError> {
    let forms = forms();
    match kind {
        FormKind::Scoresheet => {
            forms.scoresheets(&parse_json::<ScoresheetDoc>(source, data)?, options, source)
        }
        FormKind::Incident => forms.incidents(&parse_json::<IncidentDoc>(source, data)?, options),
        FormKind::DeckControl => forms.deck_control(&parse_json::<DeckControlDoc>(source, data)?, options),
        FormKind::Pairings => forms.pairings(&parse_json::<PairingList>(source, data)?, options),
        FormKind::Standings => forms.standings(&parse_json::<Standings>(source, data)?, options, source),
        FormKind::Crosstable => forms.crosstable(&parse_json::<Crosstable>(source, data)?, options, source),
        FormKind::ResultSlips => forms.result_slips(&parse_json::<PairingList>(source, data)?, options),
    }
}

/// Runs one case; returns what went wrong.
fn check(case: &Case) -> Vec<String> {
    let mut problems = Vec::new();
    let kind =
        FormKind::parse(&case.form).unwrap_or_else(|| panic!("{}: unknown form {}", case.name, case.form));
    let options = Options {
        lang: Lang::parse(&case.lang).expect("es or en"),
        paper: Paper::parse(&case.paper).expect("a4 or letter"),
    };
    let (source, data) = match (&case.data, &case.data_file) {
        (Some(data), None) => ("case".to_string(), data.clone()),
        (None, Some(file)) => {
            let path = support::fixtures().join(file);
            (file.clone(), std::fs::read_to_string(&path).expect("data file"))
        }
        _ => panic!("{}: give `data` or `data_file`", case.name),
    };
    let result = render(kind, &source, &data, options);
    if let Some(expected) = &case.error {
        match result {
            Ok(_) => problems.push(format!("rendered, but should fail with: {expected}")),
            Err(e) if !e.to_string().contains(expected.as_str()) => {
                problems.push(format!("error `{e}` does not contain `{expected}`"));
            }
            Err(_) => {}
        }
        return problems;
    }
    let pdf = match result {
        Ok(pdf) => pdf,
        Err(e) => return vec![format!("did not render: {e}")],
    };
    let dir = support::scratch(&case.name);
    let _ = std::fs::write(dir.join(format!("{}.pdf", case.name)), &pdf.bytes);
    if let Some(pages) = case.pages {
        if pdf.pages != pages {
            problems.push(format!("{} pages, expected {pages}", pdf.pages));
        }
        let text_pages = pdf_page_count(&pdf.bytes, &dir);
        if text_pages != pages {
            problems.push(format!("pdfinfo counts {text_pages} pages, expected {pages}"));
        }
    }
    let text = support::pdf_text(&pdf.bytes, &dir);
    for wanted in &case.contains {
        if !text.contains(wanted.as_str()) {
            problems.push(format!("text lacks `{wanted}`"));
        }
    }
    for unwanted in &case.absent {
        if text.contains(unwanted.as_str()) {
            problems.push(format!("text has `{unwanted}`"));
        }
    }
    if !problems.is_empty() {
        problems.push(format!("extracted text: {text}"));
    }
    if let Some(reference) = &case.reference {
        let png = support::render_png(&pdf.bytes, case.reference_page.unwrap_or(1), &dir);
        if let Err(e) = support::check_reference(&png, reference, &dir) {
            problems.push(e);
        }
    }
    problems
}

fn pdf_page_count(pdf: &[u8], dir: &Path) -> usize {
    let file = dir.join("count.pdf");
    std::fs::write(&file, pdf).expect("write pdf");
    let out = std::process::Command::new("pdfinfo")
        .arg(&file)
        .output()
        .expect("pdfinfo (poppler-utils) runs");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("Pages:").map(|n| n.trim().parse().unwrap_or(0)))
        .unwrap_or(0)
}

/// Runs every case of `form` and reports all failures together.
fn check_form(form: &str) {
    let cases: Vec<Case> = cases().into_iter().filter(|c| c.form == form).collect();
    assert!(!cases.is_empty(), "no cases for {form}");
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|case| {
            let problems = check(case);
            (!problems.is_empty()).then(|| format!("{}:\n  {}", case.name, problems.join("\n  ")))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn am_ad_scoresheet() {
    check_form("scoresheet");
}

#[test]
fn am_ac_incident_and_appeal_sheet() {
    check_form("incident");
}

#[test]
fn am_ab_deck_control_sheet() {
    check_form("deck-control");
}

#[test]
fn pairing_list() {
    check_form("pairings");
}

#[test]
fn standings_with_tiebreaks() {
    check_form("standings");
}

#[test]
fn crosstable() {
    check_form("crosstable");
}

#[test]
fn result_slips() {
    check_form("result-slips");
}

/// Every form kind has cases.
#[test]
fn every_form_is_covered() {
    let cases = cases();
    for kind in FormKind::ALL {
        assert!(
            cases.iter().any(|c| c.form == kind.name()),
            "no case renders {}",
            kind.name()
        );
    }
}

/// The PDFs embed subsets of the fonts, not the whole faces (≈ 1.4 MB).
#[test]
fn fonts_are_embedded_as_subsets() {
    let pdf = render(FormKind::Scoresheet, "case", "{}", Options::default()).expect("blank scoresheet");
    assert!(
        pdf.bytes.len() < 120_000,
        "a blank scoresheet is {} bytes: the fonts were not subset",
        pdf.bytes.len()
    );
    let dir = support::scratch("fonts_are_embedded_as_subsets");
    let file = dir.join("blank.pdf");
    std::fs::write(&file, &pdf.bytes).expect("write pdf");
    let out = std::process::Command::new("pdffonts")
        .arg(&file)
        .output()
        .expect("pdffonts runs");
    let listing = String::from_utf8_lossy(&out.stdout);
    let embedded = listing.lines().skip(2).filter(|l| l.contains(" yes ")).count();
    assert_eq!(embedded, 2, "both faces embedded:\n{listing}");
}

/// The reference comparison fails when the layout breaks: the header two
/// millimetres taller moves the whole move table down.
#[test]
fn reference_comparison_catches_a_moved_table() {
    let dir = support::scratch("reference_comparison_catches_a_moved_table");
    let forms_dir = dir.join("forms");
    support::copy_dir(&support::forms_dir(), &forms_dir);
    let layout = forms_dir.join("scoresheet.toml");
    let text = std::fs::read_to_string(&layout).expect("scoresheet.toml");
    assert_eq!(text.matches("gap_above = 3.0").count(), 1);
    std::fs::write(&layout, text.replace("gap_above = 3.0", "gap_above = 5.0")).expect("write");
    let moved = FormSet::from_dir(&forms_dir).expect("the changed layout is valid");
    let doc: ScoresheetDoc = parse_json("case", r#"{"games": [{"family": "am-advanced"}]}"#).expect("json");
    let pdf = moved
        .scoresheets(&doc, Options::default(), "case")
        .expect("renders");
    let reference = support::fixtures().join("reference/am-ad_scoresheet_blank_advanced_es_a4.png");
    let expected = support::decode(&std::fs::read(reference).expect("reference image"));
    let actual = support::decode(&support::render_png(&pdf.bytes, 1, &dir));
    let diff = support::compare(&actual, &expected).expect("same size");
    assert!(
        !diff.matches(),
        "a table moved by 2 mm passed the comparison ({} of {} pixels differ)",
        diff.differing,
        diff.total
    );
}
