//! What a user asks the generator for: any setting may be left unset, and
//! each unset one is drawn at random from the seed (FIDE's checklist for
//! tournament programs, Q25), so that one seed gives one tournament and
//! another seed another — of another size, with other byes, another
//! tie-break list.

use arbitro_rng::Rng;

use super::{GeneratorOptions, Ratings, ResultModel};
use crate::error::{PairingError, most_rounds};
use crate::options::{Acceleration, DutchOptions, RulesEdition};

/// Tie-breaks a generated Swiss draws its list from (C.07 codes whose
/// values every C.07 implementation computes).
const TIE_BREAK_POOL: [&str; 11] = [
    "BH/C1", "BH", "BH/M1", "SB", "DE", "WIN", "BPG", "BWG", "ARO", "PS", "AOB",
];

/// The generator's settings as asked for: `None` is drawn at random.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct GeneratorRequest {
    /// The seed of every draw (the caller draws a fresh one from the
    /// operating system when the user gives none).
    pub seed: u64,
    /// Number of players (unset: 6 to 120, or the length of a rating list).
    pub players: Option<u32>,
    /// Number of rounds (unset: 5 to 11, at most what the field can play).
    pub rounds: Option<u32>,
    /// Ratings (unset: drawn as in an open).
    pub ratings: Option<Ratings>,
    /// Half-point byes per player and round (unset: 0, 1 % or 3 %).
    pub half_byes: Option<f64>,
    /// Full-point byes (unset: 0 or 0.5 %).
    pub full_byes: Option<f64>,
    /// Zero-point byes and announced absences (unset: 0, 1 % or 2 %).
    pub zero_byes: Option<f64>,
    /// Games won by forfeit (unset: 0, 1 % or 3 %).
    pub forfeits: Option<f64>,
    /// Games lost by forfeit by both (unset: 0 or 0.3 %).
    pub double_forfeits: Option<f64>,
    /// Played games not rated (unset: 0 or 0.5 %).
    pub unrated_games: Option<f64>,
    /// Withdrawals per player and round (unset: 0 or 0.5 %).
    pub withdrawals: Option<f64>,
    /// Results (unset: by the FIDE rating table, now and then uniform).
    pub results: Option<ResultModel>,
    /// Baku acceleration (unset: in one field of eight with 20 players or more).
    pub baku: Option<bool>,
    /// The tie-break list (unset: 1 to 4 of [`TIE_BREAK_POOL`]).
    pub tie_breaks: Option<Vec<String>>,
    /// Rules edition (unset: the edition in force).
    pub edition: Option<RulesEdition>,
}

impl GeneratorRequest {
    /// Every setting fixed: those given as given, the others drawn from the
    /// seed (a stream of their own, so that the tournament's draws follow
    /// the seed alone).
    pub fn resolve(&self) -> Result<GeneratorOptions, PairingError> {
        let mut rng = Rng::from_seed(self.seed ^ 0x9e37_79b9_7f4a_7c15);
        let pick = |rng: &mut Rng, given: Option<f64>, choices: &[f64]| {
            given.unwrap_or_else(|| choices[rng.index(choices.len())])
        };
        let players = match (self.players, self.ratings.as_ref().and_then(Ratings::players)) {
            (Some(n), _) | (None, Some(n)) => n,
            (None, None) => 6 + rng.below(115) as u32,
        };
        let rounds = match self.rounds {
            Some(r) => r,
            None => {
                let most = most_rounds(players).max(1);
                (5 + rng.below(7) as u32).min(most)
            }
        };
        let ratings = self.ratings.clone().unwrap_or(Ratings::Random);
        let half_byes = pick(&mut rng, self.half_byes, &[0.0, 0.01, 0.03]);
        let full_byes = pick(&mut rng, self.full_byes, &[0.0, 0.0, 0.005]);
        let zero_byes = pick(&mut rng, self.zero_byes, &[0.0, 0.01, 0.02]);
        let forfeits = pick(&mut rng, self.forfeits, &[0.0, 0.01, 0.03]);
        let double_forfeits = pick(&mut rng, self.double_forfeits, &[0.0, 0.003]);
        let unrated_games = pick(&mut rng, self.unrated_games, &[0.0, 0.0, 0.005]);
        let withdrawals = pick(&mut rng, self.withdrawals, &[0.0, 0.0, 0.005]);
        let results = self.results.unwrap_or_else(|| {
            if rng.chance(0.8) {
                ResultModel::Rating
            } else {
                ResultModel::UNIFORM
            }
        });
        let baku = self.baku.unwrap_or_else(|| players >= 20 && rng.chance(0.125));
        let tie_breaks = match &self.tie_breaks {
            Some(list) => list.clone(),
            None => {
                let mut pool: Vec<&str> = TIE_BREAK_POOL.to_vec();
                rng.shuffle(&mut pool);
                let n = 1 + rng.index(4);
                pool[..n].iter().map(|s| s.to_string()).collect()
            }
        };
        Ok(GeneratorOptions {
            players,
            rounds,
            seed: self.seed,
            ratings,
            half_byes,
            full_byes,
            zero_byes,
            forfeits,
            double_forfeits,
            unrated_games,
            withdrawals,
            results,
            tie_breaks,
            pairing: DutchOptions {
                edition: self.edition,
                acceleration: if baku {
                    Acceleration::Baku
                } else {
                    Acceleration::FromFile
                },
            },
        })
    }
}

/// The command that makes the same tournament again, every setting spelt
/// out (the generated file carries it in a `###` line).
pub(crate) fn command_line(o: &GeneratorOptions) -> String {
    let results = match o.results {
        ResultModel::Rating => "rating".to_string(),
        m if m == ResultModel::UNIFORM => "uniform".to_string(),
        ResultModel::Fixed { white_wins, draws } => format!("{white_wins},{draws}"),
    };
    let mut line = format!(
        "arbitro generate --seed {} --players {} --rounds {} --ratings {} --half-byes {} --full-byes {} --zero-byes {} --forfeits {} --double-forfeits {} --unrated-games {} --withdrawals {} --results {} --tie-breaks {}",
        o.seed,
        o.players,
        o.rounds,
        o.ratings.spec(),
        o.half_byes,
        o.full_byes,
        o.zero_byes,
        o.forfeits,
        o.double_forfeits,
        o.unrated_games,
        o.withdrawals,
        results,
        if o.tie_breaks.is_empty() {
            "none".to_string()
        } else {
            o.tie_breaks.join(",")
        },
    );
    line.push_str(if o.pairing.acceleration == Acceleration::Baku {
        " --baku"
    } else {
        " --no-baku"
    });
    if let Some(e) = o.pairing.edition {
        line.push_str(&format!(" --edition {e}"));
    }
    line
}
