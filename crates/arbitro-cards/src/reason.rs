//! Stable reason codes for refused requests and failed cards, each with the
//! clause that decides it, and the verdict that carries a reason with its
//! typed detail ([`Why`]). Codes are part of the file formats: never rename
//! one. The wording is the catalogue's (`messages/{es,en}/cards.ftl`).

use arbitro_i18n::{Lang, Message, MessageData, render};
use arbitro_rules::shakmaty::{Color, Role, Square};
use serde::Serialize;
use serde::ser::SerializeStruct;

use crate::deck::Window;
use crate::terms::{EffectRef, GameResult, Windows};
use crate::text::{Roles, catalogue};

/// Why a request was refused (state unchanged) or a card failed (discarded, turn used).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// The game has ended.
    GameOver,
    /// It is not this player's turn (FI-1).
    NotYourTurn,
    /// The event is malformed (bad square, bad colour, bad move text).
    InvalidEvent,
    /// The card code is not in the game's deck.
    UnknownCard,
    /// The card is not in the player's hand (AM-R4, AM-R7).
    NotInHand,
    /// No window allows this card now (AM-D2).
    OutsideWindow,
    /// Reactions need Advanced mode (AM-R14, AM-D3).
    AdvancedOnly,
    /// A second reaction by the same player in one window (AM-D3, AM-G14).
    ReactionLimit,
    /// A reaction to a reaction (AM-D10).
    ChainForbidden,
    /// The player's own card waits for the opponent's window (AM-R14).
    AwaitingReaction,
    /// The saved player's turn is move-only (AM-R12).
    MoveOnlyTurn,
    /// Not a legal move (FI-3).
    IllegalMove,
    /// The move or card would leave the player's own king in check (AM-R9, FI-1).
    SelfCheck,
    /// An active effect forbids it (the effect's card, its duration AM-D7 and anchor AM-D8).
    BlockedByEffect,
    /// Wrong number of targets (AM-G8).
    TargetCount,
    /// A target does not meet the card's conditions (AM-D11, AM-G3).
    TargetIneligible,
    /// A king cannot be eliminated by any card (AM-R10).
    KingNotEliminable,
    /// The destination is missing or does not meet the card's conditions (AM-G1).
    DestinationIneligible,
    /// The piece choice is missing or not allowed (AM-G1).
    ChoiceIneligible,
    /// A pawn would stand on rank 1 or 8 (AM-R1, FIDE 3.7).
    PawnOnLastRank,
    /// A step of the card cannot be done (AM-G7).
    StepImpossible,
    /// A conditional counter found no own piece among the card's targets (card text, AM-G1).
    CounterConditionUnmet,
    /// The position became irresolvable; the last card was annulled (AM-G15).
    Irresolvable,
    /// A draw claim that the position does not support (FI-9.2, FI-9.3).
    ClaimUnfounded,
    /// The event belongs to another card family.
    WrongFamily,
    /// Under "Carta Obligatoria" the player draws instead of moving (ED-R2).
    MustDraw,
    /// A player in check answers it with a move and may not draw (ED-R7).
    InCheckNoDraw,
    /// No card to draw: draw pile and discard pile are both empty (ED-R1).
    PileEmpty,
    /// The drawn card decides what this turn must be (ED-R3, ED-R4).
    CardObligation,
    /// The move is not by one of the pieces the card shows, or that piece already moved (ED-C1…ED-C3).
    NotShownPiece,
    /// Another order moves more of the shown pieces: every one that can move must (ED-C2).
    MustMoveAll,
    /// "I don't like your move" cannot veto this (a card, a mate, the only legal move, or no move to veto) (ED-C9).
    VetoRefused,
    /// The card would leave an illegal position (own king in check, pawn on rank 1/8) (ED-R5).
    IllegalPosition,
    /// The joker names no special card of the opponent that may be stolen (ED-C12).
    NotStealable,
    /// After a veto the opponent must play another move (ED-C9).
    SameMove,
}

impl Reason {
    /// The stable code written in files and output (`outside_window`).
    pub fn key(self) -> &'static str {
        match self {
            Reason::GameOver => "game_over",
            Reason::NotYourTurn => "not_your_turn",
            Reason::InvalidEvent => "invalid_event",
            Reason::UnknownCard => "unknown_card",
            Reason::NotInHand => "not_in_hand",
            Reason::OutsideWindow => "outside_window",
            Reason::AdvancedOnly => "advanced_only",
            Reason::ReactionLimit => "reaction_limit",
            Reason::ChainForbidden => "chain_forbidden",
            Reason::AwaitingReaction => "awaiting_reaction",
            Reason::MoveOnlyTurn => "move_only_turn",
            Reason::IllegalMove => "illegal_move",
            Reason::SelfCheck => "self_check",
            Reason::BlockedByEffect => "blocked_by_effect",
            Reason::TargetCount => "target_count",
            Reason::TargetIneligible => "target_ineligible",
            Reason::KingNotEliminable => "king_not_eliminable",
            Reason::DestinationIneligible => "destination_ineligible",
            Reason::ChoiceIneligible => "choice_ineligible",
            Reason::PawnOnLastRank => "pawn_on_last_rank",
            Reason::StepImpossible => "step_impossible",
            Reason::CounterConditionUnmet => "counter_condition_unmet",
            Reason::Irresolvable => "irresolvable",
            Reason::ClaimUnfounded => "claim_unfounded",
            Reason::WrongFamily => "wrong_family",
            Reason::MustDraw => "must_draw",
            Reason::InCheckNoDraw => "in_check_no_draw",
            Reason::PileEmpty => "pile_empty",
            Reason::CardObligation => "card_obligation",
            Reason::NotShownPiece => "not_shown_piece",
            Reason::MustMoveAll => "must_move_all",
            Reason::VetoRefused => "veto_refused",
            Reason::IllegalPosition => "illegal_position",
            Reason::NotStealable => "not_stealable",
            Reason::SameMove => "same_move",
        }
    }

    /// The clause that decides this reason by default.
    pub fn clause(self) -> &'static str {
        match self {
            Reason::GameOver => "AM-R12",
            Reason::NotYourTurn => "FI-1",
            Reason::InvalidEvent => "AM-D1",
            Reason::UnknownCard => "AM-R16",
            Reason::NotInHand => "AM-R4",
            Reason::OutsideWindow => "AM-D2",
            Reason::AdvancedOnly => "AM-R14",
            Reason::ReactionLimit => "AM-D3",
            Reason::ChainForbidden => "AM-D10",
            Reason::AwaitingReaction => "AM-R14",
            Reason::MoveOnlyTurn => "AM-R12",
            Reason::IllegalMove => "FI-3",
            Reason::SelfCheck => "AM-R9",
            Reason::BlockedByEffect => "AM-D8",
            Reason::TargetCount => "AM-G8",
            Reason::TargetIneligible => "AM-D11",
            Reason::KingNotEliminable => "AM-R10",
            Reason::DestinationIneligible => "AM-G1",
            Reason::ChoiceIneligible => "AM-G1",
            Reason::PawnOnLastRank => "AM-R1",
            Reason::StepImpossible => "AM-G7",
            Reason::CounterConditionUnmet => "AM-G1",
            Reason::Irresolvable => "AM-G15",
            Reason::ClaimUnfounded => "FI-9.2",
            Reason::WrongFamily => "AM-R8",
            Reason::MustDraw => "ED-R2",
            Reason::InCheckNoDraw => "ED-R7",
            Reason::PileEmpty => "ED-R1",
            Reason::CardObligation => "ED-R3",
            Reason::NotShownPiece => "ED-C2",
            Reason::MustMoveAll => "ED-C2",
            Reason::VetoRefused => "ED-C9",
            Reason::IllegalPosition => "ED-R5",
            Reason::NotStealable => "ED-C12",
            Reason::SameMove => "ED-C9",
        }
    }

    /// Every reason, for documentation and tests.
    pub const ALL: [Reason; 35] = [
        Reason::GameOver,
        Reason::NotYourTurn,
        Reason::InvalidEvent,
        Reason::UnknownCard,
        Reason::NotInHand,
        Reason::OutsideWindow,
        Reason::AdvancedOnly,
        Reason::ReactionLimit,
        Reason::ChainForbidden,
        Reason::AwaitingReaction,
        Reason::MoveOnlyTurn,
        Reason::IllegalMove,
        Reason::SelfCheck,
        Reason::BlockedByEffect,
        Reason::TargetCount,
        Reason::TargetIneligible,
        Reason::KingNotEliminable,
        Reason::DestinationIneligible,
        Reason::ChoiceIneligible,
        Reason::PawnOnLastRank,
        Reason::StepImpossible,
        Reason::CounterConditionUnmet,
        Reason::Irresolvable,
        Reason::ClaimUnfounded,
        Reason::WrongFamily,
        Reason::MustDraw,
        Reason::InCheckNoDraw,
        Reason::PileEmpty,
        Reason::CardObligation,
        Reason::NotShownPiece,
        Reason::MustMoveAll,
        Reason::VetoRefused,
        Reason::IllegalPosition,
        Reason::NotStealable,
        Reason::SameMove,
    ];
}

/// The reason's name on screen ("Fuera de ventana" / "Outside its window").
impl Message for Reason {
    fn code(&self) -> &str {
        match self {
            Reason::GameOver => "cards-reason-game-over",
            Reason::NotYourTurn => "cards-reason-not-your-turn",
            Reason::InvalidEvent => "cards-reason-invalid-event",
            Reason::UnknownCard => "cards-reason-unknown-card",
            Reason::NotInHand => "cards-reason-not-in-hand",
            Reason::OutsideWindow => "cards-reason-outside-window",
            Reason::AdvancedOnly => "cards-reason-advanced-only",
            Reason::ReactionLimit => "cards-reason-reaction-limit",
            Reason::ChainForbidden => "cards-reason-chain-forbidden",
            Reason::AwaitingReaction => "cards-reason-awaiting-reaction",
            Reason::MoveOnlyTurn => "cards-reason-move-only-turn",
            Reason::IllegalMove => "cards-reason-illegal-move",
            Reason::SelfCheck => "cards-reason-self-check",
            Reason::BlockedByEffect => "cards-reason-blocked-by-effect",
            Reason::TargetCount => "cards-reason-target-count",
            Reason::TargetIneligible => "cards-reason-target-ineligible",
            Reason::KingNotEliminable => "cards-reason-king-not-eliminable",
            Reason::DestinationIneligible => "cards-reason-destination-ineligible",
            Reason::ChoiceIneligible => "cards-reason-choice-ineligible",
            Reason::PawnOnLastRank => "cards-reason-pawn-on-last-rank",
            Reason::StepImpossible => "cards-reason-step-impossible",
            Reason::CounterConditionUnmet => "cards-reason-counter-condition-unmet",
            Reason::Irresolvable => "cards-reason-irresolvable",
            Reason::ClaimUnfounded => "cards-reason-claim-unfounded",
            Reason::WrongFamily => "cards-reason-wrong-family",
            Reason::MustDraw => "cards-reason-must-draw",
            Reason::InCheckNoDraw => "cards-reason-in-check-no-draw",
            Reason::PileEmpty => "cards-reason-pile-empty",
            Reason::CardObligation => "cards-reason-card-obligation",
            Reason::NotShownPiece => "cards-reason-not-shown-piece",
            Reason::MustMoveAll => "cards-reason-must-move-all",
            Reason::VetoRefused => "cards-reason-veto-refused",
            Reason::IllegalPosition => "cards-reason-illegal-position",
            Reason::NotStealable => "cards-reason-not-stealable",
            Reason::SameMove => "cards-reason-same-move",
        }
    }
}

crate::text::message_args!(Reason);

/// A refusal or failure: the reason code, the clause that decided it, and
/// what exactly was wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// Stable code.
    pub reason: Reason,
    /// Clause ID (AM-…, FI-…, ED-…) that decided it.
    pub clause: &'static str,
    /// What was wrong, with its data.
    pub why: Why,
}

impl Verdict {
    /// A verdict with the reason's default clause.
    pub fn new(reason: Reason, why: Why) -> Verdict {
        Verdict {
            reason,
            clause: reason.clause(),
            why,
        }
    }

    /// A verdict citing `clause` instead of the default.
    pub fn citing(reason: Reason, clause: &'static str, why: Why) -> Verdict {
        Verdict { reason, clause, why }
    }

    /// The detail in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        render(lang, &self.why)
    }
}

/// The verdict's sentence is its detail's.
impl Message for Verdict {
    fn code(&self) -> &str {
        self.why.code()
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        self.why.args()
    }
}

/// Serialised as its code and clause, its detail as data and as text in
/// both languages.
impl Serialize for Verdict {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Verdict", 5)?;
        st.serialize_field("code", &self.reason)?;
        st.serialize_field("clause", self.clause)?;
        st.serialize_field("message", &MessageData::of(&self.why))?;
        st.serialize_field("es", &self.text(Lang::Es))?;
        st.serialize_field("en", &self.text(Lang::En))?;
        st.end()
    }
}

/// How a standard move breaks an effect on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Blocked {
    /// The moving piece is frozen.
    Frozen,
    /// The destination is closed to the piece.
    NoEntry,
    /// The captured piece is protected.
    Protected,
}

impl crate::text::ToArgs for Blocked {
    fn to_args<'a>(&'a self, names: &crate::text::ArgNames, out: &mut arbitro_i18n::Args<'a>) {
        out.push((
            names.base,
            arbitro_i18n::Arg::from(match self {
                Blocked::Frozen => "frozen",
                Blocked::NoEntry => "no-entry",
                Blocked::Protected => "protected",
            }),
        ));
    }
}

catalogue! {
    /// What exactly a refused request or a failed card got wrong, with its
    /// data. Each variant is one message of the catalogue (`cards-why-…`).
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum Why {
        // ---- The game and the turn.
        /// The game is over.
        GameOver { result: GameResult } => "cards-why-game-over",
        /// The game ended when the window closed.
        EndedWhenWindowClosed => "cards-why-ended-when-window-closed",
        /// The game ended with that turn (ED).
        EndedWithTurn => "cards-why-ended-with-turn",
        /// It is another player's turn.
        NotYourTurn { turn: Color } => "cards-why-not-your-turn",
        /// A window of the other player is open.
        OtherWindowOpen { window: Color, player: Color } => "cards-why-other-window-open",
        /// The player's card waits for the opponent's window.
        CardWaits { player: Color, window: Color } => "cards-why-card-waits",
        /// The save window is open: a move is not allowed.
        SaveWindowMove => "cards-why-save-window-move",
        /// The save window is open: only a save card, a reaction or a pass.
        SaveWindowCard => "cards-why-save-window-card",
        /// A draw from a shared pile belongs to the ED family.
        DrawIsEd => "cards-why-draw-is-ed",
        /// ED has no reactions.
        NoReactionsInEd => "cards-why-no-reactions-in-ed",
        /// The card belongs to the ED family.
        EdCard { card: String } => "cards-why-ed-card",
        // ---- Cards and hands.
        /// The card is not in the game's deck.
        NotInDeck { card: String, deck: String } => "cards-why-not-in-deck",
        /// The card is not in the player's hand.
        NotInHand { card: String, player: Color } => "cards-why-not-in-hand",
        /// A reaction in Classic mode is never playable (AM-D3).
        ReactionInClassic { card: String } => "cards-why-reaction-in-classic",
        /// A reaction is played with "react" inside a window.
        ReactionNeedsWindow { card: String } => "cards-why-reaction-needs-window",
        /// An action card out of the owner's turn.
        ActionOutOfTurn { card: String, turn: Color } => "cards-why-action-out-of-turn",
        /// The saved player's turn is move-only (AM-R12).
        MoveOnly { player: Color } => "cards-why-move-only",
        /// A save card outside the save window (AM-D9).
        SaveOnlyInSaveWindow { card: String } => "cards-why-save-only-in-save-window",
        /// Save cards are off in Classic mode under the event's options.
        SaveCardsOff => "cards-why-save-cards-off",
        /// Reactions need Advanced mode.
        ReactionsAdvancedOnly => "cards-why-reactions-advanced-only",
        /// The player already reacted in this window.
        AlreadyReacted { player: Color } => "cards-why-already-reacted",
        /// A reaction to a reaction.
        ChainForbidden => "cards-why-chain-forbidden",
        /// No window is open for the player.
        NoWindow { player: Color } => "cards-why-no-window",
        /// The player's window closed with their reaction.
        WindowClosedByReaction { player: Color } => "cards-why-window-closed-by-reaction",
        /// The card is played in another window.
        WrongWindow { card: String, window: Window, open: Windows } => "cards-why-wrong-window",
        // ---- Claims and agreements.
        /// A window is open: no claim.
        ClaimWindowOpen => "cards-why-claim-window-open",
        /// A draw is claimed by the player having the move.
        ClaimByPlayerToMove => "cards-why-claim-by-player-to-move",
        /// ED: a draw is claimed by the player to move, before acting.
        ClaimBeforeActing => "cards-why-claim-before-acting",
        /// The position does not support the claim.
        ClaimUnfounded { kind: crate::record::ClaimKind } => "cards-why-claim-unfounded",
        /// A draw is agreed once each player has moved (FI-5.2.3).
        AgreementTooEarly => "cards-why-agreement-too-early",
        // ---- Declarations (AM-D1, AM-D11, AM-G8).
        /// Wrong number of targets.
        TargetCount { card: String, given: usize, min: usize, max: usize } => "cards-why-target-count",
        /// A square named twice.
        NamedTwice { square: Square } => "cards-why-named-twice",
        /// Not a square.
        NotASquare { text: String } => "cards-why-not-a-square",
        /// Not a valid target token.
        NotATarget { text: String } => "cards-why-not-a-target",
        /// The card needs a destination.
        NeedsDestination { card: String } => "cards-why-needs-destination",
        /// The card takes no destination.
        TakesNoDestination { card: String } => "cards-why-takes-no-destination",
        /// Not a piece letter.
        NotAPieceLetter { text: String } => "cards-why-not-a-piece-letter",
        /// The card does not offer that choice.
        ChoiceNotOffered { card: String, role: Role } => "cards-why-choice-not-offered",
        /// The card offers no choice.
        OffersNoChoice { card: String } => "cards-why-offers-no-choice",
        /// The card takes no moves.
        TakesNoMoves { card: String } => "cards-why-takes-no-moves",
        /// No piece on the square.
        NoPieceOn { square: Square } => "cards-why-no-piece-on",
        /// Kings cannot be eliminated by any card (AM-R10).
        KingNotEliminable { square: Square } => "cards-why-king-not-eliminable",
        /// The declared piece is no longer there (AM-G3).
        PieceGone { square: Square } => "cards-why-piece-gone",
        /// A piece does not meet the card's conditions.
        PieceIneligible { card: String, role: Role, square: Square } => "cards-why-piece-ineligible",
        /// A zone does not meet the card's conditions.
        ZoneIneligible { card: String, zone: crate::terms::AnchorName } => "cards-why-zone-ineligible",
        /// The card finds no piece to act on.
        NoPieceToActOn { card: String } => "cards-why-no-piece-to-act-on",
        /// The piece that made the move is not eligible.
        TriggerIneligible { card: String } => "cards-why-trigger-ineligible",
        /// A target of the card is missing.
        LacksTarget { card: String } => "cards-why-lacks-target",
        /// The card has no target it may take now.
        NoValidTarget { card: String } => "cards-why-no-valid-target",
        /// The destination breaks a condition of the card.
        DestinationIneligible { card: String, to: Square, condition: Box<crate::deck::vocabulary::Condition> } => "cards-why-destination-ineligible",
        /// The card needs a choice of piece.
        NeedsChoice { card: String } => "cards-why-needs-choice",
        /// The owner has no captured piece of that kind.
        NoCaptured { role: Role } => "cards-why-no-captured",
        /// A pawn cannot stand on rank 1 or 8.
        PawnOnBackRank { square: Square } => "cards-why-pawn-on-back-rank",
        /// The swap would put a pawn on rank 1 or 8.
        SwapPawnBackRank => "cards-why-swap-pawn-back-rank",
        /// The pawn promotes: name the piece.
        PromotionNeedsChoice { square: Square } => "cards-why-promotion-needs-choice",
        /// The card takes N moves.
        MoveCount { card: String, count: u8, given: usize } => "cards-why-move-count",
        /// No second move is possible after the first.
        NoSecondMove => "cards-why-no-second-move",
        /// A move of a card's sequence is wrong.
        CardMoveWrong { n: usize, card: String, why: Box<Why> } => "cards-why-card-move-wrong",
        /// The same piece moves again.
        SamePieceAgain { card: String, mv: String } => "cards-why-same-piece-again",
        /// A move that gives check cannot be followed by another.
        CheckThenMove => "cards-why-check-then-move",
        // ---- Moves (FI-3, AM-R9, ED-R5, ED-R7).
        /// Not a move in UCI or SAN.
        NotAMove { text: String } => "cards-why-not-a-move",
        /// The move would leave the mover's king in check.
        SelfCheckMove { mv: String } => "cards-why-self-check-move",
        /// Not a legal move here.
        IllegalMove { mv: String } => "cards-why-illegal-move",
        /// An effect on the table forbids the move.
        BlockedMove { mv: String, how: Blocked, effect: Box<EffectRef> } => "cards-why-blocked-move",
        /// ED: the move does not answer the check.
        DoesNotAnswerCheck { mv: String } => "cards-why-does-not-answer-check",
        /// ED: not a legal move under the temporal card in force.
        IllegalEdMove { mv: String } => "cards-why-illegal-ed-move",
        // ---- Resolution (AM-G7, AM-G13, AM-G15).
        /// No committed card to prevent or counter.
        NoCommittedCard => "cards-why-no-committed-card",
        /// The piece is frozen by an effect.
        Frozen { square: Square, effect: Box<EffectRef> } => "cards-why-frozen",
        /// The square is closed to the piece by an effect.
        SquareClosed { square: Square, effect: Box<EffectRef> } => "cards-why-square-closed",
        /// No piece or destination to relocate.
        NothingToRelocate => "cards-why-nothing-to-relocate",
        /// The square is occupied.
        Occupied { square: Square } => "cards-why-occupied",
        /// No legal position for a card's move.
        NoPositionFor { mv: String } => "cards-why-no-position-for",
        /// A card's move failed.
        MoveFailed { mv: String, why: Box<Why> } => "cards-why-move-failed",
        /// No piece was chosen.
        NoChoice => "cards-why-no-choice",
        /// No destination.
        NoDestination => "cards-why-no-destination",
        /// A swap needs two pieces.
        SwapNeedsTwo => "cards-why-swap-needs-two",
        /// No pawn to advance.
        NoPawn => "cards-why-no-pawn",
        /// A two-square advance off the second rank needs a licence (AM-G10).
        DoubleStepNeedsLicence => "cards-why-double-step-needs-licence",
        /// The square ahead is not free.
        NotFree { square: Square } => "cards-why-not-free",
        /// The pawn would leave the board.
        OffTheBoard => "cards-why-off-the-board",
        /// No piece to act on.
        NoPiece => "cards-why-no-piece",
        /// The card has no duration.
        NoDuration => "cards-why-no-duration",
        /// The card names no such target.
        NoSuchTarget { id: String } => "cards-why-no-such-target",
        /// Nothing to shield against.
        NothingToShield => "cards-why-nothing-to-shield",
        /// No move to take back.
        NoMoveToTakeBack => "cards-why-no-move-to-take-back",
        /// The committed card targets none of the owner's pieces.
        TargetsNoOwnPiece => "cards-why-targets-no-own-piece",
        /// A player would stand in check without the move (AM-G15).
        CheckWithoutMove { player: Color } => "cards-why-check-without-move",
        /// The owner's king would be left in check (AM-R9).
        KingLeftInCheck { player: Color } => "cards-why-king-left-in-check",
        /// A player would stand in check out of turn (AM-G15).
        CheckOutOfTurn { player: Color } => "cards-why-check-out-of-turn",
        /// A pawn would stand on rank 1 or 8.
        PawnWouldStand => "cards-why-pawn-would-stand",
        /// The result is not a playable position.
        NotPlayable => "cards-why-not-playable",
        // ---- ED family.
        /// Already chose this turn.
        AlreadyChose { player: Color, phase: crate::game::state::ed::EdPhase } => "cards-why-already-chose",
        /// In check: answer it with a move (ED-R7).
        InCheckNoDraw { player: Color } => "cards-why-in-check-no-draw",
        /// Both piles are empty (ED-R1).
        PileEmpty => "cards-why-pile-empty",
        /// "Carta Obligatoria": the turn starts by drawing.
        MustDraw => "cards-why-must-draw",
        /// The vetoed move may not be played again.
        VetoedMove { mv: String } => "cards-why-vetoed-move",
        /// Super-knights: only a knight makes the second move.
        OnlyKnight => "cards-why-only-knight",
        /// The card demands a move by the shown pieces.
        NotShownPiece { card: String, pieces: Roles } => "cards-why-not-shown-piece",
        /// Another order moves more of the shown pieces (ED-C2).
        MustMoveAll { mv: String, reach: u8, best: u8 } => "cards-why-must-move-all",
        /// The card waits for its choice.
        WaitingForChoice { card: String } => "cards-why-waiting-for-choice",
        /// A prize is being claimed.
        PrizeBeingClaimed => "cards-why-prize-being-claimed",
        /// Name one of the opponent's special cards.
        NotStealable { options: Vec<CardCode> } => "cards-why-not-stealable",
        /// The veto is used at the start of one's turn.
        VetoAtStart => "cards-why-veto-at-start",
        /// Not the card this turn waits for.
        NotTheCard { card: String, phase: crate::game::state::ed::EdPhase } => "cards-why-not-the-card",
        /// Name the piece in targets.
        NamePiece => "cards-why-name-piece",
        /// Name the empty square in "to".
        NameSquare => "cards-why-name-square",
        /// The enemy king is never relocated.
        EnemyKingNeverRelocated => "cards-why-enemy-king-never-relocated",
        /// The square is not empty.
        NotEmpty { square: Square } => "cards-why-not-empty",
        /// No pawns on rank 1 or 8.
        NoPawnsOnBackRank => "cards-why-no-pawns-on-back-rank",
        /// The move would leave the player's king in check.
        LeavesKingInCheck { from: Square, to: Square, player: Color } => "cards-why-leaves-king-in-check",
        /// The player's king would be in check.
        KingWouldBeInCheck { player: Color } => "cards-why-king-would-be-in-check",
        /// The square does not hold an enemy piece of that kind.
        NotEnemyPiece { square: Square, role: Role } => "cards-why-not-enemy-piece",
        /// Removing it would leave an illegal position.
        RemovalIllegal => "cards-why-removal-illegal",
        /// The square holds no piece the bomb may take.
        NotBombable { square: Square } => "cards-why-not-bombable",
        /// No captured piece of that kind to return.
        NoCapturedOf { role: Role, player: Color } => "cards-why-no-captured-of",
        /// Pawns return on ranks 2 to 7.
        PawnRanks => "cards-why-pawn-ranks",
        /// A piece there would leave an illegal position.
        PlacementIllegal { role: Role, square: Square } => "cards-why-placement-illegal",
        /// The card takes no choice.
        TakesNoChoice => "cards-why-takes-no-choice",
        /// The player does not hold the card.
        DoesNotHold { player: Color, card: String } => "cards-why-does-not-hold",
        /// The last turn was not a single normal move.
        NotVetoable => "cards-why-not-vetoable",
        /// No opponent's move to veto.
        NoMoveToVeto => "cards-why-no-move-to-veto",
        /// That was the only legal move.
        OnlyLegalMove { mv: String } => "cards-why-only-legal-move",
        /// Taking the move back would be illegal under the temporal card.
        VetoIllegal => "cards-why-veto-illegal",
        /// Nothing to pass.
        NothingToPass => "cards-why-nothing-to-pass",
        /// None of the shown pieces can move.
        ShownCannotMove => "cards-why-shown-cannot-move",
        /// The card can do nothing legal.
        NothingLegal => "cards-why-nothing-legal",
        /// No piece of the zone can be removed legally.
        ZoneNothingLegal => "cards-why-zone-nothing-legal",
        /// No piece in the zone.
        ZoneEmpty => "cards-why-zone-empty",
    }
}

crate::text::message_args!(Why);

impl Why {
    /// The active effect this detail names, if an effect on the table
    /// caused the refusal or failure.
    pub fn effect(&self) -> Option<&EffectRef> {
        match self {
            Why::BlockedMove { effect, .. }
            | Why::Frozen { effect, .. }
            | Why::SquareClosed { effect, .. } => Some(effect),
            Why::MoveFailed { why, .. } | Why::CardMoveWrong { why, .. } => why.effect(),
            _ => None,
        }
    }
}

/// A card code shown as it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardCode(pub String);

impl Message for CardCode {
    fn code(&self) -> &str {
        "cards-card-code"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        vec![("card", arbitro_i18n::Arg::from(&self.0))]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The code written in files is the one serialised.
    #[test]
    fn codes_serialise_as_written() {
        for r in Reason::ALL {
            assert_eq!(
                serde_json::to_value(r).unwrap(),
                serde_json::Value::String(r.key().to_string())
            );
            assert!(["AM-", "FI-", "ED-"].iter().any(|p| r.clause().starts_with(p)));
            for lang in arbitro_i18n::Lang::ALL {
                assert!(
                    arbitro_i18n::try_render(lang, &r).is_ok(),
                    "{r:?} has no {lang} label"
                );
            }
        }
    }
}
