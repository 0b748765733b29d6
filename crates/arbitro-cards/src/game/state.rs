//! The state of a card game: the position and everything on the table
//! (effects with their counters), the cards (hands, pending, discard), and
//! the flow of turns and windows.

use arbitro_rules::shakmaty::{Bitboard, CastlingMode, Chess, Color, Piece, Role, Square};

use crate::deck::CardIdx;
use crate::deck::Window;
use crate::deck::vocabulary::Lasting;
use crate::game::declare::Declaration;
use crate::geometry::Zone;
use crate::reason::Verdict;

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
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ending {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: &'static str,
    /// Stable code (`checkmate`, `stalemate`, `resignation`…).
    pub reason: &'static str,
    /// Clause.
    pub clause: &'static str,
}

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
    pub ed: Option<Box<crate::game::ed::EdState>>,
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

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.ending.is_some()
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
    /// `ok`, `failed` or `rejected`.
    pub fn key(&self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Failed(_) => "failed",
            Status::Rejected(_) => "rejected",
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
