//! Replaying a 200-event card game (moves, cards, reactions, passes) must
//! take under 1 ms (median) on the project's machine. The game is produced by
//! the seeded self-play generator, so the benchmark input is reproducible.
//! The same for a 200-event ED game (draws, card moves, card choices).

use std::hint::black_box;

use arbitro_cards::{Event, record_game, replay, shipped_deck};
use criterion::{Criterion, criterion_group, criterion_main};

fn bench(c: &mut Criterion) {
    let deck = shipped_deck("AM-REF").expect("shipped deck");
    // The first seeded game that reaches 200 events, with cards in it.
    let record = (0u64..)
        .map(|seed| record_game(deck.clone(), seed, 200))
        .find(|r| {
            r.events.len() == 200
                && r.events
                    .iter()
                    .filter(|e| matches!(e, Event::Card { .. } | Event::React { .. }))
                    .count()
                    >= 8
        })
        .expect("a 200-event game");
    let cards = record
        .events
        .iter()
        .filter(|e| matches!(e, Event::Card { .. } | Event::React { .. }))
        .count();
    eprintln!(
        "replaying {} events ({cards} card events, mode {:?})",
        record.events.len(),
        record.rules.mode
    );
    c.bench_function("replay_200_event_card_game", |b| {
        b.iter(|| replay(black_box(&record), deck.clone()).expect("replays"))
    });
}

fn bench_ed(c: &mut Criterion) {
    let deck = shipped_deck("ED").expect("shipped deck");
    // The first seeded ED game that reaches 200 events with 20 draws.
    let record = (0u64..)
        .map(|seed| record_game(deck.clone(), seed, 200))
        .find(|r| {
            r.events.len() == 200
                && r.events
                    .iter()
                    .filter(|e| matches!(e, Event::Draw { .. }))
                    .count()
                    >= 20
        })
        .expect("a 200-event ED game");
    let draws = record
        .events
        .iter()
        .filter(|e| matches!(e, Event::Draw { .. }))
        .count();
    eprintln!("replaying {} ED events ({draws} draws)", record.events.len());
    c.bench_function("replay_200_event_ed_game", |b| {
        b.iter(|| replay(black_box(&record), deck.clone()).expect("replays"))
    });
}

criterion_group!(benches, bench, bench_ed);
criterion_main!(benches);
