//! A card game in play: its deck, rules and state, and the one entry point
//! that applies an event. A refused event changes nothing (the state is
//! replaced only when the event is accepted).
//!
//! Module map: [`state`] holds every data type of a game (position, table,
//! cards, windows, declarations, the ED part) and imports none of the rules;
//! [`am`] is the Ajedrez Mágico protocol (windows, reactions, the layered
//! resolution of deck-vocabulary cards); [`ed`] is the shared-draw-deck
//! protocol; [`ending`] the end-of-game rules both use (the chess ones from
//! `arbitro-rules`); [`start`] the checks of a starting position both use;
//! [`moves`] move text and displacements; [`board`] positions built from
//! edited boards and repetition keys.

pub(crate) mod am;
pub(crate) mod board;
pub(crate) mod ed;
pub(crate) mod ending;
pub(crate) mod moves;
pub(crate) mod snapshot;
pub(crate) mod start;
pub(crate) mod state;

use std::sync::Arc;

use arbitro_rules::shakmaty::fen::Fen;
use arbitro_rules::shakmaty::{CastlingMode, Color, EnPassantMode, Move, Position};
use serde::Serialize;

use crate::deck::vocabulary::PieceKind;
use crate::deck::{Deck, Window};
use crate::error::CardsError;
use crate::reason::{Reason, Verdict, Why};
use crate::record::{ByColour, Colour, EffectRecord, Event, GameRecord, Rules};
use crate::terms::{AnchorName, EffectRef};
use crate::trace::{Layer, Note, Trace};
pub use snapshot::SetupLimit;
pub use state::ed::EdPhase;
use state::{ActiveEffect, Anchor, ci};
pub use state::{EndReason, Ending, GameState, Status, StatusKind};

/// Everything the rules need besides the state: the deck and the rules.
pub(crate) struct Env<'a> {
    /// The deck.
    pub deck: &'a Deck,
    /// The rules and options.
    pub rules: &'a Rules,
}

/// What one event produced besides its status.
#[derive(Debug, Clone, Default)]
pub(crate) struct Ctx {
    /// The trace.
    pub trace: Trace,
    /// Cards resolved during the event.
    pub resolutions: Vec<ResolutionNote>,
    /// A `move` event: the move in SAN among the moves legal then.
    pub san: Option<String>,
}

/// What an accepted event did: `None` when all went well, the verdict of a
/// card that failed otherwise.
pub(crate) type Accepted = Option<Verdict>;

/// How a card played during an event ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardOutcome {
    /// It resolved (perhaps with every effect prevented or shielded).
    Resolved,
    /// It failed (AM-R5, AM-G3, AM-G7, AM-R9, AM-G15).
    Failed,
    /// A counter stopped it (AM-D4).
    Countered,
    /// ED: it could not be obeyed (ED-R3, ED-N1).
    Impossible,
}

impl CardOutcome {
    /// The stable code (`resolved`, `failed`, `countered`, `impossible`).
    pub fn key(self) -> &'static str {
        match self {
            CardOutcome::Resolved => "resolved",
            CardOutcome::Failed => "failed",
            CardOutcome::Countered => "countered",
            CardOutcome::Impossible => "impossible",
        }
    }
}

/// The outcome on screen ("resuelta" / "resolved").
impl arbitro_i18n::Message for CardOutcome {
    fn code(&self) -> &str {
        match self {
            CardOutcome::Resolved => "cards-outcome-resolved",
            CardOutcome::Failed => "cards-outcome-failed",
            CardOutcome::Countered => "cards-outcome-countered",
            CardOutcome::Impossible => "cards-outcome-impossible",
        }
    }
}

/// How a card's resolution ended, for the event report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ResolutionNote {
    /// Card code.
    pub card: String,
    /// Owner.
    pub by: Colour,
    /// How it ended.
    pub outcome: CardOutcome,
    /// Why it failed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Verdict>,
}

/// What applying one event produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventOutcome {
    /// Accepted, failed or refused.
    pub status: Status,
    /// What the engine decided, step by step.
    pub trace: Trace,
    /// Cards that resolved during the event.
    pub resolutions: Vec<ResolutionNote>,
    /// A `move` event that was played: the move in SAN (among the moves
    /// legal under the effects on the table), without its check mark
    /// ([`Game::check_mark`] gives it).
    pub san: Option<String>,
}

/// The temporal card in force in an ED game (ED-C11).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TemporalReport {
    /// Card code.
    pub card: String,
    /// The player who owns it.
    pub owner: Colour,
    /// What it does.
    pub effect: crate::deck::ed::Temporal,
}

/// How the game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Play goes on.
    Ongoing,
    /// A reaction window is open (AM-R14).
    AwaitingReaction,
    /// The checkmate save window is open (AM-D9).
    AwaitingSave,
    /// The game has ended.
    Ended,
}

impl GameStatus {
    /// The stable code (`ongoing`, `awaiting_reaction`, `awaiting_save`, `ended`).
    pub fn key(self) -> &'static str {
        match self {
            GameStatus::Ongoing => "ongoing",
            GameStatus::AwaitingReaction => "awaiting_reaction",
            GameStatus::AwaitingSave => "awaiting_save",
            GameStatus::Ended => "ended",
        }
    }
}

/// The status on screen ("en juego" / "in play").
impl arbitro_i18n::Message for GameStatus {
    fn code(&self) -> &str {
        match self {
            GameStatus::Ongoing => "cards-game-ongoing",
            GameStatus::AwaitingReaction => "cards-game-awaiting-reaction",
            GameStatus::AwaitingSave => "cards-game-awaiting-save",
            GameStatus::Ended => "cards-game-ended",
        }
    }
}

/// An open window: whose it is and what it satisfies (AM-D2, AM-R14).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WindowReport {
    /// Who may play in it.
    pub player: Colour,
    /// Which card windows it satisfies, in file order.
    pub kinds: Vec<Window>,
}

/// Written `player:kind,kind` (`black:after_card`), as scenarios state it.
impl std::fmt::Display for WindowReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kinds: Vec<&str> = self.kinds.iter().map(|w| w.as_str()).collect();
        write!(
            f,
            "{}:{}",
            crate::text::colour_key(self.player.color()),
            kinds.join(",")
        )
    }
}

/// "Ventana de reacción de las negras (tras una carta)".
impl arbitro_i18n::Message for WindowReport {
    fn code(&self) -> &str {
        "cards-window-open"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        let items: Vec<Box<dyn arbitro_i18n::Message>> = self
            .kinds
            .iter()
            .map(|w| Box::new(*w) as Box<dyn arbitro_i18n::Message>)
            .collect();
        vec![
            (
                "player",
                Arg::boxed(crate::text::Player(self.player.color(), false)),
            ),
            ("kinds", Arg::boxed(crate::text::Joined(items))),
        ]
    }
}

/// A card game.
#[derive(Debug, Clone)]
pub struct Game {
    deck: Arc<Deck>,
    rules: Rules,
    state: GameState,
    applied: usize,
    /// What the start position decided (a mate opening the save window, a
    /// game over before any event).
    opening: Trace,
}

impl Game {
    /// The game at the start of `record` (its events are not applied).
    pub fn from_record(deck: Arc<Deck>, record: &GameRecord) -> Result<Game, CardsError> {
        let setup = crate::dispute::Setup::from_record(record);
        Game::from_setup(deck, &setup).map_err(CardsError::from)
    }

    /// The game a setup describes, or every reason it is refused.
    pub fn from_setup(
        deck: Arc<Deck>,
        setup: &crate::dispute::Setup,
    ) -> Result<Game, crate::dispute::SetupError> {
        let (state, opening) = start::initial_state(&deck, setup)?;
        Ok(Game {
            deck,
            rules: setup.rules.clone(),
            state,
            applied: 0,
            opening,
        })
    }

    /// Applies one event. A refused event leaves the game exactly as it was.
    pub fn apply(&mut self, event: &Event) -> EventOutcome {
        let env = Env {
            deck: &self.deck,
            rules: &self.rules,
        };
        let mut ctx = Ctx::default();
        // An action taken while its player's window is open passes that
        // window first (and may resolve a pending card) before it can still
        // be refused: only then is the state copied. Every other refusal
        // happens before anything changes.
        let implicit_pass = self.state.window.is_some()
            && matches!(
                event,
                Event::Move { .. } | Event::Card { .. } | Event::Claim { .. }
            );
        let reacted_last = self.state.last_reaction;
        let result = if self.state.ed.is_some() || implicit_pass {
            // The event works on a copy, kept only when accepted.
            let mut next = self.state.clone();
            let r = if next.ed.is_some() {
                ed::apply(&env, &mut next, event, &mut ctx)
            } else {
                am::apply(&env, &mut next, event, self.applied, &mut ctx)
            };
            if r.is_ok() {
                self.state = next;
            }
            r
        } else {
            let r = am::apply(&env, &mut self.state, event, self.applied, &mut ctx);
            if r.is_err() {
                self.state.last_reaction = reacted_last;
            }
            r
        };
        self.applied += 1;
        let status = match result {
            Ok(None) => Status::Ok,
            Ok(Some(v)) => Status::Failed(v),
            Err(v) => {
                let card = matches!(event, Event::Card { .. } | Event::React { .. });
                return EventOutcome {
                    trace: refusal_trace(&self.deck, &v, card),
                    status: Status::Rejected(v),
                    resolutions: Vec::new(),
                    san: None,
                };
            }
        };
        EventOutcome {
            status,
            trace: ctx.trace,
            resolutions: ctx.resolutions,
            san: ctx.san,
        }
    }

    /// The state.
    pub(crate) fn state(&self) -> &GameState {
        &self.state
    }

    /// What the start position decided before any event: a checkmate that
    /// opens the save window, or a game over at once (AM-D9, ED-R8).
    pub fn opening_trace(&self) -> &Trace {
        &self.opening
    }

    /// The deck.
    pub fn deck(&self) -> &Deck {
        &self.deck
    }

    /// The deck, shared.
    pub fn deck_arc(&self) -> Arc<Deck> {
        self.deck.clone()
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Whether castling follows Chess960 rules.
    pub fn chess960(&self) -> bool {
        self.state.castling == CastlingMode::Chess960
    }

    /// The position as FEN.
    pub fn fen(&self) -> String {
        Fen::from_position(&self.state.table.pos, EnPassantMode::Legal).to_string()
    }

    /// The player whose turn it is (the side to move).
    pub fn to_move(&self) -> Color {
        self.state.turn()
    }

    /// Turns completed since the start.
    pub fn ply(&self) -> u32 {
        self.state.table.ply
    }

    /// How the game ended, if it has.
    pub fn ending(&self) -> Option<Ending> {
        self.state.ending
    }

    /// Whether the side to move is in check (effects and temporal cards included).
    pub fn in_check(&self) -> bool {
        if self.state.ed.is_some() {
            return ed::in_check(&self.state);
        }
        am::effects::in_check(
            self.state.table.pos.board(),
            &self.state.table.effects,
            self.state.turn(),
        )
    }

    /// Standard moves the player to move may play under the effects on the table.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.state.ed.is_some() {
            return ed::legal_now(&self.state);
        }
        am::movegen::legal_moves(&self.state.table.pos, &self.state.table.effects)
    }

    /// The UCI text of a move of this game (castling as Chess960 requires).
    pub fn uci(&self, m: Move) -> String {
        moves::uci_of(m, self.chess960())
    }

    /// The effects on the table, as records.
    pub fn effects_report(&self) -> Vec<EffectRecord> {
        self.state
            .table
            .effects
            .iter()
            .map(|e| EffectRecord {
                card: self.deck.code(e.card).to_string(),
                owner: Colour::from_color(e.owner),
                anchor: am::resolve::anchor_label(&e.anchor),
                kind: e.effect.map(|l| l.name().to_string()),
                counter: e.counter,
                started_ply: Some(e.started_ply),
                expires_ply: Some(e.expires_ply),
                exempt: e.exempt.into_iter().map(|s| s.to_string()).collect(),
                no_eliminations: e.no_eliminations,
                inert: matches!(e.anchor, Anchor::None),
            })
            .collect()
    }

    /// The effects on the table, each as a sentence can name it.
    pub fn effects(&self) -> Vec<EffectRef> {
        self.state
            .table
            .effects
            .iter()
            .map(|e| effect_ref(&self.deck, e))
            .collect()
    }

    /// Both hands by card code (ED: the special cards each player keeps).
    pub fn hands_report(&self) -> ByColour<Vec<String>> {
        let codes = |c: Color| {
            self.state.hands[ci(c)]
                .iter()
                .map(|i| self.deck.code(*i).to_string())
                .collect()
        };
        ByColour {
            white: codes(Color::White),
            black: codes(Color::Black),
        }
    }

    /// Pieces off the board by colour.
    pub fn captured_report(&self) -> ByColour<Vec<PieceKind>> {
        let list = |c: Color| {
            self.state.table.captured[ci(c)]
                .iter()
                .map(|r| PieceKind::from_role(*r))
                .collect()
        };
        ByColour {
            white: list(Color::White),
            black: list(Color::Black),
        }
    }

    /// The discard pile by card code.
    pub fn discard_report(&self) -> Vec<String> {
        self.state
            .discard
            .iter()
            .map(|i| self.deck.code(*i).to_string())
            .collect()
    }

    /// ED family: the draw pile by card code, top first.
    pub fn pile_report(&self) -> Option<Vec<String>> {
        self.state
            .ed
            .as_deref()
            .map(|e| e.pile.iter().map(|i| self.deck.code(*i).to_string()).collect())
    }

    /// ED family: the temporal card in force (ED-C11).
    pub fn temporal_report(&self) -> Option<TemporalReport> {
        let t = self.state.ed.as_deref()?.temporal?;
        Some(TemporalReport {
            card: self.deck.code(t.card).to_string(),
            owner: Colour::from_color(t.owner),
            effect: t.kind,
        })
    }

    /// ED family: what the current turn still owes.
    pub fn phase(&self) -> Option<EdPhase> {
        if self.state.ending.is_some() {
            return None;
        }
        self.state.ed.as_deref().map(state::EdState::phase_kind)
    }

    /// ED family: the card the last event drew (shown to both, ED-R2).
    pub fn drawn_report(&self) -> Option<String> {
        let d = self.state.ed.as_deref()?.drawn?;
        Some(self.deck.code(d).to_string())
    }

    /// The open window.
    pub fn window(&self) -> Option<WindowReport> {
        self.state.window.as_ref().map(|w| WindowReport {
            player: Colour::from_color(w.player),
            kinds: w.kinds.iter().collect(),
        })
    }

    /// The pending card's code.
    pub fn pending_report(&self) -> Option<String> {
        self.state
            .pending
            .as_ref()
            .map(|p| self.deck.code(p.decl.card).to_string())
    }

    /// The player whose next turn is move-only (AM-R12).
    pub fn move_only(&self) -> Option<Colour> {
        self.state.table.move_only.map(Colour::from_color)
    }

    /// How the game stands.
    pub fn status(&self) -> GameStatus {
        if self.state.ending.is_some() {
            GameStatus::Ended
        } else if self.state.window.as_ref().is_some_and(|w| w.is_save()) {
            GameStatus::AwaitingSave
        } else if self.state.window.is_some() {
            GameStatus::AwaitingReaction
        } else {
            GameStatus::Ongoing
        }
    }

    /// The verdict for a refused candidate without applying it (for tools).
    pub fn would_refuse(&self, event: &Event) -> Option<Verdict> {
        let mut probe = self.clone();
        match probe.apply(event).status {
            Status::Rejected(v) => Some(v),
            _ => None,
        }
    }

    /// The move a `move` event names, in SAN among the moves the mover may
    /// play (a move made while the opponent's reaction window is open passes
    /// it first, as the engine does), without check marks; `None` if the
    /// text names no such move.
    pub fn move_san(&self, text: &str) -> Option<String> {
        let passed;
        let mover = match &self.state.window {
            Some(w) if !w.is_save() => {
                let mut g = self.clone();
                let _ = g.apply(&Event::Pass {
                    by: Colour::from_color(w.player),
                });
                passed = g;
                &passed
            }
            _ => self,
        };
        let legal = mover.legal_moves();
        match moves::read(&legal, text) {
            moves::Read::Found(m) => Some(moves::san_among(&legal, m)),
            _ => None,
        }
    }

    /// The check mark a move just played earns: `#` for mate (the game
    /// ended by checkmate, or the save window opened), `+` for check.
    pub fn check_mark(&self) -> Option<char> {
        let mate = self
            .state
            .ending
            .is_some_and(|e| e.reason == EndReason::Checkmate)
            || self.state.window.as_ref().is_some_and(|w| w.is_save());
        if mate {
            Some('#')
        } else if self.in_check() {
            Some('+')
        } else {
            None
        }
    }
}

/// The trace of a refused request: the refusal with its clause and, when an
/// active effect refused it, that effect with its clauses: the card's own
/// text, its duration (AM-D7) and its anchor (AM-D8).
fn refusal_trace(deck: &Deck, v: &Verdict, card: bool) -> Trace {
    let mut trace = Trace::default();
    trace.push(
        Layer::Declaration,
        v.clause,
        None,
        Note::Refused {
            why: v.why.clone(),
            reason: v.reason,
            card,
        },
    );
    if let Some(effect) = v.why.effect() {
        trace.push(
            Layer::Duration,
            "AM-D7",
            Some(&effect.card),
            Note::EffectInForce {
                effect: effect.clone(),
            },
        );
        if let Some(idx) = deck.index_of(&effect.card) {
            let c = deck.card(idx);
            trace.push(
                Layer::Declaration,
                c.code.clone(),
                Some(&c.code),
                Note::EffectText {
                    card: c.code.clone(),
                    text: c.text.clone(),
                },
            );
        }
    }
    trace
}

/// An effect on the table as a sentence names it.
pub(crate) fn effect_ref(deck: &Deck, e: &ActiveEffect) -> EffectRef {
    let card = deck.card(e.card);
    EffectRef {
        card: card.code.clone(),
        name: card.name.clone(),
        owner: e.owner,
        anchor: anchor_name(&e.anchor),
        turns_left: e.counter,
    }
}

/// What an anchor is, as a sentence names it.
pub(crate) fn anchor_name(a: &Anchor) -> AnchorName {
    match a {
        Anchor::Piece { square, .. } => AnchorName::Piece(*square),
        Anchor::Zone(z) => AnchorName::of_zone(&z.label),
        Anchor::Player => AnchorName::Player,
        Anchor::None => AnchorName::Inert,
    }
}

/// The verdict of a request made after the game ended.
pub(crate) fn game_over(end: &Ending, clause: &'static str) -> Verdict {
    Verdict::citing(Reason::GameOver, clause, Why::GameOver { result: end.result })
}
