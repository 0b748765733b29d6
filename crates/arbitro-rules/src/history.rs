//! The positions a game has passed through, for repetition (FI-9.2,
//! FI-9.6, ON-1).
//!
//! Two positions are the same when the same side is to move, the same pieces
//! stand on the same squares and the same moves are possible: castling rights
//! and legal en-passant captures count, move counters do not (FI-9.2). A
//! card engine that moves pieces arbitrarily pushes every position it
//! produces and asks the ruleset about the next one.
//!
//! Counting is by Zobrist key with an exact comparison inside each key, so
//! pushing a position and asking how often one has appeared both take the
//! same time however long the game. A replay that plays the moves itself
//! keeps each position's key as it goes, updating it from the move
//! ([`key_after`]), and hands it over with the position
//! ([`History::push_keyed`], [`History::appearances_keyed`]): nothing is
//! hashed from scratch and no earlier position is looked at again.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Move, Position as _};

use crate::position::Position;

/// Earlier positions of a game, in order.
#[derive(Debug, Clone, Default)]
pub struct History {
    /// Every position pushed, with its key.
    entries: Vec<Entry>,
    /// Per key, the first of the classes of equal positions with that key
    /// (an index into `classes`; further classes of the same key, which two
    /// different positions sharing a key would need, follow `next`).
    heads: HashMap<u64, u32, BuildHasherDefault<KeyHasher>>,
    classes: Vec<Class>,
}

#[derive(Debug, Clone)]
struct Entry {
    key: u64,
    chess: Chess,
}

#[derive(Debug, Clone, Copy)]
struct Class {
    /// The entry that stands for the class (its first occurrence).
    first: usize,
    /// How many entries it has.
    count: usize,
    /// The next class with the same key (`NO_CLASS` if none).
    next: u32,
}

const NO_CLASS: u32 = u32::MAX;

/// Zobrist keys are already uniformly spread: the map uses them as they are.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }
    fn write_u64(&mut self, k: u64) {
        self.0 = k;
    }
}

/// The key of a position (FI-9.2: en-passant squares count when a capture
/// there is legal).
pub(crate) fn key(chess: &Chess) -> u64 {
    let hash: Zobrist64 = chess.zobrist_hash(EnPassantMode::Legal);
    hash.0
}

/// The key of the position `after` that the legal move `m` leads to from
/// `before`, whose key is `before_key`: updated from the move where that is
/// possible, computed afresh otherwise.
pub(crate) fn key_after(before: &Chess, before_key: u64, m: Move, after: &Chess) -> u64 {
    before
        .update_zobrist_hash(Zobrist64(before_key), m, EnPassantMode::Legal)
        .map_or_else(|| key(after), |z| z.0)
}

impl History {
    /// An empty history (the position in question is the first).
    pub fn new() -> History {
        History::default()
    }

    /// Records that `pos` stood on the board.
    pub fn push(&mut self, pos: &Position) {
        self.push_keyed(pos, key(pos.chess()));
    }

    /// Records that `pos`, whose key is `k`, stood on the board.
    pub(crate) fn push_keyed(&mut self, pos: &Position, k: u64) {
        let chess = pos.chess();
        let index = self.entries.len();
        match self.class_of(chess, k) {
            Some(c) => self.classes[c].count += 1,
            None => {
                let c = self.classes.len() as u32;
                let next = self.heads.insert(k, c).unwrap_or(NO_CLASS);
                self.classes.push(Class {
                    first: index,
                    count: 1,
                    next,
                });
            }
        }
        self.entries.push(Entry {
            key: k,
            chess: chess.clone(),
        });
    }

    /// The class of positions equal to `chess` (key `k`), if any.
    fn class_of(&self, chess: &Chess, k: u64) -> Option<usize> {
        let mut c = *self.heads.get(&k)?;
        while c != NO_CLASS {
            let class = &self.classes[c as usize];
            if self.entries[class.first].chess == *chess {
                return Some(c as usize);
            }
            c = class.next;
        }
        None
    }

    /// How many positions are recorded.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether nothing is recorded.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Forgets everything after the first `len` positions (take-backs).
    pub fn truncate(&mut self, len: usize) {
        while let Some(entry) = self.entries.last().filter(|_| self.entries.len() > len) {
            // Looked up while the entry is still there: it may be its
            // class's first.
            let class = self.class_of(&entry.chess, entry.key);
            let Some(entry) = self.entries.pop() else { break };
            let Some(c) = class else {
                continue;
            };
            self.classes[c].count -= 1;
            if self.classes[c].count == 0 {
                // The class began with this entry: unlink it.
                let next = self.classes[c].next;
                let head = self.heads[&entry.key] as usize;
                if head == c {
                    if next == NO_CLASS {
                        self.heads.remove(&entry.key);
                    } else {
                        self.heads.insert(entry.key, next);
                    }
                } else {
                    let mut prev = head;
                    while self.classes[prev].next as usize != c {
                        prev = self.classes[prev].next as usize;
                    }
                    self.classes[prev].next = next;
                }
            }
        }
        // Classes created by the forgotten entries are unreachable now.
        while self.classes.last().is_some_and(|c| c.first >= self.entries.len()) {
            self.classes.pop();
        }
    }

    /// How many recorded positions equal `pos` under FI-9.2.
    pub fn occurrences(&self, pos: &Position) -> usize {
        self.occurrences_keyed(pos, key(pos.chess()))
    }

    fn occurrences_keyed(&self, pos: &Position, k: u64) -> usize {
        self.class_of(pos.chess(), k).map_or(0, |c| self.classes[c].count)
    }

    /// How many times `pos` has appeared counting itself as the latest
    /// occurrence (the number FI-9.2 and FI-9.6 speak of).
    pub fn appearances(&self, pos: &Position) -> usize {
        self.occurrences(pos) + 1
    }

    /// [`History::appearances`] of `pos`, whose key is `k`.
    pub(crate) fn appearances_keyed(&self, pos: &Position, k: u64) -> usize {
        self.occurrences_keyed(pos, k) + 1
    }
}

impl<'a> FromIterator<&'a Position> for History {
    fn from_iter<I: IntoIterator<Item = &'a Position>>(iter: I) -> History {
        let mut history = History::new();
        for pos in iter {
            history.push(pos);
        }
        history
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after(moves: &[&str]) -> Vec<Position> {
        let mut pos = Position::standard();
        let mut out = vec![pos.clone()];
        for m in moves {
            let mv = pos.parse_move(m).expect("legal");
            pos.play(mv).expect("legal");
            out.push(pos.clone());
        }
        out
    }

    #[test]
    fn counts_follow_pushes_and_take_backs() {
        let line = after(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"]);
        let mut history: History = line.iter().take(8).collect();
        assert_eq!(history.appearances(&line[8]), 3, "start position a third time");
        assert_eq!(history.occurrences(&line[1]), 2);
        history.truncate(4);
        assert_eq!(history.appearances(&line[8]), 2);
        assert_eq!(history.occurrences(&line[5]), 1, "after Nf3 once");
        history.truncate(0);
        assert!(history.is_empty());
        assert_eq!(history.occurrences(&line[0]), 0);
    }

    /// Different positions under one key (a collision) are told apart, and
    /// take-backs unlink their classes.
    #[test]
    fn positions_sharing_a_key_are_counted_apart() {
        let line = after(&["e4", "e5", "Nf3"]);
        let mut history = History::new();
        for pos in &line {
            history.push_keyed(pos, 7);
        }
        history.push_keyed(&line[1], 7);
        for (i, pos) in line.iter().enumerate() {
            let expected = if i == 1 { 2 } else { 1 };
            assert_eq!(history.occurrences_keyed(pos, 7), expected, "position {i}");
        }
        history.truncate(2);
        assert_eq!(history.occurrences_keyed(&line[1], 7), 1);
        assert_eq!(history.occurrences_keyed(&line[3], 7), 0);
        history.push_keyed(&line[3], 7);
        assert_eq!(history.occurrences_keyed(&line[3], 7), 1);
    }

    /// Keys updated from the moves equal keys computed afresh, through
    /// castling, en passant (legal or not), captures and promotions.
    #[test]
    fn keys_follow_the_moves() {
        let moves = [
            "e4", "d5", "e5", "f5", "exf6", "Nc6", "Nf3", "Bg4", "Bc4", "Qd6", "O-O", "O-O-O", "fxg7", "e5",
            "gxh8=Q", "d4", "Bb3", "Kb8", "c4", "dxc3", "a4", "a6",
        ];
        let mut pos = Position::standard();
        let mut k = key(pos.chess());
        for text in moves {
            let m = pos.parse_move(text).expect("legal");
            let before = pos.clone();
            pos.play(m).expect("legal");
            k = key_after(before.chess(), k, m, pos.chess());
            assert_eq!(k, key(pos.chess()), "after {text}");
        }
    }
}
