//! Lists of a round and of the event: the pairing list (also the input of
//! the result slips), the standings with the event's tie-break columns and
//! the crosstable.

use std::collections::HashMap;

use arbitro_forms::model::{
    CrossCell, CrossRow, Crosstable, Pairing, PairingList, Player, Side, StandingRow, Standings, Unpaired,
    Value,
};
use arbitro_store::{ByeKind, Game, ResultKind};

use crate::info::{day, half_points, player, players};
use crate::{Result, Sheets, SheetsError};

/// A stored number as printed (`5.5` → 5.5); anything else as text.
pub fn value(text: &str) -> Value {
    text.trim()
        .parse::<f64>()
        .map(Value::Number)
        .unwrap_or_else(|_| Value::Text(text.trim().to_string()))
}

/// The reason id of a requested bye on the pairing list.
pub fn bye_reason(kind: ByeKind) -> &'static str {
    match kind {
        ByeKind::Half => "half_point_bye",
        ByeKind::Full => "full_point_bye",
        ByeKind::Zero => "zero_point_bye",
    }
}

/// A player's cell in a round: opponent, colour, result (`1`, `½`, `0`,
/// `+`/`-` for forfeits and the pairing-allocated bye).
pub fn cross_cell(game: &Game, id: i64, numbers: &HashMap<i64, u32>) -> CrossCell {
    let Some(black) = game.black else {
        return CrossCell {
            opponent: None,
            colour: None,
            result: "+".to_string(),
        };
    };
    let (colour, opponent, own) = if game.white == id {
        (Side::White, black, game.white_score)
    } else {
        (Side::Black, game.white, game.black_score)
    };
    let result = match (game.kind, own) {
        (None | Some(ResultKind::Adjourned), _) | (_, None) => String::new(),
        (Some(ResultKind::Forfeit), Some(s)) => (if s > 0 { "+" } else { "-" }).to_string(),
        (Some(_), Some(2)) => "1".to_string(),
        (Some(_), Some(1)) => "½".to_string(),
        (Some(_), Some(_)) => "0".to_string(),
    };
    CrossCell {
        opponent: numbers.get(&opponent).copied(),
        colour: Some(colour),
        result,
    }
}

impl Sheets<'_> {
    /// The pairing list of `round` (only `board`, for one result slip),
    /// with each player's points before the round.
    pub fn pairing_list(&self, round: u32, board: Option<u32>) -> Result<PairingList> {
        let event = self.event();
        let r = event.rounds().get(round)?;
        let mut players = players(event)?;
        let before = event.rounds().scores_after(round.saturating_sub(1))?;
        for (id, p) in players.iter_mut() {
            p.points = Some(half_points(before.get(id).copied().unwrap_or(0)));
        }
        let mut boards = Vec::new();
        let mut unpaired = Vec::new();
        for game in event.rounds().games(round)? {
            match game.black {
                Some(black) => {
                    if board.is_none_or(|b| game.board == b) {
                        boards.push(Pairing {
                            board: Some(game.board),
                            white: player(&players, game.white),
                            black: player(&players, black),
                            result: game.result_text(),
                        });
                    }
                }
                None => unpaired.push(Unpaired {
                    player: player(&players, game.white),
                    reason: "pairing_bye".to_string(),
                    points: Some(half_points(u32::from(self.call().bye_points))),
                }),
            }
        }
        for bye in event
            .players()
            .bye_requests()?
            .into_iter()
            .filter(|b| b.round == round)
        {
            unpaired.push(Unpaired {
                player: player(&players, bye.player),
                reason: bye_reason(bye.kind).to_string(),
                points: Some(half_points(u32::from(bye.kind.half_points()))),
            });
        }
        if let Some(b) = board
            && boards.is_empty()
        {
            return Err(SheetsError::NotFound(format!("round {round} has no board {b}")));
        }
        Ok(PairingList {
            event: self.info(),
            round: Some(round),
            date: day(&r.paired_at),
            boards,
            unpaired: if board.is_some() { Vec::new() } else { unpaired },
            live_view: if board.is_some() {
                None
            } else {
                self.live_view().cloned()
            },
        })
    }

    /// The standings after the last round with results, with the event's
    /// tie-break columns.
    pub fn standings(&self) -> Result<Standings> {
        let event = self.event();
        let table = event.rounds().standings()?;
        let players = players(event)?;
        let by_number: HashMap<u32, &Player> = players
            .values()
            .filter_map(|p| p.number.map(|n| (n, p)))
            .collect();
        let games = event.rounds().all_games()?;
        let rows = table
            .rows
            .iter()
            .map(|row| {
                let mut p = by_number
                    .get(&row.pairing_number)
                    .map(|p| (*p).clone())
                    .unwrap_or_default();
                p.number = Some(row.pairing_number);
                let played = games
                    .iter()
                    .filter(|g| g.black.is_some() && (g.white == row.player || g.black == Some(row.player)))
                    .filter(|g| g.kind == Some(ResultKind::Played) || g.kind == Some(ResultKind::Arbiter))
                    .count() as u32;
                StandingRow {
                    rank: Some(row.rank),
                    player: p,
                    points: row.points.trim().parse().ok(),
                    games: Some(played),
                    tiebreaks: row.tiebreaks.iter().map(|v| value(v)).collect(),
                }
            })
            .collect();
        Ok(Standings {
            event: self.info(),
            round: Some(table.rounds),
            tiebreaks: table.columns,
            rows,
        })
    }

    /// The crosstable: one cell per round for every player, in ranking order.
    pub fn crosstable(&self) -> Result<Crosstable> {
        let event = self.event();
        let table = event.rounds().standings()?;
        let players = players(event)?;
        let numbers: HashMap<i64, u32> = players
            .iter()
            .filter_map(|(id, p)| p.number.map(|n| (*id, n)))
            .collect();
        let games = event.rounds().all_games()?;
        let byes = event.players().bye_requests()?;
        let rounds = self.call().rounds.max(event.rounds_paired()?);
        let rows = table
            .rows
            .iter()
            .map(|row| {
                let cells = (1..=rounds)
                    .map(|r| {
                        if let Some(game) = games
                            .iter()
                            .find(|g| g.round == r && (g.white == row.player || g.black == Some(row.player)))
                        {
                            return cross_cell(game, row.player, &numbers);
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
                        CrossCell {
                            result: result.to_string(),
                            ..CrossCell::default()
                        }
                    })
                    .collect();
                CrossRow {
                    rank: Some(row.rank),
                    player: players.get(&row.player).cloned().unwrap_or_default(),
                    rounds: cells,
                    points: row.points.trim().parse().ok(),
                    tiebreaks: row.tiebreaks.iter().map(|v| value(v)).collect(),
                }
            })
            .collect();
        Ok(Crosstable {
            event: self.info(),
            rounds: Some(rounds),
            tiebreaks: table.columns,
            rows,
        })
    }
}
