//! A player's performance and rating change in the event, as a player
//! card shows them, by the FIDE Rating Regulations (Handbook B.02) with
//! their own tables (`arbitro_tiebreaks::rating_table`): rated games only —
//! played over the board, against a rated opponent, with a result.
//!
//! - Performance (8.2): the opponents' average rating plus `dp` of the
//!   fraction scored, in hundredths rounded half up, as C.07 10.2 computes
//!   TPR.
//! - Rating change (8.3): K × Σ(W − We), We from table 8.1b with a
//!   difference over 400 points counted as 400 (8.3.1), in hundredths of
//!   a point, exact. K (8.56): 20 at rapid and blitz; at standard 40 for a
//!   player under 18 in the event's year rated under 2300, 10 from 2400,
//!   20 otherwise. FIDE also gives 40 to a player's first 30 games and caps
//!   K × games in a period at 700, which an event alone cannot know: the
//!   card calls the figure an estimate.

use arbitro_tiebreaks::rating_table::{dp, expected_percent};

/// One rated game: the opponent's rating and what the player scored in
/// half points (2, 1, 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RatedGame {
    pub opponent: u16,
    pub halves: u8,
}

/// A player's performance over their rated games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Performance {
    /// The performance rating.
    pub rating: i64,
    /// The opponents' average rating, rounded half up.
    pub average: i64,
    /// Rated games.
    pub games: usize,
}

/// The performance over `games` (none without a rated game).
pub(crate) fn performance(games: &[RatedGame]) -> Option<Performance> {
    if games.is_empty() {
        return None;
    }
    let n = games.len() as i64;
    let sum: i64 = games.iter().map(|g| i64::from(g.opponent)).sum();
    let average = (2 * sum + n).div_euclid(2 * n);
    let halves: i64 = games.iter().map(|g| i64::from(g.halves)).sum();
    // The fraction scored in hundredths, rounded half up: halves × 50 / n.
    let percent = (2 * halves * 50 + n).div_euclid(2 * n);
    Some(Performance {
        rating: average + i64::from(dp(percent)),
        average,
        games: games.len(),
    })
}

/// The development coefficient for a player rated `rating`, born in
/// `birth_year`, in an event of `year` at `rate` (B.02 8.56, see above).
pub(crate) fn k_factor(rating: u16, birth_year: Option<i32>, year: i32, standard: bool) -> u8 {
    if !standard {
        return 20;
    }
    if rating >= 2400 {
        return 10;
    }
    if rating < 2300 && birth_year.is_some_and(|born| year - born < 18) {
        return 40;
    }
    20
}

/// The change a game makes, in hundredths of a point: K × (W − We).
pub(crate) fn game_change(own: u16, game: RatedGame, k: u8) -> i64 {
    let difference = (i64::from(own) - i64::from(game.opponent)).clamp(-400, 400);
    let expected = i64::from(expected_percent(difference, 0));
    let scored = i64::from(game.halves) * 50;
    i64::from(k) * (scored - expected)
}

/// The whole change over `games`, in hundredths of a point.
pub(crate) fn rating_change(own: u16, games: &[RatedGame], k: u8) -> i64 {
    games.iter().map(|&g| game_change(own, g, k)).sum()
}

/// Hundredths of a point to one decimal, rounded half away from zero,
/// signed: `1240` → `+12.4`, `-5` → `-0.1`, `0` → `0.0` (the caller
/// writes it in the language's decimals).
pub(crate) fn signed_tenths(hundredths: i64) -> String {
    let tenths = if hundredths >= 0 {
        (hundredths + 5) / 10
    } else {
        -((-hundredths + 5) / 10)
    };
    let sign = match tenths.signum() {
        1 => "+",
        -1 => "-",
        _ => "",
    };
    format!("{sign}{}.{}", tenths.abs() / 10, tenths.abs() % 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(opponent: u16, halves: u8) -> RatedGame {
        RatedGame { opponent, halves }
    }

    /// Worked by hand from B.02's tables.
    #[test]
    fn performance_and_change_follow_the_fide_tables() {
        // 2 of 3 against an average of 2100: p = 0.67 → dp = +125.
        let games = [g(2000, 2), g(2100, 2), g(2200, 0)];
        let p = performance(&games).unwrap();
        assert_eq!((p.rating, p.average, p.games), (2225, 2100, 3));
        // A 2050 player, K 20: We 0.57, 0.43, 0.30 against them.
        // (1 − .57) + (1 − .43) + (0 − .30) = 0.70 → +14.0.
        assert_eq!(rating_change(2050, &games, 20), 1400);
        assert_eq!(signed_tenths(1400), "+14.0");
        assert_eq!(signed_tenths(1245), "+12.5");
        // A difference over 400 counts as 400 (We 0.92, not 0.99).
        assert_eq!(game_change(2700, g(2000, 2), 10), 80);
        assert_eq!(game_change(2000, g(2700, 0), 10), -80);
        // A draw between equals changes nothing.
        assert_eq!(game_change(1800, g(1800, 1), 40), 0);
        assert_eq!(signed_tenths(0), "0.0");
        assert_eq!(signed_tenths(-5), "-0.1");
        assert_eq!(signed_tenths(-4), "0.0");
        assert!(performance(&[]).is_none());
    }

    #[test]
    fn k_by_rating_age_and_rate() {
        assert_eq!(k_factor(2450, Some(2010), 2026, true), 10);
        assert_eq!(k_factor(2250, Some(2010), 2026, true), 40);
        assert_eq!(k_factor(2350, Some(2010), 2026, true), 20);
        assert_eq!(k_factor(2250, Some(1990), 2026, true), 20);
        assert_eq!(k_factor(2250, None, 2026, true), 20);
        assert_eq!(k_factor(2500, Some(2010), 2026, false), 20);
    }
}
