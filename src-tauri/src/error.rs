//! Errors as the UI sees them: a stable `code` the UI branches on, and a
//! message naming the problem (already phrased for the arbiter).

use serde::Serialize;
use ts_rs::TS;

/// What went wrong, as a stable code the UI can branch on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The user closed a file dialog without choosing a file.
    Cancelled,
    /// The request names something that does not exist (a file, a player, a round).
    NotFound,
    /// The request itself is malformed (a bad FEN, an empty name, an unknown code).
    InvalidInput,
    /// The command needs an open event and none is open.
    NoEvent,
    /// The file to create already exists (nothing was overwritten).
    AlreadyExists,
    /// The request is understood but the rules or the event's state refuse it
    /// (e.g. pairing a round before the previous one has results).
    Refused,
    /// The file is not an event file, is damaged, or comes from a newer arbitro (left untouched).
    BadFile,
    /// Reading or writing a file failed.
    Io,
    /// A bug in the app: the data it embeds or its own state is inconsistent.
    Internal,
}

/// An error that crosses the IPC boundary: `{code, message}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct IpcError {
    /// What kind of problem this is.
    pub code: ErrorCode,
    /// One line naming the problem (file, line, field…), for the user.
    pub message: String,
}

impl IpcError {
    /// An error with the given code and message.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
        }
    }
}

impl std::fmt::Display for IpcError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}: {}", self.code, self.message)
    }
}

impl std::error::Error for IpcError {}

impl From<arbitro_store::StoreError> for IpcError {
    fn from(error: arbitro_store::StoreError) -> Self {
        use arbitro_store::StoreError as E;
        let code = match &error {
            E::NotFound(_) | E::Unknown(_) => ErrorCode::NotFound,
            E::AlreadyExists(_) => ErrorCode::AlreadyExists,
            E::NotSqlite(_) | E::WrongKind { .. } | E::Corrupt { .. } | E::TooNew { .. } => {
                ErrorCode::BadFile
            }
            E::Io { .. } => ErrorCode::Io,
            E::Invalid { .. } | E::Import { .. } | E::Json { .. } => ErrorCode::InvalidInput,
            E::Refused(_) => ErrorCode::Refused,
            E::Sqlite(_) | E::Unrecorded => ErrorCode::Internal,
            E::NoConfigDir | E::BadInstallationKey { .. } | E::NoRandomness { .. } => ErrorCode::Io,
            E::NoFileId | E::Tampered { .. } | E::Unreadable { .. } | E::BackupNotIntact { .. } => {
                ErrorCode::BadFile
            }
            E::Busy { .. }
            | E::FileReplaced { .. }
            | E::RoundPairedElsewhere { .. }
            | E::ChangedWhilePairing { .. }
            | E::RestoreOntoItself { .. } => ErrorCode::Refused,
            E::BadHead { .. } => ErrorCode::InvalidInput,
        };
        IpcError::new(code, error.to_string())
    }
}

/// The result type of every command.
pub type IpcResult<T> = Result<T, IpcError>;
