//! Dead positions (FI-5.2.2): for one position, and along a whole game with
//! a handful of searches instead of one per half-move.
//!
//! Along a game, deadness can change only once. Every position is reached
//! from the one before by a legal move, so a position from which some
//! series of legal moves ends in mate makes every earlier position alive
//! too (play the game's moves, then that series), and a dead position makes
//! every later one dead (any series from a later position would continue
//! the earlier one). [`deadness_along`] uses this: it searches the last
//! position that has a move; when that one is alive (or the game ends in
//! checkmate) the whole game is, with that single search; otherwise it
//! finds the first dead position by bisection, each step one search. A
//! position is declared dead only by a search that says so, and the first
//! dead position is the one a search at every half-move would find first.
//! Where the search gives no answer the positions around it are searched
//! one by one, as [`deadness`] would.

use shakmaty::Position as _;

use crate::position::Position;
use crate::unwinnable::{Deadness, Winnability, can_checkmate, surely_unwinnable};

/// FI-5.2.2: is the position dead (no series of legal moves mates)?
///
/// The helpmate search runs first: a position with a helpmate is settled by
/// it (the quick test proves only positions without one unwinnable), and
/// in most positions of a game it finds one at once, while the quick test
/// costs more than the search there. The quick test is asked only when the
/// search gives no answer: a colour it proves unwinnable is not undecided.
pub fn deadness(pos: &Position) -> Deadness {
    let mut undecided = false;
    for colour in [pos.turn(), !pos.turn()] {
        match can_checkmate(pos, colour) {
            Winnability::Winnable { .. } => return Deadness::Alive,
            Winnability::Unwinnable => {}
            Winnability::Undecided => undecided |= !surely_unwinnable(pos, colour),
        }
    }
    if undecided {
        Deadness::Undecided
    } else {
        Deadness::Dead
    }
}

/// The deadness of each of `positions`, the positions of one game in order
/// (each reached from the one before by a legal move). Positions without a
/// legal move (mate, stalemate) are not judged here: their entry says
/// [`Deadness::Alive`] and means nothing.
pub(crate) fn deadness_along(positions: &[Position]) -> Vec<Deadness> {
    let mut out = vec![Deadness::Alive; positions.len()];
    let Some(last) = positions.iter().rposition(|p| !p.legal_moves().is_empty()) else {
        return out;
    };
    // A game that ends in checkmate was alive until then.
    if positions.get(last + 1).is_some_and(|p| p.chess().is_checkmate()) {
        return out;
    }
    match deadness(&positions[last]) {
        Deadness::Alive => out,
        Deadness::Dead => {
            // Every position before `alive_until` is alive; `dead` is.
            let (mut alive_until, mut dead) = (0, last);
            while alive_until < dead {
                let mid = alive_until + (dead - alive_until) / 2;
                match deadness(&positions[mid]) {
                    Deadness::Alive => alive_until = mid + 1,
                    Deadness::Dead => dead = mid,
                    Deadness::Undecided => {
                        one_by_one(positions, alive_until, dead, &mut out);
                        break;
                    }
                }
            }
            mark_dead(dead, &mut out);
            out
        }
        Deadness::Undecided => {
            one_by_one(positions, 0, last + 1, &mut out);
            out
        }
    }
}

/// Searches positions `from..to` from the last one back, until one is alive
/// (the earlier ones are then alive too).
fn one_by_one(positions: &[Position], from: usize, to: usize, out: &mut [Deadness]) {
    for k in (from..to).rev() {
        if positions[k].legal_moves().is_empty() {
            continue;
        }
        out[k] = deadness(&positions[k]);
        if out[k] == Deadness::Alive {
            return;
        }
    }
}

/// Every position from `first` on is dead.
fn mark_dead(first: usize, out: &mut [Deadness]) {
    for d in &mut out[first..] {
        *d = Deadness::Dead;
    }
}
