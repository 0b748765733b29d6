//! Declarations (AM-D1): what a card event names — targets, destination,
//! choice, moves — fixed from commit to resolution (AM-G8), and the targets
//! as they stand at a given moment.

use arbitro_rules::shakmaty::{Bitboard, Color, Piece, Role, Square};

use super::ZoneAnchor;
use crate::deck::{Card, CardIdx};

/// A declared target value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TargetValue {
    /// A piece, by its square and what stood there at declaration.
    Piece {
        /// Its square.
        square: Square,
        /// The piece.
        piece: Piece,
    },
    /// A square.
    Square(Square),
    /// A file or block.
    Zone(ZoneAnchor),
}

/// One declared target and the spec it answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declared {
    /// Index of the card's target spec.
    pub spec: usize,
    /// The value.
    pub value: TargetValue,
}

/// A card's declaration, fixed from commit to resolution (AM-D1, AM-G8).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declaration {
    /// The card.
    pub card: CardIdx,
    /// Its owner.
    pub owner: Color,
    /// Declared targets, in the card's order.
    pub targets: Vec<Declared>,
    /// Destination.
    pub to: Option<Square>,
    /// Chosen piece.
    pub choice: Option<Role>,
    /// Declared standard moves (UCI).
    pub moves: Vec<String>,
}

impl Declaration {
    /// Squares of declared piece targets.
    pub fn piece_squares(&self) -> Bitboard {
        self.targets
            .iter()
            .filter_map(|d| match d.value {
                TargetValue::Piece { square, .. } => Some(Bitboard::from_square(square)),
                _ => None,
            })
            .fold(Bitboard::EMPTY, |a, b| a | b)
    }
}

/// The targets of a card as they stand now.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Resolved {
    /// Pieces per target spec (empty for non-piece specs).
    pub pieces: Vec<Vec<(Square, Piece)>>,
    /// Zone per target spec (square, file, block, fixed zone).
    pub zones: Vec<Option<ZoneAnchor>>,
}

impl Resolved {
    /// Pieces of the spec named `id`.
    pub fn pieces_of<'r>(&'r self, card: &Card, id: &str) -> &'r [(Square, Piece)] {
        card.targets
            .iter()
            .position(|t| t.id == id)
            .and_then(|k| self.pieces.get(k))
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    /// The single piece of the spec named `id`.
    pub fn piece_of(&self, card: &Card, id: &str) -> Option<(Square, Piece)> {
        self.pieces_of(card, id).first().copied()
    }

    /// The zone of the spec named `id`.
    pub fn zone_of(&self, card: &Card, id: &str) -> Option<&ZoneAnchor> {
        card.targets
            .iter()
            .position(|t| t.id == id)
            .and_then(|k| self.zones.get(k))
            .and_then(Option::as_ref)
    }
}
