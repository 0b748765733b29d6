//! `arbitro pair` and `arbitro generate`: Swiss pairings by the FIDE Dutch
//! system with the conventions of the FIDE-endorsed engines, round-robin
//! schedules, the pairings checker, explanations and the random tournament
//! generator.
//!
//! * `arbitro pair --dutch input.trf -p [output]`: the next round, as the
//!   number of pairs then `white black` per line, the bye as `player 0`.
//! * `arbitro pair --dutch input.trf -c`: every round of the file against
//!   the rules (each discrepancy on its own line, by round and board) and
//!   the final ranks against the file's tie-break list (each wrong rank with
//!   the values that decide it); exit status 1 if anything differs.
//! * `arbitro pair --dutch input.trf --explain`: the next round and, per
//!   score group, the criteria (C.04.3 numbers) that decided it.
//! * `arbitro pair --round-robin N [--double] [--round R]`: Berger tables.
//! * `arbitro generate [--seed S] [--players N] [--rounds R] [--ratings
//!   SPEC] [--half-byes P] [--full-byes P] [--zero-byes P] [--forfeits P]
//!   [--double-forfeits P] [--unrated-games P] [--withdrawals P] [--results
//!   rating|uniform|W,D] [--tie-breaks LIST] [--baku|--no-baku] [-o
//!   output.trf]`: a random tournament paired by the Dutch system; every
//!   option left out is drawn at random, and without `--seed` the seed is
//!   a fresh one from the operating system, printed and written in the file.
//!
//! Exit status: 0 success; 1 no legal pairing exists (the message names the
//! players who cannot all be paired, the criteria that bar them and what
//! the arbiter can do), or the checker found discrepancies; 2 bad input or
//! usage. Messages are in the user's language ([`crate::say::lang`]).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use arbitro_i18n::{Arg, Args as MessageArgs, Message, render};
use arbitro_pairing::{
    Acceleration, DutchOptions, GeneratorRequest, PairingError, Ratings, ResultModel, RulesEdition,
    check_rounds, explain_next_round, format_pairing, generate_until_refused, pair_next_round,
};
use arbitro_trf::{Tournament, TrfVersion};
use clap::Args;

use crate::commands::round_robin::{self, RoundRobinArgs};
use crate::error::CliError;

/// Arguments of `arbitro pair`.
#[derive(Debug, Args)]
pub struct PairArgs {
    /// Pair by the FIDE Dutch system (C.04.3) the tournament in this TRF
    /// (TRF-2026 or TRF16 with the engine extensions).
    #[arg(long, value_name = "INPUT", conflicts_with = "round_robin")]
    pub dutch: Option<PathBuf>,
    /// Write the next round's pairing (to OUTPUT, or to standard output).
    #[arg(short = 'p', long = "pairing", value_name = "OUTPUT", num_args = 0..=1, requires = "dutch")]
    pub pairing: Option<Option<PathBuf>>,
    /// Check the last round of the file against the rules and list every
    /// discrepancy.
    #[arg(short = 'c', long = "check", requires = "dutch", conflicts_with_all = ["pairing", "explain"])]
    pub check: bool,
    /// Pair the next round and explain, per score group, which criteria
    /// decided the floaters, the bye and the colours.
    #[arg(long, requires = "dutch")]
    pub explain: bool,
    /// Rules edition: 2026 (in force from 1 February 2026) or 2017 (the
    /// previous one). Default: as the file's 192/092 record says, else 2026.
    #[arg(long, value_name = "YEAR")]
    pub edition: Option<RulesEdition>,
    /// Baku acceleration (C.04.7), unless the file has its own 250/XXA records.
    #[arg(long)]
    pub baku: bool,
    /// Round-robin options.
    #[command(flatten)]
    pub round_robin: RoundRobinArgs,
}

/// Arguments of `arbitro generate`. Every option left out is drawn at
/// random from the seed.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// Seed of the random draws: the same seed and options give the same
    /// tournament. Without it, a fresh seed from the operating system,
    /// printed and written in the file's name record (012).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Number of players.
    #[arg(long)]
    pub players: Option<u32>,
    /// Number of rounds.
    #[arg(long)]
    pub rounds: Option<u32>,
    /// Ratings: `random`, `list:2400,2350,…` (one per player),
    /// `range:LOW-HIGH:STEP` or `spread:MEAN:SD`.
    #[arg(long, value_name = "SPEC")]
    pub ratings: Option<Ratings>,
    /// Probability that a player is absent from a round, known before it is
    /// paired: half of these are half-point byes (H), half zero-point (Z)
    /// (`--half-byes` and `--zero-byes` set each kind).
    #[arg(long, value_name = "P")]
    pub byes: Option<f64>,
    /// Probability that a player takes a half-point bye in a round (H).
    #[arg(long, value_name = "P")]
    pub half_byes: Option<f64>,
    /// Probability of a full-point bye (F).
    #[arg(long, value_name = "P")]
    pub full_byes: Option<f64>,
    /// Probability of a zero-point bye or announced absence (Z).
    #[arg(long, value_name = "P")]
    pub zero_byes: Option<f64>,
    /// Probability that a game is won by forfeit (+/-, either side).
    #[arg(long, value_name = "P")]
    pub forfeits: Option<f64>,
    /// Probability that both players of a game lose by forfeit (-/-).
    #[arg(long, value_name = "P")]
    pub double_forfeits: Option<f64>,
    /// Probability that a played game is recorded as not rated (W, D, L).
    #[arg(long, value_name = "P")]
    pub unrated_games: Option<f64>,
    /// Probability that a player withdraws before a round (from the second
    /// on): absent, with blank cells, from then on.
    #[arg(long, value_name = "P")]
    pub withdrawals: Option<f64>,
    /// How results are drawn: `rating` (the FIDE rating table, differences
    /// over 400 counted as 400), `uniform` (a third each of White wins,
    /// draws, Black wins) or `W,D` (fixed probabilities of a White win and
    /// of a draw, e.g. `0.3,0.4`).
    #[arg(long, value_name = "MODEL")]
    pub results: Option<ResultModel>,
    /// The tie-break list written in record 202 and ranked by, e.g.
    /// `BH/C1,BH,SB` (`none`: the score alone).
    #[arg(long = "tie-breaks", value_name = "LIST")]
    pub tie_breaks: Option<String>,
    /// Write the TRF here instead of standard output.
    #[arg(short = 'o', long, value_name = "OUTPUT")]
    pub output: Option<PathBuf>,
    /// Write TRF16 with the engine extensions (XXR, XXC) instead of TRF-2026.
    #[arg(long)]
    pub trf16: bool,
    /// When a round cannot be paired, still write the tournament as it stood
    /// before that round (with its known absences), then report the refusal
    /// (exit status 1): another engine can be asked to pair it.
    #[arg(long)]
    pub partial: bool,
    /// Rules edition to pair with (2026 or 2017).
    #[arg(long, value_name = "YEAR")]
    pub edition: Option<RulesEdition>,
    /// Pair with Baku acceleration (C.04.7); the file says so in its
    /// tournament type (`192 FIDE_DUTCH_2025_BAKU`).
    #[arg(long, conflicts_with = "no_baku")]
    pub baku: bool,
    /// Pair without acceleration.
    #[arg(long)]
    pub no_baku: bool,
}

/// The seed a generated tournament was drawn from, said on standard error.
struct SeedUsed {
    seed: u64,
}

impl Message for SeedUsed {
    fn code(&self) -> &str {
        "pairing-generator-seed"
    }

    fn args(&self) -> MessageArgs<'_> {
        vec![("seed", Arg::from(self.seed.to_string()))]
    }
}

/// The checker's verdict on a round that follows the rules.
struct CheckOk {
    round: u32,
}

impl Message for CheckOk {
    fn code(&self) -> &str {
        "pairing-check-ok"
    }

    fn args(&self) -> MessageArgs<'_> {
        vec![("round", Arg::from(self.round))]
    }
}

impl From<PairingError> for CliError {
    fn from(e: PairingError) -> CliError {
        CliError::Pairing(e)
    }
}

fn options(edition: Option<RulesEdition>, baku: bool) -> DutchOptions {
    DutchOptions {
        edition,
        acceleration: if baku {
            Acceleration::Baku
        } else {
            Acceleration::FromFile
        },
    }
}

fn read_tournament(path: &Path) -> Result<Tournament, CliError> {
    let text = super::input::read_text_as(path, arbitro_text::Format::Trf)?;
    arbitro_trf::parse(&text).map_err(|e| CliError::PairingIn {
        path: path.to_path_buf(),
        source: e.into(),
    })
}

fn write_text(path: Option<&Path>, text: &str) -> Result<(), CliError> {
    match path {
        Some(p) => std::fs::write(p, text).map_err(|source| CliError::Io {
            path: p.to_path_buf(),
            source,
        }),
        None => {
            emit(text);
            Ok(())
        }
    }
}

/// Writes to standard output; a closed pipe (`| head`) is not an error.
fn emit(text: &str) {
    use std::io::Write as _;
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}

/// Runs `arbitro pair`.
pub fn pair(args: PairArgs) -> Result<ExitCode, CliError> {
    let lang = crate::say::lang();
    if let Some(n) = args.round_robin.round_robin {
        return round_robin::run(&args.round_robin, n);
    }
    let Some(input) = &args.dutch else {
        return Err(crate::error::Usage::WhatToPair.into());
    };
    let tournament = read_tournament(input)?;
    let opts = options(args.edition, args.baku);
    let in_file = |e: PairingError| match e {
        PairingError::Trf(_)
        | PairingError::RoundsMissing
        | PairingError::AllRoundsPaired { .. }
        | PairingError::NothingToCheck => CliError::PairingIn {
            path: input.clone(),
            source: e,
        },
        other => CliError::Pairing(other),
    };
    if args.check {
        return check(&tournament, &opts, input, lang).map_err(|e| match e {
            CliError::Pairing(p) => in_file(p),
            other => other,
        });
    }
    if args.explain {
        let explanation = explain_next_round(&tournament, &opts).map_err(in_file)?;
        emit(&explanation.render(lang));
        if let Some(Some(out)) = &args.pairing {
            write_text(Some(out), &format_pairing(&explanation.pairing))?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    let pairing = pair_next_round(&tournament, &opts).map_err(in_file)?;
    let text = format_pairing(&pairing);
    match &args.pairing {
        Some(out) => write_text(out.as_deref(), &text)?,
        None => emit(&text),
    }
    Ok(ExitCode::SUCCESS)
}

/// `arbitro pair -c`: every round against the rules, then the final ranks
/// against the file's tie-break list. Exit status 0 when all match, 1 when
/// anything differs.
fn check(
    tournament: &Tournament,
    opts: &DutchOptions,
    input: &Path,
    lang: arbitro_i18n::Lang,
) -> Result<ExitCode, CliError> {
    let rounds = check_rounds(tournament, opts)?;
    let mut out = String::new();
    let mut differs = false;
    for r in &rounds {
        if r.findings.is_empty() {
            out.push_str(&format!("{}\n", render(lang, &CheckOk { round: r.round })));
        }
        for f in &r.findings {
            differs = true;
            out.push_str(&format!("{}\n", render(lang, f)));
        }
    }
    let ranks = arbitro_tiebreaks::check_ranks(tournament).map_err(|source| CliError::TieBreakIn {
        path: input.to_path_buf(),
        source,
    })?;
    if ranks.findings.is_empty() {
        out.push_str(&format!(
            "{}\n",
            render(lang, &arbitro_tiebreaks::RanksFollow(&ranks))
        ));
    }
    for f in &ranks.findings {
        differs = true;
        out.push_str(&format!("{}\n", render(lang, f)));
    }
    emit(&out);
    Ok(if differs {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// Runs `arbitro generate`.
pub fn generate_tournament(args: GenerateArgs) -> Result<ExitCode, CliError> {
    if let Some(p) = args.byes
        && !(0.0..=1.0).contains(&p)
    {
        return Err(crate::error::Usage::Probability {
            name: "--byes",
            value: p.to_string(),
        }
        .into());
    }
    let seed = match args.seed {
        Some(seed) => seed,
        None => {
            let seed = arbitro_rng::fresh_seed();
            eprintln!("{}", render(crate::say::lang(), &SeedUsed { seed }));
            seed
        }
    };
    let tie_breaks = args.tie_breaks.as_deref().map(|text| match text.trim() {
        "none" | "" => Vec::new(),
        list => list
            .split([',', ' '])
            .filter(|c| !c.is_empty())
            .map(str::to_string)
            .collect(),
    });
    let request = GeneratorRequest {
        seed,
        players: args.players,
        rounds: args.rounds,
        ratings: args.ratings.clone(),
        half_byes: args.half_byes.or(args.byes.map(|p| p / 2.0)),
        full_byes: args.full_byes,
        zero_byes: args.zero_byes.or(args.byes.map(|p| p / 2.0)),
        forfeits: args.forfeits,
        double_forfeits: args.double_forfeits,
        unrated_games: args.unrated_games,
        withdrawals: args.withdrawals,
        results: args.results,
        baku: match (args.baku, args.no_baku) {
            (true, _) => Some(true),
            (_, true) => Some(false),
            _ => None,
        },
        tie_breaks,
        edition: args.edition,
    };
    let generated = generate_until_refused(&request.resolve()?)?;
    let version = if args.trf16 {
        TrfVersion::Trf16
    } else {
        TrfVersion::Trf2026
    };
    if let (false, Some(refusal)) = (args.partial, &generated.refused) {
        return Err(CliError::Pairing(refusal.clone()));
    }
    let text = arbitro_trf::write(&generated.tournament, version).map_err(|e| CliError::Pairing(e.into()))?;
    write_text(args.output.as_deref(), &text)?;
    match generated.refused {
        Some(refusal) => Err(CliError::Pairing(refusal)),
        None => Ok(ExitCode::SUCCESS),
    }
}
