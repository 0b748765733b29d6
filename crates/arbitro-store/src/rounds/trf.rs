//! The event as a FIDE Tournament Report File (through `arbitro-trf`):
//! export for rating reports and pairing engines, standings with the call's
//! tie-breaks (through `arbitro-tiebreaks`), and the next round paired by
//! the pairing crate.

use std::collections::HashMap;

use arbitro_trf::{
    Colour, Player as TrfPlayer, Points, ResultCode, RoundCell, Tournament, TournamentType, TrfVersion,
};
use serde::{Deserialize, Serialize};

use crate::call::{InitialColour, PairingSystem};
use crate::error::{Result, StoreError};
use crate::missing::Missing;
use crate::rounds::Rounds;
use crate::rounds::game::ResultKind;
use crate::rounds::refusal::RoundRefusal;

/// What a TRF export is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TrfPurpose {
    /// The tournament report: everything the event knows, with comment
    /// lines (the register's head, confirmed departures).
    Report,
    /// The file sent for rating: complete rounds and ranks, records only.
    Rating,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StandingRow {
    /// Rank.
    pub rank: u32,
    /// Shares the rank with others.
    pub shared: bool,
    /// Pairing number.
    pub pairing_number: u32,
    /// Player id.
    pub player: i64,
    /// Name.
    pub name: String,
    /// Rating.
    pub rating: u16,
    /// Federation.
    pub federation: Option<String>,
    /// Points.
    pub points: String,
    /// Tie-break values in the call's order (empty where undefined).
    pub tiebreaks: Vec<String>,
}

/// The standings after a number of rounds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StandingsTable {
    /// Rounds counted.
    pub rounds: u32,
    /// Tie-break codes, in order.
    pub columns: Vec<String>,
    /// Rows, best first.
    pub rows: Vec<StandingRow>,
    /// Notes (tie-breaks dropped and why).
    pub notes: Vec<String>,
}

impl Rounds<'_> {
    /// The event as a TRF tournament: every complete round, plus the known
    /// absences (requested byes, withdrawals, late entries) of the next round.
    pub fn tournament(&self) -> Result<Tournament> {
        self.tournament_through(false)
    }

    /// [`Rounds::tournament`], or with `report` also the last round while
    /// it is not complete: its results known so far, a game without one left
    /// blank for both players (the format has no code for a game not yet
    /// decided).
    pub(crate) fn tournament_through(&self, report: bool) -> Result<Tournament> {
        let call = self.event.call()?;
        let players = self.event.players().all()?;
        let games = self.all_games()?;
        let byes = self.event.players().bye_requests()?;
        let paired = self.event.rounds_paired()?;
        let complete = (1..=paired)
            .take_while(|r| {
                games
                    .iter()
                    .filter(|g| g.round == *r && g.black.is_some())
                    .all(|g| g.finished())
            })
            .last()
            .unwrap_or(0);
        let number: HashMap<i64, u32> = players.iter().map(|p| (p.id, p.pairing_number)).collect();
        let mut t = Tournament::default();
        t.header.name = Some(call.name.clone());
        t.header.city = Some(call.place.clone()).filter(|s| !s.is_empty());
        t.header.start_date = Some(call.start_date.replace('-', "/"));
        t.header.end_date = Some(call.end_date.replace('-', "/"));
        t.header.chief_arbiter = Some(call.chief_arbiter.clone());
        t.header.deputy_arbiters = call.arbiters.clone();
        t.header.time_control = Some(call.time_control.clone());
        t.header.players_count = Some(players.len().to_string());
        t.rounds = Some(call.rounds);
        t.initial_colour = call.initial_colour.map(|c| match c {
            InitialColour::White => Colour::White,
            InitialColour::Black => Colour::Black,
        });
        // The code pairing engines read (`FIDE_DUTCH_2025`). Baku
        // acceleration is written as its virtual points (`250`/`XXA`
        // records, below), not as the `_BAKU` type: engines differ in which
        // players they count for group A, and the records make any of them
        // pair with the scores arbitro paired with.
        t.tournament_type = Some(
            match call.system {
                PairingSystem::Dutch | PairingSystem::DutchBaku => TournamentType::dutch(false),
                PairingSystem::RoundRobin | PairingSystem::DoubleRoundRobin => TournamentType::RoundRobin,
            }
            .code()
            .to_string(),
        );
        t.tie_breaks = call.tiebreaks.clone();
        t.prohibited = call
            .forbidden_pairings
            .iter()
            .map(|f| arbitro_trf::ProhibitedPairing {
                first_round: f.first_round,
                last_round: f.last_round,
                players: f
                    .players
                    .iter()
                    .filter_map(|id| number.get(id).copied())
                    .collect(),
            })
            .filter(|p| p.players.len() >= 2)
            .collect();
        t.scoring.pairing_bye = Points::tenths(i32::from(call.bye_points) * 5);
        if call.system == PairingSystem::DutchBaku {
            t.accelerations = arbitro_pairing::baku_records(players.len() as u32, call.rounds, &t.scoring);
        }
        let mut cells: HashMap<i64, Vec<RoundCell>> = players.iter().map(|p| (p.id, Vec::new())).collect();
        let last = if report { paired } else { complete };
        for r in 1..=last {
            let mut cell_of: HashMap<i64, RoundCell> = HashMap::new();
            for g in games.iter().filter(|g| g.round == r) {
                match g.black {
                    None => {
                        cell_of.insert(g.white, RoundCell::bye(ResultCode::PairingAllocatedBye));
                    }
                    Some(b) if !g.finished() => {
                        cell_of.insert(g.white, RoundCell::BLANK);
                        cell_of.insert(b, RoundCell::BLANK);
                    }
                    Some(b) => {
                        let code = |mine: Option<u8>, theirs: Option<u8>| match (g.kind, mine.unwrap_or(0)) {
                            (Some(ResultKind::Forfeit), m) => {
                                if m > 0 {
                                    ResultCode::ForfeitWin
                                } else {
                                    ResultCode::ForfeitLoss
                                }
                            }
                            (_, m) if m >= 2 => ResultCode::Win,
                            (_, 1) => ResultCode::Draw,
                            _ => {
                                let _ = theirs;
                                ResultCode::Loss
                            }
                        };
                        cell_of.insert(
                            g.white,
                            RoundCell::game(number[&b], Colour::White, code(g.white_score, g.black_score)),
                        );
                        cell_of.insert(
                            b,
                            RoundCell::game(
                                number[&g.white],
                                Colour::Black,
                                code(g.black_score, g.white_score),
                            ),
                        );
                    }
                }
            }
            for p in &players {
                let cell = cell_of.remove(&p.id).unwrap_or_else(|| {
                    match byes.iter().find(|b| b.player == p.id && b.round == r) {
                        Some(b) => RoundCell::bye(match b.kind {
                            crate::players::ByeKind::Half => ResultCode::HalfPointBye,
                            crate::players::ByeKind::Full => ResultCode::FullPointBye,
                            crate::players::ByeKind::Zero => ResultCode::ZeroPointBye,
                        }),
                        None if p.available_in(r) => RoundCell::bye(ResultCode::ZeroPointBye),
                        None => RoundCell::BLANK,
                    }
                });
                if let Some(v) = cells.get_mut(&p.id) {
                    v.push(cell)
                }
            }
        }
        // The next round's known absences are explicit cells in its column.
        let next = complete + 1;
        if complete == paired && next <= call.rounds {
            for p in &players {
                let bye = byes.iter().find(|b| b.player == p.id && b.round == next);
                let cell = match bye {
                    Some(b) => Some(RoundCell::bye(match b.kind {
                        crate::players::ByeKind::Half => ResultCode::HalfPointBye,
                        crate::players::ByeKind::Full => ResultCode::FullPointBye,
                        crate::players::ByeKind::Zero => ResultCode::ZeroPointBye,
                    })),
                    None if !p.available_in(next) => Some(RoundCell::bye(ResultCode::ZeroPointBye)),
                    None => None,
                };
                if let Some(c) = cell
                    && let Some(v) = cells.get_mut(&p.id)
                {
                    v.push(c)
                }
            }
        }
        // Byes requested for later rounds than the one written: 240 records.
        let written = if complete == paired { next } else { paired };
        let mut later: std::collections::BTreeMap<(u32, char), Vec<u32>> = std::collections::BTreeMap::new();
        for b in byes.iter().filter(|b| b.round > written) {
            if let Some(&n) = number.get(&b.player) {
                later
                    .entry((b.round, b.kind.code().chars().next().unwrap_or('Z')))
                    .or_default()
                    .push(n);
            }
        }
        t.byes = later
            .into_iter()
            .filter_map(|((round, kind), mut players)| {
                players.sort_unstable();
                Some(arbitro_trf::ByeRecord {
                    kind: ResultCode::from_char(kind)?,
                    round,
                    players,
                })
            })
            .collect();
        for p in &players {
            let mut tp = TrfPlayer::new(p.pairing_number, &p.input.name);
            tp.sex = p.input.sex.as_deref().and_then(|s| s.chars().next());
            tp.title = p.input.title.clone().unwrap_or_default();
            tp.rating = (p.input.rating > 0).then_some(u32::from(p.input.rating));
            tp.federation = p.input.federation.clone().unwrap_or_default();
            tp.fide_id = p.input.fide_id.map(|i| i.to_string()).unwrap_or_default();
            tp.birth_date = p.input.birth_date.clone().unwrap_or_default().replace('-', "/");
            tp.rounds = cells.remove(&p.id).unwrap_or_default();
            // The sum of every cell written, the byes already entered for the
            // next round included, as pairing engines write it and as their
            // checkers (and rating servers) verify it; arbitro's reader takes
            // either sum.
            tp.points = Some(tp.points_after(tp.rounds.len() as u32, &t.scoring));
            t.players.push(tp);
        }
        Ok(t)
    }

    /// The event as TRF text for `purpose` (see `Rounds::export_trf_for`,
    /// beside the import whose confirmed departures the report lists):
    /// `departures` are the rounds whose departures from the pairing rules
    /// were confirmed at an import, with their number of findings, written
    /// in the report only.
    pub(crate) fn export_trf_with(
        &self,
        version: TrfVersion,
        purpose: TrfPurpose,
        departures: &[(u32, u32)],
    ) -> Result<String> {
        let report = purpose == TrfPurpose::Report;
        let mut t = self.tournament_through(report)?;
        if t.paired_rounds() > 0 {
            let ranks = arbitro_tiebreaks::final_ranks(&t).map_err(StoreError::TieBreak)?;
            for (tpn, rank) in ranks {
                if let Some(p) = t.players.iter_mut().find(|p| p.start_rank == tpn) {
                    p.rank = Some(rank);
                }
            }
        }
        if report {
            for (round, findings) in departures {
                t.comments.push(format!(
                    "import departure @ Round {round}: {findings} findings confirmed"
                ));
            }
            t.comments.push(format!(
                "arbitro register {}",
                self.event.register_head()?.stamp()
            ));
        }
        arbitro_trf::write(&t, version).map_err(StoreError::TrfExport)
    }

    /// Standings after the complete rounds, with the call's tie-breaks (FIDE
    /// C.07); each value's working is in [`Rounds::standings_report`].
    pub fn standings(&self) -> Result<StandingsTable> {
        self.standings_table()
    }

    /// Pairs the next round with the event's system: round robins by the
    /// Berger tables (C.05 Annex 1); the Dutch system through the pairing
    /// crate's engine.
    pub fn pair_next(&self) -> Result<(crate::rounds::Round, crate::rounds::PairingCheck)> {
        let call = self.event.call()?;
        if call.family.is_doubles() {
            return self.event.teams().pair_round();
        }
        // The event the pairing is computed from: if another process changes
        // it before the round is stored, nothing is stored.
        let since = self.event.register_head()?;
        let players = self.event.players().all()?;
        let round = self.event.rounds_paired()? + 1;
        let by_number: HashMap<u32, i64> = players.iter().map(|p| (p.pairing_number, p.id)).collect();
        match call.system {
            PairingSystem::RoundRobin | PairingSystem::DoubleRoundRobin => {
                let double = call.system == PairingSystem::DoubleRoundRobin;
                let schedule = arbitro_pairing::berger::BergerSchedule::new(players.len() as u32, double)
                    .map_err(RoundRefusal::Berger)?;
                let r = schedule.round(round).map_err(RoundRefusal::Berger)?;
                let mut pairs: Vec<crate::rounds::Pair> = r
                    .games
                    .iter()
                    .map(|(w, b)| (by_number[w], Some(by_number[b])))
                    .collect();
                if let Some(p) = r.bye {
                    // A round robin's bye scores nothing: record it as a zero-point absence.
                    pairs.retain(|(w, _)| *w != by_number[&p]);
                }
                let system = if double { "berger-double" } else { "berger" };
                self.store_since(pairs, system, since)
            }
            PairingSystem::Dutch | PairingSystem::DutchBaku => {
                // The engine reads the event as the TRF export writes it:
                // complete rounds plus the next round's known absences.
                let t = self.tournament()?;
                let options = call.system.dutch_options();
                let p = arbitro_pairing::pair_next_round(&t, &options)
                    .map_err(|error| RoundRefusal::NoPairing { round, error })?;
                let id = |n: u32| {
                    by_number
                        .get(&n)
                        .copied()
                        .ok_or_else(|| StoreError::from(Missing::PairingNumber { number: n }))
                };
                let mut pairs: Vec<crate::rounds::Pair> = Vec::new();
                for g in &p.games {
                    pairs.push((id(g.white)?, Some(id(g.black)?)));
                }
                if let Some(b) = p.bye {
                    pairs.push((id(b)?, None));
                }
                self.store_since(pairs, call.system.code(), since)
            }
        }
    }
}
