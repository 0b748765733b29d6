//! The standings of a doubles or bughouse event's teams with the team
//! tie-breaks of C.07 11-13 (through `arbitro-tiebreaks`): the table and
//! the report with every value's working, built on the players' standings'
//! tie-break list and notes.

use std::collections::HashMap;

use arbitro_tiebreaks::{
    Cell, Edition, Identity, Report, TeamCalculator, TeamEntry, TeamEvent, TeamEventSetup, TeamPoints,
    TeamRound, TeamScore, team_standings_with,
};

use crate::error::Result;
use crate::rounds::standings::{columns, values};
use crate::teams::{TeamStandingRow, TeamStandings, Teams};
use arbitro_tiebreaks::Value;
use arbitro_tiebreaks::trf;

/// Boards of a doubles/bughouse match (AM-R3: board A and board B).
const DOUBLES_BOARDS: u32 = 2;

impl Teams<'_> {
    /// A doubles/bughouse event's teams as a team event of C.07 11-13: each
    /// match on two boards (A and B), both carrying the one team result
    /// (AM-R3), so a won match is a won game on both boards. Match points are
    /// the team result (1, ½, 0, as the teams' standings have always shown
    /// them), game points the boards' sum; the pairing-allocated bye is worth
    /// the call's bye points on both.
    pub fn tiebreak_event(&self) -> Result<TeamEvent> {
        let call = self.event.call()?;
        let t = self.tournament()?;
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
    fn identities(&self) -> Result<Vec<Identity>> {
        Ok(self
            .all()?
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
    pub fn standings_report(&self) -> Result<Report> {
        let team = self.tiebreak_event()?;
        let list = self.event.rounds().tie_break_list()?;
        let calc = TeamCalculator::new(&team, Edition::default());
        let table = team_standings_with(&calc, &list)?;
        Ok(Report::team(
            &calc,
            &table,
            &self.identities()?,
            Some(self.event.call()?.name),
        )?)
    }

    /// The table of [`Teams::standings`].
    pub(crate) fn standings_table(&self) -> Result<TeamStandings> {
        let team = self.tiebreak_event()?;
        let list = self.event.rounds().tie_break_list()?;
        let calc = TeamCalculator::new(&team, Edition::default());
        let s = team_standings_with(&calc, &list)?;
        let teams = self.all()?;
        let by_number: HashMap<u32, &crate::teams::model::Team> =
            teams.iter().map(|t| (t.number, t)).collect();
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
            notes: self.event.rounds().notes(&s)?,
            rows,
        })
    }
}
