//! The crate's one error type. Every message names what was wrong and where
//! (the FEN, the move text, the PGN line and column).

/// Anything the rules core refuses, with the reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// A FEN (or X-FEN / Shredder-FEN) string could not be read.
    #[error("invalid FEN \"{fen}\": {reason}")]
    Fen {
        /// The text as given.
        fen: String,
        /// Which field was wrong.
        reason: String,
    },
    /// The FEN was readable but the position breaks the basic rules
    /// (every reason is listed).
    #[error("illegal position \"{fen}\": {reasons}")]
    IllegalPosition {
        /// The position as FEN.
        fen: String,
        /// Every reason, separated by "; ".
        reasons: String,
    },
    /// A Chess960 start-position number outside 0..=959.
    #[error("Chess960 position number {number} is out of range (0-959)")]
    Chess960Number {
        /// The number given.
        number: u32,
    },
    /// A move text that is neither SAN nor UCI.
    #[error("\"{text}\" is not a move in SAN or UCI notation")]
    MoveSyntax {
        /// The text as given.
        text: String,
    },
    /// A well-formed move that is not legal in the position.
    #[error("illegal move \"{text}\" in position \"{fen}\": {reason}")]
    IllegalMove {
        /// The move as given.
        text: String,
        /// The position, as FEN.
        fen: String,
        /// Why it is refused (with the clause where one applies).
        reason: String,
    },
    /// A PGN text could not be read; `line` and `column` count from 1.
    #[error("line {line}, column {column}: {message}")]
    Pgn {
        /// Line of the offending token.
        line: usize,
        /// Column (in characters) of the offending token.
        column: usize,
        /// What is wrong there.
        message: String,
    },
    /// A line of a data file (perft, fixtures) that could not be read.
    #[error("line {line}: {message}")]
    Data {
        /// The line, from 1.
        line: usize,
        /// What is wrong with it.
        message: String,
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
    #[error("the game is already over ({reason})")]
    GameOver {
        /// How it ended.
        reason: String,
    },
    /// A bughouse action that the rules refuse (drop, board, team).
    #[error("bughouse: {message}")]
    Bughouse {
        /// What was refused and why.
        message: String,
    },
}

impl arbitro_i18n::Message for RulesError {
    fn code(&self) -> &str {
        match self {
            RulesError::Fen { .. } => "rules-fen",
            RulesError::IllegalPosition { .. } => "rules-illegal-position",
            RulesError::Chess960Number { .. } => "rules-chess960-number",
            RulesError::MoveSyntax { .. } => "rules-move-syntax",
            RulesError::IllegalMove { .. } => "rules-illegal-move",
            RulesError::Pgn { .. } => "rules-pgn",
            RulesError::Data { .. } => "rules-data",
            RulesError::Clock { .. } => "rules-clock-annotation",
            RulesError::UnknownRuleset { .. } => "rules-unknown-ruleset",
            RulesError::GameOver { .. } => "rules-game-over",
            RulesError::Bughouse { .. } => "rules-bughouse",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            RulesError::Fen { fen, reason } => vec![("fen", Arg::from(fen)), ("detail", Arg::from(reason))],
            RulesError::IllegalPosition { fen, reasons } => {
                vec![("fen", Arg::from(fen)), ("detail", Arg::from(reasons))]
            }
            RulesError::Chess960Number { number } => vec![("number", Arg::from(*number))],
            RulesError::MoveSyntax { text } => vec![("text", Arg::from(text))],
            RulesError::IllegalMove { text, fen, reason } => vec![
                ("text", Arg::from(text)),
                ("fen", Arg::from(fen)),
                ("detail", Arg::from(reason)),
            ],
            RulesError::Pgn {
                line,
                column,
                message,
            } => vec![
                ("line", Arg::from(*line)),
                ("column", Arg::from(*column)),
                ("detail", Arg::from(message)),
            ],
            RulesError::Data { line, message } => {
                vec![("line", Arg::from(*line)), ("detail", Arg::from(message))]
            }
            RulesError::Clock { text } => vec![("text", Arg::from(text))],
            RulesError::UnknownRuleset { name } => vec![("name", Arg::from(name))],
            RulesError::GameOver { reason } => vec![("detail", Arg::from(reason))],
            RulesError::Bughouse { message } => vec![("detail", Arg::from(message))],
        }
    }
}
