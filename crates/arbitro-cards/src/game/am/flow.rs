//! The Ajedrez Mágico turn and window protocol: one function per kind of
//! event. Each either refuses the request (returning the verdict; the caller
//! then discards every change) or carries it out, writing the trace.
//!
//! Advanced mode (AM-R14): a window opened for a player stays open until that
//! player reacts, passes, or plays their own next action (an implicit pass).
//! A committed card that opened a window is pending until the window closes;
//! it resolves as soon as the one permitted reaction has been played (nothing
//! can answer a reaction, AM-D10) or the window is passed. In Classic mode a
//! card resolves at commit. The checkmate save window opens for the mated
//! player before their turn (AM-D9).

use arbitro_rules::shakmaty::{Bitboard, Color, Move, Position, Square};

use super::declare;
use super::effects;
use super::movegen;
use super::resolve::{self, Context, Modifiers, Outcome};
use super::turns;
use crate::deck::{CardIdx, CardKind, Window};
use crate::game::moves::{MoveParts, castle_targets, parts};
use crate::game::state::{ActiveEffect, Anchor, GameState, LastMove, OpenWindow, Pending, WindowSet, ci};
use crate::game::{Accepted, CardOutcome, Ctx, Env, ResolutionNote, ending, game_over};
use crate::reason::{Reason, Verdict, Why};
use crate::record::{CardArgs, ClaimKind, Colour, Event, Mode};
use crate::terms::Windows;
use crate::trace::{Layer, Note};

/// Carries out `event` (index `index` in the record).
pub(crate) fn apply(
    env: &Env<'_>,
    st: &mut GameState,
    event: &Event,
    index: usize,
    ctx: &mut Ctx,
) -> Result<Accepted, Verdict> {
    if let Some(end) = &st.ending {
        return Err(game_over(end, "AM-R12"));
    }
    let reacted_last = st.last_reaction.take();
    match event {
        Event::Move { uci, by } => do_move(env, st, uci, by.map(Colour::color), ctx).map(|()| None),
        Event::Card { code, by, args } => commit(env, st, code, by.color(), &args.normalized(), index, ctx),
        Event::React { code, by, args } => {
            react(env, st, code, by.color(), &args.normalized(), reacted_last, ctx)
        }
        Event::Pass { by } => pass(env, st, by.color(), reacted_last, ctx).map(|()| None),
        Event::Claim { kind, by } => claim(env, st, *kind, by.color(), ctx).map(|()| None),
        Event::Flag { by } => {
            ending::flag(st, by.color(), &mut ctx.trace);
            Ok(None)
        }
        Event::Resign { by } => {
            ending::resign(st, by.color(), &mut ctx.trace);
            Ok(None)
        }
        Event::AgreedDraw => ending::agree(st, &mut ctx.trace).map(|()| None),
        Event::Draw { .. } => Err(Verdict::new(Reason::WrongFamily, Why::DrawIsEd)),
    }
}

fn card_index(env: &Env<'_>, st: &GameState, code: &str, by: Color) -> Result<CardIdx, Verdict> {
    let idx = env.deck.index_of(code).ok_or_else(|| {
        Verdict::new(
            Reason::UnknownCard,
            Why::NotInDeck {
                card: code.trim().to_string(),
                deck: env.deck.id.clone(),
            },
        )
    })?;
    if !st.hands[ci(by)].contains(&idx) {
        return Err(Verdict::new(
            Reason::NotInHand,
            Why::NotInHand {
                card: env.deck.code(idx).to_string(),
                player: by,
            },
        ));
    }
    Ok(idx)
}

fn take_from_hand(st: &mut GameState, by: Color, idx: CardIdx) {
    let hand = &mut st.hands[ci(by)];
    if let Some(k) = hand.iter().position(|c| *c == idx) {
        hand.remove(k);
    }
}

/// The player's own next action passes their open window implicitly (an
/// action of the other player is refused while it is open). `in_save` is
/// the refusal while the player's window is the checkmate save window,
/// which only a save card, a reaction or a pass answers (AM-D9).
fn pass_own_window(
    env: &Env<'_>,
    st: &mut GameState,
    by: Color,
    in_save: Why,
    ctx: &mut Ctx,
) -> Result<(), Verdict> {
    let Some(w) = &st.window else {
        return Ok(());
    };
    if w.player == by {
        if w.is_save() {
            return Err(Verdict::citing(Reason::OutsideWindow, "AM-D9", in_save));
        }
        close_window(env, st, true, ctx);
        if st.ending.is_some() {
            return Err(Verdict::new(Reason::GameOver, Why::EndedWhenWindowClosed));
        }
        Ok(())
    } else if st.pending.is_some() {
        Err(Verdict::new(
            Reason::AwaitingReaction,
            Why::CardWaits {
                player: by,
                window: w.player,
            },
        ))
    } else {
        Err(Verdict::new(
            Reason::NotYourTurn,
            Why::OtherWindowOpen {
                window: w.player,
                player: by,
            },
        ))
    }
}

/// Puts a played card where it belongs: on the table while any of its effects
/// lasts, as an inert visible counter if it failed with a duration (AM-R5),
/// else on the discard pile.
fn account(
    env: &Env<'_>,
    st: &mut GameState,
    idx: CardIdx,
    owner: Color,
    outcome: &Outcome,
    context: Context,
    trace: &mut crate::trace::Trace,
) {
    let has_effects = st.table.effects.iter().any(|e| e.card == idx);
    if has_effects {
        if !st.on_table.contains(&idx) {
            st.on_table.push(idx);
        }
        return;
    }
    let card = env.deck.card(idx);
    if let (Outcome::Failed(_), Some(d)) = (outcome, card.duration) {
        let first = resolve::first_tick_ply(env.rules, context, st, owner);
        let id = st.next_effect;
        st.next_effect += 1;
        st.table.effects.push(ActiveEffect {
            id,
            card: idx,
            owner,
            effect: None,
            anchor: Anchor::None,
            started_ply: st.table.ply,
            expires_ply: first + 2 * (u32::from(d.turns) - 1),
            counter: d.turns,
            exempt: Bitboard::EMPTY,
            no_eliminations: false,
        });
        st.on_table.push(idx);
        let code = env.deck.code(idx);
        trace.push(
            Layer::Duration,
            "AM-R5",
            Some(code),
            Note::FailedKeepsCounter {
                card: code.to_string(),
                turns: d.turns,
            },
        );
        return;
    }
    st.discard.push(idx);
}

fn note(env: &Env<'_>, idx: CardIdx, owner: Color, outcome: &Outcome, ctx: &mut Ctx) {
    let (outcome, error) = match outcome {
        Outcome::Resolved => (CardOutcome::Resolved, None),
        Outcome::Countered => (CardOutcome::Countered, None),
        Outcome::Failed(v) => (CardOutcome::Failed, Some(v.clone())),
    };
    ctx.resolutions.push(ResolutionNote {
        card: env.deck.code(idx).to_string(),
        by: Colour::from_color(owner),
        outcome,
        error,
    });
}

/// Closes the open window of `player` without a reaction (explicit or implicit pass).
fn close_window(env: &Env<'_>, st: &mut GameState, implicit: bool, ctx: &mut Ctx) {
    let Some(w) = st.window.take() else {
        return;
    };
    let note = if implicit {
        Note::WindowImplicitPass { player: w.player }
    } else {
        Note::WindowPassed { player: w.player }
    };
    ctx.trace.push(Layer::Window, "AM-R14", None, note);
    if let Some(p) = st.pending.take() {
        resolve_pending(env, st, p, ctx);
    } else if w.is_save() {
        ctx.trace.push(Layer::Window, "AM-D9", None, Note::NoSave);
        turns::end_by_mate(st, &mut ctx.trace);
    }
}

/// Resolves a pending card now that its window has closed.
fn resolve_pending(env: &Env<'_>, st: &mut GameState, p: Pending, ctx: &mut Ctx) {
    let idx = p.decl.card;
    let owner = p.decl.owner;
    let is_save = env.deck.card(idx).kind == CardKind::Save;
    let context = if is_save { Context::Save } else { Context::OwnTurn };
    let mods = Modifiers {
        shielded: p.shielded,
        prevented: p.prevented,
        countered_by: p.countered_by.map(|c| env.deck.code(c).to_string()),
    };
    if mods.countered_by.is_none() {
        let code = env.deck.code(idx);
        ctx.trace.push(
            Layer::Counter,
            "AM-G5",
            Some(code),
            Note::NotCountered {
                card: code.to_string(),
            },
        );
        ctx.trace
            .push(Layer::Execution, "AM-G3", Some(code), Note::CheckedAtResolution);
    }
    let outcome = resolve::resolve(env, st, &p.decl, &mods, context, None, None, &mut ctx.trace);
    account(env, st, idx, owner, &outcome, context, &mut ctx.trace);
    note(env, idx, owner, &outcome, ctx);
    if is_save {
        finish_save(env, st, owner, ctx);
    } else {
        finish_own_turn(env, st, owner, ctx);
    }
}

/// After a card in its owner's turn: the turn passes, even when the card
/// failed or was countered (AM-R5) — unless the owner would end the turn in
/// check (AM-R9): then the owner must still answer the check.
fn finish_own_turn(env: &Env<'_>, st: &mut GameState, owner: Color, ctx: &mut Ctx) {
    st.before_last_move = None;
    if st.turn() == owner {
        if effects::in_check(st.table.pos.board(), &st.table.effects, owner) {
            ctx.trace.push(
                Layer::Verification,
                "AM-R9",
                None,
                Note::MustAnswerCheck { player: owner },
            );
            turns::settle(st);
            return;
        }
        turns::pass_turn(st, owner);
        ctx.trace.push(
            Layer::Declaration,
            "AM-R5",
            None,
            Note::TurnUsed { player: owner },
        );
    }
    turns::end_turn(env, st, owner, None, None, ctx);
}

/// After a card in the save window: if the mate persists the game ends
/// (AM-D9); otherwise the saved player's turn follows, move-only (AM-R12).
fn finish_save(env: &Env<'_>, st: &mut GameState, saved: Color, ctx: &mut Ctx) {
    turns::settle(st);
    if st.turn() == saved && turns::is_checkmated(st) {
        ctx.trace.push(Layer::Window, "AM-D9", None, Note::MatePersists);
        turns::end_by_mate(st, &mut ctx.trace);
        return;
    }
    ctx.trace
        .push(Layer::Window, "AM-D9", None, Note::MateLifted { player: saved });
    if env.rules.options.save_move_only {
        st.table.move_only = Some(saved);
        ctx.trace.push(
            Layer::Window,
            "AM-R12",
            None,
            Note::MoveOnlyNext { player: saved },
        );
    }
}

/// Whether `player` could take the next move back (Advanced mode, a Rewind card in hand).
fn rewind_possible(env: &Env<'_>, st: &GameState, player: Color) -> bool {
    env.rules.mode == Mode::Advanced
        && st.hands[ci(player)].iter().any(|&c| {
            let card = env.deck.card(c);
            card.kind == CardKind::Reaction
                && card
                    .steps
                    .iter()
                    .any(|s| matches!(s, crate::deck::vocabulary::Step::Rewind))
        })
}

/// The window kinds for windows opened by a move, and the square of the moved piece.
fn impacts_of(m: Move, parts: &MoveParts) -> (WindowSet, Square) {
    let mut w = WindowSet::default();
    if parts.capture.is_some() {
        w.insert(Window::AfterCapture);
    }
    let mut square = parts.moves.first().map(|(_, to, _)| *to).unwrap_or(Square::A1);
    match m {
        Move::EnPassant { .. } => w.insert(Window::AfterEnPassant),
        Move::Castle { king, rook } => {
            w.insert(Window::AfterCastling);
            square = castle_targets(king, rook).0;
        }
        Move::Normal {
            promotion: Some(_), ..
        } => w.insert(Window::AfterPromotion),
        _ => {}
    }
    (w, square)
}

fn do_move(
    env: &Env<'_>,
    st: &mut GameState,
    text: &str,
    by: Option<Color>,
    ctx: &mut Ctx,
) -> Result<(), Verdict> {
    let mover = by.unwrap_or_else(|| st.window.as_ref().map(|w| w.player).unwrap_or_else(|| st.turn()));
    pass_own_window(env, st, mover, Why::SaveWindowMove, ctx)?;
    if st.turn() != mover {
        return Err(Verdict::new(
            Reason::NotYourTurn,
            Why::NotYourTurn { turn: st.turn() },
        ));
    }
    let pos = st.table.pos.clone();
    let (m, legal) = movegen::find_move_among(env.deck, &pos, &st.table.effects, text)?;
    ctx.san = Some(crate::game::moves::san_among(&legal, m));
    let parts = parts(pos.board(), m);
    let (impacts, square) = impacts_of(m, &parts);
    // Only a Rewind in the opponent's hand can take this move back (AM-G6):
    // keep the table as it was only then.
    let snapshot = rewind_possible(env, st, !mover).then(|| Box::new(st.table.clone()));
    let mut next = pos;
    ctx.trace.push(
        Layer::Move,
        "FI-3",
        None,
        Note::Moved {
            player: mover,
            mv: text.trim().to_string(),
        },
    );
    resolve::play_move_on(env.deck, st, &mut next, m, &parts, &mut ctx.trace);
    st.table.pos = next;
    let square = st.table.pos.board().piece_at(square).is_some().then_some(square);
    st.table.last_move = Some(LastMove {
        mover,
        square: square.unwrap_or(Square::A1),
        impacts,
    });
    st.before_last_move = snapshot;
    turns::end_turn(env, st, mover, Some(impacts), square, ctx);
    Ok(())
}

fn commit(
    env: &Env<'_>,
    st: &mut GameState,
    code: &str,
    by: Color,
    args: &CardArgs,
    index: usize,
    ctx: &mut Ctx,
) -> Result<Accepted, Verdict> {
    let idx = card_index(env, st, code, by)?;
    let card = env.deck.card(idx);
    let code = card.code.as_str();
    match card.kind {
        CardKind::Reaction => {
            return Err(if env.rules.mode == Mode::Classic {
                Verdict::citing(
                    Reason::OutsideWindow,
                    "AM-D3",
                    Why::ReactionInClassic {
                        card: code.to_string(),
                    },
                )
            } else {
                Verdict::new(
                    Reason::OutsideWindow,
                    Why::ReactionNeedsWindow {
                        card: code.to_string(),
                    },
                )
            });
        }
        CardKind::Save => return commit_save(env, st, idx, by, args, index, ctx),
        CardKind::Action => {}
        CardKind::Special | CardKind::Instruction => {
            return Err(Verdict::new(
                Reason::InvalidEvent,
                Why::EdCard {
                    card: code.to_string(),
                },
            ));
        }
    }
    pass_own_window(env, st, by, Why::SaveWindowCard, ctx)?;
    if st.turn() != by {
        return Err(Verdict::citing(
            Reason::NotYourTurn,
            "AM-R8",
            Why::ActionOutOfTurn {
                card: code.to_string(),
                turn: st.turn(),
            },
        ));
    }
    if st.table.move_only == Some(by) {
        return Err(Verdict::new(Reason::MoveOnlyTurn, Why::MoveOnly { player: by }));
    }
    let decl = declare::validate(env.deck, st, idx, by, args, None)?;
    take_from_hand(st, by, idx);
    ctx.trace.push(
        Layer::Declaration,
        "AM-D1",
        Some(code),
        Note::Committed {
            player: by,
            card: code.to_string(),
            name: card.name.clone(),
        },
    );
    resolve_committed(env, st, idx, by, decl, index, Context::OwnTurn, None, ctx)
}

fn open_card_window(st: &mut GameState, decl: crate::game::state::Declaration, index: usize, ctx: &mut Ctx) {
    let other = !decl.owner;
    let mut kinds = WindowSet::default();
    kinds.insert(Window::AfterCard);
    st.pending = Some(Pending {
        decl,
        event: index,
        shielded: Bitboard::EMPTY,
        prevented: false,
        countered_by: None,
    });
    st.window = Some(OpenWindow {
        player: other,
        kinds,
        trigger: None,
    });
    ctx.trace.push(
        Layer::Window,
        "AM-R14",
        None,
        Note::CardWindowOpens { player: other },
    );
}

fn commit_save(
    env: &Env<'_>,
    st: &mut GameState,
    idx: CardIdx,
    by: Color,
    args: &CardArgs,
    index: usize,
    ctx: &mut Ctx,
) -> Result<Accepted, Verdict> {
    let card = env.deck.card(idx);
    let code = card.code.as_str();
    let Some(w) = st.window.clone().filter(|w| w.player == by && w.is_save()) else {
        return Err(Verdict::citing(
            Reason::OutsideWindow,
            "AM-D9",
            Why::SaveOnlyInSaveWindow {
                card: code.to_string(),
            },
        ));
    };
    if env.rules.mode == Mode::Classic && !env.rules.options.classic_save_cards {
        return Err(Verdict::citing(Reason::OutsideWindow, "AM-D9", Why::SaveCardsOff));
    }
    let decl = declare::validate(env.deck, st, idx, by, args, w.trigger)?;
    take_from_hand(st, by, idx);
    st.window = None;
    ctx.trace.push(
        Layer::Declaration,
        "AM-D9",
        Some(code),
        Note::SaveCommitted {
            player: by,
            card: code.to_string(),
            name: card.name.clone(),
        },
    );
    resolve_committed(env, st, idx, by, decl, index, Context::Save, w.trigger, ctx)
}

/// A card just committed (an action in its owner's turn, a save in the save
/// window) waits for the opponent's after-card window when they hold a
/// reaction to play in it (AM-R14); otherwise it resolves at once and the
/// turn goes on as its context says.
#[allow(clippy::too_many_arguments)]
fn resolve_committed(
    env: &Env<'_>,
    st: &mut GameState,
    idx: CardIdx,
    by: Color,
    decl: crate::game::state::Declaration,
    index: usize,
    context: Context,
    trigger: Option<arbitro_rules::shakmaty::Square>,
    ctx: &mut Ctx,
) -> Result<Accepted, Verdict> {
    let mut kinds = WindowSet::default();
    kinds.insert(Window::AfterCard);
    if turns::holds_for(env, st, !by, kinds) {
        open_card_window(st, decl, index, ctx);
        return Ok(None);
    }
    let outcome = resolve::resolve(
        env,
        st,
        &decl,
        &Modifiers::default(),
        context,
        trigger,
        None,
        &mut ctx.trace,
    );
    account(env, st, idx, by, &outcome, context, &mut ctx.trace);
    note(env, idx, by, &outcome, ctx);
    if context == Context::Save {
        finish_save(env, st, by, ctx);
    } else {
        finish_own_turn(env, st, by, ctx);
    }
    Ok(match outcome {
        Outcome::Failed(v) => Some(v),
        _ => None,
    })
}

fn react(
    env: &Env<'_>,
    st: &mut GameState,
    code: &str,
    by: Color,
    args: &CardArgs,
    reacted_last: Option<Color>,
    ctx: &mut Ctx,
) -> Result<Accepted, Verdict> {
    if env.rules.mode == Mode::Classic {
        return Err(Verdict::new(Reason::AdvancedOnly, Why::ReactionsAdvancedOnly));
    }
    let window = match &st.window {
        Some(w) if w.player == by => w.clone(),
        _ => {
            return Err(match reacted_last {
                Some(c) if c == by => Verdict::new(Reason::ReactionLimit, Why::AlreadyReacted { player: by }),
                Some(_) => Verdict::new(Reason::ChainForbidden, Why::ChainForbidden),
                None => Verdict::new(Reason::OutsideWindow, Why::NoWindow { player: by }),
            });
        }
    };
    let idx = card_index(env, st, code, by)?;
    let card = env.deck.card(idx);
    let code = card.code.as_str();
    if card.kind != CardKind::Reaction || !window.kinds.contains(card.window) {
        return Err(Verdict::new(
            Reason::OutsideWindow,
            Why::WrongWindow {
                card: code.to_string(),
                window: card.window,
                open: Windows(window.kinds.iter().collect()),
            },
        ));
    }
    let decl = declare::validate(env.deck, st, idx, by, args, window.trigger)?;
    take_from_hand(st, by, idx);
    st.window = None;
    st.last_reaction = Some(by);
    ctx.trace.push(
        Layer::Declaration,
        "AM-D3",
        Some(code),
        Note::Reacted {
            player: by,
            card: code.to_string(),
            name: card.name.clone(),
            window: card.window,
        },
    );
    let mut pending = st.pending.take();
    let outcome = resolve::resolve(
        env,
        st,
        &decl,
        &Modifiers::default(),
        Context::Reaction,
        window.trigger,
        pending.as_mut(),
        &mut ctx.trace,
    );
    account(env, st, idx, by, &outcome, Context::Reaction, &mut ctx.trace);
    note(env, idx, by, &outcome, ctx);
    turns::reconcile(st);
    if let Some(p) = pending {
        ctx.trace
            .push(Layer::Window, "AM-D10", None, Note::PendingResolvesNow);
        resolve_pending(env, st, p, ctx);
    } else if window.is_save() {
        finish_save(env, st, by, ctx);
    }
    Ok(match outcome {
        Outcome::Failed(v) => Some(v),
        _ => None,
    })
}

fn pass(
    env: &Env<'_>,
    st: &mut GameState,
    by: Color,
    reacted_last: Option<Color>,
    ctx: &mut Ctx,
) -> Result<(), Verdict> {
    match &st.window {
        Some(w) if w.player == by => {
            close_window(env, st, false, ctx);
            Ok(())
        }
        _ => Err(match reacted_last {
            Some(c) if c == by => {
                Verdict::new(Reason::OutsideWindow, Why::WindowClosedByReaction { player: by })
            }
            _ => Verdict::new(Reason::OutsideWindow, Why::NoWindow { player: by }),
        }),
    }
}

fn claim(
    env: &Env<'_>,
    st: &mut GameState,
    kind: ClaimKind,
    by: Color,
    ctx: &mut Ctx,
) -> Result<(), Verdict> {
    if let Some(w) = &st.window {
        if w.player == by && !w.is_save() {
            close_window(env, st, true, ctx);
        } else {
            return Err(Verdict::new(Reason::NotYourTurn, Why::ClaimWindowOpen));
        }
    }
    if st.turn() != by {
        return Err(Verdict::citing(
            Reason::NotYourTurn,
            "FI-9.2",
            Why::ClaimByPlayerToMove,
        ));
    }
    ending::claim(st, kind, &mut ctx.trace)
}
