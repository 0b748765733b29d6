//! Deck files: the shipped AM reference deck is valid against the schema file
//! in `schemas/` and the vocabulary; broken decks are refused with the JSON
//! path of every problem.

use std::path::PathBuf;

use arbitro_cards::deck::{self, CardKind, Window};
use arbitro_cards::schema;
use serde_json::Value;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn shipped_deck_matches_the_schema_file_and_vocabulary() {
    let schema_text = read("schemas/deck.schema.json");
    let deck_text = read("crates/arbitro-cards/decks/am-ref.json");
    let value: Value = serde_json::from_str(&deck_text).unwrap();
    let problems = schema::validate_with_schema_text(&schema_text, &value).unwrap();
    assert!(problems.is_empty(), "{problems:?}");
    assert!(deck::validate_deck_text(&deck_text).is_empty());
    // The embedded schema is the file.
    assert_eq!(schema::DECK_SCHEMA, schema_text);
}

#[test]
fn am_ref_has_the_forty_cards_of_decks_md() {
    let deck = deck::shipped_deck("AM-REF").unwrap();
    assert_eq!(deck.cards.len(), 40);
    for (k, card) in deck.cards.iter().enumerate() {
        assert_eq!(card.code, format!("AM-{:02}", k + 1));
        assert!(!card.name.es.is_empty() && !card.name.en.is_empty());
    }
    let kinds = |k: CardKind| deck.cards.iter().filter(|c| c.kind == k).count();
    assert_eq!(kinds(CardKind::Action), 24);
    assert_eq!(kinds(CardKind::Reaction), 13);
    assert_eq!(kinds(CardKind::Save), 3);
    assert_eq!(
        deck.card(deck.index_of("AM-33").unwrap()).window,
        Window::AfterCapture
    );
}
