//! The rounds' register entries: pairings (with their boards, team matches,
//! Chess960 draw, backup and accepted warnings), pairing edits, publishing,
//! unpairing, results and their late corrections.

use serde::{Deserialize, Serialize};

use crate::rounds::game::{Game, ResultEntry};
use crate::rounds::warnings::PairingWarning;

crate::register::entry_kinds! {
    RoundPaired => "round-paired",
    PairingEdit => "round-edit",
    RoundPublished => "round-published",
    RoundUnpaired => "round-unpaired",
    ResultEntered => "result",
    ResultsEntered => "results",
    ResultCorrectionEntry => "result-correction",
}

/// One board of a paired round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairedBoard {
    /// Board number.
    pub board: u32,
    /// White (or the player given the bye).
    pub white: i64,
    /// Black; none for the pairing-allocated bye.
    pub black: Option<i64>,
}

/// One team match of a paired doubles round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairedMatch {
    /// Match number.
    pub number: u32,
    /// Team one (White on board A).
    pub team_one: i64,
    /// Team two; none for the bye.
    pub team_two: Option<i64>,
    /// Its two boards.
    pub boards: (u32, u32),
}

/// A round was paired: its boards and colours, the bye, the system, the
/// Chess960 draw and the backup taken before.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundPaired {
    /// The round.
    pub round: u32,
    /// System or source (`dutch`, `berger`, `manual`, `external`…).
    pub system: String,
    /// The boards.
    pub boards: Vec<PairedBoard>,
    /// The team matches (doubles events).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub matches: Vec<PairedMatch>,
    /// Chess960: the seed of the draw and the position number.
    #[serde(default)]
    pub chess960: Option<(String, u32)>,
    /// The backup taken before pairing.
    pub backup: String,
    /// Departures from the pairing rules the arbiter accepted.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<PairingWarning>,
    /// When.
    pub at: String,
}

/// A round was published.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundPublished {
    /// The round.
    pub round: u32,
    /// When.
    pub at: String,
}

/// The last round's pairing was removed (no result was in).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundUnpaired {
    /// The round.
    pub round: u32,
    /// When.
    pub at: String,
}

/// A result was entered or corrected.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultEntered {
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// The result.
    pub result: ResultEntry,
    /// Who decided (arbiter decisions).
    #[serde(default)]
    pub decided_by: Option<String>,
    /// Note.
    #[serde(default)]
    pub note: Option<String>,
    /// The result it replaces, as it was shown (`1-0`, `adj`), if any.
    #[serde(default)]
    pub replaces: Option<String>,
    /// When.
    pub at: String,
}

/// A batch of results (result slips) was entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultsEntered {
    /// Round, board and result of each.
    pub results: Vec<(u32, u32, ResultEntry)>,
    /// When.
    pub at: String,
}

/// A recorded change to a pairing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairingEdit {
    /// Round.
    pub round: u32,
    /// When.
    pub at: String,
    /// Arbiter.
    pub arbiter: String,
    /// `swap-boards`, `edit` (one board) or `edit-boards` (several at once).
    pub kind: String,
    /// Why.
    pub reason: String,
    /// The boards concerned before the change.
    pub before: Vec<Game>,
    /// After.
    pub after: Vec<Game>,
    /// Rule checks the change fails (C.04.1), for the record.
    pub warnings: Vec<PairingWarning>,
}

/// The register entry of a late correction (kind `result-correction`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultCorrectionEntry {
    /// Round of the game.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// The game as it was.
    pub before: Game,
    /// The game as corrected.
    pub after: Game,
    /// The later rounds already paired when it was corrected.
    pub paired_rounds: u32,
    /// Who corrected it.
    pub arbiter: String,
    /// Why.
    pub reason: String,
    /// When.
    pub at: String,
}
