//! The event's static website: plain HTML and one style sheet, in Spanish
//! and English, that opens from disk (`file://`), needs no script for its
//! content and loads nothing from elsewhere. The live view
//! (`arbitro-serve`) serves the same folder on the venue's network.
//!
//! - `index.html` at the root opens the reader's language (the browser's,
//!   else the event's), with a plain link to each for a browser without
//!   script;
//! - `es/…` and `en/…` hold the same pages, each linking to the other's:
//!   the call (`index.html`), the players, the rounds with their pairings
//!   by board and by name (titles, ratings, points before the round,
//!   results, links to the rounds before and after), the standings after
//!   the last complete round with every tie-break value, how the
//!   tie-breaks are computed, the crosstable (the printed one's letters,
//!   across the whole window), a card per player (federation by name,
//!   club, year of birth, performance and rating change, games with the
//!   opponents' ratings, each tie-break value's working), the player
//!   search, the precedents, and, when the event has teams, their
//!   standings with the team tie-breaks;
//! - every page says when it was last updated, carries the player search
//!   box (a plain form: it works without script) and its footer the
//!   register's head, as printed forms do; tables reflow on a phone (the
//!   key columns on the row, the others in a detail line below).
//!
//! Every word comes from the catalogue (`messages/*/site.ftl`, the labels
//! of `labels.ftl`, the tie-breaks' explanations). The site is built from
//! the store's public API ([`build_site`]) and written in place
//! ([`write_site`]): files renamed over the old ones, pages that no longer
//! exist removed, files the site did not write never touched.
//!
//! ```no_run
//! let event = arbitro_store::Event::open_read_only("open.arbitro".as_ref())?;
//! let written = arbitro_site::publish_site(&event, "site".as_ref())?;
//! println!("{} files written", written.written);
//! # Ok::<(), arbitro_site::SiteError>(())
//! ```

mod archive;
mod card;
mod crosstable;
mod data;
mod error;
mod format;
mod home;
mod html;
mod pages;
mod players;
mod precedents;
mod rating;
mod rounds;
mod search;
mod standings;
mod teams;
mod write;

use std::path::Path;

use arbitro_i18n::Lang;
use arbitro_store::Event;

pub use archive::{build_archive_site, publish_archive_site};
pub use error::{Result, SiteError};
pub use html::{SCRIPT_FILE, STAMP_CLOSE, STAMP_OPEN, escape};
pub use pages::{ROWS_PER_PAGE, SiteFile};
pub use write::{MANIFEST_FILE, Written, write_site};

use data::Data;
use html::{Frame, Tr, V};

/// The shared style sheet's file name, at the site's root.
pub const STYLE_FILE: &str = "style.css";

/// A whole site in memory: every file with its path under the folder.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Site {
    /// The files, each path `/`-separated under the site's folder.
    pub files: Vec<SiteFile>,
}

impl Site {
    /// The file at `path`, if the site has it.
    pub fn file(&self, path: &str) -> Option<&SiteFile> {
        self.files.iter().find(|f| f.path == path)
    }
}

/// The register footer of every page of the event's site, in `tr`'s language.
fn footer(tr: &Tr, head: &arbitro_store::RegisterHead) -> String {
    register_footer(
        tr,
        head,
        [
            "site-footer-register",
            "site-footer-register-unsigned",
            "site-footer-verify",
        ],
    )
}

/// A register footer from its three texts: signed, unsigned, how to verify.
pub(crate) fn register_footer(tr: &Tr, head: &arbitro_store::RegisterHead, codes: [&str; 3]) -> String {
    let [signed, unsigned, verify] = codes;
    let key = head.key.as_ref().map(|k| k.grouped());
    let text = match &key {
        Some(key) => tr.ta(
            signed,
            &[
                ("count", V::I(head.count)),
                ("hash", V::S(head.short_hash())),
                ("key", V::S(key)),
            ],
        ),
        None => tr.ta(
            unsigned,
            &[("count", V::I(head.count)), ("hash", V::S(head.short_hash()))],
        ),
    };
    format!(
        "<p>{text}</p><p>{} <code>{}</code></p>",
        tr.t(verify),
        escape(&head.stamp())
    )
}

/// A site's root page: the site's script opens the reader's language (the
/// first of the browser's languages the site has, else `lang`); without
/// script it links to both, `lang` first.
pub(crate) fn root_page(name: &str, lang: Lang, footer: &str) -> String {
    let tr = Tr { lang };
    let code = lang.code();
    let mut links = String::new();
    for l in [lang, tr.other()] {
        let t = Tr { lang: l };
        links.push_str(&format!(
            "<li><a href=\"{0}/index.html\" hreflang=\"{0}\" lang=\"{0}\">{1}</a></li>",
            l.code(),
            t.t("site-language-name")
        ));
    }
    let offered: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    format!(
        "<!doctype html>\n<html lang=\"{code}\" data-languages=\"{offered}\" data-default=\"{code}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{name}</title><link rel=\"stylesheet\" href=\"{STYLE_FILE}\"><script src=\"{SCRIPT_FILE}\"></script></head>\n<body>\
         <main><h1>{name}</h1>\n<p>{choose}</p>\n<ul>{links}</ul>\n</main>\n<footer>{footer}</footer>\n</body></html>\n",
        offered = offered.join(" "),
        name = escape(name),
        choose = tr.t("site-index-choose"),
    )
}

/// Builds the event's whole site in memory.
pub fn build_site(event: &Event) -> Result<Site> {
    let data = Data::read(event)?;
    let event_lang: Lang = data.call.language;
    let mut files = vec![
        SiteFile {
            path: "index.html".to_string(),
            content: root_page(
                &data.call.name,
                event_lang,
                &footer(&Tr { lang: event_lang }, &data.head),
            ),
        },
        SiteFile {
            path: STYLE_FILE.to_string(),
            content: html::STYLE.to_string(),
        },
        SiteFile {
            path: SCRIPT_FILE.to_string(),
            content: html::script(),
        },
        SiteFile {
            path: arbitro_serve::live::LIVE_SCRIPT_FILE.to_string(),
            content: arbitro_serve::live::live_script(),
        },
    ];
    let mut nav = html::NAV.to_vec();
    if data.team_report.is_some() {
        nav.push((teams::TEAM_STANDINGS_FILE, "site-nav-team-standings"));
    }
    for lang in Lang::ALL {
        let tr = Tr { lang };
        let footer = footer(&tr, &data.head);
        let frame = Frame {
            tr,
            event: &data.call.name,
            footer: &footer,
            nav: &nav,
            live: true,
            search: true,
            updated: &data.written_at,
        };
        event_pages(&data, &frame, lang.code(), &mut files);
    }
    Ok(Site { files })
}

/// Every page of the event in one language, under `dir` (`es`, `en`), each
/// built by its own module on `pages.rs`'s frame and tables (called from
/// here, so that `pages.rs` names none of them).
fn event_pages(data: &Data, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    home::home(data, frame, dir, out);
    players::players(data, frame, dir, out);
    rounds::rounds(data, frame, dir, out);
    standings::standings(data, frame, dir, out);
    standings::tiebreaks(data, frame, dir, out);
    crosstable::crosstable(data, frame, dir, out);
    search::search(data, frame, dir, out);
    precedents::precedents(data, frame, dir, out);
    teams::team_standings(data, frame, dir, out);
    for p in &data.players {
        out.push(card::player(data, frame, dir, p));
    }
}

/// Builds the event's site and writes it into `dir`, in place.
pub fn publish_site(event: &Event, dir: &Path) -> Result<Written> {
    write_site(&build_site(event)?, dir)
}
