//! Incidents and sanctions on the AM-AC ladder, and chief arbiter
//! decisions: each entry of the register written with its consequences
//! (clock adjustment, game result, withdrawal, excluded rounds) in one
//! transaction, and read back with whether it still counts on the ladder.

use crate::discipline::appeals::Outcome;
use crate::discipline::apply::{needs_game, resolve_choice};
use crate::discipline::ladder::{FaultKind, LadderContext, Suggestion};
use crate::discipline::refusal::{DisciplineRefusal, InputProblem};
use crate::discipline::{
    Appeal, AppealDecision, Decision, Discipline, Incident, IncidentInput, IncidentOutcome, PlayerRecord,
    PreparedIncident, Sanction, SanctionChoice,
};
use crate::error::Result;
use crate::missing::Missing;
use crate::{discipline, register};

impl Discipline<'_> {
    /// Sanctions annulled by an upheld or modified appeal.
    fn annulled_by_appeal(&self) -> Result<std::collections::HashSet<i64>> {
        let appeals: std::collections::HashMap<i64, Appeal> = register::bodies::<Appeal>(self.event.conn())?
            .into_iter()
            .collect();
        let mut out = std::collections::HashSet::new();
        for (_, d) in register::bodies::<AppealDecision>(self.event.conn())? {
            if d.outcome != Outcome::Rejected
                && let Some(a) = appeals.get(&d.appeal)
            {
                out.insert(a.against);
            }
        }
        Ok(out)
    }

    /// Every sanction with whether it counts on the ladder (not corrected, not annulled on appeal).
    pub fn sanctions(&self) -> Result<Vec<(i64, Sanction, bool)>> {
        let superseded = register::superseded::<Sanction>(self.event.conn())?;
        let annulled = self.annulled_by_appeal()?;
        Ok(register::bodies::<Sanction>(self.event.conn())?
            .into_iter()
            .map(|(seq, s)| {
                let counts = !superseded.contains(&seq) && !annulled.contains(&seq);
                (seq, s, counts)
            })
            .collect())
    }

    /// Every incident (seq, incident).
    pub fn incidents(&self) -> Result<Vec<(i64, Incident)>> {
        register::bodies::<Incident>(self.event.conn())
    }

    /// Every chief arbiter decision (seq, decision), oldest first.
    pub fn decisions(&self) -> Result<Vec<(i64, Decision)>> {
        register::bodies::<Decision>(self.event.conn())
    }

    /// The ladder's suggestion for `player` committing `fault` now.
    pub fn suggest_sanction(
        &self,
        player: i64,
        fault: FaultKind,
        round: Option<u32>,
        board: Option<u32>,
        opponent_can_mate: Option<bool>,
    ) -> Result<Suggestion> {
        self.suggest_sanction_excluding(player, fault, round, board, opponent_can_mate, None)
    }

    /// The ladder's suggestion as if sanction entry `exclude` (one being
    /// corrected) had never been recorded.
    pub(crate) fn suggest_sanction_excluding(
        &self,
        player: i64,
        fault: FaultKind,
        round: Option<u32>,
        board: Option<u32>,
        opponent_can_mate: Option<bool>,
        exclude: Option<i64>,
    ) -> Result<Suggestion> {
        let rate = self.event.call()?.rate();
        let mut same = 0;
        let mut in_game = 0;
        for (seq, s, counts) in self.sanctions()? {
            if !counts
                || Some(seq) == exclude
                || s.player != player
                || s.fault != fault
                || s.penalties.is_empty()
            {
                continue;
            }
            same += 1;
            if round.is_some() && s.round == round && s.board == board {
                in_game += 1;
            }
        }
        Ok(discipline::suggest(
            fault,
            LadderContext {
                rate,
                previous_same_fault: same,
                previous_illegal_in_game: in_game,
                opponent_can_mate,
            },
        ))
    }

    /// A player's discipline record.
    pub fn player_record(&self, player: i64) -> Result<PlayerRecord> {
        self.event.players().get(player)?;
        let sanctions: Vec<_> = self
            .sanctions()?
            .into_iter()
            .filter(|(_, s, _)| s.player == player)
            .collect();
        let mut counts: Vec<(FaultKind, u32)> = Vec::new();
        for (_, s, c) in &sanctions {
            if *c && !s.penalties.is_empty() {
                match counts.iter_mut().find(|(k, _)| *k == s.fault) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((s.fault, 1)),
                }
            }
        }
        Ok(PlayerRecord {
            player,
            counts,
            incidents: self
                .incidents()?
                .into_iter()
                .filter(|(_, i)| i.player == player)
                .collect(),
            sanctions,
        })
    }

    /// Checks what the arbiter entered about an incident; returns, for an
    /// incident during a game, whether the player had White and the opponent.
    pub(crate) fn check_incident_input(&self, input: &IncidentInput) -> Result<Option<(bool, Option<i64>)>> {
        let player = self.event.players().get(input.player)?;
        if input.description.trim().is_empty() {
            return Err(InputProblem::IncidentNoDescription.into());
        }
        if input.arbiter.trim().is_empty() {
            return Err(InputProblem::IncidentNoArbiter.into());
        }
        if input.round.is_some() != input.board.is_some() {
            return Err(InputProblem::IncidentRoundAndBoard.into());
        }
        Ok(match (input.round, input.board) {
            (Some(r), Some(b)) => {
                let g = self.event.rounds().game(r, b)?;
                if g.white != player.id && g.black != Some(player.id) {
                    return Err(DisciplineRefusal::NotOnBoard {
                        name: player.input.name,
                        round: r,
                        board: b,
                    }
                    .into());
                }
                Some((
                    g.white == player.id,
                    if g.white == player.id {
                        g.black
                    } else {
                        Some(g.white)
                    },
                ))
            }
            _ => None,
        })
    }

    /// Records an incident and the sanction chosen, with its consequences,
    /// in one transaction. Deviating from the ladder needs a written reason.
    pub fn record_incident(
        &mut self,
        input: IncidentInput,
        choice: SanctionChoice,
    ) -> Result<IncidentOutcome> {
        let prepared = self.prepare_incident(input)?;
        self.event.write(|tx| self.incident_in(tx, prepared, choice))
    }

    /// Checks an incident before its write: the player, the board, the words.
    pub(crate) fn prepare_incident(&self, input: IncidentInput) -> Result<PreparedIncident> {
        let call = self.event.call()?;
        let opponent = self.check_incident_input(&input)?;
        let at = self.event.now();
        let incident = Incident {
            player: input.player,
            round: input.round,
            board: input.board,
            fault: input.fault,
            description: input.description.clone(),
            card_code: input.card_code.clone(),
            window: input.window.clone(),
            result: input.result.clone(),
            arbiter: input.arbiter.clone(),
            at: at.clone(),
            corrects: None,
            correction_reason: None,
        };
        let chief = input
            .arbiter
            .trim()
            .eq_ignore_ascii_case(call.chief_arbiter.trim());
        let at_ms = self.event.now_time().timestamp_millis().max(0) as u64;
        Ok(PreparedIncident {
            input,
            incident,
            opponent,
            chief,
            at,
            at_ms,
        })
    }

    /// Records a checked incident and its sanction inside the write `tx`.
    pub(crate) fn incident_in(
        &self,
        tx: &mut register::Writer<'_>,
        prepared: PreparedIncident,
        choice: SanctionChoice,
    ) -> Result<IncidentOutcome> {
        let PreparedIncident {
            input,
            incident,
            opponent,
            chief,
            at,
            at_ms,
        } = prepared;
        {
            // The ladder counts what is recorded when this write holds the
            // file: a simultaneous incident for the same player is counted.
            let suggested = self.suggest_sanction(
                input.player,
                input.fault,
                input.round,
                input.board,
                input.opponent_can_mate,
            )?;
            let (penalties, reason) = resolve_choice(&suggested, choice)?;
            if needs_game(&penalties) && opponent.is_none() {
                return Err(DisciplineRefusal::NeedsGame.into());
            }
            let rounds_paired = self.event.rounds_paired()?;
            let ientry = tx.record(&incident)?;
            let mut effects = Vec::new();
            if reason.is_some() && penalties.is_empty() {
                return Ok(IncidentOutcome {
                    incident_seq: ientry.seq,
                    incident: incident.clone(),
                    sanction_seq: None,
                    sanction: None,
                    effects,
                });
            }
            let target = crate::discipline::apply::Target {
                player: input.player,
                round: input.round,
                board: input.board,
                game: opponent,
            };
            let mut applied = Vec::new();
            for p in &penalties {
                crate::discipline::apply::apply_recorded(
                    tx,
                    p,
                    &target,
                    rounds_paired,
                    at_ms,
                    &input.arbiter,
                    &at,
                    &mut effects,
                    &mut applied,
                )?;
            }
            let sanction = Sanction {
                player: input.player,
                incident: ientry.seq,
                round: input.round,
                board: input.board,
                fault: input.fault,
                suggested: suggested.clone(),
                penalties: penalties.clone(),
                reason: reason.clone(),
                arbiter: input.arbiter.clone(),
                chief,
                at: at.clone(),
                corrects: None,
                applied,
            };
            let sentry = tx.record(&sanction)?;
            Ok(IncidentOutcome {
                incident_seq: ientry.seq,
                incident: incident.clone(),
                sanction_seq: Some(sentry.seq),
                sanction: Some(sanction),
                effects,
            })
        }
    }

    /// Records a chief arbiter decision (what a player may then appeal).
    pub fn record_decision(
        &mut self,
        subject: &str,
        text: &str,
        players: Vec<i64>,
        round: Option<u32>,
        board: Option<u32>,
        about: Option<i64>,
    ) -> Result<(i64, Decision)> {
        for p in &players {
            self.event.players().get(*p)?;
        }
        if text.trim().is_empty() || subject.trim().is_empty() {
            return Err(InputProblem::DecisionIncomplete.into());
        }
        if let Some(seq) = about {
            register::get(self.event.conn(), seq)?.ok_or(Missing::Entry { seq })?;
        }
        let decision = Decision {
            subject: subject.to_string(),
            text: text.to_string(),
            players,
            round,
            board,
            about,
            arbiter: self.event.call()?.chief_arbiter,
            at: self.event.now(),
        };
        let seq = self.event.write(|tx| Ok(tx.record(&decision)?.seq))?;
        Ok((seq, decision))
    }
}
