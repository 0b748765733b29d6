//! Chess clocks: time controls, increments, flag fall, pauses and arbiter
//! adjustments.
//!
//! The engine is pure: it never reads the system clock. Every event carries
//! its own timestamp (milliseconds on any monotonic scale the caller picks),
//! and the state of a clock is the result of replaying its event log, so a
//! stored log always gives back the same readings.
//!
//! Semantics (FIDE Laws, article 6; AM-R13 for card chess):
//! - a player's time runs from the moment the opponent completes a turn until
//!   they complete their own; completing a standard move or committing a card
//!   both complete a turn and both count as a move for the time control
//!   (AM-R13: "committing a card consumes clock time like a move");
//! - a Fischer increment is added to the mover's time when the turn is
//!   completed, from move 1; a Bronstein delay gives back the time used up to
//!   the delay; a simple (US) delay holds the clock for the delay before it
//!   starts to count down;
//! - when a player completes the last move of a period, the next period's time
//!   is added to that player's clock;
//! - a flag falls at the exact instant a running clock reaches zero (6.9);
//!   nothing the player does afterwards saves it;
//! - pauses (by agreement or by the arbiter, AM-R13) freeze both clocks;
//!   arbiter adjustments add or remove time (FIDE 7.5.5, 9.5.2, 12.9.2, 12.9.3).

mod control;
mod engine;

pub use control::{Increment, Period, TimeControl, TimeControlError};
pub use engine::{Clock, ClockError, ClockEvent, ClockEventKind, ClockReading, FlagFall, PauseReason, Side};
