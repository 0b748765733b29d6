//! The precedents of the event's site (`precedents.html`), and a
//! precedent's details as the club archive's register shows them too:
//! situation, decision, clauses, card and the deck version it was ruled
//! under (AM-R16), where, who and when, in the page's language; a
//! correction and the precedent it corrects linked both ways.

use std::fmt::Write as _;

use arbitro_store::precedents::Precedent;

use crate::SiteFile;
use crate::data::Data;
use crate::format::date;
use crate::html::{Frame, Tr, V, escape, link};
use crate::pages::tr_plain;

/// The event's precedents page, each with its details.
pub fn precedents(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    let tr = &frame.tr;
    let mut body = String::new();
    if data.precedents.is_empty() {
        let _ = writeln!(body, "<p>{}</p>", tr.t("site-precedents-none"));
    }
    for p in &data.precedents {
        let _ = writeln!(
            body,
            "<h2 id=\"precedent-{}\">{}</h2>",
            p.seq,
            tr.ta("site-precedent-heading", &[("entry", V::I(p.seq))])
        );
        body.push_str(&precedent_details(tr, p, &data.precedents, &|seq| {
            format!("#precedent-{seq}")
        }));
    }
    let title = tr_plain(tr, "site-precedents-title");
    out.push(SiteFile {
        path: format!("{dir}/precedents.html"),
        content: frame.page("precedents.html", &title, &body),
    });
}

/// A precedent's details in the page's language: which precedent corrects
/// it or which it corrects (linked: `href` is where precedent N is, among
/// `all`), situation, decision, clauses, card and the deck version it was
/// ruled under (AM-R16), where, who and when.
pub(crate) fn precedent_details(
    tr: &Tr,
    p: &Precedent,
    all: &[Precedent],
    href: &dyn Fn(i64) -> String,
) -> String {
    let lang = tr.lang;
    let input = &p.body.input;
    let mut body = String::new();
    let entry = |seq: i64| {
        link(
            &href(seq),
            &tr.ta("site-precedent-heading", &[("entry", V::I(seq))]),
        )
    };
    if p.superseded {
        match all.iter().find(|c| c.body.corrects == Some(p.seq)) {
            Some(correction) => {
                let _ = writeln!(
                    body,
                    "<p class=\"note\">{}</p>",
                    tr.ta("site-precedent-corrected-by", &[("entry", V::S("\u{1}"))])
                        .replacen('\u{1}', &entry(correction.seq), 1)
                );
            }
            None => {
                let _ = writeln!(
                    body,
                    "<p class=\"note\">{}</p>",
                    tr.t("site-precedent-superseded")
                );
            }
        }
    }
    if let Some(old) = p.body.corrects {
        let text = tr.ta("site-precedent-corrects", &[("entry", V::S("\u{1}"))]);
        let target = if all.iter().any(|o| o.seq == old) {
            entry(old)
        } else {
            tr.ta("site-precedent-heading", &[("entry", V::I(old))])
        };
        let _ = writeln!(
            body,
            "<p class=\"note\">{}</p>",
            text.replacen('\u{1}', &target, 1)
        );
    }
    let mut items: Vec<(String, String)> = vec![
        (
            tr.t("site-precedent-situation"),
            escape(input.situation.get(lang)),
        ),
        (tr.t("site-precedent-decision"), escape(input.decision.get(lang))),
        (tr.t("site-precedent-clauses"), escape(&input.clauses.join(", "))),
    ];
    if let Some(card) = &input.card_code {
        items.push((tr.t("site-precedent-card"), escape(card)));
    }
    if let Some(deck) = &input.deck {
        items.push((
            tr.t("site-precedent-deck"),
            tr.ta(
                "site-precedent-deck-version",
                &[("deck", V::S(&deck.id)), ("version", V::S(&deck.version))],
            ),
        ));
    }
    if let (Some(round), Some(board)) = (input.round, input.board) {
        items.push((
            tr.t("site-precedent-where"),
            tr.ta(
                "site-precedent-round-board",
                &[
                    ("round", V::I(i64::from(round))),
                    ("board", V::I(i64::from(board))),
                ],
            ),
        ));
    }
    items.push((tr.t("site-precedent-event"), escape(&input.event)));
    items.push((tr.t("site-precedent-arbiter"), escape(&input.arbiter)));
    items.push((tr.t("site-precedent-date"), escape(&date(tr.lang, &input.date))));
    body.push_str("<dl>");
    for (k, v) in items {
        let _ = write!(body, "<dt>{k}</dt><dd>{v}</dd>");
    }
    body.push_str("</dl>\n");
    body
}
