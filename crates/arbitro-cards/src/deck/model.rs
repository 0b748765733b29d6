//! The deck file's data model: a deck, its cards, and each card's targets,
//! destination, choice and steps. The step and effect vocabularies are in
//! [`crate::deck::vocabulary`]; a card is data, never code.

use serde::{Deserialize, Serialize};

use super::ed::EdCard;
use super::vocabulary::{Condition, PieceKind, Side, Step, ZoneSpec};

/// A text in the two languages of a deck: Spanish is the official language,
/// English the translation (AM-AB).
pub use arbitro_i18n::Text as Bilingual;

/// The card-chess family a deck (and a game) belongs to. The family decides
/// the turn structure: hands and windows for `magico` (AM-*), a shared draw
/// pile for `ed` (ED-*).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "CardFamily"))]
pub enum Family {
    /// Ajedrez Mágico v2.0: dealt hands, windows, reactions (AM-*).
    Magico,
    /// Card chess with a shared 56-card draw deck (ED-*).
    Ed,
}

impl Family {
    /// The name used in files.
    pub fn as_str(self) -> &'static str {
        match self {
            Family::Magico => "magico",
            Family::Ed => "ed",
        }
    }
}

/// The rulebook a deck is written for (AM-R16: every event states version).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulebookRef {
    /// Rulebook name.
    pub name: String,
    /// Rulebook version.
    pub version: String,
}

/// A whole deck file (`schemas/deck.schema.json`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deck {
    /// Always `arbitro-deck/1`.
    pub format: String,
    /// Deck identifier, e.g. `AM-REF`.
    pub id: String,
    /// The family whose rules the cards follow.
    pub family: Family,
    /// Version of the card texts (AM-R16, AM-AE).
    pub version: String,
    /// Date of that version (`YYYY-MM-DD`).
    pub date: String,
    /// The rulebook the deck belongs to.
    pub rulebook: RulebookRef,
    /// Deck name.
    pub name: Bilingual,
    /// Where the canonical text lives, if anywhere.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// The cards, each with a unique code.
    pub cards: Vec<Card>,
    /// The deck's releases oldest first with their errata (AM-AE); absent:
    /// the current version is the only one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub history: Vec<Release>,
}

impl Deck {
    /// The index of the card with `code`, in any case and with blanks
    /// around it ignored (`am-07` is AM-07).
    pub fn index_of(&self, code: &str) -> Option<CardIdx> {
        let code = code.trim();
        self.cards
            .iter()
            .position(|c| c.code.eq_ignore_ascii_case(code))
            .map(|i| CardIdx(i as u16))
    }

    /// The card at `idx` (indices come from this deck).
    pub fn card(&self, idx: CardIdx) -> &Card {
        &self.cards[idx.0 as usize]
    }

    /// The code of the card at `idx`.
    pub fn code(&self, idx: CardIdx) -> &str {
        &self.cards[idx.0 as usize].code
    }
}

/// Position of a card in its deck: game state refers to cards by index.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardIdx(pub u16);

/// What a card is, which decides when it may be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum CardKind {
    /// Played in its owner's own turn, using the turn (AM-R8).
    Action,
    /// Played in the opponent's turn inside a window, Advanced mode only (AM-D3, AM-R14).
    Reaction,
    /// Played in the checkmate save window (AM-D9, AM-R12).
    Save,
    /// ED family: kept face up or used at once, then a normal move (ED-R4).
    Special,
    /// ED family: a summary-of-rules card, never shuffled into the draw pile.
    Instruction,
}

/// When a card may be played (AM-D2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Window {
    /// The owner's own turn, instead of a move.
    OwnTurn,
    /// Right after the opponent commits a card.
    AfterCard,
    /// Right after an opponent's move that captured.
    AfterCapture,
    /// Right after an opponent's move that gave check.
    AfterCheck,
    /// Right after an opponent's move that promoted.
    AfterPromotion,
    /// Right after an opponent's castling.
    AfterCastling,
    /// Right after an opponent's en-passant capture.
    AfterEnPassant,
    /// Right after an opponent's move that gave mate.
    AfterMate,
    /// The checkmate save window (AM-D9).
    CheckmateSave,
}

impl Window {
    /// Every window, in file order.
    pub const ALL: [Window; 9] = [
        Window::OwnTurn,
        Window::AfterCard,
        Window::AfterCapture,
        Window::AfterCheck,
        Window::AfterPromotion,
        Window::AfterCastling,
        Window::AfterEnPassant,
        Window::AfterMate,
        Window::CheckmateSave,
    ];

    /// The name used in files.
    pub fn as_str(self) -> &'static str {
        match self {
            Window::OwnTurn => "own_turn",
            Window::AfterCard => "after_card",
            Window::AfterCapture => "after_capture",
            Window::AfterCheck => "after_check",
            Window::AfterPromotion => "after_promotion",
            Window::AfterCastling => "after_castling",
            Window::AfterEnPassant => "after_en_passant",
            Window::AfterMate => "after_mate",
            Window::CheckmateSave => "checkmate_save",
        }
    }

    /// Windows opened by an opponent's move rather than a card (AM-R14 impact moves).
    pub fn is_impact(self) -> bool {
        matches!(
            self,
            Window::AfterCapture
                | Window::AfterCheck
                | Window::AfterPromotion
                | Window::AfterCastling
                | Window::AfterEnPassant
                | Window::AfterMate
        )
    }
}

/// How long an effect lasts and what it is anchored to (AM-D7, AM-D8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Duration {
    /// Number of the owner's turns it lasts (the visible counter's start value).
    pub turns: u8,
    /// What the effect is anchored to.
    pub anchor: AnchorKind,
}

/// What an effect is anchored to (AM-D8, AM-G4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AnchorKind {
    /// A piece: the effect ends when the piece leaves the board.
    Piece,
    /// A square, file, block or side of the board: the effect stays there.
    Zone,
    /// The owner as a player (e.g. "your pieces"): no square involved.
    Player,
}

/// An explicit licence a card grants (AM-G10: never implied, never inherited).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Licence {
    /// Move along a line ignoring the pieces in between.
    IgnoreBlocks,
    /// A pawn may advance two squares from any rank.
    PawnDoubleStepAnyRank,
}

/// One kind of target a card names, and how many (AM-G8).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TargetSpec {
    /// Name that steps and conditions use to refer to this target.
    pub id: String,
    /// What is selected.
    pub select: Select,
    /// Whose pieces, relative to the card's owner.
    #[serde(default = "Side::any")]
    pub side: Side,
    /// Which pieces (empty: any). Used by piece selections.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub roles: Vec<PieceKind>,
    /// The fixed zone of a `zone` selection.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zone: Option<ZoneSpec>,
    /// Eligibility conditions, all required at declaration and at resolution (AM-D11, AM-G3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
    /// Fewest targets of this kind.
    #[serde(default = "one")]
    pub min: u8,
    /// Most targets of this kind ("up to N", AM-G8).
    #[serde(default = "one")]
    pub max: u8,
}

fn one() -> u8 {
    1
}

/// What a target selection picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Select {
    /// Declared pieces, by their squares.
    Piece,
    /// A declared square.
    Square,
    /// A declared file (`file:d`).
    File,
    /// A declared 2×2 block by its lower-left square (`block:c3`).
    Block,
    /// The fixed zone named by the spec's `zone`.
    Zone,
    /// Every piece matching `side` and `roles`, found at resolution.
    AllPieces,
    /// The piece that made the move that opened the window.
    TriggerPiece,
    /// The owner as a player.
    Player,
    /// The opponent's card that opened the window.
    CommittedCard,
}

impl Select {
    /// Whether the player names this target in the event's `targets`.
    pub fn is_declared(self) -> bool {
        matches!(
            self,
            Select::Piece | Select::Square | Select::File | Select::Block
        )
    }
}

/// The square a card sends a piece to (the event's `to`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DestinationSpec {
    /// Conditions on the square.
    #[serde(default)]
    pub conditions: Vec<Condition>,
}

/// A piece letter the player chooses (the event's `choice`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChoiceSpec {
    /// Letters allowed.
    pub roles: Vec<PieceKind>,
    /// Whether the choice must be one of the owner's captured pieces.
    pub from: ChoiceSource,
}

/// Where a chosen piece comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChoiceSource {
    /// One of the owner's pieces already off the board.
    Captured,
    /// Any piece of the allowed letters.
    Any,
}

/// One card of a deck.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Card {
    /// Stable code used by scoresheets, records and precedents (e.g. `AM-15`).
    pub code: String,
    /// Card name.
    pub name: Bilingual,
    /// Card text, as printed.
    pub text: Bilingual,
    /// Action, reaction or save.
    pub kind: CardKind,
    /// When it may be played.
    pub window: Window,
    /// Duration and anchor of the effects it leaves on the table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration: Option<Duration>,
    /// Explicit licences (AM-G10).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub licences: Vec<Licence>,
    /// What the card acts on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targets: Vec<TargetSpec>,
    /// Where it sends a piece.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destination: Option<DestinationSpec>,
    /// A piece letter the player picks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choice: Option<ChoiceSpec>,
    /// The effect: steps run in order (AM-G7). Empty for ED cards.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<Step>,
    /// ED family: what the card does (ED-C1…ED-C13).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ed: Option<EdCard>,
}

impl Card {
    /// The target spec named `id`.
    pub fn target(&self, id: &str) -> Option<&TargetSpec> {
        self.targets.iter().find(|t| t.id == id)
    }

    /// Whether the card grants `licence`.
    pub fn has_licence(&self, licence: Licence) -> bool {
        self.licences.contains(&licence)
    }
}

/// One release of a deck: a version, its date, the version it replaces (none
/// for the first release) and the errata from that version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Release {
    /// The version this release is (the deck's `version` for the last one).
    pub version: String,
    /// Its date, `YYYY-MM-DD`.
    pub date: String,
    /// The version it replaces; absent on the first release.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replaces: Option<String>,
    /// The text changes from the replaced version, per card and field.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<Erratum>,
}

/// One text change of one card between a version and the one it replaces.
/// A card added has no `before`; a card removed has no `after`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Erratum {
    /// The card's code.
    pub card: String,
    /// Which text of the card changes.
    pub field: CardField,
    /// The text in the replaced version (absent: the card is new).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before: Option<Bilingual>,
    /// The text in this version (absent: the card is withdrawn).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<Bilingual>,
    /// Why it changed, in both languages.
    pub note: Bilingual,
}

/// A text of a card that errata may change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardField {
    /// The card's name.
    Name,
    /// The card's rules text.
    Text,
}

impl CardField {
    /// The name used in files.
    pub fn as_str(self) -> &'static str {
        match self {
            CardField::Name => "name",
            CardField::Text => "text",
        }
    }
}
