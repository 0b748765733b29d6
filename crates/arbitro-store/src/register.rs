//! The append-only, hash-chained register of incidents, sanctions, decisions,
//! appeals and precedents.
//!
//! Entry `n` stores its body (JSON text, exactly as hashed) and
//! `hash = SHA-256("{n}\n{kind}\n{prev_hash}\n{body}")`, where `prev_hash` is
//! the hash of entry `n-1`, or for entry 1 the file's genesis hash (derived
//! from the file's random id, so a register copied from another file does not
//! verify). Triggers refuse UPDATE and DELETE; corrections are new entries with
//! `"corrects": n`. The chain head (count and hash) is also kept in `meta`,
//! so cutting entries off the end is detected too. [`verify`] recomputes all.

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::error::{Result, StoreError};

/// Lower-case hex SHA-256 of `bytes`.
pub(crate) fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    let mut out = String::with_capacity(64);
    for b in digest.iter() {
        out.push_str(&format!("{b:02x}"));
    }
    out
}

/// The hash that entry 1 links to, for a file with id `file_id`.
pub(crate) fn genesis(file_id: &str) -> String {
    sha256_hex(format!("arbitro-register/1\n{file_id}").as_bytes())
}

/// The hash of one entry.
pub(crate) fn entry_hash(seq: i64, kind: &str, prev_hash: &str, body: &str) -> String {
    sha256_hex(format!("{seq}\n{kind}\n{prev_hash}\n{body}").as_bytes())
}

/// Reads a `meta` value.
pub(crate) fn meta_get(conn: &Connection, key: &str) -> Result<Option<String>> {
    Ok(conn
        .query_row("SELECT value FROM meta WHERE key = ?1", [key], |r| r.get(0))
        .optional()?)
}

/// Writes a `meta` value.
pub(crate) fn meta_set(conn: &Connection, key: &str, value: &str) -> Result<()> {
    conn.execute(
        "INSERT INTO meta (key, value) VALUES (?1, ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        params![key, value],
    )?;
    Ok(())
}

/// The head of a register: how many entries and the last hash.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegisterHead {
    /// Number of entries.
    pub count: i64,
    /// Hash of the last entry (the genesis hash when empty).
    pub hash: String,
}

impl std::fmt::Display for RegisterHead {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}@{}", self.count, self.hash)
    }
}

/// The head as recorded in `meta`.
pub(crate) fn head(conn: &Connection) -> Result<RegisterHead> {
    let file_id = meta_get(conn, "file_id")?
        .ok_or_else(|| StoreError::refused("the file has no id (meta.file_id is missing)"))?;
    let count = meta_get(conn, "register_count")?
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let hash = meta_get(conn, "register_head")?.unwrap_or_else(|| genesis(&file_id));
    Ok(RegisterHead { count, hash })
}

/// One stored entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegisterEntry {
    /// Position in the register (1, 2, 3…).
    pub seq: i64,
    /// Kind of entry (`incident`, `sanction`, `decision`, `appeal`, …).
    pub kind: String,
    /// The body as stored (JSON).
    pub body: String,
    /// Hash of the previous entry.
    pub prev_hash: String,
    /// This entry's hash.
    pub hash: String,
}

/// Appends an entry whose body is `body` serialised to JSON. Call inside the
/// transaction that makes the arbiter's write.
pub(crate) fn append<T: Serialize>(conn: &Connection, kind: &str, body: &T) -> Result<RegisterEntry> {
    let body = serde_json::to_string(body).map_err(|e| StoreError::Json {
        context: format!("register {kind} entry"),
        message: e.to_string(),
    })?;
    let head = head(conn)?;
    let seq = head.count + 1;
    let hash = entry_hash(seq, kind, &head.hash, &body);
    conn.execute(
        "INSERT INTO register (seq, kind, body, prev_hash, hash) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![seq, kind, body, head.hash, hash],
    )?;
    meta_set(conn, "register_count", &seq.to_string())?;
    meta_set(conn, "register_head", &hash)?;
    Ok(RegisterEntry {
        seq,
        kind: kind.to_string(),
        body,
        prev_hash: head.hash,
        hash,
    })
}

/// Reads one entry.
pub(crate) fn get(conn: &Connection, seq: i64) -> Result<Option<RegisterEntry>> {
    Ok(conn
        .query_row(
            "SELECT seq, kind, body, prev_hash, hash FROM register WHERE seq = ?1",
            [seq],
            row_entry,
        )
        .optional()?)
}

pub(crate) fn row_entry(r: &rusqlite::Row<'_>) -> rusqlite::Result<RegisterEntry> {
    Ok(RegisterEntry {
        seq: r.get(0)?,
        kind: r.get(1)?,
        body: r.get(2)?,
        prev_hash: r.get(3)?,
        hash: r.get(4)?,
    })
}

/// Entries of one kind, oldest first.
pub(crate) fn of_kind(conn: &Connection, kind: &str) -> Result<Vec<RegisterEntry>> {
    let mut stmt = conn.prepare_cached(
        "SELECT seq, kind, body, prev_hash, hash FROM register WHERE kind = ?1 ORDER BY seq",
    )?;
    let rows = stmt.query_map([kind], row_entry)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Deserialises an entry's body.
pub(crate) fn decode<T: for<'de> Deserialize<'de>>(entry: &RegisterEntry) -> Result<T> {
    serde_json::from_str(&entry.body).map_err(|e| StoreError::Json {
        context: format!("register entry {} ({})", entry.seq, entry.kind),
        message: e.to_string(),
    })
}

/// One thing wrong with a register.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VerifyProblem {
    /// The entry concerned (0 for the register as a whole).
    pub seq: i64,
    /// What is wrong.
    pub message: String,
}

/// The outcome of [`verify`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VerifyReport {
    /// Entries read.
    pub entries: i64,
    /// The head recomputed from the entries.
    pub head: RegisterHead,
    /// Every problem found; empty when the register is intact.
    pub problems: Vec<VerifyProblem>,
}

impl VerifyReport {
    /// True when nothing was found wrong.
    pub fn is_intact(&self) -> bool {
        self.problems.is_empty()
    }
}

/// Recomputes the whole chain and compares it with what is stored.
pub(crate) fn verify(conn: &Connection) -> Result<VerifyReport> {
    let file_id = meta_get(conn, "file_id")?.unwrap_or_default();
    let mut problems = Vec::new();
    let mut prev = genesis(&file_id);
    let mut expected_seq = 1i64;
    let mut stmt = conn.prepare("SELECT seq, kind, body, prev_hash, hash FROM register ORDER BY seq")?;
    let rows = stmt.query_map([], row_entry)?;
    let mut kinds_by_seq = std::collections::HashMap::new();
    for row in rows {
        let e = row?;
        if e.seq != expected_seq {
            problems.push(VerifyProblem {
                seq: e.seq,
                message: format!("entries {expected_seq}..{} are missing (deleted)", e.seq - 1),
            });
        }
        if e.prev_hash != prev {
            problems.push(VerifyProblem {
                seq: e.seq,
                message: "does not link to the entry before it (an entry was deleted, inserted or rewritten)"
                    .to_string(),
            });
        }
        let recomputed = entry_hash(e.seq, &e.kind, &e.prev_hash, &e.body);
        if recomputed != e.hash {
            problems.push(VerifyProblem {
                seq: e.seq,
                message: format!(
                    "{} entry was edited: its content no longer matches its hash",
                    e.kind
                ),
            });
        }
        match serde_json::from_str::<serde_json::Value>(&e.body) {
            Ok(v) => {
                if let Some(target) = v.get("corrects").and_then(|c| c.as_i64()) {
                    match kinds_by_seq.get(&target) {
                        None => problems.push(VerifyProblem {
                            seq: e.seq,
                            message: format!("corrects entry {target}, which does not come before it"),
                        }),
                        Some(k) if *k != e.kind => problems.push(VerifyProblem {
                            seq: e.seq,
                            message: format!("a {} entry cannot correct {k} entry {target}", e.kind),
                        }),
                        _ => {}
                    }
                }
            }
            Err(err) => problems.push(VerifyProblem {
                seq: e.seq,
                message: format!("body is not JSON: {err}"),
            }),
        }
        kinds_by_seq.insert(e.seq, e.kind.clone());
        prev = e.hash.clone();
        expected_seq = e.seq + 1;
    }
    let entries = expected_seq - 1;
    let stored = head(conn)?;
    if stored.count != entries || stored.hash != prev {
        problems.push(VerifyProblem {
            seq: 0,
            message: format!(
                "the recorded head is entry {} ({}…) but the register ends at entry {} ({}…): entries were removed or added behind arbitro's back",
                stored.count,
                &stored.hash[..stored.hash.len().min(12)],
                entries,
                &prev[..12]
            ),
        });
    }
    Ok(VerifyReport {
        entries,
        head: RegisterHead {
            count: entries,
            hash: prev,
        },
        problems,
    })
}

/// Checks that the register of `older` (a backup) is a prefix of `conn`'s.
pub(crate) fn compare_prefix(conn: &Connection, older: &Connection) -> Result<Vec<VerifyProblem>> {
    let mut problems = Vec::new();
    let mut stmt = older.prepare("SELECT seq, hash FROM register ORDER BY seq")?;
    let rows = stmt.query_map([], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))?;
    for row in rows {
        let (seq, hash) = row?;
        let now: Option<String> = conn
            .query_row("SELECT hash FROM register WHERE seq = ?1", [seq], |r| r.get(0))
            .optional()?;
        match now {
            None => problems.push(VerifyProblem {
                seq,
                message: "present in the backup but missing now".to_string(),
            }),
            Some(h) if h != hash => problems.push(VerifyProblem {
                seq,
                message: "differs from the backup's entry".to_string(),
            }),
            _ => {}
        }
    }
    Ok(problems)
}
