//! The print run before a 300-board round: every scoresheet (one copy per
//! player, 600 sheets), the deck control sheets of the 300 boards and the
//! pairing list. Goal: under 3 s in all.
//!
//! `cargo bench -p arbitro-forms --bench round`

use std::hint::black_box;
use std::time::{Duration, Instant};

use arbitro_forms::model::{
    CardState, CodeCheck, DeckCheck, DeckControlDoc, DeckRef, EventInfo, GameFamily, GameSheet, Pairing,
    PairingList, Player, ScoresheetDoc, Side,
};
use arbitro_forms::{FormSet, Options};
use criterion::{Criterion, criterion_group, criterion_main};

const BOARDS: u32 = 300;

fn event() -> EventInfo {
    EventInfo {
        name: "Open Internacional de Ajedrez Mágico «Villa de Peñíscola»".into(),
        organiser: "Federación de Ajedrez de la Comunidad Valenciana".into(),
        place: "Peñíscola".into(),
        dates: "2026-11-27".into(),
        chief_arbiter: "IA Begoña Ibáñez Muñoz".into(),
        family: Some(GameFamily::AmAdvanced),
        deck: Some(DeckRef {
            id: "AM-REF".into(),
            version: "2.0".into(),
        }),
        time_control: "10+5".into(),
        rulebook: "Reglamento Ajedrez Mágico v2.0".into(),
        register: "Registro 57 · 3f9a01bc42de · clave 3f2a-91c0-77de-0b14".into(),
    }
}

fn player(n: u32) -> Player {
    Player {
        number: Some(n),
        name: format!("Jugador Núñez{n}, Íñigo"),
        title: if n < 20 { "FM".into() } else { String::new() },
        id: format!("{}", 2_200_000 + n),
        federation: "ESP".into(),
        rating: Some(2500 - n),
        club: String::new(),
        points: Some(f64::from(n % 7) / 2.0),
    }
}

fn pairings() -> PairingList {
    PairingList {
        event: event(),
        round: Some(5),
        date: "2026-11-29 16:30".into(),
        boards: (1..=BOARDS)
            .map(|b| Pairing {
                board: Some(b),
                white: player(b),
                black: player(b + BOARDS),
                result: String::new(),
            })
            .collect(),
        unpaired: Vec::new(),
        live_view: None,
    }
}

fn scoresheets(list: &PairingList) -> ScoresheetDoc {
    let games = list
        .boards
        .iter()
        .flat_map(|p| {
            [Side::White, Side::Black].map(|side| GameSheet {
                round: list.round,
                board: p.board,
                date: "2026-11-29".into(),
                white: p.white.clone(),
                black: p.black.clone(),
                copy_for: Some(side),
                ..GameSheet::default()
            })
        })
        .collect();
    ScoresheetDoc {
        event: event(),
        games,
    }
}

fn deck_control(list: &PairingList) -> DeckControlDoc {
    let codes: Vec<String> = (1..=40).map(|n| format!("AM-{n:02}")).collect();
    DeckControlDoc {
        event: event(),
        round: list.round,
        date: "2026-11-29".into(),
        codes: codes.clone(),
        boards: list
            .boards
            .iter()
            .map(|p| DeckCheck {
                board: p.board,
                white: p.white.name.clone(),
                black: p.black.name.clone(),
                deck: DeckRef {
                    id: "AM-REF".into(),
                    version: "2.0".into(),
                },
                expected_count: Some(40),
                counted: Some(40),
                codes: Vec::new(),
                checks: codes
                    .iter()
                    .map(|code| CodeCheck {
                        code: code.clone(),
                        state: CardState::Present,
                    })
                    .collect(),
                replacements: Vec::new(),
                checker: "AF Íñigo Zabaleta".into(),
                time: "16:05".into(),
                override_reason: String::new(),
            })
            .collect(),
    }
}

/// One full print run; returns the bytes written, so nothing is optimised away.
fn print_round(forms: &FormSet, list: &PairingList, sheets: &ScoresheetDoc, decks: &DeckControlDoc) -> usize {
    let options = Options::default();
    let a = forms.scoresheets(sheets, options, "bench").expect("scoresheets");
    let b = forms.deck_control(decks, options).expect("deck control");
    let c = forms.pairings(list, options).expect("pairing list");
    a.bytes.len() + b.bytes.len() + c.bytes.len()
}

fn bench(c: &mut Criterion) {
    let forms = FormSet::builtin().expect("forms load");
    let list = pairings();
    let sheets = scoresheets(&list);
    let decks = deck_control(&list);

    // One timed run with the page and byte counts, for the report.
    let start = Instant::now();
    let options = Options::default();
    let a = forms.scoresheets(&sheets, options, "bench").expect("scoresheets");
    let t_sheets = start.elapsed();
    let b = forms.deck_control(&decks, options).expect("deck control");
    let t_decks = start.elapsed() - t_sheets;
    let p = forms.pairings(&list, options).expect("pairing list");
    let total = start.elapsed();
    println!(
        "300-board round: {} scoresheet pages ({} KB) in {:.2?}, {} deck control pages ({} KB) in {:.2?}, \
         {} pairing pages ({} KB); total {:.2?} (goal: under 3 s)",
        a.pages,
        a.bytes.len() / 1024,
        t_sheets,
        b.pages,
        b.bytes.len() / 1024,
        t_decks,
        p.pages,
        p.bytes.len() / 1024,
        total
    );

    let mut group = c.benchmark_group("forms");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    group.bench_function("round_of_300_boards", |bench| {
        bench.iter(|| black_box(print_round(&forms, &list, &sheets, &decks)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
