//! Who holds an event file's write lock, for the message of a write that
//! waited in vain: SQLite's write lock of a WAL database is a POSIX lock on
//! byte 120 of its `-shm` file, and Linux lists the holders of POSIX locks,
//! with their process, in `/proc/locks`.

use std::path::Path;

use serde::{Deserialize, Serialize};

/// The process holding a file's write lock.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LockHolder {
    /// Its process id.
    pub pid: u32,
    /// Its program's name (`arbitro`, `sqlite3`…), when the system says.
    pub program: Option<String>,
}

/// The byte of the `-shm` file a WAL writer locks (SQLite's WAL_WRITE_LOCK).
const WAL_WRITE_LOCK: u64 = 120;

/// The holder of the write lock of the database at `path`, if the system
/// can tell (Linux); `None` elsewhere or when nobody holds it.
pub(crate) fn holder(path: &Path) -> Option<LockHolder> {
    holder_of(
        &std::path::PathBuf::from(format!("{}-shm", path.display())),
        WAL_WRITE_LOCK,
    )
}

#[cfg(target_os = "linux")]
fn holder_of(file: &Path, byte: u64) -> Option<LockHolder> {
    use std::os::unix::fs::MetadataExt;
    let meta = std::fs::metadata(file).ok()?;
    let (dev, ino) = (meta.dev(), meta.ino());
    let major = ((dev >> 8) & 0xfff) | ((dev >> 32) & !0xfff);
    let minor = (dev & 0xff) | ((dev >> 12) & !0xff);
    let locks = std::fs::read_to_string("/proc/locks").ok()?;
    let me = std::process::id();
    locks.lines().find_map(|line| {
        // "1: POSIX  ADVISORY  WRITE 1234 08:02:5678901 120 120"
        let f: Vec<&str> = line.split_whitespace().collect();
        let (kind, pid, id, start, end) = match f.as_slice() {
            [_, kind, _, _, pid, id, start, end, ..] => (*kind, *pid, *id, *start, *end),
            _ => return None,
        };
        if kind != "POSIX" {
            return None;
        }
        let mut parts = id.split(':');
        let (maj, min, inode) = (parts.next()?, parts.next()?, parts.next()?);
        let same_file = u64::from_str_radix(maj, 16).ok()? == major
            && u64::from_str_radix(min, 16).ok()? == minor
            && inode.parse::<u64>().ok()? == ino;
        let start: u64 = start.parse().ok()?;
        let covers = start <= byte && (end == "EOF" || end.parse::<u64>().ok()? >= byte);
        let pid: u32 = pid.parse().ok()?;
        (same_file && covers && pid != me).then(|| LockHolder {
            pid,
            program: std::fs::read_to_string(format!("/proc/{pid}/comm"))
                .ok()
                .map(|c| c.trim().to_string())
                .filter(|c| !c.is_empty()),
        })
    })
}

#[cfg(not(target_os = "linux"))]
fn holder_of(_file: &Path, _byte: u64) -> Option<LockHolder> {
    None
}
