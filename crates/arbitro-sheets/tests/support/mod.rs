//! Shared test helpers: scratch event files, the fixtures folder, and the
//! text of a PDF as poppler's `pdftotext` extracts it (Debian package
//! `poppler-utils`, installed by `scripts/ensure-deps.sh test`).

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering};

use arbitro_store::call::EventCall;
use arbitro_store::players::PlayerInput;
use arbitro_store::{AttachOptions, Event, parse_time};

/// The crate's `tests/fixtures/sheets` folder.
pub fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/sheets")
        .join(name)
}

/// A fixture's text.
pub fn read_fixture(name: &str) -> String {
    std::fs::read_to_string(fixture(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The non-comment, non-blank lines of a fixture list.
pub fn cases(name: &str) -> Vec<String> {
    read_fixture(name)
        .lines()
        .filter(|l| !l.trim_start().starts_with('#') && !l.trim().is_empty())
        .map(str::to_string)
        .collect()
}

/// A scratch folder for one test, removed when dropped.
pub struct Scratch(pub PathBuf);

impl Scratch {
    /// A fresh, empty folder under the build's temporary directory.
    pub fn new(tag: &str) -> Scratch {
        // The installation key that signs the events' registers: the build's, not the user's.
        arbitro_store::set_config_dir(Path::new(env!("CARGO_TARGET_TMPDIR")).join("arbitro-sheets-config"));
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
            "arbitro-sheets-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch dir");
        Scratch(dir)
    }

    /// A path inside the folder.
    pub fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A call of `family` (Advanced magico events play the AM-REF deck, version 1).
pub fn call(family: &str) -> EventCall {
    let deck = if family.starts_with("magico") {
        r#","deck":{"id":"AM-REF","version":"1"},"rulebook":{"version":"2.0","date":"2025-01-01"}"#
    } else {
        ""
    };
    serde_json::from_str(&format!(
        r#"{{"name":"Open de Prueba","place":"Valencia","start_date":"2026-03-01","end_date":"2026-03-02",
            "chief_arbiter":"Ana Árbitro","arbiters":["Luis Auxiliar"],"family":"{family}","system":"dutch",
            "rounds":5,"time_control":"10+5","tiebreaks":["BH/C1","BH","SB"]{deck}}}"#
    ))
    .expect("call json")
}

/// An event of `family` with `n` players (Jugador 00 … rated 2400, 2390 …),
/// at a fixed time, the first `boards` paired 1-2, 3-4 … in round 1.
pub fn event(dir: &Scratch, family: &str, n: usize, boards: usize) -> Event {
    let mut e = Event::create(&dir.path("event.db"), call(family)).expect("create");
    e.set_time(Some(parse_time("2026-03-01T10:00:00+01:00").expect("time")));
    for i in 0..n {
        e.players()
            .add(
                PlayerInput {
                    name: format!("Jugador {i:02}"),
                    rating: 2400 - 10 * i as u16,
                    federation: Some("ESP".into()),
                    fide_id: Some(1000 + i as u64),
                    ..Default::default()
                },
                None,
            )
            .expect("add player");
    }
    if boards > 0 {
        let ids: Vec<i64> = e.players().all().expect("players").iter().map(|p| p.id).collect();
        let pairs = ids
            .chunks(2)
            .take(boards)
            .map(|c| (c[0], c.get(1).copied()))
            .collect();
        e.rounds().store(pairs, "manual").expect("pair round 1");
    }
    e
}

/// Attaches fixture `file` as the record of `board` in round 1.
pub fn attach(e: &mut Event, board: u32, file: &str) {
    let text = read_fixture(file);
    e.boards()
        .attach_record(
            1,
            board,
            &text,
            AttachOptions {
                source: file.to_string(),
                arbiter: "Luis Auxiliar".to_string(),
                ..Default::default()
            },
        )
        .unwrap_or_else(|err| panic!("{file}: refused: {err}"));
}

/// The lines of a PDF's text as `pdftotext -layout` extracts it (table rows
/// stay on one line), spaces inside each line collapsed; pages separated
/// by a line `<page N>`.
pub fn pdf_lines(pdf: &[u8], dir: &Scratch) -> Vec<String> {
    let file = dir.path("printed.pdf");
    std::fs::write(&file, pdf).expect("write pdf");
    let out = Command::new("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(&file)
        .arg("-")
        .output()
        .unwrap_or_else(|e| {
            panic!("cannot run pdftotext ({e}); install poppler-utils: scripts/ensure-deps.sh test")
        });
    assert!(
        out.status.success(),
        "pdftotext: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let mut lines = Vec::new();
    for (i, page) in text.split('\u{c}').enumerate() {
        if page.trim().is_empty() {
            continue;
        }
        lines.push(format!("<page {}>", i + 1));
        lines.extend(
            page.lines()
                .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
                .filter(|l| !l.is_empty()),
        );
    }
    lines
}

/// The whole text with whitespace collapsed.
pub fn flat(lines: &[String]) -> String {
    lines.join(" ")
}

/// Makes the event's following writes record time `t`.
pub fn at(e: &mut Event, t: &str) {
    e.set_time(Some(parse_time(t).expect("time")));
}
