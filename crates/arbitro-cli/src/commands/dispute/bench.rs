//! `arbitro bench dispute`: how fast the card engine answers at the board
//! (issue 11: each under 5 ms median). Over the situations of game record
//! files (default: the card engine's scenarios), for every card in either
//! hand, times the candidate-targets query ([`arbitro_cards::Game::targets`])
//! and the ruling ([`arbitro_cards::Game::rule`]) of a declaration built
//! from the first option of each slot, and prints the median and the 95th
//! percentile.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use arbitro_cards::{self as cards, Colour, Picks, SlotKind};
use clap::Args;

use crate::error::CliError;
use crate::say::{With, line, say};

/// Arguments of `arbitro bench dispute`.
#[derive(Debug, Args)]
pub struct BenchDisputeArgs {
    /// Game record files or folders of them (default: crates/arbitro-cards/tests/scenarios).
    pub files: Vec<PathBuf>,
    /// Timed repetitions of each query.
    #[arg(long, default_value_t = 10)]
    pub rounds: u32,
}

fn json_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
            .map(|d| d.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        entries.sort();
        for p in entries {
            json_files(&p, out);
        }
    } else if path.extension().is_some_and(|e| e == "json") {
        out.push(path.to_path_buf());
    }
}

/// The declaration made of the first option of each slot, as far as the card offers one.
fn first_picks(game: &cards::Game, code: &str, by: Colour) -> (cards::TargetQuery, Picks) {
    let mut picks = Picks::none();
    let mut q = game.targets(code, by, &picks);
    for _ in 0..8 {
        if q.complete || q.refusal.is_some() {
            break;
        }
        let (Some(k), Some(opt)) = (q.next, q.next_options().first()) else {
            break;
        };
        let token = opt.token.clone();
        match q.slots[k].kind {
            SlotKind::Target { .. } | SlotKind::StolenCard | SlotKind::Implicit { .. } => {
                picks.targets.push(token)
            }
            SlotKind::Destination => picks.to = Some(token),
            SlotKind::Choice => picks.choice = Some(token),
            SlotKind::Move { .. } => picks.moves.push(token),
        }
        q = game.targets(code, by, &picks);
    }
    (q, picks)
}

fn ms(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64() * 1000.0)
}

fn report(what: &str, samples: &mut [Duration]) {
    samples.sort();
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
    if samples.is_empty() {
        return;
    }
    say(line("cli-bench-dispute")
        .with("what", what)
        .with("count", samples.len())
        .with("median", ms(at(0.5)))
        .with("p95", ms(at(0.95)))
        .with("max", ms(at(1.0))));
}

/// Runs the benchmark.
pub fn run(args: BenchDisputeArgs) -> Result<ExitCode, CliError> {
    let roots = if args.files.is_empty() {
        vec![PathBuf::from("crates/arbitro-cards/tests/scenarios")]
    } else {
        args.files
    };
    let mut files = Vec::new();
    for r in &roots {
        json_files(r, &mut files);
    }
    if cfg!(debug_assertions) {
        say(line("cli-bench-debug-build"));
    }
    let rounds = args.rounds.max(1);
    let (mut targets, mut rulings) = (Vec::new(), Vec::new());
    // The same, counting only the cards playable now and the plays accepted
    // (a refusal is found early and costs little).
    let (mut playable, mut accepted) = (Vec::new(), Vec::new());
    let mut situations = 0usize;
    for path in &files {
        let Ok(text) = crate::commands::input::read_text(path) else {
            continue;
        };
        let Ok(record) = cards::GameRecord::parse(&text) else {
            continue;
        };
        let setup = cards::Setup::from_record(&record);
        let Ok(game) = arbitro_store::dispute_game(&setup, &[]) else {
            continue;
        };
        situations += 1;
        let hands = game.hands_report();
        for (by, hand) in [(Colour::White, &hands.white), (Colour::Black, &hands.black)] {
            for code in hand {
                for _ in 0..rounds {
                    let t = Instant::now();
                    let q = std::hint::black_box(game.targets(code, by, &Picks::none()));
                    let took = t.elapsed();
                    targets.push(took);
                    if q.refusal.is_none() {
                        playable.push(took);
                    }
                }
                let (q, picks) = first_picks(&game, code, by);
                let event = q.event(by, &picks);
                for _ in 0..rounds {
                    let mut g = game.clone();
                    let t = Instant::now();
                    let r = std::hint::black_box(g.rule(&event));
                    let took = t.elapsed();
                    rulings.push(took);
                    if !matches!(r.verdict, cards::RulingVerdict::Rejected(_)) {
                        accepted.push(took);
                    }
                }
            }
        }
    }
    say(line("cli-bench-dispute-situations")
        .with("files", files.len())
        .with("situations", situations));
    report("targets", &mut targets);
    report("resolve", &mut rulings);
    report("targets-playable", &mut playable);
    report("resolve-accepted", &mut accepted);
    Ok(ExitCode::SUCCESS)
}
