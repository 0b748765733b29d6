//! Unplayed rounds (C.07 15 and 16): their categories, the adjusted score a
//! participant contributes to the tie-breaks of their opponents, and the
//! score of the dummy (or, before 2023, virtual) opponent that stands in for
//! a participant's own unplayed round.

use crate::edition::Edition;
use crate::event::{Cell, Event, Format};
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
            let score: Value = p.cells.iter().map(|&c| scoring.points(c)).sum();
            own.push(score);
            let adjusted = if event.format() == Format::RoundRobin {
                score
            } else {
                (1..=event.rounds())
                    .map(|r| {
                        let cell = event.cell(p.tpn, r);
                        match (edition, cell) {
                            (_, Cell::Game { .. }) => scoring.points(cell),
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
}

/// C.07 16.3: an unplayed round of category 16.2.5 counts as a draw; the
/// others as the result corresponding to the points awarded.
fn adjusted_round(event: &Event, tpn: u32, round: u32) -> Value {
    let scoring = event.scoring();
    let cell = event.cell(tpn, round);
    match category(event, tpn, round) {
        None => scoring.points(cell),
        Some(Category::RequestedByeToTheEnd) => scoring.draw,
        Some(_) => scoring.outcome_points(scoring.outcome_of(scoring.points(cell))),
    }
}

/// The score of the opponent who stands in for a participant's unplayed round
/// in a Swiss event, and the points the participant is credited with against it.
pub(crate) fn stand_in(
    event: &Event,
    scores: &Scores,
    edition: Edition,
    tpn: u32,
    round: u32,
) -> (Value, Value) {
    let scoring = event.scoring();
    let cell = event.cell(tpn, round);
    let awarded = scoring.points(cell);
    let outcome = scoring.outcome_of(awarded);
    match edition {
        Edition::VirtualOpponent => {
            // Svon = S(before R) + (result opposite to P's) + a draw in every later round.
            let before: Value = (1..round).map(|r| scoring.points(event.cell(tpn, r))).sum();
            let later = scoring.draw * Value::int(i64::from(event.rounds() - round));
            let virtual_score = before + scoring.outcome_points(outcome.mirrored()) + later;
            (virtual_score, awarded)
        }
        Edition::Fide2023 | Edition::Fide2026 => {
            // 16.4: the dummy has the participant's own score ...
            let mut dummy = scores.own(event, tpn);
            if edition == Edition::Fide2026 {
                let cap = match cell {
                    // 16.4.1: ... not above the forfeiting opponent's adjusted score,
                    Cell::Forfeit { opponent, .. } => scores.for_opponents(event, opponent),
                    // 16.4.2: ... nor above a draw in every round.
                    _ => scoring.draw * Value::int(i64::from(event.rounds())),
                };
                dummy = dummy.min(cap);
            }
            (dummy, scoring.outcome_points(outcome))
        }
    }
}
