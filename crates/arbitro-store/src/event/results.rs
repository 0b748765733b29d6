//! Game results: played, forfeits, adjourned games and arbiter decisions.

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};

use super::Event;
use crate::entries::{ResultEntered, ResultsEntered};
use crate::error::{Result, StoreError};
use crate::refusal::{Missing, ResultRefusal};
use crate::register::Writer;

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

pub(crate) fn current_scores(tx: &Connection, round: u32, board: u32) -> Result<(Option<u8>, Option<u8>)> {
    tx.query_row(
        "SELECT white_score, black_score FROM game WHERE round = ?1 AND board = ?2",
        params![round, board],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
    .optional()?
    .ok_or_else(|| StoreError::from(Missing::Board { round, board }))
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn set_arbiter_scores(
    tx: &Connection,
    round: u32,
    board: u32,
    white: u8,
    black: u8,
    arbiter: &str,
    note: &str,
    at: &str,
) -> Result<()> {
    let n = tx.execute(
        "UPDATE game SET kind = 'arbiter', white_score = ?3, black_score = ?4, decided_by = ?5, note = ?6, entered_at = ?7
         WHERE round = ?1 AND board = ?2 AND black IS NOT NULL",
        params![round, board, white, black, arbiter, note, at],
    )?;
    if n == 0 {
        return Err(Missing::Board { round, board }.into());
    }
    super::teams::mirror_partner_board(tx, round, board, at)
}

/// Writes a result (inside the caller's write), and its mirror on the
/// partner board of a doubles match. The caller records the register entry
/// that carries these rows ([`ResultEntered`], or a late correction).
pub(crate) fn write_result(
    tx: &Writer<'_>,
    round: u32,
    board: u32,
    result: ResultEntry,
    decided_by: Option<&str>,
    note: Option<&str>,
    at: &str,
) -> Result<()> {
    tx.prepare_cached(
        "UPDATE game SET kind = ?3, white_score = ?4, black_score = ?5, decided_by = ?6, note = ?7, entered_at = ?8
         WHERE round = ?1 AND board = ?2",
    )?
    .execute(params![
        round,
        board,
        result.kind.code(),
        result.white,
        result.black,
        decided_by,
        note,
        at
    ])?;
    super::teams::mirror_partner_board(tx, round, board, at)
}

impl Event {
    /// One game.
    pub fn game(&self, round: u32, board: u32) -> Result<Game> {
        self.conn()
            .prepare_cached(&format!(
                "SELECT {GAME_COLUMNS} FROM game WHERE round = ?1 AND board = ?2"
            ))?
            .query_row(params![round, board], row_game)
            .optional()?
            .ok_or_else(|| StoreError::from(Missing::Board { round, board }))
    }

    /// The games of a round, by board.
    pub fn games(&self, round: u32) -> Result<Vec<Game>> {
        let mut stmt = self.conn().prepare_cached(&format!(
            "SELECT {GAME_COLUMNS} FROM game WHERE round = ?1 ORDER BY board"
        ))?;
        let rows = stmt.query_map([round], row_game)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Every game of the event.
    pub fn all_games(&self) -> Result<Vec<Game>> {
        let mut stmt = self
            .conn()
            .prepare_cached(&format!("SELECT {GAME_COLUMNS} FROM game ORDER BY round, board"))?;
        let rows = stmt.query_map([], row_game)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Enters (or corrects) a result. Arbiter decisions must name the arbiter.
    /// Once a later round is paired a change is refused: it is a late
    /// correction, with a reason ([`Event::correct_result`]).
    pub fn set_result(
        &mut self,
        round: u32,
        board: u32,
        result: ResultEntry,
        decided_by: Option<&str>,
        note: Option<&str>,
    ) -> Result<Game> {
        self.refuse_late_result(round)?;
        self.store_result(round, board, result, decided_by, note)
    }

    /// Checks and stores a result without the late-correction rule.
    pub(super) fn store_result(
        &mut self,
        round: u32,
        board: u32,
        result: ResultEntry,
        decided_by: Option<&str>,
        note: Option<&str>,
    ) -> Result<Game> {
        let game = self.game(round, board)?;
        self.check_result(&game, result, decided_by)?;
        let at = self.now();
        let replaces = game.kind.is_some().then(|| game.result_text());
        self.write(|tx| {
            write_result(tx, round, board, result, decided_by, note, &at)?;
            tx.record(&ResultEntered {
                round,
                board,
                result,
                decided_by: decided_by.map(str::to_string),
                note: note.map(str::to_string),
                replaces,
                at: at.clone(),
            })?;
            Ok(())
        })?;
        self.game(round, board)
    }

    /// Whether `result` may be entered on `game`; the game as it stands.
    pub(super) fn check_result(
        &self,
        game: &Game,
        result: ResultEntry,
        decided_by: Option<&str>,
    ) -> Result<Game> {
        let (round, board) = (game.round, game.board);
        if game.black.is_none() {
            return Err(ResultRefusal::ByeBoard { round, board }.into());
        }
        if result.kind == ResultKind::Bye {
            return Err(ResultRefusal::ByeIsNotAResult.into());
        }
        if result.kind == ResultKind::Arbiter && decided_by.is_none_or(|a| a.trim().is_empty()) {
            return Err(ResultRefusal::ArbiterUnnamed.into());
        }
        Ok(game.clone())
    }

    /// Enters many results in one transaction (a batch of result slips).
    pub fn set_results(&mut self, entries: &[(u32, u32, ResultEntry)]) -> Result<usize> {
        for (round, _, _) in entries {
            self.refuse_late_result(*round)?;
        }
        let at = self.now();
        self.write(|tx| {
            let mut stmt = tx.prepare_cached(
                "UPDATE game SET kind = ?3, white_score = ?4, black_score = ?5, entered_at = ?6
                 WHERE round = ?1 AND board = ?2 AND black IS NOT NULL",
            )?;
            for (round, board, r) in entries {
                if r.kind == ResultKind::Arbiter || r.kind == ResultKind::Bye {
                    return Err(ResultRefusal::OneByOne {
                        round: *round,
                        board: *board,
                    }
                    .into());
                }
                let n = stmt.execute(params![round, board, r.kind.code(), r.white, r.black, at])?;
                if n == 0 {
                    return Err(Missing::Board {
                        round: *round,
                        board: *board,
                    }
                    .into());
                }
                super::teams::mirror_partner_board(tx, *round, *board, &at)?;
            }
            drop(stmt);
            tx.record(&ResultsEntered {
                results: entries.to_vec(),
                at: at.clone(),
            })?;
            Ok(entries.len())
        })
    }
}
