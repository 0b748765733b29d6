//! Times as the files store them: RFC 3339, to the second, with the offset.

use chrono::{DateTime, FixedOffset, SecondsFormat};

use crate::error::{Result, StoreError};

/// Formats a timestamp the way the file stores it (RFC 3339, seconds, offset).
pub fn format_time(t: &DateTime<FixedOffset>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Secs, false)
}

/// Reads a stored or user-given timestamp (RFC 3339).
pub fn parse_time(text: &str) -> Result<DateTime<FixedOffset>> {
    DateTime::parse_from_rfc3339(text.trim()).map_err(|e| StoreError::NotATime {
        text: text.to_string(),
        detail: e.to_string(),
    })
}
