//! `arbitro replay`: every game of a PGN file replayed under a ruleset, the
//! status after every half-move, the result with its reason and clause, and
//! the claims asked for. Games are read one at a time from the file and
//! printed as soon as they are judged; a UTF-8 file is read a block of
//! lines at a time (`input::line_blocks`), so that a file of any size needs
//! the memory of one game (a file in another encoding is read whole, its
//! encoding decided over all of it).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use arbitro_rules::{
    ClaimKind, Color, Ending, Game, KnownOutcome, Outcome, RulesError, Ruleset, Status, pgn,
};
use clap::Args;
use serde_json::{Value, json};

use super::input::{RulesetArg, in_file, read_file};
use crate::error::{CliError, Usage};

/// Arguments of `arbitro replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The PGN file (every game in it is replayed).
    pub file: PathBuf,
    /// The ruleset that judges the games.
    #[arg(long, value_enum, default_value_t = RulesetArg::Fide)]
    pub ruleset: RulesetArg,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// Check a draw claim by the side to move after PLY half-moves:
    /// PLY:threefold or PLY:fifty-moves, optionally :MOVE for a written, unplayed move
    /// (SAN with the piece letters of the user's language, or UCI).
    #[arg(long, value_name = "PLY:KIND[:MOVE]")]
    pub claim: Vec<String>,
    /// Card games: the deck file the record names, when it is not a deck
    /// shipped with arbitro (an organiser's edition of AM or ED).
    #[arg(long, value_name = "FILE")]
    pub deck: Option<PathBuf>,
}

/// A claim asked for on the command line.
pub struct ClaimRequest {
    text: String,
    ply: usize,
    kind: ClaimKind,
    intended: Option<String>,
}

fn parse_claim(text: &str) -> Result<ClaimRequest, CliError> {
    let bad = || {
        CliError::from(Usage::ClaimSyntax {
            claim: text.to_string(),
        })
    };
    let mut parts = text.splitn(3, ':');
    let ply = parts
        .next()
        .unwrap_or_default()
        .trim()
        .parse::<usize>()
        .map_err(|_| bad())?;
    let kind = parts
        .next()
        .ok_or_else(bad)?
        .parse::<ClaimKind>()
        .map_err(|_| bad())?;
    Ok(ClaimRequest {
        text: text.to_string(),
        ply,
        kind,
        intended: parts.next().map(|m| m.trim().to_string()),
    })
}

/// What replaying one game under a ruleset found.
struct Replay {
    statuses: Vec<Status>,
    ended_at: Option<usize>,
    verdict: Verdict,
}

/// The final result and reason, and whether it agrees with the record.
struct Verdict {
    ending: Option<Ending>,
    note: Option<String>,
}

/// The loser of a decisive outcome.
fn loser(outcome: KnownOutcome) -> Option<Color> {
    outcome.winner().map(|w| !w)
}

fn judge(game: &Game, ruleset: Ruleset, statuses: &[Status], ended_at: Option<usize>) -> Verdict {
    let recorded = game.result();
    if let Some(ply) = ended_at {
        let ending = statuses[ply].ending().cloned();
        let mut notes = Vec::new();
        if ply < game.ply_count() {
            notes.push(format!(
                "the game ended at ply {ply}; {} later half-move(s) do not count",
                game.ply_count() - ply
            ));
        }
        if let (Some(e), Outcome::Known(r)) = (&ending, recorded)
            && e.outcome != r
        {
            notes.push(format!("the record says {r}"));
        }
        return Verdict {
            ending,
            note: (!notes.is_empty()).then(|| notes.join("; ")),
        };
    }
    let last = game.current();
    let computed = match recorded {
        Outcome::Unknown => None,
        Outcome::Known(outcome) => {
            if let Some(e) = game.ending() {
                Some(e.clone())
            } else if let Some(l) = loser(outcome) {
                let on_time = game
                    .tag("Termination")
                    .is_some_and(|t| t.to_ascii_lowercase().contains("time"));
                Some(if on_time {
                    ruleset.flag_fall(last, l)
                } else {
                    ruleset.resignation(last, l)
                })
            } else {
                let claim = match statuses.last() {
                    Some(Status::Ongoing(o)) => o.claimable.first().copied(),
                    _ => None,
                };
                match claim {
                    Some(kind) => {
                        let history = game.history_before(game.ply_count());
                        ruleset.claim(last, &history, kind, None).ok().map(|v| Ending {
                            outcome: KnownOutcome::Draw,
                            reason: match kind {
                                ClaimKind::Threefold => arbitro_rules::Reason::ThreefoldRepetition,
                                ClaimKind::FiftyMoves => arbitro_rules::Reason::FiftyMoves,
                            },
                            clause: v.clause,
                            detail: format!("draw claimed: {}", v.detail),
                        })
                    }
                    None => {
                        let mut g = game.clone();
                        g.agree_draw(ruleset).ok()
                    }
                }
            }
        }
    };
    let note = match (&computed, recorded) {
        (None, Outcome::Unknown) => Some("the game is unfinished (*)".to_string()),
        (Some(e), Outcome::Known(r)) if e.outcome != r => Some(format!(
            "the record says {r} but {} gives {}",
            e.clause, e.outcome
        )),
        (None, Outcome::Known(r)) => Some(format!(
            "the record says {r}, which these rules do not allow here"
        )),
        _ => None,
    };
    Verdict {
        ending: computed,
        note,
    }
}

fn replay_game(game: &Game, ruleset: Ruleset) -> Replay {
    let statuses = game.statuses(ruleset);
    let ended_at = statuses.iter().position(Status::is_over);
    let verdict = judge(game, ruleset, &statuses, ended_at);
    Replay {
        statuses,
        ended_at,
        verdict,
    }
}

fn status_json(status: &Status) -> Value {
    match status {
        Status::Over(e) => json!({
            "state": "over",
            "result": e.outcome.as_str(),
            "reason": e.reason.slug(),
            "clause": e.clause.id(),
            "detail": e.detail,
        }),
        Status::Ongoing(o) => json!({
            "state": "ongoing",
            "check": o.check,
            "claimable": o.claimable.iter().map(|c| c.name()).collect::<Vec<_>>(),
            "appearances": o.appearances,
            "dead_position_undecided": o.dead_position_undecided,
        }),
    }
}

fn short_status(status: &Status) -> String {
    use std::fmt::Write as _;
    match status {
        Status::Over(e) => format!("{} {} ({})", e.outcome, e.reason, e.clause),
        Status::Ongoing(o) => {
            let mut s = String::from(if o.check { "check" } else { "ongoing" });
            for c in &o.claimable {
                let _ = write!(s, ", {} claimable", c.name());
            }
            s
        }
    }
}

/// Checks one claim against a game; `Ok(valid)` or an error naming the claim.
fn run_claim(game: &Game, ruleset: Ruleset, req: &ClaimRequest) -> Result<(bool, Value, String), CliError> {
    if req.ply > game.ply_count() {
        return Err(Usage::ClaimBeyond {
            claim: req.text.clone(),
            plies: game.ply_count(),
        }
        .into());
    }
    let pos = &game.positions()[req.ply];
    let intended = match &req.intended {
        Some(text) => Some(
            pos.parse_move_in(text, super::input::user_lang())
                .map_err(|problem| Usage::ClaimRefused {
                    claim: req.text.clone(),
                    problem,
                })?,
        ),
        None => None,
    };
    let verdict = ruleset
        .claim(pos, &game.history_before(req.ply), req.kind, intended)
        .map_err(|problem| Usage::ClaimRefused {
            claim: req.text.clone(),
            problem,
        })?;
    let claimant = arbitro_rules::colour_name(pos.turn());
    let text = format!(
        "claim at ply {} by {claimant} ({}{}): {} ({}): {}",
        req.ply,
        req.kind.name(),
        req.intended
            .as_deref()
            .map(|m| format!(", written move {m}"))
            .unwrap_or_default(),
        if verdict.valid { "valid" } else { "not valid" },
        verdict.clause,
        verdict.detail
    );
    let value = json!({
        "ply": req.ply,
        "claimant": claimant,
        "kind": req.kind.name(),
        "written_move": req.intended,
        "valid": verdict.valid,
        "clause": verdict.clause.id(),
        "detail": verdict.detail,
    });
    Ok((verdict.valid, value, text))
}

/// Replays every game of a PGN file under a ruleset.
pub fn replay(args: ReplayArgs) -> Result<ExitCode, CliError> {
    // Card games (JSON records, PGN with card tags) are replayed by the card engine.
    if super::cards::is_card_game(&args.file) {
        return super::cards::replay(&args.file, args.json, args.deck.as_deref());
    }
    let ruleset = Ruleset::from(args.ruleset);
    let claims: Vec<ClaimRequest> = args
        .claim
        .iter()
        .map(|c| parse_claim(c))
        .collect::<Result<_, _>>()?;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let summary = replay_to(&args.file, ruleset, &claims, args.json, &mut out)?;
    let _ = out.flush();
    Ok(if summary.all_claims_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// What a replay went through.
pub struct ReplaySummary {
    /// Games replayed.
    pub games: usize,
    /// Half-moves replayed, over all games.
    pub plies: usize,
    /// Whether every claim asked for was valid.
    pub all_claims_valid: bool,
}

/// Replays every game of `file` under `ruleset`, writing what `arbitro
/// replay` prints to `out` game by game (text, or JSON with `json`). A closed
/// output (`| head`) stops the replay quietly.
pub fn replay_to(
    file: &Path,
    ruleset: Ruleset,
    claims: &[ClaimRequest],
    json: bool,
    out: &mut dyn Write,
) -> Result<ReplaySummary, CliError> {
    match super::input::line_blocks(file)? {
        Some(mut blocks) => {
            let replayed = replay_games(
                file,
                pgn::games_in_blocks(&mut blocks),
                ruleset,
                claims,
                json,
                out,
            );
            blocks.finish()?;
            replayed
        }
        None => {
            let text = read_file(file)?;
            replay_games(file, pgn::games(&text), ruleset, claims, json, out)
        }
    }
}

/// [`replay_to`] over the games read from `file`.
fn replay_games(
    file: &Path,
    games: impl Iterator<Item = Result<Game, RulesError>>,
    ruleset: Ruleset,
    claims: &[ClaimRequest],
    json: bool,
    out: &mut dyn Write,
) -> Result<ReplaySummary, CliError> {
    let mut summary = ReplaySummary {
        games: 0,
        plies: 0,
        all_claims_valid: true,
    };
    for (index, game) in games.enumerate() {
        let game = game.map_err(|e| in_file(file, e))?;
        let mut text = replay_one(index, &game, ruleset, claims, json, &mut summary)?;
        if json && index == 0 {
            let head = format!(
                "{{\n\"file\": {},\n\"games\": [\n",
                json!(file.display().to_string())
            );
            text.insert_str(0, &head);
        }
        summary.games += 1;
        summary.plies += game.ply_count();
        if out.write_all(text.as_bytes()).is_err() {
            return Ok(summary);
        }
    }
    if summary.games == 0 {
        return Err(in_file(
            file,
            RulesError::Pgn {
                line: 1,
                column: 1,
                problem: arbitro_rules::pgn::PgnProblem::NoGame,
            },
        ));
    }
    if json {
        let _ = out.write_all(b"\n]\n}\n");
    }
    Ok(summary)
}

/// One game's replay as text (or as a JSON element, preceded by a comma
/// after the first game).
fn replay_one(
    index: usize,
    game: &Game,
    ruleset: Ruleset,
    claims: &[ClaimRequest],
    json: bool,
    summary: &mut ReplaySummary,
) -> Result<String, CliError> {
    use std::fmt::Write as _;
    let replay = replay_game(game, ruleset);
    let mut claim_values = Vec::new();
    let mut claim_texts = Vec::new();
    for req in claims {
        let (valid, value, text) = run_claim(game, ruleset, req)?;
        summary.all_claims_valid &= valid;
        claim_values.push(value);
        claim_texts.push(text);
    }
    if json {
        let plies: Vec<Value> = (0..=game.ply_count())
            .map(|ply| {
                let mv = ply.checked_sub(1).map(|i| &game.moves()[i]);
                json!({
                    "ply": ply,
                    "san": mv.map(|m| m.san.clone()),
                    "uci": mv.map(|m| m.uci.clone()),
                    "clock": mv.and_then(|m| m.clock).map(|c| c.to_string()),
                    "fen": game.positions()[ply].fen(),
                    "status": status_json(&replay.statuses[ply]),
                })
            })
            .collect();
        let tags: serde_json::Map<String, Value> = game
            .tags()
            .iter()
            .map(|(k, v)| (k.clone(), Value::String(v.clone())))
            .collect();
        let e = replay.verdict.ending.as_ref();
        let value = json!({
            "game": index + 1,
            "ruleset": ruleset.name(),
            "tags": tags,
            "start": game.start().fen(),
            "plies": plies,
            "ended_at_ply": replay.ended_at,
            "recorded_result": game.result().as_str(),
            "result": e.map(|e| e.outcome.as_str()),
            "reason": e.map(|e| e.reason.slug()),
            "clause": e.map(|e| e.clause.id()),
            "detail": e.map(|e| e.detail.clone()),
            "note": replay.verdict.note,
            "claims": claim_values,
        });
        let separator = if index == 0 { "" } else { ",\n" };
        return Ok(format!(
            "{separator}{}",
            serde_json::to_string_pretty(&value).unwrap_or_default()
        ));
    }
    let mut out = String::new();
    let title = match (game.tag("White"), game.tag("Black")) {
        (Some(w), Some(b)) => format!("{w} - {b}"),
        _ => game.tag("Event").unwrap_or("?").to_string(),
    };
    let _ = writeln!(out, "game {}: {title} [ruleset {}]", index + 1, ruleset.name());
    let _ = writeln!(
        out,
        "ply 0 start {} {}",
        game.start().fen(),
        short_status(&replay.statuses[0])
    );
    for (i, m) in game.moves().iter().enumerate() {
        let ply = i + 1;
        let clock = m.clock.map(|c| format!(" [{c}]")).unwrap_or_default();
        let _ = writeln!(
            out,
            "ply {ply} {}{clock} {} {}",
            m.san,
            game.positions()[ply].fen(),
            short_status(&replay.statuses[ply])
        );
    }
    match &replay.verdict.ending {
        Some(e) => {
            let _ = writeln!(
                out,
                "result {} {} ({}): {}",
                e.outcome, e.reason, e.clause, e.detail
            );
        }
        None => {
            let _ = writeln!(out, "result * (no result)");
        }
    }
    if let Some(note) = &replay.verdict.note {
        let _ = writeln!(out, "note {note}");
    }
    for text in claim_texts {
        let _ = writeln!(out, "{text}");
    }
    out.push('\n');
    Ok(out)
}
