//! The ED family's card vocabulary (ED-C1…ED-C13): what a card of the shared
//! draw deck does, as data. The pieces a card shows and the zone of a bomb are
//! fields, so an organiser edits them in the deck file to match a physical
//! deck, and the blank card (ED-54, ED-C13) is defined there with any of
//! these types.

use serde::{Deserialize, Serialize};

use super::vocabulary::{PieceKind, ZoneSpec};

/// How many of the shown pieces a movement card makes the player move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveCount {
    /// Every shown piece, each once (ED-C1 "Mueve una", ED-C2 "Mueve +", "Mueve tres").
    All,
    /// One of the shown pieces (ED-C3 "Elige y mueve una").
    One,
    /// Two of the shown pieces, each at most once (ED-C3 "Elige y mueve dos").
    Two,
}

/// The objective of an objective-and-prize card (ED-C10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Goal {
    /// Castle.
    Castle,
    /// Give check with a knight (the knight that moved gives it).
    CheckWithKnight,
    /// Capture with a pawn (en passant included).
    CaptureWithPawn,
    /// Promote a pawn.
    Promote,
}

/// The temporal cards (ED-C11): each lasts until the next temporal card of either player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Temporal {
    /// The owner's queens also move as knights.
    SuperQueen,
    /// The owner's rooks also move as knights.
    SuperRooks,
    /// The owner's bishops also move as knights.
    SuperBishops,
    /// The owner's knights may make two moves in a row.
    SuperKnights,
    /// The opponent may not capture the owner's pawns.
    UntouchablePawns,
    /// If checked and the king must move, the owner loses.
    LeadKing,
    /// None of the owner's pieces moves backwards.
    NoRetreat,
    /// The players swap colours; mate wins for whoever gives it.
    Harakiri,
}

impl Temporal {
    /// The name used in files.
    pub fn as_str(self) -> &'static str {
        match self {
            Temporal::SuperQueen => "super_queen",
            Temporal::SuperRooks => "super_rooks",
            Temporal::SuperBishops => "super_bishops",
            Temporal::SuperKnights => "super_knights",
            Temporal::UntouchablePawns => "untouchable_pawns",
            Temporal::LeadKing => "lead_king",
            Temporal::NoRetreat => "no_retreat",
            Temporal::Harakiri => "harakiri",
        }
    }

    /// The piece that gains knight moves (super-queen, super-rooks, super-bishops).
    pub fn knight_mover(self) -> Option<PieceKind> {
        match self {
            Temporal::SuperQueen => Some(PieceKind::Q),
            Temporal::SuperRooks => Some(PieceKind::R),
            Temporal::SuperBishops => Some(PieceKind::B),
            _ => None,
        }
    }
}

/// What an ED card does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum EdCard {
    /// Move the shown pieces (ED-C1, ED-C2, ED-C3).
    Move {
        /// The pieces pictured on the card.
        pieces: Vec<PieceKind>,
        /// How many of them must move.
        count: MoveCount,
    },
    /// Move one own or enemy piece to any empty square (ED-C4 "Cambia").
    Relocate,
    /// The turn is lost (ED-C5).
    LoseTurn,
    /// Remove the shown enemy piece (ED-C6 "Quita").
    Remove {
        /// The piece pictured.
        piece: PieceKind,
    },
    /// Remove enemy material from a zone (ED-C7 "Bomba"); the variant is a game option.
    Bomb {
        /// The zone, relative to the player who draws the card.
        zone: ZoneSpec,
    },
    /// Return a captured own piece to an empty square (ED-C8 "Recupera").
    Recover {
        /// The piece pictured.
        piece: PieceKind,
    },
    /// "I don't like your move" (ED-C9).
    Veto,
    /// Objective and prize (ED-C10).
    Objective {
        /// What must be done.
        goal: Goal,
        /// The captured piece returned when it is done.
        prize: PieceKind,
    },
    /// A temporal card (ED-C11).
    Temporal {
        /// Which one.
        effect: Temporal,
    },
    /// Steal one special card from the opponent (ED-C12).
    Joker,
    /// No effect, then a normal move (ED-C13: the blank card with no definition).
    NoEffect,
    /// A summary-of-rules card: not shuffled into the draw pile.
    Instruction,
}

impl EdCard {
    /// The type's name in files.
    pub fn type_name(&self) -> &'static str {
        match self {
            EdCard::Move { .. } => "move",
            EdCard::Relocate => "relocate",
            EdCard::LoseTurn => "lose_turn",
            EdCard::Remove { .. } => "remove",
            EdCard::Bomb { .. } => "bomb",
            EdCard::Recover { .. } => "recover",
            EdCard::Veto => "veto",
            EdCard::Objective { .. } => "objective",
            EdCard::Temporal { .. } => "temporal",
            EdCard::Joker => "joker",
            EdCard::NoEffect => "no_effect",
            EdCard::Instruction => "instruction",
        }
    }

    /// Whether the card is an action card (obeyed and discarded, ED-R3) rather
    /// than a special card (kept or used at once, ED-R4).
    pub fn is_action(&self) -> bool {
        matches!(
            self,
            EdCard::Move { .. }
                | EdCard::Relocate
                | EdCard::LoseTurn
                | EdCard::Remove { .. }
                | EdCard::Bomb { .. }
                | EdCard::Recover { .. }
        )
    }

    /// Whether a player keeps the card face up (ED-R4).
    pub fn is_kept(&self) -> bool {
        matches!(
            self,
            EdCard::Veto | EdCard::Objective { .. } | EdCard::Temporal { .. }
        )
    }

    /// The clause that governs this type.
    pub fn clause(&self) -> &'static str {
        match self {
            EdCard::Move {
                count: MoveCount::All,
                pieces,
            } if pieces.len() == 1 => "ED-C1",
            EdCard::Move {
                count: MoveCount::All,
                ..
            } => "ED-C2",
            EdCard::Move { .. } => "ED-C3",
            EdCard::Relocate => "ED-C4",
            EdCard::LoseTurn => "ED-C5",
            EdCard::Remove { .. } => "ED-C6",
            EdCard::Bomb { .. } => "ED-C7",
            EdCard::Recover { .. } => "ED-C8",
            EdCard::Veto => "ED-C9",
            EdCard::Objective { .. } => "ED-C10",
            EdCard::Temporal { .. } => "ED-C11",
            EdCard::Joker => "ED-C12",
            EdCard::NoEffect => "ED-C13",
            EdCard::Instruction => "ED-R4",
        }
    }
}
