//! The demo event (`arbitro-app --demo`): a round robin of eight players in
//! the event folder, round 1 paired with two results in, so every screen has
//! something real to show. Built through the store like any event.

use std::path::Path;

use arbitro_store::{Event, ResultEntry};

use crate::commands::event::{CallForm, EVENT_EXTENSION, to_call};
use crate::error::{ErrorCode, IpcError, IpcResult};

const DEMO_PLAYERS: &str = include_str!("../data/demo-players.csv");

/// The demo event's file name in the event folder.
pub fn file_name() -> String {
    format!("demo.{EVENT_EXTENSION}")
}

/// The demo event's call.
pub fn call() -> CallForm {
    CallForm {
        name: "Open de demostración arbitro".into(),
        place: "Alcalá de Henares".into(),
        start_date: "2026-12-05".into(),
        end_date: "2026-12-07".into(),
        organiser: "Club Ajedrez Alcalá".into(),
        chief_arbiter: "Ana Beltrán (IA)".into(),
        arbiters: vec!["Jorge Salas (FA)".into()],
        language: "es".into(),
        family: "fide".into(),
        deck: String::new(),
        rulebook_version: String::new(),
        rulebook_date: String::new(),
        system: "round-robin".into(),
        rounds: 7,
        time_control: "10+5".into(),
        tolerance_minutes: 15,
        tiebreaks: vec!["SB".into(), "DE".into(), "WIN".into()],
        communication_policy: String::new(),
    }
}

/// Creates the demo event afresh in `dir` (replacing an earlier demo file) and
/// returns it open.
pub fn create(dir: &Path) -> IpcResult<Event> {
    let io = |e: std::io::Error| IpcError::new(ErrorCode::Io, format!("{}: {e}", dir.display()));
    std::fs::create_dir_all(dir).map_err(io)?;
    let path = dir.join(file_name());
    for suffix in ["", "-wal", "-shm"] {
        let file = dir.join(format!("{}{suffix}", file_name()));
        if file.exists() {
            std::fs::remove_file(&file).map_err(io)?;
        }
    }
    let mut event = Event::create(&path, to_call(&call())?)?;
    event.import_players_csv("demo-players.csv", DEMO_PLAYERS)?;
    event.pair_next_round()?;
    for (board, result) in [(1, "1-0"), (2, "1/2-1/2")] {
        let entry = ResultEntry::parse(result, false)
            .ok_or_else(|| IpcError::new(ErrorCode::Internal, format!("demo result {result}")))?;
        event.set_result(1, board, entry, None, None)?;
    }
    Ok(event)
}
