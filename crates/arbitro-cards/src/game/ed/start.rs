//! The start of an ED game: the draw pile (given top first, its known top
//! with the rest shuffled from the recorded seed, or all shuffled from the
//! seed, ED-R1), the discard pile, the special cards each player keeps
//! (ED-R4) with the temporal card among them in force (ED-C11), and the card
//! the side to move has just drawn (ED-R2). Every problem is added with its
//! JSON path.

use arbitro_rules::shakmaty::{Chess, Color, Position};

use crate::deck::ed::EdCard;
use crate::deck::{CardIdx, CardKind, Deck};
use crate::dispute::{Setup, SetupProblem, SetupReason};
use crate::game::start::pieces::{CardTally, captured_of, castling_mode, undealt};
use crate::game::state::ed::{EdState, InForce};
use crate::game::state::{GameState, Table, ci};

/// The ED state of `setup` on `pos` (`None` when the position did not
/// read), adding every problem found.
pub(crate) fn initial_state(
    deck: &Deck,
    setup: &Setup,
    pos: Option<Chess>,
    problems: &mut Vec<SetupProblem>,
) -> Option<GameState> {
    let mut used = CardTally::new(deck);
    let mut hands: [Vec<CardIdx>; 2] = [Vec::new(), Vec::new()];
    let mut temporal: Option<InForce> = None;
    if let Some(kept) = &setup.kept {
        for (colour, list, name) in [
            (Color::White, &kept.white, "white"),
            (Color::Black, &kept.black, "black"),
        ] {
            let mut vetoes = 0;
            for (k, code) in list.iter().enumerate() {
                let path = format!("$.kept.{name}[{k}]");
                let Some(idx) = used.take(code, path.clone(), problems) else {
                    continue;
                };
                match deck.card(idx).ed.as_ref() {
                    Some(EdCard::Veto) => vetoes += 1,
                    Some(EdCard::Temporal { effect }) => {
                        if temporal.is_some() {
                            problems.push(SetupProblem::new(path.clone(), SetupReason::OneTemporal));
                        }
                        temporal = Some(InForce {
                            card: idx,
                            owner: colour,
                            kind: *effect,
                        });
                    }
                    Some(e) if e.is_kept() => {}
                    _ => problems.push(SetupProblem::new(
                        path.clone(),
                        SetupReason::NotKept {
                            card: deck.code(idx).to_string(),
                        },
                    )),
                }
                if vetoes > 1 {
                    problems.push(SetupProblem::new(path, SetupReason::VetoesStacked));
                }
                hands[ci(colour)].push(idx);
            }
        }
    }
    let mut discard = Vec::new();
    for (k, code) in setup.discard.iter().enumerate() {
        if let Some(idx) = used.take(code, format!("$.discard[{k}]"), problems) {
            discard.push(idx);
        }
    }
    let drawn = setup
        .drawn
        .as_ref()
        .and_then(|code| used.take(code, "$.drawn".to_string(), problems));
    let seed = setup.deal.as_ref().map_or(0, |d| d.seed);
    let pile: Vec<CardIdx> = match (&setup.pile, setup.pile_top.is_empty(), &setup.deal) {
        (Some(_), false, _) => {
            problems.push(SetupProblem::new("$.pile_top", SetupReason::PileTwice));
            Vec::new()
        }
        (Some(list), true, _) => list
            .iter()
            .enumerate()
            .filter_map(|(k, code)| used.take(code, format!("$.pile[{k}]"), problems))
            .collect(),
        (None, false, _) => {
            let mut top: Vec<CardIdx> = setup
                .pile_top
                .iter()
                .enumerate()
                .filter_map(|(k, code)| used.take(code, format!("$.pile_top[{k}]"), problems))
                .collect();
            let taken = used.taken();
            top.extend(shuffled_pile(deck, seed, &taken));
            top
        }
        (None, true, Some(_)) => shuffled_pile(deck, seed, &used.taken()),
        (None, true, None) => {
            problems.push(SetupProblem::new("$", SetupReason::NeedsPile));
            Vec::new()
        }
    };
    let pos = pos?;
    if drawn.is_some() {
        let powers = EdState {
            temporal,
            ..EdState::default()
        }
        .powers();
        let turn = pos.turn();
        let king_capture = setup.rules.options.mandatory_draw == Some(true)
            && setup.rules.options.king_capture == Some(true);
        if super::moves::in_check(pos.board(), turn, powers) && !king_capture {
            problems.push(SetupProblem::new(
                "$.drawn",
                SetupReason::DrawnInCheck { player: turn },
            ));
        }
    }
    let in_game: Vec<CardIdx> = pile
        .iter()
        .chain(hands.iter().flatten())
        .chain(discard.iter())
        .chain(drawn.iter())
        .copied()
        .collect();
    let key = crate::game::board::repetition_key(&pos, &[]);
    let mut st = GameState {
        table: Table {
            pos,
            captured: captured_of(setup),
            effects: Vec::new(),
            ply: 0,
            history: vec![key],
            move_only: None,
            last_move: None,
        },
        castling: castling_mode(setup),
        hands,
        discard,
        on_table: Vec::new(),
        undealt: undealt(deck, &in_game),
        dealt: in_game,
        pending: None,
        window: None,
        last_reaction: None,
        before_last_move: None,
        next_effect: 0,
        ending: None,
        ed: Some(Box::new(EdState {
            pile,
            seed,
            temporal,
            drawn,
            ..EdState::default()
        })),
    };
    // The first position's key counts the temporal card in force.
    st.table.history = vec![super::end::repetition_key(&st)];
    Some(st)
}

/// The seeded draw pile (ED-R1): every playable card not already in use,
/// shuffled with the recorded seed; top first.
pub fn shuffled_pile(deck: &Deck, seed: u64, taken: &[CardIdx]) -> Vec<CardIdx> {
    let mut order: Vec<CardIdx> = (0..deck.cards.len() as u16)
        .map(CardIdx)
        .filter(|c| !taken.contains(c) && deck.card(*c).kind != CardKind::Instruction)
        .collect();
    arbitro_rng::Rng::from_seed(seed).shuffle(&mut order);
    order
}
