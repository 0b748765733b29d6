//! Incidents, sanctions on the AM-AC ladder, chief arbiter decisions, the
//! appeals committee and appeals (C.11): all entries of the hash-chained
//! register, each written with its consequences (clock adjustment, game
//! result, withdrawal, excluded rounds) in one transaction.

use crate::discipline::Effect;
use chrono::{DateTime, FixedOffset};
use rusqlite::{Connection, params};
use serde::{Deserialize, Serialize};

use super::{Event, parse_time};
use crate::appeals::{self, Committee, Member, Outcome};
use crate::discipline::{self, FaultKind, LadderContext, Penalty, Suggestion};
use crate::error::Result;
use crate::refusal::{DisciplineRefusal, InputProblem, Missing};
use crate::register::{self, RegisterEntry};

/// What the arbiter records about an incident (AM-AA: card code, window,
/// result, time and arbiter).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct IncidentInput {
    /// The player at fault.
    pub player: i64,
    /// Round, if during a game.
    #[serde(default)]
    pub round: Option<u32>,
    /// Board, if during a game.
    #[serde(default)]
    pub board: Option<u32>,
    /// The fault.
    pub fault: FaultKind,
    /// What happened.
    pub description: String,
    /// Card code involved, if any.
    #[serde(default)]
    pub card_code: Option<String>,
    /// Window in which it happened (AM-D2), if any.
    #[serde(default)]
    pub window: Option<String>,
    /// Result of the resolution or of the game, as the arbiter notes it.
    #[serde(default)]
    pub result: Option<String>,
    /// Arbiter recording it.
    pub arbiter: String,
    /// For 7.5.5: whether the opponent can still checkmate by some legal series (unknown = yes).
    #[serde(default)]
    pub opponent_can_mate: Option<bool>,
}

/// A stored incident.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Incident {
    /// The player at fault.
    pub player: i64,
    /// Round.
    pub round: Option<u32>,
    /// Board.
    pub board: Option<u32>,
    /// Fault.
    pub fault: FaultKind,
    /// What happened.
    pub description: String,
    /// Card code.
    pub card_code: Option<String>,
    /// Window.
    pub window: Option<String>,
    /// Result noted.
    #[serde(default)]
    pub result: Option<String>,
    /// Arbiter.
    pub arbiter: String,
    /// When.
    pub at: String,
    /// The incident entry this one corrects.
    pub corrects: Option<i64>,
    /// Why it was corrected (corrections only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub correction_reason: Option<String>,
}

/// A stored sanction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sanction {
    /// The player sanctioned.
    pub player: i64,
    /// The incident entry.
    pub incident: i64,
    /// Round.
    pub round: Option<u32>,
    /// Board.
    pub board: Option<u32>,
    /// Fault.
    pub fault: FaultKind,
    /// What the ladder suggested.
    pub suggested: Suggestion,
    /// What was applied.
    pub penalties: Vec<Penalty>,
    /// The written reason, required when the penalties differ from the suggestion.
    pub reason: Option<String>,
    /// Arbiter who decided.
    pub arbiter: String,
    /// Whether the chief arbiter decided (only then can it be appealed, C.11 3.7).
    pub chief: bool,
    /// When.
    pub at: String,
    /// The sanction entry this one corrects.
    pub corrects: Option<i64>,
    /// What its penalties changed (results, clocks, byes, withdrawal), so
    /// that a correction can undo exactly that.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub applied: Vec<super::corrections::AppliedEffect>,
}

/// The arbiter's choice of sanction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SanctionChoice {
    /// Apply the ladder's suggestion.
    Suggested,
    /// Apply these penalties instead, for the reason given.
    Deviate {
        /// The penalties.
        penalties: Vec<Penalty>,
        /// Why (required).
        reason: String,
    },
    /// Record the incident without a sanction (the arbiter found no fault); a reason is required.
    None {
        /// Why.
        reason: String,
    },
}

/// What recording an incident produced.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct IncidentOutcome {
    /// Register entry of the incident.
    pub incident_seq: i64,
    /// The incident.
    pub incident: Incident,
    /// Register entry of the sanction, if one was applied.
    pub sanction_seq: Option<i64>,
    /// The sanction.
    pub sanction: Option<Sanction>,
    /// What was done as a consequence (clock adjusted, result set…).
    pub effects: Vec<crate::discipline::Effect>,
}

/// An incident checked and ready to be written.
pub(super) struct PreparedIncident {
    input: IncidentInput,
    incident: Incident,
    opponent: Option<(bool, Option<i64>)>,
    chief: bool,
    at: String,
    at_ms: u64,
}

/// A chief arbiter decision that can be appealed (C.11 3.7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// What it is about.
    pub subject: String,
    /// The decision.
    pub text: String,
    /// Players concerned.
    pub players: Vec<i64>,
    /// Round, if any.
    pub round: Option<u32>,
    /// Board, if any.
    pub board: Option<u32>,
    /// Entry it rules on (an incident or sanction), if any.
    pub about: Option<i64>,
    /// The chief arbiter.
    pub arbiter: String,
    /// When.
    pub at: String,
}

/// A lodged appeal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Appeal {
    /// The appellant.
    pub player: i64,
    /// The decision appealed (a chief arbiter's sanction or decision entry).
    pub against: i64,
    /// The written appeal.
    pub text: String,
    /// When it was lodged.
    pub at: String,
    /// The deadline that applied.
    pub deadline: String,
    /// The article setting the deadline.
    pub deadline_article: String,
    /// Fee paid, as announced in the call.
    pub fee: Option<String>,
}

/// The committee's final decision on an appeal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AppealDecision {
    /// The appeal entry.
    pub appeal: i64,
    /// The outcome.
    pub outcome: Outcome,
    /// The decision's text.
    pub text: String,
    /// Who sat (C.11 2.3).
    pub panel: Vec<Member>,
    /// Whether the fee is returned.
    pub fee_refunded: bool,
    /// When.
    pub at: String,
}

/// The discipline record of one player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRecord {
    /// The player.
    pub player: i64,
    /// Current sanctions that count on the ladder, per fault code.
    pub counts: Vec<(FaultKind, u32)>,
    /// Every incident entry (seq, incident).
    pub incidents: Vec<(i64, Incident)>,
    /// Every sanction entry (seq, sanction, counts on the ladder).
    pub sanctions: Vec<(i64, Sanction, bool)>,
}

impl Event {
    pub(super) fn entries<T: for<'de> Deserialize<'de>>(&self, kind: &str) -> Result<Vec<(i64, T)>> {
        register::of_kind(self.conn(), kind)?
            .iter()
            .map(|e| Ok((e.seq, register::decode(e)?)))
            .collect()
    }

    /// Entry numbers corrected by a later entry of the same kind.
    pub(super) fn superseded(&self, kind: &str) -> Result<std::collections::HashSet<i64>> {
        let mut stmt = self
            .conn()
            .prepare_cached("SELECT corrects FROM register WHERE kind = ?1 AND corrects IS NOT NULL")?;
        let rows = stmt.query_map([kind], |r| r.get::<_, i64>(0))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Sanctions annulled by an upheld or modified appeal.
    fn annulled_by_appeal(&self) -> Result<std::collections::HashSet<i64>> {
        let appeals: std::collections::HashMap<i64, Appeal> = self.entries("appeal")?.into_iter().collect();
        let mut out = std::collections::HashSet::new();
        for (_, d) in self.entries::<AppealDecision>("appeal-decision")? {
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
        let superseded = self.superseded("sanction")?;
        let annulled = self.annulled_by_appeal()?;
        Ok(self
            .entries::<Sanction>("sanction")?
            .into_iter()
            .map(|(seq, s)| {
                let counts = !superseded.contains(&seq) && !annulled.contains(&seq);
                (seq, s, counts)
            })
            .collect())
    }

    /// Every incident (seq, incident).
    pub fn incidents(&self) -> Result<Vec<(i64, Incident)>> {
        self.entries("incident")
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
    pub(super) fn suggest_sanction_excluding(
        &self,
        player: i64,
        fault: FaultKind,
        round: Option<u32>,
        board: Option<u32>,
        opponent_can_mate: Option<bool>,
        exclude: Option<i64>,
    ) -> Result<Suggestion> {
        let rate = self.call()?.rate();
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
        self.player(player)?;
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
    pub(super) fn check_incident_input(&self, input: &IncidentInput) -> Result<Option<(bool, Option<i64>)>> {
        let player = self.player(input.player)?;
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
                let g = self.game(r, b)?;
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
        self.write(|tx| self.incident_in(tx, prepared, choice))
    }

    /// Checks an incident before its write: the player, the board, the words.
    pub(super) fn prepare_incident(&self, input: IncidentInput) -> Result<PreparedIncident> {
        let call = self.call()?;
        let opponent = self.check_incident_input(&input)?;
        let at = self.now();
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
        let at_ms = self.now_time().timestamp_millis().max(0) as u64;
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
    pub(super) fn incident_in(
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
            let rounds_paired = self.rounds_paired()?;
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
            let target = super::corrections::Target {
                player: input.player,
                round: input.round,
                board: input.board,
                game: opponent,
            };
            let mut applied = Vec::new();
            for p in &penalties {
                super::corrections::apply_recorded(
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
            self.player(*p)?;
        }
        if text.trim().is_empty() || subject.trim().is_empty() {
            return Err(InputProblem::DecisionIncomplete.into());
        }
        if let Some(seq) = about {
            register::get(self.conn(), seq)?.ok_or(Missing::Entry { seq })?;
        }
        let decision = Decision {
            subject: subject.to_string(),
            text: text.to_string(),
            players,
            round,
            board,
            about,
            arbiter: self.call()?.chief_arbiter,
            at: self.now(),
        };
        let seq = self.write(|tx| Ok(tx.record(&decision)?.seq))?;
        Ok((seq, decision))
    }

    /// Appoints (or replaces) the appeals committee (C.11 2.2–2.4).
    pub fn set_committee(&mut self, committee: Committee) -> Result<i64> {
        let call = self.call()?;
        let mut arbiters = call.arbiters.clone();
        arbiters.push(call.chief_arbiter.clone());
        let problems = committee.problems(&arbiters);
        if !problems.is_empty() {
            return Err(crate::refusal::CommitteeInvalid { problems }.into());
        }
        self.write(|tx| Ok(tx.record(&committee)?.seq))
    }

    /// The committee in force.
    pub fn committee(&self) -> Result<Option<Committee>> {
        Ok(self.entries::<Committee>("committee")?.pop().map(|(_, c)| c))
    }

    /// Lodges an appeal against a chief arbiter's decision or sanction,
    /// within the C.11 3.4 deadline.
    pub fn lodge_appeal(&mut self, player: i64, against: i64, text: &str) -> Result<(i64, Appeal)> {
        self.player(player)?;
        if text.trim().is_empty() {
            return Err(DisciplineRefusal::AppealUnwritten.into());
        }
        let entry = register::get(self.conn(), against)?.ok_or(Missing::Entry { seq: against })?;
        let decided_at = match entry.kind.as_str() {
            "sanction" => {
                let s: Sanction = register::decode(&entry)?;
                if !s.chief {
                    return Err(DisciplineRefusal::DeputySanction { seq: against }.into());
                }
                s.at
            }
            "decision" => register::decode::<Decision>(&entry)?.at,
            other => {
                return Err(DisciplineRefusal::NotADecision {
                    seq: against,
                    kind: other.to_string(),
                }
                .into());
            }
        };
        if self
            .entries::<Appeal>("appeal")?
            .iter()
            .any(|(_, a)| a.against == against && a.player == player)
        {
            return Err(DisciplineRefusal::AlreadyAppealed { seq: against }.into());
        }
        let call = self.call()?;
        let rate = call.rate();
        let decided: DateTime<FixedOffset> = parse_time(&decided_at)?;
        let deadline = appeals::deadline(rate, decided);
        let now = self.now_time();
        if now > deadline {
            return Err(DisciplineRefusal::AppealTooLate {
                seq: against,
                deadline: super::format_time(&deadline),
                article: appeals::window_article(rate),
            }
            .into());
        }
        let appeal = Appeal {
            player,
            against,
            text: text.to_string(),
            at: super::format_time(&now),
            deadline: super::format_time(&deadline),
            deadline_article: appeals::window_article(rate).to_string(),
            fee: call.appeal_fee.clone(),
        };
        let seq = self.write(|tx| Ok(tx.record(&appeal)?.seq))?;
        Ok((seq, appeal))
    }

    /// Every appeal with its decision, if any.
    pub fn appeals(&self) -> Result<Vec<(i64, Appeal, Option<AppealDecision>)>> {
        let decisions = self.entries::<AppealDecision>("appeal-decision")?;
        Ok(self
            .entries::<Appeal>("appeal")?
            .into_iter()
            .map(|(seq, a)| {
                let d = decisions
                    .iter()
                    .find(|(_, d)| d.appeal == seq)
                    .map(|(_, d)| d.clone());
                (seq, a, d)
            })
            .collect())
    }

    /// Records the committee's final decision (C.11: decisions are final).
    pub fn decide_appeal(
        &mut self,
        appeal: i64,
        outcome: Outcome,
        text: &str,
    ) -> Result<(i64, AppealDecision)> {
        let (_, a, existing) = self
            .appeals()?
            .into_iter()
            .find(|(seq, _, _)| *seq == appeal)
            .ok_or(Missing::Appeal { seq: appeal })?;
        if existing.is_some() {
            return Err(DisciplineRefusal::AppealDecided { seq: appeal }.into());
        }
        if text.trim().is_empty() {
            return Err(DisciplineRefusal::DecisionUnwritten.into());
        }
        let committee = self.committee()?.ok_or(DisciplineRefusal::NoCommittee)?;
        let mut feds = Vec::new();
        let entry = register::get(self.conn(), a.against)?;
        let mut parties = vec![a.player];
        if let Some(e) = entry {
            if e.kind == "sanction" {
                let s: Sanction = register::decode(&e)?;
                parties.push(s.player);
                if let (Some(r), Some(b)) = (s.round, s.board)
                    && let Ok(g) = self.game(r, b)
                {
                    parties.push(g.white);
                    parties.extend(g.black);
                }
            } else if e.kind == "decision" {
                parties.extend(register::decode::<Decision>(&e)?.players);
            }
        }
        for p in parties {
            if let Some(f) = self.player(p)?.input.federation {
                feds.push(f);
            }
        }
        let panel = committee.panel_for(&feds)?;
        let decision = AppealDecision {
            appeal,
            outcome,
            text: text.to_string(),
            panel,
            fee_refunded: a.fee.is_some() && outcome.refunds_fee(),
            at: self.now(),
        };
        let seq = self.write(|tx| Ok(tx.record(&decision)?.seq))?;
        Ok((seq, decision))
    }

    /// Every register entry, oldest first.
    pub fn register_entries(&self) -> Result<Vec<RegisterEntry>> {
        register::all(self.conn())
    }
}

/// The penalties and reason the arbiter's choice stands for: deviating
/// from the ladder, or recording no sanction, needs a written reason (AM-AC).
pub(super) fn resolve_choice(
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
pub(super) fn needs_game(penalties: &[Penalty]) -> bool {
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
pub(super) fn apply_penalty(
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
    effects: &mut Vec<crate::discipline::Effect>,
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
        (Penalty::IncreaseOpponentTime { ms }, Some(r), Some(b), Some((white, _))) => {
            let kind = ClockEventKind::Adjust {
                side: side(white, false),
                delta_ms: *ms as i64,
            };
            if super::clocks::append_if_running(
                tx,
                r,
                b,
                kind,
                at_ms,
                arbiter,
                at,
                super::clocks::SANCTION_NOTE,
            )? {
                effects.push(Effect::TimeAdded { seconds: ms / 1000 });
            } else {
                effects.push(Effect::TimeToAddByHand {
                    board: b,
                    seconds: ms / 1000,
                });
            }
        }
        (Penalty::ReduceOffenderTime { ms }, Some(r), Some(b), Some((white, _))) => {
            let kind = ClockEventKind::Adjust {
                side: side(white, true),
                delta_ms: -(*ms as i64),
            };
            if super::clocks::append_if_running(
                tx,
                r,
                b,
                kind,
                at_ms,
                arbiter,
                at,
                super::clocks::SANCTION_NOTE,
            )? {
                effects.push(Effect::TimeRemoved { seconds: ms / 1000 });
            } else {
                effects.push(Effect::TimeToRemoveByHand {
                    board: b,
                    seconds: ms / 1000,
                });
            }
        }
        (Penalty::GameLost { opponent_half_points }, Some(r), Some(b), Some((white, _))) => {
            let (w, bl) = if white {
                (0, *opponent_half_points)
            } else {
                (*opponent_half_points, 0)
            };
            super::results::set_arbiter_scores(
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
                result: super::results::score_text(w, bl),
            });
        }
        (Penalty::GameDrawn, Some(r), Some(b), Some(_)) => {
            super::results::set_arbiter_scores(
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
                result: super::results::score_text(1, 1),
            });
        }
        (Penalty::IncreaseOpponentPoints, Some(r), Some(b), Some((white, _))) => {
            let (w, bl) = super::results::current_scores(tx, r, b)?;
            let (w, bl) = if white {
                (w.unwrap_or(0), 2)
            } else {
                (2, bl.unwrap_or(0))
            };
            super::results::set_arbiter_scores(tx, r, b, w, bl, arbiter, "12.9.4", at)?;
            effects.push(Effect::ResultSet {
                round: r,
                board: b,
                result: super::results::score_text(w, bl),
            });
        }
        (Penalty::ReduceOffenderPoints { to_half_points }, Some(r), Some(b), Some((white, _))) => {
            let (w, bl) = super::results::current_scores(tx, r, b)?;
            let (w, bl) = if white {
                (*to_half_points, bl.unwrap_or(0))
            } else {
                (w.unwrap_or(0), *to_half_points)
            };
            super::results::set_arbiter_scores(tx, r, b, w, bl, arbiter, "12.9.5", at)?;
            effects.push(Effect::ResultSet {
                round: r,
                board: b,
                result: super::results::score_text(w, bl),
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
