//! The Rounds and Results screens: pairing the next round, the boards with
//! their results, publishing, un-pairing the last round, fast result entry,
//! late corrections with their reason, and the standings.

use std::collections::HashMap;

use arbitro_i18n::{Lang, format};
use arbitro_store::players::Player;
use arbitro_store::{Event, Game, PairedBy, ResultEntry, ResultKind, Round, RoundStatus};
use serde::Serialize;
use tauri::State;
use ts_rs::TS;

use crate::error::{AppError, IpcResult};
use crate::state::AppState;

/// A player as a board shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Seat {
    /// Player id.
    pub id: i64,
    /// Pairing number.
    pub pairing_number: u32,
    /// Name.
    pub name: String,
    /// Rating.
    pub rating: u16,
}

/// One board of a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BoardRow {
    /// Board number.
    pub board: u32,
    /// White.
    pub white: Seat,
    /// Black; absent for the pairing-allocated bye.
    pub black: Option<Seat>,
    /// The result as chess writes it (`1-0`, `½-½`, `+-`), empty when none yet
    /// (and for the bye, which `kind` names).
    pub result: String,
    /// How the result came about; none while the game has no result.
    pub kind: Option<ResultKind>,
}

/// A round and its boards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RoundView {
    /// Round number.
    pub number: u32,
    /// Paired or published.
    pub status: RoundStatus,
    /// How it was paired.
    pub system: PairedBy,
    /// The same, in the UI's language.
    pub system_label: String,
    /// Chess960 start position for all boards: X-FEN and number, if any.
    pub chess960: Option<String>,
    /// Backup taken before pairing.
    pub backup_file: Option<String>,
    /// The boards.
    pub boards: Vec<BoardRow>,
    /// Boards with a final result.
    pub finished: u32,
    /// Departures from the pairing rules the checker found (C.04.1).
    pub warnings: Vec<String>,
}

/// The standings with the event's tie-break columns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct StandingsView {
    /// After this many complete rounds.
    pub rounds: u32,
    /// The round being played (paired, results missing), if any: the
    /// standings do not count it yet.
    pub in_play: Option<u32>,
    /// Tie-break column codes.
    pub columns: Vec<String>,
    /// Ranked rows.
    pub rows: Vec<StandingLine>,
    /// Notes on how unplayed games were counted.
    pub notes: Vec<String>,
}

/// One line of the standings (numbers as the UI's language writes them).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct StandingLine {
    /// Rank.
    pub rank: u32,
    /// The rank is shared.
    pub shared: bool,
    /// Pairing number.
    pub pairing_number: u32,
    /// Name.
    pub name: String,
    /// Rating.
    pub rating: u16,
    /// Federation.
    pub federation: Option<String>,
    /// Points (`3½`).
    pub points: String,
    /// Tie-break values, one per column (`12,5` in Spanish).
    pub tiebreaks: Vec<String>,
}

/// A later round the engine would now pair differently, after a correction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ChangedPairingView {
    /// The round.
    pub round: u32,
    /// Stored pairs the engine would not make now.
    pub stored: Vec<(Seat, Option<Seat>)>,
    /// Pairs the engine would make instead.
    pub engine: Vec<(Seat, Option<Seat>)>,
}

/// What a result change did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CorrectionView {
    /// The board as now stored.
    pub board: BoardRow,
    /// Its register entry (a late correction), if one.
    pub entry: Option<i64>,
    /// Later rounds the engine would now pair differently.
    pub changed: Vec<ChangedPairingView>,
}

/// The seat of player `id` (a placeholder if the id is unknown).
pub fn seat(players: &HashMap<i64, Player>, id: i64) -> Seat {
    match players.get(&id) {
        Some(p) => Seat {
            id,
            pairing_number: p.pairing_number,
            name: p.input.name.clone(),
            rating: p.input.rating,
        },
        None => Seat {
            id,
            pairing_number: 0,
            name: format!("#{id}"),
            rating: 0,
        },
    }
}

/// One board as the tables show it.
pub fn board_row(players: &HashMap<i64, Player>, game: &Game) -> BoardRow {
    BoardRow {
        board: game.board,
        white: seat(players, game.white),
        black: game.black.map(|b| seat(players, b)),
        result: if game.black.is_some() && game.kind.is_some() && game.kind != Some(ResultKind::Adjourned) {
            game.result_text()
        } else {
            String::new()
        },
        kind: game.kind,
    }
}

fn people(event: &Event) -> IpcResult<HashMap<i64, Player>> {
    Ok(event.players().all()?.into_iter().map(|p| (p.id, p)).collect())
}

/// A round with its boards.
pub fn round_view(
    event: &Event,
    round: &Round,
    warnings: Vec<arbitro_store::PairingWarning>,
) -> IpcResult<RoundView> {
    let players = people(event)?;
    let games = event.rounds().games(round.number)?;
    let system = round.paired_by();
    Ok(RoundView {
        number: round.number,
        status: round.status,
        system_label: arbitro_i18n::render(crate::lang::current(), &system),
        system,
        chess960: round.chess960.as_ref().map(|(fen, n)| format!("{n}: {fen}")),
        backup_file: round.backup_file.clone(),
        finished: games.iter().filter(|g| g.black.is_some() && g.finished()).count() as u32,
        boards: games.iter().map(|g| board_row(&players, g)).collect(),
        warnings: warnings
            .iter()
            .map(|w| arbitro_i18n::render(crate::lang::current(), w))
            .collect(),
    })
}

/// Pairs the next round with the event's system (a backup is taken first).
#[tauri::command(async)]
pub fn pair_next_round(state: State<'_, AppState>) -> IpcResult<RoundView> {
    state.with_event(|event| {
        let (round, check) = event.rounds().pair_next()?;
        round_view(event, &round, check.warnings)
    })
}

/// Every round paired so far, with its boards.
#[tauri::command(async)]
pub fn list_rounds(state: State<'_, AppState>) -> IpcResult<Vec<RoundView>> {
    state.with_event(|event| {
        let rounds = event.rounds().all()?;
        rounds.iter().map(|r| round_view(event, r, Vec::new())).collect()
    })
}

/// Publishes a round (its pairings become final).
#[tauri::command(async)]
pub fn publish_round(state: State<'_, AppState>, round: u32) -> IpcResult<RoundView> {
    state.with_event(|event| {
        let published = event.rounds().publish(round)?;
        round_view(event, &published, Vec::new())
    })
}

/// Removes the last round's pairing while none of its results is in (to pair
/// it again, e.g. after a late entry or withdrawal); returns its number.
#[tauri::command(async)]
pub fn unpair_last_round(state: State<'_, AppState>) -> IpcResult<u32> {
    state.with_event(|event| Ok(event.rounds().unpair_last()?))
}

/// Reads a result as typed on the Results screen: `1-0`, `0-1`, `1/2`
/// (`½-½`, `=`), forfeits `+-`, `-+`, `--`, adjourned `*`.
fn parse_result(result: &str) -> IpcResult<ResultEntry> {
    let normalised = match result.trim() {
        "1/2" | "½" | "0.5" | "0,5" => "1/2-1/2".to_string(),
        other => other.to_string(),
    };
    ResultEntry::parse(&normalised, false).ok_or_else(|| {
        AppError::NotAResult {
            text: result.trim().to_string(),
        }
        .into()
    })
}

/// Enters a result on a board. Once a later round is paired the store
/// refuses (`store-late-result-needs-reason`): use [`correct_result`].
#[tauri::command(async)]
pub fn set_result(state: State<'_, AppState>, round: u32, board: u32, result: String) -> IpcResult<BoardRow> {
    let entry = parse_result(&result)?;
    state.with_event(|event| {
        let game = event.rounds().set_result(round, board, entry, None, None)?;
        Ok(board_row(&people(event)?, &game))
    })
}

/// Changes a result after a later round is paired: with the reason and the
/// arbiter, recorded in the register as a correction; says which later
/// pairings the engine would now make differently.
#[tauri::command(async)]
pub fn correct_result(
    state: State<'_, AppState>,
    round: u32,
    board: u32,
    result: String,
    reason: String,
    arbiter: String,
) -> IpcResult<CorrectionView> {
    let entry = parse_result(&result)?;
    state.with_event(|event| {
        let done = event
            .rounds()
            .correct_result(round, board, entry, &reason, &arbiter)?;
        let players = people(event)?;
        let pairs = |list: &[(i64, Option<i64>)]| -> Vec<(Seat, Option<Seat>)> {
            list.iter()
                .map(|(w, b)| (seat(&players, *w), b.map(|b| seat(&players, b))))
                .collect()
        };
        Ok(CorrectionView {
            board: board_row(&players, &done.game),
            entry: done.entry,
            changed: done
                .changed
                .iter()
                .map(|c| ChangedPairingView {
                    round: c.round,
                    stored: pairs(&c.stored),
                    engine: pairs(&c.engine),
                })
                .collect(),
        })
    })
}

/// A score as chess writes it (`3½`) from the store's decimal text (`3.5`).
pub fn points_text(text: &str) -> String {
    match text.trim().parse::<f64>() {
        Ok(points) => format::half_points((points * 2.0).round() as i64),
        Err(_) => text.to_string(),
    }
}

/// A tie-break value in `lang`'s decimal notation.
pub fn value_text(lang: Lang, text: &str) -> String {
    format::decimal(lang, text)
}

/// The standings of `event` with numbers as `lang` writes them.
pub fn standings_view(event: &Event, lang: Lang) -> IpcResult<StandingsView> {
    let table = event.rounds().standings()?;
    let paired = event.rounds_paired()?;
    Ok(StandingsView {
        rounds: table.rounds,
        in_play: (paired > table.rounds).then_some(paired),
        columns: table.columns,
        rows: table
            .rows
            .into_iter()
            .map(|r| StandingLine {
                rank: r.rank,
                shared: r.shared,
                pairing_number: r.pairing_number,
                name: r.name,
                rating: r.rating,
                federation: r.federation,
                points: points_text(&r.points),
                tiebreaks: r.tiebreaks.iter().map(|v| value_text(lang, v)).collect(),
            })
            .collect(),
        notes: table.notes,
    })
}

/// The standings with the event's tie-breaks (C.07), after the complete
/// rounds, saying which round is in play.
#[tauri::command(async)]
pub fn standings(state: State<'_, AppState>) -> IpcResult<StandingsView> {
    let lang = crate::lang::current();
    state.with_event(|event| standings_view(event, lang))
}
