//! `arbitro publish site`: the event's website written to a folder, in the
//! user's language on the terminal, written again in place, and a folder
//! with someone else's file in the way refused with its name.

mod support;

use support::{Scratch, arbitro, event, ok, refused};

#[test]
fn publishes_the_site_and_writes_it_again_in_place() {
    let dir = Scratch::new("publish");
    let ev = event(&dir, 3);
    let site = dir.path("site");
    let out = ok(&["publish", "site", &ev, "-o", &site]);
    assert!(out.contains("Site of Open de Otoño written to"), "{out}");
    assert!(out.contains("arbitro serve"), "{out}");
    for page in [
        "index.html",
        "style.css",
        "es/index.html",
        "en/round-1-names.html",
        "es/player-1.html",
    ] {
        assert!(std::path::Path::new(&site).join(page).is_file(), "{page}");
    }
    let round = std::fs::read_to_string(std::path::Path::new(&site).join("en/round-1.html")).unwrap();
    assert!(round.contains("Round 1: pairings by board"), "{round}");

    // Again, after a result: only what changed is written.
    ok(&["round", "result", &ev, "1", "1", "1-0"]);
    let again = ok(&["publish", "site", &ev, "-o", &site]);
    assert!(again.contains("0 removed"), "{again}");
    assert!(!again.contains(" 0 files written"), "{again}");

    // In Spanish.
    let out = arbitro(&["publish", "site", &ev, "-o", &site, "--lang", "es"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Web de Open de Otoño escrita en"), "{text}");
    assert!(text.contains("0 ficheros escritos"), "{text}");
}

#[test]
fn a_file_in_the_way_is_refused_with_its_name() {
    let dir = Scratch::new("publish-foreign");
    let ev = event(&dir, 3);
    let site = dir.path("club");
    std::fs::create_dir_all(&site).unwrap();
    std::fs::write(std::path::Path::new(&site).join("style.css"), "body{}").unwrap();
    let err = refused(&["publish", "site", &ev, "-o", &site]);
    assert!(
        err.contains("style.css") && err.contains("did not write it"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(std::path::Path::new(&site).join("style.css")).unwrap(),
        "body{}"
    );
}

/// `arbitro publish archive`: a club archive's register of precedents and
/// errata, with a deck file's versions, in the user's language; a broken
/// deck file is refused with its name.
#[test]
fn publishes_the_club_register_of_precedents_and_errata() {
    let dir = Scratch::new("publish-archive");
    let ev = event(&dir, 1);
    let archive = dir.path("club.arbitro-archive");
    ok(&["precedent", "archive", &archive, "--club", "Club de Alcalá"]);
    ok(&[
        "precedent",
        "add",
        &ev,
        "--situation-es",
        "Pregunta por la hora",
        "--decision-es",
        "Se indica el reloj",
    ]);
    ok(&["precedent", "collect", &archive, &ev]);
    let deck = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../arbitro-cards/tests/fixtures/errata/tx-three-versions.json"
    );
    let site = dir.path("register");
    let out = ok(&[
        "publish", "archive", &archive, "-o", &site, "--deck", deck, "--lang", "es",
    ]);
    assert!(out.contains("Registro de Club de Alcalá escrito en"), "{out}");
    let decks = std::fs::read_to_string(std::path::Path::new(&site).join("es/decks.html")).unwrap();
    assert!(decks.contains("Erratas de la versión 3"), "{decks}");
    let index = std::fs::read_to_string(std::path::Path::new(&site).join("en/index.html")).unwrap();
    assert!(index.contains("Pregunta por la hora"), "{index}");
    let bad = dir.path("bad.json");
    std::fs::write(&bad, "{").unwrap();
    let err = refused(&["publish", "archive", &archive, "-o", &site, "--deck", &bad]);
    assert!(err.contains("bad.json"), "{err}");
}
