//! The ranked table: score first, then each tie-break in turn for every
//! subgroup still tied (C.07 4.2). Ties left when the list is exhausted share
//! their rank: drawing lots is the arbiter's act, not the program's.

use crate::calculator::{Calculator, Column};
use crate::direct;
use crate::edition::Edition;
use crate::error::TieBreakError;
use crate::event::Event;
use crate::spec::{Code, TieBreak};
use crate::value::Value;

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The rank (1 + the number of participants ranked above).
    pub rank: u32,
    /// Whether the participant shares the rank with others (tie not broken).
    pub shared: bool,
    /// The pairing number.
    pub tpn: u32,
    /// The score.
    pub score: Value,
    /// The tie-break values, in list order (`None`: undefined, dropped, or DE not applied).
    pub values: Vec<Option<Value>>,
}

/// The standings of an event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    /// The rules applied to unplayed rounds.
    pub edition: Edition,
    /// The rounds counted.
    pub rounds: u32,
    /// The tie-break columns, in list order.
    pub columns: Vec<Column>,
    /// The rows, best first; participants sharing a rank by pairing number.
    pub rows: Vec<Row>,
}

impl Standings {
    /// Notes for the reader: tie-breaks dropped, and why.
    pub fn notes(&self) -> Vec<String> {
        self.columns.iter().filter_map(|c| c.dropped.clone()).collect()
    }
}

/// Ranks the event by its score and then by the tie-breaks in `list`.
pub fn standings(event: &Event, list: &[TieBreak], edition: Edition) -> Result<Standings, TieBreakError> {
    let calc = Calculator::new(event, edition);
    let mut columns: Vec<Column> = list.iter().map(|tb| calc.column(tb)).collect::<Result<_, _>>()?;
    let value = |col: &Column, tpn: u32| event.position(tpn).and_then(|i| col.values[i]);

    let mut players: Vec<u32> = event.participants().iter().map(|p| p.tpn).collect();
    players.sort_by(|a, b| calc.score(*b).cmp(&calc.score(*a)).then(a.cmp(b)));
    let mut groups = direct::split_equal(&players, |p| calc.score(*p));

    for (k, tb) in list.iter().enumerate() {
        if columns[k].dropped.is_some() {
            continue;
        }
        let mut next = Vec::with_capacity(groups.len());
        for group in groups {
            if group.len() < 2 {
                next.push(group);
                continue;
            }
            if tb.code == Code::De {
                let (ordered, sums) = direct::order(event, &group, tb.forfeits_as_games);
                for (tpn, sum) in sums {
                    if let Some(i) = event.position(tpn) {
                        columns[k].values[i] = Some(sum);
                    }
                }
                next.extend(ordered);
                continue;
            }
            let col = &columns[k];
            let mut sorted = group.clone();
            sorted.sort_by(|a, b| {
                let (va, vb) = (value(col, *a), value(col, *b));
                let order = match (va, vb) {
                    (Some(x), Some(y)) if tb.lower_is_better() => x.cmp(&y),
                    (Some(x), Some(y)) => y.cmp(&x),
                    // Undefined values rank after every defined one.
                    (Some(_), None) => std::cmp::Ordering::Less,
                    (None, Some(_)) => std::cmp::Ordering::Greater,
                    (None, None) => std::cmp::Ordering::Equal,
                };
                order.then(a.cmp(b))
            });
            next.extend(direct::split_equal(&sorted, |p| value(col, *p)));
        }
        groups = next;
    }

    let mut rows = Vec::with_capacity(players.len());
    let mut rank = 1;
    for group in &groups {
        for &tpn in group {
            rows.push(Row {
                rank,
                shared: group.len() > 1,
                tpn,
                score: calc.score(tpn),
                values: columns.iter().map(|c| value(c, tpn)).collect(),
            });
        }
        rank += group.len() as u32;
    }
    Ok(Standings {
        edition,
        rounds: event.rounds(),
        columns,
        rows,
    })
}
