//! The site of a 120-player, 11-round open as players read it, next to what
//! chess-results shows: pairings with titles, ratings, points before the
//! round and results; every round page linked to the rounds before and
//! after; the time of the last update and the player search on every page;
//! the search page finding folded names; the player's card with club, year
//! of birth, federation by name, performance, rating change and the
//! opponents' ratings; one number format per language; ties written alike.
//!
//! With `ARBITRO_SITE_WALK=DIR`, [`the_open_site_is_written`] writes the
//! site to `DIR` for the walk in headless Chromium
//! (`scripts/site-browser-test.sh`, `tests/browser/walk.mjs`).

mod common;

use std::path::PathBuf;
use std::sync::OnceLock;

use arbitro_i18n::{Lang, format};
use arbitro_site::{Site, build_site, publish_site};
use common::{PLAYERS, ROUNDS, TempDir, open_event};

/// The open's site, built once for the tests of this file.
fn site() -> &'static (
    Site,
    Vec<arbitro_store::players::Player>,
    Vec<arbitro_store::Game>,
) {
    static SITE: OnceLock<(
        Site,
        Vec<arbitro_store::players::Player>,
        Vec<arbitro_store::Game>,
    )> = OnceLock::new();
    SITE.get_or_init(|| {
        let dir = TempDir::new("walk-site");
        let event = open_event(&dir);
        let site = build_site(&event).expect("site");
        (
            site,
            event.players().all().unwrap(),
            event.rounds().all_games().unwrap(),
        )
    })
}

fn page(path: &str) -> &'static str {
    &site()
        .0
        .file(path)
        .unwrap_or_else(|| panic!("{path} is missing"))
        .content
}

/// The cells of the rows of a page's first table: each row's cells as text
/// without markup.
fn rows(html: &str) -> Vec<Vec<String>> {
    let body = &html[html.find("<tbody>").expect("a table")..];
    let body = &body[..body.find("</tbody>").unwrap()];
    body.split("<tr")
        .skip(1)
        .map(|row| {
            let mut cells = Vec::new();
            let mut rest = row;
            while let Some(start) = rest.find(['<']) {
                let tag = &rest[start..];
                let is_cell = tag.starts_with("<td") || tag.starts_with("<th");
                let after = &tag[tag.find('>').unwrap() + 1..];
                if is_cell {
                    let end = after.find("</t").unwrap();
                    cells.push(text(&after[..end]));
                    rest = &after[end..];
                    rest = &rest[rest.find('>').unwrap() + 1..];
                } else {
                    rest = after;
                }
            }
            cells
        })
        .collect()
}

/// `html` without its tags (and without a phone's second lines, `sub`),
/// entities of names undone.
fn text(html: &str) -> String {
    let mut html = html.to_string();
    while let Some(i) = html.find("<span class=\"sub\"") {
        let end = i + html[i..].find("</span>").unwrap() + "</span>".len();
        html.replace_range(i..end, "");
    }
    let mut out = String::new();
    let mut inside = false;
    for c in html.chars() {
        match c {
            '<' => inside = true,
            '>' => inside = false,
            c if !inside => out.push(c),
            _ => {}
        }
    }
    out.replace("&#39;", "'")
        .replace("&amp;", "&")
        .replace("&quot;", "\"")
}

#[test]
fn the_open_site_is_written() {
    let dir = TempDir::new("walk-write");
    let event = open_event(&dir);
    let out = std::env::var_os("ARBITRO_SITE_WALK")
        .map(PathBuf::from)
        .unwrap_or_else(|| dir.path("site"));
    let written = publish_site(&event, &out).expect("site written");
    assert!(written.written + written.unchanged > 2 * PLAYERS);
    assert!(out.join("es/search.html").is_file() && out.join("site.js").is_file());
}

#[test]
fn pairings_show_titles_ratings_points_before_the_round_and_results() {
    let (_, players, games) = site();
    let by_id: std::collections::HashMap<i64, &arbitro_store::players::Player> =
        players.iter().map(|p| (p.id, p)).collect();
    let round = 6;
    // Points before round 6, counted here from the games and the byes' half points.
    let mut before: std::collections::HashMap<i64, u32> = std::collections::HashMap::new();
    for g in games.iter().filter(|g| g.round < round) {
        *before.entry(g.white).or_default() += u32::from(g.white_score.unwrap_or(0));
        if let Some(b) = g.black {
            *before.entry(b).or_default() += u32::from(g.black_score.unwrap_or(0));
        }
    }
    let byes: Vec<(i64, u32)> = players
        .iter()
        .flat_map(|p| {
            (1..round).filter_map(move |r| {
                games
                    .iter()
                    .all(|g| g.round != r || (g.white != p.id && g.black != Some(p.id)))
                    .then_some((p.id, r))
            })
        })
        .collect();
    for (id, _) in &byes {
        // A requested half-point bye (the open's only kind).
        *before.entry(*id).or_default() += 1;
    }
    for (lang, page_path) in [(Lang::Es, "es/round-6.html"), (Lang::En, "en/round-6.html")] {
        let table = rows(page(page_path));
        let boards: Vec<&arbitro_store::Game> = games
            .iter()
            .filter(|g| g.round == round && g.black.is_some())
            .collect();
        assert_eq!(table.len(), boards.len());
        for (row, g) in table.iter().zip(&boards) {
            let (w, b) = (by_id[&g.white], by_id[&g.black.unwrap()]);
            let points = |p: &arbitro_store::players::Player| {
                let h = i64::from(before.get(&p.id).copied().unwrap_or(0));
                format::decimal(
                    lang,
                    &if h % 2 == 0 {
                        format!("{}", h / 2)
                    } else {
                        format!("{}.5", h / 2)
                    },
                )
            };
            let titled = |p: &arbitro_store::players::Player| match p.input.title.as_deref() {
                Some(t) if !t.is_empty() => format!("{t} {}", p.input.name),
                _ => p.input.name.clone(),
            };
            let result = match (g.white_score, g.black_score) {
                (Some(2), Some(0)) => "1–0",
                (Some(0), Some(2)) => "0–1",
                (Some(1), Some(1)) => "½–½",
                other => panic!("{other:?}"),
            };
            // A phone's second line under each name: number, rating, points.
            let sub = |p: &arbitro_store::players::Player, number: &str, points: &str| {
                format!(
                    "<span class=\"sub\" aria-hidden=\"true\">{number} {} · {} · {points}</span>",
                    p.pairing_number, p.input.rating
                )
            };
            let html = page(page_path);
            let (number, pts) = if lang == Lang::Es {
                ("n.º", "ptos.")
            } else {
                ("no.", "pts")
            };
            for p in [w, b] {
                let line = sub(p, number, &format!("{} {pts}", points(p)));
                assert!(html.contains(&line), "{page_path}: {line}");
            }
            assert_eq!(
                row,
                &vec![
                    g.board.to_string(),
                    w.pairing_number.to_string(),
                    titled(w),
                    w.input.rating.to_string(),
                    points(w),
                    result.to_string(),
                    points(b),
                    titled(b),
                    b.input.rating.to_string(),
                    b.pairing_number.to_string(),
                ],
                "{page_path}"
            );
        }
    }
}

#[test]
fn every_round_page_links_to_the_rounds_before_and_after() {
    for lang in ["es", "en"] {
        for round in 1..=ROUNDS {
            for (base, names) in [
                (format!("round-{round}"), false),
                (format!("round-{round}-names"), true),
            ] {
                let html = page(&format!("{lang}/{base}.html"));
                let suffix = if names { "-names" } else { "" };
                let prev = format!(
                    "rel=\"prev\" href=\"round-{}{suffix}.html\"",
                    round.wrapping_sub(1)
                );
                let next = format!("rel=\"next\" href=\"round-{}{suffix}.html\"", round + 1);
                assert_eq!(html.contains(&prev), round > 1, "{lang}/{base}: previous");
                assert_eq!(html.contains(&next), round < ROUNDS, "{lang}/{base}: next");
            }
        }
    }
}

#[test]
fn every_page_says_when_it_was_updated_and_has_the_search_box() {
    let (site, ..) = site();
    let mut pages = 0;
    for f in site
        .files
        .iter()
        .filter(|f| f.path.ends_with(".html") && f.path.contains('/'))
    {
        let es = f.path.starts_with("es/");
        assert!(
            f.content
                .contains("<time datetime=\"2026-07-09T21:00:00+02:00\">"),
            "{}: no time",
            f.path
        );
        let updated = if es {
            "Actualizado el 09/07/2026 21:00"
        } else {
            "Updated 2026-07-09 21:00"
        };
        assert!(text(&f.content).contains(updated), "{}", f.path);
        assert_eq!(
            f.content
                .matches("<form class=\"search\" action=\"search.html\" method=\"get\" role=\"search\">")
                .count(),
            1,
            "{}: one search box",
            f.path
        );
        pages += 1;
    }
    assert!(pages > 2 * PLAYERS, "{pages} pages");
}

#[test]
fn the_search_page_lists_every_player_by_the_folded_words_of_their_name() {
    let (_, players, _) = site();
    for lang in ["es", "en"] {
        let html = page(&format!("{lang}/search.html"));
        assert_eq!(
            html.matches("<li id=\"letter-").count() + html.matches("<li data-search=").count(),
            PLAYERS
        );
        for p in players {
            assert!(
                html.contains(&format!(
                    "data-number=\"{}\"><a href=\"player-{}.html\">",
                    p.pairing_number, p.pairing_number
                )),
                "{}",
                p.input.name
            );
        }
        for (name, words) in [
            ("Sørensen", "sorensen"),
            ("Łukasiewicz", "lukasiewicz"),
            ("Groß", "gross"),
            ("O&#39;Neill", "oneill"),
            ("D&#39;Agostino", "dagostino"),
            ("Núñez Peña", "nunez pena"),
        ] {
            let at = html
                .find(&format!(">{name},"))
                .unwrap_or_else(|| panic!("{name}"));
            let item = &html[html[..at].rfind("<li").unwrap()..at];
            assert!(item.contains(&format!("data-search=\"{words}")), "{name}: {item}");
        }
        // Apostrophes also part words: "neill" finds O'Neill.
        let at = html.find(">O&#39;Neill,").unwrap();
        let item = &html[html[..at].rfind("<li").unwrap()..at];
        assert!(
            item.contains("data-search=\"oneill ") && item.contains(" o neill "),
            "{item}"
        );
    }
}

#[test]
fn the_card_shows_club_birth_federation_performance_rating_change_and_opponents_ratings() {
    let (_, players, games) = site();
    let p = players
        .iter()
        .find(|p| p.input.name.starts_with("Sørensen"))
        .unwrap();
    assert_eq!(p.input.federation.as_deref(), Some("POL"));
    let card_es = page(&format!("es/player-{}.html", p.pairing_number));
    let card_en = page(&format!("en/player-{}.html", p.pairing_number));
    for (card, fed, perf, change) in [
        (card_es, "Polonia (POL)", "Actuación", "Variación de elo"),
        (card_en, "Poland (POL)", "Performance", "Rating change"),
    ] {
        let t = text(card);
        assert!(t.contains(fed), "{t}");
        assert!(t.contains(p.input.club.as_deref().unwrap()), "club");
        assert!(
            t.contains(&p.input.birth_date.as_deref().unwrap()[..4]),
            "year of birth"
        );
        assert!(
            t.contains(perf) && t.contains(change) && t.contains("(K = "),
            "{t}"
        );
    }
    // Each game's row gives the opponent's rating.
    let table = rows(card_en);
    assert_eq!(table.len(), ROUNDS as usize);
    for g in games
        .iter()
        .filter(|g| g.black.is_some() && (g.white == p.id || g.black == Some(p.id)))
    {
        let opponent = if g.white == p.id {
            g.black.unwrap()
        } else {
            g.white
        };
        let o = players.iter().find(|x| x.id == opponent).unwrap();
        let row = &table[g.round as usize - 1];
        assert_eq!(row[4], o.input.rating.to_string(), "round {}", g.round);
        assert!(row[3].contains(&o.input.name), "round {}", g.round);
    }
}

#[test]
fn one_number_format_per_language_and_ties_written_alike() {
    for (lang, wrong) in [("es", ['.', '½']), ("en", [',', '½'])] {
        // Points and tie-break cells of the standings and the crosstable.
        for file in ["standings", "crosstable", "players"] {
            let html = page(&format!("{lang}/{file}.html"));
            for (class, end) in [
                ("<td class=\"pts", "</td>"),
                ("<td class=\"tb", "</td>"),
                ("<span class=\"pt\"", "</span>"),
                ("<span class=\"tbv\"", "</span>"),
            ] {
                for (i, _) in html.match_indices(class) {
                    let cell = &html[i..];
                    let value = text(&cell[cell.find('>').unwrap() + 1..cell.find(end).unwrap()]);
                    assert!(
                        !value.contains(wrong[0]) && !value.contains(wrong[1]),
                        "{lang}/{file}: {value}"
                    );
                }
            }
        }
        // The same ranks, ties and all, in the standings and the crosstable.
        let standings: Vec<String> = rows(page(&format!("{lang}/standings.html")))
            .into_iter()
            .map(|r| r[0].clone())
            .collect();
        assert!(standings.iter().any(|r| r.ends_with('=')), "the open has ties");
        let cross = page(&format!("{lang}/crosstable.html"));
        let crossed: Vec<String> = cross
            .match_indices("<span class=\"rk\">")
            .skip(1)
            .map(|(i, m)| {
                let rest = &cross[i + m.len()..];
                rest[..rest.find('<').unwrap()].to_string()
            })
            .collect();
        assert_eq!(standings, crossed, "{lang}");
    }
}

#[test]
fn the_root_page_opens_the_readers_language_and_links_to_both() {
    let root = page("index.html");
    assert!(root.contains("data-languages=\"es en\" data-default=\"es\""));
    assert!(root.contains("<script src=\"site.js\"></script>"));
    assert!(root.contains("href=\"es/index.html\"") && root.contains("href=\"en/index.html\""));
    assert!(!root.contains("http-equiv=\"refresh\""));
}
