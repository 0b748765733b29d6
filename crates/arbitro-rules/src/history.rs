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
//! same time however long the game (a 400,000-ply game is counted in
//! seconds).

use std::collections::HashMap;

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Position as _};

use crate::position::Position;

/// Earlier positions of a game, in order.
#[derive(Debug, Clone, Default)]
pub struct History {
    /// Every position pushed, with its key and the index of the class of
    /// equal positions it belongs to.
    entries: Vec<Entry>,
    /// Per key, the classes of equal positions: (first entry, how many).
    classes: HashMap<u64, Vec<Class>>,
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
}

fn key(chess: &Chess) -> u64 {
    let hash: Zobrist64 = chess.zobrist_hash(EnPassantMode::Legal);
    hash.0
}

impl History {
    /// An empty history (the position in question is the first).
    pub fn new() -> History {
        History::default()
    }

    /// Records that `pos` stood on the board.
    pub fn push(&mut self, pos: &Position) {
        let chess = pos.chess();
        let k = key(chess);
        let index = self.entries.len();
        let classes = self.classes.entry(k).or_default();
        match classes.iter_mut().find(|c| self.entries[c.first].chess == *chess) {
            Some(class) => class.count += 1,
            None => classes.push(Class {
                first: index,
                count: 1,
            }),
        }
        self.entries.push(Entry {
            key: k,
            chess: chess.clone(),
        });
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
        while self.entries.len() > len {
            let Some(entry) = self.entries.pop() else { break };
            let index = self.entries.len();
            let Some(classes) = self.classes.get_mut(&entry.key) else {
                continue;
            };
            // The popped entry is the latest of its class: its class is the
            // one whose representative equals it.
            if let Some(at) = classes.iter().position(|c| {
                c.first == index || self.entries.get(c.first).is_some_and(|e| e.chess == entry.chess)
            }) {
                classes[at].count -= 1;
                if classes[at].count == 0 {
                    classes.remove(at);
                }
            }
            if classes.is_empty() {
                self.classes.remove(&entry.key);
            }
        }
    }

    /// How many recorded positions equal `pos` under FI-9.2.
    pub fn occurrences(&self, pos: &Position) -> usize {
        let chess = pos.chess();
        self.classes
            .get(&key(chess))
            .and_then(|classes| classes.iter().find(|c| self.entries[c.first].chess == *chess))
            .map_or(0, |c| c.count)
    }

    /// How many times `pos` has appeared counting itself as the latest
    /// occurrence (the number FI-9.2 and FI-9.6 speak of).
    pub fn appearances(&self, pos: &Position) -> usize {
        self.occurrences(pos) + 1
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
}
