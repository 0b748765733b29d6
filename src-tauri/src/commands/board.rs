//! The board: a position's legal moves and standing under the FIDE Laws,
//! and playing one move. Used by the Arbiter panel.

use std::collections::BTreeMap;

use arbitro_rules::{Color, History, Position, Ruleset, Status};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::IpcResult;

/// A position to look at: FEN (X-FEN or Shredder-FEN for Chess960).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PositionRequest {
    /// The position.
    pub fen: String,
    /// Castling follows Chess960 rules (F9-2…F9-8).
    pub chess960: bool,
    /// `fide` (FI-*) or `online` (ON-*).
    pub ruleset: RulesetName,
}

/// The rulesets the board can judge by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum RulesetName {
    /// FIDE Laws of Chess (FI-*).
    Fide,
    /// Online application (ON-*).
    Online,
}

/// One legal move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct LegalMove {
    /// UCI (king-takes-rook for Chess960 castling).
    pub uci: String,
    /// SAN with check/mate suffix.
    pub san: String,
}

/// How a game ended, with the deciding clause.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct EndingView {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: String,
    /// Why, as a slug (`checkmate`, `dead-position`…).
    pub reason: String,
    /// The clause that decides it (e.g. `FI-5.2.2`).
    pub clause: String,
    /// The decision in words.
    pub detail: String,
}

/// A position as the board draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct BoardView {
    /// The position's FEN (Shredder-FEN in Chess960).
    pub fen: String,
    /// Side to move: `white` or `black`.
    pub turn: String,
    /// The side to move is in check.
    pub check: bool,
    /// Legal destinations by origin square, for the board.
    pub dests: BTreeMap<String, Vec<String>>,
    /// Every legal move.
    pub moves: Vec<LegalMove>,
    /// Draws the side to move could claim now (FI-9.2, FI-9.3).
    pub claimable: Vec<String>,
    /// The ending, if the position ends the game.
    pub ending: Option<EndingView>,
}

/// A move played: its SAN and the position after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct PlayedView {
    /// The move in SAN.
    pub san: String,
    /// The move in UCI.
    pub uci: String,
    /// The position after the move.
    pub board: BoardView,
}

fn parse(request: &PositionRequest) -> IpcResult<Position> {
    let fen = request.fen.trim();
    let position = if request.chess960 {
        Position::from_fen_chess960(fen)
    } else {
        Position::from_fen(fen)
    };
    Ok(position?)
}

fn ruleset(name: RulesetName) -> Ruleset {
    match name {
        RulesetName::Fide => Ruleset::Fide,
        RulesetName::Online => Ruleset::Online,
    }
}

fn view(position: &Position, name: RulesetName) -> BoardView {
    let mut dests: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut moves = Vec::new();
    for m in position.legal_moves() {
        let uci = position.uci(m).to_string();
        let (from, to) = (uci[0..2].to_string(), uci[2..4].to_string());
        let targets = dests.entry(from).or_default();
        if !targets.contains(&to) {
            targets.push(to);
        }
        moves.push(LegalMove {
            san: position.san(m).to_string(),
            uci,
        });
    }
    let (claimable, ending) = match ruleset(name).status(position, &History::new()) {
        Status::Ongoing(ongoing) => (
            ongoing.claimable.iter().map(|c| c.name().to_string()).collect(),
            None,
        ),
        Status::Over(ending) => (
            Vec::new(),
            Some(EndingView {
                result: ending.result().to_string(),
                reason: serde_json::to_value(ending.reason)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_string))
                    .unwrap_or_default(),
                clause: ending.clause.to_string(),
                detail: ending.detail.clone(),
            }),
        ),
    };
    BoardView {
        fen: if position.mode() == arbitro_rules::CastlingMode::Chess960 {
            position.shredder_fen()
        } else {
            position.fen()
        },
        turn: match position.turn() {
            Color::White => "white".into(),
            Color::Black => "black".into(),
        },
        check: position.is_check(),
        dests,
        moves,
        claimable,
        ending,
    }
}

/// The position's legal moves and standing.
#[tauri::command(async)]
pub fn position_view(request: PositionRequest) -> IpcResult<BoardView> {
    let position = parse(&request)?;
    Ok(view(&position, request.ruleset))
}

/// Plays `mv` (UCI or SAN) in the position and returns the position after it.
#[tauri::command(async)]
pub fn play_move(request: PositionRequest, mv: String) -> IpcResult<PlayedView> {
    let position = parse(&request)?;
    let m = position.parse_move(mv.trim())?;
    let san = position.san(m).to_string();
    let uci = position.uci(m).to_string();
    let after = position.after(m)?;
    Ok(PlayedView {
        san,
        uci,
        board: view(&after, request.ruleset),
    })
}
