//! The demo event (`arbitro-app --demo`): the store's demo event (an
//! Ajedrez Mágico Dutch open in its third round, with deck checks, a game
//! record, a running clock, an incident and a precedent), written afresh in
//! the event folder so every screen has something real to show. The same
//! event is what `arbitro demo` writes on a machine without a display.

use std::path::Path;

use arbitro_store::Event;
use arbitro_store::demo::recreate_demo_event;

use crate::commands::event::EVENT_EXTENSION;
use crate::error::{AppError, IpcResult};

/// The demo event's file name in the event folder.
pub fn file_name() -> String {
    format!("demo.{EVENT_EXTENSION}")
}

/// Creates the demo event afresh in `dir` and returns it open. An earlier demo
/// file is replaced; an organiser's own event with the demo's file name is
/// never deleted (the store refuses to overwrite it).
pub fn create(dir: &Path) -> IpcResult<Event> {
    std::fs::create_dir_all(dir).map_err(|e| AppError::file(dir, e))?;
    Ok(recreate_demo_event(&dir.join(file_name()))?)
}

/// The demo's moment: its latest clock event (ms on the event's clock), from
/// which the app lets its running clock go on.
pub fn moment_ms(event: &Event) -> Option<u64> {
    let round = event.rounds_paired().ok()?;
    event
        .rounds()
        .games(round)
        .ok()?
        .iter()
        .filter_map(|g| event.boards().clock(round, g.board, None).ok())
        .filter_map(|c| c.events.last().map(|e| e.event.at_ms))
        .max()
}
