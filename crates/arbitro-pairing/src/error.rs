//! The crate's error: every reason a pairing, a check or a generated
//! tournament cannot be made, as typed data with a catalogue message.

use arbitro_i18n::{Arg, Args, Message};

use crate::unpairable::Unpairable;

/// A generator setting that is a probability.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rate {
    /// That a player is absent from a round, with a bye of any kind (the
    /// three kinds together).
    Byes,
    /// That a player takes a half-point bye (`--half-byes`).
    HalfByes,
    /// That a player takes a full-point bye (`--full-byes`).
    FullByes,
    /// That a player is absent with zero points (`--zero-byes`).
    ZeroByes,
    /// That a game is won by forfeit (`--forfeits`; with double forfeits,
    /// that a game is forfeited at all).
    Forfeits,
    /// That both players of a game lose by forfeit (`--double-forfeits`).
    DoubleForfeits,
    /// That a played game is not rated (`--unrated-games`).
    UnratedGames,
    /// That a player withdraws before a round (`--withdrawals`).
    Withdrawals,
}

/// Why a pairing (or a check, or a generated tournament) could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    /// The tournament file is unusable (syntax, inconsistent records, scores
    /// that do not add up).
    #[error(transparent)]
    Trf(#[from] arbitro_trf::TrfError),
    /// The file does not say how many rounds the tournament has.
    #[error("the number of rounds (142 or XXR) is missing")]
    RoundsMissing,
    /// Every planned round is already paired.
    #[error("all {rounds} rounds are already paired")]
    AllRoundsPaired {
        /// The planned number of rounds.
        rounds: u32,
    },
    /// The checker was given a file without any paired round.
    #[error("the file has no paired round to check")]
    NothingToCheck,
    /// No pairing of the round satisfies the absolute criteria (C1–C3):
    /// the proof, naming the players, the criteria and what the arbiter can
    /// do next.
    #[error("{0}")]
    NoPairing(Box<Unpairable>),
    /// The procedure stopped although the round can be paired: a fault of
    /// the engine, to be reported with the tournament file.
    #[error("round {round}: the pairing procedure failed ({step}) although a legal pairing exists")]
    Internal {
        /// The round that was to be paired.
        round: u32,
        /// Where the procedure stopped.
        step: &'static str,
    },
    /// A score group needs more bits of criteria than the weights have.
    #[error(
        "round {round} is too large to pair: a score group needs {bits} bits of criteria, more than the {available} available"
    )]
    TooLarge {
        /// The round that was to be paired.
        round: u32,
        /// Bits needed.
        bits: u32,
        /// Bits available.
        available: u32,
    },
    /// A generated tournament needs 2 to 9,999 players.
    #[error("a generated tournament needs 2 to 9999 players, not {players}")]
    GeneratorPlayers {
        /// The number asked for.
        players: u32,
    },
    /// More rounds than the field can play: with an even number of players
    /// at most one fewer than the players (everybody meets everybody once),
    /// with an odd number as many as the players (each also gets the bye
    /// once); or none at all.
    #[error("{players} players cannot play {rounds} rounds (at most {})", most_rounds(*players))]
    GeneratorRounds {
        /// The rounds asked for.
        rounds: u32,
        /// The players.
        players: u32,
    },
    /// A probability outside 0–1.
    #[error("the probability {value} of {rate:?} is not between 0 and 1")]
    GeneratorRate {
        /// Which setting.
        rate: Rate,
        /// The value given, as written.
        value: String,
    },
    /// Result probabilities that are not between 0 and 1 or add up to more
    /// than 1.
    #[error(
        "result probabilities {white_wins} (White wins) and {draws} (draws) must lie between 0 and 1 and add up to at most 1"
    )]
    ResultProbabilities {
        /// Probability of a White win, as written.
        white_wins: String,
        /// Probability of a draw, as written.
        draws: String,
    },
    /// A result model that is none of `rating`, `uniform`, `W,D`.
    #[error("unknown result model {text:?} (rating, uniform, or W,D such as 0.3,0.4)")]
    ResultModel {
        /// The text given.
        text: String,
    },
    /// A rating specification the generator cannot follow.
    #[error(
        "ratings {text:?}: random, list:R1,R2,…, range:LOW-HIGH:STEP or spread:MEAN:SD, ratings 1000-2900"
    )]
    Ratings {
        /// The specification as given.
        text: String,
    },
    /// A rating list whose length is not the number of players.
    #[error("{given} ratings for {players} players")]
    RatingsCount {
        /// Ratings in the list.
        given: u32,
        /// Players asked for.
        players: u32,
    },
    /// A tie-break the generator was given that C.07 does not define.
    #[error("unknown tie-break {code:?}")]
    GeneratorTieBreak {
        /// The code given.
        code: String,
    },
    /// The final ranks of a generated tournament could not be computed.
    #[error("the final ranks cannot be computed: {0}")]
    GeneratorRanks(Box<arbitro_tiebreaks::TieBreakError>),
    /// A rules edition that is neither 2026 nor 2017.
    #[error("unknown rules edition {text:?} (2026 or 2017)")]
    Edition {
        /// The text given.
        text: String,
    },
}

/// The most rounds `players` can play: each pair meets at most once, and
/// in an odd field each player gets the bye at most once.
pub(crate) fn most_rounds(players: u32) -> u32 {
    if players % 2 == 1 {
        players
    } else {
        players.saturating_sub(1)
    }
}

impl Message for Rate {
    fn code(&self) -> &str {
        match self {
            Rate::Byes => "pairing-rate-byes",
            Rate::HalfByes => "pairing-rate-half-byes",
            Rate::FullByes => "pairing-rate-full-byes",
            Rate::ZeroByes => "pairing-rate-zero-byes",
            Rate::Forfeits => "pairing-rate-forfeits",
            Rate::DoubleForfeits => "pairing-rate-double-forfeits",
            Rate::UnratedGames => "pairing-rate-unrated-games",
            Rate::Withdrawals => "pairing-rate-withdrawals",
        }
    }
}

impl Message for PairingError {
    fn code(&self) -> &str {
        match self {
            PairingError::Trf(inner) => inner.code(),
            PairingError::RoundsMissing => "pairing-rounds-missing",
            PairingError::AllRoundsPaired { .. } => "pairing-all-rounds-paired",
            PairingError::NothingToCheck => "pairing-nothing-to-check",
            PairingError::NoPairing(proof) => proof.as_ref().code(),
            PairingError::Internal { .. } => "pairing-internal",
            PairingError::TooLarge { .. } => "pairing-too-large",
            PairingError::GeneratorPlayers { .. } => "pairing-generator-players",
            PairingError::GeneratorRounds { rounds: 0, .. } => "pairing-generator-no-rounds",
            PairingError::GeneratorRounds { players, .. } if players % 2 == 1 => {
                "pairing-generator-rounds-odd"
            }
            PairingError::GeneratorRounds { .. } => "pairing-generator-rounds-even",
            PairingError::GeneratorRate { .. } => "pairing-generator-rate",
            PairingError::ResultProbabilities { .. } => "pairing-result-probabilities",
            PairingError::ResultModel { .. } => "pairing-result-model",
            PairingError::Edition { .. } => "pairing-edition",
            PairingError::Ratings { .. } => "pairing-generator-ratings",
            PairingError::RatingsCount { .. } => "pairing-generator-ratings-count",
            PairingError::GeneratorTieBreak { .. } => "pairing-generator-tie-break",
            PairingError::GeneratorRanks(inner) => inner.code(),
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            PairingError::Trf(inner) => inner.args(),
            PairingError::RoundsMissing | PairingError::NothingToCheck => Vec::new(),
            PairingError::AllRoundsPaired { rounds } => vec![("rounds", Arg::from(*rounds))],
            PairingError::NoPairing(proof) => proof.as_ref().args(),
            PairingError::Internal { round, .. } => vec![("round", Arg::from(*round))],
            PairingError::TooLarge {
                round,
                bits,
                available,
            } => vec![
                ("round", Arg::from(*round)),
                ("bits", Arg::from(*bits)),
                ("available", Arg::from(*available)),
            ],
            PairingError::GeneratorPlayers { players } => vec![("players", Arg::from(*players))],
            PairingError::GeneratorRounds { rounds, players } => vec![
                ("rounds", Arg::from(*rounds)),
                ("players", Arg::from(*players)),
                ("most", Arg::from(most_rounds(*players))),
            ],
            PairingError::GeneratorRate { rate, value } => {
                vec![("what", Arg::Message(rate)), ("value", Arg::from(value))]
            }
            PairingError::ResultProbabilities { white_wins, draws } => {
                vec![("white-wins", Arg::from(white_wins)), ("draws", Arg::from(draws))]
            }
            PairingError::ResultModel { text }
            | PairingError::Edition { text }
            | PairingError::Ratings { text } => {
                vec![("text", Arg::from(text))]
            }
            PairingError::RatingsCount { given, players } => {
                vec![("given", Arg::from(*given)), ("players", Arg::from(*players))]
            }
            PairingError::GeneratorTieBreak { code } => vec![("code", Arg::from(code))],
            PairingError::GeneratorRanks(inner) => inner.args(),
        }
    }
}
