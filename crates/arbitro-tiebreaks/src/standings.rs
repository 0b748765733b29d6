//! The ranked table: score first, then each tie-break in turn for every
//! subgroup still tied (C.07 4.2). Ties left when the list is exhausted share
//! their rank: drawing lots is the arbiter's act, not the program's.
//!
//! One ranking loop serves individual and team events ([`Ranking`]): a
//! tie-break either gives every participant a value (sorted, highest first
//! unless it ranks the lower first) or orders a tied group itself (Direct
//! Encounter and the team comparisons of articles 12 and 13.3).

use arbitro_i18n::{Arg, Args, Message};

use crate::calculator::{Calculator, Column};
use crate::cell::Format;
use crate::code::Code;
use crate::direct;
use crate::edition::Edition;
use crate::error::TieBreakError;
use crate::event::Event;
use crate::spec::TieBreak;
use crate::value::Value;
use crate::working::DropReason;

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The rank (1 + the number of participants ranked above).
    pub rank: u32,
    /// Whether the participant shares the rank with others (tie not broken).
    pub shared: bool,
    /// The pairing number.
    pub tpn: u32,
    /// The score (in team events, the primary score).
    pub score: Value,
    /// The tie-break values, in list order (`None`: dropped, or a group
    /// ordering that was not needed).
    pub values: Vec<Option<Value>>,
}

/// The standings of an event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    /// The rules applied to unplayed rounds.
    pub edition: Edition,
    /// Swiss or round robin.
    pub format: Format,
    /// The rounds counted.
    pub rounds: u32,
    /// The rounds announced.
    pub total_rounds: u32,
    /// The tie-break columns, in list order.
    pub columns: Vec<Column>,
    /// The rows, best first; participants sharing a rank by pairing number.
    pub rows: Vec<Row>,
}

impl Standings {
    /// Notes for the reader: tie-breaks dropped, and why.
    pub fn notes(&self) -> Vec<Note> {
        self.columns
            .iter()
            .filter_map(|c| {
                c.dropped.clone().map(|reason| Note {
                    tie_break: c.tie_break,
                    reason,
                })
            })
            .collect()
    }
}

/// A note under the standings: a tie-break left out, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// The tie-break left out.
    pub tie_break: TieBreak,
    /// Why.
    pub reason: DropReason,
}

impl Message for Note {
    fn code(&self) -> &str {
        match self.reason {
            DropReason::UnratedPlayers { .. } => "tiebreaks-note-dropped-unrated",
            DropReason::IndividualOnly => "tiebreaks-note-dropped-individual-only",
        }
    }

    fn args(&self) -> Args<'_> {
        let mut args = vec![("code", Arg::from(self.tie_break.to_string()))];
        if let DropReason::UnratedPlayers { players } = &self.reason {
            let shown: Vec<String> = players.iter().take(5).map(u32::to_string).collect();
            args.push(("players", Arg::from(shown.join(", "))));
            args.push(("count", Arg::from(players.len())));
            args.push(("more", Arg::from(players.len().saturating_sub(5))));
        }
        args
    }
}

/// What the ranking loop needs of an event, individual or team.
pub(crate) trait Ranking {
    /// Every participant's pairing number, in [`Column`] order.
    fn numbers(&self) -> Vec<u32>;
    /// The position of a pairing number in [`Column`] order.
    fn position(&self, tpn: u32) -> Option<usize>;
    /// The score ranked first (the primary score in team events).
    fn score(&self, tpn: u32) -> Value;
    /// One tie-break for every participant.
    fn column(&self, tie_break: &TieBreak) -> Result<Column, TieBreakError>;
    /// Whether the tie-break orders a tied group itself.
    fn orders_groups(&self, tie_break: &TieBreak) -> bool;
    /// Orders a tied group by such a tie-break: subgroups best first (members
    /// of one subgroup still tied), and the value to show for each member.
    fn order_group(&self, tie_break: &TieBreak, group: &[u32]) -> (Vec<Vec<u32>>, Vec<(u32, Value)>);
}

struct Individual<'a, 'e>(&'a Calculator<'e>);

impl Ranking for Individual<'_, '_> {
    fn numbers(&self) -> Vec<u32> {
        self.0.event().participants().iter().map(|p| p.tpn).collect()
    }

    fn position(&self, tpn: u32) -> Option<usize> {
        self.0.event().position(tpn)
    }

    fn score(&self, tpn: u32) -> Value {
        self.0.score(tpn)
    }

    fn column(&self, tie_break: &TieBreak) -> Result<Column, TieBreakError> {
        self.0.column(tie_break)
    }

    fn orders_groups(&self, tie_break: &TieBreak) -> bool {
        tie_break.code == Code::De
    }

    fn order_group(&self, tie_break: &TieBreak, group: &[u32]) -> (Vec<Vec<u32>>, Vec<(u32, Value)>) {
        let (ordered, sums) = direct::order(self.0.event(), group, tie_break.forfeits_as_games);
        (ordered, sums.into_iter().collect())
    }
}

/// Ranks the event by its score and then by the tie-breaks in `list`.
pub fn standings(event: &Event, list: &[TieBreak], edition: Edition) -> Result<Standings, TieBreakError> {
    let calc = Calculator::new(event, edition);
    standings_with(&calc, list)
}

/// [`standings`] with a calculator the caller keeps (for the workings).
pub fn standings_with(calc: &Calculator<'_>, list: &[TieBreak]) -> Result<Standings, TieBreakError> {
    let event = calc.event();
    let (columns, rows) = rank(&Individual(calc), list)?;
    Ok(Standings {
        edition: calc.edition(),
        format: event.format(),
        rounds: event.rounds(),
        total_rounds: event.total_rounds(),
        columns,
        rows,
    })
}

/// The ranking loop of C.07 4.2.
pub(crate) fn rank(event: &dyn Ranking, list: &[TieBreak]) -> Result<(Vec<Column>, Vec<Row>), TieBreakError> {
    let mut columns: Vec<Column> = list.iter().map(|tb| event.column(tb)).collect::<Result<_, _>>()?;
    let value = |col: &Column, tpn: u32| event.position(tpn).and_then(|i| col.values[i]);

    let mut players = event.numbers();
    players.sort_by(|a, b| event.score(*b).cmp(&event.score(*a)).then(a.cmp(b)));
    let mut groups = direct::split_equal(&players, |p| event.score(*p));

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
            if event.orders_groups(tb) {
                let (ordered, shown) = event.order_group(tb, &group);
                for &tpn in &group {
                    if let Some(i) = event.position(tpn) {
                        columns[k].groups[i] = Some(group.clone());
                    }
                }
                for (tpn, v) in shown {
                    if let Some(i) = event.position(tpn) {
                        columns[k].values[i] = Some(v);
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
                score: event.score(tpn),
                values: columns.iter().map(|c| value(c, tpn)).collect(),
            });
        }
        rank += group.len() as u32;
    }
    Ok((columns, rows))
}
