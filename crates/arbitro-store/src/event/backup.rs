//! Backups with SQLite's online-backup API: before each round is paired, and
//! on demand; restoring one is a single call that first keeps a copy of the
//! file being replaced.

use std::path::{Path, PathBuf};

use rusqlite::params;

use super::Event;
use crate::db::{self, FileKind};
use crate::error::{Result, StoreError};
use crate::register;

/// One backup taken.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BackupRecord {
    /// When.
    pub at: String,
    /// The file written.
    pub file: String,
    /// Why (`before-pairing`, `manual`, `before-restore`).
    pub reason: String,
    /// The round about to be paired, for automatic backups.
    pub round: Option<u32>,
}

/// The folder next to an event file where its backups go: `NAME.backups/`.
pub fn backup_dir(event_path: &Path) -> PathBuf {
    let name = event_path
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_else(|| "event".to_string());
    event_path.with_file_name(format!("{name}.backups"))
}

impl Event {
    /// Copies the event, consistently, to `dest` (which must not exist) and
    /// logs it. Returns the path written.
    pub fn backup_to(&mut self, dest: &Path, reason: &str, round: Option<u32>) -> Result<PathBuf> {
        if dest.exists() {
            return Err(StoreError::AlreadyExists(dest.to_path_buf()));
        }
        if let Some(dir) = dest.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| StoreError::Io {
                path: dir.to_path_buf(),
                source,
            })?;
        }
        let head = register::head(self.conn())?;
        self.conn()
            .backup(rusqlite::MAIN_DB, dest, None)
            .map_err(|e| db::classify(dest, e))?;
        let at = self.now();
        let file = dest.to_string_lossy().to_string();
        let reason = reason.to_string();
        self.write(|tx| {
            tx.execute(
                "INSERT INTO backup_log (at, file, reason, round, register_count, register_head)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![at, file, reason, round, head.count, head.hash],
            )?;
            Ok(())
        })?;
        Ok(dest.to_path_buf())
    }

    /// A backup in the event's backup folder, named after the time and reason.
    pub fn backup(&mut self, reason: &str) -> Result<PathBuf> {
        let stamp = self.now_time().format("%Y%m%d-%H%M%S").to_string();
        let stem = self
            .path()
            .file_stem()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_else(|| "event".into());
        let dir = backup_dir(self.path());
        let mut n = 0;
        loop {
            let suffix = if n == 0 { String::new() } else { format!("-{n}") };
            let dest = dir.join(format!("{stem}-{stamp}-{reason}{suffix}.db"));
            if !dest.exists() {
                return self.backup_to(&dest, reason, None);
            }
            n += 1;
        }
    }

    /// The automatic backup before round `round` is paired.
    pub(crate) fn backup_before_round(&mut self, round: u32) -> Result<PathBuf> {
        let stem = self
            .path()
            .file_stem()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_else(|| "event".into());
        let stamp = self.now_time().format("%Y%m%d-%H%M%S").to_string();
        let dir = backup_dir(self.path());
        let mut n = 0;
        loop {
            let suffix = if n == 0 { String::new() } else { format!("-{n}") };
            let dest = dir.join(format!("{stem}-before-round-{round}-{stamp}{suffix}.db"));
            if !dest.exists() {
                return self.backup_to(&dest, "before-pairing", Some(round));
            }
            n += 1;
        }
    }

    /// Backups taken, oldest first.
    pub fn backups(&self) -> Result<Vec<BackupRecord>> {
        let mut stmt = self
            .conn()
            .prepare("SELECT at, file, reason, round FROM backup_log ORDER BY id")?;
        let rows = stmt.query_map([], |r| {
            Ok(BackupRecord {
                at: r.get(0)?,
                file: r.get(1)?,
                reason: r.get(2)?,
                round: r.get(3)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Checks that this file's register extends the one in `backup` (nothing
    /// recorded before the backup was changed or removed since).
    pub fn verify_against(&self, backup: &Path) -> Result<Vec<crate::register::VerifyProblem>> {
        let older = db::open_read_only(backup, FileKind::Event)?;
        register::compare_prefix(self.conn(), &older)
    }
}

/// Restores `backup` over the event file at `target`: the backup is checked
/// first (an event file, not damaged, register intact); the current file, if
/// any, is kept as `NAME.before-restore-N.db` next to it. Returns that copy.
pub fn restore(backup: &Path, target: &Path) -> Result<Option<PathBuf>> {
    {
        let src = Event::open_read_only(backup)?;
        let report = src.verify()?;
        if !report.is_intact() {
            return Err(StoreError::refused(format!(
                "{}: its register does not verify ({}); not restoring it",
                backup.display(),
                report.problems[0].message
            )));
        }
    }
    let mut kept = None;
    if target.exists() {
        let stem = target
            .file_stem()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_else(|| "event".into());
        let mut n = 1;
        let copy = loop {
            let c = target.with_file_name(format!("{stem}.before-restore-{n}.db"));
            if !c.exists() {
                break c;
            }
            n += 1;
        };
        match Event::open(target) {
            Ok(mut current) => {
                current.backup_to(&copy, "before-restore", None)?;
            }
            Err(_) => {
                // A damaged or foreign file is kept byte for byte.
                std::fs::copy(target, &copy).map_err(|source| StoreError::Io {
                    path: copy.clone(),
                    source,
                })?;
            }
        }
        kept = Some(copy);
        for suffix in ["-wal", "-shm"] {
            let side = PathBuf::from(format!("{}{suffix}", target.display()));
            if side.exists() {
                std::fs::remove_file(&side).map_err(|source| StoreError::Io { path: side, source })?;
            }
        }
        std::fs::remove_file(target).map_err(|source| StoreError::Io {
            path: target.to_path_buf(),
            source,
        })?;
    }
    let src = db::open_read_only(backup, FileKind::Event)?;
    src.backup(rusqlite::MAIN_DB, target, None)
        .map_err(|e| db::classify(target, e))?;
    // Opening checks and configures the restored file.
    Event::open(target)?;
    Ok(kept)
}
