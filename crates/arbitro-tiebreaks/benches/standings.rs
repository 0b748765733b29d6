//! Standings of the largest fixture (1000 players, 10 rounds, byes, absences
//! and forfeits) under a long tie-break list, the same with every value's
//! working (the standings JSON), and Buchholz alone.
//!
//! `cargo bench -p arbitro-tiebreaks --bench standings`

use std::hint::black_box;
use std::path::Path;

use arbitro_tiebreaks::{Calculator, Edition, Report, TieBreak, parse_list, standings, standings_with, trf};
use criterion::{Criterion, criterion_group, criterion_main};

fn bench(c: &mut Criterion) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/pairing/dutch/dev-L1000b-n1000-r10.trf");
    let text = std::fs::read_to_string(&path).expect("the 1000-player fixture");
    let tournament = arbitro_trf::parse(&text).expect("parses");
    let event = trf::event(&tournament, None).expect("valid event");
    let list = parse_list("BH/C1,BH,SB,FB,AOB,DE,WIN,PS,STD,KS,ARO,TPR,PTP,APRO,APPO").expect("codes");
    c.bench_function("standings 1000 players, 15 tie-breaks", |b| {
        b.iter(|| standings(black_box(&event), black_box(&list), Edition::Fide2026).expect("standings"))
    });
    c.bench_function("standings and every working, 1000 players, 15 tie-breaks", |b| {
        b.iter(|| {
            let calc = Calculator::new(black_box(&event), Edition::Fide2026);
            let table = standings_with(&calc, black_box(&list)).expect("standings");
            Report::individual(&calc, &table, &[], None).expect("report")
        })
    });
    let bh = TieBreak::parse("BH/C1").expect("code");
    c.bench_function("BH/C1 column, 1000 players", |b| {
        b.iter(|| {
            Calculator::new(black_box(&event), Edition::Fide2026)
                .column(&bh)
                .expect("column")
        })
    });
    c.bench_function("TRF to event, 1000 players", |b| {
        b.iter(|| trf::event(black_box(&tournament), None).expect("event"))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
