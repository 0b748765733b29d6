//! Declarations (AM-D1): what a card event names — targets, destination,
//! choice, moves — read against the card's specs, and the eligibility of
//! everything named (AM-D11). The same checks run at declaration (a failure
//! refuses the request) and again at resolution (a failure makes the card
//! fail, AM-G3); targets stay fixed in between (AM-G8).

use arbitro_rules::shakmaty::{Bitboard, Board, Chess, Color, Piece, Position, Rank, Role, Square, attacks};

use super::effects::{self, side_matches};
use super::movegen;
use crate::deck::vocabulary::{Condition, PieceKind, RoleOrChoice, Step};
use crate::deck::{Card, CardIdx, ChoiceSource, Deck, Licence, Select, TargetSpec};
use crate::game::state::declaration::{Declared, Resolved, TargetValue};
use crate::game::state::{ActiveEffect, Declaration, GameState, ZoneAnchor, ci};
use crate::geometry::{self, king_distance, relative_rank};
use crate::reason::{Reason, Verdict, Why};
use crate::record::CardArgs;
use crate::terms::AnchorName;

/// What conditions are evaluated against.
pub(crate) struct EvalCtx<'a> {
    /// The deck.
    pub deck: &'a Deck,
    /// The board now.
    pub board: &'a Board,
    /// Effects on the table.
    pub effects: &'a [ActiveEffect],
    /// The card.
    pub card: &'a Card,
    /// Its owner.
    pub owner: Color,
    /// The piece that made the window's move.
    pub trigger: Option<Square>,
    /// The owner's pieces already off the board.
    pub captured: &'a [Role],
}

/// Reads `args` against the card's specs (no eligibility yet).
pub(crate) fn parse(
    card_idx: CardIdx,
    card: &Card,
    owner: Color,
    board: &Board,
    args: &CardArgs,
) -> Result<Declaration, Verdict> {
    parse_as_declared(card_idx, card, owner, board, args, &[])
}

/// Reads `args` against the card's specs; the piece targets are the pieces
/// `declared` names in order (the pieces standing on their squares when
/// `declared` is empty), so that a card committed earlier keeps its
/// declaration even if a target has moved since (AM-G8).
pub(crate) fn parse_as_declared(
    card_idx: CardIdx,
    card: &Card,
    owner: Color,
    board: &Board,
    args: &CardArgs,
    declared_pieces: &[Piece],
) -> Result<Declaration, Verdict> {
    let mut declared_pieces = declared_pieces.iter().copied();
    let declared: Vec<usize> = (0..card.targets.len())
        .filter(|&k| card.targets[k].select.is_declared())
        .collect();
    let mut tokens = args.targets.iter();
    let mut targets = Vec::new();
    let total = args.targets.len();
    let min_total: usize = declared.iter().map(|&k| card.targets[k].min as usize).sum();
    let max_total: usize = declared.iter().map(|&k| card.targets[k].max as usize).sum();
    if total < min_total || total > max_total {
        return Err(Verdict::new(
            Reason::TargetCount,
            Why::TargetCount {
                card: card.code.clone(),
                given: total,
                min: min_total,
                max: max_total,
            },
        ));
    }
    let mut remaining = total;
    for (n, &k) in declared.iter().enumerate() {
        let spec = &card.targets[k];
        let rest_min: usize = declared[n + 1..]
            .iter()
            .map(|&j| card.targets[j].min as usize)
            .sum();
        let take = if n + 1 == declared.len() {
            remaining
        } else {
            (spec.max as usize).min(remaining.saturating_sub(rest_min))
        };
        remaining -= take;
        for _ in 0..take {
            let Some(token) = tokens.next() else { break };
            let value = match parse_token(card, spec, token, board) {
                Ok(TargetValue::Piece { square, piece }) => TargetValue::Piece {
                    square,
                    piece: declared_pieces.next().unwrap_or(piece),
                },
                Err(v) if v.reason == Reason::TargetIneligible && spec.select == Select::Piece => {
                    // An empty square: only a declaration made earlier names it.
                    match (declared_pieces.next(), geometry::parse_square(token)) {
                        (Some(piece), Some(square)) => TargetValue::Piece { square, piece },
                        _ => return Err(v),
                    }
                }
                other => other?,
            };
            targets.push(Declared { spec: k, value });
        }
    }
    // The same piece or square twice is not two targets (AM-G8).
    let mut seen = Bitboard::EMPTY;
    for d in &targets {
        if let TargetValue::Piece { square, .. } | TargetValue::Square(square) = d.value {
            if seen.contains(square) {
                return Err(Verdict::new(Reason::TargetIneligible, Why::NamedTwice { square }));
            }
            seen.add(square);
        }
    }
    let to = match (&args.to, &card.destination) {
        (Some(t), Some(_)) => Some(
            geometry::parse_square(t)
                .ok_or_else(|| Verdict::new(Reason::InvalidEvent, Why::NotASquare { text: t.clone() }))?,
        ),
        (None, Some(_)) => {
            return Err(Verdict::new(
                Reason::DestinationIneligible,
                Why::NeedsDestination {
                    card: card.code.clone(),
                },
            ));
        }
        (Some(_), None) => {
            return Err(Verdict::new(
                Reason::InvalidEvent,
                Why::TakesNoDestination {
                    card: card.code.clone(),
                },
            ));
        }
        (None, None) => None,
    };
    let choice = match (&args.choice, &card.choice) {
        (Some(c), Some(spec)) => {
            let kind = PieceKind::from_letter(c).ok_or_else(|| {
                Verdict::new(Reason::InvalidEvent, Why::NotAPieceLetter { text: c.clone() })
            })?;
            if !spec.roles.contains(&kind) {
                return Err(Verdict::new(
                    Reason::ChoiceIneligible,
                    Why::ChoiceNotOffered {
                        card: card.code.clone(),
                        role: kind.role(),
                    },
                ));
            }
            Some(kind.role())
        }
        (Some(_), None) => {
            return Err(Verdict::new(
                Reason::InvalidEvent,
                Why::OffersNoChoice {
                    card: card.code.clone(),
                },
            ));
        }
        (None, _) => None,
    };
    let takes_moves = card.steps.iter().any(|s| matches!(s, Step::StandardMoves { .. }));
    if !args.moves.is_empty() && !takes_moves {
        return Err(Verdict::new(
            Reason::InvalidEvent,
            Why::TakesNoMoves {
                card: card.code.clone(),
            },
        ));
    }
    Ok(Declaration {
        card: card_idx,
        owner,
        targets,
        to,
        choice,
        moves: args.moves.clone(),
    })
}

fn eliminates(card: &Card, id: &str) -> bool {
    card.steps
        .iter()
        .any(|s| matches!(s, Step::Eliminate { targets } if targets == id))
}

fn parse_token(card: &Card, spec: &TargetSpec, token: &str, board: &Board) -> Result<TargetValue, Verdict> {
    let bad = || {
        Verdict::new(
            Reason::InvalidEvent,
            Why::NotATarget {
                text: token.to_string(),
            },
        )
    };
    match spec.select {
        Select::Piece => {
            let sq = geometry::parse_square(token).ok_or_else(bad)?;
            let piece = board
                .piece_at(sq)
                .ok_or_else(|| Verdict::new(Reason::TargetIneligible, Why::NoPieceOn { square: sq }))?;
            if piece.role == Role::King && eliminates(card, &spec.id) {
                return Err(Verdict::new(
                    Reason::KingNotEliminable,
                    Why::KingNotEliminable { square: sq },
                ));
            }
            Ok(TargetValue::Piece { square: sq, piece })
        }
        Select::Square => Ok(TargetValue::Square(
            geometry::parse_square(token).ok_or_else(bad)?,
        )),
        Select::File => {
            if !token.starts_with("file:") {
                return Err(bad());
            }
            Ok(TargetValue::Zone(
                geometry::parse_zone(token).ok_or_else(bad)?.into(),
            ))
        }
        Select::Block => {
            if !token.starts_with("block:") {
                return Err(bad());
            }
            Ok(TargetValue::Zone(
                geometry::parse_zone(token).ok_or_else(bad)?.into(),
            ))
        }
        _ => Err(bad()),
    }
}

/// The targets as they stand now, each checked against its spec: side,
/// roles, conditions (AM-D11); pieces declared must still be there (AM-G3).
pub(crate) fn resolve_targets(ctx: &EvalCtx<'_>, decl: &Declaration) -> Result<Resolved, Verdict> {
    let card = ctx.card;
    let mut out = Resolved {
        pieces: vec![Vec::new(); card.targets.len()],
        zones: vec![None; card.targets.len()],
    };
    for (k, spec) in card.targets.iter().enumerate() {
        match spec.select {
            Select::Piece => {
                for d in decl.targets.iter().filter(|d| d.spec == k) {
                    if let TargetValue::Piece { square, piece } = d.value {
                        if ctx.board.piece_at(square) != Some(piece) {
                            return Err(Verdict::new(Reason::TargetIneligible, Why::PieceGone { square }));
                        }
                        out.pieces[k].push((square, piece));
                    }
                }
            }
            Select::Square | Select::File | Select::Block => {
                for d in decl.targets.iter().filter(|d| d.spec == k) {
                    out.zones[k] = Some(match &d.value {
                        TargetValue::Square(sq) => ZoneAnchor {
                            label: sq.to_string(),
                            squares: Bitboard::from_square(*sq),
                        },
                        TargetValue::Zone(z) => z.clone(),
                        TargetValue::Piece { .. } => continue,
                    });
                }
            }
            Select::Zone => {
                if let Some(z) = &spec.zone {
                    out.zones[k] = Some(ZoneAnchor {
                        label: geometry::zone_label(z),
                        squares: geometry::zone_squares(z, decl.owner),
                    });
                }
            }
            Select::AllPieces => {
                for (sq, piece) in ctx.board.clone().into_iter() {
                    if piece_fits(spec, ctx.owner, piece) {
                        out.pieces[k].push((sq, piece));
                    }
                }
            }
            Select::TriggerPiece => {
                if let Some(sq) = ctx.trigger
                    && let Some(piece) = ctx.board.piece_at(sq)
                {
                    out.pieces[k].push((sq, piece));
                }
            }
            Select::Player | Select::CommittedCard => {}
        }
    }
    // Side, roles and conditions of pieces; conditions of zones.
    for (k, spec) in card.targets.iter().enumerate() {
        let all = spec.select == Select::AllPieces;
        let mut kept = Vec::new();
        for &(sq, piece) in &out.pieces[k] {
            let fits = piece_fits(spec, ctx.owner, piece)
                && spec
                    .conditions
                    .iter()
                    .all(|c| eval(ctx, &out, c, Subject::Piece(sq, piece)));
            if fits {
                kept.push((sq, piece));
            } else if !all {
                return Err(Verdict::new(
                    Reason::TargetIneligible,
                    Why::PieceIneligible {
                        card: card.code.clone(),
                        role: piece.role,
                        square: sq,
                    },
                ));
            }
        }
        if all {
            kept.truncate(spec.max as usize);
            out.pieces[k] = kept;
        }
        if let Some(z) = &out.zones[k] {
            let squares = z.squares;
            let ok = spec.conditions.iter().all(|c| {
                if spec.select == Select::Square {
                    eval(
                        ctx,
                        &out,
                        c,
                        Subject::Square(squares.first().unwrap_or(Square::A1)),
                    )
                } else {
                    eval(ctx, &out, c, Subject::Zone(squares))
                }
            });
            if !ok {
                return Err(Verdict::new(
                    Reason::TargetIneligible,
                    Why::ZoneIneligible {
                        card: card.code.clone(),
                        zone: AnchorName::of_zone(&z.label),
                    },
                ));
            }
        }
        let count = match spec.select {
            Select::Piece | Select::AllPieces | Select::TriggerPiece => out.pieces[k].len(),
            Select::Square | Select::File | Select::Block | Select::Zone => {
                usize::from(out.zones[k].is_some())
            }
            Select::Player | Select::CommittedCard => spec.min as usize,
        };
        if count < spec.min as usize {
            let card = card.code.clone();
            return Err(Verdict::new(
                Reason::TargetIneligible,
                match spec.select {
                    Select::AllPieces => Why::NoPieceToActOn { card },
                    Select::TriggerPiece => Why::TriggerIneligible { card },
                    _ => Why::LacksTarget { card },
                },
            ));
        }
    }
    Ok(out)
}

/// Checks the destination against the card's conditions (AM-G1).
pub(crate) fn check_destination(
    ctx: &EvalCtx<'_>,
    decl: &Declaration,
    resolved: &Resolved,
) -> Result<(), Verdict> {
    let (Some(spec), Some(to)) = (&ctx.card.destination, decl.to) else {
        return Ok(());
    };
    for c in &spec.conditions {
        if !eval(ctx, resolved, c, Subject::Square(to)) {
            return Err(Verdict::new(
                Reason::DestinationIneligible,
                Why::DestinationIneligible {
                    card: ctx.card.code.clone(),
                    to,
                    condition: Box::new(c.clone()),
                },
            ));
        }
    }
    Ok(())
}

/// Checks what the steps need beyond targets: captured pieces to return,
/// promotion choices, pawns kept off ranks 1 and 8, declared moves.
pub(crate) fn check_steps(
    ctx: &EvalCtx<'_>,
    pos: &Chess,
    decl: &Declaration,
    resolved: &Resolved,
) -> Result<(), Verdict> {
    let card = ctx.card;
    for step in &card.steps {
        match step {
            Step::ReturnCaptured { role } => {
                let chosen = matches!(role, RoleOrChoice::Choice);
                let role = match role {
                    RoleOrChoice::Role(k) => Some(k.role()),
                    RoleOrChoice::Choice => decl.choice,
                };
                let Some(role) = role else {
                    return Err(Verdict::new(
                        Reason::ChoiceIneligible,
                        Why::NeedsChoice {
                            card: card.code.clone(),
                        },
                    ));
                };
                if !ctx.captured.contains(&role) {
                    return Err(Verdict::new(
                        if chosen {
                            Reason::ChoiceIneligible
                        } else {
                            Reason::TargetIneligible
                        },
                        Why::NoCaptured { role },
                    ));
                }
                if let Some(to) = decl.to
                    && role == Role::Pawn
                    && is_back_rank(to)
                {
                    return Err(Verdict::new(
                        Reason::PawnOnLastRank,
                        Why::PawnOnBackRank { square: to },
                    ));
                }
            }
            Step::Transform { piece, into } => {
                let role = match into {
                    RoleOrChoice::Role(k) => Some(k.role()),
                    RoleOrChoice::Choice => decl.choice,
                };
                if role.is_none() {
                    return Err(Verdict::new(
                        Reason::ChoiceIneligible,
                        Why::NeedsChoice {
                            card: card.code.clone(),
                        },
                    ));
                }
                if role == Some(Role::Pawn)
                    && let Some((sq, _)) = resolved.piece_of(card, piece)
                    && is_back_rank(sq)
                {
                    return Err(Verdict::new(
                        Reason::PawnOnLastRank,
                        Why::PawnOnBackRank { square: sq },
                    ));
                }
            }
            Step::Relocate { piece, .. } => {
                if let (Some((_, p)), Some(to)) = (resolved.piece_of(card, piece), decl.to)
                    && p.role == Role::Pawn
                    && is_back_rank(to)
                {
                    return Err(Verdict::new(
                        Reason::PawnOnLastRank,
                        Why::PawnOnBackRank { square: to },
                    ));
                }
            }
            Step::Swap { pieces } => {
                let ps = resolved.pieces_of(card, pieces);
                if let [(a, pa), (b, pb)] = ps
                    && ((pa.role == Role::Pawn && is_back_rank(*b))
                        || (pb.role == Role::Pawn && is_back_rank(*a)))
                {
                    return Err(Verdict::new(Reason::PawnOnLastRank, Why::SwapPawnBackRank));
                }
            }
            Step::PawnAdvance {
                piece,
                squares,
                promote,
                ..
            } => {
                if let Some((sq, p)) = resolved.piece_of(card, piece)
                    && let Some(dest) = advance_target(sq, p.color, *squares)
                    && is_back_rank(dest)
                {
                    if !promote {
                        return Err(Verdict::new(
                            Reason::PawnOnLastRank,
                            Why::PawnOnBackRank { square: dest },
                        ));
                    }
                    if decl.choice.is_none() {
                        return Err(Verdict::new(
                            Reason::ChoiceIneligible,
                            Why::PromotionNeedsChoice { square: dest },
                        ));
                    }
                }
            }
            Step::StandardMoves {
                count,
                distinct_pieces,
                stop_on_check,
            } => check_moves(ctx, pos, decl, *count, *distinct_pieces, *stop_on_check)?,
            _ => {}
        }
    }
    if let Some(spec) = &card.choice
        && spec.from == ChoiceSource::Captured
        && let Some(role) = decl.choice
        && !ctx.captured.contains(&role)
    {
        return Err(Verdict::new(Reason::ChoiceIneligible, Why::NoCaptured { role }));
    }
    Ok(())
}

fn check_moves(
    ctx: &EvalCtx<'_>,
    pos: &Chess,
    decl: &Declaration,
    count: u8,
    distinct: bool,
    stop_on_check: bool,
) -> Result<(), Verdict> {
    if decl.moves.len() > count as usize || decl.moves.is_empty() {
        return Err(Verdict::new(
            Reason::TargetCount,
            Why::MoveCount {
                card: ctx.card.code.clone(),
                count,
                given: decl.moves.len(),
            },
        ));
    }
    let mut pos = pos.clone();
    let mut moved_to: Bitboard = Bitboard::EMPTY;
    for (i, uci) in decl.moves.iter().enumerate() {
        if i > 0 {
            // The owner moves again: same side to move, no en passant.
            let mut setup = pos.to_setup(arbitro_rules::shakmaty::EnPassantMode::Legal);
            setup.turn = decl.owner;
            setup.ep_square = None;
            pos = match crate::game::board::build(setup, pos.castles().mode()) {
                Ok(p) => p,
                Err(_) => {
                    return Err(Verdict::new(Reason::IllegalMove, Why::NoSecondMove));
                }
            };
        }
        let m = movegen::find_move(ctx.deck, &pos, ctx.effects, uci).map_err(|v| {
            Verdict::citing(
                v.reason,
                v.clause,
                Why::CardMoveWrong {
                    n: i + 1,
                    card: ctx.card.code.clone(),
                    why: Box::new(v.why),
                },
            )
        })?;
        if distinct && m.from().is_some_and(|f| moved_to.contains(f)) {
            return Err(Verdict::new(
                Reason::TargetIneligible,
                Why::SamePieceAgain {
                    card: ctx.card.code.clone(),
                    mv: uci.clone(),
                },
            ));
        }
        let parts = crate::game::moves::parts(pos.board(), m);
        for (_, to, _) in &parts.moves {
            moved_to.add(*to);
        }
        pos.play_unchecked(m);
        let gave_check = effects::in_check(pos.board(), ctx.effects, !decl.owner);
        if gave_check && stop_on_check {
            return Ok(());
        }
        if gave_check && i + 1 < decl.moves.len() {
            return Err(Verdict::new(Reason::IllegalMove, Why::CheckThenMove));
        }
    }
    if decl.moves.len() < count as usize {
        return Err(Verdict::new(
            Reason::TargetCount,
            Why::MoveCount {
                card: ctx.card.code.clone(),
                count,
                given: decl.moves.len(),
            },
        ));
    }
    Ok(())
}

/// Whether a piece of `owner`'s card fits the spec's side and roles.
pub fn piece_fits(spec: &TargetSpec, owner: Color, piece: Piece) -> bool {
    side_matches(spec.side, owner, piece.color)
        && (spec.roles.is_empty() || spec.roles.contains(&PieceKind::from_role(piece.role)))
}

/// Whether `sq` is on rank 1 or 8.
pub fn is_back_rank(sq: Square) -> bool {
    sq.rank() == Rank::First || sq.rank() == Rank::Eighth
}

/// The square `squares` ahead of a `colour` pawn on `sq`.
pub fn advance_target(sq: Square, colour: Color, squares: u8) -> Option<Square> {
    let step: i32 = if colour == Color::White { 8 } else { -8 };
    sq.offset(step * i32::from(squares))
}

/// What a condition is checked on.
#[derive(Debug, Clone, Copy)]
pub enum Subject {
    /// A piece on its square.
    Piece(Square, Piece),
    /// A square.
    Square(Square),
    /// A zone.
    Zone(Bitboard),
}

impl Subject {
    fn squares(self) -> Bitboard {
        match self {
            Subject::Piece(sq, _) | Subject::Square(sq) => Bitboard::from_square(sq),
            Subject::Zone(bb) => bb,
        }
    }

    fn square(self) -> Option<Square> {
        match self {
            Subject::Piece(sq, _) | Subject::Square(sq) => Some(sq),
            Subject::Zone(_) => None,
        }
    }
}

/// The piece a card moves (the first relocated piece), if any.
fn moving_piece(ctx: &EvalCtx<'_>, resolved: &Resolved) -> Option<Square> {
    ctx.card.steps.iter().find_map(|s| match s {
        Step::Relocate { piece, .. } => resolved.piece_of(ctx.card, piece).map(|(sq, _)| sq),
        _ => None,
    })
}

/// Evaluates one condition.
pub fn eval(ctx: &EvalCtx<'_>, resolved: &Resolved, cond: &Condition, subject: Subject) -> bool {
    let board = ctx.board;
    match cond {
        Condition::Free => subject.square().is_some_and(|sq| board.piece_at(sq).is_none()),
        Condition::FreeOrEnemy => subject.square().is_some_and(|sq| match board.piece_at(sq) {
            None => true,
            Some(p) => p.color != ctx.owner && p.role != Role::King,
        }),
        Condition::InZone { zone } => {
            let z = geometry::zone_squares(zone, ctx.owner);
            subject.squares().is_subset(z)
        }
        Condition::RelativeRank { rank } => subject
            .squares()
            .into_iter()
            .all(|sq| relative_rank(sq, ctx.owner) == *rank),
        Condition::AdjacentTo { side, roles, metric } => subject.square().is_some_and(|sq| {
            geometry::neighbours(sq, *metric).into_iter().any(|n| {
                board.piece_at(n).is_some_and(|p| {
                    side_matches(*side, ctx.owner, p.color)
                        && (roles.is_empty() || roles.contains(&PieceKind::from_role(p.role)))
                })
            })
        }),
        Condition::KingDistance { from, min, max } => {
            let (Some(sq), Some((origin, _))) = (subject.square(), resolved.piece_of(ctx.card, from)) else {
                return false;
            };
            let d = king_distance(sq, origin);
            min.is_none_or(|m| d >= m) && max.is_none_or(|m| d <= m)
        }
        Condition::GivesCheck => match (subject, board.king_of(ctx.owner)) {
            (Subject::Piece(sq, p), Some(k)) => {
                p.color != ctx.owner && effects::attackers(board, ctx.effects, k, p.color).contains(sq)
            }
            _ => false,
        },
        Condition::Unattacked => subject.square().is_some_and(|sq| {
            let mut b = board.clone();
            if let Some(m) = moving_piece(ctx, resolved) {
                b.discard_piece_at(m);
            }
            effects::attackers(&b, ctx.effects, sq, !ctx.owner).is_empty()
        }),
        Condition::OnLineOf { piece } => {
            let (Some(to), Some((from, p))) = (subject.square(), resolved.piece_of(ctx.card, piece)) else {
                return false;
            };
            if to == from {
                return false;
            }
            let ortho = from.file() == to.file() || from.rank() == to.rank();
            let diag = from.file().distance(to.file()) == from.rank().distance(to.rank());
            let on_line = match p.role {
                Role::Rook => ortho,
                Role::Bishop => diag,
                Role::Queen => ortho || diag,
                _ => false,
            };
            on_line
                && (ctx.card.has_licence(Licence::IgnoreBlocks)
                    || (attacks::between(from, to) & board.occupied()).is_empty())
        }
        Condition::BetweenCheckerAndKing => {
            let (Some(sq), Some(k)) = (subject.square(), board.king_of(ctx.owner)) else {
                return false;
            };
            effects::attackers(board, ctx.effects, k, !ctx.owner)
                .into_iter()
                .any(|c| attacks::between(c, k).contains(sq))
        }
    }
}

/// Reads and checks a declaration against the state now: parse, targets,
/// destination, steps. Any failure refuses the request (AM-D11).
pub(crate) fn validate(
    deck: &Deck,
    st: &GameState,
    card_idx: CardIdx,
    owner: Color,
    args: &CardArgs,
    trigger: Option<Square>,
) -> Result<Declaration, Verdict> {
    let card = deck.card(card_idx);
    let board = st.table.pos.board();
    let decl = parse(card_idx, card, owner, board, args)?;
    let ctx = EvalCtx {
        deck,
        board,
        effects: &st.table.effects,
        card,
        owner,
        trigger,
        captured: &st.table.captured[ci(owner)],
    };
    let resolved = resolve_targets(&ctx, &decl)?;
    check_destination(&ctx, &decl, &resolved)?;
    check_steps(&ctx, &st.table.pos, &decl, &resolved)?;
    Ok(decl)
}
