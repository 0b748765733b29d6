//! The command-line grammar. Each subcommand's arguments live in the module
//! of `commands/` that runs it; this file only lists the subcommands.

use clap::{Parser, Subcommand};

use crate::commands;

/// arbitro: the chess arbiter's and organiser's toolkit.
#[derive(Debug, Parser)]
#[command(name = "arbitro", version, about, propagate_version = true)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// Every subcommand of `arbitro`.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the headless demo: what the desktop app shows, printed.
    Demo(commands::demo::DemoArgs),
    /// Rank a TRF tournament by score and FIDE tie-breaks (C.07).
    Standings(commands::standings::StandingsArgs),
}
