//! The pairings checker: re-pairs the last round of a tournament from the
//! state before it and lists every difference from the recorded pairing,
//! with the absolute criteria the recorded pairing breaks, if any.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use arbitro_trf::{Colour, ResultCode, Tournament};

use crate::error::PairingError;
use crate::options::DutchOptions;
use crate::{RoundPairing, pair_next_round, state};

/// One way the recorded pairing differs from the rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Discrepancy {
    /// A game of the file that the rules would not have made.
    UnexpectedGame {
        /// White's pairing number.
        white: u32,
        /// Black's pairing number.
        black: u32,
    },
    /// A game the rules make that the file lacks.
    MissingGame {
        /// White's pairing number.
        white: u32,
        /// Black's pairing number.
        black: u32,
    },
    /// The right opponents with the colours the other way round.
    ColoursReversed {
        /// White in the file.
        white: u32,
        /// Black in the file.
        black: u32,
    },
    /// The pairing-allocated bye went to another player.
    Bye {
        /// The bye in the file.
        recorded: Option<u32>,
        /// The bye by the rules.
        expected: Option<u32>,
    },
    /// The recorded pairing breaks an absolute criterion (C1–C3) or leaves
    /// a present player unpaired.
    Illegal(String),
}

impl fmt::Display for Discrepancy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Discrepancy::UnexpectedGame { white, black } => {
                write!(f, "game {white}-{black} is not the pairing of the rules")
            }
            Discrepancy::MissingGame { white, black } => write!(f, "the rules pair {white}-{black}"),
            Discrepancy::ColoursReversed { white, black } => {
                write!(f, "game {white}-{black}: the rules give White to {black}")
            }
            Discrepancy::Bye { recorded, expected } => {
                let show = |b: &Option<u32>| b.map_or("nobody".to_string(), |x| x.to_string());
                write!(
                    f,
                    "pairing-allocated bye: file gives it to {}, the rules to {}",
                    show(recorded),
                    show(expected)
                )
            }
            Discrepancy::Illegal(m) => f.write_str(m),
        }
    }
}

/// The pairing recorded in round `round` of `t`.
fn recorded(t: &Tournament, round: u32) -> RoundPairing {
    let mut games = Vec::new();
    let mut bye = None;
    for p in &t.players {
        let c = p.cell(round);
        if c.result == ResultCode::PairingAllocatedBye {
            bye = Some(p.start_rank);
        }
        if let (Some(o), Some(Colour::White)) = (c.opponent, c.colour) {
            games.push(crate::Game {
                white: p.start_rank,
                black: o,
            });
        }
    }
    RoundPairing { round, games, bye }
}

/// Checks the last paired round of `t` against the rules: returns every
/// discrepancy (empty when the file's pairing is exactly the rules').
pub fn check_last_round(t: &Tournament, options: &DutchOptions) -> Result<Vec<Discrepancy>, PairingError> {
    let round = t.paired_rounds();
    if round == 0 {
        return Err(PairingError::Input(
            "the file has no paired round to check".into(),
        ));
    }
    // The round checked must be consistent too (its results: a game both
    // players won is not a pairing that follows the rules).
    t.validate()?;
    let before = t.before_round(round);
    let file = recorded(t, round);
    let mut out = Vec::new();

    // Absolute criteria of the recorded pairing.
    let st = state::derive(&before, options)?;
    let index: BTreeMap<u32, usize> = st.players.iter().enumerate().map(|(i, p)| (p.id, i)).collect();
    let mut paired = BTreeSet::new();
    for g in &file.games {
        paired.insert(g.white);
        paired.insert(g.black);
        let (Some(&a), Some(&b)) = (index.get(&g.white), index.get(&g.black)) else {
            out.push(Discrepancy::Illegal(format!(
                "game {}-{}: a player was not to be paired in round {round}",
                g.white, g.black
            )));
            continue;
        };
        let (pa, pb) = (&st.players[a], &st.players[b]);
        if pa.opponents.contains(&pb.id) {
            out.push(Discrepancy::Illegal(format!(
                "game {}-{}: they have met before (C1)",
                g.white, g.black
            )));
        }
        if pa.pref.absolute
            && pb.pref.absolute
            && pa.pref.colour == pb.pref.colour
            && !(st.last_round && (pa.score > st.topscorer_above || pb.score > st.topscorer_above))
        {
            out.push(Discrepancy::Illegal(format!(
                "game {}-{}: both have an absolute preference for the same colour (C3)",
                g.white, g.black
            )));
        }
    }
    if let Some(b) = file.bye {
        paired.insert(b);
        match index.get(&b) {
            Some(&i) if !st.players[i].bye_eligible => out.push(Discrepancy::Illegal(format!(
                "player {b} may not receive the pairing-allocated bye (C2)"
            ))),
            None => out.push(Discrepancy::Illegal(format!("player {b} was not to be paired"))),
            _ => {}
        }
    }
    for p in &st.players {
        if !paired.contains(&p.id) {
            out.push(Discrepancy::Illegal(format!(
                "player {} is present but not paired",
                p.id
            )));
        }
    }

    // The rules' pairing.
    let rules = match pair_next_round(&before, options) {
        Ok(p) => p,
        Err(PairingError::NoPairing { reason, .. }) => {
            out.push(Discrepancy::Illegal(format!(
                "the rules find no legal pairing: {reason}"
            )));
            return Ok(out);
        }
        Err(e) => return Err(e),
    };
    let mine: BTreeSet<(u32, u32)> = rules.games.iter().map(|g| (g.white, g.black)).collect();
    let theirs: BTreeSet<(u32, u32)> = file.games.iter().map(|g| (g.white, g.black)).collect();
    for &(w, b) in theirs.difference(&mine) {
        if mine.contains(&(b, w)) {
            out.push(Discrepancy::ColoursReversed { white: w, black: b });
        } else {
            out.push(Discrepancy::UnexpectedGame { white: w, black: b });
        }
    }
    for &(w, b) in mine.difference(&theirs) {
        if !theirs.contains(&(b, w)) {
            out.push(Discrepancy::MissingGame { white: w, black: b });
        }
    }
    if rules.bye != file.bye {
        out.push(Discrepancy::Bye {
            recorded: file.bye,
            expected: rules.bye,
        });
    }
    Ok(out)
}
