//! `arbitro team …`: doubles/bughouse teams (AM-R3, AM-R15). Teams are
//! registered here; `arbitro round pair` pairs the teams with the event's
//! system (Berger tables, or the Dutch engine over the teams) and puts each
//! match on two boards with the bughouse seats; a result entered on either
//! board (`arbitro round result`, or `team result`) is the team result.

use std::path::PathBuf;
use std::process::ExitCode;

use arbitro_store::{Event, ResultEntry};
use clap::{Args, Subcommand};

use super::event::{Common, open, print_json, write_text};
use crate::error::{CliError, Usage};
use crate::say::{With, label, line, say, text};

/// Arguments of `arbitro team`.
#[derive(Debug, Args)]
pub struct TeamArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: TeamCommand,
    #[command(flatten)]
    common: Common,
}

/// `arbitro team` subcommands.
#[derive(Debug, Subcommand)]
pub enum TeamCommand {
    /// Register a team of two players (ids): board 1 plays board A, board 2 board B.
    Add {
        /// The event file.
        file: PathBuf,
        /// Team name.
        #[arg(long)]
        name: String,
        /// Player id of the board-1 player.
        #[arg(long)]
        board1: i64,
        /// Player id of the board-2 player.
        #[arg(long)]
        board2: i64,
    },
    /// List the teams in seeding order.
    List {
        /// The event file.
        file: PathBuf,
    },
    /// A round's team matches with their boards and team results.
    Show {
        /// The event file.
        file: PathBuf,
        /// Round (default: the last paired).
        round: Option<u32>,
    },
    /// Enter a team result, as team one's result (1-0: team one wins), on
    /// the board where the team game ended; both boards get it.
    Result {
        /// The event file.
        file: PathBuf,
        /// Round.
        round: u32,
        /// Match number.
        #[arg(name = "MATCH")]
        number: u32,
        /// 1-0, 0-1, 1/2-1/2, +-, -+, -- (before or after the options).
        #[arg(allow_hyphen_values = true)]
        result: String,
        /// Board where the team game ended: A or B.
        #[arg(long, default_value = "A")]
        ended_on: String,
        /// Arbiter deciding (makes it an arbiter decision).
        #[arg(long)]
        arbiter: Option<String>,
    },
    /// The teams' standings with the call's tie-breaks (team tie-breaks of
    /// C.07 11-13 included); with --json, every value with its working.
    Standings {
        /// The event file.
        file: PathBuf,
    },
    /// The teams as a TRF (one record per team, team one as White).
    Trf {
        /// The event file.
        file: PathBuf,
        /// Output file (default: standard output).
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
}

/// Runs `arbitro team`.
pub fn run(args: TeamArgs) -> Result<ExitCode, CliError> {
    let c = &args.common;
    match args.command {
        TeamCommand::Add {
            file,
            name,
            board1,
            board2,
        } => {
            let e = open(&file, c)?;
            let t = e.teams().add(&name, board1, board2)?;
            if c.json {
                print_json(&t)?;
            } else {
                say(line("cli-team-added")
                    .with("id", t.id)
                    .with("name", &t.name)
                    .with("board1", t.board1)
                    .with("board2", t.board2)
                    .with("rating", t.rating));
            }
        }
        TeamCommand::List { file } => {
            let e = Event::open_read_only(&file)?;
            let teams = e.teams().all()?;
            if c.json {
                print_json(&teams)?;
            } else {
                let name = |id: i64| e.players().get(id).map(|p| p.input.name).unwrap_or_default();
                println!(
                    "{:>3} {:>4}  {:<28} {:>5}  {}",
                    text(&line("cli-team-col-number")),
                    "id",
                    text(&line("cli-team-col-team")),
                    "elo",
                    text(&line("cli-team-col-boards"))
                );
                for t in &teams {
                    println!(
                        "{:>3} {:>4}  {:<28} {:>5}  {} / {}",
                        t.number,
                        t.id,
                        t.name,
                        t.rating,
                        name(t.board1),
                        name(t.board2)
                    );
                }
            }
        }
        TeamCommand::Show { file, round } => {
            let e = Event::open_read_only(&file)?;
            let round = match round {
                Some(r) => r,
                None => e.rounds_paired()?,
            };
            let matches = e.teams().matches(round)?;
            if c.json {
                return print_json(&matches).map(|_| ExitCode::SUCCESS);
            }
            let team = |id: i64| e.teams().get(id).map(|t| t.name).unwrap_or_default();
            for m in &matches {
                match m.team_two {
                    Some(two) => {
                        let result = match (&m.result, &m.problem) {
                            (Some((a, b)), _) => format!(
                                "{}{}",
                                arbitro_store::score_text(*a, *b),
                                m.decided_on
                                    .as_deref()
                                    .map(|x| format!(
                                        " {}",
                                        text(&line("cli-team-ended-on").with("board", x))
                                    ))
                                    .unwrap_or_default()
                            ),
                            (None, Some(p)) => text(&line("cli-team-inconsistent").with("problem", label(p))),
                            (None, None) => String::new(),
                        };
                        println!(
                            "{:>3}  {:<24} {:<24} {}  {}",
                            m.number,
                            team(m.team_one),
                            team(two),
                            text(&line("cli-team-boards").with("a", m.board_a).with("b", m.board_b)),
                            result
                        );
                    }
                    None => println!(
                        "{:>3}  {:<24} {}",
                        m.number,
                        team(m.team_one),
                        text(&line("cli-round-bye"))
                    ),
                }
            }
        }
        TeamCommand::Result {
            file,
            round,
            number,
            result,
            ended_on,
            arbiter,
        } => {
            let e = open(&file, c)?;
            let m = e
                .teams()
                .matches(round)?
                .into_iter()
                .find(|m| m.number == number)
                .ok_or_else(|| CliError::from(Usage::NoTeamMatch { round, number }))?;
            let entry = ResultEntry::parse(&result, arbiter.is_some())
                .ok_or_else(|| CliError::from(Usage::NotAResult { text: result.clone() }))?;
            let (board, entry) = match ended_on.to_ascii_uppercase().as_str() {
                // Board A: team one has White, the result reads as given.
                "A" => (m.board_a, entry),
                // Board B: team one has Black.
                "B" => (
                    m.board_b,
                    ResultEntry {
                        white: entry.black,
                        black: entry.white,
                        ..entry
                    },
                ),
                other => return Err(super::event::bad("--ended-on", other, "A, B")),
            };
            e.rounds()
                .set_result(round, board, entry, arbiter.as_deref(), None)?;
            let m = e
                .teams()
                .matches(round)?
                .into_iter()
                .find(|m| m.number == number)
                .ok_or_else(|| CliError::from(Usage::NoTeamMatch { round, number }))?;
            let (a, b) = m.result.unwrap_or((0, 0));
            say(line("cli-team-result")
                .with("round", round)
                .with("number", number)
                .with("score", arbitro_store::score_text(a, b))
                .with("a", m.board_a)
                .with("b", m.board_b));
        }
        TeamCommand::Standings { file } => {
            let e = Event::open_read_only(&file)?;
            if c.json {
                // Every value with its working (schemas/standings.schema.json).
                print_json(&e.teams().standings_report()?)?;
            } else {
                let t = e.teams().standings()?;
                say(line("cli-team-standings").with("round", t.rounds));
                println!(
                    "{:>4} {:>3}  {:<28} {:>5} {:>5}  {}",
                    text(&line("cli-standings-col-rank")),
                    text(&line("cli-team-col-number")),
                    text(&line("cli-team-col-team")),
                    "elo",
                    text(&line("cli-standings-col-points")),
                    t.columns.join("  ")
                );
                for r in &t.rows {
                    println!(
                        "{:>3}{} {:>3}  {:<28} {:>5} {:>5}  {}",
                        r.rank,
                        if r.shared { "=" } else { " " },
                        r.number,
                        r.name,
                        r.rating,
                        r.points,
                        r.tiebreaks.join("  ")
                    );
                }
                for n in &t.notes {
                    say(line("cli-note").with("detail", n));
                }
            }
        }
        TeamCommand::Trf { file, output } => {
            let t = Event::open_read_only(&file)?.teams().tournament()?;
            let text = arbitro_trf::write(&t, arbitro_trf::TrfVersion::Trf16).map_err(CliError::Trf)?;
            match output {
                Some(o) => {
                    write_text(&o, &text)?;
                    say(line("cli-team-trf-written").with("file", o.display().to_string()));
                }
                None => print!("{text}"),
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
