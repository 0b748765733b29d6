//! Chess960 start positions (F9-1): the standard numbering 0..=959 (518 is
//! the classical setup) and a seeded random draw whose seed is recorded.

use serde::{Deserialize, Serialize};
use shakmaty::{Board, File, Position as _, Rank, Role, Square};

use crate::error::RulesError;
use crate::position::Position;

/// The number of Chess960 start positions.
pub const CHESS960_POSITIONS: u32 = 960;

/// The number of the classical start position.
pub const CLASSICAL_NUMBER: u32 = 518;

/// A Chess960 start position drawn at random, with the seed that produced it
/// so the draw can be audited and repeated (F9-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Chess960Draw {
    /// The position number, 0..=959.
    pub number: u32,
    /// The seed of the draw (`arbitro-rng`).
    pub seed: u64,
}

impl Chess960Draw {
    /// Draws a start position from `seed`, uniformly among the 960.
    pub fn from_seed(seed: u64) -> Chess960Draw {
        let mut rng = arbitro_rng::Rng::from_seed(seed);
        Chess960Draw {
            number: rng.below(u64::from(CHESS960_POSITIONS)) as u32,
            seed,
        }
    }

    /// The drawn start position.
    pub fn position(self) -> Position {
        // `number` is always below 960 when built by `from_seed`; a value read
        // from a file is checked again by `Position::chess960`.
        Position::chess960(self.number).unwrap_or_else(|_| Position::standard())
    }
}

/// White's back rank of start position `number`, from the a-file
/// (`"RNBQKBNR"` for 518).
pub fn back_rank(number: u32) -> Result<String, RulesError> {
    let pos = Position::chess960(number)?;
    Ok(rank_letters(pos.board()))
}

/// The Chess960 number of a start setup, if `board` is one (both back
/// ranks a valid Chess960 arrangement mirrored, pawns on their squares).
pub fn number_of(board: &Board) -> Option<u32> {
    (0..CHESS960_POSITIONS).find(|&n| Board::chess960(n) == *board)
}

/// The number of a position if it is a Chess960 start position with all its
/// castling rights, White to move.
pub fn start_number(pos: &Position) -> Option<u32> {
    let n = number_of(pos.board())?;
    let full_rights = pos.chess().castles().castling_rights() == pos.board().rooks();
    (full_rights && pos.turn().is_white()).then_some(n)
}

fn rank_letters(board: &Board) -> String {
    File::ALL
        .iter()
        .map(|&file| {
            let sq = Square::from_coords(file, Rank::First);
            board.role_at(sq).map_or('?', |role: Role| role.upper_char())
        })
        .collect()
}
