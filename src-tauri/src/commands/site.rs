//! The event's website: written by `arbitro-site` into the site folder next
//! to the event file (`<event>-site/`), the folder the live view serves.

use std::path::{Path, PathBuf};

use serde::Serialize;
use tauri::State;
use ts_rs::TS;

use crate::error::IpcResult;
use crate::state::AppState;

/// What publishing the site did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PublishedSite {
    /// The site's folder.
    pub folder: String,
    /// Its root page (opens from disk).
    pub index: String,
    /// Files written (new or changed).
    pub written: u32,
    /// Files already up to date.
    pub unchanged: u32,
    /// Pages of an earlier publication that no longer exist, removed.
    pub removed: u32,
}

/// The folder next to an event file where its website goes.
pub fn site_folder(event_path: &Path) -> PathBuf {
    let stem = event_path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "event".into());
    event_path.with_file_name(format!("{stem}-site"))
}

/// Writes the open event's website into its site folder, in place.
#[tauri::command(async)]
pub fn publish_site(state: State<'_, AppState>) -> IpcResult<PublishedSite> {
    state.with_event(|event| {
        let folder = site_folder(event.path());
        let written = arbitro_site::publish_site(event, &folder)?;
        let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        Ok(PublishedSite {
            index: folder.join("index.html").display().to_string(),
            folder: folder.display().to_string(),
            written: count(written.written),
            unchanged: count(written.unchanged),
            removed: count(written.removed),
        })
    })
}
