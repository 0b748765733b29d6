//! `verify`: everything a file's register promises, checked from one
//! consistent snapshot of the file (a writer beside it changes nothing of
//! what is read).
//!
//! 1. The chain: every entry links to the one before, its hash matches its
//!    content, its signature is the key's it names, that key was introduced
//!    by a `key` entry, its body is what its kind says; the head kept in the
//!    file's metadata is the last entry.
//! 2. The projection: every entry's effects are replayed, in order, into an
//!    empty file of the same schema; each table (and the schema itself) must
//!    then be the file's, row for row.
//! 3. The heads kept outside the register: each backup in the file's
//!    backup log and in its backup folder, and this installation's journal,
//!    must be an entry of the register (or of the line a restore gave up).

mod backups;
mod chain;
mod problems;
mod projection;

use std::collections::HashMap;
use std::path::Path;

use rusqlite::{Connection, OpenFlags, OptionalExtension};
use serde::{Deserialize, Serialize};

use super::installation::{Fingerprint, Installation};
use super::{Kinds, RegisterHead, Restored, genesis};
use crate::db::FileKind;
use crate::error::Result;

use backups::Line;
pub(crate) use backups::{backup_files, backup_head, backup_refusal, given_up};
pub use problems::{VerifyNote, VerifyProblem};

/// One key that signed entries of the register.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeyUse {
    /// Its fingerprint.
    pub fingerprint: Fingerprint,
    /// Who it belongs to, as its `key` entry says.
    pub label: String,
    /// The `key` entry that introduced it.
    pub introduced: i64,
    /// Entries it signed.
    pub entries: i64,
    /// Whether it is this installation's key.
    pub this_installation: bool,
}

/// The outcome of `verify`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VerifyReport {
    /// Entries read.
    pub entries: i64,
    /// The head recomputed from the entries.
    pub head: RegisterHead,
    /// The keys that signed them.
    #[serde(default)]
    pub keys: Vec<KeyUse>,
    /// Rows of the tables recomputed from the register and compared.
    #[serde(default)]
    pub rows: i64,
    /// Backups whose head was checked against the register.
    #[serde(default)]
    pub backups: usize,
    /// Every problem found; empty when the file is intact.
    pub problems: Vec<VerifyProblem>,
    /// What the check could not cover.
    #[serde(default)]
    pub notes: Vec<VerifyNote>,
}

impl VerifyReport {
    /// True when nothing was found wrong.
    pub fn is_intact(&self) -> bool {
        self.problems.is_empty()
    }
}

/// A head written down earlier (from a printed sheet or an export) to check
/// a file against: `COUNT:HASH[:KEY]` (the hash may be shortened to 8 digits;
/// `@`, spaces or `·` may separate the parts, and the footer's words —
/// `Registro 57 · 3f9a01bc42de · clave 3f2a-…` — may be pasted as printed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeadClaim {
    /// The entry count.
    pub count: i64,
    /// The hash, or its first digits.
    pub hash: String,
    /// The key fingerprint, if given.
    pub key: Option<Fingerprint>,
}

impl HeadClaim {
    /// Reads a head as printed (`57:3f9a01bc42de:3f2a-91c0-77de-0b14`), or refuses it.
    pub fn read(text: &str) -> Result<HeadClaim> {
        HeadClaim::parse(text).ok_or_else(|| crate::error::StoreError::BadHead {
            text: text.to_string(),
        })
    }

    /// Reads a head as printed; `None` if it is not one.
    pub fn parse(text: &str) -> Option<HeadClaim> {
        // Words of the printed label ("Registro", "clave", "key") are skipped.
        let parts: Vec<&str> = text
            .split([':', '@', '·', ' ', '/'])
            .filter(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_hexdigit() || c == '-'))
            .collect();
        let (count, hash, key) = match parts.as_slice() {
            [count, hash] => (count, hash, None),
            [count, hash, key @ ..] => (count, hash, Some(Fingerprint::parse(&key.join(""))?)),
            _ => return None,
        };
        let count = count.parse().ok().filter(|c: &i64| *c >= 0)?;
        let hash = hash.to_ascii_lowercase();
        (hash.len() >= 8 && hash.len() <= 64 && hash.chars().all(|c| c.is_ascii_hexdigit()))
            .then_some(HeadClaim { count, hash, key })
    }
}

impl std::fmt::Display for HeadClaim {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.count, self.hash)?;
        if let Some(k) = &self.key {
            write!(f, ":{k}")?;
        }
        Ok(())
    }
}

/// A stored entry with its effects: everything `verify` reads of it.
struct Row {
    entry: super::RegisterEntry,
    effects: Option<String>,
}

impl std::ops::Deref for Row {
    type Target = super::RegisterEntry;

    fn deref(&self) -> &super::RegisterEntry {
        &self.entry
    }
}

/// The `file:` URI SQLite opens read-only for `path`.
fn read_only_uri(path: &Path) -> String {
    let full = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let mut text = full.to_string_lossy().replace('\\', "/");
    if !text.starts_with('/') {
        text.insert(0, '/');
    }
    let mut out = String::from("file:");
    for c in text.chars() {
        match c {
            '%' => out.push_str("%25"),
            '?' => out.push_str("%3f"),
            '#' => out.push_str("%23"),
            c => out.push(c),
        }
    }
    out.push_str("?mode=ro");
    out
}

/// Verifies the file at `path` (already checked to be of `kind`, readable
/// and not newer than this build), whose entries are of `kinds`.
/// `installation`: whose journal to check.
pub(crate) fn verify(
    path: &Path,
    kind: FileKind,
    kinds: Kinds,
    installation: Option<&Installation>,
) -> Result<VerifyReport> {
    let conn = Connection::open_with_flags(
        ":memory:",
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_URI | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    conn.set_prepared_statement_cache_capacity(128);
    // The replay holds the tables, not the register their keys refer to.
    conn.pragma_update(None, "foreign_keys", false)?;
    conn.execute("ATTACH DATABASE ?1 AS file", [read_only_uri(path)])
        .map_err(|e| crate::db::classify(path, e))?;
    // One read transaction: every read of `file` below sees the same snapshot.
    conn.execute_batch("BEGIN")?;
    let out = verify_snapshot(&conn, path, kind, kinds, installation);
    let _ = conn.execute_batch("COMMIT");
    let mut report = out?;
    // A head kept outside the file (a backup, the journal) may be newer than
    // the snapshot: another program wrote meanwhile. Such a head is a problem
    // only if the file, read again now, does not have it either.
    let outside: Vec<usize> = report
        .problems
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            matches!(
                p,
                VerifyProblem::JournalHead { .. } | VerifyProblem::BackupAhead { .. }
            )
        })
        .map(|(i, _)| i)
        .collect();
    if !outside.is_empty() {
        let now = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        now.set_db_config(rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)?;
        let head = super::last_row_head(&now)?;
        for i in outside.into_iter().rev() {
            let settled = match &report.problems[i] {
                VerifyProblem::JournalHead { count, hash, .. } => now
                    .query_row("SELECT hash FROM register WHERE seq = ?1", [count], |r| {
                        r.get::<_, String>(0)
                    })
                    .is_ok_and(|h| h.starts_with(hash.as_str())),
                VerifyProblem::BackupAhead { count, .. } => head.count >= *count,
                _ => false,
            };
            if settled {
                report.problems.remove(i);
            }
        }
    }
    Ok(report)
}

fn verify_snapshot(
    conn: &Connection,
    path: &Path,
    kind: FileKind,
    kinds: Kinds,
    installation: Option<&Installation>,
) -> Result<VerifyReport> {
    let schema: i64 = conn.query_row("PRAGMA file.user_version", [], |r| r.get(0))?;
    let meta = |key: &str| -> Result<Option<String>> {
        Ok(conn
            .query_row("SELECT value FROM file.meta WHERE key = ?1", [key], |r| r.get(0))
            .optional()?)
    };
    let file_id = meta("file_id")?.unwrap_or_default();
    let signed = schema >= kind.signed_since();
    let columns = format!(
        "{}, {}",
        super::entry_columns(signed),
        if signed { "effects" } else { "NULL" }
    );
    let mut stmt = conn.prepare(&format!("SELECT {columns} FROM file.register ORDER BY seq"))?;
    let rows: Vec<Row> = stmt
        .query_map([], |r| {
            Ok(Row {
                entry: super::row_entry(r)?,
                effects: r.get(8)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    drop(stmt);

    let mut report = VerifyReport {
        entries: 0,
        head: RegisterHead {
            count: 0,
            hash: genesis(&file_id),
            key: None,
        },
        keys: Vec::new(),
        rows: 0,
        backups: 0,
        problems: Vec::new(),
        notes: Vec::new(),
    };
    let own = installation.map(|i| i.fingerprint().clone());
    chain::check_chain(&rows, kinds, &file_id, signed, own.as_ref(), &mut report);
    let recorded: i64 = meta("register_count")?.and_then(|c| c.parse().ok()).unwrap_or(0);
    let recorded_hash = meta("register_head")?.unwrap_or_else(|| genesis(&file_id));
    if recorded != report.head.count || recorded_hash != report.head.hash {
        report.problems.push(VerifyProblem::HeadMismatch {
            recorded,
            found: report.head.count,
        });
    }
    let hashes: HashMap<i64, &str> = rows.iter().map(|r| (r.seq, r.hash.as_str())).collect();
    let restores: Vec<(i64, Restored)> = rows
        .iter()
        .filter(|r| r.kind == <Restored as super::EntryBody>::KIND)
        .filter_map(|r| serde_json::from_str(&r.body).ok().map(|b| (r.seq, b)))
        .collect();
    if signed {
        projection::check_projection(conn, kind, kinds, schema, &rows, &mut report)?;
    } else {
        report.notes.push(VerifyNote::Unsigned { schema });
    }
    let logged = if kind.guarded() {
        backups::check_backup_log(conn, &hashes, &mut report)?
    } else {
        Vec::new()
    };
    let hash_at = |seq: i64| -> Option<String> {
        if seq == 0 {
            Some(genesis(&file_id))
        } else {
            hashes.get(&seq).map(|h| h.to_string())
        }
    };
    let head = report.head.clone();
    let line = Line {
        hash_at: &hash_at,
        head: &head,
        file_id: &file_id,
        restores: &restores,
    };
    backups::check_backups(path, &logged, &line, &mut report);
    match installation.and_then(|i| i.journal(&file_id, path)) {
        Some(j) => {
            if hashes.get(&j.count) != Some(&j.hash.as_str()) && !backups::given_up(&restores, j.count) {
                report.problems.push(VerifyProblem::JournalHead {
                    count: j.count,
                    hash: j.hash[..j.hash.len().min(12)].to_string(),
                    at: j.at,
                });
            }
        }
        None => report.notes.push(VerifyNote::NoJournal),
    }
    Ok(report)
}

/// Checks `claim` against a register's hashes and keys.
pub(crate) fn check_claim(conn: &Connection, claim: &HeadClaim) -> Result<Vec<VerifyProblem>> {
    let signed = super::has_column(conn, "register", "key")?;
    let sql = if signed {
        "SELECT hash, key FROM register WHERE seq = ?1"
    } else {
        "SELECT hash, NULL FROM register WHERE seq = ?1"
    };
    let found: Option<(String, Option<String>)> = conn
        .query_row(sql, [claim.count], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    let head = claim.to_string();
    Ok(match found {
        Some((hash, _)) if !hash.starts_with(&claim.hash) => vec![VerifyProblem::HeadNotFound { head }],
        None if claim.count > 0 => vec![VerifyProblem::HeadNotFound { head }],
        Some((_, key)) => match (&claim.key, key.as_deref().and_then(Fingerprint::parse)) {
            (Some(want), Some(got)) if *want != got => vec![VerifyProblem::HeadKey {
                head,
                found: got.grouped(),
            }],
            (Some(_), None) => vec![VerifyProblem::HeadKey {
                head,
                found: String::new(),
            }],
            _ => Vec::new(),
        },
        None => Vec::new(),
    })
}
