//! The crate's one error type, and the located problem it reports.

use std::fmt;

use serde::Serialize;

/// One problem in a file, located by its JSON path (`$.cards[3].steps[0]`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Problem {
    /// JSON path of the offending value.
    pub path: String,
    /// What is wrong with it.
    pub message: String,
}

impl Problem {
    /// A problem at `path`.
    pub fn new(path: impl Into<String>, message: impl Into<String>) -> Problem {
        Problem {
            path: path.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

fn list(problems: &[Problem]) -> String {
    let shown: Vec<String> = problems.iter().take(5).map(ToString::to_string).collect();
    let more = problems.len().saturating_sub(5);
    if more > 0 {
        format!("{} (and {more} more)", shown.join("; "))
    } else {
        shown.join("; ")
    }
}

/// Anything that stops a deck, record or PGN from being used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardsError {
    /// The text is not JSON.
    #[error("{what} is not valid JSON at line {line}, column {column}: {message}")]
    Json {
        /// "deck file" or "game record".
        what: &'static str,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The parser's message.
        message: String,
    },
    /// The deck breaks the schema or the vocabulary.
    #[error("invalid deck file: {}", list(.problems))]
    InvalidDeck {
        /// Every problem found.
        problems: Vec<Problem>,
    },
    /// The game record breaks its schema or does not fit its deck and rules.
    #[error("invalid game record: {}", list(.problems))]
    InvalidRecord {
        /// Every problem found.
        problems: Vec<Problem>,
    },
    /// No deck with that id is known.
    #[error("unknown deck {id:?} (known: {known})")]
    UnknownDeck {
        /// The id asked for.
        id: String,
        /// The ids available.
        known: String,
    },
    /// The PGN text cannot be read as a card game.
    #[error("PGN line {line}: {message}")]
    Pgn {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        message: String,
    },
}

impl CardsError {
    /// The located problems, when the error has any.
    pub fn problems(&self) -> &[Problem] {
        match self {
            CardsError::InvalidDeck { problems } | CardsError::InvalidRecord { problems } => problems,
            _ => &[],
        }
    }

    /// A JSON syntax error, located.
    pub(crate) fn json(what: &'static str, err: &serde_json::Error) -> CardsError {
        CardsError::Json {
            what,
            line: err.line(),
            column: err.column(),
            message: err.to_string(),
        }
    }
}

impl arbitro_i18n::Message for Problem {
    fn code(&self) -> &str {
        "cards-problem"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        vec![
            ("path", Arg::from(&self.path)),
            ("detail", Arg::from(&self.message)),
        ]
    }
}

impl arbitro_i18n::Message for CardsError {
    fn code(&self) -> &str {
        match self {
            CardsError::Json {
                what: "deck file", ..
            } => "cards-json-deck",
            CardsError::Json { .. } => "cards-json-record",
            CardsError::InvalidDeck { .. } => "cards-invalid-deck",
            CardsError::InvalidRecord { .. } => "cards-invalid-record",
            CardsError::UnknownDeck { .. } => "cards-unknown-deck",
            CardsError::Pgn { .. } => "cards-pgn",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::{Arg, Message};
        match self {
            CardsError::Json {
                line,
                column,
                message,
                ..
            } => vec![
                ("line", Arg::from(*line)),
                ("column", Arg::from(*column)),
                ("detail", Arg::from(message)),
            ],
            CardsError::InvalidDeck { problems } | CardsError::InvalidRecord { problems } => vec![
                ("count", Arg::from(problems.len())),
                (
                    "problems",
                    Arg::List(problems.iter().take(5).map(|p| p as &dyn Message).collect()),
                ),
            ],
            CardsError::UnknownDeck { id, known } => vec![("id", Arg::from(id)), ("known", Arg::from(known))],
            CardsError::Pgn { line, message } => {
                vec![("line", Arg::from(*line)), ("detail", Arg::from(message))]
            }
        }
    }
}
