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

use crate::error::{AppError, IpcResult};
use crate::state::AppState;

/// One line of a board's clock log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClockLogLine {
    /// Position in the log.
    pub seq: u32,
    /// What happened.
    pub kind: ClockActionKind,
    /// The side concerned, if any.
    pub side: Option<Side>,
    /// For adjustments: milliseconds added (negative: removed).
    pub delta_ms: Option<i64>,
    /// For pauses: by agreement or the arbiter's decision.
    pub reason: Option<PauseReason>,
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
    /// Whose clock runs, if any.
    pub running: Option<Side>,
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
    /// The first flag that fell.
    pub flag: Option<Side>,
    /// When it fell (ms on the event clock).
    pub flag_at_ms: Option<u64>,
    /// The game has a final result: the clock is only a record now.
    pub finished: bool,
    /// The game's result as written (`1-0`), empty while it has none.
    pub result: String,
    /// The log, oldest first.
    pub log: Vec<ClockLogLine>,
}

/// What happens at a board's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ClockActionKind {
    /// The clocks start (the side whose clock runs first).
    Start,
    /// A move completes the turn.
    Move,
    /// A card committed completes the turn like a move (AM-R13).
    Card,
    /// A reaction played in the opponent's window.
    Reaction,
    /// The clock handed back after a reaction.
    HandBack,
    /// Both clocks stop (agreement or arbiter, AM-R13).
    Pause,
    /// The clocks run again.
    Resume,
    /// An arbiter's time adjustment (log only: see `adjust_clock`).
    Adjust,
    /// The clocks stop for good.
    Stop,
}

impl arbitro_i18n::Message for ClockActionKind {
    fn code(&self) -> &str {
        match self {
            ClockActionKind::Start => "label-clock-start",
            ClockActionKind::Move => "label-clock-move",
            ClockActionKind::Card => "label-clock-card",
            ClockActionKind::Reaction => "label-clock-reaction",
            ClockActionKind::HandBack => "label-clock-hand-back",
            ClockActionKind::Pause => "label-clock-pause",
            ClockActionKind::Resume => "label-clock-resume",
            ClockActionKind::Adjust => "label-clock-adjust",
            ClockActionKind::Stop => "label-clock-stop",
        }
    }
}

/// Something that happens at the board's clock.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClockActionForm {
    /// What happens (not `adjust`: adjustments are sanctions, `adjust_clock`).
    pub kind: ClockActionKind,
    /// The side acting, for start, move, card, reaction, hand back.
    pub side: Option<Side>,
    /// For a pause: by agreement or the arbiter's decision.
    pub reason: Option<PauseReason>,
    /// The arbiter (required for pauses, AM-R13).
    pub arbiter: Option<String>,
    /// Note.
    pub note: Option<String>,
}

/// How an arbiter's time adjustment is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum AdjustHow {
    /// Time added to the opponent (FIDE 12.9.2).
    AddToOpponent,
    /// Time removed from the offender (FIDE 12.9.3).
    RemoveFromOffender,
}

/// An arbiter's time adjustment, recorded as a sanction of the offender.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClockAdjustForm {
    /// The offending player (white or black of the board).
    pub offender: i64,
    /// Time to the opponent (FIDE 12.9.2) or from the offender (FIDE 12.9.3).
    pub how: AdjustHow,
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

fn log_line(e: &StoredClockEvent) -> ClockLogLine {
    use ClockActionKind as K;
    let (kind, side, delta_ms, reason) = match e.event.kind {
        ClockEventKind::Start { side } => (K::Start, Some(side), None, None),
        ClockEventKind::Move { side } => (K::Move, Some(side), None, None),
        ClockEventKind::Card { side } => (K::Card, Some(side), None, None),
        ClockEventKind::Reaction { side } => (K::Reaction, Some(side), None, None),
        ClockEventKind::HandBack { side } => (K::HandBack, Some(side), None, None),
        ClockEventKind::Pause { reason } => (K::Pause, None, None, Some(reason)),
        ClockEventKind::Resume => (K::Resume, None, None, None),
        ClockEventKind::Adjust { side, delta_ms } => (K::Adjust, Some(side), Some(delta_ms), None),
        ClockEventKind::Stop => (K::Stop, None, None, None),
    };
    ClockLogLine {
        seq: e.seq,
        kind,
        side,
        delta_ms,
        reason,
        at_ms: e.event.at_ms,
        recorded_at: e.recorded_at.clone(),
        arbiter: e.arbiter.clone(),
        // The store's own notes (a sanction's time) in the UI's language.
        note: e
            .note
            .as_deref()
            .map(|n| arbitro_i18n::render(crate::lang::current(), &arbitro_store::ClockNote::of(n))),
    }
}

fn view(event: &Event, clock: BoardClock, read_at_ms: u64) -> IpcResult<ClockView> {
    let game = event.rounds().game(clock.round, clock.board)?;
    let black_id = game.black.ok_or(AppError::ByeHasNoClock)?;
    let name = |id: i64| event.players().get(id).map(|p| p.input.name);
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
        running: r.running,
        paused: r.paused,
        stopped: r.stopped,
        started: !clock.events.is_empty(),
        white_moves: r.white_moves,
        black_moves: r.black_moves,
        flag: r.flag.map(|f| f.side),
        flag_at_ms: r.flag.map(|f| f.at_ms),
        finished: game.finished(),
        result: game.result_text(),
        log: clock.events.iter().map(log_line).collect(),
    })
}

/// Reads a board's clock now; a finished game's clock as it stood at its
/// last event (its result is in: the clock is only a record).
fn read(state: &AppState, event: &Event, round: u32, board: u32) -> IpcResult<ClockView> {
    let logged = event.boards().clock(round, board, None)?;
    let last = logged.events.last().map_or(0, |e| e.event.at_ms);
    let at = if event.rounds().game(round, board)?.finished() {
        last
    } else {
        state.clock_now_ms(event).max(last)
    };
    let clock = event.boards().clock(round, board, Some(at))?;
    view(event, clock, at)
}

/// A board's clock, read now.
#[tauri::command(async)]
pub fn board_clock(state: State<'_, AppState>, round: u32, board: u32) -> IpcResult<ClockView> {
    state.with_event(|event| read(&state, event, round, board))
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
    let acting = || action.side.ok_or(AppError::ClockNeedsSide);
    let kind = match action.kind {
        ClockActionKind::Start => ClockEventKind::Start {
            side: action.side.unwrap_or(Side::White),
        },
        ClockActionKind::Move => ClockEventKind::Move { side: acting()? },
        ClockActionKind::Card => ClockEventKind::Card { side: acting()? },
        ClockActionKind::Reaction => ClockEventKind::Reaction { side: acting()? },
        ClockActionKind::HandBack => ClockEventKind::HandBack { side: acting()? },
        ClockActionKind::Pause => ClockEventKind::Pause {
            reason: action.reason.unwrap_or(PauseReason::Arbiter),
        },
        ClockActionKind::Resume => ClockEventKind::Resume,
        ClockActionKind::Stop => ClockEventKind::Stop,
        ClockActionKind::Adjust => return Err(AppError::AdjustIsASanction.into()),
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
        let logged = event.boards().clock(round, board, None)?;
        let last = logged.events.last().map_or(0, |e| e.event.at_ms);
        let at_ms = state.clock_now_ms(event).max(last);
        event.boards().clock_event(
            round,
            board,
            ClockEvent { at_ms, kind },
            arbiter.as_deref(),
            note.as_deref(),
        )?;
        read(&state, event, round, board)
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
    let fault = FaultKind::parse(&adjust.fault).ok_or_else(|| AppError::UnknownFault {
        code: adjust.fault.clone(),
    })?;
    if adjust.seconds == 0 {
        return Err(AppError::AdjustNeedsSeconds.into());
    }
    let ms = u64::from(adjust.seconds) * 1000;
    let penalty = match adjust.how {
        AdjustHow::AddToOpponent => Penalty::IncreaseOpponentTime { ms },
        AdjustHow::RemoveFromOffender => Penalty::ReduceOffenderTime { ms },
    };
    state.with_event(|event| {
        let outcome = event.discipline().record_incident(
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
            clock: read(&state, event, round, board)?,
            incident_seq: outcome.incident_seq,
            sanction_seq: outcome.sanction_seq,
            effects: outcome
                .effects
                .iter()
                .map(|e| arbitro_i18n::render(crate::lang::current(), e))
                .collect(),
        })
    })
}
