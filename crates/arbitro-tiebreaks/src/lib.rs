//! FIDE tie-breaks (C.07, edition in force from 1 March 2026) and standings.
//!
//! - [`Event`]: the tournament as participants × rounds, validated once.
//! - [`TieBreak`]: a C.07 code with its modifiers (`BH/C1`, `KS/L-1`, …),
//!   read from the TRF-2026 202/212 syntax or the command line.
//! - [`Calculator`]: one tie-break for every participant, with the per-round
//!   elements of Buchholz and Sonneborn-Berger for explanations.
//! - [`standings`]: the ranked table (C.07 4.2), Direct Encounter included.
//! - [`Edition`]: how unplayed rounds count — the 2026 text (default), the
//!   2023-2026 text without the dummy caps, or the pre-2023 virtual opponent.
//!
//! The crate does no I/O: callers hand it an [`EventSetup`].

mod calculator;
mod direct;
mod edition;
mod elements;
mod error;
mod event;
pub mod rating_table;
mod ratings;
mod record;
mod spec;
mod standings;
mod unplayed;
mod value;

pub use calculator::{Calculator, Column};
pub use edition::Edition;
pub use elements::Element;
pub use error::TieBreakError;
pub use event::{Cell, Colour, Event, EventSetup, Format, Outcome, Participant, Scoring};
pub use spec::{Code, TieBreak, parse_list};
pub use standings::{Row, Standings, standings};
pub use unplayed::{Category, category};
pub use value::Value;
pub mod trf;
