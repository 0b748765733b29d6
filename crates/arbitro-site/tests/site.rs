//! The demo event's site, built and written to a temporary folder: every
//! page in both languages, every link to a file that exists, nothing
//! remote, every word in the page's language, the register head on every
//! page, tables well formed, and regeneration in place that removes only
//! what the site wrote.

mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use arbitro_i18n::{Lang, Message, render};
use arbitro_site::{MANIFEST_FILE, Site, SiteError, SiteFile, build_site, publish_site, write_site};
use arbitro_store::demo::create_demo_event;
use arbitro_store::{Event, ResultEntry};
use common::TempDir;

fn demo(dir: &TempDir) -> Event {
    create_demo_event(&dir.path("demo.arbitro")).expect("demo event")
}

fn html_files(site: &Site) -> impl Iterator<Item = &SiteFile> {
    site.files.iter().filter(|f| f.path.ends_with(".html"))
}

/// Every `href="…"` and `src="…"` value of a page.
fn references(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for attr in ["href=\"", "src=\""] {
        let mut rest = html;
        while let Some(i) = rest.find(attr) {
            rest = &rest[i + attr.len()..];
            let end = rest.find('"').expect("closed attribute");
            out.push(rest[..end].to_string());
            rest = &rest[end..];
        }
    }
    out
}

#[test]
fn every_page_exists_in_both_languages_and_every_link_resolves() {
    let dir = TempDir::new("links");
    let event = demo(&dir);
    let out = dir.path("site");
    let written = publish_site(&event, &out).expect("site written");
    assert!(written.written > 0);
    let players = event.players().all().unwrap();
    let mut expected: Vec<String> = vec!["index.html".into(), "style.css".into(), "site.js".into()];
    for lang in ["es", "en"] {
        for page in [
            "index",
            "players",
            "rounds",
            "standings",
            "tiebreaks",
            "crosstable",
            "precedents",
            "search",
        ] {
            expected.push(format!("{lang}/{page}.html"));
        }
        for round in 1..=3 {
            expected.push(format!("{lang}/round-{round}.html"));
            expected.push(format!("{lang}/round-{round}-names.html"));
        }
        for p in &players {
            expected.push(format!("{lang}/player-{}.html", p.pairing_number));
        }
    }
    for file in &expected {
        assert!(out.join(file).is_file(), "{file} is missing");
    }
    // Every reference of every page written is a file of the site.
    let mut checked = 0;
    for file in walk(&out) {
        if file.extension().is_none_or(|e| e != "html") {
            continue;
        }
        let html = std::fs::read_to_string(&file).unwrap();
        for r in references(&html) {
            assert!(
                !r.contains("://") && !r.starts_with("//"),
                "{}: remote reference {r}",
                file.display()
            );
            let target = r.split('#').next().unwrap();
            if target.is_empty() {
                continue;
            }
            let resolved = file.parent().unwrap().join(target);
            assert!(resolved.is_file(), "{}: link {r} leads nowhere", file.display());
            checked += 1;
        }
    }
    assert!(checked > 500, "only {checked} links checked");
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(walk(&path));
        } else {
            out.push(path);
        }
    }
    out
}

#[test]
fn nothing_remote_no_script_for_content_and_the_register_head_on_every_page() {
    let dir = TempDir::new("remote");
    let event = demo(&dir);
    let site = build_site(&event).unwrap();
    let stamp = event.register_head().unwrap().stamp();
    for f in &site.files {
        for bad in ["http://", "https://", "url(", "@import"] {
            assert!(!f.content.contains(bad), "{}: {bad}", f.path);
        }
    }
    for f in html_files(&site) {
        assert!(f.content.contains(&stamp), "{}: no register head", f.path);
        // The only scripts are the live view's and the site's own, from
        // the site's folder; none inline.
        for (i, _) in f.content.match_indices("<script") {
            let tag = &f.content[i..i + f.content[i..].find('>').unwrap()];
            assert!(
                tag.contains("arbitro-live.js\"") || tag.contains("site.js\""),
                "{}: {tag}",
                f.path
            );
        }
        assert!(
            f.content.len() < 1_000_000,
            "{}: {} bytes",
            f.path,
            f.content.len()
        );
    }
}

/// Checks that the elements of a page nest properly: every tag opened is
/// closed, in order (void elements aside).
fn balanced(path: &str, html: &str) {
    const VOID: &[&str] = &["meta", "link", "br", "input", "!doctype"];
    let html = html
        .replace(arbitro_site::STAMP_OPEN, "")
        .replace(arbitro_site::STAMP_CLOSE, "");
    let html = html.as_str();
    let mut stack: Vec<String> = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find('<') {
        rest = &rest[i + 1..];
        let end = rest.find('>').unwrap_or_else(|| panic!("{path}: unclosed tag"));
        let tag = &rest[..end];
        rest = &rest[end + 1..];
        let closing = tag.starts_with('/');
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| !c.is_whitespace())
            .collect::<String>()
            .to_lowercase();
        if VOID.contains(&name.as_str()) {
            continue;
        }
        if closing {
            let open = stack
                .pop()
                .unwrap_or_else(|| panic!("{path}: </{name}> closes nothing"));
            assert_eq!(open, name, "{path}: <{open}> closed by </{name}>");
        } else {
            stack.push(name);
        }
    }
    assert!(stack.is_empty(), "{path}: left open: {stack:?}");
}

#[test]
fn pages_are_well_formed_and_accessible() {
    let dir = TempDir::new("forms");
    let event = demo(&dir);
    let site = build_site(&event).unwrap();
    for f in html_files(&site) {
        balanced(&f.path, &f.content);
        let lang = f.path.split('/').next().unwrap();
        if lang == "es" || lang == "en" {
            assert!(
                f.content.contains(&format!("<html lang=\"{lang}\">")),
                "{}",
                f.path
            );
            assert!(
                f.content
                    .contains("<link rel=\"stylesheet\" href=\"../style.css\">"),
                "{}",
                f.path
            );
        }
        assert_eq!(f.content.matches("<h1>").count(), 1, "{}: one <h1>", f.path);
        assert!(f.content.contains("name=\"viewport\""), "{}", f.path);
        // Every header cell says what it heads; every table scrolls in its wrapper.
        assert_eq!(
            f.content.matches("<th>").count() + f.content.matches("<th ").count(),
            f.content.matches("<th scope=\"").count(),
            "{}",
            f.path
        );
        assert_eq!(
            f.content.matches("<table>").count(),
            f.content.matches("\"><table>").count(),
            "{}",
            f.path
        );
        assert_eq!(
            f.content.matches("<table>").count(),
            f.content.matches("<div class=\"scroll ").count(),
            "{}",
            f.path
        );
    }
    let css = &site.file("style.css").unwrap().content;
    assert!(
        css.contains("overflow-x:auto") && css.contains("@media"),
        "responsive style"
    );
}

struct Code<'a>(&'a str);

impl Message for Code<'_> {
    fn code(&self) -> &str {
        self.0
    }
}

#[test]
fn every_word_is_in_the_page_language() {
    let dir = TempDir::new("words");
    let event = demo(&dir);
    let site = build_site(&event).unwrap();
    // Texts without parameters whose two languages differ.
    let mut words: Vec<(String, String)> = arbitro_i18n::codes(Lang::En)
        .into_iter()
        .filter(|c| {
            (c.starts_with("site-nav-") || c.starts_with("site-col-") || c.starts_with("site-home-"))
                && !c.contains("language")
        })
        .map(|c| (render(Lang::En, &Code(&c)), render(Lang::Es, &Code(&c))))
        .filter(|(en, es)| en != es && en.len() > 3)
        .collect();
    for code in [
        "label-system-dutch",
        "label-family-magico-advanced",
        "label-round-status-published",
    ] {
        words.push((render(Lang::En, &Code(code)), render(Lang::Es, &Code(code))));
    }
    assert!(words.len() > 20, "{} words compared", words.len());
    let es_pages: Vec<&SiteFile> = html_files(&site).filter(|f| f.path.starts_with("es/")).collect();
    let en_pages: Vec<&SiteFile> = html_files(&site).filter(|f| f.path.starts_with("en/")).collect();
    for (en, es) in &words {
        let es_html = arbitro_site::escape(es);
        let en_html = arbitro_site::escape(en);
        for f in &es_pages {
            assert!(
                !f.content.contains(&format!(">{en_html}<")),
                "{}: English '{en}'",
                f.path
            );
        }
        for f in &en_pages {
            assert!(
                !f.content.contains(&format!(">{es_html}<")),
                "{}: Spanish '{es}'",
                f.path
            );
        }
    }
    // The call's labels, not its internal identifiers.
    let home_es = &site.file("es/index.html").unwrap().content;
    let home_en = &site.file("en/index.html").unwrap().content;
    let call = event.call().unwrap();
    assert!(home_es.contains(&arbitro_site::escape(&render(Lang::Es, &call.family))));
    assert!(home_en.contains(&arbitro_site::escape(&render(Lang::En, &call.system))));
    for f in html_files(&site) {
        for internal in [">dutch<", "magico-", ">adj<", ">bye<", "label-", "site-"] {
            assert!(!f.content.contains(internal), "{}: {internal}", f.path);
        }
    }
    // Each page links to the same page in the other language.
    assert!(home_es.contains("href=\"../en/index.html\""));
    assert!(
        site.file("en/standings.html")
            .unwrap()
            .content
            .contains("href=\"../es/standings.html\"")
    );
}

#[test]
fn the_pages_show_the_event() {
    let dir = TempDir::new("content");
    let event = demo(&dir);
    let site = build_site(&event).unwrap();
    let call = event.call().unwrap();
    let page = |p: &str| site.file(p).unwrap_or_else(|| panic!("{p}")).content.clone();
    let home = page("es/index.html");
    assert!(home.contains(&arbitro_site::escape(&call.name)));
    assert!(home.contains(&arbitro_site::escape(&call.chief_arbiter)));
    if let Some(deck) = &call.deck {
        assert!(home.contains(&arbitro_site::escape(&deck.id)) && home.contains(&deck.version));
    }
    let players = event.players().all().unwrap();
    let list = page("en/players.html");
    for p in &players {
        assert!(
            list.contains(&arbitro_site::escape(&p.input.name)),
            "{}",
            p.input.name
        );
    }
    // Every board of round 3, and every player by name with their board.
    let by_board = page("es/round-3.html");
    let by_name = page("es/round-3-names.html");
    for g in event
        .rounds()
        .games(3)
        .unwrap()
        .iter()
        .filter(|g| g.black.is_some())
    {
        assert!(by_board.contains(&format!("<th scope=\"row\" class=\"no\">{}</th>", g.board)));
    }
    for p in &players {
        assert!(
            by_name.contains(&format!("player-{}.html", p.pairing_number)),
            "{}",
            p.input.name
        );
    }
    // Standings after round 2 with round 3 in play, every tie-break value.
    let report = event.rounds().standings_report().unwrap();
    let standings = page("en/standings.html");
    assert!(standings.contains("After round 2 of"), "{standings}");
    assert!(standings.contains("Round 3 is in play"));
    for c in &report.tie_breaks {
        assert!(standings.contains(&arbitro_site::escape(&c.code.to_string())));
    }
    for row in &report.standings {
        for v in row.values.iter().flatten() {
            assert!(standings.contains(&format!(">{v}</td>")), "{} {v}", row.name);
        }
    }
    // Each value's working on the player's page, in the explanations' words.
    let first = &report.standings[0];
    let player_page = page(&format!("en/player-{}.html", first.number));
    for w in &first.working {
        for line in arbitro_tiebreaks::explain::working_lines(Lang::En, w) {
            assert!(player_page.contains(&arbitro_site::escape(&line)), "{line}");
        }
    }
    // The crosstable has the printed one's round cells (the opponent's
    // number linked to their card), its legend, and the standings' ranks.
    let forms = arbitro_forms::FormSet::builtin().unwrap();
    let table = arbitro_sheets::Sheets::new(&event, &forms, arbitro_forms::Options::default())
        .unwrap()
        .crosstable()
        .unwrap();
    let text = forms.crosstable_text(&table, arbitro_forms::Lang::Es);
    let cross = page("es/crosstable.html");
    assert!(cross.contains(&arbitro_site::escape(&text.legend)));
    let cells = cross.replace("</a>", "");
    let cells: String = {
        let mut out = String::new();
        let mut rest = cells.as_str();
        while let Some(i) = rest.find("<a href=\"player-") {
            out.push_str(&rest[..i]);
            rest = &rest[i..];
            rest = &rest[rest.find('>').unwrap() + 1..];
        }
        out.push_str(rest);
        out
    };
    for (row, printed) in table.rows.iter().zip(&text.rows) {
        for (round, _) in row.rounds.iter().enumerate() {
            let i = text.round_columns.iter().position(|r| *r).unwrap() + round;
            let printed = &printed[i];
            if !printed.is_empty() {
                assert!(
                    cells.contains(&format!(">{}</td>", arbitro_site::escape(printed))),
                    "{printed}"
                );
            }
        }
    }
    for row in &report.standings {
        let rank = if row.shared {
            format!("{}=", row.rank)
        } else {
            row.rank.to_string()
        };
        assert!(
            cross.contains(&format!("<span class=\"rk\">{rank}</span>")),
            "{rank}"
        );
    }
    // The precedents, with situation, decision and clauses.
    let precedents = event.precedents().all().unwrap();
    assert!(!precedents.is_empty());
    let page_es = page("es/precedents.html");
    for p in &precedents {
        let situation = p.body.input.situation.get(arbitro_store::call::Lang::Es);
        assert!(page_es.contains(&arbitro_site::escape(situation)));
        for clause in &p.body.input.clauses {
            assert!(page_es.contains(&arbitro_site::escape(clause)));
        }
    }
    // The root opens the reader's language, else the event's.
    let root = page("index.html");
    assert!(
        root.contains("data-languages=\"es en\" data-default=\"es\""),
        "{root}"
    );
}

#[test]
fn regeneration_replaces_the_site_in_place_and_leaves_other_files_alone() {
    let dir = TempDir::new("regen");
    let event = demo(&dir);
    let out = dir.path("site");
    // An earlier site with a page that no longer exists.
    let mut earlier = build_site(&event).unwrap();
    earlier.files.push(SiteFile {
        path: "es/old-page.html".into(),
        content: "<!doctype html>".into(),
    });
    write_site(&earlier, &out).unwrap();
    assert!(out.join("es/old-page.html").is_file());
    // The organiser's own files beside the site's.
    std::fs::write(out.join("notes.txt"), "mine").unwrap();
    std::fs::write(out.join("es/poster.html"), "mine too").unwrap();
    let before = std::fs::read_to_string(out.join("en/standings.html")).unwrap();

    // Round 3's missing results come in: the standings move to after round 3.
    let missing: Vec<(u32, u32, ResultEntry)> = event
        .rounds()
        .games(3)
        .unwrap()
        .iter()
        .filter(|g| g.black.is_some() && g.kind.is_none())
        .map(|g| (3, g.board, ResultEntry::parse("1-0", false).unwrap()))
        .collect();
    assert!(!missing.is_empty(), "the demo's round 3 is in play");
    event.rounds().set_results(&missing).unwrap();
    let written = publish_site(&event, &out).unwrap();
    assert_eq!(written.removed, 1);
    assert!(written.unchanged > 0, "unchanged pages are left as they were");
    let after = std::fs::read_to_string(out.join("en/standings.html")).unwrap();
    assert_ne!(before, after);
    assert!(after.contains("After round 3 of"));
    assert!(
        !out.join("es/old-page.html").exists(),
        "a page that no longer exists is removed"
    );
    assert_eq!(std::fs::read_to_string(out.join("notes.txt")).unwrap(), "mine");
    assert_eq!(
        std::fs::read_to_string(out.join("es/poster.html")).unwrap(),
        "mine too"
    );
    // No temporary file is left behind; the manifest lists exactly the site.
    for f in walk(&out) {
        assert!(!f.to_string_lossy().ends_with(".arbitro-tmp"), "{}", f.display());
    }
    let manifest: BTreeSet<String> = std::fs::read_to_string(out.join(MANIFEST_FILE))
        .unwrap()
        .lines()
        .skip(1)
        .map(str::to_string)
        .collect();
    let site: BTreeSet<String> = build_site(&event)
        .unwrap()
        .files
        .into_iter()
        .map(|f| f.path)
        .collect();
    assert_eq!(manifest, site);
    // Writing the same site again changes nothing.
    let again = publish_site(&event, &out).unwrap();
    assert_eq!((again.written, again.removed), (0, 0));
}

#[test]
fn a_file_in_the_way_that_the_site_did_not_write_is_never_replaced() {
    let dir = TempDir::new("foreign");
    let event = demo(&dir);
    let out = dir.path("site");
    std::fs::create_dir_all(&out).unwrap();
    std::fs::write(out.join("index.html"), "the club's own page").unwrap();
    let err = publish_site(&event, &out).unwrap_err();
    assert!(matches!(err, SiteError::Foreign { .. }), "{err}");
    assert_eq!(
        std::fs::read_to_string(out.join("index.html")).unwrap(),
        "the club's own page"
    );
    assert!(!out.join("es").exists(), "nothing written");
    for lang in Lang::ALL {
        let text = arbitro_i18n::try_render(lang, &err).unwrap();
        assert!(text.contains("index.html"), "{text}");
    }
    // A file where the folder should be.
    let file = dir.path("file");
    std::fs::write(&file, "x").unwrap();
    assert!(matches!(
        publish_site(&event, &file),
        Err(SiteError::NotAFolder { .. })
    ));
}

#[test]
fn the_live_view_serves_the_folder_as_written() {
    let dir = TempDir::new("serve");
    let event = demo(&dir);
    let out = dir.path("site");
    publish_site(&event, &out).unwrap();
    assert!(out.join(arbitro_serve::INDEX_FILE).is_file());
    assert!(out.join(arbitro_serve::live::LIVE_SCRIPT_FILE).is_file());
    let server = arbitro_serve::Server::start(&arbitro_serve::ServeOptions {
        site: out.clone(),
        address: "127.0.0.1".parse().unwrap(),
        port: 0,
        limits: Default::default(),
    })
    .expect("serves the folder");
    let addr = server.local_addr();
    for path in ["/", "/es/standings.html", "/style.css"] {
        use std::io::{Read, Write};
        let mut s = std::net::TcpStream::connect(addr).unwrap();
        write!(s, "GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").unwrap();
        let mut answer = String::new();
        s.read_to_string(&mut answer).unwrap();
        assert!(
            answer.starts_with("HTTP/1.1 200"),
            "{path}: {}",
            answer.lines().next().unwrap_or("")
        );
    }
    // The manifest is a hidden file: never served.
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(addr).unwrap();
    write!(
        s,
        "GET /{MANIFEST_FILE} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    s.read_to_string(&mut answer).unwrap();
    assert!(!answer.starts_with("HTTP/1.1 200"));
}

/// A bughouse event of four teams, three rounds played (C.07 11-13).
fn doubles(dir: &TempDir) -> Event {
    use arbitro_store::players::PlayerInput;
    let call = serde_json::from_str(
        r#"{"name":"Pasapiezas de Invierno","start_date":"2026-12-05","end_date":"2026-12-05",
            "chief_arbiter":"Ana Árbitro","family":"bughouse","system":"round-robin","rounds":3,
            "time_control":"20+5","tiebreaks":["EDE","EMMSB","SB:GP","BC","MPvGP"],
            "communication_policy":"partners may talk about material only; no move suggestions"}"#,
    )
    .expect("call json");
    let mut e = Event::create(&dir.path("bughouse.arbitro"), call).unwrap();
    e.set_time(Some(
        arbitro_store::parse_time("2026-12-05T10:00:00+01:00").unwrap(),
    ));
    for i in 0..8 {
        let input = PlayerInput {
            name: format!("Jugador {i:02}"),
            rating: 2200 - 15 * i as u16,
            ..Default::default()
        };
        e.players().add(input, None).unwrap();
    }
    for t in 0..4i64 {
        e.teams()
            .add(&format!("Equipo {}", t + 1), 2 * t + 1, 2 * t + 2)
            .unwrap();
    }
    for round in 1..=3 {
        e.rounds().pair_next().unwrap();
        for m in e.teams().matches(round).unwrap() {
            let (one, two) = (
                e.teams().get(m.team_one).unwrap().number,
                e.teams().get(m.team_two.unwrap()).unwrap().number,
            );
            let text = if one < two { "1-0" } else { "0-1" };
            e.rounds()
                .set_result(
                    round,
                    m.board_a,
                    ResultEntry::parse(text, false).unwrap(),
                    None,
                    None,
                )
                .unwrap();
        }
    }
    e
}

/// A team event's site has the team standings in both languages, with the
/// team tie-breaks' values, linked from every page's navigation; the page
/// is well formed, its links resolve, its words are its language's. The
/// demo open (no teams) has no such page nor link.
#[test]
fn the_team_standings_page_of_a_doubles_event() {
    let dir = TempDir::new("teams");
    let event = doubles(&dir);
    let out = dir.path("site");
    publish_site(&event, &out).expect("site written");
    let report = event.teams().standings_report().unwrap();
    assert_eq!(report.standings.len(), 4);
    // The players' own table leaves the team tie-breaks (EDE, BC…) to the teams.
    assert!(out.join("es/standings.html").is_file());
    for (lang, other) in [(Lang::Es, Lang::En), (Lang::En, Lang::Es)] {
        let code = lang.code();
        let page = std::fs::read_to_string(out.join(format!("{code}/team-standings.html"))).unwrap();
        balanced(code, &page);
        for (i, row) in report.standings.iter().enumerate() {
            assert!(
                page.contains(&format!(">{}<", arbitro_site::escape(&row.name))),
                "{code}: {}",
                row.name
            );
            // Rows in rank order.
            if i > 0 {
                let prev = page.find(&report.standings[i - 1].name).unwrap();
                assert!(page.find(&row.name).unwrap() > prev);
            }
        }
        for c in &report.tie_breaks {
            assert!(
                page.contains(&arbitro_site::escape(&c.code.to_string())),
                "{code}: {}",
                c.code
            );
        }
        for col in [
            "site-col-team",
            "site-col-match-points",
            "site-col-game-points",
            "site-team-standings-title",
        ] {
            assert!(page.contains(&render(lang, &Code(col))), "{code}: {col}");
            assert!(
                !page.contains(&format!(">{}<", render(other, &Code(col)))),
                "{code}: {col} in the other language"
            );
        }
        assert!(page.contains(&format!("href=\"../{}/team-standings.html\"", other.code())));
        // The partners link to their pages, which exist.
        assert!(page.contains("href=\"player-1.html\""));
        for r in references(&page) {
            let target = r.split('#').next().unwrap();
            assert!(out.join(code).join(target).is_file(), "{code}: {r} leads nowhere");
        }
        // Every page of the language links to the team standings.
        for file in walk(&out.join(code)) {
            let html = std::fs::read_to_string(&file).unwrap();
            assert!(
                html.contains("href=\"team-standings.html\""),
                "{}",
                file.display()
            );
        }
    }
    let demo_dir = TempDir::new("teams-demo");
    let site = build_site(&demo(&demo_dir)).unwrap();
    assert!(site.file("es/team-standings.html").is_none());
    assert!(html_files(&site).all(|f| !f.content.contains("team-standings.html")));
}

/// A club archive with the demo's precedents and one ruled under version 2
/// of the three-version fixture deck (AM-AE).
fn club_archive(dir: &TempDir) -> (arbitro_store::Archive, arbitro_cards::Deck) {
    use arbitro_store::precedents::{PrecedentInput, Texts};
    let mut archive =
        arbitro_store::Archive::create(&dir.path("club.arbitro-archive"), "Club Ajedrez Alcalá").unwrap();
    archive.collect(&demo(dir)).unwrap();
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../arbitro-cards/tests/fixtures/errata/tx-three-versions.json"),
    )
    .unwrap();
    let deck = arbitro_cards::parse_deck(&text).unwrap();
    // A precedent on the fixture deck's TX-02 at version 2 (AM-AE).
    let tx02 = |situation: [&str; 2], decision: [&str; 2], arbiter: &str, date: &str| PrecedentInput {
        card_code: Some("TX-02".into()),
        deck: Some(arbitro_store::call::DeckRef {
            id: "AM-TEST".into(),
            version: "2".into(),
        }),
        situation: Texts {
            es: Some(situation[0].into()),
            en: Some(situation[1].into()),
        },
        decision: Texts {
            es: Some(decision[0].into()),
            en: Some(decision[1].into()),
        },
        clauses: vec!["AM-R16".into(), "AM-AE".into()],
        arbiter: arbiter.into(),
        event: "Liga de club".into(),
        date: date.into(),
        ..Default::default()
    };
    let first = archive
        .add_precedent(
            tx02(
                [
                    "Salto a distancia tres tras la errata",
                    "A jump of distance three after the erratum",
                ],
                ["Vale la versión del torneo", "The event's version applies"],
                "Ana Beltrán",
                "2026-04-02",
            ),
            None,
        )
        .unwrap();
    // Its correction, by an arbiter with an apostrophe in his name.
    archive
        .add_precedent(
            tx02(
                [
                    "Salto a distancia tres tras la errata, corregido",
                    "A jump of distance three after the erratum, corrected",
                ],
                [
                    "Vale la versión vigente al empezar la ronda",
                    "The version in force when the round began applies",
                ],
                "Seán O'Neill",
                "2026-04-03",
            ),
            Some(first.seq),
        )
        .unwrap();
    (archive, deck)
}

/// The archive's register site (AM-AE, AM-R16): every page in both
/// languages, links that resolve, nothing remote, pages well formed, the
/// register head on every page, each precedent with its deck version, the
/// decks with their versions and errata in the page's language, a search
/// that is hidden without script and finds by words without accents.
#[test]
fn the_archive_register_of_precedents_and_errata() {
    let dir = TempDir::new("archive");
    let (archive, deck) = club_archive(&dir);
    let out = dir.path("register");
    arbitro_site::publish_archive_site(&archive, std::slice::from_ref(&deck), &out).expect("written");
    let site = arbitro_site::build_archive_site(&archive, std::slice::from_ref(&deck)).unwrap();
    let precedents = archive.precedents().unwrap();
    assert!(precedents.len() >= 2);
    let stamp = archive.register_head().unwrap().stamp();
    for lang in ["es", "en"] {
        for page in ["index", "decks"] {
            assert!(out.join(format!("{lang}/{page}.html")).is_file(), "{lang}/{page}");
        }
        for p in &precedents {
            assert!(out.join(format!("{lang}/precedent-{}.html", p.seq)).is_file());
        }
    }
    let mut checked = 0;
    for f in &site.files {
        for bad in ["http://", "https://", "url(", "@import", "<script>"] {
            assert!(!f.content.contains(bad), "{}: {bad}", f.path);
        }
        // The only script is the site's own.
        for (i, _) in f.content.match_indices(" src=") {
            let src = &f.content[i..i + 20.min(f.content.len() - i)];
            assert!(
                src.starts_with(" src=\"../site.js\"") || src.starts_with(" src=\"site.js\""),
                "{}: {src}",
                f.path
            );
        }
        if !f.path.ends_with(".html") {
            continue;
        }
        balanced(&f.path, &f.content);
        assert!(f.content.contains(&stamp), "{}: no register head", f.path);
        for internal in ["site-", "cards-", "label-", "AM-TEST@"] {
            assert!(!f.content.contains(internal), "{}: {internal}", f.path);
        }
        let base = out.join(&f.path);
        for r in references(&f.content) {
            let target = r.split('#').next().unwrap();
            assert!(
                base.parent().unwrap().join(target).is_file(),
                "{}: {r} leads nowhere",
                f.path
            );
            checked += 1;
        }
    }
    assert!(checked > 20, "{checked} links");
    let page = |p: &str| site.file(p).unwrap_or_else(|| panic!("{p}")).content.clone();
    let (es, en) = (page("es/index.html"), page("en/index.html"));
    // Each precedent in the page's language, with the deck version it was ruled under.
    for p in &precedents {
        let i = &p.body.input;
        for (html, text) in [(&es, i.situation.es.as_deref()), (&en, i.situation.en.as_deref())] {
            if let Some(text) = text {
                assert!(html.contains(&arbitro_site::escape(text)), "{text}");
            }
        }
    }
    assert!(es.contains("AM-TEST versión 2") && en.contains("AM-TEST version 2"));
    assert!(es.contains("AM-REF versión 1"));
    // Hidden without script; the items carry their words folded (accents
    // and apostrophes aside: "oneill" finds O'Neill), the by-card table's
    // precedents too, so that the filter takes both.
    assert!(es.contains("id=\"search-box\" class=\"search\" hidden"));
    assert!(es.contains("data-search=\"") && es.contains("salto a distancia tres tras la errata"));
    assert!(es.contains("sean oneill"), "apostrophes folded");
    assert!(es.contains("<tr data-card><th scope=\"row\""));
    let by_card = &es[es.find("id=\"by-card\"").unwrap()..];
    assert!(by_card.matches("<span data-search=\"").count() >= precedents.len());
    assert!(es.contains("<script src=\"../site.js\" defer></script>"));
    // A correction and what it corrects, linked both ways.
    let correction = precedents.iter().find(|p| p.body.corrects.is_some()).unwrap();
    let corrected = correction.body.corrects.unwrap();
    for lang in ["es", "en"] {
        let old = page(&format!("{lang}/precedent-{corrected}.html"));
        let new = page(&format!("{lang}/precedent-{}.html", correction.seq));
        assert!(
            old.contains(&format!("href=\"precedent-{}.html\"", correction.seq)),
            "{lang}: {old}"
        );
        assert!(
            new.contains(&format!("href=\"precedent-{corrected}.html\"")),
            "{lang}: {new}"
        );
    }
    assert!(page(&format!("es/precedent-{corrected}.html")).contains("Corregido; lo sustituye:"));
    assert!(page(&format!("en/precedent-{}.html", correction.seq)).contains("It corrects:"));
    // The decks: versions, dates and each version's errata in the page's language.
    let (decks_es, decks_en) = (page("es/decks.html"), page("en/decks.html"));
    for html in [&decks_es, &decks_en] {
        for d in ["AM-REF", "ED", "AM-TEST"] {
            assert!(html.contains(&format!("id=\"deck-{d}\"")), "{d}");
        }
    }
    assert!(decks_es.contains("Erratas de la versión 2") && decks_en.contains("Errata of version 2"));
    assert!(decks_es.contains("distancia de rey 3") && !decks_es.contains("king distance 3"));
    assert!(decks_en.contains("king distance 3") && !decks_en.contains("distancia de rey 3"));
    assert!(decks_es.contains("01/03/2026") && decks_en.contains("2026-03-01"));
    assert!(decks_es.contains("Versión 2: 2 precedentes de este registro"));
    // No word of the other language among the archive's own texts.
    let words: Vec<(String, String)> = arbitro_i18n::codes(Lang::En)
        .into_iter()
        .filter(|c| {
            c.starts_with("site-archive-") || c.starts_with("site-deck-") || c.starts_with("site-decks-")
        })
        .map(|c| (render(Lang::En, &Code(&c)), render(Lang::Es, &Code(&c))))
        .filter(|(en, es)| en != es && !en.contains('{') && en.len() > 3)
        .collect();
    assert!(words.len() > 15, "{}", words.len());
    for f in html_files(&site) {
        for (en_word, es_word) in &words {
            if f.path.starts_with("es/") {
                assert!(
                    !f.content
                        .contains(&format!(">{}<", arbitro_site::escape(en_word))),
                    "{}: {en_word}",
                    f.path
                );
            }
            if f.path.starts_with("en/") {
                assert!(
                    !f.content
                        .contains(&format!(">{}<", arbitro_site::escape(es_word))),
                    "{}: {es_word}",
                    f.path
                );
            }
        }
    }
}
