//! The player search page (`search.html`), where every page's search box
//! leads: every player alphabetically with number, title, federation and
//! rating, each linked to their card, under letters to jump to. Without
//! script the whole list shows (the browser's find does the rest); with
//! the site's script it keeps the players whose name has every word typed
//! (accents, ø, ł, ß, apostrophes aside, as `arbitro_text::fold` writes
//! names) or whose number it is, as the reader types.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use arbitro_text::{fold, index_words};

use crate::SiteFile;
use crate::data::Data;
use crate::html::{Frame, SEARCH_FILE, V, escape, link, search_form};
use crate::pages::{player_file, sort_key, tr_plain};

/// The search page.
pub(crate) fn search(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    let tr = &frame.tr;
    let mut players: Vec<_> = data.players.iter().collect();
    players.sort_by_cached_key(|p| sort_key(&p.input.name));
    let mut body = search_form(tr, "q-page", "");
    // The texts the script counts with (7777 stands for the number).
    let _ = writeln!(
        body,
        "<p id=\"search-status\" role=\"status\" data-none=\"{}\" data-one=\"{}\" data-many=\"{}\"></p>",
        tr.t("site-search-none"),
        tr.ta("site-search-found", &[("count", V::I(1))]),
        tr.ta("site-search-found", &[("count", V::I(7777))]),
    );
    let _ = writeln!(body, "<p class=\"note\">{}</p>", tr.t("site-search-how"));
    // Letters to jump to, for a reader without script.
    let mut letters: BTreeMap<String, usize> = BTreeMap::new();
    for (i, p) in players.iter().enumerate() {
        let first = fold(&p.input.name)
            .chars()
            .next()
            .map(|c| c.to_uppercase().to_string())
            .unwrap_or_default();
        letters.entry(first).or_insert(i);
    }
    body.push_str("<ul id=\"search-letters\" class=\"letters\">");
    for letter in letters.keys() {
        let _ = write!(body, "<li><a href=\"#letter-{0}\">{0}</a></li>", escape(letter));
    }
    body.push_str("</ul>\n<ol id=\"players-found\" class=\"search-list\">\n");
    let firsts: BTreeMap<usize, &String> = letters.iter().map(|(l, &i)| (i, l)).collect();
    for (i, p) in players.iter().enumerate() {
        let anchor = firsts
            .get(&i)
            .map(|l| format!(" id=\"letter-{}\"", escape(l)))
            .unwrap_or_default();
        let mut meta = vec![tr.ta(
            "site-number-short",
            &[("number", V::I(i64::from(p.pairing_number)))],
        )];
        if let Some(t) = p.input.title.as_deref().filter(|t| !t.is_empty()) {
            meta.push(escape(t));
        }
        if let Some(f) = p.input.federation.as_deref().filter(|f| !f.is_empty()) {
            meta.push(crate::format::federation_cell(tr, Some(f)));
        }
        if p.input.rating > 0 {
            meta.push(p.input.rating.to_string());
        }
        let _ = writeln!(
            body,
            "<li{anchor} data-search=\"{}\" data-number=\"{}\">{} <span class=\"meta\">{}</span></li>",
            escape(&index_words(&p.input.name)),
            p.pairing_number,
            link(&player_file(p.pairing_number), &escape(&p.input.name)),
            meta.join(" · ")
        );
    }
    body.push_str("</ol>\n");
    let title = tr_plain(tr, "site-search-title");
    out.push(SiteFile {
        path: format!("{dir}/{SEARCH_FILE}"),
        content: frame.page(SEARCH_FILE, &title, &body),
    });
}
