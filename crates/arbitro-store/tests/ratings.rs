//! The player database: importing the sample FIDE lists (arbitro-fide's
//! hand-written fixtures, in FIDE's layouts), the all-or-nothing
//! replacement, lookups and name search, and registering players into an
//! event from the list.

mod common;

use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use arbitro_fide::{ListDate, Problem, Rate};
use arbitro_i18n::{Lang, Message, render};
use arbitro_store::ratings::{
    DateSource, ImportOptions, ImportPhase, ImportProgress, ImportReport, PlayerQuery,
};
use arbitro_store::{Event, FromList, RatingsDb, RatingsError, StoreError};
use common::{TempDir, call};

fn list(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../arbitro-fide/tests/fixtures")
        .join(name)
}

fn import(db: &Path, file: &str, options: ImportOptions) -> Result<ImportReport, RatingsError> {
    RatingsDb::import(db, &list(file), &options, &mut |_| ControlFlow::Continue(()))
}

fn sep26() -> ImportOptions {
    ImportOptions {
        rate: None,
        date: ListDate::new(2026, 9),
    }
}

/// Registration of the list's player with this FIDE ID, nothing more given.
fn id(fide_id: u64) -> FromList {
    FromList {
        fide_id,
        ..FromList::default()
    }
}

fn names(found: &[arbitro_fide::FidePlayer]) -> Vec<&str> {
    found.iter().map(|p| p.name.as_str()).collect()
}

fn search(db: &RatingsDb, text: &str) -> Vec<String> {
    let query = PlayerQuery {
        name: text.to_string(),
        ..PlayerQuery::default()
    };
    names(&db.search(&query).unwrap())
        .into_iter()
        .map(String::from)
        .collect()
}

#[test]
fn combined_txt_imports_good_lines_and_reports_bad_ones_and_duplicates() {
    let dir = TempDir::new("ratings-txt");
    let path = dir.path("fide.sqlite");
    let mut phases = Vec::new();
    let report = RatingsDb::import(
        &path,
        &list("players_list_foa.txt"),
        &sep26(),
        &mut |p: &ImportProgress| {
            phases.push(p.phase);
            ControlFlow::Continue(())
        },
    )
    .unwrap();
    // 11 readable players, one of them a second entry for ID 2200029.
    assert_eq!(report.list.players, 10);
    assert_eq!(report.list.skipped, 8);
    assert_eq!(report.list.date, ListDate::new(2026, 9).unwrap());
    assert_eq!(report.list.date_source, DateSource::Given);
    assert_eq!(report.list.rates, Rate::ALL);
    assert!(report.replaced.is_none());
    let duplicate = report.problems.iter().find(|p| p.line == 14).unwrap();
    assert_eq!(
        duplicate.problem,
        Problem::DuplicateId {
            fide_id: 2_200_029,
            first_line: 3
        }
    );
    assert_eq!(
        render(Lang::Es, duplicate),
        "línea 14: el identificador FIDE 2200029 ya aparece en la línea 3"
    );
    assert_eq!(phases.first(), Some(&ImportPhase::Reading));
    for phase in [
        ImportPhase::Indexing,
        ImportPhase::Checking,
        ImportPhase::Replacing,
    ] {
        assert!(phases.contains(&phase), "{phase:?} was not reported");
    }
    assert!(
        !phases.contains(&ImportPhase::Sorting),
        "the sample is in name order"
    );

    // A rollback journal, not WAL: the file is read without side files.
    let head = std::fs::read(&path).unwrap();
    assert_eq!((head[18], head[19]), (1, 1), "the player database is in WAL mode");
    let db = RatingsDb::open(&path).unwrap();
    assert_eq!(db.skipped_lines().unwrap().len(), 8);
    let abad = db.player(2_200_010).unwrap();
    assert_eq!(abad.rapid.unwrap().rating, 2250);
    // The first entry of a duplicated ID is the one kept.
    assert_eq!(db.player(2_200_029).unwrap().name, "Alonso Pérez, Diego");
    assert!(db.by_fide_id(2_200_037).unwrap().is_none());
    assert!(matches!(
        db.player(99),
        Err(RatingsError::UnknownId { fide_id: 99, .. })
    ));
    // No file of the import is left beside the database.
    let left: Vec<_> = std::fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left, ["fide.sqlite"]);
}

#[test]
fn name_search_ignores_accents_and_case_and_takes_word_prefixes() {
    let dir = TempDir::new("ratings-search");
    let path = dir.path("fide.sqlite");
    import(&path, "players_list_foa.txt", sep26()).unwrap();
    let db = RatingsDb::open(&path).unwrap();
    assert_eq!(search(&db, "munoz"), ["Ibáñez Muñoz, Sofía"]);
    assert_eq!(search(&db, "SOF ib"), ["Ibáñez Muñoz, Sofía"]);
    assert_eq!(search(&db, "o'neill"), ["O'Neill, Seán"]);
    assert_eq!(search(&db, "2200096"), ["Luna, Marta"]);
    assert!(search(&db, "zzz").is_empty());
    assert!(search(&db, "  ").is_empty());
    // Best matches first, alphabetical within each kind; limited; by federation.
    let all = search(&db, "a");
    let ranked = db
        .search_ranked(&PlayerQuery {
            name: "a".into(),
            ..PlayerQuery::default()
        })
        .unwrap();
    assert!(
        ranked
            .windows(2)
            .all(|w| (w[0].how, w[0].player.name.to_lowercase())
                <= (w[1].how, w[1].player.name.to_lowercase())),
        "{all:?}"
    );
    let two = db
        .search(&PlayerQuery {
            name: "a".into(),
            federation: None,
            limit: Some(2),
        })
        .unwrap();
    assert_eq!(names(&two), &all[..2]);
    let norwegian = db
        .search(&PlayerQuery {
            name: "i".into(),
            federation: Some("nor".into()),
            limit: None,
        })
        .unwrap();
    assert_eq!(names(&norwegian), ["Berg, Ingrid"]);
}

#[test]
fn lists_out_of_name_order_are_sorted_and_dates_come_from_header_or_name() {
    let dir = TempDir::new("ratings-sort");
    let path = dir.path("fide.sqlite");
    let mut sorted = false;
    let report = RatingsDb::import(
        &path,
        &list("players_list_xml_foa.xml"),
        &sep26(),
        &mut |p: &ImportProgress| {
            sorted |= p.phase == ImportPhase::Sorting;
            ControlFlow::Continue(())
        },
    )
    .unwrap();
    assert!(sorted);
    assert_eq!(report.list.players, 4);
    let db = RatingsDb::open(&path).unwrap();
    assert_eq!(
        names(&db.page(0, 10).unwrap()),
        [
            "Abad Ortega, Lucía",
            "Gómez, Tomás",
            "Martín, Álvaro",
            "O'Neill, Seán"
        ]
    );
    assert_eq!(names(&db.page(2, 1).unwrap()), ["Martín, Álvaro"]);
    drop(db);

    // A one-rate TXT: month from its header, rate from its name.
    let report = import(&path, "standard_sep26frl.txt", ImportOptions::default()).unwrap();
    assert_eq!(
        (report.list.date_source, report.list.rates.clone()),
        (DateSource::Header, vec![Rate::Standard])
    );
    // A one-rate XML in Latin-1: month and rate from its name.
    let report = import(&path, "rapid_sep26frl_xml.xml", ImportOptions::default()).unwrap();
    assert_eq!(report.list.date_source, DateSource::FileName);
    assert_eq!(report.list.rates, [Rate::Rapid]);
    assert_eq!(report.replaced.unwrap().rates, [Rate::Standard]);
    // No month anywhere: the month the file was last written.
    let report = import(&path, "players_list_cp1252.txt", ImportOptions::default()).unwrap();
    assert_eq!(report.list.date_source, DateSource::FileTime);
}

/// The database as the tests see it: its list and every player.
fn snapshot(path: &Path) -> (arbitro_store::ratings::ListInfo, Vec<String>) {
    let db = RatingsDb::open(path).unwrap();
    let players = names(&db.page(0, 100).unwrap())
        .into_iter()
        .map(String::from)
        .collect();
    (db.list().clone(), players)
}

#[test]
fn a_failed_or_cancelled_import_changes_nothing() {
    let dir = TempDir::new("ratings-atomic");
    let path = dir.path("fide.sqlite");
    import(&path, "players_list_foa.txt", sep26()).unwrap();
    let before = snapshot(&path);
    assert_eq!(before.1.len(), 10);
    let bytes = std::fs::read(&path).unwrap();

    // XML cut short: refused as a whole, after some players were read.
    let err = import(&path, "players_list_cut.xml", sep26()).unwrap_err();
    assert_eq!(err.code(), "ratings-list-unreadable");
    // A one-rate list whose rate nobody says.
    let bare = dir.path("list.txt");
    std::fs::copy(list("standard_sep26frl.txt"), &bare).unwrap();
    let err = RatingsDb::import(&path, &bare, &sep26(), &mut |_| ControlFlow::Continue(())).unwrap_err();
    assert!(matches!(err, RatingsError::List { .. }));
    // Cancelled from the progress callback, at each phase.
    for phase in [
        ImportPhase::Reading,
        ImportPhase::Indexing,
        ImportPhase::Replacing,
    ] {
        let err = RatingsDb::import(
            &path,
            &list("players_list_xml_foa.xml"),
            &sep26(),
            &mut |p: &ImportProgress| {
                if p.phase == phase {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            },
        )
        .unwrap_err();
        assert!(matches!(err, RatingsError::Cancelled), "{phase:?}: {err}");
    }
    // A file that is mostly not a list: more bad lines than good ones.
    let mostly_bad = dir.path("mostly_bad.txt");
    let text = std::fs::read_to_string(list("players_list_foa.txt")).unwrap();
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    for line in lines.iter_mut().skip(1).take(12) {
        line.replace_range(0..1, "X");
    }
    std::fs::write(&mostly_bad, lines.join("\n")).unwrap();
    let err =
        RatingsDb::import(&path, &mostly_bad, &sep26(), &mut |_| ControlFlow::Continue(())).unwrap_err();
    assert!(matches!(err, RatingsError::MostlyBad { .. }), "{err}");
    // A missing list file.
    let err = RatingsDb::import(&path, &dir.path("nope.txt"), &sep26(), &mut |_| {
        ControlFlow::Continue(())
    })
    .unwrap_err();
    assert_eq!(err.code(), "store-io");

    assert_eq!(snapshot(&path), before);
    assert_eq!(
        std::fs::read(&path).unwrap(),
        bytes,
        "the database file was written"
    );
    let left: Vec<_> = std::fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|n| n.starts_with("fide"))
        .collect();
    assert_eq!(left, ["fide.sqlite"]);
    for err in [
        RatingsError::Cancelled,
        import(&path, "players_list_cut.xml", sep26()).unwrap_err(),
    ] {
        assert!(
            render(Lang::Es, &err).contains("no ha cambiado"),
            "{}",
            render(Lang::Es, &err)
        );
    }
}

#[test]
fn other_files_are_not_player_databases() {
    let dir = TempDir::new("ratings-open");
    let missing = RatingsDb::open(&dir.path("none.sqlite")).unwrap_err();
    assert!(matches!(missing, RatingsError::NotImported { .. }));
    let event = dir.path("open.arbitro");
    Event::create(&event, call("fide", "90+30")).unwrap();
    assert!(matches!(
        RatingsDb::open(&event),
        Err(RatingsError::Store(StoreError::WrongKind { .. }))
    ));
    // And a player database is no event.
    let path = dir.path("fide.sqlite");
    import(&path, "players_list_foa.txt", sep26()).unwrap();
    assert!(matches!(Event::open(&path), Err(StoreError::WrongKind { .. })));
    assert_eq!(
        arbitro_store::detect_kind(&path).unwrap(),
        arbitro_store::FileKind::Ratings
    );
}

#[test]
fn players_are_registered_from_the_list_at_the_calls_rate() {
    let dir = TempDir::new("ratings-event");
    let path = dir.path("fide.sqlite");
    import(&path, "players_list_foa.txt", sep26()).unwrap();
    let db = RatingsDb::open(&path).unwrap();
    // 10+5 is rapid (FIDE Laws A.1).
    let event = Event::create(&dir.path("rapid.arbitro"), call("fide", "10+5")).unwrap();
    assert_eq!(event.players().rating_list().unwrap(), None);

    let abad = event.players().add_from_list(&db, &id(2_200_010)).unwrap();
    assert_eq!(abad.player.input.rating, 2250);
    assert_eq!(abad.player.input.title.as_deref(), Some("WIM"));
    assert_eq!(abad.player.input.federation.as_deref(), Some("ESP"));
    assert_eq!(abad.player.input.sex.as_deref(), Some("w"));
    assert_eq!(abad.player.input.birth_date.as_deref(), Some("1998"));
    assert_eq!(abad.player.input.fide_id, Some(2_200_010));
    assert_eq!(abad.player.source, "fide-list:2026-09");
    assert!(!abad.unrated && abad.full_name.is_none());

    // No rapid rating: registered unrated; FM and WGM: WGM ranks higher (C.04.2).
    let berg = event
        .players()
        .add_from_list(
            &db,
            &FromList {
                fide_id: 4_100_007,
                club: Some("C. A. Oslo".into()),
                ..FromList::default()
            },
        )
        .unwrap();
    assert!(berg.unrated);
    assert_eq!(berg.player.input.rating, 0);
    assert_eq!(berg.player.input.title.as_deref(), Some("WGM"));
    assert_eq!(berg.player.input.club.as_deref(), Some("C. A. Oslo"));

    // A name longer than the players list holds keeps its surname.
    let long = event.players().add_from_list(&db, &id(10_000_005)).unwrap();
    assert_eq!(long.player.input.name, "Castellanos Villarreal de la, M.");
    assert_eq!(
        long.full_name.as_deref(),
        Some("Castellanos Villarreal de la Fuente, María Guadalupe")
    );

    let list = event.players().rating_list().unwrap().unwrap();
    assert_eq!(
        (list.date, list.rate),
        (ListDate::new(2026, 9).unwrap(), Rate::Rapid)
    );
    assert_eq!(list.file, "players_list_foa.txt");
    assert_eq!(list.file_sha256, db.list().file_sha256);

    // Twice, or not in the list: refused, nothing added.
    assert!(event.players().add_from_list(&db, &id(2_200_010)).is_err());
    assert!(matches!(
        event.players().add_from_list(&db, &id(12)),
        Err(RatingsError::UnknownId { .. })
    ));
    assert_eq!(event.players().all().unwrap().len(), 3);

    // Another month's list in the database: the event keeps to its own.
    drop(db);
    import(
        &path,
        "players_list_foa.txt",
        ImportOptions {
            rate: None,
            date: ListDate::new(2026, 10),
        },
    )
    .unwrap();
    let db = RatingsDb::open(&path).unwrap();
    let err = event.players().add_from_list(&db, &id(2_200_029)).unwrap_err();
    assert!(matches!(err, RatingsError::OtherList { .. }), "{err}");
    assert_eq!(
        render(Lang::Es, &err),
        "Los jugadores de este torneo se inscribieron con el elo de rápidas de la lista de septiembre de 2026; \
         la base de datos de jugadores tiene ahora la lista de octubre de 2026 (rápidas). \
         Vuelva a importar la lista de septiembre de 2026 para seguir inscribiendo con ella."
    );

    // A standard event and a list of rapid ratings only.
    import(&path, "rapid_sep26frl_xml.xml", ImportOptions::default()).unwrap();
    let db = RatingsDb::open(&path).unwrap();
    let standard = Event::create(&dir.path("standard.arbitro"), call("fide", "90+30")).unwrap();
    let err = standard.players().add_from_list(&db, &id(2_200_010)).unwrap_err();
    assert!(matches!(
        err,
        RatingsError::ListLacksRate {
            rate: Rate::Standard,
            ..
        }
    ));
    assert!(standard.players().all().unwrap().is_empty());
    assert_eq!(standard.players().rating_list().unwrap(), None);
}
