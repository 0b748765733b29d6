//! `arbitro backup`, `backup list`, `restore` and `verify` on the files an
//! organiser really meets: a restore onto itself is refused before anything
//! is touched; a half-written or tampered backup is named, and never
//! restored; what a killed backup leaves is never listed as a backup; the
//! list shows each backup's head and whether it verifies.

mod support;

use std::path::{Path, PathBuf};

use support::{Scratch, event, ok, refused};

fn run_in(args: &[&str], lang: &str) -> std::process::Output {
    support::arbitro(args)
        .env("LC_ALL", lang)
        .output()
        .expect("arbitro runs")
}

#[test]
fn a_restore_onto_itself_is_refused_before_anything_is_touched() {
    let dir = Scratch::new("self");
    let ev = event(&dir, 5);
    let before = std::fs::read(&ev).unwrap();
    for (backup, target) in [
        (ev.clone(), ev.clone()),
        (format!("{}/./open.db", dir.0.display()), ev.clone()),
    ] {
        let err = refused(&["restore", &backup, &target]);
        assert!(err.contains("cannot be restored onto itself"), "{err}");
        assert_eq!(std::fs::read(&ev).unwrap(), before, "untouched");
    }
    let left: Vec<String> = std::fs::read_dir(&dir.0)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|n| n.contains("before-restore") || n.ends_with(".partial"))
        .collect();
    assert!(left.is_empty(), "nothing made: {left:?}");
    // In Spanish too.
    let es = run_in(&["restore", &ev, &ev], "es_ES.UTF-8");
    assert_eq!(es.status.code(), Some(2));
}

#[test]
fn bad_backups_are_named_and_never_restored() {
    let dir = Scratch::new("bad");
    let ev = event(&dir, 5);
    let good = dir.path("good.db");
    ok(&["backup", &ev, "-o", &good]);
    // Half a file: what a backup killed half-way used to leave.
    let half = dir.path("half.db");
    let bytes = std::fs::read(&good).unwrap();
    std::fs::write(&half, &bytes[..bytes.len() / 2]).unwrap();
    // A tampered backup: a result edited behind arbitro's back.
    let edited = dir.path("edited.db");
    std::fs::copy(&good, &edited).unwrap();
    {
        let c = rusqlite::Connection::open(&edited).unwrap();
        c.execute("UPDATE player SET rating = 2999 WHERE id = 1", [])
            .unwrap();
    }
    let before = std::fs::read(&ev).unwrap();
    for bad in [&half, &edited] {
        let v = run_in(&["verify", bad], "C");
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&v.stdout),
            String::from_utf8_lossy(&v.stderr)
        );
        assert_ne!(v.status.code(), Some(0), "{bad}: {text}");
        assert!(text.contains(bad.as_str()), "{bad} named: {text}");
        assert!(!text.contains("readonly database"), "{text}");
        let err = refused(&["restore", bad, &ev]);
        assert!(err.contains(bad.as_str()), "{bad} named: {err}");
        assert_eq!(
            std::fs::read(&ev).unwrap(),
            before,
            "{bad}: the event was touched"
        );
    }
    let err = refused(&["restore", &edited, &ev]);
    assert!(err.contains("does not verify") && err.contains("rating"), "{err}");
    // The good one restores, and the message names the safety copy.
    let out = ok(&["restore", &good, &ev]);
    assert!(out.contains("open.before-restore-1.db"), "{out}");
    assert!(Path::new(&dir.path("open.before-restore-1.db")).exists());
    assert!(ok(&["verify", &ev]).contains("register intact"));
}

#[test]
fn backup_list_shows_heads_and_verification_and_no_partial_files() {
    let dir = Scratch::new("list");
    let ev = event(&dir, 5);
    let written = ok(&["backup", &ev]);
    assert!(
        written.contains("backup written to") && written.contains("head "),
        "{written}"
    );
    // What a killed backup leaves behind: a hidden partial file.
    let folder = PathBuf::from(format!("{ev}.backups"));
    std::fs::write(folder.join(".open.db-x.db.backup-99999.partial"), b"half").unwrap();
    // A backup edited behind arbitro's back.
    let mut backups: Vec<PathBuf> = std::fs::read_dir(&folder)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "db"))
        .collect();
    backups.sort();
    assert_eq!(backups.len(), 2, "before pairing and manual: {backups:?}");
    let manual = backups
        .iter()
        .find(|p| p.to_string_lossy().contains("manual"))
        .unwrap();
    {
        let c = rusqlite::Connection::open(manual).unwrap();
        assert_eq!(
            c.execute("UPDATE game SET black = white WHERE board = 1", [])
                .unwrap(),
            1
        );
    }
    let list = ok(&["backup", "list", &ev]);
    assert_eq!(list.matches("head ").count(), 2, "{list}");
    assert!(list.contains(", verifies"), "{list}");
    assert!(list.contains("does NOT verify"), "{list}");
    assert!(!list.contains(".partial"), "{list}");
    let es = String::from_utf8_lossy(&run_in(&["backup", "list", &ev], "es_ES.UTF-8").stdout).to_string();
    assert!(
        es.contains("cabeza") && es.contains("supera la verificación"),
        "{es}"
    );
    // The event itself still verifies: the backup still holds the register
    // head the log gives for it (its table edit is the backup's own problem).
    assert!(ok(&["verify", &ev]).contains("register intact"));
}
