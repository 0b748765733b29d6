//! Consistency of a parsed tournament: opponents that agree with each other
//! and points that follow from the results.

use std::collections::HashMap;

use crate::error::{Problem, ProblemKind, TrfError};
use crate::model::{Points, ResultCode, Tournament};

/// A player whose points field does not follow from the results.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreMismatch {
    /// Pairing number.
    pub player: u32,
    /// Points written in the file (columns 81–84).
    pub stated: Points,
    /// Points computed from the round cells under the file's scoring.
    pub computed: Points,
}

/// The result an opponent must have when the player has `result`.
fn mirrored(result: ResultCode) -> &'static [ResultCode] {
    use ResultCode::*;
    match result {
        Win => &[Loss],
        Loss => &[Win],
        Draw => &[Draw],
        UnratedWin => &[UnratedLoss],
        UnratedLoss => &[UnratedWin],
        UnratedDraw => &[UnratedDraw],
        ForfeitWin => &[ForfeitLoss],
        ForfeitLoss => &[ForfeitWin, ForfeitLoss],
        _ => &[],
    }
}

impl Tournament {
    /// Players whose stated points differ from the sum of their results. The
    /// stated points may include the byes already entered for the next round
    /// and the acceleration of the next round (as pairing engines write them);
    /// anything else is a mismatch. Players without a points field are skipped.
    pub fn score_mismatches(&self) -> Vec<ScoreMismatch> {
        let paired = self.paired_rounds();
        let mut out = Vec::new();
        for p in &self.players {
            let Some(stated) = p.points else { continue };
            let all = p.points_after(p.rounds.len() as u32, &self.scoring);
            let played = p.points_after(paired.min(p.rounds.len() as u32), &self.scoring);
            let accel = self.acceleration(p.start_rank, paired + 1);
            let ok = [all, played, all + accel, played + accel].contains(&stated);
            if !ok {
                out.push(ScoreMismatch {
                    player: p.start_rank,
                    stated,
                    computed: all,
                });
            }
        }
        out
    }

    /// The virtual points (`250`/`XXA`) of `player` when pairing `round`.
    pub fn acceleration(&self, player: u32, round: u32) -> Points {
        self.accelerations
            .iter()
            .filter(|a| {
                (a.first_player..=a.last_player).contains(&player)
                    && (a.first_round..=a.last_round).contains(&round)
            })
            .map(|a| a.points)
            .sum()
    }

    /// Every inconsistency between records: opponents that are missing, do
    /// not point back, share a colour or have results that contradict each
    /// other (both won, both lost…), and points fields that do not follow
    /// from the results. A game's contradiction is reported once, for the
    /// player with the lower pairing number, naming the opponent and round.
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        let by_rank: HashMap<u32, usize> = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| (p.start_rank, i))
            .collect();
        for p in &self.players {
            for (i, cell) in p.rounds.iter().enumerate() {
                let round = i as u32 + 1;
                let Some(opponent) = cell.opponent else { continue };
                let mut problem = |kind: ProblemKind| {
                    problems.push(Problem {
                        player: p.start_rank,
                        round: Some(round),
                        kind,
                    })
                };
                if opponent == p.start_rank {
                    problem(ProblemKind::PlaysHimself);
                    continue;
                }
                let Some(&oi) = by_rank.get(&opponent) else {
                    problem(ProblemKind::OpponentMissing { opponent });
                    continue;
                };
                let other = self.players[oi].cell(round);
                if other.opponent != Some(p.start_rank) {
                    problem(ProblemKind::OpponentDisagrees { opponent });
                    continue;
                }
                if cell.result.is_played() && cell.colour.is_none() {
                    problem(ProblemKind::PlayedWithoutColour);
                }
                // What concerns both players of the game: said once.
                if opponent < p.start_rank {
                    continue;
                }
                if let (Some(a), Some(b)) = (cell.colour, other.colour)
                    && a == b
                {
                    problem(ProblemKind::SameColour { opponent });
                }
                if !mirrored(cell.result).contains(&other.result) {
                    problem(ProblemKind::ResultsContradict {
                        opponent,
                        result: cell.result,
                        opponent_result: other.result,
                    });
                }
            }
        }
        for m in self.score_mismatches() {
            problems.push(Problem {
                player: m.player,
                round: None,
                kind: ProblemKind::PointsMismatch {
                    stated: m.stated,
                    computed: m.computed,
                },
            });
        }
        problems
    }

    /// `Ok` when [`Tournament::problems`] finds nothing; otherwise every problem.
    pub fn validate(&self) -> Result<(), TrfError> {
        let problems = self.problems();
        if problems.is_empty() {
            Ok(())
        } else {
            Err(TrfError::Inconsistent(problems))
        }
    }
}
