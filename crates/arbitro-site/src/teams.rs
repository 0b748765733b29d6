//! The team standings page of a doubles or bughouse event (C.07 11-13):
//! each team with its partners (linked to their pages), its match points,
//! game points and every tie-break value of the call, team tie-breaks
//! included, then the tie-breaks' names and articles. Written only when the
//! event has teams; the navigation links to it then.

use std::fmt::Write;

use crate::SiteFile;
use crate::data::Data;
use crate::format::{rank, value};
use crate::html::{Frame, Layout, V, escape, table};
use crate::pages::{detail, key, titled, tr_plain};
use crate::standings::{tiebreak_cols, tiebreak_legend, tiebreak_values};

/// The page's file name.
pub const TEAM_STANDINGS_FILE: &str = "team-standings.html";

/// The team standings page, when the event has teams.
pub fn team_standings(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    let Some(report) = &data.team_report else {
        return;
    };
    let tr = &frame.tr;
    let lang = tr.lang;
    let mut cols = vec![
        key(tr, "site-col-rank", "rank"),
        detail(tr, "site-col-number", "no"),
        key(tr, "site-col-team", "fill"),
        detail(tr, "site-col-partners", ""),
        detail(tr, "site-col-rating", "num"),
        key(tr, "site-col-match-points", "pts"),
        detail(tr, "site-col-game-points", "pts"),
    ];
    cols.extend(tiebreak_cols(report, lang, false));
    let rows: Vec<Vec<String>> = report
        .standings
        .iter()
        .map(|r| {
            let team = data
                .teams
                .iter()
                .find(|t| Some(t.id) == r.id || t.number == r.number);
            let partners = team
                .map(|t| {
                    [t.board1, t.board2]
                        .iter()
                        .filter_map(|&id| data.player(id))
                        .map(titled)
                        .collect::<Vec<_>>()
                        .join(", ")
                })
                .unwrap_or_default();
            let mut row = vec![
                rank(r),
                r.number.to_string(),
                escape(&r.name),
                partners,
                r.rating.map(|x| x.to_string()).unwrap_or_default(),
                value(lang, &r.score),
                r.secondary.as_ref().map(|v| value(lang, v)).unwrap_or_default(),
            ];
            row.extend(tiebreak_values(r, lang));
            row
        })
        .collect();
    let title = tr_plain(tr, "site-team-standings-title");
    let mut body = format!(
        "<p>{}</p>\n",
        tr.ta(
            "site-standings-after",
            &[
                ("rounds", V::I(i64::from(report.rounds))),
                (
                    "total",
                    V::I(i64::from(report.total_rounds.max(data.call.rounds)))
                ),
            ]
        )
    );
    for note in &report.notes {
        let _ = writeln!(body, "<p class=\"note\">{}</p>", tr.m(note));
    }
    body.push_str(&table(&escape(&title), &cols, &rows, true, Layout::Reflow));
    let _ = write!(
        body,
        "<h2>{}</h2>\n{}",
        tr.t("site-tiebreaks-legend"),
        tiebreak_legend(report, tr)
    );
    out.push(SiteFile {
        path: format!("{dir}/{TEAM_STANDINGS_FILE}"),
        content: frame.page(TEAM_STANDINGS_FILE, &title, &body),
    });
}
