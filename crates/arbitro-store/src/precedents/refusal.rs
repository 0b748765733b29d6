//! Why a precedent is refused, and what is wrong with a precedent or a
//! precedent file.

use arbitro_i18n::{Arg, Args, Message};

/// Why a precedent is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PrecedentRefusal {
    /// The same precedent is already registered.
    #[error("this precedent is already registered as entry {seq}")]
    Duplicate {
        /// Its entry.
        seq: i64,
    },
    /// The precedent was already corrected.
    #[error("precedent {seq} was already corrected; correct its latest version")]
    Superseded {
        /// Its entry.
        seq: i64,
    },
}

impl Message for PrecedentRefusal {
    fn code(&self) -> &str {
        match self {
            PrecedentRefusal::Duplicate { .. } => "store-precedent-duplicate",
            PrecedentRefusal::Superseded { .. } => "store-precedent-superseded",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            PrecedentRefusal::Duplicate { seq } | PrecedentRefusal::Superseded { seq } => {
                vec![("seq", Arg::from(*seq))]
            }
        }
    }
}

/// What is wrong with a precedent, or with an entry of a precedent file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PrecedentProblem {
    /// No situation.
    #[error("situation: describe the situation in Spanish or English")]
    NoSituation,
    /// No decision.
    #[error("decision: state the decision in Spanish or English")]
    NoDecision,
    /// No arbiter.
    #[error("arbiter: name the arbiter who decided")]
    NoArbiter,
    /// No event.
    #[error("event: name the event")]
    NoEvent,
    /// A date that is not one.
    #[error("date: '{0}' is not a date (YYYY-MM-DD)")]
    NotADate(String),
    /// A card without its deck (AM-R16).
    #[error("deck: a precedent about a card states the deck id and version (AM-R16)")]
    NoDeck,
    /// A file of another format.
    #[error("format: '{found}' (expected '{expected}')")]
    Format {
        /// The format found.
        found: String,
        /// The format expected.
        expected: &'static str,
    },
    /// A problem of one entry of a file.
    #[error("precedents[{index}].{problem}")]
    Entry {
        /// The entry's index, from 0.
        index: usize,
        /// What is wrong with it.
        problem: Box<PrecedentProblem>,
    },
    /// A fingerprint that does not match the content.
    #[error("precedents[{index}].fingerprint: does not match the content (edited after export?)")]
    Fingerprint {
        /// The entry's index, from 0.
        index: usize,
    },
    /// An entry without its uid.
    #[error("precedents[{index}].uid: empty")]
    NoUid {
        /// The entry's index, from 0.
        index: usize,
    },
    /// A dispute's case the card engine cannot replay (deck, setup or history refused).
    #[error("case: the card engine cannot replay the dispute (AM-G16)")]
    CaseReplay,
    /// A dispute's case the card engine now rules otherwise than its stored verdict.
    #[error("case: the card engine now rules the play otherwise than the stored verdict (AM-G16)")]
    CaseVerdict,
}

impl Message for PrecedentProblem {
    fn code(&self) -> &str {
        match self {
            PrecedentProblem::NoSituation => "store-precedent-no-situation",
            PrecedentProblem::NoDecision => "store-precedent-no-decision",
            PrecedentProblem::NoArbiter => "store-precedent-no-arbiter",
            PrecedentProblem::NoEvent => "store-precedent-no-event",
            PrecedentProblem::NotADate(_) => "store-precedent-not-a-date",
            PrecedentProblem::NoDeck => "store-precedent-no-deck",
            PrecedentProblem::Format { .. } => "store-precedent-format",
            PrecedentProblem::Entry { .. } => "store-precedent-entry",
            PrecedentProblem::Fingerprint { .. } => "store-precedent-fingerprint",
            PrecedentProblem::NoUid { .. } => "store-precedent-no-uid",
            PrecedentProblem::CaseReplay => "store-precedent-case-replay",
            PrecedentProblem::CaseVerdict => "store-precedent-case-verdict",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            PrecedentProblem::NoSituation
            | PrecedentProblem::NoDecision
            | PrecedentProblem::NoArbiter
            | PrecedentProblem::NoEvent
            | PrecedentProblem::NoDeck
            | PrecedentProblem::CaseReplay
            | PrecedentProblem::CaseVerdict => Vec::new(),
            PrecedentProblem::NotADate(date) => vec![("date", Arg::from(date))],
            PrecedentProblem::Format { found, expected } => {
                vec![("found", Arg::from(found)), ("expected", Arg::from(*expected))]
            }
            PrecedentProblem::Entry { index, problem } => vec![
                ("number", Arg::from(*index + 1)),
                ("problem", Arg::Message(problem.as_ref())),
            ],
            PrecedentProblem::Fingerprint { index } | PrecedentProblem::NoUid { index } => {
                vec![("number", Arg::from(*index + 1))]
            }
        }
    }
}

/// A precedent, or a precedent file, that is not valid: every problem found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid {}: {}", file.as_ref().map_or_else(|| "precedent".to_string(), |f| format!("precedent file {f}")), problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct PrecedentInvalid {
    /// The file, when a file was read.
    pub file: Option<String>,
    /// Every problem.
    pub problems: Vec<PrecedentProblem>,
}

impl Message for PrecedentInvalid {
    fn code(&self) -> &str {
        match self.file {
            Some(_) => "store-precedent-file-invalid",
            None => "store-precedent-invalid",
        }
    }

    fn args(&self) -> Args<'_> {
        let mut args = vec![(
            "problems",
            Arg::List(self.problems.iter().map(|p| p as &dyn Message).collect()),
        )];
        if let Some(file) = &self.file {
            args.push(("file", Arg::from(file)));
        }
        args
    }
}
