//! Self-play for the ED family: the random legal event for whoever must act
//! (draw or move, the drawn card's demands, vetoes, prizes, the joker's
//! choice), the ED start (options varied by seed) and the ED invariants:
//! no illegal position ever (the side not to move is never in check, super-
//! pieces' knight jumps included; kings on the board), and every card
//! accounted for across pile, discard pile, kept specials and the card in
//! play.

use arbitro_rng::Rng;
use arbitro_rules::shakmaty::{Color, Move, Position, Role};

use crate::deck::ed::EdCard;
use crate::deck::{CardIdx, Deck};
use crate::game::ed::{self, moves};
use crate::game::state::ed::Phase;
use crate::game::state::{GameState, ci};
use crate::game::{Env, Game, Status};
use crate::record::{BombVariant, CardArgs, Colour, Event, Options};

/// The ED options of self-play game `seed`: both editions, "Carta
/// Obligatoria" with and without king capture, every bomb variant.
pub(crate) fn options(seed: u64) -> Options {
    let mandatory = seed % 5 == 1;
    Options {
        edition: Some(if seed.is_multiple_of(3) { 1 } else { 2 }),
        mandatory_draw: Some(mandatory),
        king_capture: Some(mandatory && seed.is_multiple_of(2)),
        bomb_variant: Some(match (seed / 7) % 4 {
            0 => BombVariant::Normal,
            1 => BombVariant::Cruel,
            2 => BombVariant::Fierce,
            _ => BombVariant::Crazy,
        }),
        ..Options::default()
    }
}

fn colour(c: Color) -> Colour {
    Colour::from_color(c)
}

fn accepted(game: &Game, e: &Event) -> bool {
    let mut probe = game.clone();
    !matches!(probe.apply(e).status, Status::Rejected(_))
}

fn move_event(game: &Game, m: Move) -> Event {
    Event::Move {
        uci: game.uci(m),
        by: None,
    }
}

/// A random move of `list`, captures favoured, that the engine accepts.
fn some_move(game: &Game, mut list: Vec<Move>, rng: &mut Rng) -> Option<Event> {
    rng.shuffle(&mut list);
    if rng.chance(0.5) {
        list.sort_by_key(|m| !m.is_capture());
    }
    for m in list.into_iter().take(12) {
        let e = move_event(game, m);
        if accepted(game, &e) {
            return Some(e);
        }
    }
    None
}

fn holds_veto(game: &Game, player: Color) -> Option<CardIdx> {
    let deck = game.deck();
    game.state().hands[ci(player)]
        .iter()
        .copied()
        .find(|c| matches!(deck.card(*c).ed, Some(EdCard::Veto)))
}

/// A random, legal event for the side that must act in an ED game.
pub(crate) fn choose(game: &Game, rng: &mut Rng) -> Event {
    let st = game.state();
    let Some(e) = st.ed.as_deref() else {
        return Event::AgreedDraw;
    };
    let deck = game.deck();
    let turn = st.table.pos.turn();
    let by = colour(turn);
    let legal = game.legal_moves();
    match &e.phase {
        Phase::Start | Phase::Free { .. } => {
            if let Some(v) = holds_veto(game, e.player_of(turn))
                && rng.chance(0.3)
            {
                let ev = Event::Card {
                    code: deck.code(v).to_string(),
                    by,
                    args: CardArgs::default(),
                };
                if accepted(game, &ev) {
                    return ev;
                }
            }
            if matches!(e.phase, Phase::Start) && rng.chance(0.6) {
                let ev = Event::Draw { by };
                if accepted(game, &ev) {
                    return ev;
                }
            }
            some_move(game, legal, rng).unwrap_or(Event::Draw { by })
        }
        Phase::Moves { .. } | Phase::Redo { .. } => {
            some_move(game, legal.clone(), rng).unwrap_or_else(|| {
                // Every shown-piece move checked in turn: one is accepted.
                legal
                    .iter()
                    .map(|m| move_event(game, *m))
                    .find(|ev| accepted(game, ev))
                    .unwrap_or(Event::Pass { by })
            })
        }
        Phase::KnightAgain => {
            if rng.chance(0.5) {
                Event::Pass { by }
            } else {
                some_move(game, legal, rng).unwrap_or(Event::Pass { by })
            }
        }
        Phase::Action { card } => {
            let env = Env {
                deck,
                rules: game.rules(),
            };
            let choices = ed::action_choices(&env, st, *card, turn, false);
            let pick = if choices.is_empty() {
                (None, None)
            } else {
                choices[rng.index(choices.len())]
            };
            Event::Card {
                code: deck.code(*card).to_string(),
                by,
                args: CardArgs {
                    targets: pick.0.map(|s| vec![s.to_string()]).unwrap_or_default(),
                    to: pick.1.map(|s| s.to_string()),
                    ..CardArgs::default()
                },
            }
        }
        Phase::Joker { card } => {
            let thief = e.player_of(turn);
            let options: Vec<CardIdx> = st.hands[ci(!thief)].clone();
            let mut targets: Vec<String> = options.iter().map(|c| deck.code(*c).to_string()).collect();
            rng.shuffle(&mut targets);
            for t in targets {
                let ev = Event::Card {
                    code: deck.code(*card).to_string(),
                    by,
                    args: CardArgs {
                        targets: vec![t],
                        ..CardArgs::default()
                    },
                };
                if accepted(game, &ev) {
                    return ev;
                }
            }
            Event::Pass { by }
        }
        Phase::Prize { cards, owner, .. } => {
            if rng.chance(0.2) {
                return Event::Pass { by: colour(*owner) };
            }
            let board = st.table.pos.board();
            let mut empty: Vec<_> = (!board.occupied()).into_iter().collect();
            rng.shuffle(&mut empty);
            for sq in empty.into_iter().take(16) {
                let ev = Event::Card {
                    code: deck.code(cards[0]).to_string(),
                    by: colour(*owner),
                    args: CardArgs {
                        to: Some(sq.to_string()),
                        ..CardArgs::default()
                    },
                };
                if accepted(game, &ev) {
                    return ev;
                }
            }
            Event::Pass { by: colour(*owner) }
        }
    }
}

/// The ED invariants (module documentation).
pub(crate) fn check(deck: &Deck, st: &GameState) -> Result<(), String> {
    let Some(e) = st.ed.as_deref() else {
        return Err("an ed game without its ed state".to_string());
    };
    let board = st.table.pos.board();
    for c in [Color::White, Color::Black] {
        if board.king_of(c).is_none() {
            return Err(format!("{c:?} king is off the board"));
        }
        if st.table.captured[ci(c)].contains(&Role::King) {
            return Err("a king is among the captured pieces".to_string());
        }
    }
    let not_to_move = !st.table.pos.turn();
    if st.ending.is_none() && moves::in_check(board, not_to_move, e.powers()) {
        return Err(format!("{not_to_move:?} is in check while not to move (ED-R5)"));
    }
    if (board.pawns() & (arbitro_rules::shakmaty::Bitboard::BACKRANKS)).any() {
        return Err("a pawn stands on rank 1 or 8 (ED-R5)".to_string());
    }
    let in_play = e.card_in_play();
    let mut all: Vec<CardIdx> = e
        .pile
        .iter()
        .chain(st.discard.iter())
        .chain(st.hands.iter().flatten())
        .chain(st.undealt.iter())
        .chain(in_play.iter())
        .copied()
        .collect();
    all.sort();
    let expected: Vec<CardIdx> = (0..deck.cards.len() as u16).map(CardIdx).collect();
    if all != expected {
        return Err(format!(
            "cards not conserved: {} accounted (pile {}, discard {}, kept {}+{}, in play {}), deck has {}",
            all.len(),
            e.pile.len(),
            st.discard.len(),
            st.hands[0].len(),
            st.hands[1].len(),
            usize::from(in_play.is_some()),
            expected.len()
        ));
    }
    if let Some(t) = e.temporal
        && !st.hands[ci(t.owner)].contains(&t.card)
    {
        return Err("the temporal card in force is not kept by its owner".to_string());
    }
    for h in &st.hands {
        let vetoes = h
            .iter()
            .filter(|c| matches!(deck.card(**c).ed, Some(EdCard::Veto)))
            .count();
        if vetoes > 1 {
            return Err("a player holds two vetoes (ED-C9: no stacking)".to_string());
        }
    }
    Ok(())
}
