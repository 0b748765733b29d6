//! The ED turn protocol: one function per kind of event. Each either refuses
//! the request (the caller then drops every change) or carries it out,
//! writing the trace with ED-* clauses.

use arbitro_rules::shakmaty::{Bitboard, Color, Move, Piece, Position, Rank, Role, Square};

use super::moves::{self, Powers};
use super::{EdState, InForce, Phase, TurnLog, VetoPoint};
use crate::deck::CardIdx;
use crate::deck::ed::{EdCard, Goal, MoveCount, Temporal};
use crate::game::board;
use crate::game::flow::Accepted;
use crate::game::movegen;
use crate::game::resolve::Env;
use crate::game::state::{Ending, GameState, ci};
use crate::game::turns::{Ctx, ResolutionNote, win};
use crate::geometry;
use crate::reason::{Reason, Verdict};
use crate::record::{BombVariant, CardArgs, ClaimKind, Colour, Event};
use crate::trace::Layer;
use crate::words::{colour_en, colour_es, role_bare_en, role_bare_es};

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

fn end(st: &mut GameState, result: &'static str, reason: &'static str, clause: &'static str) {
    st.ending = Some(Ending {
        result,
        reason,
        clause,
    });
}

/// Carries out `event` on an ED game.
pub fn apply(env: &Env<'_>, st: &mut GameState, event: &Event, ctx: &mut Ctx) -> R<Accepted> {
    if let Some(e) = &st.ending {
        return Err(Verdict::citing(
            Reason::GameOver,
            "ED-R8",
            format!("the game is over ({} by {})", e.result, e.reason),
        ));
    }
    ed(st).drawn = None;
    // Prizes are claimed in the fulfilling turn: any other event loses them (ED-C10).
    if let Phase::Prize { owner, .. } = ed(st).phase.clone() {
        let keeps = match event {
            Event::Card { by, .. } | Event::Pass { by } => by.color() == owner,
            _ => false,
        };
        if !keeps {
            forfeit_prizes(env, st, ctx);
            if st.ending.is_some() {
                return Err(Verdict::citing(
                    Reason::GameOver,
                    "ED-R8",
                    "the game ended with that turn",
                ));
            }
        }
    }
    let result = match event {
        Event::Draw { by } => draw(env, st, by.color(), ctx).map(|()| None),
        Event::Move { uci, by } => play_move(env, st, uci, by.map(Colour::color), ctx).map(|()| None),
        Event::Card { code, by, args } => card(env, st, code, by.color(), args, ctx).map(|()| None),
        Event::Pass { by } => pass(env, st, by.color(), ctx).map(|()| None),
        Event::React { .. } => Err(Verdict::citing(
            Reason::WrongFamily,
            "ED-R2",
            "the ed family has no reactions: a turn is a draw or a move",
        )),
        Event::Claim { kind, by } => claim(st, *kind, by.color(), ctx).map(|()| None),
        Event::Flag { by } => {
            let loser = by.color();
            let (result, reason) = if can_mate(st, !loser) {
                (win(!loser), "flag")
            } else {
                ("1/2-1/2", "flag_no_mating_material")
            };
            end(st, result, reason, "FI-6.9");
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
            end(st, win(!loser), "resignation", "ED-R8");
            ctx.trace.push(
                Layer::Status,
                "ED-R8",
                None,
                format!("Abandonan {}: {}.", colour_es(loser), win(!loser)),
                format!("{} resigns: {}.", colour_en(loser), win(!loser)),
            );
            Ok(None)
        }
        Event::AgreedDraw => {
            end(st, "1/2-1/2", "agreement", "FI-5.2.3");
            ctx.trace.push(
                Layer::Status,
                "FI-5.2.3",
                None,
                "Tablas de mutuo acuerdo.".to_string(),
                "Draw by agreement.".to_string(),
            );
            Ok(None)
        }
    };
    if result.is_ok() && st.ending.is_none() {
        owed_move_impossible(st, ctx);
    }
    result
}

/// A normal move is owed (after a special card, ED-R4; an impossible card
/// under the 2nd edition, ED-N1; a veto, ED-C9) but the side to move has
/// none, e.g. a temporal card that appeared in this turn took the last ones
/// away: the position is judged as at a turn change (ED-R8), checkmate when
/// in check, stalemate otherwise, so a game never waits for a move that
/// cannot be made.
fn owed_move_impossible(st: &mut GameState, ctx: &mut Ctx) {
    let owed = matches!(
        st.ed.as_deref().map(|e| &e.phase),
        Some(Phase::Free { .. } | Phase::Redo { .. })
    );
    if !owed || !super::legal_now(st).is_empty() {
        return;
    }
    let q = st.table.pos.turn();
    if in_check_now(st) {
        let winner = player_of(st, !q);
        end(st, win(winner), "checkmate", "ED-R8");
        ctx.trace.push(
            Layer::Status,
            "ED-R8",
            None,
            format!(
                "{} deben mover, están en jaque y no tienen jugada: jaque mate. Ganan {}.",
                cap(colour_es(q)),
                colour_es(winner)
            ),
            format!(
                "{} must move, is in check and has no move: checkmate. {} wins.",
                colour_en(q),
                cap(colour_en(winner))
            ),
        );
    } else {
        end(st, "1/2-1/2", "stalemate", "ED-R8");
        ctx.trace.push(
            Layer::Status,
            "ED-R8",
            None,
            format!(
                "{} deben hacer una jugada normal y no tienen ninguna: rey ahogado, tablas.",
                cap(colour_es(q))
            ),
            format!(
                "{} owes a normal move and has none: stalemate, draw.",
                colour_en(q)
            ),
        );
    }
}

/// Whether `colour` could still mate: material on the board, or captured
/// pieces that a recovery card could bring back.
fn can_mate(st: &GameState, colour: Color) -> bool {
    if !st.table.captured[ci(colour)].is_empty() {
        return true;
    }
    let pos = arbitro_rules::Position::from_chess(st.table.pos.clone(), st.castling);
    !matches!(
        arbitro_rules::can_checkmate(&pos, colour),
        arbitro_rules::Winnability::Unwinnable
    )
}

fn claim(st: &mut GameState, kind: ClaimKind, by: Color, ctx: &mut Ctx) -> R<()> {
    if st.table.pos.turn() != by || !matches!(ed(st).phase, Phase::Start) {
        return Err(Verdict::citing(
            Reason::NotYourTurn,
            "FI-9.2",
            "a draw is claimed by the player having the move, before acting",
        ));
    }
    let (clause, reason) = crate::game::flow::claim_grounds(&st.table, kind)?;
    end(st, "1/2-1/2", reason, clause);
    ctx.trace.push(
        Layer::Status,
        "ED-R8",
        None,
        "Reclamación correcta: tablas (reglas FIDE).".to_string(),
        "Claim upheld: draw (FIDE rules).".to_string(),
    );
    Ok(())
}

fn need_turn(st: &GameState, by: Color) -> R<()> {
    let turn = st.table.pos.turn();
    if turn != by {
        return Err(Verdict::new(
            Reason::NotYourTurn,
            format!("it is {}'s turn", colour_en(turn)),
        ));
    }
    Ok(())
}

fn note(ctx: &mut Ctx, env: &Env<'_>, idx: CardIdx, by: Color, outcome: &'static str) {
    ctx.resolutions.push(ResolutionNote {
        card: code(env, idx).to_string(),
        by: Colour::from_color(by),
        outcome,
        error: None,
    });
}

// ---------------------------------------------------------------- draw

fn draw(env: &Env<'_>, st: &mut GameState, by: Color, ctx: &mut Ctx) -> R<()> {
    need_turn(st, by)?;
    if !matches!(ed(st).phase, Phase::Start) {
        return Err(Verdict::new(
            Reason::CardObligation,
            format!(
                "{} already chose this turn ({})",
                colour_en(by),
                ed(st).phase_word()
            ),
        ));
    }
    if super::in_check(st) && !king_capture(env) {
        return Err(Verdict::new(
            Reason::InCheckNoDraw,
            format!("{} is in check: answer it with a move, not a card", colour_en(by)),
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
        format!(
            "{} roban {} ({}) y la muestran al rival.",
            cap(colour_es(by)),
            card.code,
            card.name.es
        ),
        format!(
            "{} draws {} ({}) and shows it to the opponent.",
            colour_en(by),
            card.code,
            card.name.en
        ),
    );
    let ed_kind = ed_card(env, idx).clone();
    let clause = ed_kind.clause();
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
                return impossible(env, st, idx, by, "none of the shown pieces can move", ctx);
            }
            let names_es: Vec<&str> = remaining.iter().map(|r| role_bare_es(*r)).collect();
            let names_en: Vec<&str> = remaining.iter().map(|r| role_bare_en(*r)).collect();
            ctx.trace.push(
                Layer::Execution,
                clause,
                Some(code(env, idx)),
                format!(
                    "Carta de acción (ED-R3): deben mover {} de: {} ({} posible{}).",
                    left,
                    names_es.join(", "),
                    best,
                    if best == 1 { "" } else { "s" }
                ),
                format!(
                    "Action card (ED-R3): {left} of these must move: {} ({best} possible).",
                    names_en.join(", ")
                ),
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
                Some(code(env, idx)),
                format!("{} pierden el turno.", cap(colour_es(by))),
                format!("{} loses the turn.", colour_en(by)),
            );
            note(ctx, env, idx, by, "resolved");
            lose_turn(env, st, by, ctx);
        }
        EdCard::Relocate | EdCard::Remove { .. } | EdCard::Recover { .. } => {
            if action_choices(env, st, idx, by, true).is_empty() {
                return impossible(env, st, idx, by, "there is nothing the card can legally do", ctx);
            }
            ctx.trace.push(
                Layer::Execution,
                clause,
                Some(code(env, idx)),
                "Carta de acción (ED-R3): el jugador declara su elección.".to_string(),
                "Action card (ED-R3): the player declares their choice.".to_string(),
            );
            ed(st).phase = Phase::Action { card: idx };
        }
        EdCard::Bomb { .. } => {
            let variant = env.rules.options.bomb_variant.unwrap_or(BombVariant::Normal);
            match variant {
                BombVariant::Normal | BombVariant::Cruel => {
                    if action_choices(env, st, idx, by, true).is_empty() {
                        return impossible(
                            env,
                            st,
                            idx,
                            by,
                            "no piece of the zone can be removed legally",
                            ctx,
                        );
                    }
                    ed(st).phase = Phase::Action { card: idx };
                    ctx.trace.push(
                        Layer::Execution,
                        "ED-C7",
                        Some(code(env, idx)),
                        format!(
                            "Bomba ({}): el jugador elige la pieza de la zona.",
                            variant_es(variant)
                        ),
                        format!(
                            "Bomb ({}): the player chooses the piece of the zone.",
                            variant_en(variant)
                        ),
                    );
                }
                BombVariant::Fierce | BombVariant::Crazy => {
                    let zone = bomb_zone(env, idx, by);
                    let board = st.table.pos.board();
                    let mut victims = zone & !board.kings();
                    if variant == BombVariant::Fierce {
                        victims &= board.by_color(!by);
                    }
                    victims &= board.occupied();
                    if victims.is_empty() {
                        return impossible(env, st, idx, by, "no piece in the zone", ctx);
                    }
                    match remove_pieces(st, victims, by) {
                        Some(()) => {
                            ctx.trace.push(
                                Layer::Execution,
                                "ED-C7",
                                Some(code(env, idx)),
                                format!(
                                    "Bomba {}: se retiran {} pieza(s) de la zona.",
                                    variant_es(variant),
                                    victims.count()
                                ),
                                format!(
                                    "{} bomb: {} piece(s) removed from the zone.",
                                    cap(variant_en(variant)),
                                    victims.count()
                                ),
                            );
                            st.discard.push(idx);
                            note(ctx, env, idx, by, "resolved");
                            ed(st).log.card_acted = true;
                            finish_turn(env, st, by, ctx);
                        }
                        None => {
                            return impossible(
                                env,
                                st,
                                idx,
                                by,
                                "removing them would leave an illegal position (ED-R5)",
                                ctx,
                            );
                        }
                    }
                }
            }
        }
        EdCard::Veto => {
            let p = player_of(st, by);
            let holds = st.hands[ci(p)]
                .iter()
                .any(|c| matches!(ed_card(env, *c), EdCard::Veto));
            if holds {
                let other = !p;
                let other_holds = st.hands[ci(other)]
                    .iter()
                    .any(|c| matches!(ed_card(env, *c), EdCard::Veto));
                let (es, en) = if other_holds {
                    st.discard.push(idx);
                    (
                        "«No me gusta tu jugada» no se acumula y el rival ya tiene una: la segunda se descarta.",
                        "\"I don't like your move\" cannot be stacked and the opponent already keeps one: the second one is discarded.",
                    )
                } else {
                    st.hands[ci(other)].push(idx);
                    (
                        "«No me gusta tu jugada» no se acumula: la segunda se regala al rival.",
                        "\"I don't like your move\" cannot be stacked: the second one goes to the opponent.",
                    )
                };
                ctx.trace.push(
                    Layer::Execution,
                    "ED-C9",
                    Some(code(env, idx)),
                    es.to_string(),
                    en.to_string(),
                );
            } else {
                st.hands[ci(p)].push(idx);
                ctx.trace.push(
                    Layer::Execution,
                    "ED-R4",
                    Some(code(env, idx)),
                    "Carta especial: se guarda boca arriba; puede usarse ahora o más tarde (ED-C9)."
                        .to_string(),
                    "Special card: kept face up; it may be used now or later (ED-C9).".to_string(),
                );
            }
            ed(st).phase = Phase::Free { card: Some(idx) };
        }
        EdCard::Objective { goal, prize } => {
            st.hands[ci(player_of(st, by))].push(idx);
            ctx.trace.push(
                Layer::Execution,
                "ED-C10",
                Some(code(env, idx)),
                format!(
                    "Objetivo ({}) guardado boca arriba; premio: {} (ED-R4).",
                    goal_es(goal),
                    role_bare_es(prize.role())
                ),
                format!(
                    "Objective ({}) kept face up; prize: {} (ED-R4).",
                    goal_en(goal),
                    role_bare_en(prize.role())
                ),
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
                ctx.trace.push(
                    Layer::Duration,
                    "ED-C11",
                    Some(code(env, old.card)),
                    format!("Aparece otra carta temporal: termina {}.", code(env, old.card)),
                    format!("Another temporal card appears: {} ends.", code(env, old.card)),
                );
            }
            st.hands[ci(owner)].push(idx);
            ed(st).temporal = Some(InForce {
                card: idx,
                owner,
                kind: effect,
            });
            let (es, en) = if effect == Temporal::Harakiri {
                (
                    "¡Cambio de color! Cada jugador juega con las piezas del otro hasta la siguiente carta temporal; el mate gana para quien lo da.".to_string(),
                    "Colours swap! Each player plays the other's pieces until the next temporal card; mate wins for whoever gives it.".to_string(),
                )
            } else {
                (
                    format!(
                        "Efecto temporal {} para {} hasta la siguiente carta temporal.",
                        effect.as_str(),
                        colour_es(owner)
                    ),
                    format!(
                        "Temporal effect {} for {} until the next temporal card.",
                        effect.as_str(),
                        colour_en(owner)
                    ),
                )
            };
            ctx.trace
                .push(Layer::Execution, "ED-C11", Some(code(env, idx)), es, en);
            ed(st).phase = Phase::Free { card: Some(idx) };
            check_by_card(env, st, by, ctx);
        }
        EdCard::Joker => {
            let thief = player_of(st, by);
            let options = stealable(env, st, thief);
            match options.as_slice() {
                [] => {
                    st.discard.push(idx);
                    ctx.trace.push(
                        Layer::Execution,
                        "ED-C12",
                        Some(code(env, idx)),
                        "Comodín: el rival no tiene cartas especiales; sin efecto.".to_string(),
                        "Joker: the opponent holds no special card; no effect.".to_string(),
                    );
                    note(ctx, env, idx, by, "resolved");
                    ed(st).phase = Phase::Free { card: Some(idx) };
                }
                [only] => {
                    steal(env, st, idx, thief, *only, ctx);
                    note(ctx, env, idx, by, "resolved");
                    ed(st).phase = Phase::Free { card: Some(idx) };
                    check_by_card(env, st, by, ctx);
                }
                _ => {
                    ctx.trace.push(
                        Layer::Execution,
                        "ED-C12",
                        Some(code(env, idx)),
                        "Comodín: el jugador elige qué carta especial roba.".to_string(),
                        "Joker: the player chooses which special card to steal.".to_string(),
                    );
                    ed(st).phase = Phase::Joker { card: idx };
                }
            }
        }
        EdCard::NoEffect | EdCard::Instruction => {
            st.discard.push(idx);
            ctx.trace.push(
                Layer::Execution,
                "ED-C13",
                Some(code(env, idx)),
                "Carta sin efecto definido: jugada normal.".to_string(),
                "Card with no effect defined: a normal move follows.".to_string(),
            );
            note(ctx, env, idx, by, "resolved");
            ed(st).phase = Phase::Free { card: Some(idx) };
        }
    }
    Ok(())
}

fn reshuffle(st: &mut GameState, ctx: &mut Ctx) -> R<()> {
    if st.discard.is_empty() {
        return Err(Verdict::new(
            Reason::PileEmpty,
            "the draw pile and the discard pile are empty: every card is kept by the players",
        ));
    }
    let e = ed(st);
    e.reshuffles += 1;
    let seed = reshuffle_seed(e.seed, e.reshuffles);
    let mut cards = std::mem::take(&mut st.discard);
    arbitro_rng::Rng::from_seed(seed).shuffle(&mut cards);
    let n = cards.len();
    ed(st).pile = cards;
    ctx.trace.push(
        Layer::Draw,
        "ED-R1",
        None,
        format!("El mazo se agotó: se barajan los {n} descartes como mazo nuevo."),
        format!("The draw pile is exhausted: the {n} discarded cards are shuffled into a new pile."),
    );
    Ok(())
}

/// The seed of the `k`-th reshuffle of a game whose recorded seed is `seed` (ED-R1).
pub fn reshuffle_seed(seed: u64, k: u32) -> u64 {
    seed ^ u64::from(k).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// An action card that cannot be obeyed (ED-R3, ED-N1).
fn impossible(env: &Env<'_>, st: &mut GameState, idx: CardIdx, by: Color, why: &str, ctx: &mut Ctx) -> R<()> {
    st.discard.push(idx);
    let clause = ed_card(env, idx).clause();
    ctx.trace.push(
        Layer::Execution,
        clause,
        Some(code(env, idx)),
        format!("{} no puede cumplirse: se descarta.", code(env, idx)),
        format!("{} cannot be obeyed ({why}): it is discarded.", code(env, idx)),
    );
    note(ctx, env, idx, by, "impossible");
    if edition(env) == 1 {
        ctx.trace.push(
            Layer::Execution,
            "ED-N1",
            Some(code(env, idx)),
            "Primera edición: si no se puede cumplir la carta, se pierde el turno.".to_string(),
            "1st edition: a card that cannot be obeyed loses the turn.".to_string(),
        );
        lose_turn(env, st, by, ctx);
    } else {
        ctx.trace.push(
            Layer::Execution,
            "ED-N1",
            Some(code(env, idx)),
            "Segunda edición: si no se puede cumplir la carta, se hace una jugada normal.".to_string(),
            "2nd edition: a card that cannot be obeyed is replaced by a normal move.".to_string(),
        );
        ed(st).phase = Phase::Free { card: Some(idx) };
    }
    Ok(())
}

/// A temporal card that appears (or changes hands) may put the opponent's
/// king under attack at once (a super-piece's knight jump): that is check
/// given by the card, and giving check ends the turn at once (ED-R6).
fn check_by_card(env: &Env<'_>, st: &mut GameState, by: Color, ctx: &mut Ctx) {
    if !moves::in_check(st.table.pos.board(), !by, powers(st)) {
        return;
    }
    ctx.trace.push(
        Layer::Status,
        "ED-R6",
        None,
        format!(
            "La carta deja al rey de {} en jaque: el turno termina al instante.",
            colour_es(!by)
        ),
        format!(
            "The card leaves {}'s king in check: the turn ends at once.",
            colour_en(!by)
        ),
    );
    lose_turn(env, st, by, ctx);
}

/// The turn passes without a move (ED-C5, ED-N1 1st edition).
fn lose_turn(env: &Env<'_>, st: &mut GameState, by: Color, ctx: &mut Ctx) {
    let checked = moves::in_check(st.table.pos.board(), by, powers(st));
    let flipped = if checked {
        None
    } else {
        moves::flip(&st.table.pos, st.castling, false)
    };
    match flipped {
        Some(p) => {
            st.table.pos = p;
            ed(st).log.card_acted = true;
            finish_turn(env, st, by, ctx);
        }
        None => {
            // The player is in check (only possible when a card had to be
            // drawn in check): under king capture the opponent takes the king.
            let winner = player_of(st, !by);
            end(st, win(winner), "king_capture", "ED-R5");
            ctx.trace.push(
                Layer::Status,
                "ED-R5",
                None,
                format!(
                    "El turno pasa con el rey de {} en jaque: se captura el rey (Carta Obligatoria). Ganan {}.",
                    colour_es(by),
                    colour_es(winner)
                ),
                format!(
                    "The turn passes with {}'s king in check: the king is captured (mandatory draw). {} wins.",
                    colour_en(by),
                    cap(colour_en(winner))
                ),
            );
        }
    }
}

// ---------------------------------------------------------------- moves

fn play_move(env: &Env<'_>, st: &mut GameState, uci: &str, by: Option<Color>, ctx: &mut Ctx) -> R<()> {
    let actor = st.table.pos.turn();
    if let Some(b) = by {
        need_turn(st, b)?;
    }
    let p = powers(st);
    let legal = moves::legal(&st.table.pos, p);
    let Some((from, to, promo)) = movegen::parse_uci(uci) else {
        return Err(Verdict::new(
            Reason::InvalidEvent,
            format!("{uci:?} is not a UCI move"),
        ));
    };
    let find = |legal: &[Move]| {
        legal
            .iter()
            .copied()
            .find(|m| movegen::matches_uci(*m, from, to, promo))
    };
    let phase = ed(st).phase.clone();
    let m = match find(&legal) {
        Some(m) => m,
        None => {
            let self_check = st
                .table
                .pos
                .board()
                .piece_at(from)
                .is_some_and(|pc| pc.color == actor);
            return Err(if self_check && in_check_now(st) {
                Verdict::citing(
                    Reason::IllegalMove,
                    "ED-R7",
                    format!("{uci} does not answer the check (ED-R7)"),
                )
            } else {
                Verdict::citing(
                    Reason::IllegalMove,
                    "ED-R5",
                    format!("{uci} is not a legal move here (FIDE moves under the temporal card in force)"),
                )
            });
        }
    };
    let role = moves::role_of(m);
    match phase {
        Phase::Start => {
            if mandatory(env) && (king_capture(env) || !in_check_now(st)) && can_draw(st) {
                return Err(Verdict::new(
                    Reason::MustDraw,
                    "\"Carta Obligatoria\": the turn starts by drawing a card",
                ));
            }
            normal_move(env, st, m, uci, false, ctx)
        }
        Phase::Free { .. } => normal_move(env, st, m, uci, false, ctx),
        Phase::Redo { forbidden } => {
            let same =
                movegen::parse_uci(&forbidden).is_some_and(|(f, t, pr)| movegen::matches_uci(m, f, t, pr));
            if same {
                return Err(Verdict::new(
                    Reason::SameMove,
                    format!("{forbidden} was vetoed: play another move"),
                ));
            }
            normal_move(env, st, m, uci, true, ctx)
        }
        Phase::KnightAgain => {
            if role != Role::Knight {
                return Err(Verdict::citing(
                    Reason::NotShownPiece,
                    "ED-C11",
                    "super-knights: only a knight may make the second move (or pass)",
                ));
            }
            ctx.trace.push(
                Layer::Move,
                "ED-C11",
                None,
                format!("Supercaballos: segunda jugada de caballo {uci}."),
                format!("Super-knights: second knight move {uci}."),
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
            let Some(k) = remaining.iter().position(|r| *r == role) else {
                let names: Vec<&str> = remaining.iter().map(|r| role_bare_en(*r)).collect();
                return Err(Verdict::citing(
                    Reason::NotShownPiece,
                    ed_card(env, card).clause(),
                    format!(
                        "{} demands a move by: {} (each once)",
                        code(env, card),
                        names.join(", ")
                    ),
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
                        format!(
                            "after {uci} only {reach} of the shown pieces could move, another order moves {best}: every shown piece that can move must (ED-C2)"
                        ),
                    ));
                }
            }
            ed(st).log.moves += 1;
            ed(st).log.card_acted = true;
            ctx.trace.push(
                Layer::Move,
                ed_card(env, card).clause(),
                Some(code(env, card)),
                format!(
                    "{} mueven {} ({uci}) según {}.",
                    cap(colour_es(actor)),
                    crate::words::role_es(role),
                    code(env, card)
                ),
                format!(
                    "{} moves the {} ({uci}) as {} demands.",
                    colour_en(actor),
                    role_bare_en(role),
                    code(env, card)
                ),
            );
            let fx = execute(env, st, m, ctx);
            if st.ending.is_some() {
                return Ok(());
            }
            let left = left - 1;
            let best = best.saturating_sub(1);
            let next = if fx.check || left == 0 || best == 0 {
                if fx.check && left > 0 {
                    ctx.trace.push(
                        Layer::Execution,
                        "ED-R6",
                        Some(code(env, card)),
                        "El jaque termina el turno al instante, aunque la carta permitiera más jugadas."
                            .to_string(),
                        "Giving check ends the turn at once, even though the card allowed more moves."
                            .to_string(),
                    );
                } else if left > 0 {
                    ctx.trace.push(
                        Layer::Execution,
                        "ED-R3",
                        Some(code(env, card)),
                        "Las demás piezas indicadas no pueden mover: la carta se cumple en parte."
                            .to_string(),
                        "The other shown pieces cannot move: the card is obeyed as far as possible."
                            .to_string(),
                    );
                }
                st.discard.push(card);
                note(ctx, env, card, actor, "resolved");
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
            format!(
                "{} is waiting for its \"card\" event with the player's choice",
                code(env, card)
            ),
        )),
        Phase::Prize { .. } => Err(Verdict::new(
            Reason::CardObligation,
            "a prize is being claimed (ED-C10)",
        )),
    }
}

fn in_check_now(st: &GameState) -> bool {
    super::in_check(st)
}

fn can_draw(st: &GameState) -> bool {
    st.ed.as_deref().is_some_and(|e| !e.pile.is_empty()) || !st.discard.is_empty()
}

/// A normal move (free, after a special card, or replaying a vetoed move).
fn normal_move(env: &Env<'_>, st: &mut GameState, m: Move, uci: &str, redo: bool, ctx: &mut Ctx) -> R<()> {
    let actor = st.table.pos.turn();
    let p = powers(st);
    // Lead king (ED-C11): checked, with only king moves, the owner loses.
    if p.has(Temporal::LeadKing, actor) && in_check_now(st) && moves::role_of(m) == Role::King {
        let legal = moves::legal(&st.table.pos, p);
        if legal.iter().all(|x| moves::role_of(*x) == Role::King) {
            lead_king_loses(st, actor, ctx);
            return Ok(());
        }
    }
    ed(st).veto = None;
    let log = &mut ed(st).log;
    if log.moves == 0 && log.before.is_none() {
        let table = Box::new(st.table.clone());
        let log = &mut ed(st).log;
        log.before = Some(table);
        log.uci = Some(uci.to_string());
    }
    ed(st).log.moves += 1;
    ctx.trace.push(
        Layer::Move,
        if redo { "ED-C9" } else { "ED-R2" },
        None,
        format!(
            "{} {} {uci}.",
            cap(colour_es(actor)),
            if redo { "juegan otra jugada:" } else { "juegan" }
        ),
        format!(
            "{} {} {uci}.",
            colour_en(actor),
            if redo { "plays another move:" } else { "plays" }
        ),
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

fn lead_king_loses(st: &mut GameState, actor: Color, ctx: &mut Ctx) {
    let winner = player_of(st, !actor);
    end(st, win(winner), "lead_king", "ED-C11");
    ctx.trace.push(
        Layer::Status,
        "ED-C11",
        None,
        format!(
            "Rey de plomo: {} están en jaque y solo pueden mover el rey. Pierden.",
            colour_es(actor)
        ),
        format!(
            "Lead king: {} is in check and can only move the king. {} loses.",
            colour_en(actor),
            cap(colour_en(actor))
        ),
    );
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
    let parts = movegen::parts(st.table.pos.board(), m);
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
        ctx.trace.push(
            Layer::Status,
            "ED-R6",
            None,
            format!("Jaque a {}.", colour_es(!actor)),
            format!("Check to {}.", colour_en(!actor)),
        );
        if moves::legal(&st.table.pos, p).is_empty() {
            let winner = player_of(st, actor);
            end(st, win(winner), "checkmate", "ED-R8");
            ctx.trace.push(
                Layer::Status,
                "ED-R8",
                None,
                format!(
                    "Jaque mate: termina la partida al instante. Ganan {}.",
                    colour_es(winner)
                ),
                format!(
                    "Checkmate ends the game at once. {} wins.",
                    cap(colour_en(winner))
                ),
            );
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
        if st.table.captured[ci(actor)].contains(&prize.role()) {
            prizes.push(c);
            ctx.trace.push(
                Layer::Execution,
                "ED-C10",
                Some(code(env, c)),
                format!(
                    "Objetivo cumplido ({}): el premio ({}) se reclama ahora o se pierde.",
                    goal_es(goal),
                    role_bare_es(prize.role())
                ),
                format!(
                    "Objective met ({}): the prize ({}) is claimed now or lost.",
                    goal_en(goal),
                    role_bare_en(prize.role())
                ),
            );
        } else {
            st.hands[ci(player)].retain(|x| *x != c);
            st.discard.push(c);
            note(ctx, env, c, actor, "resolved");
            ctx.trace.push(
                Layer::Execution,
                "ED-C10",
                Some(code(env, c)),
                format!(
                    "Objetivo cumplido ({}), pero no hay {} capturado: sin efecto, la carta se descarta.",
                    goal_es(goal),
                    role_bare_es(prize.role())
                ),
                format!(
                    "Objective met ({}), but no {} was captured: no effect, the card is discarded.",
                    goal_en(goal),
                    role_bare_en(prize.role())
                ),
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

fn continue_or_finish(env: &Env<'_>, st: &mut GameState, actor: Color, next: Option<Phase>, ctx: &mut Ctx) {
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
        ctx.trace.push(
            Layer::Execution,
            "ED-R6",
            Some(code(env, *card)),
            "El jaque termina el turno al instante, aunque la carta permitiera más jugadas.".to_string(),
            "Giving check ends the turn at once, even though the card allowed more moves.".to_string(),
        );
        st.discard.push(*card);
        note(ctx, env, *card, actor, "resolved");
    }
    if let Some(phase) = next
        && let Some(pos) = flipped
    {
        if st.table.pos.legal_moves().is_empty() && !moves::in_check(st.table.pos.board(), !actor, powers(st))
        {
            ctx.trace.push(
                Layer::Status,
                "ED-R8",
                None,
                "El rival quedaría ahogado, pero el turno sigue: solo cuenta al final del turno.".to_string(),
                "The opponent would be stalemated, but the turn goes on: it counts only at its end."
                    .to_string(),
            );
        }
        st.table.pos = pos;
        ed(st).phase = phase;
        return;
    }
    finish_turn(env, st, actor, ctx);
}

// ---------------------------------------------------------------- cards

fn card(
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
            format!("{code_text} is not a card of deck {}", env.deck.id),
        ));
    };
    let phase = ed(st).phase.clone();
    match phase {
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
                let list: Vec<&str> = options.iter().map(|c| code(env, *c)).collect();
                return Err(Verdict::new(
                    Reason::NotStealable,
                    format!(
                        "name one of the opponent's special cards in targets: {}",
                        list.join(", ")
                    ),
                ));
            };
            steal(env, st, idx, thief, target, ctx);
            note(ctx, env, idx, by, "resolved");
            ed(st).phase = Phase::Free { card: Some(idx) };
            check_by_card(env, st, by, ctx);
            Ok(())
        }
        Phase::Prize { cards, owner, then } if cards.contains(&idx) && by == owner => {
            claim_prize(env, st, idx, owner, args, ctx)?;
            let rest: Vec<CardIdx> = cards.into_iter().filter(|c| *c != idx).collect();
            if rest.is_empty() {
                continue_or_finish(env, st, owner, then.map(|b| *b), ctx);
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
                return Err(Verdict::new(
                    Reason::VetoRefused,
                    "\"I don't like your move\" is used at the start of one's turn, before moving or obeying a card",
                ));
            }
            Err(Verdict::new(
                Reason::CardObligation,
                format!(
                    "{code_text} is not the card this turn waits for ({})",
                    ed(st).phase_word()
                ),
            ))
        }
    }
}

fn bomb_zone(env: &Env<'_>, idx: CardIdx, by: Color) -> Bitboard {
    match ed_card(env, idx) {
        EdCard::Bomb { zone } => geometry::zone_squares(zone, by),
        _ => Bitboard::EMPTY,
    }
}

/// Removes the pieces on `squares` (kept as captured) with the turn passing
/// to the opponent; `None` if the result is illegal (ED-R5).
fn remove_pieces(st: &mut GameState, squares: Bitboard, by: Color) -> Option<()> {
    let mut setup = st
        .table
        .pos
        .to_setup(arbitro_rules::shakmaty::EnPassantMode::Legal);
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

fn pass_setup(setup: &mut arbitro_rules::shakmaty::Setup, by: Color) {
    setup.turn = !by;
    setup.ep_square = None;
    if by == Color::Black {
        setup.fullmoves = setup.fullmoves.saturating_add(1);
    }
}

/// The legal choices of an action card, as (piece square, destination)
/// pairs; with `first_only`, stops at the first one.
pub fn action_choices(
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

fn sq_arg(text: Option<&String>, what: &str) -> R<Option<Square>> {
    match text {
        None => Ok(None),
        Some(t) => geometry::parse_square(t)
            .map(Some)
            .ok_or_else(|| Verdict::new(Reason::InvalidEvent, format!("{what} {t:?} is not a square"))),
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
    let mut from = sq_arg(args.targets.first(), "target")?;
    let to = sq_arg(args.to.as_ref(), "destination")?;
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
    let (es, en) = match ed_card(env, idx) {
        EdCard::Relocate => (
            format!(
                "Cambia: la pieza de {} pasa a {} sin capturar; termina el turno.",
                sq_name(from),
                sq_name(to)
            ),
            format!(
                "Swap: the piece on {} goes to {} without capturing; the turn ends.",
                sq_name(from),
                sq_name(to)
            ),
        ),
        EdCard::Remove { .. } => (
            format!(
                "Quita: se retira la pieza rival de {}; termina el turno.",
                sq_name(from)
            ),
            format!(
                "Remove: the enemy piece on {} leaves the board; the turn ends.",
                sq_name(from)
            ),
        ),
        EdCard::Bomb { .. } => (
            format!(
                "Bomba: se retira la pieza de {}; termina el turno.",
                sq_name(from)
            ),
            format!(
                "Bomb: the piece on {} leaves the board; the turn ends.",
                sq_name(from)
            ),
        ),
        _ => (
            format!(
                "Recupera: la pieza vuelve al tablero en {}; termina el turno.",
                sq_name(to)
            ),
            format!(
                "Recover: the piece returns to the board on {}; the turn ends.",
                sq_name(to)
            ),
        ),
    };
    ctx.trace.push(
        Layer::Execution,
        ed_card(env, idx).clause(),
        Some(code(env, idx)),
        es,
        en,
    );
    if moves::in_check(st.table.pos.board(), !by, powers(st)) {
        ctx.trace.push(
            Layer::Status,
            "ED-R6",
            None,
            format!("La carta da jaque a {}.", colour_es(!by)),
            format!("The card gives check to {}.", colour_en(!by)),
        );
    }
    st.discard.push(idx);
    note(ctx, env, idx, by, "resolved");
    ed(st).log.card_acted = true;
    finish_turn(env, st, by, ctx);
    Ok(())
}

fn sq_name(sq: Option<Square>) -> String {
    sq.map(|s| s.to_string()).unwrap_or_else(|| "?".to_string())
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
    let illegal = |m: String| Verdict::new(Reason::IllegalPosition, m);
    match ed_card(env, idx).clone() {
        EdCard::Relocate => {
            let from = from.ok_or_else(|| {
                Verdict::citing(Reason::TargetCount, "ED-C4", "name the piece to move in targets")
            })?;
            let to = to.ok_or_else(|| {
                Verdict::citing(
                    Reason::DestinationIneligible,
                    "ED-C4",
                    "name the empty square in \"to\"",
                )
            })?;
            let Some(pc) = board.piece_at(from) else {
                return Err(Verdict::citing(
                    Reason::TargetIneligible,
                    "ED-C4",
                    format!("no piece on {from}"),
                ));
            };
            if pc.role == Role::King && pc.color != by {
                return Err(Verdict::citing(
                    Reason::TargetIneligible,
                    "ED-C4",
                    "the enemy king is never relocated (own king allowed)",
                ));
            }
            if board.occupied().contains(to) {
                return Err(Verdict::citing(
                    Reason::DestinationIneligible,
                    "ED-C4",
                    format!("{to} is not empty: the swap card never captures"),
                ));
            }
            if pc.role == Role::Pawn && matches!(to.rank(), Rank::First | Rank::Eighth) {
                return Err(Verdict::citing(
                    Reason::PawnOnLastRank,
                    "ED-R5",
                    "no pawns on rank 1 or 8",
                ));
            }
            let mut setup = st
                .table
                .pos
                .to_setup(arbitro_rules::shakmaty::EnPassantMode::Legal);
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
            let pos = board::build(setup, st.castling).map_err(|_| {
                illegal(format!(
                    "moving the piece on {from} to {to} would leave {}'s king in check",
                    colour_en(by)
                ))
            })?;
            if moves::in_check(pos.board(), by, powers(st)) {
                return Err(illegal(format!("{}'s king would be in check", colour_en(by))));
            }
            st.table.pos = pos;
        }
        EdCard::Remove { piece } => {
            let from = from.ok_or_else(|| {
                Verdict::citing(
                    Reason::TargetCount,
                    "ED-C6",
                    "name the enemy piece to remove in targets",
                )
            })?;
            match board.piece_at(from) {
                Some(pc) if pc.color != by && pc.role == piece.role() => {}
                _ => {
                    return Err(Verdict::citing(
                        Reason::TargetIneligible,
                        "ED-C6",
                        format!("{from} does not hold an enemy {}", role_bare_en(piece.role())),
                    ));
                }
            }
            remove_pieces(st, Bitboard::from_square(from), by)
                .ok_or_else(|| illegal("removing it would leave an illegal position".to_string()))?;
        }
        EdCard::Bomb { .. } => {
            let from = from.ok_or_else(|| {
                Verdict::citing(
                    Reason::TargetCount,
                    "ED-C7",
                    "name the piece of the zone in targets",
                )
            })?;
            if !bomb_candidates(env, st, idx, by).contains(from) {
                return Err(Verdict::citing(
                    Reason::TargetIneligible,
                    "ED-C7",
                    format!("{from} holds no piece the bomb may take (zone, side, never the king)"),
                ));
            }
            remove_pieces(st, Bitboard::from_square(from), by)
                .ok_or_else(|| illegal("removing it would leave an illegal position".to_string()))?;
        }
        EdCard::Recover { piece } => {
            let to = to.ok_or_else(|| {
                Verdict::citing(
                    Reason::DestinationIneligible,
                    "ED-C8",
                    "name the empty square in \"to\"",
                )
            })?;
            place(st, piece.role(), by, to, "ED-C8")?;
        }
        _ => {
            return Err(Verdict::new(Reason::CardObligation, "this card takes no choice"));
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
            format!(
                "no captured {} of {} to return",
                role_bare_en(role),
                colour_en(by)
            ),
        ));
    };
    if st.table.pos.board().occupied().contains(to) {
        return Err(Verdict::citing(
            Reason::DestinationIneligible,
            clause,
            format!("{to} is not empty"),
        ));
    }
    if role == Role::Pawn && matches!(to.rank(), Rank::First | Rank::Eighth) {
        return Err(Verdict::citing(
            Reason::PawnOnLastRank,
            "ED-C8",
            "pawns return on ranks 2 to 7",
        ));
    }
    let mut setup = st
        .table
        .pos
        .to_setup(arbitro_rules::shakmaty::EnPassantMode::Legal);
    setup.board.set_piece_at(to, Piece { color: by, role });
    if setup.turn == by {
        pass_setup(&mut setup, by);
    }
    setup.halfmoves = 0;
    let illegal = || {
        Verdict::citing(
            Reason::IllegalPosition,
            "ED-R5",
            format!("a {} on {to} would leave an illegal position", role_bare_en(role)),
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
        return Err(Verdict::new(Reason::CardObligation, "not an objective card"));
    };
    let to = sq_arg(args.to.as_ref(), "destination")?.ok_or_else(|| {
        Verdict::citing(
            Reason::DestinationIneligible,
            "ED-C10",
            "name the prize's empty square in \"to\"",
        )
    })?;
    place(st, prize.role(), owner, to, "ED-C10")?;
    let player = player_of(st, owner);
    st.hands[ci(player)].retain(|c| *c != idx);
    st.discard.push(idx);
    ed(st).log.card_acted = true;
    note(ctx, env, idx, owner, "resolved");
    ctx.trace.push(
        Layer::Execution,
        "ED-C10",
        Some(code(env, idx)),
        format!(
            "Premio reclamado: {} vuelve al tablero en {to} (como Recupera, ED-C8).",
            role_bare_es(prize.role())
        ),
        format!(
            "Prize claimed: the {} returns on {to} (as Recover, ED-C8).",
            role_bare_en(prize.role())
        ),
    );
    Ok(())
}

fn forfeit_prizes(env: &Env<'_>, st: &mut GameState, ctx: &mut Ctx) {
    let Phase::Prize { cards, owner, then } = std::mem::take(&mut ed(st).phase) else {
        return;
    };
    let player = player_of(st, owner);
    for c in cards {
        st.hands[ci(player)].retain(|x| *x != c);
        st.discard.push(c);
        ctx.trace.push(
            Layer::Execution,
            "ED-C10",
            Some(code(env, c)),
            "El premio no se reclamó en el turno en que se cumplió el objetivo: se pierde y la carta se devuelve.".to_string(),
            "The prize was not claimed in the turn the objective was met: it is lost and the card is returned.".to_string(),
        );
    }
    continue_or_finish(env, st, owner, then.map(|b| *b), ctx);
}

/// The opponent's special cards `thief` may steal (no second veto, ED-C9).
fn stealable(env: &Env<'_>, st: &GameState, thief: Color) -> Vec<CardIdx> {
    let holds_veto = st.hands[ci(thief)]
        .iter()
        .any(|c| matches!(ed_card(env, *c), EdCard::Veto));
    st.hands[ci(!thief)]
        .iter()
        .copied()
        .filter(|c| {
            let e = ed_card(env, *c);
            e.is_kept() && !(holds_veto && matches!(e, EdCard::Veto))
        })
        .collect()
}

fn steal(env: &Env<'_>, st: &mut GameState, joker: CardIdx, thief: Color, target: CardIdx, ctx: &mut Ctx) {
    st.hands[ci(!thief)].retain(|c| *c != target);
    st.hands[ci(thief)].push(target);
    if let Some(t) = ed(st).temporal.as_mut()
        && t.card == target
    {
        t.owner = thief;
    }
    st.discard.push(joker);
    ctx.trace.push(
        Layer::Execution,
        "ED-C12",
        Some(code(env, joker)),
        format!(
            "Comodín: {} roban {} al rival.",
            colour_es(thief),
            code(env, target)
        ),
        format!(
            "Joker: {} steals {} from the opponent.",
            colour_en(thief),
            code(env, target)
        ),
    );
}

fn use_veto(env: &Env<'_>, st: &mut GameState, idx: CardIdx, by: Color, ctx: &mut Ctx) -> R<()> {
    let player = player_of(st, by);
    if !st.hands[ci(player)].contains(&idx) {
        return Err(Verdict::citing(
            Reason::NotInHand,
            "ED-C9",
            format!("{} does not hold {}", colour_en(player), code(env, idx)),
        ));
    }
    let Some(vp) = ed(st).veto.clone() else {
        return Err(Verdict::new(
            Reason::VetoRefused,
            "the opponent's last turn was not a single normal move (cards cannot be vetoed)",
        ));
    };
    if vp.mover != !by {
        return Err(Verdict::new(Reason::VetoRefused, "no opponent's move to veto"));
    }
    let p = powers(st);
    if moves::legal(&vp.table.pos, p).len() < 2 {
        return Err(Verdict::new(
            Reason::VetoRefused,
            format!("{} was the only legal move", vp.uci),
        ));
    }
    if moves::in_check(vp.table.pos.board(), by, p) {
        return Err(Verdict::citing(
            Reason::VetoRefused,
            "ED-R5",
            "taking the move back would leave an illegal position under the temporal card now in force",
        ));
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
    note(ctx, env, idx, by, "resolved");
    ctx.trace.push(
        Layer::Execution,
        "ED-C9",
        Some(code(env, idx)),
        format!(
            "«No me gusta tu jugada»: {} deben rectificar {} y hacer otra jugada.",
            colour_es(vp.mover),
            vp.uci
        ),
        format!(
            "\"I don't like your move\": {} must take back {} and play another move.",
            colour_en(vp.mover),
            vp.uci
        ),
    );
    Ok(())
}

fn pass(env: &Env<'_>, st: &mut GameState, by: Color, ctx: &mut Ctx) -> R<()> {
    match ed(st).phase.clone() {
        Phase::KnightAgain => {
            need_turn(st, by)?;
            ctx.trace.push(
                Layer::Move,
                "ED-C11",
                None,
                "Supercaballos: no se hace la segunda jugada de caballo.".to_string(),
                "Super-knights: no second knight move.".to_string(),
            );
            // The position was turned back to the mover for the second
            // move: hand the move to the opponent again.
            if let Some(p) = moves::flip(&st.table.pos, st.castling, false) {
                st.table.pos = p;
            }
            ed(st).phase = Phase::Start;
            finish_turn(env, st, by, ctx);
            Ok(())
        }
        Phase::Prize { owner, .. } if owner == by => {
            forfeit_prizes(env, st, ctx);
            Ok(())
        }
        _ => Err(Verdict::new(
            Reason::CardObligation,
            "nothing to pass: a pass only declines a second knight move (ED-C11) or a prize (ED-C10)",
        )),
    }
}

// ---------------------------------------------------------------- turn end

/// Ends `mover`'s turn: the turn count and repetition history advance, the
/// vetoable move is remembered (ED-C9), then the position is judged for the
/// player to move (ED-R8).
fn finish_turn(env: &Env<'_>, st: &mut GameState, mover: Color, ctx: &mut Ctx) {
    st.table.ply += 1;
    let key = repetition_key(st);
    st.table.history.push(key);
    let e = ed(st);
    let log = std::mem::take(&mut e.log);
    e.veto = match (log.moves, log.card_acted, log.before, log.uci) {
        (1, false, Some(table), Some(uci)) => Some(VetoPoint { table, mover, uci }),
        _ => None,
    };
    e.phase = e.resume.take().map(|b| *b).unwrap_or_default();
    evaluate(env, st, ctx);
}

fn repetition_key(st: &GameState) -> u64 {
    let base = board::repetition_key(&st.table.pos, &[]);
    match st.ed.as_deref().and_then(|e| e.temporal) {
        Some(t) => base ^ (u64::from(t.card.0) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (t.owner as u64),
        None => base,
    }
}

fn evaluate(env: &Env<'_>, st: &mut GameState, ctx: &mut Ctx) {
    let q = st.table.pos.turn();
    let p = powers(st);
    let legal = moves::legal(&st.table.pos, p);
    let check = moves::in_check(st.table.pos.board(), q, p);
    if legal.is_empty() {
        if check {
            let winner = player_of(st, !q);
            end(st, win(winner), "checkmate", "ED-R8");
            ctx.trace.push(
                Layer::Status,
                "ED-R8",
                None,
                format!("Jaque mate al final del turno. Ganan {}.", colour_es(winner)),
                format!(
                    "Checkmate at the end of the turn. {} wins.",
                    cap(colour_en(winner))
                ),
            );
        } else {
            end(st, "1/2-1/2", "stalemate", "ED-R8");
            ctx.trace.push(
                Layer::Status,
                "ED-R8",
                None,
                format!(
                    "Rey ahogado al final del turno: {} no tienen jugada. Tablas.",
                    colour_es(q)
                ),
                format!(
                    "Stalemate at the end of the turn: {} has no move. Draw.",
                    colour_en(q)
                ),
            );
        }
        return;
    }
    if check
        && p.has(Temporal::LeadKing, q)
        && legal.iter().all(|m| moves::role_of(*m) == Role::King)
        && !veto_possible(env, st, q)
    {
        lead_king_loses(st, q, ctx);
        return;
    }
    if st.table.pos.is_insufficient_material() {
        end(st, "1/2-1/2", "insufficient_material", "ED-R8");
        ctx.trace.push(
            Layer::Status,
            "ED-R8",
            None,
            "Al cambiar el turno no queda material para dar mate: tablas.".to_string(),
            "At the change of turn no material is left to mate: draw.".to_string(),
        );
        return;
    }
    let key = st.table.history.last().copied().unwrap_or(0);
    if st.table.history.iter().filter(|k| **k == key).count() >= 5 {
        end(st, "1/2-1/2", "fivefold_repetition", "FI-9.6");
        ctx.trace.push(
            Layer::Status,
            "FI-9.6",
            None,
            "Quíntuple repetición: tablas automáticas (ED-R8, FIDE).".to_string(),
            "Fivefold repetition: automatic draw (ED-R8, FIDE).".to_string(),
        );
        return;
    }
    if st.table.pos.halfmoves() >= 150 {
        end(st, "1/2-1/2", "seventy_five_moves", "FI-9.6");
        ctx.trace.push(
            Layer::Status,
            "FI-9.6",
            None,
            "75 jugadas sin captura ni movimiento de peón: tablas automáticas (ED-R8, FIDE).".to_string(),
            "75 moves without capture or pawn move: automatic draw (ED-R8, FIDE).".to_string(),
        );
    }
}

fn veto_possible(env: &Env<'_>, st: &GameState, q: Color) -> bool {
    let Some(e) = st.ed.as_deref() else {
        return false;
    };
    let player = e.player_of(q);
    let holds = st.hands[ci(player)]
        .iter()
        .any(|c| matches!(ed_card(env, *c), EdCard::Veto));
    holds
        && e.veto
            .as_ref()
            .is_some_and(|v| v.mover == !q && moves::legal(&v.table.pos, e.powers()).len() >= 2)
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn variant_es(v: BombVariant) -> &'static str {
    match v {
        BombVariant::Normal => "normal",
        BombVariant::Cruel => "cruel",
        BombVariant::Fierce => "feroz",
        BombVariant::Crazy => "loca",
    }
}

fn variant_en(v: BombVariant) -> &'static str {
    match v {
        BombVariant::Normal => "normal",
        BombVariant::Cruel => "cruel",
        BombVariant::Fierce => "fierce",
        BombVariant::Crazy => "crazy",
    }
}

fn goal_es(g: Goal) -> &'static str {
    match g {
        Goal::Castle => "enrocar",
        Goal::CheckWithKnight => "dar jaque con un caballo",
        Goal::CaptureWithPawn => "capturar con un peón",
        Goal::Promote => "coronar un peón",
    }
}

fn goal_en(g: Goal) -> &'static str {
    match g {
        Goal::Castle => "castle",
        Goal::CheckWithKnight => "give check with a knight",
        Goal::CaptureWithPawn => "capture with a pawn",
        Goal::Promote => "promote a pawn",
    }
}
