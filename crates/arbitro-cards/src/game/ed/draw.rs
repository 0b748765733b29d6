//! Drawing from the shared pile (ED-R1, ED-R2, ED-R7) and what the card
//! drawn demands (ED-R3, ED-R4): the shown pieces to move, a choice to make,
//! a lost turn, a special card kept; a card that cannot be obeyed (ED-N1).

use arbitro_rules::shakmaty::{Color, Position, Role};

use super::{
    R, action_choices, code, ed, ed_card, edition, holds_veto, king_capture, moves, need_turn, note,
    player_of, powers,
};
use crate::deck::CardIdx;
use crate::deck::ed::{EdCard, MoveCount, Temporal};
use crate::game::state::ed::{InForce, Phase};
use crate::game::state::{GameState, ci};
use crate::game::{CardOutcome, Ctx, Env};
use crate::reason::{Reason, Verdict, Why};
use crate::record::BombVariant;
use crate::text::Roles;
use crate::trace::{Layer, Note};

/// The player to move draws the top card (refused in check, ED-R7, and once
/// the turn has chosen), shows it and obeys it.
pub(super) fn draw(env: &Env<'_>, st: &mut GameState, by: Color, ctx: &mut Ctx) -> R<()> {
    need_turn(st, by)?;
    if !matches!(ed(st).phase, Phase::Start) {
        return Err(Verdict::new(
            Reason::CardObligation,
            Why::AlreadyChose {
                player: by,
                phase: ed(st).phase_kind(),
            },
        ));
    }
    if super::in_check(st) && !king_capture(env) {
        return Err(Verdict::new(
            Reason::InCheckNoDraw,
            Why::InCheckNoDraw { player: by },
        ));
    }
    if ed(st).pile.is_empty() {
        reshuffle(st, ctx)?;
    }
    let idx = ed(st).pile.remove(0);
    ed(st).drawn = Some(idx);
    let card = env.deck.card(idx);
    ctx.trace.push(
        Layer::Draw,
        "ED-R2",
        Some(&card.code),
        Note::Drew {
            player: by,
            card: card.code.clone(),
            name: card.name.clone(),
        },
    );
    obey(env, st, idx, by, ctx);
    Ok(())
}

/// Carries out what the card `idx` just drawn by `by` demands.
pub(super) fn obey(env: &Env<'_>, st: &mut GameState, idx: CardIdx, by: Color, ctx: &mut Ctx) {
    let ed_kind = ed_card(env, idx).clone();
    let clause = ed_kind.clause();
    let card_code = code(env, idx).to_string();
    match ed_kind {
        EdCard::Move { pieces, count } => {
            let remaining: Vec<Role> = pieces.iter().map(|p| p.role()).collect();
            let left = match count {
                MoveCount::All => remaining.len() as u8,
                MoveCount::One => 1,
                MoveCount::Two => 2,
            };
            let best = moves::best(&st.table.pos, powers(st), &remaining, left, st.castling);
            if best == 0 {
                return impossible(env, st, idx, by, Why::ShownCannotMove, ctx);
            }
            ctx.trace.push(
                Layer::Execution,
                clause,
                Some(&card_code),
                Note::MustMoveShown {
                    left,
                    pieces: Roles(remaining.clone()),
                    best,
                },
            );
            ed(st).phase = Phase::Moves {
                card: idx,
                remaining,
                left,
                best,
            };
        }
        EdCard::LoseTurn => {
            st.discard.push(idx);
            ctx.trace.push(
                Layer::Execution,
                "ED-C5",
                Some(&card_code),
                Note::LosesTurn { player: by },
            );
            note(ctx, env, idx, by, CardOutcome::Resolved);
            super::end::lose_turn(env, st, by, ctx);
        }
        EdCard::Relocate | EdCard::Remove { .. } | EdCard::Recover { .. } => {
            if action_choices(env, st, idx, by, true).is_empty() {
                return impossible(env, st, idx, by, Why::NothingLegal, ctx);
            }
            ctx.trace
                .push(Layer::Execution, clause, Some(&card_code), Note::ChoiceDeclared);
            ed(st).phase = Phase::Action { card: idx };
        }
        EdCard::Bomb { .. } => {
            let variant = env.rules.options.bomb_variant.unwrap_or(BombVariant::Normal);
            match variant {
                BombVariant::Normal | BombVariant::Cruel => {
                    if action_choices(env, st, idx, by, true).is_empty() {
                        return impossible(env, st, idx, by, Why::ZoneNothingLegal, ctx);
                    }
                    ed(st).phase = Phase::Action { card: idx };
                    ctx.trace.push(
                        Layer::Execution,
                        "ED-C7",
                        Some(&card_code),
                        Note::BombChoice { variant },
                    );
                }
                BombVariant::Fierce | BombVariant::Crazy => {
                    let zone = super::cards::bomb_zone(env, idx, by);
                    let board = st.table.pos.board();
                    let mut victims = zone & !board.kings();
                    if variant == BombVariant::Fierce {
                        victims &= board.by_color(!by);
                    }
                    victims &= board.occupied();
                    if victims.is_empty() {
                        return impossible(env, st, idx, by, Why::ZoneEmpty, ctx);
                    }
                    if super::cards::remove_pieces(st, victims, by).is_none() {
                        return impossible(env, st, idx, by, Why::RemovalIllegal, ctx);
                    }
                    ctx.trace.push(
                        Layer::Execution,
                        "ED-C7",
                        Some(&card_code),
                        Note::BombRemoves {
                            variant,
                            count: victims.count(),
                        },
                    );
                    st.discard.push(idx);
                    note(ctx, env, idx, by, CardOutcome::Resolved);
                    ed(st).log.card_acted = true;
                    super::end::finish_turn(env, st, by, ctx);
                }
            }
        }
        EdCard::Veto => {
            let p = player_of(st, by);
            let note = if holds_veto(env, st, p) {
                if holds_veto(env, st, !p) {
                    st.discard.push(idx);
                    Note::VetoDiscarded
                } else {
                    st.hands[ci(!p)].push(idx);
                    Note::VetoGiven
                }
            } else {
                st.hands[ci(p)].push(idx);
                Note::SpecialKept
            };
            let clause = if note == Note::SpecialKept {
                "ED-R4"
            } else {
                "ED-C9"
            };
            ctx.trace.push(Layer::Execution, clause, Some(&card_code), note);
            ed(st).phase = Phase::Free { card: Some(idx) };
        }
        EdCard::Objective { goal, prize } => {
            st.hands[ci(player_of(st, by))].push(idx);
            ctx.trace.push(
                Layer::Execution,
                "ED-C10",
                Some(&card_code),
                Note::ObjectiveKept {
                    goal,
                    prize: prize.role(),
                },
            );
            ed(st).phase = Phase::Free { card: Some(idx) };
        }
        EdCard::Temporal { effect } => {
            let owner = player_of(st, by);
            if let Some(old) = ed(st).temporal.take() {
                for h in st.hands.iter_mut() {
                    h.retain(|c| *c != old.card);
                }
                st.discard.push(old.card);
                let old_code = code(env, old.card).to_string();
                ctx.trace.push(
                    Layer::Duration,
                    "ED-C11",
                    Some(&old_code),
                    Note::TemporalReplaced {
                        card: old_code.clone(),
                    },
                );
            }
            st.hands[ci(owner)].push(idx);
            ed(st).temporal = Some(InForce {
                card: idx,
                owner,
                kind: effect,
            });
            let note = if effect == Temporal::Harakiri {
                Note::ColoursSwap
            } else {
                Note::TemporalInForce {
                    effect,
                    player: owner,
                }
            };
            ctx.trace.push(Layer::Execution, "ED-C11", Some(&card_code), note);
            ed(st).phase = Phase::Free { card: Some(idx) };
            super::end::check_by_card(env, st, by, ctx);
        }
        EdCard::Joker => {
            let thief = player_of(st, by);
            let options = super::cards::stealable(env, st, thief);
            match options.as_slice() {
                [] => {
                    st.discard.push(idx);
                    ctx.trace
                        .push(Layer::Execution, "ED-C12", Some(&card_code), Note::JokerNothing);
                    note(ctx, env, idx, by, CardOutcome::Resolved);
                    ed(st).phase = Phase::Free { card: Some(idx) };
                }
                [only] => {
                    super::cards::steal(env, st, idx, thief, *only, ctx);
                    note(ctx, env, idx, by, CardOutcome::Resolved);
                    ed(st).phase = Phase::Free { card: Some(idx) };
                    super::end::check_by_card(env, st, by, ctx);
                }
                _ => {
                    ctx.trace
                        .push(Layer::Execution, "ED-C12", Some(&card_code), Note::JokerChoice);
                    ed(st).phase = Phase::Joker { card: idx };
                }
            }
        }
        EdCard::NoEffect | EdCard::Instruction => {
            st.discard.push(idx);
            ctx.trace
                .push(Layer::Execution, "ED-C13", Some(&card_code), Note::NoEffect);
            note(ctx, env, idx, by, CardOutcome::Resolved);
            ed(st).phase = Phase::Free { card: Some(idx) };
        }
    }
}

/// The discard pile shuffled into a new draw pile when the pile runs out
/// (ED-R1), with the next seed of the game's sequence.
fn reshuffle(st: &mut GameState, ctx: &mut Ctx) -> R<()> {
    if st.discard.is_empty() {
        return Err(Verdict::new(Reason::PileEmpty, Why::PileEmpty));
    }
    let e = ed(st);
    e.reshuffles += 1;
    let seed = reshuffle_seed(e.seed, e.reshuffles);
    let mut cards = std::mem::take(&mut st.discard);
    arbitro_rng::Rng::from_seed(seed).shuffle(&mut cards);
    let count = cards.len();
    ed(st).pile = cards;
    ctx.trace
        .push(Layer::Draw, "ED-R1", None, Note::Reshuffled { count });
    Ok(())
}

/// The seed of the `k`-th reshuffle of a game whose recorded seed is `seed` (ED-R1).
pub(crate) fn reshuffle_seed(seed: u64, k: u32) -> u64 {
    seed ^ u64::from(k).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// An action card that cannot be obeyed (ED-R3, ED-N1).
fn impossible(env: &Env<'_>, st: &mut GameState, idx: CardIdx, by: Color, why: Why, ctx: &mut Ctx) {
    st.discard.push(idx);
    let clause = ed_card(env, idx).clause();
    let card_code = code(env, idx).to_string();
    ctx.trace.push(
        Layer::Execution,
        clause,
        Some(&card_code),
        Note::CannotObey {
            card: card_code.clone(),
            why,
        },
    );
    note(ctx, env, idx, by, CardOutcome::Impossible);
    if edition(env) == 1 {
        ctx.trace.push(
            Layer::Execution,
            "ED-N1",
            Some(&card_code),
            Note::FirstEditionLosesTurn,
        );
        super::end::lose_turn(env, st, by, ctx);
    } else {
        ctx.trace.push(
            Layer::Execution,
            "ED-N1",
            Some(&card_code),
            Note::SecondEditionFreeMove,
        );
        ed(st).phase = Phase::Free { card: Some(idx) };
    }
}
