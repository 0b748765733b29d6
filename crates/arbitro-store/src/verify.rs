//! `verify` at the top of the store: the register floor's check of a file
//! (the chain, the signatures, the tables recomputed from the register,
//! the backups and the journal), with every kind of entry the store writes.
//! Backups are listed and restored through it too, since each one is
//! verified before it is trusted.

use std::path::Path;

use crate::error::Result;
use crate::event::Event;
use crate::precedents::Archive;
use crate::register::{self, BackupInfo, Kinds, RestoreOutcome, VerifyReport};

/// Every kind of register entry the store writes: the register's own and
/// those of each area.
pub(crate) const KINDS: Kinds = &[
    register::KINDS,
    crate::event::KINDS,
    crate::players::KINDS,
    crate::rounds::KINDS,
    crate::teams::KINDS,
    crate::boards::KINDS,
    crate::discipline::KINDS,
    crate::precedents::KINDS,
    crate::disputes::KINDS,
    crate::import::KINDS,
];

impl Event {
    /// Everything the register promises, from one consistent snapshot of
    /// the file: the chain and its signatures, every table recomputed from
    /// the register's entries and compared row for row, the heads of the
    /// backups and of this installation's journal.
    pub fn verify(&self) -> Result<VerifyReport> {
        self.ledger().verify(KINDS)
    }

    /// Every backup of the event (those its log lists and those in its
    /// backup folder), each with its head and what `verify` finds in it.
    pub fn backup_list(&self) -> Result<Vec<BackupInfo>> {
        self.ledger().backup_list(KINDS)
    }
}

impl Archive {
    /// Recomputes the register's chain and signatures and the archive's
    /// tables from it (see [`Event::verify`]).
    pub fn verify(&self) -> Result<VerifyReport> {
        self.ledger().verify(KINDS)
    }
}

/// Restores `backup` over the event file at `target`: nothing is touched
/// unless the backup verifies and its copy is complete and checked; the
/// file replaced, if any, is kept as a safety copy
/// (`NAME.before-restore-N.db`).
pub fn restore(backup: &Path, target: &Path) -> Result<RestoreOutcome> {
    register::backup::restore(backup, target, KINDS)
}
