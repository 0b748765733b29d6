//! The print run of a 300-board round from an event file: every scoresheet
//! filled from the boards' stored game records (each board carries a
//! 76-move Advanced card game, two sheets per game), the deck control
//! sheets and the pairing list. The forms crate's goal for the same run
//! from ready-made input: under 3 s; here the records are replayed too.
//!
//! `cargo bench -p arbitro-sheets --bench round`

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use arbitro_forms::{FormKind, FormSet, Options};
use arbitro_sheets::{Request, Sheets};
use arbitro_store::call::EventCall;
use arbitro_store::players::PlayerInput;
use arbitro_store::{AttachOptions, Event};
use criterion::{Criterion, criterion_group, criterion_main};

const BOARDS: usize = 300;

fn call() -> EventCall {
    serde_json::from_str(
        r#"{"name":"Open Internacional de Ajedrez Mágico","place":"Peñíscola","start_date":"2026-11-27",
            "end_date":"2026-11-29","chief_arbiter":"IA Begoña Ibáñez Muñoz","arbiters":[],
            "family":"magico-advanced","system":"dutch","rounds":9,"time_control":"10+5",
            "tiebreaks":["BH/C1","BH","SB"],"deck":{"id":"AM-REF","version":"1"},
            "rulebook":{"version":"2.0","date":"2025-01-01"}}"#,
    )
    .expect("call")
}

/// An event of 600 players, round 1 paired on 300 boards, each board with
/// the long self-played record of the tests attached.
fn event(dir: &Path) -> Event {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).expect("bench dir");
    let e = Event::create(&dir.join("round.db"), call()).expect("create");
    for i in 0..2 * BOARDS {
        e.players()
            .add(
                PlayerInput {
                    name: format!("Jugador Núñez{i:03}, Íñigo"),
                    rating: 2600 - i as u16,
                    federation: Some("ESP".into()),
                    fide_id: Some(2_200_000 + i as u64),
                    ..Default::default()
                },
                None,
            )
            .expect("player");
    }
    let ids: Vec<i64> = e.players().all().expect("players").iter().map(|p| p.id).collect();
    let pairs = ids.chunks(2).map(|c| (c[0], Some(c[1]))).collect();
    e.rounds().store(pairs, "manual").expect("round 1");
    let record = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/sheets/magico-advanced.selfplay.seed-6.json"),
    )
    .expect("record");
    for board in 1..=BOARDS as u32 {
        e.boards()
            .attach_record(
                1,
                board,
                &record,
                AttachOptions {
                    source: "bench".into(),
                    arbiter: "bench".into(),
                    ..Default::default()
                },
            )
            .expect("attach");
    }
    e
}

/// One print run; returns the bytes written, so nothing is optimised away.
fn print_round(sheets: &Sheets<'_>) -> usize {
    let request = Request::default();
    [FormKind::Scoresheet, FormKind::DeckControl, FormKind::Pairings]
        .iter()
        .map(|kind| sheets.render(*kind, &request).expect("printed").pdf.bytes.len())
        .sum()
}

fn bench(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("arbitro-sheets-bench-{}", std::process::id()));
    let e = event(&dir);
    let forms = FormSet::builtin().expect("forms");
    let sheets = Sheets::new(&e, &forms, Options::default()).expect("sheets");

    // One timed run with page counts, for the report.
    let start = Instant::now();
    let filled = sheets.scoresheets(1, None, false).expect("filled");
    let t_fill = start.elapsed();
    let request = Request::default();
    let a = sheets
        .render(FormKind::Scoresheet, &request)
        .expect("scoresheets");
    let t_sheets = start.elapsed() - t_fill;
    let b = sheets
        .render(FormKind::DeckControl, &request)
        .expect("deck control");
    let p = sheets.render(FormKind::Pairings, &request).expect("pairings");
    let total = start.elapsed() - t_fill;
    println!(
        "300-board round from the event file: {} games filled from their records in {:.2?}; \
         scoresheets {} pages ({} KB) in {:.2?} (records replayed again); deck control {} pages, \
         pairing list {} pages; print run {:.2?}",
        filled.doc.games.len(),
        t_fill,
        a.pdf.pages,
        a.pdf.bytes.len() / 1024,
        t_sheets,
        b.pdf.pages,
        p.pdf.pages,
        total
    );

    let mut group = c.benchmark_group("sheets");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(30));
    group.bench_function("round_of_300_boards_from_event", |bench| {
        bench.iter(|| black_box(print_round(&sheets)))
    });
    group.finish();
    drop(sheets);
    drop(e);
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, bench);
criterion_main!(benches);
