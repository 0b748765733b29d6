//! The command-line grammar. Each subcommand's arguments live in the module
//! of `commands/` that runs it; this file lists the subcommands and sends
//! each to the function that runs it.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::commands;
use crate::error::CliError;

/// arbitro: the chess arbiter's and organiser's toolkit.
#[derive(Debug, Parser)]
#[command(name = "arbitro", version, about, propagate_version = true)]
pub struct Cli {
    /// Language of messages: es or en (default: the locale, LC_ALL / LC_MESSAGES / LANG).
    #[arg(long, global = true, value_parser = ["es", "en"], value_name = "LANG")]
    pub lang: Option<String>,
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// Every subcommand of `arbitro`.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the headless demo: what the desktop app shows, printed.
    Demo(commands::demo::DemoArgs),
    /// The user's manual: open a chapter, search it, print it, or write its pages (HTML).
    Manual(commands::manual::ManualArgs),
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
    /// Players of an event: add (typed in or from the FIDE list), import CSV/TRF, list, withdraw, byes.
    Player(commands::player::PlayerArgs),
    /// The player database: import the FIDE rating list (TXT or XML), search it, show a player.
    Ratings(commands::ratings::RatingsArgs),
    /// The live view: serve an event's site read-only on the venue network (GET/HEAD only), with its QR code.
    Serve(commands::serve::ServeArgs),
    /// Publish an event: its static website (HTML and CSS, Spanish and English) written to a folder.
    Publish(commands::publish::PublishArgs),
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
    /// The dispute at the board: set up a situation, ask a card's targets, rule a play, record it.
    Dispute(commands::dispute::DisputeArgs),
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

/// A mistake in the command line as clap found it, said in the user's
/// language: its kind, and the argument and values concerned.
pub struct UsageMistake {
    code: &'static str,
    arg: String,
    value: String,
    valid: String,
    detail: String,
}

impl UsageMistake {
    /// The mistake clap reported.
    pub fn of(err: &clap::Error) -> UsageMistake {
        use clap::error::{ContextKind, ContextValue, ErrorKind};
        let get = |kind: ContextKind| match err.get(kind) {
            Some(ContextValue::String(s)) => s.clone(),
            Some(ContextValue::Strings(list)) => list.join(", "),
            Some(ContextValue::StyledStr(s)) => s.to_string(),
            Some(ContextValue::StyledStrs(list)) => list
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            Some(ContextValue::Number(n)) => n.to_string(),
            _ => String::new(),
        };
        let code = match err.kind() {
            ErrorKind::InvalidValue => "cli-clap-invalid-value",
            ErrorKind::UnknownArgument => "cli-clap-unknown-argument",
            ErrorKind::InvalidSubcommand => "cli-clap-invalid-subcommand",
            ErrorKind::MissingRequiredArgument => "cli-clap-missing-argument",
            ErrorKind::MissingSubcommand => "cli-clap-missing-subcommand",
            ErrorKind::ArgumentConflict => "cli-clap-conflict",
            ErrorKind::ValueValidation => "cli-clap-value-validation",
            ErrorKind::TooManyValues | ErrorKind::WrongNumberOfValues | ErrorKind::TooFewValues => {
                "cli-clap-number-of-values"
            }
            _ => "cli-clap-other",
        };
        // clap's own sentence (the paragraph before "Usage:"), for the kinds
        // without a message of their own.
        let rendered = err.to_string();
        let detail: Vec<&str> = rendered
            .lines()
            .map(str::trim)
            .skip_while(|line| line.is_empty())
            .take_while(|line| !line.is_empty() && !line.starts_with("Usage:"))
            .collect();
        let value = match err.kind() {
            ErrorKind::InvalidSubcommand => get(ContextKind::InvalidSubcommand),
            _ => get(ContextKind::InvalidValue),
        };
        UsageMistake {
            code,
            arg: get(ContextKind::InvalidArg),
            value,
            valid: get(ContextKind::ValidValue),
            detail: detail.join(" ").trim_start_matches("error: ").to_string(),
        }
    }
}

impl arbitro_i18n::Message for UsageMistake {
    fn code(&self) -> &str {
        self.code
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        vec![
            ("arg", Arg::from(&self.arg)),
            ("value", Arg::from(&self.value)),
            ("valid", Arg::from(&self.valid)),
            ("detail", Arg::from(&self.detail)),
        ]
    }
}

/// The id of the positional argument that holds a game's result (`round
/// result`, `team result`).
const RESULT_ARG: &str = "result";

/// The double forfeit as clap lets it through: `-:-` (read as `--`).
const DOUBLE_FORFEIT: &str = "-:-";

/// `arbitro round result EV 3 7 -- --at …`: a bare `--` ends the options for
/// clap, yet it is also the double-forfeit result. Where a command's RESULT
/// is due and not given yet, a bare `--` is that result (passed on as
/// `-:-`), unless the words after it give the result themselves (`-- -+`,
/// `-- --`, the ways to end the options before a result that starts with a
/// hyphen). Everything else is left as it is.
pub fn double_forfeit_dashes(mut args: Vec<String>) -> Vec<String> {
    use clap::CommandFactory;
    let mut root = Cli::command();
    root.build();
    let mut command = &root;
    let mut positionals = 0usize;
    let mut i = 1;
    while i < args.len() {
        let word = args[i].as_str();
        if word == "--" {
            let due = command
                .get_positionals()
                .position(|a| a.get_id() == RESULT_ARG)
                .is_some_and(|at| at == positionals);
            let next = args.get(i + 1).map(String::as_str);
            let result_follows = next.is_some_and(|n| n == "--" || !n.starts_with("--"));
            if due && !result_follows {
                args[i] = DOUBLE_FORFEIT.to_string();
            }
            break;
        }
        if let Some(long) = word.strip_prefix("--") {
            let (name, inline) = match long.split_once('=') {
                Some((name, _)) => (name, true),
                None => (long, false),
            };
            let takes_value = command
                .get_arguments()
                .find(|a| a.get_long() == Some(name))
                .is_some_and(|a| a.get_action().takes_values());
            i += if takes_value && !inline { 2 } else { 1 };
            continue;
        }
        if positionals == 0
            && let Some(sub) = command.find_subcommand(word)
        {
            command = sub;
            i += 1;
            continue;
        }
        if !word.starts_with('-')
            || command
                .get_positionals()
                .nth(positionals)
                .is_some_and(|a| a.is_allow_hyphen_values_set())
        {
            positionals += 1;
        }
        i += 1;
    }
    args
}

/// Runs the parsed command line.
pub fn run(cli: Cli) -> Result<ExitCode, CliError> {
    match cli.command {
        Command::Demo(args) => commands::demo::run(args),
        Command::Manual(args) => commands::manual::run(args),
        Command::Deck(args) => commands::cards::deck(args),
        Command::Selfplay(args) => commands::cards::selfplay(args),
        Command::CardPgn(args) => commands::cards::card_pgn(args),
        Command::Perft(args) => commands::rules::perft(args),
        Command::Legal(args) => commands::rules::legal(args),
        Command::Replay(args) => commands::replay::replay(args),
        Command::Chess960(args) => commands::rules::chess960(args),
        Command::Adjudicate(args) => commands::rules::adjudicate(args),
        Command::Bench(args) => commands::rules::bench(args),
        Command::Standings(args) => commands::standings::run(args),
        Command::Form(args) => commands::forms::run(args),
        Command::Event(args) => commands::event::run(args),
        Command::Player(args) => commands::player::run(args),
        Command::Round(args) => commands::round::run(args),
        Command::DeckCheck(args) => commands::board::run_deck(args),
        Command::Clock(args) => commands::board::run_clock(args),
        Command::Incident(args) => commands::discipline::run_incident(args),
        Command::Appeal(args) => commands::discipline::run_appeal(args),
        Command::Dispute(args) => commands::dispute::run(args),
        Command::Precedent(args) => commands::precedent::run(args),
        Command::Ratings(args) => commands::ratings::run(args),
        Command::Serve(args) => commands::serve::run(args),
        Command::Publish(args) => commands::publish::run(args),
        Command::Verify(args) => commands::files::run_verify(args),
        Command::Backup(args) => commands::files::run_backup(args),
        Command::Restore(args) => commands::files::run_restore(args),
        Command::Export(args) => commands::files::run_export(args),
        Command::Game(args) => commands::game::run(args),
        Command::Team(args) => commands::team::run(args),
        Command::Pair(args) => commands::pairing::pair(args),
        Command::Generate(args) => commands::pairing::generate_tournament(args),
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::double_forfeit_dashes;

    /// Clap's own consistency checks over the whole grammar (one option
    /// defined twice, a global option redefined by a subcommand…), which it
    /// otherwise makes only when the faulty subcommand is run.
    #[test]
    fn the_grammar_is_consistent() {
        super::Cli::command().debug_assert();
    }

    /// `--lang` is the root's global option: a subcommand that defines its
    /// own (of another type) makes clap panic when that subcommand runs.
    #[test]
    fn only_the_root_defines_lang() {
        fn walk(cmd: &clap::Command, path: &str, found: &mut Vec<String>) {
            for sub in cmd.get_subcommands() {
                let path = format!("{path} {}", sub.get_name());
                if sub.get_arguments().any(|a| a.get_id() == "lang") {
                    found.push(path.clone());
                }
                walk(sub, &path, found);
            }
        }
        let mut found = Vec::new();
        walk(&super::Cli::command(), "arbitro", &mut found);
        assert!(found.is_empty(), "subcommands defining --lang: {found:?}");
    }

    fn words(text: &str) -> Vec<String> {
        text.split(' ').map(str::to_string).collect()
    }

    /// The double forfeit wherever a user writes it, and `--` left alone
    /// where it ends the options before another result.
    #[test]
    fn a_bare_double_dash_is_the_double_forfeit_where_the_result_is_due() {
        for (typed, read) in [
            (
                "arbitro round result ev 3 7 -- --at 2026-12-06T12:00:00+01:00",
                "arbitro round result ev 3 7 -:- --at 2026-12-06T12:00:00+01:00",
            ),
            (
                "arbitro round result ev 3 7 --",
                "arbitro round result ev 3 7 -:-",
            ),
            (
                "arbitro round result --at 2026-12-06T12:00:00+01:00 ev 3 7 -- --lang es",
                "arbitro round result --at 2026-12-06T12:00:00+01:00 ev 3 7 -:- --lang es",
            ),
            (
                "arbitro --lang es round result ev 3 7 -- --note x",
                "arbitro --lang es round result ev 3 7 -:- --note x",
            ),
            (
                "arbitro team result ev 2 1 -- --ended-on B",
                "arbitro team result ev 2 1 -:- --ended-on B",
            ),
            // The options ended before a result: as written.
            (
                "arbitro round result ev 3 7 -- --",
                "arbitro round result ev 3 7 -- --",
            ),
            (
                "arbitro round result ev 3 7 -- -+",
                "arbitro round result ev 3 7 -- -+",
            ),
            (
                "arbitro round result --at -- ev 3 7 1-0",
                "arbitro round result --at -- ev 3 7 1-0",
            ),
            // Not where a result is due.
            (
                "arbitro round result ev 3 -- 7 1-0",
                "arbitro round result ev 3 -- 7 1-0",
            ),
            (
                "arbitro round result ev 3 7 1-0 --",
                "arbitro round result ev 3 7 1-0 --",
            ),
            ("arbitro replay -- --file", "arbitro replay -- --file"),
        ] {
            assert_eq!(double_forfeit_dashes(words(typed)), words(read), "{typed}");
        }
    }
}
