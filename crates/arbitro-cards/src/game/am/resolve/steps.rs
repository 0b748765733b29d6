//! Layer 3 of a card's resolution (AM-G7): each step of the deck vocabulary
//! carried out on the position being edited, with what effects on the
//! table forbid (AM-D5, AM-D8), what shields stop (AM-D6) and the licences
//! the card grants (AM-G10). There is no code per card: only these words.

use arbitro_rules::shakmaty::{Bitboard, Color, EnPassantMode, Piece, Position, Rank, Role, Square};

use super::table::{spring_trap, trace_ended};
use super::{StepResult, Work};
use crate::deck::vocabulary::{Lasting, RelocateMode, RoleOrChoice, Step};
use crate::deck::{Licence, Select};
use crate::game::am::{declare, effects, movegen};
use crate::game::moves::parts;
use crate::game::state::{ActiveEffect, Anchor, GameState, Pending, ci};
use crate::game::{anchor_name, board, effect_ref};
use crate::reason::{Reason, Verdict, Why};
use crate::terms::Motion;
use crate::text::PieceAt;
use crate::trace::{Layer, Note, Trace};

impl Work<'_> {
    pub(super) fn exec_step(
        &mut self,
        st: &mut GameState,
        step: &Step,
        pending: Option<&mut Pending>,
        trace: &mut Trace,
    ) -> StepResult {
        match step {
            Step::Relocate { piece, mode, capture } => self.relocate(st, piece, *mode, *capture, trace),
            Step::StandardMoves { stop_on_check, .. } => self.standard_moves(st, *stop_on_check, trace),
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
                    return self.fail(Reason::OutsideWindow, Why::NoCommittedCard);
                };
                p.prevented = true;
                trace.push(
                    Layer::Prevention,
                    "AM-D5",
                    Some(self.code()),
                    Note::Prevents {
                        name: self.card.name.clone(),
                        card: self.code().to_string(),
                        against: self.deck.code(p.decl.card).to_string(),
                    },
                );
                StepResult::Done
            }
            Step::Rewind => self.rewind(st, trace),
        }
    }

    /// Why a card cannot move the piece on `from` to `to`, if an effect
    /// forbids it: the effect is named with its card, owner and turns left.
    fn movement_blocked(&self, st: &GameState, piece: Piece, from: Square, to: Square) -> Option<Verdict> {
        if let Some(e) = effects::frozen(&st.table.effects, from) {
            return Some(Verdict::new(
                Reason::BlockedByEffect,
                Why::Frozen {
                    square: from,
                    effect: Box::new(effect_ref(self.deck, e)),
                },
            ));
        }
        if let Some(e) = effects::entry_blocked(&st.table.effects, piece, from, to) {
            return Some(Verdict::new(
                Reason::BlockedByEffect,
                Why::SquareClosed {
                    square: to,
                    effect: Box::new(effect_ref(self.deck, e)),
                },
            ));
        }
        None
    }

    /// A card relocation of a piece prevented by a shield or an effect (AM-D5, AM-D6), traced.
    fn relocation_prevented(&self, st: &GameState, sq: Square, piece: Piece, trace: &mut Trace) -> bool {
        if self.shielded(sq) {
            trace.push(
                Layer::Prevention,
                "AM-D6",
                Some(self.code()),
                Note::ImmuneStays {
                    piece: PieceAt::new(piece, sq),
                    card: self.code().to_string(),
                },
            );
            return true;
        }
        if let Some(e) = effects::relocation_protected(&st.table.effects, piece.color) {
            trace.push(
                Layer::Prevention,
                "AM-D5",
                Some(self.code()),
                Note::RelocationForbidden {
                    by: self.deck.code(e.card).to_string(),
                    piece: PieceAt::new(piece, sq),
                },
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
        let at = PieceAt::new(piece, sq);
        if self.shielded(sq) {
            trace.push(
                Layer::Prevention,
                "AM-D6",
                Some(self.code()),
                Note::ImmuneNotRemoved {
                    piece: at,
                    card: self.code().to_string(),
                    capture,
                },
            );
            return true;
        }
        if self.mods.prevented {
            trace.push(
                Layer::Prevention,
                "AM-D5",
                Some(self.code()),
                Note::PreventedRemoval { piece: at, capture },
            );
            return true;
        }
        let protector = if capture {
            effects::capture_protected(&st.table.effects, sq, piece)
        } else {
            effects::elimination_protected(&st.table.effects, sq, piece)
        };
        if let Some(e) = protector {
            trace.push(
                Layer::Prevention,
                "AM-D5",
                Some(self.code()),
                Note::ProtectedBy {
                    by: self.deck.code(e.card).to_string(),
                    piece: at,
                    capture,
                },
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
            // The trap put the piece in the captured list already.
            self.irreversible = true;
            self.setup.castling_rights.discard(to);
            self.setup.board.discard_piece_at(to);
        }
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
            return self.fail(Reason::StepImpossible, Why::NothingToRelocate);
        };
        if self.relocation_prevented(st, from, piece, trace) {
            return StepResult::Skipped;
        }
        if let Some(v) = self.movement_blocked(st, piece, from, to) {
            return StepResult::Fail(v);
        }
        if let Some(victim) = self.setup.board.piece_at(to) {
            if !capture || victim.color == piece.color || victim.role == Role::King {
                return self.fail(Reason::StepImpossible, Why::Occupied { square: to });
            }
            if self.removal_prevented(st, to, victim, true, trace) {
                return StepResult::Skipped;
            }
            self.remove_piece(st, to, trace);
            trace.push(
                Layer::Execution,
                "AM-G1",
                Some(self.code()),
                Note::Captures {
                    piece: PieceAt::new(piece, from),
                    victim: PieceAt::new(victim, to),
                },
            );
        }
        self.move_piece(st, from, to);
        let licence = self.card.has_licence(Licence::IgnoreBlocks);
        trace.push(
            Layer::Execution,
            if licence { "AM-G10" } else { "AM-G1" },
            Some(self.code()),
            Note::Relocated {
                piece: PieceAt::new(piece, from),
                to,
                motion: match mode {
                    RelocateMode::Teleport => Motion::Teleport,
                    RelocateMode::Move => Motion::Move,
                },
                licence,
            },
        );
        if piece.role == Role::King {
            trace.push(
                Layer::Execution,
                "AM-G12",
                Some(self.code()),
                Note::CastlingLost { player: piece.color },
            );
        }
        self.arrival(st, from, to, trace);
        StepResult::Done
    }

    fn standard_moves(&mut self, st: &mut GameState, stop_on_check: bool, trace: &mut Trace) -> StepResult {
        let mut gave_check = false;
        for (i, text) in self.decl.moves.iter().enumerate() {
            if i > 0 && gave_check && stop_on_check {
                trace.push(
                    Layer::Execution,
                    "AM-G1",
                    Some(self.code()),
                    Note::SecondMoveNotPlayed { mv: text.clone() },
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
                Err(_) => return self.fail(Reason::StepImpossible, Why::NoPositionFor { mv: text.clone() }),
            };
            let m = match movegen::find_move(self.deck, &pos, &st.table.effects, text) {
                Ok(m) => m,
                Err(v) => {
                    return self.fail(
                        v.reason,
                        Why::MoveFailed {
                            mv: text.clone(),
                            why: Box::new(v.why),
                        },
                    );
                }
            };
            let parts = parts(pos.board(), m);
            if let Some((sq, victim)) = parts.capture
                && (self.shielded(sq) || self.mods.prevented)
            {
                self.removal_prevented(st, sq, victim, true, trace);
                trace.push(
                    Layer::Prevention,
                    if self.mods.prevented { "AM-D5" } else { "AM-D6" },
                    Some(self.code()),
                    Note::CaptureNotPlayed { mv: text.clone() },
                );
                continue;
            }
            let mut pos = pos;
            super::play_move_on(self.deck, st, &mut pos, m, &parts, trace);
            self.setup = pos.to_setup(EnPassantMode::Legal);
            self.irreversible |= parts.capture.is_some() || parts.mover.role == Role::Pawn;
            trace.push(
                Layer::Execution,
                "AM-G7",
                Some(self.code()),
                Note::CardMove {
                    n: i + 1,
                    card: self.code().to_string(),
                    mv: text.clone(),
                },
            );
            gave_check = effects::in_check(pos.board(), &st.table.effects, !self.owner);
        }
        StepResult::Done
    }

    fn eliminate(&mut self, st: &mut GameState, id: &str, trace: &mut Trace) -> StepResult {
        let victims: Vec<(Square, Piece)> = self.resolved.pieces_of(self.card, id).to_vec();
        for (sq, piece) in victims {
            if piece.role == Role::King {
                return self.fail(Reason::KingNotEliminable, Why::KingNotEliminable { square: sq });
            }
            if self.removal_prevented(st, sq, piece, false, trace) {
                continue;
            }
            self.remove_piece(st, sq, trace);
            trace.push(
                Layer::Execution,
                "AM-R10",
                Some(self.code()),
                Note::Eliminated {
                    piece: PieceAt::new(piece, sq),
                },
            );
        }
        StepResult::Done
    }

    fn chosen(&self, role: RoleOrChoice) -> Option<Role> {
        match role {
            RoleOrChoice::Role(k) => Some(k.role()),
            RoleOrChoice::Choice => self.decl.choice,
        }
    }

    fn return_captured(&mut self, st: &mut GameState, role: RoleOrChoice, trace: &mut Trace) -> StepResult {
        let Some(role) = self.chosen(role) else {
            return self.fail(Reason::ChoiceIneligible, Why::NoChoice);
        };
        let Some(to) = self.decl.to else {
            return self.fail(Reason::StepImpossible, Why::NoDestination);
        };
        let captured = &mut st.table.captured[ci(self.owner)];
        let Some(k) = captured.iter().rposition(|r| *r == role) else {
            return self.fail(Reason::StepImpossible, Why::NoCaptured { role });
        };
        if self.setup.board.piece_at(to).is_some() {
            return self.fail(Reason::StepImpossible, Why::Occupied { square: to });
        }
        captured.remove(k);
        self.setup.board.set_piece_at(
            to,
            Piece {
                color: self.owner,
                role,
            },
        );
        self.irreversible = true;
        trace.push(
            Layer::Execution,
            "AM-R10",
            Some(self.code()),
            Note::Returned { role, to },
        );
        StepResult::Done
    }

    fn swap(&mut self, st: &mut GameState, id: &str, trace: &mut Trace) -> StepResult {
        let ps: Vec<(Square, Piece)> = self.resolved.pieces_of(self.card, id).to_vec();
        let [(a, pa), (b, pb)] = ps[..] else {
            return self.fail(Reason::StepImpossible, Why::SwapNeedsTwo);
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
            Note::Swapped {
                piece: PieceAt::new(pa, a),
                other: PieceAt::new(pb, b),
            },
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
            return self.fail(Reason::StepImpossible, Why::NoPawn);
        };
        if self.relocation_prevented(st, from, pawn, trace) {
            return StepResult::Skipped;
        }
        if squares == 2
            && crate::geometry::relative_rank(from, pawn.color) != 2
            && !self.card.has_licence(Licence::PawnDoubleStepAnyRank)
        {
            return self.fail(Reason::StepImpossible, Why::DoubleStepNeedsLicence);
        }
        let mut path = Vec::new();
        for n in 1..=squares {
            match declare::advance_target(from, pawn.color, n) {
                Some(sq) if self.setup.board.piece_at(sq).is_none() => path.push(sq),
                Some(sq) => return self.fail(Reason::StepImpossible, Why::NotFree { square: sq }),
                None => return self.fail(Reason::StepImpossible, Why::OffTheBoard),
            }
        }
        let Some(&to) = path.last() else {
            return self.fail(Reason::StepImpossible, Why::NoPawn);
        };
        if let Some(v) = self.movement_blocked(st, pawn, from, to) {
            return StepResult::Fail(v);
        }
        let promotion = if declare::is_back_rank(to) {
            if !promote {
                return self.fail(Reason::PawnOnLastRank, Why::PawnOnBackRank { square: to });
            }
            match self.decl.choice {
                Some(r) => Some(r),
                None => return self.fail(Reason::ChoiceIneligible, Why::PromotionNeedsChoice { square: to }),
            }
        } else {
            None
        };
        self.move_piece(st, from, to);
        trace.push(
            Layer::Execution,
            if squares == 2 { "AM-G10" } else { "AM-G1" },
            Some(self.code()),
            Note::PawnAdvances {
                piece: PieceAt::new(pawn, from),
                to,
            },
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
                Note::Promotes { to, role },
            );
        }
        if ep_right && squares == 2 {
            self.ep = path.first().copied();
        } else if squares == 2 {
            trace.push(
                Layer::Execution,
                "AM-G12",
                Some(self.code()),
                Note::NoEnPassantRight,
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
            return self.fail(Reason::StepImpossible, Why::NoPiece);
        };
        if self.shielded(sq) {
            trace.push(
                Layer::Prevention,
                "AM-D6",
                Some(self.code()),
                Note::ImmuneUnchanged {
                    piece: PieceAt::new(piece, sq),
                    card: self.code().to_string(),
                },
            );
            return StepResult::Skipped;
        }
        let Some(role) = self.chosen(into) else {
            return self.fail(Reason::ChoiceIneligible, Why::NoChoice);
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
            Note::Transformed {
                piece: PieceAt::new(piece, sq),
                role,
            },
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
            return self.fail(Reason::StepImpossible, Why::NoDuration);
        };
        let Some(spec) = self.card.target(anchor_id) else {
            return self.fail(
                Reason::StepImpossible,
                Why::NoSuchTarget {
                    id: anchor_id.to_string(),
                },
            );
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
                            Note::ImmuneToEffect {
                                piece: PieceAt::new(piece, square),
                                card: self.code().to_string(),
                            },
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
        let first_tick = super::first_tick_ply(self.rules, self.context, st, self.owner);
        let turns = u32::from(duration.turns);
        for anchor in anchors {
            let id = st.next_effect;
            st.next_effect += 1;
            let name = anchor_name(&anchor);
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
                Note::EffectAdded {
                    name: self.card.name.clone(),
                    card: self.code().to_string(),
                    anchor: name,
                    counter: duration.turns,
                    ends: first_tick + 2 * (turns - 1),
                },
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
            return self.fail(Reason::OutsideWindow, Why::NoCommittedCard);
        };
        let against = self.deck.code(p.decl.card).to_string();
        if only_if {
            let mine = st.table.pos.board().by_color(self.owner);
            if (p.decl.piece_squares() & mine).is_empty() {
                trace.push(
                    Layer::Counter,
                    "AM-D11",
                    Some(self.code()),
                    Note::CounterConditionUnmet {
                        pending: against,
                        player: self.owner,
                        card: self.code().to_string(),
                    },
                );
                return self.fail(Reason::CounterConditionUnmet, Why::TargetsNoOwnPiece);
            }
        }
        p.countered_by = Some(self.decl.card);
        trace.push(
            Layer::Counter,
            "AM-D4",
            Some(self.code()),
            Note::Counters {
                card: self.code().to_string(),
                pending: against,
            },
        );
        StepResult::Done
    }

    fn shield(&mut self, id: &str, pending: Option<&mut Pending>, trace: &mut Trace) -> StepResult {
        let (Some(p), Some((sq, piece))) = (pending, self.single(id)) else {
            return self.fail(Reason::StepImpossible, Why::NothingToShield);
        };
        p.shielded.add(sq);
        trace.push(
            Layer::Prevention,
            "AM-D6",
            Some(self.code()),
            Note::Shields {
                name: self.card.name.clone(),
                card: self.code().to_string(),
                piece: PieceAt::new(piece, sq),
                against: self.deck.code(p.decl.card).to_string(),
            },
        );
        StepResult::Done
    }

    fn rewind(&mut self, st: &mut GameState, trace: &mut Trace) -> StepResult {
        let Some(before) = st.before_last_move.take() else {
            return self.fail(Reason::StepImpossible, Why::NoMoveToTakeBack);
        };
        st.table = *before;
        self.setup = st.table.pos.to_setup(EnPassantMode::Legal);
        trace.push(Layer::Execution, "AM-G6", Some(self.code()), Note::Rewound);
        StepResult::Done
    }
}
