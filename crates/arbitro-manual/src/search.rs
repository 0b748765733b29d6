//! Searching the manual: every section of every chapter of one language,
//! by words, accents and case aside.

use std::sync::OnceLock;

use arbitro_i18n::Lang;
use serde::Serialize;

use crate::chapter::chapters;
use crate::fold::fold;
use crate::topic::Topic;

/// A section that has every word searched for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Hit {
    /// The chapter.
    pub topic: Topic,
    /// The chapter's title.
    pub chapter: String,
    /// The section's heading (the chapter's title for its opening).
    pub section: String,
    /// The section's anchor in the chapter.
    pub anchor: String,
    /// The words around the first match, as plain text.
    pub snippet: String,
}

/// A section ready to search: the original and folded heading and text.
struct Indexed {
    topic: Topic,
    chapter: String,
    section: String,
    anchor: String,
    text: String,
    folded_title: Vec<char>,
    folded_text: Vec<char>,
}

fn index(lang: Lang) -> &'static [Indexed] {
    static ES: OnceLock<Vec<Indexed>> = OnceLock::new();
    static EN: OnceLock<Vec<Indexed>> = OnceLock::new();
    let cell = match lang {
        Lang::Es => &ES,
        Lang::En => &EN,
    };
    cell.get_or_init(|| {
        chapters(lang)
            .into_iter()
            .flat_map(|chapter| {
                let title = chapter.title.clone();
                chapter.sections().into_iter().map(move |s| Indexed {
                    topic: chapter.topic,
                    chapter: title.clone(),
                    folded_title: fold(&s.title),
                    folded_text: fold(&s.text),
                    section: s.title,
                    anchor: s.anchor,
                    text: s.text,
                })
            })
            .collect()
    })
}

/// Where `word` starts a word of `text` (its first such place).
fn find_word(text: &[char], word: &[char]) -> Option<usize> {
    if word.is_empty() || word.len() > text.len() {
        return None;
    }
    (0..=text.len() - word.len())
        .find(|&i| (i == 0 || !text[i - 1].is_alphanumeric()) && text[i..i + word.len()] == *word)
}

fn count_words(text: &[char], word: &[char]) -> usize {
    if word.is_empty() || word.len() > text.len() {
        return 0;
    }
    (0..=text.len() - word.len())
        .filter(|&i| (i == 0 || !text[i - 1].is_alphanumeric()) && text[i..i + word.len()] == *word)
        .count()
}

/// About `width` characters of `text` around character `at`, cut at spaces.
fn snippet(text: &str, at: usize, width: usize) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut start = at.saturating_sub(width / 3);
    while start > 0 && !chars[start - 1].is_whitespace() {
        start -= 1;
    }
    let mut end = (start + width).min(chars.len());
    while end < chars.len() && !chars[end].is_whitespace() {
        end += 1;
    }
    let mut out = String::new();
    if start > 0 {
        out.push('…');
    }
    out.extend(&chars[start..end]);
    if end < chars.len() {
        out.push('…');
    }
    out
}

/// The sections of the manual in `lang` that hold every word of `query`
/// (each as the start of a word, accents and case aside), best first:
/// words in the heading count most, then how often they occur. At most
/// `limit` hits.
pub fn search(lang: Lang, query: &str, limit: usize) -> Vec<Hit> {
    let words: Vec<Vec<char>> = query
        .split_whitespace()
        .map(fold)
        .filter(|w| !w.is_empty())
        .collect();
    if words.is_empty() {
        return Vec::new();
    }
    let mut scored: Vec<(usize, usize, &Indexed)> = Vec::new();
    for (order, s) in index(lang).iter().enumerate() {
        let mut score = 0;
        let mut all = true;
        for word in &words {
            let in_title = count_words(&s.folded_title, word);
            let in_text = count_words(&s.folded_text, word);
            if in_title + in_text == 0 {
                all = false;
                break;
            }
            score += 20 * in_title + in_text.min(10);
        }
        if all {
            scored.push((score, order, s));
        }
    }
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    scored
        .into_iter()
        .take(limit)
        .map(|(_, _, s)| {
            let at = words.iter().filter_map(|w| find_word(&s.folded_text, w)).min();
            Hit {
                topic: s.topic,
                chapter: s.chapter.clone(),
                section: s.section.clone(),
                anchor: s.anchor.clone(),
                snippet: at
                    .map(|at| snippet(&s.text, at, 160))
                    .unwrap_or_else(|| snippet(&s.text, 0, 160)),
            }
        })
        .collect()
}
