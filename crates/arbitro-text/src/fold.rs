//! Names as searches compare them: what a player types on a phone or an
//! organiser at the keyboard ("sorensen", "lukasiewicz", "obrien", "gross")
//! and what the list or the event holds ("Sørensen", "Łukasiewicz",
//! "O'Brien", "Groß") fold to the same words, and the other way round
//! (FIDE's TXT lists write most names in plain ASCII).
//!
//! Every search of a name folds both sides with [`fold`]: the rating
//! list's name index, the event site's player search and the club
//! archive's filter (whose script folds the reader's words with the same
//! table, [`LETTERS`]).

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// The letters that carry no accent to take off but are written otherwise
/// in plain Latin letters, lower case: `(letter, as written)`.
pub const LETTERS: &[(char, &str)] = &[
    ('ø', "o"),
    ('ł', "l"),
    ('đ', "d"),
    ('ð', "d"),
    ('ħ', "h"),
    ('ı', "i"),
    ('ŀ', "l"),
    ('ŧ', "t"),
    ('ß', "ss"),
    ('ẞ', "ss"),
    ('æ', "ae"),
    ('œ', "oe"),
    ('þ', "th"),
    ('ĳ', "ij"),
];

/// The characters that join a name without a space: `O'Brien`, `D’Agostino`.
pub const APOSTROPHES: &[char] = &['\'', '’', '‘', 'ʼ', '`', '´', 'ʹ'];

/// `text` as a search compares it: lower case, accents taken off (every
/// combining mark after canonical decomposition), the letters of
/// [`LETTERS`] written out, apostrophes dropped (`O'Brien` → `obrien`),
/// anything else that is not a letter or a digit (hyphens, commas, dots)
/// a space between words, single spaces, none at the ends.
///
/// ```
/// use arbitro_text::fold;
/// assert_eq!(fold("Sørensen, Jens-Åge"), "sorensen jens age");
/// assert_eq!(fold("O'Brien"), fold("OBRIEN"));
/// assert_eq!(fold("Groß"), "gross");
/// assert_eq!(fold("Łukasiewicz"), "lukasiewicz");
/// ```
pub fn fold(text: &str) -> String {
    fold_with(text, false)
}

/// As [`fold`], but apostrophes part words (`O'Brien` → `o brien`): what a
/// search index adds beside the folded name so that "brien" finds it too.
pub fn fold_apart(text: &str) -> String {
    fold_with(text, true)
}

/// What a name index holds for `text`: [`fold`], then, when apostrophes
/// join words, [`fold_apart`] too (`O'Brien, Seán` → `obrien sean o brien
/// sean`), so that both "obrien" and "brien" find it. Its first word is the
/// name's first word folded.
pub fn index_words(text: &str) -> String {
    let folded = fold(text);
    let apart = fold_apart(text);
    if apart == folded {
        folded
    } else {
        format!("{folded} {apart}")
    }
}

fn fold_with(text: &str, apostrophes_part: bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in text.nfd() {
        if is_combining_mark(c) {
            continue;
        }
        if APOSTROPHES.contains(&c) {
            if apostrophes_part {
                space = !out.is_empty();
            }
            continue;
        }
        if !c.is_alphanumeric() {
            space = !out.is_empty();
            continue;
        }
        if space {
            out.push(' ');
            space = false;
        }
        for lower in c.to_lowercase() {
            match LETTERS.iter().find(|(letter, _)| *letter == lower) {
                Some((_, written)) => out.push_str(written),
                None => out.push(lower),
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each pair folds to the same words: the names of the lists and the
    /// ways players type them.
    #[test]
    fn names_and_what_people_type_fold_alike() {
        for (name, typed) in [
            ("Sørensen, Søren", "sorensen soren"),
            ("Łukasiewicz, Paweł", "lukasiewicz pawel"),
            ("Groß, Jürgen", "gross jurgen"),
            ("Gross, Juergen", "gross juergen"),
            ("O'Brien, Seán", "obrien sean"),
            ("O’Neill, Siobhán", "oneill siobhan"),
            ("Đukić, Đorđe", "dukic dorde"),
            ("Ægirsson, Þór", "aegirsson thor"),
            ("Nuñez-Peña, María José", "nunez pena maria jose"),
            ("Popov, Seán", "popov sean"),
            ("KOVAČ, LUKA", "kovac luka"),
            ("Œlschläger, Ilse", "oelschlager ilse"),
            ("  Yılmaz ,  Ahmet ", "yilmaz ahmet"),
        ] {
            assert_eq!(fold(name), typed, "{name}");
            assert_eq!(fold(typed), typed, "{typed} folds to itself");
        }
        assert_eq!(fold("Groß"), fold("GROSS"));
        assert_eq!(fold_apart("O'Brien, Seán"), "o brien sean");
        assert_eq!(fold_apart("D’Agostino"), "d agostino");
        assert_eq!(index_words("O'Brien, Seán"), "obrien sean o brien sean");
        assert_eq!(index_words("Sørensen, Jens"), "sorensen jens");
        assert_eq!(fold(""), "");
        assert_eq!(fold("'-,"), "");
    }
}
