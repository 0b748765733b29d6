//! The boards' register entries: deck checks and overrides, clock events,
//! game records attached.

use serde::{Deserialize, Serialize};

crate::register::entry_kinds! {
    crate::boards::deck::DeckCheck => "deck-check",
    crate::boards::decks::DeckOverride => "deck-override",
    ClockRecorded => "clock",
    RecordAttached => "game-record",
}

/// A clock event was recorded on a board (start, move, card commit, pause,
/// time adjustment).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockRecorded {
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// The event.
    pub event: arbitro_clock::ClockEvent,
    /// Arbiter (pauses and adjustments).
    #[serde(default)]
    pub arbiter: Option<String>,
    /// Note.
    #[serde(default)]
    pub note: Option<String>,
    /// When.
    pub at: String,
}

/// A game record was attached to a board (its text is in the effects).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordAttached {
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// The stored record's id.
    pub record: i64,
    /// The record it replaces, if any.
    #[serde(default)]
    pub replaces: Option<i64>,
    /// Arbiter.
    pub arbiter: String,
    /// Whether the record's result was entered as the board's.
    pub result_entered: bool,
    /// When.
    pub at: String,
}
