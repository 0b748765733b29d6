//! Which pieces, squares, zones, cards or moves a card may target right
//! now ([`Game::targets`]): the card's slots in its own order (declared
//! targets, destination, choice of piece, standard moves; ED: the piece and
//! square a card in play asks for, the card the joker steals, the prize's
//! square), what is already picked, and the options for the next pick. An
//! option is offered only if some complete declaration through it is
//! accepted by the engine now, so an interface never decides eligibility.

use std::collections::BTreeSet;

use arbitro_rules::shakmaty::{Color, Position, Square};
use serde::{Deserialize, Serialize};

use crate::deck::vocabulary::Step;
use crate::deck::{CardIdx, CardKind, Select};
use crate::game::am::{candidates, declare, movegen};
use crate::game::moves::uci_of;
use crate::game::state::ed::Phase;
use crate::game::{Env, Game, Status};
use crate::geometry;
use crate::reason::{Reason, Verdict, Why};
use crate::record::{CardArgs, Colour, Event};
use crate::text::PieceAt;

/// What has been picked so far for a card, in the card's order.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Picks {
    /// Targets picked (squares of pieces, zones), in order.
    pub targets: Vec<String>,
    /// The destination, once picked.
    pub to: Option<String>,
    /// The piece letter chosen, once picked.
    pub choice: Option<String>,
    /// Standard moves picked (UCI), in order.
    pub moves: Vec<String>,
}

impl Picks {
    /// Nothing picked yet.
    pub fn none() -> Picks {
        Picks::default()
    }

    fn args(&self) -> CardArgs {
        CardArgs {
            targets: self.targets.clone(),
            to: self.to.clone(),
            choice: self.choice.clone(),
            moves: self.moves.clone(),
        }
        .normalized()
    }
}

/// How the card is played now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum PlayKind {
    /// A `card` event: an action in one's own turn, a save in the save
    /// window, an ED card in play.
    Card,
    /// A `react` event: a reaction in one's window (Advanced mode).
    Reaction,
    /// ED: the card in play asks for moves of the pieces it shows; each is
    /// a `move` event (the last move picked).
    Move,
}

/// What a slot of a card asks for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SlotKind {
    /// A target of the card (its spec's id and what it selects), picked in `targets`.
    Target {
        /// The spec's id in the deck file.
        id: String,
        /// What it selects.
        select: Select,
        /// Fewest picks.
        min: u8,
        /// Most picks ("up to N", AM-G8).
        max: u8,
    },
    /// What the card finds by itself (every piece that fits, the piece that
    /// made the move, the card committed, the owner, a fixed zone): shown,
    /// never picked.
    Implicit {
        /// The spec's id.
        id: String,
        /// What it selects.
        select: Select,
    },
    /// The destination square, picked in `to`.
    Destination,
    /// The piece letter, picked in `choice`.
    Choice,
    /// A standard move the card plays, picked in `moves`.
    Move {
        /// Its number in the card's sequence (1, 2…).
        n: u8,
    },
    /// ED: the card the joker steals, picked in `targets` (ED-C12).
    StolenCard,
}

/// One option for a pick.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TargetOption {
    /// What to put in the pick (`c6`, `file:d`, `block:c3`, `N`, `e2e4`, `ED-41`).
    pub token: String,
    /// The squares to mark on the board (a piece's square, a zone's squares,
    /// a move's origin and destination).
    #[serde(serialize_with = "square_names")]
    pub squares: Vec<Square>,
    /// The piece the option is, or moves.
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "piece_name")]
    pub piece: Option<PieceAt>,
}

fn square_names<S: serde::Serializer>(squares: &[Square], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeSeq;
    let mut seq = s.serialize_seq(Some(squares.len()))?;
    for sq in squares {
        seq.serialize_element(&sq.to_string())?;
    }
    seq.end()
}

fn piece_name<S: serde::Serializer>(p: &Option<PieceAt>, s: S) -> Result<S::Ok, S::Error> {
    match p {
        Some(p) => s.serialize_str(&format!("{}{}", p.piece.char(), p.square)),
        None => s.serialize_none(),
    }
}

/// One slot of a card: what it asks for, what is picked and, for the next
/// slot (and implicit ones), the options.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Slot {
    /// What it asks for.
    #[serde(flatten)]
    pub kind: SlotKind,
    /// What is picked in it so far.
    pub picked: Vec<String>,
    /// The options: for the next slot, what may be picked now; for an
    /// implicit slot, what the card will act on.
    pub options: Vec<TargetOption>,
}

/// The answer to "what may this card target now?".
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TargetQuery {
    /// The card's code.
    pub card: String,
    /// How it is played now.
    pub play: PlayKind,
    /// Every slot, in the card's order.
    pub slots: Vec<Slot>,
    /// The slot to pick in next, if any (an index into `slots`).
    pub next: Option<usize>,
    /// The picks so far already form a declaration the engine accepts now
    /// (further optional picks may remain).
    pub complete: bool,
    /// Why the card cannot be played now, or why the picks are refused (with
    /// its reason and clause). Also set when the card has no valid target at all.
    pub refusal: Option<Verdict>,
}

impl TargetQuery {
    /// The options of the next slot (empty when nothing is left to pick).
    pub fn next_options(&self) -> &[TargetOption] {
        self.next.map(|k| self.slots[k].options.as_slice()).unwrap_or(&[])
    }

    /// The event the picks make, to resolve with [`Game::rule`].
    pub fn event(&self, by: Colour, picks: &Picks) -> Event {
        let args = picks.args();
        let code = self.card.clone();
        match self.play {
            PlayKind::Card => Event::Card { code, by, args },
            PlayKind::Reaction => Event::React { code, by, args },
            PlayKind::Move => Event::Move {
                uci: args.moves.last().cloned().unwrap_or_default(),
                by: Some(by),
            },
        }
    }
}

fn piece_option(game: &Game, sq: Square) -> TargetOption {
    TargetOption {
        token: sq.to_string(),
        squares: vec![sq],
        piece: game
            .state()
            .table
            .pos
            .board()
            .piece_at(sq)
            .map(|p| PieceAt::new(p, sq)),
    }
}

fn token_option(game: &Game, token: &str) -> TargetOption {
    if let Some(sq) = geometry::parse_square(token) {
        return piece_option(game, sq);
    }
    let squares: Vec<Square> = geometry::parse_zone(token)
        .map(|z| z.squares.into_iter().collect())
        .unwrap_or_default();
    TargetOption {
        token: token.to_string(),
        squares,
        piece: None,
    }
}

fn move_option(game: &Game, m: arbitro_rules::shakmaty::Move) -> TargetOption {
    let parts = crate::game::moves::parts(game.state().table.pos.board(), m);
    let mut squares = Vec::new();
    if let Some((from, to, _)) = parts.moves.first() {
        squares.push(*from);
        squares.push(*to);
    }
    TargetOption {
        token: game.uci(m),
        squares,
        piece: parts
            .moves
            .first()
            .map(|(from, _, _)| PieceAt::new(parts.mover, *from)),
    }
}

fn no_target(card: &str) -> Verdict {
    Verdict::new(
        Reason::TargetIneligible,
        Why::NoValidTarget {
            card: card.to_string(),
        },
    )
}

impl Game {
    /// Which pieces, squares, zones, cards or moves the card `code` may
    /// target now when `by` plays it, in the card's order, after `picks`.
    /// A card that cannot be played now (not in hand, outside its window,
    /// not the card the turn waits for…) or has no valid target comes back
    /// with the engine's refusal.
    pub fn targets(&self, code: &str, by: Colour, picks: &Picks) -> TargetQuery {
        let Some(idx) = self.deck().index_of(code) else {
            return TargetQuery {
                card: code.trim().to_string(),
                play: PlayKind::Card,
                slots: Vec::new(),
                next: None,
                complete: false,
                refusal: Some(Verdict::new(
                    Reason::UnknownCard,
                    Why::NotInDeck {
                        card: code.trim().to_string(),
                        deck: self.deck().id.clone(),
                    },
                )),
            };
        };
        if self.state().ed.is_some() {
            ed_targets(self, idx, by, picks)
        } else {
            am_targets(self, idx, by, picks)
        }
    }
}

/// Whether a refusal is about the declaration (the card may be played now,
/// with other targets) rather than about playing the card at all.
fn about_declaration(reason: Reason) -> bool {
    matches!(
        reason,
        Reason::TargetCount
            | Reason::TargetIneligible
            | Reason::KingNotEliminable
            | Reason::DestinationIneligible
            | Reason::ChoiceIneligible
            | Reason::PawnOnLastRank
            | Reason::InvalidEvent
            | Reason::IllegalMove
            | Reason::SelfCheck
            | Reason::BlockedByEffect
            | Reason::NotShownPiece
            | Reason::IllegalPosition
            | Reason::NotStealable
            | Reason::MustMoveAll
            | Reason::SameMove
    )
}

fn am_targets(game: &Game, idx: CardIdx, by: Colour, picks: &Picks) -> TargetQuery {
    let deck = game.deck();
    let card = deck.card(idx);
    let play = if card.kind == CardKind::Reaction {
        PlayKind::Reaction
    } else {
        PlayKind::Card
    };
    let mut query = TargetQuery {
        card: card.code.clone(),
        play,
        slots: Vec::new(),
        next: None,
        complete: false,
        refusal: None,
    };
    // The gates of the protocol (hand, turn, window, mode) run before the
    // declaration is read: an empty declaration shows whether they pass.
    let empty = query.event(by, &Picks::none());
    let mut probe = game.clone();
    let gate = match probe.apply(&empty).status {
        Status::Rejected(v) if !about_declaration(v.reason) => Some(v),
        _ => None,
    };
    // An action played while one's own reaction window is open passes it
    // first (it may resolve a pending card): targets are those after the pass.
    let passed;
    let mut game = game;
    if card.kind == CardKind::Action
        && game
            .state()
            .window
            .as_ref()
            .is_some_and(|w| w.player == by.color() && !w.is_save())
    {
        let mut g = game.clone();
        g.apply(&Event::Pass { by });
        passed = g;
        game = &passed;
    }
    let st = game.state();
    let owner = by.color();
    let trigger = st.window.as_ref().and_then(|w| w.trigger);
    let env = Env {
        deck,
        rules: game.rules(),
    };
    // The slots, in the card's order.
    let declared: Vec<usize> = (0..card.targets.len())
        .filter(|&k| card.targets[k].select.is_declared())
        .collect();
    for spec in &card.targets {
        let kind = if spec.select.is_declared() {
            SlotKind::Target {
                id: spec.id.clone(),
                select: spec.select,
                min: spec.min,
                max: spec.max,
            }
        } else {
            SlotKind::Implicit {
                id: spec.id.clone(),
                select: spec.select,
            }
        };
        query.slots.push(Slot {
            kind,
            picked: Vec::new(),
            options: Vec::new(),
        });
    }
    if card.destination.is_some() {
        query.slots.push(Slot {
            kind: SlotKind::Destination,
            picked: picks.to.iter().cloned().collect(),
            options: Vec::new(),
        });
    }
    if card.choice.is_some() {
        query.slots.push(Slot {
            kind: SlotKind::Choice,
            picked: picks.choice.iter().cloned().collect(),
            options: Vec::new(),
        });
    }
    let moves_step = card.steps.iter().find_map(|s| match s {
        Step::StandardMoves { count, .. } => Some(*count),
        _ => None,
    });
    if let Some(count) = moves_step {
        for n in 1..=count {
            query.slots.push(Slot {
                kind: SlotKind::Move { n },
                picked: picks.moves.get(usize::from(n) - 1).cloned().into_iter().collect(),
                options: Vec::new(),
            });
        }
    }
    // Picked targets go to the declared slots in order, each up to its most.
    let args = picks.args();
    let mut rest = args.targets.iter();
    for &k in &declared {
        let max = card.targets[k].max as usize;
        query.slots[k].picked = rest.by_ref().take(max).cloned().collect();
    }
    // What the card finds by itself, shown on the board.
    let ctx = declare::EvalCtx {
        deck,
        board: st.table.pos.board(),
        effects: &st.table.effects,
        card,
        owner,
        trigger,
        captured: &st.table.captured[crate::game::state::ci(owner)],
    };
    // They do not depend on the declared picks: any declaration that reads
    // shows them (the picks, none, or the first candidate).
    let board = st.table.pos.board();
    let readable = |a: &CardArgs| {
        declare::parse(idx, card, owner, board, a)
            .ok()
            .and_then(|decl| declare::resolve_targets(&ctx, &decl).ok())
    };
    let implicit = card.targets.iter().any(|t| !t.select.is_declared());
    let resolved = if implicit {
        readable(&args)
            .or_else(|| readable(&CardArgs::default()))
            .or_else(|| {
                candidates::candidate_args(&env, st, idx, owner)
                    .iter()
                    .find_map(readable)
            })
    } else {
        None
    };
    if let Some(resolved) = resolved {
        for (k, spec) in card.targets.iter().enumerate() {
            if spec.select.is_declared() {
                continue;
            }
            let mut options: Vec<TargetOption> = resolved.pieces[k]
                .iter()
                .map(|(sq, _)| piece_option(game, *sq))
                .collect();
            if spec.select == Select::CommittedCard
                && let Some(p) = &st.pending
            {
                options.push(TargetOption {
                    token: deck.code(p.decl.card).to_string(),
                    squares: p.decl.piece_squares().into_iter().collect(),
                    piece: None,
                });
            }
            if let Some(z) = &resolved.zones[k] {
                options.push(TargetOption {
                    token: z.label.clone(),
                    squares: z.squares.into_iter().collect(),
                    piece: None,
                });
            }
            query.slots[k].options = options;
        }
    }
    if let Some(v) = gate {
        query.refusal = Some(v);
        return query;
    }
    let valid = |a: &CardArgs| declare::validate(deck, st, idx, owner, a, trigger).is_ok();
    // `valid` is also handed to `declared_options` below (clippy sees only
    // this call).
    #[allow(clippy::redundant_closure_call)]
    {
        query.complete = valid(&args);
    }
    // The next slot and its options.
    let next = if let Some(count) = moves_step {
        move_options(game, &env, idx, owner, &args, count).map(|opts| {
            let at = query.slots.iter().position(
                |s| matches!(s.kind, SlotKind::Move { n } if usize::from(n) == args.moves.len() + 1),
            );
            (at, opts)
        })
    } else {
        declared_options(&env, st, idx, owner, &args, &valid).map(|(what, tokens)| {
            let at = match what {
                Next::Target => declared
                    .iter()
                    .copied()
                    .find(|&k| query.slots[k].picked.len() < card.targets[k].max as usize),
                Next::Destination => query.slots.iter().position(|s| s.kind == SlotKind::Destination),
                Next::Choice => query.slots.iter().position(|s| s.kind == SlotKind::Choice),
            };
            let options = tokens
                .iter()
                .map(|t| match what {
                    Next::Choice => TargetOption {
                        token: t.clone(),
                        squares: Vec::new(),
                        piece: None,
                    },
                    _ => token_option(game, t),
                })
                .collect();
            (at, options)
        })
    };
    if let Some((Some(at), options)) = next {
        query.slots[at].options = options;
        query.next = Some(at);
    }
    if query.next.is_none() && !query.complete {
        query.refusal = Some(if args == CardArgs::default() {
            no_target(&card.code)
        } else {
            declare::validate(deck, st, idx, owner, &args, trigger)
                .err()
                .unwrap_or_else(|| no_target(&card.code))
        });
    }
    query
}

/// Which kind of pick comes next for a card without standard moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Next {
    Target,
    Destination,
    Choice,
}

/// The next pick of a declaration and its options: every token through
/// which some complete declaration extending `args` is valid.
fn declared_options(
    env: &Env<'_>,
    st: &crate::game::state::GameState,
    idx: CardIdx,
    owner: Color,
    args: &CardArgs,
    valid: &dyn Fn(&CardArgs) -> bool,
) -> Option<(Next, Vec<String>)> {
    let mut all = candidates::candidate_args(env, st, idx, owner);
    // The candidates list the picks of a spec of several targets once, as a
    // set; the picks may come in either order.
    let card = env.deck.card(idx);
    if card.targets.iter().filter(|t| t.select.is_declared()).count() == 1 {
        let swapped: Vec<CardArgs> = all
            .iter()
            .filter(|c| c.targets.len() == 2)
            .map(|c| {
                let mut c = c.clone();
                c.targets.swap(0, 1);
                c
            })
            .collect();
        all.extend(swapped);
    }
    let extends = |c: &CardArgs| {
        c.targets.starts_with(&args.targets)
            && (args.to.is_none() || c.to == args.to)
            && (args.choice.is_none() || c.choice == args.choice)
    };
    let n = args.targets.len();
    // More targets?
    let mut tokens: Vec<String> = Vec::new();
    let mut seen: BTreeSet<String> = BTreeSet::new();
    for c in all.iter().filter(|c| extends(c) && c.targets.len() > n) {
        let t = &c.targets[n];
        if seen.contains(t) {
            continue;
        }
        if valid(c) {
            seen.insert(t.clone());
            tokens.push(t.clone());
        }
    }
    if !tokens.is_empty() {
        return Some((Next::Target, tokens));
    }
    let same_targets = |c: &CardArgs| extends(c) && c.targets.len() == n;
    if card.destination.is_some() && args.to.is_none() {
        for c in all.iter().filter(|c| same_targets(c)) {
            let Some(t) = &c.to else { continue };
            if !seen.contains(t) && valid(c) {
                seen.insert(t.clone());
                tokens.push(t.clone());
            }
        }
        return (!tokens.is_empty()).then_some((Next::Destination, tokens));
    }
    if card.choice.is_some() && args.choice.is_none() {
        // A choice the declaration does not need (no promotion) is not asked for.
        if valid(args) {
            return None;
        }
        for c in all.iter().filter(|c| same_targets(c)) {
            let Some(t) = &c.choice else { continue };
            if !seen.contains(t) && valid(c) {
                seen.insert(t.clone());
                tokens.push(t.clone());
            }
        }
        return (!tokens.is_empty()).then_some((Next::Choice, tokens));
    }
    None
}

/// The options for the next standard move of a card (AM-04): every move
/// legal under the effects that some accepted sequence starts with.
fn move_options(
    game: &Game,
    env: &Env<'_>,
    idx: CardIdx,
    owner: Color,
    args: &CardArgs,
    count: u8,
) -> Option<Vec<TargetOption>> {
    let st = game.state();
    let n = args.moves.len();
    if n >= usize::from(count) {
        return None;
    }
    // The position the next move is played from.
    let mut pos = st.table.pos.clone();
    for (i, text) in args.moves.iter().enumerate() {
        if i > 0 || pos.turn() != owner {
            pos = turned(&pos, owner, st.castling)?;
        }
        let m = movegen::find_move(env.deck, &pos, &st.table.effects, text).ok()?;
        pos.play_unchecked(m);
    }
    if n > 0 || pos.turn() != owner {
        pos = turned(&pos, owner, st.castling)?;
    }
    let chess960 = st.castling == arbitro_rules::shakmaty::CastlingMode::Chess960;
    let mut options = Vec::new();
    for m in movegen::legal_moves(&pos, &st.table.effects) {
        let mut attempt = args.clone();
        attempt.moves.push(uci_of(m, chess960));
        let accepted = declare::validate(env.deck, st, idx, owner, &attempt, None).is_ok()
            || completes(game, env, idx, owner, &attempt, count);
        if accepted {
            let mut o = move_option(game, m);
            o.token = uci_of(m, chess960);
            let parts = crate::game::moves::parts(pos.board(), m);
            o.piece = parts
                .moves
                .first()
                .map(|(from, _, _)| PieceAt::new(parts.mover, *from));
            options.push(o);
        }
    }
    (!options.is_empty()).then_some(options)
}

/// Whether some further moves complete `attempt` into an accepted sequence.
fn completes(game: &Game, env: &Env<'_>, idx: CardIdx, owner: Color, attempt: &CardArgs, count: u8) -> bool {
    if attempt.moves.len() >= usize::from(count) {
        return false;
    }
    let st = game.state();
    let mut pos = st.table.pos.clone();
    for text in &attempt.moves {
        if pos.turn() != owner {
            match turned(&pos, owner, st.castling) {
                Some(p) => pos = p,
                None => return false,
            }
        }
        let Ok(m) = movegen::find_move(env.deck, &pos, &st.table.effects, text) else {
            return false;
        };
        pos.play_unchecked(m);
    }
    let Some(pos) = turned(&pos, owner, st.castling) else {
        return false;
    };
    let chess960 = st.castling == arbitro_rules::shakmaty::CastlingMode::Chess960;
    movegen::legal_moves(&pos, &st.table.effects)
        .into_iter()
        .any(|m| {
            let mut longer = attempt.clone();
            longer.moves.push(uci_of(m, chess960));
            declare::validate(env.deck, st, idx, owner, &longer, None).is_ok()
        })
}

/// The position with `owner` to move again (a card's next standard move): no en passant.
fn turned(
    pos: &arbitro_rules::shakmaty::Chess,
    owner: Color,
    mode: arbitro_rules::shakmaty::CastlingMode,
) -> Option<arbitro_rules::shakmaty::Chess> {
    let mut setup = pos.to_setup(arbitro_rules::shakmaty::EnPassantMode::Legal);
    setup.turn = owner;
    setup.ep_square = None;
    crate::game::board::build(setup, mode).ok()
}

fn ed_targets(game: &Game, idx: CardIdx, by: Colour, picks: &Picks) -> TargetQuery {
    let deck = game.deck();
    let card = deck.card(idx);
    let env = Env {
        deck,
        rules: game.rules(),
    };
    let st = game.state();
    let mut query = TargetQuery {
        card: card.code.clone(),
        play: PlayKind::Card,
        slots: Vec::new(),
        next: None,
        complete: false,
        refusal: None,
    };
    let phase = st.ed.as_deref().map(|e| e.phase.clone()).unwrap_or_default();
    let args = picks.args();
    let owner = by.color();
    let mut probe = game.clone();
    let status = probe.apply(&query.event(by, picks)).status;
    query.complete = status == Status::Ok;
    let refused = match status {
        Status::Rejected(v) => Some(v),
        _ => None,
    };
    let in_play = match &phase {
        Phase::Action { card } | Phase::Joker { card } => *card == idx,
        Phase::Prize { cards, .. } => cards.contains(&idx),
        Phase::Moves { card, .. } => *card == idx,
        _ => false,
    };
    if !in_play {
        // Only a kept veto is played outside the card in play (ED-C9): it takes no target.
        query.refusal = refused;
        return query;
    }
    match (&phase, card.ed.as_ref()) {
        (Phase::Moves { .. }, _) => {
            // Each move is its own event: the options are the moves of the
            // pieces shown that the engine accepts now (ED-C2: a move that
            // leaves fewer of them able to move than possible is refused).
            query.play = PlayKind::Move;
            let options: Vec<TargetOption> = crate::game::ed::legal_now(st)
                .into_iter()
                .filter(|m| {
                    let mut probe = game.clone();
                    let event = Event::Move {
                        uci: game.uci(*m),
                        by: Some(by),
                    };
                    probe.apply(&event).status == Status::Ok
                })
                .map(|m| move_option(game, m))
                .collect();
            query.slots.push(Slot {
                kind: SlotKind::Move { n: 1 },
                picked: Vec::new(),
                options,
            });
            query.next = (!query.slots[0].options.is_empty()).then_some(0);
            query.complete = false;
            query.refusal = None;
            if query.next.is_none() {
                query.refusal = Some(no_target(&card.code));
            }
            return query;
        }
        (Phase::Joker { .. }, _) => {
            let thief = st.ed.as_deref().map_or(owner, |e| e.player_of(owner));
            query.slots.push(Slot {
                kind: SlotKind::StolenCard,
                picked: args.targets.clone(),
                options: crate::game::ed::stealable(&env, st, thief)
                    .into_iter()
                    .map(|c| TargetOption {
                        token: deck.code(c).to_string(),
                        squares: Vec::new(),
                        piece: None,
                    })
                    .collect(),
            });
        }
        (
            Phase::Prize {
                owner: prize_owner, ..
            },
            _,
        ) => {
            query.slots.push(Slot {
                kind: SlotKind::Destination,
                picked: args.to.iter().cloned().collect(),
                options: crate::game::ed::prize_squares(&env, st, idx, *prize_owner)
                    .into_iter()
                    .map(|sq| piece_option(game, sq))
                    .collect(),
            });
        }
        (Phase::Action { .. }, Some(ed)) => {
            use crate::deck::ed::EdCard;
            let choices = crate::game::ed::action_choices(&env, st, idx, owner, false);
            let from_picked = args.targets.first().and_then(|t| geometry::parse_square(t));
            let needs_piece = !matches!(ed, EdCard::Recover { .. });
            let needs_square = matches!(ed, EdCard::Relocate | EdCard::Recover { .. });
            if needs_piece {
                let mut squares: Vec<Square> = choices.iter().filter_map(|c| c.0).collect();
                squares.sort();
                squares.dedup();
                query.slots.push(Slot {
                    kind: SlotKind::Target {
                        id: "piece".to_string(),
                        select: Select::Piece,
                        min: 1,
                        max: 1,
                    },
                    picked: args.targets.clone(),
                    options: squares.into_iter().map(|sq| piece_option(game, sq)).collect(),
                });
            }
            if needs_square {
                let mut squares: Vec<Square> = choices
                    .iter()
                    .filter(|c| !needs_piece || c.0 == from_picked)
                    .filter_map(|c| c.1)
                    .collect();
                squares.sort();
                squares.dedup();
                query.slots.push(Slot {
                    kind: SlotKind::Destination,
                    picked: args.to.iter().cloned().collect(),
                    options: if needs_piece && from_picked.is_none() {
                        Vec::new()
                    } else {
                        squares.into_iter().map(|sq| piece_option(game, sq)).collect()
                    },
                });
            }
        }
        _ => {}
    }
    query.next = query
        .slots
        .iter()
        .position(|s| s.picked.is_empty() && !s.options.is_empty());
    if query.next.is_none() && !query.complete {
        query.refusal = refused.or_else(|| Some(no_target(&card.code)));
    }
    query
}
