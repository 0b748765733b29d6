//! The store's one error type: every message names the file, the entry or the
//! field concerned, and what to do about it when that is not obvious.

use std::path::PathBuf;

pub use crate::line_problem::LineProblem;

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
        /// What was expected ("an arbitro event file").
        expected: &'static str,
        /// What was found.
        found: String,
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
    /// `Event::correct_result`).
    #[error(transparent)]
    LateResult(crate::LateResult),
    /// A forbidden pairing that cannot be stored.
    #[error(transparent)]
    Forbidden(crate::ForbiddenProblem),
    /// JSON that does not follow its format.
    #[error("{context}: {message}")]
    Json {
        /// Where (file, entry).
        context: String,
        /// What serde said, with the path when known.
        message: String,
    },
}

impl StoreError {
    /// A refusal with its reason.
    pub(crate) fn refused(message: impl Into<String>) -> StoreError {
        StoreError::Refused(message.into())
    }

    /// Something named that does not exist.
    pub(crate) fn unknown(message: impl Into<String>) -> StoreError {
        StoreError::Unknown(message.into())
    }

    /// Invalid input with its problems.
    pub(crate) fn invalid(what: &str, problems: Vec<String>) -> StoreError {
        StoreError::Invalid {
            what: what.to_string(),
            problems,
        }
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
                ("expected", Arg::from(*expected)),
                ("found", Arg::from(found)),
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
        }
    }
}
