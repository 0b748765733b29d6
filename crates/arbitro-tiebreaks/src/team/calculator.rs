//! Tie-breaks of a team event: the individual ones on either score, and the
//! team ones of articles 12 and 13.

use crate::calculator::{Calculator, Column};
use crate::code::Code;
use crate::edition::Edition;
use crate::elements::{Sum, total};
use crate::error::TieBreakError;
use crate::spec::{TeamScore, TieBreak};
use crate::standings::{Ranking, Standings, rank};
use crate::team::{TeamEvent, boards, ede};
use crate::value::Value;
use crate::working::{DropReason, Method, RoundResult, Term, Working};

/// Computes tie-breaks for one team event under one edition of the regulations.
pub struct TeamCalculator<'a> {
    event: &'a TeamEvent,
    match_points: Calculator<'a>,
    game_points: Calculator<'a>,
}

impl<'a> TeamCalculator<'a> {
    /// A calculator for `event` under `edition`.
    pub fn new(event: &'a TeamEvent, edition: Edition) -> TeamCalculator<'a> {
        TeamCalculator {
            event,
            match_points: Calculator::new(event.view(TeamScore::Match), edition),
            game_points: Calculator::new(event.view(TeamScore::Game), edition),
        }
    }

    /// The team event.
    pub fn event(&self) -> &TeamEvent {
        self.event
    }

    /// The calculator of one score's view.
    pub fn view(&self, score: TeamScore) -> &Calculator<'a> {
        match score {
            TeamScore::Match => &self.match_points,
            TeamScore::Game => &self.game_points,
        }
    }

    fn scored(&self, tie_break: &TieBreak) -> &Calculator<'a> {
        self.view(tie_break.score.unwrap_or(self.event.primary()))
    }

    /// A team's score in one score.
    pub fn score(&self, team: u32, score: TeamScore) -> Value {
        self.view(score).score(team)
    }

    /// The opponents' scores and the points scored of an Extended
    /// Sonneborn-Berger (13.2.1-13.2.4; plain ESB: the primary score twice).
    fn extended_scores(&self, code: Code) -> (TeamScore, TeamScore) {
        let (m, g) = (TeamScore::Match, TeamScore::Game);
        match code {
            Code::Emmsb => (m, m),
            Code::Emgsb => (m, g),
            Code::Egmsb => (g, m),
            Code::Eggsb => (g, g),
            _ => (self.event.primary(), self.event.primary()),
        }
    }

    fn extended_elements(&self, tie_break: &TieBreak, team: u32) -> Vec<crate::elements::Element> {
        let (opponents, scored) = self.extended_scores(tie_break.code);
        self.view(opponents)
            .cut_elements(tie_break, team, Sum::SonnebornBerger, self.view(scored))
    }

    /// 13.4 SSSC's normalising factor: `/K`, or the highest primary score
    /// possible in the tournament divided by the highest secondary score of
    /// one match, rounded toward zero.
    fn factor(&self, tie_break: &TieBreak) -> i64 {
        if let Some(k) = tie_break.factor {
            return i64::from(k);
        }
        let primary = self.event.view(self.event.primary());
        let secondary = self.event.view(self.event.primary().other());
        let highest = primary.scoring().win * Value::int(i64::from(primary.total_rounds()));
        let per_match = secondary.scoring().win;
        if per_match == Value::ZERO {
            return 1;
        }
        let ratio = highest * Value::ratio(per_match.denominator(), per_match.numerator());
        (ratio.numerator() / ratio.denominator()).max(1)
    }

    fn buchholz_for_sssc(&self, tie_break: &TieBreak, team: u32) -> Value {
        let mut bh = TieBreak::plain(Code::Bh);
        bh.fore = tie_break.fore;
        bh.forfeits_as_games = tie_break.forfeits_as_games;
        let primary = self.view(self.event.primary());
        total(&primary.cut_elements(&bh, team, Sum::Buchholz, primary))
    }

    /// One tie-break for every team.
    pub fn column(&self, tie_break: &TieBreak) -> Result<Column, TieBreakError> {
        let numbers = self.numbers();
        let per = |f: &dyn Fn(u32) -> Value| numbers.iter().map(|&t| Some(f(t))).collect::<Vec<_>>();
        let code = tie_break.code;
        if code.is_rating_based() {
            return Ok(Column::dropped(
                tie_break,
                numbers.len(),
                DropReason::IndividualOnly,
            ));
        }
        let values = match code {
            Code::Mpvgp => {
                let secondary = self.view(self.event.primary().other());
                per(&|t| secondary.score(t))
            }
            c if c.is_extended_sonneborn_berger() => per(&|t| total(&self.extended_elements(tie_break, t))),
            Code::Bc => per(&|t| boards::board_count(self.event, t)),
            Code::Sssc => {
                let secondary = self.view(self.event.primary().other());
                let factor = self.factor(tie_break);
                per(&|t| secondary.score(t) + self.buchholz_for_sssc(tie_break, t).div_int(factor))
            }
            c if c.orders_groups() && c != Code::De => vec![None; numbers.len()],
            _ => return self.scored(tie_break).view_column(tie_break),
        };
        Ok(crate::calculator::Column {
            tie_break: *tie_break,
            groups: vec![None; values.len()],
            values,
            dropped: None,
        })
    }

    /// How `team`'s value of `tie_break` was reached (group orderings: see
    /// [`TeamCalculator::group_working`]).
    pub fn working(&self, tie_break: &TieBreak, team: u32) -> Result<Working, TieBreakError> {
        if self.match_points.event().participant(team).is_none() {
            return Err(TieBreakError::UnknownPlayer(team));
        }
        let working = |value: Option<Value>, method: Method, terms: Vec<Term>| Working {
            tie_break: *tie_break,
            value,
            method,
            terms,
        };
        let code = tie_break.code;
        if code.is_rating_based() {
            return Ok(working(
                None,
                Method::Dropped {
                    reason: DropReason::IndividualOnly,
                },
                Vec::new(),
            ));
        }
        Ok(match code {
            Code::Mpvgp => {
                let secondary = self.event.view(self.event.primary().other());
                let terms = (1..=secondary.rounds())
                    .map(|r| {
                        let cell = secondary.cell(team, r);
                        let mut term = Term::new(r, secondary.points(team, r));
                        term.opponent = cell.opponent();
                        term.result = Some(RoundResult::of(cell, false));
                        term
                    })
                    .collect();
                working(Some(secondary.score(team)), Method::Sum, terms)
            }
            c if c.is_extended_sonneborn_berger() => {
                let list = self.extended_elements(tie_break, team);
                let (opponents, _) = self.extended_scores(code);
                let terms = self
                    .view(opponents)
                    .element_terms(tie_break, team, &list, Sum::SonnebornBerger);
                working(Some(total(&list)), Method::Sum, terms)
            }
            Code::Bc => working(
                Some(boards::board_count(self.event, team)),
                Method::Sum,
                boards::board_count_terms(self.event, team),
            ),
            Code::Tbr | Code::Bbe => working(None, Method::Boards, boards::board_terms(self.event, team)),
            Code::Sssc => {
                let secondary = self.view(self.event.primary().other()).score(team);
                let buchholz = self.buchholz_for_sssc(tie_break, team);
                let factor = self.factor(tie_break);
                let mut bh = TieBreak::plain(Code::Bh);
                bh.fore = tie_break.fore;
                bh.forfeits_as_games = tie_break.forfeits_as_games;
                let primary = self.view(self.event.primary());
                let terms = primary.view_working(&bh, team).terms;
                working(
                    Some(secondary + buchholz.div_int(factor)),
                    Method::ScheduleStrength {
                        secondary,
                        buchholz,
                        factor,
                    },
                    terms,
                )
            }
            c if c.orders_groups() => working(None, Method::NotApplied, Vec::new()),
            _ => self.scored(tie_break).view_working(tie_break, team),
        })
    }

    /// The working of a group ordering (DE on a score, EDE on the primary
    /// score) for `team` in the group the standings applied it to.
    pub fn group_working(&self, tie_break: &TieBreak, team: u32, group: &[u32]) -> Working {
        let view = if tie_break.code.is_extended_direct_encounter() {
            self.view(self.event.primary())
        } else {
            self.scored(tie_break)
        };
        view.group_working(tie_break, team, group)
    }

    fn numbers(&self) -> Vec<u32> {
        self.match_points
            .event()
            .participants()
            .iter()
            .map(|p| p.tpn)
            .collect()
    }
}

impl Ranking for TeamCalculator<'_> {
    fn numbers(&self) -> Vec<u32> {
        TeamCalculator::numbers(self)
    }

    fn position(&self, tpn: u32) -> Option<usize> {
        self.match_points.event().position(tpn)
    }

    fn score(&self, tpn: u32) -> Value {
        self.view(self.event.primary()).score(tpn)
    }

    fn column(&self, tie_break: &TieBreak) -> Result<Column, TieBreakError> {
        TeamCalculator::column(self, tie_break)
    }

    fn orders_groups(&self, tie_break: &TieBreak) -> bool {
        tie_break.code.orders_groups() || tie_break.code == Code::Bc
    }

    fn order_group(&self, tie_break: &TieBreak, group: &[u32]) -> (Vec<Vec<u32>>, Vec<(u32, Value)>) {
        let code = tie_break.code;
        match code {
            Code::De => {
                let (ordered, sums) =
                    crate::direct::order(self.scored(tie_break).event(), group, tie_break.forfeits_as_games);
                (ordered, sums.into_iter().collect())
            }
            Code::Bc => {
                let shown = group
                    .iter()
                    .map(|&t| (t, boards::board_count(self.event, t)))
                    .collect();
                (ede::knock_out(self.event, code, group), shown)
            }
            Code::Tbr | Code::Bbe => (ede::knock_out(self.event, code, group), Vec::new()),
            _ => {
                let primary = self.view(self.event.primary()).event();
                let (_, sums) = crate::direct::order(primary, group, tie_break.forfeits_as_games);
                (
                    ede::order(self.event, code, group, tie_break.forfeits_as_games),
                    sums.into_iter().collect(),
                )
            }
        }
    }
}

/// Ranks a team event by its primary score and then by the tie-breaks in `list`.
pub fn team_standings(
    event: &TeamEvent,
    list: &[TieBreak],
    edition: Edition,
) -> Result<Standings, TieBreakError> {
    team_standings_with(&TeamCalculator::new(event, edition), list)
}

/// [`team_standings`] with a calculator the caller keeps (for the workings).
pub fn team_standings_with(calc: &TeamCalculator<'_>, list: &[TieBreak]) -> Result<Standings, TieBreakError> {
    let primary = calc.event.view(calc.event.primary());
    let (columns, rows) = rank(calc, list)?;
    Ok(Standings {
        edition: calc.match_points.edition(),
        format: primary.format(),
        rounds: primary.rounds(),
        total_rounds: primary.total_rounds(),
        columns,
        rows,
    })
}
