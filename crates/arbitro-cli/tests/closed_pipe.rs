//! `arbitro … | head`: a reader that goes away is not an error. Standard
//! output is closed before the command writes, so every write fails with a
//! broken pipe; the command stops quietly (no panic report on stderr).

use std::process::{Command, Stdio};

fn with_closed_stdout(args: &[&str]) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("arbitro runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("arbitro ends");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn closed_standard_output_is_not_a_panic() {
    let dir = std::env::temp_dir().join(format!("arbitro-closed-pipe-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let event = dir.join("demo.arbitro");
    let event = event.to_str().unwrap();
    let made = Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(["demo", "--seed", "3", "--event", event])
        .output()
        .unwrap();
    assert!(made.status.success());

    for args in [
        vec!["--help"],
        vec!["deck", "show", "AM-REF"],
        vec!["event", "show", event],
        vec!["round", "show", event, "3"],
        vec!["incident", "list", event],
        vec!["demo", "--seed", "3", "--event", event],
    ] {
        let (code, stderr) = with_closed_stdout(&args);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(code, Some(0), "{args:?}: {stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
