//! What an import of a whole tournament shows before anything is written:
//! the file's edition and every adjustment — what the reader did, each
//! default used for a record the file lacks, each inconsistency and how it
//! was resolved, what the event cannot keep, each round's departures from
//! the pairing rules. Every item is a typed [`ReviewItem`] worded in
//! `messages/*/import.ftl`.

use arbitro_i18n::{Arg, Args, Message};
use arbitro_pairing::Finding;
use arbitro_trf::{Adjustment, FileVersion, Repair};

/// A default used for something the file does not say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DefaultUsed {
    /// No name (`012`): the file's name is used.
    Name {
        /// The name used.
        name: String,
    },
    /// No chief arbiter (`102`).
    ChiefArbiter,
    /// No readable start date (`042`): the date used.
    StartDate {
        /// As written (empty when missing).
        found: String,
        /// The date used (YYYY-MM-DD).
        used: String,
    },
    /// No readable end date (`052`): the start date is used.
    EndDate {
        /// As written (empty when missing).
        found: String,
        /// The date used.
        used: String,
    },
    /// No time control the event can read (`222`, `122`): the one used.
    TimeControl {
        /// As written (empty when missing).
        found: String,
        /// The control used.
        used: String,
    },
    /// No number of rounds (`142`, `XXR`): the rounds the file records.
    Rounds {
        /// The number used.
        rounds: u32,
    },
    /// No tournament type (`192`, `092`) naming a system the event pairs:
    /// the Dutch system.
    System {
        /// As written (empty when missing).
        found: String,
    },
    /// No initial colour (`152`, `XXC`): as the first round's colours show it.
    InitialColourInferred {
        /// `w` or `b`.
        colour: char,
    },
    /// No initial colour and no first round to show it: drawn at round 1.
    InitialColourDrawn,
    /// No scoring record (`162`, `BB?`, `XXS`): 1, ½, 0 and a point for the
    /// pairing-allocated bye.
    Scoring,
    /// No tie-break list (`202`, `212`): the event ranks by score until one is set.
    TieBreaks,
}

/// Something the file says that the event does not keep.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotKept {
    /// A scoring system other than 1, ½, 0 (only the pairing-allocated
    /// bye's points are kept).
    Scoring {
        /// The file's points for a win, draw and loss (tenths).
        win: i32,
        /// Draw.
        draw: i32,
        /// Loss.
        loss: i32,
    },
    /// Accelerations (`250`, `XXA`) that are not Baku's (C.04.7).
    Accelerations {
        /// How many records.
        records: usize,
    },
    /// A second tie-break list (`212`) other than the first one.
    SecondTieBreakList,
    /// A tie-break code C.07 does not define.
    TieBreak {
        /// The code.
        code: String,
    },
    /// Points assigned by the arbiter (`299`).
    ExtraPoints {
        /// How many records.
        records: usize,
    },
    /// The dates of the rounds (`132`): the event records when each round
    /// is paired instead.
    RoundDates,
    /// A game played but not rated (`W`, `D`, `L`): kept as a played game.
    UnratedGame {
        /// The player (White).
        player: u32,
        /// The round.
        round: u32,
    },
    /// A blank cell between rounds a player played: read as an absence.
    BlankRound {
        /// The player.
        player: u32,
        /// The round.
        round: u32,
    },
    /// A second pairing-allocated bye in a round: read as a full-point bye.
    SecondPairingBye {
        /// The player.
        player: u32,
        /// The round.
        round: u32,
    },
    /// A player's field the event cannot take, left out.
    PlayerField {
        /// The player.
        player: u32,
        /// Which field (`title`, `federation`, `fide_id`, `sex`, `birth_date`, `rating`, `name`).
        field: &'static str,
        /// As written.
        found: String,
    },
    /// A FIDE id another player of the file has already: left out.
    DuplicateFideId {
        /// The player.
        player: u32,
        /// The id.
        id: u64,
        /// The player who has it first.
        first: u32,
    },
}

/// One line of the review.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReviewItem {
    /// What the reader did (a line skipped, a record kept unread, an
    /// old-style bye, a title or date in another spelling).
    Read(Adjustment),
    /// A default used for a record the file lacks.
    Default(DefaultUsed),
    /// An inconsistency of the file and how it was resolved (a one-sided
    /// game, a dangling opponent, a points column that disagrees).
    Repaired(Repair),
    /// Something the event does not keep.
    NotKept(NotKept),
    /// The file is a team tournament (`013` records): its players are
    /// imported with their team as club, its rounds are not (team
    /// pairing, C.04.6, is another system).
    TeamFile {
        /// How many teams.
        teams: usize,
    },
    /// A departure of an imported round from the pairing rules (C.04.3),
    /// by round and board: the import needs a confirmation.
    Departure(Finding),
}

impl ReviewItem {
    /// Whether the item is a departure from the pairing rules.
    pub fn is_departure(&self) -> bool {
        matches!(self, ReviewItem::Departure(_))
    }
}

impl Message for DefaultUsed {
    fn code(&self) -> &str {
        match self {
            DefaultUsed::Name { .. } => "import-default-name",
            DefaultUsed::ChiefArbiter => "import-default-chief-arbiter",
            DefaultUsed::StartDate { found, .. } if found.is_empty() => "import-default-start-date-missing",
            DefaultUsed::StartDate { .. } => "import-default-start-date",
            DefaultUsed::EndDate { found, .. } if found.is_empty() => "import-default-end-date-missing",
            DefaultUsed::EndDate { .. } => "import-default-end-date",
            DefaultUsed::TimeControl { found, .. } if found.is_empty() => {
                "import-default-time-control-missing"
            }
            DefaultUsed::TimeControl { .. } => "import-default-time-control",
            DefaultUsed::Rounds { .. } => "import-default-rounds",
            DefaultUsed::System { found } if found.is_empty() => "import-default-system-missing",
            DefaultUsed::System { .. } => "import-default-system",
            DefaultUsed::InitialColourInferred { .. } => "import-default-colour-inferred",
            DefaultUsed::InitialColourDrawn => "import-default-colour-drawn",
            DefaultUsed::Scoring => "import-default-scoring",
            DefaultUsed::TieBreaks => "import-default-tie-breaks",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            DefaultUsed::Name { name } => vec![("name", Arg::from(name))],
            DefaultUsed::StartDate { found, used }
            | DefaultUsed::EndDate { found, used }
            | DefaultUsed::TimeControl { found, used } => {
                vec![("found", Arg::from(found)), ("used", Arg::from(used))]
            }
            DefaultUsed::Rounds { rounds } => vec![("rounds", Arg::from(*rounds))],
            DefaultUsed::System { found } => vec![("found", Arg::from(found))],
            DefaultUsed::InitialColourInferred { colour } => {
                vec![("colour", Arg::from(colour.to_string()))]
            }
            DefaultUsed::ChiefArbiter
            | DefaultUsed::InitialColourDrawn
            | DefaultUsed::Scoring
            | DefaultUsed::TieBreaks => Vec::new(),
        }
    }
}

/// Tenths of a point as the TRF writes them (`1.0`, `0.5`, `3.0`).
fn tenths(t: i32) -> String {
    arbitro_trf::Points(t).to_string()
}

impl Message for NotKept {
    fn code(&self) -> &str {
        match self {
            NotKept::Scoring { .. } => "import-not-kept-scoring",
            NotKept::Accelerations { .. } => "import-not-kept-accelerations",
            NotKept::SecondTieBreakList => "import-not-kept-212",
            NotKept::TieBreak { .. } => "import-not-kept-tie-break",
            NotKept::ExtraPoints { .. } => "import-not-kept-299",
            NotKept::RoundDates => "import-not-kept-round-dates",
            NotKept::UnratedGame { .. } => "import-not-kept-unrated",
            NotKept::BlankRound { .. } => "import-not-kept-blank-round",
            NotKept::SecondPairingBye { .. } => "import-not-kept-second-bye",
            NotKept::PlayerField { .. } => "import-not-kept-player-field",
            NotKept::DuplicateFideId { .. } => "import-not-kept-duplicate-fide-id",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            NotKept::Scoring { win, draw, loss } => vec![
                ("win", Arg::from(tenths(*win))),
                ("draw", Arg::from(tenths(*draw))),
                ("loss", Arg::from(tenths(*loss))),
            ],
            NotKept::Accelerations { records } | NotKept::ExtraPoints { records } => {
                vec![("records", Arg::from(*records))]
            }
            NotKept::TieBreak { code } => vec![("code", Arg::from(code))],
            NotKept::UnratedGame { player, round }
            | NotKept::BlankRound { player, round }
            | NotKept::SecondPairingBye { player, round } => {
                vec![("player", Arg::from(*player)), ("round", Arg::from(*round))]
            }
            NotKept::PlayerField { player, field, found } => vec![
                ("player", Arg::from(*player)),
                ("field", Arg::from(*field)),
                ("found", Arg::from(found)),
            ],
            NotKept::DuplicateFideId { player, id, first } => vec![
                ("player", Arg::from(*player)),
                ("id", Arg::from(id.to_string())),
                ("first", Arg::from(*first)),
            ],
            NotKept::SecondTieBreakList | NotKept::RoundDates => Vec::new(),
        }
    }
}

impl Message for ReviewItem {
    fn code(&self) -> &str {
        match self {
            ReviewItem::Read(a) => a.code(),
            ReviewItem::Default(d) => d.code(),
            ReviewItem::Repaired(r) => r.code(),
            ReviewItem::NotKept(n) => n.code(),
            ReviewItem::TeamFile { .. } => "import-team-file",
            ReviewItem::Departure(f) => f.code(),
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            ReviewItem::Read(a) => a.args(),
            ReviewItem::Default(d) => d.args(),
            ReviewItem::Repaired(r) => r.args(),
            ReviewItem::NotKept(n) => n.args(),
            ReviewItem::TeamFile { teams } => vec![("teams", Arg::from(*teams))],
            ReviewItem::Departure(f) => f.args(),
        }
    }
}

/// The head of the review: the file's edition and what it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewHead {
    /// The file as named.
    pub file: String,
    /// Its edition.
    pub version: FileVersion,
    /// Players.
    pub players: u32,
    /// Rounds paired in the file (all imported, but in a team file's).
    pub rounds: u32,
    /// Rounds planned.
    pub planned: u32,
    /// Departures from the pairing rules found in the rounds.
    pub departures: usize,
}

impl Message for ReviewHead {
    fn code(&self) -> &str {
        "import-review-head"
    }

    fn args(&self) -> Args<'_> {
        vec![
            ("file", Arg::from(&self.file)),
            ("version", Arg::Message(&self.version)),
            ("players", Arg::from(self.players)),
            ("rounds", Arg::from(self.rounds)),
            ("planned", Arg::from(self.planned)),
            ("departures", Arg::from(self.departures)),
        ]
    }
}
