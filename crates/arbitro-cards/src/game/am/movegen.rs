//! Standard moves under the effects on the table: FIDE moves (through
//! shakmaty) minus what effects forbid (frozen pieces, walls, protected
//! pieces, traps that would expose the king) plus what they grant (extra
//! movement patterns), never leaving the mover's king attacked (AM-R9).

use arbitro_rules::shakmaty::{Bitboard, Chess, Color, Move, Piece, Position, Role, Square, attacks};

use super::effects;
use crate::deck::Deck;
use crate::game::moves::{self, MoveParts, apply_parts, castle_targets, parts};
use crate::game::state::ActiveEffect;
use crate::reason::{Blocked, Reason, Verdict, Why};

/// Why a candidate move is not allowed.
enum Refusal<'e> {
    Blocked(&'e ActiveEffect, Blocked),
    SelfCheck,
}

fn allowed<'e>(
    pos: &Chess,
    fx: &'e [ActiveEffect],
    m: Move,
    p: &MoveParts,
    must_simulate: bool,
) -> Result<(), Refusal<'e>> {
    let us = pos.turn();
    for (from, to, piece) in &p.moves {
        if let Some(e) = effects::frozen(fx, *from) {
            return Err(Refusal::Blocked(e, Blocked::Frozen));
        }
        let before = pos.board().piece_at(*from).unwrap_or(*piece);
        if let Some(e) = effects::entry_blocked(fx, before, *from, *to) {
            return Err(Refusal::Blocked(e, Blocked::NoEntry));
        }
    }
    if let Some((sq, piece)) = p.capture
        && let Some(e) = effects::capture_protected(fx, sq, piece)
    {
        return Err(Refusal::Blocked(e, Blocked::Protected));
    }
    let mut traps = Bitboard::EMPTY;
    for (from, to, piece) in &p.moves {
        if effects::arrival_trap(fx, *piece, Some(*from), *to, *from).is_some() {
            traps.add(*to);
        }
    }
    let enemy_extra = effects::has_extra_movers(fx, !us);
    if !(must_simulate || enemy_extra || traps.any()) {
        return Ok(());
    }
    if enemy_extra && let Move::Castle { king, rook } = m {
        let (king_to, _) = castle_targets(king, rook);
        let path =
            attacks::between(king, king_to) | Bitboard::from_square(king) | Bitboard::from_square(king_to);
        for sq in path {
            if effects::attackers(pos.board(), fx, sq, !us).any() {
                return Err(Refusal::SelfCheck);
            }
        }
    }
    let mut board = pos.board().clone();
    apply_parts(&mut board, p);
    for sq in traps {
        board.discard_piece_at(sq);
    }
    if effects::in_check(&board, fx, us) {
        return Err(Refusal::SelfCheck);
    }
    Ok(())
}

/// Whether the side to move has at least one standard move under the effects
/// on the table (stops at the first one found).
pub fn has_legal_move(pos: &Chess, fx: &[ActiveEffect]) -> bool {
    let base = pos.legal_moves();
    if fx.is_empty() {
        return !base.is_empty();
    }
    if base
        .iter()
        .any(|m| allowed(pos, fx, *m, &parts(pos.board(), *m), false).is_ok())
    {
        return true;
    }
    !legal_moves(pos, fx).is_empty()
}

/// Every standard move the side to move may play under the effects on the table.
pub fn legal_moves(pos: &Chess, fx: &[ActiveEffect]) -> Vec<Move> {
    let base = pos.legal_moves();
    if fx.is_empty() {
        return base.into_iter().collect();
    }
    let mut out = Vec::with_capacity(base.len() + 4);
    for m in base.iter() {
        let p = parts(pos.board(), *m);
        if allowed(pos, fx, *m, &p, false).is_ok() {
            out.push(*m);
        }
    }
    let us = pos.turn();
    let board = pos.board();
    for (sq, like) in effects::extra_movers(fx, us) {
        let Some(piece) = board.piece_at(sq) else {
            continue;
        };
        if piece.color != us {
            continue;
        }
        let reach = attacks::attacks(
            sq,
            Piece {
                color: us,
                role: like,
            },
            board.occupied(),
        ) & !board.by_color(us)
            & !board.kings();
        for to in reach {
            if base.iter().any(|m| m.from() == Some(sq) && m.to() == to) {
                continue;
            }
            if piece.role == Role::Pawn
                && (to.rank() == arbitro_rules::shakmaty::Rank::First
                    || to.rank() == arbitro_rules::shakmaty::Rank::Eighth)
            {
                continue;
            }
            let m = Move::Normal {
                role: piece.role,
                from: sq,
                capture: board.role_at(to),
                to,
                promotion: None,
            };
            let p = parts(board, m);
            if allowed(pos, fx, m, &p, true).is_ok() {
                out.push(m);
            }
        }
    }
    out
}

/// The legal move written `text` (UCI, or SAN among the moves legal under
/// the effects), or why there is none: an effect that forbids it (named,
/// with its card, owner and turns left), a king left in check, or no such
/// move at all.
pub fn find_move(deck: &Deck, pos: &Chess, fx: &[ActiveEffect], text: &str) -> Result<Move, Verdict> {
    find_move_among(deck, pos, fx, text).map(|(m, _)| m)
}

/// [`find_move`], with the moves legal under the effects it was found
/// among (what its SAN is disambiguated against).
pub(crate) fn find_move_among(
    deck: &Deck,
    pos: &Chess,
    fx: &[ActiveEffect],
    text: &str,
) -> Result<(Move, Vec<Move>), Verdict> {
    let text = text.trim();
    let candidates: Vec<Move> = if fx.is_empty() {
        pos.legal_moves().into_iter().collect()
    } else {
        legal_moves(pos, fx)
    };
    match moves::read(&candidates, text) {
        moves::Read::Found(m) => return Ok((m, candidates)),
        moves::Read::NotAMove => {
            return Err(Verdict::new(
                Reason::InvalidEvent,
                Why::NotAMove {
                    text: text.to_string(),
                },
            ));
        }
        moves::Read::Ambiguous => {
            return Err(Verdict::new(
                Reason::IllegalMove,
                Why::IllegalMove { mv: text.to_string() },
            ));
        }
        moves::Read::NoMatch => {}
    }
    // Explain: a standard move that an effect forbids, one that exposes the king, or none at all.
    let standard: Vec<Move> = pos.legal_moves().into_iter().collect();
    if let moves::Read::Found(m) = moves::read(&standard, text) {
        let p = parts(pos.board(), m);
        return Err(match allowed(pos, fx, m, &p, false) {
            Err(Refusal::Blocked(e, how)) => Verdict::new(
                Reason::BlockedByEffect,
                Why::BlockedMove {
                    mv: text.to_string(),
                    how,
                    effect: Box::new(crate::game::effect_ref(deck, e)),
                },
            ),
            _ => Verdict::new(Reason::SelfCheck, Why::SelfCheckMove { mv: text.to_string() }),
        });
    }
    if let Some((from, to, _)) = moves::parse_uci(text)
        && exposes_king(pos, fx, from, to)
    {
        return Err(Verdict::citing(
            Reason::SelfCheck,
            "FI-1",
            Why::SelfCheckMove { mv: text.to_string() },
        ));
    }
    Err(Verdict::new(
        Reason::IllegalMove,
        Why::IllegalMove { mv: text.to_string() },
    ))
}

/// Whether moving the piece on `from` to `to` along its pattern would leave its king attacked.
fn exposes_king(pos: &Chess, fx: &[ActiveEffect], from: Square, to: Square) -> bool {
    let board = pos.board();
    let us = pos.turn();
    let Some(piece) = board.piece_at(from) else {
        return false;
    };
    if piece.color != us || board.color_at(to) == Some(us) {
        return false;
    }
    let reach = match piece.role {
        Role::Pawn => {
            attacks::pawn_attacks(us, from)
                | from
                    .offset(if us == Color::White { 8 } else { -8 })
                    .map(Bitboard::from_square)
                    .unwrap_or(Bitboard::EMPTY)
        }
        role => attacks::attacks(from, Piece { color: us, role }, board.occupied()),
    };
    if !reach.contains(to) {
        return false;
    }
    let mut b = board.clone();
    b.discard_piece_at(to);
    b.discard_piece_at(from);
    b.set_piece_at(to, piece);
    effects::in_check(&b, fx, us)
}
