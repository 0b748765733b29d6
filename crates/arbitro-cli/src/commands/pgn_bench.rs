//! `arbitro bench pgn`: how long reading and replaying PGN takes, and how
//! much memory it needs, on files made for the purpose.
//!
//! * `arbitro bench pgn generate OUT --games N --plies P --seed S` writes N
//!   seeded random legal games of up to P half-moves each (the seven-tag
//!   roster, move numbers, wrapped lines): `--games 1 --plies 400000` is one
//!   very long game, `--games 120000 --plies 80` a 50 MB file of many.
//! * `arbitro bench pgn run FILE [--ruleset R]` replays FILE exactly as
//!   `arbitro replay` does (status after every ply, the verdict of every
//!   game) without printing it, and reports games, plies, seconds, plies per
//!   second and the peak resident memory of the process.
//!
//! The games are random but legal: each move is drawn from the position's
//! legal moves, preferring moves that capture nothing, so that material
//! stays on the board and positions repeat (the costly case for repetition
//! counting and the dead-position search); no move is chosen that leaves the
//! opponent without a legal move, so a game runs to its full length.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use arbitro_rng::Rng;
use arbitro_rules::{Position, Ruleset};
use clap::{Args, Subcommand};

use super::input::RulesetArg;
use crate::error::CliError;

/// Arguments of `arbitro bench pgn`.
#[derive(Debug, Args)]
pub struct BenchPgnArgs {
    /// Generate a file, or run the replay over one.
    #[command(subcommand)]
    pub what: BenchPgnCommand,
}

/// `arbitro bench pgn` subcommands.
#[derive(Debug, Subcommand)]
pub enum BenchPgnCommand {
    /// Write a PGN file of seeded random legal games.
    Generate {
        /// The file to write.
        out: PathBuf,
        /// Number of games.
        #[arg(long, default_value_t = 1)]
        games: u64,
        /// Half-moves per game.
        #[arg(long, default_value_t = 400_000)]
        plies: u64,
        /// Seed of the random moves (the same seed gives the same file).
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Replay every game of a PGN file as `arbitro replay` does, timed.
    Run {
        /// The PGN file.
        file: PathBuf,
        /// The ruleset to replay under.
        #[arg(long, value_enum, default_value_t = RulesetArg::Fide)]
        ruleset: RulesetArg,
        /// Instead of timing, compare the status after every half-move with
        /// the one computed for that position alone (its own history and a
        /// dead-position search of its own), as `arbitro replay` did before
        /// it judged whole games at once.
        #[arg(long)]
        compare: bool,
    },
}

/// Runs `arbitro bench pgn`.
pub fn run(args: BenchPgnArgs) -> Result<ExitCode, CliError> {
    match args.what {
        BenchPgnCommand::Generate {
            out,
            games,
            plies,
            seed,
        } => generate(&out, games, plies, seed),
        BenchPgnCommand::Run {
            file,
            ruleset,
            compare: false,
        } => measure(&file, Ruleset::from(ruleset)),
        BenchPgnCommand::Run { file, ruleset, .. } => compare(&file, Ruleset::from(ruleset)),
    }
}

fn generate(out: &Path, games: u64, plies: u64, seed: u64) -> Result<ExitCode, CliError> {
    let io = |source| CliError::Io {
        path: out.to_path_buf(),
        source,
    };
    let file = std::fs::File::create(out).map_err(io)?;
    let mut w = std::io::BufWriter::new(file);
    let mut rng = Rng::from_seed(seed);
    let started = Instant::now();
    for index in 0..games {
        write_game(&mut w, &mut rng, index + 1, plies).map_err(io)?;
    }
    w.flush().map_err(io)?;
    let size = std::fs::metadata(out).map_err(io)?.len();
    println!(
        "{}: {games} games of {plies} half-moves, {:.1} MB, seed {seed}, written in {:.1} s",
        out.display(),
        size as f64 / 1e6,
        started.elapsed().as_secs_f64()
    );
    Ok(ExitCode::SUCCESS)
}

/// One random legal game of `plies` half-moves, as PGN.
fn write_game(w: &mut impl std::io::Write, rng: &mut Rng, index: u64, plies: u64) -> std::io::Result<()> {
    writeln!(w, "[Event \"arbitro bench\"]")?;
    writeln!(w, "[Site \"?\"]")?;
    writeln!(w, "[Date \"2026.01.01\"]")?;
    writeln!(w, "[Round \"{index}\"]")?;
    writeln!(w, "[White \"White {index}\"]")?;
    writeln!(w, "[Black \"Black {index}\"]")?;
    writeln!(w, "[Result \"*\"]")?;
    writeln!(w)?;
    let mut pos = Position::standard();
    let mut line = String::new();
    for _ in 0..plies {
        let moves = pos.legal_moves();
        let quiet: Vec<_> = moves.iter().copied().filter(|m| !m.is_capture()).collect();
        let pool = if quiet.is_empty() || rng.chance(0.05) {
            moves.to_vec()
        } else {
            quiet
        };
        // A move that leaves the opponent a move, so that the game goes on.
        let mut chosen = None;
        for _ in 0..pool.len() {
            let m = pool[rng.index(pool.len())];
            let mut next = pos.clone();
            next.play_unchecked(m);
            if !next.legal_moves().is_empty() {
                chosen = Some((m, next));
                break;
            }
        }
        let Some((m, next)) = chosen else { break };
        let token = if pos.turn().is_white() {
            format!("{}. {}", pos.fullmoves(), pos.san(m))
        } else {
            pos.san(m).to_string()
        };
        if line.len() + token.len() + 1 > 79 {
            writeln!(w, "{line}")?;
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
        pos = next;
    }
    if line.len() + 2 > 79 {
        writeln!(w, "{line}")?;
        line.clear();
    }
    if !line.is_empty() {
        line.push(' ');
    }
    line.push('*');
    writeln!(w, "{line}")?;
    writeln!(w)
}

fn measure(file: &Path, ruleset: Ruleset) -> Result<ExitCode, CliError> {
    if cfg!(debug_assertions) {
        eprintln!(
            "note: a debug build; run `cargo run --release -p arbitro-cli -- bench pgn run` for real figures"
        );
    }
    let started = Instant::now();
    let summary = super::replay::replay_to(file, ruleset, &[], false, &mut std::io::sink())?;
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{}: {} games, {} half-moves, ruleset {}: {seconds:.2} s, {:.0} half-moves/s, peak memory {}",
        file.display(),
        summary.games,
        summary.plies,
        ruleset.name(),
        summary.plies as f64 / seconds.max(1e-9),
        peak_memory().map_or("unknown".to_string(), |kb| format!(
            "{:.0} MB",
            kb as f64 / 1024.0
        )),
    );
    Ok(ExitCode::SUCCESS)
}

fn compare(file: &Path, ruleset: Ruleset) -> Result<ExitCode, CliError> {
    let text = super::input::read_file(file)?;
    let (mut positions, mut differences) = (0usize, 0usize);
    for (index, game) in arbitro_rules::pgn::games(&text).enumerate() {
        let game = game.map_err(|e| super::input::in_file(file, e))?;
        for (ply, along) in game.statuses(ruleset).iter().enumerate() {
            let alone = game.status_at(ply, ruleset);
            if *along != alone {
                differences += 1;
                eprintln!("game {}, ply {ply}: {along} / alone: {alone}", index + 1);
            }
            positions += 1;
        }
    }
    println!(
        "{}: {positions} positions, {differences} statuses differ from those computed position by position",
        file.display()
    );
    Ok(if differences == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The process's peak resident memory in kB (Linux `VmHWM`), if known.
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}
