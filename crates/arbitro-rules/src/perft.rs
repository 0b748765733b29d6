//! Perft data files (`.perft`): positions with known leaf-node counts of
//! their legal move tree, the standard check of a move generator.
//!
//! ```text
//! id start
//! epd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -
//! perft 1 20
//! ```
//!
//! `chess960 N` may stand for `epd`; files read with `chess960 = true` are in
//! Chess960 castling notation.

use crate::error::{DataProblem, RulesError};
use crate::position::Position;

/// One position of a perft file with its known counts.
#[derive(Debug, Clone)]
pub struct PerftCase {
    /// The case's name (`id`).
    pub id: String,
    /// The line of its `id`.
    pub line: usize,
    /// The position.
    pub position: Position,
    /// `(depth, nodes)` pairs, as listed.
    pub counts: Vec<(u32, u64)>,
}

/// Reads a perft file; errors name the line.
pub fn parse_perft(text: &str, chess960: bool) -> Result<Vec<PerftCase>, RulesError> {
    let mut cases: Vec<PerftCase> = Vec::new();
    let mut pending: Option<(String, usize)> = None;
    let err = |line: usize, problem: DataProblem| RulesError::Data { line, problem };
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let l = raw.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let (key, rest) = l.split_once(' ').unwrap_or((l, ""));
        let rest = rest.trim();
        match key {
            "id" => pending = Some((rest.to_string(), line)),
            "epd" | "fen" | "chess960" => {
                let (id, id_line) = pending.take().unwrap_or_else(|| (format!("line-{line}"), line));
                let position = if key == "chess960" {
                    let n: u32 = rest.parse().map_err(|_| {
                        err(
                            line,
                            DataProblem::Chess960Number {
                                text: rest.to_string(),
                            },
                        )
                    })?;
                    Position::chess960(n)
                } else if chess960 {
                    Position::from_fen_chess960(rest)
                } else {
                    Position::from_fen(rest)
                }
                .map_err(|e| err(line, DataProblem::Position(Box::new(e))))?;
                cases.push(PerftCase {
                    id,
                    line: id_line,
                    position,
                    counts: Vec::new(),
                });
            }
            "perft" => {
                let mut nums = rest.split_whitespace().map(str::parse::<u64>);
                let (Some(Ok(depth)), Some(Ok(nodes)), None) = (nums.next(), nums.next(), nums.next()) else {
                    return Err(err(line, DataProblem::PerftLine));
                };
                let case = cases
                    .last_mut()
                    .ok_or_else(|| err(line, DataProblem::PerftBeforePosition))?;
                let depth = u32::try_from(depth).map_err(|_| err(line, DataProblem::DepthTooLarge))?;
                case.counts.push((depth, nodes));
            }
            other => {
                return Err(err(
                    line,
                    DataProblem::UnknownKeyword {
                        word: other.to_string(),
                    },
                ));
            }
        }
    }
    Ok(cases)
}
