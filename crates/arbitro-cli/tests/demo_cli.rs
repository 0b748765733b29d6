//! `arbitro demo`, the README's headless run: every section does real work,
//! the demo event it writes is a sound event the other commands accept, a
//! second run replaces it, and a file that is not an earlier demo is never
//! touched.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn arbitro(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .output()
        .expect("arbitro runs")
}

fn text(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn temp_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("arbitro-demo-cli-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn path_str(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn demo_runs_every_section_and_writes_a_sound_event() {
    let dir = temp_dir("sections");
    let file = dir.join("demo.arbitro");
    for run in 0..2 {
        let out = arbitro(&["demo", "--seed", "7", "--event", path_str(&file)]);
        assert!(
            out.status.success(),
            "run {run}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let stdout = text(&out);
        for expected in [
            "Rules core",
            "Chess960 draw (F9-1): position",
            "[AM-D6] Shield on the black knight on c6",
            "[AM-G13] Final verification",
            "Round 3 (FIDE Dutch system, C.04.3)",
            "waiting: the deck was not checked",
            "White 14:04 (2 moves), Black 14:16 (1 move); running: Black",
            "the AM-AC ladder starts at warning",
            "replayed through the card engine, 6 events, result 1-0",
            "Precedent found by search: AM-28",
            "hash chain intact",
        ] {
            assert!(
                stdout.contains(expected),
                "run {run}: missing '{expected}' in\n{stdout}"
            );
        }
    }

    // The event is accepted by the other commands: verify, round show, and a
    // TRF export that the pairing checker finds consistent with the Dutch rules.
    let verify = arbitro(&["verify", path_str(&file)]);
    assert!(
        verify.status.success(),
        "{}",
        String::from_utf8_lossy(&verify.stderr)
    );
    assert!(text(&verify).contains("register intact"));
    let trf = dir.join("demo.trf");
    let export = arbitro(&["export", "trf", path_str(&file), "-o", path_str(&trf)]);
    assert!(
        export.status.success(),
        "{}",
        String::from_utf8_lossy(&export.stderr)
    );
    let check = arbitro(&["pair", "--dutch", path_str(&trf), "-c"]);
    assert!(
        check.status.success(),
        "the demo's rounds are not the Dutch engine's: {}{}",
        text(&check),
        String::from_utf8_lossy(&check.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn demo_never_overwrites_another_file() {
    let dir = temp_dir("overwrite");
    let file = dir.join("club.arbitro");
    std::fs::write(&file, "not a demo").unwrap();
    let out = arbitro(&["demo", "--seed", "1", "--event", path_str(&file)]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("already exists"));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "not a demo");
    let _ = std::fs::remove_dir_all(&dir);
}
