//! The crate's error: where a file is wrong and why, as typed reasons
//! (`Display` in English, the catalogue's `messages/*/trf.ftl` in the
//! user's language).

use std::fmt;

use crate::model::{Points, ResultCode};

/// One thing wrong with a tournament that parsed: an inconsistency between
/// records, for a player and (where it concerns one) a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The pairing number of the player concerned.
    pub player: u32,
    /// The round concerned, if any (1-based).
    pub round: Option<u32>,
    /// What is wrong.
    pub kind: ProblemKind,
}

/// What is inconsistent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProblemKind {
    /// The player is paired against himself.
    PlaysHimself,
    /// The opponent's pairing number is not in the tournament.
    OpponentMissing {
        /// The opponent named.
        opponent: u32,
    },
    /// The opponent's record names someone else in that round.
    OpponentDisagrees {
        /// The opponent named.
        opponent: u32,
    },
    /// Both players of a game have the same colour.
    SameColour {
        /// The opponent.
        opponent: u32,
    },
    /// A played game without a colour.
    PlayedWithoutColour,
    /// The two results of a game contradict each other: both players won,
    /// both lost, or one drew what the other won or lost.
    ResultsContradict {
        /// The opponent.
        opponent: u32,
        /// The player's result.
        result: ResultCode,
        /// The opponent's result.
        opponent_result: ResultCode,
    },
    /// The points field does not follow from the results.
    PointsMismatch {
        /// Points written in the file (columns 81–84).
        stated: Points,
        /// Points the results add up to.
        computed: Points,
    },
}

fn wins(r: ResultCode) -> bool {
    matches!(
        r,
        ResultCode::Win | ResultCode::ForfeitWin | ResultCode::UnratedWin
    )
}

fn loses(r: ResultCode) -> bool {
    matches!(
        r,
        ResultCode::Loss | ResultCode::ForfeitLoss | ResultCode::UnratedLoss
    )
}

/// How two results of one game contradict each other.
fn contradiction(a: ResultCode, b: ResultCode) -> &'static str {
    if wins(a) && wins(b) {
        "both-won"
    } else if loses(a) && loses(b) {
        "both-lost"
    } else {
        "other"
    }
}

impl fmt::Display for ProblemKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ProblemKind::PlaysHimself => f.write_str("plays against himself"),
            ProblemKind::OpponentMissing { opponent } => {
                write!(f, "opponent {opponent} is not in the tournament")
            }
            ProblemKind::OpponentDisagrees { opponent } => {
                write!(
                    f,
                    "opponent {opponent} does not name this player as opponent in that round"
                )
            }
            ProblemKind::SameColour { opponent } => write!(f, "same colour as opponent {opponent}"),
            ProblemKind::PlayedWithoutColour => f.write_str("played game without colour"),
            ProblemKind::ResultsContradict {
                opponent,
                result,
                opponent_result,
            } => {
                write!(
                    f,
                    "result {} does not match opponent {opponent}'s {}",
                    result.to_char(),
                    opponent_result.to_char()
                )?;
                match contradiction(result, opponent_result) {
                    "both-won" => f.write_str(": both players cannot have won the game"),
                    "both-lost" => f.write_str(": both players cannot have lost the game"),
                    _ => Ok(()),
                }
            }
            ProblemKind::PointsMismatch { stated, computed } => {
                write!(
                    f,
                    "points field says {stated} but the results add up to {computed}"
                )
            }
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.round {
            Some(r) => write!(f, "player {}, round {r}: {}", self.player, self.kind),
            None => write!(f, "player {}: {}", self.player, self.kind),
        }
    }
}

/// Why a line of a TRF cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SyntaxReason {
    /// A line shorter than a three-character record code.
    RecordCode,
    /// No space after the record code.
    SpaceAfterCode {
        /// The code.
        code: String,
    },
    /// The pairing number is already used on an earlier line.
    DuplicateRank {
        /// The pairing number.
        rank: u32,
        /// Where it was used first.
        first_line: usize,
    },
    /// No starting rank in columns 5-8.
    MissingStartRank,
    /// Starting rank 0.
    StartRankZero,
    /// A `001` record without a name (columns 15-47).
    NoName {
        /// The player's pairing number.
        player: u32,
    },
    /// A `001` record that ends inside a field: the line is cut short.
    CutShort {
        /// The field it ends in.
        field: Field,
        /// The last column the line has.
        length: usize,
    },
    /// A `001` record that ends before the points field that the other
    /// players' records have: the line is cut short.
    CutBeforePoints {
        /// The last column the line has.
        length: usize,
    },
    /// A whole number was expected.
    NotANumber {
        /// What it should be.
        field: Field,
        /// What was found.
        found: String,
    },
    /// Points were expected.
    NotPoints {
        /// What was found.
        found: String,
    },
    /// Round cells are separated by two spaces.
    CellSeparator,
    /// Text between the rank field and the first round cell.
    TextBeforeFirstCell,
    /// A round cell that does not read `OOOO C R`.
    CellShape,
    /// A colour that is not `w`, `b` or `-`.
    Colour {
        /// What was found.
        found: char,
    },
    /// A result code the format does not have.
    ResultCode {
        /// What was found.
        found: char,
    },
    /// A cell without result.
    MissingResult,
    /// A played game without the opponent's pairing number.
    PlayedWithoutOpponent,
    /// A played game without colour.
    PlayedWithoutColour,
    /// A bye with an opponent.
    ByeWithOpponent {
        /// The bye's code.
        code: char,
    },
    /// A bye with a colour.
    ByeWithColour {
        /// The bye's code.
        code: char,
    },
    /// No number of rounds.
    MissingRounds,
    /// Zero rounds.
    ZeroRounds,
    /// An initial colour that is not W or B.
    InitialColour {
        /// What was found.
        found: String,
    },
    /// No initial colour.
    MissingInitialColour,
    /// A result letter without its points.
    NoPointsAfter {
        /// The letter.
        letter: String,
    },
    /// A result letter the scoring record does not have.
    UnknownResultLetter {
        /// The letter.
        letter: String,
    },
    /// An XXS entry that does not read KEY=points.
    XxsEntry {
        /// What was found.
        found: String,
    },
    /// An XXS key the format does not have.
    UnknownXxsKey {
        /// The key.
        key: String,
    },
    /// A `240` record without its fields.
    Record240,
    /// A bye kind that is not H, F, Z or U.
    ByeKind {
        /// What was found.
        found: String,
    },
    /// A `240` record without its round.
    MissingRound,
    /// A `250` record without its fields.
    Record250,
    /// A range whose end comes before its start.
    ReversedRange {
        /// Which range.
        field: Field,
    },
    /// A `260` record without its fields.
    Record260,
    /// An `XXP` record with fewer than two players.
    XxpPlayers,
}

/// A field of a record, as an error names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Field {
    /// The starting rank (pairing number) of a `001` record, columns 5-8.
    StartRank,
    /// The rating, columns 49-52.
    Rating,
    /// The federation, columns 54-56.
    Federation,
    /// The points, columns 81-84.
    Points,
    /// The rank, columns 86-89.
    Rank,
    /// A round cell's opponent.
    Opponent,
    /// A round cell of round N, columns from 92.
    Round(u32),
    /// A pairing number.
    PairingNumber,
    /// The number of rounds.
    Rounds,
    /// A round number.
    RoundNumber,
    /// The first round of a range.
    FirstRound,
    /// The last round of a range.
    LastRound,
    /// The first player of a range.
    FirstPlayer,
    /// The last player of a range.
    LastPlayer,
}

impl Field {
    fn key(self) -> &'static str {
        match self {
            Field::StartRank => "start-rank",
            Field::Rating => "rating",
            Field::Federation => "federation",
            Field::Points => "points",
            Field::Rank => "rank",
            Field::Opponent => "opponent",
            Field::Round(_) => "round-cell",
            Field::PairingNumber => "number",
            Field::Rounds => "rounds",
            Field::RoundNumber => "round",
            Field::FirstRound => "first-round",
            Field::LastRound => "last-round",
            Field::FirstPlayer => "first-player",
            Field::LastPlayer => "last-player",
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Field::StartRank => f.write_str("starting rank (columns 5-8)"),
            Field::Rating => f.write_str("rating (columns 49-52)"),
            Field::Federation => f.write_str("federation (columns 54-56)"),
            Field::Points => f.write_str("points (columns 81-84)"),
            Field::Rank => f.write_str("rank (columns 86-89)"),
            Field::Opponent => f.write_str("opponent"),
            Field::Round(r) => write!(
                f,
                "cell of round {r} (columns {}-{})",
                92 + 10 * (r - 1),
                99 + 10 * (r - 1)
            ),
            Field::PairingNumber => f.write_str("pairing number"),
            Field::Rounds => f.write_str("number of rounds"),
            Field::RoundNumber => f.write_str("round"),
            Field::FirstRound => f.write_str("first round"),
            Field::LastRound => f.write_str("last round"),
            Field::FirstPlayer => f.write_str("first player"),
            Field::LastPlayer => f.write_str("last player"),
        }
    }
}

impl fmt::Display for SyntaxReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyntaxReason::RecordCode => f.write_str("a record starts with a three-character code"),
            SyntaxReason::SpaceAfterCode { code } => write!(f, "a space must follow the record code {code}"),
            SyntaxReason::DuplicateRank { rank, first_line } => {
                write!(f, "pairing number {rank} already used on line {first_line}")
            }
            SyntaxReason::MissingStartRank => f.write_str("missing starting rank (columns 5-8)"),
            SyntaxReason::StartRankZero => f.write_str("starting rank 0 (pairing numbers start at 1)"),
            SyntaxReason::NoName { player } => write!(f, "player {player} has no name (columns 15-47)"),
            SyntaxReason::CutShort { field, length } => write!(
                f,
                "the record ends at column {length}, inside the {field}: the line is cut short"
            ),
            SyntaxReason::CutBeforePoints { length } => write!(
                f,
                "the record ends at column {length}, before the points (columns 81-84) that the other players' records have: the line is cut short"
            ),
            SyntaxReason::NotANumber { field, found } => {
                write!(f, "{field}: expected a whole number, found {found:?}")
            }
            SyntaxReason::NotPoints { found } => write!(f, "points: expected e.g. 5.5, found {found:?}"),
            SyntaxReason::CellSeparator => f.write_str("round cells are separated by two spaces"),
            SyntaxReason::TextBeforeFirstCell => {
                f.write_str("unexpected text before the first round cell (column 92)")
            }
            SyntaxReason::CellShape => {
                f.write_str("a round cell reads `OOOO C R` (opponent, colour, result)")
            }
            SyntaxReason::Colour { found } => write!(f, "colour must be w, b or -, found {found:?}"),
            SyntaxReason::ResultCode { found } => write!(f, "unknown result code {found:?}"),
            SyntaxReason::MissingResult => f.write_str("missing result code"),
            SyntaxReason::PlayedWithoutOpponent => {
                f.write_str("a played game needs the opponent's pairing number")
            }
            SyntaxReason::PlayedWithoutColour => f.write_str("a played game needs the colour (w or b)"),
            SyntaxReason::ByeWithOpponent { code } => write!(f, "a bye ({code}) has no opponent: write 0000"),
            SyntaxReason::ByeWithColour { code } => write!(f, "a bye ({code}) has no colour: write -"),
            SyntaxReason::MissingRounds => f.write_str("missing number of rounds"),
            SyntaxReason::ZeroRounds => f.write_str("the number of rounds must be at least 1"),
            SyntaxReason::InitialColour { found } => {
                write!(f, "initial colour must be W or B, found {found:?}")
            }
            SyntaxReason::MissingInitialColour => f.write_str("missing initial colour (W or B)"),
            SyntaxReason::NoPointsAfter { letter } => write!(f, "no points after {letter:?}"),
            SyntaxReason::UnknownResultLetter { letter } => {
                write!(f, "unknown result letter {letter:?} (W D L Z P F H + -)")
            }
            SyntaxReason::XxsEntry { found } => write!(f, "XXS entries read KEY=points, found {found:?}"),
            SyntaxReason::UnknownXxsKey { key } => write!(f, "unknown XXS key {key:?}"),
            SyntaxReason::Record240 => f.write_str("240 reads: kind (H, F, Z or U), round, pairing numbers"),
            SyntaxReason::ByeKind { found } => write!(f, "bye kind must be H, F, Z or U, found {found:?}"),
            SyntaxReason::MissingRound => f.write_str("missing round"),
            SyntaxReason::Record250 => f.write_str(
                "250 reads: [match points] game points, first round, last round, first player, last player",
            ),
            SyntaxReason::ReversedRange { field } => write!(f, "the {field} comes before the first"),
            SyntaxReason::Record260 => {
                f.write_str("260 reads: first round, last round, two or more pairing numbers")
            }
            SyntaxReason::XxpPlayers => f.write_str("XXP lists two or more pairing numbers"),
        }
    }
}

/// Why a tournament cannot be written as TRF.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unwritable {
    /// A pairing number of more than four digits.
    PairingNumber {
        /// The number.
        number: u32,
    },
    /// Points that do not fit columns 81-84.
    Points {
        /// The player.
        player: u32,
        /// The points.
        points: Points,
    },
    /// An opponent's pairing number of more than four digits.
    Opponent {
        /// The number.
        opponent: u32,
    },
}

impl fmt::Display for Unwritable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unwritable::PairingNumber { number } => {
                write!(f, "pairing number {number} has more than 4 digits")
            }
            Unwritable::Points { player, points } => {
                write!(f, "player {player}: points {points} do not fit columns 81-84")
            }
            Unwritable::Opponent { opponent } => write!(f, "opponent {opponent} has more than 4 digits"),
        }
    }
}

/// Anything that makes a TRF unusable.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TrfError {
    /// The text does not follow the format at this place.
    #[error("line {line}, column {column}: {reason}")]
    Syntax {
        /// 1-based line number.
        line: usize,
        /// 1-based column number.
        column: usize,
        /// What was expected or found.
        reason: SyntaxReason,
    },
    /// The records parse but contradict each other (opponents that do not
    /// agree, results of one game that contradict, points that do not
    /// follow from the results…); every problem is listed.
    #[error("{}", list(.0))]
    Inconsistent(Vec<Problem>),
    /// The tournament cannot be written in the requested format.
    #[error("cannot write: {0}")]
    Unwritable(Unwritable),
}

fn list(problems: &[Problem]) -> String {
    let mut text = format!("{} problem(s): ", problems.len());
    let shown: Vec<String> = problems.iter().take(10).map(Problem::to_string).collect();
    text.push_str(&shown.join("; "));
    if problems.len() > 10 {
        text.push_str("; …");
    }
    text
}

impl TrfError {
    /// A syntax error at `line`, `column` (both 1-based).
    pub(crate) fn syntax(line: usize, column: usize, reason: SyntaxReason) -> TrfError {
        TrfError::Syntax { line, column, reason }
    }
}

/// Points as a message parameter: halves in chess notation (`3½`), other
/// tenths with the language's decimal separator.
pub(crate) struct PointsText(pub(crate) Points);

impl arbitro_i18n::Message for PointsText {
    fn code(&self) -> &str {
        if self.0.0 % 5 == 0 {
            "trf-points-halves"
        } else {
            "trf-points-tenths"
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        let tenths = self.0.0;
        if tenths % 5 == 0 {
            return vec![(
                "points",
                Arg::from(arbitro_i18n::format::half_points(i64::from(tenths / 5))),
            )];
        }
        let sign = if tenths < 0 { "−" } else { "" };
        vec![
            (
                "whole",
                Arg::from(format!("{sign}{}", tenths.unsigned_abs() / 10)),
            ),
            ("tenth", Arg::from((tenths.unsigned_abs() % 10).to_string())),
        ]
    }
}

impl arbitro_i18n::Message for ProblemKind {
    fn code(&self) -> &str {
        match self {
            ProblemKind::PlaysHimself => "trf-problem-plays-himself",
            ProblemKind::OpponentMissing { .. } => "trf-problem-opponent-missing",
            ProblemKind::OpponentDisagrees { .. } => "trf-problem-opponent-disagrees",
            ProblemKind::SameColour { .. } => "trf-problem-same-colour",
            ProblemKind::PlayedWithoutColour => "trf-problem-played-without-colour",
            ProblemKind::ResultsContradict { .. } => "trf-problem-results-contradict",
            ProblemKind::PointsMismatch { .. } => "trf-problem-points-mismatch",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match *self {
            ProblemKind::PlaysHimself | ProblemKind::PlayedWithoutColour => Vec::new(),
            ProblemKind::OpponentMissing { opponent }
            | ProblemKind::OpponentDisagrees { opponent }
            | ProblemKind::SameColour { opponent } => vec![("opponent", Arg::from(opponent))],
            ProblemKind::ResultsContradict {
                opponent,
                result,
                opponent_result,
            } => vec![
                ("opponent", Arg::from(opponent)),
                ("result", Arg::from(result.to_char().to_string())),
                (
                    "opponent_result",
                    Arg::from(opponent_result.to_char().to_string()),
                ),
                ("nature", Arg::from(contradiction(result, opponent_result))),
            ],
            ProblemKind::PointsMismatch { stated, computed } => vec![
                ("stated", Arg::boxed(PointsText(stated))),
                ("computed", Arg::boxed(PointsText(computed))),
            ],
        }
    }
}

impl arbitro_i18n::Message for Problem {
    fn code(&self) -> &str {
        match self.round {
            Some(_) => "trf-problem-in-round",
            None => "trf-problem",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        let mut args = vec![
            ("player", Arg::from(self.player)),
            ("detail", Arg::Message(&self.kind)),
        ];
        if let Some(round) = self.round {
            args.push(("round", Arg::from(round)));
        }
        args
    }
}

impl arbitro_i18n::Message for Field {
    fn code(&self) -> &str {
        "trf-field"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        let round = match self {
            Field::Round(r) => *r,
            _ => 0,
        };
        vec![("field", Arg::from(self.key())), ("round", Arg::from(round))]
    }
}

impl arbitro_i18n::Message for SyntaxReason {
    fn code(&self) -> &str {
        match self {
            SyntaxReason::RecordCode => "trf-syntax-record-code",
            SyntaxReason::SpaceAfterCode { .. } => "trf-syntax-space-after-code",
            SyntaxReason::DuplicateRank { .. } => "trf-syntax-duplicate-rank",
            SyntaxReason::MissingStartRank => "trf-syntax-missing-start-rank",
            SyntaxReason::StartRankZero => "trf-syntax-start-rank-zero",
            SyntaxReason::NoName { .. } => "trf-syntax-no-name",
            SyntaxReason::CutShort { .. } => "trf-syntax-cut-short",
            SyntaxReason::CutBeforePoints { .. } => "trf-syntax-cut-before-points",
            SyntaxReason::NotANumber { .. } => "trf-syntax-not-a-number",
            SyntaxReason::NotPoints { .. } => "trf-syntax-not-points",
            SyntaxReason::CellSeparator => "trf-syntax-cell-separator",
            SyntaxReason::TextBeforeFirstCell => "trf-syntax-text-before-first-cell",
            SyntaxReason::CellShape => "trf-syntax-cell-shape",
            SyntaxReason::Colour { .. } => "trf-syntax-colour",
            SyntaxReason::ResultCode { .. } => "trf-syntax-result-code",
            SyntaxReason::MissingResult => "trf-syntax-missing-result",
            SyntaxReason::PlayedWithoutOpponent => "trf-syntax-played-without-opponent",
            SyntaxReason::PlayedWithoutColour => "trf-syntax-played-without-colour",
            SyntaxReason::ByeWithOpponent { .. } => "trf-syntax-bye-with-opponent",
            SyntaxReason::ByeWithColour { .. } => "trf-syntax-bye-with-colour",
            SyntaxReason::MissingRounds => "trf-syntax-missing-rounds",
            SyntaxReason::ZeroRounds => "trf-syntax-zero-rounds",
            SyntaxReason::InitialColour { .. } => "trf-syntax-initial-colour",
            SyntaxReason::MissingInitialColour => "trf-syntax-missing-initial-colour",
            SyntaxReason::NoPointsAfter { .. } => "trf-syntax-no-points-after",
            SyntaxReason::UnknownResultLetter { .. } => "trf-syntax-unknown-result-letter",
            SyntaxReason::XxsEntry { .. } => "trf-syntax-xxs-entry",
            SyntaxReason::UnknownXxsKey { .. } => "trf-syntax-unknown-xxs-key",
            SyntaxReason::Record240 => "trf-syntax-record-240",
            SyntaxReason::ByeKind { .. } => "trf-syntax-bye-kind",
            SyntaxReason::MissingRound => "trf-syntax-missing-round",
            SyntaxReason::Record250 => "trf-syntax-record-250",
            SyntaxReason::ReversedRange { .. } => "trf-syntax-reversed-range",
            SyntaxReason::Record260 => "trf-syntax-record-260",
            SyntaxReason::XxpPlayers => "trf-syntax-xxp-players",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            SyntaxReason::SpaceAfterCode { code } => vec![("code", Arg::from(code))],
            SyntaxReason::DuplicateRank { rank, first_line } => {
                vec![("rank", Arg::from(*rank)), ("first_line", Arg::from(*first_line))]
            }
            SyntaxReason::NoName { player } => vec![("player", Arg::from(*player))],
            SyntaxReason::CutShort { field, length } => {
                vec![("field", Arg::Message(field)), ("length", Arg::from(*length))]
            }
            SyntaxReason::CutBeforePoints { length } => vec![("length", Arg::from(*length))],
            SyntaxReason::NotANumber { field, found } => {
                vec![("field", Arg::Message(field)), ("found", Arg::from(found))]
            }
            SyntaxReason::NotPoints { found }
            | SyntaxReason::InitialColour { found }
            | SyntaxReason::XxsEntry { found }
            | SyntaxReason::ByeKind { found } => vec![("found", Arg::from(found))],
            SyntaxReason::Colour { found } | SyntaxReason::ResultCode { found } => {
                vec![("found", Arg::from(found.to_string()))]
            }
            SyntaxReason::ByeWithOpponent { code } | SyntaxReason::ByeWithColour { code } => {
                vec![("code", Arg::from(code.to_string()))]
            }
            SyntaxReason::NoPointsAfter { letter } | SyntaxReason::UnknownResultLetter { letter } => {
                vec![("letter", Arg::from(letter))]
            }
            SyntaxReason::UnknownXxsKey { key } => vec![("key", Arg::from(key))],
            SyntaxReason::ReversedRange { field } => vec![("range", Arg::from(field.key()))],
            SyntaxReason::RecordCode
            | SyntaxReason::MissingStartRank
            | SyntaxReason::StartRankZero
            | SyntaxReason::CellSeparator
            | SyntaxReason::TextBeforeFirstCell
            | SyntaxReason::CellShape
            | SyntaxReason::MissingResult
            | SyntaxReason::PlayedWithoutOpponent
            | SyntaxReason::PlayedWithoutColour
            | SyntaxReason::MissingRounds
            | SyntaxReason::ZeroRounds
            | SyntaxReason::MissingInitialColour
            | SyntaxReason::Record240
            | SyntaxReason::MissingRound
            | SyntaxReason::Record250
            | SyntaxReason::Record260
            | SyntaxReason::XxpPlayers => Vec::new(),
        }
    }
}

impl arbitro_i18n::Message for Unwritable {
    fn code(&self) -> &str {
        match self {
            Unwritable::PairingNumber { .. } => "trf-unwritable-pairing-number",
            Unwritable::Points { .. } => "trf-unwritable-points",
            Unwritable::Opponent { .. } => "trf-unwritable-opponent",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match *self {
            Unwritable::PairingNumber { number } => vec![("number", Arg::from(number))],
            Unwritable::Points { player, points } => {
                vec![
                    ("player", Arg::from(player)),
                    ("points", Arg::boxed(PointsText(points))),
                ]
            }
            Unwritable::Opponent { opponent } => vec![("opponent", Arg::from(opponent))],
        }
    }
}

impl arbitro_i18n::Message for TrfError {
    fn code(&self) -> &str {
        match self {
            TrfError::Syntax { .. } => "trf-syntax",
            TrfError::Inconsistent(_) => "trf-inconsistent",
            TrfError::Unwritable(_) => "trf-unwritable",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::{Arg, Message};
        match self {
            TrfError::Syntax { line, column, reason } => vec![
                ("line", Arg::from(*line)),
                ("column", Arg::from(*column)),
                ("detail", Arg::Message(reason)),
            ],
            TrfError::Inconsistent(problems) => vec![
                ("count", Arg::from(problems.len())),
                (
                    "problems",
                    Arg::List(problems.iter().take(10).map(|p| p as &dyn Message).collect()),
                ),
            ],
            TrfError::Unwritable(reason) => vec![("detail", Arg::Message(reason))],
        }
    }
}
