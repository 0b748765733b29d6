//! An opened event file: the floor above the register. [`Event`] holds the
//! file with its register (a [`Ledger`]), the call, the event's summary,
//! its backups and the checks of its register; every other operation
//! belongs to an area, reached through a handle (`event.players()`,
//! `event.rounds()`, `event.teams()`, `event.boards()`,
//! `event.discipline()`, `event.disputes()`, `event.precedents()`). Each
//! arbiter write runs in one transaction: it happens completely or not at
//! all.

pub(crate) mod entries;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use chrono::{DateTime, FixedOffset};
use rusqlite::{Connection, OptionalExtension};
use serde::{Deserialize, Serialize};

use crate::call::EventCall;
use crate::db::FileKind;
use crate::error::{Result, StoreError};
use crate::register::{
    self, BackupRecord, HeadClaim, Installation, Ledger, RegisterEntry, RegisterHead, VerifyProblem, Writer,
};

use crate::call::CallRefusal;
pub(crate) use entries::KINDS;
pub use entries::{CallChanged, EventCreated};

/// An opened event file.
#[derive(Debug)]
pub struct Event {
    /// The file with its register.
    ledger: Ledger,
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

impl Event {
    /// Creates a new event file at `path` with its call.
    pub fn create(path: &Path, call: EventCall) -> Result<Event> {
        call.validate()?;
        let event = Event {
            ledger: Ledger::create(path, FileKind::Event)?,
        };
        let now = event.now();
        let file_id = register::new_file_id();
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
        Ok(Event {
            ledger: Ledger::open(path, FileKind::Event)?,
        })
    }

    /// Opens an event file without writing to it (reading, verifying, exporting).
    pub fn open_read_only(path: &Path) -> Result<Event> {
        Ok(Event {
            ledger: Ledger::open_read_only(path, FileKind::Event)?,
        })
    }

    /// Signs what this event writes from now on with `installation`'s key
    /// (instead of the process's, see [`Installation::current`]).
    pub fn set_installation(&mut self, installation: Arc<Installation>) {
        self.ledger.set_installation(installation);
    }

    /// The file.
    pub fn path(&self) -> &Path {
        self.ledger.path()
    }

    /// Makes every following write record `at` as its time instead of the
    /// system clock (recording after the fact; tests).
    pub fn set_time(&mut self, at: Option<DateTime<FixedOffset>>) {
        self.ledger.set_time(at);
    }

    /// The time recorded by the next write.
    pub fn now_time(&self) -> DateTime<FixedOffset> {
        self.ledger.now_time()
    }

    /// The head of the register (entries, last hash, the key that signed
    /// it): what every printed form and export carries.
    pub fn register_head(&self) -> Result<RegisterHead> {
        self.ledger.head()
    }

    pub(crate) fn now(&self) -> String {
        self.ledger.now()
    }

    pub(crate) fn conn(&self) -> &Connection {
        self.ledger.conn()
    }

    /// The file with its register (backups, verify).
    pub(crate) fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    /// Runs `f` in one immediate transaction: all of it is stored, with its
    /// register entries, or nothing (see [`Ledger::write`]).
    pub(crate) fn write<T>(&self, f: impl FnOnce(&mut Writer<'_>) -> Result<T>) -> Result<T> {
        self.ledger.write(f)
    }

    /// Copies the event, consistently, to `dest` (which must not exist):
    /// written under a temporary name, checked, synced, renamed, then
    /// recorded in the register. Returns the path written.
    pub fn backup_to(&mut self, dest: &Path, reason: &str, round: Option<u32>) -> Result<PathBuf> {
        self.ledger.backup_to(dest, reason, round)
    }

    /// A backup in the event's backup folder, named after the time and reason.
    pub fn backup(&mut self, reason: &str) -> Result<PathBuf> {
        self.ledger.backup(reason)
    }

    /// The automatic backup before round `round` is paired.
    pub(crate) fn backup_before_round(&self, round: u32) -> Result<PathBuf> {
        self.ledger.backup_before_round(round)
    }

    /// Backups taken, oldest first.
    pub fn backups(&self) -> Result<Vec<BackupRecord>> {
        self.ledger.backups()
    }

    /// Checks the file against a head written down earlier: the register
    /// must still have that entry, with that hash, signed by that key.
    pub fn verify_head(&self, claim: &HeadClaim) -> Result<Vec<VerifyProblem>> {
        self.ledger.verify_head(claim)
    }

    /// Checks that this file's register extends the one in `backup`
    /// (nothing recorded before the backup was changed or removed since).
    pub fn verify_against(&self, backup: &Path) -> Result<Vec<VerifyProblem>> {
        self.ledger.verify_against(backup)
    }

    /// Every register entry, oldest first.
    pub fn register_entries(&self) -> Result<Vec<RegisterEntry>> {
        register::all(self.conn())
    }

    /// The call.
    pub fn call(&self) -> Result<EventCall> {
        let text: String = self
            .conn()
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
            use crate::call::refusal::CallSetting;

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
                return Err(CallRefusal::SettingsFixed {
                    round: paired,
                    settings: fixed,
                }
                .into());
            }
        }
        self.write_call(&call)
    }

    /// Stores `call` as the event's, keeping the old one in the history.
    pub(crate) fn write_call(&self, call: &EventCall) -> Result<()> {
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
            .conn()
            .query_row("SELECT COALESCE(MAX(number), 0) FROM round", [], |r| r.get(0))?)
    }

    /// The call and the state of the event.
    pub fn summary(&self) -> Result<EventSummary> {
        let conn = self.conn();
        let q = |sql: &str| -> Result<u32> { Ok(conn.query_row(sql, [], |r| r.get(0))?) };
        Ok(EventSummary {
            call: self.call()?,
            file_id: register::meta_get(conn, "file_id")?.unwrap_or_default(),
            schema_version: conn.query_row("PRAGMA user_version", [], |r| r.get(0))?,
            created_at: conn
                .query_row("SELECT created_at FROM event WHERE id = 1", [], |r| r.get(0))
                .optional()?
                .unwrap_or_default(),
            players: q("SELECT COUNT(*) FROM player")?,
            rounds_paired: q("SELECT COUNT(*) FROM round")?,
            rounds_published: q("SELECT COUNT(*) FROM round WHERE published_at IS NOT NULL")?,
            register: register::head(conn)?,
        })
    }
}

pub(crate) fn to_json<T: Serialize>(value: &T, what: &str) -> Result<String> {
    serde_json::to_string(value).map_err(|e| StoreError::Json {
        context: what.to_string(),
        message: e.to_string(),
    })
}
