//! The random tournament generator as FIDE's checklist asks for it (Q24–32)
//! and the checker over every round (Q21): every setting can be given and
//! each one left out is drawn from the seed; the same seed gives the same
//! file and another seed another; ratings from a list, a range, a spread;
//! results by the FIDE rating table; each kind of bye, forfeits, double
//! forfeits, unrated games; the tie-break list written and the final ranks
//! by it; every generated round passes the checker, and a wrong pairing
//! planted in round 3 of 9 is found by round and board.

use std::collections::BTreeSet;

use arbitro_pairing::{
    Discrepancy, DutchOptions, GeneratorOptions, GeneratorRequest, Ratings, ResultModel, check_rounds,
    generate,
};
use arbitro_trf::{Colour, ResultCode, RoundCell, Tournament, TrfVersion, write};

fn request(seed: u64) -> GeneratorRequest {
    GeneratorRequest {
        seed,
        ..GeneratorRequest::default()
    }
}

fn generated(r: &GeneratorRequest) -> Tournament {
    let options = r.resolve().expect("resolves");
    generate(&options).unwrap_or_else(|e| panic!("seed {}: {e}", r.seed))
}

#[test]
fn the_same_seed_repeats_a_tournament_and_another_seed_gives_another() {
    let a = write(&generated(&request(11)), TrfVersion::Trf2026).unwrap();
    let b = write(&generated(&request(11)), TrfVersion::Trf2026).unwrap();
    let c = write(&generated(&request(12)), TrfVersion::Trf2026).unwrap();
    assert_eq!(a, b);
    assert_ne!(a, c);
    // The file says how to make it again.
    assert!(
        a.lines()
            .any(|l| l.starts_with("012 Random tournament (seed 11)"))
    );
    assert!(
        a.lines()
            .any(|l| l.starts_with("### arbitro generate --seed 11 "))
    );
}

#[test]
fn unset_settings_are_drawn_and_given_ones_kept() {
    let mut sizes = BTreeSet::new();
    let mut lists = BTreeSet::new();
    let mut list_lengths = BTreeSet::new();
    let mut bakus = BTreeSet::new();
    for seed in 0..40 {
        let o = request(seed).resolve().unwrap();
        sizes.insert(o.players);
        assert!((6..=120).contains(&o.players), "{o:?}");
        assert!(o.rounds >= 1 && o.rounds <= 11);
        assert!((1..=4).contains(&o.tie_breaks.len()));
        list_lengths.insert(o.tie_breaks.len());
        lists.insert(o.tie_breaks.join(","));
        bakus.insert(o.pairing.acceleration == arbitro_pairing::Acceleration::Baku);
    }
    assert!(sizes.len() > 20, "players drawn: {sizes:?}");
    assert_eq!(list_lengths.len(), 4, "every list length from 1 to 4");
    assert!(lists.len() > 20);
    assert_eq!(bakus.len(), 2, "with and without Baku acceleration");
    let given = GeneratorRequest {
        seed: 3,
        players: Some(30),
        rounds: Some(7),
        half_byes: Some(0.0),
        tie_breaks: Some(vec!["SB".into()]),
        baku: Some(false),
        ..GeneratorRequest::default()
    }
    .resolve()
    .unwrap();
    assert_eq!((given.players, given.rounds, given.half_byes), (30, 7, 0.0));
    assert_eq!(given.tie_breaks, ["SB"]);
}

#[test]
fn ratings_from_a_list_a_range_and_a_spread() {
    let list: Ratings = "list:2400,2300,2200,2100,2000,1900".parse().unwrap();
    let o = GeneratorRequest {
        seed: 1,
        ratings: Some(list),
        rounds: Some(3),
        ..GeneratorRequest::default()
    }
    .resolve()
    .unwrap();
    assert_eq!(o.players, 6, "a list fixes the number of players");
    let t = generate(&o).unwrap();
    let ratings: Vec<u32> = t.players.iter().map(|p| p.rating.unwrap()).collect();
    assert_eq!(ratings, [2400, 2300, 2200, 2100, 2000, 1900]);

    let mut rng = arbitro_rng::Rng::from_seed(1);
    let range: Ratings = "range:1400-2400:100".parse().unwrap();
    // 2400 down to 1400 by 100 is 11 ratings; the 12th player starts again at 2400.
    let r = range.draw(14, &mut rng);
    let mut expected: Vec<u32> = (0..14).map(|i| 2400 - (i % 11) * 100).collect();
    expected.sort_unstable_by(|a, b| b.cmp(a));
    assert_eq!(r, expected);
    let spread: Ratings = "spread:1800:100".parse().unwrap();
    let s = spread.draw(500, &mut rng);
    let mean = s.iter().map(|&x| f64::from(x)).sum::<f64>() / 500.0;
    assert!((mean - 1800.0).abs() < 25.0, "{mean}");
    for bad in [
        "list:",
        "range:2400-1400:10",
        "spread:5000:10",
        "gauss",
        "range:1400-2400:0",
    ] {
        assert!(bad.parse::<Ratings>().is_err(), "{bad}");
    }
}

/// Results by the FIDE rating table: a player 200 points above scores 76 %
/// (B.02 8.1b); a difference over 400 counts as 400 (92 %).
#[test]
fn results_follow_the_fide_rating_table() {
    let score = |ratings: &str| {
        let o = GeneratorOptions {
            players: 2,
            rounds: 1,
            ratings: ratings.parse().unwrap(),
            half_byes: 0.0,
            zero_byes: 0.0,
            forfeits: 0.0,
            double_forfeits: 0.0,
            results: ResultModel::Rating,
            tie_breaks: Vec::new(),
            ..GeneratorOptions::default()
        };
        let mut points = 0.0;
        let n = 3000;
        for seed in 0..n {
            let t = generate(&GeneratorOptions { seed, ..o.clone() }).unwrap();
            points += t.players[0].points.unwrap().as_f64();
        }
        points / f64::from(n as u32)
    };
    let s200 = score("list:2000,1800");
    assert!((s200 - 0.76).abs() < 0.03, "200 points: {s200}");
    let s800 = score("list:2600,1800");
    assert!((s800 - 0.92).abs() < 0.02, "800 points count as 400: {s800}");
}

/// Every kind of bye, forfeits either way, double forfeits and unrated games
/// when asked for; the 202 list and the final ranks written; every round
/// passes the checker (the file follows the pairing rules and its list).
#[test]
fn every_result_kind_appears_and_every_round_passes_the_checker() {
    let o = GeneratorOptions {
        players: 60,
        rounds: 9,
        seed: 5,
        half_byes: 0.04,
        full_byes: 0.02,
        zero_byes: 0.03,
        forfeits: 0.05,
        double_forfeits: 0.02,
        unrated_games: 0.05,
        tie_breaks: vec!["BH/C1".into(), "SB".into(), "DE".into()],
        ..GeneratorOptions::default()
    };
    let t = generate(&o).unwrap();
    let codes: BTreeSet<char> = t
        .players
        .iter()
        .flat_map(|p| p.rounds.iter().map(|c| c.result.to_char()))
        .collect();
    for c in ['H', 'F', 'Z', 'U', '+', '-', 'W', 'L', '1', '0', '='] {
        assert!(codes.contains(&c), "{c} missing from {codes:?}");
    }
    let double = t.players.iter().any(|p| {
        p.rounds.iter().enumerate().any(|(i, c)| {
            c.result == ResultCode::ForfeitLoss
                && c.opponent
                    .and_then(|o| t.player(o))
                    .is_some_and(|q| q.cell(i as u32 + 1).result == ResultCode::ForfeitLoss)
        })
    });
    assert!(double, "a double forfeit");
    assert_eq!(t.tie_breaks, ["BH/C1", "SB", "DE"]);
    assert!(t.players.iter().all(|p| p.rank.is_some()));
    for r in check_rounds(&t, &DutchOptions::default()).unwrap() {
        assert!(r.findings.is_empty(), "round {}: {:?}", r.round, r.findings);
    }
    let ranks = arbitro_tiebreaks::check_ranks(&t).unwrap();
    assert_eq!(ranks.checked, 60);
    assert!(ranks.findings.is_empty(), "{:?}", ranks.findings);
}

/// Games of round `round` of `t`, by White.
fn games(t: &Tournament, round: u32) -> Vec<(u32, u32)> {
    t.players
        .iter()
        .filter_map(|p| {
            let c = p.cell(round);
            (c.colour == Some(Colour::White)).then(|| (p.start_rank, c.opponent.unwrap()))
        })
        .collect()
}

/// Two games of round 3 of 9 exchange their Black players (each keeps its
/// colours and White's result): the checker names round 3 and the boards.
#[test]
fn a_wrong_pairing_planted_in_round_3_is_found_by_round_and_board() {
    let t = generate(&GeneratorOptions {
        players: 24,
        rounds: 9,
        seed: 21,
        half_byes: 0.0,
        full_byes: 0.0,
        zero_byes: 0.0,
        forfeits: 0.0,
        double_forfeits: 0.0,
        ..GeneratorOptions::default()
    })
    .unwrap();
    assert!(
        check_rounds(&t, &DutchOptions::default())
            .unwrap()
            .iter()
            .all(|r| r.findings.is_empty())
    );
    let round3 = games(&t, 3);
    let met = |a: u32, b: u32| (1..3).any(|r| t.player(a).unwrap().cell(r).opponent == Some(b));
    let (i, j) = (0..round3.len())
        .flat_map(|i| (i + 1..round3.len()).map(move |j| (i, j)))
        .find(|&(i, j)| !met(round3[i].0, round3[j].1) && !met(round3[j].0, round3[i].1))
        .expect("two games whose Black players can be exchanged");
    let ((w1, b1), (w2, b2)) = (round3[i], round3[j]);
    let mut planted = t.clone();
    let set = |t: &mut Tournament, player: u32, cell: RoundCell| {
        let p = t.players.iter_mut().find(|p| p.start_rank == player).unwrap();
        p.rounds[2] = cell;
    };
    let mirror = |r: ResultCode| match r {
        ResultCode::Win => ResultCode::Loss,
        ResultCode::Loss => ResultCode::Win,
        other => other,
    };
    let r1 = t.player(w1).unwrap().cell(3).result;
    let r2 = t.player(w2).unwrap().cell(3).result;
    set(&mut planted, w1, RoundCell::game(b2, Colour::White, r1));
    set(&mut planted, b2, RoundCell::game(w1, Colour::Black, mirror(r1)));
    set(&mut planted, w2, RoundCell::game(b1, Colour::White, r2));
    set(&mut planted, b1, RoundCell::game(w2, Colour::Black, mirror(r2)));
    for p in &mut planted.players {
        p.points = Some(p.points_after(9, &planted.scoring));
    }
    let checks = check_rounds(&planted, &DutchOptions::default()).unwrap();
    assert!(checks[0].findings.is_empty() && checks[1].findings.is_empty());
    let found = &checks[2].findings;
    assert!(
        found.iter().any(|f| f.board.is_some()
            && matches!(f.discrepancy, Discrepancy::UnexpectedGame { white, black } if (white, black) == (w1, b2))),
        "{found:?}"
    );
    let text = arbitro_i18n::render(arbitro_i18n::Lang::En, &found[0]);
    assert!(text.starts_with("Round 3, board "), "{text}");
    let es = arbitro_i18n::render(arbitro_i18n::Lang::Es, &found[0]);
    assert!(es.starts_with("Ronda 3, tablero "), "{es}");
}
