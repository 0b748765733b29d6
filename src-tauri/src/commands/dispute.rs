//! The dispute screen: a disputed card-chess situation as the arbiter enters
//! it (a typed [`Setup`] and the events since, never JSON text), the deck's
//! cards for the hand picker, the setup's check with every reason, the
//! targets a card may name now (from the card engine's query, so the screen
//! never decides eligibility) and the ruling on a play. Each command makes
//! one core call; every sentence comes rendered in both languages from the
//! catalogue.

use std::sync::Arc;

use arbitro_cards::{
    CardKind, Change, Colour, Deck, DeckRef, Event, Family, Game, Picks, PlayKind, Ruling, RulingVerdict,
    Setup, SlotKind, Window,
};
use serde::Serialize;
use tauri::State;
use ts_rs::TS;

use super::cards::{CardGameStatus, Localized, TraceLine, VerdictView, trace_lines, verdict_view};
use crate::catalogue::Catalogue;
use crate::error::{AppError, IpcError, IpcResult};
use crate::state::AppState;

/// A new dispute: the situation to set up and who plays it.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct DisputeStartView {
    /// The situation (family, mode, options and deck from the event).
    pub setup: Setup,
    /// Events already played from it.
    pub history: Vec<Event>,
    /// White's name (empty when not on a board).
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Round.
    pub round: Option<u32>,
    /// Board.
    pub board: Option<u32>,
    /// The chief arbiter, who rules unless another is named.
    pub arbiter: String,
}

/// One card of the deck, for the hand picker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct DisputeCard {
    /// The card's code (`AM-28`).
    pub code: String,
    /// Its name.
    pub name: Localized,
    /// Its text, as printed.
    pub text: Localized,
    /// Action, reaction or save.
    pub kind: CardKind,
    /// When it may be played.
    pub window: Localized,
    /// How many copies the deck holds (no hand, pile or discard may hold more).
    pub count: u32,
}

/// A window a setup may name, with its label.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct WindowOption {
    /// The window.
    pub kind: Window,
    /// Its name.
    pub name: Localized,
}

/// The deck of a dispute: its cards and the windows a setup may open.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct DisputeDeck {
    /// Deck id (`AM-REF`, `ED`).
    pub id: String,
    /// Deck version (AM-R16).
    pub version: String,
    /// The deck's name.
    pub name: Localized,
    /// The family its cards follow.
    pub family: Family,
    /// Every card, in deck order.
    pub cards: Vec<DisputeCard>,
    /// The windows an Advanced setup may name (reaction windows, checkmate save).
    pub windows: Vec<WindowOption>,
}

/// One reason a setup is refused, at its field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct SetupProblemView {
    /// The field (`$.hands.white[2]`, `$.start.fen`).
    pub path: String,
    /// What is wrong.
    pub text: Localized,
}

/// A setup, checked: every problem, or how the game stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SetupCheck {
    /// Every reason it is refused (empty: the setup is valid).
    pub problems: Vec<SetupProblemView>,
    /// The position after the events, when valid.
    pub fen: Option<String>,
    /// Side to move, when valid.
    pub to_move: Option<Colour>,
    /// How the game stands, when valid.
    pub status: Option<CardGameStatus>,
    /// The status's name.
    pub status_name: Option<Localized>,
    /// The window open, named.
    pub window: Option<Localized>,
    /// What the start decided by itself (a mated start opening the save window…).
    pub opening: Vec<TraceLine>,
}

/// What a slot asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum SlotTag {
    /// A target the arbiter picks.
    Target,
    /// What the card finds by itself (shown, not picked).
    Implicit,
    /// The destination square.
    Destination,
    /// A piece letter.
    Choice,
    /// A standard move the card plays.
    Move,
    /// ED: the card the joker steals.
    StolenCard,
}

/// One option for a pick.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct TargetOptionView {
    /// What goes into the pick (`c6`, `file:d`, `N`, `e2e4`).
    pub token: String,
    /// The squares to mark on the board.
    pub squares: Vec<String>,
    /// The piece it is (FEN letter), if any.
    pub piece: Option<String>,
}

/// One slot of the card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct SlotView {
    /// What it asks for.
    pub tag: SlotTag,
    /// Fewest picks.
    pub min: u8,
    /// Most picks.
    pub max: u8,
    /// The move's number in the card's sequence (move slots).
    pub n: Option<u8>,
    /// What is picked so far.
    pub picked: Vec<String>,
    /// The options (next slot: what may be picked now; implicit: what the card acts on).
    pub options: Vec<TargetOptionView>,
}

/// The answer to "what may this card target now?".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct TargetsView {
    /// The card's code.
    pub card: String,
    /// How it is played now.
    pub play: PlayKind,
    /// Every slot, in the card's order.
    pub slots: Vec<SlotView>,
    /// The slot to pick in next.
    pub next: Option<u32>,
    /// The picks already form a declaration the engine accepts.
    pub complete: bool,
    /// Why the card cannot be played now, or the picks are refused.
    pub refusal: Option<VerdictView>,
    /// The event the picks make, to resolve.
    pub event: Event,
}

/// How a play was ruled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum VerdictKind {
    /// Carried out.
    Resolved,
    /// Committed, waiting for the reaction window.
    Pending,
    /// Committed but failed.
    Failed,
    /// Countered.
    Countered,
    /// Refused: nothing changed.
    Rejected,
}

/// What a change did to the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    /// A piece moved.
    Moved,
    /// A piece left the board.
    Removed,
    /// A piece came onto the board.
    Placed,
    /// A piece changed kind.
    Transformed,
    /// A piece was protected.
    Protected,
    /// Another card ended.
    Card,
    /// An effect came onto the table.
    EffectAdded,
    /// An effect left the table.
    EffectEnded,
    /// The game ended.
    Ended,
}

/// One change of the ruling.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct ChangeView {
    /// What it did.
    pub kind: ChangeKind,
    /// The squares to mark (a move's origin and destination, the piece's square).
    pub squares: Vec<String>,
    /// The sentence.
    pub text: Localized,
}

/// A clause the ruling rests on, with its text when the catalogue has it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct ClauseView {
    /// The clause ID.
    pub id: String,
    /// Its text.
    pub text: Option<Localized>,
}

/// The ruling on a play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RulingView {
    /// How it was ruled.
    pub verdict: VerdictKind,
    /// The one-sentence verdict.
    pub sentence: Localized,
    /// The refusal or failure, with its reason and clause.
    pub reason: Option<VerdictView>,
    /// What it changed.
    pub changes: Vec<ChangeView>,
    /// The position before.
    pub fen_before: String,
    /// The position after.
    pub fen_after: String,
    /// The trace, step by step.
    pub trace: Vec<TraceLine>,
    /// The clauses it rests on, with their texts.
    pub clauses: Vec<ClauseView>,
    /// How the game stands after it.
    pub status: CardGameStatus,
    /// The status's name.
    pub status_name: Localized,
}

fn deck_of(deck: &DeckRef) -> IpcResult<Arc<Deck>> {
    arbitro_cards::shipped_deck(&deck.id).map_err(IpcError::from)
}

/// The game a setup and its events make (the one core constructor).
fn game_of(setup: &Setup, history: &[Event]) -> IpcResult<Game> {
    let mut game = Game::from_setup(deck_of(&setup.deck)?, setup)
        .map_err(|e| IpcError::from(arbitro_cards::CardsError::from(e)))?;
    for event in history {
        game.apply(event);
    }
    Ok(game)
}

fn localized(text: &arbitro_i18n::Text) -> Localized {
    Localized {
        es: text.es.clone(),
        en: text.en.clone(),
    }
}

/// The deck's cards for the hand picker, with the windows a setup may open.
#[tauri::command(async)]
pub fn dispute_deck(deck: DeckRef) -> IpcResult<DisputeDeck> {
    let d = deck_of(&deck)?;
    let cards = d
        .cards
        .iter()
        .map(|c| DisputeCard {
            code: c.code.clone(),
            name: localized(&c.name),
            text: localized(&c.text),
            kind: c.kind,
            window: Localized::of(&c.window),
            count: u32::try_from(d.cards.iter().filter(|o| o.code == c.code).count()).unwrap_or(1),
        })
        .collect();
    Ok(DisputeDeck {
        id: d.id.clone(),
        version: d.version.clone(),
        name: localized(&d.name),
        family: d.family,
        cards,
        windows: arbitro_cards::window_kinds()
            .iter()
            .map(|w| WindowOption {
                kind: *w,
                name: Localized::of(w),
            })
            .collect(),
    })
}

/// Checks a setup and the events since: every reason it is refused, each at
/// its field, or the position, side to move, status and open window.
#[tauri::command(async)]
pub fn dispute_check(setup: Setup, history: Vec<Event>) -> IpcResult<SetupCheck> {
    let deck = deck_of(&setup.deck)?;
    match Game::from_setup(deck, &setup) {
        Err(e) => Ok(SetupCheck {
            problems: e
                .problems
                .iter()
                .map(|p| SetupProblemView {
                    path: p.path.clone(),
                    text: Localized::of(&p.reason),
                })
                .collect(),
            fen: None,
            to_move: None,
            status: None,
            status_name: None,
            window: None,
            opening: Vec::new(),
        }),
        Ok(mut game) => {
            let opening = trace_lines(game.opening_trace().steps());
            for event in &history {
                game.apply(event);
            }
            let status = game.status();
            Ok(SetupCheck {
                problems: Vec::new(),
                fen: Some(game.fen()),
                to_move: Some(Colour::from_color(game.to_move())),
                status: Some(status.into()),
                status_name: Some(Localized::of(&status)),
                window: game.window().as_ref().map(|w| Localized::of(w)),
                opening,
            })
        }
    }
}

/// What `card` may target now when `by` plays it after `picks`: the slots in
/// the card's order and the options of the next one (the card engine's query).
#[tauri::command(async)]
pub fn dispute_targets(
    setup: Setup,
    history: Vec<Event>,
    card: String,
    by: Colour,
    picks: Picks,
) -> IpcResult<TargetsView> {
    let game = game_of(&setup, &history)?;
    let q = game.targets(&card, by, &picks);
    let event = q.event(by, &picks);
    Ok(TargetsView {
        card: q.card.clone(),
        play: q.play,
        slots: q
            .slots
            .iter()
            .map(|s| {
                let (tag, min, max, n) = match &s.kind {
                    SlotKind::Target { min, max, .. } => (SlotTag::Target, *min, *max, None),
                    SlotKind::Implicit { .. } => (SlotTag::Implicit, 0, 0, None),
                    SlotKind::Destination => (SlotTag::Destination, 1, 1, None),
                    SlotKind::Choice => (SlotTag::Choice, 1, 1, None),
                    SlotKind::Move { n } => (SlotTag::Move, 1, 1, Some(*n)),
                    SlotKind::StolenCard => (SlotTag::StolenCard, 1, 1, None),
                };
                SlotView {
                    tag,
                    min,
                    max,
                    n,
                    picked: s.picked.clone(),
                    options: s
                        .options
                        .iter()
                        .map(|o| TargetOptionView {
                            token: o.token.clone(),
                            squares: o.squares.iter().map(|sq| sq.to_string()).collect(),
                            piece: o.piece.map(|p| p.piece.char().to_string()),
                        })
                        .collect(),
                }
            })
            .collect(),
        next: q.next.and_then(|k| u32::try_from(k).ok()),
        complete: q.complete,
        refusal: q.refusal.as_ref().map(verdict_view),
        event,
    })
}

fn change_view(c: &Change) -> ChangeView {
    let (kind, squares) = match c {
        Change::Moved { piece, to } => (ChangeKind::Moved, vec![piece.square.to_string(), to.to_string()]),
        Change::Removed { piece } => (ChangeKind::Removed, vec![piece.square.to_string()]),
        Change::Placed { piece } => (ChangeKind::Placed, vec![piece.square.to_string()]),
        Change::Transformed { piece, .. } => (ChangeKind::Transformed, vec![piece.square.to_string()]),
        Change::Protected { piece, .. } => (ChangeKind::Protected, vec![piece.square.to_string()]),
        Change::Card { .. } => (ChangeKind::Card, Vec::new()),
        Change::EffectAdded { .. } => (ChangeKind::EffectAdded, Vec::new()),
        Change::EffectEnded { .. } => (ChangeKind::EffectEnded, Vec::new()),
        Change::Ended { .. } => (ChangeKind::Ended, Vec::new()),
    };
    ChangeView {
        kind,
        squares,
        text: Localized::of(c),
    }
}

/// The ruling view of a ruling, with the clause texts of the rules catalogue.
pub fn ruling_view(ruling: &Ruling, catalogue: &Catalogue) -> RulingView {
    let (verdict, reason) = match &ruling.verdict {
        RulingVerdict::Resolved => (VerdictKind::Resolved, None),
        RulingVerdict::Pending { .. } => (VerdictKind::Pending, None),
        RulingVerdict::Failed(v) => (VerdictKind::Failed, Some(verdict_view(v))),
        RulingVerdict::Countered { .. } => (VerdictKind::Countered, None),
        RulingVerdict::Rejected(v) => (VerdictKind::Rejected, Some(verdict_view(v))),
    };
    RulingView {
        verdict,
        sentence: Localized::of(ruling),
        reason,
        changes: ruling.changes.iter().map(change_view).collect(),
        fen_before: ruling.fen_before.clone(),
        fen_after: ruling.fen_after.clone(),
        trace: trace_lines(ruling.trace.steps()),
        clauses: ruling
            .clauses()
            .into_iter()
            .map(|id| ClauseView {
                text: catalogue.clauses.iter().find(|c| c.id == id).map(|c| Localized {
                    es: c.text.es.clone(),
                    en: c.text.en.clone(),
                }),
                id,
            })
            .collect(),
        status: ruling.status.into(),
        status_name: Localized::of(&ruling.status),
    }
}

/// Rules on `play` in the situation the setup and its events make: the
/// verdict first, what it changed, the positions before and after, the trace.
#[tauri::command(async)]
pub fn dispute_resolve(
    state: State<'_, AppState>,
    setup: Setup,
    history: Vec<Event>,
    play: Event,
) -> IpcResult<RulingView> {
    let mut game = game_of(&setup, &history)?;
    let ruling = game.rule(&play);
    Ok(ruling_view(&ruling, state.catalogue()?))
}

/// A new dispute in the open event: its family, mode, options and deck from
/// the call, the start position, empty hands (AM) or kept specials (ED).
#[tauri::command(async)]
pub fn dispute_new(state: State<'_, AppState>) -> IpcResult<DisputeStartView> {
    use arbitro_store::call::GameFamily as F;
    let call = state.with_event(|e| e.call().map_err(IpcError::from))?;
    let (family, mode) = match call.family {
        F::MagicoClassic => (Family::Magico, arbitro_cards::Mode::Classic),
        F::MagicoAdvanced => (Family::Magico, arbitro_cards::Mode::Advanced),
        F::Ed => (Family::Ed, arbitro_cards::Mode::Classic),
        _ => return Err(AppError::NotCardEvent.into()),
    };
    let deck = call.deck.ok_or(AppError::NotCardEvent)?;
    let options =
        serde_json::from_value(serde_json::Value::Object(call.options)).map_err(|e| AppError::BadJson {
            detail: e.to_string(),
        })?;
    let setup = Setup::blank(
        arbitro_cards::Rules {
            family,
            mode,
            options,
        },
        DeckRef {
            id: deck.id,
            version: deck.version,
        },
    );
    Ok(DisputeStartView {
        setup,
        history: Vec::new(),
        white: String::new(),
        black: String::new(),
        round: None,
        board: None,
        arbiter: call.chief_arbiter,
    })
}
