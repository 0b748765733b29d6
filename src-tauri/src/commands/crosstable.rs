//! The Results screen's crosstable: every player in ranking order with their
//! game in each round (opponent's rank in the table, colour, result), points
//! and the event's tie-breaks (C.07), from the store's standings and games.

use std::collections::HashMap;

use arbitro_store::{ByeKind, Game, ResultKind};
use serde::Serialize;
use tauri::State;
use ts_rs::TS;

use crate::error::IpcResult;
use crate::state::AppState;

/// One player's game in one round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct CrossCellView {
    /// The opponent's line in the table (its rank order, 1-based), if any.
    pub opponent: Option<u32>,
    /// `w`, `b`, or empty (bye, absent, not paired).
    pub colour: String,
    /// `1`, `½`, `0`, `+`/`-` (forfeits and byes), `=` (half-point bye), or
    /// empty while the game has no result.
    pub result: String,
}

/// One line of the crosstable.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CrossRowView {
    /// Rank.
    pub rank: u32,
    /// Shared rank.
    pub shared: bool,
    /// Pairing number.
    pub pairing_number: u32,
    /// Name.
    pub name: String,
    /// Rating.
    pub rating: u16,
    /// One cell per round.
    pub cells: Vec<CrossCellView>,
    /// Points.
    pub points: String,
    /// Tie-breaks in the event's order.
    pub tiebreaks: Vec<String>,
}

/// The crosstable.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CrosstableView {
    /// Rounds (columns): the call's number, or more if more were paired.
    pub rounds: u32,
    /// Tie-break codes.
    pub columns: Vec<String>,
    /// Lines in ranking order.
    pub rows: Vec<CrossRowView>,
}

fn cell(game: &Game, id: i64, line_of: &HashMap<i64, u32>) -> CrossCellView {
    let Some(black) = game.black else {
        return CrossCellView {
            opponent: None,
            colour: String::new(),
            result: "+".into(),
        };
    };
    let (colour, opponent, own) = if game.white == id {
        ("w", black, game.white_score)
    } else {
        ("b", game.white, game.black_score)
    };
    let result = match (game.kind, own) {
        (None | Some(ResultKind::Adjourned), _) | (_, None) => "",
        (Some(ResultKind::Forfeit), Some(s)) => {
            if s > 0 {
                "+"
            } else {
                "-"
            }
        }
        (Some(_), Some(2)) => "1",
        (Some(_), Some(1)) => "½",
        (Some(_), Some(_)) => "0",
    };
    CrossCellView {
        opponent: line_of.get(&opponent).copied(),
        colour: colour.into(),
        result: result.into(),
    }
}

/// The crosstable after the rounds played so far.
#[tauri::command(async)]
pub fn crosstable(state: State<'_, AppState>) -> IpcResult<CrosstableView> {
    state.with_event(|event| {
        let table = event.standings()?;
        let games = event.all_games()?;
        let byes = event.bye_requests()?;
        let rounds = event.call()?.rounds.max(event.rounds_paired()?);
        let line_of: HashMap<i64, u32> = table
            .rows
            .iter()
            .enumerate()
            .map(|(i, r)| (r.player, i as u32 + 1))
            .collect();
        let rows = table
            .rows
            .iter()
            .map(|row| CrossRowView {
                rank: row.rank,
                shared: row.shared,
                pairing_number: row.pairing_number,
                name: row.name.clone(),
                rating: row.rating,
                cells: (1..=rounds)
                    .map(|r| {
                        if let Some(g) = games
                            .iter()
                            .find(|g| g.round == r && (g.white == row.player || g.black == Some(row.player)))
                        {
                            return cell(g, row.player, &line_of);
                        }
                        let result = byes
                            .iter()
                            .find(|b| b.round == r && b.player == row.player)
                            .map(|b| match b.kind {
                                ByeKind::Half => "=",
                                ByeKind::Full => "+",
                                ByeKind::Zero => "-",
                            })
                            .unwrap_or_default();
                        CrossCellView {
                            opponent: None,
                            colour: String::new(),
                            result: result.into(),
                        }
                    })
                    .collect(),
                points: row.points.clone(),
                tiebreaks: row.tiebreaks.clone(),
            })
            .collect();
        Ok(CrosstableView {
            rounds,
            columns: table.columns,
            rows,
        })
    })
}
