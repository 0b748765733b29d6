//! The Results screen's crosstable: the very table the printed crosstable
//! shows (`arbitro-sheets` fills it from the store, `arbitro-forms` writes
//! its columns, cell notation `12b1` and numbers), in the UI's language.

use arbitro_forms::FormSet;
use arbitro_sheets::Sheets;
use serde::Serialize;
use tauri::State;
use ts_rs::TS;

use crate::error::IpcResult;
use crate::state::AppState;

/// The crosstable as text, as printed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CrosstableView {
    /// Complete rounds counted.
    pub rounds: u32,
    /// The round in play (results missing), if any.
    pub in_play: Option<u32>,
    /// Column headings.
    pub headings: Vec<String>,
    /// Which columns are rounds.
    pub round_columns: Vec<bool>,
    /// Rows in ranking order, one text per heading.
    pub rows: Vec<Vec<String>>,
    /// The legend printed under the table (notation, tie-breaks).
    pub legend: String,
}

/// The crosstable after the rounds played so far.
#[tauri::command(async)]
pub fn crosstable(state: State<'_, AppState>) -> IpcResult<CrosstableView> {
    let lang = crate::lang::current();
    let forms = FormSet::builtin()?;
    state.with_event(|event| {
        let options = arbitro_forms::Options {
            lang: forms_lang(lang),
            ..arbitro_forms::Options::default()
        };
        let table = Sheets::new(event, &forms, options)?.crosstable()?;
        let text = forms.crosstable_text(&table, forms_lang(lang));
        let complete = event.rounds().standings()?.rounds;
        let paired = event.rounds_paired()?;
        Ok(CrosstableView {
            rounds: complete,
            in_play: (paired > complete).then_some(paired),
            headings: text.headings,
            round_columns: text.round_columns,
            rows: text.rows,
            legend: text.legend,
        })
    })
}

/// The forms' language for the catalogue's.
pub fn forms_lang(lang: arbitro_i18n::Lang) -> arbitro_forms::Lang {
    match lang {
        arbitro_i18n::Lang::Es => arbitro_forms::Lang::Es,
        arbitro_i18n::Lang::En => arbitro_forms::Lang::En,
    }
}
