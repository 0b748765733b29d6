//! Administration on real event files: imports (all-or-nothing, errors with
//! their line), rounds, results and pairing edits, deck control and clocks
//! (AM-AB, AM-R13), the AM-AC ladder, C.11 appeals, precedents (AM-G16).

mod common;

use arbitro_clock::{ClockEvent, ClockEventKind, Side};
use arbitro_store::appeals::{Committee, Member, Outcome};
use arbitro_store::deck::{DeckCheckInput, DeckManifest};
use arbitro_store::discipline::{FaultKind, LadderStep, Penalty};
use arbitro_store::precedents::{PrecedentInput, Query, Texts};
use arbitro_store::{Archive, ByeKind, Event, IncidentInput, ResultEntry, SanctionChoice, StoreError};
use common::{TempDir, at, event_with_players, fixture};

/// Each `bad-*-line-N.csv` is refused naming line N, and nothing is imported;
/// each `good-*.csv` imports every row.
#[test]
fn csv_imports_are_all_or_nothing() {
    let mut files: Vec<_> = std::fs::read_dir(fixture("csv"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    for f in files {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        let dir = TempDir::new("csv");
        let e = event_with_players(&dir, "fide", "90+30", 0);
        let text = std::fs::read_to_string(&f).unwrap();
        let result = e.players().import_csv(&name, &text);
        if name.starts_with("good") {
            let report = result.unwrap_or_else(|err| panic!("{name}: {err}"));
            let rows = arbitro_store::csv::records(&text).unwrap().len() - 1;
            assert_eq!(report.players.len(), rows, "{name}");
            assert!(report.players.iter().all(|p| p.source.starts_with("csv:")));
        } else {
            let line: usize = name
                .rsplit_once("line-")
                .and_then(|(_, n)| n.trim_end_matches(".csv").parse().ok())
                .expect("bad-…-line-N.csv");
            match result {
                Err(StoreError::Import { problems, .. }) => {
                    assert!(problems.iter().any(|p| p.line == line), "{name}: {problems:?}");
                }
                other => panic!("{name}: expected an import error, got {other:?}"),
            }
            assert!(
                e.players().all().unwrap().is_empty(),
                "{name}: something was imported"
            );
        }
    }
}

fn pair_all(e: &mut Event) {
    // A simple pairing by pairing number (1-2, 3-4, …), the last one the bye.
    let players = e.players().all().unwrap();
    let round = e.rounds_paired().unwrap() + 1;
    let byes: Vec<i64> = e
        .players()
        .bye_requests()
        .unwrap()
        .iter()
        .filter(|b| b.round == round)
        .map(|b| b.player)
        .collect();
    let ids: Vec<i64> = players
        .iter()
        .filter(|p| p.available_in(round) && !byes.contains(&p.id))
        .map(|p| p.id)
        .collect();
    let pairs: Vec<(i64, Option<i64>)> = ids.chunks(2).map(|c| (c[0], c.get(1).copied())).collect();
    e.rounds().store(pairs, "manual").unwrap();
}

#[test]
fn rounds_results_edits_and_chess960_seed() {
    let dir = TempDir::new("rounds");
    let mut e = event_with_players(&dir, "chess960", "90+30", 7);
    e.players().request_bye(7, 1, ByeKind::Half).unwrap();
    pair_all(&mut e);
    let r1 = e.rounds().get(1).unwrap();
    let (seed, pos) = r1.chess960.clone().expect("Chess960 position drawn for round 1");
    assert_eq!(
        arbitro_rules::Chess960Draw::from_seed(u64::from_str_radix(&seed, 16).unwrap()).number,
        pos
    );
    assert!(
        r1.backup_file
            .as_deref()
            .is_some_and(|f| std::path::Path::new(f).exists()),
        "backup before pairing"
    );
    let games = e.rounds().games(1).unwrap();
    assert_eq!(games.len(), 3);
    // Round 2 cannot be paired before round 1 is complete.
    assert!(
        e.rounds()
            .store(vec![], "manual")
            .unwrap_err()
            .to_string()
            .contains("without a final result")
    );
    e.rounds()
        .set_result(1, 1, ResultEntry::parse("1-0", false).unwrap(), None, None)
        .unwrap();
    e.rounds()
        .set_result(1, 2, ResultEntry::parse("+-", false).unwrap(), None, None)
        .unwrap();
    e.rounds()
        .set_result(1, 3, ResultEntry::parse("adj", false).unwrap(), None, None)
        .unwrap();
    assert!(
        e.rounds().store(vec![], "manual").is_err(),
        "adjourned game blocks the next round"
    );
    e.rounds()
        .set_result(
            1,
            3,
            ResultEntry::parse("0-0", true).unwrap(),
            Some("Ana Árbitro"),
            Some("5.2.2"),
        )
        .unwrap();
    assert!(ResultEntry::parse("0-0", false).is_none());
    assert_eq!(e.rounds().game(1, 2).unwrap().result_text(), "+-");
    e.rounds().publish(1).unwrap();
    // Round 2: pair, then swap boards and edit one with a recorded, checked change.
    pair_all(&mut e);
    let before = e.rounds().games(2).unwrap();
    let edit = e
        .rounds()
        .swap_boards(2, 1, 2, "Ana Árbitro", "mesa con mejor luz")
        .unwrap();
    assert_eq!(edit.before.len(), 2);
    assert_eq!(e.rounds().game(2, 1).unwrap().white, before[1].white);
    // Re-pairing two players who already met is allowed but recorded as a warning.
    let g1 = e.rounds().game(1, 1).unwrap();
    let edit = e
        .rounds()
        .edit_board(2, 1, g1.white, g1.black, "Ana Árbitro", "prueba")
        .unwrap_err();
    assert!(edit.to_string().contains("paired twice"), "{edit}");
    assert_eq!(e.rounds().edits(2).unwrap().len(), 1);
    // Scores: 1-0 win, forfeit win, arbiter 0-0, half-point bye.
    let s = e.rounds().scores_after(1).unwrap();
    assert_eq!(s.get(&7), Some(&1));
}

fn manifest() -> DeckManifest {
    DeckManifest {
        id: "AM-REF".into(),
        version: "1".into(),
        codes: (1..=40).map(|i| format!("AM-{i:02}")).collect(),
    }
}

#[test]
fn am_ab_deck_checks_gate_the_clock_am_r13_card_time() {
    let dir = TempDir::new("deck");
    let mut e = event_with_players(&dir, "magico-advanced", "10+5", 4);
    pair_all(&mut e);
    let start = ClockEvent {
        at_ms: 1_000,
        kind: ClockEventKind::Start { side: Side::White },
    };
    let err = e.boards().clock_event(1, 1, start, None, None).unwrap_err();
    assert!(err.to_string().contains("not checked"), "{err}");
    let incomplete = DeckCheckInput {
        counted: 39,
        missing: vec!["AM-07".into()],
        marked: vec!["AM-22".into()],
        checker: "Luis Auxiliar".into(),
        ..Default::default()
    };
    let check = e
        .boards()
        .record_deck_check(1, 1, &manifest(), incomplete.clone())
        .unwrap();
    assert!(!check.complete);
    let refused = e.boards().clock_event(1, 1, start, None, None).unwrap_err();
    for (lang, said) in [
        (arbitro_i18n::Lang::En, "AM-07 missing; AM-22 marked"),
        (arbitro_i18n::Lang::Es, "falta AM-07; AM-22 marcada"),
    ] {
        let text = arbitro_i18n::render(lang, &refused);
        assert!(text.contains(said), "{text}");
    }
    // The wrong deck is refused (AM-R16).
    let mut other = manifest();
    other.version = "2".into();
    assert!(
        e.boards()
            .record_deck_check(1, 1, &other, incomplete.clone())
            .is_err()
    );
    // Replacements complete the deck.
    let fixed = DeckCheckInput {
        replaced: vec!["AM-07".into(), "AM-22".into()],
        ..incomplete
    };
    assert!(
        e.boards()
            .record_deck_check(1, 1, &manifest(), fixed)
            .unwrap()
            .complete
    );
    e.boards().clock_event(1, 1, start, None, None).unwrap();
    let card = ClockEvent {
        at_ms: 4_000,
        kind: ClockEventKind::Card { side: Side::White },
    };
    let clock = e.boards().clock_event(1, 1, card, None, None).unwrap();
    assert_eq!(
        clock.reading.white_ms,
        600_000 - 3_000 + 5_000,
        "a card commit costs time and earns the increment"
    );
    // Board 2: the arbiter overrides, and the override is in the register.
    let seq = e
        .boards()
        .override_deck(1, 2, "Ana Árbitro", "mazo de reserva revisado a ojo")
        .unwrap();
    assert!(e.boards().deck_status(1, 2).unwrap().ready);
    assert_eq!(
        e.register_entries().unwrap()[seq as usize - 1].kind,
        "deck-override"
    );
    let pause = ClockEvent {
        at_ms: 5_000,
        kind: ClockEventKind::Pause {
            reason: arbitro_clock::PauseReason::Arbiter,
        },
    };
    assert!(
        e.boards().clock_event(1, 1, pause, None, None).is_err(),
        "pauses name the arbiter"
    );
    e.boards()
        .clock_event(1, 1, pause, Some("Ana Árbitro"), Some("reclamación"))
        .unwrap();
}

fn input(player: i64, fault: FaultKind, round: Option<u32>, board: Option<u32>) -> IncidentInput {
    IncidentInput {
        player,
        round,
        board,
        fault,
        description: "descripción".into(),
        card_code: Some("AM-15".into()),
        window: Some("after-card-commit".into()),
        result: None,
        arbiter: "Ana Árbitro".into(),
        opponent_can_mate: None,
    }
}

#[test]
fn am_ac_ladder_per_player_and_fault_with_effects() {
    let dir = TempDir::new("ladder");
    let mut e = event_with_players(&dir, "magico-classic", "10+5", 4);
    pair_all(&mut e);
    // Start board 1's clock so time penalties land on it.
    e.boards()
        .override_deck(1, 1, "Ana Árbitro", "sin mazo de reserva")
        .unwrap();
    e.boards()
        .clock_event(
            1,
            1,
            ClockEvent {
                at_ms: 0,
                kind: ClockEventKind::Start { side: Side::White },
            },
            None,
            None,
        )
        .unwrap();
    let g = e.rounds().game(1, 1).unwrap();
    let offender = g.white;
    let mut steps = Vec::new();
    for _ in 0..2 {
        let out = e
            .discipline()
            .record_incident(
                input(offender, FaultKind::MarkedCards, Some(1), Some(1)),
                SanctionChoice::Suggested,
            )
            .unwrap();
        steps.push(out.sanction.unwrap().suggested.step.unwrap());
    }
    assert_eq!(steps, [LadderStep::Warning, LadderStep::TimeAdjustment]);
    // The time adjustment reached the clock (rapid: 60 s to the opponent).
    assert_eq!(e.boards().clock(1, 1, None).unwrap().reading.black_ms, 660_000);
    // Another fault category starts its own ladder.
    let s = e
        .discipline()
        .suggest_sanction(offender, FaultKind::ShowingHand, None, None, None)
        .unwrap();
    assert_eq!(s.step, Some(LadderStep::Warning));
    // Deviating needs a written reason.
    let deviate = SanctionChoice::Deviate {
        penalties: vec![Penalty::Warning],
        reason: " ".into(),
    };
    let err = e
        .discipline()
        .record_incident(input(offender, FaultKind::MarkedCards, Some(1), Some(1)), deviate)
        .unwrap_err();
    assert!(err.to_string().contains("reason"), "{err}");
    // The third step is the loss of the game, which sets the result.
    let out = e
        .discipline()
        .record_incident(
            input(offender, FaultKind::MarkedCards, Some(1), Some(1)),
            SanctionChoice::Suggested,
        )
        .unwrap();
    assert_eq!(out.sanction.unwrap().suggested.step, Some(LadderStep::LossOfGame));
    assert_eq!(e.rounds().game(1, 1).unwrap().result_text(), "0-1");
    assert_eq!(
        e.discipline().player_record(offender).unwrap().counts,
        [(FaultKind::MarkedCards, 3)]
    );
    assert!(e.verify().unwrap().is_intact());
}

#[test]
fn fide_7_5_5_second_illegal_move_loses() {
    let dir = TempDir::new("illegal");
    let mut e = event_with_players(&dir, "fide", "90+30", 2);
    pair_all(&mut e);
    let p = e.rounds().game(1, 1).unwrap().black.unwrap();
    let first = e
        .discipline()
        .record_incident(
            input(p, FaultKind::IllegalMove, Some(1), Some(1)),
            SanctionChoice::Suggested,
        )
        .unwrap();
    assert_eq!(
        first.sanction.unwrap().penalties,
        [Penalty::IncreaseOpponentTime { ms: 120_000 }]
    );
    let second = e
        .discipline()
        .record_incident(
            input(p, FaultKind::IllegalMove, Some(1), Some(1)),
            SanctionChoice::Suggested,
        )
        .unwrap();
    assert_eq!(
        second.sanction.unwrap().penalties,
        [Penalty::GameLost {
            opponent_half_points: 2
        }]
    );
    assert_eq!(e.rounds().game(1, 1).unwrap().result_text(), "1-0");
}

/// FIDE 12.9.2 and 12.9.3: time given to the opponent or taken from the
/// offender goes on the board's running clock, and without one the
/// arbiter is told to set it by hand.
#[test]
fn fide_12_9_time_penalties_on_the_clock_or_by_hand() {
    use arbitro_store::discipline::Effect;
    let dir = TempDir::new("time-penalties");
    let mut e = event_with_players(&dir, "fide", "90+30", 4);
    pair_all(&mut e);
    // The event's time pinned, the clock started then: the sanctions
    // adjust it at that same moment.
    at(&mut e, "2026-03-01T12:00:00+01:00");
    let now_ms = e.now_time().timestamp_millis() as u64;
    let start = ClockEvent {
        at_ms: now_ms,
        kind: ClockEventKind::Start { side: Side::White },
    };
    let before = e.boards().clock_event(1, 1, start, None, None).unwrap().reading;
    let cases = [
        (
            1,
            Penalty::IncreaseOpponentTime { ms: 120_000 },
            Effect::TimeAdded { seconds: 120 },
        ),
        (
            1,
            Penalty::ReduceOffenderTime { ms: 60_000 },
            Effect::TimeRemoved { seconds: 60 },
        ),
        (
            2,
            Penalty::IncreaseOpponentTime { ms: 120_000 },
            Effect::TimeToAddByHand {
                board: 2,
                seconds: 120,
            },
        ),
        (
            2,
            Penalty::ReduceOffenderTime { ms: 60_000 },
            Effect::TimeToRemoveByHand {
                board: 2,
                seconds: 60,
            },
        ),
    ];
    for (board, penalty, effect) in cases {
        let player = e.rounds().game(1, board).unwrap().black.unwrap();
        let out = e
            .discipline()
            .record_incident(
                input(player, FaultKind::Disturbing, Some(1), Some(board)),
                SanctionChoice::Deviate {
                    penalties: vec![penalty.clone()],
                    reason: "caso de prueba".into(),
                },
            )
            .unwrap();
        assert_eq!(out.effects, [effect], "{penalty:?} on board {board}");
    }
    // The offender (black) lost a minute, white gained two, on the running clock.
    let reading = e.boards().clock(1, 1, Some(now_ms)).unwrap().reading;
    assert_eq!(reading.white_ms, before.white_ms + 120_000);
    assert_eq!(reading.black_ms, before.black_ms - 60_000);
    assert!(e.verify().unwrap().is_intact());
}

#[test]
fn c11_appeals_deadline_committee_and_final_decision() {
    let dir = TempDir::new("appeal");
    let mut e = event_with_players(&dir, "magico-classic", "10+5", 4);
    at(&mut e, "2026-03-01T12:00:00+01:00");
    let deputy = e
        .discipline()
        .record_incident(
            IncidentInput {
                arbiter: "Luis Auxiliar".into(),
                ..input(2, FaultKind::Disturbing, None, None)
            },
            SanctionChoice::Suggested,
        )
        .unwrap();
    let err = e
        .discipline()
        .lodge_appeal(2, deputy.sanction_seq.unwrap(), "no molesté")
        .unwrap_err();
    assert!(err.to_string().contains("C.11 3.7"), "{err}");
    let again = SanctionChoice::Deviate {
        penalties: vec![Penalty::Warning],
        reason: "fuera de partida: segunda amonestación".into(),
    };
    let chief = e
        .discipline()
        .record_incident(input(2, FaultKind::Disturbing, None, None), again)
        .unwrap();
    let seq = chief.sanction_seq.unwrap();
    at(&mut e, "2026-03-01T12:16:00+01:00");
    let err = e.discipline().lodge_appeal(2, seq, "no molesté").unwrap_err();
    assert!(err.to_string().contains("C.11 3.4.2"), "rapid: 15 minutes: {err}");
    at(&mut e, "2026-03-01T12:10:00+01:00");
    let (appeal, a) = e.discipline().lodge_appeal(2, seq, "no molesté").unwrap();
    assert_eq!(a.deadline, "2026-03-01T12:15:00+01:00");
    assert!(
        e.discipline()
            .decide_appeal(appeal, Outcome::Upheld, "sin pruebas")
            .unwrap_err()
            .to_string()
            .contains("committee")
    );
    let m = |n: &str, f: &str| Member {
        name: n.into(),
        federation: Some(f.into()),
    };
    // Player 2 is FRA (see common): the FRA member is replaced by the reserve.
    e.discipline()
        .set_committee(Committee {
            chair: m("Presidente", "ESP"),
            members: vec![m("Uno", "FRA"), m("Dos", "ITA")],
            reserves: vec![m("Reserva", "GER")],
        })
        .unwrap();
    let (_, d) = e
        .discipline()
        .decide_appeal(appeal, Outcome::Upheld, "sin pruebas")
        .unwrap();
    assert!(d.panel.iter().any(|p| p.name == "Reserva"));
    assert!(d.fee_refunded);
    assert!(
        e.discipline()
            .decide_appeal(appeal, Outcome::Rejected, "otra")
            .unwrap_err()
            .to_string()
            .contains("final")
    );
    // The annulled sanction no longer counts on the ladder.
    let counts = e.discipline().player_record(2).unwrap().counts;
    assert_eq!(counts, [(FaultKind::Disturbing, 1)]);
}

fn precedent(situation: &str, decision: &str, card: &str) -> PrecedentInput {
    PrecedentInput {
        card_code: Some(card.into()),
        deck: Some(arbitro_store::call::DeckRef {
            id: "AM-REF".into(),
            version: "1".into(),
        }),
        window: Some("after-card-commit".into()),
        situation: Texts {
            es: Some(situation.into()),
            en: None,
        },
        decision: Texts {
            es: Some(decision.into()),
            en: Some("The card fails (AM-G3).".into()),
        },
        clauses: vec!["AM-G3".into(), "AM-D11".into()],
        arbiter: "Ana Árbitro".into(),
        event: "Open de Prueba".into(),
        date: "2026-03-01".into(),
        round: Some(1),
        board: Some(4),
        case: None,
    }
}

#[test]
fn am_g16_precedents_search_export_import_archive() {
    let dir = TempDir::new("prec");
    let e = event_with_players(&dir, "magico-advanced", "10+5", 2);
    let p1 = e
        .precedents()
        .add(
            precedent(
                "El peón congelado se movió por Desvío",
                "La carta falla: el objetivo perdió la elegibilidad",
                "AM-13",
            ),
            None,
        )
        .unwrap();
    e.precedents()
        .add(
            precedent(
                "Escudo sobre el caballo en c6",
                "El resto del efecto se resuelve",
                "AM-28",
            ),
            None,
        )
        .unwrap();
    assert!(
        e.precedents()
            .add(
                precedent(
                    "El  PEON congelado se movio por desvío",
                    "La carta falla: el objetivo perdió la elegibilidad",
                    "AM-13"
                ),
                None
            )
            .is_err(),
        "duplicate"
    );
    // Accent-insensitive, case-insensitive, prefix, Spanish and English.
    for q in ["peon congelado", "PEÓN", "elegib", "card fails", "desvio"] {
        let hits = e
            .precedents()
            .search(&Query {
                text: q.into(),
                ..Default::default()
            })
            .unwrap();
        assert!(hits.iter().any(|h| h.precedent.seq == p1.seq), "query {q}");
    }
    let only = e
        .precedents()
        .search(&Query {
            text: "".into(),
            card_code: Some("AM-28".into()),
            ..Default::default()
        })
        .unwrap();
    assert_eq!(only.len(), 1);
    // A correction replaces the old text in searches.
    let fixed = e
        .precedents()
        .add(
            precedent(
                "El peón congelado se movió por Desvío",
                "La carta falla (AM-G3); el turno se consume (AM-R5)",
                "AM-13",
            ),
            Some(p1.seq),
        )
        .unwrap();
    assert_eq!(fixed.body.uid, p1.body.uid);
    let hits = e
        .precedents()
        .search(&Query {
            text: "peon".into(),
            ..Default::default()
        })
        .unwrap();
    assert_eq!(
        hits.iter().map(|h| h.precedent.seq).collect::<Vec<_>>(),
        [fixed.seq]
    );
    // Export, import into an archive twice: the second time everything is a duplicate.
    let doc = serde_json::to_string_pretty(&e.precedents().export().unwrap()).unwrap();
    let mut club = Archive::create(&dir.path("club.db"), "Club de Ajedrez").unwrap();
    let first = club.import("event.json", &doc).unwrap();
    assert_eq!(first.imported.len(), 2);
    let again = club.import("event.json", &doc).unwrap();
    assert_eq!((again.imported.len(), again.duplicates.len()), (0, 2));
    let collected = club.collect(&e).unwrap();
    assert_eq!(collected.duplicates.len(), 2);
    let report = club.verify().unwrap();
    assert!(report.is_intact(), "{:?}", report.problems);
    // An export edited by hand is refused as a whole.
    let tampered = doc.replacen("Escudo", "Espada", 1);
    let err = club.import("edited.json", &tampered).unwrap_err();
    assert!(err.to_string().contains("fingerprint"), "{err}");
}

/// The TRF export reads back as the same tournament, is consistent (scores
/// follow from results), and a TRF's players import; a bad TRF names its line.
#[test]
fn trf_export_reads_back_and_players_import() {
    let dir = TempDir::new("trf");
    let mut e = event_with_players(&dir, "fide", "90+30", 7);
    e.players().request_bye(3, 2, ByeKind::Half).unwrap();
    pair_all(&mut e);
    for g in e.rounds().games(1).unwrap() {
        if g.black.is_some() {
            let r = if g.board == 1 {
                "1/2-1/2"
            } else if g.board == 2 {
                "-+"
            } else {
                "1-0"
            };
            e.rounds()
                .set_result(1, g.board, ResultEntry::parse(r, false).unwrap(), None, None)
                .unwrap();
        }
    }
    e.players().withdraw(7, Some(1)).unwrap();
    for version in [arbitro_trf::TrfVersion::Trf16, arbitro_trf::TrfVersion::Trf2026] {
        let text = e.rounds().export_trf(version).unwrap();
        let mut t = arbitro_trf::parse(&text).unwrap();
        t.validate().unwrap();
        assert_eq!(arbitro_trf::write(&t, version).unwrap(), text);
        // The export carries the register head, to check the file against later.
        let head = e.register_head().unwrap();
        assert_eq!(t.comments, [format!("arbitro register {}", head.stamp())]);
        let claim =
            arbitro_store::HeadClaim::read(t.comments[0].trim_start_matches("arbitro register ")).unwrap();
        assert!(e.verify_head(&claim).unwrap().is_empty());
        t.comments.clear();
        // The report carries the ranks by the call's tie-breaks (columns 86-89).
        assert!(t.players.iter().all(|p| p.rank.is_some()), "ranks written");
        for p in &mut t.players {
            p.rank = None;
        }
        assert_eq!(t, e.rounds().tournament().unwrap());
        // Round 2's known absences are explicit: the half-point bye and the withdrawal.
        assert_eq!(
            t.player(e.players().get(3).unwrap().pairing_number)
                .unwrap()
                .cell(2)
                .result,
            arbitro_trf::ResultCode::HalfPointBye
        );
        assert_eq!(
            t.player(e.players().get(7).unwrap().pairing_number)
                .unwrap()
                .cell(2)
                .result,
            arbitro_trf::ResultCode::ZeroPointBye
        );
    }
    let table = e.rounds().standings().unwrap();
    assert_eq!(table.rows.len(), 7);
    assert_eq!(table.columns.len(), 3);
    // Import the exported players into a new event.
    let text = e.rounds().export_trf(arbitro_trf::TrfVersion::Trf16).unwrap();
    let dir2 = TempDir::new("trf2");
    let e2 = event_with_players(&dir2, "fide", "90+30", 0);
    let report = e2.players().import_trf("export.trf", &text).unwrap();
    assert_eq!(report.players.len(), 7);
    assert_eq!(
        e2.players().all().unwrap()[0].input.name,
        e.players().all().unwrap()[0].input.name
    );
    // A bad rating on the third player line: refused with its line, nothing imported.
    let lines: Vec<String> = text.lines().map(String::from).collect();
    let third = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.starts_with("001"))
        .nth(2)
        .unwrap()
        .0;
    let mut bad = lines.clone();
    bad[third].replace_range(10..13, "XX ");
    let dir3 = TempDir::new("trf3");
    let e3 = event_with_players(&dir3, "fide", "90+30", 0);
    match e3.players().import_trf("bad.trf", &bad.join("\n")) {
        Err(StoreError::Import { problems, .. }) => {
            assert!(problems.iter().any(|p| p.line == third + 1), "{problems:?}")
        }
        other => panic!("expected an import error, got {other:?}"),
    }
    assert!(e3.players().all().unwrap().is_empty());
}

#[test]
fn round_robin_pairs_by_berger_tables() {
    let dir = TempDir::new("rr");
    let mut c = common::call("fide", "90+30");
    c.system = arbitro_store::call::PairingSystem::RoundRobin;
    c.rounds = 5;
    let e = Event::create(&dir.path("rr.db"), c).unwrap();
    for i in 0..6 {
        e.players()
            .add(
                arbitro_store::players::PlayerInput {
                    name: format!("P{i}"),
                    rating: 2000 - i,
                    ..Default::default()
                },
                None,
            )
            .unwrap();
    }
    let mut met = std::collections::HashSet::new();
    for _ in 0..5 {
        let (round, _) = e.rounds().pair_next().unwrap();
        for g in e.rounds().games(round.number).unwrap() {
            let b = g.black.unwrap();
            assert!(met.insert((g.white.min(b), g.white.max(b))), "rematch");
            e.rounds()
                .set_result(
                    round.number,
                    g.board,
                    ResultEntry::parse("1-0", false).unwrap(),
                    None,
                    None,
                )
                .unwrap();
        }
    }
    assert_eq!(met.len(), 15, "everyone met everyone once");
}

/// The Dutch engine pairs the event round by round from the event's own TRF
/// (FIDE C.04.3): no rematches, requested byes respected, one bye for an odd field.
#[test]
fn dutch_rounds_paired_through_the_trf_export() {
    let dir = TempDir::new("dutch");
    let e = event_with_players(&dir, "fide", "90+30", 11);
    e.players().request_bye(4, 2, ByeKind::Half).unwrap();
    let mut met = std::collections::HashSet::new();
    for round in 1..=4u32 {
        let (r, check) = e.rounds().pair_next().unwrap();
        assert_eq!(r.number, round);
        assert!(check.errors.is_empty());
        let games = e.rounds().games(round).unwrap();
        let byes: Vec<_> = games.iter().filter(|g| g.black.is_none()).collect();
        let expected_byes = if round == 2 { 0 } else { 1 };
        assert_eq!(byes.len(), expected_byes, "round {round}");
        for g in &games {
            if let Some(b) = g.black {
                assert!(
                    met.insert((g.white.min(b), g.white.max(b))),
                    "rematch in round {round}"
                );
                assert!(round != 2 || (g.white != 4 && b != 4), "player 4 asked for a bye");
                e.rounds()
                    .set_result(
                        round,
                        g.board,
                        ResultEntry::parse("1-0", false).unwrap(),
                        None,
                        None,
                    )
                    .unwrap();
            }
        }
    }
    let text = e.rounds().export_trf(arbitro_trf::TrfVersion::Trf16).unwrap();
    arbitro_trf::parse(&text).unwrap().validate().unwrap();
}

/// A Baku event (C.04.7) exports its acceleration as virtual points (`250`
/// records, group A = the first half rounded up to an even number) under the
/// plain Dutch type that engines read, so another engine pairs the next
/// round from the file exactly as the store did.
#[test]
fn baku_events_export_their_virtual_points() {
    let dir = TempDir::new("baku");
    let mut c = common::call("fide", "90+30");
    c.system = arbitro_store::call::PairingSystem::DutchBaku;
    let e = Event::create(&dir.path("baku.db"), c).unwrap();
    for i in 0..13 {
        e.players()
            .add(
                arbitro_store::players::PlayerInput {
                    name: format!("Jugador {i:02}"),
                    rating: 2400 - 10 * i as u16,
                    ..Default::default()
                },
                None,
            )
            .unwrap();
    }
    let text = e.rounds().export_trf(arbitro_trf::TrfVersion::Trf2026).unwrap();
    assert!(text.contains("\n192 FIDE_DUTCH_2025\n"), "{text}");
    let t = arbitro_trf::parse(&text).unwrap();
    // 13 players: group A is players 1 to 8; 5 rounds: a win's worth in
    // rounds 1 and 2, a draw's in round 3.
    assert!(!t.accelerations.is_empty());
    assert!(
        t.accelerations
            .iter()
            .all(|a| a.first_player == 1 && a.last_player == 8)
    );
    assert_eq!(t.acceleration(8, 1), t.scoring.win);
    assert_eq!(t.acceleration(9, 1), arbitro_trf::Points::ZERO);
    assert_eq!(t.acceleration(1, 3), t.scoring.draw);
    assert_eq!(t.acceleration(1, 4), arbitro_trf::Points::ZERO);
    let from_file = arbitro_pairing::pair_next_round(&t, &arbitro_pairing::DutchOptions::default()).unwrap();
    e.rounds().pair_next().unwrap();
    let number = |id: i64| e.players().get(id).unwrap().pairing_number;
    let stored: std::collections::BTreeSet<(u32, u32)> = e
        .rounds()
        .games(1)
        .unwrap()
        .iter()
        .filter_map(|g| g.black.map(|b| (number(g.white), number(b))))
        .collect();
    let engine: std::collections::BTreeSet<(u32, u32)> =
        from_file.games.iter().map(|g| (g.white, g.black)).collect();
    assert_eq!(stored, engine);
}
