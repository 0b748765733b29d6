//! Files as organisers hand them to the command line: a byte-order mark on
//! deck and game-record JSON, PGN in Latin-1, players lists from Excel in
//! Windows-1252 with CR-only line ends, TRFs with a game both players won or
//! a player line cut short, moves typed with Spanish piece letters. Each is
//! read (with a notice naming the encoding) or refused on one line naming
//! the file, line and byte or column.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn run(args: &[&str], lang: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .current_dir(repo())
        .env("LANG", lang)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("arbitro runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).to_string()
}

struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("arbitro-inputs-cli-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch");
        Scratch(dir)
    }

    /// Writes `bytes` to a file of the scratch folder.
    fn file(&self, name: &str, bytes: &[u8]) -> String {
        let path = self.0.join(name);
        std::fs::write(&path, bytes).expect("write");
        path.display().to_string()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn with_bom(path: &str) -> Vec<u8> {
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend(std::fs::read(repo().join(path)).expect("fixture"));
    bytes
}

fn check_ok(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    text(&out.stdout)
}

fn check_refused(out: &Output, needles: &[&str]) {
    let err = text(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(2),
        "stdout: {}\nstderr: {err}",
        text(&out.stdout)
    );
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    // The message after the file name starts with a capital letter.
    for needle in needles {
        assert!(
            err.to_lowercase().contains(&needle.to_lowercase()),
            "\"{needle}\" not in: {err}"
        );
    }
}

#[test]
fn json_with_a_byte_order_mark() {
    let s = Scratch::new("bom");
    let deck = s.file("deck.json", &with_bom("crates/arbitro-cards/decks/am-ref.json"));
    check_ok(&run(&["deck", "validate", &deck], "C.UTF-8"));
    let plain = "crates/arbitro-store/data/demo/record.json";
    let record = s.file("record.json", &with_bom(plain));
    assert_eq!(
        check_ok(&run(&["replay", &record], "C.UTF-8")),
        check_ok(&run(&["replay", plain], "C.UTF-8"))
    );
    // JSON must be UTF-8: a Latin-1 byte is refused where it is.
    let latin = std::fs::read(repo().join("tests/fixtures/text/record-1252.json")).expect("fixture");
    let bad = s.file("bad.json", &latin);
    check_refused(
        &run(&["deck", "validate", &bad], "C.UTF-8"),
        &["bad.json", "line 2, byte 14"],
    );
}

#[test]
fn pgn_in_latin_1() {
    let out = run(&["replay", "tests/fixtures/text/game-1252.pgn"], "es_ES.UTF-8");
    let stdout = check_ok(&out);
    assert!(stdout.contains("Núñez, José - Müller, Jürgen"), "{stdout}");
    let notice = text(&out.stderr);
    assert!(notice.contains("Leído como Windows-1252 (Latin-1)"), "{notice}");
    assert!(notice.contains("«Móstoles» (línea 1)"), "{notice}");
    check_refused(
        &run(&["replay", "tests/fixtures/text/game-undefined.pgn"], "C.UTF-8"),
        &["game-undefined.pgn", "line 6, byte 10"],
    );
}

fn new_event(dir: &Scratch) -> String {
    let ev = dir.0.join("open.db").display().to_string();
    check_ok(&run(
        &[
            "event",
            "new",
            &ev,
            "--name",
            "Open",
            "--place",
            "Móstoles",
            "--start",
            "2026-03-01",
            "--end",
            "2026-03-02",
            "--chief-arbiter",
            "Ana Árbitro",
            "--family",
            "fide",
            "--system",
            "dutch",
            "--rounds",
            "5",
            "--time",
            "90+30",
        ],
        "C.UTF-8",
    ));
    ev
}

#[test]
fn players_from_excel_in_spain() {
    let s = Scratch::new("excel");
    let ev = new_event(&s);
    let out = run(
        &["player", "import", &ev, "tests/fixtures/text/players-1252-cr.csv"],
        "C.UTF-8",
    );
    assert!(check_ok(&out).contains("5 players imported"));
    assert!(
        text(&out.stderr).contains("Windows-1252"),
        "{}",
        text(&out.stderr)
    );
    let list = check_ok(&run(&["player", "list", &ev], "C.UTF-8"));
    assert!(
        list.contains("Núñez, María José") && list.contains("O’Brien, Seán"),
        "{list}"
    );
    let ev2 = {
        let s2 = Scratch::new("dos");
        let ev = new_event(&s2);
        check_refused(
            &run(
                &["player", "import", &ev, "tests/fixtures/text/players-cp850.csv"],
                "C.UTF-8",
            ),
            &["players-cp850.csv", "line 1, byte 27", "nothing was imported"],
        );
        check_ok(&run(&["player", "list", &ev], "C.UTF-8"))
    };
    assert!(!ev2.contains("Garc"), "nothing imported: {ev2}");
}

#[test]
fn the_checker_reports_impossible_results() {
    check_refused(
        &run(
            &[
                "pair",
                "--dutch",
                "crates/arbitro-trf/tests/data/inconsistent/both-won.trf",
                "-c",
            ],
            "C.UTF-8",
        ),
        &["player 1, round 5", "opponent 3", "both players cannot have won"],
    );
}

#[test]
fn cut_trf_lines_are_refused() {
    let s = Scratch::new("cut");
    let full = std::fs::read_to_string(repo().join("tests/fixtures/pairing/dutch/dev-0001-n006-r05.trf"))
        .expect("fixture");
    let mut lines: Vec<String> = full.lines().map(str::to_string).collect();
    lines[3].truncate(40);
    let cut = s.file("cut.trf", lines.join("\r").as_bytes());
    check_refused(
        &run(&["pair", "--dutch", &cut, "-p"], "C.UTF-8"),
        &["cut.trf", "line 4, column 34", "cut short"],
    );
    let mut nameless: Vec<String> = full.lines().map(str::to_string).collect();
    nameless[2].replace_range(14..47, &" ".repeat(33));
    let file = s.file("nameless.trf", nameless.join("\n").as_bytes());
    check_refused(
        &run(&["pair", "--dutch", &file, "-p"], "C.UTF-8"),
        &["line 3, column 15", "no name"],
    );
}

#[test]
fn moves_with_spanish_letters() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let legal = check_ok(&run(&["legal", "--fen", fen, "--letters", "es"], "C.UTF-8"));
    assert!(legal.lines().any(|l| l == "Ab5 f1b5"), "{legal}");
    assert!(legal.lines().any(|l| l == "Cxe5 f3e5"), "{legal}");
    let english = check_ok(&run(&["legal", "--fen", fen], "es_ES.UTF-8"));
    assert!(
        english.lines().any(|l| l == "Bb5 f1b5"),
        "the default is English SAN: {english}"
    );
    assert!(Path::new(&repo().join("tests/fixtures/pgn/games/repetition.pgn")).exists());
}
