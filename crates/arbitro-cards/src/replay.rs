//! Replaying a game record: one report per event and a final report. Each
//! event report carries what callers need without re-deriving it: the
//! status and the verdict, the position after it, the trace, the move in
//! SAN with its check mark, the window a card was played in, and how each
//! card ended (known when it resolves, possibly at a later event).

use std::sync::Arc;

use serde::{Serialize, Serializer};

use crate::deck::vocabulary::PieceKind;
use crate::deck::{self, Deck, Window};
use crate::error::CardsError;
use crate::game::{
    CardOutcome, EdPhase, EndReason, Game, GameStatus, ResolutionNote, StatusKind, TemporalReport,
    WindowReport,
};
use crate::reason::Verdict;
use crate::record::{ByColour, Colour, EffectRecord, Event, GameRecord};
use crate::terms::GameResult;
use crate::trace::Trace;

/// What kind of event a record holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EventKind {
    /// A standard move.
    Move,
    /// A card in its owner's turn or in the save window.
    Card,
    /// A reaction in a window (Advanced mode).
    Reaction,
    /// A window passed.
    Pass,
    /// A draw claim.
    Claim,
    /// A flag fell.
    Flag,
    /// A resignation.
    Resign,
    /// A draw agreed.
    AgreedDraw,
    /// ED: a card drawn from the shared pile.
    Draw,
}

impl EventKind {
    /// The kind of `event`.
    pub fn of(event: &Event) -> EventKind {
        match event {
            Event::Move { .. } => EventKind::Move,
            Event::Card { .. } => EventKind::Card,
            Event::React { .. } => EventKind::Reaction,
            Event::Pass { .. } => EventKind::Pass,
            Event::Claim { .. } => EventKind::Claim,
            Event::Flag { .. } => EventKind::Flag,
            Event::Resign { .. } => EventKind::Resign,
            Event::AgreedDraw => EventKind::AgreedDraw,
            Event::Draw { .. } => EventKind::Draw,
        }
    }
}

/// The kind on screen ("jugada", "carta", "reacción"…).
impl arbitro_i18n::Message for EventKind {
    fn code(&self) -> &str {
        match self {
            EventKind::Move => "cards-event-move",
            EventKind::Card => "cards-event-card",
            EventKind::Reaction => "cards-event-reaction",
            EventKind::Pass => "cards-event-pass",
            EventKind::Claim => "cards-event-claim",
            EventKind::Flag => "cards-event-flag",
            EventKind::Resign => "cards-event-resign",
            EventKind::AgreedDraw => "cards-event-agreed-draw",
            EventKind::Draw => "cards-event-draw",
        }
    }
}

/// The report of one event.
#[derive(Debug, Clone, Serialize)]
pub struct EventReport {
    /// Position of the event in the record.
    pub index: usize,
    /// The event.
    pub event: Event,
    /// What kind of event it is.
    pub kind: EventKind,
    /// Who acted (the side to move for a move that names nobody; none for an agreed draw).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub side: Option<Colour>,
    /// Accepted, failed or refused.
    pub status: StatusKind,
    /// Why it failed or was refused.
    pub error: Option<Verdict>,
    /// The position after the event.
    pub fen: String,
    /// Whose turn it is after the event.
    pub to_move: Colour,
    /// The resolution trace.
    pub trace: Trace,
    /// Cards that resolved during the event.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub resolutions: Vec<ResolutionNote>,
    /// The window open after the event.
    #[serde(serialize_with = "window_text")]
    pub window: Option<WindowReport>,
    /// ED family: the card drawn by this event, shown to both (ED-R2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drawn: Option<String>,
    /// ED family: what the turn still owes after the event.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phase: Option<EdPhase>,
    /// A move: the move in SAN with `+`/`#`, as a scoresheet writes it (among
    /// the moves legal under the effects on the table).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub san: Option<String>,
    /// A card: the window it was played in (AM-D2: `own_turn`, `after_card`,
    /// `after_capture`…, `checkmate_save`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub played_in: Option<Window>,
    /// A card: how it ended, once known (a pending card resolves later).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<CardOutcome>,
}

/// How a game ended.
#[derive(Debug, Clone, Serialize)]
pub struct EndReport {
    /// Why.
    pub code: EndReason,
    /// Clause.
    pub clause: &'static str,
}

/// The state after the last event.
#[derive(Debug, Clone, Serialize)]
pub struct FinalReport {
    /// Always true: marks the last line of the output.
    #[serde(rename = "final")]
    pub is_final: bool,
    /// Position.
    pub fen: String,
    /// Whose turn it is.
    pub to_move: Colour,
    /// How the game stands.
    pub status: GameStatus,
    /// The result, once the game has ended (written `*` while it goes on).
    #[serde(serialize_with = "result_text")]
    pub result: Option<GameResult>,
    /// Why the game ended.
    pub reason: Option<EndReport>,
    /// Turns completed.
    pub ply: u32,
    /// Effects on the table with their counters.
    pub effects: Vec<EffectRecord>,
    /// The same effects as sentences name them (card, owner, anchor, turns left).
    #[serde(skip)]
    pub effects_in_play: Vec<crate::terms::EffectRef>,
    /// Hands (magico); ED family: the special cards each player keeps (ED-R4).
    pub hands: ByColour<Vec<String>>,
    /// Pieces off the board.
    pub captured: ByColour<Vec<PieceKind>>,
    /// Discard pile.
    pub discard: Vec<String>,
    /// A committed card waiting for its window.
    pub pending: Option<String>,
    /// The open window.
    #[serde(serialize_with = "window_text")]
    pub window: Option<WindowReport>,
    /// The player whose next turn is move-only (AM-R12).
    pub move_only: Option<Colour>,
    /// ED family: the draw pile, top first (ED-R1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pile: Option<Vec<String>>,
    /// ED family: the temporal card in force (ED-C11).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub temporal: Option<TemporalReport>,
    /// ED family: what the turn still owes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phase: Option<EdPhase>,
}

fn window_text<S: Serializer>(w: &Option<WindowReport>, s: S) -> Result<S::Ok, S::Error> {
    match w {
        Some(w) => s.serialize_str(&w.to_string()),
        None => s.serialize_none(),
    }
}

fn result_text<S: Serializer>(r: &Option<GameResult>, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(r.map_or("*", GameResult::as_str))
}

/// A replayed record.
#[derive(Debug, Clone, Serialize)]
pub struct Replay {
    /// What the start position decided before any event (a checkmate that
    /// opens the save window, a game over at once).
    #[serde(skip_serializing_if = "Trace::is_empty")]
    pub opening: Trace,
    /// One report per event.
    pub events: Vec<EventReport>,
    /// The state at the end.
    #[serde(rename = "final")]
    pub final_report: FinalReport,
}

impl Replay {
    /// Whether any event was refused.
    pub fn any_rejected(&self) -> bool {
        self.events.iter().any(|e| e.status == StatusKind::Rejected)
    }

    /// The first refused event, if any.
    pub fn first_rejected(&self) -> Option<&EventReport> {
        self.events.iter().find(|e| e.status == StatusKind::Rejected)
    }
}

/// The deck a record names, among those shipped (a deck file of another id
/// is handed to [`replay`] by the caller).
pub fn deck_for(record: &GameRecord) -> Result<Arc<Deck>, CardsError> {
    deck::shipped_deck(&record.deck.id)
}

/// Who acts in `event`: its author, or the side to move for a move that names nobody.
fn side_of(game: &Game, event: &Event) -> Option<Colour> {
    match event {
        Event::Move { by, .. } => Some(by.unwrap_or_else(|| {
            let st = game.state();
            Colour::from_color(st.window.as_ref().map_or(st.turn(), |w| w.player))
        })),
        Event::Card { by, .. }
        | Event::React { by, .. }
        | Event::Pass { by }
        | Event::Claim { by, .. }
        | Event::Flag { by }
        | Event::Resign { by }
        | Event::Draw { by } => Some(*by),
        Event::AgreedDraw => None,
    }
}

/// The window a card event is played in: a save in the checkmate save
/// window, a reaction in the window the opponent opened (the card's own
/// window when it is among those open), any other card in its owner's turn.
fn played_in(game: &Game, event: &Event) -> Option<Window> {
    let open = game.state().window.as_ref();
    match event {
        Event::Card { .. } => Some(match open {
            Some(w) if w.is_save() => Window::CheckmateSave,
            _ => Window::OwnTurn,
        }),
        Event::React { code, .. } => {
            let own = game.deck().index_of(code).map(|i| game.deck().card(i).window);
            match (open, own) {
                (Some(w), Some(own)) if w.kinds.contains(own) => Some(own),
                (Some(w), _) => w.kinds.iter().next().or(own),
                (None, own) => own,
            }
        }
        _ => None,
    }
}

/// Replays `record` with `deck`.
pub fn replay(record: &GameRecord, deck: Arc<Deck>) -> Result<Replay, CardsError> {
    let mut game = Game::from_record(deck, record)?;
    let opening = game.opening_trace().clone();
    let mut events: Vec<EventReport> = Vec::with_capacity(record.events.len());
    // Cards committed and not yet resolved: (report, code, owner).
    let mut waiting: Vec<(usize, String, Colour)> = Vec::new();
    for (index, event) in record.events.iter().enumerate() {
        let side = side_of(&game, event);
        let window_played = played_in(&game, event);
        let out = game.apply(event);
        let status = out.status.kind();
        let accepted = status != StatusKind::Rejected;
        let san = out.san.clone().filter(|_| accepted).map(|mut san| {
            san.extend(game.check_mark());
            san
        });
        let mut outcome = None;
        if let (Event::Card { code, by, .. } | Event::React { code, by, .. }, true) = (event, accepted) {
            if status == StatusKind::Failed {
                outcome = Some(CardOutcome::Failed);
            } else {
                let code = game
                    .deck()
                    .index_of(code)
                    .map_or_else(|| code.clone(), |i| game.deck().code(i).to_string());
                waiting.push((index, code, *by));
            }
        }
        events.push(EventReport {
            index,
            event: event.clone(),
            kind: EventKind::of(event),
            side,
            status,
            error: out.status.verdict().cloned(),
            fen: game.fen(),
            to_move: Colour::from_color(game.to_move()),
            trace: out.trace,
            resolutions: Vec::new(),
            window: game.window(),
            drawn: match (event, accepted) {
                (Event::Draw { .. }, true) => game.drawn_report(),
                _ => None,
            },
            phase: game.phase(),
            san,
            played_in: window_played.filter(|_| accepted),
            outcome,
        });
        for note in &out.resolutions {
            if let Some(at) = waiting
                .iter()
                .position(|(_, code, by)| *code == note.card && *by == note.by)
            {
                let (line, ..) = waiting.remove(at);
                if events[line].outcome.is_none() {
                    events[line].outcome = Some(note.outcome);
                }
            }
        }
        if let Some(last) = events.last_mut() {
            last.resolutions = out.resolutions;
        }
    }
    Ok(Replay {
        opening,
        events,
        final_report: final_report(&game),
    })
}

/// The final report of a game.
pub fn final_report(game: &Game) -> FinalReport {
    let ending = game.ending();
    FinalReport {
        is_final: true,
        fen: game.fen(),
        to_move: Colour::from_color(game.to_move()),
        status: game.status(),
        result: ending.map(|e| e.result),
        reason: ending.map(|e| EndReport {
            code: e.reason,
            clause: e.clause,
        }),
        ply: game.ply(),
        effects: game.effects_report(),
        effects_in_play: game.effects(),
        hands: game.hands_report(),
        captured: game.captured_report(),
        discard: game.discard_report(),
        pending: game.pending_report(),
        window: game.window(),
        move_only: game.move_only(),
        pile: game.pile_report(),
        temporal: game.temporal_report(),
        phase: game.phase(),
    }
}

/// Reads a record (schema-checked) and replays it with the shipped deck it names.
pub fn replay_text(text: &str) -> Result<Replay, CardsError> {
    let record = GameRecord::parse(text)?;
    let deck = deck_for(&record)?;
    replay(&record, deck)
}
