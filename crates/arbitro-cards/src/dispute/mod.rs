//! The dispute at the board, as a library: the disputed situation as an
//! arbiter enters it ([`Setup`], validated into a [`crate::Game`] by one
//! constructor that lists every reason it is refused), the targets a card
//! may name right now ([`crate::Game::targets`]) and the ruling on a play
//! ([`crate::Game::rule`]): the verdict, what moved, was removed or
//! protected, and the trace, every word of it typed for the catalogue.

mod editor;
mod ruling;
mod setup;
mod targets;

pub use editor::{PositionCheck, PositionEdit};
pub use ruling::{Change, ChangeKind, Ruling, RulingVerdict, VerdictKind};
pub use setup::{
    CastlingRight, FenPart, PositionFault, PositionSetup, Setup, SetupError, SetupProblem, SetupReason,
    window_kinds,
};
pub use targets::{Picks, PlayKind, Slot, SlotKind, TargetOption, TargetQuery};
