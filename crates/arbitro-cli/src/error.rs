//! The CLI's error: every library error it can meet, plus file and usage
//! problems, each shown to the user as one line in their language (every
//! variant is a catalogue message: `messages/*/cli.ftl` and the libraries').

use std::path::PathBuf;

use arbitro_i18n::{Arg, Args, IoProblem, Message};

/// Anything that stops a command.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A file could not be read or written.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file concerned.
        path: PathBuf,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// A file's bytes are not text in an encoding its format allows (the
    /// error names the line and byte).
    #[error("{}: {source}", path.display())]
    Text {
        /// The file concerned.
        path: PathBuf,
        /// Where and why.
        source: arbitro_text::TextError,
    },
    /// The arguments make no sense together.
    #[error("{0}")]
    Usage(Usage),
    /// A position, move, game or ruleset was refused by the rules core.
    #[error(transparent)]
    Rules(#[from] arbitro_rules::RulesError),
    /// A file was refused by the rules core (the error names line and column).
    #[error("{}: {source}", path.display())]
    RulesIn {
        /// The file concerned.
        path: PathBuf,
        /// What was wrong in it.
        source: arbitro_rules::RulesError,
    },
    /// A line of input data for the rules commands is wrong (names line and field).
    #[error("stdin line {line}, field {field}: {problem}")]
    RulesInput {
        /// The line of standard input (1-based).
        line: usize,
        /// The field (`fen`, `colour`).
        field: &'static str,
        /// What is wrong with it.
        problem: BatchProblem,
    },
    /// A deck file, card game record or card PGN was refused (JSON path or line named).
    #[error(transparent)]
    Cards(#[from] arbitro_cards::CardsError),
    /// A card-chess file was refused (the error names the JSON path or line).
    #[error("{}: {source}", path.display())]
    CardsIn {
        /// The file concerned.
        path: PathBuf,
        /// What was wrong in it.
        source: arbitro_cards::CardsError,
    },
    /// A tie-break list or computation failed (bad code, inconsistent event).
    #[error(transparent)]
    TieBreak(#[from] arbitro_tiebreaks::TieBreakError),
    /// A tournament file was refused by the tie-break crate (inconsistent results).
    #[error("{path}: {source}")]
    TieBreakIn {
        /// The file concerned.
        path: PathBuf,
        /// What was wrong in it.
        source: arbitro_tiebreaks::TieBreakError,
    },
    /// A tournament file that does not read as a TRF (line and column named).
    #[error("{path}: {source}")]
    TrfIn {
        /// The file concerned.
        path: PathBuf,
        /// What was wrong in it.
        source: arbitro_trf::TrfError,
    },
    /// A form's layout, labels or data are wrong (file and field named).
    #[error(transparent)]
    Forms(#[from] arbitro_forms::FormsError),
    /// The event store refused or failed (message names the file, entry or field).
    #[error(transparent)]
    Store(#[from] arbitro_store::StoreError),
    /// A form could not be filled from an event file (round, board or entry named).
    #[error(transparent)]
    Sheets(#[from] arbitro_sheets::SheetsError),
    /// The player database (the FIDE rating list) refused or failed.
    #[error(transparent)]
    Ratings(#[from] arbitro_store::RatingsError),
    /// The live view could not start (folder, address or port).
    #[error(transparent)]
    Serve(#[from] arbitro_serve::ServeError),
    /// The event's site could not be built or written (folder or file named).
    #[error(transparent)]
    Site(#[from] arbitro_site::SiteError),
    /// A pairing could not be made (no legal pairing exists, or the
    /// tournament is unusable).
    #[error(transparent)]
    Pairing(arbitro_pairing::PairingError),
    /// A tournament file was refused by the pairing engine.
    #[error("{}: {source}", path.display())]
    PairingIn {
        /// The file concerned.
        path: PathBuf,
        /// What was wrong in it.
        source: arbitro_pairing::PairingError,
    },
    /// A round robin that cannot be scheduled.
    #[error(transparent)]
    Berger(#[from] arbitro_pairing::berger::BergerError),
    /// A TRF that cannot be written.
    #[error(transparent)]
    Trf(#[from] arbitro_trf::TrfError),
    /// A clock event refused (a side that does not exist, time going back).
    #[error(transparent)]
    Clock(#[from] arbitro_clock::ClockError),
    /// The manual has no such chapter.
    #[error(transparent)]
    Manual(#[from] arbitro_manual::ManualError),
    /// Something that should not fail did (writing JSON), with its detail.
    #[error("internal error: {0}")]
    Internal(String),
}

/// A usage mistake, named with the option and the value given.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Usage {
    /// An option's value is not one the command knows.
    #[error("{option} {value}: expected {expected}")]
    BadValue {
        /// The option (`--kind`).
        option: &'static str,
        /// What was given.
        value: String,
        /// What is accepted (the values as typed on the command line).
        expected: String,
    },
    /// Text that is not a game result.
    #[error("'{text}' is not a result")]
    NotAResult {
        /// What was typed.
        text: String,
    },
    /// `event new` without the call's required options.
    #[error("a new event needs {missing} (or --call FILE.json)")]
    NewEventNeeds {
        /// The options missing.
        missing: String,
    },
    /// A call file that is not a call.
    #[error("{file}: {detail}")]
    CallFile {
        /// The file.
        file: String,
        /// What the JSON reader said.
        detail: String,
    },
    /// `pair` without saying what to pair.
    #[error("say what to pair")]
    WhatToPair,
    /// `arbitro backup` without the file.
    #[error("say what to back up")]
    BackupWhat,
    /// A probability outside 0–1.
    #[error("{name} is a probability between 0 and 1, not {value}")]
    Probability {
        /// The option.
        name: &'static str,
        /// What was given.
        value: String,
    },
    /// Both a FEN and a Chess960 number.
    #[error("give either --fen or --chess960, not both")]
    FenOrChess960,
    /// A perft depth beyond 12.
    #[error("depth {depth} is too deep (at most 12)")]
    TooDeep {
        /// The depth asked.
        depth: u32,
    },
    /// `chess960` without a number or `--random`.
    #[error("give a position number 0-959 or --random")]
    Chess960Needs,
    /// `adjudicate` without a position.
    #[error("give --fen and --can-win, or --batch")]
    AdjudicateNeeds,
    /// A `--claim` that is not `PLY:KIND[:MOVE]`.
    #[error("--claim {claim}: expected PLY:KIND[:MOVE]")]
    ClaimSyntax {
        /// What was given.
        claim: String,
    },
    /// A claim after the game's end.
    #[error("--claim {claim}: the game has only {plies} half-moves")]
    ClaimBeyond {
        /// What was given.
        claim: String,
        /// Half-moves in the game.
        plies: usize,
    },
    /// A claim the rules refuse.
    #[error("--claim {claim}: {problem}")]
    ClaimRefused {
        /// What was given.
        claim: String,
        /// Why.
        problem: arbitro_rules::RulesError,
    },
    /// A `--penalty` without the number it needs.
    #[error("--penalty {text}: needs a number after ':'")]
    PenaltyNumber {
        /// What was given.
        text: String,
    },
    /// A `--penalty` without the parameter its kind cannot do without.
    #[error("--penalty {text}: a parameter is missing")]
    PenaltyNeeds {
        /// What was given.
        text: String,
        /// What it needs.
        missing: arbitro_store::discipline::MissingParam,
    },
    /// A register entry that is not an incident.
    #[error("register entry {entry} is not an incident")]
    NotAnIncident {
        /// The entry.
        entry: i64,
    },
    /// A sanction correction without penalties or `--annul`.
    #[error("give the penalties that should have been applied (--penalty …) or --annul")]
    CorrectionNeeds,
    /// `player add` without a name, a FIDE ID or a name to search the rating list for.
    #[error("give --name, --fide or --search")]
    PlayerAddNeeds,
    /// A team match that does not exist.
    #[error("round {round} has no match {number}")]
    NoTeamMatch {
        /// Round.
        round: u32,
        /// Match number.
        number: u32,
    },
    /// A usage sentence not yet typed (`CliError::untyped`), shown as it is.
    #[error("{0}")]
    Untyped(String),
    /// A forbidden pairing of fewer than two players.
    #[error("--players: two or more player ids, separated by commas")]
    ForbiddenPlayers,
    /// No program could open the manual's page.
    #[error("no browser could open the manual: {detail}")]
    NoBrowser {
        /// What the system said.
        detail: String,
    },
    /// `manual --html --shots` without a screenshot the manual shows.
    #[error("screenshots missing: {files}")]
    ManualShotsMissing {
        /// The files looked for.
        files: String,
    },
}

/// What is wrong in a line of `adjudicate --batch` input.
#[derive(Debug, thiserror::Error)]
pub enum BatchProblem {
    /// The colour is neither white nor black.
    #[error("'{0}' is not white or black")]
    Colour(String),
    /// No colour after the FEN.
    #[error("missing (expected \"fen,colour\")")]
    NoColour,
    /// The FEN is refused.
    #[error(transparent)]
    Fen(arbitro_rules::RulesError),
}

impl From<Usage> for CliError {
    fn from(usage: Usage) -> Self {
        CliError::Usage(usage)
    }
}

impl CliError {
    /// A usage problem still phrased in code (the tie-break command's), shown
    /// as it is until it gets its own variant.
    pub fn untyped(detail: impl Into<String>) -> CliError {
        CliError::Usage(Usage::Untyped(detail.into()))
    }

    /// The process exit code for this error (bad input and usage: 2).
    pub fn exit_code(&self) -> u8 {
        match self {
            // A negative answer: the round cannot be paired legally.
            CliError::Pairing(arbitro_pairing::PairingError::NoPairing(_)) => 1,
            _ => 2,
        }
    }
}

impl Message for CliError {
    fn code(&self) -> &str {
        match self {
            CliError::Io { .. } => "cli-io",
            CliError::Usage(usage) => usage.code(),
            CliError::RulesInput { .. } => "cli-rules-input",
            CliError::RulesIn { .. }
            | CliError::CardsIn { .. }
            | CliError::PairingIn { .. }
            | CliError::TieBreakIn { .. }
            | CliError::TrfIn { .. }
            | CliError::Text { .. } => "cli-in-file",
            CliError::Rules(inner) => inner.code(),
            CliError::Cards(inner) => inner.code(),
            CliError::TieBreak(inner) => inner.code(),
            CliError::Forms(inner) => inner.code(),
            CliError::Store(inner) => inner.code(),
            CliError::Sheets(inner) => inner.code(),
            CliError::Pairing(inner) => inner.code(),
            CliError::Serve(inner) => inner.code(),
            CliError::Site(inner) => inner.code(),
            CliError::Ratings(inner) => inner.code(),
            CliError::Berger(inner) => inner.code(),
            CliError::Clock(inner) => inner.code(),
            CliError::Manual(inner) => inner.code(),
            CliError::Trf(inner) => inner.code(),
            CliError::Internal(_) => "cli-internal",
        }
    }

    fn args(&self) -> Args<'_> {
        let file = |path: &PathBuf| Arg::from(path.display().to_string());
        match self {
            CliError::Io { path, source } => {
                vec![("file", file(path)), ("problem", Arg::boxed(IoProblem(source)))]
            }
            CliError::Usage(usage) => usage.args(),
            CliError::RulesInput { line, field, problem } => vec![
                ("line", Arg::from(*line)),
                ("field", Arg::from(*field)),
                ("problem", Arg::Message(problem)),
            ],
            CliError::RulesIn { path, source } => {
                vec![("file", file(path)), ("problem", Arg::Message(source))]
            }
            CliError::Text { path, source } => {
                vec![("file", file(path)), ("problem", Arg::Message(source))]
            }
            CliError::CardsIn { path, source } => {
                vec![("file", file(path)), ("problem", Arg::Message(source))]
            }
            CliError::PairingIn { path, source } => {
                vec![("file", file(path)), ("problem", Arg::Message(source))]
            }
            CliError::TieBreakIn { path, source } => {
                vec![("file", file(path)), ("problem", Arg::Message(source))]
            }
            CliError::TrfIn { path, source } => {
                vec![("file", file(path)), ("problem", Arg::Message(source))]
            }
            CliError::Rules(inner) => inner.args(),
            CliError::Cards(inner) => inner.args(),
            CliError::TieBreak(inner) => inner.args(),
            CliError::Forms(inner) => inner.args(),
            CliError::Store(inner) => inner.args(),
            CliError::Sheets(inner) => inner.args(),
            CliError::Pairing(inner) => inner.args(),
            CliError::Serve(inner) => inner.args(),
            CliError::Site(inner) => inner.args(),
            CliError::Ratings(inner) => inner.args(),
            CliError::Berger(inner) => inner.args(),
            CliError::Clock(inner) => inner.args(),
            CliError::Manual(inner) => inner.args(),
            CliError::Trf(inner) => inner.args(),
            CliError::Internal(detail) => vec![("detail", Arg::from(detail))],
        }
    }
}

impl Message for Usage {
    fn code(&self) -> &str {
        match self {
            Usage::BadValue { .. } => "cli-usage-bad-value",
            Usage::NotAResult { .. } => "cli-usage-not-a-result",
            Usage::NewEventNeeds { .. } => "cli-usage-new-event-needs",
            Usage::CallFile { .. } => "cli-usage-call-file",
            Usage::WhatToPair => "cli-usage-what-to-pair",
            Usage::BackupWhat => "cli-usage-backup-what",
            Usage::Probability { .. } => "cli-usage-probability",
            Usage::FenOrChess960 => "cli-usage-fen-or-chess960",
            Usage::TooDeep { .. } => "cli-usage-too-deep",
            Usage::Chess960Needs => "cli-usage-chess960-needs",
            Usage::AdjudicateNeeds => "cli-usage-adjudicate-needs",
            Usage::ClaimSyntax { .. } => "cli-usage-claim-syntax",
            Usage::ClaimBeyond { .. } => "cli-usage-claim-beyond",
            Usage::ClaimRefused { .. } => "cli-usage-claim-refused",
            Usage::PenaltyNumber { .. } => "cli-usage-penalty-number",
            Usage::PenaltyNeeds { .. } => "cli-usage-penalty-needs",
            Usage::NotAnIncident { .. } => "cli-usage-not-an-incident",
            Usage::CorrectionNeeds => "cli-usage-correction-needs",
            Usage::PlayerAddNeeds => "cli-usage-player-add-needs",
            Usage::ForbiddenPlayers => "cli-usage-forbidden-players",
            Usage::NoTeamMatch { .. } => "cli-usage-no-team-match",
            Usage::Untyped(_) => "cli-usage-untyped",
            Usage::NoBrowser { .. } => "cli-usage-no-browser",
            Usage::ManualShotsMissing { .. } => "cli-usage-manual-shots-missing",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            Usage::BadValue {
                option,
                value,
                expected,
            } => vec![
                ("option", Arg::from(*option)),
                ("value", Arg::from(value)),
                ("expected", Arg::from(expected)),
            ],
            Usage::NotAResult { text } => vec![("text", Arg::from(text))],
            Usage::NewEventNeeds { missing } => vec![("missing", Arg::from(missing))],
            Usage::CallFile { file, detail } => {
                vec![("file", Arg::from(file)), ("detail", Arg::from(detail))]
            }
            Usage::Probability { name, value } => {
                vec![("name", Arg::from(*name)), ("value", Arg::from(value))]
            }
            Usage::TooDeep { depth } => vec![("depth", Arg::from(*depth))],
            Usage::ClaimSyntax { claim } => vec![("claim", Arg::from(claim))],
            Usage::ClaimBeyond { claim, plies } => {
                vec![("claim", Arg::from(claim)), ("plies", Arg::from(*plies))]
            }
            Usage::ClaimRefused { claim, problem } => {
                vec![("claim", Arg::from(claim)), ("problem", Arg::Message(problem))]
            }
            Usage::PenaltyNumber { text } => vec![("text", Arg::from(text))],
            Usage::PenaltyNeeds { text, missing } => {
                vec![("text", Arg::from(text)), ("missing", Arg::Message(missing))]
            }
            Usage::NotAnIncident { entry } => vec![("entry", Arg::from(*entry))],
            Usage::NoTeamMatch { round, number } => {
                vec![("round", Arg::from(*round)), ("number", Arg::from(*number))]
            }
            Usage::Untyped(detail) => vec![("detail", Arg::from(detail))],
            Usage::NoBrowser { detail } => vec![("detail", Arg::from(detail))],
            Usage::ManualShotsMissing { files } => vec![("files", Arg::from(files))],
            Usage::WhatToPair
            | Usage::BackupWhat
            | Usage::FenOrChess960
            | Usage::Chess960Needs
            | Usage::AdjudicateNeeds
            | Usage::CorrectionNeeds
            | Usage::PlayerAddNeeds
            | Usage::ForbiddenPlayers => Vec::new(),
        }
    }
}

impl Message for BatchProblem {
    fn code(&self) -> &str {
        match self {
            BatchProblem::Colour(_) => "cli-batch-colour",
            BatchProblem::NoColour => "cli-batch-no-colour",
            BatchProblem::Fen(inner) => inner.code(),
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            BatchProblem::Colour(text) => vec![("text", Arg::from(text))],
            BatchProblem::NoColour => Vec::new(),
            BatchProblem::Fen(inner) => inner.args(),
        }
    }
}
