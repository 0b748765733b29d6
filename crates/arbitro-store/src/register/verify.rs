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

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use rusqlite::types::ValueRef;
use rusqlite::{Connection, OpenFlags, OptionalExtension};
use serde::{Deserialize, Serialize};

use super::effects::{self, ApplyProblem, DERIVED_TABLES, projected_tables};
use super::problems::{VerifyNote, VerifyProblem};
use super::{RegisterHead, entry_hash, genesis, legacy_hash, signed_message, signed_since};
use crate::db::FileKind;
use crate::entries::{self, KeyEntry, Restored};
use crate::error::Result;
use crate::installation::{Fingerprint, Installation, signature_ok};

/// Problems listed per table before the rest are counted.
const ROWS_LISTED: usize = 5;

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
/// and not newer than this build). `installation`: whose journal to check.
pub(crate) fn verify(
    path: &Path,
    kind: FileKind,
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
    let out = verify_snapshot(&conn, path, kind, installation);
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
    installation: Option<&Installation>,
) -> Result<VerifyReport> {
    let schema: i64 = conn.query_row("PRAGMA file.user_version", [], |r| r.get(0))?;
    let meta = |key: &str| -> Result<Option<String>> {
        Ok(conn
            .query_row("SELECT value FROM file.meta WHERE key = ?1", [key], |r| r.get(0))
            .optional()?)
    };
    let file_id = meta("file_id")?.unwrap_or_default();
    let signed = schema >= signed_since(kind);
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
    check_chain(&rows, &file_id, signed, own.as_ref(), &mut report);
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
        .filter(|r| r.kind == "restore")
        .filter_map(|r| serde_json::from_str(&r.body).ok().map(|b| (r.seq, b)))
        .collect();
    if signed {
        check_projection(conn, kind, schema, &rows, &mut report)?;
    } else {
        report.notes.push(VerifyNote::Unsigned { schema });
    }
    let logged = if kind == FileKind::Event {
        check_backup_log(conn, &hashes, &mut report)?
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
    check_backups(path, &logged, &line, &mut report);
    match installation.and_then(|i| i.journal(&file_id, path)) {
        Some(j) => {
            if hashes.get(&j.count) != Some(&j.hash.as_str()) && !given_up(&restores, j.count) {
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

/// Whether a head of `count` entries can belong to the line a restore gave up.
fn given_up(restores: &[(i64, Restored)], count: i64) -> bool {
    restores
        .iter()
        .any(|(_, r)| r.count < count && r.replaced.as_ref().is_some_and(|(n, _)| *n >= count))
}

fn check_chain(
    rows: &[Row],
    file_id: &str,
    signed_schema: bool,
    own: Option<&Fingerprint>,
    report: &mut VerifyReport,
) {
    let problems = &mut report.problems;
    let mut prev = genesis(file_id);
    let mut expected = 1i64;
    let mut keys: HashMap<String, (String, usize)> = HashMap::new();
    let mut kinds: HashMap<i64, &str> = HashMap::new();
    let mut signing = false;
    for e in rows {
        if e.seq != expected {
            problems.push(VerifyProblem::EntriesMissing {
                from: expected,
                to: e.seq - 1,
            });
        }
        if e.prev_hash != prev {
            problems.push(VerifyProblem::BrokenLink { seq: e.seq });
        }
        match (&e.schema, &e.key, &e.signature) {
            (Some(schema), Some(key), Some(signature)) => {
                signing = true;
                let recomputed = entry_hash(
                    e.seq,
                    &e.kind,
                    *schema,
                    key,
                    &e.prev_hash,
                    e.effects.as_deref(),
                    &e.body,
                );
                if recomputed != e.hash {
                    problems.push(VerifyProblem::EntryEdited {
                        seq: e.seq,
                        kind: e.kind.clone(),
                    });
                }
                if e.kind == "key" {
                    match serde_json::from_str::<KeyEntry>(&e.body) {
                        Ok(k) => {
                            let fp =
                                crate::installation::unhex::<32>(&k.public_key).map(|p| Fingerprint::of(&p));
                            if fp.as_ref().map(Fingerprint::as_str) != Some(k.fingerprint.as_str())
                                || k.fingerprint != *key
                            {
                                problems.push(VerifyProblem::KeyMismatch { seq: e.seq });
                            } else if !keys.contains_key(key) {
                                report.keys.push(KeyUse {
                                    fingerprint: Fingerprint::parse(key)
                                        .unwrap_or_else(|| Fingerprint::of(&[0; 32])),
                                    label: k.label.clone(),
                                    introduced: e.seq,
                                    entries: 0,
                                    this_installation: own.is_some_and(|o| o.as_str() == key),
                                });
                                keys.insert(key.clone(), (k.public_key, report.keys.len() - 1));
                            }
                        }
                        Err(_) => problems.push(VerifyProblem::KeyMismatch { seq: e.seq }),
                    }
                }
                match keys.get(key) {
                    Some((public, at)) => {
                        report.keys[*at].entries += 1;
                        if !signature_ok(public, &signed_message(&e.hash), signature) {
                            problems.push(VerifyProblem::BadSignature {
                                seq: e.seq,
                                key: key.clone(),
                            });
                        }
                    }
                    None => problems.push(VerifyProblem::UnknownKey {
                        seq: e.seq,
                        key: key.clone(),
                    }),
                }
            }
            _ => {
                if signing || !signed_schema && e.schema.is_some() {
                    problems.push(VerifyProblem::Unsigned { seq: e.seq });
                }
                if legacy_hash(e.seq, &e.kind, &e.prev_hash, &e.body) != e.hash {
                    problems.push(VerifyProblem::EntryEdited {
                        seq: e.seq,
                        kind: e.kind.clone(),
                    });
                }
            }
        }
        match entries::find(&e.kind) {
            Some(k) => {
                if let Err(detail) = (k.check)(&e.body) {
                    problems.push(VerifyProblem::BadBody {
                        seq: e.seq,
                        kind: e.kind.clone(),
                        detail,
                    });
                }
            }
            None => problems.push(VerifyProblem::UnknownKind {
                seq: e.seq,
                kind: e.kind.clone(),
            }),
        }
        if e.body.contains("\"corrects\"")
            && let Ok(v) = serde_json::from_str::<serde_json::Value>(&e.body)
            && let Some(target) = v.get("corrects").and_then(serde_json::Value::as_i64)
            && kinds.get(&target) != Some(&e.kind.as_str())
        {
            problems.push(VerifyProblem::BadCorrection { seq: e.seq, target });
        }
        kinds.insert(e.seq, &e.kind);
        prev = e.hash.clone();
        expected = e.seq + 1;
    }
    if signed_schema && !signing {
        problems.push(VerifyProblem::NothingSigned);
    }
    // The first signed entry opens the file or follows its upgrade: the
    // register cannot begin to be signed half-way through by anyone else.
    if let Some(first) = rows.iter().find(|e| e.signature.is_some()) {
        let legacy_before = rows.iter().any(|e| e.seq < first.seq);
        let opens = !legacy_before && first.kind == "key";
        let upgrade = rows
            .iter()
            .find(|e| e.seq > first.seq && e.kind != "key")
            .is_some_and(|e| e.kind == "baseline");
        if !opens && !upgrade {
            problems.push(VerifyProblem::Unsigned { seq: first.seq - 1 });
        }
    }
    report.entries = expected - 1;
    report.head = RegisterHead {
        count: expected - 1,
        hash: prev,
        key: rows
            .last()
            .and_then(|e| e.key.as_deref())
            .and_then(Fingerprint::parse),
    };
}

/// The key columns of a compared table, for messages.
fn key_text(names: &[String], values: &[String]) -> String {
    names
        .iter()
        .zip(values)
        .map(|(n, v)| format!("{n}={v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn value_text(v: ValueRef<'_>) -> String {
    match v {
        ValueRef::Null => "NULL".to_string(),
        ValueRef::Integer(i) => i.to_string(),
        ValueRef::Real(f) => f.to_string(),
        ValueRef::Text(t) => String::from_utf8_lossy(t).to_string(),
        ValueRef::Blob(b) => format!("<{} bytes>", b.len()),
    }
}

/// A value as a message shows it: a long text cut around where it first
/// differs from `other`, so that the difference is what is seen.
fn shown(text: &str, other: &str) -> String {
    const WIDTH: usize = 48;
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= WIDTH {
        return text.to_string();
    }
    let first_difference = text
        .chars()
        .zip(other.chars())
        .position(|(a, b)| a != b)
        .unwrap_or(chars.len().min(other.chars().count()));
    let start = first_difference
        .saturating_sub(WIDTH / 3)
        .min(chars.len() - WIDTH);
    let end = start + WIDTH;
    let mut out = String::new();
    if start > 0 {
        out.push('…');
    }
    out.extend(&chars[start..end]);
    if end < chars.len() {
        out.push('…');
    }
    out
}

fn check_projection(
    conn: &Connection,
    kind: FileKind,
    schema: i64,
    rows: &[Row],
    report: &mut VerifyReport,
) -> Result<()> {
    let first = rows
        .iter()
        .filter_map(|r| r.schema)
        .next()
        .unwrap_or(schema)
        .max(signed_since(kind));
    effects::migrate_replay(conn, kind, 0, first)?;
    let mut version = first;
    for r in rows {
        if let Some(s) = r.schema
            && s > version
        {
            effects::migrate_replay(conn, kind, version, s)?;
            version = s;
        }
        if r.schema.is_some()
            && let Some(fx) = &r.effects
            && let Err(p) = effects::apply(conn, kind, fx)
        {
            report.problems.push(VerifyProblem::ReplayFailed {
                seq: r.seq,
                table: match p {
                    ApplyProblem::Malformed => "?".to_string(),
                    ApplyProblem::Table(t) | ApplyProblem::Conflict(t) => t,
                },
            });
        }
        if let Some(k) = entries::find(&r.kind)
            && let Some(derive) = k.derive
            && derive(conn, &r.entry).is_err()
        {
            report.problems.push(VerifyProblem::ReplayFailed {
                seq: r.seq,
                table: "precedent_key".to_string(),
            });
        }
    }
    if schema > version {
        effects::migrate_replay(conn, kind, version, schema)?;
    }
    compare_schema(conn, report)?;
    for table in projected_tables(kind) {
        let s = effects::shape(conn, "main", table)?;
        let select = format!(
            "SELECT {} FROM {{db}}.{table}",
            s.columns
                .iter()
                .map(|c| format!("\"{c}\""))
                .collect::<Vec<_>>()
                .join(", ")
        );
        compare_rows(conn, table, &select, &s.key, report)?;
    }
    for (table, select) in DERIVED_TABLES {
        let key = if *table == "precedent_fts" { "rowid" } else { "seq" };
        compare_rows(conn, table, select, &[key.to_string()], report)?;
    }
    Ok(())
}

/// The file's tables, indexes and triggers must be those its migrations made.
fn compare_schema(conn: &Connection, report: &mut VerifyReport) -> Result<()> {
    let objects = |db: &str| -> Result<BTreeSet<(String, String, String)>> {
        let mut stmt = conn.prepare(&format!(
            "SELECT type, name, COALESCE(sql, '') FROM {db}.sqlite_master WHERE name NOT LIKE 'sqlite_%'"
        ))?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    };
    let expected = objects("main")?;
    let found = objects("file")?;
    for (kind, name, _) in expected.symmetric_difference(&found) {
        schema_changed(report, kind, name);
    }
    Ok(())
}

fn schema_changed(report: &mut VerifyReport, kind: &str, name: &str) {
    let problem = VerifyProblem::SchemaChanged {
        kind: kind.to_string(),
        name: name.to_string(),
    };
    if !report.problems.contains(&problem) {
        report.problems.push(problem);
    }
}

/// Compares one table as the register wrote it (`main`) with the file's.
fn compare_rows(
    conn: &Connection,
    table: &str,
    select: &str,
    key: &[String],
    report: &mut VerifyReport,
) -> Result<()> {
    let of = |db: &str| select.replace("{db}", db);
    let count: i64 = match conn.query_row(&format!("SELECT COUNT(*) FROM ({})", of("main")), [], |r| {
        r.get(0)
    }) {
        Ok(n) => n,
        Err(_) => return Ok(()),
    };
    report.rows += count;
    let keys_of = |a: &str, b: &str| -> Result<Vec<Vec<String>>> {
        let cols = key
            .iter()
            .map(|k| format!("\"{k}\""))
            .collect::<Vec<_>>()
            .join(", ");
        let sql = format!("SELECT {cols} FROM ({} EXCEPT {}) ORDER BY {cols}", of(a), of(b));
        let mut stmt = match conn.prepare(&sql) {
            Ok(s) => s,
            Err(_) => {
                return Ok(Vec::new());
            }
        };
        let rows = stmt.query_map([], |r| {
            (0..key.len()).map(|i| Ok(value_text(r.get_ref(i)?))).collect()
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    };
    let key_select =
        |a: &str, b: &str| -> bool { conn.prepare(&format!("{} EXCEPT {}", of(a), of(b))).is_err() };
    if key_select("file", "main") {
        schema_changed(report, "table", table);
        return Ok(());
    }
    let in_file = keys_of("file", "main")?;
    let in_register = keys_of("main", "file")?;
    if in_file.is_empty() && in_register.is_empty() {
        return Ok(());
    }
    let file_keys: BTreeSet<&Vec<String>> = in_file.iter().collect();
    let register_keys: BTreeSet<&Vec<String>> = in_register.iter().collect();
    let mut listed = 0usize;
    let mut more = 0i64;
    // In the tables' key order: the file's rows, then those only the register has.
    let all = in_file
        .iter()
        .chain(in_register.iter().filter(|k| !file_keys.contains(k)));
    for k in all {
        if listed >= ROWS_LISTED {
            more += 1;
            continue;
        }
        listed += 1;
        let row = key_text(key, k);
        let problem = match (file_keys.contains(k), register_keys.contains(k)) {
            (true, true) => changed_column(conn, &of("file"), &of("main"), key, k)?
                .map(|(column, file, register)| VerifyProblem::RowChanged {
                    table: table.to_string(),
                    row: row.clone(),
                    column,
                    file,
                    register,
                })
                .unwrap_or(VerifyProblem::RowAdded {
                    table: table.to_string(),
                    row,
                }),
            (true, false) => VerifyProblem::RowAdded {
                table: table.to_string(),
                row,
            },
            _ => VerifyProblem::RowRemoved {
                table: table.to_string(),
                row,
            },
        };
        report.problems.push(problem);
    }
    if more > 0 {
        report.problems.push(VerifyProblem::MoreRows {
            table: table.to_string(),
            more,
        });
    }
    Ok(())
}

/// The first column of the row with key `k` that differs between two selects.
fn changed_column(
    conn: &Connection,
    file_select: &str,
    register_select: &str,
    key: &[String],
    k: &[String],
) -> Result<Option<(String, String, String)>> {
    let fetch = |select: &str| -> Result<Option<Vec<(String, String)>>> {
        let mut stmt = conn.prepare(select)?;
        let names: Vec<String> = stmt.column_names().iter().map(|s| s.to_string()).collect();
        let mut rows = stmt.query([])?;
        while let Some(r) = rows.next()? {
            let values: Vec<String> = (0..names.len())
                .map(|i| r.get_ref(i).map(value_text))
                .collect::<rusqlite::Result<_>>()?;
            let matches = key.iter().zip(k).all(|(kc, kv)| {
                names
                    .iter()
                    .position(|n| n == kc)
                    .is_some_and(|i| values[i] == *kv)
            });
            if matches {
                return Ok(Some(names.iter().cloned().zip(values).collect()));
            }
        }
        Ok(None)
    };
    let (Some(a), Some(b)) = (fetch(file_select)?, fetch(register_select)?) else {
        return Ok(None);
    };
    Ok(a.into_iter()
        .zip(b)
        .find(|((_, x), (_, y))| x != y)
        .map(|((name, x), (_, y))| (name, shown(&x, &y), shown(&y, &x))))
}

/// Each backup the file's log lists must be an entry of the register.
fn check_backup_log(
    conn: &Connection,
    hashes: &HashMap<i64, &str>,
    report: &mut VerifyReport,
) -> Result<Vec<(String, i64, String)>> {
    let mut stmt =
        conn.prepare("SELECT file, register_count, register_head FROM file.backup_log ORDER BY id")?;
    let rows: Vec<(String, i64, String)> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<rusqlite::Result<_>>()?;
    for (file, count, hash) in &rows {
        let genesis_ok = *count == 0;
        if !genesis_ok && hashes.get(count) != Some(&hash.as_str()) {
            report.problems.push(VerifyProblem::BackupLogHead {
                file: file.clone(),
                count: *count,
            });
        }
    }
    Ok(rows)
}

/// The backups of the file: those its log lists and those in its backup folder.
pub(crate) fn backup_files(path: &Path, logged: &[String]) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = logged
        .iter()
        .map(|name| crate::event::resolve_logged(path, name))
        .collect();
    if let Ok(dir) = std::fs::read_dir(crate::event::backup_dir(path)) {
        let mut found: Vec<PathBuf> = dir
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "db"))
            .collect();
        found.sort();
        out.extend(found);
    }
    let mut seen = BTreeSet::new();
    out.retain(|p| seen.insert(std::fs::canonicalize(p).unwrap_or_else(|_| p.clone())));
    out
}

/// The file id and head of a backup, read without writing to it (from its
/// header and last entry: no integrity scan of the whole file).
pub(crate) fn backup_head(file: &Path) -> Result<(String, RegisterHead)> {
    let conn = crate::db::open_read_only_light(file, FileKind::Event)?;
    let id = super::meta_get(&conn, "file_id")?.unwrap_or_default();
    Ok((id, super::last_row_head(&conn)?))
}

/// What a backup says about the event's register.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum BackupState {
    /// Another event's file.
    Foreign,
    /// Its head is an entry of the register (or, for a logged backup, it
    /// still holds the head it was taken at: what came after is its own).
    Consistent,
    /// It extends the register: the register lost entries it has.
    Lost { count: i64 },
    /// It no longer holds the head the backup log gives for it.
    Changed { count: i64 },
    /// Its register and the event's went separate ways after a common part
    /// (a restore gave up that line, or the backup was written to).
    Diverged { restore: Option<i64> },
}

/// The register as a backup is judged against: its hashes and head.
pub(crate) struct Line<'a> {
    /// Hash of each entry by number (0: the genesis).
    pub hash_at: &'a dyn Fn(i64) -> Option<String>,
    /// The head.
    pub head: &'a RegisterHead,
    /// The file id.
    pub file_id: &'a str,
    /// The restores recorded.
    pub restores: &'a [(i64, Restored)],
}

/// Judges the backup `file` against the event's register; `logged`: the head
/// the event's backup log gives for it.
pub(crate) fn backup_state(file: &Path, line: &Line<'_>, logged: Option<(i64, &str)>) -> Result<BackupState> {
    let conn = crate::db::open_read_only_light(file, FileKind::Event)?;
    let id = super::meta_get(&conn, "file_id")?.unwrap_or_default();
    if id != line.file_id {
        return Ok(BackupState::Foreign);
    }
    let own_hash = |seq: i64| -> Result<Option<String>> {
        if seq == 0 {
            return Ok(Some(genesis(&id)));
        }
        Ok(conn
            .query_row("SELECT hash FROM register WHERE seq = ?1", [seq], |r| r.get(0))
            .optional()?)
    };
    if let Some((n, h)) = logged {
        return Ok(if own_hash(n)?.as_deref() == Some(h) {
            BackupState::Consistent
        } else {
            BackupState::Changed { count: n }
        });
    }
    let head = super::last_row_head(&conn)?;
    if head.count == 0 || (line.hash_at)(head.count).as_deref() == Some(head.hash.as_str()) {
        return Ok(BackupState::Consistent);
    }
    let restore = line
        .restores
        .iter()
        .find(|(_, r)| r.count < head.count && r.replaced.as_ref().is_some_and(|(n, _)| *n >= head.count))
        .map(|(seq, _)| *seq);
    if restore.is_none()
        && head.count > line.head.count
        && own_hash(line.head.count)?.as_deref() == Some(line.head.hash.as_str())
    {
        return Ok(BackupState::Lost { count: head.count });
    }
    Ok(BackupState::Diverged { restore })
}

fn check_backups(path: &Path, logged: &[(String, i64, String)], line: &Line<'_>, report: &mut VerifyReport) {
    let names: Vec<String> = logged.iter().map(|(f, ..)| f.clone()).collect();
    for file in backup_files(path, &names) {
        let name = file.display().to_string();
        if !file.exists() {
            report.notes.push(VerifyNote::BackupMissing { file: name });
            continue;
        }
        let log = logged
            .iter()
            .find(|(f, ..)| crate::event::resolve_logged(path, f) == file)
            .map(|(_, n, h)| (*n, h.as_str()));
        match backup_state(&file, line, log) {
            Err(_) => report.notes.push(VerifyNote::BackupUnreadable { file: name }),
            Ok(BackupState::Foreign) => {}
            Ok(state) => {
                report.backups += 1;
                match state {
                    BackupState::Lost { count } => report
                        .problems
                        .push(VerifyProblem::BackupAhead { file: name, count }),
                    BackupState::Changed { count } => report
                        .problems
                        .push(VerifyProblem::BackupChanged { file: name, count }),
                    BackupState::Diverged {
                        restore: Some(restore),
                    } => report
                        .notes
                        .push(VerifyNote::BackupBeforeRestore { file: name, restore }),
                    BackupState::Diverged { restore: None } => {
                        report.notes.push(VerifyNote::BackupDiverged { file: name })
                    }
                    BackupState::Consistent | BackupState::Foreign => {}
                }
            }
        }
    }
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
