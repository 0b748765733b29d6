//! The architecture's invariants, checked on the real dependency graph and
//! sources (see ARCHITECTURE.md, "Invariants"). Each test names the invariant.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

use arbitro_acceptance::{repo_root, rust_files};
use serde_json::Value;

/// Library crates that must stay pure: no file, network or process I/O.
const PURE_CRATES: &[&str] = &[
    "arbitro-rng",
    "arbitro-i18n",
    "arbitro-text",
    "arbitro-rules",
    "arbitro-trf",
    "arbitro-pairing",
    "arbitro-tiebreaks",
    "arbitro-cards",
    "arbitro-clock",
    "arbitro-fide",
    "arbitro-manual",
];

/// Which crate alone may depend on a given library.
const SOLE_USERS: &[(&str, &str)] = &[
    ("rusqlite", "arbitro-store"),
    ("printpdf", "arbitro-forms"),
    ("fluent-bundle", "arbitro-i18n"),
    ("quick-xml", "arbitro-fide"),
    ("httparse", "arbitro-serve"),
    ("qrcode", "arbitro-serve"),
    ("pulldown-cmark", "arbitro-manual"),
];

struct Graph {
    /// Package name → manifest path, for workspace members.
    members: BTreeMap<String, String>,
    /// Package id → names of its direct dependencies (resolved packages).
    deps: BTreeMap<String, Vec<String>>,
    /// Package id → package name.
    names: BTreeMap<String, String>,
    /// Package name → package id, for workspace members.
    member_ids: BTreeMap<String, String>,
}

fn metadata() -> Graph {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let out = Command::new(cargo)
        .args(["metadata", "--format-version", "1"])
        .current_dir(repo_root())
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "cargo metadata failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: Value = serde_json::from_slice(&out.stdout).expect("cargo metadata prints JSON");
    let workspace: BTreeSet<String> = json["workspace_members"]
        .as_array()
        .expect("workspace_members")
        .iter()
        .filter_map(|v| v.as_str().map(str::to_string))
        .collect();
    let mut members = BTreeMap::new();
    let mut names = BTreeMap::new();
    let mut member_ids = BTreeMap::new();
    for package in json["packages"].as_array().expect("packages") {
        let id = package["id"].as_str().expect("id").to_string();
        let name = package["name"].as_str().expect("name").to_string();
        if workspace.contains(&id) {
            let manifest = package["manifest_path"].as_str().expect("manifest").to_string();
            members.insert(name.clone(), manifest);
            member_ids.insert(name.clone(), id.clone());
        }
        names.insert(id, name);
    }
    let mut deps = BTreeMap::new();
    for node in json["resolve"]["nodes"].as_array().expect("resolve nodes") {
        let id = node["id"].as_str().expect("node id").to_string();
        let list = node["deps"]
            .as_array()
            .expect("deps")
            .iter()
            .filter(|d| {
                // Dev-dependencies are allowed to be anything.
                d["dep_kinds"]
                    .as_array()
                    .map(|kinds| kinds.iter().any(|k| k["kind"].is_null() || k["kind"] == "build"))
                    .unwrap_or(true)
            })
            .filter_map(|d| d["pkg"].as_str().map(str::to_string))
            .collect();
        deps.insert(id, list);
    }
    Graph {
        members,
        deps,
        names,
        member_ids,
    }
}

impl Graph {
    /// Names of every package `name` depends on, directly or not (normal and build deps).
    fn closure(&self, name: &str) -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![self.member_ids[name].clone()];
        while let Some(id) = stack.pop() {
            for dep in self.deps.get(&id).into_iter().flatten() {
                if seen.insert(dep.clone()) {
                    stack.push(dep.clone());
                }
            }
        }
        seen.iter().map(|id| self.names[id].clone()).collect()
    }

    /// Library crates: members whose manifest lives under `crates/`.
    fn library_crates(&self) -> Vec<String> {
        let crates_dir = repo_root().join("crates");
        self.members
            .iter()
            .filter(|(_, manifest)| Path::new(manifest).starts_with(&crates_dir))
            .map(|(name, _)| name.clone())
            .collect()
    }
}

/// "No crate under `crates/` depends on tauri, directly or through another crate."
#[test]
fn no_library_crate_depends_on_tauri() {
    let graph = metadata();
    let libs = graph.library_crates();
    assert!(libs.len() >= 3, "expected the library crates, found {libs:?}");
    for name in libs {
        let tauri: Vec<_> = graph
            .closure(&name)
            .into_iter()
            .filter(|d| d.starts_with("tauri"))
            .collect();
        assert!(tauri.is_empty(), "{name} depends on {tauri:?}");
    }
}

/// "SQL lives only in the store crate; PDF only in the forms crate."
#[test]
fn heavy_libraries_have_one_user_each() {
    let graph = metadata();
    for (library, owner) in SOLE_USERS {
        for name in graph.members.keys() {
            if name == owner || !graph.member_ids.contains_key(name) {
                continue;
            }
            let direct: Vec<String> = graph.deps[&graph.member_ids[name]]
                .iter()
                .map(|id| graph.names[id].clone())
                .collect();
            assert!(
                !direct.iter().any(|d| d == library),
                "{name} depends on {library} directly; only {owner} may"
            );
        }
    }
}

/// "Rules, cards, pairing and tie-break code do no I/O": no file, network or
/// process access in their sources.
#[test]
fn pure_crates_do_no_io() {
    let forbidden = [
        "std::fs",
        "std::net",
        "std::process",
        "File::open",
        "File::create",
        "std::env::var",
    ];
    for name in PURE_CRATES {
        let src = repo_root().join("crates").join(name).join("src");
        if !src.exists() {
            continue;
        }
        for file in rust_files(&src) {
            let text = std::fs::read_to_string(&file).expect("read source");
            for (n, line) in text.lines().enumerate() {
                for word in forbidden {
                    assert!(
                        !line.contains(word),
                        "{}:{}: pure crate {name} uses {word}",
                        file.display(),
                        n + 1
                    );
                }
            }
        }
    }
}

/// "Every crate is GPL-3.0-or-later" (shakmaty and chessground are GPL-3.0).
#[test]
fn every_member_is_gpl3_or_later() {
    let graph = metadata();
    for (name, manifest) in &graph.members {
        let text = std::fs::read_to_string(manifest).expect("read manifest");
        assert!(
            text.contains("license.workspace = true") || text.contains("license = \"GPL-3.0-or-later\""),
            "{name} does not declare GPL-3.0-or-later"
        );
    }
    let root = std::fs::read_to_string(repo_root().join("Cargo.toml")).expect("root manifest");
    assert!(root.contains("license = \"GPL-3.0-or-later\""));
}
