//! Printing: the forms of the event (AM-AD) written as PDF files to the
//! event's print folder (`<event>-pdf/` next to the event file) —
//! scoresheets (filled from the boards' game records), pairing list, result
//! slips, deck-control sheets, incident and appeal sheets, standings and the
//! crosstable, in the language of the call — then opened in the system's
//! PDF viewer. File names say the form, the round and are in that language
//! (`ronda-3-emparejamientos.pdf`, `round-3-pairings.pdf`): a round's print
//! never overwrites another round's. The store-to-forms mapping is
//! `arbitro-sheets`, shared with the CLI.

use std::path::{Path, PathBuf};

use arbitro_forms::{FormKind, FormSet, Options};
use arbitro_i18n::{Arg, Args, Lang, Message};
use arbitro_sheets::{Request, Sheets};
use serde::Serialize;
use tauri::{AppHandle, Runtime, State};
use tauri_plugin_opener::OpenerExt;
use ts_rs::TS;

use crate::error::{AppError, IpcResult};
use crate::state::AppState;

/// A form written to the event's print folder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PrintedForm {
    /// File name in the print folder.
    pub file: String,
    /// Full path.
    pub path: String,
    /// The print folder.
    pub folder: String,
    /// Number of pages.
    pub pages: u32,
    /// The round printed (per-round forms) or the standings are after.
    pub round: Option<u32>,
    /// The language it is printed in (the call's).
    pub lang: Lang,
    /// Whether the system's viewer was launched with it.
    pub opened: bool,
    /// Why it could not be opened, in the UI's language.
    pub open_problem: Option<String>,
}

/// A printed file's name: the form, its round, in the language printed.
struct FileName {
    kind: FormKind,
    round: Option<u32>,
}

impl Message for FileName {
    fn code(&self) -> &str {
        match (self.kind, self.round.is_some()) {
            (FormKind::Scoresheet, _) => "app-print-file-scoresheets",
            (FormKind::Incident, _) => "app-print-file-incidents",
            (FormKind::DeckControl, _) => "app-print-file-deck-control",
            (FormKind::Pairings, _) => "app-print-file-pairings",
            (FormKind::ResultSlips, _) => "app-print-file-result-slips",
            (FormKind::Standings, true) => "app-print-file-standings",
            (FormKind::Crosstable, true) => "app-print-file-crosstable",
            (FormKind::Standings, false) => "app-print-file-standings-start",
            (FormKind::Crosstable, false) => "app-print-file-crosstable-start",
        }
    }

    fn args(&self) -> Args<'_> {
        match self.round {
            Some(round) => vec![("round", Arg::from(round))],
            None => Vec::new(),
        }
    }
}

/// The folder next to an event file where its printed forms go.
pub fn print_folder(event_path: &Path) -> PathBuf {
    let stem = event_path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "event".into());
    event_path.with_file_name(format!("{stem}-pdf"))
}

/// Writes form `form` for `round` (default: the latest paired round, where
/// the form is per round) to the event's print folder, in the call's
/// language, and opens it in the system's PDF viewer.
#[tauri::command(async)]
pub fn print_form<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, AppState>,
    form: FormKind,
    round: Option<u32>,
) -> IpcResult<PrintedForm> {
    let forms = FormSet::builtin()?;
    let (pdf, folder, file, round, lang) = state.with_event(|event| {
        let lang: Lang = event.call()?.language;
        let options = Options {
            lang: super::crosstable::forms_lang(lang),
            ..Options::default()
        };
        let sheets = Sheets::new(event, &forms, options)?;
        let request = Request {
            round,
            ..Request::default()
        };
        let printed = sheets.render(form, &request)?;
        let round = match form {
            FormKind::Standings | FormKind::Crosstable => {
                Some(event.rounds().standings()?.rounds).filter(|r| *r > 0)
            }
            _ => printed.round,
        };
        let file = format!(
            "{}.pdf",
            arbitro_i18n::render(lang, &FileName { kind: form, round })
        );
        Ok((printed.pdf, print_folder(event.path()), file, round, lang))
    })?;
    std::fs::create_dir_all(&folder).map_err(|e| AppError::file(&folder, e))?;
    let path = folder.join(&file);
    std::fs::write(&path, &pdf.bytes).map_err(|e| AppError::file(&path, e))?;
    let opened = open_with_viewer(&app, &state, &path);
    Ok(PrintedForm {
        file,
        path: path.display().to_string(),
        folder: folder.display().to_string(),
        pages: u32::try_from(pdf.pages).unwrap_or(u32::MAX),
        round,
        lang,
        opened: opened.is_ok(),
        open_problem: opened
            .err()
            .map(|detail| arbitro_i18n::render(crate::lang::current(), &AppError::NoViewer { detail })),
    })
}

/// Opens the open event's print folder in the system's file manager.
#[tauri::command(async)]
pub fn open_print_folder<R: Runtime>(app: AppHandle<R>, state: State<'_, AppState>) -> IpcResult<String> {
    let folder = state.with_event(|event| Ok(print_folder(event.path())))?;
    std::fs::create_dir_all(&folder).map_err(|e| AppError::file(&folder, e))?;
    open_with_viewer(&app, &state, &folder).map_err(|detail| AppError::NoViewer { detail })?;
    Ok(folder.display().to_string())
}

/// Opens a file or folder with the system's default program, or with the
/// viewer given at launch (`--viewer`).
fn open_with_viewer<R: Runtime>(app: &AppHandle<R>, state: &AppState, path: &Path) -> Result<(), String> {
    match &state.launch().viewer {
        Some(viewer) => {
            let mut child = std::process::Command::new(viewer)
                .arg(path)
                .spawn()
                .map_err(|e| format!("{}: {e}", viewer.display()))?;
            // Reap it when it ends, as the system's opener does.
            std::thread::spawn(move || child.wait());
            Ok(())
        }
        None => app
            .opener()
            .open_path(path.display().to_string(), None::<&str>)
            .map_err(|e| e.to_string()),
    }
}
