//! A whole tournament imported from a TRF (TRF06, TRF16 with the engines'
//! extensions, TRF-2026) into a new event file: first a review of
//! everything the import will do ([`review_tournament`], nothing written),
//! then the event built through the store's own operations — players,
//! each round's absences, pairing and results, the later absences — so
//! that its register records it as if it had been run here, plus one
//! `tournament-imported` entry with the file's hash, edition and the
//! pairing numbers it brought.
//!
//! The seam with the rest of the store is narrow: `plan.rs` turns the file
//! into what the event will hold without SQL; this module writes the plan
//! with the areas' public operations and the one table of its own
//! (`imported_number`, which the players' numbering reads). It stands above
//! players and rounds and names them; neither names it.

mod plan;
mod review;

use std::collections::HashMap;
use std::path::Path;

use arbitro_trf::TrfVersion;
use rusqlite::OptionalExtension;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::call::ForbiddenPairing;
use crate::error::{Result, StoreError};
use crate::event::Event;
use crate::missing::Missing;
use crate::players::{LineProblem, LineProblemKind};
use crate::register::EntryBody;
use crate::rounds::refusal::RoundRefusal;
use crate::rounds::{Pair, ResultEntry, Rounds, TrfPurpose};

pub use review::{DefaultUsed, NotKept, ReviewHead, ReviewItem};

/// The review of a TRF before it is imported: what it holds and every
/// adjustment the import makes.
#[derive(Debug, Clone)]
pub struct TournamentImport {
    /// The file's edition, players, rounds and departures.
    pub head: ReviewHead,
    /// Every adjustment, in the order: what the reader did, defaults,
    /// repairs, what is not kept, then each round's departures.
    pub items: Vec<ReviewItem>,
    /// Set when the file was not UTF-8: the encoding it was read in.
    pub notice: Option<arbitro_text::Notice>,
    sha256: String,
    plan: plan::Plan,
}

impl TournamentImport {
    /// Whether some imported round departs from the pairing rules (the
    /// import then needs the arbiter's confirmation).
    pub fn departs(&self) -> bool {
        self.head.departures > 0
    }

    /// The rounds that depart from the pairing rules.
    pub fn departing_rounds(&self) -> Vec<u32> {
        let mut rounds: Vec<u32> = self
            .items
            .iter()
            .filter_map(|i| match i {
                ReviewItem::Departure(f) => Some(f.round),
                _ => None,
            })
            .collect();
        rounds.dedup();
        rounds
    }
}

/// The register entry of an import: the file, its hash and edition, the
/// pairing numbers it brought, and the rounds whose departures from the
/// pairing rules the arbiter confirmed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentImported {
    /// The file as named.
    pub file: String,
    /// SHA-256 of its bytes.
    pub sha256: String,
    /// Its edition (`trf06`, `trf16`, `trf2026`).
    pub version: String,
    /// (player id, pairing number), by number.
    pub numbers: Vec<(i64, u32)>,
    /// Rounds imported.
    pub rounds: u32,
    /// Adjustments listed in the review.
    pub adjustments: usize,
    /// The rounds whose departures were confirmed, with their findings.
    pub departures: Vec<(u32, u32)>,
    /// When.
    pub at: String,
}

crate::register::entry_kinds! {
    TournamentImported => "tournament-imported",
}

/// Reads a TRF's bytes (any encoding `arbitro-text` reads, any line ends)
/// and reviews its import: nothing is written. Only a file that cannot be
/// understood is refused, naming line and column.
pub fn review_tournament(file: &str, bytes: Vec<u8>) -> Result<TournamentImport> {
    let sha256 = crate::register::installation::hex(&Sha256::digest(&bytes));
    let decoded = crate::players::csv::decode(file, bytes, arbitro_text::Format::Trf)?;
    let reading = arbitro_trf::read(&decoded.text).map_err(|e| match e {
        arbitro_trf::TrfError::Syntax { line, column, reason } => StoreError::Import {
            file: file.to_string(),
            problems: vec![LineProblem {
                line,
                field: None,
                kind: LineProblemKind::TrfSyntax { column, reason },
            }],
        },
        other => StoreError::TrfExport(other),
    })?;
    let version = reading.version;
    let (plan, mut items) = plan::plan(file, &decoded.text, reading);
    let departures = departures(&plan);
    let departure_count = departures.len();
    items.extend(departures);
    Ok(TournamentImport {
        head: ReviewHead {
            file: file.to_string(),
            version,
            players: plan.players.len() as u32,
            rounds: plan.tournament.paired_rounds(),
            planned: plan.call.rounds,
            departures: departure_count,
        },
        items,
        notice: decoded.notice,
        sha256,
        plan,
    })
}

/// Every imported round of a Dutch event checked against the pairing
/// rules (C.04.3), each from the state before it.
fn departures(plan: &plan::Plan) -> Vec<ReviewItem> {
    if !plan.call.system.is_swiss() || plan.rounds.is_empty() {
        return Vec::new();
    }
    let options = plan.call.system.dutch_options();
    match arbitro_pairing::check_rounds_as_they_are(&plan.tournament, &options) {
        Ok(rounds) => rounds
            .into_iter()
            .flat_map(|r| r.findings)
            .map(ReviewItem::Departure)
            .collect(),
        Err(_) => Vec::new(),
    }
}

impl Event {
    /// Creates the event file `path` from a reviewed TRF: the call, the
    /// players with the file's pairing numbers, every round with its
    /// absences, pairing and results, and the absences already known for
    /// the next rounds. A file whose rounds depart from the pairing rules
    /// is imported only with `confirm_departure` (the arbiter's Level-3
    /// confirmation); the confirmed rounds are recorded in the import's
    /// register entry. If anything fails, the new file is removed: nothing
    /// half-imported is left.
    pub fn import_tournament(
        path: &Path,
        import: &TournamentImport,
        confirm_departure: bool,
    ) -> Result<Event> {
        if import.departs() && !confirm_departure {
            return Err(RoundRefusal::ImportDeparts {
                rounds: import.departing_rounds(),
                findings: import.head.departures,
            }
            .into());
        }
        if path.exists() {
            return Err(StoreError::AlreadyExists(path.to_path_buf()));
        }
        let built = Event::build_import(path, import);
        if built.is_err() {
            let _ = std::fs::remove_file(path);
            for suffix in ["-wal", "-shm", "-journal"] {
                let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
            }
            let _ = std::fs::remove_dir_all(crate::register::backup_dir(path));
        }
        built
    }

    fn build_import(path: &Path, import: &TournamentImport) -> Result<Event> {
        let plan = &import.plan;
        let e = Event::create(path, plan.call.clone())?;
        let mut id_of: HashMap<u32, i64> = HashMap::new();
        for p in &plan.players {
            let player = e.players().add(p.input.clone(), Some(p.first_round))?;
            id_of.insert(p.number, player.id);
        }
        let numbers: Vec<(i64, u32)> = plan
            .players
            .iter()
            .map(|p| (id_of[&p.number], p.number))
            .collect();
        let mut departures: Vec<(u32, u32)> = Vec::new();
        for item in &import.items {
            if let ReviewItem::Departure(f) = item {
                match departures.last_mut() {
                    Some((round, n)) if *round == f.round => *n += 1,
                    _ => departures.push((f.round, 1)),
                }
            }
        }
        let at = e.now();
        let body = TournamentImported {
            file: import.head.file.clone(),
            sha256: import.sha256.clone(),
            version: import.head.version.as_str().to_string(),
            numbers: numbers.clone(),
            rounds: plan.rounds.len() as u32,
            adjustments: import.items.len(),
            departures,
            at,
        };
        e.write(|tx| {
            let mut stmt =
                tx.prepare_cached("INSERT INTO imported_number (player_id, number) VALUES (?1, ?2)")?;
            for (id, number) in &numbers {
                stmt.execute(rusqlite::params![id, number])?;
            }
            drop(stmt);
            tx.record(&body)?;
            Ok(())
        })?;
        let id = |n: u32| {
            id_of
                .get(&n)
                .copied()
                .ok_or_else(|| StoreError::from(Missing::PairingNumber { number: n }))
        };
        let forbidden: Vec<ForbiddenPairing> = plan
            .forbidden
            .iter()
            .map(|(players, first, last)| {
                Ok(ForbiddenPairing {
                    players: players.iter().map(|&n| id(n)).collect::<Result<_>>()?,
                    first_round: *first,
                    last_round: *last,
                })
            })
            .collect::<Result<_>>()?;
        if !forbidden.is_empty() {
            e.rounds().set_forbidden(forbidden)?;
        }
        for round in &plan.rounds {
            for &n in &round.withdrawn {
                e.players().withdraw(id(n)?, Some(round.number - 1))?;
            }
            for &(n, kind) in &round.byes {
                e.players().request_bye(id(n)?, round.number, kind)?;
            }
            let pairs: Vec<Pair> = round
                .pairs
                .iter()
                .map(|&(w, b)| Ok((id(w)?, b.map(id).transpose()?)))
                .collect::<Result<_>>()?;
            e.rounds().store(pairs, "imported")?;
            let boards: HashMap<(i64, i64), u32> = e
                .rounds()
                .games(round.number)?
                .iter()
                .filter_map(|g| g.black.map(|b| ((g.white, b), g.board)))
                .collect();
            let results: Vec<(u32, u32, ResultEntry)> = round
                .results
                .iter()
                .map(|&(w, b, r)| {
                    let board = boards.get(&(id(w)?, id(b)?)).copied().ok_or_else(|| {
                        StoreError::from(Missing::Board {
                            round: round.number,
                            board: 0,
                        })
                    })?;
                    Ok((round.number, board, r))
                })
                .collect::<Result<_>>()?;
            if !results.is_empty() {
                e.rounds().set_results(&results)?;
            }
        }
        for &(n, round, kind) in &plan.later_byes {
            e.players().request_bye(id(n)?, round, kind)?;
        }
        Ok(e)
    }

    /// The rounds whose departures from the pairing rules were confirmed
    /// when the event was imported, with their number of findings (empty
    /// for an event not imported).
    pub fn import_departures(&self) -> Result<Vec<(u32, u32)>> {
        let body: Option<String> = self
            .conn()
            .query_row(
                "SELECT body FROM register WHERE kind = ?1 ORDER BY seq LIMIT 1",
                [TournamentImported::KIND],
                |r| r.get(0),
            )
            .optional()?;
        Ok(match body {
            Some(text) => serde_json::from_str::<TournamentImported>(&text)
                .map(|b| b.departures)
                .unwrap_or_default(),
            None => Vec::new(),
        })
    }
}

/// The TRF export's front door, here beside the import because the report
/// lists the departures an import confirmed; the rest of it is the rounds'
/// (`rounds/trf.rs`).
impl Rounds<'_> {
    /// The event as TRF text, the tournament report: every round (the last
    /// one with the results known so far while it is not complete), the
    /// next round's known absences, the byes requested for later rounds
    /// (`240`), the ranks by the call's tie-break list
    /// (columns 86-89), the departures confirmed at an import as `###` lines
    /// (`### import departure @ Round N: K findings confirmed`), and the
    /// register's head in a comment line (`### arbitro register
    /// COUNT:HASH:KEY`) to check the file against later.
    pub fn export_trf(&self, version: TrfVersion) -> Result<String> {
        self.export_trf_for(version, TrfPurpose::Report)
    }

    /// The event as TRF text for `purpose`: the report ([`Rounds::export_trf`])
    /// or the file sent for rating — the complete rounds and the ranks, the
    /// format's records only (no comment lines).
    pub fn export_trf_for(&self, version: TrfVersion, purpose: TrfPurpose) -> Result<String> {
        let departures = match purpose {
            TrfPurpose::Report => self.event().import_departures()?,
            TrfPurpose::Rating => Vec::new(),
        };
        self.export_trf_with(version, purpose, &departures)
    }
}
