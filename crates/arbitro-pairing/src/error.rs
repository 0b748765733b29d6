//! The crate's error.

/// Why a pairing (or a check) could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    /// The tournament file is unusable (syntax, inconsistent records, scores
    /// that do not add up).
    #[error(transparent)]
    Trf(#[from] arbitro_trf::TrfError),
    /// The tournament lacks something pairing needs, or asks for something
    /// impossible (e.g. a round beyond the planned number of rounds).
    #[error("{0}")]
    Input(String),
    /// No pairing of the round satisfies the absolute criteria (C1–C3 with
    /// the completion of the round, C4).
    #[error("no legal pairing exists for round {round}: {reason}")]
    NoPairing {
        /// The round that was to be paired.
        round: u32,
        /// A short explanation.
        reason: String,
    },
    /// An internal limit was exceeded (e.g. more than 9999 players).
    #[error("too large: {0}")]
    TooLarge(String),
}

impl arbitro_i18n::Message for PairingError {
    fn code(&self) -> &str {
        match self {
            PairingError::Trf(inner) => inner.code(),
            PairingError::Input(_) => "pairing-input",
            PairingError::NoPairing { .. } => "pairing-no-pairing",
            PairingError::TooLarge(_) => "pairing-too-large",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            PairingError::Trf(inner) => inner.args(),
            PairingError::Input(detail) | PairingError::TooLarge(detail) => {
                vec![("detail", Arg::from(detail))]
            }
            PairingError::NoPairing { round, reason } => {
                vec![("round", Arg::from(*round)), ("detail", Arg::from(reason))]
            }
        }
    }
}
