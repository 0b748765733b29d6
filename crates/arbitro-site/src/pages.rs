//! The pages of one language: the event's home (the call), players,
//! rounds with their pairings by board and by name, standings, how the
//! tie-breaks are computed, the crosstable, a page per player and the
//! precedents.

use std::fmt::Write as _;

use arbitro_i18n::{Lang, Message, format};
use arbitro_store::call::EventCall;
use arbitro_store::players::Player;
use arbitro_store::{ByeKind, Game, ResultKind};
use arbitro_tiebreaks::Value;

use crate::data::Data;
use crate::html::{Frame, Tr, V, escape, link, table};

/// Rows of a table on one page; longer tables continue on numbered pages.
pub const ROWS_PER_PAGE: usize = 1000;

/// A file of the site: its path under the site's folder (`/`-separated)
/// and its content.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteFile {
    /// Path under the site's folder, such as `es/standings.html`.
    pub path: String,
    /// The file's text.
    pub content: String,
}

/// The name of page `page` (1-based) of a paginated table.
fn paged(base: &str, page: usize) -> String {
    if page <= 1 {
        format!("{base}.html")
    } else {
        format!("{base}-{page}.html")
    }
}

/// The file of a player's page.
pub fn player_file(number: u32) -> String {
    format!("player-{number}.html")
}

/// A date of the call (`YYYY-MM-DD`) in the language's pattern.
pub(crate) fn date(lang: Lang, text: &str) -> String {
    let mut parts = text.trim().splitn(3, '-');
    let parsed = (|| {
        let y = parts.next()?.parse().ok()?;
        let m = parts.next()?.parse().ok()?;
        let d = parts.next()?.parse().ok()?;
        Some(format::date(lang, y, m, d))
    })();
    parsed.unwrap_or_else(|| text.to_string())
}

/// A score as chess writes it (`3½`), or a decimal when it is not a
/// number of half points.
pub(crate) fn score(lang: Lang, v: &Value) -> String {
    match v.halves() {
        Some(h) => format::half_points(h),
        None => format::decimal(lang, &v.to_string()),
    }
}

/// A tie-break value in the language's decimals.
pub(crate) fn value(lang: Lang, v: &Value) -> String {
    format::decimal(lang, &v.to_string())
}

/// A player's name linked to their page, with the title before it.
pub(crate) fn player_link(p: &Player) -> String {
    let name = escape(&p.input.name);
    link(&player_file(p.pairing_number), &name)
}

/// What a player scored in a game, in half points (none without a result).
pub fn own_half(game: &Game, id: i64) -> Option<u8> {
    if game.white == id {
        game.white_score
    } else {
        game.black_score
    }
}

/// A board's result as the pairing list shows it (`1–0`, `½–½`, `+–`).
fn board_result(tr: &Tr, game: &Game) -> String {
    match (game.kind, game.white_score, game.black_score) {
        (None, ..) => String::new(),
        (Some(ResultKind::Adjourned), ..) => tr.m(&ResultKind::Adjourned),
        (Some(ResultKind::Forfeit), Some(w), Some(b)) => {
            format!(
                "{}–{}",
                if w > 0 { '+' } else { '−' },
                if b > 0 { '+' } else { '−' }
            )
        }
        (Some(kind), Some(w), Some(b)) => {
            let text = format!(
                "{}–{}",
                format::half_points(i64::from(w)),
                format::half_points(i64::from(b))
            );
            if kind == ResultKind::Arbiter {
                format!("{text} ({})", tr.m(&ResultKind::Arbiter))
            } else {
                text
            }
        }
        _ => String::new(),
    }
}

/// A player's own result in a game (`1`, `½`, `0`, `+`, `−`).
fn own_result(tr: &Tr, game: &Game, id: i64) -> String {
    match (game.kind, own_half(game, id)) {
        (None, _) | (_, None) => String::new(),
        (Some(ResultKind::Adjourned), _) => tr.m(&ResultKind::Adjourned),
        (Some(ResultKind::Forfeit), Some(h)) => (if h > 0 { "+" } else { "−" }).to_string(),
        (Some(_), Some(h)) => format::half_points(i64::from(h)),
    }
}

/// The list of page links of a paginated table (nothing for one page).
fn page_links(tr: &Tr, base: &str, pages: usize, current: usize) -> String {
    if pages <= 1 {
        return String::new();
    }
    let mut out = format!("<nav aria-label=\"{}\"><ul class=\"pages\">", tr.t("site-pages"));
    for page in 1..=pages {
        let text = tr.ta(
            "site-page-of",
            &[("page", V::I(page as i64)), ("pages", V::I(pages as i64))],
        );
        if page == current {
            let _ = write!(out, "<li aria-current=\"page\">{text}</li>");
        } else {
            let _ = write!(out, "<li>{}</li>", link(&paged(base, page), &text));
        }
    }
    out.push_str("</ul></nav>\n");
    out
}

/// Writes a table over as many pages as it needs: `intro` goes before the
/// table on every page, `after` after it on the last.
#[allow(clippy::too_many_arguments)]
fn paginated(
    frame: &Frame<'_>,
    out: &mut Vec<SiteFile>,
    dir: &str,
    base: &str,
    title: &str,
    intro: &str,
    head: &[String],
    rows: &[Vec<String>],
    row_headers: bool,
    after: &str,
) {
    let pages = rows.len().div_ceil(ROWS_PER_PAGE).max(1);
    for page in 1..=pages {
        let chunk =
            &rows[((page - 1) * ROWS_PER_PAGE).min(rows.len())..(page * ROWS_PER_PAGE).min(rows.len())];
        let nav = page_links(&frame.tr, base, pages, page);
        let mut body = String::from(intro);
        body.push_str(&nav);
        body.push_str(&table(&escape(title), head, chunk, row_headers));
        body.push_str(&nav);
        if page == pages {
            body.push_str(after);
        }
        let file = paged(base, page);
        let content = frame.page(&file, title, &body);
        out.push(SiteFile {
            path: format!("{dir}/{file}"),
            content,
        });
    }
}

/// Column headings from catalogue ids.
pub(crate) fn heads(tr: &Tr, codes: &[&str]) -> Vec<String> {
    codes.iter().map(|c| tr.t(c)).collect()
}

/// The event's own pages of one language, under `dir` (`es`, `en`): all
/// but the precedents and the team standings, which build on them.
pub fn pages(data: &Data, frame: &Frame<'_>, dir: &str) -> Vec<SiteFile> {
    let mut out = Vec::new();
    home(data, frame, dir, &mut out);
    players(data, frame, dir, &mut out);
    rounds(data, frame, dir, &mut out);
    standings(data, frame, dir, &mut out);
    tiebreaks(data, frame, dir, &mut out);
    crosstable(data, frame, dir, &mut out);
    for p in &data.players {
        out.push(player(data, frame, dir, p));
    }
    out
}

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

/// A catalogue id as a message (labels without parameters).
struct Named<'a>(&'a str);

impl Message for Named<'_> {
    fn code(&self) -> &str {
        self.0
    }
}

/// The list of rounds with their pages and states.
fn round_list(data: &Data, tr: &Tr) -> String {
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

fn home(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
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

/// Points of a player after the standings' rounds (or none before them).
fn points(data: &Data, lang: Lang, p: &Player) -> String {
    data.row_of
        .get(&p.pairing_number)
        .map(|&i| score(lang, &data.report.standings[i].score))
        .unwrap_or_default()
}

fn players(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    let tr = &frame.tr;
    let head = heads(
        tr,
        &[
            "site-col-number",
            "site-col-name",
            "site-col-title",
            "site-col-rating",
            "site-col-federation",
            "site-col-points",
        ],
    );
    let rows: Vec<Vec<String>> = data
        .players
        .iter()
        .map(|p| {
            let mut name = player_link(p);
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
                escape(p.input.title.as_deref().unwrap_or("")),
                if p.input.rating > 0 {
                    p.input.rating.to_string()
                } else {
                    String::new()
                },
                escape(p.input.federation.as_deref().unwrap_or("")),
                points(data, tr.lang, p),
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
    paginated(frame, out, dir, "players", &title, &intro, &head, &rows, true, "");
}

/// A catalogue text as plain (unescaped) text, for titles the frame escapes.
pub(crate) fn tr_plain(tr: &Tr, code: &str) -> String {
    arbitro_i18n::render(tr.lang, &Named(code))
}

fn rounds(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    let tr = &frame.tr;
    let title = tr_plain(tr, "site-rounds-title");
    out.push(SiteFile {
        path: format!("{dir}/rounds.html"),
        content: frame.page("rounds.html", &title, &round_list(data, tr)),
    });
    for r in &data.rounds {
        round_pages(data, frame, dir, r.number, out);
    }
}

/// A player as a pairing list names them: name (linked) and number.
fn named(p: Option<&Player>) -> String {
    match p {
        Some(p) => format!("{} ({})", player_link(p), p.pairing_number),
        None => String::new(),
    }
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
    let switch = |other: &str, code: &str| format!("<p>{}</p>\n", link(&paged(other, 1), &tr.t(code)));

    // By board.
    let head = heads(
        tr,
        &[
            "site-col-board",
            "site-col-white",
            "site-col-result",
            "site-col-black",
        ],
    );
    let rows: Vec<Vec<String>> = games
        .iter()
        .filter(|g| g.black.is_some())
        .map(|g| {
            vec![
                g.board.to_string(),
                named(data.player(g.white)),
                board_result(tr, g),
                named(g.black.and_then(|b| data.player(b))),
            ]
        })
        .collect();
    let mut unpaired: Vec<(String, String)> = Vec::new();
    for g in games.iter().filter(|g| g.black.is_none()) {
        unpaired.push((named(data.player(g.white)), tr.t("site-round-pairing-bye")));
    }
    for b in data.byes.iter().filter(|b| b.round == round) {
        unpaired.push((named(data.player(b.player)), tr.m(&b.kind)));
    }
    let mut after = String::new();
    if !unpaired.is_empty() {
        let rows: Vec<Vec<String>> = unpaired
            .iter()
            .map(|(p, why)| vec![p.clone(), why.clone()])
            .collect();
        let _ = writeln!(after, "<h2>{}</h2>", tr.t("site-round-unpaired"));
        after.push_str(&table(
            &tr.t("site-round-unpaired"),
            &heads(tr, &["site-col-player", "site-col-bye"]),
            &rows,
            false,
        ));
    }
    let base = format!("round-{round}");
    let names = format!("round-{round}-names");
    let by_board_intro = format!("{intro}{}", switch(&names, "site-round-by-name"));
    paginated(
        frame,
        out,
        dir,
        &base,
        &arbitro_i18n::render(lang, &RoundPage("site-round-title-board", round)),
        &by_board_intro,
        &head,
        &rows,
        true,
        &after,
    );

    // By name: every player of the round, alphabetically, with their board.
    let mut entries: Vec<(String, Vec<String>)> = Vec::new();
    for g in &games {
        let sides: Vec<(i64, Option<i64>, bool)> = match g.black {
            Some(b) => vec![(g.white, Some(b), true), (b, Some(g.white), false)],
            None => vec![(g.white, None, true)],
        };
        for (id, opponent, white) in sides {
            let Some(p) = data.player(id) else { continue };
            let row = match opponent {
                Some(o) => vec![
                    player_link(p),
                    p.pairing_number.to_string(),
                    g.board.to_string(),
                    tr.t(if white {
                        "site-colour-white"
                    } else {
                        "site-colour-black"
                    }),
                    named(data.player(o)),
                    board_result(tr, g),
                ],
                None => vec![
                    player_link(p),
                    p.pairing_number.to_string(),
                    String::new(),
                    String::new(),
                    tr.t("site-round-pairing-bye"),
                    own_result(tr, g, id),
                ],
            };
            entries.push((sort_key(&p.input.name), row));
        }
    }
    for b in data.byes.iter().filter(|b| b.round == round) {
        let Some(p) = data.player(b.player) else { continue };
        let row = vec![
            player_link(p),
            p.pairing_number.to_string(),
            String::new(),
            String::new(),
            tr.m(&b.kind),
            format::half_points(i64::from(bye_half(b.kind))),
        ];
        entries.push((sort_key(&p.input.name), row));
    }
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    let rows: Vec<Vec<String>> = entries.into_iter().map(|e| e.1).collect();
    let head = heads(
        tr,
        &[
            "site-col-name",
            "site-col-number",
            "site-col-board",
            "site-col-colour",
            "site-col-opponent",
            "site-col-result",
        ],
    );
    let by_name_intro = format!("{intro}{}", switch(&base, "site-round-by-board"));
    paginated(
        frame,
        out,
        dir,
        &names,
        &arbitro_i18n::render(lang, &RoundPage("site-round-title-name", round)),
        &by_name_intro,
        &head,
        &rows,
        true,
        "",
    );
}

/// A name as the alphabetical list orders it: case and the accents of
/// Spanish, Catalan, French, German and Portuguese names aside (`Ñ` after `N`).
fn sort_key(name: &str) -> String {
    let mut key = String::with_capacity(name.len() + 4);
    for c in name.chars().flat_map(char::to_lowercase) {
        match c {
            'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' => key.push('a'),
            'é' | 'è' | 'ê' | 'ë' => key.push('e'),
            'í' | 'ì' | 'î' | 'ï' => key.push('i'),
            'ó' | 'ò' | 'ô' | 'ö' | 'õ' | 'ø' => key.push('o'),
            'ú' | 'ù' | 'û' | 'ü' => key.push('u'),
            'ç' => key.push('c'),
            // After every n, before o.
            'ñ' => {
                key.push('n');
                key.push(char::MAX);
            }
            c => key.push(c),
        }
    }
    key
}

/// Half points of a requested bye.
fn bye_half(kind: ByeKind) -> u8 {
    kind.half_points()
}

/// A round page's title as a message (plain text).
struct RoundPage(&'static str, u32);

impl Message for RoundPage {
    fn code(&self) -> &str {
        self.0
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        vec![("round", arbitro_i18n::Arg::from(self.1))]
    }
}

/// Where the standings are: after which round, and the round in play.
fn standings_state(data: &Data, tr: &Tr) -> String {
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
pub(crate) fn tiebreak_legend(report: &arbitro_tiebreaks::Report, tr: &Tr) -> String {
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

/// The tie-breaks' column headings: the code, its name as a tooltip.
pub(crate) fn tiebreak_heads(report: &arbitro_tiebreaks::Report, lang: Lang) -> Vec<String> {
    report
        .tie_breaks
        .iter()
        .map(|c| {
            format!(
                "<abbr title=\"{}\">{}</abbr>",
                escape(c.name.get(lang)),
                escape(&c.code.to_string())
            )
        })
        .collect()
}

/// A row's rank, `3=` when shared.
pub(crate) fn rank(r: &arbitro_tiebreaks::ReportRow) -> String {
    if r.shared {
        format!("{}=", r.rank)
    } else {
        r.rank.to_string()
    }
}

/// A row's tie-break values in the language's decimals (empty: not needed).
pub(crate) fn tiebreak_values(r: &arbitro_tiebreaks::ReportRow, lang: Lang) -> Vec<String> {
    r.values
        .iter()
        .map(|v| v.as_ref().map(|v| value(lang, v)).unwrap_or_default())
        .collect()
}

fn standings(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    let tr = &frame.tr;
    let lang = tr.lang;
    let mut head = heads(
        tr,
        &[
            "site-col-rank",
            "site-col-number",
            "site-col-name",
            "site-col-rating",
            "site-col-federation",
            "site-col-points",
        ],
    );
    head.extend(tiebreak_heads(&data.report, lang));
    let rows: Vec<Vec<String>> = data
        .report
        .standings
        .iter()
        .map(|r| {
            let mut row = vec![
                rank(r),
                r.number.to_string(),
                link(&player_file(r.number), &escape(&r.name)),
                r.rating.map(|x| x.to_string()).unwrap_or_default(),
                escape(r.federation.as_deref().unwrap_or("")),
                score(lang, &r.score),
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
    paginated(
        frame,
        out,
        dir,
        "standings",
        &title,
        &intro,
        &head,
        &rows,
        true,
        &after,
    );
}

fn tiebreaks(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
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
            r.rank,
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

fn crosstable(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    let tr = &frame.tr;
    let forms_lang = match tr.lang {
        Lang::Es => arbitro_forms::Lang::Es,
        Lang::En => arbitro_forms::Lang::En,
    };
    let text = data.forms.crosstable_text(&data.crosstable, forms_lang);
    let head: Vec<String> = text.headings.iter().map(|h| escape(h)).collect();
    let rows: Vec<Vec<String>> = text
        .rows
        .iter()
        .map(|row| {
            row.iter()
                .enumerate()
                .map(|(i, cell)| {
                    if text.round_columns.get(i).copied().unwrap_or(false) {
                        format!("<span class=\"mono\">{}</span>", escape(cell))
                    } else {
                        escape(cell)
                    }
                })
                .collect()
        })
        .collect();
    let intro = standings_state(data, tr);
    let after = format!("<p>{}</p>\n", escape(&text.legend));
    let title = tr_plain(tr, "site-crosstable-title");
    paginated(
        frame,
        out,
        dir,
        "crosstable",
        &title,
        &intro,
        &head,
        &rows,
        false,
        &after,
    );
}

fn player(data: &Data, frame: &Frame<'_>, dir: &str, p: &Player) -> SiteFile {
    let tr = &frame.tr;
    let lang = tr.lang;
    let mut body = String::from("<dl>");
    let mut items: Vec<(String, String)> = vec![(tr.t("site-col-number"), p.pairing_number.to_string())];
    if let Some(t) = p.input.title.as_deref().filter(|t| !t.is_empty()) {
        items.push((tr.t("site-col-title"), escape(t)));
    }
    if p.input.rating > 0 {
        items.push((tr.t("site-col-rating"), p.input.rating.to_string()));
    }
    if let Some(f) = p.input.federation.as_deref().filter(|f| !f.is_empty()) {
        items.push((tr.t("site-col-federation"), escape(f)));
    }
    if let Some(id) = p.input.fide_id {
        items.push((tr.t("site-col-fide-id"), id.to_string()));
    }
    let row = data
        .row_of
        .get(&p.pairing_number)
        .map(|&i| &data.report.standings[i]);
    if let Some(r) = row {
        let rank = if r.shared {
            format!("{}=", r.rank)
        } else {
            r.rank.to_string()
        };
        items.push((tr.t("site-col-rank"), rank));
        items.push((tr.t("site-col-points"), score(lang, &r.score)));
    }
    if let Some(after) = p.withdrawn_after {
        items.push((
            tr.t("site-player-state"),
            tr.ta("site-player-withdrawn", &[("round", V::I(i64::from(after)))]),
        ));
    }
    for (k, v) in items {
        let _ = write!(body, "<dt>{k}</dt><dd>{v}</dd>");
    }
    body.push_str("</dl>\n");

    // Games, round by round, with the points after each.
    let _ = writeln!(body, "<h2>{}</h2>", tr.t("site-player-games"));
    let mut running: i64 = 0;
    let mut rows = Vec::new();
    let games = data.games_of.get(&p.id).map(Vec::as_slice).unwrap_or(&[]);
    for r in &data.rounds {
        let round = r.number;
        let game = games.iter().map(|&i| &data.games[i]).find(|g| g.round == round);
        let row = match game {
            Some(g) => {
                if let Some(h) = own_half(g, p.id).filter(|_| g.finished()) {
                    running += i64::from(h);
                }
                let (colour, opponent) = match g.black {
                    None => (String::new(), tr.t("site-round-pairing-bye")),
                    Some(b) if b == p.id => (tr.t("site-colour-black"), named(data.player(g.white))),
                    Some(b) => (tr.t("site-colour-white"), named(data.player(b))),
                };
                vec![
                    round.to_string(),
                    if g.black.is_some() {
                        g.board.to_string()
                    } else {
                        String::new()
                    },
                    colour,
                    opponent,
                    own_result(tr, g, p.id),
                    format::half_points(running),
                ]
            }
            None => match data.byes.iter().find(|b| b.round == round && b.player == p.id) {
                Some(b) => {
                    running += i64::from(b.kind.half_points());
                    vec![
                        round.to_string(),
                        String::new(),
                        String::new(),
                        tr.m(&b.kind),
                        format::half_points(i64::from(b.kind.half_points())),
                        format::half_points(running),
                    ]
                }
                None => vec![
                    round.to_string(),
                    String::new(),
                    String::new(),
                    tr.t("site-player-not-paired"),
                    String::new(),
                    format::half_points(running),
                ],
            },
        };
        rows.push(row);
    }
    if rows.is_empty() {
        let _ = writeln!(body, "<p>{}</p>", tr.t("site-rounds-none"));
    } else {
        body.push_str(&table(
            &tr.t("site-player-games"),
            &heads(
                tr,
                &[
                    "site-col-round",
                    "site-col-board",
                    "site-col-colour",
                    "site-col-opponent",
                    "site-col-result",
                    "site-col-points-after",
                ],
            ),
            &rows,
            true,
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

#[cfg(test)]
mod tests {
    use super::sort_key;

    #[test]
    fn names_sort_as_a_spanish_list_does() {
        let mut names = vec![
            "Ñuñez", "Nuño", "Nunz", "Álvarez", "Azcona", "Oña", "nuo", "Éboli",
        ];
        names.sort_by_key(|n| sort_key(n));
        assert_eq!(
            names,
            [
                "Álvarez", "Azcona", "Éboli", "Nunz", "Nuño", "nuo", "Ñuñez", "Oña"
            ]
        );
    }
}
