//! F9-1: the 960 start positions by number, and the seeded random draw.

use std::collections::BTreeSet;
use std::path::PathBuf;

use arbitro_rules::chess960::{CHESS960_POSITIONS, back_rank, start_number};
use arbitro_rules::{CastlingMode, Chess960Draw, Position, RulesError};

fn numbering() -> Vec<(u32, String)> {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/perft/chess960-start.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (n, rank) = l.split_once(' ').expect("number and back rank");
            (n.parse().expect("number"), rank.to_string())
        })
        .collect()
}

#[test]
fn f9_1_numbering_matches_the_standard_scheme() {
    for (n, rank) in numbering() {
        assert_eq!(back_rank(n).expect("in range"), rank, "position {n}");
        let pos = Position::chess960(n).expect("in range");
        assert_eq!(start_number(&pos), Some(n));
        assert_eq!(pos.mode(), CastlingMode::Chess960);
    }
    assert_eq!(Position::chess960(518).expect("518"), Position::standard());
}

#[test]
fn f9_1_every_start_position_is_valid_and_distinct() {
    let mut seen = BTreeSet::new();
    for n in 0..CHESS960_POSITIONS {
        let rank = back_rank(n).expect("in range");
        let king = rank.find('K').expect("a king");
        let rooks: Vec<usize> = rank.match_indices('R').map(|(i, _)| i).collect();
        assert!(
            rooks.len() == 2 && rooks[0] < king && king < rooks[1],
            "{n}: {rank}"
        );
        let bishops: Vec<usize> = rank.match_indices('B').map(|(i, _)| i).collect();
        assert!(
            bishops.len() == 2 && bishops[0] % 2 != bishops[1] % 2,
            "{n}: {rank}"
        );
        assert!(seen.insert(rank), "{n} repeats a back rank");
    }
    assert!(matches!(
        Position::chess960(960),
        Err(RulesError::Chess960Number { number: 960 })
    ));
}

#[test]
fn f9_1_random_draw_is_reproducible_from_its_seed() {
    let draws: Vec<Chess960Draw> = (0..3000).map(Chess960Draw::from_seed).collect();
    for draw in &draws {
        assert_eq!(
            Chess960Draw::from_seed(draw.seed),
            *draw,
            "same seed, same position"
        );
        assert!(draw.number < CHESS960_POSITIONS);
        assert_eq!(start_number(&draw.position()), Some(draw.number));
    }
    let distinct: BTreeSet<u32> = draws.iter().map(|d| d.number).collect();
    assert!(
        distinct.len() > 900,
        "3000 draws reach only {} positions",
        distinct.len()
    );
}
