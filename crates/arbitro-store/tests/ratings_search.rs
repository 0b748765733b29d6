//! Finding people in the FIDE list as an organiser registers them: names
//! folded both ways (ø, ł, ß, æ, đ, apostrophes, hyphens, accents — the
//! list's TXT names are mostly ASCII, what is typed often is not), the name
//! itself ranked before the hundreds that merely start like it, entries
//! the list gives without a name registered by ID with the name given,
//! inactive players flagged when registered.

mod common;

use std::ops::ControlFlow;

use arbitro_fide::{FidePlayer, ListDate, ListFormat, ListKind, Rating, Sex, write};
use arbitro_i18n::{Lang, render};
use arbitro_store::ratings::{ImportOptions, NameMatch, PlayerQuery};
use arbitro_store::{Event, FromList, RatingsDb, RatingsError};
use common::{TempDir, call};

fn player(fide_id: u64, name: &str, federation: &str) -> FidePlayer {
    FidePlayer {
        fide_id,
        name: name.to_string(),
        federation: federation.to_string(),
        sex: Some(Sex::Male),
        title: None,
        women_title: None,
        other_titles: None,
        foa_title: None,
        standard: Some(Rating {
            rating: 1500 + (fide_id % 900) as u16,
            games: 0,
            k: Some(20),
        }),
        rapid: None,
        blitz: None,
        birth_year: Some(1990),
        inactive: false,
    }
}

/// The names each search must find: as the list writes them, and the ways
/// an organiser types them.
const FOLDED: &[(&str, &str)] = &[
    ("Sørensen, Søren", "sorensen"),
    ("Sørensen, Søren", "soren sorensen"),
    ("Łukasiewicz, Paweł", "lukasiewicz pawel"),
    ("Groß, Jürgen", "gross jurgen"),
    ("O'Brien, Seán", "obrien"),
    ("O'Brien, Seán", "o'brien sean"),
    ("O'Brien, Seán", "brien"),
    ("Ægirsson, Þór", "aegirsson thor"),
    ("Đukić, Đorđe", "dukic"),
    ("Nuñez-Peña, María José", "nunez pena"),
    ("Nuñez-Peña, María José", "nuñez-peña maria"),
    // The other way round: ASCII in the list, the letters typed.
    ("Sorensen, Anders", "sørensen anders"),
    ("Gross, Peter", "groß peter"),
    ("Lukasiewicz, Adam", "łukasiewicz adam"),
    ("OBrien, Mary", "o'brien mary"),
];

/// A list of 413 players: the names above, 350 that match "popov seán"
/// (142 before "Popov, Seán" in name order, 207 after), a nameless entry
/// and an inactive player.
fn list(dir: &TempDir) -> std::path::PathBuf {
    let mut players: Vec<FidePlayer> = Vec::new();
    let mut id = 24_000_000;
    let mut next = || {
        id += 1;
        id
    };
    let letters = |i: usize| -> String {
        let a = (b'a' + (i / 26) as u8) as char;
        let b = (b'a' + (i % 26) as u8) as char;
        format!("{}{b}", a.to_ascii_uppercase())
    };
    for i in 0..142 {
        players.push(player(next(), &format!("Popov, Sean {}", letters(i)), "RUS"));
    }
    players.push(player(next(), "Popov, Seán", "IRL"));
    for i in 0..207 {
        let surname = ["Popova", "Popovic", "Popovich", "Popovski"][i % 4];
        let given = ["Seana", "Seanna", "Sean", "Seanán"][i / 4 % 4];
        players.push(player(
            next(),
            &format!("{surname}, {given} {}", letters(i)),
            "SRB",
        ));
    }
    let mut seen = std::collections::HashSet::new();
    for (name, _) in FOLDED {
        if seen.insert(*name) {
            players.push(player(next(), name, "DEN"));
        }
    }
    for i in 0..50 {
        players.push(player(next(), &format!("García, {}", letters(i)), "ESP"));
    }
    let mut nameless = player(31_000_077, "", "KAZ");
    nameless.standard = Some(Rating {
        rating: 2011,
        games: 4,
        k: Some(40),
    });
    players.push(nameless);
    let mut inactive = player(31_000_085, "Herrera, Pablo", "ESP");
    inactive.inactive = true;
    players.push(inactive);
    players.sort_by_key(|p| p.name.to_lowercase());
    let path = dir.path("players_list_foa.txt");
    let mut out = Vec::new();
    let date = ListDate::new(2026, 9).unwrap();
    write::write_list(&mut out, ListFormat::Txt, ListKind::Combined, date, &players).unwrap();
    std::fs::write(&path, out).unwrap();
    path
}

fn database(dir: &TempDir) -> RatingsDb {
    let db = dir.path("fide.sqlite");
    let options = ImportOptions {
        rate: None,
        date: ListDate::new(2026, 9),
    };
    let report = RatingsDb::import(&db, &list(dir), &options, &mut |_| ControlFlow::Continue(())).unwrap();
    assert_eq!((report.list.players, report.list.skipped), (413, 0));
    assert_eq!(report.list.nameless, 1, "the nameless entry is kept");
    RatingsDb::open(&db).unwrap()
}

/// Registration of the list's player `fide_id`, with `name` given or not.
fn who(fide_id: u64, name: Option<&str>) -> FromList {
    FromList {
        fide_id,
        name: name.map(str::to_string),
        ..FromList::default()
    }
}

fn search(db: &RatingsDb, text: &str, limit: usize) -> Vec<(NameMatch, String)> {
    db.search_ranked(&PlayerQuery {
        name: text.to_string(),
        federation: None,
        limit: Some(limit),
    })
    .unwrap()
    .into_iter()
    .map(|m| (m.how, m.player.name))
    .collect()
}

#[test]
fn names_are_found_folded_both_ways() {
    let dir = TempDir::new("ratings-fold");
    let db = database(&dir);
    for (name, typed) in FOLDED {
        let found = search(&db, typed, 20);
        assert!(
            found.iter().any(|(_, n)| n == name),
            "'{typed}' does not find '{name}': {found:?}"
        );
        assert!(found.len() <= 3, "'{typed}' finds {found:?}");
    }
    // A whole word ranks before the words it starts: "gross" is Groß and
    // Gross before "Grossman"-like prefixes, in name order within a kind.
    let gross = search(&db, "gross", 20);
    assert_eq!(gross[0].0, NameMatch::Words, "{gross:?}");
}

#[test]
fn the_name_itself_comes_first_among_hundreds_that_start_like_it() {
    let dir = TempDir::new("ratings-rank");
    let db = database(&dir);
    // In name order "Popov, Seán" is the 143rd of the 350 that match.
    let in_order: Vec<String> = db
        .page(0, 1000)
        .unwrap()
        .into_iter()
        .map(|p| p.name)
        .filter(|n| n.starts_with("Popov"))
        .collect();
    assert_eq!(in_order.len(), 350);
    assert_eq!(in_order.iter().position(|n| n == "Popov, Seán"), Some(142));
    let found = search(&db, "popov seán", 20);
    assert_eq!(found.len(), 20);
    assert_eq!(found[0], (NameMatch::Exact, "Popov, Seán".to_string()));
    // Then every word whole (Popov, Sean Ab…), then the surname's start.
    assert!(found[1..].iter().all(|(how, _)| *how == NameMatch::Words));
    let more = search(&db, "popov sean", 400);
    assert_eq!(more.len(), 350);
    let kinds: Vec<NameMatch> = more.iter().map(|(how, _)| *how).collect();
    assert!(kinds.windows(2).all(|w| w[0] <= w[1]), "best first");
    assert_eq!(kinds.iter().filter(|k| **k == NameMatch::Words).count(), 142);
    assert!(kinds.contains(&NameMatch::Surname));
    // Alphabetical within a kind.
    let words: Vec<&String> = more
        .iter()
        .filter(|(how, _)| *how == NameMatch::Words)
        .map(|(_, n)| n)
        .collect();
    assert!(
        words
            .windows(2)
            .all(|w| w[0].to_lowercase() <= w[1].to_lowercase())
    );
    // A search that names nobody in particular stays in name order.
    let garcia = search(&db, "garcia", 100);
    assert_eq!(garcia.len(), 50);
}

#[test]
fn nameless_entries_are_registered_by_id_with_a_name_and_inactive_ones_flagged() {
    let dir = TempDir::new("ratings-nameless");
    let db = database(&dir);
    assert!(
        search(&db, "kaz", 20).is_empty(),
        "a nameless entry is found by no name"
    );
    let nameless = db.player(31_000_077).unwrap();
    assert!(nameless.nameless());
    let event = Event::create(&dir.path("open.arbitro"), call("fide", "90+30")).unwrap();
    // Without a name: refused, saying why.
    let err = event
        .players()
        .add_from_list(&db, &who(31_000_077, None))
        .unwrap_err();
    assert!(
        matches!(
            err,
            RatingsError::Nameless {
                fide_id: 31_000_077,
                ..
            }
        ),
        "{err}"
    );
    assert_eq!(
        render(Lang::Es, &err),
        "La lista de septiembre de 2026 no da nombre al identificador FIDE 31000077: indique el nombre del jugador para inscribirlo."
    );
    // With the name the organiser gives: registered with the list's rating.
    let added = event
        .players()
        .add_from_list(&db, &who(31_000_077, Some("Abenov, Nurlan")))
        .unwrap();
    assert!(added.nameless && !added.inactive);
    assert_eq!(added.player.input.name, "Abenov, Nurlan");
    assert_eq!(added.player.input.rating, 2011);
    assert_eq!(added.player.input.fide_id, Some(31_000_077));
    // A name for an entry the list names: refused, the list's name stands.
    let err = event
        .players()
        .add_from_list(&db, &who(31_000_085, Some("Herrero, Pablo")))
        .unwrap_err();
    assert!(matches!(err, RatingsError::NameGiven { .. }), "{err}");
    // The inactive player is registered, flagged.
    let herrera = event
        .players()
        .add_from_list(&db, &who(31_000_085, None))
        .unwrap();
    assert!(herrera.inactive && !herrera.nameless);
    assert_eq!(event.players().all().unwrap().len(), 2);
}
