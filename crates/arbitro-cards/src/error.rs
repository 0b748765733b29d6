//! The crate's one error type, and the located problem it reports: every
//! problem is typed data (what rule, which value) with its JSON path, and
//! its wording is the catalogue's (`messages/{es,en}/cards.ftl`).

use std::fmt;

use arbitro_i18n::{Arg, Lang, Message, render};
use serde::Serialize;

use crate::dispute::{SetupError, SetupReason};

/// One problem in a file, located by its JSON path (`$.cards[3].steps[0]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// JSON path of the offending value.
    pub path: String,
    /// What is wrong with it.
    pub detail: Detail,
}

/// Sorts problems by path (stable: problems of one path keep their order)
/// and drops repeats.
pub(crate) fn tidy(problems: &mut Vec<Problem>) {
    problems.sort_by(|a, b| a.path.cmp(&b.path));
    problems.dedup();
}

impl Problem {
    /// A problem at `path`.
    pub fn new(path: impl Into<String>, detail: Detail) -> Problem {
        Problem {
            path: path.into(),
            detail,
        }
    }

    /// The problem in `lang` (path and detail).
    pub fn text(&self, lang: Lang) -> String {
        render(lang, self)
    }
}

/// Written in English for logs: `$.path: detail`.
impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, render(Lang::En, &self.detail))
    }
}

/// Serialised as its path, its detail as data and its text in both languages.
impl Serialize for Problem {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Problem", 4)?;
        st.serialize_field("path", &self.path)?;
        st.serialize_field("detail", &arbitro_i18n::MessageData::of(&self.detail))?;
        st.serialize_field("es", &render(Lang::Es, &self.detail))?;
        st.serialize_field("en", &render(Lang::En, &self.detail))?;
        st.end()
    }
}

/// What is wrong with a value of a deck file or game record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Detail {
    /// The value breaks a rule of the file's JSON Schema.
    Schema(SchemaRule),
    /// The value passes the schema but not the crate's model (the parser's words).
    Model {
        /// What the parser said.
        detail: String,
    },
    /// A rule of the deck vocabulary (the deck check's words).
    Deck {
        /// What the deck check said.
        detail: String,
    },
    /// The start of a game (a setup) breaks a rule of the game.
    Setup(SetupReason),
    /// The deck's history of versions and errata does not hold (AM-AE).
    History(HistoryFault),
}

/// What is wrong with a deck's `history` (AM-R16, AM-AE).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HistoryFault {
    /// Two releases with one version.
    DuplicateVersion {
        /// The version.
        version: String,
    },
    /// The first release says it replaces a version.
    FirstReplaces {
        /// The first release's version.
        version: String,
    },
    /// The first release lists errata (there is nothing before it).
    FirstHasChanges {
        /// The first release's version.
        version: String,
    },
    /// A release does not replace the release before it.
    Chain {
        /// The release.
        version: String,
        /// What it says it replaces (empty: nothing).
        replaces: String,
        /// The release before it.
        previous: String,
    },
    /// A release dated before the release it replaces.
    DateOrder {
        /// The release.
        version: String,
        /// Its date.
        date: String,
        /// The release before it.
        previous: String,
        /// That release's date.
        previous_date: String,
    },
    /// The last release is not the deck's version and date.
    NotCurrent {
        /// The last release's version.
        version: String,
        /// Its date.
        date: String,
        /// The deck's version.
        deck_version: String,
        /// The deck's date.
        deck_date: String,
    },
    /// An erratum names a card the version does not have.
    UnknownCard {
        /// The card code.
        card: String,
        /// The release.
        version: String,
    },
    /// An erratum's new text is not the card's text in that version.
    AfterMismatch {
        /// The card code.
        card: String,
        /// The field.
        field: crate::deck::model::CardField,
        /// The release.
        version: String,
    },
    /// An erratum withdraws a card the version still has.
    StillPresent {
        /// The card code.
        card: String,
        /// The release.
        version: String,
    },
    /// An erratum with neither an old nor a new text.
    NoText {
        /// The card code.
        card: String,
    },
    /// Two errata of one release for the same card and field.
    DuplicateChange {
        /// The card code.
        card: String,
        /// The field.
        field: crate::deck::model::CardField,
        /// The release.
        version: String,
    },
}

impl Message for HistoryFault {
    fn code(&self) -> &str {
        match self {
            HistoryFault::DuplicateVersion { .. } => "cards-history-duplicate-version",
            HistoryFault::FirstReplaces { .. } => "cards-history-first-replaces",
            HistoryFault::FirstHasChanges { .. } => "cards-history-first-has-changes",
            HistoryFault::Chain { .. } => "cards-history-chain",
            HistoryFault::DateOrder { .. } => "cards-history-date-order",
            HistoryFault::NotCurrent { .. } => "cards-history-not-current",
            HistoryFault::UnknownCard { .. } => "cards-history-unknown-card",
            HistoryFault::AfterMismatch { .. } => "cards-history-after-mismatch",
            HistoryFault::StillPresent { .. } => "cards-history-still-present",
            HistoryFault::NoText { .. } => "cards-history-no-text",
            HistoryFault::DuplicateChange { .. } => "cards-history-duplicate-change",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        match self {
            HistoryFault::DuplicateVersion { version }
            | HistoryFault::FirstReplaces { version }
            | HistoryFault::FirstHasChanges { version } => vec![("version", Arg::from(version))],
            HistoryFault::Chain {
                version,
                replaces,
                previous,
            } => vec![
                ("version", Arg::from(version)),
                ("replaces", Arg::from(replaces)),
                ("previous", Arg::from(previous)),
            ],
            HistoryFault::DateOrder {
                version,
                date,
                previous,
                previous_date,
            } => vec![
                ("version", Arg::from(version)),
                ("date", Arg::from(date)),
                ("previous", Arg::from(previous)),
                ("previous-date", Arg::from(previous_date)),
            ],
            HistoryFault::NotCurrent {
                version,
                date,
                deck_version,
                deck_date,
            } => vec![
                ("version", Arg::from(version)),
                ("date", Arg::from(date)),
                ("deck-version", Arg::from(deck_version)),
                ("deck-date", Arg::from(deck_date)),
            ],
            HistoryFault::UnknownCard { card, version } | HistoryFault::StillPresent { card, version } => {
                vec![("card", Arg::from(card)), ("version", Arg::from(version))]
            }
            HistoryFault::AfterMismatch { card, field, version }
            | HistoryFault::DuplicateChange { card, field, version } => vec![
                ("card", Arg::from(card)),
                ("field", Arg::from(field.as_str())),
                ("version", Arg::from(version)),
            ],
            HistoryFault::NoText { card } => vec![("card", Arg::from(card))],
        }
    }
}

/// The rule of a JSON Schema a value breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SchemaRule {
    /// A required field is missing.
    Required {
        /// The field.
        field: String,
    },
    /// Fields the format does not know.
    Unexpected {
        /// The fields.
        fields: String,
    },
    /// The value is none of the allowed ones.
    NotAllowed {
        /// The value.
        value: String,
        /// The allowed values.
        options: String,
    },
    /// The text does not have the required shape (a card code, a square…).
    Pattern {
        /// The value.
        value: String,
    },
    /// The value has the wrong JSON type.
    Type {
        /// The expected type: `string`, `integer`, `number`, `boolean`, `array`, `object`.
        expected: String,
    },
    /// The value must be exactly this.
    Constant {
        /// The required value.
        expected: String,
    },
    /// A number below its minimum.
    Minimum {
        /// The minimum.
        limit: String,
    },
    /// A number above its maximum.
    Maximum {
        /// The maximum.
        limit: String,
    },
    /// A text too short.
    TooShort {
        /// Fewest characters.
        limit: u64,
    },
    /// A text too long.
    TooLong {
        /// Most characters.
        limit: u64,
    },
    /// A list too short.
    TooFew {
        /// Fewest items.
        limit: u64,
    },
    /// A list too long.
    TooMany {
        /// Most items.
        limit: u64,
    },
    /// The value matches none (or more than one) of the shapes allowed (an event).
    Shape,
    /// Any other rule, in the validator's words.
    Other {
        /// What the validator said.
        detail: String,
    },
}

impl Message for Problem {
    fn code(&self) -> &str {
        "cards-problem"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        vec![
            ("path", Arg::from(&self.path)),
            ("detail", Arg::Message(&self.detail)),
        ]
    }
}

impl Message for Detail {
    fn code(&self) -> &str {
        match self {
            Detail::Schema(rule) => rule.code(),
            Detail::Model { .. } => "cards-problem-model",
            Detail::Deck { .. } => "cards-problem-deck",
            Detail::Setup(reason) => reason.code(),
            Detail::History(fault) => fault.code(),
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        match self {
            Detail::Schema(rule) => rule.args(),
            Detail::Model { detail } | Detail::Deck { detail } => vec![("detail", Arg::from(detail))],
            Detail::Setup(reason) => reason.args(),
            Detail::History(fault) => fault.args(),
        }
    }
}

impl Message for SchemaRule {
    fn code(&self) -> &str {
        match self {
            SchemaRule::Required { .. } => "cards-schema-required",
            SchemaRule::Unexpected { .. } => "cards-schema-unexpected",
            SchemaRule::NotAllowed { .. } => "cards-schema-not-allowed",
            SchemaRule::Pattern { .. } => "cards-schema-pattern",
            SchemaRule::Type { .. } => "cards-schema-type",
            SchemaRule::Constant { .. } => "cards-schema-constant",
            SchemaRule::Minimum { .. } => "cards-schema-minimum",
            SchemaRule::Maximum { .. } => "cards-schema-maximum",
            SchemaRule::TooShort { .. } => "cards-schema-too-short",
            SchemaRule::TooLong { .. } => "cards-schema-too-long",
            SchemaRule::TooFew { .. } => "cards-schema-too-few",
            SchemaRule::TooMany { .. } => "cards-schema-too-many",
            SchemaRule::Shape => "cards-schema-shape",
            SchemaRule::Other { .. } => "cards-schema-other",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        match self {
            SchemaRule::Required { field } => vec![("field", Arg::from(field))],
            SchemaRule::Unexpected { fields } => vec![("fields", Arg::from(fields))],
            SchemaRule::NotAllowed { value, options } => {
                vec![("value", Arg::from(value)), ("options", Arg::from(options))]
            }
            SchemaRule::Pattern { value } => vec![("value", Arg::from(value))],
            SchemaRule::Type { expected } => vec![("expected", Arg::from(expected))],
            SchemaRule::Constant { expected } => vec![("expected", Arg::from(expected))],
            SchemaRule::Minimum { limit } | SchemaRule::Maximum { limit } => {
                vec![("limit", Arg::from(limit))]
            }
            SchemaRule::TooShort { limit }
            | SchemaRule::TooLong { limit }
            | SchemaRule::TooFew { limit }
            | SchemaRule::TooMany { limit } => vec![("limit", Arg::from(*limit))],
            SchemaRule::Shape => Vec::new(),
            SchemaRule::Other { detail } => vec![("detail", Arg::from(detail))],
        }
    }
}

fn list(problems: &[Problem]) -> String {
    let shown: Vec<String> = problems.iter().take(5).map(ToString::to_string).collect();
    let more = problems.len().saturating_sub(5);
    if more > 0 {
        format!("{} (and {more} more)", shown.join("; "))
    } else {
        shown.join("; ")
    }
}

/// What kind of file a JSON syntax error is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// A deck file.
    Deck,
    /// A game record.
    Record,
}

impl fmt::Display for FileKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FileKind::Deck => "deck file",
            FileKind::Record => "game record",
        })
    }
}

/// What is wrong with a PGN card game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PgnProblem {
    /// A tag is not closed.
    UnterminatedTag,
    /// A comment is not closed.
    UnterminatedComment,
    /// A comment command is not closed.
    UnterminatedCommand,
    /// A tag after the movetext.
    TagAfterMoves,
    /// A colour that is not `w`/`b`.
    BadColour {
        /// The text.
        text: String,
    },
    /// A command lacks an argument.
    MissingArgument {
        /// The command.
        command: String,
        /// What it needs (`by`, `code`, `colour`).
        needs: &'static str,
    },
    /// An unknown draw claim.
    UnknownClaim {
        /// The text.
        text: String,
    },
    /// The tags do not name a card family.
    NotACardGame,
    /// An unknown `CardMode`.
    UnknownMode {
        /// The text.
        text: String,
    },
    /// The `CardDeck` tag is missing.
    MissingDeck,
    /// A tag whose JSON value does not read.
    BadTag {
        /// The tag.
        tag: &'static str,
        /// The parser's words.
        detail: String,
    },
    /// A piece letter that is not one.
    BadPiece {
        /// The tag.
        tag: String,
        /// The text.
        text: String,
    },
    /// A `CardSeed` that is not a seed.
    BadSeed {
        /// The text.
        text: String,
    },
    /// A move that is not SAN.
    NotSan {
        /// The text.
        text: String,
    },
    /// A SAN that names no legal move here.
    IllegalSan {
        /// The text.
        text: String,
    },
    /// A SAN that names several legal moves here.
    AmbiguousSan {
        /// The text.
        text: String,
    },
}

impl fmt::Display for PgnProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(Lang::En, self))
    }
}

impl Message for PgnProblem {
    fn code(&self) -> &str {
        match self {
            PgnProblem::UnterminatedTag => "cards-pgn-unterminated-tag",
            PgnProblem::UnterminatedComment => "cards-pgn-unterminated-comment",
            PgnProblem::UnterminatedCommand => "cards-pgn-unterminated-command",
            PgnProblem::TagAfterMoves => "cards-pgn-tag-after-moves",
            PgnProblem::BadColour { .. } => "cards-pgn-bad-colour",
            PgnProblem::MissingArgument { .. } => "cards-pgn-missing-argument",
            PgnProblem::UnknownClaim { .. } => "cards-pgn-unknown-claim",
            PgnProblem::NotACardGame => "cards-pgn-not-a-card-game",
            PgnProblem::UnknownMode { .. } => "cards-pgn-unknown-mode",
            PgnProblem::MissingDeck => "cards-pgn-missing-deck",
            PgnProblem::BadTag { .. } => "cards-pgn-bad-tag",
            PgnProblem::BadPiece { .. } => "cards-pgn-bad-piece",
            PgnProblem::BadSeed { .. } => "cards-pgn-bad-seed",
            PgnProblem::NotSan { .. } => "cards-pgn-not-san",
            PgnProblem::IllegalSan { .. } => "cards-pgn-illegal-san",
            PgnProblem::AmbiguousSan { .. } => "cards-pgn-ambiguous-san",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        match self {
            PgnProblem::BadColour { text }
            | PgnProblem::UnknownClaim { text }
            | PgnProblem::UnknownMode { text }
            | PgnProblem::BadSeed { text }
            | PgnProblem::NotSan { text }
            | PgnProblem::IllegalSan { text }
            | PgnProblem::AmbiguousSan { text } => vec![("text", Arg::from(text))],
            PgnProblem::MissingArgument { command, needs } => {
                vec![("command", Arg::from(command)), ("needs", Arg::from(*needs))]
            }
            PgnProblem::BadTag { tag, detail } => {
                vec![("tag", Arg::from(*tag)), ("detail", Arg::from(detail))]
            }
            PgnProblem::BadPiece { tag, text } => vec![("tag", Arg::from(tag)), ("text", Arg::from(text))],
            _ => Vec::new(),
        }
    }
}

/// Anything that stops a deck, record or PGN from being used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardsError {
    /// The text is not JSON.
    #[error("{what} is not valid JSON at line {line}, column {column}: {message}")]
    Json {
        /// A deck file or a game record.
        what: FileKind,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The parser's message.
        message: String,
    },
    /// The deck breaks the schema or the vocabulary.
    #[error("invalid deck file: {}", list(.problems))]
    InvalidDeck {
        /// Every problem found.
        problems: Vec<Problem>,
    },
    /// The game record breaks its schema or does not fit its deck and rules.
    #[error("invalid game record: {}", list(.problems))]
    InvalidRecord {
        /// Every problem found.
        problems: Vec<Problem>,
    },
    /// No deck with that id is known.
    #[error("unknown deck {id:?} (known: {known})")]
    UnknownDeck {
        /// The id asked for.
        id: String,
        /// The ids available.
        known: String,
    },
    /// The deck has no release with that version.
    #[error("deck {deck} has no version {version:?} (versions: {known})")]
    UnknownVersion {
        /// The deck's id.
        deck: String,
        /// The version asked for.
        version: String,
        /// The deck's versions.
        known: String,
    },
    /// The versions asked for are the wrong way round.
    #[error("deck {deck}: version {from} comes after version {to}")]
    VersionsReversed {
        /// The deck's id.
        deck: String,
        /// The earlier version asked for.
        from: String,
        /// The later version asked for.
        to: String,
    },
    /// The PGN text cannot be read as a card game.
    #[error("PGN line {line}: {problem}")]
    Pgn {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        problem: PgnProblem,
    },
}

impl CardsError {
    /// The located problems, when the error has any.
    pub fn problems(&self) -> &[Problem] {
        match self {
            CardsError::InvalidDeck { problems } | CardsError::InvalidRecord { problems } => problems,
            _ => &[],
        }
    }

    /// A JSON syntax error, located.
    pub(crate) fn json(what: FileKind, err: &serde_json::Error) -> CardsError {
        CardsError::Json {
            what,
            line: err.line(),
            column: err.column(),
            message: err.to_string(),
        }
    }
}

impl From<SetupError> for CardsError {
    fn from(e: SetupError) -> CardsError {
        CardsError::InvalidRecord {
            problems: e
                .problems
                .into_iter()
                .map(|p| Problem::new(p.path, Detail::Setup(p.reason)))
                .collect(),
        }
    }
}

impl Message for CardsError {
    fn code(&self) -> &str {
        match self {
            CardsError::Json {
                what: FileKind::Deck, ..
            } => "cards-json-deck",
            CardsError::Json { .. } => "cards-json-record",
            CardsError::InvalidDeck { .. } => "cards-invalid-deck",
            CardsError::InvalidRecord { .. } => "cards-invalid-record",
            CardsError::UnknownDeck { .. } => "cards-unknown-deck",
            CardsError::UnknownVersion { .. } => "cards-unknown-version",
            CardsError::VersionsReversed { .. } => "cards-versions-reversed",
            CardsError::Pgn { .. } => "cards-pgn",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        match self {
            CardsError::Json {
                line,
                column,
                message,
                ..
            } => vec![
                ("line", Arg::from(*line)),
                ("column", Arg::from(*column)),
                ("detail", Arg::from(message)),
            ],
            CardsError::InvalidDeck { problems } | CardsError::InvalidRecord { problems } => vec![
                ("count", Arg::from(problems.len())),
                (
                    "problems",
                    Arg::List(problems.iter().take(5).map(|p| p as &dyn Message).collect()),
                ),
            ],
            CardsError::UnknownDeck { id, known } => vec![("id", Arg::from(id)), ("known", Arg::from(known))],
            CardsError::UnknownVersion { deck, version, known } => vec![
                ("deck", Arg::from(deck)),
                ("version", Arg::from(version)),
                ("known", Arg::from(known)),
            ],
            CardsError::VersionsReversed { deck, from, to } => vec![
                ("deck", Arg::from(deck)),
                ("from", Arg::from(from)),
                ("to", Arg::from(to)),
            ],
            CardsError::Pgn { line, problem } => {
                vec![("line", Arg::from(*line)), ("detail", Arg::Message(problem))]
            }
        }
    }
}
