//! The standings after the last complete round, with every tie-break
//! value, and the page that says how the tie-breaks are computed; the
//! tie-break legend and columns the team standings share.

use std::fmt::Write as _;

use arbitro_i18n::Lang;
use arbitro_tiebreaks::{Report, ReportRow};

use crate::SiteFile;
use crate::data::Data;
use crate::format::{federation_cell, rank, value};
use crate::html::{Col, Frame, Tr, V, escape, link};
use crate::pages::{Paged, detail, key, number_range, paginated, player_file, titled_name, tr_plain};

/// Where the standings are: after which round, and the round in play.
pub(crate) fn standings_state(data: &Data, tr: &Tr) -> String {
    let mut out = format!(
        "<p>{}</p>\n",
        tr.ta(
            "site-standings-after",
            &[
                ("rounds", V::I(i64::from(data.complete()))),
                (
                    "total",
                    V::I(i64::from(data.report.total_rounds.max(data.call.rounds)))
                ),
            ]
        )
    );
    if let Some(r) = data.in_play() {
        let _ = writeln!(
            out,
            "<p>{}</p>",
            tr.ta("site-standings-in-play", &[("round", V::I(i64::from(r)))])
        );
    }
    for note in &data.report.notes {
        let _ = writeln!(out, "<p class=\"note\">{}</p>", tr.m(note));
    }
    out
}

/// The tie-breaks of the call with their names and articles.
pub(crate) fn tiebreak_legend(report: &Report, tr: &Tr) -> String {
    if report.tie_breaks.is_empty() {
        return format!("<p>{}</p>\n", tr.t("site-call-no-tiebreaks"));
    }
    let mut out = String::from("<dl>");
    for c in &report.tie_breaks {
        let mut text = tr.ta(
            "site-tiebreak-item",
            &[("name", V::S(c.name.get(tr.lang))), ("article", V::S(c.article))],
        );
        if c.dropped.is_some() {
            let _ = write!(
                text,
                " <span class=\"note\">{}</span>",
                tr.t("site-tiebreak-dropped")
            );
        }
        let _ = write!(out, "<dt>{}</dt><dd>{text}</dd>", escape(&c.code.to_string()));
    }
    out.push_str("</dl>\n");
    out
}

/// The tie-breaks' columns: the code, its name as a tooltip; the first one
/// kept on a phone's row when `first_kept`, the others in its detail.
pub(crate) fn tiebreak_cols(report: &Report, lang: Lang, first_kept: bool) -> Vec<Col> {
    report
        .tie_breaks
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let code = c.code.to_string();
            let head = format!(
                "<abbr title=\"{}\">{}</abbr>",
                escape(c.name.get(lang)),
                escape(&code)
            );
            if i == 0 && first_kept {
                Col::key(head, code, "tb")
            } else {
                Col::detail(head, code, "tb")
            }
        })
        .collect()
}

/// A row's tie-break values in the language's decimals (empty: not needed).
pub(crate) fn tiebreak_values(r: &ReportRow, lang: Lang) -> Vec<String> {
    r.values
        .iter()
        .map(|v| v.as_ref().map(|v| value(lang, v)).unwrap_or_default())
        .collect()
}

/// The standings page(s).
pub(crate) fn standings(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    let tr = &frame.tr;
    let lang = tr.lang;
    let mut cols = vec![
        key(tr, "site-col-rank", "rank"),
        detail(tr, "site-col-number", "no"),
        key(tr, "site-col-name", "fill"),
        detail(tr, "site-col-rating", "num"),
        detail(tr, "site-col-federation", ""),
        key(tr, "site-col-points", "pts"),
    ];
    cols.extend(tiebreak_cols(&data.report, lang, true));
    let rows: Vec<Vec<String>> = data
        .report
        .standings
        .iter()
        .map(|r| {
            let player = data.by_number(r.number);
            let mut row = vec![
                rank(r),
                r.number.to_string(),
                titled_name(player.and_then(|p| p.input.title.as_deref()), r.number, &r.name),
                r.rating.map(|x| x.to_string()).unwrap_or_default(),
                federation_cell(tr, r.federation.as_deref()),
                value(lang, &r.score),
            ];
            row.extend(tiebreak_values(r, lang));
            row
        })
        .collect();
    let intro = standings_state(data, tr);
    let after = format!(
        "<h2>{}</h2>\n{}<p>{}</p>\n",
        tr.t("site-tiebreaks-legend"),
        tiebreak_legend(&data.report, tr),
        link("tiebreaks.html", &tr.t("site-tiebreaks-how"))
    );
    let title = tr_plain(tr, "site-standings-title");
    let range = |from: usize, to: usize| number_range(from, to);
    paginated(
        frame,
        out,
        dir,
        &Paged {
            intro: &intro,
            after: &after,
            ..Paged::reflow("standings", &title, &cols, &rows, &range)
        },
    );
}

/// How the tie-breaks are computed, with a link to each player's workings.
pub(crate) fn tiebreaks(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    let tr = &frame.tr;
    let mut body = standings_state(data, tr);
    let _ = writeln!(
        body,
        "<p>{}</p>",
        tr.ta(
            "site-tiebreaks-intro",
            &[("rules", V::S(&arbitro_i18n::render(tr.lang, &data.report.rules)))]
        )
    );
    body.push_str(&tiebreak_legend(&data.report, tr));
    let _ = write!(
        body,
        "<h2>{}</h2>\n<p>{}</p>\n",
        tr.t("site-tiebreaks-unplayed"),
        tr.t("site-tiebreaks-unplayed-text")
    );
    let _ = write!(body, "<h2>{}</h2>\n<ul>", tr.t("site-tiebreaks-per-player"));
    for r in &data.report.standings {
        let _ = write!(
            body,
            "<li>{} {}</li>",
            rank(r),
            link(&format!("{}#tiebreaks", player_file(r.number)), &escape(&r.name))
        );
    }
    body.push_str("</ul>\n");
    let title = tr_plain(tr, "site-tiebreaks-title");
    out.push(SiteFile {
        path: format!("{dir}/tiebreaks.html"),
        content: frame.page("tiebreaks.html", &title, &body),
    });
}
