//! The store's one error type: every message names the file, the entry or the
//! field concerned, and what to do about it when that is not obvious.

use std::path::PathBuf;

pub use crate::players::line_problem::LineProblem;

fn first_and_count(problems: &[LineProblem]) -> String {
    match problems {
        [] => "no details".to_string(),
        [one] => one.to_string(),
        [first, rest @ ..] => format!("{first} (and {} more problems)", rest.len()),
    }
}

/// Anything the store refuses or fails to do.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The file does not exist.
    #[error("{}: no such file", .0.display())]
    NotFound(PathBuf),
    /// The file to create already exists.
    #[error("{}: already exists (refusing to overwrite it)", .0.display())]
    AlreadyExists(PathBuf),
    /// The file is not an SQLite database at all.
    #[error("{}: not an arbitro file (not an SQLite database); the file was left untouched", .0.display())]
    NotSqlite(PathBuf),
    /// An SQLite database of another application or of the other arbitro kind.
    #[error("{}: this is {found}, not {expected}; the file was left untouched", path.display())]
    WrongKind {
        /// The file.
        path: PathBuf,
        /// What was expected.
        expected: crate::db::FileWanted,
        /// What was found.
        found: crate::db::FileFound,
    },
    /// The database is damaged.
    #[error("{}: the database is damaged ({detail}); it was left untouched — restore a backup with `arbitro restore`", path.display())]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What SQLite reported.
        detail: String,
    },
    /// The file was written by a newer arbitro.
    #[error("{}: written by a newer arbitro (schema {found}, this version reads up to {supported}); upgrade arbitro to open it — the file was left untouched", path.display())]
    TooNew {
        /// The file.
        path: PathBuf,
        /// Its schema version.
        found: i64,
        /// The newest schema this build knows.
        supported: i64,
    },
    /// An SQLite error while reading or writing.
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// A file could not be read or written.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// Input that fails validation; every problem is listed.
    #[error("invalid {what}: {}", problems.join("; "))]
    Invalid {
        /// What was being validated ("event call", "player").
        what: String,
        /// Every problem found.
        problems: Vec<String>,
    },
    /// A file to import has bad lines: nothing was imported.
    #[error("{file}: {}; nothing was imported", first_and_count(problems))]
    Import {
        /// The file as named by the caller.
        file: String,
        /// Every bad line.
        problems: Vec<LineProblem>,
    },
    /// Something named does not exist in the file.
    #[error("{0}")]
    Unknown(String),
    /// The operation is not allowed in the current state (the message says why).
    #[error("{0}")]
    Refused(String),
    /// A result change after a later round is paired, refused (see
    /// `Rounds::correct_result`).
    #[error(transparent)]
    LateResult(crate::rounds::late_results::LateResult),
    /// A forbidden pairing that cannot be stored.
    #[error(transparent)]
    Forbidden(crate::call::forbidden::ForbiddenProblem),
    /// Something named that does not exist in the file.
    #[error(transparent)]
    Missing(crate::missing::Missing),
    /// An incident or a decision that is not valid.
    #[error(transparent)]
    Input(crate::discipline::refusal::InputProblem),
    /// A time that is not RFC 3339.
    #[error("invalid time: '{text}' is not an RFC 3339 time (e.g. 2026-03-01T10:30:00+01:00): {detail}")]
    NotATime {
        /// The text given.
        text: String,
        /// What the parser said.
        detail: String,
    },
    /// A dispute at the board that cannot be set up or recorded (input
    /// errors, never recorded as a ruling).
    #[error(transparent)]
    Dispute(crate::ruling::DisputeRefusal),
    /// A change of the call refused.
    #[error(transparent)]
    Call(crate::call::refusal::CallRefusal),
    /// A player's entry or edit that is not valid.
    #[error(transparent)]
    PlayerInvalid(crate::players::refusal::PlayerInvalid),
    /// A result refused.
    #[error(transparent)]
    GameResult(crate::rounds::refusal::ResultRefusal),
    /// Pairing, publishing, unpairing or changing a round refused.
    #[error(transparent)]
    Round(crate::rounds::refusal::RoundRefusal),
    /// A registration, edit, withdrawal or bye refused.
    #[error(transparent)]
    Player(crate::players::refusal::PlayerRefusal),
    /// A clock event refused.
    #[error(transparent)]
    Clock(crate::boards::clocks::ClockRefusal),
    /// A deck check or override refused.
    #[error(transparent)]
    Deck(crate::boards::deck::DeckRefusal),
    /// An incident, a sanction or an appeal refused.
    #[error(transparent)]
    Discipline(crate::discipline::refusal::DisciplineRefusal),
    /// A correction of a sanction or an incident refused.
    #[error(transparent)]
    Correction(crate::discipline::refusal::CorrectionRefusal),
    /// A team that cannot be registered.
    #[error(transparent)]
    TeamInvalid(crate::teams::refusal::TeamInvalid),
    /// Registering or pairing teams refused.
    #[error(transparent)]
    Team(crate::teams::refusal::TeamRefusal),
    /// A game record refused.
    #[error(transparent)]
    Record(crate::boards::records::refusal::RecordRefusal),
    /// A game record that is not valid.
    #[error(transparent)]
    RecordInvalid(crate::boards::records::refusal::RecordInvalid),
    /// An event call that is not valid.
    #[error(transparent)]
    CallInvalid(crate::call::refusal::CallInvalid),
    /// A precedent or precedent file that is not valid.
    #[error(transparent)]
    PrecedentInvalid(crate::precedents::refusal::PrecedentInvalid),
    /// An appeals committee that cannot be appointed.
    #[error(transparent)]
    CommitteeInvalid(crate::discipline::refusal::CommitteeInvalid),
    /// A deck check that is not valid.
    #[error(transparent)]
    DeckInvalid(crate::boards::deck::DeckInvalid),
    /// Pairs that cannot be stored.
    #[error(transparent)]
    PairingInvalid(crate::rounds::refusal::PairingInvalid),
    /// A precedent refused.
    #[error(transparent)]
    Precedent(crate::precedents::refusal::PrecedentRefusal),
    /// The tie-breaks refuse the call or the event.
    #[error(transparent)]
    TieBreak(arbitro_tiebreaks::TieBreakError),
    /// The event cannot be written as TRF.
    #[error("TRF export: {0}")]
    TrfExport(arbitro_trf::TrfError),
    /// A schema upgrade failed: the file was not changed.
    #[error("{}: schema upgrade {step} ({name}) failed: {detail}; the file was not changed", path.display())]
    UpgradeFailed {
        /// The file.
        path: PathBuf,
        /// The upgrade's number.
        step: usize,
        /// Its name.
        name: &'static str,
        /// What SQLite said.
        detail: String,
    },
    /// JSON that does not follow its format.
    #[error("{context}: {message}")]
    Json {
        /// Where (file, entry).
        context: String,
        /// What serde said, with the path when known.
        message: String,
    },
    /// There is no configuration folder for this installation's key.
    #[error(
        "no configuration folder for this installation's signing key: set {}",
        crate::register::CONFIG_DIR_VAR
    )]
    NoConfigDir,
    /// The installation's key file is not one.
    #[error("{}: not an arbitro installation key (the register's entries are signed with it); move it away to make a new one", path.display())]
    BadInstallationKey {
        /// The key file.
        path: PathBuf,
    },
    /// The system gave no randomness for a new key.
    #[error("the system's random source failed ({detail}): no installation key could be made")]
    NoRandomness {
        /// What the system said.
        detail: String,
    },
    /// The file has no id (`meta.file_id`).
    #[error("the file has no id (its metadata were removed)")]
    NoFileId,
    /// A write was refused because the file was changed behind arbitro's back.
    #[error("{}: the event file was changed behind arbitro's back ({problem}); nothing was written — run `arbitro verify` and restore a backup", path.display())]
    Tampered {
        /// The file.
        path: PathBuf,
        /// The first thing found.
        problem: Box<crate::register::VerifyProblem>,
    },
    /// A write changed the tables without a register entry (a bug).
    #[error("a change was not recorded in the register; nothing was written")]
    Unrecorded,
    /// Another program holds the file's write lock.
    #[error("{}: another program is writing to this file{}; try again in a moment", path.display(), holder.as_ref().map(|h| format!(" (process {}{})", h.pid, h.program.as_ref().map(|p| format!(", {p}")).unwrap_or_default())).unwrap_or_default())]
    Busy {
        /// The file.
        path: PathBuf,
        /// Who holds it, when the system says.
        holder: Option<crate::lock::LockHolder>,
    },
    /// The file was replaced (restored) while it was open here.
    #[error("{}: the file was replaced by another program (a restore?) while it was open here; open it again", path.display())]
    FileReplaced {
        /// The file.
        path: PathBuf,
    },
    /// Another process paired the round first.
    #[error("round {round} was paired by another process meanwhile; nothing was stored")]
    RoundPairedElsewhere {
        /// The round.
        round: u32,
    },
    /// The event changed while a round was being paired.
    #[error(
        "the event changed while round {round} was being paired (entry {seq}, {kind}); nothing was stored — pair it again"
    )]
    ChangedWhilePairing {
        /// The round.
        round: u32,
        /// The entry recorded meanwhile.
        seq: i64,
        /// Its kind.
        kind: String,
    },
    /// A file cannot be restored onto itself.
    #[error("{}: a file cannot be restored onto itself; nothing was changed", path.display())]
    RestoreOntoItself {
        /// The file.
        path: PathBuf,
    },
    /// A backup that does not verify is not restored.
    #[error("{}: the backup does not verify ({problem}); it was not restored and nothing was changed", path.display())]
    BackupNotIntact {
        /// The backup.
        path: PathBuf,
        /// The first problem found.
        problem: Box<crate::register::VerifyProblem>,
    },
    /// A backup or event file cannot be read (damaged, half written).
    #[error("{}: cannot be read ({detail}); the file was left untouched", path.display())]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What SQLite said.
        detail: String,
    },
    /// A head as written down (`COUNT:HASH:KEY`) that is not one.
    #[error("'{text}' is not a register head (COUNT:HASH or COUNT:HASH:KEY, as printed on the forms)")]
    BadHead {
        /// The text given.
        text: String,
    },
}

impl StoreError {
    /// A refusal with its reason.
    pub(crate) fn refused(message: impl Into<String>) -> StoreError {
        StoreError::Refused(message.into())
    }
}

macro_rules! from_refusal {
    ($($variant:ident($type:ty)),* $(,)?) => {$(
        impl From<$type> for StoreError {
            fn from(refusal: $type) -> Self {
                StoreError::$variant(refusal)
            }
        }
    )*};
}

from_refusal!(
    Missing(crate::missing::Missing),
    Input(crate::discipline::refusal::InputProblem),
    Dispute(crate::ruling::DisputeRefusal),
    Call(crate::call::refusal::CallRefusal),
    PlayerInvalid(crate::players::refusal::PlayerInvalid),
    GameResult(crate::rounds::refusal::ResultRefusal),
    Round(crate::rounds::refusal::RoundRefusal),
    Player(crate::players::refusal::PlayerRefusal),
    Clock(crate::boards::clocks::ClockRefusal),
    Deck(crate::boards::deck::DeckRefusal),
    Discipline(crate::discipline::refusal::DisciplineRefusal),
    Correction(crate::discipline::refusal::CorrectionRefusal),
    TeamInvalid(crate::teams::refusal::TeamInvalid),
    Team(crate::teams::refusal::TeamRefusal),
    Record(crate::boards::records::refusal::RecordRefusal),
    RecordInvalid(crate::boards::records::refusal::RecordInvalid),
    CallInvalid(crate::call::refusal::CallInvalid),
    PrecedentInvalid(crate::precedents::refusal::PrecedentInvalid),
    CommitteeInvalid(crate::discipline::refusal::CommitteeInvalid),
    DeckInvalid(crate::boards::deck::DeckInvalid),
    PairingInvalid(crate::rounds::refusal::PairingInvalid),
    Precedent(crate::precedents::refusal::PrecedentRefusal),
    TieBreak(arbitro_tiebreaks::TieBreakError),
);

/// A time control that cannot be read is the clock's refusal.
impl From<crate::call::refusal::BadTimeControl> for StoreError {
    fn from(problem: crate::call::refusal::BadTimeControl) -> Self {
        StoreError::Clock(crate::boards::clocks::ClockRefusal::TimeControl(problem))
    }
}

/// The store's result type.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;

impl arbitro_i18n::Message for StoreError {
    fn code(&self) -> &str {
        match self {
            StoreError::NotFound(_) => "store-not-found",
            StoreError::AlreadyExists(_) => "store-already-exists",
            StoreError::NotSqlite(_) => "store-not-sqlite",
            StoreError::WrongKind { .. } => "store-wrong-kind",
            StoreError::Corrupt { .. } => "store-corrupt",
            StoreError::TooNew { .. } => "store-too-new",
            StoreError::Sqlite(_) => "store-sqlite",
            StoreError::Io { .. } => "store-io",
            StoreError::Invalid { .. } => "store-invalid",
            StoreError::Import { .. } => "store-import",
            StoreError::Unknown(_) => "store-unknown",
            StoreError::Refused(_) => "store-refused",
            StoreError::Json { .. } => "store-json",
            StoreError::LateResult(refusal) => refusal.code(),
            StoreError::Forbidden(problem) => problem.code(),
            StoreError::Missing(missing) => missing.code(),
            StoreError::Input(problem) => problem.code(),
            StoreError::NotATime { .. } => "store-input-not-a-time",
            StoreError::Dispute(refusal) => refusal.code(),
            StoreError::Call(refusal) => refusal.code(),
            StoreError::PlayerInvalid(invalid) => invalid.code(),
            StoreError::GameResult(refusal) => refusal.code(),
            StoreError::Round(refusal) => refusal.code(),
            StoreError::Player(refusal) => refusal.code(),
            StoreError::Clock(refusal) => refusal.code(),
            StoreError::Deck(refusal) => refusal.code(),
            StoreError::Discipline(refusal) => refusal.code(),
            StoreError::Correction(refusal) => refusal.code(),
            StoreError::TeamInvalid(invalid) => invalid.code(),
            StoreError::Team(refusal) => refusal.code(),
            StoreError::Record(refusal) => refusal.code(),
            StoreError::RecordInvalid(invalid) => invalid.code(),
            StoreError::CallInvalid(invalid) => invalid.code(),
            StoreError::PrecedentInvalid(invalid) => invalid.code(),
            StoreError::CommitteeInvalid(invalid) => invalid.code(),
            StoreError::DeckInvalid(invalid) => invalid.code(),
            StoreError::PairingInvalid(invalid) => invalid.code(),
            StoreError::Precedent(refusal) => refusal.code(),
            StoreError::TieBreak(error) => error.code(),
            StoreError::TrfExport(_) => "store-trf-export",
            StoreError::UpgradeFailed { .. } => "store-upgrade-failed",
            StoreError::NoConfigDir => "store-no-config-dir",
            StoreError::BadInstallationKey { .. } => "store-bad-installation-key",
            StoreError::NoRandomness { .. } => "store-no-randomness",
            StoreError::NoFileId => "store-no-file-id",
            StoreError::Tampered { .. } => "store-tampered",
            StoreError::Unrecorded => "store-unrecorded",
            StoreError::Busy { holder: Some(_), .. } => "store-busy-holder",
            StoreError::Busy { holder: None, .. } => "store-busy",
            StoreError::FileReplaced { .. } => "store-file-replaced",
            StoreError::RoundPairedElsewhere { .. } => "store-round-paired-elsewhere",
            StoreError::ChangedWhilePairing { .. } => "store-changed-while-pairing",
            StoreError::RestoreOntoItself { .. } => "store-restore-onto-itself",
            StoreError::BackupNotIntact { .. } => "store-backup-not-intact",
            StoreError::Unreadable { .. } => "store-unreadable",
            StoreError::BadHead { .. } => "store-bad-head",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::{Arg, IoProblem, Message};
        let file = |path: &PathBuf| Arg::from(path.display().to_string());
        match self {
            StoreError::NotFound(path) | StoreError::AlreadyExists(path) | StoreError::NotSqlite(path) => {
                vec![("file", file(path))]
            }
            StoreError::WrongKind {
                path,
                expected,
                found,
            } => vec![
                ("file", file(path)),
                ("expected", Arg::Message(expected)),
                ("found", Arg::Message(found)),
            ],
            StoreError::Corrupt { path, detail } => vec![("file", file(path)), ("detail", Arg::from(detail))],
            StoreError::TooNew {
                path,
                found,
                supported,
            } => vec![
                ("file", file(path)),
                ("found", Arg::from(*found)),
                ("supported", Arg::from(*supported)),
            ],
            StoreError::Sqlite(error) => vec![("detail", Arg::from(error.to_string()))],
            StoreError::Io { path, source } => {
                vec![("file", file(path)), ("problem", Arg::boxed(IoProblem(source)))]
            }
            StoreError::Invalid { what, problems } => {
                vec![
                    ("what", Arg::from(what)),
                    ("detail", Arg::from(problems.join("; "))),
                ]
            }
            StoreError::Import { file, problems } => vec![
                ("file", Arg::from(file)),
                ("more", Arg::from(problems.len().saturating_sub(1))),
                (
                    "problems",
                    Arg::List(problems.iter().take(1).map(|p| p as &dyn Message).collect()),
                ),
            ],
            StoreError::Unknown(detail) | StoreError::Refused(detail) => vec![("detail", Arg::from(detail))],
            StoreError::Json { context, message } => {
                vec![("context", Arg::from(context)), ("detail", Arg::from(message))]
            }
            StoreError::LateResult(refusal) => refusal.args(),
            StoreError::Forbidden(problem) => problem.args(),
            StoreError::Missing(missing) => missing.args(),
            StoreError::Input(problem) => problem.args(),
            StoreError::NotATime { text, .. } => vec![("text", Arg::from(text))],
            StoreError::Dispute(refusal) => refusal.args(),
            StoreError::Call(refusal) => refusal.args(),
            StoreError::PlayerInvalid(invalid) => invalid.args(),
            StoreError::GameResult(refusal) => refusal.args(),
            StoreError::Round(refusal) => refusal.args(),
            StoreError::Player(refusal) => refusal.args(),
            StoreError::Clock(refusal) => refusal.args(),
            StoreError::Deck(refusal) => refusal.args(),
            StoreError::Discipline(refusal) => refusal.args(),
            StoreError::Correction(refusal) => refusal.args(),
            StoreError::TeamInvalid(invalid) => invalid.args(),
            StoreError::Team(refusal) => refusal.args(),
            StoreError::Record(refusal) => refusal.args(),
            StoreError::RecordInvalid(invalid) => invalid.args(),
            StoreError::CallInvalid(invalid) => invalid.args(),
            StoreError::PrecedentInvalid(invalid) => invalid.args(),
            StoreError::CommitteeInvalid(invalid) => invalid.args(),
            StoreError::DeckInvalid(invalid) => invalid.args(),
            StoreError::PairingInvalid(invalid) => invalid.args(),
            StoreError::Precedent(refusal) => refusal.args(),
            StoreError::TieBreak(error) => error.args(),
            StoreError::TrfExport(error) => vec![("problem", Arg::Message(error))],
            StoreError::UpgradeFailed {
                path,
                step,
                name,
                detail,
            } => vec![
                ("file", file(path)),
                ("step", Arg::from(*step)),
                ("name", Arg::from(*name)),
                ("detail", Arg::from(detail)),
            ],
            StoreError::NoConfigDir => vec![("var", Arg::from(crate::register::CONFIG_DIR_VAR))],
            StoreError::NoFileId | StoreError::Unrecorded => Vec::new(),
            StoreError::BadInstallationKey { path }
            | StoreError::FileReplaced { path }
            | StoreError::RestoreOntoItself { path } => vec![("file", file(path))],
            StoreError::NoRandomness { detail } => vec![("detail", Arg::from(detail))],
            StoreError::Tampered { path, problem } | StoreError::BackupNotIntact { path, problem } => {
                vec![("file", file(path)), ("problem", Arg::Message(problem.as_ref()))]
            }
            StoreError::Busy { path, holder } => {
                let mut args = vec![("file", file(path))];
                if let Some(h) = holder {
                    args.push(("pid", Arg::from(i64::from(h.pid))));
                    args.push((
                        "program",
                        Arg::from(h.program.clone().unwrap_or_else(|| "?".into())),
                    ));
                }
                args
            }
            StoreError::RoundPairedElsewhere { round } => vec![("round", Arg::from(*round))],
            StoreError::ChangedWhilePairing { round, seq, kind } => vec![
                ("round", Arg::from(*round)),
                ("seq", Arg::from(*seq)),
                ("kind", Arg::from(kind)),
            ],
            StoreError::Unreadable { path, detail } => {
                vec![("file", file(path)), ("detail", Arg::from(detail))]
            }
            StoreError::BadHead { text } => vec![("text", Arg::from(text))],
        }
    }
}
