//! `arbitro verify`, `arbitro backup`, `arbitro restore`, `arbitro export`:
//! the event file as a whole.

use std::path::PathBuf;
use std::process::ExitCode;

use arbitro_store::{Archive, Event, FileKind, detect_kind, restore};
use clap::{Args, Subcommand};

use super::event::{Common, open, print_json, write_text};
use crate::error::CliError;

/// Arguments of `arbitro verify`.
#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// Event file or club archive.
    file: PathBuf,
    /// Also check that nothing recorded before this backup was changed.
    #[arg(long)]
    against: Option<PathBuf>,
    /// The head written down earlier (COUNT@HASH) that the register must still contain.
    #[arg(long)]
    head: Option<String>,
    #[command(flatten)]
    common: Common,
}

/// The player database has no register: it is refused where an event or
/// an archive is expected.
pub fn not_a_register(path: &std::path::Path) -> CliError {
    CliError::Store(arbitro_store::StoreError::WrongKind {
        path: path.to_path_buf(),
        expected: "an arbitro event file or club archive",
        found: FileKind::Ratings.describe().to_string(),
    })
}

/// Runs `arbitro verify`: exit 0 intact, 1 tampering found.
pub fn run_verify(args: VerifyArgs) -> Result<ExitCode, CliError> {
    let (mut report, extra) = match detect_kind(&args.file)? {
        FileKind::Event => {
            let e = Event::open_read_only(&args.file)?;
            let extra = match &args.against {
                Some(b) => e.verify_against(b)?,
                None => Vec::new(),
            };
            (e.verify()?, extra)
        }
        FileKind::Archive => (Archive::open_read_only(&args.file)?.verify()?, Vec::new()),
        FileKind::Ratings => return Err(not_a_register(&args.file)),
    };
    report.problems.extend(extra);
    if let Some(head) = &args.head {
        let (count, hash) = head
            .split_once('@')
            .ok_or_else(|| super::event::bad("--head", head, "COUNT@HASH"))?;
        let count: i64 = count
            .parse()
            .map_err(|_| super::event::bad("--head", head, "COUNT@HASH"))?;
        let entries = match detect_kind(&args.file)? {
            FileKind::Event => Event::open_read_only(&args.file)?.register_entries()?,
            FileKind::Archive => Vec::new(),
            FileKind::Ratings => return Err(not_a_register(&args.file)),
        };
        let found = entries.iter().find(|e| e.seq == count).map(|e| e.hash.as_str());
        if found != Some(hash) {
            report.problems.push(arbitro_store::VerifyProblem {
                seq: count,
                message: format!("the register no longer has the head {head} written down earlier"),
            });
        }
    }
    if args.common.json {
        print_json(&report)?;
    } else if report.is_intact() {
        println!(
            "{}: register intact — {} entries, head {}@{}",
            args.file.display(),
            report.entries,
            report.head.count,
            report.head.hash
        );
    } else {
        println!(
            "{}: register NOT intact ({} problems)",
            args.file.display(),
            report.problems.len()
        );
        for p in &report.problems {
            println!("  entry {}: {}", p.seq, p.message);
        }
    }
    Ok(if report.is_intact() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Arguments of `arbitro backup`.
#[derive(Debug, Args)]
pub struct BackupArgs {
    /// The event file.
    file: PathBuf,
    /// Where to write (default: NAME.db.backups/ next to the event).
    #[arg(short, long)]
    output: Option<PathBuf>,
    #[command(flatten)]
    common: Common,
}

/// Runs `arbitro backup`.
pub fn run_backup(args: BackupArgs) -> Result<ExitCode, CliError> {
    let mut e = open(&args.file, &args.common)?;
    let path = match &args.output {
        Some(o) => e.backup_to(o, "manual", None)?,
        None => e.backup("manual")?,
    };
    println!("backup written to {}", path.display());
    Ok(ExitCode::SUCCESS)
}

/// Arguments of `arbitro restore`.
#[derive(Debug, Args)]
pub struct RestoreArgs {
    /// The backup to restore.
    backup: PathBuf,
    /// The event file to replace.
    file: PathBuf,
}

/// Runs `arbitro restore`.
pub fn run_restore(args: RestoreArgs) -> Result<ExitCode, CliError> {
    let kept = restore(&args.backup, &args.file)?;
    println!("{} restored from {}", args.file.display(), args.backup.display());
    if let Some(k) = kept {
        println!("the replaced file was kept as {}", k.display());
    }
    Ok(ExitCode::SUCCESS)
}

/// Arguments of `arbitro export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// What to export.
    #[command(subcommand)]
    what: ExportCommand,
}

/// `arbitro export` subcommands.
#[derive(Debug, Subcommand)]
pub enum ExportCommand {
    /// The event as a TRF (complete rounds, plus the next round's known absences).
    Trf {
        /// The event file.
        file: PathBuf,
        /// Output file (default: standard output).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// trf16 (with XXR/XXC for pairing engines) or trf2026.
        #[arg(long, default_value = "trf16")]
        format: String,
    },
}

/// Runs `arbitro export`.
pub fn run_export(args: ExportArgs) -> Result<ExitCode, CliError> {
    match args.what {
        ExportCommand::Trf { file, output, format } => {
            let version = match format.as_str() {
                "trf16" => arbitro_trf::TrfVersion::Trf16,
                "trf2026" => arbitro_trf::TrfVersion::Trf2026,
                other => return Err(super::event::bad("--format", other, "trf16, trf2026")),
            };
            let text = Event::open_read_only(&file)?.export_trf(version)?;
            match output {
                Some(o) => {
                    write_text(&o, &text)?;
                    println!("TRF written to {}", o.display());
                }
                None => print!("{text}"),
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
