//! The state at the start of an ED record: position, the draw pile (given
//! top first, or shuffled from the recorded seed, ED-R1), the discard pile,
//! the special cards each player keeps (ED-R4) and the temporal card among
//! them in force (ED-C11). Every problem is reported with its JSON path.

use arbitro_rules::shakmaty::{Color, Role};

use super::{EdState, InForce};
use crate::deck::ed::EdCard;
use crate::deck::{CardIdx, CardKind, Deck, Family};
use crate::error::Problem;
use crate::game::board;
use crate::game::start::{CardTally, castling_mode, start_position};
use crate::game::state::{GameState, Table, ci};
use crate::record::GameRecord;

/// Builds the starting state of an ED game, or lists every problem.
pub fn initial_state(deck: &Deck, record: &GameRecord) -> Result<GameState, Vec<Problem>> {
    let mut problems = Vec::new();
    if deck.family != Family::Ed {
        problems.push(Problem::new(
            "$.deck.id",
            format!("deck {} belongs to family {}", deck.id, deck.family.as_str()),
        ));
    }
    if record.deck.id != deck.id {
        problems.push(Problem::new("$.deck.id", format!("expected deck {}", deck.id)));
    }
    if record.deck.version != deck.version {
        problems.push(Problem::new(
            "$.deck.version",
            format!(
                "the record uses version {} of {} but the deck loaded is version {}",
                record.deck.version, deck.id, deck.version
            ),
        ));
    }
    let o = &record.rules.options;
    if o.king_capture == Some(true) && o.mandatory_draw != Some(true) {
        problems.push(Problem::new(
            "$.rules.options.king_capture",
            "king capture is an option of \"Carta Obligatoria\" only (ED-R5): set mandatory_draw".to_string(),
        ));
    }
    if record.hands.is_some() {
        problems.push(Problem::new(
            "$.hands",
            "ed players hold no hands: the special cards they keep go in \"kept\" (ED-R4)".to_string(),
        ));
    }
    if !record.effects.is_empty() {
        problems.push(Problem::new(
            "$.effects",
            "ed games have no effects on the table: the temporal card in force is a kept card (ED-C11)"
                .to_string(),
        ));
    }
    let pos = start_position(record, &mut problems);
    let mut used = CardTally::new(deck);
    let mut hands: [Vec<CardIdx>; 2] = [Vec::new(), Vec::new()];
    let mut temporal: Option<InForce> = None;
    if let Some(kept) = &record.kept {
        for (colour, list, name) in [
            (Color::White, &kept.white, "white"),
            (Color::Black, &kept.black, "black"),
        ] {
            let mut vetoes = 0;
            for (k, code) in list.iter().enumerate() {
                let path = format!("$.kept.{name}[{k}]");
                let Some(idx) = used.take(code, path.clone(), &mut problems) else {
                    continue;
                };
                match deck.card(idx).ed.as_ref() {
                    Some(EdCard::Veto) => vetoes += 1,
                    Some(EdCard::Temporal { effect }) => {
                        if temporal.is_some() {
                            problems.push(Problem::new(
                                path.clone(),
                                "only one temporal card is in force at a time (ED-C11)".to_string(),
                            ));
                        }
                        temporal = Some(InForce {
                            card: idx,
                            owner: colour,
                            kind: *effect,
                        });
                    }
                    Some(e) if e.is_kept() => {}
                    _ => problems.push(Problem::new(
                        path.clone(),
                        format!("{code} is not a special card that is kept (ED-R4)"),
                    )),
                }
                if vetoes > 1 {
                    problems.push(Problem::new(
                        path,
                        "\"I don't like your move\" cards are not stacked (ED-C9)".to_string(),
                    ));
                }
                hands[ci(colour)].push(idx);
            }
        }
    }
    let mut discard = Vec::new();
    for (k, code) in record.discard.iter().enumerate() {
        if let Some(idx) = used.take(code, format!("$.discard[{k}]"), &mut problems) {
            discard.push(idx);
        }
    }
    let seed = record.deal.as_ref().map_or(0, |d| d.seed);
    let pile: Vec<CardIdx> = match (&record.pile, &record.deal) {
        (Some(list), _) => list
            .iter()
            .enumerate()
            .filter_map(|(k, code)| used.take(code, format!("$.pile[{k}]"), &mut problems))
            .collect(),
        (None, Some(_)) => {
            let taken = used.taken();
            shuffled_pile(deck, seed, &taken)
        }
        (None, None) => {
            problems.push(Problem::new(
                "$",
                "the record needs a \"pile\" (top first) or a \"deal\" seed to shuffle it (ED-R1)"
                    .to_string(),
            ));
            Vec::new()
        }
    };
    let mut captured: [Vec<Role>; 2] = [Vec::new(), Vec::new()];
    for (colour, list) in [
        (Color::White, &record.captured.white),
        (Color::Black, &record.captured.black),
    ] {
        captured[ci(colour)] = list.iter().map(|k| k.role()).collect();
    }
    let Some(pos) = pos else {
        return Err(problems);
    };
    if !problems.is_empty() {
        return Err(problems);
    }
    let in_game: Vec<CardIdx> = pile
        .iter()
        .chain(hands.iter().flatten())
        .chain(discard.iter())
        .copied()
        .collect();
    let undealt = (0..deck.cards.len() as u16)
        .map(CardIdx)
        .filter(|c| !in_game.contains(c))
        .collect();
    let key = board::repetition_key(&pos, &[]);
    Ok(GameState {
        table: Table {
            pos,
            captured,
            effects: Vec::new(),
            ply: 0,
            history: vec![key],
            move_only: None,
            last_move: None,
        },
        castling: castling_mode(record),
        hands,
        discard,
        on_table: Vec::new(),
        undealt,
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
            ..EdState::default()
        })),
    })
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
