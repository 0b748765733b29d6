//! What `verify` can find: each problem is a typed value with its message
//! code and parameters (texts in `messages/{es,en}/store.ftl`).

use serde::{Deserialize, Serialize};

/// One thing `verify` found wrong: the file was changed behind arbitro's
/// back (or damaged), and where.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "problem", rename_all = "kebab-case")]
pub enum VerifyProblem {
    /// Entries are missing from the middle of the register.
    EntriesMissing {
        /// The first missing entry.
        from: i64,
        /// The last missing entry.
        to: i64,
    },
    /// An entry does not link to the one before it.
    BrokenLink {
        /// The entry.
        seq: i64,
    },
    /// An entry's content no longer matches its hash.
    EntryEdited {
        /// The entry.
        seq: i64,
        /// Its kind as stored.
        kind: String,
    },
    /// An entry's signature is not its key's.
    BadSignature {
        /// The entry.
        seq: i64,
        /// The key it names.
        key: String,
    },
    /// An entry names a key no `key` entry before it introduced.
    UnknownKey {
        /// The entry.
        seq: i64,
        /// The key it names.
        key: String,
    },
    /// A `key` entry whose fingerprint is not its public key's.
    KeyMismatch {
        /// The entry.
        seq: i64,
    },
    /// An entry without a signature after signed ones (or none signed at all).
    Unsigned {
        /// The entry.
        seq: i64,
    },
    /// The register has no signed entry in a file whose schema signs them.
    NothingSigned,
    /// An entry's body is not what its kind says.
    BadBody {
        /// The entry.
        seq: i64,
        /// Its kind.
        kind: String,
        /// What the decoder said.
        detail: String,
    },
    /// An entry of a kind arbitro does not know.
    UnknownKind {
        /// The entry.
        seq: i64,
        /// Its kind.
        kind: String,
    },
    /// A correction refers to an entry that is not before it, or of another kind.
    BadCorrection {
        /// The correcting entry.
        seq: i64,
        /// The entry it names.
        target: i64,
    },
    /// The head kept in the file's metadata is not the register's last entry.
    HeadMismatch {
        /// The count kept.
        recorded: i64,
        /// The count found.
        found: i64,
    },
    /// An entry's effects cannot be replayed (they contradict the entries before).
    ReplayFailed {
        /// The entry.
        seq: i64,
        /// The table concerned.
        table: String,
    },
    /// A row of a table differs from what the register wrote.
    RowChanged {
        /// The table.
        table: String,
        /// The row's key (`round=3, board=12`).
        row: String,
        /// The first column that differs.
        column: String,
        /// Its value in the file.
        file: String,
        /// Its value as the register wrote it.
        register: String,
    },
    /// A row no entry wrote.
    RowAdded {
        /// The table.
        table: String,
        /// The row's key.
        row: String,
    },
    /// A row the register wrote is gone.
    RowRemoved {
        /// The table.
        table: String,
        /// The row's key.
        row: String,
    },
    /// More rows of a table differ than are listed.
    MoreRows {
        /// The table.
        table: String,
        /// How many more.
        more: i64,
    },
    /// The file's schema (tables, indexes, triggers) was altered.
    SchemaChanged {
        /// What the object is (`table`, `index`, `trigger`, `view`).
        kind: String,
        /// Its name.
        name: String,
    },
    /// A backup listed in the file's backup log does not match the register.
    BackupLogHead {
        /// The backup file.
        file: String,
        /// The head the log gives for it.
        count: i64,
    },
    /// A backup holds entries the file no longer has (or different ones).
    BackupAhead {
        /// The backup file.
        file: String,
        /// Its head's count.
        count: i64,
    },
    /// A backup no longer holds the head the backup log gives for it.
    BackupChanged {
        /// The backup file.
        file: String,
        /// The head's count in the log.
        count: i64,
    },
    /// This installation noted a head the register no longer has.
    JournalHead {
        /// The head's count.
        count: i64,
        /// Its hash (12 digits).
        hash: String,
        /// When it was noted.
        at: String,
    },
    /// The head written down earlier (a printed sheet) is not in the register.
    HeadNotFound {
        /// The head as given.
        head: String,
    },
    /// The head written down earlier was signed by another key.
    HeadKey {
        /// The head as given.
        head: String,
        /// The key that signed that entry in the file.
        found: String,
    },
}

impl std::fmt::Display for VerifyProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&arbitro_i18n::render(arbitro_i18n::Lang::En, self))
    }
}

impl arbitro_i18n::Message for VerifyProblem {
    fn code(&self) -> &str {
        match self {
            VerifyProblem::EntriesMissing { .. } => "store-verify-entries-missing",
            VerifyProblem::BrokenLink { .. } => "store-verify-broken-link",
            VerifyProblem::EntryEdited { .. } => "store-verify-entry-edited",
            VerifyProblem::BadSignature { .. } => "store-verify-bad-signature",
            VerifyProblem::UnknownKey { .. } => "store-verify-unknown-key",
            VerifyProblem::KeyMismatch { .. } => "store-verify-key-mismatch",
            VerifyProblem::Unsigned { .. } => "store-verify-unsigned",
            VerifyProblem::NothingSigned => "store-verify-nothing-signed",
            VerifyProblem::BadBody { .. } => "store-verify-bad-body",
            VerifyProblem::UnknownKind { .. } => "store-verify-unknown-kind",
            VerifyProblem::BadCorrection { .. } => "store-verify-bad-correction",
            VerifyProblem::HeadMismatch { .. } => "store-verify-head-mismatch",
            VerifyProblem::ReplayFailed { .. } => "store-verify-replay-failed",
            VerifyProblem::RowChanged { .. } => "store-verify-row-changed",
            VerifyProblem::RowAdded { .. } => "store-verify-row-added",
            VerifyProblem::RowRemoved { .. } => "store-verify-row-removed",
            VerifyProblem::MoreRows { .. } => "store-verify-more-rows",
            VerifyProblem::SchemaChanged { .. } => "store-verify-schema-changed",
            VerifyProblem::BackupLogHead { .. } => "store-verify-backup-log-head",
            VerifyProblem::BackupAhead { .. } => "store-verify-backup-ahead",
            VerifyProblem::BackupChanged { .. } => "store-verify-backup-changed",
            VerifyProblem::JournalHead { .. } => "store-verify-journal-head",
            VerifyProblem::HeadNotFound { .. } => "store-verify-head-not-found",
            VerifyProblem::HeadKey { .. } => "store-verify-head-key",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            VerifyProblem::EntriesMissing { from, to } => {
                vec![("from", Arg::from(*from)), ("to", Arg::from(*to))]
            }
            VerifyProblem::BrokenLink { seq }
            | VerifyProblem::KeyMismatch { seq }
            | VerifyProblem::Unsigned { seq } => vec![("seq", Arg::from(*seq))],
            VerifyProblem::EntryEdited { seq, kind } | VerifyProblem::UnknownKind { seq, kind } => {
                vec![("seq", Arg::from(*seq)), ("kind", Arg::from(kind))]
            }
            VerifyProblem::BadSignature { seq, key } | VerifyProblem::UnknownKey { seq, key } => {
                vec![("seq", Arg::from(*seq)), ("key", Arg::from(key))]
            }
            VerifyProblem::NothingSigned => Vec::new(),
            VerifyProblem::BadBody { seq, kind, detail } => vec![
                ("seq", Arg::from(*seq)),
                ("kind", Arg::from(kind)),
                ("detail", Arg::from(detail)),
            ],
            VerifyProblem::BadCorrection { seq, target } => {
                vec![("seq", Arg::from(*seq)), ("target", Arg::from(*target))]
            }
            VerifyProblem::HeadMismatch { recorded, found } => {
                vec![("recorded", Arg::from(*recorded)), ("found", Arg::from(*found))]
            }
            VerifyProblem::ReplayFailed { seq, table } => {
                vec![("seq", Arg::from(*seq)), ("table", Arg::from(table))]
            }
            VerifyProblem::RowChanged {
                table,
                row,
                column,
                file,
                register,
            } => vec![
                ("table", Arg::from(table)),
                ("row", Arg::from(row)),
                ("column", Arg::from(column)),
                ("file", Arg::from(file)),
                ("register", Arg::from(register)),
            ],
            VerifyProblem::RowAdded { table, row } | VerifyProblem::RowRemoved { table, row } => {
                vec![("table", Arg::from(table)), ("row", Arg::from(row))]
            }
            VerifyProblem::MoreRows { table, more } => {
                vec![("table", Arg::from(table)), ("more", Arg::from(*more))]
            }
            VerifyProblem::SchemaChanged { kind, name } => {
                vec![("kind", Arg::from(kind)), ("name", Arg::from(name))]
            }
            VerifyProblem::BackupLogHead { file, count }
            | VerifyProblem::BackupAhead { file, count }
            | VerifyProblem::BackupChanged { file, count } => {
                vec![("file", Arg::from(file)), ("count", Arg::from(*count))]
            }
            VerifyProblem::JournalHead { count, hash, at } => vec![
                ("count", Arg::from(*count)),
                ("hash", Arg::from(hash)),
                ("at", Arg::from(at)),
            ],
            VerifyProblem::HeadNotFound { head } => vec![("head", Arg::from(head))],
            VerifyProblem::HeadKey { head, found } => {
                vec![("head", Arg::from(head)), ("found", Arg::from(found))]
            }
        }
    }
}

/// Something `verify` reports that is not tampering: what the check could
/// not cover, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "note", rename_all = "kebab-case")]
pub enum VerifyNote {
    /// The file predates signed registers: only the hash chain was checked.
    Unsigned {
        /// Its schema version.
        schema: i64,
    },
    /// Entries before the upgrade to signed registers are covered by the
    /// baseline entry, not replayed one by one.
    Baseline {
        /// The baseline entry.
        seq: i64,
    },
    /// A backup listed in the backup log is not where it was written.
    BackupMissing {
        /// The file.
        file: String,
    },
    /// A backup could not be read (damaged, or not an event file).
    BackupUnreadable {
        /// The file.
        file: String,
    },
    /// A backup belongs to the line of the register given up by a restore.
    BackupBeforeRestore {
        /// The file.
        file: String,
        /// The restore entry.
        restore: i64,
    },
    /// A backup's register and the file's went separate ways after a common
    /// part (the backup was written to since, or it is of a copy).
    BackupDiverged {
        /// The file.
        file: String,
    },
    /// This installation has never written to the file: no journal to check.
    NoJournal,
}

impl arbitro_i18n::Message for VerifyNote {
    fn code(&self) -> &str {
        match self {
            VerifyNote::Unsigned { .. } => "store-verify-note-unsigned",
            VerifyNote::Baseline { .. } => "store-verify-note-baseline",
            VerifyNote::BackupMissing { .. } => "store-verify-note-backup-missing",
            VerifyNote::BackupUnreadable { .. } => "store-verify-note-backup-unreadable",
            VerifyNote::BackupBeforeRestore { .. } => "store-verify-note-backup-before-restore",
            VerifyNote::BackupDiverged { .. } => "store-verify-note-backup-diverged",
            VerifyNote::NoJournal => "store-verify-note-no-journal",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            VerifyNote::Unsigned { schema } => vec![("schema", Arg::from(*schema))],
            VerifyNote::Baseline { seq } => vec![("seq", Arg::from(*seq))],
            VerifyNote::BackupMissing { file }
            | VerifyNote::BackupUnreadable { file }
            | VerifyNote::BackupDiverged { file } => {
                vec![("file", Arg::from(file))]
            }
            VerifyNote::BackupBeforeRestore { file, restore } => {
                vec![("file", Arg::from(file)), ("restore", Arg::from(*restore))]
            }
            VerifyNote::NoJournal => Vec::new(),
        }
    }
}
