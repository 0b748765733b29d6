//! The live view's address and QR code on the pairing list: printed when
//! the sheets are given one, on the pairing list of the round only (not on
//! a single board's result slip).

mod support;

use arbitro_forms::model::LiveLink;
use arbitro_forms::{FormKind, FormSet, Options};
use arbitro_sheets::{Request, Sheets};
use support::{Scratch, event, flat, pdf_lines};

fn link() -> LiveLink {
    // A 21-module code: enough to check that it is carried and drawn.
    let width = 21;
    LiveLink {
        url: "http://10.0.0.5:8080/".into(),
        width,
        dark: (0..width * width).map(|i| i % 3 == 0).collect(),
    }
}

#[test]
fn the_pairing_list_carries_the_live_view_when_given_one() {
    let dir = Scratch::new("live-view");
    let e = event(&dir, "fide", 8, 4);
    let forms = FormSet::builtin().unwrap();
    let plain = Sheets::new(&e, &forms, Options::default()).unwrap();
    assert_eq!(plain.pairing_list(1, None).unwrap().live_view, None);
    let sheets = Sheets::new(&e, &forms, Options::default())
        .unwrap()
        .with_live_view(Some(link()));
    assert_eq!(sheets.pairing_list(1, None).unwrap().live_view, Some(link()));
    assert_eq!(sheets.pairing_list(1, Some(2)).unwrap().live_view, None);
    let printed = sheets.render(FormKind::Pairings, &Request::default()).unwrap();
    let text = flat(&pdf_lines(&printed.pdf.bytes, &dir));
    assert!(
        text.contains("Síguelo en directo en la red de la sala:"),
        "{text}"
    );
    assert!(text.contains("http://10.0.0.5:8080/"), "{text}");
    let without = plain.render(FormKind::Pairings, &Request::default()).unwrap();
    assert!(!flat(&pdf_lines(&without.pdf.bytes, &dir)).contains("Síguelo en directo"));
}
