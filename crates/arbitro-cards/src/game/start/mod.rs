//! The state at the start of a game, for both families: the checks every
//! start shares (the deck the record names, AM-R16; the position; each
//! physical card used at most once; captured pieces a game can have; the
//! fields of the other family), then the family's own start
//! ([`super::am::start`], [`super::ed::start`]) and the judgement of the
//! start position (a start in checkmate opens the save window, AM-D9, or
//! ends the game; stalemate and dead positions end it). Every problem is
//! reported with its JSON path; none is left out.

use arbitro_rules::shakmaty::fen::Fen;
use arbitro_rules::shakmaty::{Chess, Color, Position, Role};

pub(super) mod pieces;

use super::board;
use super::state::GameState;
use crate::deck::{Deck, Family};
use crate::dispute::{FenPart, PositionFault, Setup, SetupError, SetupProblem, SetupReason};
use crate::trace::Trace;
use pieces::castling_mode;

/// Builds the starting state of `setup`, with the trace of what the start
/// position decided, or every problem found.
pub(crate) fn initial_state(deck: &Deck, setup: &Setup) -> Result<(GameState, Trace), SetupError> {
    let mut problems = Vec::new();
    check_deck(deck, setup, &mut problems);
    check_family_fields(setup, &mut problems);
    let pos = start_position(setup, &mut problems);
    if let Some(pos) = &pos {
        check_captured(pos, setup, &mut problems);
    }
    let state = match setup.rules.family {
        Family::Magico => super::am::start::initial_state(deck, setup, pos, &mut problems),
        Family::Ed => super::ed::start::initial_state(deck, setup, pos, &mut problems),
    };
    match state {
        Some(mut st) if problems.is_empty() => {
            let mut trace = Trace::default();
            let env = super::Env {
                deck,
                rules: &setup.rules,
            };
            match setup.rules.family {
                Family::Magico => super::am::judge_start(&env, &mut st, &mut trace),
                Family::Ed => super::ed::judge_start(&env, &mut st, &mut trace),
            }
            Ok((st, trace))
        }
        _ => Err(SetupError { problems }),
    }
}

/// The deck the record names must be the deck loaded, in the same version
/// (AM-R16: the canonical, versioned card texts decide), of the record's family.
fn check_deck(deck: &Deck, setup: &Setup, problems: &mut Vec<SetupProblem>) {
    if deck.family != setup.rules.family {
        problems.push(SetupProblem::new(
            "$.deck.id",
            SetupReason::DeckFamily {
                deck: deck.id.clone(),
                family: deck.family,
            },
        ));
    }
    if setup.deck.id != deck.id {
        problems.push(SetupProblem::new(
            "$.deck.id",
            SetupReason::DeckId {
                expected: deck.id.clone(),
            },
        ));
    }
    if setup.deck.version != deck.version {
        problems.push(SetupProblem::new(
            "$.deck.version",
            SetupReason::DeckVersion {
                deck: deck.id.clone(),
                used: setup.deck.version.clone(),
                loaded: deck.version.clone(),
            },
        ));
    }
}

/// Each family's own fields, refused in the other family.
fn check_family_fields(setup: &Setup, problems: &mut Vec<SetupProblem>) {
    let o = &setup.rules.options;
    match setup.rules.family {
        Family::Magico => {
            for (name, set) in [
                ("edition", o.edition.is_some()),
                ("mandatory_draw", o.mandatory_draw.is_some()),
                ("king_capture", o.king_capture.is_some()),
                ("bomb_variant", o.bomb_variant.is_some()),
            ] {
                if set {
                    problems.push(SetupProblem::new(
                        format!("$.rules.options.{name}"),
                        SetupReason::EdOption { option: name },
                    ));
                }
            }
            for (name, set) in [
                ("pile", setup.pile.is_some()),
                ("pile_top", !setup.pile_top.is_empty()),
                ("kept", setup.kept.is_some()),
                ("drawn", setup.drawn.is_some()),
            ] {
                if set {
                    problems.push(SetupProblem::new(
                        format!("$.{name}"),
                        SetupReason::EdField { field: name },
                    ));
                }
            }
        }
        Family::Ed => {
            if o.king_capture == Some(true) && o.mandatory_draw != Some(true) {
                problems.push(SetupProblem::new(
                    "$.rules.options.king_capture",
                    SetupReason::KingCaptureNeedsMandatory,
                ));
            }
            for (name, set) in [
                ("hands", setup.hands.is_some()),
                ("effects", !setup.effects.is_empty()),
                ("pending", setup.pending.is_some()),
                ("window", setup.window.is_some()),
                ("move_only", setup.move_only.is_some()),
            ] {
                if set {
                    problems.push(SetupProblem::new(
                        format!("$.{name}"),
                        SetupReason::AmField { field: name },
                    ));
                }
            }
        }
    }
}

/// The start position (FEN), or `None` with every fault added under
/// `$.start.fen`. Castling rights and en-passant squares the placement does
/// not allow are dropped, as after any card (AM-G12).
fn start_position(setup: &Setup, problems: &mut Vec<SetupProblem>) -> Option<Chess> {
    match Fen::from_ascii(setup.start.fen.trim().as_bytes()) {
        Ok(fen) => match board::build(fen.into_setup(), castling_mode(setup)) {
            Ok(p) => Some(p),
            Err(kinds) => {
                for fault in PositionFault::of(kinds) {
                    problems.push(SetupProblem::new("$.start.fen", SetupReason::Position { fault }));
                }
                None
            }
        },
        Err(e) => {
            problems.push(SetupProblem::new(
                "$.start.fen",
                SetupReason::NotFen {
                    part: FenPart::of(&e),
                },
            ));
            None
        }
    }
}

/// Pieces on the board and off it: no colour has more than the 16 pieces
/// and 8 pawns a game starts with (promoted pieces count as pawns' places).
fn check_captured(pos: &Chess, setup: &Setup, problems: &mut Vec<SetupProblem>) {
    let board = pos.board();
    for (colour, list, name) in [
        (Color::White, &setup.captured.white, "white"),
        (Color::Black, &setup.captured.black, "black"),
    ] {
        let on_board = board.by_color(colour).count();
        let total = on_board + list.len();
        if total > 16 {
            problems.push(SetupProblem::new(
                format!("$.captured.{name}"),
                SetupReason::TooManyPieces {
                    player: colour,
                    count: total,
                },
            ));
        }
        let pawns = (board.by_color(colour) & board.pawns()).count()
            + list.iter().filter(|k| k.role() == Role::Pawn).count();
        if pawns > 8 {
            problems.push(SetupProblem::new(
                format!("$.captured.{name}"),
                SetupReason::TooManyPawns {
                    player: colour,
                    count: pawns,
                },
            ));
        }
    }
}
