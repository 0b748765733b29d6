//! Penalties as data citing their articles: the FIDE penalty list (Laws
//! 12.9.1–12.9.9) with the parameters each needs, illegal moves counted per
//! game (Laws 7.5.5; A.4.2 for rapid and blitz), incorrect draw claims
//! (9.5.2), unauthorised devices (11.3.2.2).

use arbitro_i18n::{Arg, Args, Message, render};
use serde::{Deserialize, Serialize};

use crate::call::{Lang, Rate};

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
        self.kind().article()
    }

    /// One-line description (`messages/*/discipline.ftl`).
    pub fn describe(&self, lang: Lang) -> String {
        render(lang, self)
    }

    /// The penalties of a sanction, each with its article, joined; "no
    /// sanction" in `lang` when there are none (`discipline-no-sanction`).
    pub fn describe_all(penalties: &[Penalty], lang: Lang) -> String {
        if penalties.is_empty() {
            return render(lang, &NoSanction);
        }
        penalties
            .iter()
            .map(|p| format!("{} ({})", p.describe(lang), p.article()))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Its kind: the penalty without its parameters.
    pub fn kind(&self) -> PenaltyKind {
        match self {
            Penalty::Warning => PenaltyKind::Warning,
            Penalty::IncreaseOpponentTime { .. } => PenaltyKind::IncreaseOpponentTime,
            Penalty::ReduceOffenderTime { .. } => PenaltyKind::ReduceOffenderTime,
            Penalty::IncreaseOpponentPoints => PenaltyKind::IncreaseOpponentPoints,
            Penalty::ReduceOffenderPoints { .. } => PenaltyKind::ReduceOffenderPoints,
            Penalty::GameLost { .. } => PenaltyKind::GameLost,
            Penalty::Fine { .. } => PenaltyKind::Fine,
            Penalty::ExcludedFromRounds { .. } => PenaltyKind::ExcludedFromRounds,
            Penalty::Expulsion => PenaltyKind::Expulsion,
            Penalty::GameDrawn => PenaltyKind::GameDrawn,
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

/// The label of a sanction without penalties.
struct NoSanction;

impl Message for NoSanction {
    fn code(&self) -> &str {
        "discipline-no-sanction"
    }
}

/// A penalty without its parameters: the one vocabulary of penalties that
/// files, the command line and the app use (`warning`,
/// `increase-opponent-time`…, as [`Penalty`] is tagged in files).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PenaltyKind {
    /// 12.9.1.
    Warning,
    /// 12.9.2: needs the time.
    IncreaseOpponentTime,
    /// 12.9.3: needs the time.
    ReduceOffenderTime,
    /// 12.9.4.
    IncreaseOpponentPoints,
    /// 12.9.5: the offender's score after it (default 0).
    ReduceOffenderPoints,
    /// 12.9.6: the opponent's score (default a win).
    GameLost,
    /// 12.9.7: needs the amount.
    Fine,
    /// 12.9.8: needs the rounds.
    ExcludedFromRounds,
    /// 12.9.9.
    Expulsion,
    /// 7.5.5.
    GameDrawn,
}

/// The parameters a penalty may need (those its kind does not use are ignored).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PenaltyParams {
    /// Time added or removed, in milliseconds (12.9.2, 12.9.3).
    pub ms: Option<u64>,
    /// A score in half-points (12.9.5: the offender's; 12.9.6: the opponent's).
    pub half_points: Option<u8>,
    /// The fine's amount, as announced (12.9.7).
    pub amount: Option<String>,
    /// The rounds of an exclusion (12.9.8).
    pub rounds: Vec<u32>,
}

/// What a penalty's kind needs and was not given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MissingParam {
    /// The time of a time penalty (12.9.2, 12.9.3).
    Time,
    /// The amount of a fine (12.9.7).
    Amount,
    /// The rounds of an exclusion (12.9.8).
    Rounds,
}

impl PenaltyKind {
    /// Every kind, in the order of the Laws.
    pub const ALL: [PenaltyKind; 10] = [
        PenaltyKind::Warning,
        PenaltyKind::IncreaseOpponentTime,
        PenaltyKind::ReduceOffenderTime,
        PenaltyKind::IncreaseOpponentPoints,
        PenaltyKind::ReduceOffenderPoints,
        PenaltyKind::GameLost,
        PenaltyKind::Fine,
        PenaltyKind::ExcludedFromRounds,
        PenaltyKind::Expulsion,
        PenaltyKind::GameDrawn,
    ];

    /// The code in files, on the command line and in the app.
    pub fn code(self) -> &'static str {
        match self {
            PenaltyKind::Warning => "warning",
            PenaltyKind::IncreaseOpponentTime => "increase-opponent-time",
            PenaltyKind::ReduceOffenderTime => "reduce-offender-time",
            PenaltyKind::IncreaseOpponentPoints => "increase-opponent-points",
            PenaltyKind::ReduceOffenderPoints => "reduce-offender-points",
            PenaltyKind::GameLost => "game-lost",
            PenaltyKind::Fine => "fine",
            PenaltyKind::ExcludedFromRounds => "excluded-from-rounds",
            PenaltyKind::Expulsion => "expulsion",
            PenaltyKind::GameDrawn => "game-drawn",
        }
    }

    /// The shorter spelling the command line also takes.
    fn short(self) -> &'static str {
        match self {
            PenaltyKind::IncreaseOpponentTime => "opponent-time",
            PenaltyKind::ReduceOffenderTime => "offender-time",
            PenaltyKind::IncreaseOpponentPoints => "opponent-points",
            PenaltyKind::ReduceOffenderPoints => "offender-points",
            PenaltyKind::ExcludedFromRounds => "exclude",
            PenaltyKind::GameDrawn => "draw",
            other => other.code(),
        }
    }

    /// Reads a code or its short spelling, in any case.
    pub fn parse(text: &str) -> Option<PenaltyKind> {
        let text = text.trim().to_ascii_lowercase();
        PenaltyKind::ALL
            .into_iter()
            .find(|k| k.code() == text || k.short() == text)
    }

    /// Its label in `lang` (`messages/*/discipline.ftl`).
    pub fn label(self, lang: Lang) -> String {
        render(lang, &PenaltyKindLabel(self))
    }

    /// The FIDE article that provides it.
    pub fn article(self) -> &'static str {
        match self {
            PenaltyKind::Warning => "FIDE 12.9.1",
            PenaltyKind::IncreaseOpponentTime => "FIDE 12.9.2",
            PenaltyKind::ReduceOffenderTime => "FIDE 12.9.3",
            PenaltyKind::IncreaseOpponentPoints => "FIDE 12.9.4",
            PenaltyKind::ReduceOffenderPoints => "FIDE 12.9.5",
            PenaltyKind::GameLost => "FIDE 12.9.6",
            PenaltyKind::Fine => "FIDE 12.9.7",
            PenaltyKind::ExcludedFromRounds => "FIDE 12.9.8",
            PenaltyKind::Expulsion => "FIDE 12.9.9",
            PenaltyKind::GameDrawn => "FIDE 7.5.5",
        }
    }

    /// The penalty of this kind with `params`; the parameter it cannot do
    /// without, when missing.
    pub fn with(self, params: &PenaltyParams) -> Result<Penalty, MissingParam> {
        let ms = || params.ms.filter(|ms| *ms > 0).ok_or(MissingParam::Time);
        Ok(match self {
            PenaltyKind::Warning => Penalty::Warning,
            PenaltyKind::IncreaseOpponentTime => Penalty::IncreaseOpponentTime { ms: ms()? },
            PenaltyKind::ReduceOffenderTime => Penalty::ReduceOffenderTime { ms: ms()? },
            PenaltyKind::IncreaseOpponentPoints => Penalty::IncreaseOpponentPoints,
            PenaltyKind::ReduceOffenderPoints => Penalty::ReduceOffenderPoints {
                to_half_points: params.half_points.unwrap_or(0),
            },
            PenaltyKind::GameLost => Penalty::GameLost {
                opponent_half_points: params.half_points.unwrap_or(2),
            },
            PenaltyKind::Fine => Penalty::Fine {
                amount: params
                    .amount
                    .as_deref()
                    .map(str::trim)
                    .filter(|a| !a.is_empty())
                    .ok_or(MissingParam::Amount)?
                    .to_string(),
            },
            PenaltyKind::ExcludedFromRounds => {
                if params.rounds.is_empty() {
                    return Err(MissingParam::Rounds);
                }
                Penalty::ExcludedFromRounds {
                    rounds: params.rounds.clone(),
                }
            }
            PenaltyKind::Expulsion => Penalty::Expulsion,
            PenaltyKind::GameDrawn => Penalty::GameDrawn,
        })
    }
}

impl Penalty {
    /// Its parameters, as [`PenaltyKind::with`] takes them back.
    pub fn params(&self) -> PenaltyParams {
        let mut p = PenaltyParams::default();
        match self {
            Penalty::IncreaseOpponentTime { ms } | Penalty::ReduceOffenderTime { ms } => p.ms = Some(*ms),
            Penalty::ReduceOffenderPoints { to_half_points } => p.half_points = Some(*to_half_points),
            Penalty::GameLost { opponent_half_points } => p.half_points = Some(*opponent_half_points),
            Penalty::Fine { amount } => p.amount = Some(amount.clone()),
            Penalty::ExcludedFromRounds { rounds } => p.rounds = rounds.clone(),
            Penalty::Warning | Penalty::IncreaseOpponentPoints | Penalty::Expulsion | Penalty::GameDrawn => {}
        }
        p
    }
}

/// A penalty kind's label as a catalogue message (`discipline-kind-…`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PenaltyKindLabel(pub PenaltyKind);

impl Message for PenaltyKindLabel {
    fn code(&self) -> &str {
        match self.0 {
            PenaltyKind::Warning => "discipline-kind-warning",
            PenaltyKind::IncreaseOpponentTime => "discipline-kind-increase-opponent-time",
            PenaltyKind::ReduceOffenderTime => "discipline-kind-reduce-offender-time",
            PenaltyKind::IncreaseOpponentPoints => "discipline-kind-increase-opponent-points",
            PenaltyKind::ReduceOffenderPoints => "discipline-kind-reduce-offender-points",
            PenaltyKind::GameLost => "discipline-kind-game-lost",
            PenaltyKind::Fine => "discipline-kind-fine",
            PenaltyKind::ExcludedFromRounds => "discipline-kind-excluded-from-rounds",
            PenaltyKind::Expulsion => "discipline-kind-expulsion",
            PenaltyKind::GameDrawn => "discipline-kind-game-drawn",
        }
    }

    fn args(&self) -> Args<'_> {
        Vec::new()
    }
}

impl Message for Penalty {
    fn code(&self) -> &str {
        match self {
            Penalty::Warning => "discipline-penalty-warning",
            Penalty::IncreaseOpponentTime { .. } => "discipline-penalty-increase-opponent-time",
            Penalty::ReduceOffenderTime { .. } => "discipline-penalty-reduce-offender-time",
            Penalty::IncreaseOpponentPoints => "discipline-penalty-increase-opponent-points",
            Penalty::ReduceOffenderPoints { .. } => "discipline-penalty-reduce-offender-points",
            Penalty::GameLost { .. } => "discipline-penalty-game-lost",
            Penalty::Fine { .. } => "discipline-penalty-fine",
            Penalty::ExcludedFromRounds { .. } => "discipline-penalty-excluded-from-rounds",
            Penalty::Expulsion => "discipline-penalty-expulsion",
            Penalty::GameDrawn => "discipline-penalty-game-drawn",
        }
    }

    fn args(&self) -> Args<'_> {
        let seconds = |ms: &u64| Arg::Int(i64::try_from(ms / 1000).unwrap_or(i64::MAX));
        let points = |h: &u8| Arg::Str(arbitro_i18n::format::half_points(i64::from(*h)).into());
        match self {
            Penalty::IncreaseOpponentTime { ms } | Penalty::ReduceOffenderTime { ms } => {
                vec![("seconds", seconds(ms))]
            }
            Penalty::ReduceOffenderPoints { to_half_points: h }
            | Penalty::GameLost {
                opponent_half_points: h,
            } => {
                vec![("points", points(h))]
            }
            Penalty::Fine { amount } => vec![("amount", Arg::from(amount))],
            Penalty::ExcludedFromRounds { rounds } => {
                let list: Vec<String> = rounds.iter().map(u32::to_string).collect();
                vec![
                    ("rounds", Arg::Str(list.join(", ").into())),
                    ("count", Arg::Int(rounds.len() as i64)),
                ]
            }
            Penalty::Warning | Penalty::IncreaseOpponentPoints | Penalty::Expulsion | Penalty::GameDrawn => {
                Vec::new()
            }
        }
    }
}

impl Message for MissingParam {
    fn code(&self) -> &str {
        match self {
            MissingParam::Time => "discipline-needs-time",
            MissingParam::Amount => "discipline-needs-amount",
            MissingParam::Rounds => "discipline-needs-rounds",
        }
    }

    fn args(&self) -> Args<'_> {
        Vec::new()
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
