//! The phases of an ED turn, transition by transition: what each card drawn
//! leaves the turn owing ([`Phase`]), and what each event does to it. Each
//! test starts from a known pile so the card drawn is known.

use arbitro_rules::shakmaty::Role;

use crate::deck::shipped_deck;
use crate::game::state::ed::Phase;
use crate::game::{Game, Status};
use crate::record::{CardArgs, Colour, Event, GameRecord};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A game from `fen` whose pile is `pile` (top first), with `extra` fields
/// of the record (kept cards, captured pieces, options) merged in.
fn game(fen: &str, pile: &[&str], extra: serde_json::Value) -> Game {
    let mut record = serde_json::json!({
        "format": "arbitro-game/1",
        "rules": {"family": "ed", "mode": "classic"},
        "deck": {"id": "ED", "version": "1"},
        "start": {"fen": fen},
        "pile": pile,
        "events": []
    });
    if let (Some(r), Some(x)) = (record.as_object_mut(), extra.as_object()) {
        for (k, v) in x {
            if v.is_null() {
                r.remove(k);
            } else {
                r.insert(k.clone(), v.clone());
            }
        }
    }
    let record = GameRecord::from_value(&record).unwrap_or_else(|e| panic!("{e}"));
    Game::from_record(shipped_deck("ED").unwrap(), &record).unwrap_or_else(|e| panic!("{e}"))
}

fn phase(g: &Game) -> Phase {
    g.state()
        .ed
        .as_deref()
        .map(|e| e.phase.clone())
        .unwrap_or_default()
}

fn ok(g: &mut Game, e: Event) {
    let out = g.apply(&e);
    assert_eq!(out.status, Status::Ok, "{e:?}: {:?}", out.status);
}

fn refused(g: &mut Game, e: Event) -> crate::reason::Reason {
    match g.apply(&e).status {
        Status::Rejected(v) => v.reason,
        other => panic!("{e:?} accepted: {other:?}"),
    }
}

fn draw(by: Colour) -> Event {
    Event::Draw { by }
}

fn mv(uci: &str) -> Event {
    Event::Move {
        uci: uci.to_string(),
        by: None,
    }
}

fn card(code: &str, by: Colour, targets: &[&str], to: Option<&str>) -> Event {
    Event::Card {
        code: code.to_string(),
        by,
        args: CardArgs {
            targets: targets.iter().map(|t| t.to_string()).collect(),
            to: to.map(str::to_string),
            ..CardArgs::default()
        },
    }
}

const W: Colour = Colour::White;
const B: Colour = Colour::Black;

#[test]
fn a_turn_starts_with_draw_or_move_and_a_normal_move_ends_it() {
    let mut g = game(START, &["ED-05"], serde_json::json!({}));
    assert_eq!(phase(&g), Phase::Start);
    ok(&mut g, mv("e2e4"));
    assert_eq!(phase(&g), Phase::Start);
    assert_eq!(g.to_move(), arbitro_rules::shakmaty::Color::Black);
}

#[test]
fn a_movement_card_owes_the_shown_pieces_each_once_then_the_turn_ends() {
    // Move +: queen and knight (ED-08), after 1. e4 e5.
    let fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    let mut g = game(fen, &["ED-08"], serde_json::json!({}));
    ok(&mut g, draw(W));
    match phase(&g) {
        Phase::Moves {
            remaining,
            left,
            best,
            ..
        } => {
            assert_eq!(remaining, vec![Role::Queen, Role::Knight]);
            assert_eq!((left, best), (2, 2));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(refused(&mut g, mv("d2d4")), crate::reason::Reason::NotShownPiece);
    ok(&mut g, mv("b1c3"));
    assert!(matches!(phase(&g), Phase::Moves { left: 1, .. }));
    assert_eq!(
        g.to_move(),
        arbitro_rules::shakmaty::Color::White,
        "the mover's turn goes on"
    );
    // The knight has moved: it is not a shown piece still to move.
    assert_eq!(refused(&mut g, mv("c3d5")), crate::reason::Reason::NotShownPiece);
    ok(&mut g, mv("d1h5"));
    assert_eq!(phase(&g), Phase::Start);
    assert_eq!(g.to_move(), arbitro_rules::shakmaty::Color::Black);
}

#[test]
fn an_action_card_waits_for_its_choice_and_a_move_is_refused_meanwhile() {
    // Swap (ED-23): one piece to any empty square.
    let mut g = game(START, &["ED-23"], serde_json::json!({}));
    ok(&mut g, draw(W));
    assert!(matches!(phase(&g), Phase::Action { .. }));
    assert_eq!(refused(&mut g, mv("e2e4")), crate::reason::Reason::CardObligation);
    ok(&mut g, card("ED-23", W, &["b1"], Some("d4")));
    assert_eq!(phase(&g), Phase::Start);
    assert_eq!(g.to_move(), arbitro_rules::shakmaty::Color::Black);
}

#[test]
fn a_special_card_is_kept_and_a_normal_move_is_owed() {
    let mut g = game(START, &["ED-39"], serde_json::json!({}));
    ok(&mut g, draw(W));
    assert!(matches!(phase(&g), Phase::Free { .. }));
    assert_eq!(g.hands_report().white, vec!["ED-39".to_string()]);
    // A second draw in the same turn is refused: the turn already chose.
    assert_eq!(refused(&mut g, draw(W)), crate::reason::Reason::CardObligation);
    ok(&mut g, mv("e2e4"));
    assert_eq!(phase(&g), Phase::Start);
}

#[test]
fn an_impossible_card_loses_the_turn_in_the_first_edition_and_owes_a_move_in_the_second() {
    // Move one: king (ED-01) cannot move in the start position.
    let mut first = game(
        START,
        &["ED-01"],
        serde_json::json!({"rules": {"family": "ed", "mode": "classic", "options": {"edition": 1}}}),
    );
    ok(&mut first, draw(W));
    assert_eq!(phase(&first), Phase::Start);
    assert_eq!(
        first.to_move(),
        arbitro_rules::shakmaty::Color::Black,
        "the turn is lost (ED-N1)"
    );
    let mut second = game(START, &["ED-01"], serde_json::json!({}));
    ok(&mut second, draw(W));
    assert!(matches!(phase(&second), Phase::Free { .. }));
    assert_eq!(
        second.to_move(),
        arbitro_rules::shakmaty::Color::White,
        "a normal move is owed (ED-N1)"
    );
}

#[test]
fn super_knights_allow_a_second_knight_move_or_a_pass() {
    let kept = serde_json::json!({"kept": {"white": ["ED-48"], "black": []}});
    let mut g = game(START, &["ED-05"], kept.clone());
    ok(&mut g, mv("g1f3"));
    assert_eq!(phase(&g), Phase::KnightAgain);
    assert_eq!(g.to_move(), arbitro_rules::shakmaty::Color::White);
    assert_eq!(refused(&mut g, mv("e2e4")), crate::reason::Reason::NotShownPiece);
    ok(&mut g, Event::Pass { by: W });
    assert_eq!(phase(&g), Phase::Start);
    assert_eq!(g.to_move(), arbitro_rules::shakmaty::Color::Black);
    let mut again = game(START, &["ED-05"], kept);
    ok(&mut again, mv("g1f3"));
    ok(&mut again, mv("f3g5"));
    assert_eq!(phase(&again), Phase::Start);
    assert_eq!(again.to_move(), arbitro_rules::shakmaty::Color::Black);
}

#[test]
fn the_joker_waits_for_the_card_to_steal_when_there_is_a_choice() {
    let kept = serde_json::json!({"kept": {"white": [], "black": ["ED-39", "ED-41"]}});
    let mut g = game(START, &["ED-53"], kept);
    ok(&mut g, draw(W));
    assert!(matches!(phase(&g), Phase::Joker { .. }));
    assert_eq!(
        refused(&mut g, card("ED-53", W, &["ED-45"], None)),
        crate::reason::Reason::NotStealable
    );
    ok(&mut g, card("ED-53", W, &["ED-41"], None));
    assert!(matches!(phase(&g), Phase::Free { .. }));
    assert_eq!(g.hands_report().white, vec!["ED-41".to_string()]);
}

#[test]
fn an_objective_met_opens_the_prize_claim_and_another_event_loses_it() {
    // Capture with a pawn → knight (ED-43), with a white knight captured.
    let fen = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
    let extra = serde_json::json!({
        "kept": {"white": ["ED-43"], "black": []},
        "captured": {"white": ["N"], "black": []}
    });
    let mut g = game(fen, &["ED-05"], extra.clone());
    ok(&mut g, mv("e4d5"));
    assert!(matches!(phase(&g), Phase::Prize { .. }));
    ok(&mut g, card("ED-43", W, &[], Some("b1")));
    assert_eq!(phase(&g), Phase::Start);
    assert_eq!(g.to_move(), arbitro_rules::shakmaty::Color::Black);
    // Declined: the prize is lost and the turn ends.
    let mut lost = game(fen, &["ED-05"], extra);
    ok(&mut lost, mv("e4d5"));
    ok(&mut lost, Event::Pass { by: W });
    assert_eq!(phase(&lost), Phase::Start);
    assert!(lost.discard_report().contains(&"ED-43".to_string()));
}

#[test]
fn a_veto_makes_the_opponent_replay_another_move_then_the_turn_goes_on() {
    let kept = serde_json::json!({"kept": {"white": [], "black": ["ED-39"]}});
    let mut g = game(START, &["ED-05"], kept);
    ok(&mut g, mv("e2e4"));
    ok(&mut g, card("ED-39", B, &[], None));
    match phase(&g) {
        Phase::Redo { forbidden } => assert_eq!(forbidden, "e2e4"),
        other => panic!("{other:?}"),
    }
    assert_eq!(g.to_move(), arbitro_rules::shakmaty::Color::White);
    assert_eq!(refused(&mut g, mv("e2e4")), crate::reason::Reason::SameMove);
    ok(&mut g, mv("d2d4"));
    // Black's turn resumes where it was: draw or move.
    assert_eq!(phase(&g), Phase::Start);
    assert_eq!(g.to_move(), arbitro_rules::shakmaty::Color::Black);
}

#[test]
fn lose_the_turn_passes_it_at_once() {
    let mut g = game(START, &["ED-25"], serde_json::json!({}));
    ok(&mut g, draw(W));
    assert_eq!(phase(&g), Phase::Start);
    assert_eq!(g.to_move(), arbitro_rules::shakmaty::Color::Black);
}

#[test]
fn a_setup_with_the_card_just_drawn_starts_in_the_phase_it_demands() {
    let g = game(
        START,
        &[],
        serde_json::json!({"pile": null, "pile_top": ["ED-01"], "drawn": "ED-23"}),
    );
    assert!(matches!(phase(&g), Phase::Action { .. }));
    assert_eq!(g.drawn_report().as_deref(), Some("ED-23"));
    let moves = game(
        START,
        &[],
        serde_json::json!({"pile": null, "pile_top": ["ED-01"], "drawn": "ED-05"}),
    );
    assert!(matches!(phase(&moves), Phase::Moves { .. }));
}
