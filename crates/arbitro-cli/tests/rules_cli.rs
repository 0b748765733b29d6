//! The rules commands of `arbitro`, run as a user would: answers on stdout,
//! one-line errors on stderr with the documented exit codes, never a panic.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use arbitro_rules::{Color, Position, replay_to_mate};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn arbitro(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .current_dir(repo())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("arbitro runs");
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(text.as_bytes())
            .expect("write stdin");
    }
    drop(child.stdin.take());
    child.wait_with_output().expect("arbitro finishes")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).to_string()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

/// A refused input: exit 2, exactly one line on stderr containing `needle`.
fn assert_refused(o: &Output, needle: &str) {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(2), "stderr: {err}");
    assert_eq!(err.lines().count(), 1, "one line expected: {err}");
    // The catalogue's sentences begin with a capital letter.
    assert!(
        err.to_lowercase().contains(&needle.to_lowercase()),
        "\"{needle}\" not in: {err}"
    );
    assert!(!err.contains("panicked"));
}

#[test]
fn adjudicate_batch_matches_every_fixture_verdict_with_mating_lines() {
    let csv = std::fs::read_to_string(repo().join("tests/fixtures/unwinnability/dev.csv")).expect("dev.csv");
    let out = arbitro(&["adjudicate", "--batch"], Some(&csv));
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let answers: Vec<String> = stdout(&out).lines().map(str::to_string).collect();
    let rows: Vec<&str> = csv.lines().skip(1).filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(answers.len(), rows.len());
    for (i, (row, answer)) in rows.iter().zip(&answers).enumerate() {
        let f: Vec<&str> = row.split(',').collect();
        let (verdict, line) = answer.split_once(',').expect("verdict,line");
        assert_eq!(verdict, f[2], "dev.csv row {}", i + 1);
        if verdict == "winnable" {
            let pos = Position::from_fen(f[0]).expect("fixture FEN");
            let colour = if f[1] == "white" {
                Color::White
            } else {
                Color::Black
            };
            let uci: Vec<String> = line.split_whitespace().map(str::to_string).collect();
            assert!(
                replay_to_mate(&pos, &uci, colour).is_some(),
                "row {}: {line}",
                i + 1
            );
        } else {
            assert!(line.is_empty());
        }
    }
}

#[test]
fn adjudicate_online_follows_on_3() {
    let fen = "8/8/8/4k3/8/8/4K3/4N3 b - - 0 1";
    let fide = arbitro(&["adjudicate", "--fen", fen, "--can-win", "white"], None);
    assert_eq!(stdout(&fide).trim(), "unwinnable");
    let online = arbitro(
        &[
            "adjudicate",
            "--fen",
            fen,
            "--can-win",
            "white",
            "--ruleset",
            "online",
        ],
        None,
    );
    assert_eq!(stdout(&online).trim(), "winnable");
    let lone = arbitro(
        &[
            "adjudicate",
            "--fen",
            fen,
            "--can-win",
            "black",
            "--ruleset",
            "online",
        ],
        None,
    );
    assert_eq!(stdout(&lone).trim(), "unwinnable");
}

#[test]
fn perft_legal_and_chess960_answer() {
    assert_eq!(stdout(&arbitro(&["perft", "3"], None)).trim(), "8902");
    let divide = stdout(&arbitro(&["perft", "--chess960", "518", "2", "--divide"], None));
    assert!(
        divide.contains("e2e4: 20") && divide.trim_end().ends_with("400"),
        "{divide}"
    );
    let legal = stdout(&arbitro(
        &["legal", "--fen", "4k3/8/8/8/8/8/8/1K5R w H - 0 1", "--chess960"],
        None,
    ));
    assert!(legal.lines().any(|l| l == "O-O b1h1"), "{legal}");
    let c960 = stdout(&arbitro(&["chess960", "0"], None));
    assert!(c960.contains("back rank BBQNNRKR"), "{c960}");
    let a = stdout(&arbitro(&["chess960", "--random", "--seed", "99"], None));
    let b = stdout(&arbitro(&["chess960", "--random", "--seed", "99"], None));
    assert_eq!(a, b);
    assert!(a.contains("seed 99"));
}

#[test]
fn replay_reports_results_reasons_and_claims() {
    let fide = stdout(&arbitro(
        &["replay", "tests/fixtures/pgn/games/repetition.pgn"],
        None,
    ));
    assert!(
        fide.contains("result 1/2-1/2 fivefold-repetition (FI-9.6)"),
        "{fide}"
    );
    let online = arbitro(
        &[
            "replay",
            "tests/fixtures/pgn/games/repetition.pgn",
            "--ruleset",
            "online",
            "--claim",
            "40:threefold",
        ],
        None,
    );
    assert_eq!(
        online.status.code(),
        Some(1),
        "an invalid claim is a negative answer"
    );
    let text = stdout(&online);
    assert!(
        text.contains("result 1/2-1/2 threefold-repetition (ON-1)"),
        "{text}"
    );
    assert!(text.contains("the game ended at ply 52"), "{text}");
    let json = stdout(&arbitro(
        &["replay", "tests/fixtures/pgn/games/opera.pgn", "--json"],
        None,
    ));
    let doc: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(doc["games"][0]["reason"], "checkmate");
    assert_eq!(doc["games"][0]["plies"][33]["status"]["clause"], "FI-1");
}

#[test]
fn input_errors_are_one_line_and_exit_2() {
    assert_refused(
        &arbitro(&["replay", "tests/fixtures/pgn/errors/illegal-move.pgn"], None),
        "illegal-move.pgn: line 5, column 13",
    );
    assert_refused(
        &arbitro(&["replay", "no-such-file.pgn"], None),
        "no-such-file.pgn",
    );
    assert_refused(
        &arbitro(&["perft", "--fen", "not a fen", "2"], None),
        "invalid FEN",
    );
    assert_refused(&arbitro(&["chess960", "960"], None), "out of range");
    assert_refused(
        &arbitro(
            &["adjudicate", "--batch"],
            Some("fen,colour\n8/8/8/8/8/8/8/8 w - - 0 1,white\n"),
        ),
        "stdin line 2, field fen",
    );
    assert_refused(
        &arbitro(
            &["adjudicate", "--batch"],
            Some("4k3/8/8/8/8/8/8/4K3 w - - 0 1,green\n"),
        ),
        "stdin line 1, field colour",
    );
    assert_refused(
        &arbitro(
            &[
                "replay",
                "tests/fixtures/pgn/games/opera.pgn",
                "--claim",
                "x:threefold",
            ],
            None,
        ),
        "--claim x:threefold",
    );
}

#[test]
fn demo_replays_both_rulesets_and_a_chess960_game() {
    // The demo's own event file, so that an earlier demo (of any version)
    // in the shared temporary folder plays no part.
    let dir = std::env::temp_dir().join(format!("arbitro-rules-demo-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let event = dir.join("demo.arbitro");
    let out = arbitro(&["demo", "--seed", "1", "--event", event.to_str().unwrap()], None);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    for needle in [
        "FIDE Laws:",
        "Online play rules:",
        "ON-1",
        "FI-9.6",
        "Chess960 draw (F9-1)",
        "seed 1",
        "Bughouse",
    ] {
        assert!(text.contains(needle), "{needle} missing from the demo:\n{text}");
    }
}
