//! The closed effect vocabulary: every condition, step and lasting effect a
//! deck file may use. A card is a list of these; the engine interprets them
//! (there is no code per card). Adding a word here means teaching the engine,
//! the schema (`schemas/deck.schema.json`) and the vocabulary check together.

use std::fmt;

use arbitro_rules::shakmaty::Role;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A piece letter as written in files: `K Q R B N P`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum PieceKind {
    /// King.
    K,
    /// Queen.
    Q,
    /// Rook.
    R,
    /// Bishop.
    B,
    /// Knight.
    N,
    /// Pawn.
    P,
}

impl PieceKind {
    /// The chess role.
    pub fn role(self) -> Role {
        match self {
            PieceKind::K => Role::King,
            PieceKind::Q => Role::Queen,
            PieceKind::R => Role::Rook,
            PieceKind::B => Role::Bishop,
            PieceKind::N => Role::Knight,
            PieceKind::P => Role::Pawn,
        }
    }

    /// The letter for a chess role.
    pub fn from_role(role: Role) -> PieceKind {
        match role {
            Role::King => PieceKind::K,
            Role::Queen => PieceKind::Q,
            Role::Rook => PieceKind::R,
            Role::Bishop => PieceKind::B,
            Role::Knight => PieceKind::N,
            Role::Pawn => PieceKind::P,
        }
    }

    /// Parses a piece letter, upper or lower case (`N`, `n`).
    pub fn from_letter(s: &str) -> Option<PieceKind> {
        Some(match s.trim().to_ascii_uppercase().as_str() {
            "K" => PieceKind::K,
            "Q" => PieceKind::Q,
            "R" => PieceKind::R,
            "B" => PieceKind::B,
            "N" => PieceKind::N,
            "P" => PieceKind::P,
            _ => return None,
        })
    }

    /// The upper-case letter.
    pub fn letter(self) -> &'static str {
        match self {
            PieceKind::K => "K",
            PieceKind::Q => "Q",
            PieceKind::R => "R",
            PieceKind::B => "B",
            PieceKind::N => "N",
            PieceKind::P => "P",
        }
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.letter())
    }
}

/// Whose pieces, relative to the owner of a card or effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The owner's.
    Own,
    /// The opponent's.
    Enemy,
    /// Either.
    Any,
}

impl Side {
    /// Default for omitted sides.
    pub fn any() -> Side {
        Side::Any
    }
}

/// A zone of the board (AM-G9). Ranks are counted from the owner's side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "zone", rename_all = "snake_case", deny_unknown_fields)]
pub enum ZoneSpec {
    /// Files a–d.
    QueenSide,
    /// Files e–h.
    KingSide,
    /// The owner's ranks 1–4.
    OwnHalf,
    /// The owner's ranks 5–8.
    EnemyHalf,
    /// Files `from`..=`to`.
    Files {
        /// First file letter.
        from: char,
        /// Last file letter.
        to: char,
    },
    /// The owner's ranks `from`..=`to` (1 = the owner's first rank).
    Ranks {
        /// First relative rank.
        from: u8,
        /// Last relative rank.
        to: u8,
    },
    /// The rectangle between two corner squares (absolute, e.g. c3–f6).
    Area {
        /// One corner, e.g. `c3`.
        from: String,
        /// The opposite corner, e.g. `f6`.
        to: String,
    },
}

/// Which neighbours count as adjacent (AM-G9: the 8 by default).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Adjacency {
    /// The 8 neighbours.
    #[default]
    All,
    /// The 4 orthogonal neighbours.
    Orthogonal,
    /// The 4 diagonal neighbours.
    Diagonal,
}

/// An eligibility condition on a target or a destination (AM-D11). All are
/// checked at declaration (a failure rejects the request) and again at
/// resolution (a failure makes the card fail, AM-G3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "cond", rename_all = "snake_case", deny_unknown_fields)]
pub enum Condition {
    /// The square is empty ("free square" excludes occupied ones, AM-G1).
    Free,
    /// The square is empty or holds an enemy piece other than the king.
    FreeOrEnemy,
    /// The piece, square or whole block lies in the zone.
    InZone {
        /// The zone.
        zone: ZoneSpec,
    },
    /// On the owner's `rank`-th rank.
    RelativeRank {
        /// 1–8, counted from the owner's side.
        rank: u8,
    },
    /// Next to at least one piece of `side` with one of `roles` (any if empty).
    AdjacentTo {
        /// Whose piece.
        side: Side,
        /// Which pieces (any if empty).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        roles: Vec<PieceKind>,
        /// Which neighbours count.
        #[serde(default)]
        metric: Adjacency,
    },
    /// King distance (Chebyshev, AM-G9) from the square of target `from`.
    KingDistance {
        /// Id of the piece target measured from.
        from: String,
        /// Smallest distance allowed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        min: Option<u8>,
        /// Largest distance allowed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        max: Option<u8>,
    },
    /// The piece gives check to the owner's king.
    GivesCheck,
    /// No enemy piece attacks the square (with the moving king off its square).
    Unattacked,
    /// The square lies on one of the lines the `piece` target moves along
    /// (rook: ranks and files, bishop: diagonals, queen: both). The line must
    /// be clear unless the card grants `ignore_blocks` (AM-G10).
    OnLineOf {
        /// Id of the piece target.
        piece: String,
    },
    /// The square lies strictly between a piece checking the owner's king and that king.
    BetweenCheckerAndKing,
}

/// A piece letter or the player's `choice`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoleOrChoice {
    /// A fixed letter.
    Role(PieceKind),
    /// The letter the player chose (the card's `choice`).
    Choice,
}

impl Serialize for RoleOrChoice {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            RoleOrChoice::Role(k) => s.serialize_str(k.letter()),
            RoleOrChoice::Choice => s.serialize_str("choice"),
        }
    }
}

impl<'de> Deserialize<'de> for RoleOrChoice {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        if s == "choice" {
            return Ok(RoleOrChoice::Choice);
        }
        PieceKind::from_letter(&s).map(RoleOrChoice::Role).ok_or_else(|| {
            serde::de::Error::custom(format!("expected a piece letter or \"choice\", found {s:?}"))
        })
    }
}

/// How a relocation is described (the trace wording; both are card relocations).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RelocateMode {
    /// The piece jumps to the square.
    Teleport,
    /// The piece moves to the square.
    Move,
}

/// A consequence a prevention avoids (AM-D5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Consequence {
    /// Every capture and elimination the card would cause.
    CapturesAndEliminations,
}

/// When an arrival on a zone triggers an effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArrivalTrigger {
    /// The piece ends a move on the zone.
    EndsOn,
    /// The piece moves onto the zone from outside it.
    Enters,
}

/// A lasting effect left on the table, with the card's duration and anchor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Lasting {
    /// The anchored piece cannot move (by a move or by a card).
    NoMove,
    /// Pieces of `side` cannot move onto the zone.
    NoEntry {
        /// Whose pieces are kept out.
        side: Side,
        /// Kings are not affected.
        except_king: bool,
    },
    /// A piece of `side` arriving on the zone is eliminated.
    EliminateOnArrival {
        /// Whose pieces.
        side: Side,
        /// Kings are not affected.
        except_king: bool,
        /// What counts as arriving.
        trigger: ArrivalTrigger,
        /// The effect ends after its first elimination.
        once: bool,
    },
    /// The anchored piece may also move like `like` (a movement licence).
    ExtraMovement {
        /// The extra movement pattern.
        like: PieceKind,
    },
    /// Pieces of `side` on the anchor cannot be captured (nor eliminated, if `eliminations`).
    NoCapture {
        /// Whose pieces are protected.
        side: Side,
        /// Eliminations by cards are prevented too.
        eliminations: bool,
    },
    /// Pieces of `side` cannot be teleported or relocated by cards.
    NoCardRelocation {
        /// Whose pieces are protected.
        side: Side,
    },
}

impl Lasting {
    /// The effect's name in files (`no_move`, `no_entry`…).
    pub fn name(&self) -> &'static str {
        match self {
            Lasting::NoMove => "no_move",
            Lasting::NoEntry { .. } => "no_entry",
            Lasting::EliminateOnArrival { .. } => "eliminate_on_arrival",
            Lasting::ExtraMovement { .. } => "extra_movement",
            Lasting::NoCapture { .. } => "no_capture",
            Lasting::NoCardRelocation { .. } => "no_card_relocation",
        }
    }
}

/// One step of a card's effect (AM-G7: run in order; a failing step stops the rest).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub enum Step {
    /// Put the `piece` target on the destination.
    Relocate {
        /// Id of the piece target.
        piece: String,
        /// Wording.
        mode: RelocateMode,
        /// Whether an enemy piece (never a king) on the destination is captured.
        capture: bool,
    },
    /// Play standard moves (the event's `moves`), each legal at its turn.
    StandardMoves {
        /// How many moves.
        count: u8,
        /// Each with a different piece.
        distinct_pieces: bool,
        /// A move that gives check ends the card (later moves are not played).
        stop_on_check: bool,
    },
    /// Eliminate every piece of the target (never a king, AM-R10).
    Eliminate {
        /// Id of the target.
        targets: String,
    },
    /// Put one of the owner's captured pieces on the destination.
    ReturnCaptured {
        /// Which piece.
        role: RoleOrChoice,
    },
    /// Exchange the squares of the two pieces of the target.
    Swap {
        /// Id of a target with exactly two pieces.
        pieces: String,
    },
    /// Advance a pawn straight ahead over free squares.
    PawnAdvance {
        /// Id of the pawn target.
        piece: String,
        /// How many squares.
        squares: u8,
        /// A pawn reaching the last rank promotes to the `choice`.
        promote: bool,
        /// Whether a two-square advance creates an en-passant right.
        en_passant_right: bool,
    },
    /// Replace a piece by another of the same colour on its square.
    Transform {
        /// Id of the piece target.
        piece: String,
        /// What it becomes.
        into: RoleOrChoice,
    },
    /// Leave a lasting effect on the table (uses the card's duration).
    AddEffect {
        /// Id of the target the effect is anchored to.
        anchor: String,
        /// The effect.
        effect: Lasting,
    },
    /// Stop the committed card from resolving (AM-D4).
    Counter {
        /// Only if the committed card targets one of the owner's pieces; otherwise this card fails.
        only_if_targets_own_piece: bool,
    },
    /// Make the `piece` target immune to the committed card (AM-D6).
    Shield {
        /// Id of the piece target.
        piece: String,
    },
    /// Stop a consequence of the committed card (AM-D5).
    Prevent {
        /// Which consequence.
        consequence: Consequence,
    },
    /// Take back the opponent's last move, restoring the exact previous position (AM-G6).
    Rewind,
}

impl Step {
    /// The step's name in files.
    pub fn op(&self) -> &'static str {
        match self {
            Step::Relocate { .. } => "relocate",
            Step::StandardMoves { .. } => "standard_moves",
            Step::Eliminate { .. } => "eliminate",
            Step::ReturnCaptured { .. } => "return_captured",
            Step::Swap { .. } => "swap",
            Step::PawnAdvance { .. } => "pawn_advance",
            Step::Transform { .. } => "transform",
            Step::AddEffect { .. } => "add_effect",
            Step::Counter { .. } => "counter",
            Step::Shield { .. } => "shield",
            Step::Prevent { .. } => "prevent",
            Step::Rewind => "rewind",
        }
    }
}
