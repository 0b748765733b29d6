//! The event file and the club archive (SQLite): the only place with SQL.
//!
//! An event is one SQLite file holding the call (AM-R15), players, rounds,
//! games, deck checks, clocks and an append-only, hash-chained, signed
//! register of everything an arbiter decides (the call, players, pairings,
//! results, byes, deck checks, clocks, incidents, sanctions, decisions,
//! appeals, precedents, backups): the tables are its projection, which
//! `verify` recomputes. A club archive is
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
pub mod entries;
mod error;
mod event;
mod installation;
mod labels;
mod line_problem;
mod lock;
pub mod players;
pub mod precedents;
pub mod ratings;
pub mod records;
mod refusal;
mod register;
pub mod teams;

pub use archive::Archive;
pub use db::{FileKind, detect_kind};
pub use error::{LineProblem, Result, StoreError};
pub use event::*;
pub use installation::{CONFIG_DIR_VAR, Fingerprint, Installation, JournalHead, set_config_dir};
pub use labels::PairedBy;
pub use line_problem::{LineProblemKind, PlayerProblem};
pub use lock::LockHolder;
pub use ratings::{RatingsDb, RatingsError};
pub use refusal::{
    CallInvalid, CallProblem, CallSetting, ClockRefusal, CommitteeInvalid, CommitteeProblem, CorrectedKind,
    CorrectionRefusal, DeckInvalid, DeckProblem, DeckRefusal, DeckState, DisciplineRefusal, DisputeRefusal,
    InputProblem, Missing, PairingInvalid, PairingProblem, PlayerEntryProblem, PlayerInvalid, PlayerRefusal,
    PrecedentInvalid, PrecedentProblem, PrecedentRefusal, RankingField, RecordInvalid, RecordProblem,
    RecordRefusal, ResultRefusal, RoundRefusal, TeamInvalid, TeamProblem, TeamRefusal,
};
pub use register::{HeadClaim, KeyUse, RegisterEntry, RegisterHead, VerifyNote, VerifyProblem, VerifyReport};
