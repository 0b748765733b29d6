//! Names: the words a name is found by (the index's text, folded by
//! `arbitro_text::fold`), and a FIDE name fitted to the 33 characters an
//! event's players list (TRF) holds.

use arbitro_text::{fold, index_words};

/// The text the name index holds for `name`: the name folded (accents,
/// ø, ł, ß, æ, apostrophes and hyphens aside: `O'Brien-Sørensen, Seán` →
/// `obrien sorensen sean`), and parted at apostrophes too
/// (`arbitro_text::index_words`). Its first word is the surname's first word.
pub(crate) fn search_text(name: &str) -> String {
    index_words(name)
}

/// The name's words folded and sorted: a name and a search for exactly its
/// words, in any order, have the same key ("popov sean" for "Popov, Seán"
/// and for "seán popov").
pub(crate) fn match_key(name: &str) -> String {
    let folded = fold(name);
    let mut words: Vec<&str> = folded.split(' ').filter(|w| !w.is_empty()).collect();
    words.sort_unstable();
    words.join(" ")
}

/// The folded words of what the user typed (at most eight).
pub(crate) fn query_words(text: &str) -> Vec<String> {
    fold(text)
        .split(' ')
        .filter(|w| !w.is_empty())
        .take(8)
        .map(str::to_string)
        .collect()
}

/// `name` in at most `max` characters, keeping the surname whole when it
/// can: given names become initials, then only the first initial stays,
/// then the surname is cut. `None` when the name already fits.
///
/// ```
/// use arbitro_store::ratings::fit_name;
/// assert_eq!(fit_name("Castellanos Villarreal, María Guadalupe", 33).as_deref(),
///            Some("Castellanos Villarreal, M. G."));
/// assert_eq!(fit_name("Pérez, Ana", 33), None);
/// ```
pub fn fit_name(name: &str, max: usize) -> Option<String> {
    let name = name.trim();
    if name.chars().count() <= max {
        return None;
    }
    let cut =
        |text: &str, n: usize| -> String { text.chars().take(n).collect::<String>().trim_end().to_string() };
    let Some((surname, given)) = name.split_once(',') else {
        return Some(cut(name, max));
    };
    let surname = surname.trim();
    let initials: Vec<String> = given
        .split_whitespace()
        .filter_map(|w| w.chars().next())
        .map(|c| format!("{c}."))
        .collect();
    for given in [initials.join(" "), initials.first().cloned().unwrap_or_default()] {
        let candidate = if given.is_empty() {
            surname.to_string()
        } else {
            format!("{surname}, {given}")
        };
        if candidate.chars().count() <= max {
            return Some(candidate);
        }
    }
    let first = initials.first().cloned().unwrap_or_default();
    if first.is_empty() {
        return Some(cut(surname, max));
    }
    let room = max.saturating_sub(first.chars().count() + 2);
    Some(format!("{}, {first}", cut(surname, room)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_indexed_folded_and_queries_fold_alike() {
        assert_eq!(search_text("Sørensen, Jens"), "sorensen jens");
        assert_eq!(search_text("O'Brien, Seán"), "obrien sean o brien sean");
        assert_eq!(search_text("Łukasiewicz-Groß, Ana"), "lukasiewicz gross ana");
        assert_eq!(query_words("García, Jo"), ["garcia", "jo"]);
        assert_eq!(query_words("o'neill"), ["oneill"]);
        assert!(query_words(" \"*( ").is_empty());
        assert_eq!(match_key("Popov, Seán"), match_key("seán popov"));
        assert_eq!(match_key("O'Brien, Seán"), "obrien sean");
    }

    #[test]
    fn long_names_keep_the_surname() {
        let long = "Castellanos Villarreal de la Fuente, María Guadalupe";
        let fitted = fit_name(long, 33).unwrap();
        assert!(fitted.chars().count() <= 33, "{fitted}");
        assert_eq!(fitted, "Castellanos Villarreal de la, M.");
        assert_eq!(
            fit_name("Abcdefghijklmnopqrstuvwxyzabcdefghijkl", 33)
                .unwrap()
                .chars()
                .count(),
            33
        );
    }
}
