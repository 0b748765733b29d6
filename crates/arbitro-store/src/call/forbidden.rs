//! Forbidden pairings: players who must not meet (members of one family or
//! club in the first rounds, as the organiser decides), optionally only from
//! one round to another. They are part of the call (`forbidden_pairings`);
//! the rounds area changes them and hands them to the Dutch engine as the
//! TRF's prohibited pairings (`XXP`).

use arbitro_i18n::{Arg, Args, Message};
use serde::{Deserialize, Serialize};

/// Players who must not be paired with each other.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ForbiddenPairing {
    /// Player ids: no two of them meet.
    pub players: Vec<i64>,
    /// First round it applies to (none: from the start).
    #[serde(default)]
    pub first_round: Option<u32>,
    /// Last round it applies to (none: to the end).
    #[serde(default)]
    pub last_round: Option<u32>,
}

/// What is wrong with a forbidden pairing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ForbiddenProblem {
    /// Fewer than two different players.
    #[error("a forbidden pairing names at least two different players")]
    TooFew,
    /// A player id that is not in the event.
    #[error("no player with id {0} in this event")]
    UnknownPlayer(i64),
    /// The rounds are the wrong way round.
    #[error("rounds {first} to {last}: the first round comes after the last")]
    Rounds {
        /// First round.
        first: u32,
        /// Last round.
        last: u32,
    },
}

impl Message for ForbiddenProblem {
    fn code(&self) -> &str {
        match self {
            ForbiddenProblem::TooFew => "store-forbidden-too-few",
            ForbiddenProblem::UnknownPlayer(_) => "store-forbidden-unknown-player",
            ForbiddenProblem::Rounds { .. } => "store-forbidden-rounds",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            ForbiddenProblem::TooFew => Vec::new(),
            ForbiddenProblem::UnknownPlayer(id) => vec![("id", Arg::from(*id))],
            ForbiddenProblem::Rounds { first, last } => {
                vec![("first", Arg::from(*first)), ("last", Arg::from(*last))]
            }
        }
    }
}
