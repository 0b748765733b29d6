//! First checks of the public API surface.

use arbitro_rules::{History, Position, Ruleset, Status};

#[test]
fn start_position_perft_and_status() {
    let pos = Position::standard();
    assert_eq!(pos.perft(3), 8902);
    let status = Ruleset::Fide.status(&pos, &History::new());
    assert!(matches!(status, Status::Ongoing(_)));
}

#[test]
fn chess960_518_is_classical() {
    let pos = Position::chess960(518).expect("518 exists");
    assert_eq!(pos, Position::standard());
}

#[test]
fn lenient_fen_drops_impossible_rights_only() {
    let careless = "4k3/8/8/8/8/8/8/4K3 w KQkq e3 0 1";
    assert!(Position::from_fen(careless).is_err());
    let pos = Position::from_fen_lenient(careless).expect("rights dropped");
    assert_eq!(pos.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(
        Position::from_fen_lenient("4k3/8/8/8/8/8/8/8 w - - 0 1").is_err(),
        "a missing king is never accepted"
    );
}
