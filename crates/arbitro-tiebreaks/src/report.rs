//! The standings as data for machines: every participant's tie-break values
//! and their workings, what `arbitro standings --json` prints and what the
//! store gives the app and the published website. Its JSON Schema is
//! `schemas/standings.schema.json` ([`STANDINGS_FORMAT`]).
//!
//! Numbers are exact: every score and value is a string holding the reduced
//! fraction (`"7"`, `"5/2"`, `"57/8"`), never a float, so that a value equal
//! on paper is equal in the file (see [`crate::Value::exact`]).

use arbitro_i18n::{Lang, MessageData, Text};
use serde::Serialize;

use crate::calculator::Calculator;
use crate::cell::Format;
use crate::code::Code;
use crate::edition::Edition;
use crate::error::TieBreakError;
use crate::spec::{TeamScore, TieBreak};
use crate::standings::Standings;
use crate::team::TeamCalculator;
use crate::value::Value;
use crate::working::{DropReason, Working};

/// The format name of the standings JSON (its schema's `format`).
pub const STANDINGS_FORMAT: &str = "arbitro-standings/1";

/// Individual or team standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ReportKind {
    /// Players.
    Individual,
    /// Teams (C.07 11-13).
    Team,
}

/// Who a participant is, as the caller knows them (the TRF, the store).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Identity {
    /// The pairing number.
    pub number: u32,
    /// The name.
    pub name: String,
    /// The rating, if any.
    pub rating: Option<u32>,
    /// The federation, if known.
    pub federation: Option<String>,
    /// The caller's own id (the store's player or team id).
    pub id: Option<i64>,
}

/// The standings with every working.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    /// Always [`STANDINGS_FORMAT`].
    pub format: &'static str,
    /// The event's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// Individual or team standings.
    pub kind: ReportKind,
    /// Swiss or round robin.
    pub system: Format,
    /// The edition of C.07 applied to unplayed rounds.
    pub rules: Edition,
    /// The rounds counted.
    pub rounds: u32,
    /// The rounds announced.
    pub total_rounds: u32,
    /// Team events: the score ranked first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub primary: Option<TeamScore>,
    /// The tie-breaks, in the order they were applied.
    pub tie_breaks: Vec<ReportColumn>,
    /// Every participant, best first.
    pub standings: Vec<ReportRow>,
    /// Notes for the reader (tie-breaks dropped and why), as catalogue messages.
    pub notes: Vec<MessageData>,
}

/// One tie-break of the list.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReportColumn {
    /// The code with its modifiers, as TRF-2026 writes it (`BH/C1`).
    pub code: TieBreak,
    /// The C.07 article that defines it.
    pub article: &'static str,
    /// Its name with its modifiers, in both languages.
    pub name: Text,
    /// The catalogue id of the tie-break's name, without its modifiers
    /// (`label-tiebreak-bh`).
    pub label: &'static str,
    /// `higher-first`, `lower-first`, or `group` (a tie-break that orders a
    /// tied group itself: DE, EDE, TBR, BBE).
    pub order: &'static str,
    /// Why it was left out of the ranking, if it was.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dropped: Option<DropReason>,
}

/// One participant.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReportRow {
    /// The rank.
    pub rank: u32,
    /// Whether the rank is shared.
    pub shared: bool,
    /// The pairing number.
    pub number: u32,
    /// The caller's id of the participant.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<i64>,
    /// The name.
    pub name: String,
    /// The rating.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating: Option<u32>,
    /// The federation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub federation: Option<String>,
    /// The score (team events: the primary score).
    pub score: Value,
    /// Team events: the secondary score.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secondary: Option<Value>,
    /// The score the opponents' tie-breaks use (C.07 16.3; team events, in the primary score).
    pub score_for_opponents: Value,
    /// The tie-break values, in list order (`null`: dropped, or a group
    /// ordering not needed for this participant).
    pub values: Vec<Option<Value>>,
    /// How each value was reached, in list order.
    pub working: Vec<Working>,
}

fn column(standings: &Standings, k: usize, groups_code: bool) -> ReportColumn {
    let c = &standings.columns[k];
    let tb = c.tie_break;
    let order = if groups_code {
        "group"
    } else if tb.lower_is_better() {
        "lower-first"
    } else {
        "higher-first"
    };
    ReportColumn {
        code: tb,
        article: tb.code.article(),
        name: Text {
            es: tb.label().render(Lang::Es),
            en: tb.label().render(Lang::En),
        },
        label: tb.code.label_code(),
        order,
        dropped: c.dropped.clone(),
    }
}

fn identity<'a>(identities: &'a [Identity], number: u32, fallback: &'a Identity) -> &'a Identity {
    identities.iter().find(|i| i.number == number).unwrap_or(fallback)
}

/// What a report needs of the calculator its standings were ranked with.
trait Source {
    /// A participant's position in the columns.
    fn position(&self, number: u32) -> Option<usize>;
    /// A participant's rating, when the caller did not name them.
    fn rating(&self, number: u32) -> Option<u32>;
    /// The secondary score (team events).
    fn secondary(&self, number: u32) -> Option<Value>;
    /// The score the opponents' tie-breaks use (16.3).
    fn score_for_opponents(&self, number: u32) -> Value;
    /// The working of one value; `group`, the group a group ordering was applied to.
    fn working(
        &self,
        tie_break: &TieBreak,
        number: u32,
        group: Option<&[u32]>,
    ) -> Result<Working, TieBreakError>;
}

impl Source for Calculator<'_> {
    fn position(&self, number: u32) -> Option<usize> {
        self.event().position(number)
    }

    fn rating(&self, number: u32) -> Option<u32> {
        self.event().participant(number).and_then(|p| p.rating)
    }

    fn secondary(&self, _: u32) -> Option<Value> {
        None
    }

    fn score_for_opponents(&self, number: u32) -> Value {
        Calculator::score_for_opponents(self, number)
    }

    fn working(
        &self,
        tie_break: &TieBreak,
        number: u32,
        group: Option<&[u32]>,
    ) -> Result<Working, TieBreakError> {
        match group {
            Some(group) if tie_break.code == Code::De => Ok(self.group_working(tie_break, number, group)),
            _ => Calculator::working(self, tie_break, number),
        }
    }
}

impl Source for TeamCalculator<'_> {
    fn position(&self, number: u32) -> Option<usize> {
        self.view(self.event().primary()).event().position(number)
    }

    fn rating(&self, _: u32) -> Option<u32> {
        None
    }

    fn secondary(&self, number: u32) -> Option<Value> {
        Some(self.score(number, self.event().primary().other()))
    }

    fn score_for_opponents(&self, number: u32) -> Value {
        self.view(self.event().primary()).score_for_opponents(number)
    }

    fn working(
        &self,
        tie_break: &TieBreak,
        number: u32,
        group: Option<&[u32]>,
    ) -> Result<Working, TieBreakError> {
        let encounter = tie_break.code == Code::De || tie_break.code.is_extended_direct_encounter();
        match group {
            Some(group) if encounter => Ok(self.group_working(tie_break, number, group)),
            _ => TeamCalculator::working(self, tie_break, number),
        }
    }
}

impl Report {
    /// The report of an individual event's standings (`calc` the calculator
    /// they were ranked with).
    pub fn individual(
        calc: &Calculator<'_>,
        standings: &Standings,
        identities: &[Identity],
        title: Option<String>,
    ) -> Result<Report, TieBreakError> {
        Report::build(calc, standings, identities, title, ReportKind::Individual, None)
    }

    /// The report of a team event's standings.
    pub fn team(
        calc: &TeamCalculator<'_>,
        standings: &Standings,
        identities: &[Identity],
        title: Option<String>,
    ) -> Result<Report, TieBreakError> {
        let primary = calc.event().primary();
        Report::build(
            calc,
            standings,
            identities,
            title,
            ReportKind::Team,
            Some(primary),
        )
    }

    fn build(
        calc: &dyn Source,
        standings: &Standings,
        identities: &[Identity],
        title: Option<String>,
        kind: ReportKind,
        primary: Option<TeamScore>,
    ) -> Result<Report, TieBreakError> {
        let mut rows = Vec::with_capacity(standings.rows.len());
        for row in &standings.rows {
            let fallback = Identity {
                number: row.tpn,
                rating: calc.rating(row.tpn),
                ..Identity::default()
            };
            let who = identity(identities, row.tpn, &fallback);
            let position = calc
                .position(row.tpn)
                .ok_or(TieBreakError::UnknownPlayer(row.tpn))?;
            let working = standings
                .columns
                .iter()
                .map(|c| calc.working(&c.tie_break, row.tpn, c.groups[position].as_deref()))
                .collect::<Result<_, _>>()?;
            rows.push(ReportRow {
                rank: row.rank,
                shared: row.shared,
                number: row.tpn,
                id: who.id,
                name: who.name.clone(),
                rating: who.rating,
                federation: who.federation.clone(),
                score: row.score,
                secondary: calc.secondary(row.tpn),
                score_for_opponents: calc.score_for_opponents(row.tpn),
                values: row.values.clone(),
                working,
            });
        }
        let tie_breaks = (0..standings.columns.len())
            .map(|k| column(standings, k, standings.columns[k].tie_break.code.orders_groups()))
            .collect();
        Ok(Report {
            format: STANDINGS_FORMAT,
            title,
            kind,
            system: standings.format,
            rules: standings.edition,
            rounds: standings.rounds,
            total_rounds: standings.total_rounds,
            primary,
            tie_breaks,
            standings: rows,
            notes: standings.notes().iter().map(|n| MessageData::of(n)).collect(),
        })
    }
}
