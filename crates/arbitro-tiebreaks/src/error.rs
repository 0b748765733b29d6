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
