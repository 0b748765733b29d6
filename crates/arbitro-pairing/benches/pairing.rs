//! Pairing speed and memory on large generated tournaments, under every
//! kind of result distribution an open can produce.
//!
//! For 1000, 2000 and 3000 players (or the sizes given as arguments), one
//! 11-round tournament per case is generated with `arbitro generate`'s
//! model (seed 2026) up to round 10, and the pairing of rounds 2, 3, 6 and
//! 11 (the last round, with its own rules) is timed from the state before
//! each. The cases:
//!
//! | case | results | absences / forfeits | acceleration |
//! | --- | --- | --- | --- |
//! | `rating` | drawn from the ratings | 2 % / 1 % | none |
//! | `uniform` | a third each of White wins, draws, Black wins (the store's benchmark: round 2 has three score groups of about a third of the field) | 0 / 0 | none |
//! | `draws` | 60 % draws | 0 / 0 | none |
//! | `decisive` | no draws, a coin flip (every game an upset as often as not) | 0 / 0 | none |
//! | `absences` | drawn from the ratings | 15 % / 8 % | none |
//! | `baku` | drawn from the ratings | 2 % / 1 % | Baku (C.04.7) |
//!
//! Each line prints the best and median of a few runs (wall clock, and the
//! CPU time of the best run, which stays meaningful while other jobs share
//! the machine), the solver's work and the peak resident memory of the
//! process during that pairing (its high water mark is reset before each
//! case where the kernel allows it). Goal: every case under 2 s and 500 MB
//! at 3,000 players. The word `all-rounds` times every round from 2 to 11.
//!
//! Run: `cargo bench -p arbitro-pairing --bench pairing [-- 3000] [-- uniform]`
//! (numbers choose sizes, words choose cases; add `all-rounds` for every
//! round).

use std::time::{Duration, Instant};

use arbitro_pairing::{
    Acceleration, DutchOptions, GeneratorOptions, ResultModel, generate, pair_next_round_with_stats,
};
use arbitro_trf::Tournament;

/// Rounds of every generated tournament.
const ROUNDS: u32 = 11;
/// Rounds whose pairing is timed (unless `all-rounds` is given).
const TIMED: [u32; 4] = [2, 3, 6, 11];
/// Timed runs per pairing.
const RUNS: usize = 3;

/// One result distribution.
struct Case {
    name: &'static str,
    results: ResultModel,
    byes: f64,
    forfeits: f64,
    acceleration: Acceleration,
}

fn cases() -> Vec<Case> {
    let plain = |name, results| Case {
        name,
        results,
        byes: 0.0,
        forfeits: 0.0,
        acceleration: Acceleration::FromFile,
    };
    vec![
        Case {
            byes: 0.02,
            forfeits: 0.01,
            ..plain("rating", ResultModel::Rating)
        },
        plain("uniform", ResultModel::UNIFORM),
        plain(
            "draws",
            ResultModel::Fixed {
                white_wins: 0.2,
                draws: 0.6,
            },
        ),
        plain(
            "decisive",
            ResultModel::Fixed {
                white_wins: 0.5,
                draws: 0.0,
            },
        ),
        Case {
            byes: 0.15,
            forfeits: 0.08,
            ..plain("absences", ResultModel::Rating)
        },
        Case {
            byes: 0.02,
            forfeits: 0.01,
            acceleration: Acceleration::Baku,
            ..plain("baku", ResultModel::Rating)
        },
    ]
}

/// The process's peak resident memory (MiB).
fn peak_memory_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

/// CPU time this process has run for (Linux; zero elsewhere).
fn cpu_time() -> Duration {
    let ns = std::fs::read_to_string("/proc/self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .unwrap_or(0);
    Duration::from_nanos(ns)
}

/// Resets the peak resident memory to the current one (Linux; ignored
/// elsewhere).
fn reset_peak_memory() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

fn measure(players: u32, case: &Case, timed: &[u32], worst: &mut Vec<(String, Duration, f64)>) {
    let pairing = DutchOptions {
        acceleration: case.acceleration,
        ..DutchOptions::default()
    };
    let options = GeneratorOptions {
        players,
        rounds: ROUNDS - 1,
        seed: 2026,
        half_byes: case.byes / 2.0,
        zero_byes: case.byes / 2.0,
        forfeits: case.forfeits * 0.9,
        double_forfeits: case.forfeits * 0.1,
        withdrawals: 0.0,
        results: case.results,
        pairing,
        ..GeneratorOptions::default()
    };
    let started = Instant::now();
    let mut full = generate(&options).expect("the generator pairs every round");
    full.rounds = Some(ROUNDS);
    // Baku by the option, for the 11 rounds of the timed tournament (the
    // records the generator writes are for the 10 it played).
    full.accelerations.clear();
    let generated = started.elapsed();
    println!(
        "{players:>5} players, {:<8} (generated {} rounds in {:.1} s)",
        case.name,
        ROUNDS - 1,
        generated.as_secs_f64()
    );
    for &round in timed {
        let t: Tournament = if round == ROUNDS {
            full.clone()
        } else {
            full.before_round(round)
        };
        reset_peak_memory();
        let mut times: Vec<Duration> = Vec::new();
        let mut cpu = Duration::MAX;
        let mut stats = None;
        for _ in 0..RUNS {
            let start = Instant::now();
            let cpu_start = cpu_time();
            let (p, s) = pair_next_round_with_stats(&t, &pairing).expect("pairs");
            times.push(start.elapsed());
            cpu = cpu.min(cpu_time().saturating_sub(cpu_start));
            assert_eq!(p.round, round);
            stats = Some(s);
        }
        times.sort();
        let s = stats.expect("at least one run");
        let peak = peak_memory_mib().unwrap_or(f64::NAN);
        println!(
            "    round {round:>2}: best {:>8.1} ms, median {:>8.1} ms, cpu {:>8.1} ms, peak {:>6.1} MiB  (solves {}, stages {}, edges {}, checked pairs {})",
            times[0].as_secs_f64() * 1e3,
            times[times.len() / 2].as_secs_f64() * 1e3,
            cpu.as_secs_f64() * 1e3,
            peak,
            s.solves,
            s.stages,
            s.edges,
            s.pairs_checked,
        );
        worst.push((
            format!("{players} {} r{round}", case.name),
            times[times.len() / 2],
            peak,
        ));
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    let sizes: Vec<u32> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let sizes = if sizes.is_empty() {
        vec![1000, 2000, 3000]
    } else {
        sizes
    };
    let all_rounds = args.iter().any(|a| a == "all-rounds");
    let timed: Vec<u32> = if all_rounds {
        (2..=ROUNDS).collect()
    } else {
        TIMED.to_vec()
    };
    let names: Vec<&String> = args
        .iter()
        .filter(|a| a.parse::<u32>().is_err() && *a != "all-rounds")
        .collect();
    let mut worst = Vec::new();
    for &n in &sizes {
        for case in cases() {
            if names.is_empty() || names.iter().any(|w| case.name == w.as_str()) {
                measure(n, &case, &timed, &mut worst);
            }
        }
    }
    if let Some((name, time, _)) = worst.iter().max_by_key(|x| x.1) {
        println!(
            "slowest pairing: {name}, median {:.1} ms (goal < 2000 ms)",
            time.as_secs_f64() * 1e3
        );
    }
    if let Some((name, _, peak)) = worst.iter().max_by(|a, b| a.2.total_cmp(&b.2)) {
        println!("largest peak memory: {name}, {peak:.1} MiB (goal < 500 MB)");
    }
}
