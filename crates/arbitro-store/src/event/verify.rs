//! `verify` on an opened event: the register, the tables recomputed from
//! it, the backups and this installation's journal (see
//! [`crate::register::verify`]); and a file checked against a head written
//! down earlier (a printed sheet, an export).

use std::path::Path;

use super::Event;
use crate::db::{self, FileKind};
use crate::error::{Result, StoreError};
use crate::installation::Installation;
use crate::register::{self, HeadClaim, VerifyProblem, VerifyReport};

impl HeadClaim {
    /// Reads a head as printed (`57:3f9a01bc42de:3f2a-91c0-77de-0b14`), or refuses it.
    pub fn read(text: &str) -> Result<HeadClaim> {
        HeadClaim::parse(text).ok_or_else(|| StoreError::BadHead {
            text: text.to_string(),
        })
    }
}

impl Event {
    /// Everything the register promises, from one consistent snapshot of
    /// the file: the chain and its signatures, every table recomputed from
    /// the register's entries and compared row for row, the heads of the
    /// backups and of this installation's journal.
    pub fn verify(&self) -> Result<VerifyReport> {
        let installation = match self.installation.get() {
            Some(i) => Some(i.clone()),
            None => Installation::existing()?,
        };
        register::verify::verify(&self.path, FileKind::Event, installation.as_deref())
    }

    /// Checks the file against a head written down earlier: the register
    /// must still have that entry, with that hash, signed by that key.
    pub fn verify_head(&self, claim: &HeadClaim) -> Result<Vec<VerifyProblem>> {
        register::verify::check_claim(self.conn(), claim)
    }

    /// Checks that this file's register extends the one in `backup`
    /// (nothing recorded before the backup was changed or removed since).
    pub fn verify_against(&self, backup: &Path) -> Result<Vec<VerifyProblem>> {
        let older = db::open_read_only(backup, FileKind::Event)?;
        let head = register::last_row_head(&older)?;
        let claim = HeadClaim {
            count: head.count,
            hash: head.hash,
            key: None,
        };
        let mut problems = register::verify::check_claim(self.conn(), &claim)?;
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
}
