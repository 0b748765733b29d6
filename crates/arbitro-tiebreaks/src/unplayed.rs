//! Unplayed rounds (C.07 15 and 16): their categories, the adjusted score a
//! participant contributes to the tie-breaks of their opponents, and the
//! score of the dummy (or, before 2023, virtual) opponent that stands in for
//! a participant's own unplayed round.

use crate::cell::{Cell, Format};
use crate::edition::Edition;
use crate::event::Event;
use crate::value::Value;
use crate::working::{Category, DummyCap, Rule};

/// The category of a participant's round, or `None` for a game played over the board.
pub fn category(event: &Event, tpn: u32, round: u32) -> Option<Category> {
    let cell = event.cell(tpn, round);
    match cell {
        Cell::Game { .. } => None,
        Cell::PairingBye | Cell::FullBye => Some(Category::AwardedBye),
        Cell::Forfeit { won: true, .. } => Some(Category::ForfeitWin),
        Cell::Forfeit { won: false, .. } => Some(Category::ForfeitLoss),
        Cell::FreeRound => Some(Category::AwardedBye),
        Cell::HalfBye | Cell::ZeroBye | Cell::Absent => {
            let later_all_vur = (round + 1..=event.rounds()).all(|r| event.cell(tpn, r).is_vur());
            if round == event.rounds() || later_all_vur {
                Some(Category::RequestedByeToTheEnd)
            } else {
                Some(Category::RequestedByeBeforePlay)
            }
        }
    }
}

/// Per-participant scores of one event, indexed like [`Event::participants`].
#[derive(Debug, Clone)]
pub(crate) struct Scores {
    /// The participant's points.
    pub own: Vec<Value>,
    /// The score an opponent's tie-break uses (16.3; for the virtual-opponent
    /// rule, every unplayed round a draw; in round robins, the plain score).
    pub for_opponents: Vec<Value>,
}

impl Scores {
    pub fn new(event: &Event, edition: Edition) -> Scores {
        let scoring = event.scoring();
        let mut own = Vec::with_capacity(event.participants().len());
        let mut for_opponents = Vec::with_capacity(event.participants().len());
        for p in event.participants() {
            let points = event.round_points(p.tpn);
            let score: Value = points.iter().copied().sum();
            own.push(score);
            let adjusted = if event.format() == Format::RoundRobin {
                score
            } else {
                (1..=event.rounds())
                    .map(|r| {
                        let cell = event.cell(p.tpn, r);
                        match (edition, cell) {
                            (_, Cell::Game { .. }) => points[r as usize - 1],
                            (Edition::VirtualOpponent, _) => scoring.draw,
                            _ => adjusted_round(event, p.tpn, r),
                        }
                    })
                    .sum()
            };
            for_opponents.push(adjusted);
        }
        Scores { own, for_opponents }
    }

    pub fn own(&self, event: &Event, tpn: u32) -> Value {
        event.position(tpn).map_or(Value::ZERO, |i| self.own[i])
    }

    pub fn for_opponents(&self, event: &Event, tpn: u32) -> Value {
        event.position(tpn).map_or(Value::ZERO, |i| self.for_opponents[i])
    }

    /// How an opponent's score for this tie-break differs from their own,
    /// as the rule that made it: 16.3.2 (requested byes to the end counted as
    /// draws) or, before 2023, every unplayed round a draw.
    pub fn opponent_rule(&self, event: &Event, edition: Edition, opponent: u32) -> Option<Rule> {
        let (own, adjusted) = (self.own(event, opponent), self.for_opponents(event, opponent));
        (own != adjusted).then_some(match edition {
            Edition::VirtualOpponent => Rule::OpponentUnplayedAsDraws { actual: own },
            Edition::Fide2023 | Edition::Fide2026 => Rule::OpponentAdjusted { actual: own },
        })
    }
}

/// C.07 16.3: an unplayed round of category 16.2.5 counts as a draw; the
/// others as the result corresponding to the points awarded.
fn adjusted_round(event: &Event, tpn: u32, round: u32) -> Value {
    let scoring = event.scoring();
    let points = event.points(tpn, round);
    match category(event, tpn, round) {
        None => points,
        Some(Category::RequestedByeToTheEnd) => scoring.draw,
        Some(_) => scoring.outcome_points(scoring.outcome_of(points)),
    }
}

/// The opponent who stands in for a participant's unplayed round in a
/// Swiss event: their score, the points the participant is credited with
/// against them, and the rule that made them.
pub(crate) struct StandIn {
    pub score: Value,
    pub points: Value,
    pub rule: Rule,
}

/// The stand-in of `tpn`'s round `round` (an unplayed round of a Swiss event).
pub(crate) fn stand_in(event: &Event, scores: &Scores, edition: Edition, tpn: u32, round: u32) -> StandIn {
    let scoring = event.scoring();
    let cell = event.cell(tpn, round);
    let awarded = event.points(tpn, round);
    let outcome = scoring.outcome_of(awarded);
    match edition {
        Edition::VirtualOpponent => {
            // Svon = S(before R) + (result opposite to P's) + a draw in every later round.
            let before: Value = event.round_points(tpn)[..round as usize - 1]
                .iter()
                .copied()
                .sum();
            let result = scoring.outcome_points(outcome.mirrored());
            let later = scoring.draw * Value::int(i64::from(event.rounds() - round));
            StandIn {
                score: before + result + later,
                points: awarded,
                rule: Rule::VirtualOpponent {
                    before,
                    result,
                    later,
                },
            }
        }
        Edition::Fide2023 | Edition::Fide2026 => {
            // 16.4: the dummy has the participant's own score ...
            let own = scores.own(event, tpn);
            let mut score = own;
            let mut applied = None;
            if edition == Edition::Fide2026 {
                let cap = match cell {
                    // 16.4.1: ... not above the forfeiting opponent's adjusted score,
                    Cell::Forfeit { opponent, .. } => DummyCap::ScheduledOpponent {
                        opponent,
                        adjusted: scores.for_opponents(event, opponent),
                    },
                    // 16.4.2: ... nor above a draw in every round.
                    _ => DummyCap::DrawEveryRound {
                        rounds: event.rounds(),
                        limit: scoring.draw * Value::int(i64::from(event.rounds())),
                    },
                };
                if cap.limit() < own {
                    score = cap.limit();
                    applied = Some(cap);
                }
            }
            StandIn {
                score,
                points: scoring.outcome_points(outcome),
                rule: Rule::Dummy {
                    category: category(event, tpn, round).unwrap_or(Category::AwardedBye),
                    own,
                    cap: applied,
                },
            }
        }
    }
}
