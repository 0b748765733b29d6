//! `arbitro dispute …`: the dispute at the board from the command line,
//! over the same core calls as the app. A dispute file is an
//! `arbitro-game/1` game record: its start is the situation
//! ([`arbitro_cards::Setup`]), its events the history before the play.
//! `new` writes one from an event's board or a FEN, `hands` and `effects`
//! edit it, `targets` asks the card engine what a card may target now,
//! `resolve` rules a play, `record` stores it in the event with its
//! incident and precedent (the store rules it again: the ruling is never
//! taken from the file), `list` and `show` read the event's disputes.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use arbitro_cards::{self as cards, CardArgs, Colour, Picks};
use arbitro_i18n::Message;
use arbitro_store::precedents::Texts;
use arbitro_store::{
    Dispute, DisputeIncident, DisputeInput, DisputePrecedent, DisputeRefusal, Event, SanctionChoice,
};
use clap::{Args, Subcommand};

use super::event::{Common, bad, open, print_json, read_text, write_text};
use crate::error::CliError;
use crate::say::{With, line, say, text};

mod bench;
pub use bench::{BenchDisputeArgs, run as bench};

/// Arguments of `arbitro dispute`.
#[derive(Debug, Args)]
pub struct DisputeArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: DisputeCommand,
    #[command(flatten)]
    common: Common,
}

/// The disputed play, as typed.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The card played (its code, in any case: am-28).
    #[arg(long)]
    card: Option<String>,
    /// Who plays: white or black.
    #[arg(long)]
    by: Option<String>,
    /// The card's targets in its order (squares or zones; commas or spaces).
    #[arg(long, num_args = 1..)]
    targets: Vec<String>,
    /// The card's destination square.
    #[arg(long)]
    to: Option<String>,
    /// The piece letter the card lets the player choose.
    #[arg(long)]
    choice: Option<String>,
    /// Standard moves the card plays (UCI or SAN).
    #[arg(long = "card-move", num_args = 1..)]
    moves: Vec<String>,
    /// A standard move instead of a card (SAN, Spanish or English letters, or UCI).
    #[arg(long = "move", conflicts_with = "card")]
    mv: Option<String>,
}

/// `arbitro dispute` subcommands.
#[derive(Debug, Subcommand)]
pub enum DisputeCommand {
    /// Write a dispute file: from an event's board (its record, or the start
    /// position) or from a FEN.
    New {
        /// The event file (with --round and --board).
        event: Option<PathBuf>,
        /// Round.
        #[arg(long, requires = "event")]
        round: Option<u32>,
        /// Board.
        #[arg(long, requires = "event")]
        board: Option<u32>,
        /// The situation after the first N events of the board's record (default: all of them).
        #[arg(long)]
        at_step: Option<usize>,
        /// The position (FEN), without an event.
        #[arg(long, conflicts_with = "event")]
        fen: Option<String>,
        /// With --fen: magico-classic, magico-advanced or ed.
        #[arg(long, default_value = "magico-classic")]
        family: String,
        /// With --fen: the deck id (default: AM-REF, or ED for ed).
        #[arg(long)]
        deck: Option<String>,
        /// The dispute file to write.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Set the players' hands (card codes separated by commas or spaces).
    Hands {
        /// The dispute file.
        file: PathBuf,
        /// White's hand.
        #[arg(long)]
        white: Option<String>,
        /// Black's hand.
        #[arg(long)]
        black: Option<String>,
    },
    /// Put effects on the table: CARD:OWNER:ANCHOR:TURNS (AM-D7, AM-D8).
    Effects {
        /// The dispute file.
        file: PathBuf,
        /// An effect to add.
        #[arg(long)]
        add: Vec<String>,
        /// Remove every effect first.
        #[arg(long)]
        clear: bool,
    },
    /// The candidate targets of a card now, slot by slot (the next slot's options).
    Targets {
        /// The dispute file.
        file: PathBuf,
        #[command(flatten)]
        play: PlayArgs,
    },
    /// Rule a play: the verdict's sentence and the trace.
    Resolve {
        /// The dispute file.
        file: PathBuf,
        #[command(flatten)]
        play: PlayArgs,
    },
    /// Record the dispute in the event (the store rules the play itself),
    /// with an incident and a precedent if asked.
    Record {
        /// The event file.
        event: PathBuf,
        /// The dispute file.
        file: PathBuf,
        #[command(flatten)]
        play: PlayArgs,
        /// Round.
        #[arg(long)]
        round: Option<u32>,
        /// Board.
        #[arg(long)]
        board: Option<u32>,
        /// The arbiter ruling.
        #[arg(long)]
        arbiter: String,
        /// Record an incident of this player (the event's player id).
        #[arg(long, requires = "fault")]
        incident_player: Option<i64>,
        /// The incident's fault (kebab-case: other, illegal-move…).
        #[arg(long, requires = "incident_player")]
        fault: Option<String>,
        /// What happened (default: the verdict's sentence).
        #[arg(long)]
        description: Option<String>,
        /// No sanction for the incident, for this reason (default: the ladder's suggestion).
        #[arg(long)]
        no_sanction: Option<String>,
        /// Record a precedent with this decision (Spanish).
        #[arg(long)]
        precedent_decision_es: Option<String>,
        /// Record a precedent with this decision (English).
        #[arg(long)]
        precedent_decision_en: Option<String>,
    },
    /// The event's disputes, by round and board.
    List {
        /// The event file.
        event: PathBuf,
    },
    /// One recorded dispute: the situation, the play, the verdict and the trace.
    Show {
        /// The event file.
        event: PathBuf,
        /// Its register entry.
        seq: i64,
    },
}

/// A dispute file: the situation and the events before the play.
struct DisputeFile {
    setup: cards::Setup,
    history: Vec<cards::Event>,
}

fn read_dispute(path: &Path) -> Result<DisputeFile, CliError> {
    let text = read_text(path)?;
    let record = cards::GameRecord::parse(&text).map_err(|source| CliError::CardsIn {
        path: path.to_path_buf(),
        source,
    })?;
    Ok(DisputeFile {
        setup: cards::Setup::from_record(&record),
        history: record.events,
    })
}

fn write_dispute(path: &Path, file: &DisputeFile) -> Result<(), CliError> {
    let mut record = file.setup.to_record();
    record.events = file.history.clone();
    write_text(path, &record.to_json())
}

fn colour(option: &'static str, text: &str) -> Result<Colour, CliError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "white" | "blancas" => Ok(Colour::White),
        "black" | "negras" => Ok(Colour::Black),
        _ => Err(bad(option, text, "white, black")),
    }
}

/// The game at the dispute's situation, or the typed refusal.
fn game_of(file: &DisputeFile) -> Result<cards::Game, CliError> {
    Ok(arbitro_store::dispute_game(&file.setup, &file.history)?)
}

fn picks(play: &PlayArgs) -> Picks {
    Picks {
        targets: play
            .targets
            .iter()
            .flat_map(|t| CardArgs::parse_targets(t))
            .collect(),
        to: play.to.clone(),
        choice: play.choice.clone(),
        moves: play.moves.clone(),
    }
}

/// The play the arguments name: a move, or a card played as the state
/// makes it (an action, a reaction, an ED move), from the card engine.
fn play_of(game: &cards::Game, play: &PlayArgs) -> Result<cards::Event, CliError> {
    let by = play.by.as_deref().map(|b| colour("--by", b)).transpose()?;
    if let Some(mv) = &play.mv {
        return Ok(cards::Event::Move { uci: mv.clone(), by });
    }
    let Some(code) = &play.card else {
        return Err(bad("--card", "", "a card code, or --move"));
    };
    let by = by.ok_or_else(|| bad("--by", "", "white, black"))?;
    let picks = picks(play);
    Ok(game.targets(code, by, &picks).event(by, &picks))
}

fn print_trace(trace: &[(String, &dyn Message, String)]) {
    for (clause, layer, said) in trace {
        say(line("cli-dispute-trace")
            .with("clause", clause)
            .with("layer", *layer)
            .with("text", said));
    }
}

fn print_dispute(d: &Dispute, full: bool) {
    let lang = crate::say::lang();
    let mut head = line("cli-dispute-line")
        .with("seq", d.seq)
        .with("verdict", d.ruling.verdict.key())
        .with("sentence", d.ruling.sentence(lang));
    head = match (d.round, d.board) {
        (Some(r), Some(b)) => head.with("where", "board").with("round", r).with("board", b),
        _ => head.with("where", "none"),
    };
    say(head);
    if !full {
        return;
    }
    say(line("cli-dispute-shown")
        .with("arbiter", &d.arbiter)
        .with("at", &d.at)
        .with("deck", format!("{}@{}", d.deck.id, d.deck.version))
        .with("fen", &d.ruling.fen_before));
    let steps: Vec<(String, &dyn Message, String)> = d
        .ruling
        .trace
        .iter()
        .map(|s| {
            let said = match lang {
                arbitro_i18n::Lang::Es => s.es.clone(),
                arbitro_i18n::Lang::En => s.en.clone(),
            };
            (s.clause.clone(), &s.layer as &dyn Message, said)
        })
        .collect();
    print_trace(&steps);
    if let Some(i) = d.incident {
        say(line("cli-dispute-linked-incident").with("seq", i));
    }
    if let Some(p) = d.precedent {
        say(line("cli-dispute-linked-precedent").with("seq", p));
    }
}

/// Whether the file's situation is accepted: says so, or every reason it is refused.
fn report_setup(file: &DisputeFile) -> ExitCode {
    match game_of(file) {
        Ok(_) => {
            say(line("cli-dispute-setup-ok"));
            ExitCode::SUCCESS
        }
        Err(e) => {
            say(line("cli-dispute-setup-refused").with("why", text(&e)));
            ExitCode::from(1)
        }
    }
}

/// Runs `arbitro dispute …`.
pub fn run(args: DisputeArgs) -> Result<ExitCode, CliError> {
    let common = args.common;
    match args.command {
        DisputeCommand::New {
            event,
            round,
            board,
            at_step,
            fen,
            family,
            deck,
            output,
        } => {
            let file = match (event, fen) {
                (Some(path), _) => {
                    let (Some(round), Some(board)) = (round, board) else {
                        return Err(bad("--round/--board", "", "the board of the event"));
                    };
                    let e = Event::open_read_only(&path)?;
                    let start = e.disputes().start(round, board, at_step)?;
                    let said = match &start.record {
                        // The situation is the state after that step of the board's record.
                        Some(from) => line("cli-dispute-new-board-record")
                            .with("step", from.step)
                            .with("events", from.events.len()),
                        None => line("cli-dispute-new-board").with("events", start.history.len()),
                    };
                    say(said
                        .with("round", round)
                        .with("board", board)
                        .with("white", &start.white)
                        .with("black", &start.black));
                    DisputeFile {
                        setup: start.setup,
                        history: start.history,
                    }
                }
                (None, Some(fen)) => DisputeFile {
                    setup: setup_from_fen(&fen, &family, deck.as_deref())?,
                    history: Vec::new(),
                },
                (None, None) => return Err(bad("--fen", "", "an event's board or a FEN")),
            };
            write_dispute(&output, &file)?;
            say(line("cli-dispute-written").with("file", output.display().to_string()));
            if common.json {
                print_json(&file.setup)?;
            }
            Ok(report_setup(&file))
        }
        DisputeCommand::Hands {
            file: path,
            white,
            black,
        } => {
            let mut file = read_dispute(&path)?;
            let deck = cards::shipped_deck(&file.setup.deck.id)?;
            let codes = |text: &str| -> Result<Vec<String>, CliError> {
                CardArgs::parse_targets(text)
                    .iter()
                    .map(|c| {
                        deck.index_of(c).map(|i| deck.code(i).to_string()).ok_or_else(|| {
                            CliError::from(arbitro_store::StoreError::from(DisputeRefusal::UnknownCard {
                                code: c.to_ascii_uppercase(),
                                deck: deck.id.clone(),
                            }))
                        })
                    })
                    .collect()
            };
            let mut hands = file.setup.hands.clone().unwrap_or_default();
            if let Some(w) = &white {
                hands.white = codes(w)?;
            }
            if let Some(b) = &black {
                hands.black = codes(b)?;
            }
            say(line("cli-dispute-hands")
                .with("white", hands.white.join(", "))
                .with("black", hands.black.join(", ")));
            file.setup.hands = Some(hands);
            write_dispute(&path, &file)?;
            Ok(report_setup(&file))
        }
        DisputeCommand::Effects {
            file: path,
            add,
            clear,
        } => {
            let mut file = read_dispute(&path)?;
            if clear {
                file.setup.effects.clear();
            }
            for spec in &add {
                let parts: Vec<&str> = spec.split(':').collect();
                let expected = "CARD:OWNER:ANCHOR:TURNS (AM-07:white:c6:2)";
                // A zone anchor has a colon of its own (file:d, block:c3).
                let (card, owner, anchor, turns) = match parts.as_slice() {
                    [c, o, a, t] => (*c, *o, a.to_string(), *t),
                    [c, o, z, a, t] => (*c, *o, format!("{z}:{a}"), *t),
                    _ => return Err(bad("--add", spec, expected)),
                };
                let counter: u8 = turns.parse().map_err(|_| bad("--add", spec, expected))?;
                file.setup.effects.push(cards::EffectRecord {
                    card: card.to_ascii_uppercase(),
                    owner: colour("--add", owner)?,
                    anchor: anchor.to_ascii_lowercase(),
                    kind: None,
                    counter,
                    started_ply: None,
                    expires_ply: None,
                    exempt: Vec::new(),
                    no_eliminations: false,
                    inert: false,
                });
            }
            say(line("cli-dispute-effects").with("count", file.setup.effects.len()));
            write_dispute(&path, &file)?;
            Ok(report_setup(&file))
        }
        DisputeCommand::Targets { file: path, play } => {
            let file = read_dispute(&path)?;
            let game = game_of(&file)?;
            let Some(code) = &play.card else {
                return Err(bad("--card", "", "a card code"));
            };
            let by = colour("--by", play.by.as_deref().unwrap_or(""))?;
            let q = game.targets(code, by, &picks(&play));
            if common.json {
                print_json(&q)?;
                return Ok(ExitCode::SUCCESS);
            }
            say(line("cli-dispute-targets")
                .with("card", &q.card)
                .with("play", play_kind(q.play)));
            for (k, slot) in q.slots.iter().enumerate() {
                let options: Vec<&str> = slot.options.iter().map(|o| o.token.as_str()).collect();
                say(line("cli-dispute-slot")
                    .with("n", k + 1)
                    .with("kind", slot_kind(&slot.kind))
                    .with("next", if q.next == Some(k) { "yes" } else { "no" })
                    .with("picked", slot.picked.join(", "))
                    .with("options", options.join(", ")));
            }
            if q.complete {
                say(line("cli-dispute-complete"));
            }
            match &q.refusal {
                Some(v) => {
                    say(line("cli-dispute-refused")
                        .with("why", v as &dyn Message)
                        .with("clause", v.clause));
                    Ok(ExitCode::from(1))
                }
                None => Ok(ExitCode::SUCCESS),
            }
        }
        DisputeCommand::Resolve { file: path, play } => {
            let file = read_dispute(&path)?;
            let mut game = game_of(&file)?;
            let event = play_of(&game, &play)?;
            let ruling = game.rule(&event);
            if common.json {
                print_json(&ruling)?;
            } else {
                say(line("cli-dispute-verdict").with("sentence", ruling.sentence(crate::say::lang())));
                let lang = crate::say::lang();
                let steps: Vec<(String, &dyn Message, String)> = ruling
                    .trace
                    .steps()
                    .iter()
                    .map(|s| (s.clause.to_string(), &s.layer as &dyn Message, s.text(lang)))
                    .collect();
                print_trace(&steps);
            }
            Ok(match ruling.verdict {
                cards::RulingVerdict::Rejected(_) => ExitCode::from(1),
                _ => ExitCode::SUCCESS,
            })
        }
        DisputeCommand::Record {
            event,
            file: path,
            play,
            round,
            board,
            arbiter,
            incident_player,
            fault,
            description,
            no_sanction,
            precedent_decision_es,
            precedent_decision_en,
        } => {
            let file = read_dispute(&path)?;
            let game = game_of(&file)?;
            let play_event = play_of(&game, &play)?;
            let incident = match (incident_player, fault) {
                (Some(player), Some(fault)) => {
                    let fault = serde_json::from_value(serde_json::Value::String(fault.clone()))
                        .map_err(|_| bad("--fault", &fault, "other, illegal-move, disturbing…"))?;
                    Some(DisputeIncident {
                        player,
                        fault,
                        choice: match no_sanction {
                            Some(reason) => SanctionChoice::None { reason },
                            None => SanctionChoice::Suggested,
                        },
                        description: description.unwrap_or_default(),
                    })
                }
                _ => None,
            };
            let precedent = match (precedent_decision_es, precedent_decision_en) {
                (None, None) => None,
                (es, en) => Some(DisputePrecedent {
                    decision: Texts { es, en },
                }),
            };
            let e = open(&event, &common)?;
            let mut input = DisputeInput {
                draft: None,
                round,
                board,
                arbiter,
                setup: file.setup,
                history: file.history,
                play: play_event,
                incident,
                precedent,
            };
            // An incident without a description says what was ruled.
            if let Some(i) = input.incident.as_mut()
                && i.description.trim().is_empty()
            {
                let mut probe = game.clone();
                i.description = probe.rule(&input.play).sentence(crate::say::lang());
            }
            let out = e.disputes().record(input)?;
            if common.json {
                print_json(&out)?;
                return Ok(ExitCode::SUCCESS);
            }
            say(line("cli-dispute-recorded").with("seq", out.dispute.seq));
            print_dispute(&out.dispute, false);
            if let Some(i) = &out.incident {
                say(line("cli-dispute-linked-incident").with("seq", i.incident_seq));
            }
            if let Some(p) = &out.precedent {
                say(line("cli-dispute-linked-precedent").with("seq", p.seq));
            }
            Ok(ExitCode::SUCCESS)
        }
        DisputeCommand::List { event } => {
            let e = Event::open_read_only(&event)?;
            let all = e.disputes().all()?;
            if common.json {
                print_json(&all)?;
                return Ok(ExitCode::SUCCESS);
            }
            if all.is_empty() {
                say(line("cli-dispute-none"));
            }
            for d in &all {
                print_dispute(d, false);
            }
            Ok(ExitCode::SUCCESS)
        }
        DisputeCommand::Show { event, seq } => {
            let e = Event::open_read_only(&event)?;
            let d = e.disputes().get(seq)?;
            if common.json {
                print_json(&d)?;
                return Ok(ExitCode::SUCCESS);
            }
            print_dispute(&d, true);
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn play_kind(kind: cards::PlayKind) -> &'static str {
    match kind {
        cards::PlayKind::Card => "card",
        cards::PlayKind::Reaction => "reaction",
        cards::PlayKind::Move => "move",
    }
}

fn slot_kind(kind: &cards::SlotKind) -> &'static str {
    match kind {
        cards::SlotKind::Target { .. } => "target",
        cards::SlotKind::Implicit { .. } => "implicit",
        cards::SlotKind::Destination => "destination",
        cards::SlotKind::Choice => "choice",
        cards::SlotKind::Move { .. } => "move",
        cards::SlotKind::StolenCard => "stolen-card",
    }
}

/// A situation typed as a FEN: the family's rules, the deck's shipped version.
fn setup_from_fen(fen: &str, family: &str, deck: Option<&str>) -> Result<cards::Setup, CliError> {
    let (fam, mode, default_deck) = match family {
        "magico-classic" => (cards::Family::Magico, cards::Mode::Classic, "AM-REF"),
        "magico-advanced" => (cards::Family::Magico, cards::Mode::Advanced, "AM-REF"),
        "ed" => (cards::Family::Ed, cards::Mode::Classic, "ED"),
        _ => return Err(bad("--family", family, "magico-classic, magico-advanced, ed")),
    };
    let d = cards::shipped_deck(deck.unwrap_or(default_deck))?;
    let rules = cards::Rules {
        family: fam,
        mode,
        options: cards::Options::default(),
    };
    let deck = cards::DeckRef {
        id: d.id.clone(),
        version: d.version.clone(),
    };
    Ok(cards::Setup {
        start: cards::Start {
            fen: fen.trim().to_string(),
            chess960: false,
        },
        deal: None,
        ..cards::Setup::blank(rules, deck)
    })
}
