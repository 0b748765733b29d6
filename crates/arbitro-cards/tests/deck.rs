//! Deck files: the shipped AM reference deck and ED deck are valid against
//! the schema file in `schemas/` and the vocabulary; an organiser's edition of
//! the ED deck is valid; broken decks are refused with the JSON path of every
//! problem.

use std::path::PathBuf;

use arbitro_cards as deck;
use arbitro_cards::{CardKind, Window};

mod schema {
    pub use arbitro_cards::{DECK_SCHEMA, GAME_SCHEMA, validate_with_schema_text};
}
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

/// Every file in `tests/decks/invalid/` is refused, and every JSON path its
/// `.paths` sidecar lists is among the problems reported (schema and vocabulary).
#[test]
fn broken_decks_are_refused_with_their_paths() {
    let dir = root().join("crates/arbitro-cards/tests/decks/invalid");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 8);
    let mut failures = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let problems = deck::validate_deck_text(&text);
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        if problems.is_empty() {
            failures.push(format!("{name}: accepted"));
            continue;
        }
        let paths = std::fs::read_to_string(file.with_extension("paths")).unwrap();
        for want in paths.lines().filter(|l| !l.trim().is_empty()) {
            if !problems.iter().any(|p| p.path == want) {
                failures.push(format!("{name}: no problem at {want}; got {problems:?}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The schema file is the contract: a deck refused by the vocabulary check
/// alone still passes the schema file, and a deck refused by the schema is
/// refused by the schema file itself.
#[test]
fn schema_file_and_vocabulary_split_the_work() {
    let schema_text = read("schemas/deck.schema.json");
    let dir = root().join("crates/arbitro-cards/tests/decks/invalid");
    let vocab_only = std::fs::read_to_string(dir.join("card-eliminates-king.json")).unwrap();
    let value: Value = serde_json::from_str(&vocab_only).unwrap();
    assert!(
        schema::validate_with_schema_text(&schema_text, &value)
            .unwrap()
            .is_empty()
    );
    assert!(!deck::validate_deck_text(&vocab_only).is_empty());
    let schema_broken = std::fs::read_to_string(dir.join("unknown-op.json")).unwrap();
    let value: Value = serde_json::from_str(&schema_broken).unwrap();
    let problems = schema::validate_with_schema_text(&schema_text, &value).unwrap();
    assert!(
        problems.iter().any(|p| p.path == "$.cards[0].steps[0].op"),
        "{problems:?}"
    );
}

/// The game schema file accepts every scenario and the embedded copy is the file.
#[test]
fn game_schema_file_is_the_embedded_one() {
    assert_eq!(schema::GAME_SCHEMA, read("schemas/game.schema.json"));
}

/// AM-R3: the deal is reproducible from its recorded seed; the exact deal is
/// pinned because recorded games depend on it.
#[test]
fn deal_from_a_seed_is_pinned() {
    let deck = deck::shipped_deck("AM-REF").unwrap();
    let hands = arbitro_cards::deal_hands(&deck, 42, 10);
    let codes = |v: &Vec<deck::CardIdx>| v.iter().map(|i| deck.code(*i).to_string()).collect::<Vec<_>>();
    let (white, black) = (codes(&hands[0]), codes(&hands[1]));
    assert_eq!(white.len(), 10);
    assert_eq!(black.len(), 10);
    assert!(white.iter().all(|c| !black.contains(c)));
    assert_eq!(hands, arbitro_cards::deal_hands(&deck, 42, 10));
    assert_ne!(hands, arbitro_cards::deal_hands(&deck, 43, 10));
    assert_eq!(
        white,
        [
            "AM-39", "AM-11", "AM-32", "AM-24", "AM-06", "AM-09", "AM-02", "AM-17", "AM-04", "AM-40"
        ]
    );
    assert_eq!(
        black,
        [
            "AM-34", "AM-15", "AM-38", "AM-25", "AM-13", "AM-28", "AM-19", "AM-01", "AM-35", "AM-10"
        ]
    );
}

/// The ED deck (DECKS.md, seed 001): schema-valid against the file, 56 cards
/// ED-01…ED-56 with the composition by type of the seed (38 action cards, 16
/// special cards including the joker and the blank card, 2 instruction cards).
#[test]
fn ed_deck_matches_the_schema_file_and_decks_md() {
    let schema_text = read("schemas/deck.schema.json");
    let deck_text = read("crates/arbitro-cards/decks/ed.json");
    let value: Value = serde_json::from_str(&deck_text).unwrap();
    let problems = schema::validate_with_schema_text(&schema_text, &value).unwrap();
    assert!(problems.is_empty(), "{problems:?}");
    assert!(deck::validate_deck_text(&deck_text).is_empty());
    let deck = deck::shipped_deck("ED").unwrap();
    assert_eq!(deck.family, deck::Family::Ed);
    assert_eq!(deck.cards.len(), 56);
    for (k, card) in deck.cards.iter().enumerate() {
        assert_eq!(card.code, format!("ED-{:02}", k + 1));
        assert!(!card.name.es.is_empty() && !card.name.en.is_empty());
    }
    let kinds = |k: CardKind| deck.cards.iter().filter(|c| c.kind == k).count();
    assert_eq!(kinds(CardKind::Action), 38);
    assert_eq!(kinds(CardKind::Special), 16);
    assert_eq!(kinds(CardKind::Instruction), 2);
    // Cards per type clause, as the seed counts them.
    let mut per_clause = std::collections::BTreeMap::new();
    for c in &deck.cards {
        *per_clause.entry(c.ed.as_ref().unwrap().clause()).or_insert(0) += 1;
    }
    let want = [
        ("ED-C1", 7),
        ("ED-C2", 7),
        ("ED-C3", 8),
        ("ED-C4", 2),
        ("ED-C5", 2),
        ("ED-C6", 3),
        ("ED-C7", 5),
        ("ED-C8", 4),
        ("ED-C9", 2),
        ("ED-C10", 4),
        ("ED-C11", 8),
        ("ED-C12", 1),
        ("ED-C13", 1),
        ("ED-R4", 2),
    ];
    for (clause, n) in want {
        assert_eq!(per_clause.get(clause), Some(&n), "{clause}: {per_clause:?}");
    }
}

/// An organiser's edition of the ED deck: another piece on a card and the
/// blank card (ED-54, ED-C13) defined as a house rule; both are data.
#[test]
fn ed_deck_edited_by_an_organiser_is_valid() {
    let text = read("crates/arbitro-cards/tests/decks/ed-house.json");
    assert!(deck::validate_deck_text(&text).is_empty());
    let house = deck::parse_deck(&text).unwrap();
    let shipped = deck::shipped_deck("ED").unwrap();
    let ed = |d: &deck::Deck, code: &str| d.card(d.index_of(code).unwrap()).ed.clone().unwrap();
    assert_ne!(ed(&house, "ED-01"), ed(&shipped, "ED-01"));
    assert_eq!(ed(&house, "ED-54").clause(), "ED-C6");
    assert_eq!(ed(&shipped, "ED-54").clause(), "ED-C13");
}

/// ED-R1: the draw pile shuffled from a recorded seed holds the 54 playable
/// cards once each (never the instruction cards) and is the same for the same seed.
#[test]
fn ed_pile_from_a_seed_is_reproducible() {
    let deck = deck::shipped_deck("ED").unwrap();
    let a = arbitro_cards::shuffled_pile(&deck, 99, &[]);
    assert_eq!(a.len(), 54);
    let mut sorted = a.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), 54);
    assert!(a.iter().all(|c| deck.card(*c).kind != CardKind::Instruction));
    assert_eq!(a, arbitro_cards::shuffled_pile(&deck, 99, &[]));
    assert_ne!(a, arbitro_cards::shuffled_pile(&deck, 100, &[]));
}
