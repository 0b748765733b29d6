//! The state at the start of a game, for both families: the checks every
//! start shares (the deck the record names, AM-R16; the position; each
//! physical card used at most once; captured pieces a game can have; the
//! fields of the other family), then the family's own start
//! ([`super::am::start`], [`super::ed::start`]) and the judgement of the
//! start position (a start in checkmate opens the save window, AM-D9, or
//! ends the game; stalemate and dead positions end it). Every problem is
//! reported with its JSON path; none is left out.

use arbitro_rules::shakmaty::fen::Fen;
use arbitro_rules::shakmaty::{CastlingMode, Chess, Color, Position, Role};

use super::board;
use super::state::{GameState, ci};
use crate::deck::{CardIdx, CardKind, Deck, Family};
use crate::dispute::{FenPart, PositionFault, Setup, SetupError, SetupProblem, SetupReason};
use crate::trace::Trace;

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

/// Castling rules of the game: Chess960 (F9-2) when the start says so.
pub(crate) fn castling_mode(setup: &Setup) -> CastlingMode {
    if setup.start.chess960 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
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

/// The captured pieces of a setup, by colour.
pub(crate) fn captured_of(setup: &Setup) -> [Vec<Role>; 2] {
    let mut captured: [Vec<Role>; 2] = [Vec::new(), Vec::new()];
    for (colour, list) in [
        (Color::White, &setup.captured.white),
        (Color::Black, &setup.captured.black),
    ] {
        captured[ci(colour)] = list.iter().map(|k| k.role()).collect();
    }
    captured
}

/// The cards a setup places (hands, kept cards, pile, discard, effects, the
/// pending and drawn card): each must be a playable card of the deck and
/// each physical card is used at most once.
pub(crate) struct CardTally<'d> {
    deck: &'d Deck,
    used: Vec<(CardIdx, String)>,
}

impl<'d> CardTally<'d> {
    /// No card used yet.
    pub(crate) fn new(deck: &'d Deck) -> CardTally<'d> {
        CardTally {
            deck,
            used: Vec::new(),
        }
    }

    /// The card `code` named at JSON path `path`, or `None` with the problem
    /// added: not a card of the deck, an instruction card (DECKS.md: never
    /// played), or a card already used elsewhere.
    pub(crate) fn take(
        &mut self,
        code: &str,
        path: String,
        problems: &mut Vec<SetupProblem>,
    ) -> Option<CardIdx> {
        let Some(idx) = self.deck.index_of(code) else {
            problems.push(SetupProblem::new(
                path,
                SetupReason::UnknownCard {
                    card: code.to_string(),
                    deck: self.deck.id.clone(),
                },
            ));
            return None;
        };
        let code = self.deck.code(idx).to_string();
        if self.deck.card(idx).kind == CardKind::Instruction {
            problems.push(SetupProblem::new(
                path,
                SetupReason::InstructionCard { card: code },
            ));
            return None;
        }
        if let Some((_, first)) = self.used.iter().find(|(i, _)| *i == idx) {
            problems.push(SetupProblem::new(
                path,
                SetupReason::CardTwice {
                    card: code,
                    first: first.clone(),
                },
            ));
            return None;
        }
        self.used.push((idx, path));
        Some(idx)
    }

    /// Records a card the engine placed itself (a seeded deal), unchecked.
    pub(crate) fn mark(&mut self, idx: CardIdx, path: String) {
        self.used.push((idx, path));
    }

    /// The cards taken so far.
    pub(crate) fn taken(&self) -> Vec<CardIdx> {
        self.used.iter().map(|(i, _)| *i).collect()
    }
}

/// The cards of the deck not among `in_game`.
pub(crate) fn undealt(deck: &Deck, in_game: &[CardIdx]) -> Vec<CardIdx> {
    (0..deck.cards.len() as u16)
        .map(CardIdx)
        .filter(|c| !in_game.contains(c))
        .collect()
}
