//! Searching the list by name, best matches first: the name itself, then
//! names holding every word searched whole, then names whose surname starts
//! with a word searched, then any name whose words start with the words
//! searched — each group in name order. The name itself by its sorted
//! folded words (an index lookup), then three FTS5 queries on the folded
//! name index (exact words; surname first; prefixes), each stopped by the
//! limit and run only while the earlier ones left room, so a common name
//! ("garcia", "popov") costs no more than a rare one.

use arbitro_fide::FidePlayer;
use arbitro_text::{fold, fold_apart};
use serde::{Deserialize, Serialize};

use super::names::query_words;

/// How a name matches a search, best first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NameMatch {
    /// The name is the words searched, surname and given names, in any
    /// order ("popov sean" and "Popov, Seán").
    Exact,
    /// Every word searched is a whole word of the name ("popov sean" and
    /// "Popov, Seán Michael").
    Words,
    /// Every word searched starts a word of the name, and one of them
    /// starts the surname ("popov sean" and "Popova, Seána").
    Surname,
    /// Every word searched starts a word of the name.
    Prefix,
}

/// A player found by a name search, with how their name matched.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerMatch {
    /// How the name matched.
    pub how: NameMatch,
    /// The player.
    pub player: FidePlayer,
}

/// The three FTS5 queries of a search, best group first: exact words,
/// a word starting the surname, prefixes. `None` when nothing is left to
/// search for.
pub(crate) fn fts_queries(text: &str) -> Option<[String; 3]> {
    let words = query_words(text);
    if words.is_empty() {
        return None;
    }
    let all = |prefix: bool| {
        words
            .iter()
            .map(|w| {
                if prefix {
                    format!("\"{w}\"*")
                } else {
                    format!("\"{w}\"")
                }
            })
            .collect::<Vec<_>>()
            .join(" AND ")
    };
    // `^` ties a phrase to the column's first token: the surname's first word.
    let surname = words
        .iter()
        .enumerate()
        .map(|(i, first)| {
            let rest: Vec<String> = words
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, w)| format!("\"{w}\"*"))
                .collect();
            let mut term = format!("^\"{first}\"*");
            for r in rest {
                term.push_str(" AND ");
                term.push_str(&r);
            }
            format!("({term})")
        })
        .collect::<Vec<_>>()
        .join(" OR ");
    Some([all(false), surname, all(true)])
}

/// How `name` matches the words of `text` (which the index found it by).
pub(crate) fn classify(name: &str, text: &str) -> NameMatch {
    let query = query_words(text);
    let (surname, _) = name.split_once(',').unwrap_or((name, ""));
    let surname_first = fold(surname).split(' ').next().unwrap_or("").to_string();
    let mut best = NameMatch::Prefix;
    for words in [fold(name), fold_apart(name)] {
        let words: Vec<&str> = words.split(' ').filter(|w| !w.is_empty()).collect();
        let mut sorted_name = words.clone();
        sorted_name.sort_unstable();
        let mut sorted_query: Vec<&str> = query.iter().map(String::as_str).collect();
        sorted_query.sort_unstable();
        let how = if sorted_name == sorted_query {
            NameMatch::Exact
        } else if query.iter().all(|q| words.contains(&q.as_str())) {
            NameMatch::Words
        } else if query.iter().any(|q| surname_first.starts_with(q.as_str())) {
            NameMatch::Surname
        } else {
            NameMatch::Prefix
        };
        best = best.min(how);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_three_queries_of_a_search() {
        let [exact, surname, prefix] = fts_queries("Popov, Seán").unwrap();
        assert_eq!(exact, "\"popov\" AND \"sean\"");
        assert_eq!(
            surname,
            "(^\"popov\"* AND \"sean\"*) OR (^\"sean\"* AND \"popov\"*)"
        );
        assert_eq!(prefix, "\"popov\"* AND \"sean\"*");
        assert!(fts_queries(" ' - ").is_none());
    }

    #[test]
    fn names_rank_by_how_they_match() {
        let q = "popov sean";
        assert_eq!(classify("Popov, Seán", q), NameMatch::Exact);
        assert_eq!(classify("Seán, Popov", "sean popov"), NameMatch::Exact);
        assert_eq!(classify("Popov, Seán Michael", q), NameMatch::Words);
        assert_eq!(classify("Ivanov-Popov, Sean", q), NameMatch::Words);
        assert_eq!(classify("Popova, Seana", q), NameMatch::Surname);
        assert_eq!(classify("Ivanova-Popovic, Seanna", q), NameMatch::Prefix);
        assert_eq!(classify("O'Brien, Seán", "obrien"), NameMatch::Words);
        assert_eq!(classify("O'Brien, Seán", "brien sean"), NameMatch::Words);
        assert_eq!(classify("O'Brien, Seán", "o'brien seán"), NameMatch::Exact);
    }
}
