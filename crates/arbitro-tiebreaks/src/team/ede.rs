//! Extended Direct Encounter (C.07 13.3) and the knock-out comparisons
//! that order a tied group (12.1-12.3).

use crate::code::Code;
use crate::direct;
use crate::team::{TeamEvent, boards};
use crate::value::Value;

/// Orders a tied group of teams by 13.3: Direct Encounter on the primary
/// score; if that breaks no tie, on the secondary score (13.3.1); each new
/// tied subset starts again from 13.3.1 (13.3.3). Two teams still level on
/// both scores go to the knock-out comparisons that `code` names (13.3.2:
/// EDEBT = BC then TBR, EDEBB = BC then BBE, EDET = TBR, EDEB = BBE; plain
/// EDE, none).
pub(crate) fn order(event: &TeamEvent, code: Code, group: &[u32], forfeits_as_games: bool) -> Vec<Vec<u32>> {
    let primary = event.view(event.primary());
    let secondary = event.view(event.primary().other());
    let restart = |subgroups: Vec<Vec<u32>>| -> Vec<Vec<u32>> {
        subgroups
            .into_iter()
            .flat_map(|g| {
                if g.len() > 1 {
                    order(event, code, &g, forfeits_as_games)
                } else {
                    vec![g]
                }
            })
            .collect()
    };
    let (by_primary, _) = direct::order(primary, group, forfeits_as_games);
    if by_primary.len() > 1 {
        return restart(by_primary);
    }
    let (by_secondary, _) = direct::order(secondary, group, forfeits_as_games);
    if by_secondary.len() > 1 {
        return restart(by_secondary);
    }
    let level = group.len() == 2
        && primary.score(group[0]) == primary.score(group[1])
        && secondary.score(group[0]) == secondary.score(group[1]);
    if !level {
        return vec![group.to_vec()];
    }
    let chain: &[Code] = match code {
        Code::Edebt => &[Code::Bc, Code::Tbr],
        Code::Edebb => &[Code::Bc, Code::Bbe],
        Code::Edet => &[Code::Tbr],
        Code::Edeb => &[Code::Bbe],
        _ => &[],
    };
    for &step in chain {
        let ordered = knock_out(event, step, group);
        if ordered.len() > 1 {
            return ordered;
        }
    }
    vec![group.to_vec()]
}

/// Orders a group by one knock-out tie-break of article 12. Board Count
/// "can only be used" when the teams have the same game points (12.1): with
/// different game points the group stays as it is.
pub(crate) fn knock_out(event: &TeamEvent, code: Code, group: &[u32]) -> Vec<Vec<u32>> {
    let game = event.view(crate::spec::TeamScore::Game);
    match code {
        Code::Bc => {
            let same_points = group.windows(2).all(|w| game.score(w[0]) == game.score(w[1]));
            if !same_points {
                return vec![group.to_vec()];
            }
            sorted_runs(group, |t| vec![Value::ZERO - boards::board_count(event, t)])
        }
        Code::Tbr => sorted_runs(group, |t| boards::top_board_key(event, t)),
        Code::Bbe => sorted_runs(group, |t| boards::bottom_elimination_key(event, t)),
        _ => vec![group.to_vec()],
    }
}

/// The group sorted by `key`, highest first, split into runs of equal keys.
fn sorted_runs(group: &[u32], key: impl Fn(u32) -> Vec<Value>) -> Vec<Vec<u32>> {
    let mut members: Vec<(Vec<Value>, u32)> = group.iter().map(|&t| (key(t), t)).collect();
    members.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut out: Vec<(Vec<Value>, Vec<u32>)> = Vec::new();
    for (k, t) in members {
        match out.last_mut() {
            Some((last, run)) if *last == k => run.push(t),
            _ => out.push((k, vec![t])),
        }
    }
    out.into_iter().map(|(_, run)| run).collect()
}
