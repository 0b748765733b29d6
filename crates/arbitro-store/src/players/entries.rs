//! The players' register entries: registrations, imports, edits,
//! withdrawals, requested byes and their cancellations.

use serde::{Deserialize, Serialize};

use crate::players::ByeKind;
use crate::players::model::PlayerInput;

crate::register::entry_kinds! {
    PlayerAdded => "player-added",
    PlayersImported => "players-imported",
    crate::players::model::PlayerEditEntry => "player-edit",
    PlayerWithdrawn => "player-withdrawn",
    ByeRequested => "bye-requested",
    ByeCancelled => "bye-cancelled",
}

/// A player was registered (or entered late).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerAdded {
    /// The player's id.
    pub player: i64,
    /// The entry.
    pub input: PlayerInput,
    /// The first round the player can be paired in.
    pub first_round: u32,
    /// When.
    pub at: String,
}

/// Players were imported from a file (all of them or none).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayersImported {
    /// The file as named.
    pub file: String,
    /// `csv` or `trf`.
    pub format: String,
    /// The ids given, in the file's order.
    pub players: Vec<i64>,
    /// When.
    pub at: String,
}

/// A player withdrew (or was withdrawn) after a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerWithdrawn {
    /// The player.
    pub player: i64,
    /// The last round counted.
    pub after: u32,
    /// When.
    pub at: String,
}

/// A bye was requested for a round not yet paired.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ByeRequested {
    /// The player.
    pub player: i64,
    /// The round.
    pub round: u32,
    /// Its kind.
    pub bye: ByeKind,
    /// When.
    pub at: String,
}

/// A requested bye was cancelled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ByeCancelled {
    /// The player.
    pub player: i64,
    /// The round.
    pub round: u32,
    /// When.
    pub at: String,
}
