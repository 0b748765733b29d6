//! The crate's one error type. Every refusal names what was wrong and where
//! (the FEN and its field, the move text, the PGN line and column), with a
//! typed reason: `Display` writes it in English, the catalogue
//! (`messages/*/rules.ftl`) in the user's language.

use std::fmt;

use arbitro_i18n::Lang;

use crate::bughouse::BoardId;
use crate::clause::Clause;
use crate::fen::{FenProblem, PositionProblem, joined};
use crate::pgn::PgnProblem;
use crate::refusal::MoveRefusal;
use crate::ruleset::Reason;

/// Anything the rules core refuses, with the reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// A FEN (or X-FEN / Shredder-FEN) string could not be read: every
    /// problem of its fields.
    #[error("invalid FEN \"{fen}\": {}", joined(.problems))]
    Fen {
        /// The text as given.
        fen: String,
        /// What is wrong, field by field.
        problems: Vec<FenProblem>,
    },
    /// The FEN was readable but the position breaks the basic rules
    /// (every reason is listed).
    #[error("illegal position \"{fen}\": {}", joined(.problems))]
    IllegalPosition {
        /// The position as FEN.
        fen: String,
        /// Every reason.
        problems: Vec<PositionProblem>,
    },
    /// A Chess960 start-position number outside 0..=959.
    #[error("Chess960 position number {number} is out of range (0-959)")]
    Chess960Number {
        /// The number given.
        number: u32,
    },
    /// A move text that is neither SAN (with the piece letters of `letters`)
    /// nor UCI.
    #[error("\"{text}\" is not a move in SAN or UCI notation")]
    MoveSyntax {
        /// The text as given.
        text: String,
        /// Whose piece letters SAN was read with.
        letters: Lang,
    },
    /// SAN with a piece letter of the other language.
    #[error("\"{text}\": {letter} is not {} piece letter ({})", lang_name(*.letters), piece_letters(*.letters))]
    PieceLetter {
        /// The text as given.
        text: String,
        /// The letter.
        letter: char,
        /// Whose piece letters SAN was read with.
        letters: Lang,
    },
    /// A well-formed move that is not legal in the position.
    #[error("illegal move \"{text}\" in position \"{fen}\": {refusal}")]
    IllegalMove {
        /// The move as given.
        text: String,
        /// The position, as FEN.
        fen: String,
        /// Why it is refused (with the clause where one applies).
        refusal: MoveRefusal,
    },
    /// A draw agreed before each player has made a move (FI-5.2.3).
    #[error("a draw may be agreed only once each player has made a move (FI-5.2.3)")]
    DrawTooEarly,
    /// A PGN text could not be read; `line` and `column` count from 1.
    #[error("line {line}, column {column}: {problem}")]
    Pgn {
        /// Line of the offending token.
        line: usize,
        /// Column (in characters) of the offending token.
        column: usize,
        /// What is wrong there.
        problem: PgnProblem,
    },
    /// A line of a data file (perft, fixtures) that could not be read.
    #[error("line {line}: {problem}")]
    Data {
        /// The line, from 1.
        line: usize,
        /// What is wrong with it.
        problem: DataProblem,
    },
    /// A clock annotation (`[%clk h:mm:ss]`) that is not a time.
    #[error("invalid clock annotation \"{text}\" (expected h:mm:ss or h:mm:ss.f)")]
    Clock {
        /// The annotation as given.
        text: String,
    },
    /// A ruleset name that is not known.
    #[error("unknown ruleset \"{name}\" (known: fide, online)")]
    UnknownRuleset {
        /// The name as given.
        name: String,
    },
    /// A move or event after the game has already ended.
    #[error("the game is already over ({reason}, {clause})")]
    GameOver {
        /// How it ended.
        reason: Reason,
        /// The clause that ended it.
        clause: Clause,
    },
    /// A bughouse action that the rules refuse (drop, board, team).
    #[error("bughouse: board {board}: {problem}")]
    Bughouse {
        /// The board concerned.
        board: BoardId,
        /// What was refused and why.
        problem: BughouseProblem,
    },
}

fn lang_name(lang: Lang) -> &'static str {
    match lang {
        Lang::Es => "a Spanish",
        Lang::En => "an English",
    }
}

/// The piece letters of a language, king to knight.
fn piece_letters(lang: Lang) -> &'static str {
    match lang {
        Lang::Es => "R king, D queen, T rook, A bishop, C knight",
        Lang::En => "K king, Q queen, R rook, B bishop, N knight",
    }
}

/// What is wrong with a line of a perft file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DataProblem {
    /// A `chess960` number that is not a number.
    Chess960Number {
        /// The text.
        text: String,
    },
    /// The position of the line is refused.
    Position(Box<RulesError>),
    /// Not `perft <depth> <nodes>`.
    PerftLine,
    /// A `perft` line before any position.
    PerftBeforePosition,
    /// A depth beyond what can be counted.
    DepthTooLarge,
    /// A keyword the format does not have.
    UnknownKeyword {
        /// The keyword.
        word: String,
    },
}

impl fmt::Display for DataProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DataProblem::Chess960Number { text } => write!(f, "chess960: \"{text}\" is not a number"),
            DataProblem::Position(err) => write!(f, "{err}"),
            DataProblem::PerftLine => f.write_str("expected \"perft <depth> <nodes>\""),
            DataProblem::PerftBeforePosition => f.write_str("perft line before any position"),
            DataProblem::DepthTooLarge => f.write_str("depth too large"),
            DataProblem::UnknownKeyword { word } => write!(f, "unknown keyword \"{word}\""),
        }
    }
}

impl arbitro_i18n::Message for DataProblem {
    fn code(&self) -> &str {
        match self {
            DataProblem::Chess960Number { .. } => "rules-data-chess960-number",
            DataProblem::Position(_) => "rules-data-position",
            DataProblem::PerftLine => "rules-data-perft-line",
            DataProblem::PerftBeforePosition => "rules-data-perft-before-position",
            DataProblem::DepthTooLarge => "rules-data-depth-too-large",
            DataProblem::UnknownKeyword { .. } => "rules-data-unknown-keyword",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            DataProblem::Chess960Number { text } => vec![("text", Arg::from(text))],
            DataProblem::Position(err) => vec![("reason", Arg::Message(err.as_ref()))],
            DataProblem::UnknownKeyword { word } => vec![("word", Arg::from(word))],
            DataProblem::PerftLine | DataProblem::PerftBeforePosition | DataProblem::DepthTooLarge => {
                Vec::new()
            }
        }
    }
}

/// What a bughouse board refuses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BughouseProblem {
    /// The board's FEN could not be read.
    Fen {
        /// The text as given.
        fen: String,
        /// What is wrong.
        problems: Vec<FenProblem>,
    },
    /// The board's setup is not a valid board.
    Board(Vec<PositionProblem>),
    /// Neither SAN nor UCI.
    MoveSyntax {
        /// The text as given.
        text: String,
    },
    /// A drop of a piece the player does not have in reserve.
    NotInReserve {
        /// The text as given.
        text: String,
        /// The side to move.
        colour: shakmaty::Color,
        /// The piece.
        role: shakmaty::Role,
    },
    /// A pawn dropped on the first or last rank or on an occupied square.
    PawnDrop {
        /// The text as given.
        text: String,
    },
    /// A move or drop that is not legal here.
    NotLegal {
        /// The text as given.
        text: String,
    },
    /// A move that is not legal for the side to move.
    NotLegalFor {
        /// The move in UCI.
        uci: String,
        /// The side to move.
        colour: shakmaty::Color,
    },
}

impl fmt::Display for BughouseProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::refusal::colour_name;
        use crate::refusal::role_name;
        match self {
            BughouseProblem::Fen { fen, problems } => {
                write!(f, "invalid FEN \"{fen}\": {}", joined(problems))
            }
            BughouseProblem::Board(problems) => write!(f, "not a valid board: {}", joined(problems)),
            BughouseProblem::MoveSyntax { text } => write!(f, "\"{text}\" is not a move in SAN or UCI"),
            BughouseProblem::NotInReserve { text, colour, role } => {
                let name = role_name(*role);
                let mut capital = name.to_string();
                capital[..1].make_ascii_uppercase();
                write!(
                    f,
                    "\"{text}\" is not legal: {} has no {capital} in reserve",
                    colour_name(*colour)
                )
            }
            BughouseProblem::PawnDrop { text } => write!(
                f,
                "\"{text}\" is not legal: pawns may not be dropped on the first or last rank, nor on an occupied square"
            ),
            BughouseProblem::NotLegal { text } => write!(f, "\"{text}\" is not legal here"),
            BughouseProblem::NotLegalFor { uci, colour } => {
                write!(f, "{uci} is not legal for {}", colour_name(*colour))
            }
        }
    }
}

impl arbitro_i18n::Message for BughouseProblem {
    fn code(&self) -> &str {
        match self {
            BughouseProblem::Fen { .. } => "rules-fen",
            BughouseProblem::Board(_) => "rules-bughouse-board",
            BughouseProblem::MoveSyntax { .. } => "rules-bughouse-move-syntax",
            BughouseProblem::NotInReserve { .. } => "rules-bughouse-not-in-reserve",
            BughouseProblem::PawnDrop { .. } => "rules-bughouse-pawn-drop",
            BughouseProblem::NotLegal { .. } => "rules-bughouse-not-legal",
            BughouseProblem::NotLegalFor { .. } => "rules-bughouse-not-legal-for",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use crate::refusal::{colour_key, role_name};
        use arbitro_i18n::{Arg, Message};
        match self {
            BughouseProblem::Fen { fen, problems } => vec![
                ("fen", Arg::from(fen)),
                (
                    "problems",
                    Arg::List(problems.iter().map(|p| p as &dyn Message).collect()),
                ),
            ],
            BughouseProblem::Board(problems) => vec![(
                "problems",
                Arg::List(problems.iter().map(|p| p as &dyn Message).collect()),
            )],
            BughouseProblem::MoveSyntax { text }
            | BughouseProblem::PawnDrop { text }
            | BughouseProblem::NotLegal { text } => vec![("text", Arg::from(text))],
            BughouseProblem::NotInReserve { text, colour, role } => vec![
                ("text", Arg::from(text)),
                ("colour", Arg::from(colour_key(*colour))),
                ("role", Arg::from(role_name(*role))),
            ],
            BughouseProblem::NotLegalFor { uci, colour } => vec![
                ("uci", Arg::from(uci)),
                ("colour", Arg::from(colour_key(*colour))),
            ],
        }
    }
}

impl arbitro_i18n::Message for RulesError {
    fn code(&self) -> &str {
        match self {
            RulesError::Fen { .. } => "rules-fen",
            RulesError::IllegalPosition { .. } => "rules-illegal-position",
            RulesError::Chess960Number { .. } => "rules-chess960-number",
            RulesError::MoveSyntax { .. } => "rules-move-syntax",
            RulesError::PieceLetter { .. } => "rules-piece-letter",
            RulesError::IllegalMove { .. } => "rules-illegal-move",
            RulesError::DrawTooEarly => "rules-draw-too-early",
            RulesError::Pgn { .. } => "rules-pgn",
            RulesError::Data { .. } => "rules-data",
            RulesError::Clock { .. } => "rules-clock-annotation",
            RulesError::UnknownRuleset { .. } => "rules-unknown-ruleset",
            RulesError::GameOver { .. } => "rules-game-over",
            RulesError::Bughouse { .. } => "rules-bughouse",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::{Arg, Message};
        match self {
            RulesError::Fen { fen, problems } => vec![
                ("fen", Arg::from(fen)),
                (
                    "problems",
                    Arg::List(problems.iter().map(|p| p as &dyn Message).collect()),
                ),
            ],
            RulesError::IllegalPosition { fen, problems } => vec![
                ("fen", Arg::from(fen)),
                (
                    "problems",
                    Arg::List(problems.iter().map(|p| p as &dyn Message).collect()),
                ),
            ],
            RulesError::Chess960Number { number } => vec![("number", Arg::from(*number))],
            RulesError::MoveSyntax { text, letters } => {
                vec![("text", Arg::from(text)), ("letters", Arg::from(letters.code()))]
            }
            RulesError::PieceLetter {
                text,
                letter,
                letters,
            } => vec![
                ("text", Arg::from(text)),
                ("letter", Arg::from(letter.to_string())),
                ("letters", Arg::from(letters.code())),
            ],
            RulesError::IllegalMove { text, fen, refusal } => vec![
                ("text", Arg::from(text)),
                ("fen", Arg::from(fen)),
                ("reason", Arg::Message(refusal)),
            ],
            RulesError::DrawTooEarly => Vec::new(),
            RulesError::Pgn {
                line,
                column,
                problem,
            } => vec![
                ("line", Arg::from(*line)),
                ("column", Arg::from(*column)),
                ("problem", Arg::Message(problem)),
            ],
            RulesError::Data { line, problem } => {
                vec![("line", Arg::from(*line)), ("problem", Arg::Message(problem))]
            }
            RulesError::Clock { text } => vec![("text", Arg::from(text))],
            RulesError::UnknownRuleset { name } => vec![("name", Arg::from(name))],
            RulesError::GameOver { reason, clause } => vec![
                ("reason", Arg::from(reason.slug())),
                ("clause", Arg::from(clause.id())),
            ],
            RulesError::Bughouse { board, problem } => vec![
                ("board", Arg::from(board.to_string())),
                ("problem", Arg::Message(problem)),
            ],
        }
    }
}
