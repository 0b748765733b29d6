//! What a file is meant to be decides which encodings are read.

use serde::{Deserialize, Serialize};

/// The kind of text file being read. It decides what happens to bytes that
/// are not UTF-8:
///
/// * [`Format::Csv`] and [`Format::Trf`] hold people's names. Bytes that are
///   not UTF-8 are read as Windows-1252 only when every character they give
///   could be part of a name or of the text around it: a Latin letter
///   (`á é í ó ú ñ ü ç à è ò ï ø ß…`, `Š Œ Ž`), `ª º ·`, an apostrophe `’`
///   after a one-letter word (`O’Brien`, `D’Angelo`), or `¡ ¿ ‘ “ ” – — … °
///   €` and the no-break space where they do not split a word. Anything
///   else is refused at its line and byte: a DOS (code page 850) or Mac file
///   read as Windows-1252 would turn `Pérez` into `P‚rez` or `PŽrez`, and a
///   silently mangled name is worse than a refusal. A file that mixes UTF-8
///   letters with other bytes is refused too (two encodings in one file).
/// * [`Format::Pgn`]: the PGN standard's character set is ISO 8859-1, so any
///   byte that Windows-1252 defines is read as Windows-1252 (the superset of
///   ISO 8859-1 that real files use), with a notice.
/// * [`Format::Json`] (decks, game records, exports) and [`Format::Plain`]
///   must be UTF-8, as JSON is defined and as arbitro writes them: other
///   bytes are refused at their line and byte.
///
/// Every format accepts a UTF-8 byte-order mark (dropped) and UTF-16 with its
/// byte-order mark (with a notice).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// A spreadsheet's CSV (players lists).
    Csv,
    /// A FIDE Tournament Report File.
    Trf,
    /// Portable Game Notation.
    Pgn,
    /// JSON: decks, game records, precedent exports, form data.
    Json,
    /// Any other text (perft lists, pairing-engine output).
    Plain,
}

/// How bytes that are not UTF-8 are treated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Legacy {
    /// Windows-1252 when every character could be part of a name.
    Names,
    /// Windows-1252 for every byte it defines.
    AnyLatin,
    /// Refused.
    Refused,
}

impl Format {
    /// The format a file's name suggests: `.csv`, `.trf`/`.txt`, `.pgn`,
    /// `.json`; anything else is [`Format::Plain`].
    pub fn for_file_name(name: &str) -> Format {
        let ext = name
            .rsplit_once('.')
            .map(|(_, e)| e.to_ascii_lowercase())
            .unwrap_or_default();
        match ext.as_str() {
            "csv" => Format::Csv,
            "trf" | "txt" => Format::Trf,
            "pgn" => Format::Pgn,
            "json" => Format::Json,
            _ => Format::Plain,
        }
    }

    pub(crate) fn legacy(self) -> Legacy {
        match self {
            Format::Csv | Format::Trf => Legacy::Names,
            Format::Pgn => Legacy::AnyLatin,
            Format::Json | Format::Plain => Legacy::Refused,
        }
    }
}
