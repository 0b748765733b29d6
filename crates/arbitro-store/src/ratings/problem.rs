//! What the player database refuses or fails to do, as typed values.
//!
//! The module's own error rather than new variants of [`StoreError`]: the
//! app's shell matches that enum exhaustively, and the store's own
//! failures (SQLite, files, a file of another kind) come through
//! [`RatingsError::Store`] unchanged.

use std::path::PathBuf;

use arbitro_fide::{FideError, LineProblem, ListDate, Rate};

use crate::error::StoreError;

/// The player database's result type.
pub type Result<T, E = RatingsError> = std::result::Result<T, E>;

/// A refusal or failure of the player database or of registering a player
/// from it.
#[derive(Debug, thiserror::Error)]
pub enum RatingsError {
    /// The store failed or refused (SQLite, a file, a file of another kind).
    #[error(transparent)]
    Store(#[from] StoreError),
    /// This system has no data folder for the user and none was given.
    #[error("no data folder for the player database on this system: give its path")]
    NoDataFolder,
    /// No list has been imported into this player database yet.
    #[error("{}: no FIDE rating list has been imported yet", .path.display())]
    NotImported {
        /// The database's path.
        path: PathBuf,
    },
    /// The database was built by an older arbitro: import the list again.
    #[error("{}: built by an older arbitro (schema {found}, this one writes {current}); import the list again", .path.display())]
    OldSchema {
        /// The database's path.
        path: PathBuf,
        /// Its schema version.
        found: i64,
        /// The version this build writes.
        current: i64,
    },
    /// The list file cannot be read as a FIDE list: nothing changed.
    #[error("{file}: {source}; the player database was not changed")]
    List {
        /// The list's file.
        file: String,
        /// Why.
        source: FideError,
    },
    /// Not one player could be read from the list.
    #[error("{file}: no player could be read ({skipped} lines skipped); the player database was not changed")]
    NoPlayers {
        /// The list's file.
        file: String,
        /// Bad lines.
        skipped: u64,
        /// The first bad line, if any.
        first: Option<LineProblem>,
    },
    /// More than half the entries are bad: the file is not a list in this layout.
    #[error(
        "{file}: {skipped} of {entries} entries are bad (the first: {first:?}); the player database was not changed"
    )]
    MostlyBad {
        /// The list's file.
        file: String,
        /// Entries read (players and bad lines).
        entries: u64,
        /// Bad lines.
        skipped: u64,
        /// The first bad line.
        first: LineProblem,
    },
    /// The list's month is not known (not in the file, not given).
    #[error("{file}: the list's month is not in the file or its name; give it")]
    NoDate {
        /// The list's file.
        file: String,
    },
    /// The import was cancelled: nothing changed.
    #[error("the import was cancelled; the player database was not changed")]
    Cancelled,
    /// The FIDE ID is not in the list.
    #[error("FIDE ID {fide_id} is not in the list of {date}")]
    UnknownId {
        /// The ID asked for.
        fide_id: u64,
        /// The list's month.
        date: ListDate,
    },
    /// The list does not carry the ratings the event's call needs.
    #[error("the list of {date} has no {} ratings, which the event's call needs: import the combined list or the {} list", .rate.code(), .rate.code())]
    ListLacksRate {
        /// The rate the call needs.
        rate: Rate,
        /// The list's month.
        date: ListDate,
    },
    /// The list gives this entry no name, and none was given.
    #[error("the list of {date} gives FIDE ID {fide_id} no name: give the player's name to register them")]
    Nameless {
        /// The ID asked for.
        fide_id: u64,
        /// The list's month.
        date: ListDate,
    },
    /// A name was given for an entry the list names: the list's name is
    /// the one FIDE rates the player under.
    #[error(
        "the list names FIDE ID {fide_id} '{list_name}': a name can be given only for an entry the list leaves nameless"
    )]
    NameGiven {
        /// The ID asked for.
        fide_id: u64,
        /// The list's name.
        list_name: String,
    },
    /// The event's players were registered from another list.
    #[error("the event's players were registered from the {} ratings of the list of {event_date}; the player database holds the list of {list_date} ({})", .event_rate.code(), .list_rate.code())]
    OtherList {
        /// The list the event records.
        event_date: ListDate,
        /// The rate the event records.
        event_rate: Rate,
        /// The list in the player database.
        list_date: ListDate,
        /// The rate this registration would use.
        list_rate: Rate,
    },
}

fn rate_label(rate: Rate) -> &'static str {
    match rate {
        Rate::Standard => "label-rate-standard",
        Rate::Rapid => "label-rate-rapid",
        Rate::Blitz => "label-rate-blitz",
    }
}

/// A rate of play's name, as a message ("rápidas", "rapid").
pub struct RateLabel(pub Rate);

impl arbitro_i18n::Message for RateLabel {
    fn code(&self) -> &str {
        rate_label(self.0)
    }
}

/// A list's month ("septiembre de 2026", "September 2026"), as a message.
pub struct MonthLabel(pub ListDate);

impl arbitro_i18n::Message for MonthLabel {
    fn code(&self) -> &str {
        "ratings-month"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        vec![
            ("month", Arg::from(self.0.month)),
            ("year", Arg::from(self.0.year.to_string())),
        ]
    }
}

impl From<rusqlite::Error> for RatingsError {
    fn from(error: rusqlite::Error) -> RatingsError {
        RatingsError::Store(StoreError::Sqlite(error))
    }
}

impl arbitro_i18n::Message for RatingsError {
    fn code(&self) -> &str {
        match self {
            RatingsError::Store(inner) => inner.code(),
            RatingsError::NoDataFolder => "ratings-no-data-folder",
            RatingsError::NotImported { .. } => "ratings-not-imported",
            RatingsError::OldSchema { .. } => "ratings-old-schema",
            RatingsError::List { .. } => "ratings-list-unreadable",
            RatingsError::NoPlayers { .. } => "ratings-no-players",
            RatingsError::MostlyBad { .. } => "ratings-mostly-bad",
            RatingsError::NoDate { .. } => "ratings-no-date",
            RatingsError::Cancelled => "ratings-cancelled",
            RatingsError::UnknownId { .. } => "ratings-unknown-id",
            RatingsError::ListLacksRate { .. } => "ratings-list-lacks-rate",
            RatingsError::OtherList { .. } => "ratings-other-list",
            RatingsError::Nameless { .. } => "ratings-nameless",
            RatingsError::NameGiven { .. } => "ratings-name-given",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::{Arg, Message};
        let path = |p: &PathBuf| Arg::from(p.display().to_string());
        match self {
            RatingsError::Store(inner) => inner.args(),
            RatingsError::NoDataFolder | RatingsError::Cancelled => Vec::new(),
            RatingsError::NotImported { path: p } => vec![("file", path(p))],
            RatingsError::OldSchema {
                path: p,
                found,
                current,
            } => vec![
                ("file", path(p)),
                ("found", Arg::from(*found)),
                ("current", Arg::from(*current)),
            ],
            RatingsError::List { file, source } => {
                vec![("file", Arg::from(file)), ("problem", Arg::Message(source))]
            }
            RatingsError::NoPlayers { file, skipped, first } => {
                let mut args = vec![("file", Arg::from(file)), ("skipped", Arg::from(*skipped))];
                if let Some(first) = first {
                    args.push(("first", Arg::Message(first)));
                } else {
                    args.push(("first", Arg::from("—")));
                }
                args
            }
            RatingsError::MostlyBad {
                file,
                entries,
                skipped,
                first,
            } => vec![
                ("file", Arg::from(file)),
                ("entries", Arg::from(*entries)),
                ("skipped", Arg::from(*skipped)),
                ("first", Arg::Message(first as &dyn Message)),
            ],
            RatingsError::NoDate { file } => vec![("file", Arg::from(file))],
            RatingsError::UnknownId { fide_id, date } => vec![
                ("id", Arg::from(fide_id.to_string())),
                ("date", Arg::boxed(MonthLabel(*date))),
            ],
            RatingsError::Nameless { fide_id, date } => vec![
                ("id", Arg::from(fide_id.to_string())),
                ("date", Arg::boxed(MonthLabel(*date))),
            ],
            RatingsError::NameGiven { fide_id, list_name } => vec![
                ("id", Arg::from(fide_id.to_string())),
                ("name", Arg::from(list_name)),
            ],
            RatingsError::ListLacksRate { rate, date } => vec![
                ("rate", Arg::boxed(RateLabel(*rate))),
                ("date", Arg::boxed(MonthLabel(*date))),
            ],
            RatingsError::OtherList {
                event_date,
                event_rate,
                list_date,
                list_rate,
            } => vec![
                ("event_date", Arg::boxed(MonthLabel(*event_date))),
                ("event_rate", Arg::boxed(RateLabel(*event_rate))),
                ("list_date", Arg::boxed(MonthLabel(*list_date))),
                ("list_rate", Arg::boxed(RateLabel(*list_rate))),
            ],
        }
    }
}
