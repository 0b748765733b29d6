//! The ED family (card chess with a shared 56-card draw deck) on the card
//! engine: the same [`crate::Game`], record, replay, trace and reason codes
//! as the AM family, with the turn protocol of ED-R1…ED-R8 in place of
//! hands and windows.
//!
//! A turn (ED-R2): at its start the player to move either draws the top card
//! of the shared pile (`{"draw": colour}`; refused in check, ED-R7) or plays
//! a normal move (refused under "Carta Obligatoria" while a card can be
//! drawn). The drawn card is shown to both (trace layer `draw`) and decides
//! the rest of the turn, held in the state's [`Phase`]:
//! - movement cards (ED-C1…ED-C3): `move` events by the shown pieces, each
//!   once; a move that lets fewer shown pieces move than another order would
//!   is refused (`must_move_all`); check ends the turn at once (ED-R6); a
//!   stalemate made between two moves counts only at the end (ED-R8);
//! - relocation, removal, bomb, recovery (ED-C4, ED-C6…ED-C8): one `card`
//!   event naming `targets`/`to`; an illegal choice is refused (ED-R5);
//! - an impossible card (ED-N1): 2nd edition ⇒ a free move is owed, 1st
//!   edition ⇒ the turn is lost;
//! - special cards (ED-R4) are kept face up by the player (the `hands` of the
//!   state), then a normal move is owed.
//!
//! Players and colours: events name the colour of the pieces that act (the
//! side to move). Kept cards and results belong to players, named by the
//! colour they started with; they differ only under harakiri (ED-C11), when
//! each player plays the other's pieces and mate wins for whoever gives it.
//!
//! Modules: [`draw`] (drawing and what the card drawn demands), [`turn`]
//! (moves), [`cards`] (card choices, specials, prizes, vetoes), [`end`]
//! (the end of a turn and the judgement of the position), [`moves`] (move
//! generation under the temporal card in force), [`start`].

mod cards;
mod draw;
mod end;
pub(crate) mod moves;
pub(crate) mod start;
#[cfg(test)]
mod tests;
mod turn;

use arbitro_rules::shakmaty::{Color, Move, Position, Role};

pub(crate) use cards::{action_choices, prize_squares, stealable};

use super::state::ed::{EdState, Phase, Powers};
use super::state::{GameState, ci};
use super::{Accepted, CardOutcome, Ctx, Env, ResolutionNote, ending, game_over};
use crate::deck::CardIdx;
use crate::deck::ed::EdCard;
use crate::reason::{Reason, Verdict, Why};
use crate::record::{ClaimKind, Colour, Event};
use crate::trace::Trace;

type R<T> = Result<T, Verdict>;

fn ed(st: &mut GameState) -> &mut EdState {
    st.ed.get_or_insert_with(Default::default)
}

fn powers(st: &GameState) -> Powers {
    st.ed.as_deref().map(EdState::powers).unwrap_or_default()
}

fn player_of(st: &GameState, colour: Color) -> Color {
    st.ed.as_deref().map_or(colour, |e| e.player_of(colour))
}

fn edition(env: &Env<'_>) -> u8 {
    env.rules.options.edition.unwrap_or(2)
}

fn mandatory(env: &Env<'_>) -> bool {
    env.rules.options.mandatory_draw.unwrap_or(false)
}

fn king_capture(env: &Env<'_>) -> bool {
    mandatory(env) && env.rules.options.king_capture.unwrap_or(false)
}

fn ed_card<'d>(env: &'d Env<'_>, idx: CardIdx) -> &'d EdCard {
    static NONE: EdCard = EdCard::NoEffect;
    env.deck.card(idx).ed.as_ref().unwrap_or(&NONE)
}

fn code<'d>(env: &'d Env<'_>, idx: CardIdx) -> &'d str {
    env.deck.code(idx)
}

fn note(ctx: &mut Ctx, env: &Env<'_>, idx: CardIdx, by: Color, outcome: CardOutcome) {
    ctx.resolutions.push(ResolutionNote {
        card: code(env, idx).to_string(),
        by: Colour::from_color(by),
        outcome,
        error: None,
    });
}

fn need_turn(st: &GameState, by: Color) -> R<()> {
    let turn = st.table.pos.turn();
    if turn != by {
        return Err(Verdict::new(Reason::NotYourTurn, Why::NotYourTurn { turn }));
    }
    Ok(())
}

/// Carries out `event` on an ED game.
pub(crate) fn apply(env: &Env<'_>, st: &mut GameState, event: &Event, ctx: &mut Ctx) -> R<Accepted> {
    if let Some(e) = &st.ending {
        return Err(game_over(e, "ED-R8"));
    }
    ed(st).drawn = None;
    // Prizes are claimed in the fulfilling turn: any other event loses them (ED-C10).
    if let Phase::Prize { owner, .. } = ed(st).phase.clone() {
        let keeps = match event {
            Event::Card { by, .. } | Event::Pass { by } => by.color() == owner,
            _ => false,
        };
        if !keeps {
            cards::forfeit_prizes(env, st, ctx);
            if st.ending.is_some() {
                return Err(Verdict::citing(Reason::GameOver, "ED-R8", Why::EndedWithTurn));
            }
        }
    }
    let result = match event {
        Event::Draw { by } => draw::draw(env, st, by.color(), ctx).map(|()| None),
        Event::Move { uci, by } => turn::play_move(env, st, uci, by.map(Colour::color), ctx).map(|()| None),
        Event::Card { code, by, args } => {
            cards::card(env, st, code, by.color(), &args.normalized(), ctx).map(|()| None)
        }
        Event::Pass { by } => cards::pass(env, st, by.color(), ctx).map(|()| None),
        Event::React { .. } => Err(Verdict::citing(
            Reason::WrongFamily,
            "ED-R2",
            Why::NoReactionsInEd,
        )),
        Event::Claim { kind, by } => claim(st, *kind, by.color(), ctx).map(|()| None),
        Event::Flag { by } => {
            ending::flag(st, by.color(), &mut ctx.trace);
            Ok(None)
        }
        Event::Resign { by } => {
            ending::resign(st, by.color(), &mut ctx.trace);
            Ok(None)
        }
        Event::AgreedDraw => ending::agree(st, &mut ctx.trace).map(|()| None),
    };
    if result.is_ok() && st.ending.is_none() {
        end::owed_move_impossible(st, ctx);
    }
    result
}

/// A draw claim, by the player to move before acting (ED-R8: as FIDE).
fn claim(st: &mut GameState, kind: ClaimKind, by: Color, ctx: &mut Ctx) -> R<()> {
    if st.table.pos.turn() != by || !matches!(ed(st).phase, Phase::Start) {
        return Err(Verdict::citing(
            Reason::NotYourTurn,
            "FI-9.2",
            Why::ClaimBeforeActing,
        ));
    }
    ending::claim(st, kind, &mut ctx.trace)
}

/// Judges the start position as at a turn change (ED-R8), then carries out
/// the card the side to move has just drawn, if the setup names one.
pub(crate) fn judge_start(env: &Env<'_>, st: &mut GameState, trace: &mut Trace) {
    let mut ctx = Ctx::default();
    end::evaluate(env, st, &mut ctx);
    if st.ending.is_none()
        && let Some(idx) = st.ed.as_deref().and_then(|e| e.drawn)
    {
        let by = st.table.pos.turn();
        draw::obey(env, st, idx, by, &mut ctx);
        ed(st).drawn = Some(idx);
    }
    trace.0.append(&mut ctx.trace.0);
}

/// The moves the side to move may play now, under the temporal card in force
/// and what the drawn card demands. While a prize waits to be claimed
/// (ED-C10), a move declines it: the moves are those of whoever moves next.
pub(crate) fn legal_now(st: &GameState) -> Vec<Move> {
    let Some(ed) = st.ed.as_deref() else {
        return Vec::new();
    };
    match &ed.phase {
        Phase::Prize { then: None, .. } => moves::legal(&st.table.pos, ed.powers()),
        Phase::Prize { then: Some(next), .. } => moves::flip(&st.table.pos, st.castling, true)
            .map(|pos| legal_in(&pos, ed.powers(), next))
            .unwrap_or_default(),
        phase => legal_in(&st.table.pos, ed.powers(), phase),
    }
}

fn legal_in(pos: &arbitro_rules::shakmaty::Chess, powers: Powers, phase: &Phase) -> Vec<Move> {
    let all = moves::legal(pos, powers);
    match phase {
        Phase::Moves { remaining, .. } => all
            .into_iter()
            .filter(|m| remaining.contains(&moves::role_of(*m)))
            .collect(),
        Phase::KnightAgain => all
            .into_iter()
            .filter(|m| moves::role_of(*m) == Role::Knight)
            .collect(),
        Phase::Action { .. } | Phase::Joker { .. } | Phase::Prize { .. } => Vec::new(),
        Phase::Start | Phase::Free { .. } | Phase::Redo { .. } => all,
    }
}

/// Whether the side to move is in check (super-pieces' knight jumps included).
pub(crate) fn in_check(st: &GameState) -> bool {
    let Some(ed) = st.ed.as_deref() else {
        return false;
    };
    moves::in_check(st.table.pos.board(), st.table.pos.turn(), ed.powers())
}

/// Whether the player who plays `colour` keeps a veto card (ED-C9).
fn holds_veto(env: &Env<'_>, st: &GameState, player: Color) -> bool {
    st.hands[ci(player)]
        .iter()
        .any(|c| matches!(ed_card(env, *c), EdCard::Veto))
}
