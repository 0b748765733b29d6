//! `arbitro demo`: the headless demonstration run by the README's first
//! command on a machine without a display. Each area adds a section that
//! does real work on sample data and says what it did: the rules core, a
//! disputed card play resolved layer by layer, and the demo event (the one
//! the desktop app opens) built in an SQLite event file the other commands
//! can then explore.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use arbitro_rules::bughouse::{BoardId, Bughouse, MoveTime};
use arbitro_rules::chess960::back_rank;
use arbitro_rules::{Chess960Draw, Color, Game, Position, RulesError, Ruleset, Status, pgn};
use clap::Args;

use crate::error::CliError;
use crate::say::{With, label, line, text};
use arbitro_i18n::MessageData;

/// Arguments of `arbitro demo`.
#[derive(Debug, Args)]
pub struct DemoArgs {
    /// Seed of the Chess960 draw (default: a fresh one, printed).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Where to write the demo event (replaced if it is an earlier demo;
    /// default: `arbitro-demo/demo.arbitro` in the system's temporary folder).
    #[arg(long, value_name = "FILE")]
    pub event: Option<PathBuf>,
}

/// The disputed card play the demo resolves: Shelling answered by a Shield.
const DISPUTED_PLAY: &str =
    include_str!("../../../arbitro-cards/tests/scenarios/AM-28.shield-from-shelling.json");

/// Sample games shipped with the demo (also test fixtures).
const SAMPLE_REPETITION: &str = include_str!("../../../../tests/fixtures/pgn/games/repetition.pgn");
const SAMPLE_OPERA: &str = include_str!("../../../../tests/fixtures/pgn/games/opera.pgn");
const SAMPLE_CHESS960: &str = include_str!("../../../../tests/fixtures/pgn/games/chess960.pgn");

/// Prints a line; a closed pipe is not an error.
fn out(text: &str) {
    let _ = writeln!(std::io::stdout().lock(), "{text}");
}

/// Prints a catalogue line in this run's language.
fn tell(message: MessageData) {
    out(&text(&message));
}

/// A number written with `.` as this run's language writes it.
fn decimal(number: &str) -> String {
    arbitro_i18n::format::decimal(crate::say::lang(), number)
}

/// Runs the demo and says what it did.
pub fn run(args: DemoArgs) -> Result<ExitCode, CliError> {
    tell(line("cli-demo-title"));
    rules_section(args.seed)?;
    cards_section()?;
    let path = args
        .event
        .unwrap_or_else(|| std::env::temp_dir().join("arbitro-demo").join("demo.arbitro"));
    event_section(&path)?;
    Ok(ExitCode::SUCCESS)
}

/// Card engine: a disputed play replayed with its resolution trace.
fn cards_section() -> Result<(), CliError> {
    use arbitro_cards::{CardsError, Deck, GameRecord, replay, shipped_deck};
    let in_demo = |source: CardsError| CliError::CardsIn {
        path: PathBuf::from("AM-28.shield-from-shelling.json"),
        source,
    };
    let lang = crate::say::lang();
    out("");
    tell(line("cli-demo-cards-title"));
    let record = GameRecord::parse(DISPUTED_PLAY).map_err(in_demo)?;
    let deck: Arc<Deck> = shipped_deck(&record.deck.id).map_err(in_demo)?;
    let card = |code: &str| {
        deck.index_of(code)
            .map_or(code.to_string(), |i| deck.card(i).name.get(lang).to_string())
    };
    let result = replay(&record, deck.clone()).map_err(in_demo)?;
    tell(
        line("cli-demo-cards-position")
            .with("fen", &record.start.fen)
            .with("played", card("AM-07"))
            .with("reaction", card("AM-28")),
    );
    for e in &result.events {
        tell(line("cli-demo-cards-event").with("index", e.index));
        for t in e.trace.steps() {
            out(&format!("    [{}] {}", t.clause, t.text(lang)));
        }
    }
    tell(line("cli-demo-cards-ruling").with("fen", &result.final_report.fen));
    Ok(())
}

/// Writes the demo event and summarises it as the app's screens would.
fn event_section(path: &Path) -> Result<(), CliError> {
    use arbitro_store::demo::recreate_demo_event;
    use arbitro_store::precedents::Query;
    let lang = crate::say::lang();
    out("");
    tell(line("cli-demo-event-title"));
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|source| CliError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
    }
    let event = recreate_demo_event(path)?;
    let summary = event.summary()?;
    let call = &summary.call;
    tell(
        line("cli-demo-event-written")
            .with("file", path.display().to_string())
            .with("name", &call.name)
            .with("family", label(&call.family))
            .with("system", label(&call.system))
            .with("rounds", call.rounds)
            .with("control", &call.time_control)
            .with("players", summary.players)
            .with("paired", summary.rounds_paired),
    );
    let players = event.players().all()?;
    let name = |id: i64| {
        players.iter().find(|p| p.id == id).map_or(format!("#{id}"), |p| {
            format!("{} ({})", p.input.name, p.pairing_number)
        })
    };
    let round = summary.rounds_paired;
    let statuses = event.boards().deck_statuses(round)?;
    tell(line("cli-demo-event-round").with("round", round));
    for g in event.rounds().games(round)? {
        match g.black {
            Some(b) => {
                let deck = statuses
                    .iter()
                    .find(|s| s.board == g.board)
                    .map_or(String::new(), |s| {
                        if s.ready {
                            text(&line("cli-demo-deck-checked"))
                        } else {
                            text(&line("cli-demo-deck-waiting").with("reason", label(&s.reason)))
                        }
                    });
                out(&format!(
                    "    {:>2}  {:<34} {:<34} {:<8} {deck}",
                    g.board,
                    name(g.white),
                    name(b),
                    g.result_text()
                ));
            }
            None => out(&format!(
                "    {:>2}  {:<34} {}",
                g.board,
                name(g.white),
                text(&line("cli-round-bye"))
            )),
        }
    }
    let clock = event.boards().clock(round, 1, None)?;
    let r = &clock.reading;
    let mmss = |ms: u64| format!("{}:{:02}", ms / 60_000, ms / 1000 % 60);
    let running = match r.running {
        Some(side) => text(&side),
        None => "-".to_string(),
    };
    tell(
        line("cli-demo-event-clock")
            .with("control", &clock.time_control)
            .with("white", mmss(r.white_ms))
            .with("white_moves", r.white_moves)
            .with("black", mmss(r.black_ms))
            .with("black_moves", r.black_moves)
            .with("running", running),
    );
    let standings = event.rounds().standings()?;
    tell(
        line("cli-demo-event-standings")
            .with("round", standings.rounds)
            .with("columns", standings.columns.join(", ")),
    );
    for row in standings.rows.iter().take(5) {
        out(&format!(
            "    {:>2}. {:<34} {:>4}  {}",
            row.rank,
            row.name,
            decimal(&row.points),
            row.tiebreaks
                .iter()
                .map(|t| format!("{:>5}", decimal(t)))
                .collect::<String>()
        ));
    }
    for (seq, incident) in event.discipline().incidents()? {
        tell(
            line("cli-demo-event-incident")
                .with("entry", seq)
                .with("round", incident.round.map_or("-".into(), |r| r.to_string()))
                .with("board", incident.board.map_or("-".into(), |b| b.to_string()))
                .with("player", name(incident.player))
                .with("description", &incident.description),
        );
    }
    for (seq, sanction, _) in event.discipline().sanctions()? {
        tell(
            line("cli-demo-event-sanction")
                .with("entry", seq)
                .with("why", sanction.suggested.text(lang))
                .with("clauses", sanction.suggested.clauses.join(", ")),
        );
    }
    let (record, replay) = event.boards().replay_record(2, 1)?;
    tell(
        line("cli-demo-event-record")
            .with("source", &record.source)
            .with("events", replay.lines.len())
            .with("result", &replay.summary.result),
    );
    let hits = event.precedents().search(&Query {
        text: "escudo mano".into(),
        ..Default::default()
    })?;
    let hits = if hits.is_empty() {
        event.precedents().search(&Query {
            text: "hand".into(),
            ..Default::default()
        })?
    } else {
        hits
    };
    for hit in &hits {
        let p = &hit.precedent;
        tell(
            line("cli-demo-event-precedent")
                .with("card", p.body.input.card_code.as_deref().unwrap_or("-"))
                .with("decision", p.body.input.decision.get(lang)),
        );
    }
    let report = event.verify()?;
    tell(
        line("cli-demo-event-verified")
            .with("entries", report.entries)
            .with("intact", if report.is_intact() { "yes" } else { "no" }),
    );
    let file = path.display();
    tell(line("cli-demo-event-explore"));
    for cmd in [
        format!("arbitro event show {file}"),
        format!("arbitro round show {file} {round}"),
        format!("arbitro event standings {file}"),
        format!("arbitro incident list {file}"),
        format!("arbitro export trf {file} --format trf2026 -o demo.trf"),
        "arbitro pair --dutch demo.trf -c".to_string(),
        format!("arbitro verify {file}"),
    ] {
        out(&format!("    {cmd}"));
    }
    Ok(())
}

/// The ply at which a game first ends under `ruleset`, and how.
fn first_end(game: &Game, ruleset: Ruleset) -> Option<(usize, Status)> {
    (0..=game.ply_count())
        .map(|ply| (ply, game.status_at(ply, ruleset)))
        .find(|(_, s)| s.is_over())
}

/// The first ply at which a draw could be claimed under FIDE.
fn first_claim(game: &Game) -> Option<(usize, arbitro_rules::ClaimKind)> {
    (0..=game.ply_count()).find_map(|ply| match game.status_at(ply, Ruleset::Fide) {
        Status::Ongoing(o) => o.claimable.first().map(|c| (ply, *c)),
        Status::Over(_) => None,
    })
}

/// How a game ended, in this run's language: result, reason and clause.
fn ending(e: &arbitro_rules::Ending) -> String {
    format!("{} {} ({})", e.outcome, text(&e.reason), e.clause)
}

fn describe_replay(file: &str, game: &Game) {
    tell(
        line("cli-demo-replayed")
            .with("file", file)
            .with("plies", game.ply_count())
            .with("result", game.result().to_string()),
    );
    for ruleset in Ruleset::ALL {
        let mut parts = Vec::new();
        if ruleset == Ruleset::Fide
            && let Some((ply, kind)) = first_claim(game)
        {
            parts.push(text(
                &line("cli-demo-claim")
                    .with("claim", label(&kind))
                    .with("ply", ply),
            ));
        }
        match first_end(game, ruleset) {
            Some((ply, Status::Over(e))) => {
                parts.push(text(
                    &line("cli-demo-ended").with("ply", ply).with("ending", ending(&e)),
                ));
                if ply < game.ply_count() {
                    parts.push(text(
                        &line("cli-demo-later-plies").with("plies", game.ply_count() - ply),
                    ));
                }
            }
            _ => parts.push(text(&line("cli-demo-never-ended"))),
        }
        out(&format!("    {}: {}", text(&ruleset), parts.join("; ")));
    }
}

/// Rules core: replays under both rulesets, a Chess960 draw and game, a
/// flag-fall adjudication and a few bughouse moves.
fn rules_section(seed: Option<u64>) -> Result<(), CliError> {
    out("");
    tell(line("cli-demo-rules-title"));
    for (file, text) in [("opera.pgn", SAMPLE_OPERA), ("repetition.pgn", SAMPLE_REPETITION)] {
        for game in pgn::read_games(text)? {
            describe_replay(file, &game);
        }
    }

    // Chess960: a recorded draw, then the sample game.
    let draw = Chess960Draw::from_seed(seed.unwrap_or_else(arbitro_rng::fresh_seed));
    tell(
        line("cli-demo-chess960-draw")
            .with("number", draw.number)
            .with("seed", draw.seed)
            .with("rank", back_rank(draw.number)?.to_string())
            .with("fen", draw.position().fen()),
    );
    let game = pgn::read_game(SAMPLE_CHESS960)?;
    let castles: Vec<String> = game
        .moves()
        .iter()
        .enumerate()
        .filter(|(_, m)| m.mv.is_castle())
        .map(|(i, m)| {
            text(
                &line("cli-demo-castle")
                    .with("san", &m.san)
                    .with("ply", i + 1)
                    .with("uci", m.uci.to_string()),
            )
        })
        .collect();
    let status = match game.status(Ruleset::Fide) {
        Status::Over(e) => ending(&e),
        Status::Ongoing(_) => text(&line("cli-demo-ongoing")),
    };
    tell(
        line("cli-demo-chess960-game")
            .with(
                "number",
                arbitro_rules::chess960::start_number(game.start())
                    .map_or("?".to_string(), |n| n.to_string()),
            )
            .with("plies", game.ply_count())
            .with(
                "castles",
                if castles.is_empty() {
                    text(&line("cli-demo-no-castling"))
                } else {
                    castles.join(", ")
                },
            )
            .with("status", status),
    );

    // Flag fall with only a knight left: FI-6.9 searches, ON-3 counts the king.
    let pos = Position::from_fen("8/8/8/4k3/8/8/4K3/4N3 b - - 0 1")?;
    tell(
        line("cli-demo-flag-fall")
            .with("fide", ending(&Ruleset::Fide.flag_fall(&pos, Color::Black)))
            .with("online", ending(&Ruleset::Online.flag_fall(&pos, Color::Black))),
    );

    // Bughouse: a capture on board A goes to the partner on board B, who drops it.
    let mut game = Bughouse::new();
    let mut elapsed = 0;
    for (board, text) in [
        (BoardId::A, "e4"),
        (BoardId::A, "d5"),
        (BoardId::A, "exd5"),
        (BoardId::B, "d4"),
        (BoardId::B, "P@e6"),
    ] {
        elapsed += 1500;
        game.play_text(
            board,
            text,
            MoveTime {
                elapsed_millis: elapsed,
                clock_millis: None,
            },
        )
        .map_err(|e: RulesError| CliError::Rules(e))?;
    }
    let log: Vec<String> = game
        .log()
        .iter()
        .map(|e| {
            format!(
                "{}:{}@{:.1}s",
                e.board,
                e.san,
                e.time.elapsed_millis as f64 / 1000.0
            )
        })
        .collect();
    tell(
        line("cli-demo-bughouse")
            .with("log", log.join(" "))
            .with("fen", game.fen(BoardId::B)),
    );
    Ok(())
}
