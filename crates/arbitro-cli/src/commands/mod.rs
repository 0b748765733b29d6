//! One module per area; each turns parsed arguments into one core call and
//! prints the result.

pub mod demo;
// Wired into `arbitro pair --round-robin N` once the pair command exists.
#[allow(dead_code)]
pub mod round_robin;
pub mod rules;
pub mod standings;

use std::process::ExitCode;

use crate::cli::{Cli, Command};
use crate::error::CliError;

/// Runs the parsed command line.
pub fn run(cli: Cli) -> Result<ExitCode, CliError> {
    match cli.command {
        Command::Demo(args) => demo::run(args),
        Command::Perft(args) => rules::perft(args),
        Command::Legal(args) => rules::legal(args),
        Command::Replay(args) => rules::replay(args),
        Command::Chess960(args) => rules::chess960(args),
        Command::Adjudicate(args) => rules::adjudicate(args),
        Command::Bench(args) => rules::bench(args),
        Command::Standings(args) => standings::run(args),
    }
}
