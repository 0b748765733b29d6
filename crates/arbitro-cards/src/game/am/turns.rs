//! Ajedrez Mágico turns, windows and durations: what happens when a turn
//! ends (effects owned by the mover tick, AM-D7/AM-G11), which windows open
//! (AM-R14, AM-D9), and how the position is judged for the player to move
//! (mate and the save window, stalemate with no playable card, dead
//! positions; automatic draws are [`crate::game::ending`]'s).

use arbitro_rules::shakmaty::{Color, EnPassantMode, Position, Square};

use super::candidates;
use super::effects;
use super::movegen;
use crate::deck::{CardIdx, CardKind, Window};
use crate::game::state::{ActiveEffect, EndReason, GameState, OpenWindow, WindowSet, ci};
use crate::game::{Ctx, Env, anchor_name, board, ending};
use crate::record::Mode;
use crate::terms::{GameResult, Windows};
use crate::trace::{Layer, Note, Trace};

/// Whether `player` holds a card playable in a window of `kinds` (AM-D2):
/// windows only open for a player who has something to play in them.
pub(crate) fn holds_for(env: &Env<'_>, st: &GameState, player: Color, kinds: WindowSet) -> bool {
    st.hands[ci(player)].iter().any(|&c| {
        let card = env.deck.card(c);
        match card.kind {
            CardKind::Reaction => env.rules.mode == Mode::Advanced && kinds.contains(card.window),
            CardKind::Save => {
                kinds.contains(Window::CheckmateSave)
                    && (env.rules.mode == Mode::Advanced || env.rules.options.classic_save_cards)
            }
            CardKind::Action | CardKind::Special | CardKind::Instruction => false,
        }
    })
}

/// Moves cards whose effects have all ended from the table to the discard pile.
pub(crate) fn settle(st: &mut GameState) {
    let effects = &st.table.effects;
    let mut gone: Vec<CardIdx> = Vec::new();
    st.on_table.retain(|c| {
        let stays = effects.iter().any(|e| e.card == *c);
        if !stays {
            gone.push(*c);
        }
        stays
    });
    st.discard.extend(gone);
}

/// After the table was replaced (Rewind): cards whose effects came back
/// return from the discard pile to the table, and the other way round.
pub(crate) fn reconcile(st: &mut GameState) {
    let mut cards: Vec<CardIdx> = st.table.effects.iter().map(|e| e.card).collect();
    cards.sort();
    cards.dedup();
    for c in &cards {
        if !st.on_table.contains(c) {
            st.discard.retain(|d| d != c);
            st.on_table.push(*c);
        }
    }
    settle(st);
}

/// The effects of `player` tick at the end of their turn (AM-D7, AM-G11); an
/// effect whose counter reaches 0 expires.
pub(crate) fn tick(env: &Env<'_>, st: &mut GameState, player: Color, trace: &mut Trace) {
    let t = i64::from(st.table.ply);
    let mut expired: Vec<ActiveEffect> = Vec::new();
    for e in st.table.effects.iter_mut().filter(|e| e.owner == player) {
        let scheduled = i64::from(e.expires_ply) - 2 * (i64::from(e.counter) - 1);
        if t >= scheduled && e.counter > 0 {
            e.counter -= 1;
            if e.counter == 0 {
                expired.push(e.clone());
            } else {
                let code = env.deck.code(e.card);
                trace.push(
                    Layer::Duration,
                    "AM-G11",
                    Some(code),
                    Note::CounterTicks {
                        player,
                        card: code.to_string(),
                        anchor: anchor_name(&e.anchor),
                        counter: e.counter,
                    },
                );
            }
        }
    }
    if !expired.is_empty() {
        st.table.effects.retain(|e| e.counter > 0);
        for e in expired {
            let code = env.deck.code(e.card);
            trace.push(
                Layer::Duration,
                "AM-D7",
                Some(code),
                Note::EffectEnds {
                    player,
                    card: code.to_string(),
                },
            );
        }
        settle(st);
    }
}

/// Ends `player`'s turn: durations tick, the turn count and repetition
/// history advance, then the position is judged for the player to move.
/// `impacts` are the windows the last move opened (`None` after a card).
pub(crate) fn end_turn(
    env: &Env<'_>,
    st: &mut GameState,
    player: Color,
    impacts: Option<WindowSet>,
    trigger: Option<Square>,
    ctx: &mut Ctx,
) {
    settle(st);
    tick(env, st, player, &mut ctx.trace);
    st.table.ply += 1;
    let key = board::repetition_key(&st.table.pos, &st.table.effects);
    st.table.history.push(key);
    if st.table.move_only == Some(player) {
        st.table.move_only = None;
    }
    evaluate(env, st, impacts, trigger, ctx);
}

/// Flips the turn without a move: a card failed or was countered in its
/// owner's turn, which is used all the same (AM-R5).
pub(crate) fn pass_turn(st: &mut GameState, owner: Color) -> bool {
    let mut setup = st.table.pos.to_setup(EnPassantMode::Legal);
    setup.turn = !owner;
    setup.ep_square = None;
    setup.halfmoves += 1;
    if owner == Color::Black {
        setup.fullmoves = setup.fullmoves.saturating_add(1);
    }
    match board::build(setup, st.castling) {
        Ok(p) => {
            st.table.pos = p;
            true
        }
        Err(_) => false,
    }
}

/// Whether the player to move is checkmated (in check, no standard move).
pub(crate) fn is_checkmated(st: &GameState) -> bool {
    let fx = &st.table.effects;
    let us = st.turn();
    effects::in_check(st.table.pos.board(), fx, us) && !movegen::has_legal_move(&st.table.pos, fx)
}

/// Ends the game by checkmate of the player to move.
pub(crate) fn end_by_mate(st: &mut GameState, trace: &mut Trace) {
    let loser = st.turn();
    ending::end(st, GameResult::win(!loser), EndReason::Checkmate, "AM-R12");
    trace.push(Layer::Status, "AM-R12", None, Note::Checkmate { winner: !loser });
}

/// Judges the position for the player to move: mate opens the save window
/// (AM-D9) or ends the game; stalemate and automatic draws end it; an
/// impact move opens the opponent's reaction window (AM-R14).
pub(crate) fn evaluate(
    env: &Env<'_>,
    st: &mut GameState,
    impacts: Option<WindowSet>,
    trigger: Option<Square>,
    ctx: &mut Ctx,
) {
    let q = st.turn();
    let fx = &st.table.effects;
    let check = effects::in_check(st.table.pos.board(), fx, q);
    let no_moves = !movegen::has_legal_move(&st.table.pos, fx);
    let by_move = impacts.is_some();
    let mut impacts = impacts.unwrap_or_default();
    if check && by_move {
        impacts.insert(Window::AfterCheck);
    }
    if no_moves && check {
        let mut kinds = impacts;
        if by_move {
            kinds.insert(Window::AfterMate);
        }
        kinds.insert(Window::CheckmateSave);
        if holds_for(env, st, q, kinds) {
            st.window = Some(OpenWindow {
                player: q,
                kinds,
                trigger,
            });
            ctx.trace
                .push(Layer::Window, "AM-D9", None, Note::SaveWindowOpens { player: q });
        } else {
            end_by_mate(st, &mut ctx.trace);
        }
        return;
    }
    if no_moves && (st.table.move_only == Some(q) || !candidates::has_playable_action(env, st, q)) {
        ending::end(st, GameResult::Draw, EndReason::Stalemate, "FI-5.2.1");
        ctx.trace.push(
            Layer::Status,
            "FI-5.2.1",
            None,
            Note::StalemateNoCard { player: q },
        );
        return;
    }
    if ending::automatic_draw(st, &mut ctx.trace) {
        return;
    }
    if dead_position(st) {
        ending::end(st, GameResult::Draw, EndReason::DeadPosition, "FI-5.2.2");
        ctx.trace
            .push(Layer::Status, "FI-5.2.2", None, Note::DeadPosition);
        return;
    }
    if env.rules.mode == Mode::Advanced && !impacts.is_empty() && holds_for(env, st, q, impacts) {
        st.window = Some(OpenWindow {
            player: q,
            kinds: impacts,
            trigger,
        });
        ctx.trace.push(
            Layer::Window,
            "AM-R14",
            None,
            Note::ImpactWindowOpens {
                player: q,
                windows: Windows(impacts.iter().collect()),
            },
        );
    }
}

/// No cards in any hand, no effects, and neither side can ever mate
/// (FI-5.2.2, by the rules core's fast unwinnability test).
pub(crate) fn dead_position(st: &GameState) -> bool {
    if !(st.hands.iter().all(Vec::is_empty) && st.table.effects.is_empty() && st.pending.is_none()) {
        return false;
    }
    let pos = arbitro_rules::Position::from_chess(st.table.pos.clone(), st.castling);
    [Color::White, Color::Black]
        .into_iter()
        .all(|c| arbitro_rules::surely_unwinnable(&pos, c))
}
