//! "No user-visible sentence outside `messages/`": every message code the
//! sources name has its text in both languages of the catalogue.
//!
//! The scan finds each string literal shaped like a catalogue id of a known
//! area (`"store-round-no-board"`, `"label-side-white"`) in the crates and the
//! app's shell, and asks the catalogue for it. A code written in
//! a `Message` impl without its text in `messages/es` and `messages/en`
//! fails here, naming the file and line. (The UI's keys are checked by its
//! own type check against the same files.)

use std::path::{Path, PathBuf};

use arbitro_acceptance::repo_root;
use arbitro_i18n::{Lang, has_text};

/// Area prefixes of the catalogue's ids (see messages/README.md).
const AREAS: &[&str] = &[
    "cards",
    "cli",
    "clock",
    "common",
    "form",
    "format",
    "forms",
    "import",
    "io",
    "label",
    "lang",
    "pairing",
    "ratings",
    "rules",
    "serve",
    "sheets",
    "site",
    "store",
    "tiebreaks",
    "text",
    "trf",
    "app",
    "ui",
];

fn source_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            if !matches!(name, "node_modules" | "target" | "dist" | "gen" | "tests") {
                source_files(&path, out);
            }
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_code_in_the_sources_has_its_text() {
    let root = repo_root();
    let mut files = Vec::new();
    for dir in ["crates", "src-tauri/src"] {
        source_files(&root.join(dir), &mut files);
    }
    let pattern = format!(r#""((?:{})-[a-z0-9]+(?:-[a-z0-9]+)*)""#, AREAS.join("|"));
    let literal = regex_lite::Regex::new(&pattern).unwrap();
    let mut missing = Vec::new();
    let mut seen = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            for capture in literal.captures_iter(line) {
                let code = &capture[1];
                seen += 1;
                for lang in Lang::ALL {
                    if !has_text(lang, code) {
                        let at = file.strip_prefix(&root).unwrap_or(file).display();
                        missing.push(format!("{at}:{}: {code} has no {lang} text", n + 1));
                    }
                }
            }
        }
    }
    assert!(
        seen > 50,
        "the scan found only {seen} codes: is the pattern still right?"
    );
    assert!(missing.is_empty(), "codes without text:\n{}", missing.join("\n"));
}
