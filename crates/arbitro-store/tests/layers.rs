//! The store's floors, as ARCHITECTURE.md draws them: every module names only
//! modules of its own floor or the floors below, and an area names only the
//! areas listed below it. The register knows nothing of events, players or
//! any area: what an entry says is a type of the floors above, plugged in
//! through `register::EntryBody`.
//!
//! Read from the source text (`crate::…` and `super::…` paths outside
//! comments and test modules), like `module-cycles.py`; `lib.rs` (the
//! re-exports) and `error.rs` (the one error enum, wrapping every area's
//! refusals) stand apart.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each top-level module of `src/` and its floor.
const FLOORS: &[(&str, u8)] = &[
    ("db", 0),
    ("lock", 0),
    ("time", 0),
    ("register", 1),
    ("ratings", 1),
    ("call", 2),
    ("event", 2),
    ("missing", 2),
    ("players", 3),
    ("rounds", 3),
    ("teams", 3),
    ("boards", 3),
    ("discipline", 3),
    ("ruling", 3),
    ("precedents", 3),
    ("disputes", 3),
    ("import", 3),
    ("verify", 4),
    ("labels", 4),
    ("demo", 4),
];

/// The areas (floor 3) each area may name.
const AREAS_BELOW: &[(&str, &[&str])] = &[
    ("players", &[]),
    ("rounds", &["players"]),
    ("teams", &["players", "rounds"]),
    ("boards", &["players", "rounds"]),
    ("discipline", &["players", "rounds", "boards"]),
    ("ruling", &[]),
    ("precedents", &["ruling"]),
    (
        "disputes",
        &[
            "players",
            "rounds",
            "boards",
            "discipline",
            "ruling",
            "precedents",
        ],
    ),
    ("import", &["players", "rounds"]),
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src readable").flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a file under `src/` (`register/verify/mod.rs` → `register::verify`).
fn module_of(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    parts
}

/// The code of a file without comments, strings and its test module.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or("");
    let mut out = String::new();
    for line in text.lines() {
        let line = match line.find("//") {
            Some(i) => &line[..i],
            None => line,
        };
        let mut in_string = false;
        let mut prev = ' ';
        for c in line.chars() {
            if c == '"' && prev != '\\' {
                in_string = !in_string;
            } else if !in_string {
                out.push(c);
            }
            prev = c;
        }
        out.push('\n');
    }
    out
}

/// The top-level modules a file's code names (`crate::x`, `super::…` resolved).
fn named(module: &[String], code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let bytes = code.as_bytes();
    for (start, _) in code.char_indices() {
        let rest = &code[start..];
        let boundary = start == 0
            || !(bytes[start - 1].is_ascii_alphanumeric()
                || bytes[start - 1] == b'_'
                || bytes[start - 1] == b':');
        if !boundary {
            continue;
        }
        if let Some(after) = rest.strip_prefix("crate::") {
            let name: String = after
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                out.insert(name);
            }
        } else if rest.starts_with("super::") {
            let mut base = module.to_vec();
            let mut after = rest;
            while let Some(a) = after.strip_prefix("super::") {
                base.pop();
                after = a;
            }
            let name: String = after
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            match base.first() {
                Some(top) => {
                    out.insert(top.clone());
                }
                None if !name.is_empty() => {
                    out.insert(name);
                }
                None => {}
            }
        }
    }
    out
}

#[test]
fn no_module_names_a_floor_above_it() {
    let floors: BTreeMap<&str, u8> = FLOORS.iter().copied().collect();
    let below: BTreeMap<&str, &[&str]> = AREAS_BELOW.iter().copied().collect();
    let root = src();
    let mut all = Vec::new();
    files(&root, &mut all);
    all.sort();
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    for path in &all {
        let rel = path.strip_prefix(&root).unwrap();
        let module = module_of(rel);
        let Some(top) = module.first().cloned() else {
            continue;
        };
        if top == "error" {
            continue;
        }
        seen.insert(top.clone());
        let Some(&floor) = floors.get(top.as_str()) else {
            problems.push(format!(
                "{}: module `{top}` has no floor in FLOORS",
                rel.display()
            ));
            continue;
        };
        let text = std::fs::read_to_string(path).unwrap();
        for target in named(&module, &code(&text)) {
            if target == top || target == "error" {
                continue;
            }
            let Some(&to) = floors.get(target.as_str()) else {
                continue;
            };
            let area_ok = floor == 3 && to == 3 && below[top.as_str()].contains(&target.as_str());
            if to > floor || (floor == 3 && to == 3 && !area_ok) {
                problems.push(format!(
                    "{}: floor {floor} (`{top}`) names `{target}` (floor {to})",
                    rel.display()
                ));
            }
        }
    }
    for (module, _) in FLOORS {
        assert!(
            seen.contains(*module),
            "FLOORS names `{module}`, which is not a module of src/"
        );
    }
    assert!(
        problems.is_empty(),
        "modules naming a floor above them:\n{}",
        problems.join("\n")
    );
}

/// The register's own words: no entry kind of an area, no table of an area
/// (the file kinds' tables are listed in `db.rs`, next to their migrations).
#[test]
fn the_register_knows_no_area() {
    let root = src().join("register");
    let mut all = Vec::new();
    files(&root, &mut all);
    let areas: Vec<&str> = AREAS_BELOW.iter().map(|(a, _)| *a).collect();
    for path in all {
        let text = std::fs::read_to_string(&path).unwrap();
        let text: String = text
            .split("#[cfg(test)]")
            .next()
            .unwrap_or("")
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        for word in [
            "\"player",
            "\"round",
            "\"result",
            "\"incident",
            "\"sanction",
            "\"dispute",
            "\"precedent",
            "FROM game",
            "FROM player",
            "FROM event ",
        ] {
            assert!(!text.contains(word), "{}: names `{word}`", path.display());
        }
        for area in &areas {
            assert!(
                !text.contains(&format!("crate::{area}")),
                "{}: names the {area} area",
                path.display()
            );
        }
    }
}
