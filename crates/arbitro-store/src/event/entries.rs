//! The event's own register entries: the file created with its call, the
//! call changed.

use serde::{Deserialize, Serialize};

use crate::call::EventCall;

crate::register::entry_kinds! {
    EventCreated => "event-created",
    CallChanged => "call-changed",
}

/// The event file was created with its call.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EventCreated {
    /// The call.
    pub call: EventCall,
    /// When.
    pub at: String,
}

/// The call was changed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CallChanged {
    /// The call as it now is.
    pub call: EventCall,
    /// When.
    pub at: String,
}
