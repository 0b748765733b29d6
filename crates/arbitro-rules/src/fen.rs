//! Reading FEN text field by field, so that a refusal says which field is
//! wrong and how — every problem found, not the first one a parser meets —
//! and the reasons a well-formed setup is not a legal position.
//!
//! The fields are checked here first (piece placement rank by rank, side to
//! move, castling in X-FEN or Shredder-FEN letters, en-passant square,
//! clocks); only text that passes is handed to shakmaty, which builds the
//! setup. (shakmaty alone would read a ninth rank as a crazyhouse reserve
//! and report "invalid pocket".)

use std::fmt;

use shakmaty::fen::{Fen, ParseFenError};
use shakmaty::{PositionErrorKinds, Setup};

/// One thing wrong with a FEN's text.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum FenProblem {
    /// No text at all.
    Empty,
    /// Not 4 to 6 fields separated by spaces.
    FieldCount {
        /// How many fields there are.
        found: usize,
    },
    /// Field 1 cannot be read (a crazyhouse board of bughouse).
    Board {
        /// The field as written.
        found: String,
    },
    /// Field 1 has another number of ranks than 8.
    RankCount {
        /// How many ranks it has.
        found: usize,
    },
    /// A rank of field 1 does not add up to 8 squares.
    RankLength {
        /// The rank (8 is written first).
        rank: u8,
        /// How many squares it adds up to.
        squares: usize,
    },
    /// A character of field 1 that is neither a piece letter nor 1–8.
    PieceLetter {
        /// The rank it is in.
        rank: u8,
        /// The character.
        letter: char,
    },
    /// Field 2 is not `w` or `b`.
    SideToMove {
        /// The field as written.
        found: String,
    },
    /// Field 3 is not `-`, X-FEN (`KQkq`) or Shredder-FEN (file letters).
    Castling {
        /// The field as written.
        found: String,
    },
    /// Field 4 is not `-` or a square of the third or sixth rank.
    EnPassant {
        /// The field as written.
        found: String,
    },
    /// Field 5 is not a number.
    HalfmoveClock {
        /// The field as written.
        found: String,
    },
    /// Field 6 is not a positive number.
    MoveNumber {
        /// The field as written.
        found: String,
    },
    /// Anything else the FEN reader refused (crazyhouse reserves, remaining
    /// checks: other variants' fields).
    Unreadable,
}

impl fmt::Display for FenProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenProblem::Empty => {
                f.write_str("not a FEN (expected board, side, castling, en passant, clocks)")
            }
            FenProblem::FieldCount { found } => write!(
                f,
                "not a FEN: {found} fields, where 4 to 6 are expected (board, side, castling, en passant, clocks)"
            ),
            FenProblem::Board { found } => write!(f, "field 1 (piece placement) is invalid: \"{found}\""),
            FenProblem::RankCount { found } => {
                write!(f, "field 1 (piece placement) has {found} ranks, not 8")
            }
            FenProblem::RankLength { rank, squares } => write!(
                f,
                "field 1 (piece placement): rank {rank} has {squares} squares, not 8"
            ),
            FenProblem::PieceLetter { rank, letter } => write!(
                f,
                "field 1 (piece placement): '{letter}' on rank {rank} is neither a piece (KQRBNP, kqrbnp) nor a number of empty squares (1-8)"
            ),
            FenProblem::SideToMove { found } => {
                write!(f, "field 2 (side to move) must be w or b, not \"{found}\"")
            }
            FenProblem::Castling { found } => write!(
                f,
                "field 3 (castling) must be -, KQkq (X-FEN) or rook files (Shredder-FEN), not \"{found}\""
            ),
            FenProblem::EnPassant { found } => write!(
                f,
                "field 4 (en passant) must be - or a square of the third or sixth rank, not \"{found}\""
            ),
            FenProblem::HalfmoveClock { found } => {
                write!(f, "field 5 (half-move clock) must be a number, not \"{found}\"")
            }
            FenProblem::MoveNumber { found } => {
                write!(
                    f,
                    "field 6 (move number) must be a positive number, not \"{found}\""
                )
            }
            FenProblem::Unreadable => f.write_str("the FEN holds fields of another variant"),
        }
    }
}

impl arbitro_i18n::Message for FenProblem {
    fn code(&self) -> &str {
        match self {
            FenProblem::Empty => "rules-fen-empty",
            FenProblem::FieldCount { .. } => "rules-fen-field-count",
            FenProblem::Board { .. } => "rules-fen-board",
            FenProblem::RankCount { .. } => "rules-fen-rank-count",
            FenProblem::RankLength { .. } => "rules-fen-rank-length",
            FenProblem::PieceLetter { .. } => "rules-fen-piece-letter",
            FenProblem::SideToMove { .. } => "rules-fen-side",
            FenProblem::Castling { .. } => "rules-fen-castling",
            FenProblem::EnPassant { .. } => "rules-fen-en-passant",
            FenProblem::HalfmoveClock { .. } => "rules-fen-halfmove-clock",
            FenProblem::MoveNumber { .. } => "rules-fen-move-number",
            FenProblem::Unreadable => "rules-fen-unreadable",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            FenProblem::Empty | FenProblem::Unreadable => Vec::new(),
            FenProblem::FieldCount { found } | FenProblem::RankCount { found } => {
                vec![("found", Arg::from(*found))]
            }
            FenProblem::RankLength { rank, squares } => {
                vec![("rank", Arg::from(*rank)), ("squares", Arg::from(*squares))]
            }
            FenProblem::PieceLetter { rank, letter } => {
                vec![
                    ("rank", Arg::from(*rank)),
                    ("letter", Arg::from(letter.to_string())),
                ]
            }
            FenProblem::Board { found }
            | FenProblem::SideToMove { found }
            | FenProblem::Castling { found }
            | FenProblem::EnPassant { found }
            | FenProblem::HalfmoveClock { found }
            | FenProblem::MoveNumber { found } => vec![("found", Arg::from(found))],
        }
    }
}

/// The problems of a piece-placement field, rank by rank.
fn board_problems(board: &str, out: &mut Vec<FenProblem>) {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        out.push(FenProblem::RankCount { found: ranks.len() });
    }
    for (index, text) in ranks.iter().enumerate().take(8) {
        let rank = 8 - index as u8;
        let mut squares = 0usize;
        let mut letters_ok = true;
        for c in text.chars() {
            match c {
                '1'..='8' => squares += c as usize - '0' as usize,
                'K' | 'Q' | 'R' | 'B' | 'N' | 'P' | 'k' | 'q' | 'r' | 'b' | 'n' | 'p' => squares += 1,
                other => {
                    letters_ok = false;
                    out.push(FenProblem::PieceLetter { rank, letter: other });
                }
            }
        }
        if letters_ok && squares != 8 {
            out.push(FenProblem::RankLength { rank, squares });
        }
    }
}

fn castling_ok(field: &str) -> bool {
    field == "-"
        || (!field.is_empty()
            && field.len() <= 4
            && field
                .chars()
                .all(|c| matches!(c, 'K' | 'Q' | 'k' | 'q' | 'A'..='H' | 'a'..='h')))
}

fn en_passant_ok(field: &str) -> bool {
    let b = field.as_bytes();
    field == "-" || (b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && (b[1] == b'3' || b[1] == b'6'))
}

/// Every problem of a FEN's text, field by field (empty when it reads).
pub(crate) fn problems(text: &str) -> Vec<FenProblem> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let mut out = Vec::new();
    match fields.len() {
        0 => {
            out.push(FenProblem::Empty);
            return out;
        }
        1..=3 | 7.. => out.push(FenProblem::FieldCount { found: fields.len() }),
        _ => {}
    }
    board_problems(fields[0], &mut out);
    if let Some(side) = fields.get(1)
        && !matches!(*side, "w" | "b")
    {
        out.push(FenProblem::SideToMove {
            found: side.to_string(),
        });
    }
    if let Some(castling) = fields.get(2)
        && !castling_ok(castling)
    {
        out.push(FenProblem::Castling {
            found: castling.to_string(),
        });
    }
    if let Some(ep) = fields.get(3)
        && !en_passant_ok(ep)
    {
        out.push(FenProblem::EnPassant {
            found: ep.to_string(),
        });
    }
    if let Some(clock) = fields.get(4)
        && clock.parse::<u32>().is_err()
    {
        out.push(FenProblem::HalfmoveClock {
            found: clock.to_string(),
        });
    }
    if let Some(number) = fields.get(5)
        && !number.parse::<u32>().is_ok_and(|n| n > 0)
    {
        out.push(FenProblem::MoveNumber {
            found: number.to_string(),
        });
    }
    out
}

/// The FEN's setup, or every problem of its text.
pub(crate) fn parse(text: &str) -> Result<Setup, Vec<FenProblem>> {
    let found = problems(text);
    if !found.is_empty() {
        return Err(found);
    }
    Fen::from_ascii(text.trim().as_bytes())
        .map(Fen::into_setup)
        .map_err(|err| vec![from_shakmaty(&err, text)])
}

/// A FEN problem as shakmaty reports it for `text` (crazyhouse FENs of
/// bughouse boards, whose reserves this module's checks do not read).
pub(crate) fn from_shakmaty(err: &ParseFenError, text: &str) -> FenProblem {
    let field = |i: usize| text.split_whitespace().nth(i).unwrap_or("").to_string();
    match err {
        ParseFenError::InvalidFen => FenProblem::Empty,
        ParseFenError::InvalidBoard | ParseFenError::InvalidPocket => FenProblem::Board { found: field(0) },
        ParseFenError::InvalidTurn => FenProblem::SideToMove { found: field(1) },
        ParseFenError::InvalidCastling => FenProblem::Castling { found: field(2) },
        ParseFenError::InvalidEpSquare => FenProblem::EnPassant { found: field(3) },
        ParseFenError::InvalidHalfmoveClock => FenProblem::HalfmoveClock { found: field(4) },
        ParseFenError::InvalidFullmoves => FenProblem::MoveNumber { found: field(5) },
        ParseFenError::InvalidRemainingChecks => FenProblem::Unreadable,
    }
}

/// A reason a well-formed setup is not a legal position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PositionProblem {
    /// There is no piece at all.
    EmptyBoard,
    /// A king is missing.
    MissingKing,
    /// A side has more than one king.
    TooManyKings,
    /// A pawn stands on the first or last rank.
    PawnsOnBackrank,
    /// A castling right has no unmoved king and rook to go with it.
    CastlingRights,
    /// The en-passant square does not follow a double pawn push.
    EnPassantSquare,
    /// The side not to move is in check.
    OppositeCheck,
    /// The check cannot have arisen from a legal move.
    ImpossibleCheck,
    /// More material than a game can produce.
    TooMuchMaterial,
    /// Not valid in this variant.
    Variant,
    /// Not a legal position (no more precise reason).
    NotLegal,
}

impl PositionProblem {
    const TABLE: [(PositionErrorKinds, PositionProblem); 10] = [
        (PositionErrorKinds::EMPTY_BOARD, PositionProblem::EmptyBoard),
        (PositionErrorKinds::MISSING_KING, PositionProblem::MissingKing),
        (PositionErrorKinds::TOO_MANY_KINGS, PositionProblem::TooManyKings),
        (
            PositionErrorKinds::PAWNS_ON_BACKRANK,
            PositionProblem::PawnsOnBackrank,
        ),
        (
            PositionErrorKinds::INVALID_CASTLING_RIGHTS,
            PositionProblem::CastlingRights,
        ),
        (
            PositionErrorKinds::INVALID_EP_SQUARE,
            PositionProblem::EnPassantSquare,
        ),
        (PositionErrorKinds::OPPOSITE_CHECK, PositionProblem::OppositeCheck),
        (
            PositionErrorKinds::IMPOSSIBLE_CHECK,
            PositionProblem::ImpossibleCheck,
        ),
        (
            PositionErrorKinds::TOO_MUCH_MATERIAL,
            PositionProblem::TooMuchMaterial,
        ),
        (PositionErrorKinds::VARIANT, PositionProblem::Variant),
    ];

    /// Every reason in a set of shakmaty's position errors.
    pub(crate) fn all_of(kinds: PositionErrorKinds) -> Vec<PositionProblem> {
        let mut out: Vec<PositionProblem> = PositionProblem::TABLE
            .iter()
            .filter(|(kind, _)| kinds.contains(*kind))
            .map(|(_, problem)| *problem)
            .collect();
        if out.is_empty() {
            out.push(PositionProblem::NotLegal);
        }
        out
    }
}

impl fmt::Display for PositionProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PositionProblem::EmptyBoard => "the board is empty",
            PositionProblem::MissingKing => "a king is missing",
            PositionProblem::TooManyKings => "a side has more than one king",
            PositionProblem::PawnsOnBackrank => "a pawn stands on the first or last rank",
            PositionProblem::CastlingRights => "a castling right has no unmoved king and rook to go with it",
            PositionProblem::EnPassantSquare => "the en-passant square does not follow a double pawn push",
            PositionProblem::OppositeCheck => "the side not to move is in check",
            PositionProblem::ImpossibleCheck => "the check cannot have arisen from a legal move",
            PositionProblem::TooMuchMaterial => "more material than a game can produce",
            PositionProblem::Variant => "not valid in this variant",
            PositionProblem::NotLegal => "not a legal position",
        })
    }
}

impl arbitro_i18n::Message for PositionProblem {
    fn code(&self) -> &str {
        match self {
            PositionProblem::EmptyBoard => "rules-position-empty-board",
            PositionProblem::MissingKing => "rules-position-missing-king",
            PositionProblem::TooManyKings => "rules-position-too-many-kings",
            PositionProblem::PawnsOnBackrank => "rules-position-pawns-on-backrank",
            PositionProblem::CastlingRights => "rules-position-castling-rights",
            PositionProblem::EnPassantSquare => "rules-position-en-passant",
            PositionProblem::OppositeCheck => "rules-position-opposite-check",
            PositionProblem::ImpossibleCheck => "rules-position-impossible-check",
            PositionProblem::TooMuchMaterial => "rules-position-too-much-material",
            PositionProblem::Variant => "rules-position-variant",
            PositionProblem::NotLegal => "rules-position-not-legal",
        }
    }
}

/// Problems written one after the other, separated by "; ".
pub(crate) fn joined<T: fmt::Display>(items: &[T]) -> String {
    items
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("; ")
}
