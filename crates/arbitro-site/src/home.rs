//! The event's home page: the call, the rounds with their pages and
//! states, and the other pages.

use std::fmt::Write as _;

use arbitro_store::call::EventCall;

use crate::SiteFile;
use crate::data::Data;
use crate::format::date;
use crate::html::{Frame, Tr, V, escape, link};
use crate::pages::{Named, paged};

/// The call as a definition list.
fn call_list(data: &Data, tr: &Tr, call: &EventCall) -> String {
    let lang = tr.lang;
    let mut items: Vec<(String, String)> = Vec::new();
    let start = date(lang, &call.start_date);
    let dates = if call.end_date.trim().is_empty() || call.end_date == call.start_date {
        escape(&start)
    } else {
        tr.ta(
            "site-call-date-range",
            &[
                ("start", V::S(&start)),
                ("end", V::S(&date(lang, &call.end_date))),
            ],
        )
    };
    items.push((tr.t("site-call-dates"), dates));
    if !call.place.trim().is_empty() {
        items.push((tr.t("site-call-place"), escape(&call.place)));
    }
    if !call.organiser.trim().is_empty() {
        items.push((tr.t("site-call-organiser"), escape(&call.organiser)));
    }
    items.push((tr.t("site-call-chief-arbiter"), escape(&call.chief_arbiter)));
    if !call.arbiters.is_empty() {
        items.push((tr.t("site-call-arbiters"), escape(&call.arbiters.join(", "))));
    }
    items.push((tr.t("site-call-family"), tr.m(&call.family)));
    items.push((tr.t("site-call-system"), tr.m(&call.system)));
    items.push((
        tr.t("site-call-rounds"),
        tr.ta(
            "site-call-rounds-value",
            &[("rounds", V::I(i64::from(call.rounds)))],
        ),
    ));
    items.push((tr.t("site-call-time-control"), escape(&call.time_control)));
    if let Some(book) = &call.rulebook {
        items.push((
            tr.t("site-call-rulebook"),
            tr.ta(
                "site-call-rulebook-value",
                &[
                    ("version", V::S(&book.version)),
                    ("date", V::S(&date(lang, &book.date))),
                ],
            ),
        ));
    } else if !call.family.uses_cards() {
        items.push((tr.t("site-call-rulebook"), tr.m(&Named("label-ruleset-fide"))));
    }
    if call.family.uses_cards()
        && let Some(deck) = &call.deck
    {
        items.push((
            tr.t("site-call-deck"),
            tr.ta(
                "site-call-deck-value",
                &[("deck", V::S(&deck.id)), ("version", V::S(&deck.version))],
            ),
        ));
    }
    let list: Vec<String> = data
        .report
        .tie_breaks
        .iter()
        .map(|c| format!("{} ({})", escape(&c.code.to_string()), escape(c.name.get(lang))))
        .collect();
    items.push((
        tr.t("site-call-tiebreaks"),
        if list.is_empty() {
            tr.t("site-call-no-tiebreaks")
        } else {
            format!("{} — {}", list.join(", "), tr.m(&data.report.rules))
        },
    ));
    let mut out = String::from("<dl>");
    for (k, v) in items {
        let _ = write!(out, "<dt>{k}</dt><dd>{v}</dd>");
    }
    out.push_str("</dl>\n");
    out
}

/// The list of rounds with their pages and states.
pub(crate) fn round_list(data: &Data, tr: &Tr) -> String {
    if data.rounds.is_empty() {
        return format!("<p>{}</p>\n", tr.t("site-rounds-none"));
    }
    let mut out = String::from("<ul>");
    for r in &data.rounds {
        let state = if data.in_play() == Some(r.number) {
            tr.t("site-round-in-play")
        } else {
            tr.m(&r.status)
        };
        let _ = write!(
            out,
            "<li>{} ({state}): {} · {}</li>",
            tr.ta("site-round-name", &[("round", V::I(i64::from(r.number)))]),
            link(
                &paged(&format!("round-{}", r.number), 1),
                &tr.t("site-round-by-board")
            ),
            link(
                &paged(&format!("round-{}-names", r.number), 1),
                &tr.t("site-round-by-name")
            ),
        );
    }
    out.push_str("</ul>\n");
    out
}

/// The home page: the call, the rounds, the other pages.
pub(crate) fn home(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    let tr = &frame.tr;
    let mut body = format!("<h2>{}</h2>\n", tr.t("site-home-call"));
    body.push_str(&call_list(data, tr, &data.call));
    let _ = writeln!(body, "<h2>{}</h2>", tr.t("site-nav-rounds"));
    body.push_str(&round_list(data, tr));
    let _ = write!(body, "<h2>{}</h2>\n<ul>", tr.t("site-home-more"));
    for (href, code) in [
        ("players.html", "site-nav-players"),
        ("standings.html", "site-nav-standings"),
        ("tiebreaks.html", "site-nav-tiebreaks"),
        ("crosstable.html", "site-nav-crosstable"),
        ("search.html", "site-search-title"),
        ("precedents.html", "site-nav-precedents"),
    ] {
        let _ = write!(body, "<li>{}</li>", link(href, &tr.t(code)));
    }
    body.push_str("</ul>\n");
    let content = frame.page("index.html", &data.call.name, &body);
    out.push(SiteFile {
        path: format!("{dir}/index.html"),
        content,
    });
}
