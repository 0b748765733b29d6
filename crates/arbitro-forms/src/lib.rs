//! The official forms as PDF (AM-AD, AM-AA, AM-AB, AM-AC): game scoresheet,
//! incident and appeal sheet, deck control sheet, pairing list, standings,
//! crosstable and result slips, in Spanish or English, on A4 or US Letter.
//!
//! Layouts and label texts are data in the project's `forms/` directory (one
//! TOML layout per form, one label file per language, the bundled DejaVu
//! fonts); [`FormSet`] loads and checks them, naming the file and the field of
//! any mistake. The input is plain structs ([`model`]) that the store and the
//! card engine convert their records into; every field may be empty, which
//! gives the blank form.
//!
//! ```no_run
//! use arbitro_forms::{FormSet, Options, model::ScoresheetDoc};
//! let forms = FormSet::builtin()?;
//! let pdf = forms.scoresheets(&ScoresheetDoc::default(), Options::default(), "blank")?;
//! std::fs::write("planilla.pdf", &pdf.bytes).expect("written");
//! # Ok::<(), arbitro_forms::FormsError>(())
//! ```

pub mod canvas;
pub mod error;
pub mod fonts;
pub mod form;
pub mod formset;
pub mod labels;
pub mod layout;
pub mod model;
pub mod pdf;
pub mod sheet;
pub mod text;

pub use error::{FormsError, Location};
pub use formset::{FormKind, FormSet, Options, Pdf};
pub use labels::Lang;
pub use sheet::Paper;

/// Reads a JSON document of one of the [`model`] types, naming the JSON path
/// (and line) of any error; `source` names the data (usually its file).
pub fn parse_json<T: serde::de::DeserializeOwned>(source: &str, json: &str) -> Result<T, FormsError> {
    let mut de = serde_json::Deserializer::from_str(json);
    let value: T = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        FormsError::Input {
            at: Location {
                file: source.to_string(),
                field: if path == "." { String::new() } else { path },
                line_col: (inner.line() > 0).then(|| (inner.line(), inner.column())),
            },
            message: strip_position(&inner.to_string()),
        }
    })?;
    de.end().map_err(|e| FormsError::Input {
        at: Location {
            file: source.to_string(),
            field: String::new(),
            line_col: Some((e.line(), e.column())),
        },
        message: strip_position(&e.to_string()),
    })?;
    Ok(value)
}

/// serde_json appends " at line L column C"; the location is printed apart.
fn strip_position(message: &str) -> String {
    match message.rfind(" at line ") {
        Some(i) => message[..i].to_string(),
        None => message.to_string(),
    }
}
