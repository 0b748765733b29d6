//! The card-chess commands: `deck validate`, `deck show`, `deck history`,
//! `deck changes` (printed by `deck_history.rs`), `selfplay`, and the
//! JSON side of `replay` (card game records, and PGN files that carry card
//! events). Each reads its input, makes calls into `arbitro-cards` and prints.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use arbitro_cards::{self as deck, CardsError, Deck, GameRecord, Replay, SelfPlaySummary as Summary};
use arbitro_i18n::Lang;
use clap::{Args, Subcommand, ValueEnum};
use serde_json::{Value, json};

use crate::error::CliError;

macro_rules! say {
    ($($arg:tt)*) => {{
        let _ = writeln!(std::io::stdout().lock(), $($arg)*);
    }};
}

/// Reads a deck, game record or card PGN (a byte-order mark is dropped).
fn read(path: &Path) -> Result<String, CliError> {
    super::input::read_text(path)
}

fn in_file(path: &Path, source: CardsError) -> CliError {
    CliError::CardsIn {
        path: path.to_path_buf(),
        source,
    }
}

/// Arguments of `arbitro deck`.
#[derive(Debug, Args)]
pub struct DeckArgs {
    /// What to do with a deck.
    #[command(subcommand)]
    pub command: DeckCommand,
}

/// The `deck` subcommands.
#[derive(Debug, Subcommand)]
pub enum DeckCommand {
    /// Check a deck file against the schema and the effect vocabulary; every problem with its JSON path.
    Validate {
        /// The deck file (JSON).
        file: PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// List the cards of a deck: a shipped deck id (AM-REF) or a deck file.
    Show {
        /// Deck id or file (names and texts in the language of the global
        /// `--lang`; Spanish, the rulebook's, when it is not given).
        deck: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// A deck's versions, newest first, with their dates and errata (AM-R16, AM-AE).
    History {
        /// Deck id (AM-REF) or deck file.
        deck: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// What changed in a deck between two versions: cards changed, added, withdrawn, text per language.
    Changes {
        /// Deck id (AM-REF) or deck file.
        deck: String,
        /// The earlier version.
        #[arg(long)]
        from: String,
        /// The later version (the deck's current one when not given).
        #[arg(long)]
        to: Option<String>,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
}

/// Runs `arbitro deck …`: exit 0 when the deck is valid, 1 when it has problems.
pub fn deck(args: DeckArgs) -> Result<ExitCode, CliError> {
    match args.command {
        DeckCommand::History { deck: which, json } => {
            super::deck_history::history(&*load_deck(&which)?, json)?;
            Ok(ExitCode::SUCCESS)
        }
        DeckCommand::Changes {
            deck: which,
            from,
            to,
            json,
        } => {
            super::deck_history::changes(&*load_deck(&which)?, &from, to.as_deref(), json)?;
            Ok(ExitCode::SUCCESS)
        }
        DeckCommand::Validate { file, json } => {
            let text = read(&file)?;
            let problems = deck::validate_deck_text(&text);
            if json {
                say!(
                    "{}",
                    json!({"file": file.display().to_string(), "valid": problems.is_empty(), "problems": problems})
                );
            } else if problems.is_empty() {
                let d = deck::parse_deck(&text).map_err(|e| in_file(&file, e))?;
                say!(
                    "{}: valid deck {} version {} ({} cards, family {})",
                    file.display(),
                    d.id,
                    d.version,
                    d.cards.len(),
                    d.family.as_str()
                );
            } else {
                let lang = locale_lang();
                for p in &problems {
                    say!("{}: {}", file.display(), p.text(lang));
                }
                say!("{}: {} problem(s)", file.display(), problems.len());
            }
            Ok(if problems.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        DeckCommand::Show { deck: which, json } => {
            let d = load_deck(&which)?;
            let lang = match crate::say::explicit_lang() {
                Some(arbitro_i18n::Lang::En) => Lang::En,
                _ => Lang::Es,
            };
            if json {
                say!("{}", serde_json::to_string_pretty(&*d).unwrap_or_default());
                return Ok(ExitCode::SUCCESS);
            }
            say!(
                "{} — {} (version {}, {})",
                d.id,
                d.name.get(lang),
                d.version,
                d.date
            );
            for c in &d.cards {
                let duration = c
                    .duration
                    .map(|du| format!(", {} turn(s), {:?} anchor", du.turns, du.anchor).to_lowercase())
                    .or_else(|| {
                        c.ed.as_ref()
                            .map(|e| format!(", {} {}", e.clause(), ed_detail(e)))
                    })
                    .unwrap_or_default();
                say!(
                    "{}  {} [{}, {}{}]\n      {}",
                    c.code,
                    c.name.get(lang),
                    format!("{:?}", c.kind).to_lowercase(),
                    arbitro_i18n::render(lang, &c.window),
                    duration,
                    c.text.get(lang)
                );
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// The ED card's type and parameters as shown by `deck show`.
fn ed_detail(e: &deck::EdCard) -> String {
    serde_json::to_value(e)
        .ok()
        .and_then(|v| {
            v.as_object().map(|o| {
                // The type first, then its parameters.
                let mut fields: Vec<(&String, &Value)> = o.iter().collect();
                fields.sort_by_key(|(k, _)| *k != "type");
                fields
                    .into_iter()
                    .map(|(k, v)| match v {
                        Value::String(s) => format!("{k}={s}"),
                        other => format!("{k}={other}"),
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
        })
        .unwrap_or_default()
}

fn load_deck(which: &str) -> Result<Arc<Deck>, CliError> {
    if deck::SHIPPED_DECKS.contains(&which) {
        return deck::shipped_deck(which).map_err(CliError::from);
    }
    let path = Path::new(which);
    if !path.exists() {
        return Err(CliError::from(deck::shipped_deck(which).err().unwrap_or(
            CardsError::UnknownDeck {
                id: which.to_string(),
                known: deck::SHIPPED_DECKS.join(", "),
            },
        )));
    }
    let text = read(path)?;
    Ok(Arc::new(deck::parse_deck(&text).map_err(|e| in_file(path, e))?))
}

/// A card family on the command line.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum FamilyArg {
    /// Ajedrez Mágico (AM-*).
    Magico,
    /// Card chess with the shared 56-card draw deck (ED-*).
    Ed,
}

/// Arguments of `arbitro selfplay`.
#[derive(Debug, Args)]
pub struct SelfplayArgs {
    /// Card family.
    #[arg(long, value_enum, default_value_t = FamilyArg::Magico)]
    pub family: FamilyArg,
    /// Number of games.
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// The run's seed (each game's seed derives from it).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Events after which a game is adjourned.
    #[arg(long, default_value_t = 300)]
    pub max_events: usize,
    /// Worker threads (default: the machine's cores).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Runs `arbitro selfplay`: exit 0 when no invariant broke, 1 otherwise.
pub fn selfplay(args: SelfplayArgs) -> Result<ExitCode, CliError> {
    let (deck, family) = match args.family {
        FamilyArg::Magico => (deck::shipped_deck("AM-REF")?, "magico"),
        FamilyArg::Ed => (deck::shipped_deck("ED")?, "ed"),
    };
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1))
        .clamp(1, 64) as u64;
    let started = Instant::now();
    let per = args.games.div_ceil(threads);
    let summaries: Vec<Summary> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let deck = deck.clone();
                let (from, to) = ((t * per).min(args.games), ((t + 1) * per).min(args.games));
                let (seed, max_events) = (args.seed, args.max_events);
                scope.spawn(move || {
                    let mut s = Summary::default();
                    for n in from..to {
                        arbitro_cards::play_one(
                            deck.clone(),
                            n,
                            arbitro_cards::game_seed(seed, n),
                            max_events,
                            &mut s,
                        );
                        if !s.violations.is_empty() {
                            break;
                        }
                    }
                    s
                })
            })
            .collect();
        handles.into_iter().filter_map(|h| h.join().ok()).collect()
    });
    let elapsed = started.elapsed().as_secs_f64();
    let mut total = Summary::default();
    for s in summaries {
        total.games += s.games;
        total.chess960_games += s.chess960_games;
        total.events += s.events;
        total.cards_resolved += s.cards_resolved;
        total.cards_failed += s.cards_failed;
        total.refused += s.refused;
        for (k, v) in s.endings {
            *total.endings.entry(k).or_default() += v;
        }
        total.violations.extend(s.violations);
    }
    let rate = total.games as f64 / elapsed.max(1e-9);
    if args.json {
        say!(
            "{}",
            json!({
                "family": family, "seed": args.seed, "games": total.games,
                "chess960_games": total.chess960_games, "events": total.events,
                "cards_resolved": total.cards_resolved, "cards_failed": total.cards_failed,
                "refused": total.refused, "endings": total.endings, "seconds": elapsed,
                "games_per_second": rate, "threads": threads, "violations": total.violations,
            })
        );
    } else {
        say!(
            "self-play {}: {} games ({} from Chess960 starts), {} events, seed {}, {:.1} s on {} thread(s): {:.0} games/s",
            family,
            total.games,
            total.chess960_games,
            total.events,
            args.seed,
            elapsed,
            threads,
            rate
        );
        say!(
            "cards resolved {}, failed {}, requests refused {}",
            total.cards_resolved,
            total.cards_failed,
            total.refused
        );
        let endings: Vec<String> = total.endings.iter().map(|(k, v)| format!("{k} {v}")).collect();
        say!("endings: {}", endings.join(", "));
        for v in &total.violations {
            say!(
                "VIOLATION game {} (seed {}), after event {}: {}\n{}",
                v.game,
                v.seed,
                v.event,
                v.message,
                serde_json::to_string(&v.record).unwrap_or_default()
            );
        }
        if total.violations.is_empty() {
            say!("no invariant broken");
        }
    }
    Ok(if total.violations.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Whether `replay` should hand this file to the card engine: a JSON game
/// record, or a PGN file whose tags name a card family.
pub fn is_card_game(path: &Path) -> bool {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    if ext == "json" {
        return true;
    }
    ext == "pgn" && std::fs::read(path).is_ok_and(|bytes| bytes.windows(12).any(|w| w == b"[CardFamily "))
}

/// `arbitro replay FILE.json [--json]` for card games: one line per event,
/// then the final state. Exit 0 when the record replays (failed cards
/// included), 1 if any event was refused.
pub fn replay(path: &Path, json: bool, deck_file: Option<&Path>) -> Result<ExitCode, CliError> {
    let text = read(path)?;
    let given: Option<Arc<Deck>> = match deck_file {
        Some(f) => {
            let t = read(f)?;
            Some(Arc::new(deck::parse_deck(&t).map_err(|e| in_file(f, e))?))
        }
        None => None,
    };
    let find = |id: &str| -> Result<Arc<Deck>, CardsError> {
        match &given {
            Some(d) if d.id == id => Ok(d.clone()),
            _ => deck::shipped_deck(id),
        }
    };
    let record = if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("pgn")) {
        arbitro_cards::import_pgn(&text, find).map_err(|e| in_file(path, e))?
    } else {
        GameRecord::parse(&text).map_err(|e| in_file(path, e))?
    };
    let deck = find(&record.deck.id).map_err(|e| in_file(path, e))?;
    let result: Replay = arbitro_cards::replay(&record, deck).map_err(|e| in_file(path, e))?;
    let lang = locale_lang();
    if json {
        for e in &result.events {
            say!("{}", serde_json::to_string(e).unwrap_or_default());
        }
        say!(
            "{}",
            serde_json::to_string(&result.final_report).unwrap_or_default()
        );
    } else {
        for t in result.opening.steps() {
            say!("    [{}] {}", t.clause, t.text(lang));
        }
        for e in &result.events {
            let err = e
                .error
                .as_ref()
                .map(|v| format!(" {} ({}): {}", v.reason.key(), v.clause, v.text(lang)))
                .unwrap_or_default();
            say!(
                "#{} {} {}{}",
                e.index,
                serde_json::to_string(&e.event).unwrap_or_default(),
                e.status.key(),
                err
            );
            if let Some(card) = &e.drawn {
                say!("    drawn: {card} (shown to both)");
            }
            for t in e.trace.steps() {
                say!("    [{}] {}", t.clause, t.text(lang));
            }
        }
        let f = &result.final_report;
        say!(
            "final: {} {} ({}), {} to move, {}",
            f.result.map_or("*", |r| r.as_str()),
            f.status.key(),
            f.reason.as_ref().map(|r| r.code.key()).unwrap_or("-"),
            serde_json::to_value(f.to_move)
                .ok()
                .and_then(|v| v.as_str().map(String::from))
                .unwrap_or_default(),
            f.fen
        );
        // ED family: the shared pile, the cards each player keeps, the temporal card in force.
        if let Some(pile) = &f.pile {
            say!(
                "pile: {} card(s), top {}; discard: {} card(s)",
                pile.len(),
                pile.first().map(String::as_str).unwrap_or("-"),
                f.discard.len()
            );
            say!(
                "kept: white [{}], black [{}]",
                f.hands.white.join(" "),
                f.hands.black.join(" ")
            );
            if let Some(t) = &f.temporal {
                let owner = serde_json::to_value(t.owner)
                    .ok()
                    .and_then(|v| v.as_str().map(String::from))
                    .unwrap_or_default();
                say!(
                    "temporal: {} ({}) of {owner}",
                    t.card,
                    arbitro_i18n::render(lang, &t.effect)
                );
            }
            if let Some(phase) = f.phase {
                say!("turn: {}", arbitro_i18n::render(lang, &phase));
            }
        }
    }
    Ok(if result.any_rejected() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// Arguments of `arbitro card-pgn`.
#[derive(Debug, Args)]
pub struct CardPgnArgs {
    /// Convert which way.
    #[command(subcommand)]
    pub command: CardPgnCommand,
}

/// The `card-pgn` subcommands.
#[derive(Debug, Subcommand)]
pub enum CardPgnCommand {
    /// Write a card game record (JSON) as PGN with card events in comment commands.
    Export {
        /// The game record.
        file: PathBuf,
    },
    /// Read a card game PGN back into a game record (JSON).
    Import {
        /// The PGN file.
        file: PathBuf,
    },
}

/// Runs `arbitro card-pgn export|import`.
pub fn card_pgn(args: CardPgnArgs) -> Result<ExitCode, CliError> {
    match args.command {
        CardPgnCommand::Export { file } => {
            let text = read(&file)?;
            let record = GameRecord::parse(&text).map_err(|e| in_file(&file, e))?;
            let deck = arbitro_cards::deck_for(&record).map_err(|e| in_file(&file, e))?;
            let out = arbitro_cards::export_pgn(&record, deck).map_err(|e| in_file(&file, e))?;
            let _ = write!(std::io::stdout().lock(), "{out}");
        }
        CardPgnCommand::Import { file } => {
            let text = read(&file)?;
            let record =
                arbitro_cards::import_pgn(&text, deck::shipped_deck).map_err(|e| in_file(&file, e))?;
            say!("{}", record.to_json());
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The language of the command's sentences, from the POSIX locale.
fn locale_lang() -> Lang {
    let var = |name: &str| std::env::var(name).ok();
    Lang::from_locale(
        var("LC_ALL").as_deref(),
        var("LC_MESSAGES").as_deref(),
        var("LANG").as_deref(),
    )
}
