//! Shared by the event-file tests that drive `arbitro` as an organiser
//! would (store_files, store_races, store_kills): scratch folders, the
//! command with the tests' own installation, a ready event.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A folder under the build's temporary directory, removed when dropped.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new(tag: &str) -> Scratch {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("store-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    pub fn path(&self, name: &str) -> String {
        self.0.join(name).to_string_lossy().to_string()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `arbitro ARGS` in English, with the tests' installation (its key and
/// journal in the build's temporary directory, not the user's), output piped.
pub fn arbitro(args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_arbitro"));
    c.args(args)
        .env(
            "ARBITRO_CONFIG_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("store-tests-config"),
        )
        .env("LC_ALL", "C")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    c
}

pub fn run(args: &[&str]) -> Output {
    arbitro(args).output().expect("arbitro runs")
}

/// Runs a command that must succeed; its standard output.
pub fn ok(args: &[&str]) -> String {
    let out = run(args);
    assert!(
        out.status.success(),
        "arbitro {}: {}",
        args.join(" "),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).to_string()
}

/// A refused command: exit 2; its one-line message.
pub fn refused(args: &[&str]) -> String {
    let out = run(args);
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(2), "arbitro {}: {err}", args.join(" "));
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// An event of 11 players (tests/fixtures/event/players.csv) with round 1 paired.
pub fn event(dir: &Scratch, rounds: u32) -> String {
    let ev = dir.path("open.db");
    let players = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/event/players.csv");
    let rounds = rounds.to_string();
    #[rustfmt::skip]
    ok(&["event", "new", &ev, "--name", "Open de Otoño", "--start", "2026-10-10", "--end", "2026-10-11",
        "--chief-arbiter", "Ana Árbitro", "--family", "fide", "--system", "dutch", "--rounds", &rounds,
        "--time", "90+30", "--tiebreaks", "BH"]);
    ok(&["player", "import", &ev, players.to_str().unwrap()]);
    ok(&["round", "pair", &ev]);
    ev
}
