//! The store's typed refusals: what is missing ([`Missing`]), what input is
//! not valid ([`InputProblem`], [`PlayerInvalid`]) and, by area, why an
//! operation is refused. Every variant carries its values; the words are the
//! catalogue's (`messages/*/store.ftl`), the English `Display` is for logs.

use arbitro_i18n::{Arg, Args, Message};
use serde::{Deserialize, Serialize};

use crate::line_problem::PlayerProblem;

fn boards_text(boards: &[u32]) -> String {
    boards.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
}

fn count(items: usize) -> Arg<'static> {
    Arg::from(items)
}

/// Something named that does not exist in the file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Missing {
    /// A board of a round.
    #[error("round {round} has no board {board}")]
    Board {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
    },
    /// A round not paired (yet).
    #[error("round {round} is not paired")]
    Round {
        /// Round.
        round: u32,
    },
    /// A player by pairing number.
    #[error("no player with pairing number {number}")]
    PairingNumber {
        /// Pairing number.
        number: u32,
    },
    /// A player by id.
    #[error("no player with id {id} in this event")]
    Player {
        /// Player id.
        id: i64,
    },
    /// A bye request.
    #[error("player {player} has no bye requested for round {round}")]
    ByeRequest {
        /// Player id.
        player: i64,
        /// Round.
        round: u32,
    },
    /// A register entry.
    #[error("no register entry {seq}")]
    Entry {
        /// Entry number.
        seq: i64,
    },
    /// An appeal.
    #[error("no appeal with entry number {seq}")]
    Appeal {
        /// Entry number.
        seq: i64,
    },
    /// A team by id.
    #[error("no team with id {id} in this event")]
    Team {
        /// Team id.
        id: i64,
    },
    /// A team by number (in a pairing).
    #[error("the pairing named unknown team number {number}")]
    TeamNumber {
        /// Team number.
        number: u32,
    },
    /// A team member who is not registered.
    #[error("team '{team}' names a player who is not registered")]
    TeamMember {
        /// The team's name.
        team: String,
    },
    /// A game record by id.
    #[error("no record with id {id}")]
    Record {
        /// Record id.
        id: i64,
    },
    /// The game record of a board.
    #[error("round {round} board {board} has no game record")]
    GameRecord {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
    },
    /// A precedent.
    #[error("no precedent with entry number {seq}")]
    Precedent {
        /// Entry number.
        seq: i64,
    },
    /// A dispute draft.
    #[error("no dispute draft {id}")]
    DisputeDraft {
        /// The draft id.
        id: i64,
    },
    /// A recorded dispute.
    #[error("no dispute at register entry {seq}")]
    Dispute {
        /// Entry number.
        seq: i64,
    },
}

impl Message for Missing {
    fn code(&self) -> &str {
        match self {
            Missing::Board { .. } => "store-round-no-board",
            Missing::Round { .. } => "store-missing-round",
            Missing::PairingNumber { .. } => "store-missing-pairing-number",
            Missing::Player { .. } => "store-missing-player",
            Missing::ByeRequest { .. } => "store-missing-bye-request",
            Missing::Entry { .. } => "store-missing-entry",
            Missing::Appeal { .. } => "store-missing-appeal",
            Missing::Team { .. } => "store-missing-team",
            Missing::TeamNumber { .. } => "store-missing-team-number",
            Missing::TeamMember { .. } => "store-missing-team-member",
            Missing::Record { .. } => "store-missing-record",
            Missing::GameRecord { .. } => "store-missing-game-record",
            Missing::Precedent { .. } => "store-missing-precedent",
            Missing::DisputeDraft { .. } => "store-dispute-no-draft",
            Missing::Dispute { .. } => "store-dispute-no-dispute",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            Missing::Board { round, board } | Missing::GameRecord { round, board } => {
                vec![("round", Arg::from(*round)), ("board", Arg::from(*board))]
            }
            Missing::Round { round } => vec![("round", Arg::from(*round))],
            Missing::PairingNumber { number } | Missing::TeamNumber { number } => {
                vec![("number", Arg::from(*number))]
            }
            Missing::Player { id }
            | Missing::Team { id }
            | Missing::Record { id }
            | Missing::DisputeDraft { id } => {
                vec![("id", Arg::from(*id))]
            }
            Missing::ByeRequest { player, round } => {
                vec![("player", Arg::from(*player)), ("round", Arg::from(*round))]
            }
            Missing::Entry { seq }
            | Missing::Appeal { seq }
            | Missing::Precedent { seq }
            | Missing::Dispute { seq } => {
                vec![("seq", Arg::from(*seq))]
            }
            Missing::TeamMember { team } => vec![("team", Arg::from(team))],
        }
    }
}

/// Input that is not valid (a field left empty, values that go together).
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
    /// A time that is not RFC 3339.
    #[error("invalid time: '{text}' is not an RFC 3339 time (e.g. 2026-03-01T10:30:00+01:00): {detail}")]
    NotATime {
        /// The text given.
        text: String,
        /// What the parser said.
        detail: String,
    },
    /// A dispute at the board that cannot be set up or recorded.
    #[error(transparent)]
    Dispute(DisputeRefusal),
}

impl Message for InputProblem {
    fn code(&self) -> &str {
        match self {
            InputProblem::Dispute(refusal) => refusal.code(),
            InputProblem::IncidentNoDescription => "store-input-incident-no-description",
            InputProblem::IncidentNoArbiter => "store-input-incident-no-arbiter",
            InputProblem::IncidentRoundAndBoard => "store-input-incident-round-and-board",
            InputProblem::DecisionIncomplete => "store-input-decision-incomplete",
            InputProblem::NotATime { .. } => "store-input-not-a-time",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            InputProblem::NotATime { text, .. } => vec![("text", Arg::from(text))],
            InputProblem::Dispute(refusal) => refusal.args(),
            _ => Vec::new(),
        }
    }
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
    /// Settings of the call that are fixed once a round is paired.
    #[error("round {round} is already paired: {} can no longer change", settings.iter().map(|s| s.name()).collect::<Vec<_>>().join(", "))]
    SettingsFixed {
        /// The last paired round.
        round: u32,
        /// The settings the change would change.
        settings: Vec<CallSetting>,
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
            RoundRefusal::SettingsFixed { .. } => "store-round-settings-fixed",
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
            RoundRefusal::SettingsFixed { round, settings } => vec![
                ("round", Arg::from(*round)),
                (
                    "settings",
                    Arg::List(settings.iter().map(|s| s as &dyn Message).collect()),
                ),
            ],
            RoundRefusal::Berger(error) => error.args(),
            RoundRefusal::NoPairing { round, error } => {
                vec![("round", Arg::from(*round)), ("problem", Arg::Message(error))]
            }
        }
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

/// Where a board's deck stands (AM-AB): why it may start or not, as the
/// deck status and a refusal name it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum DeckState {
    /// Checked complete.
    #[error("deck checked complete by {checker}")]
    Complete {
        /// Who checked it.
        checker: String,
    },
    /// The arbiter overrode.
    #[error("arbiter override (register entry {seq})")]
    Overridden {
        /// The override's entry.
        seq: i64,
    },
    /// Checked, and incomplete.
    #[error("the deck is incomplete")]
    Incomplete {
        /// What is outstanding.
        outstanding: Vec<crate::deck::Outstanding>,
    },
    /// Not checked.
    #[error("the deck was not checked")]
    NotChecked,
}

impl DeckState {
    /// The state of a board's deck.
    pub fn of(status: &crate::DeckStatus) -> DeckState {
        DeckState::from_parts(status.check.as_ref(), status.override_seq)
    }

    /// The state given a board's latest check and override entry.
    pub(crate) fn from_parts(check: Option<&crate::deck::DeckCheck>, override_seq: Option<i64>) -> DeckState {
        match (check, override_seq) {
            (Some(c), _) if c.complete => DeckState::Complete {
                checker: c.input.checker.clone(),
            },
            (_, Some(seq)) => DeckState::Overridden { seq },
            (Some(c), None) => DeckState::Incomplete {
                outstanding: c.outstanding.clone(),
            },
            (None, None) => DeckState::NotChecked,
        }
    }
}

impl Message for DeckState {
    fn code(&self) -> &str {
        match self {
            DeckState::Complete { .. } => "store-deck-state-complete",
            DeckState::Overridden { .. } => "store-deck-state-overridden",
            DeckState::Incomplete { .. } => "store-deck-state-incomplete",
            DeckState::NotChecked => "store-deck-state-not-checked",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            DeckState::Complete { checker } => vec![("checker", Arg::from(checker))],
            DeckState::Overridden { seq } => vec![("seq", Arg::from(*seq))],
            DeckState::Incomplete { outstanding } => vec![
                ("count", count(outstanding.len())),
                (
                    "outstanding",
                    Arg::List(outstanding.iter().map(|o| o as &dyn Message).collect()),
                ),
            ],
            DeckState::NotChecked => Vec::new(),
        }
    }
}

/// Why a clock event is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClockRefusal {
    /// The event's time control cannot be read.
    #[error("time_control '{text}': {error}")]
    TimeControl {
        /// The time control as stored.
        text: String,
        /// Why it cannot be read.
        error: arbitro_clock::TimeControlError,
    },
    /// The stored clock log does not replay.
    #[error("stored clock log: {0}")]
    StoredLog(arbitro_clock::ClockError),
    /// The clock refuses the event.
    #[error("round {round} board {board}: {error}")]
    Event {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// What the clock said.
        error: arbitro_clock::ClockError,
    },
    /// The bye has no clock.
    #[error("the pairing-allocated bye has no clock")]
    Bye,
    /// The deck of a board is not ready (AM-AB).
    #[error(
        "round {round} board {board} cannot start: {state} (AM-AB); record a deck check or an arbiter override"
    )]
    DeckNotReady {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// Where the deck stands.
        state: DeckState,
    },
    /// Pauses and adjustments name the arbiter (AM-R13).
    #[error("pauses and time adjustments are recorded with the arbiter (AM-R13)")]
    ArbiterUnnamed,
}

impl Message for ClockRefusal {
    fn code(&self) -> &str {
        match self {
            ClockRefusal::TimeControl { .. } => "store-clock-time-control",
            ClockRefusal::StoredLog(_) => "store-clock-stored-log",
            ClockRefusal::Event { .. } => "store-clock-event",
            ClockRefusal::Bye => "store-clock-bye",
            ClockRefusal::DeckNotReady { .. } => "store-clock-deck-not-ready",
            ClockRefusal::ArbiterUnnamed => "store-clock-arbiter-unnamed",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            ClockRefusal::TimeControl { text, error } => {
                vec![("text", Arg::from(text)), ("problem", Arg::Message(error))]
            }
            ClockRefusal::StoredLog(error) => vec![("problem", Arg::Message(error))],
            ClockRefusal::Event { round, board, error } => vec![
                ("round", Arg::from(*round)),
                ("board", Arg::from(*board)),
                ("problem", Arg::Message(error)),
            ],
            ClockRefusal::Bye | ClockRefusal::ArbiterUnnamed => Vec::new(),
            ClockRefusal::DeckNotReady { round, board, state } => vec![
                ("round", Arg::from(*round)),
                ("board", Arg::from(*board)),
                ("reason", Arg::Message(state)),
            ],
        }
    }
}

/// Why a deck check or override is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DeckRefusal {
    /// The event is not played with cards.
    #[error("this event is not played with cards: there is no deck to check")]
    NoCards,
    /// The deck given is not the event's (AM-R16).
    #[error("the event plays deck {event}, not {given} (AM-R16)")]
    OtherDeck {
        /// The event's deck (`id@version`).
        event: String,
        /// The deck given.
        given: String,
    },
    /// The bye has no deck.
    #[error("the pairing-allocated bye has no deck")]
    Bye,
    /// An override without arbiter or reason.
    #[error("an override records the arbiter and the reason")]
    OverrideUnexplained,
    /// The board needs no override.
    #[error("board {board} needs no override: {state}")]
    NoOverrideNeeded {
        /// Board.
        board: u32,
        /// Where the deck stands.
        state: DeckState,
    },
    /// The deck is not built in.
    #[error("deck {deck} is not built into arbitro (built in: {built_in}): give its deck file")]
    NotBuiltIn {
        /// The deck (`id@version`).
        deck: String,
        /// The built-in decks.
        built_in: String,
    },
    /// The built-in deck is another version (AM-R16).
    #[error(
        "the built-in {id} is version {shipped}, the event plays version {version} (AM-R16): give its deck file"
    )]
    OtherVersion {
        /// The deck's id.
        id: String,
        /// The built-in version.
        shipped: String,
        /// The event's version.
        version: String,
    },
}

impl Message for DeckRefusal {
    fn code(&self) -> &str {
        match self {
            DeckRefusal::NoCards => "store-deck-no-cards",
            DeckRefusal::OtherDeck { .. } => "store-deck-other-deck",
            DeckRefusal::Bye => "store-deck-bye",
            DeckRefusal::OverrideUnexplained => "store-deck-override-unexplained",
            DeckRefusal::NoOverrideNeeded { .. } => "store-deck-no-override-needed",
            DeckRefusal::NotBuiltIn { .. } => "store-deck-not-built-in",
            DeckRefusal::OtherVersion { .. } => "store-deck-other-version",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            DeckRefusal::NoCards | DeckRefusal::Bye | DeckRefusal::OverrideUnexplained => Vec::new(),
            DeckRefusal::OtherDeck { event, given } => {
                vec![("event", Arg::from(event)), ("given", Arg::from(given))]
            }
            DeckRefusal::NoOverrideNeeded { board, state } => {
                vec![("board", Arg::from(*board)), ("reason", Arg::Message(state))]
            }
            DeckRefusal::NotBuiltIn { deck, built_in } => {
                vec![("deck", Arg::from(deck)), ("built", Arg::from(built_in))]
            }
            DeckRefusal::OtherVersion { id, shipped, version } => vec![
                ("id", Arg::from(id)),
                ("shipped", Arg::from(shipped)),
                ("version", Arg::from(version)),
            ],
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
        problem: crate::teams::BoardsDisagree,
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

/// Why a game record is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordRefusal {
    /// The board is the pairing-allocated bye.
    #[error("board {board} of round {round} is the pairing-allocated bye: there is no game to record")]
    Bye {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
    },
    /// A record without the arbiter.
    #[error("a record is attached by a named arbiter")]
    ArbiterUnnamed,
    /// The board already has a record.
    #[error(
        "round {round} board {board} already has a record (id {id}, attached {at} by {arbiter}): give the reason to replace it"
    )]
    AlreadyRecorded {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// The record's id.
        id: i64,
        /// When it was attached.
        at: String,
        /// By whom.
        arbiter: String,
    },
    /// Bughouse games have no record format.
    #[error("bughouse games have no record format yet: record the team result and the clocks of both boards")]
    Bughouse,
    /// A chess game is exported as PGN.
    #[error("a chess game is exported as PGN (the JSON record is the card engine's format)")]
    PgnOnly,
}

impl Message for RecordRefusal {
    fn code(&self) -> &str {
        match self {
            RecordRefusal::Bye { .. } => "store-record-bye",
            RecordRefusal::ArbiterUnnamed => "store-record-arbiter-unnamed",
            RecordRefusal::AlreadyRecorded { .. } => "store-record-already-recorded",
            RecordRefusal::Bughouse => "store-record-bughouse",
            RecordRefusal::PgnOnly => "store-record-pgn-only",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            RecordRefusal::Bye { round, board } => {
                vec![("round", Arg::from(*round)), ("board", Arg::from(*board))]
            }
            RecordRefusal::ArbiterUnnamed | RecordRefusal::Bughouse | RecordRefusal::PgnOnly => Vec::new(),
            RecordRefusal::AlreadyRecorded {
                round,
                board,
                id,
                at,
                arbiter,
            } => vec![
                ("round", Arg::from(*round)),
                ("board", Arg::from(*board)),
                ("id", Arg::from(*id)),
                ("at", Arg::from(at)),
                ("arbiter", Arg::from(arbiter)),
            ],
        }
    }
}

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

/// What is wrong with a game record to attach or export.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordProblem {
    /// A card game record for an event without cards.
    #[error("a card game record cannot belong to a {} event: attach the game as PGN", family.code())]
    CardRecordInChessEvent {
        /// The event's family.
        family: crate::call::GameFamily,
    },
    /// The card engine refuses the record.
    #[error("{0}")]
    Cards(arbitro_cards::CardsError),
    /// The record plays another family (AM-R15).
    #[error("rules.family: the record plays {record}, the event {} (AM-R15)", event.code())]
    Family {
        /// The record's family.
        record: String,
        /// The event's family.
        event: crate::call::GameFamily,
    },
    /// The record plays another mode (AM-R8, AM-R14).
    #[error("rules.mode: the record is played in {} mode, the event is {} (AM-R8, AM-R14)", if *advanced { "Advanced" } else { "Classic" }, event.code())]
    Mode {
        /// Whether the record is played in advanced mode.
        advanced: bool,
        /// The event's family.
        event: crate::call::GameFamily,
    },
    /// The record uses another deck (AM-R16).
    #[error("deck: the record uses {record}, the event plays {event} (AM-R16)")]
    Deck {
        /// The record's deck (`id@version`).
        record: String,
        /// The event's deck.
        event: String,
    },
    /// An event of the record that the engine refuses.
    #[error("event {index} ({event}) does not replay: {}; nothing was stored", why.as_ref().map_or_else(|| "refused".to_string(), |w| w.text(arbitro_i18n::Lang::En)))]
    DoesNotReplay {
        /// The event's index.
        index: usize,
        /// The event in words.
        event: crate::records::EventWords,
        /// Why it is refused.
        why: Option<crate::records::ReplayError>,
    },
    /// The PGN or the position cannot be read.
    #[error("{0}")]
    Rules(arbitro_rules::RulesError),
    /// The PGN holds no game.
    #[error("the PGN holds no game")]
    NoGame,
    /// The PGN holds several games.
    #[error("the PGN holds {count} games: attach one game per board")]
    ManyGames {
        /// How many.
        count: usize,
    },
    /// A Chess960 game from another position (F9-*).
    #[error(
        "the game starts from {start}, but the round was played from Chess960 position {number} ({drawn}) (F9-*)"
    )]
    NotChess960Start {
        /// Where the game starts.
        start: String,
        /// The round's position number.
        number: u32,
        /// That position.
        drawn: String,
    },
    /// A chess game from another position (FI-2).
    #[error("the game starts from {start}, not from the initial position (FI-2)")]
    NotInitialPosition {
        /// Where the game starts.
        start: String,
    },
    /// Moves after the game was over.
    #[error("the game was over after half-move {ended} ({ending}) but the record goes on for {more} more")]
    GoesOn {
        /// The half-move that ended it.
        ended: usize,
        /// How it ended.
        ending: String,
        /// Half-moves after it.
        more: usize,
    },
    /// The recorded result contradicts the final position.
    #[error("the record says {recorded} but the final position gives {position} ({reason}, {clause})")]
    ResultContradicts {
        /// The recorded result.
        recorded: String,
        /// The final position's result.
        position: String,
        /// Why, as the rules say it.
        reason: String,
        /// The clause.
        clause: String,
    },
}

impl Message for RecordProblem {
    fn code(&self) -> &str {
        match self {
            RecordProblem::CardRecordInChessEvent { .. } => "store-record-card-record-in-chess-event",
            RecordProblem::Cards(error) => error.code(),
            RecordProblem::Family { .. } => "store-record-family",
            RecordProblem::Mode { .. } => "store-record-mode",
            RecordProblem::Deck { .. } => "store-record-deck",
            RecordProblem::DoesNotReplay { why: Some(_), .. } => "store-record-does-not-replay",
            RecordProblem::DoesNotReplay { why: None, .. } => "store-record-does-not-replay-refused",
            RecordProblem::Rules(error) => error.code(),
            RecordProblem::NoGame => "store-record-no-game",
            RecordProblem::ManyGames { .. } => "store-record-many-games",
            RecordProblem::NotChess960Start { .. } => "store-record-not-chess960-start",
            RecordProblem::NotInitialPosition { .. } => "store-record-not-initial-position",
            RecordProblem::GoesOn { .. } => "store-record-goes-on",
            RecordProblem::ResultContradicts { .. } => "store-record-result-contradicts",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            RecordProblem::CardRecordInChessEvent { family } => vec![("family", Arg::Message(family))],
            RecordProblem::Cards(error) => error.args(),
            RecordProblem::Family { record, event } => {
                vec![("record", Arg::from(record)), ("event", Arg::Message(event))]
            }
            RecordProblem::Mode { advanced, event } => vec![
                ("mode", Arg::from(if *advanced { "advanced" } else { "classic" })),
                ("event", Arg::Message(event)),
            ],
            RecordProblem::Deck { record, event } => {
                vec![("record", Arg::from(record)), ("event", Arg::from(event))]
            }
            RecordProblem::DoesNotReplay { index, event, why } => {
                let mut args = vec![("index", Arg::from(*index)), ("event", Arg::Message(event))];
                if let Some(why) = why {
                    args.push(("why", Arg::Message(&why.message)));
                    args.push(("clause", Arg::from(&why.clause)));
                }
                args
            }
            RecordProblem::Rules(error) => error.args(),
            RecordProblem::NoGame => Vec::new(),
            RecordProblem::ManyGames { count } => vec![("count", Arg::from(*count))],
            RecordProblem::NotChess960Start { start, number, drawn } => vec![
                ("start", Arg::from(start)),
                ("number", Arg::from(*number)),
                ("drawn", Arg::from(drawn)),
            ],
            RecordProblem::NotInitialPosition { start } => vec![("start", Arg::from(start))],
            RecordProblem::GoesOn { ended, more, .. } => {
                vec![("ended", Arg::from(*ended)), ("more", Arg::from(*more))]
            }
            RecordProblem::ResultContradicts {
                recorded,
                position,
                clause,
                ..
            } => vec![
                ("recorded", Arg::from(recorded)),
                ("position", Arg::from(position)),
                ("clause", Arg::from(clause)),
            ],
        }
    }
}

/// A game record that is not valid: every problem found; nothing was stored.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid game record: {}", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct RecordInvalid {
    /// Every problem.
    pub problems: Vec<RecordProblem>,
}

impl Message for RecordInvalid {
    fn code(&self) -> &str {
        "store-record-invalid"
    }

    fn args(&self) -> Args<'_> {
        vec![(
            "problems",
            Arg::List(self.problems.iter().map(|p| p as &dyn Message).collect()),
        )]
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
    TimeControl(ClockRefusal),
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

/// What is wrong with a deck check as entered.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DeckProblem {
    /// No checker.
    #[error("checker: name who checked the deck")]
    NoChecker,
    /// A code that is not a card of the deck.
    #[error("{list}: {code} is not a card of {deck}")]
    NotACard {
        /// The list it is in (`missing`, `damaged`, `marked`, `replaced`).
        list: &'static str,
        /// The code.
        code: String,
        /// The deck (`id version`).
        deck: String,
    },
    /// More cards counted than the deck has.
    #[error("counted: {counted} cards, but the deck has {expected}")]
    TooMany {
        /// Cards counted.
        counted: u32,
        /// Cards of the deck.
        expected: u32,
    },
    /// A count that does not follow from the missing cards.
    #[error("counted: {counted} cards, but {expected} minus {missing} missing is {present}")]
    Count {
        /// Cards counted.
        counted: u32,
        /// Cards of the deck.
        expected: u32,
        /// Cards missing.
        missing: u32,
        /// Cards that should be there.
        present: u32,
    },
}

impl Message for DeckProblem {
    fn code(&self) -> &str {
        match self {
            DeckProblem::NoChecker => "store-deck-problem-no-checker",
            DeckProblem::NotACard { .. } => "store-deck-problem-not-a-card",
            DeckProblem::TooMany { .. } => "store-deck-problem-too-many",
            DeckProblem::Count { .. } => "store-deck-problem-count",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            DeckProblem::NoChecker => Vec::new(),
            DeckProblem::NotACard { list, code, deck } => vec![
                ("list", Arg::from(*list)),
                ("code", Arg::from(code)),
                ("deck", Arg::from(deck)),
            ],
            DeckProblem::TooMany { counted, expected } => {
                vec![
                    ("counted", Arg::from(*counted)),
                    ("expected", Arg::from(*expected)),
                ]
            }
            DeckProblem::Count {
                counted,
                expected,
                missing,
                present,
            } => vec![
                ("counted", Arg::from(*counted)),
                ("expected", Arg::from(*expected)),
                ("missing", Arg::from(*missing)),
                ("present", Arg::from(*present)),
            ],
        }
    }
}

/// A deck check that is not valid: every problem found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid deck check: {}", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct DeckInvalid {
    /// Every problem.
    pub problems: Vec<DeckProblem>,
}

impl Message for DeckInvalid {
    fn code(&self) -> &str {
        "store-deck-invalid"
    }

    fn args(&self) -> Args<'_> {
        vec![(
            "problems",
            Arg::List(self.problems.iter().map(|p| p as &dyn Message).collect()),
        )]
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

/// Why a dispute at the board cannot be set up or recorded: input
/// errors, never recorded as a ruling. A play the rules refuse is not one of
/// these: it is recorded as the rules' refusal.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DisputeRefusal {
    /// The event is not a card-chess event (AM-R15).
    #[error("the event plays {family:?}: disputes are about card chess (AM-R15)")]
    NotCardEvent {
        /// The event's family.
        family: crate::call::GameFamily,
    },
    /// The event's call names no deck (AM-R16).
    #[error("the event's call names no deck (AM-R16)")]
    NoDeck,
    /// The setup's deck is not one arbitro knows.
    #[error("deck {deck} is not known: {error}")]
    UnknownDeck {
        /// The deck id.
        deck: String,
        /// What the card engine said.
        error: arbitro_cards::CardsError,
    },
    /// The board is the pairing-allocated bye: there is no game.
    #[error("board {board} of round {round} is the bye")]
    Bye {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
    },
    /// A round without a board, or a board without a round.
    #[error("a dispute names both its round and its board, or neither")]
    RoundAndBoard,
    /// No arbiter named.
    #[error("a dispute is recorded by a named arbiter")]
    ArbiterUnnamed,
    /// The step asked for is past the end of the board's record.
    #[error("the record of round {round}, board {board} has {events} events, not {step}")]
    StepPastEnd {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// The step asked for.
        step: usize,
        /// Events in the record.
        events: usize,
    },
    /// The board's stored record cannot be read.
    #[error("the record of round {round}, board {board} cannot be read: {error}")]
    RecordUnreadable {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// What the card engine said.
        error: arbitro_cards::CardsError,
    },
    /// The event's card options are not those DECKS.md names.
    #[error("the event's card options are not valid: {detail}")]
    Options {
        /// What was wrong.
        detail: String,
    },
    /// The setup is refused by the rules core (every reason listed).
    #[error(transparent)]
    Setup(arbitro_cards::SetupError),
    /// An event before the disputed play is refused.
    #[error("event {} before the disputed play is refused ({}): {}", .index + 1, .verdict.clause, arbitro_i18n::render(arbitro_i18n::Lang::En, .verdict))]
    History {
        /// Its index (from 0).
        index: usize,
        /// Why the rules refuse it.
        verdict: arbitro_cards::Verdict,
    },
    /// The play names a card that is not in the deck.
    #[error("card {code} is not in deck {deck}")]
    UnknownCard {
        /// The code as given.
        code: String,
        /// The deck.
        deck: String,
    },
}

impl Message for DisputeRefusal {
    fn code(&self) -> &str {
        match self {
            DisputeRefusal::NotCardEvent { .. } => "store-dispute-not-card-event",
            DisputeRefusal::NoDeck => "store-dispute-no-deck",
            DisputeRefusal::UnknownDeck { .. } => "store-dispute-unknown-deck",
            DisputeRefusal::Bye { .. } => "store-dispute-bye",
            DisputeRefusal::RoundAndBoard => "store-dispute-round-and-board",
            DisputeRefusal::ArbiterUnnamed => "store-dispute-arbiter-unnamed",
            DisputeRefusal::StepPastEnd { .. } => "store-dispute-step-past-end",
            DisputeRefusal::RecordUnreadable { .. } => "store-dispute-record-unreadable",
            DisputeRefusal::Options { .. } => "store-dispute-options",
            DisputeRefusal::Setup(error) => error.code(),
            DisputeRefusal::History { .. } => "store-dispute-history",
            DisputeRefusal::UnknownCard { .. } => "store-dispute-unknown-card",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            DisputeRefusal::NotCardEvent { family } => vec![("family", Arg::Message(family))],
            DisputeRefusal::NoDeck | DisputeRefusal::RoundAndBoard | DisputeRefusal::ArbiterUnnamed => {
                Vec::new()
            }
            DisputeRefusal::UnknownDeck { deck, error } => {
                vec![("deck", Arg::from(deck)), ("error", Arg::Message(error))]
            }
            DisputeRefusal::Bye { round, board } => {
                vec![("round", Arg::from(*round)), ("board", Arg::from(*board))]
            }
            DisputeRefusal::StepPastEnd {
                round,
                board,
                step,
                events,
            } => vec![
                ("round", Arg::from(*round)),
                ("board", Arg::from(*board)),
                ("step", Arg::from(*step)),
                ("events", Arg::from(*events)),
            ],
            DisputeRefusal::RecordUnreadable { round, board, error } => vec![
                ("round", Arg::from(*round)),
                ("board", Arg::from(*board)),
                ("error", Arg::Message(error)),
            ],
            DisputeRefusal::Options { detail } => vec![("detail", Arg::from(detail))],
            DisputeRefusal::Setup(error) => error.args(),
            DisputeRefusal::History { index, verdict } => vec![
                ("index", Arg::from(index + 1)),
                ("clause", Arg::from(verdict.clause)),
                ("why", Arg::Message(verdict)),
            ],
            DisputeRefusal::UnknownCard { code, deck } => {
                vec![("code", Arg::from(code)), ("deck", Arg::from(deck))]
            }
        }
    }
}
