//! Bytes to text. FIDE's downloads have been UTF-8 and, in older lists,
//! Windows-1252 (Latin-1 with typographic marks in 0x80–0x9F): a line that
//! is valid UTF-8 is read as UTF-8, a line of a Windows-1252 list as
//! Windows-1252. A line that is not UTF-8 in a list that is (it holds UTF-8
//! letters itself, or an earlier line did) mixes the two: read either way
//! some of its letters would come out garbled, so it is refused with the
//! line and column of the first byte that is not UTF-8 ([`LineDecoder`]).

use std::borrow::Cow;

/// Windows-1252's characters for bytes 0x80–0x9F (the five bytes it leaves
/// undefined map to the C1 control of the same number, as browsers do).
const CP1252_HIGH: [char; 32] = [
    '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž', '\u{8f}', '\u{90}',
    '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}', 'ž', 'Ÿ',
];

/// Decodes one line or field: UTF-8 when valid, Windows-1252 otherwise.
pub(crate) fn decode(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => Cow::Owned(decode_cp1252(bytes)),
    }
}

/// One line as [`LineDecoder`] reads it.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Line<'a> {
    /// The line's text.
    Text(Cow<'a, str>),
    /// Not UTF-8 in a UTF-8 list: the column (in characters, from 1) and
    /// value of the first byte that is not UTF-8.
    Mixed {
        /// Column of the byte.
        column: usize,
        /// The byte.
        byte: u8,
    },
}

/// Decodes a list's lines in order, remembering whether the list has shown
/// itself to be UTF-8 (a line with a letter outside ASCII, valid UTF-8).
#[derive(Debug, Default)]
pub(crate) struct LineDecoder {
    utf8: bool,
}

impl LineDecoder {
    /// The next line's text, or why it cannot be read without guessing.
    pub fn line<'a>(&mut self, bytes: &'a [u8]) -> Line<'a> {
        match std::str::from_utf8(bytes) {
            Ok(text) => {
                self.utf8 |= !text.is_ascii();
                Line::Text(Cow::Borrowed(text))
            }
            Err(error) => {
                let good = error.valid_up_to();
                if self.utf8 || holds_utf8_letters(bytes) {
                    let before = std::str::from_utf8(&bytes[..good]).map_or(0, |t| t.chars().count());
                    Line::Mixed {
                        column: before + 1,
                        byte: bytes[good],
                    }
                } else {
                    Line::Text(Cow::Owned(decode_cp1252(bytes)))
                }
            }
        }
    }
}

/// Whether `bytes` hold a letter outside ASCII written as UTF-8 (a valid
/// sequence of two to four bytes).
fn holds_utf8_letters(bytes: &[u8]) -> bool {
    bytes.utf8_chunks().any(|chunk| !chunk.valid().is_ascii())
}

/// Decodes Windows-1252 (a superset of the printable Latin-1).
pub(crate) fn decode_cp1252(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|&b| match b {
            0x80..=0x9f => CP1252_HIGH[usize::from(b - 0x80)],
            _ => char::from(b),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_first_then_windows_1252() {
        assert_eq!(decode("Núñez, José".as_bytes()), "Núñez, José");
        assert_eq!(decode(b"N\xfa\xf1ez, Jos\xe9"), "Núñez, José");
        assert_eq!(decode(b"O\x92Brien"), "O’Brien");
    }

    #[test]
    fn a_line_mixing_encodings_is_refused_where_it_stops_being_utf8() {
        let text = |line: Line<'_>| match line {
            Line::Text(t) => t.into_owned(),
            other => panic!("{other:?}"),
        };
        // A Windows-1252 list: every line converted.
        let mut latin = LineDecoder::default();
        assert_eq!(text(latin.line(b"2200010 Ib\xe1\xf1ez")), "2200010 Ibáñez");
        assert_eq!(text(latin.line(b"O\x92Brien")), "O’Brien");
        // UTF-8 letters and a Latin-1 byte on one line.
        let mut mixed = LineDecoder::default();
        assert_eq!(
            mixed.line(b"Jos\xc3\xa9 M\xfcller"),
            Line::Mixed {
                column: 7,
                byte: 0xfc
            }
        );
        // Once a line was UTF-8, a later line in Latin-1 is refused too.
        let mut utf8 = LineDecoder::default();
        assert_eq!(text(utf8.line("Núñez, José".as_bytes())), "Núñez, José");
        assert_eq!(text(utf8.line(b"Plain, Ascii")), "Plain, Ascii");
        assert_eq!(
            utf8.line(b"M\xfcller, Hans"),
            Line::Mixed {
                column: 2,
                byte: 0xfc
            }
        );
        // A UTF-8 letter cut short (one byte of two) in a UTF-8 list.
        assert_eq!(
            utf8.line(b"M\xc3ller"),
            Line::Mixed {
                column: 2,
                byte: 0xc3
            }
        );
    }
}
