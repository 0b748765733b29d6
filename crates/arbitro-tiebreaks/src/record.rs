//! Type B tie-breaks, from the participant's own record (C.07 7), and the
//! Koya System (9.2).

use crate::event::{Cell, Colour, Event, Format, Outcome};
use crate::value::Value;

fn cells(event: &Event, tpn: u32) -> impl Iterator<Item = Cell> + '_ {
    (1..=event.rounds()).map(move |r| event.cell(tpn, r))
}

fn count(n: usize) -> Value {
    Value::int(n as i64)
}

/// 7.1 WIN: rounds in which the participant obtained, playing or not, a win's points.
pub fn wins(event: &Event, tpn: u32) -> Value {
    let win = event.scoring().win;
    count(
        cells(event, tpn)
            .filter(|&c| event.scoring().points(c) >= win)
            .count(),
    )
}

/// 7.2 WON: games won over the board.
pub fn games_won(event: &Event, tpn: u32) -> Value {
    count(
        cells(event, tpn)
            .filter(|c| {
                matches!(
                    c,
                    Cell::Game {
                        outcome: Outcome::Win,
                        ..
                    }
                )
            })
            .count(),
    )
}

/// 7.3 BPG: games played over the board with black.
pub fn black_games(event: &Event, tpn: u32) -> Value {
    count(
        cells(event, tpn)
            .filter(|c| {
                matches!(
                    c,
                    Cell::Game {
                        colour: Colour::Black,
                        ..
                    }
                )
            })
            .count(),
    )
}

/// 7.4 BWG: games won over the board with black.
pub fn black_wins(event: &Event, tpn: u32) -> Value {
    count(
        cells(event, tpn)
            .filter(|c| {
                matches!(
                    c,
                    Cell::Game {
                        colour: Colour::Black,
                        outcome: Outcome::Win,
                        ..
                    }
                )
            })
            .count(),
    )
}

/// 7.5 PS: the sum of the participant's score after each round; Cut-n leaves
/// out the scores after the first n rounds (14.1.2 c).
pub fn progressive(event: &Event, tpn: u32, cut: u32) -> Value {
    let mut running = Value::ZERO;
    let mut total = Value::ZERO;
    for (i, cell) in cells(event, tpn).enumerate() {
        running += event.scoring().points(cell);
        if i as u32 >= cut {
            total += running;
        }
    }
    total
}

/// 7.6 REP: the rounds less the half-point byes, zero-point byes (every round
/// out of the event is one, 16.1.1) and forfeit losses.
pub fn rounds_elected(event: &Event, tpn: u32) -> Value {
    count(cells(event, tpn).filter(|c| !c.is_vur()).count())
}

/// 7.7 STD: one for each round in which the participant scored more than the
/// scheduled opponent (or, unpaired, more than a draw's points), a half for
/// each round with the same as the opponent (or exactly a draw's points).
pub fn standard_points(event: &Event, tpn: u32) -> Value {
    let scoring = event.scoring();
    let mut total = Value::ZERO;
    for round in 1..=event.rounds() {
        let cell = event.cell(tpn, round);
        let own = scoring.points(cell);
        let reference = match cell.opponent() {
            Some(opp) => scoring.points(event.cell(opp, round)),
            None => scoring.draw,
        };
        total += match own.cmp(&reference) {
            std::cmp::Ordering::Greater => Value::int(1),
            std::cmp::Ordering::Equal => Value::ratio(1, 2),
            std::cmp::Ordering::Less => Value::ZERO,
        };
    }
    total
}

/// The maximum possible tournament score of 9.2: a win in every round in which
/// a participant can be scheduled against somebody. In a round robin that is
/// the largest number of scheduled games any participant has (the free round
/// of an odd field cannot score); in a Swiss event, every round.
pub fn koya_maximum(event: &Event) -> Value {
    let rounds = match event.format() {
        Format::Swiss => event.rounds() as usize,
        Format::RoundRobin => event
            .participants()
            .iter()
            .map(|p| cells(event, p.tpn).filter(|c| c.opponent().is_some()).count())
            .max()
            .unwrap_or(0),
    };
    event.scoring().win * count(rounds)
}

/// 9.2 KS: points achieved against the participants who scored at least 50%
/// of the maximum possible score, the limit moved by `limit_half_points`
/// half points (14.5). Forfeits count in a round robin (15.2); in a Swiss
/// event only games played over the board.
pub fn koya(event: &Event, tpn: u32, limit_half_points: i32, scores: &[Value]) -> Value {
    let limit = koya_maximum(event) * Value::ratio(1, 2) + Value::ratio(i64::from(limit_half_points), 2);
    let mut total = Value::ZERO;
    for round in 1..=event.rounds() {
        let cell = event.cell(tpn, round);
        let counts = matches!(
            (event.format(), cell),
            (_, Cell::Game { .. }) | (Format::RoundRobin, Cell::Forfeit { .. })
        );
        let Some(opp) = cell.opponent().filter(|_| counts) else {
            continue;
        };
        let opp_score = event.position(opp).map_or(Value::ZERO, |i| scores[i]);
        if opp_score >= limit {
            total += event.scoring().points(cell);
        }
    }
    total
}
