//! The tamper catalogue (`fixtures/tamper/cases.txt`): every edit made
//! behind arbitro's back — of the register (wiped, cut, an entry deleted or
//! edited, the chain recomputed with or without another key) and of every
//! table the register projects — is found by `verify` alone, and writing to
//! a file whose register was wiped or cut is refused (the sanction ladder
//! does not restart).

mod common;

use std::path::Path;

use arbitro_i18n::Message;
use arbitro_store::discipline::FaultKind;
use arbitro_store::players::PlayerInput;
use arbitro_store::{Event, IncidentInput, ResultEntry, SanctionChoice, StoreError, parse_time};
use common::{TempDir, fixture};
use ed25519_dalek::{Signer, SigningKey};
use rusqlite::{Connection, params};
use sha2::{Digest, Sha256};

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn sha(text: &str) -> String {
    hex(&Sha256::digest(text.as_bytes()))
}

/// The demo event, then a change of the call, a requested bye, a
/// withdrawal, a swap of boards, a precedent import and a decision last.
fn swiss(path: &Path) {
    let mut e = arbitro_store::demo::create_demo_event(path).expect("demo event");
    e.set_time(Some(parse_time("2026-12-06T13:00:00+01:00").unwrap()));
    e.rounds().publish(1).unwrap();
    let mut call = e.call().unwrap();
    call.place = format!("{} (sala 2)", call.place);
    e.update_call(call).unwrap();
    e.players()
        .request_bye(3, 4, arbitro_store::ByeKind::Half)
        .unwrap();
    e.players().withdraw(19, None).unwrap();
    e.rounds()
        .swap_boards(3, 9, 10, "Ana Beltrán (IA)", "mesas cambiadas por la luz")
        .unwrap();
    let doc = serde_json::to_string(&e.precedents().export().unwrap()).unwrap();
    e.precedents().import("own.json", &doc).unwrap();
    e.discipline()
        .record_decision(
            "Luz de la sala",
            "Se cambian las mesas 9 y 10",
            vec![],
            Some(3),
            None,
            None,
        )
        .unwrap();
}

/// A bughouse event: four teams, one team round paired, a result.
fn teams(path: &Path) {
    let call = serde_json::from_str(
        r#"{"name":"Pasapiezas","start_date":"2026-10-03","end_date":"2026-10-03","chief_arbiter":"Ana Árbitro",
            "family":"bughouse","system":"round-robin","rounds":3,"time_control":"20+5","tiebreaks":["SB"],
            "communication_policy":"partners may talk about material only"}"#,
    )
    .unwrap();
    let mut e = Event::create(path, call).unwrap();
    e.set_time(Some(parse_time("2026-10-03T10:00:00+02:00").unwrap()));
    for i in 0..8 {
        e.players()
            .add(
                PlayerInput {
                    name: format!("Jugador {i:02}"),
                    rating: 2200 - 15 * i as u16,
                    ..Default::default()
                },
                None,
            )
            .unwrap();
    }
    for t in 0..4i64 {
        e.teams()
            .add(&format!("Equipo {}", t + 1), 2 * t + 1, 2 * t + 2)
            .unwrap();
    }
    e.rounds().pair_next().unwrap();
    e.rounds()
        .set_result(1, 1, ResultEntry::parse("1-0", false).unwrap(), None, None)
        .unwrap();
}

/// Rewrites the register's chain after editing the incident's text, as the
/// register's documented formula says; with `key`, the attacker's key
/// replaces the installation's in the key entry and signs every entry.
fn recompute(conn: &Connection, key: Option<&SigningKey>) {
    conn.execute_batch("DROP TRIGGER register_no_update;").unwrap();
    let file_id: String = conn
        .query_row("SELECT value FROM meta WHERE key = 'file_id'", [], |r| r.get(0))
        .unwrap();
    type Stored = (i64, String, String, i64, String, Option<String>, String);
    let rows: Vec<Stored> = conn
        .prepare("SELECT seq, kind, body, schema, key, effects, signature FROM register ORDER BY seq")
        .unwrap()
        .query_map([], |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
            ))
        })
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    let mine = key.map(|k| {
        let public = k.verifying_key().to_bytes();
        (hex(&public), hex(&Sha256::digest(public)[..8]))
    });
    let mut prev = sha(&format!("arbitro-register/1\n{file_id}"));
    for (seq, kind, mut body, schema, mut fingerprint, effects, mut signature) in rows {
        if kind == "incident" {
            body = body.replace("Enseña su mano", "Mira su mano");
        }
        if let Some((public, fp)) = &mine {
            fingerprint = fp.clone();
            if kind == "key" {
                let mut v: serde_json::Value = serde_json::from_str(&body).unwrap();
                v["public_key"] = public.clone().into();
                v["fingerprint"] = fp.clone().into();
                body = v.to_string();
            }
        }
        let fx = sha(effects.as_deref().unwrap_or(""));
        let hash = sha(&format!(
            "arbitro-register/2\n{seq}\n{kind}\n{schema}\n{fingerprint}\n{prev}\n{fx}\n{body}"
        ));
        if let Some(k) = key {
            signature = hex(&k
                .sign(format!("arbitro-register-entry/2\n{hash}").as_bytes())
                .to_bytes());
        }
        conn.execute(
            "UPDATE register SET body = ?2, prev_hash = ?3, hash = ?4, key = ?5, signature = ?6 WHERE seq = ?1",
            params![seq, body, prev, hash, fingerprint, signature],
        )
        .unwrap();
        prev = hash;
    }
    conn.execute("UPDATE meta SET value = ?1 WHERE key = 'register_head'", [prev])
        .unwrap();
}

fn tamper(path: &Path, edit: &str) {
    let conn = Connection::open(path).unwrap();
    conn.pragma_update(None, "foreign_keys", false).unwrap();
    match edit {
        "@recompute-same-key" => recompute(&conn, None),
        "@recompute-new-key" => recompute(&conn, Some(&SigningKey::from_bytes(&[9u8; 32]))),
        sql => conn.execute_batch(sql).unwrap_or_else(|e| panic!("{sql}: {e}")),
    }
}

/// Puts the pristine copy back at the event's place (its journal and
/// backups are that place's).
fn put_back(pristine: &Path, path: &Path) {
    for suffix in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    std::fs::copy(pristine, path).unwrap();
}

#[test]
fn every_edit_behind_arbitros_back_is_found_by_verify_alone() {
    let dir = TempDir::new("tamper");
    let cases = std::fs::read_to_string(fixture("tamper/cases.txt")).unwrap();
    let mut places = std::collections::HashMap::new();
    for (name, build) in [("swiss", swiss as fn(&Path)), ("teams", teams as fn(&Path))] {
        let path = dir.path(&format!("{name}.db"));
        build(&path);
        let report = Event::open_read_only(&path).unwrap().verify().unwrap();
        assert!(
            report.is_intact(),
            "{name} before tampering: {:?}",
            report.problems
        );
        assert!(report.backups > 0, "{name}: its backups are checked");
        let pristine = dir.path(&format!("{name}.pristine"));
        std::fs::copy(&path, &pristine).unwrap();
        places.insert(name, (path, pristine));
    }
    let (mut tried, mut found) = (0, 0);
    let mut missed = Vec::new();
    for line in cases
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let parts: Vec<&str> = line.splitn(5, '|').map(str::trim).collect();
        let [event, name, code, writes, edit] = parts[..] else {
            panic!("{line}: event | name | code | writes | edit");
        };
        let (path, pristine) = &places[event];
        put_back(pristine, path);
        tamper(path, edit);
        tried += 1;
        let report = Event::open_read_only(path)
            .and_then(|e| e.verify())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let codes: Vec<&str> = report.problems.iter().map(|p| p.code()).collect();
        if codes.contains(&code) {
            found += 1;
        } else {
            missed.push(format!("{name}: expected {code}, found {codes:?}"));
        }
        if writes == "refused" {
            let refused = Event::open(path).and_then(|e| {
                e.discipline().record_incident(
                    IncidentInput {
                        player: 1,
                        round: None,
                        board: None,
                        fault: FaultKind::ShowingHand,
                        description: "otra vez".into(),
                        card_code: None,
                        window: None,
                        result: None,
                        arbiter: "Ana Beltrán (IA)".into(),
                        opponent_can_mate: None,
                    },
                    SanctionChoice::Suggested,
                )
            });
            match refused {
                Err(StoreError::Tampered { .. }) => {}
                other => missed.push(format!(
                    "{name}: the write was not refused as tampered: {other:?}"
                )),
            }
        }
    }
    println!("tamper cases found {found} of {tried}");
    assert!(missed.is_empty(), "{}", missed.join("\n"));
    assert!(tried >= 40, "only {tried} cases");
}

/// The untouched file verifies, with no false alarm from its own backups,
/// its journal or the restore that gave up a line of its register.
#[test]
fn the_untouched_event_and_a_restored_one_verify() {
    let dir = TempDir::new("tamper-clean");
    let path = dir.path("swiss.db");
    swiss(&path);
    let e = Event::open_read_only(&path).unwrap();
    let report = e.verify().unwrap();
    assert!(report.is_intact(), "{:?}", report.problems);
    assert_eq!(report.keys.len(), 1);
    assert!(report.keys[0].this_installation);
    assert!(report.rows > 90, "{} rows compared", report.rows);
    let first = e.backup_list().unwrap().into_iter().next().expect("a backup");
    drop(e);
    arbitro_store::restore(Path::new(&first.file), &path).unwrap();
    let again = Event::open(&path).unwrap();
    let report = again.verify().unwrap();
    assert!(report.is_intact(), "after the restore: {:?}", report.problems);
    assert!(
        report
            .notes
            .iter()
            .any(|n| matches!(n, arbitro_store::VerifyNote::BackupBeforeRestore { .. })),
        "the later backups belong to the line given up: {:?}",
        report.notes
    );
    // Writing goes on after a restore.
    again
        .players()
        .add(
            PlayerInput {
                name: "Después, Restaurado".into(),
                ..Default::default()
            },
            None,
        )
        .unwrap();
    assert!(again.verify().unwrap().is_intact());
}
