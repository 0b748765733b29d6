//! Something named that does not exist in the file: a board, a round, a
//! player, an entry… Every area refuses with it when a caller names what
//! is not there.

use arbitro_i18n::{Arg, Args, Message};

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
