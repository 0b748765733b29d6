//! The end of a game, one rule each, for both families. The chess rules are
//! `arbitro-rules`' (FIDE ruleset): flag fall (FI-6.9) and resignation
//! (FI-5.1.2) lose unless the opponent cannot mate, a draw is agreed once
//! both have moved (FI-5.2.3), claims stand on three repetitions or fifty
//! moves (FI-9.2, FI-9.3), fivefold repetition and 75 moves end the game by
//! themselves (FI-9.6). The card engine counts repetitions itself (its
//! positions include the effects on the table and the temporal card in
//! force) and adds the card resources a player still has: cards in hand,
//! effects, a pending card (AM), captured pieces a card could bring back (ED).

use arbitro_rules::Ruleset;
use arbitro_rules::shakmaty::{Color, Position};

use super::state::{EndReason, Ending, GameState, ci};
use crate::reason::{Reason, Verdict, Why};
use crate::record::ClaimKind;
use crate::terms::GameResult;
use crate::trace::{Layer, Note, Trace};

/// The ruleset whose chess rules the card families follow.
const RULES: Ruleset = Ruleset::Fide;

/// Ends the game.
pub(crate) fn end(st: &mut GameState, result: GameResult, reason: EndReason, clause: &'static str) {
    st.ending = Some(Ending {
        result,
        reason,
        clause,
    });
    st.window = None;
}

/// Whether `colour` has card resources that could still lead to mate: cards
/// in hand or kept, effects on the table or a pending card (AM), captured
/// pieces a recovery card could return (ED).
fn card_resources(st: &GameState, colour: Color) -> bool {
    if st.ed.is_some() {
        !st.table.captured[ci(colour)].is_empty()
    } else {
        !st.hands[ci(colour)].is_empty() || !st.table.effects.is_empty() || st.pending.is_some()
    }
}

/// The chess position as the rules core sees it.
fn chess(st: &GameState) -> arbitro_rules::Position {
    arbitro_rules::Position::from_chess(st.table.pos.clone(), st.castling)
}

/// The result when `loser` loses unless the opponent cannot mate.
fn loss_unless_cannot_mate(st: &GameState, loser: Color, flag: bool) -> GameResult {
    if card_resources(st, !loser) {
        return GameResult::win(!loser);
    }
    let pos = chess(st);
    let ending = if flag {
        RULES.flag_fall(&pos, loser)
    } else {
        RULES.resignation(&pos, loser)
    };
    match ending.outcome.winner() {
        Some(w) => GameResult::win(w),
        None => GameResult::Draw,
    }
}

/// `loser`'s flag falls (FI-6.9).
pub(crate) fn flag(st: &mut GameState, loser: Color, trace: &mut Trace) {
    let result = loss_unless_cannot_mate(st, loser, true);
    let reason = if result == GameResult::Draw {
        EndReason::FlagNoMatingMaterial
    } else {
        EndReason::Flag
    };
    end(st, result, reason, "FI-6.9");
    trace.push(
        Layer::Status,
        "FI-6.9",
        None,
        Note::FlagFalls {
            player: loser,
            result,
        },
    );
}

/// `loser` resigns (FI-5.1.2).
pub(crate) fn resign(st: &mut GameState, loser: Color, trace: &mut Trace) {
    let result = loss_unless_cannot_mate(st, loser, false);
    let reason = if result == GameResult::Draw {
        EndReason::ResignationNoMatingMaterial
    } else {
        EndReason::Resignation
    };
    end(st, result, reason, "FI-5.1.2");
    trace.push(
        Layer::Status,
        "FI-5.1.2",
        None,
        Note::Resigns {
            player: loser,
            result,
        },
    );
}

/// A draw by agreement, once each player has had a turn (FI-5.2.3).
pub(crate) fn agree(st: &mut GameState, trace: &mut Trace) -> Result<(), Verdict> {
    let turns = st.table.ply as usize;
    if RULES.agreement(turns.div_ceil(2), turns / 2).is_err() {
        return Err(Verdict::citing(
            Reason::ClaimUnfounded,
            "FI-5.2.3",
            Why::AgreementTooEarly,
        ));
    }
    end(st, GameResult::Draw, EndReason::Agreement, "FI-5.2.3");
    trace.push(Layer::Status, "FI-5.2.3", None, Note::AgreedDraw);
    Ok(())
}

/// How many times the current position has appeared (FI-9.2), by the card
/// engine's repetition keys.
fn appearances(st: &GameState) -> usize {
    let key = st.table.history.last().copied().unwrap_or(0);
    st.table.history.iter().filter(|k| **k == key).count()
}

/// A draw claim by the player to move (FI-9.2 threefold repetition with
/// castling and en-passant rights counted, FI-9.3 fifty moves): the game
/// ends drawn when the table supports it; otherwise it is refused.
pub(crate) fn claim(st: &mut GameState, kind: ClaimKind, trace: &mut Trace) -> Result<(), Verdict> {
    let clause = kind.clause();
    if !RULES.claim_stands(
        match kind {
            ClaimKind::Threefold => arbitro_rules::ClaimKind::Threefold,
            ClaimKind::FiftyMoves => arbitro_rules::ClaimKind::FiftyMoves,
        },
        appearances(st),
        st.table.pos.halfmoves(),
    ) {
        return Err(Verdict::citing(
            Reason::ClaimUnfounded,
            clause,
            Why::ClaimUnfounded { kind },
        ));
    }
    let reason = match kind {
        ClaimKind::Threefold => EndReason::ThreefoldRepetition,
        ClaimKind::FiftyMoves => EndReason::FiftyMoves,
    };
    end(st, GameResult::Draw, reason, clause);
    trace.push(Layer::Status, clause, None, Note::ClaimUpheld { kind });
    Ok(())
}

/// Fivefold repetition or 75 moves end the game by themselves (FI-9.6):
/// whether one did.
pub(crate) fn automatic_draw(st: &mut GameState, trace: &mut Trace) -> bool {
    let Some(e) = RULES.automatic_draw(appearances(st), st.table.pos.halfmoves()) else {
        return false;
    };
    let (reason, note) = match e.reason {
        arbitro_rules::Reason::FivefoldRepetition => (EndReason::FivefoldRepetition, Note::Fivefold),
        _ => (EndReason::SeventyFiveMoves, Note::SeventyFive),
    };
    end(st, GameResult::Draw, reason, "FI-9.6");
    trace.push(Layer::Status, "FI-9.6", None, note);
    true
}
