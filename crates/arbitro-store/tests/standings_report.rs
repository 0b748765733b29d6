//! The standings the store gives the app and the website: every value of
//! the call's tie-breaks with its working (`schemas/standings.schema.json`),
//! for an individual event (the demo open) and for a doubles event, whose
//! teams are ranked with the team tie-breaks of C.07 11-13 too.

mod common;

use arbitro_store::call::EventCall;
use arbitro_store::demo::recreate_demo_event;
use arbitro_store::players::PlayerInput;
use arbitro_store::{Event, ResultEntry, parse_time};
use common::TempDir;
use serde_json::Value;

const SCHEMA: &str = include_str!("../../../schemas/standings.schema.json");

fn valid(report: &impl serde::Serialize) -> Value {
    let doc = serde_json::to_value(report).unwrap();
    let problems = arbitro_cards::validate_with_schema_text(SCHEMA, &doc).expect("the schema compiles");
    assert!(problems.is_empty(), "{problems:?}");
    doc
}

#[test]
fn c07_the_demo_open_with_every_working() {
    let dir = TempDir::new("report-demo");
    let event = recreate_demo_event(&dir.path("demo.db")).unwrap();
    let report = event.rounds().standings_report().unwrap();
    let doc = valid(&report);
    let table = event.rounds().standings().unwrap();
    // The same ranking and values as the table the app shows.
    assert_eq!(report.standings.len(), table.rows.len());
    for (row, line) in report.standings.iter().zip(&table.rows) {
        assert_eq!(row.number, line.pairing_number);
        assert_eq!(row.id, Some(line.player));
        assert_eq!(row.score.to_string(), line.points);
        for (v, shown) in row.values.iter().zip(&line.tiebreaks) {
            assert_eq!(v.map(|v| v.to_string()).unwrap_or_default(), *shown);
        }
        // Every working adds up to its value.
        for w in &row.working {
            assert_eq!(w.recomputed(), w.value, "{} {}", row.number, w.tie_break);
        }
    }
    assert_eq!(doc["tie_breaks"][0]["code"], "BH/C1");
    assert_eq!(doc["title"], serde_json::json!(event.call().unwrap().name));
}

fn doubles_call() -> EventCall {
    serde_json::from_str(
        r#"{"name":"Pasapiezas de Invierno","start_date":"2026-12-05","end_date":"2026-12-05",
            "chief_arbiter":"Ana Árbitro","family":"bughouse","system":"round-robin","rounds":3,
            "time_control":"20+5","tiebreaks":["EDE","EMMSB","SB:GP","BC","MPvGP"],
            "communication_policy":"partners may talk about material only; no move suggestions"}"#,
    )
    .expect("call json")
}

fn result(text: &str) -> ResultEntry {
    ResultEntry::parse(text, false).unwrap()
}

#[test]
fn c07_13_teams_of_a_doubles_event_by_the_team_tie_breaks() {
    let dir = TempDir::new("report-teams");
    let mut e = Event::create(&dir.path("bughouse.db"), doubles_call()).unwrap();
    e.set_time(Some(parse_time("2026-12-05T10:00:00+01:00").unwrap()));
    for i in 0..8 {
        e.players()
            .add(
                PlayerInput {
                    name: format!("Jugador {i:02}"),
                    rating: 2200 - 15 * i as u16,
                    ..Default::default()
                },
                None,
            )
            .unwrap();
    }
    for t in 0..4i64 {
        e.teams()
            .add(&format!("Equipo {}", t + 1), 2 * t + 1, 2 * t + 2)
            .unwrap();
    }
    // Every match is won by the better seeded team (team number lower),
    // except that the team seeded 3 beats the team seeded 2.
    for round in 1..=3 {
        e.rounds().pair_next().unwrap();
        for m in e.teams().matches(round).unwrap() {
            let two = m.team_two.unwrap();
            let (one_number, two_number) = (
                e.teams().get(m.team_one).unwrap().number,
                e.teams().get(two).unwrap().number,
            );
            let upset = (one_number, two_number) == (2, 3) || (one_number, two_number) == (3, 2);
            let one_wins = (one_number < two_number) != upset;
            e.rounds()
                .set_result(
                    round,
                    m.board_a,
                    result(if one_wins { "1-0" } else { "0-1" }),
                    None,
                    None,
                )
                .unwrap();
        }
    }
    let table = e.teams().standings().unwrap();
    let report = e.teams().standings_report().unwrap();
    let doc = valid(&report);
    assert_eq!(doc["kind"], "team");
    assert_eq!(report.standings.len(), 4);
    let numbers: Vec<u32> = report.standings.iter().map(|r| r.number).collect();
    let table_numbers: Vec<u32> = table.rows.iter().map(|r| r.number).collect();
    assert_eq!(numbers, table_numbers);
    // 1 beat everyone: first, 3 match points (a won match counts 1); 3 beat
    // 2 and 4; 2 beat 4; 4 lost all.
    assert_eq!(numbers, [1, 3, 2, 4]);
    assert_eq!(table.rows[0].points, "3");
    assert_eq!(table.columns, ["EDE", "EMMSB", "SB:GP", "BC", "MPvGP"]);
    // Game points: both boards carry the team result, so twice the match points.
    for row in &report.standings {
        assert_eq!(row.secondary, Some(row.score * arbitro_tiebreaks::Value::int(2)));
    }
    // EMMSB of team 3: 2 (1 MP) × 1 + 4 (0) × 1 + 1 (3) × 0 = 1.
    let three = report.standings.iter().find(|r| r.number == 3).unwrap();
    assert_eq!(three.values[1], Some(arbitro_tiebreaks::Value::int(1)));
    for row in &report.standings {
        for w in &row.working {
            assert_eq!(w.recomputed(), w.value, "{} {}", row.number, w.tie_break);
        }
    }
}
