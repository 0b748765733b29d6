//! The CLI's error: every library error it can meet, plus file and usage
//! problems, each shown to the user as one line.

use std::path::PathBuf;

/// Anything that stops a command.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file concerned.
        path: PathBuf,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// A file's bytes are not text in an encoding its format allows (the
    /// error names the line and byte).
    #[error("{path}: {source}")]
    Text {
        /// The file concerned.
        path: PathBuf,
        /// Where and why.
        source: arbitro_text::TextError,
    },
    /// The arguments make no sense together.
    #[error("{0}")]
    Usage(String),
    /// A position, move, game or ruleset was refused by the rules core.
    #[error(transparent)]
    Rules(#[from] arbitro_rules::RulesError),
    /// A file was refused by the rules core (the error names line and column).
    #[error("{path}: {source}")]
    RulesIn {
        /// The file concerned.
        path: PathBuf,
        /// What was wrong in it.
        source: arbitro_rules::RulesError,
    },
    /// A line of input data for the rules commands is wrong (names line and field).
    #[error("{0}")]
    RulesInput(String),
    /// A deck file, card game record or card PGN was refused (JSON path or line named).
    #[error(transparent)]
    Cards(#[from] arbitro_cards::CardsError),
    /// A card-chess file was refused (the error names the JSON path or line).
    #[error("{path}: {source}")]
    CardsIn {
        /// The file concerned.
        path: PathBuf,
        /// What was wrong in it.
        source: arbitro_cards::CardsError,
    },
    /// A tie-break list or computation failed (bad code, inconsistent event).
    #[error(transparent)]
    TieBreak(#[from] arbitro_tiebreaks::TieBreakError),
    /// A form's layout, labels or data are wrong (file and field named).
    #[error(transparent)]
    Forms(#[from] arbitro_forms::FormsError),
    /// The event store refused or failed (message names the file, entry or field).
    #[error(transparent)]
    Store(#[from] arbitro_store::StoreError),
    /// A form could not be filled from an event file (round, board or entry named).
    #[error(transparent)]
    Sheets(#[from] arbitro_sheets::SheetsError),
    /// A pairing could not be made (no legal pairing exists, or the
    /// tournament is unusable).
    #[error(transparent)]
    Pairing(arbitro_pairing::PairingError),
    /// A tournament file was refused by the pairing engine.
    #[error("{path}: {source}")]
    PairingIn {
        /// The file concerned.
        path: PathBuf,
        /// What was wrong in it.
        source: arbitro_pairing::PairingError,
    },
}

impl CliError {
    /// The process exit code for this error (bad input and usage: 2).
    pub fn exit_code(&self) -> u8 {
        match self {
            // A negative answer: the round cannot be paired legally.
            CliError::Pairing(arbitro_pairing::PairingError::NoPairing { .. }) => 1,
            _ => 2,
        }
    }
}

impl arbitro_i18n::Message for CliError {
    fn code(&self) -> &str {
        match self {
            CliError::Io { .. } => "cli-io",
            CliError::Usage(_) => "cli-usage",
            CliError::RulesInput(_) => "cli-rules-input",
            CliError::RulesIn { .. }
            | CliError::CardsIn { .. }
            | CliError::PairingIn { .. }
            | CliError::Text { .. } => "cli-in-file",
            CliError::Rules(inner) => inner.code(),
            CliError::Cards(inner) => inner.code(),
            CliError::TieBreak(inner) => inner.code(),
            CliError::Forms(inner) => inner.code(),
            CliError::Store(inner) => inner.code(),
            CliError::Sheets(inner) => inner.code(),
            CliError::Pairing(inner) => inner.code(),
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::{Arg, IoProblem};
        let file = |path: &PathBuf| Arg::from(path.display().to_string());
        match self {
            CliError::Io { path, source } => {
                vec![("file", file(path)), ("problem", Arg::boxed(IoProblem(source)))]
            }
            CliError::Usage(detail) | CliError::RulesInput(detail) => vec![("detail", Arg::from(detail))],
            CliError::RulesIn { path, source } => {
                vec![("file", file(path)), ("problem", Arg::Message(source))]
            }
            CliError::Text { path, source } => {
                vec![("file", file(path)), ("problem", Arg::Message(source))]
            }
            CliError::CardsIn { path, source } => {
                vec![("file", file(path)), ("problem", Arg::Message(source))]
            }
            CliError::PairingIn { path, source } => {
                vec![("file", file(path)), ("problem", Arg::Message(source))]
            }
            CliError::Rules(inner) => inner.args(),
            CliError::Cards(inner) => inner.args(),
            CliError::TieBreak(inner) => inner.args(),
            CliError::Forms(inner) => inner.args(),
            CliError::Store(inner) => inner.args(),
            CliError::Sheets(inner) => inner.args(),
            CliError::Pairing(inner) => inner.args(),
        }
    }
}
