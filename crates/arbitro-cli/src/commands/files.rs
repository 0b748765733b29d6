//! `arbitro verify`, `arbitro backup`, `arbitro restore`, `arbitro export`:
//! the event file as a whole.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use arbitro_i18n::{Arg, Lang, Message, render};
use arbitro_store::{Archive, Event, FileKind, HeadClaim, VerifyReport, detect_kind, restore};
use clap::{Args, Subcommand};

use super::event::{Common, open, print_json, write_text};
use crate::error::CliError;

/// The language of the command's own output: `--lang`, else the locale's.
fn lang() -> Lang {
    crate::say::lang()
}

/// A parameter of an output line.
enum V<'a> {
    /// Text.
    S(String),
    /// A count.
    I(i64),
    /// A message rendered in the same language.
    M(&'a dyn Message),
}

fn text(t: impl ToString) -> V<'static> {
    V::S(t.to_string())
}

fn count(n: impl TryInto<i64>) -> V<'static> {
    V::I(n.try_into().unwrap_or(i64::MAX))
}

/// A line of the command's output, from the catalogue.
struct Line<'a> {
    code: &'static str,
    args: Vec<(&'static str, V<'a>)>,
}

impl Message for Line<'_> {
    fn code(&self) -> &str {
        self.code
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        self.args
            .iter()
            .map(|(k, v)| {
                let arg = match v {
                    V::S(s) => Arg::from(s),
                    V::I(i) => Arg::Int(*i),
                    V::M(m) => Arg::Message(*m),
                };
                (*k, arg)
            })
            .collect()
    }
}

fn say(lang: Lang, code: &'static str, args: Vec<(&'static str, V<'_>)>) {
    println!("{}", render(lang, &Line { code, args }));
}

/// Arguments of `arbitro verify`.
#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// Event file or club archive.
    file: PathBuf,
    /// Also check that nothing recorded before this backup was changed.
    #[arg(long)]
    against: Option<PathBuf>,
    /// A head written down earlier (as printed on every form and export:
    /// COUNT:HASH:KEY) that the register must still have; may be repeated.
    #[arg(long)]
    head: Vec<String>,
    #[command(flatten)]
    common: Common,
}

/// The player database has no register: it is refused where an event or
/// an archive is expected.
pub fn not_a_register(path: &std::path::Path) -> CliError {
    CliError::Store(arbitro_store::StoreError::WrongKind {
        path: path.to_path_buf(),
        expected: arbitro_store::FileWanted::Register,
        found: arbitro_store::FileFound::Kind(FileKind::Ratings),
    })
}

/// Runs `arbitro verify`: exit 0 intact, 1 tampering found.
pub fn run_verify(args: VerifyArgs) -> Result<ExitCode, CliError> {
    let claims = args
        .head
        .iter()
        .map(|h| HeadClaim::read(h))
        .collect::<Result<Vec<_>, _>>()?;
    let mut report = match detect_kind(&args.file)? {
        FileKind::Event => {
            let e = Event::open_read_only(&args.file)?;
            let mut report = e.verify()?;
            if let Some(b) = &args.against {
                report.problems.extend(e.verify_against(b)?);
            }
            for claim in &claims {
                report.problems.extend(e.verify_head(claim)?);
            }
            report
        }
        FileKind::Archive => {
            let a = Archive::open_read_only(&args.file)?;
            let mut report = a.verify()?;
            for claim in &claims {
                report.problems.extend(a.verify_head(claim)?);
            }
            report
        }
        FileKind::Ratings => return Err(not_a_register(&args.file)),
    };
    report.problems.dedup();
    if args.common.json {
        print_json(&report)?;
    } else {
        print_report(&args.file, &report);
    }
    Ok(if report.is_intact() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn print_report(file: &Path, report: &VerifyReport) {
    let lang = lang();
    let file = file.display().to_string();
    if report.is_intact() {
        say(
            lang,
            "cli-verify-intact",
            vec![
                ("file", text(file.as_str())),
                ("entries", count(report.entries)),
                ("rows", count(report.rows)),
                ("backups", count(report.backups)),
                ("head", text(report.head.stamp())),
            ],
        );
    } else {
        say(
            lang,
            "cli-verify-not-intact",
            vec![
                ("file", text(file.as_str())),
                ("problems", count(report.problems.len())),
            ],
        );
        for p in &report.problems {
            println!("  - {}", render(lang, p));
        }
    }
    for k in &report.keys {
        say(
            lang,
            if k.this_installation {
                "cli-verify-key-here"
            } else {
                "cli-verify-key"
            },
            vec![
                ("key", text(k.fingerprint.grouped())),
                ("label", text(k.label.as_str())),
                ("entries", count(k.entries)),
                ("introduced", count(k.introduced)),
            ],
        );
    }
    for n in &report.notes {
        say(lang, "cli-verify-note", vec![("note", V::M(n))]);
    }
}

/// Arguments of `arbitro backup`.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct BackupArgs {
    /// `list`: every backup of an event, its head and whether it verifies.
    #[command(subcommand)]
    command: Option<BackupCommand>,
    /// The event file.
    file: Option<PathBuf>,
    /// Where to write (default: NAME.db.backups/ next to the event).
    #[arg(short, long)]
    output: Option<PathBuf>,
    #[command(flatten)]
    common: Common,
}

/// `arbitro backup` subcommands.
#[derive(Debug, Subcommand)]
pub enum BackupCommand {
    /// Every backup of an event (its backup log and its backup folder):
    /// the head each holds and whether it verifies.
    List {
        /// The event file.
        file: PathBuf,
        #[command(flatten)]
        common: Common,
    },
}

/// Runs `arbitro backup`.
pub fn run_backup(args: BackupArgs) -> Result<ExitCode, CliError> {
    if let Some(BackupCommand::List { file, common }) = args.command {
        return list_backups(&file, &common);
    }
    let file = args
        .file
        .ok_or(CliError::Usage(crate::error::Usage::BackupWhat))?;
    let mut e = open(&file, &args.common)?;
    let path = match &args.output {
        Some(o) => e.backup_to(o, "manual", None)?,
        None => e.backup("manual")?,
    };
    let head = arbitro_store::Event::open_read_only(&path)?.register_head()?;
    if args.common.json {
        print_json(&serde_json::json!({ "file": path, "head": head }))?;
    } else {
        say(
            lang(),
            "cli-backup-written",
            vec![("file", text(path.display())), ("head", text(head.stamp()))],
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn list_backups(file: &Path, common: &Common) -> Result<ExitCode, CliError> {
    let e = Event::open_read_only(file)?;
    let list = e.backup_list()?;
    if common.json {
        print_json(&list)?;
        return Ok(ExitCode::SUCCESS);
    }
    let lang = lang();
    if list.is_empty() {
        say(lang, "cli-backup-none", vec![("file", text(file.display()))]);
    }
    for b in &list {
        let when = b.record.as_ref().map(|r| r.at.clone()).unwrap_or_default();
        match (&b.head, &b.unreadable) {
            (_, Some(error)) => say(
                lang,
                "cli-backup-unreadable",
                vec![("file", text(b.file.as_str())), ("error", V::M(error))],
            ),
            (Some(head), None) => {
                let code = match (b.problems.is_empty(), b.in_register) {
                    (true, true) => "cli-backup-ok",
                    (true, false) => "cli-backup-other-line",
                    (false, _) => "cli-backup-not-intact",
                };
                say(
                    lang,
                    code,
                    vec![
                        ("file", text(b.file.as_str())),
                        ("at", text(when)),
                        ("head", text(head.stamp())),
                        ("problems", count(b.problems.len())),
                    ],
                );
                for p in &b.problems {
                    println!("    - {}", render(lang, p));
                }
            }
            (None, None) => {}
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Arguments of `arbitro restore`.
#[derive(Debug, Args)]
pub struct RestoreArgs {
    /// The backup to restore.
    backup: PathBuf,
    /// The event file to replace.
    file: PathBuf,
    #[command(flatten)]
    common: Common,
}

/// Runs `arbitro restore`.
pub fn run_restore(args: RestoreArgs) -> Result<ExitCode, CliError> {
    let outcome = restore(&args.backup, &args.file)?;
    if args.common.json {
        print_json(&outcome)?;
        return Ok(ExitCode::SUCCESS);
    }
    let lang = lang();
    say(
        lang,
        "cli-restore-done",
        vec![
            ("file", text(args.file.display())),
            ("backup", text(args.backup.display())),
            ("head", text(outcome.head.stamp())),
        ],
    );
    if let Some(copy) = &outcome.safety_copy {
        say(lang, "cli-restore-kept", vec![("copy", text(copy.display()))]);
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
    let lang = lang();
    match args.what {
        ExportCommand::Trf { file, output, format } => {
            let version = match format.as_str() {
                "trf16" => arbitro_trf::TrfVersion::Trf16,
                "trf2026" => arbitro_trf::TrfVersion::Trf2026,
                other => return Err(super::event::bad("--format", other, "trf16, trf2026")),
            };
            let text = Event::open_read_only(&file)?.rounds().export_trf(version)?;
            match output {
                Some(o) => {
                    write_text(&o, &text)?;
                    say(
                        lang,
                        "cli-trf-written",
                        vec![("file", V::S(o.display().to_string()))],
                    );
                }
                None => print!("{text}"),
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
