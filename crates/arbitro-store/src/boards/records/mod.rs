//! Game records of the boards: checked against the event and replayed
//! through the engines before anything is stored. Card games (the card
//! engine's `arbitro-game/1` JSON record, or PGN with card comment commands)
//! go through `arbitro-cards`; plain PGN games through `arbitro-rules`.
//! Clock times come from the record itself (PGN `[%clk]`) or from the
//! board's clock log (AM-R13), matched event by event. This module and
//! `export.rs` are pure (no SQL, no I/O); `stored.rs` attaches records to
//! the boards and reads them back.

pub(crate) mod export;
pub(crate) mod refusal;
pub(crate) mod stored;
pub(crate) mod words;

pub use export::{ExportAs, GameMeta, export};
pub use refusal::{RecordInvalid, RecordProblem, RecordRefusal};
pub use stored::{AttachOptions, AttachOutcome, StoredRecord};
pub use words::{CardPlayWords, EndWords, EventWords};

pub use arbitro_cards::{CardOutcome, EventKind, StatusKind, Window};
/// A side of the board (who acted, whose turn it is).
pub use arbitro_clock::Side;
use arbitro_clock::{Clock, ClockEvent, ClockEventKind, TimeControl};
use arbitro_rules::{Outcome, Position, Ruleset, Status};
use serde::{Deserialize, Serialize};

use crate::call::{DeckRef, GameFamily};
use crate::error::{Result, StoreError};

/// The syntax a record is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RecordFormat {
    /// The card engine's JSON game record (`schemas/game.schema.json`).
    #[serde(rename = "arbitro-game/1")]
    CardRecord,
    /// PGN: a plain chess game, or a card game with card comment commands.
    #[serde(rename = "pgn")]
    Pgn,
}

impl RecordFormat {
    /// The name stored in the file.
    pub fn code(self) -> &'static str {
        match self {
            RecordFormat::CardRecord => "arbitro-game/1",
            RecordFormat::Pgn => "pgn",
        }
    }

    /// Reads a stored name.
    pub fn parse(text: &str) -> Option<RecordFormat> {
        match text {
            "arbitro-game/1" => Some(RecordFormat::CardRecord),
            "pgn" => Some(RecordFormat::Pgn),
            _ => None,
        }
    }

    /// JSON (an object) or PGN, from the text itself.
    pub fn detect(text: &str) -> RecordFormat {
        if text.trim_start().starts_with('{') {
            RecordFormat::CardRecord
        } else {
            RecordFormat::Pgn
        }
    }
}

/// Which engine replays the games of a family.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Engine {
    /// `arbitro-rules`: FIDE chess and Chess960 (FI-*, F9-*).
    Rules,
    /// `arbitro-cards`: Ajedrez Mágico and the shared-deck family (AM-*, ED-*).
    Cards,
}

impl Engine {
    /// The engine for an event's family; bughouse records are not kept.
    pub fn for_family(family: GameFamily) -> Result<Engine> {
        match family {
            GameFamily::Fide | GameFamily::Chess960 => Ok(Engine::Rules),
            GameFamily::MagicoClassic | GameFamily::MagicoAdvanced | GameFamily::Ed => Ok(Engine::Cards),
            GameFamily::Bughouse => Err(crate::boards::records::refusal::RecordRefusal::Bughouse.into()),
        }
    }
}

/// What a board's record must fit.
#[derive(Debug, Clone)]
pub struct RecordContext {
    /// The event's family.
    pub family: GameFamily,
    /// The event's deck (card families, AM-R16).
    pub deck: Option<DeckRef>,
    /// Chess960: the start position drawn for the round (F9-*).
    pub chess960_position: Option<u32>,
    /// The board's clock: the time control and its log, if a clock was kept.
    pub clock: Option<(TimeControl, Vec<ClockEvent>)>,
}

/// Both clocks after an event, as far as they are known.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockAt {
    /// White's remaining time (ms).
    pub white_ms: Option<u64>,
    /// Black's remaining time (ms).
    pub black_ms: Option<u64>,
}

/// One event of a replayed game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReplayLine {
    /// Position in the record (0-based).
    pub index: usize,
    /// Who acted, when the event has an author.
    pub side: Option<Side>,
    /// The event in words (SAN for moves of PGN games, UCI in card records).
    pub event: EventWords,
    /// Accepted, failed (a card that failed and was discarded, AM-R5) or refused.
    pub status: StatusKind,
    /// Why it failed or was refused, with its clause.
    pub error: Option<ReplayError>,
    /// The position after the event.
    pub fen: String,
    /// The clocks after the event.
    pub clock: Option<ClockAt>,
    /// What kind of event it is.
    pub kind: EventKind,
    /// Moves: the move in SAN with `+`/`#`, as a scoresheet writes it (card
    /// games: among the moves legal under the effects on the table).
    #[serde(default)]
    pub san: Option<String>,
    /// Cards: the card's code.
    #[serde(default)]
    pub card: Option<String>,
    /// Cards: the window it was played in (AM-D2).
    #[serde(default)]
    pub window: Option<Window>,
    /// Cards: how it ended, when known.
    #[serde(default)]
    pub outcome: Option<CardOutcome>,
    /// Whose turn it is after the event.
    #[serde(default)]
    pub to_move: Option<Side>,
}

/// Why a card failed or an event was refused: the card engine's reason
/// code and clause, and its detail as a message to render in the reader's
/// language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReplayError {
    /// The stable reason code (`target_ineligible`…).
    pub code: String,
    /// The clause that decided it.
    pub clause: String,
    /// What exactly was wrong.
    pub message: arbitro_i18n::MessageData,
}

impl ReplayError {
    fn of(v: &arbitro_cards::Verdict) -> ReplayError {
        ReplayError {
            code: v.reason.key().to_string(),
            clause: v.clause.to_string(),
            message: arbitro_i18n::MessageData::of(&v.why),
        }
    }

    /// The detail in `lang`, with its code and clause, for a log line.
    pub fn text(&self, lang: arbitro_i18n::Lang) -> String {
        format!(
            "{} ({}, {})",
            arbitro_i18n::render(lang, &self.message),
            self.code,
            self.clause
        )
    }
}

/// What a replay established: stored with the record, shown in lists.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordSummary {
    /// The engine that replayed it.
    pub engine: Engine,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
    /// How it ended, with the clause, when known.
    pub reason: Option<EndWords>,
    /// Events in the record.
    pub events: u32,
    /// Standard moves.
    pub moves: u32,
    /// Card events (commits and reactions).
    pub card_events: u32,
    /// Events with a clock reading.
    pub clock_readings: u32,
    /// The final position.
    pub final_fen: String,
    /// The deck and version a card game was played with (AM-R16); none for
    /// a chess game or a record stored before this was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deck: Option<arbitro_cards::DeckRef>,
}

impl RecordSummary {
    /// The result in half-points (white, black), when the game is decided.
    pub fn scores(&self) -> Option<(u8, u8)> {
        match self.result.as_str() {
            "1-0" => Some((2, 0)),
            "0-1" => Some((0, 2)),
            "1/2-1/2" => Some((1, 1)),
            _ => None,
        }
    }
}

/// Where a replayed record's clock times come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClockSource {
    /// The record's own clock comments.
    Record,
    /// The board's clock log (AM-R13).
    BoardClock,
    /// Both.
    RecordAndBoardClock,
}

impl arbitro_i18n::Message for ClockSource {
    fn code(&self) -> &str {
        match self {
            ClockSource::Record => "store-clock-source-record",
            ClockSource::BoardClock => "store-clock-source-board",
            ClockSource::RecordAndBoardClock => "store-clock-source-both",
        }
    }
}

/// A remark on a record that does not refuse it, said in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "note")]
pub enum RecordNote {
    /// The board's clock log has turns the record does not account for.
    UnusedClockTurns {
        /// Turns left over.
        unused: usize,
        /// Turns matched with the record's.
        matched: usize,
    },
    /// The record has no result (`*`).
    NoResult,
    /// The record's result differs from the board's, which was kept.
    ResultDiffers {
        /// The record's result.
        record: String,
        /// The board's.
        board: String,
    },
    /// The record ends with a result; the board has none yet.
    BoardHasNoResult {
        /// The record's result.
        record: String,
    },
}

impl arbitro_i18n::Message for RecordNote {
    fn code(&self) -> &str {
        match self {
            RecordNote::UnusedClockTurns { .. } => "store-record-note-unused-clock-turns",
            RecordNote::NoResult => "store-record-note-no-result",
            RecordNote::ResultDiffers { .. } => "store-record-note-result-differs",
            RecordNote::BoardHasNoResult { .. } => "store-record-note-board-has-no-result",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            RecordNote::UnusedClockTurns { unused, matched } => {
                vec![
                    ("unused", Arg::from(*unused as i64)),
                    ("matched", Arg::from(*matched as i64)),
                ]
            }
            RecordNote::NoResult => Vec::new(),
            RecordNote::ResultDiffers { record, board } => {
                vec![
                    ("record", Arg::from(record.as_str())),
                    ("board", Arg::from(board.as_str())),
                ]
            }
            RecordNote::BoardHasNoResult { record } => vec![("record", Arg::from(record.as_str()))],
        }
    }
}

/// A replayed record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameReplay {
    /// The record's syntax.
    pub format: RecordFormat,
    /// Every event.
    pub lines: Vec<ReplayLine>,
    /// The outcome.
    pub summary: RecordSummary,
    /// Where the clock times come from, if anywhere.
    pub clock_source: Option<ClockSource>,
    /// Remarks that do not refuse the record (a clock log that stops matching…).
    pub notes: Vec<RecordNote>,
    /// The position the game starts from (FEN).
    #[serde(default)]
    pub start_fen: String,
}

fn refuse(problem: RecordProblem) -> StoreError {
    RecordInvalid {
        problems: vec![problem],
    }
    .into()
}

/// Checks `text` against the event and replays it; any event the engine
/// refuses refuses the whole record, with the reason.
pub fn replay(text: &str, ctx: &RecordContext) -> Result<GameReplay> {
    let format = RecordFormat::detect(text);
    match Engine::for_family(ctx.family)? {
        Engine::Cards => replay_cards(text, format, ctx),
        Engine::Rules => {
            if format == RecordFormat::CardRecord {
                return Err(refuse(RecordProblem::CardRecordInChessEvent {
                    family: ctx.family,
                }));
            }
            replay_pgn(text, ctx)
        }
    }
}

/// The clock log's turn-completing events with the readings after them.
struct ClockTurns {
    turns: Vec<(Side, ClockEventKind, ClockAt)>,
    next: usize,
    skipped: usize,
}

impl ClockTurns {
    fn new(clock: &Option<(TimeControl, Vec<ClockEvent>)>) -> Result<Option<ClockTurns>> {
        let Some((control, log)) = clock else {
            return Ok(None);
        };
        if log.is_empty() {
            return Ok(None);
        }
        let mut c = Clock::new(control.clone());
        let mut turns = Vec::new();
        for e in log {
            c.apply(e)
                .map_err(crate::boards::clocks::ClockRefusal::StoredLog)?;
            let side = match e.kind {
                ClockEventKind::Move { side }
                | ClockEventKind::Card { side }
                | ClockEventKind::Reaction { side } => side,
                _ => continue,
            };
            let r = c.reading(e.at_ms);
            turns.push((
                side,
                e.kind,
                ClockAt {
                    white_ms: Some(r.white_ms),
                    black_ms: Some(r.black_ms),
                },
            ));
        }
        Ok(Some(ClockTurns {
            turns,
            next: 0,
            skipped: 0,
        }))
    }

    /// The reading after the next clock event of `side` matching `fits`.
    fn take(&mut self, side: Side, fits: impl Fn(&ClockEventKind) -> bool) -> Option<ClockAt> {
        let found = self.turns[self.next..]
            .iter()
            .position(|(s, k, _)| *s == side && fits(k))?;
        self.skipped += found;
        let at = self.turns[self.next + found].2;
        self.next += found + 1;
        Some(at)
    }

    fn notes(&self, matched: usize) -> Vec<RecordNote> {
        let mut out = Vec::new();
        let unused = self.turns.len() - self.next + self.skipped;
        if unused > 0 {
            out.push(RecordNote::UnusedClockTurns { unused, matched });
        }
        out
    }
}

fn side_of(c: arbitro_cards::Colour) -> Side {
    match c {
        arbitro_cards::Colour::White => Side::White,
        arbitro_cards::Colour::Black => Side::Black,
    }
}

fn card_event_text(event: &arbitro_cards::Event) -> EventWords {
    use arbitro_cards::Event as E;
    let play = |code: &str, a: &arbitro_cards::CardArgs| CardPlayWords {
        code: code.to_string(),
        targets: a.targets.clone(),
        to: a.to.clone(),
        choice: a.choice.clone(),
        moves: a.moves.clone(),
    };
    match event {
        E::Move { uci, .. } => EventWords::Move { text: uci.clone() },
        E::Card { code, args: a, .. } => EventWords::Card(play(code, a)),
        E::React { code, args: a, .. } => EventWords::React(play(code, a)),
        E::Pass { .. } => EventWords::Pass,
        E::Claim { kind, .. } => EventWords::Claim { kind: *kind },
        E::Flag { .. } => EventWords::Flag,
        E::Resign { .. } => EventWords::Resign,
        E::AgreedDraw => EventWords::AgreedDraw,
        E::Draw { .. } => EventWords::Draw,
    }
}

fn replay_cards(text: &str, format: RecordFormat, ctx: &RecordContext) -> Result<GameReplay> {
    use arbitro_cards::{Family, Mode};
    let cards_err = |e: arbitro_cards::CardsError| refuse(RecordProblem::Cards(e));
    let record = match format {
        RecordFormat::CardRecord => arbitro_cards::GameRecord::parse(text).map_err(cards_err)?,
        RecordFormat::Pgn => {
            arbitro_cards::import_pgn(text, arbitro_cards::shipped_deck).map_err(cards_err)?
        }
    };
    let mut problems = Vec::new();
    let family_ok = matches!(
        (ctx.family, record.rules.family),
        (
            GameFamily::MagicoClassic | GameFamily::MagicoAdvanced,
            Family::Magico
        ) | (GameFamily::Ed, Family::Ed)
    );
    if !family_ok {
        problems.push(RecordProblem::Family {
            record: record.rules.family.as_str().to_string(),
            event: ctx.family,
        });
    }
    let mode_ok = !matches!(
        (ctx.family, record.rules.mode),
        (GameFamily::MagicoClassic, Mode::Advanced) | (GameFamily::MagicoAdvanced, Mode::Classic)
    );
    if !mode_ok {
        problems.push(RecordProblem::Mode {
            advanced: record.rules.mode == Mode::Advanced,
            event: ctx.family,
        });
    }
    if let Some(d) = &ctx.deck
        && (record.deck.id != d.id || record.deck.version != d.version)
    {
        problems.push(RecordProblem::Deck {
            record: format!("{}@{}", record.deck.id, record.deck.version),
            event: d.to_string(),
        });
    }
    if !problems.is_empty() {
        return Err(RecordInvalid { problems }.into());
    }
    let deck = arbitro_cards::deck_for(&record).map_err(cards_err)?;
    let rep = arbitro_cards::replay(&record, deck).map_err(cards_err)?;
    if let Some(bad) = rep.first_rejected() {
        return Err(refuse(RecordProblem::DoesNotReplay {
            index: bad.index,
            event: card_event_text(&bad.event),
            why: bad.error.as_ref().map(ReplayError::of),
        }));
    }
    let mut clock = ClockTurns::new(&ctx.clock)?;
    let (mut moves, mut cards, mut readings) = (0u32, 0u32, 0u32);
    let mut lines = Vec::with_capacity(rep.events.len());
    for e in &rep.events {
        let side = e.side.map(side_of);
        let at = match (e.kind, side, clock.as_mut()) {
            (EventKind::Move, Some(s), Some(c)) => c.take(s, |k| matches!(k, ClockEventKind::Move { .. })),
            (EventKind::Card, Some(s), Some(c)) => c.take(s, |k| matches!(k, ClockEventKind::Card { .. })),
            (EventKind::Reaction, Some(s), Some(c)) => {
                c.take(s, |k| matches!(k, ClockEventKind::Reaction { .. }))
            }
            _ => None,
        };
        match e.kind {
            EventKind::Move => moves += 1,
            EventKind::Card | EventKind::Reaction => cards += 1,
            _ => {}
        }
        readings += u32::from(at.is_some());
        let card = match &e.event {
            arbitro_cards::Event::Card { code, .. } | arbitro_cards::Event::React { code, .. } => {
                Some(code.clone())
            }
            _ => None,
        };
        lines.push(ReplayLine {
            index: e.index,
            side,
            event: card_event_text(&e.event),
            status: e.status,
            error: e.error.as_ref().map(ReplayError::of),
            fen: e.fen.clone(),
            clock: at,
            kind: e.kind,
            san: e.san.clone(),
            card,
            window: e.played_in,
            outcome: e.outcome,
            to_move: Some(side_of(e.to_move)),
        });
    }
    let f = &rep.final_report;
    let notes = clock
        .as_ref()
        .map(|c| c.notes(readings as usize))
        .unwrap_or_default();
    Ok(GameReplay {
        format,
        lines,
        summary: RecordSummary {
            engine: Engine::Cards,
            result: f.result.map_or("*", |r| r.as_str()).to_string(),
            reason: f.reason.as_ref().map(|r| EndWords::Cards {
                cards: r.code,
                clause: r.clause.to_string(),
            }),
            events: rep.events.len() as u32,
            moves,
            card_events: cards,
            clock_readings: readings,
            final_fen: f.fen.clone(),
            deck: Some(record.deck.clone()),
        },
        clock_source: clock.is_some().then_some(ClockSource::BoardClock),
        notes,
        start_fen: record.start.fen.clone(),
    })
}

fn board_field(fen: &str) -> &str {
    fen.split_whitespace().next().unwrap_or("")
}

fn outcome_text(o: Outcome) -> String {
    match o {
        Outcome::Known(k) => k.as_str().to_string(),
        Outcome::Unknown => "*".to_string(),
    }
}

fn replay_pgn(text: &str, ctx: &RecordContext) -> Result<GameReplay> {
    let games = arbitro_rules::pgn::read_games(text).map_err(|e| refuse(RecordProblem::Rules(e)))?;
    let game = match games.len() {
        1 => games
            .into_iter()
            .next()
            .ok_or_else(|| refuse(RecordProblem::NoGame))?,
        0 => return Err(refuse(RecordProblem::NoGame)),
        count => return Err(refuse(RecordProblem::ManyGames { count })),
    };
    let start = board_field(&game.start().fen()).to_string();
    match (ctx.family, ctx.chess960_position) {
        (GameFamily::Chess960, Some(n)) => {
            let drawn = Position::chess960(n).map_err(|e| refuse(RecordProblem::Rules(e)))?;
            if board_field(&drawn.fen()) != start {
                return Err(refuse(RecordProblem::NotChess960Start {
                    start,
                    number: n,
                    drawn: board_field(&drawn.fen()).to_string(),
                }));
            }
        }
        (GameFamily::Fide, _) => {
            let standard = Position::standard();
            if board_field(&standard.fen()) != start {
                return Err(refuse(RecordProblem::NotInitialPosition { start }));
            }
        }
        _ => {}
    }
    let ruleset = Ruleset::Fide;
    let statuses: Vec<Status> = game.statuses(ruleset);
    if let Some(ended) = statuses.iter().position(Status::is_over)
        && ended < game.ply_count()
    {
        let e = statuses[ended]
            .ending()
            .map(ToString::to_string)
            .unwrap_or_default();
        return Err(refuse(RecordProblem::GoesOn {
            ended,
            ending: e,
            more: game.ply_count() - ended,
        }));
    }
    let on_board = statuses.last().and_then(|s| s.ending().cloned());
    let recorded = game.result();
    if let (Some(e), Outcome::Known(r)) = (&on_board, recorded)
        && e.outcome != r
    {
        return Err(refuse(RecordProblem::ResultContradicts {
            recorded: r.as_str().to_string(),
            position: e.outcome.as_str().to_string(),
            reason: e.reason.to_string(),
            clause: e.clause.to_string(),
        }));
    }
    let mut clock = ClockTurns::new(&ctx.clock)?;
    let record_clocks = game.moves().iter().any(|m| m.clock.is_some());
    let mut lines = Vec::with_capacity(game.ply_count());
    let mut readings = 0u32;
    for (i, m) in game.moves().iter().enumerate() {
        let mover = if game.positions()[i].turn() == arbitro_rules::Color::White {
            Side::White
        } else {
            Side::Black
        };
        let from_log = clock
            .as_mut()
            .and_then(|c| c.take(mover, |k| matches!(k, ClockEventKind::Move { .. })));
        let at = match m.clock {
            Some(t) => Some(match mover {
                Side::White => ClockAt {
                    white_ms: Some(t.millis()),
                    black_ms: from_log.and_then(|c| c.black_ms),
                },
                Side::Black => ClockAt {
                    white_ms: from_log.and_then(|c| c.white_ms),
                    black_ms: Some(t.millis()),
                },
            }),
            None => from_log,
        };
        readings += u32::from(at.is_some());
        lines.push(ReplayLine {
            index: i,
            side: Some(mover),
            event: EventWords::Move { text: m.san.clone() },
            status: StatusKind::Ok,
            error: None,
            fen: game.positions()[i + 1].fen(),
            clock: at,
            kind: EventKind::Move,
            san: Some(m.san.clone()),
            card: None,
            window: None,
            outcome: None,
            to_move: Some(mover.opponent()),
        });
    }
    let mut notes = clock
        .as_ref()
        .map(|c| c.notes(readings as usize))
        .unwrap_or_default();
    if recorded == Outcome::Unknown && on_board.is_none() {
        notes.push(RecordNote::NoResult);
    }
    let (result, reason) = match (&on_board, game.ending()) {
        (Some(e), _) | (None, Some(e)) => (
            e.outcome.as_str().to_string(),
            Some(EndWords::Rules {
                rules: e.reason,
                clause: e.clause.to_string(),
            }),
        ),
        (None, None) => (
            outcome_text(recorded),
            game.tag("Termination")
                .map(|t| EndWords::AsWritten(t.to_string())),
        ),
    };
    let clock_source = match (record_clocks, clock.is_some()) {
        (true, true) => Some(ClockSource::RecordAndBoardClock),
        (true, false) => Some(ClockSource::Record),
        (false, true) => Some(ClockSource::BoardClock),
        (false, false) => None,
    };
    Ok(GameReplay {
        format: RecordFormat::Pgn,
        summary: RecordSummary {
            engine: Engine::Rules,
            result,
            reason,
            events: game.ply_count() as u32,
            moves: game.ply_count() as u32,
            card_events: 0,
            clock_readings: readings,
            final_fen: game.current().fen(),
            deck: None,
        },
        lines,
        clock_source,
        notes,
        start_fen: game.start().fen(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_are_told_apart_by_their_first_character() {
        assert_eq!(RecordFormat::detect("  {\"format\":1}"), RecordFormat::CardRecord);
        assert_eq!(RecordFormat::detect("[Event \"x\"]\n1. e4 *"), RecordFormat::Pgn);
        assert_eq!(RecordFormat::parse("pgn"), Some(RecordFormat::Pgn));
        assert_eq!(
            RecordFormat::parse(RecordFormat::CardRecord.code()),
            Some(RecordFormat::CardRecord)
        );
    }

    #[test]
    fn summaries_give_half_points_only_for_decided_games() {
        let mut s = RecordSummary {
            engine: Engine::Rules,
            result: "0-1".into(),
            reason: None,
            events: 0,
            moves: 0,
            card_events: 0,
            clock_readings: 0,
            final_fen: String::new(),
            deck: None,
        };
        assert_eq!(s.scores(), Some((0, 2)));
        s.result = "*".into();
        assert_eq!(s.scores(), None);
    }
}
