//! The tournament as tie-breaks see it: participants × rounds of results,
//! each round with the points it was worth.
//!
//! Built from whatever holds the tournament (a TRF file, the event store) through
//! one validating constructor, [`Event::new`], whose error lists every
//! inconsistency it found (an opponent who does not exist, a win answered by a
//! win, a game against oneself, …). Two derived views serve modifiers: every
//! paired game of the final round drawn (Fore Buchholz, 8.3) and every
//! forfeit counted as a game (`/P`).

use std::collections::BTreeMap;

use crate::cell::{Cell, Colour, Format, Outcome, Scoring};
use crate::error::{EventProblem, TieBreakError};
use crate::value::Value;

/// One participant as given to [`Event::new`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Participant {
    /// The tournament pairing number (TPN).
    pub tpn: u32,
    /// The rating, if the participant is rated.
    pub rating: Option<u32>,
    /// One cell per round, round 1 first; missing trailing rounds are [`Cell::Absent`].
    pub cells: Vec<Cell>,
}

/// The raw material of an [`Event`], before validation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventSetup {
    /// The participants, in any order.
    pub participants: Vec<Participant>,
    /// The number of rounds the event has (announced); cells beyond it are an error.
    pub rounds: u32,
    /// The scoring system.
    pub scoring: Scoring,
    /// Swiss or round robin.
    pub format: Format,
}

/// A validated event: every opponent exists and every game is recorded the
/// same way from both sides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    participants: Vec<Participant>,
    /// Each participant's points per round, aligned with `participants`:
    /// from the scoring system, or (team events) the match's own points.
    points: Vec<Vec<Value>>,
    index: BTreeMap<u32, usize>,
    /// Position by pairing number (`NO_SLOT` for none), when the numbers are
    /// small enough for a table; empty otherwise.
    slots: Vec<u32>,
    rounds: u32,
    total_rounds: u32,
    scoring: Scoring,
    format: Format,
}

const NO_SLOT: u32 = u32::MAX;

impl Event {
    /// Validates the setup; the error lists every problem found.
    pub fn new(setup: EventSetup) -> Result<Event, TieBreakError> {
        let scoring = setup.scoring;
        Event::with_points(setup, |_, _, cell| scoring.points(cell))
    }

    /// Validates the setup, each round worth `points(tpn, round, cell)`
    /// (team events: a match's game points are not a function of its result).
    pub(crate) fn with_points(
        setup: EventSetup,
        points: impl Fn(u32, u32, Cell) -> Value,
    ) -> Result<Event, TieBreakError> {
        let EventSetup {
            mut participants,
            rounds,
            scoring,
            format,
        } = setup;
        let mut problems = Vec::new();
        participants.sort_by_key(|p| p.tpn);
        let mut index = BTreeMap::new();
        for (i, p) in participants.iter().enumerate() {
            if p.tpn == 0 {
                problems.push(EventProblem::ZeroNumber);
            }
            if index.insert(p.tpn, i).is_some() {
                problems.push(EventProblem::DuplicateNumber { player: p.tpn });
            }
            if p.cells.len() > rounds as usize {
                problems.push(EventProblem::TooManyRounds {
                    player: p.tpn,
                    given: p.cells.len() as u32,
                    rounds,
                });
            }
        }
        for p in &mut participants {
            p.cells
                .resize(rounds.max(p.cells.len() as u32) as usize, Cell::Absent);
        }
        for p in &participants {
            for (r, &cell) in p.cells.iter().enumerate() {
                let round = r as u32 + 1;
                let Some(opp) = cell.opponent() else { continue };
                if opp == p.tpn {
                    problems.push(EventProblem::PairedWithSelf { player: p.tpn, round });
                    continue;
                }
                let Some(&oi) = index.get(&opp) else {
                    problems.push(EventProblem::UnknownOpponent {
                        player: p.tpn,
                        opponent: opp,
                        round,
                    });
                    continue;
                };
                let other = participants[oi].cells.get(r).copied().unwrap_or(Cell::Absent);
                if let Some(problem) = mismatch(p.tpn, cell, opp, other, round) {
                    // Report each pair once, from the lower number's side.
                    if p.tpn < opp || other.opponent() != Some(p.tpn) {
                        problems.push(problem);
                    }
                }
            }
        }
        if !problems.is_empty() {
            return Err(TieBreakError::InvalidEvent(problems));
        }
        let points = participants
            .iter()
            .map(|p| {
                p.cells
                    .iter()
                    .enumerate()
                    .map(|(r, &cell)| points(p.tpn, r as u32 + 1, cell))
                    .collect()
            })
            .collect();
        let slots = slot_table(&participants);
        Ok(Event {
            participants,
            points,
            index,
            slots,
            rounds,
            total_rounds: rounds,
            scoring,
            format,
        })
    }

    /// The event as it stood after `round` (later rounds ignored). The final
    /// round of the event (for Fore Buchholz) stays the announced one.
    pub fn through_round(&self, round: u32) -> Event {
        let round = round.min(self.rounds);
        let mut e = self.clone();
        for p in &mut e.participants {
            p.cells.truncate(round as usize);
        }
        for points in &mut e.points {
            points.truncate(round as usize);
        }
        e.rounds = round;
        e
    }

    /// The participants, by pairing number.
    pub fn participants(&self) -> &[Participant] {
        &self.participants
    }

    /// A participant by pairing number.
    pub fn participant(&self, tpn: u32) -> Option<&Participant> {
        self.position(tpn).map(|i| &self.participants[i])
    }

    /// The position of a pairing number in [`Event::participants`].
    pub fn position(&self, tpn: u32) -> Option<usize> {
        if !self.slots.is_empty() {
            return match self.slots.get(tpn as usize) {
                Some(&slot) if slot != NO_SLOT => Some(slot as usize),
                _ => None,
            };
        }
        self.index.get(&tpn).copied()
    }

    /// The rounds counted (all rounds, or those up to [`Event::through_round`]).
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// The announced number of rounds: its last is "the final round" of Fore Buchholz.
    pub fn total_rounds(&self) -> u32 {
        self.total_rounds
    }

    /// The scoring system.
    pub fn scoring(&self) -> &Scoring {
        &self.scoring
    }

    /// Swiss or round robin.
    pub fn format(&self) -> Format {
        self.format
    }

    /// A participant's cell in a round (1-based); rounds out of range are absent.
    pub fn cell(&self, tpn: u32, round: u32) -> Cell {
        self.position(tpn)
            .and_then(|i| {
                self.participants[i]
                    .cells
                    .get(round.wrapping_sub(1) as usize)
                    .copied()
            })
            .unwrap_or(Cell::Absent)
    }

    /// The points a participant was awarded in a round (1-based; zero out of range).
    pub fn points(&self, tpn: u32, round: u32) -> Value {
        self.position(tpn)
            .and_then(|i| self.points[i].get(round.wrapping_sub(1) as usize).copied())
            .unwrap_or(Value::ZERO)
    }

    /// The points a participant has after all counted rounds.
    pub fn score(&self, tpn: u32) -> Value {
        self.position(tpn)
            .map(|i| self.points[i].iter().copied().sum())
            .unwrap_or(Value::ZERO)
    }

    /// The points after each counted round, round 1 first.
    pub(crate) fn round_points(&self, tpn: u32) -> &[Value] {
        self.position(tpn).map_or(&[], |i| self.points[i].as_slice())
    }

    /// Whether every participant has a rating.
    pub fn all_rated(&self) -> bool {
        self.participants.iter().all(|p| p.rating.is_some())
    }

    /// Fore Buchholz's hypothesis (C.07 8.3): every paired game of round
    /// `round` ended in a draw. Forfeits are paired games too: the pairing
    /// made them, and FB is a type D tie-break (4.3), known once the pairings
    /// are published, so whether a player later turns up cannot change it.
    pub(crate) fn with_round_drawn(&self, round: u32) -> Event {
        let mut e = self.clone();
        if round == 0 || round > e.rounds {
            return e;
        }
        let r = round as usize - 1;
        let draw = e.scoring.draw;
        for (p, points) in e.participants.iter_mut().zip(&mut e.points) {
            let cell = &mut p.cells[r];
            let drawn = match *cell {
                Cell::Game { opponent, colour, .. } => Some((opponent, colour)),
                Cell::Forfeit { opponent, colour, .. } => Some((opponent, colour.unwrap_or(Colour::White))),
                _ => None,
            };
            if let Some((opponent, colour)) = drawn {
                *cell = Cell::Game {
                    opponent,
                    colour,
                    outcome: Outcome::Draw,
                };
                points[r] = draw;
            }
        }
        e
    }

    /// The `/P` view: every forfeit counted as a game against the scheduled
    /// opponent, won or lost as awarded (a double forfeit lost by both), with
    /// the points awarded.
    pub(crate) fn with_forfeits_played(&self) -> Event {
        let mut e = self.clone();
        for p in &mut e.participants {
            for cell in &mut p.cells {
                if let Cell::Forfeit {
                    opponent,
                    colour,
                    won,
                } = *cell
                {
                    *cell = Cell::Game {
                        opponent,
                        colour: colour.unwrap_or(Colour::White),
                        outcome: if won { Outcome::Win } else { Outcome::Loss },
                    };
                }
            }
        }
        e
    }
}

/// Pairing numbers are usually 1 to n: a table then finds a participant
/// without a tree search. Sparse numbers keep the tree.
fn slot_table(participants: &[Participant]) -> Vec<u32> {
    let max = participants.iter().map(|p| p.tpn).max().unwrap_or(0) as usize;
    if max > 4 * participants.len() + 1024 {
        return Vec::new();
    }
    let mut slots = vec![NO_SLOT; max + 1];
    for (i, p) in participants.iter().enumerate() {
        slots[p.tpn as usize] = i as u32;
    }
    slots
}

/// Why two cells of one round do not describe the same game, if they do not.
fn mismatch(player: u32, cell: Cell, opponent: u32, other: Cell, round: u32) -> Option<EventProblem> {
    if other.opponent() != Some(player) {
        return Some(EventProblem::OneSided {
            player,
            opponent,
            round,
        });
    }
    match (cell, other) {
        (
            Cell::Game {
                colour: c1,
                outcome: o1,
                ..
            },
            Cell::Game {
                colour: c2,
                outcome: o2,
                ..
            },
        ) => {
            if c1 == c2 {
                return Some(EventProblem::SameColour {
                    player,
                    opponent,
                    round,
                });
            }
            (o1.mirrored() != o2).then_some(EventProblem::ResultsDisagree {
                player,
                opponent,
                round,
            })
        }
        (Cell::Forfeit { won: w1, .. }, Cell::Forfeit { won: w2, .. }) => {
            (w1 && w2).then_some(EventProblem::BothWonByForfeit {
                player,
                opponent,
                round,
            })
        }
        _ => Some(EventProblem::GameAgainstForfeit {
            player,
            opponent,
            round,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(opponent: u32, colour: Colour, outcome: Outcome) -> Cell {
        Cell::Game {
            opponent,
            colour,
            outcome,
        }
    }

    #[test]
    fn every_inconsistency_is_reported() {
        let setup = EventSetup {
            participants: vec![
                Participant {
                    tpn: 1,
                    rating: None,
                    cells: vec![
                        game(2, Colour::White, Outcome::Win),
                        game(9, Colour::White, Outcome::Win),
                    ],
                },
                Participant {
                    tpn: 2,
                    rating: None,
                    cells: vec![game(1, Colour::Black, Outcome::Win), Cell::PairingBye],
                },
            ],
            rounds: 2,
            scoring: Scoring::standard(),
            format: Format::Swiss,
        };
        let Err(TieBreakError::InvalidEvent(problems)) = Event::new(setup) else {
            panic!("expected an invalid event");
        };
        assert_eq!(
            problems,
            vec![
                EventProblem::ResultsDisagree {
                    player: 1,
                    opponent: 2,
                    round: 1
                },
                EventProblem::UnknownOpponent {
                    player: 1,
                    opponent: 9,
                    round: 2
                },
            ]
        );
    }
}
