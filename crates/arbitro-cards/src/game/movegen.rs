//! Standard moves under the effects on the table: FIDE moves (through
//! shakmaty) minus what effects forbid (frozen pieces, walls, protected
//! pieces, traps that would expose the king) plus what they grant (extra
//! movement patterns), never leaving the mover's king attacked (AM-R9).

use arbitro_rules::shakmaty::{
    Bitboard, Board, CastlingSide, Chess, Color, File, Move, Piece, Position, Role, Square, attacks,
};

use super::effects;
use super::state::ActiveEffect;
use crate::reason::{Reason, Verdict};

/// The displacements of one move (one piece, or king and rook when castling),
/// kept inline: move generation builds one per candidate move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Displacements {
    items: [(Square, Square, Piece); 2],
    len: u8,
}

impl Displacements {
    fn of(list: &[(Square, Square, Piece)]) -> Displacements {
        let filler = (
            Square::A1,
            Square::A1,
            Piece {
                color: Color::White,
                role: Role::Pawn,
            },
        );
        let mut items = [filler; 2];
        for (slot, item) in items.iter_mut().zip(list) {
            *slot = *item;
        }
        Displacements {
            items,
            len: list.len().min(2) as u8,
        }
    }
}

impl std::ops::Deref for Displacements {
    type Target = [(Square, Square, Piece)];

    fn deref(&self) -> &Self::Target {
        &self.items[..self.len as usize]
    }
}

impl<'a> IntoIterator for &'a Displacements {
    type Item = &'a (Square, Square, Piece);
    type IntoIter = std::slice::Iter<'a, (Square, Square, Piece)>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// The pieces a move displaces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveParts {
    /// Every piece that moves: from, to, the piece as it stands after the move.
    pub moves: Displacements,
    /// The piece captured and where it stood.
    pub capture: Option<(Square, Piece)>,
    /// The moving piece as it was (before a promotion).
    pub mover: Piece,
}

/// Where king and rook land when castling.
pub fn castle_targets(king: Square, rook: Square) -> (Square, Square) {
    let side = if rook.file() > king.file() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    let rank = king.rank();
    match side {
        CastlingSide::KingSide => (
            Square::from_coords(File::G, rank),
            Square::from_coords(File::F, rank),
        ),
        CastlingSide::QueenSide => (
            Square::from_coords(File::C, rank),
            Square::from_coords(File::D, rank),
        ),
    }
}

/// Splits a move into piece displacements.
pub fn parts(board: &Board, m: Move) -> MoveParts {
    let turn_piece = |sq: Square| board.piece_at(sq);
    match m {
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            let mover = turn_piece(from).unwrap_or(Piece {
                color: Color::White,
                role,
            });
            let after = Piece {
                color: mover.color,
                role: promotion.unwrap_or(role),
            };
            MoveParts {
                moves: Displacements::of(&[(from, to, after)]),
                capture: capture.and_then(|_| turn_piece(to).map(|p| (to, p))),
                mover,
            }
        }
        Move::EnPassant { from, to } => {
            let mover = turn_piece(from).unwrap_or(Piece {
                color: Color::White,
                role: Role::Pawn,
            });
            let captured_sq = Square::from_coords(to.file(), from.rank());
            MoveParts {
                moves: Displacements::of(&[(from, to, mover)]),
                capture: turn_piece(captured_sq).map(|p| (captured_sq, p)),
                mover,
            }
        }
        Move::Castle { king, rook } => {
            let (king_to, rook_to) = castle_targets(king, rook);
            let k = turn_piece(king).unwrap_or(Piece {
                color: Color::White,
                role: Role::King,
            });
            let r = turn_piece(rook).unwrap_or(Piece {
                color: k.color,
                role: Role::Rook,
            });
            MoveParts {
                moves: Displacements::of(&[(king, king_to, k), (rook, rook_to, r)]),
                capture: None,
                mover: k,
            }
        }
        Move::Put { role, .. } => MoveParts {
            moves: Displacements::of(&[]),
            capture: None,
            mover: Piece {
                color: Color::White,
                role,
            },
        },
    }
}

/// Applies the displacements to a board (no legality checks).
pub fn apply_parts(board: &mut Board, p: &MoveParts) {
    if let Some((sq, _)) = p.capture {
        board.discard_piece_at(sq);
    }
    for (from, _, _) in &p.moves {
        board.discard_piece_at(*from);
    }
    for (_, to, piece) in &p.moves {
        board.set_piece_at(*to, *piece);
    }
}

/// Why a candidate move is not allowed.
enum Refusal<'e> {
    Blocked(&'e ActiveEffect, &'static str),
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
            return Err(Refusal::Blocked(e, "frozen"));
        }
        let before = pos.board().piece_at(*from).unwrap_or(*piece);
        if let Some(e) = effects::entry_blocked(fx, before, *from, *to) {
            return Err(Refusal::Blocked(e, "no_entry"));
        }
    }
    if let Some((sq, piece)) = p.capture
        && let Some(e) = effects::capture_protected(fx, sq, piece)
    {
        return Err(Refusal::Blocked(e, "no_capture"));
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

/// Parses a UCI move (`e2e4`, `e7e8q`, castling as king-to-target or king-takes-rook).
pub fn parse_uci(text: &str) -> Option<(Square, Square, Option<Role>)> {
    let b = text.as_bytes();
    if b.len() != 4 && b.len() != 5 {
        return None;
    }
    let from = Square::from_ascii(&b[0..2]).ok()?;
    let to = Square::from_ascii(&b[2..4]).ok()?;
    let promo = match b.get(4) {
        None => None,
        Some(b'q') => Some(Role::Queen),
        Some(b'r') => Some(Role::Rook),
        Some(b'b') => Some(Role::Bishop),
        Some(b'n') => Some(Role::Knight),
        Some(_) => return None,
    };
    Some((from, to, promo))
}

/// Whether `m` is the move written `from`-`to`-`promo`.
pub fn matches_uci(m: Move, from: Square, to: Square, promo: Option<Role>) -> bool {
    match m {
        Move::Normal {
            from: f,
            to: t,
            promotion,
            ..
        } => f == from && t == to && promotion == promo,
        Move::EnPassant { from: f, to: t } => f == from && t == to && promo.is_none(),
        Move::Castle { king, rook } => {
            let (king_to, _) = castle_targets(king, rook);
            king == from && (to == rook || to == king_to) && promo.is_none()
        }
        Move::Put { .. } => false,
    }
}

/// The UCI text of a move (castling as king to its target square, or
/// king-takes-rook in Chess960).
pub fn uci_of(m: Move, chess960: bool) -> String {
    let (from, to, promo) = match m {
        Move::Normal {
            from, to, promotion, ..
        } => (from, to, promotion),
        Move::EnPassant { from, to } => (from, to, None),
        Move::Castle { king, rook } => {
            let to = if chess960 {
                rook
            } else {
                castle_targets(king, rook).0
            };
            (king, to, None)
        }
        Move::Put { to, .. } => (to, to, None),
    };
    let mut s = format!("{from}{to}");
    if let Some(r) = promo {
        s.push(r.char());
    }
    s
}

/// The legal move written `uci`, or why there is none.
pub fn find_move(pos: &Chess, fx: &[ActiveEffect], uci: &str) -> Result<Move, Verdict> {
    let Some((from, to, promo)) = parse_uci(uci) else {
        return Err(Verdict::new(
            Reason::InvalidEvent,
            format!("{uci:?} is not a UCI move"),
        ));
    };
    if fx.is_empty() {
        if let Some(m) = pos
            .legal_moves()
            .iter()
            .find(|m| matches_uci(**m, from, to, promo))
        {
            return Ok(*m);
        }
    } else if let Some(m) = legal_moves(pos, fx)
        .iter()
        .find(|m| matches_uci(**m, from, to, promo))
    {
        return Ok(*m);
    }
    // Explain: a standard move that an effect forbids, one that exposes the king, or none at all.
    for m in pos.legal_moves() {
        if matches_uci(m, from, to, promo) {
            let p = parts(pos.board(), m);
            return Err(match allowed(pos, fx, m, &p, false) {
                Err(Refusal::Blocked(e, what)) => blocked_verdict(e, what, uci),
                _ => Verdict::new(
                    Reason::SelfCheck,
                    format!("{uci} would leave the mover's king in check"),
                ),
            });
        }
    }
    if exposes_king(pos, fx, from, to) {
        return Err(Verdict::citing(
            Reason::SelfCheck,
            "FI-1",
            format!("{uci} would leave the mover's king in check"),
        ));
    }
    Err(Verdict::new(
        Reason::IllegalMove,
        format!("{uci} is not a legal move here"),
    ))
}

fn blocked_verdict(e: &ActiveEffect, what: &str, uci: &str) -> Verdict {
    let why = match what {
        "frozen" => "the piece is frozen",
        "no_entry" => "the destination is closed to that piece",
        _ => "the captured piece is protected",
    };
    Verdict::new(
        Reason::BlockedByEffect,
        format!("{uci}: {why} by an effect on the table (effect #{})", e.id),
    )
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
