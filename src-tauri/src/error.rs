//! Errors as the UI sees them: a stable `code` the UI branches on, the
//! catalogue code of the message, and the message rendered in the UI's
//! language (see [`crate::lang`]). Every library error reaches the UI
//! through the one mapping here ([`Classify`]): nothing else turns an error
//! into text.

use arbitro_i18n::{Arg, Args, Message};
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

/// An error that crosses the IPC boundary.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct IpcError {
    /// What kind of problem this is.
    pub code: ErrorCode,
    /// The catalogue code of the message (`store-round-no-board`…): stable,
    /// for tests and for the UI to recognise a particular refusal.
    pub message_code: String,
    /// The message in the UI's language, naming the problem (file, line, field…).
    pub message: String,
}

impl IpcError {
    /// An error of kind `code` saying `message` in the UI's language.
    pub fn of(code: ErrorCode, message: &dyn Message) -> Self {
        Self {
            code,
            message_code: message.code().to_string(),
            message: arbitro_i18n::render(crate::lang::current(), message),
        }
    }
}

impl std::fmt::Display for IpcError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}: {}", self.code, self.message)
    }
}

impl std::error::Error for IpcError {}

/// A library error (or the shell's own) as the UI branches on it: which
/// [`ErrorCode`] it is. Its text is its [`Message`].
pub trait Classify: Message {
    /// The kind of problem.
    fn kind(&self) -> ErrorCode;
}

impl<E: Classify> From<E> for IpcError {
    fn from(error: E) -> Self {
        IpcError::of(error.kind(), &error)
    }
}

impl Classify for arbitro_store::StoreError {
    fn kind(&self) -> ErrorCode {
        use arbitro_store::StoreError as E;
        match self {
            E::NotFound(_) | E::Unknown(_) | E::Missing(_) => ErrorCode::NotFound,
            E::AlreadyExists(_) => ErrorCode::AlreadyExists,
            E::NotSqlite(_) | E::WrongKind { .. } | E::Corrupt { .. } | E::TooNew { .. } => {
                ErrorCode::BadFile
            }
            E::Io { .. } => ErrorCode::Io,
            E::Invalid { .. }
            | E::Import { .. }
            | E::Json { .. }
            | E::Input(_)
            | E::NotATime { .. }
            | E::Dispute(_)
            | E::PlayerInvalid(_)
            | E::TeamInvalid(_)
            | E::RecordInvalid(_)
            | E::CallInvalid(_)
            | E::PrecedentInvalid(_)
            | E::CommitteeInvalid(_)
            | E::DeckInvalid(_)
            | E::PairingInvalid(_) => ErrorCode::InvalidInput,
            E::Refused(_)
            | E::LateResult(_)
            | E::GameResult(_)
            | E::Call(_)
            | E::Round(_)
            | E::Player(_)
            | E::Clock(_)
            | E::Deck(_)
            | E::Discipline(_)
            | E::Correction(_)
            | E::Team(_)
            | E::Record(_)
            | E::Precedent(_)
            | E::TieBreak(_)
            | E::TrfExport(_) => ErrorCode::Refused,
            E::UpgradeFailed { .. } => ErrorCode::BadFile,
            E::Forbidden(_) => ErrorCode::InvalidInput,
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
        }
    }
}

impl Classify for arbitro_rules::RulesError {
    fn kind(&self) -> ErrorCode {
        ErrorCode::InvalidInput
    }
}

impl Classify for arbitro_cards::CardsError {
    fn kind(&self) -> ErrorCode {
        ErrorCode::InvalidInput
    }
}

impl Classify for arbitro_clock::ClockError {
    fn kind(&self) -> ErrorCode {
        ErrorCode::Refused
    }
}

impl Classify for arbitro_forms::FormsError {
    fn kind(&self) -> ErrorCode {
        use arbitro_forms::FormsError as E;
        match self {
            E::Io { .. } => ErrorCode::Io,
            E::Input { .. } => ErrorCode::InvalidInput,
            // The app's own layouts, labels and fonts are embedded: a bug.
            E::Layout { .. } | E::Labels { .. } | E::Font { .. } | E::Pdf(_) => ErrorCode::Internal,
        }
    }
}

impl Classify for arbitro_sheets::SheetsError {
    fn kind(&self) -> ErrorCode {
        use arbitro_sheets::SheetsError as E;
        match self {
            E::Store(inner) => inner.kind(),
            E::Forms(inner) => inner.kind(),
            E::NotFound(_) => ErrorCode::NotFound,
            E::Refused(_) => ErrorCode::Refused,
        }
    }
}

impl Classify for arbitro_site::SiteError {
    fn kind(&self) -> ErrorCode {
        use arbitro_site::SiteError as E;
        match self {
            E::Store(inner) => inner.kind(),
            E::Sheets(inner) => inner.kind(),
            E::Forms(inner) => inner.kind(),
            E::Io { .. } => ErrorCode::Io,
            E::Foreign { .. } => ErrorCode::AlreadyExists,
            E::NotAFolder { .. } => ErrorCode::InvalidInput,
        }
    }
}

impl Classify for arbitro_pairing::PairingError {
    fn kind(&self) -> ErrorCode {
        use arbitro_pairing::PairingError as E;
        match self {
            E::NoPairing { .. } => ErrorCode::Refused,
            _ => ErrorCode::InvalidInput,
        }
    }
}

/// The shell's own problems, each with its catalogue code (`app-…`,
/// `messages/*/app.ftl`) and kind.
#[derive(Debug)]
pub enum AppError {
    /// No event is open.
    NoEvent,
    /// The event folder is not known (a bug: it is set at start).
    NoEventFolder,
    /// A name the UI sent is not a bare file name of the event folder.
    NotAFolderFile {
        /// What was sent.
        name: String,
    },
    /// The user closed a file dialog.
    NoFileChosen,
    /// The file chosen in a dialog is not on the local disk.
    NotLocal,
    /// A file of the event folder could not be read or written.
    File {
        /// The file.
        path: std::path::PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// Text that is not a game result.
    NotAResult {
        /// What was typed.
        text: String,
    },
    /// A deck that is not written `ID@VERSION`.
    BadDeck {
        /// What was typed.
        text: String,
    },
    /// A file to import that is neither CSV nor TRF.
    NotAnImport {
        /// The file.
        file: String,
    },
    /// A board swap without the other board.
    SwapNeedsBoard,
    /// A board edit without White.
    EditNeedsWhite,
    /// The pairing-allocated bye has no clock.
    ByeHasNoClock,
    /// A clock action that needs the side acting.
    ClockNeedsSide,
    /// Time adjustments are sanctions, not clock actions.
    AdjustIsASanction,
    /// A time adjustment of zero seconds.
    AdjustNeedsSeconds,
    /// A fault code the store does not know.
    UnknownFault {
        /// The code sent.
        code: String,
    },
    /// A penalty code the store does not know.
    UnknownPenalty {
        /// The code sent.
        code: String,
    },
    /// A time penalty without its time.
    PenaltyNeedsTime {
        /// The penalty's code.
        penalty: String,
    },
    /// A fine without its amount (FIDE 12.9.7).
    FineNeedsAmount,
    /// An exclusion without its rounds (FIDE 12.9.8).
    ExclusionNeedsRounds,
    /// The system could not open a file or folder.
    NoViewer {
        /// What the system said.
        detail: String,
    },
    /// A card game command while no game record is open.
    NoCardGame,
    /// A dispute in an event not played with cards, or without its deck.
    NotCardEvent,
    /// A game record without its list of events.
    RecordHasNoEvents,
    /// Text that is not JSON.
    BadJson {
        /// What the JSON reader said (line and column).
        detail: String,
    },
    /// An export format the app does not write.
    UnknownExportFormat {
        /// What was asked.
        text: String,
    },
    /// A precedent search by card found nothing.
    NoPrecedentForCard,
    /// Something inside the app is inconsistent (a bug), with the detail.
    Internal {
        /// What failed.
        detail: String,
    },
}

impl AppError {
    /// An inconsistency inside the app.
    pub fn internal(detail: impl std::fmt::Display) -> Self {
        AppError::Internal {
            detail: detail.to_string(),
        }
    }

    /// Text that is not JSON (the reader's line and column).
    pub fn bad_json(error: serde_json::Error) -> Self {
        AppError::BadJson {
            detail: error.to_string(),
        }
    }

    /// A file problem (not found and permission problems included).
    pub fn file(path: &std::path::Path, source: std::io::Error) -> Self {
        AppError::File {
            path: path.to_path_buf(),
            source,
        }
    }
}

impl Message for AppError {
    fn code(&self) -> &str {
        match self {
            AppError::NoEvent => "app-no-event",
            AppError::NoEventFolder => "app-no-event-folder",
            AppError::NotAFolderFile { .. } => "app-not-a-folder-file",
            AppError::NoFileChosen => "app-no-file-chosen",
            AppError::NotLocal => "app-not-local",
            AppError::File { .. } => "app-file",
            AppError::NotAResult { .. } => "app-not-a-result",
            AppError::BadDeck { .. } => "app-bad-deck",
            AppError::NotAnImport { .. } => "app-not-an-import",
            AppError::SwapNeedsBoard => "app-swap-needs-board",
            AppError::EditNeedsWhite => "app-edit-needs-white",
            AppError::ByeHasNoClock => "app-bye-has-no-clock",
            AppError::ClockNeedsSide => "app-clock-needs-side",
            AppError::AdjustIsASanction => "app-adjust-is-a-sanction",
            AppError::AdjustNeedsSeconds => "app-adjust-needs-seconds",
            AppError::UnknownFault { .. } => "app-unknown-fault",
            AppError::UnknownPenalty { .. } => "app-unknown-penalty",
            AppError::PenaltyNeedsTime { .. } => "app-penalty-needs-time",
            AppError::FineNeedsAmount => "app-fine-needs-amount",
            AppError::ExclusionNeedsRounds => "app-exclusion-needs-rounds",
            AppError::NoViewer { .. } => "app-no-viewer",
            AppError::NoCardGame => "app-no-card-game",
            AppError::NotCardEvent => "app-not-card-event",
            AppError::RecordHasNoEvents => "app-record-has-no-events",
            AppError::BadJson { .. } => "app-bad-json",
            AppError::UnknownExportFormat { .. } => "app-unknown-export-format",
            AppError::NoPrecedentForCard => "app-no-precedent-for-card",
            AppError::Internal { .. } => "app-internal",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            AppError::NoEvent
            | AppError::NoEventFolder
            | AppError::NoFileChosen
            | AppError::NotLocal
            | AppError::SwapNeedsBoard
            | AppError::EditNeedsWhite
            | AppError::ByeHasNoClock
            | AppError::ClockNeedsSide
            | AppError::AdjustIsASanction
            | AppError::AdjustNeedsSeconds
            | AppError::FineNeedsAmount
            | AppError::ExclusionNeedsRounds
            | AppError::NoCardGame
            | AppError::NotCardEvent
            | AppError::RecordHasNoEvents
            | AppError::NoPrecedentForCard => Vec::new(),
            AppError::BadJson { detail } => vec![("detail", Arg::from(detail))],
            AppError::UnknownExportFormat { text } => vec![("text", Arg::from(text))],
            AppError::UnknownFault { code } | AppError::UnknownPenalty { code } => {
                vec![("code", Arg::from(code))]
            }
            AppError::PenaltyNeedsTime { penalty } => vec![("penalty", Arg::from(penalty))],
            AppError::NoViewer { detail } => vec![("detail", Arg::from(detail))],
            AppError::BadDeck { text } => vec![("text", Arg::from(text))],
            AppError::NotAnImport { file } => vec![("file", Arg::from(file))],
            AppError::NotAFolderFile { name } => vec![("name", Arg::from(name))],
            AppError::File { path, source } => vec![
                ("file", Arg::from(path.display().to_string())),
                ("problem", Arg::boxed(arbitro_i18n::IoProblem(source))),
            ],
            AppError::NotAResult { text } => vec![("text", Arg::from(text))],
            AppError::Internal { detail } => vec![("detail", Arg::from(detail))],
        }
    }
}

impl Classify for AppError {
    fn kind(&self) -> ErrorCode {
        match self {
            AppError::NoEvent => ErrorCode::NoEvent,
            AppError::NoEventFolder | AppError::Internal { .. } => ErrorCode::Internal,
            AppError::NotAFolderFile { .. }
            | AppError::NotLocal
            | AppError::NotAResult { .. }
            | AppError::BadDeck { .. }
            | AppError::NotAnImport { .. }
            | AppError::SwapNeedsBoard
            | AppError::EditNeedsWhite
            | AppError::ClockNeedsSide
            | AppError::AdjustIsASanction
            | AppError::AdjustNeedsSeconds
            | AppError::UnknownFault { .. }
            | AppError::UnknownPenalty { .. }
            | AppError::PenaltyNeedsTime { .. }
            | AppError::FineNeedsAmount
            | AppError::ExclusionNeedsRounds => ErrorCode::InvalidInput,
            AppError::ByeHasNoClock | AppError::NotCardEvent => ErrorCode::Refused,
            AppError::RecordHasNoEvents | AppError::BadJson { .. } | AppError::UnknownExportFormat { .. } => {
                ErrorCode::InvalidInput
            }
            AppError::NoCardGame | AppError::NoPrecedentForCard => ErrorCode::NotFound,
            AppError::NoViewer { .. } => ErrorCode::Io,
            AppError::NoFileChosen => ErrorCode::Cancelled,
            AppError::File { source, .. } => match source.kind() {
                std::io::ErrorKind::NotFound => ErrorCode::NotFound,
                _ => ErrorCode::Io,
            },
        }
    }
}

/// The result type of every command.
pub type IpcResult<T> = Result<T, IpcError>;
