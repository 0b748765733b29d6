//! The TRF reader and writer on real files: every pairing fixture reads,
//! validates and survives a write/read round trip in both editions; malformed
//! input is rejected with the right line and column.

use std::path::{Path, PathBuf};

use arbitro_trf::{Points, TrfError, TrfVersion, parse, write};

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/pairing")
}

fn trf_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for sub in ["dutch", "dutch-nopair"] {
        let dir = fixtures_dir().join(sub);
        for entry in std::fs::read_dir(&dir).expect("fixture folder") {
            let path = entry.expect("entry").path();
            if path.extension().is_some_and(|e| e == "trf") {
                files.push(path);
            }
        }
    }
    files.sort();
    assert!(
        files.len() >= 150,
        "fixtures missing under {}",
        fixtures_dir().display()
    );
    files
}

/// Reading, validating and round-tripping every fixture.
#[test]
fn fixtures_read_validate_and_round_trip() {
    for path in trf_files() {
        let text = std::fs::read_to_string(&path).expect("read fixture");
        let name = path.display();
        let t = parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        t.validate().unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!t.players.is_empty(), "{name}: no players");
        // The first round's colours agree with the stated initial colour.
        if let Some(c) = t.initial_colour {
            assert_eq!(t.inferred_initial_colour(), Some(c), "{name}: initial colour");
        }
        for version in [TrfVersion::Trf2026, TrfVersion::Trf16] {
            let written = write(&t, version).unwrap_or_else(|e| panic!("{name}: {e}"));
            let again = parse(&written).unwrap_or_else(|e| panic!("{name} ({version:?}): {e}"));
            assert_eq!(again, t, "{name}: {version:?} round trip changed the tournament");
        }
        // CR and CR LF line ends read the same.
        assert_eq!(
            parse(&text.replace('\n', "\r")).ok().as_ref(),
            Some(&t),
            "{name}: CR"
        );
        assert_eq!(
            parse(&text.replace('\n', "\r\n")).ok().as_ref(),
            Some(&t),
            "{name}: CRLF"
        );
    }
}

/// A points field that does not follow from the results is reported with
/// both values, not repaired.
#[test]
fn wrong_points_are_reported() {
    let path = fixtures_dir().join("dutch/dev-0003-n015-r06.trf");
    let text = std::fs::read_to_string(path).expect("read fixture");
    let mut t = parse(&text).expect("parses");
    t.players[4].points = Some(Points(35));
    let mismatches = t.score_mismatches();
    assert_eq!(mismatches.len(), 1);
    assert_eq!(mismatches[0].player, 5);
    assert_eq!(mismatches[0].stated, Points(35));
    assert_eq!(mismatches[0].computed, Points(30));
    match t.validate() {
        Err(TrfError::Inconsistent(problems)) => {
            assert!(
                problems
                    .iter()
                    .any(|p| p.player == 5 && p.to_string().contains("3.5"))
            );
        }
        other => panic!("expected an inconsistency, got {other:?}"),
    }
}

/// An opponent who does not point back is reported for the round.
#[test]
fn opponents_must_agree() {
    let path = fixtures_dir().join("dutch/dev-0003-n015-r06.trf");
    let text = std::fs::read_to_string(path).expect("read fixture");
    let mut t = parse(&text).expect("parses");
    t.players[0].rounds[0].opponent = Some(10);
    let problems = t.problems();
    assert!(
        problems.iter().any(|p| p.player == 1 && p.round == Some(1)),
        "{problems:?}"
    );
}

/// Every case of `data/syntax-errors.txt` fails at the stated line and column.
#[test]
fn syntax_errors_name_line_and_column() {
    let data =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/syntax-errors.txt"))
            .expect("read cases");
    let mut cases = 0;
    for block in data.split("\n=== ").skip(1) {
        let (head, body) = block.split_once('\n').expect("case header");
        let mut words = head.split_whitespace();
        let line: usize = words.next().and_then(|w| w.parse().ok()).expect("line");
        let column: usize = words.next().and_then(|w| w.parse().ok()).expect("column");
        let needle: Vec<&str> = words.collect();
        let needle = needle.join(" ");
        match parse(body) {
            Err(TrfError::Syntax {
                line: l,
                column: c,
                reason,
            }) => {
                let message = reason.to_string();
                assert_eq!((l, c), (line, column), "case {head:?}: {message}");
                assert!(message.contains(&needle), "case {head:?}: message {message:?}");
            }
            other => panic!("case {head:?}: expected a syntax error, got {other:?}"),
        }
        cases += 1;
    }
    assert!(cases >= 10);
}

/// The TRF-2026 header records and the TRF16 extensions read into the model
/// and survive a round trip through either edition.
#[test]
fn trf2026_records_round_trip() {
    let text = "\
012 Open 2026
022 Madrid
102 IA Some Arbiter
112 FA First Deputy
112 FA Second Deputy
132                                                                                        26/03/01  26/03/02
142 9
152 B
162  W 3.0    D 1.0    L 0.0    Z 0.0    P 3.0
192 FIDE_DUTCH_2026
202 BH/C1 BH SB DE WIN
222 5400+30
240 H   2    3    4
250      1.0   1   2    1    2
260   1   9    1    2
299 some abnormal points record
### a comment
001    1 m GM Alpha, Ann                        2600 ESP     1234567 1990/01/01  3.0    1     2 w 1
001    2 w    Beta, Bob                         2500 FRA     7654321 1991/02/02  0.0    2     1 b 0
001    3      Gamma, Cid                                                         3.0    3  0000 - U
001    4      Delta, Dan                                                         0.0    4  0000 - Z
";
    let t = parse(text).expect("parses");
    assert_eq!(t.rounds, Some(9));
    assert_eq!(t.initial_colour, Some(arbitro_trf::Colour::Black));
    assert_eq!(t.scoring.win, Points(30));
    assert_eq!(t.scoring.draw, Points(10));
    assert_eq!(t.scoring.pairing_bye, Points(30));
    assert_eq!(t.tie_breaks, vec!["BH/C1", "BH", "SB", "DE", "WIN"]);
    assert_eq!(t.byes.len(), 1);
    assert_eq!(t.byes[0].players, vec![3, 4]);
    assert_eq!(t.accelerations[0].points, Points(10));
    assert_eq!(t.prohibited[0].players, vec![1, 2]);
    assert_eq!(t.header.deputy_arbiters.len(), 2);
    assert_eq!(t.players[0].title, "GM");
    assert_eq!(t.players[0].federation, "ESP");
    assert_eq!(t.players[0].fide_id, "1234567");
    t.validate().expect("consistent");
    for version in [TrfVersion::Trf2026, TrfVersion::Trf16] {
        let written = write(&t, version).expect("writes");
        let mut back = parse(&written).expect("reads back");
        // TRF16 spells ranges of accelerations per player and round (XXA):
        // same meaning, other records.
        for p in 1..=4 {
            for r in 1..=9 {
                assert_eq!(
                    back.acceleration(p, r),
                    t.acceleration(p, r),
                    "{version:?}: player {p} round {r}"
                );
            }
        }
        back.accelerations = t.accelerations.clone();
        assert_eq!(back, t, "{version:?}:\n{written}");
    }
}

/// Record `192`: every spelling of a tournament type reads as one system and
/// is written as the code pairing engines read (`tests/data/tournament-types.txt`),
/// whether it came from a file or was set in the model (as an event's
/// export does), in both editions of the format.
#[test]
fn tournament_type_is_written_as_engines_read_it() {
    let cases = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/tournament-types.txt"),
    )
    .expect("cases");
    let mut count = 0;
    for line in cases
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (spelling, code) = line.split_once('|').expect("spelling | code");
        let (spelling, code) = (spelling.trim(), code.trim());
        let text = format!(
            "012 Types\n142 5\n192 {spelling}\n001    1      A                                                                  0.0    1\n"
        );
        let read = parse(&text).unwrap_or_else(|e| panic!("{spelling}: {e}"));
        let built = arbitro_trf::Tournament {
            rounds: Some(5),
            tournament_type: Some(spelling.to_string()),
            ..Default::default()
        };
        for t in [&read, &built] {
            assert_eq!(
                t.declared_type(),
                arbitro_trf::TournamentType::parse(code),
                "{spelling}: read as the system its code names"
            );
            for version in [TrfVersion::Trf2026, TrfVersion::Trf16] {
                let written = write(t, version).expect("writes");
                assert!(
                    written.lines().any(|l| l == format!("192 {code}")),
                    "{spelling} ({version:?}): expected 192 {code} in\n{written}"
                );
            }
        }
        count += 1;
    }
    assert!(count >= 10);
}
