//! The site of a big event, timed (run with `cargo bench -p arbitro-site
//! --bench site`; `-- PLAYERS ROUNDS` for another size): a 3,000-player,
//! 11-round event is built through the store (a score-ordered stand-in
//! pairing, seeded results, a requested bye now and then), then its whole
//! site is built and written into an empty folder, and written again in
//! place. Prints the times, the number of files, and the largest page
//! (targets: under 10 s, no page over 1 MB).

use std::collections::HashSet;
use std::time::Instant;

use arbitro_rng::Rng;
use arbitro_store::{ByeKind, Event, ResultEntry};

fn temp(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("arbitro-site-bench-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Pairs the players available in `round` by score, then pairing number,
/// each with the next one they have not met.
fn stand_in(
    e: &Event,
    round: u32,
    met: &HashSet<(i64, i64)>,
    away: &HashSet<i64>,
) -> Vec<(i64, Option<i64>)> {
    let scores = e.rounds().scores_after(round - 1).unwrap();
    let mut order: Vec<(u32, u32, i64)> = e
        .players()
        .all()
        .unwrap()
        .iter()
        .filter(|p| p.available_in(round) && !away.contains(&p.id))
        .map(|p| {
            (
                u32::MAX - scores.get(&p.id).copied().unwrap_or(0),
                p.pairing_number,
                p.id,
            )
        })
        .collect();
    order.sort();
    let mut left: Vec<i64> = order.into_iter().map(|p| p.2).collect();
    left.reverse();
    let mut pairs = Vec::new();
    while let Some(a) = left.pop() {
        let pos = left
            .iter()
            .rev()
            .position(|&b| !met.contains(&(a.min(b), a.max(b))))
            .map(|i| left.len() - 1 - i);
        match pos.or_else(|| left.len().checked_sub(1)) {
            Some(i) => {
                let b = left.remove(i);
                pairs.push(if pairs.len() % 2 == 0 {
                    (a, Some(b))
                } else {
                    (b, Some(a))
                });
            }
            None => pairs.push((a, None)),
        }
    }
    pairs
}

fn main() {
    let args: Vec<u32> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let players = args.first().copied().unwrap_or(3000);
    let rounds = args.get(1).copied().unwrap_or(11);
    let dir = temp("event");
    arbitro_store::set_config_dir(dir.join("config"));
    let call = serde_json::json!({
        "name": "Open Internacional de Bench", "place": "Madrid", "start_date": "2026-07-01",
        "end_date": "2026-07-09", "chief_arbiter": "Ana Beltrán", "family": "fide", "system": "dutch",
        "rounds": rounds, "time_control": "90+30", "tiebreaks": ["BH/C1", "BH", "SB", "WIN"]
    });
    let t = Instant::now();
    let e = Event::create(&dir.join("open.arbitro"), serde_json::from_value(call).unwrap()).unwrap();
    let mut csv = String::from("name,fide_id,rating,federation,title\n");
    for i in 0..players {
        let title = ["GM", "IM", "FM", "", "", ""][(i % 6) as usize];
        csv.push_str(&format!(
            "\"Jugador {i:04}, Nombre Ñandú\",{},{},ESP,{title}\n",
            100_000 + i,
            2700 - (i % 1500)
        ));
    }
    e.players().import_csv("players.csv", &csv).unwrap();
    let ids: Vec<i64> = e.players().all().unwrap().iter().map(|p| p.id).collect();
    let mut rng = Rng::from_seed(15);
    let mut met = HashSet::new();
    for round in 1..=rounds {
        let mut away = HashSet::new();
        for _ in 0..(players / 200) {
            let id = ids[rng.index(ids.len())];
            if away.insert(id) {
                e.players().request_bye(id, round, ByeKind::Half).unwrap();
            }
        }
        let pairs = stand_in(&e, round, &met, &away);
        for (w, b) in &pairs {
            if let Some(b) = b {
                met.insert((*w.min(b), *w.max(b)));
            }
        }
        e.rounds().store(pairs, "bench").unwrap();
        let results: Vec<(u32, u32, ResultEntry)> = e
            .rounds()
            .games(round)
            .unwrap()
            .iter()
            .filter(|g| g.black.is_some())
            .map(|g| {
                let r = ["1-0", "0-1", "1/2-1/2"][rng.index(3)];
                (round, g.board, ResultEntry::parse(r, false).unwrap())
            })
            .collect();
        e.rounds().set_results(&results).unwrap();
    }
    println!(
        "event: {players} players, {rounds} rounds built in {:.1} s",
        t.elapsed().as_secs_f64()
    );

    let out = dir.join("site");
    let t = Instant::now();
    let site = arbitro_site::build_site(&e).unwrap();
    let built = t.elapsed();
    let t = Instant::now();
    let first = arbitro_site::write_site(&site, &out).unwrap();
    let written = t.elapsed();
    let t = Instant::now();
    let again = arbitro_site::publish_site(&e, &out).unwrap();
    let republished = t.elapsed();
    let largest = site.files.iter().max_by_key(|f| f.content.len()).unwrap();
    let total: usize = site.files.iter().map(|f| f.content.len()).sum();
    println!(
        "site: {} files, {:.1} MB; built in {:.2} s, written in {:.2} s ({} files): {:.2} s in all",
        site.files.len(),
        total as f64 / 1e6,
        built.as_secs_f64(),
        written.as_secs_f64(),
        first.written,
        (built + written).as_secs_f64()
    );
    println!(
        "again in place: {:.2} s ({} written, {} unchanged, {} removed)",
        republished.as_secs_f64(),
        again.written,
        again.unchanged,
        again.removed
    );
    println!(
        "largest page: {} ({} KB; target: under 1,024 KB)",
        largest.path,
        largest.content.len() / 1024
    );
    let _ = std::fs::remove_dir_all(&dir);
}
