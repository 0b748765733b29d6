//! How an event is written: every arbiter write runs in one immediate
//! transaction (it waits for another program's write, then says who holds
//! the file if it waited in vain), after the checks that refuse to write
//! on a file changed behind arbitro's back, and records its register entry
//! with the rows it changed (see [`crate::register::Writer`]).

use std::path::Path;
use std::sync::Arc;

use rusqlite::{Connection, OptionalExtension};

use super::Event;
use crate::db::{self, FileKind};
use crate::entries::{KeyEntry, Restored};
use crate::error::{Result, StoreError};
use crate::installation::{Installation, signature_ok};
use crate::register::{self, RegisterHead, VerifyProblem, Writer};

/// Which file a path named when it was opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct FileIdentity {
    dev: u64,
    ino: u64,
}

impl FileIdentity {
    /// The identity of the file at `path` now (none where the system has no inodes).
    pub(crate) fn of(path: &Path) -> Option<FileIdentity> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            std::fs::metadata(path).ok().map(|m| FileIdentity {
                dev: m.dev(),
                ino: m.ino(),
            })
        }
        #[cfg(not(unix))]
        {
            let _ = path;
            None
        }
    }
}

/// An immediate transaction (the write lock taken at once), rolled back
/// unless committed; its statements are prepared once per connection.
pub(crate) struct Immediate<'c> {
    conn: &'c Connection,
    done: bool,
}

impl<'c> Immediate<'c> {
    pub(crate) fn begin(conn: &'c Connection) -> rusqlite::Result<Immediate<'c>> {
        conn.prepare_cached("BEGIN IMMEDIATE")?.execute([])?;
        Ok(Immediate { conn, done: false })
    }

    pub(crate) fn commit(mut self) -> rusqlite::Result<()> {
        self.conn.prepare_cached("COMMIT")?.execute([])?;
        self.done = true;
        Ok(())
    }
}

impl std::ops::Deref for Immediate<'_> {
    type Target = Connection;

    fn deref(&self) -> &Connection {
        self.conn
    }
}

impl Drop for Immediate<'_> {
    fn drop(&mut self) {
        if !self.done {
            let _ = self.conn.execute_batch("ROLLBACK");
        }
    }
}

/// Maps "the database is busy" to the typed refusal naming who holds it.
pub(crate) fn busy(path: &Path, err: rusqlite::Error) -> StoreError {
    db::classify(path, err)
}

impl Event {
    /// The installation whose key signs this event's writes.
    pub(crate) fn installation(&self) -> Result<Arc<Installation>> {
        if let Some(i) = self.installation.get() {
            return Ok(i.clone());
        }
        let i = Installation::current()?;
        let _ = self.installation.set(i.clone());
        Ok(i)
    }

    /// Runs `f` in one immediate transaction: all of it is stored, with its
    /// register entries, or nothing.
    pub(crate) fn write<T>(&self, f: impl FnOnce(&mut Writer<'_>) -> Result<T>) -> Result<T> {
        if self.identity.is_some() && FileIdentity::of(&self.path) != self.identity {
            return Err(StoreError::FileReplaced {
                path: self.path.clone(),
            });
        }
        let installation = self.installation()?;
        let at = self.now();
        let tx = Immediate::begin(&self.conn).map_err(|e| busy(&self.path, e))?;
        let mut writer = Writer::begin_known(
            &tx,
            FileKind::Event,
            &installation,
            &self.path,
            &at,
            self.known.get(),
        )?;
        let file_id = register::meta_get(&tx, "file_id")?;
        if let (Some(file_id), Some(head)) = (&file_id, writer.head()) {
            self.guard(&tx, &installation, file_id, head)?;
        }
        let out = f(&mut writer)?;
        let (head, known) = writer.finish()?;
        tx.commit().map_err(|e| busy(&self.path, e))?;
        self.known.set(known);
        let file_id = match file_id {
            Some(id) => Some(id),
            None => register::meta_get(&self.conn, "file_id")?,
        };
        if let Some(file_id) = file_id.filter(|_| self.journaling.get()) {
            let mut journal = self.journal.borrow_mut();
            if journal.is_none() {
                *journal = installation.open_journal(&file_id, &self.path);
            }
            if let Some(file) = journal.as_ref() {
                installation.write_journal(file, head.count, &head.hash, &at);
            }
        }
        *self.anchor.borrow_mut() = Some(head);
        Ok(out)
    }

    /// The checks before a write, inside its transaction: the register must
    /// still have the head this event knows (the one it wrote last, or at
    /// its first write the one this installation's journal and the backups
    /// give), its last entry must be signed by its key, and a file with an
    /// event must have a register. Refused as tampered otherwise: a wiped
    /// register would restart the sanction ladder.
    fn guard(
        &self,
        conn: &Connection,
        installation: &Installation,
        file_id: &str,
        head: &RegisterHead,
    ) -> Result<()> {
        let tampered = |problem: VerifyProblem| StoreError::Tampered {
            path: self.path.clone(),
            problem: Box::new(problem),
        };
        let has_event = conn
            .prepare_cached("SELECT COUNT(*) FROM event")?
            .query_row([], |r| r.get::<_, i64>(0))?
            > 0;
        if has_event && head.count == 0 {
            return Err(tampered(VerifyProblem::NothingSigned));
        }
        let first = self.anchor.borrow().is_none();
        // Every entry from 1 to the last is there, and entry 1 is this file's
        // (counted at the first write: later ones check their own anchor).
        let (entries, first_link): (i64, Option<String>) = if !first {
            (head.count, Some(register::genesis(file_id)))
        } else {
            conn.query_row(
                "SELECT COUNT(*), (SELECT prev_hash FROM register WHERE seq = 1) FROM register",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?
        };
        if entries != head.count {
            return Err(tampered(VerifyProblem::EntriesMissing {
                from: entries + 1,
                to: head.count,
            }));
        }
        if head.count > 0 && first_link.as_deref() != Some(register::genesis(file_id).as_str()) {
            return Err(tampered(VerifyProblem::BrokenLink { seq: 1 }));
        }
        let mut anchors: Vec<(i64, String, String)> = Vec::new();
        match self.anchor.borrow().as_ref() {
            Some(a) => anchors.push((a.count, a.hash.clone(), String::new())),
            None => {
                if let Some(j) = installation.journal(file_id, &self.path) {
                    anchors.push((j.count, j.hash, j.at));
                }
            }
        }
        let mut restores_seen: Option<Vec<(i64, Restored)>> = None;
        let mut recorded_restores = || -> Result<Vec<(i64, Restored)>> {
            if restores_seen.is_none() {
                restores_seen = Some(restores(conn)?);
            }
            Ok(restores_seen.clone().unwrap_or_default())
        };
        if first {
            check_backups(conn, &self.path, file_id, head, &recorded_restores()?).map_err(tampered)?;
        }
        for (count, hash, at) in anchors {
            let found: Option<String> = conn
                .prepare_cached("SELECT hash FROM register WHERE seq = ?1")?
                .query_row([count], |r| r.get(0))
                .optional()?;
            if count > 0 && found.as_deref() != Some(hash.as_str()) {
                let given_up = recorded_restores()?
                    .iter()
                    .any(|(_, r)| r.count < count && r.replaced.as_ref().is_some_and(|(n, _)| *n >= count));
                if given_up {
                    continue;
                }
                return Err(tampered(VerifyProblem::JournalHead {
                    count,
                    hash: hash[..hash.len().min(12)].to_string(),
                    at,
                }));
            }
        }
        if first && head.count > 0 {
            last_entry_signed(conn, head.count).map_err(tampered)?;
        }
        Ok(())
    }

    /// The head of the register (entries, last hash, the key that signed
    /// it): what every printed form and export carries.
    pub fn register_head(&self) -> Result<RegisterHead> {
        register::head(&self.conn)
    }
}

/// The restores recorded in the register, with their entry numbers.
fn restores(conn: &Connection) -> Result<Vec<(i64, Restored)>> {
    register::of_kind(conn, "restore")?
        .iter()
        .map(|e| Ok((e.seq, register::decode(e)?)))
        .collect()
}

/// Every backup of the file (its log's and its folder's) must not hold
/// entries the register lost, nor differ from what the log says it holds.
fn check_backups(
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
            return Some(register::genesis(file_id));
        }
        conn.query_row("SELECT hash FROM register WHERE seq = ?1", [seq], |r| r.get(0))
            .ok()
    };
    let line = register::verify::Line {
        hash_at: &hash_at,
        head,
        file_id,
        restores,
    };
    let names: Vec<String> = logged.iter().map(|(f, ..)| f.clone()).collect();
    for file in register::verify::backup_files(path, &names) {
        let log = logged
            .iter()
            .find(|(f, ..)| super::resolve_logged(path, f) == file)
            .map(|(_, n, h)| (*n, h.as_str()));
        match register::verify::backup_state(&file, &line, log) {
            Ok(register::verify::BackupState::Lost { count }) => {
                return Err(VerifyProblem::BackupAhead {
                    file: file.display().to_string(),
                    count,
                });
            }
            Ok(register::verify::BackupState::Changed { count }) => {
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

/// The last entry's signature is its key's, and that key was introduced.
fn last_entry_signed(conn: &Connection, seq: i64) -> std::result::Result<(), VerifyProblem> {
    let entry = register::get(conn, seq).ok().flatten();
    let Some(entry) = entry else {
        return Err(VerifyProblem::EntriesMissing { from: seq, to: seq });
    };
    let (Some(key), Some(signature)) = (entry.key.as_deref(), entry.signature.as_deref()) else {
        return Err(VerifyProblem::Unsigned { seq });
    };
    let introduced: Option<KeyEntry> = conn
        .query_row(
            "SELECT body FROM register WHERE kind = 'key' AND key = ?1 ORDER BY seq LIMIT 1",
            [key],
            |r| r.get::<_, String>(0),
        )
        .optional()
        .ok()
        .flatten()
        .and_then(|b| serde_json::from_str(&b).ok());
    match introduced {
        Some(k) if signature_ok(&k.public_key, &register::signed_message(&entry.hash), signature) => Ok(()),
        Some(_) => Err(VerifyProblem::BadSignature {
            seq,
            key: key.to_string(),
        }),
        None => Err(VerifyProblem::UnknownKey {
            seq,
            key: key.to_string(),
        }),
    }
}
