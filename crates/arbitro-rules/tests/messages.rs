//! Every refusal of the rules core is a typed reason that the catalogue
//! renders in Spanish and English: FENs name the wrong field and list every
//! reason (`tests/fixtures/pgn/moves/fen-errors.txt`), and every variant of
//! every reason type renders in both languages with nothing left in English
//! on the Spanish side.

use std::path::PathBuf;

use arbitro_i18n::{Lang, Message, try_render};
use arbitro_rules::bughouse::BoardId;
use arbitro_rules::pgn::PgnProblem;
use arbitro_rules::{
    BughouseProblem, CastlingObstacle, CastlingRefusal, Clause, Color, DataProblem, FenProblem, MoveRefusal,
    Position, PositionProblem, Reason, Role, RulesError, Square,
};

fn problem_codes(err: &RulesError) -> Vec<String> {
    match err {
        RulesError::Fen { problems, .. } => problems.iter().map(|p| p.code().to_string()).collect(),
        RulesError::IllegalPosition { problems, .. } => {
            problems.iter().map(|p| p.code().to_string()).collect()
        }
        other => vec![other.code().to_string()],
    }
}

#[test]
fn fen_errors_name_every_field() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/pgn/moves/fen-errors.txt");
    let text = std::fs::read_to_string(&path).expect("fen-errors.txt");
    let mut failures = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let (fen, expected) = line.split_once('|').expect("FEN | codes");
        let expected: Vec<String> = expected.split(',').map(|c| c.trim().to_string()).collect();
        match Position::from_fen(fen.trim()) {
            Ok(_) => failures.push(format!("line {}: read", n + 1)),
            Err(e) => {
                if problem_codes(&e) != expected {
                    failures.push(format!(
                        "line {}: expected {expected:?}, got {:?} ({e})",
                        n + 1,
                        problem_codes(&e)
                    ));
                }
                for lang in Lang::ALL {
                    if let Err(missing) = try_render(lang, &e) {
                        failures.push(format!("line {}: {missing}", n + 1));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The case: a FEN with nine ranks, in both languages.
#[test]
fn nine_ranks_say_so() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1";
    let err = Position::from_fen(fen).expect_err("nine ranks");
    assert_eq!(
        arbitro_i18n::render(Lang::Es, &err),
        format!("FEN no válido «{fen}»: el campo 1 (colocación de las piezas) tiene 9 filas, no 8")
    );
    assert_eq!(
        arbitro_i18n::render(Lang::En, &err),
        format!("Invalid FEN “{fen}”: field 1 (piece placement) has 9 ranks, not 8")
    );
}

/// One value of every variant of every reason type.
fn every_error() -> Vec<RulesError> {
    let fen = || "4k3/8/8/8/8/8/8/4K3 w - - 0 1".to_string();
    let castling = [
        CastlingObstacle::NoRight,
        CastlingObstacle::InCheck,
        CastlingObstacle::InTheWay,
        CastlingObstacle::JumpsOverAttackedRook,
        CastlingObstacle::PassesThroughAttack,
        CastlingObstacle::LandsOnAttack,
    ]
    .map(|obstacle| {
        MoveRefusal::Castling(CastlingRefusal {
            clause: Clause::F9_5,
            obstacle,
        })
    });
    let (colour, role, to) = (Color::Black, Role::Rook, Square::E4);
    let refusals = castling.into_iter().chain([
        MoveRefusal::NotCastlingHere,
        MoveRefusal::NoPieceOnStart { colour },
        MoveRefusal::NoPieceOn { colour, square: to },
        MoveRefusal::PromotionPiece,
        MoveRefusal::PromotionRole,
        MoveRefusal::ExposesKing { colour },
        MoveRefusal::WrongWay,
        MoveRefusal::Ambiguous,
        MoveRefusal::NoSuchPiece { colour, role },
        MoveRefusal::MustAnswerCheck { colour, role, to },
        MoveRefusal::CannotReach { colour, role, to },
        MoveRefusal::NullMove,
        MoveRefusal::NoMatch,
        MoveRefusal::Drop,
    ]);
    let found = || "x".to_string();
    let fen_problems = vec![
        FenProblem::Empty,
        FenProblem::FieldCount { found: 3 },
        FenProblem::Board { found: found() },
        FenProblem::RankCount { found: 9 },
        FenProblem::RankLength { rank: 5, squares: 9 },
        FenProblem::PieceLetter { rank: 4, letter: 'X' },
        FenProblem::SideToMove { found: found() },
        FenProblem::Castling { found: found() },
        FenProblem::EnPassant { found: found() },
        FenProblem::HalfmoveClock { found: found() },
        FenProblem::MoveNumber { found: found() },
        FenProblem::Unreadable,
    ];
    let position_problems = vec![
        PositionProblem::EmptyBoard,
        PositionProblem::MissingKing,
        PositionProblem::TooManyKings,
        PositionProblem::PawnsOnBackrank,
        PositionProblem::CastlingRights,
        PositionProblem::EnPassantSquare,
        PositionProblem::OppositeCheck,
        PositionProblem::ImpossibleCheck,
        PositionProblem::TooMuchMaterial,
        PositionProblem::Variant,
        PositionProblem::NotLegal,
    ];
    let inner = || Box::new(RulesError::Clock { text: "1:75".into() });
    let pgn = vec![
        PgnProblem::NoGame,
        PgnProblem::SecondGame,
        PgnProblem::TextAfterResult,
        PgnProblem::UnclosedComment,
        PgnProblem::StrayBrace,
        PgnProblem::StrayParenthesis,
        PgnProblem::UnclosedVariation,
        PgnProblem::Glyph,
        PgnProblem::TagInMoves,
        PgnProblem::NotSan { token: "Nf9".into() },
        PgnProblem::TagName,
        PgnProblem::TagQuotes { tag: "Event".into() },
        PgnProblem::TagClosingQuote { tag: "Event".into() },
        PgnProblem::TagBracket { tag: "Event".into() },
        PgnProblem::TagNotText { tag: "Event".into() },
        PgnProblem::IllegalMove {
            number: 2,
            black: true,
            san: "Ke3".into(),
            refusal: MoveRefusal::WrongWay,
        },
        PgnProblem::ClockBeforeFirstMove,
        PgnProblem::ResultMismatch {
            tag: "1-0".into(),
            token: "0-1".into(),
        },
        PgnProblem::ResultTag,
        PgnProblem::Variant {
            value: "atomic".into(),
        },
        PgnProblem::Chess960WithoutFen,
        PgnProblem::CastlingRule { value: "x".into() },
        PgnProblem::FenTag(Box::new(RulesError::Fen {
            fen: fen(),
            problems: vec![FenProblem::RankCount { found: 7 }],
        })),
        PgnProblem::Rules(inner()),
    ];
    let data = vec![
        DataProblem::Chess960Number { text: "x".into() },
        DataProblem::Position(inner()),
        DataProblem::PerftLine,
        DataProblem::PerftBeforePosition,
        DataProblem::DepthTooLarge,
        DataProblem::UnknownKeyword { word: "x".into() },
    ];
    let bughouse = vec![
        BughouseProblem::Fen {
            fen: fen(),
            problems: vec![FenProblem::Board { found: found() }],
        },
        BughouseProblem::Board(vec![PositionProblem::MissingKing]),
        BughouseProblem::MoveSyntax { text: found() },
        BughouseProblem::NotInReserve {
            text: "N@d4".into(),
            colour,
            role: Role::Knight,
        },
        BughouseProblem::PawnDrop { text: "P@a1".into() },
        BughouseProblem::NotLegal { text: found() },
        BughouseProblem::NotLegalFor {
            uci: "e2e4".into(),
            colour,
        },
    ];
    let mut out = vec![
        RulesError::Fen {
            fen: fen(),
            problems: fen_problems,
        },
        RulesError::IllegalPosition {
            fen: fen(),
            problems: position_problems,
        },
        RulesError::Chess960Number { number: 960 },
        RulesError::MoveSyntax {
            text: found(),
            letters: Lang::Es,
        },
        RulesError::MoveSyntax {
            text: found(),
            letters: Lang::En,
        },
        RulesError::PieceLetter {
            text: "Nf3".into(),
            letter: 'N',
            letters: Lang::Es,
        },
        RulesError::PieceLetter {
            text: "Cf3".into(),
            letter: 'C',
            letters: Lang::En,
        },
        RulesError::DrawTooEarly,
        RulesError::Clock { text: "1:75".into() },
        RulesError::UnknownRuleset { name: found() },
        RulesError::GameOver {
            reason: Reason::Checkmate,
            clause: Clause::Fi1,
        },
    ];
    out.extend(Reason::ALL.map(|reason| RulesError::GameOver {
        reason,
        clause: Clause::Fi1,
    }));
    out.extend(refusals.map(|refusal| RulesError::IllegalMove {
        text: "e4".into(),
        fen: fen(),
        refusal,
    }));
    out.extend(pgn.into_iter().map(|problem| RulesError::Pgn {
        line: 3,
        column: 7,
        problem,
    }));
    out.extend(
        data.into_iter()
            .map(|problem| RulesError::Data { line: 3, problem }),
    );
    out.extend(bughouse.into_iter().map(|problem| RulesError::Bughouse {
        board: BoardId::A,
        problem,
    }));
    out
}

/// English words that the Spanish texts never hold.
const ENGLISH: &[&str] = &[
    " the ", " is ", " not ", " has ", " move ", " king", " rook", " queen", " bishop", " knight", " pawn",
    "White", "Black", " line ", " field ", " tag ", " board ", "castling", "illegal",
];

#[test]
fn every_reason_renders_in_both_languages() {
    let mut failures = Vec::new();
    let errors = every_error();
    assert!(errors.len() > 70);
    for err in &errors {
        for lang in Lang::ALL {
            match try_render(lang, err) {
                Ok(text) if lang == Lang::Es => {
                    for word in ENGLISH {
                        if text.contains(word) {
                            failures.push(format!("{}: English \"{word}\" in: {text}", err.code()));
                        }
                    }
                }
                Ok(_) => {}
                Err(missing) => failures.push(format!("{missing}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// English is what `Display` says (the CLI's and the logs' wording).
#[test]
fn english_texts_follow_display() {
    for err in [
        Position::from_fen("4k3/8/8/8/8/8/8/4K2P w - - 0 1").expect_err("pawn on rank 1"),
        Position::standard()
            .parse_move("Nf6")
            .expect_err("no knight there"),
        Position::standard()
            .parse_move_in("Nf3", Lang::Es)
            .expect_err("Spanish"),
    ] {
        let english = arbitro_i18n::render(Lang::En, &err);
        let display = err.to_string();
        let plain = |t: &str| t.replace(['“', '”', '"'], "").to_lowercase();
        assert_eq!(
            plain(&english).trim_end_matches('.'),
            plain(&display).trim_end_matches('.')
        );
    }
}
