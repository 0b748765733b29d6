//! The names of the deck's own identifiers on screen: windows, the ED
//! temporal cards, objectives and bomb variants, and the conditions of a
//! card's targets. Each is a message of the catalogue (`cards-window-…`,
//! `cards-temporal-…`…), so no internal identifier reaches a screen.

use arbitro_i18n::Message;

use crate::deck::Window;
use crate::deck::ed::{Goal, Temporal};
use crate::deck::vocabulary::{Condition, Lasting};
use crate::record::BombVariant;

/// The window's name ("tras una carta del rival" / "after an opponent's card").
impl Message for Window {
    fn code(&self) -> &str {
        match self {
            Window::OwnTurn => "cards-window-own-turn",
            Window::AfterCard => "cards-window-after-card",
            Window::AfterCapture => "cards-window-after-capture",
            Window::AfterCheck => "cards-window-after-check",
            Window::AfterPromotion => "cards-window-after-promotion",
            Window::AfterCastling => "cards-window-after-castling",
            Window::AfterEnPassant => "cards-window-after-en-passant",
            Window::AfterMate => "cards-window-after-mate",
            Window::CheckmateSave => "cards-window-checkmate-save",
        }
    }
}

/// The temporal card's effect ("superdama" / "super-queen").
impl Message for Temporal {
    fn code(&self) -> &str {
        match self {
            Temporal::SuperQueen => "cards-temporal-super-queen",
            Temporal::SuperRooks => "cards-temporal-super-rooks",
            Temporal::SuperBishops => "cards-temporal-super-bishops",
            Temporal::SuperKnights => "cards-temporal-super-knights",
            Temporal::UntouchablePawns => "cards-temporal-untouchable-pawns",
            Temporal::LeadKing => "cards-temporal-lead-king",
            Temporal::NoRetreat => "cards-temporal-no-retreat",
            Temporal::Harakiri => "cards-temporal-harakiri",
        }
    }
}

/// The objective ("enrocar" / "castle").
impl Message for Goal {
    fn code(&self) -> &str {
        match self {
            Goal::Castle => "cards-goal-castle",
            Goal::CheckWithKnight => "cards-goal-check-with-knight",
            Goal::CaptureWithPawn => "cards-goal-capture-with-pawn",
            Goal::Promote => "cards-goal-promote",
        }
    }
}

/// The bomb variant ("feroz" / "fierce").
impl Message for BombVariant {
    fn code(&self) -> &str {
        match self {
            BombVariant::Normal => "cards-bomb-normal",
            BombVariant::Cruel => "cards-bomb-cruel",
            BombVariant::Fierce => "cards-bomb-fierce",
            BombVariant::Crazy => "cards-bomb-crazy",
        }
    }
}

/// The condition a target or destination must meet ("casilla libre" / "a free square").
impl Message for Condition {
    fn code(&self) -> &str {
        match self {
            Condition::Free => "cards-condition-free",
            Condition::FreeOrEnemy => "cards-condition-free-or-enemy",
            Condition::InZone { .. } => "cards-condition-in-zone",
            Condition::RelativeRank { .. } => "cards-condition-relative-rank",
            Condition::AdjacentTo { .. } => "cards-condition-adjacent-to",
            Condition::KingDistance { .. } => "cards-condition-king-distance",
            Condition::GivesCheck => "cards-condition-gives-check",
            Condition::Unattacked => "cards-condition-unattacked",
            Condition::OnLineOf { .. } => "cards-condition-on-line-of",
            Condition::BetweenCheckerAndKing => "cards-condition-between-checker-and-king",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            Condition::RelativeRank { rank } => vec![("rank", Arg::from(*rank))],
            Condition::KingDistance { min, max, .. } => vec![
                ("min", Arg::from(min.unwrap_or(0))),
                ("max", Arg::from(max.unwrap_or(7))),
            ],
            _ => Vec::new(),
        }
    }
}

/// What a lasting effect does ("la pieza no puede moverse" / "the piece cannot move").
impl Message for Lasting {
    fn code(&self) -> &str {
        match self {
            Lasting::NoMove => "cards-lasting-no-move",
            Lasting::NoEntry { .. } => "cards-lasting-no-entry",
            Lasting::EliminateOnArrival { .. } => "cards-lasting-eliminate-on-arrival",
            Lasting::ExtraMovement { .. } => "cards-lasting-extra-movement",
            Lasting::NoCapture { .. } => "cards-lasting-no-capture",
            Lasting::NoCardRelocation { .. } => "cards-lasting-no-card-relocation",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            Lasting::ExtraMovement { like } => {
                vec![("role", Arg::from(crate::text::role_key(like.role())))]
            }
            _ => Vec::new(),
        }
    }
}

crate::text::message_args!(Window, Temporal, Goal, BombVariant, Condition, Lasting);
