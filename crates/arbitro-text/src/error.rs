//! The crate's one error: where the bytes stop being text, and why.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Bytes that are not text in any encoding the format allows, located by
/// line and byte within the line (both from 1; lines end at LF, CR LF or a
/// lone CR) and by offset in the file (from 0).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("line {line}, byte {byte}: {kind}")]
pub struct TextError {
    /// The line, from 1.
    pub line: usize,
    /// The byte within the line, from 1.
    pub byte: usize,
    /// The offset of that byte in the file, from 0.
    pub offset: usize,
    /// What is wrong there.
    pub kind: TextErrorKind,
}

/// Why the bytes are refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "problem")]
pub enum TextErrorKind {
    /// The format must be UTF-8 (JSON, or a file that starts with the UTF-8
    /// byte-order mark) and this byte does not continue UTF-8 text.
    NotUtf8 {
        /// The byte.
        value: u8,
    },
    /// Not UTF-8, and read as Windows-1252 the byte would be a character no
    /// name holds there (the file is in another encoding: DOS, Mac…).
    Unrecognised {
        /// The byte.
        value: u8,
        /// What it would be in Windows-1252.
        as_windows_1252: char,
    },
    /// UTF-8 letters and bytes of another encoding in one file.
    Mixed {
        /// The first byte that is not UTF-8.
        value: u8,
    },
    /// A byte Windows-1252 does not define (0x81, 0x8D, 0x8F, 0x90, 0x9D).
    Undefined {
        /// The byte.
        value: u8,
    },
    /// A zero byte or another control character: not a text file (or
    /// UTF-16 without its byte-order mark).
    Control {
        /// The byte.
        value: u8,
    },
    /// A spreadsheet workbook (`.xlsx`, `.ods`, `.xls`), not CSV text.
    Workbook,
    /// UTF-16 text (it starts with the UTF-16 byte-order mark) that breaks
    /// off: an odd number of bytes, or half of a surrogate pair.
    BadUtf16,
}

impl fmt::Display for TextErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextErrorKind::NotUtf8 { value } => {
                write!(f, "byte 0x{value:02X} is not UTF-8 (save the file as UTF-8)")
            }
            TextErrorKind::Unrecognised { value, as_windows_1252 } => write!(
                f,
                "byte 0x{value:02X} is not UTF-8, and in Windows-1252 it would be \"{as_windows_1252}\", which no name holds there: the file is in another encoding (save it as UTF-8)"
            ),
            TextErrorKind::Mixed { value } => write!(
                f,
                "byte 0x{value:02X} is not UTF-8, but the file has UTF-8 text before it: two encodings in one file (save it as UTF-8)"
            ),
            TextErrorKind::Undefined { value } => {
                write!(f, "byte 0x{value:02X} is neither UTF-8 nor Windows-1252 (Latin-1)")
            }
            TextErrorKind::Control { value } => write!(
                f,
                "byte 0x{value:02X} is a control character: this is not a text file (or it is UTF-16 without its byte-order mark)"
            ),
            TextErrorKind::Workbook => f.write_str(
                "this is a spreadsheet workbook, not text: save it as CSV UTF-8 (comma or semicolon delimited)",
            ),
            TextErrorKind::BadUtf16 => f.write_str("the UTF-16 text breaks off here"),
        }
    }
}

impl TextError {
    /// The error for the byte at `offset` of `bytes`.
    pub(crate) fn at(bytes: &[u8], offset: usize, kind: TextErrorKind) -> TextError {
        let (line, byte) = locate(bytes, offset);
        TextError {
            line,
            byte,
            offset,
            kind,
        }
    }
}

/// Line and byte in line (both from 1) of `offset`; LF, CR LF and a lone CR
/// each end a line.
pub(crate) fn locate(bytes: &[u8], offset: usize) -> (usize, usize) {
    let mut line = 1;
    let mut start = 0;
    let end = offset.min(bytes.len());
    let mut i = 0;
    while i < end {
        match bytes[i] {
            b'\n' => {
                line += 1;
                start = i + 1;
            }
            b'\r' if bytes.get(i + 1) != Some(&b'\n') => {
                line += 1;
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    (line, end - start + 1)
}

fn hex(value: u8) -> String {
    format!("0x{value:02X}")
}

impl arbitro_i18n::Message for TextError {
    fn code(&self) -> &str {
        match self.kind {
            TextErrorKind::NotUtf8 { .. } => "text-not-utf8",
            TextErrorKind::Unrecognised { .. } => "text-unrecognised",
            TextErrorKind::Mixed { .. } => "text-mixed",
            TextErrorKind::Undefined { .. } => "text-undefined",
            TextErrorKind::Control { .. } => "text-control",
            TextErrorKind::Workbook => "text-workbook",
            TextErrorKind::BadUtf16 => "text-bad-utf16",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        let mut args = vec![("line", Arg::from(self.line)), ("byte", Arg::from(self.byte))];
        match &self.kind {
            TextErrorKind::NotUtf8 { value }
            | TextErrorKind::Mixed { value }
            | TextErrorKind::Undefined { value }
            | TextErrorKind::Control { value } => args.push(("value", Arg::from(hex(*value)))),
            TextErrorKind::Unrecognised {
                value,
                as_windows_1252,
            } => {
                args.push(("value", Arg::from(hex(*value))));
                args.push(("char", Arg::from(as_windows_1252.to_string())));
            }
            TextErrorKind::Workbook | TextErrorKind::BadUtf16 => {}
        }
        args
    }
}

#[cfg(test)]
mod tests {
    use super::locate;

    #[test]
    fn lines_end_at_lf_crlf_and_cr() {
        let bytes = b"ab\ncd\r\nef\rgh";
        assert_eq!(locate(bytes, 0), (1, 1));
        assert_eq!(locate(bytes, 4), (2, 2));
        assert_eq!(locate(bytes, 7), (3, 1));
        assert_eq!(locate(bytes, 11), (4, 2));
    }
}
