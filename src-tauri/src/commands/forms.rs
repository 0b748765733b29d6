//! Printing: the forms of the event (AM-AD) written as PDF files to the
//! event folder through the forms crate — scoresheets, pairing list, result
//! slips, deck-control sheets, incident and appeal sheets, standings and the
//! crosstable, in the event's language.
//!
//! The mapping from the store's records to the forms' input mirrors the
//! CLI's (`arbitro form … --event`); both are meant to move into one library.

use std::collections::{BTreeSet, HashMap};

use arbitro_forms::model::{
    Appeal, CardState, CodeCheck, CrossCell, CrossRow, Crosstable, DeckCheck, DeckControlDoc, DeckRef,
    EventInfo, GameFamily, GameSheet, Incident, IncidentDoc, Pairing, PairingList, Player, ScoresheetDoc,
    Side, StandingRow, Standings, Unpaired, Value,
};
use arbitro_forms::{FormKind, FormSet, Lang, Options};
use arbitro_store::call::{EventCall, GameFamily as StoreFamily, Lang as StoreLang};
use arbitro_store::discipline::{FaultKind, LadderStep, Penalty};
use arbitro_store::{ByeKind, Decision, Event, Game, ResultKind};
use serde::Serialize;
use tauri::State;
use ts_rs::TS;

use crate::error::{ErrorCode, IpcError, IpcResult};
use crate::state::AppState;

/// A form written to the event folder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct PrintedForm {
    /// File name in the event folder.
    pub file: String,
    /// Full path, to open it with the system's PDF viewer.
    pub path: String,
    /// Number of pages.
    pub pages: u32,
}

fn forms_error(e: arbitro_forms::FormsError) -> IpcError {
    IpcError::new(ErrorCode::Internal, e.to_string())
}

fn not_found(message: String) -> IpcError {
    IpcError::new(ErrorCode::NotFound, message)
}

/// The call as the forms print it.
fn event_info(call: &EventCall, labels: &arbitro_forms::labels::Labels) -> EventInfo {
    let dates = if call.end_date.trim().is_empty() || call.end_date == call.start_date {
        call.start_date.clone()
    } else {
        format!("{} – {}", call.start_date, call.end_date)
    };
    EventInfo {
        name: call.name.clone(),
        organiser: call.organiser.clone(),
        place: call.place.clone(),
        dates,
        chief_arbiter: call.chief_arbiter.clone(),
        family: family(call.family),
        deck: call.deck.as_ref().map(|d| DeckRef {
            id: d.id.clone(),
            version: d.version.clone(),
        }),
        time_control: call.time_control.clone(),
        rulebook: call
            .rulebook
            .as_ref()
            .map(|r| labels.fill("common.rulebook", &[("version", &r.version), ("date", &r.date)]))
            .unwrap_or_default(),
    }
}

fn family(family: StoreFamily) -> Option<GameFamily> {
    Some(match family {
        StoreFamily::Fide => GameFamily::Fide,
        StoreFamily::Chess960 => GameFamily::Chess960,
        StoreFamily::MagicoClassic => GameFamily::AmClassic,
        StoreFamily::MagicoAdvanced => GameFamily::AmAdvanced,
        StoreFamily::Ed => GameFamily::Ed,
        // Bughouse is scored on a plain chess sheet per board.
        StoreFamily::Bughouse => GameFamily::Fide,
    })
}

/// Players by id, as the forms show them (points left out).
fn players(event: &Event) -> Result<HashMap<i64, Player>, IpcError> {
    Ok(event
        .players()?
        .into_iter()
        .map(|p| {
            let player = Player {
                number: Some(p.pairing_number),
                name: p.input.name.clone(),
                title: p.input.title.clone().unwrap_or_default(),
                id: p.input.fide_id.map(|id| id.to_string()).unwrap_or_default(),
                federation: p.input.federation.clone().unwrap_or_default(),
                rating: (p.input.rating > 0).then_some(u32::from(p.input.rating)),
                club: p.input.club.clone().unwrap_or_default(),
                points: None,
            };
            (p.id, player)
        })
        .collect())
}

fn player(players: &HashMap<i64, Player>, id: i64) -> Player {
    players.get(&id).cloned().unwrap_or_default()
}

/// The date part of a stored timestamp (`2026-11-29T16:30:00+01:00`).
fn day(timestamp: &str) -> String {
    timestamp.get(..10).unwrap_or(timestamp).to_string()
}

/// The time part of a stored timestamp, to the minute.
fn time(timestamp: &str) -> String {
    timestamp.get(11..16).unwrap_or_default().to_string()
}

fn half_points(half: u32) -> f64 {
    f64::from(half) / 2.0
}

fn scoresheets(
    event: &Event,
    call: &EventCall,
    info: EventInfo,
    round: u32,
    board: Option<u32>,
    per_player: bool,
) -> Result<ScoresheetDoc, IpcError> {
    let players = players(event)?;
    let r = event.round(round)?;
    let games: Vec<Game> = event
        .games(round)?
        .into_iter()
        .filter(|g| g.black.is_some() && board.is_none_or(|b| g.board == b))
        .collect();
    if let Some(b) = board
        && games.is_empty()
    {
        return Err(not_found(format!("round {round} has no board {b}")));
    }
    let copies: &[Option<Side>] = if per_player {
        &[Some(Side::White), Some(Side::Black)]
    } else {
        &[None]
    };
    let mut sheets = Vec::new();
    for game in &games {
        for copy in copies {
            sheets.push(GameSheet {
                round: Some(round),
                board: Some(game.board),
                date: day(&r.paired_at),
                white: player(&players, game.white),
                black: game.black.map(|b| player(&players, b)).unwrap_or_default(),
                family: family(call.family),
                start_position: r.chess960.as_ref().map(|(_, n)| *n),
                copy_for: *copy,
                result: game.result_text(),
                ..GameSheet::default()
            });
        }
    }
    Ok(ScoresheetDoc {
        event: info,
        games: sheets,
    })
}

fn pairing_list(
    event: &Event,
    call: &EventCall,
    info: EventInfo,
    round: u32,
    board: Option<u32>,
) -> Result<PairingList, IpcError> {
    let r = event.round(round)?;
    let mut players = players(event)?;
    let before = event.scores_after(round.saturating_sub(1))?;
    for (id, p) in players.iter_mut() {
        p.points = Some(half_points(before.get(id).copied().unwrap_or(0)));
    }
    let mut boards = Vec::new();
    let mut unpaired = Vec::new();
    for game in event.games(round)? {
        match game.black {
            Some(black) => {
                if board.is_none_or(|b| game.board == b) {
                    boards.push(Pairing {
                        board: Some(game.board),
                        white: player(&players, game.white),
                        black: player(&players, black),
                        result: game.result_text(),
                    });
                }
            }
            None => unpaired.push(Unpaired {
                player: player(&players, game.white),
                reason: "pairing_bye".to_string(),
                points: Some(half_points(u32::from(call.bye_points))),
            }),
        }
    }
    for bye in event.bye_requests()?.into_iter().filter(|b| b.round == round) {
        let reason = match bye.kind {
            ByeKind::Half => "half_point_bye",
            ByeKind::Full => "full_point_bye",
            ByeKind::Zero => "zero_point_bye",
        };
        unpaired.push(Unpaired {
            player: player(&players, bye.player),
            reason: reason.to_string(),
            points: Some(half_points(u32::from(bye.kind.half_points()))),
        });
    }
    if let Some(b) = board
        && boards.is_empty()
    {
        return Err(not_found(format!("round {round} has no board {b}")));
    }
    Ok(PairingList {
        event: info,
        round: Some(round),
        date: day(&r.paired_at),
        boards,
        unpaired: if board.is_some() { Vec::new() } else { unpaired },
    })
}

/// A stored number as printed (`5.5` → 5.5); anything else as text.
fn value(text: &str) -> Value {
    text.trim()
        .parse::<f64>()
        .map(Value::Number)
        .unwrap_or_else(|_| Value::Text(text.trim().to_string()))
}

fn standings(event: &Event, info: EventInfo) -> Result<Standings, IpcError> {
    let table = event.standings()?;
    let players = players(event)?;
    let by_number: HashMap<u32, &Player> = players
        .values()
        .filter_map(|p| p.number.map(|n| (n, p)))
        .collect();
    let games = event.all_games()?;
    let rows = table
        .rows
        .iter()
        .map(|row| {
            let mut p = by_number
                .get(&row.pairing_number)
                .map(|p| (*p).clone())
                .unwrap_or_default();
            p.number = Some(row.pairing_number);
            let played = games
                .iter()
                .filter(|g| g.black.is_some() && (g.white == row.player || g.black == Some(row.player)))
                .filter(|g| g.kind == Some(ResultKind::Played) || g.kind == Some(ResultKind::Arbiter))
                .count() as u32;
            StandingRow {
                rank: Some(row.rank),
                player: p,
                points: row.points.trim().parse().ok(),
                games: Some(played),
                tiebreaks: row.tiebreaks.iter().map(|v| value(v)).collect(),
            }
        })
        .collect();
    Ok(Standings {
        event: info,
        round: Some(table.rounds),
        tiebreaks: table.columns,
        rows,
    })
}

/// A player's cell in a round: opponent, colour, result (`1`, `½`, `0`,
/// `+`/`-` for forfeits and the pairing-allocated bye).
fn cross_cell(game: &Game, id: i64, numbers: &HashMap<i64, u32>) -> CrossCell {
    let Some(black) = game.black else {
        return CrossCell {
            opponent: None,
            colour: None,
            result: "+".to_string(),
        };
    };
    let (colour, opponent, own) = if game.white == id {
        (Side::White, black, game.white_score)
    } else {
        (Side::Black, game.white, game.black_score)
    };
    let result = match (game.kind, own) {
        (None | Some(ResultKind::Adjourned), _) | (_, None) => String::new(),
        (Some(ResultKind::Forfeit), Some(s)) => (if s > 0 { "+" } else { "-" }).to_string(),
        (Some(_), Some(2)) => "1".to_string(),
        (Some(_), Some(1)) => "½".to_string(),
        (Some(_), Some(_)) => "0".to_string(),
    };
    CrossCell {
        opponent: numbers.get(&opponent).copied(),
        colour: Some(colour),
        result,
    }
}

fn crosstable(event: &Event, call: &EventCall, info: EventInfo) -> Result<Crosstable, IpcError> {
    let table = event.standings()?;
    let players = players(event)?;
    let numbers: HashMap<i64, u32> = players
        .iter()
        .filter_map(|(id, p)| p.number.map(|n| (*id, n)))
        .collect();
    let games = event.all_games()?;
    let byes = event.bye_requests()?;
    let rounds = call.rounds.max(event.rounds_paired()?);
    let rows = table
        .rows
        .iter()
        .map(|row| {
            let cells = (1..=rounds)
                .map(|r| {
                    if let Some(game) = games
                        .iter()
                        .find(|g| g.round == r && (g.white == row.player || g.black == Some(row.player)))
                    {
                        return cross_cell(game, row.player, &numbers);
                    }
                    let result = byes
                        .iter()
                        .find(|b| b.round == r && b.player == row.player)
                        .map(|b| match b.kind {
                            ByeKind::Half => "=",
                            ByeKind::Full => "+",
                            ByeKind::Zero => "-",
                        })
                        .unwrap_or_default();
                    CrossCell {
                        result: result.to_string(),
                        ..CrossCell::default()
                    }
                })
                .collect();
            CrossRow {
                rank: Some(row.rank),
                player: players.get(&row.player).cloned().unwrap_or_default(),
                rounds: cells,
                points: row.points.trim().parse().ok(),
                tiebreaks: row.tiebreaks.iter().map(|v| value(v)).collect(),
            }
        })
        .collect();
    Ok(Crosstable {
        event: info,
        rounds: Some(rounds),
        tiebreaks: table.columns,
        rows,
    })
}

fn deck_control(
    event: &Event,
    info: EventInfo,
    round: u32,
    board: Option<u32>,
    codes: Vec<String>,
) -> Result<DeckControlDoc, IpcError> {
    let players = players(event)?;
    let checks = event.deck_checks(round)?;
    let statuses = event.deck_statuses(round)?;
    let deck = info.deck.clone().unwrap_or_default();
    let mut boards = Vec::new();
    for game in event.games(round)? {
        let Some(black) = game.black else { continue };
        if board.is_some_and(|b| b != game.board) {
            continue;
        }
        // The latest check of the board counts.
        let check = checks.iter().rfind(|c| c.board == game.board);
        let mut sheet = DeckCheck {
            board: Some(game.board),
            white: player(&players, game.white).name,
            black: player(&players, black).name,
            deck: deck.clone(),
            expected_count: Some(codes.len() as u32).filter(|n| *n > 0),
            ..DeckCheck::default()
        };
        if let Some(check) = check {
            let state_of = |code: &String| {
                if check.input.missing.contains(code) {
                    CardState::Missing
                } else if check.input.marked.contains(code) {
                    CardState::Marked
                } else if check.input.damaged.contains(code) {
                    CardState::Damaged
                } else {
                    CardState::Present
                }
            };
            let mut all: Vec<String> = codes.clone();
            for code in check
                .input
                .missing
                .iter()
                .chain(&check.input.damaged)
                .chain(&check.input.marked)
            {
                if !all.contains(code) {
                    all.push(code.clone());
                }
            }
            sheet.deck = DeckRef {
                id: check.deck_id.clone(),
                version: check.deck_version.clone(),
            };
            sheet.expected_count = Some(check.expected);
            sheet.counted = Some(check.input.counted);
            sheet.checks = all
                .iter()
                .map(|code| CodeCheck {
                    code: code.clone(),
                    state: state_of(code),
                })
                .collect();
            sheet.replacements = check
                .input
                .replaced
                .iter()
                .map(|code| arbitro_forms::model::Replacement {
                    code: code.clone(),
                    note: String::new(),
                })
                .collect();
            sheet.checker = check.input.checker.clone();
            sheet.time = time(&check.checked_at);
        }
        if let Some(status) = statuses.iter().find(|s| s.board == game.board)
            && status.override_seq.is_some()
        {
            sheet.override_reason = status.reason.clone();
        }
        boards.push(sheet);
    }
    if let Some(b) = board
        && boards.is_empty()
    {
        return Err(not_found(format!("round {round} has no board {b}")));
    }
    Ok(DeckControlDoc {
        event: info,
        round: Some(round),
        date: event.round(round).map(|r| day(&r.paired_at)).unwrap_or_default(),
        codes,
        boards,
    })
}

/// The penalty's tag as the layouts name it (`increase-opponent-time` …).
fn penalty_id(penalty: &Penalty) -> String {
    serde_json::to_value(penalty)
        .ok()
        .and_then(|v| v.get("penalty").and_then(|t| t.as_str()).map(str::to_string))
        .unwrap_or_default()
}

fn ladder_number(step: LadderStep) -> u32 {
    match step {
        LadderStep::Warning => 1,
        LadderStep::TimeAdjustment => 2,
        LadderStep::LossOfGame => 3,
        LadderStep::Expulsion => 4,
    }
}

fn store_lang(lang: Lang) -> arbitro_store::call::Lang {
    match lang {
        Lang::Es => arbitro_store::call::Lang::Es,
        Lang::En => arbitro_store::call::Lang::En,
    }
}

fn incidents(event: &Event, info: EventInfo, only: Option<u32>, lang: Lang) -> Result<IncidentDoc, IpcError> {
    let players = players(event)?;
    let entries = event.register_entries()?;
    let hash_of: HashMap<i64, String> = entries.iter().map(|e| (e.seq, e.hash.clone())).collect();
    let decisions: Vec<(i64, Decision)> = entries
        .iter()
        .filter(|e| e.kind == "decision")
        .filter_map(|e| serde_json::from_str(&e.body).ok().map(|d| (e.seq, d)))
        .collect();
    let sanctions = event.sanctions()?;
    let appeals = event.appeals()?;
    let committee = event.committee()?;
    let names = |id: i64| player(&players, id).name;
    let mut out = Vec::new();
    for (seq, incident) in event.incidents()? {
        if only.is_some_and(|n| i64::from(n) != seq) {
            continue;
        }
        let game = match (incident.round, incident.board) {
            (Some(r), Some(b)) => event.games(r)?.into_iter().find(|g| g.board == b),
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
                incident.fault.label(store_lang(lang)).to_string()
            } else {
                String::new()
            },
            description: incident.description.clone(),
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
                .map(|p| p.describe(store_lang(lang)))
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
            if let Some((_, appeal, decision)) = appeals.iter().rfind(|(_, a, _)| about.contains(&a.against))
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
                    lodged_at: appeal.at.get(..16).unwrap_or(&appeal.at).replace('T', " "),
                    lodged_by: names(appeal.player),
                    grounds: appeal.text.clone(),
                    committee: panel,
                    decision: decision
                        .as_ref()
                        .and_then(|d| serde_json::to_value(d.outcome).ok())
                        .and_then(|v| v.as_str().map(str::to_string))
                        .unwrap_or_default(),
                    decision_text: decision.as_ref().map(|d| d.text.clone()).unwrap_or_default(),
                    decided_at: decision
                        .as_ref()
                        .map(|d| d.at.get(..16).unwrap_or(&d.at).replace('T', " "))
                        .unwrap_or_default(),
                });
            }
        }
        out.push(record);
    }
    if let Some(n) = only
        && out.is_empty()
    {
        return Err(not_found(format!("the event has no incident entry {n}")));
    }
    Ok(IncidentDoc {
        event: info,
        incidents: out,
    })
}

/// The deck's codes for the deck-control sheet: the built-in deck the call
/// names (AM-R16), else the product decks' stable codes for the family.
fn deck_codes(event: &Event, call: &EventCall) -> Vec<String> {
    if let Ok(manifest) = event.built_in_deck() {
        return manifest.codes;
    }
    match call.family {
        StoreFamily::MagicoClassic | StoreFamily::MagicoAdvanced => {
            (1..=40).map(|n| format!("AM-{n:02}")).collect()
        }
        StoreFamily::Ed => (1..=56).map(|n| format!("ED-{n:02}")).collect(),
        _ => Vec::new(),
    }
}

fn round_or_latest(event: &Event, round: Option<u32>) -> IpcResult<u32> {
    match round {
        Some(r) => Ok(r),
        None => match event.rounds_paired()? {
            0 => Err(IpcError::new(ErrorCode::Refused, "no round is paired yet")),
            n => Ok(n),
        },
    }
}

/// Writes form `form` (`scoresheet`, `pairings`, `result-slips`,
/// `deck-control`, `incident`, `standings`, `crosstable`) for `round` (default:
/// the latest paired round, where the form is per round) to
/// `<event>-<form>[-r<round>].pdf` in the event folder, in the event's language.
#[tauri::command(async)]
pub fn print_form(state: State<'_, AppState>, form: String, round: Option<u32>) -> IpcResult<PrintedForm> {
    let kind = FormKind::parse(form.trim()).ok_or_else(|| {
        IpcError::new(
            ErrorCode::InvalidInput,
            format!(
                "'{form}' is not a form ({})",
                FormKind::ALL
                    .iter()
                    .map(|k| k.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )
    })?;
    let dir = state.event_dir()?;
    let forms = FormSet::builtin().map_err(forms_error)?;
    let (pdf, file) = state.with_event(|event| {
        let call = event.call()?;
        let lang = match call.language {
            StoreLang::Es => Lang::Es,
            StoreLang::En => Lang::En,
        };
        let options = Options {
            lang,
            ..Options::default()
        };
        let info = event_info(&call, forms.labels(lang));
        let stem = event
            .path()
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "event".into());
        let source = event.path().display().to_string();
        let per_round = !matches!(
            kind,
            FormKind::Incident | FormKind::Standings | FormKind::Crosstable
        );
        let r = if per_round {
            Some(round_or_latest(event, round)?)
        } else {
            None
        };
        let pdf = match kind {
            FormKind::Scoresheet => {
                let doc = scoresheets(event, &call, info, r.unwrap_or(1), None, false)?;
                if doc.games.is_empty() {
                    return Err(not_found(format!(
                        "round {} has no boards to print",
                        r.unwrap_or(1)
                    )));
                }
                forms.scoresheets(&doc, options, &source)
            }
            FormKind::Pairings => {
                forms.pairings(&pairing_list(event, &call, info, r.unwrap_or(1), None)?, options)
            }
            FormKind::ResultSlips => {
                forms.result_slips(&pairing_list(event, &call, info, r.unwrap_or(1), None)?, options)
            }
            FormKind::DeckControl => {
                let codes = deck_codes(event, &call);
                forms.deck_control(&deck_control(event, info, r.unwrap_or(1), None, codes)?, options)
            }
            FormKind::Incident => forms.incidents(&incidents(event, info, None, lang)?, options),
            FormKind::Standings => forms.standings(&standings(event, info)?, options, &source),
            FormKind::Crosstable => forms.crosstable(&crosstable(event, &call, info)?, options, &source),
        }
        .map_err(forms_error)?;
        let suffix = if kind == FormKind::Scoresheet {
            "scoresheets"
        } else {
            kind.name()
        };
        let file = match r {
            Some(r) => format!("{stem}-r{r}-{suffix}.pdf"),
            None => format!("{stem}-{suffix}.pdf"),
        };
        Ok((pdf, file))
    })?;
    let path = dir.join(&file);
    std::fs::write(&path, &pdf.bytes)
        .map_err(|e| IpcError::new(ErrorCode::Io, format!("{}: {e}", path.display())))?;
    Ok(PrintedForm {
        file,
        path: path.display().to_string(),
        pages: u32::try_from(pdf.pages).unwrap_or(u32::MAX),
    })
}
