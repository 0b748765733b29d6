//! Computes one tie-break for every participant of an event, and how each
//! value was reached (its [`Working`]).
//!
//! Values and workings come from the same per-round computations (elements
//! for the Buchholz and Sonneborn-Berger families, round shares for Type B
//! and Koya, the rated games for article 10), so they cannot disagree; the
//! consistency tests recompute every value from its working.

use std::borrow::Cow;
use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use crate::cell::{Cell, Format};
use crate::code::Code;
use crate::edition::Edition;
use crate::elements::{Element, Sum, apply_cuts, elements, total};
use crate::error::TieBreakError;
use crate::event::Event;
use crate::ratings::{
    self, RatedGame, average_of, average_rating, perfect_performance, performance, rated_games,
};
use crate::record;
use crate::spec::TieBreak;
use crate::unplayed::Scores;
use crate::value::Value;
use crate::working::{DropReason, Method, RoundResult, Rule, Term, Working};

/// One tie-break's values, indexed like [`Event::participants`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    /// The tie-break.
    pub tie_break: TieBreak,
    /// Each participant's value; `None` where it is not computed per
    /// participant (Direct Encounter before the standings apply it) or the
    /// tie-break is dropped.
    pub values: Vec<Option<Value>>,
    /// Why the tie-break is left out of the ranking, if it is (C.07 10:
    /// ratings-based tie-breaks with unrated players present).
    pub dropped: Option<DropReason>,
    /// For tie-breaks that order tied groups (DE, EDE, TBR, BBE): the group
    /// each participant was in when the standings applied it.
    pub groups: Vec<Option<Vec<u32>>>,
}

impl Column {
    fn of(tie_break: &TieBreak, values: Vec<Option<Value>>) -> Column {
        let n = values.len();
        Column {
            tie_break: *tie_break,
            values,
            dropped: None,
            groups: vec![None; n],
        }
    }

    pub(crate) fn dropped(tie_break: &TieBreak, n: usize, reason: DropReason) -> Column {
        Column {
            tie_break: *tie_break,
            values: vec![None; n],
            dropped: Some(reason),
            groups: vec![None; n],
        }
    }
}

/// One view of the event: the event itself, Fore Buchholz's (8.3), the
/// `/P` one (forfeits as games), or both; with its scores.
struct View<'a> {
    event: Cow<'a, Event>,
    scores: Scores,
}

/// Computes tie-breaks for one event under one edition of the regulations.
pub struct Calculator<'a> {
    event: &'a Event,
    edition: Edition,
    /// Views by `fore as usize | (played as usize) << 1`; 0 is the event.
    views: [OnceCell<View<'a>>; 4],
    /// Every participant's value of a tie-break that others average (the
    /// Buchholz of AOB, the TPR of APRO, the PTP of APPO), computed once.
    inputs: RefCell<HashMap<TieBreak, Rc<Vec<Value>>>>,
}

impl<'a> Calculator<'a> {
    /// A calculator for `event` under `edition`.
    pub fn new(event: &'a Event, edition: Edition) -> Calculator<'a> {
        Calculator {
            event,
            edition,
            views: Default::default(),
            inputs: RefCell::new(HashMap::new()),
        }
    }

    /// The event.
    pub fn event(&self) -> &Event {
        self.event
    }

    /// The edition of the regulations applied.
    pub fn edition(&self) -> Edition {
        self.edition
    }

    /// A participant's score.
    pub fn score(&self, tpn: u32) -> Value {
        self.view(false, false).scores.own(self.event, tpn)
    }

    /// The score a participant contributes to their opponents' Buchholz and
    /// Sonneborn-Berger (C.07 16.3, or the edition's equivalent).
    pub fn score_for_opponents(&self, tpn: u32) -> Value {
        self.view(false, false).scores.for_opponents(self.event, tpn)
    }

    fn view(&self, fore: bool, played: bool) -> &View<'a> {
        self.views[usize::from(fore) | usize::from(played) << 1].get_or_init(|| {
            let mut event = Cow::Borrowed(self.event);
            if played {
                event = Cow::Owned(event.with_forfeits_played());
            }
            // Before the final round is reached, Fore Buchholz is Buchholz.
            if fore && event.rounds() == event.total_rounds() {
                event = Cow::Owned(event.with_round_drawn(event.rounds()));
            }
            let scores = Scores::new(&event, self.edition);
            View { event, scores }
        })
    }

    fn view_for(&self, tie_break: &TieBreak) -> &View<'a> {
        self.view(self.is_fore(tie_break), tie_break.forfeits_as_games)
    }

    /// Whether the tie-break reads Fore Buchholz's hypothesis (FB, `BH/F`, `AOB/F`).
    fn is_fore(&self, tie_break: &TieBreak) -> bool {
        tie_break.effective_code() == Code::Fb || (tie_break.code == Code::Aob && tie_break.fore)
    }

    /// The per-round elements of BH, FB or SB for one participant, cuts marked.
    pub fn elements(&self, tie_break: &TieBreak, tpn: u32) -> Result<Vec<Element>, TieBreakError> {
        self.check(tie_break)?;
        self.known(tpn)?;
        let sum = match tie_break.effective_code() {
            Code::Bh | Code::Fb => Sum::Buchholz,
            Code::Sb => Sum::SonnebornBerger,
            _ => return Ok(Vec::new()),
        };
        Ok(self.cut_elements(tie_break, tpn, sum, self))
    }

    /// The elements of `tpn` for `tie_break`: opponents' scores from this
    /// calculator's view, the points scored from `points`' (the same for
    /// individuals; the other team score for Extended Sonneborn-Berger).
    pub(crate) fn cut_elements(
        &self,
        tie_break: &TieBreak,
        tpn: u32,
        sum: Sum,
        points: &Calculator<'_>,
    ) -> Vec<Element> {
        let view = self.view_for(tie_break);
        let other = points.view_for(tie_break);
        let mut list = elements(
            &view.event,
            &view.scores,
            self.edition,
            tpn,
            sum,
            (&other.event, &other.scores),
        );
        let vur_rule = view.event.format() == Format::Swiss && self.edition != Edition::VirtualOpponent;
        apply_cuts(&mut list, tie_break.cut_low, tie_break.cut_high, vur_rule);
        list
    }

    fn known(&self, tpn: u32) -> Result<(), TieBreakError> {
        match self.event.participant(tpn) {
            Some(_) => Ok(()),
            None => Err(TieBreakError::UnknownPlayer(tpn)),
        }
    }

    /// Refuses what this event cannot compute: Buchholz in a round robin
    /// (article 8), team tie-breaks and team scores in an individual event.
    pub(crate) fn check(&self, tie_break: &TieBreak) -> Result<(), TieBreakError> {
        if self.event.format() == Format::RoundRobin && tie_break.code.is_buchholz_family() {
            return Err(TieBreakError::NotForRoundRobin {
                code: tie_break.to_string(),
            });
        }
        Ok(())
    }

    fn check_individual(&self, tie_break: &TieBreak) -> Result<(), TieBreakError> {
        if tie_break.code.is_team_only() || tie_break.score.is_some() {
            return Err(TieBreakError::TeamOnly {
                code: tie_break.to_string(),
            });
        }
        self.check(tie_break)
    }

    /// One tie-break for every participant.
    pub fn column(&self, tie_break: &TieBreak) -> Result<Column, TieBreakError> {
        self.check_individual(tie_break)?;
        self.view_column(tie_break)
    }

    /// [`Calculator::column`] for the individual tie-breaks, on whatever
    /// event this calculator holds (an individual event, or a team event's
    /// view in one of its scores).
    pub(crate) fn view_column(&self, tie_break: &TieBreak) -> Result<Column, TieBreakError> {
        self.check(tie_break)?;
        let event = self.event;
        let tpns: Vec<u32> = event.participants().iter().map(|p| p.tpn).collect();
        let per = |f: &dyn Fn(u32) -> Value| tpns.iter().map(|&t| Some(f(t))).collect::<Vec<_>>();
        if let Some(reason) = self.dropped(tie_break) {
            return Ok(Column::dropped(tie_break, tpns.len(), reason));
        }
        let values = match tie_break.effective_code() {
            Code::Pts => per(&|t| self.score(t)),
            Code::Tpn => per(&|t| Value::int(i64::from(t))),
            Code::Bh | Code::Fb => per(&|t| total(&self.cut_elements(tie_break, t, Sum::Buchholz, self))),
            Code::Sb => per(&|t| total(&self.cut_elements(tie_break, t, Sum::SonnebornBerger, self))),
            Code::Aob => {
                let buchholz = self.aob_inputs(tie_break);
                per(&|t| self.aob(tie_break, &buchholz, t).0.value)
            }
            Code::Aro | Code::Tpr | Code::Ptp | Code::Apro | Code::Appo | Code::Rtng => {
                self.rating_values(tie_break, &tpns)
            }
            Code::De => vec![None; tpns.len()],
            code if code.orders_groups() => vec![None; tpns.len()],
            _ => {
                let scores = &self.view(false, false).scores.own;
                per(&|t| record::value(&self.shares(tie_break, t, scores)))
            }
        };
        Ok(Column::of(tie_break, values))
    }

    fn shares(&self, tie_break: &TieBreak, tpn: u32, scores: &[Value]) -> Vec<record::RoundShare> {
        record::shares(
            self.event,
            tpn,
            tie_break.code,
            tie_break.cut_low,
            tie_break.limit_half_points,
            scores,
        )
    }

    /// C.07 10: ratings-based tie-breaks are dropped when unrated players are
    /// present, unless a rating is set for them (`/U`).
    fn dropped(&self, tie_break: &TieBreak) -> Option<DropReason> {
        if !tie_break.code.is_rating_based() || tie_break.unrated_rating.is_some() || self.event.all_rated() {
            return None;
        }
        Some(DropReason::UnratedPlayers {
            players: self
                .event
                .participants()
                .iter()
                .filter(|p| p.rating.is_none())
                .map(|p| p.tpn)
                .collect(),
        })
    }

    /// Every participant's value of `key`, computed once.
    fn inputs(&self, key: TieBreak, compute: impl FnOnce() -> Vec<Value>) -> Rc<Vec<Value>> {
        if let Some(found) = self.inputs.borrow().get(&key) {
            return Rc::clone(found);
        }
        let values = Rc::new(compute());
        self.inputs.borrow_mut().insert(key, Rc::clone(&values));
        values
    }

    /// Each participant's Buchholz (or, `AOB/F`, Fore Buchholz) for AOB.
    fn aob_inputs(&self, tie_break: &TieBreak) -> Rc<Vec<Value>> {
        let mut inner = TieBreak::plain(if tie_break.fore { Code::Fb } else { Code::Bh });
        inner.forfeits_as_games = tie_break.forfeits_as_games;
        self.inputs(inner, || {
            self.event
                .participants()
                .iter()
                .map(|p| total(&self.cut_elements(&inner, p.tpn, Sum::Buchholz, self)))
                .collect()
        })
    }

    /// 8.2 AOB: the average of the Buchholz of the opponents played over the
    /// board (no dummy: a dummy has no Buchholz). Reading of 8.3 for `AOB/F`:
    /// the opponents are those of Fore Buchholz's hypothesis, where every
    /// paired game of the final round is a drawn game, forfeits included; the
    /// value is then known once the final round is paired, whatever happens
    /// at its boards (a type D tie-break, 4.3). With no opponent, 0.
    fn aob(&self, tie_break: &TieBreak, buchholz: &[Value], tpn: u32) -> (AobValue, Vec<(u32, u32, Value)>) {
        let view = self.view_for(tie_break);
        let opponents: Vec<(u32, u32, Value)> = (1..=view.event.rounds())
            .filter_map(|r| match view.event.cell(tpn, r) {
                Cell::Game { opponent, .. } => {
                    let b = view.event.position(opponent).map_or(Value::ZERO, |i| buchholz[i]);
                    Some((r, opponent, b))
                }
                _ => None,
            })
            .collect();
        let sum: Value = opponents.iter().map(|o| o.2).sum();
        let count = opponents.len() as u32;
        let value = if count == 0 {
            Value::ZERO
        } else {
            sum.div_int(i64::from(count))
        };
        (AobValue { value, sum, count }, opponents)
    }

    fn rating_values(&self, tie_break: &TieBreak, tpns: &[u32]) -> Vec<Option<Value>> {
        let event = self.event;
        let unrated = tie_break.unrated_rating;
        let games = |t: u32| rated_games(event, t, unrated);
        match tie_break.code {
            Code::Aro => tpns
                .iter()
                .map(|&t| Some(average_rating(&games(t), tie_break.cut_low, tie_break.cut_high).value))
                .collect(),
            Code::Tpr => tpns.iter().map(|&t| Some(performance(&games(t)).value)).collect(),
            Code::Ptp => tpns
                .iter()
                .map(|&t| Some(perfect_performance(&games(t)).value))
                .collect(),
            Code::Apro | Code::Appo => {
                let own = self.own_performances(tie_break, tpns);
                tpns.iter()
                    .map(|&t| Some(average_of(&opponent_values(event, &games(t), &own)).value))
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

    /// Every participant's TPR (for APRO) or PTP (for APPO).
    fn own_performances(&self, tie_break: &TieBreak, tpns: &[u32]) -> Rc<Vec<Value>> {
        let unrated = tie_break.unrated_rating;
        let mut key = TieBreak::plain(if tie_break.code == Code::Apro {
            Code::Tpr
        } else {
            Code::Ptp
        });
        key.unrated_rating = unrated;
        self.inputs(key, || {
            tpns.iter()
                .map(|&t| {
                    let games = rated_games(self.event, t, unrated);
                    if tie_break.code == Code::Apro {
                        performance(&games).value
                    } else {
                        perfect_performance(&games).value
                    }
                })
                .collect()
        })
    }

    /// How `tpn`'s value of `tie_break` was reached. Direct Encounter and the
    /// other group orderings need the group they were applied to: see
    /// [`Calculator::group_working`].
    pub fn working(&self, tie_break: &TieBreak, tpn: u32) -> Result<Working, TieBreakError> {
        self.check_individual(tie_break)?;
        self.known(tpn)?;
        Ok(self.view_working(tie_break, tpn))
    }

    /// [`Calculator::working`] on whatever event this calculator holds.
    pub(crate) fn view_working(&self, tie_break: &TieBreak, tpn: u32) -> Working {
        let working = |value: Option<Value>, method: Method, terms: Vec<Term>| Working {
            tie_break: *tie_break,
            value,
            method,
            terms,
        };
        if let Some(reason) = self.dropped(tie_break) {
            return working(None, Method::Dropped { reason }, Vec::new());
        }
        let event = self.event;
        match tie_break.effective_code() {
            Code::Pts => working(Some(self.score(tpn)), Method::Value, Vec::new()),
            Code::Tpn => working(Some(Value::int(i64::from(tpn))), Method::Value, Vec::new()),
            Code::Rtng => {
                let rating = event
                    .participant(tpn)
                    .and_then(|p| p.rating.or(tie_break.unrated_rating))
                    .map(|r| Value::int(i64::from(r)));
                working(rating, Method::Value, Vec::new())
            }
            Code::Bh | Code::Fb | Code::Sb => {
                let sum = if tie_break.effective_code() == Code::Sb {
                    Sum::SonnebornBerger
                } else {
                    Sum::Buchholz
                };
                let list = self.cut_elements(tie_break, tpn, sum, self);
                let terms = self.element_terms(tie_break, tpn, &list, sum);
                working(Some(total(&list)), Method::Sum, terms)
            }
            Code::Aob => {
                let buchholz = self.aob_inputs(tie_break);
                let (value, opponents) = self.aob(tie_break, &buchholz, tpn);
                let view = self.view_for(tie_break);
                let terms = opponents
                    .into_iter()
                    .map(|(round, opponent, b)| {
                        let mut term = Term::new(round, b);
                        term.opponent = Some(opponent);
                        term.value = Some(b);
                        term.result = Some(RoundResult::of(view.event.cell(tpn, round), false));
                        term.rules = self.view_rules(tie_break, tpn, round);
                        term
                    })
                    .collect();
                working(
                    Some(value.value),
                    Method::Average {
                        sum: value.sum,
                        count: value.count,
                        rounded: false,
                    },
                    terms,
                )
            }
            Code::Aro | Code::Tpr | Code::Ptp | Code::Apro | Code::Appo => {
                self.rating_working(tie_break, tpn)
            }
            Code::De => working(None, Method::NotApplied, Vec::new()),
            code if code.orders_groups() => working(None, Method::NotApplied, Vec::new()),
            code => {
                let scores = &self.view(false, false).scores.own;
                let shares = self.shares(tie_break, tpn, scores);
                let value = record::value(&shares);
                let terms = shares
                    .into_iter()
                    .map(|s| {
                        let cell = event.cell(tpn, s.round);
                        let mut term = Term::new(s.round, s.contribution);
                        term.opponent = cell.opponent();
                        term.result = Some(RoundResult::of(cell, double_forfeit(event, tpn, s.round)));
                        term.value = s.value;
                        term.points = s.points;
                        term.rules.extend(s.rule);
                        term.cut = s.cut;
                        term
                    })
                    .collect();
                let method = if code == Code::Ks {
                    Method::Koya {
                        limit: record::koya_limit(event, tie_break.limit_half_points),
                    }
                } else {
                    Method::Sum
                };
                working(Some(value), method, terms)
            }
        }
    }

    /// Terms of the Buchholz or Sonneborn-Berger family.
    pub(crate) fn element_terms(
        &self,
        tie_break: &TieBreak,
        tpn: u32,
        list: &[Element],
        sum: Sum,
    ) -> Vec<Term> {
        let event = self.event;
        list.iter()
            .map(|e| {
                let cell = event.cell(tpn, e.round);
                let mut term = Term::new(e.round, e.contribution);
                term.opponent = e.opponent.or(cell.opponent());
                term.result = Some(RoundResult::of(cell, double_forfeit(event, tpn, e.round)));
                term.value = Some(e.score);
                if sum == Sum::SonnebornBerger {
                    term.points = Some(e.points);
                }
                term.rules = self.view_rules(tie_break, tpn, e.round);
                if let Some(o) = e.opponent
                    && self.is_fore(tie_break)
                {
                    let actual = self.score(o);
                    if self
                        .view_for(tie_break)
                        .scores
                        .own(&self.view_for(tie_break).event, o)
                        != actual
                    {
                        term.rules.push(Rule::OpponentFinalRoundDrawn { actual });
                    }
                }
                term.rules.extend(e.rule.clone());
                if e.vur {
                    term.rules.push(Rule::Voluntary);
                }
                term.cut = e.cut;
                term
            })
            .collect()
    }

    /// The rules a view applied to `tpn`'s round: 15.2 for a round-robin
    /// forfeit, `/P` for a forfeit counted as a game, 8.3 for the final round.
    fn view_rules(&self, tie_break: &TieBreak, tpn: u32, round: u32) -> Vec<Rule> {
        let mut rules = Vec::new();
        let cell = self.event.cell(tpn, round);
        let fore = self.is_fore(tie_break);
        if cell.is_forfeit() {
            if tie_break.forfeits_as_games {
                rules.push(Rule::ForfeitPlayed);
            } else if self.event.format() == Format::RoundRobin {
                rules.push(Rule::ForfeitAsGame);
            }
        }
        let paired = cell.opponent().is_some();
        if fore && paired && round == self.event.rounds() && self.event.rounds() == self.event.total_rounds()
        {
            rules.push(Rule::FinalRoundDrawn);
        }
        rules
    }

    fn rating_working(&self, tie_break: &TieBreak, tpn: u32) -> Working {
        let event = self.event;
        let games = rated_games(event, tpn, tie_break.unrated_rating);
        let game_term = |g: &RatedGame, value: Value, contribution: Value| {
            let mut term = Term::new(g.round, contribution);
            term.opponent = Some(g.opponent);
            term.result = Some(RoundResult::of(event.cell(tpn, g.round), false));
            term.value = Some(value);
            if g.unrated
                && let Some(rating) = tie_break.unrated_rating
            {
                term.rules.push(Rule::UnratedAs { rating });
            }
            term
        };
        let working = |value: Value, method: Method, terms: Vec<Term>| Working {
            tie_break: *tie_break,
            value: Some(value),
            method,
            terms,
        };
        match tie_break.code {
            Code::Aro => {
                let average = average_rating(&games, tie_break.cut_low, tie_break.cut_high);
                let terms = games
                    .iter()
                    .zip(&average.cuts)
                    .map(|(g, cut)| {
                        let rating = Value::int(g.rating);
                        let mut term = game_term(g, rating, rating);
                        term.cut = *cut;
                        term
                    })
                    .collect();
                working(average.value, average_method(&average), terms)
            }
            Code::Tpr => {
                let p = performance(&games);
                let terms = games
                    .iter()
                    .map(|g| {
                        let rating = Value::int(g.rating);
                        let mut term = game_term(g, rating, rating);
                        term.points = Some(g.points);
                        term
                    })
                    .collect();
                working(
                    p.value,
                    Method::Performance {
                        aro: p.aro,
                        points: p.points,
                        games: p.games,
                        percent: p.percent,
                        difference: p.difference,
                    },
                    terms,
                )
            }
            Code::Ptp => {
                let p = perfect_performance(&games);
                let terms = games
                    .iter()
                    .zip(&p.expected)
                    .map(|(g, &expected)| {
                        let mut term =
                            game_term(g, Value::int(g.rating), Value::ratio(i64::from(expected), 100));
                        term.points = Some(g.points);
                        term
                    })
                    .collect::<Vec<_>>();
                let expected = terms.iter().map(|t| t.contribution).sum();
                working(
                    p.value,
                    Method::PerfectPerformance {
                        points: p.points,
                        expected,
                        expected_below: p.expected_below.map(|h| Value::ratio(h, 100)),
                    },
                    terms,
                )
            }
            _ => {
                let tpns: Vec<u32> = event.participants().iter().map(|p| p.tpn).collect();
                let own = self.own_performances(tie_break, &tpns);
                let values = opponent_values(event, &games, &own);
                let average = average_of(&values);
                let terms = games
                    .iter()
                    .zip(&values)
                    .map(|(g, &v)| game_term(g, v, v))
                    .collect();
                working(average.value, average_method(&average), terms)
            }
        }
    }

    /// The working of a group ordering (Direct Encounter) for `tpn` in the
    /// group the standings applied it to.
    pub fn group_working(&self, tie_break: &TieBreak, tpn: u32, group: &[u32]) -> Working {
        let (terms, missing) = crate::direct::terms(self.event, group, tpn, tie_break.forfeits_as_games);
        let value = terms.iter().map(|t| t.contribution).sum();
        Working {
            tie_break: *tie_break,
            value: Some(value),
            method: Method::DirectEncounter {
                group: group.to_vec(),
                missing,
            },
            terms,
        }
    }
}

/// The value of an AOB with its sum and count.
struct AobValue {
    value: Value,
    sum: Value,
    count: u32,
}

fn average_method(average: &ratings::Average) -> Method {
    Method::Average {
        sum: average.sum,
        count: average.count,
        rounded: true,
    }
}

/// The opponents' own values (TPR or PTP) for APRO and APPO, game by game.
fn opponent_values(event: &Event, games: &[RatedGame], own: &[Value]) -> Vec<Value> {
    games
        .iter()
        .map(|g| event.position(g.opponent).map_or(Value::ZERO, |i| own[i]))
        .collect()
}

/// Whether `tpn`'s round is a forfeit lost by both players.
fn double_forfeit(event: &Event, tpn: u32, round: u32) -> bool {
    match event.cell(tpn, round) {
        Cell::Forfeit {
            won: false, opponent, ..
        } => matches!(event.cell(opponent, round), Cell::Forfeit { won: false, .. }),
        _ => false,
    }
}
