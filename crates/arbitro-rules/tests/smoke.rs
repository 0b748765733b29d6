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
