//! `arbitro event import`, `arbitro pair -c` over every round and the
//! final ranks, and `arbitro generate` without a seed, as an organiser runs
//! them: the review first, in the locale's language; a departure from the
//! pairing rules refused with exit status 2 unless confirmed; a wrong rank
//! named with the tie-break values that decide it (exit status 1); a fresh
//! seed each run, printed.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn arbitro_in(locale: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", locale)
        .env("ARBITRO_CONFIG_DIR", scratch_root().join("config"))
        .output()
        .expect("arbitro runs")
}

fn arbitro(args: &[&str]) -> Output {
    arbitro_in("C", args)
}

fn scratch_root() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("event-import-cli")
}

fn scratch(name: &str) -> PathBuf {
    let dir = scratch_root().join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

fn real(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/trf/real")
        .join(name)
}

fn out(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

#[test]
fn import_prints_the_review_then_imports_in_both_languages() {
    let dir = scratch("gros");
    let trf = real("javafo-aum-gros-2010.trf");
    let review = arbitro(&["event", "import", trf.to_str().unwrap(), "--review"]);
    assert!(review.status.success(), "{}", out(&review));
    let text = out(&review);
    assert!(text.contains("TRF16, 52 players, 4 of 9 rounds played"), "{text}");
    assert!(text.contains("title “g” read as GM"), "{text}");
    assert!(
        std::fs::read_dir(&dir).unwrap().next().is_none(),
        "--review writes nothing"
    );

    // Paired in 2010: rounds 2 and 4 depart from today's rules; listed by board.
    assert!(text.contains("38 departures from the pairing rules"), "{text}");
    assert!(
        text.contains("Round 2, board 4: Game 4-17 is not the pairing of the rules."),
        "{text}"
    );

    let event = dir.join("gros.arbitro");
    let run = arbitro_in(
        "es_ES.UTF-8",
        &[
            "event",
            "import",
            trf.to_str().unwrap(),
            "-o",
            event.to_str().unwrap(),
            "--confirm-departure",
        ],
    );
    let text = out(&run);
    assert!(run.status.success(), "{text}");
    assert!(
        text.contains("TRF16, 52 jugadores, 4 de 9 rondas jugadas"),
        "{text}"
    );
    assert!(text.contains("Ronda 2, tablero 4:"), "{text}");
    assert!(text.contains("el título «g» se lee como GM"), "{text}");
    assert!(text.contains("Torneo importado en"), "{text}");
    let show = arbitro(&["event", "show", event.to_str().unwrap()]);
    assert!(show.status.success(), "{}", out(&show));

    // The report carries every round and the ranks; it checks clean.
    let report = dir.join("report.trf");
    let export = arbitro(&[
        "export",
        "trf",
        event.to_str().unwrap(),
        "--format",
        "trf2026",
        "-o",
        report.to_str().unwrap(),
    ]);
    assert!(export.status.success(), "{}", out(&export));
    let t = arbitro_trf::parse(&std::fs::read_to_string(&report).unwrap()).unwrap();
    assert_eq!(t.paired_rounds(), 4);
    assert!(t.players.iter().all(|p| p.rank.is_some()));
}

#[test]
fn a_departure_is_refused_unless_confirmed() {
    let dir = scratch("departure");
    let text = std::fs::read_to_string(real("bbp-dutch_2025_C5.trf"))
        .unwrap()
        .replace('\r', "\n");
    // Round 2: 2-1 and 4-3 become 2-3 and 4-1, a rematch of round 1 (C1).
    let planted = text
        .replace("     4 w 1     2 b 1", "     4 w 1     4 b 1")
        .replace("     5 b 1     1 w 0", "     5 b 1     3 w 0")
        .replace("     6 w 1     4 b 1", "     6 w 1     2 b 1")
        .replace("     1 b 0     3 w 0", "     1 b 0     1 w 0");
    let file = dir.join("planted.trf");
    std::fs::write(&file, planted).unwrap();
    let event = dir.join("planted.arbitro");
    let run = arbitro(&[
        "event",
        "import",
        file.to_str().unwrap(),
        "-o",
        event.to_str().unwrap(),
    ]);
    assert_eq!(run.status.code(), Some(2), "{}", out(&run));
    assert!(out(&run).contains("--confirm-departure"), "{}", out(&run));
    assert!(!event.exists());
    let run = arbitro(&[
        "event",
        "import",
        file.to_str().unwrap(),
        "-o",
        event.to_str().unwrap(),
        "--confirm-departure",
    ]);
    assert!(run.status.success(), "{}", out(&run));
}

/// Two players' ranks exchanged: the checker names both, with their values.
#[test]
fn the_checker_names_a_wrong_rank_with_its_tie_break_values() {
    let dir = scratch("ranks");
    let generated = dir.join("g.trf");
    let made = arbitro(&[
        "generate",
        "--seed",
        "4",
        "--players",
        "20",
        "--rounds",
        "5",
        "--tie-breaks",
        "BH/C1,SB",
        "-o",
        generated.to_str().unwrap(),
    ]);
    assert!(made.status.success(), "{}", out(&made));
    let clean = arbitro(&["pair", "--dutch", generated.to_str().unwrap(), "-c"]);
    assert!(clean.status.success(), "{}", out(&clean));
    assert!(out(&clean).contains("Ranks: the file's 20 ranks follow the tie-break list (PTS, BH/C1, SB)"));

    let mut t = arbitro_trf::parse(&std::fs::read_to_string(&generated).unwrap()).unwrap();
    let first = t.players.iter().position(|p| p.rank == Some(1)).unwrap();
    let last = t.players.iter().position(|p| p.rank == Some(20)).unwrap();
    t.players[first].rank = Some(20);
    t.players[last].rank = Some(1);
    let planted = dir.join("planted.trf");
    std::fs::write(
        &planted,
        arbitro_trf::write(&t, arbitro_trf::TrfVersion::Trf2026).unwrap(),
    )
    .unwrap();
    let check = arbitro(&["pair", "--dutch", planted.to_str().unwrap(), "-c"]);
    assert_eq!(check.status.code(), Some(1), "{}", out(&check));
    let text = out(&check);
    let name = t.players[first].start_rank;
    assert!(
        text.contains(&format!(
            "Player {name}: the file ranks them 20; the tie-breaks give rank 1: {name} (PTS "
        )),
        "{text}"
    );
    let es = arbitro_in(
        "es_ES.UTF-8",
        &["pair", "--dutch", planted.to_str().unwrap(), "-c"],
    );
    assert!(
        out(&es).contains(&format!("Jugador {name}: el archivo lo clasifica 20.º")),
        "{}",
        out(&es)
    );
}

#[test]
fn generate_without_a_seed_draws_a_fresh_one_and_says_it() {
    let dir = scratch("seedless");
    let a = dir.join("a.trf");
    let b = dir.join("b.trf");
    let mut seeds = Vec::new();
    for f in [&a, &b] {
        let run = arbitro(&[
            "generate",
            "--players",
            "12",
            "--rounds",
            "4",
            "-o",
            f.to_str().unwrap(),
        ]);
        assert!(run.status.success(), "{}", out(&run));
        let said = String::from_utf8_lossy(&run.stderr).to_string();
        let seed = said.split_whitespace().nth(1).unwrap_or_default().to_string();
        assert!(said.starts_with("Seed: "), "{said}");
        let text = std::fs::read_to_string(f).unwrap();
        assert!(
            text.contains(&format!("012 Random tournament (seed {seed})")),
            "{text}"
        );
        seeds.push(seed);
    }
    assert_ne!(seeds[0], seeds[1]);
    assert_ne!(
        std::fs::read_to_string(&a).unwrap(),
        std::fs::read_to_string(&b).unwrap()
    );
    // The seed printed repeats the file.
    let c = dir.join("c.trf");
    let run = arbitro(&[
        "generate",
        "--players",
        "12",
        "--rounds",
        "4",
        "--seed",
        &seeds[0],
        "-o",
        c.to_str().unwrap(),
    ]);
    assert!(run.status.success(), "{}", out(&run));
    assert_eq!(
        std::fs::read_to_string(&a).unwrap(),
        std::fs::read_to_string(&c).unwrap()
    );
}
