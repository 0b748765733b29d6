//! The sample lists in `tests/fixtures/` (fictitious players written in
//! FIDE's exact layouts: combined and one-rate TXT, combined and one-rate
//! XML, Windows-1252, a cut-short XML) read to what their `.expected.json`
//! says: header, every player with its line, every bad line with its line,
//! column and problem — or the error that refuses the whole file.
//!
//! `ARBITRO_BLESS=1 cargo test -p arbitro-fide --test lists` rewrites the
//! expectations (review the diff before committing it).

use std::path::{Path, PathBuf};

use arbitro_fide::{Entry, FidePlayer, LineProblem, ListHeader, ListReader, Rate, ReadOptions};
use arbitro_i18n::{Lang, Message, render};
use serde::{Deserialize, Serialize};

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Read {
    #[serde(skip_serializing_if = "Option::is_none")]
    header: Option<ListHeader>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    players: Vec<(u64, FidePlayer)>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    bad: Vec<LineProblem>,
    /// The code of the error that stopped the list, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn read(name: &str, rate: Option<Rate>) -> Read {
    let bytes = std::fs::read(fixture(name)).expect("fixture");
    let mut out = Read {
        header: None,
        players: Vec::new(),
        bad: Vec::new(),
        error: None,
    };
    let reader = match ListReader::new(bytes.as_slice(), ReadOptions { rate }) {
        Ok(reader) => reader,
        Err(e) => {
            out.error = Some(e.code().to_string());
            return out;
        }
    };
    out.header = Some(reader.header().clone());
    for entry in reader {
        match entry {
            Ok(Entry::Player { line, player }) => out.players.push((line, player)),
            Ok(Entry::Bad(problem)) => out.bad.push(problem),
            Err(e) => {
                out.error = Some(e.code().to_string());
                break;
            }
        }
    }
    out
}

fn check(name: &str, rate: Option<Rate>) -> Read {
    let got = read(name, rate);
    let expected_file = fixture(&format!("{name}.expected.json"));
    let tag = rate.map_or("", Rate::code);
    let expected_file = if tag.is_empty() {
        expected_file
    } else {
        fixture(&format!("{name}.{tag}.expected.json"))
    };
    if std::env::var_os("ARBITRO_BLESS").is_some() {
        let text = serde_json::to_string_pretty(&got).unwrap() + "\n";
        std::fs::write(&expected_file, text).unwrap();
    }
    let text = std::fs::read_to_string(&expected_file)
        .unwrap_or_else(|_| panic!("{} is missing", expected_file.display()));
    let expected: Read = serde_json::from_str(&text).unwrap();
    assert_eq!(
        got,
        expected,
        "{name} does not read as {}",
        expected_file.display()
    );
    got
}

#[test]
fn combined_txt_reads_every_good_line_and_reports_every_bad_one() {
    let got = check("players_list_foa.txt", None);
    assert_eq!(got.players.len(), 11);
    // The bad lines, by line number: header on 1, a blank line on 16.
    let lines: Vec<u64> = got.bad.iter().map(|p| p.line).collect();
    assert_eq!(lines, [6, 8, 10, 12, 13, 18, 19]);
    // Accents survive (UTF-8 with CRLF line ends).
    assert!(got.players.iter().any(|(_, p)| p.name == "Ibáñez Muñoz, Sofía"));
    // A woman's FM title and WGM: the higher ranks her (C.04.2).
    let berg = &got
        .players
        .iter()
        .find(|(_, p)| p.fide_id == 4_100_007)
        .unwrap()
        .1;
    assert_eq!(berg.best_title(), Some(arbitro_fide::Title::Wgm));
    assert!(berg.inactive && berg.rapid.is_none());
}

#[test]
fn one_rate_txt_names_its_month_and_needs_its_rate() {
    let got = check("standard_sep26frl.txt", Some(Rate::Standard));
    assert_eq!(got.header.unwrap().date, arbitro_fide::ListDate::new(2026, 9));
    assert_eq!(
        check("standard_sep26frl.txt", None).error.as_deref(),
        Some("ratings-list-rate-unknown")
    );
}

#[test]
fn windows_1252_lists_keep_their_accents() {
    let got = check("players_list_cp1252.txt", None);
    let names: Vec<&str> = got.players.iter().map(|(_, p)| p.name.as_str()).collect();
    assert_eq!(names, ["Ibáñez Muñoz, Sofía", "O’Neill, Seán"]);
}

/// A UTF-8 list with lines in another encoding: each is refused with the
/// line and column of its first byte that is not UTF-8 — the line that
/// mixes UTF-8 letters and a Latin-1 byte, a later line in Latin-1 alone, a
/// UTF-8 letter cut short — never read as Windows-1252, which would garble
/// them. An entry without a name is kept, with its ID; an inactive player
/// is flagged.
#[test]
fn a_utf8_list_refuses_lines_in_another_encoding_and_keeps_nameless_entries() {
    let got = check("players_list_mixed.txt", None);
    let bad: Vec<(u64, Option<usize>)> = got.bad.iter().map(|p| (p.line, p.column)).collect();
    assert_eq!(bad, [(3, Some(22)), (4, Some(17)), (5, Some(19))]);
    assert!(
        got.bad
            .iter()
            .all(|p| matches!(p.problem, arbitro_fide::Problem::Encoding { .. }))
    );
    assert_eq!(
        render(Lang::Es, &got.bad[0]),
        "línea 3, columna 22: el byte 0xFC no es UTF-8, como el resto de la lista (la línea mezcla \
         codificaciones o se guardó en otra); no se ha leído, para no desfigurar ningún nombre: \
         descargue de nuevo la lista o corrija la línea"
    );
    assert!(render(Lang::En, &got.bad[2]).starts_with("line 5, column 19: byte 0xC3 is not UTF-8"));
    let names: Vec<&str> = got.players.iter().map(|(_, p)| p.name.as_str()).collect();
    assert_eq!(names, ["Núñez Peña, Álvaro", "", "Sørensen, Jens"]);
    let nameless = &got.players[1].1;
    assert!(nameless.nameless() && nameless.fide_id == 2_200_053 && nameless.standard.is_some());
    assert!(got.players[2].1.inactive && !got.players[0].1.inactive);
}

#[test]
fn combined_xml_reads_entities_skips_unknown_elements_and_bad_players() {
    let got = check("players_list_xml_foa.xml", None);
    assert_eq!(got.header.as_ref().unwrap().rates, Rate::ALL);
    let oneill = &got
        .players
        .iter()
        .find(|(_, p)| p.fide_id == 2_500_135)
        .unwrap()
        .1;
    assert_eq!(oneill.name, "O'Neill, Seán");
    assert_eq!(got.bad.len(), 2);
}

#[test]
fn one_rate_xml_in_latin_1() {
    let got = check("rapid_sep26frl_xml.xml", Some(Rate::Rapid));
    assert!(
        got.players
            .iter()
            .all(|(_, p)| p.standard.is_none() && p.rapid.is_some())
    );
    assert_eq!(got.players[1].1.name, "Martín, Álvaro");
    assert_eq!(
        check("rapid_sep26frl_xml.xml", None).error.as_deref(),
        Some("ratings-list-rate-unknown")
    );
}

#[test]
fn xml_cut_short_is_refused_as_a_whole() {
    let got = check("players_list_cut.xml", None);
    assert_eq!(got.error.as_deref(), Some("ratings-list-xml"));
}

#[test]
fn not_a_list_is_refused() {
    for (text, code) in [
        ("", "ratings-list-empty"),
        ("Nombre;Elo\nPérez;2000\n", "ratings-list-not-a-header"),
        (
            "<?xml version=\"1.0\"?><html><body/></html>",
            "ratings-list-not-players",
        ),
        ("ID Number      Name\n", "ratings-list-missing-column"),
    ] {
        match ListReader::new(text.as_bytes(), ReadOptions::default()) {
            Ok(_) => panic!("{text:?} was read as a list"),
            Err(e) => assert_eq!(e.code(), code, "{text:?}"),
        }
    }
}

#[test]
fn bad_lines_read_in_both_languages() {
    let got = read("players_list_foa.txt", None);
    let first = &got.bad[0];
    assert_eq!(
        render(Lang::Es, first),
        "línea 6, columna 1: identificador FIDE: «22A0037» no es válido"
    );
    assert_eq!(
        render(Lang::En, first),
        "line 6, column 1: FIDE ID: '22A0037' is not valid"
    );
}

/// Every generated list reads back to the players written, in every format.
#[test]
fn generated_lists_read_back_exactly() {
    use arbitro_fide::{Generator, ListDate, ListFormat, ListKind, write};
    let date = ListDate::new(2026, 9).unwrap();
    let players: Vec<FidePlayer> = Generator::new(3000, 11).collect();
    for format in [ListFormat::Txt, ListFormat::Xml] {
        for kind in [ListKind::Combined, ListKind::OneRate(Rate::Blitz)] {
            let mut text = Vec::new();
            write::write_list(&mut text, format, kind, date, &players).unwrap();
            let rate = match kind {
                ListKind::OneRate(rate) => Some(rate),
                ListKind::Combined => None,
            };
            let reader = ListReader::new(text.as_slice(), ReadOptions { rate }).unwrap();
            let back: Vec<FidePlayer> = reader
                .map(|e| match e.unwrap() {
                    Entry::Player { player, .. } => player,
                    Entry::Bad(p) => panic!("{format:?} {kind:?}: {p:?}"),
                })
                .collect();
            let expected: Vec<FidePlayer> = players
                .iter()
                .map(|p| {
                    let mut p = p.clone();
                    if let ListKind::OneRate(rate) = kind {
                        for other in Rate::ALL.into_iter().filter(|r| *r != rate) {
                            *p.rating_mut(other) = None;
                        }
                    }
                    p
                })
                .collect();
            assert_eq!(back, expected, "{format:?} {kind:?}");
        }
    }
}
