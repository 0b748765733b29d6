//! The event commands run as an arbiter would, on event files in temporary
//! folders: create the event, import players (a malformed row is reported
//! with its line and nothing is imported), pair, enter results, standings;
//! the exported TRF read back by `arbitro pair --dutch … -p` gives the very
//! pairing the event made and `arbitro standings` the same table; game
//! records, corrections, tampering found by `verify`, backup and restore;
//! doubles teams; deck checks against the built-in deck.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicU32, Ordering};

use serde_json::Value;

/// A folder under the system temp dir, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "arbitro-event-cli-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        TempDir(dir)
    }

    fn path(&self, name: &str) -> String {
        self.0.join(name).to_string_lossy().to_string()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/event")
        .join(name)
        .to_string_lossy()
        .to_string()
}

/// The installation (its signing key, its journal of heads) these runs
/// use: the build's, not the user's.
fn config_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("arbitro-event-cli-config")
}

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .env("ARBITRO_CONFIG_DIR", config_dir())
        .output()
        .expect("arbitro runs")
}

/// Runs a command that must succeed; its standard output.
fn ok(args: &[&str]) -> String {
    let o = run(args);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "arbitro {}: {err}", args.join(" "));
    String::from_utf8_lossy(&o.stdout).to_string()
}

/// Runs a command that must succeed with `--json`; its output parsed.
fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    serde_json::from_str(&ok(&all)).expect("JSON output")
}

/// A refused command: exit 2, one line on stderr containing `needle`.
fn refused(args: &[&str], needle: &str) {
    let o = run(args);
    let err = String::from_utf8_lossy(&o.stderr).to_string();
    assert_eq!(o.status.code(), Some(2), "arbitro {}: {err}", args.join(" "));
    assert_eq!(err.lines().count(), 1, "one line expected: {err}");
    assert!(err.contains(needle), "\"{needle}\" not in: {err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// Pairs as `(white, black)` pairing numbers, black 0 for the bye.
type Pairs = BTreeSet<(u64, u64)>;

/// Reads the engines' `-p` output: the number of pairs, then `white black` lines.
fn engine_pairs(text: &str) -> Pairs {
    let mut lines = text.lines();
    let n: usize = lines.next().expect("count").trim().parse().expect("a number");
    let pairs: Pairs = lines
        .map(|l| {
            let v: Vec<u64> = l.split_whitespace().map(|x| x.parse().expect("number")).collect();
            (v[0], v[1])
        })
        .collect();
    assert_eq!(pairs.len(), n, "{text}");
    pairs
}

/// A round of the event as pairing-number pairs.
fn event_pairs(file: &str, round: u32) -> Pairs {
    let numbers: HashMap<u64, u64> = json(&["player", "list", file])
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["id"].as_u64().unwrap(), p["pairing_number"].as_u64().unwrap()))
        .collect();
    json(&["round", "show", file, &round.to_string()])["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                numbers[&g["white"].as_u64().unwrap()],
                g["black"].as_u64().map_or(0, |b| numbers[&b]),
            )
        })
        .collect()
}

/// Points as the table writes them: `3`, `3½`, `½`.
fn half_points(text: &str) -> Option<f64> {
    match text.strip_suffix('½') {
        Some("") => Some(0.5),
        Some(whole) => Some(whole.parse::<f64>().ok()? + 0.5),
        None => text.parse().ok(),
    }
}

/// The ranking as (pairing number, points) from `arbitro standings` on a TRF.
fn trf_ranking(text: &str) -> Vec<(u64, f64)> {
    text.lines()
        .filter_map(|l| {
            let mut w = l.split_whitespace();
            w.next()?.trim_end_matches('=').parse::<u32>().ok()?;
            let number = w.next()?.parse().ok()?;
            // Name words, then the rating (every rating here is above
            // 1000), then the points.
            let rest: Vec<&str> = w.collect();
            let points_at = rest
                .iter()
                .position(|x| x.parse::<u32>().is_ok_and(|v| v > 1000))?
                + 1;
            Some((number, half_points(rest.get(points_at)?)?))
        })
        .collect()
}

/// An exact number of the standings JSON (`"5/2"`) as a float, to compare.
fn exact(value: &serde_json::Value) -> f64 {
    let text = value.as_str().unwrap();
    match text.split_once('/') {
        Some((n, d)) => n.parse::<f64>().unwrap() / d.parse::<f64>().unwrap(),
        None => text.parse().unwrap(),
    }
}

fn event_ranking(file: &str) -> Vec<(u64, f64)> {
    json(&["event", "standings", file])["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["number"].as_u64().unwrap(), exact(&r["score"])))
        .collect()
}

#[test]
fn an_event_through_the_cli_with_its_trf_read_back_by_the_pairing_engine() {
    let dir = TempDir::new("swiss");
    let ev = dir.path("open.db");
    let ev = ev.as_str();
    ok(&[
        "event",
        "new",
        ev,
        "--name",
        "Open de Primavera",
        "--place",
        "Valencia",
        "--start",
        "2026-03-01",
        "--end",
        "2026-03-02",
        "--chief-arbiter",
        "Ana Árbitro",
        "--arbiter",
        "Luis Auxiliar",
        "--family",
        "fide",
        "--system",
        "dutch",
        "--rounds",
        "4",
        "--time",
        "90+30",
        "--tiebreaks",
        "BH/C1,BH,SB",
    ]);
    // A malformed row: reported with its line, nothing imported.
    refused(
        &["player", "import", ev, &fixture("players-bad-line-6.csv")],
        "line 6",
    );
    assert_eq!(json(&["player", "list", ev]).as_array().unwrap().len(), 0);
    let out = ok(&["player", "import", ev, &fixture("players.csv")]);
    assert!(out.contains("11 players imported"), "{out}");

    for round in 1..=3u32 {
        let r = round.to_string();
        // Known absences and late entries travel through the TRF too.
        match round {
            2 => {
                ok(&["player", "bye", ev, "4", "--round", "2", "--kind", "half"]);
            }
            3 => {
                ok(&["player", "withdraw", ev, "6"]);
                let late = ok(&["player", "add", ev, "--name", "Tardío, Ángel", "--rating", "2000"]);
                assert!(late.contains("from round 3"), "{late}");
            }
            _ => {}
        }
        // The TRF the event exports, paired by the pairing CLI…
        let trf = dir.path(&format!("before-{round}.trf"));
        ok(&["export", "trf", ev, "-o", &trf]);
        let engine = engine_pairs(&ok(&["pair", "--dutch", &trf, "-p"]));
        // …is the pairing the event makes of the same round.
        ok(&["round", "pair", ev]);
        let paired = event_pairs(ev, round);
        assert_eq!(paired, engine, "round {round}");
        let numbers = json(&["player", "list", ev]);
        let number = |id: u64| {
            numbers
                .as_array()
                .unwrap()
                .iter()
                .find(|p| p["id"] == id)
                .unwrap()["pairing_number"]
                .as_u64()
                .unwrap()
        };
        let plays = |id: u64| paired.iter().any(|(w, b)| *w == number(id) || *b == number(id));
        match round {
            2 => assert!(!plays(4), "the half-point bye is not paired"),
            3 => assert!(!plays(6) && plays(12), "withdrawn out, late entry in"),
            _ => {}
        }
        if round == 1 {
            // Game records are replayed on the way in: a bad one is refused…
            refused(
                &[
                    "game",
                    "add",
                    ev,
                    "--round",
                    "1",
                    "--board",
                    "1",
                    &fixture("FI-3-illegal-move.pgn"),
                ],
                "Line 4, column 13",
            );
            assert!(ok(&["game", "list", ev]).contains("No game records"));
            // …a good one is stored, and gives the board its result.
            let add = ok(&[
                "game",
                "add",
                ev,
                "--round",
                "1",
                "--board",
                "1",
                &fixture("FI-5.1.1-scholars-mate.pgn"),
                "--enter-result",
            ]);
            assert!(add.contains("result 1-0 entered from the record"), "{add}");
            let replay = ok(&["game", "replay", ev, "--round", "1", "--board", "1"]);
            assert!(
                replay.contains("Qxf7#") && replay.contains("[White 0:09:47"),
                "{replay}"
            );
            let pgn = ok(&[
                "game", "export", ev, "--round", "1", "--board", "1", "--as", "pgn",
            ]);
            assert!(
                pgn.contains("[Event \"Open de Primavera\"]") && pgn.contains("[Round \"1\"]"),
                "{pgn}"
            );
        }
        let games = json(&["round", "show", ev, &r])["games"]
            .as_array()
            .unwrap()
            .clone();
        for g in games
            .iter()
            .filter(|g| !g["black"].is_null() && g["kind"].is_null())
        {
            let board = g["board"].as_u64().unwrap();
            let result = ["1-0", "0-1", "1/2-1/2"][(round as usize + board as usize) % 3];
            ok(&["round", "result", ev, &r, &board.to_string(), result]);
        }
        ok(&["round", "publish", ev, &r]);
    }

    // A sanction that loses a game changes the standings; its correction
    // gives the game its result back (AM-AC).
    let before = event_ranking(ev);
    let g = json(&["round", "show", ev, "3"])["games"][0].clone();
    // The offender is whoever did not lose that game.
    let side = if g["white_score"].as_u64() == Some(0) {
        "black"
    } else {
        "white"
    };
    let offender = g[side].as_u64().unwrap().to_string();
    let out = json(&[
        "incident",
        "add",
        ev,
        "--player",
        &offender,
        "--fault",
        "unauthorised-device",
        "--description",
        "phone rang in the playing hall",
        "--arbiter",
        "Ana Árbitro",
        "--round",
        "3",
        "--board",
        "1",
    ]);
    let sanction = out["sanction_seq"].as_i64().unwrap().to_string();
    assert_ne!(event_ranking(ev), before);
    let corr = ok(&[
        "incident",
        "correct-sanction",
        ev,
        &sanction,
        "--reason",
        "the phone belonged to a spectator",
        "--arbiter",
        "Ana Árbitro",
        "--penalty",
        "warning",
    ]);
    assert!(corr.contains("restored to"), "{corr}");
    assert_eq!(event_ranking(ev), before);
    assert!(ok(&["incident", "list", ev]).contains(&format!(
        "(corrected by entry {})",
        sanction.parse::<i64>().unwrap() + 1
    )));

    // The exported TRF reads back identically and ranks identically.
    let trf = dir.path("after-3.trf");
    ok(&["export", "trf", ev, "-o", &trf]);
    let text = std::fs::read_to_string(&trf).unwrap();
    let parsed = arbitro_trf::parse(&text).expect("the export parses");
    assert_eq!(
        arbitro_trf::write(&parsed, arbitro_trf::TrfVersion::Trf16).unwrap(),
        text
    );
    assert_eq!(trf_ranking(&ok(&["standings", &trf])), event_ranking(ev));

    // Tampering behind arbitro's back is found; a backup restores the file.
    assert!(ok(&["verify", ev]).contains("register intact"));
    let backup = dir.path("kept.db");
    ok(&["backup", ev, "-o", &backup]);
    {
        let c = rusqlite::Connection::open(ev).unwrap();
        c.execute_batch(
            "DROP TRIGGER register_no_update;
             UPDATE register SET body = replace(body, 'phone rang', 'nothing happened') WHERE kind = 'incident';",
        )
        .unwrap();
    }
    let o = run(&["verify", ev]);
    let report = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{report}");
    assert!(
        report.contains("NOT intact") && report.contains("(incident) was edited"),
        "{report}"
    );
    let out = ok(&["restore", &backup, ev]);
    assert!(
        out.contains("was kept as") && out.contains(".before-restore-1.db"),
        "{out}"
    );
    assert!(ok(&["verify", ev]).contains("register intact"));
    assert_eq!(event_ranking(ev), before);

    // Files that are not event files are refused and left as they are.
    let junk = dir.path("notes.db");
    std::fs::write(&junk, "not a database").unwrap();
    refused(&["event", "show", &junk], "not an arbitro file");
    assert_eq!(std::fs::read_to_string(&junk).unwrap(), "not a database");
}

#[test]
fn am_r3_bughouse_teams_through_the_cli() {
    let dir = TempDir::new("bughouse");
    let ev = dir.path("pasapiezas.db");
    let ev = ev.as_str();
    ok(&[
        "event",
        "new",
        ev,
        "--name",
        "Pasapiezas",
        "--start",
        "2026-10-03",
        "--chief-arbiter",
        "Ana Árbitro",
        "--family",
        "bughouse",
        "--system",
        "round-robin",
        "--rounds",
        "3",
        "--time",
        "20+5",
        "--tiebreaks",
        "SB",
        "--communication",
        "material only",
    ]);
    for i in 0..8 {
        ok(&[
            "player",
            "add",
            ev,
            "--name",
            &format!("Jugador {i}, A"),
            "--rating",
            &(2000 - 10 * i).to_string(),
        ]);
    }
    for t in 0..4 {
        let (a, b) = ((2 * t + 1).to_string(), (2 * t + 2).to_string());
        ok(&[
            "team",
            "add",
            ev,
            "--name",
            &format!("Equipo {t}"),
            "--board1",
            &a,
            "--board2",
            &b,
        ]);
    }
    refused(
        &[
            "team", "add", ev, "--name", "Otro", "--board1", "1", "--board2", "3",
        ],
        "already plays for",
    );
    for round in 1..=3 {
        let r = round.to_string();
        ok(&["round", "pair", ev]);
        let matches = json(&["team", "show", ev, &r]);
        assert_eq!(matches.as_array().unwrap().len(), 2);
        // Team one wins match 1 on board B; match 2 is drawn on board A.
        let out = ok(&["team", "result", ev, &r, "1", "1-0", "--ended-on", "B"]);
        assert!(out.contains("1-0"), "{out}");
        let board_a = matches[1]["board_a"].as_u64().unwrap().to_string();
        ok(&["round", "result", ev, &r, &board_a, "1/2-1/2"]);
        let after = json(&["team", "show", ev, &r]);
        assert_eq!(after[0]["result"], serde_json::json!([2, 0]));
        assert_eq!(after[1]["result"], serde_json::json!([1, 1]));
    }
    let table = json(&["team", "standings", ev]);
    assert_eq!(table["kind"], "team");
    let rows = table["standings"].as_array().unwrap();
    let total: f64 = rows.iter().map(|r| exact(&r["score"])).sum();
    assert_eq!(total, 6.0);
    let trf = ok(&["team", "trf", ev]);
    assert!(trf.contains("Equipo 0"), "{trf}");
}

#[test]
fn am_ab_deck_checks_default_to_the_built_in_deck() {
    let dir = TempDir::new("deck");
    let ev = dir.path("magico.db");
    let ev = ev.as_str();
    let new = |deck: &str| {
        vec![
            "event",
            "new",
            ev,
            "--name",
            "Mágico",
            "--start",
            "2026-03-01",
            "--chief-arbiter",
            "Ana Árbitro",
            "--family",
            "magico-advanced",
            "--deck",
            deck,
            "--rulebook",
            "2.0@2025-01-01",
            "--system",
            "dutch",
            "--rounds",
            "3",
            "--time",
            "10+5",
        ]
        .into_iter()
        .map(String::from)
        .collect::<Vec<_>>()
    };
    let args = new("AM-REF@1");
    ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
    ok(&["player", "add", ev, "--name", "Uno, A", "--rating", "2000"]);
    ok(&["player", "add", ev, "--name", "Dos, B", "--rating", "1900"]);
    ok(&["round", "pair", ev]);
    let check = [
        "deck-check",
        "record",
        ev,
        "--round",
        "1",
        "--board",
        "1",
        "--checker",
        "Luis Auxiliar",
    ];
    let out = ok(&[&check[..], &["--counted", "39", "--missing", "AM-07"]].concat());
    assert!(out.contains("INCOMPLETE: AM-07 missing"), "{out}");
    refused(
        &[
            "clock", ev, "--round", "1", "--board", "1", "--at-ms", "0", "start",
        ],
        "AM-AB",
    );
    let out = ok(&[&check[..], &["--counted", "40"]].concat());
    assert!(out.contains("deck AM-REF@1 complete (40 cards)"), "{out}");
    ok(&[
        "clock", ev, "--round", "1", "--board", "1", "--at-ms", "0", "start",
    ]);
    // An event of another deck version needs its deck file (AM-R16).
    std::fs::remove_file(ev).unwrap();
    let args = new("AM-REF@2");
    ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
    ok(&["player", "add", ev, "--name", "Uno, A", "--rating", "2000"]);
    ok(&["player", "add", ev, "--name", "Dos, B", "--rating", "1900"]);
    ok(&["round", "pair", ev]);
    refused(
        &[&check[..], &["--counted", "40"]].concat(),
        "The built-in AM-REF is version 1",
    );
}

/// The double forfeit `--` written as any other result: before the options
/// (`… 7 -- --at …`), after them, alone at the end, or with the options
/// ended first (`-- --`); each board gets 0–0 by forfeit. `-+` needs no
/// escape either.
#[test]
fn the_double_forfeit_is_written_like_any_other_result() {
    let dir = TempDir::new("double-forfeit");
    let ev = dir.path("demo.arbitro");
    ok(&["demo", "--seed", "1", "--event", &ev]);
    let open: Vec<u64> = json(&["round", "show", &ev, "3"])["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| !g["black"].is_null() && g["kind"].is_null())
        .map(|g| g["board"].as_u64().unwrap())
        .collect();
    assert!(open.len() >= 5, "{open:?}");
    let boards: Vec<String> = open.iter().take(5).map(u64::to_string).collect();
    let at = "2026-12-06T12:00:00+01:00";
    ok(&["round", "result", &ev, "3", &boards[0], "--", "--at", at]);
    ok(&["round", "result", &ev, "3", &boards[1], "--at", at, "--"]);
    ok(&[
        "round",
        "result",
        "--at",
        at,
        &ev,
        "3",
        &boards[2],
        "--",
        "--note",
        "both absent",
    ]);
    ok(&["round", "result", &ev, "3", &boards[3], "--at", at, "--", "--"]);
    ok(&["round", "result", &ev, "3", &boards[4], "-+", "--at", at]);
    let games = json(&["round", "show", &ev, "3"])["games"].clone();
    let black_wins = games
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["board"].as_u64() == Some(open[4]))
        .unwrap();
    assert_eq!(
        (
            black_wins["white_score"].as_u64(),
            black_wins["black_score"].as_u64()
        ),
        (Some(0), Some(2))
    );
    for board in &open[..4] {
        let g = games
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["board"].as_u64() == Some(*board))
            .unwrap();
        assert_eq!(
            (
                g["kind"].as_str(),
                g["white_score"].as_u64(),
                g["black_score"].as_u64()
            ),
            (Some("forfeit"), Some(0), Some(0)),
            "board {board}: {g}"
        );
    }
}
