//! The event file and the club archive (SQLite): the only place with SQL.
//!
//! An event is one SQLite file holding the call (AM-R15), players, rounds,
//! games, deck checks, clocks and an append-only, hash-chained, signed
//! register of everything an arbiter decides (the call, players, pairings,
//! results, byes, deck checks, clocks, incidents, sanctions, decisions,
//! appeals, precedents, backups): the tables are its projection, which
//! `verify` recomputes. A club archive is another file gathering precedents
//! across events. Open an event with [`Event::open`] and reach each area
//! through its handle (`event.players()`, `event.rounds()`,
//! `event.teams()`, `event.boards()`, `event.discipline()`,
//! `event.disputes()`, `event.precedents()`); every value returned is plain
//! data that serialises with serde.
//!
//! The crate is built in floors, each using only the ones below it:
//!
//! 1. the file (`db.rs`, `lock.rs`, `time.rs`): opening, creating and
//!    upgrading SQLite files, who holds a write lock;
//! 2. the register (`register/`): the signed, hash-chained log, its
//!    projection and `verify`, backups and restores, the installation's key
//!    and journal. It knows nothing of events: each entry body is a type of
//!    the floors above implementing its `EntryBody` trait;
//! 3. the event (`event/`, `call/`, `missing.rs`): the opened file, its
//!    call and what any area may name as missing;
//! 4. the areas, each one module with its handle, its refusals and its
//!    register entries: `players/`, `rounds/` (rounds and results),
//!    `teams/`, `boards/` (decks, clocks and game records), `discipline/`,
//!    `ruling/` (a disputed play and its ruling), `precedents/` (and the
//!    club archive), `disputes/`; above players and rounds, `import/`
//!    (a whole tournament imported from a TRF, built through their
//!    handles);
//! 5. what takes them all: `verify.rs` (every kind of entry), `labels.rs`,
//!    `demo.rs`. The player database (`ratings/`) is a file of its own
//!    kind beside them.
//!
//! Pure decision logic (the call's validation, ranking order, CSV reading,
//! the sanction ladder, appeal deadlines) lives in modules without SQL so that
//! it can be tested on its own.

mod boards;
pub mod call;
mod db;
pub mod demo;
pub mod discipline;
mod disputes;
mod error;
mod event;
mod import;
mod labels;
mod lock;
mod missing;
pub mod players;
pub mod precedents;
pub mod ratings;
mod register;
mod rounds;
mod ruling;
pub mod teams;
mod time;
mod verify;

pub use boards::{
    AttachOptions, AttachOutcome, BoardClock, Boards, ClockNote, ClockRecorded, ClockRefusal, DeckInvalid,
    DeckOverride, DeckProblem, DeckRefusal, DeckState, DeckStatus, RecordAttached, RecordInvalid,
    RecordProblem, RecordRefusal, StateWhenOverridden, StoredClockEvent, StoredRecord, deck, records,
};
pub use call::{
    BadTimeControl, CallInvalid, CallProblem, CallRefusal, CallSetting, ForbiddenPairing, ForbiddenProblem,
};
pub use db::{FileFound, FileKind, FileWanted, detect_kind};
pub use discipline::{
    Appeal, AppealDecision, AppliedEffect, CommitteeInvalid, CommitteeProblem, CorrectedKind,
    CorrectionOutcome, CorrectionRefusal, Decision, Discipline, DisciplineRefusal, Incident,
    IncidentCorrection, IncidentInput, IncidentOutcome, InputProblem, PlayerRecord, ResultSnapshot, Sanction,
    SanctionChoice, SanctionCorrection, appeals,
};
pub use disputes::{
    Dispute, DisputeDraft, DisputeDraftInput, DisputeIncident, DisputeInput, DisputeOutcome,
    DisputePrecedent, DisputeRecordRef, DisputeRecordStep, DisputeRecorded, DisputeStart, Disputes,
};
pub use error::{Result, StoreError};
pub use event::{CallChanged, Event, EventCreated, EventSummary};
pub use import::{
    DefaultUsed, NotKept, ReviewHead, ReviewItem, TournamentImport, TournamentImported, review_tournament,
};
pub use labels::PairedBy;
pub use lock::LockHolder;
pub use missing::Missing;
pub use players::{
    ByeKind, ByeRequest, EventRatingList, FromList, ImportReport, LineProblem, LineProblemKind,
    PlayerEntryProblem, PlayerInvalid, PlayerProblem, PlayerRefusal, Players, RankingField,
    RatedRegistration, csv, entry_from_list,
};
pub use precedents::{Archive, PrecedentInvalid, PrecedentProblem, PrecedentRefusal, Precedents};
pub use ratings::{RatingsDb, RatingsError};
pub use register::installation::Fingerprint;
pub use register::{
    BackupInfo, BackupRecord, CONFIG_DIR_VAR, HeadClaim, Installation, JournalHead, KeyUse, RegisterEntry,
    RegisterHead, RestoreOutcome, VerifyNote, VerifyProblem, VerifyReport, backup_dir, set_config_dir,
};
pub use rounds::{
    ChangedPairing, Game, LateResult, Pair, PairingCheck, PairingEdit, PairingInvalid, PairingProblem,
    PairingRule, PairingWarning, ResultCorrection, ResultCorrectionEntry, ResultEntry, ResultKind,
    ResultRefusal, Round, RoundPaired, RoundRefusal, RoundStatus, Rounds, StandingRow, StandingsTable,
    TrfPurpose, check_pairs, parse_engine_output, score_text,
};
pub use ruling::{
    DisputeChange, DisputeChangeKind, DisputeRefusal, DisputeRuling, DisputeTraceLine, VerdictKind,
    dispute_game,
};
pub use teams::{TeamInvalid, TeamMatch, TeamProblem, TeamRefusal, TeamStandingRow, TeamStandings, Teams};
pub use time::{format_time, parse_time};
pub use verify::restore;
