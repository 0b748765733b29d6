//! Writing HTML: the one escaping function, the catalogue's words in a
//! page's language, and the frame every page shares (head, navigation,
//! language switch, register footer).

use std::fmt::Write as _;

use arbitro_i18n::{Arg, Args, Lang, Message, render};

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

impl Frame<'_> {
    /// A whole page of this language's folder: `file` is its name (the
    /// other language's page has the same name), `title` its heading (plain
    /// text), `body` its content (HTML).
    pub fn page(&self, file: &str, title: &str, body: &str) -> String {
        let lang = self.tr.lang.code();
        let other = self.tr.other().code();
        let mut out = String::with_capacity(body.len() + 2048);
        let full_title = if title == self.event {
            escape(title)
        } else {
            format!("{} · {}", escape(title), escape(self.event))
        };
        let _ = write!(
            out,
            "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
             <title>{full_title}</title><link rel=\"stylesheet\" href=\"../style.css\">{}</head>\n<body>\
             <header><p class=\"event\"><a href=\"index.html\">{}</a></p>\
             <p class=\"lang\"><a href=\"../{other}/{file}\" hreflang=\"{other}\" lang=\"{other}\">{}</a></p>\
             <nav><ul>",
            if self.live {
                arbitro_serve::live::live_script_tag("../")
            } else {
                String::new()
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
        let _ = write!(
            out,
            "</ul></nav></header>\n<main><h1>{}</h1>\n{body}</main>\n<footer>{}</footer>\n</body></html>\n",
            escape(title),
            self.footer
        );
        out
    }
}

/// A table in its scrolling wrapper: `head` the column headings (HTML),
/// `rows` the rows' cells (HTML), the first cell of each row its header
/// when `row_headers`.
pub fn table(caption: &str, head: &[String], rows: &[Vec<String>], row_headers: bool) -> String {
    let mut out = String::with_capacity(rows.len() * 96 + 256);
    let _ = write!(
        out,
        "<div class=\"scroll\"><table><caption>{caption}</caption><thead><tr>"
    );
    for h in head {
        let _ = write!(out, "<th scope=\"col\">{h}</th>");
    }
    out.push_str("</tr></thead><tbody>\n");
    for row in rows {
        out.push_str("<tr>");
        for (i, cell) in row.iter().enumerate() {
            if i == 0 && row_headers {
                let _ = write!(out, "<th scope=\"row\">{cell}</th>");
            } else {
                let _ = write!(out, "<td>{cell}</td>");
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table></div>\n");
    out
}

/// A link (`href` is a file of the same folder; `text` is HTML).
pub fn link(href: &str, text: &str) -> String {
    format!("<a href=\"{}\">{text}</a>", escape(href))
}

/// The shared style sheet: readable on a 360-pixel phone, tables scrolling
/// inside their wrapper, no remote font or image.
pub const STYLE: &str = "\
:root{color-scheme:light dark;--line:#8884;--head:#8881}\n\
*{box-sizing:border-box}\n\
body{margin:0;font:16px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',sans-serif}\n\
header,main,footer{max-width:72rem;margin:0 auto;padding:.5rem 1rem}\n\
header{border-bottom:1px solid var(--line)}\n\
header .event{font-weight:bold;margin:.25rem 0}\n\
header .lang{float:right;margin:.25rem 0}\n\
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}\n\
nav a[aria-current]{font-weight:bold;text-decoration:none}\n\
h1{font-size:1.5rem;margin:.75rem 0}\n\
h2{font-size:1.2rem;margin:1.25rem 0 .5rem}\n\
h3{font-size:1rem;margin:1rem 0 .25rem}\n\
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;max-width:100%}\n\
table{border-collapse:collapse;font-variant-numeric:tabular-nums}\n\
caption{text-align:left;font-weight:bold;padding:.25rem 0}\n\
th,td{border:1px solid var(--line);padding:.2rem .45rem;text-align:left;white-space:nowrap}\n\
thead th{background:var(--head)}\n\
td.num,th.num{text-align:right}\n\
.mono{font-family:'DejaVu Sans Mono',Menlo,Consolas,monospace}\n\
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}\n\
dt{font-weight:bold}\n\
dd{margin:0}\n\
.note{font-style:italic}\n\
.wrap td{white-space:normal;min-width:8rem}\n\
.register li{margin-bottom:.6rem}.register p{margin:.15rem 0}\n\
.pages{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0}\n\
footer{border-top:1px solid var(--line);font-size:.85rem;margin-top:2rem}\n\
@media (max-width:40rem){dl{grid-template-columns:1fr}dd{margin-bottom:.4rem}header .lang{float:none}}\n\
";

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
