//! Tournament Report File (TRF-2026 and TRF16): the tournament model, reading
//! and writing.
//!
//! A TRF is the FIDE data-exchange format for a tournament: header records
//! (`012` name … `132` round dates; TRF-2026 adds `142` rounds, `152` initial
//! colour, `162` scoring, `192` tournament type, `202`/`212` tie-breaks, `222`
//! time control, `240` byes, `250` acceleration, `260` prohibited pairings,
//! `299` abnormal points), one fixed-column `001` record per player with one
//! cell per round, and the pairing-engine extensions of TRF16 (`XXR`, `XXC`,
//! `XXA`, `XXP`, `XXS`, `XXZ`, `BBW`…`BBU`).
//!
//! * [`parse`] turns text (CR, LF or CR LF line ends) into a [`Tournament`];
//!   every syntax error names its line and column ([`TrfError::Syntax`]).
//!   [`read`] does the same and also says which edition the file is written
//!   in ([`FileVersion`]) and every liberty taken to read files as other
//!   programs write them ([`Adjustment`]: Swiss-Manager's column rulers
//!   skipped, records kept unread, old-style byes `0000 - +`, one-letter
//!   titles, birth dates such as `1969.12.06`).
//! * [`write`] turns a [`Tournament`] back into text, in either
//!   [`TrfVersion`]; reading what was written gives the same tournament.
//! * [`TournamentType`] reads the tournament type (`192`, `092`) in any of
//!   its spellings; the writer spells it as pairing engines read it
//!   (`FIDE_DUTCH_2025`, not `FIDE_DUTCH_2026`).
//! * [`Tournament::validate`] checks what the syntax cannot: opponents that
//!   agree with each other, and a points field that follows from the results
//!   (a file whose scores do not add up is reported, never repaired);
//!   [`Tournament::repaired`] makes such a file consistent for an import,
//!   naming every change ([`Repair`]).
//!
//! The crate does no I/O: callers hand it text and receive text.

mod adjust;
mod error;
mod model;
mod read;
mod repair;
mod score;
mod system;
mod write;

pub use adjust::{Adjustment, FileVersion, Reading, SkipReason};
pub use error::{Field, Problem, ProblemKind, SyntaxReason, TrfError, Unwritable};
pub use model::{
    AbnormalPoints, Acceleration, ByeRecord, Colour, Header, Player, PointSystem, Points, ProhibitedPairing,
    ResultCode, RoundCell, Tournament,
};
pub use read::{parse, read};
pub use repair::Repair;
pub use score::ScoreMismatch;
pub use system::{DutchRules, TournamentType};
pub use write::{TrfVersion, write};
