//! Corrections (AM-AC): incidents and sanctions are corrected by new
//! register entries that reference the old ones; the consequences of the old
//! sanction (result, clock, excluded rounds, expulsion) are undone, the
//! corrected ones applied, and the ladder and the standings follow.

mod common;

use arbitro_clock::{ClockEvent, ClockEventKind, Side};
use arbitro_store::discipline::{FaultKind, LadderStep, Penalty};
use arbitro_store::{
    ByeKind, Event, IncidentCorrection, IncidentInput, ResultEntry, SanctionChoice, SanctionCorrection,
};
use common::{TempDir, event_with_players};

fn input(player: i64, fault: FaultKind, game: Option<(u32, u32)>) -> IncidentInput {
    IncidentInput {
        player,
        round: game.map(|g| g.0),
        board: game.map(|g| g.1),
        fault,
        description: "descripción".into(),
        card_code: None,
        window: None,
        result: None,
        arbiter: "Ana Árbitro".into(),
        opponent_can_mate: None,
    }
}

fn correction(penalties: Vec<Penalty>) -> SanctionCorrection {
    SanctionCorrection {
        penalties,
        reason: "the video shows the card was not marked".into(),
        arbiter: "Ana Árbitro".into(),
        result: None,
    }
}

fn points(e: &Event, player: i64) -> String {
    e.rounds()
        .standings()
        .unwrap()
        .rows
        .into_iter()
        .find(|r| r.player == player)
        .map(|r| r.points)
        .unwrap_or_default()
}

/// Four players, round 1 paired 1-2 and 3-4 (player ids), all results in.
fn event(dir: &TempDir, family: &str) -> Event {
    let e = event_with_players(dir, family, "10+5", 4);
    e.rounds()
        .store(vec![(1, Some(2)), (3, Some(4))], "manual")
        .unwrap();
    e
}

/// AM-AC, FIDE 12.9.6: a loss of the game corrected to a warning gives
/// the game back its result; the standings and the ladder follow.
#[test]
fn am_ac_corrected_loss_restores_the_result_and_the_standings() {
    let dir = TempDir::new("corr-result");
    let e = event(&dir, "fide");
    e.rounds()
        .set_result(1, 1, ResultEntry::parse("1/2-1/2", false).unwrap(), None, None)
        .unwrap();
    e.rounds()
        .set_result(1, 2, ResultEntry::parse("1-0", false).unwrap(), None, None)
        .unwrap();
    let lost = e
        .discipline()
        .record_incident(
            input(1, FaultKind::MarkedCards, Some((1, 1))),
            SanctionChoice::Deviate {
                penalties: vec![Penalty::GameLost {
                    opponent_half_points: 2,
                }],
                reason: "marked the whole suit".into(),
            },
        )
        .unwrap();
    assert_eq!(e.rounds().game(1, 1).unwrap().result_text(), "0-1");
    assert_eq!((points(&e, 1).as_str(), points(&e, 2).as_str()), ("0", "1"));
    let seq = lost.sanction_seq.unwrap();
    let out = e
        .discipline()
        .correct_sanction(seq, correction(vec![Penalty::Warning]))
        .unwrap();
    assert!(
        out.effects.iter().any(|x| {
            let es = arbitro_i18n::render(arbitro_i18n::Lang::Es, x);
            arbitro_i18n::render(arbitro_i18n::Lang::En, x).contains("restored to ½-½")
                && es.contains("devuelto a ½-½")
        }),
        "{:?}",
        out.effects
    );
    assert_eq!(e.rounds().game(1, 1).unwrap().result_text(), "½-½");
    assert_eq!((points(&e, 1).as_str(), points(&e, 2).as_str()), ("0.5", "0.5"));
    // The ladder counts the correction (a warning), not the corrected entry.
    let sanctions = e.discipline().sanctions().unwrap();
    let counts: Vec<(i64, bool)> = sanctions.iter().map(|(s, _, c)| (*s, *c)).collect();
    assert_eq!(counts, [(seq, false), (out.sanction_seq.unwrap(), true)]);
    assert_eq!(
        e.discipline()
            .suggest_sanction(1, FaultKind::MarkedCards, None, None, None)
            .unwrap()
            .step,
        Some(LadderStep::TimeAdjustment)
    );
    // A corrected entry is not corrected twice: the newest one is.
    let err = e
        .discipline()
        .correct_sanction(seq, correction(vec![]))
        .unwrap_err();
    assert!(
        err.to_string().contains(&format!(
            "already corrected by entry {}",
            out.sanction_seq.unwrap()
        )),
        "{err}"
    );
    // Annulled altogether: the ladder starts again at the warning.
    e.discipline()
        .correct_sanction(out.sanction_seq.unwrap(), correction(vec![]))
        .unwrap();
    assert_eq!(
        e.discipline()
            .suggest_sanction(1, FaultKind::MarkedCards, None, None, None)
            .unwrap()
            .step,
        Some(LadderStep::Warning)
    );
    assert!(e.discipline().player_record(1).unwrap().counts.is_empty());
    let report = e.verify().unwrap();
    assert!(report.is_intact(), "{:?}", report.problems);
}

/// A result changed after the sanction is not silently overwritten: the
/// arbiter says which result the game must have.
#[test]
fn am_ac_a_result_changed_since_needs_the_arbiter() {
    let dir = TempDir::new("corr-changed");
    let e = event(&dir, "fide");
    let lost = e
        .discipline()
        .record_incident(
            input(2, FaultKind::UnauthorisedDevice, Some((1, 1))),
            SanctionChoice::Suggested,
        )
        .unwrap();
    assert_eq!(e.rounds().game(1, 1).unwrap().result_text(), "1-0");
    e.rounds()
        .set_result(
            1,
            1,
            ResultEntry::parse("1-0", true).unwrap(),
            Some("Ana Árbitro"),
            Some("retyped"),
        )
        .unwrap();
    e.rounds()
        .set_result(1, 1, ResultEntry::parse("1/2-1/2", false).unwrap(), None, None)
        .unwrap();
    let seq = lost.sanction_seq.unwrap();
    let head = e.register_head().unwrap();
    let err = e
        .discipline()
        .correct_sanction(seq, correction(vec![Penalty::Warning]))
        .unwrap_err();
    assert!(err.to_string().contains("say which result"), "{err}");
    assert_eq!(e.register_head().unwrap(), head, "nothing recorded");
    let mut c = correction(vec![Penalty::Warning]);
    c.result = ResultEntry::parse("0-1", true);
    e.discipline().correct_sanction(seq, c).unwrap();
    let g = e.rounds().game(1, 1).unwrap();
    assert_eq!(g.result_text(), "0-1");
    assert_eq!(g.decided_by.as_deref(), Some("Ana Árbitro"));
}

/// FIDE 12.9.2: time given to the opponent is taken back on the running clock.
#[test]
fn am_ac_time_adjustment_is_taken_back_on_the_clock() {
    let dir = TempDir::new("corr-clock");
    let e = event(&dir, "fide");
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
    let out = e
        .discipline()
        .record_incident(
            input(1, FaultKind::IllegalMove, Some((1, 1))),
            SanctionChoice::Suggested,
        )
        .unwrap();
    let black = |e: &Event| e.boards().clock(1, 1, Some(0)).unwrap().reading.black_ms;
    assert_eq!(black(&e), 660_000);
    e.discipline()
        .correct_sanction(out.sanction_seq.unwrap(), correction(vec![Penalty::Warning]))
        .unwrap();
    assert_eq!(black(&e), 600_000);
    let log = e.boards().clock(1, 1, None).unwrap().events;
    assert!(
        log.last()
            .unwrap()
            .note
            .as_deref()
            .unwrap()
            .contains("correction of sanction")
    );
}

/// The incident was recorded against the wrong player: corrected, the
/// sanction moves with it and each player's ladder is as if it always had.
#[test]
fn am_ac_incident_corrected_to_another_player() {
    let dir = TempDir::new("corr-player");
    let e = event(&dir, "magico-classic");
    let first = e
        .discipline()
        .record_incident(input(3, FaultKind::ShowingHand, None), SanctionChoice::Suggested)
        .unwrap();
    assert_eq!(
        e.discipline().player_record(3).unwrap().counts,
        [(FaultKind::ShowingHand, 1)]
    );
    let (incident, corr) = e
        .discipline()
        .correct_incident(
            first.incident_seq,
            IncidentCorrection {
                input: input(4, FaultKind::ShowingHand, None),
                sanction: SanctionChoice::Suggested,
                reason: "the wrong name was written down".into(),
                result: None,
            },
        )
        .unwrap();
    assert_eq!(incident.incident.corrects, Some(first.incident_seq));
    assert_eq!(corr.corrects_sanction, first.sanction_seq);
    assert!(e.discipline().player_record(3).unwrap().counts.is_empty());
    assert_eq!(
        e.discipline().player_record(4).unwrap().counts,
        [(FaultKind::ShowingHand, 1)]
    );
    assert_eq!(
        corr.sanction.unwrap().suggested.step,
        Some(LadderStep::Warning),
        "suggested as if the old sanction had never been"
    );
    let corrected = e.discipline().corrections().unwrap();
    assert_eq!(corrected.get(&first.incident_seq), Some(&incident.incident_seq));
    // Correcting the correction to "no sanction" annuls it.
    e.discipline()
        .correct_incident(
            incident.incident_seq,
            IncidentCorrection {
                input: input(4, FaultKind::ShowingHand, None),
                sanction: SanctionChoice::None {
                    reason: "she was only sorting her hand".into(),
                },
                reason: "reviewed".into(),
                result: None,
            },
        )
        .unwrap();
    assert!(e.discipline().player_record(4).unwrap().counts.is_empty());
    assert!(e.verify().unwrap().is_intact());
}

/// FIDE 12.9.8 and 12.9.9: exclusion and expulsion are lifted by a correction.
#[test]
fn am_ac_exclusion_and_expulsion_are_lifted() {
    let dir = TempDir::new("corr-expel");
    let e = event(&dir, "fide");
    e.players().request_bye(3, 3, ByeKind::Half).unwrap();
    let out = e
        .discipline()
        .record_incident(
            input(3, FaultKind::Disturbing, None),
            SanctionChoice::Deviate {
                penalties: vec![
                    Penalty::ExcludedFromRounds { rounds: vec![2, 3] },
                    Penalty::Expulsion,
                ],
                reason: "threatened the opponent".into(),
            },
        )
        .unwrap();
    let p = e.players().get(3).unwrap();
    assert_eq!(p.withdrawn_after, Some(1));
    let correction_out = e
        .discipline()
        .correct_sanction(
            out.sanction_seq.unwrap(),
            correction(vec![Penalty::ExcludedFromRounds { rounds: vec![2] }]),
        )
        .unwrap();
    assert_eq!(
        e.players().get(3).unwrap().withdrawn_after,
        None,
        "{:?}",
        correction_out.effects
    );
    let byes: Vec<(u32, &str)> = e
        .players()
        .bye_requests()
        .unwrap()
        .iter()
        .filter(|b| b.player == 3)
        .map(|b| (b.round, b.kind.code()))
        .collect();
    // Round 2 stays excluded (the correction keeps it); round 3 gets back the half-point bye asked for.
    assert_eq!(byes, [(2, "Z"), (3, "H")]);
}
