//! Helpers for the store's integration tests: temporary folders and a
//! ready-made event.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

use arbitro_store::call::EventCall;
use arbitro_store::{Event, parse_time};

/// A folder under the system temp dir, removed when dropped.
pub struct TempDir(pub PathBuf);

/// This test process's installation (its signing key and journal of
/// heads) lives in a temporary folder, not in the user's configuration.
pub fn use_test_installation() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let dir = std::env::temp_dir().join(format!("arbitro-store-config-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        arbitro_store::set_config_dir(dir);
    });
}

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        use_test_installation();
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "arbitro-store-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        TempDir(dir)
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub fn fixture(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(rel)
}

pub fn call(family: &str, time: &str) -> EventCall {
    let deck = if family.starts_with("magico") {
        r#","deck":{"id":"AM-REF","version":"1"},"rulebook":{"version":"2.0","date":"2025-01-01"}"#
    } else {
        ""
    };
    serde_json::from_str(&format!(
        r#"{{"name":"Open de Prueba","place":"Valencia","start_date":"2026-03-01","end_date":"2026-03-02",
            "chief_arbiter":"Ana Árbitro","arbiters":["Luis Auxiliar"],"family":"{family}","system":"dutch",
            "rounds":5,"time_control":"{time}","tiebreaks":["BH/C1","BH","SB"],"appeal_fee":"20 EUR"{deck}}}"#
    ))
    .expect("call json")
}

/// An event with `n` players, at a fixed time.
pub fn event_with_players(dir: &TempDir, family: &str, time: &str, n: usize) -> Event {
    let mut e = Event::create(&dir.path("event.db"), call(family, time)).expect("create");
    e.set_time(Some(parse_time("2026-03-01T10:00:00+01:00").unwrap()));
    for i in 0..n {
        e.players()
            .add(
                arbitro_store::players::PlayerInput {
                    name: format!("Jugador {i:02}"),
                    rating: 2400 - 10 * i as u16,
                    federation: Some(["ESP", "FRA", "ITA", "POR"][i % 4].to_string()),
                    fide_id: Some(1000 + i as u64),
                    ..Default::default()
                },
                None,
            )
            .expect("add player");
    }
    e
}

pub fn at(e: &mut Event, t: &str) {
    e.set_time(Some(parse_time(t).unwrap()));
}
