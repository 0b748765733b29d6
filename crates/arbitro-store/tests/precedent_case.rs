//! AM-G16: a precedent recorded from a dispute carries its case (situation,
//! events before the play, play, deck version, verdict, sentence, clauses);
//! it travels with the precedent from an event to another event and to a
//! club archive and back out as JSON, and on import the card engine rules the
//! play again: a tampered case (`fixtures/precedents/case-tampered.json`) is
//! refused. Precedents without a case keep their fingerprints and bodies
//! (`fixtures/precedents/export-before-cases.json`, exported before cases
//! existed).

mod common;

use arbitro_i18n::{Lang, Message, render};
use arbitro_store::precedents::{ExportDoc, ExportedPrecedent, PrecedentCase, parse_export};
use arbitro_store::{Archive, DisputeInput, Event, StoreError};
use common::{TempDir, event_with_players, fixture};
use serde::Deserialize;
use serde_json::Value;

fn one_game(dir: &TempDir) -> Event {
    let e = event_with_players(dir, "magico-advanced", "10+5", 2);
    e.rounds()
        .store(vec![(1, Some(2))], "manual")
        .expect("pair round 1");
    e
}

fn dispute_input() -> DisputeInput {
    #[derive(Deserialize)]
    struct Case {
        input: DisputeInput,
    }
    let text =
        std::fs::read_to_string(fixture("disputes/AM-28.shield-with-incident-and-precedent.json")).unwrap();
    serde_json::from_str::<Case>(&text).unwrap().input
}

/// The case as the dispute made it, checked against the dispute's own record.
fn check_case(case: &PrecedentCase, input: &DisputeInput, what: &str) {
    assert_eq!(case.setup, input.setup, "{what}");
    assert_eq!(case.history, input.history, "{what}");
    assert_eq!(case.play, input.play, "{what}");
    assert_eq!(case.deck, input.setup.deck, "{what}");
    let now = case.rule().unwrap();
    assert_eq!(case.verdict, now.verdict, "{what}: re-ruled");
    assert_eq!(case.clauses, now.clauses, "{what}: re-ruled");
    assert_eq!(
        case.sentence.es.as_deref(),
        Some(now.sentence.es.as_str()),
        "{what}"
    );
    assert_eq!(
        case.sentence.en.as_deref(),
        Some(now.sentence.en.as_str()),
        "{what}"
    );
}

fn only_case(doc: &ExportDoc) -> &PrecedentCase {
    assert_eq!(doc.precedents.len(), 1);
    doc.precedents[0].input.case.as_ref().expect("the case travels")
}

#[test]
fn am_g16_a_disputes_case_travels_with_its_precedent() {
    let dir = TempDir::new("case-travel");
    let e = one_game(&dir);
    let input = dispute_input();
    let out = e.disputes().record(input.clone()).unwrap();
    let p = out.precedent.expect("precedent recorded");
    check_case(
        p.body.input.case.as_ref().expect("the case is stored"),
        &input,
        "stored",
    );

    // Event → JSON.
    let json = serde_json::to_string(&e.precedents().export().unwrap()).unwrap();
    let doc = parse_export("a.json", &json).unwrap();
    check_case(only_case(&doc), &input, "exported");

    // → another event → JSON again.
    let other_dir = TempDir::new("case-travel-b");
    let other = one_game(&other_dir);
    let imported = other.precedents().import("a.json", &json).unwrap();
    assert_eq!(imported.imported.len(), 1);
    let again = other.precedents().export().unwrap();
    check_case(only_case(&again), &input, "through another event");
    assert_eq!(again.precedents[0].fingerprint, doc.precedents[0].fingerprint);

    // → a club archive (collected and imported) → JSON again.
    let mut club = Archive::create(&dir.path("club.db"), "Club").unwrap();
    club.collect(&e).unwrap();
    let from_club = club.export().unwrap();
    check_case(only_case(&from_club), &input, "through a club archive");
    let mut club2 = Archive::create(&dir.path("club2.db"), "Club 2").unwrap();
    club2
        .import("club.json", &serde_json::to_string(&from_club).unwrap())
        .unwrap();
    check_case(
        only_case(&club2.export().unwrap()),
        &input,
        "imported into a club archive",
    );
    assert!(club2.verify().unwrap().is_intact());
    assert!(other.verify().unwrap().is_intact());
}

#[derive(Deserialize)]
struct Tamper {
    about: String,
    pointer: String,
    value: Value,
    refit_fingerprint: bool,
    refused: String,
}

/// The nested problem codes of a refused import, and the message in both languages.
fn refusal(err: &StoreError) -> (Vec<String>, String, String) {
    let StoreError::PrecedentInvalid(invalid) = err else {
        panic!("not a precedent refusal: {err}");
    };
    let codes = invalid
        .problems
        .iter()
        .map(|p| match p {
            arbitro_store::PrecedentProblem::Entry { problem, .. } => problem.code().to_string(),
            other => other.code().to_string(),
        })
        .collect();
    (codes, render(Lang::Es, err), render(Lang::En, err))
}

#[test]
fn am_g16_a_tampered_case_is_refused_on_import() {
    let dir = TempDir::new("case-tamper");
    let e = one_game(&dir);
    e.disputes().record(dispute_input()).unwrap();
    let doc = serde_json::to_value(e.precedents().export().unwrap()).unwrap();
    let cases: Vec<Tamper> =
        serde_json::from_str(&std::fs::read_to_string(fixture("precedents/case-tampered.json")).unwrap())
            .unwrap();
    let mut club = Archive::create(&dir.path("club.db"), "Club").unwrap();
    for t in cases {
        let mut edited = doc.clone();
        let p = &mut edited["precedents"][0];
        *p.pointer_mut(&t.pointer)
            .unwrap_or_else(|| panic!("{}: no {}", t.about, t.pointer)) = t.value;
        if t.refit_fingerprint {
            let entry: ExportedPrecedent = serde_json::from_value(p.clone()).unwrap();
            p["fingerprint"] = Value::from(entry.input.fingerprint());
        }
        let text = serde_json::to_string(&edited).unwrap();
        let head = club.register_head().unwrap();
        let err = club.import("t.json", &text).unwrap_err();
        let (codes, es, en) = refusal(&err);
        assert_eq!(codes, vec![t.refused.clone()], "{}", t.about);
        assert_ne!(es, en, "{}: a message in each language", t.about);
        assert!(
            !es.contains(&t.refused) && !en.contains(&t.refused),
            "{}: {es} / {en}",
            t.about
        );
        assert_eq!(
            club.register_head().unwrap(),
            head,
            "{}: nothing written",
            t.about
        );
    }
    assert!(club.precedents().unwrap().is_empty());
}

#[test]
fn am_g16_precedents_without_a_case_keep_their_fingerprints_and_bodies() {
    let text = std::fs::read_to_string(fixture("precedents/export-before-cases.json")).unwrap();
    let doc = parse_export("before.json", &text).unwrap();
    assert!(doc.precedents.iter().all(|p| p.input.case.is_none()));
    for p in &doc.precedents {
        assert_eq!(p.input.fingerprint(), p.fingerprint, "{}", p.uid);
    }
    let dir = TempDir::new("case-before");
    let e = one_game(&dir);
    e.precedents().import("before.json", &text).unwrap();
    let original: Value = serde_json::from_str(&text).unwrap();
    let again = serde_json::to_value(e.precedents().export().unwrap()).unwrap();
    for (i, p) in again["precedents"].as_array().unwrap().iter().enumerate() {
        let before = &original["precedents"][i];
        assert_eq!(p["fingerprint"], before["fingerprint"]);
        assert!(p.get("case").is_none(), "no case key written");
        // The same content, key for key (recorded_at is this file's).
        let (mut a, mut b) = (p.clone(), before.clone());
        a.as_object_mut().unwrap().remove("recorded_at");
        b.as_object_mut().unwrap().remove("recorded_at");
        assert_eq!(a, b);
    }
    // The stored body has no case key either.
    for p in e.precedents().all().unwrap() {
        assert!(serde_json::to_value(&p.body).unwrap().get("case").is_none());
    }
}
