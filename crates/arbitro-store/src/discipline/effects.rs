//! What applying or correcting a sanction did, or left to the arbiter, as
//! typed values rendered in the reader's language (`discipline-effect-*`).

use arbitro_i18n::{Arg, Args, Message};
use serde::{Deserialize, Serialize};

/// What applying or correcting a sanction did (or left to the arbiter),
/// shown in the reader's language (`discipline-effect-*`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "kebab-case")]
pub enum Effect {
    /// Time added to the opponent's running clock (FIDE 12.9.2).
    TimeAdded {
        /// Seconds.
        seconds: u64,
    },
    /// No clock runs on the board: the arbiter adds the time by hand.
    TimeToAddByHand {
        /// The board.
        board: u32,
        /// Seconds.
        seconds: u64,
    },
    /// Time removed from the offender's running clock (FIDE 12.9.3).
    TimeRemoved {
        /// Seconds.
        seconds: u64,
    },
    /// No clock runs on the board: the arbiter removes the time by hand.
    TimeToRemoveByHand {
        /// The board.
        board: u32,
        /// Seconds.
        seconds: u64,
    },
    /// A game's result set.
    ResultSet {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// The result.
        result: String,
    },
    /// A game's result set as the correction gives it.
    ResultSetAsGiven {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// The result.
        result: String,
    },
    /// A game's result restored to what it was before the sanction.
    ResultRestored {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// The result.
        result: String,
    },
    /// Excluded from a round (a zero-point bye, FIDE 12.9.8).
    Excluded {
        /// The round.
        round: u32,
    },
    /// Expelled: not paired after a round (FIDE 12.9.9).
    Expelled {
        /// The last round played.
        after: u32,
    },
    /// A corrected sanction's time taken back on a running clock.
    TimeTakenBack {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// Seconds (negative: time that had been removed).
        seconds: i64,
        /// The sanction's entry.
        sanction: i64,
        /// Whose clock.
        white: bool,
    },
    /// The clock no longer runs: a corrected sanction's time stays as played.
    TimeStays {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// Seconds.
        seconds: i64,
        /// The sanction's entry.
        sanction: i64,
    },
    /// The round is already paired: the exclusion stays as played.
    ExclusionStays {
        /// The round.
        round: u32,
    },
    /// An exclusion lifted.
    ExclusionLifted {
        /// The round.
        round: u32,
    },
    /// An expulsion lifted: the player is paired again.
    ExpulsionLifted {
        /// The first round the player is paired in again.
        from: u32,
    },
}

impl Message for Effect {
    fn code(&self) -> &str {
        match self {
            Effect::TimeAdded { .. } => "discipline-effect-time-added",
            Effect::TimeToAddByHand { .. } => "discipline-effect-time-to-add-by-hand",
            Effect::TimeRemoved { .. } => "discipline-effect-time-removed",
            Effect::TimeToRemoveByHand { .. } => "discipline-effect-time-to-remove-by-hand",
            Effect::ResultSet { .. } => "discipline-effect-result-set",
            Effect::ResultSetAsGiven { .. } => "discipline-effect-result-as-given",
            Effect::ResultRestored { .. } => "discipline-effect-result-restored",
            Effect::Excluded { .. } => "discipline-effect-excluded",
            Effect::Expelled { .. } => "discipline-effect-expelled",
            Effect::TimeTakenBack { .. } => "discipline-effect-time-taken-back",
            Effect::TimeStays { .. } => "discipline-effect-time-stays",
            Effect::ExclusionStays { .. } => "discipline-effect-exclusion-stays",
            Effect::ExclusionLifted { .. } => "discipline-effect-exclusion-lifted",
            Effect::ExpulsionLifted { .. } => "discipline-effect-expulsion-lifted",
        }
    }

    fn args(&self) -> Args<'_> {
        let n = |v: u64| Arg::from(i64::try_from(v).unwrap_or(i64::MAX));
        let r = |v: u32| Arg::from(i64::from(v));
        match self {
            Effect::TimeAdded { seconds } | Effect::TimeRemoved { seconds } => vec![("seconds", n(*seconds))],
            Effect::TimeToAddByHand { board, seconds } | Effect::TimeToRemoveByHand { board, seconds } => {
                vec![("board", r(*board)), ("seconds", n(*seconds))]
            }
            Effect::ResultSet { round, board, result }
            | Effect::ResultSetAsGiven { round, board, result }
            | Effect::ResultRestored { round, board, result } => {
                vec![
                    ("round", r(*round)),
                    ("board", r(*board)),
                    ("result", Arg::from(result)),
                ]
            }
            Effect::Excluded { round }
            | Effect::ExclusionStays { round }
            | Effect::ExclusionLifted { round } => {
                vec![("round", r(*round))]
            }
            Effect::Expelled { after } => vec![("round", r(*after))],
            Effect::ExpulsionLifted { from } => vec![("round", r(*from))],
            Effect::TimeTakenBack {
                round,
                board,
                seconds,
                sanction,
                white,
            } => vec![
                ("round", r(*round)),
                ("board", r(*board)),
                ("seconds", Arg::from(*seconds)),
                ("sanction", Arg::from(*sanction)),
                ("white", Arg::from(if *white { "yes" } else { "no" })),
            ],
            Effect::TimeStays {
                round,
                board,
                seconds,
                sanction,
            } => vec![
                ("round", r(*round)),
                ("board", r(*board)),
                ("seconds", Arg::from(*seconds)),
                ("sanction", Arg::from(*sanction)),
            ],
        }
    }
}
