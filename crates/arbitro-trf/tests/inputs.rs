//! Other programs' files and impossible results: a TRF as the reference
//! pairing engine's generator writes it (CR-only line ends) reads and
//! validates; the files of `tests/data/inconsistent/` each report exactly the
//! problems their first line expects (a game both players won, or lost…),
//! once per game, with the players and the round; every reason renders in
//! Spanish and English.

use std::path::{Path, PathBuf};

use arbitro_i18n::{Lang, try_render};
use arbitro_trf::{
    Field, Points, Problem, ProblemKind, ResultCode, SyntaxReason, TrfError, Unwritable, parse,
};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

#[test]
fn reference_generator_file_reads() {
    let text = std::fs::read_to_string(data("reference-generator-cr.trf")).expect("fixture");
    assert!(
        text.contains('\r') && !text.contains('\n'),
        "the fixture has CR-only line ends"
    );
    let t = parse(&text).unwrap_or_else(|e| panic!("{e}"));
    t.validate().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.players.len(), 12);
    assert!(t.players.iter().all(|p| !p.name.is_empty() && p.points.is_some()));
}

fn check(dir: &str) {
    let mut files: Vec<PathBuf> = std::fs::read_dir(data(dir))
        .expect("folder")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    assert!(files.len() >= 5);
    let mut failures = Vec::new();
    for path in files {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        let text = std::fs::read_to_string(&path).expect("fixture");
        let expected = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("### expect: "))
            .unwrap_or_else(|| panic!("{name}: first line must be \"### expect: ...\""));
        let t = parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let found: Vec<String> = t.problems().iter().map(Problem::to_string).collect();
        if found.join("; ") != expected {
            failures.push(format!("{name}: expected \"{expected}\", found {found:?}"));
        }
        match t.validate() {
            Err(e @ TrfError::Inconsistent(_)) => {
                for lang in Lang::ALL {
                    if let Err(missing) = try_render(lang, &e) {
                        failures.push(format!("{name}: {missing}"));
                    }
                }
            }
            other => failures.push(format!("{name}: validate gave {other:?}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn impossible_results_are_reported() {
    check("inconsistent");
}

#[test]
fn both_won_in_spanish() {
    let text = std::fs::read_to_string(data("inconsistent/both-won.trf")).expect("fixture");
    let err = parse(&text)
        .expect("parses")
        .validate()
        .expect_err("inconsistent");
    assert_eq!(
        arbitro_i18n::render(Lang::Es, &err),
        "Un problema: Jugador 1, ronda 5: el resultado 1 no concuerda con el 1 del rival 3: los dos jugadores no pueden haber ganado la partida"
    );
}

/// Every reason the crate can give, rendered in both languages, with no
/// English left in the Spanish text.
#[test]
fn every_reason_renders_in_both_languages() {
    let found = || "x".to_string();
    let reasons = vec![
        SyntaxReason::RecordCode,
        SyntaxReason::SpaceAfterCode { code: "001".into() },
        SyntaxReason::DuplicateRank {
            rank: 3,
            first_line: 2,
        },
        SyntaxReason::MissingStartRank,
        SyntaxReason::StartRankZero,
        SyntaxReason::NoName { player: 4 },
        SyntaxReason::CutShort {
            field: Field::Rating,
            length: 50,
        },
        SyntaxReason::CutShort {
            field: Field::Round(3),
            length: 115,
        },
        SyntaxReason::CutBeforePoints { length: 27 },
        SyntaxReason::NotANumber {
            field: Field::StartRank,
            found: found(),
        },
        SyntaxReason::NotPoints { found: found() },
        SyntaxReason::CellSeparator,
        SyntaxReason::TextBeforeFirstCell,
        SyntaxReason::CellShape,
        SyntaxReason::Colour { found: 'x' },
        SyntaxReason::ResultCode { found: '?' },
        SyntaxReason::MissingResult,
        SyntaxReason::PlayedWithoutOpponent,
        SyntaxReason::PlayedWithoutColour,
        SyntaxReason::ByeWithOpponent { code: 'H' },
        SyntaxReason::ByeWithColour { code: 'H' },
        SyntaxReason::MissingRounds,
        SyntaxReason::ZeroRounds,
        SyntaxReason::InitialColour { found: found() },
        SyntaxReason::MissingInitialColour,
        SyntaxReason::NoPointsAfter { letter: "W".into() },
        SyntaxReason::UnknownResultLetter { letter: "Q".into() },
        SyntaxReason::XxsEntry { found: found() },
        SyntaxReason::UnknownXxsKey { key: found() },
        SyntaxReason::Record240,
        SyntaxReason::ByeKind { found: found() },
        SyntaxReason::MissingRound,
        SyntaxReason::Record250,
        SyntaxReason::ReversedRange {
            field: Field::LastPlayer,
        },
        SyntaxReason::Record260,
        SyntaxReason::XxpPlayers,
    ];
    let fields = [
        Field::StartRank,
        Field::Rating,
        Field::Federation,
        Field::Points,
        Field::Rank,
        Field::Opponent,
        Field::Round(2),
        Field::PairingNumber,
        Field::Rounds,
        Field::RoundNumber,
        Field::FirstRound,
        Field::LastRound,
        Field::FirstPlayer,
        Field::LastPlayer,
    ];
    let mut errors: Vec<TrfError> = reasons
        .into_iter()
        .chain(fields.map(|field| SyntaxReason::NotANumber {
            field,
            found: found(),
        }))
        .map(|reason| TrfError::Syntax {
            line: 3,
            column: 5,
            reason,
        })
        .collect();
    let kinds = [
        ProblemKind::PlaysHimself,
        ProblemKind::OpponentMissing { opponent: 9 },
        ProblemKind::OpponentDisagrees { opponent: 9 },
        ProblemKind::SameColour { opponent: 9 },
        ProblemKind::PlayedWithoutColour,
        ProblemKind::ResultsContradict {
            opponent: 9,
            result: ResultCode::Win,
            opponent_result: ResultCode::Draw,
        },
        ProblemKind::PointsMismatch {
            stated: Points(35),
            computed: Points(12),
        },
    ];
    errors.push(TrfError::Inconsistent(
        kinds
            .iter()
            .enumerate()
            .map(|(i, kind)| Problem {
                player: 2,
                round: (i % 2 == 0).then_some(4),
                kind: *kind,
            })
            .collect(),
    ));
    for reason in [
        Unwritable::PairingNumber { number: 10_000 },
        Unwritable::Points {
            player: 3,
            points: Points(1005),
        },
        Unwritable::Opponent { opponent: 10_000 },
    ] {
        errors.push(TrfError::Unwritable(reason));
    }
    let english = [
        " the ",
        " is ",
        " not ",
        " has ",
        "player",
        "round ",
        " line ",
        " column ",
        "points field",
    ];
    let mut failures = Vec::new();
    for err in &errors {
        for lang in Lang::ALL {
            match try_render(lang, err) {
                Ok(text) if lang == Lang::Es => {
                    for word in english {
                        if text.contains(word) {
                            failures.push(format!("English \"{word}\" in: {text}"));
                        }
                    }
                }
                Ok(_) => {}
                Err(missing) => failures.push(missing.to_string()),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
