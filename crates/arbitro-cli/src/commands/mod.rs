//! One module per area; each turns parsed arguments into one core call and
//! prints the result.

pub mod board;
pub mod cards;
pub mod deck_history;
pub mod demo;
pub mod discipline;
pub mod dispute;
pub mod event;
pub mod event_import;
pub mod files;
pub mod forms;
pub mod game;
pub mod input;
pub mod manual;
pub mod pairing;
pub mod pgn_bench;
pub mod player;
pub mod precedent;
pub mod publish;
pub mod ratings;
mod ratings_bench;
pub mod replay;
pub mod round;
// `arbitro pair --round-robin N` (see `pairing`).
pub mod round_robin;
pub mod rules;
pub mod serve;
pub mod standings;
pub mod team;

use std::process::ExitCode;

use crate::cli::{Cli, Command};
use crate::error::CliError;

/// Runs the parsed command line.
pub fn run(cli: Cli) -> Result<ExitCode, CliError> {
    match cli.command {
        Command::Demo(args) => demo::run(args),
        Command::Manual(args) => manual::run(args),
        Command::Deck(args) => cards::deck(args),
        Command::Selfplay(args) => cards::selfplay(args),
        Command::CardPgn(args) => cards::card_pgn(args),
        Command::Perft(args) => rules::perft(args),
        Command::Legal(args) => rules::legal(args),
        Command::Replay(args) => replay::replay(args),
        Command::Chess960(args) => rules::chess960(args),
        Command::Adjudicate(args) => rules::adjudicate(args),
        Command::Bench(args) => rules::bench(args),
        Command::Standings(args) => standings::run(args),
        Command::Form(args) => forms::run(args),
        Command::Event(args) => event::run(args),
        Command::Player(args) => player::run(args),
        Command::Round(args) => round::run(args),
        Command::DeckCheck(args) => board::run_deck(args),
        Command::Clock(args) => board::run_clock(args),
        Command::Incident(args) => discipline::run_incident(args),
        Command::Appeal(args) => discipline::run_appeal(args),
        Command::Dispute(args) => dispute::run(args),
        Command::Precedent(args) => precedent::run(args),
        Command::Ratings(args) => ratings::run(args),
        Command::Serve(args) => serve::run(args),
        Command::Publish(args) => publish::run(args),
        Command::Verify(args) => files::run_verify(args),
        Command::Backup(args) => files::run_backup(args),
        Command::Restore(args) => files::run_restore(args),
        Command::Export(args) => files::run_export(args),
        Command::Game(args) => game::run(args),
        Command::Team(args) => team::run(args),
        Command::Pair(args) => pairing::pair(args),
        Command::Generate(args) => pairing::generate_tournament(args),
    }
}
