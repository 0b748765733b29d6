//! What can be wrong with a rating list: one bad line ([`LineProblem`],
//! reported and skipped) or the whole file ([`FideError`], nothing read).

use serde::{Deserialize, Serialize};

/// A field of a player's entry, as the lists name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Field {
    /// `ID Number` / `<fideid>`.
    Id,
    /// `Name` / `<name>`.
    Name,
    /// `Fed` / `<country>`.
    Federation,
    /// `Sex` / `<sex>`.
    Sex,
    /// `Tit` / `<title>`.
    Title,
    /// `WTit` / `<w_title>`.
    WomenTitle,
    /// A rating (`SRtng`, `RRtng`, `BRtng`, the month column, `<rating>`…).
    Rating,
    /// A count of games (`SGm`, `Gms`, `<games>`…).
    Games,
    /// A development coefficient (`SK`, `K`, `<k>`…).
    K,
    /// `B-day` / `<birthday>`.
    BirthYear,
    /// The whole line.
    Line,
}

impl Field {
    /// The catalogue label of the field (`label-fide-field-…`).
    pub fn label(self) -> &'static str {
        match self {
            Field::Id => "label-fide-field-id",
            Field::Name => "label-fide-field-name",
            Field::Federation => "label-fide-field-federation",
            Field::Sex => "label-fide-field-sex",
            Field::Title => "label-fide-field-title",
            Field::WomenTitle => "label-fide-field-women-title",
            Field::Rating => "label-fide-field-rating",
            Field::Games => "label-fide-field-games",
            Field::K => "label-fide-field-k",
            Field::BirthYear => "label-fide-field-birth-year",
            Field::Line => "label-fide-field-line",
        }
    }
}

struct Label(&'static str);

impl arbitro_i18n::Message for Label {
    fn code(&self) -> &str {
        self.0
    }
}

/// What is wrong on a bad line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Problem {
    /// A field the entry cannot do without is empty.
    Missing {
        /// Which.
        field: Field,
    },
    /// A field holds something it cannot hold (letters in a number, a
    /// rating of 9999, a federation of two letters…).
    Invalid {
        /// Which.
        field: Field,
        /// What it holds, as read.
        value: String,
    },
    /// The line ends before the columns the header announces.
    TooShort {
        /// Characters on the line.
        length: usize,
        /// Characters the player's ID and name need at least.
        needed: usize,
    },
    /// The line is not valid UTF-8 in a list written in UTF-8 (the line
    /// mixes encodings, or was saved in another one): read as Windows-1252
    /// it would garble its UTF-8 letters, so it is refused, never guessed.
    Encoding {
        /// The first byte that is not UTF-8.
        byte: u8,
    },
    /// The same FIDE ID appears on an earlier line.
    DuplicateId {
        /// The FIDE ID.
        fide_id: u64,
        /// The line it first appeared on.
        first_line: u64,
    },
}

/// One bad line (or, in XML, one bad `<player>` element, by the line it
/// starts on): reported and skipped, never half read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineProblem {
    /// Line in the file (1-based).
    pub line: u64,
    /// Column of the field (1-based, in characters), for fixed-width lists.
    pub column: Option<usize>,
    /// What is wrong.
    pub problem: Problem,
}

/// Anything that makes a whole list unreadable: nothing of it is used.
#[derive(Debug, thiserror::Error)]
pub enum FideError {
    /// The file could not be read.
    #[error("the list could not be read: {0}")]
    Io(#[from] std::io::Error),
    /// The file is empty.
    #[error("the file is empty")]
    Empty,
    /// The first line is not the header of a FIDE TXT list.
    #[error("line {line}: not the header of a FIDE rating list (expected 'ID Number  Name …')")]
    NotAHeader {
        /// The line read as header.
        line: u64,
    },
    /// The header lacks a column every list has.
    #[error("line {line}: the header has no '{column}' column")]
    MissingColumn {
        /// The header's line.
        line: u64,
        /// The column's name as the lists print it.
        column: &'static str,
    },
    /// A list of one rate (standard, rapid or blitz) that does not say which.
    #[error("this list carries one rating per player but does not say whether standard, rapid or blitz")]
    RateUnknown,
    /// The XML is not well formed (the file is damaged or cut short).
    #[error("line {line}: the XML is not well formed: {detail}")]
    Xml {
        /// The line where reading stopped.
        line: u64,
        /// What the XML reader said.
        detail: String,
    },
    /// The XML document is not a FIDE players list.
    #[error("line {line}: <{element}> is not a FIDE players list (expected <playerslist>)")]
    NotAPlayersList {
        /// The line of the root element.
        line: u64,
        /// The root element found.
        element: String,
    },
}

impl arbitro_i18n::Message for LineProblem {
    fn code(&self) -> &str {
        match &self.problem {
            Problem::Missing { .. } => "ratings-line-missing",
            Problem::Invalid { .. } => "ratings-line-invalid",
            Problem::TooShort { .. } => "ratings-line-too-short",
            Problem::Encoding { .. } => "ratings-line-encoding",
            Problem::DuplicateId { .. } => "ratings-line-duplicate-id",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        let mut args = vec![("line", Arg::from(self.line))];
        args.push(("column", Arg::from(self.column.unwrap_or(0))));
        match &self.problem {
            Problem::Missing { field } => args.push(("field", Arg::boxed(Label(field.label())))),
            Problem::Invalid { field, value } => {
                args.push(("field", Arg::boxed(Label(field.label()))));
                args.push(("value", Arg::from(value)));
            }
            Problem::TooShort { length, needed } => {
                args.push(("length", Arg::from(*length)));
                args.push(("needed", Arg::from(*needed)));
            }
            Problem::Encoding { byte } => args.push(("byte", Arg::from(format!("{byte:02X}")))),
            Problem::DuplicateId { fide_id, first_line } => {
                args.push(("id", Arg::from(fide_id.to_string())));
                args.push(("first", Arg::from(*first_line)));
            }
        }
        args
    }
}

impl arbitro_i18n::Message for FideError {
    fn code(&self) -> &str {
        match self {
            FideError::Io(_) => "ratings-list-io",
            FideError::Empty => "ratings-list-empty",
            FideError::NotAHeader { .. } => "ratings-list-not-a-header",
            FideError::MissingColumn { .. } => "ratings-list-missing-column",
            FideError::RateUnknown => "ratings-list-rate-unknown",
            FideError::Xml { .. } => "ratings-list-xml",
            FideError::NotAPlayersList { .. } => "ratings-list-not-players",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::{Arg, IoProblem};
        match self {
            FideError::Io(source) => vec![("problem", Arg::boxed(IoProblem(source)))],
            FideError::Empty | FideError::RateUnknown => Vec::new(),
            FideError::NotAHeader { line } => vec![("line", Arg::from(*line))],
            FideError::MissingColumn { line, column } => {
                vec![("line", Arg::from(*line)), ("column", Arg::from(*column))]
            }
            FideError::Xml { line, detail } => {
                vec![("line", Arg::from(*line)), ("detail", Arg::from(detail))]
            }
            FideError::NotAPlayersList { line, element } => {
                vec![("line", Arg::from(*line)), ("element", Arg::from(element))]
            }
        }
    }
}
