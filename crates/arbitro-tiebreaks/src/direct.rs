//! Direct Encounter (C.07 6): ranks a group of tied participants by the games
//! among them, reapplying itself to every subgroup it cannot separate.

use std::collections::BTreeMap;

use crate::cell::{Cell, Format};
use crate::event::Event;
use crate::value::Value;
use crate::working::{RoundResult, Rule, Term};

/// The separate standings of a group: each member's sum over the other members
/// met (repeated meetings averaged, 6.1.2) and how many of them were not met.
struct Separate {
    sum: BTreeMap<u32, Value>,
    missing: BTreeMap<u32, usize>,
}

/// The rounds in which `p` met a member of `group` in a game that counts
/// for Direct Encounter: over the board, or a forfeit under `/P` (6.1.1) or
/// in a round robin (15.2).
fn encounters<'a>(
    event: &'a Event,
    group: &'a [u32],
    p: u32,
    forfeits_as_games: bool,
) -> impl Iterator<Item = (u32, u32)> + 'a {
    let counts_forfeits = forfeits_as_games || event.format() == Format::RoundRobin;
    (1..=event.rounds()).filter_map(move |round| {
        let cell = event.cell(p, round);
        let counted = match cell {
            Cell::Game { .. } => true,
            Cell::Forfeit { .. } => counts_forfeits,
            _ => false,
        };
        cell.opponent()
            .filter(|o| counted && group.contains(o))
            .map(|o| (round, o))
    })
}

fn separate(event: &Event, group: &[u32], forfeits_as_games: bool) -> Separate {
    let mut sum = BTreeMap::new();
    let mut missing = BTreeMap::new();
    for &p in group {
        // opponent → (points, encounters)
        let mut met: BTreeMap<u32, (Value, i64)> = BTreeMap::new();
        for (round, opp) in encounters(event, group, p, forfeits_as_games) {
            let entry = met.entry(opp).or_insert((Value::ZERO, 0));
            entry.0 += event.points(p, round);
            entry.1 += 1;
        }
        let total: Value = met.values().map(|&(points, n)| points.div_int(n)).sum();
        sum.insert(p, total);
        missing.insert(p, group.len() - 1 - met.len());
    }
    Separate { sum, missing }
}

/// The working of `p`'s score in the separate standings of `group`: one
/// term per game against a member, each worth its points divided by the
/// number of meetings with that member (6.1.2); and how many members `p`
/// has not met.
pub(crate) fn terms(event: &Event, group: &[u32], p: u32, forfeits_as_games: bool) -> (Vec<Term>, u32) {
    let games: Vec<(u32, u32)> = encounters(event, group, p, forfeits_as_games).collect();
    let meetings = |o: u32| games.iter().filter(|(_, x)| *x == o).count() as i64;
    let mut met: Vec<u32> = games.iter().map(|(_, o)| *o).collect();
    met.sort_unstable();
    met.dedup();
    let terms = games
        .iter()
        .map(|&(round, opponent)| {
            let cell = event.cell(p, round);
            let points = event.points(p, round);
            let mut term = Term::new(round, points.div_int(meetings(opponent)));
            term.opponent = Some(opponent);
            term.result = Some(RoundResult::of(cell, false));
            term.points = Some(points);
            if cell.is_forfeit() {
                term.rules.push(if event.format() == Format::RoundRobin {
                    Rule::ForfeitAsGame
                } else {
                    Rule::ForfeitPlayed
                });
            }
            term
        })
        .collect();
    (terms, (group.len() - 1 - met.len()) as u32)
}

/// Orders `group` by Direct Encounter: a list of subgroups, best first; the
/// members of one subgroup are still tied. Also returns each member's score in
/// the group's separate standings (for display).
pub(crate) fn order(
    event: &Event,
    group: &[u32],
    forfeits_as_games: bool,
) -> (Vec<Vec<u32>>, BTreeMap<u32, Value>) {
    let top = separate(event, group, forfeits_as_games);
    let ordered = order_with(event, group, forfeits_as_games, &top);
    (ordered, top.sum)
}

fn order_with(event: &Event, group: &[u32], forfeits_as_games: bool, sep: &Separate) -> Vec<Vec<u32>> {
    if group.len() < 2 {
        return vec![group.to_vec()];
    }
    // 6.3 is for Swiss events; a round robin's schedule is fixed, so its
    // separate standings rank the group even before every game is played.
    let all_met = event.format() == Format::RoundRobin || group.iter().all(|p| sep.missing[p] == 0);
    if all_met {
        // 6.2: the separate standings rank the group; reapply to each tie.
        let mut members = group.to_vec();
        members.sort_by(|a, b| sep.sum[b].cmp(&sep.sum[a]).then(a.cmp(b)));
        let mut out = Vec::new();
        for tied in split_equal(&members, |p| sep.sum[p]) {
            if tied.len() > 1 && tied.len() < group.len() {
                let inner = separate(event, &tied, forfeits_as_games);
                out.extend(order_with(event, &tied, forfeits_as_games, &inner));
            } else {
                out.push(tied);
            }
        }
        return out;
    }
    // 6.3: rank first whoever stays alone at the top whatever the missing
    // games give: their worst case (every missing game lost) above every
    // rival's best case (every missing game of the rival won).
    let win = event.scoring().win;
    let mut remaining = group.to_vec();
    let mut out = Vec::new();
    while remaining.len() > 1 {
        let best_case = |p: &u32| sep.sum[p] + win * Value::int(sep.missing[p] as i64);
        let leader = remaining.iter().copied().find(|&c| {
            remaining
                .iter()
                .filter(|&&r| r != c)
                .all(|r| sep.sum[&c] > best_case(r))
        });
        match leader {
            Some(c) => {
                out.push(vec![c]);
                remaining.retain(|&p| p != c);
            }
            None => break,
        }
    }
    if out.is_empty() {
        return vec![remaining];
    }
    // Article 6 is then reapplied to the participants left unranked.
    let inner = separate(event, &remaining, forfeits_as_games);
    out.extend(order_with(event, &remaining, forfeits_as_games, &inner));
    out
}

/// Splits a sorted list into runs of equal keys.
pub(crate) fn split_equal<K: PartialEq>(sorted: &[u32], key: impl Fn(&u32) -> K) -> Vec<Vec<u32>> {
    let mut out: Vec<Vec<u32>> = Vec::new();
    for &p in sorted {
        match out.last_mut() {
            Some(run) if key(&run[0]) == key(&p) => run.push(p),
            _ => out.push(vec![p]),
        }
    }
    out
}
