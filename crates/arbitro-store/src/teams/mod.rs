//! The teams of a doubles or bughouse event (`event.teams()`, AM-R3,
//! AM-R13, AM-R15): teams of two, team rounds paired by the Berger tables
//! (round robin) or by the FIDE Dutch engine applied to the teams (Swiss),
//! each match on two boards with the bughouse seats, one team result
//! carried by both boards, and the teams' standings with the call's
//! tie-breaks (C.07 11-13). The area's refusals ([`TeamRefusal`],
//! [`TeamInvalid`]) and register entry ([`entries`]) are beside it.

pub(crate) mod entries;
pub(crate) mod model;
pub(crate) mod refusal;
pub(crate) mod standings;

pub(crate) use entries::KINDS;
pub use entries::TeamAdded;
pub use model::{BoardsDisagree, Score, Team, partner_score, seats, seed_order, team_rating, team_result};
pub use refusal::{TeamInvalid, TeamProblem, TeamRefusal};

use std::collections::{HashMap, HashSet};

use arbitro_trf::{Colour, Player as TrfPlayer, Points, ResultCode, RoundCell, Tournament};
use rusqlite::params;
use serde::{Deserialize, Serialize};

use crate::call::{InitialColour, PairingSystem};
use crate::error::{Result, StoreError};
use crate::event::Event;
use crate::missing::Missing;
use crate::rounds::entries::{PairedMatch, RoundPaired};
use crate::rounds::game::ResultKind;
use crate::rounds::refusal::{PairingInvalid, PairingProblem};
use crate::rounds::warnings::{PairingRule, PairingWarning, colour_rule_broken};
use crate::rounds::{PairingCheck, Round, RoundStatus};

/// One match of a team round: two boards, or the pairing-allocated bye.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamMatch {
    /// Round.
    pub round: u32,
    /// Match number (table) in the round.
    pub number: u32,
    /// Team one: White on board A, Black on board B.
    pub team_one: i64,
    /// Team two; none for the bye.
    pub team_two: Option<i64>,
    /// Board number of board A in the round's games.
    pub board_a: u32,
    /// Board number of board B.
    pub board_b: u32,
    /// The team result, half-points of team one and team two.
    pub result: Option<(u8, u8)>,
    /// The board where the team game ended.
    pub decided_on: Option<String>,
    /// Why the result cannot be read (the two boards disagree).
    pub problem: Option<crate::teams::model::BoardsDisagree>,
}

/// A `team_match` row: number, team one, team two, board A, board B, decided on.
type MatchRow = (u32, i64, Option<i64>, u32, u32, Option<String>);

/// One line of the teams' standings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TeamStandingRow {
    /// Rank.
    pub rank: u32,
    /// Shares the rank with others.
    pub shared: bool,
    /// Seeding number.
    pub number: u32,
    /// Team id.
    pub team: i64,
    /// Name.
    pub name: String,
    /// Average rating.
    pub rating: u16,
    /// Match points (a won match counts 1, a drawn one ½).
    pub points: String,
    /// Tie-break values in the call's order.
    pub tiebreaks: Vec<String>,
}

/// The teams' standings after the complete rounds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TeamStandings {
    /// Rounds counted.
    pub rounds: u32,
    /// Tie-break codes, in order.
    pub columns: Vec<String>,
    /// Rows, best first.
    pub rows: Vec<TeamStandingRow>,
    /// Notes from the tie-break computation.
    pub notes: Vec<String>,
}

/// The teams of a doubles event, as `event.teams()` gives them.
#[derive(Debug, Clone, Copy)]
pub struct Teams<'e> {
    event: &'e Event,
}

impl Event {
    /// The teams: registration, team rounds, matches, team standings.
    pub fn teams(&self) -> Teams<'_> {
        Teams { event: self }
    }
}

impl Teams<'_> {
    fn require_doubles(&self) -> Result<crate::call::EventCall> {
        let call = self.event.call()?;
        if !call.family.is_doubles() {
            return Err(TeamRefusal::NotDoubles { family: call.family }.into());
        }
        Ok(call)
    }

    /// Registers a team of two players (board 1 plays board A, board 2 board B).
    pub fn add(&self, name: &str, board1: i64, board2: i64) -> Result<Team> {
        let call = self.require_doubles()?;
        let name = name.trim();
        let mut problems = Vec::new();
        if name.is_empty() {
            problems.push(TeamProblem::NoName);
        }
        if board1 == board2 {
            problems.push(TeamProblem::SamePlayer);
        }
        let teams = self.all()?;
        for t in &teams {
            if t.name.eq_ignore_ascii_case(name) {
                problems.push(TeamProblem::NameTaken(t.name.clone()));
            }
            for p in [board1, board2] {
                if t.board1 == p || t.board2 == p {
                    problems.push(TeamProblem::PlayerTaken {
                        player: p,
                        team: t.name.clone(),
                    });
                }
            }
        }
        for p in [board1, board2] {
            match self.event.players().get(p) {
                Ok(_) => {}
                Err(StoreError::Missing(Missing::Player { id })) => {
                    problems.push(TeamProblem::UnknownPlayer(id))
                }
                Err(e) => return Err(e),
            }
        }
        if !problems.is_empty() {
            return Err(TeamInvalid { problems }.into());
        }
        let paired = self.event.rounds_paired()?;
        if paired > 0 && !call.system.is_swiss() {
            return Err(TeamRefusal::RoundRobinFixed { round: paired }.into());
        }
        let at = self.event.now();
        let id = self.event.write(|tx| {
            tx.execute(
                "INSERT INTO team (name, board1, board2, registered_at) VALUES (?1, ?2, ?3, ?4)",
                params![name, board1, board2, at],
            )?;
            let team = tx.last_insert_rowid();
            tx.record(&TeamAdded {
                team,
                name: name.to_string(),
                players: (board1, board2),
                at: at.clone(),
            })?;
            Ok(team)
        })?;
        self.get(id)
    }

    /// Every team, in seeding order (the partners' average rating, then name).
    pub fn all(&self) -> Result<Vec<Team>> {
        let players: HashMap<i64, crate::players::model::Player> = self
            .event
            .players()
            .all()?
            .into_iter()
            .map(|p| (p.id, p))
            .collect();
        let mut stmt = self
            .event
            .conn()
            .prepare_cached("SELECT id, name, board1, board2 FROM team")?;
        let rows: Vec<(i64, String, i64, i64)> = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
            .collect::<rusqlite::Result<_>>()?;
        let mut out = Vec::with_capacity(rows.len());
        for (id, name, b1, b2) in rows {
            let (p1, p2) = match (players.get(&b1), players.get(&b2)) {
                (Some(a), Some(b)) => (a, b),
                _ => {
                    return Err(Missing::TeamMember { team: name }.into());
                }
            };
            let withdrawn_after = match (p1.withdrawn_after, p2.withdrawn_after) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            out.push(Team {
                id,
                number: 0,
                name,
                board1: b1,
                board2: b2,
                rating: team_rating(p1.input.rating, p2.input.rating),
                first_round: p1.first_round.max(p2.first_round),
                withdrawn_after,
            });
        }
        out.sort_by(seed_order);
        for (i, t) in out.iter_mut().enumerate() {
            t.number = i as u32 + 1;
        }
        Ok(out)
    }

    /// One team by id.
    pub fn get(&self, id: i64) -> Result<Team> {
        self.all()?
            .into_iter()
            .find(|t| t.id == id)
            .ok_or_else(|| StoreError::from(Missing::Team { id }))
    }

    /// The matches of a team round, with their team results.
    pub fn matches(&self, round: u32) -> Result<Vec<TeamMatch>> {
        let mut stmt = self.event.conn().prepare_cached(
            "SELECT number, team_one, team_two, board_a, board_b, decided_on FROM team_match WHERE round = ?1 ORDER BY number",
        )?;
        let rows: Vec<MatchRow> = stmt
            .query_map([round], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?))
            })?
            .collect::<rusqlite::Result<_>>()?;
        let games: HashMap<u32, crate::rounds::game::Game> = self
            .event
            .rounds()
            .games(round)?
            .into_iter()
            .map(|g| (g.board, g))
            .collect();
        let score = |b: u32| {
            games
                .get(&b)
                .filter(|g| g.finished())
                .and_then(|g| g.white_score.zip(g.black_score))
        };
        Ok(rows
            .into_iter()
            .map(|(number, one, two, a, b, decided_on)| {
                let (result, problem) = match two {
                    None => (None, None),
                    Some(_) => match team_result(score(a), score(b)) {
                        Ok(r) => (r, None),
                        Err(p) => (None, Some(p)),
                    },
                };
                TeamMatch {
                    round,
                    number,
                    team_one: one,
                    team_two: two,
                    board_a: a,
                    board_b: b,
                    result,
                    decided_on,
                    problem,
                }
            })
            .collect())
    }

    /// Checks a team round: who may play (errors) and the rules every
    /// pairing follows (warnings: rematches, colours, repeated byes).
    pub fn check_round(&self, round: u32, matches: &[(i64, Option<i64>)]) -> Result<PairingCheck> {
        let mut c = PairingCheck::default();
        let teams: HashMap<i64, Team> = self.all()?.into_iter().map(|t| (t.id, t)).collect();
        let name = |id: i64| teams.get(&id).map_or(format!("team #{id}"), |t| t.name.clone());
        let mut seen = HashSet::new();
        let mut byes = 0;
        for (one, two) in matches {
            for id in std::iter::once(*one).chain(*two) {
                match teams.get(&id) {
                    None => c.errors.push(PairingProblem::TeamNotRegistered { id }),
                    Some(t) => {
                        if !seen.insert(id) {
                            c.errors
                                .push(PairingProblem::PairedTwice { name: t.name.clone() });
                        }
                        if !t.available_in(round) {
                            c.errors.push(PairingProblem::NotInRound {
                                name: t.name.clone(),
                                round,
                            });
                        }
                    }
                }
            }
            if Some(*one) == *two {
                c.errors.push(PairingProblem::AgainstItself { name: name(*one) });
            }
            byes += usize::from(two.is_none());
        }
        if byes > 1 {
            c.errors.push(PairingProblem::Byes { count: byes });
        }
        for t in teams.values() {
            if t.available_in(round) && !seen.contains(&t.id) {
                c.warnings.push(PairingWarning::Rule(PairingRule::NotPaired {
                    name: t.name.clone(),
                }));
            }
        }
        let mut met = HashSet::new();
        let mut colours: HashMap<i64, Vec<i8>> = HashMap::new();
        let mut had_bye = HashSet::new();
        for r in 1..round {
            for m in self.matches(r)? {
                match m.team_two {
                    Some(two) => {
                        met.insert((m.team_one.min(two), m.team_one.max(two)));
                        colours.entry(m.team_one).or_default().push(1);
                        colours.entry(two).or_default().push(-1);
                    }
                    None => {
                        had_bye.insert(m.team_one);
                    }
                }
            }
        }
        for (one, two) in matches {
            let Some(two) = two else {
                if had_bye.contains(one) {
                    c.warnings
                        .push(PairingWarning::Rule(PairingRule::TeamRepeatedBye {
                            name: name(*one),
                        }));
                }
                continue;
            };
            if met.contains(&((*one).min(*two), (*one).max(*two))) {
                c.warnings.push(PairingWarning::Rule(PairingRule::TeamRematch {
                    one: name(*one),
                    two: name(*two),
                }));
            }
            for (id, colour) in [(*one, 1i8), (*two, -1i8)] {
                let before = colours.get(&id).map(Vec::as_slice).unwrap_or_default();
                if let Some(last3) = colour_rule_broken(before, colour) {
                    c.warnings.push(PairingWarning::Rule(PairingRule::TeamColour {
                        name: name(id),
                        team_one: colour > 0,
                        three_running: last3,
                    }));
                }
            }
        }
        Ok(c)
    }

    /// Stores the next round of a doubles event from its team matches (team
    /// one first; no team two: the bye), after a backup: each match on two
    /// boards with the bughouse seats (AM-R3).
    pub fn store_round(
        &self,
        matches: Vec<(i64, Option<i64>)>,
        system: &str,
    ) -> Result<(Round, PairingCheck)> {
        let since = self.event.register_head()?;
        self.store_round_since(matches, system, since)
    }

    /// [`Teams::store_round`] for matches computed from the event as
    /// it was at `since`: refused if another process changed it meanwhile.
    pub(crate) fn store_round_since(
        &self,
        matches: Vec<(i64, Option<i64>)>,
        system: &str,
        since: crate::register::RegisterHead,
    ) -> Result<(Round, PairingCheck)> {
        let call = self.require_doubles()?;
        if self.all()?.is_empty() {
            return Err(TeamRefusal::NoTeams.into());
        }
        let number = self.event.rounds().require_next_pairable()?;
        let check = self.check_round(number, &matches)?;
        if !check.errors.is_empty() {
            return Err(PairingInvalid {
                round: Some(number),
                problems: check.errors,
            }
            .into());
        }
        let teams: HashMap<i64, Team> = self.all()?.into_iter().map(|t| (t.id, t)).collect();
        let backup = self.event.backup_before_round(number)?;
        let at = self.event.now();
        let backup_name = backup.to_string_lossy().to_string();
        let mut ordered: Vec<(i64, Option<i64>)> =
            matches.iter().filter(|m| m.1.is_some()).copied().collect();
        ordered.extend(matches.iter().filter(|m| m.1.is_none()));
        self.event.write(|tx| {
            crate::rounds::claim_round(tx, number, &since)?;
            tx.execute(
                "INSERT INTO round (number, status, system, paired_at, backup_file) VALUES (?1, ?5, ?2, ?3, ?4)",
                params![number, system, at, backup_name, RoundStatus::Paired],
            )?;
            let mut game = tx.prepare_cached(
                "INSERT INTO game (round, board, white, black, kind, white_score, black_score) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?;
            let mut tm = tx.prepare_cached(
                "INSERT INTO team_match (round, number, team_one, team_two, board_a, board_b) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?;
            let mut paired_matches = Vec::new();
            for (i, (one, two)) in ordered.iter().enumerate() {
                let (a, b) = (2 * i as u32 + 1, 2 * i as u32 + 2);
                let t1 = &teams[one];
                match two {
                    Some(two) => {
                        let [(wa, ba), (wb, bb)] = seats(t1, &teams[two]);
                        game.execute(params![number, a, wa, ba, None::<String>, None::<u8>, None::<u8>])?;
                        game.execute(params![number, b, wb, bb, None::<String>, None::<u8>, None::<u8>])?;
                    }
                    None => {
                        for (board, p) in [(a, t1.board1), (b, t1.board2)] {
                            game.execute(params![number, board, p, None::<i64>, "bye", call.bye_points, 0u8])?;
                        }
                    }
                }
                tm.execute(params![number, i as u32 + 1, one, two, a, b])?;
                paired_matches.push(PairedMatch {
                    number: i as u32 + 1,
                    team_one: *one,
                    team_two: *two,
                    boards: (a, b),
                });
            }
            drop((game, tm));
            let boards = crate::rounds::boards_of(tx, number)?;
            tx.record(&RoundPaired {
                round: number,
                system: system.to_string(),
                boards,
                matches: paired_matches,
                chess960: None,
                backup: backup_name.clone(),
                warnings: check.warnings.clone(),
                at: at.clone(),
            })?;
            Ok(())
        })?;
        Ok((self.event.rounds().get(number)?, check))
    }

    /// Pairs the next team round: the Berger tables for round robins
    /// (C.05 Annex 1, teams by seeding number), the FIDE Dutch engine over
    /// the teams for Swiss events (match results as game results; team one
    /// takes the place of White).
    pub fn pair_round(&self) -> Result<(Round, PairingCheck)> {
        let since = self.event.register_head()?;
        let call = self.require_doubles()?;
        let teams = self.all()?;
        let round = self.event.rounds().require_next_pairable()?;
        let by_number: HashMap<u32, i64> = teams.iter().map(|t| (t.number, t.id)).collect();
        let id = |n: u32| {
            by_number
                .get(&n)
                .copied()
                .ok_or_else(|| StoreError::from(Missing::TeamNumber { number: n }))
        };
        let mut matches = Vec::new();
        let system = match call.system {
            PairingSystem::RoundRobin | PairingSystem::DoubleRoundRobin => {
                let double = call.system == PairingSystem::DoubleRoundRobin;
                let schedule = arbitro_pairing::berger::BergerSchedule::new(teams.len() as u32, double)
                    .map_err(TeamRefusal::Berger)?;
                let r = schedule.round(round).map_err(TeamRefusal::Berger)?;
                for (w, b) in &r.games {
                    matches.push((id(*w)?, Some(id(*b)?)));
                }
                if double {
                    "berger-double-teams"
                } else {
                    "berger-teams"
                }
            }
            PairingSystem::Dutch | PairingSystem::DutchBaku => {
                let t = self.tournament()?;
                let options = call.system.dutch_options();
                let p = arbitro_pairing::pair_next_round(&t, &options)
                    .map_err(|error| TeamRefusal::NoPairing { round, error })?;
                for g in &p.games {
                    matches.push((id(g.white)?, Some(id(g.black)?)));
                }
                if let Some(b) = p.bye {
                    matches.push((id(b)?, None));
                }
                "dutch-teams"
            }
        };
        self.store_round_since(matches, system, since)
    }

    /// The teams as a TRF tournament (one `001` record per team, match
    /// results as game results, team one as White): what the Dutch engine
    /// pairs and the tie-breaks rank.
    pub fn tournament(&self) -> Result<Tournament> {
        let call = self.require_doubles()?;
        let teams = self.all()?;
        let paired = self.event.rounds_paired()?;
        let mut matches = Vec::new();
        let mut complete = 0;
        for r in 1..=paired {
            let m = self.matches(r)?;
            if let Some(bad) = m.iter().find(|m| m.problem.is_some()) {
                return Err(TeamRefusal::Match {
                    round: r,
                    number: bad.number,
                    problem: bad.problem.unwrap_or(crate::teams::model::BoardsDisagree {
                        board_a: (0, 0),
                        board_b: (0, 0),
                    }),
                }
                .into());
            }
            let done = m.iter().all(|m| m.team_two.is_none() || m.result.is_some());
            if done && complete == r - 1 {
                complete = r;
            }
            matches.push(m);
        }
        let games: Vec<crate::rounds::game::Game> = self.event.rounds().all_games()?;
        let forfeit = |r: u32, board: u32| {
            games
                .iter()
                .any(|g| g.round == r && g.board == board && g.kind == Some(ResultKind::Forfeit))
        };
        let number: HashMap<i64, u32> = teams.iter().map(|t| (t.id, t.number)).collect();
        let mut t = Tournament::default();
        t.header.name = Some(format!("{} (teams)", call.name));
        t.header.start_date = Some(call.start_date.replace('-', "/"));
        t.header.end_date = Some(call.end_date.replace('-', "/"));
        t.header.chief_arbiter = Some(call.chief_arbiter.clone());
        t.header.time_control = Some(call.time_control.clone());
        t.header.players_count = Some(teams.len().to_string());
        t.rounds = Some(call.rounds);
        t.initial_colour = call.initial_colour.map(|c| match c {
            InitialColour::White => Colour::White,
            InitialColour::Black => Colour::Black,
        });
        t.tournament_type = Some(
            if call.system.is_swiss() {
                arbitro_trf::TournamentType::dutch(call.system == PairingSystem::DutchBaku)
            } else {
                arbitro_trf::TournamentType::RoundRobin
            }
            .code()
            .to_string(),
        );
        t.tie_breaks = call.tiebreaks.clone();
        t.scoring.pairing_bye = Points::tenths(i32::from(call.bye_points) * 5);
        let mut cells: HashMap<i64, Vec<RoundCell>> = teams.iter().map(|t| (t.id, Vec::new())).collect();
        let code = |mine: u8, forfeited: bool| match (mine, forfeited) {
            (2, true) => ResultCode::ForfeitWin,
            (_, true) => ResultCode::ForfeitLoss,
            (2, false) => ResultCode::Win,
            (1, false) => ResultCode::Draw,
            _ => ResultCode::Loss,
        };
        for (i, round_matches) in matches.iter().enumerate().take(complete as usize) {
            let r = i as u32 + 1;
            let mut cell_of: HashMap<i64, RoundCell> = HashMap::new();
            for m in round_matches {
                match (m.team_two, m.result) {
                    (None, _) => {
                        cell_of.insert(m.team_one, RoundCell::bye(ResultCode::PairingAllocatedBye));
                    }
                    (Some(two), Some((s1, s2))) => {
                        let f = forfeit(r, m.board_a) || forfeit(r, m.board_b);
                        cell_of.insert(
                            m.team_one,
                            RoundCell::game(number[&two], Colour::White, code(s1, f)),
                        );
                        cell_of.insert(
                            two,
                            RoundCell::game(number[&m.team_one], Colour::Black, code(s2, f)),
                        );
                    }
                    (Some(_), None) => {}
                }
            }
            for team in &teams {
                let cell = cell_of.remove(&team.id).unwrap_or(if team.available_in(r) {
                    RoundCell::bye(ResultCode::ZeroPointBye)
                } else {
                    RoundCell::BLANK
                });
                if let Some(v) = cells.get_mut(&team.id) {
                    v.push(cell);
                }
            }
        }
        let next = complete + 1;
        if complete == paired && next <= call.rounds {
            for team in &teams {
                if !team.available_in(next)
                    && let Some(v) = cells.get_mut(&team.id)
                {
                    v.push(RoundCell::bye(ResultCode::ZeroPointBye));
                }
            }
        }
        for team in &teams {
            let mut tp = TrfPlayer::new(team.number, &team.name);
            tp.rating = (team.rating > 0).then_some(u32::from(team.rating));
            tp.rounds = cells.remove(&team.id).unwrap_or_default();
            tp.points = Some(tp.points_after(complete, &t.scoring));
            t.players.push(tp);
        }
        Ok(t)
    }

    /// The teams' standings after the complete rounds, with the call's
    /// tie-breaks (C.07, team tie-breaks included); each value's working is
    /// in [`Teams::standings_report`].
    pub fn standings(&self) -> Result<TeamStandings> {
        self.standings_table()
    }

    /// The team of a player, if any.
    pub fn of(&self, player: i64) -> Result<Option<Team>> {
        Ok(self
            .all()?
            .into_iter()
            .find(|t| t.board1 == player || t.board2 == player))
    }
}
