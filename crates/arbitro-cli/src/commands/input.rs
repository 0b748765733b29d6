//! Reading the files and the text the user hands the commands: every file
//! goes through `arbitro-text` (UTF-8 with or without byte-order mark,
//! UTF-16, Windows-1252 where the format allows it), its notice printed on
//! standard error in the user's language; the user's language also decides
//! which piece letters typed moves are read with.

use std::path::Path;

use arbitro_i18n::{Lang, localized};
use arbitro_rules::{RulesError, Ruleset};
use arbitro_text::{Decoded, Format};
use clap::ValueEnum;

use crate::error::CliError;

/// The user's language: the run's (`--lang`, else the POSIX locale).
pub fn user_lang() -> Lang {
    crate::say::lang()
}

/// Reads a file as text of `format`; a file that was not UTF-8 is read with
/// a notice on standard error naming the encoding.
pub fn read_text_as(path: &Path, format: Format) -> Result<String, CliError> {
    let decoded = read_decoded(path, format)?;
    if let Some(notice) = &decoded.notice {
        eprintln!("arbitro: {}: {}", path.display(), localized(user_lang(), notice));
    }
    Ok(decoded.text)
}

/// Reads a file as text, its format told by its name (`.csv`, `.trf`,
/// `.pgn`, `.json`; anything else must be UTF-8).
pub fn read_text(path: &Path) -> Result<String, CliError> {
    read_text_as(path, Format::for_file_name(&path.to_string_lossy()))
}

/// Reads a file's bytes and decodes them, without printing the notice.
pub fn read_decoded(path: &Path, format: Format) -> Result<Decoded, CliError> {
    let bytes = std::fs::read(path).map_err(|source| CliError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    arbitro_text::decode(bytes, format).map_err(|source| CliError::Text {
        path: path.to_path_buf(),
        source,
    })
}

/// A ruleset on the command line.
#[derive(Debug, Clone, Copy, Default, ValueEnum)]
pub enum RulesetArg {
    /// FIDE Laws (FI-*).
    #[default]
    Fide,
    /// Online policy (ON-1..ON-3).
    Online,
}

impl From<RulesetArg> for Ruleset {
    fn from(r: RulesetArg) -> Ruleset {
        match r {
            RulesetArg::Fide => Ruleset::Fide,
            RulesetArg::Online => Ruleset::Online,
        }
    }
}

pub(crate) fn in_file(path: &Path, err: RulesError) -> CliError {
    CliError::RulesIn {
        path: path.to_path_buf(),
        source: err,
    }
}

/// Reads a file as text (PGN by its name, other files as UTF-8), through
/// `arbitro-text`.
pub(crate) fn read_file(path: &Path) -> Result<String, CliError> {
    read_text(path)
}
