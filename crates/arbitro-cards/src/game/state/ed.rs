//! The ED part of a game's state (card chess with a shared draw deck): the
//! draw pile, the temporal card in force, what the current turn still owes
//! and what may still be vetoed.

use arbitro_rules::shakmaty::{Color, Role};

use super::Table;
use crate::deck::CardIdx;
use crate::deck::ed::Temporal;

/// The ED part of a game's state.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EdState {
    /// The draw pile, top first (ED-R1).
    pub pile: Vec<CardIdx>,
    /// The seed the discard pile is reshuffled with when the pile runs out (ED-R1).
    pub seed: u64,
    /// Reshuffles so far (each uses the next seed of the sequence).
    pub reshuffles: u32,
    /// The temporal card in force (ED-C11).
    pub temporal: Option<InForce>,
    /// What the current turn still owes.
    pub phase: Phase,
    /// The phase the next turn starts in (after a vetoed move is replayed, ED-C9).
    pub resume: Option<Box<Phase>>,
    /// What happened so far in the current turn.
    pub log: TurnLog,
    /// The last turn, when it was a single normal move that may be vetoed (ED-C9).
    pub veto: Option<VetoPoint>,
    /// The card drawn by the last event (shown to both, ED-R2).
    pub drawn: Option<CardIdx>,
}

/// The temporal card in force and its owner (a player).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InForce {
    /// The card.
    pub card: CardIdx,
    /// The player who owns it.
    pub owner: Color,
    /// What it does.
    pub kind: Temporal,
}

/// What the current turn still owes.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Phase {
    /// Draw or move (ED-R2), or use a kept "I don't like your move" (ED-C9).
    #[default]
    Start,
    /// A normal move is owed: after a special card (ED-R4), the joker
    /// (ED-C12), or an impossible card under the 2nd edition (ED-N1).
    Free {
        /// The card that led here.
        card: Option<CardIdx>,
    },
    /// A movement card: the shown pieces still to move (ED-C1…ED-C3).
    Moves {
        /// The card.
        card: CardIdx,
        /// Roles of the shown pieces not moved yet.
        remaining: Vec<Role>,
        /// Moves still owed.
        left: u8,
        /// Most moves still possible in a row (the player must reach it).
        best: u8,
    },
    /// A card waiting for its `card` event with the player's choice (ED-C4, ED-C6…ED-C8).
    Action {
        /// The card.
        card: CardIdx,
    },
    /// The joker waiting for the choice of the card to steal (ED-C12).
    Joker {
        /// The joker.
        card: CardIdx,
    },
    /// Super-knights: a second knight move may follow, or a pass (ED-C11).
    KnightAgain,
    /// Objectives fulfilled by the last move: their prizes are claimed now or lost (ED-C10).
    Prize {
        /// The objective cards fulfilled, with a prize available.
        cards: Vec<CardIdx>,
        /// The colour that fulfilled them.
        owner: Color,
        /// How the turn goes on after the prizes (`None`: it ends).
        then: Option<Box<Phase>>,
    },
    /// After a veto: the vetoed player plays another move (ED-C9).
    Redo {
        /// The vetoed move (UCI); it may not be played again.
        forbidden: String,
    },
}

/// What happened so far in the current turn (for ED-C9).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TurnLog {
    /// Moves played.
    pub moves: u8,
    /// A card acted on the board (a vetoed turn may hold no card effect).
    pub card_acted: bool,
    /// The table before the turn's first normal move.
    pub before: Option<Box<Table>>,
    /// That move.
    pub uci: Option<String>,
}

/// A turn that may be vetoed (ED-C9).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VetoPoint {
    /// The table before the move.
    pub table: Box<Table>,
    /// The colour that moved.
    pub mover: Color,
    /// The move (UCI).
    pub uci: String,
}

impl EdState {
    /// The player who plays the pieces of `colour` (swapped under harakiri, ED-C11).
    pub fn player_of(&self, colour: Color) -> Color {
        if self.harakiri() { !colour } else { colour }
    }

    /// Whether harakiri is in force.
    pub fn harakiri(&self) -> bool {
        self.temporal.is_some_and(|t| t.kind == Temporal::Harakiri)
    }

    /// The temporal card in force, as move generation sees it.
    pub fn powers(&self) -> Powers {
        match self.temporal {
            Some(t) if t.kind != Temporal::Harakiri => Powers {
                kind: Some(t.kind),
                colour: Some(t.owner),
            },
            _ => Powers::default(),
        }
    }

    /// The drawn action card still in play this turn (not yet discarded).
    pub fn card_in_play(&self) -> Option<CardIdx> {
        fn of(p: &Phase) -> Option<CardIdx> {
            match p {
                Phase::Moves { card, .. } | Phase::Action { card } | Phase::Joker { card } => Some(*card),
                Phase::Prize { then: Some(t), .. } => of(t),
                _ => None,
            }
        }
        of(&self.phase)
    }

    /// What the current turn still owes, for reports.
    pub fn phase_kind(&self) -> EdPhase {
        match self.phase {
            Phase::Start => EdPhase::DrawOrMove,
            Phase::Free { .. } => EdPhase::FreeMove,
            Phase::Moves { .. } => EdPhase::CardMoves,
            Phase::Action { .. } => EdPhase::CardChoice,
            Phase::Joker { .. } => EdPhase::JokerChoice,
            Phase::KnightAgain => EdPhase::SecondKnightMove,
            Phase::Prize { .. } => EdPhase::PrizeClaim,
            Phase::Redo { .. } => EdPhase::ReplayVetoedMove,
        }
    }
}

/// The temporal card in force as move generation sees it: its kind and the
/// colour of the pieces it favours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Powers {
    /// The temporal effect.
    pub kind: Option<Temporal>,
    /// The colour whose pieces it concerns ("your pieces").
    pub colour: Option<Color>,
}

impl Powers {
    /// Whether `kind` is in force for the pieces of `colour`.
    pub fn has(self, kind: Temporal, colour: Color) -> bool {
        self.kind == Some(kind) && self.colour == Some(colour)
    }

    pub(crate) fn knight_role(self, colour: Color) -> Option<Role> {
        if self.colour != Some(colour) {
            return None;
        }
        self.kind.and_then(Temporal::knight_mover).map(|k| k.role())
    }
}

/// What an ED turn still owes, as reports and screens name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EdPhase {
    /// Draw or move (ED-R2).
    DrawOrMove,
    /// A normal move is owed (ED-R4, ED-C12, ED-N1).
    FreeMove,
    /// The shown pieces of a movement card still to move (ED-C1…ED-C3).
    CardMoves,
    /// A card waits for the player's choice (ED-C4, ED-C6…ED-C8).
    CardChoice,
    /// The joker waits for the card to steal (ED-C12).
    JokerChoice,
    /// Super-knights: a second knight move may follow (ED-C11).
    SecondKnightMove,
    /// A prize is claimed now or lost (ED-C10).
    PrizeClaim,
    /// After a veto: another move (ED-C9).
    ReplayVetoedMove,
}

impl EdPhase {
    /// The stable code (`draw_or_move`…).
    pub fn key(self) -> &'static str {
        match self {
            EdPhase::DrawOrMove => "draw_or_move",
            EdPhase::FreeMove => "free_move",
            EdPhase::CardMoves => "card_moves",
            EdPhase::CardChoice => "card_choice",
            EdPhase::JokerChoice => "joker_choice",
            EdPhase::SecondKnightMove => "second_knight_move",
            EdPhase::PrizeClaim => "prize_claim",
            EdPhase::ReplayVetoedMove => "replay_vetoed_move",
        }
    }
}

/// The phase on screen ("robar o mover" / "draw or move").
impl arbitro_i18n::Message for EdPhase {
    fn code(&self) -> &str {
        match self {
            EdPhase::DrawOrMove => "cards-phase-draw-or-move",
            EdPhase::FreeMove => "cards-phase-free-move",
            EdPhase::CardMoves => "cards-phase-card-moves",
            EdPhase::CardChoice => "cards-phase-card-choice",
            EdPhase::JokerChoice => "cards-phase-joker-choice",
            EdPhase::SecondKnightMove => "cards-phase-second-knight-move",
            EdPhase::PrizeClaim => "cards-phase-prize-claim",
            EdPhase::ReplayVetoedMove => "cards-phase-replay-vetoed-move",
        }
    }
}

crate::text::message_args!(EdPhase);
