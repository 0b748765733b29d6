//! A playable position: a validated shakmaty [`Chess`] value plus the
//! castling notation it is played in (standard or Chess960, F9-1..F9-8) and
//! the castling rule in force (FIDE or the regional option F9-6).
//!
//! Every FEN goes through one constructor here ([`Position::from_setup`],
//! behind the FEN readers), whose error lists every reason, each typed
//! ([`crate::FenProblem`], [`crate::PositionProblem`]); moves in SAN and UCI
//! are read and written in `notation.rs`.

use std::fmt;

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{
    Bitboard, Board, CastlingMode, CastlingSide, Chess, Color, EnPassantMode, FromSetup, Move, MoveList,
    Position as _, PositionError, Role, Setup, attacks,
};

use crate::clause::Clause;
use crate::error::RulesError;
use crate::fen::{self, PositionProblem};
use crate::refusal::{CastlingObstacle, CastlingRefusal, MoveRefusal};

/// How castling is judged beyond the common rules (FI-3, F9-2..F9-5).
///
/// A named setting: FIDE is the default; the regional option of F9-6
/// (Colombian regulation, 2007) forbids the king to jump over its own rook
/// when that rook stands on an attacked square.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CastlingRule {
    /// FIDE Laws and Guidelines II (Chess960): the king may not start on,
    /// cross, or land on an attacked square (FI-3, F9-5).
    #[default]
    Fide,
    /// F9-6 on: in addition, the king may never jump over its own castling
    /// rook while that rook's square is attacked.
    NoJumpOverAttackedRook,
}

impl CastlingRule {
    /// Finds a setting by its name (`fide`, `f9-6`).
    pub fn from_name(name: &str) -> Option<CastlingRule> {
        match name.trim().to_ascii_lowercase().as_str() {
            "fide" => Some(CastlingRule::Fide),
            "f9-6" | "no-jump-over-attacked-rook" => Some(CastlingRule::NoJumpOverAttackedRook),
            _ => None,
        }
    }

    /// The setting's name as used on the command line and in files.
    pub const fn name(self) -> &'static str {
        match self {
            CastlingRule::Fide => "fide",
            CastlingRule::NoJumpOverAttackedRook => "f9-6",
        }
    }
}

/// A legal chess position in a given castling notation, under a castling rule.
///
/// Equality follows FI-9.2 (same side to move, same pieces on the same
/// squares, same castling rights and same legal en-passant captures); move
/// counters are ignored. See [`crate::History`] for repetition counting.
#[derive(Debug, Clone)]
pub struct Position {
    chess: Chess,
    mode: CastlingMode,
    rule: CastlingRule,
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.chess == other.chess
    }
}

impl Eq for Position {}

impl Default for Position {
    fn default() -> Position {
        Position::standard()
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

impl Position {
    /// The standard starting position, standard castling notation.
    pub fn standard() -> Position {
        Position::from_chess(Chess::default(), CastlingMode::Standard)
    }

    /// Wraps an already validated shakmaty position (for example one a card
    /// engine built itself) in the given castling notation, FIDE castling.
    pub fn from_chess(chess: Chess, mode: CastlingMode) -> Position {
        Position {
            chess,
            mode,
            rule: CastlingRule::Fide,
        }
    }

    /// Validates a raw setup. The error lists every reason the setup is not a
    /// legal position (kings, pawns on the back rank, side not to move in
    /// check, castling rights without king and rook, impossible en passant).
    /// Whether the position can be reached from the start is not asked:
    /// composed positions and card effects may hold more material than a
    /// game could produce, or a check no single move could give.
    pub fn from_setup(setup: Setup, mode: CastlingMode) -> Result<Position, RulesError> {
        let fen = Fen::try_from_setup(setup.clone())
            .unwrap_or_else(|lossy| lossy.ignore())
            .to_string();
        Chess::from_setup(setup, mode)
            .or_else(PositionError::ignore_too_much_material)
            .or_else(PositionError::ignore_impossible_check)
            .map(|chess| Position::from_chess(chess, mode))
            .map_err(|err| RulesError::IllegalPosition {
                fen,
                problems: PositionProblem::all_of(err.kinds()),
            })
    }

    /// Reads a FEN, X-FEN or Shredder-FEN. The castling notation is detected:
    /// Chess960 when the castling rights name rooks that standard chess could
    /// not castle with, standard otherwise (use [`Position::from_fen_chess960`]
    /// to force Chess960 for a classical-looking setup).
    pub fn from_fen(fen: &str) -> Result<Position, RulesError> {
        let setup = parse_fen(fen)?;
        let mode = CastlingMode::detect(&setup);
        Position::from_setup(setup, mode).map_err(|err| with_fen_text(err, fen))
    }

    /// Reads a FEN as [`Position::from_fen`] does, but drops castling rights
    /// without an unmoved king and rook and an en-passant square that no
    /// double push explains, instead of refusing the position. For
    /// adjudicating positions written by hand, where those fields are often
    /// careless; kings, pawns and checks are still checked.
    pub fn from_fen_lenient(fen: &str) -> Result<Position, RulesError> {
        let setup = parse_fen(fen)?;
        let mode = CastlingMode::detect(&setup);
        Chess::from_setup(setup, mode)
            .or_else(PositionError::ignore_too_much_material)
            .or_else(PositionError::ignore_impossible_check)
            .or_else(PositionError::ignore_invalid_castling_rights)
            .or_else(PositionError::ignore_invalid_ep_square)
            .map(|chess| Position::from_chess(chess, mode))
            .map_err(|err| RulesError::IllegalPosition {
                fen: fen.trim().to_string(),
                problems: PositionProblem::all_of(err.kinds()),
            })
    }

    /// Reads a FEN, X-FEN or Shredder-FEN as a Chess960 position (castling is
    /// written king-takes-rook in UCI).
    pub fn from_fen_chess960(fen: &str) -> Result<Position, RulesError> {
        let setup = parse_fen(fen)?;
        Position::from_setup(setup, CastlingMode::Chess960).map_err(|err| with_fen_text(err, fen))
    }

    /// The Chess960 start position with the given number (0..=959, standard
    /// Scharnagl numbering, 518 is the classical setup), F9-1.
    pub fn chess960(number: u32) -> Result<Position, RulesError> {
        if number >= 960 {
            return Err(RulesError::Chess960Number { number });
        }
        let board = Board::chess960(number);
        let setup = Setup {
            castling_rights: board.rooks(),
            board,
            ..Setup::initial()
        };
        Position::from_setup(setup, CastlingMode::Chess960)
    }

    /// The same position under another castling rule (F9-6 option).
    #[must_use]
    pub fn with_castling_rule(mut self, rule: CastlingRule) -> Position {
        self.rule = rule;
        self
    }

    /// The same position in another castling notation.
    #[must_use]
    pub fn with_mode(mut self, mode: CastlingMode) -> Position {
        self.mode = mode;
        self
    }

    /// The underlying shakmaty position.
    pub fn chess(&self) -> &Chess {
        &self.chess
    }

    /// The underlying shakmaty position, by value.
    pub fn into_chess(self) -> Chess {
        self.chess
    }

    /// Standard or Chess960 castling notation.
    pub fn mode(&self) -> CastlingMode {
        self.mode
    }

    /// The castling rule in force.
    pub fn castling_rule(&self) -> CastlingRule {
        self.rule
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.chess.turn()
    }

    /// Piece placement.
    pub fn board(&self) -> &Board {
        self.chess.board()
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.chess.is_check()
    }

    /// Half-moves since the last capture or pawn move (FI-9.3, FI-9.6).
    pub fn halfmoves(&self) -> u32 {
        self.chess.halfmoves()
    }

    /// The move number (starts at 1, increases after Black's move).
    pub fn fullmoves(&self) -> u32 {
        self.chess.fullmoves().get()
    }

    /// The position as FEN; castling rights in X-FEN form (`KQkq`, or a file
    /// letter when the castling rook is not the outermost one). The
    /// en-passant square is written only when a capture is legal.
    pub fn fen(&self) -> String {
        Fen::from_position(&self.chess, EnPassantMode::Legal).to_string()
    }

    /// The position as Shredder-FEN (castling rights as rook files, `HAha`).
    pub fn shredder_fen(&self) -> String {
        let fen = self.fen();
        let mut fields: Vec<&str> = fen.split(' ').collect();
        let rights = shredder_castling(self.chess.castles().castling_rights());
        if fields.len() > 2 {
            fields[2] = &rights;
        }
        fields.join(" ")
    }

    /// Every legal move (FI-1, FI-3; castling per F9-2..F9-6).
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = self.chess.legal_moves();
        if self.rule == CastlingRule::NoJumpOverAttackedRook {
            moves.retain(|m| !self.jumps_over_attacked_rook(*m));
        }
        moves
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        self.chess.is_legal(m) && !self.jumps_over_attacked_rook(m)
    }

    /// Plays a legal move; an illegal one is refused with the reason and the
    /// position is left unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), RulesError> {
        if !self.is_legal(m) {
            return Err(self.illegal(&self.uci(m).to_string(), self.why_illegal(m)));
        }
        self.chess.play_unchecked(m);
        Ok(())
    }

    /// The position after a legal move.
    pub fn after(&self, m: Move) -> Result<Position, RulesError> {
        let mut next = self.clone();
        next.play(m)?;
        Ok(next)
    }

    /// Plays a move known to be legal (for example one from
    /// [`Position::legal_moves`]) without checking it: the fast path for
    /// search and perft. Use [`Position::play`] for moves from users.
    pub fn play_unchecked(&mut self, m: Move) {
        self.chess.play_unchecked(m);
    }

    /// The move in Standard Algebraic Notation, with `+`/`#` (castling as
    /// `O-O` / `O-O-O` in both notations, F9-2).
    pub fn san(&self, m: Move) -> SanPlus {
        SanPlus::from_move(self.chess.clone(), m)
    }

    /// The move in UCI notation: castling as the king's two-square move in
    /// standard chess, as king-takes-rook in Chess960 (F9-3).
    pub fn uci(&self, m: Move) -> UciMove {
        m.to_uci(self.mode)
    }

    /// The castling move on `side`, or why it is not available now, citing
    /// the clause (FI-3 in standard chess, F9-4/F9-5/F9-6/F9-8 in Chess960).
    pub fn castling_move(&self, side: CastlingSide) -> Result<Move, CastlingRefusal> {
        let c960 = self.mode == CastlingMode::Chess960;
        let pick = |fide: Clause, f9: Clause| if c960 { f9 } else { fide };
        let us = self.turn();
        let castles = self.chess.castles();
        let refuse = |clause: Clause, obstacle: CastlingObstacle| CastlingRefusal { clause, obstacle };
        let (Some(rook), Some(king)) = (castles.rook(us, side), self.board().king_of(us)) else {
            return Err(refuse(pick(Clause::Fi3, Clause::F9_8), CastlingObstacle::NoRight));
        };
        if self.is_check() {
            return Err(refuse(pick(Clause::Fi3, Clause::F9_5), CastlingObstacle::InCheck));
        }
        if (castles.path(us, side) & self.board().occupied()).any() {
            return Err(refuse(
                pick(Clause::Fi3, Clause::F9_4),
                CastlingObstacle::InTheWay,
            ));
        }
        let king_to = side.king_to(us);
        let them = !us;
        if self.rule == CastlingRule::NoJumpOverAttackedRook
            && self.jumps_over_attacked_rook(Move::Castle { king, rook })
        {
            return Err(refuse(Clause::F9_6, CastlingObstacle::JumpsOverAttackedRook));
        }
        let occupied = self.board().occupied() ^ king;
        for sq in attacks::between(king, king_to) {
            if self.board().attacks_to(sq, them, occupied).any() {
                return Err(refuse(
                    pick(Clause::Fi3, Clause::F9_5),
                    CastlingObstacle::PassesThroughAttack,
                ));
            }
        }
        let m = Move::Castle { king, rook };
        if self.is_legal(m) {
            Ok(m)
        } else {
            Err(refuse(
                pick(Clause::Fi3, Clause::F9_5),
                CastlingObstacle::LandsOnAttack,
            ))
        }
    }

    /// Counts the leaf nodes of the legal move tree to `depth` (perft).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|&m| {
                let mut child = self.clone();
                child.play_unchecked(m);
                child.perft(depth - 1)
            })
            .sum()
    }

    /// Perft split by first move (`perft --divide`), in UCI order of moves.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        let depth = depth.max(1);
        self.legal_moves()
            .iter()
            .map(|&m| {
                let mut child = self.clone();
                child.play_unchecked(m);
                (m, child.perft(depth - 1))
            })
            .collect()
    }

    /// F9-6: a castling move whose king jumps over its own rook while that
    /// rook's square is attacked (only refused under that option).
    fn jumps_over_attacked_rook(&self, m: Move) -> bool {
        let Move::Castle { king, rook } = m else {
            return false;
        };
        if self.rule != CastlingRule::NoJumpOverAttackedRook {
            return false;
        }
        let side = CastlingSide::from_king_side(king < rook);
        let king_to = side.king_to(self.turn());
        attacks::between(king, king_to).contains(rook)
            && self
                .board()
                .attacks_to(rook, !self.turn(), self.board().occupied() ^ king)
                .any()
    }

    /// Why a well-formed move is illegal, with the clause.
    pub(crate) fn why_illegal(&self, m: Move) -> MoveRefusal {
        if let Move::Castle { king, rook } = m {
            let side = CastlingSide::from_king_side(king < rook);
            return match self.castling_move(side) {
                Err(refusal) => MoveRefusal::Castling(refusal),
                Ok(_) => MoveRefusal::NotCastlingHere,
            };
        }
        let piece_ok = m
            .from()
            .and_then(|sq| self.board().color_at(sq))
            .is_some_and(|c| c == self.turn());
        if !piece_ok {
            return MoveRefusal::NoPieceOnStart { colour: self.turn() };
        }
        if self
            .chess
            .legal_moves()
            .iter()
            .any(|l| l.from() == m.from() && l.to() == m.to())
        {
            MoveRefusal::PromotionPiece
        } else if self.pseudo_legal_but_exposes_king(m) {
            MoveRefusal::ExposesKing { colour: self.turn() }
        } else {
            MoveRefusal::WrongWay
        }
    }

    /// Whether `m` moves a piece along its movement pattern (FI-3) but
    /// leaves the mover's own king attacked (FI-1).
    pub(crate) fn pseudo_legal_but_exposes_king(&self, m: Move) -> bool {
        let (Some(from), to) = (m.from(), m.to()) else {
            return false;
        };
        let board = self.board();
        let us = self.turn();
        let Some(role) = board.role_at(from) else {
            return false;
        };
        if board.by_color(us).contains(to) {
            return false;
        }
        let occupied = board.occupied();
        let follows_pattern = match role {
            Role::Pawn => {
                let forward = if us == Color::White { 8 } else { -8 };
                let one = from.offset(forward);
                let two = from.offset(2 * forward);
                let capture = attacks::pawn_attacks(us, from).contains(to)
                    && (board.by_color(!us).contains(to)
                        || self.chess.ep_square(EnPassantMode::Legal) == Some(to));
                let push = one == Some(to) && !occupied.contains(to);
                let double = two == Some(to)
                    && from.rank() == us.relative_rank(shakmaty::Rank::Second)
                    && one.is_some_and(|sq| !occupied.contains(sq))
                    && !occupied.contains(to);
                capture || push || double
            }
            Role::King => attacks::king_attacks(from).contains(to),
            _ => attacks::attacks(from, shakmaty::Piece { color: us, role }, occupied).contains(to),
        };
        if !follows_pattern {
            return false;
        }
        let mut after = board.clone();
        after.discard_piece_at(from);
        after.set_piece_at(to, shakmaty::Piece { color: us, role });
        let king = if role == Role::King {
            Some(to)
        } else {
            board.king_of(us)
        };
        king.is_some_and(|k| after.attacks_to(k, !us, after.occupied()).any())
    }

    pub(crate) fn illegal(&self, text: &str, refusal: MoveRefusal) -> RulesError {
        RulesError::IllegalMove {
            text: text.to_string(),
            fen: self.fen(),
            refusal,
        }
    }
}

/// Parses FEN text into a raw setup; the error names every field that is wrong.
fn parse_fen(fen: &str) -> Result<Setup, RulesError> {
    fen::parse(fen).map_err(|problems| RulesError::Fen {
        fen: fen.trim().to_string(),
        problems,
    })
}

fn with_fen_text(err: RulesError, fen: &str) -> RulesError {
    match err {
        RulesError::IllegalPosition { problems, .. } => RulesError::IllegalPosition {
            fen: fen.trim().to_string(),
            problems,
        },
        other => other,
    }
}

/// Castling rights as Shredder-FEN rook files: White's (upper case) then
/// Black's, each from the h-side to the a-side.
fn shredder_castling(rights: Bitboard) -> String {
    let mut out = String::new();
    for color in [Color::White, Color::Black] {
        for sq in (rights & color.backrank()).into_iter().rev() {
            let file = sq.file().char();
            out.push(if color == Color::White {
                file.to_ascii_uppercase()
            } else {
                file
            });
        }
    }
    if out.is_empty() {
        out.push('-');
    }
    out
}
