//! One module per area; each turns parsed arguments into one core call and
//! prints the result.

pub mod demo;

use std::process::ExitCode;

use crate::cli::{Cli, Command};
use crate::error::CliError;

/// Runs the parsed command line.
pub fn run(cli: Cli) -> Result<ExitCode, CliError> {
    match cli.command {
        Command::Demo(args) => demo::run(args),
    }
}
