//! PGN export and import of card games: every scenario survives the round
//! trip record → PGN → record with the same final state, and card events
//! travel as comment commands next to ordinary SAN.

use std::path::PathBuf;
use std::sync::Arc;

use arbitro_cards::{CardsError, Deck, Game, GameRecord, parse_deck, replay, shipped_deck};

mod pgn {
    pub use arbitro_cards::{export_pgn as export, import_pgn as import};
}

fn manifest() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn deck_for(id: &str) -> Result<Arc<Deck>, CardsError> {
    if let Ok(d) = shipped_deck(id) {
        return Ok(d);
    }
    for file in ["tests/decks/am-test.json", "tests/decks/ed-house.json"] {
        let text = std::fs::read_to_string(manifest().join(file)).unwrap();
        let d = parse_deck(&text)?;
        if d.id == id {
            return Ok(Arc::new(d));
        }
    }
    shipped_deck(id)
}

#[test]
fn every_scenario_round_trips_through_pgn() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(manifest().join("tests/scenarios"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    let mut failures = Vec::new();
    for file in files {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let record = GameRecord::parse(&std::fs::read_to_string(&file).unwrap()).unwrap();
        let deck = deck_for(&record.deck.id).unwrap();
        let text = match pgn::export(&record, deck.clone()) {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("{name}: export: {e}"));
                continue;
            }
        };
        let back = match pgn::import(&text, deck_for) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("{name}: import: {e}\n{text}"));
                continue;
            }
        };
        let a = replay(&record, deck.clone()).unwrap();
        let b = replay(&back, deck).unwrap();
        let fa = serde_json::to_value(&a.final_report).unwrap();
        let fb = serde_json::to_value(&b.final_report).unwrap();
        if fa != fb {
            failures.push(format!(
                "{name}: final state differs after the round trip\n{fa}\n{fb}\n{text}"
            ));
        }
        if b.any_rejected() {
            failures.push(format!("{name}: the imported game has refused events\n{text}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn card_events_are_comment_commands_beside_san() {
    let text =
        std::fs::read_to_string(manifest().join("tests/scenarios/AM-25.counter-removal.json")).unwrap();
    let record = GameRecord::parse(&text).unwrap();
    let out = pgn::export(&record, shipped_deck("AM-REF").unwrap()).unwrap();
    assert!(out.contains("[CardFamily \"magico\"]"), "{out}");
    assert!(out.contains("[CardMode \"advanced\"]"), "{out}");
    assert!(out.contains("[WhiteCards \"AM-05\"]"), "{out}");
    assert!(out.contains("{[%card AM-05 by=w tgt=e7]} 1. --"), "{out}");
    assert!(out.contains("{[%react AM-25 by=b]}"), "{out}");
    assert!(out.contains("1... e5"), "{out}");
}

#[test]
fn import_reports_the_line_of_a_bad_move() {
    let text = "[CardFamily \"magico\"]\n[CardDeck \"AM-REF 1\"]\n[WhiteCards \"\"]\n[BlackCards \"\"]\n\n1. e4 e5\n2. Ke3 *\n";
    match pgn::import(text, deck_for) {
        Err(CardsError::Pgn { line, problem }) => {
            assert_eq!(line, 7);
            let message = problem.to_string();
            assert!(message.contains("Ke3"), "{message}");
        }
        other => panic!("expected a PGN error, got {other:?}"),
    }
    let plain = "[Event \"x\"]\n\n1. e4 e5 *\n";
    assert!(matches!(
        pgn::import(plain, deck_for),
        Err(CardsError::Pgn { .. })
    ));
    // A game read back plays on.
    let ok = "[CardFamily \"magico\"]\n[CardDeck \"AM-REF 1\"]\n[WhiteCards \"\"]\n[BlackCards \"AM-05\"]\n\n1. e4 {[%card AM-05 by=b tgt=e4]} -- 2. d4 *\n";
    let record = pgn::import(ok, deck_for).unwrap();
    let game_end = replay(&record, shipped_deck("AM-REF").unwrap()).unwrap();
    assert!(!game_end.any_rejected());
    assert_eq!(
        game_end.final_report.fen,
        "rnbqkbnr/pppppppp/8/8/3P4/8/PPP2PPP/RNBQKBNR b KQkq - 0 2"
    );
    let _ = Game::from_record(shipped_deck("AM-REF").unwrap(), &record).unwrap();
}

#[test]
fn malformed_pgn_is_an_error_never_a_panic() {
    let head =
        "[CardFamily \"magico\"]\n[CardDeck \"AM-REF 1\"]\n[WhiteCards \"AM-01\"]\n[BlackCards \"\"]\n\n";
    let bad = [
        String::new(),
        "[".to_string(),
        "[CardFamily \"magico\"".to_string(),
        "{ unterminated".to_string(),
        "[CardFamily \"magico\"]\n[CardDeck \"NOPE 1\"]\n\n*".to_string(),
        format!("{head}1. {{[%card]}} *"),
        format!("{head}1. {{[%card AM-01]}} *"),
        format!("{head}1. {{[%claim sometimes by=w]}} *"),
        format!("{head}1. Qh5 *"),
        format!("{head}1. e4 e5 [Event \"late\"] *"),
    ];
    for text in &bad {
        assert!(pgn::import(text, deck_for).is_err(), "accepted: {text:?}");
    }
    // Variations, NAGs, other comment commands and escape lines are skipped.
    let fine =
        format!("%escaped line\n{head}1. e4 $1 {{[%clk 0:10:00]}} (1. d4 d5) e5 ; rest of line\n2. Nf3 *");
    let record = pgn::import(&fine, deck_for).unwrap();
    assert_eq!(record.events.len(), 3);
}
