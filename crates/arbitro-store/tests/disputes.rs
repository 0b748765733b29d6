//! The dispute at the board on real event files: each case of
//! `fixtures/disputes/` records a situation and a play — the store rules
//! the play itself — with or without an incident and a precedent, in one
//! write; input errors are typed refusals and leave the file as it was;
//! `verify` replays the dispute table and notices a tampered row; drafts
//! survive reopening the file; a dispute starts from a board's record or
//! from the start position.

mod common;

use arbitro_i18n::{Lang, Message, render};
use arbitro_store::{
    DisputeChangeKind, DisputeDraftInput, DisputeInput, Event, Missing, StoreError, VerdictKind,
};
use common::{TempDir, event_with_players, fixture};
use serde::Deserialize;

/// A case: what the arbiter enters, what must come of it.
#[derive(Deserialize)]
struct Case {
    #[allow(dead_code)]
    about: String,
    input: DisputeInput,
    expect: Expect,
}

/// Both languages of a text.
#[derive(Deserialize)]
struct Both {
    es: String,
    en: String,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Expect {
    /// The message code of the refusal; nothing may be written.
    refused: Option<String>,
    /// The verdict recorded.
    verdict: Option<VerdictKind>,
    /// The verdict's sentence.
    sentence: Option<Both>,
    /// The clauses the ruling rests on.
    clauses: Option<Vec<String>>,
    /// Squares the ruling marks as protected / removed.
    protected: Vec<String>,
    removed: Vec<String>,
    /// The precedent's situation, written from the dispute.
    situation: Option<Both>,
    /// The incident's card code and window, prefilled from the dispute.
    incident_card: Option<String>,
    incident_window: Option<String>,
}

/// A Magic Chess (Advanced) event with two players paired on board 1 of round 1.
fn one_game(dir: &TempDir) -> Event {
    let e = event_with_players(dir, "magico-advanced", "10+5", 2);
    e.rounds()
        .store(vec![(1, Some(2))], "manual")
        .expect("pair round 1");
    e
}

fn squares(d: &arbitro_store::Dispute, kind: DisputeChangeKind) -> Vec<String> {
    d.ruling
        .changes
        .iter()
        .filter(|c| c.kind == kind)
        .filter_map(|c| c.square.clone())
        .collect()
}

fn check(file: &str) {
    let text = std::fs::read_to_string(fixture(&format!("disputes/{file}"))).expect(file);
    let case: Case = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
    let dir = TempDir::new("dispute");
    let e = one_game(&dir);
    let mut input = case.input;
    let draft = e
        .disputes()
        .save_draft(
            None,
            DisputeDraftInput {
                round: input.round,
                board: input.board,
                setup: input.setup.clone(),
                history: input.history.clone(),
                play: Some(input.play.clone()),
            },
        )
        .expect("draft");
    input.draft = Some(draft);
    let head = e.register_head().unwrap();
    let wants_incident = input.incident.is_some();
    let wants_precedent = input.precedent.is_some();
    let x = case.expect;
    match &x.refused {
        Some(code) => {
            let err = e
                .disputes()
                .record(input)
                .err()
                .unwrap_or_else(|| panic!("{file}: recorded, expected {code}"));
            assert_eq!(err.code(), code, "{file}: {err}");
            for lang in [Lang::Es, Lang::En] {
                let said = render(lang, &err);
                assert!(
                    !said.contains("store-") && !said.contains("cards-"),
                    "{file}: {said}"
                );
            }
            assert_eq!(e.register_head().unwrap(), head, "{file}: the register moved");
            assert!(
                e.disputes().all().unwrap().is_empty(),
                "{file}: a dispute was stored"
            );
            assert!(
                e.discipline().incidents().unwrap().is_empty(),
                "{file}: an incident was stored"
            );
            assert!(
                e.precedents().all().unwrap().is_empty(),
                "{file}: a precedent was stored"
            );
            assert_eq!(
                e.disputes().drafts().unwrap().len(),
                1,
                "{file}: the draft is kept"
            );
        }
        None => {
            let out = e
                .disputes()
                .record(input.clone())
                .unwrap_or_else(|err| panic!("{file}: {err}"));
            let d = &out.dispute;
            assert_eq!(Some(d.ruling.verdict), x.verdict, "{file}");
            if let Some(s) = &x.sentence {
                assert_eq!(d.ruling.sentence(Lang::Es), s.es, "{file}");
                assert_eq!(d.ruling.sentence(Lang::En), s.en, "{file}");
            }
            if let Some(c) = &x.clauses {
                assert_eq!(&d.ruling.clauses, c, "{file}");
            }
            assert_eq!(squares(d, DisputeChangeKind::Protected), x.protected, "{file}");
            assert_eq!(squares(d, DisputeChangeKind::Removed), x.removed, "{file}");
            assert!(!d.ruling.trace.is_empty(), "{file}: the trace is stored");
            assert_eq!((d.round, d.board), (input.round, input.board), "{file}");
            assert_eq!(d.deck, input.setup.deck, "{file}");
            // Listed, read back, and the same after reopening the file.
            assert_eq!(e.disputes().all().unwrap(), vec![d.clone()], "{file}");
            assert_eq!(&e.disputes().get(d.seq).unwrap(), d, "{file}");
            let again = Event::open(e.path()).unwrap();
            assert_eq!(
                &again.disputes().get(d.seq).unwrap(),
                d,
                "{file}: after reopening"
            );
            assert!(
                e.disputes().drafts().unwrap().is_empty(),
                "{file}: the draft is discarded"
            );
            // The incident, prefilled from the dispute and linked to it.
            assert_eq!(out.incident.is_some(), wants_incident, "{file}");
            assert_eq!(
                d.incident,
                out.incident.as_ref().map(|i| i.incident_seq),
                "{file}"
            );
            if let Some(i) = &out.incident {
                assert_eq!((i.incident.round, i.incident.board), (d.round, d.board), "{file}");
                assert_eq!(i.incident.card_code, x.incident_card, "{file}");
                assert_eq!(i.incident.window, x.incident_window, "{file}");
                assert_eq!(e.discipline().incidents().unwrap().len(), 1, "{file}");
            }
            // The precedent, its situation written from the dispute.
            assert_eq!(out.precedent.is_some(), wants_precedent, "{file}");
            assert_eq!(d.precedent, out.precedent.as_ref().map(|p| p.seq), "{file}");
            if let Some(p) = &out.precedent {
                let body = &p.body.input;
                let s = x.situation.as_ref().expect("expected situation");
                assert_eq!(body.situation.es.as_deref(), Some(s.es.as_str()), "{file}");
                assert_eq!(body.situation.en.as_deref(), Some(s.en.as_str()), "{file}");
                assert_eq!(
                    body.decision,
                    input.precedent.as_ref().unwrap().decision,
                    "{file}"
                );
                assert_eq!(body.clauses, d.ruling.clauses, "{file}");
                assert_eq!((body.round, body.board), (d.round, d.board), "{file}");
                assert_eq!(
                    body.deck.as_ref().map(|k| k.version.as_str()),
                    Some(d.deck.version.as_str())
                );
            }
            let report = e.verify().unwrap();
            assert!(report.is_intact(), "{file}: {:?}", report.problems);
        }
    }
}

#[test]
fn disputes_are_ruled_by_the_store_and_recorded_in_one_write() {
    let mut files: Vec<String> = std::fs::read_dir(fixture("disputes"))
        .unwrap()
        .map(|f| f.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|f| f.ends_with(".json"))
        .collect();
    files.sort();
    assert!(files.len() >= 8, "{files:?}");
    for f in &files {
        check(f);
    }
}

fn case_input(file: &str) -> DisputeInput {
    let text = std::fs::read_to_string(fixture(&format!("disputes/{file}"))).unwrap();
    serde_json::from_str::<Case>(&text).unwrap().input
}

#[test]
fn verify_notices_a_tampered_dispute_row() {
    let dir = TempDir::new("dispute-tamper");
    let e = one_game(&dir);
    let d = e
        .disputes()
        .record(case_input("AM-39.outside-save-window.json"))
        .unwrap()
        .dispute;
    assert!(e.verify().unwrap().is_intact());
    let path = e.path().to_path_buf();
    drop(e);
    // Someone rewrites the refusal as a resolution behind arbitro's back.
    let conn = rusqlite::Connection::open(&path).unwrap();
    let body: String = conn
        .query_row("SELECT body FROM dispute WHERE seq = ?1", [d.seq], |r| r.get(0))
        .unwrap();
    let forged = body.replace(r#""verdict":"rejected""#, r#""verdict":"resolved""#);
    assert_ne!(forged, body);
    conn.execute(
        "UPDATE dispute SET verdict = 'resolved', body = ?1 WHERE seq = ?2",
        rusqlite::params![forged, d.seq],
    )
    .unwrap();
    drop(conn);
    let report = Event::open_read_only(&path).unwrap().verify().unwrap();
    assert!(!report.is_intact(), "the forged row went unnoticed");
    assert!(
        format!("{:?}", report.problems).contains("dispute"),
        "{:?}",
        report.problems
    );
}

#[test]
fn drafts_survive_reopening_the_file() {
    let dir = TempDir::new("dispute-drafts");
    let e = one_game(&dir);
    let input = case_input("AM-28.shield-alone.json");
    let draft = |play| DisputeDraftInput {
        round: Some(1),
        board: Some(1),
        setup: input.setup.clone(),
        history: Vec::new(),
        play,
    };
    let head = e.register_head().unwrap();
    let a = e.disputes().save_draft(None, draft(None)).unwrap();
    let b = e.disputes().save_draft(None, draft(None)).unwrap();
    assert_ne!(a, b);
    assert_eq!(
        e.disputes()
            .save_draft(Some(a), draft(Some(input.play.clone())))
            .unwrap(),
        a
    );
    assert_eq!(e.register_head().unwrap(), head, "drafts are not decisions");
    let path = e.path().to_path_buf();
    drop(e);
    let e = Event::open(&path).unwrap();
    let drafts = e.disputes().drafts().unwrap();
    assert_eq!(drafts.iter().map(|d| d.id).collect::<Vec<_>>(), vec![a, b]);
    assert_eq!(drafts[0].input.play.as_ref(), Some(&input.play));
    assert_eq!(drafts[1].input.play, None);
    e.disputes().discard_draft(b).unwrap();
    assert_eq!(e.disputes().drafts().unwrap().len(), 1);
    let gone = e.disputes().discard_draft(b).unwrap_err();
    assert!(matches!(gone, StoreError::Missing(Missing::DisputeDraft { id }) if id == b));
    let missing = e.disputes().save_draft(Some(999), draft(None)).unwrap_err();
    assert_eq!(missing.code(), "store-dispute-no-draft");
    assert!(e.verify().unwrap().is_intact());
}

#[test]
fn a_dispute_starts_from_the_start_position_when_the_board_has_no_record() {
    let dir = TempDir::new("dispute-start");
    let e = one_game(&dir);
    let start = e.disputes().start(1, 1, None).unwrap();
    let game = e.rounds().game(1, 1).unwrap();
    assert_eq!(start.white, e.players().get(game.white).unwrap().input.name);
    assert_eq!(
        start.black,
        e.players().get(game.black.unwrap()).unwrap().input.name
    );
    assert_eq!((start.round, start.board), (1, 1));
    assert_eq!(
        start.setup.start.fen,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(start.setup.rules.family, arbitro_cards::Family::Magico);
    assert_eq!(start.setup.rules.mode, arbitro_cards::Mode::Advanced);
    assert_eq!(
        (start.setup.deck.id.as_str(), start.setup.deck.version.as_str()),
        ("AM-REF", "1")
    );
    assert!(start.history.is_empty());
    assert_eq!(start.record, None);
    // The rules core accepts it as it is: the arbiter completes the hands.
    arbitro_cards::Game::from_setup(arbitro_cards::shipped_deck("AM-REF").unwrap(), &start.setup)
        .expect("the start is a game");
    // A board that does not exist, and a step past the end.
    assert_eq!(
        e.disputes().start(1, 7, None).unwrap_err().code(),
        "store-round-no-board"
    );
    assert_eq!(
        e.disputes().start(1, 1, Some(1)).unwrap_err().code(),
        "store-dispute-step-past-end"
    );
}

#[test]
fn a_dispute_starts_from_the_boards_record_at_any_step() {
    let dir = TempDir::new("dispute-start-record");
    let e = one_game(&dir);
    let text = std::fs::read_to_string(fixture("records/magico-advanced.ok.resignation.json")).unwrap();
    let opts = arbitro_store::AttachOptions {
        source: "resignation.json".into(),
        arbiter: "Luis Auxiliar".into(),
        ..Default::default()
    };
    e.boards().attach_record(1, 1, &text, opts).unwrap();
    let record = arbitro_cards::GameRecord::parse(&text).unwrap();
    let stored = e.boards().current_record(1, 1).unwrap().unwrap();
    let deck = arbitro_cards::shipped_deck(&record.deck.id).unwrap();
    // At every step the situation is the state itself (the disputed moment),
    // with no history, and the record's identity and events to choose from.
    let mut game = arbitro_cards::Game::from_record(deck, &record).unwrap();
    for k in 0..=record.events.len() {
        if k > 0 {
            game.apply(&record.events[k - 1]);
        }
        let start = e.disputes().start(1, 1, Some(k)).unwrap();
        assert_eq!(start.setup, game.setup_now(), "step {k}");
        assert!(start.history.is_empty(), "step {k}");
        let from = start.record.expect("from the board's record");
        assert_eq!((from.id, from.step), (stored.id, k));
        assert_eq!(from.limits, game.setup_limits(), "step {k}");
        let events: Vec<_> = from.events.iter().map(|s| s.event.clone()).collect();
        assert_eq!(events, record.events);
    }
    let whole = e.disputes().start(1, 1, None).unwrap();
    assert_eq!(whole.setup, game.setup_now());
    let from = whole.record.unwrap();
    assert_eq!(from.step, record.events.len());
    // Each move's SAN, for the step chooser.
    let sans: Vec<_> = from.events.iter().map(|s| s.san.clone()).collect();
    assert!(sans.first().is_some_and(|s| s.is_some()), "{sans:?}");
    assert!(from.events.iter().all(|s| !s.rejected));
    let at3 = e.disputes().start(1, 1, Some(3)).unwrap();
    // The situation at step 3 rules a play: White's knight comes out.
    let mut input = case_input("AM-28.shield-alone.json");
    input.setup = at3.setup.clone();
    input.history = at3.history.clone();
    input.play = arbitro_cards::Event::Move {
        uci: "b8c6".into(),
        by: None,
    };
    input.round = Some(1);
    input.board = Some(1);
    let d = e.disputes().record(input).unwrap().dispute;
    assert_eq!(d.ruling.verdict, VerdictKind::Resolved);
    assert_eq!(d.ruling.san.as_deref(), Some("Nc6"));
    let past = e
        .disputes()
        .start(1, 1, Some(record.events.len() + 1))
        .unwrap_err();
    assert_eq!(past.code(), "store-dispute-step-past-end");
}

#[test]
fn a_chess_event_and_a_bye_have_no_dispute() {
    let dir = TempDir::new("dispute-fide");
    let e = event_with_players(&dir, "fide", "90+30", 3);
    e.rounds().store(vec![(1, Some(2)), (3, None)], "manual").unwrap();
    let err = e.disputes().start(1, 1, None).unwrap_err();
    assert_eq!(err.code(), "store-dispute-not-card-event");
    assert!(
        render(Lang::Es, &err).contains("ajedrez con cartas"),
        "{}",
        render(Lang::Es, &err)
    );
    let bye = e.disputes().start(1, 2, None).unwrap_err();
    assert_eq!(bye.code(), "store-dispute-bye");
}

#[test]
fn a_precedent_refused_inside_the_write_leaves_no_incident_and_no_dispute() {
    let dir = TempDir::new("dispute-atomic");
    let e = one_game(&dir);
    let input = case_input("AM-28.shield-with-incident-and-precedent.json");
    e.disputes().record(input.clone()).unwrap();
    let head = e.register_head().unwrap();
    // The same precedent again is a duplicate (AM-G16): refused after the
    // incident of this write was already recorded in it.
    let err = e.disputes().record(input).unwrap_err();
    assert_eq!(err.code(), "store-precedent-duplicate", "{err}");
    assert_eq!(e.register_head().unwrap(), head);
    assert_eq!(e.disputes().all().unwrap().len(), 1);
    assert_eq!(e.discipline().incidents().unwrap().len(), 1);
    assert_eq!(e.precedents().all().unwrap().len(), 1);
    assert!(e.verify().unwrap().is_intact());
}
