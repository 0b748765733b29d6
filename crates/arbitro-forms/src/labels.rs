//! Label texts, one TOML file per language (`forms/labels/es.toml`,
//! `forms/labels/en.toml`). Nested tables give dotted keys: `[scoresheet]`
//! `title = "…"` is the label `scoresheet.title`. Layouts and renderers name
//! labels by key; no label text lives in code.

use std::collections::BTreeMap;

use crate::error::{FormsError, Location};
use crate::layout::line_col;

/// A language the forms are printed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// Spanish, the official language of the rulebook (AM-AB).
    Es,
    /// English.
    En,
}

impl Lang {
    /// Every supported language.
    pub const ALL: [Lang; 2] = [Lang::Es, Lang::En];

    /// The ISO 639-1 code, also the label file's stem.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Es => "es",
            Lang::En => "en",
        }
    }

    /// Parses `es` or `en` (any case).
    pub fn parse(text: &str) -> Option<Lang> {
        match text.to_ascii_lowercase().as_str() {
            "es" => Some(Lang::Es),
            "en" => Some(Lang::En),
            _ => None,
        }
    }
}

/// Labels the program uses itself (page numbers, number and date formats,
/// result marks, the rulebook line), on top of those the layouts name.
pub const RENDERER_KEYS: &[&str] = &[
    "common.form",
    "common.page_of",
    "common.sheet_of",
    "common.generated_by",
    "common.rulebook",
    "common.register_head",
    "format.date",
    "format.decimal",
    "result.white_wins",
    "result.draw",
    "result.black_wins",
    "result.white_forfeit_win",
    "result.black_forfeit_win",
    "result.double_forfeit",
    "result.unplayed",
    "side.white",
    "side.black",
    "side.white_letter",
    "side.black_letter",
    "family.fide",
    "family.chess960",
    "family.am-classic",
    "family.am-advanced",
    "family.ed",
    "deck.summary.ok",
    "deck.summary.missing",
    "deck.summary.damaged",
    "deck.summary.marked",
    "deck.summary.unchecked",
    "deck.summary.count",
];

/// The labels of one language.
#[derive(Debug, Clone)]
pub struct Labels {
    file: String,
    lang: Lang,
    texts: BTreeMap<String, String>,
}

impl Labels {
    /// Parses a label file; `file` names it in errors.
    pub fn parse(file: &str, lang: Lang, text: &str) -> Result<Labels, FormsError> {
        let table: toml::Table = toml::from_str(text).map_err(|e| FormsError::Labels {
            at: Location {
                file: file.to_string(),
                field: String::new(),
                line_col: e.span().map(|s| line_col(text, s.start)),
            },
            message: e.message().to_string(),
        })?;
        let mut texts = BTreeMap::new();
        flatten(file, "", &table, &mut texts)?;
        Ok(Labels {
            file: file.to_string(),
            lang,
            texts,
        })
    }

    /// The file the labels came from.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The language of these labels.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether `key` has a text.
    pub fn has(&self, key: &str) -> bool {
        self.texts.contains_key(key)
    }

    /// The text of `key`. Every key a layout or renderer uses is checked when
    /// a form set loads, so a missing key here is a programming error; it
    /// prints as nothing rather than failing a print run.
    pub fn get(&self, key: &str) -> &str {
        self.texts.get(key).map(String::as_str).unwrap_or("")
    }

    /// The text of `key` if it exists (used for optional labels such as
    /// tie-break acronyms, which may fall back on the acronym itself).
    pub fn lookup(&self, key: &str) -> Option<&str> {
        self.texts.get(key).map(String::as_str)
    }

    /// The text of `key` with each `{name}` replaced by its value.
    pub fn fill(&self, key: &str, values: &[(&str, &str)]) -> String {
        let mut text = self.get(key).to_string();
        for (name, value) in values {
            text = text.replace(&format!("{{{name}}}"), value);
        }
        text
    }

    /// Checks that every key in `uses` exists: `uses` pairs where the key is
    /// used (file and field) with the key.
    pub fn check_keys(&self, uses: &[(Location, String)]) -> Result<(), FormsError> {
        for (used_at, key) in uses {
            if !self.has(key) {
                return Err(FormsError::Labels {
                    at: Location {
                        file: self.file.clone(),
                        field: key.clone(),
                        line_col: None,
                    },
                    message: format!("missing label (used by {used_at})"),
                });
            }
        }
        Ok(())
    }
}

fn flatten(
    file: &str,
    prefix: &str,
    table: &toml::Table,
    out: &mut BTreeMap<String, String>,
) -> Result<(), FormsError> {
    for (name, value) in table {
        let key = if prefix.is_empty() {
            name.clone()
        } else {
            format!("{prefix}.{name}")
        };
        match value {
            toml::Value::String(text) => {
                out.insert(key, text.clone());
            }
            toml::Value::Table(inner) => flatten(file, &key, inner, out)?,
            other => {
                return Err(FormsError::Labels {
                    at: Location {
                        file: file.to_string(),
                        field: key,
                        line_col: None,
                    },
                    message: format!("a label must be a string, found {}", other.type_str()),
                });
            }
        }
    }
    Ok(())
}
