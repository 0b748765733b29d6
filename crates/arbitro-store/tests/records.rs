//! Game records on real event files: every record is replayed through the
//! engines on the way in (a record that does not replay is refused with the
//! reason and nothing is stored), clock times come from the record or from
//! the board's clock log (AM-R13), exports carry the event's facts, and a
//! board's record history is kept.

mod common;

use arbitro_clock::{ClockEvent, ClockEventKind, Side};
use arbitro_store::deck::{DeckCheckInput, DeckManifest};
use arbitro_store::records::{ExportAs, RecordFormat};
use arbitro_store::{AttachOptions, Event, StoreError};
use common::{TempDir, at, event_with_players, fixture};

fn opts(source: &str) -> AttachOptions {
    AttachOptions {
        source: source.to_string(),
        arbiter: "Luis Auxiliar".to_string(),
        ..Default::default()
    }
}

/// An event of `family` with two players paired on board 1 of round 1.
fn one_game(dir: &TempDir, family: &str, time: &str) -> Event {
    let e = event_with_players(dir, family, time, 2);
    e.rounds()
        .store(vec![(1, Some(2))], "manual")
        .expect("pair round 1");
    e
}

/// Attaches `file` and checks the outcome its line in `expect.txt` names.
fn check(file: &str, expected: &str) {
    let family = file.split('.').next().expect("family prefix");
    let dir = TempDir::new("record");
    let e = one_game(&dir, family, "10+5");
    let text = std::fs::read_to_string(fixture(&format!("records/{file}"))).expect(file);
    let head = e.register_head().unwrap();
    let outcome = e.boards().attach_record(1, 1, &text, opts(file));
    match expected.strip_prefix("ok ") {
        Some(result) => {
            let out = outcome.unwrap_or_else(|err| panic!("{file}: refused: {err}"));
            assert_eq!(out.replay.summary.result, result, "{file}");
            assert_eq!(out.record.text, text, "{file}: stored byte for byte");
            assert_eq!(out.record.format, RecordFormat::detect(&text), "{file}");
            let listed = e.boards().records(Some(1)).unwrap();
            assert_eq!(listed.len(), 1, "{file}");
            assert_eq!(
                listed[0].summary.as_ref().map(|s| s.result.as_str()),
                Some(result)
            );
            let (_, again) = e.boards().replay_record(1, 1).unwrap();
            assert_eq!(again.lines, out.replay.lines, "{file}: replays the same way");
        }
        None => {
            let err = outcome
                .err()
                .unwrap_or_else(|| panic!("{file}: accepted, expected '{expected}'"));
            assert!(
                err.to_string().contains(expected),
                "{file}: '{err}' does not say '{expected}'"
            );
            assert!(
                e.boards().records(None).unwrap().is_empty(),
                "{file}: something was stored"
            );
            assert_eq!(e.register_head().unwrap(), head, "{file}");
            assert_eq!(
                e.rounds().game(1, 1).unwrap().kind,
                None,
                "{file}: result touched"
            );
        }
    }
}

#[test]
fn records_are_replayed_on_the_way_in() {
    let list = std::fs::read_to_string(fixture("records/expect.txt")).unwrap();
    let mut n = 0;
    for line in list
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (file, expected) = line.split_once('|').expect("file | expectation");
        check(file.trim(), expected.trim());
        n += 1;
    }
    // Every fixture file is listed.
    let files = std::fs::read_dir(fixture("records"))
        .unwrap()
        .filter(|f| {
            f.as_ref()
                .is_ok_and(|f| f.file_name().to_string_lossy() != "expect.txt")
        })
        .count();
    assert_eq!(
        n, files,
        "a fixture in tests/fixtures/records is not listed in expect.txt"
    );
}

fn deck() -> DeckManifest {
    DeckManifest {
        id: "AM-REF".into(),
        version: "1".into(),
        codes: (1..=40).map(|i| format!("AM-{i:02}")).collect(),
    }
}

fn tick(e: &mut Event, ms: u64, kind: ClockEventKind) {
    e.boards()
        .clock_event(1, 1, ClockEvent { at_ms: ms, kind }, Some("Luis Auxiliar"), None)
        .unwrap();
}

/// AM-R13: the card commit consumes clock time like a move; the record's
/// events get the board clock's readings, in order, the card included.
#[test]
fn am_r13_card_records_take_their_times_from_the_board_clock() {
    let dir = TempDir::new("record-clock");
    let mut e = one_game(&dir, "magico-advanced", "10+5");
    e.boards()
        .record_deck_check(
            1,
            1,
            &deck(),
            DeckCheckInput {
                counted: 40,
                checker: "Luis Auxiliar".into(),
                ..Default::default()
            },
        )
        .unwrap();
    let t0 = 1_772_352_000_000;
    tick(&mut e, t0, ClockEventKind::Start { side: Side::White });
    tick(&mut e, t0 + 2_000, ClockEventKind::Move { side: Side::White });
    tick(&mut e, t0 + 5_000, ClockEventKind::Move { side: Side::Black });
    tick(&mut e, t0 + 15_000, ClockEventKind::Card { side: Side::White });
    tick(&mut e, t0 + 16_000, ClockEventKind::Move { side: Side::Black });
    tick(&mut e, t0 + 20_000, ClockEventKind::Move { side: Side::White });
    tick(&mut e, t0 + 21_000, ClockEventKind::Stop);
    let text = std::fs::read_to_string(fixture("records/magico-advanced.ok.resignation.json")).unwrap();
    let out = e.boards().attach_record(1, 1, &text, opts("game.json")).unwrap();
    assert_eq!(
        out.replay.clock_source,
        Some(arbitro_store::records::ClockSource::BoardClock)
    );
    // The deck version the game was played with is kept with its summary (AM-R16).
    let deck = out
        .replay
        .summary
        .deck
        .as_ref()
        .map(|d| (d.id.as_str(), d.version.as_str()));
    assert_eq!(deck, Some(("AM-REF", "1")));
    assert_eq!(
        out.record.summary.as_ref().and_then(|s| s.deck.clone()),
        out.replay.summary.deck
    );
    let said = |lang| arbitro_i18n::render(lang, &out.replay.clock_source.unwrap());
    assert_eq!(said(arbitro_i18n::Lang::Es), "el reloj de la mesa");
    assert_eq!(said(arbitro_i18n::Lang::En), "the board's clock");
    let clocks: Vec<_> = out
        .replay
        .lines
        .iter()
        .map(|l| l.clock.map(|c| (c.white_ms, c.black_ms)))
        .collect();
    let s = |ms: u64| Some(ms);
    // 10 minutes + 5 s per move; White thinks 2 s, 10 s (the card), 4 s.
    assert_eq!(
        clocks,
        [
            Some((s(600_000 - 2_000 + 5_000), s(600_000))),
            Some((s(603_000), s(600_000 - 3_000 + 5_000))),
            Some((s(603_000 - 10_000 + 5_000), s(602_000))),
            Some((s(598_000), s(602_000 - 1_000 + 5_000))),
            Some((s(598_000 - 4_000 + 5_000), s(606_000))),
            None,
        ]
    );
    assert_eq!(out.replay.summary.clock_readings, 5);
    assert_eq!(out.replay.summary.card_events, 1);
    // The exported record carries the event's facts where it had none.
    let json = e.boards().export_record(1, 1, ExportAs::Json).unwrap();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["meta"]["event"], "Open de Prueba");
    assert_eq!(v["meta"]["white"], "Jugador 00");
    assert_eq!(v["meta"]["round"], "1.1");
    arbitro_cards::GameRecord::parse(&json).expect("the export is a valid record");
    let pgn = e.boards().export_record(1, 1, ExportAs::Pgn).unwrap();
    assert!(
        pgn.contains("[White \"Jugador 00\"]") && pgn.contains("%card AM-04"),
        "{pgn}"
    );
    assert_eq!(e.boards().export_record(1, 1, ExportAs::Stored).unwrap(), text);
}

/// FIDE games: `[%clk]` readings of the record, tags filled on export,
/// the result entered from the record on request and counted in the standings.
#[test]
fn pgn_records_enter_their_result_and_export_with_the_event_tags() {
    let dir = TempDir::new("record-pgn");
    let mut e = one_game(&dir, "fide", "10+5");
    at(&mut e, "2026-03-01T12:00:00+01:00");
    let text = std::fs::read_to_string(fixture("records/fide.ok.FI-5.1.1.scholars-mate.pgn")).unwrap();
    let mut o = opts("mate.pgn");
    o.enter_result = true;
    let out = e.boards().attach_record(1, 1, &text, o).unwrap();
    assert!(out.result_entered);
    let reason = out.replay.summary.reason.as_ref().expect("an ending");
    assert_eq!(
        arbitro_i18n::render(arbitro_i18n::Lang::En, reason),
        "checkmate (FI-1)"
    );
    assert_eq!(
        arbitro_i18n::render(arbitro_i18n::Lang::Es, reason),
        "jaque mate (FI-1)"
    );
    assert_eq!(out.replay.lines[6].clock.and_then(|c| c.white_ms), Some(587_000));
    assert_eq!(out.replay.lines[5].clock.and_then(|c| c.black_ms), Some(570_000));
    assert_eq!(e.rounds().game(1, 1).unwrap().result_text(), "1-0");
    let table = e.rounds().standings().unwrap();
    assert_eq!(table.rows[0].name, "Jugador 00");
    assert_eq!(table.rows[0].points, "1");
    let pgn = e.boards().export_record(1, 1, ExportAs::Pgn).unwrap();
    for tag in [
        "[Event \"Open de Prueba\"]",
        "[Site \"Valencia\"]",
        "[Round \"1\"]",
        "[Board \"1\"]",
        "[White \"Pérez, Ana\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} missing in\n{pgn}");
    }
    assert!(pgn.contains("[%clk 0:09:47]"), "{pgn}");
    assert!(e.boards().export_record(1, 1, ExportAs::Json).is_err());
}

/// A second record for a board needs a reason; the first stays in the history.
#[test]
fn replacing_a_record_needs_a_reason_and_keeps_the_old_one() {
    let dir = TempDir::new("record-history");
    let e = one_game(&dir, "magico-advanced", "10+5");
    let json = std::fs::read_to_string(fixture("records/magico-advanced.ok.resignation.json")).unwrap();
    let pgn = std::fs::read_to_string(fixture("records/magico-advanced.ok.card-pgn.pgn")).unwrap();
    let first = e.boards().attach_record(1, 1, &json, opts("a.json")).unwrap();
    let err = e.boards().attach_record(1, 1, &pgn, opts("b.pgn")).unwrap_err();
    assert!(err.to_string().contains("give the reason"), "{err}");
    let mut o = opts("b.pgn");
    o.replace_reason = Some("the scoresheet copy was illegible".into());
    let second = e.boards().attach_record(1, 1, &pgn, o).unwrap();
    assert_eq!(second.record.replaces, Some(first.record.id));
    let history = e.boards().record_history(1, 1).unwrap();
    assert_eq!(history.len(), 2);
    assert_eq!(history[0].text, json);
    assert_eq!(
        e.boards().current_record(1, 1).unwrap().unwrap().format,
        RecordFormat::Pgn
    );
    // The result entered on the board differs from the record: noted, not changed.
    let e2 = e;
    e2.rounds()
        .set_result(
            1,
            1,
            arbitro_store::ResultEntry::parse("1/2-1/2", false).unwrap(),
            None,
            None,
        )
        .unwrap();
    let mut o = opts("c.json");
    o.replace_reason = Some("again".into());
    o.enter_result = true;
    let third = e2.boards().attach_record(1, 1, &json, o).unwrap();
    assert!(!third.result_entered);
    assert!(
        third.notes.iter().any(
            |n| matches!(n, arbitro_store::records::RecordNote::ResultDiffers { .. })
                && arbitro_i18n::render(arbitro_i18n::Lang::Es, n).contains("no se cambió el resultado")
        ),
        "{:?}",
        third.notes
    );
    assert_eq!(e2.rounds().game(1, 1).unwrap().result_text(), "½-½");
}

/// F9-*: a Chess960 game must start from the position drawn for its round.
#[test]
fn f9_chess960_records_start_from_the_round_position() {
    let dir = TempDir::new("record-960");
    let e = one_game(&dir, "chess960", "10+5");
    let (_, n) = e.rounds().get(1).unwrap().chess960.expect("drawn");
    let drawn = arbitro_rules::Position::chess960(n).unwrap();
    let other = arbitro_rules::Position::chess960((n + 1) % 960).unwrap();
    let pgn = |p: &arbitro_rules::Position| {
        format!(
            "[Event \"?\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"{}\"]\n[Result \"*\"]\n\n*\n",
            p.shredder_fen()
        )
    };
    match e.boards().attach_record(1, 1, &pgn(&other), opts("other.pgn")) {
        Err(StoreError::RecordInvalid(invalid)) => {
            assert!(
                matches!(
                    &invalid.problems[..],
                    [arbitro_store::RecordProblem::NotChess960Start { number, .. }] if *number == n
                ),
                "{invalid:?}"
            );
            assert!(
                invalid.problems[0]
                    .to_string()
                    .contains(&format!("Chess960 position {n}")),
                "{invalid}"
            )
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    e.boards()
        .attach_record(1, 1, &pgn(&drawn), opts("drawn.pgn"))
        .unwrap();
}

/// The bye has no game, bughouse has no record format: both refused by name.
#[test]
fn byes_and_unknown_boards_have_no_record() {
    let dir = TempDir::new("record-bye");
    let e = event_with_players(&dir, "fide", "10+5", 3);
    e.rounds().store(vec![(1, Some(2)), (3, None)], "manual").unwrap();
    let text = std::fs::read_to_string(fixture("records/fide.ok.FI-5.1.1.scholars-mate.pgn")).unwrap();
    let err = e.boards().attach_record(1, 2, &text, opts("x.pgn")).unwrap_err();
    assert!(err.to_string().contains("bye"), "{err}");
    let err = e.boards().attach_record(1, 9, &text, opts("x.pgn")).unwrap_err();
    assert!(err.to_string().contains("no board 9"), "{err}");
}
