//! The layered resolution of a card (AM-G5, AM-G13): counter → prevention
//! and shields → execution of the steps in order (AM-G7) → final
//! verification of king legality and special rights (AM-R9, AM-G12). Every
//! decision is written to the trace with the clause that made it.

use arbitro_rules::shakmaty::{
    Bitboard, CastlingMode, Chess, Color, EnPassantMode, Piece, Position, PositionErrorKinds, Rank, Role,
    Setup, Square,
};

use super::board;
use super::declare::{self, Declaration, EvalCtx, Resolved};
use super::effects;
use super::movegen;
use super::state::{ActiveEffect, Anchor, GameState, Pending, ci};
use crate::deck::vocabulary::{Lasting, RelocateMode, RoleOrChoice, Step};
use crate::deck::{Card, Deck, Licence, Select};
use crate::reason::{Reason, Verdict};
use crate::record::{FirstTick, Rules};
use crate::trace::{Layer, Trace};
use crate::words::{colour_en, colour_es, piece_on_en, piece_on_es, role_bare_en, role_bare_es};

/// The situation a card resolves in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Context {
    /// An action in its owner's own turn: the turn passes afterwards.
    OwnTurn,
    /// A reaction inside a window: nobody's turn changes.
    Reaction,
    /// A checkmate save (AM-D9): the saved player's turn follows.
    Save,
}

/// What reactions did to a committed card before it resolves.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Modifiers {
    /// Pieces immune to the card (AM-D6).
    pub shielded: Bitboard,
    /// Its captures and eliminations do not happen (AM-D5).
    pub prevented: bool,
    /// The card that countered it (AM-D4).
    pub countered_by: Option<String>,
}

/// How a card's resolution ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// It resolved (perhaps with every effect prevented or shielded: it still counts as played).
    Resolved,
    /// A counter stopped it (AM-D4).
    Countered,
    /// It failed (AM-R5, AM-G3, AM-G7, AM-R9, AM-G15).
    Failed(Verdict),
}

/// Everything resolution needs besides the state.
pub struct Env<'a> {
    /// The deck.
    pub deck: &'a Deck,
    /// The rules and options.
    pub rules: &'a Rules,
}

enum StepResult {
    Done,
    Skipped,
    Stop,
    Fail(Verdict),
}

struct Work<'a> {
    deck: &'a Deck,
    card: &'a Card,
    owner: Color,
    decl: &'a Declaration,
    resolved: Resolved,
    setup: Setup,
    mode: CastlingMode,
    mods: &'a Modifiers,
    context: Context,
    irreversible: bool,
    ep: Option<Square>,
    rules: &'a Rules,
    /// Half-move clock and move number when resolution began: a card turn counts once.
    clocks: (u32, std::num::NonZeroU32),
    /// Consequences carried out, and consequences prevented or shielded.
    done: u32,
    stopped: u32,
}

/// Resolves `decl` layer by layer. On success the state holds the result;
/// on failure the position is restored and the card is accounted for by the
/// caller. `pending` is the committed card a reaction acts on.
#[allow(clippy::too_many_arguments)]
pub fn resolve(
    env: &Env<'_>,
    st: &mut GameState,
    decl: &Declaration,
    mods: &Modifiers,
    context: Context,
    trigger: Option<Square>,
    pending: Option<&mut Pending>,
    trace: &mut Trace,
) -> Outcome {
    let card = env.deck.card(decl.card);
    let code = card.code.as_str();
    // Layer 1: counter (AM-D4).
    if let Some(by) = &mods.countered_by {
        trace.push(
            Layer::Counter,
            "AM-D4",
            Some(code),
            format!("{code} queda anulada por {by}: se descarta sin efecto."),
            format!("{code} is countered by {by}: discarded without effect."),
        );
        return Outcome::Countered;
    }
    // Layer 2: preventions and shields (AM-D5, AM-D6).
    for sq in mods.shielded {
        if let Some(p) = st.table.pos.board().piece_at(sq) {
            trace.push(
                Layer::Prevention,
                "AM-D6",
                Some(code),
                format!(
                    "Escudo sobre {}: es inmune a {code}; el resto se resuelve.",
                    piece_on_es(p, sq)
                ),
                format!(
                    "Shield on {}: it is immune to {code}; the rest resolves.",
                    piece_on_en(p, sq)
                ),
            );
        }
    }
    if mods.prevented {
        trace.push(
            Layer::Prevention,
            "AM-D5",
            Some(code),
            format!("Prevención: las capturas y eliminaciones de {code} no se producen; el resto sí."),
            format!("Prevention: {code}'s captures and eliminations do not happen; the rest does."),
        );
    }
    // Eligibility at resolution (AM-G3, AM-D11).
    let owner = decl.owner;
    let resolved = {
        let ctx = EvalCtx {
            board: st.table.pos.board(),
            effects: &st.table.effects,
            card,
            owner,
            trigger,
            captured: &st.table.captured[ci(owner)],
        };
        let checked = declare::resolve_targets(&ctx, decl).and_then(|r| {
            declare::check_destination(&ctx, decl, &r)?;
            declare::check_steps(&ctx, &st.table.pos, decl, &r)?;
            Ok(r)
        });
        match checked {
            Ok(r) => r,
            Err(v) => {
                let v = Verdict::citing(v.code, "AM-G3", v.message);
                trace.push(
                    Layer::Execution,
                    "AM-G3",
                    Some(code),
                    format!(
                        "{code} falla: su objetivo ya no es elegible al resolver, sin redirección ({})",
                        v.message
                    ),
                    format!(
                        "{code} fails: its target is no longer eligible at resolution, no redirection ({})",
                        v.message
                    ),
                );
                return Outcome::Failed(v);
            }
        }
    };
    let backup = st.table.clone();
    let mode = st.castling;
    let mut work = Work {
        deck: env.deck,
        card,
        owner,
        decl,
        resolved,
        setup: st.table.pos.to_setup(EnPassantMode::Legal),
        mode,
        mods,
        context,
        irreversible: false,
        ep: None,
        rules: env.rules,
        clocks: (st.table.pos.halfmoves(), st.table.pos.fullmoves()),
        done: 0,
        stopped: 0,
    };
    let owner_in_check_before = effects::in_check(st.table.pos.board(), &st.table.effects, owner);
    // Layer 3: execution (AM-G7).
    let mut failure: Option<Verdict> = None;
    let mut pending = pending;
    for (n, step) in card.steps.iter().enumerate() {
        let result = work.exec(st, step, pending.as_deref_mut(), trace);
        match result {
            StepResult::Done | StepResult::Skipped => {}
            StepResult::Stop => break,
            StepResult::Fail(v) => {
                let later = card.steps.len() - n - 1;
                trace.push(
                    Layer::Execution,
                    "AM-G7",
                    Some(code),
                    format!(
                        "El paso {} de {code} falla ({}); {} paso(s) posterior(es) no se ejecutan y la carta se descarta.",
                        n + 1,
                        v.message,
                        later
                    ),
                    format!(
                        "Step {} of {code} fails ({}); {} later step(s) do not run and the card is discarded.",
                        n + 1,
                        v.message,
                        later
                    ),
                );
                failure = Some(v);
                break;
            }
        }
    }
    if failure.is_none() && work.done == 0 && work.stopped > 0 {
        trace.push(
            Layer::Prevention,
            "AM-R5",
            Some(code),
            format!("Todos los efectos de {code} quedaron impedidos: la carta cuenta como jugada y se descarta."),
            format!("Every effect of {code} was prevented or shielded: the card still counts as played and is discarded."),
        );
    }
    // Layer 4: final verification (AM-R9, AM-G12, AM-G13).
    match work.verify(st, owner_in_check_before, trace) {
        Ok(()) => {}
        Err(v) => {
            st.table = backup;
            trace.push(
                Layer::Verification,
                "AM-G13",
                Some(code),
                format!("{code} no supera la verificación final: {}.", v.message),
                format!("{code} fails final verification: {}.", v.message),
            );
            let (es, en) = match v.code {
                Reason::SelfCheck => (
                    "ningún turno puede terminar con el rey propio en jaque",
                    "no turn may end with one's own king in check",
                ),
                Reason::Irresolvable => (
                    "posición irresoluble: se anula la última carta causante",
                    "irresolvable position: the last causing card is annulled",
                ),
                _ => (
                    "la posición resultante no es legal",
                    "the resulting position is not legal",
                ),
            };
            trace.push(
                Layer::Verification,
                v.clause,
                Some(code),
                format!(
                    "{} ({}): {code} falla y se restaura la posición anterior.",
                    cap(es),
                    v.clause
                ),
                format!(
                    "{} ({}): {code} fails and the previous position is restored.",
                    cap(en),
                    v.clause
                ),
            );
            return Outcome::Failed(failure.unwrap_or(v));
        }
    }
    match failure {
        Some(v) => Outcome::Failed(v),
        None => Outcome::Resolved,
    }
}

impl Work<'_> {
    fn code(&self) -> &str {
        &self.card.code
    }

    fn shielded(&self, sq: Square) -> bool {
        self.mods.shielded.contains(sq)
    }

    fn exec(
        &mut self,
        st: &mut GameState,
        step: &Step,
        pending: Option<&mut Pending>,
        trace: &mut Trace,
    ) -> StepResult {
        let before = trace.0.len();
        let result = self.exec_step(st, step, pending, trace);
        for t in &trace.0[before..] {
            match t.layer {
                Layer::Prevention => self.stopped += 1,
                Layer::Execution => self.done += 1,
                _ => {}
            }
        }
        if matches!(
            step,
            Step::Shield { .. } | Step::Prevent { .. } | Step::Counter { .. }
        ) && matches!(result, StepResult::Done)
        {
            // A reaction that registered its protection did its whole job.
            self.done += 1;
        }
        result
    }

    fn exec_step(
        &mut self,
        st: &mut GameState,
        step: &Step,
        pending: Option<&mut Pending>,
        trace: &mut Trace,
    ) -> StepResult {
        match step {
            Step::Relocate { piece, mode, capture } => self.relocate(st, piece, *mode, *capture, trace),
            Step::StandardMoves {
                stop_on_check,
                distinct_pieces: _,
                count: _,
            } => self.standard_moves(st, *stop_on_check, trace),
            Step::Eliminate { targets } => self.eliminate(st, targets, trace),
            Step::ReturnCaptured { role } => self.return_captured(st, *role, trace),
            Step::Swap { pieces } => self.swap(st, pieces, trace),
            Step::PawnAdvance {
                piece,
                squares,
                promote,
                en_passant_right,
            } => self.pawn_advance(st, piece, *squares, *promote, *en_passant_right, trace),
            Step::Transform { piece, into } => self.transform(st, piece, *into, trace),
            Step::AddEffect { anchor, effect } => self.add_effect(st, anchor, *effect, trace),
            Step::Counter {
                only_if_targets_own_piece,
            } => self.counter(st, *only_if_targets_own_piece, pending, trace),
            Step::Shield { piece } => self.shield(piece, pending, trace),
            Step::Prevent { .. } => {
                let Some(p) = pending else {
                    return self.fail(
                        Reason::OutsideWindow,
                        "there is no committed card to prevent".to_string(),
                    );
                };
                p.prevented = true;
                let against = self.deck.code(p.decl.card);
                trace.push(
                    Layer::Prevention,
                    "AM-D5",
                    Some(self.code()),
                    format!(
                        "{} ({}): las capturas y eliminaciones de {against} no se producirán.",
                        self.card.name.es,
                        self.code()
                    ),
                    format!(
                        "{} ({}): {against}'s captures and eliminations will not happen.",
                        self.card.name.en,
                        self.code()
                    ),
                );
                StepResult::Done
            }
            Step::Rewind => self.rewind(st, trace),
        }
    }

    fn fail(&self, code: Reason, msg: String) -> StepResult {
        StepResult::Fail(Verdict::new(code, msg))
    }

    /// Why a card cannot move the piece on `from` to `to`, if an effect forbids it.
    fn movement_blocked(&self, st: &GameState, piece: Piece, from: Square, to: Square) -> Option<Verdict> {
        if let Some(e) = effects::frozen(&st.table.effects, from) {
            return Some(Verdict::new(
                Reason::BlockedByEffect,
                format!(
                    "the piece on {from} is frozen ({}, effect #{})",
                    code_of(self.deck, e),
                    e.id
                ),
            ));
        }
        if let Some(e) = effects::entry_blocked(&st.table.effects, piece, from, to) {
            return Some(Verdict::new(
                Reason::BlockedByEffect,
                format!(
                    "{to} is closed to that piece ({}, effect #{})",
                    code_of(self.deck, e),
                    e.id
                ),
            ));
        }
        None
    }

    /// A card relocation of `colour`'s piece prevented by an effect (AM-D5), traced.
    fn relocation_prevented(&self, st: &GameState, sq: Square, piece: Piece, trace: &mut Trace) -> bool {
        if self.shielded(sq) {
            trace.push(
                Layer::Prevention,
                "AM-D6",
                Some(self.code()),
                format!(
                    "{} es inmune a {}: no se mueve.",
                    cap(&piece_on_es(piece, sq)),
                    self.code()
                ),
                format!(
                    "{} is immune to {}: it does not move.",
                    cap(&piece_on_en(piece, sq)),
                    self.code()
                ),
            );
            return true;
        }
        if let Some(e) = effects::relocation_protected(&st.table.effects, piece.color) {
            let by = code_of(self.deck, e);
            trace.push(
                Layer::Prevention,
                "AM-D5",
                Some(self.code()),
                format!(
                    "{by} impide reubicar {} con cartas: no se mueve.",
                    piece_on_es(piece, sq)
                ),
                format!(
                    "{by} prevents relocating {} by cards: it does not move.",
                    piece_on_en(piece, sq)
                ),
            );
            return true;
        }
        false
    }

    /// Whether capturing/eliminating the piece on `sq` is stopped, traced.
    fn removal_prevented(
        &self,
        st: &GameState,
        sq: Square,
        piece: Piece,
        capture: bool,
        trace: &mut Trace,
    ) -> bool {
        let verb_es = if capture { "capturar" } else { "eliminar" };
        let verb_en = if capture { "capture" } else { "elimination" };
        if self.shielded(sq) {
            trace.push(
                Layer::Prevention,
                "AM-D6",
                Some(self.code()),
                format!(
                    "{} es inmune a {}: no se puede {verb_es}.",
                    cap(&piece_on_es(piece, sq)),
                    self.code()
                ),
                format!(
                    "{} is immune to {}: no {verb_en}.",
                    cap(&piece_on_en(piece, sq)),
                    self.code()
                ),
            );
            return true;
        }
        if self.mods.prevented {
            trace.push(
                Layer::Prevention,
                "AM-D5",
                Some(self.code()),
                format!("Prevención: no se produce {verb_es} {}.", piece_on_es(piece, sq)),
                format!("Prevention: no {verb_en} of {}.", piece_on_en(piece, sq)),
            );
            return true;
        }
        let protector = if capture {
            effects::capture_protected(&st.table.effects, sq, piece)
        } else {
            effects::elimination_protected(&st.table.effects, sq, piece)
        };
        if let Some(e) = protector {
            let by = code_of(self.deck, e);
            trace.push(
                Layer::Prevention,
                "AM-D5",
                Some(self.code()),
                format!("{by} protege {}: no se puede {verb_es}.", piece_on_es(piece, sq)),
                format!("{by} protects {}: no {verb_en}.", piece_on_en(piece, sq)),
            );
            return true;
        }
        false
    }

    fn remove_piece(&mut self, st: &mut GameState, sq: Square, trace: &mut Trace) -> Option<Piece> {
        let piece = self.setup.board.remove_piece_at(sq)?;
        st.table.captured[ci(piece.color)].push(piece.role);
        let ended = effects::piece_gone(&mut st.table.effects, sq);
        trace_ended(self.deck, &ended, trace);
        self.setup.castling_rights.discard(sq);
        self.irreversible = true;
        Some(piece)
    }

    fn move_piece(&mut self, st: &mut GameState, from: Square, to: Square) {
        let Some(piece) = self.setup.board.remove_piece_at(from) else {
            return;
        };
        self.setup.board.set_piece_at(to, piece);
        effects::follow_moves(&mut st.table.effects, &[(from, to)]);
        self.moved_rights(piece, from);
        if piece.role == Role::Pawn {
            self.irreversible = true;
        }
    }

    /// Castling rights lost because a king or rook moved (AM-G12, as for a move).
    fn moved_rights(&mut self, piece: Piece, from: Square) {
        match piece.role {
            Role::King => {
                let back = if piece.color == Color::White {
                    Rank::First
                } else {
                    Rank::Eighth
                };
                self.setup.castling_rights &= !Bitboard::from_rank(back);
            }
            Role::Rook => {
                self.setup.castling_rights.discard(from);
            }
            _ => {}
        }
    }

    /// A piece ended a card move on `to`: traps on the table may eliminate it (AM-D8).
    fn arrival(&mut self, st: &mut GameState, from: Square, to: Square, trace: &mut Trace) {
        let Some(piece) = self.setup.board.piece_at(to) else {
            return;
        };
        if let Some(k) = effects::arrival_trap(&st.table.effects, piece, Some(from), to, to) {
            spring_trap(self.deck, st, k, to, piece, trace);
            let _ = self.remove_piece_uncounted(st, to);
        }
    }

    /// Removes a piece already put in the captured list by a trap.
    fn remove_piece_uncounted(&mut self, _st: &mut GameState, sq: Square) -> Option<Piece> {
        self.irreversible = true;
        self.setup.castling_rights.discard(sq);
        self.setup.board.remove_piece_at(sq)
    }

    fn single(&self, id: &str) -> Option<(Square, Piece)> {
        self.resolved.piece_of(self.card, id)
    }

    fn relocate(
        &mut self,
        st: &mut GameState,
        id: &str,
        mode: RelocateMode,
        capture: bool,
        trace: &mut Trace,
    ) -> StepResult {
        let (Some((from, piece)), Some(to)) = (self.single(id), self.decl.to) else {
            return self.fail(
                Reason::StepImpossible,
                "no piece or destination to relocate".to_string(),
            );
        };
        if self.relocation_prevented(st, from, piece, trace) {
            return StepResult::Skipped;
        }
        if let Some(v) = self.movement_blocked(st, piece, from, to) {
            return StepResult::Fail(v);
        }
        if let Some(victim) = self.setup.board.piece_at(to) {
            if !capture || victim.color == piece.color || victim.role == Role::King {
                return self.fail(Reason::StepImpossible, format!("{to} is occupied"));
            }
            if self.removal_prevented(st, to, victim, true, trace) {
                return StepResult::Skipped;
            }
            self.remove_piece(st, to, trace);
            trace.push(
                Layer::Execution,
                "AM-G1",
                Some(self.code()),
                format!(
                    "{} captura {}.",
                    cap(&piece_on_es(piece, from)),
                    piece_on_es(victim, to)
                ),
                format!(
                    "{} captures {}.",
                    cap(&piece_on_en(piece, from)),
                    piece_on_en(victim, to)
                ),
            );
        }
        self.move_piece(st, from, to);
        let (es, en) = match mode {
            RelocateMode::Teleport => ("se teletransporta a", "teleports to"),
            RelocateMode::Move => ("pasa a", "moves to"),
        };
        let licence = if self.card.has_licence(Licence::IgnoreBlocks) {
            (
                " ignorando las piezas intermedias (licencia expresa, AM-G10)",
                " ignoring the pieces in between (explicit licence, AM-G10)",
            )
        } else {
            ("", "")
        };
        trace.push(
            Layer::Execution,
            if licence.0.is_empty() { "AM-G1" } else { "AM-G10" },
            Some(self.code()),
            format!("{} {es} {to}{}.", cap(&piece_on_es(piece, from)), licence.0),
            format!("{} {en} {to}{}.", cap(&piece_on_en(piece, from)), licence.1),
        );
        if piece.role == Role::King {
            trace.push(
                Layer::Execution,
                "AM-G12",
                Some(self.code()),
                format!(
                    "El rey se ha movido: {} pierden los derechos de enroque.",
                    colour_es(piece.color)
                ),
                format!(
                    "The king has moved: {} loses its castling rights.",
                    colour_en(piece.color)
                ),
            );
        }
        self.arrival(st, from, to, trace);
        StepResult::Done
    }

    fn standard_moves(&mut self, st: &mut GameState, stop_on_check: bool, trace: &mut Trace) -> StepResult {
        let mut gave_check = false;
        for (i, uci) in self.decl.moves.iter().enumerate() {
            if i > 0 && gave_check && stop_on_check {
                trace.push(
                    Layer::Execution,
                    "AM-G1",
                    Some(self.code()),
                    format!("La jugada anterior da jaque: {uci} no se juega."),
                    format!("The previous move gives check: {uci} is not played."),
                );
                return StepResult::Stop;
            }
            let mut setup = self.setup.clone();
            setup.turn = self.owner;
            if i > 0 {
                setup.ep_square = None;
            }
            let pos = match board::build(setup, self.mode) {
                Ok(p) => p,
                Err(_) => return self.fail(Reason::StepImpossible, format!("no legal position for {uci}")),
            };
            let m = match movegen::find_move(&pos, &st.table.effects, uci) {
                Ok(m) => m,
                Err(v) => return self.fail(v.code, format!("{uci}: {}", v.message)),
            };
            let parts = movegen::parts(pos.board(), m);
            if let Some((sq, victim)) = parts.capture
                && (self.shielded(sq) || self.mods.prevented)
            {
                self.removal_prevented(st, sq, victim, true, trace);
                trace.push(
                    Layer::Prevention,
                    if self.mods.prevented { "AM-D5" } else { "AM-D6" },
                    Some(self.code()),
                    format!("La captura no se produce: {uci} no se juega."),
                    format!("The capture does not happen: {uci} is not played."),
                );
                continue;
            }
            let mut pos = pos;
            play_move_on(self.deck, st, &mut pos, m, &parts, trace);
            self.setup = pos.to_setup(EnPassantMode::Legal);
            self.irreversible |= parts.capture.is_some() || parts.mover.role == Role::Pawn;
            trace.push(
                Layer::Execution,
                "AM-G7",
                Some(self.code()),
                format!("Jugada {} de {}: {uci}.", i + 1, self.code()),
                format!("Move {} of {}: {uci}.", i + 1, self.code()),
            );
            gave_check = effects::in_check(pos.board(), &st.table.effects, !self.owner);
        }
        StepResult::Done
    }

    fn eliminate(&mut self, st: &mut GameState, id: &str, trace: &mut Trace) -> StepResult {
        let victims: Vec<(Square, Piece)> = self.resolved.pieces_of(self.card, id).to_vec();
        for (sq, piece) in victims {
            if piece.role == Role::King {
                return self.fail(
                    Reason::KingNotEliminable,
                    format!("the king on {sq} cannot be eliminated"),
                );
            }
            if self.removal_prevented(st, sq, piece, false, trace) {
                continue;
            }
            self.remove_piece(st, sq, trace);
            trace.push(
                Layer::Execution,
                "AM-R10",
                Some(self.code()),
                format!(
                    "{} queda eliminado; no vuelve salvo que otra carta lo permita.",
                    cap(&piece_on_es(piece, sq))
                ),
                format!(
                    "{} is eliminated; it does not return unless another card allows it.",
                    cap(&piece_on_en(piece, sq))
                ),
            );
        }
        StepResult::Done
    }

    fn return_captured(&mut self, st: &mut GameState, role: RoleOrChoice, trace: &mut Trace) -> StepResult {
        let role = match role {
            RoleOrChoice::Role(k) => k.role(),
            RoleOrChoice::Choice => match self.decl.choice {
                Some(r) => r,
                None => return self.fail(Reason::ChoiceIneligible, "no piece chosen".to_string()),
            },
        };
        let Some(to) = self.decl.to else {
            return self.fail(Reason::StepImpossible, "no destination".to_string());
        };
        let captured = &mut st.table.captured[ci(self.owner)];
        let Some(k) = captured.iter().rposition(|r| *r == role) else {
            return self.fail(
                Reason::StepImpossible,
                format!("no captured {} to return", role_bare_en(role)),
            );
        };
        if self.setup.board.piece_at(to).is_some() {
            return self.fail(Reason::StepImpossible, format!("{to} is occupied"));
        }
        captured.remove(k);
        let piece = Piece {
            color: self.owner,
            role,
        };
        self.setup.board.set_piece_at(to, piece);
        self.irreversible = true;
        trace.push(
            Layer::Execution,
            "AM-R10",
            Some(self.code()),
            format!(
                "{} vuelve al tablero en {to} (la carta lo autoriza).",
                cap(role_es_article(role))
            ),
            format!(
                "{} returns to the board on {to} (the card allows it).",
                cap(crate::words::role_en(role))
            ),
        );
        StepResult::Done
    }

    fn swap(&mut self, st: &mut GameState, id: &str, trace: &mut Trace) -> StepResult {
        let ps: Vec<(Square, Piece)> = self.resolved.pieces_of(self.card, id).to_vec();
        let [(a, pa), (b, pb)] = ps[..] else {
            return self.fail(Reason::StepImpossible, "a swap needs two pieces".to_string());
        };
        if self.relocation_prevented(st, a, pa, trace) || self.relocation_prevented(st, b, pb, trace) {
            return StepResult::Skipped;
        }
        if let Some(v) = self
            .movement_blocked(st, pa, a, b)
            .or_else(|| self.movement_blocked(st, pb, b, a))
        {
            return StepResult::Fail(v);
        }
        self.setup.board.set_piece_at(a, pb);
        self.setup.board.set_piece_at(b, pa);
        effects::follow_moves(&mut st.table.effects, &[(a, b), (b, a)]);
        self.moved_rights(pa, a);
        self.moved_rights(pb, b);
        if pa.role == Role::Pawn || pb.role == Role::Pawn {
            self.irreversible = true;
        }
        trace.push(
            Layer::Execution,
            "AM-G1",
            Some(self.code()),
            format!(
                "{} y {} intercambian sus casillas.",
                cap(&piece_on_es(pa, a)),
                piece_on_es(pb, b)
            ),
            format!(
                "{} and {} swap squares.",
                cap(&piece_on_en(pa, a)),
                piece_on_en(pb, b)
            ),
        );
        self.arrival(st, a, b, trace);
        self.arrival(st, b, a, trace);
        StepResult::Done
    }

    fn pawn_advance(
        &mut self,
        st: &mut GameState,
        id: &str,
        squares: u8,
        promote: bool,
        ep_right: bool,
        trace: &mut Trace,
    ) -> StepResult {
        let Some((from, pawn)) = self.single(id) else {
            return self.fail(Reason::StepImpossible, "no pawn".to_string());
        };
        if self.relocation_prevented(st, from, pawn, trace) {
            return StepResult::Skipped;
        }
        if squares == 2
            && crate::geometry::relative_rank(from, pawn.color) != 2
            && !self.card.has_licence(Licence::PawnDoubleStepAnyRank)
        {
            return self.fail(
                Reason::StepImpossible,
                "a two-square advance off the second rank needs an explicit licence (AM-G10)".to_string(),
            );
        }
        let mut path = Vec::new();
        for n in 1..=squares {
            match declare::advance_target(from, pawn.color, n) {
                Some(sq) if self.setup.board.piece_at(sq).is_none() => path.push(sq),
                Some(sq) => return self.fail(Reason::StepImpossible, format!("{sq} is not free")),
                None => {
                    return self.fail(
                        Reason::StepImpossible,
                        "the pawn would leave the board".to_string(),
                    );
                }
            }
        }
        let Some(&to) = path.last() else {
            return self.fail(Reason::StepImpossible, "no advance".to_string());
        };
        if let Some(v) = self.movement_blocked(st, pawn, from, to) {
            return StepResult::Fail(v);
        }
        let promotion = if declare::is_back_rank(to) {
            if !promote {
                return self.fail(Reason::PawnOnLastRank, format!("a pawn cannot stand on {to}"));
            }
            match self.decl.choice {
                Some(r) => Some(r),
                None => return self.fail(Reason::ChoiceIneligible, "no promotion piece chosen".to_string()),
            }
        } else {
            None
        };
        self.move_piece(st, from, to);
        trace.push(
            Layer::Execution,
            if squares == 2 { "AM-G10" } else { "AM-G1" },
            Some(self.code()),
            format!("{} avanza a {to}.", cap(&piece_on_es(pawn, from))),
            format!("{} advances to {to}.", cap(&piece_on_en(pawn, from))),
        );
        if let Some(role) = promotion {
            self.setup.board.set_piece_at(
                to,
                Piece {
                    color: pawn.color,
                    role,
                },
            );
            let ended = effects::piece_gone(&mut st.table.effects, to);
            trace_ended(self.deck, &ended, trace);
            trace.push(
                Layer::Execution,
                "AM-G12",
                Some(self.code()),
                format!("El peón corona en {to}: {}.", role_bare_es(role)),
                format!("The pawn promotes on {to}: {}.", role_bare_en(role)),
            );
        }
        if ep_right && squares == 2 {
            self.ep = path.first().copied();
        } else if squares == 2 {
            trace.push(
                Layer::Execution,
                "AM-G12",
                Some(self.code()),
                "Este avance no crea derecho de captura al paso.".to_string(),
                "This advance creates no en-passant right.".to_string(),
            );
        }
        self.arrival(st, from, to, trace);
        StepResult::Done
    }

    fn transform(
        &mut self,
        st: &mut GameState,
        id: &str,
        into: RoleOrChoice,
        trace: &mut Trace,
    ) -> StepResult {
        let Some((sq, piece)) = self.single(id) else {
            return self.fail(Reason::StepImpossible, "no piece".to_string());
        };
        if self.shielded(sq) {
            trace.push(
                Layer::Prevention,
                "AM-D6",
                Some(self.code()),
                format!(
                    "{} es inmune a {}: no cambia.",
                    cap(&piece_on_es(piece, sq)),
                    self.code()
                ),
                format!(
                    "{} is immune to {}: it does not change.",
                    cap(&piece_on_en(piece, sq)),
                    self.code()
                ),
            );
            return StepResult::Skipped;
        }
        let role = match into {
            RoleOrChoice::Role(k) => k.role(),
            RoleOrChoice::Choice => match self.decl.choice {
                Some(r) => r,
                None => return self.fail(Reason::ChoiceIneligible, "no piece chosen".to_string()),
            },
        };
        self.setup.board.set_piece_at(
            sq,
            Piece {
                color: piece.color,
                role,
            },
        );
        let ended = effects::piece_gone(&mut st.table.effects, sq);
        trace_ended(self.deck, &ended, trace);
        self.setup.castling_rights.discard(sq);
        self.irreversible = true;
        trace.push(
            Layer::Execution,
            "AM-D8",
            Some(self.code()),
            format!(
                "{} se convierte en {}; los efectos anclados a la pieza anterior terminan.",
                cap(&piece_on_es(piece, sq)),
                role_bare_es(role)
            ),
            format!(
                "{} becomes a {}; effects anchored to the former piece end.",
                cap(&piece_on_en(piece, sq)),
                role_bare_en(role)
            ),
        );
        StepResult::Done
    }

    fn add_effect(
        &mut self,
        st: &mut GameState,
        anchor_id: &str,
        effect: Lasting,
        trace: &mut Trace,
    ) -> StepResult {
        let Some(duration) = self.card.duration else {
            return self.fail(Reason::StepImpossible, "the card has no duration".to_string());
        };
        let Some(spec) = self.card.target(anchor_id) else {
            return self.fail(Reason::StepImpossible, format!("no target {anchor_id:?}"));
        };
        let mut anchors: Vec<Anchor> = Vec::new();
        match spec.select {
            Select::Piece | Select::AllPieces | Select::TriggerPiece => {
                for &(square, piece) in self.resolved.pieces_of(self.card, anchor_id) {
                    if self.shielded(square) {
                        trace.push(
                            Layer::Prevention,
                            "AM-D6",
                            Some(self.code()),
                            format!(
                                "{} es inmune a {}: el efecto no se le aplica.",
                                cap(&piece_on_es(piece, square)),
                                self.code()
                            ),
                            format!(
                                "{} is immune to {}: the effect does not apply to it.",
                                cap(&piece_on_en(piece, square)),
                                self.code()
                            ),
                        );
                        continue;
                    }
                    anchors.push(Anchor::Piece { square, piece });
                }
            }
            Select::Square | Select::File | Select::Block | Select::Zone => {
                if let Some(z) = self.resolved.zone_of(self.card, anchor_id) {
                    anchors.push(Anchor::Zone(z.clone()));
                }
            }
            Select::Player => anchors.push(Anchor::Player),
            Select::CommittedCard => {}
        }
        let ply = st.table.ply;
        let first_tick = first_tick_ply(self.rules, self.context, st, self.owner);
        let turns = u32::from(duration.turns);
        for anchor in anchors {
            let id = st.next_effect;
            st.next_effect += 1;
            let label = anchor_label(&anchor);
            let (kind_es, kind_en) = match &anchor {
                Anchor::Piece { .. } => ("pieza", "piece"),
                Anchor::Zone(_) => ("zona", "zone"),
                Anchor::Player | Anchor::None => ("jugador", "player"),
            };
            st.table.effects.push(ActiveEffect {
                id,
                card: self.decl.card,
                owner: self.owner,
                effect: Some(effect),
                anchor,
                started_ply: ply,
                expires_ply: first_tick + 2 * (turns - 1),
                counter: duration.turns,
                exempt: self.mods.shielded,
                no_eliminations: self.mods.prevented,
            });
            trace.push(
                Layer::Execution,
                "AM-D7",
                Some(self.code()),
                format!(
                    "{} ({}) sobre {label}: contador visible {}; termina al final del turno {} (anclaje: {}).",
                    self.card.name.es,
                    self.code(),
                    duration.turns,
                    first_tick + 2 * (turns - 1),
                    kind_es
                ),
                format!(
                    "{} ({}) on {label}: visible counter {}; it ends at the end of ply {} (anchor: {}).",
                    self.card.name.en,
                    self.code(),
                    duration.turns,
                    first_tick + 2 * (turns - 1),
                    kind_en
                ),
            );
        }
        StepResult::Done
    }

    fn counter(
        &mut self,
        st: &GameState,
        only_if: bool,
        pending: Option<&mut Pending>,
        trace: &mut Trace,
    ) -> StepResult {
        let Some(p) = pending else {
            return self.fail(
                Reason::OutsideWindow,
                "there is no committed card to counter".to_string(),
            );
        };
        if only_if {
            let mine = st.table.pos.board().by_color(self.owner);
            if (p.decl.piece_squares() & mine).is_empty() {
                trace.push(
                    Layer::Counter,
                    "AM-D11",
                    Some(self.code()),
                    format!(
                        "{} no apunta a ninguna pieza de {}: {} falla.",
                        self.deck.code(p.decl.card),
                        colour_es(self.owner),
                        self.code()
                    ),
                    format!(
                        "{} targets none of {}'s pieces: {} fails.",
                        self.deck.code(p.decl.card),
                        colour_en(self.owner),
                        self.code()
                    ),
                );
                return self.fail(
                    Reason::CounterConditionUnmet,
                    "the committed card targets none of the owner's pieces".to_string(),
                );
            }
        }
        p.countered_by = Some(self.decl.card);
        trace.push(
            Layer::Counter,
            "AM-D4",
            Some(self.code()),
            format!(
                "{} anula {}: no llegará a resolverse.",
                self.code(),
                self.deck.code(p.decl.card)
            ),
            format!(
                "{} counters {}: it will not resolve.",
                self.code(),
                self.deck.code(p.decl.card)
            ),
        );
        StepResult::Done
    }

    fn shield(&mut self, id: &str, pending: Option<&mut Pending>, trace: &mut Trace) -> StepResult {
        let (Some(p), Some((sq, piece))) = (pending, self.single(id)) else {
            return self.fail(Reason::StepImpossible, "nothing to shield against".to_string());
        };
        p.shielded.add(sq);
        let against = self.deck.code(p.decl.card);
        trace.push(
            Layer::Prevention,
            "AM-D6",
            Some(self.code()),
            format!(
                "{} ({}) protege {} frente a {against}.",
                self.card.name.es,
                self.code(),
                piece_on_es(piece, sq)
            ),
            format!(
                "{} ({}) shields {} against {against}.",
                self.card.name.en,
                self.code(),
                piece_on_en(piece, sq)
            ),
        );
        StepResult::Done
    }

    fn rewind(&mut self, st: &mut GameState, trace: &mut Trace) -> StepResult {
        let Some(before) = st.before_last_move.take() else {
            return self.fail(
                Reason::StepImpossible,
                "there is no move to take back".to_string(),
            );
        };
        st.table = *before;
        self.setup = st.table.pos.to_setup(EnPassantMode::Legal);
        trace.push(
            Layer::Execution,
            "AM-G6",
            Some(self.code()),
            "Se deshace la jugada de captura: se restaura la posición exacta anterior, pieza capturada incluida, con sus derechos de enroque y al paso; el rival vuelve a jugar. Las cartas consumidas siguen consumidas.".to_string(),
            "The capturing move is taken back: the exact previous position is restored, captured piece included, with its castling and en-passant rights; the opponent moves again. Consumed cards stay consumed.".to_string(),
        );
        StepResult::Done
    }

    /// Layer 4 (AM-R9, AM-G12, AM-G13, AM-G15).
    fn verify(
        &mut self,
        st: &mut GameState,
        owner_in_check_before: bool,
        trace: &mut Trace,
    ) -> Result<(), Verdict> {
        let mut setup = self.setup.clone();
        if self.context == Context::OwnTurn {
            setup.turn = !self.owner;
            setup.ep_square = self.ep;
            setup.halfmoves = if self.irreversible { 0 } else { self.clocks.0 + 1 };
            setup.fullmoves = if self.owner == Color::Black {
                self.clocks.1.saturating_add(1)
            } else {
                self.clocks.1
            };
        }
        if self.context != Context::OwnTurn && self.irreversible {
            setup.halfmoves = 0;
        }
        let turn_after = setup.turn;
        let pos: Chess = match board::build(setup, self.mode) {
            Ok(p) => p,
            Err(kinds) => return Err(self.position_verdict(kinds, turn_after)),
        };
        let fx = &st.table.effects;
        let owner_in_check = effects::in_check(pos.board(), fx, self.owner);
        let other_in_check = effects::in_check(pos.board(), fx, !turn_after);
        if other_in_check && !turn_after != self.owner {
            return Err(Verdict::new(
                Reason::Irresolvable,
                format!(
                    "{} would stand in check without the move (AM-G15)",
                    colour_en(!turn_after)
                ),
            ));
        }
        let self_check = match self.context {
            Context::OwnTurn => owner_in_check,
            Context::Reaction => owner_in_check && !owner_in_check_before,
            Context::Save => false,
        };
        if self_check {
            return Err(Verdict::new(
                Reason::SelfCheck,
                format!("{}'s king would be left in check", colour_en(self.owner)),
            ));
        }
        st.table.pos = pos;
        trace.push(
            Layer::Verification,
            "AM-G13",
            Some(self.code()),
            "Verificación final: ningún rey queda en jaque indebido; enroque y al paso recalculados sobre la posición resultante (AM-G12).".to_string(),
            "Final verification: no king is left in check; castling and en-passant rights recomputed on the resulting position (AM-G12).".to_string(),
        );
        Ok(())
    }

    fn position_verdict(&self, kinds: PositionErrorKinds, turn_after: Color) -> Verdict {
        if kinds.contains(PositionErrorKinds::PAWNS_ON_BACKRANK) {
            Verdict::new(
                Reason::PawnOnLastRank,
                "a pawn would stand on rank 1 or 8".to_string(),
            )
        } else if kinds.contains(PositionErrorKinds::OPPOSITE_CHECK) {
            if !turn_after == self.owner {
                Verdict::new(
                    Reason::SelfCheck,
                    format!("{}'s king would be left in check", colour_en(self.owner)),
                )
            } else {
                Verdict::new(
                    Reason::Irresolvable,
                    format!("{} would stand in check out of turn", colour_en(!turn_after)),
                )
            }
        } else {
            Verdict::new(
                Reason::Irresolvable,
                format!("the result is not a playable position ({kinds:?})"),
            )
        }
    }
}

/// The turn index at whose end a new effect first ticks (AM-D7, AM-G11, DECKS.md).
pub fn first_tick_ply(rules: &Rules, context: Context, st: &GameState, owner: Color) -> u32 {
    let ply = st.table.ply;
    match context {
        Context::OwnTurn => match rules.options.duration_first_tick {
            FirstTick::NextOwnerTurn => ply + 2,
            FirstTick::CommitTurn => ply,
        },
        // The owner's next turn: now if it is theirs to play, else the next one.
        Context::Reaction | Context::Save => {
            if st.turn() == owner && st.pending.is_none() {
                ply
            } else {
                ply + 1
            }
        }
    }
}

/// Plays a standard move on `pos`, keeping the table in step: captured
/// pieces, anchors that follow or end, traps that spring (AM-D8).
pub fn play_move_on(
    deck: &Deck,
    st: &mut GameState,
    pos: &mut Chess,
    m: arbitro_rules::shakmaty::Move,
    parts: &movegen::MoveParts,
    trace: &mut Trace,
) {
    if let Some((sq, victim)) = parts.capture {
        st.table.captured[ci(victim.color)].push(victim.role);
        let ended = effects::piece_gone(&mut st.table.effects, sq);
        trace_ended(deck, &ended, trace);
    }
    if !st.table.effects.is_empty() {
        let pairs: Vec<(Square, Square)> = parts.moves.iter().map(|(f, t, _)| (*f, *t)).collect();
        effects::follow_moves(&mut st.table.effects, &pairs);
    }
    if let arbitro_rules::shakmaty::Move::Normal {
        promotion: Some(_),
        to,
        ..
    } = m
    {
        let ended = effects::piece_gone(&mut st.table.effects, to);
        trace_ended(deck, &ended, trace);
    }
    pos.play_unchecked(m);
    // Traps on arrival squares.
    if st.table.effects.is_empty() {
        return;
    }
    let mut springs = Vec::new();
    for (from, to, piece) in &parts.moves {
        if let Some(k) = effects::arrival_trap(&st.table.effects, *piece, Some(*from), *to, *to) {
            springs.push((k, *to, *piece));
        }
    }
    if springs.is_empty() {
        return;
    }
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    for (k, sq, piece) in springs.into_iter().rev() {
        spring_trap(deck, st, k, sq, piece, trace);
        setup.board.discard_piece_at(sq);
        setup.castling_rights.discard(sq);
        setup.halfmoves = 0;
    }
    if let Ok(p) = board::build(setup, st.castling) {
        *pos = p;
    }
}

/// A trap (`eliminate_on_arrival`) eliminates `piece` on `sq`: captured list,
/// anchors, and the trap ends if it works once (the board is edited by the caller).
fn spring_trap(deck: &Deck, st: &mut GameState, k: usize, sq: Square, piece: Piece, trace: &mut Trace) {
    let trap = st.table.effects[k].clone();
    let code = code_of(deck, &trap).to_string();
    st.table.captured[ci(piece.color)].push(piece.role);
    let ended = effects::piece_gone(&mut st.table.effects, sq);
    trace.push(
        Layer::Duration,
        "AM-D8",
        Some(&code),
        format!("{code} (efecto de zona) elimina {}.", piece_on_es(piece, sq)),
        format!("{code} (zone effect) eliminates {}.", piece_on_en(piece, sq)),
    );
    trace_ended(deck, &ended, trace);
    if let Some(Lasting::EliminateOnArrival { once: true, .. }) = trap.effect {
        st.table.effects.retain(|e| e.id != trap.id);
        trace.push(
            Layer::Duration,
            "AM-D8",
            Some(&code),
            format!("{code} ha actuado una vez y termina."),
            format!("{code} has acted once and ends."),
        );
    }
}

/// Traces piece-anchored effects that ended with their piece (AM-D8, AM-G4).
fn trace_ended(deck: &Deck, ended: &[ActiveEffect], trace: &mut Trace) {
    for e in ended {
        let code = deck.code(e.card);
        let at = anchor_label(&e.anchor);
        trace.push(
            Layer::Duration,
            "AM-D8",
            Some(code),
            format!("La pieza de {at} ha dejado de existir: el efecto de {code} anclado a ella termina."),
            format!("The piece on {at} is gone: the {code} effect anchored to it ends."),
        );
    }
}

/// The code of the card behind an effect.
pub fn code_of<'d>(deck: &'d Deck, e: &ActiveEffect) -> &'d str {
    deck.code(e.card)
}

/// How records write an anchor.
pub fn anchor_label(a: &Anchor) -> String {
    match a {
        Anchor::Piece { square, .. } => square.to_string(),
        Anchor::Zone(z) => z.label.clone(),
        Anchor::Player => "player".to_string(),
        Anchor::None => "none".to_string(),
    }
}

fn role_es_article(role: Role) -> &'static str {
    crate::words::role_es(role)
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}
