//! The Precedents screen and recording a ruling (AM-G16, AM-AE): the event's
//! precedent register, searched in ES/EN without accents (the store's FTS).

use arbitro_store::call::DeckRef;
use arbitro_store::precedents::{Precedent, PrecedentInput, Query, Texts};
use serde::{Deserialize, Serialize};
use tauri::State;
use ts_rs::TS;

use crate::catalogue::Text;
use crate::error::{AppError, IpcResult};
use crate::state::AppState;

/// A ruling to record as a precedent.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PrecedentForm {
    /// Card code (`AM-28`), empty if none.
    pub card_code: String,
    /// Window (`after card commit`, `after capture`…), empty if none.
    pub window: String,
    /// Deck as `ID@VERSION` (AM-R16); empty: the event's deck.
    pub deck: String,
    /// The situation, in Spanish and/or English.
    pub situation: Text,
    /// The decision, in Spanish and/or English.
    pub decision: Text,
    /// Clauses cited.
    pub clauses: Vec<String>,
    /// The arbiter who decided.
    pub arbiter: String,
    /// Round, if the ruling happened in a game of the event.
    pub round: Option<u32>,
    /// Board, likewise.
    pub board: Option<u32>,
}

/// The dispute a precedent was recorded from (AM-G16): enough to show it
/// and to open the dispute screen on it again.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PrecedentCaseView {
    /// The situation.
    pub setup: arbitro_cards::Setup,
    /// Events played from it before the play.
    pub history: Vec<arbitro_cards::Event>,
    /// The disputed play.
    pub play: arbitro_cards::Event,
    /// The position just before the play (FEN).
    pub fen: String,
    /// The play in words.
    pub play_text: Text,
    /// The ruling's sentence.
    pub sentence: Text,
}

/// A precedent of the register.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PrecedentView {
    /// Sequence number in the register.
    pub seq: i64,
    /// Card code, if any.
    pub card_code: Option<String>,
    /// Deck as `ID@VERSION`, if any.
    pub deck: Option<String>,
    /// Window, if any.
    pub window: Option<String>,
    /// The situation.
    pub situation: Text,
    /// The decision.
    pub decision: Text,
    /// Clauses cited.
    pub clauses: Vec<String>,
    /// The arbiter.
    pub arbiter: String,
    /// The event it was decided in.
    pub event: String,
    /// Date (YYYY-MM-DD).
    pub date: String,
    /// Round and board, if any.
    pub round: Option<u32>,
    /// Board, if any.
    pub board: Option<u32>,
    /// A later entry corrects this one.
    pub superseded: bool,
    /// The dispute's case, when it was recorded from one.
    pub case: Option<PrecedentCaseView>,
}

fn texts(t: &Text) -> Texts {
    let some = |s: &str| (!s.trim().is_empty()).then(|| s.trim().to_string());
    Texts {
        es: some(&t.es),
        en: some(&t.en),
    }
}

fn text(t: &Texts) -> Text {
    Text {
        es: t.es.clone().unwrap_or_default(),
        en: t.en.clone().unwrap_or_default(),
    }
}

fn view(p: &Precedent) -> PrecedentView {
    let input = &p.body.input;
    PrecedentView {
        seq: p.seq,
        card_code: input.card_code.clone(),
        deck: input.deck.as_ref().map(ToString::to_string),
        window: input.window.clone(),
        situation: text(&input.situation),
        decision: text(&input.decision),
        clauses: input.clauses.clone(),
        arbiter: input.arbiter.clone(),
        event: input.event.clone(),
        date: input.date.clone(),
        round: input.round,
        board: input.board,
        superseded: p.superseded,
        case: input.case.as_ref().map(|c| PrecedentCaseView {
            setup: c.setup.clone(),
            history: c.history.clone(),
            play: c.play.clone(),
            fen: c.fen(),
            play_text: Text {
                es: c.play_text(arbitro_i18n::Lang::Es),
                en: c.play_text(arbitro_i18n::Lang::En),
            },
            sentence: text(&c.sentence),
        }),
    }
}

/// Records a ruling in the open event's register (append-only, hash-chained).
#[tauri::command(async)]
pub fn record_precedent(state: State<'_, AppState>, precedent: PrecedentForm) -> IpcResult<PrecedentView> {
    let optional = |s: &str| (!s.trim().is_empty()).then(|| s.trim().to_string());
    let deck = match precedent.deck.trim() {
        "" => None,
        text => Some(DeckRef::parse(text).ok_or_else(|| AppError::BadDeck {
            text: text.to_string(),
        })?),
    };
    state.with_event(|event| {
        let call = event.call()?;
        let date = event.now_time().format("%Y-%m-%d").to_string();
        let input = PrecedentInput {
            card_code: optional(&precedent.card_code),
            deck: deck.or_else(|| call.deck.clone()),
            window: optional(&precedent.window),
            situation: texts(&precedent.situation),
            decision: texts(&precedent.decision),
            clauses: precedent
                .clauses
                .iter()
                .map(|c| c.trim().to_string())
                .filter(|c| !c.is_empty())
                .collect(),
            arbiter: precedent.arbiter.trim().to_string(),
            event: call.name.clone(),
            date,
            round: precedent.round,
            board: precedent.board,
            case: None,
        };
        Ok(view(&event.precedents().add(input, None)?))
    })
}

/// Searches the register (ES/EN, accents optional); empty text lists them all.
#[tauri::command(async)]
pub fn search_precedents(
    state: State<'_, AppState>,
    text: String,
    card_code: String,
) -> IpcResult<Vec<PrecedentView>> {
    state.with_event(|event| {
        if text.trim().is_empty() && card_code.trim().is_empty() {
            return Ok(event.precedents().all()?.iter().rev().map(view).collect());
        }
        let query = Query {
            text: text.trim().to_string(),
            card_code: (!card_code.trim().is_empty()).then(|| card_code.trim().to_string()),
            limit: Some(200),
            ..Query::default()
        };
        let hits = event.precedents().search(&query)?;
        if hits.is_empty() && text.trim().is_empty() {
            return Err(AppError::NoPrecedentForCard.into());
        }
        Ok(hits.iter().map(|h| view(&h.precedent)).collect())
    })
}

/// A precedent export written to the event folder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct ExportedPrecedents {
    /// File name in the event folder.
    pub file: String,
    /// Full path.
    pub path: String,
    /// Precedents written (current versions only).
    pub count: u32,
}

/// A precedent already present, or present with different content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct KnownPrecedent {
    /// The precedent's identifier across clubs.
    pub uid: String,
    /// The entry that holds it here.
    pub seq: i64,
}

/// What importing a precedent file did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct PrecedentImportView {
    /// The file read.
    pub file: String,
    /// Entries added.
    pub imported: Vec<i64>,
    /// Already present with the same content (not imported again).
    pub duplicates: Vec<KnownPrecedent>,
    /// Present here with different content (not imported).
    pub conflicts: Vec<KnownPrecedent>,
}

/// Writes the register's current precedents (`arbitro-precedents` JSON,
/// schemas/precedents.schema.json) to `<file_name>.json` in the event folder.
#[tauri::command(async)]
pub fn export_precedents(state: State<'_, AppState>, file_name: String) -> IpcResult<ExportedPrecedents> {
    let stem = file_name.trim().trim_end_matches(".json").to_string();
    let path = state.folder_file(&format!("{stem}.json"))?;
    let doc = state.with_event(|event| Ok(event.precedents().export()?))?;
    let text = serde_json::to_string_pretty(&doc).map_err(AppError::internal)?;
    std::fs::write(&path, text + "\n").map_err(|e| AppError::file(&path, e))?;
    Ok(ExportedPrecedents {
        file: format!("{stem}.json"),
        path: path.display().to_string(),
        count: u32::try_from(doc.precedents.len()).unwrap_or(u32::MAX),
    })
}

/// Imports a precedent file of the event folder: new precedents are added,
/// duplicates and conflicting versions are reported and left out.
#[tauri::command(async)]
pub fn import_precedents(state: State<'_, AppState>, file: String) -> IpcResult<PrecedentImportView> {
    let text = state.read_folder_file(&file)?;
    state.with_event(|event| {
        let outcome = event.precedents().import(&file, &text)?;
        let known = |list: Vec<(String, i64)>| {
            list.into_iter()
                .map(|(uid, seq)| KnownPrecedent { uid, seq })
                .collect()
        };
        Ok(PrecedentImportView {
            file: file.clone(),
            imported: outcome.imported,
            duplicates: known(outcome.duplicates),
            conflicts: known(outcome.conflicts),
        })
    })
}
