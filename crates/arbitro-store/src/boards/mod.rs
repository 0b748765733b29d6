//! The boards of an event (`event.boards()`): deck checks before a game
//! and the arbiter's overrides (AM-AB), chess clocks as logs of timestamped
//! events (AM-R13), and game records attached to a board, checked and
//! replayed through the engines before they are stored. The area's refusals
//! ([`DeckRefusal`], [`ClockRefusal`], [`RecordRefusal`]) and register
//! entries ([`entries`]) are beside it.

pub(crate) mod clocks;
pub mod deck;
pub(crate) mod decks;
pub(crate) mod entries;
pub mod records;

use crate::event::Event;

pub use clocks::ClockRefusal;
pub use clocks::{BoardClock, ClockNote, StoredClockEvent};
pub use deck::{DeckInvalid, DeckProblem, DeckRefusal, DeckState};
pub use decks::{DeckOverride, DeckStatus, StateWhenOverridden};
pub(crate) use entries::KINDS;
pub use entries::{ClockRecorded, RecordAttached};
pub use records::{AttachOptions, AttachOutcome, StoredRecord};
pub use records::{RecordInvalid, RecordProblem, RecordRefusal};

/// The boards of an event, as `event.boards()` gives them.
#[derive(Debug, Clone, Copy)]
pub struct Boards<'e> {
    event: &'e Event,
}

impl Event {
    /// The boards: deck checks and overrides, clocks, game records.
    pub fn boards(&self) -> Boards<'_> {
        Boards { event: self }
    }
}
