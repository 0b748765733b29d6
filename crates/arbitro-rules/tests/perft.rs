//! FI-3 / F9-2..F9-5: move generation through the project's `Position` API
//! matches the known perft counts of `tests/fixtures/perft/*.perft`
//! (standard and Chess960 positions).

use std::path::PathBuf;

use arbitro_rules::perft::{PerftCase, parse_perft};

fn cases(file: &str, chess960: bool) -> Vec<PerftCase> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/perft")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    parse_perft(&text, chess960).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// Every listed depth of every case gives its known count.
fn check(file: &str, chess960: bool) {
    let cases = cases(file, chess960);
    assert!(cases.len() >= 8, "{file}: too few cases");
    let mut failures = Vec::new();
    for case in &cases {
        for &(depth, nodes) in &case.counts {
            let got = case.position.perft(depth);
            if got != nodes {
                failures.push(format!(
                    "{file}:{} {} depth {depth}: {got} != {nodes}",
                    case.line, case.id
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn fi_3_standard_perft() {
    check("standard.perft", false);
}

#[test]
fn f9_2_to_f9_5_chess960_perft() {
    check("chess960.perft", true);
}

#[test]
fn divide_sums_to_perft() {
    for case in cases("chess960.perft", true).iter().take(4) {
        let total: u64 = case.position.divide(3).iter().map(|(_, n)| n).sum();
        assert_eq!(total, case.position.perft(3), "{}", case.id);
    }
}
