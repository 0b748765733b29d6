//! `arbitro form`: blank forms, forms filled from JSON, and every form filled
//! from a real event file built through the event commands (AM-AD, AM-AB,
//! AM-AC); the text pdftotext (poppler-utils) extracts is checked.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn arbitro(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .env(
            "ARBITRO_CONFIG_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("forms-cli-config"),
        )
        .current_dir(dir)
        .output()
        .expect("arbitro runs")
}

fn ok(args: &[&str], dir: &Path) -> String {
    let out = arbitro(args, dir);
    assert!(
        out.status.success(),
        "arbitro {args:?} failed: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).to_string()
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("forms-cli")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// The text of a PDF (`pdftotext -layout`), whitespace collapsed.
fn text(pdf: &Path) -> String {
    let out = Command::new("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext runs (poppler-utils: scripts/ensure-deps.sh test)");
    assert!(out.status.success(), "pdftotext failed on {}", pdf.display());
    String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn assert_has(text: &str, wanted: &[&str], what: &str) {
    let missing: Vec<&&str> = wanted.iter().filter(|w| !text.contains(**w)).collect();
    assert!(missing.is_empty(), "{what} lacks {missing:?}:\n{text}");
}

/// A magico-advanced event: seven players, round 1 paired and played, two
/// deck checks, an incident with a deviating sanction, an appeal rejected.
fn event(dir: &Path) -> PathBuf {
    let deck = Path::new(env!("CARGO_MANIFEST_DIR")).join("../arbitro-cards/decks/am-ref.json");
    let deck = deck.to_string_lossy().to_string();
    #[rustfmt::skip]
    ok(&["event", "new", "ev.db", "--at", "2026-11-28T10:00:00+01:00", "--name", "Open de Ajedrez Mágico «Peñíscola»",
        "--place", "Peñíscola", "--start", "2026-11-28", "--end", "2026-11-29", "--chief-arbiter", "IA Begoña Ibáñez",
        "--family", "magico-advanced", "--deck", "AM-REF@1", "--rulebook", "2.0@2025-01-01", "--system", "dutch",
        "--rounds", "5", "--time", "10+5", "--tiebreaks", "BH/C1,BH,SB", "--language", "es"], dir);
    let players = [
        ("García López, Antonio", "2450", "GM"),
        ("Fernández Ruiz, María", "2400", "IM"),
        ("Martínez Peña, Íñigo", "2350", "FM"),
        ("Sánchez Ortiz, Lucía", "2300", ""),
        ("Gómez Núñez, Raúl", "2250", ""),
        ("Díaz Castaño, Begoña", "2200", "WFM"),
        ("Muñoz, Nerea", "2150", ""),
    ];
    for (i, (name, rating, title)) in players.iter().enumerate() {
        let id = (2_200_001 + i).to_string();
        let mut args = vec![
            "player",
            "add",
            "ev.db",
            "--at",
            "2026-11-28T10:00:00+01:00",
            "--name",
            name,
        ];
        args.extend(["--rating", rating, "--federation", "ESP", "--fide-id", &id]);
        if !title.is_empty() {
            args.extend(["--title", title]);
        }
        ok(&args, dir);
    }
    ok(
        &["round", "pair", "ev.db", "--at", "2026-11-28T16:00:00+01:00"],
        dir,
    );
    #[rustfmt::skip]
    ok(&["deck-check", "record", "ev.db", "--at", "2026-11-28T16:05:00+01:00", "--round", "1", "--board", "1",
        "--deck-file", &deck, "--counted", "40", "--checker", "AF Íñigo Zabaleta"], dir);
    #[rustfmt::skip]
    ok(&["deck-check", "record", "ev.db", "--at", "2026-11-28T16:07:00+01:00", "--round", "1", "--board", "2",
        "--deck-file", &deck, "--counted", "39", "--missing", "AM-15", "--marked", "AM-33", "--replaced", "AM-33",
        "--checker", "AF Íñigo Zabaleta"], dir);
    ok(&["round", "result", "ev.db", "1", "1", "1-0"], dir);
    ok(&["round", "result", "ev.db", "1", "2", "1/2-1/2"], dir);
    ok(&["round", "result", "ev.db", "1", "3", "+-"], dir);
    #[rustfmt::skip]
    let incident = ok(&["incident", "add", "ev.db", "--at", "2026-11-28T17:10:00+01:00", "--player", "5", "--fault", "showing-hand",
        "--description", "Mostró dos cartas de su mano sin bajarlas para confundir a su rival.",
        "--arbiter", "IA Begoña Ibáñez", "--round", "1", "--board", "2", "--card", "AM-15", "--window", "T",
        "--penalty", "opponent-time:120", "--reason", "Advertencia verbal previa en la ronda", "--json"], dir);
    // Register entry numbers as the commands report them (every decision is an entry).
    let incident: serde_json::Value = serde_json::from_str(&incident).expect("incident JSON");
    let sanction = incident["sanction_seq"]
        .as_i64()
        .expect("a sanction entry")
        .to_string();
    #[rustfmt::skip]
    ok(&["appeal", "committee", "ev.db", "--chair", "Luis Peña/FRA", "--member", "Ana Muñoz/POR",
        "--member", "Jordi Sàbat/AND"], dir);
    #[rustfmt::skip]
    let lodged = ok(&["appeal", "lodge", "ev.db", "--at", "2026-11-28T17:20:00+01:00", "--player", "5", "--against", &sanction,
        "--text", "No mostré las cartas a propósito."], dir);
    let appeal = lodged
        .split_whitespace()
        .skip_while(|w| *w != "entry")
        .nth(1)
        .expect("the appeal's entry")
        .to_string();
    #[rustfmt::skip]
    ok(&["appeal", "decide", "ev.db", &appeal, "--at", "2026-11-28T19:00:00+01:00", "--outcome", "rejected",
        "--text", "El comité confirma la sanción."], dir);
    dir.join("ev.db")
}

#[test]
fn am_ad_every_form_from_an_event_file() {
    let dir = scratch("event");
    event(&dir);
    let form = |name: &str, extra: &[&str]| {
        let file = format!("{name}.pdf");
        let mut args = vec!["form", name, "--event", "ev.db", "-o", &file];
        args.extend_from_slice(extra);
        ok(&args, &dir);
        text(&dir.join(&file))
    };

    let sheets = form("scoresheet", &[]);
    assert_has(
        &sheets,
        &[
            "Planilla de partida",
            "Open de Ajedrez Mágico «Peñíscola»",
            "García López, Antonio",
            "GM",
            "2200001",
            "Hoja 1 de 1",
            "AM-REF 1",
            "10+5",
        ],
        "scoresheets",
    );
    let per_player = form("scoresheet", &["--board", "2", "--per-player", "--lang", "en"]);
    assert_has(
        &per_player,
        &["Game scoresheet", "Copy for", "White", "Black", "½-½"],
        "per-player sheets",
    );
    assert_eq!(
        per_player.matches("Game scoresheet").count(),
        2 * 2,
        "two sheets, title and footer each"
    );

    let deck = form("deck-control", &[]);
    assert_has(
        &deck,
        &[
            "Control de mazos",
            "AM-REF 1",
            "AM-40",
            "Completo",
            "faltan 1 · marcadas 1 · contadas 39 de 40",
            "AF Íñigo Zabaleta",
            "16:07",
        ],
        "deck control",
    );

    let incident = form("incident", &[]);
    assert_has(
        &incident,
        &[
            "Acta de incidencia y apelación",
            "Gómez Núñez, Raúl",
            "AM-15",
            "Mostró dos cartas de su mano",
            "120 s más al rival",
            "Advertencia verbal previa en la ronda",
            "Luis Peña · Ana Muñoz · Jordi Sàbat",
            "No mostré las cartas a propósito.",
            "El comité confirma la sanción.",
            "28/11/2026 17:20",
        ],
        "incident sheet",
    );

    let pairings = form("pairings", &["--round", "1"]);
    assert_has(
        &pairings,
        &[
            "Emparejamientos",
            "GM García López, Antonio",
            "1-0",
            "½-½",
            "+/−",
            "Muñoz, Nerea",
            "Bye por emparejamiento",
        ],
        "pairings",
    );
    // Every sheet's footer carries the register head; the file is checked
    // against it as printed, and against a head it never had.
    let printed = pairings
        .split("Registro ")
        .nth(1)
        .and_then(|rest| rest.split(" · Hoja").next())
        .expect("the register head in the footer");
    let head = printed.replace(" · clave ", ":").replace(" · ", ":");
    let checked = arbitro(&["verify", "ev.db", "--head", &head], &dir);
    assert!(
        checked.status.success(),
        "{head}: {}",
        String::from_utf8_lossy(&checked.stdout)
    );
    let other = format!("{}:000000000000", head.split(':').next().unwrap());
    assert_eq!(
        arbitro(&["verify", "ev.db", "--head", &other], &dir)
            .status
            .code(),
        Some(1)
    );

    let slips = form("result-slips", &["--board", "3"]);
    assert_has(
        &slips,
        &[
            "Boletas de resultado",
            "FM Martínez Peña, Íñigo",
            "WFM Díaz Castaño, Begoña",
        ],
        "result slips",
    );
    assert!(!slips.contains("Sánchez Ortiz"), "only board 3: {slips}");

    let standings = form("standings", &["--lang", "en"]);
    assert_has(
        &standings,
        &[
            "Standings",
            "BH/C1",
            "BH/C1 = Buchholz (C1)",
            "GM García López, Antonio",
        ],
        "standings",
    );

    let cross = form("crosstable", &[]);
    assert_has(
        &cross,
        &["Cuadro cruzado", "4b1", "1n0", "6b+", "3n-", "5n½"],
        "crosstable",
    );
}

#[test]
fn every_form_prints_blank_on_both_papers() {
    let dir = scratch("blank");
    for form in [
        "scoresheet",
        "incident",
        "deck-control",
        "pairings",
        "standings",
        "crosstable",
        "result-slips",
    ] {
        for (paper, lang, title) in [("a4", "es", "Formulario"), ("letter", "en", "Form")] {
            let file = format!("{form}-{paper}.pdf");
            let out = ok(
                &["form", form, "-o", &file, "--paper", paper, "--lang", lang],
                &dir,
            );
            // The command speaks the language asked for.
            let one_page = if lang == "es" { "1 página" } else { "1 page" };
            assert!(out.contains(one_page), "{form} {paper}: {out}");
            assert!(text(&dir.join(&file)).contains(title), "{form} {paper} {lang}");
        }
    }
    ok(
        &[
            "form",
            "deck-control",
            "--deck",
            "ed",
            "--boards",
            "2",
            "-o",
            "ed.pdf",
        ],
        &dir,
    );
    assert_has(&text(&dir.join("ed.pdf")), &["ED-01", "ED-56"], "ED deck blank");
}

#[test]
fn bad_data_is_refused_with_its_path_and_exit_code_2() {
    let dir = scratch("bad");
    std::fs::write(dir.join("bad.json"), r#"{"games": [{"round": "three"}]}"#).expect("write");
    let out = arbitro(&["form", "scoresheet", "--data", "bad.json", "-o", "x.pdf"], &dir);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("bad.json: line 1, column 28: games[0].round: invalid type"),
        "{err}"
    );
    assert!(!dir.join("x.pdf").exists(), "nothing written");

    let out = arbitro(
        &["form", "incident", "--event", "missing.db", "-o", "x.pdf"],
        &dir,
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(!dir.join("x.pdf").exists(), "nothing written");
}
