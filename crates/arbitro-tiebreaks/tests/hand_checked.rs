//! Hand-checked tournaments: every `*.expected` file under
//! `tests/fixtures/tiebreaks/` lists values worked out by hand (each with the
//! reasoning in a comment) for the TRF of the same name. One `check` function
//! reads the directives and compares.

use std::path::{Path, PathBuf};

use arbitro_tiebreaks::{
    Calculator, Column, Edition, Event, Standings, TeamCalculator, TeamEvent, TeamScore, TieBreak,
    TieBreakError, Value, Working, category, parse_list, standings, team_standings, trf,
};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/tiebreaks")
}

fn parse_value(text: &str) -> Option<Value> {
    Value::parse_exact(text)
}

/// The event the directives speak of: the players, or the teams of the file.
#[derive(Clone)]
enum Subject {
    Players(Box<Event>),
    Teams(Box<TeamEvent>),
}

impl Subject {
    fn through(&self, full: &Subject, round: Option<u32>) -> Subject {
        match (full, round) {
            (Subject::Players(e), Some(r)) => Subject::Players(Box::new(e.through_round(r))),
            (Subject::Teams(e), Some(r)) => Subject::Teams(Box::new(e.through_round(r))),
            (s, None) => s.clone(),
        }
    }

    fn column(&self, edition: Edition, tb: &TieBreak) -> Result<Column, TieBreakError> {
        match self {
            Subject::Players(e) => Calculator::new(e, edition).column(tb),
            Subject::Teams(e) => TeamCalculator::new(e, edition).column(tb),
        }
    }

    fn working(&self, edition: Edition, tb: &TieBreak, tpn: u32) -> Result<Working, TieBreakError> {
        match self {
            Subject::Players(e) => Calculator::new(e, edition).working(tb, tpn),
            Subject::Teams(e) => TeamCalculator::new(e, edition).working(tb, tpn),
        }
    }

    fn position(&self, tpn: u32) -> usize {
        match self {
            Subject::Players(e) => e.position(tpn).unwrap(),
            Subject::Teams(e) => e.view(TeamScore::Match).position(tpn).unwrap(),
        }
    }

    fn standings(&self, edition: Edition, list: &[TieBreak]) -> Standings {
        match self {
            Subject::Players(e) => standings(e, list, edition).unwrap(),
            Subject::Teams(e) => team_standings(e, list, edition).unwrap(),
        }
    }
}

/// Runs every directive of one `.expected` file; returns the failures and the
/// number of checks made.
fn check(expected: &Path) -> (Vec<String>, usize) {
    let trf_path = expected.with_extension("trf");
    let text = std::fs::read_to_string(&trf_path).unwrap_or_else(|e| panic!("{}: {e}", trf_path.display()));
    let tournament = arbitro_trf::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", trf_path.display()));
    let players = trf::event(&tournament, None).unwrap_or_else(|e| panic!("{}: {e}", trf_path.display()));
    let mut full = Subject::Players(Box::new(players));
    let mut subject = full.clone();
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
        let mut fail = |msg: String| failures.push(format!("{at}: {msg}  [{line}]"));
        match words.as_slice() {
            ["rules", r] => edition = r.parse().unwrap(),
            ["teams", primary] => {
                let primary = match *primary {
                    "mp" => TeamScore::Match,
                    _ => TeamScore::Game,
                };
                let teams =
                    trf::team_event(&tournament, primary, None).unwrap_or_else(|e| panic!("{at}: {e}"));
                full = Subject::Teams(Box::new(teams));
                subject = full.clone();
            }
            ["after", "all"] => subject = full.clone(),
            ["after", r] => subject = subject.through(&full, Some(r.parse().unwrap())),
            ["score", p, v] => {
                checks += 1;
                let got = match &subject {
                    Subject::Players(e) => Calculator::new(e, edition).score(p.parse().unwrap()),
                    Subject::Teams(e) => {
                        TeamCalculator::new(e, edition).score(p.parse().unwrap(), e.primary())
                    }
                };
                if Some(got) != parse_value(v) {
                    fail(format!("score is {got}"));
                }
            }
            ["adjusted", p, v] => {
                checks += 1;
                let Subject::Players(e) = &subject else {
                    panic!("{at}: players only")
                };
                let got = Calculator::new(e, edition).score_for_opponents(p.parse().unwrap());
                if Some(got) != parse_value(v) {
                    fail(format!("adjusted score is {got}"));
                }
            }
            ["category", p, r, art] => {
                checks += 1;
                let Subject::Players(e) = &subject else {
                    panic!("{at}: players only")
                };
                let got = category(e, p.parse().unwrap(), r.parse().unwrap()).map(|c| c.article());
                if got != Some(*art) {
                    fail(format!("category is {got:?}"));
                }
            }
            ["value", code, p, v] => {
                checks += 1;
                let tb = TieBreak::parse(code).unwrap();
                let tpn: u32 = p.parse().unwrap();
                match subject.column(edition, &tb) {
                    Ok(col) => {
                        let got = col.values[subject.position(tpn)];
                        let want = if *v == "-" { None } else { parse_value(v) };
                        if got != want {
                            let shown = got.map_or("-".to_string(), |g| format!("{g} ({})", g.exact()));
                            let detail = subject
                                .working(edition, &tb, tpn)
                                .map(|w| {
                                    w.terms
                                        .iter()
                                        .map(|t| {
                                            format!(
                                                "R{}:{}{}",
                                                t.round.unwrap_or(0),
                                                t.contribution,
                                                if t.cut.is_some() { "x" } else { "" }
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
            ["cut", code, p, rounds @ ..] => {
                checks += 1;
                let tb = TieBreak::parse(code).unwrap();
                let w = subject.working(edition, &tb, p.parse().unwrap()).unwrap();
                let mut got: Vec<String> = w
                    .terms
                    .iter()
                    .filter(|t| t.cut.is_some())
                    .map(|t| t.round.unwrap_or(0).to_string())
                    .collect();
                got.sort();
                let mut want: Vec<String> = rounds.iter().map(|r| r.to_string()).collect();
                want.sort();
                if got != want {
                    fail(format!("rounds cut: {}", got.join(" ")));
                }
            }
            ["rule", code, p, r, rule] => {
                checks += 1;
                let tb = TieBreak::parse(code).unwrap();
                let w = subject.working(edition, &tb, p.parse().unwrap()).unwrap();
                let round: u32 = r.parse().unwrap();
                let names: Vec<String> = w
                    .terms
                    .iter()
                    .filter(|t| t.round == Some(round))
                    .flat_map(|t| t.rules.iter())
                    .map(|rule| {
                        serde_json::to_value(rule).unwrap()["rule"]
                            .as_str()
                            .unwrap()
                            .to_string()
                    })
                    .collect();
                if !names.iter().any(|n| n == rule) {
                    fail(format!("rules of round {round}: {names:?}"));
                }
            }
            ["dropped", code] => {
                checks += 1;
                let col = subject.column(edition, &TieBreak::parse(code).unwrap()).unwrap();
                if col.dropped.is_none() {
                    fail(format!("{code} was not dropped"));
                }
            }
            ["error", code] => {
                checks += 1;
                if subject.column(edition, &TieBreak::parse(code).unwrap()).is_ok() {
                    fail(format!("{code} computed without error"));
                }
            }
            ["standings", rest @ ..] => {
                checks += 1;
                let joined = rest.join(" ");
                let (list, order) = joined.split_once(" : ").expect("standings LIST : ORDER");
                let list = parse_list(list).unwrap();
                let table = subject.standings(edition, &list);
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
