//! What the Dutch rules need to know about each player before a round is
//! paired: score, colour history and preference, float history, bye
//! eligibility, previous opponents. Derived once from the tournament.

use std::collections::{HashMap, HashSet};

use arbitro_trf::{Colour, PointSystem, Points, ResultCode, Tournament, TournamentType};

use crate::error::PairingError;
use crate::options::{Acceleration, DutchOptions, RulesEdition};

/// A float in one round (C.04.3 1.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Float {
    /// Paired with a lower score, or scored more than a loss without playing.
    Down,
    /// Paired with a higher score.
    Up,
    /// Neither.
    None,
}

/// A player's colour preference (C.04.3 1.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColourPreference {
    /// The preferred colour; `None` when the player has played no game.
    pub colour: Option<Colour>,
    /// Colour difference (whites minus blacks) beyond ±1, or the same colour
    /// in the two latest games played.
    pub absolute: bool,
    /// Colour difference ±1 (and not absolute).
    pub strong: bool,
    /// |whites − blacks|.
    pub imbalance: u32,
    /// The colour of the last two played games when they were the same.
    pub repeated: Option<Colour>,
}

impl ColourPreference {
    /// The player's preference, if the colour difference is beyond ±1.
    pub fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }
}

/// One player as the pairing of the round sees him.
#[derive(Debug, Clone)]
pub struct PlayerState {
    /// Pairing number (starting rank).
    pub id: u32,
    /// Effective pairing number, 0-based: the rank among the players who are
    /// to be paired or were paired before (players never paired and absent
    /// now are skipped). Decides ties and the colour by pairing number.
    pub rank: u32,
    /// Score for pairing (tenths), virtual points included.
    pub score: i32,
    /// Played (not forfeited) games.
    pub played_games: u32,
    /// Opponents of played games.
    pub opponents: HashSet<u32>,
    /// Colours of the played games, in round order.
    pub colours: Vec<Colour>,
    /// Colour preference.
    pub pref: ColourPreference,
    /// Float in the previous round.
    pub float1: Float,
    /// Float two rounds before.
    pub float2: Float,
    /// May receive the pairing-allocated bye (C.04.1, C2).
    pub bye_eligible: bool,
}

/// The round to pair and everyone in it.
#[derive(Debug, Clone)]
pub struct RoundState {
    /// The round being paired (1-based).
    pub round: u32,
    /// Rules edition in use.
    pub edition: RulesEdition,
    /// Players to pair, by score (descending) then effective pairing number.
    pub players: Vec<PlayerState>,
    /// Colour of the highest-ranked player in round 1 (colour allocation by
    /// pairing number, C.04.3 5.2.5).
    pub initial_colour: Colour,
    /// Pairing the last round: topscorers are exempt from C3.
    pub last_round: bool,
    /// A player with a score above this is a topscorer (tenths).
    pub topscorer_above: i32,
    /// Pairs that must not meet (`260`/`XXP`), as (smaller id, larger id).
    pub forbidden: HashSet<(u32, u32)>,
}

/// Points of one cell (blank cells are worth a zero-point bye).
fn cell_points(result: ResultCode, s: &PointSystem) -> Points {
    result.points(s)
}

/// The Baku virtual points (C.04.7) of the player with pairing number `id`
/// when pairing `round`.
fn baku(id: u32, players: u32, round: u32, total_rounds: u32, s: &PointSystem) -> i32 {
    let ga = 2 * players.div_ceil(4);
    if id > ga {
        return 0;
    }
    let accelerated = total_rounds.div_ceil(2);
    let full = accelerated.div_ceil(2);
    if round <= full {
        s.win.0
    } else if round <= accelerated {
        s.draw.0
    } else {
        0
    }
}

/// Baku acceleration (C.04.7) as acceleration records (`250`, `XXA`) for a
/// field of `players` over `rounds` rounds: the virtual points written out,
/// so that any program reading the file pairs with the same scores, whatever
/// its own reading of the groups.
pub fn baku_records(players: u32, rounds: u32, s: &PointSystem) -> Vec<arbitro_trf::Acceleration> {
    let ga = (2 * players.div_ceil(4)).min(players);
    let accelerated = rounds.div_ceil(2);
    let full = accelerated.div_ceil(2);
    let record = |points: Points, first_round: u32, last_round: u32| arbitro_trf::Acceleration {
        match_points: None,
        points,
        first_round,
        last_round,
        first_player: 1,
        last_player: ga,
    };
    let mut out = Vec::new();
    if ga > 0 && full > 0 {
        out.push(record(s.win, 1, full));
        if accelerated > full {
            out.push(record(s.draw, full + 1, accelerated));
        }
    }
    out
}

/// Derives the state for pairing the next round of `t`: the round after the
/// last one in which anybody was paired. Cells already present in that round
/// (`H`, `F`, `Z`, `U`…) mark players who are not to be paired, as do `XXZ`
/// and `240` records for the round; everybody else is paired.
pub fn derive(t: &Tournament, options: &DutchOptions) -> Result<RoundState, PairingError> {
    t.validate()?;
    let played_rounds = t.paired_rounds();
    let round = played_rounds + 1;
    let total_rounds = t.rounds.ok_or(PairingError::RoundsMissing)?;
    if round > total_rounds {
        return Err(PairingError::AllRoundsPaired { rounds: total_rounds });
    }
    let declared = match t.declared_type() {
        Some(TournamentType::Dutch { rules, baku }) => Some((RulesEdition::from(rules), baku)),
        _ => None,
    };
    let edition = options.edition.or(declared.map(|d| d.0)).unwrap_or_default();
    // Baku acceleration: asked for, or declared by the file's type
    // (`FIDE_DUTCH_2025_BAKU`) when it has no acceleration records.
    let baku_declared = declared.is_some_and(|d| d.1);
    let s = &t.scoring;

    // Players in pairing-number order (or by the rank column with XXC rank).
    let mut order: Vec<usize> = (0..t.players.len()).collect();
    if t.colour_by_rank {
        order.sort_by_key(|&i| (t.players[i].rank.unwrap_or(u32::MAX), t.players[i].start_rank));
    } else {
        order.sort_by_key(|&i| t.players[i].start_rank);
    }
    let absent_by_record: HashSet<u32> = t
        .absent_next_round
        .iter()
        .copied()
        .chain(
            t.byes
                .iter()
                .filter(|b| b.round == round)
                .flat_map(|b| b.players.iter().copied()),
        )
        .collect();
    let present = |i: usize| {
        let p = &t.players[i];
        p.cell(round).result == ResultCode::Blank && !absent_by_record.contains(&p.start_rank)
    };
    let ever_paired = |i: usize| (1..=played_rounds).any(|r| t.players[i].cell(r).is_paired());

    let by_id: HashMap<u32, usize> = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.start_rank, i))
        .collect();
    let accel_from_file = !t.accelerations.is_empty();
    let accel = |id: u32, r: u32| -> i32 {
        if accel_from_file {
            t.acceleration(id, r).0
        } else if options.acceleration == Acceleration::Baku || baku_declared {
            baku(id, t.players.len() as u32, r, total_rounds, s)
        } else {
            0
        }
    };
    // Score before round r (rounds 1..r-1) with the virtual points of round r.
    let score_before = |i: usize, r: u32| -> i32 {
        let p = &t.players[i];
        let raw: i32 = (1..r).map(|q| cell_points(p.cell(q).result, s).0).sum();
        raw + accel(p.start_rank, r)
    };

    let mut players = Vec::new();
    let mut effective = 0u32;
    let mut rank_of: HashMap<u32, u32> = HashMap::new();
    for &i in &order {
        if present(i) || ever_paired(i) {
            rank_of.insert(t.players[i].start_rank, effective);
            effective += 1;
        }
    }
    for &i in &order {
        let p = &t.players[i];
        if !present(i) {
            continue;
        }
        let mut opponents = HashSet::new();
        let mut colours = Vec::new();
        let mut bye_eligible = true;
        for r in 1..=played_rounds {
            let c = p.cell(r);
            if c.is_played() {
                if let Some(o) = c.opponent {
                    opponents.insert(o);
                }
                if let Some(col) = c.colour {
                    colours.push(col);
                }
            } else {
                let pts = cell_points(c.result, s);
                let ineligible = match edition {
                    RulesEdition::Fide2026 => pts >= s.win || c.result == ResultCode::PairingAllocatedBye,
                    RulesEdition::Fide2017 => {
                        matches!(c.result, ResultCode::PairingAllocatedBye | ResultCode::ForfeitWin)
                    }
                };
                if ineligible {
                    bye_eligible = false;
                }
            }
        }
        let pref = preference(&colours);
        let float = |back: u32| -> Float {
            if back > played_rounds {
                return Float::None;
            }
            let r = round - back;
            let c = p.cell(r);
            if !c.is_played() {
                let scored_more_than_loss = cell_points(c.result, s) > s.loss;
                return match edition {
                    RulesEdition::Fide2026 if !scored_more_than_loss => Float::None,
                    _ => Float::Down,
                };
            }
            let Some(&oi) = c.opponent.and_then(|o| by_id.get(&o)) else {
                return Float::None;
            };
            let mine = score_before(i, r);
            let theirs = score_before(oi, r);
            match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => Float::Down,
                std::cmp::Ordering::Less => Float::Up,
                std::cmp::Ordering::Equal => Float::None,
            }
        };
        players.push(PlayerState {
            id: p.start_rank,
            rank: rank_of[&p.start_rank],
            score: score_before(i, round),
            played_games: colours.len() as u32,
            opponents,
            colours,
            pref,
            float1: float(1),
            float2: float(2),
            bye_eligible,
        });
    }
    players.sort_by(|a, b| b.score.cmp(&a.score).then(a.rank.cmp(&b.rank)));

    let mut forbidden = HashSet::new();
    for f in &t.prohibited {
        if f.applies_to(round) {
            for (k, &a) in f.players.iter().enumerate() {
                for &b in &f.players[k + 1..] {
                    if a != b {
                        forbidden.insert((a.min(b), a.max(b)));
                    }
                }
            }
        }
    }
    let max_result = s.win.0.max(s.draw.0);
    let initial_colour = t
        .initial_colour
        .or_else(|| t.inferred_initial_colour())
        .unwrap_or(Colour::White);
    Ok(RoundState {
        round,
        edition,
        players,
        initial_colour,
        last_round: round >= total_rounds,
        topscorer_above: (played_rounds as i32 * max_result) >> 1,
        forbidden,
    })
}

/// The colour preference that follows from the colours of the played games.
pub fn preference(colours: &[Colour]) -> ColourPreference {
    let whites = colours.iter().filter(|&&c| c == Colour::White).count() as i64;
    let blacks = colours.len() as i64 - whites;
    let imbalance = (whites - blacks).unsigned_abs() as u32;
    let lower = if whites > blacks {
        Colour::Black
    } else {
        Colour::White
    };
    let last = colours.last().copied();
    let run = match last {
        None => 0,
        Some(c) => colours.iter().rev().take_while(|&&x| x == c).count(),
    };
    let repeated = if run >= 2 { last } else { None };
    let colour = if imbalance > 1 {
        Some(lower)
    } else if run > 1 {
        last.map(Colour::opposite)
    } else if imbalance > 0 {
        Some(lower)
    } else {
        last.map(Colour::opposite)
    };
    let absolute = imbalance > 1 || repeated.is_some();
    ColourPreference {
        colour,
        absolute,
        strong: !absolute && imbalance > 0,
        imbalance,
        repeated,
    }
}

#[cfg(test)]
mod tests {
    use arbitro_trf::{Player, ResultCode, RoundCell, Tournament};

    use super::*;

    /// Four players after two rounds: 1 and 2 played each other twice is
    /// impossible, so: round 1 1-2 (1 wins), 3 had a full-point bye F,
    /// 4 was absent (Z); round 2 1-3, 2-4.
    fn small(edition: &str) -> Tournament {
        let mut t = Tournament {
            rounds: Some(5),
            initial_colour: Some(Colour::White),
            tournament_type: Some(edition.to_string()),
            ..Tournament::default()
        };
        let cells: [[RoundCell; 2]; 4] = [
            [
                RoundCell::game(2, Colour::White, ResultCode::Win),
                RoundCell::game(3, Colour::Black, ResultCode::Draw),
            ],
            [
                RoundCell::game(1, Colour::Black, ResultCode::Loss),
                RoundCell::game(4, Colour::White, ResultCode::Win),
            ],
            [
                RoundCell::bye(ResultCode::FullPointBye),
                RoundCell::game(1, Colour::White, ResultCode::Draw),
            ],
            [
                RoundCell::bye(ResultCode::ZeroPointBye),
                RoundCell::game(2, Colour::Black, ResultCode::Loss),
            ],
        ];
        for (i, rounds) in cells.into_iter().enumerate() {
            let mut p = Player::new(i as u32 + 1, "x");
            p.rounds = rounds.to_vec();
            p.points = Some(p.points_after(2, &t.scoring));
            t.players.push(p);
        }
        t
    }

    fn player(st: &RoundState, id: u32) -> &PlayerState {
        st.players.iter().find(|p| p.id == id).expect("player")
    }

    /// C.04.1 (2026): a win's points without playing (F) bars the bye; the
    /// 2017 rules only barred U and forfeit wins.
    #[test]
    fn bye_eligibility_follows_the_edition() {
        let new = derive(&small("FIDE_DUTCH_2026"), &DutchOptions::default()).expect("state");
        assert!(!player(&new, 3).bye_eligible);
        assert!(player(&new, 4).bye_eligible);
        let old = derive(&small("FIDE_DUTCH_2017"), &DutchOptions::default()).expect("state");
        assert_eq!(old.edition, RulesEdition::Fide2017);
        assert!(player(&old, 3).bye_eligible);
    }

    /// C.04.3 1.4.3 (2026): an unplayed round floats a player down only if
    /// it scored more than a loss; in 2017 every unplayed round did.
    #[test]
    fn unplayed_rounds_and_floats() {
        let new = derive(&small("FIDE_DUTCH_2026"), &DutchOptions::default()).expect("state");
        assert_eq!(
            player(&new, 3).float2,
            Float::Down,
            "F scores a win without playing"
        );
        assert_eq!(player(&new, 4).float2, Float::None, "Z scores nothing");
        let old = derive(&small("FIDE_DUTCH_2017"), &DutchOptions::default()).expect("state");
        assert_eq!(player(&old, 4).float2, Float::Down);
        // Round 2: 1 (1.0) met 3 (1.0 after the F): no float; 2 (0) met 4 (0).
        assert_eq!(player(&new, 1).float1, Float::None);
    }

    /// Colour preferences (C.04.3 1.6): absolute beyond ±1 or after two equal
    /// colours, strong at ±1, mild otherwise.
    #[test]
    fn colour_preferences() {
        use Colour::{Black as B, White as W};
        let p = preference(&[W, W]);
        assert_eq!((p.colour, p.absolute, p.repeated), (Some(B), true, Some(W)));
        let p = preference(&[W, B, W]);
        assert_eq!((p.colour, p.absolute, p.strong), (Some(B), false, true));
        let p = preference(&[W, B]);
        assert_eq!((p.colour, p.absolute, p.strong), (Some(W), false, false));
        let p = preference(&[W, W, B, W]);
        assert_eq!((p.colour, p.absolute, p.imbalance), (Some(B), true, 2));
        assert_eq!(preference(&[]).colour, None);
    }

    /// Baku (C.04.7): the first half of the field rounded up to an even
    /// number gets 1 point in the first half (rounded up) of the accelerated
    /// rounds, ½ in the rest; the accelerated rounds are the first half
    /// (rounded up) of the tournament.
    #[test]
    fn baku_virtual_points() {
        let s = PointSystem::default();
        // 161 players: GA = 82. Nine rounds: five accelerated, three at 1.
        assert_eq!(baku(82, 161, 1, 9, &s), 10);
        assert_eq!(baku(83, 161, 1, 9, &s), 0);
        assert_eq!(baku(1, 161, 3, 9, &s), 10);
        assert_eq!(baku(1, 161, 4, 9, &s), 5);
        assert_eq!(baku(1, 161, 5, 9, &s), 5);
        assert_eq!(baku(1, 161, 6, 9, &s), 0);
        // The same as records: GA 1-82, rounds 1-3 at 1, 4-5 at ½.
        let records = baku_records(161, 9, &s);
        assert_eq!(records.len(), 2);
        assert_eq!(
            (
                records[0].points,
                records[0].first_round,
                records[0].last_round,
                records[0].last_player
            ),
            (s.win, 1, 3, 82)
        );
        assert_eq!(
            (records[1].points, records[1].first_round, records[1].last_round),
            (s.draw, 4, 5)
        );
    }
}
