//! The clause catalogue and the two decks shown on the Rules screen.
//!
//! The data is `data/catalogue.json`, generated from the spec digests
//! (RULES.md, DECKS.md) by `scripts/app-catalogue.sh` and embedded in the
//! binary, so the app needs no file to show the rules.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::{AppError, IpcError};

/// A text in the app's two languages (ES is the official one; AM-AB).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Text {
    /// Spanish (may be empty where no translation exists yet; the UI falls back to English).
    pub es: String,
    /// English.
    pub en: String,
}

/// A family of clauses (AM, ED, FI, ON, F9).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Family {
    /// The clause-ID prefix.
    pub id: String,
    /// The family's title.
    pub title: Text,
}

/// One rule clause with its stable ID.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Clause {
    /// Stable clause ID, e.g. `AM-G3`.
    pub id: String,
    /// Family prefix, e.g. `AM`.
    pub family: String,
    /// The section of the catalogue (Definitions, Regulations…), possibly empty.
    pub section: Text,
    /// The clause text.
    pub text: Text,
}

/// One card of a deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CardEntry {
    /// Stable card code, e.g. `AM-15`.
    pub code: String,
    /// The card's name.
    pub name: Text,
    /// Kind, window, duration and anchor as printed in the deck table.
    pub kind: Text,
    /// What the card does.
    pub effect: Text,
    /// Clause IDs the card's text cites.
    pub clauses: Vec<String>,
}

/// A deck as listed on the Rules screen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DeckEntry {
    /// Deck id, e.g. `AM-REF`.
    pub id: String,
    /// Deck version (AM-R16).
    pub version: String,
    /// The deck's title.
    pub title: Text,
    /// Every card, in code order.
    pub cards: Vec<CardEntry>,
}

/// The whole catalogue: clause families, clauses and decks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Catalogue {
    /// Clause families in display order.
    pub families: Vec<Family>,
    /// Every clause, in catalogue order.
    pub clauses: Vec<Clause>,
    /// Both decks the product ships.
    pub decks: Vec<DeckEntry>,
}

const CATALOGUE_JSON: &str = include_str!("../data/catalogue.json");

impl Catalogue {
    /// Parses the embedded catalogue.
    pub fn embedded() -> Result<Self, IpcError> {
        serde_json::from_str(CATALOGUE_JSON)
            .map_err(|e| AppError::internal(format!("embedded catalogue data/catalogue.json: {e}")).into())
    }
}
