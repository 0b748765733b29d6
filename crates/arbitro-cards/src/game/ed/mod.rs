//! The ED family (card chess with a shared 56-card draw deck) on the card
//! engine: the same [`crate::game::Game`], record, replay, trace and reason
//! codes as the AM family, with the turn protocol of ED-R1…ED-R8 in place of
//! hands and windows.
//!
//! A turn (ED-R2): at its start the player to move either draws the top card
//! of the shared pile (`{"draw": colour}`; refused in check, ED-R7) or plays
//! a normal move (refused under "Carta Obligatoria" while a card can be
//! drawn). The drawn card is shown to both (trace layer `draw`) and decides
//! the rest of the turn, held in [`Phase`]:
//! - movement cards (ED-C1…ED-C3): `move` events by the shown pieces, each
//!   once; a move that lets fewer shown pieces move than another order would
//!   is refused (`must_move_all`); check ends the turn at once (ED-R6); a
//!   stalemate made between two moves counts only at the end (ED-R8);
//! - relocation, removal, bomb, recovery (ED-C4, ED-C6…ED-C8): one `card`
//!   event naming `targets`/`to`; an illegal choice is refused (ED-R5);
//! - an impossible card (ED-N1): 2nd edition ⇒ a free move is owed, 1st
//!   edition ⇒ the turn is lost;
//! - special cards (ED-R4) are kept face up by the player (the `hands` of the
//!   state), then a normal move is owed.
//!
//! Players and colours: events name the colour of the pieces that act (the
//! side to move). Kept cards and results belong to players, named by the
//! colour they started with; they differ only under harakiri (ED-C11), when
//! each player plays the other's pieces and mate wins for whoever gives it.

pub mod moves;
mod play;
pub mod start;

use arbitro_rules::shakmaty::{Color, Move, Position, Role};

use super::state::{GameState, Table};
use crate::deck::CardIdx;
use crate::deck::ed::Temporal;
pub use play::{action_choices, apply, reshuffle_seed};

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
    pub fn powers(&self) -> moves::Powers {
        match self.temporal {
            Some(t) if t.kind != Temporal::Harakiri => moves::Powers {
                kind: Some(t.kind),
                colour: Some(t.owner),
            },
            _ => moves::Powers::default(),
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

    /// The phase as a word for reports.
    pub fn phase_word(&self) -> &'static str {
        match self.phase {
            Phase::Start => "draw_or_move",
            Phase::Free { .. } => "free_move",
            Phase::Moves { .. } => "card_moves",
            Phase::Action { .. } => "card_choice",
            Phase::Joker { .. } => "joker_choice",
            Phase::KnightAgain => "second_knight_move",
            Phase::Prize { .. } => "prize_claim",
            Phase::Redo { .. } => "replay_vetoed_move",
        }
    }
}

/// The moves the side to move may play now, under the temporal card in force
/// and what the drawn card demands. While a prize waits to be claimed
/// (ED-C10), a move declines it: the moves are those of whoever moves next.
pub fn legal_now(st: &GameState) -> Vec<Move> {
    let Some(ed) = st.ed.as_deref() else {
        return Vec::new();
    };
    match &ed.phase {
        Phase::Prize { then: None, .. } => moves::legal(&st.table.pos, ed.powers()),
        Phase::Prize { then: Some(next), .. } => moves::flip(&st.table.pos, st.castling, true)
            .map(|pos| legal_in(&pos, ed.powers(), next))
            .unwrap_or_default(),
        phase => legal_in(&st.table.pos, ed.powers(), phase),
    }
}

fn legal_in(pos: &arbitro_rules::shakmaty::Chess, powers: moves::Powers, phase: &Phase) -> Vec<Move> {
    let all = moves::legal(pos, powers);
    match phase {
        Phase::Moves { remaining, .. } => all
            .into_iter()
            .filter(|m| remaining.contains(&moves::role_of(*m)))
            .collect(),
        Phase::KnightAgain => all
            .into_iter()
            .filter(|m| moves::role_of(*m) == Role::Knight)
            .collect(),
        Phase::Action { .. } | Phase::Joker { .. } | Phase::Prize { .. } => Vec::new(),
        Phase::Start | Phase::Free { .. } | Phase::Redo { .. } => all,
    }
}

/// Whether the side to move is in check (super-pieces' knight jumps included).
pub fn in_check(st: &GameState) -> bool {
    let Some(ed) = st.ed.as_deref() else {
        return false;
    };
    moves::in_check(st.table.pos.board(), st.table.pos.turn(), ed.powers())
}
