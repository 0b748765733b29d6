//! What the effects on the table allow and forbid, and how they follow the
//! pieces they are anchored to (AM-D8, AM-G4): a piece anchor moves with its
//! piece and ends when the piece leaves the board or changes kind; a zone
//! anchor stays where it is.

use arbitro_rules::shakmaty::{Bitboard, Board, Color, Piece, Role, Square, attacks};

use crate::deck::vocabulary::{ArrivalTrigger, Lasting, Side};
use crate::game::state::{ActiveEffect, Anchor};

/// Whether `side` (relative to `owner`) covers a piece of colour `colour`.
pub fn side_matches(side: Side, owner: Color, colour: Color) -> bool {
    match side {
        Side::Own => colour == owner,
        Side::Enemy => colour != owner,
        Side::Any => true,
    }
}

fn covers(e: &ActiveEffect, sq: Square) -> bool {
    match &e.anchor {
        Anchor::Piece { square, .. } => *square == sq,
        Anchor::Zone(z) => z.squares.contains(sq),
        Anchor::Player => true,
        Anchor::None => false,
    }
}

/// The effect that freezes the piece on `sq` (AM-15/16 style `no_move`).
pub fn frozen(effects: &[ActiveEffect], sq: Square) -> Option<&ActiveEffect> {
    effects.iter().find(|e| {
        matches!(e.effect, Some(Lasting::NoMove))
            && matches!(e.anchor, Anchor::Piece { square, .. } if square == sq)
    })
}

/// The effect that keeps `piece` from moving onto `to` (`no_entry`).
pub fn entry_blocked(
    effects: &[ActiveEffect],
    piece: Piece,
    from: Square,
    to: Square,
) -> Option<&ActiveEffect> {
    effects.iter().find(|e| match e.effect {
        Some(Lasting::NoEntry { side, except_king }) => {
            covers(e, to)
                && side_matches(side, e.owner, piece.color)
                && !(except_king && piece.role == Role::King)
                && !e.exempt.contains(from)
        }
        _ => false,
    })
}

/// The effect that keeps the piece on `sq` from being captured (`no_capture`).
pub fn capture_protected(effects: &[ActiveEffect], sq: Square, piece: Piece) -> Option<&ActiveEffect> {
    effects.iter().find(|e| match e.effect {
        Some(Lasting::NoCapture { side, .. }) => covers(e, sq) && side_matches(side, e.owner, piece.color),
        _ => false,
    })
}

/// The effect that keeps the piece on `sq` from being eliminated by a card
/// (`no_capture` with `eliminations`).
pub fn elimination_protected(effects: &[ActiveEffect], sq: Square, piece: Piece) -> Option<&ActiveEffect> {
    effects.iter().find(|e| match e.effect {
        Some(Lasting::NoCapture {
            side,
            eliminations: true,
        }) => covers(e, sq) && side_matches(side, e.owner, piece.color),
        _ => false,
    })
}

/// The effect that keeps pieces of `colour` from being relocated by cards (`no_card_relocation`).
pub fn relocation_protected(effects: &[ActiveEffect], colour: Color) -> Option<&ActiveEffect> {
    effects.iter().find(|e| match e.effect {
        Some(Lasting::NoCardRelocation { side }) => side_matches(side, e.owner, colour),
        _ => false,
    })
}

/// The trap that eliminates `piece` arriving from `from` on `to`
/// (`eliminate_on_arrival`), unless the piece is immune to it (its shield
/// exemption is looked up on `exempt_square`) or protected from eliminations.
pub fn arrival_trap(
    effects: &[ActiveEffect],
    piece: Piece,
    from: Option<Square>,
    to: Square,
    exempt_square: Square,
) -> Option<usize> {
    if piece.role == Role::King {
        return None;
    }
    let found = effects.iter().position(|e| match e.effect {
        Some(Lasting::EliminateOnArrival {
            side,
            except_king: _,
            trigger,
            once: _,
        }) => {
            let Anchor::Zone(z) = &e.anchor else {
                return false;
            };
            let arrives = match trigger {
                ArrivalTrigger::EndsOn => z.squares.contains(to),
                ArrivalTrigger::Enters => {
                    z.squares.contains(to) && !from.is_some_and(|f| z.squares.contains(f))
                }
            };
            arrives
                && side_matches(side, e.owner, piece.color)
                && !e.exempt.contains(exempt_square)
                && !e.no_eliminations
        }
        _ => false,
    })?;
    if elimination_protected(effects, to, piece).is_some() {
        return None;
    }
    Some(found)
}

/// Pieces of `colour` with an extra movement pattern: (square, pattern).
pub fn extra_movers(effects: &[ActiveEffect], colour: Color) -> impl Iterator<Item = (Square, Role)> + '_ {
    effects.iter().filter_map(move |e| match (e.effect, &e.anchor) {
        (Some(Lasting::ExtraMovement { like }), Anchor::Piece { square, piece }) if piece.color == colour => {
            Some((*square, like.role()))
        }
        _ => None,
    })
}

/// Whether any piece of `colour` has an extra movement pattern.
pub fn has_extra_movers(effects: &[ActiveEffect], colour: Color) -> bool {
    extra_movers(effects, colour).next().is_some()
}

/// Squares from which pieces of `by` attack `target`: standard attacks plus
/// the extra patterns effects grant (a piece that may capture the king gives check).
pub fn attackers(board: &Board, effects: &[ActiveEffect], target: Square, by: Color) -> Bitboard {
    let occupied = board.occupied();
    let mut bb = board.attacks_to(target, by, occupied);
    for (sq, like) in extra_movers(effects, by) {
        if board.color_at(sq) == Some(by)
            && attacks::attacks(
                sq,
                Piece {
                    color: by,
                    role: like,
                },
                occupied,
            )
            .contains(target)
        {
            bb.add(sq);
        }
    }
    bb
}

/// Whether `colour`'s king is attacked (standard and extra patterns).
pub fn in_check(board: &Board, effects: &[ActiveEffect], colour: Color) -> bool {
    match board.king_of(colour) {
        Some(k) => attackers(board, effects, k, !colour).any(),
        None => false,
    }
}

/// Moves piece anchors and shield exemptions along with their pieces; every
/// pair is applied at once (castling in Chess960 may swap squares).
pub fn follow_moves(effects: &mut [ActiveEffect], moves: &[(Square, Square)]) {
    for e in effects.iter_mut() {
        if let Anchor::Piece { square, .. } = &mut e.anchor
            && let Some((_, to)) = moves.iter().find(|(from, _)| from == square)
        {
            *square = *to;
        }
        if e.exempt.any() {
            let mut next = e.exempt;
            for (from, _) in moves {
                next.discard(*from);
            }
            for (from, to) in moves {
                if e.exempt.contains(*from) {
                    next.add(*to);
                }
            }
            e.exempt = next;
        }
    }
}

/// The piece on `sq` left the board or changed kind: its piece-anchored
/// effects end (returned) and it loses its shield exemptions.
pub fn piece_gone(effects: &mut Vec<ActiveEffect>, sq: Square) -> Vec<ActiveEffect> {
    let mut ended = Vec::new();
    let mut k = 0;
    while k < effects.len() {
        if matches!(effects[k].anchor, Anchor::Piece { square, .. } if square == sq) {
            ended.push(effects.remove(k));
        } else {
            effects[k].exempt.discard(sq);
            k += 1;
        }
    }
    ended
}
