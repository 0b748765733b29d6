//! Why the discipline area refuses: an incident or decision left
//! incomplete, an incident, sanction or appeal refused, a correction
//! refused, an appeals committee that cannot be appointed.

use arbitro_i18n::{Arg, Args, Message};

/// An incident or a decision that is not valid (a field left empty,
/// values that go together).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InputProblem {
    /// An incident without its description.
    #[error("invalid incident: description: say what happened")]
    IncidentNoDescription,
    /// An incident without the arbiter.
    #[error("invalid incident: arbiter: name the arbiter")]
    IncidentNoArbiter,
    /// A round without a board or a board without a round.
    #[error("invalid incident: round and board go together")]
    IncidentRoundAndBoard,
    /// A decision without subject or text.
    #[error("invalid decision: subject and text are required")]
    DecisionIncomplete,
}

impl Message for InputProblem {
    fn code(&self) -> &str {
        match self {
            InputProblem::IncidentNoDescription => "store-input-incident-no-description",
            InputProblem::IncidentNoArbiter => "store-input-incident-no-arbiter",
            InputProblem::IncidentRoundAndBoard => "store-input-incident-round-and-board",
            InputProblem::DecisionIncomplete => "store-input-decision-incomplete",
        }
    }
}

/// Why an incident, a sanction or an appeal is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DisciplineRefusal {
    /// The player does not play on that board.
    #[error("{name} does not play on board {board} of round {round}")]
    NotOnBoard {
        /// The player.
        name: String,
        /// Round.
        round: u32,
        /// Board.
        board: u32,
    },
    /// The sanction acts on a game and none is given.
    #[error("this sanction acts on a game: give the round and board")]
    NeedsGame,
    /// A penalty that acts on a game, without one.
    #[error("{article} acts on a game: give the round and board")]
    PenaltyNeedsGame {
        /// The article of the penalty.
        article: &'static str,
    },
    /// An exclusion from a round already paired (12.9.8).
    #[error("round {round} is already paired: exclusion (12.9.8) applies to rounds not yet paired")]
    ExclusionTooLate {
        /// Round.
        round: u32,
    },
    /// A deviation from the ladder without its reason (AM-AC).
    #[error("the sanction differs from the ladder's suggestion: write the reason (AM-AC)")]
    DeviationUnexplained,
    /// No sanction without a reason.
    #[error("recording no sanction needs a written reason")]
    NoSanctionUnexplained,
    /// An appeal without its text (C.11 3.4).
    #[error("an appeal is lodged in writing: give its text (C.11 3.4)")]
    AppealUnwritten,
    /// An appeal against a deputy's sanction (C.11 3.7).
    #[error(
        "entry {seq} is a deputy arbiter's sanction: an appeal needs the chief arbiter's decision first (C.11 3.7)"
    )]
    DeputySanction {
        /// The entry.
        seq: i64,
    },
    /// An appeal against an entry that is no chief arbiter's decision.
    #[error("entry {seq} is a {kind}, not a chief arbiter decision (C.11 3.7)")]
    NotADecision {
        /// The entry.
        seq: i64,
        /// Its kind.
        kind: String,
    },
    /// The player already appealed that entry.
    #[error("this player already appealed entry {seq}")]
    AlreadyAppealed {
        /// The entry.
        seq: i64,
    },
    /// The appeal is too late.
    #[error("too late: appeals against entry {seq} closed at {deadline} ({article})")]
    AppealTooLate {
        /// The entry.
        seq: i64,
        /// When appeals closed.
        deadline: String,
        /// The article giving the window.
        article: &'static str,
    },
    /// The appeal was already decided.
    #[error("appeal {seq} was already decided: the committee's decision is final")]
    AppealDecided {
        /// The appeal.
        seq: i64,
    },
    /// A committee decision without its text.
    #[error("write the committee's decision")]
    DecisionUnwritten,
    /// No committee appointed.
    #[error("appoint the appeals committee first (arbitro appeal committee)")]
    NoCommittee,
    /// A member shares a federation with a party and no reserve is left (C.11 2.3).
    #[error("C.11 2.3: {name} shares a federation with a party and no reserve is available")]
    NoReserve {
        /// The member.
        name: String,
    },
}

impl Message for DisciplineRefusal {
    fn code(&self) -> &str {
        match self {
            DisciplineRefusal::NotOnBoard { .. } => "store-discipline-not-on-board",
            DisciplineRefusal::NeedsGame => "store-discipline-needs-game",
            DisciplineRefusal::PenaltyNeedsGame { .. } => "store-discipline-penalty-needs-game",
            DisciplineRefusal::ExclusionTooLate { .. } => "store-discipline-exclusion-too-late",
            DisciplineRefusal::DeviationUnexplained => "store-discipline-deviation-unexplained",
            DisciplineRefusal::NoSanctionUnexplained => "store-discipline-no-sanction-unexplained",
            DisciplineRefusal::AppealUnwritten => "store-discipline-appeal-unwritten",
            DisciplineRefusal::DeputySanction { .. } => "store-discipline-deputy-sanction",
            DisciplineRefusal::NotADecision { .. } => "store-discipline-not-a-decision",
            DisciplineRefusal::AlreadyAppealed { .. } => "store-discipline-already-appealed",
            DisciplineRefusal::AppealTooLate { .. } => "store-discipline-appeal-too-late",
            DisciplineRefusal::AppealDecided { .. } => "store-discipline-appeal-decided",
            DisciplineRefusal::DecisionUnwritten => "store-discipline-decision-unwritten",
            DisciplineRefusal::NoCommittee => "store-discipline-no-committee",
            DisciplineRefusal::NoReserve { .. } => "store-discipline-no-reserve",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            DisciplineRefusal::NotOnBoard { name, round, board } => vec![
                ("name", Arg::from(name)),
                ("round", Arg::from(*round)),
                ("board", Arg::from(*board)),
            ],
            DisciplineRefusal::NeedsGame
            | DisciplineRefusal::DeviationUnexplained
            | DisciplineRefusal::NoSanctionUnexplained
            | DisciplineRefusal::AppealUnwritten
            | DisciplineRefusal::DecisionUnwritten
            | DisciplineRefusal::NoCommittee => Vec::new(),
            DisciplineRefusal::PenaltyNeedsGame { article } => vec![("article", Arg::from(*article))],
            DisciplineRefusal::ExclusionTooLate { round } => vec![("round", Arg::from(*round))],
            DisciplineRefusal::DeputySanction { seq }
            | DisciplineRefusal::NotADecision { seq, .. }
            | DisciplineRefusal::AlreadyAppealed { seq }
            | DisciplineRefusal::AppealDecided { seq } => vec![("seq", Arg::from(*seq))],
            DisciplineRefusal::AppealTooLate {
                seq,
                deadline,
                article,
            } => vec![
                ("seq", Arg::from(*seq)),
                ("deadline", Arg::from(deadline)),
                ("article", Arg::from(*article)),
            ],
            DisciplineRefusal::NoReserve { name } => vec![("name", Arg::from(name))],
        }
    }
}

/// The kind of entry a correction corrects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CorrectedKind {
    /// A sanction.
    Sanction,
    /// An incident.
    Incident,
}

impl CorrectedKind {
    /// The register entry kind.
    pub(crate) fn kind(self) -> &'static str {
        match self {
            CorrectedKind::Sanction => "sanction",
            CorrectedKind::Incident => "incident",
        }
    }
}

impl std::fmt::Display for CorrectedKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.kind())
    }
}

/// Why a correction of a sanction or an incident is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CorrectionRefusal {
    /// The entry is of another kind.
    #[error("entry {seq} is a {found}, not a {expected}")]
    WrongKind {
        /// The entry.
        seq: i64,
        /// Its kind.
        found: String,
        /// The kind corrected.
        expected: CorrectedKind,
    },
    /// The entry was already corrected.
    #[error("{kind} {seq} was already corrected by entry {by}: correct that entry instead")]
    AlreadyCorrected {
        /// The kind.
        kind: CorrectedKind,
        /// The entry.
        seq: i64,
        /// The entry that corrected it.
        by: i64,
    },
    /// A correction without arbiter or reason (AM-AC).
    #[error("a correction records the arbiter and the reason (AM-AC)")]
    Unexplained,
    /// An incident correction without its reason (AM-AC).
    #[error("a correction records the reason (AM-AC)")]
    NoReason,
    /// The corrected sanction acts on a game the old one had not.
    #[error("this sanction acts on a game: the corrected sanction has no round and board")]
    NoGame,
    /// An old sanction that did not keep the result it replaced.
    #[error(
        "sanction {seq} was recorded before sanctions kept the result they replaced: say which result round {round} board {board} must have"
    )]
    ResultUnknown {
        /// The sanction.
        seq: i64,
        /// Round.
        round: u32,
        /// Board.
        board: u32,
    },
    /// The result was changed after the sanction.
    #[error("the result of round {round} board {board} was changed after sanction {seq} (now {}): say which result the game must have", now.as_deref().unwrap_or("no result"))]
    ResultChanged {
        /// The sanction.
        seq: i64,
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// The result now (none: no result).
        now: Option<String>,
    },
}

impl Message for CorrectionRefusal {
    fn code(&self) -> &str {
        match self {
            CorrectionRefusal::WrongKind { .. } => "store-correction-wrong-kind",
            CorrectionRefusal::AlreadyCorrected { .. } => "store-correction-already-corrected",
            CorrectionRefusal::Unexplained => "store-correction-unexplained",
            CorrectionRefusal::NoReason => "store-correction-no-reason",
            CorrectionRefusal::NoGame => "store-correction-no-game",
            CorrectionRefusal::ResultUnknown { .. } => "store-correction-result-unknown",
            CorrectionRefusal::ResultChanged { now: Some(_), .. } => "store-correction-result-changed",
            CorrectionRefusal::ResultChanged { now: None, .. } => "store-correction-result-removed",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            CorrectionRefusal::WrongKind { seq, expected, .. } => {
                vec![("seq", Arg::from(*seq)), ("kind", Arg::from(expected.kind()))]
            }
            CorrectionRefusal::AlreadyCorrected { kind, seq, by } => vec![
                ("kind", Arg::from(kind.kind())),
                ("seq", Arg::from(*seq)),
                ("by", Arg::from(*by)),
            ],
            CorrectionRefusal::Unexplained | CorrectionRefusal::NoReason | CorrectionRefusal::NoGame => {
                Vec::new()
            }
            CorrectionRefusal::ResultUnknown { seq, round, board } => vec![
                ("seq", Arg::from(*seq)),
                ("round", Arg::from(*round)),
                ("board", Arg::from(*board)),
            ],
            CorrectionRefusal::ResultChanged {
                seq,
                round,
                board,
                now,
            } => vec![
                ("seq", Arg::from(*seq)),
                ("round", Arg::from(*round)),
                ("board", Arg::from(*board)),
                ("result", Arg::from(now.as_deref().unwrap_or_default())),
            ],
        }
    }
}

/// What is wrong with the appeals committee's composition (C.11 2.2–2.4).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CommitteeProblem {
    /// Not two members (C.11 2.2).
    #[error("C.11 2.2: a chairman and two members are appointed ({members} members given)")]
    Members {
        /// Members given.
        members: usize,
    },
    /// A member without a name.
    #[error("every committee member needs a name")]
    NoName,
    /// An arbiter on the committee (C.06 VII.2).
    #[error("{name} is an arbiter of the event and cannot sit on the appeals committee")]
    Arbiter {
        /// The member.
        name: String,
    },
    /// Two members of one federation (C.11 2.4).
    #[error("C.11 2.4: members and reserves must represent different federations ({federation} twice)")]
    Federation {
        /// The federation.
        federation: String,
    },
}

impl Message for CommitteeProblem {
    fn code(&self) -> &str {
        match self {
            CommitteeProblem::Members { .. } => "store-committee-members",
            CommitteeProblem::NoName => "store-committee-no-name",
            CommitteeProblem::Arbiter { .. } => "store-committee-arbiter",
            CommitteeProblem::Federation { .. } => "store-committee-federation",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            CommitteeProblem::Members { members } => vec![("members", Arg::from(*members))],
            CommitteeProblem::NoName => Vec::new(),
            CommitteeProblem::Arbiter { name } => vec![("name", Arg::from(name))],
            CommitteeProblem::Federation { federation } => vec![("federation", Arg::from(federation))],
        }
    }
}

/// An appeals committee that cannot be appointed: every problem found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid appeals committee: {}", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct CommitteeInvalid {
    /// Every problem.
    pub problems: Vec<CommitteeProblem>,
}

impl Message for CommitteeInvalid {
    fn code(&self) -> &str {
        "store-committee-invalid"
    }

    fn args(&self) -> Args<'_> {
        vec![(
            "problems",
            Arg::List(self.problems.iter().map(|p| p as &dyn Message).collect()),
        )]
    }
}
