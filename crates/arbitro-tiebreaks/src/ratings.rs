//! Ratings-based tie-breaks (C.07 10): ARO, TPR, PTP and the averages of the
//! opponents' TPR and PTP. They count games played over the board only (15.2:
//! forfeits stay unplayed here even in round robins).
//!
//! Reading of 10.1 with the cuts of 14.1-14.4 when no rating is left (ARO/C1
//! of a participant with one game over the board, ARO/M1 with two), and of
//! every average of article 10 for a participant with no game over the board:
//! there is no rating to average, and the value is 0. A ranking needs a value
//! that compares: 0 ranks the participant after everyone who has a rated
//! opponent left, where an undefined value ranked them before, but as a
//! number that can be printed and checked. Falling back to the uncut average
//! would apply the modifier to some participants and not to others (14.1
//! cuts the least significant value of everyone), and give a participant
//! whose only game was cut a better value than one whose weaker of two was.
//!
//! The arithmetic is exact: FIDE's tables give probabilities in hundredths,
//! and PTP compares sums of whole hundredths with the score in hundredths,
//! never floats (0.70 + 0.20 + 0.10 is exactly 1.00 here; in binary
//! floating point it falls just short of it).

use crate::cell::Cell;
use crate::event::Event;
use crate::rating_table::{dp, expected_percent};
use crate::value::Value;
use crate::working::Cut;

/// A game played over the board, as the ratings-based tie-breaks see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RatedGame {
    pub round: u32,
    pub opponent: u32,
    /// The opponent's rating (or the `/U` rating of an unrated opponent).
    pub rating: i64,
    /// Whether the rating is the `/U` one.
    pub unrated: bool,
    /// The points on the 1 / ½ / 0 scale.
    pub points: Value,
}

/// The games a participant played over the board. Opponents without a rating
/// take `unrated`, or are left out when it is `None`.
pub(crate) fn rated_games(event: &Event, tpn: u32, unrated: Option<u32>) -> Vec<RatedGame> {
    (1..=event.rounds())
        .filter_map(|r| match event.cell(tpn, r) {
            Cell::Game {
                opponent, outcome, ..
            } => {
                let own = event.participant(opponent)?.rating;
                let rating = own.or(unrated)?;
                Some(RatedGame {
                    round: r,
                    opponent,
                    rating: i64::from(rating),
                    unrated: own.is_none(),
                    points: outcome.standard_points(),
                })
            }
            _ => None,
        })
        .collect()
}

/// An average of article 10, with what it was made of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Average {
    /// Rounded half up (0 with nothing to average).
    pub value: Value,
    /// The sum of what was averaged.
    pub sum: Value,
    /// How many values were averaged.
    pub count: u32,
    /// Which of the inputs were cut, aligned with them.
    pub cuts: Vec<Option<Cut>>,
}

/// 10.1 ARO: the average rating of the opponents, rounded half up, after
/// cutting the `low` lowest and `high` highest ratings (14.1-14.4).
pub(crate) fn average_rating(games: &[RatedGame], low: u32, high: u32) -> Average {
    let mut order: Vec<usize> = (0..games.len()).collect();
    order.sort_by_key(|&i| (games[i].rating, games[i].round));
    let mut cuts = vec![None; games.len()];
    let low = (low as usize).min(order.len());
    let high = (high as usize).min(order.len() - low);
    for &i in &order[..low] {
        cuts[i] = Some(Cut::Least);
    }
    for &i in &order[order.len() - high..] {
        cuts[i] = Some(Cut::Most);
    }
    let kept: Vec<i64> = (0..games.len())
        .filter(|&i| cuts[i].is_none())
        .map(|i| games[i].rating)
        .collect();
    let sum: i64 = kept.iter().sum();
    Average {
        value: rounded_mean(Value::int(sum), kept.len()),
        sum: Value::int(sum),
        count: kept.len() as u32,
        cuts,
    }
}

fn rounded_mean(sum: Value, count: usize) -> Value {
    if count == 0 {
        return Value::ZERO;
    }
    Value::int(sum.div_int(count as i64).round_half_up())
}

/// The working of a TPR (10.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Performance {
    pub value: Value,
    pub aro: Value,
    pub points: Value,
    pub games: u32,
    pub percent: i64,
    pub difference: i32,
}

/// 10.2 TPR: ARO plus the rating difference of the fractional score (the
/// score over the games, in hundredths rounded half up); 0 with no game.
pub(crate) fn performance(games: &[RatedGame]) -> Performance {
    let aro = average_rating(games, 0, 0).value;
    let points: Value = games.iter().map(|g| g.points).sum();
    if games.is_empty() {
        return Performance {
            value: Value::ZERO,
            aro,
            points,
            games: 0,
            percent: 0,
            difference: 0,
        };
    }
    let percent = (points * Value::int(100))
        .div_int(games.len() as i64)
        .round_half_up();
    let difference = dp(percent);
    Performance {
        value: aro + Value::int(i64::from(difference)),
        aro,
        points,
        games: games.len() as u32,
        percent,
        difference,
    }
}

/// The working of a PTP (10.3).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Perfect {
    pub value: Value,
    pub points: Value,
    /// Each game's expected score at the value, in hundredths.
    pub expected: Vec<u32>,
    /// The expected score one point lower, in hundredths (when the value is
    /// not a bound).
    pub expected_below: Option<i64>,
}

/// 10.3 PTP: the lowest whole rating whose expected score against the
/// opponents (full scale, no ±400 cut) reaches the score; 800 below the
/// lowest opponent for a zero score; 0 with no game.
pub(crate) fn perfect_performance(games: &[RatedGame]) -> Perfect {
    let points: Value = games.iter().map(|g| g.points).sum();
    let expected_at =
        |rating: i64| -> Vec<u32> { games.iter().map(|g| expected_percent(rating, g.rating)).collect() };
    let (Some(lowest), Some(highest)) = (
        games.iter().map(|g| g.rating).min(),
        games.iter().map(|g| g.rating).max(),
    ) else {
        return Perfect {
            value: Value::ZERO,
            points,
            expected: Vec::new(),
            expected_below: None,
        };
    };
    if points == Value::ZERO {
        let value = lowest - 800;
        return Perfect {
            value: Value::int(value),
            points,
            expected: expected_at(value),
            expected_below: None,
        };
    }
    // Expected score in hundredths, compared with the score in hundredths.
    let target = points * Value::int(100);
    let total = |rating: i64| -> i64 {
        games
            .iter()
            .map(|g| i64::from(expected_percent(rating, g.rating)))
            .sum()
    };
    let reaches = |rating: i64| Value::int(total(rating)) >= target;
    // The expected score never falls as the rating rises; beyond highest + 735
    // every game is a certain win, so the search interval is closed.
    let (mut lo, mut hi) = (lowest - 800, highest + 800);
    if !reaches(hi) {
        return Perfect {
            value: Value::int(hi),
            points,
            expected: expected_at(hi),
            expected_below: None,
        };
    }
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if reaches(mid) { hi = mid } else { lo = mid + 1 }
    }
    Perfect {
        value: Value::int(lo),
        points,
        expected: expected_at(lo),
        expected_below: (lo > lowest - 800).then(|| total(lo - 1)),
    }
}

/// The average of the opponents' values (APRO, APPO), rounded half up; 0
/// with no opponent.
pub(crate) fn average_of(values: &[Value]) -> Average {
    let sum: Value = values.iter().copied().sum();
    Average {
        value: rounded_mean(sum, values.len()),
        sum,
        count: values.len() as u32,
        cuts: vec![None; values.len()],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games(list: &[(i64, Value)]) -> Vec<RatedGame> {
        list.iter()
            .enumerate()
            .map(|(i, &(rating, points))| RatedGame {
                round: i as u32 + 1,
                opponent: i as u32 + 2,
                rating,
                unrated: false,
                points,
            })
            .collect()
    }

    #[test]
    fn performance_follows_the_fide_tables() {
        let half = Value::ratio(1, 2);
        // ARO (2000+2100+2200)/3 = 2100; 2/3 = 0.67 → +125.
        let g = games(&[(2000, Value::int(1)), (2100, Value::int(1)), (2200, Value::ZERO)]);
        assert_eq!(average_rating(&g, 0, 0).value, Value::int(2100));
        assert_eq!(performance(&g).value, Value::int(2225));
        // Two draws against 2000: a difference of 0-3 points still expects
        // 0.50 a game, so 1997 is the lowest rating reaching 1 point.
        let d = games(&[(2000, half), (2000, half)]);
        assert_eq!(perfect_performance(&d).value, Value::int(1997));
        assert_eq!(perfect_performance(&d).expected_below, Some(98));
        let z = games(&[(1900, Value::ZERO), (2000, Value::ZERO)]);
        assert_eq!(perfect_performance(&z).value, Value::int(1100));
        // A perfect score needs every game certain: 736 above the best opponent.
        let w = games(&[(1900, Value::int(1)), (2000, Value::int(1))]);
        assert_eq!(perfect_performance(&w).value, Value::int(2736));
        assert_eq!(
            average_rating(&games(&[(1999, half), (2000, half)]), 0, 0).value,
            Value::int(2000)
        );
    }

    #[test]
    fn nothing_to_average_is_zero() {
        let one = games(&[(2400, Value::int(1))]);
        let cut = average_rating(&one, 1, 0);
        assert_eq!((cut.value, cut.count), (Value::ZERO, 0));
        assert_eq!(cut.cuts, vec![Some(Cut::Least)]);
        let two = games(&[(2000, Value::int(1)), (2200, Value::ZERO)]);
        let median = average_rating(&two, 1, 1);
        assert_eq!(median.value, Value::ZERO);
        assert_eq!(median.cuts, vec![Some(Cut::Least), Some(Cut::Most)]);
        assert_eq!(performance(&[]).value, Value::ZERO);
        assert_eq!(perfect_performance(&[]).value, Value::ZERO);
        assert_eq!(average_of(&[]).value, Value::ZERO);
    }
}
