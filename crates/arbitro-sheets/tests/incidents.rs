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
        .discipline()
        .record_incident(input(3, "Jugador 02 showed the hand"), SanctionChoice::Suggested)
        .expect("incident");
    support::at(&mut e, "2026-03-01T11:42:00+01:00");
    let (fixed, _) = e
        .discipline()
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

/// A dispute recorded with an incident prints on the incident
/// sheet: the diagram of the position before the play, the play (card name
/// and code, who, targets), the verdict and the trace with its clauses, in
/// the sheet's language.
#[test]
fn a_dispute_prints_with_its_diagram_verdict_and_trace() {
    let dir = Scratch::new("dispute-sheet");
    let e = event(&dir, "magico-advanced", 2, 1);
    let black = e.rounds().game(1, 1).unwrap().black.unwrap();
    let input: arbitro_store::DisputeInput = serde_json::from_value(serde_json::json!({
        "round": 1, "board": 1, "arbiter": "Ana Árbitro",
        "setup": {"rules": {"family": "magico", "mode": "advanced"}, "deck": {"id": "AM-REF", "version": "1"},
            "start": {"fen": "r3k3/1p6/2n5/8/8/8/8/4K3 w - - 0 1"},
            "hands": {"white": [], "black": ["AM-28", "AM-39"]},
            "pending": {"card": "AM-07", "by": "white", "targets": ["b7", "c6"]}},
        "play": {"react": "AM-28", "by": "black", "targets": ["c6"]},
        "incident": {"player": black, "fault": "other",
            "choice": {"None": {"reason": "resuelto en el tablero"}},
            "description": "Las negras discuten el bombardeo"}
    }))
    .expect("dispute input");
    let out = e.disputes().record(input).expect("dispute recorded");
    let forms = FormSet::builtin().expect("built-in forms");
    for (lang, play, verdict, trace) in [
        (
            Lang::Es,
            "Las negras reaccionan con Escudo (AM-28) sobre c6",
            "el peón negro de b7 es eliminado",
            "DISPUTA EN EL TABLERO",
        ),
        (
            Lang::En,
            "Black reacts with Shield (AM-28) on c6",
            "the black pawn on b7 is eliminated",
            "DISPUTE AT THE BOARD",
        ),
    ] {
        let options = Options {
            lang,
            ..Options::default()
        };
        let sheets = Sheets::new(&e, &forms, options).expect("sheets");
        // The sheet's model holds the dispute, in the sheet's language.
        let doc = sheets.incidents(None).expect("incident doc");
        assert_eq!(doc.disputes.len(), 1);
        let d = &doc.disputes[0];
        assert_eq!(d.number, u32::try_from(out.dispute.seq).ok());
        assert_eq!(d.marked, vec!["c6".to_string()]);
        assert_eq!(d.protected, vec!["c6".to_string()]);
        assert_eq!(d.removed, vec!["b7".to_string()]);
        assert_eq!(d.fen, "r3k3/1p6/2n5/8/8/8/8/4K3 w - - 0 1");
        assert!(d.trace.iter().any(|t| t.clause == "AM-D6"), "{:?}", d.trace);
        // The PDF: the incident's sheet, then the dispute's page.
        let printed = sheets
            .render(FormKind::Incident, &Request::default())
            .expect("printed");
        let text = flat(&pdf_lines(&printed.pdf.bytes, &dir));
        for needle in [play, verdict, trace, "AM-D6", "Jugador 00 – Jugador 01"] {
            assert!(text.contains(needle), "{lang:?}: '{needle}' not in {text}");
        }
        // The diagram: its coordinates and the pieces as figures.
        assert!(text.contains("a b c d e f g h"), "{text}");
        assert!(text.contains('♞') && text.contains('♔'), "{text}");
        // The incident's own sheet names the card and the window.
        assert!(text.contains("AM-28") && text.contains("after_card"), "{text}");
        // Only the dispute linked to an incident prints with that incident.
        let one = sheets
            .incidents(out.incident.as_ref().map(|i| i.incident_seq as u32))
            .unwrap();
        assert_eq!(one.disputes.len(), 1);
    }
}
