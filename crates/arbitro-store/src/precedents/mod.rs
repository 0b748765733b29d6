//! The precedent register (AM-G16, AM-AE): every non-obvious resolution,
//! with card code, deck version, window, situation, decision, clauses cited,
//! arbiter, event and date. Entries live in the hash-chained register; a
//! full-text index (FTS5, `unicode61 remove_diacritics 2`) finds them in
//! Spanish or English whatever the accents; a content fingerprint detects
//! duplicates when precedents travel between clubs as JSON
//! (`schemas/precedents.schema.json`). The same code serves event files and
//! club archives.

pub(crate) mod archive;
pub(crate) mod entries;
pub(crate) mod event;
pub(crate) mod refusal;

pub use archive::Archive;
pub(crate) use entries::KINDS;
pub use entries::{ArchiveCreated, PrecedentsImported};
pub use event::Precedents;
pub use refusal::{PrecedentInvalid, PrecedentProblem, PrecedentRefusal};

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::call::DeckRef;
use crate::error::{Result, StoreError};

use crate::register::{self, Derive, EntryBody, RegisterEntry, Writer, sha256_hex};

pub(crate) mod case;
pub use case::PrecedentCase;

/// The export format's identifier.
pub const FORMAT: &str = "arbitro-precedents/1";

/// A text in the rulebook's languages (ES official, EN translation; AM-AB).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Texts {
    /// Spanish.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub es: Option<String>,
    /// English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub en: Option<String>,
}

impl Texts {
    /// Both languages joined, for indexing.
    pub fn joined(&self) -> String {
        [self.es.as_deref(), self.en.as_deref()]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn is_empty(&self) -> bool {
        self.es.as_deref().is_none_or(|s| s.trim().is_empty())
            && self.en.as_deref().is_none_or(|s| s.trim().is_empty())
    }

    /// The text in `lang`, or the other language when missing.
    pub fn get(&self, lang: crate::call::Lang) -> &str {
        let (a, b) = match lang {
            crate::call::Lang::Es => (&self.es, &self.en),
            crate::call::Lang::En => (&self.en, &self.es),
        };
        a.as_deref().or(b.as_deref()).unwrap_or("")
    }
}

/// A precedent as entered by the arbiter or carried in an export.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PrecedentInput {
    /// Card code, when the precedent is about a card (e.g. `AM-15`).
    #[serde(default)]
    pub card_code: Option<String>,
    /// Deck id and version the card text belongs to (AM-R16).
    #[serde(default)]
    pub deck: Option<DeckRef>,
    /// The window in which it arose (AM-D2, AM-R14), e.g. `after-card-commit`.
    #[serde(default)]
    pub window: Option<String>,
    /// What happened.
    pub situation: Texts,
    /// What the arbiter decided.
    pub decision: Texts,
    /// Clauses cited (e.g. `AM-G3`, `FIDE 7.5.5`).
    #[serde(default)]
    pub clauses: Vec<String>,
    /// Arbiter who decided.
    pub arbiter: String,
    /// Event where it was decided.
    pub event: String,
    /// Date of the decision (YYYY-MM-DD).
    pub date: String,
    /// Round, when known.
    #[serde(default)]
    pub round: Option<u32>,
    /// Board, when known.
    #[serde(default)]
    pub board: Option<u32>,
    /// The dispute's case, when the precedent was recorded from one: written
    /// only when present, so that precedents without it keep their stored
    /// bodies and fingerprints.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub case: Option<PrecedentCase>,
}

impl PrecedentInput {
    /// Every problem with the entry.
    pub fn problems(&self) -> Vec<PrecedentProblem> {
        let mut p = Vec::new();
        if self.situation.is_empty() {
            p.push(PrecedentProblem::NoSituation);
        }
        if self.decision.is_empty() {
            p.push(PrecedentProblem::NoDecision);
        }
        if self.arbiter.trim().is_empty() {
            p.push(PrecedentProblem::NoArbiter);
        }
        if self.event.trim().is_empty() {
            p.push(PrecedentProblem::NoEvent);
        }
        if chrono::NaiveDate::parse_from_str(&self.date, "%Y-%m-%d").is_err() {
            p.push(PrecedentProblem::NotADate(self.date.clone()));
        }
        if self.card_code.is_some() && self.deck.is_none() {
            p.push(PrecedentProblem::NoDeck);
        }
        if let Some(problem) = self.case.as_ref().and_then(PrecedentCase::problem) {
            p.push(problem);
        }
        p
    }

    /// The content fingerprint: the same precedent, whatever its spacing,
    /// case or accents, has the same fingerprint.
    pub fn fingerprint(&self) -> String {
        let mut clauses: Vec<String> = self.clauses.iter().map(|c| normalise(c)).collect();
        clauses.sort();
        let mut parts = vec![
            normalise(self.card_code.as_deref().unwrap_or("")),
            self.deck
                .as_ref()
                .map(|d| normalise(&d.to_string()))
                .unwrap_or_default(),
            normalise(self.window.as_deref().unwrap_or("")),
            normalise(self.situation.es.as_deref().unwrap_or("")),
            normalise(self.situation.en.as_deref().unwrap_or("")),
            normalise(self.decision.es.as_deref().unwrap_or("")),
            normalise(self.decision.en.as_deref().unwrap_or("")),
            clauses.join(","),
            normalise(&self.event),
            self.date.trim().to_string(),
        ];
        // Only a precedent with a case has this part: the others keep their fingerprints.
        if let Some(case) = &self.case {
            parts.push(case.fingerprint_part());
        }
        sha256_hex(parts.join("\u{1f}").as_bytes())
    }
}

/// Folds case, accents and spacing, for fingerprints.
pub fn normalise(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in text.trim().chars().flat_map(char::to_lowercase) {
        let c = match c {
            'á' | 'à' | 'â' | 'ä' | 'ã' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' | 'õ' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ñ' => 'n',
            'ç' => 'c',
            c => c,
        };
        if c.is_whitespace() {
            space = true;
        } else {
            if space && !out.is_empty() {
                out.push(' ');
            }
            space = false;
            out.push(c);
        }
    }
    out
}

/// The body stored in the register.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PrecedentBody {
    /// Identifier that travels with the precedent between clubs.
    pub uid: String,
    /// The content.
    #[serde(flatten)]
    pub input: PrecedentInput,
    /// The entry this one corrects (same file), if any.
    #[serde(default)]
    pub corrects: Option<i64>,
    /// When it was recorded in this file.
    pub recorded_at: String,
    /// Where it came from when imported (file or club), if it was.
    #[serde(default)]
    pub imported_from: Option<String>,
}

/// A stored precedent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Precedent {
    /// Register entry number.
    pub seq: i64,
    /// Content fingerprint.
    pub fingerprint: String,
    /// The stored body.
    #[serde(flatten)]
    pub body: PrecedentBody,
    /// Whether a later entry corrects it.
    pub superseded: bool,
}

/// A search hit (newest first).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Hit {
    /// The precedent.
    pub precedent: Precedent,
    /// FTS5 bm25 relevance of the match (lower is more relevant).
    pub score: f64,
}

/// What to search for.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Query {
    /// Words to find (all must match; prefixes match; accents and case ignored).
    pub text: String,
    /// Only this card code.
    #[serde(default)]
    pub card_code: Option<String>,
    /// Only this deck version.
    #[serde(default)]
    pub deck_version: Option<String>,
    /// Include precedents that were later corrected.
    #[serde(default)]
    pub include_superseded: bool,
    /// At most this many hits (default 20).
    #[serde(default)]
    pub limit: Option<u32>,
}

/// Turns the user's words into an FTS5 query: each word quoted (so no FTS
/// syntax leaks through) and matched as a prefix; all words must match.
pub fn fts_query(text: &str) -> String {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| format!("\"{w}\"*"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn index(conn: &Connection, seq: i64, input: &PrecedentInput) -> Result<()> {
    conn.execute(
        "INSERT INTO precedent_fts (rowid, card_code, situation, decision, clauses, event, arbiter)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            seq,
            input.card_code.clone().unwrap_or_default(),
            input.situation.joined(),
            input.decision.joined(),
            input.clauses.join(" "),
            input.event,
            input.arbiter
        ],
    )?;
    Ok(())
}

/// The search index and the precedents' keys, rebuilt from each
/// precedent entry's body (and compared by `verify`).
pub(crate) const INDEX: Derive = Derive {
    rebuild: index_entry,
    tables: &[
        ("precedent_key", "SELECT * FROM {db}.precedent_key", "seq"),
        (
            "precedent_fts",
            "SELECT rowid, card_code, situation, decision, clauses, event, arbiter FROM {db}.precedent_fts",
            "rowid",
        ),
    ],
};

/// The search index and keys of precedent entry `entry`: what the entry's
/// body makes of them (its key row, its text indexed, the precedent it
/// corrects taken out of the index). `verify` rebuilds them with this too.
pub(crate) fn index_entry(conn: &Connection, entry: &RegisterEntry) -> Result<()> {
    let body: PrecedentBody = register::decode(entry)?;
    conn.execute(
        "INSERT INTO precedent_key (seq, uid, fingerprint) VALUES (?1, ?2, ?3)",
        params![entry.seq, body.uid, body.input.fingerprint()],
    )?;
    if let Some(old) = body.corrects {
        conn.execute("DELETE FROM precedent_fts WHERE rowid = ?1", [old])?;
    }
    index(conn, entry.seq, &body.input)
}

/// Records a precedent; `corrects` names an earlier precedent it replaces.
/// Refuses an exact duplicate (same fingerprint).
pub(crate) fn add(
    conn: &mut Writer<'_>,
    input: PrecedentInput,
    corrects: Option<i64>,
    uid: Option<String>,
    imported_from: Option<String>,
    now: &str,
) -> Result<Precedent> {
    let problems = input.problems();
    if !problems.is_empty() {
        return Err(PrecedentInvalid { file: None, problems }.into());
    }
    let fingerprint = input.fingerprint();
    if let Some(seq) = by_fingerprint(conn, &fingerprint)? {
        return Err(crate::precedents::refusal::PrecedentRefusal::Duplicate { seq }.into());
    }
    let mut corrected_uid = None;
    if let Some(old) = corrects {
        let entry = register::get(conn, old)?
            .filter(|e| e.is::<PrecedentBody>())
            .ok_or(crate::missing::Missing::Precedent { seq: old })?;
        let body: PrecedentBody = register::decode(&entry)?;
        if is_superseded(conn, old)? {
            return Err(crate::precedents::refusal::PrecedentRefusal::Superseded { seq: old }.into());
        }
        corrected_uid = Some(body.uid);
    }
    let next = conn.next_seq()?;
    let file_id = register::meta_get(conn, "file_id")?.unwrap_or_default();
    // A correction keeps the identity of what it corrects, so it travels as the same precedent.
    let uid = uid
        .or(corrected_uid)
        .unwrap_or_else(|| format!("{}:{}", &file_id[..file_id.len().min(16)], next));
    let body = PrecedentBody {
        uid: uid.clone(),
        input,
        corrects,
        recorded_at: now.to_string(),
        imported_from,
    };
    let entry = conn.record(&body)?;
    index_entry(conn, &entry)?;
    Ok(Precedent {
        seq: entry.seq,
        fingerprint,
        body,
        superseded: false,
    })
}

fn by_fingerprint(conn: &Connection, fingerprint: &str) -> Result<Option<i64>> {
    Ok(conn
        .query_row(
            "SELECT seq FROM precedent_key WHERE fingerprint = ?1",
            [fingerprint],
            |r| r.get(0),
        )
        .optional()?)
}

fn is_superseded(conn: &Connection, seq: i64) -> Result<bool> {
    Ok(conn
        .query_row(
            "SELECT 1 FROM register WHERE kind = ?2 AND corrects = ?1 LIMIT 1",
            params![seq, PrecedentBody::KIND],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}

fn load(conn: &Connection, seq: i64) -> Result<Precedent> {
    let entry = register::get(conn, seq)?
        .filter(|e| e.is::<PrecedentBody>())
        .ok_or(crate::missing::Missing::Precedent { seq })?;
    let body: PrecedentBody = register::decode(&entry)?;
    let fingerprint: String = conn
        .query_row(
            "SELECT fingerprint FROM precedent_key WHERE seq = ?1",
            [seq],
            |r| r.get(0),
        )
        .optional()?
        .unwrap_or_else(|| body.input.fingerprint());
    Ok(Precedent {
        seq,
        fingerprint,
        superseded: is_superseded(conn, seq)?,
        body,
    })
}

/// One precedent by entry number.
pub(crate) fn get(conn: &Connection, seq: i64) -> Result<Precedent> {
    load(conn, seq)
}

/// Every precedent, oldest first (superseded ones flagged).
pub(crate) fn all(conn: &Connection) -> Result<Vec<Precedent>> {
    let seqs: Vec<i64> = {
        let mut stmt = conn.prepare("SELECT seq FROM register WHERE kind = ?1 ORDER BY seq")?;
        stmt.query_map([PrecedentBody::KIND], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?
    };
    seqs.into_iter().map(|s| load(conn, s)).collect()
}

/// Full-text search.
pub(crate) fn search(conn: &Connection, q: &Query) -> Result<Vec<Hit>> {
    let limit = q.limit.unwrap_or(20).clamp(1, 10_000);
    let fts = fts_query(&q.text);
    let mut hits = Vec::new();
    let card = q.card_code.as_deref().map(str::trim);
    let version = q.deck_version.as_deref().map(str::trim);
    if fts.is_empty() {
        // No words: the latest precedents matching the filters.
        let mut stmt = conn.prepare_cached(
            "SELECT r.seq FROM register r
             WHERE r.kind = ?5
               AND (?1 IS NULL OR json_extract(r.body, '$.card_code') = ?1)
               AND (?2 IS NULL OR json_extract(r.body, '$.deck.version') = ?2)
               AND (?3 OR NOT EXISTS (SELECT 1 FROM register c WHERE c.kind = ?5 AND c.corrects = r.seq))
             ORDER BY r.seq DESC LIMIT ?4",
        )?;
        let seqs: Vec<i64> = stmt
            .query_map(
                params![card, version, q.include_superseded, limit, PrecedentBody::KIND],
                |r| r.get(0),
            )?
            .collect::<rusqlite::Result<_>>()?;
        for seq in seqs {
            hits.push(Hit {
                precedent: load(conn, seq)?,
                score: 0.0,
            });
        }
        return Ok(hits);
    }
    // Newest matches first: FTS5 walks the index in rowid order and stops at
    // the limit, so the cost does not grow with the number of matches. The
    // card filter is a column filter inside the MATCH expression.
    let mut expr = fts.clone();
    if let Some(code) = card {
        let phrase: Vec<String> = code
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
        expr = format!("({expr}) AND card_code : \"{}\"", phrase.join(" "));
    }
    let rows: Vec<(i64, f64)> = if version.is_none() {
        let mut stmt = conn.prepare_cached(
            "SELECT rowid, bm25(precedent_fts) FROM precedent_fts WHERE precedent_fts MATCH ?1
             ORDER BY rowid DESC LIMIT ?2",
        )?;
        stmt.query_map(params![expr, limit], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?
    } else {
        let mut stmt = conn.prepare_cached(
            "SELECT f.rowid, bm25(precedent_fts) FROM precedent_fts f
             JOIN register r ON r.seq = f.rowid
             WHERE precedent_fts MATCH ?1 AND json_extract(r.body, '$.deck.version') = ?2
             ORDER BY f.rowid DESC LIMIT ?3",
        )?;
        stmt.query_map(params![expr, version, limit], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?
    };
    for (seq, score) in rows {
        let precedent = load(conn, seq)?;
        // A card filter by phrase could match a longer code (AM-1 in AM-15): confirm it.
        if card.is_some_and(|c| precedent.body.input.card_code.as_deref() != Some(c)) {
            continue;
        }
        hits.push(Hit { precedent, score });
    }
    if q.include_superseded {
        // Corrected versions are not in the index; add those whose text matches by fingerprint words.
        let mut stmt = conn.prepare(
            "SELECT r.seq FROM register r WHERE r.kind = ?1
             AND EXISTS (SELECT 1 FROM register c WHERE c.kind = ?1 AND c.corrects = r.seq)",
        )?;
        let old: Vec<i64> = stmt
            .query_map([PrecedentBody::KIND], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        let words: Vec<String> = q
            .text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(normalise)
            .collect();
        for seq in old {
            let p = load(conn, seq)?;
            let hay = normalise(&format!(
                "{} {} {}",
                p.body.input.situation.joined(),
                p.body.input.decision.joined(),
                p.body.input.card_code.clone().unwrap_or_default()
            ));
            if words.iter().all(|w| hay.contains(w.as_str())) {
                hits.push(Hit {
                    precedent: p,
                    score: 0.0,
                });
            }
        }
    }
    Ok(hits)
}

/// The export document.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ExportDoc {
    /// Always [`FORMAT`].
    pub format: String,
    /// When it was written.
    pub exported_at: String,
    /// Where it comes from (event or club name).
    pub source: String,
    /// The source's register head when exported, to check it against later.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub register: Option<register::RegisterHead>,
    /// The precedents (current versions).
    pub precedents: Vec<ExportedPrecedent>,
}

/// One precedent in an export.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ExportedPrecedent {
    /// Identifier across clubs.
    pub uid: String,
    /// Content fingerprint (checked on import).
    pub fingerprint: String,
    /// The content.
    #[serde(flatten)]
    pub input: PrecedentInput,
    /// When it was first recorded.
    pub recorded_at: String,
}

/// The current (not superseded) precedents as an export document.
pub(crate) fn export(conn: &Connection, source: &str, now: &str) -> Result<ExportDoc> {
    let precedents = all(conn)?
        .into_iter()
        .filter(|p| !p.superseded)
        .map(|p| ExportedPrecedent {
            uid: p.body.uid,
            fingerprint: p.fingerprint,
            input: p.body.input,
            recorded_at: p.body.recorded_at,
        })
        .collect();
    Ok(ExportDoc {
        format: FORMAT.to_string(),
        exported_at: now.to_string(),
        source: source.to_string(),
        register: None,
        precedents,
    })
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportOutcome {
    /// Precedents added (their entry numbers).
    pub imported: Vec<i64>,
    /// Precedents already present (uid, existing entry number).
    pub duplicates: Vec<(String, i64)>,
    /// Precedents whose uid exists here with different content (uid, existing entry): not imported.
    pub conflicts: Vec<(String, i64)>,
}

/// Reads and checks an export document; every problem is reported with its JSON path.
pub fn parse_export(file: &str, text: &str) -> Result<ExportDoc> {
    let mut de = serde_json::Deserializer::from_str(text);
    let doc: ExportDoc = serde::Deserialize::deserialize(&mut de).map_err(|e| StoreError::Json {
        context: file.to_string(),
        message: format!("line {} column {}: {e}", e.line(), e.column()),
    })?;
    let mut problems = Vec::new();
    if doc.format != FORMAT {
        problems.push(PrecedentProblem::Format {
            found: doc.format.clone(),
            expected: FORMAT,
        });
    }
    for (i, p) in doc.precedents.iter().enumerate() {
        for problem in p.input.problems() {
            problems.push(PrecedentProblem::Entry {
                index: i,
                problem: Box::new(problem),
            });
        }
        if p.fingerprint != p.input.fingerprint() {
            problems.push(PrecedentProblem::Fingerprint { index: i });
        }
        if p.uid.trim().is_empty() {
            problems.push(PrecedentProblem::NoUid { index: i });
        }
    }
    if problems.is_empty() {
        Ok(doc)
    } else {
        Err(PrecedentInvalid {
            file: Some(file.to_string()),
            problems,
        }
        .into())
    }
}

/// Imports a checked document in the caller's transaction: duplicates and
/// conflicts are skipped and reported.
pub(crate) fn import(
    conn: &mut Writer<'_>,
    doc: &ExportDoc,
    source: &str,
    now: &str,
) -> Result<ImportOutcome> {
    let mut out = ImportOutcome {
        imported: Vec::new(),
        duplicates: Vec::new(),
        conflicts: Vec::new(),
    };
    for p in &doc.precedents {
        if let Some(seq) = by_fingerprint(conn, &p.fingerprint)? {
            out.duplicates.push((p.uid.clone(), seq));
            continue;
        }
        let same_uid: Option<i64> = conn.query_row(
            "SELECT MAX(seq) FROM precedent_key WHERE uid = ?1",
            [&p.uid],
            |r| r.get(0),
        )?;
        if let Some(seq) = same_uid {
            out.conflicts.push((p.uid.clone(), seq));
            continue;
        }
        let added = add(
            conn,
            p.input.clone(),
            None,
            Some(p.uid.clone()),
            Some(source.to_string()),
            now,
        )?;
        out.imported.push(added.seq);
    }
    conn.execute(
        "INSERT INTO import_log (at, source, imported, duplicates, conflicts) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            now,
            source,
            out.imported.len() as i64,
            out.duplicates.len() as i64,
            out.conflicts.len() as i64
        ],
    )?;
    conn.record(&PrecedentsImported {
        source: source.to_string(),
        imported: out.imported.clone(),
        duplicates: out.duplicates.len(),
        conflicts: out.conflicts.len(),
        at: now.to_string(),
    })?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprint_ignores_case_accents_spacing() {
        let a = PrecedentInput {
            situation: Texts {
                es: Some("El peón  fue congelado".into()),
                en: None,
            },
            decision: Texts {
                es: Some("Carta fallida".into()),
                en: None,
            },
            arbiter: "X".into(),
            event: "E".into(),
            date: "2026-01-01".into(),
            ..Default::default()
        };
        let mut b = a.clone();
        b.situation.es = Some("el PEON fue congelado ".into());
        assert_eq!(a.fingerprint(), b.fingerprint());
        b.decision.es = Some("Carta válida".into());
        assert_ne!(a.fingerprint(), b.fingerprint());
    }

    #[test]
    fn fts_query_quotes_every_word() {
        assert_eq!(
            fts_query("peón  AND \"x\" AM-15"),
            "\"peón\"* \"AND\"* \"x\"* \"AM\"* \"15\"*"
        );
        assert_eq!(fts_query("  "), "");
    }
}
