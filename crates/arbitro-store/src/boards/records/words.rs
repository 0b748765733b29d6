//! A recorded game's words as typed values: how it ended (`EndWords`,
//! stored with the record's summary) and each event of a card game
//! (`EventWords`, in replays and refusals), rendered in the reader's
//! language (`messages/*/store.ftl`, `store-record-end`, `store-card-event-*`).

use serde::{Deserialize, Serialize};

/// How a recorded game ended, with the clause: stored with the record's
/// summary, shown in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum EndWords {
    /// As the card engine ended it.
    Cards {
        /// Why.
        cards: arbitro_cards::EndReason,
        /// The clause.
        clause: String,
    },
    /// As the rules core ended it.
    Rules {
        /// Why.
        rules: arbitro_rules::Reason,
        /// The clause.
        clause: String,
    },
    /// As the record or an older file wrote it (a PGN Termination tag).
    AsWritten(String),
}

impl arbitro_i18n::Message for EndWords {
    fn code(&self) -> &str {
        match self {
            EndWords::Cards { .. } | EndWords::Rules { .. } => "store-record-end",
            EndWords::AsWritten(_) => "store-as-stored",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            EndWords::Cards { cards, clause } => {
                vec![("reason", Arg::Message(cards)), ("clause", Arg::from(clause))]
            }
            EndWords::Rules { rules, clause } => {
                vec![("reason", Arg::Message(rules)), ("clause", Arg::from(clause))]
            }
            EndWords::AsWritten(text) => vec![("text", Arg::from(text))],
        }
    }
}

/// An event of a card game record in words (`store-card-event-*`), shown in
/// the reader's language: the replay's lines and the refusal of an event
/// that does not replay.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum EventWords {
    /// A move as written (SAN in PGN games, UCI in card records).
    Move {
        /// The move.
        text: String,
    },
    /// A card played on the player's turn.
    Card(CardPlayWords),
    /// A card played as a reaction.
    React(CardPlayWords),
    /// The player passes.
    Pass,
    /// A draw claim.
    Claim {
        /// Which.
        kind: arbitro_cards::ClaimKind,
    },
    /// A flag falls.
    Flag,
    /// A player resigns.
    Resign,
    /// A draw agreed.
    AgreedDraw,
    /// A card drawn.
    Draw,
}

/// In English, as an error's own text (screens render the message).
impl std::fmt::Display for EventWords {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&arbitro_i18n::render(arbitro_i18n::Lang::En, self))
    }
}

/// A card played, with what the record gives it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardPlayWords {
    /// The card's code.
    pub code: String,
    /// Target squares.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targets: Vec<String>,
    /// Destination square.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// The choice made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choice: Option<String>,
    /// Moves given with it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<String>,
}

/// One detail of a card play (`store-card-event-targets`…).
struct Detail(&'static str, String);

impl arbitro_i18n::Message for Detail {
    fn code(&self) -> &str {
        self.0
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        vec![("value", arbitro_i18n::Arg::from(&self.1))]
    }
}

impl arbitro_i18n::Message for EventWords {
    fn code(&self) -> &str {
        match self {
            EventWords::Move { .. } => "store-card-event-move",
            EventWords::Card(_) => "store-card-event-card",
            EventWords::React(_) => "store-card-event-react",
            EventWords::Pass => "store-card-event-pass",
            EventWords::Claim { .. } => "store-card-event-claim",
            EventWords::Flag => "store-card-event-flag",
            EventWords::Resign => "store-card-event-resign",
            EventWords::AgreedDraw => "store-card-event-agreed-draw",
            EventWords::Draw => "store-card-event-draw",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        let detail = |code: &'static str, value: Option<String>| match value {
            Some(v) => Arg::boxed(Detail(code, v)),
            None => Arg::from(""),
        };
        let some = |list: &[String]| (!list.is_empty()).then(|| list.join(","));
        match self {
            EventWords::Move { text } => vec![("move", Arg::from(text))],
            EventWords::Card(p) | EventWords::React(p) => vec![
                ("code", Arg::from(&p.code)),
                ("targets", detail("store-card-event-targets", some(&p.targets))),
                ("to", detail("store-card-event-to", p.to.clone())),
                ("choice", detail("store-card-event-choice", p.choice.clone())),
                ("moves", detail("store-card-event-moves", some(&p.moves))),
            ],
            EventWords::Claim { kind } => vec![("claim", Arg::Message(kind))],
            _ => Vec::new(),
        }
    }
}
