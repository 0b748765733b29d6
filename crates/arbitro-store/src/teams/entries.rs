//! The teams' register entries: a doubles team registered.

use serde::{Deserialize, Serialize};

crate::register::entry_kinds! {
    TeamAdded => "team-added",
}

/// A doubles team was registered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamAdded {
    /// The team's id.
    pub team: i64,
    /// Its name.
    pub name: String,
    /// Board 1 (board A) and board 2 (board B).
    pub players: (i64, i64),
    /// When.
    pub at: String,
}
