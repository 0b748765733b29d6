//! A game of a round and its result, as values: how a result came about,
//! a result as entered, a game as stored, and the result as text.

use serde::{Deserialize, Serialize};

/// How a result came about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case")]
pub enum ResultKind {
    /// The game was played.
    Played,
    /// One or both players forfeited (game not played).
    Forfeit,
    /// Adjourned: no result yet.
    Adjourned,
    /// Decided by the arbiter (sanction, dead position, appeal…).
    Arbiter,
    /// The pairing-allocated bye.
    Bye,
}

impl ResultKind {
    pub(crate) fn code(self) -> &'static str {
        match self {
            ResultKind::Played => "played",
            ResultKind::Forfeit => "forfeit",
            ResultKind::Adjourned => "adjourned",
            ResultKind::Arbiter => "arbiter",
            ResultKind::Bye => "bye",
        }
    }

    fn parse(text: &str) -> Option<ResultKind> {
        Some(match text {
            "played" => ResultKind::Played,
            "forfeit" => ResultKind::Forfeit,
            "adjourned" => ResultKind::Adjourned,
            "arbiter" => ResultKind::Arbiter,
            "bye" => ResultKind::Bye,
            _ => return None,
        })
    }
}

/// A result as entered: the kind and each side's half-points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultEntry {
    /// How it came about.
    pub kind: ResultKind,
    /// White's half-points (none while adjourned).
    pub white: Option<u8>,
    /// Black's half-points.
    pub black: Option<u8>,
}

impl ResultEntry {
    /// Reads `1-0`, `0-1`, `1/2-1/2` (or `½-½`, `=`), forfeits `+-`, `-+`,
    /// `--`, adjourned `adj`/`*`; `arbiter` turns any `W-B` score (in 0, ½, 1)
    /// into an arbiter decision, e.g. `0-0` or `1-½`.
    pub fn parse(text: &str, arbiter: bool) -> Option<ResultEntry> {
        let t = text.trim().replace(' ', "");
        let played = |w, b| ResultEntry {
            kind: if arbiter {
                ResultKind::Arbiter
            } else {
                ResultKind::Played
            },
            white: Some(w),
            black: Some(b),
        };
        match t.as_str() {
            "adj" | "*" | "adjourned" => {
                return Some(ResultEntry {
                    kind: ResultKind::Adjourned,
                    white: None,
                    black: None,
                });
            }
            "=" => return Some(played(1, 1)),
            "+-" | "+:-" => {
                return Some(ResultEntry {
                    kind: ResultKind::Forfeit,
                    white: Some(2),
                    black: Some(0),
                });
            }
            "-+" | "-:+" => {
                return Some(ResultEntry {
                    kind: ResultKind::Forfeit,
                    white: Some(0),
                    black: Some(2),
                });
            }
            "--" | "-:-" => {
                return Some(ResultEntry {
                    kind: ResultKind::Forfeit,
                    white: Some(0),
                    black: Some(0),
                });
            }
            _ => {}
        }
        let half = |s: &str| -> Option<u8> {
            match s {
                "0" => Some(0),
                "½" | "1/2" | "0.5" | ",5" | "0,5" => Some(1),
                "1" => Some(2),
                _ => None,
            }
        };
        let (w, b) = t.split_once('-')?;
        let (w, b) = (half(w)?, half(b)?);
        if !arbiter && w + b != 2 {
            return None;
        }
        Some(played(w, b))
    }
}

/// Formats half-points as `1-0`, `½-½`, `0-0`…
pub fn score_text(w: u8, b: u8) -> String {
    let one = |h: u8| match h {
        0 => "0".to_string(),
        1 => "½".to_string(),
        2 => "1".to_string(),
        n => format!("{}", f64::from(n) / 2.0),
    };
    format!("{}-{}", one(w), one(b))
}

/// One game (or the pairing-allocated bye) of a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// Round.
    pub round: u32,
    /// Board (the bye comes after the last board).
    pub board: u32,
    /// White (or the player receiving the bye).
    pub white: i64,
    /// Black; none for the pairing-allocated bye.
    pub black: Option<i64>,
    /// Result kind; none while the game has no result.
    pub kind: Option<ResultKind>,
    /// White's half-points.
    pub white_score: Option<u8>,
    /// Black's half-points.
    pub black_score: Option<u8>,
    /// Who decided, for arbiter decisions.
    pub decided_by: Option<String>,
    /// Note.
    pub note: Option<String>,
}

impl Game {
    /// Whether a final result is in (adjourned games are not finished).
    pub fn finished(&self) -> bool {
        matches!(self.kind, Some(k) if k != ResultKind::Adjourned)
    }

    /// The result as text (`1-0`, `+-`, `adj`, `bye`, or empty).
    pub fn result_text(&self) -> String {
        match (self.kind, self.white_score, self.black_score) {
            (None, ..) => String::new(),
            (Some(ResultKind::Adjourned), ..) => "adj".into(),
            (Some(ResultKind::Bye), ..) => "bye".into(),
            (Some(ResultKind::Forfeit), Some(w), Some(b)) => {
                format!(
                    "{}{}",
                    if w > 0 { '+' } else { '-' },
                    if b > 0 { '+' } else { '-' }
                )
            }
            (Some(_), Some(w), Some(b)) => score_text(w, b),
            _ => String::new(),
        }
    }
}

pub(crate) fn row_game(r: &rusqlite::Row<'_>) -> rusqlite::Result<Game> {
    let kind: Option<String> = r.get(4)?;
    Ok(Game {
        round: r.get(0)?,
        board: r.get(1)?,
        white: r.get(2)?,
        black: r.get(3)?,
        kind: kind.as_deref().and_then(ResultKind::parse),
        white_score: r.get(5)?,
        black_score: r.get(6)?,
        decided_by: r.get(7)?,
        note: r.get(8)?,
    })
}

pub(crate) const GAME_COLUMNS: &str =
    "round, board, white, black, kind, white_score, black_score, decided_by, note";
