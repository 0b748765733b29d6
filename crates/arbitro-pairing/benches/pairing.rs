//! Pairing speed and memory on large generated tournaments.
//!
//! For 1000, 2000 and 3000 players (or the sizes given as arguments), a
//! tournament is generated with `arbitro generate`'s model (seed 2026, 2 %
//! announced absences, 1 % forfeits) and the next round is paired a few
//! times: after round 1 (the largest score groups) and after round 9 (many
//! score groups with colour and float history). Prints the best and median
//! time of each, the solver's work, and the process's peak resident memory.
//!
//! Run: `cargo bench -p arbitro-pairing --bench pairing [-- 3000]`.

use std::time::{Duration, Instant};

use arbitro_pairing::{DutchOptions, GeneratorOptions, generate, pair_next_round_with_stats};

fn peak_memory_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

fn measure(players: u32, played: u32, runs: usize) {
    let options = GeneratorOptions {
        players,
        rounds: played,
        seed: 2026,
        byes: 0.02,
        forfeits: 0.01,
        pairing: DutchOptions::default(),
    };
    let started = Instant::now();
    let mut t = generate(&options).expect("the generator pairs every round");
    let generated = started.elapsed();
    t.rounds = Some(played + 1);
    let mut times: Vec<Duration> = Vec::new();
    let mut stats = None;
    for _ in 0..runs {
        let start = Instant::now();
        let (pairing, s) = pair_next_round_with_stats(&t, &DutchOptions::default()).expect("pairs");
        times.push(start.elapsed());
        assert_eq!(pairing.round, played + 1);
        stats = Some(s);
    }
    times.sort();
    let s = stats.expect("at least one run");
    println!(
        "{players:>5} players, round {:>2}: best {:>8.1} ms, median {:>8.1} ms  (generation of {played} round(s): {:.1} s; solves {}, stages {}, edges {})",
        played + 1,
        times[0].as_secs_f64() * 1e3,
        times[times.len() / 2].as_secs_f64() * 1e3,
        generated.as_secs_f64(),
        s.solves,
        s.stages,
        s.edges,
    );
}

fn main() {
    let sizes: Vec<u32> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let sizes = if sizes.is_empty() {
        vec![1000, 2000, 3000]
    } else {
        sizes
    };
    for &n in &sizes {
        measure(n, 1, 3);
        measure(n, 9, 3);
        if let Some(mib) = peak_memory_mib() {
            println!("      peak resident memory so far: {mib:.1} MiB");
        }
    }
}
