//! Rulesets as named values: how a game ends, and which claims stand.
//!
//! `fide` applies the FIDE Laws (FI-*): threefold repetition and the 50-move
//! rule are claims that the arbiter checks; fivefold repetition and 75 moves
//! end the game by themselves; dead positions, flag fall and resignation are
//! judged by a real unwinnability search. `online` applies the online policy
//! (ON-1..ON-3): automatic draws at the third repetition and at move 50,
//! only three dead material classes, and flag fall/resignation drawn only
//! against a lone king.
//!
//! Every question takes the position and the earlier positions explicitly,
//! so a caller that built a position itself (a card effect) gets the same
//! answers as a replayed game.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use shakmaty::{Color, KnownOutcome, Move};

use crate::clause::Clause;
use crate::deadness;
use crate::error::RulesError;
use crate::history::History;
use crate::position::Position;
use crate::refusal::colour_name;
use crate::unwinnable::{self, Deadness, Winnability};

/// A named ruleset.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ruleset {
    /// The FIDE Laws of Chess (2023): FI-1, FI-3, FI-5.1.2, FI-5.2.1–FI-5.2.3,
    /// FI-6.9, FI-9.2, FI-9.3, FI-9.6.
    #[default]
    Fide,
    /// How an online site applies them: ON-1, ON-2, ON-3 (plus FI-1, FI-3,
    /// FI-5.2.1, FI-5.2.3).
    Online,
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// The side to move is checkmated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// No series of legal moves can end in mate (FI-5.2.2).
    DeadPosition,
    /// One of the three online dead classes (ON-2).
    InsufficientMaterial,
    /// Third repetition: a valid claim (FI-9.2) or automatic online (ON-1).
    ThreefoldRepetition,
    /// Fifth repetition (FI-9.6).
    FivefoldRepetition,
    /// 50 moves without capture or pawn move: a valid claim (FI-9.3) or
    /// automatic online (ON-1).
    FiftyMoves,
    /// 75 moves without capture or pawn move (FI-9.6).
    SeventyFiveMoves,
    /// A player resigned (FI-5.1.2, ON-3).
    Resignation,
    /// A player's flag fell (FI-6.9, ON-3).
    FlagFall,
    /// Both players agreed to a draw (FI-5.2.3).
    Agreement,
    /// Bughouse: the partner's board ended (AM-R3).
    PartnerBoard,
}

impl Reason {
    /// Every reason.
    pub const ALL: [Reason; 12] = [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::DeadPosition,
        Reason::InsufficientMaterial,
        Reason::ThreefoldRepetition,
        Reason::FivefoldRepetition,
        Reason::FiftyMoves,
        Reason::SeventyFiveMoves,
        Reason::Resignation,
        Reason::FlagFall,
        Reason::Agreement,
        Reason::PartnerBoard,
    ];

    /// A short stable name (`"flag-fall"`), used in files.
    pub const fn slug(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::DeadPosition => "dead-position",
            Reason::InsufficientMaterial => "insufficient-material",
            Reason::ThreefoldRepetition => "threefold-repetition",
            Reason::FivefoldRepetition => "fivefold-repetition",
            Reason::FiftyMoves => "fifty-moves",
            Reason::SeventyFiveMoves => "seventy-five-moves",
            Reason::Resignation => "resignation",
            Reason::FlagFall => "flag-fall",
            Reason::Agreement => "agreement",
            Reason::PartnerBoard => "partner-board",
        }
    }

    /// Finds a reason by its slug.
    pub fn from_slug(slug: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.slug() == slug.trim())
    }

    /// The PGN `Termination` tag value for this reason.
    pub const fn pgn_termination(self) -> &'static str {
        match self {
            Reason::FlagFall => "time forfeit",
            _ => "normal",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// How a game ended: the result, the reason, the clause applied and a
/// sentence an arbiter can read out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ending {
    /// `1-0`, `0-1` or `1/2-1/2`.
    #[serde(with = "outcome_serde")]
    pub outcome: KnownOutcome,
    /// Why.
    pub reason: Reason,
    /// The clause that decides it.
    pub clause: Clause,
    /// The decision in words.
    pub detail: String,
}

impl Ending {
    fn new(outcome: KnownOutcome, reason: Reason, clause: Clause, detail: impl Into<String>) -> Ending {
        Ending {
            outcome,
            reason,
            clause,
            detail: detail.into(),
        }
    }

    fn draw(reason: Reason, clause: Clause, detail: impl Into<String>) -> Ending {
        Ending::new(KnownOutcome::Draw, reason, clause, detail)
    }

    fn win(winner: Color, reason: Reason, clause: Clause, detail: impl Into<String>) -> Ending {
        Ending::new(KnownOutcome::Decisive { winner }, reason, clause, detail)
    }

    /// The result as PGN writes it.
    pub fn result(&self) -> &'static str {
        self.outcome.as_str()
    }
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} ({}): {}",
            self.outcome, self.reason, self.clause, self.detail
        )
    }
}

mod outcome_serde {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::KnownOutcome;

    pub fn serialize<S: Serializer>(outcome: &KnownOutcome, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(outcome.as_str())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<KnownOutcome, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map_err(|_| serde::de::Error::custom(format!("invalid result \"{text}\"")))
    }
}

/// A draw a player may claim (FIDE); online these are automatic (ON-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClaimKind {
    /// Threefold repetition (FI-9.2).
    Threefold,
    /// The 50-move rule (FI-9.3).
    FiftyMoves,
}

impl ClaimKind {
    /// The claim's name on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            ClaimKind::Threefold => "threefold",
            ClaimKind::FiftyMoves => "fifty-moves",
        }
    }
}

impl FromStr for ClaimKind {
    type Err = String;

    fn from_str(s: &str) -> Result<ClaimKind, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "threefold" | "repetition" | "3fold" => Ok(ClaimKind::Threefold),
            "fifty-moves" | "fifty" | "50" | "50-moves" => Ok(ClaimKind::FiftyMoves),
            other => Err(format!(
                "unknown claim \"{other}\" (expected threefold or fifty-moves)"
            )),
        }
    }
}

/// The arbiter's finding on a claim.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimVerdict {
    /// What was claimed.
    pub kind: ClaimKind,
    /// Whether the claim is correct.
    pub valid: bool,
    /// The clause that decides it.
    pub clause: Clause,
    /// The finding in words (counts, the position concerned).
    pub detail: String,
}

/// Where a game stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// The game goes on.
    Ongoing(Ongoing),
    /// The game is over.
    Over(Ending),
}

impl Status {
    /// The ending, if the game is over.
    pub fn ending(&self) -> Option<&Ending> {
        match self {
            Status::Over(ending) => Some(ending),
            Status::Ongoing(_) => None,
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        matches!(self, Status::Over(_))
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Over(ending) => write!(f, "{ending}"),
            Status::Ongoing(ongoing) => {
                f.write_str(if ongoing.check {
                    "ongoing, check"
                } else {
                    "ongoing"
                })?;
                for claim in &ongoing.claimable {
                    write!(f, ", {} claimable", claim.name())?;
                }
                if ongoing.dead_position_undecided {
                    f.write_str(", dead-position search undecided")?;
                }
                Ok(())
            }
        }
    }
}

/// Facts about a game that goes on.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Ongoing {
    /// The side to move is in check.
    pub check: bool,
    /// Draws the side to move could claim now (FIDE only).
    pub claimable: Vec<ClaimKind>,
    /// How many times this position has appeared (FI-9.2).
    pub appearances: usize,
    /// The dead-position search gave no answer (nothing was declared).
    pub dead_position_undecided: bool,
}

impl fmt::Display for Ruleset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Ruleset {
    type Err = RulesError;

    fn from_str(s: &str) -> Result<Ruleset, RulesError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "fide" => Ok(Ruleset::Fide),
            "online" => Ok(Ruleset::Online),
            _ => Err(RulesError::UnknownRuleset { name: s.to_string() }),
        }
    }
}

impl Ruleset {
    /// Every ruleset.
    pub const ALL: [Ruleset; 2] = [Ruleset::Fide, Ruleset::Online];

    /// The ruleset's name (`fide`, `online`).
    pub const fn name(self) -> &'static str {
        match self {
            Ruleset::Fide => "fide",
            Ruleset::Online => "online",
        }
    }

    /// The clauses this ruleset applies.
    pub const fn clauses(self) -> &'static [Clause] {
        match self {
            Ruleset::Fide => &[
                Clause::Fi1,
                Clause::Fi3,
                Clause::Fi5_1_2,
                Clause::Fi5_2_1,
                Clause::Fi5_2_2,
                Clause::Fi5_2_3,
                Clause::Fi6_9,
                Clause::Fi9_2,
                Clause::Fi9_3,
                Clause::Fi9_6,
            ],
            Ruleset::Online => &[
                Clause::Fi1,
                Clause::Fi3,
                Clause::Fi5_2_1,
                Clause::Fi5_2_3,
                Clause::On1,
                Clause::On2,
                Clause::On3,
            ],
        }
    }

    /// The status of `pos`, given the positions before it (`history`, not
    /// including `pos`). Works for any legal position, including ones built
    /// by hand.
    pub fn status(self, pos: &Position, history: &History) -> Status {
        self.status_given(pos, crate::history::key(pos.chess()), history, || {
            deadness::deadness(pos)
        })
    }

    /// [`Ruleset::status`] with the position's deadness (FI-5.2.2) asked of
    /// `deadness` only when the FIDE rules need it (a replay that knows it
    /// for every position of the game).
    pub(crate) fn status_given(
        self,
        pos: &Position,
        key: u64,
        history: &History,
        deadness: impl FnOnce() -> Deadness,
    ) -> Status {
        let check = pos.is_check();
        if pos.legal_moves().is_empty() {
            let to_move = pos.turn();
            return Status::Over(if check {
                Ending::win(
                    !to_move,
                    Reason::Checkmate,
                    Clause::Fi1,
                    format!("{} is checkmated", colour_name(to_move)),
                )
            } else {
                Ending::draw(
                    Reason::Stalemate,
                    Clause::Fi5_2_1,
                    format!("{} has no legal move and is not in check", colour_name(to_move)),
                )
            });
        }
        let appearances = history.appearances_keyed(pos, key);
        let halfmoves = pos.halfmoves();
        match self {
            Ruleset::Fide => {
                let mut dead_position_undecided = false;
                match deadness() {
                    Deadness::Dead => {
                        return Status::Over(Ending::draw(
                            Reason::DeadPosition,
                            Clause::Fi5_2_2,
                            "no series of legal moves can end in checkmate",
                        ));
                    }
                    Deadness::Undecided => dead_position_undecided = true,
                    Deadness::Alive => {}
                }
                if let Some(ending) = self.automatic_draw(appearances, halfmoves) {
                    return Status::Over(ending);
                }
                let claimable = [ClaimKind::Threefold, ClaimKind::FiftyMoves]
                    .into_iter()
                    .filter(|kind| self.claim_stands(*kind, appearances, halfmoves))
                    .collect();
                Status::Ongoing(Ongoing {
                    check,
                    claimable,
                    appearances,
                    dead_position_undecided,
                })
            }
            Ruleset::Online => {
                if let Some(class) = online_dead_class(pos) {
                    return Status::Over(Ending::draw(Reason::InsufficientMaterial, Clause::On2, class));
                }
                if let Some(ending) = self.automatic_draw(appearances, halfmoves) {
                    return Status::Over(ending);
                }
                Status::Ongoing(Ongoing {
                    check,
                    claimable: Vec::new(),
                    appearances,
                    dead_position_undecided: false,
                })
            }
        }
    }

    /// The draw that ends a game by itself once its position has appeared
    /// `appearances` times and `halfmoves` half-moves have passed without a
    /// capture or pawn move: fivefold repetition or 75 moves (FI-9.6), online
    /// the third repetition or move 50 (ON-1). For callers that count
    /// repetitions themselves (the card engine: its positions include the
    /// effects on the table) as well as for [`Ruleset::status`].
    pub fn automatic_draw(self, appearances: usize, halfmoves: u32) -> Option<Ending> {
        let (repetitions, moves, clause) = match self {
            Ruleset::Fide => (5, 150, Clause::Fi9_6),
            Ruleset::Online => (3, 100, Clause::On1),
        };
        let (repetition, move_rule) = match self {
            Ruleset::Fide => (Reason::FivefoldRepetition, Reason::SeventyFiveMoves),
            Ruleset::Online => (Reason::ThreefoldRepetition, Reason::FiftyMoves),
        };
        if appearances >= repetitions {
            return Some(Ending::draw(
                repetition,
                clause,
                format!("the same position has appeared {appearances} times"),
            ));
        }
        if halfmoves >= moves {
            return Some(Ending::draw(
                move_rule,
                clause,
                format!(
                    "{} moves by each player without a capture or pawn move",
                    halfmoves / 2
                ),
            ));
        }
        None
    }

    /// Whether a draw claim stands on those counts: the position has appeared
    /// three times (FI-9.2), or 100 half-moves without a capture or pawn move
    /// (FI-9.3).
    pub fn claim_stands(self, kind: ClaimKind, appearances: usize, halfmoves: u32) -> bool {
        match kind {
            ClaimKind::Threefold => appearances >= 3,
            ClaimKind::FiftyMoves => halfmoves >= 100,
        }
    }

    /// Checks a draw claim by the side to move in `pos` (`history` holds the
    /// positions before it). With `intended`, the claim is about the position
    /// that move will produce (the player has written the move down without
    /// playing it, FI-9.2/FI-9.3). An illegal intended move is an error.
    pub fn claim(
        self,
        pos: &Position,
        history: &History,
        kind: ClaimKind,
        intended: Option<Move>,
    ) -> Result<ClaimVerdict, RulesError> {
        let (target, target_history) = match intended {
            Some(m) => {
                let next = pos.after(m)?;
                let mut h = history.clone();
                h.push(pos);
                (next, h)
            }
            None => (pos.clone(), history.clone()),
        };
        let when = if intended.is_some() {
            "after the written move"
        } else {
            "now"
        };
        let verdict = match kind {
            ClaimKind::Threefold => {
                let n = target_history.appearances(&target);
                ClaimVerdict {
                    kind,
                    valid: self.claim_stands(kind, n, 0),
                    clause: self.pick(Clause::Fi9_2, Clause::On1),
                    detail: format!(
                        "the position {when} has appeared {n} time{} (3 needed; castling and en-passant rights count)",
                        if n == 1 { "" } else { "s" }
                    ),
                }
            }
            ClaimKind::FiftyMoves => {
                let h = target.halfmoves();
                ClaimVerdict {
                    kind,
                    valid: self.claim_stands(kind, 0, h),
                    clause: self.pick(Clause::Fi9_3, Clause::On1),
                    detail: format!(
                        "{} half-moves {when} without a capture or pawn move (100 needed)",
                        h
                    ),
                }
            }
        };
        Ok(verdict)
    }

    /// The ending when `resigning` resigns in `pos`: a loss, unless the
    /// opponent cannot checkmate (FI-5.1.2: by any series of legal moves;
    /// ON-3: only a lone king counts).
    pub fn resignation(self, pos: &Position, resigning: Color) -> Ending {
        self.loss_unless_cannot_mate(pos, resigning, Reason::Resignation, "resigned")
    }

    /// The ending when `flagged`'s time runs out in `pos`: a loss, unless the
    /// opponent cannot checkmate (FI-6.9: by any series of legal moves;
    /// ON-3: only a lone king counts).
    pub fn flag_fall(self, pos: &Position, flagged: Color) -> Ending {
        self.loss_unless_cannot_mate(pos, flagged, Reason::FlagFall, "ran out of time")
    }

    /// A draw agreed by both players, allowed once each has made at least one
    /// move (FI-5.2.3). `white_moves`/`black_moves` count the moves made.
    pub fn agreement(self, white_moves: usize, black_moves: usize) -> Result<Ending, RulesError> {
        if white_moves == 0 || black_moves == 0 {
            return Err(RulesError::DrawTooEarly);
        }
        Ok(Ending::draw(
            Reason::Agreement,
            Clause::Fi5_2_3,
            "both players agreed to a draw",
        ))
    }

    fn loss_unless_cannot_mate(self, pos: &Position, loser: Color, reason: Reason, verb: &str) -> Ending {
        let winner = !loser;
        let clause = match (self, reason) {
            (Ruleset::Online, _) => Clause::On3,
            (Ruleset::Fide, Reason::FlagFall) => Clause::Fi6_9,
            (Ruleset::Fide, _) => Clause::Fi5_1_2,
        };
        match self {
            Ruleset::Fide => match unwinnable::can_checkmate(pos, winner) {
                Winnability::Unwinnable => Ending::draw(
                    reason,
                    clause,
                    format!(
                        "{} {verb}, but {} cannot checkmate by any series of legal moves",
                        colour_name(loser),
                        colour_name(winner)
                    ),
                ),
                Winnability::Winnable { .. } => Ending::win(
                    winner,
                    reason,
                    clause,
                    format!(
                        "{} {verb}; {} can still checkmate",
                        colour_name(loser),
                        colour_name(winner)
                    ),
                ),
                Winnability::Undecided => Ending::win(
                    winner,
                    reason,
                    clause,
                    format!(
                        "{} {verb}; the search could not prove that {} cannot checkmate (arbiter to confirm)",
                        colour_name(loser),
                        colour_name(winner)
                    ),
                ),
            },
            Ruleset::Online => {
                if has_lone_king(pos, winner) {
                    Ending::draw(
                        reason,
                        clause,
                        format!(
                            "{} {verb}, but {} has a lone king",
                            colour_name(loser),
                            colour_name(winner)
                        ),
                    )
                } else {
                    Ending::win(
                        winner,
                        reason,
                        clause,
                        format!(
                            "{} {verb}; {} has more than a lone king",
                            colour_name(loser),
                            colour_name(winner)
                        ),
                    )
                }
            }
        }
    }

    fn pick(self, fide: Clause, online: Clause) -> Clause {
        match self {
            Ruleset::Fide => fide,
            Ruleset::Online => online,
        }
    }
}

/// Whether `colour` has nothing but its king.
pub fn has_lone_king(pos: &Position, colour: Color) -> bool {
    let board = pos.board();
    (board.by_color(colour) & !board.kings()).is_empty()
}

/// ON-2: the three dead classes an online site recognises, in words, or
/// `None`: kings only; king and one minor piece against a king; kings and
/// bishops only, all bishops on squares of one colour.
pub fn online_dead_class(pos: &Position) -> Option<&'static str> {
    let board = pos.board();
    let others = board.occupied() & !board.kings();
    if others.is_empty() {
        return Some("only the kings are left");
    }
    if others.count() == 1 && (others & !(board.knights() | board.bishops())).is_empty() {
        return Some("king and one minor piece against a lone king");
    }
    if others == board.bishops() {
        let light = others & shakmaty::Bitboard::LIGHT_SQUARES;
        if light.is_empty() || light == others {
            return Some("only bishops remain, all on squares of one colour");
        }
    }
    None
}

impl arbitro_i18n::Message for Ruleset {
    fn code(&self) -> &str {
        match self {
            Ruleset::Fide => "label-ruleset-fide",
            Ruleset::Online => "label-ruleset-online",
        }
    }
}

/// How a game ended, in words (`label-ending`, by the reason's slug).
impl arbitro_i18n::Message for Reason {
    fn code(&self) -> &str {
        "label-ending"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        vec![("reason", arbitro_i18n::Arg::from(self.slug()))]
    }
}

/// A draw claim's name (`label-claim`, by its command-line name).
impl arbitro_i18n::Message for ClaimKind {
    fn code(&self) -> &str {
        "label-claim"
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        vec![("claim", arbitro_i18n::Arg::from(self.name()))]
    }
}
