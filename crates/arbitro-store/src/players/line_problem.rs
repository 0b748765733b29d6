//! A problem found on a line of a file to import (players CSV or TRF,
//! pairing-engine output), as a typed reason: English from `Display`, the
//! user's language from the catalogue (`messages/*/import.ftl`).

use std::fmt;

use crate::players::fields::PlayerProblem;

/// One problem found in an imported file, with its line (1-based; 0 when
/// it concerns the file as a whole).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineProblem {
    /// Line in the file (1-based).
    pub line: usize,
    /// The column of the file's header it concerns, as the file names it.
    pub field: Option<String>,
    /// What is wrong.
    pub kind: LineProblemKind,
}

/// What is wrong on a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineProblemKind {
    /// The file's bytes are not text in an encoding its format allows.
    Text(arbitro_text::TextError),
    /// A quoted CSV field is never closed.
    UnclosedQuote,
    /// The file is empty.
    EmptyFile,
    /// The header has no name column.
    NoNameColumn {
        /// The header's columns, as written.
        found: String,
    },
    /// More fields than the header has columns.
    TooManyFields {
        /// Fields on the line.
        fields: usize,
        /// Columns of the header.
        columns: usize,
    },
    /// A FIDE id column that is not digits.
    NotFideId {
        /// The value as written.
        value: String,
    },
    /// A rating column that is not a whole number.
    NotRating {
        /// The value as written.
        value: String,
    },
    /// The player read from the line is not a valid entry.
    Player(PlayerProblem),
    /// The FIDE id appears twice in the file.
    DuplicateFideId {
        /// The FIDE id.
        id: u64,
        /// The line where it appears first.
        first_line: usize,
    },
    /// The FIDE id is already registered in the event.
    FideIdRegistered {
        /// The FIDE id.
        id: u64,
        /// The player who has it.
        name: String,
    },
    /// A TRF line that does not follow the format.
    TrfSyntax {
        /// The column, from 1.
        column: usize,
        /// What is wrong there.
        reason: arbitro_trf::SyntaxReason,
    },
    /// TRF records that contradict each other.
    Trf(arbitro_trf::Problem),
    /// A tournament the TRF format cannot hold.
    TrfUnwritable(arbitro_trf::Unwritable),
    /// A pairing engine's output without the number of pairs.
    EngineEmpty,
    /// The first line of a pairing engine's output is not the number of pairs.
    EngineCount {
        /// The line as written.
        text: String,
    },
    /// A line of a pairing engine's output that is not `white black`.
    EnginePair {
        /// The line as written.
        text: String,
    },
    /// The output announces another number of pairs than it lists.
    EngineCountMismatch {
        /// Pairs announced.
        announced: usize,
        /// Pairs listed.
        listed: usize,
    },
}

impl fmt::Display for LineProblemKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineProblemKind::Text(err) => write!(f, "{}", err.kind),
            LineProblemKind::UnclosedQuote => f.write_str("a quoted field is never closed"),
            LineProblemKind::EmptyFile => {
                f.write_str("the file is empty (expected a header row, then one player per row)")
            }
            LineProblemKind::NoNameColumn { found } => write!(
                f,
                "the header has no name column (found: {found}); expected name/nombre or surname/apellidos"
            ),
            LineProblemKind::TooManyFields { fields, columns } => {
                write!(f, "{fields} fields, but the header has {columns} columns")
            }
            LineProblemKind::NotFideId { value } => write!(f, "'{value}' is not a FIDE id (digits only)"),
            LineProblemKind::NotRating { value } => write!(f, "'{value}' is not a rating (a whole number)"),
            LineProblemKind::Player(problem) => write!(f, "{problem}"),
            LineProblemKind::DuplicateFideId { id, first_line } => {
                write!(f, "FIDE id {id} already appears on line {first_line}")
            }
            LineProblemKind::FideIdRegistered { id, name } => {
                write!(f, "FIDE id {id} is already registered ({name})")
            }
            LineProblemKind::TrfSyntax { column, reason } => write!(f, "column {column}: {reason}"),
            LineProblemKind::Trf(problem) => write!(f, "{problem}"),
            LineProblemKind::TrfUnwritable(reason) => write!(f, "{reason}"),
            LineProblemKind::EngineEmpty => f.write_str("empty pairing output"),
            LineProblemKind::EngineCount { text } => write!(f, "'{text}' is not the number of pairs"),
            LineProblemKind::EnginePair { text } => write!(f, "'{text}' is not 'white black'"),
            LineProblemKind::EngineCountMismatch { announced, listed } => {
                write!(f, "announces {announced} pairs but lists {listed}")
            }
        }
    }
}

impl fmt::Display for LineProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let LineProblemKind::Text(err) = &self.kind {
            return write!(f, "{err}");
        }
        match &self.field {
            Some(field) => write!(f, "line {}: {}: {}", self.line, field, self.kind),
            None => write!(f, "line {}: {}", self.line, self.kind),
        }
    }
}

impl arbitro_i18n::Message for LineProblemKind {
    fn code(&self) -> &str {
        match self {
            LineProblemKind::Text(err) => err.code(),
            LineProblemKind::UnclosedQuote => "import-unclosed-quote",
            LineProblemKind::EmptyFile => "import-empty-file",
            LineProblemKind::NoNameColumn { .. } => "import-no-name-column",
            LineProblemKind::TooManyFields { .. } => "import-too-many-fields",
            LineProblemKind::NotFideId { .. } => "import-not-fide-id",
            LineProblemKind::NotRating { .. } => "import-not-rating",
            LineProblemKind::Player(problem) => problem.code(),
            LineProblemKind::DuplicateFideId { .. } => "import-duplicate-fide-id",
            LineProblemKind::FideIdRegistered { .. } => "import-fide-id-registered",
            LineProblemKind::TrfSyntax { .. } => "import-trf-syntax",
            LineProblemKind::Trf(problem) => problem.code(),
            LineProblemKind::TrfUnwritable(reason) => reason.code(),
            LineProblemKind::EngineEmpty => "import-engine-empty",
            LineProblemKind::EngineCount { .. } => "import-engine-count",
            LineProblemKind::EnginePair { .. } => "import-engine-pair",
            LineProblemKind::EngineCountMismatch { .. } => "import-engine-count-mismatch",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            LineProblemKind::Text(err) => err.args(),
            LineProblemKind::Player(problem) => problem.args(),
            LineProblemKind::Trf(problem) => problem.args(),
            LineProblemKind::TrfUnwritable(reason) => reason.args(),
            LineProblemKind::UnclosedQuote | LineProblemKind::EmptyFile | LineProblemKind::EngineEmpty => {
                Vec::new()
            }
            LineProblemKind::NoNameColumn { found } => vec![("found", Arg::from(found))],
            LineProblemKind::TooManyFields { fields, columns } => {
                vec![("fields", Arg::from(*fields)), ("columns", Arg::from(*columns))]
            }
            LineProblemKind::NotFideId { value } | LineProblemKind::NotRating { value } => {
                vec![("value", Arg::from(value))]
            }
            LineProblemKind::DuplicateFideId { id, first_line } => vec![
                ("id", Arg::from(id.to_string())),
                ("first_line", Arg::from(*first_line)),
            ],
            LineProblemKind::FideIdRegistered { id, name } => {
                vec![("id", Arg::from(id.to_string())), ("name", Arg::from(name))]
            }
            LineProblemKind::TrfSyntax { column, reason } => {
                vec![("column", Arg::from(*column)), ("detail", Arg::Message(reason))]
            }
            LineProblemKind::EngineCount { text } | LineProblemKind::EnginePair { text } => {
                vec![("text", Arg::from(text))]
            }
            LineProblemKind::EngineCountMismatch { announced, listed } => {
                vec![
                    ("announced", Arg::from(*announced)),
                    ("listed", Arg::from(*listed)),
                ]
            }
        }
    }
}

impl arbitro_i18n::Message for LineProblem {
    fn code(&self) -> &str {
        match (self.line, &self.field) {
            // The file as a whole, or its bytes (which say their line and byte).
            (0, _) => "import-file-problem",
            _ if matches!(self.kind, LineProblemKind::Text(_)) => "import-file-problem",
            (_, Some(_)) => "store-line-field-problem",
            (_, None) => "store-line-problem",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        let mut args = vec![
            ("line", Arg::from(self.line)),
            ("detail", Arg::Message(&self.kind)),
        ];
        if let Some(field) = &self.field {
            args.push(("field", Arg::from(field)));
        }
        args
    }
}
