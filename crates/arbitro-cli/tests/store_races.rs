//! Several `arbitro` processes on one event file at the same time: `verify`
//! beside writers raises no false alarm (it reads one snapshot); two
//! incidents for the same player recorded at once climb the ladder (the
//! suggestion is computed inside the write); of two simultaneous pairings
//! of a round, one is stored and the other is told the round was paired by
//! another process; a write that waits in vain for another program's lock
//! says which program holds it; a newer schema found only in the WAL is
//! refused before anything is checkpointed.

#![cfg(unix)]

mod support;

use std::path::{Path, PathBuf};
use std::process::{Child, Output};

use arbitro_store::Event;
use support::{Scratch, arbitro, ok, run};

fn spawn(args: &[&str]) -> Child {
    arbitro(args).spawn().expect("arbitro runs")
}

fn event(dir: &Scratch) -> String {
    support::event(dir, 7)
}

/// How many writers and writes per writer (`ARBITRO_RACE_WRITERS`,
/// `ARBITRO_RACE_WRITES`; `scripts/store-campaign.sh` runs more).
fn scale() -> (usize, usize) {
    let env = |name: &str, default: usize| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    (env("ARBITRO_RACE_WRITERS", 3), env("ARBITRO_RACE_WRITES", 12))
}

#[test]
fn verify_beside_writers_raises_no_false_alarm() {
    let dir = Scratch::new("verify");
    let ev = event(&dir);
    let (writers, writes) = scale();
    let writers: Vec<std::thread::JoinHandle<u32>> = (0..writers)
        .map(|w| {
            let ev = ev.clone();
            std::thread::spawn(move || {
                let mut done = 0;
                for i in 0..writes {
                    let text = format!("escritor {w}, incidencia {i}");
                    #[rustfmt::skip]
                    let out = run(&["incident", "add", &ev, "--player", "2", "--fault", "disturbing", "--description", &text,
                        "--arbiter", "Ana Árbitro", "--no-sanction", "--reason", "prueba"]);
                    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
                    done += 1;
                }
                done
            })
        })
        .collect();
    let (mut checks, mut alarms) = (0, Vec::new());
    while writers.iter().any(|w| !w.is_finished()) {
        let out = run(&["verify", &ev]);
        checks += 1;
        if !out.status.success() {
            alarms.push(format!(
                "{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    let written: u32 = writers.into_iter().map(|w| w.join().unwrap()).sum();
    println!(
        "verify beside {} writers: {checks} checks, {} false alarms, {written} writes",
        scale().0,
        alarms.len()
    );
    assert!(checks >= 5, "only {checks} checks ran beside the writers");
    assert!(alarms.is_empty(), "false alarms:\n{}", alarms.join("\n"));
    assert!(ok(&["verify", &ev]).contains("register intact"));
}

#[test]
fn simultaneous_incidents_for_one_player_climb_the_ladder() {
    let dir = Scratch::new("ladder");
    let ev = event(&dir);
    let e = Event::open_read_only(Path::new(&ev)).unwrap();
    let games: Vec<(u32, i64)> = e
        .rounds()
        .games(1)
        .unwrap()
        .iter()
        .filter(|g| g.black.is_some())
        .map(|g| (g.board, g.white))
        .collect();
    drop(e);
    let mut failures = Vec::new();
    for (board, player) in &games {
        let args = |n: u32| {
            vec![
                "incident".to_string(),
                "add".into(),
                ev.clone(),
                "--player".into(),
                player.to_string(),
                "--fault".into(),
                "disturbing".into(),
                "--round".into(),
                "1".into(),
                "--board".into(),
                board.to_string(),
                "--description".into(),
                format!("enseña la mano ({n})"),
                "--arbiter".into(),
                "Ana Árbitro".into(),
                "--json".into(),
            ]
        };
        let (a, b) = (args(1), args(2));
        let one = spawn(&a.iter().map(String::as_str).collect::<Vec<_>>());
        let two = spawn(&b.iter().map(String::as_str).collect::<Vec<_>>());
        for child in [one, two] {
            let out = child.wait_with_output().unwrap();
            assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        }
        let e = Event::open_read_only(Path::new(&ev)).unwrap();
        let steps: Vec<String> = e
            .discipline()
            .player_record(*player)
            .unwrap()
            .sanctions
            .iter()
            .map(|(_, s, _)| s.suggested.step.map(|x| x.code().to_string()).unwrap_or_default())
            .collect();
        if steps != ["warning", "time-adjustment"] {
            failures.push(format!("player {player}: {steps:?}"));
        }
    }
    println!(
        "simultaneous incidents: {} pairs, {} escalated",
        games.len(),
        games.len() - failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn of_two_simultaneous_pairings_one_is_stored_and_the_other_told_why() {
    let dir = Scratch::new("pairing");
    let ev = event(&dir);
    for attempt in 0..3 {
        let e = Event::open_read_only(Path::new(&ev)).unwrap();
        let round = e.rounds_paired().unwrap();
        let boards: Vec<u32> = e
            .rounds()
            .games(round)
            .unwrap()
            .iter()
            .filter(|g| g.black.is_some() && !g.finished())
            .map(|g| g.board)
            .collect();
        drop(e);
        for b in boards {
            ok(&[
                "round",
                "result",
                &ev,
                &round.to_string(),
                &b.to_string(),
                "1/2-1/2",
            ]);
        }
        let next = round + 1;
        let outs: Vec<Output> = [spawn(&["round", "pair", &ev]), spawn(&["round", "pair", &ev])]
            .into_iter()
            .map(|c| c.wait_with_output().unwrap())
            .collect();
        let stored = outs.iter().filter(|o| o.status.success()).count();
        assert_eq!(stored, 1, "attempt {attempt}: exactly one pairing is stored");
        let loser = outs.iter().find(|o| !o.status.success()).unwrap();
        let err = String::from_utf8_lossy(&loser.stderr).to_lowercase();
        assert_eq!(loser.status.code(), Some(2), "{err}");
        // The loser either overlapped the winner (told that round `next`
        // was paired meanwhile) or started once the winner had stored it
        // (then it tries the round after and finds `next` still in play).
        assert!(
            err.contains(&format!("round {next} was paired by another process"))
                || err.contains(&format!("while round {next} was being paired"))
                || err.contains(&format!("round {next} still has games without a final result")),
            "{err}"
        );
        assert!(!err.contains("unique constraint"), "{err}");
        assert!(ok(&["verify", &ev]).contains("register intact"));
    }
    println!("simultaneous pairings: 3 rounds, each stored once, the other process told why");
}

#[test]
fn a_held_lock_is_named_and_a_newer_schema_in_the_wal_is_refused_untouched() {
    let dir = Scratch::new("lock");
    let ev = event(&dir);
    // Another program (this test) holds the write lock longer than arbitro waits.
    let holder = rusqlite::Connection::open(&ev).unwrap();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let out = run(&["player", "add", &ev, "--name", "Tarde, Llega"]);
    holder.execute_batch("ROLLBACK").unwrap();
    drop(holder);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("another program is writing to this file"), "{err}");
    assert!(err.contains(&format!("process {}", std::process::id())), "{err}");
    assert!(err.contains("try again"), "{err}");
    ok(&["player", "add", &ev, "--name", "Tarde, Llega"]);

    // A newer arbitro's upgrade, so far only in the WAL.
    let wal = PathBuf::from(format!("{ev}-wal"));
    let newer = rusqlite::Connection::open(&ev).unwrap();
    newer
        .set_db_config(rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)
        .unwrap();
    newer.pragma_update(None, "user_version", 99).unwrap();
    drop(newer);
    let main_before = std::fs::read(&ev).unwrap();
    let wal_before = std::fs::read(&wal).unwrap();
    assert!(!wal_before.is_empty(), "the upgrade is in the WAL");
    for args in [
        vec!["player", "add", &ev, "--name", "Nadie, Nadie"],
        vec!["event", "show", &ev],
        vec!["verify", &ev],
        vec!["incident", "list", &ev],
    ] {
        let out = run(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("newer arbitro"), "{args:?}: {err}");
        assert_eq!(
            std::fs::read(&ev).unwrap(),
            main_before,
            "{args:?}: the main file changed"
        );
        assert_eq!(
            std::fs::read(&wal).unwrap(),
            wal_before,
            "{args:?}: the WAL changed"
        );
    }
}
