//! A form asked for a round, board or incident the event does not have is
//! refused with an error naming it; the parts that exist print. Cases in
//! `fixtures/sheets/requests.txt`.

mod support;

use arbitro_forms::{FormKind, FormSet, Options};
use arbitro_sheets::{Request, Sheets};
use arbitro_store::discipline::FaultKind;
use arbitro_store::{Event, IncidentInput, SanctionChoice};
use support::{Scratch, cases, event};

/// The event with its incident, and the register entries of the incident and its sanction.
fn with_incident(dir: &Scratch) -> (Event, i64, i64) {
    let e = event(dir, "magico-advanced", 6, 3);
    let out = e
        .discipline()
        .record_incident(
            IncidentInput {
                player: 3,
                round: Some(1),
                board: Some(2),
                fault: FaultKind::ShowingHand,
                description: "showed the hand to the opponent".into(),
                card_code: None,
                window: None,
                result: None,
                arbiter: "Ana Árbitro".into(),
                opponent_can_mate: None,
            },
            SanctionChoice::Suggested,
        )
        .expect("incident");
    let sanction = out.sanction_seq.expect("a sanction entry");
    (e, out.incident_seq, sanction)
}

/// A request; `incident=incident` and `incident=sanction` name the entries
/// the event recorded (`seqs`).
fn request(text: &str, seqs: (i64, i64)) -> (Request, bool) {
    let mut r = Request::default();
    let mut fresh = false;
    for part in text.split_whitespace() {
        if part == "fresh" {
            fresh = true;
            continue;
        }
        let (key, value) = part.split_once('=').expect("key=value");
        let n: u32 = match value {
            "incident" => seqs.0 as u32,
            "sanction" => seqs.1 as u32,
            v => v.parse().expect("number"),
        };
        match key {
            "round" => r.round = Some(n),
            "board" => r.board = Some(n),
            "incident" => r.incident = Some(n),
            other => panic!("unknown request part {other}"),
        }
    }
    (r, fresh)
}

#[test]
fn missing_rounds_boards_and_entries_are_named() {
    let forms = FormSet::builtin().expect("built-in forms");
    let mut n = 0;
    for case in cases("requests.txt") {
        let parts: Vec<&str> = case.split('|').map(str::trim).collect();
        let [form, req, expected] = parts[..] else {
            panic!("{case}: form | request | phrase");
        };
        let kind = FormKind::parse(form).unwrap_or_else(|| panic!("{case}: no form {form}"));
        let dir = Scratch::new("requests");
        let fresh = req.split_whitespace().any(|p| p == "fresh");
        let (e, seqs) = if fresh {
            (event(&dir, "magico-advanced", 6, 0), (0, 0))
        } else {
            let (e, incident, sanction) = with_incident(&dir);
            (e, (incident, sanction))
        };
        let (req, _) = request(req, seqs);
        let expected = expected
            .replace("{incident}", &seqs.0.to_string())
            .replace("{sanction}", &seqs.1.to_string());
        let expected = expected.as_str();
        let sheets = Sheets::new(&e, &forms, Options::default()).expect("sheets");
        let out = sheets.render(kind, &req);
        if expected == "ok" {
            let printed = out.unwrap_or_else(|err| panic!("{case}: {err}"));
            assert!(printed.pdf.pages >= 1, "{case}");
        } else {
            let err = out.err().unwrap_or_else(|| panic!("{case}: printed"));
            assert!(err.to_string().contains(expected), "{case}: '{err}'");
        }
        n += 1;
    }
    assert!(n >= 10, "only {n} cases");
}
