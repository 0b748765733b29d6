//! Writing HTML: the one escaping function, the catalogue's words in a
//! page's language, and the frame every page shares (head, navigation,
//! language switch, register footer).

use std::fmt::Write as _;

use arbitro_i18n::{Arg, Args, Lang, Message, render};

/// The file of the search page (`search.rs`), which every other page
/// links to from its search form.
pub const SEARCH_FILE: &str = "search.html";

/// `text` with the characters HTML gives a meaning replaced, for element
/// content and quoted attribute values alike.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A parameter of a catalogue text.
pub enum V<'a> {
    /// Text shown as it is (already formatted).
    S(&'a str),
    /// A count (plural forms).
    I(i64),
}

/// A catalogue message with borrowed parameters.
struct Said<'a> {
    code: &'a str,
    args: &'a [(&'a str, V<'a>)],
}

impl Message for Said<'_> {
    fn code(&self) -> &str {
        self.code
    }

    fn args(&self) -> Args<'_> {
        self.args
            .iter()
            .map(|(name, v)| {
                (
                    *name,
                    match v {
                        V::S(s) => Arg::from(*s),
                        V::I(n) => Arg::Int(*n),
                    },
                )
            })
            .collect()
    }
}

/// The catalogue in one language.
#[derive(Debug, Clone, Copy)]
pub struct Tr {
    /// The language.
    pub lang: Lang,
}

impl Tr {
    /// The text of `code`, escaped for HTML.
    pub fn t(&self, code: &str) -> String {
        escape(&render(self.lang, &Said { code, args: &[] }))
    }

    /// The text of `code` with its parameters, escaped for HTML.
    pub fn ta(&self, code: &str, args: &[(&str, V<'_>)]) -> String {
        escape(&render(self.lang, &Said { code, args }))
    }

    /// Any message, escaped for HTML.
    pub fn m(&self, message: &dyn Message) -> String {
        escape(&render(self.lang, message))
    }

    /// The other language (the one the switch links to).
    pub fn other(&self) -> Lang {
        match self.lang {
            Lang::Es => Lang::En,
            Lang::En => Lang::Es,
        }
    }
}

/// What every page of one language shares.
pub struct Frame<'a> {
    /// The catalogue in the page's language.
    pub tr: Tr,
    /// The event's name.
    pub event: &'a str,
    /// The register footer, already written as HTML.
    pub footer: &'a str,
    /// The navigation's entries: file and catalogue id.
    pub nav: &'a [(&'a str, &'a str)],
    /// Whether pages load the live view's script (the event's site).
    pub live: bool,
    /// Whether pages carry the player search box (the event's site).
    pub search: bool,
    /// When the site was written, as stored (RFC 3339): every page says it.
    pub updated: &'a str,
}

/// The event site's navigation: file and catalogue id.
pub const NAV: &[(&str, &str)] = &[
    ("index.html", "site-nav-home"),
    ("players.html", "site-nav-players"),
    ("rounds.html", "site-nav-rounds"),
    ("standings.html", "site-nav-standings"),
    ("tiebreaks.html", "site-nav-tiebreaks"),
    ("crosstable.html", "site-nav-crosstable"),
    ("precedents.html", "site-nav-precedents"),
];

/// The marks around a page's "last updated" line: [`crate::write_site`]
/// compares pages without what is between them, so that a page whose
/// content did not change keeps its file, its time and its ETag.
pub const STAMP_OPEN: &str = "<!--updated-->";
/// See [`STAMP_OPEN`].
pub const STAMP_CLOSE: &str = "<!--/updated-->";

/// The site's script file (player search, the archive's filter, the root
/// page's choice of language), at the site's root.
pub const SCRIPT_FILE: &str = "site.js";

/// How a page is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Width {
    /// Text and tables within a readable width.
    Normal,
    /// The whole window (the crosstable).
    Full,
}

impl Frame<'_> {
    /// A whole page of this language's folder: `file` is its name (the
    /// other language's page has the same name), `title` its heading (plain
    /// text), `body` its content (HTML).
    pub fn page(&self, file: &str, title: &str, body: &str) -> String {
        self.page_as(file, title, body, Width::Normal)
    }

    /// As [`Frame::page`], laid out as `width` says.
    pub fn page_as(&self, file: &str, title: &str, body: &str, width: Width) -> String {
        let lang = self.tr.lang.code();
        let other = self.tr.other().code();
        let mut out = String::with_capacity(body.len() + 4096);
        let full_title = if title == self.event {
            escape(title)
        } else {
            format!("{} · {}", escape(title), escape(self.event))
        };
        let _ = write!(
            out,
            "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
             <title>{full_title}</title><link rel=\"stylesheet\" href=\"../style.css\">{}\
             <script src=\"../{SCRIPT_FILE}\" defer></script></head>\n<body{}>\
             <header><p class=\"event\"><a href=\"index.html\">{}</a></p>\
             <p class=\"lang\"><a href=\"../{other}/{file}\" hreflang=\"{other}\" lang=\"{other}\">{}</a></p>\
             <nav><ul>",
            if self.live {
                arbitro_serve::live::live_script_tag("../")
            } else {
                String::new()
            },
            match width {
                Width::Normal => "",
                Width::Full => " class=\"wide\"",
            },
            escape(self.event),
            self.tr.t("site-other-language"),
        );
        for (href, code) in self.nav {
            let current = if *href == file {
                " aria-current=\"page\""
            } else {
                ""
            };
            let _ = write!(
                out,
                "<li><a href=\"{href}\"{current}>{}</a></li>",
                self.tr.t(code)
            );
        }
        out.push_str("</ul></nav>");
        // The search page has its own box, which finds as the reader types.
        if self.search && file != SEARCH_FILE {
            out.push_str(&search_form(&self.tr, "q-top", ""));
        }
        let _ = write!(
            out,
            "</header>\n<main><h1>{}</h1>\n{}\n{body}</main>\n<footer>{}</footer>\n</body></html>\n",
            escape(title),
            updated_line(&self.tr, self.updated),
            self.footer
        );
        out
    }
}

/// The page's "last updated" line, between its marks.
pub fn updated_line(tr: &Tr, stamp: &str) -> String {
    let shown = arbitro_i18n::format::date_time(tr.lang, stamp);
    format!(
        "{STAMP_OPEN}<p class=\"updated\">{}</p>{STAMP_CLOSE}",
        tr.ta("site-updated", &[("time", V::S(&format!("\u{1}{}\u{2}", shown)))])
            .replacen('\u{1}', &format!("<time datetime=\"{}\">", escape(stamp)), 1)
            .replacen('\u{2}', "</time>", 1)
    )
}

/// The player search box: a plain form that opens the search page (which
/// lists every player without script, and finds them as typed with it).
/// `id` tells two boxes of one page apart; `value` is what it holds.
pub fn search_form(tr: &Tr, id: &str, value: &str) -> String {
    format!(
        "<form class=\"search\" action=\"search.html\" method=\"get\" role=\"search\">\
         <label for=\"{id}\">{label}</label> <input id=\"{id}\" name=\"q\" type=\"search\" value=\"{value}\" \
         placeholder=\"{hint}\" autocomplete=\"off\" enterkeyhint=\"search\"> <button type=\"submit\">{go}</button></form>",
        label = tr.t("site-search-label"),
        hint = tr.t("site-search-hint"),
        go = tr.t("site-search-go"),
        value = escape(value),
    )
}

/// How a table shows on a narrow screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// Rows stay rows: the key columns on the row's first line, the others
    /// below them, each with its heading (a phone's row detail).
    Reflow,
    /// The crosstable: rank and name stay at the left and points and
    /// tie-breaks at the right while the rounds scroll between them.
    Cross,
}

/// A column of a table.
#[derive(Debug, Clone)]
pub struct Col {
    /// The heading (HTML).
    pub head: String,
    /// The heading as plain text: the label of the cell in a phone's row
    /// detail.
    pub label: String,
    /// The column's class (its width on a phone, its alignment, where it
    /// sticks in a crosstable): `rank`, `no`, `pts`, `tb`, `res`, `col`,
    /// `fill` (takes the room left), `""` (none).
    pub class: String,
    /// Whether a phone shows it in the row detail instead of the row.
    pub detail: bool,
    /// Whether a phone leaves it out (a key cell's second line, `sub`,
    /// says it there).
    pub wide_only: bool,
}

impl Col {
    /// A column kept on the row.
    pub fn key(head: String, label: String, class: &str) -> Col {
        Col {
            head,
            label,
            class: class.to_string(),
            detail: false,
            wide_only: false,
        }
    }

    /// A column a phone shows in the row detail.
    pub fn detail(head: String, label: String, class: &str) -> Col {
        Col {
            detail: true,
            ..Col::key(head, label, class)
        }
    }

    /// A column a phone leaves out, because a key cell's second line (see
    /// [`sub_line`]) says it.
    pub fn wide_only(head: String, label: String, class: &str) -> Col {
        Col {
            wide_only: true,
            ..Col::key(head, label, class)
        }
    }
}

/// A table in its scrolling wrapper: `cols` its columns, `rows` the rows'
/// cells (HTML), the first cell of each row its header when `row_headers`.
pub fn table(caption: &str, cols: &[Col], rows: &[Vec<String>], row_headers: bool, layout: Layout) -> String {
    let mut out = String::with_capacity(rows.len() * 160 + 256);
    let wrapper = match layout {
        Layout::Reflow => "scroll reflow",
        Layout::Cross => "scroll cross",
    };
    let _ = write!(
        out,
        "<div class=\"{wrapper}\"><table><caption>{caption}</caption><thead><tr>"
    );
    let classes: Vec<String> = cols
        .iter()
        .map(|c| {
            let mut class = c.class.clone();
            for (on, word) in [(c.detail, "opt"), (c.wide_only, "alt")] {
                if on {
                    if !class.is_empty() {
                        class.push(' ');
                    }
                    class.push_str(word);
                }
            }
            class
        })
        .collect();
    let class_attr = |class: &str| {
        if class.is_empty() {
            String::new()
        } else {
            format!(" class=\"{class}\"")
        }
    };
    for (c, class) in cols.iter().zip(&classes) {
        let _ = write!(out, "<th scope=\"col\"{}>{}</th>", class_attr(class), c.head);
    }
    out.push_str("</tr></thead><tbody>\n");
    for row in rows {
        out.push_str("<tr>");
        for (i, cell) in row.iter().enumerate() {
            let class = classes.get(i).map(String::as_str).unwrap_or("");
            let label = cols
                .get(i)
                .filter(|c| c.detail)
                .map(|c| format!(" data-label=\"{}\"", escape(&c.label)))
                .unwrap_or_default();
            if i == 0 && row_headers {
                let _ = write!(out, "<th scope=\"row\"{}{label}>{cell}</th>", class_attr(class));
            } else {
                let _ = write!(out, "<td{}{label}>{cell}</td>", class_attr(class));
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table></div>\n");
    out
}

/// A key cell's second line on a phone, saying what the columns it leaves
/// out say (hidden on wider screens, where those columns show): `parts`
/// are HTML, joined by a middle dot.
pub fn sub_line(parts: &[String]) -> String {
    let parts: Vec<&str> = parts
        .iter()
        .map(String::as_str)
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() {
        String::new()
    } else {
        format!(
            "<span class=\"sub\" aria-hidden=\"true\">{}</span>",
            parts.join(" · ")
        )
    }
}

/// A link (`href` is a file of the same folder; `text` is HTML).
pub fn link(href: &str, text: &str) -> String {
    format!("<a href=\"{}\">{text}</a>", escape(href))
}

/// The shared style sheet: readable on a 360-pixel phone (tables reflow
/// into rows with their details below), the crosstable across the whole
/// window with its names, points and tie-breaks kept in view, no remote
/// font or image.
pub const STYLE: &str = include_str!("style.css");

/// The site's script, with the search's folding table (the one
/// `arbitro_text::fold` uses) filled in.
pub fn script() -> String {
    let letters: Vec<String> = arbitro_text::LETTERS
        .iter()
        .map(|(c, s)| format!("\"{c}\":\"{s}\""))
        .collect();
    let apostrophes: String = arbitro_text::APOSTROPHES.iter().collect();
    include_str!("site.js")
        .replace("__LETTERS__", &format!("{{{}}}", letters.join(",")))
        .replace("__APOSTROPHES__", &format!("{apostrophes:?}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_leaves_no_markup() {
        assert_eq!(
            escape("<a href=\"x\">R&D's</a>"),
            "&lt;a href=&quot;x&quot;&gt;R&amp;D&#39;s&lt;/a&gt;"
        );
        assert_eq!(escape("Peña Núñez"), "Peña Núñez");
    }
}
