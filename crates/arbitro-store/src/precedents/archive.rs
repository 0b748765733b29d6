//! The club archive: one file collecting precedents across events, with the
//! same signed, hash-chained register, search and JSON exchange as an event file.

use std::path::Path;

use rusqlite::Connection;

use crate::db::FileKind;
use crate::error::Result;
use crate::event::Event;
use crate::precedents;
use crate::precedents::entries::ArchiveCreated;
use crate::precedents::{ExportDoc, Hit, ImportOutcome, Precedent, PrecedentInput, Query};
use crate::register::{self, Ledger, RegisterHead, Writer};

/// An opened club archive.
#[derive(Debug)]
pub struct Archive {
    /// The file with its register.
    ledger: Ledger,
}

impl Archive {
    /// Creates an archive named `club`.
    pub fn create(path: &Path, club: &str) -> Result<Archive> {
        let a = Archive {
            ledger: Ledger::create(path, FileKind::Archive)?,
        };
        let id = register::new_file_id();
        let club = club.to_string();
        register::meta_set(a.conn(), "file_id", &id)?;
        a.write(|w| {
            register::meta_set(w, "club", &club)?;
            w.record(&ArchiveCreated {
                club: club.clone(),
                at: a.ledger.now(),
            })?;
            Ok(())
        })?;
        Ok(a)
    }

    /// Opens an archive (upgrading an older schema after copying the file;
    /// the upgrade records the baseline entry, as for an event file).
    pub fn open(path: &Path) -> Result<Archive> {
        Ok(Archive {
            ledger: Ledger::open(path, FileKind::Archive)?,
        })
    }

    /// Opens an archive without writing to it.
    pub fn open_read_only(path: &Path) -> Result<Archive> {
        Ok(Archive {
            ledger: Ledger::open_read_only(path, FileKind::Archive)?,
        })
    }

    /// The file.
    pub fn path(&self) -> &Path {
        self.ledger.path()
    }

    fn conn(&self) -> &Connection {
        self.ledger.conn()
    }

    /// The file with its register (verify).
    pub(crate) fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    fn write<T>(&self, f: impl FnOnce(&mut Writer<'_>) -> Result<T>) -> Result<T> {
        self.ledger.write(f)
    }

    fn now(&self) -> String {
        self.ledger.now()
    }

    /// The club's name.
    pub fn club(&self) -> Result<String> {
        Ok(register::meta_get(self.conn(), "club")?.unwrap_or_default())
    }

    /// Records a precedent directly in the archive.
    pub fn add_precedent(&mut self, input: PrecedentInput, corrects: Option<i64>) -> Result<Precedent> {
        let now = self.now();
        self.write(|w| precedents::add(w, input, corrects, None, None, &now))
    }

    /// Every precedent.
    pub fn precedents(&self) -> Result<Vec<Precedent>> {
        precedents::all(self.conn())
    }

    /// Full-text search.
    pub fn search(&self, query: &Query) -> Result<Vec<Hit>> {
        precedents::search(self.conn(), query)
    }

    /// The current precedents as an export document, with the archive's head.
    pub fn export(&self) -> Result<ExportDoc> {
        let mut doc = precedents::export(self.conn(), &self.club()?, &self.now())?;
        doc.register = Some(self.register_head()?);
        Ok(doc)
    }

    /// Imports an export document's text.
    pub fn import(&mut self, file: &str, text: &str) -> Result<ImportOutcome> {
        let doc = precedents::parse_export(file, text)?;
        let now = self.now();
        let source = format!("{} ({file})", doc.source);
        self.write(|w| precedents::import(w, &doc, &source, &now))
    }

    /// Collects an event's precedents into the archive (duplicates skipped).
    pub fn collect(&mut self, event: &Event) -> Result<ImportOutcome> {
        let doc = event.precedents().export()?;
        let now = self.now();
        let source = format!("{} ({})", doc.source, event.path().display());
        self.write(|w| precedents::import(w, &doc, &source, &now))
    }

    /// Checks the archive against a head written down earlier (an export).
    pub fn verify_head(&self, claim: &register::HeadClaim) -> Result<Vec<register::VerifyProblem>> {
        self.ledger.verify_head(claim)
    }

    /// The register head.
    pub fn register_head(&self) -> Result<RegisterHead> {
        self.ledger.head()
    }
}
