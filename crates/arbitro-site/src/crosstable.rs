//! The crosstable across the whole window: rank, number and name kept at
//! the left and points and tie-breaks at the right while the rounds scroll
//! between them; each round's cell as the printed crosstable writes it
//! (opponent's number, colour letter, result), the number linked to the
//! opponent's card; ranks, points and tie-breaks written as the standings
//! write them.
//!
//! The kept columns are two cells of each row (`lead`: rank, number, name;
//! `tail`: points, tie-breaks), each laid out inside on a grid of fixed
//! widths: one sticky cell on each side, so that nothing depends on how
//! wide a browser makes a column. A phone keeps the points of the tail.

use arbitro_store::{ByeKind, ResultKind};

use crate::SiteFile;
use crate::data::Data;
use crate::format::{federation_cell, rank, value};
use crate::html::{Col, Frame, Layout, Tr, Width, escape, link};
use crate::pages::{Paged, number_range, own_half, paginated, player_file, titled_name, tr_plain};
use crate::standings::{standings_state, tiebreak_values};

/// A crosstable column from its catalogue id.
fn col(tr: &Tr, code: &str, class: &str) -> Col {
    Col::key(tr.t(code), tr_plain(tr, code), class)
}

/// The lead cell's content: rank, number and name on its grid.
fn lead(rank: &str, number: &str, name: &str) -> String {
    format!(
        "<span class=\"trio\"><span class=\"rk\">{rank}</span><span class=\"sn\">{number}</span><span class=\"nm\">{name}</span></span>"
    )
}

/// The tail cell's content: points then each tie-break, on its grid.
fn tail(points: &str, tie_breaks: &[String]) -> String {
    let mut out = format!("<span class=\"tally\"><span class=\"pt\">{points}</span>");
    for v in tie_breaks {
        out.push_str(&format!("<span class=\"tbv\">{v}</span>"));
    }
    out.push_str("</span>");
    out
}

/// A player's cell in `round`: `12b1`, `+` for the pairing-allocated bye,
/// `=`/`+`/`-` for requested byes, empty when not paired.
fn cell(data: &Data, tr: &Tr, id: i64, round: u32) -> String {
    let game = data
        .games_of
        .get(&id)
        .into_iter()
        .flatten()
        .map(|&i| &data.games[i])
        .find(|g| g.round == round);
    let Some(g) = game else {
        return data
            .byes
            .iter()
            .find(|b| b.round == round && b.player == id)
            .map(|b| match b.kind {
                ByeKind::Half => "=",
                ByeKind::Full => "+",
                ByeKind::Zero => "-",
            })
            .unwrap_or_default()
            .to_string();
    };
    let Some(black) = g.black else {
        return "+".to_string();
    };
    let (letter, opponent) = if g.white == id {
        ("site-cross-white", black)
    } else {
        ("site-cross-black", g.white)
    };
    let result = match (g.kind, own_half(g, id)) {
        (None | Some(ResultKind::Adjourned), _) | (_, None) => "",
        (Some(ResultKind::Forfeit), Some(h)) => {
            if h > 0 {
                "+"
            } else {
                "-"
            }
        }
        (Some(_), Some(2)) => "1",
        (Some(_), Some(1)) => "½",
        (Some(_), Some(_)) => "0",
    };
    let number = data.player(opponent).map(|p| p.pairing_number);
    match number {
        Some(n) => format!(
            "{}{}{result}",
            link(&player_file(n), &n.to_string()),
            tr.t(letter)
        ),
        None => result.to_string(),
    }
}

/// The crosstable page(s).
pub(crate) fn crosstable(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    let tr = &frame.tr;
    let lang = tr.lang;
    let rounds = data
        .rounds
        .iter()
        .map(|r| r.number)
        .max()
        .unwrap_or(0)
        .max(data.report.rounds);
    let tb_cols = crate::standings::tiebreak_cols(&data.report, lang, true);
    let tb_heads: Vec<String> = tb_cols.iter().map(|c| c.head.clone()).collect();
    let mut cols = vec![Col::key(
        lead(
            &tr.t("site-col-rank-short"),
            &tr.t("site-col-number"),
            &tr.t("site-col-name"),
        ),
        tr_plain(tr, "site-col-name"),
        "lead stick",
    )];
    cols.push(col(tr, "site-col-federation", ""));
    cols.push(col(tr, "site-col-rating", "num"));
    for r in 1..=rounds {
        cols.push(Col::key(r.to_string(), r.to_string(), "rd mono"));
    }
    cols.push(Col::key(
        tail(&tr.t("site-col-points"), &tb_heads),
        tr_plain(tr, "site-col-points"),
        "tail stick",
    ));
    let rows: Vec<Vec<String>> = data
        .report
        .standings
        .iter()
        .map(|r| {
            let player = data.by_number(r.number);
            let id = player.map(|p| p.id);
            let title = player.and_then(|p| p.input.title.as_deref());
            let mut row = vec![
                lead(
                    &rank(r),
                    &r.number.to_string(),
                    &titled_name(title, r.number, &r.name),
                ),
                federation_cell(tr, r.federation.as_deref()),
                r.rating.map(|x| x.to_string()).unwrap_or_default(),
            ];
            for round in 1..=rounds {
                row.push(id.map(|id| cell(data, tr, id, round)).unwrap_or_default());
            }
            row.push(tail(&value(lang, &r.score), &tiebreak_values(r, lang)));
            row
        })
        .collect();
    let forms_lang = match lang {
        arbitro_i18n::Lang::Es => arbitro_forms::Lang::Es,
        arbitro_i18n::Lang::En => arbitro_forms::Lang::En,
    };
    let legend = data.forms.crosstable_text(&data.crosstable, forms_lang).legend;
    let intro = standings_state(data, tr);
    let after = format!("<p>{}</p>\n", escape(&legend));
    let title = tr_plain(tr, "site-crosstable-title");
    let range = |from: usize, to: usize| number_range(from, to);
    paginated(
        frame,
        out,
        dir,
        &Paged {
            intro: &intro,
            after: &after,
            row_headers: false,
            layout: Layout::Cross,
            width: Width::Full,
            ..Paged::reflow("crosstable", &title, &cols, &rows, &range)
        },
    );
}
