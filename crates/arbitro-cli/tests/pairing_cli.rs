//! `arbitro pair` and `arbitro generate` with the conventions of the
//! FIDE-endorsed engines: `-p` output format, `-c` checker, exit statuses
//! (0 success, 1 no legal pairing / discrepancies, 2 bad input), one-line
//! errors in the locale's language, a round that cannot be paired explained,
//! and a reproducible generator.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs arbitro in the English locale.
fn arbitro(args: &[&str]) -> Output {
    arbitro_in("C", args)
}

/// Runs arbitro with `LANG` set to `locale` (and no other locale variable).
fn arbitro_in(locale: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", locale)
        .output()
        .expect("arbitro runs")
}

fn fixture(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/pairing")
        .join(rel)
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("pairing-cli")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// The file as it stood before `round`, written for the command line.
fn before(file: &str, round: u32, dir: &Path) -> (PathBuf, arbitro_trf::Tournament) {
    let text = std::fs::read_to_string(fixture(file)).expect("fixture");
    let t = arbitro_trf::parse(&text).expect("parses");
    let b = t.before_round(round);
    let path = dir.join(format!("before-{round}.trf"));
    std::fs::write(
        &path,
        arbitro_trf::write(&b, arbitro_trf::TrfVersion::Trf16).expect("writes"),
    )
    .expect("write");
    (path, t)
}

/// `-p` writes the number of pairs, `white black` lines and `bye 0`; the
/// games are those the file recorded (the README's example: round 6 of
/// dev-0003).
#[test]
fn pair_writes_the_engine_format() {
    let dir = scratch("p");
    let (input, t) = before("dutch/dev-0003-n015-r06.trf", 6, &dir);
    let out = dir.join("out.txt");
    let run = arbitro(&[
        "pair",
        "--dutch",
        input.to_str().unwrap(),
        "-p",
        out.to_str().unwrap(),
    ]);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let text = std::fs::read_to_string(&out).expect("output");
    let lines: Vec<&str> = text.lines().collect();
    let pairs: usize = lines[0].parse().expect("count");
    assert_eq!(pairs, lines.len() - 1);
    assert_eq!(*lines.last().unwrap(), "12 0", "the bye comes last as `player 0`");
    for line in &lines[1..lines.len() - 1] {
        let mut it = line.split(' ').map(|x| x.parse::<u32>().expect("number"));
        let (w, b) = (it.next().unwrap(), it.next().unwrap());
        let cell = t.player(w).expect("white").cell(6);
        assert_eq!(cell.opponent, Some(b), "{line}");
        assert_eq!(cell.colour, Some(arbitro_trf::Colour::White), "{line}");
    }
    // Without a file name the pairing goes to standard output.
    let stdout = arbitro(&["pair", "--dutch", input.to_str().unwrap(), "-p"]);
    assert_eq!(String::from_utf8_lossy(&stdout.stdout), text);
}

/// `-c` accepts the recorded last round and reports a tampered one.
#[test]
fn check_lists_discrepancies() {
    let good = fixture("dutch/dev-0010-n010-r06.trf");
    let ok = arbitro(&["pair", "--dutch", good.to_str().unwrap(), "-c"]);
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stdout));

    // Swap the colours of one game of the last round.
    let dir = scratch("c");
    let mut t = arbitro_trf::parse(&std::fs::read_to_string(&good).unwrap()).unwrap();
    let last = t.paired_rounds() as usize - 1;
    let a = t
        .players
        .iter()
        .position(|p| p.rounds[last].opponent.is_some())
        .unwrap();
    let opp = t.players[a].rounds[last].opponent.unwrap();
    let b = t.players.iter().position(|p| p.start_rank == opp).unwrap();
    for i in [a, b] {
        let c = &mut t.players[i].rounds[last];
        c.colour = c.colour.map(arbitro_trf::Colour::opposite);
    }
    let bad = dir.join("bad.trf");
    std::fs::write(
        &bad,
        arbitro_trf::write(&t, arbitro_trf::TrfVersion::Trf2026).unwrap(),
    )
    .unwrap();
    let run = arbitro(&["pair", "--dutch", bad.to_str().unwrap(), "-c"]);
    assert_eq!(run.status.code(), Some(1));
    let text = String::from_utf8_lossy(&run.stdout);
    assert!(text.contains("the rules give White to"), "{text}");
}

/// A round that cannot be paired exits with 1 and one line on stderr that
/// names the players, the criterion and what the arbiter can do, in the
/// locale's language; a missing file exits with 2.
#[test]
fn exit_statuses() {
    let nopair = fixture("dutch-nopair/dev-nopair-0004-n006-r05.trf");
    let run = arbitro(&["pair", "--dutch", nopair.to_str().unwrap(), "-p"]);
    assert_eq!(run.status.code(), Some(1));
    let err = String::from_utf8_lossy(&run.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    for part in [
        "No legal pairing exists for round 5",
        "players 1, 2, 3, 6 cannot all be paired",
        "player 5 and the bye",
        "player 2 only with the bye",
        "C1, no rematch",
        "What the chief arbiter can do",
    ] {
        assert!(err.contains(part), "{part:?} missing in {err}");
    }
    let es = arbitro_in(
        "es_ES.UTF-8",
        &["pair", "--dutch", nopair.to_str().unwrap(), "-p"],
    );
    assert_eq!(es.status.code(), Some(1));
    let err = String::from_utf8_lossy(&es.stderr);
    for part in [
        "No existe ningún emparejamiento legal para la ronda 5",
        "los jugadores 1, 2, 3, 6 no pueden emparejarse todos",
        "el jugador 2, solo con el bye",
        "el C1, sin repetir rival",
        "Lo que puede hacer el árbitro principal",
    ] {
        assert!(err.contains(part), "{part:?} missing in {err}");
    }

    let missing = arbitro(&["pair", "--dutch", "/nonexistent/file.trf", "-p"]);
    assert_eq!(missing.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&missing.stderr).lines().count(), 1);
}

/// `--explain` names the criteria by their C.04.3 numbers and every colour.
#[test]
fn explain_names_criteria() {
    let dir = scratch("e");
    let (input, _) = before("dutch/dev-0003-n015-r06.trf", 6, &dir);
    let run = arbitro(&["pair", "--dutch", input.to_str().unwrap(), "--explain"]);
    assert!(run.status.success());
    let text = String::from_utf8_lossy(&run.stdout);
    assert!(text.contains("C6:"), "{text}");
    assert!(text.contains("receives the pairing-allocated bye"), "{text}");
    assert!(text.contains("C5: lowest score"), "{text}");
    assert_eq!(text.matches("(White)").count(), 7, "{text}");
    assert!(!text.contains("(s)"), "plurals are the catalogue's: {text}");
    let es = arbitro_in(
        "es_ES.UTF-8",
        &["pair", "--dutch", input.to_str().unwrap(), "--explain"],
    );
    let text = String::from_utf8_lossy(&es.stdout);
    assert!(text.contains("emparejada por el sistema holandés FIDE"), "{text}");
    assert!(
        text.contains("recibe el bye asignado por el emparejamiento"),
        "{text}"
    );
    assert_eq!(text.matches("(blancas)").count(), 7, "{text}");
}

/// The generator is reproducible and its output pairs and checks cleanly.
#[test]
fn generate_is_reproducible_and_consistent() {
    let dir = scratch("g");
    let a = dir.join("a.trf");
    let b = dir.join("b.trf");
    for out in [&a, &b] {
        let run = arbitro(&[
            "generate",
            "--players",
            "40",
            "--rounds",
            "7",
            "--seed",
            "11",
            "--byes",
            "0.05",
            "--forfeits",
            "0.03",
            "-o",
            out.to_str().unwrap(),
        ]);
        assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    }
    let ta = std::fs::read_to_string(&a).unwrap();
    assert_eq!(ta, std::fs::read_to_string(&b).unwrap());
    let t = arbitro_trf::parse(&ta).expect("generated TRF parses");
    t.validate().expect("generated TRF is consistent");
    assert_eq!(t.paired_rounds(), 7);
    let check = arbitro(&["pair", "--dutch", a.to_str().unwrap(), "-c"]);
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stdout)
    );
}

/// An odd field can play as many rounds as players (each gets the bye
/// once); one round more, or an even field's n rounds, is refused with the
/// reason, in the locale's language.
#[test]
fn generate_accepts_n_rounds_for_n_odd_players() {
    let dir = scratch("odd");
    let out = dir.join("nine.trf");
    // Some seeds end in a round no pairing can complete: the first that
    // plays all nine rounds shows that nine rounds are accepted.
    let played = (1..40).find(|seed| {
        let seed = seed.to_string();
        let run = arbitro(&[
            "generate",
            "--players",
            "9",
            "--rounds",
            "9",
            "--seed",
            &seed,
            "-o",
            out.to_str().unwrap(),
        ]);
        match run.status.code() {
            Some(0) => true,
            Some(1) => {
                let err = String::from_utf8_lossy(&run.stderr);
                assert!(err.contains("No legal pairing exists for round"), "{err}");
                false
            }
            other => panic!("{other:?}: {}", String::from_utf8_lossy(&run.stderr)),
        }
    });
    assert!(played.is_some(), "no seed plays 9 rounds with 9 players");
    let t = arbitro_trf::parse(&std::fs::read_to_string(&out).unwrap()).expect("parses");
    assert_eq!(t.paired_rounds(), 9);
    for p in &t.players {
        let byes = p
            .rounds
            .iter()
            .filter(|c| c.result == arbitro_trf::ResultCode::PairingAllocatedBye)
            .count();
        assert_eq!(byes, 1, "player {} gets the bye once", p.start_rank);
    }
    for (players, rounds, en, es) in [
        (
            "9",
            "10",
            "9 players can play at most 9 rounds, not 10",
            "9 jugadores pueden jugar como máximo 9 rondas, no 10",
        ),
        (
            "10",
            "10",
            "10 players can play at most 9 rounds, not 10",
            "10 jugadores pueden jugar como máximo 9 rondas, no 10",
        ),
    ] {
        let args = [
            "generate",
            "--players",
            players,
            "--rounds",
            rounds,
            "--seed",
            "1",
        ];
        let run = arbitro(&args);
        assert_eq!(run.status.code(), Some(2));
        let err = String::from_utf8_lossy(&run.stderr);
        assert!(err.contains(en), "{err}");
        let run = arbitro_in("es_ES.UTF-8", &args);
        assert!(String::from_utf8_lossy(&run.stderr).contains(es));
    }
    let run = arbitro(&[
        "generate",
        "--players",
        "9",
        "--rounds",
        "5",
        "--seed",
        "1",
        "--withdrawals",
        "2",
    ]);
    assert_eq!(run.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&run.stderr)
            .contains("The probability that a player withdraws must lie between 0 and 1, not 2")
    );
}

/// The generated file declares the rules it was paired by in the code
/// pairing engines read, Baku acceleration included; read back, its
/// accelerated rounds check only because the type says Baku.
#[test]
fn generated_files_declare_their_tournament_type() {
    let dir = scratch("type");
    for (baku, code) in [(false, "FIDE_DUTCH_2025"), (true, "FIDE_DUTCH_2025_BAKU")] {
        let out = dir.join(format!("baku-{baku}.trf"));
        let mut args = vec![
            "generate",
            "--players",
            "30",
            "--rounds",
            "6",
            "--seed",
            "3",
            "--withdrawals",
            "0.05",
            "-o",
            out.to_str().unwrap(),
        ];
        if baku {
            args.push("--baku");
        }
        let run = arbitro(&args);
        assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
        let text = std::fs::read_to_string(&out).unwrap();
        assert!(
            text.lines().any(|l| l == format!("192 {code}")),
            "{code} missing:\n{text}"
        );
        // Round 2 (accelerated) checks against the rules the type names.
        let mut t = arbitro_trf::parse(&text).expect("parses");
        for p in &mut t.players {
            p.rounds.truncate(2);
            p.points = Some(p.points_after(2, &arbitro_trf::PointSystem::default()));
            // The file's ranks are those after its last round, which the
            // checker would hold against the standings after round 2.
            p.rank = None;
        }
        let upto = dir.join(format!("baku-{baku}-r2.trf"));
        let write = |t: &arbitro_trf::Tournament| {
            std::fs::write(
                &upto,
                arbitro_trf::write(t, arbitro_trf::TrfVersion::Trf2026).unwrap(),
            )
            .unwrap();
            arbitro(&["pair", "--dutch", upto.to_str().unwrap(), "-c"])
        };
        let check = write(&t);
        assert!(
            check.status.success(),
            "{}",
            String::from_utf8_lossy(&check.stdout)
        );
        if baku {
            // The file writes the virtual points out (250); without them the
            // type alone still says Baku, and without both round 2 differs.
            assert!(!t.accelerations.is_empty(), "Baku's virtual points are written");
            t.accelerations.clear();
            let by_type = write(&t);
            assert!(
                by_type.status.success(),
                "{}",
                String::from_utf8_lossy(&by_type.stdout)
            );
            t.tournament_type = Some("FIDE_DUTCH_2025".into());
            assert_eq!(
                write(&t).status.code(),
                Some(1),
                "without Baku, round 2 pairs differently"
            );
        }
    }
}
