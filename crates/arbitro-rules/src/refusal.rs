//! Why a move is refused: typed reasons, each with the clause it rests on
//! where one applies, written in English by `Display` and in the user's
//! language through the catalogue (`messages/*/rules.ftl`).

use std::fmt;

use shakmaty::{Color, Role, Square};

use crate::clause::Clause;

/// What stands in the way of castling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CastlingObstacle {
    /// The king or that rook has moved (no castling right on that side).
    NoRight,
    /// The king is in check.
    InCheck,
    /// A piece stands between king and rook or on their final squares.
    InTheWay,
    /// F9-6: the king would jump over its own rook, which is attacked.
    JumpsOverAttackedRook,
    /// The king would pass through an attacked square.
    PassesThroughAttack,
    /// The king would land on an attacked square.
    LandsOnAttack,
}

impl CastlingObstacle {
    fn code(self) -> &'static str {
        match self {
            CastlingObstacle::NoRight => "rules-castling-no-right",
            CastlingObstacle::InCheck => "rules-castling-in-check",
            CastlingObstacle::InTheWay => "rules-castling-in-the-way",
            CastlingObstacle::JumpsOverAttackedRook => "rules-castling-jumps-attacked-rook",
            CastlingObstacle::PassesThroughAttack => "rules-castling-passes-attack",
            CastlingObstacle::LandsOnAttack => "rules-castling-lands-on-attack",
        }
    }
}

impl fmt::Display for CastlingObstacle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CastlingObstacle::NoRight => "no castling right on that side (the king or that rook has moved)",
            CastlingObstacle::InCheck => "the king is in check",
            CastlingObstacle::InTheWay => {
                "a piece stands between the king and the rook or on their final squares"
            }
            CastlingObstacle::JumpsOverAttackedRook => {
                "the king would jump over its own rook, which stands on an attacked square"
            }
            CastlingObstacle::PassesThroughAttack => "the king would pass through an attacked square",
            CastlingObstacle::LandsOnAttack => "the king would land on an attacked square",
        })
    }
}

/// Why a castling move is not available, with the clause that forbids it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CastlingRefusal {
    /// The clause that forbids it.
    pub clause: Clause,
    /// What is in the way.
    pub obstacle: CastlingObstacle,
}

impl fmt::Display for CastlingRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.obstacle, self.clause)
    }
}

impl arbitro_i18n::Message for CastlingRefusal {
    fn code(&self) -> &str {
        self.obstacle.code()
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        vec![("clause", arbitro_i18n::Arg::from(self.clause.id()))]
    }
}

/// Why a well-formed move is not legal in the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveRefusal {
    /// Castling is not available (the obstacle and its clause).
    Castling(CastlingRefusal),
    /// A castling move, but not one of this position.
    NotCastlingHere,
    /// The side to move has no piece on the starting square.
    NoPieceOnStart {
        /// The side to move.
        colour: Color,
    },
    /// The side to move has no piece on that square (UCI).
    NoPieceOn {
        /// The side to move.
        colour: Color,
        /// The square named.
        square: Square,
    },
    /// The move exists with another promotion piece (FI-3).
    PromotionPiece,
    /// A pawn may be promoted only to a queen, rook, bishop or knight (FI-3).
    PromotionRole,
    /// It would leave the mover's king attacked (FI-1).
    ExposesKing {
        /// The side to move.
        colour: Color,
    },
    /// The piece cannot move that way (FI-3).
    WrongWay,
    /// More than one piece can make the move: the SAN must say which.
    Ambiguous,
    /// The side to move has no piece of that kind.
    NoSuchPiece {
        /// The side to move.
        colour: Color,
        /// The kind of piece asked for.
        role: Role,
    },
    /// No piece of that kind can go there: the side is in check (FI-1).
    MustAnswerCheck {
        /// The side to move.
        colour: Color,
        /// The kind of piece asked for.
        role: Role,
        /// The square asked for.
        to: Square,
    },
    /// No piece of that kind can legally go there (FI-3).
    CannotReach {
        /// The side to move.
        colour: Color,
        /// The kind of piece asked for.
        role: Role,
        /// The square asked for.
        to: Square,
    },
    /// A null move is not a move (FI-1).
    NullMove,
    /// No legal move matches the notation.
    NoMatch,
    /// Drops exist only in bughouse.
    Drop,
}

/// The English name of a piece kind.
pub(crate) fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// `white` or `black`, as the catalogue's selectors read them.
pub(crate) fn colour_key(colour: Color) -> &'static str {
    match colour {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl fmt::Display for MoveRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveRefusal::Castling(refusal) => write!(f, "{refusal}"),
            MoveRefusal::NotCastlingHere => f.write_str("not a castling move of this position"),
            MoveRefusal::NoPieceOnStart { colour } => {
                write!(f, "{} has no piece on the starting square", colour_name(*colour))
            }
            MoveRefusal::NoPieceOn { colour, square } => {
                write!(f, "{} has no piece on {square}", colour_name(*colour))
            }
            MoveRefusal::PromotionPiece => f.write_str("the promotion piece is not allowed (FI-3)"),
            MoveRefusal::PromotionRole => {
                f.write_str("a pawn may be promoted only to a queen, rook, bishop or knight (FI-3)")
            }
            MoveRefusal::ExposesKing { colour } => {
                write!(
                    f,
                    "it would leave {}'s king attacked (FI-1)",
                    colour_name(*colour)
                )
            }
            MoveRefusal::WrongWay => f.write_str("the piece cannot move that way (FI-3)"),
            MoveRefusal::Ambiguous => f.write_str("ambiguous: more than one piece can make it"),
            MoveRefusal::NoSuchPiece { colour, role } => write!(
                f,
                "{} has no {} on the board",
                colour_name(*colour),
                role_name(*role)
            ),
            MoveRefusal::MustAnswerCheck { colour, role, to } => write!(
                f,
                "no {} can go to {to} ({} is in check and must answer it, FI-1)",
                role_name(*role),
                colour_name(*colour)
            ),
            MoveRefusal::CannotReach { colour, role, to } => write!(
                f,
                "no {} of {} can legally go to {to} (FI-3)",
                role_name(*role),
                colour_name(*colour)
            ),
            MoveRefusal::NullMove => f.write_str("a null move is not a move (FI-1)"),
            MoveRefusal::NoMatch => f.write_str("no legal move matches it"),
            MoveRefusal::Drop => f.write_str("drops exist only in bughouse"),
        }
    }
}

impl arbitro_i18n::Message for MoveRefusal {
    fn code(&self) -> &str {
        match self {
            MoveRefusal::Castling(refusal) => refusal.obstacle.code(),
            MoveRefusal::NotCastlingHere => "rules-refusal-not-castling-here",
            MoveRefusal::NoPieceOnStart { .. } => "rules-refusal-no-piece-on-start",
            MoveRefusal::NoPieceOn { .. } => "rules-refusal-no-piece-on",
            MoveRefusal::PromotionPiece => "rules-refusal-promotion-piece",
            MoveRefusal::PromotionRole => "rules-refusal-promotion-role",
            MoveRefusal::ExposesKing { .. } => "rules-refusal-exposes-king",
            MoveRefusal::WrongWay => "rules-refusal-wrong-way",
            MoveRefusal::Ambiguous => "rules-refusal-ambiguous",
            MoveRefusal::NoSuchPiece { .. } => "rules-refusal-no-such-piece",
            MoveRefusal::MustAnswerCheck { .. } => "rules-refusal-must-answer-check",
            MoveRefusal::CannotReach { .. } => "rules-refusal-cannot-reach",
            MoveRefusal::NullMove => "rules-refusal-null-move",
            MoveRefusal::NoMatch => "rules-refusal-no-match",
            MoveRefusal::Drop => "rules-refusal-drop",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match *self {
            MoveRefusal::Castling(refusal) => vec![("clause", Arg::from(refusal.clause.id()))],
            MoveRefusal::NoPieceOnStart { colour } | MoveRefusal::ExposesKing { colour } => {
                vec![("colour", Arg::from(colour_key(colour)))]
            }
            MoveRefusal::NoPieceOn { colour, square } => vec![
                ("colour", Arg::from(colour_key(colour))),
                ("square", Arg::from(square.to_string())),
            ],
            MoveRefusal::NoSuchPiece { colour, role } => vec![
                ("colour", Arg::from(colour_key(colour))),
                ("role", Arg::from(role_name(role))),
            ],
            MoveRefusal::MustAnswerCheck { colour, role, to }
            | MoveRefusal::CannotReach { colour, role, to } => {
                vec![
                    ("colour", Arg::from(colour_key(colour))),
                    ("role", Arg::from(role_name(role))),
                    ("square", Arg::from(to.to_string())),
                ]
            }
            MoveRefusal::NotCastlingHere
            | MoveRefusal::PromotionPiece
            | MoveRefusal::PromotionRole
            | MoveRefusal::WrongWay
            | MoveRefusal::Ambiguous
            | MoveRefusal::NullMove
            | MoveRefusal::NoMatch
            | MoveRefusal::Drop => Vec::new(),
        }
    }
}

/// `"White"` or `"Black"`.
pub fn colour_name(colour: Color) -> &'static str {
    match colour {
        Color::White => "White",
        Color::Black => "Black",
    }
}
