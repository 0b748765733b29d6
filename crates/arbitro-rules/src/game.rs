//! A game: its start position, its moves (with clock annotations, comments
//! and glyphs), the positions it passed through, and how it ended.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{Color, Move, Outcome};

use crate::clause::Clause;
use crate::deadness::deadness_along;
use crate::error::RulesError;
use crate::history::{self, History};
use crate::position::Position;
use crate::ruleset::{ClaimKind, ClaimVerdict, Ending, Ruleset, Status};
use crate::unwinnable::Deadness;

/// A clock reading, as PGN's `[%clk h:mm:ss(.f)]` annotation records it:
/// the time left on the mover's clock after the move, to the millisecond.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ClockTime {
    millis: u64,
}

impl ClockTime {
    /// A reading of `millis` milliseconds.
    pub const fn from_millis(millis: u64) -> ClockTime {
        ClockTime { millis }
    }

    /// The reading in milliseconds.
    pub const fn millis(self) -> u64 {
        self.millis
    }
}

impl FromStr for ClockTime {
    type Err = RulesError;

    /// Reads `h:mm:ss`, `h:mm:ss.f…` or `mm:ss`.
    fn from_str(s: &str) -> Result<ClockTime, RulesError> {
        let bad = || RulesError::Clock { text: s.to_string() };
        let text = s.trim();
        let (whole, fraction) = match text.split_once('.') {
            Some((w, f)) => (w, Some(f)),
            None => (text, None),
        };
        let parts: Vec<&str> = whole.split(':').collect();
        let numbers: Vec<u64> = parts
            .iter()
            .map(|p| {
                if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) || p.len() > 6 {
                    Err(bad())
                } else {
                    p.parse::<u64>().map_err(|_| bad())
                }
            })
            .collect::<Result<_, _>>()?;
        let seconds = match numbers.as_slice() {
            [h, m, s] if *m < 60 && *s < 60 => h * 3600 + m * 60 + s,
            [m, s] if *s < 60 => m * 60 + s,
            _ => return Err(bad()),
        };
        let mut millis = seconds * 1000;
        if let Some(f) = fraction {
            if f.is_empty() || f.len() > 3 || !f.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            let digits: u64 = f.parse().map_err(|_| bad())?;
            millis += digits * 10u64.pow(3 - f.len() as u32);
        }
        Ok(ClockTime { millis })
    }
}

impl fmt::Display for ClockTime {
    /// `h:mm:ss`, with tenths (or finer) only when they are not zero.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let total = self.millis / 1000;
        let (h, m, s) = (total / 3600, (total / 60) % 60, total % 60);
        write!(f, "{h}:{m:02}:{s:02}")?;
        let ms = self.millis % 1000;
        if ms != 0 {
            if ms.is_multiple_of(100) {
                write!(f, ".{}", ms / 100)?;
            } else if ms.is_multiple_of(10) {
                write!(f, ".{:02}", ms / 10)?;
            } else {
                write!(f, ".{ms:03}")?;
            }
        }
        Ok(())
    }
}

/// One move of a game, as played and as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// The move in SAN, with `+`/`#`.
    pub san: String,
    /// The move in UCI (king-takes-rook castling in Chess960).
    pub uci: String,
    /// The mover's clock after the move (`[%clk]`), if recorded.
    pub clock: Option<ClockTime>,
    /// Comments after the move (clock commands removed; skipped variations
    /// are kept here as text).
    pub comments: Vec<String>,
    /// Numeric annotation glyphs (`$1` = `!`).
    pub nags: Vec<u8>,
}

/// A game of chess (standard or Chess960).
#[derive(Debug, Clone)]
pub struct Game {
    tags: Vec<(String, String)>,
    positions: Vec<Position>,
    moves: Vec<PlayedMove>,
    recorded: Outcome,
    ending: Option<Ending>,
    /// Comments before the first move.
    pub leading_comments: Vec<String>,
    /// The repetition key of each position (see `history.rs`), kept up to
    /// date from the moves as they are played.
    keys: Vec<u64>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Position::standard())
    }
}

impl Game {
    /// A game from `start`, with no moves yet.
    pub fn new(start: Position) -> Game {
        Game {
            tags: Vec::new(),
            keys: vec![history::key(start.chess())],
            positions: vec![start],
            moves: Vec::new(),
            recorded: Outcome::Unknown,
            ending: None,
            leading_comments: Vec::new(),
        }
    }

    /// The PGN tags, in order (the seven-tag roster is added on export).
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// Sets (or replaces) a tag.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(entry) => entry.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The moves played.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// Mutable access to the moves' annotations (clock, comments, glyphs).
    pub fn move_mut(&mut self, ply: usize) -> Option<&mut PlayedMove> {
        self.moves.get_mut(ply)
    }

    /// Every position: the start, then one after each move.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The current position.
    pub fn current(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The number of half-moves played.
    pub fn ply_count(&self) -> usize {
        self.moves.len()
    }

    /// The positions before ply `ply` (the position after `ply` half-moves is
    /// `positions()[ply]`; this history holds `positions()[..ply]`).
    pub fn history_before(&self, ply: usize) -> History {
        let mut history = History::new();
        for (pos, &k) in self.positions.iter().zip(&self.keys).take(ply) {
            history.push_keyed(pos, k);
        }
        history
    }

    /// Plays a legal move with an optional clock reading. Refused when the
    /// game has already ended.
    pub fn play(&mut self, m: Move, clock: Option<ClockTime>) -> Result<(), RulesError> {
        self.check_not_over()?;
        let current = self.current();
        let next = current.after(m)?;
        let san = San::from_move(current.chess(), m);
        self.push(m, san, next, clock);
        Ok(())
    }

    /// Plays a move known to be legal here, whose SAN (without `+`/`#`) is
    /// `san`: a PGN reader that found the move by its SAN (see
    /// [`Position::legal_san`]) does not look for it again.
    pub(crate) fn play_found(&mut self, m: Move, san: San) -> Result<(), RulesError> {
        self.check_not_over()?;
        let mut next = self.current().clone();
        next.play_unchecked(m);
        self.push(m, san, next, None);
        Ok(())
    }

    fn check_not_over(&self) -> Result<(), RulesError> {
        match &self.ending {
            Some(ending) => Err(RulesError::GameOver {
                reason: ending.reason,
                clause: ending.clause,
            }),
            None => Ok(()),
        }
    }

    /// Records move `m` (SAN `san`) and the position `next` it led to.
    fn push(&mut self, m: Move, san: San, next: Position, clock: Option<ClockTime>) {
        let current = self.current();
        let suffix = if !next.is_check() {
            None
        } else if next.legal_moves().is_empty() {
            Some(Suffix::Checkmate)
        } else {
            Some(Suffix::Check)
        };
        let uci = current.uci(m).to_string();
        let k = history::key_after(current.chess(), self.keys[self.keys.len() - 1], m, next.chess());
        self.keys.push(k);
        self.positions.push(next);
        self.moves.push(PlayedMove {
            mv: m,
            san: SanPlus { san, suffix }.to_string(),
            uci,
            clock,
            comments: Vec::new(),
            nags: Vec::new(),
        });
    }

    /// Plays a move given in SAN or UCI.
    pub fn play_text(&mut self, text: &str, clock: Option<ClockTime>) -> Result<Move, RulesError> {
        let m = self.current().parse_move(text)?;
        self.play(m, clock)?;
        Ok(m)
    }

    /// The status of the current position under `ruleset`.
    pub fn status(&self, ruleset: Ruleset) -> Status {
        self.status_at(self.ply_count(), ruleset)
    }

    /// The status after every half-move under `ruleset`: `statuses[0]` is the
    /// start's, `statuses[ply]` the position's after `ply` half-moves. The
    /// same answers as [`Game::status_at`] for each ply, in time linear in
    /// the game's length: repetitions are counted as the game goes, and dead
    /// positions are found with a few searches for the whole game (see
    /// `deadness.rs`). Where the dead-position search gives no answer for a
    /// position that the rest of the game proves alive (or dead, after the
    /// first dead one), this gives the proven answer.
    pub fn statuses(&self, ruleset: Ruleset) -> Vec<Status> {
        let dead = match ruleset {
            Ruleset::Fide => deadness_along(&self.positions),
            Ruleset::Online => Vec::new(),
        };
        let mut history = History::new();
        let mut out = Vec::with_capacity(self.positions.len());
        for (ply, (pos, &k)) in self.positions.iter().zip(&self.keys).enumerate() {
            let known = dead.get(ply).copied().unwrap_or(Deadness::Alive);
            out.push(ruleset.status_given(pos, k, &history, || known));
            history.push_keyed(pos, k);
        }
        out
    }

    /// The status of the position after `ply` half-moves under `ruleset`.
    pub fn status_at(&self, ply: usize, ruleset: Ruleset) -> Status {
        let ply = ply.min(self.ply_count());
        ruleset.status(&self.positions[ply], &self.history_before(ply))
    }

    /// The number of half-moves each side has played: (White, Black).
    pub fn moves_by_side(&self) -> (usize, usize) {
        let white = self
            .positions
            .iter()
            .zip(&self.moves)
            .filter(|(p, _)| p.turn() == Color::White)
            .count();
        (white, self.moves.len() - white)
    }

    /// Ends the game if the board says so under `ruleset` (mate, stalemate,
    /// dead position, automatic draws); returns the status.
    pub fn settle(&mut self, ruleset: Ruleset) -> Status {
        let status = self.status(ruleset);
        if let (Status::Over(ending), None) = (&status, &self.ending) {
            self.finish(ending.clone());
        }
        status
    }

    /// Checks a draw claim by the side to move now (optionally about the
    /// position after a written, unplayed move) under `ruleset`; a valid
    /// claim ends the game.
    pub fn claim(
        &mut self,
        ruleset: Ruleset,
        kind: ClaimKind,
        intended: Option<Move>,
    ) -> Result<ClaimVerdict, RulesError> {
        let ply = self.ply_count();
        let verdict = ruleset.claim(self.current(), &self.history_before(ply), kind, intended)?;
        if verdict.valid && self.ending.is_none() {
            if let Some(m) = intended {
                self.play(m, None)?;
            }
            self.finish(Ending {
                outcome: shakmaty::KnownOutcome::Draw,
                reason: match kind {
                    ClaimKind::Threefold => crate::Reason::ThreefoldRepetition,
                    ClaimKind::FiftyMoves => crate::Reason::FiftyMoves,
                },
                clause: verdict.clause,
                detail: format!("claim upheld: {}", verdict.detail),
            });
        }
        Ok(verdict)
    }

    /// `colour` resigns (FI-5.1.2 / ON-3).
    pub fn resign(&mut self, ruleset: Ruleset, colour: Color) -> Result<Ending, RulesError> {
        let ending = ruleset.resignation(self.current(), colour);
        self.end_with(ending)
    }

    /// `colour`'s flag falls (FI-6.9 / ON-3).
    pub fn flag_fall(&mut self, ruleset: Ruleset, colour: Color) -> Result<Ending, RulesError> {
        let ending = ruleset.flag_fall(self.current(), colour);
        self.end_with(ending)
    }

    /// Both players agree to a draw (FI-5.2.3).
    pub fn agree_draw(&mut self, ruleset: Ruleset) -> Result<Ending, RulesError> {
        let (white, black) = self.moves_by_side();
        let ending = ruleset.agreement(white, black)?;
        self.end_with(ending)
    }

    fn end_with(&mut self, ending: Ending) -> Result<Ending, RulesError> {
        if let Some(previous) = &self.ending {
            return Err(RulesError::GameOver {
                reason: previous.reason,
                clause: previous.clause,
            });
        }
        self.finish(ending.clone());
        Ok(ending)
    }

    /// Records how the game ended (also sets the recorded result).
    pub fn finish(&mut self, ending: Ending) {
        self.recorded = Outcome::Known(ending.outcome);
        self.ending = Some(ending);
    }

    /// How the game ended, if known with its reason.
    pub fn ending(&self) -> Option<&Ending> {
        self.ending.as_ref()
    }

    /// The recorded result (`*` while unknown), as a PGN would give it even
    /// without a reason.
    pub fn result(&self) -> Outcome {
        self.recorded
    }

    /// Sets the recorded result without a reason (PGN import).
    pub fn set_result(&mut self, outcome: Outcome) {
        self.recorded = outcome;
    }

    /// The clause behind the ending, if any.
    pub fn ending_clause(&self) -> Option<Clause> {
        self.ending.as_ref().map(|e| e.clause)
    }
}
