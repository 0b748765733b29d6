//! "Can this colour still checkmate by any series of legal moves?" — the
//! question behind dead positions (FI-5.2.2), flag fall (FI-6.9) and
//! resignation (FI-5.1.2). Answered by a real helpmate search (the
//! `chasolver` crate, over the `chess` crate), never by a material list.
//!
//! The search is wrapped here: positions cross the boundary as FEN, the
//! helpmate comes back as UCI moves and is replayed on our own position, so
//! a witness line is only ever reported after it has been checked legal and
//! ending in mate.

use std::str::FromStr;

use shakmaty::uci::UciMove;
use shakmaty::{CastlingSide, Color, Move, Position as _, Square};

use crate::position::Position;

/// Whether a colour can still deliver checkmate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Winnability {
    /// A helpmate exists; `line` is one (checked legal, ending with the
    /// opponent checkmated). Empty when the opponent is already mated.
    Winnable {
        /// The witness moves, starting with the side to move.
        line: Vec<Move>,
    },
    /// No sequence of legal moves ends with this colour giving mate.
    Unwinnable,
    /// The search gave up (its node limit) or could not be run; nothing is
    /// claimed either way.
    Undecided,
}

impl Winnability {
    /// Whether a mate was proved impossible.
    pub fn is_unwinnable(&self) -> bool {
        matches!(self, Winnability::Unwinnable)
    }

    /// Whether a helpmate was found.
    pub fn is_winnable(&self) -> bool {
        matches!(self, Winnability::Winnable { .. })
    }
}

/// Whether a position is dead (FI-5.2.2): neither colour can mate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deadness {
    /// Neither side can ever checkmate.
    Dead,
    /// At least one side can still checkmate.
    Alive,
    /// The search could not decide for at least one side.
    Undecided,
}

/// Can `winner` still checkmate from `pos`, by any series of legal moves
/// (both sides cooperating)? Castling rights that standard FEN cannot express
/// (Chess960 rooks off the corners) are left out of the search.
pub fn can_checkmate(pos: &Position, winner: Color) -> Winnability {
    let Some(board) = to_solver_board(pos) else {
        return Winnability::Undecided;
    };
    let colour = solver_colour(winner);
    let verdict = std::panic::catch_unwind(|| chasolver::winnability(&board, colour));
    match verdict {
        Ok(Some(chasolver::Winnability::Unwinnable)) => Winnability::Unwinnable,
        Ok(Some(chasolver::Winnability::Winnable { helpmate })) => {
            let uci: Vec<String> = helpmate
                .iter()
                .map(|m| m.to_string().to_ascii_lowercase())
                .collect();
            match replay_to_mate(pos, &uci, winner) {
                Some(line) => Winnability::Winnable { line },
                None => Winnability::Undecided,
            }
        }
        Ok(None) | Err(_) => Winnability::Undecided,
    }
}

/// A quick test that proves some positions unwinnable for `winner` and
/// never claims one wrongly; `false` means "not proved", not "winnable".
pub fn surely_unwinnable(pos: &Position, winner: Color) -> bool {
    let Some(board) = to_solver_board(pos) else {
        return false;
    };
    let colour = solver_colour(winner);
    std::panic::catch_unwind(|| chasolver::is_unwinnable_fast(&board, colour)).unwrap_or(false)
}

/// Replays UCI moves on our own position and returns them as moves if every
/// one is legal and the last leaves `winner`'s opponent checkmated.
pub fn replay_to_mate(pos: &Position, uci: &[String], winner: Color) -> Option<Vec<Move>> {
    let mut current = pos.clone();
    let mut line = Vec::with_capacity(uci.len());
    for text in uci {
        let m = UciMove::from_ascii(text.as_bytes())
            .ok()?
            .to_move(current.chess())
            .ok()?;
        if !current.is_legal(m) {
            return None;
        }
        current.play_unchecked(m);
        line.push(m);
    }
    (current.chess().is_checkmate() && current.turn() == !winner).then_some(line)
}

fn solver_colour(colour: Color) -> chess::Color {
    match colour {
        Color::White => chess::Color::White,
        Color::Black => chess::Color::Black,
    }
}

/// The position as a `chess` crate board, through FEN with standard castling
/// letters only (the `chess` crate knows no Chess960 castling).
fn to_solver_board(pos: &Position) -> Option<chess::Board> {
    let fen = pos.fen();
    let mut fields: Vec<String> = fen.split(' ').map(str::to_string).collect();
    if fields.len() < 4 {
        return None;
    }
    fields[2] = standard_castling_letters(pos);
    chess::Board::from_str(&fields.join(" ")).ok()
}

/// `KQkq` letters for the castling rights that standard chess can express:
/// king on its e-file square, rook in the corner.
fn standard_castling_letters(pos: &Position) -> String {
    let castles = pos.chess().castles();
    let board = pos.board();
    let mut out = String::new();
    for (colour, king_sq, rooks) in [
        (
            Color::White,
            Square::E1,
            [
                (CastlingSide::KingSide, Square::H1, 'K'),
                (CastlingSide::QueenSide, Square::A1, 'Q'),
            ],
        ),
        (
            Color::Black,
            Square::E8,
            [
                (CastlingSide::KingSide, Square::H8, 'k'),
                (CastlingSide::QueenSide, Square::A8, 'q'),
            ],
        ),
    ] {
        if board.king_of(colour) != Some(king_sq) {
            continue;
        }
        for (side, rook_sq, letter) in rooks {
            if castles.rook(colour, side) == Some(rook_sq) {
                out.push(letter);
            }
        }
    }
    if out.is_empty() {
        out.push('-');
    }
    out
}
