//! Deck control before each round (AM-AB, AM-AD): what the checker counted
//! on a board against the deck file's cards, and whether the deck is complete.
//! Pure.

use arbitro_i18n::{Arg, Args, Message};
use serde::{Deserialize, Serialize};

/// A deck's identity and the card codes its file lists.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckManifest {
    /// Deck id.
    pub id: String,
    /// Deck version.
    pub version: String,
    /// Every card code of the deck, in order.
    pub codes: Vec<String>,
}

impl DeckManifest {
    /// Reads the identity and card codes of a deck file (`arbitro-deck/1`:
    /// `id`, `version`, `cards[].code`).
    pub fn from_deck_json(file: &str, text: &str) -> Result<DeckManifest, crate::StoreError> {
        let json_err = |message: String| crate::StoreError::Json {
            context: file.to_string(),
            message,
        };
        let v: serde_json::Value = serde_json::from_str(text)
            .map_err(|e| json_err(format!("line {} column {}: {e}", e.line(), e.column())))?;
        let field = |name: &str| {
            v.get(name)
                .and_then(|x| x.as_str())
                .map(str::to_string)
                .ok_or_else(|| json_err(format!("{name}: missing or not a string")))
        };
        let cards = v
            .get("cards")
            .and_then(|c| c.as_array())
            .ok_or_else(|| json_err("cards: missing or not a list".into()))?;
        let codes = cards
            .iter()
            .enumerate()
            .map(|(i, c)| {
                c.get("code")
                    .and_then(|x| x.as_str())
                    .map(str::to_string)
                    .ok_or_else(|| json_err(format!("cards[{i}].code: missing or not a string")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(DeckManifest {
            id: field("id")?,
            version: field("version")?,
            codes,
        })
    }
}

impl DeckManifest {
    /// The identity and card codes of a deck the card engine has read.
    pub fn from_deck(deck: &arbitro_cards::Deck) -> DeckManifest {
        DeckManifest {
            id: deck.id.clone(),
            version: deck.version.clone(),
            codes: deck.cards.iter().map(|c| c.code.clone()).collect(),
        }
    }

    /// The deck built into arbitro that an event's call names (AM-REF; the
    /// ED deck once the card engine ships it), if its version is the one
    /// the call states (AM-R16).
    pub fn built_in(deck: &crate::call::DeckRef) -> Result<DeckManifest, crate::StoreError> {
        let shipped =
            arbitro_cards::shipped_deck(&deck.id).map_err(|_| crate::refusal::DeckRefusal::NotBuiltIn {
                deck: deck.to_string(),
                built_in: arbitro_cards::SHIPPED_DECKS.join(", "),
            })?;
        if shipped.version != deck.version {
            return Err(crate::refusal::DeckRefusal::OtherVersion {
                id: deck.id.clone(),
                shipped: shipped.version.to_string(),
                version: deck.version.to_string(),
            }
            .into());
        }
        Ok(DeckManifest::from_deck(&shipped))
    }
}

/// What the checker records for one board.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckCheckInput {
    /// Cards counted on the table.
    pub counted: u32,
    /// Codes missing from the deck.
    #[serde(default)]
    pub missing: Vec<String>,
    /// Codes damaged.
    #[serde(default)]
    pub damaged: Vec<String>,
    /// Codes marked (AM-R2: cards must be unmarked).
    #[serde(default)]
    pub marked: Vec<String>,
    /// Codes replaced by a sound card from the reserve.
    #[serde(default)]
    pub replaced: Vec<String>,
    /// Who checked.
    pub checker: String,
    /// Notes.
    #[serde(default)]
    pub notes: String,
}

/// A stored check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckCheck {
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// Deck id.
    pub deck_id: String,
    /// Deck version.
    pub deck_version: String,
    /// Cards the deck file lists.
    pub expected: u32,
    /// What was recorded.
    #[serde(flatten)]
    pub input: DeckCheckInput,
    /// Whether the deck is complete and sound after replacements.
    pub complete: bool,
    /// What keeps it incomplete.
    pub outstanding: Vec<Outstanding>,
    /// When.
    pub checked_at: String,
}

/// Problems with the input itself (unknown codes, nonsense counts).
pub fn input_problems(manifest: &DeckManifest, input: &DeckCheckInput) -> Vec<crate::refusal::DeckProblem> {
    use crate::refusal::DeckProblem;
    let mut p = Vec::new();
    if input.checker.trim().is_empty() {
        p.push(DeckProblem::NoChecker);
    }
    for (field, list) in [
        ("missing", &input.missing),
        ("damaged", &input.damaged),
        ("marked", &input.marked),
        ("replaced", &input.replaced),
    ] {
        for code in list {
            if !manifest.codes.iter().any(|c| c == code) {
                p.push(DeckProblem::NotACard {
                    list: field,
                    code: code.clone(),
                    deck: format!("{} {}", manifest.id, manifest.version),
                });
            }
        }
    }
    let expected = manifest.codes.len() as u32;
    let present = expected.saturating_sub(input.missing.len() as u32);
    if input.counted > expected {
        p.push(DeckProblem::TooMany {
            counted: input.counted,
            expected,
        });
    } else if input.counted != present && input.replaced.is_empty() {
        p.push(DeckProblem::Count {
            counted: input.counted,
            expected,
            missing: input.missing.len() as u32,
            present,
        });
    }
    p
}

/// What is wrong with one card of a deck (AM-AB).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardFault {
    /// Not in the deck.
    Missing,
    /// Damaged.
    Damaged,
    /// Marked (recognisable from its back).
    Marked,
}

/// One thing that keeps a deck from being complete, stored in the deck
/// check's register entry and shown in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Outstanding {
    /// A card missing, damaged or marked, and not replaced from the reserve.
    Card {
        /// The card's code.
        card: String,
        /// What is wrong with it.
        fault: CardFault,
    },
    /// Fewer cards counted than the deck file lists.
    Short {
        /// Cards counted (and replaced).
        counted: u32,
        /// Cards the deck file lists.
        expected: u32,
    },
    /// A file written before these were typed: the sentence as stored.
    Legacy(String),
}

impl Message for Outstanding {
    fn code(&self) -> &str {
        match self {
            Outstanding::Card {
                fault: CardFault::Missing,
                ..
            } => "store-deck-outstanding-missing",
            Outstanding::Card {
                fault: CardFault::Damaged,
                ..
            } => "store-deck-outstanding-damaged",
            Outstanding::Card {
                fault: CardFault::Marked,
                ..
            } => "store-deck-outstanding-marked",
            Outstanding::Short { .. } => "store-deck-outstanding-short",
            Outstanding::Legacy(_) => "store-as-stored",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            Outstanding::Card { card, .. } => vec![("card", Arg::from(card))],
            Outstanding::Short { counted, expected } => vec![
                ("counted", Arg::from(i64::from(*counted))),
                ("expected", Arg::from(i64::from(*expected))),
            ],
            Outstanding::Legacy(text) => vec![("text", Arg::from(text))],
        }
    }
}

/// What still keeps a deck from being complete (empty: ready to play).
pub fn outstanding(manifest: &DeckManifest, input: &DeckCheckInput) -> Vec<Outstanding> {
    let mut out = card_faults(input);
    let replaced_missing = input
        .missing
        .iter()
        .filter(|c| input.replaced.contains(c))
        .count() as u32;
    let total = input.counted + replaced_missing;
    let expected = manifest.codes.len() as u32;
    if total < expected && out.is_empty() {
        out.push(Outstanding::Short {
            counted: total,
            expected,
        });
    }
    out
}

/// The cards missing, damaged or marked and not replaced.
pub(crate) fn card_faults(input: &DeckCheckInput) -> Vec<Outstanding> {
    let mut out = Vec::new();
    for (fault, list) in [
        (CardFault::Missing, &input.missing),
        (CardFault::Damaged, &input.damaged),
        (CardFault::Marked, &input.marked),
    ] {
        for code in list {
            if !input.replaced.contains(code) {
                out.push(Outstanding::Card {
                    card: code.clone(),
                    fault,
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deck() -> DeckManifest {
        DeckManifest {
            id: "AM-REF".into(),
            version: "1".into(),
            codes: (1..=40).map(|i| format!("AM-{i:02}")).collect(),
        }
    }

    #[test]
    fn am_ab_complete_deck_is_ready() {
        let input = DeckCheckInput {
            counted: 40,
            checker: "A".into(),
            ..Default::default()
        };
        assert!(input_problems(&deck(), &input).is_empty());
        assert!(outstanding(&deck(), &input).is_empty());
    }

    #[test]
    fn am_ab_replacements_resolve_damage_and_loss() {
        let mut input = DeckCheckInput {
            counted: 39,
            missing: vec!["AM-07".into()],
            damaged: vec!["AM-12".into()],
            checker: "A".into(),
            ..Default::default()
        };
        assert!(input_problems(&deck(), &input).is_empty());
        let card = |card: &str, fault| Outstanding::Card {
            card: card.into(),
            fault,
        };
        assert_eq!(
            outstanding(&deck(), &input),
            [
                card("AM-07", CardFault::Missing),
                card("AM-12", CardFault::Damaged)
            ]
        );
        input.replaced = vec!["AM-07".into(), "AM-12".into()];
        assert!(outstanding(&deck(), &input).is_empty());
    }

    #[test]
    fn am_r16_built_in_deck_follows_the_call() {
        let am = crate::call::DeckRef {
            id: "AM-REF".into(),
            version: "1".into(),
        };
        let m = DeckManifest::built_in(&am).unwrap();
        assert_eq!((m.id.as_str(), m.codes.len()), ("AM-REF", 40));
        let newer = crate::call::DeckRef {
            version: "9".into(),
            ..am
        };
        let err = DeckManifest::built_in(&newer).unwrap_err().to_string();
        assert!(err.contains("version 1") && err.contains("AM-R16"), "{err}");
        let club = crate::call::DeckRef {
            id: "CLUB".into(),
            version: "1".into(),
        };
        assert!(
            DeckManifest::built_in(&club)
                .unwrap_err()
                .to_string()
                .contains("not built into")
        );
    }

    #[test]
    fn unknown_codes_and_bad_counts_are_named() {
        let input = DeckCheckInput {
            counted: 41,
            marked: vec!["AM-99".into()],
            checker: "".into(),
            ..Default::default()
        };
        assert_eq!(input_problems(&deck(), &input).len(), 3);
    }
}
