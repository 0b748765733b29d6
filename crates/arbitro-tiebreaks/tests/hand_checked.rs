//! Hand-checked tournaments: every `*.expected` file under
//! `tests/fixtures/tiebreaks/` lists values worked out by hand (each with the
//! reasoning in a comment) for the TRF of the same name. One `check` function
//! reads the directives and compares.

use std::path::{Path, PathBuf};

use arbitro_tiebreaks::{Calculator, Edition, Event, TieBreak, Value, category, parse_list, standings, trf};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/tiebreaks")
}

fn parse_value(text: &str) -> Option<Value> {
    if let Some((n, d)) = text.split_once('/') {
        return Some(Value::ratio(n.parse().ok()?, d.parse().ok()?));
    }
    Value::parse_decimal(text)
}

/// Runs every directive of one `.expected` file; returns the failures and the
/// number of checks made.
fn check(expected: &Path) -> (Vec<String>, usize) {
    let trf_path = expected.with_extension("trf");
    let text = std::fs::read_to_string(&trf_path).unwrap_or_else(|e| panic!("{}: {e}", trf_path.display()));
    let tournament = arbitro_trf::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", trf_path.display()));
    let full = trf::event(&tournament, None).unwrap_or_else(|e| panic!("{}: {e}", trf_path.display()));
    let mut event: Event = full.clone();
    let mut edition = Edition::Fide2026;
    let mut failures = Vec::new();
    let mut checks = 0;
    let name = expected.file_name().unwrap().to_string_lossy().to_string();
    let directives = std::fs::read_to_string(expected).unwrap();
    for (n, raw) in directives.lines().enumerate() {
        let line = raw.split('#').next().unwrap().trim();
        if line.is_empty() {
            continue;
        }
        let at = format!("{name}:{}", n + 1);
        let words: Vec<&str> = line.split_whitespace().collect();
        let calc = Calculator::new(&event, edition);
        let mut fail = |msg: String| failures.push(format!("{at}: {msg}  [{line}]"));
        match words.as_slice() {
            ["rules", r] => edition = r.parse().unwrap(),
            ["after", "all"] => event = full.clone(),
            ["after", r] => event = full.through_round(r.parse().unwrap()),
            ["score", p, v] => {
                checks += 1;
                let got = calc.score(p.parse().unwrap());
                if Some(got) != parse_value(v) {
                    fail(format!("score is {got}"));
                }
            }
            ["adjusted", p, v] => {
                checks += 1;
                let got = calc.score_for_opponents(p.parse().unwrap());
                if Some(got) != parse_value(v) {
                    fail(format!("adjusted score is {got}"));
                }
            }
            ["category", p, r, art] => {
                checks += 1;
                let got = category(&event, p.parse().unwrap(), r.parse().unwrap()).map(|c| c.article());
                if got != Some(*art) {
                    fail(format!("category is {got:?}"));
                }
            }
            ["value", code, p, v] => {
                checks += 1;
                let tb = TieBreak::parse(code).unwrap();
                let tpn: u32 = p.parse().unwrap();
                match calc.column(&tb) {
                    Ok(col) => {
                        let got = col.values[event.position(tpn).unwrap()];
                        let want = if *v == "-" { None } else { parse_value(v) };
                        if got != want {
                            let shown = got.map_or("-".to_string(), |g| {
                                format!("{g} ({}/{})", g.numerator(), g.denominator())
                            });
                            let detail = calc
                                .elements(&tb, tpn)
                                .map(|es| {
                                    es.iter()
                                        .map(|e| {
                                            format!(
                                                "R{}:{}{}{}",
                                                e.round,
                                                e.contribution,
                                                if e.vur { "v" } else { "" },
                                                if e.cut.is_some() { "x" } else { "" }
                                            )
                                        })
                                        .collect::<Vec<_>>()
                                        .join(" ")
                                })
                                .unwrap_or_default();
                            fail(format!("{code} of {tpn} is {shown} {detail}"));
                        }
                    }
                    Err(e) => fail(format!("{code}: {e}")),
                }
            }
            ["dropped", code] => {
                checks += 1;
                let col = calc.column(&TieBreak::parse(code).unwrap()).unwrap();
                if col.dropped.is_none() {
                    fail(format!("{code} was not dropped"));
                }
            }
            ["error", code] => {
                checks += 1;
                if calc.column(&TieBreak::parse(code).unwrap()).is_ok() {
                    fail(format!("{code} computed without error"));
                }
            }
            ["standings", rest @ ..] => {
                checks += 1;
                let joined = rest.join(" ");
                let (list, order) = joined.split_once(':').expect("standings LIST : ORDER");
                let list = parse_list(list).unwrap();
                let table = standings(&event, &list, edition).unwrap();
                let mut got = Vec::new();
                let mut i = 0;
                while i < table.rows.len() {
                    let rank = table.rows[i].rank;
                    let same: Vec<String> = table.rows[i..]
                        .iter()
                        .take_while(|r| r.rank == rank)
                        .map(|r| r.tpn.to_string())
                        .collect();
                    i += same.len();
                    got.push(same.join("="));
                }
                let got = got.join(" ");
                if got != order.trim() {
                    fail(format!("standings are {got}"));
                }
            }
            other => panic!("{at}: unknown directive {other:?}"),
        }
    }
    (failures, checks)
}

#[test]
fn c07_hand_checked_tournaments() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(fixtures())
        .expect("tests/fixtures/tiebreaks exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "expected"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .expected files");
    let mut all = Vec::new();
    let mut total = 0;
    for f in &files {
        let (failures, checks) = check(f);
        total += checks;
        all.extend(failures);
    }
    println!("{} hand-checked values in {} tournaments", total, files.len());
    assert!(
        all.is_empty(),
        "{} of {total} checks failed:\n{}",
        all.len(),
        all.join("\n")
    );
}
