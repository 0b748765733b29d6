//! The register's own entries: the keys that sign it, the baseline of a
//! file upgraded from before signatures, the backups taken and the
//! restores made.

use serde::{Deserialize, Serialize};

super::entry_kinds! {
    KeyEntry => "key",
    Baseline => "baseline",
    BackupTaken => "backup",
    Restored => "restore",
}

/// An installation's public key, introduced before the first entry it signs
/// in a file (and signed by that key itself).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeyEntry {
    /// The Ed25519 public key, hex.
    pub public_key: String,
    /// Its fingerprint (16 hex digits).
    pub fingerprint: String,
    /// Who the installation is (`user@host`).
    pub label: String,
    /// When.
    pub at: String,
}

/// Every row the file had when it was upgraded from a schema without
/// effects: what the entries before it had written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Baseline {
    /// The schema the file had.
    pub from_schema: i64,
    /// When.
    pub at: String,
}

/// A backup was taken: the file and the head it holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackupTaken {
    /// The backup file.
    pub file: String,
    /// Why (`before-pairing`, `manual`, `before-restore`).
    pub reason: String,
    /// The round about to be paired, for automatic backups.
    #[serde(default)]
    pub round: Option<u32>,
    /// The backup's register: entries and last hash.
    pub count: i64,
    /// Hash of its last entry.
    pub hash: String,
    /// When.
    pub at: String,
}

/// The file was restored from a backup: the register goes on from the
/// backup's head; what came after it on the replaced file is in the safety copy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Restored {
    /// The backup restored.
    pub backup: String,
    /// Its head's count (the register's common part).
    pub count: i64,
    /// Its head's hash.
    pub hash: String,
    /// The head of the file replaced, if it could be read.
    #[serde(default)]
    pub replaced: Option<(i64, String)>,
    /// The copy kept of the file replaced.
    #[serde(default)]
    pub safety_copy: Option<String>,
    /// When.
    pub at: String,
}
