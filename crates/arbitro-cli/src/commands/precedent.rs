//! `arbitro precedent …`: the precedent register (AM-G16, AM-AE) of an event
//! file or a club archive (the kind is read from the file): add, correct,
//! search (ES/EN, accents ignored), export and import as JSON.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use arbitro_store::call::DeckRef;
use arbitro_store::precedents::{Hit, PrecedentInput, Query, Texts};
use arbitro_store::{Archive, Event, FileKind, detect_kind};
use clap::{Args, Subcommand};

use super::event::{Common, open, print_json, read_text, write_text};
use crate::error::CliError;
use crate::say::{With, line, say};

/// Arguments of `arbitro precedent`.
#[derive(Debug, Args)]
pub struct PrecedentArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: PrecedentCommand,
    #[command(flatten)]
    common: Common,
}

/// `arbitro precedent` subcommands.
// Parsed once per run: the size of the `add` variant costs nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Subcommand)]
pub enum PrecedentCommand {
    /// Record a precedent (or, with --corrects, a correction of one).
    Add {
        /// Event file or club archive.
        file: PathBuf,
        /// Card code.
        #[arg(long)]
        card: Option<String>,
        /// Deck as ID@VERSION (default: the event's deck).
        #[arg(long)]
        deck: Option<String>,
        /// Window.
        #[arg(long)]
        window: Option<String>,
        /// Situation in Spanish.
        #[arg(long)]
        situation_es: Option<String>,
        /// Situation in English.
        #[arg(long)]
        situation_en: Option<String>,
        /// Decision in Spanish.
        #[arg(long)]
        decision_es: Option<String>,
        /// Decision in English.
        #[arg(long)]
        decision_en: Option<String>,
        /// Clauses cited, comma-separated.
        #[arg(long, default_value = "")]
        clauses: String,
        /// Arbiter (default: the chief arbiter).
        #[arg(long)]
        arbiter: Option<String>,
        /// Event (default: the event's name).
        #[arg(long)]
        event: Option<String>,
        /// Date YYYY-MM-DD (default: today).
        #[arg(long)]
        date: Option<String>,
        /// Round.
        #[arg(long)]
        round: Option<u32>,
        /// Board.
        #[arg(long)]
        board: Option<u32>,
        /// Register entry of the precedent this corrects.
        #[arg(long)]
        corrects: Option<i64>,
    },
    /// Full-text search.
    Search {
        /// Event file or club archive.
        file: PathBuf,
        /// Words to find.
        #[arg(default_value = "")]
        words: String,
        /// Only this card.
        #[arg(long)]
        card: Option<String>,
        /// Only this deck version.
        #[arg(long)]
        deck_version: Option<String>,
        /// Include corrected versions.
        #[arg(long)]
        all: bool,
        /// At most this many.
        #[arg(long, default_value_t = 20)]
        limit: u32,
    },
    /// Export the current precedents as JSON (schemas/precedents.schema.json).
    Export {
        /// Event file or club archive.
        file: PathBuf,
        /// Output file (default: standard output).
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Import precedents from a JSON export; duplicates are detected and skipped.
    Import {
        /// Event file or club archive.
        file: PathBuf,
        /// The JSON export.
        input: PathBuf,
    },
    /// Create a club archive.
    Archive {
        /// The archive file to create.
        file: PathBuf,
        /// Club name.
        #[arg(long)]
        club: String,
    },
    /// Collect an event's precedents into a club archive.
    Collect {
        /// The club archive.
        archive: PathBuf,
        /// The event file.
        event: PathBuf,
    },
}

enum Register {
    Event(Event),
    Archive(Archive),
}

fn open_register(path: &Path, common: &Common) -> Result<Register, CliError> {
    Ok(match detect_kind(path)? {
        FileKind::Event => Register::Event(open(path, common)?),
        FileKind::Archive => Register::Archive(Archive::open(path)?),
        FileKind::Ratings => return Err(super::files::not_a_register(path)),
    })
}

/// The deck a precedent was ruled under (AM-R16), as a line parameter.
fn deck_label(deck: Option<&DeckRef>) -> arbitro_i18n::MessageData {
    match deck {
        Some(d) => line("cli-precedent-deck")
            .with("id", &d.id)
            .with("version", &d.version),
        None => line("cli-precedent-no-deck"),
    }
}

/// Each hit: number, date, card, deck version, clauses, event; then the
/// situation and the decision in the run's language.
fn print_hits(hits: &[Hit]) {
    let lang = crate::say::lang();
    for h in hits {
        let p = &h.precedent;
        let i = &p.body.input;
        say(line("cli-precedent-hit")
            .with("seq", p.seq)
            .with("date", super::event::date(&i.date))
            .with("card", i.card_code.clone().unwrap_or_else(|| "-".into()))
            .with("deck", deck_label(i.deck.as_ref()))
            .with("clauses", i.clauses.join(", "))
            .with("event", &i.event)
            .with("corrected", if p.superseded { "yes" } else { "no" }));
        say(line("cli-precedent-situation").with("text", i.situation.get(lang).replace('\n', " / ")));
        say(line("cli-precedent-decision").with("text", i.decision.get(lang).replace('\n', " / ")));
        if let Some(case) = &i.case {
            say(line("cli-precedent-case")
                .with("fen", case.fen())
                .with("play", case.play_text(crate::say::lang()))
                .with("sentence", case.sentence.get(lang)));
        }
    }
    if hits.is_empty() {
        say(line("cli-precedent-none"));
    }
}

/// Runs `arbitro precedent`.
pub fn run(args: PrecedentArgs) -> Result<ExitCode, CliError> {
    let c = &args.common;
    match args.command {
        PrecedentCommand::Add {
            file,
            card,
            deck,
            window,
            situation_es,
            situation_en,
            decision_es,
            decision_en,
            clauses,
            arbiter,
            event,
            date,
            round,
            board,
            corrects,
        } => {
            let mut reg = open_register(&file, c)?;
            let (default_deck, default_arbiter, default_event, today) = match &reg {
                Register::Event(e) => {
                    let call = e.call()?;
                    (
                        call.deck,
                        call.chief_arbiter,
                        call.name,
                        e.now_time().format("%Y-%m-%d").to_string(),
                    )
                }
                Register::Archive(a) => (
                    None,
                    String::new(),
                    a.club()?,
                    chrono::Local::now().format("%Y-%m-%d").to_string(),
                ),
            };
            let deck = match deck {
                Some(d) => {
                    Some(DeckRef::parse(&d).ok_or_else(|| super::event::bad("--deck", &d, "ID@VERSION"))?)
                }
                // Every precedent names the deck version it was ruled under (AM-R16).
                None => default_deck,
            };
            let input = PrecedentInput {
                card_code: card,
                deck,
                window,
                situation: Texts {
                    es: situation_es,
                    en: situation_en,
                },
                decision: Texts {
                    es: decision_es,
                    en: decision_en,
                },
                clauses: clauses
                    .split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect(),
                arbiter: arbiter.unwrap_or(default_arbiter),
                event: event.unwrap_or(default_event),
                date: date.unwrap_or(today),
                round,
                board,
                case: None,
            };
            let p = match &mut reg {
                Register::Event(e) => e.precedents().add(input, corrects)?,
                Register::Archive(a) => a.add_precedent(input, corrects)?,
            };
            say(line("cli-precedent-recorded")
                .with("seq", p.seq)
                .with("uid", &p.body.uid)
                .with("deck", deck_label(p.body.input.deck.as_ref())));
        }
        PrecedentCommand::Search {
            file,
            words,
            card,
            deck_version,
            all,
            limit,
        } => {
            let q = Query {
                text: words,
                card_code: card,
                deck_version,
                include_superseded: all,
                limit: Some(limit),
            };
            let hits = match detect_kind(&file)? {
                FileKind::Event => Event::open_read_only(&file)?.precedents().search(&q)?,
                FileKind::Archive => Archive::open_read_only(&file)?.search(&q)?,
                FileKind::Ratings => return Err(super::files::not_a_register(&file)),
            };
            if c.json {
                print_json(&hits)?;
            } else {
                print_hits(&hits);
            }
        }
        PrecedentCommand::Export { file, output } => {
            let doc = match detect_kind(&file)? {
                FileKind::Event => Event::open_read_only(&file)?.precedents().export()?,
                FileKind::Archive => Archive::open_read_only(&file)?.export()?,
                FileKind::Ratings => return Err(super::files::not_a_register(&file)),
            };
            let text = serde_json::to_string_pretty(&doc).map_err(|e| CliError::Internal(e.to_string()))?;
            match output {
                Some(o) => {
                    write_text(&o, &format!("{text}\n"))?;
                    say(line("cli-precedent-exported")
                        .with("count", doc.precedents.len())
                        .with("file", o.display().to_string()));
                }
                None => println!("{text}"),
            }
        }
        PrecedentCommand::Import { file, input } => {
            let text = read_text(&input)?;
            let name = input.display().to_string();
            let out = match open_register(&file, c)? {
                Register::Event(e) => e.precedents().import(&name, &text)?,
                Register::Archive(mut a) => a.import(&name, &text)?,
            };
            if c.json {
                print_json(&out)?;
            } else {
                say(line("cli-precedent-imported")
                    .with("file", &name)
                    .with("imported", out.imported.len())
                    .with("duplicates", out.duplicates.len())
                    .with("conflicts", out.conflicts.len()));
                for (uid, seq) in &out.conflicts {
                    say(line("cli-precedent-conflict").with("uid", uid).with("seq", *seq));
                }
            }
        }
        PrecedentCommand::Archive { file, club } => {
            Archive::create(&file, &club)?;
            say(line("cli-precedent-archive-created")
                .with("file", file.display().to_string())
                .with("club", &club));
        }
        PrecedentCommand::Collect { archive, event } => {
            let mut a = Archive::open(&archive)?;
            let e = Event::open_read_only(&event)?;
            let out = a.collect(&e)?;
            say(line("cli-precedent-collected")
                .with("file", event.display().to_string())
                .with("imported", out.imported.len())
                .with("duplicates", out.duplicates.len()));
        }
    }
    Ok(ExitCode::SUCCESS)
}
