//! The workings for people: every part of a [`Working`] as a catalogue
//! message (`messages/*/tiebreaks.ftl`), so that the command line, the app
//! and the website say the same in Spanish and English; and the words of a
//! standings table.

use arbitro_i18n::{Arg, Args, Lang, Message, MissingText, render, try_render};

use crate::code::Code;
use crate::format::Number;
use crate::spec::TieBreak;
use crate::value::Value;
use crate::working::{Cut, DropReason, DummyCap, Method, RoundResult, Rule, Term, Working};

fn number(value: Value) -> Arg<'static> {
    Arg::boxed(Number::points(value))
}

/// A word of a standings table (headings, the kind of event).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Heading {
    /// "Rank".
    Rank,
    /// "No." (pairing number).
    Number,
    /// "Name".
    Name,
    /// "Team".
    Team,
    /// "Rtg".
    Rating,
    /// "Pts".
    Points,
    /// "Swiss".
    Swiss,
    /// "round robin".
    RoundRobin,
}

impl Message for Heading {
    fn code(&self) -> &str {
        match self {
            Heading::Rank => "tiebreaks-heading-rank",
            Heading::Number => "tiebreaks-heading-number",
            Heading::Name => "tiebreaks-heading-name",
            Heading::Team => "tiebreaks-heading-team",
            Heading::Rating => "tiebreaks-heading-rating",
            Heading::Points => "tiebreaks-heading-points",
            Heading::Swiss => "label-tiebreak-system-swiss",
            Heading::RoundRobin => "label-tiebreak-system-round-robin",
        }
    }
}

/// The title line of a standings table.
pub struct Title<'a> {
    /// The rounds counted.
    pub round: u32,
    /// The rounds announced.
    pub rounds: u32,
    /// Swiss or round robin.
    pub system: Heading,
    /// The edition of the regulations.
    pub rules: &'a crate::Edition,
    /// Where the tie-break list came from (a catalogue message).
    pub source: ListSource,
}

/// Where the tie-break list of a standings table came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListSource {
    /// The command line.
    CommandLine,
    /// The file's own 212/202 records.
    File,
    /// The event's call.
    Call,
}

impl Message for ListSource {
    fn code(&self) -> &str {
        match self {
            ListSource::CommandLine => "tiebreaks-source-command-line",
            ListSource::File => "tiebreaks-source-file",
            ListSource::Call => "tiebreaks-source-call",
        }
    }
}

impl Message for Title<'_> {
    fn code(&self) -> &str {
        "tiebreaks-standings-title"
    }

    fn args(&self) -> Args<'_> {
        vec![
            ("round", Arg::from(self.round)),
            ("rounds", Arg::from(self.rounds)),
            ("system", Arg::Message(&self.system)),
            ("rules", Arg::Message(self.rules)),
            ("source", Arg::Message(&self.source)),
        ]
    }
}

/// "No tie-breaks given: tied players share their rank."
pub struct NoTieBreaks;

impl Message for NoTieBreaks {
    fn code(&self) -> &str {
        "tiebreaks-note-no-tiebreaks"
    }
}

/// The line that introduces a participant's workings.
pub struct ParticipantLine<'a> {
    /// A team (else a player).
    pub team: bool,
    /// The pairing number.
    pub number: u32,
    /// The name.
    pub name: &'a str,
    /// The score.
    pub score: Value,
    /// The score the opponents' tie-breaks use (16.3).
    pub for_opponents: Value,
}

impl Message for ParticipantLine<'_> {
    fn code(&self) -> &str {
        if self.team {
            "tiebreaks-explain-team"
        } else {
            "tiebreaks-explain-player"
        }
    }

    fn args(&self) -> Args<'_> {
        vec![
            ("number", Arg::from(self.number)),
            ("name", Arg::from(self.name)),
            ("score", number(self.score)),
            ("adjusted", number(self.for_opponents)),
        ]
    }
}

/// The first line of a working: the tie-break, its article and its value.
struct Header<'a>(&'a Working);

impl Message for Header<'_> {
    fn code(&self) -> &str {
        match self.0.value {
            Some(_) => "tiebreaks-explain-value",
            None => "tiebreaks-explain-no-value",
        }
    }

    fn args(&self) -> Args<'_> {
        let tb = &self.0.tie_break;
        let mut args = vec![
            ("code", Arg::from(tb.to_string())),
            ("name", Arg::boxed(tb.label())),
            ("article", Arg::from(tb.code.article())),
        ];
        if let Some(v) = self.0.value {
            args.push(("value", number(v)));
        }
        args
    }
}

/// The closing line of a working: how the terms make the value.
struct Summary<'a>(&'a Working);

impl Message for Summary<'_> {
    fn code(&self) -> &str {
        match &self.0.method {
            Method::Value => "tiebreaks-explain-own-value",
            Method::Sum => "tiebreaks-explain-sum",
            Method::Average { count: 0, .. } => "tiebreaks-explain-average-none",
            Method::Average { rounded: true, .. } => "tiebreaks-explain-average-rounded",
            Method::Average { rounded: false, .. } => "tiebreaks-explain-average",
            Method::Performance { games: 0, .. } => "tiebreaks-explain-average-none",
            Method::Performance { .. } => "tiebreaks-explain-performance",
            Method::PerfectPerformance {
                expected_below: None, ..
            } => "tiebreaks-explain-perfect-bound",
            Method::PerfectPerformance { .. } => "tiebreaks-explain-perfect",
            Method::Koya { .. } => "tiebreaks-explain-koya",
            Method::DirectEncounter { .. } => "tiebreaks-explain-direct-encounter",
            Method::Boards => "tiebreaks-explain-boards",
            Method::ScheduleStrength { .. } => "tiebreaks-explain-schedule-strength",
            Method::NotApplied => "tiebreaks-explain-not-applied",
            Method::Dropped { reason } => match reason {
                DropReason::UnratedPlayers { .. } => "tiebreaks-explain-dropped-unrated",
                DropReason::IndividualOnly => "tiebreaks-explain-dropped-individual-only",
            },
        }
    }

    fn args(&self) -> Args<'_> {
        let w = self.0;
        let value = w.value.unwrap_or(Value::ZERO);
        match &w.method {
            Method::Value | Method::Sum | Method::Boards | Method::NotApplied => {
                vec![("value", number(value))]
            }
            Method::Average { sum, count, .. } => vec![
                ("sum", number(*sum)),
                ("count", Arg::from(*count)),
                (
                    "exact",
                    Arg::boxed(Number::plain(sum.div_int(i64::from((*count).max(1))))),
                ),
                ("value", number(value)),
            ],
            Method::Performance {
                aro,
                points,
                games,
                percent,
                difference,
            } => vec![
                ("aro", number(*aro)),
                ("points", number(*points)),
                ("games", Arg::from(*games)),
                ("percent", Arg::from(*percent)),
                (
                    "difference",
                    Arg::from(format!("{difference:+}").replacen('-', "−", 1)),
                ),
                ("value", number(value)),
            ],
            Method::PerfectPerformance {
                points,
                expected,
                expected_below,
            } => {
                let mut args = vec![
                    ("points", number(*points)),
                    ("expected", Arg::boxed(Number::fixed(*expected, 2))),
                    ("value", number(value)),
                    ("below", number(value - Value::int(1))),
                ];
                if let Some(b) = expected_below {
                    args.push(("expected-below", Arg::boxed(Number::fixed(*b, 2))));
                }
                args
            }
            Method::Koya { limit } => vec![("limit", number(*limit)), ("value", number(value))],
            Method::DirectEncounter { group, missing } => vec![
                (
                    "group",
                    Arg::from(group.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")),
                ),
                ("missing", Arg::from(*missing)),
                ("value", number(value)),
            ],
            Method::ScheduleStrength {
                secondary,
                buchholz,
                factor,
            } => vec![
                ("secondary", number(*secondary)),
                ("buchholz", number(*buchholz)),
                ("factor", Arg::from(*factor)),
                ("value", number(value)),
            ],
            Method::Dropped { reason } => match reason {
                DropReason::UnratedPlayers { players } => vec![(
                    "players",
                    Arg::from(players.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")),
                )],
                DropReason::IndividualOnly => Vec::new(),
            },
        }
    }
}

/// How a term's amount is written, by the family of its tie-break.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Amount {
    /// The value is the contribution (BH, AOB, ARO, PS…).
    Value,
    /// Opponent's score × points scored (SB, ESB).
    Product,
    /// Points compared with a reference (STD).
    Comparison,
    /// Points against an opponent's score (KS).
    Koya,
    /// A rating and the expected score against it (PTP).
    Expected,
    /// A rating and the points scored (TPR).
    Rated,
    /// Board number × game points (BC).
    Board,
    /// A count or a number of points (WIN, MPvGP, DE…).
    Contribution,
}

fn amount(tie_break: &TieBreak) -> Amount {
    match tie_break.effective_code() {
        Code::Bh
        | Code::Fb
        | Code::Aob
        | Code::Aro
        | Code::Apro
        | Code::Appo
        | Code::Ps
        | Code::Sssc
        | Code::Tbr
        | Code::Bbe => Amount::Value,
        Code::Sb | Code::Esb | Code::Emmsb | Code::Emgsb | Code::Egmsb | Code::Eggsb => Amount::Product,
        Code::Std => Amount::Comparison,
        Code::Ks => Amount::Koya,
        Code::Ptp => Amount::Expected,
        Code::Tpr => Amount::Rated,
        Code::Bc => Amount::Board,
        _ => Amount::Contribution,
    }
}

/// One term as a line.
struct TermLine<'a> {
    term: &'a Term,
    amount: Amount,
}

impl Message for TermLine<'_> {
    fn code(&self) -> &str {
        match (self.term.opponent, self.term.result) {
            (None, None) => "tiebreaks-explain-term-board",
            _ => "tiebreaks-explain-term",
        }
    }

    fn args(&self) -> Args<'_> {
        let t = self.term;
        let place = match (t.round, t.board) {
            (Some(r), Some(b)) => Arg::boxed(Place::RoundBoard(r, b)),
            (Some(r), None) => Arg::boxed(Place::Round(r)),
            (None, Some(b)) => Arg::boxed(Place::Board(b)),
            (None, None) => Arg::from(""),
        };
        let mut notes: Vec<&dyn Message> = t.rules.iter().map(|r| r as &dyn Message).collect();
        if let Some(cut) = &t.cut {
            notes.push(cut);
        }
        let notes = if notes.is_empty() {
            Arg::from("")
        } else {
            Arg::boxed(Notes(notes))
        };
        vec![
            ("place", place),
            ("who", Arg::boxed(Who(t))),
            (
                "amount",
                Arg::boxed(AmountText {
                    term: t,
                    amount: self.amount,
                }),
            ),
            ("notes", notes),
        ]
    }
}

/// Who a term was against, and the round's result.
struct Who<'a>(&'a Term);

impl Message for Who<'_> {
    fn code(&self) -> &str {
        let stand_in = self.0.rules.iter().find_map(|r| match r {
            Rule::Dummy { .. } => Some("tiebreaks-explain-who-dummy"),
            Rule::VirtualOpponent { .. } => Some("tiebreaks-explain-who-virtual"),
            _ => None,
        });
        match (stand_in, self.0.opponent) {
            (Some(code), _) => code,
            (None, Some(_)) => "tiebreaks-explain-who-opponent",
            (None, None) => "tiebreaks-explain-who-result",
        }
    }

    fn args(&self) -> Args<'_> {
        let result = match &self.0.result {
            Some(r) => Arg::Message(r),
            None => Arg::from(""),
        };
        let mut args = vec![("result", result)];
        if let Some(o) = self.0.opponent {
            args.push(("opponent", Arg::from(o)));
        }
        args
    }
}

/// A term's rules and cut, in brackets after the amount.
struct Notes<'a>(Vec<&'a dyn Message>);

impl Message for Notes<'_> {
    fn code(&self) -> &str {
        "tiebreaks-explain-notes"
    }

    fn args(&self) -> Args<'_> {
        vec![("notes", Arg::List(self.0.clone()))]
    }
}

/// Round and board of a term.
enum Place {
    Round(u32),
    Board(u32),
    RoundBoard(u32, u32),
}

impl Message for Place {
    fn code(&self) -> &str {
        match self {
            Place::Round(_) => "tiebreaks-explain-round",
            Place::Board(_) => "tiebreaks-explain-board",
            Place::RoundBoard(..) => "tiebreaks-explain-round-board",
        }
    }

    fn args(&self) -> Args<'_> {
        match *self {
            Place::Round(r) => vec![("round", Arg::from(r))],
            Place::Board(b) => vec![("board", Arg::from(b))],
            Place::RoundBoard(r, b) => vec![("round", Arg::from(r)), ("board", Arg::from(b))],
        }
    }
}

struct AmountText<'a> {
    term: &'a Term,
    amount: Amount,
}

impl Message for AmountText<'_> {
    fn code(&self) -> &str {
        let t = self.term;
        match (self.amount, t.value.is_some(), t.points.is_some()) {
            (Amount::Product, true, true) => "tiebreaks-amount-product",
            (Amount::Comparison, true, true) => "tiebreaks-amount-comparison",
            (Amount::Koya, true, true) => "tiebreaks-amount-koya",
            (Amount::Expected, true, _) => "tiebreaks-amount-expected",
            (Amount::Rated, true, true) => "tiebreaks-amount-rated",
            (Amount::Board, true, _) => "tiebreaks-amount-board",
            _ => "tiebreaks-amount",
        }
    }

    fn args(&self) -> Args<'_> {
        let t = self.term;
        let mut args = vec![("contribution", number(t.contribution))];
        if let Some(v) = t.value {
            args.push(("value", number(v)));
        }
        if let Some(p) = t.points {
            args.push(("points", number(p)));
        }
        if let Some(b) = t.board {
            args.push(("board", Arg::from(b)));
        }
        if self.amount == Amount::Expected {
            args.push(("expected", Arg::boxed(Number::fixed(t.contribution, 2))));
        }
        args
    }
}

impl Message for RoundResult {
    fn code(&self) -> &str {
        match self {
            RoundResult::Won => "label-round-won",
            RoundResult::Drawn => "label-round-drawn",
            RoundResult::Lost => "label-round-lost",
            RoundResult::ForfeitWon => "label-round-forfeit-won",
            RoundResult::ForfeitLost => "label-round-forfeit-lost",
            RoundResult::DoubleForfeit => "label-round-double-forfeit",
            RoundResult::PairingBye => "label-round-pairing-bye",
            RoundResult::FullBye => "label-round-full-bye",
            RoundResult::HalfBye => "label-round-half-bye",
            RoundResult::ZeroBye => "label-round-zero-bye",
            RoundResult::Absent => "label-round-absent",
            RoundResult::FreeRound => "label-round-free-round",
        }
    }
}

impl Message for Rule {
    fn code(&self) -> &str {
        match self {
            Rule::OpponentAdjusted { .. } => "tiebreaks-rule-opponent-adjusted",
            Rule::OpponentUnplayedAsDraws { .. } => "tiebreaks-rule-opponent-unplayed-as-draws",
            Rule::OpponentFinalRoundDrawn { .. } => "tiebreaks-rule-opponent-final-round-drawn",
            Rule::Dummy { cap: None, .. } => "tiebreaks-rule-dummy",
            Rule::Dummy {
                cap: Some(DummyCap::ScheduledOpponent { .. }),
                ..
            } => "tiebreaks-rule-dummy-capped-opponent",
            Rule::Dummy {
                cap: Some(DummyCap::DrawEveryRound { .. }),
                ..
            } => "tiebreaks-rule-dummy-capped-draws",
            Rule::VirtualOpponent { .. } => "tiebreaks-rule-virtual-opponent",
            Rule::Voluntary => "tiebreaks-rule-voluntary",
            Rule::ForfeitAsGame => "tiebreaks-rule-forfeit-as-game",
            Rule::ForfeitPlayed => "tiebreaks-rule-forfeit-played",
            Rule::FinalRoundDrawn => "tiebreaks-rule-final-round-drawn",
            Rule::ComparedWithOpponent => "tiebreaks-rule-compared-with-opponent",
            Rule::ComparedWithDraw => "tiebreaks-rule-compared-with-draw",
            Rule::BelowKoyaLimit => "tiebreaks-rule-below-koya-limit",
            Rule::UnratedAs { .. } => "tiebreaks-rule-unrated-as",
            Rule::ByeAsWins => "tiebreaks-rule-bye-as-wins",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            Rule::OpponentAdjusted { actual }
            | Rule::OpponentUnplayedAsDraws { actual }
            | Rule::OpponentFinalRoundDrawn { actual } => {
                vec![("actual", number(*actual))]
            }
            Rule::Dummy { category, own, cap } => {
                let mut args = vec![
                    ("category", Arg::Message(category)),
                    ("article", Arg::from(category.article())),
                    ("own", number(*own)),
                ];
                match cap {
                    Some(DummyCap::ScheduledOpponent { opponent, adjusted }) => {
                        args.push(("opponent", Arg::from(*opponent)));
                        args.push(("cap", number(*adjusted)));
                    }
                    Some(DummyCap::DrawEveryRound { rounds, limit }) => {
                        args.push(("rounds", Arg::from(*rounds)));
                        args.push(("cap", number(*limit)));
                    }
                    None => {}
                }
                args
            }
            Rule::VirtualOpponent {
                before,
                result,
                later,
            } => vec![
                ("before", number(*before)),
                ("result", number(*result)),
                ("later", number(*later)),
            ],
            Rule::UnratedAs { rating } => vec![("rating", Arg::from(*rating))],
            _ => Vec::new(),
        }
    }
}

impl Message for Cut {
    fn code(&self) -> &str {
        match self {
            Cut::Least => "tiebreaks-cut-least",
            Cut::Voluntary => "tiebreaks-cut-voluntary",
            Cut::Most => "tiebreaks-cut-most",
            Cut::Early => "tiebreaks-cut-early",
        }
    }
}

/// A working as lines of text in `lang`: the value, one line per term, and
/// how the terms make the value.
pub fn working_lines(lang: Lang, working: &Working) -> Vec<String> {
    lines_with(working, |m| render(lang, m))
}

/// [`working_lines`], or what the catalogue lacks to write them (for tests).
pub fn try_working_lines(lang: Lang, working: &Working) -> Result<Vec<String>, MissingText> {
    let mut missing = None;
    let lines = lines_with(working, |m| match try_render(lang, m) {
        Ok(text) => text,
        Err(e) => {
            missing.get_or_insert(e);
            String::new()
        }
    });
    match missing {
        Some(e) => Err(e),
        None => Ok(lines),
    }
}

fn lines_with(working: &Working, mut render: impl FnMut(&dyn Message) -> String) -> Vec<String> {
    let mut lines = vec![render(&Header(working))];
    let amount = amount(&working.tie_break);
    for term in &working.terms {
        lines.push(render(&TermLine { term, amount }));
    }
    lines.push(render(&Summary(working)));
    lines
}
