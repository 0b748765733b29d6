//! Faults and the escalation ladder (AM-AC), as data citing their
//! articles: what a player did wrong, the steps of the ladder and the
//! sanction it suggests for a fault given what came before. Pure: the
//! store feeds the counts in and records what the arbiter decides.

use arbitro_i18n::{Arg, Args, Message, render};
use serde::{Deserialize, Serialize};

use crate::call::{Lang, Rate};
use crate::discipline::penalties::{Penalty, illegal_move_bonus_ms};

/// What a player did wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FaultKind {
    /// Marking cards (AM-AC; AM-R2: unmarked cards).
    MarkedCards,
    /// Manipulating the shuffle (AM-AC; AM-R3: shuffle unseen).
    ShuffleManipulation,
    /// Improper communication, in doubles beyond the call's policy (AM-AC, AM-R15; FIDE 11.3.1).
    ImproperCommunication,
    /// An unauthorised electronic device (AM-AC; FIDE 11.3.2).
    UnauthorisedDevice,
    /// Showing the hand to confuse (AM-AC, AM-R4, AM-R6).
    ShowingHand,
    /// Passing cards between players, partners included (AM-R7).
    PassingCards,
    /// A completed illegal move (FIDE 7.5.1–7.5.4), counted per game (7.5.5).
    IllegalMove,
    /// An incorrect draw claim (FIDE 9.5.2).
    IncorrectClaim,
    /// Distracting or disturbing the opponent (FIDE 11.5).
    Disturbing,
    /// Any other breach, penalised at the arbiter's discretion (FIDE 12.9).
    Other,
}

impl FaultKind {
    /// Every fault kind.
    pub const ALL: [FaultKind; 10] = [
        FaultKind::MarkedCards,
        FaultKind::ShuffleManipulation,
        FaultKind::ImproperCommunication,
        FaultKind::UnauthorisedDevice,
        FaultKind::ShowingHand,
        FaultKind::PassingCards,
        FaultKind::IllegalMove,
        FaultKind::IncorrectClaim,
        FaultKind::Disturbing,
        FaultKind::Other,
    ];

    /// Code used in files and on the command line.
    pub fn code(self) -> &'static str {
        match self {
            FaultKind::MarkedCards => "marked-cards",
            FaultKind::ShuffleManipulation => "shuffle-manipulation",
            FaultKind::ImproperCommunication => "improper-communication",
            FaultKind::UnauthorisedDevice => "unauthorised-device",
            FaultKind::ShowingHand => "showing-hand",
            FaultKind::PassingCards => "passing-cards",
            FaultKind::IllegalMove => "illegal-move",
            FaultKind::IncorrectClaim => "incorrect-claim",
            FaultKind::Disturbing => "disturbing",
            FaultKind::Other => "other",
        }
    }

    /// Reads a code.
    pub fn parse(text: &str) -> Option<FaultKind> {
        FaultKind::ALL.into_iter().find(|k| k.code() == text.trim())
    }

    /// The clauses that define the fault.
    pub fn clauses(self) -> &'static [&'static str] {
        match self {
            FaultKind::MarkedCards => &["AM-AC", "AM-R2"],
            FaultKind::ShuffleManipulation => &["AM-AC", "AM-R3"],
            FaultKind::ImproperCommunication => &["AM-AC", "AM-R15", "FIDE 11.3.1"],
            FaultKind::UnauthorisedDevice => &["AM-AC", "FIDE 11.3.2"],
            FaultKind::ShowingHand => &["AM-AC", "AM-R4", "AM-R6"],
            FaultKind::PassingCards => &["AM-R7"],
            FaultKind::IllegalMove => &["FIDE 7.5.5"],
            FaultKind::IncorrectClaim => &["FIDE 9.5.2"],
            FaultKind::Disturbing => &["FIDE 11.5"],
            FaultKind::Other => &["FIDE 12.9"],
        }
    }

    /// A short label (`messages/*/discipline.ftl`).
    pub fn label(self, lang: Lang) -> String {
        render(lang, &FaultLabel(self))
    }

    /// The lowest step the ladder may suggest for this fault: FIDE 11.3.2.2
    /// makes an unauthorised device a loss of the game.
    pub fn floor(self) -> LadderStep {
        match self {
            FaultKind::UnauthorisedDevice => LadderStep::LossOfGame,
            _ => LadderStep::Warning,
        }
    }
}

/// The escalation ladder of AM-AC, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LadderStep {
    /// Warning (FIDE 12.9.1).
    Warning,
    /// Time adjustment in the opponent's favour (FIDE 12.9.2).
    TimeAdjustment,
    /// Loss of the game (FIDE 12.9.6).
    LossOfGame,
    /// Expulsion from the event (FIDE 12.9.9).
    Expulsion,
}

impl LadderStep {
    /// The steps in order.
    pub const ALL: [LadderStep; 4] = [
        LadderStep::Warning,
        LadderStep::TimeAdjustment,
        LadderStep::LossOfGame,
        LadderStep::Expulsion,
    ];

    /// The step after `previous` sanctions of the same fault (capped at expulsion),
    /// never below `floor`.
    pub fn after(previous: u32, floor: LadderStep) -> LadderStep {
        let i = (previous as usize).min(LadderStep::ALL.len() - 1);
        LadderStep::ALL[i].max(floor)
    }

    /// Code used in files.
    pub fn code(self) -> &'static str {
        match self {
            LadderStep::Warning => "warning",
            LadderStep::TimeAdjustment => "time-adjustment",
            LadderStep::LossOfGame => "loss-of-game",
            LadderStep::Expulsion => "expulsion",
        }
    }
}

/// A fault's label as a catalogue message (`discipline-fault-…`). A
/// wrapper, so that the fault's own `code()` (its file code) is never
/// shadowed by [`Message::code`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FaultLabel(pub FaultKind);

impl Message for FaultLabel {
    fn code(&self) -> &str {
        match self.0 {
            FaultKind::MarkedCards => "discipline-fault-marked-cards",
            FaultKind::ShuffleManipulation => "discipline-fault-shuffle-manipulation",
            FaultKind::ImproperCommunication => "discipline-fault-improper-communication",
            FaultKind::UnauthorisedDevice => "discipline-fault-unauthorised-device",
            FaultKind::ShowingHand => "discipline-fault-showing-hand",
            FaultKind::PassingCards => "discipline-fault-passing-cards",
            FaultKind::IllegalMove => "discipline-fault-illegal-move",
            FaultKind::IncorrectClaim => "discipline-fault-incorrect-claim",
            FaultKind::Disturbing => "discipline-fault-disturbing",
            FaultKind::Other => "discipline-fault-other",
        }
    }

    fn args(&self) -> Args<'_> {
        Vec::new()
    }
}

/// What the arbiter is told when a fault is recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Suggestion {
    /// The ladder step reached, for faults on the ladder.
    pub step: Option<LadderStep>,
    /// The penalties suggested.
    pub penalties: Vec<Penalty>,
    /// The clauses the suggestion rests on.
    pub clauses: Vec<String>,
    /// Why, in a sentence, in English (as stored by earlier versions;
    /// [`Suggestion::text`] says it in the user's language).
    pub explanation: String,
    /// Why, as a typed message (absent in suggestions stored before it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<SuggestionWhy>,
}

/// Why the ladder suggests what it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "why")]
pub enum SuggestionWhy {
    /// A first completed illegal move in the game: time for the opponent (7.5.5).
    FirstIllegalMove {
        /// Seconds added.
        seconds: u64,
    },
    /// A second one, but the opponent cannot checkmate: a draw (7.5.5).
    SecondIllegalMoveNoMate,
    /// A second one: the game is lost (7.5.5).
    SecondIllegalMove,
    /// An incorrect draw claim: time for the opponent (9.5.2).
    IncorrectClaim {
        /// Seconds added.
        seconds: u64,
    },
    /// The AM-AC ladder's next step after earlier sanctions of the same fault.
    Ladder {
        /// Earlier sanctioned incidents of this fault.
        previous: u32,
        /// The step reached.
        step: LadderStep,
        /// FIDE 11.3.2.2 set the step (an unauthorised device).
        device: bool,
    },
}

impl Message for SuggestionWhy {
    fn code(&self) -> &str {
        match self {
            SuggestionWhy::FirstIllegalMove { .. } => "discipline-why-first-illegal-move",
            SuggestionWhy::SecondIllegalMoveNoMate => "discipline-why-second-illegal-move-no-mate",
            SuggestionWhy::SecondIllegalMove => "discipline-why-second-illegal-move",
            SuggestionWhy::IncorrectClaim { .. } => "discipline-why-incorrect-claim",
            SuggestionWhy::Ladder { device: false, .. } => "discipline-why-ladder",
            SuggestionWhy::Ladder { device: true, .. } => "discipline-why-ladder-device",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            SuggestionWhy::FirstIllegalMove { seconds } | SuggestionWhy::IncorrectClaim { seconds } => {
                vec![("seconds", Arg::Int(i64::try_from(*seconds).unwrap_or(i64::MAX)))]
            }
            SuggestionWhy::SecondIllegalMoveNoMate | SuggestionWhy::SecondIllegalMove => Vec::new(),
            SuggestionWhy::Ladder { previous, step, .. } => vec![
                ("previous", Arg::Int(i64::from(*previous))),
                ("step", Arg::boxed(StepLabel(*step))),
            ],
        }
    }
}

/// A ladder step's label as a catalogue message (`discipline-step-…`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StepLabel(pub LadderStep);

impl Message for StepLabel {
    fn code(&self) -> &str {
        match self.0 {
            LadderStep::Warning => "discipline-step-warning",
            LadderStep::TimeAdjustment => "discipline-step-time-adjustment",
            LadderStep::LossOfGame => "discipline-step-loss-of-game",
            LadderStep::Expulsion => "discipline-step-expulsion",
        }
    }

    fn args(&self) -> Args<'_> {
        Vec::new()
    }
}

impl Suggestion {
    fn new(
        step: Option<LadderStep>,
        penalties: Vec<Penalty>,
        clauses: Vec<String>,
        why: SuggestionWhy,
    ) -> Self {
        Suggestion {
            step,
            penalties,
            clauses,
            explanation: render(arbitro_i18n::Lang::En, &why),
            why: Some(why),
        }
    }

    /// Why, in `lang` (the stored English sentence for suggestions stored
    /// before the reason was typed).
    pub fn text(&self, lang: Lang) -> String {
        match &self.why {
            Some(why) => render(lang, why),
            None => self.explanation.clone(),
        }
    }
}

/// What the ladder needs to know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LadderContext {
    /// Rate of play of the event.
    pub rate: Rate,
    /// Earlier sanctioned incidents of this player for the same fault (annulled ones excluded).
    pub previous_same_fault: u32,
    /// Earlier completed illegal moves by this player in this game.
    pub previous_illegal_in_game: u32,
    /// Whether the opponent could still checkmate by some legal series (7.5.5); unknown = yes.
    pub opponent_can_mate: Option<bool>,
}

/// The penalties a ladder step stands for.
pub fn step_penalties(step: LadderStep, rate: Rate) -> Vec<Penalty> {
    match step {
        LadderStep::Warning => vec![Penalty::Warning],
        LadderStep::TimeAdjustment => vec![Penalty::IncreaseOpponentTime {
            ms: illegal_move_bonus_ms(rate),
        }],
        LadderStep::LossOfGame => vec![Penalty::GameLost {
            opponent_half_points: 2,
        }],
        LadderStep::Expulsion => vec![Penalty::Expulsion],
    }
}

/// The suggested sanction for `fault` given the player's record.
pub fn suggest(fault: FaultKind, ctx: LadderContext) -> Suggestion {
    let clauses = |extra: &[&str]| -> Vec<String> {
        fault
            .clauses()
            .iter()
            .chain(extra)
            .map(|s| s.to_string())
            .collect()
    };
    match fault {
        FaultKind::IllegalMove => {
            let rapid = ctx.rate != Rate::Standard;
            let extra: &[&str] = if rapid { &["FIDE A.4.2"] } else { &[] };
            if ctx.previous_illegal_in_game == 0 {
                let ms = illegal_move_bonus_ms(ctx.rate);
                Suggestion::new(
                    None,
                    vec![Penalty::IncreaseOpponentTime { ms }],
                    clauses(extra),
                    SuggestionWhy::FirstIllegalMove { seconds: ms / 1000 },
                )
            } else if ctx.opponent_can_mate == Some(false) {
                Suggestion::new(
                    None,
                    vec![Penalty::GameDrawn],
                    clauses(extra),
                    SuggestionWhy::SecondIllegalMoveNoMate,
                )
            } else {
                Suggestion::new(
                    None,
                    vec![Penalty::GameLost {
                        opponent_half_points: 2,
                    }],
                    clauses(extra),
                    SuggestionWhy::SecondIllegalMove,
                )
            }
        }
        FaultKind::IncorrectClaim => Suggestion::new(
            None,
            vec![Penalty::IncreaseOpponentTime { ms: 120_000 }],
            clauses(&[]),
            SuggestionWhy::IncorrectClaim { seconds: 120 },
        ),
        _ => {
            let step = LadderStep::after(ctx.previous_same_fault, fault.floor());
            let device =
                fault.floor() > LadderStep::Warning && step == fault.floor() && ctx.previous_same_fault < 2;
            let mut extra = vec!["AM-AC"];
            if device {
                extra.push("FIDE 11.3.2.2");
            }
            let mut cl = clauses(&[]);
            for e in extra {
                if !cl.iter().any(|c| c == e) {
                    cl.push(e.to_string());
                }
            }
            Suggestion::new(
                Some(step),
                step_penalties(step, ctx.rate),
                cl,
                SuggestionWhy::Ladder {
                    previous: ctx.previous_same_fault,
                    step,
                    device,
                },
            )
        }
    }
}

/// Whether `applied` differs from `suggested` (order ignored): the arbiter
/// must then write a reason.
pub fn deviates(suggested: &[Penalty], applied: &[Penalty]) -> bool {
    if suggested.len() != applied.len() {
        return true;
    }
    let mut rest: Vec<&Penalty> = applied.iter().collect();
    for p in suggested {
        match rest.iter().position(|q| *q == p) {
            Some(i) => {
                rest.remove(i);
            }
            None => return true,
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discipline::penalties::{MissingParam, PenaltyKind, PenaltyParams};

    /// The one vocabulary: every fault and penalty kind reads back from its
    /// code (through a reference too, as iterators hand them), every penalty
    /// rebuilds from its kind and parameters, the command line's short
    /// spellings name the same kinds, and every label exists in both
    /// languages and is not the code.
    #[test]
    fn one_vocabulary_reads_back_and_is_labelled() {
        for k in &FaultKind::ALL {
            assert_eq!(FaultKind::parse(k.code()), Some(*k));
            for lang in [Lang::Es, Lang::En] {
                let label = k.label(lang);
                assert!(!label.is_empty() && label != k.code(), "{label}");
            }
        }
        for k in &PenaltyKind::ALL {
            assert_eq!(PenaltyKind::parse(k.code()), Some(*k));
            assert_eq!(PenaltyKind::parse(&k.code().to_uppercase()), Some(*k));
            assert_ne!(k.label(Lang::Es), k.label(Lang::En));
        }
        for (short, kind) in [
            ("opponent-time", PenaltyKind::IncreaseOpponentTime),
            ("offender-time", PenaltyKind::ReduceOffenderTime),
            ("exclude", PenaltyKind::ExcludedFromRounds),
            ("draw", PenaltyKind::GameDrawn),
        ] {
            assert_eq!(PenaltyKind::parse(short), Some(kind));
        }
        let mut every = Penalty::fide_12_9();
        every.push(Penalty::GameDrawn);
        every.push(Penalty::Fine {
            amount: "50 €".into(),
        });
        every.push(Penalty::ExcludedFromRounds { rounds: vec![4, 5] });
        for p in every.into_iter().filter(|p| p.kind().with(&p.params()).is_ok()) {
            assert_eq!(p.kind().with(&p.params()), Ok(p.clone()));
            assert_eq!(p.kind().article(), p.article());
        }
        assert_eq!(
            PenaltyKind::IncreaseOpponentTime.with(&PenaltyParams::default()),
            Err(MissingParam::Time)
        );
        assert_eq!(
            PenaltyKind::Fine.with(&PenaltyParams::default()),
            Err(MissingParam::Amount)
        );
        assert_eq!(
            PenaltyKind::ExcludedFromRounds.with(&PenaltyParams::default()),
            Err(MissingParam::Rounds)
        );
    }

    /// Penalties and the ladder's reasons are said in the user's language.
    #[test]
    fn descriptions_and_reasons_in_both_languages() {
        let p = Penalty::IncreaseOpponentTime { ms: 120_000 };
        assert_eq!(p.describe(Lang::Es), "120 s más al rival");
        assert_eq!(p.describe(Lang::En), "120 s added to the opponent");
        let lost = Penalty::GameLost {
            opponent_half_points: 1,
        };
        assert_eq!(lost.describe(Lang::Es), "partida perdida (rival: ½)");
        let s = suggest(FaultKind::MarkedCards, ctx(1));
        assert_eq!(
            s.text(Lang::Es),
            "Una incidencia anterior sancionada de este tipo: el siguiente paso de la escala AM-AC es ajuste de tiempo."
        );
        assert!(
            s.text(Lang::En)
                .contains("next step on the AM-AC ladder is time adjustment")
        );
        assert_eq!(s.explanation, s.text(Lang::En));
        let device = suggest(FaultKind::UnauthorisedDevice, ctx(0));
        assert!(
            device.text(Lang::Es).contains("FIDE 11.3.2.2"),
            "{}",
            device.text(Lang::Es)
        );
        // A suggestion stored before reasons were typed keeps its sentence.
        let old: Suggestion = serde_json::from_str(
            r#"{"step":"warning","penalties":[{"penalty":"warning"}],"clauses":["AM-AC"],"explanation":"as stored"}"#,
        )
        .unwrap();
        assert_eq!(old.text(Lang::Es), "as stored");
    }

    fn ctx(previous: u32) -> LadderContext {
        LadderContext {
            rate: Rate::Rapid,
            previous_same_fault: previous,
            previous_illegal_in_game: 0,
            opponent_can_mate: None,
        }
    }

    #[test]
    fn am_ac_ladder_climbs_and_stops_at_expulsion() {
        let steps: Vec<_> = (0..6)
            .map(|n| suggest(FaultKind::MarkedCards, ctx(n)).step.unwrap())
            .collect();
        assert_eq!(
            steps,
            [
                LadderStep::Warning,
                LadderStep::TimeAdjustment,
                LadderStep::LossOfGame,
                LadderStep::Expulsion,
                LadderStep::Expulsion,
                LadderStep::Expulsion
            ]
        );
    }

    #[test]
    fn fide_11_3_2_2_device_starts_at_loss() {
        let s = suggest(FaultKind::UnauthorisedDevice, ctx(0));
        assert_eq!(s.step, Some(LadderStep::LossOfGame));
        assert!(s.clauses.iter().any(|c| c == "FIDE 11.3.2.2"));
    }

    #[test]
    fn fide_7_5_5_counts_per_game() {
        let mut c = ctx(5);
        let first = suggest(FaultKind::IllegalMove, c);
        assert_eq!(first.penalties, [Penalty::IncreaseOpponentTime { ms: 60_000 }]);
        c.rate = Rate::Standard;
        assert_eq!(
            suggest(FaultKind::IllegalMove, c).penalties,
            [Penalty::IncreaseOpponentTime { ms: 120_000 }]
        );
        c.previous_illegal_in_game = 1;
        assert_eq!(
            suggest(FaultKind::IllegalMove, c).penalties,
            [Penalty::GameLost {
                opponent_half_points: 2
            }]
        );
        c.opponent_can_mate = Some(false);
        assert_eq!(suggest(FaultKind::IllegalMove, c).penalties, [Penalty::GameDrawn]);
    }

    #[test]
    fn the_12_9_list_has_nine_articles_in_order() {
        let arts: Vec<_> = Penalty::fide_12_9().iter().map(|p| p.article()).collect();
        let expected: Vec<String> = (1..=9).map(|i| format!("FIDE 12.9.{i}")).collect();
        assert_eq!(arts, expected);
    }

    #[test]
    fn deviation_ignores_order() {
        let a = [Penalty::Warning, Penalty::Expulsion];
        let b = [Penalty::Expulsion, Penalty::Warning];
        assert!(!deviates(&a, &b));
        assert!(deviates(&a, &[Penalty::Warning]));
    }
}
