//! The state of a card game, in one place: the position and everything on
//! the table (effects with their counters), the cards (hands, pending,
//! discard), the flow of turns and windows, declarations ([`declaration`])
//! and the ED family's part ([`ed`]). These are data: the rules that change
//! them live in `am/`, `ed/` and the shared modules beside them, which import
//! this module and never the other way round.

pub mod declaration;
pub mod ed;

use arbitro_rules::shakmaty::{Bitboard, CastlingMode, Chess, Color, Piece, Role, Square};

use crate::deck::CardIdx;
use crate::deck::Window;
use crate::deck::vocabulary::Lasting;
use crate::geometry::Zone;
use crate::reason::Verdict;
use crate::terms::GameResult;
pub use declaration::Declaration;
pub use ed::EdState;

/// A set of windows (bit per [`Window`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct WindowSet(pub u16);

impl WindowSet {
    fn bit(w: Window) -> u16 {
        1 << (Window::ALL.iter().position(|x| *x == w).unwrap_or(0) as u16)
    }

    /// Adds a window.
    pub fn insert(&mut self, w: Window) {
        self.0 |= Self::bit(w);
    }

    /// Whether it holds `w`.
    pub fn contains(self, w: Window) -> bool {
        self.0 & Self::bit(w) != 0
    }

    /// Whether it is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The windows it holds, in file order.
    pub fn iter(self) -> impl Iterator<Item = Window> {
        Window::ALL.into_iter().filter(move |w| self.contains(*w))
    }
}

/// What an effect is anchored to (AM-D8).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Anchor {
    /// A piece, followed as it moves; the effect ends when it leaves the board.
    Piece {
        /// Where the piece stands now.
        square: Square,
        /// Which piece it is.
        piece: Piece,
    },
    /// A zone of the board; the effect stays there.
    Zone(ZoneAnchor),
    /// The owner as a player.
    Player,
    /// Nothing: a failed card kept visible with its counter (AM-R5).
    None,
}

/// A zone anchor: its label and squares.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ZoneAnchor {
    /// Label as written in records.
    pub label: String,
    /// Squares covered.
    pub squares: Bitboard,
}

impl From<Zone> for ZoneAnchor {
    fn from(z: Zone) -> ZoneAnchor {
        ZoneAnchor {
            label: z.label,
            squares: z.squares,
        }
    }
}

/// An effect on the table (AM-D7, AM-D8, AM-R11).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActiveEffect {
    /// Unique within the game.
    pub id: u32,
    /// The card that created it (on the table while any of its effects lasts).
    pub card: CardIdx,
    /// Owner.
    pub owner: Color,
    /// What it does; `None` for a failed card kept visible (AM-R5).
    pub effect: Option<Lasting>,
    /// What it is anchored to.
    pub anchor: Anchor,
    /// Turn index (ply) in which it started.
    pub started_ply: u32,
    /// Turn index at whose end it expires.
    pub expires_ply: u32,
    /// Visible counter: owner turn-ends still to tick (never 0 while active).
    pub counter: u8,
    /// Squares of pieces immune to it (shield, AM-D6), followed as they move.
    pub exempt: Bitboard,
    /// Its captures and eliminations are prevented (AM-D5).
    pub no_eliminations: bool,
}

/// The board side of the state: what Rewind restores (AM-G6).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// The position (side to move = whose turn it is).
    pub pos: Chess,
    /// Pieces of each colour off the board, in the order they left.
    pub captured: [Vec<Role>; 2],
    /// Effects on the table.
    pub effects: Vec<ActiveEffect>,
    /// Turns completed so far (the current turn's index).
    pub ply: u32,
    /// Repetition keys of the positions after each turn (FI-9.2).
    pub history: Vec<u64>,
    /// The player whose next turn is move-only (AM-R12).
    pub move_only: Option<Color>,
    /// The last standard move, for reactions that refer to it.
    pub last_move: Option<LastMove>,
}

/// The last standard move and what it did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LastMove {
    /// Who moved.
    pub mover: Color,
    /// Where the moved piece stands (the king for castling).
    pub square: Square,
    /// The windows it opens (capture, check, promotion, castling, en passant, mate).
    pub impacts: WindowSet,
}

/// A card committed and waiting for its window to close (Advanced mode).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pending {
    /// The declaration (card, owner, targets).
    pub decl: Declaration,
    /// Index of the event that committed it.
    pub event: usize,
    /// Pieces immune to it (shield, AM-D6).
    pub shielded: Bitboard,
    /// Its captures and eliminations do not happen (AM-D5).
    pub prevented: bool,
    /// Countered by this card (AM-D4).
    pub countered_by: Option<CardIdx>,
}

/// A window open for one player (AM-D2, AM-R14).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenWindow {
    /// Who may play in it.
    pub player: Color,
    /// Which card windows it satisfies.
    pub kinds: WindowSet,
    /// The piece that made the move that opened it.
    pub trigger: Option<Square>,
}

impl OpenWindow {
    /// Whether this is the checkmate save window (AM-D9).
    pub fn is_save(&self) -> bool {
        self.kinds.contains(Window::CheckmateSave)
    }
}

/// How a finished game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ending {
    /// The result.
    pub result: GameResult,
    /// Why it ended.
    pub reason: EndReason,
    /// Clause.
    pub clause: &'static str,
}

/// Why a game ended: stable codes written in reports (`checkmate`, `flag`…).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// Checkmate (AM-R12, ED-R8, FI-1).
    Checkmate,
    /// No move for the player to move (FI-5.2.1, ED-R8).
    Stalemate,
    /// A player resigned (FI-5.1.2).
    Resignation,
    /// A player resigned but the opponent cannot mate: a draw (FI-5.1.2).
    ResignationNoMatingMaterial,
    /// A flag fell (FI-6.9).
    Flag,
    /// A flag fell but the opponent cannot mate: a draw (FI-6.9).
    FlagNoMatingMaterial,
    /// Both players agreed (FI-5.2.3).
    Agreement,
    /// A valid threefold-repetition claim (FI-9.2).
    ThreefoldRepetition,
    /// A valid fifty-move claim (FI-9.3).
    FiftyMoves,
    /// Fivefold repetition (FI-9.6).
    FivefoldRepetition,
    /// 75 moves without capture or pawn move (FI-9.6).
    SeventyFiveMoves,
    /// No series of moves or cards can lead to mate (FI-5.2.2).
    DeadPosition,
    /// No material to mate at a turn change (ED-R8).
    InsufficientMaterial,
    /// A king left in check was captured (ED-R5, "Carta Obligatoria").
    KingCapture,
    /// Lead king: in check with only king moves (ED-C11).
    LeadKing,
}

impl EndReason {
    /// Every reason.
    pub const ALL: [EndReason; 15] = [
        EndReason::Checkmate,
        EndReason::Stalemate,
        EndReason::Resignation,
        EndReason::ResignationNoMatingMaterial,
        EndReason::Flag,
        EndReason::FlagNoMatingMaterial,
        EndReason::Agreement,
        EndReason::ThreefoldRepetition,
        EndReason::FiftyMoves,
        EndReason::FivefoldRepetition,
        EndReason::SeventyFiveMoves,
        EndReason::DeadPosition,
        EndReason::InsufficientMaterial,
        EndReason::KingCapture,
        EndReason::LeadKing,
    ];

    /// The stable code (`checkmate`, `flag_no_mating_material`…).
    pub fn key(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::Resignation => "resignation",
            EndReason::ResignationNoMatingMaterial => "resignation_no_mating_material",
            EndReason::Flag => "flag",
            EndReason::FlagNoMatingMaterial => "flag_no_mating_material",
            EndReason::Agreement => "agreement",
            EndReason::ThreefoldRepetition => "threefold_repetition",
            EndReason::FiftyMoves => "fifty_moves",
            EndReason::FivefoldRepetition => "fivefold_repetition",
            EndReason::SeventyFiveMoves => "seventy_five_moves",
            EndReason::DeadPosition => "dead_position",
            EndReason::InsufficientMaterial => "insufficient_material",
            EndReason::KingCapture => "king_capture",
            EndReason::LeadKing => "lead_king",
        }
    }
}

/// The reason's name on screen ("jaque mate" / "checkmate").
impl arbitro_i18n::Message for EndReason {
    fn code(&self) -> &str {
        match self {
            EndReason::Checkmate => "cards-end-checkmate",
            EndReason::Stalemate => "cards-end-stalemate",
            EndReason::Resignation => "cards-end-resignation",
            EndReason::ResignationNoMatingMaterial => "cards-end-resignation-no-mating-material",
            EndReason::Flag => "cards-end-flag",
            EndReason::FlagNoMatingMaterial => "cards-end-flag-no-mating-material",
            EndReason::Agreement => "cards-end-agreement",
            EndReason::ThreefoldRepetition => "cards-end-threefold-repetition",
            EndReason::FiftyMoves => "cards-end-fifty-moves",
            EndReason::FivefoldRepetition => "cards-end-fivefold-repetition",
            EndReason::SeventyFiveMoves => "cards-end-seventy-five-moves",
            EndReason::DeadPosition => "cards-end-dead-position",
            EndReason::InsufficientMaterial => "cards-end-insufficient-material",
            EndReason::KingCapture => "cards-end-king-capture",
            EndReason::LeadKing => "cards-end-lead-king",
        }
    }
}

crate::text::message_args!(EndReason);

/// The full state of a card game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameState {
    /// Position, effects and counters.
    pub table: Table,
    /// Castling rules of the position.
    pub castling: CastlingMode,
    /// Each player's hand (secret in play; the record knows it).
    pub hands: [Vec<CardIdx>; 2],
    /// Discard pile, oldest first.
    pub discard: Vec<CardIdx>,
    /// Cards on the table: at least one of their effects lasts (AM-R5, AM-R11).
    pub on_table: Vec<CardIdx>,
    /// Cards never dealt.
    pub undealt: Vec<CardIdx>,
    /// Cards in the game at the start (hands, discard, table): conservation checks.
    pub dealt: Vec<CardIdx>,
    /// The committed card waiting for a window.
    pub pending: Option<Pending>,
    /// The open window.
    pub window: Option<OpenWindow>,
    /// Who reacted last in the window that just closed (for `reaction_limit`/`chain_forbidden`).
    pub last_reaction: Option<Color>,
    /// The table before the last standard move (AM-33 Rewind, AM-G6).
    pub before_last_move: Option<Box<Table>>,
    /// Next effect id.
    pub next_effect: u32,
    /// How the game ended.
    pub ending: Option<Ending>,
    /// ED family: the draw pile, the temporal card and the turn's phase (`None` for magico games).
    pub ed: Option<Box<EdState>>,
}

/// Index of a colour in per-colour arrays.
pub fn ci(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl GameState {
    /// The player whose turn it is.
    pub fn turn(&self) -> Color {
        arbitro_rules::shakmaty::Position::turn(&self.table.pos)
    }
}

/// The outcome of applying one event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// Done.
    Ok,
    /// The card was committed but failed (discarded; in its owner's turn the turn is used, AM-R5).
    Failed(Verdict),
    /// Refused: nothing changed (the card stays in hand).
    Rejected(Verdict),
}

impl Status {
    /// Accepted, failed or refused, without the verdict.
    pub fn kind(&self) -> StatusKind {
        match self {
            Status::Ok => StatusKind::Ok,
            Status::Failed(_) => StatusKind::Failed,
            Status::Rejected(_) => StatusKind::Rejected,
        }
    }

    /// The verdict of a failure or refusal.
    pub fn verdict(&self) -> Option<&Verdict> {
        match self {
            Status::Ok => None,
            Status::Failed(v) | Status::Rejected(v) => Some(v),
        }
    }
}

/// Whether an event was accepted, accepted with its card failing, or refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StatusKind {
    /// Done.
    Ok,
    /// The card was committed but failed (discarded, AM-R5).
    Failed,
    /// Refused: nothing changed.
    Rejected,
}

impl StatusKind {
    /// The stable code (`ok`, `failed`, `rejected`).
    pub fn key(self) -> &'static str {
        match self {
            StatusKind::Ok => "ok",
            StatusKind::Failed => "failed",
            StatusKind::Rejected => "rejected",
        }
    }
}

/// The status on screen ("aceptada" / "accepted").
impl arbitro_i18n::Message for StatusKind {
    fn code(&self) -> &str {
        match self {
            StatusKind::Ok => "cards-status-ok",
            StatusKind::Failed => "cards-status-failed",
            StatusKind::Rejected => "cards-status-rejected",
        }
    }
}
