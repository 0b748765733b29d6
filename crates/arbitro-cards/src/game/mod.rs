//! A card game in play: its deck, rules and state, and the one entry point
//! that applies an event. A refused event changes nothing (the state is
//! replaced only when the event is accepted).

pub mod board;
pub mod candidates;
pub mod declare;
pub mod ed;
pub mod effects;
pub mod flow;
pub mod movegen;
pub mod resolve;
pub mod start;
pub mod state;
pub mod turns;

use std::sync::Arc;

use arbitro_rules::shakmaty::fen::Fen;
use arbitro_rules::shakmaty::{CastlingMode, Color, EnPassantMode, Move};

use crate::deck::Deck;
use crate::deck::vocabulary::PieceKind;
use crate::error::CardsError;
use crate::reason::Verdict;
use crate::record::{ByColour, Colour, EffectRecord, Event, GameRecord, Rules};
use crate::trace::{Layer, Trace};
use resolve::Env;
use state::{Anchor, ci};
pub use state::{GameState, Status};
pub use turns::ResolutionNote;

/// What applying one event produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventOutcome {
    /// Accepted, failed or refused.
    pub status: Status,
    /// What the engine decided, step by step.
    pub trace: Trace,
    /// Cards that resolved during the event.
    pub resolutions: Vec<ResolutionNote>,
}

/// The temporal card in force in an ED game (ED-C11).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct TemporalReport {
    /// Card code.
    pub card: String,
    /// The player who owns it.
    pub owner: Colour,
    /// What it does (`super_queen`, `harakiri`…).
    pub effect: &'static str,
}

/// A card game.
#[derive(Debug, Clone)]
pub struct Game {
    deck: Arc<Deck>,
    rules: Rules,
    state: GameState,
    applied: usize,
}

impl Game {
    /// The game at the start of `record` (its events are not applied).
    pub fn from_record(deck: Arc<Deck>, record: &GameRecord) -> Result<Game, CardsError> {
        let state =
            start::initial_state(&deck, record).map_err(|problems| CardsError::InvalidRecord { problems })?;
        Ok(Game {
            deck,
            rules: record.rules.clone(),
            state,
            applied: 0,
        })
    }

    /// Applies one event. A refused event leaves the game exactly as it was.
    pub fn apply(&mut self, event: &Event) -> EventOutcome {
        let env = Env {
            deck: &self.deck,
            rules: &self.rules,
        };
        let mut ctx = turns::Ctx::default();
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
        let result = if self.state.ed.is_some() {
            // ED: the event works on a copy, kept only when accepted.
            let mut next = self.state.clone();
            let r = ed::apply(&env, &mut next, event, &mut ctx);
            if r.is_ok() {
                self.state = next;
            }
            r
        } else if implicit_pass {
            let mut next = self.state.clone();
            let r = flow::apply(&env, &mut next, event, self.applied, &mut ctx);
            if r.is_ok() {
                self.state = next;
            }
            r
        } else {
            let r = flow::apply(&env, &mut self.state, event, self.applied, &mut ctx);
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
                let mut trace = Trace::default();
                let card = matches!(event, Event::Card { .. } | Event::React { .. });
                trace.push(
                    Layer::Declaration,
                    v.clause,
                    None,
                    format!(
                        "Solicitud rechazada ({}): no cambia nada{}.",
                        v.code.code(),
                        if card { "; la carta sigue en la mano" } else { "" }
                    ),
                    format!(
                        "Request refused ({}): {}; nothing changes{}.",
                        v.code.code(),
                        v.message,
                        if card { " and the card stays in hand" } else { "" }
                    ),
                );
                return EventOutcome {
                    status: Status::Rejected(v),
                    trace,
                    resolutions: Vec::new(),
                };
            }
        };
        EventOutcome {
            status,
            trace: ctx.trace,
            resolutions: ctx.resolutions,
        }
    }

    /// The state.
    pub fn state(&self) -> &GameState {
        &self.state
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
        use std::fmt::Write as _;
        let mut s = String::with_capacity(96);
        let _ = write!(
            s,
            "{}",
            Fen::from_position(&self.state.table.pos, EnPassantMode::Legal)
        );
        s
    }

    /// The player whose turn it is.
    pub fn to_move(&self) -> Color {
        self.state.turn()
    }

    /// Standard moves the player to move may play under the effects on the table.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.state.ed.is_some() {
            return ed::legal_now(&self.state);
        }
        movegen::legal_moves(&self.state.table.pos, &self.state.table.effects)
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
                anchor: resolve::anchor_label(&e.anchor),
                kind: e.effect.map(|l| lasting_name(&l).to_string()),
                counter: e.counter,
                started_ply: Some(e.started_ply),
                expires_ply: Some(e.expires_ply),
                exempt: e.exempt.into_iter().map(|s| s.to_string()).collect(),
                no_eliminations: e.no_eliminations,
                inert: matches!(e.anchor, Anchor::None),
            })
            .collect()
    }

    /// Both hands by card code.
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
            effect: t.kind.as_str(),
        })
    }

    /// ED family: what the current turn still owes (`draw_or_move`, `card_moves`…).
    pub fn phase_report(&self) -> Option<&'static str> {
        if self.state.ending.is_some() {
            return None;
        }
        self.state.ed.as_deref().map(ed::EdState::phase_word)
    }

    /// ED family: the card the last event drew (shown to both, ED-R2).
    pub fn drawn_report(&self) -> Option<String> {
        let d = self.state.ed.as_deref()?.drawn?;
        Some(self.deck.code(d).to_string())
    }

    /// The open window as `player:kind,kind`.
    pub fn window_report(&self) -> Option<String> {
        self.state.window.as_ref().map(|w| {
            let kinds: Vec<&str> = w.kinds.iter().map(crate::deck::Window::as_str).collect();
            format!("{}:{}", crate::words::colour_key(w.player), kinds.join(","))
        })
    }

    /// The pending card's code.
    pub fn pending_report(&self) -> Option<String> {
        self.state
            .pending
            .as_ref()
            .map(|p| self.deck.code(p.decl.card).to_string())
    }

    /// How the game stands: `ongoing`, `awaiting_reaction`, `awaiting_save` or `ended`.
    pub fn status_word(&self) -> &'static str {
        if self.state.ending.is_some() {
            "ended"
        } else if self.state.window.as_ref().is_some_and(|w| w.is_save()) {
            "awaiting_save"
        } else if self.state.window.is_some() {
            "awaiting_reaction"
        } else {
            "ongoing"
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
}

fn lasting_name(l: &crate::deck::vocabulary::Lasting) -> &'static str {
    use crate::deck::vocabulary::Lasting as L;
    match l {
        L::NoMove => "no_move",
        L::NoEntry { .. } => "no_entry",
        L::EliminateOnArrival { .. } => "eliminate_on_arrival",
        L::ExtraMovement { .. } => "extra_movement",
        L::NoCapture { .. } => "no_capture",
        L::NoCardRelocation { .. } => "no_card_relocation",
    }
}
