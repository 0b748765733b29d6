//! The Rounds and Results screens: pairing the next round, the boards with
//! their results, publishing, fast result entry and the standings.

use std::collections::HashMap;

use arbitro_store::players::Player;
use arbitro_store::{Event, Game, ResultEntry, Round};
use serde::Serialize;
use tauri::State;
use ts_rs::TS;

use crate::error::{ErrorCode, IpcError, IpcResult};
use crate::state::AppState;

/// A player as a board shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Seat {
    /// Player id.
    pub id: i64,
    /// Pairing number.
    pub pairing_number: u32,
    /// Name.
    pub name: String,
    /// Rating.
    pub rating: u16,
}

/// One board of a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BoardRow {
    /// Board number.
    pub board: u32,
    /// White.
    pub white: Seat,
    /// Black; absent for the pairing-allocated bye.
    pub black: Option<Seat>,
    /// The result as written (`1-0`, `½-½`, `+-`, `bye`), empty when none yet.
    pub result: String,
    /// `played`, `forfeit`, `adjourned`, `arbiter`, `bye`, or empty.
    pub kind: String,
}

/// A round and its boards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RoundView {
    /// Round number.
    pub number: u32,
    /// `paired` or `published`.
    pub status: String,
    /// How it was paired (`dutch`, `berger`, `manual`…).
    pub system: String,
    /// Chess960 start position for all boards: X-FEN and number, if any.
    pub chess960: Option<String>,
    /// Backup taken before pairing.
    pub backup_file: Option<String>,
    /// The boards.
    pub boards: Vec<BoardRow>,
    /// Departures from the pairing rules the checker found (C.04.1).
    pub warnings: Vec<String>,
}

/// The standings with the event's tie-break columns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct StandingsView {
    /// After this many rounds.
    pub rounds: u32,
    /// Tie-break column codes.
    pub columns: Vec<String>,
    /// Ranked rows.
    pub rows: Vec<StandingLine>,
    /// Notes on how unplayed games were counted.
    pub notes: Vec<String>,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct StandingLine {
    /// Rank.
    pub rank: u32,
    /// The rank is shared.
    pub shared: bool,
    /// Pairing number.
    pub pairing_number: u32,
    /// Name.
    pub name: String,
    /// Rating.
    pub rating: u16,
    /// Federation.
    pub federation: Option<String>,
    /// Points.
    pub points: String,
    /// Tie-break values, one per column.
    pub tiebreaks: Vec<String>,
}

/// The seat of player `id` (a placeholder if the id is unknown).
pub fn seat(players: &HashMap<i64, Player>, id: i64) -> Seat {
    match players.get(&id) {
        Some(p) => Seat {
            id,
            pairing_number: p.pairing_number,
            name: p.input.name.clone(),
            rating: p.input.rating,
        },
        None => Seat {
            id,
            pairing_number: 0,
            name: format!("#{id}"),
            rating: 0,
        },
    }
}

/// One board as the tables show it.
pub fn board_row(players: &HashMap<i64, Player>, game: &Game) -> BoardRow {
    let kind = game
        .kind
        .and_then(|k| serde_json::to_value(k).ok())
        .and_then(|v| v.as_str().map(str::to_lowercase))
        .unwrap_or_default();
    BoardRow {
        board: game.board,
        white: seat(players, game.white),
        black: game.black.map(|b| seat(players, b)),
        result: if game.black.is_none() || game.kind.is_some() {
            game.result_text()
        } else {
            String::new()
        },
        kind,
    }
}

/// A round with its boards.
pub fn round_view(event: &Event, round: &Round, warnings: Vec<String>) -> IpcResult<RoundView> {
    let players: HashMap<i64, Player> = event.players()?.into_iter().map(|p| (p.id, p)).collect();
    let boards = event
        .games(round.number)?
        .iter()
        .map(|g| board_row(&players, g))
        .collect();
    Ok(RoundView {
        number: round.number,
        status: round.status.clone(),
        system: round.system.clone(),
        chess960: round.chess960.as_ref().map(|(fen, n)| format!("{n}: {fen}")),
        backup_file: round.backup_file.clone(),
        boards,
        warnings,
    })
}

/// Pairs the next round with the event's system (a backup is taken first).
#[tauri::command(async)]
pub fn pair_next_round(state: State<'_, AppState>) -> IpcResult<RoundView> {
    state.with_event(|event| {
        let (round, check) = event.pair_next_round()?;
        round_view(event, &round, check.warnings)
    })
}

/// Every round paired so far, with its boards.
#[tauri::command(async)]
pub fn list_rounds(state: State<'_, AppState>) -> IpcResult<Vec<RoundView>> {
    state.with_event(|event| {
        let rounds = event.rounds()?;
        rounds.iter().map(|r| round_view(event, r, Vec::new())).collect()
    })
}

/// Publishes a round (its pairings become final).
#[tauri::command(async)]
pub fn publish_round(state: State<'_, AppState>, round: u32) -> IpcResult<RoundView> {
    state.with_event(|event| {
        let published = event.publish_round(round)?;
        round_view(event, &published, Vec::new())
    })
}

/// Enters a result on a board: `1-0`, `0-1`, `1/2` (`½-½`, `=`), forfeits
/// `+-`, `-+`, `--`, adjourned `*`.
#[tauri::command(async)]
pub fn set_result(state: State<'_, AppState>, round: u32, board: u32, result: String) -> IpcResult<BoardRow> {
    let normalised = match result.trim() {
        "1/2" | "½" | "0.5" => "1/2-1/2".to_string(),
        other => other.to_string(),
    };
    let entry = ResultEntry::parse(&normalised, false).ok_or_else(|| {
        IpcError::new(
            ErrorCode::InvalidInput,
            format!(
                "'{}' is not a result (1-0, 0-1, 1/2, +-, -+, --, *)",
                result.trim()
            ),
        )
    })?;
    state.with_event(|event| {
        let game = event.set_result(round, board, entry, None, None)?;
        let players: HashMap<i64, Player> = event.players()?.into_iter().map(|p| (p.id, p)).collect();
        Ok(board_row(&players, &game))
    })
}

/// The standings with the event's tie-breaks (C.07).
#[tauri::command(async)]
pub fn standings(state: State<'_, AppState>) -> IpcResult<StandingsView> {
    state.with_event(|event| {
        let table = event.standings()?;
        Ok(StandingsView {
            rounds: table.rounds,
            columns: table.columns,
            rows: table
                .rows
                .into_iter()
                .map(|r| StandingLine {
                    rank: r.rank,
                    shared: r.shared,
                    pairing_number: r.pairing_number,
                    name: r.name,
                    rating: r.rating,
                    federation: r.federation,
                    points: r.points,
                    tiebreaks: r.tiebreaks,
                })
                .collect(),
            notes: table.notes,
        })
    })
}
