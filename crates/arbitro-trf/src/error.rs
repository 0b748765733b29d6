//! The crate's error: where a file is wrong and why.

use std::fmt;

/// One thing wrong with a tournament that parsed: an inconsistency between
/// records, located by line (1-based; 0 when the tournament did not come from
/// text) and player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The pairing number of the player concerned.
    pub player: u32,
    /// The round concerned, if any (1-based).
    pub round: Option<u32>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.round {
            Some(r) => write!(f, "player {}, round {r}: {}", self.player, self.message),
            None => write!(f, "player {}: {}", self.player, self.message),
        }
    }
}

/// Anything that makes a TRF unusable.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TrfError {
    /// The text does not follow the format at this place.
    #[error("line {line}, column {column}: {message}")]
    Syntax {
        /// 1-based line number.
        line: usize,
        /// 1-based column number.
        column: usize,
        /// What was expected or found.
        message: String,
    },
    /// The records parse but contradict each other (opponents that do not
    /// agree, points that do not follow from the results…); every problem is
    /// listed.
    #[error("{}", list(.0))]
    Inconsistent(Vec<Problem>),
    /// The tournament cannot be written in the requested format.
    #[error("cannot write: {0}")]
    Unwritable(String),
}

fn list(problems: &[Problem]) -> String {
    let mut text = format!("{} problem(s): ", problems.len());
    let shown: Vec<String> = problems.iter().take(10).map(Problem::to_string).collect();
    text.push_str(&shown.join("; "));
    if problems.len() > 10 {
        text.push_str("; …");
    }
    text
}

impl TrfError {
    /// A syntax error at `line`, `column` (both 1-based).
    pub(crate) fn syntax(line: usize, column: usize, message: impl Into<String>) -> TrfError {
        TrfError::Syntax {
            line,
            column,
            message: message.into(),
        }
    }
}

impl arbitro_i18n::Message for Problem {
    fn code(&self) -> &str {
        match self.round {
            Some(_) => "trf-problem-in-round",
            None => "trf-problem",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        let mut args = vec![
            ("player", Arg::from(self.player)),
            ("detail", Arg::from(&self.message)),
        ];
        if let Some(round) = self.round {
            args.push(("round", Arg::from(round)));
        }
        args
    }
}

impl arbitro_i18n::Message for TrfError {
    fn code(&self) -> &str {
        match self {
            TrfError::Syntax { .. } => "trf-syntax",
            TrfError::Inconsistent(_) => "trf-inconsistent",
            TrfError::Unwritable(_) => "trf-unwritable",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::{Arg, Message};
        match self {
            TrfError::Syntax {
                line,
                column,
                message,
            } => vec![
                ("line", Arg::from(*line)),
                ("column", Arg::from(*column)),
                ("detail", Arg::from(message)),
            ],
            TrfError::Inconsistent(problems) => vec![
                ("count", Arg::from(problems.len())),
                (
                    "problems",
                    Arg::List(problems.iter().take(10).map(|p| p as &dyn Message).collect()),
                ),
            ],
            TrfError::Unwritable(detail) => vec![("detail", Arg::from(detail))],
        }
    }
}
