//! Why a player's entry, edit, withdrawal or bye is refused.

use crate::players::fields::PlayerProblem;
use arbitro_i18n::{Arg, Args, Message};

fn count(items: usize) -> Arg<'static> {
    Arg::from(items)
}

/// What is wrong with a player's entry or edit.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayerEntryProblem {
    /// A field that is not valid.
    #[error("{field}: {problem}")]
    Field {
        /// The field.
        field: &'static str,
        /// What is wrong with it.
        problem: PlayerProblem,
    },
    /// The FIDE id is another player's.
    #[error("fide_id: FIDE id {id} is already registered ({name})")]
    FideIdTaken {
        /// The FIDE id.
        id: u64,
        /// The player who has it.
        name: String,
    },
}

impl Message for PlayerEntryProblem {
    fn code(&self) -> &str {
        match self {
            PlayerEntryProblem::Field { problem, .. } => problem.code(),
            PlayerEntryProblem::FideIdTaken { .. } => "store-player-fide-id-taken",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            PlayerEntryProblem::Field { problem, .. } => problem.args(),
            PlayerEntryProblem::FideIdTaken { id, name } => {
                vec![("id", Arg::from(id.to_string())), ("name", Arg::from(name))]
            }
        }
    }
}

/// A player's entry or edit that is not valid: every problem found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid {}: {}", match edit_of { Some((n, name)) => format!("edit of player {n} ({name})"), None => "player".to_string() }, problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct PlayerInvalid {
    /// The player edited (pairing number, name); none for a new entry.
    pub edit_of: Option<(u32, String)>,
    /// Every problem.
    pub problems: Vec<PlayerEntryProblem>,
}

impl Message for PlayerInvalid {
    fn code(&self) -> &str {
        match self.edit_of {
            Some(_) => "store-player-edit-invalid",
            None => "store-player-invalid",
        }
    }

    fn args(&self) -> Args<'_> {
        let mut args = vec![(
            "problems",
            Arg::List(self.problems.iter().map(|p| p as &dyn Message).collect()),
        )];
        if let Some((number, name)) = &self.edit_of {
            args.push(("number", Arg::from(*number)));
            args.push(("name", Arg::from(name)));
        }
        args
    }
}

/// A field of a player's entry whose change would renumber the players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RankingField {
    /// The rating.
    Rating,
    /// The title.
    Title,
    /// The name.
    Name,
}

impl RankingField {
    /// The field by its stored name.
    pub(crate) fn of(field: &str) -> Option<RankingField> {
        match field {
            "rating" => Some(RankingField::Rating),
            "title" => Some(RankingField::Title),
            "name" => Some(RankingField::Name),
            _ => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            RankingField::Rating => "rating",
            RankingField::Title => "title",
            RankingField::Name => "name",
        }
    }
}

impl Message for RankingField {
    fn code(&self) -> &str {
        match self {
            RankingField::Rating => "store-player-field-rating",
            RankingField::Title => "store-player-field-title",
            RankingField::Name => "store-player-field-name",
        }
    }
}

/// Why a player's registration, edit, withdrawal or bye is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayerRefusal {
    /// The FIDE id is already registered.
    #[error("FIDE id {id} is already registered ({name})")]
    FideIdRegistered {
        /// The FIDE id.
        id: u64,
        /// The player who has it.
        name: String,
    },
    /// A late entry cannot start in a paired round.
    #[error("round {paired} is already paired: a late entry can start at round {earliest} at the earliest")]
    LateEntryTooEarly {
        /// The last paired round.
        paired: u32,
        /// The first round a late entry can start in.
        earliest: u32,
    },
    /// The edit would renumber the players too late (C.04.2).
    #[error("{}: the edit would change the pairing numbers, which cannot change once round {} is paired (C.04.2); round {paired} is paired", fields.iter().map(|f| f.name()).collect::<Vec<_>>().join(", "), until + 1)]
    Renumbering {
        /// The fields changed that rank players.
        fields: Vec<RankingField>,
        /// The last round after which pairing numbers may still change.
        until: u32,
        /// The last paired round.
        paired: u32,
    },
    /// The player already withdrew.
    #[error("{name} already withdrew after round {after}")]
    AlreadyWithdrawn {
        /// The player.
        name: String,
        /// The last round played.
        after: u32,
    },
    /// The player is paired in a later round.
    #[error(
        "{name} is paired in round {round}: record that game's result (e.g. a forfeit) or edit the pairing, then withdraw after round {round}"
    )]
    PairedLater {
        /// The player.
        name: String,
        /// The round.
        round: u32,
    },
    /// A bye for a round already paired.
    #[error("round {round} is already paired: byes must be requested before pairing")]
    ByeTooLate {
        /// Round.
        round: u32,
    },
    /// A round the event does not have.
    #[error("the event has {rounds} rounds, there is no round {round}")]
    NoSuchRound {
        /// Round asked for.
        round: u32,
        /// Rounds of the event.
        rounds: u32,
    },
    /// The player does not play that round.
    #[error("{name} is not in the event in round {round} (late entry or withdrawn)")]
    NotInRound {
        /// The player.
        name: String,
        /// Round.
        round: u32,
    },
    /// A bye of a round already paired cannot be cancelled.
    #[error("round {round} is already paired")]
    ByeCancelTooLate {
        /// Round.
        round: u32,
    },
}

impl Message for PlayerRefusal {
    fn code(&self) -> &str {
        match self {
            PlayerRefusal::FideIdRegistered { .. } => "store-player-fide-id-registered",
            PlayerRefusal::LateEntryTooEarly { .. } => "store-player-late-entry-too-early",
            PlayerRefusal::Renumbering { .. } => "store-player-renumbering",
            PlayerRefusal::AlreadyWithdrawn { .. } => "store-player-already-withdrawn",
            PlayerRefusal::PairedLater { .. } => "store-player-paired-later",
            PlayerRefusal::ByeTooLate { .. } => "store-player-bye-too-late",
            PlayerRefusal::NoSuchRound { .. } => "store-player-no-such-round",
            PlayerRefusal::NotInRound { .. } => "store-player-not-in-round",
            PlayerRefusal::ByeCancelTooLate { .. } => "store-player-bye-cancel-too-late",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            PlayerRefusal::FideIdRegistered { id, name } => {
                vec![("id", Arg::from(id.to_string())), ("name", Arg::from(name))]
            }
            PlayerRefusal::LateEntryTooEarly { paired, earliest } => {
                vec![("paired", Arg::from(*paired)), ("earliest", Arg::from(*earliest))]
            }
            PlayerRefusal::Renumbering {
                fields,
                until,
                paired,
            } => vec![
                (
                    "fields",
                    Arg::List(fields.iter().map(|f| f as &dyn Message).collect()),
                ),
                ("count", count(fields.len())),
                ("until", Arg::from(*until + 1)),
                ("paired", Arg::from(*paired)),
            ],
            PlayerRefusal::AlreadyWithdrawn { name, after } => {
                vec![("name", Arg::from(name)), ("round", Arg::from(*after))]
            }
            PlayerRefusal::PairedLater { name, round } | PlayerRefusal::NotInRound { name, round } => {
                vec![("name", Arg::from(name)), ("round", Arg::from(*round))]
            }
            PlayerRefusal::ByeTooLate { round } | PlayerRefusal::ByeCancelTooLate { round } => {
                vec![("round", Arg::from(*round))]
            }
            PlayerRefusal::NoSuchRound { round, rounds } => {
                vec![("round", Arg::from(*round)), ("rounds", Arg::from(*rounds))]
            }
        }
    }
}
