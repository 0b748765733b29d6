//! Results changed after a later round is paired ("late corrections"): the
//! arbiter gives a reason, the change is a `result-correction` entry of the
//! register (before, after, who and why), and the pairing checker says which
//! later rounds the engine would now pair differently — the arbiter decides
//! what to do about them; nothing already paired is changed.
//!
//! [`Rounds::set_result`] refuses such a change ([`LateResult::NeedsReason`]):
//! the only way to make it is [`Rounds::correct_result`].

use arbitro_i18n::{Arg, Args, Message};
use arbitro_trf::{ResultCode, RoundCell, Tournament};
use serde::{Deserialize, Serialize};

use crate::error::{Result, StoreError};
use crate::register;
use crate::rounds::Rounds;
use crate::rounds::entries::ResultCorrectionEntry;
use crate::rounds::game::{Game, ResultEntry};

/// Why a late correction is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LateResult {
    /// A later round is paired: the change needs a reason (and is recorded).
    #[error(
        "round {next} is already paired: changing a result of round {round} needs a reason, and is recorded in the register as a correction"
    )]
    NeedsReason {
        /// The round of the result.
        round: u32,
        /// The first later round already paired.
        next: u32,
    },
    /// A correction names the arbiter who makes it.
    #[error("a correction names the arbiter who makes it")]
    NeedsArbiter,
    /// The result given is the one already stored.
    #[error("round {round}, board {board} already has that result")]
    Unchanged {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
    },
}

impl Message for LateResult {
    fn code(&self) -> &str {
        match self {
            LateResult::NeedsReason { .. } => "store-late-result-needs-reason",
            LateResult::NeedsArbiter => "store-late-result-needs-arbiter",
            LateResult::Unchanged { .. } => "store-late-result-unchanged",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            LateResult::NeedsReason { round, next } => {
                vec![("round", Arg::from(*round)), ("next", Arg::from(*next))]
            }
            LateResult::NeedsArbiter => Vec::new(),
            LateResult::Unchanged { round, board } => {
                vec![("round", Arg::from(*round)), ("board", Arg::from(*board))]
            }
        }
    }
}

/// A later round the engine would now pair differently.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChangedPairing {
    /// The round.
    pub round: u32,
    /// Stored pairs (white, black; none: the bye) the engine would not make now.
    pub stored: Vec<(i64, Option<i64>)>,
    /// Pairs the engine would make instead.
    pub engine: Vec<(i64, Option<i64>)>,
}

/// What a late correction did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultCorrection {
    /// The game as now stored.
    pub game: Game,
    /// Its register entry (none when no later round was paired: an ordinary result).
    pub entry: Option<i64>,
    /// The later rounds whose pairing the engine would now make differently
    /// (Dutch events; empty for round robins, whose tables do not depend on
    /// results).
    pub changed: Vec<ChangedPairing>,
}

impl Rounds<'_> {
    /// Refuses a result change of `round` once a later round is paired
    /// ([`Rounds::correct_result`] makes it, with a reason).
    pub(crate) fn refuse_late_result(&self, round: u32) -> Result<()> {
        let paired = self.event.rounds_paired()?;
        if round < paired {
            return Err(LateResult::NeedsReason {
                round,
                next: round + 1,
            }
            .into());
        }
        Ok(())
    }

    /// Changes a result, also after later rounds are paired. When a later
    /// round is paired the change needs a reason and the arbiter's name, is
    /// recorded in the register as a `result-correction` (before and after),
    /// and the pairing checker re-pairs every later round from the corrected
    /// results to say which pairings would have been different. Without a
    /// later round it is an ordinary result entry.
    pub fn correct_result(
        &mut self,
        round: u32,
        board: u32,
        result: ResultEntry,
        reason: &str,
        arbiter: &str,
    ) -> Result<ResultCorrection> {
        let paired = self.event.rounds_paired()?;
        if round >= paired {
            let game = self.store_result(round, board, result, None, None)?;
            return Ok(ResultCorrection {
                game,
                entry: None,
                changed: Vec::new(),
            });
        }
        let (reason, arbiter) = (reason.trim(), arbiter.trim());
        if reason.is_empty() {
            return Err(LateResult::NeedsReason {
                round,
                next: round + 1,
            }
            .into());
        }
        if arbiter.is_empty() {
            return Err(LateResult::NeedsArbiter.into());
        }
        let before = self.game(round, board)?;
        let mut after = self.check_result(&before, result, None)?;
        after.kind = Some(result.kind);
        after.white_score = result.white;
        after.black_score = result.black;
        if (before.kind, before.white_score, before.black_score)
            == (after.kind, after.white_score, after.black_score)
        {
            return Err(LateResult::Unchanged { round, board }.into());
        }
        let at = self.event.now();
        let entry = ResultCorrectionEntry {
            round,
            board,
            before,
            after,
            paired_rounds: paired,
            arbiter: arbiter.to_string(),
            reason: reason.to_string(),
            at: at.clone(),
        };
        let seq = self.event.write(|tx| {
            crate::rounds::results::write_result(tx, round, board, result, None, Some(reason), &at)?;
            Ok(tx.record(&entry)?.seq)
        })?;
        let mut changed = Vec::new();
        for later in round + 1..=paired {
            if let Some(change) = self.changed_pairing(later)? {
                changed.push(change);
            }
        }
        Ok(ResultCorrection {
            game: self.game(round, board)?,
            entry: Some(seq),
            changed,
        })
    }

    /// Every late correction recorded, oldest first, with its register entry number.
    pub fn result_corrections(&self) -> Result<Vec<(i64, ResultCorrectionEntry)>> {
        register::bodies::<ResultCorrectionEntry>(self.event.conn())
    }

    /// The event as the pairing engine saw it before `round` was paired:
    /// the complete rounds before it and that round's requested byes.
    pub fn tournament_before_round(&self, round: u32) -> Result<Tournament> {
        Ok(before_round(self.tournament()?, round))
    }

    /// How the Dutch engine pairs `round` from the results now stored, compared
    /// with the stored pairing; `None` when they agree or the event is not a
    /// Swiss of single players.
    fn changed_pairing(&self, round: u32) -> Result<Option<ChangedPairing>> {
        let call = self.event.call()?;
        if !call.system.is_swiss() || call.family.is_doubles() {
            return Ok(None);
        }
        let options = call.system.dutch_options();
        let Ok(pairing) = arbitro_pairing::pair_next_round(&self.tournament_before_round(round)?, &options)
        else {
            // No legal pairing from the corrected results: every stored pair differs.
            let stored: Vec<(i64, Option<i64>)> =
                self.games(round)?.iter().map(|g| (g.white, g.black)).collect();
            return Ok(Some(ChangedPairing {
                round,
                stored,
                engine: Vec::new(),
            }));
        };
        let by_number: std::collections::HashMap<u32, i64> = self
            .event
            .players()
            .all()?
            .iter()
            .map(|p| (p.pairing_number, p.id))
            .collect();
        let id = |n: u32| by_number.get(&n).copied().unwrap_or(-1);
        let mut engine: Vec<(i64, Option<i64>)> = pairing
            .games
            .iter()
            .map(|g| (id(g.white), Some(id(g.black))))
            .collect();
        engine.extend(pairing.bye.map(|b| (id(b), None)));
        let stored: Vec<(i64, Option<i64>)> = self.games(round)?.iter().map(|g| (g.white, g.black)).collect();
        let same = |a: &(i64, Option<i64>), b: &(i64, Option<i64>)| {
            a == b || (a.1.is_some() && b.1.is_some() && a.0 == b.1.unwrap_or(-1) && a.1 == Some(b.0))
        };
        let only_stored: Vec<_> = stored
            .iter()
            .filter(|s| !engine.iter().any(|e| same(s, e)))
            .copied()
            .collect();
        let only_engine: Vec<_> = engine
            .iter()
            .filter(|e| !stored.iter().any(|s| same(s, e)))
            .copied()
            .collect();
        if only_stored.is_empty() && only_engine.is_empty() {
            return Ok(None);
        }
        Ok(Some(ChangedPairing {
            round,
            stored: only_stored,
            engine: only_engine,
        }))
    }
}

/// `t` with only what was known before `round` was paired: the complete
/// rounds before it and the requested byes (H/F/Z) of that round.
fn before_round(mut t: Tournament, round: u32) -> Tournament {
    let index = round as usize - 1;
    for p in &mut t.players {
        p.rounds.truncate(round as usize);
        if let Some(cell) = p.rounds.get_mut(index)
            && !matches!(
                cell.result,
                ResultCode::HalfPointBye | ResultCode::FullPointBye | ResultCode::ZeroPointBye
            )
        {
            *cell = RoundCell::BLANK;
        }
        while p.rounds.last().is_some_and(|c| c.result == ResultCode::Blank) {
            p.rounds.pop();
        }
        // The points and rank columns as they stood then: the points of the
        // rounds before `round`, no rank (the file's are after its last round).
        p.points = Some(p.points_after(index as u32, &t.scoring));
        p.rank = None;
    }
    t.byes
        .retain(|b| b.round <= round && b.kind != ResultCode::PairingAllocatedBye);
    t.absent_next_round.clear();
    t
}

impl From<LateResult> for StoreError {
    fn from(refusal: LateResult) -> Self {
        StoreError::LateResult(refusal)
    }
}
