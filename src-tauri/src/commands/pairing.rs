//! The Rounds screen's pairing tools: the engine's explanation of a Dutch
//! round (C.04.3 criteria per score group, the bye, the colours), the
//! checker's verdict on a draft pairing (C.04.1) shown live while the
//! arbiter swaps or edits boards, and the recorded swaps and edits.

use std::collections::HashMap;

use arbitro_pairing::explain_next_round;
use arbitro_store::call::PairingSystem;
use arbitro_store::players::Player;
use arbitro_store::{Event, Pair};
use serde::{Deserialize, Serialize};
use tauri::State;
use ts_rs::TS;

use super::rounds::{RoundView, Seat, round_view, seat};
use crate::error::{AppError, IpcResult};
use crate::state::AppState;

/// One score group as the engine paired it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BracketView {
    /// The residents' score as chess writes it (`2½`).
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
    /// The event's system.
    pub system: PairingSystem,
    /// The same, in the UI's language.
    pub system_label: String,
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

/// What a board change does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum BoardEditKind {
    /// Two boards exchange places.
    Swap,
    /// New players on one board.
    Edit,
}

/// A board change to record.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BoardEditForm {
    /// Swap or edit.
    pub kind: BoardEditKind,
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
    pub edits: Vec<PairingEditView>,
}

/// One recorded change to a round's pairing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PairingEditView {
    /// When (`YYYY-MM-DD HH:MM`).
    pub at: String,
    /// The arbiter.
    pub arbiter: String,
    /// What was done, in the UI's language.
    pub what: String,
    /// The boards as they became (`3: White – Black`).
    pub boards: Vec<String>,
    /// Why.
    pub reason: String,
}

/// The shell's notes on an explanation.
enum Note {
    Berger { round: u32 },
    Edited { round: u32, by: String },
}

impl arbitro_i18n::Message for Note {
    fn code(&self) -> &str {
        match self {
            Note::Berger { .. } => "app-explain-berger",
            Note::Edited { .. } => "app-explain-edited",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            Note::Berger { round } => vec![("round", Arg::from(*round))],
            Note::Edited { round, by } => vec![("round", Arg::from(*round)), ("by", Arg::from(by))],
        }
    }
}

fn say(message: &dyn arbitro_i18n::Message) -> String {
    arbitro_i18n::render(crate::lang::current(), message)
}

fn players(event: &Event) -> IpcResult<HashMap<i64, Player>> {
    Ok(event.players().all()?.into_iter().map(|p| (p.id, p)).collect())
}

fn explain(event: &Event, round: u32) -> IpcResult<ExplanationView> {
    let call = event.call()?;
    let stored = event.rounds().get(round)?;
    let mut view = ExplanationView {
        round,
        system: call.system,
        system_label: say(&call.system),
        edition: String::new(),
        brackets: Vec::new(),
        colours: Vec::new(),
        matches_stored: true,
        notes: Vec::new(),
    };
    if !call.system.is_swiss() || call.family.is_doubles() {
        view.notes.push(say(&Note::Berger { round }));
        return Ok(view);
    }
    let by_number: HashMap<u32, i64> = event
        .players()
        .all()?
        .iter()
        .map(|p| (p.pairing_number, p.id))
        .collect();
    let people = players(event)?;
    let s = |n: u32| seat(&people, by_number.get(&n).copied().unwrap_or(-1));
    let t = event.rounds().tournament_before_round(round)?;
    let options = call.system.dutch_options();
    let e = explain_next_round(&t, &options)?;
    view.edition = e.edition.to_string();
    view.brackets = e
        .brackets
        .iter()
        .map(|b| BracketView {
            score: super::rounds::points_text(&b.score.to_string()),
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
    let mut stored_pairs: Vec<(i64, Option<i64>)> = event
        .rounds()
        .games(round)?
        .iter()
        .map(|g| (g.white, g.black))
        .collect();
    engine.sort();
    stored_pairs.sort();
    view.matches_stored = engine == stored_pairs;
    if !view.matches_stored {
        let by = stored.paired_by();
        view.notes.push(say(&Note::Edited { round, by: say(&by) }));
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
        let check = event.rounds().check_pairs(round, &pairs)?;
        Ok(CheckView {
            errors: check.errors.iter().map(|e| say(e)).collect(),
            warnings: check.warnings.iter().map(|w| say(w)).collect(),
        })
    })
}

/// The label of a recorded pairing change's kind.
struct EditLabel<'a>(&'a str);

impl arbitro_i18n::Message for EditLabel<'_> {
    fn code(&self) -> &str {
        match self.0 {
            "swap-boards" => "label-pairing-edit-swap-boards",
            "edit-boards" => "label-pairing-edit-edit-boards",
            _ => "label-pairing-edit-edit",
        }
    }
}

fn edits(event: &Event, round: u32) -> IpcResult<Vec<PairingEditView>> {
    let people = players(event)?;
    let name = |id: i64| seat(&people, id).name;
    let bye = say(&arbitro_store::ResultKind::Bye);
    Ok(event
        .rounds()
        .edits(round)?
        .iter()
        .map(|e| PairingEditView {
            at: e.at.get(..16).unwrap_or(&e.at).replace('T', " "),
            arbiter: e.arbiter.clone(),
            what: say(&EditLabel(&e.kind)),
            boards: e
                .after
                .iter()
                .map(|g| {
                    format!(
                        "{}: {} – {}",
                        g.board,
                        name(g.white),
                        g.black.map(name).unwrap_or_else(|| bye.clone())
                    )
                })
                .collect(),
            reason: e.reason.clone(),
        })
        .collect())
}

fn edited(event: &Event, round: u32) -> IpcResult<EditedRound> {
    let pairs: Vec<Pair> = event
        .rounds()
        .games(round)?
        .iter()
        .map(|g| (g.white, g.black))
        .collect();
    let check = event.rounds().check_pairs(round, &pairs)?;
    let r = event.rounds().get(round)?;
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
    state.with_event(|event| {
        match edit.kind {
            BoardEditKind::Swap => {
                let other = edit.other.ok_or(AppError::SwapNeedsBoard)?;
                event.rounds().swap_boards(
                    round,
                    edit.board,
                    other,
                    edit.arbiter.trim(),
                    edit.reason.trim(),
                )?;
            }
            BoardEditKind::Edit => {
                let white = edit.white.ok_or(AppError::EditNeedsWhite)?;
                event.rounds().edit_board(
                    round,
                    edit.board,
                    white,
                    edit.black,
                    edit.arbiter.trim(),
                    edit.reason.trim(),
                )?;
            }
        }
        edited(event, round)
    })
}
