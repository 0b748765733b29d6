//! The append-only, hash-chained, signed register: everything an arbiter
//! decides, in order. This is the store's bottom floor above the file
//! itself (`db.rs`): it knows entries, heads, keys, effects, backups and
//! the journal, and nothing of events. What an entry says is its body, a
//! type of the floor above that implements [`EntryBody`]; the kinds a file
//! may hold are handed to `verify` as a list of [`Kind`]s.
//!
//! Entry `n` stores its kind, its typed body (JSON, exactly as hashed), the
//! rows of the file's tables it wrote (its *effects*, see [`effects`]), the
//! schema version it was written at, the fingerprint of the installation key
//! that signed it and the signature:
//!
//! ```text
//! hash = SHA-256("arbitro-register/2\n{n}\n{kind}\n{schema}\n{key}\n{prev_hash}\n{SHA-256(effects)}\n{body}")
//! signature = Ed25519(key, "arbitro-register-entry/2\n{hash}")
//! ```
//!
//! `prev_hash` is entry `n-1`'s hash, or for entry 1 the file's genesis hash
//! (derived from the file's random id, so a register copied from another file
//! does not verify). Entries written before signatures existed (schema 3 and
//! older) keep their first formula, `SHA-256("{n}\n{kind}\n{prev_hash}\n{body}")`,
//! and are followed by a signed `baseline` entry holding every row the file
//! had when it was upgraded. Triggers refuse UPDATE and DELETE; corrections
//! are new entries. The tables are a projection of the register: [`verify`]
//! replays every entry's effects into an empty file and compares.
//!
//! Every write goes through a [`Ledger`] (the file with its register: one
//! transaction per write, the checks against a register changed behind its
//! back, the journal) and [`Writer::record`], the one place an entry is
//! appended, signed and given the rows its write changed.

/// Implements [`EntryBody`] for each body with its stored name, and lists
/// them as the module's `KINDS` (`with DERIVE` for a kind whose entries
/// rebuild derived tables):
///
/// ```ignore
/// entry_kinds! {
///     PlayerAdded => "player-added",
///     PrecedentBody => "precedent" with INDEX,
/// }
/// ```
macro_rules! entry_kinds {
    ($($body:ty => $name:literal $(with $derive:expr)?),* $(,)?) => {
        $(impl $crate::register::EntryBody for $body {
            const KIND: &'static str = $name;
        })*
        /// The kinds of register entry this module records.
        pub(crate) const KINDS: &[$crate::register::Kind] = &[$($crate::register::entry_kinds!(@kind $body $(, $derive)?)),*];
    };
    (@kind $body:ty) => { $crate::register::kind::<$body>() };
    (@kind $body:ty, $derive:expr) => { $crate::register::derived::<$body>($derive) };
}
pub(crate) use entry_kinds;

pub(crate) mod backup;
mod bodies;
pub(crate) mod effects;
pub(crate) mod installation;
mod ledger;
pub(crate) mod verify;
mod writer;

use rusqlite::{Connection, OptionalExtension, params};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::error::{Result, StoreError};
use installation::{Fingerprint, hex};

pub use backup::{BackupInfo, BackupRecord, RestoreOutcome, backup_dir};
pub(crate) use bodies::{BackupTaken, Baseline, KINDS, KeyEntry, Restored};
pub use installation::{CONFIG_DIR_VAR, Installation, JournalHead, set_config_dir};
pub(crate) use ledger::{FileIdentity, Ledger};
pub use verify::{HeadClaim, KeyUse, VerifyNote, VerifyProblem, VerifyReport};
pub(crate) use writer::{Known, Writer};

/// A random id for a new file (recorded in `meta.file_id`).
pub(crate) fn new_file_id() -> String {
    let a = arbitro_rng::fresh_seed();
    let b = arbitro_rng::fresh_seed();
    format!("{a:016x}{b:016x}")
}

/// Lower-case hex SHA-256 of `bytes`.
pub(crate) fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

/// The hash that entry 1 links to, for a file with id `file_id`.
pub(crate) fn genesis(file_id: &str) -> String {
    sha256_hex(format!("arbitro-register/1\n{file_id}").as_bytes())
}

/// The hash of an entry written before signatures (schema 3 and older).
pub(crate) fn legacy_hash(seq: i64, kind: &str, prev_hash: &str, body: &str) -> String {
    sha256_hex(format!("{seq}\n{kind}\n{prev_hash}\n{body}").as_bytes())
}

/// The hash of a signed entry.
pub(crate) fn entry_hash(
    seq: i64,
    kind: &str,
    schema: i64,
    key: &str,
    prev_hash: &str,
    effects: Option<&str>,
    body: &str,
) -> String {
    let effects = sha256_hex(effects.unwrap_or("").as_bytes());
    sha256_hex(
        format!("arbitro-register/2\n{seq}\n{kind}\n{schema}\n{key}\n{prev_hash}\n{effects}\n{body}")
            .as_bytes(),
    )
}

/// What the installation key signs for an entry.
pub(crate) fn signed_message(hash: &str) -> Vec<u8> {
    format!("arbitro-register-entry/2\n{hash}").into_bytes()
}

/// Reads a `meta` value.
pub(crate) fn meta_get(conn: &Connection, key: &str) -> Result<Option<String>> {
    Ok(conn
        .prepare_cached("SELECT value FROM meta WHERE key = ?1")?
        .query_row([key], |r| r.get(0))
        .optional()?)
}

/// Writes a `meta` value.
pub(crate) fn meta_set(conn: &Connection, key: &str, value: &str) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO meta (key, value) VALUES (?1, ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )?
    .execute(params![key, value])?;
    Ok(())
}

/// The head of a register: how many entries, the last hash and the key
/// that signed the last entry. Printed on every form and export, so that
/// a file can later be checked against paper (`arbitro verify --head`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegisterHead {
    /// Number of entries.
    pub count: i64,
    /// Hash of the last entry (the genesis hash when empty).
    pub hash: String,
    /// Fingerprint of the key that signed the last entry (none before signatures).
    #[serde(default)]
    pub key: Option<Fingerprint>,
}

impl RegisterHead {
    /// The first 12 hex digits of the hash, as printed.
    pub fn short_hash(&self) -> &str {
        &self.hash[..self.hash.len().min(12)]
    }

    /// The head as printed on forms and exports and read back by
    /// `arbitro verify --head`: `COUNT:SHORTHASH:KEY` (`57:3f9a01bc42de:3f2a-91c0-77de-0b14`).
    pub fn stamp(&self) -> String {
        match &self.key {
            Some(k) => format!("{}:{}:{}", self.count, self.short_hash(), k.grouped()),
            None => format!("{}:{}", self.count, self.short_hash()),
        }
    }
}

impl std::fmt::Display for RegisterHead {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.stamp())
    }
}

/// The head as recorded in `meta`, with the key of the last entry.
pub(crate) fn head(conn: &Connection) -> Result<RegisterHead> {
    let file_id = meta_get(conn, "file_id")?.ok_or(StoreError::NoFileId)?;
    let count = meta_get(conn, "register_count")?
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let hash = meta_get(conn, "register_head")?.unwrap_or_else(|| genesis(&file_id));
    let key = if count > 0 { key_of(conn, count)? } else { None };
    Ok(RegisterHead { count, hash, key })
}

/// The fingerprint that signed entry `seq` (none if unsigned or absent, or
/// in a file from before signatures, which has no such column).
fn key_of(conn: &Connection, seq: i64) -> Result<Option<Fingerprint>> {
    let Ok(mut stmt) = conn.prepare_cached("SELECT key FROM register WHERE seq = ?1") else {
        return Ok(None);
    };
    let key: Option<String> = stmt.query_row([seq], |r| r.get(0)).optional()?.flatten();
    Ok(key.and_then(|k| Fingerprint::parse(&k)))
}

/// The head as the register's last row says (not `meta`).
pub(crate) fn last_row_head(conn: &Connection) -> Result<RegisterHead> {
    let file_id = meta_get(conn, "file_id")?.ok_or(StoreError::NoFileId)?;
    let last: Option<(i64, String)> = conn
        .prepare_cached("SELECT seq, hash FROM register ORDER BY seq DESC LIMIT 1")?
        .query_row([], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    Ok(match last {
        Some((count, hash)) => RegisterHead {
            count,
            hash,
            key: key_of(conn, count)?,
        },
        None => RegisterHead {
            count: 0,
            hash: genesis(&file_id),
            key: None,
        },
    })
}

/// Whether `table` has `column` (older files lack the signature columns).
pub(crate) fn has_column(conn: &Connection, table: &str, column: &str) -> Result<bool> {
    let mut stmt = conn.prepare_cached("SELECT 1 FROM pragma_table_info(?1) WHERE name = ?2")?;
    Ok(stmt.exists(params![table, column])?)
}

/// One stored entry (its effects are read separately: they can be large).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegisterEntry {
    /// Position in the register (1, 2, 3…).
    pub seq: i64,
    /// Kind of entry (`result`, `round-paired`, `incident`, `sanction`, …).
    pub kind: String,
    /// The body as stored (JSON).
    pub body: String,
    /// Hash of the previous entry.
    pub prev_hash: String,
    /// This entry's hash.
    pub hash: String,
    /// Schema version it was written at (none: before signatures).
    #[serde(default)]
    pub schema: Option<i64>,
    /// Fingerprint of the key that signed it (none: before signatures).
    #[serde(default)]
    pub key: Option<String>,
    /// The signature, hex.
    #[serde(default)]
    pub signature: Option<String>,
}

/// The columns [`row_entry`] reads, for a file with or without signatures.
pub(crate) fn entry_columns(signed: bool) -> &'static str {
    if signed {
        "seq, kind, body, prev_hash, hash, schema, key, signature"
    } else {
        "seq, kind, body, prev_hash, hash, NULL, NULL, NULL"
    }
}

pub(crate) fn row_entry(r: &rusqlite::Row<'_>) -> rusqlite::Result<RegisterEntry> {
    Ok(RegisterEntry {
        seq: r.get(0)?,
        kind: r.get(1)?,
        body: r.get(2)?,
        prev_hash: r.get(3)?,
        hash: r.get(4)?,
        schema: r.get(5)?,
        key: r.get(6)?,
        signature: r.get(7)?,
    })
}

fn signed_file(conn: &Connection) -> Result<bool> {
    has_column(conn, "register", "signature")
}

/// Reads one entry.
pub(crate) fn get(conn: &Connection, seq: i64) -> Result<Option<RegisterEntry>> {
    let sql = format!(
        "SELECT {} FROM register WHERE seq = ?1",
        entry_columns(signed_file(conn)?)
    );
    Ok(conn.query_row(&sql, [seq], row_entry).optional()?)
}

/// Every entry, oldest first.
pub(crate) fn all(conn: &Connection) -> Result<Vec<RegisterEntry>> {
    let sql = format!(
        "SELECT {} FROM register ORDER BY seq",
        entry_columns(signed_file(conn)?)
    );
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map([], row_entry)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Entries of one kind, oldest first.
pub(crate) fn of_kind(conn: &Connection, kind: &str) -> Result<Vec<RegisterEntry>> {
    let sql = format!(
        "SELECT {} FROM register WHERE kind = ?1 ORDER BY seq",
        entry_columns(signed_file(conn)?)
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map([kind], row_entry)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

impl RegisterEntry {
    /// Whether the entry is of `B`'s kind.
    pub(crate) fn is<B: EntryBody>(&self) -> bool {
        self.kind == B::KIND
    }
}

/// Every entry of `B`'s kind, oldest first, with its body decoded.
pub(crate) fn bodies<B: EntryBody>(conn: &Connection) -> Result<Vec<(i64, B)>> {
    of_kind(conn, B::KIND)?
        .iter()
        .map(|e| Ok((e.seq, decode(e)?)))
        .collect()
}

/// The entries of `B`'s kind corrected by a later entry of the same kind.
pub(crate) fn superseded<B: EntryBody>(conn: &Connection) -> Result<std::collections::HashSet<i64>> {
    let mut stmt =
        conn.prepare_cached("SELECT corrects FROM register WHERE kind = ?1 AND corrects IS NOT NULL")?;
    let rows = stmt.query_map([B::KIND], |r| r.get::<_, i64>(0))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Deserialises an entry's body.
pub(crate) fn decode<T: for<'de> Deserialize<'de>>(entry: &RegisterEntry) -> Result<T> {
    serde_json::from_str(&entry.body).map_err(|e| StoreError::Json {
        context: format!("register entry {} ({})", entry.seq, entry.kind),
        message: e.to_string(),
    })
}

/// A typed register entry: what its body is and the kind it is stored as.
/// Each area of the store defines the bodies of the entries it records,
/// implements this trait for them and lists them as its `KINDS` (with
/// [`entry_kinds!`]); `verify` checks every stored body against its kind.
pub(crate) trait EntryBody: Serialize + DeserializeOwned {
    /// The kind's stable name (`result`, `dispute`…).
    const KIND: &'static str;
}

/// One kind of entry as `verify` knows it: its name, how a stored body is
/// checked, and the derived tables (if any) its entries rebuild.
pub(crate) struct Kind {
    /// The stored name.
    pub name: &'static str,
    /// Decodes a body as this kind's type.
    pub check: fn(&str) -> std::result::Result<(), String>,
    /// The tables its entries rebuild from their bodies.
    pub derive: Option<Derive>,
}

/// Tables rebuilt from entries' bodies rather than captured as effects (a
/// search index), which `verify` rebuilds and compares too.
pub(crate) struct Derive {
    /// Rebuilds the tables' rows for one entry.
    pub rebuild: fn(&Connection, &RegisterEntry) -> Result<()>,
    /// Each table with the select `verify` compares (`{db}` for the schema),
    /// and its key column.
    pub tables: &'static [(&'static str, &'static str, &'static str)],
}

fn check<B: DeserializeOwned>(body: &str) -> std::result::Result<(), String> {
    serde_json::from_str::<B>(body)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// The kind of body `B`, without derived tables.
pub(crate) const fn kind<B: EntryBody>() -> Kind {
    Kind {
        name: B::KIND,
        check: check::<B>,
        derive: None,
    }
}

/// The kind of body `B`, whose entries rebuild `derive`'s tables.
pub(crate) const fn derived<B: EntryBody>(derive: Derive) -> Kind {
    Kind {
        derive: Some(derive),
        ..kind::<B>()
    }
}

/// Every kind a file may hold, as lists (one per area of the store).
pub(crate) type Kinds = &'static [&'static [Kind]];

/// The kind named `name` among `kinds`.
pub(crate) fn find(kinds: Kinds, name: &str) -> Option<&'static Kind> {
    kinds.iter().flat_map(|list| list.iter()).find(|k| k.name == name)
}
