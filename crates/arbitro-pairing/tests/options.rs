//! Settings beyond the plain Dutch pairing: prohibited pairings (260/XXP),
//! Baku acceleration (C.04.7), the checker on generated tournaments, and
//! the generator's result models.

use std::path::Path;

use arbitro_pairing::{
    Acceleration, DutchOptions, GeneratorOptions, ResultModel, check_last_round, generate, pair_next_round,
};
use arbitro_trf::{Colour, Player, ProhibitedPairing, ResultCode, Tournament, parse};

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
            half_byes: 0.03,
            zero_byes: 0.03,
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

/// Counts of White wins, draws and Black wins over the games of `t`.
fn outcomes(t: &Tournament) -> [usize; 3] {
    let mut counts = [0; 3];
    for p in &t.players {
        for cell in &p.rounds {
            if cell.colour != Some(Colour::White) {
                continue;
            }
            match cell.result {
                ResultCode::Win => counts[0] += 1,
                ResultCode::Draw => counts[1] += 1,
                ResultCode::Loss => counts[2] += 1,
                _ => {}
            }
        }
    }
    counts
}

/// `--results`: rating, uniform or fixed probabilities; the generated
/// results follow the model, and impossible probabilities are refused.
#[test]
fn result_models_shape_the_results() {
    assert_eq!("rating".parse::<ResultModel>(), Ok(ResultModel::Rating));
    assert_eq!("uniform".parse::<ResultModel>(), Ok(ResultModel::UNIFORM));
    assert_eq!(
        " 0.3, 0.4 ".parse::<ResultModel>(),
        Ok(ResultModel::Fixed {
            white_wins: 0.3,
            draws: 0.4
        })
    );
    for bad in ["0.8,0.5", "-0.1,0.2", "draws", "0.5"] {
        assert!(bad.parse::<ResultModel>().is_err(), "{bad}");
    }
    let run = |results| {
        generate(&GeneratorOptions {
            players: 100,
            rounds: 4,
            seed: 9,
            half_byes: 0.0,
            zero_byes: 0.0,
            forfeits: 0.0,
            double_forfeits: 0.0,
            results,
            ..GeneratorOptions::default()
        })
    };
    let all_drawn = run(ResultModel::Fixed {
        white_wins: 0.0,
        draws: 1.0,
    })
    .expect("generates");
    assert_eq!(outcomes(&all_drawn), [0, 200, 0]);
    let white_wins = run(ResultModel::Fixed {
        white_wins: 1.0,
        draws: 0.0,
    })
    .expect("generates");
    assert_eq!(outcomes(&white_wins), [200, 0, 0]);
    let uniform = outcomes(&run(ResultModel::UNIFORM).expect("generates"));
    assert_eq!(uniform.iter().sum::<usize>(), 200);
    for share in uniform {
        assert!((50..=84).contains(&share), "{uniform:?}");
    }
    assert!(
        run(ResultModel::Fixed {
            white_wins: 0.7,
            draws: 0.7
        })
        .is_err()
    );
}
