//! The state at the start of a record: position, hands (given, or dealt
//! from a recorded seed, AM-R3), captured pieces, discard pile and effects
//! already on the table. Every problem is reported with its JSON path.

use arbitro_rules::shakmaty::fen::Fen;
use arbitro_rules::shakmaty::{Bitboard, CastlingMode, Chess, Color, Position, Role};

use super::board;
use super::state::{ActiveEffect, Anchor, GameState, Table, ZoneAnchor, ci};
use crate::deck::vocabulary::Step;
use crate::deck::{CardIdx, CardKind, Deck, Family};
use crate::error::Problem;
use crate::geometry;
use crate::record::GameRecord;

/// Builds the starting state, or lists every problem of the record's start.
pub fn initial_state(deck: &Deck, record: &GameRecord) -> Result<GameState, Vec<Problem>> {
    if record.rules.family == Family::Ed {
        return super::ed::start::initial_state(deck, record);
    }
    let mut problems = Vec::new();
    if deck.family != record.rules.family {
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
                "the record uses version {} of {} but the deck loaded is version {} (AM-R16)",
                record.deck.version, deck.id, deck.version
            ),
        ));
    }
    let o = &record.rules.options;
    for (name, set) in [
        ("edition", o.edition.is_some()),
        ("mandatory_draw", o.mandatory_draw.is_some()),
        ("king_capture", o.king_capture.is_some()),
        ("bomb_variant", o.bomb_variant.is_some()),
    ] {
        if set && record.rules.family == Family::Magico {
            problems.push(Problem::new(
                format!("$.rules.options.{name}"),
                "this option belongs to the ed family".to_string(),
            ));
        }
    }
    if record.pile.is_some() {
        problems.push(Problem::new(
            "$.pile",
            "a draw pile belongs to the ed family".to_string(),
        ));
    }
    if record.kept.is_some() {
        problems.push(Problem::new(
            "$.kept",
            "kept special cards belong to the ed family".to_string(),
        ));
    }

    let pos = start_position(record, &mut problems);

    // Cards: every physical card at most once.
    let mut used = CardTally::new(deck);
    let mut hands: [Vec<CardIdx>; 2] = [Vec::new(), Vec::new()];
    match (&record.hands, &record.deal) {
        (Some(h), deal) => {
            for (colour, list, name) in [
                (Color::White, &h.white, "white"),
                (Color::Black, &h.black, "black"),
            ] {
                for (k, code) in list.iter().enumerate() {
                    if let Some(idx) = used.take(code, format!("$.hands.{name}[{k}]"), &mut problems) {
                        hands[ci(colour)].push(idx);
                    }
                }
            }
            if let Some(d) = deal {
                let dealt = deal_hands(deck, d.seed, record.rules.options.deal_size);
                if dealt != hands {
                    problems.push(Problem::new(
                        "$.hands",
                        format!("the hands differ from the deal of seed {} (AM-R3)", d.seed),
                    ));
                }
            }
        }
        (None, Some(d)) => {
            hands = deal_hands(deck, d.seed, record.rules.options.deal_size);
            for (c, name) in [(0, "white"), (1, "black")] {
                for (k, idx) in hands[c].iter().enumerate() {
                    used.mark(*idx, format!("$.deal (dealt to {name}, card {k})"));
                }
            }
        }
        (None, None) => problems.push(Problem::new(
            "$",
            "the record needs \"hands\" or a \"deal\" seed (AM-R3)".to_string(),
        )),
    }
    let mut discard = Vec::new();
    for (k, code) in record.discard.iter().enumerate() {
        if let Some(idx) = used.take(code, format!("$.discard[{k}]"), &mut problems) {
            discard.push(idx);
        }
    }
    let mut captured: [Vec<Role>; 2] = [Vec::new(), Vec::new()];
    for (colour, list) in [
        (Color::White, &record.captured.white),
        (Color::Black, &record.captured.black),
    ] {
        captured[ci(colour)] = list.iter().map(|k| k.role()).collect();
    }

    let mut effects = Vec::new();
    let mut on_table = Vec::new();
    let mut next_effect = 0u32;
    if let Some(pos) = &pos {
        let turn = pos.turn();
        for (k, rec) in record.effects.iter().enumerate() {
            let path = format!("$.effects[{k}]");
            let owner = rec.owner.color();
            let Some(deck_idx) = deck.index_of(&rec.card) else {
                problems.push(Problem::new(
                    format!("{path}.card"),
                    format!("{} is not a card of deck {}", rec.card, deck.id),
                ));
                continue;
            };
            let already = on_table.contains(&deck_idx);
            let idx = if already {
                deck_idx
            } else {
                match used.take(&rec.card, format!("{path}.card"), &mut problems) {
                    Some(i) => i,
                    None => continue,
                }
            };
            let c = deck.card(idx);
            let lasting = c.steps.iter().find_map(|s| match s {
                Step::AddEffect { effect, .. } => Some(*effect),
                _ => None,
            });
            if c.duration.is_none() {
                problems.push(Problem::new(
                    format!("{path}.card"),
                    format!("{} leaves no lasting effect", rec.card),
                ));
                continue;
            }
            if rec.counter == 0 {
                problems.push(Problem::new(
                    format!("{path}.counter"),
                    "an active effect's counter is at least 1".to_string(),
                ));
                continue;
            }
            let anchor = if rec.inert {
                Anchor::None
            } else if rec.anchor == "player" {
                Anchor::Player
            } else if let Some(sq) = geometry::parse_square(&rec.anchor)
                .filter(|_| c.duration.map(|d| d.anchor) == Some(crate::deck::AnchorKind::Piece))
            {
                match pos.board().piece_at(sq) {
                    Some(piece) => Anchor::Piece { square: sq, piece },
                    None => {
                        problems.push(Problem::new(
                            format!("{path}.anchor"),
                            format!("no piece on {sq} to anchor to"),
                        ));
                        continue;
                    }
                }
            } else if let Some(z) =
                fixed_zone(&rec.anchor).or_else(|| geometry::parse_zone(&rec.anchor).map(ZoneAnchor::from))
            {
                Anchor::Zone(z)
            } else {
                problems.push(Problem::new(
                    format!("{path}.anchor"),
                    format!("{:?} is not an anchor", rec.anchor),
                ));
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
                    None => problems.push(Problem::new(
                        format!("{path}.exempt[{j}]"),
                        "not a square".to_string(),
                    )),
                }
            }
            effects.push(ActiveEffect {
                id: next_effect,
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
            next_effect += 1;
            if !already {
                on_table.push(idx);
            }
        }
    }
    let Some(pos) = pos else {
        return Err(problems);
    };
    if !problems.is_empty() {
        return Err(problems);
    }
    let in_game: Vec<CardIdx> = hands
        .iter()
        .flatten()
        .chain(discard.iter())
        .chain(on_table.iter())
        .copied()
        .collect();
    let undealt = (0..deck.cards.len() as u16)
        .map(CardIdx)
        .filter(|c| !in_game.contains(c))
        .collect();
    let key = board::repetition_key(&pos, &effects);
    Ok(GameState {
        table: Table {
            pos,
            captured,
            effects,
            ply: 0,
            history: vec![key],
            move_only: None,
            last_move: None,
        },
        castling: castling_mode(record),
        hands,
        discard,
        on_table,
        undealt,
        dealt: in_game,
        pending: None,
        window: None,
        last_reaction: None,
        before_last_move: None,
        next_effect,
        ending: None,
        ed: None,
    })
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

/// Castling rules of the record's game: Chess960 (F9-2) when it says so.
pub(crate) fn castling_mode(record: &GameRecord) -> CastlingMode {
    if record.start.chess960 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    }
}

/// The record's start position (FEN; Chess960 castling when the record says
/// so), or `None` with the problem added under `$.start.fen`.
pub(crate) fn start_position(record: &GameRecord, problems: &mut Vec<Problem>) -> Option<Chess> {
    match Fen::from_ascii(record.start.fen.as_bytes()) {
        Ok(fen) => match board::build(fen.into_setup(), castling_mode(record)) {
            Ok(p) => Some(p),
            Err(kinds) => {
                problems.push(Problem::new(
                    "$.start.fen",
                    format!("not a legal position: {kinds:?}"),
                ));
                None
            }
        },
        Err(e) => {
            problems.push(Problem::new("$.start.fen", format!("not a FEN: {e}")));
            None
        }
    }
}

/// The cards a record places (hands, kept cards, pile, effects): each must be
/// a playable card of the deck and each physical card is used at most once.
pub(crate) struct CardTally<'d> {
    deck: &'d Deck,
    used: Vec<(CardIdx, String)>,
}

impl<'d> CardTally<'d> {
    /// No card used yet.
    pub(crate) fn new(deck: &'d Deck) -> CardTally<'d> {
        CardTally {
            deck,
            used: Vec::new(),
        }
    }

    /// The card `code` named at JSON path `path`, or `None` with the problem
    /// added: not a card of the deck, an instruction card (DECKS.md: never
    /// played), or a card already used elsewhere in the record.
    pub(crate) fn take(&mut self, code: &str, path: String, problems: &mut Vec<Problem>) -> Option<CardIdx> {
        let Some(idx) = self.deck.index_of(code) else {
            problems.push(Problem::new(
                path,
                format!("{code} is not a card of deck {}", self.deck.id),
            ));
            return None;
        };
        if self.deck.card(idx).kind == CardKind::Instruction {
            problems.push(Problem::new(
                path,
                format!("{code} is an instruction card: it is not played (DECKS.md)"),
            ));
            return None;
        }
        if let Some((_, first)) = self.used.iter().find(|(i, _)| *i == idx) {
            problems.push(Problem::new(path, format!("{code} is already used at {first}")));
            return None;
        }
        self.used.push((idx, path));
        Some(idx)
    }

    /// Records a card the engine placed itself (a seeded deal), unchecked.
    pub(crate) fn mark(&mut self, idx: CardIdx, path: String) {
        self.used.push((idx, path));
    }

    /// The cards taken so far.
    pub(crate) fn taken(&self) -> Vec<CardIdx> {
        self.used.iter().map(|(i, _)| *i).collect()
    }
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
