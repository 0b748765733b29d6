//! Store benchmarks, printing figures (run with `cargo bench -p arbitro-store --bench store`,
//! or name the parts: `… -- precedents stand-in dutch`):
//!
//! 1. a 3,000-player, 11-round event created, paired and filled round by
//!    round, once with a score-ordered stand-in pairing (the store's own
//!    costs: checks, the backup before each round, board order, results) and
//!    once with the FIDE Dutch engine (arbitro-pairing) through the TRF;
//! 2. 10,000 result entries, each its own transaction (goal < 2 s);
//! 3. 100,000 precedents in a club archive, median full-text query (goal < 20 ms).

use std::collections::HashSet;
use std::time::{Duration, Instant};

use arbitro_rng::Rng;
use arbitro_store::precedents::{ExportDoc, ExportedPrecedent, PrecedentInput, Query, Texts};
use arbitro_store::{Archive, Event, ResultEntry};

fn temp(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("arbitro-bench-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn call() -> arbitro_store::call::EventCall {
    serde_json::from_str(
        r#"{"name":"Open Grande","start_date":"2026-07-01","end_date":"2026-07-09","chief_arbiter":"Ana",
            "family":"fide","system":"dutch","rounds":11,"time_control":"90+30","tiebreaks":["BH/C1","BH","SB"]}"#,
    )
    .unwrap()
}

/// Pairs by score, then pairing number, each player with the next one not met yet.
fn stand_in_pairing(e: &Event, round: u32) -> Vec<(i64, Option<i64>)> {
    let scores = e.rounds().scores_after(round - 1).unwrap();
    let mut players: Vec<(u32, u32, i64)> = e
        .players()
        .all()
        .unwrap()
        .iter()
        .filter(|p| p.available_in(round))
        .map(|p| {
            (
                u32::MAX - scores.get(&p.id).copied().unwrap_or(0),
                p.pairing_number,
                p.id,
            )
        })
        .collect();
    players.sort();
    let met: HashSet<(i64, i64)> = e
        .rounds()
        .all_games()
        .unwrap()
        .iter()
        .filter_map(|g| g.black.map(|b| (g.white.min(b), g.white.max(b))))
        .collect();
    let mut left: Vec<i64> = players.into_iter().map(|p| p.2).collect();
    let mut pairs = Vec::new();
    while let Some(a) = (!left.is_empty()).then(|| left.remove(0)) {
        match left.iter().position(|&b| !met.contains(&(a.min(b), a.max(b)))) {
            Some(i) => {
                let b = left.remove(i);
                pairs.push(if pairs.len() % 2 == 0 {
                    (a, Some(b))
                } else {
                    (b, Some(a))
                });
            }
            None if left.is_empty() => pairs.push((a, None)),
            None => {
                let b = left.remove(0);
                pairs.push((a, Some(b)));
            }
        }
    }
    pairs
}

fn big_event(dutch: bool) -> Duration {
    let dir = temp("event");
    let start = Instant::now();
    let e = Event::create(&dir.join("open.db"), call()).unwrap();
    let mut csv = String::from("name,fide_id,rating,federation\n");
    for i in 0..3000 {
        csv.push_str(&format!(
            "\"Jugador {i:04}, Nombre\",{},{},ESP\n",
            100_000 + i,
            2700 - (i % 1500)
        ));
    }
    e.players().import_csv("players.csv", &csv).unwrap();
    let created = start.elapsed();
    let mut rng = Rng::from_seed(11);
    let (mut pairing, mut results, mut entries) = (Duration::ZERO, Duration::ZERO, 0usize);
    let mut ten_thousand = None;
    let mut per_round = Vec::new();
    for round in 1..=11 {
        let t = Instant::now();
        if dutch {
            e.rounds().pair_next().unwrap();
        } else {
            let pairs = stand_in_pairing(&e, round);
            e.rounds().store(pairs, "bench").unwrap();
        }
        per_round.push(t.elapsed());
        pairing += t.elapsed();
        let t = Instant::now();
        for g in e.rounds().games(round).unwrap() {
            if g.black.is_none() {
                continue;
            }
            let r = ["1-0", "0-1", "1/2-1/2"][rng.index(3)];
            e.rounds()
                .set_result(round, g.board, ResultEntry::parse(r, false).unwrap(), None, None)
                .unwrap();
            entries += 1;
            if entries == 10_000 {
                ten_thousand = Some(results + t.elapsed());
            }
        }
        results += t.elapsed();
        e.rounds().publish(round).unwrap();
    }
    let t = Instant::now();
    let table = e.rounds().standings().unwrap();
    let standings = t.elapsed();
    let t = Instant::now();
    let trf = e.rounds().export_trf(arbitro_trf::TrfVersion::Trf16).unwrap();
    let export = t.elapsed();
    let total = start.elapsed();
    let how = if dutch {
        "FIDE Dutch engine"
    } else {
        "score-order stand-in"
    };
    println!("3,000 players x 11 rounds ({how}): total {:.2?}", total);
    println!("  create + import players: {created:.2?}");
    println!("  pairing ({how} + store, incl. 11 backups): {pairing:.2?}");
    let (slowest, worst) = per_round
        .iter()
        .enumerate()
        .max_by_key(|(_, d)| **d)
        .map(|(i, d)| (i + 1, *d))
        .unwrap_or_default();
    println!("    slowest round: {slowest} ({worst:.2?}); per round: {per_round:.2?}");
    println!("  results: {entries} entries, one transaction each: {results:.2?}");
    if let Some(d) = ten_thousand {
        println!("10,000 result entries: {d:.2?} (goal < 2 s)");
    }
    println!(
        "  standings ({} rows, C.07 tie-breaks): {standings:.2?}",
        table.rows.len()
    );
    println!("  TRF export ({} KB): {export:.2?}", trf.len() / 1024);
    let t = Instant::now();
    let report = e.verify().unwrap();
    assert!(report.is_intact(), "{:?}", report.problems);
    println!(
        "  verify ({} entries signed and replayed, {} rows recomputed and compared, {} backups): {:.2?}",
        report.entries,
        report.rows,
        report.backups,
        t.elapsed()
    );
    let size = std::fs::metadata(e.path()).map(|m| m.len()).unwrap_or(0);
    println!("  event file: {:.1} MB", size as f64 / 1e6);
    let _ = std::fs::remove_dir_all(&dir);
    total
}

const WORDS: &[&str] = &[
    "peón",
    "alfil",
    "caballo",
    "torre",
    "dama",
    "rey",
    "carta",
    "congelar",
    "escudo",
    "anulación",
    "ventana",
    "reacción",
    "jaque",
    "mate",
    "enroque",
    "captura",
    "coronación",
    "objetivo",
    "elegibilidad",
    "falla",
    "turno",
    "reloj",
    "árbitro",
    "decisión",
    "desvío",
    "teletransporte",
    "muro",
    "centinela",
    "tregua",
    "fortaleza",
    "retroceso",
    "señuelo",
    "pawn",
    "shield",
    "counter",
    "window",
    "freeze",
    "card",
    "fails",
];

fn sentence(rng: &mut Rng, n: usize) -> String {
    (0..n)
        .map(|_| WORDS[rng.index(WORDS.len())])
        .collect::<Vec<_>>()
        .join(" ")
}

fn precedents() -> Duration {
    let dir = temp("archive");
    let mut rng = Rng::from_seed(7);
    let mut list = Vec::with_capacity(100_000);
    for i in 0..100_000u32 {
        let input = PrecedentInput {
            card_code: Some(format!("AM-{:02}", 1 + i % 40)),
            deck: Some(arbitro_store::call::DeckRef {
                id: "AM-REF".into(),
                version: "1".into(),
            }),
            window: Some("after-card-commit".into()),
            situation: Texts {
                es: Some(format!("{} #{i}", sentence(&mut rng, 14))),
                en: None,
            },
            decision: Texts {
                es: Some(sentence(&mut rng, 8)),
                en: Some(sentence(&mut rng, 6)),
            },
            clauses: vec!["AM-G3".into()],
            arbiter: "Ana".into(),
            event: format!("Evento {}", i % 300),
            date: "2026-05-01".into(),
            round: None,
            board: None,
            case: None,
        };
        list.push(ExportedPrecedent {
            uid: format!("bench:{i}"),
            fingerprint: input.fingerprint(),
            input,
            recorded_at: "2026-05-01T10:00:00+02:00".into(),
        });
    }
    let doc = ExportDoc {
        format: arbitro_store::precedents::FORMAT.into(),
        exported_at: "2026-05-01T10:00:00+02:00".into(),
        source: "bench".into(),
        register: None,
        precedents: list,
    };
    let text = serde_json::to_string(&doc).unwrap();
    let mut a = Archive::create(&dir.join("club.db"), "Club").unwrap();
    let t = Instant::now();
    let out = a.import("bench.json", &text).unwrap();
    println!(
        "100,000 precedents imported into a club archive: {:.2?} ({} imported)",
        t.elapsed(),
        out.imported.len()
    );
    let mut times = Vec::new();
    for i in 0..200 {
        let words = format!(
            "{} {}",
            WORDS[rng.index(WORDS.len())],
            WORDS[rng.index(WORDS.len())]
        );
        let q = Query {
            text: words,
            card_code: (i % 4 == 0).then(|| format!("AM-{:02}", 1 + i % 40)),
            limit: Some(20),
            ..Default::default()
        };
        let t = Instant::now();
        let hits = a.search(&q).unwrap();
        times.push(t.elapsed());
        assert!(hits.len() <= 20);
    }
    times.sort();
    let median = times[times.len() / 2];
    println!(
        "precedent search over 100,000: median {median:.2?}, p90 {:.2?}, max {:.2?} (goal < 20 ms)",
        times[times.len() * 9 / 10],
        times[times.len() - 1]
    );
    let t = Instant::now();
    assert!(a.verify().unwrap().is_intact());
    println!("verify of the 100,000-entry register: {:.2?}", t.elapsed());
    let _ = std::fs::remove_dir_all(&dir);
    median
}

fn main() {
    // `cargo test --benches` runs this with --bench absent: keep that cheap.
    let args: Vec<String> = std::env::args().skip(1).collect();
    if !args.iter().any(|a| a == "--bench") {
        return;
    }
    // The installation that signs the benchmark's registers: a temporary one.
    arbitro_store::set_config_dir(temp("config"));
    // `cargo bench --bench store -- dutch` runs only the parts named.
    let names: Vec<&str> = args
        .iter()
        .filter(|a| !a.starts_with('-'))
        .map(String::as_str)
        .collect();
    let wanted = |part: &str| names.is_empty() || names.iter().any(|n| part.contains(n));
    if wanted("precedents") {
        precedents();
    }
    if wanted("stand-in") {
        big_event(false);
    }
    if wanted("dutch") {
        big_event(true);
    }
}
