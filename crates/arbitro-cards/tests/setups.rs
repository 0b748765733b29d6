//! Setting up a disputed situation: every file in `tests/setups/` lists
//! setups (the start of a game record) that are refused, each with every
//! problem the engine must report (the JSON path of the field and the
//! catalogue code of the reason, in order), and setups that are accepted,
//! with what the game shows at once (a window opened, a result, an ED
//! phase, effects on the table). Every setup reads back as the same game
//! record it writes. Also: the position editor's queries.

use std::path::PathBuf;

use arbitro_cards::{CastlingRight, Game, PositionFault, PositionSetup, Setup, SetupReason, shipped_deck};
use arbitro_i18n::{Lang, Message};
use arbitro_rules::shakmaty::{CastlingSide, Color, Square};
use serde_json::Value;

fn cases(file: &str) -> Vec<Value> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/setups")
        .join(file);
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    v["cases"].as_array().cloned().unwrap_or_default()
}

fn setup_of(case: &Value) -> Setup {
    let text = serde_json::to_string(&case["record"]).unwrap();
    let setup =
        Setup::parse(&text).unwrap_or_else(|e| panic!("{}: the record does not read: {e}", case["title"]));
    // A setup writes the game record it was read from.
    let again = Setup::parse(&setup.to_json()).unwrap();
    assert_eq!(again, setup, "{}: the setup reads back changed", case["title"]);
    setup
}

fn deck_of(setup: &Setup) -> std::sync::Arc<arbitro_cards::Deck> {
    let id = if setup.rules.family == arbitro_cards::Family::Ed {
        "ED"
    } else {
        "AM-REF"
    };
    shipped_deck(id).unwrap()
}

/// A reason's catalogue code; a position's fault and a FEN's part after a colon.
fn key(reason: &SetupReason) -> String {
    match reason {
        SetupReason::Position { fault } => format!("{}:{fault:?}", reason.code()),
        SetupReason::NotFen { part } => format!("{}:{part:?}", reason.code()),
        _ => reason.code().to_string(),
    }
}

#[test]
fn every_refused_setup_lists_every_problem() {
    let mut bad = Vec::new();
    for case in cases("refused.json") {
        let title = case["title"].as_str().unwrap_or("?");
        let setup = setup_of(&case);
        let want: Vec<(String, String)> = case["problems"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|p| {
                (
                    p[0].as_str().unwrap().to_string(),
                    p[1].as_str().unwrap().to_string(),
                )
            })
            .collect();
        match Game::from_setup(deck_of(&setup), &setup) {
            Ok(_) => bad.push(format!("{title}: accepted (expected {want:?})")),
            Err(e) => {
                let got: Vec<(String, String)> = e
                    .problems
                    .iter()
                    .map(|p| (p.path.clone(), key(&p.reason)))
                    .collect();
                if got != want {
                    let texts: Vec<String> = e.problems.iter().map(|p| p.to_string()).collect();
                    bad.push(format!("{title}:\n   got {got:?}\n  want {want:?}\n  {texts:?}"));
                }
                for lang in Lang::ALL {
                    if let Err(err) = arbitro_i18n::try_render(lang, &e) {
                        bad.push(format!("{title}: {err}"));
                    }
                }
            }
        }
    }
    assert!(bad.is_empty(), "{} mismatches:\n{}", bad.len(), bad.join("\n"));
}

#[test]
fn every_accepted_setup_is_a_game() {
    let mut bad = Vec::new();
    for case in cases("accepted.json") {
        let title = case["title"].as_str().unwrap_or("?");
        let setup = setup_of(&case);
        let game = match Game::from_setup(deck_of(&setup), &setup) {
            Ok(g) => g,
            Err(e) => {
                bad.push(format!("{title}: refused: {e}"));
                continue;
            }
        };
        if let Some(want) = case["window"].as_str() {
            let got = game.window().map(|w| w.to_string()).unwrap_or_default();
            if got != want {
                bad.push(format!("{title}: window {got:?} (expected {want})"));
            }
        }
        if let Some(want) = case["result"].as_str() {
            let got = game.ending().map(|e| e.result.as_str()).unwrap_or("*");
            if got != want {
                bad.push(format!("{title}: result {got} (expected {want})"));
            }
        } else if let Some(e) = game.ending() {
            bad.push(format!("{title}: the game ended ({})", e.result.as_str()));
        }
        if let Some(want) = case["phase"].as_str() {
            let got = game.phase().map(|p| p.key()).unwrap_or("none");
            if got != want {
                bad.push(format!("{title}: phase {got} (expected {want})"));
            }
        }
        if let Some(want) = case["effects"].as_u64()
            && game.effects().len() as u64 != want
        {
            bad.push(format!(
                "{title}: {} effects (expected {want})",
                game.effects().len()
            ));
        }
    }
    assert!(bad.is_empty(), "{} mismatches:\n{}", bad.len(), bad.join("\n"));
}

#[test]
fn the_position_editor_asks_the_rules() {
    let standard = PositionSetup::standard();
    assert_eq!(
        standard.to_fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(standard.castling_options().len(), 4);
    assert!(standard.problems().is_empty());

    // A king off its square allows no castling on its side.
    let moved = PositionSetup::from_fen("r3k2r/8/8/8/8/8/8/R4K1R w - - 0 1", false).unwrap();
    assert_eq!(
        moved.castling_options(),
        vec![
            CastlingRight {
                colour: Color::Black,
                side: CastlingSide::KingSide
            },
            CastlingRight {
                colour: Color::Black,
                side: CastlingSide::QueenSide
            },
        ]
    );

    // After 1.e4 Black may take en passant nowhere but e3.
    let e4 = PositionSetup::from_fen(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        false,
    )
    .unwrap();
    assert_eq!(e4.en_passant_options(), vec![Square::E3]);

    // Everything wrong at once.
    let mut broken = PositionSetup::empty();
    assert_eq!(
        broken.problems(),
        vec![
            SetupReason::Position {
                fault: PositionFault::EmptyBoard
            },
            SetupReason::Position {
                fault: PositionFault::MissingKing
            }
        ]
    );
    broken.board = arbitro_rules::shakmaty::Board::new();
    broken.board.discard_piece_at(Square::E1);
    broken.en_passant = Some(Square::D6);
    let faults = broken.problems();
    assert!(faults.contains(&SetupReason::Position {
        fault: PositionFault::MissingKing
    }));
    assert!(faults.contains(&SetupReason::Position {
        fault: PositionFault::InvalidEnPassant
    }));

    // Chess960: position 518 is the standard array.
    let p = PositionSetup::chess960(518).unwrap();
    assert_eq!(p.board, arbitro_rules::shakmaty::Board::new());
    assert!(p.chess960);

    // A FEN that does not read says which part.
    let e = PositionSetup::from_fen("4k3/8/8/8/8/8/8/4K3 x - - 0 1", false).unwrap_err();
    assert_eq!(
        arbitro_i18n::render(Lang::En, &e),
        "not a FEN: the side to move is not w or b"
    );
}

#[test]
fn a_setup_built_in_code_is_checked_as_one_read_from_a_file() {
    // Not through the schema: a declared piece that is not a FEN letter.
    let setup: Setup = serde_json::from_value(serde_json::json!({
        "rules": {"family": "magico", "mode": "advanced"},
        "deck": {"id": "AM-REF", "version": "1"},
        "start": {"fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
        "hands": {"white": [], "black": ["AM-25"]},
        "pending": {"card": "AM-07", "by": "white", "targets": ["b7"], "declared": ["x"]}
    }))
    .unwrap();
    let e = Game::from_setup(shipped_deck("AM-REF").unwrap(), &setup).unwrap_err();
    let got: Vec<(&str, &str)> = e
        .problems
        .iter()
        .map(|p| (p.path.as_str(), p.reason.code()))
        .collect();
    assert_eq!(got, [("$.pending.declared[0]", "cards-setup-not-a-piece")]);

    // A window that satisfies nothing.
    let setup: Setup = serde_json::from_value(serde_json::json!({
        "rules": {"family": "magico", "mode": "advanced"},
        "deck": {"id": "AM-REF", "version": "1"},
        "start": {"fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
        "hands": {"white": [], "black": ["AM-25"]},
        "window": {"player": "black", "kinds": []}
    }))
    .unwrap();
    let e = Game::from_setup(shipped_deck("AM-REF").unwrap(), &setup).unwrap_err();
    let got: Vec<(&str, &str)> = e
        .problems
        .iter()
        .map(|p| (p.path.as_str(), p.reason.code()))
        .collect();
    assert_eq!(got, [("$.window.kinds", "cards-setup-window-empty")]);
}
