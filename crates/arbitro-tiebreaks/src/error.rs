//! The crate's one error type.

/// Anything that stops a tie-break computation. Each message names the
/// tie-break code, the player or the round concerned.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TieBreakError {
    /// A tie-break code that C.07 does not define.
    #[error("unknown tie-break `{code}` (known: {known})")]
    UnknownCode {
        /// The code as written.
        code: String,
        /// The codes this program knows, for the message.
        known: String,
    },
    /// A modifier that is malformed or does not apply to its tie-break.
    #[error("tie-break `{code}`: {reason}")]
    BadModifier {
        /// The whole tie-break as written, e.g. `BH/C9x`.
        code: String,
        /// What is wrong with it.
        reason: String,
    },
    /// An empty tie-break list where one was required.
    #[error("the tie-break list is empty")]
    EmptyList,
    /// The event's data contradict themselves; every problem found is listed.
    #[error("invalid event: {}", .0.join("; "))]
    InvalidEvent(Vec<String>),
    /// A Buchholz-type tie-break asked for in a round robin (C.07 8: "must not be used in round-robins").
    #[error("{code} must not be used in a round robin (C.07 article 8)")]
    NotForRoundRobin {
        /// The tie-break as written.
        code: String,
    },
    /// A player number that is not in the event.
    #[error("player {0} is not in the event")]
    UnknownPlayer(u32),
}

impl arbitro_i18n::Message for TieBreakError {
    fn code(&self) -> &str {
        match self {
            TieBreakError::UnknownCode { .. } => "tiebreaks-unknown-code",
            TieBreakError::BadModifier { .. } => "tiebreaks-bad-modifier",
            TieBreakError::EmptyList => "tiebreaks-empty-list",
            TieBreakError::InvalidEvent(_) => "tiebreaks-invalid-event",
            TieBreakError::NotForRoundRobin { .. } => "tiebreaks-not-for-round-robin",
            TieBreakError::UnknownPlayer(_) => "tiebreaks-unknown-player",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            TieBreakError::UnknownCode { code, known } => {
                vec![("code", Arg::from(code)), ("known", Arg::from(known))]
            }
            TieBreakError::BadModifier { code, reason } => {
                vec![("code", Arg::from(code)), ("detail", Arg::from(reason))]
            }
            TieBreakError::EmptyList => Vec::new(),
            TieBreakError::InvalidEvent(problems) => vec![("detail", Arg::from(problems.join("; ")))],
            TieBreakError::NotForRoundRobin { code } => vec![("code", Arg::from(code))],
            TieBreakError::UnknownPlayer(player) => vec![("player", Arg::from(*player))],
        }
    }
}
