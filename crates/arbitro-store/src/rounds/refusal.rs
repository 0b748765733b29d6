//! Why pairing, publishing, unpairing or changing a round is refused, why
//! a result is refused, and pairs that cannot be stored.

use arbitro_i18n::{Arg, Args, Message};

fn boards_text(boards: &[u32]) -> String {
    boards.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
}

fn count(items: usize) -> Arg<'static> {
    Arg::from(items)
}

/// Why a result is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResultRefusal {
    /// The board is the pairing-allocated bye.
    #[error("board {board} of round {round} is the pairing-allocated bye: it has no result to enter")]
    ByeBoard {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
    },
    /// A bye given as a game's result.
    #[error("a bye is not a game result")]
    ByeIsNotAResult,
    /// An arbiter decision without the arbiter.
    #[error("an arbiter decision names the arbiter who took it")]
    ArbiterUnnamed,
    /// An arbiter decision or a bye in a batch of results.
    #[error("round {round} board {board}: arbiter decisions are entered one by one")]
    OneByOne {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
    },
}

impl Message for ResultRefusal {
    fn code(&self) -> &str {
        match self {
            ResultRefusal::ByeBoard { .. } => "store-result-bye-board",
            ResultRefusal::ByeIsNotAResult => "store-result-bye-not-a-result",
            ResultRefusal::ArbiterUnnamed => "store-result-arbiter-unnamed",
            ResultRefusal::OneByOne { .. } => "store-result-one-by-one",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            ResultRefusal::ByeBoard { round, board } | ResultRefusal::OneByOne { round, board } => {
                vec![("round", Arg::from(*round)), ("board", Arg::from(*board))]
            }
            ResultRefusal::ByeIsNotAResult | ResultRefusal::ArbiterUnnamed => Vec::new(),
        }
    }
}

/// Why pairing, publishing, unpairing or changing a round is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RoundRefusal {
    /// Every round of the event is paired.
    #[error("all {rounds} rounds are paired")]
    AllPaired {
        /// Rounds of the event.
        rounds: u32,
    },
    /// The last round has games without a final result.
    #[error(
        "round {round} still has games without a final result (boards {})",
        boards_text(boards)
    )]
    Unfinished {
        /// The last paired round.
        round: u32,
        /// Its boards without a final result.
        boards: Vec<u32>,
    },
    /// A doubles event pairs teams.
    #[error("a doubles event pairs teams, not players: pair it with its system or give team matches")]
    DoublesPairsTeams,
    /// A pairing change without arbiter or reason.
    #[error("a pairing change records the arbiter and the reason")]
    EditUnexplained,
    /// The boards of a doubles round belong to team matches.
    #[error(
        "the boards of a doubles round belong to team matches: unpair the round and pair the teams again"
    )]
    DoublesBoards,
    /// A board with a result cannot be re-paired.
    #[error("a board with a result cannot be re-paired; correct the result first")]
    BoardHasResult,
    /// A pairing change without boards.
    #[error("a pairing change names at least one board")]
    NoBoards,
    /// A board given twice in one change.
    #[error("board {board} of round {round} is given twice")]
    BoardTwice {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
    },
    /// The round is already published.
    #[error("round {round} is already published")]
    AlreadyPublished {
        /// Round.
        round: u32,
    },
    /// No round to unpair.
    #[error("no round is paired")]
    NonePaired,
    /// The last round has a result: it is not unpaired.
    #[error("round {round} already has a result (board {board})")]
    HasResult {
        /// Round.
        round: u32,
        /// A board with a result.
        board: u32,
    },
    /// A round robin's table refused by the Berger tables.
    #[error("{0}")]
    Berger(arbitro_pairing::berger::BergerError),
    /// The Dutch engine found no pairing.
    #[error("round {round} cannot be paired: {error}")]
    NoPairing {
        /// Round.
        round: u32,
        /// What the engine said.
        error: arbitro_pairing::PairingError,
    },
    /// An imported tournament whose rounds depart from the pairing rules,
    /// imported without the arbiter's confirmation (`--confirm-departure`).
    #[error(
        "the imported rounds {rounds:?} depart from the pairing rules ({findings} findings): confirm the departure to import them"
    )]
    ImportDeparts {
        /// The rounds that depart.
        rounds: Vec<u32>,
        /// How many findings.
        findings: usize,
    },
}

impl Message for RoundRefusal {
    fn code(&self) -> &str {
        match self {
            RoundRefusal::AllPaired { .. } => "store-round-all-paired",
            RoundRefusal::Unfinished { .. } => "store-round-unfinished",
            RoundRefusal::DoublesPairsTeams => "store-round-doubles-pairs-teams",
            RoundRefusal::EditUnexplained => "store-round-edit-unexplained",
            RoundRefusal::DoublesBoards => "store-round-doubles-boards",
            RoundRefusal::BoardHasResult => "store-round-board-has-result",
            RoundRefusal::NoBoards => "store-round-no-boards",
            RoundRefusal::BoardTwice { .. } => "store-round-board-twice",
            RoundRefusal::AlreadyPublished { .. } => "store-round-already-published",
            RoundRefusal::NonePaired => "store-round-none-paired",
            RoundRefusal::HasResult { .. } => "store-round-has-result",
            RoundRefusal::Berger(error) => error.code(),
            RoundRefusal::NoPairing { .. } => "store-round-no-pairing",
            RoundRefusal::ImportDeparts { .. } => "store-round-import-departs",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            RoundRefusal::AllPaired { rounds } => vec![("rounds", Arg::from(*rounds))],
            RoundRefusal::ImportDeparts { rounds, findings } => vec![
                ("count", count(rounds.len())),
                (
                    "rounds",
                    Arg::from(rounds.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")),
                ),
                ("findings", Arg::from(*findings)),
            ],
            RoundRefusal::Unfinished { round, boards } => vec![
                ("round", Arg::from(*round)),
                ("count", count(boards.len())),
                ("boards", Arg::from(boards_text(boards))),
            ],
            RoundRefusal::DoublesPairsTeams
            | RoundRefusal::EditUnexplained
            | RoundRefusal::DoublesBoards
            | RoundRefusal::BoardHasResult
            | RoundRefusal::NoBoards
            | RoundRefusal::NonePaired => Vec::new(),
            RoundRefusal::BoardTwice { round, board } | RoundRefusal::HasResult { round, board } => {
                vec![("round", Arg::from(*round)), ("board", Arg::from(*board))]
            }
            RoundRefusal::AlreadyPublished { round } => vec![("round", Arg::from(*round))],
            RoundRefusal::Berger(error) => error.args(),
            RoundRefusal::NoPairing { round, error } => {
                vec![("round", Arg::from(*round)), ("problem", Arg::Message(error))]
            }
        }
    }
}

/// Why a round's pairs cannot be stored (players or teams, as paired).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
#[serde(tag = "problem", rename_all = "kebab-case")]
pub enum PairingProblem {
    /// A player who is not registered.
    #[error("player {id} is not registered")]
    NotRegistered {
        /// The id.
        id: i64,
    },
    /// A team that is not registered.
    #[error("team {id} is not registered")]
    TeamNotRegistered {
        /// The id.
        id: i64,
    },
    /// Paired twice.
    #[error("{name} is paired twice")]
    PairedTwice {
        /// The player or team.
        name: String,
    },
    /// Not in the event in that round.
    #[error("{name} is not in the event in round {round}")]
    NotInRound {
        /// The player or team.
        name: String,
        /// Round.
        round: u32,
    },
    /// Asked for a bye in that round.
    #[error("{name} asked for a bye in round {round}")]
    AskedForBye {
        /// The player.
        name: String,
        /// Round.
        round: u32,
    },
    /// Paired against themselves.
    #[error("{name} cannot play against themselves")]
    AgainstItself {
        /// The player or team.
        name: String,
    },
    /// More than one pairing-allocated bye (C.04.1 c).
    #[error("{count} pairing-allocated byes (at most one, C.04.1 c)")]
    Byes {
        /// How many.
        count: usize,
    },
}

impl Message for PairingProblem {
    fn code(&self) -> &str {
        match self {
            PairingProblem::NotRegistered { .. } => "store-pairing-not-registered",
            PairingProblem::TeamNotRegistered { .. } => "store-pairing-team-not-registered",
            PairingProblem::PairedTwice { .. } => "store-pairing-paired-twice",
            PairingProblem::NotInRound { .. } => "store-pairing-not-in-round",
            PairingProblem::AskedForBye { .. } => "store-pairing-asked-for-bye",
            PairingProblem::AgainstItself { .. } => "store-pairing-against-itself",
            PairingProblem::Byes { .. } => "store-pairing-byes",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            PairingProblem::NotRegistered { id } | PairingProblem::TeamNotRegistered { id } => {
                vec![("id", Arg::from(*id))]
            }
            PairingProblem::PairedTwice { name } | PairingProblem::AgainstItself { name } => {
                vec![("name", Arg::from(name))]
            }
            PairingProblem::NotInRound { name, round } | PairingProblem::AskedForBye { name, round } => {
                vec![("name", Arg::from(name)), ("round", Arg::from(*round))]
            }
            PairingProblem::Byes { count } => vec![("count", Arg::from(*count))],
        }
    }
}

/// Pairs that cannot be stored: every problem found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid {}: {}", round.map_or_else(|| "pairing change".to_string(), |r| format!("pairing of round {r}")), problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct PairingInvalid {
    /// The round paired; none for a change of a paired round.
    pub round: Option<u32>,
    /// Every problem.
    pub problems: Vec<PairingProblem>,
}

impl Message for PairingInvalid {
    fn code(&self) -> &str {
        match self.round {
            Some(_) => "store-pairing-invalid",
            None => "store-pairing-change-invalid",
        }
    }

    fn args(&self) -> Args<'_> {
        let mut args = vec![(
            "problems",
            Arg::List(self.problems.iter().map(|p| p as &dyn Message).collect()),
        )];
        if let Some(round) = self.round {
            args.push(("round", Arg::from(round)));
        }
        args
    }
}
