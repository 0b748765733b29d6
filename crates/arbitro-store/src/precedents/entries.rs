//! The precedents' register entries: precedents, imports, and the club
//! archive created.

use serde::{Deserialize, Serialize};

crate::register::entry_kinds! {
    ArchiveCreated => "archive-created",
    crate::precedents::PrecedentBody => "precedent" with crate::precedents::INDEX,
    PrecedentsImported => "precedents-imported",
}

/// A club archive was created.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchiveCreated {
    /// The club.
    pub club: String,
    /// When.
    pub at: String,
}

/// Precedents were imported from an export or collected from an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrecedentsImported {
    /// Where from.
    pub source: String,
    /// Entries added.
    pub imported: Vec<i64>,
    /// Duplicates skipped.
    pub duplicates: usize,
    /// Conflicts skipped.
    pub conflicts: usize,
    /// When.
    pub at: String,
}
