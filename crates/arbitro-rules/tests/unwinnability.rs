//! FI-5.2.2 / FI-6.9: every verdict of the unwinnability fixtures
//! (`tests/fixtures/unwinnability/dev.csv`) is reproduced by the search, and
//! every witness line the crate returns replays legally to mate.

use std::path::PathBuf;

use arbitro_rules::{Color, Position, Winnability, can_checkmate, replay_to_mate};

fn fixture() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/unwinnability/dev.csv");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

struct Row {
    line: usize,
    fen: String,
    colour: Color,
    winnable: bool,
    witness: Vec<String>,
}

fn rows() -> Vec<Row> {
    fixture()
        .lines()
        .enumerate()
        .skip(1)
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            let f: Vec<&str> = l.split(',').collect();
            assert_eq!(f.len(), 4, "dev.csv line {}: four fields expected", i + 1);
            Row {
                line: i + 1,
                fen: f[0].to_string(),
                colour: if f[1] == "white" {
                    Color::White
                } else {
                    Color::Black
                },
                winnable: f[2] == "winnable",
                witness: f[3].split_whitespace().map(str::to_string).collect(),
            }
        })
        .collect()
}

/// Checks one row: the verdict matches, and a winnable verdict comes with a
/// line that mates.
fn check(row: &Row) -> Result<(), String> {
    let pos = Position::from_fen(&row.fen).map_err(|e| e.to_string())?;
    match (can_checkmate(&pos, row.colour), row.winnable) {
        (Winnability::Winnable { line }, true) => {
            let uci: Vec<String> = line.iter().map(|m| pos.uci(*m).to_string()).collect();
            replay_to_mate(&pos, &uci, row.colour)
                .map(|_| ())
                .ok_or_else(|| format!("witness {uci:?} does not replay to mate"))
        }
        (Winnability::Unwinnable, false) => Ok(()),
        (got, _) => Err(format!(
            "expected {}, got {got:?}",
            if row.winnable { "winnable" } else { "unwinnable" }
        )),
    }
}

#[test]
fn fi_5_2_2_and_fi_6_9_verdicts_match_the_fixtures() {
    let rows = rows();
    assert_eq!(rows.len(), 300);
    let failures: Vec<String> = rows
        .iter()
        .filter_map(|row| {
            check(row)
                .err()
                .map(|e| format!("dev.csv line {}: {e}", row.line))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn fixture_witness_lines_replay_to_mate_through_our_moves() {
    for row in rows().iter().filter(|r| r.winnable) {
        let pos = Position::from_fen(&row.fen).expect("fixture FEN");
        assert!(
            replay_to_mate(&pos, &row.witness, row.colour).is_some(),
            "dev.csv line {}: the fixture's own line does not replay to mate",
            row.line
        );
    }
}
