//! PGN import and export for [`crate::Game`].
//!
//! Import uses `pgn-reader` and replays every move on our own positions;
//! errors name the line and column of the offending tag, move, comment or
//! token. Tags are kept in order; comments and glyphs stay with their move;
//! `[%clk h:mm:ss]` becomes the move's [`crate::ClockTime`]; variations are
//! not played but kept as comment text. Export writes the seven-tag roster,
//! `Variant`/`SetUp`/`FEN` where needed, and the ending with its reason and
//! clause (`Termination`, `TerminationDetails`).

mod problem;
mod read;
mod scan;
mod stream;
mod write;

pub use problem::PgnProblem;
pub use read::{Games, games, read_game, read_games};
pub use stream::{GameStream, games_in_blocks};
pub use write::{write_game, write_games};

use crate::error::RulesError;
use crate::game::ClockTime;

/// The tag that names the castling rule in force (`fide`, or `f9-6` for the
/// regional option F9-6); absent means FIDE.
pub const CASTLING_RULE_TAG: &str = "CastlingRule";

/// The tag that carries the ending's clause, reason and detail.
pub const DETAILS_TAG: &str = "TerminationDetails";

/// Takes a `[%clk …]` command out of a comment: the clock and the rest.
pub fn split_clock(comment: &str) -> Result<(Option<ClockTime>, String), RulesError> {
    let Some(start) = comment.find("[%clk") else {
        return Ok((None, tidy(comment)));
    };
    let after = &comment[start + "[%clk".len()..];
    let Some(end) = after.find(']') else {
        return Err(RulesError::Clock {
            text: comment[start..].trim().to_string(),
        });
    };
    let clock: ClockTime = after[..end].trim().parse()?;
    let rest = format!("{} {}", &comment[..start], &after[end + 1..]);
    Ok((Some(clock), tidy(&rest)))
}

fn tidy(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
