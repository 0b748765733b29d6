//! The event file survives `arbitro` killed (SIGKILL) at random moments
//! while it writes (incidents, results, players), takes a backup, pairs a
//! round (which backs up first) or restores a backup: after every kill the
//! event file opens and verifies, every backup file verifies (a killed
//! backup leaves no file that looks like one), a restore's target is the
//! old file or the restored one, whole, and no write that `arbitro`
//! acknowledged (exit 0) is lost.
//!
//! The number of kills is `ARBITRO_KILLS` (default 20, what CI runs;
//! `scripts/store-campaign.sh` runs hundreds and prints the figures). The
//! seed of the moments is printed and can be given as `ARBITRO_KILL_SEED`.

#![cfg(unix)]

mod support;

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use arbitro_rng::Rng;
use arbitro_store::Event;
use support::{Scratch, ok};

fn arbitro(args: &[&str]) -> std::process::Command {
    let mut c = support::arbitro(args);
    c.stdout(Stdio::null());
    c
}

/// Runs `args`, killing it after `after`; whether it finished on its own
/// with success (an acknowledged write) and whether it was killed.
fn run_or_kill(args: &[&str], after: Duration) -> (bool, bool) {
    let mut child = arbitro(args).spawn().expect("arbitro runs");
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            return (status.success(), false);
        }
        if start.elapsed() >= after {
            let _ = child.kill();
            let status = child.wait().expect("wait");
            return (status.success(), true);
        }
        std::thread::sleep(Duration::from_micros(500));
    }
}

fn verifies(path: &Path) -> Result<(), String> {
    let e = Event::open_read_only(path).map_err(|e| e.to_string())?;
    let report = e.verify().map_err(|e| e.to_string())?;
    match report.problems.first() {
        None => Ok(()),
        Some(p) => Err(p.to_string()),
    }
}

#[derive(Default)]
struct Tally {
    kills: u32,
    broken: Vec<String>,
    acknowledged: u32,
    lost: Vec<String>,
}

#[test]
fn killed_writes_backups_and_restores_leave_sound_files() {
    let kills: u32 = std::env::var("ARBITRO_KILLS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20);
    let seed = std::env::var("ARBITRO_KILL_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(arbitro_rng::fresh_seed);
    println!("kill moments seeded with {seed} (ARBITRO_KILL_SEED)");
    let mut rng = Rng::from_seed(seed);
    let dir =
        Scratch(Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("store-kills-{}", std::process::id())));
    let _ = std::fs::remove_dir_all(&dir.0);
    std::fs::create_dir_all(&dir.0).unwrap();
    let ev_path = dir.0.join("open.db");
    let ev = ev_path.to_str().unwrap();
    let players = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/event/players.csv");
    #[rustfmt::skip]
    ok(&["event", "new", ev, "--name", "Open de Invierno", "--start", "2026-01-10", "--end", "2026-01-11",
        "--chief-arbiter", "Ana Árbitro", "--family", "fide", "--system", "dutch", "--rounds", "9",
        "--time", "90+30", "--tiebreaks", "BH"]);
    ok(&["player", "import", ev, players.to_str().unwrap()]);
    ok(&["round", "pair", ev]);

    let restored_path = dir.0.join("restored.db");
    let restored = restored_path.to_str().unwrap();
    let mut tally = Tally::default();
    let mut incidents: Vec<String> = Vec::new();
    let mut added: Vec<String> = Vec::new();
    let mut i = 0u32;
    while tally.kills < kills {
        i += 1;
        // A moment within the command's usual run (debug builds: tens of ms).
        let after = Duration::from_micros(rng.index(120_000) as u64);
        let what = rng.index(10);
        let (acknowledged, killed) = match what {
            0..=3 => {
                let text = format!("incidencia número {i}");
                let out = run_or_kill(
                    &[
                        "incident",
                        "add",
                        ev,
                        "--player",
                        "1",
                        "--fault",
                        "disturbing",
                        "--description",
                        &text,
                        "--arbiter",
                        "Ana Árbitro",
                        "--no-sanction",
                        "--reason",
                        "prueba",
                    ],
                    after,
                );
                if out.0 {
                    incidents.push(text);
                }
                out
            }
            4 | 5 => {
                let name = format!("Tardío {i}, Jugador");
                let out = run_or_kill(&["player", "add", ev, "--name", &name, "--rating", "1500"], after);
                if out.0 {
                    added.push(name);
                }
                out
            }
            6 => run_or_kill(&["backup", ev], after),
            7 => {
                // Finish the round's games and pair the next (a backup first).
                let e = Event::open_read_only(&ev_path).unwrap();
                let last = e.rounds_paired().unwrap();
                let open: Vec<u32> = e
                    .rounds()
                    .games(last)
                    .unwrap()
                    .iter()
                    .filter(|g| g.black.is_some() && !g.finished())
                    .map(|g| g.board)
                    .collect();
                drop(e);
                match open.first() {
                    Some(board) => run_or_kill(
                        &[
                            "round",
                            "result",
                            ev,
                            &last.to_string(),
                            &board.to_string(),
                            "1-0",
                        ],
                        after,
                    ),
                    None => run_or_kill(&["round", "pair", ev], after),
                }
            }
            _ => {
                // Restore the newest backup over a copy of the event: the copy
                // is the old file or the restored one, whole.
                let backups: Vec<PathBuf> = {
                    let folder = dir.0.join("open.db.backups");
                    let mut list: Vec<PathBuf> = std::fs::read_dir(&folder)
                        .map(|d| {
                            d.flatten()
                                .map(|e| e.path())
                                .filter(|p| p.extension().is_some_and(|x| x == "db"))
                                .collect()
                        })
                        .unwrap_or_default();
                    list.sort();
                    list
                };
                let Some(backup) = backups.last() else { continue };
                if !restored_path.exists() {
                    // A plain copy of the event (not one of its logged backups).
                    let c = rusqlite::Connection::open(&ev_path).unwrap();
                    c.backup(rusqlite::MAIN_DB, &restored_path, None).unwrap();
                }
                let before = Event::open_read_only(&restored_path)
                    .and_then(|e| e.register_head())
                    .ok();
                let out = run_or_kill(&["restore", backup.to_str().unwrap(), restored], after);
                match verifies(&restored_path) {
                    Ok(()) => {
                        let now = Event::open_read_only(&restored_path)
                            .unwrap()
                            .register_head()
                            .unwrap();
                        let from = Event::open_read_only(backup).unwrap().register_head().unwrap();
                        if Some(&now) != before.as_ref() && now.count != from.count + 1 {
                            tally
                                .broken
                                .push(format!("restore {i}: neither the old file nor the restored one"));
                        }
                    }
                    Err(e) => tally
                        .broken
                        .push(format!("restore {i}: {}: {e}", restored_path.display())),
                }
                out
            }
        };
        if killed {
            tally.kills += 1;
        }
        if acknowledged {
            tally.acknowledged += 1;
        }
        // After every command, killed or not: the event and its backups are sound.
        if let Err(e) = verifies(&ev_path) {
            tally
                .broken
                .push(format!("after command {i} ({what}): {}: {e}", ev_path.display()));
            break;
        }
        if let Ok(d) = std::fs::read_dir(dir.0.join("open.db.backups")) {
            for f in d
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "db"))
            {
                if let Err(e) = verifies(&f) {
                    tally
                        .broken
                        .push(format!("after command {i}: backup {}: {e}", f.display()));
                    let _ = std::fs::remove_file(&f);
                }
            }
        }
    }
    // Every acknowledged write is in the file.
    let e = Event::open_read_only(&ev_path).unwrap();
    let recorded: Vec<String> = e
        .discipline()
        .incidents()
        .unwrap()
        .into_iter()
        .map(|(_, i)| i.description)
        .collect();
    for text in &incidents {
        if !recorded.contains(text) {
            tally.lost.push(text.clone());
        }
    }
    let names: Vec<String> = e
        .players()
        .all()
        .unwrap()
        .into_iter()
        .map(|p| p.input.name)
        .collect();
    for name in &added {
        if !names.contains(name) {
            tally.lost.push(name.clone());
        }
    }
    println!(
        "kills {} / files broken {} / acknowledged writes lost {} of {} (commands run {i})",
        tally.kills,
        tally.broken.len(),
        tally.lost.len(),
        tally.acknowledged
    );
    assert!(tally.broken.is_empty(), "{}", tally.broken.join("\n"));
    assert!(tally.lost.is_empty(), "lost: {:?}", tally.lost);
}
