//! FIDE Dutch system (C.04.3, 2026 edition): every round of every fixture
//! tournament is re-paired from the state before it and must equal the
//! recorded pairing (games with colours, and the pairing-allocated bye); the
//! `dutch-nopair` files must end in a round that cannot be paired.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use arbitro_pairing::{DutchOptions, PairingError, pair_next_round};
use arbitro_trf::{Colour, Tournament, parse};

fn fixtures(sub: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/pairing")
        .join(sub);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    files
}

/// The recorded pairing of `round`: games as (white, black) and the bye.
fn recorded(t: &Tournament, round: u32) -> (BTreeSet<(u32, u32)>, Option<u32>) {
    let mut games = BTreeSet::new();
    let mut bye = None;
    for p in &t.players {
        let c = p.cell(round);
        if c.result == arbitro_trf::ResultCode::PairingAllocatedBye {
            bye = Some(p.start_rank);
        }
        if let (Some(o), Some(Colour::White)) = (c.opponent, c.colour) {
            games.insert((p.start_rank, o));
        }
    }
    (games, bye)
}

/// Replays every round of `t`; returns (matched, total, first mismatches).
fn replay(name: &str, t: &Tournament, rounds: u32, log: &mut Vec<String>) -> (u32, u32) {
    let mut ok = 0;
    for r in 1..=rounds {
        let before = t.before_round(r);
        let want = recorded(t, r);
        match pair_next_round(&before, &DutchOptions::default()) {
            Ok(p) => {
                let got: BTreeSet<(u32, u32)> = p.games.iter().map(|g| (g.white, g.black)).collect();
                if (got.clone(), p.bye) == want {
                    ok += 1;
                } else {
                    let missing: Vec<_> = want.0.difference(&got).collect();
                    let extra: Vec<_> = got.difference(&want.0).collect();
                    log.push(format!(
                        "{name} round {r}: expected-only {missing:?}, ours-only {extra:?}, bye {:?} vs {:?}",
                        want.1, p.bye
                    ));
                }
            }
            Err(e) => log.push(format!("{name} round {r}: {e}")),
        }
    }
    (ok, rounds)
}

/// The one data-driven check over all fixtures: every recorded round is
/// reproduced exactly, and every `dutch-nopair` file's next round is
/// reported as impossible.
#[test]
fn dutch_fixtures_replay_exactly() {
    let only = std::env::var("DUTCH_ONLY").ok();
    let mut log = Vec::new();
    let (mut ok, mut total) = (0, 0);
    for path in fixtures("dutch") {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if only.as_ref().is_some_and(|o| !name.contains(o.as_str())) {
            continue;
        }
        let t = parse(&std::fs::read_to_string(&path).expect("read")).expect("parse");
        let rounds = t.rounds.expect("XXR");
        let (a, b) = replay(&name, &t, rounds, &mut log);
        ok += a;
        total += b;
    }
    let (dutch_ok, dutch_total) = (ok, total);
    let (mut nopair_ok, mut nopair_total) = (0, 0);
    for path in fixtures("dutch-nopair") {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if only.as_ref().is_some_and(|o| !name.contains(o.as_str())) {
            continue;
        }
        let t = parse(&std::fs::read_to_string(&path).expect("read")).expect("parse");
        let played = t.paired_rounds();
        let (a, b) = replay(&name, &t, played, &mut log);
        ok += a;
        total += b;
        nopair_total += 1;
        match pair_next_round(&t, &DutchOptions::default()) {
            Err(PairingError::NoPairing { .. }) => nopair_ok += 1,
            Ok(p) => log.push(format!("{name}: expected no pairing, got {p:?}")),
            Err(e) => log.push(format!("{name}: expected no pairing, got error {e}")),
        }
    }
    println!(
        "dutch fixtures: {dutch_ok}/{dutch_total} rounds reproduced; dutch-nopair: {}/{} earlier rounds reproduced, \
         no legal pairing reported for {nopair_ok}/{nopair_total} files",
        ok - dutch_ok,
        total - dutch_total
    );
    for l in log.iter().take(40) {
        println!("  {l}");
    }
    assert!(log.is_empty(), "{} mismatches (first: {})", log.len(), log[0]);
}
