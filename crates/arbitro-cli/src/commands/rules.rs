//! The rules commands: `perft`, `legal`, `replay`, `chess960`, `adjudicate`
//! and `bench perft|adjudicate`. Each reads its input, makes one call into
//! `arbitro-rules` and prints the answer; every input problem is one line
//! naming the file, line and field.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use arbitro_rules::chess960::back_rank;
use arbitro_rules::perft::{PerftCase, parse_perft};
use arbitro_rules::{
    CastlingRule, Chess960Draw, Color, Position, Ruleset, Winnability, can_checkmate, has_lone_king,
};
use clap::{Args, Subcommand, ValueEnum};

use super::input::{RulesetArg, in_file, read_file};
use crate::error::{BatchProblem, CliError, Usage};

/// Prints a line on stdout; a closed pipe (`| head`) is not an error.
macro_rules! say {
    ($($arg:tt)*) => {{
        let _ = writeln!(std::io::stdout().lock(), $($arg)*);
    }};
}

/// A colour on the command line.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ColourArg {
    /// White.
    White,
    /// Black.
    Black,
}

impl From<ColourArg> for Color {
    fn from(c: ColourArg) -> Color {
        match c {
            ColourArg::White => Color::White,
            ColourArg::Black => Color::Black,
        }
    }
}

/// The castling rule on the command line (F9-6 is a regional option).
#[derive(Debug, Clone, Copy, Default, ValueEnum)]
pub enum CastlingRuleArg {
    /// FIDE (default).
    #[default]
    Fide,
    /// F9-6: the king may not jump over its own rook on an attacked square.
    #[value(name = "f9-6")]
    F96,
}

impl From<CastlingRuleArg> for CastlingRule {
    fn from(r: CastlingRuleArg) -> CastlingRule {
        match r {
            CastlingRuleArg::Fide => CastlingRule::Fide,
            CastlingRuleArg::F96 => CastlingRule::NoJumpOverAttackedRook,
        }
    }
}

/// The position given by `--fen` (optionally as Chess960) or `--chess960 N`.
fn position_from(
    fen: Option<&str>,
    chess960_number: Option<u32>,
    force_960: bool,
) -> Result<Position, CliError> {
    match (fen, chess960_number) {
        (Some(_), Some(_)) => Err(Usage::FenOrChess960.into()),
        (Some(fen), None) if force_960 => Ok(Position::from_fen_chess960(fen)?),
        (Some(fen), None) => Ok(Position::from_fen(fen)?),
        (None, Some(n)) => Ok(Position::chess960(n)?),
        (None, None) => Ok(Position::standard()),
    }
}

// ---------------------------------------------------------------- perft

/// Arguments of `arbitro perft`.
#[derive(Debug, Args)]
pub struct PerftArgs {
    /// Depth of the move tree to count.
    pub depth: u32,
    /// Start from this FEN, X-FEN or Shredder-FEN (default: the standard start).
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
    /// Start from Chess960 position N (0-959; 518 is classical).
    #[arg(long, value_name = "N")]
    pub chess960: Option<u32>,
    /// Print the count under each first move.
    #[arg(long)]
    pub divide: bool,
    /// Castling rule: fide (default) or the regional option f9-6.
    #[arg(long, value_enum, default_value_t = CastlingRuleArg::Fide)]
    pub castling_rule: CastlingRuleArg,
}

/// Counts the leaf nodes of the legal move tree.
pub fn perft(args: PerftArgs) -> Result<ExitCode, CliError> {
    if args.depth > 12 {
        return Err(Usage::TooDeep { depth: args.depth }.into());
    }
    let pos = position_from(args.fen.as_deref(), args.chess960, false)?
        .with_castling_rule(args.castling_rule.into());
    let started = Instant::now();
    let total = if args.divide && args.depth > 0 {
        let mut rows: Vec<(String, u64)> = pos
            .divide(args.depth)
            .into_iter()
            .map(|(m, n)| (pos.uci(m).to_string(), n))
            .collect();
        rows.sort();
        for (uci, n) in &rows {
            say!("{uci}: {n}");
        }
        say!();
        rows.iter().map(|(_, n)| n).sum()
    } else {
        pos.perft(args.depth)
    };
    say!("{total}");
    let secs = started.elapsed().as_secs_f64();
    eprintln!(
        "perft {} in {:.3} s ({:.0} nodes/s)",
        args.depth,
        secs,
        total as f64 / secs.max(1e-9)
    );
    Ok(ExitCode::SUCCESS)
}

// ---------------------------------------------------------------- legal

/// Arguments of `arbitro legal`.
#[derive(Debug, Args)]
pub struct LegalArgs {
    /// The position (FEN, X-FEN or Shredder-FEN).
    #[arg(long, value_name = "FEN")]
    pub fen: String,
    /// Read the position as Chess960 (castling written king-takes-rook).
    #[arg(long)]
    pub chess960: bool,
    /// Castling rule: fide (default) or the regional option f9-6.
    #[arg(long, value_enum, default_value_t = CastlingRuleArg::Fide)]
    pub castling_rule: CastlingRuleArg,
    /// Write SAN with the piece letters of this language: en (K Q R B N,
    /// the default) or es (R D T A C).
    #[arg(long, value_name = "LANG", default_value = "en")]
    pub letters: arbitro_i18n::Lang,
}

/// Lists the legal moves, SAN and UCI, one per line.
pub fn legal(args: LegalArgs) -> Result<ExitCode, CliError> {
    let pos =
        position_from(Some(&args.fen), None, args.chess960)?.with_castling_rule(args.castling_rule.into());
    let mut rows: Vec<(String, String)> = pos
        .legal_moves()
        .iter()
        .map(|&m| (pos.san_in(m, args.letters), pos.uci(m).to_string()))
        .collect();
    rows.sort_by(|a, b| a.1.cmp(&b.1));
    let mut out = std::io::stdout().lock();
    for (san, uci) in rows {
        let _ = writeln!(out, "{san} {uci}");
    }
    Ok(ExitCode::SUCCESS)
}

// ---------------------------------------------------------------- chess960

/// Arguments of `arbitro chess960`.
#[derive(Debug, Args)]
pub struct Chess960Args {
    /// The position number, 0-959 (518 is the classical setup).
    pub number: Option<u32>,
    /// Draw a position at random; the seed is printed so the draw can be repeated.
    #[arg(long, conflicts_with = "number")]
    pub random: bool,
    /// The seed of the random draw (default: a fresh one).
    #[arg(long, requires = "random")]
    pub seed: Option<u64>,
}

/// Prints a Chess960 start position (F9-1).
pub fn chess960(args: Chess960Args) -> Result<ExitCode, CliError> {
    let (number, seed) = match (args.number, args.random) {
        (Some(n), false) => (n, None),
        (None, true) => {
            let draw = Chess960Draw::from_seed(args.seed.unwrap_or_else(arbitro_rng::fresh_seed));
            (draw.number, Some(draw.seed))
        }
        _ => {
            return Err(Usage::Chess960Needs.into());
        }
    };
    let pos = Position::chess960(number)?;
    say!("position {number}");
    if let Some(seed) = seed {
        say!("seed {seed}");
    }
    say!("back rank {}", back_rank(number)?);
    say!("x-fen {}", pos.fen());
    say!("shredder-fen {}", pos.shredder_fen());
    Ok(ExitCode::SUCCESS)
}

// ---------------------------------------------------------------- adjudicate

/// Arguments of `arbitro adjudicate`.
#[derive(Debug, Args)]
pub struct AdjudicateArgs {
    /// The position.
    #[arg(long, value_name = "FEN", required_unless_present = "batch")]
    pub fen: Option<String>,
    /// The colour whose ability to checkmate is asked (the player whose flag did not fall).
    #[arg(long, value_name = "COLOUR", required_unless_present = "batch")]
    pub can_win: Option<ColourArg>,
    /// FIDE (FI-5.2.2, FI-6.9: a real search) or online (ON-3: lone king only).
    #[arg(long, value_enum, default_value_t = RulesetArg::Fide)]
    pub ruleset: RulesetArg,
    /// Read "fen,colour" lines on stdin and write one "verdict,line" line for each.
    #[arg(long, conflicts_with_all = ["fen", "can_win"])]
    pub batch: bool,
}

/// The verdict and witness line for one question.
fn adjudicate_one(pos: &Position, colour: Color, ruleset: Ruleset) -> (String, String) {
    let line_of = |line: &[arbitro_rules::Move]| {
        let mut current = pos.clone();
        let mut words = Vec::with_capacity(line.len());
        for &m in line {
            words.push(current.uci(m).to_string());
            current.play_unchecked(m);
        }
        words.join(" ")
    };
    match ruleset {
        Ruleset::Fide => match can_checkmate(pos, colour) {
            Winnability::Winnable { line } => ("winnable".to_string(), line_of(&line)),
            Winnability::Unwinnable => ("unwinnable".to_string(), String::new()),
            Winnability::Undecided => ("undecided".to_string(), String::new()),
        },
        Ruleset::Online => {
            if has_lone_king(pos, colour) {
                ("unwinnable".to_string(), String::new())
            } else {
                match can_checkmate(pos, colour) {
                    Winnability::Winnable { line } => ("winnable".to_string(), line_of(&line)),
                    _ => ("winnable".to_string(), String::new()),
                }
            }
        }
    }
}

/// Answers "can this colour still checkmate?" (FI-5.2.2, FI-6.9, ON-3).
pub fn adjudicate(args: AdjudicateArgs) -> Result<ExitCode, CliError> {
    let ruleset = Ruleset::from(args.ruleset);
    if !args.batch {
        let (Some(fen), Some(colour)) = (args.fen.as_deref(), args.can_win) else {
            return Err(Usage::AdjudicateNeeds.into());
        };
        let pos = Position::from_fen_lenient(fen)?;
        let (verdict, line) = adjudicate_one(&pos, colour.into(), ruleset);
        if line.is_empty() {
            say!("{verdict}");
        } else {
            say!("{verdict} {line}");
        }
        return Ok(ExitCode::SUCCESS);
    }
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for (i, line) in stdin.lock().lines().enumerate() {
        let n = i + 1;
        let line = line.map_err(|source| CliError::Io {
            path: PathBuf::from("stdin"),
            source,
        })?;
        let Some((pos, colour)) = parse_batch_line(&line, n)? else {
            continue;
        };
        let (verdict, witness) = adjudicate_one(&pos, colour, ruleset);
        let _ = writeln!(out, "{verdict},{witness}");
        let _ = out.flush();
    }
    Ok(ExitCode::SUCCESS)
}

/// One "fen,colour[,...]" line; `None` for a blank line or the CSV header.
fn parse_batch_line(line: &str, n: usize) -> Result<Option<(Position, Color)>, CliError> {
    let trimmed = line.trim();
    if trimmed.is_empty() || (n == 1 && trimmed.starts_with("fen,")) {
        return Ok(None);
    }
    let bad = |field: &'static str, problem: BatchProblem| CliError::RulesInput {
        line: n,
        field,
        problem,
    };
    let mut fields = trimmed.split(',');
    let fen = fields.next().unwrap_or_default();
    let colour = match fields.next().map(str::trim) {
        Some("white") => Color::White,
        Some("black") => Color::Black,
        Some(other) => return Err(bad("colour", BatchProblem::Colour(other.to_string()))),
        None => return Err(bad("colour", BatchProblem::NoColour)),
    };
    let pos = Position::from_fen_lenient(fen).map_err(|e| bad("fen", BatchProblem::Fen(e)))?;
    Ok(Some((pos, colour)))
}

// ---------------------------------------------------------------- bench

/// Arguments of `arbitro bench`.
#[derive(Debug, Args)]
pub struct BenchArgs {
    /// What to measure.
    #[command(subcommand)]
    pub what: BenchCommand,
}

/// The measurements `arbitro bench` can make.
#[derive(Debug, Subcommand)]
pub enum BenchCommand {
    /// Perft through arbitro's Position API against raw shakmaty, same positions.
    Perft(BenchPerftArgs),
    /// Median and maximum adjudication time over an unwinnability CSV, checking verdicts.
    Adjudicate(BenchAdjudicateArgs),
    /// PGN replay at scale: generate seeded random games, time the replay of a file.
    Pgn(super::pgn_bench::BenchPgnArgs),
    /// The dispute at the board: candidate targets and rulings over scenario files (median, p95).
    Dispute(super::dispute::BenchDisputeArgs),
}

/// Arguments of `arbitro bench perft`.
#[derive(Debug, Args)]
pub struct BenchPerftArgs {
    /// Perft files (default: tests/fixtures/perft/standard.perft and chess960.perft).
    pub files: Vec<PathBuf>,
    /// Depths beyond the deepest one listed for each position.
    #[arg(long, default_value_t = 1)]
    pub extra: u32,
    /// Timed rounds (the fastest round of each side counts).
    #[arg(long, default_value_t = 5)]
    pub rounds: u32,
}

/// Arguments of `arbitro bench adjudicate`.
#[derive(Debug, Args)]
pub struct BenchAdjudicateArgs {
    /// A CSV of fen,colour,verdict,line rows (default: tests/fixtures/unwinnability/dev.csv).
    pub file: Option<PathBuf>,
}

/// Runs a benchmark and prints its figures.
pub fn bench(args: BenchArgs) -> Result<ExitCode, CliError> {
    match args.what {
        BenchCommand::Perft(a) => bench_perft(a),
        BenchCommand::Adjudicate(a) => bench_adjudicate(a),
        BenchCommand::Pgn(a) => super::pgn_bench::run(a),
        BenchCommand::Dispute(a) => super::dispute::bench(a),
    }
}

fn bench_perft(args: BenchPerftArgs) -> Result<ExitCode, CliError> {
    let files = if args.files.is_empty() {
        vec![
            PathBuf::from("tests/fixtures/perft/standard.perft"),
            PathBuf::from("tests/fixtures/perft/chess960.perft"),
        ]
    } else {
        args.files
    };
    let mut cases: Vec<(PerftCase, u32)> = Vec::new();
    for file in &files {
        let chess960 = file.to_string_lossy().contains("960");
        let text = read_file(file)?;
        for case in parse_perft(&text, chess960).map_err(|e| in_file(file, e))? {
            let depth = case.counts.iter().map(|(d, _)| *d).max().unwrap_or(1) + args.extra;
            cases.push((case, depth));
        }
    }
    if cfg!(debug_assertions) {
        eprintln!(
            "note: a debug build; run `cargo run --release -p arbitro-cli -- bench perft` for real figures"
        );
    }
    let rounds = args.rounds.max(1);
    let (mut api_total, mut raw_total) = (Duration::ZERO, Duration::ZERO);
    say!(
        "{:<36} {:>5} {:>14} {:>11} {:>11} {:>7}",
        "position",
        "depth",
        "nodes",
        "api ms",
        "raw ms",
        "ratio"
    );
    for (case, depth) in &cases {
        let chess = case.position.chess().clone();
        let (mut best_api, mut best_raw) = (Duration::MAX, Duration::MAX);
        let (mut api_nodes, mut raw_nodes) = (0, 0);
        for _ in 0..rounds {
            let t = Instant::now();
            api_nodes = case.position.perft(*depth);
            best_api = best_api.min(t.elapsed());
            let t = Instant::now();
            raw_nodes = arbitro_rules::shakmaty::perft(&chess, *depth);
            best_raw = best_raw.min(t.elapsed());
        }
        if api_nodes != raw_nodes {
            return Err(CliError::Internal(format!(
                "{}: perft {depth} differs: api {api_nodes}, shakmaty {raw_nodes}",
                case.id
            )));
        }
        api_total += best_api;
        raw_total += best_raw;
        say!(
            "{:<36} {:>5} {:>14} {:>11.2} {:>11.2} {:>7.3}",
            case.id,
            depth,
            api_nodes,
            best_api.as_secs_f64() * 1e3,
            best_raw.as_secs_f64() * 1e3,
            best_api.as_secs_f64() / best_raw.as_secs_f64().max(1e-12)
        );
    }
    let ratio = api_total.as_secs_f64() / raw_total.as_secs_f64().max(1e-12);
    say!(
        "total: api {:.1} ms, shakmaty {:.1} ms, ratio {ratio:.3} (overhead {:+.1}%)",
        api_total.as_secs_f64() * 1e3,
        raw_total.as_secs_f64() * 1e3,
        (ratio - 1.0) * 100.0
    );
    Ok(ExitCode::SUCCESS)
}

fn bench_adjudicate(args: BenchAdjudicateArgs) -> Result<ExitCode, CliError> {
    let file = args
        .file
        .unwrap_or_else(|| PathBuf::from("tests/fixtures/unwinnability/dev.csv"));
    let text = read_file(&file)?;
    let mut times: Vec<(Duration, usize)> = Vec::new();
    let mut mismatches = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        let Some((pos, colour)) = parse_batch_line(line, n)? else {
            continue;
        };
        let expected = line
            .split(',')
            .nth(2)
            .map(str::trim)
            .unwrap_or_default()
            .to_string();
        let t = Instant::now();
        let (verdict, witness) = adjudicate_one(&pos, colour, Ruleset::Fide);
        times.push((t.elapsed(), n));
        if !expected.is_empty() && verdict != expected {
            mismatches.push(format!("line {n}: expected {expected}, got {verdict}"));
        }
        if verdict == "winnable" {
            let uci: Vec<String> = witness.split_whitespace().map(str::to_string).collect();
            if arbitro_rules::replay_to_mate(&pos, &uci, colour).is_none() {
                mismatches.push(format!("line {n}: the witness line does not replay to mate"));
            }
        }
    }
    if times.is_empty() {
        return Err(CliError::untyped(format!("{}: no positions", file.display())));
    }
    let mut sorted: Vec<Duration> = times.iter().map(|(d, _)| *d).collect();
    sorted.sort();
    let median = if sorted.len() % 2 == 1 {
        sorted[sorted.len() / 2]
    } else {
        (sorted[sorted.len() / 2 - 1] + sorted[sorted.len() / 2]) / 2
    };
    let (max, max_line) = times.iter().max_by_key(|(d, _)| *d).copied().unwrap_or_default();
    if cfg!(debug_assertions) {
        eprintln!("note: a debug build; run with --release for real figures");
    }
    say!(
        "{} positions: median {:.3} ms, max {:.3} ms (line {max_line}), total {:.1} ms; {} mismatch(es)",
        times.len(),
        median.as_secs_f64() * 1e3,
        max.as_secs_f64() * 1e3,
        sorted.iter().sum::<Duration>().as_secs_f64() * 1e3,
        mismatches.len()
    );
    for m in &mismatches {
        say!("{m}");
    }
    Ok(if mismatches.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
