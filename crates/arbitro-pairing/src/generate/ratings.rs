//! How a generated tournament's players are rated: a list given, a range
//! with a step, a spread around a mean, or drawn at random as in an open.

use arbitro_rng::Rng;

use crate::error::PairingError;

/// The lowest and highest rating the generator gives (FIDE's floor, and
/// above the best player ever rated).
pub const RATING_FLOOR: u32 = 1000;
/// See [`RATING_FLOOR`].
pub const RATING_CEILING: u32 = 2900;

/// How the players of a generated tournament are rated.
#[derive(Debug, Clone, PartialEq)]
pub enum Ratings {
    /// These ratings, one per player (sorted, the highest first).
    List(Vec<u32>),
    /// From `highest` down by `step` to `lowest`, then from `highest`
    /// again (`range:1400-2400:25`).
    Range {
        /// Lowest rating.
        lowest: u32,
        /// Highest rating.
        highest: u32,
        /// Gap between consecutive players.
        step: u32,
    },
    /// Around `mean` with a standard deviation of `spread`, within the
    /// generator's bounds (`spread:1800:250`).
    Spread {
        /// Mean rating.
        mean: u32,
        /// Standard deviation.
        spread: u32,
    },
    /// Drawn as in an open: a mean between 1400 and 2200 and a spread
    /// between 100 and 400, both drawn too.
    Random,
}

impl Ratings {
    /// The players' ratings, the highest first.
    pub fn draw(&self, players: u32, rng: &mut Rng) -> Vec<u32> {
        let mut out: Vec<u32> = match self {
            Ratings::List(list) => list.clone(),
            Ratings::Range {
                lowest,
                highest,
                step,
            } => {
                let span = (highest - lowest) / step.max(&1) + 1;
                (0..players).map(|i| highest - (i % span) * step).collect()
            }
            Ratings::Spread { mean, spread } => normal(players, f64::from(*mean), f64::from(*spread), rng),
            Ratings::Random => {
                let mean = 1400.0 + 800.0 * rng.unit_f64();
                let spread = 100.0 + 300.0 * rng.unit_f64();
                normal(players, mean, spread, rng)
            }
        };
        out.sort_unstable_by(|a, b| b.cmp(a));
        out
    }

    /// The refusal of a specification that cannot be followed, if any.
    pub(crate) fn refusal(&self, players: Option<u32>) -> Option<PairingError> {
        let bad = |text: String| Some(PairingError::Ratings { text });
        match self {
            Ratings::List(list) => match players {
                Some(n) if n as usize != list.len() => Some(PairingError::RatingsCount {
                    given: list.len() as u32,
                    players: n,
                }),
                _ => list
                    .iter()
                    .find(|r| !(RATING_FLOOR..=RATING_CEILING).contains(*r))
                    .and_then(|r| bad(r.to_string())),
            },
            Ratings::Range {
                lowest,
                highest,
                step,
            } => (lowest > highest || *step == 0 || *lowest < RATING_FLOOR || *highest > RATING_CEILING)
                .then(|| PairingError::Ratings {
                    text: format!("range:{lowest}-{highest}:{step}"),
                }),
            Ratings::Spread { mean, spread } => (!(RATING_FLOOR..=RATING_CEILING).contains(mean)
                || *spread > 1000)
                .then(|| PairingError::Ratings {
                    text: format!("spread:{mean}:{spread}"),
                }),
            Ratings::Random => None,
        }
    }

    /// How many players the specification itself fixes (a list's length).
    pub fn players(&self) -> Option<u32> {
        match self {
            Ratings::List(list) => Some(list.len() as u32),
            _ => None,
        }
    }

    /// The specification as the command line writes it.
    pub fn spec(&self) -> String {
        match self {
            Ratings::List(list) => {
                let items: Vec<String> = list.iter().map(u32::to_string).collect();
                format!("list:{}", items.join(","))
            }
            Ratings::Range {
                lowest,
                highest,
                step,
            } => format!("range:{lowest}-{highest}:{step}"),
            Ratings::Spread { mean, spread } => format!("spread:{mean}:{spread}"),
            Ratings::Random => "random".to_string(),
        }
    }
}

/// `players` ratings around `mean` (a sum of six uniform draws, close to a
/// normal distribution), within the generator's bounds.
fn normal(players: u32, mean: f64, spread: f64, rng: &mut Rng) -> Vec<u32> {
    (0..players)
        .map(|_| {
            let s: f64 = (0..6).map(|_| rng.unit_f64()).sum::<f64>() - 3.0;
            // Six uniforms have variance 1/2: scale to a standard deviation of 1.
            (mean + spread * s * std::f64::consts::SQRT_2)
                .round()
                .clamp(f64::from(RATING_FLOOR), f64::from(RATING_CEILING)) as u32
        })
        .collect()
}

impl std::str::FromStr for Ratings {
    type Err = PairingError;
    /// `random`, `list:2400,2310,…`, `range:LOW-HIGH:STEP`, `spread:MEAN:SD`.
    fn from_str(s: &str) -> Result<Ratings, PairingError> {
        let bad = || PairingError::Ratings { text: s.to_string() };
        let number = |t: &str| t.trim().parse::<u32>().map_err(|_| bad());
        let t = s.trim();
        let ratings = if t == "random" {
            Ratings::Random
        } else if let Some(list) = t.strip_prefix("list:") {
            Ratings::List(list.split(',').map(number).collect::<Result<_, _>>()?)
        } else if let Some(range) = t.strip_prefix("range:") {
            let (bounds, step) = range.split_once(':').ok_or_else(bad)?;
            let (lowest, highest) = bounds.split_once('-').ok_or_else(bad)?;
            Ratings::Range {
                lowest: number(lowest)?,
                highest: number(highest)?,
                step: number(step)?,
            }
        } else if let Some(spread) = t.strip_prefix("spread:") {
            let (mean, sd) = spread.split_once(':').ok_or_else(bad)?;
            Ratings::Spread {
                mean: number(mean)?,
                spread: number(sd)?,
            }
        } else {
            return Err(bad());
        };
        match ratings.refusal(None) {
            Some(refusal) => Err(refusal),
            None => Ok(ratings),
        }
    }
}
