//! The organiser's rules the store enforces for the CLI and the app alike:
//! a result changed after the next round is paired needs a reason and is a
//! register entry, and the checker says which later pairings it would have
//! changed; late entries keep everyone's pairing number once round 4 is
//! paired (C.04.2); forbidden pairings reach the Dutch engine.

mod common;

use arbitro_i18n::{Lang, Message, render};
use arbitro_store::players::PlayerInput;
use arbitro_store::{Event, ForbiddenPairing, ResultEntry, StoreError};
use common::{TempDir, at, event_with_players};

fn results(e: &mut Event, round: u32, result: &str) {
    let entry = ResultEntry::parse(result, false).unwrap();
    for g in e.rounds().games(round).unwrap() {
        if g.black.is_some() {
            e.rounds().set_result(round, g.board, entry, None, None).unwrap();
        }
    }
}

#[test]
fn a_result_changed_after_the_next_round_is_paired_is_a_recorded_correction() {
    let dir = TempDir::new("late-result");
    let mut e = event_with_players(&dir, "fide", "90+30", 8);
    e.rounds().pair_next().unwrap();
    results(&mut e, 1, "1-0");
    e.rounds().pair_next().unwrap();
    let before = e.register_head().unwrap().count;

    // set_result refuses, in the user's language, naming the rounds.
    let win_for_black = ResultEntry::parse("0-1", false).unwrap();
    let refused = e
        .rounds()
        .set_result(1, 1, win_for_black, None, None)
        .unwrap_err();
    assert!(matches!(refused, StoreError::LateResult(_)), "{refused}");
    assert_eq!(refused.code(), "store-late-result-needs-reason");
    assert!(render(Lang::Es, &refused).contains("La ronda 2 ya está emparejada"));
    assert_eq!(
        e.rounds().game(1, 1).unwrap().result_text(),
        "1-0",
        "nothing changed"
    );

    // Without a reason (or an arbiter) the correction is refused too.
    assert_eq!(
        e.rounds()
            .correct_result(1, 1, win_for_black, "  ", "Ana Árbitro")
            .unwrap_err()
            .code(),
        "store-late-result-needs-reason"
    );
    assert_eq!(
        e.rounds()
            .correct_result(1, 1, win_for_black, "planilla firmada", "")
            .unwrap_err()
            .code(),
        "store-late-result-needs-arbiter"
    );

    // With them it is stored, recorded and checked against round 2.
    at(&mut e, "2026-03-01T18:00:00+01:00");
    let done = e
        .rounds()
        .correct_result(1, 1, win_for_black, "la planilla firmada dice 0-1", "Ana Árbitro")
        .unwrap();
    assert_eq!(done.game.result_text(), "0-1");
    let entry = done.entry.expect("a register entry");
    assert_eq!(e.register_head().unwrap().count, before + 1);
    let recorded = e.rounds().result_corrections().unwrap();
    assert_eq!(recorded.len(), 1);
    let (seq, c) = &recorded[0];
    assert_eq!(*seq, entry);
    assert_eq!((c.round, c.board, c.paired_rounds), (1, 1, 2));
    assert_eq!(c.before.result_text(), "1-0");
    assert_eq!(c.after.result_text(), "0-1");
    assert_eq!(c.reason, "la planilla firmada dice 0-1");
    assert!(e.verify().unwrap().is_intact());
    // Board 1's players swap score groups: round 2 would be paired otherwise.
    assert_eq!(done.changed.len(), 1, "{:?}", done.changed);
    assert_eq!(done.changed[0].round, 2);
    assert!(!done.changed[0].stored.is_empty() && !done.changed[0].engine.is_empty());

    // The same result again is not a correction.
    assert_eq!(
        e.rounds()
            .correct_result(1, 1, win_for_black, "otra vez", "Ana Árbitro")
            .unwrap_err()
            .code(),
        "store-late-result-unchanged"
    );

    // In the round being played, results are entered as usual.
    results(&mut e, 2, "1/2-1/2");
    let ordinary = e.rounds().correct_result(2, 1, win_for_black, "", "").unwrap();
    assert_eq!(ordinary.entry, None);
}

#[test]
fn late_entries_keep_pairing_numbers_once_round_4_is_paired() {
    let dir = TempDir::new("late-entry");
    let mut e = event_with_players(&dir, "fide", "90+30", 8);
    let late = |name: &str, rating: u16| PlayerInput {
        name: name.into(),
        rating,
        ..Default::default()
    };
    // Before round 4: the ranking order decides (the strongest is number 1).
    e.rounds().pair_next().unwrap();
    at(&mut e, "2026-03-01T12:00:00+01:00");
    let early = e.players().add(late("Temprano, Ana", 2500), Some(2)).unwrap();
    assert_eq!(early.pairing_number, 1);
    for r in 1..=3 {
        if r > 1 {
            e.rounds().pair_next().unwrap();
        }
        results(&mut e, r, "1/2-1/2");
    }
    at(&mut e, "2026-03-02T09:00:00+01:00");
    e.rounds().pair_next().unwrap();
    let numbers: Vec<(i64, u32)> = e
        .players()
        .all()
        .unwrap()
        .iter()
        .map(|p| (p.id, p.pairing_number))
        .collect();
    // After round 4 is paired: the next number, whatever the rating.
    at(&mut e, "2026-03-02T10:00:00+01:00");
    let strong = e.players().add(late("Tardío, Bruno", 2700), Some(5)).unwrap();
    assert_eq!(strong.pairing_number, 10);
    for (id, n) in numbers {
        assert_eq!(
            e.players().get(id).unwrap().pairing_number,
            n,
            "player {id} kept their number"
        );
    }
}

#[test]
fn forbidden_pairings_are_kept_apart_by_the_engine() {
    let dir = TempDir::new("forbidden");
    let e = event_with_players(&dir, "fide", "90+30", 4);
    // Unforbidden, 1 meets 3 and 2 meets 4 (top half against bottom half).
    let ids: Vec<i64> = e.players().all().unwrap().iter().map(|p| p.id).collect();
    e.rounds()
        .set_forbidden(vec![ForbiddenPairing {
            players: vec![ids[0], ids[2]],
            first_round: None,
            last_round: Some(1),
        }])
        .unwrap();
    let (round, _) = e.rounds().pair_next().unwrap();
    for g in e.rounds().games(round.number).unwrap() {
        let pair = [g.white, g.black.unwrap_or(-1)];
        assert!(!(pair.contains(&ids[0]) && pair.contains(&ids[2])), "{pair:?}");
    }
    assert_eq!(e.rounds().forbidden().unwrap()[0].last_round, Some(1));
    let bad = e
        .rounds()
        .set_forbidden(vec![ForbiddenPairing {
            players: vec![ids[0], 999],
            first_round: None,
            last_round: None,
        }])
        .unwrap_err();
    assert_eq!(bad.code(), "store-forbidden-unknown-player");
}

/// The event as the engine saw it before an earlier round (for "why this
/// pairing?" and the check of a late correction) states the points of that
/// moment and no rank: the file reads back without a points mismatch.
#[test]
fn an_earlier_round_is_seen_with_the_points_of_its_time() {
    let dir = TempDir::new("before-round");
    let mut e = event_with_players(&dir, "fide", "90+30", 8);
    e.rounds().pair_next().unwrap();
    results(&mut e, 1, "1/2-1/2");
    e.rounds().pair_next().unwrap();
    results(&mut e, 2, "1-0");
    e.rounds().pair_next().unwrap();
    for round in 1..=3 {
        let t = e.rounds().tournament_before_round(round).unwrap();
        assert_eq!(t.validate(), Ok(()), "before round {round}");
        for p in &t.players {
            let stated = p.points.expect("points stated");
            assert_eq!(
                stated,
                p.points_after(round - 1, &t.scoring),
                "player {}",
                p.start_rank
            );
            assert_eq!(p.rank, None);
        }
    }
}
