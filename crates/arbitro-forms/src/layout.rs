//! What every layout file shares: the page (code, title, orientation,
//! margins, type sizes), labelled field grids, table columns, and the checks
//! that turn a bad value into an error naming the file and the field.
//!
//! Units: vertical sizes are millimetres; horizontal positions and widths of
//! grid fields are percentages of the printable width, and table column
//! widths are relative weights, so one layout fits A4 and US Letter.

use serde::Deserialize;
use serde::de::DeserializeOwned;

use crate::canvas::Align;
use crate::error::{FormsError, Location};

/// 1-based line and column of byte `offset` in `text`.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map(|l| l.chars().count()).unwrap_or(0) + 1;
    (line, column)
}

/// Deserialises a layout file, naming the field (and line) of any error.
pub fn parse_toml<T: DeserializeOwned>(file: &str, text: &str) -> Result<T, FormsError> {
    let at = |field: String, span: Option<std::ops::Range<usize>>| Location {
        file: file.to_string(),
        field,
        line_col: span.map(|s| line_col(text, s.start)),
    };
    let de = toml::Deserializer::parse(text).map_err(|e| FormsError::Layout {
        at: at(String::new(), e.span()),
        message: e.message().trim().to_string(),
    })?;
    serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let field = if path == "." { String::new() } else { path };
        let inner = e.into_inner();
        FormsError::Layout {
            at: at(field, inner.span()),
            message: inner.message().trim().to_string(),
        }
    })
}

/// Page orientation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Orientation {
    /// Taller than wide.
    #[default]
    Portrait,
    /// Wider than tall.
    Landscape,
}

/// Page margins in millimetres.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Margins {
    /// Top margin.
    pub top: f32,
    /// Bottom margin.
    pub bottom: f32,
    /// Left margin.
    pub left: f32,
    /// Right margin.
    pub right: f32,
}

/// Type sizes in points.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FontSizes {
    /// The form's title.
    pub title: f32,
    /// The line under the title.
    pub subtitle: f32,
    /// Captions of fields and column headings.
    pub label: f32,
    /// Values written in fields.
    pub value: f32,
    /// Text in table cells.
    pub cell: f32,
    /// Footers, legends and notes.
    pub small: f32,
}

/// The page every form shares: identification, orientation, margins, type.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PageSpec {
    /// The form's code, printed in the top-right box (e.g. `AM-AD/1`).
    pub code: String,
    /// Label key of the title.
    pub title: String,
    /// Label key of the line under the title.
    #[serde(default)]
    pub subtitle: Option<String>,
    /// Portrait or landscape.
    #[serde(default)]
    pub orientation: Orientation,
    /// Margins in millimetres.
    pub margins: Margins,
    /// Type sizes in points.
    pub fonts: FontSizes,
    /// Height of the title band in millimetres.
    pub band_height: f32,
    /// Height of the footer line in millimetres.
    pub footer_height: f32,
}

/// How a grid field shows its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FieldKind {
    /// Caption and written value.
    #[default]
    Text,
    /// Caption and the three result boxes (1-0, ½-½, 0-1), the game's
    /// result crossed.
    Result,
    /// Caption at the foot of a space left for a signature.
    Signature,
}

/// One labelled box of a field grid.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FieldSpec {
    /// Label key of the caption (none: no caption).
    #[serde(default)]
    pub label: Option<String>,
    /// Which datum fills the box (none: left blank to write in).
    #[serde(default)]
    pub source: Option<String>,
    /// Left edge, percent of the printable width.
    pub x: f32,
    /// Width, percent of the printable width.
    pub w: f32,
    /// First grid row (0-based, may be fractional).
    pub row: f32,
    /// Height in grid rows.
    #[serde(default = "one")]
    pub rows: f32,
    /// How the value is shown.
    #[serde(default)]
    pub kind: FieldKind,
    /// Alignment of the value.
    #[serde(default = "left")]
    pub align: Align,
    /// Value in bold.
    #[serde(default)]
    pub bold: bool,
    /// Draw the field only for games of these families (`fide`,
    /// `chess960`, `am-classic`, `am-advanced`, `ed`); fields for different
    /// families may share a place. Absent: always.
    #[serde(default)]
    pub families: Option<Vec<crate::model::GameFamily>>,
}

fn one() -> f32 {
    1.0
}

fn left() -> Align {
    Align::Left
}

/// A grid of labelled boxes (headers, footers, signature rows).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GridSpec {
    /// Height of one grid row in millimetres.
    pub row_height: f32,
    /// The boxes.
    #[serde(default)]
    pub fields: Vec<FieldSpec>,
}

impl GridSpec {
    /// Height of the grid in millimetres (its lowest box's bottom).
    pub fn height(&self) -> f32 {
        self.fields.iter().map(|f| f.row + f.rows).fold(0.0, f32::max) * self.row_height
    }
}

/// One column of a table.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ColumnSpec {
    /// Which datum the column shows.
    pub key: String,
    /// Label key of the heading.
    pub label: String,
    /// Relative width.
    pub width: f32,
    /// Alignment of the cells.
    #[serde(default = "left")]
    pub align: Align,
}

/// Validation context of one layout file: knows the file's name and collects
/// the label keys the layout uses.
pub struct Check {
    file: String,
    labels: Vec<(Location, String)>,
}

impl Check {
    /// A context for `file`.
    pub fn new(file: &str) -> Check {
        Check {
            file: file.to_string(),
            labels: Vec::new(),
        }
    }

    /// The file being checked.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// Label keys used, with where.
    pub fn into_label_uses(self) -> Vec<(Location, String)> {
        self.labels
    }

    /// An error at `field`.
    pub fn error(&self, field: impl Into<String>, message: impl Into<String>) -> FormsError {
        FormsError::layout(&self.file, field, message)
    }

    /// Records that `field` uses the label `key`.
    pub fn label(&mut self, field: impl Into<String>, key: &str) -> Result<(), FormsError> {
        let field = field.into();
        if key.trim().is_empty() {
            return Err(self.error(field, "a label key cannot be empty"));
        }
        self.labels.push((
            Location {
                file: self.file.clone(),
                field,
                line_col: None,
            },
            key.to_string(),
        ));
        Ok(())
    }

    /// `value` must be a finite number above zero.
    pub fn positive(&self, field: impl Into<String>, value: f32) -> Result<(), FormsError> {
        if value.is_finite() && value > 0.0 {
            Ok(())
        } else {
            Err(self.error(field, format!("must be a number above zero, found {value}")))
        }
    }

    /// `value` must be a finite number, zero or above.
    pub fn non_negative(&self, field: impl Into<String>, value: f32) -> Result<(), FormsError> {
        if value.is_finite() && value >= 0.0 {
            Ok(())
        } else {
            Err(self.error(field, format!("must be zero or above, found {value}")))
        }
    }

    /// `value` must be one of `allowed`.
    pub fn one_of<S: AsRef<str>>(
        &self,
        field: impl Into<String>,
        value: &str,
        allowed: &[S],
    ) -> Result<(), FormsError> {
        if allowed.iter().any(|a| a.as_ref() == value) {
            Ok(())
        } else {
            let list: Vec<&str> = allowed.iter().map(AsRef::as_ref).collect();
            Err(self.error(
                field,
                format!("unknown value `{value}`; expected one of: {}", list.join(", ")),
            ))
        }
    }

    /// Checks the page section.
    pub fn page(&mut self, page: &PageSpec) -> Result<(), FormsError> {
        if page.code.trim().is_empty() {
            return Err(self.error("page.code", "the form code cannot be empty"));
        }
        self.label("page.title", &page.title)?;
        if let Some(subtitle) = &page.subtitle {
            self.label("page.subtitle", subtitle)?;
        }
        let m = &page.margins;
        for (name, value) in [
            ("top", m.top),
            ("bottom", m.bottom),
            ("left", m.left),
            ("right", m.right),
        ] {
            self.non_negative(format!("page.margins.{name}"), value)?;
        }
        let f = &page.fonts;
        for (name, value) in [
            ("title", f.title),
            ("subtitle", f.subtitle),
            ("label", f.label),
            ("value", f.value),
            ("cell", f.cell),
            ("small", f.small),
        ] {
            self.positive(format!("page.fonts.{name}"), value)?;
            if value > 72.0 {
                return Err(self.error(
                    format!("page.fonts.{name}"),
                    format!("{value} pt is not a form's type size"),
                ));
            }
        }
        self.positive("page.band_height", page.band_height)?;
        self.positive("page.footer_height", page.footer_height)?;
        Ok(())
    }

    /// Checks a field grid whose sources must be among `sources`.
    pub fn grid<S: AsRef<str>>(
        &mut self,
        name: &str,
        grid: &GridSpec,
        sources: &[S],
    ) -> Result<(), FormsError> {
        self.positive(format!("{name}.row_height"), grid.row_height)?;
        for (i, field) in grid.fields.iter().enumerate() {
            let at = format!("{name}.fields[{i}]");
            if let Some(label) = &field.label {
                self.label(format!("{at}.label"), label)?;
            }
            if let Some(source) = &field.source {
                self.one_of(format!("{at}.source"), source, sources)?;
            }
            self.non_negative(format!("{at}.x"), field.x)?;
            self.positive(format!("{at}.w"), field.w)?;
            if field.x + field.w > 100.01 {
                return Err(self.error(
                    format!("{at}.w"),
                    format!(
                        "the box ends at {}% of the printable width (x {} + w {}); it must end by 100%",
                        field.x + field.w,
                        field.x,
                        field.w
                    ),
                ));
            }
            self.non_negative(format!("{at}.row"), field.row)?;
            self.positive(format!("{at}.rows"), field.rows)?;
            if field.families.as_ref().is_some_and(Vec::is_empty) {
                return Err(self.error(
                    format!("{at}.families"),
                    "list at least one family, or leave it out",
                ));
            }
        }
        Ok(())
    }

    /// Checks table columns whose keys must be among `keys`.
    pub fn columns<S: AsRef<str>>(
        &mut self,
        name: &str,
        columns: &[ColumnSpec],
        keys: &[S],
    ) -> Result<(), FormsError> {
        if columns.is_empty() {
            return Err(self.error(name, "a table needs at least one column"));
        }
        for (i, column) in columns.iter().enumerate() {
            let at = format!("{name}[{i}]");
            self.one_of(format!("{at}.key"), &column.key, keys)?;
            self.label(format!("{at}.label"), &column.label)?;
            self.positive(format!("{at}.width"), column.width)?;
        }
        Ok(())
    }
}
