//! The laws of chess for arbitro: the one place they live, each decision
//! citing its clause (FI-* FIDE Laws, ON-* online policy, F9-* Chess960,
//! AM-R3/AM-R13 bughouse) from the project's clause catalogue.
//!
//! - [`Position`]: positions from FEN, X-FEN, Shredder-FEN, the standard
//!   start or a Chess960 number ([`Chess960Draw`] for a seeded random draw);
//!   legal moves; SAN and UCI both ways; the F9-6 option ([`CastlingRule`]).
//! - [`Ruleset`]: `fide` and `online` as values; [`Ruleset::status`] answers
//!   "where does this position stand, given these earlier positions"
//!   ([`History`]) for any legal position, including hand-built ones.
//! - [`can_checkmate`]: the unwinnability search behind dead positions,
//!   flag fall and resignation.
//! - [`Game`]: moves with clock annotations, result and reason; PGN in and
//!   out ([`pgn`]).
//! - [`bughouse`]: two boards, two teams, drops.
//!
//! The crate does no I/O and never panics on user input: text comes in as
//! `&str`, every refusal is a [`RulesError`] naming what was wrong.
//!
//! shakmaty is re-exported so that every crate uses the same version of its
//! vocabulary types (`Move`, `Color`, `Square`, `Setup`, ...).

pub mod bughouse;
pub mod chess960;
mod clause;
mod deadness;
mod error;
mod fen;
mod game;
mod history;
mod notation;
pub mod perft;
pub mod pgn;
mod position;
mod refusal;
mod ruleset;
mod unwinnable;

pub use shakmaty;
pub use shakmaty::{CastlingMode, CastlingSide, Color, KnownOutcome, Move, Outcome, Role, Square};

pub use chess960::Chess960Draw;
pub use clause::Clause;
pub use deadness::deadness;
pub use error::{BughouseProblem, DataProblem, RulesError};
pub use fen::{FenProblem, PositionProblem};
pub use game::{ClockTime, Game, PlayedMove};
pub use history::History;
pub use position::{CastlingRule, Position};
pub use refusal::{CastlingObstacle, CastlingRefusal, MoveRefusal, colour_name};
pub use ruleset::{
    ClaimKind, ClaimVerdict, Ending, Ongoing, Reason, Ruleset, Status, has_lone_king, online_dead_class,
};
pub use unwinnable::{Deadness, Winnability, can_checkmate, replay_to_mate, surely_unwinnable};
