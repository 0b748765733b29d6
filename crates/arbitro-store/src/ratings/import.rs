//! Importing a FIDE list: a new database file is built beside the old one,
//! checked, and renamed over it. Until the rename nothing the user has
//! changes; after it the whole new list is there.

use std::cell::{Cell, RefCell};
use std::fs::File;
use std::io::{BufReader, Read};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::Instant;

use arbitro_fide::{Entry, FidePlayer, LineProblem, ListDate, ListReader, Problem, Rate, ReadOptions};
use rusqlite::{Connection, params};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::problem::Result;
use super::problem::{MonthLabel, RatingsError};
use super::{DateSource, ListInfo, RatingsDb};
use crate::db::{self, FileKind};
use crate::error::StoreError;

/// Bad lines kept in the database (the count is always exact).
pub const KEPT_PROBLEMS: usize = 10_000;
/// Bad lines returned in an [`ImportReport`].
pub const REPORTED_PROBLEMS: usize = 1_000;
/// Entries between two progress reports.
const PROGRESS_EVERY: u64 = 16_384;

/// What the caller knows that the list file may not say.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportOptions {
    /// The rate of a one-rate list; by default from the file's name
    /// (`standard_…`, `rapid_…`, `blitz_…`).
    #[serde(default)]
    pub rate: Option<Rate>,
    /// The list's month; by default from the file's header, then its
    /// name, then the month it was downloaded (last modified).
    #[serde(default)]
    pub date: Option<ListDate>,
}

/// Where an import is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ImportPhase {
    /// Reading and storing the players.
    Reading,
    /// Putting the players in name order (lists that were not sorted).
    Sorting,
    /// Building the name index.
    Indexing,
    /// Checking the new file.
    Checking,
    /// Putting the new file in place of the old one.
    Replacing,
}

/// A progress report: what the app turns into a progress bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportProgress {
    /// Where the import is.
    pub phase: ImportPhase,
    /// Bytes of the list read so far.
    pub bytes_read: u64,
    /// The list's size in bytes.
    pub bytes_total: u64,
    /// Players stored so far.
    pub players: u64,
    /// Lines skipped so far.
    pub skipped: u64,
}

impl ImportProgress {
    /// Per cent of the list read (0–100).
    pub fn percent(&self) -> u8 {
        if self.bytes_total == 0 {
            return 100;
        }
        ((self.bytes_read.min(self.bytes_total) * 100) / self.bytes_total) as u8
    }
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportReport {
    /// The list now in the database.
    pub list: ListInfo,
    /// The list it replaced, if any.
    pub replaced: Option<ListInfo>,
    /// The bad lines (the first [`REPORTED_PROBLEMS`]; all counted in
    /// `list.skipped`).
    pub problems: Vec<LineProblem>,
    /// How long it took, in milliseconds.
    pub millis: u64,
}

/// Counts and hashes every byte read from the list file.
struct Metered {
    file: File,
    read: Rc<Cell<u64>>,
    hash: Rc<RefCell<Sha256>>,
}

impl Read for Metered {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.file.read(buf)?;
        self.read.set(self.read.get() + n as u64);
        self.hash.borrow_mut().update(&buf[..n]);
        Ok(n)
    }
}

/// The file an import builds before it replaces the database.
fn building_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(".importing");
    path.with_file_name(name)
}

/// SQLite's side files of a database (journal, WAL, shared memory).
fn side_files(path: &Path) -> [PathBuf; 3] {
    ["-journal", "-wal", "-shm"].map(|suffix| {
        let mut name = path.as_os_str().to_os_string();
        name.push(suffix);
        PathBuf::from(name)
    })
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> StoreError + '_ {
    move |source| StoreError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Removes a database file and its side files, if there.
fn discard(path: &Path) {
    let _ = std::fs::remove_file(path);
    for side in side_files(path) {
        let _ = std::fs::remove_file(side);
    }
}

/// The file being built: discarded when dropped, unless it was put in place.
struct Building {
    path: PathBuf,
    keep: bool,
}

impl Drop for Building {
    fn drop(&mut self) {
        if !self.keep {
            discard(&self.path);
        }
    }
}

/// The month of a file's modification time.
fn file_month(meta: &std::fs::Metadata) -> Option<ListDate> {
    use chrono::Datelike;
    let modified: chrono::DateTime<chrono::Local> = meta.modified().ok()?.into();
    ListDate::new(u16::try_from(modified.year()).ok()?, modified.month() as u8)
}

fn name_key_le(a: &str, b: &str) -> bool {
    a.bytes()
        .map(|c| c.to_ascii_lowercase())
        .le(b.bytes().map(|c| c.to_ascii_lowercase()))
}

const INSERT: &str = "INSERT INTO player (seq, fide_id, name, federation, sex, title, women_title,
        other_titles, foa_title, std_rating, std_games, std_k, rapid_rating, rapid_games, rapid_k,
        blitz_rating, blitz_games, blitz_k, birth_year, inactive, line, search, match_key)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23)";

fn insert(
    stmt: &mut rusqlite::CachedStatement<'_>,
    seq: i64,
    line: u64,
    p: &FidePlayer,
) -> rusqlite::Result<usize> {
    let r = |rate: Rate| p.rating(rate);
    let (s, rp, b) = (r(Rate::Standard), r(Rate::Rapid), r(Rate::Blitz));
    stmt.execute(params![
        seq,
        p.fide_id as i64,
        p.name,
        p.federation,
        p.sex.map(|s| s.code()),
        p.title.map(|t| t.code()),
        p.women_title.map(|t| t.code()),
        p.other_titles,
        p.foa_title,
        s.map(|x| x.rating),
        s.map(|x| x.games),
        s.and_then(|x| x.k),
        rp.map(|x| x.rating),
        rp.map(|x| x.games),
        rp.and_then(|x| x.k),
        b.map(|x| x.rating),
        b.map(|x| x.games),
        b.and_then(|x| x.k),
        p.birth_year,
        p.inactive,
        line as i64,
        super::names::search_text(&p.name),
        super::names::match_key(&p.name),
    ])
}

fn is_unique_violation(e: &rusqlite::Error) -> bool {
    matches!(
        e,
        rusqlite::Error::SqliteFailure(f, _)
            if f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
    )
}

/// Renumbers `seq` in name order (for lists that did not come sorted).
fn sort_by_name(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute_batch(
        "CREATE TEMP TABLE name_order (old INTEGER PRIMARY KEY, new INTEGER NOT NULL);
         INSERT INTO name_order
             SELECT seq, row_number() OVER (ORDER BY name COLLATE NOCASE, fide_id) FROM player;
         UPDATE player SET seq = -(SELECT new FROM name_order WHERE old = player.seq);
         UPDATE player SET seq = -seq;
         DROP TABLE name_order;",
    )
}

pub(super) fn run(
    path: &Path,
    list: &Path,
    options: &ImportOptions,
    progress: &mut dyn FnMut(&ImportProgress) -> ControlFlow<()>,
) -> Result<ImportReport> {
    let started = Instant::now();
    let file_name = list
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_else(|| list.display().to_string());
    let shown = list.display().to_string();
    let file = File::open(list).map_err(io(list))?;
    let meta = file.metadata().map_err(io(list))?;
    let bytes_total = meta.len();
    let read = Rc::new(Cell::new(0));
    let hash = Rc::new(RefCell::new(Sha256::new()));
    let metered = Metered {
        file,
        read: Rc::clone(&read),
        hash: Rc::clone(&hash),
    };
    let rate = options.rate.or_else(|| Rate::from_file_name(&file_name));
    let list_error = |source| RatingsError::List {
        file: shown.clone(),
        source,
    };
    let mut reader = ListReader::new(BufReader::with_capacity(1 << 20, metered), ReadOptions { rate })
        .map_err(list_error)?;
    let header = reader.header().clone();
    let (date, date_source) = if let Some(date) = options.date {
        (date, DateSource::Given)
    } else if let Some(date) = header.date {
        (date, DateSource::Header)
    } else if let Some(date) = ListDate::from_file_name(&file_name) {
        (date, DateSource::FileName)
    } else if let Some(date) = file_month(&meta) {
        (date, DateSource::FileTime)
    } else {
        return Err(RatingsError::NoDate { file: shown });
    };

    // The new database, beside the old one.
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(io(dir))?;
    }
    let mut building = Building {
        path: building_path(path),
        keep: false,
    };
    // A file left by an import the machine did not finish.
    discard(&building.path);
    let mut conn = db::create(&building.path, FileKind::Ratings)?;
    // The file is thrown away on any failure: no journal while building.
    conn.query_row("PRAGMA journal_mode = OFF", [], |_| Ok(()))?;
    conn.execute_batch("PRAGMA synchronous = OFF; PRAGMA cache_size = -65536;")?;

    let mut report = |phase, players, skipped| {
        progress(&ImportProgress {
            phase,
            bytes_read: read.get(),
            bytes_total,
            players,
            skipped,
        })
    };
    let cancelled = || RatingsError::Cancelled;
    let mut problems: Vec<LineProblem> = Vec::new();
    let (mut players, mut skipped, mut entries, mut nameless) = (0u64, 0u64, 0u64, 0u64);
    let mut sorted = true;
    let mut previous = String::new();
    let mut first_problem: Option<LineProblem> = None;
    {
        let tx = conn.transaction()?;
        {
            let mut stmt = tx.prepare_cached(INSERT)?;
            let mut keep = tx.prepare_cached("INSERT INTO skipped (line, problem) VALUES (?1, ?2)")?;
            let mut first_line = tx.prepare_cached("SELECT line FROM player WHERE fide_id = ?1")?;
            if report(ImportPhase::Reading, 0, 0).is_break() {
                return Err(cancelled());
            }
            for entry in &mut reader {
                let problem = match entry.map_err(list_error)? {
                    Entry::Player { line, player } => {
                        match insert(&mut stmt, players as i64 + 1, line, &player) {
                            Ok(_) => {
                                players += 1;
                                nameless += u64::from(player.nameless());
                                // A nameless entry has no place in name order:
                                // it never comes up in a name search.
                                if !player.nameless() {
                                    if sorted && !name_key_le(&previous, &player.name) {
                                        sorted = false;
                                    }
                                    previous.clone_from(&player.name);
                                }
                                None
                            }
                            Err(e) if is_unique_violation(&e) => {
                                let first: i64 =
                                    first_line.query_row([player.fide_id as i64], |r| r.get(0))?;
                                Some(LineProblem {
                                    line,
                                    column: None,
                                    problem: Problem::DuplicateId {
                                        fide_id: player.fide_id,
                                        first_line: first as u64,
                                    },
                                })
                            }
                            Err(e) => return Err(e.into()),
                        }
                    }
                    Entry::Bad(problem) => Some(problem),
                };
                entries += 1;
                if let Some(problem) = problem {
                    skipped += 1;
                    if (skipped as usize) <= KEPT_PROBLEMS {
                        let json = serde_json::to_string(&problem).unwrap_or_default();
                        keep.execute(params![problem.line as i64, json])?;
                    }
                    if first_problem.is_none() {
                        first_problem = Some(problem.clone());
                    }
                    if problems.len() < REPORTED_PROBLEMS {
                        problems.push(problem);
                    }
                }
                if entries % PROGRESS_EVERY == 0 && report(ImportPhase::Reading, players, skipped).is_break()
                {
                    return Err(cancelled());
                }
            }
        }
        // The rest of the file (after the XML root), so the hash covers it all.
        let mut rest = reader.into_inner();
        std::io::copy(&mut rest, &mut std::io::sink()).map_err(io(list))?;
        if report(ImportPhase::Reading, players, skipped).is_break() {
            return Err(cancelled());
        }
        if players == 0 {
            return Err(RatingsError::NoPlayers {
                file: shown,
                skipped,
                first: first_problem,
            });
        }
        if skipped * 2 > entries {
            return Err(RatingsError::MostlyBad {
                file: shown,
                entries,
                skipped,
                first: first_problem.expect("bad lines were counted"),
            });
        }
        if !sorted {
            if report(ImportPhase::Sorting, players, skipped).is_break() {
                return Err(cancelled());
            }
            sort_by_name(&tx)?;
        }
        if report(ImportPhase::Indexing, players, skipped).is_break() {
            return Err(cancelled());
        }
        tx.execute_batch(
            "CREATE INDEX player_match_key ON player (match_key);
             INSERT INTO player_name (player_name) VALUES ('rebuild');
             INSERT INTO player_name (player_name) VALUES ('optimize');",
        )?;
        let sha = hash.borrow().clone().finalize();
        let sha: String = sha.iter().map(|b| format!("{b:02x}")).collect();
        let rates: Vec<&str> = header.rates.iter().map(|r| r.code()).collect();
        tx.execute(
            "INSERT INTO list (id, date, date_source, format, rates, file, file_bytes, file_sha256,
                               imported_at, players, skipped, nameless)
             VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            params![
                date.iso(),
                date_source.code(),
                header.format.code(),
                rates.join(","),
                file_name,
                bytes_total as i64,
                sha,
                crate::time::format_time(&chrono::Local::now().fixed_offset()),
                players as i64,
                skipped as i64,
                nameless as i64
            ],
        )?;
        tx.commit()?;
    }
    if report(ImportPhase::Checking, players, skipped).is_break() {
        return Err(cancelled());
    }
    let check: String = conn.query_row("PRAGMA quick_check", [], |r| r.get(0))?;
    if check != "ok" {
        return Err(StoreError::Corrupt {
            path: building.path.clone(),
            detail: check,
        }
        .into());
    }
    // A rollback journal from now on: the file opens read-only anywhere.
    conn.query_row("PRAGMA journal_mode = DELETE", [], |_| Ok(()))?;
    drop(conn);
    if report(ImportPhase::Replacing, players, skipped).is_break() {
        return Err(cancelled());
    }
    File::open(&building.path)
        .and_then(|f| f.sync_all())
        .map_err(io(&building.path))?;
    let replaced = RatingsDb::open(path).ok().map(|old| old.list.clone());
    for side in side_files(path) {
        let _ = std::fs::remove_file(side);
    }
    std::fs::rename(&building.path, path).map_err(io(path))?;
    building.keep = true;
    #[cfg(unix)]
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        let _ = File::open(dir).and_then(|d| d.sync_all());
    }
    let list = RatingsDb::open(path)?.list.clone();
    Ok(ImportReport {
        list,
        replaced,
        problems,
        millis: started.elapsed().as_millis() as u64,
    })
}

impl arbitro_i18n::Message for ImportProgress {
    fn code(&self) -> &str {
        match self.phase {
            ImportPhase::Reading => "ratings-progress-reading",
            ImportPhase::Sorting => "ratings-progress-sorting",
            ImportPhase::Indexing => "ratings-progress-indexing",
            ImportPhase::Checking => "ratings-progress-checking",
            ImportPhase::Replacing => "ratings-progress-replacing",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        vec![
            ("percent", Arg::from(self.percent())),
            ("players", Arg::from(self.players)),
            ("skipped", Arg::from(self.skipped)),
        ]
    }
}

/// Where a list's month came from, as a message.
pub(crate) struct SourceLabel(pub DateSource);

impl arbitro_i18n::Message for SourceLabel {
    fn code(&self) -> &str {
        match self.0 {
            DateSource::Header => "ratings-date-from-header",
            DateSource::FileName => "ratings-date-from-file-name",
            DateSource::Given => "ratings-date-given",
            DateSource::FileTime => "ratings-date-from-file-time",
        }
    }
}

impl arbitro_i18n::Message for ImportReport {
    fn code(&self) -> &str {
        "ratings-imported"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        vec![
            ("file", Arg::from(&self.list.file)),
            ("date", Arg::boxed(MonthLabel(self.list.date))),
            ("source", Arg::boxed(SourceLabel(self.list.date_source))),
            ("players", Arg::from(self.list.players)),
            ("skipped", Arg::from(self.list.skipped)),
            ("seconds", Arg::from(self.millis.div_ceil(1000))),
        ]
    }
}

impl arbitro_i18n::Message for ListInfo {
    fn code(&self) -> &str {
        "ratings-list-info"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        vec![
            ("file", Arg::from(&self.file)),
            ("date", Arg::boxed(MonthLabel(self.date))),
            ("source", Arg::boxed(SourceLabel(self.date_source))),
            ("players", Arg::from(self.players)),
            ("skipped", Arg::from(self.skipped)),
            ("imported", Arg::from(&self.imported_at)),
            ("sha", Arg::from(&self.file_sha256)),
        ]
    }
}
