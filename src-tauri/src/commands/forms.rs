//! Printing: the round's scoresheets (AM-AD) as a PDF written to the event
//! folder, through the forms crate.

use arbitro_forms::model::{DeckRef, EventInfo, GameFamily, GameSheet, Player as SheetPlayer, ScoresheetDoc};
use arbitro_forms::{FormSet, Lang, Options};
use arbitro_store::call::{EventCall, GameFamily as StoreFamily, Lang as StoreLang};
use arbitro_store::players::Player;
use serde::Serialize;
use tauri::State;
use ts_rs::TS;

use crate::error::{ErrorCode, IpcError, IpcResult};
use crate::state::AppState;

/// A form written to the event folder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct PrintedForm {
    /// File name in the event folder.
    pub file: String,
    /// Full path, to open it with the system's PDF viewer.
    pub path: String,
    /// Number of pages.
    pub pages: u32,
}

fn forms_error(e: arbitro_forms::FormsError) -> IpcError {
    IpcError::new(ErrorCode::Internal, e.to_string())
}

fn family(f: StoreFamily) -> Option<GameFamily> {
    match f {
        StoreFamily::Fide => Some(GameFamily::Fide),
        StoreFamily::Chess960 => Some(GameFamily::Chess960),
        StoreFamily::MagicoClassic => Some(GameFamily::AmClassic),
        StoreFamily::MagicoAdvanced => Some(GameFamily::AmAdvanced),
        StoreFamily::Ed => Some(GameFamily::Ed),
        StoreFamily::Bughouse => None,
    }
}

fn event_info(call: &EventCall) -> EventInfo {
    let dates = if call.end_date.is_empty() || call.end_date == call.start_date {
        call.start_date.clone()
    } else {
        format!("{} – {}", call.start_date, call.end_date)
    };
    EventInfo {
        name: call.name.clone(),
        organiser: call.organiser.clone(),
        place: call.place.clone(),
        dates,
        chief_arbiter: call.chief_arbiter.clone(),
        family: family(call.family),
        deck: call.deck.as_ref().map(|d| DeckRef {
            id: d.id.clone(),
            version: d.version.clone(),
        }),
        time_control: call.time_control.clone(),
        rulebook: call
            .rulebook
            .as_ref()
            .map(|r| format!("{} ({})", r.version, r.date))
            .unwrap_or_default(),
    }
}

fn sheet_player(p: Option<&Player>) -> SheetPlayer {
    p.map(|p| SheetPlayer {
        number: Some(p.pairing_number),
        name: p.input.name.clone(),
        title: p.input.title.clone().unwrap_or_default(),
        id: p.input.fide_id.map(|id| id.to_string()).unwrap_or_default(),
        federation: p.input.federation.clone().unwrap_or_default(),
        rating: (p.input.rating > 0).then_some(u32::from(p.input.rating)),
        club: p.input.club.clone().unwrap_or_default(),
        points: None,
    })
    .unwrap_or_default()
}

/// Writes the scoresheets of every board of `round` (one sheet per board, in
/// the event's language) to `<event>-r<round>-scoresheets.pdf` in the event folder.
#[tauri::command(async)]
pub fn print_scoresheets(state: State<'_, AppState>, round: u32) -> IpcResult<PrintedForm> {
    let dir = state.event_dir()?;
    let (doc, lang, stem) = state.with_event(|event| {
        let call = event.call()?;
        let players = event.players()?;
        let find = |id: i64| players.iter().find(|p| p.id == id);
        let games = event
            .games(round)?
            .into_iter()
            .filter(|g| g.black.is_some())
            .map(|g| GameSheet {
                round: Some(round),
                board: Some(g.board),
                white: sheet_player(find(g.white)),
                black: sheet_player(g.black.and_then(find)),
                family: family(call.family),
                time_control: call.time_control.clone(),
                deck: call.deck.as_ref().map(|d| DeckRef {
                    id: d.id.clone(),
                    version: d.version.clone(),
                }),
                ..GameSheet::default()
            })
            .collect::<Vec<_>>();
        if games.is_empty() {
            return Err(IpcError::new(
                ErrorCode::NotFound,
                format!("round {round} has no boards to print"),
            ));
        }
        let lang = match call.language {
            StoreLang::Es => Lang::Es,
            StoreLang::En => Lang::En,
        };
        let stem = event
            .path()
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "event".into());
        Ok((
            ScoresheetDoc {
                event: event_info(&call),
                games,
            },
            lang,
            stem,
        ))
    })?;
    let forms = FormSet::builtin().map_err(forms_error)?;
    let pdf = forms
        .scoresheets(
            &doc,
            Options {
                lang,
                ..Options::default()
            },
            &format!("round {round}"),
        )
        .map_err(forms_error)?;
    let file = format!("{stem}-r{round}-scoresheets.pdf");
    let path = dir.join(&file);
    std::fs::write(&path, &pdf.bytes)
        .map_err(|e| IpcError::new(ErrorCode::Io, format!("{}: {e}", path.display())))?;
    Ok(PrintedForm {
        file,
        path: path.display().to_string(),
        pages: u32::try_from(pdf.pages).unwrap_or(u32::MAX),
    })
}
