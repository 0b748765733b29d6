//! Direct Encounter (C.07 6): ranks a group of tied participants by the games
//! among them, reapplying itself to every subgroup it cannot separate.

use std::collections::BTreeMap;

use crate::event::{Cell, Event, Format};
use crate::value::Value;

/// The separate standings of a group: each member's sum over the other members
/// met (repeated meetings averaged, 6.1.2) and how many of them were not met.
struct Separate {
    sum: BTreeMap<u32, Value>,
    missing: BTreeMap<u32, usize>,
}

fn separate(event: &Event, group: &[u32], forfeits_as_games: bool) -> Separate {
    let counts_forfeits = forfeits_as_games || event.format() == Format::RoundRobin;
    let mut sum = BTreeMap::new();
    let mut missing = BTreeMap::new();
    for &p in group {
        // opponent → (points, encounters)
        let mut met: BTreeMap<u32, (Value, i64)> = BTreeMap::new();
        for round in 1..=event.rounds() {
            let cell = event.cell(p, round);
            let counted = match cell {
                Cell::Game { .. } => true,
                Cell::Forfeit { .. } => counts_forfeits,
                _ => false,
            };
            let Some(opp) = cell.opponent().filter(|o| counted && group.contains(o)) else {
                continue;
            };
            let entry = met.entry(opp).or_insert((Value::ZERO, 0));
            entry.0 += event.scoring().points(cell);
            entry.1 += 1;
        }
        let total: Value = met.values().map(|&(points, n)| points.div_int(n)).sum();
        sum.insert(p, total);
        missing.insert(p, group.len() - 1 - met.len());
    }
    Separate { sum, missing }
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
