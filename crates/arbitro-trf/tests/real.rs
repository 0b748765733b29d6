//! Files other programs wrote (`tests/fixtures/trf/real/`, origins in its
//! README): each reads, its edition is recognised, and the reader lists
//! exactly the adjustments it made — Swiss-Manager's column rulers skipped,
//! its `0000 - -` read as absences, JaVaFo's one-letter titles read as
//! FIDE's; a Swiss-Manager ruler that used to stop the reader at line 18
//! ("a space must follow the record code 123") no longer does. Every
//! adjustment renders in Spanish and English.

use std::path::{Path, PathBuf};

use arbitro_i18n::{Lang, try_render};
use arbitro_trf::{Adjustment, FileVersion, ResultCode, SkipReason, read, write};

fn real(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/trf/real")
        .join(name)
}

/// What a file must read as.
struct Case {
    file: &'static str,
    version: FileVersion,
    players: usize,
    paired: u32,
    rulers: usize,
    unknown_records: usize,
    old_style: usize,
    titles: usize,
    birth_dates: usize,
}

const CASES: [Case; 6] = [
    Case {
        file: "swiss-manager-team-heraklion-2024.trf",
        version: FileVersion::Trf2026,
        players: 129,
        paired: 7,
        rulers: 3,
        unknown_records: 0,
        old_style: 86,
        titles: 0,
        birth_dates: 0,
    },
    Case {
        file: "swiss-manager-team-crete-2025.trf",
        version: FileVersion::Trf2026,
        players: 163,
        paired: 4,
        rulers: 0,
        unknown_records: 0,
        old_style: 93,
        titles: 0,
        birth_dates: 0,
    },
    Case {
        file: "javafo-aum-gros-2010.trf",
        version: FileVersion::Trf16,
        players: 52,
        paired: 4,
        rulers: 0,
        unknown_records: 0,
        old_style: 0,
        titles: 3,
        birth_dates: 0,
    },
    Case {
        file: "bbp-issue_15.trf",
        version: FileVersion::Trf06,
        players: 180,
        paired: 11,
        rulers: 0,
        unknown_records: 0,
        old_style: 0,
        titles: 0,
        birth_dates: 0,
    },
    Case {
        file: "bbp-issue_7.trf",
        version: FileVersion::Trf16,
        players: 60,
        paired: 14,
        rulers: 0,
        unknown_records: 0,
        old_style: 0,
        titles: 0,
        birth_dates: 0,
    },
    Case {
        file: "bbp-dutch_2025_C9.trf",
        version: FileVersion::Trf16,
        players: 5,
        paired: 1,
        rulers: 0,
        unknown_records: 0,
        old_style: 0,
        titles: 0,
        birth_dates: 0,
    },
];

fn count(adjustments: &[Adjustment], f: impl Fn(&Adjustment) -> bool) -> usize {
    adjustments.iter().filter(|a| f(a)).count()
}

#[test]
fn real_files_read_with_every_adjustment_listed() {
    let mut failures = Vec::new();
    for case in &CASES {
        let bytes = std::fs::read(real(case.file)).expect("fixture");
        let text = String::from_utf8(bytes).expect("UTF-8");
        let r = read(&text).unwrap_or_else(|e| panic!("{}: {e}", case.file));
        let a = &r.adjustments;
        let found = (
            r.version,
            r.tournament.players.len(),
            r.tournament.paired_rounds(),
            count(a, |x| {
                matches!(
                    x,
                    Adjustment::LineSkipped {
                        reason: SkipReason::RulerLine,
                        ..
                    }
                )
            }),
            count(a, |x| matches!(x, Adjustment::UnknownRecord { .. })),
            count(a, |x| matches!(x, Adjustment::OldStyleBye { .. })),
            count(a, |x| matches!(x, Adjustment::Title { .. })),
            count(a, |x| {
                matches!(
                    x,
                    Adjustment::BirthDate { .. } | Adjustment::BirthDateDropped { .. }
                )
            }),
        );
        let expected = (
            case.version,
            case.players,
            case.paired,
            case.rulers,
            case.unknown_records,
            case.old_style,
            case.titles,
            case.birth_dates,
        );
        if found != expected {
            failures.push(format!("{}: expected {expected:?}, found {found:?}", case.file));
        }
        for adj in a {
            for lang in [Lang::Es, Lang::En] {
                if let Err(e) = try_render(lang, adj) {
                    failures.push(format!("{}: {adj} does not render in {lang:?}: {e:?}", case.file));
                }
            }
        }
        // What was read writes and reads back the same, in both editions.
        for version in [arbitro_trf::TrfVersion::Trf2026, arbitro_trf::TrfVersion::Trf16] {
            let written = write(&r.tournament, version).expect("writes");
            let again = read(&written).expect("reads back");
            if again.tournament != r.tournament {
                failures.push(format!(
                    "{}: {version:?} round trip changed the tournament",
                    case.file
                ));
            }
            if !again.adjustments.is_empty() {
                failures.push(format!(
                    "{}: the file written needs adjustments again: {:?}",
                    case.file, again.adjustments
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Swiss-Manager's `0000 - -` is an absence (Z) and one-letter titles are
/// FIDE's; the adjustment names the line, the player and the rounds.
#[test]
fn swiss_manager_and_javafo_spellings() {
    let text = std::fs::read_to_string(real("swiss-manager-team-heraklion-2024.trf")).unwrap();
    let r = read(&text).unwrap();
    let p28 = r.tournament.player(28).unwrap();
    assert!((1..=7).all(|round| p28.cell(round).result == ResultCode::ZeroPointBye));
    let adj = r
        .adjustments
        .iter()
        .find(|a| matches!(a, Adjustment::OldStyleBye { player: 28, .. }))
        .expect("player 28's absences listed");
    assert_eq!(
        adj.to_string(),
        "line 47: player 28, rounds 1–7: 0000 - - read as Z"
    );
    assert_eq!(
        try_render(Lang::Es, adj).unwrap(),
        "Línea 47: jugador 28, rondas 1–7: «0000 - -» se lee como Z"
    );
    // Rating 0000 is unrated.
    assert_eq!(r.tournament.player(2).unwrap().rating, None);

    let text = std::fs::read_to_string(real("javafo-aum-gros-2010.trf")).unwrap();
    let r = read(&text).unwrap();
    let titles: Vec<&str> = (1..=3)
        .map(|n| r.tournament.player(n).unwrap().title.as_str())
        .collect();
    assert_eq!(titles, ["GM", "IM", "FM"]);
    // Round 5's absences, known before it is paired, are kept.
    assert_eq!(
        r.tournament.player(22).unwrap().cell(5).result,
        ResultCode::ZeroPointBye
    );
    assert_eq!(r.tournament.player(34).unwrap().birth_date, "");
}

/// Old-style byes in a file of our own: a bye with a point (`0000 - +`) is
/// the pairing-allocated bye, a second one in the round a full-point bye;
/// `0000 - =` a half-point bye.
#[test]
fn old_style_byes_read_as_todays_codes() {
    let line = |n: u32, cells: &str| {
        let name = format!("Player {n}");
        format!(
            "001 {n:>4}      {name:<33} 1800{}{:>4} {n:>4}  {cells}",
            " ".repeat(28),
            "1.0"
        )
    };
    let text = [
        "012 Old byes".to_string(),
        line(1, "0000 - +"),
        line(2, "0000 - +"),
        line(3, "0000 - ="),
        "DDD SSSS sTTT NNNNNNNNNNNN".to_string(),
    ]
    .join("\n");
    let r = read(&text).unwrap();
    let codes: Vec<ResultCode> = (1..=3)
        .map(|n| r.tournament.player(n).unwrap().cell(1).result)
        .collect();
    assert_eq!(
        codes,
        [
            ResultCode::PairingAllocatedBye,
            ResultCode::FullPointBye,
            ResultCode::HalfPointBye
        ]
    );
    assert_eq!(r.adjustments.len(), 4, "{:?}", r.adjustments);
    assert_eq!(r.version, FileVersion::Trf06);
}
