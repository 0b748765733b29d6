//! `arbitro pair --round-robin N [--double] [--round R]`: the Berger schedule
//! (FIDE C.05 Annex 1). The `pair` command flattens [`RoundRobinArgs`] into its
//! own arguments and calls [`run`] when `--round-robin` is given.

use std::fmt::Write as _;
use std::process::ExitCode;

use arbitro_i18n::Lang;
use arbitro_pairing::berger::{BergerError, BergerSchedule};
use clap::Args;

use crate::error::CliError;

/// The round-robin options of `arbitro pair`.
#[derive(Debug, Clone, Args)]
pub struct RoundRobinArgs {
    /// Print the Berger schedule for N players (3 to 24; an odd field gets a bye each round).
    #[arg(long = "round-robin", value_name = "N")]
    pub round_robin: Option<u32>,
    /// Double round robin: the second cycle with colours reversed, the last
    /// two rounds of the first cycle swapped.
    #[arg(long, requires = "round_robin")]
    pub double: bool,
    /// Print only this round, in the pairing-engine format (number of pairs,
    /// then `white black` per game, the bye as `player 0`).
    #[arg(long, value_name = "R", requires = "round_robin")]
    pub round: Option<u32>,
}

/// The whole schedule, one line per round: `ROUND: WHITE-BLACK ...` board 1
/// first, then `bye P` for an odd field.
pub fn schedule_text(schedule: &BergerSchedule) -> String {
    let mut out = String::new();
    for r in schedule.rounds() {
        let _ = write!(out, "{}:", r.round);
        for (w, b) in &r.games {
            let _ = write!(out, " {w}-{b}");
        }
        if let Some(p) = r.bye {
            let _ = write!(out, " bye {p}");
        }
        out.push('\n');
    }
    out
}

/// Prints the schedule (or one round) of `args`; `players` is `--round-robin N`.
/// A refusal (field size, round number) is printed in `lang`, exit status 2.
pub fn run(args: &RoundRobinArgs, players: u32, lang: Lang) -> Result<ExitCode, CliError> {
    let text = BergerSchedule::new(players, args.double).and_then(|schedule| match args.round {
        Some(r) => schedule.round(r).map(|round| round.to_string()),
        None => Ok(schedule_text(&schedule)),
    });
    match text {
        Ok(text) => {
            print!("{text}");
            Ok(ExitCode::SUCCESS)
        }
        Err(refusal) => {
            let refusal: BergerError = refusal;
            eprintln!("arbitro: {}", arbitro_i18n::localized(lang, &refusal));
            Ok(ExitCode::from(2))
        }
    }
}
