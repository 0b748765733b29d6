//! Type B tie-breaks, from the participant's own record (C.07 7), and the
//! Koya System (9.2).
//!
//! Each is written once, per round ([`RoundShare`]): the value sums the
//! shares, the working lists them.

use crate::cell::{Cell, Colour, Format, Outcome};
use crate::code::Code;
use crate::event::Event;
use crate::value::Value;
use crate::working::{Cut, Rule};

/// What one round adds to a Type B tie-break or to Koya.
pub(crate) struct RoundShare {
    pub round: u32,
    pub contribution: Value,
    /// The quantity compared or accumulated (STD: the reference points;
    /// PS: the running score; KS: the opponent's score).
    pub value: Option<Value>,
    /// The participant's points in the round, where they decide.
    pub points: Option<Value>,
    pub rule: Option<Rule>,
    pub cut: Option<Cut>,
}

impl RoundShare {
    fn counts(round: u32, yes: bool) -> RoundShare {
        RoundShare {
            round,
            contribution: Value::int(i64::from(yes)),
            value: None,
            points: None,
            rule: None,
            cut: None,
        }
    }
}

/// The per-round shares of a Type B tie-break or Koya (`scores`: the final
/// scores Koya compares with its limit).
pub(crate) fn shares(
    event: &Event,
    tpn: u32,
    code: Code,
    cut: u32,
    limit_half_points: i32,
    scores: &[Value],
) -> Vec<RoundShare> {
    let rounds = 1..=event.rounds();
    match code {
        Code::Win => rounds.map(|r| win(event, tpn, r)).collect(),
        Code::Won => rounds
            .map(|r| {
                RoundShare::counts(
                    r,
                    matches!(
                        event.cell(tpn, r),
                        Cell::Game {
                            outcome: Outcome::Win,
                            ..
                        }
                    ),
                )
            })
            .collect(),
        Code::Bpg => rounds
            .map(|r| {
                RoundShare::counts(
                    r,
                    matches!(
                        event.cell(tpn, r),
                        Cell::Game {
                            colour: Colour::Black,
                            ..
                        }
                    ),
                )
            })
            .collect(),
        Code::Bwg => rounds
            .map(|r| {
                RoundShare::counts(
                    r,
                    matches!(
                        event.cell(tpn, r),
                        Cell::Game {
                            colour: Colour::Black,
                            outcome: Outcome::Win,
                            ..
                        }
                    ),
                )
            })
            .collect(),
        Code::Ps => progressive(event, tpn, cut),
        Code::Rep => rounds
            .map(|r| RoundShare::counts(r, !event.cell(tpn, r).is_vur()))
            .collect(),
        Code::Std => rounds.map(|r| standard_points(event, tpn, r)).collect(),
        Code::Ks => {
            let limit = koya_limit(event, limit_half_points);
            rounds
                .filter_map(|r| koya(event, tpn, r, limit, scores))
                .collect()
        }
        _ => Vec::new(),
    }
}

/// The value: the sum of the shares not cut.
pub(crate) fn value(shares: &[RoundShare]) -> Value {
    shares
        .iter()
        .filter(|s| s.cut.is_none())
        .map(|s| s.contribution)
        .sum()
}

/// 7.1 WIN: a round in which the participant obtained, playing or not, a win's points.
fn win(event: &Event, tpn: u32, round: u32) -> RoundShare {
    let points = event.points(tpn, round);
    let mut share = RoundShare::counts(round, points >= event.scoring().win);
    share.points = Some(points);
    share
}

/// 7.5 PS: the participant's score after each round; Cut-n leaves out the
/// scores after the first n rounds (14.1.1).
fn progressive(event: &Event, tpn: u32, cut: u32) -> Vec<RoundShare> {
    let mut running = Value::ZERO;
    let mut out = Vec::with_capacity(event.rounds() as usize);
    for (i, &points) in event.round_points(tpn).iter().enumerate() {
        running += points;
        out.push(RoundShare {
            round: i as u32 + 1,
            contribution: running,
            value: Some(running),
            points: Some(points),
            rule: None,
            cut: ((i as u32) < cut).then_some(Cut::Early),
        });
    }
    out
}

/// 7.7 STD: 1 for a round in which the participant scored more than the
/// scheduled opponent or obtained, without playing, more than a draw's
/// points; ½ for the same as the opponent or exactly a draw's points.
///
/// Reading of 7.7 for forfeits, double forfeits included: a forfeit is a
/// round in which no game was played (15.1), so its points are "obtained
/// without playing" and compared with a draw's points, not with the
/// opponent's. A double forfeit therefore gives 0 to both players, as it
/// does in the 1 / ½ / 0 system STD restores (a loss for both), not ½ for
/// "the same points as the scheduled opponent". In a round robin a forfeit
/// win is a regular game (15.2) and is compared with the opponent; a
/// forfeit loss stays an unplayed round in Type B tie-breaks (15.2): either
/// way it gives what it gives in 1 / ½ / 0.
fn standard_points(event: &Event, tpn: u32, round: u32) -> RoundShare {
    let scoring = event.scoring();
    let cell = event.cell(tpn, round);
    let own = event.points(tpn, round);
    let played = match (event.format(), cell) {
        (_, Cell::Game { opponent, .. }) => Some(opponent),
        (
            Format::RoundRobin,
            Cell::Forfeit {
                opponent, won: true, ..
            },
        ) => Some(opponent),
        _ => None,
    };
    let (reference, rule) = match played {
        Some(opp) => (event.points(opp, round), Rule::ComparedWithOpponent),
        None => (scoring.draw, Rule::ComparedWithDraw),
    };
    RoundShare {
        round,
        contribution: match own.cmp(&reference) {
            std::cmp::Ordering::Greater => Value::int(1),
            std::cmp::Ordering::Equal => Value::ratio(1, 2),
            std::cmp::Ordering::Less => Value::ZERO,
        },
        value: Some(reference),
        points: Some(own),
        rule: Some(rule),
        cut: None,
    }
}

/// The maximum possible tournament score of 9.2: a win in every round in which
/// a participant can be scheduled against somebody. In a round robin that is
/// the largest number of scheduled games any participant has (the free round
/// of an odd field cannot score); in a Swiss event, every round.
pub(crate) fn koya_maximum(event: &Event) -> Value {
    let rounds = match event.format() {
        Format::Swiss => event.rounds() as usize,
        Format::RoundRobin => event
            .participants()
            .iter()
            .map(|p| p.cells.iter().filter(|c| c.opponent().is_some()).count())
            .max()
            .unwrap_or(0),
    };
    event.scoring().win * Value::int(rounds as i64)
}

/// 9.2 KS's limit: 50 % of the maximum possible score, moved by
/// `limit_half_points` half points (14.5).
pub(crate) fn koya_limit(event: &Event, limit_half_points: i32) -> Value {
    koya_maximum(event) * Value::ratio(1, 2) + Value::ratio(i64::from(limit_half_points), 2)
}

/// 9.2 KS: the points of one game against a participant who scored at least
/// the limit. Forfeits count in a round robin (15.2); in a Swiss event only
/// games played over the board. `None` for a round without such a game.
fn koya(event: &Event, tpn: u32, round: u32, limit: Value, scores: &[Value]) -> Option<RoundShare> {
    let cell = event.cell(tpn, round);
    let counts = matches!(
        (event.format(), cell),
        (_, Cell::Game { .. }) | (Format::RoundRobin, Cell::Forfeit { .. })
    );
    let opp = cell.opponent().filter(|_| counts)?;
    let opp_score = event.position(opp).map_or(Value::ZERO, |i| scores[i]);
    let points = event.points(tpn, round);
    let qualifies = opp_score >= limit;
    Some(RoundShare {
        round,
        contribution: if qualifies { points } else { Value::ZERO },
        value: Some(opp_score),
        points: Some(points),
        rule: (!qualifies).then_some(Rule::BelowKoyaLimit),
        cut: None,
    })
}
