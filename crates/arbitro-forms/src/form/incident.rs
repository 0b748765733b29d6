//! The incident and appeal sheet (AM-AC, AM-AA; appeals per FIDE C.11): a
//! stack of sections — field grids, tick-box choices, ruled lines and the
//! sanctions table with the escalation ladder — that the layout orders.

use serde::Deserialize;

use crate::canvas::{Align, Canvas, PageOut, Style};
use crate::error::FormsError;
use crate::form::{self, event_field, player_field, section_bar, section_bar_height};
use crate::layout::{Check, FieldSpec, GridSpec, PageSpec};
use crate::model::{EventInfo, Incident};
use crate::sheet::{self, Area, Columns, Ctx, Paper};
use crate::text;

/// What a section of the sheet is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SectionKind {
    /// A grid of labelled boxes.
    Grid,
    /// Tick boxes, one of which the datum selects.
    Choices,
    /// Ruled lines with a text written on them.
    Lines,
    /// The sanctions table: FIDE 12.9 penalties and the AM-AC ladder steps,
    /// with the suggested and the applied one ticked.
    Sanctions,
}

/// One tick box of a choices section.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptionSpec {
    /// The id the data uses.
    pub id: String,
    /// Label key.
    pub label: String,
}

/// One sanction of the sanctions table.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SanctionSpec {
    /// The id the data uses.
    pub id: String,
    /// Label key.
    pub label: String,
    /// Rule clause (e.g. `12.9.1`).
    pub clause: String,
    /// Step on the AM-AC escalation ladder, if the sanction is one.
    #[serde(default)]
    pub ladder: Option<u32>,
}

/// Column headings of the sanctions table.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SanctionHeadings {
    /// Label key of the clause column.
    pub clause: String,
    /// Label key of the sanction column.
    pub sanction: String,
    /// Label key of the ladder step column.
    pub ladder: String,
    /// Label key of the "suggested" column.
    pub suggested: String,
    /// Label key of the "applied" column.
    pub applied: String,
}

/// One section of the sheet. Which fields apply depends on `kind`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SectionSpec {
    /// What the section is.
    pub kind: SectionKind,
    /// Label key of the heading bar (none: no bar).
    #[serde(default)]
    pub title: Option<String>,
    /// Row height in millimetres (grid rows, choice rows, lines, table rows).
    pub row_height: f32,
    /// Grid: the boxes.
    #[serde(default)]
    pub fields: Vec<FieldSpec>,
    /// Choices and lines: the datum shown.
    #[serde(default)]
    pub source: Option<String>,
    /// Choices: the datum written beside the `other` option.
    #[serde(default)]
    pub detail_source: Option<String>,
    /// Choices: the option ticked when the datum matches no option.
    #[serde(default)]
    pub other: Option<String>,
    /// Choices: columns of tick boxes.
    #[serde(default)]
    pub columns: Option<u32>,
    /// Choices: the tick boxes.
    #[serde(default)]
    pub options: Vec<OptionSpec>,
    /// Lines: how many ruled lines.
    #[serde(default)]
    pub lines: Option<u32>,
    /// Sanctions: the rows.
    #[serde(default)]
    pub sanctions: Vec<SanctionSpec>,
    /// Sanctions: column headings.
    #[serde(default)]
    pub headings: Option<SanctionHeadings>,
    /// Sanctions: label key of a last row for a sanction the table does not
    /// list (written out when the data names one).
    #[serde(default)]
    pub other_label: Option<String>,
}

/// The incident sheet layout file (`forms/incident.toml`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IncidentLayout {
    /// Page, title and type.
    pub page: PageSpec,
    /// Space between sections in millimetres.
    pub section_gap: f32,
    /// Label key of the heading of continuation pages.
    pub continued: String,
    /// The sections, top to bottom.
    pub sections: Vec<SectionSpec>,
}

/// Data an incident sheet may show, besides the event's and the players'.
const INCIDENT_FIELDS: &[&str] = &[
    "number",
    "corrects",
    "date",
    "time",
    "round",
    "board",
    "player",
    "reported_by",
    "arbiter",
    "fault",
    "fault_detail",
    "description",
    "card_code",
    "window",
    "previous_faults",
    "ladder_step",
    "sanction_detail",
    "deviation_reason",
    "game_result",
    "entry_hash",
    "appeal.lodged_at",
    "appeal.lodged_by",
    "appeal.grounds",
    "appeal.committee",
    "appeal.decision",
    "appeal.decision_text",
    "appeal.decided_at",
];

fn all_sources() -> Vec<String> {
    form::sources(INCIDENT_FIELDS, &["white", "black"])
}

impl SectionSpec {
    fn height(&self, label_pt: f32) -> f32 {
        let bar = if self.title.is_some() {
            section_bar_height(label_pt)
        } else {
            0.0
        };
        let body = match self.kind {
            SectionKind::Grid => GridSpec {
                row_height: self.row_height,
                fields: self.fields.clone(),
            }
            .height(),
            SectionKind::Choices => {
                let columns = self.columns.unwrap_or(1).max(1) as usize;
                self.options.len().div_ceil(columns) as f32 * self.row_height + 1.0
            }
            SectionKind::Lines => self.lines.unwrap_or(0) as f32 * self.row_height + 1.0,
            SectionKind::Sanctions => {
                (self.sanctions.len() + 1 + usize::from(self.other_label.is_some())) as f32 * self.row_height
            }
        };
        bar + body
    }
}

impl IncidentLayout {
    /// Checks the layout; label keys it uses go to `check`.
    pub fn validate(&self, check: &mut Check) -> Result<(), FormsError> {
        check.page(&self.page)?;
        check.non_negative("section_gap", self.section_gap)?;
        check.label("continued", &self.continued)?;
        let sources = all_sources();
        if self.sections.is_empty() {
            return Err(check.error("sections", "the sheet needs sections"));
        }
        for (i, section) in self.sections.iter().enumerate() {
            let at = format!("sections[{i}]");
            if let Some(title) = &section.title {
                check.label(format!("{at}.title"), title)?;
            }
            check.positive(format!("{at}.row_height"), section.row_height)?;
            let kind = section.kind;
            let not_for = |field: &str, present: bool| {
                if present {
                    Err(check.error(
                        format!("{at}.{field}"),
                        format!("does not apply to a `{}` section", kind_name(kind)),
                    ))
                } else {
                    Ok(())
                }
            };
            not_for("fields", kind != SectionKind::Grid && !section.fields.is_empty())?;
            not_for(
                "options",
                kind != SectionKind::Choices && !section.options.is_empty(),
            )?;
            not_for(
                "columns",
                kind != SectionKind::Choices && section.columns.is_some(),
            )?;
            not_for("other", kind != SectionKind::Choices && section.other.is_some())?;
            not_for(
                "detail_source",
                kind != SectionKind::Choices && section.detail_source.is_some(),
            )?;
            not_for("lines", kind != SectionKind::Lines && section.lines.is_some())?;
            not_for(
                "sanctions",
                kind != SectionKind::Sanctions && !section.sanctions.is_empty(),
            )?;
            not_for(
                "headings",
                kind != SectionKind::Sanctions && section.headings.is_some(),
            )?;
            not_for(
                "other_label",
                kind != SectionKind::Sanctions && section.other_label.is_some(),
            )?;
            not_for(
                "source",
                matches!(kind, SectionKind::Grid | SectionKind::Sanctions) && section.source.is_some(),
            )?;
            match kind {
                SectionKind::Grid => {
                    let grid = GridSpec {
                        row_height: section.row_height,
                        fields: section.fields.clone(),
                    };
                    if grid.fields.is_empty() {
                        return Err(check.error(format!("{at}.fields"), "a grid section needs fields"));
                    }
                    check.grid(&at, &grid, &sources)?;
                }
                SectionKind::Choices => {
                    let Some(source) = &section.source else {
                        return Err(check.error(format!("{at}.source"), "a choices section needs a source"));
                    };
                    check.one_of(format!("{at}.source"), source, &["fault", "appeal.decision"])?;
                    if let Some(detail) = &section.detail_source {
                        check.one_of(format!("{at}.detail_source"), detail, &sources)?;
                    }
                    if section.options.is_empty() {
                        return Err(check.error(format!("{at}.options"), "a choices section needs options"));
                    }
                    for (j, option) in section.options.iter().enumerate() {
                        if option.id.trim().is_empty() {
                            return Err(
                                check.error(format!("{at}.options[{j}].id"), "an option id cannot be empty")
                            );
                        }
                        check.label(format!("{at}.options[{j}].label"), &option.label)?;
                    }
                    if let Some(other) = &section.other
                        && !section.options.iter().any(|o| &o.id == other)
                    {
                        return Err(
                            check.error(format!("{at}.other"), format!("`{other}` is not an option id"))
                        );
                    }
                    if let Some(columns) = section.columns
                        && !(1..=6).contains(&columns)
                    {
                        return Err(check.error(format!("{at}.columns"), "must be 1 to 6"));
                    }
                }
                SectionKind::Lines => {
                    let Some(source) = &section.source else {
                        return Err(check.error(format!("{at}.source"), "a lines section needs a source"));
                    };
                    check.one_of(format!("{at}.source"), source, &sources)?;
                    if section.lines.unwrap_or(0) == 0 {
                        return Err(
                            check.error(format!("{at}.lines"), "a lines section needs at least one line")
                        );
                    }
                }
                SectionKind::Sanctions => {
                    if section.sanctions.is_empty() {
                        return Err(check.error(format!("{at}.sanctions"), "the sanctions table needs rows"));
                    }
                    let Some(h) = &section.headings else {
                        return Err(
                            check.error(format!("{at}.headings"), "the sanctions table needs headings")
                        );
                    };
                    check.label(format!("{at}.headings.clause"), &h.clause)?;
                    check.label(format!("{at}.headings.sanction"), &h.sanction)?;
                    check.label(format!("{at}.headings.ladder"), &h.ladder)?;
                    check.label(format!("{at}.headings.suggested"), &h.suggested)?;
                    check.label(format!("{at}.headings.applied"), &h.applied)?;
                    if let Some(other) = &section.other_label {
                        check.label(format!("{at}.other_label"), other)?;
                    }
                    for (j, s) in section.sanctions.iter().enumerate() {
                        if s.id.trim().is_empty() {
                            return Err(check
                                .error(format!("{at}.sanctions[{j}].id"), "a sanction id cannot be empty"));
                        }
                        check.label(format!("{at}.sanctions[{j}].label"), &s.label)?;
                    }
                }
            }
        }
        let needed = self.height();
        for paper in Paper::ALL {
            let (_, h) = paper.size(self.page.orientation);
            let m = &self.page.margins;
            let available = h - m.top - m.bottom - self.page.band_height - 2.0 - self.page.footer_height;
            if needed > available + 0.01 {
                return Err(check.error(
                    "sections",
                    format!(
                        "the sections need {needed:.1} mm but {} paper leaves {available:.1} mm",
                        paper.name()
                    ),
                ));
            }
        }
        Ok(())
    }

    fn height(&self) -> f32 {
        let label_pt = self.page.fonts.label;
        let sections: f32 = self.sections.iter().map(|s| s.height(label_pt)).sum();
        sections + self.section_gap * (self.sections.len().saturating_sub(1)) as f32
    }

    /// Renders one incident's sheet (with continuation pages when a text
    /// does not fit its lines).
    pub fn render(&self, ctx: &Ctx<'_>, event: &EventInfo, incident: &Incident) -> Vec<PageOut> {
        let value = |name: &str| source_value(ctx, event, incident, name);
        let footer = match incident.number {
            Some(n) if !incident.entry_hash.is_empty() => {
                format!("{} · #{n} · {}", event.name, short_hash(&incident.entry_hash))
            }
            Some(n) => format!("{} · #{n}", event.name),
            None => event.name.clone(),
        };
        let mut sheet = ctx.start_page(&event.organiser, &form::event_line(ctx, event), &footer);
        let body = sheet.body;
        let mut y = body.y;
        let mut overflow: Vec<(String, Vec<String>)> = Vec::new();
        for section in &self.sections {
            let area = Area {
                y,
                h: section.height(ctx.page.fonts.label),
                ..body
            };
            let mut top = y;
            if let Some(title) = &section.title {
                top += section_bar(ctx, &mut sheet.canvas, area, ctx.label(title));
            }
            let inner = Area {
                y: top,
                h: area.y + area.h - top,
                ..area
            };
            match section.kind {
                SectionKind::Grid => {
                    let grid = GridSpec {
                        row_height: section.row_height,
                        fields: section.fields.clone(),
                    };
                    ctx.draw_grid(&mut sheet.canvas, &grid, inner, &value, event.family);
                }
                SectionKind::Choices => draw_choices(ctx, &mut sheet.canvas, section, inner, &value),
                SectionKind::Lines => {
                    let text = section.source.as_deref().map(value).unwrap_or_default();
                    let rest = draw_lines(
                        ctx,
                        &mut sheet.canvas,
                        inner,
                        section.row_height,
                        section.lines.unwrap_or(0),
                        &text,
                    );
                    if !rest.is_empty() {
                        let title = section.title.as_deref().map(|k| ctx.label(k)).unwrap_or("");
                        overflow.push((title.to_string(), rest));
                    }
                }
                SectionKind::Sanctions => draw_sanctions(ctx, &mut sheet.canvas, section, inner, incident),
            }
            y += area.h + self.section_gap;
        }
        let mut sheets = vec![sheet];
        for (title, lines) in overflow {
            let mut remaining = lines;
            while !remaining.is_empty() {
                let mut page = ctx.start_page(&event.organiser, &form::event_line(ctx, event), &footer);
                let body = page.body;
                let heading = format!("{} — {}", ctx.label(&self.continued), title);
                let top = body.y + section_bar(ctx, &mut page.canvas, body, &heading);
                let row_h = 6.0;
                let fit = ((body.y + body.h - top) / row_h).floor().max(1.0) as usize;
                let chunk: Vec<String> = remaining.drain(..fit.min(remaining.len())).collect();
                let area = Area {
                    y: top,
                    h: body.y + body.h - top,
                    ..body
                };
                draw_lines(ctx, &mut page.canvas, area, row_h, fit as u32, &chunk.join("\n"));
                sheets.push(page);
            }
        }
        let total = sheets.len();
        sheets
            .into_iter()
            .enumerate()
            .map(|(i, s)| ctx.finish_page(s, i + 1, total))
            .collect()
    }
}

fn kind_name(kind: SectionKind) -> &'static str {
    match kind {
        SectionKind::Grid => "grid",
        SectionKind::Choices => "choices",
        SectionKind::Lines => "lines",
        SectionKind::Sanctions => "sanctions",
    }
}

fn short_hash(hash: &str) -> String {
    hash.chars().take(16).collect()
}

fn source_value(ctx: &Ctx<'_>, event: &EventInfo, incident: &Incident, name: &str) -> String {
    let labels = ctx.labels;
    if let Some(value) = event_field(labels, event, name) {
        return value;
    }
    if let Some(field) = name.strip_prefix("white.") {
        return player_field(labels, &incident.white, field);
    }
    if let Some(field) = name.strip_prefix("black.") {
        return player_field(labels, &incident.black, field);
    }
    let appeal = incident.appeal.as_ref();
    let appeal_field = |f: fn(&crate::model::Appeal) -> String| appeal.map(f).unwrap_or_default();
    match name {
        "number" => text::opt(incident.number),
        "corrects" => incident.corrects.map(|n| format!("#{n}")).unwrap_or_default(),
        "date" => text::date(labels, &incident.date),
        "time" => incident.time.clone(),
        "round" => text::opt(incident.round),
        "board" => text::opt(incident.board),
        "player" => incident.player.clone(),
        "reported_by" => incident.reported_by.clone(),
        "arbiter" => incident.arbiter.clone(),
        "fault" => incident.fault.clone(),
        "fault_detail" => incident.fault_detail.clone(),
        "description" => incident.description.clone(),
        "card_code" => incident.card_code.clone(),
        "window" => incident.window.clone(),
        "previous_faults" => text::opt(incident.previous_faults),
        "ladder_step" => text::opt(incident.ladder_step),
        "sanction_detail" => incident.sanction_detail.clone(),
        "deviation_reason" => incident.deviation_reason.clone(),
        "game_result" => text::result_mark(&incident.game_result),
        "entry_hash" => incident.entry_hash.clone(),
        "appeal.lodged_at" => text::date(labels, &appeal_field(|a| a.lodged_at.clone())),
        "appeal.lodged_by" => appeal_field(|a| a.lodged_by.clone()),
        "appeal.grounds" => appeal_field(|a| a.grounds.clone()),
        "appeal.committee" => appeal_field(|a| a.committee.join(" · ")),
        "appeal.decision" => appeal_field(|a| a.decision.clone()),
        "appeal.decision_text" => appeal_field(|a| a.decision_text.clone()),
        "appeal.decided_at" => text::date(labels, &appeal_field(|a| a.decided_at.clone())),
        _ => String::new(),
    }
}

fn draw_choices(
    ctx: &Ctx<'_>,
    canvas: &mut Canvas<'_>,
    section: &SectionSpec,
    area: Area,
    value: &dyn Fn(&str) -> String,
) {
    let chosen = section.source.as_deref().map(value).unwrap_or_default();
    let chosen = chosen.trim();
    let matched = section.options.iter().any(|o| o.id == chosen);
    let mut detail = section.detail_source.as_deref().map(value).unwrap_or_default();
    let other = section.other.as_deref();
    if !chosen.is_empty() && !matched && detail.trim().is_empty() {
        // An id the layout does not know: tick "other" and write it out.
        detail = chosen.to_string();
    }
    let columns = section.columns.unwrap_or(1).max(1) as usize;
    let col_w = area.w / columns as f32;
    let h = section.row_height;
    let style = Style::regular(ctx.page.fonts.value - 1.0);
    let box_size = (h * 0.55).min(3.6);
    canvas.frame(area.x, area.y, area.w, area.h, sheet::RULE);
    for (i, option) in section.options.iter().enumerate() {
        let row = i / columns;
        let col = i % columns;
        let x = area.x + col as f32 * col_w + 1.5;
        let y = area.y + 0.5 + row as f32 * h;
        let is_other = other == Some(option.id.as_str());
        let checked = option.id == chosen || (is_other && !chosen.is_empty() && !matched);
        canvas.checkbox(x, y + (h - box_size) / 2.0, box_size, checked);
        let label = ctx.label(&option.label);
        let text_x = x + box_size + 1.5;
        let text_w = col_w - box_size - 4.0;
        if is_other {
            let label_w = canvas.measure(label, style).min(text_w * 0.45);
            canvas.text_in_box(text_x, y, label_w, h, label, style, Align::Left, 0.0);
            let line_x = text_x + label_w + 1.0;
            let line_end = area.x + area.w - 2.0;
            let line_end = if columns > 1 && col + 1 < columns {
                x + col_w - 3.0
            } else {
                line_end
            };
            canvas.line_styled(line_x, y + h - 1.0, line_end, y + h - 1.0, sheet::HAIR, 0.4, true);
            canvas.text_in_box(
                line_x,
                y,
                line_end - line_x,
                h,
                &detail,
                Style::bold(style.size),
                Align::Left,
                0.5,
            );
        } else {
            canvas.text_in_box(text_x, y, text_w, h, label, style, Align::Left, 0.0);
        }
    }
}

/// Ruled lines with `text` written on them; returns the lines that did not fit.
fn draw_lines(
    ctx: &Ctx<'_>,
    canvas: &mut Canvas<'_>,
    area: Area,
    row_h: f32,
    lines: u32,
    text: &str,
) -> Vec<String> {
    canvas.frame(area.x, area.y, area.w, area.h, sheet::RULE);
    for i in 1..=lines {
        let y = area.y + 0.5 + i as f32 * row_h;
        if y < area.y + area.h - 0.3 {
            canvas.line_styled(
                area.x + 2.0,
                y,
                area.x + area.w - 2.0,
                y,
                sheet::HAIR,
                0.55,
                false,
            );
        }
    }
    let style = Style::regular(ctx.page.fonts.value - 0.5);
    let wrapped = if text.trim().is_empty() {
        Vec::new()
    } else {
        canvas.wrap(text, style, area.w - 5.0)
    };
    let mut rest = Vec::new();
    for (i, line) in wrapped.into_iter().enumerate() {
        if i < lines as usize {
            let base = area.y + 0.5 + (i + 1) as f32 * row_h - 1.0;
            canvas.text(area.x + 2.5, base, area.w - 5.0, &line, style, Align::Left);
        } else {
            rest.push(line);
        }
    }
    rest
}

/// A row of the sanctions table: a listed sanction, or the "other" row with
/// the unlisted ids the data names.
enum Row {
    Listed(String),
    Other(Vec<String>),
}

fn draw_sanctions(
    ctx: &Ctx<'_>,
    canvas: &mut Canvas<'_>,
    section: &SectionSpec,
    area: Area,
    incident: &Incident,
) {
    let Some(headings) = &section.headings else {
        return;
    };
    let cols = Columns::split(area.x, area.w, &[11.0, 55.0, 12.0, 11.0, 11.0]);
    let h = section.row_height;
    let labels = [
        ctx.label(&headings.clause),
        ctx.label(&headings.sanction),
        ctx.label(&headings.ladder),
        ctx.label(&headings.suggested),
        ctx.label(&headings.applied),
    ];
    let mut rows: Vec<(Row, String, String, String)> = section
        .sanctions
        .iter()
        .map(|s| {
            (
                Row::Listed(s.id.clone()),
                s.clause.clone(),
                ctx.label(&s.label).to_string(),
                s.ladder.map(|l| l.to_string()).unwrap_or_default(),
            )
        })
        .collect();
    if let Some(other) = &section.other_label {
        // Sanction ids the layout does not list are still shown, written out.
        let unknown: Vec<&str> = incident
            .applied_sanctions
            .iter()
            .chain(&incident.suggested_sanctions)
            .map(|id| id.trim())
            .filter(|id| !id.is_empty() && !section.sanctions.iter().any(|s| s.id == *id))
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        let label = if unknown.is_empty() {
            ctx.label(other).to_string()
        } else {
            format!("{}: {}", ctx.label(other), unknown.join(", "))
        };
        rows.push((
            Row::Other(unknown.iter().map(|s| s.to_string()).collect()),
            String::new(),
            label,
            String::new(),
        ));
    }
    let rows = &rows[..];
    sheet::draw_table(
        canvas,
        &cols,
        area.y,
        h,
        &labels,
        Style::bold(ctx.page.fonts.label),
        rows.len(),
        h,
        false,
    );
    let body_top = area.y + h;
    let style = Style::regular(ctx.page.fonts.value - 1.5);
    let box_size = (h * 0.6).min(3.4);
    for (r, (id, clause, label, ladder)) in rows.iter().enumerate() {
        let y = body_top + r as f32 * h;
        if !ladder.is_empty() {
            canvas.fill(cols.x[2], y, cols.w[2], h, sheet::ZEBRA_FILL);
        }
        sheet::cell(canvas, &cols, body_top, h, r, 0, clause, style, Align::Center);
        sheet::cell(canvas, &cols, body_top, h, r, 1, label, style, Align::Left);
        sheet::cell(
            canvas,
            &cols,
            body_top,
            h,
            r,
            2,
            ladder,
            Style::bold(style.size),
            Align::Center,
        );
        for (c, chosen) in [
            (3, &incident.suggested_sanctions),
            (4, &incident.applied_sanctions),
        ] {
            let bx = cols.x[c] + (cols.w[c] - box_size) / 2.0;
            let checked = chosen.iter().any(|chosen| match id {
                Row::Listed(id) => chosen.trim() == id,
                Row::Other(ids) => ids.iter().any(|id| chosen.trim() == id),
            });
            canvas.checkbox(bx, y + (h - box_size) / 2.0, box_size, checked);
        }
    }
}
