//! The seeded self-play generator: a short run breaks no invariant, plays
//! cards, reactions and refused probes, and is reproducible from its seed.
//! (The 100,000-game run is `arbitro selfplay --games 100000` in release.)

use arbitro_cards::{SelfPlayConfig as Config, self_play as run, shipped_deck};

#[test]
fn short_run_keeps_every_invariant_and_replays_from_its_seed() {
    let deck = shipped_deck("AM-REF").unwrap();
    let config = Config {
        games: 24,
        seed: 2024,
        max_events: 160,
    };
    let a = run(deck.clone(), &config);
    assert!(
        a.violations.is_empty(),
        "{:#?}",
        a.violations.first().map(|v| (&v.message, v.seed, v.event))
    );
    assert_eq!(a.games, 24);
    assert!(a.chess960_games > 0, "{a:?}");
    assert!(a.cards_resolved > 20, "{a:?}");
    assert!(a.refused > 20, "{a:?}");
    let b = run(deck, &config);
    assert_eq!(
        (a.events, a.cards_resolved, a.cards_failed, a.refused),
        (b.events, b.cards_resolved, b.cards_failed, b.refused)
    );
    assert_eq!(a.endings, b.endings);
}

/// The ED family (ED-R1…ED-R8, ED-C1…ED-C13): no illegal position after any
/// event, every card accounted for across draw pile, discard pile, kept
/// specials and the card in play, every piece on the board or captured, a
/// refused request changes nothing; both editions, "Carta Obligatoria" with
/// and without king capture, and every bomb variant are played (the options
/// vary with the game's seed). The 100,000-game run is
/// `arbitro selfplay --family ed --games 100000` in release.
#[test]
fn ed_short_run_keeps_every_invariant_and_replays_from_its_seed() {
    let deck = shipped_deck("ED").unwrap();
    let config = Config {
        games: 160,
        seed: 2025,
        max_events: 120,
    };
    let a = run(deck.clone(), &config);
    assert!(
        a.violations.is_empty(),
        "{} violations; first: {:#?}",
        a.violations.len(),
        a.violations.first().map(|v| (&v.message, v.seed, v.event))
    );
    assert_eq!(a.games, 160);
    assert!(a.cards_resolved > 160, "{a:?}");
    assert!(a.refused > 40, "{a:?}");
    assert!(a.endings.len() > 1, "{a:?}");
    // Reproducible from the run's seed (a shorter run, to keep the debug suite fast).
    let short = Config { games: 20, ..config };
    let (a, b) = (run(deck.clone(), &short), run(deck, &short));
    assert_eq!(
        (a.events, a.cards_resolved, a.cards_failed, a.refused),
        (b.events, b.cards_resolved, b.cards_failed, b.refused)
    );
    assert_eq!(a.endings, b.endings);
}
