//! The one place an entry is appended: [`Writer::record`] takes the rows
//! the write changed since the entry before (its effects), links the entry
//! to the chain, signs it with the installation's key and stores it. A
//! write that changes a table without recording an entry is refused.

use rusqlite::{Connection, params};

use super::installation::Installation;
use super::{
    Baseline, EntryBody, KeyEntry, RegisterEntry, RegisterHead, effects, entry_hash, last_row_head, meta_get,
    meta_set, signed_message,
};
use crate::db::FileKind;
use crate::error::{Result, StoreError};

/// An arbiter's write in progress, inside its transaction. Dereferences to
/// the connection for the write's own SQL.
pub(crate) struct Writer<'c> {
    conn: &'c Connection,
    installation: &'c Installation,
    /// The head the next entry links to (read at the first append when the
    /// file is being created and has no id yet).
    head: Option<RegisterHead>,
    schema: i64,
    introduced: bool,
    at: String,
}

impl std::ops::Deref for Writer<'_> {
    type Target = Connection;

    fn deref(&self) -> &Connection {
        self.conn
    }
}

/// What a connection's writes keep knowing between transactions (it never
/// changes while the file is open): its schema, and whether this
/// installation's key is introduced in it.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct Known {
    /// The file's schema version.
    pub schema: Option<i64>,
    /// Whether a `key` entry of this installation is in the register.
    pub introduced: bool,
}

impl<'c> Writer<'c> {
    /// Starts recording in `conn`'s open transaction. Refuses a register
    /// whose last entry is not the head kept in the file's metadata.
    pub(crate) fn begin(
        conn: &'c Connection,
        kind: FileKind,
        installation: &'c Installation,
        path: &std::path::Path,
        at: &str,
    ) -> Result<Writer<'c>> {
        Writer::begin_known(conn, kind, installation, path, at, Known::default())
    }

    /// [`Writer::begin`] with what earlier writes of the connection found.
    pub(crate) fn begin_known(
        conn: &'c Connection,
        kind: FileKind,
        installation: &'c Installation,
        path: &std::path::Path,
        at: &str,
        known: Known,
    ) -> Result<Writer<'c>> {
        effects::install_capture(conn, kind)?;
        conn.prepare_cached("DELETE FROM temp.arbitro_capture")?
            .execute([])?;
        let head = match meta_get(conn, "file_id")? {
            Some(_) => Some(last_row_head(conn)?),
            None => None,
        };
        if let Some(head) = &head {
            let recorded: i64 = meta_get(conn, "register_count")?
                .and_then(|c| c.parse().ok())
                .unwrap_or(0);
            let recorded_hash = meta_get(conn, "register_head")?;
            if recorded != head.count
                || (head.count > 0 && recorded_hash.as_deref() != Some(head.hash.as_str()))
            {
                return Err(StoreError::Tampered {
                    path: path.to_path_buf(),
                    problem: Box::new(super::VerifyProblem::HeadMismatch {
                        recorded,
                        found: head.count,
                    }),
                });
            }
        }
        let schema: i64 = match known.schema {
            Some(s) => s,
            None => conn
                .prepare_cached("PRAGMA user_version")?
                .query_row([], |r| r.get(0))?,
        };
        let introduced = known.introduced
            || conn
                .prepare_cached("SELECT 1 FROM register WHERE kind = ?1 AND key = ?2")?
                .exists([KeyEntry::KIND, installation.fingerprint().as_str()])?;
        Ok(Writer {
            conn,
            installation,
            head,
            schema,
            introduced,
            at: at.to_string(),
        })
    }

    /// Records `body` as the entry explaining every table change made since
    /// the entry before; returns the stored entry.
    pub(crate) fn record<B: EntryBody>(&mut self, body: &B) -> Result<RegisterEntry> {
        let effects = effects::take_captured(self.conn)?;
        self.append(B::KIND, &to_body(body)?, effects)
    }

    /// Records the baseline of a file upgraded from `from_schema`: every row
    /// its tables have, as the effects of one entry.
    pub(crate) fn record_baseline(&mut self, kind: FileKind, from_schema: i64) -> Result<RegisterEntry> {
        effects::take_captured(self.conn)?;
        let rows = effects::every_row(self.conn, kind)?;
        let body = Baseline {
            from_schema,
            at: self.at.clone(),
        };
        self.append(<Baseline as EntryBody>::KIND, &to_body(&body)?, rows)
    }

    fn append(&mut self, kind: &str, body: &str, effects: Option<String>) -> Result<RegisterEntry> {
        if !self.introduced {
            self.introduced = true;
            let key = KeyEntry {
                public_key: self.installation.public_key().to_string(),
                fingerprint: self.installation.fingerprint().as_str().to_string(),
                label: self.installation.label().to_string(),
                at: self.at.clone(),
            };
            self.append(<KeyEntry as EntryBody>::KIND, &to_body(&key)?, None)?;
        }
        let head = match self.head.take() {
            Some(h) => h,
            None => last_row_head(self.conn)?,
        };
        let seq = head.count + 1;
        let key = self.installation.fingerprint().as_str().to_string();
        let hash = entry_hash(seq, kind, self.schema, &key, &head.hash, effects.as_deref(), body);
        let signature = self.installation.sign(&signed_message(&hash));
        self.conn
            .prepare_cached(
                "INSERT INTO register (seq, kind, body, prev_hash, hash, schema, key, signature, effects)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )?
            .execute(params![
                seq,
                kind,
                body,
                head.hash,
                hash,
                self.schema,
                key,
                signature,
                effects
            ])?;
        meta_set(self.conn, "register_count", &seq.to_string())?;
        meta_set(self.conn, "register_head", &hash)?;
        self.head = Some(RegisterHead {
            count: seq,
            hash: hash.clone(),
            key: Some(self.installation.fingerprint().clone()),
        });
        Ok(RegisterEntry {
            seq,
            kind: kind.to_string(),
            body: body.to_string(),
            prev_hash: head.hash,
            hash,
            schema: Some(self.schema),
            key: Some(key),
            signature: Some(signature),
        })
    }

    /// Ends the write: refuses table changes that no entry explains.
    /// Returns the head it leaves and what the next write may take as known.
    pub(crate) fn finish(self) -> Result<(RegisterHead, Known)> {
        if effects::pending(self.conn)? {
            return Err(StoreError::Unrecorded);
        }
        let known = self.known();
        let head = match self.head {
            Some(h) => h,
            None => last_row_head(self.conn)?,
        };
        Ok((head, known))
    }

    /// What the next write of this connection may take as known.
    pub(crate) fn known(&self) -> Known {
        Known {
            schema: Some(self.schema),
            introduced: self.introduced,
        }
    }

    /// The head the next entry links to, as the write began.
    pub(crate) fn head(&self) -> Option<&RegisterHead> {
        self.head.as_ref()
    }

    /// The number the next entry recorded will have.
    pub(crate) fn next_seq(&self) -> Result<i64> {
        let count = match &self.head {
            Some(h) => h.count,
            None => last_row_head(self.conn)?.count,
        };
        Ok(count + if self.introduced { 1 } else { 2 })
    }
}

fn to_body<B: serde::Serialize>(body: &B) -> Result<String> {
    serde_json::to_string(body).map_err(|e| StoreError::Json {
        context: "register entry".to_string(),
        message: e.to_string(),
    })
}
