//! The public display: what the venue's screen shows (a second window, see
//! `app::open_public_display`) — the last published round's pairings by
//! board and by name in alphabetical order, so that every player finds their
//! board, and the standings. Read-only: the display window may call nothing
//! else (`capabilities/display.json`).

use std::collections::HashMap;

use arbitro_i18n::Lang;
use arbitro_store::RoundStatus;
use arbitro_store::players::Player;
use serde::Serialize;
use tauri::State;
use ts_rs::TS;

use super::rounds::{BoardRow, StandingsView, board_row, standings_view};
use crate::error::IpcResult;
use crate::state::AppState;

/// A colour on a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// White.
    White,
    /// Black.
    Black,
}

/// Where one player sits in the round (the by-name list).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct NameLine {
    /// The player.
    pub name: String,
    /// Their board; none for the pairing-allocated bye.
    pub board: Option<u32>,
    /// Their colour on it.
    pub colour: Option<Colour>,
    /// Their opponent.
    pub opponent: Option<String>,
}

/// The round the venue sees.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DisplayRound {
    /// Round number.
    pub number: u32,
    /// The boards.
    pub boards: Vec<BoardRow>,
    /// Every paired player by name, alphabetically.
    pub by_name: Vec<NameLine>,
}

/// Everything the public display shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DisplayView {
    /// The UI's language (the display follows the admin window's).
    pub lang: Lang,
    /// The event's name, if one is open.
    pub event: Option<String>,
    /// The last published round.
    pub round: Option<DisplayRound>,
    /// The standings (after which round, and the round in play).
    pub standings: Option<StandingsView>,
}

/// A name folded for alphabetical order: lower case, accents off (Núñez
/// sorts with Nunez, as a person looks for it).
pub fn sort_key(name: &str) -> String {
    name.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' | 'õ' | 'ø' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            other => other,
        })
        .collect()
}

fn by_name(boards: &[BoardRow]) -> Vec<NameLine> {
    let mut lines = Vec::new();
    for b in boards {
        match &b.black {
            Some(black) => {
                lines.push(NameLine {
                    name: b.white.name.clone(),
                    board: Some(b.board),
                    colour: Some(Colour::White),
                    opponent: Some(black.name.clone()),
                });
                lines.push(NameLine {
                    name: black.name.clone(),
                    board: Some(b.board),
                    colour: Some(Colour::Black),
                    opponent: Some(b.white.name.clone()),
                });
            }
            None => lines.push(NameLine {
                name: b.white.name.clone(),
                board: None,
                colour: None,
                opponent: None,
            }),
        }
    }
    lines.sort_by_cached_key(|l| sort_key(&l.name));
    lines
}

/// What the venue's screen shows now: it polls this and follows the
/// published round.
#[tauri::command(async)]
pub fn public_display(state: State<'_, AppState>) -> IpcResult<DisplayView> {
    let lang = crate::lang::current();
    let open = state.with_event(|event| {
        let name = event.call()?.name;
        let rounds = event.rounds().all()?;
        let round = match rounds.iter().rev().find(|r| r.status == RoundStatus::Published) {
            Some(r) => {
                let players: HashMap<i64, Player> =
                    event.players().all()?.into_iter().map(|p| (p.id, p)).collect();
                let boards: Vec<BoardRow> = event
                    .rounds()
                    .games(r.number)?
                    .iter()
                    .map(|g| board_row(&players, g))
                    .collect();
                Some(DisplayRound {
                    number: r.number,
                    by_name: by_name(&boards),
                    boards,
                })
            }
            None => None,
        };
        Ok((name, round, standings_view(event, lang)?))
    });
    match open {
        Ok((name, round, standings)) => Ok(DisplayView {
            lang,
            event: Some(name),
            round,
            standings: Some(standings),
        }),
        Err(e) if e.code == crate::error::ErrorCode::NoEvent => Ok(DisplayView {
            lang,
            event: None,
            round: None,
            standings: None,
        }),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::sort_key;

    #[test]
    fn names_sort_as_a_person_reads_them() {
        let mut names = vec!["Ortega", "Núñez Peña", "Nunez", "Álvarez", "Zapata", "Ibáñez"];
        names.sort_by_cached_key(|n| sort_key(n));
        assert_eq!(
            names,
            ["Álvarez", "Ibáñez", "Nunez", "Núñez Peña", "Ortega", "Zapata"]
        );
    }
}
