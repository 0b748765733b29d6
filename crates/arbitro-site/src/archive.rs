//! The club archive's public register of precedents and errata (AM-AE,
//! AM-R16) as a static site, with the event site's frame, style sheet and
//! in-place writing:
//!
//! - `es/index.html`, `en/index.html`: every precedent, newest first, each
//!   with its date, card, the deck version it was ruled under, clauses,
//!   situation and decision in the page's language; then the precedents
//!   grouped by card. The site's script filters both as the reader types
//!   (accents, case, apostrophes aside, as `arbitro_text::fold` writes
//!   them); without script the whole list shows and the search box stays
//!   hidden;
//! - `decks.html`: each deck the archive knows (the shipped ones, the deck
//!   files given, and those its precedents cite) with its versions, dates and each version's
//!   errata, old and new text in the page's language;
//! - `precedent-N.html`: one page per precedent, a correction and the
//!   precedent it corrects linking to each other;
//! - the archive's register head in every footer.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use arbitro_cards::{Deck, Release, SHIPPED_DECKS, shipped_deck};
use arbitro_i18n::Lang;
use arbitro_store::precedents::Precedent;
use arbitro_store::{Archive, RegisterHead};

use crate::format::date;
use crate::html::{Col, Frame, Layout, Tr, V, escape, link, table};
use crate::pages::{key, tr_plain};
use crate::precedents::precedent_details;
use crate::{Result, SCRIPT_FILE, STYLE_FILE, Site, SiteFile, Written, register_footer, write_site};

/// The archive site's navigation.
const ARCHIVE_NAV: &[(&str, &str)] = &[
    ("index.html", "site-archive-nav-register"),
    ("decks.html", "site-archive-nav-decks"),
];

/// The footer's texts: signed register, unsigned, how to verify.
const ARCHIVE_FOOTER: [&str; 3] = [
    "site-archive-footer-register",
    "site-archive-footer-register-unsigned",
    "site-archive-footer-verify",
];

/// The page of precedent `seq`.
fn precedent_file(seq: i64) -> String {
    format!("precedent-{seq}.html")
}

/// What the archive site shows.
struct ArchiveData {
    club: String,
    head: RegisterHead,
    /// Newest first.
    precedents: Vec<Precedent>,
    decks: Vec<DeckEntry>,
    /// When the site is written (RFC 3339).
    written_at: String,
}

/// A deck of the decks page: its file when arbitro has it, and the
/// versions the precedents cite.
struct DeckEntry {
    id: String,
    deck: Option<std::sync::Arc<Deck>>,
    cited: BTreeMap<String, usize>,
}

impl ArchiveData {
    fn read(archive: &Archive, files: &[Deck]) -> Result<ArchiveData> {
        let mut precedents = archive.precedents()?;
        precedents
            .sort_by(|a, b| (b.body.input.date.as_str(), b.seq).cmp(&(a.body.input.date.as_str(), a.seq)));
        let mut decks: Vec<DeckEntry> = SHIPPED_DECKS
            .iter()
            .map(|id| DeckEntry {
                id: (*id).to_string(),
                deck: shipped_deck(id).ok(),
                cited: BTreeMap::new(),
            })
            .collect();
        for deck in files {
            let entry = DeckEntry {
                id: deck.id.clone(),
                deck: Some(std::sync::Arc::new(deck.clone())),
                cited: BTreeMap::new(),
            };
            match decks.iter().position(|e| e.id == deck.id) {
                Some(i) => decks[i] = entry,
                None => decks.push(entry),
            }
        }
        for p in &precedents {
            let Some(d) = &p.body.input.deck else { continue };
            let i = match decks.iter().position(|e| e.id == d.id) {
                Some(i) => i,
                None => {
                    decks.push(DeckEntry {
                        id: d.id.clone(),
                        deck: None,
                        cited: BTreeMap::new(),
                    });
                    decks.len() - 1
                }
            };
            *decks[i].cited.entry(d.version.clone()).or_default() += 1;
        }
        Ok(ArchiveData {
            club: archive.club()?,
            head: archive.register_head()?,
            precedents,
            decks,
            written_at: arbitro_store::format_time(&chrono::Local::now().fixed_offset()),
        })
    }
}

/// The words of a precedent the search looks in, folded as the script
/// folds what the reader types.
fn search_text(p: &Precedent) -> String {
    let i = &p.body.input;
    let mut parts = vec![
        format!("#{}", p.seq),
        i.card_code.clone().unwrap_or_default(),
        i.deck
            .as_ref()
            .map(|d| format!("{} {}", d.id, d.version))
            .unwrap_or_default(),
        i.clauses.join(" "),
        i.situation.joined(),
        i.decision.joined(),
        i.event.clone(),
        i.arbiter.clone(),
        i.date.clone(),
    ];
    parts.retain(|s| !s.is_empty());
    arbitro_text::fold(&parts.join(" "))
}

/// One line of the register list: number, date, card, deck version, clauses,
/// then the situation and the decision in the page's language.
fn register_item(tr: &Tr, p: &Precedent) -> String {
    let lang = tr.lang;
    let i = &p.body.input;
    let mut meta = vec![escape(&date(tr.lang, &i.date))];
    if let Some(card) = &i.card_code {
        meta.push(escape(card));
    }
    if let Some(d) = &i.deck {
        meta.push(tr.ta(
            "site-precedent-deck-version",
            &[("deck", V::S(&d.id)), ("version", V::S(&d.version))],
        ));
    }
    if !i.clauses.is_empty() {
        meta.push(escape(&i.clauses.join(", ")));
    }
    if p.superseded {
        meta.push(tr.t("site-archive-corrected"));
    }
    if let Some(old) = p.body.corrects {
        meta.push(tr.ta("site-archive-corrects", &[("entry", V::I(old))]));
    }
    format!(
        "<li data-search=\"{search}\"><p>{link} · {meta}</p><p>{situation}</p><p>⇒ {decision}</p></li>\n",
        search = escape(&search_text(p)),
        link = link(
            &precedent_file(p.seq),
            &tr.ta("site-precedent-heading", &[("entry", V::I(p.seq))])
        ),
        meta = meta.join(" · "),
        situation = escape(i.situation.get(lang)),
        decision = escape(i.decision.get(lang)),
    )
}

fn register_page(data: &ArchiveData, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    let tr = &frame.tr;
    let mut body = format!(
        "<p>{}</p>\n",
        tr.ta(
            "site-archive-intro",
            &[
                ("count", V::I(data.precedents.len() as i64)),
                ("club", V::S(&data.club))
            ]
        )
    );
    if data.precedents.is_empty() {
        let _ = writeln!(body, "<p>{}</p>", tr.t("site-archive-none"));
    } else {
        let _ = writeln!(
            body,
            "<p id=\"search-box\" class=\"search\" hidden><label for=\"search\">{}</label> \
             <input id=\"search\" type=\"search\" autocomplete=\"off\"> <output id=\"search-count\" for=\"search\"></output>\
             <br><small>{}</small></p>",
            tr.t("site-archive-search"),
            tr.t("site-archive-search-hint")
        );
        let _ = writeln!(body, "<h2 id=\"by-date\">{}</h2>", tr.t("site-archive-by-date"));
        body.push_str("<ol class=\"register\">\n");
        for p in &data.precedents {
            body.push_str(&register_item(tr, p));
        }
        body.push_str("</ol>\n");
        let _ = writeln!(body, "<h2 id=\"by-card\">{}</h2>", tr.t("site-archive-by-card"));
        let mut by_card: BTreeMap<String, Vec<&Precedent>> = BTreeMap::new();
        for p in &data.precedents {
            by_card
                .entry(p.body.input.card_code.clone().unwrap_or_default())
                .or_default()
                .push(p);
        }
        let cols: Vec<Col> = vec![
            key(tr, "site-col-card", ""),
            key(tr, "site-archive-col-precedents", "fill"),
        ];
        let rows: Vec<Vec<String>> = by_card
            .iter()
            .map(|(card, ps)| {
                let name = if card.is_empty() {
                    tr.t("site-archive-no-card")
                } else {
                    escape(card)
                };
                let links: Vec<String> = ps
                    .iter()
                    .map(|p| {
                        let version = p
                            .body
                            .input
                            .deck
                            .as_ref()
                            .map(|d| {
                                format!(
                                    " ({})",
                                    tr.ta(
                                        "site-precedent-deck-version",
                                        &[("deck", V::S(&d.id)), ("version", V::S(&d.version))],
                                    )
                                )
                            })
                            .unwrap_or_default();
                        format!(
                            "<span data-search=\"{}\">{}{version}</span>",
                            escape(&search_text(p)),
                            link(&precedent_file(p.seq), &format!("#{}", p.seq))
                        )
                    })
                    .collect();
                vec![name, format!("<span class=\"links\">{}</span>", links.concat())]
            })
            .collect();
        body.push_str(
            &table(&tr.t("site-archive-by-card"), &cols, &rows, true, Layout::Reflow)
                .replace("<tr><th scope=\"row\"", "<tr data-card><th scope=\"row\""),
        );
    }
    let title = tr_plain(tr, "site-archive-title");
    out.push(SiteFile {
        path: format!("{dir}/index.html"),
        content: frame.page("index.html", &title, &body),
    });
}

fn precedent_page(frame: &Frame<'_>, dir: &str, p: &Precedent, all: &[Precedent]) -> SiteFile {
    let tr = &frame.tr;
    let title = arbitro_i18n::render(
        tr.lang,
        &arbitro_i18n::MessageData {
            code: "site-precedent-heading".to_string(),
            args: vec![("entry".to_string(), arbitro_i18n::ArgData::Int(p.seq))],
        },
    );
    let mut body = precedent_details(tr, p, all, &precedent_file);
    let _ = writeln!(body, "<p>{}</p>", link("index.html", &tr.t("site-archive-back")));
    let file = precedent_file(p.seq);
    SiteFile {
        path: format!("{dir}/{file}"),
        content: frame.page(&file, &title, &body),
    }
}

/// A release's errata as a table: card, field, before, after, note.
fn errata_table(tr: &Tr, release: &Release) -> String {
    let lang = tr.lang;
    let cols: Vec<Col> = [
        "site-col-card",
        "site-deck-col-field",
        "site-deck-col-before",
        "site-deck-col-after",
        "site-deck-col-note",
    ]
    .iter()
    .map(|c| key(tr, c, ""))
    .collect();
    let rows: Vec<Vec<String>> = release
        .changes
        .iter()
        .map(|e| {
            let text = |t: &Option<arbitro_cards::Bilingual>, none: &str| {
                t.as_ref()
                    .map_or_else(|| format!("<em>{}</em>", tr.t(none)), |t| escape(t.get(lang)))
            };
            vec![
                escape(&e.card),
                tr.ta("site-deck-field", &[("field", V::S(e.field.as_str()))]),
                text(&e.before, "site-deck-new-card"),
                text(&e.after, "site-deck-withdrawn"),
                escape(e.note.get(lang)),
            ]
        })
        .collect();
    let caption = tr.ta("site-deck-errata-of", &[("version", V::S(&release.version))]);
    format!(
        "<div class=\"wrap\">{}</div>\n",
        table(&caption, &cols, &rows, true, Layout::Reflow)
    )
}

fn decks_page(data: &ArchiveData, frame: &Frame<'_>, dir: &str, out: &mut Vec<SiteFile>) {
    let tr = &frame.tr;
    let lang = tr.lang;
    let mut body = format!("<p>{}</p>\n", tr.t("site-decks-intro"));
    for entry in &data.decks {
        let cited: Vec<String> = entry
            .cited
            .iter()
            .map(|(v, n)| {
                tr.ta(
                    "site-deck-cited-version",
                    &[("version", V::S(v)), ("count", V::I(*n as i64))],
                )
            })
            .collect();
        let Some(deck) = &entry.deck else {
            let _ = write!(
                body,
                "<h2 id=\"deck-{id}\">{id}</h2>\n<p>{}</p>\n",
                tr.ta("site-deck-not-shipped", &[("deck", V::S(&entry.id))]),
                id = escape(&entry.id),
            );
            if !cited.is_empty() {
                let _ = writeln!(body, "<p>{}</p>", cited.join("; "));
            }
            continue;
        };
        let _ = write!(
            body,
            "<h2 id=\"deck-{}\">{}</h2>\n<p>{}</p>\n",
            escape(&deck.id),
            escape(&format!("{} ({})", deck.name.get(lang), deck.id)),
            tr.ta(
                "site-deck-current",
                &[
                    ("version", V::S(&deck.version)),
                    ("date", V::S(&date(lang, &deck.date))),
                ]
            )
        );
        if !cited.is_empty() {
            let _ = writeln!(body, "<p>{}</p>", cited.join("; "));
        }
        let releases = deck.releases();
        let cols: Vec<Col> = [
            "site-deck-col-version",
            "site-col-date",
            "site-deck-col-replaces",
            "site-deck-col-errata",
        ]
        .iter()
        .map(|c| key(tr, c, ""))
        .collect();
        let rows: Vec<Vec<String>> = releases
            .iter()
            .rev()
            .map(|r| {
                vec![
                    escape(&r.version),
                    escape(&date(lang, &r.date)),
                    r.replaces.as_deref().map(escape).unwrap_or_default(),
                    r.changes.len().to_string(),
                ]
            })
            .collect();
        body.push_str(&table(
            &tr.ta("site-deck-versions-of", &[("deck", V::S(&deck.id))]),
            &cols,
            &rows,
            true,
            Layout::Reflow,
        ));
        for r in releases.iter().rev() {
            let _ = writeln!(
                body,
                "<h3 id=\"deck-{}-{}\">{}</h3>",
                escape(&deck.id),
                escape(&r.version),
                tr.ta(
                    "site-deck-release",
                    &[
                        ("version", V::S(&r.version)),
                        ("date", V::S(&date(lang, &r.date)))
                    ]
                )
            );
            if r.replaces.is_none() {
                let _ = writeln!(body, "<p>{}</p>", tr.t("site-deck-first-release"));
            } else if r.changes.is_empty() {
                let _ = writeln!(body, "<p>{}</p>", tr.t("site-deck-no-errata"));
            } else {
                body.push_str(&errata_table(tr, r));
            }
        }
    }
    let title = tr_plain(tr, "site-decks-title");
    out.push(SiteFile {
        path: format!("{dir}/decks.html"),
        content: frame.page("decks.html", &title, &body),
    });
}

/// Builds the club archive's register site in memory: the shipped decks,
/// and `decks` (deck files the club uses, which replace a shipped deck of
/// the same id) with their versions and errata.
pub fn build_archive_site(archive: &Archive, decks: &[Deck]) -> Result<Site> {
    let data = ArchiveData::read(archive, decks)?;
    let mut files = vec![
        SiteFile {
            path: "index.html".to_string(),
            // Spanish (the rulebook's) for a reader whose language the site lacks.
            content: crate::root_page(
                &data.club,
                Lang::Es,
                &register_footer(&Tr { lang: Lang::Es }, &data.head, ARCHIVE_FOOTER),
            ),
        },
        SiteFile {
            path: STYLE_FILE.to_string(),
            content: crate::html::STYLE.to_string(),
        },
        SiteFile {
            path: SCRIPT_FILE.to_string(),
            content: crate::html::script(),
        },
    ];
    for lang in Lang::ALL {
        let tr = Tr { lang };
        let footer = register_footer(&tr, &data.head, ARCHIVE_FOOTER);
        let frame = Frame {
            tr,
            event: &data.club,
            footer: &footer,
            nav: ARCHIVE_NAV,
            live: false,
            search: false,
            updated: &data.written_at,
        };
        let dir = lang.code();
        register_page(&data, &frame, dir, &mut files);
        decks_page(&data, &frame, dir, &mut files);
        for p in &data.precedents {
            files.push(precedent_page(&frame, dir, p, &data.precedents));
        }
    }
    Ok(Site { files })
}

/// Builds the archive's register site and writes it into `dir`, in place.
pub fn publish_archive_site(archive: &Archive, decks: &[Deck], dir: &Path) -> Result<Written> {
    write_site(&build_archive_site(archive, decks)?, dir)
}
