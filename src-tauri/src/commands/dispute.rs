//! The dispute screen: a disputed card-chess situation as the arbiter enters
//! it (a typed [`Setup`] and the events since, never JSON text), the deck's
//! cards for the hand picker, the setup's check with every reason, the
//! targets a card may name now (from the card engine's query, so the screen
//! never decides eligibility) and the ruling on a play. Each command makes
//! one core call; every sentence comes rendered in both languages from the
//! catalogue.

use std::sync::Arc;

use arbitro_cards::{
    CardKind, Change, ChangeKind, Colour, Deck, DeckRef, Event, Family, Game, Picks, PlayKind, Ruling, Setup,
    SetupLimit, SlotKind, VerdictKind, Window,
};
use serde::{Deserialize, Serialize};
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
    /// Events already played from it (empty from a board's record: the
    /// situation is the disputed moment itself).
    pub history: Vec<Event>,
    /// The board's record the situation comes from, and the step.
    pub record: Option<DisputeRecordView>,
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

/// The board's record a dispute's situation comes from: "after event k of n".
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct DisputeRecordView {
    /// The stored record's id.
    #[ts(type = "number")]
    pub id: i64,
    /// Events of it applied to reach the situation.
    pub step: u32,
    /// Every event of the record, for choosing the step.
    pub events: Vec<DisputeRecordStepView>,
    /// What the situation could not carry of the state at that step.
    pub limits: Vec<SetupLimit>,
}

/// One event of a board's record.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct DisputeRecordStepView {
    /// The event as recorded.
    pub event: Event,
    /// Its SAN when it was a move the rules accepted.
    pub san: Option<String>,
    /// Whether the rules refused it.
    pub rejected: bool,
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
    /// Who may react in the open window (the only player a pass is offered to, AM-R14).
    pub window_player: Option<Colour>,
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
            window_player: None,
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
                window_player: game.window().map(|w| w.player),
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
    ChangeView {
        kind: c.kind(),
        squares: c.squares().iter().map(ToString::to_string).collect(),
        text: Localized::of(c),
    }
}

/// The ruling view of a ruling, with the clause texts of the rules catalogue.
pub fn ruling_view(ruling: &Ruling, catalogue: &Catalogue) -> RulingView {
    RulingView {
        verdict: ruling.verdict.kind(),
        sentence: Localized::of(ruling),
        reason: ruling.verdict.refusal().map(verdict_view),
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
        record: None,
        white: String::new(),
        black: String::new(),
        round: None,
        board: None,
        arbiter: call.chief_arbiter,
    })
}

/// The start of a dispute on a board of a paired round: players, family,
/// mode, options and deck from the event, the position from the board's
/// stored game record (its last position, or `at_step` events of it), else
/// the start position.
#[tauri::command(async)]
pub fn dispute_start(
    state: State<'_, AppState>,
    round: u32,
    board: u32,
    at_step: Option<u32>,
) -> IpcResult<DisputeStartView> {
    state.with_event(|e| {
        let start = e
            .disputes()
            .start(round, board, at_step.map(|s| s as usize))
            .map_err(IpcError::from)?;
        Ok(DisputeStartView {
            setup: start.setup,
            history: start.history,
            record: start.record.map(|r| DisputeRecordView {
                id: r.id,
                step: r.step as u32,
                events: r
                    .events
                    .into_iter()
                    .map(|s| DisputeRecordStepView {
                        event: s.event,
                        san: s.san,
                        rejected: s.rejected,
                    })
                    .collect(),
                limits: r.limits,
            }),
            white: start.white,
            black: start.black,
            round: Some(start.round),
            board: Some(start.board),
            arbiter: e.call().map_err(IpcError::from)?.chief_arbiter,
        })
    })
}

/// A dispute being worked on, as the screen saves it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct DisputeDraftForm {
    /// Round, for a dispute on a board.
    pub round: Option<u32>,
    /// Board.
    pub board: Option<u32>,
    /// The situation.
    pub setup: Setup,
    /// Events played from it before the disputed play.
    pub history: Vec<Event>,
    /// The play, once chosen.
    pub play: Option<Event>,
}

/// A saved draft.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DisputeDraftView {
    /// Its id.
    pub id: i64,
    /// What was entered.
    pub draft: DisputeDraftForm,
    /// When it was last saved.
    pub updated_at: String,
}

/// Saves the open dispute as a draft (a new one when `id` is none): nothing
/// is lost on leaving the screen or closing the app. Returns the draft's id.
#[tauri::command(async)]
pub fn save_dispute_draft(
    state: State<'_, AppState>,
    id: Option<i64>,
    draft: DisputeDraftForm,
) -> IpcResult<i64> {
    state.with_event(|e| {
        e.disputes()
            .save_draft(
                id,
                arbitro_store::DisputeDraftInput {
                    round: draft.round,
                    board: draft.board,
                    setup: draft.setup,
                    history: draft.history,
                    play: draft.play,
                },
            )
            .map_err(IpcError::from)
    })
}

/// The event's drafts, oldest first.
#[tauri::command(async)]
pub fn dispute_drafts(state: State<'_, AppState>) -> IpcResult<Vec<DisputeDraftView>> {
    state.with_event(|e| {
        Ok(e.disputes()
            .drafts()
            .map_err(IpcError::from)?
            .into_iter()
            .map(|d| DisputeDraftView {
                id: d.id,
                draft: DisputeDraftForm {
                    round: d.input.round,
                    board: d.input.board,
                    setup: d.input.setup,
                    history: d.input.history,
                    play: d.input.play,
                },
                updated_at: d.updated_at,
            })
            .collect())
    })
}

/// Discards a draft.
#[tauri::command(async)]
pub fn discard_dispute_draft(state: State<'_, AppState>, id: i64) -> IpcResult<()> {
    state.with_event(|e| e.disputes().discard_draft(id).map_err(IpcError::from))
}

/// The incident recorded with a dispute: round, board, card and window come from the dispute.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
pub struct DisputeIncidentForm {
    /// The player at fault (the event's player id).
    pub player: i64,
    /// The fault's code.
    pub fault: String,
    /// The ladder's suggestion, another sanction with its reason, or none.
    pub sanction: super::incidents::SanctionForm,
    /// What happened.
    pub description: String,
}

/// What the arbiter records: the situation and the play (the store rules it
/// again itself), the arbiter, an incident and a precedent if asked for.
#[derive(Debug, Clone, PartialEq, Deserialize, TS)]
pub struct DisputeRecordForm {
    /// The draft it was worked on in (discarded once recorded).
    pub draft: Option<i64>,
    /// Round.
    pub round: Option<u32>,
    /// Board.
    pub board: Option<u32>,
    /// The arbiter ruling.
    pub arbiter: String,
    /// The situation.
    pub setup: Setup,
    /// Events before the play.
    pub history: Vec<Event>,
    /// The disputed play.
    pub play: Event,
    /// An incident to record with it.
    pub incident: Option<DisputeIncidentForm>,
    /// A precedent's decision in both languages, to record with it.
    pub precedent: Option<Localized>,
}

/// A recorded dispute, as listed.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct DisputeView {
    /// Its register entry.
    pub seq: i64,
    /// Round.
    pub round: Option<u32>,
    /// Board.
    pub board: Option<u32>,
    /// The arbiter.
    pub arbiter: String,
    /// When.
    pub at: String,
    /// The verdict sentence, as recorded.
    pub sentence: Localized,
    /// The situation.
    pub setup: Setup,
    /// Events before the play.
    pub history: Vec<Event>,
    /// The play.
    pub play: Event,
    /// The incident entry recorded with it.
    pub incident: Option<i64>,
    /// The precedent entry recorded with it.
    pub precedent: Option<i64>,
}

fn dispute_view(d: arbitro_store::Dispute) -> DisputeView {
    DisputeView {
        seq: d.seq,
        round: d.round,
        board: d.board,
        arbiter: d.arbiter,
        at: d.at,
        sentence: localized(&d.ruling.sentence),
        setup: d.setup,
        history: d.history,
        play: d.play,
        incident: d.incident,
        precedent: d.precedent,
    }
}

/// Records the decision in one transaction: the dispute (ruled again by the
/// store with the card engine), the incident and the precedent if asked for.
#[tauri::command(async)]
pub fn record_dispute(state: State<'_, AppState>, record: DisputeRecordForm) -> IpcResult<DisputeView> {
    let incident = match record.incident {
        Some(i) => Some(arbitro_store::DisputeIncident {
            player: i.player,
            fault: super::incidents::fault(&i.fault)?,
            choice: super::incidents::choice(&i.sanction)?,
            description: i.description,
        }),
        None => None,
    };
    let precedent = record.precedent.map(|d| arbitro_store::DisputePrecedent {
        decision: arbitro_store::precedents::Texts {
            es: Some(d.es).filter(|t| !t.trim().is_empty()),
            en: Some(d.en).filter(|t| !t.trim().is_empty()),
        },
    });
    state.with_event(|e| {
        e.disputes()
            .record(arbitro_store::DisputeInput {
                draft: record.draft,
                round: record.round,
                board: record.board,
                arbiter: record.arbiter,
                setup: record.setup,
                history: record.history,
                play: record.play,
                incident,
                precedent,
            })
            .map(|o| dispute_view(o.dispute))
            .map_err(IpcError::from)
    })
}

/// The event's recorded disputes, by round and board.
#[tauri::command(async)]
pub fn list_disputes(state: State<'_, AppState>) -> IpcResult<Vec<DisputeView>> {
    state.with_event(|e| {
        Ok(e.disputes()
            .all()
            .map_err(IpcError::from)?
            .into_iter()
            .map(dispute_view)
            .collect())
    })
}

/// A move typed at the board, read in the UI's language (SAN with Spanish
/// piece letters R, D, T, A, C in Spanish, English letters in English, or
/// UCI) in the position the setup and its events make; returns its UCI, the
/// form a game record keeps. Whether the card rules allow it is the ruling's
/// to say.
#[tauri::command(async)]
pub fn dispute_move(setup: Setup, history: Vec<Event>, text: String) -> IpcResult<String> {
    let game = game_of(&setup, &history)?;
    let fen = game.fen();
    let position = if setup.start.chess960 {
        arbitro_rules::Position::from_fen_chess960(&fen)
    } else {
        arbitro_rules::Position::from_fen(&fen)
    }
    .map_err(IpcError::from)?;
    let m = position
        .parse_move_in(&text, crate::lang::current())
        .map_err(IpcError::from)?;
    Ok(position.uci(m).to_string())
}
