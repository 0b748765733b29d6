//! `arbitro pair` and `arbitro generate`: Swiss pairings by the FIDE Dutch
//! system with the conventions of the FIDE-endorsed engines, round-robin
//! schedules, the pairings checker, explanations and the random tournament
//! generator.
//!
//! * `arbitro pair --dutch input.trf -p [output]`: the next round, as the
//!   number of pairs then `white black` per line, the bye as `player 0`.
//! * `arbitro pair --dutch input.trf -c`: the last round of the file against
//!   the rules; each discrepancy on its own line, exit status 1 if any.
//! * `arbitro pair --dutch input.trf --explain`: the next round and, per
//!   score group, the criteria (C.04.3 numbers) that decided it.
//! * `arbitro pair --round-robin N [--double] [--round R]`: Berger tables.
//! * `arbitro generate --players N --rounds R --seed S [--byes P]
//!   [--forfeits P] [--withdrawals P] [--results rating|uniform|W,D]
//!   [--baku] [-o output.trf]`: a random tournament paired by the Dutch
//!   system.
//!
//! Exit status: 0 success; 1 no legal pairing exists (the message names the
//! players who cannot all be paired, the criteria that bar them and what
//! the arbiter can do), or the checker found discrepancies; 2 bad input or
//! usage. Messages are in the user's language ([`crate::say::lang`]).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use arbitro_i18n::{Arg, Args as MessageArgs, Message, render};
use arbitro_pairing::{
    Acceleration, DutchOptions, GeneratorOptions, PairingError, ResultModel, RulesEdition, check_last_round,
    explain_next_round, format_pairing, generate_until_refused, pair_next_round,
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

/// Arguments of `arbitro generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// Number of players.
    #[arg(long)]
    pub players: u32,
    /// Number of rounds.
    #[arg(long)]
    pub rounds: u32,
    /// Seed of the random draws (the same seed gives the same tournament).
    #[arg(long)]
    pub seed: u64,
    /// Probability that a player is absent from a round (a half-point or
    /// zero-point bye known before the pairing).
    #[arg(long, default_value_t = 0.0, value_name = "P")]
    pub byes: f64,
    /// Probability that a game is forfeited.
    #[arg(long, default_value_t = 0.0, value_name = "P")]
    pub forfeits: f64,
    /// Probability that a player withdraws before a round (from the second
    /// on): absent, with blank cells, from then on.
    #[arg(long, default_value_t = 0.0, value_name = "P")]
    pub withdrawals: f64,
    /// How results are drawn: `rating` (from the ratings), `uniform` (a
    /// third each of White wins, draws, Black wins) or `W,D` (fixed
    /// probabilities of a White win and of a draw, e.g. `0.3,0.4`).
    #[arg(long, default_value = "rating", value_name = "MODEL")]
    pub results: ResultModel,
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
    #[arg(long)]
    pub baku: bool,
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
        let found = check_last_round(&tournament, &opts).map_err(in_file)?;
        if found.is_empty() {
            let verdict = CheckOk {
                round: tournament.paired_rounds(),
            };
            emit(&format!("{}\n", render(lang, &verdict)));
            return Ok(ExitCode::SUCCESS);
        }
        let list: String = found.iter().map(|d| format!("{}\n", render(lang, d))).collect();
        emit(&list);
        return Ok(ExitCode::from(1));
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

/// Runs `arbitro generate`.
pub fn generate_tournament(args: GenerateArgs) -> Result<ExitCode, CliError> {
    for (name, p) in [("--byes", args.byes), ("--forfeits", args.forfeits)] {
        if !(0.0..=1.0).contains(&p) {
            return Err(crate::error::Usage::Probability {
                name,
                value: p.to_string(),
            }
            .into());
        }
    }
    let generated = generate_until_refused(&GeneratorOptions {
        players: args.players,
        rounds: args.rounds,
        seed: args.seed,
        byes: args.byes,
        forfeits: args.forfeits,
        withdrawals: args.withdrawals,
        results: args.results,
        pairing: options(args.edition, args.baku),
    })?;
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
