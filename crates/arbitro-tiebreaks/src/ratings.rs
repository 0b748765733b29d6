//! Ratings-based tie-breaks (C.07 10): ARO, TPR, PTP and the averages of the
//! opponents' TPR and PTP. They count games played over the board only (15.2:
//! forfeits stay unplayed here even in round robins).

use crate::event::{Cell, Event};
use crate::rating_table::{dp, expected_percent};
use crate::value::Value;

/// The games a participant played over the board: (opponent, opponent's
/// rating, points on the 1 / ½ / 0 scale). Opponents without a rating take
/// `unrated`, or are left out when it is `None`.
pub(crate) fn rated_games(event: &Event, tpn: u32, unrated: Option<u32>) -> Vec<(u32, i64, Value)> {
    (1..=event.rounds())
        .filter_map(|r| match event.cell(tpn, r) {
            Cell::Game {
                opponent, outcome, ..
            } => {
                let rating = event.participant(opponent)?.rating.or(unrated)?;
                Some((opponent, i64::from(rating), outcome.standard_points()))
            }
            _ => None,
        })
        .collect()
}

/// 10.1 ARO: the average rating of the opponents, rounded half up, after
/// cutting the `low` lowest and `high` highest ratings.
pub fn average_rating(games: &[(u32, i64, Value)], low: u32, high: u32) -> Option<Value> {
    let mut ratings: Vec<i64> = games.iter().map(|g| g.1).collect();
    ratings.sort_unstable();
    let low = (low as usize).min(ratings.len());
    let high = (high as usize).min(ratings.len() - low);
    let kept = &ratings[low..ratings.len() - high];
    if kept.is_empty() {
        return None;
    }
    let sum: i64 = kept.iter().sum();
    Some(Value::int(Value::ratio(sum, kept.len() as i64).round_half_up()))
}

/// 10.2 TPR: ARO plus the rating difference of the fractional score (the
/// score over the games, in hundredths rounded half up).
pub fn performance(games: &[(u32, i64, Value)]) -> Option<Value> {
    let aro = average_rating(games, 0, 0)?;
    let score: Value = games.iter().map(|g| g.2).sum();
    let percent = (score * Value::int(100))
        .div_int(games.len() as i64)
        .round_half_up();
    Some(aro + Value::int(i64::from(dp(percent))))
}

/// 10.3 PTP: the lowest whole rating whose expected score against the
/// opponents (full scale, no ±400 cut) reaches the score; 800 below the
/// lowest opponent for a zero score.
pub fn perfect_performance(games: &[(u32, i64, Value)]) -> Option<Value> {
    let lowest = games.iter().map(|g| g.1).min()?;
    let highest = games.iter().map(|g| g.1).max()?;
    let score: Value = games.iter().map(|g| g.2).sum();
    if score == Value::ZERO {
        return Some(Value::int(lowest - 800));
    }
    // Expected score in hundredths, compared with the score in hundredths.
    let target = score * Value::int(100);
    let reaches = |rating: i64| {
        let expected: i64 = games
            .iter()
            .map(|g| i64::from(expected_percent(rating, g.1)))
            .sum();
        Value::int(expected) >= target
    };
    // The expected score never falls as the rating rises; beyond highest + 735
    // every game is a certain win, so the search interval is closed.
    let (mut lo, mut hi) = (lowest - 800, highest + 800);
    if !reaches(hi) {
        return Some(Value::int(hi));
    }
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if reaches(mid) { hi = mid } else { lo = mid + 1 }
    }
    Some(Value::int(lo))
}

/// The average of some of the opponents' values (APRO, APPO), rounded half up;
/// opponents without a value are left out.
pub fn average_of(values: impl IntoIterator<Item = Option<Value>>) -> Option<Value> {
    let known: Vec<Value> = values.into_iter().flatten().collect();
    if known.is_empty() {
        return None;
    }
    let sum: Value = known.iter().copied().sum();
    Some(Value::int(sum.div_int(known.len() as i64).round_half_up()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games(list: &[(i64, Value)]) -> Vec<(u32, i64, Value)> {
        list.iter()
            .enumerate()
            .map(|(i, &(r, p))| (i as u32 + 2, r, p))
            .collect()
    }

    #[test]
    fn performance_follows_the_fide_tables() {
        let half = Value::ratio(1, 2);
        // ARO (2000+2100+2200)/3 = 2100; 2/3 = 0.67 → +125.
        let g = games(&[(2000, Value::int(1)), (2100, Value::int(1)), (2200, Value::ZERO)]);
        assert_eq!(average_rating(&g, 0, 0), Some(Value::int(2100)));
        assert_eq!(performance(&g), Some(Value::int(2225)));
        // Two draws against 2000: a difference of 0-3 points still expects
        // 0.50 a game, so 1997 is the lowest rating reaching 1 point.
        let d = games(&[(2000, half), (2000, half)]);
        assert_eq!(perfect_performance(&d), Some(Value::int(1997)));
        let z = games(&[(1900, Value::ZERO), (2000, Value::ZERO)]);
        assert_eq!(perfect_performance(&z), Some(Value::int(1100)));
        // A perfect score needs every game certain: 736 above the best opponent.
        let w = games(&[(1900, Value::int(1)), (2000, Value::int(1))]);
        assert_eq!(perfect_performance(&w), Some(Value::int(2736)));
        assert_eq!(
            average_rating(&games(&[(1999, half), (2000, half)]), 0, 0),
            Some(Value::int(2000))
        );
    }
}
