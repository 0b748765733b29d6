//! "Each vocabulary item is defined once" (ARCHITECTURE.md, "Invariants"):
//! the items that once had copies in several layers are defined in one
//! file each, and the string compares that stood for them are gone. The
//! sources read are every library crate's `src/` and the shell's
//! `src-tauri/src/`; tests may compare strings.

use std::path::{Path, PathBuf};

use arbitro_acceptance::{repo_root, rust_files};
use regex_lite::Regex;

/// A vocabulary item: the declaration that defines it (or a copy of it
/// under another name), and the one file allowed to hold it.
struct Item {
    what: &'static str,
    declaration: &'static str,
    home: &'static [&'static str],
}

const ITEMS: &[Item] = &[
    Item {
        what: "the interface language",
        declaration: r"\benum Lang\b",
        home: &["crates/arbitro-i18n/src/lang.rs"],
    },
    Item {
        what: "the rate of play (standard, rapid, blitz)",
        declaration: r"\benum Rate\b",
        // arbitro-pairing's `Rate` is another thing: how often the random
        // tournament generator gives byes, forfeits and withdrawals.
        home: &[
            "crates/arbitro-fide/src/player.rs",
            "crates/arbitro-pairing/src/error.rs",
        ],
    },
    Item {
        what: "how a play was ruled",
        declaration: r"\benum (VerdictKind|DisputeVerdict)\b",
        home: &["crates/arbitro-cards/src/dispute/ruling.rs"],
    },
    Item {
        what: "a card-play window (AM-D2)",
        declaration: r"\benum (Window|CardWindow)\b",
        home: &["crates/arbitro-cards/src/deck/model.rs"],
    },
    Item {
        what: "where a round stands",
        declaration: r"\benum RoundStatus\b",
        home: &["crates/arbitro-store/src/rounds/mod.rs"],
    },
    Item {
        what: "a round's status compared as text",
        declaration: r#"(==|!=)\s*"published"|status\s*=\s*'published'"#,
        home: &[],
    },
    Item {
        what: "a register entry's kind compared as text",
        declaration: r#"\bkind\s*(==|!=)\s*"[a-z]+(-[a-z]+)*"|WHERE (r\.|c\.)?kind\s*=\s*'|kind NOT IN \('"#,
        home: &[],
    },
];

fn sources() -> Vec<PathBuf> {
    let root = repo_root();
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root.join("crates"))
        .expect("read crates/")
        .flatten()
        .map(|e| e.path().join("src"))
        .filter(|p| p.is_dir())
        .collect();
    dirs.push(root.join("src-tauri/src"));
    let mut out: Vec<PathBuf> = dirs.iter().flat_map(|d| rust_files(d)).collect();
    out.sort();
    out
}

/// The source without its `#[cfg(test)]` module (the unit tests at the end
/// of a file), which may compare what it likes.
fn without_unit_tests(text: &str) -> &str {
    text.find("#[cfg(test)]\nmod tests")
        .map_or(text, |at| &text[..at])
}

fn relative(path: &Path) -> String {
    path.strip_prefix(repo_root())
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/")
}

#[test]
fn each_vocabulary_item_is_defined_once() {
    let files: Vec<(String, String)> = sources()
        .iter()
        .map(|p| (relative(p), std::fs::read_to_string(p).expect("read source")))
        .collect();
    assert!(files.len() > 100, "the sources were found ({})", files.len());
    let mut found = Vec::new();
    for item in ITEMS {
        let re = Regex::new(item.declaration).expect("pattern");
        let mut homes = 0;
        for (path, text) in &files {
            for (n, line) in without_unit_tests(text).lines().enumerate() {
                let worth = ["enum ", "published", "kind"].iter().any(|w| line.contains(w));
                if !worth || line.trim_start().starts_with("//") || !re.is_match(line) {
                    continue;
                }
                if item.home.contains(&path.as_str()) {
                    homes += 1;
                } else {
                    found.push(format!(
                        "{path}:{}: {} written again: {}",
                        n + 1,
                        item.what,
                        line.trim()
                    ));
                }
            }
        }
        assert_eq!(
            homes,
            item.home.len(),
            "{} is defined in {:?}",
            item.what,
            item.home
        );
    }
    assert!(
        found.is_empty(),
        "copies of the vocabulary:\n{}",
        found.join("\n")
    );
}
