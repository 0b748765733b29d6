//! Standard moves as the card engine handles them in both families: the
//! pieces a move displaces (one, or king and rook when castling), and the
//! move's text in UCI (`e2e4`, `e7e8q`, castling as king-to-target or
//! king-takes-rook) or SAN.

use arbitro_rules::shakmaty::san::San;
use arbitro_rules::shakmaty::{Board, CastlingSide, Color, File, Move, MoveList, Piece, Role, Square};

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

/// What a move text names among a list of moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Read {
    /// Exactly this move.
    Found(Move),
    /// A well-formed move that is not among them.
    NoMatch,
    /// A SAN that more than one of them matches.
    Ambiguous,
    /// Not a move in UCI or SAN.
    NotAMove,
}

/// Reads `text` as one of `candidates`: UCI in either case (`e2e4`,
/// `E7E8Q`), else SAN (`Nf3`, `exd5`, `O-O` or `0-0`; check and
/// annotation marks ignored).
pub fn read(candidates: &[Move], text: &str) -> Read {
    let text = text.trim();
    let lower = text.to_ascii_lowercase();
    if let Some((from, to, promo)) = parse_uci(&lower) {
        return match candidates.iter().find(|m| matches_uci(**m, from, to, promo)) {
            Some(m) => Read::Found(*m),
            None => Read::NoMatch,
        };
    }
    let clean = text.trim_end_matches(['+', '#', '!', '?']).replace('0', "O");
    let Ok(san) = San::from_ascii(clean.as_bytes()) else {
        return Read::NotAMove;
    };
    let mut found = candidates.iter().copied().filter(|m| san.matches(*m));
    match (found.next(), found.next()) {
        (Some(m), None) => Read::Found(m),
        (None, _) => Read::NoMatch,
        (Some(_), Some(_)) => Read::Ambiguous,
    }
}

/// The SAN of `m` among `legal` (the moves legal under the effects on the
/// table), without check marks.
pub fn san_among(legal: &[Move], m: Move) -> String {
    let mut list = MoveList::new();
    for x in legal {
        if list.try_push(*x).is_err() {
            break;
        }
    }
    San::disambiguate(m, &list).to_string()
}
