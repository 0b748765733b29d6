//! The standings of an event file with the call's tie-breaks (FIDE C.07,
//! through `arbitro-tiebreaks`): the table the app and the forms show, and
//! the report with every tie-break value and its working, per round, that
//! `arbitro event standings --json`, the app and the published website read
//! (`schemas/standings.schema.json`). The teams of a doubles event are
//! ranked by the teams area, with these tie-break lists and notes.

use std::collections::HashMap;

use arbitro_tiebreaks::{
    Calculator, Edition, Identity, Report, Standings, TieBreak, Value, parse_list, standings_with, trf,
};

use crate::error::Result;
use crate::rounds::Rounds;
use crate::rounds::trf::{StandingRow, StandingsTable};

impl Rounds<'_> {
    /// The call's tie-break list, parsed.
    pub(crate) fn tie_break_list(&self) -> Result<Vec<TieBreak>> {
        let call = self.event.call()?;
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
        if self.event.teams().all()?.is_empty() {
            return Ok(list);
        }
        Ok(list
            .into_iter()
            .filter(|t| !t.code.is_team_only() && t.score.is_none())
            .collect())
    }

    /// The language the event's notes are written in for the table (the call's).
    fn notes_lang(&self) -> Result<arbitro_i18n::Lang> {
        Ok(self.event.call()?.language)
    }

    /// The individual event as the tie-breaks see it: the complete rounds.
    fn tiebreak_event(&self) -> Result<arbitro_tiebreaks::Event> {
        let t = self.tournament()?;
        Ok(trf::event(&t, None)?)
    }

    /// The players as the report names them.
    fn identities(&self) -> Result<Vec<Identity>> {
        Ok(self
            .event
            .players()
            .all()?
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
            Some(self.event.call()?.name),
        )?)
    }

    /// The table of [`Rounds::standings`], from the tie-break standings.
    pub(crate) fn standings_table(&self) -> Result<StandingsTable> {
        let event = self.tiebreak_event()?;
        let list = self.individual_tie_break_list()?;
        let calc = Calculator::new(&event, Edition::default());
        let s = standings_with(&calc, &list)?;
        let players = self.event.players().all()?;
        let by_number: HashMap<u32, &crate::players::model::Player> =
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

    pub(crate) fn notes(&self, s: &Standings) -> Result<Vec<String>> {
        let lang = self.notes_lang()?;
        Ok(s.notes().iter().map(|n| arbitro_i18n::render(lang, n)).collect())
    }
}

pub(crate) fn values(values: &[Option<Value>]) -> Vec<String> {
    values
        .iter()
        .map(|v| v.map(|x| x.to_string()).unwrap_or_default())
        .collect()
}

pub(crate) fn columns(s: &Standings) -> Vec<String> {
    s.columns.iter().map(|c| c.tie_break.to_string()).collect()
}
