//! `arbitro manual` as a user meets it: the chapters listed, a chapter
//! said in the terminal in the user's language (and printed, with where its
//! page is, when there is no desktop), a search by words, a chapter opened
//! in the "browser" (a stand-in that writes down what it was asked to open),
//! an unknown chapter refused with the list of chapters, and the pages of
//! both languages written with the end-to-end run's screenshots (a missing
//! one stops it, naming the file).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn arbitro(args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_arbitro"));
    c.args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        // Pages written for a build without an installed manual go here, one folder per test.
        .env(
            "XDG_CACHE_HOME",
            scratch(&format!(
                "cache-{}",
                std::thread::current().name().unwrap_or("main").replace("::", "-")
            )),
        );
    c
}

fn run(args: &[&str]) -> Output {
    arbitro(args).output().expect("arbitro runs")
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn scratch(name: &str) -> PathBuf {
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("manual-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

#[test]
fn lists_the_chapters_and_says_one_in_each_language() {
    let list = run(&["manual", "--list"]);
    assert!(list.status.success());
    let text = out(&list);
    assert!(text.lines().count() >= 20, "{text}");
    assert!(
        text.contains("pairings: Pairings") && text.contains("command-line: The command line"),
        "{text}"
    );
    let es = run(&["--lang", "es", "manual", "--list"]);
    assert!(out(&es).contains("pairings: Emparejamientos"), "{}", out(&es));

    let chapter = run(&["--lang", "es", "manual", "byes", "--print"]);
    assert!(chapter.status.success(), "{}", err(&chapter));
    let text = out(&chapter);
    assert!(
        text.starts_with("# Descansos, inscripciones tardías y retiradas"),
        "{text}"
    );
    // Screenshots are said as their captions, not as Markdown.
    assert!(
        text.contains("[Las acciones de un jugador") && !text.contains("players-manage.png"),
        "{text}"
    );
}

#[test]
fn without_a_desktop_the_chapter_is_printed_with_its_page() {
    let o = run(&["manual", "tiebreaks"]);
    assert!(o.status.success(), "{}", err(&o));
    assert!(out(&o).starts_with("# Tie-breaks"), "{}", out(&o));
    let note = err(&o);
    assert!(
        note.contains("No desktop") && note.contains("en/tiebreaks.html"),
        "{note}"
    );
    let page = note
        .split_whitespace()
        .find(|w| w.ends_with("tiebreaks.html"))
        .expect("the page named");
    assert!(Path::new(page).is_file(), "the page exists: {page}");
}

#[test]
fn a_chapter_opens_in_the_browser() {
    let dir = scratch("viewer");
    let log = dir.join("opened.txt");
    let viewer = dir.join("viewer.sh");
    std::fs::write(
        &viewer,
        format!("#!/bin/sh\nprintf '%s\\n' \"$1\" >> '{}'\n", log.display()),
    )
    .expect("viewer");
    Command::new("chmod")
        .arg("+x")
        .arg(&viewer)
        .status()
        .expect("chmod");
    let o = run(&[
        "--lang",
        "es",
        "manual",
        "pairings",
        "--viewer",
        viewer.to_str().expect("path"),
    ]);
    assert!(o.status.success(), "{}", err(&o));
    assert!(out(&o).starts_with("Abierto "), "{}", out(&o));
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !log.is_file() && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let opened = std::fs::read_to_string(&log).expect("the viewer was asked to open a page");
    let page = opened.trim();
    assert!(page.ends_with("es/pairings.html"), "{page}");
    let html = std::fs::read_to_string(page).expect("the page");
    assert!(
        html.contains("<h1 id=\"pairings\">Emparejamientos</h1>"),
        "{html:.300}"
    );
}

#[test]
fn search_finds_sections_by_words() {
    let o = run(&["manual", "--search", "half-point bye"]);
    assert!(o.status.success(), "{}", err(&o));
    let text = out(&o);
    assert!(text.contains("(arbitro manual byes)"), "{text}");
    let es = run(&["--lang", "es", "manual", "--search", "descanso medio punto"]);
    assert!(out(&es).contains("(arbitro manual byes)"), "{}", out(&es));
    let none = run(&["manual", "--search", "zzyzx"]);
    assert_eq!(none.status.code(), Some(1));
    assert!(out(&none).contains("No section"), "{}", out(&none));
}

#[test]
fn an_unknown_chapter_is_refused_with_the_list() {
    for (lang, words) in [
        ("en", "has no chapter 'nowhere'"),
        ("es", "ningún capítulo «nowhere»"),
    ] {
        let o = run(&["--lang", lang, "manual", "nowhere"]);
        assert_eq!(o.status.code(), Some(2));
        let e = err(&o);
        assert!(e.contains(words) && e.contains("tiebreaks"), "{e}");
    }
}

#[test]
fn writes_the_pages_of_both_languages_with_the_screenshots() {
    let html = scratch("html");
    let o = run(&["manual", "--html", html.to_str().expect("path"), "--with-pdf"]);
    assert!(o.status.success(), "{}", err(&o));
    assert!(out(&o).contains("no screenshots"), "{}", out(&o));
    for page in [
        "index.html",
        "manual.css",
        "es/index.html",
        "en/print.html",
        "es/command-line.html",
    ] {
        assert!(html.join(page).is_file(), "{page}");
    }
    let contents = std::fs::read_to_string(html.join("en/index.html")).expect("contents");
    assert!(
        contents.contains("arbitro-manual-en.pdf"),
        "the contents link to the PDF"
    );

    // With --shots every screenshot the manual shows must be there.
    let shots = scratch("shots");
    let missing = run(&[
        "manual",
        "--html",
        html.to_str().expect("path"),
        "--shots",
        shots.to_str().expect("path"),
    ]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(err(&missing).contains("players.png"), "{}", err(&missing));
    // A stand-in for each screenshot (any bytes: the pages only link them).
    let names: Vec<String> =
        std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/manual/en"))
            .expect("chapters")
            .flat_map(|e| {
                let text = std::fs::read_to_string(e.expect("chapter").path()).expect("chapter");
                text.split("](")
                    .skip(1)
                    .filter_map(|r| r.split(')').next())
                    .filter(|r| r.ends_with(".png"))
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            })
            .collect();
    for lang in ["es", "en"] {
        std::fs::create_dir_all(shots.join(lang)).expect("shots");
        for name in &names {
            std::fs::write(shots.join(lang).join(name), b"png").expect("shot");
        }
    }
    let o = run(&[
        "manual",
        "--html",
        html.to_str().expect("path"),
        "--shots",
        shots.to_str().expect("path"),
    ]);
    assert!(o.status.success(), "{}", err(&o));
    assert!(html.join("es/img/players.png").is_file() && html.join("en/img/results.png").is_file());
    let page = std::fs::read_to_string(html.join("en/players.html")).expect("page");
    assert!(page.contains("<img src=\"img/players.png\""), "{page:.400}");
}
