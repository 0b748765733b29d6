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
    pub fn from_deck_json(file: &str, text: &str) -> Result<DeckManifest, crate::error::StoreError> {
        let json_err = |message: String| crate::error::StoreError::Json {
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
    pub fn built_in(deck: &crate::call::DeckRef) -> Result<DeckManifest, crate::error::StoreError> {
        let shipped = arbitro_cards::shipped_deck(&deck.id).map_err(|_| DeckRefusal::NotBuiltIn {
            deck: deck.to_string(),
            built_in: arbitro_cards::SHIPPED_DECKS.join(", "),
        })?;
        if shipped.version != deck.version {
            return Err(DeckRefusal::OtherVersion {
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
pub fn input_problems(manifest: &DeckManifest, input: &DeckCheckInput) -> Vec<DeckProblem> {
    use DeckProblem;
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

fn count(items: usize) -> Arg<'static> {
    Arg::from(items)
}

/// Where a board's deck stands (AM-AB): why it may start or not, as the
/// deck status and a refusal name it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum DeckState {
    /// Checked complete.
    #[error("deck checked complete by {checker}")]
    Complete {
        /// Who checked it.
        checker: String,
    },
    /// The arbiter overrode.
    #[error("arbiter override (register entry {seq})")]
    Overridden {
        /// The override's entry.
        seq: i64,
    },
    /// Checked, and incomplete.
    #[error("the deck is incomplete")]
    Incomplete {
        /// What is outstanding.
        outstanding: Vec<Outstanding>,
    },
    /// Not checked.
    #[error("the deck was not checked")]
    NotChecked,
}

impl DeckState {
    /// The state given a board's latest check and override entry.
    pub(crate) fn from_parts(check: Option<&DeckCheck>, override_seq: Option<i64>) -> DeckState {
        match (check, override_seq) {
            (Some(c), _) if c.complete => DeckState::Complete {
                checker: c.input.checker.clone(),
            },
            (_, Some(seq)) => DeckState::Overridden { seq },
            (Some(c), None) => DeckState::Incomplete {
                outstanding: c.outstanding.clone(),
            },
            (None, None) => DeckState::NotChecked,
        }
    }
}

impl Message for DeckState {
    fn code(&self) -> &str {
        match self {
            DeckState::Complete { .. } => "store-deck-state-complete",
            DeckState::Overridden { .. } => "store-deck-state-overridden",
            DeckState::Incomplete { .. } => "store-deck-state-incomplete",
            DeckState::NotChecked => "store-deck-state-not-checked",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            DeckState::Complete { checker } => vec![("checker", Arg::from(checker))],
            DeckState::Overridden { seq } => vec![("seq", Arg::from(*seq))],
            DeckState::Incomplete { outstanding } => vec![
                ("count", count(outstanding.len())),
                (
                    "outstanding",
                    Arg::List(outstanding.iter().map(|o| o as &dyn Message).collect()),
                ),
            ],
            DeckState::NotChecked => Vec::new(),
        }
    }
}

/// Why a deck check or override is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DeckRefusal {
    /// The event is not played with cards.
    #[error("this event is not played with cards: there is no deck to check")]
    NoCards,
    /// The deck given is not the event's (AM-R16).
    #[error("the event plays deck {event}, not {given} (AM-R16)")]
    OtherDeck {
        /// The event's deck (`id@version`).
        event: String,
        /// The deck given.
        given: String,
    },
    /// The bye has no deck.
    #[error("the pairing-allocated bye has no deck")]
    Bye,
    /// An override without arbiter or reason.
    #[error("an override records the arbiter and the reason")]
    OverrideUnexplained,
    /// The board needs no override.
    #[error("board {board} needs no override: {state}")]
    NoOverrideNeeded {
        /// Board.
        board: u32,
        /// Where the deck stands.
        state: DeckState,
    },
    /// The deck is not built in.
    #[error("deck {deck} is not built into arbitro (built in: {built_in}): give its deck file")]
    NotBuiltIn {
        /// The deck (`id@version`).
        deck: String,
        /// The built-in decks.
        built_in: String,
    },
    /// The built-in deck is another version (AM-R16).
    #[error(
        "the built-in {id} is version {shipped}, the event plays version {version} (AM-R16): give its deck file"
    )]
    OtherVersion {
        /// The deck's id.
        id: String,
        /// The built-in version.
        shipped: String,
        /// The event's version.
        version: String,
    },
}

impl Message for DeckRefusal {
    fn code(&self) -> &str {
        match self {
            DeckRefusal::NoCards => "store-deck-no-cards",
            DeckRefusal::OtherDeck { .. } => "store-deck-other-deck",
            DeckRefusal::Bye => "store-deck-bye",
            DeckRefusal::OverrideUnexplained => "store-deck-override-unexplained",
            DeckRefusal::NoOverrideNeeded { .. } => "store-deck-no-override-needed",
            DeckRefusal::NotBuiltIn { .. } => "store-deck-not-built-in",
            DeckRefusal::OtherVersion { .. } => "store-deck-other-version",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            DeckRefusal::NoCards | DeckRefusal::Bye | DeckRefusal::OverrideUnexplained => Vec::new(),
            DeckRefusal::OtherDeck { event, given } => {
                vec![("event", Arg::from(event)), ("given", Arg::from(given))]
            }
            DeckRefusal::NoOverrideNeeded { board, state } => {
                vec![("board", Arg::from(*board)), ("reason", Arg::Message(state))]
            }
            DeckRefusal::NotBuiltIn { deck, built_in } => {
                vec![("deck", Arg::from(deck)), ("built", Arg::from(built_in))]
            }
            DeckRefusal::OtherVersion { id, shipped, version } => vec![
                ("id", Arg::from(id)),
                ("shipped", Arg::from(shipped)),
                ("version", Arg::from(version)),
            ],
        }
    }
}

/// What is wrong with a deck check as entered.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DeckProblem {
    /// No checker.
    #[error("checker: name who checked the deck")]
    NoChecker,
    /// A code that is not a card of the deck.
    #[error("{list}: {code} is not a card of {deck}")]
    NotACard {
        /// The list it is in (`missing`, `damaged`, `marked`, `replaced`).
        list: &'static str,
        /// The code.
        code: String,
        /// The deck (`id version`).
        deck: String,
    },
    /// More cards counted than the deck has.
    #[error("counted: {counted} cards, but the deck has {expected}")]
    TooMany {
        /// Cards counted.
        counted: u32,
        /// Cards of the deck.
        expected: u32,
    },
    /// A count that does not follow from the missing cards.
    #[error("counted: {counted} cards, but {expected} minus {missing} missing is {present}")]
    Count {
        /// Cards counted.
        counted: u32,
        /// Cards of the deck.
        expected: u32,
        /// Cards missing.
        missing: u32,
        /// Cards that should be there.
        present: u32,
    },
}

impl Message for DeckProblem {
    fn code(&self) -> &str {
        match self {
            DeckProblem::NoChecker => "store-deck-problem-no-checker",
            DeckProblem::NotACard { .. } => "store-deck-problem-not-a-card",
            DeckProblem::TooMany { .. } => "store-deck-problem-too-many",
            DeckProblem::Count { .. } => "store-deck-problem-count",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            DeckProblem::NoChecker => Vec::new(),
            DeckProblem::NotACard { list, code, deck } => vec![
                ("list", Arg::from(*list)),
                ("code", Arg::from(code)),
                ("deck", Arg::from(deck)),
            ],
            DeckProblem::TooMany { counted, expected } => {
                vec![
                    ("counted", Arg::from(*counted)),
                    ("expected", Arg::from(*expected)),
                ]
            }
            DeckProblem::Count {
                counted,
                expected,
                missing,
                present,
            } => vec![
                ("counted", Arg::from(*counted)),
                ("expected", Arg::from(*expected)),
                ("missing", Arg::from(*missing)),
                ("present", Arg::from(*present)),
            ],
        }
    }
}

/// A deck check that is not valid: every problem found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid deck check: {}", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct DeckInvalid {
    /// Every problem.
    pub problems: Vec<DeckProblem>,
}

impl Message for DeckInvalid {
    fn code(&self) -> &str {
        "store-deck-invalid"
    }

    fn args(&self) -> Args<'_> {
        vec![(
            "problems",
            Arg::List(self.problems.iter().map(|p| p as &dyn Message).collect()),
        )]
    }
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
