//! The Incidents screen (AM-AA, AM-AC; FIDE 12.9; C.11): incidents logged
//! from any board, the ladder's suggested sanction, deviations with their
//! written reason, corrections (new entries referencing the old, never
//! edits), the appeals committee, appeals and the committee's decisions.
//! Every entry is in the event's hash-chained register.

use std::collections::HashMap;

use arbitro_cards::Window;
use arbitro_store::appeals::{Committee, Member, Outcome};
use arbitro_store::discipline::{
    FaultKind, LadderStep, Lang, MissingParam, Penalty, PenaltyKind, PenaltyParams, Suggestion,
};
use arbitro_store::players::Player;
use arbitro_store::{
    Event, IncidentCorrection, IncidentInput, ResultEntry, Sanction, SanctionChoice, SanctionCorrection,
};
use serde::{Deserialize, Serialize};
use tauri::State;
use ts_rs::TS;

use crate::catalogue::Text;
use crate::error::{AppError, IpcResult};
use crate::state::AppState;

/// A penalty as the forms edit it (FIDE 12.9.1–12.9.9, and the 7.5.5 draw).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PenaltyForm {
    /// The store's tag: `warning`, `increase-opponent-time`, `reduce-offender-time`,
    /// `increase-opponent-points`, `reduce-offender-points`, `game-lost`, `fine`,
    /// `excluded-from-rounds`, `expulsion`, `game-drawn`.
    pub penalty: String,
    /// Milliseconds, for the time penalties.
    pub ms: Option<u64>,
    /// Half-points: the offender's score after 12.9.5, the opponent's after 12.9.6.
    pub half_points: Option<u8>,
    /// The fine's amount (12.9.7).
    pub amount: Option<String>,
    /// The rounds of an exclusion (12.9.8).
    pub rounds: Vec<u32>,
}

/// A penalty with its article and wording.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PenaltyView {
    /// The penalty.
    pub spec: PenaltyForm,
    /// The article that provides it (`FIDE 12.9.2`).
    pub article: String,
    /// One line in both languages.
    pub text: Text,
}

/// A fault the arbiter can record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct FaultOption {
    /// The store's code.
    pub code: String,
    /// Short label.
    pub label: Text,
    /// The clauses that define it.
    pub clauses: Vec<String>,
}

/// What the arbiter records about an incident (AM-AA).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct IncidentForm {
    /// The player at fault.
    pub player: i64,
    /// Round, for an incident during a game.
    pub round: Option<u32>,
    /// Board, likewise.
    pub board: Option<u32>,
    /// Fault code.
    pub fault: String,
    /// What happened.
    pub description: String,
    /// Card code involved.
    pub card_code: String,
    /// The window the card was played in (AM-D2), if any.
    pub window: Option<Window>,
    /// Result of the resolution or game, as noted.
    pub result: String,
    /// The arbiter recording it.
    pub arbiter: String,
    /// For 7.5.5: whether the opponent can still checkmate (unknown: yes).
    pub opponent_can_mate: Option<bool>,
}

/// Whether the arbiter applies the ladder's suggestion.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum SanctionMode {
    /// Apply the suggested sanction.
    Suggested,
    /// Another sanction, with the written reason (AM-AC).
    Deviate,
    /// No sanction, with the written reason.
    None,
}

/// A step of the AM-AC ladder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum Step {
    /// Warning (FIDE 12.9.1).
    Warning,
    /// Time adjustment (FIDE 12.9.2).
    TimeAdjustment,
    /// Loss of the game (FIDE 12.9.6).
    LossOfGame,
    /// Expulsion (FIDE 12.9.9).
    Expulsion,
}

impl From<LadderStep> for Step {
    fn from(step: LadderStep) -> Step {
        match step {
            LadderStep::Warning => Step::Warning,
            LadderStep::TimeAdjustment => Step::TimeAdjustment,
            LadderStep::LossOfGame => Step::LossOfGame,
            LadderStep::Expulsion => Step::Expulsion,
        }
    }
}

/// An appeal's outcome (C.11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum AppealOutcome {
    /// The decision appealed is annulled.
    Upheld,
    /// The decision is replaced by the committee's.
    Modified,
    /// The decision stands.
    Rejected,
}

/// The arbiter's choice of sanction.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SanctionForm {
    /// Apply the suggestion, deviate from it, or no sanction.
    pub mode: SanctionMode,
    /// The penalties, when deviating.
    pub penalties: Vec<PenaltyForm>,
    /// Why (required when deviating from the ladder or recording no sanction).
    pub reason: String,
}

/// The ladder's suggestion (AM-AC; 7.5.5; 9.5.2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SuggestionView {
    /// Ladder step, for ladder faults.
    pub step: Option<Step>,
    /// Penalties suggested.
    pub penalties: Vec<PenaltyView>,
    /// Clauses the suggestion rests on.
    pub clauses: Vec<String>,
    /// Why, in a sentence, in both languages.
    pub explanation: Text,
    /// Earlier sanctions of this player for this fault that count.
    pub previous: u32,
}

/// A sanction entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SanctionView {
    /// Register entry.
    pub seq: i64,
    /// The ladder's suggestion at the time.
    pub suggested: SuggestionView,
    /// What was applied.
    pub penalties: Vec<PenaltyView>,
    /// The written reason of a deviation or correction.
    pub reason: Option<String>,
    /// Who decided.
    pub arbiter: String,
    /// The chief arbiter decided (only then can it be appealed, C.11 3.7).
    pub chief: bool,
    /// It counts on the ladder (not corrected, not annulled on appeal).
    pub counts: bool,
    /// The sanction entry it corrects.
    pub corrects: Option<i64>,
    /// The entry that corrects it.
    pub corrected_by: Option<i64>,
    /// When.
    pub at: String,
}

/// An incident entry with the sanction that stands for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct IncidentView {
    /// Register entry.
    pub seq: i64,
    /// The player at fault.
    pub player_id: i64,
    /// The player's name.
    pub player: String,
    /// Round.
    pub round: Option<u32>,
    /// Board.
    pub board: Option<u32>,
    /// Fault code.
    pub fault: String,
    /// Fault label.
    pub fault_label: Text,
    /// What happened.
    pub description: String,
    /// Card code.
    pub card_code: Option<String>,
    /// Window.
    pub window: Option<Window>,
    /// Result noted.
    pub result: Option<String>,
    /// The arbiter.
    pub arbiter: String,
    /// When.
    pub at: String,
    /// The incident entry it corrects.
    pub corrects: Option<i64>,
    /// Why it was corrected.
    pub correction_reason: Option<String>,
    /// The entry that corrects it.
    pub corrected_by: Option<i64>,
    /// Every sanction recorded for it, the standing one last.
    pub sanctions: Vec<SanctionView>,
}

/// A committee member.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct MemberForm {
    /// Name.
    pub name: String,
    /// Federation (three letters), if known.
    pub federation: Option<String>,
}

/// The appeals committee (C.11 2.2–2.4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CommitteeForm {
    /// The chairman.
    pub chair: MemberForm,
    /// The two members.
    pub members: Vec<MemberForm>,
    /// Reserves (replace a member of a party's federation, C.11 2.3).
    pub reserves: Vec<MemberForm>,
}

/// The committee's decision on an appeal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AppealDecisionView {
    /// `upheld`, `modified` or `rejected`.
    pub outcome: AppealOutcome,
    /// The decision's text.
    pub text: String,
    /// Who sat.
    pub panel: Vec<String>,
    /// The fee is returned.
    pub fee_refunded: bool,
    /// When.
    pub at: String,
}

/// An appeal (C.11).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AppealView {
    /// Register entry.
    pub seq: i64,
    /// The appellant's id.
    pub player_id: i64,
    /// The appellant.
    pub player: String,
    /// The entry appealed.
    pub against: i64,
    /// The written appeal.
    pub text: String,
    /// When it was lodged.
    pub at: String,
    /// The deadline that applied.
    pub deadline: String,
    /// The article setting it (C.11 3.4).
    pub deadline_article: String,
    /// Fee paid.
    pub fee: Option<String>,
    /// The committee's decision, once taken (final).
    pub decision: Option<AppealDecisionView>,
}

/// A chief arbiter's decision (what a player may appeal, C.11 3.7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DecisionView {
    /// Register entry.
    pub seq: i64,
    /// Subject.
    pub subject: String,
    /// The decision.
    pub text: String,
    /// The entry it rules on, if any.
    pub about: Option<i64>,
    /// When.
    pub at: String,
}

/// A chief arbiter's decision to record.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DecisionForm {
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
    /// The entry it rules on (an incident or a sanction), if any.
    pub about: Option<i64>,
}

/// Everything the Incidents screen shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DisciplineView {
    /// Incidents, newest first.
    pub incidents: Vec<IncidentView>,
    /// Chief arbiter decisions.
    pub decisions: Vec<DecisionView>,
    /// Appeals, newest first.
    pub appeals: Vec<AppealView>,
    /// The committee in force.
    pub committee: Option<CommitteeForm>,
    /// The faults the arbiter can record.
    pub faults: Vec<FaultOption>,
    /// The FIDE 12.9 penalties (and the 7.5.5 draw), with default parameters.
    pub penalties: Vec<PenaltyView>,
    /// The chief arbiter of the event.
    pub chief_arbiter: String,
}

/// What a change recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DisciplineChange {
    /// The main register entry written.
    pub seq: i64,
    /// What was done as a consequence (clock adjusted, result set…).
    pub effects: Vec<String>,
    /// The screen's data afterwards.
    pub discipline: DisciplineView,
}

/// The tag and parameters of a penalty (the store's vocabulary).
pub fn penalty_form(p: &Penalty) -> PenaltyForm {
    let params = p.params();
    PenaltyForm {
        penalty: p.kind().code().to_string(),
        ms: params.ms,
        half_points: params.half_points,
        amount: params.amount,
        rounds: params.rounds,
    }
}

/// The store's penalty from the form; missing parameters are named.
pub fn penalty(f: &PenaltyForm) -> IpcResult<Penalty> {
    let kind = PenaltyKind::parse(&f.penalty).ok_or_else(|| AppError::UnknownPenalty {
        code: f.penalty.clone(),
    })?;
    let params = PenaltyParams {
        ms: f.ms,
        half_points: f.half_points,
        amount: f.amount.clone(),
        rounds: f.rounds.clone(),
    };
    kind.with(&params).map_err(|missing| {
        match missing {
            MissingParam::Time => AppError::PenaltyNeedsTime {
                penalty: f.penalty.clone(),
            },
            MissingParam::Amount => AppError::FineNeedsAmount,
            MissingParam::Rounds => AppError::ExclusionNeedsRounds,
        }
        .into()
    })
}

fn penalty_view(p: &Penalty) -> PenaltyView {
    PenaltyView {
        spec: penalty_form(p),
        article: p.article().to_string(),
        text: Text {
            es: p.describe(Lang::Es),
            en: p.describe(Lang::En),
        },
    }
}

fn suggestion_view(s: &Suggestion, previous: u32) -> SuggestionView {
    SuggestionView {
        step: s.step.map(Step::from),
        penalties: s.penalties.iter().map(penalty_view).collect(),
        clauses: s.clauses.clone(),
        explanation: Text {
            es: s.text(Lang::Es),
            en: s.text(Lang::En),
        },
        previous,
    }
}

pub(crate) fn fault(code: &str) -> IpcResult<FaultKind> {
    FaultKind::parse(code).ok_or_else(|| {
        AppError::UnknownFault {
            code: code.to_string(),
        }
        .into()
    })
}

fn label(f: FaultKind) -> Text {
    Text {
        es: f.label(Lang::Es),
        en: f.label(Lang::En),
    }
}

fn optional(s: &str) -> Option<String> {
    (!s.trim().is_empty()).then(|| s.trim().to_string())
}

/// The card engine's window an incident names (by its file name), if any.
fn window_of(name: &str) -> Option<Window> {
    Window::ALL.into_iter().find(|w| w.as_str() == name.trim())
}

fn input(form: &IncidentForm) -> IpcResult<IncidentInput> {
    Ok(IncidentInput {
        player: form.player,
        round: form.round,
        board: form.board,
        fault: fault(&form.fault)?,
        description: form.description.trim().to_string(),
        card_code: optional(&form.card_code),
        window: form.window.map(|w| w.as_str().to_string()),
        result: optional(&form.result),
        arbiter: form.arbiter.trim().to_string(),
        opponent_can_mate: form.opponent_can_mate,
    })
}

pub(crate) fn choice(form: &SanctionForm) -> IpcResult<SanctionChoice> {
    Ok(match form.mode {
        SanctionMode::Suggested => SanctionChoice::Suggested,
        SanctionMode::Deviate => SanctionChoice::Deviate {
            penalties: form.penalties.iter().map(penalty).collect::<IpcResult<_>>()?,
            reason: form.reason.trim().to_string(),
        },
        SanctionMode::None => SanctionChoice::None {
            reason: form.reason.trim().to_string(),
        },
    })
}

fn previous_count(sanctions: &[(i64, Sanction, bool)], before: i64, player: i64, f: FaultKind) -> u32 {
    sanctions
        .iter()
        .filter(|(seq, s, counts)| {
            *counts && *seq < before && s.player == player && s.fault == f && !s.penalties.is_empty()
        })
        .count() as u32
}

fn member_form(m: &Member) -> MemberForm {
    MemberForm {
        name: m.name.clone(),
        federation: m.federation.clone(),
    }
}

fn member(m: &MemberForm) -> Member {
    Member {
        name: m.name.trim().to_string(),
        federation: m.federation.as_deref().and_then(optional),
    }
}

/// Everything the screen shows, read from the register.
pub fn discipline_view(event: &Event) -> IpcResult<DisciplineView> {
    let players: HashMap<i64, Player> = event.players().all()?.into_iter().map(|p| (p.id, p)).collect();
    let name = |id: i64| {
        players
            .get(&id)
            .map(|p| p.input.name.clone())
            .unwrap_or_else(|| format!("#{id}"))
    };
    let corrections = event.discipline().corrections()?;
    let sanctions = event.discipline().sanctions()?;
    let mut incidents: Vec<IncidentView> = event
        .discipline()
        .incidents()?
        .into_iter()
        .map(|(seq, i)| IncidentView {
            seq,
            player_id: i.player,
            player: name(i.player),
            round: i.round,
            board: i.board,
            fault: i.fault.code().to_string(),
            fault_label: label(i.fault),
            description: i.description.clone(),
            card_code: i.card_code.clone(),
            window: i.window.as_deref().and_then(window_of),
            result: i.result.clone(),
            arbiter: i.arbiter.clone(),
            at: i.at.clone(),
            corrects: i.corrects,
            correction_reason: i.correction_reason.clone(),
            corrected_by: corrections.get(&seq).copied(),
            sanctions: sanctions
                .iter()
                .filter(|(_, s, _)| s.incident == seq)
                .map(|(sseq, s, counts)| SanctionView {
                    seq: *sseq,
                    suggested: suggestion_view(
                        &s.suggested,
                        previous_count(&sanctions, *sseq, s.player, s.fault),
                    ),
                    penalties: s.penalties.iter().map(penalty_view).collect(),
                    reason: s.reason.clone(),
                    arbiter: s.arbiter.clone(),
                    chief: s.chief,
                    counts: *counts,
                    corrects: s.corrects,
                    corrected_by: corrections.get(sseq).copied(),
                    at: s.at.clone(),
                })
                .collect(),
        })
        .collect();
    incidents.reverse();
    // A corrected sanction's successor is recorded against the same incident
    // (correct_sanction) or against the correcting incident (correct_incident).
    let mut appeals: Vec<AppealView> = event
        .discipline()
        .appeals()?
        .into_iter()
        .map(|(seq, a, d)| AppealView {
            seq,
            player_id: a.player,
            player: name(a.player),
            against: a.against,
            text: a.text.clone(),
            at: a.at.clone(),
            deadline: a.deadline.clone(),
            deadline_article: a.deadline_article.clone(),
            fee: a.fee.clone(),
            decision: d.map(|d| AppealDecisionView {
                outcome: match d.outcome {
                    Outcome::Upheld => AppealOutcome::Upheld,
                    Outcome::Modified => AppealOutcome::Modified,
                    Outcome::Rejected => AppealOutcome::Rejected,
                },
                text: d.text.clone(),
                panel: d.panel.iter().map(|m| m.name.clone()).collect(),
                fee_refunded: d.fee_refunded,
                at: d.at.clone(),
            }),
        })
        .collect();
    appeals.reverse();
    let decisions = event
        .discipline()
        .decisions()?
        .into_iter()
        .map(|(seq, d)| DecisionView {
            seq,
            subject: d.subject,
            text: d.text,
            about: d.about,
            at: d.at,
        })
        .collect();
    let mut reference = Penalty::fide_12_9();
    reference.push(Penalty::GameDrawn);
    Ok(DisciplineView {
        incidents,
        decisions,
        appeals,
        committee: event.discipline().committee()?.map(|c| CommitteeForm {
            chair: member_form(&c.chair),
            members: c.members.iter().map(member_form).collect(),
            reserves: c.reserves.iter().map(member_form).collect(),
        }),
        faults: FaultKind::ALL
            .iter()
            .map(|f| FaultOption {
                code: f.code().to_string(),
                label: label(*f),
                clauses: f.clauses().iter().map(|c| c.to_string()).collect(),
            })
            .collect(),
        penalties: reference.iter().map(penalty_view).collect(),
        chief_arbiter: event.call()?.chief_arbiter,
    })
}

fn change(
    event: &Event,
    seq: i64,
    effects: Vec<arbitro_store::discipline::Effect>,
) -> IpcResult<DisciplineChange> {
    Ok(DisciplineChange {
        seq,
        effects: effects
            .iter()
            .map(|e| arbitro_i18n::render(crate::lang::current(), e))
            .collect(),
        discipline: discipline_view(event)?,
    })
}

/// Incidents, sanctions, decisions, appeals and the committee.
#[tauri::command(async)]
pub fn discipline(state: State<'_, AppState>) -> IpcResult<DisciplineView> {
    state.with_event(|event| discipline_view(event))
}

/// The ladder's suggestion for the incident as entered so far.
#[tauri::command(async)]
pub fn suggest_sanction(state: State<'_, AppState>, incident: IncidentForm) -> IpcResult<SuggestionView> {
    let f = fault(&incident.fault)?;
    state.with_event(|event| {
        let s = event.discipline().suggest_sanction(
            incident.player,
            f,
            incident.round,
            incident.board,
            incident.opponent_can_mate,
        )?;
        let sanctions = event.discipline().sanctions()?;
        Ok(suggestion_view(
            &s,
            previous_count(&sanctions, i64::MAX, incident.player, f),
        ))
    })
}

/// Records an incident with the sanction chosen (deviating needs a reason).
#[tauri::command(async)]
pub fn record_incident(
    state: State<'_, AppState>,
    incident: IncidentForm,
    sanction: SanctionForm,
) -> IpcResult<DisciplineChange> {
    let input = input(&incident)?;
    let choice = choice(&sanction)?;
    state.with_event(|event| {
        let outcome = event.discipline().record_incident(input, choice)?;
        change(event, outcome.incident_seq, outcome.effects)
    })
}

fn result_entry(text: &str) -> IpcResult<Option<ResultEntry>> {
    match text.trim() {
        "" => Ok(None),
        t => ResultEntry::parse(t, true)
            .map(Some)
            .ok_or_else(|| AppError::NotAResult { text: t.to_string() }.into()),
    }
}

/// Corrects a sanction: what it did is undone and the corrected penalties
/// applied, as a new entry referencing the old (AM-AC).
#[tauri::command(async)]
pub fn correct_sanction(
    state: State<'_, AppState>,
    seq: i64,
    penalties: Vec<PenaltyForm>,
    reason: String,
    arbiter: String,
    result: String,
) -> IpcResult<DisciplineChange> {
    let penalties = penalties.iter().map(penalty).collect::<IpcResult<Vec<_>>>()?;
    let result = result_entry(&result)?;
    state.with_event(|event| {
        let outcome = event.discipline().correct_sanction(
            seq,
            SanctionCorrection {
                penalties,
                reason: reason.trim().to_string(),
                arbiter: arbiter.trim().to_string(),
                result,
            },
        )?;
        change(event, outcome.sanction_seq.unwrap_or(seq), outcome.effects)
    })
}

/// Corrects an incident (wrong player, fault, game or facts): a new incident
/// referencing the old, and its sanction chosen afresh.
#[tauri::command(async)]
pub fn correct_incident(
    state: State<'_, AppState>,
    seq: i64,
    incident: IncidentForm,
    sanction: SanctionForm,
    reason: String,
) -> IpcResult<DisciplineChange> {
    let input = input(&incident)?;
    let choice = choice(&sanction)?;
    state.with_event(|event| {
        let (recorded, corrected) = event.discipline().correct_incident(
            seq,
            IncidentCorrection {
                input,
                sanction: choice,
                reason: reason.trim().to_string(),
                result: None,
            },
        )?;
        let mut effects = corrected.effects;
        effects.extend(recorded.effects);
        change(event, recorded.incident_seq, effects)
    })
}

/// Records a chief arbiter's decision (appealable, C.11 3.7).
#[tauri::command(async)]
pub fn record_decision(state: State<'_, AppState>, decision: DecisionForm) -> IpcResult<DisciplineChange> {
    state.with_event(|event| {
        let (seq, _) = event.discipline().record_decision(
            decision.subject.trim(),
            decision.text.trim(),
            decision.players.clone(),
            decision.round,
            decision.board,
            decision.about,
        )?;
        change(event, seq, Vec::new())
    })
}

/// Appoints (or replaces) the appeals committee.
#[tauri::command(async)]
pub fn set_committee(state: State<'_, AppState>, committee: CommitteeForm) -> IpcResult<DisciplineChange> {
    let c = Committee {
        chair: member(&committee.chair),
        members: committee
            .members
            .iter()
            .map(member)
            .filter(|m| !m.name.is_empty())
            .collect(),
        reserves: committee
            .reserves
            .iter()
            .map(member)
            .filter(|m| !m.name.is_empty())
            .collect(),
    };
    state.with_event(|event| {
        let seq = event.discipline().set_committee(c)?;
        change(event, seq, Vec::new())
    })
}

/// Lodges a player's written appeal against a chief arbiter's sanction or
/// decision, within the C.11 3.4 deadline.
#[tauri::command(async)]
pub fn lodge_appeal(
    state: State<'_, AppState>,
    player: i64,
    against: i64,
    text: String,
) -> IpcResult<DisciplineChange> {
    state.with_event(|event| {
        let (seq, _) = event.discipline().lodge_appeal(player, against, text.trim())?;
        change(event, seq, Vec::new())
    })
}

/// Records the committee's final decision on an appeal.
#[tauri::command(async)]
pub fn decide_appeal(
    state: State<'_, AppState>,
    appeal: i64,
    outcome: AppealOutcome,
    text: String,
) -> IpcResult<DisciplineChange> {
    let outcome = match outcome {
        AppealOutcome::Upheld => Outcome::Upheld,
        AppealOutcome::Modified => Outcome::Modified,
        AppealOutcome::Rejected => Outcome::Rejected,
    };
    state.with_event(|event| {
        let (seq, _) = event.discipline().decide_appeal(appeal, outcome, text.trim())?;
        change(event, seq, Vec::new())
    })
}
