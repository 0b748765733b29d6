//! Stable rule-clause identifiers from the project's clause catalogue
//! (`RULES.md`): every decision this crate takes names the clause it applies.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A clause of the FIDE Laws (FI-*), of the online policy (ON-*) or of the
/// Chess960 regulation (F9-*) that this crate implements.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Clause {
    /// FI-1: white moves first, turns alternate, mate wins, no move may leave
    /// one's own king attacked.
    Fi1,
    /// FI-3: piece movement, castling, en passant, promotion.
    Fi3,
    /// FI-5.1.2: resignation loses unless the opponent cannot mate at all.
    Fi5_1_2,
    /// FI-5.2.1: stalemate is a draw.
    Fi5_2_1,
    /// FI-5.2.2: a dead position (no series of legal moves mates) is a draw.
    Fi5_2_2,
    /// FI-5.2.3: draw by agreement once each player has moved.
    Fi5_2_3,
    /// FI-6.9: flag fall loses unless the opponent cannot mate at all.
    Fi6_9,
    /// FI-9.2: threefold repetition may be claimed; position equality.
    Fi9_2,
    /// FI-9.3: the 50-move rule may be claimed.
    Fi9_3,
    /// FI-9.6: fivefold repetition or 75 moves is an automatic draw.
    Fi9_6,
    /// ON-1: online, the third repetition or move 50 is an automatic draw.
    On1,
    /// ON-2: online, only three material classes are dead.
    On2,
    /// ON-3: online, flag fall/resignation is drawn only against a lone king.
    On3,
    /// F9-1: Chess960 start positions (960 back ranks, drawn at random).
    F9_1,
    /// F9-2: Chess960 castling end squares (O-O-O: c/d files, O-O: g/f files).
    F9_2,
    /// F9-3: Chess960 castling may be entered in several ways; king and rook
    /// always castle together.
    F9_3,
    /// F9-4: no capture while castling; nothing between king and rook.
    F9_4,
    /// F9-5: not out of, through or into check.
    F9_5,
    /// F9-6: regional option: the king may not jump over its own rook when
    /// that rook stands on an attacked square.
    F9_6,
    /// F9-7: a double-move castling is disambiguated when the turn ends.
    F9_7,
    /// F9-8: castling rights are lost when the king or that rook moves.
    F9_8,
    /// AM-R3: bughouse ("pasapiezas"): two boards, teams of two.
    AmR3,
    /// AM-R13: bughouse clocks; every move and drop is timed.
    AmR13,
}

impl Clause {
    /// Every clause, in catalogue order.
    pub const ALL: [Clause; 23] = [
        Clause::Fi1,
        Clause::Fi3,
        Clause::Fi5_1_2,
        Clause::Fi5_2_1,
        Clause::Fi5_2_2,
        Clause::Fi5_2_3,
        Clause::Fi6_9,
        Clause::Fi9_2,
        Clause::Fi9_3,
        Clause::Fi9_6,
        Clause::On1,
        Clause::On2,
        Clause::On3,
        Clause::F9_1,
        Clause::F9_2,
        Clause::F9_3,
        Clause::F9_4,
        Clause::F9_5,
        Clause::F9_6,
        Clause::F9_7,
        Clause::F9_8,
        Clause::AmR3,
        Clause::AmR13,
    ];

    /// The stable identifier, as written in the catalogue (`"FI-5.2.2"`).
    pub const fn id(self) -> &'static str {
        match self {
            Clause::Fi1 => "FI-1",
            Clause::Fi3 => "FI-3",
            Clause::Fi5_1_2 => "FI-5.1.2",
            Clause::Fi5_2_1 => "FI-5.2.1",
            Clause::Fi5_2_2 => "FI-5.2.2",
            Clause::Fi5_2_3 => "FI-5.2.3",
            Clause::Fi6_9 => "FI-6.9",
            Clause::Fi9_2 => "FI-9.2",
            Clause::Fi9_3 => "FI-9.3",
            Clause::Fi9_6 => "FI-9.6",
            Clause::On1 => "ON-1",
            Clause::On2 => "ON-2",
            Clause::On3 => "ON-3",
            Clause::F9_1 => "F9-1",
            Clause::F9_2 => "F9-2",
            Clause::F9_3 => "F9-3",
            Clause::F9_4 => "F9-4",
            Clause::F9_5 => "F9-5",
            Clause::F9_6 => "F9-6",
            Clause::F9_7 => "F9-7",
            Clause::F9_8 => "F9-8",
            Clause::AmR3 => "AM-R3",
            Clause::AmR13 => "AM-R13",
        }
    }

    /// Finds a clause by its identifier (`"FI-9.2"`).
    pub fn from_id(id: &str) -> Option<Clause> {
        Clause::ALL.into_iter().find(|c| c.id().eq_ignore_ascii_case(id))
    }
}

impl fmt::Display for Clause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}
