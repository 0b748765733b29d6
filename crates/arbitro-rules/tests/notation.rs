//! Moves read in SAN and UCI and written back (FI-1, FI-3, F9-2..F9-8): one
//! test per clause over `tests/fixtures/pgn/moves/moves.txt`.

use std::path::PathBuf;

use arbitro_rules::{CastlingRule, Position};

struct Case {
    line: usize,
    clause: String,
    chess960: bool,
    rule: CastlingRule,
    fen: String,
    text: String,
    expected: String,
}

fn cases() -> Vec<Case> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/pgn/moves/moves.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            let f: Vec<&str> = l.split('|').map(str::trim).collect();
            assert_eq!(f.len(), 6, "moves.txt line {}: six fields expected", i + 1);
            Case {
                line: i + 1,
                clause: f[0].to_string(),
                chess960: f[1] == "chess960",
                rule: match f[2] {
                    "fide" => CastlingRule::Fide,
                    "f9-6" => CastlingRule::NoJumpOverAttackedRook,
                    other => panic!("line {}: unknown rule {other}", i + 1),
                },
                fen: f[3].to_string(),
                text: f[4].to_string(),
                expected: f[5].to_string(),
            }
        })
        .collect()
}

/// Reads the move, plays it and describes the result as the fixture does.
fn observe(case: &Case) -> String {
    let pos = if case.chess960 {
        Position::from_fen_chess960(&case.fen)
    } else {
        Position::from_fen(&case.fen)
    }
    .unwrap_or_else(|e| panic!("line {}: {e}", case.line))
    .with_castling_rule(case.rule);
    match pos.parse_move(&case.text) {
        Ok(m) => {
            let after = pos.after(m).expect("a parsed move is legal");
            let board = after.fen().split(' ').next().unwrap_or_default().to_string();
            format!("ok uci={} san={} board={board}", pos.uci(m), pos.san(m))
        }
        Err(e) => format!("error {e}"),
    }
}

fn check(clause: &str) {
    let cases: Vec<Case> = cases().into_iter().filter(|c| c.clause == clause).collect();
    assert!(!cases.is_empty(), "no cases for {clause}");
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|case| {
            let got = observe(case);
            let ok = match case.expected.strip_prefix("error ") {
                Some(part) => got.starts_with("error") && got.contains(part),
                None => got == case.expected,
            };
            (!ok).then(|| {
                format!(
                    "moves.txt:{} {}: expected \"{}\", got \"{got}\"",
                    case.line, case.text, case.expected
                )
            })
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn fi_1_king_never_left_attacked() {
    check("FI-1");
}

#[test]
fn fi_3_castling_en_passant_promotion() {
    check("FI-3");
}

#[test]
fn f9_2_castling_end_squares() {
    check("F9-2");
}

#[test]
fn f9_3_castling_notations() {
    check("F9-3");
}

#[test]
fn f9_4_nothing_between_no_capture() {
    check("F9-4");
}

#[test]
fn f9_5_not_through_check() {
    check("F9-5");
}

#[test]
fn f9_6_regional_option() {
    check("F9-6");
    assert_eq!(
        CastlingRule::default(),
        CastlingRule::Fide,
        "F9-6 is off by default"
    );
}

#[test]
fn f9_8_castling_rights_lost() {
    check("F9-8");
}
