//! The standings of an event file with the call's tie-breaks (FIDE C.07,
//! through `arbitro-tiebreaks`): the table the app and the forms show, and
//! the report with every tie-break value and its working, per round, that
//! `arbitro event standings --json`, the app and the published website read
//! (`schemas/standings.schema.json`). Doubles/bughouse events rank their
//! teams with the team tie-breaks of C.07 11-13 as well.

use std::collections::HashMap;

use arbitro_tiebreaks::{
    Calculator, Cell, Edition, Identity, Report, Standings, TeamCalculator, TeamEntry, TeamEvent,
    TeamEventSetup, TeamPoints, TeamRound, TeamScore, TieBreak, Value, parse_list, standings_with,
    team_standings_with, trf,
};

use super::Event;
use super::teams::{TeamStandingRow, TeamStandings};
use super::trf::{StandingRow, StandingsTable};
use crate::error::Result;

/// Boards of a doubles/bughouse match (AM-R3: board A and board B).
const DOUBLES_BOARDS: u32 = 2;

impl Event {
    /// The call's tie-break list, parsed.
    fn tie_break_list(&self) -> Result<Vec<TieBreak>> {
        let call = self.call()?;
        if call.tiebreaks.is_empty() {
            return Ok(Vec::new());
        }
        Ok(parse_list(&call.tiebreaks.join(","))?)
    }

    /// The list the players' own table uses: in an event with teams, the
    /// call's team tie-breaks and team scores (C.07 11-13) rank the teams
    /// only, so the individual table leaves them out.
    fn individual_tie_break_list(&self) -> Result<Vec<TieBreak>> {
        let list = self.tie_break_list()?;
        if self.teams()?.is_empty() {
            return Ok(list);
        }
        Ok(list
            .into_iter()
            .filter(|t| !t.code.is_team_only() && t.score.is_none())
            .collect())
    }

    /// The language the event's notes are written in for the table (the call's).
    fn notes_lang(&self) -> Result<arbitro_i18n::Lang> {
        Ok(self.call()?.language.into())
    }

    /// The individual event as the tie-breaks see it: the complete rounds.
    fn tiebreak_event(&self) -> Result<arbitro_tiebreaks::Event> {
        let t = self.to_tournament()?;
        Ok(trf::event(&t, None)?)
    }

    /// The players as the report names them.
    fn identities(&self) -> Result<Vec<Identity>> {
        Ok(self
            .players()?
            .into_iter()
            .map(|p| Identity {
                number: p.pairing_number,
                name: p.input.name.clone(),
                rating: (p.input.rating > 0).then_some(u32::from(p.input.rating)),
                federation: p.input.federation.clone().filter(|f| !f.is_empty()),
                id: Some(p.id),
            })
            .collect())
    }

    /// Standings after the complete rounds, with the call's tie-breaks (FIDE
    /// C.07): every player's value of every tie-break and how it was reached,
    /// round by round (the opponent, the contribution, the rule of Article 16
    /// applied to an unplayed round, what was cut).
    pub fn standings_report(&self) -> Result<Report> {
        let event = self.tiebreak_event()?;
        let list = self.individual_tie_break_list()?;
        let calc = Calculator::new(&event, Edition::default());
        let table = standings_with(&calc, &list)?;
        Ok(Report::individual(
            &calc,
            &table,
            &self.identities()?,
            Some(self.call()?.name),
        )?)
    }

    /// The table of [`Event::standings`], from the tie-break standings.
    pub(crate) fn standings_table(&self) -> Result<StandingsTable> {
        let event = self.tiebreak_event()?;
        let list = self.individual_tie_break_list()?;
        let calc = Calculator::new(&event, Edition::default());
        let s = standings_with(&calc, &list)?;
        let players = self.players()?;
        let by_number: HashMap<u32, &crate::players::Player> =
            players.iter().map(|p| (p.pairing_number, p)).collect();
        let rows = s
            .rows
            .iter()
            .filter_map(|r| {
                let p = by_number.get(&r.tpn)?;
                Some(StandingRow {
                    rank: r.rank,
                    shared: r.shared,
                    pairing_number: r.tpn,
                    player: p.id,
                    name: p.input.name.clone(),
                    rating: p.input.rating,
                    federation: p.input.federation.clone(),
                    points: r.score.to_string(),
                    tiebreaks: values(&r.values),
                })
            })
            .collect();
        Ok(StandingsTable {
            rounds: s.rounds,
            columns: columns(&s),
            notes: self.notes(&s)?,
            rows,
        })
    }

    fn notes(&self, s: &Standings) -> Result<Vec<String>> {
        let lang = self.notes_lang()?;
        Ok(s.notes().iter().map(|n| arbitro_i18n::render(lang, n)).collect())
    }

    /// A doubles/bughouse event's teams as a team event of C.07 11-13: each
    /// match on two boards (A and B), both carrying the one team result
    /// (AM-R3), so a won match is a won game on both boards. Match points are
    /// the team result (1, ½, 0, as the teams' standings have always shown
    /// them), game points the boards' sum; the pairing-allocated bye is worth
    /// the call's bye points on both.
    pub fn team_event(&self) -> Result<TeamEvent> {
        let call = self.call()?;
        let t = self.team_tournament()?;
        let event = trf::event(&t, None)?;
        let boards = DOUBLES_BOARDS;
        let all = Value::int(i64::from(boards));
        let bye = Value::ratio(i64::from(call.bye_points), 2);
        let points = TeamPoints {
            match_win: Value::int(1),
            match_draw: Value::ratio(1, 2),
            match_loss: Value::ZERO,
            game_win: Value::int(1),
            game_draw: Value::ratio(1, 2),
            bye_match: bye,
            bye_game: bye * all,
        };
        let teams = event
            .participants()
            .iter()
            .map(|p| TeamEntry {
                number: p.tpn,
                rating: p.rating,
                rounds: p
                    .cells
                    .iter()
                    .map(|&cell| match cell {
                        Cell::Game {
                            opponent,
                            colour,
                            outcome,
                        } => TeamRound::Match {
                            opponent,
                            first: colour == arbitro_tiebreaks::Colour::White,
                            boards: vec![outcome.standard_points(); boards as usize],
                        },
                        Cell::Forfeit { opponent, won, .. } => TeamRound::Forfeit { opponent, won },
                        Cell::PairingBye => TeamRound::PairingBye,
                        Cell::FullBye => TeamRound::FullBye,
                        Cell::HalfBye => TeamRound::HalfBye,
                        Cell::ZeroBye => TeamRound::ZeroBye,
                        Cell::Absent => TeamRound::Absent,
                        Cell::FreeRound => TeamRound::FreeRound,
                    })
                    .collect(),
            })
            .collect();
        let team_event = TeamEvent::new(TeamEventSetup {
            teams,
            rounds: event.total_rounds(),
            boards,
            points,
            primary: TeamScore::Match,
            format: event.format(),
        })?;
        Ok(team_event.through_round(event.rounds()))
    }

    /// The teams as the report names them.
    fn team_identities(&self) -> Result<Vec<Identity>> {
        Ok(self
            .teams()?
            .into_iter()
            .map(|t| Identity {
                number: t.number,
                name: t.name.clone(),
                rating: (t.rating > 0).then_some(u32::from(t.rating)),
                federation: None,
                id: Some(t.id),
            })
            .collect())
    }

    /// The teams' standings after the complete rounds with the call's
    /// tie-breaks, individual ones on match points and the team ones of
    /// C.07 11-13, each value with its working.
    pub fn team_standings_report(&self) -> Result<Report> {
        let team = self.team_event()?;
        let list = self.tie_break_list()?;
        let calc = TeamCalculator::new(&team, Edition::default());
        let table = team_standings_with(&calc, &list)?;
        Ok(Report::team(
            &calc,
            &table,
            &self.team_identities()?,
            Some(self.call()?.name),
        )?)
    }

    /// The table of [`Event::team_standings`].
    pub(crate) fn team_standings_table(&self) -> Result<TeamStandings> {
        let team = self.team_event()?;
        let list = self.tie_break_list()?;
        let calc = TeamCalculator::new(&team, Edition::default());
        let s = team_standings_with(&calc, &list)?;
        let teams = self.teams()?;
        let by_number: HashMap<u32, &crate::teams::Team> = teams.iter().map(|t| (t.number, t)).collect();
        let rows = s
            .rows
            .iter()
            .filter_map(|r| {
                let team = by_number.get(&r.tpn)?;
                Some(TeamStandingRow {
                    rank: r.rank,
                    shared: r.shared,
                    number: r.tpn,
                    team: team.id,
                    name: team.name.clone(),
                    rating: team.rating,
                    points: r.score.to_string(),
                    tiebreaks: values(&r.values),
                })
            })
            .collect();
        Ok(TeamStandings {
            rounds: s.rounds,
            columns: columns(&s),
            notes: self.notes(&s)?,
            rows,
        })
    }
}

fn values(values: &[Option<Value>]) -> Vec<String> {
    values
        .iter()
        .map(|v| v.map(|x| x.to_string()).unwrap_or_default())
        .collect()
}

fn columns(s: &Standings) -> Vec<String> {
    s.columns.iter().map(|c| c.tie_break.to_string()).collect()
}
