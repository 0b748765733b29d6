//! Which edition of the tie-break regulations an event uses.
//!
//! The definitions themselves (Articles 6-10) have not changed since 2023;
//! what changed is how unplayed rounds count. An event keeps the rules it
//! announced, so the edition is a named setting, never inferred silently.

use std::fmt;
use std::str::FromStr;

use crate::error::TieBreakError;

/// The regulations for unplayed rounds in Swiss events.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Edition {
    /// C.07 in force from 1 March 2026: the dummy opponent's score is the
    /// participant's own score, capped by the forfeiting opponent's adjusted
    /// score (16.4.1) or by a draw in every round (16.4.2).
    #[default]
    Fide2026,
    /// C.07 as in force from 1 July 2023 to 28 February 2026 (texts of 2023
    /// and 2024): the same categories and dummy opponent, without the caps of
    /// 16.4.1 and 16.4.2.
    Fide2023,
    /// The rule before July 2023 (FIDE Congress 2009, Handbook C.02 13.16):
    /// an unplayed round is a game against a virtual opponent who starts with
    /// the participant's score before the round, takes the opposite result and
    /// draws every later round; every unplayed game of an opponent counts as a
    /// draw in that opponent's score.
    VirtualOpponent,
}

impl Edition {
    /// The name used on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            Edition::Fide2026 => "fide-2026",
            Edition::Fide2023 => "fide-2023",
            Edition::VirtualOpponent => "virtual-opponent",
        }
    }

    /// Every edition, newest first.
    pub fn all() -> [Edition; 3] {
        [Edition::Fide2026, Edition::Fide2023, Edition::VirtualOpponent]
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Edition {
    type Err = TieBreakError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "fide-2026" | "2026" | "c07-2026" => Ok(Edition::Fide2026),
            "fide-2023" | "2023" | "2024" | "fide-2024" | "c07-2023" => Ok(Edition::Fide2023),
            "virtual-opponent" | "pre-2023" | "2009" | "virtual" => Ok(Edition::VirtualOpponent),
            _ => Err(TieBreakError::UnknownRules {
                name: s.trim().to_string(),
            }),
        }
    }
}

impl arbitro_i18n::Message for Edition {
    fn code(&self) -> &str {
        match self {
            Edition::Fide2026 => "label-tiebreak-rules-fide-2026",
            Edition::Fide2023 => "label-tiebreak-rules-fide-2023",
            Edition::VirtualOpponent => "label-tiebreak-rules-virtual-opponent",
        }
    }
}

impl serde::Serialize for Edition {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}
