//! The game's terms that the trace and the refusals both name: a result
//! as a sentence writes it, what an effect is anchored to, an effect in
//! play, how a piece is relocated, a list of windows.

use arbitro_i18n::{Message, Text};
use arbitro_rules::shakmaty::{Color, Square};
use serde::Serialize;

use crate::deck::Window;

/// A game result as a sentence writes it (`1-0`, `0-1`, `½-½`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// White wins.
    WhiteWins,
    /// Black wins.
    BlackWins,
    /// A draw.
    Draw,
}

impl GameResult {
    /// A win for `winner`.
    pub fn win(winner: Color) -> GameResult {
        match winner {
            Color::White => GameResult::WhiteWins,
            Color::Black => GameResult::BlackWins,
        }
    }

    /// As PGN and records write it: `1-0`, `0-1`, `1/2-1/2`.
    pub fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// The winner, if any.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }
}

impl Serialize for GameResult {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// The result on screen: "1-0", "0-1", "½-½".
impl Message for GameResult {
    fn code(&self) -> &str {
        match self {
            GameResult::WhiteWins => "cards-result-white",
            GameResult::BlackWins => "cards-result-black",
            GameResult::Draw => "cards-result-draw",
        }
    }
}

crate::text::message_args!(GameResult, crate::record::ClaimKind);

/// What an anchor of an effect is, as a sentence names it (AM-D8).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnchorName {
    /// The piece on a square.
    Piece(Square),
    /// A file.
    File(char),
    /// A rank.
    Rank(char),
    /// The 2×2 block with this lower-left square.
    Block(Square),
    /// A single square (a zone of one square).
    Square(Square),
    /// Files a–d.
    QueenSide,
    /// Files e–h.
    KingSide,
    /// The owner as a player.
    Player,
    /// A failed card kept visible with its counter, without effect (AM-R5).
    Inert,
    /// A zone written some other way.
    Zone(String),
}

impl AnchorName {
    /// The squares the anchor covers, to mark on a board: the piece's or
    /// zone's square, the 2×2 block, the whole file or rank, the board's
    /// half; none for a player or an inert card.
    pub fn squares(&self) -> Vec<Square> {
        let all = || Square::ALL.into_iter();
        match *self {
            AnchorName::Piece(sq) | AnchorName::Square(sq) => vec![sq],
            AnchorName::Block(sq) => all()
                .filter(|s| {
                    let (df, dr) = (
                        i32::from(s.file()) - i32::from(sq.file()),
                        i32::from(s.rank()) - i32::from(sq.rank()),
                    );
                    (0..2).contains(&df) && (0..2).contains(&dr)
                })
                .collect(),
            AnchorName::File(f) => all().filter(|s| s.file().char() == f).collect(),
            AnchorName::Rank(r) => all().filter(|s| s.rank().char() == r).collect(),
            AnchorName::QueenSide => all().filter(|s| u32::from(s.file()) < 4).collect(),
            AnchorName::KingSide => all().filter(|s| u32::from(s.file()) >= 4).collect(),
            AnchorName::Player | AnchorName::Inert | AnchorName::Zone(_) => Vec::new(),
        }
    }
}

impl Message for AnchorName {
    fn code(&self) -> &str {
        match self {
            AnchorName::Piece(_) => "cards-anchor-piece",
            AnchorName::File(_) => "cards-anchor-file",
            AnchorName::Rank(_) => "cards-anchor-rank",
            AnchorName::Block(_) => "cards-anchor-block",
            AnchorName::Square(_) => "cards-anchor-square",
            AnchorName::QueenSide => "cards-anchor-queen-side",
            AnchorName::KingSide => "cards-anchor-king-side",
            AnchorName::Player => "cards-anchor-player",
            AnchorName::Inert => "cards-anchor-inert",
            AnchorName::Zone(_) => "cards-anchor-zone",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            AnchorName::Piece(sq) | AnchorName::Block(sq) | AnchorName::Square(sq) => {
                vec![("square", Arg::from(sq.to_string()))]
            }
            AnchorName::File(c) | AnchorName::Rank(c) => vec![("line", Arg::from(c.to_string()))],
            AnchorName::Zone(label) => vec![("zone", Arg::from(label))],
            _ => Vec::new(),
        }
    }
}

impl AnchorName {
    /// The anchor a zone label names (`file:d`, `block:c3`, `queen_side`, `e4`).
    pub fn of_zone(label: &str) -> AnchorName {
        let square = |t: &str| crate::geometry::parse_square(t);
        if let Some(f) = label.strip_prefix("file:").and_then(|f| f.chars().next()) {
            AnchorName::File(f)
        } else if let Some(r) = label.strip_prefix("rank:").and_then(|r| r.chars().next()) {
            AnchorName::Rank(r)
        } else if let Some(sq) = label.strip_prefix("block:").and_then(square) {
            AnchorName::Block(sq)
        } else if label == "queen_side" {
            AnchorName::QueenSide
        } else if label == "king_side" {
            AnchorName::KingSide
        } else if let Some(sq) = square(label) {
            AnchorName::Square(sq)
        } else {
            AnchorName::Zone(label.to_string())
        }
    }
}

crate::text::message_args!(AnchorName);

/// An active effect a decision refers to: its card, owner, what it is
/// anchored to and the turns it has left (AM-D7, AM-D8).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EffectRef {
    /// The card's code.
    pub card: String,
    /// The card's name.
    pub name: Text,
    /// Its owner.
    pub owner: Color,
    /// What it is anchored to.
    pub anchor: AnchorName,
    /// Turns left on its visible counter.
    pub turns_left: u8,
}

/// "Muro (AM-18) de las blancas, sobre la columna d, con 1 turno por delante".
impl Message for EffectRef {
    fn code(&self) -> &str {
        "cards-effect-ref"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        vec![
            ("card", Arg::from(&self.card)),
            ("name", Arg::Text(&self.name)),
            ("owner", Arg::boxed(crate::text::Player(self.owner, false))),
            ("anchor", Arg::Message(&self.anchor)),
            ("turns", Arg::from(self.turns_left)),
        ]
    }
}

crate::text::message_args!(EffectRef);

/// How a relocation is told (teleport or move).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Motion {
    /// The piece jumps to the square.
    Teleport,
    /// The piece moves to the square.
    Move,
}

impl crate::text::ToArgs for Motion {
    fn to_args<'a>(&'a self, names: &crate::text::ArgNames, out: &mut arbitro_i18n::Args<'a>) {
        out.push((
            names.base,
            arbitro_i18n::Arg::from(match self {
                Motion::Teleport => "teleport",
                Motion::Move => "move",
            }),
        ));
    }
}

/// A list of windows, named.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Windows(pub Vec<Window>);

impl crate::text::ToArgs for Windows {
    fn to_args<'a>(&'a self, names: &crate::text::ArgNames, out: &mut arbitro_i18n::Args<'a>) {
        let items: Vec<Box<dyn Message + 'a>> =
            self.0.iter().map(|w| Box::new(*w) as Box<dyn Message>).collect();
        out.push((names.base, arbitro_i18n::Arg::boxed(crate::text::Joined(items))));
    }
}
