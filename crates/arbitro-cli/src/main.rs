//! `arbitro`: every capability of the project from the command line.
//!
//! `main` only parses the arguments, runs the command and maps its outcome to
//! an exit code: 0 success, 1 a negative answer the command was asked for
//! (rejected events, rule violations found), 2 bad input or usage. Errors are
//! printed as one line on stderr; nothing here panics on user input.

mod cli;
mod commands;
mod error;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = cli::Cli::parse();
    match commands::run(cli) {
        Ok(code) => code,
        Err(err) => {
            eprintln!("arbitro: {err}");
            ExitCode::from(err.exit_code())
        }
    }
}
