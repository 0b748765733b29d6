//! The Game records screen: each board's stored record (moves, card events,
//! clock times), attached from a file of the event folder after the store
//! has replayed it through the engines, replayed position by position, and
//! exported back to the folder.

use arbitro_store::records::{Engine, ExportAs, GameReplay, RecordFormat, RecordSummary};
use arbitro_store::{AttachOptions, StoredRecord};
use serde::{Deserialize, Serialize};
use tauri::State;
use ts_rs::TS;

use super::cards::{EventStatus, Localized};
use crate::error::{AppError, IpcResult};
use crate::state::AppState;

/// Which engine replayed a record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum RecordEngine {
    /// The rules core: FIDE chess, Chess960.
    Rules,
    /// The card engine: Ajedrez Mágico, the shared-deck game.
    Cards,
}

impl From<Engine> for RecordEngine {
    fn from(e: Engine) -> RecordEngine {
        match e {
            Engine::Rules => RecordEngine::Rules,
            Engine::Cards => RecordEngine::Cards,
        }
    }
}

/// The syntax a record is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
pub enum RecordSyntax {
    /// PGN (with card comment commands for card games).
    #[serde(rename = "pgn")]
    Pgn,
    /// The card engine's JSON game record.
    #[serde(rename = "arbitro-game/1")]
    CardRecord,
}

impl From<RecordFormat> for RecordSyntax {
    fn from(f: RecordFormat) -> RecordSyntax {
        match f {
            RecordFormat::Pgn => RecordSyntax::Pgn,
            RecordFormat::CardRecord => RecordSyntax::CardRecord,
        }
    }
}

/// How to write an exported record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum ExportTarget {
    /// As attached, byte for byte.
    Stored,
    /// PGN (card games with card comment commands).
    Pgn,
    /// The card engine's JSON record (card games only).
    Json,
}

/// Who acted in an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum StepSide {
    /// White.
    White,
    /// Black.
    Black,
}

impl From<arbitro_store::records::Side> for StepSide {
    fn from(s: arbitro_store::records::Side) -> StepSide {
        match s {
            arbitro_store::records::Side::White => StepSide::White,
            arbitro_store::records::Side::Black => StepSide::Black,
        }
    }
}

/// What a record's replay established.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RecordSummaryView {
    /// The engine that replayed it.
    pub engine: RecordEngine,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
    /// How it ended, with the clause, when known.
    pub reason: Option<String>,
    /// Events in the record.
    pub events: u32,
    /// Standard moves.
    pub moves: u32,
    /// Card events (commits and reactions).
    pub card_events: u32,
    /// Events with a clock reading.
    pub clock_readings: u32,
    /// The final position (FEN).
    pub final_fen: String,
    /// The deck and version a card game was played with (AM-R16).
    pub deck: Option<arbitro_cards::DeckRef>,
}

/// A board's record as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RecordView {
    /// Id in the event file.
    pub id: i64,
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// The record's syntax.
    pub format: RecordSyntax,
    /// The file it was attached from.
    pub source: String,
    /// Who attached it.
    pub arbiter: String,
    /// Why it replaced an earlier record.
    pub reason: Option<String>,
    /// When it was attached.
    pub stored_at: String,
    /// The record it replaced.
    pub replaces: Option<i64>,
    /// Its replay's outcome (none for records carried over unchecked).
    pub summary: Option<RecordSummaryView>,
}

/// One event of a replayed record: the position after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReplayStep {
    /// Position in the record (0-based).
    pub index: u32,
    /// Who acted, when the event has an author.
    pub side: Option<StepSide>,
    /// The event in words (SAN, UCI, a card play).
    pub event: String,
    /// Accepted, failed (a card that failed and was discarded, AM-R5) or refused.
    pub status: EventStatus,
    /// Why it failed, with its code and clause.
    pub error: Option<Localized>,
    /// The position after the event.
    pub fen: String,
    /// White's clock after the event (ms), when known.
    pub white_ms: Option<u64>,
    /// Black's clock after the event (ms), when known.
    pub black_ms: Option<u64>,
}

/// A record replayed through the engines.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReplayView {
    /// The record.
    pub record: RecordView,
    /// Every event, in order.
    pub steps: Vec<ReplayStep>,
    /// The outcome.
    pub summary: RecordSummaryView,
    /// Where the clock times come from, if anywhere, in the UI's language.
    pub clock_source: Option<String>,
    /// Remarks that did not refuse the record.
    pub notes: Vec<String>,
}

/// How a record is attached.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AttachForm {
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// A file of the event folder (`.pgn`, or `.json` in `arbitro-game/1`).
    pub file: String,
    /// The arbiter attaching it.
    pub arbiter: String,
    /// Required to replace the board's current record.
    pub replace_reason: Option<String>,
    /// Enter the record's result as the board's result when it has none.
    pub enter_result: bool,
}

/// What attaching did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AttachedView {
    /// The stored record.
    pub record: RecordView,
    /// Whether the board's result was entered from the record.
    pub result_entered: bool,
    /// Remarks (a result differing from the board's, clock mismatches…).
    pub notes: Vec<String>,
}

/// A record written to the event folder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ExportedRecord {
    /// The file's name in the event folder.
    pub file: String,
    /// Its full path.
    pub path: String,
    /// Its size in bytes.
    pub bytes: u64,
}

/// A store's remark in the UI's language.
fn said(m: &dyn arbitro_i18n::Message) -> String {
    arbitro_i18n::render(crate::lang::current(), m)
}

fn summary_view(s: &RecordSummary) -> RecordSummaryView {
    RecordSummaryView {
        engine: s.engine.into(),
        result: s.result.clone(),
        reason: s
            .reason
            .as_ref()
            .map(|r| arbitro_i18n::render(crate::lang::current(), r)),
        events: s.events,
        moves: s.moves,
        card_events: s.card_events,
        clock_readings: s.clock_readings,
        final_fen: s.final_fen.clone(),
        deck: s.deck.clone(),
    }
}

fn record_view(r: &StoredRecord) -> RecordView {
    RecordView {
        id: r.id,
        round: r.round,
        board: r.board,
        format: r.format.into(),
        source: r.source.clone(),
        arbiter: r.arbiter.clone(),
        reason: r.reason.clone(),
        stored_at: r.stored_at.clone(),
        replaces: r.replaces,
        summary: r.summary.as_ref().map(summary_view),
    }
}

fn replay_view(record: &StoredRecord, replay: &GameReplay) -> ReplayView {
    ReplayView {
        record: record_view(record),
        steps: replay
            .lines
            .iter()
            .map(|l| ReplayStep {
                index: u32::try_from(l.index).unwrap_or(u32::MAX),
                side: l.side.map(StepSide::from),
                event: arbitro_i18n::render(crate::lang::current(), &l.event),
                status: l.status.into(),
                error: l.error.as_ref().map(|e| Localized {
                    es: e.text(arbitro_i18n::Lang::Es),
                    en: e.text(arbitro_i18n::Lang::En),
                }),
                fen: l.fen.clone(),
                white_ms: l.clock.and_then(|c| c.white_ms),
                black_ms: l.clock.and_then(|c| c.black_ms),
            })
            .collect(),
        summary: summary_view(&replay.summary),
        clock_source: replay.clock_source.map(|c| said(&c)),
        notes: replay.notes.iter().map(|n| said(n)).collect(),
    }
}

/// The current record of every board (of one round, or all).
#[tauri::command(async)]
pub fn list_records(state: State<'_, AppState>, round: Option<u32>) -> IpcResult<Vec<RecordView>> {
    state.with_event(|event| Ok(event.boards().records(round)?.iter().map(record_view).collect()))
}

/// Attaches a record file of the event folder to a board: the store replays
/// it first and refuses it, storing nothing, if any event does not replay.
#[tauri::command(async)]
pub fn attach_record(state: State<'_, AppState>, attach: AttachForm) -> IpcResult<AttachedView> {
    let text = state.read_folder_file(&attach.file)?;
    state.with_event(|event| {
        let outcome = event.boards().attach_record(
            attach.round,
            attach.board,
            &text,
            AttachOptions {
                source: attach.file.trim().to_string(),
                arbiter: attach.arbiter.clone(),
                replace_reason: attach.replace_reason.clone(),
                enter_result: attach.enter_result,
            },
        )?;
        Ok(AttachedView {
            record: record_view(&outcome.record),
            result_entered: outcome.result_entered,
            notes: outcome.notes.iter().map(|n| said(n)).collect(),
        })
    })
}

/// Replays a board's current record through the engines, position by position.
#[tauri::command(async)]
pub fn replay_record(state: State<'_, AppState>, round: u32, board: u32) -> IpcResult<ReplayView> {
    state.with_event(|event| {
        let (record, replay) = event.boards().replay_record(round, board)?;
        Ok(replay_view(&record, &replay))
    })
}

/// Writes a board's current record to the event folder: `stored` (as
/// attached), `pgn` or `json` (filled in with the event's facts where the
/// record leaves them blank). The file is named after the round and board.
#[tauri::command(async)]
pub fn export_record(
    state: State<'_, AppState>,
    round: u32,
    board: u32,
    to: ExportTarget,
) -> IpcResult<ExportedRecord> {
    let (to, ext) = match to {
        ExportTarget::Stored => (ExportAs::Stored, None),
        ExportTarget::Pgn => (ExportAs::Pgn, Some("pgn")),
        ExportTarget::Json => (ExportAs::Json, Some("json")),
    };
    let text = state.with_event(|event| Ok(event.boards().export_record(round, board, to)?))?;
    let ext = ext.unwrap_or(match RecordFormat::detect(&text) {
        RecordFormat::Pgn => "pgn",
        RecordFormat::CardRecord => "json",
    });
    let name = format!("record-r{round}-b{board}.{ext}");
    let path = state.folder_file(&name)?;
    std::fs::write(&path, &text).map_err(|e| AppError::file(&path, e))?;
    Ok(ExportedRecord {
        file: name,
        path: path.display().to_string(),
        bytes: text.len() as u64,
    })
}
