//! The disputed situation as an arbiter enters it ([`Setup`]): position,
//! hands, captured pieces, effects on the table, the pending card and open
//! window (AM), the kept specials, the card just drawn and the top of the
//! pile (ED). A setup is raw data, read from and written to the start of a
//! game record (`arbitro-game/1`, `schemas/game.schema.json`); the one
//! constructor [`Game::from_setup`](crate::Game::from_setup) validates it
//! and lists every reason it is refused ([`SetupError`]), each a typed
//! [`SetupReason`] with its JSON path.

use arbitro_i18n::{Arg, Lang, Message, render};
use arbitro_rules::shakmaty::fen::Fen;
use arbitro_rules::shakmaty::{
    Bitboard, Board, CastlingMode, CastlingSide, Chess, Color, FromSetup, Piece, PositionErrorKinds, Role,
    Setup as ChessSetup, Square,
};
use serde::{Deserialize, Serialize};

use crate::deck::vocabulary::PieceKind;
use crate::deck::{Family, Window};
use crate::reason::Why;
use crate::record::{
    ByColour, Colour, Deal, DeckRef, EffectRecord, GAME_FORMAT, GameRecord, PendingRecord, Rules, Start,
    WindowRecord,
};
use crate::text::PieceAt;

/// Everything a game state is made of, as entered: the start of a game
/// record without its events. Validated by
/// [`Game::from_setup`](crate::Game::from_setup).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Setup {
    /// Family, mode and options (ED: edition, "Carta Obligatoria", bomb variant).
    pub rules: Rules,
    /// Deck id and version (AM-R16).
    pub deck: DeckRef,
    /// The position (FEN; Chess960 castling rules when it says so).
    pub start: Start,
    /// A seeded deal: the hands (AM) or the draw pile (ED) it shuffles.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<Deal>,
    /// AM: each player's hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hands: Option<ByColour<Vec<String>>>,
    /// Pieces of each colour off the board.
    #[serde(default)]
    pub captured: ByColour<Vec<PieceKind>>,
    /// The discard pile.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discard: Vec<String>,
    /// AM: effects on the table (card, owner, anchor, turns left).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<EffectRecord>,
    /// AM, Advanced mode: the committed card waiting for a reaction window.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<PendingRecord>,
    /// AM: the window open (a reaction window, or the checkmate save window).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub window: Option<WindowRecord>,
    /// AM: the player whose turn is move-only after a save (AM-R12).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_only: Option<Colour>,
    /// ED: the whole draw pile, top first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pile: Option<Vec<String>>,
    /// ED: the known top of the draw pile (the rest shuffled from the deal's seed).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pile_top: Vec<String>,
    /// ED: the special cards each player keeps (the temporal card in force among them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kept: Option<ByColour<Vec<String>>>,
    /// ED: the card the side to move has just drawn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drawn: Option<String>,
}

impl Setup {
    /// A dispute's situation before the arbiter sets it up: the standard
    /// start position, empty hands (AM) or no kept specials and a pile
    /// shuffled from seed 0 (ED), nothing on the table.
    pub fn blank(rules: Rules, deck: DeckRef) -> Setup {
        let magico = rules.family == Family::Magico;
        Setup {
            rules,
            deck,
            start: Start {
                fen: PositionSetup::standard().to_fen(),
                chess960: false,
            },
            deal: (!magico).then_some(Deal { seed: 0 }),
            hands: magico.then(ByColour::default),
            captured: ByColour::default(),
            discard: Vec::new(),
            effects: Vec::new(),
            pending: None,
            window: None,
            move_only: None,
            pile: None,
            pile_top: Vec::new(),
            kept: (!magico).then(ByColour::default),
            drawn: None,
        }
    }

    /// The start of a game record.
    pub fn from_record(record: &GameRecord) -> Setup {
        Setup {
            rules: record.rules.clone(),
            deck: record.deck.clone(),
            start: record.start.clone(),
            deal: record.deal.clone(),
            hands: record.hands.clone(),
            captured: record.captured.clone(),
            discard: record.discard.clone(),
            effects: record.effects.clone(),
            pending: record.pending.clone(),
            window: record.window.clone(),
            move_only: record.move_only,
            pile: record.pile.clone(),
            pile_top: record.pile_top.clone(),
            kept: record.kept.clone(),
            drawn: record.drawn.clone(),
        }
    }

    /// A game record starting from this setup, without events.
    pub fn to_record(&self) -> GameRecord {
        GameRecord {
            format: GAME_FORMAT.to_string(),
            title: None,
            covers: Vec::new(),
            meta: None,
            rules: self.rules.clone(),
            deck: self.deck.clone(),
            start: self.start.clone(),
            deal: self.deal.clone(),
            hands: self.hands.clone(),
            captured: self.captured.clone(),
            discard: self.discard.clone(),
            effects: self.effects.clone(),
            pile: self.pile.clone(),
            kept: self.kept.clone(),
            pile_top: self.pile_top.clone(),
            drawn: self.drawn.clone(),
            pending: self.pending.clone(),
            window: self.window.clone(),
            move_only: self.move_only,
            events: Vec::new(),
            expect: None,
        }
    }

    /// Reads a setup from a game record's text (schema-checked; its events, if
    /// any, are ignored).
    pub fn parse(text: &str) -> Result<Setup, crate::CardsError> {
        Ok(Setup::from_record(&GameRecord::parse(text)?))
    }

    /// The setup as a game record's JSON text.
    pub fn to_json(&self) -> String {
        self.to_record().to_json()
    }
}

/// Everything wrong with a setup: every problem found, none left out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the setup is refused: {}", self.problems.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("; "))]
pub struct SetupError {
    /// Every problem, in the order of the fields.
    pub problems: Vec<SetupProblem>,
}

/// "La disposición no es válida (2 problemas): …".
impl Message for SetupError {
    fn code(&self) -> &str {
        "cards-setup-refused"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        vec![
            ("count", Arg::from(self.problems.len())),
            (
                "problems",
                Arg::List(self.problems.iter().map(|p| p as &dyn Message).collect()),
            ),
        ]
    }
}

/// One reason a setup is refused, with the JSON path of the field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupProblem {
    /// JSON path of the field in the game record (`$.hands.white[2]`).
    pub path: String,
    /// What is wrong.
    pub reason: SetupReason,
}

impl SetupProblem {
    /// A problem of the field at `path`.
    pub fn new(path: impl Into<String>, reason: SetupReason) -> SetupProblem {
        SetupProblem {
            path: path.into(),
            reason,
        }
    }
}

impl std::fmt::Display for SetupProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path, render(Lang::En, &self.reason))
    }
}

impl Message for SetupProblem {
    fn code(&self) -> &str {
        "cards-problem"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        vec![
            ("path", Arg::from(&self.path)),
            ("detail", Arg::Message(&self.reason)),
        ]
    }
}

/// The part of a FEN text that does not read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FenPart {
    /// The text as a whole (too few or too many fields).
    Whole,
    /// The piece placement.
    Board,
    /// The side to move.
    Turn,
    /// The castling rights.
    Castling,
    /// The en-passant square.
    EnPassant,
    /// The half-move clock.
    Halfmoves,
    /// The move number.
    Fullmoves,
}

impl FenPart {
    /// The part shakmaty's parse error names.
    pub fn of(e: &arbitro_rules::shakmaty::fen::ParseFenError) -> FenPart {
        use arbitro_rules::shakmaty::fen::ParseFenError as E;
        match e {
            E::InvalidBoard | E::InvalidPocket => FenPart::Board,
            E::InvalidTurn => FenPart::Turn,
            E::InvalidCastling => FenPart::Castling,
            E::InvalidEpSquare => FenPart::EnPassant,
            E::InvalidHalfmoveClock => FenPart::Halfmoves,
            E::InvalidFullmoves => FenPart::Fullmoves,
            _ => FenPart::Whole,
        }
    }
}

impl crate::text::ToArgs for FenPart {
    fn to_args<'a>(&'a self, names: &crate::text::ArgNames, out: &mut arbitro_i18n::Args<'a>) {
        out.push((
            names.base,
            Arg::from(match self {
                FenPart::Whole => "whole",
                FenPart::Board => "board",
                FenPart::Turn => "turn",
                FenPart::Castling => "castling",
                FenPart::EnPassant => "en-passant",
                FenPart::Halfmoves => "halfmoves",
                FenPart::Fullmoves => "fullmoves",
            }),
        ));
    }
}

/// What is wrong with a FEN position, as the rules of chess see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PositionFault {
    /// The board is empty.
    EmptyBoard,
    /// A king is missing.
    MissingKing,
    /// More than one king of a colour.
    TooManyKings,
    /// A pawn on rank 1 or 8.
    PawnsOnBackRank,
    /// The side not to move is in check.
    OppositeCheck,
    /// Castling rights the position does not allow.
    InvalidCastling,
    /// An en-passant square the position does not allow.
    InvalidEnPassant,
    /// A check no legal move could have given.
    ImpossibleCheck,
    /// More pieces than a game can have.
    TooMuchMaterial,
}

impl PositionFault {
    /// Every fault shakmaty reports in `kinds`.
    pub fn of(kinds: PositionErrorKinds) -> Vec<PositionFault> {
        let map = [
            (PositionErrorKinds::EMPTY_BOARD, PositionFault::EmptyBoard),
            (PositionErrorKinds::MISSING_KING, PositionFault::MissingKing),
            (PositionErrorKinds::TOO_MANY_KINGS, PositionFault::TooManyKings),
            (
                PositionErrorKinds::PAWNS_ON_BACKRANK,
                PositionFault::PawnsOnBackRank,
            ),
            (PositionErrorKinds::OPPOSITE_CHECK, PositionFault::OppositeCheck),
            (
                PositionErrorKinds::INVALID_CASTLING_RIGHTS,
                PositionFault::InvalidCastling,
            ),
            (
                PositionErrorKinds::INVALID_EP_SQUARE,
                PositionFault::InvalidEnPassant,
            ),
            (
                PositionErrorKinds::IMPOSSIBLE_CHECK,
                PositionFault::ImpossibleCheck,
            ),
            (
                PositionErrorKinds::TOO_MUCH_MATERIAL,
                PositionFault::TooMuchMaterial,
            ),
        ];
        map.into_iter()
            .filter(|(k, _)| kinds.contains(*k))
            .map(|(_, f)| f)
            .collect()
    }
}

impl crate::text::ToArgs for PositionFault {
    fn to_args<'a>(&'a self, names: &crate::text::ArgNames, out: &mut arbitro_i18n::Args<'a>) {
        out.push((
            names.base,
            Arg::from(match self {
                PositionFault::EmptyBoard => "empty-board",
                PositionFault::MissingKing => "missing-king",
                PositionFault::TooManyKings => "too-many-kings",
                PositionFault::PawnsOnBackRank => "pawns-on-back-rank",
                PositionFault::OppositeCheck => "opposite-check",
                PositionFault::InvalidCastling => "invalid-castling",
                PositionFault::InvalidEnPassant => "invalid-en-passant",
                PositionFault::ImpossibleCheck => "impossible-check",
                PositionFault::TooMuchMaterial => "too-much-material",
            }),
        ));
    }
}

impl crate::text::ToArgs for Family {
    fn to_args<'a>(&'a self, names: &crate::text::ArgNames, out: &mut arbitro_i18n::Args<'a>) {
        out.push((names.base, Arg::from(self.as_str())));
    }
}

crate::text::catalogue! {
    /// Why a setup (the start of a record) is refused. Each variant is one
    /// message of the catalogue (`cards-setup-…`) and names the rule it rests on.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum SetupReason {
        // ---- Deck and rules (AM-R16, DECKS.md).
        /// The deck belongs to another family.
        DeckFamily { deck: String, family: Family } => "cards-setup-deck-family",
        /// The record names another deck.
        DeckId { expected: String } => "cards-setup-deck-id",
        /// The record uses another version of the deck (AM-R16).
        DeckVersion { deck: String, used: String, loaded: String } => "cards-setup-deck-version",
        /// An option of the ED family in an AM game.
        EdOption { option: &'static str } => "cards-setup-ed-option",
        /// King capture needs "Carta Obligatoria" (ED-R5).
        KingCaptureNeedsMandatory => "cards-setup-king-capture-needs-mandatory",
        /// A field of the ED family in an AM game.
        EdField { field: &'static str } => "cards-setup-ed-field",
        /// A field of the AM family in an ED game.
        AmField { field: &'static str } => "cards-setup-am-field",
        // ---- Position (FI-3, AM-G12).
        /// Not a FEN.
        NotFen { part: FenPart } => "cards-setup-not-fen",
        /// The position breaks the rules of chess.
        Position { fault: PositionFault } => "cards-setup-position",
        /// Not a Chess960 start position number (0–959, F9-1).
        Chess960Number { number: u32 } => "cards-setup-chess960-number",
        // ---- Cards (AM-R3, AM-R4, ED-R1).
        /// Not a card of the deck.
        UnknownCard { card: String, deck: String } => "cards-setup-unknown-card",
        /// An instruction card is never played (DECKS.md).
        InstructionCard { card: String } => "cards-setup-instruction-card",
        /// A physical card used twice.
        CardTwice { card: String, first: String } => "cards-setup-card-twice",
        /// The hands differ from the deal of the seed (AM-R3).
        HandsDifferFromDeal { seed: u64 } => "cards-setup-hands-differ-from-deal",
        /// Hands or a deal seed are needed (AM-R3).
        NeedsHands => "cards-setup-needs-hands",
        /// A pile or a deal seed is needed (ED-R1).
        NeedsPile => "cards-setup-needs-pile",
        /// Both a whole pile and its known top.
        PileTwice => "cards-setup-pile-twice",
        // ---- Captured pieces.
        /// More pieces of a colour than a game has.
        TooManyPieces { player: Color, count: usize } => "cards-setup-too-many-pieces",
        /// More pawns of a colour than a game has.
        TooManyPawns { player: Color, count: usize } => "cards-setup-too-many-pawns",
        // ---- Effects on the table (AM-D7, AM-D8, AM-R5).
        /// The card leaves no lasting effect.
        NoLastingEffect { card: String } => "cards-setup-no-lasting-effect",
        /// An active effect's counter is at least 1.
        CounterZero => "cards-setup-counter-zero",
        /// A counter above the card's duration.
        CounterTooHigh { card: String, counter: u8, turns: u8 } => "cards-setup-counter-too-high",
        /// No piece on the square to anchor to.
        NoPieceToAnchor { square: Square } => "cards-setup-no-piece-to-anchor",
        /// The anchored piece is not one the card may take (AM-D8).
        AnchorIneligible { card: String, piece: PieceAt } => "cards-setup-anchor-ineligible",
        /// Not an anchor.
        NotAnAnchor { text: String } => "cards-setup-not-an-anchor",
        /// Not a square.
        NotASquare { text: String } => "cards-setup-not-a-square",
        // ---- ED kept specials (ED-R4, ED-C9, ED-C11).
        /// Only one temporal card is in force at a time.
        OneTemporal => "cards-setup-one-temporal",
        /// Not a special card that is kept.
        NotKept { card: String } => "cards-setup-not-kept",
        /// Vetoes are not stacked.
        VetoesStacked => "cards-setup-vetoes-stacked",
        /// A card is drawn in check (ED-R7).
        DrawnInCheck { player: Color } => "cards-setup-drawn-in-check",
        // ---- The pending card and the open window (AM-R14, AM-D2, AM-D9, AM-R12).
        /// A pending card needs Advanced mode.
        PendingNeedsAdvanced => "cards-setup-pending-needs-advanced",
        /// Only an action or save card waits for a window.
        PendingKind { card: String } => "cards-setup-pending-kind",
        /// The pending card is committed by the side to move.
        PendingByToMove { turn: Color } => "cards-setup-pending-by-to-move",
        /// The pending card's declaration does not read.
        PendingDeclaration { why: Why } => "cards-setup-pending-declaration",
        /// The declared pieces do not match the piece targets.
        PendingPieces { count: usize } => "cards-setup-pending-pieces",
        /// Not a piece letter of FEN.
        NotAPiece { text: String } => "cards-setup-not-a-piece",
        /// The opponent holds nothing to react with: the card would have resolved.
        PendingNoReaction { player: Color } => "cards-setup-pending-no-reaction",
        /// A window names no kind.
        WindowEmpty => "cards-setup-window-empty",
        /// `own_turn` is not a window that opens.
        WindowOwnTurn => "cards-setup-window-own-turn",
        /// Reaction windows need Advanced mode.
        WindowNeedsAdvanced => "cards-setup-window-needs-advanced",
        /// Save cards are off in Classic mode under the options.
        SaveWindowOff => "cards-setup-save-window-off",
        /// The after-card window opens for the opponent of the pending card's owner.
        AfterCardWindow { player: Color } => "cards-setup-after-card-window",
        /// An after-card window without a pending card.
        AfterCardWithoutPending => "cards-setup-after-card-without-pending",
        /// An impact window opens for the side to move.
        ImpactWindowPlayer { player: Color } => "cards-setup-impact-window-player",
        /// The save window opens for the side to move when checkmated.
        SaveWindowNotMated { player: Color } => "cards-setup-save-window-not-mated",
        /// A window opens only for a player with a card to play in it.
        WindowNothingToPlay { player: Color } => "cards-setup-window-nothing-to-play",
        /// The trigger square holds no piece.
        TriggerEmpty { square: Square } => "cards-setup-trigger-empty",
        /// The move-only turn is the side to move's.
        MoveOnlyNotToMove { player: Color } => "cards-setup-move-only-not-to-move",
    }
}

/// Serialised as its message as data and its text in both languages.
impl Serialize for SetupProblem {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("SetupProblem", 4)?;
        st.serialize_field("path", &self.path)?;
        st.serialize_field("reason", &arbitro_i18n::MessageData::of(&self.reason))?;
        st.serialize_field("es", &render(Lang::Es, &self.reason))?;
        st.serialize_field("en", &render(Lang::En, &self.reason))?;
        st.end()
    }
}

/// A castling right: a colour and a side (the rook on that side, outermost
/// in Chess960 as X-FEN reads `K`/`Q`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CastlingRight {
    /// Whose right.
    pub colour: Color,
    /// Which side.
    pub side: CastlingSide,
}

/// A position being set up square by square: the pieces, the side to move,
/// castling rights and en passant, written to and read from FEN. Its
/// queries tell what the rules allow (castling rights the kings and rooks
/// allow, en-passant squares a double step allows) and everything wrong
/// with it, so that an editor never decides legality itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionSetup {
    /// The pieces.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// Castling rights.
    pub castling: Vec<CastlingRight>,
    /// The en-passant square (the square the capturing pawn lands on).
    pub en_passant: Option<Square>,
    /// Half-moves since the last capture or pawn move (FI-9.3).
    pub halfmoves: u32,
    /// The move number.
    pub fullmoves: u32,
    /// Chess960 castling rules (F9-2).
    pub chess960: bool,
}

impl PositionSetup {
    /// An empty board, White to move.
    pub fn empty() -> PositionSetup {
        PositionSetup {
            board: Board::empty(),
            turn: Color::White,
            castling: Vec::new(),
            en_passant: None,
            halfmoves: 0,
            fullmoves: 1,
            chess960: false,
        }
    }

    /// The standard start position.
    pub fn standard() -> PositionSetup {
        let mut p = PositionSetup {
            board: Board::new(),
            ..PositionSetup::empty()
        };
        p.castling = p.castling_options();
        p
    }

    /// Chess960 start position `number` (0–959, F9-1).
    pub fn chess960(number: u32) -> Option<PositionSetup> {
        let pos = arbitro_rules::Position::chess960(number).ok()?;
        PositionSetup::from_fen(&pos.shredder_fen(), true).ok()
    }

    /// Reads a FEN (X-FEN or Shredder-FEN for Chess960).
    pub fn from_fen(text: &str, chess960: bool) -> Result<PositionSetup, SetupReason> {
        let fen = Fen::from_ascii(text.trim().as_bytes()).map_err(|e| SetupReason::NotFen {
            part: FenPart::of(&e),
        })?;
        let setup = fen.into_setup();
        let mut castling = Vec::new();
        for rook in setup.castling_rights {
            let colour = if rook.rank() == arbitro_rules::shakmaty::Rank::First {
                Color::White
            } else {
                Color::Black
            };
            let side = match setup.board.king_of(colour) {
                Some(k) if rook.file() < k.file() => CastlingSide::QueenSide,
                _ => CastlingSide::KingSide,
            };
            castling.push(CastlingRight { colour, side });
        }
        Ok(PositionSetup {
            board: setup.board,
            turn: setup.turn,
            castling,
            en_passant: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.get(),
            chess960,
        })
    }

    fn chess_setup(&self) -> ChessSetup {
        let mut rights = Bitboard::EMPTY;
        for r in &self.castling {
            if let Some(rook) = castling_rook(&self.board, *r) {
                rights.add(rook);
            }
        }
        ChessSetup {
            board: self.board.clone(),
            promoted: Bitboard::EMPTY,
            pockets: None,
            turn: self.turn,
            castling_rights: rights,
            ep_square: self.en_passant,
            remaining_checks: None,
            halfmoves: self.halfmoves,
            fullmoves: std::num::NonZeroU32::new(self.fullmoves.max(1)).unwrap_or(std::num::NonZeroU32::MIN),
        }
    }

    /// The position as FEN (castling as X-FEN writes it: `K`/`Q` for the
    /// outermost rooks, which is also how Chess960 reads them).
    pub fn to_fen(&self) -> String {
        Fen::try_from_setup(self.chess_setup())
            .unwrap_or_else(arbitro_rules::shakmaty::fen::LossyFenError::ignore)
            .to_string()
    }

    fn mode(&self) -> CastlingMode {
        if self.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        }
    }

    /// The castling rights the placement allows: the king on its back rank
    /// (its initial square in standard chess) with a rook on that side (its
    /// corner in standard chess).
    pub fn castling_options(&self) -> Vec<CastlingRight> {
        let mut out = Vec::new();
        for colour in [Color::White, Color::Black] {
            for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                let right = CastlingRight { colour, side };
                if castling_rook(&self.board, right).is_some()
                    && (self.chess960 || standard_castling_squares(&self.board, right))
                {
                    out.push(right);
                }
            }
        }
        out
    }

    /// The en-passant squares the placement allows for the side to move: a
    /// pawn of the opponent that may just have made a double step, with the
    /// squares it passed empty.
    pub fn en_passant_options(&self) -> Vec<Square> {
        let them = !self.turn;
        let (pawn_rank, passed_rank, start_rank) = match them {
            Color::White => (3u32, 2u32, 1u32),
            Color::Black => (4, 5, 6),
        };
        let mut out = Vec::new();
        for sq in self.board.by_piece(Piece {
            color: them,
            role: Role::Pawn,
        }) {
            if sq.rank().to_u32() != pawn_rank {
                continue;
            }
            let passed = Square::from_coords(sq.file(), arbitro_rules::shakmaty::Rank::new(passed_rank));
            let start = Square::from_coords(sq.file(), arbitro_rules::shakmaty::Rank::new(start_rank));
            if self.board.piece_at(passed).is_none() && self.board.piece_at(start).is_none() {
                out.push(passed);
            }
        }
        out
    }

    /// Everything the rules of chess find wrong with the position (empty when
    /// it is playable). Castling rights and en-passant squares that the
    /// placement does not allow are reported too.
    pub fn problems(&self) -> Vec<SetupReason> {
        match Chess::from_setup(self.chess_setup(), self.mode()) {
            Ok(_) => Vec::new(),
            Err(e) => PositionFault::of(e.kinds())
                .into_iter()
                .map(|fault| SetupReason::Position { fault })
                .collect(),
        }
    }
}

/// The rook a castling right uses: in standard chess the corner rook, in
/// Chess960 the outermost rook of that side on the back rank (X-FEN).
fn castling_rook(board: &Board, right: CastlingRight) -> Option<Square> {
    let rank = right.colour.backrank();
    let king = board.king_of(right.colour).filter(|k| k.rank() == rank)?;
    let rooks = board.by_piece(Piece {
        color: right.colour,
        role: Role::Rook,
    }) & Bitboard::from_rank(rank);
    match right.side {
        CastlingSide::KingSide => rooks
            .into_iter()
            .filter(|r| r.file() > king.file())
            .max_by_key(|r| r.file()),
        CastlingSide::QueenSide => rooks
            .into_iter()
            .filter(|r| r.file() < king.file())
            .min_by_key(|r| r.file()),
    }
}

fn standard_castling_squares(board: &Board, right: CastlingRight) -> bool {
    use arbitro_rules::shakmaty::File;
    let rank = right.colour.backrank();
    let king = Square::from_coords(File::E, rank);
    let rook = Square::from_coords(
        match right.side {
            CastlingSide::KingSide => File::H,
            CastlingSide::QueenSide => File::A,
        },
        rank,
    );
    board.piece_at(king)
        == Some(Piece {
            color: right.colour,
            role: Role::King,
        })
        && board.piece_at(rook)
            == Some(Piece {
                color: right.colour,
                role: Role::Rook,
            })
}

/// The windows a setup may name for a window of `player` (for editors).
pub fn window_kinds() -> &'static [Window] {
    &[
        Window::AfterCard,
        Window::AfterCapture,
        Window::AfterCheck,
        Window::AfterPromotion,
        Window::AfterCastling,
        Window::AfterEnPassant,
        Window::AfterMate,
        Window::CheckmateSave,
    ]
}
