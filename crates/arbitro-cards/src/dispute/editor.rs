//! The position editor's one question to the rules: a position (FEN) with
//! the arbiter's edits applied in order ([`PositionEdit`]: a new placement,
//! the side to move, castling rights, the en-passant square, a start
//! position), answered as a [`PositionCheck`]: the normalised FEN, what the
//! rules of chess find wrong with it, and the castling rights and
//! en-passant squares the placement allows (FI-3, F9-1). An editor shows
//! the answer and never decides legality itself.

use arbitro_rules::shakmaty::{Board, Color, Square};

use super::setup::{CastlingRight, FenPart, PositionSetup, SetupReason};

/// One change an editor makes to a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionEdit {
    /// The pieces, as the placement field of a FEN. Castling rights and an
    /// en-passant square the new placement no longer allows are dropped.
    Placement(String),
    /// The side to move (an en-passant square it no longer allows is dropped).
    Turn(Color),
    /// The castling rights wanted (those the placement does not allow are
    /// left out: an editor offers only [`PositionCheck::castling_options`]).
    Castling(Vec<CastlingRight>),
    /// The en-passant square, or none.
    EnPassant(Option<Square>),
    /// An empty board, White to move.
    Clear,
    /// The standard start position.
    Standard,
    /// Chess960 start position by number, 0–959 (F9-1); the castling
    /// rules stay the position's.
    Chess960(u32),
}

/// A position as the rules see it, for an editor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionCheck {
    /// The position after the edits.
    pub position: PositionSetup,
    /// Its FEN (X-FEN castling letters, which Chess960 reads too).
    pub fen: String,
    /// Everything the rules of chess find wrong (empty when playable).
    pub problems: Vec<SetupReason>,
    /// The castling rights the placement allows.
    pub castling_options: Vec<CastlingRight>,
    /// The en-passant squares the placement allows for the side to move.
    pub en_passant_options: Vec<Square>,
}

impl PositionCheck {
    /// The position's standing as an editor shows it.
    pub fn of(position: PositionSetup) -> PositionCheck {
        PositionCheck {
            fen: position.to_fen(),
            problems: position.problems(),
            castling_options: position.castling_options(),
            en_passant_options: position.en_passant_options(),
            position,
        }
    }

    /// The rules accept the position.
    pub fn is_valid(&self) -> bool {
        self.problems.is_empty()
    }
}

impl PositionSetup {
    /// Reads `fen` (Chess960 castling rules when `chess960`), applies
    /// `edits` in order and checks the result. A FEN or a placement that
    /// does not read, or a Chess960 number out of range, is the one reason
    /// returned.
    pub fn edit(fen: &str, chess960: bool, edits: &[PositionEdit]) -> Result<PositionCheck, SetupReason> {
        let mut position = PositionSetup::from_fen(fen, chess960)?;
        for edit in edits {
            position.apply(edit)?;
        }
        Ok(PositionCheck::of(position))
    }

    /// Applies one edit in place.
    pub fn apply(&mut self, edit: &PositionEdit) -> Result<(), SetupReason> {
        match edit {
            PositionEdit::Placement(text) => {
                self.board = Board::from_ascii_board_fen(text.trim().as_bytes())
                    .map_err(|_| SetupReason::NotFen { part: FenPart::Board })?;
                self.keep_allowed();
            }
            PositionEdit::Turn(turn) => {
                self.turn = *turn;
                self.keep_allowed();
            }
            PositionEdit::Castling(rights) => {
                let allowed = self.castling_options();
                self.castling = allowed.into_iter().filter(|r| rights.contains(r)).collect();
            }
            PositionEdit::EnPassant(square) => {
                self.en_passant = *square;
            }
            PositionEdit::Clear => *self = self.restart(PositionSetup::empty()),
            PositionEdit::Standard => *self = self.restart(PositionSetup::standard()),
            PositionEdit::Chess960(number) => {
                let fresh = PositionSetup::chess960(*number)
                    .ok_or(SetupReason::Chess960Number { number: *number })?;
                *self = self.restart(fresh);
            }
        }
        Ok(())
    }

    /// A fresh start position, keeping this one's castling rules.
    fn restart(&self, mut fresh: PositionSetup) -> PositionSetup {
        fresh.chess960 = self.chess960;
        fresh.castling = fresh.castling_options();
        fresh
    }

    /// Drops castling rights and an en-passant square the placement and the
    /// side to move no longer allow.
    fn keep_allowed(&mut self) {
        let allowed = self.castling_options();
        self.castling.retain(|r| allowed.contains(r));
        if let Some(ep) = self.en_passant
            && !self.en_passant_options().contains(&ep)
        {
            self.en_passant = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use arbitro_rules::shakmaty::CastlingSide;

    use super::*;
    use crate::dispute::setup::PositionFault;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    fn right(colour: Color, side: CastlingSide) -> CastlingRight {
        CastlingRight { colour, side }
    }

    /// One case: the edits on a FEN and the FEN, problems and options expected.
    struct Case {
        name: &'static str,
        fen: &'static str,
        chess960: bool,
        edits: Vec<PositionEdit>,
        want_fen: &'static str,
        problems: Vec<PositionFault>,
        castling_options: usize,
        en_passant_options: Vec<Square>,
    }

    fn check(case: Case) {
        let got = PositionSetup::edit(case.fen, case.chess960, &case.edits)
            .unwrap_or_else(|e| panic!("{}: refused: {e:?}", case.name));
        assert_eq!(got.fen, case.want_fen, "{}: FEN", case.name);
        let faults: Vec<PositionFault> = got
            .problems
            .iter()
            .map(|p| match p {
                SetupReason::Position { fault } => *fault,
                other => panic!("{}: unexpected {other:?}", case.name),
            })
            .collect();
        assert_eq!(faults, case.problems, "{}: problems", case.name);
        assert_eq!(got.is_valid(), case.problems.is_empty(), "{}: valid", case.name);
        assert_eq!(
            got.castling_options.len(),
            case.castling_options,
            "{}: castling options",
            case.name
        );
        assert_eq!(
            got.en_passant_options, case.en_passant_options,
            "{}: en passant",
            case.name
        );
    }

    #[test]
    fn edits_follow_the_rules_of_chess() {
        let cases = vec![
            Case {
                name: "moving the white king off e1 drops White's castling rights (FI-3)",
                fen: START,
                chess960: false,
                edits: vec![PositionEdit::Placement(
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR".into(),
                )],
                want_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",
                problems: vec![PositionFault::MissingKing],
                castling_options: 2,
                en_passant_options: vec![],
            },
            Case {
                name: "castling rights are set to those offered only",
                fen: "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1",
                chess960: false,
                edits: vec![PositionEdit::Castling(vec![
                    right(Color::White, CastlingSide::QueenSide),
                    right(Color::Black, CastlingSide::KingSide),
                ])],
                want_fen: "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1",
                problems: vec![],
                castling_options: 4,
                en_passant_options: vec![],
            },
            Case {
                name: "after 1.e4 Black may take on e3; White to move drops it",
                fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                chess960: false,
                edits: vec![
                    PositionEdit::EnPassant(Some(Square::E3)),
                    PositionEdit::Turn(Color::White),
                ],
                want_fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1",
                problems: vec![],
                castling_options: 4,
                en_passant_options: vec![],
            },
            Case {
                name: "the en-passant square stays while the double step stands",
                fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                chess960: false,
                edits: vec![PositionEdit::EnPassant(Some(Square::E3))],
                want_fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                problems: vec![],
                castling_options: 4,
                en_passant_options: vec![Square::E3],
            },
            Case {
                name: "clear gives an empty board",
                fen: START,
                chess960: false,
                edits: vec![PositionEdit::Clear],
                want_fen: "8/8/8/8/8/8/8/8 w - - 0 1",
                problems: vec![PositionFault::EmptyBoard, PositionFault::MissingKing],
                castling_options: 0,
                en_passant_options: vec![],
            },
            Case {
                name: "standard start after a cleared board",
                fen: "8/8/8/8/8/8/8/8 w - - 0 1",
                chess960: false,
                edits: vec![PositionEdit::Standard],
                want_fen: START,
                problems: vec![],
                castling_options: 4,
                en_passant_options: vec![],
            },
            Case {
                name: "Chess960 number 0 (F9-1)",
                fen: START,
                chess960: true,
                edits: vec![PositionEdit::Chess960(0)],
                want_fen: "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
                problems: vec![],
                castling_options: 4,
                en_passant_options: vec![],
            },
            Case {
                name: "a Chess960 array under standard castling rules offers no castling (FI-3)",
                fen: START,
                chess960: false,
                edits: vec![PositionEdit::Chess960(0)],
                want_fen: "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w - - 0 1",
                problems: vec![],
                castling_options: 0,
                en_passant_options: vec![],
            },
            Case {
                name: "a pawn on the back rank is a problem",
                fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                chess960: false,
                edits: vec![PositionEdit::Placement("P3k3/8/8/8/8/8/8/4K3".into())],
                want_fen: "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
                problems: vec![PositionFault::PawnsOnBackRank],
                castling_options: 0,
                en_passant_options: vec![],
            },
        ];
        for case in cases {
            check(case);
        }
    }

    #[test]
    fn what_does_not_read_is_the_one_reason() {
        assert_eq!(
            PositionSetup::edit(START, false, &[PositionEdit::Placement("rnbqkbnr/9".into())]),
            Err(SetupReason::NotFen { part: FenPart::Board })
        );
        assert_eq!(
            PositionSetup::edit(START, true, &[PositionEdit::Chess960(960)]),
            Err(SetupReason::Chess960Number { number: 960 })
        );
        assert_eq!(
            arbitro_i18n::render(
                arbitro_i18n::Lang::Es,
                &SetupReason::Chess960Number { number: 960 }
            ),
            "960 no es una posición de Chess960: los números van de 0 a 959"
        );
    }
}
