//! The clock itself: a state machine driven by timestamped events.

use serde::{Deserialize, Serialize};

use crate::control::{Increment, TimeControl};

/// A side of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The player of the white pieces.
    White,
    /// The player of the black pieces.
    Black,
}

impl Side {
    /// The other side.
    pub fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    fn index(self) -> usize {
        match self {
            Side::White => 0,
            Side::Black => 1,
        }
    }

    /// `"white"` or `"black"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

impl std::str::FromStr for Side {
    type Err = ClockError;
    fn from_str(s: &str) -> Result<Side, ClockError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "white" | "w" => Ok(Side::White),
            "black" | "b" => Ok(Side::Black),
            _ => Err(ClockError::UnknownSide(s.to_string())),
        }
    }
}

/// Why the clocks were paused (AM-R13: only by mutual agreement or arbiter decision).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum PauseReason {
    /// Both players agreed.
    Agreement,
    /// The arbiter stopped the clocks (FIDE 6.12.2 / 13).
    Arbiter,
}

/// What happened at a clock, at one instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum ClockEventKind {
    /// The clocks are started with `side` to play (White at the start of a game).
    Start {
        /// Whose clock starts running.
        side: Side,
    },
    /// `side` completed a standard move and pressed the clock.
    Move {
        /// Who moved.
        side: Side,
    },
    /// `side` committed a card in its own turn and pressed the clock: it counts
    /// as a move for time (AM-R13, AM-R8).
    Card {
        /// Who committed the card.
        side: Side,
    },
    /// `side` played a reaction in its window (AM-R14): its own clock was
    /// running and keeps running; the reaction does not replace its next turn.
    Reaction {
        /// Who reacted.
        side: Side,
    },
    /// The running side hands the turn back without completing a move (after
    /// a rewind, AM-G6, the opponent moves again): no increment, no move counted.
    HandBack {
        /// Whose clock was running and now stops.
        side: Side,
    },
    /// Both clocks are frozen.
    Pause {
        /// Agreement or arbiter decision.
        reason: PauseReason,
    },
    /// The clocks run again (the side that was running continues).
    Resume,
    /// The arbiter adds (`delta_ms` > 0) or removes time from `side`
    /// (FIDE 7.5.5, 9.5.2, 12.9.2, 12.9.3).
    Adjust {
        /// Whose time changes.
        side: Side,
        /// Milliseconds added (negative: removed).
        delta_ms: i64,
    },
    /// The game is over: both clocks stop for good.
    Stop,
}

/// One timestamped clock event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockEvent {
    /// When it happened, in ms on the caller's monotonic scale.
    pub at_ms: u64,
    /// What happened.
    #[serde(flatten)]
    pub kind: ClockEventKind,
}

/// A flag fall: who, and the exact instant their time ran out (FIDE 6.9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FlagFall {
    /// Whose time ran out.
    pub side: Side,
    /// When, on the events' time scale.
    pub at_ms: u64,
}

/// What the clock shows at a given instant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockReading {
    /// White's remaining time in ms.
    pub white_ms: u64,
    /// Black's remaining time in ms.
    pub black_ms: u64,
    /// Whose clock is running (none before the start, during a pause or after the end).
    pub running: Option<Side>,
    /// The clocks are paused.
    pub paused: bool,
    /// The clocks were stopped for good.
    pub stopped: bool,
    /// Moves (standard moves and card commits) completed by White.
    pub white_moves: u32,
    /// Moves (standard moves and card commits) completed by Black.
    pub black_moves: u32,
    /// The first flag that fell, if any.
    pub flag: Option<FlagFall>,
}

/// Why a clock event cannot be applied.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClockError {
    /// A side name that is neither white nor black.
    #[error("unknown side '{0}' (expected white or black)")]
    UnknownSide(String),
    /// Events must come in time order.
    #[error("event at {at_ms} ms is earlier than the previous event at {last_ms} ms")]
    TimeWentBackwards {
        /// The event's time.
        at_ms: u64,
        /// The previous event's time.
        last_ms: u64,
    },
    /// The clocks were already started.
    #[error("the clocks are already started")]
    AlreadyStarted,
    /// The clocks were never started.
    #[error("the clocks are not started")]
    NotStarted,
    /// The event needs `side`'s clock running but it is not.
    #[error("it is not {side}'s turn on the clock", side = .side.as_str())]
    NotRunning {
        /// The side that acted.
        side: Side,
    },
    /// The clocks are paused.
    #[error("the clocks are paused")]
    Paused,
    /// Resume without a pause.
    #[error("the clocks are not paused")]
    NotPaused,
    /// A flag already fell: only adjustments and the end of the game remain.
    #[error("{side}'s flag fell at {at_ms} ms", side = .flag.side.as_str(), at_ms = .flag.at_ms)]
    FlagFallen {
        /// The flag that fell.
        flag: FlagFall,
    },
    /// The game was stopped.
    #[error("the clocks were stopped at the end of the game")]
    Stopped,
    /// An adjustment would take a clock below zero.
    #[error("cannot remove {removed_ms} ms from {side}: only {remaining_ms} ms remain", side = .side.as_str())]
    AdjustmentBelowZero {
        /// Whose time.
        side: Side,
        /// What was to be removed.
        removed_ms: u64,
        /// What remains.
        remaining_ms: u64,
    },
    /// An event of a replayed log failed.
    #[error("clock event {index}: {reason}")]
    Event {
        /// 0-based position in the log.
        index: usize,
        /// What was wrong with it.
        reason: Box<ClockError>,
    },
}

/// A chess clock for one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    remaining: [u64; 2],
    moves: [u32; 2],
    running: Option<Side>,
    /// Start of the current stretch of running time.
    since: u64,
    /// Running time used so far in the current turn (pauses excluded).
    used_this_turn: u64,
    paused: Option<(PauseReason, Side)>,
    started: bool,
    stopped: bool,
    flag: Option<FlagFall>,
    last_at: u64,
}

impl Clock {
    /// A clock set for `control`, not started.
    pub fn new(control: TimeControl) -> Clock {
        let base = control.periods()[0].base_ms;
        Clock {
            control,
            remaining: [base, base],
            moves: [0, 0],
            running: None,
            since: 0,
            used_this_turn: 0,
            paused: None,
            started: false,
            stopped: false,
            flag: None,
            last_at: 0,
        }
    }

    /// Replays a whole log; the error names the first event that failed.
    pub fn replay(control: TimeControl, events: &[ClockEvent]) -> Result<Clock, ClockError> {
        let mut clock = Clock::new(control);
        for (index, event) in events.iter().enumerate() {
            clock.apply(event).map_err(|reason| ClockError::Event {
                index,
                reason: Box::new(reason),
            })?;
        }
        Ok(clock)
    }

    /// The time control.
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// Applies one event. On error the clock is unchanged.
    pub fn apply(&mut self, event: &ClockEvent) -> Result<(), ClockError> {
        let mut next = self.clone();
        next.apply_in_place(event)?;
        *self = next;
        Ok(())
    }

    fn apply_in_place(&mut self, event: &ClockEvent) -> Result<(), ClockError> {
        let at = event.at_ms;
        if self.started && at < self.last_at {
            return Err(ClockError::TimeWentBackwards {
                at_ms: at,
                last_ms: self.last_at,
            });
        }
        self.advance(at);
        match event.kind {
            ClockEventKind::Start { side } => {
                if self.started {
                    return Err(ClockError::AlreadyStarted);
                }
                self.started = true;
                self.running = Some(side);
                self.since = at;
                self.used_this_turn = 0;
            }
            ClockEventKind::Move { side } | ClockEventKind::Card { side } => {
                self.require_running(side)?;
                self.complete_turn(side, at);
            }
            ClockEventKind::Reaction { side } => {
                self.require_running(side)?;
            }
            ClockEventKind::HandBack { side } => {
                self.require_running(side)?;
                self.running = Some(side.opponent());
                self.since = at;
                self.used_this_turn = 0;
            }
            ClockEventKind::Pause { reason } => {
                self.require_live()?;
                if self.paused.is_some() {
                    return Err(ClockError::Paused);
                }
                let Some(side) = self.running else {
                    return Err(ClockError::NotStarted);
                };
                self.paused = Some((reason, side));
                self.running = None;
            }
            ClockEventKind::Resume => {
                let Some((_, side)) = self.paused.take() else {
                    return Err(ClockError::NotPaused);
                };
                self.running = Some(side);
                self.since = at;
            }
            ClockEventKind::Adjust { side, delta_ms } => {
                let i = side.index();
                if delta_ms >= 0 {
                    self.remaining[i] = self.remaining[i].saturating_add(delta_ms.unsigned_abs());
                } else {
                    let removed = delta_ms.unsigned_abs();
                    if removed > self.remaining[i] {
                        return Err(ClockError::AdjustmentBelowZero {
                            side,
                            removed_ms: removed,
                            remaining_ms: self.remaining[i],
                        });
                    }
                    self.remaining[i] -= removed;
                }
            }
            ClockEventKind::Stop => {
                if self.stopped {
                    return Err(ClockError::Stopped);
                }
                self.stopped = true;
                self.running = None;
                self.paused = None;
            }
        }
        self.last_at = at;
        Ok(())
    }

    fn require_live(&self) -> Result<(), ClockError> {
        if self.stopped {
            return Err(ClockError::Stopped);
        }
        if let Some(flag) = self.flag {
            return Err(ClockError::FlagFallen { flag });
        }
        if !self.started {
            return Err(ClockError::NotStarted);
        }
        Ok(())
    }

    fn require_running(&self, side: Side) -> Result<(), ClockError> {
        self.require_live()?;
        if self.paused.is_some() {
            return Err(ClockError::Paused);
        }
        if self.running != Some(side) {
            return Err(ClockError::NotRunning { side });
        }
        Ok(())
    }

    /// The bonus in force for `side`'s current move.
    fn increment_for(&self, side: Side) -> Increment {
        let period = self.control.period_for_move(self.moves[side.index()]);
        self.control.periods()[period].increment
    }

    /// Lets time run up to `at` on the running clock, detecting a flag fall.
    fn advance(&mut self, at: u64) {
        let Some(side) = self.running else { return };
        if self.flag.is_some() || at <= self.since {
            return;
        }
        let i = side.index();
        let elapsed = at - self.since;
        let held = match self.increment_for(side) {
            Increment::Delay(d) => d.saturating_sub(self.used_this_turn).min(elapsed),
            _ => 0,
        };
        let counted = elapsed - held;
        if counted >= self.remaining[i] {
            let fell_at = self.since + held + self.remaining[i];
            self.remaining[i] = 0;
            self.flag = Some(FlagFall { side, at_ms: fell_at });
            self.running = None;
        } else {
            self.remaining[i] -= counted;
        }
        self.used_this_turn += elapsed;
        self.since = at;
    }

    fn complete_turn(&mut self, side: Side, at: u64) {
        let i = side.index();
        match self.increment_for(side) {
            Increment::Fischer(ms) => self.remaining[i] += ms,
            Increment::Bronstein(ms) => self.remaining[i] += ms.min(self.used_this_turn),
            Increment::Delay(_) | Increment::None => {}
        }
        let before = self.control.period_for_move(self.moves[i]);
        self.moves[i] += 1;
        let after = self.control.period_for_move(self.moves[i]);
        if after != before {
            self.remaining[i] += self.control.periods()[after].base_ms;
        }
        self.running = Some(side.opponent());
        self.since = at;
        self.used_this_turn = 0;
    }

    /// What the clock shows at `now_ms` (not earlier than the last event),
    /// with a flag fall detected if a running clock has reached zero.
    pub fn reading(&self, now_ms: u64) -> ClockReading {
        let mut c = self.clone();
        c.advance(now_ms.max(self.last_at));
        ClockReading {
            white_ms: c.remaining[0],
            black_ms: c.remaining[1],
            running: c.running,
            paused: c.paused.is_some(),
            stopped: c.stopped,
            white_moves: c.moves[0],
            black_moves: c.moves[1],
            flag: c.flag,
        }
    }

    /// When the running clock's flag will fall if nothing happens, if one is running.
    pub fn flag_due(&self) -> Option<FlagFall> {
        let side = self.running?;
        if self.flag.is_some() {
            return None;
        }
        let held = match self.increment_for(side) {
            Increment::Delay(d) => d.saturating_sub(self.used_this_turn),
            _ => 0,
        };
        Some(FlagFall {
            side,
            at_ms: self.since + held + self.remaining[side.index()],
        })
    }
}

impl arbitro_i18n::Message for Side {
    fn code(&self) -> &str {
        match self {
            Side::White => "label-side-white",
            Side::Black => "label-side-black",
        }
    }
}

/// A clock time in milliseconds as a clock shows it: `h:mm:ss` or `m:ss.d`.
fn clock_time(ms: u64) -> String {
    let tenths = ms / 100;
    let (h, m, s, d) = (tenths / 36_000, tenths / 600 % 60, tenths / 10 % 60, tenths % 10);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}.{d}")
    }
}

impl arbitro_i18n::Message for ClockError {
    fn code(&self) -> &str {
        match self {
            ClockError::UnknownSide(_) => "clock-unknown-side",
            ClockError::TimeWentBackwards { .. } => "clock-time-went-backwards",
            ClockError::AlreadyStarted => "clock-already-started",
            ClockError::NotStarted => "clock-not-started",
            ClockError::NotRunning { .. } => "clock-not-running",
            ClockError::Paused => "clock-paused",
            ClockError::NotPaused => "clock-not-paused",
            ClockError::FlagFallen { .. } => "clock-flag-fallen",
            ClockError::Stopped => "clock-stopped",
            ClockError::AdjustmentBelowZero { .. } => "clock-adjustment-below-zero",
            ClockError::Event { .. } => "clock-event",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            ClockError::UnknownSide(side) => vec![("side", Arg::from(side))],
            ClockError::TimeWentBackwards { at_ms, last_ms } => {
                vec![
                    ("at", Arg::from(clock_time(*at_ms))),
                    ("last", Arg::from(clock_time(*last_ms))),
                ]
            }
            ClockError::NotRunning { side } => vec![("side", Arg::Message(side))],
            ClockError::FlagFallen { flag } => {
                vec![
                    ("side", Arg::Message(&flag.side)),
                    ("at", Arg::from(clock_time(flag.at_ms))),
                ]
            }
            ClockError::AdjustmentBelowZero {
                side,
                removed_ms,
                remaining_ms,
            } => vec![
                ("side", Arg::Message(side)),
                ("removed", Arg::from(clock_time(*removed_ms))),
                ("remaining", Arg::from(clock_time(*remaining_ms))),
            ],
            ClockError::Event { index, reason } => {
                vec![
                    ("event", Arg::from(index + 1)),
                    ("reason", Arg::Message(reason.as_ref())),
                ]
            }
            ClockError::AlreadyStarted
            | ClockError::NotStarted
            | ClockError::Paused
            | ClockError::NotPaused
            | ClockError::Stopped => Vec::new(),
        }
    }
}
