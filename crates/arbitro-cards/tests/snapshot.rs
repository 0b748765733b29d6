//! The disputed moment as a setup (`Game::setup_now`): for every game record
//! the crate's tests replay (`tests/scenarios/`, the accepted cases of
//! `tests/setups/accepted.json`) and every step k, the game rebuilt from the
//! state after k events must be accepted and must go on exactly as the
//! straight replay: the same status, verdict, position, window, phase and
//! drawn card after each remaining event, and the same final state (position,
//! status, result, hands, captured pieces, effects, discard, pending card,
//! window, move-only turn, pile, temporal card, phase).
//!
//! Where a setup cannot carry the state (`Game::setup_limits`), the rebuilt
//! game may differ; each such case is listed in
//! `tests/snapshot/exceptions.json` with the limit that decides it (the
//! repetition history only when the divergent event is a repetition claim
//! or ending, FI-9.2/FI-9.6). An unlisted divergence, or a listed case that
//! no longer diverges, fails the test.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use arbitro_cards::{
    Deck, EffectRecord, Event, EventOutcome, Game, GameRecord, SetupLimit, parse_deck, shipped_deck,
};
use serde_json::Value;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests")
}

/// Every record: (name, record).
fn records() -> Vec<(String, GameRecord)> {
    let mut out = Vec::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("scenarios"))
        .expect("scenarios")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    for p in files {
        let text = std::fs::read_to_string(&p).unwrap();
        let record = GameRecord::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", name(&p)));
        out.push((name(&p), record));
    }
    let text = std::fs::read_to_string(root().join("setups/accepted.json")).unwrap();
    let cases: Value = serde_json::from_str(&text).unwrap();
    for (k, case) in cases["cases"].as_array().unwrap().iter().enumerate() {
        let record = GameRecord::parse(&case["record"].to_string()).unwrap();
        out.push((format!("setups/accepted.json#{k}"), record));
    }
    out
}

fn name(p: &Path) -> String {
    p.file_name().unwrap().to_string_lossy().into_owned()
}

/// A shipped deck, or a test deck from `tests/decks/` with that id.
fn deck_for(id: &str) -> Arc<Deck> {
    if let Ok(d) = shipped_deck(id) {
        return d;
    }
    for entry in std::fs::read_dir(root().join("decks")).unwrap().flatten() {
        if entry.path().extension().is_none_or(|e| e != "json") {
            continue;
        }
        let text = std::fs::read_to_string(entry.path()).unwrap();
        if let Ok(d) = parse_deck(&text)
            && d.id == id
        {
            return Arc::new(d);
        }
    }
    panic!("no deck {id}");
}

/// What one event leaves, as compared.
fn after_event(game: &Game, out: &EventOutcome) -> String {
    format!(
        "{:?} {:?} | {} | {:?} | {:?} | {:?}",
        out.status.kind(),
        out.status.verdict(),
        game.fen(),
        game.window(),
        game.phase(),
        drawn_in_play(game),
    )
}

/// Effects with their plies counted from `base` (a rebuilt game starts at turn 0).
fn effects(game: &Game, base: u32) -> Vec<EffectRecord> {
    game.effects_report()
        .into_iter()
        .map(|mut e| {
            e.started_ply = None;
            e.expires_ply = e.expires_ply.map(|x| x.saturating_sub(base));
            e
        })
        .collect()
}

/// The final state, as compared.
fn final_state(game: &Game, base: u32) -> String {
    format!(
        "fen {} | status {:?} | ending {:?} | hands {:?} | captured {:?} | effects {:?} | discard {:?} | \
         pending {:?} | window {:?} | move_only {:?} | pile {:?} | temporal {:?} | phase {:?} | drawn in play {:?}",
        game.fen(),
        game.status(),
        game.ending().map(|e| (e.result, e.reason)),
        game.hands_report(),
        game.captured_report(),
        effects(game, base),
        game.discard_report(),
        game.pending_report(),
        game.window(),
        game.move_only(),
        game.pile_report(),
        game.temporal_report(),
        game.phase(),
        drawn_in_play(game),
    )
}

/// The card just drawn while in play (not yet kept or discarded): once
/// placed it is only shown, and the next event forgets it.
fn drawn_in_play(game: &Game) -> Option<String> {
    let hands = game.hands_report();
    game.drawn_report().filter(|d| {
        !game.discard_report().contains(d) && !hands.white.contains(d) && !hands.black.contains(d)
    })
}

/// Whether repetition decides event `out` of `game`: a claim, or an ending by repetition.
fn repetition_decides(event: &Event, game: &Game, out: &EventOutcome) -> bool {
    let clause = out.status.verdict().map(|v| v.clause);
    matches!(event, Event::Claim { .. })
        || matches!(clause, Some("FI-9.2" | "FI-9.6"))
        || game
            .ending()
            .is_some_and(|e| matches!(e.clause, "FI-9.2" | "FI-9.6"))
}

/// One divergence: the case, the step, the limits that may decide it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Divergence {
    record: String,
    step: usize,
    limit: String,
}

/// Rebuilds the game after each step of `record` and compares; returns the
/// mismatches that no limit explains and the divergences a limit explains.
fn check(label: &str, record: &GameRecord) -> (Vec<String>, Vec<Divergence>) {
    let deck = deck_for(&record.deck.id);
    let mut bad = Vec::new();
    let mut excused = Vec::new();
    let Ok(mut at_k) = Game::from_record(deck.clone(), record) else {
        return (bad, excused);
    };
    for k in 0..=record.events.len() {
        if k > 0 {
            at_k.apply(&record.events[k - 1]);
        }
        let setup = at_k.setup_now();
        let limits = at_k.setup_limits();
        let rebuilt = match Game::from_setup(deck.clone(), &setup) {
            Ok(g) => g,
            Err(e) => {
                if limits.contains(&SetupLimit::Ended) {
                    excused.push(Divergence {
                        record: label.to_string(),
                        step: k,
                        limit: "ended".into(),
                    });
                } else {
                    bad.push(format!("{label} after {k} events: the setup is refused: {e}"));
                }
                continue;
            }
        };
        let base = at_k.ply();
        let mut straight = at_k.clone();
        let mut again = rebuilt;
        let mut diverged: Option<String> = None;
        let mut by_repetition = false;
        for (j, event) in record.events.iter().enumerate().skip(k) {
            let a = straight.apply(event);
            let b = again.apply(event);
            let (sa, sb) = (after_event(&straight, &a), after_event(&again, &b));
            if sa != sb {
                by_repetition =
                    repetition_decides(event, &straight, &a) || repetition_decides(event, &again, &b);
                diverged = Some(format!("event {j}: straight {sa}\n   rebuilt {sb}"));
                break;
            }
        }
        if diverged.is_none() {
            let (fa, fb) = (final_state(&straight, base), final_state(&again, 0));
            if fa != fb {
                diverged = Some(format!("final: straight {fa}\n   rebuilt {fb}"));
            }
        }
        let Some(what) = diverged else { continue };
        let explained = limits
            .iter()
            .find(|l| **l != SetupLimit::RepetitionHistory)
            .copied()
            .or_else(|| {
                (by_repetition && limits.contains(&SetupLimit::RepetitionHistory))
                    .then_some(SetupLimit::RepetitionHistory)
            });
        match explained {
            Some(l) => excused.push(Divergence {
                record: label.to_string(),
                step: k,
                limit: serde_json::to_value(l).unwrap().as_str().unwrap().to_string(),
            }),
            None => bad.push(format!("{label} after {k} events (limits {limits:?}): {what}")),
        }
    }
    (bad, excused)
}

fn listed() -> BTreeSet<Divergence> {
    let text = std::fs::read_to_string(root().join("snapshot/exceptions.json")).unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    v["exceptions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| Divergence {
            record: e["record"].as_str().unwrap().to_string(),
            step: e["step"].as_u64().unwrap() as usize,
            limit: e["limit"].as_str().unwrap().to_string(),
        })
        .collect()
}

#[test]
fn a_game_rebuilt_from_any_moment_goes_on_as_the_record() {
    let mut bad = Vec::new();
    let mut found = BTreeSet::new();
    let mut steps = 0;
    for (label, record) in records() {
        steps += record.events.len() + 1;
        let (b, e) = check(&label, &record);
        bad.extend(b);
        found.extend(e);
    }
    assert!(steps > 500, "only {steps} steps checked");
    let listed = listed();
    for d in found.difference(&listed) {
        bad.push(format!(
            "unlisted divergence: {{\"record\": \"{}\", \"step\": {}, \"limit\": \"{}\"}}",
            d.record, d.step, d.limit
        ));
    }
    for d in listed.difference(&found) {
        bad.push(format!("listed but not found: {d:?}"));
    }
    assert!(bad.is_empty(), "{} problems:\n{}", bad.len(), bad.join("\n"));
}
