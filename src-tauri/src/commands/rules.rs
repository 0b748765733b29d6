//! The Rules screen: the clause catalogue and both decks.

use tauri::State;

use crate::catalogue::Catalogue;
use crate::error::IpcResult;
use crate::state::AppState;

/// Every clause (AM, ED, FI, ON, F9) and both decks (AM-REF, ED).
#[tauri::command(async)]
pub fn rules_catalogue(state: State<'_, AppState>) -> IpcResult<Catalogue> {
    state.catalogue().cloned()
}
