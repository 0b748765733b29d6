//! Printing: the forms of the event (AM-AD) written as PDF files to the
//! event folder — scoresheets (filled from the boards' game records),
//! pairing list, result slips, deck-control sheets, incident and appeal
//! sheets, standings and the crosstable, in the event's language. The
//! store-to-forms mapping is `arbitro-sheets`, shared with the CLI.

use arbitro_forms::{FormKind, FormSet, Lang, Options};
use arbitro_sheets::{Request, Sheets, SheetsError};
use arbitro_store::call::Lang as StoreLang;
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

fn sheets_error(e: SheetsError) -> IpcError {
    match e {
        SheetsError::Store(e) => e.into(),
        SheetsError::Forms(e) => forms_error(e),
        SheetsError::NotFound(m) => IpcError::new(ErrorCode::NotFound, m),
        SheetsError::Refused(m) => IpcError::new(ErrorCode::Refused, m),
    }
}

/// Writes form `form` (`scoresheet`, `pairings`, `result-slips`,
/// `deck-control`, `incident`, `standings`, `crosstable`) for `round` (default:
/// the latest paired round, where the form is per round) to
/// `<event>-<form>[-r<round>].pdf` in the event folder, in the event's language.
#[tauri::command(async)]
pub fn print_form(state: State<'_, AppState>, form: String, round: Option<u32>) -> IpcResult<PrintedForm> {
    let kind = FormKind::parse(form.trim()).ok_or_else(|| {
        IpcError::new(
            ErrorCode::InvalidInput,
            format!(
                "'{form}' is not a form ({})",
                FormKind::ALL
                    .iter()
                    .map(|k| k.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )
    })?;
    let dir = state.event_dir()?;
    let forms = FormSet::builtin().map_err(forms_error)?;
    let (pdf, file) = state.with_event(|event| {
        let call = event.call()?;
        let lang = match call.language {
            StoreLang::Es => Lang::Es,
            StoreLang::En => Lang::En,
        };
        let options = Options {
            lang,
            ..Options::default()
        };
        let stem = event
            .path()
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "event".into());
        let sheets = Sheets::new(event, &forms, options).map_err(sheets_error)?;
        let request = Request {
            round,
            ..Request::default()
        };
        let printed = sheets.render(kind, &request).map_err(sheets_error)?;
        let suffix = if kind == FormKind::Scoresheet {
            "scoresheets"
        } else {
            kind.name()
        };
        let file = match printed.round {
            Some(r) => format!("{stem}-r{r}-{suffix}.pdf"),
            None => format!("{stem}-{suffix}.pdf"),
        };
        Ok((printed.pdf, file))
    })?;
    let path = dir.join(&file);
    std::fs::write(&path, &pdf.bytes)
        .map_err(|e| IpcError::new(ErrorCode::Io, format!("{}: {e}", path.display())))?;
    Ok(PrintedForm {
        file,
        path: path.display().to_string(),
        pages: u32::try_from(pdf.pages).unwrap_or(u32::MAX),
    })
}
