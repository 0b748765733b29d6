//! The Arbiter panel's card games: open a game record (`arbitro-game/1`) from
//! the event folder, step through its events with their resolution traces,
//! and try a disputed card play at any point (the record up to that point plus
//! the play, replayed by the card engine). The engine's typed reports are
//! mapped field by field; every sentence comes rendered in both languages
//! from the catalogue.

use arbitro_cards::{CardArgs, Colour, Event, EventReport, GameRecord, Replay, TraceStep};
use arbitro_i18n::{Lang, Message, render};
use serde::{Deserialize, Serialize};
use tauri::State;
use ts_rs::TS;

use crate::error::{AppError, IpcError, IpcResult};
use crate::state::AppState;

/// A text in both languages of the UI.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Localized {
    /// Spanish.
    pub es: String,
    /// English.
    pub en: String,
}

impl Localized {
    /// A catalogue message rendered in both languages.
    pub fn of(message: &dyn Message) -> Localized {
        Localized {
            es: render(Lang::Es, message),
            en: render(Lang::En, message),
        }
    }
}

/// An IPC enum mirroring one of the card engine's: the same variants,
/// serialised as the engine's stable codes, with the conversion.
macro_rules! ipc_enum {
    ($(#[$meta:meta])* $name:ident from $src:path { $($variant:ident),* $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
        #[serde(rename_all = "snake_case")]
        #[allow(missing_docs)]
        pub enum $name { $($variant),* }

        impl From<$src> for $name {
            fn from(x: $src) -> $name {
                match x { $(<$src>::$variant => $name::$variant),* }
            }
        }
    };
}

ipc_enum! {
    /// A player (`white`, `black`).
    PlayerColour from Colour { White, Black }
}

impl From<PlayerColour> for Colour {
    fn from(c: PlayerColour) -> Colour {
        match c {
            PlayerColour::White => Colour::White,
            PlayerColour::Black => Colour::Black,
        }
    }
}

ipc_enum! {
    /// Whether an event was accepted, accepted with its card failing, or refused.
    EventStatus from arbitro_cards::StatusKind { Ok, Failed, Rejected }
}

ipc_enum! {
    /// The layer of a trace step (AM-G5).
    TraceLayer from arbitro_cards::Layer {
        Declaration, Window, Counter, Prevention, Execution, Verification, Duration, Move, Status, Draw
    }
}

ipc_enum! {
    /// How a card game stands.
    CardGameStatus from arbitro_cards::GameStatus { Ongoing, AwaitingReaction, AwaitingSave, Ended }
}

/// One step of a resolution trace.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TraceLine {
    /// Layer: counter, prevention/shield, execution, verification…
    pub layer: TraceLayer,
    /// The layer's name.
    pub layer_name: Localized,
    /// The clause that decided this step.
    pub clause: String,
    /// The card concerned, if any.
    pub card: Option<String>,
    /// The sentence in Spanish.
    pub es: String,
    /// The sentence in English.
    pub en: String,
}

/// Why an event failed or was refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct VerdictView {
    /// The stable reason code (`outside_window`, `target_ineligible`…).
    pub code: String,
    /// The reason's name.
    pub reason: Localized,
    /// The clause.
    pub clause: String,
    /// What exactly was wrong.
    pub detail: Localized,
}

/// One event of a card game, as replayed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CardEventView {
    /// Index in the record.
    pub index: u32,
    /// The event as recorded (compact JSON).
    pub event: String,
    /// Accepted, failed or refused.
    pub status: EventStatus,
    /// The status's name.
    pub status_name: Localized,
    /// Why it failed or was refused.
    pub error: Option<VerdictView>,
    /// Position after the event.
    pub fen: String,
    /// Side to move after it.
    pub to_move: PlayerColour,
    /// The resolution trace.
    pub trace: Vec<TraceLine>,
    /// The window open after it, if any, named.
    pub window: Option<Localized>,
    /// A play tried at the board: the ruling in one sentence (what was
    /// resolved, protected, removed, or why it was refused).
    pub verdict: Option<Localized>,
}

/// The state at the end of the record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CardFinalView {
    /// Final position.
    pub fen: String,
    /// Game status.
    pub status: CardGameStatus,
    /// The status's name.
    pub status_name: Localized,
    /// Result (`*` while it goes on).
    pub result: String,
    /// White's hand.
    pub white_hand: Vec<String>,
    /// Black's hand.
    pub black_hand: Vec<String>,
    /// Pieces White has lost.
    pub white_captured: Vec<String>,
    /// Pieces Black has lost.
    pub black_captured: Vec<String>,
    /// Active effects (card, owner, anchor, turns left), one sentence each.
    pub effects: Vec<Localized>,
    /// Discard pile.
    pub discard: Vec<String>,
}

/// A replayed card game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CardGameView {
    /// The record's file.
    pub file: String,
    /// Its title, if any.
    pub title: String,
    /// Start position.
    pub start_fen: String,
    /// The deck the game uses, as `ID@VERSION` (AM-R16).
    pub deck: String,
    /// What the start position decided before any event.
    pub opening: Vec<TraceLine>,
    /// Every event.
    pub events: Vec<CardEventView>,
    /// The end state.
    pub end: CardFinalView,
}

/// A card play to try: `react` for a reaction in the opponent's window.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CardPlayForm {
    /// Card code (any case).
    pub card: String,
    /// Who plays it.
    pub by: PlayerColour,
    /// A reaction (Advanced mode) rather than an action.
    pub react: bool,
    /// Target squares or zones (`e4`, `file:d`, `block:c3`), each entry
    /// possibly several separated by commas or spaces.
    pub targets: Vec<String>,
    /// Destination square, if the card moves something.
    pub to: Option<String>,
    /// Piece letter, where the card offers a choice.
    pub choice: Option<String>,
}

/// The trace's steps, each with its layer's name and its sentence in both languages.
pub fn trace_lines(steps: &[TraceStep]) -> Vec<TraceLine> {
    steps
        .iter()
        .map(|t| TraceLine {
            layer: t.layer.into(),
            layer_name: Localized::of(&t.layer),
            clause: t.clause.to_string(),
            card: t.card.clone(),
            es: t.text(Lang::Es),
            en: t.text(Lang::En),
        })
        .collect()
}

/// A refusal or failure: its reason, clause and detail in both languages.
pub fn verdict_view(v: &arbitro_cards::Verdict) -> VerdictView {
    VerdictView {
        code: v.reason.key().to_string(),
        reason: Localized::of(&v.reason),
        clause: v.clause.to_string(),
        detail: Localized::of(&v.why),
    }
}

fn event_view(e: &EventReport) -> CardEventView {
    CardEventView {
        index: u32::try_from(e.index).unwrap_or(u32::MAX),
        event: serde_json::to_string(&e.event).unwrap_or_default(),
        status: e.status.into(),
        status_name: Localized::of(&e.status),
        error: e.error.as_ref().map(verdict_view),
        fen: e.fen.clone(),
        to_move: e.to_move.into(),
        trace: trace_lines(e.trace.steps()),
        window: e.window.as_ref().map(|w| Localized::of(w)),
        verdict: None,
    }
}

/// Replays a record; the one core call of these commands.
fn replay(record: &GameRecord) -> IpcResult<Replay> {
    let deck = arbitro_cards::deck_for(record).map_err(IpcError::from)?;
    arbitro_cards::replay(record, deck).map_err(IpcError::from)
}

/// Opens a game record of the event folder and replays it.
#[tauri::command(async)]
pub fn open_card_game(state: State<'_, AppState>, file: String) -> IpcResult<CardGameView> {
    let text = state.read_folder_file(&file)?;
    let record = GameRecord::parse(&text).map_err(IpcError::from)?;
    let replayed = replay(&record)?;
    state.set_card_game(text);
    let end = &replayed.final_report;
    let pieces = |v: &[arbitro_cards::PieceKind]| v.iter().map(|k| k.letter().to_string()).collect();
    Ok(CardGameView {
        file,
        title: record.title.clone().unwrap_or_default(),
        start_fen: record.start.fen.clone(),
        deck: format!("{}@{}", record.deck.id, record.deck.version),
        opening: trace_lines(replayed.opening.steps()),
        events: replayed.events.iter().map(event_view).collect(),
        end: CardFinalView {
            fen: end.fen.clone(),
            status: end.status.into(),
            status_name: Localized::of(&end.status),
            result: end.result.map_or("*", |r| r.as_str()).to_string(),
            white_hand: end.hands.white.clone(),
            black_hand: end.hands.black.clone(),
            white_captured: pieces(&end.captured.white),
            black_captured: pieces(&end.captured.black),
            effects: end.effects_in_play.iter().map(|e| Localized::of(e)).collect(),
            discard: end.discard.clone(),
        },
    })
}

/// Tries `play` after the first `after` events of the open record and returns
/// how the engine resolves it (status, refusal or failure, trace).
#[tauri::command(async)]
pub fn try_card_play(state: State<'_, AppState>, after: u32, play: CardPlayForm) -> IpcResult<CardEventView> {
    let text = state.card_game().ok_or(AppError::NoCardGame)?;
    let mut record = GameRecord::parse(&text).map_err(IpcError::from)?;
    let args = CardArgs {
        targets: play.targets,
        to: play.to,
        choice: play.choice,
        moves: Vec::new(),
    };
    let (code, by) = (play.card.trim().to_string(), play.by.into());
    let event = if play.react {
        Event::React { code, by, args }
    } else {
        Event::Card { code, by, args }
    };
    record.events.truncate(after as usize);
    record.events.push(event.clone());
    record.expect = None;
    let replayed = replay(&record)?;
    let mut view = replayed
        .events
        .last()
        .map(event_view)
        .ok_or_else(|| AppError::internal("the replay reported no event"))?;
    // The ruling on the play, from the game as it stood before it.
    let deck = arbitro_cards::deck_for(&record).map_err(IpcError::from)?;
    let mut game = arbitro_cards::Game::from_record(deck, &record).map_err(IpcError::from)?;
    for earlier in &record.events[..record.events.len() - 1] {
        game.apply(earlier);
    }
    let ruling = game.rule(&event);
    view.verdict = Some(Localized::of(&ruling));
    Ok(view)
}
