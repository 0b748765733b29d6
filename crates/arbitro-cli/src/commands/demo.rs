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
fn say(text: &str) {
    let _ = writeln!(std::io::stdout().lock(), "{text}");
}

/// Runs the demo and says what it did.
pub fn run(args: DemoArgs) -> Result<ExitCode, CliError> {
    say("arbitro headless demo");
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
    say("");
    say("Card engine (Ajedrez Mágico, Advanced mode): a disputed card play, layer by layer");
    let record = GameRecord::parse(DISPUTED_PLAY).map_err(in_demo)?;
    let deck: Arc<Deck> = shipped_deck(&record.deck.id).map_err(in_demo)?;
    let result = replay(&record, deck).map_err(in_demo)?;
    say(&format!(
        "  Position {}: White commits Shelling (AM-07) on b7 and c6, Black reacts with Shield (AM-28) on c6.",
        record.start.fen
    ));
    for e in &result.events {
        say(&format!(
            "  event {}: {}",
            e.index,
            serde_json::to_string(&e.event).unwrap_or_default()
        ));
        for t in e.trace.steps() {
            say(&format!("    [{}] {}", t.clause, t.text(arbitro_i18n::Lang::En)));
        }
    }
    say(&format!(
        "  Ruling: {} (replay it with `arbitro replay` on a game record; the app's arbiter panel shows the same trace)",
        result.final_report.fen
    ));
    Ok(())
}

/// Writes the demo event and summarises it as the app's screens would.
fn event_section(path: &Path) -> Result<(), CliError> {
    use arbitro_store::demo::recreate_demo_event;
    use arbitro_store::precedents::Query;
    say("");
    say("Event store (SQLite): the demo event the desktop app opens");
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|source| CliError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
    }
    let event = recreate_demo_event(path)?;
    let summary = event.summary()?;
    let call = &summary.call;
    say(&format!(
        "  Written to {}: \"{}\", {}, {} system, {} rounds planned, time control {}, {} players, {} rounds paired",
        path.display(),
        call.name,
        call.family.code(),
        call.system.code(),
        call.rounds,
        call.time_control,
        summary.players,
        summary.rounds_paired
    ));
    let players = event.players()?;
    let name = |id: i64| {
        players.iter().find(|p| p.id == id).map_or(format!("#{id}"), |p| {
            format!("{} ({})", p.input.name, p.pairing_number)
        })
    };
    let round = summary.rounds_paired;
    let statuses = event.deck_statuses(round)?;
    say(&format!(
        "  Round {round} (FIDE Dutch, C.04.3), with deck control (AM-AB):"
    ));
    for g in event.games(round)? {
        match g.black {
            Some(b) => {
                let deck = statuses
                    .iter()
                    .find(|s| s.board == g.board)
                    .map_or(String::new(), |s| {
                        if s.ready {
                            "deck checked".to_string()
                        } else {
                            format!("waiting: {}", s.reason)
                        }
                    });
                say(&format!(
                    "    {:>2}  {:<34} {:<34} {:<8} {deck}",
                    g.board,
                    name(g.white),
                    name(b),
                    g.result_text()
                ));
            }
            None => say(&format!("    {:>2}  {:<34} bye", g.board, name(g.white))),
        }
    }
    let clock = event.board_clock(round, 1, None)?;
    let r = &clock.reading;
    let mmss = |ms: u64| format!("{}:{:02}", ms / 60_000, ms / 1000 % 60);
    let moves = |n: u32| format!("{n} move{}", if n == 1 { "" } else { "s" });
    say(&format!(
        "  Board 1's clock ({}; a card commit counts as a move, AM-R13): White {} ({}), Black {} ({}), {} running",
        clock.time_control,
        mmss(r.white_ms),
        moves(r.white_moves),
        mmss(r.black_ms),
        moves(r.black_moves),
        match r.running {
            Some(arbitro_clock::Side::White) => "White's clock",
            Some(arbitro_clock::Side::Black) => "Black's clock",
            None => "no clock",
        }
    ));
    let standings = event.standings()?;
    say(&format!(
        "  Standings after round {} ({}), top five:",
        standings.rounds,
        standings.columns.join(", ")
    ));
    for row in standings.rows.iter().take(5) {
        say(&format!(
            "    {:>2}. {:<34} {:>4}  {}",
            row.rank,
            row.name,
            row.points,
            row.tiebreaks
                .iter()
                .map(|t| format!("{t:>5}"))
                .collect::<String>()
        ));
    }
    for (seq, incident) in event.incidents()? {
        say(&format!(
            "  Incident #{seq} (round {}, board {}): {} — {}",
            incident.round.map_or("-".into(), |r| r.to_string()),
            incident.board.map_or("-".into(), |b| b.to_string()),
            name(incident.player),
            incident.description
        ));
    }
    for (seq, sanction, _) in event.sanctions()? {
        say(&format!(
            "  Sanction #{seq}: {} ({})",
            sanction.suggested.text(crate::say::lang().into()),
            sanction.suggested.clauses.join(", ")
        ));
    }
    let (record, replay) = event.replay_record(2, 1)?;
    say(&format!(
        "  Game record of round 2, board 1 ({}): replayed through the card engine, {} events, result {}",
        record.source,
        replay.lines.len(),
        replay.summary.result
    ));
    let hits = event.search_precedents(&Query {
        text: "escudo mano".into(),
        ..Default::default()
    })?;
    let hits = if hits.is_empty() {
        event.search_precedents(&Query {
            text: "hand".into(),
            ..Default::default()
        })?
    } else {
        hits
    };
    for hit in &hits {
        let p = &hit.precedent;
        say(&format!(
            "  Precedent found by search: {} — {}",
            p.body.input.card_code.as_deref().unwrap_or("-"),
            p.body.input.decision.es.as_deref().unwrap_or("")
        ));
    }
    let report = event.verify()?;
    say(&format!(
        "  Register verified: {} entries, hash chain intact: {}",
        report.entries,
        report.is_intact()
    ));
    let file = path.display();
    say("  Explore it:");
    for cmd in [
        format!("arbitro event show {file}"),
        format!("arbitro round show {file} {round}"),
        format!("arbitro event standings {file}"),
        format!("arbitro incident list {file}"),
        format!("arbitro export trf {file} --format trf2026 -o demo.trf"),
        "arbitro pair --dutch demo.trf -c".to_string(),
        format!("arbitro verify {file}"),
    ] {
        say(&format!("    {cmd}"));
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
fn first_claim(game: &Game) -> Option<(usize, String)> {
    (0..=game.ply_count()).find_map(|ply| match game.status_at(ply, Ruleset::Fide) {
        Status::Ongoing(o) => o.claimable.first().map(|c| (ply, c.name().to_string())),
        Status::Over(_) => None,
    })
}

fn describe_replay(game: &Game) {
    let name = game.tag("Event").unwrap_or("sample game");
    say(&format!(
        "  Replayed \"{name}\" ({} half-moves, recorded {}) under both rulesets:",
        game.ply_count(),
        game.result()
    ));
    for ruleset in Ruleset::ALL {
        let mut line = format!("    {:<8}", format!("{}:", ruleset.name()));
        if ruleset == Ruleset::Fide
            && let Some((ply, kind)) = first_claim(game)
        {
            line.push_str(&format!(
                "a {kind} draw claim was valid from ply {ply} (FI-9.2/FI-9.3); "
            ));
        }
        match first_end(game, ruleset) {
            Some((ply, Status::Over(e))) => {
                line.push_str(&format!(
                    "ended by itself at ply {ply}: {} {} ({}), {}",
                    e.outcome, e.reason, e.clause, e.detail
                ));
                if ply < game.ply_count() {
                    line.push_str(&format!(
                        "; {} later half-moves do not count",
                        game.ply_count() - ply
                    ));
                }
            }
            _ => line.push_str("the board never ended the game"),
        }
        say(&line);
    }
}

/// Rules core: replays under both rulesets, a Chess960 draw and game, a
/// flag-fall adjudication and a few bughouse moves.
fn rules_section(seed: Option<u64>) -> Result<(), CliError> {
    say("");
    say("Rules core (FIDE Laws, online policy, Chess960, bughouse)");
    for text in [SAMPLE_OPERA, SAMPLE_REPETITION] {
        for game in pgn::read_games(text)? {
            describe_replay(&game);
        }
    }

    // Chess960: a recorded draw, then the sample game.
    let draw = Chess960Draw::from_seed(seed.unwrap_or_else(arbitro_rng::fresh_seed));
    say(&format!(
        "  Chess960 draw (F9-1): position {} from seed {} (repeat with `arbitro chess960 --random --seed {}`): back rank {}, X-FEN {}",
        draw.number,
        draw.seed,
        draw.seed,
        back_rank(draw.number)?,
        draw.position().fen()
    ));
    let game = pgn::read_game(SAMPLE_CHESS960)?;
    let castles: Vec<String> = game
        .moves()
        .iter()
        .enumerate()
        .filter(|(_, m)| m.mv.is_castle())
        .map(|(i, m)| {
            format!(
                "{} at ply {} (UCI {}, king takes rook, F9-3)",
                m.san,
                i + 1,
                m.uci
            )
        })
        .collect();
    say(&format!(
        "  Chess960 game from position {} replayed: {} half-moves, all legal; castling: {}; final status (fide): {}",
        arbitro_rules::chess960::start_number(game.start()).map_or("?".to_string(), |n| n.to_string()),
        game.ply_count(),
        if castles.is_empty() {
            "none".to_string()
        } else {
            castles.join(", ")
        },
        game.status(Ruleset::Fide)
    ));

    // Flag fall with only a knight left: FI-6.9 searches, ON-3 counts the king.
    let pos = Position::from_fen("8/8/8/4k3/8/8/4K3/4N3 b - - 0 1")?;
    say(&format!(
        "  Black's flag falls against king and knight: fide {} ; online {}",
        Ruleset::Fide.flag_fall(&pos, Color::Black),
        Ruleset::Online.flag_fall(&pos, Color::Black)
    ));

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
    say(&format!(
        "  Bughouse (AM-R3): played {}; the pawn taken on board A went to Black on board B and was dropped; board B now {}",
        log.join(" "),
        game.fen(BoardId::B)
    ));
    Ok(())
}
