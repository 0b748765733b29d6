//! What one round was for one participant ([`Cell`]), what each kind of
//! round is worth ([`Scoring`]) and the kind of event ([`Format`]).

use serde::Serialize;

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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    /// Pairings made round by round (C.07 16 applies).
    Swiss,
    /// Pre-determined pairings (C.07 15.2: forfeits count as games).
    RoundRobin,
}
