//! Round robins by the Berger tables (FIDE C.05, Annex 1).
//!
//! For `n` players (an odd field gets a dummy player `n + 1`; meeting it is the
//! bye) the first round pairs player `k` (white) with player `n + 1 - k`. Each
//! later round takes the previous one and moves every player except the last
//! `n / 2` places on in the cycle `1 .. n - 1`, keeping colours on every board
//! except the first, where the last player alternates colours. This reproduces
//! the printed tables exactly (checked against them in the tests).
//!
//! Double round robin: the second cycle repeats the first with colours
//! reversed; the last two rounds of the first cycle are played in reverse
//! order, so nobody gets the same colour three times in a row across the
//! change of cycle (C.05 Annex 1).

use std::fmt;

/// The smallest and largest field the tables are provided for.
pub const PLAYERS: std::ops::RangeInclusive<u32> = 3..=24;

/// Why a round robin cannot be scheduled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BergerError {
    /// A field size outside [`PLAYERS`].
    #[error("a round robin needs 3 to 24 players, not {0}")]
    Players(u32),
    /// A round number outside the schedule.
    #[error("round {round} does not exist: the schedule has {rounds} rounds")]
    Round {
        /// The round asked for.
        round: u32,
        /// The rounds in the schedule.
        rounds: u32,
    },
}

impl arbitro_i18n::Message for BergerError {
    fn code(&self) -> &str {
        match self {
            BergerError::Players(_) => "pairing-berger-players",
            BergerError::Round { .. } => "pairing-berger-round",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            BergerError::Players(n) => vec![("players", Arg::from(*n))],
            BergerError::Round { round, rounds } => {
                vec![("round", Arg::from(*round)), ("rounds", Arg::from(*rounds))]
            }
        }
    }
}

/// One round of a round robin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BergerRound {
    /// The round number (1-based, over both cycles).
    pub round: u32,
    /// The games as (white, black) pairing numbers, board 1 first.
    pub games: Vec<(u32, u32)>,
    /// The player without an opponent (odd fields only).
    pub bye: Option<u32>,
}

impl fmt::Display for BergerRound {
    /// The engines' pairing format: the number of pairs (the bye counts as
    /// one), then `white black` per game, the bye as `player 0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.games.len() + usize::from(self.bye.is_some()))?;
        for (w, b) in &self.games {
            writeln!(f, "{w} {b}")?;
        }
        if let Some(p) = self.bye {
            writeln!(f, "{p} 0")?;
        }
        Ok(())
    }
}

/// A round-robin schedule by the Berger tables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BergerSchedule {
    players: u32,
    double: bool,
    rounds: Vec<BergerRound>,
}

impl BergerSchedule {
    /// The schedule for `players` players, single or double round robin.
    pub fn new(players: u32, double: bool) -> Result<BergerSchedule, BergerError> {
        if !PLAYERS.contains(&players) {
            return Err(BergerError::Players(players));
        }
        let table = single_cycle(players + players % 2);
        let n = players;
        let to_round = |number: u32, pairs: &[(u32, u32)], reversed: bool| {
            let mut games = Vec::with_capacity(pairs.len());
            let mut bye = None;
            for &(w, b) in pairs {
                let (w, b) = if reversed { (b, w) } else { (w, b) };
                if w > n {
                    bye = Some(b);
                } else if b > n {
                    bye = Some(w);
                } else {
                    games.push((w, b));
                }
            }
            BergerRound {
                round: number,
                games,
                bye,
            }
        };
        let cycle = table.len();
        let mut order: Vec<usize> = (0..cycle).collect();
        if double && cycle >= 2 {
            order.swap(cycle - 1, cycle - 2);
        }
        let mut rounds: Vec<BergerRound> = order
            .iter()
            .enumerate()
            .map(|(i, &r)| to_round(i as u32 + 1, &table[r], false))
            .collect();
        if double {
            rounds.extend((0..cycle).map(|r| to_round((cycle + r) as u32 + 1, &table[r], true)));
        }
        Ok(BergerSchedule {
            players,
            double,
            rounds,
        })
    }

    /// The number of players.
    pub fn players(&self) -> u32 {
        self.players
    }

    /// Whether this is a double round robin.
    pub fn is_double(&self) -> bool {
        self.double
    }

    /// Every round, in playing order.
    pub fn rounds(&self) -> &[BergerRound] {
        &self.rounds
    }

    /// One round (1-based).
    pub fn round(&self, round: u32) -> Result<&BergerRound, BergerError> {
        self.rounds
            .get((round as usize).wrapping_sub(1))
            .ok_or(BergerError::Round {
                round,
                rounds: self.rounds.len() as u32,
            })
    }
}

/// The printed table for an even number of slots `n`: `n - 1` rounds of `n / 2`
/// (white, black) pairs, board 1 first.
fn single_cycle(n: u32) -> Vec<Vec<(u32, u32)>> {
    let half = n / 2;
    let cycle = n - 1;
    let advance = |p: u32| if p == n { n } else { (p - 1 + half) % cycle + 1 };
    let mut round: Vec<(u32, u32)> = (1..=half).map(|k| (k, n + 1 - k)).collect();
    let mut table = vec![round.clone()];
    for _ in 1..cycle {
        round = round
            .iter()
            .enumerate()
            .map(|(board, &(w, b))| {
                let (w, b) = (advance(w), advance(b));
                // The last player alternates colours on board 1.
                if board == 0 { (b, w) } else { (w, b) }
            })
            .collect();
        table.push(round.clone());
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tables as printed in C.05 Annex 1 (4 to 12 players).
    const PRINTED: &str = include_str!("../../../tests/fixtures/tiebreaks/berger/c05-annex1-tables.txt");

    /// A printed table: the field size and its rounds of (white, black) games.
    type Printed = (u32, Vec<Vec<(u32, u32)>>);

    fn printed_tables() -> Vec<Printed> {
        let mut out: Vec<Printed> = Vec::new();
        for line in PRINTED.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(n) = line.strip_prefix("players ") {
                out.push((n.parse().expect("players N"), Vec::new()));
                continue;
            }
            let (_, games) = line.split_once(':').expect("ROUND: games");
            let round = games
                .split_whitespace()
                .map(|g| {
                    let (w, b) = g.split_once('-').expect("W-B");
                    (w.parse().expect("white"), b.parse().expect("black"))
                })
                .collect();
            out.last_mut().expect("a players line first").1.push(round);
        }
        out
    }

    #[test]
    fn c05_annex1_matches_the_printed_tables() {
        let tables = printed_tables();
        assert_eq!(tables.len(), 5);
        for (n, rounds) in tables {
            for players in [n - 1, n] {
                let s = BergerSchedule::new(players, false).unwrap();
                assert_eq!(s.rounds().len(), rounds.len(), "{players} players");
                for (r, printed) in s.rounds().iter().zip(&rounds) {
                    let mut expected: Vec<(u32, u32)> = Vec::new();
                    let mut bye = None;
                    for &(w, b) in printed {
                        if b > players {
                            bye = Some(w);
                        } else if w > players {
                            bye = Some(b);
                        } else {
                            expected.push((w, b));
                        }
                    }
                    assert_eq!(r.games, expected, "{players} players, round {}", r.round);
                    assert_eq!(r.bye, bye, "{players} players, round {}", r.round);
                }
            }
        }
    }

    /// Each player's colours over the schedule, `None` for the bye.
    fn colours(s: &BergerSchedule, p: u32) -> Vec<Option<bool>> {
        s.rounds()
            .iter()
            .map(|r| {
                r.games
                    .iter()
                    .find_map(|&(w, b)| (w == p).then_some(true).or((b == p).then_some(false)))
            })
            .collect()
    }

    #[test]
    fn c05_every_pair_meets_once_per_cycle_with_balanced_colours() {
        for n in PLAYERS {
            for double in [false, true] {
                let s = BergerSchedule::new(n, double).unwrap();
                let cycles = if double { 2 } else { 1 };
                let per_cycle = if n % 2 == 0 { n - 1 } else { n };
                assert_eq!(s.rounds().len() as u32, per_cycle * cycles);
                let mut meetings = std::collections::BTreeMap::new();
                for r in s.rounds() {
                    let mut seen = std::collections::BTreeSet::new();
                    for &(w, b) in &r.games {
                        assert!(
                            seen.insert(w) && seen.insert(b),
                            "{n}: a player twice in round {}",
                            r.round
                        );
                        *meetings.entry((w.min(b), w.max(b))).or_insert(0) += 1;
                    }
                    if let Some(p) = r.bye {
                        assert!(seen.insert(p));
                    }
                    assert_eq!(seen.len() as u32, n, "{n}: everyone plays or has the bye");
                }
                assert_eq!(meetings.len() as u32, n * (n - 1) / 2, "{n}: every pair meets");
                assert!(meetings.values().all(|&m| m == cycles), "{n}: once per cycle");
                for p in 1..=n {
                    let c = colours(&s, p);
                    let whites = c.iter().filter(|x| **x == Some(true)).count() as i64;
                    let blacks = c.iter().filter(|x| **x == Some(false)).count() as i64;
                    assert!(
                        (whites - blacks).abs() <= 1,
                        "{n} double={double}: player {p} has {whites} whites, {blacks} blacks"
                    );
                    if double {
                        // The second cycle reverses the first: each pair once with each colour.
                        for r in s.rounds() {
                            for &(w, b) in &r.games {
                                let again = s
                                    .rounds()
                                    .iter()
                                    .any(|q| q.round != r.round && q.games.contains(&(b, w)));
                                assert!(again, "{n}: {w}-{b} is not reversed in the other cycle");
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn c05_double_round_robin_swaps_the_last_two_rounds_of_the_first_cycle() {
        for n in PLAYERS {
            let single = BergerSchedule::new(n, false).unwrap();
            let double = BergerSchedule::new(n, true).unwrap();
            let k = single.rounds().len();
            let games = |s: &BergerSchedule, i: usize| s.rounds()[i].games.clone();
            for i in 0..k - 2 {
                assert_eq!(games(&double, i), games(&single, i));
            }
            assert_eq!(games(&double, k - 2), games(&single, k - 1));
            assert_eq!(games(&double, k - 1), games(&single, k - 2));
            // Nobody plays three games running with the same colour across the
            // change of cycle, which is what the swap is for.
            for p in 1..=n {
                let played: Vec<bool> = colours(&double, p).into_iter().flatten().collect();
                let window = &played[k.saturating_sub(4)..(k + 3).min(played.len())];
                assert!(
                    !window.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                    "{n}: player {p} has three equal colours around the change of cycle: {window:?}"
                );
            }
            for (i, r) in double.rounds().iter().enumerate() {
                assert_eq!(r.round as usize, i + 1);
            }
        }
    }

    #[test]
    fn odd_fields_get_one_bye_per_round() {
        let s = BergerSchedule::new(5, false).unwrap();
        assert_eq!(s.rounds().len(), 5);
        for r in s.rounds() {
            assert_eq!(r.games.len(), 2);
            assert!(r.bye.is_some());
        }
        assert_eq!(s.round(1).unwrap().to_string(), "3\n2 5\n3 4\n1 0\n");
        assert!(matches!(
            BergerSchedule::new(25, false),
            Err(BergerError::Players(25))
        ));
        assert!(matches!(
            BergerSchedule::new(2, false),
            Err(BergerError::Players(2))
        ));
        assert!(matches!(
            s.round(6),
            Err(BergerError::Round { round: 6, rounds: 5 })
        ));
        assert!(matches!(
            s.round(0),
            Err(BergerError::Round { round: 0, rounds: 5 })
        ));
    }
}
