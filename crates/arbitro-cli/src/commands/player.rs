//! `arbitro player …`: register players, import them from CSV or TRF (a bad
//! row imports nothing and names its line), withdrawals and requested byes.

use std::path::PathBuf;
use std::process::ExitCode;

use arbitro_store::players::PlayerInput;
use arbitro_store::{ByeKind, Event};
use clap::{Args, Subcommand};

use super::event::{Common, open, print_json};
use crate::error::CliError;

/// Arguments of `arbitro player`.
#[derive(Debug, Args)]
pub struct PlayerArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: PlayerCommand,
    #[command(flatten)]
    common: Common,
}

/// `arbitro player` subcommands.
#[derive(Debug, Subcommand)]
pub enum PlayerCommand {
    /// Register a player (a late entry once rounds are paired).
    Add {
        /// The event file.
        file: PathBuf,
        /// Name, "Surname, Given".
        #[arg(long)]
        name: String,
        /// Rating (0 = unrated).
        #[arg(long, default_value_t = 0)]
        rating: u16,
        /// FIDE id.
        #[arg(long)]
        fide_id: Option<u64>,
        /// FIDE title.
        #[arg(long)]
        title: Option<String>,
        /// Federation (three letters).
        #[arg(long)]
        federation: Option<String>,
        /// Birth date.
        #[arg(long)]
        birth: Option<String>,
        /// Club.
        #[arg(long)]
        club: Option<String>,
        /// Sex: m or w.
        #[arg(long)]
        sex: Option<String>,
        /// First round the player can be paired in (late entry).
        #[arg(long)]
        from_round: Option<u32>,
    },
    /// Import players from a CSV (header row) or TRF file; all or nothing.
    Import {
        /// The event file.
        file: PathBuf,
        /// The players file (.csv or .trf).
        players: PathBuf,
    },
    /// List the players with their pairing numbers.
    List {
        /// The event file.
        file: PathBuf,
    },
    /// Withdraw a player after a round (default: the last round paired).
    Withdraw {
        /// The event file.
        file: PathBuf,
        /// Player id.
        player: i64,
        /// Last round the player counts in.
        #[arg(long)]
        after_round: Option<u32>,
    },
    /// Record a requested bye: half (H), full (F) or zero (Z).
    Bye {
        /// The event file.
        file: PathBuf,
        /// Player id.
        player: i64,
        /// Round.
        #[arg(long)]
        round: u32,
        /// half, full or zero.
        #[arg(long, default_value = "half")]
        kind: String,
        /// Cancel the bye instead.
        #[arg(long)]
        cancel: bool,
    },
}

/// Runs `arbitro player`.
pub fn run(args: PlayerArgs) -> Result<ExitCode, CliError> {
    let c = &args.common;
    match args.command {
        PlayerCommand::Add {
            file,
            name,
            rating,
            fide_id,
            title,
            federation,
            birth,
            club,
            sex,
            from_round,
        } => {
            let mut e = open(&file, c)?;
            let p = e.add_player(
                PlayerInput {
                    name,
                    fide_id,
                    title,
                    rating,
                    federation,
                    birth_date: birth,
                    club,
                    sex,
                },
                from_round,
            )?;
            if c.json {
                print_json(&p)?;
            } else {
                println!(
                    "player {} added: {} ({}), from round {}",
                    p.id, p.input.name, p.input.rating, p.first_round
                );
            }
        }
        PlayerCommand::Import { file, players } => {
            let mut e = open(&file, c)?;
            let name = players.display().to_string();
            let bytes = std::fs::read(&players).map_err(|source| CliError::Io {
                path: players.clone(),
                source,
            })?;
            let report = e.import_players_file(&name, bytes)?;
            if let Some(notice) = &report.notice {
                eprintln!(
                    "arbitro: {name}: {}",
                    arbitro_i18n::localized(super::input::user_lang(), notice)
                );
            }
            if c.json {
                print_json(&report)?;
            } else {
                println!("{}: {} players imported", name, report.players.len());
            }
        }
        PlayerCommand::List { file } => {
            let e = Event::open_read_only(&file)?;
            let players = e.players()?;
            if c.json {
                print_json(&players)?;
            } else {
                println!(
                    "{:>4} {:>4}  {:<33} {:>5} {:<4} {:<4} status",
                    "no", "id", "name", "elo", "tit", "fed"
                );
                for p in players {
                    let status = match (p.withdrawn_after, p.first_round) {
                        (Some(w), _) => format!("withdrawn after round {w}"),
                        (None, r) if r > 1 => format!("from round {r}"),
                        _ => String::new(),
                    };
                    println!(
                        "{:>4} {:>4}  {:<33} {:>5} {:<4} {:<4} {}",
                        p.pairing_number,
                        p.id,
                        p.input.name,
                        p.input.rating,
                        p.input.title.unwrap_or_default(),
                        p.input.federation.unwrap_or_default(),
                        status
                    );
                }
            }
        }
        PlayerCommand::Withdraw {
            file,
            player,
            after_round,
        } => {
            let mut e = open(&file, c)?;
            let p = e.withdraw_player(player, after_round)?;
            println!(
                "{} withdrawn after round {}",
                p.input.name,
                p.withdrawn_after.unwrap_or(0)
            );
        }
        PlayerCommand::Bye {
            file,
            player,
            round,
            kind,
            cancel,
        } => {
            let mut e = open(&file, c)?;
            if cancel {
                e.cancel_bye(player, round)?;
                println!("bye of player {player} in round {round} cancelled");
            } else {
                let kind = ByeKind::parse(&kind)
                    .ok_or_else(|| CliError::Usage(format!("--kind {kind}: half, full or zero")))?;
                let b = e.request_bye(player, round, kind)?;
                println!("player {player}: {} bye in round {}", b.kind.code(), b.round);
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
