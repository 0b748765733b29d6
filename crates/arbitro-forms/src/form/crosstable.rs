//! The crosstable: per player, each round's opponent, colour and result
//! (`12b1`), points and tie-breaks.

use serde::Deserialize;

use crate::canvas::{PageOut, Style};
use crate::error::FormsError;
use crate::form::pairings::{ListSpec, check_list, rows_fitting};
use crate::form::standings::{Expanded, draw_legend, expand_columns, tiebreak_legend, tiebreak_text};
use crate::form::{self, event_field, player_field};
use crate::layout::{Check, GridSpec, PageSpec};
use crate::model::{CrossCell, CrossRow, Crosstable, Side};
use crate::sheet::{self, Area, Columns, Ctx};
use crate::text;

/// Widths of the expanded columns.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpandSpec {
    /// Relative width of each round column.
    pub round_width: f32,
    /// Relative width of each tie-break column.
    pub tiebreak_width: f32,
    /// Label key introducing the legend.
    pub legend_title: String,
    /// Label key explaining the cell notation.
    pub notation: String,
    /// Height of the legend in millimetres.
    pub legend_height: f32,
}

/// The crosstable layout file (`forms/crosstable.toml`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CrosstableLayout {
    /// Page, title and type.
    pub page: PageSpec,
    /// Grid at the top of each page.
    pub header: GridSpec,
    /// The table; `rounds` and `tiebreaks` expand to one column each.
    pub table: ListSpec,
    /// Expanded columns and legend.
    pub expand: ExpandSpec,
}

const HEADER_FIELDS: &[&str] = &["rounds", "players"];
const ROW_KEYS: &[&str] = &["rank", "points", "rounds", "tiebreaks"];

impl CrosstableLayout {
    /// Checks the layout; label keys it uses go to `check`.
    pub fn validate(&self, check: &mut Check) -> Result<(), FormsError> {
        check.page(&self.page)?;
        check.grid("header", &self.header, &form::sources(HEADER_FIELDS, &[]))?;
        let mut keys: Vec<String> = ROW_KEYS.iter().map(|s| s.to_string()).collect();
        keys.extend(form::PLAYER_FIELDS.iter().map(|s| s.to_string()));
        check_list(check, "table", &self.table, &keys)?;
        if !self.table.columns.iter().any(|c| c.key == "rounds") {
            return Err(check.error("table.columns", "a crosstable needs the `rounds` column"));
        }
        check.positive("expand.round_width", self.expand.round_width)?;
        check.positive("expand.tiebreak_width", self.expand.tiebreak_width)?;
        check.label("expand.legend_title", &self.expand.legend_title)?;
        check.label("expand.notation", &self.expand.notation)?;
        check.non_negative("expand.legend_height", self.expand.legend_height)?;
        Ok(())
    }

    /// Renders the crosstable; `source` names the data in errors.
    pub fn render(
        &self,
        ctx: &Ctx<'_>,
        table: &Crosstable,
        source: &str,
    ) -> Result<Vec<PageOut>, FormsError> {
        let rounds = table
            .rounds
            .map(|r| r as usize)
            .unwrap_or_else(|| table.rows.iter().map(|r| r.rounds.len()).max().unwrap_or(0));
        for (i, row) in table.rows.iter().enumerate() {
            if row.rounds.len() > rounds {
                return Err(FormsError::input(
                    source,
                    format!("rows[{i}].rounds"),
                    format!("{} rounds for a {rounds}-round crosstable", row.rounds.len()),
                ));
            }
            if row.tiebreaks.len() > table.tiebreaks.len() {
                return Err(FormsError::input(
                    source,
                    format!("rows[{i}].tiebreaks"),
                    format!(
                        "{} values for {} tie-breaks",
                        row.tiebreaks.len(),
                        table.tiebreaks.len()
                    ),
                ));
            }
        }
        let body = ctx.body_area();
        let spec = &self.table;
        let top = body.y + self.header.height() + spec.gap_above;
        let bottom = body.y + body.h - self.expand.legend_height;
        let per_page = rows_fitting(top, bottom, spec.heading_height, spec.row_height);
        let rows = if table.rows.is_empty() {
            per_page
        } else {
            table.rows.len()
        };
        let pages_n = rows.div_ceil(per_page).max(1);
        let columns = expand_columns(
            ctx,
            &spec.columns,
            &table.tiebreaks,
            self.expand.tiebreak_width,
            Some((rounds, self.expand.round_width)),
        );
        let weights: Vec<f32> = columns.iter().map(|c| c.0).collect();
        let headings: Vec<&str> = columns.iter().map(|c| c.1.as_str()).collect();
        let cols = Columns::split(body.x, body.w, &weights);
        let mut legend = ctx.label(&self.expand.notation).to_string();
        let tiebreaks = tiebreak_legend(ctx.labels, &self.expand.legend_title, &table.tiebreaks);
        if !tiebreaks.is_empty() {
            legend = format!("{legend} {tiebreaks}");
        }
        let header_value = |name: &str| {
            event_field(ctx.labels, &table.event, name).unwrap_or_else(|| match name {
                "rounds" => {
                    if rounds == 0 {
                        String::new()
                    } else {
                        rounds.to_string()
                    }
                }
                "players" => {
                    if table.rows.is_empty() {
                        String::new()
                    } else {
                        table.rows.len().to_string()
                    }
                }
                _ => String::new(),
            })
        };
        let event_line = form::event_line(ctx, &table.event);
        let mut out = Vec::with_capacity(pages_n);
        for p in 0..pages_n {
            let from = p * per_page;
            let to = ((p + 1) * per_page).min(rows);
            let mut sheet = ctx.start_page(&table.event.organiser, &event_line, &table.event.name);
            ctx.draw_grid(
                &mut sheet.canvas,
                &self.header,
                Area {
                    h: self.header.height(),
                    ..body
                },
                &header_value,
                table.event.family,
            );
            sheet::draw_table(
                &mut sheet.canvas,
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
            for (r, i) in (from..to).enumerate() {
                let Some(row) = table.rows.get(i) else { continue };
                for (c, ((text, bold), (_, _, align, _))) in row_texts(ctx, &columns, row)
                    .into_iter()
                    .zip(&columns)
                    .enumerate()
                {
                    let style = if bold {
                        Style::bold(ctx.page.fonts.cell)
                    } else {
                        Style::regular(ctx.page.fonts.cell)
                    };
                    sheet::cell(
                        &mut sheet.canvas,
                        &cols,
                        body_top,
                        spec.row_height,
                        r,
                        c,
                        &text,
                        style,
                        *align,
                    );
                }
            }
            let area = Area {
                y: bottom,
                h: self.expand.legend_height,
                ..body
            };
            draw_legend(ctx, &mut sheet.canvas, area, &legend);
            out.push(ctx.finish_page(sheet, p + 1, pages_n));
        }
        Ok(out)
    }
}

/// One row's cells as printed, each with whether it is bold.
fn row_texts(
    ctx: &Ctx<'_>,
    columns: &[(f32, String, crate::canvas::Align, Expanded<'_>)],
    row: &CrossRow,
) -> Vec<(String, bool)> {
    columns
        .iter()
        .map(|(_, _, _, what)| match what {
            Expanded::Plain("rank") => (text::opt(row.rank), true),
            Expanded::Plain("points") => (
                row.points
                    .map(|v| text::points(ctx.labels, v))
                    .unwrap_or_default(),
                true,
            ),
            Expanded::Plain(field) => (
                player_field(ctx.labels, &row.player, field),
                matches!(*field, "name" | "titled_name"),
            ),
            Expanded::Tiebreak(t) => (tiebreak_text(ctx.labels, &row.tiebreaks, *t), false),
            Expanded::Round(n) => (
                row.rounds
                    .get(*n)
                    .map(|cell| cross_cell(ctx, cell))
                    .unwrap_or_default(),
                false,
            ),
        })
        .collect()
}

/// The crosstable as the printed form writes it, for a screen: the same
/// columns, headings, cell notation (`12b1`, `b`/`n` in Spanish), numbers
/// (`2½`, `12,5`) and legend.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrosstableText {
    /// Column headings.
    pub headings: Vec<String>,
    /// Which columns are rounds (the cells to show in a fixed-width font).
    pub round_columns: Vec<bool>,
    /// Each row's cells, one per heading.
    pub rows: Vec<Vec<String>>,
    /// The notation and tie-break legend printed under the table.
    pub legend: String,
}

impl CrosstableLayout {
    /// The crosstable's text, as [`CrosstableLayout::render`] prints it.
    pub fn text(&self, ctx: &Ctx<'_>, table: &Crosstable) -> CrosstableText {
        let rounds = table
            .rounds
            .map(|r| r as usize)
            .unwrap_or_else(|| table.rows.iter().map(|r| r.rounds.len()).max().unwrap_or(0));
        let columns = expand_columns(
            ctx,
            &self.table.columns,
            &table.tiebreaks,
            self.expand.tiebreak_width,
            Some((rounds, self.expand.round_width)),
        );
        let mut legend = ctx.label(&self.expand.notation).to_string();
        let tiebreaks = tiebreak_legend(ctx.labels, &self.expand.legend_title, &table.tiebreaks);
        if !tiebreaks.is_empty() {
            legend = format!("{legend} {tiebreaks}");
        }
        CrosstableText {
            headings: columns.iter().map(|c| c.1.clone()).collect(),
            round_columns: columns
                .iter()
                .map(|c| matches!(c.3, Expanded::Round(_)))
                .collect(),
            rows: table
                .rows
                .iter()
                .map(|row| {
                    row_texts(ctx, &columns, row)
                        .into_iter()
                        .map(|(text, _)| text)
                        .collect()
                })
                .collect(),
            legend,
        }
    }
}

/// `12b1`: opponent's number, colour letter, result; a bye is its result alone.
fn cross_cell(ctx: &Ctx<'_>, cell: &CrossCell) -> String {
    let colour = match cell.colour {
        Some(Side::White) => ctx.label("side.white_letter"),
        Some(Side::Black) => ctx.label("side.black_letter"),
        None => "",
    };
    let result = match cell.result.trim() {
        "0.5" | "1/2" => "½",
        other => other,
    };
    match cell.opponent {
        Some(n) => format!("{n}{colour}{result}"),
        None => result.to_string(),
    }
}
