//! The players of an event (`event.players()`): registrations, late
//! entries, imports of CSV or TRF files (all or nothing, every bad line a
//! typed [`LineProblem`]), players registered from the rating list,
//! corrections of an entry recorded in the register, withdrawals and
//! requested byes. The area's refusals ([`PlayerRefusal`], [`PlayerInvalid`])
//! and register entries ([`entries`]) are beside it.

pub mod csv;
pub(crate) mod entries;
pub(crate) mod fields;
mod imported;
pub(crate) mod line_problem;
pub(crate) mod model;
pub(crate) mod ratings;
pub(crate) mod refusal;
pub(crate) mod trf;

pub(crate) use entries::KINDS;
pub use entries::{ByeCancelled, ByeRequested, PlayerAdded, PlayerWithdrawn, PlayersImported};
pub use fields::{PlayerProblem, TITLES};
pub use line_problem::{LineProblem, LineProblemKind};
pub use model::{
    FieldChange, Player, PlayerEdit, PlayerEditEntry, PlayerEdited, PlayerInput, RENUMBER_UNTIL_ROUND,
    changes, ranking_order,
};
pub use ratings::{EventRatingList, FromList, RatedRegistration, entry_from_list};
pub use refusal::{PlayerEntryProblem, PlayerInvalid, PlayerRefusal, RankingField};

use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::error::{Result, StoreError};
use crate::event::Event;
use crate::missing::Missing;

use crate::register;

/// What an import stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportReport {
    /// The file as named by the caller.
    pub file: String,
    /// Players added, with their ids.
    pub players: Vec<Player>,
    /// Set when the file was not UTF-8: the encoding it was read in and the
    /// converted names to check.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notice: Option<arbitro_text::Notice>,
}

/// Kinds of requested bye (TRF codes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum ByeKind {
    /// Half-point bye requested in advance (`H`).
    #[serde(rename = "H")]
    Half,
    /// Full-point bye decided in advance (`F`).
    #[serde(rename = "F")]
    Full,
    /// Zero-point bye / announced absence (`Z`).
    #[serde(rename = "Z")]
    Zero,
}

impl ByeKind {
    /// TRF letter.
    pub fn code(self) -> &'static str {
        match self {
            ByeKind::Half => "H",
            ByeKind::Full => "F",
            ByeKind::Zero => "Z",
        }
    }

    /// Half-points the bye scores.
    pub fn half_points(self) -> u8 {
        match self {
            ByeKind::Half => 1,
            ByeKind::Full => 2,
            ByeKind::Zero => 0,
        }
    }

    /// Reads `H`/`F`/`Z` (or half/full/zero).
    pub fn parse(text: &str) -> Option<ByeKind> {
        match text.trim().to_ascii_lowercase().as_str() {
            "h" | "half" => Some(ByeKind::Half),
            "f" | "full" => Some(ByeKind::Full),
            "z" | "zero" => Some(ByeKind::Zero),
            _ => None,
        }
    }
}

/// A requested bye.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ByeRequest {
    /// The player.
    pub player: i64,
    /// The round.
    pub round: u32,
    /// Its kind.
    pub kind: ByeKind,
    /// When it was recorded.
    pub requested_at: String,
}

fn row_input(r: &rusqlite::Row<'_>) -> rusqlite::Result<(i64, PlayerInput, u32, Option<u32>, String)> {
    Ok((
        r.get(0)?,
        PlayerInput {
            fide_id: r.get::<_, Option<i64>>(1)?.map(|v| v as u64),
            name: r.get(2)?,
            sex: r.get(3)?,
            title: r.get(4)?,
            rating: r.get(5)?,
            federation: r.get(6)?,
            birth_date: r.get(7)?,
            club: r.get(8)?,
        },
        r.get(9)?,
        r.get(10)?,
        r.get(11)?,
    ))
}

const PLAYER_COLUMNS: &str = "id, fide_id, name, sex, title, rating, federation, birth_date, club, first_round, withdrawn_after, source";

fn insert_player(
    tx: &rusqlite::Connection,
    p: &PlayerInput,
    first_round: u32,
    source: &str,
    now: &str,
) -> Result<i64> {
    if let Some(id) = p.fide_id {
        let existing: Option<String> = tx
            .query_row("SELECT name FROM player WHERE fide_id = ?1", [id as i64], |r| {
                r.get(0)
            })
            .optional()?;
        if let Some(name) = existing {
            return Err(PlayerRefusal::FideIdRegistered { id, name }.into());
        }
    }
    tx.execute(
        "INSERT INTO player (fide_id, name, sex, title, rating, federation, birth_date, club,
                             first_round, registered_at, source)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        params![
            p.fide_id.map(|v| v as i64),
            p.name,
            p.sex,
            p.title,
            p.rating,
            p.federation,
            p.birth_date,
            p.club,
            first_round,
            now,
            source
        ],
    )?;
    Ok(tx.last_insert_rowid())
}

/// The players of an event, as `event.players()` gives them.
#[derive(Debug, Clone, Copy)]
pub struct Players<'e> {
    event: &'e Event,
}

impl Event {
    /// The players: registrations, imports, edits, withdrawals and byes.
    pub fn players(&self) -> Players<'_> {
        Players { event: self }
    }
}

impl Players<'_> {
    /// Every player, with pairing numbers in FIDE ranking order (C.04.2).
    pub fn all(&self) -> Result<Vec<Player>> {
        let mut stmt = self
            .event
            .conn()
            .prepare_cached(&format!("SELECT {PLAYER_COLUMNS} FROM player"))?;
        let rows: Vec<_> = stmt.query_map([], row_input)?.collect::<rusqlite::Result<_>>()?;
        // Pairing numbers follow the ranking order until round 4 is paired
        // (C.04.2); players entered after that take the next numbers, in the
        // order they entered, so that no earlier number changes.
        let mut late = self.event.conn().prepare_cached(
            "SELECT id FROM player WHERE registered_at > (SELECT paired_at FROM round WHERE number = ?1) ORDER BY id",
        )?;
        let late: Vec<i64> = late
            .query_map([RENUMBER_UNTIL_ROUND + 1], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        let mut order: Vec<(i64, &PlayerInput)> = rows
            .iter()
            .filter(|r| !late.contains(&r.0))
            .map(|r| (r.0, &r.1))
            .collect();
        order.sort_by(ranking_order);
        order.extend(
            late.iter()
                .filter_map(|id| rows.iter().find(|r| r.0 == *id).map(|r| (r.0, &r.1))),
        );
        let mut numbers: std::collections::HashMap<i64, u32> = order
            .iter()
            .enumerate()
            .map(|(i, (id, _))| (*id, i as u32 + 1))
            .collect();
        // A tournament imported from a TRF keeps the file's numbers.
        if let Some(imported) = imported::imported_numbers(self.event.conn(), rows.iter().map(|r| r.0))? {
            numbers = imported;
        }
        let mut players: Vec<Player> = rows
            .into_iter()
            .map(|(id, input, first_round, withdrawn_after, source)| Player {
                id,
                pairing_number: numbers[&id],
                input,
                first_round,
                withdrawn_after,
                source,
            })
            .collect();
        players.sort_by_key(|p| p.pairing_number);
        Ok(players)
    }

    /// One player by id.
    pub fn get(&self, id: i64) -> Result<Player> {
        self.all()?
            .into_iter()
            .find(|p| p.id == id)
            .ok_or_else(|| StoreError::from(Missing::Player { id }))
    }

    fn next_unpaired_round(&self) -> Result<u32> {
        Ok(self.event.rounds_paired()? + 1)
    }

    /// Registers a player. Once rounds are paired this is a late entry: the
    /// player can be paired from the next round on (or from `first_round`).
    pub fn add(&self, input: PlayerInput, first_round: Option<u32>) -> Result<Player> {
        self.add_recording(input, first_round, "manual", |_| Ok(()))
    }

    /// [`Players::add`] with the entry's source, and `also` written in
    /// the same transaction.
    pub(crate) fn add_recording(
        &self,
        input: PlayerInput,
        first_round: Option<u32>,
        source: &str,
        also: impl FnOnce(&crate::register::Writer<'_>) -> Result<()>,
    ) -> Result<Player> {
        let input = input.normalised();
        let problems: Vec<PlayerEntryProblem> = input
            .problems()
            .into_iter()
            .map(|(field, problem)| PlayerEntryProblem::Field { field, problem })
            .collect();
        if !problems.is_empty() {
            return Err(PlayerInvalid {
                edit_of: None,
                problems,
            }
            .into());
        }
        let earliest = self.next_unpaired_round()?;
        let first = first_round.unwrap_or(earliest);
        if first < earliest {
            return Err(PlayerRefusal::LateEntryTooEarly {
                paired: earliest - 1,
                earliest,
            }
            .into());
        }
        let now = self.event.now();
        let id = self.event.write(|tx| {
            let id = insert_player(tx, &input, first, source, &now)?;
            also(tx)?;
            tx.record(&PlayerAdded {
                player: id,
                input: input.clone(),
                first_round: first,
                at: now.clone(),
            })?;
            Ok(id)
        })?;
        self.get(id)
    }

    /// Imports players from a file's bytes: a TRF when its name ends in
    /// `.trf` or `.txt`, else a CSV. The bytes are decoded by `arbitro-text`
    /// (see [`csv::import_text`]); a file read in another encoding than
    /// UTF-8 says so in the report's notice.
    pub fn import_file(&self, file: &str, bytes: Vec<u8>) -> Result<ImportReport> {
        let (format, decoded) = crate::players::csv::import_text(file, bytes)?;
        let mut report = match format {
            arbitro_text::Format::Trf => self.import_trf(file, &decoded.text)?,
            _ => self.import_csv(file, &decoded.text)?,
        };
        report.notice = decoded.notice;
        Ok(report)
    }

    /// Imports players from a CSV text (see [`csv::players`]). Every
    /// row is checked first; if any row is bad, nothing is imported and every
    /// bad line is reported.
    pub fn import_csv(&self, file: &str, text: &str) -> Result<ImportReport> {
        let rows = crate::players::csv::players(text).map_err(|problems| StoreError::Import {
            file: file.to_string(),
            problems,
        })?;
        self.import_rows(file, "csv", rows)
    }

    /// Imports already-parsed rows (line, player) all-or-nothing.
    pub(crate) fn import_rows(
        &self,
        file: &str,
        format: &str,
        rows: Vec<(usize, PlayerInput)>,
    ) -> Result<ImportReport> {
        // Duplicated FIDE ids, within the file or against the event, are bad lines too.
        let mut problems = Vec::new();
        let mut seen = std::collections::HashMap::new();
        for (line, p) in &rows {
            let Some(id) = p.fide_id else { continue };
            if let Some(first) = seen.insert(id, *line) {
                problems.push(LineProblem {
                    line: *line,
                    field: None,
                    kind: LineProblemKind::DuplicateFideId {
                        id,
                        first_line: first,
                    },
                });
            }
            let existing: Option<String> = self
                .event
                .conn()
                .query_row("SELECT name FROM player WHERE fide_id = ?1", [id as i64], |r| {
                    r.get(0)
                })
                .optional()?;
            if let Some(name) = existing {
                problems.push(LineProblem {
                    line: *line,
                    field: None,
                    kind: LineProblemKind::FideIdRegistered { id, name },
                });
            }
        }
        if !problems.is_empty() {
            return Err(StoreError::Import {
                file: file.to_string(),
                problems,
            });
        }
        let first = self.next_unpaired_round()?;
        let now = self.event.now();
        let base = std::path::Path::new(file)
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_else(|| file.to_string());
        let ids = self.event.write(|tx| {
            let mut ids = Vec::with_capacity(rows.len());
            for (line, p) in &rows {
                ids.push(insert_player(
                    tx,
                    p,
                    first,
                    &format!("{format}:{base}:{line}"),
                    &now,
                )?);
            }
            tx.record(&PlayersImported {
                file: file.to_string(),
                format: format.to_string(),
                players: ids.clone(),
                at: now.clone(),
            })?;
            Ok(ids)
        })?;
        let all = self.all()?;
        let wanted: std::collections::HashSet<i64> = ids.into_iter().collect();
        Ok(ImportReport {
            file: file.to_string(),
            players: all.into_iter().filter(|p| wanted.contains(&p.id)).collect(),
            notice: None,
        })
    }

    /// Corrects a player's entry (name, rating, title, federation, FIDE id,
    /// birth date, sex, club) and records the change in the register.
    ///
    /// Refused, naming the field, when the entry would not export to TRF
    /// (a name beyond its 33 columns, a federation that is not three
    /// letters …), when the FIDE id is another player's, or when the edit
    /// would reassign pairing numbers after the fourth round is paired
    /// (C.04.2). Rounds already paired keep their games: only what is shown
    /// of the player changes.
    pub fn edit(&self, id: i64, edit: &PlayerEdit) -> Result<PlayerEdited> {
        let before = self.all()?;
        let player = before
            .iter()
            .find(|p| p.id == id)
            .cloned()
            .ok_or_else(|| StoreError::from(Missing::Player { id }))?;
        let input = edit.apply(&player.input);
        let mut problems: Vec<PlayerEntryProblem> = input
            .problems()
            .into_iter()
            .map(|(field, problem)| PlayerEntryProblem::Field { field, problem })
            .collect();
        if let Some(fide) = input.fide_id
            && let Some(other) = before
                .iter()
                .find(|p| p.id != id && p.input.fide_id == Some(fide))
        {
            problems.push(PlayerEntryProblem::FideIdTaken {
                id: fide,
                name: other.input.name.clone(),
            });
        }
        if !problems.is_empty() {
            return Err(PlayerInvalid {
                edit_of: Some((player.pairing_number, player.input.name.clone())),
                problems,
            }
            .into());
        }
        let changed = changes(&player.input, &input);
        if changed.is_empty() {
            return Ok(PlayerEdited {
                player,
                changes: changed,
                entry: None,
                renumbered: false,
            });
        }
        let mut order: Vec<(i64, &PlayerInput)> = before
            .iter()
            .map(|p| (p.id, if p.id == id { &input } else { &p.input }))
            .collect();
        order.sort_by(ranking_order);
        let renumbered = order
            .iter()
            .zip(&before)
            .any(|((new_id, _), old)| *new_id != old.id);
        let paired = self.event.rounds_paired()?;
        if renumbered && paired > RENUMBER_UNTIL_ROUND {
            let fields: Vec<RankingField> = changed
                .iter()
                .filter_map(|c| RankingField::of(&c.field))
                .collect();
            return Err(PlayerRefusal::Renumbering {
                fields,
                until: RENUMBER_UNTIL_ROUND,
                paired,
            }
            .into());
        }
        let entry = PlayerEditEntry {
            player: id,
            name: player.input.name.clone(),
            changes: changed.clone(),
            rounds_paired: paired,
            at: self.event.now(),
        };
        let seq = self.event.write(|tx| {
            tx.execute(
                "UPDATE player SET fide_id = ?1, name = ?2, sex = ?3, title = ?4, rating = ?5,
                                   federation = ?6, birth_date = ?7, club = ?8 WHERE id = ?9",
                params![
                    input.fide_id.map(|v| v as i64),
                    input.name,
                    input.sex,
                    input.title,
                    input.rating,
                    input.federation,
                    input.birth_date,
                    input.club,
                    id
                ],
            )?;
            Ok(tx.record(&entry)?.seq)
        })?;
        Ok(PlayerEdited {
            player: self.get(id)?,
            changes: changed,
            entry: Some(seq),
            renumbered,
        })
    }

    /// Every correction of a player's entry, oldest first, with its register entry number.
    pub fn edits(&self) -> Result<Vec<(i64, PlayerEditEntry)>> {
        register::bodies::<PlayerEditEntry>(self.event.conn())
    }

    /// Withdraws a player after `after_round` (default: the last round paired):
    /// they are not paired from the following round on.
    pub fn withdraw(&self, id: i64, after_round: Option<u32>) -> Result<Player> {
        let player = self.get(id)?;
        if let Some(w) = player.withdrawn_after {
            return Err(PlayerRefusal::AlreadyWithdrawn {
                name: player.input.name,
                after: w,
            }
            .into());
        }
        let paired = self.event.rounds_paired()?;
        let after = after_round.unwrap_or(paired);
        let later: Option<u32> = self.event.conn().query_row(
            "SELECT MIN(round) FROM game WHERE round > ?1 AND (white = ?2 OR black = ?2)",
            params![after, id],
            |r| r.get(0),
        )?;
        if let Some(r) = later {
            return Err(PlayerRefusal::PairedLater {
                name: player.input.name,
                round: r,
            }
            .into());
        }
        let at = self.event.now();
        self.event.write(|tx| {
            tx.execute(
                "UPDATE player SET withdrawn_after = ?1 WHERE id = ?2",
                params![after, id],
            )?;
            tx.execute(
                "DELETE FROM bye_request WHERE player_id = ?1 AND round > ?2",
                params![id, after],
            )?;
            tx.record(&PlayerWithdrawn {
                player: id,
                after,
                at: at.clone(),
            })?;
            Ok(())
        })?;
        self.get(id)
    }

    /// Records a requested bye (`H`, `F` or `Z`) for a round not yet paired.
    pub fn request_bye(&self, id: i64, round: u32, kind: ByeKind) -> Result<ByeRequest> {
        let player = self.get(id)?;
        let call = self.event.call()?;
        let paired = self.event.rounds_paired()?;
        if round <= paired {
            return Err(PlayerRefusal::ByeTooLate { round }.into());
        }
        if round > call.rounds {
            return Err(PlayerRefusal::NoSuchRound {
                round,
                rounds: call.rounds,
            }
            .into());
        }
        if !player.available_in(round) {
            return Err(PlayerRefusal::NotInRound {
                name: player.input.name,
                round,
            }
            .into());
        }
        let now = self.event.now();
        self.event.write(|tx| {
            tx.execute(
                "INSERT INTO bye_request (player_id, round, kind, requested_at) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (player_id, round) DO UPDATE SET kind = excluded.kind, requested_at = excluded.requested_at",
                params![id, round, kind.code(), now],
            )?;
            tx.record(&ByeRequested {
                player: id,
                round,
                bye: kind,
                at: now.clone(),
            })?;
            Ok(())
        })?;
        Ok(ByeRequest {
            player: id,
            round,
            kind,
            requested_at: now,
        })
    }

    /// Cancels a requested bye for a round not yet paired.
    pub fn cancel_bye(&self, id: i64, round: u32) -> Result<()> {
        if round <= self.event.rounds_paired()? {
            return Err(PlayerRefusal::ByeCancelTooLate { round }.into());
        }
        let at = self.event.now();
        self.event.write(|tx| {
            let n = tx.execute(
                "DELETE FROM bye_request WHERE player_id = ?1 AND round = ?2",
                params![id, round],
            )?;
            if n == 0 {
                return Err(Missing::ByeRequest { player: id, round }.into());
            }
            tx.record(&ByeCancelled {
                player: id,
                round,
                at: at.clone(),
            })?;
            Ok(())
        })
    }

    /// Byes requested, by round then player.
    pub fn bye_requests(&self) -> Result<Vec<ByeRequest>> {
        let mut stmt = self.event.conn().prepare_cached(
            "SELECT player_id, round, kind, requested_at FROM bye_request ORDER BY round, player_id",
        )?;
        let rows = stmt.query_map([], |r| {
            let kind: String = r.get(2)?;
            Ok(ByeRequest {
                player: r.get(0)?,
                round: r.get(1)?,
                kind: ByeKind::parse(&kind).unwrap_or(ByeKind::Zero),
                requested_at: r.get(3)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}
