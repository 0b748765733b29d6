//! The event's precedent register (AM-G16).

use super::Event;
use crate::error::Result;
use crate::precedents::{self, ExportDoc, Hit, ImportOutcome, Precedent, PrecedentInput, Query};

impl Event {
    /// Records a precedent (or a correction of precedent `corrects`).
    pub fn add_precedent(&mut self, input: PrecedentInput, corrects: Option<i64>) -> Result<Precedent> {
        let now = self.now();
        self.write(|tx| precedents::add(tx, input, corrects, None, None, &now))
    }

    /// One precedent.
    pub fn precedent(&self, seq: i64) -> Result<Precedent> {
        precedents::get(self.conn(), seq)
    }

    /// Every precedent.
    pub fn precedents(&self) -> Result<Vec<Precedent>> {
        precedents::all(self.conn())
    }

    /// Full-text search (ES/EN, accents ignored).
    pub fn search_precedents(&self, query: &Query) -> Result<Vec<Hit>> {
        precedents::search(self.conn(), query)
    }

    /// The current precedents as an export document.
    pub fn export_precedents(&self) -> Result<ExportDoc> {
        let name = self.call()?.name;
        let mut doc = precedents::export(self.conn(), &name, &self.now())?;
        doc.register = Some(self.register_head()?);
        Ok(doc)
    }

    /// Imports an export document (text of a JSON file), duplicates detected;
    /// nothing is imported if any entry is invalid.
    pub fn import_precedents(&mut self, file: &str, text: &str) -> Result<ImportOutcome> {
        let doc = precedents::parse_export(file, text)?;
        let now = self.now();
        let source = format!("{} ({file})", doc.source);
        self.write(|tx| precedents::import(tx, &doc, &source, &now))
    }
}
