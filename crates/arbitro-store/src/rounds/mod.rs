//! Rounds and results (`event.rounds()`): pairing (by the Dutch engine,
//! the Berger tables, an external engine's output or by hand; checked
//! against C.04.1 and stored after a backup, with the Chess960 start
//! position drawn once per round with its seed), the arbiter's edits
//! (recorded with the rule checks they fail), publication, forbidden
//! pairings, results and their late corrections, the event as a TRF, and
//! the standings with the call's tie-breaks. The area's refusals
//! ([`RoundRefusal`], [`ResultRefusal`], [`PairingInvalid`]) and register
//! entries ([`entries`]) are beside it.

pub(crate) mod edits;
pub(crate) mod entries;
pub(crate) mod forbidden;
pub(crate) mod game;
pub(crate) mod late_results;
pub(crate) mod refusal;
pub(crate) mod results;
pub(crate) mod standings;
pub(crate) mod trf;
pub(crate) mod warnings;

pub(crate) use entries::KINDS;
pub use entries::{PairedBoard, PairingEdit, ResultCorrectionEntry, RoundPaired};
pub use game::{Game, ResultEntry, ResultKind, score_text};
pub use late_results::{ChangedPairing, LateResult, ResultCorrection};
pub use refusal::{PairingInvalid, PairingProblem, ResultRefusal, RoundRefusal};
pub use trf::{StandingRow, StandingsTable, TrfPurpose};

use std::collections::{HashMap, HashSet};
use warnings::colour_rule_broken;
pub use warnings::{PairingRule, PairingWarning};

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::call::GameFamily;
use crate::error::{Result, StoreError};
use crate::event::Event;
use crate::missing::Missing;
use crate::players::model::Player;
use crate::register::{BackupTaken, EntryBody, KeyEntry, RegisterHead};

/// Inside a pairing's write: refuses it if round `number` is no longer the
/// next one, or if anything but backups was recorded since `since` (the
/// event the pairing was computed from).
pub(crate) fn claim_round(tx: &Connection, number: u32, since: &RegisterHead) -> Result<()> {
    let paired: u32 = tx.query_row("SELECT COALESCE(MAX(number), 0) FROM round", [], |r| r.get(0))?;
    if paired >= number {
        return Err(StoreError::RoundPairedElsewhere { round: number });
    }
    let changed: Option<(i64, String)> = tx
        .query_row(
            "SELECT seq, kind FROM register WHERE seq > ?1 AND kind NOT IN (?2, ?3) ORDER BY seq LIMIT 1",
            rusqlite::params![since.count, BackupTaken::KIND, KeyEntry::KIND],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    match changed {
        Some((seq, kind)) => Err(StoreError::ChangedWhilePairing {
            round: number,
            seq,
            kind,
        }),
        None if paired + 1 != number => Err(StoreError::RoundPairedElsewhere { round: number }),
        None => Ok(()),
    }
}

/// The boards of a round as stored, for its register entry.
pub(crate) fn boards_of(tx: &Connection, round: u32) -> Result<Vec<PairedBoard>> {
    let mut stmt =
        tx.prepare_cached("SELECT board, white, black FROM game WHERE round = ?1 ORDER BY board")?;
    let rows = stmt.query_map([round], |r| {
        Ok(PairedBoard {
            board: r.get(0)?,
            white: r.get(1)?,
            black: r.get(2)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Where a round stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum RoundStatus {
    /// Paired, not yet published: the arbiter may still edit or un-pair it.
    Paired,
    /// Published: the pairing is final.
    Published,
}

impl RoundStatus {
    /// The stored name (`paired`, `published`).
    pub(crate) fn code(self) -> &'static str {
        match self {
            RoundStatus::Paired => "paired",
            RoundStatus::Published => "published",
        }
    }
}

impl rusqlite::types::FromSql for RoundStatus {
    fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        match value.as_str()? {
            "paired" => Ok(RoundStatus::Paired),
            "published" => Ok(RoundStatus::Published),
            _ => Err(rusqlite::types::FromSqlError::InvalidType),
        }
    }
}

impl rusqlite::types::ToSql for RoundStatus {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        Ok(self.code().into())
    }
}

/// A round's state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// Number.
    pub number: u32,
    /// Paired or published.
    pub status: RoundStatus,
    /// Pairing system or source (`dutch`, `berger`, `manual`, `external`).
    pub system: String,
    /// When it was paired.
    pub paired_at: String,
    /// When it was published.
    pub published_at: Option<String>,
    /// Chess960: the seed of the draw (hex) and the position number (0–959).
    pub chess960: Option<(String, u32)>,
    /// Backup taken before pairing.
    pub backup_file: Option<String>,
}

/// One pairing: white and black player ids (no black: the pairing-allocated bye).
pub type Pair = (i64, Option<i64>);

/// What the checks of a round's pairing found.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairingCheck {
    /// Violations that make the pairing impossible to store.
    pub errors: Vec<PairingProblem>,
    /// Departures from the pairing rules (C.04.1) the arbiter may accept.
    pub warnings: Vec<PairingWarning>,
}

/// Checks a round's pairs against who may play and the basic rules of every
/// Swiss system (C.04.1: no rematch, colour limits, one pairing-allocated bye).
pub fn check_pairs(
    round: u32,
    pairs: &[Pair],
    players: &[Player],
    byes: &HashSet<i64>,
    history: &[Game],
) -> PairingCheck {
    let mut c = PairingCheck::default();
    let by_id: HashMap<i64, &Player> = players.iter().map(|p| (p.id, p)).collect();
    let name = |id: i64| by_id.get(&id).map_or(format!("#{id}"), |p| p.input.name.clone());
    let mut seen = HashSet::new();
    let mut bye_count = 0;
    for (w, b) in pairs {
        for id in std::iter::once(*w).chain(*b) {
            if !by_id.contains_key(&id) {
                c.errors.push(PairingProblem::NotRegistered { id });
                continue;
            }
            if !seen.insert(id) {
                c.errors.push(PairingProblem::PairedTwice { name: name(id) });
            }
            if !by_id[&id].available_in(round) {
                c.errors.push(PairingProblem::NotInRound {
                    name: name(id),
                    round,
                });
            }
            if byes.contains(&id) {
                c.errors.push(PairingProblem::AskedForBye {
                    name: name(id),
                    round,
                });
            }
        }
        if Some(*w) == *b {
            c.errors.push(PairingProblem::AgainstItself { name: name(*w) });
        }
        if b.is_none() {
            bye_count += 1;
        }
    }
    if bye_count > 1 {
        c.errors.push(PairingProblem::Byes { count: bye_count });
    }
    for p in players {
        if p.available_in(round) && !byes.contains(&p.id) && !seen.contains(&p.id) {
            c.warnings.push(PairingWarning::Rule(PairingRule::NotPaired {
                name: p.input.name.clone(),
            }));
        }
    }
    // Rematches, colours and repeated byes, from the rounds before.
    let mut met: HashSet<(i64, i64)> = HashSet::new();
    let mut colours: HashMap<i64, Vec<i8>> = HashMap::new();
    let mut had_bye: HashSet<i64> = HashSet::new();
    for g in history.iter().filter(|g| g.round < round) {
        match g.black {
            Some(b) => {
                let played = g.kind != Some(crate::rounds::game::ResultKind::Forfeit);
                if played {
                    met.insert((g.white.min(b), g.white.max(b)));
                    colours.entry(g.white).or_default().push(1);
                    colours.entry(b).or_default().push(-1);
                } else if g.white_score.unwrap_or(0) > 0 {
                    had_bye.insert(g.white);
                } else if g.black_score.unwrap_or(0) > 0 {
                    had_bye.insert(b);
                }
            }
            None => {
                had_bye.insert(g.white);
            }
        }
    }
    for (w, b) in pairs {
        match b {
            Some(b) => {
                if met.contains(&((*w).min(*b), (*w).max(*b))) {
                    c.warnings.push(PairingWarning::Rule(PairingRule::Rematch {
                        white: name(*w),
                        black: name(*b),
                    }));
                }
                for (id, colour) in [(*w, 1i8), (*b, -1i8)] {
                    let before = colours.get(&id).map(Vec::as_slice).unwrap_or_default();
                    if let Some(last3) = colour_rule_broken(before, colour) {
                        c.warnings.push(PairingWarning::Rule(PairingRule::Colour {
                            name: name(id),
                            white: colour > 0,
                            three_running: last3,
                        }));
                    }
                }
            }
            None => {
                if had_bye.contains(w) {
                    c.warnings
                        .push(PairingWarning::Rule(PairingRule::RepeatedBye { name: name(*w) }));
                }
            }
        }
    }
    c
}

fn from_json<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T> {
    serde_json::from_str(text).map_err(|e| StoreError::Json {
        context: "pairing edit".into(),
        message: e.to_string(),
    })
}

/// Reads an external pairing engine's output (`N`, then `white black` lines
/// by pairing number, the bye as `N 0`) into pairs of pairing numbers.
pub fn parse_engine_output(text: &str) -> Result<Vec<(u32, u32)>> {
    let mut lines = text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty());
    use crate::players::line_problem::LineProblem;
    use crate::players::line_problem::LineProblemKind;
    let bad = |n: usize, kind: LineProblemKind| StoreError::Import {
        file: "pairing".into(),
        problems: vec![LineProblem {
            line: n + 1,
            field: None,
            kind,
        }],
    };
    let (n0, first) = lines.next().ok_or_else(|| bad(0, LineProblemKind::EngineEmpty))?;
    let count: usize = first.trim().parse().map_err(|_| {
        bad(
            n0,
            LineProblemKind::EngineCount {
                text: first.trim().to_string(),
            },
        )
    })?;
    let mut pairs = Vec::new();
    for (n, line) in lines {
        let nums: Vec<&str> = line.split_whitespace().collect();
        let parsed: Option<Vec<u32>> = nums.iter().map(|s| s.parse().ok()).collect();
        match parsed.as_deref() {
            Some([w, b]) => pairs.push((*w, *b)),
            _ => {
                return Err(bad(
                    n,
                    LineProblemKind::EnginePair {
                        text: line.trim().to_string(),
                    },
                ));
            }
        }
    }
    if pairs.len() != count {
        return Err(bad(
            n0,
            LineProblemKind::EngineCountMismatch {
                announced: count,
                listed: pairs.len(),
            },
        ));
    }
    Ok(pairs)
}

/// Board order (C.04.2 D): the higher score of the pair, then the sum of
/// scores, then the better pairing number; the bye last.
fn order_boards(pairs: &mut [Pair], score: &HashMap<i64, u32>, number: &HashMap<i64, u32>) {
    let key = |p: &Pair| {
        let sw = score.get(&p.0).copied().unwrap_or(0);
        match p.1 {
            None => (1, 0, 0, 0),
            Some(b) => {
                let sb = score.get(&b).copied().unwrap_or(0);
                let best = number[&p.0].min(number[&b]);
                (0, u32::MAX - sw.max(sb), u32::MAX - (sw + sb), best)
            }
        }
    };
    pairs.sort_by_key(key);
}

/// The rounds and results of an event, as `event.rounds()` gives them.
#[derive(Debug, Clone, Copy)]
pub struct Rounds<'e> {
    event: &'e Event,
}

impl<'e> Rounds<'e> {
    /// The event these rounds are of, for the areas above that extend the
    /// handle (the import's TRF report).
    pub(crate) fn event(&self) -> &'e Event {
        self.event
    }
}

impl Event {
    /// The rounds and results: pairing, edits, publication, results, standings.
    pub fn rounds(&self) -> Rounds<'_> {
        Rounds { event: self }
    }
}

impl Rounds<'_> {
    /// Every round.
    pub fn all(&self) -> Result<Vec<Round>> {
        let mut stmt = self.event.conn().prepare_cached(
            "SELECT number, status, system, paired_at, published_at, chess960_seed, chess960_position, backup_file
             FROM round ORDER BY number",
        )?;
        let rows = stmt.query_map([], |r| {
            let seed: Option<String> = r.get(5)?;
            let pos: Option<u32> = r.get(6)?;
            Ok(Round {
                number: r.get(0)?,
                status: r.get(1)?,
                system: r.get(2)?,
                paired_at: r.get(3)?,
                published_at: r.get(4)?,
                chess960: seed.zip(pos),
                backup_file: r.get(7)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// One round.
    pub fn get(&self, number: u32) -> Result<Round> {
        self.all()?
            .into_iter()
            .find(|r| r.number == number)
            .ok_or_else(|| StoreError::from(Missing::Round { round: number }))
    }

    /// Half-points of every player after `rounds` rounds (byes and requested byes included).
    pub fn scores_after(&self, rounds: u32) -> Result<HashMap<i64, u32>> {
        let call = self.event.call()?;
        let mut score: HashMap<i64, u32> = HashMap::new();
        for g in self.all_games()?.into_iter().filter(|g| g.round <= rounds) {
            match g.black {
                None => *score.entry(g.white).or_default() += u32::from(call.bye_points),
                Some(b) => {
                    *score.entry(g.white).or_default() += u32::from(g.white_score.unwrap_or(0));
                    *score.entry(b).or_default() += u32::from(g.black_score.unwrap_or(0));
                }
            }
        }
        for bye in self.event.players().bye_requests()? {
            if bye.round <= rounds {
                *score.entry(bye.player).or_default() += u32::from(bye.kind.half_points());
            }
        }
        Ok(score)
    }

    fn requested_byes(&self, round: u32) -> Result<HashSet<i64>> {
        Ok(self
            .event
            .players()
            .bye_requests()?
            .into_iter()
            .filter(|b| b.round == round)
            .map(|b| b.player)
            .collect())
    }

    /// Checks `pairs` as round `round` against the event's state.
    pub fn check_pairs(&self, round: u32, pairs: &[Pair]) -> Result<PairingCheck> {
        Ok(check_pairs(
            round,
            pairs,
            &self.event.players().all()?,
            &self.requested_byes(round)?,
            &self.all_games()?,
        ))
    }

    pub(crate) fn require_next_pairable(&self) -> Result<u32> {
        let paired = self.event.rounds_paired()?;
        let call = self.event.call()?;
        if paired >= call.rounds {
            return Err(RoundRefusal::AllPaired { rounds: call.rounds }.into());
        }
        if paired > 0 {
            let unfinished: Vec<u32> = self
                .games(paired)?
                .iter()
                .filter(|g| g.black.is_some() && !g.finished())
                .map(|g| g.board)
                .collect();
            if !unfinished.is_empty() {
                return Err(RoundRefusal::Unfinished {
                    round: paired,
                    boards: unfinished,
                }
                .into());
            }
        }
        Ok(paired + 1)
    }

    /// Stores `pairs` as the next round (after a backup), ordering boards per
    /// C.04.2 and drawing the Chess960 position for Chess960 events. Errors in
    /// the pairs refuse it; rule departures are returned as warnings.
    pub fn store(&self, pairs: Vec<Pair>, system: &str) -> Result<(Round, PairingCheck)> {
        let since = self.event.register_head()?;
        self.store_since(pairs, system, since)
    }

    /// [`Rounds::store`] for pairs computed from the event as it was at
    /// `since`: if another process paired the round or changed the event
    /// meanwhile, nothing is stored and the refusal says so.
    pub(crate) fn store_since(
        &self,
        pairs: Vec<Pair>,
        system: &str,
        since: RegisterHead,
    ) -> Result<(Round, PairingCheck)> {
        if self.event.call()?.family.is_doubles() {
            return Err(RoundRefusal::DoublesPairsTeams.into());
        }
        let number = self.require_next_pairable()?;
        let check = self.check_pairs(number, &pairs)?;
        if !check.errors.is_empty() {
            return Err(PairingInvalid {
                round: Some(number),
                problems: check.errors,
            }
            .into());
        }
        let backup = self.event.backup_before_round(number)?;
        let players = self.event.players().all()?;
        let numbers: HashMap<i64, u32> = players.iter().map(|p| (p.id, p.pairing_number)).collect();
        let scores = self.scores_after(number - 1)?;
        let mut pairs = pairs;
        order_boards(&mut pairs, &scores, &numbers);
        let call = self.event.call()?;
        let chess960 = (call.family == GameFamily::Chess960).then(|| {
            let seed = arbitro_rng::fresh_seed();
            let draw = arbitro_rules::Chess960Draw::from_seed(seed);
            (format!("{seed:016x}"), draw.number)
        });
        let at = self.event.now();
        let backup_name = backup.to_string_lossy().to_string();
        self.event.write(|tx| {
            claim_round(tx, number, &since)?;
            tx.execute(
                "INSERT INTO round (number, status, system, paired_at, chess960_seed, chess960_position, backup_file)
                 VALUES (?1, ?7, ?2, ?3, ?4, ?5, ?6)",
                params![
                    number,
                    system,
                    at,
                    chess960.as_ref().map(|c| c.0.clone()),
                    chess960.as_ref().map(|c| c.1),
                    backup_name,
                    RoundStatus::Paired
                ],
            )?;
            let mut stmt = tx.prepare_cached(
                "INSERT INTO game (round, board, white, black, kind, white_score, black_score) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?;
            for (i, (w, b)) in pairs.iter().enumerate() {
                let bye = b.is_none();
                stmt.execute(params![
                    number,
                    i as u32 + 1,
                    w,
                    b,
                    bye.then_some("bye"),
                    bye.then_some(call.bye_points),
                    bye.then_some(0u8)
                ])?;
            }
            drop(stmt);
            let boards = boards_of(tx, number)?;
            tx.record(&RoundPaired {
                round: number,
                system: system.to_string(),
                boards,
                matches: Vec::new(),
                chess960: chess960.clone(),
                backup: backup_name.clone(),
                warnings: check.warnings.clone(),
                at: at.clone(),
            })?;
            Ok(())
        })?;
        Ok((self.get(number)?, check))
    }

    /// Pairs the next round from an external engine's output (pairing numbers).
    pub fn store_engine_output(&self, text: &str) -> Result<(Round, PairingCheck)> {
        let by_number: HashMap<u32, i64> = self
            .event
            .players()
            .all()?
            .iter()
            .map(|p| (p.pairing_number, p.id))
            .collect();
        let mut pairs = Vec::new();
        for (w, b) in parse_engine_output(text)? {
            let white = *by_number
                .get(&w)
                .ok_or_else(|| StoreError::from(Missing::PairingNumber { number: w }))?;
            let black = if b == 0 {
                None
            } else {
                Some(
                    *by_number
                        .get(&b)
                        .ok_or_else(|| StoreError::from(Missing::PairingNumber { number: b }))?,
                )
            };
            pairs.push((white, black));
        }
        self.store(pairs, "external")
    }
}
