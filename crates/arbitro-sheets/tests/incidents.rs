//! Incident sheets (AM-AC): entries are never edited, so a corrected
//! incident prints as it was recorded, marked with the entry that corrects
//! it, and the correcting entry names the entry it corrects and why.

mod support;

use arbitro_forms::{FormKind, FormSet, Lang, Options};
use arbitro_sheets::{Request, Sheets};
use arbitro_store::discipline::FaultKind;
use arbitro_store::{IncidentCorrection, IncidentInput, SanctionChoice};
use support::{Scratch, event, flat, pdf_lines};

fn input(player: i64, description: &str) -> IncidentInput {
    IncidentInput {
        player,
        round: Some(1),
        board: Some(2),
        fault: FaultKind::ShowingHand,
        description: description.into(),
        card_code: Some("AM-25".into()),
        window: Some("after_card".into()),
        result: None,
        arbiter: "Ana Árbitro".into(),
        opponent_can_mate: None,
    }
}

#[test]
fn am_ac_a_correction_references_the_corrected_entry() {
    let dir = Scratch::new("incidents");
    let mut e = event(&dir, "magico-advanced", 4, 2);
    let first = e
        .record_incident(input(3, "Jugador 02 showed the hand"), SanctionChoice::Suggested)
        .expect("incident");
    support::at(&mut e, "2026-03-01T11:42:00+01:00");
    let (fixed, _) = e
        .correct_incident(
            first.incident_seq,
            IncidentCorrection {
                input: input(4, "Jugador 03 showed the hand"),
                sanction: SanctionChoice::Suggested,
                reason: "the wrong player was written down".into(),
                result: None,
            },
        )
        .expect("correction");
    let (old, new) = (first.incident_seq, fixed.incident_seq);
    assert!(new > old);
    let forms = FormSet::builtin().expect("built-in forms");
    let options = Options {
        lang: Lang::En,
        ..Options::default()
    };
    let sheets = Sheets::new(&e, &forms, options).expect("sheets");
    let print = |only: Option<u32>| {
        let request = Request {
            incident: only,
            ..Request::default()
        };
        let out = sheets.render(FormKind::Incident, &request).expect("printed");
        flat(&pdf_lines(&out.pdf.bytes, &dir))
    };
    let corrected_by = format!(
        "CORRECTED by entry no. {new} (2026-03-01 11:42, Ana Árbitro): the wrong player was written down"
    );
    let corrects = format!("Correction of entry no. {old}: the wrong player was written down");
    // The old entry, as recorded, marked with the entry correcting it.
    let text = print(u32::try_from(old).ok());
    assert!(text.contains(&corrected_by), "{text}");
    assert!(text.contains("Jugador 02 showed the hand"), "{text}");
    assert!(!text.contains(&corrects), "{text}");
    // The correcting entry names the one it corrects and why.
    let text = print(u32::try_from(new).ok());
    assert!(text.contains(&corrects), "{text}");
    assert!(text.contains("Jugador 03 showed the hand"), "{text}");
    assert!(!text.contains("CORRECTED by"), "{text}");
    // The whole log: both sheets, card code and window printed.
    let text = print(None);
    assert!(text.contains(&corrected_by) && text.contains(&corrects), "{text}");
    assert!(text.contains("AM-25"), "{text}");
}
