//! A player's card: who they are (title, rating, federation by name, club,
//! year of birth, FIDE ID), where they stand, their performance and
//! rating change in the event (`rating.rs`), their games round by round
//! with the opponents' ratings and the points after each, and how each
//! tie-break value was reached.

use std::fmt::Write as _;

use arbitro_store::call;
use arbitro_store::players::Player;

use crate::SiteFile;
use crate::data::Data;
use crate::format::{federation_full, halves, rank, value};
use crate::html::{Frame, Layout, Tr, V, escape, table};
use crate::pages::{detail, key, own_half, own_result, player_file, titled};
use crate::rating::{RatedGame, game_change, k_factor, performance, rating_change, signed_tenths};
use crate::standings::standings_state;

/// The year a date of birth starts with (`1998`, `1998-04-02`).
fn year_of(text: Option<&str>) -> Option<i32> {
    let text = text?.trim();
    let year = text.get(..4)?;
    (year.bytes().all(|b| b.is_ascii_digit()) && text.len() >= 4)
        .then(|| year.parse().ok())
        .flatten()
}

/// A player's card.
pub(crate) fn player(data: &Data, frame: &Frame<'_>, dir: &str, p: &Player) -> SiteFile {
    let tr = &frame.tr;
    let lang = tr.lang;
    let mut items: Vec<(String, String)> = vec![(tr.t("site-col-number"), p.pairing_number.to_string())];
    if let Some(t) = p.input.title.as_deref().filter(|t| !t.is_empty()) {
        items.push((tr.t("site-col-title"), escape(t)));
    }
    if p.input.rating > 0 {
        items.push((tr.t("site-col-rating"), p.input.rating.to_string()));
    }
    if let Some(f) = p.input.federation.as_deref().filter(|f| !f.is_empty()) {
        items.push((tr.t("site-col-federation"), federation_full(tr, f)));
    }
    if let Some(c) = p.input.club.as_deref().filter(|c| !c.trim().is_empty()) {
        items.push((tr.t("site-col-club"), escape(c)));
    }
    let born = year_of(p.input.birth_date.as_deref());
    if let Some(year) = born {
        items.push((tr.t("site-col-born"), year.to_string()));
    }
    if let Some(id) = p.input.fide_id {
        items.push((tr.t("site-col-fide-id"), id.to_string()));
    }
    let row = data
        .row_of
        .get(&p.pairing_number)
        .map(|&i| &data.report.standings[i]);
    if let Some(r) = row {
        items.push((tr.t("site-col-rank"), rank(r)));
        items.push((tr.t("site-col-points"), value(lang, &r.score)));
    }
    if let Some(after) = p.withdrawn_after {
        items.push((
            tr.t("site-player-state"),
            tr.ta("site-player-withdrawn", &[("round", V::I(i64::from(after)))]),
        ));
    }

    // Games, round by round, with the points after each.
    let year: i32 = data
        .call
        .start_date
        .get(..4)
        .and_then(|y| y.parse().ok())
        .unwrap_or(0);
    let standard = data.call.rate() == call::Rate::Standard;
    let k = k_factor(p.input.rating, born, year, standard);
    let rated_player = p.input.rating > 0;
    let mut rated: Vec<RatedGame> = Vec::new();
    let mut rows = Vec::new();
    let games = data.games_of.get(&p.id).map(Vec::as_slice).unwrap_or(&[]);
    for r in &data.rounds {
        let round = r.number;
        let running = halves(lang, i64::from(data.points_before(round + 1, p.id)));
        let game = games.iter().map(|&i| &data.games[i]).find(|g| g.round == round);
        let row = match game {
            Some(g) => {
                let opponent = g.black.map(|b| if b == p.id { g.white } else { b });
                let opponent = opponent.and_then(|o| data.player(o));
                let colour = match g.black {
                    None => String::new(),
                    Some(b) if b == p.id => tr.t("site-colour-black"),
                    Some(_) => tr.t("site-colour-white"),
                };
                // Rated: over the board, with a result, against a rated
                // opponent, in a round the standings count.
                let change = match (opponent, own_half(g, p.id), g.kind) {
                    (Some(o), Some(h), Some(kind))
                        if g.finished()
                            && round <= data.complete()
                            && kind != arbitro_store::ResultKind::Forfeit
                            && o.input.rating > 0 =>
                    {
                        let game = RatedGame {
                            opponent: o.input.rating,
                            halves: h,
                        };
                        rated.push(game);
                        if rated_player {
                            tr_decimal(tr, &signed_tenths(game_change(p.input.rating, game, k)))
                        } else {
                            String::new()
                        }
                    }
                    _ => String::new(),
                };
                vec![
                    round.to_string(),
                    if g.black.is_some() {
                        g.board.to_string()
                    } else {
                        String::new()
                    },
                    colour,
                    match opponent {
                        Some(o) => format!("{} ({})", titled(o), o.pairing_number),
                        None => tr.t("site-round-pairing-bye"),
                    },
                    opponent.map(crate::pages::rating).unwrap_or_default(),
                    own_result(tr, g, p.id),
                    running,
                    change,
                ]
            }
            None => match data.byes.iter().find(|b| b.round == round && b.player == p.id) {
                Some(b) => vec![
                    round.to_string(),
                    String::new(),
                    String::new(),
                    tr.m(&b.kind),
                    String::new(),
                    halves(lang, i64::from(b.kind.half_points())),
                    running,
                    String::new(),
                ],
                None => vec![
                    round.to_string(),
                    String::new(),
                    String::new(),
                    tr.t("site-player-not-paired"),
                    String::new(),
                    String::new(),
                    running,
                    String::new(),
                ],
            },
        };
        rows.push(row);
    }
    if let Some(perf) = performance(&rated) {
        items.push((
            tr.t("site-player-performance"),
            tr.ta(
                "site-player-performance-value",
                &[
                    ("rating", V::I(perf.rating)),
                    ("games", V::I(perf.games as i64)),
                    ("average", V::I(perf.average)),
                ],
            ),
        ));
        if rated_player {
            let change = tr_decimal(tr, &signed_tenths(rating_change(p.input.rating, &rated, k)));
            items.push((
                tr.t("site-player-rating-change"),
                tr.ta(
                    "site-player-rating-change-value",
                    &[("change", V::S(&change)), ("k", V::I(i64::from(k)))],
                ),
            ));
        }
    }
    let mut body = String::from("<dl class=\"facts\">");
    for (k, v) in items {
        let _ = write!(body, "<dt>{k}</dt><dd>{v}</dd>");
    }
    body.push_str("</dl>\n");
    if !rated.is_empty() && rated_player {
        let _ = writeln!(body, "<p class=\"note\">{}</p>", tr.t("site-player-rating-note"));
    }

    let _ = writeln!(body, "<h2>{}</h2>", tr.t("site-player-games"));
    if rows.is_empty() {
        let _ = writeln!(body, "<p>{}</p>", tr.t("site-rounds-none"));
    } else {
        body.push_str(&table(
            &tr.t("site-player-games"),
            &[
                key(tr, "site-col-round", "no"),
                detail(tr, "site-col-board", "no"),
                detail(tr, "site-col-colour", ""),
                key(tr, "site-col-opponent", "fill"),
                detail(tr, "site-col-opponent-rating", "num"),
                key(tr, "site-col-result", "res"),
                key(tr, "site-col-points-after", "pts"),
                detail(tr, "site-col-rating-change", "num"),
            ],
            &rows,
            true,
            Layout::Reflow,
        ));
    }

    // Tie-breaks: each value and how it was reached, round by round.
    let _ = writeln!(
        body,
        "<h2 id=\"tiebreaks\">{}</h2>",
        tr.t("site-player-tiebreaks")
    );
    body.push_str(&standings_state(data, tr));
    match row {
        Some(r) if !r.working.is_empty() => {
            for w in &r.working {
                let lines = arbitro_tiebreaks::explain::working_lines(lang, w);
                let mut lines = lines.into_iter();
                let headline = lines.next().unwrap_or_default();
                let _ = write!(body, "<h3>{}</h3>\n<ul>", escape(&headline));
                for line in lines {
                    let _ = write!(body, "<li>{}</li>", escape(&line));
                }
                body.push_str("</ul>\n");
            }
        }
        _ => {
            let _ = writeln!(body, "<p>{}</p>", tr.t("site-player-no-tiebreaks"));
        }
    }
    let file = player_file(p.pairing_number);
    SiteFile {
        path: format!("{dir}/{file}"),
        content: frame.page(&file, &p.input.name, &body),
    }
}

/// A decimal written with `.` in the page's language (HTML).
fn tr_decimal(tr: &Tr, number: &str) -> String {
    escape(&arbitro_i18n::format::decimal(tr.lang, number))
}
