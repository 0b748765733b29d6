//! The players page: every player by pairing number with title, rating,
//! federation, club and points, then the federations by name.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use crate::SiteFile;
use crate::data::Data;
use crate::format::{federation_cell, federation_full};
use crate::html::{Frame, Tr, V, escape};
use crate::pages::{Paged, detail, key, number_range, paginated, rating, titled, tr_plain};

/// Points of a player after the standings' rounds (or none before them).
pub(crate) fn points(data: &Data, tr: &Tr, number: u32) -> String {
    data.row_of
        .get(&number)
        .map(|&i| crate::format::value(tr.lang, &data.report.standings[i].score))
        .unwrap_or_default()
}

/// The federations of the event's players by name: `ESP — España`.
pub(crate) fn federation_legend(data: &Data, tr: &Tr) -> String {
    let codes: BTreeSet<&str> = data
        .players
        .iter()
        .filter_map(|p| p.input.federation.as_deref())
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .collect();
    if codes.is_empty() {
        return String::new();
    }
    let mut out = format!("<h2>{}</h2>\n<ul class=\"letters\">", tr.t("site-federations"));
    for code in codes {
        let _ = write!(out, "<li>{}</li>", federation_full(tr, code));
    }
    out.push_str("</ul>\n");
    out
}

/// The players page.
pub(crate) fn players(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    let tr = &frame.tr;
    let cols = [
        key(tr, "site-col-number", "no"),
        key(tr, "site-col-name", "fill"),
        key(tr, "site-col-rating", "tb"),
        detail(tr, "site-col-federation", ""),
        detail(tr, "site-col-club", ""),
        key(tr, "site-col-points", "pts"),
    ];
    let rows: Vec<Vec<String>> = data
        .players
        .iter()
        .map(|p| {
            let mut name = titled(p);
            if let Some(after) = p.withdrawn_after {
                let _ = write!(
                    name,
                    " <span class=\"note\">({})</span>",
                    tr.ta("site-player-withdrawn", &[("round", V::I(i64::from(after)))])
                );
            }
            vec![
                p.pairing_number.to_string(),
                name,
                rating(p),
                federation_cell(tr, p.input.federation.as_deref()),
                escape(p.input.club.as_deref().unwrap_or("")),
                points(data, tr, p.pairing_number),
            ]
        })
        .collect();
    let intro = format!(
        "<p>{}</p>\n",
        tr.ta(
            "site-players-count",
            &[("count", V::I(data.players.len() as i64))]
        )
    );
    let title = tr_plain(tr, "site-players-title");
    let after = federation_legend(data, tr);
    let range = |from: usize, to: usize| number_range(from, to);
    paginated(
        frame,
        out,
        dir,
        &Paged {
            intro: &intro,
            after: &after,
            ..Paged::reflow("players", &title, &cols, &rows, &range)
        },
    );
}
