//! Results entered: played games, forfeits, adjourned games and arbiter
//! decisions, one by one or as a batch of result slips, each mirrored on
//! the partner board of a doubles match.

use rusqlite::{Connection, OptionalExtension, params};

use crate::error::{Result, StoreError};
use crate::missing::Missing;
use crate::register::Writer;
use crate::rounds::Rounds;
use crate::rounds::entries::{ResultEntered, ResultsEntered};
use crate::rounds::game::{GAME_COLUMNS, Game, ResultEntry, ResultKind, row_game};
use crate::rounds::refusal::ResultRefusal;

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
    mirror_partner_board(tx, round, board, at)
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
    mirror_partner_board(tx, round, board, at)
}

/// Copies the result of `board` to its partner board of the same team match
/// (bughouse: one team result on both boards); nothing for other events.
pub(crate) fn mirror_partner_board(tx: &Connection, round: u32, board: u32, at: &str) -> Result<()> {
    let m: Option<(u32, u32)> = tx
        .prepare_cached(
            "SELECT board_a, board_b FROM team_match
             WHERE round = ?1 AND team_two IS NOT NULL AND (board_a = ?2 OR board_b = ?2)",
        )?
        .query_row(params![round, board], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    let Some((a, b)) = m else {
        return Ok(());
    };
    let (partner, ended_on) = if board == a { (b, "A") } else { (a, "B") };
    let (kind, w, bl, decided_by): (Option<String>, Option<u8>, Option<u8>, Option<String>) = tx.query_row(
        "SELECT kind, white_score, black_score, decided_by FROM game WHERE round = ?1 AND board = ?2",
        params![round, board],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
    )?;
    let note = kind
        .is_some()
        .then(|| format!("team result: the team game ended on board {ended_on} (AM-R3)"));
    tx.execute(
        "UPDATE game SET kind = ?3, white_score = ?4, black_score = ?5, decided_by = ?6, note = ?7, entered_at = ?8
         WHERE round = ?1 AND board = ?2",
        params![round, partner, kind, bl, w, decided_by, note, at],
    )?;
    tx.execute(
        "UPDATE team_match SET decided_on = ?3 WHERE round = ?1 AND (board_a = ?2 OR board_b = ?2)",
        params![round, board, kind.is_some().then_some(ended_on)],
    )?;
    Ok(())
}

impl Rounds<'_> {
    /// One game.
    pub fn game(&self, round: u32, board: u32) -> Result<Game> {
        self.event
            .conn()
            .prepare_cached(&format!(
                "SELECT {GAME_COLUMNS} FROM game WHERE round = ?1 AND board = ?2"
            ))?
            .query_row(params![round, board], row_game)
            .optional()?
            .ok_or_else(|| StoreError::from(Missing::Board { round, board }))
    }

    /// The games of a round, by board.
    pub fn games(&self, round: u32) -> Result<Vec<Game>> {
        let mut stmt = self.event.conn().prepare_cached(&format!(
            "SELECT {GAME_COLUMNS} FROM game WHERE round = ?1 ORDER BY board"
        ))?;
        let rows = stmt.query_map([round], row_game)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Every game of the event.
    pub fn all_games(&self) -> Result<Vec<Game>> {
        let mut stmt = self
            .event
            .conn()
            .prepare_cached(&format!("SELECT {GAME_COLUMNS} FROM game ORDER BY round, board"))?;
        let rows = stmt.query_map([], row_game)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Enters (or corrects) a result. Arbiter decisions must name the arbiter.
    /// Once a later round is paired a change is refused: it is a late
    /// correction, with a reason ([`Rounds::correct_result`]).
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
    pub(crate) fn store_result(
        &mut self,
        round: u32,
        board: u32,
        result: ResultEntry,
        decided_by: Option<&str>,
        note: Option<&str>,
    ) -> Result<Game> {
        let game = self.game(round, board)?;
        self.check_result(&game, result, decided_by)?;
        let at = self.event.now();
        let replaces = game.kind.is_some().then(|| game.result_text());
        self.event.write(|tx| {
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
    pub(crate) fn check_result(
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
    pub fn set_results(&self, entries: &[(u32, u32, ResultEntry)]) -> Result<usize> {
        for (round, _, _) in entries {
            self.refuse_late_result(*round)?;
        }
        let at = self.event.now();
        self.event.write(|tx| {
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
                mirror_partner_board(tx, *round, *board, &at)?;
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
