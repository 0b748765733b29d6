//! A standard move played on the table, keeping the table in step: the
//! captured piece goes to the captured list, piece anchors follow their
//! piece or end with it, and traps on arrival squares spring (AM-D8, AM-G4).

use arbitro_rules::shakmaty::{Chess, EnPassantMode, Move, Piece, Position, Square};

use crate::deck::Deck;
use crate::deck::vocabulary::Lasting;
use crate::game::am::effects;
use crate::game::board;
use crate::game::moves::MoveParts;
use crate::game::state::{ActiveEffect, Anchor, GameState, ci};
use crate::text::PieceAt;
use crate::trace::{Layer, Note, Trace};

/// Plays a standard move on `pos`, keeping the table in step: captured
/// pieces, anchors that follow or end, traps that spring (AM-D8).
pub(crate) fn play_move_on(
    deck: &Deck,
    st: &mut GameState,
    pos: &mut Chess,
    m: Move,
    parts: &MoveParts,
    trace: &mut Trace,
) {
    if let Some((sq, victim)) = parts.capture {
        st.table.captured[ci(victim.color)].push(victim.role);
        let ended = effects::piece_gone(&mut st.table.effects, sq);
        trace_ended(deck, &ended, trace);
    }
    if !st.table.effects.is_empty() {
        let pairs: Vec<(Square, Square)> = parts.moves.iter().map(|(f, t, _)| (*f, *t)).collect();
        effects::follow_moves(&mut st.table.effects, &pairs);
    }
    if let Move::Normal {
        promotion: Some(_),
        to,
        ..
    } = m
    {
        let ended = effects::piece_gone(&mut st.table.effects, to);
        trace_ended(deck, &ended, trace);
    }
    pos.play_unchecked(m);
    // Traps on arrival squares.
    if st.table.effects.is_empty() {
        return;
    }
    let mut springs = Vec::new();
    for (from, to, piece) in &parts.moves {
        if let Some(k) = effects::arrival_trap(&st.table.effects, *piece, Some(*from), *to, *to) {
            springs.push((k, *to, *piece));
        }
    }
    if springs.is_empty() {
        return;
    }
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    for (k, sq, piece) in springs.into_iter().rev() {
        spring_trap(deck, st, k, sq, piece, trace);
        setup.board.discard_piece_at(sq);
        setup.castling_rights.discard(sq);
        setup.halfmoves = 0;
    }
    if let Ok(p) = board::build(setup, st.castling) {
        *pos = p;
    }
}

/// A trap (`eliminate_on_arrival`) eliminates `piece` on `sq`: captured list,
/// anchors, and the trap ends if it works once (the board is edited by the caller).
pub(super) fn spring_trap(
    deck: &Deck,
    st: &mut GameState,
    k: usize,
    sq: Square,
    piece: Piece,
    trace: &mut Trace,
) {
    let trap = st.table.effects[k].clone();
    let code = deck.code(trap.card).to_string();
    st.table.captured[ci(piece.color)].push(piece.role);
    let ended = effects::piece_gone(&mut st.table.effects, sq);
    trace.push(
        Layer::Duration,
        "AM-D8",
        Some(&code),
        Note::TrapEliminates {
            card: code.clone(),
            piece: PieceAt::new(piece, sq),
        },
    );
    trace_ended(deck, &ended, trace);
    if let Some(Lasting::EliminateOnArrival { once: true, .. }) = trap.effect {
        st.table.effects.retain(|e| e.id != trap.id);
        trace.push(
            Layer::Duration,
            "AM-D8",
            Some(&code),
            Note::TrapSpent { card: code.clone() },
        );
    }
}

/// Traces piece-anchored effects that ended with their piece (AM-D8, AM-G4).
pub(super) fn trace_ended(deck: &Deck, ended: &[ActiveEffect], trace: &mut Trace) {
    for e in ended {
        let code = deck.code(e.card);
        let square = match e.anchor {
            Anchor::Piece { square, .. } => square,
            _ => continue,
        };
        trace.push(
            Layer::Duration,
            "AM-D8",
            Some(code),
            Note::AnchorGone {
                card: code.to_string(),
                square,
            },
        );
    }
}

/// How records write an anchor.
pub(crate) fn anchor_label(a: &Anchor) -> String {
    match a {
        Anchor::Piece { square, .. } => square.to_string(),
        Anchor::Zone(z) => z.label.clone(),
        Anchor::Player => "player".to_string(),
        Anchor::None => "none".to_string(),
    }
}
