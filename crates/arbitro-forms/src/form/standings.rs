//! Standings after a round, with one column per tie-break in the event's
//! order and a legend naming each tie-break.

use serde::Deserialize;

use crate::canvas::{Align, Canvas, PageOut, Style};
use crate::error::FormsError;
use crate::form::pairings::{ListSpec, check_list, rows_fitting};
use crate::form::{self, event_field, player_field};
use crate::labels::Labels;
use crate::layout::{Check, GridSpec, PageSpec};
use crate::model::{Standings, Value};
use crate::sheet::{self, Area, Columns, Ctx};
use crate::text;

/// How tie-break columns are made.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TiebreakSpec {
    /// Relative width of each tie-break column.
    pub width: f32,
    /// Label key introducing the legend of acronyms.
    pub legend_title: String,
    /// Height of the legend in millimetres.
    pub legend_height: f32,
}

/// The standings layout file (`forms/standings.toml`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StandingsLayout {
    /// Page, title and type.
    pub page: PageSpec,
    /// Grid at the top of each page.
    pub header: GridSpec,
    /// The table; the column `tiebreaks` expands to one column per tie-break.
    pub table: ListSpec,
    /// Tie-break columns and legend.
    pub tiebreaks: TiebreakSpec,
}

const HEADER_FIELDS: &[&str] = &["round", "players"];
const ROW_KEYS: &[&str] = &["rank", "points", "games", "tiebreaks"];

/// Expands the `tiebreaks` placeholder column: weights, headings and, per
/// column, `Some(i)` for the i-th tie-break or `None` for a plain column.
pub(crate) fn expand_columns<'a>(
    ctx: &'a Ctx<'_>,
    columns: &'a [crate::layout::ColumnSpec],
    tiebreaks: &'a [String],
    tiebreak_width: f32,
    rounds: Option<(usize, f32)>,
) -> Vec<(f32, String, Align, Expanded<'a>)> {
    let mut out = Vec::new();
    for column in columns {
        match column.key.as_str() {
            "tiebreaks" => {
                for (i, acronym) in tiebreaks.iter().enumerate() {
                    out.push((
                        tiebreak_width,
                        acronym.clone(),
                        Align::Right,
                        Expanded::Tiebreak(i),
                    ));
                }
            }
            "rounds" => {
                if let Some((n, width)) = rounds {
                    for r in 0..n {
                        out.push((width, (r + 1).to_string(), Align::Center, Expanded::Round(r)));
                    }
                }
            }
            key => out.push((
                column.width,
                ctx.label(&column.label).to_string(),
                column.align,
                Expanded::Plain(key),
            )),
        }
    }
    out
}

/// What an expanded column shows.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Expanded<'a> {
    /// A column of the layout.
    Plain(&'a str),
    /// The i-th tie-break.
    Tiebreak(usize),
    /// The i-th round (crosstables).
    Round(usize),
}

/// The legend of tie-break acronyms: `BH-C1 = Buchholz Cut-1 · …`.
pub(crate) fn tiebreak_legend(labels: &Labels, title_key: &str, tiebreaks: &[String]) -> String {
    if tiebreaks.is_empty() {
        return String::new();
    }
    let parts: Vec<String> = tiebreaks
        .iter()
        .map(|acronym| {
            // `BH-C1` may have its own label; `BH/C1` (C.07 modifiers) is
            // named after its base acronym with the modifiers in brackets.
            let full = labels.lookup(&format!("tiebreak.{acronym}"));
            let base = acronym.split_once('/').and_then(|(base, modifiers)| {
                labels
                    .lookup(&format!("tiebreak.{base}"))
                    .map(|name| format!("{name} ({modifiers})"))
            });
            match full.map(str::to_string).or(base) {
                Some(name) => format!("{acronym} = {name}"),
                None => acronym.clone(),
            }
        })
        .collect();
    format!("{}: {}.", labels.get(title_key), parts.join(" · "))
}

/// Writes a legend in `area`, wrapped.
pub(crate) fn draw_legend(ctx: &Ctx<'_>, canvas: &mut Canvas<'_>, area: Area, text: &str) {
    let style = Style::regular(ctx.page.fonts.small);
    let step = canvas.cap_height(style) * 1.6;
    let mut base = area.y + 1.5 + canvas.cap_height(style);
    for line in canvas.wrap(text, style, area.w) {
        if base > area.y + area.h {
            break;
        }
        canvas.text(area.x, base, area.w, &line, style, Align::Left);
        base += step;
    }
}

/// A tie-break value.
pub(crate) fn tiebreak_text(labels: &Labels, values: &[Value], i: usize) -> String {
    values.get(i).map(|v| text::value(labels, v)).unwrap_or_default()
}

impl StandingsLayout {
    /// Checks the layout; label keys it uses go to `check`.
    pub fn validate(&self, check: &mut Check) -> Result<(), FormsError> {
        check.page(&self.page)?;
        check.grid("header", &self.header, &form::sources(HEADER_FIELDS, &[]))?;
        let mut keys: Vec<String> = ROW_KEYS.iter().map(|s| s.to_string()).collect();
        keys.extend(form::PLAYER_FIELDS.iter().map(|s| s.to_string()));
        check_list(check, "table", &self.table, &keys)?;
        check.positive("tiebreaks.width", self.tiebreaks.width)?;
        check.label("tiebreaks.legend_title", &self.tiebreaks.legend_title)?;
        check.non_negative("tiebreaks.legend_height", self.tiebreaks.legend_height)?;
        Ok(())
    }

    /// Renders the standings; `source` names the data in errors.
    pub fn render(
        &self,
        ctx: &Ctx<'_>,
        standings: &Standings,
        source: &str,
    ) -> Result<Vec<PageOut>, FormsError> {
        for (i, row) in standings.rows.iter().enumerate() {
            if row.tiebreaks.len() > standings.tiebreaks.len() {
                return Err(FormsError::input(
                    source,
                    format!("rows[{i}].tiebreaks"),
                    format!(
                        "{} values for {} tie-breaks ({})",
                        row.tiebreaks.len(),
                        standings.tiebreaks.len(),
                        standings.tiebreaks.join(", ")
                    ),
                ));
            }
        }
        let body = ctx.body_area();
        let spec = &self.table;
        let top = body.y + self.header.height() + spec.gap_above;
        let legend_h = if standings.tiebreaks.is_empty() {
            0.0
        } else {
            self.tiebreaks.legend_height
        };
        let bottom = body.y + body.h - legend_h;
        let per_page = rows_fitting(top, bottom, spec.heading_height, spec.row_height);
        let rows = if standings.rows.is_empty() {
            per_page
        } else {
            standings.rows.len()
        };
        let pages_n = rows.div_ceil(per_page).max(1);
        let columns = expand_columns(
            ctx,
            &spec.columns,
            &standings.tiebreaks,
            self.tiebreaks.width,
            None,
        );
        let weights: Vec<f32> = columns.iter().map(|c| c.0).collect();
        let headings: Vec<&str> = columns.iter().map(|c| c.1.as_str()).collect();
        let cols = Columns::split(body.x, body.w, &weights);
        let legend = tiebreak_legend(ctx.labels, &self.tiebreaks.legend_title, &standings.tiebreaks);
        let header_value = |name: &str| {
            event_field(ctx.labels, &standings.event, name).unwrap_or_else(|| match name {
                "round" => text::opt(standings.round),
                "players" => {
                    if standings.rows.is_empty() {
                        String::new()
                    } else {
                        standings.rows.len().to_string()
                    }
                }
                _ => String::new(),
            })
        };
        let event_line = form::event_line(ctx, &standings.event);
        let mut out = Vec::with_capacity(pages_n);
        for p in 0..pages_n {
            let from = p * per_page;
            let to = ((p + 1) * per_page).min(rows);
            let mut sheet = ctx.start_page(&standings.event.organiser, &event_line, &standings.event.name);
            ctx.draw_grid(
                &mut sheet.canvas,
                &self.header,
                Area {
                    h: self.header.height(),
                    ..body
                },
                &header_value,
                standings.event.family,
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
                let Some(row) = standings.rows.get(i) else {
                    continue;
                };
                for (c, (_, _, align, what)) in columns.iter().enumerate() {
                    let (text, bold) = match what {
                        Expanded::Plain("rank") => (text::opt(row.rank), true),
                        Expanded::Plain("points") => (
                            row.points
                                .map(|v| text::points(ctx.labels, v))
                                .unwrap_or_default(),
                            true,
                        ),
                        Expanded::Plain("games") => (text::opt(row.games), false),
                        Expanded::Plain(field) => (
                            player_field(ctx.labels, &row.player, field),
                            matches!(*field, "name" | "titled_name"),
                        ),
                        Expanded::Tiebreak(t) => (tiebreak_text(ctx.labels, &row.tiebreaks, *t), false),
                        Expanded::Round(_) => (String::new(), false),
                    };
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
            if !legend.is_empty() {
                let area = Area {
                    y: bottom,
                    h: legend_h,
                    ..body
                };
                draw_legend(ctx, &mut sheet.canvas, area, &legend);
            }
            out.push(ctx.finish_page(sheet, p + 1, pages_n));
        }
        Ok(out)
    }
}
