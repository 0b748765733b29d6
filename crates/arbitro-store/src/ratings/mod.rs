//! The player database: one imported FIDE rating list, shared by the
//! user's events, looked up by FIDE ID or searched by name (FTS5).
//!
//! It is a file of its own kind ([`crate::FileKind::Ratings`]) in the
//! user's data folder ([`RatingsDb::default_path`]). It is never written in
//! place: [`RatingsDb::import`] builds a complete new file beside it and
//! renames it over the old one, so an import either replaces the whole list
//! or changes nothing — a bad line is reported and skipped, an unreadable
//! file, a cancelled or failed import leaves the old list as it was.

mod import;
mod names;
mod problem;
mod search;

use std::path::{Path, PathBuf};

use arbitro_fide::{FidePlayer, ListDate, ListFormat, Rate, Rating, Sex, Title};
use rusqlite::{Connection, OpenFlags, OptionalExtension};
use serde::{Deserialize, Serialize};

use crate::db::{self, FileKind};

pub use import::{ImportOptions, ImportPhase, ImportProgress, ImportReport};
pub use names::fit_name;
pub use problem::{MonthLabel, RateLabel, RatingsError, Result};
pub use search::{NameMatch, PlayerMatch};

/// Where a list's month came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DateSource {
    /// The list's header (one-rate TXT lists: `SEP26`).
    Header,
    /// The file's name (`standard_sep26frl.txt`).
    FileName,
    /// Given by the user.
    Given,
    /// The month the file was last modified (downloaded): the lists are
    /// published on the first of each month.
    FileTime,
}

impl DateSource {
    fn code(self) -> &'static str {
        match self {
            DateSource::Header => "header",
            DateSource::FileName => "file-name",
            DateSource::Given => "given",
            DateSource::FileTime => "file-time",
        }
    }

    fn parse(text: &str) -> DateSource {
        match text {
            "header" => DateSource::Header,
            "file-name" => DateSource::FileName,
            "given" => DateSource::Given,
            _ => DateSource::FileTime,
        }
    }
}

/// The list a player database holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListInfo {
    /// The list's month.
    pub date: ListDate,
    /// Where the month came from.
    pub date_source: DateSource,
    /// TXT or XML.
    pub format: ListFormat,
    /// The rates it carries.
    pub rates: Vec<Rate>,
    /// The file imported (its name, without folders).
    pub file: String,
    /// Its size in bytes.
    pub file_bytes: u64,
    /// Its SHA-256, to tell which download exactly.
    pub file_sha256: String,
    /// When it was imported (RFC 3339).
    pub imported_at: String,
    /// Players stored.
    pub players: u64,
    /// Lines skipped as bad.
    pub skipped: u64,
    /// Players stored whom the list gives no name (their IDs can be
    /// registered, with the name the organiser gives).
    #[serde(default)]
    pub nameless: u64,
}

/// How many name-search results at most when the caller does not say.
pub const DEFAULT_SEARCH_LIMIT: usize = 50;

/// A name search.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerQuery {
    /// Words of the name, in any order, each matching the start of a word
    /// of the player's name, accents, case, apostrophes and letters such as
    /// ø, ł, ß or æ aside ("garcia jo" finds "García Pérez, José",
    /// "sorensen" "Sørensen", "obrien" "O'Brien").
    pub name: String,
    /// Only this federation (three letters).
    #[serde(default)]
    pub federation: Option<String>,
    /// At most this many (default [`DEFAULT_SEARCH_LIMIT`]).
    #[serde(default)]
    pub limit: Option<usize>,
}

/// An opened player database (read only).
#[derive(Debug)]
pub struct RatingsDb {
    conn: Connection,
    path: PathBuf,
    list: ListInfo,
}

/// The columns [`row_player`] reads, of the `player` table named `p`.
const PLAYER_COLUMNS: &str = "p.fide_id, p.name, p.federation, p.sex, p.title, p.women_title,
     p.other_titles, p.foa_title, p.std_rating, p.std_games, p.std_k, p.rapid_rating,
     p.rapid_games, p.rapid_k, p.blitz_rating, p.blitz_games, p.blitz_k, p.birth_year, p.inactive";

fn row_player(r: &rusqlite::Row<'_>) -> rusqlite::Result<FidePlayer> {
    row_player_at(r, 0)
}

/// A player from the [`PLAYER_COLUMNS`] that start at column `from`.
fn row_player_at(r: &rusqlite::Row<'_>, from: usize) -> rusqlite::Result<FidePlayer> {
    let rating = |at: usize| -> rusqlite::Result<Option<Rating>> {
        let rating: Option<u16> = r.get(from + at)?;
        Ok(rating.map(|rating| Rating {
            rating,
            games: r.get::<_, Option<u16>>(from + at + 1).ok().flatten().unwrap_or(0),
            k: r.get::<_, Option<u8>>(from + at + 2).ok().flatten(),
        }))
    };
    let title = |at: usize| -> rusqlite::Result<Option<Title>> {
        Ok(r.get::<_, Option<String>>(from + at)?
            .as_deref()
            .and_then(Title::parse))
    };
    Ok(FidePlayer {
        fide_id: r.get::<_, i64>(from)? as u64,
        name: r.get(from + 1)?,
        federation: r.get(from + 2)?,
        sex: r
            .get::<_, Option<String>>(from + 3)?
            .map(|s| if s == "F" { Sex::Female } else { Sex::Male }),
        title: title(4)?,
        women_title: title(5)?,
        other_titles: r.get(from + 6)?,
        foa_title: r.get(from + 7)?,
        standard: rating(8)?,
        rapid: rating(11)?,
        blitz: rating(14)?,
        birth_year: r.get(from + 17)?,
        inactive: r.get(from + 18)?,
    })
}

fn read_list(conn: &Connection) -> rusqlite::Result<Option<ListInfo>> {
    conn.query_row(
        "SELECT date, date_source, format, rates, file, file_bytes, file_sha256, imported_at, players, skipped,
                nameless
         FROM list WHERE id = 1",
        [],
        |r| {
            let date: String = r.get(0)?;
            let format: String = r.get(2)?;
            let rates: String = r.get(3)?;
            Ok(ListInfo {
                date: ListDate::parse(&date).unwrap_or(ListDate { year: 1970, month: 1 }),
                date_source: DateSource::parse(&r.get::<_, String>(1)?),
                format: if format == "xml" { ListFormat::Xml } else { ListFormat::Txt },
                rates: rates.split(',').filter_map(Rate::parse).collect(),
                file: r.get(4)?,
                file_bytes: r.get::<_, i64>(5)? as u64,
                file_sha256: r.get(6)?,
                imported_at: r.get(7)?,
                players: r.get::<_, i64>(8)? as u64,
                skipped: r.get::<_, i64>(9)? as u64,
                nameless: r.get::<_, i64>(10)? as u64,
            })
        },
    )
    .optional()
}

impl RatingsDb {
    /// The player database's usual place: `ARBITRO_RATINGS_DB` when set,
    /// else `arbitro/fide-ratings.sqlite` in the user's data folder
    /// (`~/.local/share` on Linux, `~/Library/Application Support` on
    /// macOS, `%APPDATA%` on Windows).
    pub fn default_path() -> Result<PathBuf> {
        if let Some(path) = std::env::var_os("ARBITRO_RATINGS_DB").filter(|p| !p.is_empty()) {
            return Ok(PathBuf::from(path));
        }
        dirs::data_dir()
            .map(|dir| dir.join("arbitro").join("fide-ratings.sqlite"))
            .ok_or(RatingsError::NoDataFolder)
    }

    /// Opens the player database at `path` for reading. A missing file is
    /// [`RatingsError::NotImported`]; a file of another kind or a newer
    /// arbitro is refused untouched; one built by an older arbitro asks for
    /// the list to be imported again.
    pub fn open(path: &Path) -> Result<RatingsDb> {
        if !path.exists() {
            return Err(RatingsError::NotImported {
                path: path.to_path_buf(),
            });
        }
        let header = db::check_header(path, FileKind::Ratings)?;
        let current = FileKind::Ratings.schema_version();
        if header.user_version < current {
            return Err(RatingsError::OldSchema {
                path: path.to_path_buf(),
                found: header.user_version,
                current,
            });
        }
        // The file is written once and then only read: no integrity scan
        // of its hundreds of megabytes at every open (an import checks the
        // file it builds); a damaged page is reported when read.
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| db::classify(path, e))?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        let list = read_list(&conn)
            .map_err(|e| db::classify(path, e))?
            .ok_or_else(|| RatingsError::NotImported {
                path: path.to_path_buf(),
            })?;
        Ok(RatingsDb {
            conn,
            path: path.to_path_buf(),
            list,
        })
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The list this database holds.
    pub fn list(&self) -> &ListInfo {
        &self.list
    }

    /// The player with this FIDE ID, if the list has them.
    pub fn by_fide_id(&self, fide_id: u64) -> Result<Option<FidePlayer>> {
        let Ok(id) = i64::try_from(fide_id) else {
            return Ok(None);
        };
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {PLAYER_COLUMNS} FROM player p WHERE p.fide_id = ?1"
        ))?;
        stmt.query_row([id], row_player)
            .optional()
            .map_err(|e| RatingsError::from(db::classify(&self.path, e)))
    }

    /// The player with this FIDE ID, or [`RatingsError::UnknownId`].
    pub fn player(&self, fide_id: u64) -> Result<FidePlayer> {
        self.by_fide_id(fide_id)?.ok_or(RatingsError::UnknownId {
            fide_id,
            date: self.list.date,
        })
    }

    /// Players whose name matches every word of the query, best matches
    /// first (see [`NameMatch`]), alphabetically within each kind of match
    /// (a query of digits only is a FIDE ID).
    pub fn search(&self, query: &PlayerQuery) -> Result<Vec<FidePlayer>> {
        Ok(self.search_ranked(query)?.into_iter().map(|m| m.player).collect())
    }

    /// As [`RatingsDb::search`], with how each name matched: the name
    /// itself first, then every word whole, then a word starting the
    /// surname, then prefixes.
    pub fn search_ranked(&self, query: &PlayerQuery) -> Result<Vec<PlayerMatch>> {
        let limit = query.limit.unwrap_or(DEFAULT_SEARCH_LIMIT).clamp(1, 10_000);
        let text = query.name.trim();
        if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
            let found = text
                .parse()
                .ok()
                .map(|id| self.by_fide_id(id))
                .transpose()?
                .flatten();
            return Ok(found
                .into_iter()
                .map(|player| PlayerMatch {
                    how: NameMatch::Exact,
                    player,
                })
                .collect());
        }
        let Some(queries) = search::fts_queries(text) else {
            return Ok(Vec::new());
        };
        let federation = query.federation.as_deref().map(|f| f.trim().to_ascii_uppercase());
        // FTS5 yields its matches in rowid order, which is name order: each
        // limit stops its query early, however common the name.
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT p.seq, {PLAYER_COLUMNS} FROM player_name JOIN player p ON p.seq = player_name.rowid
             WHERE player_name MATCH ?1 AND (?2 IS NULL OR p.federation = ?2)
             ORDER BY player_name.rowid LIMIT ?3"
        ))?;
        // The name itself, by its sorted words (an index lookup).
        let mut exact = self.conn.prepare_cached(&format!(
            "SELECT p.seq, {PLAYER_COLUMNS} FROM player p
             WHERE p.match_key = ?1 AND (?2 IS NULL OR p.federation = ?2)
             ORDER BY p.seq LIMIT ?3"
        ))?;
        let read = |stmt: &mut rusqlite::CachedStatement<'_>, matcher: &str| {
            stmt.query_map(rusqlite::params![matcher, federation, limit as i64], |r| {
                Ok((r.get::<_, i64>(0)?, row_player_at(r, 1)?))
            })
            .and_then(|rows| rows.collect::<rusqlite::Result<Vec<_>>>())
            .map_err(|e| RatingsError::from(db::classify(&self.path, e)))
        };
        let mut found: Vec<(NameMatch, i64, FidePlayer)> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let key = names::match_key(text);
        // The name, every word whole, a word starting the surname, prefixes:
        // a later query runs only while the earlier ones left room.
        for stage in 0..=queries.len() {
            if found.len() >= limit {
                break;
            }
            let rows = match stage {
                0 => read(&mut exact, &key)?,
                n => read(&mut stmt, &queries[n - 1])?,
            };
            for (seq, player) in rows {
                if seen.insert(player.fide_id) {
                    found.push((search::classify(&player.name, text), seq, player));
                }
            }
        }
        found.sort_by_key(|(how, seq, _)| (*how, *seq));
        found.truncate(limit);
        Ok(found
            .into_iter()
            .map(|(how, _, player)| PlayerMatch { how, player })
            .collect())
    }

    /// A page of the list in name order: `limit` players from position
    /// `offset` (0-based).
    pub fn page(&self, offset: u64, limit: usize) -> Result<Vec<FidePlayer>> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {PLAYER_COLUMNS} FROM player p WHERE p.seq > ?1 ORDER BY p.seq LIMIT ?2"
        ))?;
        stmt.query_map(
            rusqlite::params![offset as i64, limit.min(10_000) as i64],
            row_player,
        )
        .and_then(|rows| rows.collect::<rusqlite::Result<Vec<_>>>())
        .map_err(|e| RatingsError::from(db::classify(&self.path, e)))
    }

    /// The lines the import skipped, with their problems (at most the
    /// first [`import::KEPT_PROBLEMS`]).
    pub fn skipped_lines(&self) -> Result<Vec<arbitro_fide::LineProblem>> {
        let mut stmt = self.conn.prepare("SELECT problem FROM skipped ORDER BY line")?;
        let rows: Vec<String> = stmt
            .query_map([], |r| r.get(0))
            .and_then(|rows| rows.collect())
            .map_err(|e| RatingsError::from(db::classify(&self.path, e)))?;
        Ok(rows
            .iter()
            .filter_map(|text| serde_json::from_str(text).ok())
            .collect())
    }

    /// Builds a new player database at `path` from the list file `list`,
    /// replacing the old one whole or, on any error or cancellation,
    /// leaving it untouched. `progress` is called as the list is read (the
    /// app's progress bar); returning `ControlFlow::Break` cancels.
    pub fn import(
        path: &Path,
        list: &Path,
        options: &ImportOptions,
        progress: &mut dyn FnMut(&ImportProgress) -> std::ops::ControlFlow<()>,
    ) -> Result<ImportReport> {
        import::run(path, list, options, progress)
    }
}
