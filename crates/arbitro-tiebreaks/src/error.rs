//! The crate's one error type, and the typed reasons it carries: what is
//! wrong with a modifier, and every inconsistency found in an event. Each
//! is a catalogue message (`messages/*/tiebreaks.ftl`).

use arbitro_i18n::{Arg, Args, Message};

use crate::code::Code;

/// Anything that stops a tie-break computation. Each message names the
/// tie-break code, the player or the round concerned.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TieBreakError {
    /// A tie-break code that C.07 does not define (the message lists the known ones).
    #[error("unknown tie-break `{code}`")]
    UnknownCode {
        /// The code as written.
        code: String,
    },
    /// A modifier that is malformed or does not apply to its tie-break.
    #[error("tie-break `{code}`: {}", english(problem))]
    BadModifier {
        /// The whole tie-break as written, e.g. `BH/C9x`.
        code: String,
        /// What is wrong with it.
        problem: ModifierProblem,
    },
    /// An empty tie-break list where one was required.
    #[error("the tie-break list is empty")]
    EmptyList,
    /// The event's data contradict themselves; every problem found is listed.
    #[error("invalid event: {}", .0.iter().map(|p| english(p)).collect::<Vec<_>>().join("; "))]
    InvalidEvent(Vec<EventProblem>),
    /// A Buchholz-type tie-break asked for in a round robin (C.07 8: "must not be used in round-robins").
    #[error("{code} must not be used in a round robin (C.07 article 8)")]
    NotForRoundRobin {
        /// The tie-break as written.
        code: String,
    },
    /// A team tie-break (C.07 11-13) asked for in an individual event.
    #[error("{code} is a team tie-break (C.07 articles 11 to 13)")]
    TeamOnly {
        /// The tie-break as written.
        code: String,
    },
    /// A tie-break C.07 defines for individuals only (the ratings of article 10) asked for in a team event.
    #[error("{code} is defined for individual events only (C.07 article 10)")]
    IndividualOnly {
        /// The tie-break as written.
        code: String,
    },
    /// A player number that is not in the event.
    #[error("player {0} is not in the event")]
    UnknownPlayer(u32),
    /// Team standings asked of a file without teams (no TRF `013` records).
    #[error("the file has no teams (no 013 records)")]
    NoTeams,
    /// Standings asked for after a round the event has not reached.
    #[error("round {round} asked for, but the event has {rounds} paired round(s)")]
    RoundOutOfRange {
        /// The round asked for.
        round: u32,
        /// The rounds the event has.
        rounds: u32,
    },
    /// An edition of the regulations this program does not know.
    #[error("unknown tie-break rules `{name}` (fide-2026, fide-2023 or virtual-opponent)")]
    UnknownRules {
        /// The name as written.
        name: String,
    },
}

impl Message for TieBreakError {
    fn code(&self) -> &str {
        match self {
            TieBreakError::UnknownCode { .. } => "tiebreaks-unknown-code",
            TieBreakError::BadModifier { .. } => "tiebreaks-bad-modifier",
            TieBreakError::EmptyList => "tiebreaks-empty-list",
            TieBreakError::InvalidEvent(_) => "tiebreaks-invalid-event",
            TieBreakError::NotForRoundRobin { .. } => "tiebreaks-not-for-round-robin",
            TieBreakError::TeamOnly { .. } => "tiebreaks-team-only",
            TieBreakError::IndividualOnly { .. } => "tiebreaks-individual-only",
            TieBreakError::UnknownPlayer(_) => "tiebreaks-unknown-player",
            TieBreakError::NoTeams => "tiebreaks-no-teams",
            TieBreakError::RoundOutOfRange { .. } => "tiebreaks-round-out-of-range",
            TieBreakError::UnknownRules { .. } => "tiebreaks-unknown-rules",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            TieBreakError::UnknownCode { code } => {
                vec![("code", Arg::from(code)), ("known", Arg::from(known_codes()))]
            }
            TieBreakError::BadModifier { code, problem } => {
                vec![("code", Arg::from(code)), ("detail", Arg::Message(problem))]
            }
            TieBreakError::EmptyList | TieBreakError::NoTeams => Vec::new(),
            TieBreakError::InvalidEvent(problems) => vec![
                ("count", Arg::from(problems.len())),
                (
                    "detail",
                    Arg::List(problems.iter().map(|p| p as &dyn Message).collect()),
                ),
            ],
            TieBreakError::NotForRoundRobin { code }
            | TieBreakError::TeamOnly { code }
            | TieBreakError::IndividualOnly { code } => vec![("code", Arg::from(code))],
            TieBreakError::UnknownPlayer(player) => vec![("player", Arg::from(*player))],
            TieBreakError::RoundOutOfRange { round, rounds } => {
                vec![("round", Arg::from(*round)), ("rounds", Arg::from(*rounds))]
            }
            TieBreakError::UnknownRules { name } => vec![("name", Arg::from(name))],
        }
    }
}

/// A message in English, for `Display` (the catalogue's wording, so that
/// logs and the user's screen say the same).
fn english(message: &dyn Message) -> String {
    arbitro_i18n::render(arbitro_i18n::Lang::En, message)
}

/// The acronyms of every code, for the message of an unknown one (codes are
/// the same in every language).
fn known_codes() -> String {
    Code::ALL
        .iter()
        .map(|c| c.acronym())
        .collect::<Vec<_>>()
        .join(", ")
}

/// What is wrong with a modifier (C.07 14 and the TRF-2026 switches).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ModifierProblem {
    /// A character that is neither a separator nor a modifier.
    Unexpected {
        /// The character found.
        found: char,
        /// The tie-break it follows.
        code: Code,
    },
    /// A separator with nothing after it.
    Missing,
    /// A Cut, Median, unrated rating or normalising factor without its number.
    NeedsNumber {
        /// The modifier letter.
        modifier: char,
        /// The tie-break.
        code: Code,
    },
    /// `/C0` or `/M0`: a cut of nothing.
    ZeroCut,
    /// Cut on a tie-break that is not a sum of values (C.07 14.1).
    NoCut {
        /// The tie-break.
        code: Code,
    },
    /// Median on a tie-break without one (C.07 14.3).
    NoMedian {
        /// The tie-break.
        code: Code,
    },
    /// A limit on anything but Koya (C.07 14.5).
    NoLimit {
        /// The tie-break.
        code: Code,
    },
    /// A Koya limit that is not a whole number of half points.
    BadLimit {
        /// The limit as written.
        text: String,
    },
    /// `/R` on anything but TPN and RTNG (7.8, 10.6).
    NoReverse {
        /// The tie-break.
        code: Code,
    },
    /// `/P` (forfeits as played games) where it means nothing.
    NoPlayed {
        /// The tie-break.
        code: Code,
    },
    /// `/F` (Fore Buchholz) on anything but BH, AOB and SSSC.
    NoFore {
        /// The tie-break.
        code: Code,
    },
    /// `/U` (rating of unrated players) on a tie-break that uses no rating.
    NoUnrated {
        /// The tie-break.
        code: Code,
    },
    /// `/K` (normalising factor) on anything but SSSC (13.4).
    NoFactor {
        /// The tie-break.
        code: Code,
    },
    /// `:MP` / `:GP` (the team score to use) where the code fixes its scores itself.
    NoScoreChoice {
        /// The tie-break.
        code: Code,
    },
    /// A `:` suffix that is neither `MP` nor `GP` (nor, on ESB, `MM`, `MG`, `GM`, `GG`).
    BadScore {
        /// The suffix as written.
        text: String,
    },
    /// A modifier letter C.07 and TRF-2026 do not define.
    Unknown {
        /// The modifier as written.
        text: String,
    },
}

impl Message for ModifierProblem {
    fn code(&self) -> &str {
        match self {
            ModifierProblem::Unexpected { .. } => "tiebreaks-modifier-unexpected",
            ModifierProblem::Missing => "tiebreaks-modifier-missing",
            ModifierProblem::NeedsNumber { .. } => "tiebreaks-modifier-needs-number",
            ModifierProblem::ZeroCut => "tiebreaks-modifier-zero-cut",
            ModifierProblem::NoCut { .. } => "tiebreaks-modifier-no-cut",
            ModifierProblem::NoMedian { .. } => "tiebreaks-modifier-no-median",
            ModifierProblem::NoLimit { .. } => "tiebreaks-modifier-no-limit",
            ModifierProblem::BadLimit { .. } => "tiebreaks-modifier-bad-limit",
            ModifierProblem::NoReverse { .. } => "tiebreaks-modifier-no-reverse",
            ModifierProblem::NoPlayed { .. } => "tiebreaks-modifier-no-played",
            ModifierProblem::NoFore { .. } => "tiebreaks-modifier-no-fore",
            ModifierProblem::NoUnrated { .. } => "tiebreaks-modifier-no-unrated",
            ModifierProblem::NoFactor { .. } => "tiebreaks-modifier-no-factor",
            ModifierProblem::NoScoreChoice { .. } => "tiebreaks-modifier-no-score-choice",
            ModifierProblem::BadScore { .. } => "tiebreaks-modifier-bad-score",
            ModifierProblem::Unknown { .. } => "tiebreaks-modifier-unknown",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            ModifierProblem::Unexpected { found, code } => vec![
                ("found", Arg::from(found.to_string())),
                ("code", Arg::from(code.acronym())),
            ],
            ModifierProblem::Missing | ModifierProblem::ZeroCut => Vec::new(),
            ModifierProblem::NeedsNumber { modifier, code } => vec![
                ("modifier", Arg::from(modifier.to_string())),
                ("code", Arg::from(code.acronym())),
            ],
            ModifierProblem::NoCut { code }
            | ModifierProblem::NoMedian { code }
            | ModifierProblem::NoLimit { code }
            | ModifierProblem::NoReverse { code }
            | ModifierProblem::NoPlayed { code }
            | ModifierProblem::NoFore { code }
            | ModifierProblem::NoUnrated { code }
            | ModifierProblem::NoFactor { code }
            | ModifierProblem::NoScoreChoice { code } => vec![("code", Arg::from(code.acronym()))],
            ModifierProblem::BadLimit { text }
            | ModifierProblem::BadScore { text }
            | ModifierProblem::Unknown { text } => vec![("text", Arg::from(text))],
        }
    }
}

/// One inconsistency in the data of an event (each pair of players once).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EventProblem {
    /// A participant numbered 0.
    ZeroNumber,
    /// Two participants with one pairing number.
    DuplicateNumber {
        /// The number.
        player: u32,
    },
    /// More rounds of results than the event has.
    TooManyRounds {
        /// The participant.
        player: u32,
        /// Rounds of results given.
        given: u32,
        /// Rounds of the event.
        rounds: u32,
    },
    /// A participant paired with themselves.
    PairedWithSelf {
        /// The participant.
        player: u32,
        /// The round.
        round: u32,
    },
    /// An opponent who is not in the event.
    UnknownOpponent {
        /// The participant.
        player: u32,
        /// The missing opponent.
        opponent: u32,
        /// The round.
        round: u32,
    },
    /// The opponent's round does not name the participant.
    OneSided {
        /// The participant.
        player: u32,
        /// The opponent.
        opponent: u32,
        /// The round.
        round: u32,
    },
    /// Both players of a game with the same colour.
    SameColour {
        /// The participant.
        player: u32,
        /// The opponent.
        opponent: u32,
        /// The round.
        round: u32,
    },
    /// The two sides of a game give results that do not match.
    ResultsDisagree {
        /// The participant.
        player: u32,
        /// The opponent.
        opponent: u32,
        /// The round.
        round: u32,
    },
    /// Both players won the same game by forfeit.
    BothWonByForfeit {
        /// The participant.
        player: u32,
        /// The opponent.
        opponent: u32,
        /// The round.
        round: u32,
    },
    /// A game on one side, a forfeit on the other.
    GameAgainstForfeit {
        /// The participant.
        player: u32,
        /// The opponent.
        opponent: u32,
        /// The round.
        round: u32,
    },
    /// A game played over the board without a colour (TRF).
    GameWithoutColour {
        /// The participant.
        player: u32,
        /// The round.
        round: u32,
    },
    /// A result that needs an opponent, without one (TRF).
    ResultWithoutOpponent {
        /// The participant.
        player: u32,
        /// The round.
        round: u32,
        /// The TRF result code.
        result: char,
    },
    /// A result that cannot have an opponent, with one (TRF).
    ResultWithOpponent {
        /// The participant.
        player: u32,
        /// The round.
        round: u32,
        /// The TRF result code.
        result: char,
    },
    /// The two teams of a match record different numbers of boards.
    BoardsDisagree {
        /// The team.
        team: u32,
        /// The opposing team.
        opponent: u32,
        /// The round.
        round: u32,
    },
    /// A match with more boards than the event has.
    TooManyBoards {
        /// The team.
        team: u32,
        /// The round.
        round: u32,
        /// Boards given.
        given: u32,
        /// Boards of the event.
        boards: u32,
    },
}

impl Message for EventProblem {
    fn code(&self) -> &str {
        match self {
            EventProblem::ZeroNumber => "tiebreaks-event-zero-number",
            EventProblem::DuplicateNumber { .. } => "tiebreaks-event-duplicate-number",
            EventProblem::TooManyRounds { .. } => "tiebreaks-event-too-many-rounds",
            EventProblem::PairedWithSelf { .. } => "tiebreaks-event-paired-with-self",
            EventProblem::UnknownOpponent { .. } => "tiebreaks-event-unknown-opponent",
            EventProblem::OneSided { .. } => "tiebreaks-event-one-sided",
            EventProblem::SameColour { .. } => "tiebreaks-event-same-colour",
            EventProblem::ResultsDisagree { .. } => "tiebreaks-event-results-disagree",
            EventProblem::BothWonByForfeit { .. } => "tiebreaks-event-both-won-by-forfeit",
            EventProblem::GameAgainstForfeit { .. } => "tiebreaks-event-game-against-forfeit",
            EventProblem::GameWithoutColour { .. } => "tiebreaks-event-game-without-colour",
            EventProblem::ResultWithoutOpponent { .. } => "tiebreaks-event-result-without-opponent",
            EventProblem::ResultWithOpponent { .. } => "tiebreaks-event-result-with-opponent",
            EventProblem::BoardsDisagree { .. } => "tiebreaks-event-boards-disagree",
            EventProblem::TooManyBoards { .. } => "tiebreaks-event-too-many-boards",
        }
    }

    fn args(&self) -> Args<'_> {
        let n = |v: u32| Arg::from(v);
        match *self {
            EventProblem::ZeroNumber => Vec::new(),
            EventProblem::DuplicateNumber { player } => vec![("player", n(player))],
            EventProblem::TooManyRounds {
                player,
                given,
                rounds,
            } => {
                vec![("player", n(player)), ("given", n(given)), ("rounds", n(rounds))]
            }
            EventProblem::PairedWithSelf { player, round }
            | EventProblem::GameWithoutColour { player, round } => {
                vec![("player", n(player)), ("round", n(round))]
            }
            EventProblem::UnknownOpponent {
                player,
                opponent,
                round,
            }
            | EventProblem::OneSided {
                player,
                opponent,
                round,
            }
            | EventProblem::SameColour {
                player,
                opponent,
                round,
            }
            | EventProblem::ResultsDisagree {
                player,
                opponent,
                round,
            }
            | EventProblem::BothWonByForfeit {
                player,
                opponent,
                round,
            }
            | EventProblem::GameAgainstForfeit {
                player,
                opponent,
                round,
            } => vec![
                ("player", n(player)),
                ("opponent", n(opponent)),
                ("round", n(round)),
            ],
            EventProblem::ResultWithoutOpponent {
                player,
                round,
                result,
            }
            | EventProblem::ResultWithOpponent {
                player,
                round,
                result,
            } => vec![
                ("player", n(player)),
                ("round", n(round)),
                ("result", Arg::from(result.to_string())),
            ],
            EventProblem::BoardsDisagree {
                team,
                opponent,
                round,
            } => vec![("team", n(team)), ("opponent", n(opponent)), ("round", n(round))],
            EventProblem::TooManyBoards {
                team,
                round,
                given,
                boards,
            } => vec![
                ("team", n(team)),
                ("round", n(round)),
                ("given", n(given)),
                ("boards", n(boards)),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbitro_i18n::{Lang, try_render};

    /// Every error, modifier problem and event problem has its text in both
    /// languages, with the parameters it gives.
    #[test]
    fn every_problem_has_its_text() {
        let (p, o, r) = (3, 7, 2);
        let events = vec![
            EventProblem::ZeroNumber,
            EventProblem::DuplicateNumber { player: p },
            EventProblem::TooManyRounds {
                player: p,
                given: 5,
                rounds: 4,
            },
            EventProblem::PairedWithSelf { player: p, round: r },
            EventProblem::UnknownOpponent {
                player: p,
                opponent: o,
                round: r,
            },
            EventProblem::OneSided {
                player: p,
                opponent: o,
                round: r,
            },
            EventProblem::SameColour {
                player: p,
                opponent: o,
                round: r,
            },
            EventProblem::ResultsDisagree {
                player: p,
                opponent: o,
                round: r,
            },
            EventProblem::BothWonByForfeit {
                player: p,
                opponent: o,
                round: r,
            },
            EventProblem::GameAgainstForfeit {
                player: p,
                opponent: o,
                round: r,
            },
            EventProblem::GameWithoutColour { player: p, round: r },
            EventProblem::ResultWithoutOpponent {
                player: p,
                round: r,
                result: '+',
            },
            EventProblem::ResultWithOpponent {
                player: p,
                round: r,
                result: 'H',
            },
            EventProblem::BoardsDisagree {
                team: 1,
                opponent: 2,
                round: r,
            },
            EventProblem::TooManyBoards {
                team: 1,
                round: r,
                given: 5,
                boards: 4,
            },
        ];
        let code = Code::Bh;
        let modifiers = vec![
            ModifierProblem::Unexpected { found: '?', code },
            ModifierProblem::Missing,
            ModifierProblem::NeedsNumber { modifier: 'C', code },
            ModifierProblem::ZeroCut,
            ModifierProblem::NoCut { code },
            ModifierProblem::NoMedian { code },
            ModifierProblem::NoLimit { code },
            ModifierProblem::BadLimit { text: "Lx".into() },
            ModifierProblem::NoReverse { code },
            ModifierProblem::NoPlayed { code },
            ModifierProblem::NoFore { code },
            ModifierProblem::NoUnrated { code },
            ModifierProblem::NoFactor { code },
            ModifierProblem::NoScoreChoice { code },
            ModifierProblem::BadScore { text: "XP".into() },
            ModifierProblem::Unknown { text: "Q1".into() },
        ];
        let mut errors = vec![
            TieBreakError::UnknownCode { code: "XYZ".into() },
            TieBreakError::EmptyList,
            TieBreakError::InvalidEvent(events.clone()),
            TieBreakError::NotForRoundRobin { code: "BH".into() },
            TieBreakError::TeamOnly { code: "EDE".into() },
            TieBreakError::IndividualOnly { code: "ARO".into() },
            TieBreakError::UnknownPlayer(9),
            TieBreakError::NoTeams,
            TieBreakError::RoundOutOfRange { round: 9, rounds: 4 },
            TieBreakError::UnknownRules { name: "1999".into() },
        ];
        errors.extend(modifiers.into_iter().map(|problem| TieBreakError::BadModifier {
            code: "BH/?".into(),
            problem,
        }));
        for lang in Lang::ALL {
            for e in &errors {
                let text = try_render(lang, e).unwrap_or_else(|m| panic!("{e:?}: {m}"));
                assert!(!text.contains("tiebreaks-"), "{text}");
            }
        }
        assert_eq!(
            try_render(Lang::Es, &TieBreakError::InvalidEvent(events[..2].to_vec())).unwrap(),
            "Torneo incoherente (2 problemas): un participante tiene el número de emparejamiento 0; \
             el número de emparejamiento 3 se usa dos veces"
        );
        // Display is the catalogue's English.
        assert_eq!(
            TieBreakError::BadModifier {
                code: "WIN/C1".into(),
                problem: ModifierProblem::NoCut { code: Code::Win }
            }
            .to_string(),
            "tie-break `WIN/C1`: WIN is not a sum of values and cannot be cut (C.07 14.1)."
        );
    }
}
