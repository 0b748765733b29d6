//! Doubles/bughouse events (AM-R3, AM-R13, AM-R15) on real event files:
//! teams of two, team rounds by the Berger tables and by the Dutch engine
//! over the teams, bughouse seats, one team result on both boards, team
//! standings with the call's tie-breaks.

mod common;

use std::collections::HashSet;

use arbitro_store::call::EventCall;
use arbitro_store::discipline::{FaultKind, Penalty};
use arbitro_store::players::PlayerInput;
use arbitro_store::teams::Team;
use arbitro_store::{Event, IncidentInput, ResultEntry, SanctionChoice, parse_time};
use common::TempDir;

fn call(system: &str, rounds: u32) -> EventCall {
    // C.07 article 8: no Buchholz in a round robin.
    let tiebreaks = if system == "dutch" {
        r#""BH","SB""#
    } else {
        r#""SB","DE""#
    };
    serde_json::from_str(&format!(
        r#"{{"name":"Pasapiezas de Otoño","start_date":"2026-10-03","end_date":"2026-10-03",
            "chief_arbiter":"Ana Árbitro","family":"bughouse","system":"{system}","rounds":{rounds},
            "time_control":"20+5","tiebreaks":[{tiebreaks}],
            "communication_policy":"partners may talk about material only; no move suggestions"}}"#
    ))
    .expect("call json")
}

/// A doubles event with `n` teams of two (team i: players 2i+1 and 2i+2).
fn event(dir: &TempDir, system: &str, rounds: u32, n: usize) -> Event {
    let mut e = Event::create(&dir.path("bughouse.db"), call(system, rounds)).unwrap();
    e.set_time(Some(parse_time("2026-10-03T10:00:00+02:00").unwrap()));
    for i in 0..2 * n {
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
    for t in 0..n as i64 {
        e.teams()
            .add(&format!("Equipo {}", t + 1), 2 * t + 1, 2 * t + 2)
            .unwrap();
    }
    e
}

fn team(e: &Event, id: i64) -> Team {
    e.teams().get(id).unwrap()
}

/// AM-R3: in each match team one has White on board A and Black on board B,
/// the board-1 players meet on A and the board-2 players on B.
fn assert_seats(e: &Event, round: u32) {
    for m in e.teams().matches(round).unwrap() {
        let one = team(e, m.team_one);
        let a = e.rounds().game(round, m.board_a).unwrap();
        let b = e.rounds().game(round, m.board_b).unwrap();
        match m.team_two {
            Some(two) => {
                let two = team(e, two);
                assert_eq!((a.white, a.black), (one.board1, Some(two.board1)));
                assert_eq!((b.white, b.black), (two.board2, Some(one.board2)));
            }
            None => {
                assert_eq!(
                    (a.white, a.black, b.white, b.black),
                    (one.board1, None, one.board2, None)
                );
            }
        }
    }
}

fn result(text: &str) -> ResultEntry {
    ResultEntry::parse(text, false).unwrap()
}

#[test]
fn am_r3_round_robin_of_teams_with_one_result_on_both_boards() {
    let dir = TempDir::new("teams-rr");
    let e = event(&dir, "round-robin", 3, 4);
    let teams = e.teams().all().unwrap();
    assert_eq!(teams.iter().map(|t| t.number).collect::<Vec<_>>(), [1, 2, 3, 4]);
    assert_eq!(teams[0].rating, 2193, "average of 2200 and 2185, rounded up");
    let mut met = HashSet::new();
    for round in 1..=3 {
        let (r, check) = e.rounds().pair_next().unwrap();
        assert_eq!(r.system, "berger-teams");
        assert!(check.warnings.is_empty(), "{:?}", check.warnings);
        assert_seats(&e, round);
        let matches = e.teams().matches(round).unwrap();
        assert_eq!(matches.len(), 2);
        for m in &matches {
            let pair = (
                m.team_one.min(m.team_two.unwrap()),
                m.team_one.max(m.team_two.unwrap()),
            );
            assert!(met.insert(pair), "teams {pair:?} meet twice");
        }
        // Match 1 ends on board B, won by team two's board-2 player (White there).
        e.rounds()
            .set_result(round, matches[0].board_b, result("1-0"), None, None)
            .unwrap();
        // Match 2 ends on board A in a draw.
        e.rounds()
            .set_result(round, matches[1].board_a, result("1/2-1/2"), None, None)
            .unwrap();
        let after = e.teams().matches(round).unwrap();
        assert_eq!(after[0].result, Some((0, 2)));
        assert_eq!(after[0].decided_on.as_deref(), Some("B"));
        assert_eq!(
            e.rounds().game(round, after[0].board_a).unwrap().result_text(),
            "0-1"
        );
        assert_eq!(after[1].result, Some((1, 1)));
        assert_eq!(
            e.rounds().game(round, after[1].board_b).unwrap().result_text(),
            "½-½"
        );
    }
    assert_eq!(met.len(), 6, "every pair of four teams met once");
    let table = e.teams().standings().unwrap();
    assert_eq!(table.rounds, 3);
    let total: f64 = table.rows.iter().map(|r| r.points.parse::<f64>().unwrap()).sum();
    assert_eq!(total, 6.0, "six matches, one point each");
    assert_eq!(table.columns, ["SB", "DE"]);
    // The player-level view is consistent: partners share the team result.
    for t in e.teams().all().unwrap() {
        let s = e.rounds().scores_after(3).unwrap();
        assert_eq!(s.get(&t.board1), s.get(&t.board2), "{}", t.name);
    }
    // Teams are fixed once a round robin started; player pairings are refused.
    assert!(e.teams().add("Tarde", 1, 3).is_err());
    assert!(e.rounds().store(vec![(1, Some(3))], "manual").is_err());
}

#[test]
fn am_r15_swiss_of_teams_by_the_dutch_engine_with_a_bye() {
    let dir = TempDir::new("teams-swiss");
    let e = event(&dir, "dutch", 4, 5);
    let mut met = HashSet::new();
    let mut byes = Vec::new();
    for round in 1..=4 {
        let (r, check) = e.rounds().pair_next().unwrap();
        assert_eq!(r.system, "dutch-teams");
        assert!(check.errors.is_empty());
        assert_seats(&e, round);
        let matches = e.teams().matches(round).unwrap();
        assert_eq!(matches.len(), 3, "two matches and the bye");
        for m in &matches {
            match m.team_two {
                Some(two) => {
                    assert!(
                        met.insert((m.team_one.min(two), m.team_one.max(two))),
                        "rematch in round {round}"
                    );
                    // The higher seeded team wins on board A.
                    let one_better = team(&e, m.team_one).number < team(&e, two).number;
                    e.rounds()
                        .set_result(
                            round,
                            m.board_a,
                            result(if one_better { "1-0" } else { "0-1" }),
                            None,
                            None,
                        )
                        .unwrap();
                }
                None => byes.push(m.team_one),
            }
        }
    }
    let unique: HashSet<_> = byes.iter().collect();
    assert_eq!(unique.len(), 4, "no team gets the bye twice: {byes:?}");
    let table = e.teams().standings().unwrap();
    assert_eq!(table.rows[0].name, "Equipo 1");
    assert_eq!(table.rows[0].points, "4");
    // The bye scored the call's bye points for both partners.
    let t = team(&e, byes[0]);
    let s = e.rounds().scores_after(1).unwrap();
    assert_eq!((s[&t.board1], s[&t.board2]), (2, 2));
}

#[test]
fn am_ac_a_lost_game_loses_the_team_game() {
    let dir = TempDir::new("teams-sanction");
    let e = event(&dir, "round-robin", 3, 4);
    e.rounds().pair_next().unwrap();
    let m = e.teams().matches(1).unwrap()[0].clone();
    let offender = e.rounds().game(1, m.board_b).unwrap().black.unwrap();
    e.discipline()
        .record_incident(
            IncidentInput {
                player: offender,
                round: Some(1),
                board: Some(m.board_b),
                fault: FaultKind::ImproperCommunication,
                description: "told the partner which piece to drop".into(),
                card_code: None,
                window: None,
                result: None,
                arbiter: "Ana Árbitro".into(),
                opponent_can_mate: None,
            },
            SanctionChoice::Deviate {
                penalties: vec![Penalty::GameLost {
                    opponent_half_points: 2,
                }],
                reason: "second warning already given verbally (AM-R15 policy)".into(),
            },
        )
        .unwrap();
    // The offender (team one, Black on B) lost: team two wins, on both boards.
    assert_eq!(e.teams().matches(1).unwrap()[0].result, Some((0, 2)));
    assert_eq!(e.rounds().game(1, m.board_a).unwrap().result_text(), "0-1");
}

#[test]
fn teams_are_checked_on_entry() {
    let dir = TempDir::new("teams-entry");
    let e = event(&dir, "dutch", 3, 2);
    let err = e.teams().add("Equipo 1", 1, 1).unwrap_err().to_string();
    assert!(
        err.contains("two different players") && err.contains("already called"),
        "{err}"
    );
    let err = e.teams().add("Otro", 2, 99).unwrap_err().to_string();
    assert!(
        err.contains("already plays for 'Equipo 1'") && err.contains("99"),
        "{err}"
    );
    e.rounds().pair_next().unwrap();
    let err = e
        .rounds()
        .swap_boards(1, 1, 2, "Ana Árbitro", "light")
        .unwrap_err()
        .to_string();
    assert!(err.contains("team matches"), "{err}");
    // A FIDE event has no teams.
    let dir2 = TempDir::new("teams-fide");
    let f = common::event_with_players(&dir2, "fide", "90+30", 2);
    assert!(
        f.teams()
            .add("X", 1, 2)
            .unwrap_err()
            .to_string()
            .contains("AM-R3")
    );
}
