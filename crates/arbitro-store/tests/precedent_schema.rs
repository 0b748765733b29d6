//! AM-G16, AM-AE: the precedent export of an event and of a club archive
//! follows `schemas/precedents.schema.json`, checked with the JSON Schema
//! validator the card engine uses for its own files; and an export that
//! breaks the schema is caught (the check is not vacuous).

mod common;

use arbitro_store::Archive;
use arbitro_store::precedents::PrecedentInput;
use common::{TempDir, event_with_players, fixture};
use serde::Deserialize;
use serde_json::Value;

/// The schema file shipped in the repository.
const SCHEMA: &str = include_str!("../../../schemas/precedents.schema.json");

#[derive(Deserialize)]
struct Entry {
    /// Index (in the fixture) of the precedent this one corrects.
    #[serde(default)]
    corrects: Option<usize>,
    input: PrecedentInput,
}

fn problems(value: &Value) -> Vec<String> {
    arbitro_cards::validate_with_schema_text(SCHEMA, value)
        .expect("the schema compiles")
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn am_g16_exports_follow_the_precedents_schema() {
    let dir = TempDir::new("prec-schema");
    let e = event_with_players(&dir, "magico-advanced", "10+5", 2);
    let entries: Vec<Entry> =
        serde_json::from_str(&std::fs::read_to_string(fixture("precedents/AM-G16-register.json")).unwrap())
            .unwrap();
    let mut seqs = Vec::new();
    for entry in entries {
        let corrects = entry.corrects.map(|i| seqs[i]);
        seqs.push(e.precedents().add(entry.input, corrects).unwrap().seq);
    }
    let doc = serde_json::to_value(e.precedents().export().unwrap()).unwrap();
    assert_eq!(problems(&doc), Vec::<String>::new());
    // Current versions only: the corrected precedent is replaced by its correction.
    assert_eq!(doc["precedents"].as_array().unwrap().len(), 3);

    // A precedent recorded from a dispute carries its case, in the schema too.
    e.rounds().store(vec![(1, Some(2))], "manual").unwrap();
    #[derive(Deserialize)]
    struct Dispute {
        input: arbitro_store::DisputeInput,
    }
    let dispute: Dispute = serde_json::from_str(
        &std::fs::read_to_string(fixture("disputes/AM-28.shield-with-incident-and-precedent.json")).unwrap(),
    )
    .unwrap();
    e.disputes().record(dispute.input).unwrap();
    let doc = serde_json::to_value(e.precedents().export().unwrap()).unwrap();
    assert_eq!(problems(&doc), Vec::<String>::new());
    assert_eq!(doc["precedents"].as_array().unwrap().len(), 4);
    assert!(doc["precedents"][3]["case"].is_object());
    let mut bad_case = doc.clone();
    bad_case["precedents"][3]["case"]["verdict"] = Value::from("maybe");
    assert_eq!(problems(&bad_case).len(), 1);

    // A club archive collecting the event exports in the same format.
    let mut archive = Archive::create(&dir.path("club.db"), "Club de Ajedrez").unwrap();
    archive.collect(&e).unwrap();
    let club = serde_json::to_value(archive.export().unwrap()).unwrap();
    assert_eq!(problems(&club), Vec::<String>::new());

    // The validator does see a broken export.
    let mut broken = doc.clone();
    let p = &mut broken["precedents"][0];
    p.as_object_mut().unwrap().remove("fingerprint");
    p["date"] = Value::from("1 March 2026");
    p["situation"] = serde_json::json!({});
    let found = problems(&broken);
    assert_eq!(found.len(), 3, "{found:?}");
    assert!(
        found.iter().all(|f| f.starts_with("$.precedents[0]")),
        "{found:?}"
    );
}
