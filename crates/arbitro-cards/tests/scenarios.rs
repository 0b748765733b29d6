//! The scenario runner: every file in `tests/scenarios/` is a game record
//! (the same format `arbitro replay` reads) whose `expect` section states the
//! status and error code of every event, clauses the trace must cite, and the
//! final position, hands, captured pieces and effects (ED family: also the
//! card each draw shows, the turn's phase, the draw pile and the temporal card
//! in force). One `check` function replays a file and compares; coverage
//! tests require, for every AM play clause, a scenario that succeeds and one
//! that is refused or fails, two scenarios for every card of the reference
//! deck, and for every ED clause and card type (ED-N1, ED-R1…ED-R8,
//! ED-C1…ED-C13) a success and a fallback path, the fallbacks of the action
//! cards under both editions.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use std::sync::Arc;

use arbitro_cards::{
    CardOutcome, Deck, Event, Family, GameRecord, Replay, StatusKind, parse_deck, replay, shipped_deck,
};
use serde_json::Value;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios")
}

fn files() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir())
        .expect("scenario directory")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    v.sort();
    v
}

fn name(p: &Path) -> String {
    p.file_name().unwrap().to_string_lossy().into_owned()
}

/// A shipped deck, or a test deck from `tests/decks/` with that id.
fn deck_for(id: &str) -> Arc<Deck> {
    if let Ok(d) = shipped_deck(id) {
        return d;
    }
    let decks = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/decks");
    for entry in std::fs::read_dir(&decks).expect("tests/decks").flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "json") {
            let text = std::fs::read_to_string(&path).unwrap();
            if let Ok(d) = parse_deck(&text)
                && d.id == id
            {
                return Arc::new(d);
            }
        }
    }
    panic!("no deck {id}");
}

fn load(p: &Path) -> (GameRecord, Replay) {
    let text = std::fs::read_to_string(p).unwrap();
    let record = GameRecord::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", name(p)));
    let deck = deck_for(&record.deck.id);
    let replay = replay(&record, deck).unwrap_or_else(|e| panic!("{}: {e}", name(p)));
    (record, replay)
}

/// Compares a replay with the scenario's expectations; returns every mismatch.
fn check(record: &GameRecord, replay: &Replay) -> Vec<String> {
    let mut bad = Vec::new();
    let Some(expect) = &record.expect else {
        return vec!["no \"expect\" section".to_string()];
    };
    let events = expect["events"].as_array().cloned().unwrap_or_default();
    if events.len() != replay.events.len() {
        bad.push(format!(
            "expects {} events, the record has {}",
            events.len(),
            replay.events.len()
        ));
    }
    // Every sentence of the replay has its text in both languages.
    for (i, got) in replay.events.iter().enumerate() {
        let messages = got
            .trace
            .steps()
            .iter()
            .map(|t| &t.note as &dyn arbitro_i18n::Message)
            .chain(got.error.iter().map(|v| v as &dyn arbitro_i18n::Message))
            .chain(
                got.trace
                    .steps()
                    .iter()
                    .map(|t| &t.layer as &dyn arbitro_i18n::Message),
            );
        for m in messages {
            for lang in arbitro_i18n::Lang::ALL {
                if let Err(e) = arbitro_i18n::try_render(lang, m) {
                    bad.push(format!("event {i}: {e}"));
                }
            }
        }
    }
    for (i, (want, got)) in events.iter().zip(&replay.events).enumerate() {
        let status = want["status"].as_str().unwrap_or("");
        if status != got.status.key() {
            bad.push(format!(
                "event {i}: status {} (expected {status}); error {:?}",
                got.status.key(),
                got.error
                    .as_ref()
                    .map(|e| (e.reason, e.text(arbitro_i18n::Lang::En)))
            ));
        }
        if let Some(code) = want["code"].as_str() {
            let got_code = got.error.as_ref().map(|e| e.reason.key()).unwrap_or("none");
            if code != got_code {
                bad.push(format!(
                    "event {i}: code {got_code} (expected {code}); {:?}",
                    got.error.as_ref().map(|e| e.text(arbitro_i18n::Lang::En))
                ));
            }
        }
        for clause in want["cites"].as_array().into_iter().flatten() {
            let c = clause.as_str().unwrap_or("");
            let in_error = got.error.as_ref().is_some_and(|e| e.clause == c);
            if !got.trace.cites(c) && !in_error {
                bad.push(format!("event {i}: the trace does not cite {c}"));
            }
        }
        if let Some(list) = want["resolved"].as_array() {
            let got_list: Vec<(String, &str, Option<&str>)> = got
                .resolutions
                .iter()
                .map(|r| {
                    (
                        r.card.clone(),
                        r.outcome.key(),
                        r.error.as_ref().map(|e| e.reason.key()),
                    )
                })
                .collect();
            let want_list: Vec<(String, &str, Option<&str>)> = list
                .iter()
                .map(|r| {
                    (
                        r["card"].as_str().unwrap_or("").to_string(),
                        r["outcome"].as_str().unwrap_or(""),
                        r["code"].as_str(),
                    )
                })
                .collect();
            let same = want_list.len() == got_list.len()
                && want_list
                    .iter()
                    .zip(&got_list)
                    .all(|(w, g)| w.0 == g.0 && w.1 == g.1 && (w.2.is_none() || w.2 == g.2));
            if !same {
                bad.push(format!(
                    "event {i}: resolutions {got_list:?} (expected {want_list:?})"
                ));
            }
        }
        if let Some(w) = want.get("window") {
            let got_w = got
                .window
                .as_ref()
                .map(|w| Value::String(w.to_string()))
                .unwrap_or(Value::Null);
            if *w != got_w {
                bad.push(format!("event {i}: window {got_w} (expected {w})"));
            }
        }
        if let Some(fen) = want["fen"].as_str()
            && fen != got.fen
        {
            bad.push(format!("event {i}: fen {} (expected {fen})", got.fen));
        }
        // ED family: the card drawn by the event and what the turn still owes.
        for key in ["drawn", "phase"] {
            if let Some(w) = want.get(key) {
                let g = serde_json::to_value(got).unwrap()[key].clone();
                if *w != g {
                    bad.push(format!("event {i}: {key} {g} (expected {w})"));
                }
            }
        }
    }
    let fin = &expect["final"];
    for key in ["fen", "hands", "effects"] {
        if fin.get(key).is_none() {
            bad.push(format!("the final state must state {key}"));
        }
    }
    let got = serde_json::to_value(&replay.final_report).unwrap();
    for key in [
        "fen",
        "to_move",
        "status",
        "result",
        "window",
        "pending",
        "move_only",
        "pile",
        "temporal",
        "phase",
    ] {
        if let Some(w) = fin.get(key)
            && *w != got[key]
        {
            bad.push(format!("final {key}: {} (expected {w})", got[key]));
        }
    }
    if let Some(w) = fin.get("reason")
        && *w != got["reason"]["code"]
    {
        bad.push(format!("final reason: {} (expected {w})", got["reason"]["code"]));
    }
    for key in ["hands", "captured"] {
        if let Some(w) = fin.get(key) {
            for side in ["white", "black"] {
                let mut a: Vec<String> = w[side]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|v| v.to_string())
                    .collect();
                let mut b: Vec<String> = got[key][side]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|v| v.to_string())
                    .collect();
                a.sort();
                b.sort();
                if a != b {
                    bad.push(format!("final {key}.{side}: {b:?} (expected {a:?})"));
                }
            }
        }
    }
    if let Some(w) = fin.get("discard") {
        let mut a: Vec<String> = w
            .as_array()
            .into_iter()
            .flatten()
            .map(|v| v.to_string())
            .collect();
        let mut b: Vec<String> = got["discard"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|v| v.to_string())
            .collect();
        a.sort();
        b.sort();
        if a != b {
            bad.push(format!("final discard: {b:?} (expected {a:?})"));
        }
    }
    if let Some(w) = fin.get("effects") {
        let want = w.as_array().cloned().unwrap_or_default();
        let have = got["effects"].as_array().cloned().unwrap_or_default();
        if want.len() != have.len() {
            bad.push(format!(
                "final effects: {} (expected {})",
                Value::Array(have.clone()),
                Value::Array(want.clone())
            ));
        } else {
            for (a, b) in want.iter().zip(&have) {
                for (k, v) in a.as_object().into_iter().flatten() {
                    if b.get(k) != Some(v) {
                        bad.push(format!(
                            "final effect {k}: {} (expected {v})",
                            b.get(k).unwrap_or(&Value::Null)
                        ));
                    }
                }
            }
        }
    }
    bad
}

#[test]
fn every_scenario_replays_as_expected() {
    let files = files();
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    for p in &files {
        let (record, replay) = load(p);
        if std::env::var_os("ARBITRO_SCENARIO_DUMP")
            .is_some_and(|v| name(p).starts_with(&*v.to_string_lossy()))
        {
            eprintln!("{}", serde_json::to_string_pretty(&replay).unwrap());
        }
        for m in check(&record, &replay) {
            failures.push(format!("{}: {m}", name(p)));
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The clause or card a file is named after: everything before the first dot.
fn primary(p: &Path) -> String {
    name(p).split('.').next().unwrap_or("").to_string()
}

fn events_of_card<'r>(record: &'r GameRecord, code: &str) -> impl Iterator<Item = usize> + 'r {
    let code = code.to_string();
    record
        .events
        .iter()
        .enumerate()
        .filter_map(move |(i, e)| match e {
            Event::Card { code: c, .. } | Event::React { code: c, .. } if *c == code => Some(i),
            _ => None,
        })
}

#[test]
fn scenarios_cover_every_play_clause_and_card() {
    let clauses: Vec<String> = (1..=11)
        .map(|n| format!("AM-D{n}"))
        .chain(["AM-R5", "AM-R8", "AM-R9", "AM-R10", "AM-R11", "AM-R12", "AM-R14"].map(String::from))
        .chain((1..=15).map(|n| format!("AM-G{n}")))
        .collect();
    let deck = shipped_deck("AM-REF").unwrap();
    let mut positive: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut negative: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut per_card: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for p in files() {
        let (record, replay) = load(&p);
        let subject = primary(&p);
        let mut covers: BTreeSet<String> = record.covers.iter().cloned().collect();
        covers.insert(subject.clone());
        let refused = replay.events.iter().any(|e| e.status != StatusKind::Ok)
            || replay
                .events
                .iter()
                .any(|e| e.resolutions.iter().any(|r| r.outcome == CardOutcome::Failed));
        for c in &covers {
            if deck.index_of(c).is_some() {
                per_card.entry(c.clone()).or_default().insert(name(&p));
                // A card's negative case must refuse or fail that card.
                let card_refused = events_of_card(&record, c)
                    .any(|i| replay.events[i].status != StatusKind::Ok)
                    || replay.events.iter().any(|e| {
                        e.resolutions
                            .iter()
                            .any(|r| r.card == *c && r.outcome == CardOutcome::Failed)
                    });
                let side = if card_refused {
                    &mut negative
                } else {
                    &mut positive
                };
                side.entry(c.clone()).or_default().insert(name(&p));
            } else {
                let side = if refused { &mut negative } else { &mut positive };
                side.entry(c.clone()).or_default().insert(name(&p));
            }
        }
    }
    let mut missing = Vec::new();
    for c in &clauses {
        if !positive.contains_key(c) {
            missing.push(format!("{c}: no scenario that succeeds"));
        }
        if !negative.contains_key(c) {
            missing.push(format!("{c}: no scenario that is refused or fails"));
        }
    }
    for card in &deck.cards {
        let n = per_card.get(&card.code).map_or(0, BTreeSet::len);
        if n < 2 {
            missing.push(format!("{}: {n} scenario(s), at least 2 required", card.code));
        }
    }
    assert!(
        missing.is_empty(),
        "{} gaps:\n{}",
        missing.len(),
        missing.join("\n")
    );
}

/// The ED clauses (RULES.md): every one needs a scenario that succeeds and
/// one with a fallback (a refused request, or a card that cannot be obeyed).
fn ed_clauses() -> Vec<String> {
    std::iter::once("ED-N1".to_string())
        .chain((1..=8).map(|n| format!("ED-R{n}")))
        .chain((1..=13).map(|n| format!("ED-C{n}")))
        .collect()
}

/// Card types whose fallback depends on the edition (ED-N1): their
/// "cannot be obeyed" path needs a scenario under each edition.
const ED_EDITION_FALLBACKS: [&str; 6] = ["ED-C1", "ED-C2", "ED-C3", "ED-C6", "ED-C7", "ED-C8"];

#[test]
fn scenarios_cover_every_ed_clause_and_card_type_under_both_editions() {
    let mut positive: BTreeSet<String> = BTreeSet::new();
    let mut fallback: BTreeSet<String> = BTreeSet::new();
    let mut impossible_by_edition: BTreeSet<(String, u8)> = BTreeSet::new();
    let mut editions: BTreeSet<u8> = BTreeSet::new();
    for p in files() {
        let (record, replay) = load(&p);
        if record.rules.family != Family::Ed {
            continue;
        }
        let edition = record.rules.options.edition.unwrap_or(2);
        editions.insert(edition);
        let mut covers: BTreeSet<String> = record.covers.iter().cloned().collect();
        covers.insert(primary(&p));
        let refused = replay.events.iter().any(|e| e.status != StatusKind::Ok);
        let impossible = replay
            .events
            .iter()
            .any(|e| e.resolutions.iter().any(|r| r.outcome == CardOutcome::Impossible));
        for c in &covers {
            if refused || impossible {
                fallback.insert(c.clone());
            } else {
                positive.insert(c.clone());
            }
        }
        // Which card types could not be obeyed, under which edition: the
        // trace of the event cites the type's clause and ED-N1.
        for e in &replay.events {
            if e.resolutions.iter().any(|r| r.outcome == CardOutcome::Impossible) {
                for c in ED_EDITION_FALLBACKS {
                    if e.trace.cites(c) && e.trace.cites("ED-N1") {
                        impossible_by_edition.insert((c.to_string(), edition));
                    }
                }
            }
        }
    }
    let mut missing = Vec::new();
    for c in ed_clauses() {
        // ED-N1 is itself the fallback: it is covered by the edition checks below.
        if !positive.contains(&c) && c != "ED-N1" {
            missing.push(format!("{c}: no scenario that succeeds"));
        }
        if !fallback.contains(&c) {
            missing.push(format!(
                "{c}: no scenario with a fallback (refused or impossible)"
            ));
        }
    }
    for c in ED_EDITION_FALLBACKS {
        for ed in [1, 2] {
            if !impossible_by_edition.contains(&(c.to_string(), ed)) {
                missing.push(format!(
                    "{c}: no scenario where it cannot be obeyed under edition {ed}"
                ));
            }
        }
    }
    if editions != BTreeSet::from([1, 2]) {
        missing.push(format!(
            "ED scenarios under editions {editions:?}, both 1 and 2 required"
        ));
    }
    assert!(
        missing.is_empty(),
        "{} gaps:\n{}",
        missing.len(),
        missing.join("\n")
    );
}
