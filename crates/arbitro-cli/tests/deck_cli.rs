//! `arbitro deck history` and `deck changes` (AM-R16, AM-AE), run as a user
//! would over the errata fixture deck and the shipped decks: every case of
//! `tests/fixtures/deck/history.json` gives its lines in its language, and
//! `--json` gives the same data as the library.

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn arbitro(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .current_dir(repo())
        .env("LANG", "C")
        .output()
        .expect("arbitro runs")
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| a.iter().map(|s| s.as_str().unwrap().to_string()).collect())
        .unwrap_or_default()
}

fn check(case: &Value) -> Vec<String> {
    let args = strings(&case["args"]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = arbitro(&args);
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    );
    let mut failures = Vec::new();
    let want = case["exit"].as_i64().unwrap() as i32;
    if out.status.code() != Some(want) {
        failures.push(format!(
            "{args:?}: exit {:?}, want {want}; {stderr}",
            out.status.code()
        ));
    }
    for l in strings(&case["lines"]) {
        if !stdout.contains(&l) {
            failures.push(format!("{args:?}: no {l:?} in\n{stdout}"));
        }
    }
    for l in strings(&case["absent"]) {
        if stdout.contains(&l) {
            failures.push(format!("{args:?}: {l:?} should be absent from\n{stdout}"));
        }
    }
    for l in strings(&case["stderr"]) {
        if !stderr.contains(&l) {
            failures.push(format!("{args:?}: no {l:?} in stderr {stderr}"));
        }
    }
    failures
}

#[test]
fn history_and_changes_speak_the_users_language() {
    let text =
        std::fs::read_to_string(repo().join("crates/arbitro-cli/tests/fixtures/deck/history.json")).unwrap();
    let cases: Value = serde_json::from_str(&text).unwrap();
    let failures: Vec<String> = cases.as_array().unwrap().iter().flat_map(check).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn changes_as_json_are_the_librarys() {
    let file = "crates/arbitro-cards/tests/fixtures/errata/tx-three-versions.json";
    let out = arbitro(&["deck", "changes", file, "--from", "1", "--json"]);
    assert!(out.status.success());
    let got: Value = serde_json::from_slice(&out.stdout).unwrap();
    let deck = arbitro_cards::parse_deck(&std::fs::read_to_string(repo().join(file)).unwrap()).unwrap();
    let want = serde_json::to_value(arbitro_cards::deck_changes(&deck, "1", None).unwrap()).unwrap();
    assert_eq!(got, want);
    let out = arbitro(&["deck", "history", file, "--json"]);
    let got: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(got["releases"].as_array().unwrap().len(), 3);
    assert_eq!(got["releases"][1]["replaces"], "1");
}

/// A precedent recorded without `--deck` (and without a card) names the
/// event's deck version (AM-R16), and search shows it in the user's language.
#[test]
fn a_precedent_names_the_events_deck_version() {
    let dir = std::env::temp_dir().join(format!("arbitro-deck-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("demo.arbitro");
    let file = file.to_str().unwrap();
    assert!(
        arbitro(&["--lang", "en", "demo", "--event", file])
            .status
            .success()
    );
    let add = arbitro(&[
        "--lang",
        "es",
        "precedent",
        "add",
        file,
        "--situation-es",
        "Un jugador pregunta la hora",
        "--decision-es",
        "Se le muestra el reloj",
        "--clauses",
        "FIDE 6.1",
    ]);
    assert!(add.status.success(), "{}", String::from_utf8_lossy(&add.stderr));
    assert!(String::from_utf8_lossy(&add.stdout).contains("mazo AM-REF versión 1"));
    let hits = arbitro(&["precedent", "search", file, "hora", "--json"]);
    let hits: Value = serde_json::from_slice(&hits.stdout).unwrap();
    let deck = &hits[0]["precedent"]["deck"];
    assert_eq!(
        (deck["id"].as_str(), deck["version"].as_str()),
        (Some("AM-REF"), Some("1")),
        "{hits}"
    );
    let text = arbitro(&["--lang", "en", "precedent", "search", file, "hora"]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains("deck AM-REF version 1 [FIDE 6.1]"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}
