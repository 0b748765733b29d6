//! Deck versions and errata (AM-R16, AM-AE): a fixture deck with three
//! versions reads, its releases chain, and `deck_changes` gives the cards
//! changed, added and withdrawn between any two versions, per language, as
//! `tests/fixtures/errata/changes.json` expects. The shipped decks carry
//! their current version as their first and only release. Broken histories
//! are refused with their paths by `tests/deck.rs` (`history-*.json`).

use std::path::PathBuf;

use arbitro_cards::{CardChangeKind, CardField, DeckChanges, deck_changes, parse_deck, shipped_deck};
use arbitro_i18n::{Lang, Message, try_render};
use serde_json::Value;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/errata")
}

/// `TX-01 changed name:es text:es,en`: one line per card that differs.
fn summary(changes: &DeckChanges) -> Vec<String> {
    changes
        .cards
        .iter()
        .map(|c| {
            let kind = match c.kind {
                CardChangeKind::Added => "added",
                CardChangeKind::Removed => "removed",
                CardChangeKind::Changed => "changed",
            };
            let fields: Vec<String> = c
                .fields
                .iter()
                .map(|f| {
                    let mut langs = Vec::new();
                    if f.es.is_some() {
                        langs.push("es");
                    }
                    if f.en.is_some() {
                        langs.push("en");
                    }
                    format!("{}:{}", f.field.as_str(), langs.join(","))
                })
                .collect();
            format!("{} {kind} {}", c.card, fields.join(" "))
        })
        .collect()
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect()
}

fn check(case: &Value) {
    let text = std::fs::read_to_string(dir().join(case["deck"].as_str().unwrap())).unwrap();
    let deck = parse_deck(&text).unwrap_or_else(|e| panic!("{e}"));
    let versions: Vec<String> = deck
        .releases()
        .iter()
        .map(|r| format!("{}:{}", r.version, r.date))
        .collect();
    assert_eq!(versions, strings(&case["versions"]));
    let mut failures = Vec::new();
    for q in case["queries"].as_array().unwrap() {
        let (from, to) = (q["from"].as_str().unwrap(), q["to"].as_str());
        let changes = deck_changes(&deck, from, to).unwrap_or_else(|e| panic!("{from}→{to:?}: {e}"));
        let releases: Vec<String> = changes.releases.iter().map(|r| r.version.clone()).collect();
        if releases != strings(&q["releases"]) || summary(&changes) != strings(&q["cards"]) {
            failures.push(format!("{from}→{to:?}: {releases:?} {:?}", summary(&changes)));
        }
        // Every text difference is a real one, in the language it names.
        for f in changes.cards.iter().flat_map(|c| &c.fields) {
            for d in [&f.es, &f.en].into_iter().flatten() {
                assert_ne!(d.before, d.after);
            }
        }
    }
    for q in case["refused"].as_array().unwrap() {
        let err = deck_changes(&deck, q["from"].as_str().unwrap(), q["to"].as_str()).unwrap_err();
        assert_eq!(err.code(), q["code"].as_str().unwrap());
        for lang in [Lang::Es, Lang::En] {
            let text = try_render(lang, &err).unwrap_or_else(|e| panic!("{e}"));
            assert!(text.contains(q["from"].as_str().unwrap()), "{text}");
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn changes_between_versions_are_as_the_fixture_says() {
    let case: Value =
        serde_json::from_str(&std::fs::read_to_string(dir().join("changes.json")).unwrap()).unwrap();
    check(&case);
}

#[test]
fn the_texts_of_a_change_are_both_languages() {
    let text = std::fs::read_to_string(dir().join("tx-three-versions.json")).unwrap();
    let deck = parse_deck(&text).unwrap();
    let changes = deck_changes(&deck, "1", None).unwrap();
    let tx02 = changes.cards.iter().find(|c| c.card == "TX-02").unwrap();
    let field = &tx02.fields[0];
    assert_eq!(field.field, CardField::Text);
    let es = field.es.as_ref().unwrap();
    assert!(es.before.contains("distancia de rey 3") && es.after.contains("distancia de rey 2"));
    let en = field.en.as_ref().unwrap();
    assert!(en.before.contains("king distance 3") && en.after.contains("king distance 2"));
}

#[test]
fn shipped_decks_have_their_current_version_as_first_release() {
    for id in ["AM-REF", "ED"] {
        let deck = shipped_deck(id).unwrap();
        let releases = deck.releases();
        assert_eq!(releases.len(), 1, "{id}");
        assert_eq!(
            (releases[0].version.as_str(), releases[0].date.as_str()),
            (deck.version.as_str(), deck.date.as_str())
        );
        assert!(releases[0].replaces.is_none() && releases[0].changes.is_empty());
        assert!(deck_changes(&deck, &deck.version, None).unwrap().cards.is_empty());
    }
}

/// Every problem of a broken history (`tests/decks/invalid/history-*.json`)
/// reads in both languages, and is a history problem.
#[test]
fn history_problems_read_in_both_languages() {
    let invalid = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/decks/invalid");
    let mut seen = 0;
    for entry in std::fs::read_dir(invalid).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !(name.starts_with("history-") && name.ends_with(".json")) {
            continue;
        }
        seen += 1;
        let problems = arbitro_cards::validate_deck_text(&std::fs::read_to_string(entry.path()).unwrap());
        assert!(!problems.is_empty(), "{name}");
        for p in &problems {
            assert!(
                matches!(p.detail, arbitro_cards::Detail::History(_)),
                "{name}: {p}"
            );
            for lang in [Lang::Es, Lang::En] {
                try_render(lang, p).unwrap_or_else(|e| panic!("{name}: {e}"));
            }
        }
    }
    assert!(seen >= 5);
}
