//! The chain: every entry links to the one before, its hash matches its
//! content, its signature is the key's it names, that key was introduced by
//! a `key` entry, its body is what its kind says, and a correction corrects
//! an entry of its own kind.

use std::collections::HashMap;

use super::{KeyUse, Row, VerifyReport};
use crate::register::installation::{Fingerprint, signature_ok, unhex};
use crate::register::{
    EntryBody, KeyEntry, Kinds, RegisterHead, VerifyProblem, entry_hash, find, genesis, legacy_hash,
    signed_message,
};

pub(super) fn check_chain(
    rows: &[Row],
    catalogue: Kinds,
    file_id: &str,
    signed_schema: bool,
    own: Option<&Fingerprint>,
    report: &mut VerifyReport,
) {
    let problems = &mut report.problems;
    let mut prev = genesis(file_id);
    let mut expected = 1i64;
    let mut keys: HashMap<String, (String, usize)> = HashMap::new();
    let mut kinds: HashMap<i64, &str> = HashMap::new();
    let mut signing = false;
    for e in rows {
        if e.seq != expected {
            problems.push(VerifyProblem::EntriesMissing {
                from: expected,
                to: e.seq - 1,
            });
        }
        if e.prev_hash != prev {
            problems.push(VerifyProblem::BrokenLink { seq: e.seq });
        }
        match (&e.schema, &e.key, &e.signature) {
            (Some(schema), Some(key), Some(signature)) => {
                signing = true;
                let recomputed = entry_hash(
                    e.seq,
                    &e.kind,
                    *schema,
                    key,
                    &e.prev_hash,
                    e.effects.as_deref(),
                    &e.body,
                );
                if recomputed != e.hash {
                    problems.push(VerifyProblem::EntryEdited {
                        seq: e.seq,
                        kind: e.kind.clone(),
                    });
                }
                if e.kind == KeyEntry::KIND {
                    match serde_json::from_str::<KeyEntry>(&e.body) {
                        Ok(k) => {
                            let fp = unhex::<32>(&k.public_key).map(|p| Fingerprint::of(&p));
                            if fp.as_ref().map(Fingerprint::as_str) != Some(k.fingerprint.as_str())
                                || k.fingerprint != *key
                            {
                                problems.push(VerifyProblem::KeyMismatch { seq: e.seq });
                            } else if !keys.contains_key(key) {
                                report.keys.push(KeyUse {
                                    fingerprint: Fingerprint::parse(key)
                                        .unwrap_or_else(|| Fingerprint::of(&[0; 32])),
                                    label: k.label.clone(),
                                    introduced: e.seq,
                                    entries: 0,
                                    this_installation: own.is_some_and(|o| o.as_str() == key),
                                });
                                keys.insert(key.clone(), (k.public_key, report.keys.len() - 1));
                            }
                        }
                        Err(_) => problems.push(VerifyProblem::KeyMismatch { seq: e.seq }),
                    }
                }
                match keys.get(key) {
                    Some((public, at)) => {
                        report.keys[*at].entries += 1;
                        if !signature_ok(public, &signed_message(&e.hash), signature) {
                            problems.push(VerifyProblem::BadSignature {
                                seq: e.seq,
                                key: key.clone(),
                            });
                        }
                    }
                    None => problems.push(VerifyProblem::UnknownKey {
                        seq: e.seq,
                        key: key.clone(),
                    }),
                }
            }
            _ => {
                if signing || !signed_schema && e.schema.is_some() {
                    problems.push(VerifyProblem::Unsigned { seq: e.seq });
                }
                if legacy_hash(e.seq, &e.kind, &e.prev_hash, &e.body) != e.hash {
                    problems.push(VerifyProblem::EntryEdited {
                        seq: e.seq,
                        kind: e.kind.clone(),
                    });
                }
            }
        }
        match find(catalogue, &e.kind) {
            Some(k) => {
                if let Err(detail) = (k.check)(&e.body) {
                    problems.push(VerifyProblem::BadBody {
                        seq: e.seq,
                        kind: e.kind.clone(),
                        detail,
                    });
                }
            }
            None => problems.push(VerifyProblem::UnknownKind {
                seq: e.seq,
                kind: e.kind.clone(),
            }),
        }
        if e.body.contains("\"corrects\"")
            && let Ok(v) = serde_json::from_str::<serde_json::Value>(&e.body)
            && let Some(target) = v.get("corrects").and_then(serde_json::Value::as_i64)
            && kinds.get(&target) != Some(&e.kind.as_str())
        {
            problems.push(VerifyProblem::BadCorrection { seq: e.seq, target });
        }
        kinds.insert(e.seq, &e.kind);
        prev = e.hash.clone();
        expected = e.seq + 1;
    }
    if signed_schema && !signing {
        problems.push(VerifyProblem::NothingSigned);
    }
    // The first signed entry opens the file or follows its upgrade: the
    // register cannot begin to be signed half-way through by anyone else.
    if let Some(first) = rows.iter().find(|e| e.signature.is_some()) {
        let legacy_before = rows.iter().any(|e| e.seq < first.seq);
        let opens = !legacy_before && first.kind == KeyEntry::KIND;
        let upgrade = rows
            .iter()
            .find(|e| e.seq > first.seq && e.kind != KeyEntry::KIND)
            .is_some_and(|e| e.kind == crate::register::Baseline::KIND);
        if !opens && !upgrade {
            problems.push(VerifyProblem::Unsigned { seq: first.seq - 1 });
        }
    }
    report.entries = expected - 1;
    report.head = RegisterHead {
        count: expected - 1,
        hash: prev,
        key: rows
            .last()
            .and_then(|e| e.key.as_deref())
            .and_then(Fingerprint::parse),
    };
}
