//! The pairing checker's warnings (C.04.1) as typed values, stored with a
//! paired round or an edit and rendered in the reader's language
//! (`store-pairing-warning-*`); older files' sentences are read as stored.

use serde::{Deserialize, Serialize};

/// A departure from the pairing rules (C.04.1) the arbiter may accept,
/// naming the players or teams as they were named at the time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "rule", rename_all = "kebab-case")]
pub enum PairingRule {
    /// A player (or team) who may play this round has no board.
    NotPaired {
        /// The player's or team's name.
        name: String,
    },
    /// Two players meet again (C.04.1 b).
    Rematch {
        /// One player.
        white: String,
        /// The other.
        black: String,
    },
    /// A player would break the colour rule (C.04.1 f/g).
    Colour {
        /// The player.
        name: String,
        /// Whether the colour is White.
        white: bool,
        /// Three times running (else: a colour difference above 2).
        three_running: bool,
    },
    /// A player already had a bye or an unplayed win (C.04.1 d).
    RepeatedBye {
        /// The player.
        name: String,
    },
    /// Two teams meet again.
    TeamRematch {
        /// One team.
        one: String,
        /// The other.
        two: String,
    },
    /// A team would be team one (or two) once too often (AM-R3 seats).
    TeamColour {
        /// The team.
        name: String,
        /// Whether it would be team one (White on board A).
        team_one: bool,
        /// Three times running (else: a difference above 2).
        three_running: bool,
    },
    /// A team already had the bye.
    TeamRepeatedBye {
        /// The team.
        name: String,
    },
}

/// A pairing warning as stored: typed, or, in files written before the
/// warnings were typed, the sentence as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PairingWarning {
    /// The rule departed from.
    Rule(PairingRule),
    /// An older file's sentence.
    Legacy(String),
}

impl arbitro_i18n::Message for PairingWarning {
    fn code(&self) -> &str {
        match self {
            PairingWarning::Rule(rule) => match rule {
                PairingRule::NotPaired { .. } => "store-pairing-warning-not-paired",
                PairingRule::Rematch { .. } => "store-pairing-warning-rematch",
                PairingRule::Colour { .. } => "store-pairing-warning-colour",
                PairingRule::RepeatedBye { .. } => "store-pairing-warning-bye",
                PairingRule::TeamRematch { .. } => "store-pairing-warning-team-rematch",
                PairingRule::TeamColour { .. } => "store-pairing-warning-team-colour",
                PairingRule::TeamRepeatedBye { .. } => "store-pairing-warning-team-bye",
            },
            PairingWarning::Legacy(_) => "store-as-stored",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        let flag = |b: bool| Arg::from(if b { "yes" } else { "no" });
        match self {
            PairingWarning::Rule(rule) => match rule {
                PairingRule::NotPaired { name }
                | PairingRule::RepeatedBye { name }
                | PairingRule::TeamRepeatedBye { name } => vec![("name", Arg::from(name))],
                PairingRule::Rematch { white: a, black: b } | PairingRule::TeamRematch { one: a, two: b } => {
                    vec![("a", Arg::from(a)), ("b", Arg::from(b))]
                }
                PairingRule::Colour {
                    name,
                    white,
                    three_running,
                } => vec![
                    ("name", Arg::from(name)),
                    ("white", flag(*white)),
                    ("running", flag(*three_running)),
                ],
                PairingRule::TeamColour {
                    name,
                    team_one,
                    three_running,
                } => vec![
                    ("name", Arg::from(name)),
                    ("one", flag(*team_one)),
                    ("running", flag(*three_running)),
                ],
            },
            PairingWarning::Legacy(text) => vec![("text", Arg::from(text))],
        }
    }
}

/// Whether giving `colour` (+1 White, -1 Black) after the colours `before`
/// breaks C.04.1's colour rules: `None` when it does not, else whether it is
/// the third of the same colour in a row (`false`: a colour difference over 2).
pub(crate) fn colour_rule_broken(before: &[i8], colour: i8) -> Option<bool> {
    let diff: i32 = before.iter().map(|&x| i32::from(x)).sum::<i32>() + i32::from(colour);
    let three_running = before.len() >= 2 && before[before.len() - 2..].iter().all(|&x| x == colour);
    (diff.abs() > 2 || three_running).then_some(three_running)
}

#[cfg(test)]
mod tests {
    use super::colour_rule_broken;

    #[test]
    fn colour_rules_of_c04_1() {
        // (colours before, colour given, expected)
        let cases: [(&[i8], i8, Option<bool>); 6] = [
            (&[], 1, None),
            (&[1, -1], 1, None),
            (&[1, 1], 1, Some(true)),
            (&[1, -1, 1, 1], 1, Some(true)),
            (&[1, 1, -1, 1], 1, Some(false)),
            (&[-1, -1], 1, None),
        ];
        for (before, colour, expected) in cases {
            assert_eq!(
                colour_rule_broken(before, colour),
                expected,
                "{before:?} then {colour}"
            );
        }
    }
}
