//! The arbitro desktop app: a thin Tauri shell over the library crates.
//!
//! Each command (see [`commands`]) resolves the app's state, makes one call
//! into a library crate and maps the result to an IPC type defined here; errors
//! reach the UI as `{code, message}` ([`error::IpcError`]). The TypeScript
//! bindings in `ui/src/ipc/bindings.ts` are generated from these types
//! ([`bindings`]). [`app_builder`] is generic over the Tauri runtime so the
//! commands run under Tauri's mock runtime in tests.
//!
//! Security: the window may call only the commands listed in
//! `src/commands_list.rs` (one generated permission each, granted in
//! `capabilities/main.json`); no plugin API is exposed to the UI; the CSP in
//! `tauri.conf.json` allows only the app's own assets and the IPC channel.

pub mod bindings;
pub mod catalogue;
pub mod commands;
pub mod demo;
pub mod error;
pub mod state;

use tauri::{Manager, Runtime};

use crate::state::{AppState, LaunchOptions};

/// Every command name the window is allowed to call (also read by build.rs).
pub const COMMANDS: &[&str] = include!("commands_list.rs");

/// The app on any Tauri runtime: state, plugins and commands.
pub fn app_builder<R: Runtime>(builder: tauri::Builder<R>, launch: LaunchOptions) -> tauri::Builder<R> {
    builder
        .plugin(tauri_plugin_dialog::init())
        .manage(AppState::new(launch))
        .setup(|app| {
            let state = app.state::<AppState>();
            if state.launch().event_dir.is_none() {
                // Documents/arbitro, else ~/arbitro (no XDG user dirs on some systems).
                let base = app.path().document_dir().or_else(|_| app.path().home_dir())?;
                state.default_event_dir(base.join("arbitro"));
            }
            if state.launch().demo {
                let event = demo::create(&state.event_dir()?)?;
                state.set_event(event);
            }
            Ok(())
        })
        .invoke_handler(commands::handler())
}

/// The Tauri context generated from `tauri.conf.json` and the capabilities.
pub fn context<R: Runtime>() -> tauri::Context<R> {
    tauri::generate_context!()
}

/// Starts the desktop app with these launch options (blocks until it quits).
pub fn run(launch: LaunchOptions) -> Result<(), tauri::Error> {
    let app = app_builder(tauri::Builder::default(), launch).build(context())?;
    app.run(|_, _| {});
    Ok(())
}
