//! The ruling on a play ([`Game::rule`]): the verdict (resolved, pending,
//! failed, countered, refused with its typed reason), what moved, was
//! removed, placed, changed or protected, the effects that came or went,
//! how the game ended, the trace, and one sentence for the verdict in the
//! reader's language.

use arbitro_i18n::{Arg, Args, Lang, Message, Text, render};
use arbitro_rules::shakmaty::{Board, Piece, Position, Role, Square};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Serialize};

use crate::game::{CardOutcome, Ending, Game, GameStatus, ResolutionNote, Status, WindowReport};
use crate::reason::Verdict;
use crate::record::Event;
use crate::terms::EffectRef;
use crate::text::{PieceAt, PieceName, role_key};
use crate::trace::{Note, Trace};

/// How a play was ruled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulingVerdict {
    /// Carried out: the card resolved (perhaps with every effect stopped),
    /// the move was played, the window passed, the claim upheld…
    Resolved,
    /// The card was committed and waits for the opponent's reaction window (AM-R14).
    Pending {
        /// The window that opened.
        window: WindowReport,
    },
    /// The card was committed but failed: discarded, the turn used (AM-R5).
    Failed(Verdict),
    /// The card was countered (AM-D4).
    Countered {
        /// The card that countered it.
        by: String,
    },
    /// Refused: nothing changed (the card stays in hand).
    Rejected(Verdict),
}

/// How a play was ruled, without what goes with the ruling: the one list
/// of verdicts the store keeps with a dispute and the app shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum VerdictKind {
    /// Carried out.
    Resolved,
    /// Committed, waiting for the opponent's reaction window (AM-R14).
    Pending,
    /// Committed but failed: discarded, the turn used (AM-R5).
    Failed,
    /// Countered (AM-D4).
    Countered,
    /// Refused by the rules: nothing changed.
    Rejected,
}

impl VerdictKind {
    /// The stable code (`resolved`, `pending`, `failed`, `countered`, `rejected`).
    pub fn key(self) -> &'static str {
        match self {
            VerdictKind::Resolved => "resolved",
            VerdictKind::Pending => "pending",
            VerdictKind::Failed => "failed",
            VerdictKind::Countered => "countered",
            VerdictKind::Rejected => "rejected",
        }
    }
}

impl RulingVerdict {
    /// Which verdict it is.
    pub fn kind(&self) -> VerdictKind {
        match self {
            RulingVerdict::Resolved => VerdictKind::Resolved,
            RulingVerdict::Pending { .. } => VerdictKind::Pending,
            RulingVerdict::Failed(_) => VerdictKind::Failed,
            RulingVerdict::Countered { .. } => VerdictKind::Countered,
            RulingVerdict::Rejected(_) => VerdictKind::Rejected,
        }
    }

    /// Why the rules failed or refused the play, if they did.
    pub fn refusal(&self) -> Option<&Verdict> {
        match self {
            RulingVerdict::Failed(v) | RulingVerdict::Rejected(v) => Some(v),
            _ => None,
        }
    }
}

/// One thing a play changed, as the board and the table show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// A piece moved (by a move or a card).
    Moved {
        /// The piece where it stood.
        piece: PieceAt,
        /// Where it stands now.
        to: Square,
    },
    /// A piece left the board (captured or eliminated).
    Removed {
        /// The piece where it stood.
        piece: PieceAt,
    },
    /// A piece came onto the board (returned, a prize, an interposition).
    Placed {
        /// The piece where it stands.
        piece: PieceAt,
    },
    /// A piece changed kind on its square (a promotion, a transformation).
    Transformed {
        /// The piece as it was.
        piece: PieceAt,
        /// What it is now.
        into: Role,
    },
    /// A piece was protected by a card (a shield, an effect on the table).
    Protected {
        /// The piece.
        piece: PieceAt,
        /// The protecting card's code.
        card: String,
        /// Its name.
        name: Text,
    },
    /// Another card of the event ended this way (a pending card countered or failed).
    Card {
        /// The card's code.
        card: String,
        /// How it ended.
        outcome: CardOutcome,
    },
    /// An effect came onto the table.
    EffectAdded {
        /// The effect.
        effect: EffectRef,
    },
    /// An effect left the table.
    EffectEnded {
        /// The effect as it was.
        effect: EffectRef,
    },
    /// The game ended.
    Ended {
        /// How.
        ending: Ending,
    },
}

/// What kind of change a [`Change`] is (its stable code), for callers that
/// keep or send changes without their pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
    /// A piece was protected by a card.
    Protected,
    /// Another card ended this way.
    Card,
    /// An effect came onto the table.
    EffectAdded,
    /// An effect left the table.
    EffectEnded,
    /// The game ended.
    Ended,
}

impl Change {
    /// Its kind.
    pub fn kind(&self) -> ChangeKind {
        match self {
            Change::Moved { .. } => ChangeKind::Moved,
            Change::Removed { .. } => ChangeKind::Removed,
            Change::Placed { .. } => ChangeKind::Placed,
            Change::Transformed { .. } => ChangeKind::Transformed,
            Change::Protected { .. } => ChangeKind::Protected,
            Change::Card { .. } => ChangeKind::Card,
            Change::EffectAdded { .. } => ChangeKind::EffectAdded,
            Change::EffectEnded { .. } => ChangeKind::EffectEnded,
            Change::Ended { .. } => ChangeKind::Ended,
        }
    }

    /// Every square a board marks for this change: a move's origin and
    /// destination, the piece's square, the squares a new effect is
    /// anchored to (the frozen piece, the walled file).
    pub fn squares(&self) -> Vec<Square> {
        match self {
            Change::Moved { piece, to } => vec![piece.square, *to],
            Change::Removed { piece }
            | Change::Placed { piece }
            | Change::Transformed { piece, .. }
            | Change::Protected { piece, .. } => vec![piece.square],
            Change::EffectAdded { effect } => effect.anchor.squares(),
            Change::Card { .. } | Change::EffectEnded { .. } | Change::Ended { .. } => Vec::new(),
        }
    }

    /// The square to mark on the board for this change, if any.
    pub fn square(&self) -> Option<Square> {
        match self {
            Change::Moved { to, .. } => Some(*to),
            Change::Removed { piece } | Change::Placed { piece } | Change::Transformed { piece, .. } => {
                Some(piece.square)
            }
            Change::Protected { piece, .. } => Some(piece.square),
            _ => None,
        }
    }
}

fn piece_args<'a>(piece: &'a PieceAt, out: &mut Args<'a>) {
    out.push(("piece", Arg::boxed(PieceName(*piece, false))));
    out.push(("piece-start", Arg::boxed(PieceName(*piece, true))));
    out.push(("role", Arg::from(role_key(piece.piece.role))));
}

impl Message for Change {
    fn code(&self) -> &str {
        match self {
            Change::Moved { .. } => "cards-change-moved",
            Change::Removed { .. } => "cards-change-removed",
            Change::Placed { .. } => "cards-change-placed",
            Change::Transformed { .. } => "cards-change-transformed",
            Change::Protected { .. } => "cards-change-protected",
            Change::Card { .. } => "cards-change-card",
            Change::EffectAdded { .. } => "cards-change-effect-added",
            Change::EffectEnded { .. } => "cards-change-effect-ended",
            Change::Ended { .. } => "cards-change-ended",
        }
    }

    fn args(&self) -> Args<'_> {
        let mut out = Vec::new();
        match self {
            Change::Moved { piece, to } => {
                piece_args(piece, &mut out);
                out.push(("to", Arg::from(to.to_string())));
            }
            Change::Removed { piece } | Change::Placed { piece } => piece_args(piece, &mut out),
            Change::Transformed { piece, into } => {
                piece_args(piece, &mut out);
                out.push(("into", Arg::boxed(crate::text::RoleName(*into, false))));
            }
            Change::Protected { piece, card, name } => {
                piece_args(piece, &mut out);
                out.push(("card", Arg::from(card)));
                out.push(("name", Arg::Text(name)));
            }
            Change::Card { card, outcome } => {
                out.push(("card", Arg::from(card)));
                out.push(("outcome", Arg::from(outcome.key())));
            }
            Change::EffectAdded { effect } | Change::EffectEnded { effect } => {
                out.push(("effect", Arg::Message(effect)));
            }
            Change::Ended { ending } => {
                out.push(("reason", Arg::Message(&ending.reason)));
                out.push(("result", Arg::Message(&ending.result)));
            }
        }
        out
    }
}

/// The ruling on one play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ruling {
    /// The play ruled on.
    pub event: Event,
    /// How it was ruled.
    pub verdict: RulingVerdict,
    /// What it changed, in the order a sentence tells it: protections first,
    /// then pieces moved, removed, placed and changed, other cards, effects,
    /// the end of the game.
    pub changes: Vec<Change>,
    /// What the engine decided, step by step (layer, clause, sentence).
    pub trace: Trace,
    /// How each card played during the event ended.
    pub resolutions: Vec<ResolutionNote>,
    /// A move: its SAN with its check mark.
    pub san: Option<String>,
    /// The position before the play.
    pub fen_before: String,
    /// The position after it.
    pub fen_after: String,
    /// How the game stands after it.
    pub status: GameStatus,
}

impl Ruling {
    /// The one-sentence verdict in `lang`.
    pub fn sentence(&self, lang: Lang) -> String {
        render(lang, self)
    }

    /// The clauses the ruling rests on: the verdict's, then every step's, once each.
    pub fn clauses(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let first = match &self.verdict {
            RulingVerdict::Failed(v) | RulingVerdict::Rejected(v) => Some(v.clause.to_string()),
            _ => None,
        };
        for c in first
            .into_iter()
            .chain(self.trace.steps().iter().map(|s| s.clause.to_string()))
        {
            if !out.contains(&c) {
                out.push(c);
            }
        }
        out
    }
}

fn card_of(event: &Event) -> Option<&str> {
    match event {
        Event::Card { code, .. } | Event::React { code, .. } => Some(code),
        _ => None,
    }
}

/// The one-sentence verdict: "Se resuelve: …", "Rechazada: … (clause); la
/// carta sigue en la mano".
impl Message for Ruling {
    fn code(&self) -> &str {
        match (&self.verdict, &self.san) {
            (RulingVerdict::Rejected(_), _) => "cards-ruling-rejected",
            (RulingVerdict::Failed(_), _) => "cards-ruling-failed",
            (RulingVerdict::Countered { .. }, _) => "cards-ruling-countered",
            (RulingVerdict::Pending { .. }, _) => "cards-ruling-pending",
            (RulingVerdict::Resolved, Some(_)) => "cards-ruling-move",
            (RulingVerdict::Resolved, None) if self.changes.is_empty() => "cards-ruling-resolved-quiet",
            (RulingVerdict::Resolved, None) => "cards-ruling-resolved",
        }
    }

    fn args(&self) -> Args<'_> {
        let card = card_of(&self.event).unwrap_or("").to_string();
        let changes = || Arg::List(self.changes.iter().map(|c| c as &dyn Message).collect());
        match &self.verdict {
            RulingVerdict::Rejected(v) => vec![
                ("why", Arg::Message(&v.why)),
                ("clause", Arg::from(v.clause)),
                ("card", Arg::from(if card.is_empty() { "no" } else { "yes" })),
            ],
            RulingVerdict::Failed(v) => vec![
                ("card", Arg::from(card)),
                ("why", Arg::Message(&v.why)),
                ("clause", Arg::from(v.clause)),
            ],
            RulingVerdict::Countered { by } => vec![("card", Arg::from(card)), ("by", Arg::from(by))],
            RulingVerdict::Pending { window } => vec![
                ("card", Arg::from(card)),
                (
                    "player",
                    Arg::boxed(crate::text::Player(window.player.color(), false)),
                ),
            ],
            RulingVerdict::Resolved => {
                let mut out = vec![("changes", changes()), ("count", Arg::from(self.changes.len()))];
                if let Some(san) = &self.san {
                    out.push(("san", Arg::from(san)));
                }
                out
            }
        }
    }
}

/// Serialised with its verdict and changes as data, its sentence in both
/// languages, and its trace.
impl Serialize for Ruling {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Ruling", 10)?;
        st.serialize_field("event", &self.event)?;
        let (verdict, error) = match &self.verdict {
            RulingVerdict::Resolved => ("resolved", None),
            RulingVerdict::Pending { .. } => ("pending", None),
            RulingVerdict::Failed(v) => ("failed", Some(v)),
            RulingVerdict::Countered { .. } => ("countered", None),
            RulingVerdict::Rejected(v) => ("rejected", Some(v)),
        };
        st.serialize_field("verdict", verdict)?;
        st.serialize_field("error", &error)?;
        let changes: Vec<arbitro_i18n::MessageData> = self
            .changes
            .iter()
            .map(|c| arbitro_i18n::MessageData::of(c))
            .collect();
        st.serialize_field("changes", &changes)?;
        st.serialize_field("es", &self.sentence(Lang::Es))?;
        st.serialize_field("en", &self.sentence(Lang::En))?;
        st.serialize_field("trace", &self.trace)?;
        st.serialize_field("san", &self.san)?;
        st.serialize_field("fen_before", &self.fen_before)?;
        st.serialize_field("fen_after", &self.fen_after)?;
        st.end()
    }
}

/// What changed on the board between `before` and `after`: pieces that
/// left a square and reached another (moved), left (removed), appeared
/// (placed), or changed kind where they stand (transformed).
fn board_changes(before: &Board, after: &Board) -> Vec<Change> {
    let mut gone: Vec<(Square, Piece)> = Vec::new();
    let mut came: Vec<(Square, Piece)> = Vec::new();
    for sq in Square::ALL {
        let (b, a) = (before.piece_at(sq), after.piece_at(sq));
        if b == a {
            continue;
        }
        if let Some(p) = b {
            gone.push((sq, p));
        }
        if let Some(p) = a {
            came.push((sq, p));
        }
    }
    let mut out = Vec::new();
    // The same piece gone from one square and come to another moved there.
    let mut k = 0;
    while k < gone.len() {
        let (from, piece) = gone[k];
        if let Some(j) = came.iter().position(|(_, p)| *p == piece) {
            let (to, _) = came.remove(j);
            gone.remove(k);
            out.push(Change::Moved {
                piece: PieceAt::new(piece, from),
                to,
            });
        } else {
            k += 1;
        }
    }
    // A piece replaced on its own square by one of its colour changed kind;
    // a pawn gone and a piece of its colour come elsewhere promoted there.
    let mut k = 0;
    while k < gone.len() {
        let (from, piece) = gone[k];
        let same = came
            .iter()
            .position(|(sq, p)| *sq == from && p.color == piece.color);
        let promoted = same.or_else(|| {
            (piece.role == Role::Pawn)
                .then(|| {
                    came.iter()
                        .position(|(_, p)| p.color == piece.color && p.role != Role::Pawn)
                })
                .flatten()
        });
        if let Some(j) = promoted {
            let (to, p) = came.remove(j);
            gone.remove(k);
            if to != from {
                out.push(Change::Moved {
                    piece: PieceAt::new(piece, from),
                    to,
                });
            }
            out.push(Change::Transformed {
                piece: PieceAt::new(piece, to),
                into: p.role,
            });
        } else {
            k += 1;
        }
    }
    out.extend(gone.into_iter().map(|(sq, p)| Change::Removed {
        piece: PieceAt::new(p, sq),
    }));
    out.extend(came.into_iter().map(|(sq, p)| Change::Placed {
        piece: PieceAt::new(p, sq),
    }));
    out
}

impl Game {
    /// Rules on `event` and applies it when accepted: the verdict, what it
    /// changed, the trace and the sentence. A refused play leaves the game
    /// exactly as it was.
    pub fn rule(&mut self, event: &Event) -> Ruling {
        let board_before = self.state().table.pos.board().clone();
        let fen_before = self.fen();
        let effects_before = self.effects();
        let out = self.apply(event);
        let mut changes: Vec<Change> = Vec::new();
        // Protections told by the trace.
        for step in out.trace.steps() {
            let protected = match &step.note {
                Note::Shields {
                    name, card, piece, ..
                } => Some((*piece, card.clone(), name.clone())),
                Note::ProtectedBy { by, piece, .. } | Note::RelocationForbidden { by, piece } => self
                    .deck()
                    .index_of(by)
                    .map(|i| (*piece, by.clone(), self.deck().card(i).name.clone())),
                _ => None,
            };
            if let Some((piece, card, name)) = protected
                && !changes
                    .iter()
                    .any(|c| matches!(c, Change::Protected { piece: p, .. } if p.square == piece.square))
            {
                changes.push(Change::Protected { piece, card, name });
            }
        }
        let accepted = !matches!(out.status, Status::Rejected(_));
        if accepted {
            changes.extend(board_changes(&board_before, self.state().table.pos.board()));
        }
        // Other cards of the event that did not resolve.
        let own = card_of(event)
            .and_then(|c| self.deck().index_of(c))
            .map(|i| self.deck().code(i).to_string());
        for r in &out.resolutions {
            if Some(&r.card) != own.as_ref() && r.outcome != CardOutcome::Resolved {
                changes.push(Change::Card {
                    card: r.card.clone(),
                    outcome: r.outcome,
                });
            }
        }
        if accepted {
            let after = self.effects();
            for e in &after {
                if !effects_before.contains(e) && !effects_before.iter().any(|b| same_effect(b, e)) {
                    changes.push(Change::EffectAdded { effect: e.clone() });
                }
            }
            for e in &effects_before {
                if !after.iter().any(|a| same_effect(a, e)) {
                    changes.push(Change::EffectEnded { effect: e.clone() });
                }
            }
            if let Some(ending) = self.ending() {
                changes.push(Change::Ended { ending });
            }
        }
        let verdict = match &out.status {
            Status::Rejected(v) => RulingVerdict::Rejected(v.clone()),
            Status::Failed(v) => RulingVerdict::Failed(v.clone()),
            Status::Ok => {
                let mine = own
                    .as_ref()
                    .and_then(|c| out.resolutions.iter().find(|r| &r.card == c));
                match (own.as_ref(), mine) {
                    (Some(_), Some(r)) if r.outcome == CardOutcome::Countered => RulingVerdict::Countered {
                        by: countered_by(&out.trace).unwrap_or_default(),
                    },
                    (Some(c), None) if self.pending_report().as_ref() == Some(c) => match self.window() {
                        Some(window) => RulingVerdict::Pending { window },
                        None => RulingVerdict::Resolved,
                    },
                    _ => RulingVerdict::Resolved,
                }
            }
        };
        let san = out.san.clone().filter(|_| accepted).map(|mut s| {
            s.extend(self.check_mark());
            s
        });
        Ruling {
            event: event.clone(),
            verdict,
            changes,
            trace: out.trace,
            resolutions: out.resolutions,
            san,
            fen_before,
            fen_after: self.fen(),
            status: self.status(),
        }
    }
}

/// The same effect on the table before and after a play (its counter may have ticked).
fn same_effect(a: &EffectRef, b: &EffectRef) -> bool {
    a.card == b.card && a.owner == b.owner && a.anchor == b.anchor
}

/// The card that countered the card of a trace (AM-D4).
fn countered_by(trace: &Trace) -> Option<String> {
    trace.steps().iter().find_map(|s| match &s.note {
        Note::Countered { by, .. } => Some(by.clone()),
        _ => None,
    })
}
