//! Commands about the app itself.

use serde::Serialize;
use tauri::State;
use ts_rs::TS;

use crate::error::IpcResult;
use crate::state::AppState;

/// What the UI shows in its header and About box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AppInfo {
    /// The app's version.
    pub version: String,
    /// The event folder (where event files and import files are looked for).
    pub event_dir: String,
    /// Whether the app was started with the demo event.
    pub demo: bool,
}

/// The app's version, event folder and launch mode.
#[tauri::command(async)]
pub fn app_info(state: State<'_, AppState>) -> IpcResult<AppInfo> {
    Ok(AppInfo {
        version: env!("CARGO_PKG_VERSION").to_string(),
        event_dir: state.event_dir()?.display().to_string(),
        demo: state.launch().demo,
    })
}

/// How long the app took to become interactive.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct StartupReport {
    /// Milliseconds from the shell's start to the UI's first interactive screen.
    pub ms_since_start: u64,
}

/// Called by the UI once its first screen is interactive: records the start-up
/// time and prints it once on stderr (`scripts/app-measure.sh` reads it).
#[tauri::command(async)]
pub fn ui_ready(state: State<'_, AppState>) -> IpcResult<StartupReport> {
    let (ms, first) = state.mark_ready();
    if first {
        eprintln!("arbitro-app: interactive after {ms} ms");
    }
    Ok(StartupReport { ms_since_start: ms })
}
