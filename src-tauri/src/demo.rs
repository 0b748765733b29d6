//! The demo event (`arbitro-app --demo`): the store's demo event (an
//! Ajedrez Mágico Dutch open in its third round, with deck checks, a game
//! record, a running clock, an incident and a precedent), written afresh in
//! the event folder so every screen has something real to show. The same
//! event is what `arbitro demo` writes on a machine without a display.

use std::path::Path;

use arbitro_store::Event;
use arbitro_store::demo::recreate_demo_event;

use crate::commands::event::EVENT_EXTENSION;
use crate::error::{ErrorCode, IpcError, IpcResult};

/// The demo event's file name in the event folder.
pub fn file_name() -> String {
    format!("demo.{EVENT_EXTENSION}")
}

/// Creates the demo event afresh in `dir` and returns it open. An earlier demo
/// file is replaced; an organiser's own event with the demo's file name is
/// never deleted (the store refuses to overwrite it).
pub fn create(dir: &Path) -> IpcResult<Event> {
    let io = |e: std::io::Error| IpcError::new(ErrorCode::Io, format!("{}: {e}", dir.display()));
    std::fs::create_dir_all(dir).map_err(io)?;
    Ok(recreate_demo_event(&dir.join(file_name()))?)
}
