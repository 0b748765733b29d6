//! Layer 4 of a card's resolution (AM-R9, AM-G12, AM-G13, AM-G15): the
//! resulting position is built with its special rights recomputed, and no
//! king may be left in check where the rules forbid it.

use arbitro_rules::shakmaty::{Chess, Color, Position, PositionErrorKinds};

use super::{Context, Work};
use crate::game::am::effects;
use crate::game::board;
use crate::game::state::GameState;
use crate::reason::{Reason, Verdict, Why};
use crate::trace::{Layer, Note, Trace};

impl Work<'_> {
    /// Layer 4 (AM-R9, AM-G12, AM-G13, AM-G15).
    pub(super) fn verify(
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
                Why::CheckWithoutMove { player: !turn_after },
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
                Why::KingLeftInCheck { player: self.owner },
            ));
        }
        st.table.pos = pos;
        trace.push(
            Layer::Verification,
            "AM-G13",
            Some(self.code()),
            Note::VerificationPasses,
        );
        Ok(())
    }

    fn position_verdict(&self, kinds: PositionErrorKinds, turn_after: Color) -> Verdict {
        if kinds.contains(PositionErrorKinds::PAWNS_ON_BACKRANK) {
            Verdict::new(Reason::PawnOnLastRank, Why::PawnWouldStand)
        } else if kinds.contains(PositionErrorKinds::OPPOSITE_CHECK) {
            if !turn_after == self.owner {
                Verdict::new(Reason::SelfCheck, Why::KingLeftInCheck { player: self.owner })
            } else {
                Verdict::new(Reason::Irresolvable, Why::CheckOutOfTurn { player: !turn_after })
            }
        } else {
            Verdict::new(Reason::Irresolvable, Why::NotPlayable)
        }
    }
}
