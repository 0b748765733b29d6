//! Reading the files and the text the user hands the commands: every file
//! goes through `arbitro-text` (UTF-8 with or without byte-order mark,
//! UTF-16, Windows-1252 where the format allows it), its notice printed on
//! standard error in the user's language; the user's language also decides
//! which piece letters typed moves are read with.

use std::io::BufRead as _;
use std::path::{Path, PathBuf};

use arbitro_i18n::{Lang, localized};
use arbitro_rules::{RulesError, Ruleset};
use arbitro_text::{Decoded, Encoding, Format};
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

/// How much text a block of [`LineBlocks`] holds at least (whole lines):
/// small, since the games of a block are read before the first is replayed.
const BLOCK: usize = 64 << 10;

/// A file read as blocks of whole lines, in constant memory (see
/// [`line_blocks`]).
pub struct LineBlocks {
    path: PathBuf,
    reader: std::io::BufReader<std::fs::File>,
    error: Option<std::io::Error>,
}

/// The file as blocks of whole lines if every byte of it reads as it would
/// through [`read_text`] (UTF-8 without byte-order mark, no control
/// character): a first pass checks it block by block. `None` for any other
/// file, which the caller reads whole, so that its encoding is decided
/// over all of it and its notice or error is the usual one.
pub fn line_blocks(path: &Path) -> Result<Option<LineBlocks>, CliError> {
    let format = Format::for_file_name(&path.to_string_lossy());
    let mut check = LineBlocks::open(path)?;
    let mut first = true;
    while let Some(block) = check.next_bytes() {
        let marked = first
            && (block.starts_with(b"\xEF\xBB\xBF")
                || block.starts_with(b"\xFF\xFE")
                || block.starts_with(b"\xFE\xFF"));
        first = false;
        let plain = matches!(
            arbitro_text::decode(block, format),
            Ok(Decoded {
                encoding: Encoding::Utf8,
                notice: None,
                ..
            })
        );
        if marked || !plain {
            return Ok(None);
        }
    }
    check.finish()?;
    LineBlocks::open(path).map(Some)
}

impl LineBlocks {
    fn open(path: &Path) -> Result<LineBlocks, CliError> {
        let file = std::fs::File::open(path).map_err(|source| CliError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        Ok(LineBlocks {
            path: path.to_path_buf(),
            reader: std::io::BufReader::with_capacity(BLOCK, file),
            error: None,
        })
    }

    fn next_bytes(&mut self) -> Option<Vec<u8>> {
        let mut block = Vec::with_capacity(BLOCK + 4096);
        while block.len() < BLOCK && self.error.is_none() {
            match self.reader.read_until(b'\n', &mut block) {
                Ok(0) => break,
                Ok(_) => {}
                Err(err) => self.error = Some(err),
            }
        }
        (!block.is_empty() && self.error.is_none()).then_some(block)
    }

    /// The read error that ended the blocks early, if any.
    pub fn finish(self) -> Result<(), CliError> {
        match self.error {
            None => Ok(()),
            Some(source) => Err(CliError::Io {
                path: self.path,
                source,
            }),
        }
    }
}

impl Iterator for LineBlocks {
    type Item = String;

    fn next(&mut self) -> Option<String> {
        let block = self.next_bytes()?;
        match String::from_utf8(block) {
            Ok(text) => Some(text),
            Err(_) => {
                // Checked before: the file changed while it was read.
                self.error = Some(std::io::Error::from(std::io::ErrorKind::InvalidData));
                None
            }
        }
    }
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
