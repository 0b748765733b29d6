//! The pairings checker: re-pairs every round of a tournament from the
//! state before it and lists every difference from the recorded pairing,
//! by round and board, with the absolute criteria the recorded pairing
//! breaks, if any.

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

/// One finding of the checker: a discrepancy in a round, on the board
/// of the file's pairing it concerns (boards in the published order of
/// C.04.2: higher scores first), when it concerns one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The round (1-based).
    pub round: u32,
    /// The board of the file's game, when the discrepancy concerns one.
    pub board: Option<u32>,
    /// What differs.
    pub discrepancy: Discrepancy,
}

impl Message for Finding {
    fn code(&self) -> &str {
        match self.board {
            Some(_) => "pairing-check-on-board",
            None => "pairing-check-in-round",
        }
    }

    fn args(&self) -> Args<'_> {
        let mut args = vec![
            ("round", Arg::from(self.round)),
            ("detail", Arg::Message(&self.discrepancy)),
        ];
        if let Some(board) = self.board {
            args.push(("board", Arg::from(board)));
        }
        args
    }
}

/// The checker's verdict on one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundCheck {
    /// The round (1-based).
    pub round: u32,
    /// Every discrepancy (none: the file's pairing is the rules').
    pub findings: Vec<Finding>,
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
    Ok(check_round(t, round, options)?
        .into_iter()
        .map(|(_, d)| d)
        .collect())
}

/// Checks every paired round of `t` against the rules, each from the
/// state before it: one [`RoundCheck`] per round, first to last. The
/// file must be consistent (its results and scores: a game both players
/// won is no pairing that follows the rules).
pub fn check_rounds(t: &Tournament, options: &DutchOptions) -> Result<Vec<RoundCheck>, PairingError> {
    let paired = t.paired_rounds();
    if paired == 0 {
        return Err(PairingError::NothingToCheck);
    }
    t.validate()?;
    check_rounds_as_they_are(t, options)
}

/// [`check_rounds`] without the consistency check, for a caller that has
/// listed the file's inconsistencies itself (an import). A file that does
/// not say how many rounds the tournament has (`142`, `XXR`) is checked as
/// a tournament of the rounds it records: its last round is the last.
pub fn check_rounds_as_they_are(
    t: &Tournament,
    options: &DutchOptions,
) -> Result<Vec<RoundCheck>, PairingError> {
    let owned;
    let t = if t.rounds.is_none() {
        let mut copy = t.clone();
        copy.rounds = Some(t.recorded_rounds().max(1));
        owned = copy;
        &owned
    } else {
        t
    };
    (1..=t.paired_rounds())
        .map(|round| {
            let findings = check_round(t, round, options)?
                .into_iter()
                .map(|(board, discrepancy)| Finding {
                    round,
                    board,
                    discrepancy,
                })
                .collect();
            Ok(RoundCheck { round, findings })
        })
        .collect()
}

/// The boards of the file's games in `round`, in the published order
/// (C.04.2: the higher player's score, then the lower player's score, then
/// the higher player's pairing number), numbered from 1.
fn boards(st: &state::RoundState, games: &[crate::Game]) -> BTreeMap<(u32, u32), u32> {
    let by_id: BTreeMap<u32, &state::PlayerState> = st.players.iter().map(|p| (p.id, p)).collect();
    let key = |g: &crate::Game| {
        let (a, b) = (by_id.get(&g.white), by_id.get(&g.black));
        let score = |p: Option<&&state::PlayerState>| p.map_or(i32::MIN, |p| p.score);
        let rank = |p: Option<&&state::PlayerState>| p.map_or(u32::MAX, |p| p.rank);
        let (hi, lo) = if (std::cmp::Reverse(score(a)), rank(a)) <= (std::cmp::Reverse(score(b)), rank(b)) {
            (a, b)
        } else {
            (b, a)
        };
        (
            std::cmp::Reverse(score(hi)),
            std::cmp::Reverse(score(lo)),
            rank(hi),
        )
    };
    let mut ordered: Vec<&crate::Game> = games.iter().collect();
    ordered.sort_by_key(|g| key(g));
    ordered
        .into_iter()
        .enumerate()
        .map(|(i, g)| ((g.white, g.black), i as u32 + 1))
        .collect()
}

/// Every discrepancy of round `round`, with the board of the file's game
/// it concerns.
fn check_round(
    t: &Tournament,
    round: u32,
    options: &DutchOptions,
) -> Result<Vec<(Option<u32>, Discrepancy)>, PairingError> {
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
            return Ok(on_boards(&st, &file, out));
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
    Ok(on_boards(&st, &file, out))
}

/// The board of the file's game each discrepancy concerns (a game the
/// rules make and the file lacks has none).
fn on_boards(
    st: &state::RoundState,
    file: &RoundPairing,
    found: Vec<Discrepancy>,
) -> Vec<(Option<u32>, Discrepancy)> {
    let board = boards(st, &file.games);
    found
        .into_iter()
        .map(|d| {
            let game = match &d {
                Discrepancy::UnexpectedGame { white, black }
                | Discrepancy::ColoursReversed { white, black }
                | Discrepancy::NotToBePaired { white, black, .. }
                | Discrepancy::Rematch { white, black }
                | Discrepancy::SameAbsoluteColour { white, black } => Some((*white, *black)),
                _ => None,
            };
            (game.and_then(|g| board.get(&g).copied()), d)
        })
        .collect()
}
