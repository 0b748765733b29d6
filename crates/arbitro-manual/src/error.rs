//! What can go wrong asking the manual for something.

use arbitro_i18n::{Arg, Args, Message};

use crate::topic::Topic;

/// The manual's one error.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ManualError {
    /// No chapter has this id.
    #[error("no chapter of the manual is called '{given}'")]
    UnknownTopic {
        /// What was asked for.
        given: String,
    },
}

impl Message for ManualError {
    fn code(&self) -> &str {
        match self {
            ManualError::UnknownTopic { .. } => "manual-unknown-topic",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            ManualError::UnknownTopic { given } => vec![
                ("given", Arg::from(given)),
                (
                    "known",
                    Arg::from(Topic::ALL.iter().map(|t| t.id()).collect::<Vec<_>>().join(", ")),
                ),
            ],
        }
    }
}

impl std::str::FromStr for Topic {
    type Err = ManualError;

    fn from_str(id: &str) -> Result<Topic, ManualError> {
        Topic::parse(id.trim()).ok_or_else(|| ManualError::UnknownTopic {
            given: id.to_string(),
        })
    }
}
