//! Discipline (`event.discipline()`): incidents, sanctions on the AM-AC
//! ladder, chief arbiter decisions, the appeals committee and appeals
//! (C.11), and corrections of incidents and sanctions. Every one is a
//! register entry written with its consequences (clock adjustment, game
//! result, withdrawal, excluded rounds) in one transaction. The vocabulary
//! of faults and penalties ([`FaultKind`], [`PenaltyKind`] with its article
//! and parameters, the ladder and its reasons) is the one the CLI and the
//! app map to; the area's refusals ([`DisciplineRefusal`],
//! [`CorrectionRefusal`]) and register entries ([`entries`]) are beside it.

pub mod appeals;
pub(crate) mod apply;
pub(crate) mod corrections;
pub(crate) mod effects;
pub(crate) mod entries;
pub(crate) mod incidents;
pub(crate) mod ladder;
pub(crate) mod penalties;
pub(crate) mod refusal;

/// Languages for labels.
pub use crate::call::Lang;
pub use apply::{AppliedEffect, ResultSnapshot};
pub use corrections::{CorrectionOutcome, IncidentCorrection, SanctionCorrection};
pub use effects::Effect;
pub(crate) use entries::KINDS;
pub use ladder::{
    FaultKind, FaultLabel, LadderContext, LadderStep, StepLabel, Suggestion, SuggestionWhy, deviates,
    step_penalties, suggest,
};
pub use penalties::{
    MissingParam, Penalty, PenaltyKind, PenaltyKindLabel, PenaltyParams, illegal_move_bonus_ms,
};
pub use refusal::{
    CommitteeInvalid, CommitteeProblem, CorrectedKind, CorrectionRefusal, DisciplineRefusal, InputProblem,
};

use serde::{Deserialize, Serialize};

use crate::discipline::appeals::{Member, Outcome};

use crate::event::Event;

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
    pub applied: Vec<crate::discipline::apply::AppliedEffect>,
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
    pub effects: Vec<crate::discipline::effects::Effect>,
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

/// The discipline of an event, as `event.discipline()` gives it.
#[derive(Debug, Clone, Copy)]
pub struct Discipline<'e> {
    event: &'e Event,
}

impl Event {
    /// The discipline: incidents, sanctions, decisions, appeals, corrections.
    pub fn discipline(&self) -> Discipline<'_> {
        Discipline { event: self }
    }
}
