//! One module per form: its layout file's structure, the checks of that
//! structure, and the renderer that fills it from the model.

pub mod crosstable;
pub mod deck_control;
pub mod dispute;
pub mod incident;
pub mod pairings;
pub mod result_slips;
pub mod scoresheet;
pub mod standings;

use crate::canvas::{Align, Canvas, Style};
use crate::labels::Labels;
use crate::model::{EventInfo, Player};
use crate::sheet::{self, Area, Ctx};
use crate::text;

/// Draws a section heading bar (grey band with bold text) and returns the
/// height used.
pub(crate) fn section_bar(ctx: &Ctx<'_>, canvas: &mut Canvas<'_>, area: Area, title: &str) -> f32 {
    let h = (ctx.page.fonts.label * 0.3528 * 2.3).max(3.8);
    canvas.fill(area.x, area.y, area.w, h, sheet::HEADING_FILL);
    canvas.frame(area.x, area.y, area.w, h, sheet::RULE);
    canvas.text_in_box(
        area.x,
        area.y,
        area.w,
        h,
        &title.to_uppercase(),
        Style::bold(ctx.page.fonts.label + 0.8),
        Align::Left,
        1.5,
    );
    h
}

/// Height of a section heading bar for a layout's type sizes.
pub(crate) fn section_bar_height(label_pt: f32) -> f32 {
    (label_pt * 0.3528 * 2.3).max(3.8)
}

/// A player's datum by field name (`name`, `title`, `id` …).
pub(crate) fn player_field(labels: &Labels, player: &Player, field: &str) -> String {
    match field {
        "name" => player.name.clone(),
        "titled_name" => text::titled_name(player),
        "title" => player.title.clone(),
        "id" => player.id.clone(),
        "federation" => player.federation.clone(),
        "rating" => text::opt(player.rating),
        "number" => text::opt(player.number),
        "club" => player.club.clone(),
        "points" => player.points.map(|p| text::points(labels, p)).unwrap_or_default(),
        _ => String::new(),
    }
}

/// Player fields a layout may name after `white.` / `black.` / `player.`.
pub(crate) const PLAYER_FIELDS: &[&str] = &[
    "name",
    "titled_name",
    "title",
    "id",
    "federation",
    "rating",
    "number",
    "club",
    "points",
];

/// An event datum by name.
pub(crate) fn event_field(labels: &Labels, event: &EventInfo, name: &str) -> Option<String> {
    Some(match name {
        "event" => event.name.clone(),
        "organiser" => event.organiser.clone(),
        "place" => event.place.clone(),
        "dates" => text::date(labels, &event.dates),
        "chief_arbiter" => event.chief_arbiter.clone(),
        "time_control" => event.time_control.clone(),
        "rulebook" => event.rulebook.clone(),
        "family" => event
            .family
            .map(|f| labels.get(f.label_key()).to_string())
            .unwrap_or_default(),
        "deck" => event.deck.as_ref().map(|d| d.display()).unwrap_or_default(),
        _ => return None,
    })
}

/// Event data a layout may name.
pub(crate) const EVENT_FIELDS: &[&str] = &[
    "event",
    "organiser",
    "place",
    "dates",
    "chief_arbiter",
    "time_control",
    "rulebook",
    "family",
    "deck",
];

/// `EVENT_FIELDS`, `extra`, and `prefix.` + each player field for each prefix.
pub(crate) fn sources(extra: &[&str], prefixes: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = EVENT_FIELDS.iter().chain(extra).map(|s| s.to_string()).collect();
    for prefix in prefixes {
        for field in PLAYER_FIELDS {
            out.push(format!("{prefix}.{field}"));
        }
    }
    out
}

/// The subtitle's event part: family label and rulebook.
pub(crate) fn event_line(ctx: &Ctx<'_>, event: &EventInfo) -> String {
    let mut parts = Vec::new();
    if let Some(family) = event.family {
        parts.push(ctx.label(family.label_key()).to_string());
    }
    if !event.rulebook.trim().is_empty() {
        parts.push(event.rulebook.trim().to_string());
    }
    parts.join(" · ")
}
