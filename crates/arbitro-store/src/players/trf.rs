//! Players imported from a TRF (the `001` records: name, title, rating,
//! federation, FIDE id, birth date, sex), all or nothing, every bad record
//! reported with its line.

use crate::error::{LineProblem, Result, StoreError};
use crate::players::line_problem::LineProblemKind;
use crate::players::model::PlayerInput;
use crate::players::{ImportReport, Players};

fn trf_error(file: &str, text: &str, e: arbitro_trf::TrfError) -> StoreError {
    let problems = match e {
        arbitro_trf::TrfError::Syntax { line, column, reason } => vec![LineProblem {
            line,
            field: None,
            kind: LineProblemKind::TrfSyntax { column, reason },
        }],
        arbitro_trf::TrfError::Inconsistent(list) => list
            .into_iter()
            .map(|p| LineProblem {
                line: line_of_player(text, p.player).unwrap_or(0),
                field: None,
                kind: LineProblemKind::Trf(p),
            })
            .collect(),
        arbitro_trf::TrfError::Unwritable(reason) => vec![LineProblem {
            line: 0,
            field: None,
            kind: LineProblemKind::TrfUnwritable(reason),
        }],
    };
    StoreError::Import {
        file: file.to_string(),
        problems,
    }
}

/// The line (1-based) of the `001` record of pairing number `rank`.
fn line_of_player(text: &str, rank: u32) -> Option<usize> {
    text.lines().enumerate().find_map(|(i, l)| {
        (l.starts_with("001") && l.get(4..8).and_then(|s| s.trim().parse::<u32>().ok()) == Some(rank))
            .then_some(i + 1)
    })
}

impl Players<'_> {
    /// Imports the players of a TRF (the `001` records: name, title, rating,
    /// federation, FIDE id, birth date, sex). Any bad record: nothing imported.
    pub fn import_trf(&self, file: &str, text: &str) -> Result<ImportReport> {
        let t = arbitro_trf::parse(text).map_err(|e| trf_error(file, text, e))?;
        let mut problems = Vec::new();
        let mut rows = Vec::new();
        for p in &t.players {
            let line = line_of_player(text, p.start_rank).unwrap_or(0);
            let input = PlayerInput {
                name: p.name.clone(),
                fide_id: match p.fide_id.trim() {
                    "" => None,
                    id => match id.parse() {
                        Ok(v) => Some(v),
                        Err(_) => {
                            problems.push(LineProblem {
                                line,
                                field: None,
                                kind: LineProblemKind::NotFideId {
                                    value: id.to_string(),
                                },
                            });
                            None
                        }
                    },
                },
                title: Some(p.title.clone()),
                rating: p.rating.map_or(0, |r| r.min(u32::from(u16::MAX)) as u16),
                federation: Some(p.federation.clone()),
                birth_date: Some(p.birth_date.replace('/', "-")),
                club: None,
                sex: p.sex.map(|c| c.to_ascii_lowercase().to_string()),
            }
            .normalised();
            for (_, problem) in input.problems() {
                problems.push(LineProblem {
                    line,
                    field: None,
                    kind: LineProblemKind::Player(problem),
                });
            }
            rows.push((line, input));
        }
        if !problems.is_empty() {
            return Err(StoreError::Import {
                file: file.to_string(),
                problems,
            });
        }
        self.import_rows(file, "trf", rows)
    }
}
