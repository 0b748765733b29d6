//! The FIDE Rating Regulations' two conversion tables (Handbook B.02, table
//! 8.1a and 8.1b), which C.07 10.2 and 10.3 refer to.
//!
//! Kept as data, exactly as printed: the tables are the regulation, not an
//! approximation of the logistic curve.

/// Table 8.1a: fractional score `p` (in hundredths, 0..=100) → rating
/// difference `dp`. Index = p × 100.
pub const DP_BY_PERCENT: [i32; 101] = [
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, // .00 - .09
    -366, -351, -336, -322, -309, -296, -284, -273, -262, -251, // .10 - .19
    -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, // .20 - .29
    -149, -141, -133, -125, -117, -110, -102, -95, -87, -80, // .30 - .39
    -72, -65, -57, -50, -43, -36, -29, -21, -14, -7, // .40 - .49
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, // .50 - .59
    72, 80, 87, 95, 102, 110, 117, 125, 133, 141, // .60 - .69
    149, 158, 166, 175, 184, 193, 202, 211, 220, 230, // .70 - .79
    240, 251, 262, 273, 284, 296, 309, 322, 336, 351, // .80 - .89
    366, 383, 401, 422, 444, 470, 501, 538, 589, 677, // .90 - .99
    800, // 1.00
];

/// Table 8.1b: rating difference → scoring probability of the higher-rated
/// player, in hundredths. Each row is `(largest difference of the row, PD)`;
/// a difference above the last row (735) gives 1.00.
pub const PD_BY_DIFFERENCE: [(u32, u32); 50] = [
    (3, 50),
    (10, 51),
    (17, 52),
    (25, 53),
    (32, 54),
    (39, 55),
    (46, 56),
    (53, 57),
    (61, 58),
    (68, 59),
    (76, 60),
    (83, 61),
    (91, 62),
    (98, 63),
    (106, 64),
    (113, 65),
    (121, 66),
    (129, 67),
    (137, 68),
    (145, 69),
    (153, 70),
    (162, 71),
    (170, 72),
    (179, 73),
    (188, 74),
    (197, 75),
    (206, 76),
    (215, 77),
    (225, 78),
    (235, 79),
    (245, 80),
    (256, 81),
    (267, 82),
    (278, 83),
    (290, 84),
    (302, 85),
    (315, 86),
    (328, 87),
    (344, 88),
    (357, 89),
    (374, 90),
    (391, 91),
    (411, 92),
    (432, 93),
    (456, 94),
    (484, 95),
    (517, 96),
    (559, 97),
    (619, 98),
    (735, 99),
];

/// `dp` for a fractional score given in hundredths (clamped to 0..=100).
pub fn dp(percent: i64) -> i32 {
    DP_BY_PERCENT[percent.clamp(0, 100) as usize]
}

/// The scoring probability, in hundredths, of a player rated `own` against
/// one rated `opponent`, over the full rating scale (no ±400 cut, C.07 10.3).
pub fn expected_percent(own: i64, opponent: i64) -> u32 {
    let diff = own - opponent;
    let higher = pd_higher(diff.unsigned_abs());
    if diff >= 0 { higher } else { 100 - higher }
}

fn pd_higher(diff: u64) -> u32 {
    PD_BY_DIFFERENCE
        .iter()
        .find(|&&(max, _)| diff <= u64::from(max))
        .map_or(100, |&(_, pd)| pd)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_symmetric_and_monotonic() {
        for p in 0..=100 {
            assert_eq!(dp(p), -dp(100 - p), "dp is antisymmetric at {p}");
            if p > 0 {
                assert!(dp(p) > dp(p - 1));
            }
        }
        let mut last = 0;
        for (max, pd) in PD_BY_DIFFERENCE {
            assert!(max > last || last == 0);
            last = max;
            assert!((50..=99).contains(&pd));
        }
        assert_eq!(expected_percent(2000, 2000), 50);
        assert_eq!(expected_percent(2100, 2000), 64);
        assert_eq!(expected_percent(2000, 2100), 36);
        assert_eq!(expected_percent(2800, 2000), 100);
        assert_eq!(expected_percent(2000, 2736), 0);
    }
}
