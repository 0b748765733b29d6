//! Replaying a game record: one report per event (status, error with code
//! and clause, position, trace) and a final report (position, status and
//! result, effects with counters, hands, captured pieces).

use std::sync::Arc;

use serde::Serialize;

use crate::deck::vocabulary::PieceKind;
use crate::deck::{self, Deck};
use crate::error::CardsError;
use crate::game::{Game, ResolutionNote, Status};
use crate::reason::Verdict;
use crate::record::{ByColour, Colour, EffectRecord, Event, GameRecord};
use crate::trace::Trace;

/// The report of one event.
#[derive(Debug, Clone, Serialize)]
pub struct EventReport {
    /// Position of the event in the record.
    pub index: usize,
    /// The event.
    pub event: Event,
    /// `ok`, `failed` or `rejected`.
    pub status: &'static str,
    /// Why it failed or was refused.
    pub error: Option<Verdict>,
    /// The position after the event.
    pub fen: String,
    /// Whose turn it is after the event.
    pub to_move: Colour,
    /// The resolution trace.
    pub trace: Trace,
    /// Cards that resolved during the event.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub resolutions: Vec<ResolutionNote>,
    /// The window open after the event (`player:kinds`).
    pub window: Option<String>,
    /// ED family: the card drawn by this event, shown to both (ED-R2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drawn: Option<String>,
    /// ED family: what the turn still owes after the event.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phase: Option<&'static str>,
}

/// How a game ended.
#[derive(Debug, Clone, Serialize)]
pub struct EndReport {
    /// Stable code (`checkmate`, `stalemate`, `resignation`…).
    pub code: &'static str,
    /// Clause.
    pub clause: &'static str,
}

/// The state after the last event.
#[derive(Debug, Clone, Serialize)]
pub struct FinalReport {
    /// Always true: marks the last line of the output.
    #[serde(rename = "final")]
    pub is_final: bool,
    /// Position.
    pub fen: String,
    /// Whose turn it is.
    pub to_move: Colour,
    /// `ongoing`, `awaiting_reaction`, `awaiting_save` or `ended`.
    pub status: &'static str,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: &'static str,
    /// Why the game ended.
    pub reason: Option<EndReport>,
    /// Turns completed.
    pub ply: u32,
    /// Effects on the table with their counters.
    pub effects: Vec<EffectRecord>,
    /// Hands (magico); ED family: the special cards each player keeps (ED-R4).
    pub hands: ByColour<Vec<String>>,
    /// Pieces off the board.
    pub captured: ByColour<Vec<PieceKind>>,
    /// Discard pile.
    pub discard: Vec<String>,
    /// A committed card waiting for its window.
    pub pending: Option<String>,
    /// The open window.
    pub window: Option<String>,
    /// The player whose next turn is move-only (AM-R12).
    pub move_only: Option<Colour>,
    /// ED family: the draw pile, top first (ED-R1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pile: Option<Vec<String>>,
    /// ED family: the temporal card in force (ED-C11).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub temporal: Option<crate::game::TemporalReport>,
    /// ED family: what the turn still owes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phase: Option<&'static str>,
}

/// A replayed record.
#[derive(Debug, Clone, Serialize)]
pub struct Replay {
    /// One report per event.
    pub events: Vec<EventReport>,
    /// The state at the end.
    #[serde(rename = "final")]
    pub final_report: FinalReport,
}

impl Replay {
    /// Whether any event was refused.
    pub fn any_rejected(&self) -> bool {
        self.events.iter().any(|e| e.status == "rejected")
    }
}

/// The deck a record names, among those shipped (a deck file of another id
/// is handed to [`replay`] by the caller).
pub fn deck_for(record: &GameRecord) -> Result<Arc<Deck>, CardsError> {
    deck::shipped_deck(&record.deck.id)
}

/// Replays `record` with `deck`.
pub fn replay(record: &GameRecord, deck: Arc<Deck>) -> Result<Replay, CardsError> {
    let mut game = Game::from_record(deck, record)?;
    let mut events = Vec::with_capacity(record.events.len());
    for (index, event) in record.events.iter().enumerate() {
        let out = game.apply(event);
        let out_status_ok = !matches!(out.status, Status::Rejected(_));
        events.push(EventReport {
            index,
            event: event.clone(),
            status: out.status.key(),
            error: match &out.status {
                Status::Ok => None,
                Status::Failed(v) | Status::Rejected(v) => Some(v.clone()),
            },
            fen: game.fen(),
            to_move: Colour::from_color(game.to_move()),
            trace: out.trace,
            resolutions: out.resolutions,
            window: game.window_report(),
            drawn: match (event, &out_status_ok) {
                (Event::Draw { .. }, true) => game.drawn_report(),
                _ => None,
            },
            phase: game.phase_report(),
        });
    }
    Ok(Replay {
        events,
        final_report: final_report(&game),
    })
}

/// The final report of a game.
pub fn final_report(game: &Game) -> FinalReport {
    let st = game.state();
    FinalReport {
        is_final: true,
        fen: game.fen(),
        to_move: Colour::from_color(game.to_move()),
        status: game.status_word(),
        result: st.ending.as_ref().map(|e| e.result).unwrap_or("*"),
        reason: st.ending.as_ref().map(|e| EndReport {
            code: e.reason,
            clause: e.clause,
        }),
        ply: st.table.ply,
        effects: game.effects_report(),
        hands: game.hands_report(),
        captured: game.captured_report(),
        discard: game.discard_report(),
        pending: game.pending_report(),
        window: game.window_report(),
        move_only: st.table.move_only.map(Colour::from_color),
        pile: game.pile_report(),
        temporal: game.temporal_report(),
        phase: game.phase_report(),
    }
}

/// Reads a record (schema-checked) and replays it with the shipped deck it names.
pub fn replay_text(text: &str) -> Result<Replay, CardsError> {
    let record = GameRecord::parse(text)?;
    let deck = deck_for(&record)?;
    replay(&record, deck)
}
