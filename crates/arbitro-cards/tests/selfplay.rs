//! The seeded self-play generator: a short run breaks no invariant, plays
//! cards, reactions and refused probes, and is reproducible from its seed.
//! (The 100,000-game run is `arbitro selfplay --games 100000` in release.)

use arbitro_cards::deck::shipped_deck;
use arbitro_cards::selfplay::{Config, run};

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
