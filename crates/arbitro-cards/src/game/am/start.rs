//! The start of an Ajedrez Mágico game: hands (given, or dealt from a
//! recorded seed, AM-R3), the discard pile, effects already on the table
//! (AM-D7, AM-D8), and in a disputed situation the committed card waiting
//! for a reaction (AM-R14), the open window (AM-D2, AM-D9) and a move-only
//! turn (AM-R12). Every problem is added with its JSON path.

use arbitro_rules::shakmaty::{Bitboard, Chess, Color, Piece, Position};

use super::{declare, turns};
use crate::deck::vocabulary::Step;
use crate::deck::{AnchorKind, CardIdx, CardKind, Deck, Select, Window};
use crate::dispute::{Setup, SetupProblem, SetupReason};
use crate::game::board;
use crate::game::start::pieces::{CardTally, captured_of, castling_mode, undealt};
use crate::game::state::{
    ActiveEffect, Anchor, GameState, OpenWindow, Pending, Table, WindowSet, ZoneAnchor, ci,
};
use crate::geometry;
use crate::record::{Colour, Mode};

/// The AM state of `setup` on `pos` (`None` when the position did not
/// read), adding every problem found.
pub(crate) fn initial_state(
    deck: &Deck,
    setup: &Setup,
    pos: Option<Chess>,
    problems: &mut Vec<SetupProblem>,
) -> Option<GameState> {
    let mut used = CardTally::new(deck);
    let mut hands: [Vec<CardIdx>; 2] = [Vec::new(), Vec::new()];
    match (&setup.hands, &setup.deal) {
        (Some(h), deal) => {
            for (colour, list, name) in [
                (Color::White, &h.white, "white"),
                (Color::Black, &h.black, "black"),
            ] {
                for (k, code) in list.iter().enumerate() {
                    if let Some(idx) = used.take(code, format!("$.hands.{name}[{k}]"), problems) {
                        hands[ci(colour)].push(idx);
                    }
                }
            }
            if let Some(d) = deal
                && deal_hands(deck, d.seed, setup.rules.options.deal_size) != hands
            {
                problems.push(SetupProblem::new(
                    "$.hands",
                    SetupReason::HandsDifferFromDeal { seed: d.seed },
                ));
            }
        }
        (None, Some(d)) => {
            hands = deal_hands(deck, d.seed, setup.rules.options.deal_size);
            for (c, name) in [(0, "white"), (1, "black")] {
                for (k, idx) in hands[c].iter().enumerate() {
                    used.mark(*idx, format!("$.deal (dealt to {name}, card {k})"));
                }
            }
        }
        (None, None) => problems.push(SetupProblem::new("$", SetupReason::NeedsHands)),
    }
    let mut discard = Vec::new();
    for (k, code) in setup.discard.iter().enumerate() {
        if let Some(idx) = used.take(code, format!("$.discard[{k}]"), problems) {
            discard.push(idx);
        }
    }
    let pos = pos?;
    let (effects, on_table) = table_effects(deck, setup, &pos, &mut used, problems);
    let pending_card = setup
        .pending
        .as_ref()
        .and_then(|p| used.take(&p.card, "$.pending.card".to_string(), problems));
    let in_game: Vec<CardIdx> = hands
        .iter()
        .flatten()
        .chain(discard.iter())
        .chain(on_table.iter())
        .chain(pending_card.iter())
        .copied()
        .collect();
    let key = board::repetition_key(&pos, &effects);
    let next_effect = effects.len() as u32;
    let mut st = GameState {
        table: Table {
            pos,
            captured: captured_of(setup),
            effects,
            ply: 0,
            history: vec![key],
            move_only: setup.move_only.map(Colour::color),
            last_move: None,
        },
        castling: castling_mode(setup),
        hands,
        discard,
        on_table,
        undealt: undealt(deck, &in_game),
        dealt: in_game,
        pending: None,
        window: None,
        last_reaction: None,
        before_last_move: None,
        next_effect,
        ending: None,
        ed: None,
    };
    if let Some(m) = setup.move_only.map(Colour::color)
        && m != st.turn()
    {
        problems.push(SetupProblem::new(
            "$.move_only",
            SetupReason::MoveOnlyNotToMove { player: m },
        ));
    }
    pending_and_window(deck, setup, &mut st, pending_card, problems);
    Some(st)
}

/// The effects already on the table and the cards they keep there.
fn table_effects(
    deck: &Deck,
    setup: &Setup,
    pos: &Chess,
    used: &mut CardTally<'_>,
    problems: &mut Vec<SetupProblem>,
) -> (Vec<ActiveEffect>, Vec<CardIdx>) {
    let turn = pos.turn();
    let mut effects = Vec::new();
    let mut on_table: Vec<CardIdx> = Vec::new();
    for (k, rec) in setup.effects.iter().enumerate() {
        let path = format!("$.effects[{k}]");
        let owner = rec.owner.color();
        // One card may leave several effects (AM-19: each of your bishops).
        let idx = match deck.index_of(&rec.card) {
            Some(i) if on_table.contains(&i) => i,
            _ => match used.take(&rec.card, format!("{path}.card"), problems) {
                Some(i) => i,
                None => continue,
            },
        };
        let c = deck.card(idx);
        let lasting = c.steps.iter().find_map(|s| match s {
            Step::AddEffect { effect, .. } => Some(*effect),
            _ => None,
        });
        let Some(duration) = c.duration else {
            problems.push(SetupProblem::new(
                format!("{path}.card"),
                SetupReason::NoLastingEffect { card: c.code.clone() },
            ));
            continue;
        };
        // Every problem of the effect is reported, not only the first.
        let before = problems.len();
        if rec.counter == 0 {
            problems.push(SetupProblem::new(
                format!("{path}.counter"),
                SetupReason::CounterZero,
            ));
        } else if rec.counter > duration.turns {
            problems.push(SetupProblem::new(
                format!("{path}.counter"),
                SetupReason::CounterTooHigh {
                    card: c.code.clone(),
                    counter: rec.counter,
                    turns: duration.turns,
                },
            ));
        }
        let anchor = if rec.inert {
            Some(Anchor::None)
        } else if rec.anchor == "player" {
            Some(Anchor::Player)
        } else if let Some(sq) =
            geometry::parse_square(&rec.anchor).filter(|_| duration.anchor == AnchorKind::Piece)
        {
            match pos.board().piece_at(sq) {
                // The anchored piece is one the card may take (AM-D8).
                Some(piece) if anchor_fits(c, owner, piece) => Some(Anchor::Piece { square: sq, piece }),
                Some(piece) => {
                    problems.push(SetupProblem::new(
                        format!("{path}.anchor"),
                        SetupReason::AnchorIneligible {
                            card: c.code.clone(),
                            piece: crate::text::PieceAt::new(piece, sq),
                        },
                    ));
                    None
                }
                None => {
                    problems.push(SetupProblem::new(
                        format!("{path}.anchor"),
                        SetupReason::NoPieceToAnchor { square: sq },
                    ));
                    None
                }
            }
        } else if let Some(z) =
            fixed_zone(&rec.anchor).or_else(|| geometry::parse_zone(&rec.anchor).map(ZoneAnchor::from))
        {
            Some(Anchor::Zone(z))
        } else {
            problems.push(SetupProblem::new(
                format!("{path}.anchor"),
                SetupReason::NotAnAnchor {
                    text: rec.anchor.clone(),
                },
            ));
            None
        };
        let Some(anchor) = anchor.filter(|_| problems.len() == before) else {
            continue;
        };
        let next_tick = if turn == owner { 0 } else { 1 };
        let expires = rec
            .expires_ply
            .unwrap_or(next_tick + 2 * (u32::from(rec.counter) - 1));
        let mut exempt = Bitboard::EMPTY;
        for (j, s) in rec.exempt.iter().enumerate() {
            match geometry::parse_square(s) {
                Some(sq) => exempt.add(sq),
                None => problems.push(SetupProblem::new(
                    format!("{path}.exempt[{j}]"),
                    SetupReason::NotASquare { text: s.clone() },
                )),
            }
        }
        effects.push(ActiveEffect {
            id: effects.len() as u32,
            card: idx,
            owner,
            effect: if rec.inert { None } else { lasting },
            anchor,
            started_ply: rec.started_ply.unwrap_or(0),
            expires_ply: expires,
            counter: rec.counter,
            exempt,
            no_eliminations: rec.no_eliminations,
        });
        if !on_table.contains(&idx) {
            on_table.push(idx);
        }
    }
    (effects, on_table)
}

/// Whether an effect of `card` may sit on `piece`: some piece target of
/// the card fits it (a card with no piece target anchors any piece).
fn anchor_fits(card: &crate::deck::Card, owner: Color, piece: Piece) -> bool {
    let mut specs = card
        .targets
        .iter()
        .filter(|t| matches!(t.select, Select::Piece | Select::AllPieces | Select::TriggerPiece))
        .peekable();
    specs.peek().is_none() || specs.any(|t| declare::piece_fits(t, owner, piece))
}

fn fixed_zone(label: &str) -> Option<ZoneAnchor> {
    use crate::deck::vocabulary::ZoneSpec;
    let spec = match label {
        "queen_side" => ZoneSpec::QueenSide,
        "king_side" => ZoneSpec::KingSide,
        _ => return None,
    };
    Some(ZoneAnchor {
        label: label.to_string(),
        squares: geometry::zone_squares(&spec, Color::White),
    })
}

/// The committed card waiting for a reaction window and the window open at
/// the start (AM-R14, AM-D2, AM-D9).
fn pending_and_window(
    deck: &Deck,
    setup: &Setup,
    st: &mut GameState,
    pending_card: Option<CardIdx>,
    problems: &mut Vec<SetupProblem>,
) {
    let advanced = setup.rules.mode == Mode::Advanced;
    let turn = st.turn();
    let env = crate::game::Env {
        deck,
        rules: &setup.rules,
    };
    if let (Some(p), Some(idx)) = (&setup.pending, pending_card) {
        let card = deck.card(idx);
        let by = p.by.color();
        let mut ok = true;
        if !advanced {
            problems.push(SetupProblem::new("$.pending", SetupReason::PendingNeedsAdvanced));
            ok = false;
        }
        if !matches!(card.kind, CardKind::Action | CardKind::Save) {
            problems.push(SetupProblem::new(
                "$.pending.card",
                SetupReason::PendingKind {
                    card: card.code.clone(),
                },
            ));
            ok = false;
        }
        if by != turn {
            problems.push(SetupProblem::new(
                "$.pending.by",
                SetupReason::PendingByToMove { turn },
            ));
            ok = false;
        }
        let declared = declared_pieces(p, problems);
        let decl = declared.and_then(|pieces| {
            declare::parse_as_declared(
                idx,
                card,
                by,
                st.table.pos.board(),
                &p.args().normalized(),
                &pieces,
            )
            .map_err(|v| {
                problems.push(SetupProblem::new(
                    "$.pending",
                    SetupReason::PendingDeclaration { why: v.why },
                ))
            })
            .ok()
        });
        // One declared piece per piece target, or none (AM-G8).
        let decl = decl.filter(|d| {
            let count = d.piece_squares().count();
            if p.declared.is_empty() || p.declared.len() == count {
                return true;
            }
            problems.push(SetupProblem::new(
                "$.pending.declared",
                SetupReason::PendingPieces { count },
            ));
            false
        });
        // The declaration was accepted when committed (AM-G8).
        let decl = decl.filter(|d| match committed_fits(card, by, d) {
            Ok(()) => true,
            Err(v) => {
                problems.push(SetupProblem::new(
                    "$.pending",
                    SetupReason::PendingDeclaration { why: v.why },
                ));
                false
            }
        });
        if let Some(decl) = decl
            && ok
        {
            let mut kinds = WindowSet::default();
            kinds.insert(Window::AfterCard);
            if !turns::holds_for(&env, st, !by, kinds) {
                problems.push(SetupProblem::new(
                    "$.pending",
                    SetupReason::PendingNoReaction { player: !by },
                ));
            }
            st.pending = Some(Pending {
                decl,
                event: 0,
                shielded: Bitboard::EMPTY,
                prevented: false,
                countered_by: None,
            });
            st.window = Some(OpenWindow {
                player: !by,
                kinds,
                trigger: None,
            });
        }
    }
    let Some(w) = &setup.window else {
        return;
    };
    let player = w.player.color();
    let mut kinds = WindowSet::default();
    for k in &w.kinds {
        kinds.insert(*k);
    }
    if kinds.is_empty() {
        problems.push(SetupProblem::new("$.window.kinds", SetupReason::WindowEmpty));
        return;
    }
    if kinds.contains(Window::OwnTurn) {
        problems.push(SetupProblem::new("$.window.kinds", SetupReason::WindowOwnTurn));
        return;
    }
    // The save window carries the impacts of the mating move, in Classic
    // mode too (AM-D9); other windows are reactions (AM-R14).
    let reaction_kinds = kinds.iter().any(|k| k != Window::CheckmateSave);
    if reaction_kinds && !advanced && !kinds.contains(Window::CheckmateSave) {
        problems.push(SetupProblem::new(
            "$.window.kinds",
            SetupReason::WindowNeedsAdvanced,
        ));
    }
    if kinds.contains(Window::CheckmateSave) {
        if !advanced && !setup.rules.options.classic_save_cards {
            problems.push(SetupProblem::new("$.window.kinds", SetupReason::SaveWindowOff));
        }
        if player != turn || !turns::is_checkmated(st) {
            problems.push(SetupProblem::new(
                "$.window.player",
                SetupReason::SaveWindowNotMated { player },
            ));
        }
    }
    if kinds.contains(Window::AfterCard) {
        match &setup.pending {
            None => problems.push(SetupProblem::new(
                "$.window.kinds",
                SetupReason::AfterCardWithoutPending,
            )),
            Some(p) if p.by.color() == player => problems.push(SetupProblem::new(
                "$.window.player",
                SetupReason::AfterCardWindow {
                    player: !p.by.color(),
                },
            )),
            Some(_) => {}
        }
    } else if setup.pending.is_some() {
        problems.push(SetupProblem::new(
            "$.window.kinds",
            SetupReason::AfterCardWindow { player: !turn },
        ));
    }
    let impact = kinds.iter().any(Window::is_impact);
    if impact && !kinds.contains(Window::CheckmateSave) && player != turn {
        problems.push(SetupProblem::new(
            "$.window.player",
            SetupReason::ImpactWindowPlayer { player: turn },
        ));
    }
    let mut trigger = None;
    if let Some(t) = &w.trigger {
        match geometry::parse_square(&t.trim().to_ascii_lowercase()) {
            Some(sq) if st.table.pos.board().piece_at(sq).is_some() => trigger = Some(sq),
            Some(sq) => problems.push(SetupProblem::new(
                "$.window.trigger",
                SetupReason::TriggerEmpty { square: sq },
            )),
            None => problems.push(SetupProblem::new(
                "$.window.trigger",
                SetupReason::NotASquare { text: t.clone() },
            )),
        }
    }
    if !turns::holds_for(&env, st, player, kinds) {
        problems.push(SetupProblem::new(
            "$.window.player",
            SetupReason::WindowNothingToPlay { player },
        ));
    }
    st.window = Some(OpenWindow {
        player,
        kinds,
        trigger,
    });
}

/// Whether a committed declaration fits its card: the pieces it names are
/// of the side and kinds the card's targets take (AM-G8). Conditions on the
/// board (adjacency, a free square) are not checked: the board may have
/// changed since the card was committed, and resolution judges them (AM-G3).
fn committed_fits(
    card: &crate::deck::Card,
    by: Color,
    decl: &crate::game::state::Declaration,
) -> Result<(), crate::reason::Verdict> {
    use crate::game::state::declaration::TargetValue;
    use crate::reason::{Reason, Verdict, Why};
    for d in &decl.targets {
        if let TargetValue::Piece { square, piece } = d.value
            && !declare::piece_fits(&card.targets[d.spec], by, piece)
        {
            return Err(Verdict::new(
                Reason::TargetIneligible,
                Why::PieceIneligible {
                    card: card.code.clone(),
                    role: piece.role,
                    square,
                },
            ));
        }
    }
    Ok(())
}

/// The pieces a pending card's piece targets were when it was committed
/// (FEN letters), or an empty list (the pieces standing there now).
fn declared_pieces(p: &crate::record::PendingRecord, problems: &mut Vec<SetupProblem>) -> Option<Vec<Piece>> {
    let mut out = Vec::new();
    for (k, letter) in p.declared.iter().enumerate() {
        let piece = letter
            .trim()
            .chars()
            .next()
            .filter(|_| letter.trim().chars().count() == 1)
            .and_then(Piece::from_char);
        match piece {
            Some(piece) => out.push(piece),
            None => {
                problems.push(SetupProblem::new(
                    format!("$.pending.declared[{k}]"),
                    SetupReason::NotAPiece { text: letter.clone() },
                ));
                return None;
            }
        }
    }
    Some(out)
}

/// The seeded deal (AM-R3): the deck is shuffled with the recorded seed and
/// `size` cards are dealt to each player, one at a time, White first.
pub fn deal_hands(deck: &Deck, seed: u64, size: u8) -> [Vec<CardIdx>; 2] {
    let mut order: Vec<CardIdx> = (0..deck.cards.len() as u16).map(CardIdx).collect();
    arbitro_rng::Rng::from_seed(seed).shuffle(&mut order);
    let mut hands = [Vec::new(), Vec::new()];
    for (k, idx) in order.into_iter().take(2 * size as usize).enumerate() {
        hands[k % 2].push(idx);
    }
    hands
}
