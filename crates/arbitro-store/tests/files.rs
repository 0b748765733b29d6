//! The event file on disk: schema upgrades from frozen copies of every
//! earlier schema, files refused without being touched (newer, damaged,
//! foreign), tamper detection, backup and restore.

mod common;

use std::path::Path;

use arbitro_store::discipline::FaultKind;
use arbitro_store::{Archive, Event, IncidentInput, SanctionChoice, StoreError, restore};
use common::{TempDir, event_with_players, fixture};
use rusqlite::Connection;

fn expectations(sql: &str) -> Vec<(String, i64)> {
    sql.lines()
        .find_map(|l| l.strip_prefix("-- expect: "))
        .expect("an '-- expect:' line")
        .split_whitespace()
        .map(|kv| {
            let (k, v) = kv.split_once('=').expect("key=value");
            (k.to_string(), v.parse().expect("number"))
        })
        .collect()
}

fn count(path: &Path, what: &str) -> i64 {
    let table = match what {
        "players" => "player",
        "games" => "game",
        "register" => "register",
        "rounds" => "round",
        "byes" => "bye_request",
        "deck_checks" => "deck_check",
        "clock_events" => "clock_event",
        "records" => "board_record",
        other => panic!("unknown expectation {other}"),
    };
    // The register's entries of the old schema: the upgrade adds the
    // installation's key and the baseline after them, signed.
    let only_old = if table == "register" {
        " WHERE signature IS NULL"
    } else {
        ""
    };
    let c = Connection::open(path).unwrap();
    c.query_row(&format!("SELECT COUNT(*) FROM {table}{only_old}"), [], |r| {
        r.get(0)
    })
    .unwrap()
}

/// Every frozen schema in tests/fixtures/migrations upgrades to the current
/// one with its data intact and its register still verifying.
#[test]
fn migrations_upgrade_every_frozen_schema() {
    let dir = TempDir::new("migrate");
    let mut files: Vec<_> = std::fs::read_dir(fixture("migrations"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "sql"))
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("event-"))
        })
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for sql_file in files {
        let name = sql_file.file_stem().unwrap().to_string_lossy().to_string();
        let sql = std::fs::read_to_string(&sql_file).unwrap();
        let db = dir.path(&format!("{name}.db"));
        let c = Connection::open(&db).unwrap();
        c.pragma_update(None, "foreign_keys", false).unwrap();
        c.execute_batch(&sql).unwrap();
        drop(c);
        let event = Event::open(&db).unwrap_or_else(|e| panic!("{name}: {e}"));
        let summary = event.summary().unwrap();
        assert_eq!(
            summary.schema_version,
            arbitro_store::FileKind::Event.schema_version(),
            "{name}"
        );
        let report = event.verify().unwrap();
        assert!(report.is_intact(), "{name}: {:?}", report.problems);
        let kinds: Vec<String> = event
            .register_entries()
            .unwrap()
            .into_iter()
            .map(|e| e.kind)
            .collect();
        assert_eq!(
            kinds.last().map(String::as_str),
            Some("baseline"),
            "{name}: {kinds:?}"
        );
        // The data of the old schema reads through the current API.
        event.players().all().unwrap();
        event.discipline().sanctions().unwrap();
        event.rounds().all().unwrap();
        event.boards().records(None).unwrap();
        drop(event);
        for (what, n) in expectations(&sql) {
            assert_eq!(count(&db, &what), n, "{name}: {what}");
        }
        // What the old schema held is in the register now: an edit of it is found.
        let edited = dir.path(&format!("{name}-edited.db"));
        std::fs::copy(&db, &edited).unwrap();
        Connection::open(&edited)
            .unwrap()
            .execute("UPDATE player SET rating = rating + 1 WHERE id = 1", [])
            .unwrap();
        let report = Event::open_read_only(&edited).unwrap().verify().unwrap();
        assert!(
            report.problems.iter().any(
                |p| matches!(p, arbitro_store::VerifyProblem::RowChanged { table, .. } if table == "player")
            ),
            "{name}: {:?}",
            report.problems
        );
        // And the upgraded file takes new entries, signed.
        let event = Event::open(&db).unwrap();
        event
            .players()
            .add(
                arbitro_store::players::PlayerInput {
                    name: "Después, Subida".into(),
                    ..Default::default()
                },
                None,
            )
            .unwrap();
        assert!(event.verify().unwrap().is_intact(), "{name}: after a write");
        drop(event);
        // A copy of the old file was kept before upgrading.
        let copy = dir.path(&format!(
            "{name}.schema-{}.bak.db",
            sql.lines()
                .find_map(|l| l.strip_prefix("PRAGMA user_version = "))
                .unwrap()
                .trim_end_matches(';')
        ));
        assert!(copy.exists(), "{name}: no pre-upgrade copy {}", copy.display());
    }
}

fn assert_untouched(path: &Path, before: &[u8]) {
    assert_eq!(
        std::fs::read(path).unwrap(),
        before,
        "the refused file was modified"
    );
}

#[test]
fn a_newer_file_is_refused_untouched() {
    let dir = TempDir::new("newer");
    let e = event_with_players(&dir, "fide", "90+30", 2);
    let path = e.path().to_path_buf();
    drop(e);
    Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    let before = std::fs::read(&path).unwrap();
    let err = Event::open(&path).unwrap_err();
    assert!(matches!(err, StoreError::TooNew { found: 99, .. }), "{err}");
    assert!(err.to_string().contains("newer arbitro"));
    assert_untouched(&path, &before);
}

#[test]
fn a_damaged_file_is_refused_untouched() {
    let dir = TempDir::new("corrupt");
    let e = event_with_players(&dir, "fide", "90+30", 40);
    for i in 0..30 {
        e.discipline()
            .record_decision(
                "aviso",
                &format!("decisión {i} con un texto bastante largo para ocupar páginas"),
                vec![1],
                None,
                None,
                None,
            )
            .unwrap();
    }
    let path = e.path().to_path_buf();
    drop(e);
    let mut bytes = std::fs::read(&path).unwrap();
    assert!(bytes.len() > 3 * 4096);
    // Scribble over the second page (a b-tree page) but keep the header.
    for b in &mut bytes[4096 + 8..4096 + 400] {
        *b = 0xA5;
    }
    std::fs::write(&path, &bytes).unwrap();
    let err = Event::open(&path).unwrap_err();
    assert!(matches!(err, StoreError::Corrupt { .. }), "{err}");
    assert!(err.to_string().contains("damaged"));
    assert_untouched(&path, &bytes);
}

#[test]
fn foreign_files_are_refused_by_kind() {
    let dir = TempDir::new("foreign");
    let text = dir.path("notes.db");
    std::fs::write(&text, "hello, this is not a database at all, just some text that is long enough to fill a header of one hundred bytes....").unwrap();
    assert!(matches!(
        Event::open(&text).unwrap_err(),
        StoreError::NotSqlite(_)
    ));
    let other = dir.path("other.db");
    Connection::open(&other)
        .unwrap()
        .execute_batch("CREATE TABLE t (x)")
        .unwrap();
    let err = Event::open(&other).unwrap_err();
    assert!(err.to_string().contains("another program"), "{err}");
    let archive = dir.path("club.db");
    Archive::create(&archive, "Club").unwrap();
    let err = Event::open(&archive).unwrap_err();
    assert!(err.to_string().contains("club archive"), "{err}");
    assert!(matches!(
        Event::open(&dir.path("missing.db")).unwrap_err(),
        StoreError::NotFound(_)
    ));
}

fn incident(e: &mut Event, player: i64, fault: FaultKind, text: &str) -> i64 {
    e.discipline()
        .record_incident(
            IncidentInput {
                player,
                round: None,
                board: None,
                fault,
                description: text.to_string(),
                card_code: None,
                window: None,
                result: None,
                arbiter: "Ana Árbitro".into(),
                opponent_can_mate: None,
            },
            SanctionChoice::Deviate {
                penalties: vec![arbitro_store::discipline::Penalty::Warning],
                reason: "amonestación fuera de partida".into(),
            },
        )
        .unwrap()
        .incident_seq
}

/// Edits and deletions made behind the app's back (triggers dropped, raw SQL)
/// are found by verify.
#[test]
fn verify_detects_edits_deletions_and_truncation() {
    let dir = TempDir::new("tamper");
    let mut e = event_with_players(&dir, "magico-classic", "10+5", 4);
    for i in 0..3 {
        incident(&mut e, 1, FaultKind::ShowingHand, &format!("mostró la mano {i}"));
    }
    assert!(e.verify().unwrap().is_intact());
    let path = e.path().to_path_buf();
    drop(e);
    let copy = dir.path("pristine.db");
    std::fs::copy(&path, &copy).unwrap();

    // The app's own guard: the triggers refuse edits.
    let c = Connection::open(&path).unwrap();
    assert!(
        c.execute("UPDATE register SET body = '{}' WHERE seq = 1", [])
            .is_err()
    );
    assert!(c.execute("DELETE FROM register WHERE seq = 1", []).is_err());

    let cases: &[(&str, &str)] = &[
        (
            "edit",
            "UPDATE register SET body = replace(body, 'mano 1', 'mano 9') WHERE seq = 3",
        ),
        ("delete", "DELETE FROM register WHERE seq = 3"),
        ("truncate", "DELETE FROM register WHERE seq = 6"),
        ("reorder", "UPDATE register SET kind = 'decision' WHERE seq = 2"),
    ];
    for (name, sql) in cases {
        let file = dir.path(&format!("{name}.db"));
        std::fs::copy(&copy, &file).unwrap();
        let c = Connection::open(&file).unwrap();
        c.execute_batch("DROP TRIGGER register_no_update; DROP TRIGGER register_no_delete;")
            .unwrap();
        c.execute_batch(sql).unwrap();
        drop(c);
        let report = Event::open_read_only(&file).unwrap().verify().unwrap();
        assert!(!report.is_intact(), "{name}: tampering not detected");
    }
}

#[test]
fn backup_and_restore_round_trip() {
    let dir = TempDir::new("backup");
    let mut e = event_with_players(&dir, "fide", "90+30", 6);
    incident(&mut e, 2, FaultKind::Disturbing, "habló durante la partida");
    let backup = e.backup("manual").unwrap();
    assert!(backup.exists());
    let players_then = e.players().all().unwrap();
    let head_then = e.register_head().unwrap();
    // Later work that the restore must undo.
    e.players()
        .add(
            arbitro_store::players::PlayerInput {
                name: "Tarde, Llegó".into(),
                ..Default::default()
            },
            None,
        )
        .unwrap();
    incident(&mut e, 3, FaultKind::Disturbing, "otra vez");
    assert!(
        e.verify_against(&backup).unwrap().is_empty(),
        "the register grew, it did not change"
    );
    let path = e.path().to_path_buf();
    drop(e);
    let kept = restore(&backup, &path)
        .unwrap()
        .safety_copy
        .expect("the replaced file is kept");
    let restored = Event::open(&path).unwrap();
    assert_eq!(restored.players().all().unwrap(), players_then);
    // The register goes on from the backup's head with the restore recorded.
    let held = Event::open_read_only(&backup).unwrap().register_head().unwrap();
    assert_eq!(
        held.count + 1,
        head_then.count,
        "the backup entry follows the backup's head"
    );
    let head = restored.register_head().unwrap();
    assert_eq!(head.count, held.count + 1);
    let claim = arbitro_store::HeadClaim::read(&held.stamp()).unwrap();
    assert!(restored.verify_head(&claim).unwrap().is_empty());
    assert_eq!(
        restored.register_entries().unwrap().last().unwrap().kind,
        "restore"
    );
    let report = restored.verify().unwrap();
    assert!(report.is_intact(), "{:?}", report.problems);
    // What was replaced is still there.
    assert_eq!(
        Event::open_read_only(&kept)
            .unwrap()
            .players()
            .all()
            .unwrap()
            .len(),
        7
    );
}

#[test]
fn a_tampered_backup_is_not_restored() {
    let dir = TempDir::new("badbackup");
    let mut e = event_with_players(&dir, "fide", "90+30", 2);
    incident(&mut e, 1, FaultKind::Other, "x");
    let backup = e.backup("manual").unwrap();
    let path = e.path().to_path_buf();
    drop(e);
    let c = Connection::open(&backup).unwrap();
    c.execute_batch(
        "DROP TRIGGER register_no_update; UPDATE register SET body = replace(body, '\"x\"', '\"y\"');",
    )
    .unwrap();
    drop(c);
    let before = std::fs::read(&path).unwrap();
    let err = restore(&backup, &path).unwrap_err();
    assert!(err.to_string().contains("does not verify"), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

/// A file taken to another arbiter's laptop: it verifies there against the
/// keys recorded in it; what that laptop writes is signed with its own key,
/// introduced by a `key` entry; back on the first laptop it still verifies
/// (the first laptop's journal head is still in the register).
#[test]
fn a_file_on_another_installation_verifies_and_signs_with_its_key() {
    let dir = TempDir::new("laptops");
    let mut e = event_with_players(&dir, "fide", "90+30", 4);
    incident(&mut e, 1, FaultKind::Disturbing, "primer portátil");
    let path = e.path().to_path_buf();
    let first = e.register_head().unwrap();
    drop(e);

    let laptop = std::sync::Arc::new(arbitro_store::Installation::open(&dir.path("laptop-b")).unwrap());
    let mut e = Event::open(&path).unwrap();
    e.set_installation(laptop.clone());
    let before = e.verify().unwrap();
    assert!(before.is_intact(), "{:?}", before.problems);
    assert_eq!(before.keys.len(), 1);
    assert!(
        !before.keys[0].this_installation,
        "the file's key is the first laptop's"
    );
    incident(&mut e, 2, FaultKind::Disturbing, "segundo portátil");
    let report = e.verify().unwrap();
    assert!(report.is_intact(), "{:?}", report.problems);
    assert_eq!(report.keys.len(), 2, "{:?}", report.keys);
    assert_eq!(&report.keys[1].fingerprint, laptop.fingerprint());
    assert!(report.keys[1].this_installation);
    let entries = e.register_entries().unwrap();
    let new: Vec<&arbitro_store::RegisterEntry> = entries.iter().filter(|x| x.seq > first.count).collect();
    assert_eq!(new[0].kind, "key", "the new key is introduced first");
    assert!(
        new.iter()
            .all(|x| x.key.as_deref() == Some(laptop.fingerprint().as_str()))
    );
    assert_eq!(
        e.register_head().unwrap().key.as_ref(),
        Some(laptop.fingerprint())
    );
    drop(e);

    // Back on the first laptop.
    let e = Event::open_read_only(&path).unwrap();
    let report = e.verify().unwrap();
    assert!(report.is_intact(), "{:?}", report.problems);
    assert!(report.keys[0].this_installation && !report.keys[1].this_installation);
}

/// A club archive of the schema before signed registers upgrades with its
/// baseline: it verifies, its precedents are found, an edit is found.
#[test]
fn an_archive_of_the_old_schema_upgrades() {
    let dir = TempDir::new("archive-migrate");
    let sql = std::fs::read_to_string(fixture("migrations/archive-v1.sql")).unwrap();
    let db = dir.path("club.db");
    let c = Connection::open(&db).unwrap();
    c.pragma_update(None, "foreign_keys", false).unwrap();
    c.execute_batch(&sql).unwrap();
    drop(c);
    let mut club = Archive::open(&db).unwrap();
    let report = club.verify().unwrap();
    assert!(report.is_intact(), "{:?}", report.problems);
    let hits = club
        .search(&arbitro_store::precedents::Query {
            text: "habla".into(),
            ..Default::default()
        })
        .unwrap();
    assert_eq!(hits.len(), 1);
    club.add_precedent(
        arbitro_store::precedents::PrecedentInput {
            situation: arbitro_store::precedents::Texts {
                es: Some("Reloj parado sin árbitro".into()),
                en: None,
            },
            decision: arbitro_store::precedents::Texts {
                es: Some("Se reanuda con el tiempo que marcaba".into()),
                en: None,
            },
            arbiter: "Ana Árbitro".into(),
            event: "Club".into(),
            date: "2026-12-01".into(),
            ..Default::default()
        },
        None,
    )
    .unwrap();
    assert!(club.verify().unwrap().is_intact());
    drop(club);
    Connection::open(&db)
        .unwrap()
        .execute("UPDATE import_log SET imported = 7", [])
        .unwrap();
    let report = Archive::open_read_only(&db).unwrap().verify().unwrap();
    assert!(!report.is_intact(), "an edited import log is found");
}
