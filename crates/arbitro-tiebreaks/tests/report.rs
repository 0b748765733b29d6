//! The standings as data: the report (`Report`, what `arbitro standings
//! --json` prints and the store gives the app and the website) of every
//! hand-checked tournament, players and teams, under a long list of
//! tie-breaks, follows `schemas/standings.schema.json`; every working is
//! written from the catalogue in Spanish and English with nothing missing;
//! every value is recomputed from its working; and the validator does see a
//! broken document.

use std::path::{Path, PathBuf};

use arbitro_i18n::Lang;
use arbitro_tiebreaks::explain::try_working_lines;
use arbitro_tiebreaks::{
    Calculator, Edition, Format, Report, TeamCalculator, TeamScore, parse_list, standings_with,
    team_standings_with, trf,
};
use serde_json::Value as Json;

const SCHEMA: &str = include_str!("../../../schemas/standings.schema.json");

const SWISS: &str = "BH/C1,BH,BH/M1,BH/C2/P,FB,BH/F,AOB,AOB/F,SB,SB/C1,SB/P,DE,DE/P,WIN,WON,BPG,BWG,PS,PS/C1,REP,STD,KS,KS/L-1,ARO,ARO/C1,ARO/M1,TPR,PTP,APRO,APPO,RTNG/R,ARO/U1000,TPN";
const ROUND_ROBIN: &str = "DE,SB,SB/C1,WIN,WON,BPG,BWG,PS,REP,STD,KS,ARO,TPR,PTP,APRO,APPO,RTNG,TPN";
const TEAMS: &str = "EDE,EDEBT,EDEB,MPvGP,ESB,EMMSB,EMGSB/C1,EGMSB,EGGSB/P,BC,TBR,BBE,BH,BH:GP/C1,SB:GP,FB,DE,SSSC,SSSC/F/K4,PTS:GP,STD,ARO";

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/tiebreaks")
}

fn validator() -> jsonschema::Validator {
    let schema: Json = serde_json::from_str(SCHEMA).expect("the schema is JSON");
    jsonschema::validator_for(&schema).expect("the schema compiles")
}

fn problems(validator: &jsonschema::Validator, doc: &Json) -> Vec<String> {
    validator
        .iter_errors(doc)
        .map(|e| format!("{}: {e}", e.instance_path()))
        .take(10)
        .collect()
}

/// Checks one report: schema, catalogue, values from their workings.
fn check(
    name: &str,
    report: &Report,
    validator: &jsonschema::Validator,
    failures: &mut Vec<String>,
) -> usize {
    let doc = serde_json::to_value(report).unwrap();
    for p in problems(validator, &doc) {
        failures.push(format!("{name}: {p}"));
    }
    for lang in Lang::ALL {
        for note in &report.notes {
            if let Err(missing) = arbitro_i18n::try_render(lang, note) {
                failures.push(format!("{name}: {missing}"));
            }
        }
        for column in &report.tie_breaks {
            if let Err(missing) = arbitro_i18n::try_render(lang, &column.code.label()) {
                failures.push(format!("{name}: {missing}"));
            }
        }
    }
    let mut workings = 0;
    for row in &report.standings {
        for (working, value) in row.working.iter().zip(&row.values) {
            workings += 1;
            for lang in Lang::ALL {
                if let Err(missing) = try_working_lines(lang, working) {
                    failures.push(format!("{name} {} {}: {missing}", row.number, working.tie_break));
                }
            }
            if working.recomputed() != working.value {
                failures.push(format!(
                    "{name} {} {}: the working makes {:?}, the value is {:?}",
                    row.number,
                    working.tie_break,
                    working.recomputed(),
                    working.value
                ));
            }
            if working.value.is_some() && working.value != *value {
                failures.push(format!(
                    "{name} {} {}: the working's value {:?}, the column's {:?}",
                    row.number, working.tie_break, working.value, value
                ));
            }
        }
    }
    workings
}

#[test]
fn reports_follow_the_schema_and_the_catalogue() {
    let validator = validator();
    let mut failures = Vec::new();
    let mut workings = 0;
    let mut files: Vec<PathBuf> = std::fs::read_dir(fixtures())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    let mut teams = 0;
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let t = arbitro_trf::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
        let event = trf::event(&t, None).unwrap();
        let list = parse_list(if event.format() == Format::Swiss {
            SWISS
        } else {
            ROUND_ROBIN
        })
        .unwrap();
        for edition in Edition::all() {
            let calc = Calculator::new(&event, edition);
            let table = standings_with(&calc, &list).unwrap();
            let report = Report::individual(&calc, &table, &[], t.header.name.clone()).unwrap();
            workings += check(&name, &report, &validator, &mut failures);
        }
        if !trf::teams(&t).is_empty() {
            teams += 1;
            for primary in [TeamScore::Match, TeamScore::Game] {
                let team = trf::team_event(&t, primary, None).unwrap();
                let calc = TeamCalculator::new(&team, Edition::Fide2026);
                let table = team_standings_with(&calc, &parse_list(TEAMS).unwrap()).unwrap();
                let report = Report::team(&calc, &table, &[], None).unwrap();
                workings += check(&name, &report, &validator, &mut failures);
            }
        }
    }
    println!(
        "{workings} workings in {} files ({teams} with teams)",
        files.len()
    );
    assert!(teams >= 2, "the team fixtures are there");
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn the_schema_sees_a_broken_report() {
    let validator = validator();
    let path = fixtures().join("c07-16-swiss-unplayed.trf");
    let t = arbitro_trf::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    let event = trf::event(&t, None).unwrap();
    let calc = Calculator::new(&event, Edition::Fide2026);
    let table = standings_with(&calc, &parse_list("BH/C1,SB").unwrap()).unwrap();
    let report = Report::individual(&calc, &table, &[], None).unwrap();
    let good = serde_json::to_value(&report).unwrap();
    assert_eq!(problems(&validator, &good), Vec::<String>::new());
    // A float where an exact number belongs, a rule the schema does not know,
    // a working without its method: each is caught.
    let mut float = good.clone();
    float["standings"][0]["score"] = Json::from(3.0);
    assert!(!problems(&validator, &float).is_empty());
    let mut rule = good.clone();
    rule["standings"][0]["working"][0]["terms"][0]["rules"] = serde_json::json!([{ "rule": "made-up" }]);
    assert!(!problems(&validator, &rule).is_empty());
    let mut method = good;
    method["standings"][0]["working"][1]
        .as_object_mut()
        .unwrap()
        .remove("method");
    assert!(!problems(&validator, &method).is_empty());
}
