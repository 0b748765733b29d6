//! `arbitro demo`: the headless demonstration run by the README's first
//! command on a machine without a display.

use std::process::ExitCode;

use clap::Args;

use crate::error::CliError;

/// Arguments of `arbitro demo`.
#[derive(Debug, Args)]
pub struct DemoArgs {}

/// Runs the demo and says what it did.
pub fn run(_args: DemoArgs) -> Result<ExitCode, CliError> {
    println!("arbitro headless demo");
    Ok(ExitCode::SUCCESS)
}
