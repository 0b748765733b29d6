//! `arbitro event …`: create an event file from its call (AM-R15), show it,
//! change the call, list its standings; plus the helpers the other store
//! commands share (opening the file, the recorded time, JSON output).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use arbitro_store::call::{DeckRef, EventCall, GameFamily, InitialColour, Lang, PairingSystem, RulebookRef};
use arbitro_store::{Event, parse_time};
use clap::{Args, Subcommand};

use crate::error::CliError;

/// Options every event command takes.
#[derive(Debug, Args)]
pub struct Common {
    /// Record this time instead of the system clock (RFC 3339, e.g. 2026-03-01T10:30:00+01:00).
    #[arg(long, global = true)]
    pub at: Option<String>,
    /// Print JSON instead of text.
    #[arg(long, global = true)]
    pub json: bool,
}

/// Opens an event for writing, with the recorded time set.
pub fn open(path: &Path, common: &Common) -> Result<Event, CliError> {
    let mut e = Event::open(path)?;
    if let Some(at) = &common.at {
        e.set_time(Some(parse_time(at)?));
    }
    Ok(e)
}

/// Reads a whole text file (through `arbitro-text`, its format told by its
/// name; see [`super::input`]).
pub fn read_text(path: &Path) -> Result<String, CliError> {
    super::input::read_text(path)
}

/// Writes a text file.
pub fn write_text(path: &Path, text: &str) -> Result<(), CliError> {
    std::fs::write(path, text).map_err(|source| CliError::Io {
        path: path.to_path_buf(),
        source,
    })
}

/// Prints a value as pretty JSON.
pub fn print_json<T: serde::Serialize>(value: &T) -> Result<(), CliError> {
    let text = serde_json::to_string_pretty(value).map_err(|e| CliError::Usage(e.to_string()))?;
    println!("{text}");
    Ok(())
}

/// Arguments of `arbitro event`.
#[derive(Debug, Args)]
pub struct EventArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: EventCommand,
    #[command(flatten)]
    common: Common,
}

/// The call's fields as options (or all of them from `--call FILE.json`).
#[derive(Debug, Args)]
pub struct CallOptions {
    /// Read the whole call from a JSON file (the options below override it).
    #[arg(long)]
    call: Option<PathBuf>,
    /// Event name.
    #[arg(long)]
    name: Option<String>,
    /// Venue and town.
    #[arg(long)]
    place: Option<String>,
    /// First day, YYYY-MM-DD.
    #[arg(long)]
    start: Option<String>,
    /// Last day, YYYY-MM-DD (default: the first day).
    #[arg(long)]
    end: Option<String>,
    /// Chief arbiter.
    #[arg(long)]
    chief_arbiter: Option<String>,
    /// A deputy or assistant arbiter (repeat).
    #[arg(long = "arbiter")]
    arbiters: Vec<String>,
    /// fide, chess960, magico-classic, magico-advanced, ed, bughouse.
    #[arg(long)]
    family: Option<String>,
    /// Deck as ID@VERSION (card families, AM-R16), e.g. AM-REF@1.
    #[arg(long)]
    deck: Option<String>,
    /// Rulebook version and date as VERSION@YYYY-MM-DD (AM-R16), e.g. 2.0@2025-01-01.
    #[arg(long)]
    rulebook: Option<String>,
    /// dutch, dutch-baku, round-robin, double-round-robin.
    #[arg(long)]
    system: Option<String>,
    /// Number of rounds.
    #[arg(long)]
    rounds: Option<u32>,
    /// Time control, e.g. 10+5 or 40/90+30:30+30 (AM-R13 suggests 10+5, 20+5 in doubles).
    #[arg(long)]
    time: Option<String>,
    /// Default time in minutes (FIDE 6.7.1).
    #[arg(long)]
    tolerance: Option<u32>,
    /// Tie-break order, e.g. BH/C1,BH,SB,DE.
    #[arg(long)]
    tiebreaks: Option<String>,
    /// Communication policy between partners (doubles).
    #[arg(long)]
    communication: Option<String>,
    /// Colour of the top seed in round 1: white or black.
    #[arg(long)]
    initial_colour: Option<String>,
    /// Language of the forms: es or en.
    #[arg(long)]
    language: Option<String>,
    /// Appeal fee as announced.
    #[arg(long)]
    appeal_fee: Option<String>,
}

impl CallOptions {
    fn apply(&self, base: Option<EventCall>) -> Result<EventCall, CliError> {
        let mut call = match (&self.call, base) {
            (Some(file), _) => serde_json::from_str(&read_text(file)?)
                .map_err(|e| CliError::Usage(format!("{}: {e}", file.display())))?,
            (None, Some(c)) => c,
            (None, None) => {
                let missing: Vec<&str> = [
                    ("--name", self.name.is_none()),
                    ("--start", self.start.is_none()),
                    ("--chief-arbiter", self.chief_arbiter.is_none()),
                    ("--family", self.family.is_none()),
                    ("--system", self.system.is_none()),
                    ("--rounds", self.rounds.is_none()),
                    ("--time", self.time.is_none()),
                ]
                .into_iter()
                .filter(|(_, m)| *m)
                .map(|(n, _)| n)
                .collect();
                if !missing.is_empty() {
                    return Err(CliError::Usage(format!(
                        "a new event needs {} (or --call FILE.json)",
                        missing.join(", ")
                    )));
                }
                EventCall {
                    name: String::new(),
                    place: String::new(),
                    start_date: String::new(),
                    end_date: String::new(),
                    organiser: String::new(),
                    chief_arbiter: String::new(),
                    arbiters: Vec::new(),
                    language: Lang::Es,
                    family: GameFamily::Fide,
                    deck: None,
                    rulebook: None,
                    system: PairingSystem::Dutch,
                    rounds: 0,
                    time_control: String::new(),
                    tolerance_minutes: 0,
                    tiebreaks: Vec::new(),
                    communication_policy: None,
                    bye_points: 2,
                    initial_colour: None,
                    appeal_fee: None,
                    options: Default::default(),
                }
            }
        };
        if let Some(v) = &self.name {
            call.name = v.clone();
        }
        if let Some(v) = &self.place {
            call.place = v.clone();
        }
        if let Some(v) = &self.start {
            call.start_date = v.clone();
            if call.end_date.is_empty() {
                call.end_date = v.clone();
            }
        }
        if let Some(v) = &self.end {
            call.end_date = v.clone();
        }
        if let Some(v) = &self.chief_arbiter {
            call.chief_arbiter = v.clone();
        }
        if !self.arbiters.is_empty() {
            call.arbiters = self.arbiters.clone();
        }
        if let Some(v) = &self.family {
            call.family = GameFamily::parse(v).ok_or_else(|| {
                let all: Vec<&str> = GameFamily::ALL.iter().map(|f| f.code()).collect();
                CliError::Usage(format!("--family {v}: expected one of {}", all.join(", ")))
            })?;
        }
        if let Some(v) = &self.deck {
            call.deck = Some(
                DeckRef::parse(v)
                    .ok_or_else(|| CliError::Usage(format!("--deck {v}: expected ID@VERSION")))?,
            );
        }
        if let Some(v) = &self.rulebook {
            let (version, date) = v
                .split_once('@')
                .ok_or_else(|| CliError::Usage(format!("--rulebook {v}: expected VERSION@YYYY-MM-DD")))?;
            call.rulebook = Some(RulebookRef {
                version: version.to_string(),
                date: date.to_string(),
            });
        }
        if let Some(v) = &self.system {
            call.system = PairingSystem::parse(v).ok_or_else(|| {
                let all: Vec<&str> = PairingSystem::ALL.iter().map(|s| s.code()).collect();
                CliError::Usage(format!("--system {v}: expected one of {}", all.join(", ")))
            })?;
        }
        if let Some(v) = self.rounds {
            call.rounds = v;
        }
        if let Some(v) = &self.time {
            call.time_control = v.clone();
        }
        if let Some(v) = self.tolerance {
            call.tolerance_minutes = v;
        }
        if let Some(v) = &self.tiebreaks {
            call.tiebreaks = v
                .split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect();
        }
        if let Some(v) = &self.communication {
            call.communication_policy = Some(v.clone());
        }
        if let Some(v) = &self.initial_colour {
            call.initial_colour = Some(match v.as_str() {
                "white" => InitialColour::White,
                "black" => InitialColour::Black,
                _ => return Err(CliError::Usage(format!("--initial-colour {v}: white or black"))),
            });
        }
        if let Some(v) = &self.language {
            call.language = match v.as_str() {
                "es" => Lang::Es,
                "en" => Lang::En,
                _ => return Err(CliError::Usage(format!("--language {v}: es or en"))),
            };
        }
        if let Some(v) = &self.appeal_fee {
            call.appeal_fee = Some(v.clone());
        }
        Ok(call)
    }
}

/// `arbitro event` subcommands.
#[derive(Debug, Subcommand)]
pub enum EventCommand {
    /// Create an event file from its call (AM-R15).
    New {
        /// The event file to create.
        file: PathBuf,
        #[command(flatten)]
        call: CallOptions,
    },
    /// Show the call and the state of the event.
    Show {
        /// The event file.
        file: PathBuf,
    },
    /// Change the call (family, deck and system are fixed once round 1 is paired).
    Set {
        /// The event file.
        file: PathBuf,
        #[command(flatten)]
        call: CallOptions,
    },
    /// The standings after the complete rounds, with the call's tie-breaks (C.07).
    Standings {
        /// The event file.
        file: PathBuf,
    },
}

/// Runs `arbitro event`.
pub fn run(args: EventArgs) -> Result<ExitCode, CliError> {
    let c = &args.common;
    match args.command {
        EventCommand::New { file, call } => {
            let call = call.apply(None)?;
            let mut e = Event::create(&file, call)?;
            if let Some(at) = &c.at {
                e.set_time(Some(parse_time(at)?));
            }
            let s = e.summary()?;
            if c.json {
                print_json(&s)?;
            } else {
                println!(
                    "created {}: {} ({}, {} rounds, {}, {})",
                    file.display(),
                    s.call.name,
                    s.call.family.code(),
                    s.call.rounds,
                    s.call.system.code(),
                    s.call.time_control
                );
            }
        }
        EventCommand::Show { file } => {
            let e = Event::open_read_only(&file)?;
            let s = e.summary()?;
            if c.json {
                print_json(&s)?;
            } else {
                let call = &s.call;
                println!(
                    "{} — {} ({} to {})",
                    call.name, call.place, call.start_date, call.end_date
                );
                println!(
                    "chief arbiter: {}; arbiters: {}",
                    call.chief_arbiter,
                    call.arbiters.join(", ")
                );
                println!(
                    "family: {}; deck: {}; rulebook: {}",
                    call.family.code(),
                    call.deck.as_ref().map_or("-".to_string(), |d| d.to_string()),
                    call.rulebook
                        .as_ref()
                        .map_or("-".to_string(), |r| format!("{} ({})", r.version, r.date))
                );
                println!(
                    "system: {}; rounds: {}; time control: {} ({:?}); tolerance: {} min",
                    call.system.code(),
                    call.rounds,
                    call.time_control,
                    call.rate(),
                    call.tolerance_minutes
                );
                println!("tie-breaks: {}", call.tiebreaks.join(", "));
                if let Some(p) = &call.communication_policy {
                    println!("communication policy: {p}");
                }
                println!(
                    "players: {}; rounds paired: {}; published: {}",
                    s.players, s.rounds_paired, s.rounds_published
                );
                println!("register: {} entries, head {}", s.register.count, s.register.hash);
            }
        }
        EventCommand::Set { file, call } => {
            let mut e = open(&file, c)?;
            let new = call.apply(Some(e.call()?))?;
            e.update_call(new)?;
            println!("call of {} updated", file.display());
        }
        EventCommand::Standings { file } => {
            let e = Event::open_read_only(&file)?;
            let t = e.standings()?;
            if c.json {
                print_json(&t)?;
            } else {
                println!("standings after round {}", t.rounds);
                println!(
                    "{:>4} {:>4}  {:<30} {:>5} {:>5}  {}",
                    "rank",
                    "no",
                    "name",
                    "elo",
                    "pts",
                    t.columns.join("  ")
                );
                for r in &t.rows {
                    println!(
                        "{:>3}{} {:>4}  {:<30} {:>5} {:>5}  {}",
                        r.rank,
                        if r.shared { "=" } else { " " },
                        r.pairing_number,
                        r.name,
                        r.rating,
                        r.points,
                        r.tiebreaks.join("  ")
                    );
                }
                for n in &t.notes {
                    println!("note: {n}");
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
