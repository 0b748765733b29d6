//! The Deck control screen (AM-AB, AM-AD): before each round, every board's
//! deck is checked card by card against the event's deck (the deck built into
//! arbitro that the call names, AM-R16); missing, damaged and marked cards,
//! replacements from the reserve, and the arbiter's override with a reason;
//! and the deck's versions with their dates and errata (AM-R16, AM-AE).

use std::collections::HashMap;

use arbitro_store::deck::{DeckCheck, DeckCheckInput};
use arbitro_store::players::Player;
use arbitro_store::{DeckStatus, Event};
use serde::{Deserialize, Serialize};
use tauri::State;
use ts_rs::TS;

use crate::catalogue::Text;
use crate::error::IpcResult;
use crate::state::AppState;

/// What the checker records for one board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DeckCheckForm {
    /// Cards counted on the table.
    pub counted: u32,
    /// Codes missing from the deck.
    pub missing: Vec<String>,
    /// Codes damaged (worn, bent, torn).
    pub damaged: Vec<String>,
    /// Codes marked (AM-R2; a fault under AM-AC).
    pub marked: Vec<String>,
    /// Codes replaced by a sound card from the reserve.
    pub replaced: Vec<String>,
    /// Who checked.
    pub checker: String,
    /// Notes.
    pub notes: String,
}

/// A stored check of one board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DeckCheckView {
    /// What was recorded.
    pub input: DeckCheckForm,
    /// Cards the deck has.
    pub expected: u32,
    /// Complete and sound after replacements.
    pub complete: bool,
    /// What keeps it incomplete (`AM-07 missing`…).
    pub outstanding: Vec<String>,
    /// When (event time).
    pub checked_at: String,
}

/// One board's deck status.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DeckBoardView {
    /// Board.
    pub board: u32,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The board may start (complete deck or override).
    pub ready: bool,
    /// Why (or why not), as the store states it.
    pub reason: String,
    /// The latest check, if any.
    pub check: Option<DeckCheckView>,
    /// Register entry of the arbiter's override, if any.
    pub override_seq: Option<i64>,
}

/// A round's deck control.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DeckRoundView {
    /// Round.
    pub round: u32,
    /// The event's deck as `ID@VERSION`.
    pub deck: String,
    /// Every card code of the deck, in order.
    pub codes: Vec<String>,
    /// Every board with two players.
    pub boards: Vec<DeckBoardView>,
    /// The deck's versions and errata (AM-R16, AM-AE).
    pub versions: DeckVersionsView,
}

/// Which text of a card an erratum changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum ErratumField {
    /// The card's name.
    Name,
    /// The card's rules text.
    Text,
}

/// What an erratum does to its card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum ErratumKind {
    /// A new card.
    Added,
    /// A card withdrawn.
    Removed,
    /// A text changed.
    Changed,
}

/// One text change of one card from the version replaced.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ErratumView {
    /// Card code.
    pub card: String,
    /// Which text.
    pub field: ErratumField,
    /// New, withdrawn or changed.
    pub kind: ErratumKind,
    /// The text before (empty for a new card).
    pub before: Text,
    /// The text after (empty for a withdrawn card).
    pub after: Text,
    /// Why it changed.
    pub note: Text,
}

/// One version of the deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReleaseView {
    /// Version.
    pub version: String,
    /// Its date, `YYYY-MM-DD`.
    pub date: String,
    /// The version it replaces (none for the first).
    pub replaces: Option<String>,
    /// Its errata.
    pub errata: Vec<ErratumView>,
}

/// The event's deck: its current version, the version the call names, how
/// many cards changed since that one, and every version newest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DeckVersionsView {
    /// The deck's current version.
    pub version: String,
    /// Its date.
    pub date: String,
    /// The version the event's call names.
    pub event_version: String,
    /// Cards changed since the event's version (none when it is the current one).
    pub changed_since: u32,
    /// Every version, newest first.
    pub releases: Vec<ReleaseView>,
}

fn text(t: Option<&arbitro_cards::Bilingual>) -> Text {
    t.map_or_else(
        || Text {
            es: String::new(),
            en: String::new(),
        },
        |t| Text {
            es: t.es.clone(),
            en: t.en.clone(),
        },
    )
}

/// The deck's versions and errata, against the version `event_version`.
fn versions_view(deck: &arbitro_cards::Deck, event_version: &str) -> DeckVersionsView {
    let changed_since =
        arbitro_cards::deck_changes(deck, event_version, None).map_or(0, |c| c.cards.len() as u32);
    let releases = deck
        .releases()
        .into_iter()
        .rev()
        .map(|r| ReleaseView {
            errata: r
                .changes
                .iter()
                .map(|e| ErratumView {
                    card: e.card.clone(),
                    field: match e.field {
                        arbitro_cards::CardField::Name => ErratumField::Name,
                        arbitro_cards::CardField::Text => ErratumField::Text,
                    },
                    kind: match (&e.before, &e.after) {
                        (None, _) => ErratumKind::Added,
                        (_, None) => ErratumKind::Removed,
                        _ => ErratumKind::Changed,
                    },
                    before: text(e.before.as_ref()),
                    after: text(e.after.as_ref()),
                    note: text(Some(&e.note)),
                })
                .collect(),
            version: r.version,
            date: r.date,
            replaces: r.replaces,
        })
        .collect();
    DeckVersionsView {
        version: deck.version.clone(),
        date: deck.date.clone(),
        event_version: event_version.to_string(),
        changed_since,
        releases,
    }
}

fn form(input: &DeckCheckInput) -> DeckCheckForm {
    DeckCheckForm {
        counted: input.counted,
        missing: input.missing.clone(),
        damaged: input.damaged.clone(),
        marked: input.marked.clone(),
        replaced: input.replaced.clone(),
        checker: input.checker.clone(),
        notes: input.notes.clone(),
    }
}

fn check_view(check: &DeckCheck) -> DeckCheckView {
    DeckCheckView {
        input: form(&check.input),
        expected: check.expected,
        complete: check.complete,
        outstanding: check
            .outstanding
            .iter()
            .map(|o| arbitro_i18n::render(crate::lang::current(), o))
            .collect(),
        checked_at: check.checked_at.clone(),
    }
}

fn codes(list: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for code in list.iter().map(|c| c.trim().to_ascii_uppercase()) {
        if !code.is_empty() && !out.contains(&code) {
            out.push(code);
        }
    }
    out
}

fn board_view(event: &Event, players: &HashMap<i64, Player>, status: DeckStatus) -> IpcResult<DeckBoardView> {
    let game = event.rounds().game(status.round, status.board)?;
    let name = |id: Option<i64>| {
        id.and_then(|id| players.get(&id))
            .map(|p| p.input.name.clone())
            .unwrap_or_default()
    };
    Ok(DeckBoardView {
        board: status.board,
        white: name(Some(game.white)),
        black: name(game.black),
        ready: status.ready,
        reason: arbitro_i18n::render(crate::lang::current(), &status.reason),
        check: status.check.as_ref().map(check_view),
        override_seq: status.override_seq,
    })
}

fn players_by_id(event: &Event) -> IpcResult<HashMap<i64, Player>> {
    Ok(event.players().all()?.into_iter().map(|p| (p.id, p)).collect())
}

/// Every board of `round` with its deck status, and the deck's codes.
#[tauri::command(async)]
pub fn deck_round(state: State<'_, AppState>, round: u32) -> IpcResult<DeckRoundView> {
    state.with_event(|event| {
        let manifest = event.boards().built_in_deck()?;
        let players = players_by_id(event)?;
        let boards = event
            .boards()
            .deck_statuses(round)?
            .into_iter()
            .map(|s| board_view(event, &players, s))
            .collect::<IpcResult<Vec<_>>>()?;
        let deck = arbitro_cards::shipped_deck(&manifest.id)?;
        Ok(DeckRoundView {
            round,
            deck: format!("{}@{}", manifest.id, manifest.version),
            versions: versions_view(&deck, &manifest.version),
            codes: manifest.codes,
            boards,
        })
    })
}

/// Records the check of one board against the event's deck.
#[tauri::command(async)]
pub fn record_deck_check(
    state: State<'_, AppState>,
    round: u32,
    board: u32,
    check: DeckCheckForm,
) -> IpcResult<DeckBoardView> {
    let input = DeckCheckInput {
        counted: check.counted,
        missing: codes(&check.missing),
        damaged: codes(&check.damaged),
        marked: codes(&check.marked),
        replaced: codes(&check.replaced),
        checker: check.checker.trim().to_string(),
        notes: check.notes.trim().to_string(),
    };
    state.with_event(|event| {
        let manifest = event.boards().built_in_deck()?;
        event.boards().record_deck_check(round, board, &manifest, input)?;
        let players = players_by_id(event)?;
        board_view(event, &players, event.boards().deck_status(round, board)?)
    })
}

/// Lets a board start with an unchecked or incomplete deck; the arbiter and
/// the reason go to the register.
#[tauri::command(async)]
pub fn override_deck(
    state: State<'_, AppState>,
    round: u32,
    board: u32,
    arbiter: String,
    reason: String,
) -> IpcResult<DeckBoardView> {
    state.with_event(|event| {
        event
            .boards()
            .override_deck(round, board, arbiter.trim(), reason.trim())?;
        let players = players_by_id(event)?;
        board_view(event, &players, event.boards().deck_status(round, board)?)
    })
}
