//! The two languages of the product and how a locale name maps to one.

use serde::{Deserialize, Serialize};

/// A language the catalogue is written in. Spanish is the rulebook's official
/// language (AM-AB) and the app's default; English is its translation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// Spanish.
    #[default]
    Es,
    /// English.
    En,
}

/// A language name that is neither Spanish nor English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl std::fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Shown before any language is known: both languages, one line.
        write!(f, "'{}': idioma desconocido / unknown language (es, en)", self.0)
    }
}

impl std::error::Error for UnknownLang {}

impl Lang {
    /// Both languages, Spanish first.
    pub const ALL: [Lang; 2] = [Lang::Es, Lang::En];

    /// The ISO 639-1 code: `es` or `en`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Es => "es",
            Lang::En => "en",
        }
    }

    /// Reads a language or locale name: `es`, `EN`, `es_ES.UTF-8`, `en-GB`,
    /// `es_AR@euro`. `None` for any other language.
    pub fn parse(name: &str) -> Option<Lang> {
        let language = name
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match language.as_str() {
            "es" => Some(Lang::Es),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// The language a command-line program should speak, from the POSIX
    /// locale variables in their order of precedence (`LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`; an empty one is skipped). The first set
    /// variable decides: a Spanish locale gives Spanish; `C`, `POSIX` or any
    /// other language gives English, as other command-line tools do. With
    /// none set, English. Callers read the environment and pass the values.
    pub fn from_locale(lc_all: Option<&str>, lc_messages: Option<&str>, lang: Option<&str>) -> Lang {
        [lc_all, lc_messages, lang]
            .into_iter()
            .flatten()
            .find(|value| !value.is_empty())
            .and_then(Lang::parse)
            .unwrap_or(Lang::En)
    }
}

impl std::str::FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(name: &str) -> Result<Lang, UnknownLang> {
        Lang::parse(name).ok_or_else(|| UnknownLang(name.to_string()))
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_names() {
        for (name, lang) in [
            ("es", Some(Lang::Es)),
            ("ES", Some(Lang::Es)),
            ("es_ES.UTF-8", Some(Lang::Es)),
            ("es-AR", Some(Lang::Es)),
            ("es_ES@euro", Some(Lang::Es)),
            ("en", Some(Lang::En)),
            ("en_GB.UTF-8", Some(Lang::En)),
            ("C", None),
            ("POSIX", None),
            ("fr_FR.UTF-8", None),
            ("", None),
        ] {
            assert_eq!(Lang::parse(name), lang, "{name}");
        }
    }

    #[test]
    fn posix_precedence() {
        assert_eq!(Lang::from_locale(None, None, Some("es_ES.UTF-8")), Lang::Es);
        assert_eq!(Lang::from_locale(Some("C"), None, Some("es_ES.UTF-8")), Lang::En);
        assert_eq!(
            Lang::from_locale(Some(""), Some("es_ES"), Some("en_US")),
            Lang::Es
        );
        assert_eq!(Lang::from_locale(None, None, None), Lang::En);
        assert_eq!(Lang::from_locale(None, None, Some("de_DE.UTF-8")), Lang::En);
    }

    #[test]
    fn from_str_names_the_bad_value() {
        let err = "fr".parse::<Lang>().unwrap_err();
        assert!(err.to_string().contains("'fr'"));
    }
}
