//! Bughouse ("pasapiezas", AM-R3, AM-R13): two boards, two teams of two.
//!
//! Team One plays White on board A and Black on board B; Team Two plays
//! Black on board A and White on board B. A piece captured on one board goes
//! to the capturer's partner, who may drop it on the other board instead of
//! moving (no pawn drops on the first or last rank; a promoted piece goes
//! back as a pawn). The team game ends as soon as either board ends. Every
//! move and drop is recorded with the time it was made.
//!
//! Each board is a shakmaty crazyhouse position; captured pieces are moved
//! from the capturer's reserve to the partner's by rebuilding the setup.

use std::fmt;

use serde::{Deserialize, Serialize};
use shakmaty::san::{San, SanPlus};
use shakmaty::uci::UciMove;
use shakmaty::variant::Crazyhouse;
use shakmaty::{
    ByRole, CastlingMode, Color, EnPassantMode, FromSetup, Move, MoveList, Position as _, PositionError, Role,
};

use crate::clause::Clause;
use crate::error::{BughouseProblem, RulesError};
use crate::fen::PositionProblem;
use crate::refusal::colour_name;
use crate::ruleset::Reason;

/// One of the two boards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoardId {
    /// Board A.
    A,
    /// Board B.
    B,
}

impl BoardId {
    /// The other board.
    pub const fn other(self) -> BoardId {
        match self {
            BoardId::A => BoardId::B,
            BoardId::B => BoardId::A,
        }
    }

    const fn index(self) -> usize {
        match self {
            BoardId::A => 0,
            BoardId::B => 1,
        }
    }
}

impl fmt::Display for BoardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BoardId::A => "A",
            BoardId::B => "B",
        })
    }
}

/// A team of two partners.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Team {
    /// White on board A, Black on board B.
    One,
    /// Black on board A, White on board B.
    Two,
}

impl Team {
    /// The other team.
    pub const fn opponent(self) -> Team {
        match self {
            Team::One => Team::Two,
            Team::Two => Team::One,
        }
    }
}

/// A player's place: a board and a colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Seat {
    /// The board.
    pub board: BoardId,
    /// The colour played there.
    pub colour: Color,
}

impl Seat {
    /// The team this seat belongs to.
    pub const fn team(self) -> Team {
        match (self.board, self.colour) {
            (BoardId::A, Color::White) | (BoardId::B, Color::Black) => Team::One,
            _ => Team::Two,
        }
    }

    /// The partner's seat: the other board, the other colour.
    pub const fn partner(self) -> Seat {
        Seat {
            board: self.board.other(),
            colour: match self.colour {
                Color::White => Color::Black,
                Color::Black => Color::White,
            },
        }
    }
}

/// When a move was made: time since the team game began, and the mover's
/// clock after the move if a clock is kept (AM-R13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct MoveTime {
    /// Milliseconds since the start of the team game.
    pub elapsed_millis: u64,
    /// The mover's remaining time after the move, in milliseconds.
    pub clock_millis: Option<u64>,
}

/// One recorded move or drop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BughouseEvent {
    /// Where it was played.
    pub board: BoardId,
    /// Who played it.
    pub mover: Color,
    /// The move (`Move::Put` for a drop).
    pub mv: Move,
    /// SAN (`N@f3` for a drop).
    pub san: String,
    /// UCI (`N@f3` for a drop).
    pub uci: String,
    /// When.
    pub time: MoveTime,
    /// The piece sent to the partner's reserve, if the move captured.
    pub passed: Option<Role>,
}

/// How a bughouse game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BughouseEnding {
    /// The board where it ended.
    pub board: BoardId,
    /// The winning team, or `None` for a draw.
    pub winner: Option<Team>,
    /// Why.
    pub reason: Reason,
    /// The clause applied.
    pub clause: Clause,
    /// In words.
    pub detail: String,
}

/// A bughouse game in progress or finished.
#[derive(Debug, Clone)]
pub struct Bughouse {
    boards: [Crazyhouse; 2],
    log: Vec<BughouseEvent>,
    ending: Option<BughouseEnding>,
}

impl Default for Bughouse {
    fn default() -> Bughouse {
        Bughouse::new()
    }
}

impl Bughouse {
    /// Both boards in the standard start position, empty reserves.
    pub fn new() -> Bughouse {
        Bughouse {
            boards: [Crazyhouse::default(), Crazyhouse::default()],
            log: Vec::new(),
            ending: None,
        }
    }

    /// A game from two crazyhouse FENs (reserves in brackets, promoted
    /// pieces marked `~`), for adjudicating or replaying from a position.
    pub fn from_fens(a: &str, b: &str) -> Result<Bughouse, RulesError> {
        let read = |board: BoardId, fen: &str| -> Result<Crazyhouse, RulesError> {
            let setup = shakmaty::fen::Fen::from_ascii(fen.trim().as_bytes())
                .map_err(|e| RulesError::Bughouse {
                    board,
                    problem: BughouseProblem::Fen {
                        fen: fen.trim().to_string(),
                        problems: vec![crate::fen::from_shakmaty(&e, fen)],
                    },
                })?
                .into_setup();
            rebuild(board, setup)
        };
        Ok(Bughouse {
            boards: [read(BoardId::A, a)?, read(BoardId::B, b)?],
            log: Vec::new(),
            ending: None,
        })
    }

    /// The position on a board (pieces, side to move, reserves).
    pub fn board(&self, board: BoardId) -> &Crazyhouse {
        &self.boards[board.index()]
    }

    /// A board as FEN with reserves in brackets and promoted pieces marked `~`.
    pub fn fen(&self, board: BoardId) -> String {
        shakmaty::fen::Fen::from_position(self.board(board), EnPassantMode::Legal).to_string()
    }

    /// The reserve of the player with `colour` on `board`.
    pub fn reserve(&self, board: BoardId, colour: Color) -> ByRole<u8> {
        self.board(board)
            .pockets()
            .map(|p| *p.get(colour))
            .unwrap_or_default()
    }

    /// Every move and drop so far, in the order played.
    pub fn log(&self) -> &[BughouseEvent] {
        &self.log
    }

    /// How the game ended, if it has.
    pub fn ending(&self) -> Option<&BughouseEnding> {
        self.ending.as_ref()
    }

    /// Legal moves and drops on a board for its side to move.
    pub fn legal_moves(&self, board: BoardId) -> MoveList {
        self.board(board).legal_moves()
    }

    /// Reads a move or drop in SAN (`Nf3`, `N@f3`, `O-O`) or UCI (`g1f3`,
    /// `N@f3`) on a board.
    pub fn parse_move(&self, board: BoardId, text: &str) -> Result<Move, RulesError> {
        let pos = self.board(board);
        let trimmed = text.trim();
        let text = trimmed.to_string();
        let refuse = |problem: BughouseProblem| RulesError::Bughouse { board, problem };
        if let Ok(uci) = UciMove::from_ascii(trimmed.as_bytes())
            && let Ok(m) = uci.to_move(pos)
        {
            return Ok(m);
        }
        let clean = trimmed.replace("0-0-0", "O-O-O").replace("0-0", "O-O");
        let san = San::from_ascii(clean.trim_end_matches(['+', '#', '!', '?']).as_bytes())
            .map_err(|_| refuse(BughouseProblem::MoveSyntax { text: text.clone() }))?;
        san.to_move(pos).map_err(|_| {
            if let San::Put { role, .. } = san {
                if pos.pockets().is_some_and(|p| p.get(pos.turn()).get(role) == &0) {
                    return refuse(BughouseProblem::NotInReserve {
                        text: text.clone(),
                        colour: pos.turn(),
                        role,
                    });
                }
                if role == Role::Pawn {
                    return refuse(BughouseProblem::PawnDrop { text: text.clone() });
                }
            }
            refuse(BughouseProblem::NotLegal { text: text.clone() })
        })
    }

    /// Plays a move or drop on a board at a given time. A capture sends the
    /// captured piece (a pawn if it had been promoted) to the capturer's
    /// partner; mate or stalemate ends the team game (AM-R3).
    pub fn play(&mut self, board: BoardId, m: Move, time: MoveTime) -> Result<&BughouseEvent, RulesError> {
        if let Some(ending) = &self.ending {
            return Err(RulesError::GameOver {
                reason: ending.reason,
                clause: ending.clause,
            });
        }
        let pos = self.board(board).clone();
        if !pos.is_legal(m) {
            return Err(RulesError::Bughouse {
                board,
                problem: BughouseProblem::NotLegalFor {
                    uci: UciMove::from_standard(m).to_string(),
                    colour: pos.turn(),
                },
            });
        }
        let mover = pos.turn();
        let san = SanPlus::from_move(pos.clone(), m).to_string();
        let uci = UciMove::from_standard(m).to_string();
        let uci_text = uci.clone();
        let mut next = pos.clone();
        next.play_unchecked(m);
        let passed = captured_role(&pos, m);
        let here = board.index();
        let there = board.other().index();
        if let Some(role) = passed {
            // Crazyhouse put the piece in the mover's reserve: it belongs to the partner.
            let partner = Seat { board, colour: mover }.partner();
            let mut this_setup = next.to_setup(EnPassantMode::Legal);
            let mut other_setup = self.boards[there].to_setup(EnPassantMode::Legal);
            let mine = this_setup.pockets.get_or_insert_with(Default::default);
            let slot = mine.get_mut(mover).get_mut(role);
            *slot = slot.saturating_sub(1);
            let theirs = other_setup.pockets.get_or_insert_with(Default::default);
            *theirs.get_mut(partner.colour).get_mut(role) += 1;
            next = rebuild(board, this_setup)?;
            self.boards[there] = rebuild(board.other(), other_setup)?;
        }
        self.boards[here] = next;
        self.log.push(BughouseEvent {
            board,
            mover,
            mv: m,
            san,
            uci,
            time,
            passed,
        });
        self.settle(board);
        self.log.last().ok_or(RulesError::Bughouse {
            board,
            problem: BughouseProblem::NotLegal { text: uci_text },
        })
    }

    /// Plays a move or drop given as text.
    pub fn play_text(
        &mut self,
        board: BoardId,
        text: &str,
        time: MoveTime,
    ) -> Result<&BughouseEvent, RulesError> {
        let m = self.parse_move(board, text)?;
        self.play(board, m, time)
    }

    /// A player's flag fell: their team loses, and the team game ends
    /// (AM-R13). Drops mean the opponents can always still mate.
    pub fn flag_fall(&mut self, seat: Seat) -> Result<&BughouseEnding, RulesError> {
        let winner = seat.team().opponent();
        self.end(BughouseEnding {
            board: seat.board,
            winner: Some(winner),
            reason: Reason::FlagFall,
            clause: Clause::AmR13,
            detail: format!(
                "{} on board {} ran out of time; the team game ends",
                colour_name(seat.colour),
                seat.board
            ),
        })
    }

    /// A player resigns for the team (FI-5.1.2; the team game ends, AM-R3).
    pub fn resign(&mut self, seat: Seat) -> Result<&BughouseEnding, RulesError> {
        let winner = seat.team().opponent();
        self.end(BughouseEnding {
            board: seat.board,
            winner: Some(winner),
            reason: Reason::Resignation,
            clause: Clause::AmR3,
            detail: format!(
                "{} on board {} resigned; the team game ends",
                colour_name(seat.colour),
                seat.board
            ),
        })
    }

    fn end(&mut self, ending: BughouseEnding) -> Result<&BughouseEnding, RulesError> {
        if let Some(previous) = &self.ending {
            return Err(RulesError::GameOver {
                reason: previous.reason,
                clause: previous.clause,
            });
        }
        Ok(self.ending.insert(ending))
    }

    /// Ends the team game if `board` now shows mate or stalemate.
    fn settle(&mut self, board: BoardId) {
        let pos = self.board(board);
        if !pos.legal_moves().is_empty() {
            return;
        }
        let loser = Seat {
            board,
            colour: pos.turn(),
        };
        let ending = if pos.is_check() {
            BughouseEnding {
                board,
                winner: Some(loser.team().opponent()),
                reason: Reason::Checkmate,
                clause: Clause::AmR3,
                detail: format!(
                    "{} is checkmated on board {board}; the team game ends",
                    colour_name(loser.colour)
                ),
            }
        } else {
            BughouseEnding {
                board,
                winner: None,
                reason: Reason::Stalemate,
                clause: Clause::Fi5_2_1,
                detail: format!(
                    "{} is stalemated on board {board}; the team game ends drawn",
                    colour_name(loser.colour)
                ),
            }
        };
        self.ending = Some(ending);
    }
}

/// The role that `m` captures, as it goes to a reserve: a promoted piece
/// counts as a pawn.
fn captured_role(pos: &Crazyhouse, m: Move) -> Option<Role> {
    match m {
        Move::EnPassant { .. } => Some(Role::Pawn),
        Move::Normal {
            capture: Some(role),
            to,
            ..
        } => Some(if pos.promoted().contains(to) {
            Role::Pawn
        } else {
            role
        }),
        _ => None,
    }
}

/// A crazyhouse position from a setup whose reserves were changed; more
/// material than one board could hold is normal in bughouse.
fn rebuild(board: BoardId, setup: shakmaty::Setup) -> Result<Crazyhouse, RulesError> {
    Crazyhouse::from_setup(setup, CastlingMode::Standard)
        .or_else(PositionError::ignore_too_much_material)
        .map_err(|err| RulesError::Bughouse {
            board,
            problem: BughouseProblem::Board(PositionProblem::all_of(err.kinds())),
        })
}
