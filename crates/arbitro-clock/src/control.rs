//! Time controls: one or more periods, each with its time, an optional move
//! count and the per-move bonus (Fischer increment, Bronstein or simple delay).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// What each move adds or holds back (FIDE Laws 6.1, Glossary "increment"/"delay").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "ms")]
pub enum Increment {
    /// No bonus.
    None,
    /// Fischer increment: this many ms added after each completed move.
    Fischer(u64),
    /// Bronstein delay: the time used, up to this many ms, is given back.
    Bronstein(u64),
    /// Simple (US) delay: the clock waits this many ms before counting down.
    Delay(u64),
}

impl Increment {
    /// The bonus in milliseconds (0 for none).
    pub fn ms(self) -> u64 {
        match self {
            Increment::None => 0,
            Increment::Fischer(ms) | Increment::Bronstein(ms) | Increment::Delay(ms) => ms,
        }
    }
}

/// One period of a time control.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Period {
    /// Moves to complete in this period; `None` for the rest of the game.
    pub moves: Option<u32>,
    /// Time given for the period, in milliseconds.
    pub base_ms: u64,
    /// The per-move bonus in this period.
    pub increment: Increment,
}

/// A whole time control: its periods in order; the last covers the rest of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeControl {
    periods: Vec<Period>,
}

/// Why a time control could not be read or built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    /// The text is empty.
    #[error("empty time control")]
    Empty,
    /// A period could not be read; the text and the reason are given.
    #[error("time control period {index} '{text}': {reason}")]
    BadPeriod {
        /// 1-based period number.
        index: usize,
        /// The period as written.
        text: String,
        /// What is wrong with it.
        reason: String,
    },
    /// Only the last period may cover the rest of the game.
    #[error("period {0} has no move count but is not the last period")]
    OpenPeriodNotLast(usize),
    /// The last period must cover the rest of the game.
    #[error("the last period has a move count; add a final period for the rest of the game")]
    LastPeriodHasMoves,
    /// The first period gives no time at all.
    #[error("the first period gives no time")]
    NoTime,
}

impl arbitro_i18n::Message for TimeControlError {
    fn code(&self) -> &str {
        match self {
            TimeControlError::Empty => "clock-control-empty",
            TimeControlError::BadPeriod { .. } => "clock-control-bad-period",
            TimeControlError::OpenPeriodNotLast(_) => "clock-control-open-period-not-last",
            TimeControlError::LastPeriodHasMoves => "clock-control-last-period-has-moves",
            TimeControlError::NoTime => "clock-control-no-time",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            TimeControlError::BadPeriod { index, text, reason } => vec![
                ("period", Arg::from(*index)),
                ("text", Arg::from(text)),
                ("detail", Arg::from(reason)),
            ],
            TimeControlError::OpenPeriodNotLast(period) => vec![("period", Arg::from(*period))],
            TimeControlError::Empty | TimeControlError::LastPeriodHasMoves | TimeControlError::NoTime => {
                Vec::new()
            }
        }
    }
}

impl TimeControl {
    /// Builds a time control from periods, checking that only the last one is open-ended.
    pub fn new(periods: Vec<Period>) -> Result<TimeControl, TimeControlError> {
        let Some(last) = periods.last() else {
            return Err(TimeControlError::Empty);
        };
        if let Some(i) = periods[..periods.len() - 1]
            .iter()
            .position(|p| p.moves.is_none())
        {
            return Err(TimeControlError::OpenPeriodNotLast(i + 1));
        }
        if last.moves.is_some() {
            return Err(TimeControlError::LastPeriodHasMoves);
        }
        if periods[0].base_ms == 0 && periods[0].increment.ms() == 0 {
            return Err(TimeControlError::NoTime);
        }
        Ok(TimeControl { periods })
    }

    /// A single period of `minutes` with a Fischer increment of `increment_s` seconds.
    pub fn sudden_death(minutes: u64, increment_s: u64) -> TimeControl {
        let increment = if increment_s == 0 {
            Increment::None
        } else {
            Increment::Fischer(increment_s * 1000)
        };
        TimeControl {
            periods: vec![Period {
                moves: None,
                base_ms: minutes * 60_000,
                increment,
            }],
        }
    }

    /// The periods in order.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// The period in force for a player who has completed `moves_done` moves.
    pub fn period_for_move(&self, moves_done: u32) -> usize {
        let mut start = 0u32;
        for (i, p) in self.periods.iter().enumerate() {
            match p.moves {
                Some(n) if moves_done >= start + n => start += n,
                _ => return i,
            }
        }
        self.periods.len() - 1
    }

    /// Expected length of a game of `moves` moves per player in minutes
    /// (base times plus the bonus of each move), as FIDE uses to classify
    /// standard, rapid and blitz play (60 moves: Laws A.1 and B.1).
    pub fn nominal_minutes(&self, moves: u32) -> f64 {
        let mut total_ms = 0u64;
        let mut played = 0u32;
        for p in &self.periods {
            if played >= moves {
                break;
            }
            total_ms += p.base_ms;
            let span = p.moves.unwrap_or(u32::MAX).min(moves - played);
            total_ms += u64::from(span) * p.increment.ms();
            played += span;
        }
        total_ms as f64 / 60_000.0
    }

    /// Reads PGN `TimeControl` notation (all in seconds): `40/5400+30:1800+30`.
    pub fn from_pgn(text: &str) -> Result<TimeControl, TimeControlError> {
        parse(text, 1000)
    }
}

/// Arbiter notation: minutes and seconds, periods separated by `:` —
/// `10+5` (10 minutes, 5 s increment), `40/90+30:30+30`, `15d5` (5 s simple
/// delay), `15b5` (Bronstein), `90s+2` (base given in seconds).
impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        parse(text, 60_000)
    }
}

fn parse(text: &str, base_unit_ms: u64) -> Result<TimeControl, TimeControlError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(TimeControlError::Empty);
    }
    let mut periods = Vec::new();
    for (i, part) in text.split(':').enumerate() {
        let bad = |reason: &str| TimeControlError::BadPeriod {
            index: i + 1,
            text: part.to_string(),
            reason: reason.to_string(),
        };
        let part = part.trim();
        let (moves, rest) = match part.split_once('/') {
            Some((m, r)) => {
                let n: u32 = m
                    .trim()
                    .parse()
                    .map_err(|_| bad("the move count is not a whole number"))?;
                if n == 0 {
                    return Err(bad("the move count must be at least 1"));
                }
                (Some(n), r.trim())
            }
            None => (None, part),
        };
        let (base_text, bonus) = match rest.find(['+', 'd', 'b']) {
            Some(pos) => (&rest[..pos], Some((&rest[pos..pos + 1], &rest[pos + 1..]))),
            None => (rest, None),
        };
        let (base_digits, unit) = match base_text.strip_suffix('s') {
            Some(d) => (d, 1000),
            None => (base_text, base_unit_ms),
        };
        let base: u64 = base_digits
            .trim()
            .parse()
            .map_err(|_| bad("the base time is not a whole number"))?;
        let increment = match bonus {
            None => Increment::None,
            Some((kind, secs)) => {
                let s: u64 = secs
                    .trim()
                    .parse()
                    .map_err(|_| bad("the increment is not a whole number of seconds"))?;
                let ms = s * 1000;
                match (kind, ms) {
                    (_, 0) => Increment::None,
                    ("+", _) => Increment::Fischer(ms),
                    ("d", _) => Increment::Delay(ms),
                    _ => Increment::Bronstein(ms),
                }
            }
        };
        periods.push(Period {
            moves,
            base_ms: base * unit,
            increment,
        });
    }
    TimeControl::new(periods)
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(":")?;
            }
            if let Some(n) = p.moves {
                write!(f, "{n}/")?;
            }
            if p.base_ms % 60_000 == 0 {
                write!(f, "{}", p.base_ms / 60_000)?;
            } else {
                write!(f, "{}s", p.base_ms / 1000)?;
            }
            match p.increment {
                Increment::None => {}
                Increment::Fischer(ms) => write!(f, "+{}", ms / 1000)?,
                Increment::Delay(ms) => write!(f, "d{}", ms / 1000)?,
                Increment::Bronstein(ms) => write!(f, "b{}", ms / 1000)?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arbiter_notation_round_trips() {
        for text in [
            "10+5",
            "20+5",
            "90+30",
            "40/90+30:30+30",
            "15d5",
            "15b5",
            "90s+2",
            "60",
        ] {
            let tc: TimeControl = text.parse().unwrap();
            assert_eq!(tc.to_string(), text);
        }
    }

    #[test]
    fn pgn_notation_is_in_seconds() {
        let tc = TimeControl::from_pgn("40/5400+30:1800+30").unwrap();
        assert_eq!(tc.to_string(), "40/90+30:30+30");
    }

    #[test]
    fn bad_controls_name_the_problem() {
        assert_eq!("".parse::<TimeControl>(), Err(TimeControlError::Empty));
        assert_eq!(
            "40/90+30".parse::<TimeControl>(),
            Err(TimeControlError::LastPeriodHasMoves)
        );
        assert!(matches!(
            "10+x".parse::<TimeControl>(),
            Err(TimeControlError::BadPeriod { index: 1, .. })
        ));
        assert_eq!(
            "90:40/30".parse::<TimeControl>(),
            Err(TimeControlError::OpenPeriodNotLast(1))
        );
        assert_eq!("0".parse::<TimeControl>(), Err(TimeControlError::NoTime));
    }

    #[test]
    fn nominal_length_classifies_rapid_and_standard() {
        // FIDE A.1: rapid is more than 10 and less than 60 minutes for 60 moves.
        let tc: TimeControl = "10+5".parse().unwrap();
        assert_eq!(tc.nominal_minutes(60), 15.0);
        let tc: TimeControl = "40/90+30:30+30".parse().unwrap();
        assert_eq!(tc.nominal_minutes(60), 150.0);
        assert_eq!(tc.period_for_move(39), 0);
        assert_eq!(tc.period_for_move(40), 1);
    }
}
