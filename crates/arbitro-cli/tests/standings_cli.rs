//! `arbitro standings`, run as a user would: the ranked table on stdout in
//! the user's language, the standings with every working as JSON that
//! follows `schemas/standings.schema.json`, teams from `013` records,
//! one-line errors on stderr with exit code 2, never a panic.

use std::path::PathBuf;
use std::process::{Command, Output};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs arbitro in an English locale.
fn arbitro(args: &[&str]) -> Output {
    arbitro_in("C", args)
}

/// Runs arbitro with `LANG=lang` (and no other locale variable).
fn arbitro_in(lang: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .current_dir(repo())
        .env("LANG", lang)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("arbitro runs")
}

const SCHEMA: &str = include_str!("../../../schemas/standings.schema.json");

/// The JSON on stdout, checked against the standings schema.
fn json(args: &[&str]) -> serde_json::Value {
    let out = arbitro(args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    let problems = arbitro_cards::validate_with_schema_text(SCHEMA, &doc).expect("the schema compiles");
    assert!(problems.is_empty(), "{problems:?}");
    doc
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
        .position(|l| {
            l.trim_start()
                .starts_with("BH/C1 = 6: Buchholz (Cut-1), C.07 8.1")
        })
        .expect("BH/C1 line");
    let r4 = text.lines().nth(line + 4).unwrap().trim();
    assert_eq!(
        r4,
        "R4 half-point bye, dummy opponent: 2 (requested bye to the end 16.2.5: a dummy with the player's own \
         score 2, 16.4; voluntary unplayed round, 16.1.2; cut: voluntary unplayed round, before the least \
         significant value, 16.5)",
        "{text}"
    );
    assert!(text.contains("the terms not cut add up to 6"), "{text}");
}

#[test]
fn c07_standings_speak_the_users_language() {
    let out = arbitro_in("es_ES.UTF-8", &["standings", SWISS, "--explain", "1"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(
        text.contains(
            "Clasificación tras la ronda 4 de 4 (suizo; desempates de los registros 212/202 del archivo"
        ),
        "{text}"
    );
    assert!(text.contains("Puesto") && text.contains("Ptos"), "{text}");
    // Decimal comma in the table, half points as ½.
    assert!(text.contains("5,50") && text.contains(" 1½ "), "{text}");
    assert!(
        text.contains("R4 bye de medio punto, oponente ficticio: 2 (bye solicitado hasta el final 16.2.5"),
        "{text}"
    );
    assert!(!text.contains("dummy") && !text.contains("Standings"), "{text}");
}

#[test]
fn c07_json_has_every_value_and_its_working() {
    let doc = json(&["standings", SWISS, "-t", "BH/C1,SB,STD,ARO/C1", "--json"]);
    assert_eq!(doc["format"], "arbitro-standings/1");
    let ranked: Vec<u64> = doc["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["number"].as_u64().unwrap())
        .collect();
    assert_eq!(ranked, [3, 2, 1, 5, 4, 6]);
    let one = doc["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["number"] == 1)
        .unwrap();
    assert_eq!(one["values"][0], "6");
    let r4 = &one["working"][0]["terms"][3];
    assert_eq!(r4["round"], 4);
    assert_eq!(r4["cut"], "voluntary");
    assert_eq!(r4["rules"][0]["rule"], "dummy");
    assert_eq!(r4["rules"][0]["category"], "16.2.5");
    // Exact values: SB 4, as a fraction string; the names in both languages.
    assert_eq!(one["values"][1], "4");
    assert_eq!(doc["tie_breaks"][0]["name"]["es"], "Buchholz (Corte-1)");
}

#[test]
fn c07_teams_of_the_013_records() {
    const TEAMS: &str = "tests/fixtures/tiebreaks/c07-13-team-swiss.trf";
    let out = arbitro(&["standings", TEAMS, "--teams", "-t", "EDE,MPvGP"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(order(&stdout(&out)), [3, 1, 2, 4], "{}", stdout(&out));
    assert!(stdout(&out).contains("Caballos"));
    let doc = json(&["standings", TEAMS, "--teams", "-t", "EMGSB,BC", "--json"]);
    assert_eq!(doc["kind"], "team");
    assert_eq!(doc["primary"], "match");
    assert_eq!(doc["standings"][0]["values"][0], "10");
    assert_refused(&arbitro(&["standings", SWISS, "--teams"]), "no teams");
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
    assert!(stdout(&after).contains("BH = 3½"), "{}", stdout(&after));
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
        "round 9 asked for",
    );
    assert_refused(&arbitro(&["standings", "no/such/file.trf"]), "no/such/file.trf");
}
