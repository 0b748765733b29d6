//! Pairing cards / result slips: one slip per board with the pairing, the
//! result boxes and both players' signatures, several per page with cut lines.

use serde::Deserialize;

use crate::canvas::PageOut;
use crate::error::FormsError;
use crate::form::{self, event_field, player_field};
use crate::layout::{Check, GridSpec, PageSpec};
use crate::model::{Pairing, PairingList};
use crate::sheet::{self, Area, Ctx, Paper};
use crate::text;

/// One slip.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SlipSpec {
    /// Space between slips in millimetres (a dashed cut line runs through it).
    pub gap: f32,
    /// The slip's fields.
    pub grid: GridSpec,
}

/// The result slips layout file (`forms/result-slips.toml`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultSlipsLayout {
    /// Page, title and type.
    pub page: PageSpec,
    /// One slip.
    pub slip: SlipSpec,
}

const SLIP_FIELDS: &[&str] = &["round", "date", "board", "result"];

impl ResultSlipsLayout {
    /// Checks the layout; label keys it uses go to `check`.
    pub fn validate(&self, check: &mut Check) -> Result<(), FormsError> {
        check.page(&self.page)?;
        check.non_negative("slip.gap", self.slip.gap)?;
        check.grid(
            "slip.grid",
            &self.slip.grid,
            &form::sources(SLIP_FIELDS, &["white", "black"]),
        )?;
        if self.slip.grid.fields.is_empty() {
            return Err(check.error("slip.grid.fields", "a slip needs fields"));
        }
        for paper in Paper::ALL {
            let (_, h) = paper.size(self.page.orientation);
            let m = &self.page.margins;
            let available = h - m.top - m.bottom - self.page.band_height - 2.0 - self.page.footer_height;
            if self.slip.grid.height() > available {
                return Err(check.error(
                    "slip.grid",
                    format!(
                        "a slip is taller than the {} page ({available:.1} mm)",
                        paper.name()
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Renders one slip per board (a page of blank slips when there are none).
    pub fn render(&self, ctx: &Ctx<'_>, list: &PairingList) -> Vec<PageOut> {
        let body = ctx.body_area();
        let slip_h = self.slip.grid.height();
        let step = slip_h + self.slip.gap;
        let per_page = (((body.h + self.slip.gap) / step) + 0.001).floor().max(1.0) as usize;
        let blank = vec![Pairing::default(); per_page];
        let boards: &[Pairing] = if list.boards.is_empty() {
            &blank
        } else {
            &list.boards
        };
        let pages_n = boards.len().div_ceil(per_page).max(1);
        let event_line = form::event_line(ctx, &list.event);
        let mut out = Vec::with_capacity(pages_n);
        for (p, chunk) in boards.chunks(per_page).enumerate() {
            let mut sheet = ctx.start_page(&list.event.organiser, &event_line, &list.event.name);
            for (i, pairing) in chunk.iter().enumerate() {
                let y = body.y + i as f32 * step;
                let value = |name: &str| slip_value(ctx, list, pairing, name);
                ctx.draw_grid(
                    &mut sheet.canvas,
                    &self.slip.grid,
                    Area { y, h: slip_h, ..body },
                    &value,
                    list.event.family,
                );
                sheet.canvas.frame(body.x, y, body.w, slip_h, sheet::THICK);
                if i + 1 < chunk.len() {
                    let cut = y + slip_h + self.slip.gap / 2.0;
                    sheet.canvas.line_styled(
                        body.x - 4.0,
                        cut,
                        body.x + body.w + 4.0,
                        cut,
                        sheet::HAIR,
                        0.3,
                        true,
                    );
                }
            }
            out.push(ctx.finish_page(sheet, p + 1, pages_n));
        }
        out
    }
}

fn slip_value(ctx: &Ctx<'_>, list: &PairingList, pairing: &Pairing, name: &str) -> String {
    let labels = ctx.labels;
    if let Some(value) = event_field(labels, &list.event, name) {
        return value;
    }
    if let Some(field) = name.strip_prefix("white.") {
        return player_field(labels, &pairing.white, field);
    }
    if let Some(field) = name.strip_prefix("black.") {
        return player_field(labels, &pairing.black, field);
    }
    match name {
        "round" => text::opt(list.round),
        "date" => text::date(labels, &list.date),
        "board" => text::opt(pairing.board),
        "result" => pairing.result.clone(),
        _ => String::new(),
    }
}
