//! What the pages of one language share: the site's files, a table over
//! numbered pages (each page link saying which rows it holds), players and
//! results as the tables write them; [`pages`] writes every page of a
//! language (home, players, rounds, standings, tie-breaks, crosstable,
//! players' cards, search, precedents, team standings).

use std::fmt::Write as _;

use arbitro_i18n::{Lang, Message, format};
use arbitro_store::players::Player;
use arbitro_store::{Game, ResultKind};

use crate::html::{Col, Frame, Layout, Tr, V, Width, escape, link, table};

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
pub(crate) fn paged(base: &str, page: usize) -> String {
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

/// A player's name linked to their card, their title before it.
pub(crate) fn titled(p: &Player) -> String {
    titled_name(p.input.title.as_deref(), p.pairing_number, &p.input.name)
}

/// A name linked to the card of player `number`, `title` before it.
pub(crate) fn titled_name(title: Option<&str>, number: u32, name: &str) -> String {
    let name = link(&player_file(number), &escape(name));
    match title.map(str::trim).filter(|t| !t.is_empty()) {
        Some(t) => format!("<span class=\"title\">{}</span> {name}", escape(t)),
        None => name,
    }
}

/// A player's rating (empty when unrated).
pub(crate) fn rating(p: &Player) -> String {
    if p.input.rating > 0 {
        p.input.rating.to_string()
    } else {
        String::new()
    }
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
pub(crate) fn board_result(tr: &Tr, game: &Game) -> String {
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
pub(crate) fn own_result(tr: &Tr, game: &Game, id: i64) -> String {
    match (game.kind, own_half(game, id)) {
        (None, _) | (_, None) => String::new(),
        (Some(ResultKind::Adjourned), _) => tr.m(&ResultKind::Adjourned),
        (Some(ResultKind::Forfeit), Some(h)) => (if h > 0 { "+" } else { "−" }).to_string(),
        (Some(_), Some(h)) => format::half_points(i64::from(h)),
    }
}

/// A table spread over numbered pages: its rows, and what a page link says
/// of the rows it holds.
pub(crate) struct Paged<'a> {
    /// The pages' base name (`standings` → `standings.html`, `standings-2.html`).
    pub base: &'a str,
    /// The heading of every page (plain text).
    pub title: &'a str,
    /// Before the table on every page (HTML).
    pub intro: &'a str,
    /// After the table on the last page (HTML).
    pub after: &'a str,
    /// The columns.
    pub cols: &'a [Col],
    /// The rows' cells (HTML).
    pub rows: &'a [Vec<String>],
    /// Whether each row's first cell is its header.
    pub row_headers: bool,
    /// How the table shows on a narrow screen.
    pub layout: Layout,
    /// How the page is laid out.
    pub width: Width,
    /// What a page link says of rows `from..to` (0-based, `to` excluded):
    /// "ranks 1001–2000", "Abad – López".
    pub range: &'a dyn Fn(usize, usize) -> String,
}

impl<'a> Paged<'a> {
    /// A table of `rows` under `cols` that reflows on a phone, within the
    /// page's readable width, each row's first cell its header; nothing
    /// before or after it (set `intro` and `after` for that).
    pub fn reflow(
        base: &'a str,
        title: &'a str,
        cols: &'a [Col],
        rows: &'a [Vec<String>],
        range: &'a dyn Fn(usize, usize) -> String,
    ) -> Paged<'a> {
        Paged {
            base,
            title,
            intro: "",
            after: "",
            cols,
            rows,
            row_headers: true,
            layout: Layout::Reflow,
            width: Width::Normal,
            range,
        }
    }
}

/// The list of page links of a paginated table (nothing for one page):
/// each page by the rows it holds, the current one unlinked.
fn page_links(tr: &Tr, table: &Paged<'_>, pages: usize, current: usize) -> String {
    if pages <= 1 {
        return String::new();
    }
    let mut out = format!("<nav aria-label=\"{}\"><ul class=\"pages\">", tr.t("site-pages"));
    for page in 1..=pages {
        let from = (page - 1) * ROWS_PER_PAGE;
        let to = (page * ROWS_PER_PAGE).min(table.rows.len());
        let text = tr.ta(
            "site-page-range",
            &[
                ("page", V::I(page as i64)),
                ("pages", V::I(pages as i64)),
                ("range", V::S(&(table.range)(from, to))),
            ],
        );
        if page == current {
            let _ = write!(out, "<li aria-current=\"page\">{text}</li>");
        } else {
            let _ = write!(out, "<li>{}</li>", link(&paged(table.base, page), &text));
        }
    }
    out.push_str("</ul></nav>\n");
    out
}

/// Writes a paginated table's pages into `out`, under `dir`.
pub(crate) fn paginated(frame: &Frame<'_>, out: &mut Vec<SiteFile>, dir: &str, table_: &Paged<'_>) {
    let rows = table_.rows;
    let pages = rows.len().div_ceil(ROWS_PER_PAGE).max(1);
    for page in 1..=pages {
        let chunk =
            &rows[((page - 1) * ROWS_PER_PAGE).min(rows.len())..(page * ROWS_PER_PAGE).min(rows.len())];
        let nav = page_links(&frame.tr, table_, pages, page);
        let mut body = String::from(table_.intro);
        body.push_str(&nav);
        body.push_str(&table(
            &escape(table_.title),
            table_.cols,
            chunk,
            table_.row_headers,
            table_.layout,
        ));
        body.push_str(&nav);
        if page == pages {
            body.push_str(table_.after);
        }
        let file = paged(table_.base, page);
        let content = frame.page_as(&file, table_.title, &body, table_.width);
        out.push(SiteFile {
            path: format!("{dir}/{file}"),
            content,
        });
    }
}

/// A numeric range of rows as a page link says it: `1001–2000`.
pub(crate) fn number_range(from: usize, to: usize) -> String {
    format!("{}–{}", from + 1, to)
}

/// A column from its catalogue id, kept on the row.
pub(crate) fn key(tr: &Tr, code: &str, class: &str) -> Col {
    Col::key(tr.t(code), tr_plain(tr, code), class)
}

/// A column from its catalogue id, in a phone's row detail.
pub(crate) fn detail(tr: &Tr, code: &str, class: &str) -> Col {
    Col::detail(tr.t(code), tr_plain(tr, code), class)
}

/// A catalogue id as a message (labels without parameters).
pub(crate) struct Named<'a>(pub &'a str);

impl Message for Named<'_> {
    fn code(&self) -> &str {
        self.0
    }
}

/// A catalogue text as plain (unescaped) text, for titles the frame escapes.
pub(crate) fn tr_plain(tr: &Tr, code: &str) -> String {
    arbitro_i18n::render(tr.lang, &Named(code))
}

/// A message with one `round` parameter, as plain text.
pub(crate) fn round_text(lang: Lang, code: &str, round: u32) -> String {
    arbitro_i18n::render(lang, &RoundText(code, round))
}

/// A round page's title as a message (plain text).
struct RoundText<'a>(&'a str, u32);

impl Message for RoundText<'_> {
    fn code(&self) -> &str {
        self.0
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        vec![("round", arbitro_i18n::Arg::from(self.1))]
    }
}

/// A name as the alphabetical list orders it: case and the accents of
/// Spanish, Catalan, French, German and Portuguese names aside (`Ñ` after `N`).
pub(crate) fn sort_key(name: &str) -> String {
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

/// The surname of a "Surname, Given" name (the whole name without a comma).
pub(crate) fn surname(name: &str) -> &str {
    name.split_once(',').map_or(name, |(s, _)| s).trim()
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbitro_i18n::Lang;

    /// A table of 2,500 rows: three pages, each page link saying the rows
    /// it holds (by number, or by the surnames of its first and last rows).
    #[test]
    fn page_links_say_which_rows_each_page_holds() {
        let frame = Frame {
            tr: Tr { lang: Lang::Es },
            event: "Open",
            footer: "",
            nav: &[],
            live: false,
            search: false,
            updated: "2026-07-09T21:00:00+02:00",
        };
        let names: Vec<String> = (0..2500).map(|i| format!("Apellido{i:04}, Nombre")).collect();
        let rows: Vec<Vec<String>> = names.iter().map(|n| vec![escape(n)]).collect();
        let cols = [key(&frame.tr, "site-col-name", "fill")];
        for (range, first, last) in [
            (
                &(|from: usize, to: usize| number_range(from, to)) as &dyn Fn(usize, usize) -> String,
                "1–1000 (página 1 de 3)",
                "2001–2500 (página 3 de 3)",
            ),
            (
                &|from: usize, to: usize| format!("{} – {}", surname(&names[from]), surname(&names[to - 1])),
                "Apellido0000 – Apellido0999 (página 1 de 3)",
                "Apellido2000 – Apellido2499 (página 3 de 3)",
            ),
        ] {
            let mut out = Vec::new();
            paginated(
                &frame,
                &mut out,
                "es",
                &Paged {
                    base: "players",
                    title: "Jugadores",
                    intro: "",
                    after: "",
                    cols: &cols,
                    rows: &rows,
                    row_headers: true,
                    layout: Layout::Reflow,
                    width: Width::Normal,
                    range,
                },
            );
            let files: Vec<&str> = out.iter().map(|f| f.path.as_str()).collect();
            assert_eq!(
                files,
                ["es/players.html", "es/players-2.html", "es/players-3.html"]
            );
            // Page 1 names itself unlinked and links to the others by their rows.
            let page1 = &out[0].content;
            assert!(
                page1.contains(&format!("<li aria-current=\"page\">{first}</li>")),
                "{page1}"
            );
            assert!(
                page1.contains(&format!("<a href=\"players-3.html\">{last}</a>")),
                "{page1}"
            );
        }
    }

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
