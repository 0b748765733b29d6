//! The arbiter's changes to a round: boards swapped, a board or several
//! edited (each recorded with the rule checks it fails), the round
//! published, the last round's pairing removed while no result is in.

use rusqlite::{OptionalExtension, params};

use crate::error::Result;
use crate::event::to_json;
use crate::rounds::entries::{PairingEdit, RoundPublished, RoundUnpaired};
use crate::rounds::game::{GAME_COLUMNS, Game, row_game};
use crate::rounds::refusal::{PairingInvalid, PairingProblem, RoundRefusal};
use crate::rounds::{Pair, Round, RoundStatus, Rounds, check_pairs, from_json};
use rusqlite::Connection;
use std::collections::HashSet;

impl Rounds<'_> {
    fn record_edit(
        &mut self,
        round: u32,
        boards: &[u32],
        kind: &str,
        arbiter: &str,
        reason: &str,
        change: impl FnOnce(&Connection) -> Result<()>,
    ) -> Result<PairingEdit> {
        if arbiter.trim().is_empty() || reason.trim().is_empty() {
            return Err(RoundRefusal::EditUnexplained.into());
        }
        if self.event.call()?.family.is_doubles() {
            return Err(RoundRefusal::DoublesBoards.into());
        }
        let before: Vec<Game> = boards
            .iter()
            .map(|b| self.game(round, *b))
            .collect::<Result<_>>()?;
        if before.iter().any(|g| g.kind.is_some() && g.black.is_some()) {
            return Err(RoundRefusal::BoardHasResult.into());
        }
        let at = self.event.now();
        let all_before = self.all_games()?;
        let players = self.event.players().all()?;
        let byes = self.requested_byes(round)?;
        let tx_out = self.event.write(|tx| {
            change(tx)?;
            let games: Vec<Game> = tx
                .prepare(&format!(
                    "SELECT {GAME_COLUMNS} FROM game WHERE round = ?1 ORDER BY board"
                ))?
                .query_map([round], row_game)?
                .collect::<rusqlite::Result<_>>()?;
            let pairs: Vec<Pair> = games.iter().map(|g| (g.white, g.black)).collect();
            let history: Vec<Game> = all_before.iter().filter(|g| g.round != round).cloned().collect();
            let check = check_pairs(round, &pairs, &players, &byes, &history);
            if !check.errors.is_empty() {
                return Err(PairingInvalid {
                    round: None,
                    problems: check.errors,
                }
                .into());
            }
            let after: Vec<Game> = games.into_iter().filter(|g| boards.contains(&g.board)).collect();
            let edit = PairingEdit {
                round,
                at: at.clone(),
                arbiter: arbiter.to_string(),
                kind: kind.to_string(),
                reason: reason.to_string(),
                before: before.clone(),
                after,
                warnings: check.warnings,
            };
            tx.execute(
                "INSERT INTO pairing_edit (round, at, arbiter, kind, reason, before, after, warnings)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![
                    round,
                    at,
                    arbiter,
                    kind,
                    reason,
                    to_json(&edit.before, "pairing edit")?,
                    to_json(&edit.after, "pairing edit")?,
                    to_json(&edit.warnings, "pairing edit")?
                ],
            )?;
            tx.record(&edit)?;
            Ok(edit)
        })?;
        Ok(tx_out)
    }

    /// Swaps two boards of a round (the games move, nobody's opponent changes).
    pub fn swap_boards(
        &mut self,
        round: u32,
        a: u32,
        b: u32,
        arbiter: &str,
        reason: &str,
    ) -> Result<PairingEdit> {
        let ga = self.game(round, a)?;
        let gb = self.game(round, b)?;
        self.record_edit(round, &[a, b], "swap-boards", arbiter, reason, |tx| {
            let set = "UPDATE game SET white = ?3, black = ?4, kind = ?5, white_score = ?6, black_score = ?7 WHERE round = ?1 AND board = ?2";
            let kind = |g: &Game| g.kind.map(|_| "bye");
            tx.execute(set, params![round, a, gb.white, gb.black, kind(&gb), gb.white_score, gb.black_score])?;
            tx.execute(set, params![round, b, ga.white, ga.black, kind(&ga), ga.white_score, ga.black_score])?;
            Ok(())
        })
    }

    /// Replaces the players of one board (colours as given); the change is
    /// checked and recorded with its warnings.
    pub fn edit_board(
        &mut self,
        round: u32,
        board: u32,
        white: i64,
        black: Option<i64>,
        arbiter: &str,
        reason: &str,
    ) -> Result<PairingEdit> {
        self.require_registered(&std::iter::once(white).chain(black).collect::<Vec<_>>())?;
        let call = self.event.call()?;
        // A player moved here from another board leaves that board empty-handed: refuse.
        self.record_edit(round, &[board], "edit", arbiter, reason, |tx| {
            let bye = black.is_none();
            tx.execute(
                "UPDATE game SET white = ?3, black = ?4, kind = ?5, white_score = ?6, black_score = ?7 WHERE round = ?1 AND board = ?2",
                params![
                    round,
                    board,
                    white,
                    black,
                    bye.then_some("bye"),
                    bye.then_some(call.bye_points),
                    bye.then_some(0u8)
                ],
            )?;
            Ok(())
        })
    }

    /// Refuses ids that are not players of the event (before any write, so
    /// the message names the id rather than the database's constraint).
    fn require_registered(&self, ids: &[i64]) -> Result<()> {
        let players: HashSet<i64> = self.event.players().all()?.iter().map(|p| p.id).collect();
        let unknown: Vec<PairingProblem> = ids
            .iter()
            .filter(|id| !players.contains(id))
            .map(|&id| PairingProblem::NotRegistered { id })
            .collect();
        if unknown.is_empty() {
            Ok(())
        } else {
            Err(PairingInvalid {
                round: None,
                problems: unknown,
            }
            .into())
        }
    }

    /// Re-pairs several boards of a round in one change (an exchange of
    /// opponents between boards): each `(board, white, black)` replaces
    /// that board's players, colours as given. The round is checked as a
    /// whole after the change (C.04.1): if anything fails — a player left on
    /// two boards or on none that could be found, a board with a result —
    /// nothing is changed. Stored as one recorded edit with its warnings.
    pub fn edit_boards(
        &mut self,
        round: u32,
        boards: &[(u32, i64, Option<i64>)],
        arbiter: &str,
        reason: &str,
    ) -> Result<PairingEdit> {
        if boards.is_empty() {
            return Err(RoundRefusal::NoBoards.into());
        }
        let mut numbers: Vec<u32> = boards.iter().map(|(b, ..)| *b).collect();
        numbers.sort_unstable();
        if let Some(w) = numbers.windows(2).find(|w| w[0] == w[1]) {
            return Err(RoundRefusal::BoardTwice { round, board: w[0] }.into());
        }
        let ids: Vec<i64> = boards
            .iter()
            .flat_map(|(_, w, b)| std::iter::once(*w).chain(*b))
            .collect();
        self.require_registered(&ids)?;
        let call = self.event.call()?;
        self.record_edit(round, &numbers, "edit-boards", arbiter, reason, |tx| {
            for (board, white, black) in boards {
                let bye = black.is_none();
                tx.execute(
                    "UPDATE game SET white = ?3, black = ?4, kind = ?5, white_score = ?6, black_score = ?7 WHERE round = ?1 AND board = ?2",
                    params![
                        round,
                        board,
                        white,
                        black,
                        bye.then_some("bye"),
                        bye.then_some(call.bye_points),
                        bye.then_some(0u8)
                    ],
                )?;
            }
            Ok(())
        })
    }

    /// The recorded pairing changes of a round.
    pub fn edits(&self, round: u32) -> Result<Vec<PairingEdit>> {
        let mut stmt = self.event.conn().prepare(
            "SELECT round, at, arbiter, kind, reason, before, after, warnings FROM pairing_edit WHERE round = ?1 ORDER BY id",
        )?;
        let rows = stmt.query_map([round], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, String>(4)?,
                r.get::<_, String>(5)?,
                r.get::<_, String>(6)?,
                r.get::<_, String>(7)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (round, at, arbiter, kind, reason, before, after, warnings) = row?;
            out.push(PairingEdit {
                round,
                at,
                arbiter,
                kind,
                reason,
                before: from_json(&before)?,
                after: from_json(&after)?,
                warnings: from_json(&warnings)?,
            });
        }
        Ok(out)
    }

    /// Publishes a paired round.
    pub fn publish(&self, round: u32) -> Result<Round> {
        let r = self.get(round)?;
        if r.status == RoundStatus::Published {
            return Err(RoundRefusal::AlreadyPublished { round }.into());
        }
        let at = self.event.now();
        self.event.write(|tx| {
            tx.execute(
                "UPDATE round SET status = ?3, published_at = ?2 WHERE number = ?1",
                params![round, at, RoundStatus::Published],
            )?;
            tx.record(&RoundPublished {
                round,
                at: at.clone(),
            })?;
            Ok(())
        })?;
        self.get(round)
    }

    /// Removes the last round's pairing when no result is in yet (to pair it again).
    pub fn unpair_last(&self) -> Result<u32> {
        let last = self.event.rounds_paired()?;
        if last == 0 {
            return Err(RoundRefusal::NonePaired.into());
        }
        let results: Option<u32> = self
            .event
            .conn()
            .query_row(
                "SELECT board FROM game WHERE round = ?1 AND black IS NOT NULL AND kind IS NOT NULL LIMIT 1",
                [last],
                |r| r.get(0),
            )
            .optional()?;
        if let Some(b) = results {
            return Err(RoundRefusal::HasResult {
                round: last,
                board: b,
            }
            .into());
        }
        let at = self.event.now();
        self.event.write(|tx| {
            for table in [
                "team_match",
                "game",
                "pairing_edit",
                "deck_check",
                "clock_event",
                "board_record",
            ] {
                tx.execute(&format!("DELETE FROM {table} WHERE round = ?1"), [last])?;
            }
            tx.execute("DELETE FROM round WHERE number = ?1", [last])?;
            tx.record(&RoundUnpaired {
                round: last,
                at: at.clone(),
            })?;
            Ok(())
        })?;
        Ok(last)
    }
}
