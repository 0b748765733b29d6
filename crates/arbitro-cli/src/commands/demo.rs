//! `arbitro demo`: the headless demonstration run by the README's first
//! command on a machine without a display. Each area adds a section that
//! does real work on sample data and says what it did.

use std::io::Write;
use std::process::ExitCode;

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
}

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
    Ok(ExitCode::SUCCESS)
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
