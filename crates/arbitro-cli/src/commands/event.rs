//! `arbitro event …`: create an event file from its call (AM-R15), show it,
//! change the call, list its standings; plus the helpers the other store
//! commands share (opening the file, the recorded time, JSON output).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use arbitro_store::call::{DeckRef, EventCall, GameFamily, InitialColour, Lang, PairingSystem, RulebookRef};
use arbitro_store::{Event, ForbiddenPairing, parse_time};
use clap::{Args, Subcommand};

use crate::error::{CliError, Usage};
use crate::say::{With, label, lang, line, say, text};
pub use crate::say::{date, points, print_json, time};

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

/// A value that is not one an option takes.
pub fn bad(option: &'static str, value: &str, expected: &str) -> CliError {
    Usage::BadValue {
        option,
        value: value.to_string(),
        expected: expected.to_string(),
    }
    .into()
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
    /// Language of the forms: es or en (default: the language of this run, --lang or the locale).
    #[arg(long)]
    language: Option<String>,
    /// Appeal fee as announced.
    #[arg(long)]
    appeal_fee: Option<String>,
}

impl CallOptions {
    fn apply(&self, base: Option<EventCall>) -> Result<EventCall, CliError> {
        let mut call = match (&self.call, base) {
            (Some(file), _) => serde_json::from_str(&read_text(file)?).map_err(|e| {
                CliError::from(Usage::CallFile {
                    file: file.display().to_string(),
                    detail: e.to_string(),
                })
            })?,
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
                    return Err(Usage::NewEventNeeds {
                        missing: missing.join(", "),
                    }
                    .into());
                }
                EventCall {
                    name: String::new(),
                    place: String::new(),
                    start_date: String::new(),
                    end_date: String::new(),
                    organiser: String::new(),
                    chief_arbiter: String::new(),
                    arbiters: Vec::new(),
                    // The forms speak the user's language unless --language says otherwise.
                    language: match crate::say::lang() {
                        arbitro_i18n::Lang::Es => Lang::Es,
                        arbitro_i18n::Lang::En => Lang::En,
                    },
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
                    forbidden_pairings: Vec::new(),
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
                CliError::from(Usage::BadValue {
                    option: "--family",
                    value: v.clone(),
                    expected: all.join(", "),
                })
            })?;
        }
        if let Some(v) = &self.deck {
            call.deck = Some(DeckRef::parse(v).ok_or_else(|| bad("--deck", v, "ID@VERSION"))?);
        }
        if let Some(v) = &self.rulebook {
            let (version, date) = v
                .split_once('@')
                .ok_or_else(|| bad("--rulebook", v, "VERSION@YYYY-MM-DD"))?;
            call.rulebook = Some(RulebookRef {
                version: version.to_string(),
                date: date.to_string(),
            });
        }
        if let Some(v) = &self.system {
            call.system = PairingSystem::parse(v).ok_or_else(|| {
                let all: Vec<&str> = PairingSystem::ALL.iter().map(|s| s.code()).collect();
                CliError::from(Usage::BadValue {
                    option: "--system",
                    value: v.clone(),
                    expected: all.join(", "),
                })
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
                _ => return Err(bad("--initial-colour", v, "white, black")),
            });
        }
        if let Some(v) = &self.language {
            call.language = match v.as_str() {
                "es" => Lang::Es,
                "en" => Lang::En,
                _ => return Err(bad("--language", v, "es, en")),
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
    /// The standings after the complete rounds, with the call's tie-breaks
    /// (C.07); with --json, every value with its working, round by round.
    Standings {
        /// The event file.
        file: PathBuf,
    },
    /// Import a whole tournament from a TRF (TRF06, TRF16 with the engines'
    /// extensions, TRF-2026) into a new event file: players, every round with
    /// its results, byes and absences, the call's settings. The review of
    /// every adjustment is printed first; rounds that depart from the
    /// pairing rules need --confirm-departure.
    Import {
        /// The TRF.
        file: PathBuf,
        /// The event file to create.
        #[arg(short, long, required_unless_present = "review")]
        output: Option<PathBuf>,
        /// Import rounds that depart from the pairing rules (the arbiter's
        /// confirmation, recorded in the event).
        #[arg(long)]
        confirm_departure: bool,
        /// Print the review only; write nothing.
        #[arg(long)]
        review: bool,
    },
    /// Players who must not meet (repeat --players): replaces the list; with
    /// no --players, lists it; --clear empties it.
    Forbid {
        /// The event file.
        file: PathBuf,
        /// Player ids who must not meet each other, separated by commas (e.g. 3,7).
        #[arg(long, value_name = "ID,ID")]
        players: Vec<String>,
        /// First round it applies to.
        #[arg(long)]
        from_round: Option<u32>,
        /// Last round it applies to.
        #[arg(long)]
        to_round: Option<u32>,
        /// Remove every forbidden pairing.
        #[arg(long)]
        clear: bool,
    },
}

/// Runs `arbitro event`.
pub fn run(args: EventArgs) -> Result<ExitCode, CliError> {
    let c = &args.common;
    match args.command {
        EventCommand::Import {
            file,
            output,
            confirm_departure,
            review,
        } => {
            return super::event_import::run(&file, output.as_ref(), confirm_departure, review, c.json);
        }
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
                say(line("cli-event-created")
                    .with("file", file.display().to_string())
                    .with("name", &s.call.name)
                    .with("family", label(&s.call.family))
                    .with("rounds", s.call.rounds)
                    .with("system", label(&s.call.system))
                    .with("control", &s.call.time_control));
            }
        }
        EventCommand::Show { file } => {
            let e = Event::open_read_only(&file)?;
            let s = e.summary()?;
            if c.json {
                print_json(&s)?;
            } else {
                let call = &s.call;
                let day = |d: &str| date(d);
                say(line("cli-event-title")
                    .with("name", &call.name)
                    .with("place", &call.place)
                    .with("start", day(&call.start_date))
                    .with("end", day(&call.end_date)));
                say(line("cli-event-arbiters")
                    .with("chief", &call.chief_arbiter)
                    .with("arbiters", call.arbiters.join(", ")));
                say(line("cli-event-family")
                    .with("family", label(&call.family))
                    .with(
                        "deck",
                        call.deck.as_ref().map_or("-".to_string(), |d| d.to_string()),
                    )
                    .with(
                        "rulebook",
                        call.rulebook
                            .as_ref()
                            .map_or("-".to_string(), |r| format!("{} ({})", r.version, day(&r.date))),
                    ));
                if let Some(since) = call
                    .deck
                    .as_ref()
                    .and_then(|d| super::deck_history::since_line(&d.id, &d.version))
                {
                    say(since);
                }
                say(line("cli-event-system")
                    .with("system", label(&call.system))
                    .with("rounds", call.rounds)
                    .with("control", &call.time_control)
                    .with("tolerance", call.tolerance_minutes));
                say(line("cli-event-tiebreaks").with("list", call.tiebreaks.join(", ")));
                if let Some(p) = &call.communication_policy {
                    say(line("cli-event-communication").with("policy", p));
                }
                for f in &call.forbidden_pairings {
                    say(forbidden_line(&e, f)?);
                }
                say(line("cli-event-state")
                    .with("players", s.players)
                    .with("paired", s.rounds_paired)
                    .with("published", s.rounds_published));
                say(line("cli-event-register")
                    .with("n", s.register.count)
                    .with("head", &s.register.hash));
            }
        }
        EventCommand::Set { file, call } => {
            let mut e = open(&file, c)?;
            let new = call.apply(Some(e.call()?))?;
            e.update_call(new)?;
            say(line("cli-event-call-updated").with("file", file.display().to_string()));
        }
        EventCommand::Standings { file } => {
            let e = Event::open_read_only(&file)?;
            if c.json {
                // Every value with its working (schemas/standings.schema.json).
                print_json(&e.rounds().standings_report()?)?;
            } else {
                let t = e.rounds().standings()?;
                let paired = e.rounds_paired()?;
                if t.rounds > 0 {
                    say(line("cli-standings-after").with("round", t.rounds));
                } else {
                    say(line("cli-standings-start"));
                }
                if paired > t.rounds {
                    say(line("cli-standings-in-play").with("round", paired));
                }
                let h = |code: &str| text(&line(code));
                println!(
                    "{:>4} {:>4}  {:<30} {:>5} {:>5}  {}",
                    h("cli-standings-col-rank"),
                    h("cli-player-col-number"),
                    h("cli-player-col-name"),
                    "elo",
                    h("cli-standings-col-points"),
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
                        points(&r.points),
                        r.tiebreaks
                            .iter()
                            .map(|v| arbitro_i18n::format::decimal(lang(), v))
                            .collect::<Vec<_>>()
                            .join("  ")
                    );
                }
                for n in &t.notes {
                    say(line("cli-note").with("detail", n));
                }
            }
        }
        EventCommand::Forbid {
            file,
            players,
            from_round,
            to_round,
            clear,
        } => {
            let e = open(&file, c)?;
            if clear || !players.is_empty() {
                let mut list = Vec::new();
                for group in &players {
                    let ids: Vec<i64> = group
                        .split(',')
                        .map(|id| id.trim().parse::<i64>())
                        .collect::<Result<_, _>>()
                        .map_err(|_| CliError::from(Usage::ForbiddenPlayers))?;
                    if ids.len() < 2 {
                        return Err(Usage::ForbiddenPlayers.into());
                    }
                    list.push(ForbiddenPairing {
                        players: ids,
                        first_round: from_round,
                        last_round: to_round,
                    });
                }
                e.rounds().set_forbidden(list)?;
            }
            let list = e.rounds().forbidden()?;
            if c.json {
                print_json(&list)?;
            } else if list.is_empty() {
                say(line("cli-forbidden-none"));
            } else {
                for f in &list {
                    say(forbidden_line(&e, f)?);
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// One forbidden pairing, with the players' names and its rounds.
fn forbidden_line(e: &Event, f: &ForbiddenPairing) -> Result<arbitro_i18n::MessageData, CliError> {
    let players = e.players().all()?;
    let names: Vec<String> = f
        .players
        .iter()
        .map(|id| {
            players
                .iter()
                .find(|p| p.id == *id)
                .map_or(format!("#{id}"), |p| format!("{} ({id})", p.input.name))
        })
        .collect();
    let rounds = match (f.first_round, f.last_round) {
        (None, None) => line("cli-forbidden-always"),
        (Some(a), None) => line("cli-forbidden-from").with("from", a),
        (None, Some(b)) => line("cli-forbidden-until").with("to", b),
        (Some(a), Some(b)) => line("cli-forbidden-between").with("from", a).with("to", b),
    };
    Ok(line("cli-forbidden")
        .with("players", names.join(" · "))
        .with("rounds", rounds))
}
