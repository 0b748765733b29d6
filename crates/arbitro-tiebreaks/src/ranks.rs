//! The final ranks of a TRF (columns 86-89) against its own tie-break list:
//! the ranks a file should carry ([`final_ranks`]: the standings, ties the
//! list leaves broken by pairing number), and the ranks it carries that no
//! reading of the list allows ([`check_ranks`]), each with the values that
//! decide it.

use arbitro_i18n::{Arg, Args, Message};
use arbitro_trf::Tournament;

use crate::calculator::Calculator;
use crate::edition::Edition;
use crate::error::TieBreakError;
use crate::format::Number;
use crate::spec::TieBreak;
use crate::standings::{Row, Standings, standings_with};
use crate::trf;
use crate::value::Value;

/// A player's score and tie-break values, in the list's order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ranked {
    /// Pairing number.
    pub player: u32,
    /// The score.
    pub score: Value,
    /// Each tie-break with its value (`None`: dropped, or not needed).
    pub values: Vec<(TieBreak, Option<Value>)>,
}

/// A rank in the file that the tie-break list does not give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankFinding {
    /// The player's values.
    pub ranked: Ranked,
    /// The rank the file gives.
    pub file_rank: u32,
    /// The first rank the list allows (the player's rank in the standings).
    pub first: u32,
    /// The last rank the list allows (the same, unless the list leaves the
    /// player tied with others: any rank of the tie is then right).
    pub last: u32,
    /// The player the standings put at the file's rank, with the values
    /// that place that player there.
    pub instead: Option<Ranked>,
}

/// What the rank check found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankCheck {
    /// The list applied (the file's `212`, else `202`; empty: the score alone).
    pub list: Vec<TieBreak>,
    /// The rounds counted.
    pub rounds: u32,
    /// Players whose rank the file gives.
    pub checked: usize,
    /// Every rank the list does not allow, by the file's rank.
    pub findings: Vec<RankFinding>,
}

fn standings_of(t: &Tournament) -> Result<(Vec<TieBreak>, Standings), TieBreakError> {
    let list = trf::tie_breaks(t)?;
    let event = trf::event(t, None)?;
    let calc = Calculator::new(&event, Edition::default());
    let table = standings_with(&calc, &list)?;
    Ok((list, table))
}

fn ranked(list: &[TieBreak], row: &Row) -> Ranked {
    Ranked {
        player: row.tpn,
        score: row.score,
        values: list.iter().copied().zip(row.values.iter().copied()).collect(),
    }
}

/// The final rank of every player by the file's own tie-break list (the
/// `212` list, else `202`), after the rounds paired: the standings' order,
/// players the list leaves tied ranked by pairing number. As pairs
/// (pairing number, rank), best first.
pub fn final_ranks(t: &Tournament) -> Result<Vec<(u32, u32)>, TieBreakError> {
    let (_, table) = standings_of(t)?;
    Ok(table
        .rows
        .iter()
        .enumerate()
        .map(|(i, row)| (row.tpn, i as u32 + 1))
        .collect())
}

/// Checks the ranks the file gives (columns 86-89) against its tie-break
/// list: a rank is right when it lies within the places the player's score
/// and tie-break values give (all of a tie the list leaves unbroken).
/// Players without a rank are not checked.
pub fn check_ranks(t: &Tournament) -> Result<RankCheck, TieBreakError> {
    let (list, table) = standings_of(t)?;
    let size_of_tie = |rank: u32| table.rows.iter().filter(|r| r.rank == rank).count() as u32;
    let mut findings = Vec::new();
    let mut checked = 0;
    for row in &table.rows {
        let Some(file_rank) = t.player(row.tpn).and_then(|p| p.rank) else {
            continue;
        };
        checked += 1;
        let first = row.rank;
        let last = first + size_of_tie(first) - 1;
        if (first..=last).contains(&file_rank) {
            continue;
        }
        let instead = table
            .rows
            .get(file_rank.saturating_sub(1) as usize)
            .map(|other| ranked(&list, other));
        findings.push(RankFinding {
            ranked: ranked(&list, row),
            file_rank,
            first,
            last,
            instead,
        });
    }
    findings.sort_by_key(|f| (f.file_rank, f.ranked.player));
    Ok(RankCheck {
        list,
        rounds: table.rounds,
        checked,
        findings,
    })
}

/// One value of a player as a message: `BH/C1 24½`.
struct Valued(String, Option<Value>);

impl Message for Valued {
    fn code(&self) -> &str {
        match self.1 {
            Some(_) => "tiebreaks-rank-value",
            None => "tiebreaks-rank-value-none",
        }
    }

    fn args(&self) -> Args<'_> {
        let mut args = vec![("code", Arg::from(self.0.clone()))];
        if let Some(v) = self.1 {
            args.push(("value", Arg::boxed(Number::points(v))));
        }
        args
    }
}

/// A player's values as a message: the score, then each tie-break.
struct RankedText {
    player: u32,
    values: Vec<Valued>,
}

impl RankedText {
    fn of(r: &Ranked) -> RankedText {
        let mut values = vec![Valued("PTS".to_string(), Some(r.score))];
        values.extend(r.values.iter().map(|(tb, v)| Valued(tb.to_string(), *v)));
        RankedText {
            player: r.player,
            values,
        }
    }
}

impl Message for RankedText {
    fn code(&self) -> &str {
        "tiebreaks-rank-values"
    }

    fn args(&self) -> Args<'_> {
        vec![
            ("player", Arg::from(self.player)),
            (
                "values",
                Arg::List(self.values.iter().map(|v| v as &dyn Message).collect()),
            ),
        ]
    }
}

impl Message for RankFinding {
    fn code(&self) -> &str {
        match (&self.instead, self.first == self.last) {
            (Some(_), true) => "tiebreaks-rank-wrong-instead",
            (Some(_), false) => "tiebreaks-rank-wrong-tied-instead",
            (None, true) => "tiebreaks-rank-wrong",
            (None, false) => "tiebreaks-rank-wrong-tied",
        }
    }

    fn args(&self) -> Args<'_> {
        let mut args = vec![
            ("player", Arg::from(self.ranked.player)),
            ("file_rank", Arg::from(self.file_rank)),
            ("first", Arg::from(self.first)),
            ("last", Arg::from(self.last)),
            ("values", Arg::boxed(RankedText::of(&self.ranked))),
        ];
        if let Some(other) = &self.instead {
            args.push(("instead", Arg::boxed(RankedText::of(other))));
        }
        args
    }
}

/// The verdict on ranks that all follow the list.
pub struct RanksFollow<'a>(pub &'a RankCheck);

impl Message for RanksFollow<'_> {
    fn code(&self) -> &str {
        if self.0.checked == 0 {
            "tiebreaks-rank-none"
        } else {
            "tiebreaks-rank-ok"
        }
    }

    fn args(&self) -> Args<'_> {
        let list: Vec<String> = self.0.list.iter().map(ToString::to_string).collect();
        let list = if list.is_empty() {
            "PTS".to_string()
        } else {
            format!("PTS, {}", list.join(", "))
        };
        vec![
            ("checked", Arg::from(self.0.checked)),
            ("rounds", Arg::from(self.0.rounds)),
            ("list", Arg::from(list)),
        ]
    }
}
