//! The club archive: one file collecting precedents across events, with the
//! same hash-chained register, search and JSON exchange as an event file.

use std::path::{Path, PathBuf};

use rusqlite::{Connection, TransactionBehavior};

use crate::db::{self, FileKind};
use crate::error::Result;
use crate::event::{Event, format_time, new_file_id};
use crate::precedents::{self, ExportDoc, Hit, ImportOutcome, Precedent, PrecedentInput, Query};
use crate::register::{self, RegisterHead, VerifyReport};

/// An opened club archive.
#[derive(Debug)]
pub struct Archive {
    conn: Connection,
    path: PathBuf,
}

impl Archive {
    /// Creates an archive named `club`.
    pub fn create(path: &Path, club: &str) -> Result<Archive> {
        let conn = db::create(path, FileKind::Archive)?;
        let mut a = Archive {
            conn,
            path: path.to_path_buf(),
        };
        let id = new_file_id();
        let club = club.to_string();
        a.write(|c| {
            register::meta_set(c, "file_id", &id)?;
            register::meta_set(c, "club", &club)?;
            Ok(())
        })?;
        Ok(a)
    }

    /// Opens an archive (upgrading an older schema after copying the file).
    pub fn open(path: &Path) -> Result<Archive> {
        Ok(Archive {
            conn: db::open(path, FileKind::Archive)?,
            path: path.to_path_buf(),
        })
    }

    /// Opens an archive without writing to it.
    pub fn open_read_only(path: &Path) -> Result<Archive> {
        Ok(Archive {
            conn: db::open_read_only(path, FileKind::Archive)?,
            path: path.to_path_buf(),
        })
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn write<T>(&mut self, f: impl FnOnce(&Connection) -> Result<T>) -> Result<T> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let out = f(&tx)?;
        tx.commit()?;
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
        self.write(|c| precedents::add(c, input, corrects, None, None, &now))
    }

    /// Every precedent.
    pub fn precedents(&self) -> Result<Vec<Precedent>> {
        precedents::all(&self.conn)
    }

    /// Full-text search.
    pub fn search(&self, query: &Query) -> Result<Vec<Hit>> {
        precedents::search(&self.conn, query)
    }

    /// The current precedents as an export document.
    pub fn export(&self) -> Result<ExportDoc> {
        precedents::export(&self.conn, &self.club()?, &Self::now())
    }

    /// Imports an export document's text.
    pub fn import(&mut self, file: &str, text: &str) -> Result<ImportOutcome> {
        let doc = precedents::parse_export(file, text)?;
        let now = Self::now();
        let source = format!("{} ({file})", doc.source);
        self.write(|c| precedents::import(c, &doc, &source, &now))
    }

    /// Collects an event's precedents into the archive (duplicates skipped).
    pub fn collect(&mut self, event: &Event) -> Result<ImportOutcome> {
        let doc = event.export_precedents()?;
        let now = Self::now();
        let source = format!("{} ({})", doc.source, event.path().display());
        self.write(|c| precedents::import(c, &doc, &source, &now))
    }

    /// Recomputes the register's hash chain.
    pub fn verify(&self) -> Result<VerifyReport> {
        register::verify(&self.conn)
    }

    /// The register head.
    pub fn register_head(&self) -> Result<RegisterHead> {
        register::head(&self.conn)
    }
}
