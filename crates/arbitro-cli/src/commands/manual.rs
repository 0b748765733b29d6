//! `arbitro manual [TOPIC]`: the user's manual in the user's language
//! (`--lang`, else the locale), opened in the browser at the chapter asked
//! for (the installed pages, else pages written afresh into the user's
//! cache folder); `--print` says the chapter here, `--search WORDS` finds
//! the sections, `--list` names the chapters, and `--html DIR` writes the
//! manual's pages of both languages (what the package installs and the PDF
//! is printed from), with the end-to-end run's screenshots (`--shots`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use arbitro_i18n::Lang;
use arbitro_manual::{BookOptions, Topic, book, chapter, chapters, search};
use clap::Args;

use crate::error::{CliError, Usage};
use crate::say::{With, lang, line, say};

/// Arguments of `arbitro manual`.
#[derive(Debug, Args)]
pub struct ManualArgs {
    /// The chapter (`arbitro manual --list` names them); none: the contents.
    pub topic: Option<String>,
    /// Name every chapter, with its id.
    #[arg(long, conflicts_with_all = ["search", "html", "print"])]
    pub list: bool,
    /// The sections of the manual holding every one of these words
    /// (accents and case aside), best first.
    #[arg(long, value_name = "WORDS", conflicts_with_all = ["html", "print"])]
    pub search: Option<String>,
    /// Say the chapter here, as text, instead of opening it.
    #[arg(long, conflicts_with = "html")]
    pub print: bool,
    /// Write the manual's pages, both languages, into DIR (created if
    /// missing) instead of opening them.
    #[arg(long, value_name = "DIR")]
    pub html: Option<PathBuf>,
    /// The screenshots for the pages, as the end-to-end run writes them
    /// (DIR/LANG/NAME.png): every one the manual shows must be there.
    #[arg(long, value_name = "DIR", requires = "html")]
    pub shots: Option<PathBuf>,
    /// The PDF of each language sits beside the pages
    /// (arbitro-manual-LANG.pdf): the contents pages link to it.
    #[arg(long, requires = "html")]
    pub with_pdf: bool,
    /// Open the page with this program instead of the system's browser.
    #[arg(long, value_name = "PROGRAM", conflicts_with_all = ["html", "print", "list", "search"])]
    pub viewer: Option<PathBuf>,
}

/// Runs `arbitro manual`.
pub fn run(args: ManualArgs) -> Result<ExitCode, CliError> {
    let lang = lang();
    if args.list {
        for c in chapters(lang) {
            say(line("cli-manual-chapter")
                .with("id", c.topic.id())
                .with("title", c.title.as_str()));
        }
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(words) = &args.search {
        let hits = search(lang, words, 20);
        if hits.is_empty() {
            say(line("cli-manual-no-hits").with("words", words.as_str()));
            return Ok(ExitCode::from(1));
        }
        for h in hits {
            say(line("cli-manual-hit")
                .with("chapter", h.chapter.as_str())
                .with("section", h.section.as_str())
                .with("id", h.topic.id())
                .with("snippet", h.snippet.as_str()));
        }
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(dir) = &args.html {
        return write_html(dir, args.shots.as_deref(), args.with_pdf);
    }
    let topic = args.topic.as_deref().map(str::parse::<Topic>).transpose()?;
    if args.print {
        print_chapter(topic.unwrap_or(Topic::Installing), lang);
        return Ok(ExitCode::SUCCESS);
    }
    let folder = match installed() {
        Some(folder) => folder,
        None => written_to_cache()?,
    };
    let page = folder.join(lang.code()).join(match topic {
        Some(t) => format!("{}.html", t.id()),
        None => "index.html".to_string(),
    });
    if args.viewer.is_none() && !has_display() {
        // A terminal without a desktop (a server, a CI machine): the text here.
        print_chapter(topic.unwrap_or(Topic::Installing), lang);
        eprintln!(
            "{}",
            crate::say::text(&line("cli-manual-no-display").with("page", page.display().to_string()))
        );
        return Ok(ExitCode::SUCCESS);
    }
    let opened = match &args.viewer {
        Some(viewer) => std::process::Command::new(viewer)
            .arg(&page)
            .spawn()
            .map(|_| ())
            .map_err(|e| format!("{}: {e}", viewer.display())),
        None => open::that_detached(&page).map_err(|e| e.to_string()),
    };
    opened.map_err(|detail| Usage::NoBrowser { detail })?;
    say(line("cli-manual-opened").with("page", page.display().to_string()));
    Ok(ExitCode::SUCCESS)
}

/// Whether a desktop session could show a browser (Windows and macOS
/// always have one).
fn has_display() -> bool {
    if cfg!(any(windows, target_os = "macos")) {
        return true;
    }
    ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|s| !s.is_empty()))
}

/// The chapter as text: its Markdown, screenshots as their captions.
fn print_chapter(topic: Topic, lang: Lang) {
    let c = chapter(topic, lang);
    for text in c.markdown().lines() {
        match text.strip_prefix("![").and_then(|r| r.split_once("](")) {
            Some((caption, _)) => println!("[{caption}]"),
            None => println!("{text}"),
        }
    }
}

/// The installed manual's pages, where a package put them beside the
/// program: `/usr/lib/arbitro/manual` for `/usr/bin/arbitro` (Debian),
/// `manual` beside `arbitro.exe` (Windows), `../Resources/manual` in the
/// macOS app bundle.
fn installed() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let dir = exe.parent()?;
    [
        dir.join("../lib/arbitro/manual"),
        dir.join("manual"),
        dir.join("../Resources/manual"),
    ]
    .into_iter()
    .find(|d| d.join("es").join("index.html").is_file() && d.join("en").join("index.html").is_file())
}

/// Screenshots of a source tree's last end-to-end run, if this build came
/// from one.
fn source_tree_shots() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../e2e/screenshots/manual")
}

/// The manual's pages written afresh into the user's cache folder (a build
/// without an installed manual), with the source tree's screenshots if any.
fn written_to_cache() -> Result<PathBuf, CliError> {
    let base = dirs::cache_dir().unwrap_or_else(std::env::temp_dir);
    let folder = base
        .join("arbitro")
        .join(format!("manual-{}", env!("CARGO_PKG_VERSION")));
    write_book(&folder, &source_tree_shots(), false, false)?;
    Ok(folder)
}

/// `--html DIR`: the pages of both languages, each screenshot copied.
fn write_html(dir: &Path, shots: Option<&Path>, pdf: bool) -> Result<ExitCode, CliError> {
    let (pages, images) = match shots {
        Some(shots) => write_book(dir, shots, true, pdf)?,
        None => write_book(dir, Path::new(""), false, pdf)?,
    };
    say(line("cli-manual-written")
        .with("folder", dir.display().to_string())
        .with("pages", pages)
        .with("images", images));
    Ok(ExitCode::SUCCESS)
}

/// Writes the book into `dir`, screenshots from `shots/LANG/NAME`; with
/// `strict`, a screenshot the manual shows that is not there stops it.
/// Returns the pages and screenshots written.
fn write_book(dir: &Path, shots: &Path, strict: bool, pdf: bool) -> Result<(usize, usize), CliError> {
    let shot = |lang: Lang, name: &str| shots.join(lang.code()).join(name);
    if strict {
        let missing: Vec<String> = [Lang::Es, Lang::En]
            .into_iter()
            .flat_map(|l| {
                chapters(l)
                    .into_iter()
                    .flat_map(move |c| c.images().into_iter().map(move |n| (l, n)))
            })
            .filter(|(l, n)| !shot(*l, n).is_file())
            .map(|(l, n)| shot(l, &n).display().to_string())
            .collect();
        if !missing.is_empty() {
            return Err(Usage::ManualShotsMissing {
                files: missing.join(", "),
            }
            .into());
        }
    }
    let has_image = |lang: Lang, name: &str| shot(lang, name).is_file();
    let b = book(BookOptions {
        version: env!("CARGO_PKG_VERSION"),
        pdf,
        has_image: &has_image,
    });
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| CliError::Io { path, source }
    };
    for f in &b.files {
        let path = dir.join(&f.path);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(io(parent))?;
        }
        std::fs::write(&path, &f.contents).map_err(io(&path))?;
    }
    for (lang, name) in &b.images {
        let to = dir.join(lang.code()).join("img").join(name);
        if let Some(parent) = to.parent() {
            std::fs::create_dir_all(parent).map_err(io(parent))?;
        }
        std::fs::copy(shot(*lang, name), &to).map_err(io(&to))?;
    }
    Ok((
        b.files.iter().filter(|f| f.path.ends_with(".html")).count(),
        b.images.len(),
    ))
}
