//! Whole tournaments imported from real TRFs (`tests/fixtures/trf/real/`,
//! origins in its README): each is reviewed with what it should list,
//! imports (players with the file's pairing numbers, every round with its
//! byes and results), verifies, exports, and the export imports again into
//! the same event; the next round pairs as the reference engine paired it;
//! a file whose rounds break the pairing rules needs the confirmation, and
//! its export says so in a `###` line; a team file imports its players only.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use arbitro_store::{Event, ReviewItem, StoreError, TrfPurpose, review_tournament};
use common::TempDir;

fn real(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/trf/real")
        .join(name)
}

fn review(name: &str) -> arbitro_store::TournamentImport {
    review_tournament(name, std::fs::read(real(name)).expect("fixture")).expect("reviews")
}

/// Everything an event holds that an import must carry: each player by
/// pairing number (name, rating, title, federation, FIDE id, birth date,
/// first round, withdrawal), each game (round, White's and Black's numbers,
/// result), each requested bye.
fn contents(e: &Event) -> (Vec<String>, Vec<String>, Vec<String>) {
    let players = e.players().all().unwrap();
    let number: BTreeMap<i64, u32> = players.iter().map(|p| (p.id, p.pairing_number)).collect();
    let people = players
        .iter()
        .map(|p| {
            format!(
                "{} {} {} {:?} {:?} {:?} {:?} r{} w{:?}",
                p.pairing_number,
                p.input.name,
                p.input.rating,
                p.input.title,
                p.input.federation,
                p.input.fide_id,
                p.input.birth_date,
                p.first_round,
                p.withdrawn_after
            )
        })
        .collect();
    let mut games: Vec<String> = e
        .rounds()
        .all_games()
        .unwrap()
        .iter()
        .map(|g| {
            format!(
                "r{} {}-{} {}",
                g.round,
                number[&g.white],
                g.black.map_or(0, |b| number[&b]),
                g.result_text()
            )
        })
        .collect();
    games.sort();
    let byes = e
        .players()
        .bye_requests()
        .unwrap()
        .iter()
        .map(|b| format!("r{} {} {:?}", b.round, number[&b.player], b.kind))
        .collect();
    (people, games, byes)
}

#[test]
fn javafo_sample_imports_round_trips_and_pairs_round_5_as_the_reference_engine() {
    let dir = TempDir::new("import-gros");
    let r = review("javafo-aum-gros-2010.trf");
    assert_eq!((r.head.players, r.head.rounds, r.head.planned), (52, 4, 9));
    assert_eq!(r.head.version, arbitro_trf::FileVersion::Trf16);
    // Paired in 2010: rounds 2 and 4 depart from the 2026 rules on 9 and 10
    // boards, as the reference engine's checker finds too.
    assert_eq!(r.departing_rounds(), [2, 4]);
    let unexpected = |round: u32| {
        r.items
            .iter()
            .filter(|i| matches!(i, ReviewItem::Departure(f) if f.round == round && f.board.is_some()))
            .count()
    };
    assert_eq!((unexpected(2), unexpected(4)), (9, 10));
    // The review names the titles read, the defaults used (no 152: inferred;
    // no 162), the time control it could not read.
    let codes: Vec<&str> = r.items.iter().map(arbitro_i18n::Message::code).collect();
    for code in [
        "trf-adjust-title",
        "import-default-colour-inferred",
        "import-default-scoring",
        "import-default-time-control",
        "import-default-tie-breaks",
    ] {
        assert!(codes.contains(&code), "{code} missing from {codes:?}");
    }
    let path = dir.path("gros.arbitro");
    let e = Event::import_tournament(&path, &r, true).expect("imports");
    assert!(e.verify().unwrap().is_intact());
    assert_eq!(e.rounds_paired().unwrap(), 4);
    assert_eq!(
        arbitro_store::PairedBy::parse(&e.rounds().get(1).unwrap().system),
        arbitro_store::PairedBy::Imported
    );
    let players = e.players().all().unwrap();
    assert_eq!(players.len(), 52);
    assert_eq!(players[0].input.name, "Mirzoev Azer");
    assert_eq!(players[0].input.title.as_deref(), Some("GM"));
    // Player 6 is unrated and stays number 6 (the file's numbers, not the ranking order).
    assert_eq!(players[5].input.name, "Gorrochategui Torres, Eugenio");
    assert_eq!(players[5].input.rating, 0);
    // Round 5's known absences are requested byes.
    let byes = e.players().bye_requests().unwrap();
    assert!(byes.iter().any(|b| b.round == 5 && b.player == players[21].id));

    // A bye asked for a later round travels as a 240 record.
    let e = e;
    e.players()
        .request_bye(players[9].id, 7, arbitro_store::ByeKind::Half)
        .unwrap();
    // Export → import gives the same event.
    let trf = e.rounds().export_trf(arbitro_trf::TrfVersion::Trf16).unwrap();
    assert!(trf.contains("\n240 H   7   10\n"), "{trf}");
    assert!(
        trf.contains("### import departure @ Round 2: 18 findings confirmed"),
        "{trf}"
    );
    let again = review_tournament("gros-export.trf", trf.into_bytes()).unwrap();
    assert_eq!(again.departing_rounds(), [2, 4]);
    let copy = Event::import_tournament(&dir.path("copy.arbitro"), &again, true).unwrap();
    assert_eq!(contents(&copy), contents(&e));

    // The next round pairs as bbpPairings paired it (expected file).
    let e = Event::open(&path).unwrap();
    let (round, _) = e.rounds().pair_next().expect("pairs round 5");
    assert_eq!(round.number, 5);
    let numbers: BTreeMap<i64, u32> = e
        .players()
        .all()
        .unwrap()
        .iter()
        .map(|p| (p.id, p.pairing_number))
        .collect();
    let mut ours: Vec<(u32, u32)> = e
        .rounds()
        .games(5)
        .unwrap()
        .iter()
        .map(|g| (numbers[&g.white], g.black.map_or(0, |b| numbers[&b])))
        .collect();
    ours.sort();
    assert_eq!(ours, expected_pairs("javafo-aum-gros-2010.expected"));
}

/// `N` then `white black` lines (the bye as `player 0`), as bbpPairings writes a pairing.
fn expected_pairs(name: &str) -> Vec<(u32, u32)> {
    let text = std::fs::read_to_string(real(name)).expect("expected pairing");
    let mut pairs: Vec<(u32, u32)> = text
        .lines()
        .skip(1)
        .filter_map(|l| {
            let mut it = l.split_whitespace().map(|n| n.parse::<u32>().unwrap());
            Some((it.next()?, it.next()?))
        })
        .collect();
    pairs.sort();
    pairs
}

#[test]
fn reference_engine_files_import_and_pair_their_next_round_as_it_does() {
    for (file, expected) in [
        ("bbp-issue_7.trf", "bbp-issue_7.expected"),
        ("bbp-dutch_2025_C5.trf", "bbp-dutch_2025_C5.expected"),
        ("bbp-dutch_2025_C9.trf", "bbp-dutch_2025_C9.expected"),
    ] {
        let dir = TempDir::new("import-bbp");
        let r = review(file);
        assert_eq!(r.head.departures, 0, "{file}: {:?}", r.items);
        let path = dir.path("e.arbitro");
        let e = Event::import_tournament(&path, &r, false).unwrap_or_else(|err| panic!("{file}: {err}"));
        let round = e.rounds_paired().unwrap() + 1;
        e.rounds()
            .pair_next()
            .unwrap_or_else(|err| panic!("{file}: {err}"));
        let numbers: BTreeMap<i64, u32> = e
            .players()
            .all()
            .unwrap()
            .iter()
            .map(|p| (p.id, p.pairing_number))
            .collect();
        let mut ours: Vec<(u32, u32)> = e
            .rounds()
            .games(round)
            .unwrap()
            .iter()
            .map(|g| (numbers[&g.white], g.black.map_or(0, |b| numbers[&b])))
            .collect();
        ours.sort();
        assert_eq!(ours, expected_pairs(expected), "{file}");
    }
}

/// A Burstein tournament without a type record is read as Dutch (the
/// review says so) and its rounds depart from the Dutch rules: refused
/// without the confirmation, imported with it.
#[test]
fn a_tournament_of_another_system_needs_the_confirmation() {
    let dir = TempDir::new("import-issue15");
    let r = review("bbp-issue_15.trf");
    assert_eq!((r.head.players, r.head.rounds), (180, 11));
    assert!(
        r.items
            .iter()
            .any(|i| matches!(i, ReviewItem::Default(arbitro_store::DefaultUsed::System { .. })))
    );
    assert_eq!(r.departing_rounds(), (1..=11).collect::<Vec<u32>>());
    let path = dir.path("e.arbitro");
    assert!(Event::import_tournament(&path, &r, false).is_err());
    assert!(!path.exists());
    let e = Event::import_tournament(&path, &r, true).unwrap();
    assert_eq!(e.rounds_paired().unwrap(), 11);
    // The file for rating carries the ranks by the call's list and no comment line.
    let rating = e
        .rounds()
        .export_trf_for(arbitro_trf::TrfVersion::Trf2026, TrfPurpose::Rating)
        .unwrap();
    assert!(!rating.contains("###"));
    let t = arbitro_trf::parse(&rating).unwrap();
    assert!(t.players.iter().all(|p| p.rank.is_some()));
}

#[test]
fn swiss_manager_team_files_import_their_players_with_their_team() {
    let dir = TempDir::new("import-team");
    let r = review("swiss-manager-team-heraklion-2024.trf");
    assert!(
        r.items
            .iter()
            .any(|i| matches!(i, ReviewItem::TeamFile { teams: 15 }))
    );
    assert_eq!(r.head.rounds, 7);
    assert!(matches!(r.items[0], ReviewItem::TeamFile { .. }), "said first");
    let lines: Vec<String> = r
        .items
        .iter()
        .filter(|i| matches!(i, ReviewItem::Read(arbitro_trf::Adjustment::LineSkipped { .. })))
        .map(|i| arbitro_i18n::render(arbitro_i18n::Lang::En, i))
        .collect();
    assert_eq!(lines.len(), 3, "the three ruler lines: {lines:?}");
    assert!(lines[0].starts_with("Line 17 skipped"), "{lines:?}");
    let e = Event::import_tournament(&dir.path("team.arbitro"), &r, false).unwrap();
    assert_eq!(e.rounds_paired().unwrap(), 0, "team rounds are not imported");
    let players = e.players().all().unwrap();
    assert_eq!(players.len(), 129);
    assert_eq!(players[0].input.club.as_deref(), Some("ΣΑΧ"));
    assert_eq!(players[0].input.birth_date.as_deref(), Some("2014"));
}

/// A wrong pairing planted in round 3 of the JaVaFo sample: the review lists
/// it by round and board; the import is refused without the confirmation
/// and leaves no file; with it, the event records the confirmed departures
/// and its TRF report says so (the file for rating does not).
#[test]
fn rounds_that_break_the_rules_need_the_confirmation() {
    let dir = TempDir::new("import-departure");
    let text = std::fs::read_to_string(real("javafo-aum-gros-2010.trf")).unwrap();
    // Round 3: 1-8 and 2-7 become 1-7 and 2-8 (colours and results kept).
    let swap = |line: &str, from: &str, to: &str| -> String {
        let (head, cells) = line.split_at(91);
        let mut cells: Vec<String> = cells
            .chars()
            .collect::<Vec<_>>()
            .chunks(10)
            .map(|c| c.iter().collect())
            .collect();
        cells[2] = cells[2].replacen(from, to, 1);
        format!("{head}{}", cells.concat())
    };
    let planted: String = text
        .lines()
        .map(|l| match l.get(4..8).map(str::trim) {
            Some("1") => swap(l, "   8 w", "   7 w"),
            Some("2") => swap(l, "   7 b", "   8 b"),
            Some("7") => swap(l, "   2 w", "   1 b"),
            Some("8") => swap(l, "   1 b", "   2 w"),
            _ => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n");
    let r = review_tournament("planted.trf", planted.into_bytes()).unwrap();
    assert!(r.departs());
    // Rounds 2 and 4 already depart (paired in 2010); round 3 now does too.
    let rounds = r.departing_rounds();
    assert!(rounds.contains(&3), "{rounds:?}");
    let planted_finding = r
        .items
        .iter()
        .find(|i| matches!(i, ReviewItem::Departure(f) if f.round == 3))
        .unwrap();
    let text = arbitro_i18n::render(arbitro_i18n::Lang::En, planted_finding);
    assert!(text.starts_with("Round 3, board "), "{text}");
    let es = arbitro_i18n::render(arbitro_i18n::Lang::Es, planted_finding);
    assert!(es.starts_with("Ronda 3, tablero "), "{es}");

    let path = dir.path("planted.arbitro");
    match Event::import_tournament(&path, &r, false) {
        Err(StoreError::Round(arbitro_store::RoundRefusal::ImportDeparts { rounds, .. })) => {
            assert!(rounds.contains(&3))
        }
        other => panic!("expected the departure refusal, got {other:?}"),
    }
    assert!(!path.exists(), "nothing is written without the confirmation");
    let e = Event::import_tournament(&path, &r, true).unwrap();
    assert!(
        e.import_departures()
            .unwrap()
            .iter()
            .any(|(round, _)| *round == 3)
    );
    let report = e.rounds().export_trf(arbitro_trf::TrfVersion::Trf2026).unwrap();
    assert!(report.contains("### import departure @ Round 3:"), "{report}");
    let rating = e
        .rounds()
        .export_trf_for(arbitro_trf::TrfVersion::Trf2026, TrfPurpose::Rating)
        .unwrap();
    assert!(!rating.contains("departure"));
}

/// A defective file is imported and its defects listed: a points column
/// that disagrees with the results, a game only one record has.
#[test]
fn defects_are_imported_and_listed() {
    let dir = TempDir::new("import-defects");
    let text = std::fs::read_to_string(real("bbp-dutch_2025_C5.trf"))
        .unwrap()
        .replace('\r', "\n");
    // Player 1's points say 1.5 instead of 2.0; player 6's round 2 game against 5 is blanked.
    let defective: String = text
        .lines()
        .map(|l| match l.get(4..8).map(str::trim) {
            Some("1") => format!("{} 1.5{}", &l[..80], &l[84..]),
            Some("6") => l[..101].to_string(),
            _ => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n");
    let r = review_tournament("defective.trf", defective.into_bytes()).unwrap();
    let codes: Vec<&str> = r.items.iter().map(arbitro_i18n::Message::code).collect();
    assert!(codes.contains(&"trf-repair-points"), "{codes:?}");
    assert!(codes.contains(&"trf-repair-completed"), "{codes:?}");
    let e = Event::import_tournament(&dir.path("d.arbitro"), &r, true).unwrap();
    assert_eq!(
        e.rounds()
            .games(2)
            .unwrap()
            .iter()
            .filter(|g| g.black.is_some())
            .count(),
        3
    );
}

/// A file that cannot be understood is refused with its line and column,
/// and nothing is written.
#[test]
fn an_unreadable_file_is_refused_with_line_and_column() {
    let bad = "012 Bad\n001    1      Player One                        1800                             0.0    1     2 x 1\n";
    match review_tournament("bad.trf", bad.as_bytes().to_vec()) {
        Err(StoreError::Import { problems, .. }) => {
            assert_eq!(problems[0].line, 2);
            let text = arbitro_i18n::render(arbitro_i18n::Lang::En, &problems[0]);
            assert!(text.contains("97"), "{text}");
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
}
