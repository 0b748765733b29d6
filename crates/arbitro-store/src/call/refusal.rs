//! What is wrong with a call, and the settings a paired event fixes.

use arbitro_i18n::{Arg, Args, Message};

/// A setting of the call that cannot change once a round is paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallSetting {
    /// The game family.
    Family,
    /// The deck.
    Deck,
    /// The pairing system.
    System,
    /// The points of a bye.
    ByePoints,
    /// The number of rounds (fewer than already paired).
    FewerRounds,
}

impl CallSetting {
    fn name(self) -> &'static str {
        match self {
            CallSetting::Family => "family",
            CallSetting::Deck => "deck",
            CallSetting::System => "system",
            CallSetting::ByePoints => "bye_points",
            CallSetting::FewerRounds => "rounds (fewer than already paired)",
        }
    }
}

impl Message for CallSetting {
    fn code(&self) -> &str {
        match self {
            CallSetting::Family => "store-call-setting-family",
            CallSetting::Deck => "store-call-setting-deck",
            CallSetting::System => "store-call-setting-system",
            CallSetting::ByePoints => "store-call-setting-bye-points",
            CallSetting::FewerRounds => "store-call-setting-fewer-rounds",
        }
    }
}

/// What is wrong with an event's call.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CallProblem {
    /// No name.
    #[error("name: the event needs a name")]
    NoName,
    /// No chief arbiter.
    #[error("chief_arbiter: name the chief arbiter")]
    NoChiefArbiter,
    /// A date that is not one.
    #[error("{field}: '{value}' is not a date (YYYY-MM-DD)")]
    NotADate {
        /// The field (`start_date`, `end_date`, `rulebook.date`).
        field: &'static str,
        /// The value given.
        value: String,
    },
    /// The end before the start.
    #[error("end_date: {end} is before start_date {start}")]
    EndBeforeStart {
        /// Start date.
        start: String,
        /// End date.
        end: String,
    },
    /// No rounds.
    #[error("rounds: at least one round")]
    NoRounds,
    /// A time control that cannot be read.
    #[error("{0}")]
    TimeControl(BadTimeControl),
    /// A card event without its deck (AM-R16).
    #[error("deck: a {} event must state its deck id and version (AM-R16)", family.code())]
    NoDeck {
        /// The family.
        family: crate::call::GameFamily,
    },
    /// A card event without its rulebook (AM-R16).
    #[error("rulebook: a {} event must state the rulebook version and date (AM-R16)", family.code())]
    NoRulebook {
        /// The family.
        family: crate::call::GameFamily,
    },
    /// A doubles event without its communication policy (AM-R15).
    #[error("communication_policy: a doubles event must state what partners may say (AM-R15)")]
    NoCommunicationPolicy,
    /// A bye worth more than a win.
    #[error("bye_points: {points} half-points is more than a win")]
    ByePoints {
        /// Half-points.
        points: u8,
    },
    /// A tie-break that is not a C.07 code.
    #[error("tiebreaks: '{code}' is not a FIDE C.07 code")]
    TieBreak {
        /// The code given.
        code: String,
    },
}

impl Message for CallProblem {
    fn code(&self) -> &str {
        match self {
            CallProblem::NoName => "store-call-no-name",
            CallProblem::NoChiefArbiter => "store-call-no-chief-arbiter",
            CallProblem::NotADate { .. } => "store-call-not-a-date",
            CallProblem::EndBeforeStart { .. } => "store-call-end-before-start",
            CallProblem::NoRounds => "store-call-no-rounds",
            CallProblem::TimeControl(refusal) => refusal.code(),
            CallProblem::NoDeck { .. } => "store-call-no-deck",
            CallProblem::NoRulebook { .. } => "store-call-no-rulebook",
            CallProblem::NoCommunicationPolicy => "store-call-no-communication-policy",
            CallProblem::ByePoints { .. } => "store-call-bye-points",
            CallProblem::TieBreak { .. } => "store-call-tie-break",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            CallProblem::NoName
            | CallProblem::NoChiefArbiter
            | CallProblem::NoRounds
            | CallProblem::NoCommunicationPolicy => Vec::new(),
            CallProblem::NotADate { field, value } => {
                vec![("field", Arg::from(*field)), ("value", Arg::from(value))]
            }
            CallProblem::EndBeforeStart { start, end } => {
                vec![("start", Arg::from(start)), ("end", Arg::from(end))]
            }
            CallProblem::TimeControl(refusal) => refusal.args(),
            CallProblem::NoDeck { family } | CallProblem::NoRulebook { family } => {
                vec![("family", Arg::Message(family))]
            }
            CallProblem::ByePoints { points } => vec![("points", Arg::from(*points))],
            CallProblem::TieBreak { code } => vec![("code", Arg::from(code))],
        }
    }
}

/// An event call that is not valid: every problem found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid event call: {}", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct CallInvalid {
    /// Every problem.
    pub problems: Vec<CallProblem>,
}

impl Message for CallInvalid {
    fn code(&self) -> &str {
        "store-call-invalid"
    }

    fn args(&self) -> Args<'_> {
        vec![(
            "problems",
            Arg::List(self.problems.iter().map(|p| p as &dyn Message).collect()),
        )]
    }
}

/// A time control that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("time_control '{text}': {error}")]
pub struct BadTimeControl {
    /// The time control as stored.
    pub text: String,
    /// Why it cannot be read.
    pub error: arbitro_clock::TimeControlError,
}

impl Message for BadTimeControl {
    fn code(&self) -> &str {
        "store-clock-time-control"
    }

    fn args(&self) -> Args<'_> {
        vec![
            ("text", Arg::from(&self.text)),
            ("problem", Arg::Message(&self.error)),
        ]
    }
}

/// Why a change of the call is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CallRefusal {
    /// Settings of the call that are fixed once a round is paired.
    #[error("round {round} is already paired: {} can no longer change", settings.iter().map(|s| s.name()).collect::<Vec<_>>().join(", "))]
    SettingsFixed {
        /// The last paired round.
        round: u32,
        /// The settings the change would change.
        settings: Vec<CallSetting>,
    },
}

impl Message for CallRefusal {
    fn code(&self) -> &str {
        match self {
            CallRefusal::SettingsFixed { .. } => "store-round-settings-fixed",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            CallRefusal::SettingsFixed { round, settings } => vec![
                ("round", Arg::from(*round)),
                (
                    "settings",
                    Arg::List(settings.iter().map(|s| s as &dyn Message).collect()),
                ),
            ],
        }
    }
}
