//! FIDE Dutch system (C.04.3, 2026 edition): every round of every fixture
//! tournament is re-paired from the state before it and must equal the
//! recorded pairing (games with colours, and the pairing-allocated bye); the
//! `dutch-nopair` files (and the `-nopair-` files of `dutch-campaign`) must
//! end in a round that cannot be paired, with a valid proof; every
//! `regressions` case (`*-before-rRR.trf`) must pair exactly as its
//! `.expected` file (the reference engine's output), and its complete
//! tournament must replay like the others.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use arbitro_pairing::{DutchOptions, PairingError, Unpairable, pair_next_round};
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

/// A pairing in the engines' `-p` format: the number of pairs, then
/// `white black` per game and `player 0` for the bye.
fn read_expected(text: &str) -> (BTreeSet<(u32, u32)>, Option<u32>) {
    let mut games = BTreeSet::new();
    let mut bye = None;
    for line in text.lines().skip(1).filter(|l| !l.trim().is_empty()) {
        let numbers: Vec<u32> = line
            .split_whitespace()
            .map(|x| x.parse().expect("pairing number"))
            .collect();
        match numbers[..] {
            [p, 0] => bye = Some(p),
            [w, b] => {
                games.insert((w, b));
            }
            _ => panic!("bad pairing line {line:?}"),
        }
    }
    (games, bye)
}

/// What is wrong with a refusal's proof (Tutte's condition): more groups
/// than partners, every group odd, and every seat of a group may meet only
/// its own group and the partners.
fn proof_problem(proof: &Unpairable) -> Option<String> {
    if proof.groups.len() <= proof.partners.len() {
        return Some(format!(
            "{} groups, {} partners",
            proof.groups.len(),
            proof.partners.len()
        ));
    }
    if let Some(g) = proof.groups.iter().find(|g| g.len() % 2 == 0) {
        return Some(format!("even group {g:?}"));
    }
    for o in &proof.options {
        let own = proof.groups.iter().find(|g| g.contains(&o.seat))?;
        if let Some(x) = o
            .may_meet
            .iter()
            .find(|x| !own.contains(x) && !proof.partners.contains(x))
        {
            return Some(format!(
                "{:?} may meet {x:?}, outside its group and the partners",
                o.seat
            ));
        }
    }
    (proof.options.len() != proof.seats().len()).then(|| "a seat without its options".to_string())
}

/// Compares the engine's pairing of `before` with `want`; logs a difference.
fn compare(
    name: &str,
    round: u32,
    before: &Tournament,
    want: &(BTreeSet<(u32, u32)>, Option<u32>),
    log: &mut Vec<String>,
) -> bool {
    match pair_next_round(before, &DutchOptions::default()) {
        Ok(p) => {
            let got: BTreeSet<(u32, u32)> = p.games.iter().map(|g| (g.white, g.black)).collect();
            if (&got, p.bye) == (&want.0, want.1) {
                return true;
            }
            let missing: Vec<_> = want.0.difference(&got).collect();
            let extra: Vec<_> = got.difference(&want.0).collect();
            log.push(format!(
                "{name} round {round}: expected-only {missing:?}, ours-only {extra:?}, bye {:?} vs {:?}",
                want.1, p.bye
            ));
        }
        Err(e) => log.push(format!("{name} round {round}: {e}")),
    }
    false
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

/// Replays every round of `t`; returns (matched, total).
fn replay(name: &str, t: &Tournament, rounds: u32, log: &mut Vec<String>) -> (u32, u32) {
    let ok = (1..=rounds)
        .filter(|&r| compare(name, r, &t.before_round(r), &recorded(t, r), log))
        .count() as u32;
    (ok, rounds)
}

fn load(path: &Path) -> Tournament {
    parse(&std::fs::read_to_string(path).expect("read")).expect("parse")
}

/// The one data-driven check over all fixtures: every recorded round is
/// reproduced exactly, every `dutch-nopair` file's next round is reported
/// as impossible, and every regression case pairs as the reference engine
/// did.
#[test]
fn dutch_fixtures_replay_exactly() {
    let only = std::env::var("DUTCH_ONLY").ok();
    let selected = |path: &Path| {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        only.as_ref()
            .is_none_or(|o| name.contains(o.as_str()))
            .then_some(name)
    };
    let mut log = Vec::new();
    let mut summary = Vec::new();
    // Complete tournaments: every round.
    for folder in ["dutch", "dutch-campaign", "regressions"] {
        let (mut ok, mut total) = (0, 0);
        for path in fixtures(folder) {
            let Some(name) = selected(&path) else { continue };
            if name.contains("-before-") || name.contains("-nopair-") {
                continue;
            }
            let t = load(&path);
            let (a, b) = replay(&name, &t, t.rounds.expect("XXR"), &mut log);
            ok += a;
            total += b;
        }
        summary.push(format!("{folder}: {ok}/{total} rounds reproduced"));
    }
    // Regression cases: one round, as the reference engine paired it.
    let (mut ok, mut total) = (0, 0);
    for path in fixtures("regressions") {
        let Some(name) = selected(&path) else { continue };
        if !name.contains("-before-") {
            continue;
        }
        let expected = std::fs::read_to_string(path.with_extension("expected")).expect("read .expected");
        let before = load(&path);
        total += 1;
        let round = before.paired_rounds() + 1;
        ok += u32::from(compare(
            &name,
            round,
            &before,
            &read_expected(&expected),
            &mut log,
        ));
    }
    summary.push(format!(
        "regressions: {ok}/{total} cases pair as the reference engine"
    ));
    // Tournaments that stop before a round no pairing can complete.
    let (mut replayed, mut rounds, mut refused, mut files) = (0, 0, 0, 0);
    let campaign_nopair = fixtures("dutch-campaign")
        .into_iter()
        .filter(|p| p.to_string_lossy().contains("-nopair-"));
    for path in fixtures("dutch-nopair").into_iter().chain(campaign_nopair) {
        let Some(name) = selected(&path) else { continue };
        let t = load(&path);
        let (a, b) = replay(&name, &t, t.paired_rounds(), &mut log);
        replayed += a;
        rounds += b;
        files += 1;
        match pair_next_round(&t, &DutchOptions::default()) {
            Err(PairingError::NoPairing(proof)) => match proof_problem(&proof) {
                None => refused += 1,
                Some(problem) => log.push(format!("{name}: the refusal's proof is wrong: {problem}")),
            },
            Ok(p) => log.push(format!("{name}: expected no pairing, got {p:?}")),
            Err(e) => log.push(format!("{name}: expected no pairing, got error {e}")),
        }
    }
    summary.push(format!(
        "rounds no pairing can complete: {replayed}/{rounds} earlier rounds reproduced, no legal pairing reported, with a valid proof, for {refused}/{files} files"
    ));
    println!("{}", summary.join("; "));
    for l in log.iter().take(40) {
        println!("  {l}");
    }
    assert!(log.is_empty(), "{} mismatches (first: {})", log.len(), log[0]);
}
