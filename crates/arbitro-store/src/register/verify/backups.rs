//! The heads kept outside the register: each backup in the file's backup
//! log and in its backup folder must be an entry of the register (or of
//! the line a restore gave up); a write refuses a file whose backups hold
//! entries its register lost.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use rusqlite::{Connection, OptionalExtension};

use super::VerifyReport;
use crate::db::FileKind;
use crate::error::Result;
use crate::register::backup::{backup_dir, resolve_logged};
use crate::register::{RegisterHead, Restored, VerifyNote, VerifyProblem, genesis, last_row_head, meta_get};

/// Whether a head of `count` entries can belong to the line a restore gave up.
pub(crate) fn given_up(restores: &[(i64, Restored)], count: i64) -> bool {
    restores
        .iter()
        .any(|(_, r)| r.count < count && r.replaced.as_ref().is_some_and(|(n, _)| *n >= count))
}

/// Each backup the file's log lists must be an entry of the register.
pub(super) fn check_backup_log(
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
    let mut out: Vec<PathBuf> = logged.iter().map(|name| resolve_logged(path, name)).collect();
    if let Ok(dir) = std::fs::read_dir(backup_dir(path)) {
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
    let id = meta_get(&conn, "file_id")?.unwrap_or_default();
    Ok((id, last_row_head(&conn)?))
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
    let id = meta_get(&conn, "file_id")?.unwrap_or_default();
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
    let head = last_row_head(&conn)?;
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

pub(super) fn check_backups(
    path: &Path,
    logged: &[(String, i64, String)],
    line: &Line<'_>,
    report: &mut VerifyReport,
) {
    let names: Vec<String> = logged.iter().map(|(f, ..)| f.clone()).collect();
    for file in backup_files(path, &names) {
        let name = file.display().to_string();
        if !file.exists() {
            report.notes.push(VerifyNote::BackupMissing { file: name });
            continue;
        }
        let log = logged
            .iter()
            .find(|(f, ..)| resolve_logged(path, f) == file)
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

/// The first thing a write must refuse in the backups of the file (its
/// log's and its folder's): one that holds entries the register lost, or
/// one that differs from what the log says it holds.
pub(crate) fn backup_refusal(
    conn: &Connection,
    path: &Path,
    file_id: &str,
    head: &RegisterHead,
    restores: &[(i64, Restored)],
) -> std::result::Result<(), VerifyProblem> {
    let logged: Vec<(String, i64, String)> = conn
        .prepare_cached("SELECT file, register_count, register_head FROM backup_log ORDER BY id")
        .and_then(|mut stmt| {
            stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                .collect::<rusqlite::Result<_>>()
        })
        .unwrap_or_default();
    let hash_at = |seq: i64| -> Option<String> {
        if seq == 0 {
            return Some(genesis(file_id));
        }
        conn.query_row("SELECT hash FROM register WHERE seq = ?1", [seq], |r| r.get(0))
            .ok()
    };
    let line = Line {
        hash_at: &hash_at,
        head,
        file_id,
        restores,
    };
    let names: Vec<String> = logged.iter().map(|(f, ..)| f.clone()).collect();
    for file in backup_files(path, &names) {
        let log = logged
            .iter()
            .find(|(f, ..)| resolve_logged(path, f) == file)
            .map(|(_, n, h)| (*n, h.as_str()));
        match backup_state(&file, &line, log) {
            Ok(BackupState::Lost { count }) => {
                return Err(VerifyProblem::BackupAhead {
                    file: file.display().to_string(),
                    count,
                });
            }
            Ok(BackupState::Changed { count }) => {
                return Err(VerifyProblem::BackupChanged {
                    file: file.display().to_string(),
                    count,
                });
            }
            _ => {}
        }
    }
    Ok(())
}
