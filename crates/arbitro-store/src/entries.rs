//! Every kind of register entry, in one list ([`KINDS`]), and the bodies of
//! the kinds that record the event's tables (results, pairings, players,
//! the call, byes, deck checks, clocks, records, teams, backups, restores)
//! and the register's own (keys, the baseline of an upgraded file).
//!
//! An entry's body says what was decided, for people; its effects (the rows
//! the write changed, captured by [`crate::register::Writer`]) make the
//! tables. To add a kind: define its body, `impl EntryBody` with its name,
//! list it in [`KINDS`], and record it with `w.record(&body)` in the write
//! that makes its table changes (see ARCHITECTURE.md, "Adding a register
//! entry kind").

use rusqlite::Connection;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::call::EventCall;
use crate::error::Result;
use crate::event::{ByeKind, PairingEdit, ResultEntry};
use crate::players::PlayerInput;
use crate::register::{EntryBody, RegisterEntry};

/// One kind of entry: its name, how `verify` checks a stored body, and
/// which derived index (if any) its entries rebuild.
pub(crate) struct Kind {
    /// The stored name.
    pub name: &'static str,
    /// Decodes a body as this kind's type.
    pub check: fn(&str) -> std::result::Result<(), String>,
    /// Rebuilds the derived tables an entry of this kind feeds.
    pub derive: Option<fn(&Connection, &RegisterEntry) -> Result<()>>,
}

fn check<B: DeserializeOwned>(body: &str) -> std::result::Result<(), String> {
    serde_json::from_str::<B>(body)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

const fn kind<B: EntryBody + DeserializeOwned>() -> Kind {
    Kind {
        name: B::KIND,
        check: check::<B>,
        derive: None,
    }
}

/// Every kind arbitro writes. `verify` refuses a stored kind not listed here.
pub(crate) const KINDS: &[Kind] = &[
    kind::<KeyEntry>(),
    kind::<Baseline>(),
    kind::<EventCreated>(),
    kind::<ArchiveCreated>(),
    kind::<CallChanged>(),
    kind::<PlayerAdded>(),
    kind::<PlayersImported>(),
    kind::<crate::event::TournamentImported>(),
    kind::<crate::players::PlayerEditEntry>(),
    kind::<PlayerWithdrawn>(),
    kind::<ByeRequested>(),
    kind::<ByeCancelled>(),
    kind::<RoundPaired>(),
    kind::<PairingEdit>(),
    kind::<RoundPublished>(),
    kind::<RoundUnpaired>(),
    kind::<ResultEntered>(),
    kind::<ResultsEntered>(),
    kind::<crate::event::ResultCorrectionEntry>(),
    kind::<crate::deck::DeckCheck>(),
    kind::<crate::event::DeckOverride>(),
    kind::<ClockRecorded>(),
    kind::<RecordAttached>(),
    kind::<TeamAdded>(),
    kind::<BackupTaken>(),
    kind::<Restored>(),
    kind::<crate::event::Incident>(),
    kind::<crate::event::Sanction>(),
    kind::<crate::event::Decision>(),
    kind::<crate::appeals::Committee>(),
    kind::<crate::event::Appeal>(),
    kind::<crate::event::AppealDecision>(),
    Kind {
        derive: Some(crate::precedents::index_entry),
        ..kind::<crate::precedents::PrecedentBody>()
    },
    kind::<PrecedentsImported>(),
    kind::<crate::event::DisputeRecorded>(),
];

/// The kind named `name`.
pub(crate) fn find(name: &str) -> Option<&'static Kind> {
    KINDS.iter().find(|k| k.name == name)
}

macro_rules! entry_kind {
    ($($body:ty => $name:literal),* $(,)?) => {$(
        impl EntryBody for $body {
            const KIND: &'static str = $name;
        }
    )*};
}

entry_kind! {
    KeyEntry => "key",
    Baseline => "baseline",
    EventCreated => "event-created",
    ArchiveCreated => "archive-created",
    CallChanged => "call-changed",
    PlayerAdded => "player-added",
    PlayersImported => "players-imported",
    crate::players::PlayerEditEntry => "player-edit",
    PlayerWithdrawn => "player-withdrawn",
    ByeRequested => "bye-requested",
    ByeCancelled => "bye-cancelled",
    RoundPaired => "round-paired",
    PairingEdit => "round-edit",
    RoundPublished => "round-published",
    RoundUnpaired => "round-unpaired",
    ResultEntered => "result",
    ResultsEntered => "results",
    crate::event::ResultCorrectionEntry => "result-correction",
    crate::deck::DeckCheck => "deck-check",
    crate::event::DeckOverride => "deck-override",
    ClockRecorded => "clock",
    RecordAttached => "game-record",
    TeamAdded => "team-added",
    BackupTaken => "backup",
    Restored => "restore",
    crate::event::Incident => "incident",
    crate::event::Sanction => "sanction",
    crate::event::Decision => "decision",
    crate::appeals::Committee => "committee",
    crate::event::Appeal => "appeal",
    crate::event::AppealDecision => "appeal-decision",
    crate::precedents::PrecedentBody => "precedent",
    PrecedentsImported => "precedents-imported",
    crate::event::DisputeRecorded => "dispute",
}

/// An installation's public key, introduced before the first entry it signs
/// in a file (and signed by that key itself).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeyEntry {
    /// The Ed25519 public key, hex.
    pub public_key: String,
    /// Its fingerprint (16 hex digits).
    pub fingerprint: String,
    /// Who the installation is (`user@host`).
    pub label: String,
    /// When.
    pub at: String,
}

/// Every row the file had when it was upgraded from a schema without
/// effects: what the entries before it had written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Baseline {
    /// The schema the file had.
    pub from_schema: i64,
    /// When.
    pub at: String,
}

/// The event file was created with its call.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EventCreated {
    /// The call.
    pub call: EventCall,
    /// When.
    pub at: String,
}

/// A club archive was created.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchiveCreated {
    /// The club.
    pub club: String,
    /// When.
    pub at: String,
}

/// The call was changed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CallChanged {
    /// The call as it now is.
    pub call: EventCall,
    /// When.
    pub at: String,
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
    pub warnings: Vec<crate::event::PairingWarning>,
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

/// A clock event was recorded on a board (start, move, card commit, pause,
/// time adjustment).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockRecorded {
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// The event.
    pub event: arbitro_clock::ClockEvent,
    /// Arbiter (pauses and adjustments).
    #[serde(default)]
    pub arbiter: Option<String>,
    /// Note.
    #[serde(default)]
    pub note: Option<String>,
    /// When.
    pub at: String,
}

/// A game record was attached to a board (its text is in the effects).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordAttached {
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// The stored record's id.
    pub record: i64,
    /// The record it replaces, if any.
    #[serde(default)]
    pub replaces: Option<i64>,
    /// Arbiter.
    pub arbiter: String,
    /// Whether the record's result was entered as the board's.
    pub result_entered: bool,
    /// When.
    pub at: String,
}

/// A doubles team was registered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamAdded {
    /// The team's id.
    pub team: i64,
    /// Its name.
    pub name: String,
    /// Board 1 (board A) and board 2 (board B).
    pub players: (i64, i64),
    /// When.
    pub at: String,
}

/// A backup was taken: the file and the head it holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackupTaken {
    /// The backup file.
    pub file: String,
    /// Why (`before-pairing`, `manual`, `before-restore`).
    pub reason: String,
    /// The round about to be paired, for automatic backups.
    #[serde(default)]
    pub round: Option<u32>,
    /// The backup's register: entries and last hash.
    pub count: i64,
    /// Hash of its last entry.
    pub hash: String,
    /// When.
    pub at: String,
}

/// The file was restored from a backup: the register goes on from the
/// backup's head; what came after it on the replaced file is in the safety copy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Restored {
    /// The backup restored.
    pub backup: String,
    /// Its head's count (the register's common part).
    pub count: i64,
    /// Its head's hash.
    pub hash: String,
    /// The head of the file replaced, if it could be read.
    #[serde(default)]
    pub replaced: Option<(i64, String)>,
    /// The copy kept of the file replaced.
    #[serde(default)]
    pub safety_copy: Option<String>,
    /// When.
    pub at: String,
}

/// Precedents were imported from an export or collected from an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrecedentsImported {
    /// Where from.
    pub source: String,
    /// Entries added.
    pub imported: Vec<i64>,
    /// Duplicates skipped.
    pub duplicates: usize,
    /// Conflicts skipped.
    pub conflicts: usize,
    /// When.
    pub at: String,
}
