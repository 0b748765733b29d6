//! What every form says about the event and its players: the call as
//! printed (AM-R15, AM-R16), players as the forms show them, and the date
//! and time parts of stored timestamps.

use std::collections::HashMap;

use arbitro_forms::labels::Labels;
use arbitro_forms::model::{DeckRef, EventInfo, GameFamily, Player};
use arbitro_store::Event;
use arbitro_store::call::{EventCall, GameFamily as StoreFamily};

use crate::Result;

/// The call as the forms print it.
pub fn event_info(call: &EventCall, labels: &Labels) -> EventInfo {
    let dates = if call.end_date.trim().is_empty() || call.end_date == call.start_date {
        call.start_date.clone()
    } else {
        format!("{} – {}", call.start_date, call.end_date)
    };
    EventInfo {
        name: call.name.clone(),
        organiser: call.organiser.clone(),
        place: call.place.clone(),
        dates,
        chief_arbiter: call.chief_arbiter.clone(),
        family: Some(family(call.family)),
        deck: call.deck.as_ref().map(|d| DeckRef {
            id: d.id.clone(),
            version: d.version.clone(),
        }),
        time_control: call.time_control.clone(),
        rulebook: call
            .rulebook
            .as_ref()
            .map(|r| labels.fill("common.rulebook", &[("version", &r.version), ("date", &r.date)]))
            .unwrap_or_default(),
        register: String::new(),
    }
}

/// The forms' family of an event's family.
pub fn family(family: StoreFamily) -> GameFamily {
    match family {
        StoreFamily::Fide => GameFamily::Fide,
        StoreFamily::Chess960 => GameFamily::Chess960,
        StoreFamily::MagicoClassic => GameFamily::AmClassic,
        StoreFamily::MagicoAdvanced => GameFamily::AmAdvanced,
        StoreFamily::Ed => GameFamily::Ed,
        // Bughouse is scored on a plain chess sheet per board.
        StoreFamily::Bughouse => GameFamily::Fide,
    }
}

/// Players by id, as the forms show them (points left out).
pub fn players(event: &Event) -> Result<HashMap<i64, Player>> {
    Ok(event
        .players()
        .all()?
        .into_iter()
        .map(|p| {
            let player = Player {
                number: Some(p.pairing_number),
                name: p.input.name.clone(),
                title: p.input.title.clone().unwrap_or_default(),
                id: p.input.fide_id.map(|id| id.to_string()).unwrap_or_default(),
                federation: p.input.federation.clone().unwrap_or_default(),
                rating: (p.input.rating > 0).then_some(u32::from(p.input.rating)),
                club: p.input.club.clone().unwrap_or_default(),
                points: None,
            };
            (p.id, player)
        })
        .collect())
}

/// One player of `players`, or a blank one.
pub fn player(players: &HashMap<i64, Player>, id: i64) -> Player {
    players.get(&id).cloned().unwrap_or_default()
}

/// The date part of a stored timestamp (`2026-11-29T16:30:00+01:00`).
pub fn day(timestamp: &str) -> String {
    timestamp.get(..10).unwrap_or(timestamp).to_string()
}

/// The time part of a stored timestamp, to the minute.
pub fn time(timestamp: &str) -> String {
    timestamp.get(11..16).unwrap_or_default().to_string()
}

/// A stored timestamp as `YYYY-MM-DD HH:MM`.
pub fn minute(timestamp: &str) -> String {
    timestamp.get(..16).unwrap_or(timestamp).replace('T', " ")
}

/// Half-points as points.
pub fn half_points(half: u32) -> f64 {
    f64::from(half) / 2.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_split_into_date_time_and_minute() {
        let t = "2026-11-29T16:30:12+01:00";
        assert_eq!(day(t), "2026-11-29");
        assert_eq!(time(t), "16:30");
        assert_eq!(minute(t), "2026-11-29 16:30");
        assert_eq!(time("2026"), "");
        assert_eq!(half_points(3), 1.5);
    }
}
