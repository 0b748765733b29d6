//! Decks are data: the deck file model, its closed vocabulary, the checks a
//! deck file must pass (schema and vocabulary), and the decks shipped inside
//! the crate.

pub mod check;
pub mod ed;
pub mod history;
pub mod model;
pub mod vocabulary;

use std::sync::{Arc, OnceLock};

use serde_json::Value;

pub use model::*;

use crate::error::{CardsError, Detail, FileKind, Problem, tidy};
use crate::schema::{self, SchemaKind};

/// The AM reference deck file (DECKS.md), embedded.
pub const AM_REF_JSON: &str = include_str!("../../decks/am-ref.json");

/// The ED deck file (DECKS.md: 56 cards, default piece assignments), embedded.
pub const ED_JSON: &str = include_str!("../../decks/ed.json");

/// Ids of the decks shipped inside the crate.
pub const SHIPPED_DECKS: &[&str] = &["AM-REF", "ED"];

/// Every problem of a deck file: JSON syntax, schema (each with its JSON
/// path), then the vocabulary. An empty list means the deck is usable.
pub fn validate_deck_text(text: &str) -> Vec<Problem> {
    match parse_deck(text) {
        Ok(_) => Vec::new(),
        Err(CardsError::Json {
            line,
            column,
            message,
            ..
        }) => {
            vec![Problem::new(
                "$",
                Detail::Model {
                    detail: format!("line {line}, column {column}: {message}"),
                },
            )]
        }
        Err(err) => err.problems().to_vec(),
    }
}

/// Reads and checks a deck file.
pub fn parse_deck(text: &str) -> Result<Deck, CardsError> {
    let value: Value = serde_json::from_str(text).map_err(|e| CardsError::json(FileKind::Deck, &e))?;
    deck_from_value(&value)
}

/// Checks a deck already parsed as JSON.
pub fn deck_from_value(value: &Value) -> Result<Deck, CardsError> {
    let mut problems = schema::validate(SchemaKind::Deck, value);
    let deck: Option<Deck> = match serde_json::from_value::<Deck>(value.clone()) {
        Ok(deck) => Some(deck),
        Err(err) => {
            if problems.is_empty() {
                problems.push(Problem::new(
                    "$",
                    Detail::Model {
                        detail: err.to_string(),
                    },
                ));
            }
            None
        }
    };
    if let Some(deck) = &deck {
        problems.extend(check::check_deck(deck));
        problems.extend(history::check_history(deck));
    }
    match deck {
        Some(deck) if problems.is_empty() => Ok(deck),
        _ => {
            tidy(&mut problems);
            Err(CardsError::InvalidDeck { problems })
        }
    }
}

/// A deck shipped inside the crate, by id (`AM-REF`).
pub fn shipped_deck(id: &str) -> Result<Arc<Deck>, CardsError> {
    static AM_REF: OnceLock<Arc<Deck>> = OnceLock::new();
    static ED: OnceLock<Arc<Deck>> = OnceLock::new();
    match id {
        "ED" => Ok(ED
            .get_or_init(|| Arc::new(parse_deck(ED_JSON).expect("the shipped ED deck is valid (tested)")))
            .clone()),
        "AM-REF" => Ok(AM_REF
            .get_or_init(|| {
                Arc::new(parse_deck(AM_REF_JSON).expect("the shipped AM-REF deck is valid (tested)"))
            })
            .clone()),
        _ => Err(CardsError::UnknownDeck {
            id: id.to_string(),
            known: SHIPPED_DECKS.join(", "),
        }),
    }
}
