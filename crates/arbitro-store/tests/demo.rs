//! The demo event is a real event: built through the public API, it passes
//! `verify`, its rounds pass the pairing checker, its exported TRF reads
//! back, and it records the same facts each time (pinned clock).

mod common;

use arbitro_store::demo::{create_demo_event, recreate_demo_event};
use arbitro_store::{Event, StoreError};
use common::TempDir;

#[test]
fn demo_event_is_a_consistent_event_in_its_third_round() {
    let dir = TempDir::new("demo");
    let path = dir.path("demo.arbitro");
    let event = create_demo_event(&path).expect("demo event builds");
    drop(event);
    let event = Event::open(&path).expect("reopens");

    assert_eq!(event.players().all().unwrap().len(), 20);
    assert_eq!(event.rounds_paired().unwrap(), 3);
    assert!(event.verify().unwrap().is_intact(), "register verifies");

    // Rounds 1 and 2 complete, round 3 partly played.
    for round in 1..=2 {
        assert!(
            event
                .rounds()
                .games(round)
                .unwrap()
                .iter()
                .all(|g| g.black.is_none() || g.kind.is_some()),
            "round {round} complete"
        );
    }
    let r3 = event.rounds().games(3).unwrap();
    assert!(r3.iter().any(|g| g.kind.is_some()) && r3.iter().any(|g| g.kind.is_none()));

    // Deck control: every board of round 1 ready; the last two of round 3 not yet (AM-AB).
    assert!(event.boards().deck_statuses(1).unwrap().iter().all(|s| s.ready));
    let r3_status = event.boards().deck_statuses(3).unwrap();
    assert_eq!(r3_status.iter().filter(|s| !s.ready).count(), 2);

    // The record of round 2 board 1 replays; the incident carries its sanction.
    let (_, replay) = event.boards().replay_record(2, 1).expect("record replays");
    assert_eq!(replay.summary.result, "1-0");
    assert_eq!(event.discipline().incidents().unwrap().len(), 1);
    assert_eq!(event.discipline().sanctions().unwrap().len(), 1);
    assert_eq!(event.precedents().all().unwrap().len(), 1);

    // The exported TRF reads back and is consistent (scores follow from results).
    let trf = event
        .rounds()
        .export_trf(arbitro_trf::TrfVersion::Trf2026)
        .expect("exports");
    let t = arbitro_trf::parse(&trf).expect("reads back");
    t.validate().expect("consistent");
    assert_eq!(t.players.len(), 20);
    assert!(!event.rounds().standings().unwrap().rows.is_empty());
}

#[test]
fn demo_event_is_built_identically_each_time() {
    let dir = TempDir::new("demo-twice");
    let a = create_demo_event(&dir.path("a.arbitro")).expect("first");
    let b = create_demo_event(&dir.path("b.arbitro")).expect("second");
    // Each file has its own random id (the genesis of its hash chain and
    // the prefix of precedent uids) and its own place (its backups' names),
    // so hashes, uids and backup names differ, and the file is created on
    // the system clock before the demo's clock is pinned; what was recorded
    // does not differ.
    let bodies = |e: &Event| -> Vec<(String, serde_json::Value)> {
        e.register_entries()
            .unwrap()
            .into_iter()
            .map(|r| {
                let mut body: serde_json::Value = serde_json::from_str(&r.body).unwrap();
                let fields = body.as_object_mut().unwrap();
                for varies in ["uid", "hash", "file", "backup"] {
                    fields.remove(varies);
                }
                if matches!(r.kind.as_str(), "key" | "event-created") {
                    fields.remove("at");
                }
                (r.kind, body)
            })
            .collect()
    };
    assert_eq!(bodies(&a), bodies(&b));
    for round in 1..=3 {
        assert_eq!(
            a.rounds().games(round).unwrap(),
            b.rounds().games(round).unwrap(),
            "round {round}"
        );
    }
    assert_eq!(
        a.boards().deck_statuses(3).unwrap(),
        b.boards().deck_statuses(3).unwrap()
    );
}

#[test]
fn demo_event_never_overwrites_a_file() {
    let dir = TempDir::new("demo-exists");
    let path = dir.path("taken.arbitro");
    std::fs::write(&path, "not an event").unwrap();
    let Err(err) = create_demo_event(&path) else {
        panic!("an existing file was overwritten")
    };
    assert!(matches!(err, StoreError::AlreadyExists(_)), "{err}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "not an event");
}

#[test]
fn demo_event_replaces_only_an_earlier_demo() {
    let dir = TempDir::new("demo-recreate");
    let path = dir.path("demo.arbitro");
    let first = recreate_demo_event(&path).expect("first demo");
    let entries = first.register_entries().unwrap().len();
    drop(first);
    let again = recreate_demo_event(&path).expect("an earlier demo is replaced");
    assert_eq!(again.rounds_paired().unwrap(), 3);
    assert_eq!(
        again.register_entries().unwrap().len(),
        entries,
        "a fresh register, not appended to"
    );
    drop(again);

    // An organiser's own event under the demo's file name is never deleted.
    let own = dir.path("own.arbitro");
    let mut call = common::call("fide", "90+30");
    call.name = "Open de Primavera".into();
    drop(Event::create(&own, call).expect("organiser's event"));
    let before = std::fs::read(&own).unwrap();
    let Err(err) = recreate_demo_event(&own) else {
        panic!("the organiser's event was replaced")
    };
    assert!(matches!(err, StoreError::AlreadyExists(_)), "{err}");
    assert_eq!(std::fs::read(&own).unwrap(), before, "untouched");
    assert_eq!(
        Event::open(&own).unwrap().call().unwrap().name,
        "Open de Primavera"
    );
}
