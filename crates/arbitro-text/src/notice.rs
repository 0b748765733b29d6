//! What the reader is told when a file was not UTF-8.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The encoding a file was read in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Encoding {
    /// UTF-8 (with or without byte-order mark).
    Utf8,
    /// UTF-16, little-endian, with byte-order mark.
    Utf16Le,
    /// UTF-16, big-endian, with byte-order mark.
    Utf16Be,
    /// Windows-1252, the superset of ISO 8859-1 (Latin-1) that Windows
    /// programs write in Western Europe.
    Windows1252,
}

impl Encoding {
    /// The encoding's usual name.
    pub const fn name(self) -> &'static str {
        match self {
            Encoding::Utf8 => "UTF-8",
            Encoding::Utf16Le => "UTF-16LE",
            Encoding::Utf16Be => "UTF-16BE",
            Encoding::Windows1252 => "Windows-1252 (Latin-1)",
        }
    }
}

/// A file was read in another encoding than UTF-8: which one, and the first
/// words that changed in the conversion, for the organiser to check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notice {
    /// The encoding the file was read in.
    pub encoding: Encoding,
    /// The first distinct words with converted characters (at most three).
    pub samples: Vec<Sample>,
}

/// A converted word and the line it is on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sample {
    /// The line, from 1.
    pub line: usize,
    /// The word as read.
    pub word: String,
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "read as {} (not UTF-8)", self.encoding.name())?;
        if !self.samples.is_empty() {
            let words: Vec<String> = self
                .samples
                .iter()
                .map(|s| format!("\"{}\" (line {})", s.word, s.line))
                .collect();
            write!(f, "; check the converted names: {}", words.join(", "))?;
        }
        Ok(())
    }
}

impl arbitro_i18n::Message for Sample {
    fn code(&self) -> &str {
        "text-sample"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        vec![("word", Arg::from(&self.word)), ("line", Arg::from(self.line))]
    }
}

impl arbitro_i18n::Message for Notice {
    fn code(&self) -> &str {
        "text-read-as"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::{Arg, Message};
        vec![
            ("encoding", Arg::from(self.encoding.name())),
            ("count", Arg::from(self.samples.len())),
            (
                "samples",
                Arg::List(self.samples.iter().map(|s| s as &dyn Message).collect()),
            ),
        ]
    }
}
