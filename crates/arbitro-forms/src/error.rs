//! The crate's one error type: every message names the file and the field (or
//! the input path) that is wrong, so an organiser can fix a layout file or a
//! data file without reading code.

use std::fmt;

/// Where in a data file a problem was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    /// The file, as the user knows it (e.g. `forms/scoresheet.toml`).
    pub file: String,
    /// The field path inside the file (e.g. `moves.columns[2].width`); empty
    /// when the problem concerns the whole file.
    pub field: String,
    /// 1-based line and column, when the parser knows them.
    pub line_col: Option<(usize, usize)>,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some((line, col)) = self.line_col {
            write!(f, ": line {line}, column {col}")?;
        }
        if !self.field.is_empty() {
            write!(f, ": {}", self.field)?;
        }
        Ok(())
    }
}

/// Anything that stops a form from being rendered.
#[derive(Debug, thiserror::Error)]
pub enum FormsError {
    /// A layout file is malformed or asks for something impossible.
    #[error("{at}: {message}")]
    Layout {
        /// File and field concerned.
        at: Location,
        /// What is wrong, in words.
        message: String,
    },
    /// A label file is malformed or lacks a label a layout uses.
    #[error("{at}: {message}")]
    Labels {
        /// File and label key concerned.
        at: Location,
        /// What is wrong, in words.
        message: String,
    },
    /// A bundled font cannot be read or lacks glyphs the forms need.
    #[error("{file}: {message}")]
    Font {
        /// The font file.
        file: String,
        /// What is wrong, in words.
        message: String,
    },
    /// The data to fill a form in is malformed or inconsistent.
    #[error("{at}: {message}")]
    Input {
        /// The data file (or "input") and the JSON path of the bad value.
        at: Location,
        /// What is wrong, in words.
        message: String,
    },
    /// A forms directory could not be read.
    #[error("{path}: {source}")]
    Io {
        /// The file concerned.
        path: String,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// The PDF writer reported an error.
    #[error("PDF writer: {0}")]
    Pdf(String),
}

impl FormsError {
    /// A layout error at `file`/`field`.
    pub(crate) fn layout(file: &str, field: impl Into<String>, message: impl Into<String>) -> Self {
        FormsError::Layout {
            at: Location {
                file: file.to_string(),
                field: field.into(),
                line_col: None,
            },
            message: message.into(),
        }
    }

    /// An input error at the JSON path `field` of `source`.
    pub(crate) fn input(source: &str, field: impl Into<String>, message: impl Into<String>) -> Self {
        FormsError::Input {
            at: Location {
                file: source.to_string(),
                field: field.into(),
                line_col: None,
            },
            message: message.into(),
        }
    }
}

impl arbitro_i18n::Message for Location {
    fn code(&self) -> &str {
        match (self.line_col.is_some(), self.field.is_empty()) {
            (false, true) => "forms-at-file",
            (false, false) => "forms-at-field",
            (true, true) => "forms-at-line",
            (true, false) => "forms-at-line-field",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        let mut args = vec![("file", Arg::from(&self.file)), ("field", Arg::from(&self.field))];
        if let Some((line, column)) = self.line_col {
            args.push(("line", Arg::from(line)));
            args.push(("column", Arg::from(column)));
        }
        args
    }
}

impl arbitro_i18n::Message for FormsError {
    fn code(&self) -> &str {
        match self {
            FormsError::Layout { .. } => "forms-layout",
            FormsError::Labels { .. } => "forms-labels",
            FormsError::Font { .. } => "forms-font",
            FormsError::Input { .. } => "forms-input",
            FormsError::Io { .. } => "forms-io",
            FormsError::Pdf(_) => "forms-pdf",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::{Arg, IoProblem};
        match self {
            FormsError::Layout { at, message }
            | FormsError::Labels { at, message }
            | FormsError::Input { at, message } => {
                vec![("at", Arg::Message(at)), ("detail", Arg::from(message))]
            }
            FormsError::Font { file, message } => {
                vec![("file", Arg::from(file)), ("detail", Arg::from(message))]
            }
            FormsError::Io { path, source } => vec![
                ("file", Arg::from(path)),
                ("problem", Arg::boxed(IoProblem(source))),
            ],
            FormsError::Pdf(detail) => vec![("detail", Arg::from(detail))],
        }
    }
}
