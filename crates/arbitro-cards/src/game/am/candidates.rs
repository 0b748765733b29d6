//! Candidate declarations of a card: every combination of targets,
//! destination, choice and moves worth trying. Used to tell whether a player
//! has a playable card (stalemate, FI-5.2.1) and by the self-play generator.

use arbitro_rules::shakmaty::{Color, EnPassantMode, File, Position, Rank, Square};

use super::declare;
use super::movegen;
use crate::deck::vocabulary::Step;
use crate::deck::{CardIdx, CardKind, Select};
use crate::game::Env;
use crate::game::moves::uci_of;
use crate::game::state::{GameState, ci};
use crate::record::CardArgs;

/// At most this many candidates are listed for one card.
pub const MAX_CANDIDATES: usize = 6000;

/// Candidate declarations (not yet validated) of card `idx` for `owner`.
pub(crate) fn candidate_args(env: &Env<'_>, st: &GameState, idx: CardIdx, owner: Color) -> Vec<CardArgs> {
    let card = env.deck.card(idx);
    let board = st.table.pos.board();
    // Target token lists per declared spec, expanded to combinations.
    let mut target_sets: Vec<Vec<String>> = vec![Vec::new()];
    for spec in card.targets.iter().filter(|t| t.select.is_declared()) {
        let tokens: Vec<String> = match spec.select {
            Select::Piece => board
                .clone()
                .into_iter()
                .filter(|(_, p)| declare::piece_fits(spec, owner, *p))
                .map(|(sq, _)| sq.to_string())
                .collect(),
            Select::Square => (0..64).map(|i| Square::new(i).to_string()).collect(),
            Select::File => (0..8).map(|f| format!("file:{}", File::new(f).char())).collect(),
            Select::Block => {
                let mut v = Vec::new();
                for f in 0..7 {
                    for r in 0..7 {
                        v.push(format!(
                            "block:{}",
                            Square::from_coords(File::new(f), Rank::new(r))
                        ));
                    }
                }
                v
            }
            _ => Vec::new(),
        };
        let mut combos: Vec<Vec<String>> = Vec::new();
        for n in spec.min.max(1)..=spec.max.min(2) {
            match n {
                1 => combos.extend(tokens.iter().map(|t| vec![t.clone()])),
                _ => {
                    for i in 0..tokens.len() {
                        for j in i + 1..tokens.len() {
                            combos.push(vec![tokens[i].clone(), tokens[j].clone()]);
                        }
                    }
                }
            }
        }
        if spec.min == 0 {
            combos.push(Vec::new());
        }
        let mut next = Vec::new();
        for prefix in &target_sets {
            for c in &combos {
                let mut t = prefix.clone();
                t.extend(c.iter().cloned());
                next.push(t);
                if next.len() > MAX_CANDIDATES {
                    break;
                }
            }
        }
        target_sets = next;
    }
    let tos: Vec<Option<String>> = if card.destination.is_some() {
        (0..64).map(|i| Some(Square::new(i).to_string())).collect()
    } else {
        vec![None]
    };
    let mut choices: Vec<Option<String>> = vec![None];
    if let Some(spec) = &card.choice {
        choices.extend(spec.roles.iter().map(|r| Some(r.letter().to_string())));
    }
    let move_lists = if card.steps.iter().any(|s| matches!(s, Step::StandardMoves { .. })) {
        move_sequences(st, owner)
    } else {
        vec![Vec::new()]
    };
    let mut out = Vec::new();
    'outer: for targets in &target_sets {
        for to in &tos {
            for choice in &choices {
                for moves in &move_lists {
                    out.push(CardArgs {
                        targets: targets.clone(),
                        to: to.clone(),
                        choice: choice.clone(),
                        moves: moves.clone(),
                    });
                    if out.len() >= MAX_CANDIDATES {
                        break 'outer;
                    }
                }
            }
        }
    }
    out
}

/// Pairs of standard moves (and single moves) the owner could declare.
fn move_sequences(st: &GameState, owner: Color) -> Vec<Vec<String>> {
    let pos = &st.table.pos;
    if pos.turn() != owner {
        return Vec::new();
    }
    let chess960 = st.castling == arbitro_rules::shakmaty::CastlingMode::Chess960;
    let fx = &st.table.effects;
    let mut out = Vec::new();
    for m in movegen::legal_moves(pos, fx) {
        let first = uci_of(m, chess960);
        out.push(vec![first.clone()]);
        let mut after = pos.clone();
        after.play_unchecked(m);
        let mut setup = after.to_setup(EnPassantMode::Legal);
        setup.turn = owner;
        setup.ep_square = None;
        if let Ok(p) = crate::game::board::build(setup, st.castling) {
            for m2 in movegen::legal_moves(&p, fx).into_iter().take(12) {
                out.push(vec![first.clone(), uci_of(m2, chess960)]);
            }
        }
        if out.len() > 400 {
            break;
        }
    }
    out
}

/// Whether `player` holds an action card with at least one valid declaration now.
pub(crate) fn has_playable_action(env: &Env<'_>, st: &GameState, player: Color) -> bool {
    if st.turn() != player {
        return false;
    }
    st.hands[ci(player)].iter().any(|&idx| {
        env.deck.card(idx).kind == CardKind::Action
            && candidate_args(env, st, idx, player)
                .iter()
                .any(|args| declare::validate(env.deck, st, idx, player, args, None).is_ok())
    })
}
