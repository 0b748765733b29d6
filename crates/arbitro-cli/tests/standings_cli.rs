//! `arbitro standings`, run as a user would: the ranked table on stdout,
//! one-line errors on stderr with exit code 2, never a panic.

use std::path::PathBuf;
use std::process::{Command, Output};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn arbitro(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .current_dir(repo())
        .output()
        .expect("arbitro runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).to_string()
}

/// A refused input: exit 2, exactly one line on stderr containing `needle`.
fn assert_refused(o: &Output, needle: &str) {
    let err = String::from_utf8_lossy(&o.stderr).to_string();
    assert_eq!(o.status.code(), Some(2), "stderr: {err}");
    assert_eq!(err.lines().count(), 1, "one line expected: {err}");
    // The catalogue's sentences begin with a capital letter.
    assert!(
        err.to_lowercase().contains(&needle.to_lowercase()),
        "\"{needle}\" not in: {err}"
    );
    assert!(!err.contains("panicked"));
}

/// The pairing numbers of the table's rows, in order.
fn order(table: &str) -> Vec<u32> {
    table
        .lines()
        .filter_map(|l| {
            let mut words = l.split_whitespace();
            let rank = words.next()?;
            rank.trim_end_matches('=').parse::<u32>().ok()?;
            words.next()?.parse().ok()
        })
        .collect()
}

const SWISS: &str = "tests/fixtures/tiebreaks/c07-16-swiss-unplayed.trf";
const ROUND_ROBIN: &str = "tests/fixtures/tiebreaks/c07-15-2-round-robin.trf";

#[test]
fn c07_standings_follow_the_list_given_or_the_files_own() {
    // The file's 202 record: BH/C1 BH SB DE WIN.
    let own = arbitro(&["standings", SWISS]);
    assert_eq!(own.status.code(), Some(0));
    let text = stdout(&own);
    assert_eq!(order(&text), [3, 2, 1, 5, 4, 6], "{text}");
    assert!(text.contains("BH/C1"), "{text}");
    // The command-line list wins over the file's.
    let given = arbitro(&["standings", SWISS, "--tiebreaks", "DE,BH"]);
    assert_eq!(order(&stdout(&given)), [3, 2, 1, 4, 5, 6]);
    // Shared ranks are marked.
    let shared = arbitro(&["standings", SWISS, "-t", "WIN"]);
    assert!(stdout(&shared).lines().any(|l| l.trim_start().starts_with("1=")));
}

#[test]
fn c07_explain_shows_rounds_categories_and_cuts() {
    let out = arbitro(&["standings", SWISS, "-t", "BH-C1", "--explain", "1"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with("BH/C1 = 6"))
        .expect("BH/C1 line");
    assert!(
        line.contains("R4 2 (dummy, requested bye to the end 16.2.5; VUR) cut"),
        "{line}"
    );
}

#[test]
fn c07_editions_and_rounds_are_chosen_on_the_command_line() {
    let out = arbitro(&[
        "standings",
        SWISS,
        "-t",
        "BH",
        "--rules",
        "fide-2023",
        "--explain",
        "3",
    ]);
    assert!(stdout(&out).contains("BH = 11"), "{}", stdout(&out));
    let after = arbitro(&[
        "standings",
        SWISS,
        "-t",
        "BH",
        "--after-round",
        "3",
        "--explain",
        "3",
    ]);
    assert!(stdout(&after).contains("BH = 3.5"), "{}", stdout(&after));
}

#[test]
fn c07_bad_lists_and_forbidden_tie_breaks_are_refused() {
    assert_refused(
        &arbitro(&["standings", SWISS, "-t", "BH,XYZ"]),
        "unknown tie-break “XYZ”",
    );
    assert_refused(&arbitro(&["standings", SWISS, "-t", "WIN/C1"]), "cannot be cut");
    assert_refused(
        &arbitro(&["standings", ROUND_ROBIN, "-t", "BH"]),
        "must not be used in a round robin",
    );
    assert_refused(
        &arbitro(&["standings", SWISS, "--rules", "1999"]),
        "unknown tie-break rules",
    );
    assert_refused(
        &arbitro(&["standings", SWISS, "--after-round", "9"]),
        "--after-round 9",
    );
    assert_refused(&arbitro(&["standings", "no/such/file.trf"]), "no/such/file.trf");
}
