//! What a sanction does to the event, and what it remembers to undo it:
//! each penalty carried out inside the incident's transaction (a result set,
//! time added or removed on a running clock, a round excluded, a withdrawal),
//! recorded as the effect it had (AM-AC; FIDE 12.9).

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::discipline;
use crate::discipline::SanctionChoice;
use crate::discipline::effects::Effect;
use crate::discipline::ladder::Suggestion;
use crate::discipline::penalties::Penalty;
use crate::discipline::refusal::DisciplineRefusal;
use crate::error::{Result, StoreError};
use crate::missing::Missing;
use crate::rounds::game::score_text;

/// A game's result columns at one moment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultSnapshot {
    /// Result kind code (`played`, `arbiter`…), none while unplayed.
    pub kind: Option<String>,
    /// White's half-points.
    pub white: Option<u8>,
    /// Black's half-points.
    pub black: Option<u8>,
    /// Who decided.
    pub decided_by: Option<String>,
    /// Note.
    pub note: Option<String>,
}

impl ResultSnapshot {
    pub(crate) fn text(&self) -> String {
        self.score().unwrap_or_else(|| "no result".to_string())
    }

    pub(crate) fn score(&self) -> Option<String> {
        match (self.white, self.black) {
            (Some(w), Some(b)) => Some(score_text(w, b)),
            _ => None,
        }
    }
}

/// One consequence a sanction had, as needed to undo it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "kebab-case")]
pub enum AppliedEffect {
    /// A game's result was set (12.9.4–12.9.6, 7.5.5).
    Result {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// Before the sanction.
        before: ResultSnapshot,
        /// As the sanction left it.
        after: ResultSnapshot,
    },
    /// Time was added or removed on a running clock (12.9.2, 12.9.3).
    Clock {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// `white` or `black`.
        side: String,
        /// Milliseconds added (negative: removed).
        delta_ms: i64,
    },
    /// The player was excluded from a round (12.9.8): a zero-point bye.
    ExcludedRound {
        /// The round.
        round: u32,
        /// The bye the player had asked for in that round before, if any.
        previous: Option<String>,
    },
    /// The player was withdrawn after a round (12.9.9).
    Withdrawn {
        /// Last round counted.
        after: u32,
    },
}

/// Who and what a penalty acts on.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Target {
    /// The offender.
    pub player: i64,
    /// Round of the game, if any.
    pub round: Option<u32>,
    /// Board of the game, if any.
    pub board: Option<u32>,
    /// Whether the offender had White, and the opponent.
    pub game: Option<(bool, Option<i64>)>,
}

pub(crate) fn snapshot(tx: &Connection, round: u32, board: u32) -> Result<ResultSnapshot> {
    tx.query_row(
        "SELECT kind, white_score, black_score, decided_by, note FROM game WHERE round = ?1 AND board = ?2",
        params![round, board],
        |r| {
            Ok(ResultSnapshot {
                kind: r.get(0)?,
                white: r.get(1)?,
                black: r.get(2)?,
                decided_by: r.get(3)?,
                note: r.get(4)?,
            })
        },
    )
    .optional()?
    .ok_or_else(|| StoreError::from(Missing::Board { round, board }))
}

pub(crate) fn restore(tx: &Connection, round: u32, board: u32, s: &ResultSnapshot, at: &str) -> Result<()> {
    tx.execute(
        "UPDATE game SET kind = ?3, white_score = ?4, black_score = ?5, decided_by = ?6, note = ?7, entered_at = ?8
         WHERE round = ?1 AND board = ?2",
        params![round, board, s.kind, s.white, s.black, s.decided_by, s.note, at],
    )?;
    crate::rounds::results::mirror_partner_board(tx, round, board, at)
}

pub(crate) fn clock_events(tx: &Connection, round: u32, board: u32) -> Result<u32> {
    Ok(tx.query_row(
        "SELECT COUNT(*) FROM clock_event WHERE round = ?1 AND board = ?2",
        params![round, board],
        |r| r.get(0),
    )?)
}

pub(crate) fn bye_kind(tx: &Connection, player: i64, round: u32) -> Result<Option<String>> {
    Ok(tx
        .query_row(
            "SELECT kind FROM bye_request WHERE player_id = ?1 AND round = ?2",
            params![player, round],
            |r| r.get(0),
        )
        .optional()?)
}

pub(crate) fn withdrawn_after(tx: &Connection, player: i64) -> Result<Option<u32>> {
    Ok(tx.query_row(
        "SELECT withdrawn_after FROM player WHERE id = ?1",
        [player],
        |r| r.get(0),
    )?)
}

/// Applies one penalty (as the incident does) and records what it changed.
#[allow(clippy::too_many_arguments)]
pub(crate) fn apply_recorded(
    tx: &Connection,
    penalty: &Penalty,
    t: &Target,
    rounds_paired: u32,
    at_ms: u64,
    arbiter: &str,
    at: &str,
    effects: &mut Vec<crate::discipline::effects::Effect>,
    applied: &mut Vec<AppliedEffect>,
) -> Result<()> {
    let game = t.round.zip(t.board);
    let before_result = match (penalty, game) {
        (
            Penalty::GameLost { .. }
            | Penalty::GameDrawn
            | Penalty::IncreaseOpponentPoints
            | Penalty::ReduceOffenderPoints { .. },
            Some((r, b)),
        ) => Some(snapshot(tx, r, b)?),
        _ => None,
    };
    let clock_before = match game {
        Some((r, b)) => clock_events(tx, r, b)?,
        None => 0,
    };
    let excluded_before: Vec<(u32, Option<String>)> = match penalty {
        Penalty::ExcludedFromRounds { rounds } => rounds
            .iter()
            .map(|r| Ok((*r, bye_kind(tx, t.player, *r)?)))
            .collect::<Result<_>>()?,
        _ => Vec::new(),
    };
    let withdrawn_before = withdrawn_after(tx, t.player)?;
    crate::discipline::apply::apply_penalty(
        tx,
        penalty,
        t.player,
        t.round,
        t.board,
        t.game,
        rounds_paired,
        at_ms,
        arbiter,
        at,
        effects,
    )?;
    if let (Some(before), Some((r, b))) = (before_result, game) {
        applied.push(AppliedEffect::Result {
            round: r,
            board: b,
            before,
            after: snapshot(tx, r, b)?,
        });
    }
    if let (Some((r, b)), Some((white, _))) = (game, t.game)
        && clock_events(tx, r, b)? > clock_before
    {
        let (offender, delta) = match penalty {
            Penalty::IncreaseOpponentTime { ms } => (false, *ms as i64),
            Penalty::ReduceOffenderTime { ms } => (true, -(*ms as i64)),
            _ => (true, 0),
        };
        if delta != 0 {
            let side = if white == offender { "white" } else { "black" };
            applied.push(AppliedEffect::Clock {
                round: r,
                board: b,
                side: side.to_string(),
                delta_ms: delta,
            });
        }
    }
    for (round, previous) in excluded_before {
        applied.push(AppliedEffect::ExcludedRound { round, previous });
    }
    if withdrawn_before.is_none()
        && let Some(after) = withdrawn_after(tx, t.player)?
    {
        applied.push(AppliedEffect::Withdrawn { after });
    }
    Ok(())
}

/// The penalties and reason the arbiter's choice stands for: deviating
/// from the ladder, or recording no sanction, needs a written reason (AM-AC).
pub(crate) fn resolve_choice(
    suggested: &Suggestion,
    choice: SanctionChoice,
) -> Result<(Vec<Penalty>, Option<String>)> {
    match choice {
        SanctionChoice::Suggested => Ok((suggested.penalties.clone(), None)),
        SanctionChoice::Deviate { penalties, reason } => {
            if discipline::deviates(&suggested.penalties, &penalties) && reason.trim().is_empty() {
                return Err(DisciplineRefusal::DeviationUnexplained.into());
            }
            let reason = (!reason.trim().is_empty()).then_some(reason);
            Ok((penalties, reason))
        }
        SanctionChoice::None { reason } => {
            if reason.trim().is_empty() {
                return Err(DisciplineRefusal::NoSanctionUnexplained.into());
            }
            Ok((Vec::new(), Some(reason)))
        }
    }
}

/// Whether any of `penalties` acts on a game (clock or result).
pub(crate) fn needs_game(penalties: &[Penalty]) -> bool {
    penalties.iter().any(|p| {
        matches!(
            p,
            Penalty::IncreaseOpponentTime { .. }
                | Penalty::ReduceOffenderTime { .. }
                | Penalty::IncreaseOpponentPoints
                | Penalty::ReduceOffenderPoints { .. }
                | Penalty::GameLost { .. }
                | Penalty::GameDrawn
        )
    })
}

/// Carries out one penalty's consequence inside the transaction.
#[allow(clippy::too_many_arguments)]
pub(crate) fn apply_penalty(
    tx: &Connection,
    penalty: &Penalty,
    player: i64,
    round: Option<u32>,
    board: Option<u32>,
    game: Option<(bool, Option<i64>)>,
    rounds_paired: u32,
    at_ms: u64,
    arbiter: &str,
    at: &str,
    effects: &mut Vec<crate::discipline::effects::Effect>,
) -> Result<()> {
    use arbitro_clock::{ClockEventKind, Side};
    let side = |offender_is_white: bool, offender: bool| {
        if offender_is_white == offender {
            Side::White
        } else {
            Side::Black
        }
    };
    match (penalty, round, board, game) {
        (
            Penalty::IncreaseOpponentTime { ms } | Penalty::ReduceOffenderTime { ms },
            Some(r),
            Some(b),
            Some((white, _)),
        ) => {
            // Time given to the opponent or taken from the offender: on
            // the running clock if there is one, else for the arbiter to
            // set by hand.
            let added = matches!(penalty, Penalty::IncreaseOpponentTime { .. });
            let delta_ms = *ms as i64;
            let kind = ClockEventKind::Adjust {
                side: side(white, !added),
                delta_ms: if added { delta_ms } else { -delta_ms },
            };
            let on_clock = crate::boards::clocks::append_if_running(
                tx,
                r,
                b,
                kind,
                at_ms,
                arbiter,
                at,
                crate::boards::clocks::SANCTION_NOTE,
            )?;
            let seconds = ms / 1000;
            effects.push(match (added, on_clock) {
                (true, true) => Effect::TimeAdded { seconds },
                (true, false) => Effect::TimeToAddByHand { board: b, seconds },
                (false, true) => Effect::TimeRemoved { seconds },
                (false, false) => Effect::TimeToRemoveByHand { board: b, seconds },
            });
        }
        (Penalty::GameLost { opponent_half_points }, Some(r), Some(b), Some((white, _))) => {
            let (w, bl) = if white {
                (0, *opponent_half_points)
            } else {
                (*opponent_half_points, 0)
            };
            crate::rounds::results::set_arbiter_scores(
                tx,
                r,
                b,
                w,
                bl,
                arbiter,
                "sanction: game lost (12.9.6 / 7.5.5)",
                at,
            )?;
            effects.push(Effect::ResultSet {
                round: r,
                board: b,
                result: crate::rounds::game::score_text(w, bl),
            });
        }
        (Penalty::GameDrawn, Some(r), Some(b), Some(_)) => {
            crate::rounds::results::set_arbiter_scores(
                tx,
                r,
                b,
                1,
                1,
                arbiter,
                "7.5.5: opponent cannot checkmate",
                at,
            )?;
            effects.push(Effect::ResultSet {
                round: r,
                board: b,
                result: crate::rounds::game::score_text(1, 1),
            });
        }
        (Penalty::IncreaseOpponentPoints, Some(r), Some(b), Some((white, _))) => {
            let (w, bl) = crate::rounds::results::current_scores(tx, r, b)?;
            let (w, bl) = if white {
                (w.unwrap_or(0), 2)
            } else {
                (2, bl.unwrap_or(0))
            };
            crate::rounds::results::set_arbiter_scores(tx, r, b, w, bl, arbiter, "12.9.4", at)?;
            effects.push(Effect::ResultSet {
                round: r,
                board: b,
                result: crate::rounds::game::score_text(w, bl),
            });
        }
        (Penalty::ReduceOffenderPoints { to_half_points }, Some(r), Some(b), Some((white, _))) => {
            let (w, bl) = crate::rounds::results::current_scores(tx, r, b)?;
            let (w, bl) = if white {
                (*to_half_points, bl.unwrap_or(0))
            } else {
                (w.unwrap_or(0), *to_half_points)
            };
            crate::rounds::results::set_arbiter_scores(tx, r, b, w, bl, arbiter, "12.9.5", at)?;
            effects.push(Effect::ResultSet {
                round: r,
                board: b,
                result: crate::rounds::game::score_text(w, bl),
            });
        }
        (Penalty::ExcludedFromRounds { rounds }, ..) => {
            for r in rounds {
                if *r <= rounds_paired {
                    return Err(DisciplineRefusal::ExclusionTooLate { round: *r }.into());
                }
                tx.execute(
                    "INSERT INTO bye_request (player_id, round, kind, requested_at) VALUES (?1, ?2, 'Z', ?3)
                     ON CONFLICT (player_id, round) DO UPDATE SET kind = 'Z'",
                    params![player, r, at],
                )?;
                effects.push(Effect::Excluded { round: *r });
            }
        }
        (Penalty::Expulsion, ..) => {
            let after = round.unwrap_or(rounds_paired).max(rounds_paired);
            tx.execute(
                "UPDATE player SET withdrawn_after = ?1 WHERE id = ?2 AND withdrawn_after IS NULL",
                params![after, player],
            )?;
            effects.push(Effect::Expelled { after });
        }
        (Penalty::Warning, ..) | (Penalty::Fine { .. }, ..) => {}
        _ => {
            return Err(DisciplineRefusal::PenaltyNeedsGame {
                article: penalty.article(),
            }
            .into());
        }
    }
    Ok(())
}
