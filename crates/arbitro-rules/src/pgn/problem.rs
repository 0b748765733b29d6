//! What can be wrong at a place of a PGN text (the error names the line and
//! column; this says what is there).

use std::fmt;

use crate::error::RulesError;
use crate::refusal::MoveRefusal;

/// One problem of a PGN text, at the line and column of its
/// [`RulesError::Pgn`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PgnProblem {
    /// The text holds no game.
    NoGame,
    /// A second game where one was expected.
    SecondGame,
    /// Tokens after the game's result.
    TextAfterResult,
    /// A `{` comment that is never closed.
    UnclosedComment,
    /// A `}` without `{`.
    StrayBrace,
    /// A `)` without `(`.
    StrayParenthesis,
    /// A `(` variation that is never closed.
    UnclosedVariation,
    /// `$` without a glyph number 0-255.
    Glyph,
    /// A tag line among the moves.
    TagInMoves,
    /// A token that is not a move.
    NotSan {
        /// The token.
        token: String,
    },
    /// `[` without a tag name.
    TagName,
    /// A tag value that is not in double quotes.
    TagQuotes {
        /// The tag.
        tag: String,
    },
    /// A tag value whose closing quote is missing.
    TagClosingQuote {
        /// The tag.
        tag: String,
    },
    /// A tag without its closing `]`.
    TagBracket {
        /// The tag.
        tag: String,
    },
    /// A tag value that is not text.
    TagNotText {
        /// The tag.
        tag: String,
    },
    /// A main-line move that is not legal where it stands.
    IllegalMove {
        /// The move number.
        number: usize,
        /// Whether it is Black's move.
        black: bool,
        /// The move as written.
        san: String,
        /// Why it is refused.
        refusal: MoveRefusal,
    },
    /// A clock annotation before the first move.
    ClockBeforeFirstMove,
    /// The Result tag and the result after the moves disagree.
    ResultMismatch {
        /// The Result tag's value.
        tag: String,
        /// The result token after the moves.
        token: String,
    },
    /// The Result tag is not a result.
    ResultTag,
    /// A Variant this reader does not play.
    Variant {
        /// The tag's value.
        value: String,
    },
    /// A Chess960 game without its start position.
    Chess960WithoutFen,
    /// A CastlingRule tag that names no castling rule.
    CastlingRule {
        /// The tag's value.
        value: String,
    },
    /// The FEN tag's position, refused.
    FenTag(Box<RulesError>),
    /// Something the rules refuse at this place (a clock annotation…).
    Rules(Box<RulesError>),
}

impl fmt::Display for PgnProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnProblem::NoGame => f.write_str("no game in the text"),
            PgnProblem::SecondGame => f.write_str("a second game where one was expected"),
            PgnProblem::TextAfterResult => {
                f.write_str("text after the game result (a new game needs its tags or an empty line first)")
            }
            PgnProblem::UnclosedComment => f.write_str("comment opened with '{' is never closed"),
            PgnProblem::StrayBrace => f.write_str("'}' without an opening '{'"),
            PgnProblem::StrayParenthesis => f.write_str("')' without an opening '('"),
            PgnProblem::UnclosedVariation => f.write_str("a variation opened with '(' is never closed"),
            PgnProblem::Glyph => f.write_str("'$' must be followed by a glyph number 0-255"),
            PgnProblem::TagInMoves => f.write_str("a tag inside the moves (tags go before the first move)"),
            PgnProblem::NotSan { token } => write!(f, "\"{token}\" is not a move in SAN"),
            PgnProblem::TagName => f.write_str("a tag needs a name after '['"),
            PgnProblem::TagQuotes { tag } => write!(f, "tag {tag}: the value must be in double quotes"),
            PgnProblem::TagClosingQuote { tag } => {
                write!(f, "tag {tag}: the value's closing quote is missing")
            }
            PgnProblem::TagBracket { tag } => write!(f, "tag {tag}: ']' expected"),
            PgnProblem::TagNotText { tag } => write!(f, "tag {tag}: the value is not UTF-8 text"),
            PgnProblem::IllegalMove {
                number,
                black,
                san,
                refusal,
            } => {
                let dots = if *black { "..." } else { "." };
                write!(f, "move {number}{dots} {san} is illegal: {refusal}")
            }
            PgnProblem::ClockBeforeFirstMove => f.write_str("a clock annotation before the first move"),
            PgnProblem::ResultMismatch { tag, token } => {
                write!(f, "the Result tag says {tag} but the moves end with {token}")
            }
            PgnProblem::ResultTag => f.write_str("tag Result: expected 1-0, 0-1, 1/2-1/2 or *"),
            PgnProblem::Variant { value } => write!(
                f,
                "tag Variant: \"{value}\" is not supported (standard or Chess960)"
            ),
            PgnProblem::Chess960WithoutFen => {
                f.write_str("a Chess960 game needs its start position in a FEN tag")
            }
            PgnProblem::CastlingRule { value } => write!(
                f,
                "tag {}: \"{value}\" is not a castling rule (fide or f9-6)",
                super::CASTLING_RULE_TAG
            ),
            PgnProblem::FenTag(err) => write!(f, "tag FEN: {err}"),
            PgnProblem::Rules(err) => write!(f, "{err}"),
        }
    }
}

impl arbitro_i18n::Message for PgnProblem {
    fn code(&self) -> &str {
        match self {
            PgnProblem::NoGame => "rules-pgn-no-game",
            PgnProblem::SecondGame => "rules-pgn-second-game",
            PgnProblem::TextAfterResult => "rules-pgn-text-after-result",
            PgnProblem::UnclosedComment => "rules-pgn-unclosed-comment",
            PgnProblem::StrayBrace => "rules-pgn-stray-brace",
            PgnProblem::StrayParenthesis => "rules-pgn-stray-parenthesis",
            PgnProblem::UnclosedVariation => "rules-pgn-unclosed-variation",
            PgnProblem::Glyph => "rules-pgn-glyph",
            PgnProblem::TagInMoves => "rules-pgn-tag-in-moves",
            PgnProblem::NotSan { .. } => "rules-pgn-not-san",
            PgnProblem::TagName => "rules-pgn-tag-name",
            PgnProblem::TagQuotes { .. } => "rules-pgn-tag-quotes",
            PgnProblem::TagClosingQuote { .. } => "rules-pgn-tag-closing-quote",
            PgnProblem::TagBracket { .. } => "rules-pgn-tag-bracket",
            PgnProblem::TagNotText { .. } => "rules-pgn-tag-not-text",
            PgnProblem::IllegalMove { .. } => "rules-pgn-illegal-move",
            PgnProblem::ClockBeforeFirstMove => "rules-pgn-clock-before-first-move",
            PgnProblem::ResultMismatch { .. } => "rules-pgn-result-mismatch",
            PgnProblem::ResultTag => "rules-pgn-result-tag",
            PgnProblem::Variant { .. } => "rules-pgn-variant",
            PgnProblem::Chess960WithoutFen => "rules-pgn-chess960-without-fen",
            PgnProblem::CastlingRule { .. } => "rules-pgn-castling-rule",
            PgnProblem::FenTag(_) => "rules-pgn-fen-tag",
            PgnProblem::Rules(_) => "rules-pgn-rules",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            PgnProblem::NotSan { token } => vec![("token", Arg::from(token))],
            PgnProblem::TagQuotes { tag }
            | PgnProblem::TagClosingQuote { tag }
            | PgnProblem::TagBracket { tag }
            | PgnProblem::TagNotText { tag } => vec![("tag", Arg::from(tag))],
            PgnProblem::IllegalMove {
                number,
                black,
                san,
                refusal,
            } => vec![
                ("number", Arg::from(*number)),
                ("side", Arg::from(if *black { "black" } else { "white" })),
                ("san", Arg::from(san)),
                ("reason", Arg::Message(refusal)),
            ],
            PgnProblem::ResultMismatch { tag, token } => {
                vec![("tag", Arg::from(tag)), ("token", Arg::from(token))]
            }
            PgnProblem::Variant { value } | PgnProblem::CastlingRule { value } => {
                vec![("value", Arg::from(value))]
            }
            PgnProblem::FenTag(err) | PgnProblem::Rules(err) => vec![("reason", Arg::Message(err.as_ref()))],
            PgnProblem::NoGame
            | PgnProblem::SecondGame
            | PgnProblem::TextAfterResult
            | PgnProblem::UnclosedComment
            | PgnProblem::StrayBrace
            | PgnProblem::StrayParenthesis
            | PgnProblem::UnclosedVariation
            | PgnProblem::Glyph
            | PgnProblem::TagInMoves
            | PgnProblem::TagName
            | PgnProblem::ClockBeforeFirstMove
            | PgnProblem::ResultTag
            | PgnProblem::Chess960WithoutFen => Vec::new(),
        }
    }
}
