//! "Importar torneo" on the Event screen: a TRF of the event folder
//! reviewed (its edition and every adjustment, rendered in the UI's
//! language) and, once the arbiter confirms, imported into a new event file
//! beside it (`<name>.arbitro`), which is then opened.

use serde::Serialize;
use tauri::State;
use ts_rs::TS;

use arbitro_store::{Event, review_tournament};

use super::event::{EVENT_EXTENSION, EventView, view};
use crate::error::IpcResult;
use crate::state::AppState;

/// One line of the review.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReviewLine {
    /// The message code (for tests and styling).
    pub code: String,
    /// A departure from the pairing rules (needs the arbiter's confirmation).
    pub departure: bool,
    /// The line in the UI's language.
    pub text: String,
}

/// The review of a tournament import.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ImportReview {
    /// The TRF's name in the event folder.
    pub file: String,
    /// The event file the import creates.
    pub target: String,
    /// Whether that file already exists (the import is then refused).
    pub target_exists: bool,
    /// The head: edition, players, rounds, departures.
    pub head: String,
    /// The encoding notice, when the file was not UTF-8.
    pub notice: Option<String>,
    /// Every adjustment.
    pub lines: Vec<ReviewLine>,
    /// Departures from the pairing rules in the imported rounds.
    pub departures: u32,
}

fn target_name(file: &str) -> String {
    let stem = file.rsplit_once('.').map_or(file, |(stem, _)| stem);
    format!("{stem}.{EVENT_EXTENSION}")
}

/// Reviews the import of a TRF of the event folder; writes nothing.
#[tauri::command(async)]
pub fn tournament_import_review(state: State<'_, AppState>, file: String) -> IpcResult<ImportReview> {
    let bytes = state.read_folder_bytes(&file)?;
    let review = review_tournament(&file, bytes)?;
    let lang = crate::lang::current();
    let render = |m: &dyn arbitro_i18n::Message| arbitro_i18n::render(lang, m);
    let target = target_name(&file);
    Ok(ImportReview {
        target_exists: state.folder_file(&target)?.exists(),
        target,
        file,
        head: render(&review.head),
        notice: review.notice.as_ref().map(|n| render(n)),
        lines: review
            .items
            .iter()
            .map(|i| ReviewLine {
                code: arbitro_i18n::Message::code(i).to_string(),
                departure: i.is_departure(),
                text: render(i),
            })
            .collect(),
        departures: review.head.departures as u32,
    })
}

/// Imports a TRF of the event folder into `<name>.arbitro` beside it and
/// opens it; `confirm_departure` is the arbiter's confirmation of rounds
/// that depart from the pairing rules.
#[tauri::command(async)]
pub fn import_tournament(
    state: State<'_, AppState>,
    file: String,
    confirm_departure: bool,
) -> IpcResult<EventView> {
    let bytes = state.read_folder_bytes(&file)?;
    let review = review_tournament(&file, bytes)?;
    let path = state.folder_file(&target_name(&file))?;
    let event = Event::import_tournament(&path, &review, confirm_departure)?;
    let shown = view(&event, &state)?;
    state.set_event(event);
    Ok(shown)
}
