//! Label texts: the catalogue's `form-…` messages, one per key in each
//! language (`messages/es/form.ftl`, `messages/en/form.ftl`). Layouts and
//! renderers name labels by dotted key (`scoresheet.title`); no label text
//! lives in code.

use std::collections::BTreeMap;

use crate::error::{FormsError, Location};

/// A language the forms are printed in: the catalogue's own.
pub use arbitro_i18n::Lang;

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

/// The labels of one language: the catalogue's `form-…` messages
/// (`messages/es/form.ftl`, `messages/en/form.ftl`), the same catalogue the
/// app and the CLI speak from. A layout's key `scoresheet.title` is the
/// message `form-scoresheet-title` (dots and underscores become hyphens).
#[derive(Debug, Clone)]
pub struct Labels {
    file: String,
    lang: Lang,
    texts: BTreeMap<String, String>,
}

/// The catalogue's language for a form's.
fn catalogue_lang(lang: Lang) -> arbitro_i18n::Lang {
    match lang {
        Lang::Es => arbitro_i18n::Lang::Es,
        Lang::En => arbitro_i18n::Lang::En,
    }
}

/// The catalogue id of a label key.
pub fn message_id(key: &str) -> String {
    format!("form-{}", key.replace(['.', '_'], "-"))
}

/// A label as a catalogue message, with the values it is filled with.
struct LabelMessage<'a> {
    id: String,
    values: &'a [(&'a str, &'a str)],
}

impl arbitro_i18n::Message for LabelMessage<'_> {
    fn code(&self) -> &str {
        &self.id
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        self.values
            .iter()
            .map(|(name, value)| (*name, arbitro_i18n::Arg::from(*value)))
            .collect()
    }
}

impl Labels {
    /// The labels of `lang`, from the catalogue.
    pub fn catalogue(lang: Lang) -> Labels {
        let i18n = catalogue_lang(lang);
        let texts = arbitro_i18n::codes(i18n)
            .into_iter()
            .filter(|id| id.starts_with("form-"))
            .filter_map(|id| {
                let message = LabelMessage {
                    id: id.clone(),
                    values: &[],
                };
                // Labels with placeholders are rendered by `fill`.
                arbitro_i18n::try_render(i18n, &message)
                    .ok()
                    .map(|text| (id, text))
            })
            .collect();
        Labels {
            file: format!("messages/{}/form.ftl", lang.code()),
            lang,
            texts,
        }
    }

    /// The catalogue file the labels come from.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The language of these labels.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether `key` has a text.
    pub fn has(&self, key: &str) -> bool {
        arbitro_i18n::has_text(catalogue_lang(self.lang), &message_id(key))
    }

    /// The text of `key`. Every key a layout or renderer uses is checked when
    /// a form set loads, so a missing key here is a programming error; it
    /// prints as nothing rather than failing a print run.
    pub fn get(&self, key: &str) -> &str {
        self.texts.get(&message_id(key)).map(String::as_str).unwrap_or("")
    }

    /// The text of `key` if it exists (used for optional labels such as
    /// tie-break acronyms, which may fall back on the acronym itself).
    pub fn lookup(&self, key: &str) -> Option<&str> {
        self.texts.get(&message_id(key)).map(String::as_str)
    }

    /// The text of `key` with its placeholders (`{ $name }`) filled.
    pub fn fill(&self, key: &str, values: &[(&str, &str)]) -> String {
        let message = LabelMessage {
            id: message_id(key),
            values,
        };
        arbitro_i18n::try_render(catalogue_lang(self.lang), &message).unwrap_or_default()
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
                    message: format!("missing label {} (used by {used_at})", message_id(key)),
                });
            }
        }
        Ok(())
    }
}
