//! Positions built from edited boards (AM-G12: special rights recomputed from
//! the resulting position) and the repetition key of a position with its effects.

use std::hash::{DefaultHasher, Hash, Hasher};

use arbitro_rules::shakmaty::zobrist::Zobrist64;
use arbitro_rules::shakmaty::{
    CastlingMode, Chess, EnPassantMode, FromSetup, Position, PositionError, PositionErrorKinds, Setup,
};

use super::state::{ActiveEffect, Anchor};

/// A validated position from an edited setup. Castling rights that no longer
/// match a king and rook on their squares, and en-passant squares that no
/// longer match a double-pushed pawn, are dropped (AM-G12). Positions cards
/// can reach but play cannot (unusual checks, extra material) are accepted;
/// pawns on rank 1/8, missing kings and a side not to move in check are not.
pub fn build(setup: Setup, mode: CastlingMode) -> Result<Chess, PositionErrorKinds> {
    let err = match Chess::from_setup(setup, mode) {
        Ok(pos) => return Ok(pos),
        Err(e) => e,
    };
    let tolerated = PositionErrorKinds::INVALID_CASTLING_RIGHTS
        | PositionErrorKinds::INVALID_EP_SQUARE
        | PositionErrorKinds::IMPOSSIBLE_CHECK
        | PositionErrorKinds::TOO_MUCH_MATERIAL;
    let kinds = err.kinds();
    if !(kinds - tolerated).is_empty() {
        return Err(kinds);
    }
    // Only tolerated problems: drop them one kind at a time.
    let mut err = err;
    for ignore in [
        PositionError::ignore_invalid_castling_rights
            as fn(PositionError<Chess>) -> Result<Chess, PositionError<Chess>>,
        PositionError::ignore_invalid_ep_square,
        PositionError::ignore_impossible_check,
        PositionError::ignore_too_much_material,
    ] {
        match ignore(err) {
            Ok(pos) => return Ok(pos),
            Err(e) => err = e,
        }
    }
    Err(err.kinds())
}

/// The key under which positions repeat (FI-9.2): pieces, side to move,
/// castling and en-passant rights, and the effects that change the possible moves.
pub fn repetition_key(pos: &Chess, effects: &[ActiveEffect]) -> u64 {
    let z: Zobrist64 = pos.zobrist_hash(EnPassantMode::Legal);
    if effects.is_empty() {
        return z.0;
    }
    let mut h = DefaultHasher::new();
    z.0.hash(&mut h);
    for e in effects {
        e.card.0.hash(&mut h);
        (e.owner as u8).hash(&mut h);
        match &e.anchor {
            Anchor::Piece { square, .. } => square.hash(&mut h),
            Anchor::Zone(z) => z.squares.0.hash(&mut h),
            Anchor::Player | Anchor::None => 0u8.hash(&mut h),
        }
        e.exempt.0.hash(&mut h);
    }
    h.finish()
}
