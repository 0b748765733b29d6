//! The event's precedent register (AM-G16).

use crate::error::Result;
use crate::event::Event;
use crate::precedents;
use crate::precedents::{ExportDoc, Hit, ImportOutcome, Precedent, PrecedentInput, Query};

/// The precedents of an event, as `event.precedents()` gives them.
#[derive(Debug, Clone, Copy)]
pub struct Precedents<'e> {
    event: &'e Event,
}

impl Event {
    /// The event's precedent register (AM-G16).
    pub fn precedents(&self) -> Precedents<'_> {
        Precedents { event: self }
    }
}

impl Precedents<'_> {
    /// Records a precedent (or a correction of precedent `corrects`).
    pub fn add(&self, input: PrecedentInput, corrects: Option<i64>) -> Result<Precedent> {
        let now = self.event.now();
        self.event
            .write(|tx| precedents::add(tx, input, corrects, None, None, &now))
    }

    /// One precedent.
    pub fn get(&self, seq: i64) -> Result<Precedent> {
        precedents::get(self.event.conn(), seq)
    }

    /// Every precedent.
    pub fn all(&self) -> Result<Vec<Precedent>> {
        precedents::all(self.event.conn())
    }

    /// Full-text search (ES/EN, accents ignored).
    pub fn search(&self, query: &Query) -> Result<Vec<Hit>> {
        precedents::search(self.event.conn(), query)
    }

    /// The current precedents as an export document.
    pub fn export(&self) -> Result<ExportDoc> {
        let name = self.event.call()?.name;
        let mut doc = precedents::export(self.event.conn(), &name, &self.event.now())?;
        doc.register = Some(self.event.register_head()?);
        Ok(doc)
    }

    /// Imports an export document (text of a JSON file), duplicates detected;
    /// nothing is imported if any entry is invalid.
    pub fn import(&self, file: &str, text: &str) -> Result<ImportOutcome> {
        let doc = precedents::parse_export(file, text)?;
        let now = self.event.now();
        let source = format!("{} ({file})", doc.source);
        self.event.write(|tx| precedents::import(tx, &doc, &source, &now))
    }
}
