//! The demo event (`arbitro-app --demo`): the store's demo event (an
//! Ajedrez Mágico Dutch open in its third round, with deck checks, a game
//! record, a running clock, an incident and a precedent), written afresh in
//! the event folder so every screen has something real to show. The same
//! event is what `arbitro demo` writes on a machine without a display.

use std::path::Path;

use arbitro_store::Event;
use arbitro_store::demo::create_demo_event;

use crate::commands::event::EVENT_EXTENSION;
use crate::error::{ErrorCode, IpcError, IpcResult};

/// The demo event's file name in the event folder.
pub fn file_name() -> String {
    format!("demo.{EVENT_EXTENSION}")
}

/// Creates the demo event afresh in `dir` (replacing an earlier demo file) and
/// returns it open.
pub fn create(dir: &Path) -> IpcResult<Event> {
    let io = |e: std::io::Error| IpcError::new(ErrorCode::Io, format!("{}: {e}", dir.display()));
    std::fs::create_dir_all(dir).map_err(io)?;
    for suffix in ["", "-wal", "-shm"] {
        let file = dir.join(format!("{}{suffix}", file_name()));
        if file.exists() {
            std::fs::remove_file(&file).map_err(io)?;
        }
    }
    Ok(create_demo_event(&dir.join(file_name()))?)
}
