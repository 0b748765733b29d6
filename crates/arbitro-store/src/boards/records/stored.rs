//! Each board's game record (moves, card events, clock times): checked
//! against the event and replayed through the engines before it is stored;
//! a record that does not replay is refused with the reason and nothing is
//! written. Records are kept with their history: attaching another record to
//! the same board needs a reason, and the older one stays in the file.

use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::boards::records::export::{ExportAs, GameMeta};
use crate::boards::records::refusal::RecordRefusal;
use crate::boards::records::{GameReplay, RecordContext, RecordFormat, RecordSummary};
use crate::boards::{Boards, records};
use crate::error::{Result, StoreError};
use crate::missing::Missing;
use crate::rounds::game::ResultKind;

/// A record as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredRecord {
    /// Its id in the file.
    pub id: i64,
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// Syntax of the text.
    pub format: RecordFormat,
    /// Where it came from (the file name given).
    pub source: String,
    /// Who attached it.
    pub arbiter: String,
    /// Why it replaced an earlier record.
    pub reason: Option<String>,
    /// When.
    pub stored_at: String,
    /// The record it replaced.
    pub replaces: Option<i64>,
    /// What its replay established (none for records carried over unchecked from schema 2).
    pub summary: Option<RecordSummary>,
    /// The text, exactly as attached.
    pub text: String,
}

/// How a record is attached.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttachOptions {
    /// Where it came from (file name), for the record.
    pub source: String,
    /// Who attaches it.
    pub arbiter: String,
    /// Required to replace the board's current record.
    pub replace_reason: Option<String>,
    /// Enter the record's result as the board's result when the board has none.
    pub enter_result: bool,
}

/// What attaching a record did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttachOutcome {
    /// The stored record.
    pub record: StoredRecord,
    /// Its replay.
    pub replay: GameReplay,
    /// Whether the board's result was entered from the record.
    pub result_entered: bool,
    /// Remarks (result differing from the board's, clock log mismatches…).
    pub notes: Vec<records::RecordNote>,
}

const RECORD_COLUMNS: &str =
    "id, round, board, format, source, arbiter, reason, stored_at, replaces, summary, text";

fn row_record(r: &rusqlite::Row<'_>) -> rusqlite::Result<(StoredRecord, String, String)> {
    let format: String = r.get(3)?;
    let summary: String = r.get(9)?;
    Ok((
        StoredRecord {
            id: r.get(0)?,
            round: r.get(1)?,
            board: r.get(2)?,
            format: RecordFormat::parse(&format).unwrap_or(RecordFormat::Pgn),
            source: r.get(4)?,
            arbiter: r.get(5)?,
            reason: r.get(6)?,
            stored_at: r.get(7)?,
            replaces: r.get(8)?,
            summary: None,
            text: r.get(10)?,
        },
        format,
        summary,
    ))
}

fn decode(row: (StoredRecord, String, String)) -> Result<StoredRecord> {
    let (mut rec, format, summary) = row;
    if RecordFormat::parse(&format).is_none() {
        return Err(StoreError::Json {
            context: format!("record {} of round {} board {}", rec.id, rec.round, rec.board),
            message: format!("unknown format '{format}'"),
        });
    }
    rec.summary = serde_json::from_str(&summary).map_err(|e| StoreError::Json {
        context: format!("summary of record {}", rec.id),
        message: e.to_string(),
    })?;
    Ok(rec)
}

impl Boards<'_> {
    /// What a record of `round`/`board` must fit: family, deck, the round's
    /// Chess960 position and the board's clock log.
    fn record_context(&self, round: u32, board: u32) -> Result<RecordContext> {
        let call = self.event.call()?;
        let clock = self.clock(round, board, None)?;
        let control = call.control()?;
        let log: Vec<arbitro_clock::ClockEvent> = clock.events.iter().map(|e| e.event).collect();
        Ok(RecordContext {
            family: call.family,
            deck: call.deck.clone(),
            chess960_position: self.event.rounds().get(round)?.chess960.map(|(_, n)| n),
            clock: (!log.is_empty()).then_some((control, log)),
        })
    }

    /// Checks and replays `text` as the record of `board` in `round`, then
    /// stores it (and, if asked, its result) in one transaction. A record
    /// that does not replay is refused with the reason; nothing is stored.
    pub fn attach_record(
        &mut self,
        round: u32,
        board: u32,
        text: &str,
        opts: AttachOptions,
    ) -> Result<AttachOutcome> {
        let game = self.event.rounds().game(round, board)?;
        if game.black.is_none() {
            return Err(RecordRefusal::Bye { round, board }.into());
        }
        if opts.arbiter.trim().is_empty() {
            return Err(RecordRefusal::ArbiterUnnamed.into());
        }
        let current = self.current_record(round, board)?;
        let reason = opts.replace_reason.clone().filter(|r| !r.trim().is_empty());
        if let Some(c) = &current
            && reason.is_none()
        {
            return Err(RecordRefusal::AlreadyRecorded {
                round,
                board,
                id: c.id,
                at: c.stored_at.clone(),
                arbiter: c.arbiter.clone(),
            }
            .into());
        }
        let ctx = self.record_context(round, board)?;
        let replay = records::replay(text, &ctx)?;
        let mut notes = replay.notes.clone();
        let record_scores = replay.summary.scores();
        let board_scores = game.white_score.zip(game.black_score).filter(|_| game.finished());
        let mut enter = None;
        match (record_scores, board_scores) {
            (Some(r), Some(b)) if r != b => notes.push(records::RecordNote::ResultDiffers {
                record: replay.summary.result.clone(),
                board: game.result_text(),
            }),
            (Some(r), None) if opts.enter_result => enter = Some(r),
            (Some(_), None) => notes.push(records::RecordNote::BoardHasNoResult {
                record: replay.summary.result.clone(),
            }),
            _ => {}
        }
        let at = self.event.now();
        let summary = crate::event::to_json(&replay.summary, "record summary")?;
        let format = replay.format.code();
        let replaces = current.as_ref().map(|c| c.id);
        let id = self.event.write(|tx| {
            tx.execute(
                "INSERT INTO board_record (round, board, format, text, summary, source, arbiter, reason, stored_at, replaces)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                params![round, board, format, text, summary, opts.source, opts.arbiter, reason, at, replaces],
            )?;
            let id = tx.last_insert_rowid();
            if let Some((w, b)) = enter {
                tx.execute(
                    "UPDATE game SET kind = ?3, white_score = ?4, black_score = ?5, note = ?6, entered_at = ?7
                     WHERE round = ?1 AND board = ?2",
                    params![
                        round,
                        board,
                        ResultKind::Played.code(),
                        w,
                        b,
                        format!(
                            "from the game record ({})",
                            replay
                                .summary
                                .reason
                                .as_ref()
                                .map_or("record".to_string(), |r| arbitro_i18n::render(arbitro_i18n::Lang::En, r))
                        ),
                        at
                    ],
                )?;
            }
            tx.record(&crate::boards::entries::RecordAttached {
                round,
                board,
                record: id,
                replaces,
                arbiter: opts.arbiter.clone(),
                result_entered: enter.is_some(),
                at: at.clone(),
            })?;
            Ok(id)
        })?;
        let record = self.record_by_id(id)?;
        Ok(AttachOutcome {
            record,
            replay,
            result_entered: enter.is_some(),
            notes,
        })
    }

    fn record_by_id(&self, id: i64) -> Result<StoredRecord> {
        let row = self
            .event
            .conn()
            .query_row(
                &format!("SELECT {RECORD_COLUMNS} FROM board_record WHERE id = ?1"),
                [id],
                row_record,
            )
            .optional()?
            .ok_or(Missing::Record { id })?;
        decode(row)
    }

    /// The current record of a board, if any.
    pub fn current_record(&self, round: u32, board: u32) -> Result<Option<StoredRecord>> {
        let row = self
            .event.conn()
            .query_row(
                &format!(
                    "SELECT {RECORD_COLUMNS} FROM board_record WHERE round = ?1 AND board = ?2 ORDER BY id DESC LIMIT 1"
                ),
                params![round, board],
                row_record,
            )
            .optional()?;
        row.map(decode).transpose()
    }

    /// The current record of every board (of one round, or all), by round and board.
    pub fn records(&self, round: Option<u32>) -> Result<Vec<StoredRecord>> {
        let mut stmt = self.event.conn().prepare(&format!(
            "SELECT {RECORD_COLUMNS} FROM board_record
             WHERE id IN (SELECT MAX(id) FROM board_record GROUP BY round, board) AND (?1 IS NULL OR round = ?1)
             ORDER BY round, board"
        ))?;
        let rows = stmt.query_map([round], row_record)?;
        rows.map(|r| decode(r?)).collect()
    }

    /// Every record ever attached to a board, oldest first.
    pub fn record_history(&self, round: u32, board: u32) -> Result<Vec<StoredRecord>> {
        let mut stmt = self.event.conn().prepare(&format!(
            "SELECT {RECORD_COLUMNS} FROM board_record WHERE round = ?1 AND board = ?2 ORDER BY id"
        ))?;
        let rows = stmt.query_map(params![round, board], row_record)?;
        rows.map(|r| decode(r?)).collect()
    }

    fn require_record(&self, round: u32, board: u32) -> Result<StoredRecord> {
        self.event.rounds().game(round, board)?;
        self.current_record(round, board)?
            .ok_or_else(|| StoreError::from(Missing::GameRecord { round, board }))
    }

    /// Replays a board's current record through the engines, with the clock
    /// times of the record or of the board's clock log as it is now.
    pub fn replay_record(&self, round: u32, board: u32) -> Result<(StoredRecord, GameReplay)> {
        let rec = self.require_record(round, board)?;
        let replay = records::replay(&rec.text, &self.record_context(round, board)?)?;
        Ok((rec, replay))
    }

    /// A board's current record for export: as stored, or rewritten with the
    /// event's facts (event, place, date, round, players, arbiter) where the
    /// record leaves them blank.
    pub fn export_record(&self, round: u32, board: u32, to: ExportAs) -> Result<String> {
        let (rec, replay) = self.replay_record(round, board)?;
        let call = self.event.call()?;
        let game = self.event.rounds().game(round, board)?;
        let name = |id: Option<i64>| -> Result<String> {
            Ok(match id {
                Some(id) => self.event.players().get(id)?.input.name,
                None => String::new(),
            })
        };
        let meta = GameMeta {
            event: call.name.clone(),
            site: call.place.clone(),
            date: self
                .event
                .rounds()
                .get(round)?
                .paired_at
                .chars()
                .take(10)
                .collect(),
            round,
            board,
            white: name(Some(game.white))?,
            black: name(game.black)?,
            arbiter: call.chief_arbiter.clone(),
            rulebook_version: call.rulebook.as_ref().map(|r| r.version.clone()),
        };
        records::export(&rec.text, call.family, &meta, &replay, to)
    }
}
