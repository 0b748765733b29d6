//! The Arbiter panel's card games: open a game record (`arbitro-game/1`) from
//! the event folder, step through its events with their resolution traces,
//! and try a disputed card play at any point (the record up to that point plus
//! the play, replayed by the card engine).

use serde::{Deserialize, Serialize};
use serde_json::Value;
use tauri::State;
use ts_rs::TS;

use crate::error::{AppError, IpcResult};
use crate::state::AppState;

/// One step of a resolution trace.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct TraceLine {
    /// Layer: counter, prevention/shield, execution, verification…
    pub layer: String,
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
    /// Stable reason code (`outside_window`, `target_ineligible`…).
    pub code: String,
    /// The clause.
    pub clause: String,
    /// The explanation.
    pub message: String,
}

/// One event of a card game, as replayed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CardEventView {
    /// Index in the record.
    pub index: u32,
    /// The event as recorded (compact JSON).
    pub event: String,
    /// `ok`, `failed` or `rejected`.
    pub status: String,
    /// Why it failed or was refused.
    pub error: Option<VerdictView>,
    /// Position after the event.
    pub fen: String,
    /// Side to move after it.
    pub to_move: String,
    /// The resolution trace.
    pub trace: Vec<TraceLine>,
    /// The window open after it, if any.
    pub window: Option<String>,
}

/// The state at the end of the record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CardFinalView {
    /// Final position.
    pub fen: String,
    /// Game status.
    pub status: String,
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
    /// Active effects (owner, anchor, counter), one line each.
    pub effects: Vec<String>,
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
    /// Every event.
    pub events: Vec<CardEventView>,
    /// The end state.
    pub end: CardFinalView,
}

/// A card play to try: `react` for a reaction in the opponent's window.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CardPlayForm {
    /// Card code.
    pub card: String,
    /// `white` or `black`.
    pub by: String,
    /// A reaction (Advanced mode) rather than an action.
    pub react: bool,
    /// Target squares or zones (`e4`, `file:d`, `block:c3`).
    pub targets: Vec<String>,
    /// Destination square, if the card moves something.
    pub to: Option<String>,
    /// Piece letter, where the card offers a choice.
    pub choice: Option<String>,
}

fn s(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| a.iter().map(s).collect())
        .unwrap_or_default()
}

fn event_view(v: &Value) -> CardEventView {
    CardEventView {
        index: u32::try_from(v["index"].as_u64().unwrap_or(0)).unwrap_or(u32::MAX),
        event: v["event"].to_string(),
        status: s(&v["status"]),
        error: v.get("error").filter(|e| !e.is_null()).map(|e| VerdictView {
            code: s(&e["code"]),
            clause: s(&e["clause"]),
            message: s(&e["message"]),
        }),
        fen: s(&v["fen"]),
        to_move: s(&v["to_move"]),
        trace: v["trace"]
            .as_array()
            .map(|steps| {
                steps
                    .iter()
                    .map(|t| TraceLine {
                        layer: s(&t["layer"]),
                        clause: s(&t["clause"]),
                        card: t.get("card").filter(|c| !c.is_null()).map(s),
                        es: s(&t["es"]),
                        en: s(&t["en"]),
                    })
                    .collect()
            })
            .unwrap_or_default(),
        window: v.get("window").filter(|w| !w.is_null()).map(s),
    }
}

/// Replays a record's text; the one core call of these commands.
fn replay(text: &str) -> IpcResult<(Value, Value)> {
    let replayed = arbitro_cards::replay_text(text)?;
    let report = serde_json::to_value(&replayed).map_err(AppError::internal)?;
    let record: Value = serde_json::from_str(text).map_err(AppError::bad_json)?;
    Ok((record, report))
}

/// Opens a game record of the event folder and replays it.
#[tauri::command(async)]
pub fn open_card_game(state: State<'_, AppState>, file: String) -> IpcResult<CardGameView> {
    let text = state.read_folder_file(&file)?;
    let (record, report) = replay(&text)?;
    state.set_card_game(text);
    let end = &report["final"];
    Ok(CardGameView {
        file,
        title: s(&record["title"]),
        start_fen: s(&record["start"]["fen"]),
        deck: format!("{}@{}", s(&record["deck"]["id"]), s(&record["deck"]["version"])),
        events: report["events"]
            .as_array()
            .map(|e| e.iter().map(event_view).collect())
            .unwrap_or_default(),
        end: CardFinalView {
            fen: s(&end["fen"]),
            status: s(&end["status"]),
            result: s(&end["result"]),
            white_hand: strings(&end["hands"]["white"]),
            black_hand: strings(&end["hands"]["black"]),
            white_captured: strings(&end["captured"]["white"]),
            black_captured: strings(&end["captured"]["black"]),
            effects: end["effects"]
                .as_array()
                .map(|e| e.iter().map(Value::to_string).collect())
                .unwrap_or_default(),
            discard: strings(&end["discard"]),
        },
    })
}

/// Tries `play` after the first `after` events of the open record and returns
/// how the engine resolves it (status, refusal or failure, trace).
#[tauri::command(async)]
pub fn try_card_play(state: State<'_, AppState>, after: u32, play: CardPlayForm) -> IpcResult<CardEventView> {
    let text = state.card_game().ok_or(AppError::NoCardGame)?;
    let mut record: Value = serde_json::from_str(&text).map_err(AppError::bad_json)?;
    let mut event = serde_json::Map::new();
    event.insert(
        (if play.react { "react" } else { "card" }).into(),
        Value::String(play.card.trim().to_string()),
    );
    event.insert("by".into(), Value::String(play.by.trim().to_string()));
    if !play.targets.is_empty() {
        event.insert(
            "targets".into(),
            play.targets
                .iter()
                .map(|t| Value::String(t.trim().to_string()))
                .collect(),
        );
    }
    if let Some(to) = play.to.filter(|t| !t.trim().is_empty()) {
        event.insert("to".into(), Value::String(to.trim().to_string()));
    }
    if let Some(choice) = play.choice.filter(|c| !c.trim().is_empty()) {
        event.insert("choice".into(), Value::String(choice.trim().to_string()));
    }
    let events = record["events"]
        .as_array_mut()
        .ok_or(AppError::RecordHasNoEvents)?;
    events.truncate(after as usize);
    events.push(Value::Object(event));
    if let Some(obj) = record.as_object_mut() {
        obj.remove("expect");
    }
    let (_, report) = replay(&record.to_string())?;
    report["events"]
        .as_array()
        .and_then(|e| e.last())
        .map(event_view)
        .ok_or_else(|| AppError::internal("the replay reported no event").into())
}
