//! The position editor's one question to the rules core: a FEN with the
//! arbiter's edits (placement, side to move, castling rights, en-passant
//! square, a start position) checked by [`PositionSetup::edit`]. The answer
//! is the normalised FEN, every problem as a catalogue message in both
//! languages, and the castling rights and en-passant squares the placement
//! allows (FI-3, F9-1): the editor offers only those and decides nothing.

use arbitro_cards::{CastlingRight, PositionCheck, PositionEdit, PositionSetup, SetupReason};
use arbitro_i18n::Message;
use arbitro_rules::shakmaty::{CastlingSide, Color, Square};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::cards::{Localized, PlayerColour};
use crate::error::IpcResult;

/// A position and the edits to apply to it, in order.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PositionSetupRequest {
    /// The position (X-FEN, or Shredder-FEN for Chess960).
    pub fen: String,
    /// Chess960 castling rules (F9-2).
    pub chess960: bool,
    /// The edits, applied in order.
    #[serde(default)]
    pub edits: Vec<SetupEdit>,
}

/// One edit of the position editor.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum SetupEdit {
    /// The pieces, as the placement field of a FEN.
    Placement {
        /// `rnbqkbnr/pppppppp/8/…`.
        placement: String,
    },
    /// The side to move.
    Turn {
        /// Who moves.
        turn: PlayerColour,
    },
    /// The castling rights wanted.
    Castling {
        /// Each right (those the placement does not allow are dropped).
        rights: Vec<CastlingOption>,
    },
    /// The en-passant square.
    EnPassant {
        /// `e3`, or none.
        square: Option<String>,
    },
    /// An empty board.
    Clear,
    /// The standard start position.
    Standard,
    /// A Chess960 start position (F9-1).
    Chess960 {
        /// 0–959.
        number: u32,
    },
}

/// Which side a castling right is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum CastlingWing {
    /// Short castling (`K`/`k`).
    King,
    /// Long castling (`Q`/`q`).
    Queen,
}

/// A castling right: whose and which side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CastlingOption {
    /// Whose right.
    pub colour: PlayerColour,
    /// Which side.
    pub side: CastlingWing,
}

/// A castling right the placement allows, and whether the position has it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct CastlingChoice {
    /// The right.
    pub right: CastlingOption,
    /// The position has it.
    pub on: bool,
}

/// One thing the rules find wrong, as a catalogue message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct PositionProblemView {
    /// The message's stable code (`cards-setup-position`…).
    pub code: String,
    /// Its text in both languages.
    pub text: Localized,
}

/// The position as the rules see it, for the editor.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PositionSetupView {
    /// The request's FEN and edits read (else `fen` is the request's, unchanged).
    pub readable: bool,
    /// The normalised FEN after the edits.
    pub fen: String,
    /// The rules accept the position (no problems).
    pub valid: bool,
    /// The side to move.
    pub turn: PlayerColour,
    /// Every problem (or the one reason the request does not read).
    pub problems: Vec<PositionProblemView>,
    /// The castling rights the placement allows, each on or off.
    pub castling: Vec<CastlingChoice>,
    /// The en-passant square set.
    pub en_passant: Option<String>,
    /// The en-passant squares the placement allows for the side to move.
    pub en_passant_options: Vec<String>,
}

impl From<CastlingRight> for CastlingOption {
    fn from(r: CastlingRight) -> CastlingOption {
        CastlingOption {
            colour: colour(r.colour),
            side: match r.side {
                CastlingSide::KingSide => CastlingWing::King,
                CastlingSide::QueenSide => CastlingWing::Queen,
            },
        }
    }
}

impl From<CastlingOption> for CastlingRight {
    fn from(o: CastlingOption) -> CastlingRight {
        CastlingRight {
            colour: match o.colour {
                PlayerColour::White => Color::White,
                PlayerColour::Black => Color::Black,
            },
            side: match o.side {
                CastlingWing::King => CastlingSide::KingSide,
                CastlingWing::Queen => CastlingSide::QueenSide,
            },
        }
    }
}

fn colour(c: Color) -> PlayerColour {
    match c {
        Color::White => PlayerColour::White,
        Color::Black => PlayerColour::Black,
    }
}

fn problem(reason: &SetupReason) -> PositionProblemView {
    PositionProblemView {
        code: reason.code().to_string(),
        text: Localized::of(reason),
    }
}

fn square(text: &str) -> Result<Square, SetupReason> {
    text.trim().parse().map_err(|_| SetupReason::NotASquare {
        text: text.to_string(),
    })
}

impl SetupEdit {
    fn to_core(&self) -> Result<PositionEdit, SetupReason> {
        Ok(match self {
            SetupEdit::Placement { placement } => PositionEdit::Placement(placement.clone()),
            SetupEdit::Turn { turn } => PositionEdit::Turn(match turn {
                PlayerColour::White => Color::White,
                PlayerColour::Black => Color::Black,
            }),
            SetupEdit::Castling { rights } => {
                PositionEdit::Castling(rights.iter().map(|r| CastlingRight::from(*r)).collect())
            }
            SetupEdit::EnPassant { square: None } => PositionEdit::EnPassant(None),
            SetupEdit::EnPassant { square: Some(s) } => PositionEdit::EnPassant(Some(square(s)?)),
            SetupEdit::Clear => PositionEdit::Clear,
            SetupEdit::Standard => PositionEdit::Standard,
            SetupEdit::Chess960 { number } => PositionEdit::Chess960(*number),
        })
    }
}

fn view(check: &PositionCheck) -> PositionSetupView {
    PositionSetupView {
        readable: true,
        fen: check.fen.clone(),
        valid: check.is_valid(),
        turn: colour(check.position.turn),
        problems: check.problems.iter().map(problem).collect(),
        castling: check
            .castling_options
            .iter()
            .map(|r| CastlingChoice {
                right: (*r).into(),
                on: check.position.castling.contains(r),
            })
            .collect(),
        en_passant: check.position.en_passant.map(|s| s.to_string()),
        en_passant_options: check.en_passant_options.iter().map(|s| s.to_string()).collect(),
    }
}

/// Applies the editor's edits to a position and checks it (FI-3, F9-1).
/// A request that does not read answers with its one reason, not an error:
/// the editor shows it and keeps the last good position.
#[tauri::command(async)]
pub fn position_setup(request: PositionSetupRequest) -> IpcResult<PositionSetupView> {
    let checked = request
        .edits
        .iter()
        .map(SetupEdit::to_core)
        .collect::<Result<Vec<_>, _>>()
        .and_then(|edits| PositionSetup::edit(&request.fen, request.chess960, &edits));
    Ok(match checked {
        Ok(check) => view(&check),
        Err(reason) => PositionSetupView {
            readable: false,
            fen: request.fen.clone(),
            valid: false,
            turn: PlayerColour::White,
            problems: vec![problem(&reason)],
            castling: Vec::new(),
            en_passant: None,
            en_passant_options: Vec::new(),
        },
    })
}
