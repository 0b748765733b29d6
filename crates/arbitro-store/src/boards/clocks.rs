//! Per-board clocks (AM-R13): the event's time control, each timestamped
//! event stored in order, the state replayed by the clock engine.

use arbitro_clock::{Clock, ClockEvent, ClockEventKind, ClockReading, TimeControl};
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::boards::Boards;
use crate::boards::deck::DeckState;
use crate::boards::entries::ClockRecorded;
use crate::error::{Result, StoreError};
use crate::event::to_json;
use arbitro_i18n::Message;
use arbitro_i18n::{Arg, Args};

/// A stored clock event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredClockEvent {
    /// Position in the board's log.
    pub seq: u32,
    /// The event.
    pub event: ClockEvent,
    /// When it was recorded.
    pub recorded_at: String,
    /// Arbiter, for pauses and adjustments.
    pub arbiter: Option<String>,
    /// Note (reason of a pause or an adjustment).
    pub note: Option<String>,
}

/// The note the store itself writes on a clock adjustment made by a sanction.
pub(crate) const SANCTION_NOTE: &str = "sanction";

/// The note the store writes when it takes back a sanction's time (its
/// correction, register entry `corrects`).
pub(crate) fn sanction_correction_note(corrects: i64) -> String {
    format!("correction of sanction {corrects}")
}

/// A clock event's note as shown: the notes the store writes itself (a
/// sanction's time, its correction) in the reader's language, the
/// arbiter's own words as they were written. Stored notes keep their
/// original text, so older files read the same.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockNote {
    /// Time added or removed by a sanction.
    Sanction,
    /// A sanction's time taken back by its correction.
    SanctionCorrected {
        /// The register entry of the sanction corrected.
        entry: i64,
    },
    /// The arbiter's words.
    Written(String),
}

impl ClockNote {
    /// What a stored note says.
    pub fn of(stored: &str) -> ClockNote {
        if stored == SANCTION_NOTE {
            return ClockNote::Sanction;
        }
        match stored
            .strip_prefix("correction of sanction ")
            .and_then(|n| n.parse().ok())
        {
            Some(entry) => ClockNote::SanctionCorrected { entry },
            None => ClockNote::Written(stored.to_string()),
        }
    }
}

impl arbitro_i18n::Message for ClockNote {
    fn code(&self) -> &str {
        match self {
            ClockNote::Sanction => "store-clock-note-sanction",
            ClockNote::SanctionCorrected { .. } => "store-clock-note-sanction-corrected",
            ClockNote::Written(_) => "store-as-stored",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            ClockNote::Sanction => Vec::new(),
            ClockNote::SanctionCorrected { entry } => vec![("entry", Arg::from(*entry))],
            ClockNote::Written(text) => vec![("text", Arg::from(text.as_str()))],
        }
    }
}

/// A board's clock: its log and what it shows now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardClock {
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// Time control.
    pub time_control: String,
    /// Every event.
    pub events: Vec<StoredClockEvent>,
    /// Reading at the time asked.
    pub reading: ClockReading,
}

fn load_events(conn: &rusqlite::Connection, round: u32, board: u32) -> Result<Vec<StoredClockEvent>> {
    let mut stmt = conn.prepare_cached(
        "SELECT seq, event, recorded_at, arbiter, note FROM clock_event WHERE round = ?1 AND board = ?2 ORDER BY seq",
    )?;
    let rows = stmt.query_map(params![round, board], |r| {
        Ok((
            r.get::<_, u32>(0)?,
            r.get::<_, String>(1)?,
            r.get(2)?,
            r.get(3)?,
            r.get(4)?,
        ))
    })?;
    let mut out = Vec::new();
    for row in rows {
        let (seq, json, recorded_at, arbiter, note) = row?;
        let event: ClockEvent = serde_json::from_str(&json).map_err(|e| StoreError::Json {
            context: format!("clock of round {round} board {board}, event {seq}"),
            message: e.to_string(),
        })?;
        out.push(StoredClockEvent {
            seq,
            event,
            recorded_at,
            arbiter,
            note,
        });
    }
    Ok(out)
}

fn control_of(conn: &rusqlite::Connection) -> Result<TimeControl> {
    let call: String = conn.query_row("SELECT call FROM event WHERE id = 1", [], |r| r.get(0))?;
    let call: crate::call::EventCall = serde_json::from_str(&call).map_err(|e| StoreError::Json {
        context: "event call".into(),
        message: e.to_string(),
    })?;
    Ok(call.control()?)
}

/// Appends `kind` to a board's clock if that clock was started; returns whether it did.
#[allow(clippy::too_many_arguments)]
pub(crate) fn append_if_running(
    tx: &Connection,
    round: u32,
    board: u32,
    kind: ClockEventKind,
    at_ms: u64,
    arbiter: &str,
    at: &str,
    note: &str,
) -> Result<bool> {
    let events = load_events(tx, round, board)?;
    if events.is_empty() {
        return Ok(false);
    }
    let last = events.last().map_or(0, |e| e.event.at_ms);
    let event = ClockEvent {
        at_ms: at_ms.max(last),
        kind,
    };
    append(tx, round, board, &events, event, Some(arbiter), Some(note), at)?;
    Ok(true)
}

#[allow(clippy::too_many_arguments)]
fn append(
    tx: &Connection,
    round: u32,
    board: u32,
    events: &[StoredClockEvent],
    event: ClockEvent,
    arbiter: Option<&str>,
    note: Option<&str>,
    at: &str,
) -> Result<()> {
    let control = control_of(tx)?;
    let log: Vec<ClockEvent> = events.iter().map(|e| e.event).collect();
    let mut clock = Clock::replay(control, &log).map_err(ClockRefusal::StoredLog)?;
    clock
        .apply(&event)
        .map_err(|error| ClockRefusal::Event { round, board, error })?;
    tx.execute(
        "INSERT INTO clock_event (round, board, seq, at_ms, event, recorded_at, arbiter, note)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            round,
            board,
            events.len() as u32 + 1,
            event.at_ms as i64,
            to_json(&event, "clock event")?,
            at,
            arbiter,
            note
        ],
    )?;
    Ok(())
}

impl Boards<'_> {
    /// Records a clock event on a board. Starting a clock on a card-chess
    /// board needs a complete deck check or a recorded override (AM-AB).
    pub fn clock_event(
        &mut self,
        round: u32,
        board: u32,
        event: ClockEvent,
        arbiter: Option<&str>,
        note: Option<&str>,
    ) -> Result<BoardClock> {
        let game = self.event.rounds().game(round, board)?;
        if game.black.is_none() {
            return Err(ClockRefusal::Bye.into());
        }
        if matches!(event.kind, ClockEventKind::Start { .. }) && self.event.call()?.family.uses_cards() {
            let status = self.deck_status(round, board)?;
            if !status.ready {
                return Err(ClockRefusal::DeckNotReady {
                    round,
                    board,
                    state: crate::boards::deck::DeckState::of(&status),
                }
                .into());
            }
        }
        if matches!(
            event.kind,
            ClockEventKind::Pause { .. } | ClockEventKind::Adjust { .. }
        ) && arbiter.is_none_or(|a| a.trim().is_empty())
        {
            return Err(ClockRefusal::ArbiterUnnamed.into());
        }
        let at = self.event.now();
        self.event.write(|tx| {
            let events = load_events(tx, round, board)?;
            append(tx, round, board, &events, event, arbiter, note, &at)?;
            tx.record(&ClockRecorded {
                round,
                board,
                event,
                arbiter: arbiter.map(str::to_string),
                note: note.map(str::to_string),
                at: at.clone(),
            })?;
            Ok(())
        })?;
        self.clock(round, board, Some(event.at_ms))
    }

    /// A board's clock, read at `now_ms` (default: the last event).
    pub fn clock(&self, round: u32, board: u32, now_ms: Option<u64>) -> Result<BoardClock> {
        self.event.rounds().game(round, board)?;
        let control = self.event.call()?.control()?;
        let events = load_events(self.event.conn(), round, board)?;
        let log: Vec<ClockEvent> = events.iter().map(|e| e.event).collect();
        let clock = Clock::replay(control.clone(), &log).map_err(ClockRefusal::StoredLog)?;
        let last = log.last().map_or(0, |e| e.at_ms);
        Ok(BoardClock {
            round,
            board,
            time_control: control.to_string(),
            events,
            reading: clock.reading(now_ms.unwrap_or(last)),
        })
    }

    /// Whether a board's clock was started.
    pub fn clock_started(&self, round: u32, board: u32) -> Result<bool> {
        Ok(self
            .event
            .conn()
            .query_row(
                "SELECT 1 FROM clock_event WHERE round = ?1 AND board = ?2 LIMIT 1",
                params![round, board],
                |_| Ok(()),
            )
            .optional()?
            .is_some())
    }
}

/// Why a clock event is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClockRefusal {
    /// The event's time control cannot be read.
    #[error(transparent)]
    TimeControl(crate::call::refusal::BadTimeControl),
    /// The stored clock log does not replay.
    #[error("stored clock log: {0}")]
    StoredLog(arbitro_clock::ClockError),
    /// The clock refuses the event.
    #[error("round {round} board {board}: {error}")]
    Event {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// What the clock said.
        error: arbitro_clock::ClockError,
    },
    /// The bye has no clock.
    #[error("the pairing-allocated bye has no clock")]
    Bye,
    /// The deck of a board is not ready (AM-AB).
    #[error(
        "round {round} board {board} cannot start: {state} (AM-AB); record a deck check or an arbiter override"
    )]
    DeckNotReady {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// Where the deck stands.
        state: DeckState,
    },
    /// Pauses and adjustments name the arbiter (AM-R13).
    #[error("pauses and time adjustments are recorded with the arbiter (AM-R13)")]
    ArbiterUnnamed,
}

impl Message for ClockRefusal {
    fn code(&self) -> &str {
        match self {
            ClockRefusal::TimeControl(problem) => problem.code(),
            ClockRefusal::StoredLog(_) => "store-clock-stored-log",
            ClockRefusal::Event { .. } => "store-clock-event",
            ClockRefusal::Bye => "store-clock-bye",
            ClockRefusal::DeckNotReady { .. } => "store-clock-deck-not-ready",
            ClockRefusal::ArbiterUnnamed => "store-clock-arbiter-unnamed",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            ClockRefusal::TimeControl(problem) => problem.args(),
            ClockRefusal::StoredLog(error) => vec![("problem", Arg::Message(error))],
            ClockRefusal::Event { round, board, error } => vec![
                ("round", Arg::from(*round)),
                ("board", Arg::from(*board)),
                ("problem", Arg::Message(error)),
            ],
            ClockRefusal::Bye | ClockRefusal::ArbiterUnnamed => Vec::new(),
            ClockRefusal::DeckNotReady { round, board, state } => vec![
                ("round", Arg::from(*round)),
                ("board", Arg::from(*board)),
                ("reason", Arg::Message(state)),
            ],
        }
    }
}

#[cfg(test)]
mod notes {
    use super::{ClockNote, SANCTION_NOTE, sanction_correction_note};
    use arbitro_i18n::{Lang, render};

    #[test]
    fn the_store_s_own_notes_are_said_in_the_reader_s_language() {
        for (stored, es, en) in [
            (
                SANCTION_NOTE.to_string(),
                "Tiempo de una sanción",
                "Time of a sanction",
            ),
            (
                sanction_correction_note(12),
                "Corrección de la sanción 12: su tiempo devuelto",
                "Sanction 12 corrected: its time taken back",
            ),
            (
                "reloj parado por el árbitro".to_string(),
                "reloj parado por el árbitro",
                "reloj parado por el árbitro",
            ),
        ] {
            let note = ClockNote::of(&stored);
            assert_eq!(render(Lang::Es, &note), es, "{stored}");
            assert_eq!(render(Lang::En, &note), en, "{stored}");
        }
        assert_eq!(
            ClockNote::of("correction of sanction x"),
            ClockNote::Written("correction of sanction x".into())
        );
    }
}
