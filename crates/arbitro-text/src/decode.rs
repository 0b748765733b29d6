//! Detection and decoding: UTF-8 (byte-order mark dropped), UTF-16 by its
//! byte-order mark, Windows-1252 by the rule of the format.

use crate::error::{TextError, TextErrorKind};
use crate::format::{Format, Legacy};
use crate::notice::{Encoding, Notice, Sample};

const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// How many converted words a notice shows.
const SAMPLES: usize = 3;

/// A file's text and how it was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decoded {
    /// The text, without byte-order mark.
    pub text: String,
    /// The encoding it was read in.
    pub encoding: Encoding,
    /// Set when the encoding was not UTF-8: what to tell the reader.
    pub notice: Option<Notice>,
}

/// Decodes a file's bytes as the text `format` expects (see [`Format`] for
/// the rule of each format), or says at which line and byte they stop being
/// text.
pub fn decode(mut bytes: Vec<u8>, format: Format) -> Result<Decoded, TextError> {
    if is_workbook(&bytes) {
        return Err(TextError::at(&bytes, 0, TextErrorKind::Workbook));
    }
    if bytes.starts_with(b"\xFF\xFE") {
        return utf16(&bytes, Encoding::Utf16Le);
    }
    if bytes.starts_with(b"\xFE\xFF") {
        return utf16(&bytes, Encoding::Utf16Be);
    }
    let bom = bytes.starts_with(UTF8_BOM);
    if bom {
        bytes.drain(..UTF8_BOM.len());
    }
    // Errors are located in the file as it was, byte-order mark included.
    let shift = |mut e: TextError| {
        if bom {
            e.offset += UTF8_BOM.len();
            if e.line == 1 {
                e.byte += UTF8_BOM.len();
            }
        }
        e
    };
    if let Some(offset) = control_byte(&bytes) {
        let value = bytes[offset];
        return Err(shift(TextError::at(
            &bytes,
            offset,
            TextErrorKind::Control { value },
        )));
    }
    match String::from_utf8(bytes) {
        Ok(text) => Ok(Decoded {
            text,
            encoding: Encoding::Utf8,
            notice: None,
        }),
        Err(err) => {
            let offset = err.utf8_error().valid_up_to();
            let bytes = err.into_bytes();
            let value = bytes[offset];
            match format.legacy() {
                _ if bom => Err(shift(TextError::at(
                    &bytes,
                    offset,
                    TextErrorKind::NotUtf8 { value },
                ))),
                Legacy::Refused => Err(TextError::at(&bytes, offset, TextErrorKind::NotUtf8 { value })),
                legacy => windows_1252(&bytes, legacy, offset),
            }
        }
    }
}

/// `text` without a leading UTF-8 byte-order mark (for text that was
/// already read as UTF-8 elsewhere).
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// A zip (`.xlsx`, `.ods`) or OLE2 (`.xls`) container.
fn is_workbook(bytes: &[u8]) -> bool {
    bytes.starts_with(b"PK\x03\x04") || bytes.starts_with(b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1")
}

/// Text may hold tabs, line ends, form feeds and the DOS end-of-file mark;
/// any other control character means the bytes are not text.
fn is_control(c: u32) -> bool {
    c < 0x20 && !matches!(c, 0x09 | 0x0A | 0x0C | 0x0D | 0x1A)
}

fn control_byte(bytes: &[u8]) -> Option<usize> {
    bytes.iter().position(|&b| is_control(u32::from(b)))
}

fn utf16(bytes: &[u8], encoding: Encoding) -> Result<Decoded, TextError> {
    let body = &bytes[2..];
    let units: Vec<u16> = body
        .chunks(2)
        .map(|pair| match (encoding, pair) {
            (Encoding::Utf16Be, [hi, lo]) => u16::from_be_bytes([*hi, *lo]),
            (_, [lo, hi]) => u16::from_le_bytes([*lo, *hi]),
            // An odd byte at the end: a lone surrogate stands for "broken".
            _ => 0xD800,
        })
        .collect();
    let mut text = String::with_capacity(units.len());
    let (mut line, mut column, mut after_cr) = (1usize, 0usize, false);
    for (index, unit) in char::decode_utf16(units.iter().copied()).enumerate() {
        let offset = 2 + 2 * index;
        let error = |kind| TextError {
            line,
            byte: 2 * column + 1 + if line == 1 { 2 } else { 0 },
            offset,
            kind,
        };
        let c = unit.map_err(|_| error(TextErrorKind::BadUtf16))?;
        if is_control(u32::from(c)) {
            let value = u8::try_from(u32::from(c)).unwrap_or(0);
            return Err(error(TextErrorKind::Control { value }));
        }
        match c {
            '\n' if after_cr => {}
            '\n' | '\r' => {
                line += 1;
                column = 0;
            }
            _ => column += 1,
        }
        after_cr = c == '\r';
        text.push(c);
    }
    let text = match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    };
    Ok(Decoded {
        text,
        encoding,
        notice: Some(Notice {
            encoding,
            samples: Vec::new(),
        }),
    })
}

/// Letters of the Latin alphabets that Windows-1252 holds.
fn is_latin_letter(c: char) -> bool {
    matches!(c, 'À'..='Ö' | 'Ø'..='ö' | 'ø'..='ÿ' | 'Š' | 'š' | 'Œ' | 'œ' | 'Ž' | 'ž' | 'Ÿ')
}

/// Whether `c`, read from Windows-1252 between `prev` and `next`, could be
/// part of a name or of the text around names (see [`Format`]).
/// `word_before` is the number of letters right before `c`.
fn could_be_in_a_name(prev: Option<char>, c: char, next: Option<char>, word_before: usize) -> bool {
    let letter = |x: Option<char>| x.is_some_and(char::is_alphabetic);
    let splits_a_word = letter(prev) && letter(next);
    match c {
        _ if c.is_ascii() || is_latin_letter(c) => true,
        'ª' | 'º' | '·' => true,
        '\u{2019}' => !splits_a_word || word_before == 1,
        '¡' | '¿' | '\u{2018}' | '\u{201C}' | '\u{201D}' | '–' | '—' | '…' | '°' | '€' | '\u{a0}' => {
            !splits_a_word
        }
        _ => false,
    }
}

/// A character that UTF-8 text in a Western European language holds:
/// Latin letters with diacritics and the typographic punctuation.
fn is_western_utf8(c: char) -> bool {
    matches!(c, '\u{a0}'..='\u{24f}' | '\u{2010}'..='\u{2027}' | '€')
}

/// Bytes Windows-1252 leaves undefined.
fn undefined_in_1252(b: u8) -> bool {
    matches!(b, 0x81 | 0x8D | 0x8F | 0x90 | 0x9D)
}

fn windows_1252(bytes: &[u8], legacy: Legacy, first_invalid: usize) -> Result<Decoded, TextError> {
    // The bytes are not UTF-8; UTF-8 letters elsewhere in them mean two
    // encodings. (Other UTF-8 sequences, such as U+05A4 from the code page
    // 850 bytes of "Íñ", are chance and left to the rule below.)
    if legacy == Legacy::Names
        && bytes
            .utf8_chunks()
            .any(|chunk| chunk.valid().chars().any(is_western_utf8))
    {
        let value = bytes[first_invalid];
        return Err(TextError::at(
            bytes,
            first_invalid,
            TextErrorKind::Mixed { value },
        ));
    }
    if let Some(offset) = bytes.iter().position(|&b| undefined_in_1252(b)) {
        let value = bytes[offset];
        return Err(TextError::at(bytes, offset, TextErrorKind::Undefined { value }));
    }
    let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(bytes);
    let chars: Vec<char> = text.chars().collect();
    if legacy == Legacy::Names {
        let mut word_before = 0;
        for (offset, &c) in chars.iter().enumerate() {
            let prev = offset.checked_sub(1).map(|i| chars[i]);
            let next = chars.get(offset + 1).copied();
            if !could_be_in_a_name(prev, c, next, word_before) {
                let value = bytes[offset];
                return Err(TextError::at(
                    bytes,
                    offset,
                    TextErrorKind::Unrecognised {
                        value,
                        as_windows_1252: c,
                    },
                ));
            }
            word_before = if c.is_alphabetic() { word_before + 1 } else { 0 };
        }
    }
    let samples = samples(&chars);
    Ok(Decoded {
        text: text.into_owned(),
        encoding: Encoding::Windows1252,
        notice: Some(Notice {
            encoding: Encoding::Windows1252,
            samples,
        }),
    })
}

/// The first distinct words with non-ASCII characters, with their lines.
fn samples(chars: &[char]) -> Vec<Sample> {
    let mut out: Vec<Sample> = Vec::new();
    let mut line = 1;
    let mut word = String::new();
    let mut word_line = 1;
    let is_break =
        |c: char| c.is_whitespace() || matches!(c, ',' | ';' | '"' | '|' | '(' | ')' | '[' | ']' | '{' | '}');
    for (i, &c) in chars.iter().enumerate() {
        if is_break(c) {
            if !word.is_ascii() && !out.iter().any(|s| s.word == word) {
                out.push(Sample {
                    line: word_line,
                    word: std::mem::take(&mut word),
                });
                if out.len() == SAMPLES {
                    return out;
                }
            }
            word.clear();
            if c == '\n' || (c == '\r' && chars.get(i + 1) != Some(&'\n')) {
                line += 1;
            }
            continue;
        }
        if word.is_empty() {
            word_line = line;
        }
        word.push(c);
    }
    if !word.is_ascii() && !out.iter().any(|s| s.word == word) {
        out.push(Sample {
            line: word_line,
            word,
        });
    }
    out
}
