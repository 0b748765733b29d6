//! An opened event file and the operations on it. Each arbiter write runs in
//! one transaction: it happens completely or not at all.

mod backup;
mod clocks;
mod corrections;
mod decks;
mod discipline;
mod disputes;
mod forbidden;
mod import;
mod late_results;
mod pairing_warnings;
mod players;
mod precedents;
mod ratings;
mod records;
mod results;
mod rounds;
mod standings;
mod teams;
mod trf;
mod verify;
mod write;

use std::cell::{OnceCell, RefCell};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use chrono::{DateTime, FixedOffset, SecondsFormat};
use rusqlite::{Connection, OptionalExtension};
use serde::{Deserialize, Serialize};

use crate::call::EventCall;
use crate::db::{self, FileKind};
use crate::entries::{CallChanged, EventCreated};
use crate::error::{Result, StoreError};
use crate::installation::Installation;
use crate::register::{self, RegisterHead};

pub(crate) use backup::resolve_logged;
pub use backup::{BackupInfo, BackupRecord, RestoreOutcome, backup_dir, restore};
pub use clocks::{BoardClock, ClockNote, StoredClockEvent};
pub use corrections::{
    AppliedEffect, CorrectionOutcome, IncidentCorrection, ResultSnapshot, SanctionCorrection,
};
pub use decks::{DeckOverride, DeckStatus, StateWhenOverridden};
pub use discipline::{
    Appeal, AppealDecision, Decision, Incident, IncidentInput, IncidentOutcome, PlayerRecord, Sanction,
    SanctionChoice,
};
pub(crate) use disputes::play_words;
pub use disputes::{
    Dispute, DisputeChange, DisputeChangeKind, DisputeDraft, DisputeDraftInput, DisputeIncident,
    DisputeInput, DisputeOutcome, DisputePrecedent, DisputeRecordRef, DisputeRecordStep, DisputeRecorded,
    DisputeRuling, DisputeStart, DisputeTraceLine, DisputeVerdict, dispute_game,
};
pub use forbidden::{ForbiddenPairing, ForbiddenProblem};
pub use import::{
    DefaultUsed, NotKept, ReviewHead, ReviewItem, TournamentImport, TournamentImported, review_tournament,
};
pub use late_results::{ChangedPairing, LateResult, ResultCorrection, ResultCorrectionEntry};
pub use players::{ByeKind, ByeRequest, ImportReport};
pub use ratings::{EventRatingList, FromList, RatedRegistration, entry_from_list, list_rate};
pub use records::{AttachOptions, AttachOutcome, StoredRecord};
pub use results::{Game, ResultEntry, ResultKind, score_text};
pub use rounds::{
    Pair, PairingCheck, PairingEdit, PairingRule, PairingWarning, Round, check_pairs, parse_engine_output,
};
pub use teams::{TeamMatch, TeamStandingRow, TeamStandings};
pub use trf::{StandingRow, StandingsTable, TrfPurpose};

/// An opened event file.
#[derive(Debug)]
pub struct Event {
    conn: Connection,
    path: PathBuf,
    fixed_now: Option<DateTime<FixedOffset>>,
    /// Whose key signs what this event writes (resolved at the first write).
    installation: OnceCell<Arc<Installation>>,
    /// The file as opened (device and inode), to notice it being replaced.
    identity: Option<write::FileIdentity>,
    /// The last head known to be this file's (what it wrote or found at its
    /// first write): every later write checks the register still has it.
    anchor: RefCell<Option<RegisterHead>>,
    /// What the writes of this connection keep knowing (schema, key introduced).
    known: std::cell::Cell<register::Known>,
    /// This installation's journal of the file's heads, once opened.
    journal: RefCell<Option<std::fs::File>>,
    /// Whether writes note their head in the journal (not for a restore's
    /// temporary copy, whose place is not the file's).
    journaling: std::cell::Cell<bool>,
}

/// What `event show` prints: the call and the state of the event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EventSummary {
    /// The call.
    pub call: EventCall,
    /// The file's random id.
    pub file_id: String,
    /// Schema version of the file.
    pub schema_version: i64,
    /// When the event file was created.
    pub created_at: String,
    /// Registered players (withdrawn included).
    pub players: u32,
    /// Rounds paired so far.
    pub rounds_paired: u32,
    /// Rounds published so far.
    pub rounds_published: u32,
    /// Head of the register (entries and last hash): write it on paper to anchor `verify`.
    pub register: RegisterHead,
}

/// Formats a timestamp the way the file stores it (RFC 3339, seconds, offset).
pub fn format_time(t: &DateTime<FixedOffset>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Secs, false)
}

/// Reads a stored or user-given timestamp (RFC 3339).
pub fn parse_time(text: &str) -> Result<DateTime<FixedOffset>> {
    DateTime::parse_from_rfc3339(text.trim()).map_err(|e| {
        StoreError::from(crate::refusal::InputProblem::NotATime {
            text: text.to_string(),
            detail: e.to_string(),
        })
    })
}

impl Event {
    fn from_connection(conn: Connection, path: &Path) -> Event {
        Event {
            conn,
            path: path.to_path_buf(),
            fixed_now: None,
            installation: OnceCell::new(),
            identity: write::FileIdentity::of(path),
            anchor: RefCell::new(None),
            known: std::cell::Cell::new(register::Known::default()),
            journal: RefCell::new(None),
            journaling: std::cell::Cell::new(true),
        }
    }

    /// Creates a new event file at `path` with its call.
    pub fn create(path: &Path, call: EventCall) -> Result<Event> {
        call.validate()?;
        let conn = db::create(path, FileKind::Event)?;
        let event = Event::from_connection(conn, path);
        let now = event.now();
        let file_id = new_file_id();
        let call_json = to_json(&call, "event call")?;
        event.write(|tx| {
            register::meta_set(tx, "file_id", &file_id)?;
            register::meta_set(tx, "created_by", concat!("arbitro ", env!("CARGO_PKG_VERSION")))?;
            tx.execute(
                "INSERT INTO event (id, call, created_at, updated_at) VALUES (1, ?1, ?2, ?2)",
                rusqlite::params![call_json, now],
            )?;
            tx.execute(
                "INSERT INTO call_history (changed_at, call) VALUES (?1, ?2)",
                rusqlite::params![now, call_json],
            )?;
            tx.record(&EventCreated {
                call: call.clone(),
                at: now.clone(),
            })?;
            Ok(())
        })?;
        Ok(event)
    }

    /// Opens an existing event file (upgrading an older schema after copying
    /// the file; the upgrade records every row the file had as the baseline
    /// entry, signed by this installation).
    pub fn open(path: &Path) -> Result<Event> {
        let installation: OnceCell<Arc<Installation>> = OnceCell::new();
        let mut upgraded = |tx: &Connection, from: i64| -> Result<()> {
            let inst = match installation.get() {
                Some(i) => i.clone(),
                None => {
                    let i = Installation::current()?;
                    let _ = installation.set(i.clone());
                    i
                }
            };
            let at = format_time(&chrono::Local::now().fixed_offset());
            let mut w = register::Writer::begin(tx, FileKind::Event, &inst, path, &at)?;
            w.record_baseline(FileKind::Event, from)?;
            w.finish()?;
            Ok(())
        };
        let conn = db::open(path, FileKind::Event, &mut upgraded)?;
        let event = Event::from_connection(conn, path);
        if let Some(i) = installation.into_inner() {
            let _ = event.installation.set(i);
        }
        Ok(event)
    }

    /// Opens an event file without writing to it (reading, verifying, exporting).
    pub fn open_read_only(path: &Path) -> Result<Event> {
        let conn = db::open_read_only(path, FileKind::Event)?;
        Ok(Event::from_connection(conn, path))
    }

    /// Signs what this event writes from now on with `installation`'s key
    /// (instead of the process's, see [`Installation::current`]).
    pub fn set_installation(&mut self, installation: Arc<Installation>) {
        self.installation = OnceCell::from(installation);
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Makes every following write record `at` as its time instead of the
    /// system clock (recording after the fact; tests).
    pub fn set_time(&mut self, at: Option<DateTime<FixedOffset>>) {
        self.fixed_now = at;
    }

    /// The time recorded by the next write.
    pub fn now_time(&self) -> DateTime<FixedOffset> {
        self.fixed_now
            .unwrap_or_else(|| chrono::Local::now().fixed_offset())
    }

    pub(crate) fn now(&self) -> String {
        format_time(&self.now_time())
    }

    pub(crate) fn conn(&self) -> &Connection {
        &self.conn
    }

    /// The call.
    pub fn call(&self) -> Result<EventCall> {
        let text: String = self
            .conn
            .query_row("SELECT call FROM event WHERE id = 1", [], |r| r.get(0))?;
        serde_json::from_str(&text).map_err(|e| StoreError::Json {
            context: "the stored event call".to_string(),
            message: e.to_string(),
        })
    }

    /// Replaces the call. Before round 1 anything may change; once a round is
    /// paired, the family, deck, system and tie-break order are fixed.
    pub fn update_call(&mut self, call: EventCall) -> Result<()> {
        call.validate()?;
        let old = self.call()?;
        let paired = self.rounds_paired()?;
        if paired > 0 {
            use crate::refusal::{CallSetting, RoundRefusal};
            let mut fixed = Vec::new();
            if old.family != call.family {
                fixed.push(CallSetting::Family);
            }
            if old.deck != call.deck {
                fixed.push(CallSetting::Deck);
            }
            if old.system != call.system {
                fixed.push(CallSetting::System);
            }
            if old.bye_points != call.bye_points {
                fixed.push(CallSetting::ByePoints);
            }
            if call.rounds < paired {
                fixed.push(CallSetting::FewerRounds);
            }
            if !fixed.is_empty() {
                return Err(RoundRefusal::SettingsFixed {
                    round: paired,
                    settings: fixed,
                }
                .into());
            }
        }
        self.write_call(&call)
    }

    /// Stores `call` as the event's, keeping the old one in the history.
    pub(super) fn write_call(&mut self, call: &EventCall) -> Result<()> {
        let now = self.now();
        let json = to_json(call, "event call")?;
        self.write(|tx| {
            tx.execute(
                "UPDATE event SET call = ?1, updated_at = ?2 WHERE id = 1",
                rusqlite::params![json, now],
            )?;
            tx.execute(
                "INSERT INTO call_history (changed_at, call) VALUES (?1, ?2)",
                rusqlite::params![now, json],
            )?;
            tx.record(&CallChanged {
                call: call.clone(),
                at: now.clone(),
            })?;
            Ok(())
        })
    }

    /// Number of rounds paired so far.
    pub fn rounds_paired(&self) -> Result<u32> {
        Ok(self
            .conn
            .query_row("SELECT COALESCE(MAX(number), 0) FROM round", [], |r| r.get(0))?)
    }

    /// The call and the state of the event.
    pub fn summary(&self) -> Result<EventSummary> {
        let q = |sql: &str| -> Result<u32> { Ok(self.conn.query_row(sql, [], |r| r.get(0))?) };
        Ok(EventSummary {
            call: self.call()?,
            file_id: register::meta_get(&self.conn, "file_id")?.unwrap_or_default(),
            schema_version: self.conn.query_row("PRAGMA user_version", [], |r| r.get(0))?,
            created_at: self
                .conn
                .query_row("SELECT created_at FROM event WHERE id = 1", [], |r| r.get(0))
                .optional()?
                .unwrap_or_default(),
            players: q("SELECT COUNT(*) FROM player")?,
            rounds_paired: q("SELECT COUNT(*) FROM round")?,
            rounds_published: q("SELECT COUNT(*) FROM round WHERE status = 'published'")?,
            register: register::head(&self.conn)?,
        })
    }
}

/// A random id for a new file (recorded in `meta.file_id`).
pub(crate) fn new_file_id() -> String {
    let a = arbitro_rng::fresh_seed();
    let b = arbitro_rng::fresh_seed();
    format!("{a:016x}{b:016x}")
}

pub(crate) fn to_json<T: Serialize>(value: &T, what: &str) -> Result<String> {
    serde_json::to_string(value).map_err(|e| StoreError::Json {
        context: what.to_string(),
        message: e.to_string(),
    })
}
