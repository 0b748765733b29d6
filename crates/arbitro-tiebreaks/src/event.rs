//! The tournament as tie-breaks see it: participants × rounds of results.
//!
//! Built from whatever holds the tournament (a TRF file, the event store) through
//! one validating constructor, [`Event::new`], whose error lists every
//! inconsistency it found (an opponent who does not exist, a win answered by a
//! win, a game against oneself, …).

use std::collections::BTreeMap;

use crate::error::TieBreakError;
use crate::value::Value;

/// A colour in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colour {
    /// The white pieces.
    White,
    /// The black pieces.
    Black,
}

impl Colour {
    /// The other colour.
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// The result of a game for one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Won.
    Win,
    /// Drawn.
    Draw,
    /// Lost.
    Loss,
}

impl Outcome {
    /// The same game seen from the opponent's side.
    pub fn mirrored(self) -> Outcome {
        match self {
            Outcome::Win => Outcome::Loss,
            Outcome::Draw => Outcome::Draw,
            Outcome::Loss => Outcome::Win,
        }
    }

    /// The result in the standard 1 / ½ / 0 system (rating calculations, STD).
    pub fn standard_points(self) -> Value {
        match self {
            Outcome::Win => Value::int(1),
            Outcome::Draw => Value::ratio(1, 2),
            Outcome::Loss => Value::ZERO,
        }
    }
}

/// One participant's round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cell {
    /// A game played over the board (rated or not: TRF `1 = 0` and `W D L`).
    Game {
        /// The opponent's pairing number.
        opponent: u32,
        /// The colour this participant had.
        colour: Colour,
        /// The result for this participant.
        outcome: Outcome,
    },
    /// A paired game that was not played (TRF `+` / `-`; both `-` is a double forfeit).
    Forfeit {
        /// The scheduled opponent's pairing number.
        opponent: u32,
        /// The colour the pairing gave, if known.
        colour: Option<Colour>,
        /// Whether this participant won by forfeit.
        won: bool,
    },
    /// The pairing-allocated bye (TRF `U`).
    PairingBye,
    /// A full-point bye that is not the pairing-allocated one (TRF `F`).
    FullBye,
    /// A half-point bye (TRF `H`).
    HalfBye,
    /// A zero-point bye (TRF `Z`).
    ZeroBye,
    /// Not in the event that round: withdrawn, or not yet entered (blank TRF cell).
    /// C.07 16.1.1 treats it as a zero-point bye.
    Absent,
    /// The free round of an odd round robin: no game scheduled, no points, and
    /// not a round the participant chose to miss (never a VUR). Should one
    /// appear in a Swiss event, it counts as an awarded bye worth nothing (16.2.1).
    FreeRound,
}

impl Cell {
    /// The scheduled opponent, for games and forfeits.
    pub fn opponent(self) -> Option<u32> {
        match self {
            Cell::Game { opponent, .. } | Cell::Forfeit { opponent, .. } => Some(opponent),
            _ => None,
        }
    }

    /// Whether a game was played over the board this round.
    pub fn is_game(self) -> bool {
        matches!(self, Cell::Game { .. })
    }

    /// A requested bye (C.07 16.1.1): half-point, zero-point, or a round after withdrawing.
    pub fn is_requested_bye(self) -> bool {
        matches!(self, Cell::HalfBye | Cell::ZeroBye | Cell::Absent)
    }

    /// A voluntary unplayed round (C.07 16.1.2): a requested bye or a forfeit loss.
    pub fn is_vur(self) -> bool {
        self.is_requested_bye() || matches!(self, Cell::Forfeit { won: false, .. })
    }

    /// A forfeit (won or lost).
    pub fn is_forfeit(self) -> bool {
        matches!(self, Cell::Forfeit { .. })
    }
}

/// How many points each kind of round is worth (TRF-2026 record 162).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scoring {
    /// A win over the board.
    pub win: Value,
    /// A draw over the board.
    pub draw: Value,
    /// A loss over the board.
    pub loss: Value,
    /// A forfeit win.
    pub forfeit_win: Value,
    /// A forfeit loss.
    pub forfeit_loss: Value,
    /// The pairing-allocated bye.
    pub pairing_bye: Value,
    /// A full-point bye.
    pub full_bye: Value,
    /// A half-point bye.
    pub half_bye: Value,
    /// A zero-point bye.
    pub zero_bye: Value,
    /// A round out of the event.
    pub absent: Value,
}

impl Scoring {
    /// FIDE's standard scoring: 1, ½, 0; byes and forfeits worth what their names say.
    pub fn standard() -> Scoring {
        Scoring::with_game_points(Value::int(1), Value::ratio(1, 2), Value::ZERO)
    }

    /// A scoring system from the points of a win, a draw and a loss; forfeit
    /// wins, pairing-allocated and full-point byes are worth a win, half-point
    /// byes a draw, and the rest a loss.
    pub fn with_game_points(win: Value, draw: Value, loss: Value) -> Scoring {
        Scoring {
            win,
            draw,
            loss,
            forfeit_win: win,
            forfeit_loss: loss,
            pairing_bye: win,
            full_bye: win,
            half_bye: draw,
            zero_bye: loss,
            absent: loss,
        }
    }

    /// The points a round is worth.
    pub fn points(&self, cell: Cell) -> Value {
        match cell {
            Cell::Game { outcome, .. } => self.outcome_points(outcome),
            Cell::Forfeit { won: true, .. } => self.forfeit_win,
            Cell::Forfeit { won: false, .. } => self.forfeit_loss,
            Cell::PairingBye => self.pairing_bye,
            Cell::FullBye => self.full_bye,
            Cell::HalfBye => self.half_bye,
            Cell::ZeroBye => self.zero_bye,
            Cell::Absent => self.absent,
            Cell::FreeRound => Value::ZERO,
        }
    }

    /// The points of a game result.
    pub fn outcome_points(&self, outcome: Outcome) -> Value {
        match outcome {
            Outcome::Win => self.win,
            Outcome::Draw => self.draw,
            Outcome::Loss => self.loss,
        }
    }

    /// "The result (win, draw, loss) corresponding to the awarded number of
    /// points" (C.07 16.3.1, 16.4): more than a draw is a win, a draw's points a
    /// draw, anything less a loss.
    pub fn outcome_of(&self, points: Value) -> Outcome {
        match points.cmp(&self.draw) {
            std::cmp::Ordering::Greater => Outcome::Win,
            std::cmp::Ordering::Equal => Outcome::Draw,
            std::cmp::Ordering::Less => Outcome::Loss,
        }
    }
}

impl Default for Scoring {
    fn default() -> Self {
        Scoring::standard()
    }
}

/// The kind of event, which decides how unplayed rounds count (C.07 15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// Pairings made round by round (C.07 16 applies).
    Swiss,
    /// Pre-determined pairings (C.07 15.2: forfeits count as games).
    RoundRobin,
}

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
    index: BTreeMap<u32, usize>,
    rounds: u32,
    total_rounds: u32,
    scoring: Scoring,
    format: Format,
}

impl Event {
    /// Validates the setup; the error lists every problem found.
    pub fn new(setup: EventSetup) -> Result<Event, TieBreakError> {
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
                problems.push("a participant has pairing number 0".to_string());
            }
            if index.insert(p.tpn, i).is_some() {
                problems.push(format!("pairing number {} is used twice", p.tpn));
            }
            if p.cells.len() > rounds as usize {
                problems.push(format!(
                    "player {} has results for {} rounds, but the event has {rounds}",
                    p.tpn,
                    p.cells.len()
                ));
            }
        }
        for p in &mut participants {
            p.cells
                .resize(rounds.max(p.cells.len() as u32) as usize, Cell::Absent);
        }
        for p in &participants {
            for (r, &cell) in p.cells.iter().enumerate() {
                let round = r + 1;
                let Some(opp) = cell.opponent() else { continue };
                if opp == p.tpn {
                    problems.push(format!(
                        "player {} is paired with themselves in round {round}",
                        p.tpn
                    ));
                    continue;
                }
                let Some(&oi) = index.get(&opp) else {
                    problems.push(format!(
                        "player {} meets player {opp} in round {round}, who is not in the event",
                        p.tpn
                    ));
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
        Ok(Event {
            participants,
            index,
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
        e.rounds = round;
        e
    }

    /// The participants, by pairing number.
    pub fn participants(&self) -> &[Participant] {
        &self.participants
    }

    /// A participant by pairing number.
    pub fn participant(&self, tpn: u32) -> Option<&Participant> {
        self.index.get(&tpn).map(|&i| &self.participants[i])
    }

    /// The position of a pairing number in [`Event::participants`].
    pub fn position(&self, tpn: u32) -> Option<usize> {
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
        self.participant(tpn)
            .and_then(|p| p.cells.get(round.wrapping_sub(1) as usize).copied())
            .unwrap_or(Cell::Absent)
    }

    /// The points a participant has after all counted rounds.
    pub fn score(&self, tpn: u32) -> Value {
        self.participant(tpn)
            .map(|p| p.cells.iter().map(|&c| self.scoring.points(c)).sum())
            .unwrap_or(Value::ZERO)
    }

    /// Whether every participant has a rating.
    pub fn all_rated(&self) -> bool {
        self.participants.iter().all(|p| p.rating.is_some())
    }

    /// A copy where every paired game of round `round` ended in a draw (Fore Buchholz, C.07 8.3).
    pub(crate) fn with_round_drawn(&self, round: u32) -> Event {
        let mut e = self.clone();
        if round == 0 || round > e.rounds {
            return e;
        }
        for p in &mut e.participants {
            let cell = &mut p.cells[round as usize - 1];
            match *cell {
                Cell::Game { opponent, colour, .. } => {
                    *cell = Cell::Game {
                        opponent,
                        colour,
                        outcome: Outcome::Draw,
                    }
                }
                Cell::Forfeit { opponent, colour, .. } => {
                    *cell = Cell::Game {
                        opponent,
                        colour: colour.unwrap_or(Colour::White),
                        outcome: Outcome::Draw,
                    }
                }
                _ => {}
            }
        }
        e
    }
}

/// Why two cells of one round do not describe the same game, if they do not.
fn mismatch(tpn: u32, cell: Cell, opp: u32, other: Cell, round: usize) -> Option<String> {
    if other.opponent() != Some(tpn) {
        return Some(format!(
            "round {round}: player {tpn} meets player {opp}, but player {opp}'s round {round} does not name player {tpn}"
        ));
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
                return Some(format!(
                    "round {round}: players {tpn} and {opp} both have the same colour"
                ));
            }
            if o1.mirrored() != o2 {
                return Some(format!(
                    "round {round}: the results of players {tpn} and {opp} do not match ({o1:?} against {o2:?})"
                ));
            }
            None
        }
        (Cell::Forfeit { won: w1, .. }, Cell::Forfeit { won: w2, .. }) => {
            if w1 && w2 {
                Some(format!(
                    "round {round}: players {tpn} and {opp} both won by forfeit"
                ))
            } else {
                None
            }
        }
        _ => Some(format!(
            "round {round}: players {tpn} and {opp} record their meeting differently (a game on one side, a forfeit on the other)"
        )),
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
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems[0].contains("do not match"));
        assert!(problems[1].contains("player 9"));
    }
}
