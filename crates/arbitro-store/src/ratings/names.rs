//! Names: the search words a query becomes, and a FIDE name fitted to the
//! 33 characters an event's players list (TRF) holds.

/// The FTS5 query for what the user typed: every word must start a word of
/// the name (`"garcia"* AND "jo"*`); `None` when nothing searchable is left.
pub(crate) fn fts_query(text: &str) -> Option<String> {
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .take(8)
        .map(|w| format!("\"{w}\"*"))
        .collect();
    (!words.is_empty()).then(|| words.join(" AND "))
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
    fn every_word_is_a_prefix() {
        assert_eq!(
            fts_query("García, Jo").as_deref(),
            Some("\"García\"* AND \"Jo\"*")
        );
        assert_eq!(fts_query("O'Neill").as_deref(), Some("\"O\"* AND \"Neill\"*"));
        assert_eq!(fts_query(" \"*( "), None);
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
