//! Files written before the deck states, the pairing checker's warnings and
//! the endings of recorded games were typed hold them as English sentences:
//! each body still reads (register entries are checked by deserialising
//! them), the old sentence shown as stored, and a typed body shown in the
//! reader's language (fixtures/legacy/texts.json).

use arbitro_i18n::{Lang, Message, render};
use arbitro_store::DeckOverride;
use arbitro_store::RoundPaired;
use arbitro_store::deck::DeckCheck;
use arbitro_store::records::RecordSummary;
use serde::de::DeserializeOwned;

/// The shown value of one body.
fn read<B: DeserializeOwned>(
    body: &serde_json::Value,
    shown: impl Fn(&B) -> Box<dyn Message + '_>,
    lang: Lang,
) -> String {
    let b: B = serde_json::from_value(body.clone()).unwrap_or_else(|e| panic!("{e}: {body}"));
    render(lang, shown(&b).as_ref())
}

fn check(kind: &str, body: &serde_json::Value, lang: Lang) -> String {
    match kind {
        "deck-check" => read::<DeckCheck>(body, |b| Box::new(b.outstanding[0].clone()), lang),
        "deck-override" => read::<DeckOverride>(body, |b| Box::new(b.outstanding.clone()), lang),
        "round-paired" => read::<RoundPaired>(body, |b| Box::new(b.warnings[0].clone()), lang),
        "record-summary" => {
            read::<RecordSummary>(body, |b| Box::new(b.reason.clone().expect("a reason")), lang)
        }
        other => panic!("unknown kind {other}"),
    }
}

#[test]
fn old_sentences_read_as_stored_and_typed_values_in_the_readers_language() {
    let doc: serde_json::Value =
        serde_json::from_str(include_str!("fixtures/legacy/texts.json")).expect("texts.json");
    let cases = doc["cases"].as_array().expect("cases");
    assert!(cases.len() >= 8);
    for case in cases {
        let kind = case["kind"].as_str().unwrap();
        for (lang, key) in [(Lang::En, "en"), (Lang::Es, "es")] {
            assert_eq!(
                check(kind, &case["body"], lang),
                case[key].as_str().unwrap(),
                "{kind} in {key}: {}",
                case["body"]
            );
        }
    }
}
