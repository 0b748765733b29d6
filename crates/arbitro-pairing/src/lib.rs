//! Pairings: FIDE Dutch Swiss (C.04.3), Baku acceleration, Berger round robins, the pairing checker and the random tournament generator.
//!
//! * [`pair_next_round`] pairs the next round of a tournament by the Dutch
//!   system as in force from 1 February 2026 (or, as a named setting, the
//!   previous edition: [`RulesEdition`]), with optional Baku acceleration.
//! * [`explain_next_round`] pairs and says, per score group, which criteria
//!   (by their C.04.3 numbers) decided the floaters, the bye and the colours.
//! * [`generate`] makes a random tournament paired by this engine (results
//!   by the FIDE rating table, byes of each kind, forfeits, the tie-break
//!   list and the final ranks by it); [`GeneratorRequest`] draws every
//!   setting left unset from the seed.
//! * [`check_rounds`] re-pairs every round of a file from the state before
//!   it and lists, by round and board, where the recorded pairing differs
//!   from the rules ([`check_last_round`]: the last round only).
//! * [`format_pairing`] writes a pairing the way FIDE-endorsed engines do
//!   (`-p` output: the number of pairs, then `white black` per line, the bye
//!   as `player 0`).
//!
//! The crate does no I/O: it takes a parsed [`arbitro_trf::Tournament`] and
//! returns values and text.

pub mod berger;
mod check;
mod colour;
mod dutch;
mod error;
mod explain;
mod generate;
mod matching;
mod options;
mod state;
mod unpairable;
mod wide;

use arbitro_trf::Tournament;

pub use check::{Discrepancy, Finding, RoundCheck, check_last_round, check_rounds, check_rounds_as_they_are};
pub use colour::ColourRule;
pub use dutch::Stats;
pub use error::PairingError;
pub use error::Rate;
pub use explain::{BracketExplanation, Decision, Explanation, explain_next_round};
pub use generate::{
    Generated, GeneratorOptions, GeneratorRequest, Ratings, ResultModel, generate, generate_until_refused,
};
pub use options::{Acceleration, DutchOptions, RulesEdition};
pub use state::baku_records;
pub use unpairable::{Barred, Criterion, Seat, SeatOptions, Unpairable};

/// One game of a round: pairing numbers of White and Black.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Game {
    /// White's pairing number.
    pub white: u32,
    /// Black's pairing number.
    pub black: u32,
}

/// The pairing of one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundPairing {
    /// The round paired (1-based).
    pub round: u32,
    /// The games, in the published order (higher scores first).
    pub games: Vec<Game>,
    /// The player who receives the pairing-allocated bye.
    pub bye: Option<u32>,
}

/// Pairs the next round of `t` by the Dutch system: the round after the last
/// one with any game or pairing-allocated bye. Absences known in advance are
/// the cells already written in that round (`H`, `F`, `Z`), `XXZ` and `240`
/// records; everybody else is paired.
pub fn pair_next_round(t: &Tournament, options: &DutchOptions) -> Result<RoundPairing, PairingError> {
    let st = state::derive(t, options)?;
    let outcome = run(&st)?;
    Ok(to_round_pairing(&st, &outcome).0)
}

/// Runs the Dutch procedure on `st`. A refusal comes with its proof (the
/// players who cannot all be paired and the criteria that bar them); a
/// procedure that stops on a round that can be paired says so.
fn run(st: &state::RoundState) -> Result<dutch::Outcome, PairingError> {
    dutch::pair(st).map_err(|stop| match stop {
        dutch::Stop::TooLarge { bits } => PairingError::TooLarge {
            round: st.round,
            bits,
            available: wide::WEIGHT_BITS,
        },
        dutch::Stop::Unpairable | dutch::Stop::Internal(_) => match unpairable::certificate(st) {
            Some(proof) => PairingError::NoPairing(Box::new(proof)),
            None => PairingError::Internal {
                round: st.round,
                step: match stop {
                    dutch::Stop::Internal(step) => step,
                    _ => "no perfect matching found",
                },
            },
        },
    })
}

/// Pairs like [`pair_next_round`] and also returns the solver's work
/// counters (for benchmarks).
#[doc(hidden)]
pub fn pair_next_round_with_stats(
    t: &Tournament,
    options: &DutchOptions,
) -> Result<(RoundPairing, dutch::Stats), PairingError> {
    let st = state::derive(t, options)?;
    let outcome = run(&st)?;
    Ok((to_round_pairing(&st, &outcome).0, outcome.stats))
}

/// The published pairing and the colour rule of each game.
fn to_round_pairing(st: &state::RoundState, outcome: &dutch::Outcome) -> (RoundPairing, Vec<ColourRule>) {
    let mut games: Vec<(Game, usize, usize, ColourRule)> = outcome
        .pairs
        .iter()
        .map(|&(a, b)| {
            let (w, bl, rule) = colour::allocate(st, a, b);
            (
                Game {
                    white: st.players[w].id,
                    black: st.players[bl].id,
                },
                a.min(b),
                a.max(b),
                rule,
            )
        })
        .collect();
    // Published order: by the higher player's score, then the lower player's
    // score, then the higher player's pairing number.
    games.sort_by(|x, y| {
        let key = |g: &(Game, usize, usize, ColourRule)| {
            let h = &st.players[g.1];
            let l = &st.players[g.2];
            (std::cmp::Reverse(h.score), std::cmp::Reverse(l.score), h.rank)
        };
        key(x).cmp(&key(y))
    });
    let rules = games.iter().map(|g| g.3).collect();
    (
        RoundPairing {
            round: st.round,
            games: games.into_iter().map(|g| g.0).collect(),
            bye: outcome.bye.map(|b| st.players[b].id),
        },
        rules,
    )
}

/// The pairing in the format of the FIDE-endorsed engines' `-p` option: the
/// number of pairs (the bye counts as one), one `white black` line per game,
/// and the bye as `player 0`.
pub fn format_pairing(p: &RoundPairing) -> String {
    let mut out = format!("{}\n", p.games.len() + usize::from(p.bye.is_some()));
    for g in &p.games {
        out.push_str(&format!("{} {}\n", g.white, g.black));
    }
    if let Some(b) = p.bye {
        out.push_str(&format!("{b} 0\n"));
    }
    out
}
