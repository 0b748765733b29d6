//! The positions a game has passed through, for repetition (FI-9.2,
//! FI-9.6, ON-1).
//!
//! Two positions are the same when the same side is to move, the same pieces
//! stand on the same squares and the same moves are possible: castling rights
//! and legal en-passant captures count, move counters do not (FI-9.2). A
//! card engine that moves pieces arbitrarily pushes every position it
//! produces and asks the ruleset about the next one.

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Position as _};

use crate::position::Position;

/// Earlier positions of a game, in order.
#[derive(Debug, Clone, Default)]
pub struct History {
    entries: Vec<(u64, Chess)>,
}

fn key(chess: &Chess) -> u64 {
    let hash: Zobrist64 = chess.zobrist_hash(EnPassantMode::Legal);
    hash.0
}

impl History {
    /// An empty history (the position in question is the first).
    pub fn new() -> History {
        History::default()
    }

    /// Records that `pos` stood on the board.
    pub fn push(&mut self, pos: &Position) {
        self.entries.push((key(pos.chess()), pos.chess().clone()));
    }

    /// How many positions are recorded.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether nothing is recorded.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Forgets everything after the first `len` positions (take-backs).
    pub fn truncate(&mut self, len: usize) {
        self.entries.truncate(len);
    }

    /// How many recorded positions equal `pos` under FI-9.2.
    pub fn occurrences(&self, pos: &Position) -> usize {
        let k = key(pos.chess());
        self.entries
            .iter()
            .filter(|(h, chess)| *h == k && chess == pos.chess())
            .count()
    }

    /// How many times `pos` has appeared counting itself as the latest
    /// occurrence (the number FI-9.2 and FI-9.6 speak of).
    pub fn appearances(&self, pos: &Position) -> usize {
        self.occurrences(pos) + 1
    }
}

impl<'a> FromIterator<&'a Position> for History {
    fn from_iter<I: IntoIterator<Item = &'a Position>>(iter: I) -> History {
        let mut history = History::new();
        for pos in iter {
            history.push(pos);
        }
        history
    }
}
