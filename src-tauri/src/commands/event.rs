//! The Event screen: the event folder, creating and opening event files, and
//! the call ("convocatoria", AM-R15).

use arbitro_i18n::Lang;
use arbitro_store::call::{DeckRef, EventCall, GameFamily, PairingSystem, RulebookRef};
use arbitro_store::{Event, EventSummary, ForbiddenPairing};
use serde::{Deserialize, Serialize};
use tauri::{AppHandle, Runtime, State};
use tauri_plugin_dialog::DialogExt;
use ts_rs::TS;

use crate::error::{AppError, ErrorCode, IpcError, IpcResult};
use crate::state::AppState;

/// The extension of event files in the event folder.
pub const EVENT_EXTENSION: &str = "arbitro";

/// The call as the Event screen edits it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CallForm {
    /// Event name.
    pub name: String,
    /// Venue and town.
    pub place: String,
    /// First day (YYYY-MM-DD).
    pub start_date: String,
    /// Last day (YYYY-MM-DD).
    pub end_date: String,
    /// Organiser.
    pub organiser: String,
    /// Chief arbiter.
    pub chief_arbiter: String,
    /// Deputy and assistant arbiters.
    pub arbiters: Vec<String>,
    /// Language of the forms.
    pub language: Lang,
    /// Game family.
    pub family: GameFamily,
    /// Deck as `ID@VERSION` (card families, AM-R16), else empty.
    pub deck: String,
    /// Rulebook version (card families, AM-R16), else empty.
    pub rulebook_version: String,
    /// Rulebook date (card families), else empty.
    pub rulebook_date: String,
    /// Pairing system (Baku acceleration is `dutch-baku`).
    pub system: PairingSystem,
    /// Planned number of rounds.
    pub rounds: u32,
    /// Time control (`10+5`, `90/40+30:30+30`).
    pub time_control: String,
    /// Default time in minutes (tolerance).
    pub tolerance_minutes: u32,
    /// Tie-break order by C.07 code (`BH/C1`, `BH`, `SB`, `DE`…).
    pub tiebreaks: Vec<String>,
    /// Communication policy between partners in doubles.
    pub communication_policy: String,
}

/// An open event: where it is, its call and where it stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct EventView {
    /// The event file's name in the event folder (or its full path if elsewhere).
    pub file: String,
    /// The call.
    pub call: CallForm,
    /// Registered players (withdrawn included).
    pub players: u32,
    /// Rounds paired so far.
    pub rounds_paired: u32,
    /// Rounds published so far.
    pub rounds_published: u32,
    /// When the file was created.
    pub created_at: String,
    /// Entries in the tamper-evident register.
    pub register_entries: u64,
    /// Players who must not meet.
    pub forbidden_pairings: Vec<ForbiddenPairing>,
}

/// A file in the event folder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct FolderFile {
    /// File name.
    pub name: String,
    /// Size in bytes.
    pub size: u64,
}

/// What the event folder holds: event files and files to import.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct EventFolder {
    /// The folder.
    pub dir: String,
    /// Event files (`*.arbitro`).
    pub events: Vec<FolderFile>,
    /// Player lists to import (`*.csv`, `*.trf`, `*.txt`).
    pub imports: Vec<FolderFile>,
    /// Game records (`*.json`, format `arbitro-game/1`) for the Arbiter panel.
    pub games: Vec<FolderFile>,
    /// Board records to attach (`*.pgn`, and `*.json` card game records).
    pub records: Vec<FolderFile>,
}

/// The store's call from the form; every field problem is named (the store
/// checks the call as a whole).
pub fn to_call(form: &CallForm, previous: Option<&EventCall>) -> IpcResult<EventCall> {
    let deck = match form.deck.trim() {
        "" => None,
        text => Some(DeckRef::parse(text).ok_or_else(|| AppError::BadDeck {
            text: text.to_string(),
        })?),
    };
    let rulebook = (!form.rulebook_version.trim().is_empty()).then(|| RulebookRef {
        version: form.rulebook_version.trim().to_string(),
        date: form.rulebook_date.trim().to_string(),
    });
    let optional = |s: &str| (!s.trim().is_empty()).then(|| s.trim().to_string());
    Ok(EventCall {
        name: form.name.trim().to_string(),
        place: form.place.trim().to_string(),
        start_date: form.start_date.trim().to_string(),
        end_date: form.end_date.trim().to_string(),
        organiser: form.organiser.trim().to_string(),
        chief_arbiter: form.chief_arbiter.trim().to_string(),
        arbiters: form
            .arbiters
            .iter()
            .map(|a| a.trim().to_string())
            .filter(|a| !a.is_empty())
            .collect(),
        language: form.language,
        family: form.family,
        deck,
        rulebook,
        system: form.system,
        rounds: form.rounds,
        time_control: form.time_control.trim().to_string(),
        tolerance_minutes: form.tolerance_minutes,
        tiebreaks: form
            .tiebreaks
            .iter()
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
            .collect(),
        communication_policy: optional(&form.communication_policy),
        // What the form does not edit stays as it was.
        bye_points: previous.map_or(2, |p| p.bye_points),
        initial_colour: previous.and_then(|p| p.initial_colour),
        appeal_fee: previous.and_then(|p| p.appeal_fee.clone()),
        forbidden_pairings: previous.map(|p| p.forbidden_pairings.clone()).unwrap_or_default(),
        options: previous.map(|p| p.options.clone()).unwrap_or_default(),
    })
}

/// The form for a stored call.
pub fn from_call(call: &EventCall) -> CallForm {
    CallForm {
        name: call.name.clone(),
        place: call.place.clone(),
        start_date: call.start_date.clone(),
        end_date: call.end_date.clone(),
        organiser: call.organiser.clone(),
        chief_arbiter: call.chief_arbiter.clone(),
        arbiters: call.arbiters.clone(),
        language: call.language,
        family: call.family,
        deck: call.deck.as_ref().map(ToString::to_string).unwrap_or_default(),
        rulebook_version: call
            .rulebook
            .as_ref()
            .map(|r| r.version.clone())
            .unwrap_or_default(),
        rulebook_date: call.rulebook.as_ref().map(|r| r.date.clone()).unwrap_or_default(),
        system: call.system,
        rounds: call.rounds,
        time_control: call.time_control.clone(),
        tolerance_minutes: call.tolerance_minutes,
        tiebreaks: call.tiebreaks.clone(),
        communication_policy: call.communication_policy.clone().unwrap_or_default(),
    }
}

/// The Event screen's view of an open event.
pub(crate) fn view(event: &Event, state: &AppState) -> IpcResult<EventView> {
    let summary: EventSummary = event.summary()?;
    let path = event.path();
    let file = match (state.event_dir(), path.parent()) {
        (Ok(dir), Some(parent)) if dir == parent => {
            path.file_name().map(|f| f.to_string_lossy().into_owned())
        }
        _ => None,
    }
    .unwrap_or_else(|| path.display().to_string());
    Ok(EventView {
        file,
        call: from_call(&summary.call),
        players: summary.players,
        rounds_paired: summary.rounds_paired,
        rounds_published: summary.rounds_published,
        created_at: summary.created_at,
        register_entries: u64::try_from(summary.register.count).unwrap_or(0),
        forbidden_pairings: summary.call.forbidden_pairings.clone(),
    })
}

fn open_path(state: &AppState, path: &std::path::Path) -> IpcResult<EventView> {
    let event = Event::open(path)?;
    let shown = view(&event, state)?;
    state.set_event(event);
    Ok(shown)
}

/// Lists the event folder (creating it if missing).
#[tauri::command(async)]
pub fn event_folder(state: State<'_, AppState>) -> IpcResult<EventFolder> {
    let dir = state.event_dir()?;
    let io = |e: std::io::Error| IpcError::from(AppError::file(&dir, e));
    std::fs::create_dir_all(&dir).map_err(io)?;
    let mut events = Vec::new();
    let mut imports = Vec::new();
    let mut games = Vec::new();
    let mut records = Vec::new();
    for entry in std::fs::read_dir(&dir).map_err(io)? {
        let entry = entry.map_err(io)?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let Ok(meta) = entry.metadata() else { continue };
        if !meta.is_file() || name.starts_with('.') {
            continue;
        }
        let file = FolderFile {
            name: name.clone(),
            size: meta.len(),
        };
        match name.rsplit_once('.').map(|(_, ext)| ext.to_ascii_lowercase()) {
            Some(ext) if ext == EVENT_EXTENSION => events.push(file),
            Some(ext) if ext == "csv" || ext == "trf" || ext == "txt" => imports.push(file),
            Some(ext) if ext == "json" => {
                records.push(file.clone());
                games.push(file);
            }
            Some(ext) if ext == "pgn" => records.push(file),
            _ => {}
        }
    }
    events.sort_by(|a, b| a.name.cmp(&b.name));
    imports.sort_by(|a, b| a.name.cmp(&b.name));
    games.sort_by(|a, b| a.name.cmp(&b.name));
    records.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(EventFolder {
        dir: dir.display().to_string(),
        events,
        imports,
        games,
        records,
    })
}

/// Creates `<file_name>.arbitro` in the event folder with this call and opens it.
#[tauri::command(async)]
pub fn create_event(state: State<'_, AppState>, file_name: String, call: CallForm) -> IpcResult<EventView> {
    let name = file_name
        .trim()
        .trim_end_matches(&format!(".{EVENT_EXTENSION}"))
        .to_string();
    let path = state.folder_file(&format!("{name}.{EVENT_EXTENSION}"))?;
    let dir = state.event_dir()?;
    std::fs::create_dir_all(&dir).map_err(|e| AppError::file(&dir, e))?;
    let event = Event::create(&path, to_call(&call, None)?)?;
    let shown = view(&event, &state)?;
    state.set_event(event);
    Ok(shown)
}

/// Opens an event file of the event folder.
#[tauri::command(async)]
pub fn open_event(state: State<'_, AppState>, file_name: String) -> IpcResult<EventView> {
    let path = state.folder_file(&file_name)?;
    open_path(&state, &path)
}

/// Opens an event file chosen in a native dialog (anywhere on disk).
#[tauri::command(async)]
pub fn open_event_dialog<R: Runtime>(app: AppHandle<R>, state: State<'_, AppState>) -> IpcResult<EventView> {
    let mut dialog = app.dialog().file().add_filter("arbitro", &[EVENT_EXTENSION]);
    if let Ok(dir) = state.event_dir() {
        dialog = dialog.set_directory(dir);
    }
    let chosen = dialog.blocking_pick_file().ok_or(AppError::NoFileChosen)?;
    let path = chosen.into_path().map_err(|_| AppError::NotLocal)?;
    open_path(&state, &path)
}

/// The open event, if any.
#[tauri::command(async)]
pub fn current_event(state: State<'_, AppState>) -> IpcResult<Option<EventView>> {
    match state.with_event(|event| view(event, &state)) {
        Ok(shown) => Ok(Some(shown)),
        Err(e) if e.code == ErrorCode::NoEvent => Ok(None),
        Err(e) => Err(e),
    }
}

/// Replaces the open event's call (refused once rounds are paired, where the
/// store says so).
#[tauri::command(async)]
pub fn update_call(state: State<'_, AppState>, call: CallForm) -> IpcResult<EventView> {
    state.with_event(|event| {
        let call = to_call(&call, Some(&event.call()?))?;
        event.update_call(call)?;
        view(event, &state)
    })
}

/// Replaces the forbidden pairings (players who must not meet, from one
/// round to another); they apply to the rounds paired from now on.
#[tauri::command(async)]
pub fn set_forbidden_pairings(
    state: State<'_, AppState>,
    pairings: Vec<ForbiddenPairing>,
) -> IpcResult<EventView> {
    state.with_event(|event| {
        event.rounds().set_forbidden(pairings)?;
        view(event, &state)
    })
}
