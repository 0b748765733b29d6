//! The random tournament generator: a complete tournament paired round by
//! round by this engine, with results drawn from the ratings by a seeded
//! model, and requested byes, absences and forfeits at given rates. FIDE's
//! endorsement procedure for pairing programs asks for one (C.04.A, Random
//! Tournament Generator); the benchmarks use it too.

use arbitro_rng::Rng;
use arbitro_trf::{Colour, Player, Points, ResultCode, RoundCell, Tournament};

use crate::error::PairingError;
use crate::options::DutchOptions;
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

impl std::str::FromStr for ResultModel {
    type Err = String;
    /// `rating`, `uniform`, or `W,D`: the probabilities that White wins and
    /// that the game is drawn (e.g. `0.3,0.4`).
    fn from_str(s: &str) -> Result<ResultModel, String> {
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
                parsed.ok_or_else(|| {
                    format!("unknown result model {other:?} (rating, uniform, or W,D such as 0.3,0.4)")
                })?
            }
        };
        if model.is_valid() {
            Ok(model)
        } else {
            Err(format!(
                "result probabilities {s:?} must lie between 0 and 1 and add up to at most 1"
            ))
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

/// Generates a tournament of `options.rounds` rounds, every round paired by
/// the Dutch system. Fails only if a round cannot be paired (possible with
/// very few players and many rounds).
pub fn generate(options: &GeneratorOptions) -> Result<Tournament, PairingError> {
    if options.players < 2 || options.players > 9999 {
        return Err(PairingError::Input(format!(
            "a generated tournament needs 2 to 9999 players, not {}",
            options.players
        )));
    }
    if options.rounds == 0 || options.rounds >= options.players {
        return Err(PairingError::Input(format!(
            "{} rounds cannot be played by {} players",
            options.rounds, options.players
        )));
    }
    if !options.results.is_valid() {
        return Err(PairingError::Input(format!(
            "result probabilities must lie between 0 and 1 and add up to at most 1: {:?}",
            options.results
        )));
    }
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
        tournament_type: Some("FIDE_DUTCH_2026".to_string()),
        ..Tournament::default()
    };
    t.header.name = Some(format!("Random tournament (seed {})", options.seed));
    t.header.legacy_type = Some("FIDE_DUTCH_2026".to_string());
    for (i, &r) in ratings.iter().enumerate() {
        let mut p = Player::new(i as u32 + 1, &format!("Player {:04}", i + 1));
        p.rating = Some(r);
        p.points = Some(Points::ZERO);
        t.players.push(p);
    }
    for round in 1..=options.rounds {
        // Absences known before the pairing.
        for p in &mut t.players {
            p.rounds.resize(round as usize - 1, RoundCell::BLANK);
            if rng.chance(options.byes) {
                let kind = if rng.chance(0.5) {
                    ResultCode::HalfPointBye
                } else {
                    ResultCode::ZeroPointBye
                };
                p.rounds.push(RoundCell::bye(kind));
            }
        }
        let pairing = pair_next_round(&t, &options.pairing).map_err(|e| match e {
            PairingError::NoPairing { round, reason } => PairingError::NoPairing {
                round,
                reason: format!("{reason} (generator seed {})", options.seed),
            },
            other => other,
        })?;
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
    Ok(t)
}
