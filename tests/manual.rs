//! The manual against the program it describes: the app's screens (as the
//! UI's registry lists them) each have the chapter F1 opens, in both
//! languages; the packaged desktop entry and file type say what the
//! program does; no chapter shows the other language's words outside its
//! code examples (the word lists the UI's and the CLI's walks use).

use std::collections::BTreeSet;

use arbitro_acceptance::repo_root;
use arbitro_i18n::Lang;
use arbitro_manual::{Screen, Topic, chapter, chapters};

/// The screen ids of `ui/src/screens/registry.ts`, in navigation order.
fn registry_screens() -> Vec<String> {
    let text = std::fs::read_to_string(repo_root().join("ui/src/screens/registry.ts")).expect("registry.ts");
    let list = text
        .split("export const SCREENS")
        .nth(1)
        .expect("SCREENS in registry.ts");
    list.split("id: \"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

#[test]
fn every_screen_of_the_app_has_its_chapter_in_both_languages() {
    let ids = registry_screens();
    let screens: Vec<Screen> = ids
        .iter()
        .map(|id| {
            serde_json::from_value(serde_json::json!(id))
                .unwrap_or_else(|_| panic!("screen {id} of registry.ts is not a Screen of arbitro-manual"))
        })
        .collect();
    assert_eq!(
        screens,
        Screen::ALL,
        "the UI's screens and the manual's screens are the same list, in the same order"
    );
    for screen in screens {
        for lang in [Lang::Es, Lang::En] {
            let c = chapter(screen.topic(), lang);
            assert!(
                c.sections().len() > 1,
                "{screen:?} ({}): an empty chapter",
                lang.code()
            );
        }
    }
    // Every chapter of one language exists in the other.
    let es: BTreeSet<Topic> = chapters(Lang::Es).iter().map(|c| c.topic).collect();
    let en: BTreeSet<Topic> = chapters(Lang::En).iter().map(|c| c.topic).collect();
    assert_eq!(es, en);
    for topic in Topic::ALL {
        for lang in ["es", "en"] {
            let file = repo_root()
                .join("docs/manual")
                .join(lang)
                .join(format!("{}.md", topic.id()));
            assert!(file.is_file(), "{} is missing", file.display());
        }
    }
    // No chapter file that no topic names.
    for lang in ["es", "en"] {
        for entry in std::fs::read_dir(repo_root().join("docs/manual").join(lang)).expect("chapters") {
            let name = entry.expect("file").file_name().to_string_lossy().into_owned();
            let stem = name.strip_suffix(".md").unwrap_or(&name);
            assert!(
                Topic::parse(stem).is_some(),
                "docs/manual/{lang}/{name} is no chapter of arbitro-manual's list"
            );
        }
    }
}

/// The word lists shared with the UI's and the CLI's language walks.
#[derive(serde::Deserialize)]
struct Words {
    english: Vec<String>,
    spanish: Vec<String>,
}

/// A chapter's prose: its Markdown without code blocks, code spans and link targets.
fn prose(markdown: &str) -> String {
    let mut out = String::new();
    let mut fenced = false;
    for line in markdown.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let mut code = false;
        let mut target = 0usize;
        let mut prev = ' ';
        for c in line.chars() {
            match c {
                '`' => code = !code,
                '(' if prev == ']' && !code => target += 1,
                ')' if target > 0 => target -= 1,
                _ if code || target > 0 => {}
                c => out.push(c),
            }
            prev = c;
        }
        out.push('\n');
    }
    out
}

fn words_in(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-')
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn no_chapter_speaks_the_other_language_outside_its_code() {
    let lists: Words = serde_json::from_str(
        &std::fs::read_to_string(repo_root().join("tests/fixtures/lang/words.json")).expect("words.json"),
    )
    .expect("words.json");
    let mut found = Vec::new();
    for (lang, wrong) in [(Lang::Es, &lists.english), (Lang::En, &lists.spanish)] {
        let wrong: BTreeSet<&str> = wrong.iter().map(String::as_str).collect();
        for c in chapters(lang) {
            // "round robin" is the Spanish catalogue's own name for the system (labels.ftl).
            let text = prose(c.markdown())
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            let text = text.replace("round robin", "").replace("Round robin", "");
            for w in words_in(&text) {
                // A lower-case word, or one capitalised at a sentence's start (AND, Andorra's code, is no word).
                let lower = w.to_lowercase();
                let capitalised = w.chars().next().is_some_and(char::is_uppercase)
                    && w.chars().skip(1).all(char::is_lowercase);
                if wrong.contains(lower.as_str()) && (w == lower || capitalised) {
                    found.push(format!("docs/manual/{}/{}.md: «{w}»", lang.code(), c.topic.id()));
                }
            }
        }
    }
    found.dedup();
    assert!(
        found.is_empty(),
        "words of the other language:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_desktop_entry_and_the_file_type_agree_with_the_package() {
    let entry = std::fs::read_to_string(repo_root().join("src-tauri/packaging/linux/arbitro.desktop"))
        .expect("desktop entry");
    let package: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(repo_root().join("src-tauri/tauri.package.json"))
            .expect("tauri.package.json"),
    )
    .expect("tauri.package.json");
    let mime_xml = std::fs::read_to_string(repo_root().join("src-tauri/packaging/linux/arbitro-event.xml"))
        .expect("MIME type");
    let association = &package["bundle"]["fileAssociations"][0];
    let mime = association["mimeType"]
        .as_str()
        .expect("the association's MIME type");
    assert_eq!(association["ext"][0], "arbitro");
    assert!(
        mime_xml.contains(&format!("type=\"{mime}\"")) && mime_xml.contains("<glob pattern=\"*.arbitro\"/>")
    );
    // The file a double-click opens reaches the app on its command line.
    assert!(entry.lines().any(|l| l == "Exec={{exec}} %f"), "{entry}");
    assert!(entry.lines().any(|l| l == "MimeType={{mime_type}};"));
    for key in ["GenericName", "Comment", "Keywords"] {
        assert!(entry.lines().any(|l| l.starts_with(&format!("{key}="))), "{key}");
        assert!(
            entry.lines().any(|l| l.starts_with(&format!("{key}[es]="))),
            "{key}[es]"
        );
    }
    // The deb installs the files the entry and the type name.
    let files = &package["bundle"]["linux"]["deb"]["files"];
    assert!(files["/usr/share/mime/packages/arbitro.xml"].is_string());
    let icons: Vec<&str> = package["bundle"]["icon"]
        .as_array()
        .expect("icons")
        .iter()
        .filter_map(|v| v.as_str())
        .collect();
    for size in [16, 24, 32, 48, 64, 128, 256, 512] {
        let icon = format!("icons/{size}x{size}.png");
        assert!(icons.contains(&icon.as_str()), "no {icon}");
        assert!(
            repo_root().join("src-tauri").join(&icon).is_file(),
            "src-tauri/{icon} is missing"
        );
    }
    for icon in ["icons/icon.ico", "icons/icon.icns"] {
        assert!(
            icons.contains(&icon) && repo_root().join("src-tauri").join(icon).is_file(),
            "{icon}"
        );
    }
}
