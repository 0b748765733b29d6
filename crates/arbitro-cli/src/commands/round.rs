//! `arbitro round …`: pair, edit (recorded and checked), publish, enter results.

use std::path::PathBuf;
use std::process::ExitCode;

use arbitro_store::{Event, PairingCheck, ResultEntry, RoundStatus};
use clap::{Args, Subcommand};

use super::event::{Common, open, print_json, read_text};
use crate::error::{CliError, Usage};
use crate::say::{With, label, line, say, text};

/// Arguments of `arbitro round`.
#[derive(Debug, Args)]
pub struct RoundArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: RoundCommand,
    #[command(flatten)]
    common: Common,
}

/// `arbitro round` subcommands.
#[derive(Debug, Subcommand)]
pub enum RoundCommand {
    /// Pair the next round (backup first): with the event's system, or from an
    /// external engine's output (`N`, then `white black` by pairing number, bye `N 0`).
    Pair {
        /// The event file.
        file: PathBuf,
        /// Pairing produced by an external engine.
        #[arg(long)]
        from: Option<PathBuf>,
    },
    /// Show a round's pairings and results.
    Show {
        /// The event file.
        file: PathBuf,
        /// Round number (default: the last paired).
        round: Option<u32>,
    },
    /// Swap two boards of a round (recorded with the reason).
    Swap {
        /// The event file.
        file: PathBuf,
        /// Round.
        round: u32,
        /// First board.
        a: u32,
        /// Second board.
        b: u32,
        /// Arbiter.
        #[arg(long)]
        arbiter: String,
        /// Why.
        #[arg(long)]
        reason: String,
    },
    /// Change the players of a board (checked; departures from the rules recorded).
    Edit {
        /// The event file.
        file: PathBuf,
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// White player id.
        #[arg(long)]
        white: i64,
        /// Black player id (omit for the pairing-allocated bye).
        #[arg(long)]
        black: Option<i64>,
        /// Arbiter.
        #[arg(long)]
        arbiter: String,
        /// Why.
        #[arg(long)]
        reason: String,
    },
    /// Publish a paired round.
    Publish {
        /// The event file.
        file: PathBuf,
        /// Round.
        round: u32,
    },
    /// Remove the last round's pairing while no result is in.
    Unpair {
        /// The event file.
        file: PathBuf,
    },
    /// Enter a result: 1-0, 0-1, 1/2-1/2, +- / -+ / -- (forfeits), adj; with
    /// --arbiter any score as a decision (e.g. 0-0).
    Result {
        /// The event file.
        file: PathBuf,
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// The result (`--`, the double forfeit, is a result here, before
        /// or after the options).
        #[arg(allow_hyphen_values = true)]
        result: String,
        /// Arbiter deciding (makes it an arbiter decision); with --reason, the
        /// arbiter making the correction (default: the chief arbiter).
        #[arg(long)]
        arbiter: Option<String>,
        /// Note.
        #[arg(long)]
        note: Option<String>,
        /// Why a result is changed after a later round is paired: required
        /// then, recorded in the register as a correction.
        #[arg(long)]
        reason: Option<String>,
    },
}

fn print_check(check: &PairingCheck) {
    for w in &check.warnings {
        say(line("cli-warning").with("detail", label(w)));
    }
}

fn show(e: &Event, round: u32, json: bool) -> Result<(), CliError> {
    let r = e.rounds().get(round)?;
    let games = e.rounds().games(round)?;
    if json {
        return print_json(&serde_json::json!({"round": r, "games": games}));
    }
    let players = e.players().all()?;
    let name = |id: i64| {
        players.iter().find(|p| p.id == id).map_or(format!("#{id}"), |p| {
            format!("{} ({})", p.input.name, p.pairing_number)
        })
    };
    let status = if r.status == RoundStatus::Published {
        "cli-round-published"
    } else {
        "cli-round-paired"
    };
    say(line("cli-round-header")
        .with("round", r.number)
        .with("status", line(status))
        .with("system", label(&r.paired_by()))
        .with("at", super::event::time(&r.paired_at)));
    if let Some((seed, pos)) = &r.chess960 {
        say(line("cli-round-chess960")
            .with("position", *pos)
            .with("seed", seed));
    }
    let bye = text(&line("cli-round-bye"));
    for g in games {
        match g.black {
            Some(b) => println!(
                "{:>4}  {:<40} {:<40} {}",
                g.board,
                name(g.white),
                name(b),
                g.result_text()
            ),
            None => println!("{:>4}  {:<40} {bye}", g.board, name(g.white)),
        }
    }
    Ok(())
}

/// Runs `arbitro round`.
pub fn run(args: RoundArgs) -> Result<ExitCode, CliError> {
    let c = &args.common;
    match args.command {
        RoundCommand::Pair { file, from } => {
            let e = open(&file, c)?;
            let (round, check) = match from {
                Some(f) => e.rounds().store_engine_output(&read_text(&f)?)?,
                None => e.rounds().pair_next()?,
            };
            if let Some(b) = &round.backup_file {
                say(line("cli-round-backup").with("file", b));
            }
            print_check(&check);
            show(&e, round.number, c.json)?;
        }
        RoundCommand::Show { file, round } => {
            let e = Event::open_read_only(&file)?;
            let round = match round {
                Some(r) => r,
                None => e.rounds_paired()?,
            };
            show(&e, round, c.json)?;
        }
        RoundCommand::Swap {
            file,
            round,
            a,
            b,
            arbiter,
            reason,
        } => {
            let e = open(&file, c)?;
            let edit = e.rounds().swap_boards(round, a, b, &arbiter, &reason)?;
            say(line("cli-round-swapped")
                .with("round", round)
                .with("a", a)
                .with("b", b));
            for w in edit.warnings {
                say(line("cli-warning").with("detail", label(&w)));
            }
        }
        RoundCommand::Edit {
            file,
            round,
            board,
            white,
            black,
            arbiter,
            reason,
        } => {
            let e = open(&file, c)?;
            let edit = e
                .rounds()
                .edit_board(round, board, white, black, &arbiter, &reason)?;
            say(line("cli-round-edited").with("round", round).with("board", board));
            for w in edit.warnings {
                say(line("cli-warning").with("detail", label(&w)));
            }
        }
        RoundCommand::Publish { file, round } => {
            let e = open(&file, c)?;
            let r = e.rounds().publish(round)?;
            say(line("cli-round-published-at")
                .with("round", r.number)
                .with("at", super::event::time(&r.published_at.unwrap_or_default())));
        }
        RoundCommand::Unpair { file } => {
            let e = open(&file, c)?;
            let r = e.rounds().unpair_last()?;
            say(line("cli-round-unpaired").with("round", r));
        }
        RoundCommand::Result {
            file,
            round,
            board,
            result,
            arbiter,
            note,
            reason,
        } => {
            let e = open(&file, c)?;
            let entry = ResultEntry::parse(&result, arbiter.is_some() && reason.is_none())
                .ok_or_else(|| CliError::from(Usage::NotAResult { text: result.clone() }))?;
            let Some(reason) = reason else {
                let g = e
                    .rounds()
                    .set_result(round, board, entry, arbiter.as_deref(), note.as_deref())?;
                say(line("cli-round-result")
                    .with("round", round)
                    .with("board", board)
                    .with("result", g.result_text()));
                return Ok(ExitCode::SUCCESS);
            };
            let by = match arbiter {
                Some(a) => a,
                None => e.call()?.chief_arbiter,
            };
            let done = e.rounds().correct_result(round, board, entry, &reason, &by)?;
            if c.json {
                print_json(&done)?;
                return Ok(ExitCode::SUCCESS);
            }
            say(line("cli-round-result")
                .with("round", round)
                .with("board", board)
                .with("result", done.game.result_text()));
            if let Some(entry) = done.entry {
                say(line("cli-round-correction")
                    .with("entry", entry)
                    .with("reason", &reason));
            }
            let players = e.players().all()?;
            let name = |id: i64| {
                players.iter().find(|p| p.id == id).map_or(format!("#{id}"), |p| {
                    format!("{} ({})", p.input.name, p.pairing_number)
                })
            };
            let pair = |(w, b): &(i64, Option<i64>)| match b {
                Some(b) => format!("{} – {}", name(*w), name(*b)),
                None => format!("{} ({})", name(*w), text(&line("cli-round-bye"))),
            };
            for changed in &done.changed {
                say(line("cli-round-would-change").with("round", changed.round));
                for p in &changed.stored {
                    say(line("cli-round-stored-pair").with("pair", pair(p)));
                }
                for p in &changed.engine {
                    say(line("cli-round-engine-pair").with("pair", pair(p)));
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
