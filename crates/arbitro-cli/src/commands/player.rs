//! `arbitro player …`: register players, import them from CSV or TRF (a bad
//! row imports nothing and names its line), withdrawals and requested byes.

use std::path::PathBuf;
use std::process::ExitCode;

use arbitro_store::players::PlayerInput;
use arbitro_store::{ByeKind, Event};
use clap::{Args, Subcommand};

use super::event::{Common, open, print_json};
use crate::error::CliError;
use crate::say::{With, label, line, say, text};

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
    /// Register a player (a late entry once rounds are paired): typed in,
    /// or from the FIDE rating list by ID (--fide) or name (--search).
    Add {
        /// The event file.
        file: PathBuf,
        /// Name, "Surname, Given" (with --fide: for an entry the list gives
        /// without a name).
        #[arg(long, required_unless_present_any = ["fide", "search"])]
        name: Option<String>,
        /// From the player database: the player with this FIDE ID, with
        /// name, rating at the call's rate, title, federation, sex and
        /// year of birth as the list gives them.
        #[arg(long, conflicts_with_all = ["rating", "fide_id", "title", "federation", "birth", "sex", "search"])]
        fide: Option<u64>,
        /// From the player database: the one player whose name matches
        /// (several: they are listed, nothing is added).
        #[arg(long, conflicts_with_all = ["name", "rating", "fide_id", "title", "federation", "birth", "sex"])]
        search: Option<String>,
        /// The player database (with --fide or --search).
        #[arg(long)]
        db: Option<PathBuf>,
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
            fide: None,
            search: None,
            name: Some(name),
            rating,
            fide_id,
            title,
            federation,
            birth,
            club,
            sex,
            from_round,
            ..
        } => {
            let e = open(&file, c)?;
            let p = e.players().add(
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
                say(line("cli-player-added")
                    .with("id", p.id)
                    .with("name", &p.input.name)
                    .with("rating", p.input.rating)
                    .with("number", p.pairing_number)
                    .with("round", p.first_round));
            }
        }
        PlayerCommand::Add {
            file,
            fide,
            search,
            db,
            name,
            club,
            from_round,
            ..
        } => {
            let lang = crate::say::lang();
            let db = super::ratings::open_db(db.as_deref())?;
            let fide_id = match (fide, search) {
                (Some(id), _) => id,
                (None, Some(query)) => match super::ratings::pick_one(lang, &db, &query)? {
                    Some(id) => id,
                    None => return Ok(ExitCode::from(1)),
                },
                (None, None) => return Err(CliError::Usage(crate::error::Usage::PlayerAddNeeds)),
            };
            let e = open(&file, c)?;
            let who = arbitro_store::FromList {
                fide_id,
                name,
                club,
                first_round: from_round,
            };
            let registered = e.players().add_from_list(&db, &who)?;
            if c.json {
                print_json(&registered)?;
            } else {
                super::ratings::print_registered(lang, &registered);
            }
        }
        PlayerCommand::Import { file, players } => {
            let e = open(&file, c)?;
            let name = players.display().to_string();
            let bytes = std::fs::read(&players).map_err(|source| CliError::Io {
                path: players.clone(),
                source,
            })?;
            let report = e.players().import_file(&name, bytes)?;
            if let Some(notice) = &report.notice {
                eprintln!(
                    "arbitro: {name}: {}",
                    arbitro_i18n::localized(super::input::user_lang(), notice)
                );
            }
            if c.json {
                print_json(&report)?;
            } else {
                say(line("cli-player-imported")
                    .with("file", &name)
                    .with("n", report.players.len()));
            }
        }
        PlayerCommand::List { file } => {
            let e = Event::open_read_only(&file)?;
            let players = e.players().all()?;
            if c.json {
                print_json(&players)?;
            } else {
                let h = |code: &str| text(&line(code));
                println!(
                    "{:>4} {:>4}  {:<33} {:>5} {:<4} {:<4} {}",
                    h("cli-player-col-number"),
                    "id",
                    h("cli-player-col-name"),
                    "elo",
                    h("cli-player-col-title"),
                    "fed",
                    h("cli-player-col-status")
                );
                let byes = e.players().bye_requests()?;
                for p in players {
                    let mut status: Vec<String> = match (p.withdrawn_after, p.first_round) {
                        (Some(w), _) => vec![text(&line("cli-player-withdrawn-after").with("round", w))],
                        (None, r) if r > 1 => vec![text(&line("cli-player-from-round").with("round", r))],
                        _ => Vec::new(),
                    };
                    for b in byes.iter().filter(|b| b.player == p.id) {
                        status.push(text(
                            &line("cli-player-bye")
                                .with("round", b.round)
                                .with("kind", label(&b.kind)),
                        ));
                    }
                    let status = status.join("; ");
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
            let e = open(&file, c)?;
            let p = e.players().withdraw(player, after_round)?;
            let after = p.withdrawn_after.unwrap_or(0);
            say(line("cli-player-withdrawn")
                .with("name", &p.input.name)
                .with("round", after)
                .with("next", after + 1));
        }
        PlayerCommand::Bye {
            file,
            player,
            round,
            kind,
            cancel,
        } => {
            let e = open(&file, c)?;
            if cancel {
                e.players().cancel_bye(player, round)?;
                say(line("cli-player-bye-cancelled")
                    .with("id", player)
                    .with("round", round));
            } else {
                let kind = ByeKind::parse(&kind)
                    .ok_or_else(|| super::event::bad("--kind", &kind, "half, full, zero"))?;
                let b = e.players().request_bye(player, round, kind)?;
                say(line("cli-player-bye-requested")
                    .with("id", player)
                    .with("kind", label(&b.kind))
                    .with("round", b.round));
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
