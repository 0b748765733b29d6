//! The vocabulary check: what the schema cannot say about a deck. Steps and
//! conditions must refer to targets that exist and have the right shape, a
//! card's kind must agree with its window, durations must belong to cards that
//! leave effects, and no card may eliminate a king (AM-R10).

use std::collections::HashMap;

use super::ed::{EdCard, MoveCount};
use super::model::{AnchorKind, Card, CardKind, Deck, Family, Licence, Select, TargetSpec, Window};
use super::vocabulary::{Condition, Lasting, PieceKind, RoleOrChoice, Step};
use crate::error::{Detail, Problem};

/// Every vocabulary problem of `deck`, each located by its JSON path.
pub fn check_deck(deck: &Deck) -> Vec<Problem> {
    let mut problems = Vec::new();
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for (i, card) in deck.cards.iter().enumerate() {
        if let Some(first) = seen.insert(card.code.as_str(), i) {
            problems.push(deck_problem(
                format!("$.cards[{i}].code"),
                format!("duplicate card code {:?} (first at $.cards[{first}])", card.code),
            ));
        }
        let base = format!("$.cards[{i}]");
        match deck.family {
            Family::Magico => {
                if card.ed.is_some() {
                    problems.push(deck_problem(
                        format!("{base}.ed"),
                        "an ED card type belongs to an ed deck".to_string(),
                    ));
                }
                if card.steps.is_empty() {
                    problems.push(deck_problem(
                        format!("{base}.steps"),
                        "a magico card needs at least one step".to_string(),
                    ));
                }
                check_card(card, &base, &mut problems);
            }
            Family::Ed => check_ed_card(card, &base, &mut problems),
        }
    }
    problems
}

/// An ED card: a type (ED-C1…ED-C13) whose kind agrees with it, no AM steps.
fn check_ed_card(card: &Card, base: &str, out: &mut Vec<Problem>) {
    let mut push = |path: String, msg: String| out.push(deck_problem(path, msg));
    let Some(ed) = &card.ed else {
        push(
            format!("{base}.ed"),
            "an ed deck's card needs its type in \"ed\" (ED-C1…ED-C13)".to_string(),
        );
        return;
    };
    if !card.steps.is_empty() || !card.targets.is_empty() || card.duration.is_some() {
        push(
            format!("{base}.steps"),
            "an ed card is described by \"ed\" alone (no steps, targets or duration)".to_string(),
        );
    }
    let want = if ed.is_action() {
        CardKind::Action
    } else if *ed == EdCard::Instruction {
        CardKind::Instruction
    } else {
        CardKind::Special
    };
    if card.kind != want {
        push(
            format!("{base}.kind"),
            format!(
                "a {} card is of kind {} (ED-R3, ED-R4)",
                ed.type_name(),
                kind_name(want)
            ),
        );
    }
    if card.window != Window::OwnTurn {
        push(
            format!("{base}.window"),
            "ed cards are drawn in their owner's turn: window own_turn (ED-R2)".to_string(),
        );
    }
    if let EdCard::Move { pieces, count } = ed {
        let need = match count {
            MoveCount::All => 1,
            MoveCount::One => 2,
            MoveCount::Two => 3,
        };
        if pieces.len() < need || pieces.len() > 3 {
            push(
                format!("{base}.ed.pieces"),
                format!(
                    "a move card with count {} shows {} pieces (ED-C1…ED-C3)",
                    match count {
                        MoveCount::All => "all",
                        MoveCount::One => "one",
                        MoveCount::Two => "two",
                    },
                    match count {
                        MoveCount::All => "1 to 3",
                        MoveCount::One => "2 or 3",
                        MoveCount::Two => "3",
                    }
                ),
            );
        }
        let mut seen = pieces.clone();
        seen.sort();
        seen.dedup();
        if seen.len() != pieces.len() {
            push(
                format!("{base}.ed.pieces"),
                "each piece is shown once (ED-C2: no piece moves twice)".to_string(),
            );
        }
    }
    match ed {
        EdCard::Remove { piece: PieceKind::K } | EdCard::Recover { piece: PieceKind::K } => push(
            format!("{base}.ed.piece"),
            "kings are never removed nor recovered (ED-C6, ED-C8)".to_string(),
        ),
        EdCard::Objective {
            prize: PieceKind::K, ..
        } => push(
            format!("{base}.ed.prize"),
            "a king is never a prize (ED-C10)".to_string(),
        ),
        _ => {}
    }
}

fn check_card(card: &Card, base: &str, out: &mut Vec<Problem>) {
    let mut push = |path: String, msg: String| out.push(deck_problem(path, msg));
    let window_ok = match card.kind {
        CardKind::Action => card.window == Window::OwnTurn,
        CardKind::Save => card.window == Window::CheckmateSave,
        CardKind::Reaction => card.window == Window::AfterCard || card.window.is_impact(),
        CardKind::Special | CardKind::Instruction => false,
    };
    if !window_ok {
        push(
            format!("{base}.window"),
            format!(
                "{} {} card cannot have window {:?} (action: own_turn; save: checkmate_save; reaction: after_*; AM-D2, AM-D3)",
                if card.kind == CardKind::Action { "an" } else { "a" },
                kind_name(card.kind),
                card.window.as_str()
            ),
        );
    }

    // Targets.
    let mut ids: HashMap<&str, usize> = HashMap::new();
    let declared: Vec<usize> = (0..card.targets.len())
        .filter(|&k| card.targets[k].select.is_declared())
        .collect();
    for (k, t) in card.targets.iter().enumerate() {
        let tp = format!("{base}.targets[{k}]");
        if let Some(first) = ids.insert(t.id.as_str(), k) {
            push(
                format!("{tp}.id"),
                format!("duplicate target id {:?} (first at targets[{first}])", t.id),
            );
        }
        if t.min > t.max {
            push(
                format!("{tp}.min"),
                format!("min {} is greater than max {} (AM-G8)", t.min, t.max),
            );
        }
        if t.select.is_declared() && t.min != t.max && declared.last() != Some(&k) {
            push(
                tp.clone(),
                "only the last declared target may have a variable count (min < max)".to_string(),
            );
        }
        if t.zone.is_some() != (t.select == Select::Zone) {
            push(
                format!("{tp}.zone"),
                "a fixed zone is given exactly when select is \"zone\"".to_string(),
            );
        }
        if !t.roles.is_empty() && !is_piece_like(t.select) {
            push(
                format!("{tp}.roles"),
                format!(
                    "roles apply only to piece selections, not {:?}",
                    select_name(t.select)
                ),
            );
        }
        match t.select {
            Select::CommittedCard if card.window != Window::AfterCard => push(
                format!("{tp}.select"),
                "committed_card needs window after_card".to_string(),
            ),
            Select::TriggerPiece if !card.window.is_impact() => push(
                format!("{tp}.select"),
                "trigger_piece needs a window opened by a move (after_capture, after_check…)".to_string(),
            ),
            _ => {}
        }
        for (c, cond) in t.conditions.iter().enumerate() {
            let cp = format!("{tp}.conditions[{c}]");
            if !condition_fits_target(cond, t.select) {
                push(
                    cp.clone(),
                    format!(
                        "condition {:?} does not apply to a {:?} target",
                        cond_name(cond),
                        select_name(t.select)
                    ),
                );
            }
            check_condition_refs(card, cond, &cp, &mut push);
        }
    }

    if let Some(dest) = &card.destination {
        for (c, cond) in dest.conditions.iter().enumerate() {
            let cp = format!("{base}.destination.conditions[{c}]");
            if matches!(cond, Condition::GivesCheck) {
                push(
                    cp.clone(),
                    "gives_check applies to pieces, not to a destination".to_string(),
                );
            }
            check_condition_refs(card, cond, &cp, &mut push);
        }
    }

    // Steps.
    let mut uses_destination = false;
    let mut uses_choice = false;
    let mut adds_effect = false;
    for (s, step) in card.steps.iter().enumerate() {
        let sp = format!("{base}.steps[{s}]");
        match step {
            Step::Relocate { piece, .. } => {
                uses_destination = true;
                need_single_piece(card, piece, &format!("{sp}.piece"), &mut push);
            }
            Step::StandardMoves { .. } => {}
            Step::Eliminate { targets } => {
                match target_ref(card, targets, &format!("{sp}.targets"), &mut push) {
                    Some(t)
                        if is_piece_like(t.select)
                            && (t.roles.is_empty() || t.roles.contains(&PieceKind::K)) =>
                    {
                        push(
                            format!("{sp}.targets"),
                            format!(
                                "target {:?} may include a king: no card can eliminate a king (AM-R10); list its roles without K",
                                t.id
                            ),
                        );
                    }
                    Some(t) if is_piece_like(t.select) => {}
                    Some(t) => push(
                        format!("{sp}.targets"),
                        format!(
                            "eliminate needs a piece target, {:?} selects {:?}",
                            t.id,
                            select_name(t.select)
                        ),
                    ),
                    None => {}
                }
            }
            Step::ReturnCaptured { role } => {
                uses_destination = true;
                check_role_or_choice(card, *role, &format!("{sp}.role"), &mut uses_choice, &mut push);
            }
            Step::Swap { pieces } => {
                if let Some(t) = target_ref(card, pieces, &format!("{sp}.pieces"), &mut push)
                    && (t.select != Select::Piece || t.min != 2 || t.max != 2)
                {
                    push(
                        format!("{sp}.pieces"),
                        format!(
                            "swap needs a piece target with exactly 2 pieces, {:?} is not",
                            t.id
                        ),
                    );
                }
            }
            Step::PawnAdvance { piece, promote, .. } => {
                if let Some(t) = need_single_piece(card, piece, &format!("{sp}.piece"), &mut push)
                    && t.roles != [PieceKind::P]
                {
                    push(
                        format!("{sp}.piece"),
                        format!(
                            "pawn_advance needs a target of pawns only (roles [\"P\"]), {:?} is not",
                            t.id
                        ),
                    );
                }
                if *promote {
                    uses_choice = true;
                    if card.choice.is_none() {
                        push(
                            format!("{sp}.promote"),
                            "a promoting advance needs the card's choice (the promotion piece)".to_string(),
                        );
                    }
                }
            }
            Step::Transform { piece, into } => {
                need_single_piece(card, piece, &format!("{sp}.piece"), &mut push);
                check_role_or_choice(card, *into, &format!("{sp}.into"), &mut uses_choice, &mut push);
            }
            Step::AddEffect { anchor, effect } => {
                adds_effect = true;
                check_add_effect(card, anchor, effect, &sp, &mut push);
            }
            Step::Counter { .. } | Step::Prevent { .. } => {
                need_committed_card(card, &sp, &mut push);
            }
            Step::Shield { piece } => {
                need_committed_card(card, &sp, &mut push);
                if let Some(t) = need_single_piece(card, piece, &format!("{sp}.piece"), &mut push)
                    && t.side != super::vocabulary::Side::Own
                {
                    push(
                        format!("{sp}.piece"),
                        "a shield protects one of the owner's pieces: side must be \"own\" (AM-D6)"
                            .to_string(),
                    );
                }
            }
            Step::Rewind => {
                if card.window != Window::AfterCapture {
                    push(
                        format!("{sp}.op"),
                        "rewind takes back the opponent's capturing move: window must be after_capture"
                            .to_string(),
                    );
                }
            }
        }
    }
    if card.duration.is_some() && !adds_effect {
        push(
            format!("{base}.duration"),
            "a duration needs an add_effect step (AM-D7)".to_string(),
        );
    }
    if card.destination.is_some() && !uses_destination {
        push(
            format!("{base}.destination"),
            "no step uses the destination".to_string(),
        );
    }
    if card.choice.is_some() && !uses_choice {
        push(format!("{base}.choice"), "no step uses the choice".to_string());
    }
    if let Some(choice) = &card.choice
        && choice.roles.contains(&PieceKind::K)
    {
        push(
            format!("{base}.choice.roles"),
            "a king can never be chosen".to_string(),
        );
    }
    for (l, licence) in card.licences.iter().enumerate() {
        let used = match licence {
            Licence::IgnoreBlocks => card
                .destination
                .iter()
                .flat_map(|d| d.conditions.iter())
                .any(|c| matches!(c, Condition::OnLineOf { .. })),
            Licence::PawnDoubleStepAnyRank => card
                .steps
                .iter()
                .any(|s| matches!(s, Step::PawnAdvance { squares: 2, .. })),
        };
        if !used {
            push(
                format!("{base}.licences[{l}]"),
                "the licence has no step or condition to apply to (AM-G10)".to_string(),
            );
        }
    }
}

fn check_add_effect(
    card: &Card,
    anchor: &str,
    effect: &Lasting,
    sp: &str,
    push: &mut impl FnMut(String, String),
) {
    let Some(duration) = card.duration else {
        push(
            sp.to_string(),
            "add_effect needs the card's duration (AM-D7, AM-R11)".to_string(),
        );
        return;
    };
    let Some(t) = target_ref(card, anchor, &format!("{sp}.anchor"), push) else {
        return;
    };
    let kind = match t.select {
        Select::Piece | Select::AllPieces | Select::TriggerPiece => AnchorKind::Piece,
        Select::Square | Select::File | Select::Block | Select::Zone => AnchorKind::Zone,
        Select::Player => AnchorKind::Player,
        Select::CommittedCard => {
            push(
                format!("{sp}.anchor"),
                "an effect cannot be anchored to a card".to_string(),
            );
            return;
        }
    };
    if kind != duration.anchor {
        push(
            format!("{sp}.anchor"),
            format!(
                "target {:?} is a {} anchor but the card's duration says {} (AM-D8)",
                t.id,
                anchor_name(kind),
                anchor_name(duration.anchor)
            ),
        );
    }
    let needs = match effect {
        Lasting::NoMove | Lasting::ExtraMovement { .. } => Some(AnchorKind::Piece),
        Lasting::NoEntry { .. } | Lasting::EliminateOnArrival { .. } => Some(AnchorKind::Zone),
        Lasting::NoCapture { .. } => None,
        Lasting::NoCardRelocation { .. } => None,
    };
    if let Some(needed) = needs
        && needed != kind
    {
        push(
            format!("{sp}.effect"),
            format!("this effect needs a {} anchor", anchor_name(needed)),
        );
    }
}

fn check_role_or_choice(
    card: &Card,
    role: RoleOrChoice,
    path: &str,
    uses_choice: &mut bool,
    push: &mut impl FnMut(String, String),
) {
    match role {
        RoleOrChoice::Role(PieceKind::K) => push(
            path.to_string(),
            "a king cannot be produced by a card".to_string(),
        ),
        RoleOrChoice::Role(_) => {}
        RoleOrChoice::Choice => {
            *uses_choice = true;
            if card.choice.is_none() {
                push(
                    path.to_string(),
                    "\"choice\" needs the card's choice spec".to_string(),
                );
            }
        }
    }
}

fn need_committed_card(card: &Card, sp: &str, push: &mut impl FnMut(String, String)) {
    if !card.targets.iter().any(|t| t.select == Select::CommittedCard) {
        push(
            format!("{sp}.op"),
            "this step acts on the committed card: the card needs a committed_card target (AM-D4, AM-D5, AM-D6)"
                .to_string(),
        );
    }
}

fn need_single_piece<'c>(
    card: &'c Card,
    id: &str,
    path: &str,
    push: &mut impl FnMut(String, String),
) -> Option<&'c TargetSpec> {
    let t = target_ref(card, id, path, push)?;
    if !is_piece_like(t.select) || t.max != 1 {
        push(
            path.to_string(),
            format!(
                "{:?} must be a single-piece target (select piece/all_pieces/trigger_piece, max 1)",
                t.id
            ),
        );
    }
    Some(t)
}

fn target_ref<'c>(
    card: &'c Card,
    id: &str,
    path: &str,
    push: &mut impl FnMut(String, String),
) -> Option<&'c TargetSpec> {
    let found = card.target(id);
    if found.is_none() {
        let known: Vec<&str> = card.targets.iter().map(|t| t.id.as_str()).collect();
        push(
            path.to_string(),
            format!("no target named {id:?} (targets: {known:?})"),
        );
    }
    found
}

fn check_condition_refs(card: &Card, cond: &Condition, path: &str, push: &mut impl FnMut(String, String)) {
    let (field, id) = match cond {
        Condition::KingDistance { from, min, max } => {
            if let (Some(a), Some(b)) = (min, max)
                && a > b
            {
                push(format!("{path}.min"), format!("min {a} is greater than max {b}"));
            }
            ("from", from)
        }
        Condition::OnLineOf { piece } => ("piece", piece),
        _ => return,
    };
    need_single_piece(card, id, &format!("{path}.{field}"), push);
}

fn condition_fits_target(cond: &Condition, select: Select) -> bool {
    use Condition as C;
    match select {
        Select::Piece | Select::AllPieces | Select::TriggerPiece => matches!(
            cond,
            C::InZone { .. }
                | C::RelativeRank { .. }
                | C::AdjacentTo { .. }
                | C::KingDistance { .. }
                | C::GivesCheck
        ),
        Select::Square => matches!(
            cond,
            C::Free
                | C::InZone { .. }
                | C::RelativeRank { .. }
                | C::AdjacentTo { .. }
                | C::KingDistance { .. }
                | C::Unattacked
        ),
        Select::File | Select::Block => matches!(cond, C::InZone { .. }),
        Select::Zone | Select::Player | Select::CommittedCard => false,
    }
}

fn is_piece_like(select: Select) -> bool {
    matches!(select, Select::Piece | Select::AllPieces | Select::TriggerPiece)
}

fn kind_name(kind: CardKind) -> &'static str {
    match kind {
        CardKind::Action => "action",
        CardKind::Reaction => "reaction",
        CardKind::Save => "save",
        CardKind::Special => "special",
        CardKind::Instruction => "instruction",
    }
}

fn anchor_name(kind: AnchorKind) -> &'static str {
    match kind {
        AnchorKind::Piece => "piece",
        AnchorKind::Zone => "zone",
        AnchorKind::Player => "player",
    }
}

/// The file name of a selection.
pub fn select_name(select: Select) -> &'static str {
    match select {
        Select::Piece => "piece",
        Select::Square => "square",
        Select::File => "file",
        Select::Block => "block",
        Select::Zone => "zone",
        Select::AllPieces => "all_pieces",
        Select::TriggerPiece => "trigger_piece",
        Select::Player => "player",
        Select::CommittedCard => "committed_card",
    }
}

fn cond_name(cond: &Condition) -> &'static str {
    match cond {
        Condition::Free => "free",
        Condition::FreeOrEnemy => "free_or_enemy",
        Condition::InZone { .. } => "in_zone",
        Condition::RelativeRank { .. } => "relative_rank",
        Condition::AdjacentTo { .. } => "adjacent_to",
        Condition::KingDistance { .. } => "king_distance",
        Condition::GivesCheck => "gives_check",
        Condition::Unattacked => "unattacked",
        Condition::OnLineOf { .. } => "on_line_of",
        Condition::BetweenCheckerAndKing => "between_checker_and_king",
    }
}

/// A deck-vocabulary problem at `path`.
fn deck_problem(path: impl Into<String>, detail: impl Into<String>) -> Problem {
    Problem::new(
        path,
        Detail::Deck {
            detail: detail.into(),
        },
    )
}
