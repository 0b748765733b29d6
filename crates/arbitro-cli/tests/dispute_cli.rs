//! `arbitro dispute …` run as an arbiter would, in Spanish and in English:
//! a dispute file from an event's board and from a FEN, hands
//! and effects set, the candidate targets of a card, a play ruled with its
//! trace, the dispute recorded with an incident and a precedent, listed and
//! shown; input errors refused in the user's language; `bench dispute`.

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
            "arbitro-disputes-{tag}-{}-{}",
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

fn config_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("arbitro-dispute-cli-config")
}

fn run(lang: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .arg("--lang")
        .arg(lang)
        .args(args)
        .env("ARBITRO_CONFIG_DIR", config_dir())
        .output()
        .expect("arbitro runs")
}

/// Runs a command that must end with `code`; its standard output.
fn expect(code: i32, lang: &str, args: &[&str]) -> String {
    let o = run(lang, args);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(code), "arbitro {}: {err}", args.join(" "));
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    // Text is for people: no code or internal identifier (JSON is for machines).
    let text = !args.contains(&"--json");
    for internal in [
        "cli-dispute",
        "cli-bench",
        "store-",
        "cards-",
        "awaiting_",
        "after_card",
    ] {
        assert!(!(text && out.contains(internal)), "{internal} leaked: {out}");
    }
    out
}

fn ok(lang: &str, args: &[&str]) -> String {
    expect(0, lang, args)
}

/// A refused command: exit 2, one line on stderr containing `needle`.
fn refused(lang: &str, args: &[&str], needle: &str) {
    let o = run(lang, args);
    let err = String::from_utf8_lossy(&o.stderr).to_string();
    assert_eq!(o.status.code(), Some(2), "arbitro {}: {err}", args.join(" "));
    assert!(err.contains(needle), "\"{needle}\" not in: {err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// A Magic Chess (Advanced) event with two players paired in round 1.
fn event(dir: &TempDir) -> String {
    let ev = dir.path("magico.db");
    ok(
        "en",
        &[
            "event",
            "new",
            &ev,
            "--name",
            "Mágico",
            "--start",
            "2026-03-01",
            "--chief-arbiter",
            "Ana Árbitro",
            "--family",
            "magico-advanced",
            "--deck",
            "AM-REF@1",
            "--rulebook",
            "2.0@2025-01-01",
            "--system",
            "dutch",
            "--rounds",
            "3",
            "--time",
            "10+5",
        ],
    );
    ok(
        "en",
        &["player", "add", &ev, "--name", "Uno, A", "--rating", "2000"],
    );
    ok(
        "en",
        &["player", "add", &ev, "--name", "Dos, B", "--rating", "1900"],
    );
    ok("en", &["round", "pair", &ev]);
    ev
}

const SHELLED: &str = "r3k3/1p6/2n5/8/8/8/8/4K3 w - - 0 1";

#[test]
fn a_dispute_from_a_fen_is_set_up_queried_and_ruled_in_both_languages() {
    let dir = TempDir::new("fen");
    let file = dir.path("d.json");
    let out = ok(
        "es",
        &[
            "dispute",
            "new",
            "--fen",
            SHELLED,
            "--family",
            "magico-advanced",
            "-o",
            &file,
        ],
    );
    assert!(out.contains("La situación es válida."), "{out}");
    let out = ok(
        "en",
        &[
            "dispute",
            "hands",
            &file,
            "--white",
            "am-07",
            "--black",
            "AM-28, am-39",
        ],
    );
    assert!(out.contains("Hands: White AM-07; Black AM-28, AM-39."), "{out}");
    let out = ok("es", &["dispute", "hands", &file, "--black", "am-28 AM-39"]);
    assert!(
        out.contains("Manos: blancas AM-07; negras AM-28, AM-39."),
        "{out}"
    );
    // The candidate targets of Shelling, then after b7 is picked.
    let out = ok(
        "es",
        &["dispute", "targets", &file, "--card", "am-07", "--by", "white"],
    );
    assert!(out.contains("AM-07, jugada como carta:"), "{out}");
    assert!(
        out.contains("objetivo: elegido []; opciones [c6, b7, a8]"),
        "{out}"
    );
    let out = ok(
        "en",
        &[
            "dispute",
            "targets",
            &file,
            "--card",
            "AM-07",
            "--by",
            "white",
            "--targets",
            "b7",
        ],
    );
    assert!(out.contains("target: picked [b7]; options [a8, c6]"), "{out}");
    assert!(out.contains("The picks make a complete declaration."), "{out}");
    let q: Value = serde_json::from_str(&ok(
        "en",
        &[
            "dispute", "targets", &file, "--card", "AM-07", "--by", "white", "--json",
        ],
    ))
    .unwrap();
    assert_eq!(q["play"], "card");
    // A card the side to move may not play now is refused, with its clause.
    let out = expect(
        1,
        "en",
        &["dispute", "targets", &file, "--card", "AM-39", "--by", "black"],
    );
    assert!(out.contains("Refused:"), "{out}");
    // Resolve: the card is committed and Black's reaction window opens.
    let out = ok(
        "es",
        &[
            "dispute",
            "resolve",
            &file,
            "--card",
            "AM-07",
            "--by",
            "white",
            "--targets",
            "b7 c6",
        ],
    );
    assert!(
        out.contains("se abre la ventana de reacción de las negras"),
        "{out}"
    );
    assert!(out.contains("  [AM-D1] Declaración: "), "{out}");
    let out = ok(
        "en",
        &[
            "dispute",
            "resolve",
            &file,
            "--card",
            "AM-07",
            "--by",
            "white",
            "--targets",
            "b7,c6",
        ],
    );
    assert!(out.contains("  [AM-D1] Declaration: "), "{out}");
    // An effect on the table that its card does not leave is refused by the rules core.
    let out = expect(
        1,
        "en",
        &["dispute", "effects", &file, "--add", "AM-06:black:c6:2"],
    );
    assert!(out.contains("The situation is refused"), "{out}");
    let out = ok("es", &["dispute", "effects", &file, "--clear"]);
    assert!(out.contains("Ningún efecto en la mesa."), "{out}");
    refused("es", &["dispute", "effects", &file, "--add", "AM-06"], "AM-06");
    refused(
        "en",
        &["dispute", "hands", &file, "--white", "AM-99"],
        "AM-99 is not in deck AM-REF",
    );
    refused(
        "es",
        &["dispute", "hands", &file, "--white", "AM-99"],
        "no está en la baraja",
    );
}

#[test]
fn a_dispute_on_a_board_is_recorded_listed_and_shown() {
    let dir = TempDir::new("board");
    let ev = event(&dir);
    let file = dir.path("board.json");
    let out = ok(
        "es",
        &["dispute", "new", &ev, "--round", "1", "--board", "1", "-o", &file],
    );
    assert!(out.contains("Ronda 1, tablero 1: "), "{out}");
    assert!(out.contains("desde el inicio"), "{out}");
    let out = ok(
        "en",
        &["dispute", "new", &ev, "--round", "1", "--board", "1", "-o", &file],
    );
    assert!(
        out.contains("Round 1, board 1: ") && out.contains("from the start"),
        "{out}"
    );
    refused(
        "en",
        &["dispute", "new", &ev, "--round", "1", "--board", "9", "-o", &file],
        "9",
    );
    // The disputed situation: Shelling pending, Black holds the shield.
    let record = format!(
        r#"{{"format":"arbitro-game/1","rules":{{"family":"magico","mode":"advanced"}},
        "deck":{{"id":"AM-REF","version":"1"}},"start":{{"fen":"{SHELLED}"}},
        "hands":{{"white":[],"black":["AM-28","AM-39"]}},
        "pending":{{"card":"AM-07","by":"white","targets":["b7","c6"]}},"events":[]}}"#
    );
    std::fs::write(&file, record).unwrap();
    let players: Value = serde_json::from_str(&ok("en", &["player", "list", &ev, "--json"])).unwrap();
    let black = players
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Dos, B")
        .map(|p| p["id"].to_string())
        .unwrap();
    let out = ok(
        "es",
        &[
            "dispute",
            "record",
            &ev,
            &file,
            "--card",
            "am-28",
            "--by",
            "black",
            "--targets",
            "c6",
            "--round",
            "1",
            "--board",
            "1",
            "--arbiter",
            "Luis Auxiliar",
            "--incident-player",
            &black,
            "--fault",
            "other",
            "--no-sanction",
            "resuelto en el tablero",
            "--precedent-decision-es",
            "El escudo protege una sola pieza.",
            "--precedent-decision-en",
            "The shield protects one piece.",
        ],
    );
    assert!(out.contains("Disputa registrada: entrada "), "{out}");
    assert!(
        out.contains("ronda 1, tablero 1 · resuelta · Se resuelve: el caballo negro de c6 queda protegido por Escudo (AM-28)"),
        "{out}"
    );
    assert!(
        out.contains("Incidencia: entrada ") && out.contains("Precedente: entrada "),
        "{out}"
    );
    // A play the rules refuse is recorded as refused.
    let out = ok(
        "en",
        &[
            "dispute",
            "record",
            &ev,
            &file,
            "--card",
            "AM-39",
            "--by",
            "black",
            "--arbiter",
            "Ana Árbitro",
        ],
    );
    assert!(out.contains("no board · refused · Refused: AM-39"), "{out}");
    // Listed by round and board, in both languages; shown with its trace.
    let list = ok("en", &["dispute", "list", &ev]);
    assert_eq!(list.lines().count(), 2, "{list}");
    let lines: Vec<&str> = list.lines().collect();
    assert!(lines[0].contains("no board"), "{list}");
    assert!(lines[1].contains("round 1, board 1 · resolved"), "{list}");
    let lista = ok("es", &["dispute", "list", &ev]);
    assert!(
        lista.contains("sin tablero · rechazada · Rechazada: AM-39"),
        "{lista}"
    );
    assert!(
        lista.contains("ronda 1, tablero 1 · resuelta · Se resuelve:"),
        "{lista}"
    );
    let all: Value = serde_json::from_str(&ok("en", &["dispute", "list", &ev, "--json"])).unwrap();
    let seq = all[1]["seq"].to_string();
    assert_eq!(all[1]["ruling"]["verdict"], "resolved");
    let shown = ok("es", &["dispute", "show", &ev, &seq]);
    assert!(shown.contains("Resuelta por Luis Auxiliar"), "{shown}");
    assert!(shown.contains("con la baraja AM-REF@1"), "{shown}");
    assert!(
        shown.contains(&format!("posición antes de la jugada: {SHELLED}")),
        "{shown}"
    );
    assert!(shown.contains("  [AM-D6] "), "{shown}");
    let shown = ok("en", &["dispute", "show", &ev, &seq]);
    assert!(shown.contains("Ruled by Luis Auxiliar"), "{shown}");
    // The precedent is found by search, its situation written from the dispute.
    let hits = ok("en", &["precedent", "search", &ev, "Shelling"]);
    assert!(hits.contains("AM-28"), "{hits}");
    // It carries the dispute's case (AM-G16): said in the run's language, carried by --json.
    assert!(
        hits.contains(&format!("Case of a dispute (replayable): {SHELLED} · ")),
        "{hits}"
    );
    let hits = ok("es", &["precedent", "search", &ev, "Shelling"]);
    assert!(
        hits.contains(&format!("Caso de una disputa (reproducible): {SHELLED} · ")),
        "{hits}"
    );
    assert!(!hits.contains("Case of"), "{hits}");
    let json: serde_json::Value =
        serde_json::from_str(&ok("en", &["precedent", "search", &ev, "Shelling", "--json"])).unwrap();
    let case = &json[0]["precedent"]["case"];
    assert_eq!(case["verdict"], "resolved", "{json}");
    assert_eq!(case["setup"]["start"]["fen"], SHELLED, "{json}");
    // Exported with its case, taken by a club archive; a case edited to
    // another verdict (fingerprint made again) is refused in the user's language.
    let export = dir.path("precedents.json");
    ok("en", &["precedent", "export", &ev, "-o", &export]);
    let club = dir.path("club.db");
    ok("en", &["precedent", "archive", &club, "--club", "Club"]);
    let mut doc: Value = serde_json::from_str(&std::fs::read_to_string(&export).unwrap()).unwrap();
    let p = &mut doc["precedents"][0];
    p["case"]["verdict"] = Value::from("failed");
    let edited: arbitro_store::precedents::ExportedPrecedent = serde_json::from_value(p.clone()).unwrap();
    p["fingerprint"] = Value::from(edited.input.fingerprint());
    let tampered = dir.path("tampered.json");
    std::fs::write(&tampered, serde_json::to_string(&doc).unwrap()).unwrap();
    refused(
        "es",
        &["precedent", "import", &club, &tampered],
        "el motor de cartas resuelve hoy la jugada del caso de otro modo que el veredicto guardado",
    );
    refused(
        "en",
        &["precedent", "import", &club, &tampered],
        "the dispute's case is ruled otherwise by the card engine now than its stored verdict",
    );
    ok("en", &["precedent", "import", &club, &export]);
    let kept: Value =
        serde_json::from_str(&ok("en", &["precedent", "search", &club, "Shelling", "--json"])).unwrap();
    assert_eq!(
        kept[0]["precedent"]["case"], *case,
        "the case intact in the club archive"
    );
    refused("es", &["dispute", "show", &ev, "999"], "999");
    refused(
        "en",
        &["dispute", "show", &ev, "999"],
        "no dispute at register entry 999",
    );
    let verify = ok("en", &["verify", &ev]);
    assert!(!verify.is_empty());
}

#[test]
fn the_dispute_benchmark_measures_targets_and_rulings() {
    let scenarios = Path::new(env!("CARGO_MANIFEST_DIR")).join("../arbitro-cards/tests/scenarios");
    let out = ok(
        "en",
        &["bench", "dispute", &scenarios.to_string_lossy(), "--rounds", "1"],
    );
    assert!(out.contains("Candidate targets: "), "{out}");
    assert!(out.contains("Resolve: "), "{out}");
    assert!(out.contains("Candidate targets (playable cards): "), "{out}");
    assert!(out.contains("Resolve (accepted plays): "), "{out}");
    let out = ok(
        "es",
        &[
            "bench",
            "dispute",
            &scenarios.join("AM-07.two-on-queenside.json").to_string_lossy(),
            "--rounds",
            "1",
        ],
    );
    assert!(out.contains("1 archivos"), "{out}");
}

#[test]
fn a_dispute_from_a_boards_record_is_the_moment_of_the_step_chosen() {
    let dir = TempDir::new("record-step");
    let ev = event(&dir);
    let record = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../arbitro-store/tests/fixtures/records/magico-advanced.ok.resignation.json");
    let record = record.to_string_lossy().into_owned();
    ok(
        "en",
        &["game", "add", &ev, "--round", "1", "--board", "1", &record],
    );
    let file = dir.path("at2.json");
    let out = ok(
        "es",
        &[
            "dispute",
            "new",
            &ev,
            "--round",
            "1",
            "--board",
            "1",
            "--at-step",
            "2",
            "-o",
            &file,
        ],
    );
    assert!(
        out.contains("del registro del tablero tras la jugada 2 de 6"),
        "{out}"
    );
    // The situation is the position after 1.e4 e5, with no history to replay.
    let written: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(
        written["start"]["fen"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    assert_eq!(written["events"], Value::Array(Vec::new()));
    let out = ok(
        "en",
        &["dispute", "new", &ev, "--round", "1", "--board", "1", "-o", &file],
    );
    assert!(
        out.contains("from the board's record after event 6 of 6"),
        "{out}"
    );
    refused(
        "en",
        &[
            "dispute",
            "new",
            &ev,
            "--round",
            "1",
            "--board",
            "1",
            "--at-step",
            "7",
            "-o",
            &file,
        ],
        "7",
    );
}
