//! Bytes to text. FIDE's downloads have been UTF-8 and, in older lists,
//! Windows-1252 (Latin-1 with typographic marks in 0x80–0x9F): a line that
//! is valid UTF-8 is read as UTF-8, any other as Windows-1252, so a name is
//! never lost to a stray byte.

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
}
