//! Incident and appeal sheets (AM-AC, FIDE 12.9, C.11), filled from the
//! register. Entries are never edited: a corrected entry is printed as it
//! was recorded and marked with the entry that corrects it; the correcting
//! entry names the entry it corrects and the reason; a sanction corrected
//! on its own is printed as it now stands, with the correction noted.

use std::collections::{BTreeSet, HashMap};

use arbitro_forms::Lang;
use arbitro_forms::model::{Appeal, DisputeSheet, Incident, IncidentDoc, TraceRow};
use arbitro_store::discipline::{FaultKind, LadderStep, Penalty};
use arbitro_store::{Decision, Incident as StoredIncident};

use crate::info::{day, minute, player, players, time};
use crate::{Result, Sheets, SheetsError};

/// The penalty's tag as the layouts name it (`increase-opponent-time` …).
pub fn penalty_id(penalty: &Penalty) -> String {
    serde_json::to_value(penalty)
        .ok()
        .and_then(|v| v.get("penalty").and_then(|t| t.as_str()).map(str::to_string))
        .unwrap_or_default()
}

/// The step's number on the AM-AC ladder (1 warning … 4 expulsion).
pub fn ladder_number(step: LadderStep) -> u32 {
    match step {
        LadderStep::Warning => 1,
        LadderStep::TimeAdjustment => 2,
        LadderStep::LossOfGame => 3,
        LadderStep::Expulsion => 4,
    }
}

/// The store's language for the forms' language.
pub fn store_lang(lang: Lang) -> arbitro_store::call::Lang {
    match lang {
        Lang::Es => arbitro_store::call::Lang::Es,
        Lang::En => arbitro_store::call::Lang::En,
    }
}

fn joined(parts: &[String]) -> String {
    parts
        .iter()
        .filter(|p| !p.trim().is_empty())
        .cloned()
        .collect::<Vec<_>>()
        .join("\n")
}

impl Sheets<'_> {
    /// The incident sheets of the event (only entry `only`, if given), in
    /// register order, corrections marked both ways.
    pub fn incidents(&self, only: Option<u32>) -> Result<IncidentDoc> {
        let event = self.event();
        let labels = self.labels();
        let lang = store_lang(self.lang());
        let players = players(event)?;
        let entries = event.register_entries()?;
        let hash_of: HashMap<i64, String> = entries.iter().map(|e| (e.seq, e.hash.clone())).collect();
        let decisions: Vec<(i64, Decision)> = event.discipline().decisions()?;
        let corrected_by = event.discipline().corrections()?;
        let all_incidents = event.discipline().incidents()?;
        let by_seq: HashMap<i64, &StoredIncident> = all_incidents.iter().map(|(s, i)| (*s, i)).collect();
        let sanctions = event.discipline().sanctions()?;
        let appeals = event.discipline().appeals()?;
        let committee = event.discipline().committee()?;
        let names = |id: i64| player(&players, id).name;
        let mut out = Vec::new();
        for (seq, incident) in &all_incidents {
            let seq = *seq;
            if only.is_some_and(|n| i64::from(n) != seq) {
                continue;
            }
            let game = match (incident.round, incident.board) {
                (Some(r), Some(b)) => event.rounds().games(r)?.into_iter().find(|g| g.board == b),
                _ => None,
            };
            // The sanction of this incident that stands (corrections replace it).
            let sanction = sanctions
                .iter()
                .filter(|(_, s, _)| s.incident == seq)
                .max_by_key(|(s, ..)| *s);
            let previous = sanction.map(|(sanction_seq, s, _)| {
                sanctions
                    .iter()
                    .filter(|(other, t, counts)| {
                        *counts && other < sanction_seq && t.player == s.player && t.fault == s.fault
                    })
                    .count() as u32
            });
            // Corrections, both ways (AM-AC: corrections are new entries).
            let mut notes = Vec::new();
            if let Some(by) = corrected_by.get(&seq)
                && let Some(newer) = by_seq.get(by)
            {
                notes.push(labels.fill(
                    "incident.note.corrected_by",
                    &[
                        ("entry", &by.to_string()),
                        ("date", &day(&newer.at)),
                        ("time", &time(&newer.at)),
                        ("arbiter", &newer.arbiter),
                        ("reason", newer.correction_reason.as_deref().unwrap_or_default()),
                    ],
                ));
            }
            notes.push(incident.description.clone());
            if let Some(old) = incident.corrects {
                notes.push(labels.fill(
                    "incident.note.corrects",
                    &[
                        ("entry", &old.to_string()),
                        (
                            "reason",
                            incident.correction_reason.as_deref().unwrap_or_default(),
                        ),
                    ],
                ));
            }
            if let Some((new_seq, s, _)) = sanction
                && let Some(old) = s.corrects
                && sanctions.iter().any(|(o, t, _)| *o == old && t.incident == seq)
            {
                notes.push(labels.fill(
                    "incident.note.sanction_corrected",
                    &[
                        ("old", &old.to_string()),
                        ("new", &new_seq.to_string()),
                        ("arbiter", &s.arbiter),
                        ("reason", s.reason.as_deref().unwrap_or_default()),
                    ],
                ));
            }
            let mut record = Incident {
                number: u32::try_from(seq).ok(),
                corrects: incident.corrects.and_then(|c| u32::try_from(c).ok()),
                date: day(&incident.at),
                time: time(&incident.at),
                round: incident.round,
                board: incident.board,
                white: game
                    .as_ref()
                    .map(|g| player(&players, g.white))
                    .unwrap_or_default(),
                black: game
                    .as_ref()
                    .and_then(|g| g.black)
                    .map(|b| player(&players, b))
                    .unwrap_or_default(),
                player: names(incident.player),
                reported_by: String::new(),
                arbiter: incident.arbiter.clone(),
                fault: incident.fault.code().to_string(),
                fault_detail: if incident.fault == FaultKind::Other {
                    incident.fault.label(lang).to_string()
                } else {
                    String::new()
                },
                description: joined(&notes),
                card_code: incident.card_code.clone().unwrap_or_default(),
                window: incident.window.clone().unwrap_or_default(),
                previous_faults: previous,
                game_result: incident.result.clone().unwrap_or_default(),
                entry_hash: hash_of.get(&seq).cloned().unwrap_or_default(),
                ..Incident::default()
            };
            if let Some((sanction_seq, s, _)) = sanction {
                record.ladder_step = s.suggested.step.map(ladder_number);
                record.suggested_sanctions = s.suggested.penalties.iter().map(penalty_id).collect();
                record.applied_sanctions = s.penalties.iter().map(penalty_id).collect();
                record.sanction_detail = s
                    .penalties
                    .iter()
                    .map(|p| p.describe(lang))
                    .collect::<Vec<_>>()
                    .join("; ");
                record.deviation_reason = s.reason.clone().unwrap_or_default();
                // An appeal against this sanction, or against a decision about it.
                let about: BTreeSet<i64> = decisions
                    .iter()
                    .filter(|(_, d)| d.about == Some(*sanction_seq) || d.about == Some(seq))
                    .map(|(d, _)| *d)
                    .chain([*sanction_seq])
                    .collect();
                if let Some((_, appeal, decision)) =
                    appeals.iter().rfind(|(_, a, _)| about.contains(&a.against))
                {
                    let panel: Vec<String> = match (decision, &committee) {
                        (Some(d), _) => d.panel.iter().map(|m| m.name.clone()).collect(),
                        (None, Some(c)) => std::iter::once(&c.chair)
                            .chain(&c.members)
                            .map(|m| m.name.clone())
                            .collect(),
                        (None, None) => Vec::new(),
                    };
                    record.appeal = Some(Appeal {
                        lodged_at: minute(&appeal.at),
                        lodged_by: names(appeal.player),
                        grounds: appeal.text.clone(),
                        committee: panel,
                        decision: decision
                            .as_ref()
                            .and_then(|d| serde_json::to_value(d.outcome).ok())
                            .and_then(|v| v.as_str().map(str::to_string))
                            .unwrap_or_default(),
                        decision_text: decision.as_ref().map(|d| d.text.clone()).unwrap_or_default(),
                        decided_at: decision.as_ref().map(|d| minute(&d.at)).unwrap_or_default(),
                    });
                }
            }
            out.push(record);
        }
        if let Some(n) = only
            && out.is_empty()
        {
            return Err(SheetsError::NotFound(format!(
                "the event has no incident entry {n}"
            )));
        }
        // The disputes at the board: all of them, or the one recorded with
        // the incident asked for.
        let disputes = event
            .disputes()
            .all()?
            .into_iter()
            .filter(|d| only.is_none_or(|n| d.incident == Some(i64::from(n))))
            .map(|d| {
                let game = match (d.round, d.board) {
                    (Some(r), Some(b)) => event.rounds().game(r, b).ok(),
                    _ => None,
                };
                self.dispute_sheet(&d, game.as_ref(), &players, &hash_of)
            })
            .collect();
        Ok(IncidentDoc {
            event: self.info(),
            incidents: out,
            disputes,
        })
    }

    /// A dispute as its sheet prints it, in the sheet's language.
    fn dispute_sheet(
        &self,
        d: &arbitro_store::Dispute,
        game: Option<&arbitro_store::Game>,
        players: &HashMap<i64, arbitro_forms::model::Player>,
        hash_of: &HashMap<i64, String>,
    ) -> DisputeSheet {
        let lang = match self.lang() {
            Lang::Es => arbitro_i18n::Lang::Es,
            Lang::En => arbitro_i18n::Lang::En,
        };
        let squares = |kind: arbitro_store::DisputeChangeKind| -> Vec<String> {
            d.ruling
                .changes
                .iter()
                .filter(|c| c.kind == kind)
                .filter_map(|c| c.square.clone())
                .collect()
        };
        DisputeSheet {
            number: u32::try_from(d.seq).ok(),
            date: day(&d.at),
            time: time(&d.at),
            round: d.round,
            board: d.board,
            white: game.map(|g| player(players, g.white).name).unwrap_or_default(),
            black: game
                .and_then(|g| g.black)
                .map(|b| player(players, b).name)
                .unwrap_or_default(),
            arbiter: d.arbiter.clone(),
            fen: d.ruling.fen_before.clone(),
            marked: d.play_squares(),
            protected: squares(arbitro_store::DisputeChangeKind::Protected),
            removed: squares(arbitro_store::DisputeChangeKind::Removed),
            play: d.play_text(lang),
            verdict: d.ruling.sentence(lang).to_string(),
            trace: d
                .ruling
                .trace
                .iter()
                .map(|t| TraceRow {
                    clause: t.clause.clone(),
                    text: match lang {
                        arbitro_i18n::Lang::Es => t.es.clone(),
                        arbitro_i18n::Lang::En => t.en.clone(),
                    },
                })
                .collect(),
            incident: d.incident.and_then(|n| u32::try_from(n).ok()),
            precedent: d.precedent.and_then(|n| u32::try_from(n).ok()),
            entry_hash: hash_of.get(&d.seq).cloned().unwrap_or_default(),
        }
    }
}
