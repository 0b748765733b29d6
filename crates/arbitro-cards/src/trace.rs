//! The resolution trace: what the engine decided, step by step, each step
//! with its layer, the clause that decided it and a typed message ([`Note`])
//! an arbiter can read out in Spanish or English (AM-G13, AM-AA). The
//! wording is the catalogue's (`messages/{es,en}/cards.ftl`).

use std::borrow::Cow;

use arbitro_i18n::{Lang, Message, MessageData, Text, render};
use arbitro_rules::shakmaty::{Color, Role, Square};
use serde::Serialize;
use serde::ser::SerializeStruct;

use crate::deck::Window;
use crate::reason::Why;
use crate::terms::{AnchorName, EffectRef, GameResult, Motion, Windows};
use crate::text::{PieceAt, Roles, catalogue};

/// The layer a trace step belongs to (AM-G5: counter → prevention/shield →
/// execution → final verification), plus the steps around resolution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layer {
    /// The request is checked and committed (AM-D1, windows, hands).
    Declaration,
    /// A window opens or closes (AM-D2, AM-R14).
    Window,
    /// Counters (AM-D4).
    Counter,
    /// Preventions and shields (AM-D5, AM-D6).
    Prevention,
    /// The card's steps, in order (AM-G7).
    Execution,
    /// King legality and special rights (AM-R9, AM-G12, AM-G13).
    Verification,
    /// Durations tick, effects expire or trigger (AM-D7, AM-D8, AM-G11).
    Duration,
    /// A standard move.
    Move,
    /// The game's status (mate, draws, claims).
    Status,
    /// ED family: a card drawn from the shared pile and shown to both (ED-R1, ED-R2).
    Draw,
}

impl Layer {
    /// Every layer, in the order of the list above.
    pub const ALL: [Layer; 10] = [
        Layer::Declaration,
        Layer::Window,
        Layer::Counter,
        Layer::Prevention,
        Layer::Execution,
        Layer::Verification,
        Layer::Duration,
        Layer::Move,
        Layer::Status,
        Layer::Draw,
    ];
}

/// The layer's name on screen ("Capa de anulación" / "Counter layer").
impl Message for Layer {
    fn code(&self) -> &str {
        match self {
            Layer::Declaration => "cards-layer-declaration",
            Layer::Window => "cards-layer-window",
            Layer::Counter => "cards-layer-counter",
            Layer::Prevention => "cards-layer-prevention",
            Layer::Execution => "cards-layer-execution",
            Layer::Verification => "cards-layer-verification",
            Layer::Duration => "cards-layer-duration",
            Layer::Move => "cards-layer-move",
            Layer::Status => "cards-layer-status",
            Layer::Draw => "cards-layer-draw",
        }
    }
}

/// One step of a trace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceStep {
    /// Layer.
    pub layer: Layer,
    /// The clause ID (or FIDE article, or a card's code) that decided this step.
    pub clause: Cow<'static, str>,
    /// The card concerned, if any.
    pub card: Option<String>,
    /// What happened.
    pub note: Note,
}

impl TraceStep {
    /// The step's sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        render(lang, &self.note)
    }
}

/// Serialised with its message as data and as text in both languages, so
/// that a reader of the JSON needs no catalogue.
impl Serialize for TraceStep {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("TraceStep", 6)?;
        st.serialize_field("layer", &self.layer)?;
        st.serialize_field("clause", &self.clause)?;
        if let Some(card) = &self.card {
            st.serialize_field("card", card)?;
        } else {
            st.skip_field("card")?;
        }
        st.serialize_field("message", &MessageData::of(&self.note))?;
        st.serialize_field("es", &self.text(Lang::Es))?;
        st.serialize_field("en", &self.text(Lang::En))?;
        st.end()
    }
}

/// An ordered trace being written.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Trace(pub Vec<TraceStep>);

impl Trace {
    /// Appends a step.
    pub(crate) fn push(
        &mut self,
        layer: Layer,
        clause: impl Into<Cow<'static, str>>,
        card: Option<&str>,
        note: Note,
    ) {
        self.0.push(TraceStep {
            layer,
            clause: clause.into(),
            card: card.map(str::to_string),
            note,
        });
    }

    /// Whether some step cites `clause`.
    pub fn cites(&self, clause: &str) -> bool {
        self.0.iter().any(|s| s.clause == clause)
    }

    /// The steps.
    pub fn steps(&self) -> &[TraceStep] {
        &self.0
    }

    /// Whether the trace has no step.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

crate::text::message_args!(Layer);

catalogue! {
    /// What a trace step says, with the data it says it about. Each
    /// variant is one message of the catalogue (`cards-note-…`).
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum Note {
        // ---- Requests and the protocol of turns and windows (AM).
        /// The request was refused: nothing changes (the card stays in hand).
        Refused { why: Why, reason: crate::reason::Reason, card: bool } => "cards-note-refused",
        /// The effect that refused the request is still on the table.
        EffectInForce { effect: EffectRef } => "cards-note-effect-in-force",
        /// The card text of the effect that refused the request.
        EffectText { card: String, text: Text } => "cards-note-effect-text",
        /// The player commits an action card (AM-D1, AM-R8).
        Committed { player: Color, card: String, name: Text } => "cards-note-committed",
        /// The player commits a save card in the save window (AM-D9).
        SaveCommitted { player: Color, card: String, name: Text } => "cards-note-save-committed",
        /// The player reacts in their window (AM-D3).
        Reacted { player: Color, card: String, name: Text, window: Window } => "cards-note-reacted",
        /// A reaction window opens after a card commit (AM-R14).
        CardWindowOpens { player: Color } => "cards-note-card-window-opens",
        /// An impact move opens a reaction window (AM-R14).
        ImpactWindowOpens { player: Color, windows: Windows } => "cards-note-impact-window-opens",
        /// The player passes: their window closes.
        WindowPassed { player: Color } => "cards-note-window-passed",
        /// The player acts without reacting: an implicit pass.
        WindowImplicitPass { player: Color } => "cards-note-window-implicit-pass",
        /// Nothing can answer a reaction: the pending card resolves now (AM-D10).
        PendingResolvesNow => "cards-note-pending-resolves-now",
        /// A standard move.
        Moved { player: Color, mv: String } => "cards-note-moved",
        /// The card was committed: the owner's turn is used (AM-R5).
        TurnUsed { player: Color } => "cards-note-turn-used",
        /// No turn may end in check: the owner must still answer it (AM-R9).
        MustAnswerCheck { player: Color } => "cards-note-must-answer-check",
        /// A failed card with a duration stays visible (AM-R5).
        FailedKeepsCounter { card: String, turns: u8 } => "cards-note-failed-keeps-counter",
        // ---- Mate and the save window (AM-D9, AM-R12).
        /// Checkmate announced: the save window opens.
        SaveWindowOpens { player: Color } => "cards-note-save-window-opens",
        /// The game starts in checkmate: the save window opens.
        StartsMatedSaveWindow { player: Color } => "cards-note-starts-mated-save-window",
        /// No save: the mate stands.
        NoSave => "cards-note-no-save",
        /// The mate persists after the save card.
        MatePersists => "cards-note-mate-persists",
        /// The mate is lifted.
        MateLifted { player: Color } => "cards-note-mate-lifted",
        /// The saved player's next turn is move-only.
        MoveOnlyNext { player: Color } => "cards-note-move-only-next",
        // ---- Endings.
        /// Checkmate: the winner.
        Checkmate { winner: Color } => "cards-note-checkmate",
        /// AM stalemate: no move and no playable card.
        StalemateNoCard { player: Color } => "cards-note-stalemate-no-card",
        /// No move (ED): stalemate at the end of the turn.
        Stalemate { player: Color } => "cards-note-stalemate",
        /// Fivefold repetition (FI-9.6).
        Fivefold => "cards-note-fivefold",
        /// 75 moves without capture or pawn move (FI-9.6).
        SeventyFive => "cards-note-seventy-five",
        /// Neither player can mate and no cards or effects remain (FI-5.2.2).
        DeadPosition => "cards-note-dead-position",
        /// No material to mate at a turn change (ED-R8).
        InsufficientMaterial => "cards-note-insufficient-material",
        /// A flag falls.
        FlagFalls { player: Color, result: GameResult } => "cards-note-flag-falls",
        /// A player resigns.
        Resigns { player: Color, result: GameResult } => "cards-note-resigns",
        /// A draw by agreement.
        AgreedDraw => "cards-note-agreed-draw",
        /// A draw claim upheld.
        ClaimUpheld { kind: crate::record::ClaimKind } => "cards-note-claim-upheld",
        // ---- Durations and anchors (AM-D7, AM-D8, AM-G11).
        /// An effect's counter goes down.
        CounterTicks { player: Color, card: String, anchor: AnchorName, counter: u8 } => "cards-note-counter-ticks",
        /// An effect's counter reaches 0: it ends.
        EffectEnds { player: Color, card: String } => "cards-note-effect-ends",
        /// The piece an effect was anchored to is gone: the effect ends.
        AnchorGone { card: String, square: Square } => "cards-note-anchor-gone",
        /// A zone trap eliminates a piece.
        TrapEliminates { card: String, piece: PieceAt } => "cards-note-trap-eliminates",
        /// A trap that works once ends.
        TrapSpent { card: String } => "cards-note-trap-spent",
        // ---- The layers of resolution (AM-G5).
        /// Counter layer: the card was not countered.
        NotCountered { card: String } => "cards-note-not-countered",
        /// Target eligibility is checked at resolution (AM-G3).
        CheckedAtResolution => "cards-note-checked-at-resolution",
        /// The card is countered and discarded.
        Countered { card: String, by: String } => "cards-note-countered",
        /// A shield makes a piece immune to the card.
        ShieldedFrom { piece: PieceAt, card: String } => "cards-note-shielded-from",
        /// The card's captures and eliminations are prevented.
        PreventionApplies { card: String } => "cards-note-prevention-applies",
        /// The target is no longer eligible: the card fails (AM-G3).
        TargetLost { card: String, why: Why } => "cards-note-target-lost",
        /// A step fails: later steps do not run (AM-G7).
        StepFails { card: String, step: usize, why: Why, later: usize } => "cards-note-step-fails",
        /// Every effect was prevented: the card still counts as played (AM-R5).
        AllPrevented { card: String } => "cards-note-all-prevented",
        /// The card fails final verification (AM-G13).
        VerificationFails { card: String, why: Why } => "cards-note-verification-fails",
        /// The rule that failed and the position restored.
        PositionRestored { card: String, rule: &'static str } => "cards-note-position-restored",
        /// Final verification passed (AM-G13, AM-G12).
        VerificationPasses => "cards-note-verification-passes",
        // ---- The steps of a card.
        /// A prevention registers against the pending card (AM-D5).
        Prevents { name: Text, card: String, against: String } => "cards-note-prevents",
        /// A piece is immune to the card: it does not move.
        ImmuneStays { piece: PieceAt, card: String } => "cards-note-immune-stays",
        /// An effect forbids relocating the piece by cards.
        RelocationForbidden { by: String, piece: PieceAt } => "cards-note-relocation-forbidden",
        /// A piece is immune: no capture or elimination.
        ImmuneNotRemoved { piece: PieceAt, card: String, capture: bool } => "cards-note-immune-not-removed",
        /// A prevention stops the capture or elimination of a piece.
        PreventedRemoval { piece: PieceAt, capture: bool } => "cards-note-prevented-removal",
        /// An effect protects a piece from capture or elimination.
        ProtectedBy { by: String, piece: PieceAt, capture: bool } => "cards-note-protected-by",
        /// A piece captures another.
        Captures { piece: PieceAt, victim: PieceAt } => "cards-note-captures",
        /// A piece is relocated by a card.
        Relocated { piece: PieceAt, to: Square, motion: Motion, licence: bool } => "cards-note-relocated",
        /// The king moved: castling rights are lost (AM-G12).
        CastlingLost { player: Color } => "cards-note-castling-lost",
        /// The previous move gave check: the next is not played.
        SecondMoveNotPlayed { mv: String } => "cards-note-second-move-not-played",
        /// The capture does not happen: the move is not played.
        CaptureNotPlayed { mv: String } => "cards-note-capture-not-played",
        /// A card's standard move.
        CardMove { n: usize, card: String, mv: String } => "cards-note-card-move",
        /// A piece is eliminated (AM-R10).
        Eliminated { piece: PieceAt } => "cards-note-eliminated",
        /// A captured piece returns to the board (AM-R10).
        Returned { role: Role, to: Square } => "cards-note-returned",
        /// Two pieces swap squares.
        Swapped { piece: PieceAt, other: PieceAt } => "cards-note-swapped",
        /// A pawn advances.
        PawnAdvances { piece: PieceAt, to: Square } => "cards-note-pawn-advances",
        /// A pawn promotes (AM-G12).
        Promotes { to: Square, role: Role } => "cards-note-promotes",
        /// This advance creates no en-passant right (AM-G12).
        NoEnPassantRight => "cards-note-no-en-passant-right",
        /// A piece is immune: it does not change.
        ImmuneUnchanged { piece: PieceAt, card: String } => "cards-note-immune-unchanged",
        /// A piece changes kind; anchored effects end (AM-D8).
        Transformed { piece: PieceAt, role: Role } => "cards-note-transformed",
        /// A piece is immune: the effect does not apply to it.
        ImmuneToEffect { piece: PieceAt, card: String } => "cards-note-immune-to-effect",
        /// A lasting effect is put on the table (AM-D7).
        EffectAdded { name: Text, card: String, anchor: AnchorName, counter: u8, ends: u32 } => "cards-note-effect-added",
        /// A conditional counter finds none of the owner's pieces targeted (AM-D11).
        CounterConditionUnmet { pending: String, player: Color, card: String } => "cards-note-counter-condition-unmet",
        /// A counter registers against the pending card (AM-D4).
        Counters { card: String, pending: String } => "cards-note-counters",
        /// A shield registers on a piece against the pending card (AM-D6).
        Shields { name: Text, card: String, piece: PieceAt, against: String } => "cards-note-shields",
        /// The capturing move is taken back (AM-G6).
        Rewound => "cards-note-rewound",
        // ---- ED family.
        /// A card is drawn and shown (ED-R2).
        Drew { player: Color, card: String, name: Text } => "cards-note-drew",
        /// The discard pile is reshuffled into a new pile (ED-R1).
        Reshuffled { count: usize } => "cards-note-reshuffled",
        /// A movement card: which pieces must move (ED-R3).
        MustMoveShown { left: u8, pieces: Roles, best: u8 } => "cards-note-must-move-shown",
        /// The player loses the turn (ED-C5).
        LosesTurn { player: Color } => "cards-note-loses-turn",
        /// An action card waits for the player's choice (ED-R3).
        ChoiceDeclared => "cards-note-choice-declared",
        /// A bomb: the player chooses the piece (ED-C7).
        BombChoice { variant: crate::record::BombVariant } => "cards-note-bomb-choice",
        /// A bomb removes pieces of the zone (ED-C7).
        BombRemoves { variant: crate::record::BombVariant, count: usize } => "cards-note-bomb-removes",
        /// A second veto is discarded: the opponent already keeps one (ED-C9).
        VetoDiscarded => "cards-note-veto-discarded",
        /// A second veto goes to the opponent (ED-C9).
        VetoGiven => "cards-note-veto-given",
        /// A special card is kept face up (ED-R4).
        SpecialKept => "cards-note-special-kept",
        /// An objective is kept (ED-C10).
        ObjectiveKept { goal: crate::deck::ed::Goal, prize: Role } => "cards-note-objective-kept",
        /// Another temporal card appears: the old one ends (ED-C11).
        TemporalReplaced { card: String } => "cards-note-temporal-replaced",
        /// Harakiri: colours swap (ED-C11).
        ColoursSwap => "cards-note-colours-swap",
        /// A temporal effect comes into force (ED-C11).
        TemporalInForce { effect: crate::deck::ed::Temporal, player: Color } => "cards-note-temporal-in-force",
        /// The joker finds nothing to steal (ED-C12).
        JokerNothing => "cards-note-joker-nothing",
        /// The joker's owner chooses the card to steal (ED-C12).
        JokerChoice => "cards-note-joker-choice",
        /// The joker steals a card (ED-C12).
        Steals { player: Color, card: String } => "cards-note-steals",
        /// A blank card without a definition: a normal move follows (ED-C13).
        NoEffect => "cards-note-no-effect",
        /// An action card cannot be obeyed: it is discarded (ED-R3).
        CannotObey { card: String, why: Why } => "cards-note-cannot-obey",
        /// 1st edition: the turn is lost (ED-N1).
        FirstEditionLosesTurn => "cards-note-first-edition-loses-turn",
        /// 2nd edition: a normal move follows (ED-N1).
        SecondEditionFreeMove => "cards-note-second-edition-free-move",
        /// The card leaves the opponent in check: the turn ends at once (ED-R6).
        CardChecksTurnEnds { player: Color } => "cards-note-card-checks-turn-ends",
        /// The turn passes with the king in check: the king is captured (ED-R5).
        KingCaptured { player: Color, winner: Color } => "cards-note-king-captured",
        /// Super-knights: the second knight move (ED-C11).
        SecondKnightMove { mv: String } => "cards-note-second-knight-move",
        /// Super-knights: no second move (ED-C11).
        NoSecondKnightMove => "cards-note-no-second-knight-move",
        /// A shown piece moves as the card demands (ED-C1…ED-C3).
        ShownPieceMoves { player: Color, role: Role, mv: String, card: String } => "cards-note-shown-piece-moves",
        /// Check ends the turn at once (ED-R6).
        CheckEndsTurn => "cards-note-check-ends-turn",
        /// The other shown pieces cannot move: obeyed as far as possible (ED-R3).
        PartlyObeyed => "cards-note-partly-obeyed",
        /// A normal move (ED-R2), or another move after a veto (ED-C9).
        NormalMove { player: Color, mv: String, redo: bool } => "cards-note-normal-move",
        /// Lead king: in check with only king moves, the owner loses (ED-C11).
        LeadKing { player: Color } => "cards-note-lead-king",
        /// Check (ED-R6).
        Check { player: Color } => "cards-note-check",
        /// Checkmate ends the game at once (ED-R8).
        MateAtOnce { winner: Color } => "cards-note-mate-at-once",
        /// Checkmate at the end of the turn (ED-R8).
        MateAtTurnEnd { winner: Color } => "cards-note-mate-at-turn-end",
        /// A move is owed, the player is in check with none: checkmate (ED-R8).
        OwedMoveMate { player: Color, winner: Color } => "cards-note-owed-move-mate",
        /// A move is owed and there is none: stalemate (ED-R8).
        OwedMoveStalemate { player: Color } => "cards-note-owed-move-stalemate",
        /// The opponent would be stalemated, but the turn goes on (ED-R8).
        StalemateMidTurn => "cards-note-stalemate-mid-turn",
        /// An objective is met: the prize is claimed now or lost (ED-C10).
        ObjectiveMet { goal: crate::deck::ed::Goal, prize: Role } => "cards-note-objective-met",
        /// An objective is met without the prize piece captured (ED-C10).
        ObjectiveMetNoPrize { goal: crate::deck::ed::Goal, prize: Role } => "cards-note-objective-met-no-prize",
        /// The prize is claimed (ED-C10).
        PrizeClaimed { role: Role, to: Square } => "cards-note-prize-claimed",
        /// The prize was not claimed in time: it is lost (ED-C10).
        PrizeLost => "cards-note-prize-lost",
        /// "I don't like your move": the move is taken back (ED-C9).
        Vetoed { player: Color, mv: String } => "cards-note-vetoed",
        /// Swap (ED-C4) done.
        RelocateDone { from: Square, to: Square } => "cards-note-relocate-done",
        /// Remove (ED-C6) done.
        RemoveDone { square: Square } => "cards-note-remove-done",
        /// Bomb (ED-C7) done.
        BombDone { square: Square } => "cards-note-bomb-done",
        /// Recover (ED-C8) done.
        RecoverDone { to: Square } => "cards-note-recover-done",
        /// The card gives check (ED-R6).
        CardGivesCheck { player: Color } => "cards-note-card-gives-check",
        /// The game starts in a finished position (mate, stalemate, dead position).
        StartsEnded => "cards-note-starts-ended",
    }
}

#[cfg(test)]
mod anchor_squares {
    use super::AnchorName;
    use arbitro_rules::shakmaty::Square;

    fn names(anchor: AnchorName) -> Vec<String> {
        let mut v: Vec<String> = anchor.squares().iter().map(ToString::to_string).collect();
        v.sort();
        v
    }

    #[test]
    fn each_anchor_covers_its_squares() {
        assert_eq!(names(AnchorName::Piece(Square::E4)), ["e4"]);
        assert_eq!(names(AnchorName::Block(Square::B2)), ["b2", "b3", "c2", "c3"]);
        assert_eq!(names(AnchorName::File('d')).len(), 8);
        assert!(names(AnchorName::Rank('5')).iter().all(|s| s.ends_with('5')));
        assert_eq!(names(AnchorName::QueenSide).len(), 32);
        assert!(names(AnchorName::KingSide).iter().all(|s| s.as_str() >= "e"));
        assert!(names(AnchorName::Player).is_empty());
    }
}
