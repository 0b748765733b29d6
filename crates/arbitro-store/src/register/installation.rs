//! This installation of arbitro: the Ed25519 key that signs every register
//! entry it writes, and the journal of the heads it wrote, both kept in the
//! user's configuration folder — outside every event file, where neither an
//! edit of the file nor a wipe of its register can reach them.
//!
//! The folder is, in order: the one given to [`set_config_dir`] (the app, the
//! tests), `$ARBITRO_CONFIG_DIR`, or the system's configuration folder
//! (`~/.config/arbitro` on Linux). It holds `installation.key` (the secret
//! seed, hex, readable by the user only) and `heads/FILE_ID.PLACE`, one line
//! per event file and place it is kept: the last head this installation
//! wrote there.
//!
//! A file taken to another installation (another arbiter's laptop) still
//! verifies against the public keys recorded in it; what that installation
//! writes is signed with its own key, introduced by a `key` entry first.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

use ed25519_dalek::{Signature, Signer, SigningKey, Verifier, VerifyingKey};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::error::{Result, StoreError};

/// The environment variable naming the configuration folder.
pub const CONFIG_DIR_VAR: &str = "ARBITRO_CONFIG_DIR";

const KEY_FILE: &str = "installation.key";
const KEY_HEADER: &str = "arbitro-installation-key/1";

/// A key's fingerprint: the first 16 hex digits of the SHA-256 of its
/// public key. Printed grouped (`3f2a-91c0-77de-0b14`) on every form.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Fingerprint(String);

impl Fingerprint {
    /// The fingerprint of a public key.
    pub fn of(public_key: &[u8; 32]) -> Fingerprint {
        let digest = Sha256::digest(public_key);
        Fingerprint(hex(&digest[..8]))
    }

    /// Reads a fingerprint as printed: 16 hex digits, dashes and spaces ignored.
    pub fn parse(text: &str) -> Option<Fingerprint> {
        let digits: String = text
            .chars()
            .filter(|c| !matches!(c, '-' | ' ' | ':'))
            .map(|c| c.to_ascii_lowercase())
            .collect();
        (digits.len() == 16 && digits.chars().all(|c| c.is_ascii_hexdigit())).then_some(Fingerprint(digits))
    }

    /// The 16 hex digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Grouped by four: `3f2a-91c0-77de-0b14`.
    pub fn grouped(&self) -> String {
        let mut out = String::with_capacity(19);
        for (i, c) in self.0.chars().enumerate() {
            if i > 0 && i % 4 == 0 {
                out.push('-');
            }
            out.push(c);
        }
        out
    }
}

impl std::fmt::Display for Fingerprint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.grouped())
    }
}

/// Lower-case hex of `bytes`.
pub(crate) fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(out, "{b:02x}");
    }
    out
}

/// Bytes of lower-case or upper-case hex, if it is hex of exactly `N` bytes.
pub(crate) fn unhex<const N: usize>(text: &str) -> Option<[u8; N]> {
    let text = text.trim();
    if text.len() != 2 * N || !text.is_ascii() {
        return None;
    }
    let mut out = [0u8; N];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// Checks an Ed25519 signature (hex) of `message` by `public_key` (hex).
pub(crate) fn signature_ok(public_key: &str, message: &[u8], signature: &str) -> bool {
    let (Some(key), Some(sig)) = (unhex::<32>(public_key), unhex::<64>(signature)) else {
        return false;
    };
    let Ok(key) = VerifyingKey::from_bytes(&key) else {
        return false;
    };
    key.verify(message, &Signature::from_bytes(&sig)).is_ok()
}

/// The last head an installation wrote or saw in one event file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JournalHead {
    /// Entries in the register then.
    pub count: i64,
    /// Hash of the last of them.
    pub hash: String,
    /// When it was noted.
    pub at: String,
}

/// This installation: its signing key and its journal of heads.
pub struct Installation {
    dir: PathBuf,
    key: SigningKey,
    public_hex: String,
    fingerprint: Fingerprint,
    label: String,
}

impl std::fmt::Debug for Installation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Installation")
            .field("dir", &self.dir)
            .field("fingerprint", &self.fingerprint)
            .field("label", &self.label)
            .finish_non_exhaustive()
    }
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> StoreError + '_ {
    move |source| StoreError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Who this installation is, as recorded in its `key` entries: `user@host`.
fn default_label() -> String {
    let user = std::env::var("USER")
        .or_else(|_| std::env::var("USERNAME"))
        .unwrap_or_default();
    let host = std::fs::read_to_string("/etc/hostname")
        .ok()
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .or_else(|| std::env::var("COMPUTERNAME").ok())
        .unwrap_or_default();
    match (user.is_empty(), host.is_empty()) {
        (false, false) => format!("{user}@{host}"),
        (false, true) => user,
        (true, false) => host,
        (true, true) => "arbitro".to_string(),
    }
}

fn override_dir() -> &'static Mutex<Option<PathBuf>> {
    static DIR: OnceLock<Mutex<Option<PathBuf>>> = OnceLock::new();
    DIR.get_or_init(|| Mutex::new(None))
}

/// Makes every event opened from now on in this process use the
/// installation in `dir` (the app's choice, the tests' temporary folders),
/// ahead of `$ARBITRO_CONFIG_DIR` and the system's folder.
pub fn set_config_dir(dir: impl Into<PathBuf>) {
    if let Ok(mut slot) = override_dir().lock() {
        *slot = Some(dir.into());
    }
}

impl Installation {
    /// The configuration folder this process uses (see the module's doc).
    pub fn default_dir() -> Option<PathBuf> {
        if let Some(dir) = override_dir().lock().ok().and_then(|d| d.clone()) {
            return Some(dir);
        }
        if let Some(dir) = std::env::var_os(CONFIG_DIR_VAR).filter(|d| !d.is_empty()) {
            return Some(PathBuf::from(dir));
        }
        dirs::config_dir().map(|d| d.join("arbitro"))
    }

    /// The installation of this process (see [`Installation::default_dir`]),
    /// shared by every event it opens.
    pub fn current() -> Result<Arc<Installation>> {
        static LOADED: OnceLock<Mutex<Vec<Arc<Installation>>>> = OnceLock::new();
        let dir = Installation::default_dir().ok_or(StoreError::NoConfigDir)?;
        let loaded = LOADED.get_or_init(|| Mutex::new(Vec::new()));
        let mut loaded = loaded.lock().map_err(|_| StoreError::NoConfigDir)?;
        if let Some(found) = loaded.iter().find(|i| i.dir == dir) {
            return Ok(found.clone());
        }
        let inst = Arc::new(Installation::open(&dir)?);
        loaded.push(inst.clone());
        Ok(inst)
    }

    /// The installation of this process if it has a key already (`verify`
    /// reads its journal but makes no key).
    pub fn existing() -> Result<Option<Arc<Installation>>> {
        match Installation::default_dir() {
            Some(dir) if dir.join(KEY_FILE).exists() => Installation::current().map(Some),
            _ => Ok(None),
        }
    }

    /// The installation whose configuration folder is `dir`: its key is read,
    /// or made (once, even by several processes at the same time) if there is none.
    pub fn open(dir: &Path) -> Result<Installation> {
        std::fs::create_dir_all(dir).map_err(io(dir))?;
        let path = dir.join(KEY_FILE);
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Self::make_key(dir, &path)?,
            Err(e) => return Err(io(&path)(e)),
        };
        let mut lines = text.lines();
        let seed = (lines.next() == Some(KEY_HEADER))
            .then(|| lines.next())
            .flatten()
            .and_then(unhex::<32>)
            .ok_or_else(|| StoreError::BadInstallationKey { path: path.clone() })?;
        let label = lines
            .next()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(str::to_string)
            .unwrap_or_else(default_label);
        let key = SigningKey::from_bytes(&seed);
        let public = key.verifying_key().to_bytes();
        Ok(Installation {
            dir: dir.to_path_buf(),
            fingerprint: Fingerprint::of(&public),
            public_hex: hex(&public),
            key,
            label,
        })
    }

    /// Writes a new key file without ever replacing one another process
    /// made meanwhile: the file appears whole (a hard link of a finished
    /// temporary file) or not at all. Returns the text that won.
    fn make_key(dir: &Path, path: &Path) -> Result<String> {
        let mut seed = [0u8; 32];
        getrandom::fill(&mut seed).map_err(|e| StoreError::NoRandomness {
            detail: e.to_string(),
        })?;
        let text = format!("{KEY_HEADER}\n{}\n{}\n", hex(&seed), default_label());
        let tmp = dir.join(format!("{KEY_FILE}.{}.tmp", std::process::id()));
        {
            use std::io::Write;
            let mut options = std::fs::OpenOptions::new();
            options.write(true).create(true).truncate(true);
            #[cfg(unix)]
            {
                use std::os::unix::fs::OpenOptionsExt;
                options.mode(0o600);
            }
            let mut f = options.open(&tmp).map_err(io(&tmp))?;
            f.write_all(text.as_bytes()).map_err(io(&tmp))?;
            f.sync_all().map_err(io(&tmp))?;
        }
        let linked = std::fs::hard_link(&tmp, path);
        let _ = std::fs::remove_file(&tmp);
        match linked {
            Ok(()) => Ok(text),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                std::fs::read_to_string(path).map_err(io(path))
            }
            Err(e) => Err(io(path)(e)),
        }
    }

    /// The configuration folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The public key's fingerprint.
    pub fn fingerprint(&self) -> &Fingerprint {
        &self.fingerprint
    }

    /// The public key, hex.
    pub fn public_key(&self) -> &str {
        &self.public_hex
    }

    /// Who this installation is (`user@host`), as its `key` entries say.
    pub fn label(&self) -> &str {
        &self.label
    }

    /// Signs `message`; the signature in hex.
    pub(crate) fn sign(&self, message: &[u8]) -> String {
        hex(&self.key.sign(message).to_bytes())
    }

    /// The journal of the file `file_id` at `path`: copies of a file share
    /// its id, so each place it is kept has its own journal.
    fn journal_path(&self, file_id: &str, path: &Path) -> Option<PathBuf> {
        // A file id is hex; anything else never names a journal file.
        if file_id.is_empty() || !file_id.chars().all(|c| c.is_ascii_alphanumeric()) {
            return None;
        }
        let place = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        let digest = Sha256::digest(place.to_string_lossy().as_bytes());
        Some(
            self.dir
                .join("heads")
                .join(format!("{file_id}.{}", hex(&digest[..8]))),
        )
    }

    /// The last head this installation noted for the event file `file_id` kept at `path`.
    pub fn journal(&self, file_id: &str, path: &Path) -> Option<JournalHead> {
        let text = std::fs::read_to_string(self.journal_path(file_id, path)?).ok()?;
        let line = text.lines().next()?.trim_end();
        let (record, check) = line.rsplit_once(' ')?;
        // A record torn by a crash is no record: it checks nothing rather than raise a false alarm.
        if check != sha256_short(record) {
            return None;
        }
        let mut parts = record.split(' ');
        (parts.next()? == JOURNAL_HEADER).then_some(())?;
        let count = parts.next()?.parse().ok()?;
        let hash = parts.next()?.to_string();
        (hash.len() == 64).then_some(())?;
        Some(JournalHead {
            count,
            hash,
            at: parts.next().unwrap_or_default().to_string(),
        })
    }

    /// Opens (or makes) the journal of the file `file_id` kept at `file`,
    /// to note its heads as writes go (see [`Installation::write_journal`]).
    pub(crate) fn open_journal(&self, file_id: &str, file: &Path) -> Option<std::fs::File> {
        let path = self.journal_path(file_id, file)?;
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .ok()
    }

    /// Notes a head as the last of a file in its journal (best effort: a
    /// journal that cannot be written only weakens a later check, it loses
    /// nothing). The record is written in place, one fixed-size line with
    /// its own checksum: no rename or truncation, which would make the
    /// file system flush on every write.
    pub(crate) fn write_journal(&self, journal: &std::fs::File, count: i64, hash: &str, at: &str) {
        let record = format!("{JOURNAL_HEADER} {count} {hash} {at}");
        let line = format!("{record} {}", sha256_short(&record));
        let padded = format!("{line:<width$}\n", width = JOURNAL_RECORD - 1);
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileExt;
            let _ = journal.write_all_at(padded.as_bytes(), 0);
        }
        #[cfg(not(unix))]
        {
            use std::io::{Seek, SeekFrom, Write};
            let mut f = journal;
            let _ = f
                .seek(SeekFrom::Start(0))
                .and_then(|_| f.write_all(padded.as_bytes()));
        }
    }

    /// Notes a head as the last of `file_id` at `file` (opening its journal
    /// for this one record).
    pub(crate) fn note_head(&self, file_id: &str, file: &Path, count: i64, hash: &str, at: &str) {
        if let Some(journal) = self.open_journal(file_id, file) {
            self.write_journal(&journal, count, hash, at);
        }
    }
}

const JOURNAL_HEADER: &str = "arbitro-head/1";
/// Bytes of a journal record (it always overwrites the one before whole).
const JOURNAL_RECORD: usize = 192;

fn sha256_short(text: &str) -> String {
    hex(&Sha256::digest(text.as_bytes())[..8])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprints_read_back_as_printed() {
        let f = Fingerprint::of(&[7u8; 32]);
        assert_eq!(f.as_str().len(), 16);
        assert_eq!(Fingerprint::parse(&f.grouped()), Some(f.clone()));
        assert_eq!(Fingerprint::parse(&f.grouped().to_uppercase()), Some(f));
        assert_eq!(Fingerprint::parse("3f2a-91c0"), None);
    }

    #[test]
    fn printed_heads_read_back() {
        use crate::register::HeadClaim;
        let key = Fingerprint::of(&[7u8; 32]);
        for text in [
            format!("57:3f9a01bc42de:{}", key.grouped()),
            format!("Registro 57 · 3f9a01bc42de · clave {}", key.grouped()),
            format!("Register 57 · 3f9a01bc42de · key {}", key.as_str()),
        ] {
            let claim = HeadClaim::parse(&text).unwrap_or_else(|| panic!("{text}"));
            assert_eq!((claim.count, claim.hash.as_str()), (57, "3f9a01bc42de"), "{text}");
            assert_eq!(claim.key.as_ref(), Some(&key), "{text}");
        }
        assert_eq!(HeadClaim::parse("57@3f9a01bc").map(|c| c.key), Some(None));
        for bad in ["57", "x:3f9a01bc42de", "57:3f9a", "57:3f9a01bc42de:3f2a"] {
            assert!(HeadClaim::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn hex_round_trips() {
        let bytes = [0u8, 1, 0xab, 0xff];
        assert_eq!(unhex::<4>(&hex(&bytes)), Some(bytes));
        assert_eq!(unhex::<4>("zz00ab"), None);
    }
}
