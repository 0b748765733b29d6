//! The command-line grammar. Each subcommand's arguments live in the module
//! of `commands/` that runs it; this file only lists the subcommands.

use clap::{Parser, Subcommand};

use crate::commands;

/// arbitro: the chess arbiter's and organiser's toolkit.
#[derive(Debug, Parser)]
#[command(name = "arbitro", version, about, propagate_version = true)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// Every subcommand of `arbitro`.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the headless demo: what the desktop app shows, printed.
    Demo(commands::demo::DemoArgs),
    /// Card decks: validate a deck file (schema and vocabulary), list the cards of a deck.
    Deck(commands::cards::DeckArgs),
    /// Play seeded random card games and check the engine's invariants after every event.
    Selfplay(commands::cards::SelfplayArgs),
    /// Convert card games between the JSON record and PGN with card comment commands.
    CardPgn(commands::cards::CardPgnArgs),
    /// Count the leaf nodes of the legal move tree (perft).
    Perft(commands::rules::PerftArgs),
    /// List the legal moves of a position, SAN and UCI.
    Legal(commands::rules::LegalArgs),
    /// Replay the games of a PGN file under a ruleset: per-ply status, result and reason.
    Replay(commands::replay::ReplayArgs),
    /// Print a Chess960 start position by number, or draw one from a recorded seed.
    Chess960(commands::rules::Chess960Args),
    /// Can a colour still checkmate? (dead position, flag fall, resignation)
    Adjudicate(commands::rules::AdjudicateArgs),
    /// Measure: perft overhead against raw shakmaty, adjudication times, PGN replay at scale.
    Bench(commands::rules::BenchArgs),
    /// Rank a TRF tournament by score and FIDE tie-breaks (C.07).
    Standings(commands::standings::StandingsArgs),
    /// Print an official form as PDF: blank, from a JSON file, or from an event.
    Form(commands::forms::FormArgs),
    /// Event files: create one from its call (AM-R15), show it, change the call, standings.
    Event(commands::event::EventArgs),
    /// Players of an event: add, import CSV/TRF, list, withdraw, byes.
    Player(commands::player::PlayerArgs),
    /// Rounds of an event: pair, show, swap, edit, publish, results.
    Round(commands::round::RoundArgs),
    /// Deck control per board before each round (AM-AB).
    DeckCheck(commands::board::DeckCheckArgs),
    /// A board's clock (AM-R13): start, moves, card commits, pauses, adjustments.
    Clock(commands::board::ClockArgs),
    /// Incidents and sanctions (AM-AC, FIDE 12.9), chief arbiter decisions.
    Incident(commands::discipline::IncidentArgs),
    /// Appeals (FIDE C.11): committee, lodging, final decision.
    Appeal(commands::discipline::AppealArgs),
    /// Precedent register (AM-G16) of an event or a club archive.
    Precedent(commands::precedent::PrecedentArgs),
    /// Check an event file's or archive's hash-chained register.
    Verify(commands::files::VerifyArgs),
    /// Back up an event file (SQLite online backup).
    Backup(commands::files::BackupArgs),
    /// Restore an event file from a backup.
    Restore(commands::files::RestoreArgs),
    /// Export an event (TRF).
    Export(commands::files::ExportArgs),
    /// Game records of an event's boards: attach (replayed first), list, show, replay, export.
    Game(commands::game::GameArgs),
    /// Doubles/bughouse teams (AM-R3): register, list, matches, team results, standings, TRF.
    Team(commands::team::TeamArgs),
    /// Swiss pairings (FIDE Dutch, C.04.3): the next round (-p), a check of the
    /// last round (-c) or an explanation (--explain); Berger round robins.
    Pair(commands::pairing::PairArgs),
    /// A random tournament paired by the Dutch system (seeded results, byes, forfeits).
    Generate(commands::pairing::GenerateArgs),
}
