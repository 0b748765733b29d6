//! Doubles/bughouse teams (AM-R3, AM-R13, AM-R15): teams of two partners,
//! their seeding, the seats of a team match and the team result read from
//! its two boards. Pure: the store feeds the data in.
//!
//! Seats follow the bughouse convention of `arbitro_rules::bughouse`: in a
//! match, team one plays White on board A and Black on board B; team two
//! Black on A and White on B. Each team's board-1 player sits at board A,
//! its board-2 player at board B, so partners always have opposite colours.
//! The team game ends as soon as either board ends: both boards carry the
//! one team result.

use serde::{Deserialize, Serialize};

/// A registered team.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Team {
    /// Stable id in the event file.
    pub id: i64,
    /// Seeding number: by the partners' average rating, then name.
    pub number: u32,
    /// Team name.
    pub name: String,
    /// Player id of the board-1 player (board A).
    pub board1: i64,
    /// Player id of the board-2 player (board B).
    pub board2: i64,
    /// The partners' average rating (0 when both are unrated).
    pub rating: u16,
    /// First round the team can be paired in (the later of its partners').
    pub first_round: u32,
    /// Last round the team plays, if a partner withdrew.
    pub withdrawn_after: Option<u32>,
}

impl Team {
    /// Whether the team can be paired in `round`.
    pub fn available_in(&self, round: u32) -> bool {
        round >= self.first_round && self.withdrawn_after.is_none_or(|w| round <= w)
    }
}

/// The average of the partners' ratings, ignoring an unrated partner.
pub fn team_rating(a: u16, b: u16) -> u16 {
    match (a, b) {
        (0, x) | (x, 0) => x,
        (x, y) => ((u32::from(x) + u32::from(y)).div_ceil(2)) as u16,
    }
}

/// Seeding order: rating descending, then name, then id.
pub fn seed_order(a: &Team, b: &Team) -> std::cmp::Ordering {
    b.rating
        .cmp(&a.rating)
        .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
        .then_with(|| a.id.cmp(&b.id))
}

/// The two games of a match, as (white, black) player ids: board A, then board B.
pub fn seats(one: &Team, two: &Team) -> [(i64, i64); 2] {
    [(one.board1, two.board1), (two.board2, one.board2)]
}

/// A board's result as half-points (white, black).
pub type Score = (u8, u8);

/// The team result (team one's and team two's half-points) from the results
/// of board A and board B: both boards carry the one team result, so they
/// must agree; one board is enough (the team game ended there).
pub fn team_result(a: Option<Score>, b: Option<Score>) -> Result<Option<Score>, BoardsDisagree> {
    // Board A: team one is White. Board B: team one is Black.
    let from_a = a;
    let from_b = b.map(|(w, bl)| (bl, w));
    match (from_a, from_b) {
        (Some(x), Some(y)) if x != y => Err(BoardsDisagree {
            board_a: x,
            board_b: y,
        }),
        (Some(x), _) | (None, Some(x)) => Ok(Some(x)),
        (None, None) => Ok(None),
    }
}

/// A team game whose two boards give different team results: a bughouse
/// team game has one result (AM-R3). Scores in half-points, team one first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardsDisagree {
    /// The team result board A gives.
    pub board_a: Score,
    /// The team result board B gives.
    pub board_b: Score,
}

impl arbitro_i18n::Message for BoardsDisagree {
    fn code(&self) -> &str {
        "store-team-boards-disagree"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        let score = |(one, two): Score| {
            arbitro_i18n::Arg::from(format!(
                "{}-{}",
                arbitro_i18n::format::half_points(i64::from(one)),
                arbitro_i18n::format::half_points(i64::from(two))
            ))
        };
        vec![("a", score(self.board_a)), ("b", score(self.board_b))]
    }
}

/// The partner board's result, given the result of the board where the team
/// game ended: the same team result seen from the other colours.
pub fn partner_score(score: Score) -> Score {
    (score.1, score.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn team(id: i64, name: &str, rating: u16) -> Team {
        Team {
            id,
            number: 0,
            name: name.into(),
            board1: id * 10 + 1,
            board2: id * 10 + 2,
            rating,
            first_round: 1,
            withdrawn_after: None,
        }
    }

    #[test]
    fn am_r3_partners_sit_at_opposite_colours() {
        let (one, two) = (team(1, "Uno", 2000), team(2, "Dos", 1900));
        let [a, b] = seats(&one, &two);
        assert_eq!(a, (11, 21), "board A: team one's board-1 player has White");
        assert_eq!(b, (22, 12), "board B: team one's board-2 player has Black");
    }

    #[test]
    fn am_r3_one_result_for_both_boards() {
        // Team one wins on board A (1-0 there, 0-1 on board B).
        assert_eq!(team_result(Some((2, 0)), None), Ok(Some((2, 0))));
        assert_eq!(team_result(None, Some((0, 2))), Ok(Some((2, 0))));
        assert_eq!(team_result(Some((2, 0)), Some((0, 2))), Ok(Some((2, 0))));
        assert!(team_result(Some((2, 0)), Some((2, 0))).is_err());
        assert_eq!(partner_score((2, 0)), (0, 2));
        assert_eq!(team_result(None, None), Ok(None));
    }

    #[test]
    fn seeding_by_average_rating() {
        assert_eq!(team_rating(2000, 1901), 1951);
        assert_eq!(team_rating(0, 1800), 1800);
        let mut v = [team(1, "b", 1800), team(2, "a", 1800), team(3, "c", 2000)];
        v.sort_by(seed_order);
        let names: Vec<_> = v.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, ["c", "a", "b"]);
    }
}
