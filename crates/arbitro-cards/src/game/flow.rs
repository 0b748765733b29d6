//! The turn and window protocol: one function per kind of event. Each either
//! refuses the request (returning the verdict; the caller then discards every
//! change) or carries it out, writing the trace.
//!
//! Advanced mode (AM-R14): a window opened for a player stays open until that
//! player reacts, passes, or plays their own next action (an implicit pass).
//! A committed card that opened a window is pending until the window closes;
//! it resolves as soon as the one permitted reaction has been played (nothing
//! can answer a reaction, AM-D10) or the window is passed. In Classic mode a
//! card resolves at commit. The checkmate save window opens for the mated
//! player before their turn (AM-D9).

use arbitro_rules::shakmaty::{Color, Move, Position, Square};

use super::declare;
use super::effects;
use super::movegen;
use super::resolve::{self, Context, Env, Modifiers, Outcome};
use super::state::{ActiveEffect, Anchor, Ending, GameState, LastMove, OpenWindow, Pending, WindowSet, ci};
use super::turns::{self, Ctx, ResolutionNote};
use crate::deck::{CardIdx, CardKind, Window};
use crate::reason::{Reason, Verdict};
use crate::record::{CardArgs, ClaimKind, Colour, Event, Mode};
use crate::trace::Layer;
use crate::words::{colour_en, colour_es};

/// What an accepted event did: `None` when all went well, the verdict of a
/// card that failed otherwise.
pub type Accepted = Option<Verdict>;

/// Carries out `event` (index `index` in the record).
pub fn apply(
    env: &Env<'_>,
    st: &mut GameState,
    event: &Event,
    index: usize,
    ctx: &mut Ctx,
) -> Result<Accepted, Verdict> {
    if let Some(end) = &st.ending {
        return Err(Verdict::new(
            Reason::GameOver,
            format!("the game is over ({} by {})", end.result, end.reason),
        ));
    }
    let reacted_last = st.last_reaction.take();
    match event {
        Event::Move { uci, by } => do_move(env, st, uci, by.map(Colour::color), ctx).map(|()| None),
        Event::Card { code, by, args } => commit(env, st, code, by.color(), args, index, ctx),
        Event::React { code, by, args } => react(env, st, code, by.color(), args, index, reacted_last, ctx),
        Event::Pass { by } => pass(env, st, by.color(), reacted_last, ctx).map(|()| None),
        Event::Claim { kind, by } => claim(env, st, *kind, by.color(), ctx).map(|()| None),
        Event::Flag { by } => {
            let loser = by.color();
            let (result, reason, clause) = if turns::can_mate(st, !loser) {
                (turns::win(!loser), "flag", "FI-6.9")
            } else {
                ("1/2-1/2", "flag_no_mating_material", "FI-6.9")
            };
            st.ending = Some(Ending {
                result,
                reason,
                clause,
            });
            st.window = None;
            ctx.trace.push(
                Layer::Status,
                "FI-6.9",
                None,
                format!("Cae la bandera de {}: {result}.", colour_es(loser)),
                format!("{}'s flag falls: {result}.", colour_en(loser)),
            );
            Ok(None)
        }
        Event::Resign { by } => {
            let loser = by.color();
            let (result, reason) = if turns::can_mate(st, !loser) {
                (turns::win(!loser), "resignation")
            } else {
                ("1/2-1/2", "resignation_no_mating_material")
            };
            st.ending = Some(Ending {
                result,
                reason,
                clause: "FI-5.1.2",
            });
            st.window = None;
            ctx.trace.push(
                Layer::Status,
                "FI-5.1.2",
                None,
                format!("Abandonan {}: {result}.", colour_es(loser)),
                format!("{} resigns: {result}.", colour_en(loser)),
            );
            Ok(None)
        }
        Event::AgreedDraw => {
            if st.table.ply < 2 {
                return Err(Verdict::citing(
                    Reason::ClaimUnfounded,
                    "FI-5.2.3",
                    "a draw may be agreed only once each player has made a move",
                ));
            }
            st.ending = Some(Ending {
                result: "1/2-1/2",
                reason: "agreement",
                clause: "FI-5.2.3",
            });
            st.window = None;
            ctx.trace.push(
                Layer::Status,
                "FI-5.2.3",
                None,
                "Tablas de mutuo acuerdo.".to_string(),
                "Draw by agreement.".to_string(),
            );
            Ok(None)
        }
        Event::Draw { .. } => Err(Verdict::new(
            Reason::WrongFamily,
            "drawing from a shared pile belongs to the ED family; in Ajedrez Mágico a turn is a card or a move",
        )),
    }
}

fn card_index(env: &Env<'_>, st: &GameState, code: &str, by: Color) -> Result<CardIdx, Verdict> {
    let idx = env.deck.index_of(code).ok_or_else(|| {
        Verdict::new(
            Reason::UnknownCard,
            format!("{code} is not a card of deck {}", env.deck.id),
        )
    })?;
    if !st.hands[ci(by)].contains(&idx) {
        return Err(Verdict::new(
            Reason::NotInHand,
            format!("{code} is not in {}'s hand", colour_en(by)),
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
            exempt: arbitro_rules::shakmaty::Bitboard::EMPTY,
            no_eliminations: false,
        });
        st.on_table.push(idx);
        let code = env.deck.code(idx);
        trace.push(
            Layer::Duration,
            "AM-R5",
            Some(code),
            format!(
                "{code} ha fallado pero tiene duración: queda visible, sin efecto, con su contador ({}).",
                d.turns
            ),
            format!(
                "{code} failed but has a duration: it stays visible, without effect, with its counter ({}).",
                d.turns
            ),
        );
        return;
    }
    st.discard.push(idx);
}

fn note(env: &Env<'_>, idx: CardIdx, owner: Color, outcome: &Outcome, ctx: &mut Ctx) {
    let (word, error) = match outcome {
        Outcome::Resolved => ("resolved", None),
        Outcome::Countered => ("countered", None),
        Outcome::Failed(v) => ("failed", Some(v.clone())),
    };
    ctx.resolutions.push(ResolutionNote {
        card: env.deck.code(idx).to_string(),
        by: Colour::from_color(owner),
        outcome: word,
        error,
    });
}

/// Closes the open window of `player` without a reaction (explicit or implicit pass).
fn close_window(env: &Env<'_>, st: &mut GameState, implicit: bool, ctx: &mut Ctx) {
    let Some(w) = st.window.take() else {
        return;
    };
    ctx.trace.push(
        Layer::Window,
        "AM-R14",
        None,
        if implicit {
            format!(
                "{} actúan sin reaccionar: su ventana se cierra (pase implícito).",
                cap(colour_es(w.player))
            )
        } else {
            format!("{} pasan: su ventana se cierra.", cap(colour_es(w.player)))
        },
        if implicit {
            format!(
                "{} acts without reacting: the window closes (implicit pass).",
                colour_en(w.player)
            )
        } else {
            format!("{} passes: the window closes.", colour_en(w.player))
        },
    );
    if let Some(p) = st.pending.take() {
        resolve_pending(env, st, p, ctx);
    } else if w.is_save() {
        ctx.trace.push(
            Layer::Window,
            "AM-D9",
            None,
            "Sin salvamento: el mate se mantiene.".to_string(),
            "No save: the mate stands.".to_string(),
        );
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
        ctx.trace.push(
            Layer::Counter,
            "AM-G5",
            Some(env.deck.code(idx)),
            format!("Capa de anulación: {} no ha sido anulada.", env.deck.code(idx)),
            format!("Counter layer: {} has not been countered.", env.deck.code(idx)),
        );
    }
    if mods.countered_by.is_none() {
        ctx.trace.push(
            Layer::Execution,
            "AM-G3",
            Some(env.deck.code(idx)),
            "La elegibilidad de los objetivos se comprueba ahora, al resolver.".to_string(),
            "Target eligibility is checked now, at resolution.".to_string(),
        );
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
                format!("Ningún turno puede terminar con el rey propio en jaque: {} siguen debiendo responder al jaque.", colour_es(owner)),
                format!("No turn may end with one's own king in check: {} must still answer the check.", colour_en(owner)),
            );
            turns::settle(st);
            return;
        }
        turns::pass_turn(st, owner);
        ctx.trace.push(
            Layer::Declaration,
            "AM-R5",
            None,
            format!(
                "La carta se ha bajado: el turno de {} queda consumido.",
                colour_es(owner)
            ),
            format!("The card was committed: {}'s turn is used.", colour_en(owner)),
        );
    }
    turns::end_turn(env, st, owner, None, None, ctx);
}

/// After a card in the save window: if the mate persists the game ends
/// (AM-D9); otherwise the saved player's turn follows, move-only (AM-R12).
fn finish_save(env: &Env<'_>, st: &mut GameState, saved: Color, ctx: &mut Ctx) {
    turns::settle(st);
    if st.turn() == saved && turns::is_checkmated(st) {
        ctx.trace.push(
            Layer::Window,
            "AM-D9",
            None,
            "El mate persiste tras la resolución: la partida termina sin nuevas reacciones.".to_string(),
            "The mate persists after resolution: the game ends with no new reactions.".to_string(),
        );
        turns::end_by_mate(st, &mut ctx.trace);
        return;
    }
    ctx.trace.push(
        Layer::Window,
        "AM-D9",
        None,
        format!("El mate queda deshecho: {} se salvan.", colour_es(saved)),
        format!("The mate is lifted: {} is saved.", colour_en(saved)),
    );
    if env.rules.options.save_move_only {
        st.table.move_only = Some(saved);
        ctx.trace.push(
            Layer::Window,
            "AM-R12",
            None,
            format!("El siguiente turno de {} será solo de mover.", colour_es(saved)),
            format!("{}'s next turn is move-only.", colour_en(saved)),
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
fn impacts_of(m: Move, parts: &movegen::MoveParts) -> (WindowSet, Square) {
    let mut w = WindowSet::default();
    if parts.capture.is_some() {
        w.insert(Window::AfterCapture);
    }
    let mut square = parts.moves.first().map(|(_, to, _)| *to).unwrap_or(Square::A1);
    match m {
        Move::EnPassant { .. } => w.insert(Window::AfterEnPassant),
        Move::Castle { king, rook } => {
            w.insert(Window::AfterCastling);
            square = movegen::castle_targets(king, rook).0;
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
    uci: &str,
    by: Option<Color>,
    ctx: &mut Ctx,
) -> Result<(), Verdict> {
    let mover = by.unwrap_or_else(|| st.window.as_ref().map(|w| w.player).unwrap_or_else(|| st.turn()));
    if let Some(w) = &st.window {
        if w.player == mover {
            if w.is_save() {
                return Err(Verdict::citing(
                    Reason::OutsideWindow,
                    "AM-D9",
                    "the checkmate save window is open: play one card or pass",
                ));
            }
            close_window(env, st, true, ctx);
            if st.ending.is_some() {
                return Err(Verdict::new(
                    Reason::GameOver,
                    "the game ended when the window closed",
                ));
            }
        } else if st.pending.is_some() {
            return Err(Verdict::new(
                Reason::AwaitingReaction,
                format!(
                    "{}'s card waits for {}'s window",
                    colour_en(mover),
                    colour_en(w.player)
                ),
            ));
        } else {
            return Err(Verdict::new(
                Reason::NotYourTurn,
                format!(
                    "{}'s window is open; it is not {}'s turn",
                    colour_en(w.player),
                    colour_en(mover)
                ),
            ));
        }
    }
    if st.turn() != mover {
        return Err(Verdict::new(
            Reason::NotYourTurn,
            format!("it is {}'s turn", colour_en(st.turn())),
        ));
    }
    let pos = st.table.pos.clone();
    let m = movegen::find_move(&pos, &st.table.effects, uci)?;
    let parts = movegen::parts(pos.board(), m);
    let (impacts, square) = impacts_of(m, &parts);
    // Only a Rewind in the opponent's hand can take this move back (AM-G6):
    // keep the table as it was only then.
    let snapshot = rewind_possible(env, st, !mover).then(|| Box::new(st.table.clone()));
    let mut next = pos;
    ctx.trace.push(
        Layer::Move,
        "FI-3",
        None,
        format!("Jugada de {}: {uci}.", colour_es(mover)),
        format!("{} plays {uci}.", colour_en(mover)),
    );
    resolve::play_move_on(env.deck, st, &mut next, m, &parts, &mut ctx.trace);
    st.table.pos = next;
    let square = if st.table.pos.board().piece_at(square).is_some() {
        Some(square)
    } else {
        None
    };
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
    match card.kind {
        CardKind::Reaction => {
            return Err(if env.rules.mode == Mode::Classic {
                Verdict::citing(
                    Reason::OutsideWindow,
                    "AM-D3",
                    format!("{code} is a reaction: in Classic mode reaction cards are never playable"),
                )
            } else {
                Verdict::new(
                    Reason::OutsideWindow,
                    format!("{code} is a reaction: it is played with \"react\" inside a window"),
                )
            });
        }
        CardKind::Save => return commit_save(env, st, idx, by, args, index, ctx),
        CardKind::Action => {}
        CardKind::Special | CardKind::Instruction => {
            return Err(Verdict::new(
                Reason::InvalidEvent,
                format!("{code} belongs to the ed family"),
            ));
        }
    }
    // The player's own next action passes their open window implicitly.
    if let Some(w) = &st.window {
        if w.player == by {
            if w.is_save() {
                return Err(Verdict::citing(
                    Reason::OutsideWindow,
                    "AM-D9",
                    "the checkmate save window is open: only a save card, a reaction or a pass",
                ));
            }
            close_window(env, st, true, ctx);
            if st.ending.is_some() {
                return Err(Verdict::new(
                    Reason::GameOver,
                    "the game ended when the window closed",
                ));
            }
        } else if st.pending.is_some() {
            return Err(Verdict::new(
                Reason::AwaitingReaction,
                format!(
                    "{}'s card waits for {}'s window",
                    colour_en(by),
                    colour_en(w.player)
                ),
            ));
        } else {
            return Err(Verdict::new(
                Reason::NotYourTurn,
                format!(
                    "{}'s window is open; it is not {}'s turn",
                    colour_en(w.player),
                    colour_en(by)
                ),
            ));
        }
    }
    if st.turn() != by {
        return Err(Verdict::citing(
            Reason::NotYourTurn,
            "AM-R8",
            format!(
                "{code} is an action card and it is {}'s turn",
                colour_en(st.turn())
            ),
        ));
    }
    if st.table.move_only == Some(by) {
        return Err(Verdict::new(
            Reason::MoveOnlyTurn,
            format!("{} was saved from mate: this turn is move-only", colour_en(by)),
        ));
    }
    let decl = declare::validate(env.deck, st, idx, by, args, None)?;
    take_from_hand(st, by, idx);
    ctx.trace.push(
        Layer::Declaration,
        "AM-D1",
        Some(code),
        format!(
            "{} bajan {code} ({}): la declaración es definitiva e irreversible; consume el turno (AM-R8).",
            cap(colour_es(by)),
            card.name.es
        ),
        format!(
            "{} commits {code} ({}): the declaration is final and irreversible; it uses the turn (AM-R8).",
            colour_en(by),
            card.name.en
        ),
    );
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
        Context::OwnTurn,
        None,
        None,
        &mut ctx.trace,
    );
    account(env, st, idx, by, &outcome, Context::OwnTurn, &mut ctx.trace);
    note(env, idx, by, &outcome, ctx);
    finish_own_turn(env, st, by, ctx);
    Ok(match outcome {
        Outcome::Failed(v) => Some(v),
        _ => None,
    })
}

fn open_card_window(st: &mut GameState, decl: declare::Declaration, index: usize, ctx: &mut Ctx) {
    let other = !decl.owner;
    let mut kinds = WindowSet::default();
    kinds.insert(Window::AfterCard);
    st.pending = Some(Pending {
        decl,
        event: index,
        shielded: arbitro_rules::shakmaty::Bitboard::EMPTY,
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
        format!(
            "Se abre una ventana de reacción para {}: la carta queda pendiente hasta que reaccionen o pasen.",
            colour_es(other)
        ),
        format!(
            "A reaction window opens for {}: the card is pending until they react or pass.",
            colour_en(other)
        ),
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
    let code = env.deck.code(idx);
    let Some(w) = st.window.clone().filter(|w| w.player == by && w.is_save()) else {
        return Err(Verdict::citing(
            Reason::OutsideWindow,
            "AM-D9",
            format!("{code} is a save card: it is played only in the checkmate save window"),
        ));
    };
    if env.rules.mode == Mode::Classic && !env.rules.options.classic_save_cards {
        return Err(Verdict::citing(
            Reason::OutsideWindow,
            "AM-D9",
            "save cards are not playable in Classic mode under this event's options",
        ));
    }
    let decl = declare::validate(env.deck, st, idx, by, args, w.trigger)?;
    take_from_hand(st, by, idx);
    st.window = None;
    ctx.trace.push(
        Layer::Declaration,
        "AM-D9",
        Some(code),
        format!(
            "{} bajan {code} en la ventana de salvamento (exactamente una carta).",
            cap(colour_es(by))
        ),
        format!(
            "{} commits {code} in the save window (exactly one card).",
            colour_en(by)
        ),
    );
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
        Context::Save,
        w.trigger,
        None,
        &mut ctx.trace,
    );
    account(env, st, idx, by, &outcome, Context::Save, &mut ctx.trace);
    note(env, idx, by, &outcome, ctx);
    finish_save(env, st, by, ctx);
    Ok(match outcome {
        Outcome::Failed(v) => Some(v),
        _ => None,
    })
}

#[allow(clippy::too_many_arguments)]
fn react(
    env: &Env<'_>,
    st: &mut GameState,
    code: &str,
    by: Color,
    args: &CardArgs,
    _index: usize,
    reacted_last: Option<Color>,
    ctx: &mut Ctx,
) -> Result<Accepted, Verdict> {
    if env.rules.mode == Mode::Classic {
        return Err(Verdict::new(
            Reason::AdvancedOnly,
            "reactions exist only in Advanced mode, agreed beforehand (AM-R14, AM-D3)",
        ));
    }
    let window = match &st.window {
        Some(w) if w.player == by => w.clone(),
        _ => {
            return Err(match reacted_last {
                Some(c) if c == by => Verdict::new(
                    Reason::ReactionLimit,
                    format!(
                        "{} has already reacted in this window: one reaction per window and player",
                        colour_en(by)
                    ),
                ),
                Some(_) => Verdict::new(
                    Reason::ChainForbidden,
                    "a reaction cannot be answered by another reaction: chains are forbidden",
                ),
                None => Verdict::new(
                    Reason::OutsideWindow,
                    format!("no window is open for {}", colour_en(by)),
                ),
            });
        }
    };
    let idx = card_index(env, st, code, by)?;
    let card = env.deck.card(idx);
    if card.kind != CardKind::Reaction || !window.kinds.contains(card.window) {
        let open: Vec<&str> = window.kinds.iter().map(Window::as_str).collect();
        return Err(Verdict::new(
            Reason::OutsideWindow,
            format!(
                "{code} is played {}; the open window is {}",
                card.window.as_str(),
                open.join(", ")
            ),
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
        format!(
            "{} reaccionan con {code} ({}) en su ventana ({}); no sustituye su siguiente turno.",
            cap(colour_es(by)),
            card.name.es,
            card.window.as_str()
        ),
        format!(
            "{} reacts with {code} ({}) in its window ({}); it does not replace their next turn.",
            colour_en(by),
            card.name.en,
            card.window.as_str()
        ),
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
        ctx.trace.push(
            Layer::Window,
            "AM-D10",
            None,
            "Nada puede responder a una reacción: la carta pendiente se resuelve ahora.".to_string(),
            "Nothing can answer a reaction: the pending card resolves now.".to_string(),
        );
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
            Some(c) if c == by => Verdict::new(
                Reason::OutsideWindow,
                format!("{}'s window already closed with its reaction", colour_en(by)),
            ),
            _ => Verdict::new(
                Reason::OutsideWindow,
                format!("no window is open for {}", colour_en(by)),
            ),
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
            return Err(Verdict::new(Reason::NotYourTurn, "a window is open"));
        }
    }
    if st.turn() != by {
        return Err(Verdict::citing(
            Reason::NotYourTurn,
            "FI-9.2",
            "a draw is claimed by the player having the move",
        ));
    }
    let (clause, reason) = claim_grounds(&st.table, kind)?;
    st.ending = Some(Ending {
        result: "1/2-1/2",
        reason,
        clause,
    });
    ctx.trace.push(
        Layer::Status,
        clause,
        None,
        "Reclamación correcta: tablas.".to_string(),
        "Claim upheld: draw.".to_string(),
    );
    Ok(())
}

/// Whether the table supports a draw claim (FI-9.2 threefold repetition with
/// castling and en-passant rights counted, FI-9.3 fifty moves): the clause and
/// the ending's reason when it does, the refusal when it does not. Shared by
/// both card families.
pub(crate) fn claim_grounds(
    table: &super::state::Table,
    kind: ClaimKind,
) -> Result<(&'static str, &'static str), Verdict> {
    let (ok, clause, reason) = match kind {
        ClaimKind::Threefold => {
            let key = table.history.last().copied().unwrap_or(0);
            (
                table.history.iter().filter(|k| **k == key).count() >= 3,
                "FI-9.2",
                "threefold_repetition",
            )
        }
        ClaimKind::FiftyMoves => (table.pos.halfmoves() >= 100, "FI-9.3", "fifty_moves"),
    };
    if !ok {
        return Err(Verdict::citing(
            Reason::ClaimUnfounded,
            clause,
            "the position does not support the claim; the game continues",
        ));
    }
    Ok((clause, reason))
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}
