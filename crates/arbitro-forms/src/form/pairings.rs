//! The pairing list of a round: one line per board, then the players not
//! paired (byes, absences) with the reason. Continues over as many pages as
//! the boards need, with the header repeated for posting.

use serde::Deserialize;

use crate::canvas::{PageOut, Style};
use crate::error::FormsError;
use crate::form::{self, event_field, player_field, section_bar, section_bar_height};
use crate::layout::{Check, ColumnSpec, GridSpec, PageSpec};
use crate::model::{Pairing, PairingList, Unpaired};
use crate::sheet::{self, Area, Columns, Ctx};
use crate::text;

/// A ruled list table.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ListSpec {
    /// Height of the heading row in millimetres.
    pub heading_height: f32,
    /// Height of a row in millimetres.
    pub row_height: f32,
    /// Shade every other row.
    #[serde(default)]
    pub zebra: bool,
    /// Space above the table in millimetres.
    #[serde(default)]
    pub gap_above: f32,
    /// The columns.
    pub columns: Vec<ColumnSpec>,
}

/// A reason a player is not paired.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReasonSpec {
    /// The id the data uses.
    pub id: String,
    /// Label key.
    pub label: String,
}

/// The players-not-paired table.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnpairedSpec {
    /// Label key of the heading bar.
    pub title: String,
    /// The table.
    pub table: ListSpec,
    /// Reasons and their labels.
    pub reasons: Vec<ReasonSpec>,
}

/// The pairing list layout file (`forms/pairings.toml`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PairingsLayout {
    /// Page, title and type.
    pub page: PageSpec,
    /// Grid at the top of each page.
    pub header: GridSpec,
    /// The boards.
    pub table: ListSpec,
    /// Players not paired.
    pub unpaired: UnpairedSpec,
}

const HEADER_FIELDS: &[&str] = &["round", "date", "boards"];
const UNPAIRED_KEYS: &[&str] = &[
    "number",
    "name",
    "titled_name",
    "federation",
    "rating",
    "points",
    "reason",
    "awarded",
];

/// Checks a list table whose column keys must be among `keys`.
pub(crate) fn check_list<S: AsRef<str>>(
    check: &mut Check,
    name: &str,
    list: &ListSpec,
    keys: &[S],
) -> Result<(), FormsError> {
    check.positive(format!("{name}.heading_height"), list.heading_height)?;
    check.positive(format!("{name}.row_height"), list.row_height)?;
    check.non_negative(format!("{name}.gap_above"), list.gap_above)?;
    check.columns(&format!("{name}.columns"), &list.columns, keys)
}

/// Rows of `row_h` that fit between `top` (after a heading of `heading_h`)
/// and `bottom`; at least one.
pub(crate) fn rows_fitting(top: f32, bottom: f32, heading_h: f32, row_h: f32) -> usize {
    (((bottom - top - heading_h) / row_h) + 0.001).floor().max(1.0) as usize
}

impl PairingsLayout {
    /// Checks the layout; label keys it uses go to `check`.
    pub fn validate(&self, check: &mut Check) -> Result<(), FormsError> {
        check.page(&self.page)?;
        check.grid("header", &self.header, &form::sources(HEADER_FIELDS, &[]))?;
        let mut keys = vec!["board".to_string(), "result".to_string()];
        for side in ["white", "black"] {
            keys.extend(form::PLAYER_FIELDS.iter().map(|f| format!("{side}.{f}")));
        }
        check_list(check, "table", &self.table, &keys)?;
        check.label("unpaired.title", &self.unpaired.title)?;
        check_list(check, "unpaired.table", &self.unpaired.table, UNPAIRED_KEYS)?;
        for (i, reason) in self.unpaired.reasons.iter().enumerate() {
            check.label(format!("unpaired.reasons[{i}].label"), &reason.label)?;
        }
        Ok(())
    }

    /// Renders the list.
    pub fn render(&self, ctx: &Ctx<'_>, list: &PairingList) -> Vec<PageOut> {
        let body = ctx.body_area();
        let top = body.y + self.header.height() + self.table.gap_above;
        let bottom = body.y + body.h;
        let per_page = rows_fitting(top, bottom, self.table.heading_height, self.table.row_height);
        // A blank list has one page of empty rows.
        let rows = if list.boards.is_empty() && list.unpaired.is_empty() {
            per_page
        } else {
            list.boards.len()
        };
        let mut chunks: Vec<(usize, usize)> = (0..rows.div_ceil(per_page).max(1))
            .map(|p| (p * per_page, ((p + 1) * per_page).min(rows)))
            .collect();
        if rows == 0 {
            chunks = vec![(0, 0)];
        }

        let mut pages = Vec::new();
        let event_line = form::event_line(ctx, &list.event);
        let header_value = |name: &str| self.header_value(ctx, list, name);
        let mut last_y = top;
        // A page with the form's band and the round's header grid.
        let new_page = || {
            let mut sheet = ctx.start_page(&list.event.organiser, &event_line, &list.event.name);
            ctx.draw_grid(
                &mut sheet.canvas,
                &self.header,
                Area {
                    h: self.header.height(),
                    ..body
                },
                &header_value,
                list.event.family,
            );
            sheet
        };
        for &(from, to) in &chunks {
            let mut sheet = new_page();
            if to > from {
                self.draw_boards(ctx, &mut sheet.canvas, list, top, from, to);
                last_y = top + self.table.heading_height + (to - from) as f32 * self.table.row_height;
            } else {
                last_y = top;
            }
            pages.push(sheet);
        }

        if !list.unpaired.is_empty() {
            let spec = &self.unpaired;
            let bar = section_bar_height(ctx.page.fonts.label);
            let mut remaining: &[Unpaired] = &list.unpaired;
            let mut y = last_y + 5.0;
            while !remaining.is_empty() {
                let fits = rows_fitting(
                    y + bar + spec.table.gap_above,
                    bottom,
                    spec.table.heading_height,
                    spec.table.row_height,
                );
                if y + bar + spec.table.heading_height + spec.table.row_height > bottom {
                    pages.push(new_page());
                    y = top;
                    last_y = top;
                    continue;
                }
                let take = fits.min(remaining.len());
                let Some(sheet) = pages.last_mut() else { break };
                let area = Area { y, ..body };
                section_bar(ctx, &mut sheet.canvas, area, ctx.label(&spec.title));
                self.draw_unpaired(
                    ctx,
                    &mut sheet.canvas,
                    &remaining[..take],
                    y + bar + spec.table.gap_above,
                );
                remaining = &remaining[take..];
                last_y = y
                    + bar
                    + spec.table.gap_above
                    + spec.table.heading_height
                    + take as f32 * spec.table.row_height;
                y = bottom + 1.0;
            }
        }

        if let Some(link) = list
            .live_view
            .as_ref()
            .filter(|l| l.width > 0 && l.dark.len() == l.width * l.width)
        {
            if last_y + LIVE_BLOCK > bottom || pages.is_empty() {
                pages.push(new_page());
            }
            if let Some(sheet) = pages.last_mut() {
                draw_live_view(ctx, &mut sheet.canvas, link, body, bottom);
            }
        }

        let total = pages.len();
        pages
            .into_iter()
            .enumerate()
            .map(|(i, s)| ctx.finish_page(s, i + 1, total))
            .collect()
    }

    fn header_value(&self, ctx: &Ctx<'_>, list: &PairingList, name: &str) -> String {
        if let Some(value) = event_field(ctx.labels, &list.event, name) {
            return value;
        }
        match name {
            "round" => text::opt(list.round),
            "date" => text::date(ctx.labels, &list.date),
            "boards" => {
                if list.boards.is_empty() {
                    String::new()
                } else {
                    list.boards.len().to_string()
                }
            }
            _ => String::new(),
        }
    }

    fn draw_boards(
        &self,
        ctx: &Ctx<'_>,
        canvas: &mut crate::canvas::Canvas<'_>,
        list: &PairingList,
        top: f32,
        from: usize,
        to: usize,
    ) {
        let spec = &self.table;
        let body = ctx.body_area();
        let cols = Columns::split(body.x, body.w, &sheet::weights(&spec.columns));
        let headings: Vec<&str> = spec.columns.iter().map(|c| ctx.label(&c.label)).collect();
        sheet::draw_table(
            canvas,
            &cols,
            top,
            spec.heading_height,
            &headings,
            Style::bold(ctx.page.fonts.label),
            to - from,
            spec.row_height,
            spec.zebra,
        );
        let body_top = top + spec.heading_height;
        let empty = Pairing::default();
        for (r, i) in (from..to).enumerate() {
            let pairing = list.boards.get(i).unwrap_or(&empty);
            for (c, column) in spec.columns.iter().enumerate() {
                let (text, bold) = pairing_cell(ctx, pairing, &column.key);
                let style = if bold {
                    Style::bold(ctx.page.fonts.cell)
                } else {
                    Style::regular(ctx.page.fonts.cell)
                };
                sheet::cell(
                    canvas,
                    &cols,
                    body_top,
                    spec.row_height,
                    r,
                    c,
                    &text,
                    style,
                    column.align,
                );
            }
        }
    }

    fn draw_unpaired(
        &self,
        ctx: &Ctx<'_>,
        canvas: &mut crate::canvas::Canvas<'_>,
        rows: &[Unpaired],
        top: f32,
    ) {
        let spec = &self.unpaired.table;
        let body = ctx.body_area();
        let cols = Columns::split(body.x, body.w, &sheet::weights(&spec.columns));
        let headings: Vec<&str> = spec.columns.iter().map(|c| ctx.label(&c.label)).collect();
        sheet::draw_table(
            canvas,
            &cols,
            top,
            spec.heading_height,
            &headings,
            Style::bold(ctx.page.fonts.label),
            rows.len(),
            spec.row_height,
            spec.zebra,
        );
        let body_top = top + spec.heading_height;
        let style = Style::regular(ctx.page.fonts.cell);
        for (r, entry) in rows.iter().enumerate() {
            for (c, column) in spec.columns.iter().enumerate() {
                let text = match column.key.as_str() {
                    "reason" => self
                        .unpaired
                        .reasons
                        .iter()
                        .find(|reason| reason.id == entry.reason)
                        .map(|reason| ctx.label(&reason.label).to_string())
                        .unwrap_or_else(|| entry.reason.clone()),
                    "awarded" => entry
                        .points
                        .map(|p| text::points(ctx.labels, p))
                        .unwrap_or_default(),
                    field => player_field(ctx.labels, &entry.player, field),
                };
                sheet::cell(
                    canvas,
                    &cols,
                    body_top,
                    spec.row_height,
                    r,
                    c,
                    &text,
                    style,
                    column.align,
                );
            }
        }
    }
}

/// Height the live view's block needs below the tables (mm).
const LIVE_BLOCK: f32 = 34.0;
/// Side of the printed QR code (mm): about 1 mm per module for an address,
/// read by a phone from an arm's length off a posted list.
const QR_SIDE: f32 = 28.0;

/// The live view's QR code at the bottom right of the page, its label and
/// address to its left.
fn draw_live_view(
    ctx: &Ctx<'_>,
    canvas: &mut crate::canvas::Canvas<'_>,
    link: &crate::model::LiveLink,
    body: Area,
    bottom: f32,
) {
    let module = QR_SIDE / link.width as f32;
    let x0 = body.x + body.w - QR_SIDE;
    let y0 = bottom - QR_SIDE;
    for y in 0..link.width {
        let mut x = 0;
        while x < link.width {
            if !link.dark[y * link.width + x] {
                x += 1;
                continue;
            }
            let start = x;
            while x < link.width && link.dark[y * link.width + x] {
                x += 1;
            }
            // A hair wider than the module, so that adjacent runs leave no seam.
            canvas.fill(
                x0 + start as f32 * module,
                y0 + y as f32 * module,
                (x - start) as f32 * module + 0.02,
                module + 0.02,
                0.0,
            );
        }
    }
    let text_w = body.w - QR_SIDE - 4.0;
    let label = Style::bold(ctx.page.fonts.value);
    let url = Style::regular(ctx.page.fonts.value);
    let line = canvas.cap_height(label) * 2.2;
    let y = y0 + QR_SIDE / 2.0 - 1.0;
    canvas.text(
        body.x,
        y,
        text_w,
        ctx.label("pairings.live_view"),
        label,
        crate::canvas::Align::Right,
    );
    canvas.text(
        body.x,
        y + line,
        text_w,
        &link.url,
        url,
        crate::canvas::Align::Right,
    );
}

/// A cell of the boards table and whether it is bold.
fn pairing_cell(ctx: &Ctx<'_>, pairing: &Pairing, key: &str) -> (String, bool) {
    match key {
        "board" => (text::opt(pairing.board), true),
        "result" => (text::result_mark(&pairing.result), true),
        _ => {
            let (player, field) = match key.split_once('.') {
                Some(("white", field)) => (&pairing.white, field),
                Some(("black", field)) => (&pairing.black, field),
                _ => return (String::new(), false),
            };
            let bold = matches!(field, "name" | "titled_name");
            (player_field(ctx.labels, player, field), bold)
        }
    }
}
