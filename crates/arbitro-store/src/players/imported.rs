//! The pairing numbers a tournament imported from a TRF fixed: the import
//! writes them, the players' numbering reads them here.

use std::collections::HashMap;

use rusqlite::Connection;

use crate::error::Result;
/// The numbers an imported tournament fixed (its `imported_number` table),
/// for `Players::all`: `None` when the event was not imported; players
/// entered later take the next numbers in the order they entered.
pub(crate) fn imported_numbers(
    conn: &Connection,
    ids: impl Iterator<Item = i64>,
) -> Result<Option<HashMap<i64, u32>>> {
    let mut stmt = conn.prepare_cached("SELECT player_id, number FROM imported_number")?;
    let fixed: HashMap<i64, u32> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    if fixed.is_empty() {
        return Ok(None);
    }
    let mut next = fixed.values().copied().max().unwrap_or(0);
    let mut later: Vec<i64> = ids.filter(|id| !fixed.contains_key(id)).collect();
    later.sort_unstable();
    let mut numbers = fixed;
    for id in later {
        next += 1;
        numbers.insert(id, next);
    }
    Ok(Some(numbers))
}
