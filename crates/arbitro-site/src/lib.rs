//! The event's static website: plain HTML and one style sheet, in Spanish
//! and English, that opens from disk (`file://`), needs no script for its
//! content and loads nothing from elsewhere. The live view
//! (`arbitro-serve`) serves the same folder on the venue's network.
//!
//! - `index.html` at the root sends the reader to the event's language;
//! - `es/…` and `en/…` hold the same pages, each linking to the other's:
//!   the call (`index.html`), the players, the rounds with their pairings
//!   by board and by name, the standings after the last complete round with
//!   every tie-break value, how the tie-breaks are computed, the crosstable
//!   (the printed one's letters and columns), a page per player with their
//!   games and each tie-break value's working, the precedents, and, when
//!   the event has teams, their standings with the team tie-breaks;
//! - every page's footer carries the register's head, as printed forms do.
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
mod data;
mod error;
mod html;
mod pages;
mod precedents;
mod teams;
mod write;

use std::path::Path;

use arbitro_i18n::Lang;
use arbitro_store::Event;

pub use archive::{build_archive_site, publish_archive_site};
pub use error::{Result, SiteError};
pub use html::escape;
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

/// The root page: it sends the reader to the event's language and links
/// to both.
fn root_index(data: &Data, lang: Lang) -> String {
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
    format!(
        "<!doctype html>\n<html lang=\"{code}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta http-equiv=\"refresh\" content=\"0; url={code}/index.html\">\
         <title>{name}</title><link rel=\"stylesheet\" href=\"{STYLE_FILE}\"></head>\n<body>\
         <main><h1>{name}</h1>\n<p>{choose}</p>\n<ul>{links}</ul>\n</main>\n<footer>{footer}</footer>\n</body></html>\n",
        name = escape(&data.call.name),
        choose = tr.t("site-index-choose"),
        footer = footer(&tr, &data.head),
    )
}

/// Builds the event's whole site in memory.
pub fn build_site(event: &Event) -> Result<Site> {
    let data = Data::read(event)?;
    let event_lang: Lang = data.call.language;
    let mut files = vec![
        SiteFile {
            path: "index.html".to_string(),
            content: root_index(&data, event_lang),
        },
        SiteFile {
            path: STYLE_FILE.to_string(),
            content: html::STYLE.to_string(),
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
        };
        files.extend(pages::pages(&data, &frame, lang.code()));
        precedents::precedents(&data, &frame, lang.code(), &mut files);
        teams::team_standings(&data, &frame, lang.code(), &mut files);
    }
    Ok(Site { files })
}

/// Builds the event's site and writes it into `dir`, in place.
pub fn publish_site(event: &Event, dir: &Path) -> Result<Written> {
    write_site(&build_site(event)?, dir)
}
