//! PGN text that arrives in blocks (a large file read a piece at a time):
//! its games read as [`super::games`] reads them from the whole text, with
//! the same errors at the same lines and columns, while only the text of
//! the games not yet read is kept.

use std::collections::VecDeque;

use super::read::read_one;
use super::scan::{Loc, Scanner};
use crate::error::RulesError;
use crate::game::Game;

/// How much unread text a stream keeps before it takes an error at its end
/// as final (the text of a game still arriving can look broken; no real
/// game is this long).
const LONGEST_GAME: usize = 64 << 20;

/// The games of a PGN text given in blocks (see [`games_in_blocks`]).
pub struct GameStream<I> {
    blocks: I,
    /// Text received and not yet read as games.
    pending: String,
    /// Where `pending` begins in the whole text (`None`: at its start).
    at: Option<Loc>,
    ended: bool,
    failed: bool,
    ready: VecDeque<Result<Game, RulesError>>,
}

/// The games of a PGN text given as consecutive blocks, each ending at a
/// line end (or the text's end): the same games and the same errors as
/// [`super::games`] over the blocks joined, holding the text of the games
/// being read rather than of the whole file.
pub fn games_in_blocks<I: Iterator<Item = String>>(blocks: I) -> GameStream<I> {
    GameStream {
        blocks,
        pending: String::new(),
        at: None,
        ended: false,
        failed: false,
        ready: VecDeque::new(),
    }
}

impl<I: Iterator<Item = String>> GameStream<I> {
    /// Takes one more block and reads the games now known to be complete:
    /// those followed by more text, and at the end of the text all.
    fn advance(&mut self) {
        match self.blocks.next() {
            Some(block) => self.pending.push_str(&block),
            None => self.ended = true,
        }
        let text = self.pending.as_str();
        let mut scanner = match self.at {
            None => Scanner::new(text),
            Some(at) => Scanner::resume(text, at),
        };
        let mut scanned = Vec::new();
        let mut error = None;
        while let Some(item) = scanner.next() {
            match item {
                Ok(game) => scanned.push((game, scanner.position())),
                Err(err) => {
                    error = Some(err);
                    break;
                }
            }
        }
        // The last game scanned may still be arriving, unless the text has
        // ended or something (an error) follows it.
        if !self.ended && error.is_none() {
            scanned.pop();
        }
        let mut cut = None;
        for (game, after) in &scanned {
            self.ready.push_back(read_one(game));
            cut = Some(*after);
        }
        let unread = text.len() - cut.map_or(0, |(pos, _)| pos);
        if let Some(err) = error
            && (self.ended || unread > LONGEST_GAME)
        {
            self.ready.push_back(Err(err));
            self.failed = true;
            self.pending = String::new();
            return;
        }
        if let Some((pos, loc)) = cut {
            self.pending.drain(..pos);
            self.at = Some(loc);
        }
    }
}

impl<I: Iterator<Item = String>> Iterator for GameStream<I> {
    type Item = Result<Game, RulesError>;

    fn next(&mut self) -> Option<Result<Game, RulesError>> {
        loop {
            if let Some(item) = self.ready.pop_front() {
                return Some(item);
            }
            if self.ended || self.failed {
                return None;
            }
            self.advance();
        }
    }
}
