//! Faults, penalties and the escalation ladder (AM-AC), as data citing their
//! articles: the FIDE penalty list (Laws 12.9.1–12.9.9), illegal moves
//! counted per game (Laws 7.5.5; A.4.2 for rapid and blitz), incorrect draw
//! claims (9.5.2), unauthorised devices (11.3.2.2). Pure: the store feeds the
//! counts in and records what the arbiter decides.

use serde::{Deserialize, Serialize};

use crate::call::Rate;

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

/// Languages for labels.
pub use crate::call::Lang;

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

    /// A short label.
    pub fn label(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (FaultKind::MarkedCards, Lang::Es) => "marcar cartas",
            (FaultKind::MarkedCards, Lang::En) => "marked cards",
            (FaultKind::ShuffleManipulation, Lang::Es) => "manipular el barajado",
            (FaultKind::ShuffleManipulation, Lang::En) => "shuffle manipulation",
            (FaultKind::ImproperCommunication, Lang::Es) => "comunicación indebida",
            (FaultKind::ImproperCommunication, Lang::En) => "improper communication",
            (FaultKind::UnauthorisedDevice, Lang::Es) => "dispositivo no autorizado",
            (FaultKind::UnauthorisedDevice, Lang::En) => "unauthorised device",
            (FaultKind::ShowingHand, Lang::Es) => "mostrar la mano para confundir",
            (FaultKind::ShowingHand, Lang::En) => "showing the hand to confuse",
            (FaultKind::PassingCards, Lang::Es) => "pasar cartas",
            (FaultKind::PassingCards, Lang::En) => "passing cards",
            (FaultKind::IllegalMove, Lang::Es) => "jugada ilegal",
            (FaultKind::IllegalMove, Lang::En) => "illegal move",
            (FaultKind::IncorrectClaim, Lang::Es) => "reclamación de tablas incorrecta",
            (FaultKind::IncorrectClaim, Lang::En) => "incorrect draw claim",
            (FaultKind::Disturbing, Lang::Es) => "molestar al rival",
            (FaultKind::Disturbing, Lang::En) => "disturbing the opponent",
            (FaultKind::Other, Lang::Es) => "otra infracción",
            (FaultKind::Other, Lang::En) => "other breach",
        }
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

/// A penalty the arbiter can apply: FIDE Laws 12.9.1–12.9.9, plus the draw
/// that 7.5.5 orders when the opponent cannot checkmate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "penalty")]
pub enum Penalty {
    /// 12.9.1 warning.
    Warning,
    /// 12.9.2 increasing the remaining time of the opponent.
    IncreaseOpponentTime {
        /// Milliseconds added.
        ms: u64,
    },
    /// 12.9.3 reducing the remaining time of the offending player.
    ReduceOffenderTime {
        /// Milliseconds removed.
        ms: u64,
    },
    /// 12.9.4 increasing the points scored in the game by the opponent to the maximum.
    IncreaseOpponentPoints,
    /// 12.9.5 reducing the points scored in the game by the offending player.
    ReduceOffenderPoints {
        /// The offender's score after the reduction, in half-points.
        to_half_points: u8,
    },
    /// 12.9.6 declaring the game lost by the offender; the arbiter also decides the opponent's score.
    GameLost {
        /// The opponent's score in half-points (2 = a win).
        opponent_half_points: u8,
    },
    /// 12.9.7 a fine announced in advance.
    Fine {
        /// The amount, as announced.
        amount: String,
    },
    /// 12.9.8 exclusion from one or more rounds.
    ExcludedFromRounds {
        /// The rounds.
        rounds: Vec<u32>,
    },
    /// 12.9.9 expulsion from the competition.
    Expulsion,
    /// 7.5.5: a second illegal move when the opponent cannot checkmate by any legal series: the game is drawn.
    GameDrawn,
}

impl Penalty {
    /// The article that provides it.
    pub fn article(&self) -> &'static str {
        match self {
            Penalty::Warning => "FIDE 12.9.1",
            Penalty::IncreaseOpponentTime { .. } => "FIDE 12.9.2",
            Penalty::ReduceOffenderTime { .. } => "FIDE 12.9.3",
            Penalty::IncreaseOpponentPoints => "FIDE 12.9.4",
            Penalty::ReduceOffenderPoints { .. } => "FIDE 12.9.5",
            Penalty::GameLost { .. } => "FIDE 12.9.6",
            Penalty::Fine { .. } => "FIDE 12.9.7",
            Penalty::ExcludedFromRounds { .. } => "FIDE 12.9.8",
            Penalty::Expulsion => "FIDE 12.9.9",
            Penalty::GameDrawn => "FIDE 7.5.5",
        }
    }

    /// One-line description.
    pub fn describe(&self, lang: Lang) -> String {
        let es = lang == Lang::Es;
        match self {
            Penalty::Warning => (if es { "amonestación" } else { "warning" }).to_string(),
            Penalty::IncreaseOpponentTime { ms } => {
                if es {
                    format!("{} s más al rival", ms / 1000)
                } else {
                    format!("{} s added to the opponent", ms / 1000)
                }
            }
            Penalty::ReduceOffenderTime { ms } => {
                if es {
                    format!("{} s menos al infractor", ms / 1000)
                } else {
                    format!("{} s removed from the offender", ms / 1000)
                }
            }
            Penalty::IncreaseOpponentPoints => (if es {
                "puntuación máxima al rival"
            } else {
                "opponent's score raised to the maximum"
            })
            .to_string(),
            Penalty::ReduceOffenderPoints { to_half_points } => {
                let pts = f64::from(*to_half_points) / 2.0;
                if es {
                    format!("puntuación del infractor reducida a {pts}")
                } else {
                    format!("offender's score reduced to {pts}")
                }
            }
            Penalty::GameLost { opponent_half_points } => {
                let pts = f64::from(*opponent_half_points) / 2.0;
                if es {
                    format!("partida perdida (rival: {pts})")
                } else {
                    format!("game lost (opponent scores {pts})")
                }
            }
            Penalty::Fine { amount } => {
                if es {
                    format!("multa de {amount}")
                } else {
                    format!("fine of {amount}")
                }
            }
            Penalty::ExcludedFromRounds { rounds } => {
                let list: Vec<String> = rounds.iter().map(u32::to_string).collect();
                if es {
                    format!("excluido de las rondas {}", list.join(", "))
                } else {
                    format!("excluded from rounds {}", list.join(", "))
                }
            }
            Penalty::Expulsion => (if es {
                "expulsión del torneo"
            } else {
                "expulsion from the event"
            })
            .to_string(),
            Penalty::GameDrawn => (if es { "partida tablas" } else { "game drawn" }).to_string(),
        }
    }

    /// The nine FIDE 12.9 options, as a reference list (parameters at their defaults).
    pub fn fide_12_9() -> Vec<Penalty> {
        vec![
            Penalty::Warning,
            Penalty::IncreaseOpponentTime { ms: 120_000 },
            Penalty::ReduceOffenderTime { ms: 120_000 },
            Penalty::IncreaseOpponentPoints,
            Penalty::ReduceOffenderPoints { to_half_points: 0 },
            Penalty::GameLost {
                opponent_half_points: 2,
            },
            Penalty::Fine {
                amount: String::new(),
            },
            Penalty::ExcludedFromRounds { rounds: Vec::new() },
            Penalty::Expulsion,
        ]
    }
}

/// Extra time for the opponent after a first completed illegal move:
/// 2 minutes (7.5.5), 1 minute in rapid and blitz (A.4.2, B.3).
pub fn illegal_move_bonus_ms(rate: Rate) -> u64 {
    match rate {
        Rate::Standard => 120_000,
        Rate::Rapid | Rate::Blitz => 60_000,
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
    /// Why, in a sentence.
    pub explanation: String,
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
                Suggestion {
                    step: None,
                    penalties: vec![Penalty::IncreaseOpponentTime {
                        ms: illegal_move_bonus_ms(ctx.rate),
                    }],
                    clauses: clauses(extra),
                    explanation: "first completed illegal move in this game: extra time for the opponent"
                        .to_string(),
                }
            } else if ctx.opponent_can_mate == Some(false) {
                Suggestion {
                    step: None,
                    penalties: vec![Penalty::GameDrawn],
                    clauses: clauses(extra),
                    explanation: "second completed illegal move in this game, but the opponent cannot checkmate by any legal series: draw".to_string(),
                }
            } else {
                Suggestion {
                    step: None,
                    penalties: vec![Penalty::GameLost {
                        opponent_half_points: 2,
                    }],
                    clauses: clauses(extra),
                    explanation: "second completed illegal move in this game: the game is lost".to_string(),
                }
            }
        }
        FaultKind::IncorrectClaim => Suggestion {
            step: None,
            penalties: vec![Penalty::IncreaseOpponentTime { ms: 120_000 }],
            clauses: clauses(&[]),
            explanation: "incorrect claim: two minutes are added to the opponent's time".to_string(),
        },
        _ => {
            let step = LadderStep::after(ctx.previous_same_fault, fault.floor());
            let mut explanation = format!(
                "{} earlier sanctioned incident(s) of this kind: next step on the AM-AC ladder is {}",
                ctx.previous_same_fault,
                step.code()
            );
            let mut extra = vec!["AM-AC"];
            if fault.floor() > LadderStep::Warning && step == fault.floor() && ctx.previous_same_fault < 2 {
                explanation.push_str(" (FIDE 11.3.2.2: an unauthorised device loses the game)");
                extra.push("FIDE 11.3.2.2");
            }
            let mut cl = clauses(&[]);
            for e in extra {
                if !cl.iter().any(|c| c == e) {
                    cl.push(e.to_string());
                }
            }
            Suggestion {
                step: Some(step),
                penalties: step_penalties(step, ctx.rate),
                clauses: cl,
                explanation,
            }
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
