//! Perft through the project's `Position` API against raw shakmaty on the
//! same positions: the API's overhead must stay under 10%.
//!
//! `cargo bench -p arbitro-rules --bench perft`

use std::hint::black_box;

use arbitro_rules::Position;
use criterion::{Criterion, criterion_group, criterion_main};

/// Positions and depths: standard and Chess960, about a million nodes each.
const CASES: [(&str, &str, bool, u32); 4] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        false,
        4,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        false,
        3,
    ),
    (
        "position-5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        false,
        3,
    ),
    (
        "chess960-wiki-4",
        "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9",
        true,
        3,
    ),
];

fn perft(c: &mut Criterion) {
    for (name, fen, chess960, depth) in CASES {
        let pos = if chess960 {
            Position::from_fen_chess960(fen)
        } else {
            Position::from_fen(fen)
        }
        .expect("benchmark FEN");
        let raw = pos.chess().clone();
        let mut group = c.benchmark_group(format!("perft/{name}/{depth}"));
        group.sample_size(20);
        group.bench_function("arbitro", |b| b.iter(|| black_box(&pos).perft(depth)));
        group.bench_function("shakmaty", |b| b.iter(|| shakmaty_perft(black_box(&raw), depth)));
        group.finish();
    }
}

fn shakmaty_perft(pos: &arbitro_rules::shakmaty::Chess, depth: u32) -> u64 {
    arbitro_rules::shakmaty::perft(pos, depth)
}

criterion_group!(benches, perft);
criterion_main!(benches);
