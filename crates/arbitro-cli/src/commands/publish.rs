//! `arbitro publish site EVENT -o DIR`: the event's static website (plain
//! HTML and CSS, Spanish and English, no script needed, nothing remote)
//! written into DIR in place — what `arbitro serve DIR` serves; and
//! `arbitro publish archive ARCHIVE -o DIR`: a club archive's register of
//! precedents and errata, with the same frame and writing.

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
    /// A club archive's public register of precedents and errata: every
    /// precedent with the deck version it was ruled under, searchable in
    /// the page, and each deck's versions with their errata (AM-AE, AM-R16).
    Archive {
        /// The club archive file.
        archive: PathBuf,
        /// The site's folder (created if missing).
        #[arg(short, long)]
        output: PathBuf,
        /// A deck file the club uses, shown with its versions and errata
        /// (repeatable; replaces the shipped deck of the same id).
        #[arg(long = "deck")]
        decks: Vec<PathBuf>,
    },
}

/// A written line with the folder and what the write did.
fn counts(
    line: arbitro_i18n::MessageData,
    output: &std::path::Path,
    written: &arbitro_site::Written,
) -> arbitro_i18n::MessageData {
    line.with("folder", output.display().to_string())
        .with("written", written.written)
        .with("unchanged", written.unchanged)
        .with("removed", written.removed)
}

/// How to open or serve the folder.
fn say_open(output: &std::path::Path) {
    say(line("cli-publish-site-open")
        .with("index", output.join("index.html").display().to_string())
        .with("folder", output.display().to_string()));
}

/// Runs `arbitro publish`.
pub fn run(args: PublishArgs) -> Result<ExitCode, CliError> {
    match args.what {
        PublishCommand::Site { event, output } => {
            let e = Event::open_read_only(&event)?;
            let name = e.call()?.name;
            let written = arbitro_site::publish_site(&e, &output)?;
            say(counts(
                line("cli-publish-site-written").with("event", &name),
                &output,
                &written,
            ));
            say_open(&output);
        }
        PublishCommand::Archive {
            archive,
            output,
            decks,
        } => {
            let a = arbitro_store::Archive::open_read_only(&archive)?;
            let mut files = Vec::new();
            for path in &decks {
                let text = super::input::read_text(path)?;
                files.push(
                    arbitro_cards::parse_deck(&text).map_err(|source| CliError::CardsIn {
                        path: path.clone(),
                        source,
                    })?,
                );
            }
            let written = arbitro_site::publish_archive_site(&a, &files, &output)?;
            say(counts(
                line("cli-publish-archive-written").with("club", a.club()?),
                &output,
                &written,
            ));
            say_open(&output);
        }
    }
    Ok(ExitCode::SUCCESS)
}
