//! `card` and `pass` events of an ED turn: the choice an action card waits
//! for (relocate ED-C4, remove ED-C6, bomb ED-C7, recover ED-C8), the
//! joker's steal (ED-C12), a prize claimed or declined (ED-C10), a veto
//! (ED-C9), and a second super-knight move declined (ED-C11). Every choice
//! keeps the position legal (ED-R5).

use arbitro_rules::shakmaty::{Bitboard, Color, EnPassantMode, Piece, Position, Rank, Role, Setup, Square};

use super::{R, code, ed, ed_card, holds_veto, moves, need_turn, note, player_of, powers};
use crate::deck::CardIdx;
use crate::deck::ed::EdCard;
use crate::game::state::ed::{Phase, TurnLog};
use crate::game::state::{GameState, ci};
use crate::game::{CardOutcome, Ctx, Env, board};
use crate::geometry;
use crate::reason::{CardCode, Reason, Verdict, Why};
use crate::record::{BombVariant, CardArgs};
use crate::trace::{Layer, Note};

/// A `card` event: the card the turn waits for, or a kept veto.
pub(super) fn card(
    env: &Env<'_>,
    st: &mut GameState,
    code_text: &str,
    by: Color,
    args: &CardArgs,
    ctx: &mut Ctx,
) -> R<()> {
    let Some(idx) = env.deck.index_of(code_text) else {
        return Err(Verdict::citing(
            Reason::UnknownCard,
            "ED-R1",
            Why::NotInDeck {
                card: code_text.trim().to_string(),
                deck: env.deck.id.clone(),
            },
        ));
    };
    match ed(st).phase.clone() {
        Phase::Action { card } if card == idx => {
            need_turn(st, by)?;
            do_action(env, st, idx, by, args, ctx)
        }
        Phase::Joker { card } if card == idx => {
            need_turn(st, by)?;
            let thief = player_of(st, by);
            let options = stealable(env, st, thief);
            let named = args.targets.first().and_then(|t| env.deck.index_of(t));
            let Some(target) = named.filter(|t| options.contains(t)) else {
                return Err(Verdict::new(
                    Reason::NotStealable,
                    Why::NotStealable {
                        options: options
                            .iter()
                            .map(|c| CardCode(code(env, *c).to_string()))
                            .collect(),
                    },
                ));
            };
            steal(env, st, idx, thief, target, ctx);
            note(ctx, env, idx, by, CardOutcome::Resolved);
            ed(st).phase = Phase::Free { card: Some(idx) };
            super::end::check_by_card(env, st, by, ctx);
            Ok(())
        }
        Phase::Prize { cards, owner, then } if cards.contains(&idx) && by == owner => {
            claim_prize(env, st, idx, owner, args, ctx)?;
            let rest: Vec<CardIdx> = cards.into_iter().filter(|c| *c != idx).collect();
            if rest.is_empty() {
                super::turn::continue_or_finish(env, st, owner, then.map(|b| *b), ctx);
            } else {
                ed(st).phase = Phase::Prize {
                    cards: rest,
                    owner,
                    then,
                };
            }
            Ok(())
        }
        Phase::Start | Phase::Free { .. } if matches!(ed_card(env, idx), EdCard::Veto) => {
            need_turn(st, by)?;
            use_veto(env, st, idx, by, ctx)
        }
        _ => {
            let player = player_of(st, by);
            if matches!(ed_card(env, idx), EdCard::Veto) && st.hands[ci(player)].contains(&idx) {
                return Err(Verdict::new(Reason::VetoRefused, Why::VetoAtStart));
            }
            Err(Verdict::new(
                Reason::CardObligation,
                Why::NotTheCard {
                    card: code(env, idx).to_string(),
                    phase: ed(st).phase_kind(),
                },
            ))
        }
    }
}

pub(super) fn bomb_zone(env: &Env<'_>, idx: CardIdx, by: Color) -> Bitboard {
    match ed_card(env, idx) {
        EdCard::Bomb { zone } => geometry::zone_squares(zone, by),
        _ => Bitboard::EMPTY,
    }
}

/// Removes the pieces on `squares` (kept as captured) with the turn passing
/// to the opponent; `None` if the result is illegal (ED-R5).
pub(super) fn remove_pieces(st: &mut GameState, squares: Bitboard, by: Color) -> Option<()> {
    let mut setup = st.table.pos.to_setup(EnPassantMode::Legal);
    let mut gone = Vec::new();
    for sq in squares {
        if let Some(pc) = setup.board.remove_piece_at(sq) {
            gone.push(pc);
        }
        setup.castling_rights.discard(sq);
    }
    pass_setup(&mut setup, by);
    setup.halfmoves = 0;
    let pos = board::build(setup, st.castling).ok()?;
    if moves::in_check(pos.board(), by, powers(st)) {
        return None;
    }
    st.table.pos = pos;
    for pc in gone {
        st.table.captured[ci(pc.color)].push(pc.role);
    }
    Some(())
}

fn pass_setup(setup: &mut Setup, by: Color) {
    setup.turn = !by;
    setup.ep_square = None;
    if by == Color::Black {
        setup.fullmoves = setup.fullmoves.saturating_add(1);
    }
}

/// The legal choices of an action card, as (piece square, destination)
/// pairs; with `first_only`, stops at the first one.
pub(crate) fn action_choices(
    env: &Env<'_>,
    st: &GameState,
    idx: CardIdx,
    by: Color,
    first_only: bool,
) -> Vec<(Option<Square>, Option<Square>)> {
    let board = st.table.pos.board().clone();
    let mut candidates: Vec<(Option<Square>, Option<Square>)> = Vec::new();
    match ed_card(env, idx) {
        EdCard::Relocate => {
            for from in board.occupied() & !(board.kings() & board.by_color(!by)) {
                for to in !board.occupied() {
                    candidates.push((Some(from), Some(to)));
                }
            }
        }
        EdCard::Remove { piece } => {
            for from in board.by_piece(Piece {
                color: !by,
                role: piece.role(),
            }) {
                candidates.push((Some(from), None));
            }
        }
        EdCard::Bomb { .. } => {
            for from in bomb_candidates(env, st, idx, by) {
                candidates.push((Some(from), None));
            }
        }
        EdCard::Recover { piece } if st.table.captured[ci(by)].contains(&piece.role()) => {
            for to in !board.occupied() {
                candidates.push((None, Some(to)));
            }
        }
        _ => {}
    }
    let mut out = Vec::new();
    let mut probe = st.clone();
    for (from, to) in candidates {
        if apply_choice(env, &mut probe, idx, by, from, to).is_ok() {
            out.push((from, to));
            if first_only {
                break;
            }
            probe.table = st.table.clone();
        }
    }
    out
}

/// The pieces a bomb may take: enemy non-kings in the zone; under the cruel
/// variant with no enemy piece there, own non-kings (ED-C7).
fn bomb_candidates(env: &Env<'_>, st: &GameState, idx: CardIdx, by: Color) -> Bitboard {
    let board = st.table.pos.board();
    let zone = bomb_zone(env, idx, by);
    let enemy = zone & board.by_color(!by) & !board.kings();
    let variant = env.rules.options.bomb_variant.unwrap_or(BombVariant::Normal);
    if variant == BombVariant::Cruel && (zone & board.by_color(!by)).is_empty() {
        zone & board.by_color(by) & !board.kings()
    } else {
        enemy
    }
}

fn sq_arg(text: Option<&String>) -> R<Option<Square>> {
    match text {
        None => Ok(None),
        Some(t) => geometry::parse_square(t)
            .map(Some)
            .ok_or_else(|| Verdict::new(Reason::InvalidEvent, Why::NotASquare { text: t.clone() })),
    }
}

fn do_action(
    env: &Env<'_>,
    st: &mut GameState,
    idx: CardIdx,
    by: Color,
    args: &CardArgs,
    ctx: &mut Ctx,
) -> R<()> {
    let mut from = sq_arg(args.targets.first())?;
    let to = sq_arg(args.to.as_ref())?;
    if from.is_none() && !matches!(ed_card(env, idx), EdCard::Recover { .. }) {
        // A single possible piece need not be named.
        let choices = action_choices(env, st, idx, by, false);
        let mut pieces: Vec<Square> = choices.iter().filter_map(|c| c.0).collect();
        pieces.sort();
        pieces.dedup();
        if let [only] = pieces.as_slice() {
            from = Some(*only);
        }
    }
    apply_choice(env, st, idx, by, from, to)?;
    let note_done = match (ed_card(env, idx), from, to) {
        (EdCard::Relocate, Some(from), Some(to)) => Note::RelocateDone { from, to },
        (EdCard::Remove { .. }, Some(square), _) => Note::RemoveDone { square },
        (EdCard::Bomb { .. }, Some(square), _) => Note::BombDone { square },
        (_, _, Some(to)) => Note::RecoverDone { to },
        _ => Note::ChoiceDeclared,
    };
    let card_code = code(env, idx).to_string();
    ctx.trace.push(
        Layer::Execution,
        ed_card(env, idx).clause(),
        Some(&card_code),
        note_done,
    );
    if moves::in_check(st.table.pos.board(), !by, powers(st)) {
        ctx.trace
            .push(Layer::Status, "ED-R6", None, Note::CardGivesCheck { player: !by });
    }
    st.discard.push(idx);
    note(ctx, env, idx, by, CardOutcome::Resolved);
    ed(st).log.card_acted = true;
    super::end::finish_turn(env, st, by, ctx);
    Ok(())
}

/// Carries out a card choice on the board (turn passing to the opponent), or refuses it.
fn apply_choice(
    env: &Env<'_>,
    st: &mut GameState,
    idx: CardIdx,
    by: Color,
    from: Option<Square>,
    to: Option<Square>,
) -> R<()> {
    let board = st.table.pos.board().clone();
    let illegal = |why: Why| Verdict::new(Reason::IllegalPosition, why);
    match ed_card(env, idx).clone() {
        EdCard::Relocate => {
            let from = from.ok_or_else(|| Verdict::citing(Reason::TargetCount, "ED-C4", Why::NamePiece))?;
            let to =
                to.ok_or_else(|| Verdict::citing(Reason::DestinationIneligible, "ED-C4", Why::NameSquare))?;
            let Some(pc) = board.piece_at(from) else {
                return Err(Verdict::citing(
                    Reason::TargetIneligible,
                    "ED-C4",
                    Why::NoPieceOn { square: from },
                ));
            };
            if pc.role == Role::King && pc.color != by {
                return Err(Verdict::citing(
                    Reason::TargetIneligible,
                    "ED-C4",
                    Why::EnemyKingNeverRelocated,
                ));
            }
            if board.occupied().contains(to) {
                return Err(Verdict::citing(
                    Reason::DestinationIneligible,
                    "ED-C4",
                    Why::NotEmpty { square: to },
                ));
            }
            if pc.role == Role::Pawn && matches!(to.rank(), Rank::First | Rank::Eighth) {
                return Err(Verdict::citing(
                    Reason::PawnOnLastRank,
                    "ED-R5",
                    Why::NoPawnsOnBackRank,
                ));
            }
            let mut setup = st.table.pos.to_setup(EnPassantMode::Legal);
            setup.board.discard_piece_at(from);
            setup.board.set_piece_at(to, pc);
            setup.castling_rights.discard(from);
            if pc.role == Role::King {
                let back = if pc.color == Color::White {
                    Rank::First
                } else {
                    Rank::Eighth
                };
                setup.castling_rights &= !Bitboard::from_rank(back);
            }
            pass_setup(&mut setup, by);
            setup.halfmoves = if pc.role == Role::Pawn {
                0
            } else {
                setup.halfmoves.saturating_add(1)
            };
            let pos = board::build(setup, st.castling)
                .map_err(|_| illegal(Why::LeavesKingInCheck { from, to, player: by }))?;
            if moves::in_check(pos.board(), by, powers(st)) {
                return Err(illegal(Why::KingWouldBeInCheck { player: by }));
            }
            st.table.pos = pos;
        }
        EdCard::Remove { piece } => {
            let from = from.ok_or_else(|| Verdict::citing(Reason::TargetCount, "ED-C6", Why::NamePiece))?;
            match board.piece_at(from) {
                Some(pc) if pc.color != by && pc.role == piece.role() => {}
                _ => {
                    return Err(Verdict::citing(
                        Reason::TargetIneligible,
                        "ED-C6",
                        Why::NotEnemyPiece {
                            square: from,
                            role: piece.role(),
                        },
                    ));
                }
            }
            remove_pieces(st, Bitboard::from_square(from), by).ok_or_else(|| illegal(Why::RemovalIllegal))?;
        }
        EdCard::Bomb { .. } => {
            let from = from.ok_or_else(|| Verdict::citing(Reason::TargetCount, "ED-C7", Why::NamePiece))?;
            if !bomb_candidates(env, st, idx, by).contains(from) {
                return Err(Verdict::citing(
                    Reason::TargetIneligible,
                    "ED-C7",
                    Why::NotBombable { square: from },
                ));
            }
            remove_pieces(st, Bitboard::from_square(from), by).ok_or_else(|| illegal(Why::RemovalIllegal))?;
        }
        EdCard::Recover { piece } => {
            let to =
                to.ok_or_else(|| Verdict::citing(Reason::DestinationIneligible, "ED-C8", Why::NameSquare))?;
            place(st, piece.role(), by, to, "ED-C8")?;
        }
        _ => {
            return Err(Verdict::new(Reason::CardObligation, Why::TakesNoChoice));
        }
    }
    Ok(())
}

/// Puts a captured piece of `by` back on `to` (ED-C8 rules); the turn's side to move is kept.
fn place(st: &mut GameState, role: Role, by: Color, to: Square, clause: &'static str) -> R<()> {
    let Some(k) = st.table.captured[ci(by)].iter().position(|r| *r == role) else {
        return Err(Verdict::citing(
            Reason::ChoiceIneligible,
            clause,
            Why::NoCapturedOf { role, player: by },
        ));
    };
    if st.table.pos.board().occupied().contains(to) {
        return Err(Verdict::citing(
            Reason::DestinationIneligible,
            clause,
            Why::NotEmpty { square: to },
        ));
    }
    if role == Role::Pawn && matches!(to.rank(), Rank::First | Rank::Eighth) {
        return Err(Verdict::citing(Reason::PawnOnLastRank, "ED-C8", Why::PawnRanks));
    }
    let mut setup = st.table.pos.to_setup(EnPassantMode::Legal);
    setup.board.set_piece_at(to, Piece { color: by, role });
    if setup.turn == by {
        pass_setup(&mut setup, by);
    }
    setup.halfmoves = 0;
    let illegal = || {
        Verdict::citing(
            Reason::IllegalPosition,
            "ED-R5",
            Why::PlacementIllegal { role, square: to },
        )
    };
    let pos = board::build(setup, st.castling).map_err(|_| illegal())?;
    if moves::in_check(pos.board(), by, powers(st)) {
        return Err(illegal());
    }
    st.table.pos = pos;
    st.table.captured[ci(by)].remove(k);
    Ok(())
}

fn claim_prize(
    env: &Env<'_>,
    st: &mut GameState,
    idx: CardIdx,
    owner: Color,
    args: &CardArgs,
    ctx: &mut Ctx,
) -> R<()> {
    let EdCard::Objective { prize, .. } = ed_card(env, idx).clone() else {
        return Err(Verdict::new(Reason::CardObligation, Why::TakesNoChoice));
    };
    let to = sq_arg(args.to.as_ref())?
        .ok_or_else(|| Verdict::citing(Reason::DestinationIneligible, "ED-C10", Why::NameSquare))?;
    place(st, prize.role(), owner, to, "ED-C10")?;
    let player = player_of(st, owner);
    st.hands[ci(player)].retain(|c| *c != idx);
    st.discard.push(idx);
    ed(st).log.card_acted = true;
    note(ctx, env, idx, owner, CardOutcome::Resolved);
    let card_code = code(env, idx).to_string();
    ctx.trace.push(
        Layer::Execution,
        "ED-C10",
        Some(&card_code),
        Note::PrizeClaimed {
            role: prize.role(),
            to,
        },
    );
    Ok(())
}

/// The prizes of the turn's objectives are lost (ED-C10).
pub(super) fn forfeit_prizes(env: &Env<'_>, st: &mut GameState, ctx: &mut Ctx) {
    let Phase::Prize { cards, owner, then } = std::mem::take(&mut ed(st).phase) else {
        return;
    };
    let player = player_of(st, owner);
    for c in cards {
        st.hands[ci(player)].retain(|x| *x != c);
        st.discard.push(c);
        let c_code = code(env, c).to_string();
        ctx.trace
            .push(Layer::Execution, "ED-C10", Some(&c_code), Note::PrizeLost);
    }
    super::turn::continue_or_finish(env, st, owner, then.map(|b| *b), ctx);
}

/// The empty squares where `owner` may claim the prize of objective `idx`
/// now (ED-C10: placed as by Recover, ED-C8, never leaving an illegal position).
pub(crate) fn prize_squares(env: &Env<'_>, st: &GameState, idx: CardIdx, owner: Color) -> Vec<Square> {
    let EdCard::Objective { prize, .. } = ed_card(env, idx).clone() else {
        return Vec::new();
    };
    let board = st.table.pos.board().clone();
    (!board.occupied())
        .into_iter()
        .filter(|to| {
            let mut probe = st.clone();
            place(&mut probe, prize.role(), owner, *to, "ED-C10").is_ok()
        })
        .collect()
}

/// The opponent's special cards `thief` may steal (no second veto, ED-C9).
pub(crate) fn stealable(env: &Env<'_>, st: &GameState, thief: Color) -> Vec<CardIdx> {
    let holds = holds_veto(env, st, thief);
    st.hands[ci(!thief)]
        .iter()
        .copied()
        .filter(|c| {
            let e = ed_card(env, *c);
            e.is_kept() && !(holds && matches!(e, EdCard::Veto))
        })
        .collect()
}

pub(super) fn steal(
    env: &Env<'_>,
    st: &mut GameState,
    joker: CardIdx,
    thief: Color,
    target: CardIdx,
    ctx: &mut Ctx,
) {
    st.hands[ci(!thief)].retain(|c| *c != target);
    st.hands[ci(thief)].push(target);
    if let Some(t) = ed(st).temporal.as_mut()
        && t.card == target
    {
        t.owner = thief;
    }
    st.discard.push(joker);
    let joker_code = code(env, joker).to_string();
    ctx.trace.push(
        Layer::Execution,
        "ED-C12",
        Some(&joker_code),
        Note::Steals {
            player: thief,
            card: code(env, target).to_string(),
        },
    );
}

fn use_veto(env: &Env<'_>, st: &mut GameState, idx: CardIdx, by: Color, ctx: &mut Ctx) -> R<()> {
    let player = player_of(st, by);
    if !st.hands[ci(player)].contains(&idx) {
        return Err(Verdict::citing(
            Reason::NotInHand,
            "ED-C9",
            Why::DoesNotHold {
                player,
                card: code(env, idx).to_string(),
            },
        ));
    }
    let Some(vp) = ed(st).veto.clone() else {
        return Err(Verdict::new(Reason::VetoRefused, Why::NotVetoable));
    };
    if vp.mover != !by {
        return Err(Verdict::new(Reason::VetoRefused, Why::NoMoveToVeto));
    }
    let p = powers(st);
    if moves::legal(&vp.table.pos, p).len() < 2 {
        return Err(Verdict::new(
            Reason::VetoRefused,
            Why::OnlyLegalMove { mv: vp.uci.clone() },
        ));
    }
    if moves::in_check(vp.table.pos.board(), by, p) {
        return Err(Verdict::citing(Reason::VetoRefused, "ED-R5", Why::VetoIllegal));
    }
    let resume = std::mem::take(&mut ed(st).phase);
    st.table = *vp.table;
    st.hands[ci(player)].retain(|c| *c != idx);
    st.discard.push(idx);
    let e = ed(st);
    e.veto = None;
    e.resume = Some(Box::new(resume));
    e.log = TurnLog::default();
    e.phase = Phase::Redo {
        forbidden: vp.uci.clone(),
    };
    note(ctx, env, idx, by, CardOutcome::Resolved);
    let card_code = code(env, idx).to_string();
    ctx.trace.push(
        Layer::Execution,
        "ED-C9",
        Some(&card_code),
        Note::Vetoed {
            player: vp.mover,
            mv: vp.uci.clone(),
        },
    );
    Ok(())
}

/// A `pass`: declines a second super-knight move (ED-C11) or the turn's prizes (ED-C10).
pub(super) fn pass(env: &Env<'_>, st: &mut GameState, by: Color, ctx: &mut Ctx) -> R<()> {
    match ed(st).phase.clone() {
        Phase::KnightAgain => {
            need_turn(st, by)?;
            ctx.trace
                .push(Layer::Move, "ED-C11", None, Note::NoSecondKnightMove);
            // The position was turned back to the mover for the second
            // move: hand the move to the opponent again.
            if let Some(p) = moves::flip(&st.table.pos, st.castling, false) {
                st.table.pos = p;
            }
            ed(st).phase = Phase::Start;
            super::end::finish_turn(env, st, by, ctx);
            Ok(())
        }
        Phase::Prize { owner, .. } if owner == by => {
            forfeit_prizes(env, st, ctx);
            Ok(())
        }
        _ => Err(Verdict::new(Reason::CardObligation, Why::NothingToPass)),
    }
}
