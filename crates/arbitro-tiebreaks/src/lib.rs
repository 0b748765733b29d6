//! FIDE tie-breaks (C.07, edition in force from 1 March 2026) and standings.
//!
//! - [`Event`]: the tournament as participants × rounds, validated once.
//! - [`TeamEvent`]: a team event (C.07 11-13), seen as two events, one in
//!   match points and one in game points, plus its boards.
//! - [`TieBreak`]: a C.07 code with its modifiers (`BH/C1`, `KS/L-1`,
//!   `BH:GP/P`, …), read from the TRF-2026 202/212 syntax or the command line.
//! - [`Calculator`]: one tie-break for every participant, and how each value
//!   was reached ([`Working`]: per round the opponent, the contribution, the
//!   unplayed-round rule of Article 16 applied, what was cut).
//! - [`standings`], [`team_standings`]: the ranked table (C.07 4.2), Direct
//!   Encounter and the team comparisons included; [`Report`]: the standings
//!   with every working, as the JSON of `schemas/standings.schema.json`.
//! - [`check_ranks`], [`final_ranks`]: a TRF's ranks (columns 86-89)
//!   against its own tie-break list, and the ranks it should carry.
//! - [`Edition`]: how unplayed rounds count — the 2026 text (default), the
//!   2023-2026 text without the dummy caps, or the pre-2023 virtual opponent.
//! - [`explain`]: the workings as catalogue messages, for people.
//!
//! The crate does no I/O: callers hand it an [`EventSetup`] (or a TRF).

mod calculator;
mod cell;
mod code;
mod direct;
mod edition;
mod elements;
mod error;
mod event;
pub mod explain;
pub mod format;
mod ranks;
pub mod rating_table;
mod ratings;
mod record;
mod report;
mod spec;
mod standings;
mod team;
mod unplayed;
mod value;
mod working;

pub use calculator::{Calculator, Column};
pub use cell::{Cell, Colour, Format, Outcome, Scoring};
pub use code::{Code, CodeLabel};
pub use edition::Edition;
pub use elements::Element;
pub use error::{EventProblem, ModifierProblem, TieBreakError};
pub use event::{Event, EventSetup, Participant};
pub use ranks::{RankCheck, RankFinding, Ranked, RanksFollow, check_ranks, final_ranks};
pub use report::{Identity, Report, ReportColumn, ReportKind, ReportRow, STANDINGS_FORMAT};
pub use spec::{TeamScore, TieBreak, TieBreakLabel, parse_list};
pub use standings::{Note, Row, Standings, standings, standings_with};
pub use team::{
    TeamCalculator, TeamEntry, TeamEvent, TeamEventSetup, TeamPoints, TeamRound, team_standings,
    team_standings_with,
};
pub use unplayed::category;
pub use value::Value;
pub use working::{Category, Cut, DropReason, DummyCap, Method, RoundResult, Rule, Term, Working};
pub mod trf;
