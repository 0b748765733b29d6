//! The pairings checker: re-pairs the last round of a tournament from the
//! state before it and lists every difference from the recorded pairing,
//! with the absolute criteria the recorded pairing breaks, if any.

use std::collections::{BTreeMap, BTreeSet};

use arbitro_i18n::{Arg, Args, Message};

use arbitro_trf::{Colour, ResultCode, Tournament};

use crate::error::PairingError;
use crate::options::DutchOptions;
use crate::unpairable::{Criterion, Seat, SeatList, Unpairable, barred};
use crate::{RoundPairing, pair_next_round, state};

/// One way the recorded pairing differs from the rules.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Discrepancy {
    /// A game of the file that the rules would not have made.
    #[error("game {white}-{black} is not the pairing of the rules")]
    UnexpectedGame {
        /// White's pairing number.
        white: u32,
        /// Black's pairing number.
        black: u32,
    },
    /// A game the rules make that the file lacks.
    #[error("the rules pair {white}-{black}")]
    MissingGame {
        /// White's pairing number.
        white: u32,
        /// Black's pairing number.
        black: u32,
    },
    /// The right opponents with the colours the other way round.
    #[error("game {white}-{black}: the rules give White to {black}")]
    ColoursReversed {
        /// White in the file.
        white: u32,
        /// Black in the file.
        black: u32,
    },
    /// The pairing-allocated bye went to another player.
    #[error("pairing-allocated bye: the file gives it to {}, the rules to {}", show(*recorded), show(*expected))]
    Bye {
        /// The bye in the file.
        recorded: Option<u32>,
        /// The bye by the rules.
        expected: Option<u32>,
    },
    /// A game with a player who was not to be paired in the round.
    #[error("game {white}-{black}: a player was not to be paired in round {round}")]
    NotToBePaired {
        /// White's pairing number.
        white: u32,
        /// Black's pairing number.
        black: u32,
        /// The round.
        round: u32,
    },
    /// C1: the two players had already met.
    #[error("game {white}-{black}: they have met before (C1)")]
    Rematch {
        /// White's pairing number.
        white: u32,
        /// Black's pairing number.
        black: u32,
    },
    /// C3: both players have an absolute preference for the same colour.
    #[error("game {white}-{black}: both have an absolute preference for the same colour (C3)")]
    SameAbsoluteColour {
        /// White's pairing number.
        white: u32,
        /// Black's pairing number.
        black: u32,
    },
    /// C2: the bye went to a player who may not receive it.
    #[error("player {player} may not receive the pairing-allocated bye (C2)")]
    ByeNotAllowed {
        /// The player.
        player: u32,
    },
    /// The bye went to a player who was not to be paired.
    #[error("player {player} was not to be paired")]
    ByeNotToBePaired {
        /// The player.
        player: u32,
    },
    /// A present player has neither a game nor the bye.
    #[error("player {player} is present but not paired")]
    Unpaired {
        /// The player.
        player: u32,
    },
    /// The rules find no legal pairing of the round at all.
    #[error("the rules find no legal pairing: {0}")]
    NoLegalPairing(Box<Unpairable>),
}

fn show(player: Option<u32>) -> String {
    player.map_or("nobody".to_string(), |p| p.to_string())
}

impl Message for Discrepancy {
    fn code(&self) -> &str {
        match self {
            Discrepancy::UnexpectedGame { .. } => "pairing-check-unexpected-game",
            Discrepancy::MissingGame { .. } => "pairing-check-missing-game",
            Discrepancy::ColoursReversed { .. } => "pairing-check-colours-reversed",
            Discrepancy::Bye { .. } => "pairing-check-bye",
            Discrepancy::NotToBePaired { .. } => "pairing-check-not-to-be-paired",
            Discrepancy::Rematch { .. } => "pairing-check-rematch",
            Discrepancy::SameAbsoluteColour { .. } => "pairing-check-same-colour",
            Discrepancy::ByeNotAllowed { .. } => "pairing-check-bye-not-allowed",
            Discrepancy::ByeNotToBePaired { .. } => "pairing-check-bye-not-to-be-paired",
            Discrepancy::Unpaired { .. } => "pairing-check-unpaired",
            Discrepancy::NoLegalPairing(_) => "pairing-check-no-legal-pairing",
        }
    }

    fn args(&self) -> Args<'_> {
        let seat = |p: &Option<u32>| Arg::boxed(SeatList(p.iter().map(|&x| Seat::Player(x)).collect()));
        match self {
            Discrepancy::UnexpectedGame { white, black }
            | Discrepancy::MissingGame { white, black }
            | Discrepancy::ColoursReversed { white, black }
            | Discrepancy::Rematch { white, black }
            | Discrepancy::SameAbsoluteColour { white, black } => {
                vec![("white", Arg::from(*white)), ("black", Arg::from(*black))]
            }
            Discrepancy::NotToBePaired { white, black, round } => vec![
                ("white", Arg::from(*white)),
                ("black", Arg::from(*black)),
                ("round", Arg::from(*round)),
            ],
            Discrepancy::Bye { recorded, expected } => {
                vec![("recorded", seat(recorded)), ("expected", seat(expected))]
            }
            Discrepancy::ByeNotAllowed { player }
            | Discrepancy::ByeNotToBePaired { player }
            | Discrepancy::Unpaired { player } => vec![("player", Arg::from(*player))],
            Discrepancy::NoLegalPairing(proof) => vec![("proof", Arg::Message(proof.as_ref()))],
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
        return Err(PairingError::NothingToCheck);
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
            out.push(Discrepancy::NotToBePaired {
                white: g.white,
                black: g.black,
                round,
            });
            continue;
        };
        let (pa, pb) = (&st.players[a], &st.players[b]);
        let (white, black) = (g.white, g.black);
        if pa.opponents.contains(&pb.id) {
            out.push(Discrepancy::Rematch { white, black });
        }
        if matches!(barred(&st, pa, pb), Some(Criterion::Colour(_))) {
            out.push(Discrepancy::SameAbsoluteColour { white, black });
        }
    }
    if let Some(b) = file.bye {
        paired.insert(b);
        match index.get(&b) {
            Some(&i) if !st.players[i].bye_eligible => out.push(Discrepancy::ByeNotAllowed { player: b }),
            None => out.push(Discrepancy::ByeNotToBePaired { player: b }),
            _ => {}
        }
    }
    for p in &st.players {
        if !paired.contains(&p.id) {
            out.push(Discrepancy::Unpaired { player: p.id });
        }
    }

    // The rules' pairing.
    let rules = match pair_next_round(&before, options) {
        Ok(p) => p,
        Err(PairingError::NoPairing(proof)) => {
            out.push(Discrepancy::NoLegalPairing(proof));
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
