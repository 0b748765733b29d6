//! The settings a Dutch pairing depends on besides the tournament itself.

use std::fmt;
use std::str::FromStr;

/// Which edition of the FIDE Swiss rules (C.04.1–C.04.3) to apply.
///
/// The editions differ in a few places; everything else is shared:
///
/// | rule | 2026 (in force from 1 February 2026) | 2017 (previous) |
/// | --- | --- | --- |
/// | pairing-allocated bye (C.04.1, C2) | not to a player who already scored a win's points without playing (`U`, `+`, `F`) | not to a player who already received `U` or won by forfeit (`+`) |
/// | float history (C.04.3 1.4.3) | an unplayed round floats a player down only if it scored more than a loss | every unplayed round counts as a downfloat |
/// | bye assignee (C5, C9) | lowest possible score, then fewest unplayed games | by bracket order |
///
/// Files name their edition in record `192` (TRF-2026) or `092` (e.g.
/// `FIDE_DUTCH_2025`, `FIDE_DUTCH_2026`: both mean this edition; arbitro
/// writes `FIDE_DUTCH_2025`, the code pairing engines read).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RulesEdition {
    /// C.04.3 as approved in 2024/2025 and in force from 1 February 2026.
    #[default]
    Fide2026,
    /// C.04.3 as in force from 2017 until January 2026.
    Fide2017,
}

impl RulesEdition {
    /// The edition a tournament-type code names, if it names the Dutch
    /// system, in any spelling ([`arbitro_trf::TournamentType::parse`]):
    /// `FIDE_DUTCH_2025`, `FIDE_DUTCH_2026`, `FIDE_DUTCH` … → 2026;
    /// `FIDE_DUTCH_2017` → 2017.
    pub fn from_type_code(code: &str) -> Option<RulesEdition> {
        match arbitro_trf::TournamentType::parse(code)? {
            arbitro_trf::TournamentType::Dutch { rules, .. } => Some(rules.into()),
            _ => None,
        }
    }
}

impl From<arbitro_trf::DutchRules> for RulesEdition {
    fn from(rules: arbitro_trf::DutchRules) -> RulesEdition {
        match rules {
            arbitro_trf::DutchRules::Rules2026 => RulesEdition::Fide2026,
            arbitro_trf::DutchRules::Rules2017 => RulesEdition::Fide2017,
        }
    }
}

impl From<RulesEdition> for arbitro_trf::DutchRules {
    fn from(edition: RulesEdition) -> arbitro_trf::DutchRules {
        match edition {
            RulesEdition::Fide2026 => arbitro_trf::DutchRules::Rules2026,
            RulesEdition::Fide2017 => arbitro_trf::DutchRules::Rules2017,
        }
    }
}

impl fmt::Display for RulesEdition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RulesEdition::Fide2026 => "2026",
            RulesEdition::Fide2017 => "2017",
        })
    }
}

impl FromStr for RulesEdition {
    type Err = crate::PairingError;
    fn from_str(s: &str) -> Result<RulesEdition, crate::PairingError> {
        match s.trim() {
            "2026" | "2025" | "current" => Ok(RulesEdition::Fide2026),
            "2017" | "previous" => Ok(RulesEdition::Fide2017),
            other => Err(crate::PairingError::Edition {
                text: other.to_string(),
            }),
        }
    }
}

/// Virtual points added to scores for pairing purposes (C.04.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Acceleration {
    /// As the file says: its acceleration records (`250`, `XXA`), if any;
    /// else Baku when its tournament type says so (`FIDE_DUTCH_2025_BAKU`);
    /// else none.
    #[default]
    FromFile,
    /// Baku acceleration (C.04.7): the first half of the field, rounded up to
    /// an even number, gets 1 virtual point in the first half (rounded up) of
    /// the accelerated rounds and ½ in the rest; the accelerated rounds are
    /// the first half (rounded up) of the tournament. Records in the file
    /// override it.
    Baku,
}

/// Everything a Dutch pairing needs besides the tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DutchOptions {
    /// Rules edition; `None` = as the file says (`192`/`092`), else 2026.
    pub edition: Option<RulesEdition>,
    /// Acceleration method.
    pub acceleration: Acceleration,
}
