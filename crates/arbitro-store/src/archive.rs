//! The club archive: one file collecting precedents across events, with the
//! same signed, hash-chained register, search and JSON exchange as an event file.

use std::cell::OnceCell;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use rusqlite::{Connection, Transaction, TransactionBehavior};

use crate::db::{self, FileKind};
use crate::entries::ArchiveCreated;
use crate::error::Result;
use crate::event::{Event, format_time, new_file_id};
use crate::installation::Installation;
use crate::precedents::{self, ExportDoc, Hit, ImportOutcome, Precedent, PrecedentInput, Query};
use crate::register::{self, RegisterHead, VerifyReport, Writer};

/// An opened club archive.
#[derive(Debug)]
pub struct Archive {
    conn: Connection,
    path: PathBuf,
    installation: OnceCell<Arc<Installation>>,
}

impl Archive {
    /// Creates an archive named `club`.
    pub fn create(path: &Path, club: &str) -> Result<Archive> {
        let conn = db::create(path, FileKind::Archive)?;
        let a = Archive {
            conn,
            path: path.to_path_buf(),
            installation: OnceCell::new(),
        };
        let id = new_file_id();
        let club = club.to_string();
        register::meta_set(&a.conn, "file_id", &id)?;
        a.write(|w| {
            register::meta_set(w, "club", &club)?;
            w.record(&ArchiveCreated {
                club: club.clone(),
                at: Self::now(),
            })?;
            Ok(())
        })?;
        Ok(a)
    }

    /// Opens an archive (upgrading an older schema after copying the file;
    /// the upgrade records the baseline entry, as for an event file).
    pub fn open(path: &Path) -> Result<Archive> {
        let installation: OnceCell<Arc<Installation>> = OnceCell::new();
        let mut upgraded = |tx: &Connection, from: i64| -> Result<()> {
            let inst = Installation::current()?;
            let _ = installation.set(inst.clone());
            let mut w = Writer::begin(tx, FileKind::Archive, &inst, path, &Self::now())?;
            w.record_baseline(FileKind::Archive, from)?;
            w.finish()?;
            Ok(())
        };
        let conn = db::open(path, FileKind::Archive, &mut upgraded)?;
        Ok(Archive {
            conn,
            path: path.to_path_buf(),
            installation,
        })
    }

    /// Opens an archive without writing to it.
    pub fn open_read_only(path: &Path) -> Result<Archive> {
        Ok(Archive {
            conn: db::open_read_only(path, FileKind::Archive)?,
            path: path.to_path_buf(),
            installation: OnceCell::new(),
        })
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn installation(&self) -> Result<Arc<Installation>> {
        if let Some(i) = self.installation.get() {
            return Ok(i.clone());
        }
        let i = Installation::current()?;
        let _ = self.installation.set(i.clone());
        Ok(i)
    }

    fn write<T>(&self, f: impl FnOnce(&mut Writer<'_>) -> Result<T>) -> Result<T> {
        let installation = self.installation()?;
        let tx = Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)
            .map_err(|e| db::classify(&self.path, e))?;
        let mut w = Writer::begin(&tx, FileKind::Archive, &installation, &self.path, &Self::now())?;
        let out = f(&mut w)?;
        w.finish()?;
        tx.commit().map_err(|e| db::classify(&self.path, e))?;
        Ok(out)
    }

    fn now() -> String {
        format_time(&chrono::Local::now().fixed_offset())
    }

    /// The club's name.
    pub fn club(&self) -> Result<String> {
        Ok(register::meta_get(&self.conn, "club")?.unwrap_or_default())
    }

    /// Records a precedent directly in the archive.
    pub fn add_precedent(&mut self, input: PrecedentInput, corrects: Option<i64>) -> Result<Precedent> {
        let now = Self::now();
        self.write(|w| precedents::add(w, input, corrects, None, None, &now))
    }

    /// Every precedent.
    pub fn precedents(&self) -> Result<Vec<Precedent>> {
        precedents::all(&self.conn)
    }

    /// Full-text search.
    pub fn search(&self, query: &Query) -> Result<Vec<Hit>> {
        precedents::search(&self.conn, query)
    }

    /// The current precedents as an export document, with the archive's head.
    pub fn export(&self) -> Result<ExportDoc> {
        let mut doc = precedents::export(&self.conn, &self.club()?, &Self::now())?;
        doc.register = Some(self.register_head()?);
        Ok(doc)
    }

    /// Imports an export document's text.
    pub fn import(&mut self, file: &str, text: &str) -> Result<ImportOutcome> {
        let doc = precedents::parse_export(file, text)?;
        let now = Self::now();
        let source = format!("{} ({file})", doc.source);
        self.write(|w| precedents::import(w, &doc, &source, &now))
    }

    /// Collects an event's precedents into the archive (duplicates skipped).
    pub fn collect(&mut self, event: &Event) -> Result<ImportOutcome> {
        let doc = event.export_precedents()?;
        let now = Self::now();
        let source = format!("{} ({})", doc.source, event.path().display());
        self.write(|w| precedents::import(w, &doc, &source, &now))
    }

    /// Recomputes the register's chain and signatures and the archive's
    /// tables from it (see [`Event::verify`]).
    pub fn verify(&self) -> Result<VerifyReport> {
        let installation = match self.installation.get() {
            Some(i) => Some(i.clone()),
            None => Installation::existing()?,
        };
        register::verify::verify(&self.path, FileKind::Archive, installation.as_deref())
    }

    /// Checks the archive against a head written down earlier (an export).
    pub fn verify_head(&self, claim: &register::HeadClaim) -> Result<Vec<register::VerifyProblem>> {
        register::verify::check_claim(&self.conn, claim)
    }

    /// The register head.
    pub fn register_head(&self) -> Result<RegisterHead> {
        register::head(&self.conn)
    }
}
