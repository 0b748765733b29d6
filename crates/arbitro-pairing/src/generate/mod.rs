//! The random tournament generator: a complete tournament paired round by
//! round by this engine, with results drawn from the FIDE rating table
//! (or fixed probabilities), byes of each kind, absences, forfeits, unrated
//! games and withdrawals at given rates, the tie-break list written (`202`)
//! and the final ranks by it. FIDE's endorsement procedure for pairing
//! programs asks for one (C.04.A, Random Tournament Generator); the
//! benchmarks and the campaigns against the reference engines use it too.
//!
//! [`GeneratorOptions`] fixes everything; [`GeneratorRequest`] is what a
//! user asks for, every setting left unset drawn at random from the seed.

mod ratings;
mod request;

use arbitro_rng::Rng;
use arbitro_trf::{Colour, Player, Points, ResultCode, RoundCell, Tournament, TournamentType};

use crate::error::{PairingError, Rate, most_rounds};
use crate::options::{Acceleration, DutchOptions};
use crate::pair_next_round;

pub use ratings::Ratings;
pub use request::GeneratorRequest;

/// What to generate: every setting fixed.
#[derive(Debug, Clone, PartialEq)]
pub struct GeneratorOptions {
    /// Number of players.
    pub players: u32,
    /// Number of rounds.
    pub rounds: u32,
    /// Seed of the random draws (the same options and seed give the same
    /// tournament).
    pub seed: u64,
    /// How the players are rated.
    pub ratings: Ratings,
    /// Probability that a player takes a half-point bye in a round (`H`,
    /// known before the round is paired).
    pub half_byes: f64,
    /// Probability of a full-point bye (`F`).
    pub full_byes: f64,
    /// Probability of a zero-point bye or announced absence (`Z`).
    pub zero_byes: f64,
    /// Probability that a game is won by forfeit (`+`/`-`, either side).
    pub forfeits: f64,
    /// Probability that a game is lost by forfeit by both players (`-`/`-`).
    pub double_forfeits: f64,
    /// Probability that a played game is recorded as not rated (`W`, `D`,
    /// `L`: a game played but not counted for rating).
    pub unrated_games: f64,
    /// Probability that a player withdraws before a round (from the second
    /// on): absent, with blank cells, from that round to the end.
    pub withdrawals: f64,
    /// How game results are drawn.
    pub results: ResultModel,
    /// The tie-break list written in `202` (C.07 codes) and ranked by.
    pub tie_breaks: Vec<String>,
    /// Pairing options (edition, acceleration).
    pub pairing: DutchOptions,
}

/// How the generator draws the result of a game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ResultModel {
    /// From the two ratings by the FIDE rating table (B.02 8.1b, a
    /// difference of more than 400 points counted as 400): the expected
    /// score of the table, a part of it as draws (more between players of
    /// similar strength).
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
            ratings: Ratings::Spread {
                mean: 1800,
                spread: 200,
            },
            half_byes: 0.01,
            full_byes: 0.0,
            zero_byes: 0.01,
            forfeits: 0.009,
            double_forfeits: 0.001,
            unrated_games: 0.0,
            withdrawals: 0.0,
            results: ResultModel::Rating,
            tie_breaks: vec!["BH/C1".into(), "BH".into(), "SB".into()],
            pairing: DutchOptions::default(),
        }
    }
}

/// The share of the expected score played out as draws between players of
/// equal strength (fewer as the difference grows).
const DRAWS: f64 = 0.35;

/// The probability that White wins and that the game is drawn, by the FIDE
/// rating table (B.02 8.1b) with the difference capped at 400 (B.02 8.3.1).
pub(crate) fn rating_table_odds(white: u32, black: u32) -> (f64, f64) {
    let diff = (i64::from(white) - i64::from(black)).clamp(-400, 400);
    let p = f64::from(arbitro_tiebreaks::rating_table::expected_percent(diff, 0)) / 100.0;
    let draw = DRAWS * 2.0 * p.min(1.0 - p);
    (p - draw / 2.0, draw)
}

/// Draws the result of a game for White: 1, ½ or 0 (in tenths).
fn draw_result(rng: &mut Rng, model: ResultModel, white: u32, black: u32) -> i32 {
    let (win, draw) = match model {
        ResultModel::Rating => rating_table_odds(white, black),
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
/// probabilities between 0 and 1, ratings that can be followed, tie-breaks
/// C.07 defines.
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
        (Rate::HalfByes, options.half_byes),
        (Rate::FullByes, options.full_byes),
        (Rate::ZeroByes, options.zero_byes),
        (Rate::Forfeits, options.forfeits),
        (Rate::DoubleForfeits, options.double_forfeits),
        (Rate::UnratedGames, options.unrated_games),
        (Rate::Withdrawals, options.withdrawals),
    ] {
        if !(0.0..=1.0).contains(&value) {
            return Err(PairingError::GeneratorRate {
                rate,
                value: value.to_string(),
            });
        }
    }
    for (rate, value) in [
        (
            Rate::Byes,
            options.half_byes + options.full_byes + options.zero_byes,
        ),
        (Rate::Forfeits, options.forfeits + options.double_forfeits),
    ] {
        if value > 1.0 {
            return Err(PairingError::GeneratorRate {
                rate,
                value: value.to_string(),
            });
        }
    }
    if let Some(refusal) = options.ratings.refusal(Some(options.players)) {
        return Err(refusal);
    }
    for code in &options.tie_breaks {
        if arbitro_tiebreaks::TieBreak::parse(code).is_err() {
            return Err(PairingError::GeneratorTieBreak { code: code.clone() });
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
    let ratings = options.ratings.draw(options.players, &mut rng);
    let mut t = Tournament {
        rounds: Some(options.rounds),
        initial_colour: Some(if rng.chance(0.5) {
            Colour::White
        } else {
            Colour::Black
        }),
        tournament_type: Some(declared_type(options).code().to_string()),
        tie_breaks: options.tie_breaks.clone(),
        ..Tournament::default()
    };
    if options.pairing.acceleration == Acceleration::Baku {
        // Written out as records: the file then says which virtual points
        // every round was paired with.
        t.accelerations = crate::state::baku_records(options.players, options.rounds, &t.scoring);
    }
    t.header.name = Some(format!("Random tournament (seed {})", options.seed));
    t.header.legacy_type = Some(declared_type(options).code().to_string());
    t.comments.push(request::command_line(options));
    let mut withdrawn = vec![false; options.players as usize];
    for (i, &r) in ratings.iter().enumerate() {
        let mut p = Player::new(i as u32 + 1, &format!("Player {:04}", i + 1));
        p.rating = Some(r);
        p.points = Some(Points::ZERO);
        t.players.push(p);
    }
    let byes = options.half_byes + options.full_byes + options.zero_byes;
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
            } else if byes > 0.0 {
                let x = rng.unit_f64();
                let kind = if x < options.half_byes {
                    Some(ResultCode::HalfPointBye)
                } else if x < options.half_byes + options.full_byes {
                    Some(ResultCode::FullPointBye)
                } else if x < byes {
                    Some(ResultCode::ZeroPointBye)
                } else {
                    None
                };
                if let Some(kind) = kind {
                    p.rounds.push(RoundCell::bye(kind));
                }
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
            let (rw, rb) = game_result(&mut rng, options, ratings[w], ratings[b]);
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
    // Final ranks by the tie-break list, ties it leaves by pairing number.
    let ranks = arbitro_tiebreaks::final_ranks(&t).map_err(|e| PairingError::GeneratorRanks(Box::new(e)))?;
    for (tpn, rank) in ranks {
        if let Some(p) = t.players.iter_mut().find(|p| p.start_rank == tpn) {
            p.rank = Some(rank);
        }
    }
    Ok(Generated {
        tournament: t,
        refused: None,
    })
}

/// The two cells' results of a game: a forfeit (one side's, or both's),
/// else a result drawn by the model, recorded as not rated now and then.
fn game_result(
    rng: &mut Rng,
    options: &GeneratorOptions,
    white: u32,
    black: u32,
) -> (ResultCode, ResultCode) {
    use ResultCode::*;
    let forfeited = options.forfeits + options.double_forfeits;
    if forfeited > 0.0 {
        let x = rng.unit_f64();
        if x < options.double_forfeits {
            return (ForfeitLoss, ForfeitLoss);
        }
        if x < forfeited {
            return if rng.chance(0.5) {
                (ForfeitWin, ForfeitLoss)
            } else {
                (ForfeitLoss, ForfeitWin)
            };
        }
    }
    let unrated = options.unrated_games > 0.0 && rng.chance(options.unrated_games);
    match (draw_result(rng, options.results, white, black), unrated) {
        (10, false) => (Win, Loss),
        (5, false) => (Draw, Draw),
        (_, false) => (Loss, Win),
        (10, true) => (UnratedWin, UnratedLoss),
        (5, true) => (UnratedDraw, UnratedDraw),
        (_, true) => (UnratedLoss, UnratedWin),
    }
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
