//! Candidate targets, card by card: every file in `tests/targets/` holds
//! cases for the cards it names — a disputed situation (a setup), who plays,
//! what is already picked, the options the engine must offer for the next
//! pick (exactly), and the ruling on a play (its verdict and reason), with
//! events after it (a pass that makes a pending card resolve). Coverage
//! tests require, for every card of both shipped decks, a case where the
//! card has targets and a case where it has none (or cannot be played; ED
//! cards that act by themselves need only the latter), and
//! for every Ajedrez Mágico card that waits for resolution with targets, a
//! case where a target is lost at resolution (AM-G3).

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use arbitro_cards::{
    CardArgs, CardOutcome, Colour, Event, Game, GameRecord, Picks, RulingVerdict, SlotKind, shipped_deck,
};
use serde_json::{Value, json};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/targets")
}

fn files() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir())
        .expect("tests/targets")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    v.sort();
    v
}

/// The record of a case: its `record` fields over the defaults of the deck.
fn record_of(deck: &str, case: &Value) -> GameRecord {
    let family = if deck == "ED" { "ed" } else { "magico" };
    let mut r = json!({
        "format": "arbitro-game/1",
        "rules": {"family": family, "mode": "classic"},
        "deck": {"id": deck, "version": "1"},
        "start": {"fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
        "events": []
    });
    if family == "magico" {
        r["hands"] = json!({"white": [], "black": []});
    } else {
        r["pile_top"] = json!(["ED-54"]);
    }
    let obj = r.as_object_mut().unwrap();
    for (k, v) in case["record"].as_object().into_iter().flatten() {
        match k.as_str() {
            "fen" => {
                obj.insert("start".into(), json!({"fen": v}));
            }
            "mode" => obj["rules"]["mode"] = v.clone(),
            "options" => obj["rules"]["options"] = v.clone(),
            "white" | "black" => {
                let side = if family == "magico" { "hands" } else { "kept" };
                if obj.get(side).is_none() {
                    obj.insert(side.into(), json!({"white": [], "black": []}));
                }
                obj[side][k.as_str()] = v.clone();
            }
            _ => {
                obj.insert(k.clone(), v.clone());
            }
        }
    }
    // A case that lists the pile names no top of it.
    if family == "ed" && case["record"].get("pile").is_some() && case["record"].get("pile_top").is_none() {
        r.as_object_mut().unwrap().remove("pile_top");
    }
    GameRecord::from_value(&r).unwrap_or_else(|e| panic!("{}: {e}", case["case"]))
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .into_iter()
        .flatten()
        .map(|s| s.as_str().unwrap_or_default().to_string())
        .collect()
}

fn args_of(v: &Value) -> CardArgs {
    CardArgs {
        targets: strings(&v["targets"]),
        to: v["to"].as_str().map(str::to_string),
        choice: v["choice"].as_str().map(str::to_string),
        moves: strings(&v["moves"]),
    }
}

fn colour(v: &Value) -> Colour {
    if v.as_str() == Some("black") {
        Colour::Black
    } else {
        Colour::White
    }
}

fn verdict_key(v: &RulingVerdict) -> (&'static str, Option<&'static str>) {
    match v {
        RulingVerdict::Resolved => ("resolved", None),
        RulingVerdict::Pending { .. } => ("pending", None),
        RulingVerdict::Failed(x) => ("failed", Some(x.reason.key())),
        RulingVerdict::Countered { .. } => ("countered", None),
        RulingVerdict::Rejected(x) => ("rejected", Some(x.reason.key())),
    }
}

/// Runs one case; returns every mismatch.
fn check(card: &str, deck: &str, case: &Value) -> Vec<String> {
    let name = case["case"].as_str().unwrap_or("?");
    let mut bad = Vec::new();
    let record = record_of(deck, case);
    let mut game = match Game::from_record(shipped_deck(deck).unwrap(), &record) {
        Ok(g) => g,
        Err(e) => return vec![format!("{name}: the setup is refused: {e}")],
    };
    for e in &record.events {
        game.apply(e);
    }
    if let Some(want) = case["phase"].as_str() {
        let got = game.phase().map(|p| p.key()).unwrap_or("none");
        if got != want {
            bad.push(format!("{name}: phase {got} (expected {want})"));
        }
    }
    if let Some(want) = case["to_move"].as_str() {
        let got = Colour::from_color(game.to_move());
        if got != colour(&case["to_move"]) {
            bad.push(format!("{name}: {got:?} to move (expected {want})"));
        }
    }
    let by = colour(&case["by"]);
    let picks = {
        let a = args_of(&case["picks"]);
        Picks {
            targets: a.targets,
            to: a.to,
            choice: a.choice,
            moves: a.moves,
        }
    };
    let query = game.targets(card, by, &picks);
    if let Some(want) = case.get("options") {
        let want: BTreeSet<String> = strings(want).into_iter().collect();
        let got: BTreeSet<String> = query.next_options().iter().map(|o| o.token.clone()).collect();
        if want != got {
            bad.push(format!("{name}: options {got:?}, expected {want:?}"));
        }
    }
    if let Some(want) = case.get("implicit") {
        let want: BTreeSet<String> = strings(want).into_iter().collect();
        let got: BTreeSet<String> = query
            .slots
            .iter()
            .filter(|s| matches!(s.kind, SlotKind::Implicit { .. }))
            .flat_map(|s| s.options.iter().map(|o| o.token.clone()))
            .collect();
        if want != got {
            bad.push(format!("{name}: implicit targets {got:?}, expected {want:?}"));
        }
    }
    if let Some(want) = case["complete"].as_bool()
        && want != query.complete
    {
        bad.push(format!("{name}: complete {} (expected {want})", query.complete));
    }
    match (case["refused"].as_str(), &query.refusal) {
        (Some(code), Some(v)) if v.reason.key() != code => {
            bad.push(format!(
                "{name}: refused {} (expected {code}): {}",
                v.reason.key(),
                arbitro_i18n::render(arbitro_i18n::Lang::En, v)
            ));
        }
        (Some(code), None) => bad.push(format!("{name}: not refused (expected {code})")),
        (None, Some(v))
            if case
                .get("options")
                .is_some_and(|o| o.as_array().is_some_and(|a| !a.is_empty())) =>
        {
            bad.push(format!("{name}: refused {} ({:?})", v.reason.key(), v.why));
        }
        _ => {}
    }
    // Every offered option, as a one-pick declaration where the card takes
    // one pick, is accepted by the engine (the query never offers what the
    // engine refuses).
    if let Some(play) = case.get("play") {
        let args = args_of(play);
        let event = match (card.starts_with("AM-"), play["react"].as_bool()) {
            (_, Some(true)) => Event::React {
                code: card.to_string(),
                by,
                args,
            },
            _ => Event::Card {
                code: card.to_string(),
                by,
                args,
            },
        };
        let event = if let Some(mv) = play["move"].as_str() {
            Event::Move {
                uci: mv.to_string(),
                by: None,
            }
        } else {
            event
        };
        let ruling = game.rule(&event);
        let (verdict, code) = verdict_key(&ruling.verdict);
        if let Some(want) = case["verdict"].as_str()
            && want != verdict
        {
            bad.push(format!(
                "{name}: verdict {verdict} {code:?} (expected {want}): {}",
                ruling.sentence(arbitro_i18n::Lang::En)
            ));
        }
        if let Some(want) = case["code"].as_str()
            && Some(want) != code
        {
            bad.push(format!("{name}: code {code:?} (expected {want})"));
        }
        for lang in arbitro_i18n::Lang::ALL {
            if let Err(e) = arbitro_i18n::try_render(lang, &ruling) {
                bad.push(format!("{name}: {e}"));
            }
        }
    }
    // Events after the play, and how the card ends.
    for step in case["then"].as_array().into_iter().flatten() {
        let event: Event = serde_json::from_value(step["event"].clone()).unwrap();
        let out = game.apply(&event);
        if let Some(want) = step["outcome"].as_str() {
            let got = out
                .resolutions
                .iter()
                .find(|r| r.card.eq_ignore_ascii_case(card))
                .map(|r| (r.outcome, r.error.as_ref().map(|e| e.reason.key())));
            let want_outcome = match want {
                "failed" => CardOutcome::Failed,
                "countered" => CardOutcome::Countered,
                "impossible" => CardOutcome::Impossible,
                _ => CardOutcome::Resolved,
            };
            match got {
                Some((o, code)) if o == want_outcome => {
                    if let Some(c) = step["code"].as_str()
                        && Some(c) != code
                    {
                        bad.push(format!("{name}: then: code {code:?} (expected {c})"));
                    }
                }
                other => bad.push(format!("{name}: then: {other:?} (expected {want})")),
            }
        }
        for c in step["cites"].as_array().into_iter().flatten() {
            if !out.trace.cites(c.as_str().unwrap_or("")) {
                bad.push(format!("{name}: then: the trace does not cite {c}"));
            }
        }
    }
    bad
}

fn cases() -> Vec<(String, String, String, Value)> {
    let mut out = Vec::new();
    for p in files() {
        let file = p.file_name().unwrap().to_string_lossy().into_owned();
        let v: Value = serde_json::from_str(&std::fs::read_to_string(&p).unwrap())
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        let deck = v["deck"].as_str().unwrap_or("AM-REF").to_string();
        for case in v["cases"].as_array().into_iter().flatten() {
            let card = case["card"]
                .as_str()
                .or(v["card"].as_str())
                .unwrap_or("")
                .to_string();
            out.push((file.clone(), deck.clone(), card, case.clone()));
        }
    }
    out
}

#[test]
fn every_target_case_holds() {
    let all = cases();
    assert!(!all.is_empty());
    let mut failures = Vec::new();
    for (file, deck, card, case) in &all {
        for m in check(card, deck, case) {
            failures.push(format!("{file} {card}: {m}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_card_of_both_decks_has_target_cases() {
    let mut kinds: BTreeMap<(String, String), BTreeSet<String>> = BTreeMap::new();
    for (_, deck, card, case) in cases() {
        let kind = case["kind"].as_str().unwrap_or("").to_string();
        kinds.entry((deck, card)).or_default().insert(kind);
    }
    let mut missing = Vec::new();
    for deck_id in ["AM-REF", "ED"] {
        let deck = shipped_deck(deck_id).unwrap();
        for c in &deck.cards {
            if c.kind == arbitro_cards::CardKind::Instruction {
                continue;
            }
            let have = kinds
                .get(&(deck_id.to_string(), c.code.clone()))
                .cloned()
                .unwrap_or_default();
            // ED cards that act by themselves (lose the turn, temporal, the
            // blank card with no definition) never take a target: the case
            // shows the engine offers none.
            let untargeted = matches!(
                c.ed,
                Some(
                    arbitro_cards::EdCard::LoseTurn
                        | arbitro_cards::EdCard::Temporal { .. }
                        | arbitro_cards::EdCard::NoEffect
                )
            );
            let needs: &[&str] = if untargeted {
                &["no-target"]
            } else {
                &["success", "no-target"]
            };
            for &need in needs {
                if !have.contains(need) {
                    missing.push(format!("{}: no {need} case", c.code));
                }
            }
            // Cards that wait for a window with targets can lose them (AM-G3).
            let waits = matches!(
                c.kind,
                arbitro_cards::CardKind::Action | arbitro_cards::CardKind::Save
            );
            let named = c.targets.iter().any(|t| {
                matches!(
                    t.select,
                    arbitro_cards::Select::Piece
                        | arbitro_cards::Select::Square
                        | arbitro_cards::Select::AllPieces
                )
            }) || c.destination.is_some()
                || c.steps
                    .iter()
                    .any(|s| matches!(s, arbitro_cards::Step::StandardMoves { .. }));
            if deck_id == "AM-REF" && waits && named && !have.contains("lost") {
                missing.push(format!("{}: no case of a target lost at resolution", c.code));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "{} gaps:\n{}",
        missing.len(),
        missing.join("\n")
    );
}
