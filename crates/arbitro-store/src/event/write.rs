//! How an event is written: every arbiter write runs in one immediate
//! transaction (it waits for another program's write, then says who holds
//! the file if it waited in vain), after the checks that refuse to write
//! on a file changed behind arbitro's back, and records its register entry
//! with the rows it changed (see [`crate::register::Writer`]).

use std::path::Path;
use std::sync::Arc;

use rusqlite::{Connection, OptionalExtension, Transaction, TransactionBehavior};

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
        let tx = Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)
            .map_err(|e| busy(&self.path, e))?;
        self.guard(&tx, &installation)?;
        let mut writer = Writer::begin(&tx, FileKind::Event, &installation, &self.path, &at)?;
        let out = f(&mut writer)?;
        let head = writer.finish()?;
        tx.commit().map_err(|e| busy(&self.path, e))?;
        if let Some(file_id) = register::meta_get(&self.conn, "file_id")? {
            installation.note_head(&file_id, &self.path, head.count, &head.hash, &at);
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
    fn guard(&self, conn: &Connection, installation: &Installation) -> Result<()> {
        let tampered = |problem: VerifyProblem| StoreError::Tampered {
            path: self.path.clone(),
            problem,
        };
        let Some(file_id) = register::meta_get(conn, "file_id")? else {
            let has_event = conn.query_row("SELECT COUNT(*) FROM event", [], |r| r.get::<_, i64>(0))? > 0;
            return if has_event {
                Err(StoreError::NoFileId)
            } else {
                Ok(())
            };
        };
        let head = register::last_row_head(conn)?;
        let has_event = conn.query_row("SELECT COUNT(*) FROM event", [], |r| r.get::<_, i64>(0))? > 0;
        if has_event && head.count == 0 {
            return Err(tampered(VerifyProblem::NothingSigned));
        }
        let first = self.anchor.borrow().is_none();
        // Every entry from 1 to the last is there, and entry 1 is this file's
        // (counted at the first write: later ones check their own anchor).
        let (entries, first_link): (i64, Option<String>) = if !first {
            (head.count, Some(register::genesis(&file_id)))
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
        if head.count > 0 && first_link.as_deref() != Some(register::genesis(&file_id).as_str()) {
            return Err(tampered(VerifyProblem::BrokenLink { seq: 1 }));
        }
        let mut anchors: Vec<(i64, String, String)> = Vec::new();
        match self.anchor.borrow().as_ref() {
            Some(a) => anchors.push((a.count, a.hash.clone(), String::new())),
            None => {
                if let Some(j) = installation.journal(&file_id, &self.path) {
                    anchors.push((j.count, j.hash, j.at));
                }
            }
        }
        if first {
            for (file, count, hash) in backup_heads(conn, &self.path, &file_id)? {
                anchors.push((count, hash, file));
            }
        }
        let restores = restores(conn)?;
        for (count, hash, at) in anchors {
            let found: Option<String> = conn
                .prepare_cached("SELECT hash FROM register WHERE seq = ?1")?
                .query_row([count], |r| r.get(0))
                .optional()?;
            let given_up = restores
                .iter()
                .any(|r| r.count < count && r.replaced.as_ref().is_some_and(|(n, _)| *n >= count));
            if count > 0 && found.as_deref() != Some(hash.as_str()) && !given_up {
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

/// The restores recorded in the register.
fn restores(conn: &Connection) -> Result<Vec<Restored>> {
    register::of_kind(conn, "restore")?
        .iter()
        .map(register::decode)
        .collect()
}

/// The heads of this file's backups: those its log lists and those in its
/// backup folder (read from each file's header and last entry only).
fn backup_heads(conn: &Connection, path: &Path, file_id: &str) -> Result<Vec<(String, i64, String)>> {
    let mut stmt =
        conn.prepare_cached("SELECT file, register_count, register_head FROM backup_log ORDER BY id")?;
    let logged: Vec<(String, i64, String)> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let mut out: Vec<(String, i64, String)> = logged.iter().filter(|(_, c, _)| *c > 0).cloned().collect();
    let names: Vec<String> = logged.into_iter().map(|(f, ..)| f).collect();
    for file in register::verify::backup_files(path, &names) {
        if let Ok((id, head)) = register::verify::backup_head(&file)
            && id == file_id
            && head.count > 0
        {
            out.push((file.display().to_string(), head.count, head.hash));
        }
    }
    Ok(out)
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
