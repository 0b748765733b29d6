//! `arbitro pair` and `arbitro generate` with the conventions of the
//! FIDE-endorsed engines: `-p` output format, `-c` checker, exit statuses
//! (0 success, 1 no legal pairing / discrepancies, 2 bad input), one-line
//! errors, and a reproducible generator.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn arbitro(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
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

/// A round that cannot be paired exits with 1 and one line on stderr; a
/// missing file exits with 2.
#[test]
fn exit_statuses() {
    let nopair = fixture("dutch-nopair/dev-nopair-0004-n006-r05.trf");
    let run = arbitro(&["pair", "--dutch", nopair.to_str().unwrap(), "-p"]);
    assert_eq!(run.status.code(), Some(1));
    let err = String::from_utf8_lossy(&run.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.to_lowercase().contains("no legal pairing"), "{err}");

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
    assert_eq!(text.matches("(white)").count(), 7, "{text}");
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
