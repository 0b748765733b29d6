//! Players files as organisers get them — Excel's Windows-1252 CSV with CR LF
//! or CR-only line ends, UTF-8 with a byte-order mark, Excel's "Unicode
//! text", TRFs in Latin-1 — imported into an event: the names arrive intact
//! and the report names the encoding; files in an encoding that would mangle
//! names, workbooks and cut TRF lines are refused naming line and byte (or
//! column), and nothing is imported (`tests/fixtures/text/imports.txt`).

mod common;

use std::path::PathBuf;

use arbitro_i18n::{Lang, Message, try_render};
use arbitro_store::{LineProblemKind, StoreError};
use common::{TempDir, event_with_players};

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/text")
}

fn encoding(report: &arbitro_store::ImportReport) -> &'static str {
    match report.notice.as_ref().map(|n| n.encoding) {
        None => "utf-8",
        Some(arbitro_text::Encoding::Windows1252) => "windows-1252",
        Some(arbitro_text::Encoding::Utf16Le) => "utf-16le",
        Some(arbitro_text::Encoding::Utf16Be) => "utf-16be",
        Some(arbitro_text::Encoding::Utf8) => "utf-8 with a notice",
    }
}

fn check(kind: &str) {
    let cases = std::fs::read_to_string(fixtures().join("imports.txt")).expect("imports.txt");
    let mut failures = Vec::new();
    let mut seen = 0;
    for (n, line) in cases.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        assert_eq!(f.len(), 3, "imports.txt line {}", n + 1);
        if !f[1].starts_with(kind) {
            continue;
        }
        seen += 1;
        let bytes = std::fs::read(fixtures().join(f[0])).expect("fixture");
        let dir = TempDir::new("import");
        let event = event_with_players(&dir, "fide", "90+30", 0);
        let got = match event.players().import_file(f[0], bytes) {
            Ok(report) => {
                let names: Vec<String> = report.players.iter().map(|p| p.input.name.clone()).collect();
                if names.join("; ") != f[2] {
                    failures.push(format!("{}: imported {names:?}", f[0]));
                }
                format!("ok {} {}", report.players.len(), encoding(&report))
            }
            Err(StoreError::Import { problems, .. }) => {
                let first = &problems[0];
                let column = match &first.kind {
                    LineProblemKind::Text(e) => e.byte,
                    LineProblemKind::TrfSyntax { column, .. } => *column,
                    _ => 0,
                };
                for lang in Lang::ALL {
                    if let Err(missing) = try_render(lang, first) {
                        failures.push(format!("{}: {missing}", f[0]));
                    }
                }
                let code = match &first.kind {
                    LineProblemKind::TrfSyntax { reason, .. } => reason.code().to_string(),
                    other => other.code().to_string(),
                };
                let stored = event.players().all().expect("players").len();
                if stored != 0 {
                    failures.push(format!("{}: refused but {stored} players stored", f[0]));
                }
                format!("refused {} {column} {code}", first.line)
            }
            Err(other) => format!("error {other}"),
        };
        if got != f[1] {
            failures.push(format!("{}: expected \"{}\", got \"{got}\"", f[0], f[1]));
        }
    }
    assert!(seen > 0, "no {kind} cases");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn files_that_import() {
    check("ok");
}

#[test]
fn files_that_are_refused() {
    check("refused");
}

/// The refusal of a DOS file, as the organiser reads it.
#[test]
fn refusal_in_spanish() {
    let dir = TempDir::new("import-es");
    let event = event_with_players(&dir, "fide", "90+30", 0);
    let bytes = std::fs::read(fixtures().join("players-cp850.csv")).expect("fixture");
    let err = event
        .players()
        .import_file("jugadores.csv", bytes)
        .expect_err("refused");
    assert_eq!(
        arbitro_i18n::render(Lang::Es, &err),
        "jugadores.csv: Línea 1, byte 27: el byte 0xA1 no es UTF-8 y en Windows-1252 sería «¡», que ningún nombre lleva ahí: el archivo está en otra codificación (guárdelo como UTF-8); no se ha importado nada."
    );
}
