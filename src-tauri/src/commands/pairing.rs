//! The Rounds screen's pairing tools: the engine's explanation of a Dutch
//! round (C.04.3 criteria per score group, the bye, the colours), the
//! checker's verdict on a draft pairing (C.04.1) shown live while the
//! arbiter swaps or edits boards, and the recorded swaps and edits.

use std::collections::HashMap;

use arbitro_pairing::{Acceleration, DutchOptions, explain_next_round};
use arbitro_store::call::PairingSystem;
use arbitro_store::players::Player;
use arbitro_store::{Event, Pair};
use arbitro_trf::{ResultCode, RoundCell, Tournament};
use serde::{Deserialize, Serialize};
use tauri::State;
use ts_rs::TS;

use super::rounds::{RoundView, Seat, round_view, seat};
use crate::error::{ErrorCode, IpcError, IpcResult};
use crate::state::AppState;

/// One score group as the engine paired it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BracketView {
    /// The residents' score (`2.5`).
    pub score: String,
    /// Residents.
    pub residents: Vec<Seat>,
    /// Players moved down into the bracket.
    pub moved_down: Vec<Seat>,
    /// Pairs made here (higher-ranked player first).
    pub pairs: Vec<(Seat, Seat)>,
    /// Players floating down from it.
    pub floaters: Vec<Seat>,
    /// The pairing-allocated bye, if assigned here.
    pub bye: Option<Seat>,
    /// One line per decision, naming the criteria.
    pub notes: Vec<String>,
}

/// A game's colours and the rule that decided them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct ColourView {
    /// White.
    pub white: Seat,
    /// Black.
    pub black: Seat,
    /// The C.04.3 colour rule (`5.2.1 both colour preferences granted`…).
    pub rule: String,
}

/// Why a round is paired the way it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ExplanationView {
    /// Round.
    pub round: u32,
    /// The event's system (`dutch`, `dutch-baku`, `round-robin`…).
    pub system: String,
    /// The rules edition applied (Dutch only).
    pub edition: String,
    /// Score groups, top first.
    pub brackets: Vec<BracketView>,
    /// Colours per game.
    pub colours: Vec<ColourView>,
    /// The engine's pairing is the one stored (false after an arbiter's edit,
    /// or when absences changed since).
    pub matches_stored: bool,
    /// General notes.
    pub notes: Vec<String>,
}

/// One board of a draft pairing: player ids (no black: the bye).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
pub struct DraftBoard {
    /// White's id.
    pub white: i64,
    /// Black's id, none for the pairing-allocated bye.
    pub black: Option<i64>,
}

/// The checker's verdict on a pairing (C.04.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct CheckView {
    /// What makes it impossible to store.
    pub errors: Vec<String>,
    /// Departures from the rules the arbiter may accept.
    pub warnings: Vec<String>,
}

/// A board change to record.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BoardEditForm {
    /// `swap` (two boards exchange places) or `edit` (new players on one board).
    pub kind: String,
    /// The board (the first of a swap).
    pub board: u32,
    /// The other board of a swap.
    pub other: Option<u32>,
    /// New White (edit).
    pub white: Option<i64>,
    /// New Black (edit; none: the bye).
    pub black: Option<i64>,
    /// The arbiter.
    pub arbiter: String,
    /// Why.
    pub reason: String,
}

/// A round and the recorded changes to its pairing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct EditedRound {
    /// The round as it now stands, with the checker's warnings.
    pub round: RoundView,
    /// The recorded changes: when, who, what, why.
    pub edits: Vec<String>,
}

fn players(event: &Event) -> IpcResult<HashMap<i64, Player>> {
    Ok(event.players()?.into_iter().map(|p| (p.id, p)).collect())
}

/// The event as the engine saw it before `round` was paired: complete rounds
/// before it, and the requested byes (H/F/Z) of that round.
fn before_round(mut t: Tournament, round: u32) -> Tournament {
    let index = round as usize - 1;
    for p in &mut t.players {
        p.rounds.truncate(round as usize);
        if let Some(cell) = p.rounds.get_mut(index)
            && !matches!(
                cell.result,
                ResultCode::HalfPointBye | ResultCode::FullPointBye | ResultCode::ZeroPointBye
            )
        {
            *cell = RoundCell::BLANK;
        }
        while p.rounds.last().is_some_and(|c| c.result == ResultCode::Blank) {
            p.rounds.pop();
        }
    }
    t.byes
        .retain(|b| b.round <= round && b.kind != ResultCode::PairingAllocatedBye);
    t.absent_next_round.clear();
    t
}

fn explain(event: &Event, round: u32) -> IpcResult<ExplanationView> {
    let call = event.call()?;
    let stored = event.round(round)?;
    let mut view = ExplanationView {
        round,
        system: call.system.code().to_string(),
        edition: String::new(),
        brackets: Vec::new(),
        colours: Vec::new(),
        matches_stored: true,
        notes: Vec::new(),
    };
    if !call.system.is_swiss() || call.family.is_doubles() {
        view.notes.push(format!(
            "Round {round} follows the Berger tables (C.05 Annex 1): each round is a fixed row of the table for the event's number of players; pairing numbers decide who meets whom and the colours."
        ));
        return Ok(view);
    }
    let by_number: HashMap<u32, i64> = event
        .players()?
        .iter()
        .map(|p| (p.pairing_number, p.id))
        .collect();
    let people = players(event)?;
    let s = |n: u32| seat(&people, by_number.get(&n).copied().unwrap_or(-1));
    let t = before_round(event.to_tournament()?, round);
    let options = DutchOptions {
        edition: None,
        acceleration: if call.system == PairingSystem::DutchBaku {
            Acceleration::Baku
        } else {
            Acceleration::FromFile
        },
    };
    let e = explain_next_round(&t, &options).map_err(|e| {
        IpcError::new(
            ErrorCode::Refused,
            format!("round {round} cannot be explained: {e}"),
        )
    })?;
    view.edition = e.edition.to_string();
    view.brackets = e
        .brackets
        .iter()
        .map(|b| BracketView {
            score: b.score.to_string(),
            residents: b.residents.iter().map(|n| s(*n)).collect(),
            moved_down: b.moved_down.iter().map(|n| s(*n)).collect(),
            pairs: b.pairs.iter().map(|(a, c)| (s(*a), s(*c))).collect(),
            floaters: b.floaters.iter().map(|n| s(*n)).collect(),
            bye: b.bye.map(s),
            notes: b.notes.clone(),
        })
        .collect();
    view.colours = e
        .colours
        .iter()
        .map(|(g, rule)| ColourView {
            white: s(g.white),
            black: s(g.black),
            rule: rule.clone(),
        })
        .collect();
    let mut engine: Vec<(i64, Option<i64>)> = e
        .pairing
        .games
        .iter()
        .map(|g| (by_number[&g.white], Some(by_number[&g.black])))
        .collect();
    engine.extend(e.pairing.bye.map(|b| (by_number[&b], None)));
    let mut stored_pairs: Vec<(i64, Option<i64>)> =
        event.games(round)?.iter().map(|g| (g.white, g.black)).collect();
    engine.sort();
    stored_pairs.sort();
    view.matches_stored = engine == stored_pairs;
    if !view.matches_stored {
        view.notes.push(format!(
            "The stored round {round} differs from the engine's pairing: it was edited by the arbiter ({}), or absences were recorded after it was paired.",
            stored.system
        ));
    }
    Ok(view)
}

/// The engine's explanation of a round (Dutch), or how a round robin is paired.
#[tauri::command(async)]
pub fn pairing_explanation(state: State<'_, AppState>, round: u32) -> IpcResult<ExplanationView> {
    state.with_event(|event| explain(event, round))
}

/// The checker's verdict on a draft of a round's boards, without storing it.
#[tauri::command(async)]
pub fn check_draft(state: State<'_, AppState>, round: u32, boards: Vec<DraftBoard>) -> IpcResult<CheckView> {
    let pairs: Vec<Pair> = boards.iter().map(|b| (b.white, b.black)).collect();
    state.with_event(|event| {
        let check = event.check_round_pairs(round, &pairs)?;
        Ok(CheckView {
            errors: check.errors,
            warnings: check.warnings,
        })
    })
}

fn edits(event: &Event, round: u32) -> IpcResult<Vec<String>> {
    let people = players(event)?;
    let name = |id: i64| seat(&people, id).name;
    Ok(event
        .pairing_edits(round)?
        .iter()
        .map(|e| {
            let boards: Vec<String> = e
                .after
                .iter()
                .map(|g| {
                    format!(
                        "{}: {} – {}",
                        g.board,
                        name(g.white),
                        g.black.map(name).unwrap_or_else(|| "bye".into())
                    )
                })
                .collect();
            format!(
                "{} · {} · {} · {} · {}",
                e.at.get(..16).unwrap_or(&e.at).replace('T', " "),
                e.arbiter,
                e.kind,
                boards.join("; "),
                e.reason
            )
        })
        .collect())
}

fn edited(event: &Event, round: u32) -> IpcResult<EditedRound> {
    let pairs: Vec<Pair> = event.games(round)?.iter().map(|g| (g.white, g.black)).collect();
    let check = event.check_round_pairs(round, &pairs)?;
    let r = event.round(round)?;
    Ok(EditedRound {
        round: round_view(event, &r, check.warnings)?,
        edits: edits(event, round)?,
    })
}

/// A round with the checker's verdict on its boards and the recorded edits.
#[tauri::command(async)]
pub fn round_detail(state: State<'_, AppState>, round: u32) -> IpcResult<EditedRound> {
    state.with_event(|event| edited(event, round))
}

/// Swaps two boards or puts new players on one; recorded with the arbiter,
/// the reason and the checker's warnings.
#[tauri::command(async)]
pub fn edit_round(state: State<'_, AppState>, round: u32, edit: BoardEditForm) -> IpcResult<EditedRound> {
    let invalid = |m: &str| IpcError::new(ErrorCode::InvalidInput, m.to_string());
    state.with_event(|event| {
        match edit.kind.as_str() {
            "swap" => {
                let other = edit.other.ok_or_else(|| invalid("swap: give the other board"))?;
                event.swap_boards(round, edit.board, other, edit.arbiter.trim(), edit.reason.trim())?;
            }
            "edit" => {
                let white = edit.white.ok_or_else(|| invalid("edit: choose White"))?;
                event.edit_board(
                    round,
                    edit.board,
                    white,
                    edit.black,
                    edit.arbiter.trim(),
                    edit.reason.trim(),
                )?;
            }
            other => return Err(invalid(&format!("'{other}': swap or edit"))),
        }
        edited(event, round)
    })
}
