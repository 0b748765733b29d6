//! The random tournament generator: a complete tournament paired round by
//! round by this engine, with results drawn from the ratings by a seeded
//! model, and requested byes, absences and forfeits at given rates. FIDE's
//! endorsement procedure for pairing programs asks for one (C.04.A, Random
//! Tournament Generator); the benchmarks use it too.

use arbitro_rng::Rng;
use arbitro_trf::{Colour, Player, Points, ResultCode, RoundCell, Tournament, TournamentType};

use crate::error::{PairingError, Rate, most_rounds};
use crate::options::{Acceleration, DutchOptions};
use crate::pair_next_round;

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GeneratorOptions {
    /// Number of players.
    pub players: u32,
    /// Number of rounds.
    pub rounds: u32,
    /// Seed of the random draws (the same seed gives the same tournament).
    pub seed: u64,
    /// Probability that a player is absent from a round, known before it is
    /// paired (half of these are half-point byes `H`, half zero-point `Z`).
    pub byes: f64,
    /// Probability that a game is forfeited (a few of them by both players).
    pub forfeits: f64,
    /// Probability that a player withdraws before a round (from the second
    /// on): absent, with blank cells, from that round to the end.
    pub withdrawals: f64,
    /// How game results are drawn.
    pub results: ResultModel,
    /// Pairing options (edition, acceleration).
    pub pairing: DutchOptions,
}

/// How the generator draws the result of a game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ResultModel {
    /// From the two ratings (FIDE's logistic expectation, draws likelier
    /// between players of similar strength, a small edge for White).
    Rating,
    /// The same probabilities for every game, whatever the ratings: White
    /// wins with `white_wins`, the game is drawn with `draws`, Black wins
    /// otherwise (`1/3, 1/3` gives uniformly random results).
    Fixed {
        /// Probability that White wins.
        white_wins: f64,
        /// Probability of a draw.
        draws: f64,
    },
}

impl ResultModel {
    /// Uniformly random results: a third each of White wins, draws and
    /// Black wins.
    pub const UNIFORM: ResultModel = ResultModel::Fixed {
        white_wins: 1.0 / 3.0,
        draws: 1.0 / 3.0,
    };

    /// The probabilities are between 0 and 1 and add up to at most 1.
    pub fn is_valid(&self) -> bool {
        match *self {
            ResultModel::Rating => true,
            ResultModel::Fixed { white_wins, draws } => {
                (0.0..=1.0).contains(&white_wins) && (0.0..=1.0).contains(&draws) && white_wins + draws <= 1.0
            }
        }
    }
}

impl ResultModel {
    /// The refusal of a model whose probabilities are impossible.
    fn refusal(&self) -> Option<PairingError> {
        match *self {
            ResultModel::Fixed { white_wins, draws } if !self.is_valid() => {
                Some(PairingError::ResultProbabilities {
                    white_wins: white_wins.to_string(),
                    draws: draws.to_string(),
                })
            }
            _ => None,
        }
    }
}

impl std::str::FromStr for ResultModel {
    type Err = PairingError;
    /// `rating`, `uniform`, or `W,D`: the probabilities that White wins and
    /// that the game is drawn (e.g. `0.3,0.4`).
    fn from_str(s: &str) -> Result<ResultModel, PairingError> {
        let model = match s.trim() {
            "rating" => ResultModel::Rating,
            "uniform" => ResultModel::UNIFORM,
            other => {
                let parsed = other.split_once(',').and_then(|(w, d)| {
                    Some(ResultModel::Fixed {
                        white_wins: w.trim().parse().ok()?,
                        draws: d.trim().parse().ok()?,
                    })
                });
                parsed.ok_or_else(|| PairingError::ResultModel {
                    text: other.to_string(),
                })?
            }
        };
        match model.refusal() {
            Some(refusal) => Err(refusal),
            None => Ok(model),
        }
    }
}

impl Default for GeneratorOptions {
    fn default() -> GeneratorOptions {
        GeneratorOptions {
            players: 100,
            rounds: 9,
            seed: 1,
            byes: 0.02,
            forfeits: 0.01,
            withdrawals: 0.0,
            results: ResultModel::Rating,
            pairing: DutchOptions::default(),
        }
    }
}

/// The expected score of a player rated `a` against one rated `b` (FIDE's
/// logistic approximation).
fn expected(a: f64, b: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((b - a) / 400.0))
}

/// Draws the result of a game for White: 1, ½ or 0 (in tenths). By the
/// ratings, draws are likelier between players of similar strength, and
/// White has a small edge.
fn draw_result(rng: &mut Rng, model: ResultModel, white: f64, black: f64) -> i32 {
    let (win, draw) = match model {
        ResultModel::Rating => {
            let e = expected(white + 30.0, black);
            let draw = 0.36 * (1.0 - (2.0 * e - 1.0).abs());
            ((e - draw / 2.0).max(0.0), draw)
        }
        ResultModel::Fixed { white_wins, draws } => (white_wins, draws),
    };
    let x = rng.unit_f64();
    if x < win {
        10
    } else if x < win + draw {
        5
    } else {
        0
    }
}

/// Checks what the generator is asked for: 2 to 9,999 players, at least
/// one round and no more than the field can play (one fewer than the
/// players in an even field, where everybody meets everybody once; as many
/// as the players in an odd one, where each also gets the bye once),
/// probabilities between 0 and 1.
fn check(options: &GeneratorOptions) -> Result<(), PairingError> {
    if options.players < 2 || options.players > 9999 {
        return Err(PairingError::GeneratorPlayers {
            players: options.players,
        });
    }
    if options.rounds == 0 || options.rounds > most_rounds(options.players) {
        return Err(PairingError::GeneratorRounds {
            rounds: options.rounds,
            players: options.players,
        });
    }
    for (rate, value) in [
        (Rate::Byes, options.byes),
        (Rate::Forfeits, options.forfeits),
        (Rate::Withdrawals, options.withdrawals),
    ] {
        if !(0.0..=1.0).contains(&value) {
            return Err(PairingError::GeneratorRate {
                rate,
                value: value.to_string(),
            });
        }
    }
    match options.results.refusal() {
        Some(refusal) => Err(refusal),
        None => Ok(()),
    }
}

/// Generates a tournament of `options.rounds` rounds, every round paired by
/// the Dutch system. Fails when the options are impossible (see [`check`]),
/// or when a round cannot be paired (possible in small fields late in the
/// event: the refusal names the players and the criteria).
pub fn generate(options: &GeneratorOptions) -> Result<Tournament, PairingError> {
    let generated = generate_until_refused(options)?;
    match generated.refused {
        Some(refusal) => Err(refusal),
        None => Ok(generated.tournament),
    }
}

/// A generated tournament: complete, or stopped at a round that no pairing
/// can complete.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generated {
    /// The tournament; when a round was refused, as it stood before that
    /// round (its absences known in advance included), so that another
    /// engine can be asked to pair it.
    pub tournament: Tournament,
    /// Why the next round could not be paired, if one could not.
    pub refused: Option<PairingError>,
}

/// Like [`generate`], but a round that cannot be paired ends the
/// tournament there instead of discarding it.
pub fn generate_until_refused(options: &GeneratorOptions) -> Result<Generated, PairingError> {
    check(options)?;
    let mut rng = Rng::from_seed(options.seed);
    // Ratings: a broad field, as in an open.
    let mut ratings: Vec<u32> = (0..options.players)
        .map(|_| {
            let s: f64 = (0..6).map(|_| rng.unit_f64()).sum::<f64>() - 3.0;
            (1800.0 + 260.0 * s).clamp(1000.0, 2850.0) as u32
        })
        .collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    let mut t = Tournament {
        rounds: Some(options.rounds),
        initial_colour: Some(if rng.chance(0.5) {
            Colour::White
        } else {
            Colour::Black
        }),
        tournament_type: Some(declared_type(options).code().to_string()),
        ..Tournament::default()
    };
    if options.pairing.acceleration == Acceleration::Baku {
        // Written out as records: the file then says which virtual points
        // every round was paired with.
        t.accelerations = crate::state::baku_records(options.players, options.rounds, &t.scoring);
    }
    t.header.name = Some(format!("Random tournament (seed {})", options.seed));
    t.header.legacy_type = Some(declared_type(options).code().to_string());
    let mut withdrawn = vec![false; options.players as usize];
    for (i, &r) in ratings.iter().enumerate() {
        let mut p = Player::new(i as u32 + 1, &format!("Player {:04}", i + 1));
        p.rating = Some(r);
        p.points = Some(Points::ZERO);
        t.players.push(p);
    }
    for round in 1..=options.rounds {
        // Absences known before the pairing; withdrawals (drawn only when
        // asked for, so that other tournaments keep their draws).
        for (i, p) in t.players.iter_mut().enumerate() {
            p.rounds.resize(round as usize - 1, RoundCell::BLANK);
            if round > 1 && options.withdrawals > 0.0 && !withdrawn[i] && rng.chance(options.withdrawals) {
                withdrawn[i] = true;
            }
            if withdrawn[i] {
                p.rounds.push(RoundCell::bye(ResultCode::ZeroPointBye));
            } else if rng.chance(options.byes) {
                let kind = if rng.chance(0.5) {
                    ResultCode::HalfPointBye
                } else {
                    ResultCode::ZeroPointBye
                };
                p.rounds.push(RoundCell::bye(kind));
            }
        }
        let pairing = match pair_next_round(&t, &options.pairing) {
            Ok(pairing) => pairing,
            Err(refusal @ PairingError::NoPairing(_)) => {
                return Ok(Generated {
                    tournament: t,
                    refused: Some(refusal),
                });
            }
            Err(other) => return Err(other),
        };
        // A withdrawn player's cells are blank: not in the tournament.
        for (i, p) in t.players.iter_mut().enumerate() {
            if withdrawn[i] {
                p.rounds.truncate(round as usize - 1);
            }
        }
        for g in &pairing.games {
            let (w, b) = (g.white as usize - 1, g.black as usize - 1);
            let (rw, rb) = if rng.chance(options.forfeits) {
                if rng.chance(0.1) {
                    (ResultCode::ForfeitLoss, ResultCode::ForfeitLoss)
                } else if rng.chance(0.5) {
                    (ResultCode::ForfeitWin, ResultCode::ForfeitLoss)
                } else {
                    (ResultCode::ForfeitLoss, ResultCode::ForfeitWin)
                }
            } else {
                match draw_result(
                    &mut rng,
                    options.results,
                    f64::from(ratings[w]),
                    f64::from(ratings[b]),
                ) {
                    10 => (ResultCode::Win, ResultCode::Loss),
                    5 => (ResultCode::Draw, ResultCode::Draw),
                    _ => (ResultCode::Loss, ResultCode::Win),
                }
            };
            t.players[w]
                .rounds
                .push(RoundCell::game(g.black, Colour::White, rw));
            t.players[b]
                .rounds
                .push(RoundCell::game(g.white, Colour::Black, rb));
        }
        if let Some(b) = pairing.bye {
            t.players[b as usize - 1]
                .rounds
                .push(RoundCell::bye(ResultCode::PairingAllocatedBye));
        }
        for p in &mut t.players {
            p.rounds.resize(round as usize, RoundCell::BLANK);
            p.points = Some(p.points_after(round, &t.scoring));
        }
    }
    // Final ranks by score, then rating order.
    let mut order: Vec<usize> = (0..t.players.len()).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(t.players[i].points.unwrap_or_default()), i));
    for (rank, i) in order.into_iter().enumerate() {
        t.players[i].rank = Some(rank as u32 + 1);
    }
    Ok(Generated {
        tournament: t,
        refused: None,
    })
}

/// The tournament type a generated file declares: the Dutch rules it was
/// paired by, with Baku acceleration if used, in the code pairing engines
/// read (`FIDE_DUTCH_2025`, `FIDE_DUTCH_2025_BAKU`).
fn declared_type(options: &GeneratorOptions) -> TournamentType {
    TournamentType::Dutch {
        rules: options.pairing.edition.unwrap_or_default().into(),
        baku: options.pairing.acceleration == Acceleration::Baku,
    }
}
