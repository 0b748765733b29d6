//! Opening, creating and upgrading arbitro's SQLite files.
//!
//! Every connection is configured the same way (WAL journal, foreign keys on,
//! a busy timeout). Before anything is written, an existing file is checked
//! from its raw header (SQLite magic, application id, schema version) and then
//! with `PRAGMA quick_check`: a file that is not ours, is damaged, or was
//! written by a newer arbitro is refused and left byte-for-byte untouched.
//! Migrations are keyed on `user_version` and append-only: the list below only
//! ever grows, and a file at version N runs migrations N+1.. in one transaction.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::config::DbConfig;
use rusqlite::{Connection, OpenFlags};

use crate::error::{Result, StoreError};

/// Which kind of arbitro file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// One event: its call, players, rounds and register.
    Event,
    /// A club's archive of precedents gathered across events.
    Archive,
    /// The user's player database: one imported FIDE rating list
    /// (`ratings` module; rebuilt whole by each import, never migrated).
    Ratings,
}

/// The player database's schema. Each import writes a new file at the
/// newest version, so this list is never replayed on an old file.
pub(crate) const RATINGS_MIGRATIONS: &[Migration] = &[
    Migration {
        name: "player database: one FIDE rating list, name search",
        step: Step::Sql(include_str!("sql/ratings_001_core.sql")),
    },
    Migration {
        name: "player database: names searched folded (ø, ł, ß, apostrophes); nameless entries counted",
        step: Step::Sql(include_str!("sql/ratings_002_folded_names.sql")),
    },
];

/// One migration step.
pub(crate) enum Step {
    /// Plain SQL.
    Sql(&'static str),
}

/// One migration: a name for messages, and its step.
pub(crate) struct Migration {
    /// Short description.
    pub name: &'static str,
    /// What it does.
    pub step: Step,
}

/// The event file's migrations. Append only: never edit or reorder.
pub(crate) const EVENT_MIGRATIONS: &[Migration] = &[
    Migration {
        name: "core: call, players, rounds, games, register",
        step: Step::Sql(include_str!("sql/event_001_core.sql")),
    },
    Migration {
        name: "boards: deck checks, clocks, game records; precedent search",
        step: Step::Sql(include_str!("sql/event_002_boards.sql")),
    },
    Migration {
        name: "game records with history and replay summary; doubles teams and matches",
        step: Step::Sql(include_str!("sql/event_003_records_teams.sql")),
    },
    Migration {
        name: "signed register entries with their effects; a baseline of the rows before",
        step: Step::Sql(include_str!("sql/event_004_signed_register.sql")),
    },
    Migration {
        name: "disputes at the board (register entries with their table); dispute drafts",
        step: Step::Sql(include_str!("sql/event_005_disputes.sql")),
    },
    Migration {
        name: "pairing numbers of a tournament imported from a TRF",
        step: Step::Sql(include_str!("sql/event_006_imported_numbers.sql")),
    },
];

/// The club archive's migrations. Append only: never edit or reorder.
pub(crate) const ARCHIVE_MIGRATIONS: &[Migration] = &[
    Migration {
        name: "archive: register of precedents, search index, imports",
        step: Step::Sql(include_str!("sql/archive_001_core.sql")),
    },
    Migration {
        name: "signed register entries with their effects; a baseline of the rows before",
        step: Step::Sql(include_str!("sql/archive_002_signed_register.sql")),
    },
];

impl FileKind {
    /// The value stored in SQLite's `application_id` header field.
    pub(crate) fn application_id(self) -> i32 {
        match self {
            FileKind::Event => 0x4152_4245,   // "ARBE"
            FileKind::Archive => 0x4152_4241, // "ARBA"
            FileKind::Ratings => 0x4152_4252, // "ARBR"
        }
    }

    pub(crate) fn migrations(self) -> &'static [Migration] {
        match self {
            FileKind::Event => EVENT_MIGRATIONS,
            FileKind::Archive => ARCHIVE_MIGRATIONS,
            FileKind::Ratings => RATINGS_MIGRATIONS,
        }
    }

    /// The newest schema version this build writes.
    pub fn schema_version(self) -> i64 {
        self.migrations().len() as i64
    }

    /// The first schema version whose register entries are signed and
    /// carry their effects.
    pub(crate) fn signed_since(self) -> i64 {
        match self {
            FileKind::Event => 4,
            FileKind::Archive => 2,
            // The player database has no register at all.
            FileKind::Ratings => i64::MAX,
        }
    }

    /// The tables whose every row comes from some register entry's effects.
    pub(crate) fn projected_tables(self) -> &'static [&'static str] {
        match self {
            FileKind::Event => &[
                "event",
                "call_history",
                "player",
                "bye_request",
                "round",
                "game",
                "pairing_edit",
                "backup_log",
                "deck_check",
                "clock_event",
                "board_record",
                "team",
                "team_match",
                "import_log",
                "dispute",
                "imported_number",
            ],
            FileKind::Archive => &["import_log"],
            // The player database holds no register: a copy of FIDE's list,
            // rebuilt whole by each import.
            FileKind::Ratings => &[],
        }
    }

    /// The table every file of this kind has a row in once created (an
    /// event's call): a file with that row must have a register.
    pub(crate) fn root_table(self) -> Option<&'static str> {
        match self {
            FileKind::Event => Some("event"),
            FileKind::Archive | FileKind::Ratings => None,
        }
    }

    /// Whether the file keeps a log of its backups (`backup_log`) and its
    /// writes are noted in this installation's journal.
    pub(crate) fn guarded(self) -> bool {
        self == FileKind::Event
    }

    fn from_application_id(id: i32) -> Option<FileKind> {
        [FileKind::Event, FileKind::Archive, FileKind::Ratings]
            .into_iter()
            .find(|k| k.application_id() == id)
    }
}

/// What the raw header of a file says.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Header {
    pub kind: Option<FileKind>,
    pub application_id: i32,
    pub user_version: i64,
}

/// Reads the 100-byte SQLite header without opening the database.
pub(crate) fn read_header(path: &Path) -> Result<Header> {
    let mut file = std::fs::File::open(path).map_err(|source| {
        if source.kind() == std::io::ErrorKind::NotFound {
            StoreError::NotFound(path.to_path_buf())
        } else {
            StoreError::Io {
                path: path.to_path_buf(),
                source,
            }
        }
    })?;
    let mut head = [0u8; 100];
    let mut read = 0;
    while read < head.len() {
        match file.read(&mut head[read..]) {
            Ok(0) => break,
            Ok(n) => read += n,
            Err(source) => {
                return Err(StoreError::Io {
                    path: path.to_path_buf(),
                    source,
                });
            }
        }
    }
    if read < 100 || &head[..16] != b"SQLite format 3\0" {
        return Err(StoreError::NotSqlite(path.to_path_buf()));
    }
    let word = |at: usize| i32::from_be_bytes([head[at], head[at + 1], head[at + 2], head[at + 3]]);
    let application_id = word(68);
    Ok(Header {
        kind: FileKind::from_application_id(application_id),
        application_id,
        user_version: i64::from(word(60)),
    })
}

fn corrupt(path: &Path, detail: impl Into<String>) -> StoreError {
    StoreError::Corrupt {
        path: path.to_path_buf(),
        detail: detail.into(),
    }
}

/// Maps SQLite's errors about the file itself to errors naming it: a
/// damaged file, not a database, one that cannot be read as it is (a
/// half-written copy with a stale journal), or one another program holds.
pub(crate) fn classify(path: &Path, err: rusqlite::Error) -> StoreError {
    use rusqlite::ffi::ErrorCode;
    match err.sqlite_error_code() {
        Some(ErrorCode::DatabaseCorrupt) => corrupt(path, err.to_string()),
        Some(ErrorCode::NotADatabase) => StoreError::NotSqlite(path.to_path_buf()),
        Some(ErrorCode::ReadOnly | ErrorCode::CannotOpen | ErrorCode::SystemIoFailure) => {
            StoreError::Unreadable {
                path: path.to_path_buf(),
                detail: err.to_string(),
            }
        }
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => StoreError::Busy {
            path: path.to_path_buf(),
            holder: crate::lock::holder(path),
        },
        _ => StoreError::Sqlite(err),
    }
}

/// Reads a file's header and checks that it is of `kind` and not newer
/// than this build (the first checks of [`open`], for files opened their
/// own way).
pub(crate) fn check_header(path: &Path, kind: FileKind) -> Result<Header> {
    let header = read_header(path)?;
    check_kind(path, &header, kind)?;
    check_version(path, header.user_version, kind)?;
    Ok(header)
}

fn check_kind(path: &Path, header: &Header, kind: FileKind) -> Result<()> {
    if header.kind == Some(kind) {
        return Ok(());
    }
    let found = match header.kind {
        Some(other) => FileFound::Kind(other),
        None => FileFound::Foreign {
            application_id: header.application_id,
        },
    };
    Err(StoreError::WrongKind {
        path: path.to_path_buf(),
        expected: FileWanted::Kind(kind),
        found,
    })
}

fn check_version(path: &Path, version: i64, kind: FileKind) -> Result<()> {
    if version > kind.schema_version() {
        return Err(StoreError::TooNew {
            path: path.to_path_buf(),
            found: version,
            supported: kind.schema_version(),
        });
    }
    Ok(())
}

/// How long a write waits for another program's write to finish.
pub(crate) const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Per-connection settings: WAL, foreign keys, durability, busy timeout.
fn configure(conn: &Connection) -> rusqlite::Result<()> {
    conn.busy_timeout(BUSY_TIMEOUT)?;
    conn.pragma_update(None, "temp_store", "MEMORY")?;
    conn.pragma_update(None, "foreign_keys", true)?;
    let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
    debug_assert!(mode.eq_ignore_ascii_case("wal") || mode.eq_ignore_ascii_case("memory"));
    // In WAL mode NORMAL never corrupts the file; a power cut may lose the last commits.
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    Ok(())
}

/// Integrity check that only reads.
fn quick_check(path: &Path, conn: &Connection) -> Result<()> {
    let mut stmt = conn
        .prepare("PRAGMA quick_check")
        .map_err(|e| classify(path, e))?;
    let rows: Vec<String> = stmt
        .query_map([], |r| r.get(0))
        .and_then(|rows| rows.collect())
        .map_err(|e| classify(path, e))?;
    if rows.len() == 1 && rows[0] == "ok" {
        Ok(())
    } else {
        Err(corrupt(
            path,
            rows.into_iter().take(3).collect::<Vec<_>>().join("; "),
        ))
    }
}

/// Creates a new file of `kind` at `path` (which must not exist) at the newest schema.
pub(crate) fn create(path: &Path, kind: FileKind) -> Result<Connection> {
    if path.exists() {
        return Err(StoreError::AlreadyExists(path.to_path_buf()));
    }
    let mut conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    conn.pragma_update(None, "application_id", kind.application_id())?;
    configure(&conn)?;
    migrate(path, &mut conn, kind, &mut |_, _| Ok(()))?;
    Ok(conn)
}

/// What the file says through a read-only connection, which never
/// checkpoints its WAL: integrity, and the schema version as the WAL has
/// it (a newer arbitro's upgrade may be in the WAL only). A file that fails
/// is refused before any connection that could write to it exists.
fn look(path: &Path, kind: FileKind) -> Result<(Connection, i64)> {
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| classify(path, e))?;
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)
        .map_err(|e| classify(path, e))?;
    conn.busy_timeout(Duration::from_secs(5))?;
    quick_check(path, &conn)?;
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(|e| classify(path, e))?;
    check_version(path, version, kind)?;
    Ok((conn, version))
}

/// Opens an existing file of `kind` for reading and writing, upgrading its
/// schema if it is older (after an automatic copy of the old file).
/// `upgraded(tx, from)` runs inside the upgrade's transaction when the file
/// came from a schema before signed registers (it records the baseline).
pub(crate) fn open(
    path: &Path,
    kind: FileKind,
    upgraded: &mut dyn FnMut(&Connection, i64) -> Result<()>,
) -> Result<Connection> {
    let header = read_header(path)?;
    check_kind(path, &header, kind)?;
    check_version(path, header.user_version, kind)?;
    let (look, version) = look(path, kind)?;
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| classify(path, e))?;
    drop(look);
    configure(&conn).map_err(|e| classify(path, e))?;
    let mut conn = conn;
    if version < kind.schema_version() {
        let copy = upgrade_copy_path(path, version);
        conn.backup(rusqlite::MAIN_DB, &copy, None)
            .map_err(|e| classify(path, e))?;
        migrate(path, &mut conn, kind, upgraded)?;
    }
    Ok(conn)
}

/// Opens an existing file without writing anything to it (for `verify`,
/// exports and backups): checked like [`open`], never migrated.
pub(crate) fn open_read_only(path: &Path, kind: FileKind) -> Result<Connection> {
    let header = read_header(path)?;
    check_kind(path, &header, kind)?;
    check_version(path, header.user_version, kind)?;
    Ok(look(path, kind)?.0)
}

/// Opens an existing file read-only for a glance (a backup's head): its
/// header and schema checked, no integrity scan of the whole file.
pub(crate) fn open_read_only_light(path: &Path, kind: FileKind) -> Result<Connection> {
    let header = read_header(path)?;
    check_kind(path, &header, kind)?;
    check_version(path, header.user_version, kind)?;
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| classify(path, e))?;
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)
        .map_err(|e| classify(path, e))?;
    conn.busy_timeout(Duration::from_secs(5))?;
    Ok(conn)
}

/// What kind of arbitro file `path` is, from its header alone.
pub fn detect_kind(path: &Path) -> Result<FileKind> {
    let header = read_header(path)?;
    header.kind.ok_or_else(|| StoreError::WrongKind {
        path: path.to_path_buf(),
        expected: FileWanted::Register,
        found: FileFound::Foreign {
            application_id: header.application_id,
        },
    })
}

/// Where the copy of a file taken before a schema upgrade goes.
pub(crate) fn upgrade_copy_path(path: &Path, version: i64) -> PathBuf {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_else(|| "arbitro".to_string());
    let name = format!("{stem}.schema-{version}.bak.db");
    path.with_file_name(name)
}

/// Runs the migrations the file lacks, all in one transaction.
fn migrate(
    path: &Path,
    conn: &mut Connection,
    kind: FileKind,
    upgraded: &mut dyn FnMut(&Connection, i64) -> Result<()>,
) -> Result<()> {
    // Immediate: two programs upgrading the same file at once take turns,
    // and the second finds the work done.
    let tx = conn
        .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
        .map_err(|e| classify(path, e))?;
    let version: i64 = tx.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    check_version(path, version, kind)?;
    let migrations = kind.migrations();
    let start = usize::try_from(version).unwrap_or(0);
    if start >= migrations.len() {
        return Ok(());
    }
    for (i, m) in migrations.iter().enumerate().skip(start) {
        let run = match m.step {
            Step::Sql(sql) => tx.execute_batch(sql),
        };
        run.map_err(|e| StoreError::UpgradeFailed {
            path: path.to_path_buf(),
            step: i + 1,
            name: m.name,
            detail: e.to_string(),
        })?;
    }
    tx.pragma_update(None, "user_version", migrations.len() as i64)?;
    if version > 0 && version < kind.signed_since() {
        upgraded(&tx, version)?;
    }
    tx.commit()?;
    Ok(())
}

/// The kind of file a command wanted, as a refusal names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileWanted {
    /// One kind of arbitro file.
    Kind(FileKind),
    /// A file with a register: an event file or a club archive.
    Register,
}

/// What the file turned out to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileFound {
    /// Another kind of arbitro file.
    Kind(FileKind),
    /// An SQLite database of another program (its header's application id).
    Foreign {
        /// The header's application id (0: none).
        application_id: i32,
    },
}

impl arbitro_i18n::Message for FileKind {
    fn code(&self) -> &str {
        match self {
            FileKind::Event => "store-file-event",
            FileKind::Archive => "store-file-archive",
            FileKind::Ratings => "store-file-ratings",
        }
    }
}

impl arbitro_i18n::Message for FileWanted {
    fn code(&self) -> &str {
        match self {
            FileWanted::Kind(kind) => kind.code(),
            FileWanted::Register => "store-file-register",
        }
    }
}

impl arbitro_i18n::Message for FileFound {
    fn code(&self) -> &str {
        match self {
            FileFound::Kind(kind) => kind.code(),
            FileFound::Foreign { application_id: 0 } => "store-file-foreign",
            FileFound::Foreign { .. } => "store-file-foreign-id",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        match self {
            FileFound::Foreign { application_id } if *application_id != 0 => {
                vec![("id", arbitro_i18n::Arg::from(format!("{application_id:#x}")))]
            }
            _ => Vec::new(),
        }
    }
}

/// In English, as the error's own text (screens render the message).
impl std::fmt::Display for FileWanted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&arbitro_i18n::render(arbitro_i18n::Lang::En, self))
    }
}

/// In English, as the error's own text (screens render the message).
impl std::fmt::Display for FileFound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&arbitro_i18n::render(arbitro_i18n::Lang::En, self))
    }
}
