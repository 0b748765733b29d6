//! Corrections of incidents and sanctions (AM-AC): the register is
//! append-only, so a mistake is corrected by a new entry that references the
//! old one and gives the reason. A sanction remembers what its penalties
//! changed (a result, a clock, a bye, a withdrawal); correcting it undoes
//! exactly that and applies the corrected penalties, in one transaction.
//! The ladder then counts the correction instead of the corrected entry, and
//! the standings read the restored results.

use crate::discipline::effects::Effect;
use arbitro_clock::{ClockEventKind, Side};
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::discipline::apply::{
    AppliedEffect, ResultSnapshot, Target, apply_recorded, needs_game, resolve_choice, restore, snapshot,
    withdrawn_after,
};
use crate::discipline::penalties::Penalty;
use crate::discipline::refusal::{CorrectedKind, CorrectionRefusal, DisciplineRefusal};
use crate::discipline::{Discipline, Incident, IncidentInput, IncidentOutcome, Sanction, SanctionChoice};
use crate::error::{Result, StoreError};
use crate::missing::Missing;
use crate::register;
use crate::rounds::game::ResultEntry;

/// Undoes what a sanction changed, newest effect first. A result changed
/// again after the sanction is left alone unless `result` says what it
/// must be; what cannot be undone any more is said in `effects`.
#[allow(clippy::too_many_arguments)]
fn undo(
    tx: &Connection,
    old_seq: i64,
    old: &Sanction,
    rounds_paired: u32,
    result: Option<ResultEntry>,
    at_ms: u64,
    arbiter: &str,
    at: &str,
    effects: &mut Vec<crate::discipline::effects::Effect>,
) -> Result<()> {
    let mut applied = old.applied.clone();
    if applied.is_empty() {
        applied = legacy_effects(tx, old)?;
    }
    let mut result_restored = false;
    for effect in applied.iter().rev() {
        match effect {
            AppliedEffect::Result {
                round,
                board,
                before,
                after,
            } => {
                if let Some(entry) = result {
                    if !result_restored {
                        let s = ResultSnapshot {
                            kind: Some(entry.kind.code().to_string()),
                            white: entry.white,
                            black: entry.black,
                            decided_by: Some(arbiter.to_string()),
                            note: Some(crate::boards::clocks::sanction_correction_note(old_seq)),
                        };
                        restore(tx, *round, *board, &s, at)?;
                        effects.push(Effect::ResultSetAsGiven {
                            round: *round,
                            board: *board,
                            result: s.text(),
                        });
                        result_restored = true;
                    }
                    continue;
                }
                if after.kind.as_deref() == Some("") {
                    return Err(CorrectionRefusal::ResultUnknown {
                        seq: old_seq,
                        round: *round,
                        board: *board,
                    }
                    .into());
                }
                let now = snapshot(tx, *round, *board)?;
                if now.white != after.white || now.black != after.black || now.kind != after.kind {
                    return Err(CorrectionRefusal::ResultChanged {
                        seq: old_seq,
                        round: *round,
                        board: *board,
                        now: now.score(),
                    }
                    .into());
                }
                restore(tx, *round, *board, before, at)?;
                effects.push(Effect::ResultRestored {
                    round: *round,
                    board: *board,
                    result: before.text(),
                });
            }
            AppliedEffect::Clock {
                round,
                board,
                side,
                delta_ms,
            } => {
                let s = if side == "white" { Side::White } else { Side::Black };
                let kind = ClockEventKind::Adjust {
                    side: s,
                    delta_ms: -delta_ms,
                };
                let note = crate::boards::clocks::sanction_correction_note(old_seq);
                match crate::boards::clocks::append_if_running(
                    tx, *round, *board, kind, at_ms, arbiter, at, &note,
                ) {
                    Ok(true) => effects.push(Effect::TimeTakenBack {
                        round: *round,
                        board: *board,
                        seconds: delta_ms / 1000,
                        sanction: old_seq,
                        white: s == Side::White,
                    }),
                    Ok(false) | Err(StoreError::Clock(_)) => effects.push(Effect::TimeStays {
                        round: *round,
                        board: *board,
                        seconds: delta_ms / 1000,
                        sanction: old_seq,
                    }),
                    Err(e) => return Err(e),
                }
            }
            AppliedEffect::ExcludedRound { round, previous } => {
                if *round <= rounds_paired {
                    effects.push(Effect::ExclusionStays { round: *round });
                    continue;
                }
                match previous {
                    Some(kind) => {
                        tx.execute(
                            "UPDATE bye_request SET kind = ?3 WHERE player_id = ?1 AND round = ?2",
                            params![old.player, round, kind],
                        )?;
                    }
                    None => {
                        tx.execute(
                            "DELETE FROM bye_request WHERE player_id = ?1 AND round = ?2 AND kind = 'Z'",
                            params![old.player, round],
                        )?;
                    }
                }
                effects.push(Effect::ExclusionLifted { round: *round });
            }
            AppliedEffect::Withdrawn { after } => {
                let n = tx.execute(
                    "UPDATE player SET withdrawn_after = NULL WHERE id = ?1 AND withdrawn_after = ?2",
                    params![old.player, after],
                )?;
                if n > 0 {
                    effects.push(Effect::ExpulsionLifted {
                        from: rounds_paired + 1,
                    });
                }
            }
        }
    }
    Ok(())
}

/// What a sanction recorded before effects were kept must have done,
/// derived from its penalties (results cannot be: the arbiter says them).
fn legacy_effects(tx: &Connection, old: &Sanction) -> Result<Vec<AppliedEffect>> {
    let mut out = Vec::new();
    let offender_white = match (old.round, old.board) {
        (Some(r), Some(b)) => Some(
            tx.query_row(
                "SELECT white FROM game WHERE round = ?1 AND board = ?2",
                params![r, b],
                |row| row.get::<_, i64>(0),
            )
            .optional()?
                == Some(old.player),
        ),
        _ => None,
    };
    for p in &old.penalties {
        match (p, old.round, old.board, offender_white) {
            (Penalty::IncreaseOpponentTime { ms }, Some(r), Some(b), Some(w)) => {
                out.push(AppliedEffect::Clock {
                    round: r,
                    board: b,
                    side: if w { "black" } else { "white" }.into(),
                    delta_ms: *ms as i64,
                })
            }
            (Penalty::ReduceOffenderTime { ms }, Some(r), Some(b), Some(w)) => {
                out.push(AppliedEffect::Clock {
                    round: r,
                    board: b,
                    side: if w { "white" } else { "black" }.into(),
                    delta_ms: -(*ms as i64),
                })
            }
            (
                Penalty::GameLost { .. }
                | Penalty::GameDrawn
                | Penalty::IncreaseOpponentPoints
                | Penalty::ReduceOffenderPoints { .. },
                Some(r),
                Some(b),
                _,
            ) => {
                let now = snapshot(tx, r, b)?;
                out.push(AppliedEffect::Result {
                    round: r,
                    board: b,
                    before: ResultSnapshot {
                        kind: None,
                        white: None,
                        black: None,
                        decided_by: None,
                        note: None,
                    },
                    // Unknown before: forces the arbiter to give the result.
                    after: ResultSnapshot {
                        kind: Some(String::new()),
                        ..now
                    },
                });
            }
            (Penalty::ExcludedFromRounds { rounds }, ..) => {
                out.extend(rounds.iter().map(|r| AppliedEffect::ExcludedRound {
                    round: *r,
                    previous: None,
                }));
            }
            (Penalty::Expulsion, ..) => {
                if let Some(after) = withdrawn_after(tx, old.player)? {
                    out.push(AppliedEffect::Withdrawn { after });
                }
            }
            _ => {}
        }
    }
    Ok(out)
}

/// The corrected sanction: what should have been applied, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SanctionCorrection {
    /// The penalties that should have been applied (none: the sanction is annulled).
    pub penalties: Vec<Penalty>,
    /// Why the sanction is corrected (required).
    pub reason: String,
    /// Who corrects it.
    pub arbiter: String,
    /// The game's result, when the sanction's result was changed since (or
    /// was recorded before sanctions kept their effects).
    #[serde(default)]
    pub result: Option<ResultEntry>,
}

/// What a correction recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CorrectionOutcome {
    /// The correcting incident entry, if the incident was corrected.
    pub incident_seq: Option<i64>,
    /// The correcting sanction entry, if any.
    pub sanction_seq: Option<i64>,
    /// The sanction entry corrected, if any.
    pub corrects_sanction: Option<i64>,
    /// The correcting sanction.
    pub sanction: Option<Sanction>,
    /// What was undone and done.
    pub effects: Vec<crate::discipline::effects::Effect>,
}

/// How an incident is corrected.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct IncidentCorrection {
    /// The incident as it should have been recorded.
    pub input: IncidentInput,
    /// The sanction for the corrected incident (the ladder's suggestion is
    /// computed as if the old sanction had never been).
    pub sanction: SanctionChoice,
    /// Why the incident is corrected (required).
    pub reason: String,
    /// The game's result when it cannot be restored from the old sanction.
    #[serde(default)]
    pub result: Option<ResultEntry>,
}

impl Discipline<'_> {
    /// Refuses to correct an entry already corrected: the newest one is corrected.
    fn current_entry(&self, corrected: CorrectedKind, seq: i64) -> Result<register::RegisterEntry> {
        let kind = corrected.kind();
        let entry = register::get(self.event.conn(), seq)?.ok_or(Missing::Entry { seq })?;
        if entry.kind != kind {
            return Err(CorrectionRefusal::WrongKind {
                seq,
                found: entry.kind,
                expected: corrected,
            }
            .into());
        }
        let by: Option<i64> = self
            .event
            .conn()
            .query_row(
                "SELECT seq FROM register WHERE kind = ?1 AND corrects = ?2 ORDER BY seq DESC LIMIT 1",
                params![kind, seq],
                |r| r.get(0),
            )
            .optional()?;
        if let Some(by) = by {
            return Err(CorrectionRefusal::AlreadyCorrected {
                kind: corrected,
                seq,
                by,
            }
            .into());
        }
        Ok(entry)
    }

    /// The entries that correct others, by the entry they correct.
    pub fn corrections(&self) -> Result<std::collections::HashMap<i64, i64>> {
        let mut stmt = self
            .event
            .conn()
            .prepare("SELECT corrects, seq FROM register WHERE corrects IS NOT NULL ORDER BY seq")?;
        let rows = stmt.query_map([], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Corrects sanction `seq` (AM-AC): undoes what it did, applies the
    /// corrected penalties and records a new sanction entry referencing it,
    /// all in one transaction.
    pub fn correct_sanction(&self, seq: i64, c: SanctionCorrection) -> Result<CorrectionOutcome> {
        let entry = self.current_entry(CorrectedKind::Sanction, seq)?;
        let old: Sanction = register::decode(&entry)?;
        if c.reason.trim().is_empty() || c.arbiter.trim().is_empty() {
            return Err(CorrectionRefusal::Unexplained.into());
        }
        let target = self.target(old.player, old.round, old.board)?;
        if needs_game(&c.penalties) && target.game.is_none() {
            return Err(CorrectionRefusal::NoGame.into());
        }
        let call = self.event.call()?;
        let rounds_paired = self.event.rounds_paired()?;
        let at = self.event.now();
        let at_ms = self.event.now_time().timestamp_millis().max(0) as u64;
        let chief = c.arbiter.trim().eq_ignore_ascii_case(call.chief_arbiter.trim());
        self.event.write(|tx| {
            // Again inside the transaction: two corrections of one sanction
            // at the same time, the second is refused.
            self.current_entry(CorrectedKind::Sanction, seq)?;
            let mut effects = Vec::new();
            undo(
                tx,
                seq,
                &old,
                rounds_paired,
                c.result,
                at_ms,
                &c.arbiter,
                &at,
                &mut effects,
            )?;
            let mut applied = Vec::new();
            for p in &c.penalties {
                apply_recorded(
                    tx,
                    p,
                    &target,
                    rounds_paired,
                    at_ms,
                    &c.arbiter,
                    &at,
                    &mut effects,
                    &mut applied,
                )?;
            }
            let sanction = Sanction {
                penalties: c.penalties.clone(),
                reason: Some(c.reason.clone()),
                arbiter: c.arbiter.clone(),
                chief,
                at: at.clone(),
                corrects: Some(seq),
                applied,
                ..old.clone()
            };
            let e = tx.record(&sanction)?;
            Ok(CorrectionOutcome {
                incident_seq: None,
                sanction_seq: Some(e.seq),
                corrects_sanction: Some(seq),
                sanction: Some(sanction),
                effects,
            })
        })
    }

    fn target(&self, player: i64, round: Option<u32>, board: Option<u32>) -> Result<Target> {
        let game = match (round, board) {
            (Some(r), Some(b)) => {
                let g = self.event.rounds().game(r, b)?;
                Some((
                    g.white == player,
                    if g.white == player { g.black } else { Some(g.white) },
                ))
            }
            _ => None,
        };
        Ok(Target {
            player,
            round,
            board,
            game,
        })
    }

    /// Corrects incident `seq` (wrong player, fault, game or facts): records
    /// the corrected incident referencing the old one, and corrects the old
    /// incident's sanction to the one chosen for the corrected incident (the
    /// ladder counted as if the old sanction had never been), in one transaction.
    pub fn correct_incident(
        &mut self,
        seq: i64,
        c: IncidentCorrection,
    ) -> Result<(IncidentOutcome, CorrectionOutcome)> {
        let entry = self.current_entry(CorrectedKind::Incident, seq)?;
        let old: Incident = register::decode(&entry)?;
        if c.reason.trim().is_empty() {
            return Err(CorrectionRefusal::NoReason.into());
        }
        let opponent = self.check_incident_input(&c.input)?;
        // The sanction currently standing for the old incident (or for an
        // incident it corrected), if any.
        let mut chain = vec![seq];
        let mut cursor = old.corrects;
        while let Some(prev) = cursor {
            chain.push(prev);
            cursor = register::get(self.event.conn(), prev)?
                .map(|e| register::decode::<Incident>(&e))
                .transpose()?
                .and_then(|i| i.corrects);
        }
        let call = self.event.call()?;
        let at = self.event.now();
        let at_ms = self.event.now_time().timestamp_millis().max(0) as u64;
        let chief = c
            .input
            .arbiter
            .trim()
            .eq_ignore_ascii_case(call.chief_arbiter.trim());
        let target = Target {
            player: c.input.player,
            round: c.input.round,
            board: c.input.board,
            game: opponent,
        };
        let incident = Incident {
            player: c.input.player,
            round: c.input.round,
            board: c.input.board,
            fault: c.input.fault,
            description: c.input.description.clone(),
            card_code: c.input.card_code.clone(),
            window: c.input.window.clone(),
            result: c.input.result.clone(),
            arbiter: c.input.arbiter.clone(),
            at: at.clone(),
            corrects: Some(seq),
            correction_reason: Some(c.reason.clone()),
        };
        self.event.write(|tx| {
            // Inside the write transaction, like the incident itself: the
            // ladder counts every sanction recorded when this write holds the file.
            self.current_entry(CorrectedKind::Incident, seq)?;
            let superseded = register::superseded::<Sanction>(self.event.conn())?;
            let old_sanction: Option<(i64, Sanction)> = register::bodies::<Sanction>(self.event.conn())?
                .into_iter()
                .rfind(|(s, x)| chain.contains(&x.incident) && !superseded.contains(s));
            let suggested = self.suggest_sanction_excluding(
                c.input.player,
                c.input.fault,
                c.input.round,
                c.input.board,
                c.input.opponent_can_mate,
                old_sanction.as_ref().map(|(s, _)| *s),
            )?;
            let (penalties, reason) = resolve_choice(&suggested, c.sanction.clone())?;
            if needs_game(&penalties) && opponent.is_none() {
                return Err(DisciplineRefusal::NeedsGame.into());
            }
            let rounds_paired = self.event.rounds_paired()?;
            let ientry = tx.record(&incident)?;
            let mut effects = Vec::new();
            if let Some((sseq, s)) = &old_sanction {
                undo(
                    tx,
                    *sseq,
                    s,
                    rounds_paired,
                    c.result,
                    at_ms,
                    &c.input.arbiter,
                    &at,
                    &mut effects,
                )?;
            }
            let mut applied = Vec::new();
            for p in &penalties {
                apply_recorded(
                    tx,
                    p,
                    &target,
                    rounds_paired,
                    at_ms,
                    &c.input.arbiter,
                    &at,
                    &mut effects,
                    &mut applied,
                )?;
            }
            let write_sanction = old_sanction.is_some() || !penalties.is_empty();
            let sanction = write_sanction.then(|| Sanction {
                player: c.input.player,
                incident: ientry.seq,
                round: c.input.round,
                board: c.input.board,
                fault: c.input.fault,
                suggested: suggested.clone(),
                penalties: penalties.clone(),
                reason: reason.clone().or_else(|| Some(c.reason.clone())),
                arbiter: c.input.arbiter.clone(),
                chief,
                at: at.clone(),
                corrects: old_sanction.as_ref().map(|(s, _)| *s),
                applied,
            });
            let sanction_seq = match &sanction {
                Some(s) => Some(tx.record(s)?.seq),
                None => None,
            };
            let outcome = IncidentOutcome {
                incident_seq: ientry.seq,
                incident: incident.clone(),
                sanction_seq,
                sanction: sanction.clone(),
                effects: effects.clone(),
            };
            Ok((
                outcome,
                CorrectionOutcome {
                    incident_seq: Some(ientry.seq),
                    sanction_seq,
                    corrects_sanction: old_sanction.as_ref().map(|(s, _)| *s),
                    sanction,
                    effects,
                },
            ))
        })
    }
}
