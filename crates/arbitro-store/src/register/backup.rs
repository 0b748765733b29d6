//! Backups and restores, both atomic.
//!
//! A backup is written by SQLite's online-backup API to a hidden temporary
//! name next to its place (`.NAME.PID.partial`), checked (integrity, the
//! event's id, the head it holds), synced and only then renamed to its
//! name: a backup killed half-way leaves a `.partial` file, never one that
//! looks like a backup. The backup is then recorded in the register.
//!
//! A restore never touches the event file before the restored copy is
//! complete and checked: the backup is verified, copied to a temporary file
//! next to the target, opened (integrity, `verify`), given a `restore`
//! entry, checkpointed and synced; a safety copy of the file being replaced
//! is kept (`NAME.before-restore-N.db`); then the copy is renamed over the
//! target while the target's write lock is held (no write can land in the
//! file being replaced, and its WAL is left empty).

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags, params};
use serde::{Deserialize, Serialize};

use super::installation::Installation;
use super::{BackupTaken, FileIdentity, HeadClaim, Kinds, Ledger, RegisterHead, Restored, VerifyProblem};
use crate::db::{self, FileKind};
use crate::error::{Result, StoreError};

/// One backup taken, as the file's backup log records it.
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

/// A backup as `arbitro backup list` shows it: where it is, what head it
/// holds and whether it verifies.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackupInfo {
    /// The file.
    pub file: String,
    /// What the event's backup log says of it (none: found in the backup folder only).
    pub record: Option<BackupRecord>,
    /// The head it holds (none: it cannot be read).
    pub head: Option<RegisterHead>,
    /// Whether the event's register still has that head.
    pub in_register: bool,
    /// What `verify` found in it (empty: it verifies).
    pub problems: Vec<VerifyProblem>,
    /// Why it cannot be read, if it cannot (the error, to render).
    pub unreadable: Option<arbitro_i18n::MessageData>,
}

/// What a restore did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RestoreOutcome {
    /// The backup restored.
    pub backup: PathBuf,
    /// The event file now restored.
    pub file: PathBuf,
    /// The copy kept of the file replaced (none if there was none).
    pub safety_copy: Option<PathBuf>,
    /// The restored file's head (after its `restore` entry).
    pub head: RegisterHead,
}

/// How the backup log names `file`: relative to the event file's folder
/// when it is inside it (the pair can move together), as given otherwise.
fn logged_name(event: &Path, file: &Path) -> String {
    let folder = event.parent().filter(|p| !p.as_os_str().is_empty());
    let relative = match folder {
        Some(dir) => file.strip_prefix(dir).ok(),
        None if file.is_relative() => Some(file),
        None => None,
    };
    relative.unwrap_or(file).to_string_lossy().to_string()
}

/// The file a backup log entry names, for the event at `event`.
pub(crate) fn resolve_logged(event: &Path, name: &str) -> PathBuf {
    let path = Path::new(name);
    if path.is_absolute() {
        return path.to_path_buf();
    }
    let beside = event
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .map_or_else(|| path.to_path_buf(), |dir| dir.join(path));
    if beside.exists() || !path.exists() {
        beside
    } else {
        path.to_path_buf()
    }
}

/// The folder next to an event file where its backups go: `NAME.backups/`.
pub fn backup_dir(event_path: &Path) -> PathBuf {
    let name = event_path
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_else(|| "event".to_string());
    event_path.with_file_name(format!("{name}.backups"))
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> StoreError + '_ {
    move |source| StoreError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// A hidden temporary name next to `dest` that no listing takes for a backup.
fn partial_name(dest: &Path, what: &str) -> PathBuf {
    let name = dest
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_else(|| "event".into());
    dest.with_file_name(format!(".{name}.{what}-{}.partial", std::process::id()))
}

/// SQLite's companion files of a database.
fn companions(path: &Path) -> [PathBuf; 3] {
    ["-wal", "-shm", "-journal"].map(|s| PathBuf::from(format!("{}{s}", path.display())))
}

fn remove_with_companions(path: &Path) {
    let _ = std::fs::remove_file(path);
    for c in companions(path) {
        let _ = std::fs::remove_file(c);
    }
}

/// Flushes a file and the folder holding it to the disk.
fn sync(path: &Path) -> Result<()> {
    std::fs::File::open(path)
        .and_then(|f| f.sync_all())
        .map_err(io(path))?;
    #[cfg(unix)]
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        let _ = std::fs::File::open(dir).and_then(|f| f.sync_all());
    }
    Ok(())
}

/// Copies the database `from` (read through its own consistent snapshot)
/// to `to` as one self-contained file (no WAL beside it).
fn copy_database(from: &Connection, to: &Path) -> Result<()> {
    remove_with_companions(to);
    from.backup(rusqlite::MAIN_DB, to, None)
        .map_err(|e| db::classify(to, e))?;
    // The copy keeps the source's WAL mode in its header: leave it as one file.
    let c = Connection::open_with_flags(
        to,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| db::classify(to, e))?;
    c.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        .map_err(|e| db::classify(to, e))?;
    drop(c);
    sync(to)
}

impl Ledger {
    /// Copies the file, consistently, to `dest` (which must not exist):
    /// written under a temporary name, checked, synced, renamed, then
    /// recorded in the register. Returns the path written.
    pub(crate) fn backup_to(&self, dest: &Path, reason: &str, round: Option<u32>) -> Result<PathBuf> {
        self.backup_as(&mut std::iter::once(dest.to_path_buf()), reason, round)
    }

    /// Writes the backup under the first of `names` that is free when the
    /// finished copy is put in place (never replacing a file another
    /// process put there meanwhile), then records it.
    fn backup_as(
        &self,
        names: &mut dyn Iterator<Item = PathBuf>,
        reason: &str,
        round: Option<u32>,
    ) -> Result<PathBuf> {
        let mut dest = names.next().ok_or(StoreError::NoFileId)?;
        if dest.exists() {
            match next_free(names) {
                Some(n) => dest = n,
                None => return Err(StoreError::AlreadyExists(dest)),
            }
        }
        if let Some(dir) = dest.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(io(dir))?;
        }
        let tmp = partial_name(&dest, "backup");
        let head = match self.write_backup(&tmp) {
            Ok(head) => head,
            Err(e) => {
                remove_with_companions(&tmp);
                return Err(e);
            }
        };
        let placed = loop {
            match place(&tmp, &dest) {
                Ok(()) => break Ok(dest),
                Err(StoreError::AlreadyExists(taken)) => match next_free(names) {
                    Some(n) => dest = n,
                    None => break Err(StoreError::AlreadyExists(taken)),
                },
                Err(e) => break Err(e),
            }
        };
        remove_with_companions(&tmp);
        let dest = placed?;
        sync(&dest)?;
        let at = self.now();
        let file = logged_name(self.path(), &dest);
        let reason = reason.to_string();
        self.write(|tx| {
            tx.execute(
                "INSERT INTO backup_log (at, file, reason, round, register_count, register_head)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![at, file, reason, round, head.count, head.hash],
            )?;
            tx.record(&BackupTaken {
                file: file.clone(),
                reason: reason.clone(),
                round,
                count: head.count,
                hash: head.hash.clone(),
                at: at.clone(),
            })?;
            Ok(())
        })?;
        Ok(dest)
    }

    /// Writes the copy to `tmp` and checks it: integrity, this event's id,
    /// and a head the event's register has. Returns that head.
    fn write_backup(&self, tmp: &Path) -> Result<RegisterHead> {
        copy_database(self.conn(), tmp)?;
        let copy = db::open_read_only(tmp, FileKind::Event)?;
        let id = super::meta_get(&copy, "file_id")?;
        let head = super::last_row_head(&copy)?;
        drop(copy);
        let mine = super::meta_get(self.conn(), "file_id")?;
        let known: Option<String> = self
            .conn()
            .query_row("SELECT hash FROM register WHERE seq = ?1", [head.count], |r| {
                r.get(0)
            })
            .ok();
        if id != mine || (head.count > 0 && known.as_deref() != Some(head.hash.as_str())) {
            return Err(StoreError::Unreadable {
                path: tmp.to_path_buf(),
                detail: "the copy does not hold this event's register".into(),
            });
        }
        Ok(head)
    }

    /// A backup in the file's backup folder, named after the time and reason.
    pub(crate) fn backup(&self, reason: &str) -> Result<PathBuf> {
        let stamp = self.now_time().format("%Y%m%d-%H%M%S").to_string();
        let stem = self.stem();
        let dir = backup_dir(self.path());
        let reason_name = reason.to_string();
        let mut names = (0..).map(move |n: u32| {
            let suffix = if n == 0 { String::new() } else { format!("-{n}") };
            dir.join(format!("{stem}-{stamp}-{reason_name}{suffix}.db"))
        });
        self.backup_as(&mut names, reason, None)
    }

    /// The automatic backup before round `round` is paired.
    pub(crate) fn backup_before_round(&self, round: u32) -> Result<PathBuf> {
        let stamp = self.now_time().format("%Y%m%d-%H%M%S").to_string();
        let stem = self.stem();
        let dir = backup_dir(self.path());
        let mut names = (0..).map(move |n: u32| {
            let suffix = if n == 0 { String::new() } else { format!("-{n}") };
            dir.join(format!("{stem}-before-round-{round}-{stamp}{suffix}.db"))
        });
        self.backup_as(&mut names, "before-pairing", Some(round))
    }

    fn stem(&self) -> String {
        self.path()
            .file_stem()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_else(|| "event".into())
    }

    /// Backups taken, oldest first.
    pub(crate) fn backups(&self) -> Result<Vec<BackupRecord>> {
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

    /// Every backup of the file (those its log lists and those in its
    /// backup folder), each with its head and what `verify` (with `kinds`)
    /// finds in it.
    pub(crate) fn backup_list(&self, kinds: Kinds) -> Result<Vec<BackupInfo>> {
        let records = self.backups()?;
        let names: Vec<String> = records.iter().map(|r| r.file.clone()).collect();
        let file_id = super::meta_get(self.conn(), "file_id")?.unwrap_or_default();
        let mut out = Vec::new();
        for file in super::verify::backup_files(self.path(), &names) {
            let name = file.display().to_string();
            let record = records
                .iter()
                .find(|r| same_file(&resolve_logged(self.path(), &r.file), &file))
                .cloned();
            let mut info = BackupInfo {
                file: name,
                record,
                head: None,
                in_register: false,
                problems: Vec::new(),
                unreadable: None,
            };
            let opened = Ledger::open_read_only(&file, FileKind::Event).and_then(|b| {
                let id = super::meta_get(b.conn(), "file_id")?.unwrap_or_default();
                Ok((id, b.head()?, b.verify(kinds)?))
            });
            match opened {
                Ok((id, _, _)) if id != file_id => continue,
                Ok((_, head, report)) => {
                    let claim = HeadClaim {
                        count: head.count,
                        hash: head.hash.clone(),
                        key: None,
                    };
                    info.in_register = super::verify::check_claim(self.conn(), &claim)?.is_empty();
                    info.head = Some(head);
                    info.problems = report.problems;
                }
                Err(e) => info.unreadable = Some(arbitro_i18n::MessageData::of(&e)),
            }
            out.push(info);
        }
        Ok(out)
    }
}

/// The next of `names` that no file has.
fn next_free(names: &mut dyn Iterator<Item = PathBuf>) -> Option<PathBuf> {
    loop {
        let name = names.next()?;
        if !name.exists() {
            return Some(name);
        }
    }
}

/// Puts the finished copy `tmp` at `dest` without ever replacing a file
/// there: a hard link fails if the name is taken (a rename would not); where
/// the file system has no links, a rename after a last look.
fn place(tmp: &Path, dest: &Path) -> Result<()> {
    match std::fs::hard_link(tmp, dest) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            Err(StoreError::AlreadyExists(dest.to_path_buf()))
        }
        Err(_) if !dest.exists() => std::fs::rename(tmp, dest).map_err(io(dest)),
        Err(_) => Err(StoreError::AlreadyExists(dest.to_path_buf())),
    }
}

/// Whether two paths name the same file (or, when neither exists yet, the same path).
fn same_file(a: &Path, b: &Path) -> bool {
    match (FileIdentity::of(a), FileIdentity::of(b)) {
        (Some(x), Some(y)) => x == y,
        _ => match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
            (Ok(x), Ok(y)) => x == y,
            _ => a == b,
        },
    }
}

/// The head of the file being replaced, or failing that the newest head
/// among its backups: everything after the restored head is given up.
fn replaced_head(target: &Path, file_id: &str) -> Option<(i64, String)> {
    let own = db::open_read_only(target, FileKind::Event)
        .ok()
        .and_then(|c| super::last_row_head(&c).ok());
    if let Some(h) = own {
        return Some((h.count, h.hash));
    }
    super::verify::backup_files(target, &[])
        .iter()
        .filter_map(|f| super::verify::backup_head(f).ok())
        .filter(|(id, _)| id == file_id)
        .map(|(_, h)| (h.count, h.hash))
        .max_by_key(|(c, _)| *c)
}

/// The next free `NAME.before-restore-N.db` next to `target`.
fn safety_copy_path(target: &Path) -> PathBuf {
    let stem = target
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_else(|| "event".into());
    (1..)
        .map(|n| target.with_file_name(format!("{stem}.before-restore-{n}.db")))
        .find(|c| !c.exists())
        .unwrap_or_else(|| target.with_file_name(format!("{stem}.before-restore.db")))
}

/// Restores `backup` over the event file at `target` (see the module's
/// doc): nothing is touched unless the backup verifies (its entries of
/// `kinds`) and its copy is complete; the file replaced, if any, is kept as
/// a safety copy.
pub(crate) fn restore(backup: &Path, target: &Path, kinds: Kinds) -> Result<RestoreOutcome> {
    if same_file(backup, target) {
        return Err(StoreError::RestoreOntoItself {
            path: target.to_path_buf(),
        });
    }
    let (file_id, restored_head) = {
        let src = Ledger::open_read_only(backup, FileKind::Event)?;
        let report = src.verify(kinds)?;
        if let Some(problem) = report.problems.into_iter().next() {
            return Err(StoreError::BackupNotIntact {
                path: backup.to_path_buf(),
                problem: Box::new(problem),
            });
        }
        let id = super::meta_get(src.conn(), "file_id")?.unwrap_or_default();
        (id, super::last_row_head(src.conn())?)
    };
    let tmp = partial_name(target, "restore");
    let outcome = prepare_restore(backup, target, &tmp, kinds, &file_id, &restored_head).and_then(|head| {
        let safety_copy = replace(&tmp, target)?;
        Ok(RestoreOutcome {
            backup: backup.to_path_buf(),
            file: target.to_path_buf(),
            safety_copy,
            head,
        })
    });
    remove_with_companions(&tmp);
    let outcome = outcome?;
    if let Ok(inst) = Installation::current() {
        inst.note_head(
            &file_id,
            target,
            outcome.head.count,
            &outcome.head.hash,
            &crate::time::format_time(&chrono::Local::now().fixed_offset()),
        );
    }
    Ok(outcome)
}

/// The restored file, complete and checked, at `tmp`: the backup's copy
/// with its `restore` entry, checkpointed and synced. Returns its head.
fn prepare_restore(
    backup: &Path,
    target: &Path,
    tmp: &Path,
    kinds: Kinds,
    file_id: &str,
    restored: &RegisterHead,
) -> Result<RegisterHead> {
    {
        let src = db::open_read_only(backup, FileKind::Event)?;
        copy_database(&src, tmp)?;
    }
    let replaced = if target.exists() {
        replaced_head(target, file_id)
    } else {
        None
    };
    let safety_copy = target.exists().then(|| safety_copy_path(target));
    let copy = Ledger::open(tmp, FileKind::Event)?;
    copy.stop_journaling();
    let report = copy.verify(kinds)?;
    if let Some(problem) = report.problems.into_iter().next() {
        return Err(StoreError::BackupNotIntact {
            path: backup.to_path_buf(),
            problem: Box::new(problem),
        });
    }
    let at = copy.now();
    copy.write(|w| {
        w.record(&Restored {
            backup: backup.display().to_string(),
            count: restored.count,
            hash: restored.hash.clone(),
            replaced: replaced.clone(),
            safety_copy: safety_copy.as_ref().map(|p| p.display().to_string()),
            at: at.clone(),
        })?;
        Ok(())
    })?;
    let head = copy.head()?;
    copy.conn()
        .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        .map_err(|e| db::classify(tmp, e))?;
    drop(copy);
    for version in 1..FileKind::Event.schema_version() {
        let _ = std::fs::remove_file(db::upgrade_copy_path(tmp, version));
    }
    sync(tmp)?;
    Ok(head)
}

/// Keeps a safety copy of `target` and renames `tmp` over it, holding the
/// target's write lock with its WAL emptied, so that no write lands in the
/// file being replaced and no stale WAL is read with the new one.
fn replace(tmp: &Path, target: &Path) -> Result<Option<PathBuf>> {
    if !target.exists() {
        for c in companions(target) {
            let _ = std::fs::remove_file(c);
        }
        std::fs::rename(tmp, target).map_err(io(target))?;
        sync(target)?;
        return Ok(None);
    }
    let copy = safety_copy_path(target);
    let lock = Connection::open_with_flags(
        target,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .ok()
    .filter(|c| {
        c.query_row("PRAGMA schema_version", [], |r| r.get::<_, i64>(0))
            .is_ok()
    });
    match &lock {
        Some(lock) => {
            lock.set_db_config(rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)?;
            lock.busy_timeout(db::BUSY_TIMEOUT)?;
            hold_with_empty_wal(lock, target)?;
            let result = (|| {
                let source = Connection::open_with_flags(
                    target,
                    OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
                )
                .map_err(|e| db::classify(target, e))?;
                source.set_db_config(rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)?;
                copy_database(&source, &copy)?;
                drop(source);
                std::fs::rename(tmp, target).map_err(io(target))?;
                sync(target)
            })();
            let _ = lock.execute_batch("ROLLBACK");
            result?;
        }
        None => {
            // A damaged or foreign file is kept byte for byte.
            std::fs::copy(target, &copy).map_err(io(&copy))?;
            sync(&copy)?;
            for c in companions(target) {
                let _ = std::fs::remove_file(c);
            }
            std::fs::rename(tmp, target).map_err(io(target))?;
            sync(target)?;
        }
    }
    Ok(Some(copy))
}

/// Takes `lock`'s write lock on `target` with the WAL checkpointed to
/// nothing (retrying while other writers come in between).
fn hold_with_empty_wal(lock: &Connection, target: &Path) -> Result<()> {
    let wal = PathBuf::from(format!("{}-wal", target.display()));
    for _ in 0..50 {
        lock.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
            .map_err(|e| db::classify(target, e))?;
        lock.execute_batch("BEGIN IMMEDIATE")
            .map_err(|e| db::classify(target, e))?;
        if std::fs::metadata(&wal).map(|m| m.len()).unwrap_or(0) == 0 {
            return Ok(());
        }
        lock.execute_batch("ROLLBACK")?;
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    Err(StoreError::Busy {
        path: target.to_path_buf(),
        holder: crate::lock::holder(target),
    })
}
