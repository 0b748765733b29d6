//! Commands about the app itself.

use arbitro_i18n::Lang;
use serde::Serialize;
use tauri::{AppHandle, Manager, Runtime, State, WebviewUrl, WebviewWindowBuilder};
use ts_rs::TS;

use crate::error::{AppError, IpcResult};
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
/// Started with `--self-check`, the app then says on standard output that
/// it works (version, time, language, the event opened) and quits.
#[tauri::command(async)]
pub fn ui_ready<R: Runtime>(app: AppHandle<R>, state: State<'_, AppState>) -> IpcResult<StartupReport> {
    let (ms, first) = state.mark_ready();
    if first {
        eprintln!("arbitro-app: interactive after {ms} ms");
        if state.launch().self_check {
            let event = match state
                .with_event(|event| Ok((event.call()?.name, event.path().display().to_string())))
            {
                Ok((name, file)) => say("app-self-check-event", vec![("name", name), ("file", file)]),
                Err(error) => say("app-self-check-no-event", vec![("reason", error.message)]),
            };
            println!(
                "{}",
                say(
                    "app-self-check-passed",
                    vec![
                        ("version", env!("CARGO_PKG_VERSION").to_string()),
                        ("ms", ms.to_string()),
                        ("lang", crate::lang::current().code().to_string()),
                        ("event", event),
                    ]
                )
            );
            app.exit(0);
        }
    }
    Ok(StartupReport { ms_since_start: ms })
}

/// A line of the self-check in the UI's language.
pub(crate) fn say(code: &str, args: Vec<(&str, String)>) -> String {
    arbitro_i18n::render(
        crate::lang::current(),
        &arbitro_i18n::MessageData {
            code: code.to_string(),
            args: args
                .into_iter()
                .map(|(name, value)| (name.to_string(), arbitro_i18n::ArgData::Str(value)))
                .collect(),
        },
    )
}

/// The UI's language: the shell renders its messages, labels and numbers in
/// it from now on (see [`crate::lang`]). The UI calls it before its first
/// screen and whenever the user switches language.
#[tauri::command(async)]
pub fn set_language(lang: Lang) -> IpcResult<Lang> {
    crate::lang::set(lang);
    Ok(lang)
}

/// The system's language as arbitro speaks it: the language the UI starts
/// in until the user chooses one (see [`crate::lang::system`]).
#[tauri::command(async)]
pub fn system_language() -> IpcResult<Lang> {
    Ok(crate::lang::system())
}

/// The window label of the public display.
pub const DISPLAY_WINDOW: &str = "display";

/// Opens the public display: a second, full-screen window for the venue
/// (a projector or a second screen) with the published round's pairings and
/// the standings, nothing of the admin UI. If it is open, brings it forward.
#[tauri::command(async)]
pub fn open_public_display<R: Runtime>(app: AppHandle<R>, fullscreen: bool) -> IpcResult<()> {
    if let Some(window) = app.get_webview_window(DISPLAY_WINDOW) {
        window.set_focus().map_err(AppError::internal)?;
        return Ok(());
    }
    WebviewWindowBuilder::new(&app, DISPLAY_WINDOW, WebviewUrl::App("index.html#display".into()))
        .title("arbitro")
        .inner_size(1920.0, 1080.0)
        .fullscreen(fullscreen)
        .build()
        .map_err(AppError::internal)?;
    Ok(())
}

/// Closes the public display, if open.
#[tauri::command(async)]
pub fn close_public_display<R: Runtime>(app: AppHandle<R>) -> IpcResult<bool> {
    match app.get_webview_window(DISPLAY_WINDOW) {
        Some(window) => {
            window.close().map_err(AppError::internal)?;
            Ok(true)
        }
        None => Ok(false),
    }
}
