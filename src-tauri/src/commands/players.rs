//! The Players screen: the list, adding a player, and importing CSV/TRF
//! files from the event folder with a preview of every rejected line.

use arbitro_store::players::{Player, PlayerEdit, PlayerInput};
use arbitro_store::{ByeKind, ByeRequest};
use serde::{Deserialize, Serialize};
use tauri::State;
use ts_rs::TS;

use crate::error::{AppError, IpcResult};
use crate::state::AppState;

/// A player's data as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PlayerForm {
    /// Full name ("Surname, Given").
    pub name: String,
    /// FIDE id.
    pub fide_id: Option<u64>,
    /// FIDE title (GM, IM, FM, WGM…).
    pub title: Option<String>,
    /// Rating (0 = unrated).
    pub rating: u16,
    /// Federation (three letters).
    pub federation: Option<String>,
    /// Birth date (YYYY-MM-DD or YYYY).
    pub birth_date: Option<String>,
    /// Club.
    pub club: Option<String>,
    /// Sex (m/w).
    pub sex: Option<String>,
}

/// A registered player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    /// Id in the event file.
    pub id: i64,
    /// Starting rank (pairing number).
    pub pairing_number: u32,
    /// The player's data.
    pub data: PlayerForm,
    /// First round the player takes part in (late entries > 1).
    pub first_round: u32,
    /// Withdrawn after this round, if withdrawn.
    pub withdrawn_after: Option<u32>,
    /// Where the entry came from.
    pub source: PlayerSource,
    /// Byes requested for rounds not yet paired (and those already played).
    pub byes: Vec<ByeView>,
}

/// Where a player's entry came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum PlayerSource {
    /// Entered on the Players screen or with `arbitro player add`.
    Manual,
    /// A line of an imported CSV or TRF file.
    File {
        /// The file's name.
        file: String,
        /// The line (1-based).
        line: u32,
    },
}

impl PlayerSource {
    /// Reads the store's `manual`, `csv:FILE:LINE` or `trf:FILE:LINE`.
    pub fn parse(source: &str) -> PlayerSource {
        let file = source
            .split_once(':')
            .filter(|(format, _)| matches!(*format, "csv" | "trf"))
            .and_then(|(_, rest)| rest.rsplit_once(':'))
            .and_then(|(file, line)| Some((file.to_string(), line.parse().ok()?)));
        match file {
            Some((file, line)) => PlayerSource::File { file, line },
            None => PlayerSource::Manual,
        }
    }
}

impl arbitro_i18n::Message for PlayerSource {
    fn code(&self) -> &str {
        match self {
            PlayerSource::Manual => "label-source-manual",
            PlayerSource::File { .. } => "label-source-file",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            PlayerSource::Manual => Vec::new(),
            PlayerSource::File { file, line } => vec![("file", Arg::from(file)), ("line", Arg::from(*line))],
        }
    }
}

/// A requested bye.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct ByeView {
    /// The round.
    pub round: u32,
    /// Half, full or zero points.
    pub kind: ByeKind,
}

/// One problem of an import file, by line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct LineIssue {
    /// 1-based line.
    pub line: u32,
    /// The field concerned, if one.
    pub field: Option<String>,
    /// What is wrong.
    pub message: String,
}

/// A row that would be imported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct PreviewRow {
    /// 1-based line.
    pub line: u32,
    /// The player read from it.
    pub player: PlayerForm,
}

/// What importing a file would do: accepted rows and rejected lines. An import
/// is all or nothing, so any rejected line means nothing would be imported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct ImportPreview {
    /// The file (in the event folder).
    pub file: String,
    /// `csv` or `trf`.
    pub format: String,
    /// Rows read.
    pub rows: Vec<PreviewRow>,
    /// Rejected lines and why.
    pub problems: Vec<LineIssue>,
}

fn form(input: &PlayerInput) -> PlayerForm {
    PlayerForm {
        name: input.name.clone(),
        fide_id: input.fide_id,
        title: input.title.clone(),
        rating: input.rating,
        federation: input.federation.clone(),
        birth_date: input.birth_date.clone(),
        club: input.club.clone(),
        sex: input.sex.clone(),
    }
}

fn input(form: PlayerForm) -> PlayerInput {
    let clean = |s: Option<String>| s.map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
    PlayerInput {
        name: form.name.trim().to_string(),
        fide_id: form.fide_id,
        title: clean(form.title),
        rating: form.rating,
        federation: clean(form.federation),
        birth_date: clean(form.birth_date),
        club: clean(form.club),
        sex: clean(form.sex),
    }
}

/// The IPC view of a stored player, with the byes they requested.
pub fn player_view(player: &Player, byes: &[ByeRequest]) -> PlayerView {
    PlayerView {
        id: player.id,
        pairing_number: player.pairing_number,
        data: form(&player.input),
        first_round: player.first_round,
        withdrawn_after: player.withdrawn_after,
        source: PlayerSource::parse(&player.source),
        byes: byes
            .iter()
            .filter(|b| b.player == player.id)
            .map(|b| ByeView {
                round: b.round,
                kind: b.kind,
            })
            .collect(),
    }
}

fn one_view(event: &arbitro_store::Event, player: &Player) -> IpcResult<PlayerView> {
    Ok(player_view(player, &event.players().bye_requests()?))
}

fn line_issue(p: &arbitro_store::LineProblem) -> LineIssue {
    LineIssue {
        line: u32::try_from(p.line).unwrap_or(u32::MAX),
        field: p.field.clone(),
        message: p.kind.to_string(),
    }
}

fn format_of(file: &str) -> IpcResult<&'static str> {
    let lower = file.to_ascii_lowercase();
    if lower.ends_with(".csv") {
        Ok("csv")
    } else if lower.ends_with(".trf") || lower.ends_with(".txt") {
        Ok("trf")
    } else {
        Err(AppError::NotAnImport {
            file: file.to_string(),
        }
        .into())
    }
}

/// Every player of the open event, by pairing number.
#[tauri::command(async)]
pub fn list_players(state: State<'_, AppState>) -> IpcResult<Vec<PlayerView>> {
    state.with_event(|event| {
        let byes = event.players().bye_requests()?;
        Ok(event
            .players()
            .all()?
            .iter()
            .map(|p| player_view(p, &byes))
            .collect())
    })
}

/// Registers a player. Once rounds are paired this is a late entry, paired
/// from `first_round` (default: the next round to pair); the store numbers
/// them by the ranking order while pairing numbers may still change (C.04.2,
/// until round 4 is paired) and after everyone else from then on.
#[tauri::command(async)]
pub fn add_player(
    state: State<'_, AppState>,
    player: PlayerForm,
    first_round: Option<u32>,
) -> IpcResult<PlayerView> {
    state.with_event(|event| {
        let added = event.players().add(input(player), first_round)?;
        one_view(event, &added)
    })
}

/// Withdraws a player: they play no round after `after_round` (default: the
/// last round paired). The store refuses while they are paired in a later
/// round, naming it.
#[tauri::command(async)]
pub fn withdraw_player(
    state: State<'_, AppState>,
    id: i64,
    after_round: Option<u32>,
) -> IpcResult<PlayerView> {
    state.with_event(|event| {
        let player = event.players().withdraw(id, after_round)?;
        one_view(event, &player)
    })
}

/// Records a requested bye (half, full or zero points) for a round not yet paired.
#[tauri::command(async)]
pub fn request_bye(state: State<'_, AppState>, id: i64, round: u32, kind: ByeKind) -> IpcResult<PlayerView> {
    state.with_event(|event| {
        event.players().request_bye(id, round, kind)?;
        one_view(event, &event.players().get(id)?)
    })
}

/// Cancels a requested bye of a round not yet paired.
#[tauri::command(async)]
pub fn cancel_bye(state: State<'_, AppState>, id: i64, round: u32) -> IpcResult<PlayerView> {
    state.with_event(|event| {
        event.players().cancel_bye(id, round)?;
        one_view(event, &event.players().get(id)?)
    })
}

/// Reads an import file of the event folder without storing anything.
#[tauri::command(async)]
pub fn preview_import(state: State<'_, AppState>, file: String) -> IpcResult<ImportPreview> {
    let format = format_of(&file)?;
    let bytes = state.read_folder_bytes(&file)?;
    let (rows, problems) = match arbitro_store::csv::import_text(&file, bytes) {
        Err(arbitro_store::StoreError::Import { problems, .. }) => (Vec::new(), problems),
        Err(other) => return Err(other.into()),
        Ok((_, decoded)) if format == "csv" => match arbitro_store::csv::players(&decoded.text) {
            Ok(rows) => (rows, Vec::new()),
            Err(problems) => (Vec::new(), problems),
        },
        Ok(_) => (Vec::new(), Vec::new()),
    };
    Ok(ImportPreview {
        file,
        format: format.to_string(),
        rows: rows
            .iter()
            .map(|(line, p)| PreviewRow {
                line: u32::try_from(*line).unwrap_or(u32::MAX),
                player: form(p),
            })
            .collect(),
        problems: problems.iter().map(line_issue).collect(),
    })
}

/// Imports a CSV or TRF file of the event folder: all rows or none.
#[tauri::command(async)]
pub fn import_players(state: State<'_, AppState>, file: String) -> IpcResult<Vec<PlayerView>> {
    format_of(&file)?;
    let bytes = state.read_folder_bytes(&file)?;
    state.with_event(|event| {
        let report = event.players().import_file(&file, bytes)?;
        let byes = event.players().bye_requests()?;
        Ok(report.players.iter().map(|p| player_view(p, &byes)).collect())
    })
}

/// Corrects a player's entry inline (every field as shown in the form); the
/// store records the change in the register and refuses, naming the field,
/// an entry that would not export to TRF or would renumber players after
/// round 4 is paired (C.04.2).
#[tauri::command(async)]
pub fn edit_player(state: State<'_, AppState>, id: i64, player: PlayerForm) -> IpcResult<PlayerView> {
    let new = input(player);
    let edit = PlayerEdit {
        name: Some(new.name),
        rating: Some(new.rating),
        title: Some(new.title),
        federation: Some(new.federation),
        fide_id: Some(new.fide_id),
        birth_date: Some(new.birth_date),
        sex: Some(new.sex),
        club: Some(new.club),
    };
    state.with_event(|event| {
        let edited = event.players().edit(id, &edit)?;
        one_view(event, &edited.player)
    })
}
