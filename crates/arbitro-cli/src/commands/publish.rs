//! `arbitro publish site EVENT -o DIR`: the event's static website (plain
//! HTML and CSS, Spanish and English, no script needed, nothing remote)
//! written into DIR in place — what `arbitro serve DIR` serves.

use std::path::PathBuf;
use std::process::ExitCode;

use arbitro_store::Event;
use clap::{Args, Subcommand};

use crate::error::CliError;
use crate::say::{With, line, say};

/// Arguments of `arbitro publish`.
#[derive(Debug, Args)]
pub struct PublishArgs {
    /// What to publish.
    #[command(subcommand)]
    pub what: PublishCommand,
}

/// What `arbitro publish` writes.
#[derive(Debug, Subcommand)]
pub enum PublishCommand {
    /// The event's website: the call, players, pairings by board and by
    /// name, standings with every tie-break and its working, crosstable,
    /// a page per player, precedents. Writing again replaces the site's
    /// own files and removes its pages that no longer exist; other files
    /// in the folder are left alone.
    Site {
        /// The event file.
        event: PathBuf,
        /// The site's folder (created if missing).
        #[arg(short, long)]
        output: PathBuf,
    },
}

/// Runs `arbitro publish`.
pub fn run(args: PublishArgs) -> Result<ExitCode, CliError> {
    match args.what {
        PublishCommand::Site { event, output } => {
            let e = Event::open_read_only(&event)?;
            let name = e.call()?.name;
            let written = arbitro_site::publish_site(&e, &output)?;
            say(line("cli-publish-site-written")
                .with("event", &name)
                .with("folder", output.display().to_string())
                .with("written", written.written)
                .with("unchanged", written.unchanged)
                .with("removed", written.removed));
            say(line("cli-publish-site-open")
                .with("index", output.join("index.html").display().to_string())
                .with("folder", output.display().to_string()));
        }
    }
    Ok(ExitCode::SUCCESS)
}
