//! Computes one tie-break for every participant of an event.

use std::cell::OnceCell;

use crate::edition::Edition;
use crate::elements::{Element, Sum, apply_cuts, elements, total};
use crate::error::TieBreakError;
use crate::event::{Cell, Event, Format};
use crate::ratings::{average_of, average_rating, perfect_performance, performance, rated_games};
use crate::record;
use crate::spec::{Code, TieBreak};
use crate::unplayed::Scores;
use crate::value::Value;

/// One tie-break's values, indexed like [`Event::participants`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    /// The tie-break.
    pub tie_break: TieBreak,
    /// Each participant's value; `None` where it is undefined (no games for an
    /// average) or not computed per participant (Direct Encounter).
    pub values: Vec<Option<Value>>,
    /// Why the tie-break is left out of the ranking, if it is (C.07 10:
    /// ratings-based tie-breaks with unrated players present).
    pub dropped: Option<String>,
}

/// Computes tie-breaks for one event under one edition of the regulations.
pub struct Calculator<'a> {
    event: &'a Event,
    edition: Edition,
    scores: Scores,
    fore: OnceCell<(Event, Scores)>,
}

impl<'a> Calculator<'a> {
    /// A calculator for `event` under `edition`.
    pub fn new(event: &'a Event, edition: Edition) -> Calculator<'a> {
        Calculator {
            event,
            edition,
            scores: Scores::new(event, edition),
            fore: OnceCell::new(),
        }
    }

    /// The event.
    pub fn event(&self) -> &Event {
        self.event
    }

    /// A participant's score.
    pub fn score(&self, tpn: u32) -> Value {
        self.scores.own(self.event, tpn)
    }

    /// The score a participant contributes to their opponents' Buchholz and
    /// Sonneborn-Berger (C.07 16.3, or the edition's equivalent).
    pub fn score_for_opponents(&self, tpn: u32) -> Value {
        self.scores.for_opponents(self.event, tpn)
    }

    /// The event as Fore Buchholz sees it: every paired game of the final round
    /// drawn (8.3). Before the final round is reached, the event itself.
    fn fore(&self) -> &(Event, Scores) {
        self.fore.get_or_init(|| {
            let e = if self.event.rounds() == self.event.total_rounds() {
                self.event.with_round_drawn(self.event.rounds())
            } else {
                self.event.clone()
            };
            let s = Scores::new(&e, self.edition);
            (e, s)
        })
    }

    /// The per-round elements of BH, FB or SB for one participant, cuts marked.
    pub fn elements(&self, tie_break: &TieBreak, tpn: u32) -> Result<Vec<Element>, TieBreakError> {
        self.check_format(tie_break)?;
        if self.event.participant(tpn).is_none() {
            return Err(TieBreakError::UnknownPlayer(tpn));
        }
        let (event, scores, sum) = match tie_break.code {
            Code::Bh => (self.event, &self.scores, Sum::Buchholz),
            Code::Fb => {
                let (e, s) = self.fore();
                (e, s, Sum::Buchholz)
            }
            Code::Sb => (self.event, &self.scores, Sum::SonnebornBerger),
            other => {
                return Err(TieBreakError::BadModifier {
                    code: tie_break.to_string(),
                    reason: format!("{other} is not a sum of per-round values"),
                });
            }
        };
        let mut list = elements(event, scores, self.edition, tpn, sum);
        let vur_rule = event.format() == Format::Swiss && self.edition != Edition::VirtualOpponent;
        apply_cuts(&mut list, tie_break.cut_low, tie_break.cut_high, vur_rule);
        Ok(list)
    }

    fn check_format(&self, tie_break: &TieBreak) -> Result<(), TieBreakError> {
        if self.event.format() == Format::RoundRobin && tie_break.code.is_buchholz_family() {
            return Err(TieBreakError::NotForRoundRobin {
                code: tie_break.to_string(),
            });
        }
        Ok(())
    }

    /// One tie-break for every participant.
    pub fn column(&self, tie_break: &TieBreak) -> Result<Column, TieBreakError> {
        self.check_format(tie_break)?;
        let event = self.event;
        let tpns: Vec<u32> = event.participants().iter().map(|p| p.tpn).collect();
        let per = |f: &dyn Fn(u32) -> Value| tpns.iter().map(|&t| Some(f(t))).collect::<Vec<_>>();
        let mut dropped = None;
        let values = match tie_break.code {
            Code::Pts => per(&|t| self.score(t)),
            Code::De => vec![None; tpns.len()],
            Code::Win => per(&|t| record::wins(event, t)),
            Code::Won => per(&|t| record::games_won(event, t)),
            Code::Bpg => per(&|t| record::black_games(event, t)),
            Code::Bwg => per(&|t| record::black_wins(event, t)),
            Code::Ps => per(&|t| record::progressive(event, t, tie_break.cut_low)),
            Code::Rep => per(&|t| record::rounds_elected(event, t)),
            Code::Std => per(&|t| record::standard_points(event, t)),
            Code::Tpn => per(&|t| Value::int(i64::from(t))),
            Code::Bh | Code::Fb | Code::Sb => tpns
                .iter()
                .map(|&t| self.elements(tie_break, t).map(|e| Some(total(&e))))
                .collect::<Result<_, _>>()?,
            Code::Aob => {
                let inner = TieBreak::plain(if tie_break.fore { Code::Fb } else { Code::Bh });
                let buchholz = self.column(&inner)?.values;
                tpns.iter()
                    .map(|&t| {
                        let opponents = over_the_board_opponents(event, t);
                        if opponents.is_empty() {
                            return None;
                        }
                        let sum: Value = opponents
                            .iter()
                            .filter_map(|o| event.position(*o).and_then(|i| buchholz[i]))
                            .sum();
                        Some(sum.div_int(opponents.len() as i64))
                    })
                    .collect()
            }
            Code::Ks => {
                let scores = &self.scores.own;
                per(&|t| record::koya(event, t, tie_break.limit_half_points, scores))
            }
            Code::Aro | Code::Tpr | Code::Ptp | Code::Apro | Code::Appo | Code::Rtng => {
                let unrated = tie_break.unrated_rating;
                if unrated.is_none() && !event.all_rated() {
                    let missing: Vec<String> = event
                        .participants()
                        .iter()
                        .filter(|p| p.rating.is_none())
                        .map(|p| p.tpn.to_string())
                        .collect();
                    dropped = Some(format!(
                        "{tie_break} dropped: unrated players are present ({}) and no rating is set for them (C.07 10; add /U<rating>)",
                        abbreviate(&missing)
                    ));
                    vec![None; tpns.len()]
                } else {
                    self.rating_values(tie_break, &tpns, unrated)
                }
            }
        };
        Ok(Column {
            tie_break: *tie_break,
            values,
            dropped,
        })
    }

    fn rating_values(&self, tie_break: &TieBreak, tpns: &[u32], unrated: Option<u32>) -> Vec<Option<Value>> {
        let event = self.event;
        let games = |t: u32| rated_games(event, t, unrated);
        match tie_break.code {
            Code::Aro => tpns
                .iter()
                .map(|&t| average_rating(&games(t), tie_break.cut_low, tie_break.cut_high))
                .collect(),
            Code::Tpr => tpns.iter().map(|&t| performance(&games(t))).collect(),
            Code::Ptp => tpns.iter().map(|&t| perfect_performance(&games(t))).collect(),
            Code::Apro | Code::Appo => {
                let own: Vec<Option<Value>> = tpns
                    .iter()
                    .map(|&t| {
                        if tie_break.code == Code::Apro {
                            performance(&games(t))
                        } else {
                            perfect_performance(&games(t))
                        }
                    })
                    .collect();
                tpns.iter()
                    .map(|&t| average_of(games(t).iter().map(|g| event.position(g.0).and_then(|i| own[i]))))
                    .collect()
            }
            _ => tpns
                .iter()
                .map(|&t| {
                    event
                        .participant(t)
                        .and_then(|p| p.rating.or(unrated))
                        .map(|r| Value::int(i64::from(r)))
                })
                .collect(),
        }
    }
}

fn over_the_board_opponents(event: &Event, tpn: u32) -> Vec<u32> {
    (1..=event.rounds())
        .filter_map(|r| match event.cell(tpn, r) {
            Cell::Game { opponent, .. } => Some(opponent),
            _ => None,
        })
        .collect()
}

fn abbreviate(list: &[String]) -> String {
    if list.len() <= 5 {
        format!("players {}", list.join(", "))
    } else {
        format!("players {} and {} more", list[..5].join(", "), list.len() - 5)
    }
}
