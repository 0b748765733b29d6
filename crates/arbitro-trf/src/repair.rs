//! A tournament whose records contradict each other, made consistent the
//! way an arbiter taking over the file would: every change named
//! ([`Repair`]), so that an import shows them all before anything is
//! written. [`Tournament::problems`] lists the contradictions;
//! [`Tournament::repaired`] resolves them.

use std::collections::HashMap;
use std::fmt;

use arbitro_i18n::{Arg, Args, Message};

use crate::error::PointsText;
use crate::model::{Colour, Points, ResultCode, RoundCell, Tournament};

/// One change made to make a tournament consistent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Repair {
    /// A game only one player's record has, whose opponent's cell was
    /// blank or an absence: the opponent's cell completed from it.
    CompletedFromOpponent {
        /// The player whose cell was completed.
        player: u32,
        /// The round.
        round: u32,
        /// The player whose record has the game.
        from: u32,
    },
    /// A game with an opponent who is not in the file, or whose record
    /// names someone else that round: read as a round without a game,
    /// worth the points the cell gave (a full-point bye for a win, a
    /// half-point bye for a draw, an absence for a loss).
    GameDropped {
        /// The player.
        player: u32,
        /// The round.
        round: u32,
        /// The opponent named.
        opponent: u32,
        /// The cell it is read as.
        read_as: ResultCode,
    },
    /// Both players of a game with the same colour: the one with the higher
    /// pairing number gets the other colour.
    ColourSwapped {
        /// The player whose colour changed.
        player: u32,
        /// The round.
        round: u32,
        /// The colour now.
        colour: Colour,
    },
    /// Results of one game that contradict each other: White's record is
    /// kept (the lower pairing number's when colours are unknown), the
    /// other's made to match.
    ResultMatched {
        /// The player whose result changed.
        player: u32,
        /// The round.
        round: u32,
        /// The result now.
        result: ResultCode,
        /// The player whose record was kept.
        kept: u32,
    },
    /// A points field that does not follow from the results: the results'
    /// sum is taken.
    PointsFromResults {
        /// The player.
        player: u32,
        /// Stated in the file.
        stated: Points,
        /// The results' sum.
        computed: Points,
    },
}

/// The result the opponent of a player with `result` has.
fn mirror(result: ResultCode) -> ResultCode {
    use ResultCode::*;
    match result {
        Win => Loss,
        Loss => Win,
        Draw => Draw,
        UnratedWin => UnratedLoss,
        UnratedLoss => UnratedWin,
        UnratedDraw => UnratedDraw,
        ForfeitWin => ForfeitLoss,
        ForfeitLoss => ForfeitWin,
        other => other,
    }
}

/// The cell without a game worth what `result` was worth.
fn unplayed(result: ResultCode) -> ResultCode {
    use ResultCode::*;
    match result {
        Win | UnratedWin | ForfeitWin => FullPointBye,
        Draw | UnratedDraw => HalfPointBye,
        _ => ZeroPointBye,
    }
}

impl Tournament {
    /// The tournament made consistent, and every change: games only one
    /// record has completed or dropped, colours and results of one game
    /// matched, points fields taken from the results. A consistent
    /// tournament comes back unchanged, with no repair.
    pub fn repaired(&self) -> (Tournament, Vec<Repair>) {
        let mut t = self.clone();
        let mut repairs = Vec::new();
        let index: HashMap<u32, usize> = t
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| (p.start_rank, i))
            .collect();
        let order: Vec<usize> = {
            let mut o: Vec<usize> = (0..t.players.len()).collect();
            o.sort_by_key(|&i| t.players[i].start_rank);
            o
        };
        let rounds = t.recorded_rounds();
        for round in 1..=rounds {
            let r = round as usize - 1;
            for &i in &order {
                let me = t.players[i].start_rank;
                let cell = t.players[i].cell(round);
                let Some(opponent) = cell.opponent else { continue };
                let drop = |t: &mut Tournament, repairs: &mut Vec<Repair>| {
                    let read_as = unplayed(cell.result);
                    set(t, i, r, RoundCell::bye(read_as));
                    repairs.push(Repair::GameDropped {
                        player: me,
                        round,
                        opponent,
                        read_as,
                    });
                };
                let Some(&j) = index.get(&opponent).filter(|_| opponent != me) else {
                    drop(&mut t, &mut repairs);
                    continue;
                };
                let other = t.players[j].cell(round);
                if other.opponent != Some(me) {
                    let free = other.opponent.is_none()
                        && matches!(other.result, ResultCode::Blank | ResultCode::ZeroPointBye);
                    if free {
                        let completed = RoundCell {
                            opponent: Some(me),
                            colour: cell.colour.map(Colour::opposite),
                            result: mirror(cell.result),
                        };
                        set(&mut t, j, r, completed);
                        repairs.push(Repair::CompletedFromOpponent {
                            player: opponent,
                            round,
                            from: me,
                        });
                    } else {
                        drop(&mut t, &mut repairs);
                    }
                    continue;
                }
                // A consistent pair: said once, from the lower number.
                if opponent < me {
                    continue;
                }
                if let (Some(a), Some(b)) = (cell.colour, other.colour)
                    && a == b
                {
                    let colour = a.opposite();
                    let mut c = other;
                    c.colour = Some(colour);
                    set(&mut t, j, r, c);
                    repairs.push(Repair::ColourSwapped {
                        player: opponent,
                        round,
                        colour,
                    });
                }
                let other = t.players[j].cell(round);
                let expected = mirror(cell.result);
                let matches = other.result == expected
                    || (cell.result == ResultCode::ForfeitLoss && other.result == ResultCode::ForfeitLoss);
                if !matches {
                    // White's record is kept; the lower number's if colours are unknown.
                    let (keep, change, change_index, kept_cell) = if other.colour == Some(Colour::White) {
                        (opponent, me, i, other)
                    } else {
                        (me, opponent, j, cell)
                    };
                    let mut c = t.players[change_index].cell(round);
                    c.result = mirror(kept_cell.result);
                    set(&mut t, change_index, r, c);
                    repairs.push(Repair::ResultMatched {
                        player: change,
                        round,
                        result: c.result,
                        kept: keep,
                    });
                }
            }
        }
        for m in t.score_mismatches() {
            if let Some(&i) = index.get(&m.player) {
                t.players[i].points = Some(m.computed);
            }
            repairs.push(Repair::PointsFromResults {
                player: m.player,
                stated: m.stated,
                computed: m.computed,
            });
        }
        (t, repairs)
    }
}

/// Sets the cell of round index `r` of player index `i`, padding with blanks.
fn set(t: &mut Tournament, i: usize, r: usize, cell: RoundCell) {
    let rounds = &mut t.players[i].rounds;
    if rounds.len() <= r {
        rounds.resize(r + 1, RoundCell::BLANK);
    }
    rounds[r] = cell;
}

impl fmt::Display for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Repair::CompletedFromOpponent { player, round, from } => write!(
                f,
                "player {player}, round {round}: cell completed from player {from}'s record of their game"
            ),
            Repair::GameDropped {
                player,
                round,
                opponent,
                read_as,
            } => write!(
                f,
                "player {player}, round {round}: the game against {opponent} is in no other record; read as {}",
                read_as.to_char()
            ),
            Repair::ColourSwapped {
                player,
                round,
                colour,
            } => {
                write!(
                    f,
                    "player {player}, round {round}: colour read as {}",
                    colour.letter()
                )
            }
            Repair::ResultMatched {
                player,
                round,
                result,
                kept,
            } => write!(
                f,
                "player {player}, round {round}: result read as {} to match player {kept}'s",
                result.to_char()
            ),
            Repair::PointsFromResults {
                player,
                stated,
                computed,
            } => write!(
                f,
                "player {player}: points {stated} in the file, {computed} from the results"
            ),
        }
    }
}

impl Message for Repair {
    fn code(&self) -> &str {
        match self {
            Repair::CompletedFromOpponent { .. } => "trf-repair-completed",
            Repair::GameDropped { .. } => "trf-repair-game-dropped",
            Repair::ColourSwapped { .. } => "trf-repair-colour",
            Repair::ResultMatched { .. } => "trf-repair-result",
            Repair::PointsFromResults { .. } => "trf-repair-points",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            Repair::CompletedFromOpponent { player, round, from } => vec![
                ("player", Arg::from(*player)),
                ("round", Arg::from(*round)),
                ("from", Arg::from(*from)),
            ],
            Repair::GameDropped {
                player,
                round,
                opponent,
                read_as,
            } => vec![
                ("player", Arg::from(*player)),
                ("round", Arg::from(*round)),
                ("opponent", Arg::from(*opponent)),
                ("read_as", Arg::from(read_as.to_char().to_string())),
            ],
            Repair::ColourSwapped {
                player,
                round,
                colour,
            } => vec![
                ("player", Arg::from(*player)),
                ("round", Arg::from(*round)),
                ("colour", Arg::from(colour.letter().to_string())),
            ],
            Repair::ResultMatched {
                player,
                round,
                result,
                kept,
            } => vec![
                ("player", Arg::from(*player)),
                ("round", Arg::from(*round)),
                ("result", Arg::from(result.to_char().to_string())),
                ("kept", Arg::from(*kept)),
            ],
            Repair::PointsFromResults {
                player,
                stated,
                computed,
            } => vec![
                ("player", Arg::from(*player)),
                ("stated", Arg::boxed(PointsText(*stated))),
                ("computed", Arg::boxed(PointsText(*computed))),
            ],
        }
    }
}
