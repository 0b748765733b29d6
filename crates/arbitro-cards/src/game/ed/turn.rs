//! Moves in an ED turn: a normal move (ED-R2), the moves a movement card
//! demands of the shown pieces (ED-C1…ED-C3), a second super-knight move
//! (ED-C11), another move after a veto (ED-C9); what each move does for the
//! rest of the turn (check ends it, ED-R6; objectives met, ED-C10; mate,
//! ED-R8).

use arbitro_rules::shakmaty::{Color, Move, Position, Role};

use super::{R, code, ed, ed_card, king_capture, mandatory, moves, need_turn, note, player_of, powers};
use crate::deck::CardIdx;
use crate::deck::ed::{EdCard, Goal, Temporal};
use crate::game::moves::{matches_uci, parse_uci, parts};
use crate::game::state::ed::Phase;
use crate::game::state::{EndReason, GameState, ci};
use crate::game::{CardOutcome, Ctx, Env, ending};
use crate::reason::{Reason, Verdict, Why};
use crate::terms::GameResult;
use crate::text::Roles;
use crate::trace::{Layer, Note};

/// A `move` event in an ED game, by the side to move.
pub(super) fn play_move(
    env: &Env<'_>,
    st: &mut GameState,
    text: &str,
    by: Option<Color>,
    ctx: &mut Ctx,
) -> R<()> {
    let actor = st.table.pos.turn();
    if let Some(b) = by {
        need_turn(st, b)?;
    }
    let p = powers(st);
    let legal = moves::legal(&st.table.pos, p);
    let text = text.trim();
    let m = match crate::game::moves::read(&legal, text) {
        crate::game::moves::Read::Found(m) => m,
        crate::game::moves::Read::NotAMove => {
            return Err(Verdict::new(
                Reason::InvalidEvent,
                Why::NotAMove {
                    text: text.to_string(),
                },
            ));
        }
        _ => {
            // A SAN names a piece of the mover; a UCI move names its square.
            let own_piece = match parse_uci(&text.to_ascii_lowercase()) {
                Some((from, ..)) => st
                    .table
                    .pos
                    .board()
                    .piece_at(from)
                    .is_some_and(|pc| pc.color == actor),
                None => true,
            };
            return Err(if own_piece && in_check_now(st) {
                Verdict::citing(
                    Reason::IllegalMove,
                    "ED-R7",
                    Why::DoesNotAnswerCheck { mv: text.to_string() },
                )
            } else {
                Verdict::citing(
                    Reason::IllegalMove,
                    "ED-R5",
                    Why::IllegalEdMove { mv: text.to_string() },
                )
            });
        }
    };
    ctx.san = Some(crate::game::moves::san_among(&legal, m));
    let role = moves::role_of(m);
    match ed(st).phase.clone() {
        Phase::Start => {
            if mandatory(env) && (king_capture(env) || !in_check_now(st)) && can_draw(st) {
                return Err(Verdict::new(Reason::MustDraw, Why::MustDraw));
            }
            normal_move(env, st, m, text, false, ctx)
        }
        Phase::Free { .. } => normal_move(env, st, m, text, false, ctx),
        Phase::Redo { forbidden } => {
            let same = parse_uci(&forbidden).is_some_and(|(f, t, pr)| matches_uci(m, f, t, pr));
            if same {
                return Err(Verdict::new(Reason::SameMove, Why::VetoedMove { mv: forbidden }));
            }
            normal_move(env, st, m, text, true, ctx)
        }
        Phase::KnightAgain => {
            if role != Role::Knight {
                return Err(Verdict::citing(Reason::NotShownPiece, "ED-C11", Why::OnlyKnight));
            }
            ctx.trace.push(
                Layer::Move,
                "ED-C11",
                None,
                Note::SecondKnightMove { mv: text.to_string() },
            );
            ed(st).log.moves += 1;
            let fx = execute(env, st, m, ctx);
            if st.ending.is_some() {
                return Ok(());
            }
            after_move(env, st, actor, fx, None, ctx);
            Ok(())
        }
        Phase::Moves {
            card,
            remaining,
            left,
            best,
        } => {
            let card_code = code(env, card).to_string();
            let Some(k) = remaining.iter().position(|r| *r == role) else {
                return Err(Verdict::citing(
                    Reason::NotShownPiece,
                    ed_card(env, card).clause(),
                    Why::NotShownPiece {
                        card: card_code,
                        pieces: Roles(remaining.clone()),
                    },
                ));
            };
            let mut rest = remaining.clone();
            rest.remove(k);
            let after = moves::play(&st.table.pos, m);
            let checks = moves::in_check(after.board(), !actor, p);
            if !checks && left > 1 {
                let reach = match moves::flip(&after, st.castling, true) {
                    Some(again) => 1 + moves::best(&again, p, &rest, left - 1, st.castling),
                    None => 1,
                };
                if reach < best {
                    return Err(Verdict::new(
                        Reason::MustMoveAll,
                        Why::MustMoveAll {
                            mv: text.to_string(),
                            reach,
                            best,
                        },
                    ));
                }
            }
            ed(st).log.moves += 1;
            ed(st).log.card_acted = true;
            ctx.trace.push(
                Layer::Move,
                ed_card(env, card).clause(),
                Some(&card_code),
                Note::ShownPieceMoves {
                    player: actor,
                    role,
                    mv: text.to_string(),
                    card: card_code.clone(),
                },
            );
            let fx = execute(env, st, m, ctx);
            if st.ending.is_some() {
                return Ok(());
            }
            let left = left - 1;
            let best = best.saturating_sub(1);
            let next = if fx.check || left == 0 || best == 0 {
                if fx.check && left > 0 {
                    ctx.trace
                        .push(Layer::Execution, "ED-R6", Some(&card_code), Note::CheckEndsTurn);
                } else if left > 0 {
                    ctx.trace
                        .push(Layer::Execution, "ED-R3", Some(&card_code), Note::PartlyObeyed);
                }
                st.discard.push(card);
                note(ctx, env, card, actor, CardOutcome::Resolved);
                None
            } else {
                Some(Phase::Moves {
                    card,
                    remaining: rest,
                    left,
                    best,
                })
            };
            after_move(env, st, actor, fx, next, ctx);
            Ok(())
        }
        Phase::Action { card } | Phase::Joker { card } => Err(Verdict::new(
            Reason::CardObligation,
            Why::WaitingForChoice {
                card: code(env, card).to_string(),
            },
        )),
        Phase::Prize { .. } => Err(Verdict::new(Reason::CardObligation, Why::PrizeBeingClaimed)),
    }
}

fn in_check_now(st: &GameState) -> bool {
    super::in_check(st)
}

fn can_draw(st: &GameState) -> bool {
    st.ed.as_deref().is_some_and(|e| !e.pile.is_empty()) || !st.discard.is_empty()
}

/// A normal move (free, after a special card, or replaying a vetoed move).
fn normal_move(env: &Env<'_>, st: &mut GameState, m: Move, text: &str, redo: bool, ctx: &mut Ctx) -> R<()> {
    let actor = st.table.pos.turn();
    let p = powers(st);
    // Lead king (ED-C11): checked, with only king moves, the owner loses.
    if p.has(Temporal::LeadKing, actor) && in_check_now(st) && moves::role_of(m) == Role::King {
        let legal = moves::legal(&st.table.pos, p);
        if legal.iter().all(|x| moves::role_of(*x) == Role::King) {
            super::end::lead_king_loses(st, actor, ctx);
            return Ok(());
        }
    }
    ed(st).veto = None;
    let uci = crate::game::moves::uci_of(m, st.castling == arbitro_rules::shakmaty::CastlingMode::Chess960);
    if ed(st).log.moves == 0 && ed(st).log.before.is_none() {
        let table = Box::new(st.table.clone());
        let log = &mut ed(st).log;
        log.before = Some(table);
        log.uci = Some(uci);
    }
    ed(st).log.moves += 1;
    ctx.trace.push(
        Layer::Move,
        if redo { "ED-C9" } else { "ED-R2" },
        None,
        Note::NormalMove {
            player: actor,
            mv: text.to_string(),
            redo,
        },
    );
    let knight = moves::role_of(m) == Role::Knight;
    let fx = execute(env, st, m, ctx);
    if st.ending.is_some() {
        return Ok(());
    }
    let mut next = None;
    if knight
        && !redo
        && !fx.check
        && powers(st).has(Temporal::SuperKnights, actor)
        && let Some(pos) = moves::flip(&st.table.pos, st.castling, true)
        && moves::legal(&pos, powers(st))
            .into_iter()
            .any(|x| moves::role_of(x) == Role::Knight)
    {
        next = Some(Phase::KnightAgain);
    }
    after_move(env, st, actor, fx, next, ctx);
    Ok(())
}

/// What a move did that matters for the rest of the turn.
struct MoveEffects {
    check: bool,
    prizes: Vec<CardIdx>,
}

/// Plays a move on the board: captures, objectives (ED-C10), check (ED-R6)
/// and mate (ED-R8).
fn execute(env: &Env<'_>, st: &mut GameState, m: Move, ctx: &mut Ctx) -> MoveEffects {
    let actor = st.table.pos.turn();
    let parts = parts(st.table.pos.board(), m);
    if let Some((_, victim)) = parts.capture {
        st.table.captured[ci(victim.color)].push(victim.role);
    }
    st.table.pos = moves::play(&st.table.pos, m);
    let p = powers(st);
    let check = moves::in_check(st.table.pos.board(), !actor, p);
    // Objectives of the player who plays these pieces.
    let player = player_of(st, actor);
    let mut done = Vec::new();
    for &c in &st.hands[ci(player)] {
        if let EdCard::Objective { goal, .. } = ed_card(env, c) {
            let hit = match goal {
                Goal::Castle => matches!(m, Move::Castle { .. }),
                Goal::CheckWithKnight => {
                    let to = parts.moves.first().map(|x| x.1);
                    parts.mover.role == Role::Knight
                        && to.is_some_and(|sq| {
                            st.table.pos.board().king_of(!actor).is_some_and(|k| {
                                arbitro_rules::shakmaty::attacks::knight_attacks(sq).contains(k)
                            })
                        })
                }
                Goal::CaptureWithPawn => parts.mover.role == Role::Pawn && parts.capture.is_some(),
                Goal::Promote => matches!(
                    m,
                    Move::Normal {
                        promotion: Some(_),
                        ..
                    }
                ),
            };
            if hit {
                done.push(c);
            }
        }
    }
    if check {
        ctx.trace
            .push(Layer::Status, "ED-R6", None, Note::Check { player: !actor });
        if moves::legal(&st.table.pos, p).is_empty() {
            let winner = player_of(st, actor);
            ending::end(st, GameResult::win(winner), EndReason::Checkmate, "ED-R8");
            ctx.trace
                .push(Layer::Status, "ED-R8", None, Note::MateAtOnce { winner });
            return MoveEffects {
                check,
                prizes: Vec::new(),
            };
        }
    }
    let mut prizes = Vec::new();
    for c in done {
        let EdCard::Objective { goal, prize } = ed_card(env, c).clone() else {
            continue;
        };
        let c_code = code(env, c).to_string();
        if st.table.captured[ci(actor)].contains(&prize.role()) {
            prizes.push(c);
            ctx.trace.push(
                Layer::Execution,
                "ED-C10",
                Some(&c_code),
                Note::ObjectiveMet {
                    goal,
                    prize: prize.role(),
                },
            );
        } else {
            st.hands[ci(player)].retain(|x| *x != c);
            st.discard.push(c);
            note(ctx, env, c, actor, CardOutcome::Resolved);
            ctx.trace.push(
                Layer::Execution,
                "ED-C10",
                Some(&c_code),
                Note::ObjectiveMetNoPrize {
                    goal,
                    prize: prize.role(),
                },
            );
        }
    }
    MoveEffects { check, prizes }
}

/// After a move: prizes to claim, the turn going on (`next`), or its end.
fn after_move(
    env: &Env<'_>,
    st: &mut GameState,
    actor: Color,
    fx: MoveEffects,
    next: Option<Phase>,
    ctx: &mut Ctx,
) {
    let next = if fx.check { None } else { next };
    if !fx.prizes.is_empty() {
        ed(st).phase = Phase::Prize {
            cards: fx.prizes,
            owner: actor,
            then: next.map(Box::new),
        };
        return;
    }
    continue_or_finish(env, st, actor, next, ctx);
}

/// The turn goes on with `next` (the mover moves again), or it ends.
pub(super) fn continue_or_finish(
    env: &Env<'_>,
    st: &mut GameState,
    actor: Color,
    next: Option<Phase>,
    ctx: &mut Ctx,
) {
    let flipped = if next.is_some() && !moves::in_check(st.table.pos.board(), !actor, powers(st)) {
        moves::flip(&st.table.pos, st.castling, true)
    } else {
        None
    };
    if let Some(Phase::Moves { card, .. }) = &next
        && flipped.is_none()
    {
        // The prize gave check: the turn ends at once (ED-R6) and the
        // movement card is done with.
        let card_code = code(env, *card).to_string();
        ctx.trace
            .push(Layer::Execution, "ED-R6", Some(&card_code), Note::CheckEndsTurn);
        st.discard.push(*card);
        note(ctx, env, *card, actor, CardOutcome::Resolved);
    }
    if let Some(phase) = next
        && let Some(pos) = flipped
    {
        if st.table.pos.legal_moves().is_empty() && !moves::in_check(st.table.pos.board(), !actor, powers(st))
        {
            ctx.trace
                .push(Layer::Status, "ED-R8", None, Note::StalemateMidTurn);
        }
        st.table.pos = pos;
        ed(st).phase = phase;
        return;
    }
    super::end::finish_turn(env, st, actor, ctx);
}
