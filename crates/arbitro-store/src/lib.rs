//! The event file and the club archive (SQLite): the only place with SQL.
//!
//! An event is one SQLite file holding the call (AM-R15), players, rounds,
//! games, deck checks, clocks and an append-only, hash-chained register of
//! incidents, sanctions, decisions, appeals and precedents. A club archive is
//! another file gathering precedents across events. Open an event with
//! [`Event::open`] and call its operations; every value returned is plain
//! data that serialises with serde.
//!
//! Pure decision logic (the call's validation, ranking order, CSV reading,
//! the sanction ladder, appeal deadlines) lives in modules without SQL so that
//! it can be tested on its own.

pub mod appeals;
mod archive;
pub mod call;
pub mod csv;
mod db;
pub mod deck;
pub mod demo;
pub mod discipline;
mod error;
mod event;
mod labels;
mod line_problem;
pub mod players;
pub mod precedents;
pub mod ratings;
pub mod records;
mod register;
pub mod teams;

pub use archive::Archive;
pub use db::{FileKind, detect_kind};
pub use error::{LineProblem, Result, StoreError};
pub use event::*;
pub use labels::PairedBy;
pub use line_problem::{LineProblemKind, PlayerProblem};
pub use ratings::{RatingsDb, RatingsError};
pub use register::{RegisterEntry, RegisterHead, VerifyProblem, VerifyReport};
