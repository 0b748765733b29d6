//! Seeded self-play: random legal actions (moves, cards, reactions, passes)
//! with random refused requests mixed in, and the engine's invariants checked
//! after every event:
//!
//! - kings are never eliminated;
//! - the side not to move is never in check (no turn ends in check, AM-R9);
//! - counters are never below 1 on the table and never above the card's duration;
//! - piece anchors sit on their piece;
//! - every card is accounted for: hands + pending + table + discard + undealt = deck;
//! - every piece is accounted for: on the board or captured;
//! - a refused request changes nothing.
//!
//! Each game's seed is derived from the run's seed, so a violation can be
//! replayed from its record. [`ed`] holds the ED family's part.

pub(crate) mod ed;

use std::collections::BTreeMap;
use std::sync::Arc;

use arbitro_rng::Rng;
use arbitro_rules::shakmaty::{Color, Position, Role, Square};
use serde::Serialize;

use crate::deck::vocabulary::Step;
use crate::deck::{CardIdx, CardKind, Deck, Select};
use crate::game::am::effects;
use crate::game::am::{declare, movegen};
use crate::game::state::{Anchor, GameState, ci};
use crate::game::{CardOutcome, Game, Status};
use crate::record::{
    ByColour, CardArgs, Colour, Deal, DeckRef, Event, GAME_FORMAT, GameRecord, Mode, Options, Rules, Start,
};

/// What a self-play run is asked to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SelfPlayConfig {
    /// Number of games.
    pub games: u64,
    /// The run's seed.
    pub seed: u64,
    /// Events after which a game is stopped (adjourned).
    pub max_events: usize,
}

/// A broken invariant, with the record that reproduces it.
#[derive(Debug, Clone, Serialize)]
pub struct Violation {
    /// Game number in the run.
    pub game: u64,
    /// That game's seed.
    pub seed: u64,
    /// Index of the event after which the invariant broke.
    pub event: usize,
    /// What broke.
    pub message: String,
    /// The game so far.
    pub record: GameRecord,
}

/// The summary of a run.
#[derive(Debug, Clone, Default, Serialize)]
pub struct SelfPlaySummary {
    /// Games played.
    pub games: u64,
    /// Of which from a Chess960 start.
    pub chess960_games: u64,
    /// Events applied in all.
    pub events: u64,
    /// Cards that resolved (actions, reactions, saves).
    pub cards_resolved: u64,
    /// Cards that failed.
    pub cards_failed: u64,
    /// Requests refused (random probes and sampling misses).
    pub refused: u64,
    /// How games ended, by reason code (`adjourned` when stopped at the event limit).
    pub endings: BTreeMap<String, u64>,
    /// Broken invariants (empty when all is well).
    pub violations: Vec<Violation>,
}

/// The seed of game `n` of a run.
pub fn game_seed(run_seed: u64, n: u64) -> u64 {
    Rng::from_seed(run_seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64()
}

/// Plays `config.games` games and checks the invariants after every event.
pub fn self_play(deck: Arc<Deck>, config: &SelfPlayConfig) -> SelfPlaySummary {
    let mut summary = SelfPlaySummary::default();
    for n in 0..config.games {
        play_one(
            deck.clone(),
            n,
            game_seed(config.seed, n),
            config.max_events,
            &mut summary,
        );
        if summary.violations.len() >= 10 {
            break;
        }
    }
    summary
}

/// The record a self-play game starts from.
pub(crate) fn start_record(deck: &Deck, seed: u64) -> GameRecord {
    let ed = deck.family == crate::deck::Family::Ed;
    let mode = if seed.is_multiple_of(2) && !ed {
        Mode::Advanced
    } else {
        Mode::Classic
    };
    GameRecord {
        format: GAME_FORMAT.to_string(),
        title: Some(format!("self-play, seed {seed}")),
        covers: Vec::new(),
        meta: None,
        rules: Rules {
            family: deck.family,
            mode,
            options: if ed { ed::options(seed) } else { Options::default() },
        },
        deck: DeckRef {
            id: deck.id.clone(),
            version: deck.version.clone(),
        },
        start: start_position(seed),
        deal: Some(Deal { seed }),
        hands: None,
        captured: ByColour::default(),
        discard: Vec::new(),
        effects: Vec::new(),
        pile: None,
        kept: None,
        pile_top: Vec::new(),
        drawn: None,
        pending: None,
        window: None,
        move_only: None,
        events: Vec::new(),
        expect: None,
    }
}

/// A random legal game of up to `max_events` events (no refused probes, no
/// invariant checks): benchmark and demonstration material.
pub fn record_game(deck: Arc<Deck>, seed: u64, max_events: usize) -> GameRecord {
    let mut record = start_record(&deck, seed);
    let Ok(mut game) = Game::from_record(deck, &record) else {
        return record;
    };
    let mut rng = Rng::from_seed(seed ^ 0x5EED);
    // Refused samples are retried, but never without end.
    let mut attempts = 0;
    while game.state().ending.is_none() && record.events.len() < max_events && attempts < max_events * 20 {
        attempts += 1;
        let event = if game.state().ed.is_some() {
            ed::choose(&game, &mut rng)
        } else {
            choose_event(&game, &mut rng)
        };
        if !matches!(game.apply(&event).status, Status::Rejected(_)) {
            record.events.push(event);
        }
    }
    record
}

/// The start of a self-play game: the standard position, or (one game in
/// eight) a Chess960 position drawn from the game's seed (F9-1).
fn start_position(seed: u64) -> Start {
    if seed % 8 == 3
        && let Ok(pos) = arbitro_rules::Position::chess960((seed % 960) as u32)
    {
        return Start {
            fen: pos.shredder_fen(),
            chess960: true,
        };
    }
    Start {
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_string(),
        chess960: false,
    }
}

/// Plays one game, adding its figures (and any violation) to `summary`.
pub fn play_one(deck: Arc<Deck>, n: u64, seed: u64, max_events: usize, summary: &mut SelfPlaySummary) {
    let mut record = start_record(&deck, seed);
    let mut game = match Game::from_record(deck.clone(), &record) {
        Ok(g) => g,
        Err(e) => {
            summary.violations.push(Violation {
                game: n,
                seed,
                event: 0,
                message: format!("start refused: {e}"),
                record,
            });
            return;
        }
    };
    let mut rng = Rng::from_seed(seed ^ 0x5EED);
    let material = material(game.state());
    summary.games += 1;
    if record.start.chess960 {
        summary.chess960_games += 1;
    }
    while game.state().ending.is_none() && record.events.len() < max_events {
        let probe = rng.chance(0.08);
        let event = if probe {
            junk_event(&game, &mut rng)
        } else if game.state().ed.is_some() {
            ed::choose(&game, &mut rng)
        } else {
            choose_event(&game, &mut rng)
        };
        let before = game.state().clone();
        let out = game.apply(&event);
        summary.events += 1;
        for r in &out.resolutions {
            match r.outcome {
                CardOutcome::Failed => summary.cards_failed += 1,
                _ => summary.cards_resolved += 1,
            }
        }
        record.events.push(event);
        let index = record.events.len() - 1;
        let broken = match &out.status {
            Status::Rejected(_) => {
                summary.refused += 1;
                if *game.state() != before {
                    Some("a refused request changed the state".to_string())
                } else {
                    None
                }
            }
            _ if game.state().ed.is_some() => ed::check(&deck, game.state())
                .and_then(|()| conserved(game.state(), material))
                .err(),
            _ => check_invariants(&deck, game.state(), material).err(),
        };
        if let Some(message) = broken {
            summary.violations.push(Violation {
                game: n,
                seed,
                event: index,
                message,
                record,
            });
            return;
        }
    }
    let reason = game
        .state()
        .ending
        .as_ref()
        .map(|e| e.reason.key().to_string())
        .unwrap_or_else(|| "adjourned".to_string());
    *summary.endings.entry(reason).or_default() += 1;
}

/// Pieces of each colour on the board plus captured.
fn material(st: &GameState) -> [usize; 2] {
    let board = st.table.pos.board();
    [Color::White, Color::Black].map(|c| board.by_color(c).count() + st.table.captured[ci(c)].len())
}

fn conserved(st: &GameState, material_at_start: [usize; 2]) -> Result<(), String> {
    if material(st) != material_at_start {
        return Err(format!(
            "pieces not conserved: {:?} now, {:?} at start",
            material(st),
            material_at_start
        ));
    }
    Ok(())
}

/// The invariants of the module documentation.
pub(crate) fn check_invariants(
    deck: &Deck,
    st: &GameState,
    material_at_start: [usize; 2],
) -> Result<(), String> {
    let board = st.table.pos.board();
    for c in [Color::White, Color::Black] {
        if board.king_of(c).is_none() {
            return Err(format!("{c:?} king is off the board (AM-R10)"));
        }
        if st.table.captured[ci(c)].contains(&Role::King) {
            return Err("a king is among the captured pieces".to_string());
        }
    }
    let not_to_move = !st.turn();
    if effects::in_check(board, &st.table.effects, not_to_move) {
        return Err(format!("{not_to_move:?} is in check while not to move (AM-R9)"));
    }
    for e in &st.table.effects {
        if e.counter == 0 {
            return Err(format!("effect #{} has counter 0 on the table", e.id));
        }
        let max = deck.card(e.card).duration.map(|d| d.turns).unwrap_or(0);
        if e.counter > max {
            return Err(format!(
                "effect #{} counter {} exceeds the card's {max}",
                e.id, e.counter
            ));
        }
        if let Anchor::Piece { square, piece } = e.anchor
            && board.piece_at(square) != Some(piece)
        {
            return Err(format!(
                "effect #{} is anchored to {square} but its piece is not there",
                e.id
            ));
        }
    }
    // Cards.
    let mut all: Vec<CardIdx> = st
        .hands
        .iter()
        .flatten()
        .chain(st.discard.iter())
        .chain(st.on_table.iter())
        .chain(st.undealt.iter())
        .chain(st.pending.iter().map(|p| &p.decl.card))
        .copied()
        .collect();
    all.sort();
    let expected: Vec<CardIdx> = (0..deck.cards.len() as u16).map(CardIdx).collect();
    if all != expected {
        return Err(format!(
            "cards not conserved: {} accounted, deck has {}",
            all.len(),
            expected.len()
        ));
    }
    let mut table: Vec<CardIdx> = st.table.effects.iter().map(|e| e.card).collect();
    table.sort();
    table.dedup();
    let mut on_table = st.on_table.clone();
    on_table.sort();
    if table != on_table {
        return Err("the cards on the table do not match the effects".to_string());
    }
    if material(st) != material_at_start {
        return Err(format!(
            "pieces not conserved: {:?} now, {:?} at start",
            material(st),
            material_at_start
        ));
    }
    Ok(())
}

fn pick<'a, T>(rng: &mut Rng, items: &'a [T]) -> Option<&'a T> {
    if items.is_empty() {
        None
    } else {
        Some(&items[rng.index(items.len())])
    }
}

fn colour(c: Color) -> Colour {
    Colour::from_color(c)
}

/// A random, probably legal, event for the player who must act.
fn choose_event(game: &Game, rng: &mut Rng) -> Event {
    let st = game.state();
    let deck = game.deck();
    if let Some(w) = &st.window {
        let player = w.player;
        // React with a matching card now and then.
        let playable: Vec<CardIdx> = st.hands[ci(player)]
            .iter()
            .copied()
            .filter(|&c| {
                let card = deck.card(c);
                (card.kind == CardKind::Reaction && w.kinds.contains(card.window))
                    || (card.kind == CardKind::Save && w.is_save())
            })
            .collect();
        if !playable.is_empty() && rng.chance(if w.is_save() { 0.9 } else { 0.5 }) {
            for _ in 0..4 {
                let &c = pick(rng, &playable).unwrap_or(&playable[0]);
                if let Some(args) = sample_args(game, c, player, rng) {
                    let code = deck.code(c).to_string();
                    return if deck.card(c).kind == CardKind::Save {
                        Event::Card {
                            code,
                            by: colour(player),
                            args,
                        }
                    } else {
                        Event::React {
                            code,
                            by: colour(player),
                            args,
                        }
                    };
                }
            }
        }
        if w.is_save() || rng.chance(0.3) || st.turn() != player && st.pending.is_none() {
            return Event::Pass { by: colour(player) };
        }
        // Otherwise the player's own next action passes implicitly.
        let mut probe = game.clone();
        probe.apply(&Event::Pass { by: colour(player) });
        if probe.state().ending.is_some() || probe.to_move() != player {
            return Event::Pass { by: colour(player) };
        }
        return turn_action(&probe, rng);
    }
    turn_action(game, rng)
}

/// A move or an action card for the player whose turn it is.
fn turn_action(game: &Game, rng: &mut Rng) -> Event {
    let st = game.state();
    let deck = game.deck();
    let us = st.turn();
    let actions: Vec<CardIdx> = st.hands[ci(us)]
        .iter()
        .copied()
        .filter(|&c| deck.card(c).kind == CardKind::Action)
        .collect();
    let moves = game.legal_moves();
    let card_first =
        !actions.is_empty() && st.table.move_only != Some(us) && (moves.is_empty() || rng.chance(0.25));
    if card_first {
        for _ in 0..6 {
            let &c = pick(rng, &actions).unwrap_or(&actions[0]);
            if let Some(args) = sample_args(game, c, us, rng) {
                return Event::Card {
                    code: deck.code(c).to_string(),
                    by: colour(us),
                    args,
                };
            }
        }
    }
    // Captures are favoured now and then, so that games reach their endings.
    let captures: Vec<_> = moves.iter().copied().filter(|m| m.is_capture()).collect();
    let choice = if !captures.is_empty() && rng.chance(0.4) {
        pick(rng, &captures)
    } else {
        pick(rng, &moves)
    };
    match choice {
        Some(m) => Event::Move {
            uci: game.uci(*m),
            by: None,
        },
        None => Event::Resign { by: colour(us) },
    }
}

/// A random declaration of card `c` that the engine accepts now, if one is found quickly.
fn sample_args(game: &Game, c: CardIdx, owner: Color, rng: &mut Rng) -> Option<CardArgs> {
    let st = game.state();
    let deck = game.deck();
    let card = deck.card(c);
    let board = st.table.pos.board();
    let trigger = st.window.as_ref().and_then(|w| w.trigger);
    for _ in 0..16 {
        let mut args = CardArgs::default();
        for spec in card.targets.iter().filter(|t| t.select.is_declared()) {
            let count = if spec.max > spec.min {
                spec.min as usize + rng.index((spec.max - spec.min) as usize + 1)
            } else {
                spec.min as usize
            };
            let pool: Vec<String> = match spec.select {
                Select::Piece => board
                    .clone()
                    .into_iter()
                    .filter(|(_, p)| declare::piece_fits(spec, owner, *p))
                    .map(|(sq, _)| sq.to_string())
                    .collect(),
                Select::Square => vec![Square::new(rng.below(64) as u32).to_string()],
                Select::File => vec![format!("file:{}", (b'a' + rng.below(8) as u8) as char)],
                Select::Block => vec![format!(
                    "block:{}{}",
                    (b'a' + rng.below(7) as u8) as char,
                    1 + rng.below(7)
                )],
                _ => Vec::new(),
            };
            let mut pool = pool;
            rng.shuffle(&mut pool);
            args.targets.extend(pool.into_iter().take(count.max(1)));
        }
        if card.destination.is_some() {
            args.to = Some(Square::new(rng.below(64) as u32).to_string());
        }
        if let Some(choice) = &card.choice {
            args.choice = pick(rng, &choice.roles).map(|r| r.letter().to_string());
        }
        if card.steps.iter().any(|s| matches!(s, Step::StandardMoves { .. })) {
            let moves = game.legal_moves();
            if let Some(m) = pick(rng, &moves) {
                args.moves.push(game.uci(*m));
                let mut after = st.table.pos.clone();
                after.play_unchecked(*m);
                let mut setup = after.to_setup(arbitro_rules::shakmaty::EnPassantMode::Legal);
                setup.turn = owner;
                setup.ep_square = None;
                if let Ok(p) = crate::game::board::build(setup, st.castling) {
                    let second = movegen::legal_moves(&p, &st.table.effects);
                    if let Some(m2) = pick(rng, &second) {
                        args.moves.push(game.uci(*m2));
                    }
                }
            }
        }
        if declare::validate(deck, st, c, owner, &args, trigger).is_ok() {
            return Some(args);
        }
    }
    None
}

/// A random request, often refused: a card not in hand or out of its window,
/// a move by the wrong side, a reaction with no window, a bad claim.
fn junk_event(game: &Game, rng: &mut Rng) -> Event {
    let deck = game.deck();
    let st = game.state();
    let by = if rng.chance(0.5) {
        Color::White
    } else {
        Color::Black
    };
    let code = deck.cards[rng.index(deck.cards.len())].code.clone();
    let sq = || Square::new(0);
    let _ = sq;
    let random_square = |rng: &mut Rng| Square::new(rng.below(64) as u32).to_string();
    match rng.below(7) {
        0 => Event::Card {
            code,
            by: colour(by),
            args: CardArgs {
                targets: vec![random_square(rng)],
                to: Some(random_square(rng)),
                choice: None,
                moves: Vec::new(),
            },
        },
        1 => Event::React {
            code,
            by: colour(by),
            args: CardArgs::default(),
        },
        2 => Event::Pass { by: colour(by) },
        3 => Event::Move {
            uci: format!("{}{}", random_square(rng), random_square(rng)),
            by: Some(colour(by)),
        },
        4 => Event::Claim {
            kind: crate::record::ClaimKind::Threefold,
            by: colour(by),
        },
        5 => Event::Draw { by: colour(by) },
        _ => {
            // A card of the player's own hand with random targets.
            let hand = &st.hands[ci(by)];
            match pick(rng, hand) {
                Some(&c) => Event::Card {
                    code: deck.code(c).to_string(),
                    by: colour(by),
                    args: CardArgs {
                        targets: vec![random_square(rng), random_square(rng)],
                        to: None,
                        choice: Some("Q".to_string()),
                        moves: Vec::new(),
                    },
                },
                None => Event::Pass { by: colour(by) },
            }
        }
    }
}
