//! Team events (C.07 11-13): teams meet in matches of several boards; each
//! match gives match points (MP) and game points (GP) (11.1).
//!
//! A [`TeamEvent`] is two ordinary [`Event`]s over the same teams, rounds
//! and unplayed rounds, one scored in match points and one in game points
//! (the round's outcome is the match's in both), plus the points of every
//! board. So every individual tie-break works for teams in either score
//! (`BH:MP`, `SB:GP`, C.07 13's preamble: the primary score when none is
//! named), Article 16 included ("points" meaning both, 16.4); the team
//! tie-breaks read the two views together (Extended Sonneborn-Berger 13.2,
//! SSSC 13.4, Extended Direct Encounter 13.3) or the boards (Article 12).

mod boards;
mod calculator;
mod ede;

pub use calculator::{TeamCalculator, team_standings, team_standings_with};

use std::collections::BTreeMap;

use crate::cell::{Cell, Colour, Format, Outcome, Scoring};
use crate::error::{EventProblem, TieBreakError};
use crate::event::{Event, EventSetup, Participant};
use crate::spec::TeamScore;
use crate::value::Value;

/// How many points a match and its games are worth (C.07 11.1; TRF-2026
/// record 362 for match points).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamPoints {
    /// Match points of a won match.
    pub match_win: Value,
    /// Match points of a drawn match.
    pub match_draw: Value,
    /// Match points of a lost match.
    pub match_loss: Value,
    /// Game points of a game won on one board (a forfeit won on a board too).
    pub game_win: Value,
    /// Game points of a drawn game.
    pub game_draw: Value,
    /// Match points of the pairing-allocated bye.
    pub bye_match: Value,
    /// Game points of the pairing-allocated bye (all boards together).
    pub bye_game: Value,
}

impl TeamPoints {
    /// The usual team scoring: 2 / 1 / 0 match points, 1 / ½ / 0 a game,
    /// and the pairing-allocated bye worth a drawn match (C.04.6 1.4: a
    /// draw's match points and game points).
    pub fn standard(boards: u32) -> TeamPoints {
        TeamPoints {
            match_win: Value::int(2),
            match_draw: Value::int(1),
            match_loss: Value::ZERO,
            game_win: Value::int(1),
            game_draw: Value::ratio(1, 2),
            bye_match: Value::int(1),
            bye_game: Value::ratio(1, 2) * Value::int(i64::from(boards)),
        }
    }
}

/// One team's round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamRound {
    /// A match played: this team's game points on each board, board 1
    /// first (a game forfeited on a board counts as won or lost there,
    /// Article 12's common rule).
    Match {
        /// The opposing team.
        opponent: u32,
        /// Whether this team is the first-named team (White on board 1).
        first: bool,
        /// This team's game points per board.
        boards: Vec<Value>,
    },
    /// A match not played: one team did not come (both, when neither won).
    Forfeit {
        /// The scheduled opponent.
        opponent: u32,
        /// Whether this team won it by forfeit.
        won: bool,
    },
    /// The pairing-allocated bye.
    PairingBye,
    /// A full-point bye that is not the pairing-allocated one.
    FullBye,
    /// A half-point bye.
    HalfBye,
    /// A zero-point bye.
    ZeroBye,
    /// Not in the event that round.
    Absent,
    /// The free round of an odd round robin.
    FreeRound,
}

/// One team as given to [`TeamEvent::new`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamEntry {
    /// The team's pairing number.
    pub number: u32,
    /// The team's rating (not used by C.07's team tie-breaks; kept for reports).
    pub rating: Option<u32>,
    /// One round per round, round 1 first; missing trailing rounds are absent.
    pub rounds: Vec<TeamRound>,
}

/// The raw material of a [`TeamEvent`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamEventSetup {
    /// The teams, in any order.
    pub teams: Vec<TeamEntry>,
    /// The number of rounds announced.
    pub rounds: u32,
    /// Boards per match.
    pub boards: u32,
    /// What matches and games are worth.
    pub points: TeamPoints,
    /// The score the standings rank by first (C.07 11.1).
    pub primary: TeamScore,
    /// Swiss or round robin.
    pub format: Format,
}

/// A validated team event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamEvent {
    match_view: Event,
    game_view: Event,
    /// Each team's game points per round and board (Article 12: a
    /// pairing-allocated bye and a match won by forfeit as a win on every board).
    board_points: BTreeMap<u32, Vec<Vec<Value>>>,
    boards: u32,
    points: TeamPoints,
    primary: TeamScore,
}

impl TeamEvent {
    /// Validates the setup; the error lists every problem found.
    pub fn new(setup: TeamEventSetup) -> Result<TeamEvent, TieBreakError> {
        let TeamEventSetup {
            teams,
            rounds,
            boards,
            points,
            primary,
            format,
        } = setup;
        let mut problems = Vec::new();
        // Each match's game points and number of boards, by (team, round).
        let matches: BTreeMap<(u32, u32), (Value, usize)> = teams
            .iter()
            .flat_map(|t| {
                t.rounds
                    .iter()
                    .enumerate()
                    .filter_map(move |(r, round)| match round {
                        TeamRound::Match { boards, .. } => Some((
                            (t.number, r as u32 + 1),
                            (boards.iter().copied().sum(), boards.len()),
                        )),
                        _ => None,
                    })
            })
            .collect();
        let game_points = |team: u32, round: u32| matches.get(&(team, round)).map_or(Value::ZERO, |p| p.0);
        let mut participants = Vec::with_capacity(teams.len());
        for t in &teams {
            let mut cells = Vec::with_capacity(t.rounds.len());
            for (r, round) in t.rounds.iter().enumerate() {
                let number = r as u32 + 1;
                let cell = match round {
                    TeamRound::Match {
                        opponent,
                        first,
                        boards: played,
                    } => {
                        if played.len() > boards as usize {
                            problems.push(EventProblem::TooManyBoards {
                                team: t.number,
                                round: number,
                                given: played.len() as u32,
                                boards,
                            });
                        }
                        if let Some(&(_, theirs)) = matches.get(&(*opponent, number))
                            && theirs != played.len()
                            && t.number < *opponent
                        {
                            problems.push(EventProblem::BoardsDisagree {
                                team: t.number,
                                opponent: *opponent,
                                round: number,
                            });
                        }
                        let (ours, theirs) = (game_points(t.number, number), game_points(*opponent, number));
                        Cell::Game {
                            opponent: *opponent,
                            colour: if *first { Colour::White } else { Colour::Black },
                            outcome: match ours.cmp(&theirs) {
                                std::cmp::Ordering::Greater => Outcome::Win,
                                std::cmp::Ordering::Equal => Outcome::Draw,
                                std::cmp::Ordering::Less => Outcome::Loss,
                            },
                        }
                    }
                    TeamRound::Forfeit { opponent, won } => Cell::Forfeit {
                        opponent: *opponent,
                        colour: None,
                        won: *won,
                    },
                    TeamRound::PairingBye => Cell::PairingBye,
                    TeamRound::FullBye => Cell::FullBye,
                    TeamRound::HalfBye => Cell::HalfBye,
                    TeamRound::ZeroBye => Cell::ZeroBye,
                    TeamRound::Absent => Cell::Absent,
                    TeamRound::FreeRound => Cell::FreeRound,
                };
                cells.push(cell);
            }
            participants.push(Participant {
                tpn: t.number,
                rating: t.rating,
                cells,
            });
        }
        let all_boards = Value::int(i64::from(boards));
        let match_scoring = Scoring {
            win: points.match_win,
            draw: points.match_draw,
            loss: points.match_loss,
            forfeit_win: points.match_win,
            forfeit_loss: points.match_loss,
            pairing_bye: points.bye_match,
            full_bye: points.match_win,
            half_bye: points.match_draw,
            zero_bye: points.match_loss,
            absent: points.match_loss,
        };
        let game_scoring = Scoring {
            win: points.game_win * all_boards,
            draw: points.game_draw * all_boards,
            loss: Value::ZERO,
            forfeit_win: points.game_win * all_boards,
            forfeit_loss: Value::ZERO,
            pairing_bye: points.bye_game,
            full_bye: points.game_win * all_boards,
            half_bye: points.game_draw * all_boards,
            zero_bye: Value::ZERO,
            absent: Value::ZERO,
        };
        let setup = |scoring: Scoring| EventSetup {
            participants: participants.clone(),
            rounds,
            scoring,
            format,
        };
        let match_view = match Event::new(setup(match_scoring)) {
            Ok(view) => Some(view),
            Err(TieBreakError::InvalidEvent(more)) => {
                problems.extend(more);
                None
            }
            Err(other) => return Err(other),
        };
        if !problems.is_empty() {
            return Err(TieBreakError::InvalidEvent(problems));
        }
        let game_view = Event::with_points(setup(game_scoring), |tpn, round, cell| match cell {
            Cell::Game { .. } => game_points(tpn, round),
            other => game_scoring.points(other),
        })?;
        let mut board_points = BTreeMap::new();
        for t in &teams {
            let per_round = (0..rounds as usize)
                .map(|r| {
                    let mut row = vec![Value::ZERO; boards as usize];
                    match t.rounds.get(r) {
                        Some(TeamRound::Match { boards: played, .. }) => {
                            for (slot, &p) in row.iter_mut().zip(played) {
                                *slot = p;
                            }
                        }
                        Some(TeamRound::PairingBye) | Some(TeamRound::Forfeit { won: true, .. }) => {
                            row.fill(points.game_win);
                        }
                        _ => {}
                    }
                    row
                })
                .collect();
            board_points.insert(t.number, per_round);
        }
        Ok(TeamEvent {
            match_view: match_view.expect("no problems, so the view was built"),
            game_view,
            board_points,
            boards,
            points,
            primary,
        })
    }

    /// The event as it stood after `round` (later rounds ignored).
    pub fn through_round(&self, round: u32) -> TeamEvent {
        let mut e = self.clone();
        e.match_view = self.match_view.through_round(round);
        e.game_view = self.game_view.through_round(round);
        let rounds = e.match_view.rounds() as usize;
        for rows in e.board_points.values_mut() {
            rows.truncate(rounds);
        }
        e
    }

    /// The event scored in one score: match points or game points.
    pub fn view(&self, score: TeamScore) -> &Event {
        match score {
            TeamScore::Match => &self.match_view,
            TeamScore::Game => &self.game_view,
        }
    }

    /// The primary score (C.07 11.1): the one ranked first.
    pub fn primary(&self) -> TeamScore {
        self.primary
    }

    /// Boards per match.
    pub fn boards(&self) -> u32 {
        self.boards
    }

    /// What matches and games are worth.
    pub fn points(&self) -> &TeamPoints {
        &self.points
    }

    /// The rounds counted.
    pub fn rounds(&self) -> u32 {
        self.match_view.rounds()
    }

    /// A team's game points on each board of a round (Article 12's reading:
    /// a pairing-allocated bye and a match won by forfeit as wins on every board).
    pub fn board_points(&self, team: u32, round: u32) -> &[Value] {
        self.board_points
            .get(&team)
            .and_then(|rows| rows.get(round.wrapping_sub(1) as usize))
            .map_or(&[], Vec::as_slice)
    }
}
