//! The end of an ED turn and the judgement of the position at each turn
//! change (ED-R8): mate, stalemate, lead king (ED-C11), insufficient
//! material, and FIDE's automatic draws; a normal move owed that cannot be
//! made is judged at once, so a game never waits for one.

use arbitro_rules::shakmaty::{Color, Position, Role};

use super::{ed, holds_veto, moves, player_of, powers};
use crate::deck::ed::Temporal;
use crate::game::state::ed::{Phase, VetoPoint};
use crate::game::state::{EndReason, GameState};
use crate::game::{Ctx, Env, board, ending};
use crate::terms::GameResult;
use crate::trace::{Layer, Note};

/// Ends `mover`'s turn: the turn count and repetition history advance, the
/// vetoable move is remembered (ED-C9), then the position is judged for the
/// player to move (ED-R8).
pub(super) fn finish_turn(env: &Env<'_>, st: &mut GameState, mover: Color, ctx: &mut Ctx) {
    st.table.ply += 1;
    let key = repetition_key(st);
    st.table.history.push(key);
    let e = ed(st);
    let log = std::mem::take(&mut e.log);
    e.veto = match (log.moves, log.card_acted, log.before, log.uci) {
        (1, false, Some(table), Some(uci)) => Some(VetoPoint { table, mover, uci }),
        _ => None,
    };
    e.phase = e.resume.take().map(|b| *b).unwrap_or_default();
    evaluate(env, st, ctx);
}

/// The repetition key: the position and the temporal card in force (a
/// position with other moves possible is another position, FI-9.2).
pub(crate) fn repetition_key(st: &GameState) -> u64 {
    let base = board::repetition_key(&st.table.pos, &[]);
    match st.ed.as_deref().and_then(|e| e.temporal) {
        Some(t) => base ^ (u64::from(t.card.0) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (t.owner as u64),
        None => base,
    }
}

/// Judges the position for the player to move at a turn change (ED-R8).
pub(super) fn evaluate(env: &Env<'_>, st: &mut GameState, ctx: &mut Ctx) {
    let q = st.table.pos.turn();
    let p = powers(st);
    let legal = moves::legal(&st.table.pos, p);
    let check = moves::in_check(st.table.pos.board(), q, p);
    if legal.is_empty() {
        if check {
            let winner = player_of(st, !q);
            ending::end(st, GameResult::win(winner), EndReason::Checkmate, "ED-R8");
            ctx.trace
                .push(Layer::Status, "ED-R8", None, Note::MateAtTurnEnd { winner });
        } else {
            ending::end(st, GameResult::Draw, EndReason::Stalemate, "ED-R8");
            ctx.trace
                .push(Layer::Status, "ED-R8", None, Note::Stalemate { player: q });
        }
        return;
    }
    if check
        && p.has(Temporal::LeadKing, q)
        && legal.iter().all(|m| moves::role_of(*m) == Role::King)
        && !veto_possible(env, st, q)
    {
        lead_king_loses(st, q, ctx);
        return;
    }
    if st.table.pos.is_insufficient_material() {
        ending::end(st, GameResult::Draw, EndReason::InsufficientMaterial, "ED-R8");
        ctx.trace
            .push(Layer::Status, "ED-R8", None, Note::InsufficientMaterial);
        return;
    }
    ending::automatic_draw(st, &mut ctx.trace);
}

/// Whether the player to move could veto the last move (ED-C9).
fn veto_possible(env: &Env<'_>, st: &GameState, q: Color) -> bool {
    let Some(e) = st.ed.as_deref() else {
        return false;
    };
    holds_veto(env, st, e.player_of(q))
        && e.veto
            .as_ref()
            .is_some_and(|v| v.mover == !q && moves::legal(&v.table.pos, e.powers()).len() >= 2)
}

/// A normal move is owed (after a special card, ED-R4; an impossible card
/// under the 2nd edition, ED-N1; a veto, ED-C9) but the side to move has
/// none, e.g. a temporal card that appeared in this turn took the last ones
/// away: the position is judged as at a turn change (ED-R8), checkmate when
/// in check, stalemate otherwise, so a game never waits for a move that
/// cannot be made.
pub(super) fn owed_move_impossible(st: &mut GameState, ctx: &mut Ctx) {
    let owed = matches!(
        st.ed.as_deref().map(|e| &e.phase),
        Some(Phase::Free { .. } | Phase::Redo { .. })
    );
    if !owed || !super::legal_now(st).is_empty() {
        return;
    }
    let q = st.table.pos.turn();
    if super::in_check(st) {
        let winner = player_of(st, !q);
        ending::end(st, GameResult::win(winner), EndReason::Checkmate, "ED-R8");
        ctx.trace.push(
            Layer::Status,
            "ED-R8",
            None,
            Note::OwedMoveMate { player: q, winner },
        );
    } else {
        ending::end(st, GameResult::Draw, EndReason::Stalemate, "ED-R8");
        ctx.trace.push(
            Layer::Status,
            "ED-R8",
            None,
            Note::OwedMoveStalemate { player: q },
        );
    }
}

/// Lead king (ED-C11): in check with only king moves, the owner loses.
pub(super) fn lead_king_loses(st: &mut GameState, actor: Color, ctx: &mut Ctx) {
    let winner = player_of(st, !actor);
    ending::end(st, GameResult::win(winner), EndReason::LeadKing, "ED-C11");
    ctx.trace
        .push(Layer::Status, "ED-C11", None, Note::LeadKing { player: actor });
}

/// A temporal card that appears (or changes hands) may put the opponent's
/// king under attack at once (a super-piece's knight jump): that is check
/// given by the card, and giving check ends the turn at once (ED-R6).
pub(super) fn check_by_card(env: &Env<'_>, st: &mut GameState, by: Color, ctx: &mut Ctx) {
    if !moves::in_check(st.table.pos.board(), !by, powers(st)) {
        return;
    }
    ctx.trace.push(
        Layer::Status,
        "ED-R6",
        None,
        Note::CardChecksTurnEnds { player: !by },
    );
    lose_turn(env, st, by, ctx);
}

/// The turn passes without a move (ED-C5, ED-N1 1st edition).
pub(super) fn lose_turn(env: &Env<'_>, st: &mut GameState, by: Color, ctx: &mut Ctx) {
    let checked = moves::in_check(st.table.pos.board(), by, powers(st));
    let flipped = if checked {
        None
    } else {
        moves::flip(&st.table.pos, st.castling, false)
    };
    match flipped {
        Some(p) => {
            st.table.pos = p;
            ed(st).log.card_acted = true;
            finish_turn(env, st, by, ctx);
        }
        None => {
            // The player is in check (only possible when a card had to be
            // drawn in check): under king capture the opponent takes the king.
            let winner = player_of(st, !by);
            ending::end(st, GameResult::win(winner), EndReason::KingCapture, "ED-R5");
            ctx.trace.push(
                Layer::Status,
                "ED-R5",
                None,
                Note::KingCaptured { player: by, winner },
            );
        }
    }
}
