//! `arbitro deck-check …` (AM-AB) and `arbitro clock …` (AM-R13): the
//! per-board records of a round.

use std::path::PathBuf;
use std::process::ExitCode;

use arbitro_clock::{ClockEvent, ClockEventKind, PauseReason, Side};
use arbitro_store::Event;
use arbitro_store::deck::{DeckCheckInput, DeckManifest};
use clap::{Args, Subcommand};

use super::event::{Common, open, print_json, read_text};
use crate::error::CliError;
use crate::say::{With, label, line, say, text};

/// Arguments of `arbitro deck-check`.
#[derive(Debug, Args)]
pub struct DeckCheckArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: DeckCheckCommand,
    #[command(flatten)]
    common: Common,
}

fn codes(list: &str) -> Vec<String> {
    list.split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// `arbitro deck-check` subcommands.
#[derive(Debug, Subcommand)]
pub enum DeckCheckCommand {
    /// Record the check of one board's deck against the deck file.
    Record {
        /// The event file.
        file: PathBuf,
        /// Round.
        #[arg(long)]
        round: u32,
        /// Board.
        #[arg(long)]
        board: u32,
        /// The deck file (arbitro-deck/1 JSON) the event plays (default:
        /// the deck of the event's call built into arbitro, e.g. AM-REF).
        #[arg(long)]
        deck_file: Option<PathBuf>,
        /// Cards counted.
        #[arg(long)]
        counted: u32,
        /// Missing codes, comma-separated.
        #[arg(long, default_value = "")]
        missing: String,
        /// Damaged codes.
        #[arg(long, default_value = "")]
        damaged: String,
        /// Marked codes.
        #[arg(long, default_value = "")]
        marked: String,
        /// Codes replaced from the reserve.
        #[arg(long, default_value = "")]
        replaced: String,
        /// Who checked.
        #[arg(long)]
        checker: String,
        /// Notes.
        #[arg(long, default_value = "")]
        notes: String,
    },
    /// Which boards of a round may start.
    Status {
        /// The event file.
        file: PathBuf,
        /// Round.
        #[arg(long)]
        round: u32,
    },
    /// Let a board start despite its deck (recorded in the register).
    Override {
        /// The event file.
        file: PathBuf,
        /// Round.
        #[arg(long)]
        round: u32,
        /// Board.
        #[arg(long)]
        board: u32,
        /// Arbiter.
        #[arg(long)]
        arbiter: String,
        /// Why.
        #[arg(long)]
        reason: String,
    },
}

/// Runs `arbitro deck-check`.
pub fn run_deck(args: DeckCheckArgs) -> Result<ExitCode, CliError> {
    let c = &args.common;
    match args.command {
        DeckCheckCommand::Record {
            file,
            round,
            board,
            deck_file,
            counted,
            missing,
            damaged,
            marked,
            replaced,
            checker,
            notes,
        } => {
            let e = open(&file, c)?;
            let manifest = match &deck_file {
                Some(f) => DeckManifest::from_deck_json(&f.display().to_string(), &read_text(f)?)?,
                None => e.boards().built_in_deck()?,
            };
            let check = e.boards().record_deck_check(
                round,
                board,
                &manifest,
                DeckCheckInput {
                    counted,
                    missing: codes(&missing),
                    damaged: codes(&damaged),
                    marked: codes(&marked),
                    replaced: codes(&replaced),
                    checker,
                    notes,
                },
            )?;
            if c.json {
                print_json(&check)?;
            } else if check.complete {
                say(line("cli-deck-complete")
                    .with("round", round)
                    .with("board", board)
                    .with("deck", format!("{}@{}", check.deck_id, check.deck_version))
                    .with("cards", check.expected));
            } else {
                say(line("cli-deck-incomplete")
                    .with("round", round)
                    .with("board", board)
                    .with(
                        "outstanding",
                        check
                            .outstanding
                            .iter()
                            .map(|o| text(o))
                            .collect::<Vec<_>>()
                            .join(", "),
                    ));
            }
        }
        DeckCheckCommand::Status { file, round } => {
            let e = Event::open_read_only(&file)?;
            let list = e.boards().deck_statuses(round)?;
            if c.json {
                print_json(&list)?;
            } else {
                for s in list {
                    say(line("cli-deck-status")
                        .with("board", s.board)
                        .with(
                            "status",
                            line(if s.ready {
                                "cli-deck-ready"
                            } else {
                                "cli-deck-blocked"
                            }),
                        )
                        .with("reason", label(&s.reason)));
                }
            }
        }
        DeckCheckCommand::Override {
            file,
            round,
            board,
            arbiter,
            reason,
        } => {
            let e = open(&file, c)?;
            let seq = e.boards().override_deck(round, board, &arbiter, &reason)?;
            say(line("cli-deck-override")
                .with("round", round)
                .with("board", board)
                .with("entry", seq));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Arguments of `arbitro clock`.
#[derive(Debug, Args)]
pub struct ClockArgs {
    /// The event file.
    file: PathBuf,
    /// Round.
    #[arg(long)]
    round: u32,
    /// Board.
    #[arg(long)]
    board: u32,
    /// The instant, in ms since the Unix epoch (default: now).
    #[arg(long, global = true)]
    at_ms: Option<u64>,
    /// Arbiter (pauses and adjustments).
    #[arg(long, global = true)]
    arbiter: Option<String>,
    /// Note (the reason of a pause or an adjustment).
    #[arg(long, global = true)]
    note: Option<String>,
    /// What happened.
    #[command(subcommand)]
    action: ClockAction,
    #[command(flatten)]
    common: Common,
}

/// A clock action.
#[derive(Debug, Subcommand)]
pub enum ClockAction {
    /// Start the clocks (White's runs, or --side).
    Start {
        /// Side to run first.
        #[arg(long, default_value = "white")]
        side: String,
    },
    /// A standard move completed by SIDE.
    Move {
        /// white or black.
        side: String,
    },
    /// A card committed by SIDE in its turn (AM-R13: counts as a move).
    Card {
        /// white or black.
        side: String,
    },
    /// A reaction by SIDE in its window (AM-R14): its clock keeps running.
    React {
        /// white or black.
        side: String,
    },
    /// SIDE hands the turn back without a move (after a rewind, AM-G6).
    Handback {
        /// white or black.
        side: String,
    },
    /// Pause both clocks (agreement or arbiter).
    Pause {
        /// agreement or arbiter.
        #[arg(long, default_value = "arbiter")]
        by: String,
    },
    /// Resume.
    Resume,
    /// Add (or with a minus sign remove) SECONDS to SIDE (a sanction, FIDE 12.9.2/12.9.3).
    Adjust {
        /// white or black.
        side: String,
        /// Seconds, e.g. 120 or -60.
        #[arg(allow_hyphen_values = true)]
        seconds: i64,
    },
    /// Stop the clocks at the end of the game.
    Stop,
    /// Show the board's clock.
    Show,
}

fn side(text: &str) -> Result<Side, CliError> {
    Ok(text.parse::<Side>()?)
}

fn ms(v: u64) -> String {
    format!("{}:{:02}.{}", v / 60_000, (v / 1000) % 60, (v % 1000) / 100)
}

/// Runs `arbitro clock`.
pub fn run_clock(args: ClockArgs) -> Result<ExitCode, CliError> {
    let c = &args.common;
    let now = args.at_ms.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as u64)
            .unwrap_or(0)
    });
    let kind = match &args.action {
        ClockAction::Show => None,
        ClockAction::Start { side: s } => Some(ClockEventKind::Start { side: side(s)? }),
        ClockAction::Move { side: s } => Some(ClockEventKind::Move { side: side(s)? }),
        ClockAction::Card { side: s } => Some(ClockEventKind::Card { side: side(s)? }),
        ClockAction::React { side: s } => Some(ClockEventKind::Reaction { side: side(s)? }),
        ClockAction::Handback { side: s } => Some(ClockEventKind::HandBack { side: side(s)? }),
        ClockAction::Pause { by } => Some(ClockEventKind::Pause {
            reason: if by == "agreement" {
                PauseReason::Agreement
            } else {
                PauseReason::Arbiter
            },
        }),
        ClockAction::Resume => Some(ClockEventKind::Resume),
        ClockAction::Adjust { side: s, seconds } => Some(ClockEventKind::Adjust {
            side: side(s)?,
            delta_ms: seconds * 1000,
        }),
        ClockAction::Stop => Some(ClockEventKind::Stop),
    };
    let clock = match kind {
        Some(kind) => {
            let e = open(&args.file, c)?;
            e.boards().clock_event(
                args.round,
                args.board,
                ClockEvent { at_ms: now, kind },
                args.arbiter.as_deref(),
                args.note.as_deref(),
            )?
        }
        None => Event::open_read_only(&args.file)?
            .boards()
            .clock(args.round, args.board, Some(now))?,
    };
    if c.json {
        print_json(&clock)?;
    } else {
        let r = &clock.reading;
        let running = match r.running {
            Some(side) => text(&side),
            None => "-".to_string(),
        };
        let paused = if r.paused {
            format!(" {}", text(&line("cli-clock-paused")))
        } else {
            String::new()
        };
        say(line("cli-clock-reading")
            .with("round", clock.round)
            .with("board", clock.board)
            .with("control", &clock.time_control)
            .with("white", ms(r.white_ms))
            .with("black", ms(r.black_ms))
            .with("running", running)
            .with("paused", paused));
        if let Some(f) = r.flag {
            say(line("cli-clock-flag")
                .with("side", label(&f.side))
                .with("at", ms(f.at_ms)));
        }
    }
    Ok(ExitCode::SUCCESS)
}
