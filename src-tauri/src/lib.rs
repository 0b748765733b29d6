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
pub mod lang;
pub mod state;

use tauri::{Manager, Runtime};

use crate::state::{AppState, LaunchOptions};

/// How long `--self-check` waits for the first screen before it fails.
const SELF_CHECK_LIMIT: std::time::Duration = std::time::Duration::from_secs(90);

/// Every command name the window is allowed to call (also read by build.rs).
pub const COMMANDS: &[&str] = include!("commands_list.rs");

/// The app on any Tauri runtime: state, plugins and commands.
pub fn app_builder<R: Runtime>(builder: tauri::Builder<R>, launch: LaunchOptions) -> tauri::Builder<R> {
    builder
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_opener::init())
        .manage(AppState::new(launch))
        .setup(|app| {
            #[cfg(target_os = "linux")]
            if let Some(window) = app.get_webview_window("main") {
                paint_in_software(&window)?;
            }
            let state = app.state::<AppState>();
            if let Some(file) = state.launch().file.clone() {
                // A double-clicked event: its folder is the event folder.
                if state.launch().event_dir.is_none()
                    && let Some(folder) = file.parent().filter(|p| !p.as_os_str().is_empty())
                {
                    state.default_event_dir(folder.to_path_buf());
                }
                state.open_at_start(file);
            }
            if state.launch().self_check {
                // A self-check that never becomes interactive fails instead of hanging.
                std::thread::spawn(|| {
                    std::thread::sleep(SELF_CHECK_LIMIT);
                    eprintln!(
                        "{}",
                        commands::app::say(
                            "app-self-check-failed",
                            vec![("seconds", SELF_CHECK_LIMIT.as_secs().to_string())]
                        )
                    );
                    std::process::exit(1);
                });
            }
            if state.launch().event_dir.is_none() {
                // Documents/arbitro, else ~/arbitro (no XDG user dirs on some systems).
                let base = app.path().document_dir().or_else(|_| app.path().home_dir())?;
                state.default_event_dir(base.join("arbitro"));
            }
            if state.launch().demo {
                // Built off the main thread, so the window and the web process
                // start meanwhile; commands that need the event wait for it.
                let dir = state.event_dir()?;
                state.begin_opening();
                let handle = app.handle().clone();
                std::thread::spawn(move || {
                    let state = handle.state::<AppState>();
                    let opened = demo::create(&dir);
                    match &opened {
                        Ok(event) => {
                            if let Some(moment) = demo::moment_ms(event) {
                                state.continue_clocks_from(event, moment);
                            }
                        }
                        Err(error) => eprintln!("arbitro-app: the demo event could not be created: {error}"),
                    }
                    state.finish_opening(opened);
                });
            }
            Ok(())
        })
        .invoke_handler(commands::handler())
}

/// Linux: the window's WebKitGTK paints in software, without GPU compositing
/// or WebGL. The UI is tables, forms and a board, which need neither; GPU
/// painting costs the web process about 100 MiB (Skia's GPU caches and a GL
/// context, llvmpipe where there is no GPU) and a few hundred milliseconds of
/// GL start-up (figures in scripts/app-measure.sh's section of README.md).
#[cfg(target_os = "linux")]
fn paint_in_software<R: Runtime>(window: &tauri::WebviewWindow<R>) -> tauri::Result<()> {
    use webkit2gtk::{HardwareAccelerationPolicy, SettingsExt, WebViewExt};
    window.with_webview(|webview| {
        let view = webview.inner();
        // A WebDriver session (the end-to-end test) keeps WebKit's defaults:
        // changing the policy of an automated view stalls the session.
        if view.is_controlled_by_automation() {
            return;
        }
        if let Some(settings) = WebViewExt::settings(&view) {
            settings.set_hardware_acceleration_policy(HardwareAccelerationPolicy::Never);
            settings.set_enable_webgl(false);
            settings.set_enable_webaudio(false);
        }
    })
}

/// The Tauri context generated from `tauri.conf.json` and the capabilities.
pub fn context<R: Runtime>() -> tauri::Context<R> {
    tauri::generate_context!()
}

/// Starts the desktop app with these launch options (blocks until it quits).
pub fn run(launch: LaunchOptions) -> Result<(), tauri::Error> {
    // Until the UI says its language, the shell speaks the system's.
    lang::set(lang::system());
    let app = app_builder(tauri::Builder::default(), launch).build(context())?;
    app.run(|_handle, _event| {
        // macOS hands a double-clicked event to the running app as an
        // "open" event, not on the command line (Linux and Windows do).
        #[cfg(target_os = "macos")]
        if let tauri::RunEvent::Opened { urls } = &_event
            && let Some(file) = urls.iter().find_map(|url| url.to_file_path().ok())
        {
            let state = _handle.state::<AppState>();
            if let Some(folder) = file.parent() {
                state.default_event_dir(folder.to_path_buf());
            }
            state.open_at_start(file);
        }
    });
    Ok(())
}
