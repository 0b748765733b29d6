//! `arbitro game …`: each board's game record (moves, card events, clock
//! times). `add` replays the record through the engines before storing it
//! (a record that does not replay is refused with the reason, nothing is
//! stored); `replay` shows it event by event with the clocks; `export`
//! writes it with the event's facts.

use std::path::PathBuf;
use std::process::ExitCode;

use arbitro_store::records::{ClockAt, ExportAs, GameReplay};
use arbitro_store::{AttachOptions, Event, StoredRecord};
use clap::{Args, Subcommand};

use super::event::{Common, open, print_json, read_text, write_text};
use crate::error::CliError;
use crate::say::{With, label, line, say, text};

/// Arguments of `arbitro game`.
#[derive(Debug, Args)]
pub struct GameArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: GameCommand,
    #[command(flatten)]
    common: Common,
}

/// The board a command is about.
#[derive(Debug, Args)]
pub struct BoardRef {
    /// The event file.
    file: PathBuf,
    /// Round.
    #[arg(long)]
    round: u32,
    /// Board.
    #[arg(long)]
    board: u32,
}

/// `arbitro game` subcommands.
#[derive(Debug, Subcommand)]
pub enum GameCommand {
    /// Attach a board's record: a card game record (JSON, `arbitro-game/1`),
    /// a card game in PGN, or a PGN chess game. It is replayed first.
    Add {
        #[command(flatten)]
        at: BoardRef,
        /// The record file.
        record: PathBuf,
        /// Arbiter attaching it (default: the chief arbiter).
        #[arg(long)]
        arbiter: Option<String>,
        /// Replace the board's current record, for this reason (the old one is kept).
        #[arg(long)]
        replace: Option<String>,
        /// Enter the record's result as the board's result if it has none.
        #[arg(long)]
        enter_result: bool,
    },
    /// List the boards' current records.
    List {
        /// The event file.
        file: PathBuf,
        /// Only this round.
        #[arg(long)]
        round: Option<u32>,
    },
    /// Show a board's current record (and its history with --history).
    Show {
        #[command(flatten)]
        at: BoardRef,
        /// Every record attached to the board, oldest first.
        #[arg(long)]
        history: bool,
    },
    /// Replay a board's record through the engines: each event with its
    /// status, position and clocks, then the result.
    Replay {
        #[command(flatten)]
        at: BoardRef,
    },
    /// Write a board's record: stored (as attached), json or pgn, with the
    /// event's facts where the record leaves them blank.
    Export {
        #[command(flatten)]
        at: BoardRef,
        /// stored, json (card games) or pgn.
        #[arg(long = "as", default_value = "stored")]
        format: String,
        /// Output file (default: standard output).
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
}

fn clock_text(c: &Option<ClockAt>) -> String {
    let t = |ms: Option<u64>| {
        ms.map_or("-".to_string(), |v| {
            format!(
                "{}:{:02}:{:02}",
                v / 3_600_000,
                (v / 60_000) % 60,
                (v / 1000) % 60
            )
        })
    };
    match c {
        Some(c) => format!(
            "[{}]",
            text(
                &line("cli-game-clocks")
                    .with("white", t(c.white_ms))
                    .with("black", t(c.black_ms))
            )
        ),
        None => String::new(),
    }
}

fn summary_line(r: &StoredRecord) -> String {
    let s = match &r.summary {
        Some(s) => text(
            &line("cli-game-summary")
                .with("result", &s.result)
                .with(
                    "reason",
                    s.reason
                        .as_ref()
                        .map(|x| format!(" ({})", text(x)))
                        .unwrap_or_default(),
                )
                .with("events", s.events)
                .with("moves", s.moves)
                .with("cards", s.card_events)
                .with("readings", s.clock_readings),
        ),
        None => text(&line("cli-game-not-replayed")),
    };
    text(
        &line("cli-game-record")
            .with("round", r.round)
            .with("board", r.board)
            .with("format", label(&r.format))
            .with("summary", s)
            .with("id", r.id)
            .with("source", &r.source)
            .with(
                "at",
                arbitro_i18n::format::date_time(crate::say::lang(), &r.stored_at),
            )
            .with("arbiter", &r.arbiter),
    )
}

fn print_replay(replay: &GameReplay) {
    for l in &replay.lines {
        println!(
            "#{:<3} {:<6} {:<40} {:<8} {}{}",
            l.index,
            l.side.map(|s| text(&s)).unwrap_or_default(),
            text(&l.event),
            text(&l.status),
            clock_text(&l.clock),
            l.error
                .as_ref()
                .map(|e| format!("  {}", e.text(crate::say::lang())))
                .unwrap_or_default()
        );
    }
    let s = &replay.summary;
    say(line("cli-game-replayed")
        .with("result", &s.result)
        .with(
            "reason",
            s.reason
                .as_ref()
                .map(|x| format!(" ({})", text(x)))
                .unwrap_or_default(),
        )
        .with("events", s.events)
        .with("fen", &s.final_fen));
    // The deck version the game was played with, and what changed since (AM-R16).
    if let Some(line) = s
        .deck
        .as_ref()
        .and_then(|d| super::deck_history::since_line(&d.id, &d.version))
    {
        say(line);
    }
    if let Some(src) = &replay.clock_source {
        say(line("cli-game-clock-source").with("source", src as &dyn arbitro_i18n::Message));
    }
    for n in &replay.notes {
        say(line("cli-note").with("detail", n as &dyn arbitro_i18n::Message));
    }
}

/// Runs `arbitro game`.
pub fn run(args: GameArgs) -> Result<ExitCode, CliError> {
    let c = &args.common;
    match args.command {
        GameCommand::Add {
            at,
            record,
            arbiter,
            replace,
            enter_result,
        } => {
            let text = read_text(&record)?;
            let e = open(&at.file, c)?;
            let arbiter = match arbiter {
                Some(a) => a,
                None => e.call()?.chief_arbiter,
            };
            let out = e.boards().attach_record(
                at.round,
                at.board,
                &text,
                AttachOptions {
                    source: record.display().to_string(),
                    arbiter,
                    replace_reason: replace,
                    enter_result,
                },
            )?;
            if c.json {
                print_json(&out)?;
            } else {
                say(line("cli-game-stored").with("record", summary_line(&out.record)));
                if out.result_entered {
                    say(line("cli-game-result-entered")
                        .with("round", at.round)
                        .with("board", at.board)
                        .with("result", &out.replay.summary.result));
                }
                for n in &out.notes {
                    say(line("cli-note").with("detail", n as &dyn arbitro_i18n::Message));
                }
            }
        }
        GameCommand::List { file, round } => {
            let e = Event::open_read_only(&file)?;
            let list = e.boards().records(round)?;
            if c.json {
                print_json(&list)?;
            } else if list.is_empty() {
                say(line("cli-game-none"));
            } else {
                for r in &list {
                    println!("{}", summary_line(r));
                }
            }
        }
        GameCommand::Show { at, history } => {
            let e = Event::open_read_only(&at.file)?;
            let list = if history {
                e.boards().record_history(at.round, at.board)?
            } else {
                e.boards()
                    .current_record(at.round, at.board)?
                    .into_iter()
                    .collect()
            };
            if list.is_empty() {
                return Err(CliError::Store(
                    arbitro_store::Missing::GameRecord {
                        round: at.round,
                        board: at.board,
                    }
                    .into(),
                ));
            }
            if c.json {
                print_json(&list)?;
            } else {
                for r in &list {
                    println!("{}", summary_line(r));
                    if let Some(reason) = &r.reason {
                        say(line("cli-game-replaces")
                            .with("id", r.replaces.unwrap_or(0))
                            .with("reason", reason));
                    }
                    println!("{}", r.text.trim_end());
                }
            }
        }
        GameCommand::Replay { at } => {
            let e = Event::open_read_only(&at.file)?;
            let (_, replay) = e.boards().replay_record(at.round, at.board)?;
            if c.json {
                print_json(&replay)?;
            } else {
                print_replay(&replay);
            }
        }
        GameCommand::Export { at, format, output } => {
            let to = match format.as_str() {
                "stored" => ExportAs::Stored,
                "json" => ExportAs::Json,
                "pgn" => ExportAs::Pgn,
                other => return Err(super::event::bad("--as", other, "stored, json, pgn")),
            };
            let text = Event::open_read_only(&at.file)?
                .boards()
                .export_record(at.round, at.board, to)?;
            match output {
                Some(o) => {
                    write_text(&o, &text)?;
                    say(line("cli-game-written").with("file", o.display().to_string()));
                }
                None => print!("{text}"),
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
