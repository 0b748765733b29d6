//! Moves read and written with the piece letters of each language (issue
//! "tolerant input, strict rules"): `tests/fixtures/pgn/moves/letters.txt`,
//! one check per language.

use std::path::PathBuf;

use arbitro_i18n::{Lang, Message};
use arbitro_rules::Position;

fn check(lang: Lang) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/pgn/moves/letters.txt");
    let text = std::fs::read_to_string(&path).expect("letters.txt");
    let mut failures = Vec::new();
    let mut cases = 0;
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        assert_eq!(f.len(), 4, "letters.txt line {}: four fields", n + 1);
        if f[0] != lang.code() {
            continue;
        }
        cases += 1;
        let pos = match f[1] {
            "start" => Position::standard(),
            fen => Position::from_fen(fen).unwrap_or_else(|e| panic!("line {}: {e}", n + 1)),
        };
        let got = match pos.parse_move_in(f[2], lang) {
            Ok(m) => format!("ok {} {}", pos.uci(m), pos.san_in(m, lang)),
            Err(e) => format!("error {}", e.code()),
        };
        if got != f[3] {
            failures.push(format!("line {}: {}: expected {}, got {got}", n + 1, f[2], f[3]));
        }
    }
    assert!(cases > 5, "too few cases for {lang}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn spanish_letters() {
    check(Lang::Es);
}

#[test]
fn english_letters() {
    check(Lang::En);
}
