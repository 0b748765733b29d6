//! Why a team cannot be registered, and why registering or pairing teams
//! is refused.

use arbitro_i18n::{Arg, Args, Message};

/// What is wrong with a team to register.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TeamProblem {
    /// No name.
    #[error("name: a team needs a name")]
    NoName,
    /// The same player twice.
    #[error("board1 and board2: two different players make a team")]
    SamePlayer,
    /// The name is another team's.
    #[error("name: a team is already called '{0}'")]
    NameTaken(String),
    /// A player already in a team.
    #[error("player {player} already plays for '{team}'")]
    PlayerTaken {
        /// Player id.
        player: i64,
        /// The team.
        team: String,
    },
    /// A player who is not in the event.
    #[error("no player with id {0} in this event")]
    UnknownPlayer(i64),
}

impl Message for TeamProblem {
    fn code(&self) -> &str {
        match self {
            TeamProblem::NoName => "store-team-problem-no-name",
            TeamProblem::SamePlayer => "store-team-problem-same-player",
            TeamProblem::NameTaken(_) => "store-team-problem-name-taken",
            TeamProblem::PlayerTaken { .. } => "store-team-problem-player-taken",
            TeamProblem::UnknownPlayer(_) => "store-team-problem-unknown-player",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            TeamProblem::NoName | TeamProblem::SamePlayer => Vec::new(),
            TeamProblem::NameTaken(name) => vec![("team", Arg::from(name))],
            TeamProblem::PlayerTaken { player, team } => {
                vec![("player", Arg::from(*player)), ("team", Arg::from(team))]
            }
            TeamProblem::UnknownPlayer(id) => vec![("id", Arg::from(*id))],
        }
    }
}

/// A team that cannot be registered: every problem found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid team: {}", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct TeamInvalid {
    /// Every problem.
    pub problems: Vec<TeamProblem>,
}

impl Message for TeamInvalid {
    fn code(&self) -> &str {
        "store-team-invalid"
    }

    fn args(&self) -> Args<'_> {
        vec![(
            "problems",
            Arg::List(self.problems.iter().map(|p| p as &dyn Message).collect()),
        )]
    }
}

/// Why registering or pairing teams is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TeamRefusal {
    /// Teams belong to doubles events (AM-R3).
    #[error("this is a {} event: teams belong to doubles/bughouse events (AM-R3)", family.code())]
    NotDoubles {
        /// The event's family.
        family: crate::call::GameFamily,
    },
    /// A round robin's teams are fixed before round 1.
    #[error("round {round} is paired: a round robin's teams are fixed before round 1")]
    RoundRobinFixed {
        /// The last paired round.
        round: u32,
    },
    /// No teams registered.
    #[error("register the teams first (a doubles event pairs teams)")]
    NoTeams,
    /// The Berger tables refuse the teams.
    #[error("teams: {0}")]
    Berger(arbitro_pairing::berger::BergerError),
    /// The Dutch engine found no pairing of the teams.
    #[error("team round {round} cannot be paired: {error}")]
    NoPairing {
        /// Round.
        round: u32,
        /// What the engine said.
        error: arbitro_pairing::PairingError,
    },
    /// A match whose boards contradict each other.
    #[error("round {round} match {number}: {problem:?}")]
    Match {
        /// Round.
        round: u32,
        /// Match number.
        number: u32,
        /// What is wrong.
        problem: crate::teams::model::BoardsDisagree,
    },
}

impl Message for TeamRefusal {
    fn code(&self) -> &str {
        match self {
            TeamRefusal::NotDoubles { .. } => "store-team-not-doubles",
            TeamRefusal::RoundRobinFixed { .. } => "store-team-round-robin-fixed",
            TeamRefusal::NoTeams => "store-team-no-teams",
            TeamRefusal::Berger(_) => "store-team-berger",
            TeamRefusal::NoPairing { .. } => "store-team-no-pairing",
            TeamRefusal::Match { .. } => "store-team-match",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            TeamRefusal::NotDoubles { family } => vec![("family", Arg::Message(family))],
            TeamRefusal::RoundRobinFixed { round } => vec![("round", Arg::from(*round))],
            TeamRefusal::NoTeams => Vec::new(),
            TeamRefusal::Berger(error) => vec![("problem", Arg::Message(error))],
            TeamRefusal::NoPairing { round, error } => {
                vec![("round", Arg::from(*round)), ("problem", Arg::Message(error))]
            }
            TeamRefusal::Match {
                round,
                number,
                problem,
            } => vec![
                ("round", Arg::from(*round)),
                ("number", Arg::from(*number)),
                ("problem", Arg::Message(problem)),
            ],
        }
    }
}
