//! The manual as its readers meet it: every chapter in both languages,
//! sound (titles, links, screenshots), every screen with the chapter that
//! names it as the app does, the two languages showing the same
//! screenshots, search by words with accents and case aside, and the book
//! of pages whose every link leads somewhere.

use std::collections::BTreeSet;

use arbitro_i18n::{Lang, MessageData, render};
use arbitro_manual::{BookOptions, Paths, Screen, Topic, book, chapter, chapters, search};

const LANGS: [Lang; 2] = [Lang::Es, Lang::En];

#[test]
fn every_chapter_exists_in_both_languages_without_problems() {
    let mut problems = Vec::new();
    for lang in LANGS {
        for c in chapters(lang) {
            for p in c.problems() {
                problems.push(format!("docs/manual/{}/{}.md: {p}", lang.code(), c.topic.id()));
            }
            let sections = c.sections();
            if sections.len() < 2 {
                problems.push(format!(
                    "docs/manual/{}/{}.md: no section under the title",
                    lang.code(),
                    c.topic.id()
                ));
            }
            let words: usize = sections.iter().map(|s| s.text.split_whitespace().count()).sum();
            if words < 150 {
                problems.push(format!(
                    "docs/manual/{}/{}.md: only {words} words",
                    lang.code(),
                    c.topic.id()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The screen's name as the navigation shows it in `lang`.
fn nav_name(screen: Screen, lang: Lang) -> String {
    render(
        lang,
        &MessageData {
            code: screen.nav_label().to_string(),
            args: Vec::new(),
        },
    )
}

#[test]
fn every_screen_has_a_chapter_that_names_it_in_both_languages() {
    let mut problems = Vec::new();
    for screen in Screen::ALL {
        for lang in LANGS {
            let c = chapter(screen.topic(), lang);
            let name = nav_name(*screen, lang);
            let text: String = c
                .sections()
                .iter()
                .map(|s| format!("{} {} ", s.title, s.text))
                .collect();
            if !text.contains(&name) {
                problems.push(format!(
                    "{screen:?}: its chapter docs/manual/{}/{}.md never names the screen «{name}»",
                    lang.code(),
                    c.topic.id()
                ));
            }
        }
        assert!(screen.topic().screens().contains(screen));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn both_languages_show_the_same_screenshots() {
    for topic in Topic::ALL {
        let es = chapter(*topic, Lang::Es).images();
        let en = chapter(*topic, Lang::En).images();
        assert_eq!(
            es,
            en,
            "{}: the Spanish and English chapters show different screenshots",
            topic.id()
        );
    }
    let all: BTreeSet<String> = Topic::ALL
        .iter()
        .flat_map(|t| chapter(*t, Lang::En).images())
        .collect();
    assert!(all.len() >= 10, "the manual shows the screens: {all:?}");
}

#[test]
fn topics_parse_by_id_and_turn_in_order() {
    for topic in Topic::ALL {
        assert_eq!(Topic::parse(topic.id()), Some(*topic));
        assert_eq!(topic.id().parse::<Topic>(), Ok(*topic));
    }
    assert_eq!(Topic::ALL.first().and_then(|t| t.previous()), None);
    assert_eq!(Topic::Installing.next(), Some(Topic::Event));
    assert_eq!(Topic::Event.previous(), Some(Topic::Installing));
    let err = "nothing".parse::<Topic>().unwrap_err();
    let es = render(Lang::Es, &err);
    assert!(es.contains("«nothing»") && es.contains("command-line"), "{es}");
}

/// Renders with links to `PAGE.html` and every screenshot present.
struct Pages;

impl Paths for Pages {
    fn chapter(&self, topic: Topic, anchor: Option<&str>) -> String {
        format!(
            "{}.html{}",
            topic.id(),
            anchor.map(|a| format!("#{a}")).unwrap_or_default()
        )
    }
    fn image(&self, name: &str) -> Option<String> {
        Some(format!("img/{name}"))
    }
}

#[test]
fn chapters_render_with_anchors_figures_and_chapter_links() {
    for lang in LANGS {
        for c in chapters(lang) {
            let r = c.render(&Pages);
            assert!(
                r.html.starts_with(&format!("<h1 id=\"{}\">", c.topic.id())),
                "{}: {}",
                c.topic.id(),
                &r.html[..r.html.len().min(80)]
            );
            for s in &r.sections {
                assert!(
                    r.html.contains(&format!(" id=\"{}\"", s.anchor)),
                    "{}#{}",
                    c.topic.id(),
                    s.anchor
                );
            }
            for name in c.images() {
                assert!(
                    r.html.contains(&format!("<figure><img src=\"img/{name}\"")),
                    "{}: {name}",
                    c.topic.id()
                );
            }
            assert!(!r.html.contains("<script"), "{}", c.topic.id());
        }
    }
}

#[test]
fn search_finds_words_accents_and_case_aside() {
    // A Spanish word typed without its accent, in capitals.
    let hits = search(Lang::Es, "CLASIFICACION", 50);
    assert!(!hits.is_empty(), "clasificación is in the Spanish manual");
    assert!(hits.iter().all(|h| {
        let c = chapter(h.topic, Lang::Es);
        c.sections().iter().any(|s| s.anchor == h.anchor)
    }));
    // Every word must be there.
    let both = search(Lang::En, "withdraw bye", 50);
    assert!(!both.is_empty());
    for h in &both {
        let c = chapter(h.topic, Lang::En);
        let s = c.sections().into_iter().find(|s| s.anchor == h.anchor).unwrap();
        let text = format!("{} {}", s.title, s.text).to_lowercase();
        assert!(
            text.contains("withdraw") && text.contains("bye"),
            "{}#{}",
            h.topic.id(),
            h.anchor
        );
    }
    assert!(search(Lang::En, "zzyzx qqq", 50).is_empty());
    assert!(search(Lang::En, "   ", 50).is_empty());
    // A word in a heading ranks that section first.
    let tb = search(Lang::En, "tie-breaks", 5);
    assert_eq!(tb.first().map(|h| h.topic), Some(Topic::Tiebreaks), "{tb:?}");
    assert!(search(Lang::En, "pairing", 3).len() <= 3);
}

#[test]
fn the_book_links_only_to_its_own_pages() {
    let b = book(BookOptions {
        version: "9.9.9",
        pdf: true,
        has_image: &|_, _| true,
    });
    let paths: BTreeSet<&str> = b.files.iter().map(|f| f.path.as_str()).collect();
    for lang in LANGS {
        for topic in Topic::ALL {
            assert!(paths.contains(format!("{}/{}.html", lang.code(), topic.id()).as_str()));
        }
        assert!(paths.contains(format!("{}/print.html", lang.code()).as_str()));
    }
    let mut broken = Vec::new();
    for f in &b.files {
        let dir = f.path.rsplit_once('/').map(|(d, _)| d).unwrap_or("");
        for href in f
            .contents
            .split("href=\"")
            .skip(1)
            .filter_map(|r| r.split('"').next())
        {
            let (file, _) = href.split_once('#').unwrap_or((href, ""));
            if file.is_empty() {
                continue;
            }
            let target = normalise(&format!("{dir}/{file}"));
            let pdf = target.ends_with(".pdf");
            if !pdf && !paths.contains(target.as_str()) {
                broken.push(format!("{}: {href}", f.path));
            }
        }
        if f.path.ends_with(".html") {
            // Nothing loaded or linked from outside (an address in a code example is text).
            for remote in ["href=\"http", "src=\"http", "href=\"//", "src=\"//"] {
                assert!(!f.contents.contains(remote), "{}: {remote}", f.path);
            }
        }
    }
    assert!(broken.is_empty(), "{}", broken.join("\n"));
    assert!(b.images.iter().any(|(l, _)| *l == Lang::Es) && b.images.iter().any(|(l, _)| *l == Lang::En));
    // Without screenshots the figures keep their captions and show no image.
    let bare = book(BookOptions {
        version: "9.9.9",
        pdf: false,
        has_image: &|_, _| false,
    });
    assert!(bare.images.is_empty());
    assert!(bare.files.iter().all(|f| !f.contents.contains("<img")));
    assert!(bare.files.iter().any(|f| f.contents.contains("<figcaption>")));
}

fn normalise(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for p in path.split('/') {
        match p {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            p => parts.push(p),
        }
    }
    parts.join("/")
}
