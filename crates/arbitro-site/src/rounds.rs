//! The rounds page and each round's pairings, by board and by name: the
//! players with their titles, ratings and points before the round, and the
//! result; links to the round before and after on every round page.

use std::fmt::Write as _;

use arbitro_store::players::Player;
use arbitro_store::{ByeKind, Game};

use crate::SiteFile;
use crate::data::Data;
use crate::format::{date, halves};
use crate::html::{Col, Frame, Layout, Tr, V, link, sub_line, table};
use crate::pages::{
    Paged, board_result, detail, key, number_range, own_result, paged, paginated, rating, round_text,
    sort_key, surname, titled, tr_plain,
};

/// The rounds page: every round with its state and its two pages.
pub(crate) fn rounds(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    let tr = &frame.tr;
    let title = tr_plain(tr, "site-rounds-title");
    out.push(SiteFile {
        path: format!("{dir}/rounds.html"),
        content: frame.page("rounds.html", &title, &crate::home::round_list(data, tr)),
    });
    for r in &data.rounds {
        round_pages(data, frame, dir, r.number, out);
    }
}

/// The links to the round before and after (`names`: the by-name pages).
fn steps(data: &Data, tr: &Tr, round: u32, names: bool) -> String {
    let file = |r: u32| {
        if names {
            paged(&format!("round-{r}-names"), 1)
        } else {
            paged(&format!("round-{r}"), 1)
        }
    };
    let paired = |r: u32| data.rounds.iter().any(|x| x.number == r);
    let mut out = format!(
        "<nav aria-label=\"{}\"><ul class=\"steps\">",
        tr.t("site-nav-rounds")
    );
    if round > 1 && paired(round - 1) {
        let _ = write!(
            out,
            "<li><a rel=\"prev\" href=\"{}\">← {}</a></li>",
            file(round - 1),
            tr.ta("site-round-name", &[("round", V::I(i64::from(round - 1)))])
        );
    } else {
        out.push_str("<li></li>");
    }
    let _ = write!(
        out,
        "<li class=\"here\">{}</li>",
        tr.ta(
            "site-round-of",
            &[
                ("round", V::I(i64::from(round))),
                ("rounds", V::I(i64::from(data.call.rounds.max(round)))),
            ]
        )
    );
    if paired(round + 1) {
        let _ = write!(
            out,
            "<li><a rel=\"next\" href=\"{}\">{} →</a></li>",
            file(round + 1),
            tr.ta("site-round-name", &[("round", V::I(i64::from(round + 1)))])
        );
    } else {
        out.push_str("<li></li>");
    }
    out.push_str("</ul></nav>\n");
    out
}

/// A column a phone leaves out: the player's cell says it on its second line.
fn side_col(tr: &Tr, head: &str, label: &str, class: &str) -> Col {
    Col::wide_only(tr.t(head), tr_plain(tr, label), class)
}

/// A player's cell in a pairing: title and name, and on a phone a second
/// line with number, rating and points before the round.
fn player_cell(tr: &Tr, p: &Player, points: &str) -> String {
    format!(
        "{}{}",
        titled(p),
        sub_line(&[
            tr.ta(
                "site-number-short",
                &[("number", V::I(i64::from(p.pairing_number)))]
            ),
            rating(p),
            tr.ta("site-points-short", &[("points", V::S(points))]),
        ])
    )
}

fn round_pages(data: &Data, frame: &Frame<'_>, dir: &str, round: u32, out: &mut Vec<SiteFile>) {
    let tr = &frame.tr;
    let lang = tr.lang;
    let games: Vec<&Game> = data.round_games(round).collect();
    let mut intro = String::new();
    if let Some(r) = data.rounds.iter().find(|r| r.number == round) {
        let _ = write!(
            intro,
            "<p>{}",
            tr.ta(
                "site-round-paired-on",
                &[("date", V::S(&date(lang, r.paired_at.get(..10).unwrap_or(""))))]
            )
        );
        if data.in_play() == Some(round) {
            let _ = write!(intro, " {}", tr.t("site-round-in-play-note"));
        }
        intro.push_str("</p>\n");
    }
    let before = |id: i64| halves(lang, i64::from(data.points_before(round, id)));
    let switch = |other: &str, code: &str| format!("<p>{}</p>\n", link(&paged(other, 1), &tr.t(code)));
    let base = format!("round-{round}");
    let names = format!("round-{round}-names");

    // By board.
    let cols = [
        key(tr, "site-col-board", "no"),
        side_col(tr, "site-col-number", "site-col-white-number", "no"),
        key(tr, "site-col-white", "fill"),
        side_col(tr, "site-col-rating", "site-col-white-rating", "num"),
        side_col(tr, "site-col-points-before", "site-col-white-points", "pts"),
        key(tr, "site-col-result", "res"),
        side_col(tr, "site-col-points-before", "site-col-black-points", "pts"),
        key(tr, "site-col-black", "fill"),
        side_col(tr, "site-col-rating", "site-col-black-rating", "num"),
        side_col(tr, "site-col-number", "site-col-black-number", "no"),
    ];
    let rows: Vec<Vec<String>> = games
        .iter()
        .filter_map(|g| {
            let white = data.player(g.white)?;
            let black = data.player(g.black?)?;
            let (wp, bp) = (before(white.id), before(black.id));
            Some(vec![
                g.board.to_string(),
                white.pairing_number.to_string(),
                player_cell(tr, white, &wp),
                rating(white),
                wp,
                board_result(tr, g),
                bp.clone(),
                player_cell(tr, black, &bp),
                rating(black),
                black.pairing_number.to_string(),
            ])
        })
        .collect();
    let mut unpaired: Vec<(&Player, String, u8)> = Vec::new();
    for g in games.iter().filter(|g| g.black.is_none()) {
        if let Some(p) = data.player(g.white) {
            unpaired.push((p, tr.t("site-round-pairing-bye"), data.call.bye_points));
        }
    }
    for b in data.byes.iter().filter(|b| b.round == round) {
        if let Some(p) = data.player(b.player) {
            unpaired.push((p, tr.m(&b.kind), bye_half(b.kind)));
        }
    }
    let mut after = String::new();
    if !unpaired.is_empty() {
        let rows: Vec<Vec<String>> = unpaired
            .iter()
            .map(|(p, why, got)| {
                vec![
                    p.pairing_number.to_string(),
                    titled(p),
                    before(p.id),
                    why.clone(),
                    halves(lang, i64::from(*got)),
                ]
            })
            .collect();
        let _ = writeln!(after, "<h2>{}</h2>", tr.t("site-round-unpaired"));
        after.push_str(&table(
            &tr.t("site-round-unpaired"),
            &[
                key(tr, "site-col-number", "no"),
                key(tr, "site-col-player", "fill"),
                detail(tr, "site-col-points-before", "pts"),
                detail(tr, "site-col-bye", ""),
                key(tr, "site-col-points-awarded", "pts"),
            ],
            &rows,
            true,
            Layout::Reflow,
        ));
    }
    after.push_str(&steps(data, tr, round, false));
    let by_board_intro = format!(
        "{}{intro}{}",
        steps(data, tr, round, false),
        switch(&names, "site-round-by-name")
    );
    let title = round_text(lang, "site-round-title-board", round);
    let range = |from: usize, to: usize| number_range(from, to);
    paginated(
        frame,
        out,
        dir,
        &Paged {
            intro: &by_board_intro,
            after: &after,
            ..Paged::reflow(&base, &title, &cols, &rows, &range)
        },
    );

    // By name: every player of the round, alphabetically, with their board.
    let mut entries: Vec<(String, String, Vec<String>)> = Vec::new();
    for g in &games {
        let sides: Vec<(i64, Option<i64>, bool)> = match g.black {
            Some(b) => vec![(g.white, Some(b), true), (b, Some(g.white), false)],
            None => vec![(g.white, None, true)],
        };
        for (id, opponent, white) in sides {
            let Some(p) = data.player(id) else { continue };
            let row = match opponent.and_then(|o| data.player(o)) {
                Some(o) => vec![
                    titled(p),
                    p.pairing_number.to_string(),
                    before(p.id),
                    g.board.to_string(),
                    tr.t(if white {
                        "site-colour-white"
                    } else {
                        "site-colour-black"
                    }),
                    format!("{} ({})", titled(o), o.pairing_number),
                    board_result(tr, g),
                ],
                None => vec![
                    titled(p),
                    p.pairing_number.to_string(),
                    before(p.id),
                    String::new(),
                    String::new(),
                    tr.t("site-round-pairing-bye"),
                    own_result(tr, g, id),
                ],
            };
            entries.push((sort_key(&p.input.name), p.input.name.clone(), row));
        }
    }
    for b in data.byes.iter().filter(|b| b.round == round) {
        let Some(p) = data.player(b.player) else { continue };
        let row = vec![
            titled(p),
            p.pairing_number.to_string(),
            before(p.id),
            String::new(),
            String::new(),
            tr.m(&b.kind),
            halves(lang, i64::from(bye_half(b.kind))),
        ];
        entries.push((sort_key(&p.input.name), p.input.name.clone(), row));
    }
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    let sorted_names: Vec<String> = entries.iter().map(|e| e.1.clone()).collect();
    let rows: Vec<Vec<String>> = entries.into_iter().map(|e| e.2).collect();
    let cols = [
        key(tr, "site-col-name", "fill"),
        detail(tr, "site-col-number", "no"),
        detail(tr, "site-col-points-before", "pts"),
        key(tr, "site-col-board", "no"),
        key(tr, "site-col-colour", "col"),
        detail(tr, "site-col-opponent", ""),
        key(tr, "site-col-result", "res"),
    ];
    let by_name_intro = format!(
        "{}{intro}{}",
        steps(data, tr, round, true),
        switch(&base, "site-round-by-board")
    );
    let by_name_after = steps(data, tr, round, true);
    let title = round_text(lang, "site-round-title-name", round);
    let range = |from: usize, to: usize| {
        let first = sorted_names.get(from).map(|n| surname(n)).unwrap_or("");
        let last = sorted_names
            .get(to.saturating_sub(1))
            .map(|n| surname(n))
            .unwrap_or("");
        format!("{first} – {last}")
    };
    paginated(
        frame,
        out,
        dir,
        &Paged {
            intro: &by_name_intro,
            after: &by_name_after,
            ..Paged::reflow(&names, &title, &cols, &rows, &range)
        },
    );
}

/// Half points of a requested bye.
fn bye_half(kind: ByeKind) -> u8 {
    kind.half_points()
}
