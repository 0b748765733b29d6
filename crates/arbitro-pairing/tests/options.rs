//! Settings beyond the plain Dutch pairing: prohibited pairings (260/XXP),
//! Baku acceleration (C.04.7), and the checker on generated tournaments.

use std::path::Path;

use arbitro_pairing::{
    Acceleration, DutchOptions, GeneratorOptions, check_last_round, generate, pair_next_round,
};
use arbitro_trf::{Colour, Player, ProhibitedPairing, Tournament, parse};

fn fixture(rel: &str) -> Tournament {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/pairing")
        .join(rel);
    parse(&std::fs::read_to_string(path).expect("fixture")).expect("parses")
}

fn meets(p: &arbitro_pairing::RoundPairing, a: u32, b: u32) -> bool {
    p.games
        .iter()
        .any(|g| (g.white, g.black) == (a, b) || (g.white, g.black) == (b, a))
}

/// A prohibition (XXP, or 260 for the round) keeps two players apart; a
/// 260 record for other rounds does not.
#[test]
fn prohibited_pairings_are_respected() {
    let t = fixture("dutch/dev-0003-n015-r06.trf").before_round(6);
    let plain = pair_next_round(&t, &DutchOptions::default()).expect("pairs");
    assert!(meets(&plain, 2, 7), "the recorded round pairs 2 and 7");

    let mut forbidden = t.clone();
    forbidden.prohibited.push(ProhibitedPairing {
        first_round: None,
        last_round: None,
        players: vec![2, 7],
    });
    let p = pair_next_round(&forbidden, &DutchOptions::default()).expect("still pairs");
    assert!(!meets(&p, 2, 7), "{p:?}");
    assert_eq!(p.games.len(), plain.games.len());

    let mut elsewhere = t.clone();
    elsewhere.prohibited.push(ProhibitedPairing {
        first_round: Some(1),
        last_round: Some(5),
        players: vec![2, 7],
    });
    assert_eq!(
        pair_next_round(&elsewhere, &DutchOptions::default()).expect("pairs"),
        plain
    );
}

/// Baku acceleration: in round 1 the first half of the field (rounded up
/// to an even number) has a virtual point, so its top player meets the top
/// of its lower half.
#[test]
fn baku_acceleration_in_round_one() {
    let mut t = Tournament {
        rounds: Some(9),
        initial_colour: Some(Colour::White),
        ..Tournament::default()
    };
    for i in 1..=40 {
        let mut p = Player::new(i, "x");
        p.rating = Some(2500 - i);
        t.players.push(p);
    }
    let plain = pair_next_round(&t, &DutchOptions::default()).expect("pairs");
    assert!(meets(&plain, 1, 21));
    let baku = DutchOptions {
        acceleration: Acceleration::Baku,
        ..DutchOptions::default()
    };
    let p = pair_next_round(&t, &baku).expect("pairs");
    assert!(meets(&p, 1, 11), "{p:?}");
    assert!(meets(&p, 21, 31), "{p:?}");
}

/// Generated tournaments are consistent and every round passes the checker
/// (with absences, forfeits and byes, in both editions).
#[test]
fn generated_rounds_pass_the_checker() {
    for (seed, edition) in [(5, None), (6, Some(arbitro_pairing::RulesEdition::Fide2017))] {
        let pairing = DutchOptions {
            edition,
            ..DutchOptions::default()
        };
        let t = generate(&GeneratorOptions {
            players: 31,
            rounds: 7,
            seed,
            byes: 0.06,
            forfeits: 0.05,
            pairing,
            ..GeneratorOptions::default()
        })
        .expect("generates");
        t.validate().expect("consistent");
        for r in 1..=7 {
            let upto = {
                let mut u = t.clone();
                for p in &mut u.players {
                    p.rounds.truncate(r);
                    p.points = Some(p.points_after(r as u32, &u.scoring));
                }
                u
            };
            let found = check_last_round(&upto, &pairing).expect("checks");
            assert!(found.is_empty(), "seed {seed} round {r}: {found:?}");
        }
    }
}
