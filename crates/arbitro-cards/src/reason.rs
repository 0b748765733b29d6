//! Stable reason codes for refused requests and failed cards, each with the
//! clause that decides it. Codes are part of the file formats: never rename one.

use serde::Serialize;

/// Why a request was refused (state unchanged) or a card failed (discarded, turn used).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// The game has ended.
    GameOver,
    /// It is not this player's turn (FI-1).
    NotYourTurn,
    /// The event is malformed (bad square, bad colour, bad move text).
    InvalidEvent,
    /// The card code is not in the game's deck.
    UnknownCard,
    /// The card is not in the player's hand (AM-R4, AM-R7).
    NotInHand,
    /// No window allows this card now (AM-D2).
    OutsideWindow,
    /// Reactions need Advanced mode (AM-R14, AM-D3).
    AdvancedOnly,
    /// A second reaction by the same player in one window (AM-D3, AM-G14).
    ReactionLimit,
    /// A reaction to a reaction (AM-D10).
    ChainForbidden,
    /// The player's own card waits for the opponent's window (AM-R14).
    AwaitingReaction,
    /// The saved player's turn is move-only (AM-R12).
    MoveOnlyTurn,
    /// Not a legal move (FI-3).
    IllegalMove,
    /// The move or card would leave the player's own king in check (AM-R9, FI-1).
    SelfCheck,
    /// An active effect forbids it (the effect's card text, AM-G2).
    BlockedByEffect,
    /// Wrong number of targets (AM-G8).
    TargetCount,
    /// A target does not meet the card's conditions (AM-D11, AM-G3).
    TargetIneligible,
    /// A king cannot be eliminated by any card (AM-R10).
    KingNotEliminable,
    /// The destination is missing or does not meet the card's conditions (AM-G1).
    DestinationIneligible,
    /// The piece choice is missing or not allowed (AM-G1).
    ChoiceIneligible,
    /// A pawn would stand on rank 1 or 8 (AM-R1, FIDE 3.7).
    PawnOnLastRank,
    /// A step of the card cannot be done (AM-G7).
    StepImpossible,
    /// A conditional counter found no own piece among the card's targets (card text, AM-G1).
    CounterConditionUnmet,
    /// The position became irresolvable; the last card was annulled (AM-G15).
    Irresolvable,
    /// A draw claim that the position does not support (FI-9.2, FI-9.3).
    ClaimUnfounded,
    /// The event belongs to another card family.
    WrongFamily,
    /// Under "Carta Obligatoria" the player draws instead of moving (ED-R2).
    MustDraw,
    /// A player in check answers it with a move and may not draw (ED-R7).
    InCheckNoDraw,
    /// No card to draw: draw pile and discard pile are both empty (ED-R1).
    PileEmpty,
    /// The drawn card decides what this turn must be (ED-R3, ED-R4).
    CardObligation,
    /// The move is not by one of the pieces the card shows, or that piece already moved (ED-C1…ED-C3).
    NotShownPiece,
    /// Another order moves more of the shown pieces: every one that can move must (ED-C2).
    MustMoveAll,
    /// "I don't like your move" cannot veto this (a card, a mate, the only legal move, or no move to veto) (ED-C9).
    VetoRefused,
    /// The card would leave an illegal position (own king in check, pawn on rank 1/8) (ED-R5).
    IllegalPosition,
    /// The joker names no special card of the opponent that may be stolen (ED-C12).
    NotStealable,
    /// After a veto the opponent must play another move (ED-C9).
    SameMove,
}

impl Reason {
    /// The stable code written in files and output.
    pub fn code(self) -> &'static str {
        match self {
            Reason::GameOver => "game_over",
            Reason::NotYourTurn => "not_your_turn",
            Reason::InvalidEvent => "invalid_event",
            Reason::UnknownCard => "unknown_card",
            Reason::NotInHand => "not_in_hand",
            Reason::OutsideWindow => "outside_window",
            Reason::AdvancedOnly => "advanced_only",
            Reason::ReactionLimit => "reaction_limit",
            Reason::ChainForbidden => "chain_forbidden",
            Reason::AwaitingReaction => "awaiting_reaction",
            Reason::MoveOnlyTurn => "move_only_turn",
            Reason::IllegalMove => "illegal_move",
            Reason::SelfCheck => "self_check",
            Reason::BlockedByEffect => "blocked_by_effect",
            Reason::TargetCount => "target_count",
            Reason::TargetIneligible => "target_ineligible",
            Reason::KingNotEliminable => "king_not_eliminable",
            Reason::DestinationIneligible => "destination_ineligible",
            Reason::ChoiceIneligible => "choice_ineligible",
            Reason::PawnOnLastRank => "pawn_on_last_rank",
            Reason::StepImpossible => "step_impossible",
            Reason::CounterConditionUnmet => "counter_condition_unmet",
            Reason::Irresolvable => "irresolvable",
            Reason::ClaimUnfounded => "claim_unfounded",
            Reason::WrongFamily => "wrong_family",
            Reason::MustDraw => "must_draw",
            Reason::InCheckNoDraw => "in_check_no_draw",
            Reason::PileEmpty => "pile_empty",
            Reason::CardObligation => "card_obligation",
            Reason::NotShownPiece => "not_shown_piece",
            Reason::MustMoveAll => "must_move_all",
            Reason::VetoRefused => "veto_refused",
            Reason::IllegalPosition => "illegal_position",
            Reason::NotStealable => "not_stealable",
            Reason::SameMove => "same_move",
        }
    }

    /// The clause that decides this reason by default.
    pub fn clause(self) -> &'static str {
        match self {
            Reason::GameOver => "AM-R12",
            Reason::NotYourTurn => "FI-1",
            Reason::InvalidEvent => "AM-D1",
            Reason::UnknownCard => "AM-R16",
            Reason::NotInHand => "AM-R4",
            Reason::OutsideWindow => "AM-D2",
            Reason::AdvancedOnly => "AM-R14",
            Reason::ReactionLimit => "AM-D3",
            Reason::ChainForbidden => "AM-D10",
            Reason::AwaitingReaction => "AM-R14",
            Reason::MoveOnlyTurn => "AM-R12",
            Reason::IllegalMove => "FI-3",
            Reason::SelfCheck => "AM-R9",
            Reason::BlockedByEffect => "AM-G2",
            Reason::TargetCount => "AM-G8",
            Reason::TargetIneligible => "AM-D11",
            Reason::KingNotEliminable => "AM-R10",
            Reason::DestinationIneligible => "AM-G1",
            Reason::ChoiceIneligible => "AM-G1",
            Reason::PawnOnLastRank => "AM-R1",
            Reason::StepImpossible => "AM-G7",
            Reason::CounterConditionUnmet => "AM-G1",
            Reason::Irresolvable => "AM-G15",
            Reason::ClaimUnfounded => "FI-9.2",
            Reason::WrongFamily => "AM-R8",
            Reason::MustDraw => "ED-R2",
            Reason::InCheckNoDraw => "ED-R7",
            Reason::PileEmpty => "ED-R1",
            Reason::CardObligation => "ED-R3",
            Reason::NotShownPiece => "ED-C2",
            Reason::MustMoveAll => "ED-C2",
            Reason::VetoRefused => "ED-C9",
            Reason::IllegalPosition => "ED-R5",
            Reason::NotStealable => "ED-C12",
            Reason::SameMove => "ED-C9",
        }
    }

    /// Every reason, for documentation and tests.
    pub const ALL: [Reason; 35] = [
        Reason::GameOver,
        Reason::NotYourTurn,
        Reason::InvalidEvent,
        Reason::UnknownCard,
        Reason::NotInHand,
        Reason::OutsideWindow,
        Reason::AdvancedOnly,
        Reason::ReactionLimit,
        Reason::ChainForbidden,
        Reason::AwaitingReaction,
        Reason::MoveOnlyTurn,
        Reason::IllegalMove,
        Reason::SelfCheck,
        Reason::BlockedByEffect,
        Reason::TargetCount,
        Reason::TargetIneligible,
        Reason::KingNotEliminable,
        Reason::DestinationIneligible,
        Reason::ChoiceIneligible,
        Reason::PawnOnLastRank,
        Reason::StepImpossible,
        Reason::CounterConditionUnmet,
        Reason::Irresolvable,
        Reason::ClaimUnfounded,
        Reason::WrongFamily,
        Reason::MustDraw,
        Reason::InCheckNoDraw,
        Reason::PileEmpty,
        Reason::CardObligation,
        Reason::NotShownPiece,
        Reason::MustMoveAll,
        Reason::VetoRefused,
        Reason::IllegalPosition,
        Reason::NotStealable,
        Reason::SameMove,
    ];
}

/// A refusal or failure: the reason code, the clause that decided it, and a message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Verdict {
    /// Stable code.
    pub code: Reason,
    /// Clause ID (AM-…, FI-…) that decided it.
    pub clause: &'static str,
    /// What happened, in English.
    pub message: String,
}

impl Verdict {
    /// A verdict with the reason's default clause.
    pub fn new(code: Reason, message: impl Into<String>) -> Verdict {
        Verdict {
            code,
            clause: code.clause(),
            message: message.into(),
        }
    }

    /// A verdict citing `clause` instead of the default.
    pub fn citing(code: Reason, clause: &'static str, message: impl Into<String>) -> Verdict {
        Verdict {
            code,
            clause,
            message: message.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The code written in files is the one serialised.
    #[test]
    fn codes_serialise_as_written() {
        for r in Reason::ALL {
            assert_eq!(
                serde_json::to_value(r).unwrap(),
                serde_json::Value::String(r.code().to_string())
            );
            assert!(["AM-", "FI-", "ED-"].iter().any(|p| r.clause().starts_with(p)));
        }
    }
}
