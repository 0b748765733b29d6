//! What the site shows, read once from the event through the store's public
//! API (and the crosstable through `arbitro-sheets`), whatever the language.

use std::collections::HashMap;

use arbitro_forms::FormSet;
use arbitro_forms::model::Crosstable;
use arbitro_sheets::Sheets;
use arbitro_store::call::EventCall;
use arbitro_store::players::Player;
use arbitro_store::precedents::Precedent;
use arbitro_store::teams::Team;
use arbitro_store::{ByeRequest, Event, Game, RegisterHead, Round};
use arbitro_tiebreaks::Report;

use crate::Result;

/// The event as the site shows it.
pub struct Data {
    /// The call.
    pub call: EventCall,
    /// Players in pairing-number order.
    pub players: Vec<Player>,
    /// Index in `players` by player id.
    pub by_id: HashMap<i64, usize>,
    /// The rounds paired.
    pub rounds: Vec<Round>,
    /// Every game of every round, in round and board order.
    pub games: Vec<Game>,
    /// Indexes in `games` of each player's games, in round order.
    pub games_of: HashMap<i64, Vec<usize>>,
    /// Requested byes.
    pub byes: Vec<ByeRequest>,
    /// Standings after the complete rounds, with every value's working.
    pub report: Report,
    /// Index in the report's standings by pairing number.
    pub row_of: HashMap<u32, usize>,
    /// The crosstable as the printed one is filled.
    pub crosstable: Crosstable,
    /// The forms (their words write the crosstable's cells).
    pub forms: FormSet,
    /// The register's head.
    pub head: RegisterHead,
    /// The event's precedents.
    pub precedents: Vec<Precedent>,
    /// The teams of a doubles or bughouse event (none otherwise).
    pub teams: Vec<Team>,
    /// The teams' standings with the team tie-breaks, when there are teams.
    pub team_report: Option<Report>,
    /// Each player's points before each round, in half points: index 0 is
    /// before round 1 (nothing), index `r` after round `r`.
    pub points_after: Vec<HashMap<i64, u32>>,
    /// When the site is written (the event's clock, RFC 3339).
    pub written_at: String,
}

impl Data {
    /// Reads everything the site shows from `event`.
    pub fn read(event: &Event) -> Result<Data> {
        let call = event.call()?;
        let mut players = event.players().all()?;
        players.sort_by_key(|p| p.pairing_number);
        let by_id = players.iter().enumerate().map(|(i, p)| (p.id, i)).collect();
        let rounds = event.rounds().all()?;
        let mut games = event.rounds().all_games()?;
        games.sort_by_key(|g| (g.round, g.board));
        let mut games_of: HashMap<i64, Vec<usize>> = HashMap::new();
        for (i, g) in games.iter().enumerate() {
            games_of.entry(g.white).or_default().push(i);
            if let Some(b) = g.black {
                games_of.entry(b).or_default().push(i);
            }
        }
        let report = event.rounds().standings_report()?;
        let row_of = report
            .standings
            .iter()
            .enumerate()
            .map(|(i, r)| (r.number, i))
            .collect();
        let teams = event.teams().all()?;
        let team_report = if teams.is_empty() {
            None
        } else {
            Some(event.teams().standings_report()?)
        };
        let paired = rounds.iter().map(|r| r.number).max().unwrap_or(0);
        let points_after = (0..=paired)
            .map(|r| {
                if r == 0 {
                    Ok(HashMap::new())
                } else {
                    event.rounds().scores_after(r)
                }
            })
            .collect::<std::result::Result<Vec<_>, _>>()?;
        let written_at = arbitro_store::format_time(&event.now_time());
        let forms = FormSet::builtin()?;
        let crosstable = Sheets::new(event, &forms, arbitro_forms::Options::default())?.crosstable()?;
        Ok(Data {
            call,
            players,
            by_id,
            rounds,
            games,
            games_of,
            byes: event.players().bye_requests()?,
            report,
            row_of,
            crosstable,
            forms,
            head: event.register_head()?,
            precedents: event.precedents().all()?,
            teams,
            team_report,
            points_after,
            written_at,
        })
    }

    /// A player's points before round `round`, in half points.
    pub fn points_before(&self, round: u32, id: i64) -> u32 {
        let after = round.saturating_sub(1) as usize;
        self.points_after
            .get(after)
            .and_then(|m| m.get(&id))
            .copied()
            .unwrap_or(0)
    }

    /// The player with id `id`.
    pub fn player(&self, id: i64) -> Option<&Player> {
        self.by_id.get(&id).map(|&i| &self.players[i])
    }

    /// The player with pairing number `number`.
    pub fn by_number(&self, number: u32) -> Option<&Player> {
        self.players
            .binary_search_by_key(&number, |p| p.pairing_number)
            .ok()
            .map(|i| &self.players[i])
    }

    /// The games of round `round`, in board order.
    pub fn round_games(&self, round: u32) -> impl Iterator<Item = &Game> {
        self.games.iter().filter(move |g| g.round == round)
    }

    /// Rounds whose results are all counted in the standings.
    pub fn complete(&self) -> u32 {
        self.report.rounds
    }

    /// The round in play (paired, results missing), if any.
    pub fn in_play(&self) -> Option<u32> {
        let paired = self.rounds.iter().map(|r| r.number).max().unwrap_or(0);
        (paired > self.complete()).then_some(paired)
    }
}
