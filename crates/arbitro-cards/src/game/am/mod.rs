//! Ajedrez Mágico (AM-*): hands dealt from the deck, cards played in one's
//! own turn or in windows, reactions in Advanced mode, the checkmate save
//! window, and cards made of deck-vocabulary words resolved layer by layer.
//!
//! - [`flow`]: the turn and window protocol, one function per kind of event;
//! - [`turns`]: what happens when a turn ends (durations tick, windows open,
//!   the position is judged);
//! - [`declare`]: a card event's declaration read against the card's specs
//!   and checked for eligibility (AM-D1, AM-D11);
//! - [`resolve`]: the layered resolution of a card (AM-G5) and its steps;
//! - [`effects`] and [`movegen`]: what the effects on the table allow and
//!   forbid, and the standard moves under them;
//! - [`candidates`]: every declaration of a card worth trying;
//! - [`start`]: the start of an AM game.

pub(crate) mod candidates;
pub(crate) mod declare;
pub(crate) mod effects;
pub(crate) mod flow;
pub(crate) mod movegen;
pub(crate) mod resolve;
pub(crate) mod start;
pub(crate) mod turns;

pub(crate) use flow::apply;

use super::state::GameState;
use super::{Ctx, Env};
use crate::trace::Trace;

/// Judges the start position for the player to move, as at the end of a
/// turn (AM-D9, FI-5.2.1, FI-5.2.2, FI-9.6): a start in checkmate opens the
/// save window when the mated player holds a save, else the game ends; a
/// stalemate or dead position ends it. A window the setup opened stands.
pub(crate) fn judge_start(env: &Env<'_>, st: &mut GameState, trace: &mut Trace) {
    if st.window.is_some() {
        return;
    }
    let mut ctx = Ctx::default();
    turns::evaluate(env, st, None, None, &mut ctx);
    trace.0.append(&mut ctx.trace.0);
}
