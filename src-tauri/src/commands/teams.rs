//! The Teams screen (doubles/bughouse events, AM-R3, AM-R13, AM-R15): teams of
//! two partners, team rounds (each match on two boards with the bughouse
//! seats), the matches of a round with their team result, and the teams'
//! standings. Results are entered on either board (Results screen): the store
//! carries the one team result to the partner board.

use arbitro_store::teams::Team;
use arbitro_store::{TeamMatch, TeamStandings};
use serde::Serialize;
use tauri::State;
use ts_rs::TS;

use crate::commands::rounds::{RoundView, round_view};
use crate::error::IpcResult;
use crate::state::AppState;

/// A registered team.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TeamView {
    /// Id in the event file.
    pub id: i64,
    /// Seeding number (by the partners' average rating, then name).
    pub number: u32,
    /// Name.
    pub name: String,
    /// Player id of the board-1 partner (plays board A).
    pub board1: i64,
    /// Player id of the board-2 partner (plays board B).
    pub board2: i64,
    /// The partners' average rating (0 when both are unrated).
    pub rating: u16,
    /// First round the team can be paired in.
    pub first_round: u32,
    /// Last round played, if a partner withdrew.
    pub withdrawn_after: Option<u32>,
}

/// One match of a team round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TeamMatchView {
    /// Match number in the round.
    pub number: u32,
    /// Team one (White on board A, Black on board B).
    pub team_one: i64,
    /// Team two; none for the bye.
    pub team_two: Option<i64>,
    /// Board A in the round's games.
    pub board_a: u32,
    /// Board B.
    pub board_b: u32,
    /// Team result as text (`1-0`, `0-1`, `½-½`), empty while open.
    pub result: String,
    /// The board where the team game ended.
    pub decided_on: Option<String>,
    /// Why the result cannot be read (the two boards disagree).
    pub problem: Option<String>,
}

/// One line of the teams' standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TeamStandingView {
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
    /// Match points.
    pub points: String,
    /// Tie-break values in the call's order.
    pub tiebreaks: Vec<String>,
}

/// The teams' standings after the complete rounds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TeamStandingsView {
    /// Rounds counted.
    pub rounds: u32,
    /// Tie-break codes, in order.
    pub columns: Vec<String>,
    /// Rows, best first.
    pub rows: Vec<TeamStandingView>,
    /// Notes from the tie-break computation.
    pub notes: Vec<String>,
}

fn team_view(t: &Team) -> TeamView {
    TeamView {
        id: t.id,
        number: t.number,
        name: t.name.clone(),
        board1: t.board1,
        board2: t.board2,
        rating: t.rating,
        first_round: t.first_round,
        withdrawn_after: t.withdrawn_after,
    }
}

fn match_view(m: &TeamMatch) -> TeamMatchView {
    let half = |h: u8| match h {
        0 => "0".to_string(),
        1 => "½".to_string(),
        2 => "1".to_string(),
        other => format!("{}", f32::from(other) / 2.0),
    };
    TeamMatchView {
        number: m.number,
        team_one: m.team_one,
        team_two: m.team_two,
        board_a: m.board_a,
        board_b: m.board_b,
        result: m
            .result
            .map(|(a, b)| format!("{}-{}", half(a), half(b)))
            .unwrap_or_default(),
        decided_on: m.decided_on.clone(),
        problem: m
            .problem
            .as_ref()
            .map(|p| arbitro_i18n::render(crate::lang::current(), p)),
    }
}

fn standings_view(s: TeamStandings) -> TeamStandingsView {
    TeamStandingsView {
        rounds: s.rounds,
        columns: s.columns,
        rows: s
            .rows
            .into_iter()
            .map(|r| TeamStandingView {
                rank: r.rank,
                shared: r.shared,
                number: r.number,
                team: r.team,
                name: r.name,
                rating: r.rating,
                points: r.points,
                tiebreaks: r.tiebreaks,
            })
            .collect(),
        notes: s.notes,
    }
}

/// Every team, by seeding number.
#[tauri::command(async)]
pub fn list_teams(state: State<'_, AppState>) -> IpcResult<Vec<TeamView>> {
    state.with_event(|event| Ok(event.teams().all()?.iter().map(team_view).collect()))
}

/// Registers a team of two players (refused outside doubles/bughouse events).
#[tauri::command(async)]
pub fn add_team(state: State<'_, AppState>, name: String, board1: i64, board2: i64) -> IpcResult<TeamView> {
    state.with_event(|event| Ok(team_view(&event.teams().add(&name, board1, board2)?)))
}

/// Pairs the next team round (the event's system over the teams; a backup
/// is taken first); its games appear in the round's boards.
#[tauri::command(async)]
pub fn pair_team_round(state: State<'_, AppState>) -> IpcResult<RoundView> {
    state.with_event(|event| {
        let (round, check) = event.teams().pair_round()?;
        round_view(event, &round, check.warnings)
    })
}

/// The matches of a team round with their team results.
#[tauri::command(async)]
pub fn team_matches(state: State<'_, AppState>, round: u32) -> IpcResult<Vec<TeamMatchView>> {
    state.with_event(|event| Ok(event.teams().matches(round)?.iter().map(match_view).collect()))
}

/// The teams' standings with the call's tie-breaks.
#[tauri::command(async)]
pub fn team_standings(state: State<'_, AppState>) -> IpcResult<TeamStandingsView> {
    state.with_event(|event| Ok(standings_view(event.teams().standings()?)))
}
