//! How a tie-break value was reached, as data: per round (or opponent, or
//! board) what it added, which rule of C.07 made it so (the unplayed-round
//! rules of Article 16 above all) and what was cut, so that a participant
//! can check their own value. Serialised into the standings JSON
//! (`schemas/standings.schema.json`); rendered for people by `explain`.

use serde::Serialize;

use crate::cell::{Cell, Outcome};
use crate::spec::TieBreak;
use crate::value::Value;

/// The categories of unplayed rounds in a Swiss event (C.07 16.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Category {
    /// 16.2.1: a pairing-allocated bye or a full-point bye.
    AwardedBye,
    /// 16.2.2: a forfeit win.
    ForfeitWin,
    /// 16.2.3: a requested bye followed by at least one round that is not a VUR.
    RequestedByeBeforePlay,
    /// 16.2.4: a forfeit loss.
    ForfeitLoss,
    /// 16.2.5: a requested bye followed only by VURs, or in the last round.
    RequestedByeToTheEnd,
}

impl Category {
    /// The article that defines the category.
    pub fn article(self) -> &'static str {
        match self {
            Category::AwardedBye => "16.2.1",
            Category::ForfeitWin => "16.2.2",
            Category::RequestedByeBeforePlay => "16.2.3",
            Category::ForfeitLoss => "16.2.4",
            Category::RequestedByeToTheEnd => "16.2.5",
        }
    }
}

impl Serialize for Category {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.article())
    }
}

impl arbitro_i18n::Message for Category {
    fn code(&self) -> &str {
        match self {
            Category::AwardedBye => "label-unplayed-awarded-bye",
            Category::ForfeitWin => "label-unplayed-forfeit-win",
            Category::RequestedByeBeforePlay => "label-unplayed-requested-bye",
            Category::ForfeitLoss => "label-unplayed-forfeit-loss",
            Category::RequestedByeToTheEnd => "label-unplayed-requested-bye-to-the-end",
        }
    }
}

/// One tie-break value of one participant, with how it was reached.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Working {
    /// The tie-break.
    pub tie_break: TieBreak,
    /// The value (`None`: not defined for this participant: a dropped
    /// tie-break, or one that orders a group and was not needed).
    pub value: Option<Value>,
    /// How the terms make the value.
    #[serde(flatten)]
    pub method: Method,
    /// The terms, in round order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub terms: Vec<Term>,
}

impl Working {
    /// The sum of the contributions of the terms that were not cut.
    pub fn sum_of_terms(&self) -> Value {
        self.terms
            .iter()
            .filter(|t| t.cut.is_none())
            .map(|t| t.contribution)
            .sum()
    }

    /// The value the method makes of the terms, recomputed: what a
    /// participant would compute by hand (the consistency tests compare it
    /// with the value).
    pub fn recomputed(&self) -> Option<Value> {
        let sum = self.sum_of_terms();
        match &self.method {
            Method::Sum | Method::Koya { .. } => Some(sum),
            Method::Average { count, rounded, .. } => {
                if *count == 0 {
                    return Some(Value::ZERO);
                }
                let mean = sum.div_int(i64::from(*count));
                Some(if *rounded {
                    Value::int(mean.round_half_up())
                } else {
                    mean
                })
            }
            Method::Performance { aro, difference, .. } => Some(*aro + Value::int(i64::from(*difference))),
            Method::ScheduleStrength {
                secondary,
                buchholz,
                factor,
            } => Some(*secondary + buchholz.div_int(*factor)),
            Method::Value
            | Method::PerfectPerformance { .. }
            | Method::DirectEncounter { .. }
            | Method::Boards
            | Method::NotApplied
            | Method::Dropped { .. } => self.value,
        }
    }
}

/// How the terms of a working make its value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "method", rename_all = "kebab-case")]
pub enum Method {
    /// A value of the participant's own, no terms (the score, TPN, RTNG).
    Value,
    /// The sum of the terms not cut.
    Sum,
    /// The terms not cut, averaged: `sum / count`, rounded to the nearest
    /// whole number (halves up) when `rounded` (ARO, APRO, APPO: 10.1). With
    /// nothing to average, 0 (see `ratings`).
    Average {
        /// The sum of the terms not cut.
        sum: Value,
        /// How many terms were averaged.
        count: u32,
        /// Rounded half up (10.1, 10.4, 10.5), or exact (AOB).
        rounded: bool,
    },
    /// TPR (10.2): ARO plus the rating difference of the fractional score.
    Performance {
        /// ARO, rounded.
        aro: Value,
        /// Points scored over the board.
        points: Value,
        /// Games played over the board.
        games: u32,
        /// The fractional score in hundredths, rounded half up.
        percent: i64,
        /// `dp` of FIDE table 8.1a for it.
        difference: i32,
    },
    /// PTP (10.3): the lowest rating whose expected score reaches the points.
    /// Each term's contribution is its expected score at that rating.
    PerfectPerformance {
        /// Points scored over the board.
        points: Value,
        /// The expected score at the value found (the sum of the terms).
        expected: Value,
        /// The expected score one point lower, which falls short (none when
        /// the value is a bound: a zero score, or a perfect one).
        #[serde(skip_serializing_if = "Option::is_none")]
        expected_below: Option<Value>,
    },
    /// Koya (9.2): points against the participants at or above the limit.
    Koya {
        /// The limit: 50 % of the maximum possible score, moved by 14.5.
        limit: Value,
    },
    /// Direct Encounter (6) or its team extension (13.3): the participant's
    /// score in the separate standings of the group it was applied to.
    DirectEncounter {
        /// The tied group the tie-break was applied to.
        group: Vec<u32>,
        /// Members of the group the participant has not met (6.3).
        missing: u32,
    },
    /// Top Board Results and Bottom Board Elimination (12.2, 12.3): the
    /// points per board, compared board by board; each term is one board.
    Boards,
    /// SSSC (13.4): the secondary score plus the Buchholz on the primary
    /// score divided by the normalising factor.
    ScheduleStrength {
        /// The secondary score.
        secondary: Value,
        /// Buchholz (or Fore Buchholz) on the primary score.
        buchholz: Value,
        /// The normalising factor.
        factor: i64,
    },
    /// A tie-break that orders tied groups, not needed for this participant
    /// (separated before it was reached).
    NotApplied,
    /// Left out of the ranking.
    Dropped {
        /// Why.
        #[serde(flatten)]
        reason: DropReason,
    },
}

/// Why a tie-break was left out of the ranking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "kebab-case")]
pub enum DropReason {
    /// C.07 10: ratings-based tie-breaks are dropped when unrated players
    /// are present and no rating is set for them.
    UnratedPlayers {
        /// The unrated players.
        players: Vec<u32>,
    },
    /// C.07 10 is "for Individuals": its tie-breaks are left out of team standings.
    IndividualOnly,
}

/// What one round (one opponent, one board) adds to a value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Term {
    /// The round.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    /// The board (team tie-breaks of Article 12).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<u32>,
    /// The opponent met or scheduled; `None` for byes and absences, and
    /// where a dummy or virtual opponent stands in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opponent: Option<u32>,
    /// What the round was for the participant.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<RoundResult>,
    /// What the tie-break reads of this term: the opponent's (or the
    /// stand-in's) score, a rating, the running score, a board's points, the
    /// points the round is compared with (STD).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<Value>,
    /// The points the participant scored, where they multiply or decide (SB, KS, STD).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points: Option<Value>,
    /// What the term adds.
    pub contribution: Value,
    /// The rules that made the term (unplayed rounds, modifiers).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<Rule>,
    /// Cut, and why.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cut: Option<Cut>,
}

impl Term {
    /// A term of `round` adding `contribution`, nothing else said yet.
    pub(crate) fn new(round: u32, contribution: Value) -> Term {
        Term {
            round: Some(round),
            board: None,
            opponent: None,
            result: None,
            value: None,
            points: None,
            contribution,
            rules: Vec::new(),
            cut: None,
        }
    }
}

/// What a round was for a participant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoundResult {
    /// Won over the board.
    Won,
    /// Drawn over the board.
    Drawn,
    /// Lost over the board.
    Lost,
    /// Won by forfeit.
    ForfeitWon,
    /// Lost by forfeit.
    ForfeitLost,
    /// Neither player came (both lost by forfeit).
    DoubleForfeit,
    /// The pairing-allocated bye.
    PairingBye,
    /// A full-point bye.
    FullBye,
    /// A half-point bye.
    HalfBye,
    /// A zero-point bye.
    ZeroBye,
    /// Not in the event that round (withdrawn, or not yet entered).
    Absent,
    /// The free round of an odd round robin.
    FreeRound,
}

impl RoundResult {
    /// The result of a cell; `double` when the scheduled opponent lost by forfeit too.
    pub(crate) fn of(cell: Cell, double: bool) -> RoundResult {
        match cell {
            Cell::Game { outcome, .. } => match outcome {
                Outcome::Win => RoundResult::Won,
                Outcome::Draw => RoundResult::Drawn,
                Outcome::Loss => RoundResult::Lost,
            },
            Cell::Forfeit { won: true, .. } => RoundResult::ForfeitWon,
            Cell::Forfeit { won: false, .. } if double => RoundResult::DoubleForfeit,
            Cell::Forfeit { won: false, .. } => RoundResult::ForfeitLost,
            Cell::PairingBye => RoundResult::PairingBye,
            Cell::FullBye => RoundResult::FullBye,
            Cell::HalfBye => RoundResult::HalfBye,
            Cell::ZeroBye => RoundResult::ZeroBye,
            Cell::Absent => RoundResult::Absent,
            Cell::FreeRound => RoundResult::FreeRound,
        }
    }
}

/// A rule of C.07 that made a term what it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "rule", rename_all = "kebab-case")]
pub enum Rule {
    /// 16.3.2: the opponent's requested byes followed only by voluntary
    /// unplayed rounds (or in the last round) count as draws, so the score
    /// used is not the opponent's own.
    OpponentAdjusted {
        /// The opponent's own score.
        actual: Value,
    },
    /// 8.3: the opponent's score with their final-round game drawn (Fore Buchholz).
    OpponentFinalRoundDrawn {
        /// The opponent's own score.
        actual: Value,
    },
    /// Before 2023: every unplayed round of the opponent counts as a draw.
    OpponentUnplayedAsDraws {
        /// The opponent's own score.
        actual: Value,
    },
    /// 16.4: the unplayed round counts as a game against a dummy whose
    /// score is the participant's own, capped in 2026 (16.4.1, 16.4.2).
    Dummy {
        /// The category of the round (16.2).
        category: Category,
        /// The participant's own score.
        own: Value,
        /// The cap that lowered it, if one did.
        #[serde(skip_serializing_if = "Option::is_none")]
        cap: Option<DummyCap>,
    },
    /// Before 2023 (C.02 13.16): a virtual opponent with the participant's
    /// score before the round, the opposite result and a draw in every later round.
    VirtualOpponent {
        /// The participant's score before the round.
        before: Value,
        /// The virtual opponent's result in the round.
        result: Value,
        /// A draw in every later round.
        later: Value,
    },
    /// 16.1.2: a voluntary unplayed round (cut first under 16.5).
    Voluntary,
    /// 15.2: a forfeit in a round robin counts as a regular game.
    ForfeitAsGame,
    /// `/P`: a forfeit counted as a game against the scheduled opponent.
    ForfeitPlayed,
    /// 8.3: Fore Buchholz counts every paired game of the final round as drawn.
    FinalRoundDrawn,
    /// 7.7: a game played, compared with the opponent's points.
    ComparedWithOpponent,
    /// 7.7: a round obtained without playing, compared with a draw's points.
    ComparedWithDraw,
    /// 9.2: the opponent scored less than the Koya limit.
    BelowKoyaLimit,
    /// Article 10: an unrated opponent counted at the rating the event set (`/U`).
    UnratedAs {
        /// The rating used.
        rating: u32,
    },
    /// Article 12: a pairing-allocated bye counts on every board as a win.
    ByeAsWins,
}

/// A cap on the dummy's score (C.07 2026).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "cap", rename_all = "kebab-case")]
pub enum DummyCap {
    /// 16.4.1 (forfeits): the scheduled opponent's adjusted score.
    ScheduledOpponent {
        /// The scheduled opponent.
        opponent: u32,
        /// Their adjusted score (16.3).
        adjusted: Value,
    },
    /// 16.4.2 (byes): a draw's points times the number of rounds.
    DrawEveryRound {
        /// The number of rounds.
        rounds: u32,
        /// The cap.
        limit: Value,
    },
}

impl DummyCap {
    /// The cap's value.
    pub fn limit(self) -> Value {
        match self {
            DummyCap::ScheduledOpponent { adjusted, .. } => adjusted,
            DummyCap::DrawEveryRound { limit, .. } => limit,
        }
    }
}

/// Why a term was cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Cut {
    /// The least significant value (14.1).
    Least,
    /// A voluntary unplayed round, cut instead of the least significant value (16.5).
    Voluntary,
    /// The most significant value (Median, 14.3).
    Most,
    /// Progressive scores: the score after one of the first rounds (14.1.1).
    Early,
}
