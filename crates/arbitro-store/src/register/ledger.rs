//! A file with its register, as the floors above write it: every write
//! runs in one immediate transaction (it waits for another program's
//! write, then says who holds the file if it waited in vain), after the
//! checks that refuse to write on a file changed behind arbitro's back,
//! and records its register entries with the rows it changed (see
//! [`Writer`]). An event file's writes are also noted in this
//! installation's journal.

use std::cell::{Cell, OnceCell, RefCell};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use chrono::{DateTime, FixedOffset};
use rusqlite::{Connection, OptionalExtension};

use super::installation::{Installation, signature_ok};
use super::{HeadClaim, KeyEntry, Kinds, Known, RegisterHead, Restored, VerifyProblem, VerifyReport, Writer};
use crate::db::{self, FileKind};
use crate::error::{Result, StoreError};
use crate::time::format_time;

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
struct Immediate<'c> {
    conn: &'c Connection,
    done: bool,
}

impl<'c> Immediate<'c> {
    fn begin(conn: &'c Connection) -> rusqlite::Result<Immediate<'c>> {
        conn.prepare_cached("BEGIN IMMEDIATE")?.execute([])?;
        Ok(Immediate { conn, done: false })
    }

    fn commit(mut self) -> rusqlite::Result<()> {
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

/// An opened file of a kind with a register (an event file, a club archive).
#[derive(Debug)]
pub(crate) struct Ledger {
    conn: Connection,
    path: PathBuf,
    kind: FileKind,
    fixed_now: Option<DateTime<FixedOffset>>,
    /// Whose key signs what this file gets written (resolved at the first write).
    installation: OnceCell<Arc<Installation>>,
    /// The file as opened (device and inode), to notice it being replaced.
    identity: Option<FileIdentity>,
    /// The last head known to be this file's (what it wrote or found at its
    /// first write): every later write checks the register still has it.
    anchor: RefCell<Option<RegisterHead>>,
    /// What the writes of this connection keep knowing (schema, key introduced).
    known: Cell<Known>,
    /// This installation's journal of the file's heads, once opened.
    journal: RefCell<Option<std::fs::File>>,
    /// Whether writes note their head in the journal (not for a restore's
    /// temporary copy, whose place is not the file's).
    journaling: Cell<bool>,
}

impl Ledger {
    fn from_connection(conn: Connection, path: &Path, kind: FileKind) -> Ledger {
        Ledger {
            conn,
            path: path.to_path_buf(),
            kind,
            fixed_now: None,
            installation: OnceCell::new(),
            identity: FileIdentity::of(path),
            anchor: RefCell::new(None),
            known: Cell::new(Known::default()),
            journal: RefCell::new(None),
            journaling: Cell::new(kind.guarded()),
        }
    }

    /// Creates a new file of `kind` at `path` (which must not exist).
    pub(crate) fn create(path: &Path, kind: FileKind) -> Result<Ledger> {
        let conn = db::create(path, kind)?;
        Ok(Ledger::from_connection(conn, path, kind))
    }

    /// Opens an existing file of `kind` (upgrading an older schema after
    /// copying the file; an upgrade from before signed registers records
    /// every row the file had as the baseline entry, signed by this
    /// installation).
    pub(crate) fn open(path: &Path, kind: FileKind) -> Result<Ledger> {
        let installation: OnceCell<Arc<Installation>> = OnceCell::new();
        let mut upgraded = |tx: &Connection, from: i64| -> Result<()> {
            let inst = match installation.get() {
                Some(i) => i.clone(),
                None => {
                    let i = Installation::current()?;
                    let _ = installation.set(i.clone());
                    i
                }
            };
            let at = format_time(&chrono::Local::now().fixed_offset());
            let mut w = Writer::begin(tx, kind, &inst, path, &at)?;
            w.record_baseline(kind, from)?;
            w.finish()?;
            Ok(())
        };
        let conn = db::open(path, kind, &mut upgraded)?;
        let ledger = Ledger::from_connection(conn, path, kind);
        if let Some(i) = installation.into_inner() {
            let _ = ledger.installation.set(i);
        }
        Ok(ledger)
    }

    /// Opens an existing file without writing to it (reading, verifying, exporting).
    pub(crate) fn open_read_only(path: &Path, kind: FileKind) -> Result<Ledger> {
        let conn = db::open_read_only(path, kind)?;
        Ok(Ledger::from_connection(conn, path, kind))
    }

    /// The file.
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// The connection, for the floors above to read with.
    pub(crate) fn conn(&self) -> &Connection {
        &self.conn
    }

    /// Signs what this file gets written from now on with `installation`'s key.
    pub(crate) fn set_installation(&mut self, installation: Arc<Installation>) {
        self.installation = OnceCell::from(installation);
    }

    /// Makes every following write record `at` as its time instead of the
    /// system clock.
    pub(crate) fn set_time(&mut self, at: Option<DateTime<FixedOffset>>) {
        self.fixed_now = at;
    }

    /// The time recorded by the next write.
    pub(crate) fn now_time(&self) -> DateTime<FixedOffset> {
        self.fixed_now
            .unwrap_or_else(|| chrono::Local::now().fixed_offset())
    }

    /// The time recorded by the next write, as the file stores it.
    pub(crate) fn now(&self) -> String {
        format_time(&self.now_time())
    }

    /// Stops noting this file's heads in the journal (a restore's copy).
    pub(crate) fn stop_journaling(&self) {
        self.journaling.set(false);
    }

    /// The installation whose key signs this file's writes.
    pub(crate) fn installation(&self) -> Result<Arc<Installation>> {
        if let Some(i) = self.installation.get() {
            return Ok(i.clone());
        }
        let i = Installation::current()?;
        let _ = self.installation.set(i.clone());
        Ok(i)
    }

    /// The head of the register (entries, last hash, the key that signed
    /// it): what every printed form and export carries.
    pub(crate) fn head(&self) -> Result<RegisterHead> {
        super::head(&self.conn)
    }

    /// Everything the register promises (its entries being of `kinds`),
    /// from one consistent snapshot of the file: the chain and its
    /// signatures, every table recomputed from the register's entries and
    /// compared row for row, the heads of the backups and of this
    /// installation's journal.
    pub(crate) fn verify(&self, kinds: Kinds) -> Result<VerifyReport> {
        let installation = match self.installation.get() {
            Some(i) => Some(i.clone()),
            None => Installation::existing()?,
        };
        super::verify::verify(&self.path, self.kind, kinds, installation.as_deref())
    }

    /// Checks the file against a head written down earlier: the register
    /// must still have that entry, with that hash, signed by that key.
    pub(crate) fn verify_head(&self, claim: &HeadClaim) -> Result<Vec<VerifyProblem>> {
        super::verify::check_claim(&self.conn, claim)
    }

    /// Checks that this file's register extends the one in `backup`
    /// (nothing recorded before the backup was changed or removed since).
    pub(crate) fn verify_against(&self, backup: &Path) -> Result<Vec<VerifyProblem>> {
        let older = db::open_read_only(backup, self.kind)?;
        let head = super::last_row_head(&older)?;
        let claim = HeadClaim {
            count: head.count,
            hash: head.hash,
            key: None,
        };
        let mut problems = super::verify::check_claim(&self.conn, &claim)?;
        for p in &mut problems {
            if matches!(p, VerifyProblem::HeadNotFound { .. }) {
                *p = VerifyProblem::BackupAhead {
                    file: backup.display().to_string(),
                    count: claim.count,
                };
            }
        }
        Ok(problems)
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
        let tx = Immediate::begin(&self.conn).map_err(|e| db::classify(&self.path, e))?;
        let mut writer =
            Writer::begin_known(&tx, self.kind, &installation, &self.path, &at, self.known.get())?;
        let file_id = super::meta_get(&tx, "file_id")?;
        if self.kind.guarded()
            && let (Some(file_id), Some(head)) = (&file_id, writer.head())
        {
            self.guard(&tx, &installation, file_id, head)?;
        }
        let out = f(&mut writer)?;
        let (head, known) = writer.finish()?;
        tx.commit().map_err(|e| db::classify(&self.path, e))?;
        self.known.set(known);
        let file_id = match file_id {
            Some(id) => Some(id),
            None => super::meta_get(&self.conn, "file_id")?,
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
    /// still have the head this file knows (the one it wrote last, or at
    /// its first write the one this installation's journal and the backups
    /// give), its last entry must be signed by its key, and a file with its
    /// root row (an event's call) must have a register. Refused as tampered
    /// otherwise: a wiped register would restart the sanction ladder.
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
        if let Some(root) = self.kind.root_table() {
            let rows = conn
                .prepare_cached(&format!("SELECT COUNT(*) FROM {root}"))?
                .query_row([], |r| r.get::<_, i64>(0))?;
            if rows > 0 && head.count == 0 {
                return Err(tampered(VerifyProblem::NothingSigned));
            }
        }
        let first = self.anchor.borrow().is_none();
        // Every entry from 1 to the last is there, and entry 1 is this file's
        // (counted at the first write: later ones check their own anchor).
        let (entries, first_link): (i64, Option<String>) = if !first {
            (head.count, Some(super::genesis(file_id)))
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
        if head.count > 0 && first_link.as_deref() != Some(super::genesis(file_id).as_str()) {
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
            super::verify::backup_refusal(conn, &self.path, file_id, head, &recorded_restores()?)
                .map_err(tampered)?;
        }
        for (count, hash, at) in anchors {
            let found: Option<String> = conn
                .prepare_cached("SELECT hash FROM register WHERE seq = ?1")?
                .query_row([count], |r| r.get(0))
                .optional()?;
            if count > 0 && found.as_deref() != Some(hash.as_str()) {
                if super::verify::given_up(&recorded_restores()?, count) {
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
}

/// The restores recorded in the register, with their entry numbers.
pub(crate) fn restores(conn: &Connection) -> Result<Vec<(i64, Restored)>> {
    super::bodies::<Restored>(conn)
}

/// The last entry's signature is its key's, and that key was introduced.
fn last_entry_signed(conn: &Connection, seq: i64) -> std::result::Result<(), VerifyProblem> {
    let entry = super::get(conn, seq).ok().flatten();
    let Some(entry) = entry else {
        return Err(VerifyProblem::EntriesMissing { from: seq, to: seq });
    };
    let (Some(key), Some(signature)) = (entry.key.as_deref(), entry.signature.as_deref()) else {
        return Err(VerifyProblem::Unsigned { seq });
    };
    let introduced: Option<KeyEntry> = conn
        .query_row(
            "SELECT body FROM register WHERE kind = ?1 AND key = ?2 ORDER BY seq LIMIT 1",
            [<KeyEntry as super::EntryBody>::KIND, key],
            |r| r.get::<_, String>(0),
        )
        .optional()
        .ok()
        .flatten()
        .and_then(|b| serde_json::from_str(&b).ok());
    match introduced {
        Some(k) if signature_ok(&k.public_key, &super::signed_message(&entry.hash), signature) => Ok(()),
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
