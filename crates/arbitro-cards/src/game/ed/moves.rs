//! Move generation of the ED family: FIDE moves (through shakmaty) under the
//! temporal card in force (ED-C11): extra knight moves for the owner's
//! queens, rooks or bishops, untouchable pawns, no retreat. Attacks include
//! the super-pieces' knight jumps, so no move leaves the mover's king
//! attacked by them either (ED-R5).

use arbitro_rules::shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, EnPassantMode, Move, Piece, Position, Role, Square, attacks,
};

use crate::deck::ed::Temporal;
use crate::game::board;
use crate::game::moves::{self as movegen, castle_targets};
pub(crate) use crate::game::state::ed::Powers;
use crate::geometry;

/// The role a move is counted as (castling is a king move, ED-C2).
pub fn role_of(m: Move) -> Role {
    match m {
        Move::Normal { role, .. } | Move::Put { role, .. } => role,
        Move::EnPassant { .. } => Role::Pawn,
        Move::Castle { .. } => Role::King,
    }
}

/// Pieces of `by` attacking `sq`, super-pieces' knight jumps included.
pub fn attackers(board: &Board, sq: Square, by: Color, p: Powers) -> Bitboard {
    let mut a = board.attacks_to(sq, by, board.occupied());
    if let Some(role) = p.knight_role(by) {
        a |= attacks::knight_attacks(sq) & board.by_piece(Piece { color: by, role });
    }
    a
}

/// Whether `colour`'s king is attacked.
pub fn in_check(board: &Board, colour: Color, p: Powers) -> bool {
    board
        .king_of(colour)
        .is_some_and(|k| attackers(board, k, !colour, p).any())
}

fn captures_pawn(board: &Board, m: Move) -> bool {
    match m {
        Move::EnPassant { .. } => true,
        Move::Normal { to, .. } => board.role_at(to) == Some(Role::Pawn),
        _ => false,
    }
}

fn backwards(m: Move, us: Color) -> bool {
    match m {
        Move::Normal { from, to, .. } | Move::EnPassant { from, to } => {
            geometry::relative_rank(to, us) < geometry::relative_rank(from, us)
        }
        _ => false,
    }
}

fn leaves_king_safe(pos: &Chess, m: Move, p: Powers) -> bool {
    let us = pos.turn();
    let parts = movegen::parts(pos.board(), m);
    if let Move::Castle { king, rook } = m {
        let (king_to, _) = castle_targets(king, rook);
        let path =
            attacks::between(king, king_to) | Bitboard::from_square(king) | Bitboard::from_square(king_to);
        for sq in path {
            if attackers(pos.board(), sq, !us, p).any() {
                return false;
            }
        }
    }
    let mut b = pos.board().clone();
    movegen::apply_parts(&mut b, &parts);
    !in_check(&b, us, p)
}

/// Every move the side to move may play under the temporal card in force.
pub fn legal(pos: &Chess, p: Powers) -> Vec<Move> {
    let us = pos.turn();
    let board = pos.board();
    let base = pos.legal_moves();
    let enemy_jumps = p.knight_role(!us).is_some();
    let untouchable = p.has(Temporal::UntouchablePawns, !us);
    let no_retreat = p.has(Temporal::NoRetreat, us);
    let mut out = Vec::with_capacity(base.len() + 8);
    for m in base {
        if untouchable && captures_pawn(board, m) {
            continue;
        }
        if no_retreat && backwards(m, us) {
            continue;
        }
        if enemy_jumps && !leaves_king_safe(pos, m, p) {
            continue;
        }
        out.push(m);
    }
    if let Some(role) = p.knight_role(us) {
        for from in board.by_piece(Piece { color: us, role }) {
            for to in attacks::knight_attacks(from) & !board.by_color(us) & !board.kings() {
                let m = Move::Normal {
                    role,
                    from,
                    capture: board.role_at(to),
                    to,
                    promotion: None,
                };
                if leaves_king_safe(pos, m, p) {
                    out.push(m);
                }
            }
        }
    }
    out
}

/// The position after `m` (any move from [`legal`]).
pub fn play(pos: &Chess, m: Move) -> Chess {
    let mut next = pos.clone();
    next.play_unchecked(m);
    next
}

/// The position with the other side to move: after a move when the mover's
/// turn goes on (`again`: the mover moves once more), or when a turn passes
/// without a move. `None` if that position is illegal (the side not to move
/// would be in check).
pub fn flip(pos: &Chess, mode: CastlingMode, again: bool) -> Option<Chess> {
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    let black_to_white = setup.turn == Color::Black;
    setup.turn = !setup.turn;
    setup.ep_square = None;
    if again && !black_to_white {
        // Black moved and stays on move: undo the move-number step.
        setup.fullmoves = std::num::NonZeroU32::new(setup.fullmoves.get().saturating_sub(1).max(1))
            .unwrap_or(setup.fullmoves);
    }
    if !again && black_to_white {
        setup.fullmoves = setup.fullmoves.saturating_add(1);
    }
    board::build(setup, mode).ok()
}

/// Most of the `left` shown pieces (roles in `remaining`) that can still be
/// moved in a row from `pos` (side to move = the card's owner). A move that
/// gives check ends the turn (ED-R6) and counts as fulfilling the card.
pub fn best(pos: &Chess, p: Powers, remaining: &[Role], left: u8, mode: CastlingMode) -> u8 {
    if left == 0 || remaining.is_empty() {
        return 0;
    }
    let us = pos.turn();
    let mut top = 0;
    for m in legal(pos, p) {
        let role = role_of(m);
        let Some(k) = remaining.iter().position(|r| *r == role) else {
            continue;
        };
        let after = play(pos, m);
        if in_check(after.board(), !us, p) {
            return left;
        }
        let v = if left == 1 {
            1
        } else {
            let mut rest = remaining.to_vec();
            rest.remove(k);
            match flip(&after, mode, true) {
                Some(again) => 1 + best(&again, p, &rest, left - 1, mode),
                None => 1,
            }
        };
        top = top.max(v);
        if top >= left {
            return top;
        }
    }
    top
}
