//! The Clocks screen (AM-R13): one board's clock on the store's clock log,
//! read through arbitro-clock. Events are stamped with the event's clock in
//! milliseconds since the Unix epoch, the scale the store also uses when a
//! sanction adjusts a clock. "Card committed" completes the turn like a move;
//! pauses and adjustments name the arbiter; an arbiter's time adjustment is
//! a sanction (FIDE 12.9.2 / 12.9.3) recorded with its incident.

use arbitro_clock::{ClockEvent, ClockEventKind, PauseReason, Side};
use arbitro_store::discipline::{FaultKind, Penalty};
use arbitro_store::{BoardClock, Event, IncidentInput, SanctionChoice, StoredClockEvent};
use serde::{Deserialize, Serialize};
use tauri::State;
use ts_rs::TS;

use crate::error::{ErrorCode, IpcError, IpcResult};
use crate::state::AppState;

/// One line of a board's clock log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClockLogLine {
    /// Position in the log.
    pub seq: u32,
    /// `start`, `move`, `card`, `reaction`, `hand_back`, `pause`, `resume`, `adjust`, `stop`.
    pub kind: String,
    /// The side concerned, if any.
    pub side: Option<String>,
    /// For adjustments: milliseconds added (negative: removed).
    pub delta_ms: Option<i64>,
    /// For pauses: `agreement` or `arbiter`.
    pub reason: Option<String>,
    /// When it happened (ms on the event clock).
    pub at_ms: u64,
    /// When it was recorded (event time).
    pub recorded_at: String,
    /// The arbiter, for pauses and adjustments.
    pub arbiter: Option<String>,
    /// Note.
    pub note: Option<String>,
}

/// A board's clock as the screen shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClockView {
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// White's player id and name.
    pub white_id: i64,
    /// White's name.
    pub white: String,
    /// Black's player id.
    pub black_id: i64,
    /// Black's name.
    pub black: String,
    /// The event's time control.
    pub time_control: String,
    /// When the reading was taken (ms on the event clock).
    pub read_at_ms: u64,
    /// White's remaining time.
    pub white_ms: u64,
    /// Black's remaining time.
    pub black_ms: u64,
    /// Whose clock runs (`white`/`black`), if any.
    pub running: Option<String>,
    /// Both clocks are paused.
    pub paused: bool,
    /// The clocks were stopped for good.
    pub stopped: bool,
    /// Whether the clocks were ever started.
    pub started: bool,
    /// Turns completed by White (moves and card commits).
    pub white_moves: u32,
    /// Turns completed by Black.
    pub black_moves: u32,
    /// The first flag that fell: side and instant.
    pub flag: Option<String>,
    /// The log, oldest first.
    pub log: Vec<ClockLogLine>,
}

/// Something that happens at the board's clock.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClockActionForm {
    /// `start`, `move`, `card`, `reaction`, `hand_back`, `pause`, `resume`, `stop`.
    pub kind: String,
    /// The side acting (`white`/`black`) for start, move, card, reaction, hand_back.
    pub side: Option<String>,
    /// For a pause: `agreement` or `arbiter`.
    pub reason: Option<String>,
    /// The arbiter (required for pauses, AM-R13).
    pub arbiter: Option<String>,
    /// Note.
    pub note: Option<String>,
}

/// An arbiter's time adjustment, recorded as a sanction of the offender.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClockAdjustForm {
    /// The offending player (white or black of the board).
    pub offender: i64,
    /// `add-to-opponent` (FIDE 12.9.2) or `remove-from-offender` (FIDE 12.9.3).
    pub how: String,
    /// Seconds added or removed.
    pub seconds: u32,
    /// The fault (a store fault code: `illegal-move`, `incorrect-claim`, `disturbing`…).
    pub fault: String,
    /// What happened.
    pub description: String,
    /// The arbiter deciding.
    pub arbiter: String,
    /// Why, when the adjustment is not what the ladder suggests (AM-AC).
    pub reason: String,
}

/// What an adjustment recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClockAdjustOutcome {
    /// The clock afterwards.
    pub clock: ClockView,
    /// The incident's register entry.
    pub incident_seq: i64,
    /// The sanction's register entry.
    pub sanction_seq: Option<i64>,
    /// What the sanction did, as the store reports it.
    pub effects: Vec<String>,
}

fn invalid(message: impl Into<String>) -> IpcError {
    IpcError::new(ErrorCode::InvalidInput, message)
}

fn side(text: Option<&str>) -> IpcResult<Side> {
    let text = text.unwrap_or_default();
    text.parse::<Side>().map_err(|e| invalid(e.to_string()))
}

fn log_line(e: &StoredClockEvent) -> ClockLogLine {
    let (kind, side, delta_ms, reason) = match e.event.kind {
        ClockEventKind::Start { side } => ("start", Some(side), None, None),
        ClockEventKind::Move { side } => ("move", Some(side), None, None),
        ClockEventKind::Card { side } => ("card", Some(side), None, None),
        ClockEventKind::Reaction { side } => ("reaction", Some(side), None, None),
        ClockEventKind::HandBack { side } => ("hand_back", Some(side), None, None),
        ClockEventKind::Pause { reason } => (
            "pause",
            None,
            None,
            Some(match reason {
                PauseReason::Agreement => "agreement",
                PauseReason::Arbiter => "arbiter",
            }),
        ),
        ClockEventKind::Resume => ("resume", None, None, None),
        ClockEventKind::Adjust { side, delta_ms } => ("adjust", Some(side), Some(delta_ms), None),
        ClockEventKind::Stop => ("stop", None, None, None),
    };
    ClockLogLine {
        seq: e.seq,
        kind: kind.to_string(),
        side: side.map(|s| s.as_str().to_string()),
        delta_ms,
        reason: reason.map(str::to_string),
        at_ms: e.event.at_ms,
        recorded_at: e.recorded_at.clone(),
        arbiter: e.arbiter.clone(),
        note: e.note.clone(),
    }
}

fn now_ms(event: &Event) -> u64 {
    u64::try_from(event.now_time().timestamp_millis()).unwrap_or(0)
}

fn view(event: &Event, clock: BoardClock, read_at_ms: u64) -> IpcResult<ClockView> {
    let game = event.game(clock.round, clock.board)?;
    let black_id = game
        .black
        .ok_or_else(|| IpcError::new(ErrorCode::Refused, "the pairing-allocated bye has no clock"))?;
    let name = |id: i64| event.player(id).map(|p| p.input.name);
    let r = &clock.reading;
    Ok(ClockView {
        round: clock.round,
        board: clock.board,
        white_id: game.white,
        white: name(game.white)?,
        black_id,
        black: name(black_id)?,
        time_control: clock.time_control.clone(),
        read_at_ms,
        white_ms: r.white_ms,
        black_ms: r.black_ms,
        running: r.running.map(|s| s.as_str().to_string()),
        paused: r.paused,
        stopped: r.stopped,
        started: !clock.events.is_empty(),
        white_moves: r.white_moves,
        black_moves: r.black_moves,
        flag: r.flag.map(|f| format!("{} {}", f.side.as_str(), f.at_ms)),
        log: clock.events.iter().map(log_line).collect(),
    })
}

/// Reads a board's clock now.
fn read(event: &Event, round: u32, board: u32) -> IpcResult<ClockView> {
    let logged = event.board_clock(round, board, None)?;
    let last = logged.events.last().map_or(0, |e| e.event.at_ms);
    let at = now_ms(event).max(last);
    let clock = event.board_clock(round, board, Some(at))?;
    view(event, clock, at)
}

/// A board's clock, read now.
#[tauri::command(async)]
pub fn board_clock(state: State<'_, AppState>, round: u32, board: u32) -> IpcResult<ClockView> {
    state.with_event(|event| read(event, round, board))
}

/// Records what happened at the clock (start, a move, a card committed, a
/// reaction, a pause…) now, and reads the clock back.
#[tauri::command(async)]
pub fn clock_action(
    state: State<'_, AppState>,
    round: u32,
    board: u32,
    action: ClockActionForm,
) -> IpcResult<ClockView> {
    let kind = match action.kind.as_str() {
        "start" => ClockEventKind::Start {
            side: side(action.side.as_deref()).unwrap_or(Side::White),
        },
        "move" => ClockEventKind::Move {
            side: side(action.side.as_deref())?,
        },
        "card" => ClockEventKind::Card {
            side: side(action.side.as_deref())?,
        },
        "reaction" => ClockEventKind::Reaction {
            side: side(action.side.as_deref())?,
        },
        "hand_back" => ClockEventKind::HandBack {
            side: side(action.side.as_deref())?,
        },
        "pause" => ClockEventKind::Pause {
            reason: match action.reason.as_deref() {
                Some("agreement") => PauseReason::Agreement,
                Some("arbiter") | None => PauseReason::Arbiter,
                Some(other) => return Err(invalid(format!("pause reason '{other}': agreement or arbiter"))),
            },
        },
        "resume" => ClockEventKind::Resume,
        "stop" => ClockEventKind::Stop,
        other => {
            return Err(invalid(format!(
                "'{other}' is not a clock action (start, move, card, reaction, hand_back, pause, resume, stop)"
            )));
        }
    };
    let trimmed = |s: &Option<String>| {
        s.as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
    };
    let arbiter = trimmed(&action.arbiter);
    let note = trimmed(&action.note);
    state.with_event(|event| {
        let logged = event.board_clock(round, board, None)?;
        let last = logged.events.last().map_or(0, |e| e.event.at_ms);
        let at_ms = now_ms(event).max(last);
        event.clock_event(
            round,
            board,
            ClockEvent { at_ms, kind },
            arbiter.as_deref(),
            note.as_deref(),
        )?;
        read(event, round, board)
    })
}

/// Adjusts a clock as a sanction of the offender (FIDE 12.9.2 adds time to
/// the opponent, 12.9.3 removes it from the offender): the incident and the
/// sanction are recorded, and the store adjusts the running clock.
#[tauri::command(async)]
pub fn adjust_clock(
    state: State<'_, AppState>,
    round: u32,
    board: u32,
    adjust: ClockAdjustForm,
) -> IpcResult<ClockAdjustOutcome> {
    let fault = FaultKind::parse(&adjust.fault)
        .ok_or_else(|| invalid(format!("'{}' is not a fault code", adjust.fault)))?;
    if adjust.seconds == 0 {
        return Err(invalid("seconds: give the time to add or remove"));
    }
    let ms = u64::from(adjust.seconds) * 1000;
    let penalty = match adjust.how.as_str() {
        "add-to-opponent" => Penalty::IncreaseOpponentTime { ms },
        "remove-from-offender" => Penalty::ReduceOffenderTime { ms },
        other => {
            return Err(invalid(format!(
                "'{other}': add-to-opponent (FIDE 12.9.2) or remove-from-offender (FIDE 12.9.3)"
            )));
        }
    };
    state.with_event(|event| {
        let outcome = event.record_incident(
            IncidentInput {
                player: adjust.offender,
                round: Some(round),
                board: Some(board),
                fault,
                description: adjust.description.trim().to_string(),
                card_code: None,
                window: None,
                result: None,
                arbiter: adjust.arbiter.trim().to_string(),
                opponent_can_mate: None,
            },
            SanctionChoice::Deviate {
                penalties: vec![penalty],
                reason: adjust.reason.trim().to_string(),
            },
        )?;
        Ok(ClockAdjustOutcome {
            clock: read(event, round, board)?,
            incident_seq: outcome.incident_seq,
            sanction_seq: outcome.sanction_seq,
            effects: outcome.effects,
        })
    })
}
