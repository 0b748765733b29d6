//! Turns, windows and durations: what happens when a turn ends (effects owned
//! by the mover tick, AM-D7/AM-G11), which windows open (AM-R14, AM-D9), and
//! how the game's status is judged (mate, stalemate, automatic draws).

use arbitro_rules::shakmaty::{Color, EnPassantMode, Position, Square};

use super::board;
use super::candidates;
use super::effects;
use super::movegen;
use super::resolve::{Env, code_of};
use super::state::{ActiveEffect, Ending, GameState, OpenWindow, WindowSet, ci};
use crate::deck::{CardIdx, CardKind, Window};
use crate::record::Mode;
use crate::trace::{Layer, Trace};
use crate::words::{colour_en, colour_es};

/// What one event produced besides its status.
#[derive(Debug, Clone, Default)]
pub struct Ctx {
    /// The trace.
    pub trace: Trace,
    /// Cards resolved during the event.
    pub resolutions: Vec<ResolutionNote>,
}

/// How a card's resolution ended, for the event report.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ResolutionNote {
    /// Card code.
    pub card: String,
    /// Owner.
    pub by: crate::record::Colour,
    /// `resolved`, `failed` or `countered`.
    pub outcome: &'static str,
    /// Why it failed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<crate::reason::Verdict>,
}

/// Whether `player` holds a card playable in a window of `kinds` (AM-D2):
/// windows only open for a player who has something to play in them.
pub fn holds_for(env: &Env<'_>, st: &GameState, player: Color, kinds: WindowSet) -> bool {
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
pub fn settle(st: &mut GameState) {
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
pub fn reconcile(st: &mut GameState) {
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
pub fn tick(env: &Env<'_>, st: &mut GameState, player: Color, trace: &mut Trace) {
    let t = i64::from(st.table.ply);
    let mut expired: Vec<ActiveEffect> = Vec::new();
    let mut ticked: Vec<(CardIdx, String, u8)> = Vec::new();
    for e in st.table.effects.iter_mut().filter(|e| e.owner == player) {
        let scheduled = i64::from(e.expires_ply) - 2 * (i64::from(e.counter) - 1);
        if t >= scheduled && e.counter > 0 {
            e.counter -= 1;
            if e.counter == 0 {
                expired.push(e.clone());
            } else {
                let label = match e.anchor {
                    super::state::Anchor::None => "inert".to_string(),
                    ref a => super::resolve::anchor_label(a),
                };
                ticked.push((e.card, label, e.counter));
            }
        }
    }
    for (card, label, counter) in ticked {
        let code = env.deck.code(card);
        trace.push(
            Layer::Duration,
            "AM-G11",
            Some(code),
            format!(
                "Fin del turno de {}: el contador de {code} ({label}) baja a {counter}.",
                colour_es(player)
            ),
            format!(
                "End of {}'s turn: {code}'s counter ({label}) goes down to {counter}.",
                colour_en(player)
            ),
        );
    }
    if !expired.is_empty() {
        st.table.effects.retain(|e| e.counter > 0);
        for e in expired {
            let code = code_of(env.deck, &e);
            trace.push(
                Layer::Duration,
                "AM-D7",
                Some(code),
                format!(
                    "El contador de {code} llega a 0 al final del turno de {}: el efecto termina.",
                    colour_es(player)
                ),
                format!(
                    "{code}'s counter reaches 0 at the end of {}'s turn: the effect ends.",
                    colour_en(player)
                ),
            );
        }
        settle(st);
    }
}

/// Ends `player`'s turn: durations tick, the turn count and repetition
/// history advance, then the position is judged for the player to move.
/// `impacts` are the windows the last move opened (`None` after a card).
pub fn end_turn(
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
pub fn pass_turn(st: &mut GameState, owner: Color) -> bool {
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

fn end(st: &mut GameState, result: &'static str, reason: &'static str, clause: &'static str) {
    st.ending = Some(Ending {
        result,
        reason,
        clause,
    });
    st.window = None;
}

/// The result string of a win by `winner`.
pub fn win(winner: Color) -> &'static str {
    match winner {
        Color::White => "1-0",
        Color::Black => "0-1",
    }
}

/// Whether the player to move is checkmated (in check, no standard move).
pub fn is_checkmated(st: &GameState) -> bool {
    let fx = &st.table.effects;
    let us = st.turn();
    effects::in_check(st.table.pos.board(), fx, us) && !movegen::has_legal_move(&st.table.pos, fx)
}

/// Ends the game by checkmate of the player to move.
pub fn end_by_mate(st: &mut GameState, trace: &mut Trace) {
    let loser = st.turn();
    end(st, win(!loser), "checkmate", "AM-R12");
    trace.push(
        Layer::Status,
        "AM-R12",
        None,
        format!("Jaque mate: ganan {}.", colour_es(!loser)),
        format!("Checkmate: {} wins.", colour_en(!loser)),
    );
}

/// Judges the position for the player to move: mate opens the save window
/// (AM-D9) or ends the game; stalemate and automatic draws end it; an
/// impact move opens the opponent's reaction window (AM-R14).
pub fn evaluate(
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
            ctx.trace.push(
                Layer::Window,
                "AM-D9",
                None,
                format!(
                    "Jaque mate anunciado: se abre la ventana de salvamento para {} (exactamente una carta).",
                    colour_es(q)
                ),
                format!(
                    "Checkmate announced: the save window opens for {} (exactly one card).",
                    colour_en(q)
                ),
            );
        } else {
            end_by_mate(st, &mut ctx.trace);
        }
        return;
    }
    if no_moves && (st.table.move_only == Some(q) || !candidates::has_playable_action(env, st, q)) {
        end(st, "1/2-1/2", "stalemate", "FI-5.2.1");
        ctx.trace.push(
            Layer::Status,
            "FI-5.2.1",
            None,
            format!(
                "Rey ahogado: {} no tienen jugada ni carta jugable. Tablas.",
                colour_es(q)
            ),
            format!(
                "Stalemate: {} has no move and no playable card. Draw.",
                colour_en(q)
            ),
        );
        return;
    }
    let key = st.table.history.last().copied().unwrap_or(0);
    if st.table.history.iter().filter(|k| **k == key).count() >= 5 {
        end(st, "1/2-1/2", "fivefold_repetition", "FI-9.6");
        ctx.trace.push(
            Layer::Status,
            "FI-9.6",
            None,
            "Quíntuple repetición: tablas automáticas.".to_string(),
            "Fivefold repetition: automatic draw.".to_string(),
        );
        return;
    }
    if st.table.pos.halfmoves() >= 150 {
        end(st, "1/2-1/2", "seventy_five_moves", "FI-9.6");
        ctx.trace.push(
            Layer::Status,
            "FI-9.6",
            None,
            "75 jugadas sin captura ni movimiento de peón: tablas automáticas.".to_string(),
            "75 moves without capture or pawn move: automatic draw.".to_string(),
        );
        return;
    }
    if dead_position(st) {
        end(st, "1/2-1/2", "dead_position", "FI-5.2.2");
        ctx.trace.push(
            Layer::Status,
            "FI-5.2.2",
            None,
            "Ningún jugador puede dar mate y no quedan cartas ni efectos: tablas.".to_string(),
            "Neither player can mate and no cards or effects remain: draw.".to_string(),
        );
        return;
    }
    if env.rules.mode == Mode::Advanced && !impacts.is_empty() && holds_for(env, st, q, impacts) {
        st.window = Some(OpenWindow {
            player: q,
            kinds: impacts,
            trigger,
        });
        let names: Vec<&str> = impacts.iter().map(Window::as_str).collect();
        ctx.trace.push(
            Layer::Window,
            "AM-R14",
            None,
            format!(
                "Jugada de impacto ({}): se abre una ventana de reacción para {}.",
                names.join(", "),
                colour_es(q)
            ),
            format!(
                "Impact move ({}): a reaction window opens for {}.",
                names.join(", "),
                colour_en(q)
            ),
        );
    }
}

/// No cards in any hand, no effects, and neither side can ever mate
/// (FI-5.2.2, by the rules core's fast unwinnability test).
pub fn dead_position(st: &GameState) -> bool {
    if !(st.hands.iter().all(Vec::is_empty) && st.table.effects.is_empty() && st.pending.is_none()) {
        return false;
    }
    let pos = arbitro_rules::Position::from_chess(st.table.pos.clone(), st.castling);
    [Color::White, Color::Black]
        .into_iter()
        .all(|c| arbitro_rules::surely_unwinnable(&pos, c))
}

/// Whether `colour` could still mate (FI-5.1.2, FI-6.9): with cards in hand
/// or effects on the table it can; otherwise the rules core's search decides.
pub fn can_mate(st: &GameState, colour: Color) -> bool {
    if !st.hands[ci(colour)].is_empty() || !st.table.effects.is_empty() || st.pending.is_some() {
        return true;
    }
    let pos = arbitro_rules::Position::from_chess(st.table.pos.clone(), st.castling);
    !matches!(
        arbitro_rules::can_checkmate(&pos, colour),
        arbitro_rules::Winnability::Unwinnable
    )
}
