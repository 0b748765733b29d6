//! What every form page has: the paper, the title band with the form's code,
//! the footer with the page count, labelled field grids and ruled tables.

use crate::canvas::{Align, Canvas, PageOut, Style};
use crate::fonts::Fonts;
use crate::labels::Labels;
use crate::layout::{ColumnSpec, FieldKind, GridSpec, Orientation, PageSpec};
use crate::model::GameFamily;
use crate::text;

/// Paper size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Every supported paper.
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// Parses `a4` or `letter` (any case).
    pub fn parse(text: &str) -> Option<Paper> {
        match text.to_ascii_lowercase().as_str() {
            "a4" => Some(Paper::A4),
            "letter" => Some(Paper::Letter),
            _ => None,
        }
    }

    /// The paper's name as the command line spells it.
    pub fn name(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }

    /// Width and height in millimetres in `orientation`.
    pub fn size(self, orientation: Orientation) -> (f32, f32) {
        let (w, h) = match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        };
        match orientation {
            Orientation::Portrait => (w, h),
            Orientation::Landscape => (h, w),
        }
    }
}

/// Line widths in points.
pub const THICK: f32 = 1.2;
/// A regular rule.
pub const RULE: f32 = 0.6;
/// A hairline between rows.
pub const HAIR: f32 = 0.35;
/// Grey of captions (0 black, 1 white).
pub const CAPTION_GREY: f32 = 0.35;
/// Grey of heading backgrounds.
pub const HEADING_FILL: f32 = 0.86;
/// Grey of alternate rows.
pub const ZEBRA_FILL: f32 = 0.95;

/// A rectangle in millimetres from the top-left corner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Area {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

/// Everything a renderer needs to draw pages of one form.
pub struct Ctx<'a> {
    /// The faces.
    pub fonts: &'a Fonts,
    /// Labels of the language printed.
    pub labels: &'a Labels,
    /// The layout's page section.
    pub page: &'a PageSpec,
    /// The paper.
    pub paper: Paper,
    /// The register head printed in the footer (empty: none).
    pub register: &'a str,
}

/// One page in progress and the data of its footer.
pub struct Sheet<'a> {
    /// The canvas.
    pub canvas: Canvas<'a>,
    /// The printable area between the title band and the footer.
    pub body: Area,
    footer_note: String,
}

impl<'a> Ctx<'a> {
    /// Page width and height in millimetres.
    pub fn size(&self) -> (f32, f32) {
        self.paper.size(self.page.orientation)
    }

    /// The area between the title band and the footer on this paper.
    pub fn body_area(&self) -> Area {
        let (w, h) = self.size();
        let m = &self.page.margins;
        let y = m.top + self.page.band_height + 2.0;
        Area {
            x: m.left,
            y,
            w: w - m.left - m.right,
            h: h - m.bottom - self.page.footer_height - y,
        }
    }

    /// A label text.
    pub fn label(&self, key: &str) -> &'a str {
        self.labels.get(key)
    }

    /// Starts a page: the title band (organiser, title, subtitle, code) and
    /// the body area. `footer_note` is printed in the footer's middle.
    pub fn start_page(&self, organiser: &str, subtitle_extra: &str, footer_note: &str) -> Sheet<'a> {
        let (w, h) = self.size();
        let mut canvas = Canvas::new(self.fonts, w, h);
        let page = self.page;
        let m = &page.margins;
        let x = m.left;
        let y = m.top;
        let inner_w = w - m.left - m.right;
        let band = page.band_height;
        let code_w = (inner_w * 0.2).clamp(28.0, 44.0);

        // The code box, top right.
        let code_x = x + inner_w - code_w;
        canvas.frame(code_x, y, code_w, band - 2.0, RULE);
        canvas.fill(code_x, y, code_w, (band - 2.0) * 0.38, HEADING_FILL);
        canvas.frame(code_x, y, code_w, band - 2.0, RULE);
        canvas.text_in_box(
            code_x,
            y,
            code_w,
            (band - 2.0) * 0.38,
            self.label("common.form"),
            Style::regular(page.fonts.label),
            Align::Center,
            1.0,
        );
        canvas.text_in_box(
            code_x,
            y + (band - 2.0) * 0.38,
            code_w,
            (band - 2.0) * 0.62,
            &page.code,
            Style::bold(page.fonts.subtitle + 2.0),
            Align::Center,
            1.0,
        );

        // Organiser, title and subtitle, left.
        let text_w = inner_w - code_w - 4.0;
        let small = Style::regular(page.fonts.small);
        let title = Style::bold(page.fonts.title);
        let sub = Style::regular(page.fonts.subtitle);
        let org_base = y + canvas.cap_height(small) + 0.5;
        if !organiser.trim().is_empty() {
            canvas.text(x, org_base, text_w, &organiser.to_uppercase(), small, Align::Left);
        }
        let title_base = org_base + 1.5 + canvas.cap_height(title) * 1.25;
        canvas.text(x, title_base, text_w, self.label(&page.title), title, Align::Left);
        let mut subtitle = page
            .subtitle
            .as_deref()
            .map(|k| self.label(k).to_string())
            .unwrap_or_default();
        if !subtitle_extra.trim().is_empty() {
            if !subtitle.is_empty() {
                subtitle.push_str(" · ");
            }
            subtitle.push_str(subtitle_extra.trim());
        }
        let sub_base = title_base + 1.6 + canvas.cap_height(sub) * 1.3;
        canvas.text(x, sub_base, text_w, &subtitle, sub, Align::Left);
        canvas.line(x, y + band, x + inner_w, y + band, THICK);

        Sheet {
            canvas,
            body: self.body_area(),
            footer_note: footer_note.to_string(),
        }
    }

    /// Finishes a page: the footer with the form code and `n` of `total`.
    pub fn finish_page(&self, sheet: Sheet<'a>, n: usize, total: usize) -> PageOut {
        let Sheet {
            mut canvas,
            footer_note,
            ..
        } = sheet;
        let (w, h) = self.size();
        let m = &self.page.margins;
        let inner_w = w - m.left - m.right;
        let top = h - m.bottom - self.page.footer_height + 1.0;
        canvas.line(m.left, top, m.left + inner_w, top, HAIR);
        let style = Style::regular(self.page.fonts.small);
        let base = top + 1.2 + canvas.cap_height(style);
        let left = format!(
            "{} · {} · {}",
            self.page.code,
            self.label(&self.page.title),
            self.label("common.generated_by")
        );
        let pages = self.labels.fill(
            "common.page_of",
            &[("n", &n.to_string()), ("total", &total.to_string())],
        );
        // With the register head, the right part holds it before the page count.
        let (left_w, note_x, note_w, right) = if self.register.is_empty() {
            (0.4, 0.3, 0.4, pages)
        } else {
            (0.3, 0.3, 0.3, format!("{} · {pages}", self.register))
        };
        canvas.text(m.left, base, inner_w * left_w, &left, style, Align::Left);
        canvas.text(
            m.left + inner_w * note_x,
            base,
            inner_w * note_w,
            &footer_note,
            style,
            Align::Center,
        );
        let right_x = note_x + note_w;
        canvas.text(
            m.left + inner_w * right_x,
            base,
            inner_w * (1.0 - right_x),
            &right,
            style,
            Align::Right,
        );
        canvas.finish()
    }

    /// Draws a field grid in `area`; `value` gives each source's text. A
    /// field limited to some game families is drawn only for those.
    pub fn draw_grid(
        &self,
        canvas: &mut Canvas<'_>,
        grid: &GridSpec,
        area: Area,
        value: &dyn Fn(&str) -> String,
        family: Option<GameFamily>,
    ) {
        let fonts = &self.page.fonts;
        let caption = Style::regular(fonts.label);
        for field in &grid.fields {
            if let Some(families) = &field.families
                && !family.is_some_and(|f| families.contains(&f))
            {
                continue;
            }
            let x = area.x + area.w * field.x / 100.0;
            let w = area.w * field.w / 100.0;
            let y = area.y + field.row * grid.row_height;
            let h = field.rows * grid.row_height;
            canvas.frame(x, y, w, h, RULE);
            let pad = 1.2;
            let caption_base = y + 0.9 + canvas.cap_height(caption);
            let caption_text = field.label.as_deref().map(|k| self.label(k)).unwrap_or("");
            let text = field.source.as_deref().map(value).unwrap_or_default();
            match field.kind {
                FieldKind::Text => {
                    canvas.text(
                        x + pad,
                        caption_base,
                        w - 2.0 * pad,
                        caption_text,
                        caption,
                        Align::Left,
                    );
                    let style = if field.bold {
                        Style::bold(fonts.value)
                    } else {
                        Style::regular(fonts.value)
                    };
                    if field.rows > 1.5 {
                        let lines = canvas.wrap(&text, style, w - 2.0 * pad);
                        let step = canvas.cap_height(style) * 1.7;
                        let mut base = caption_base + 1.0 + step;
                        for line in lines {
                            if base > y + h - 0.8 {
                                break;
                            }
                            canvas.text(x + pad, base, w - 2.0 * pad, &line, style, field.align);
                            base += step;
                        }
                    } else {
                        let value_top = caption_base + 0.3;
                        let value_h = y + h - value_top;
                        canvas.text_in_box(x, value_top, w, value_h, &text, style, field.align, pad);
                    }
                }
                FieldKind::Signature => {
                    canvas.text(
                        x + pad,
                        caption_base,
                        w - 2.0 * pad,
                        caption_text,
                        caption,
                        Align::Left,
                    );
                }
                FieldKind::Result => {
                    canvas.text(
                        x + pad,
                        caption_base,
                        w - 2.0 * pad,
                        caption_text,
                        caption,
                        Align::Left,
                    );
                    self.draw_result_boxes(
                        canvas,
                        x,
                        caption_base + 0.5,
                        w,
                        y + h - caption_base - 0.5,
                        &text,
                    );
                }
            }
        }
    }

    /// The three result boxes (1-0, ½-½, 0-1) in a field, `result` crossed;
    /// a forfeit is written out beside them.
    fn draw_result_boxes(&self, canvas: &mut Canvas<'_>, x: f32, y: f32, w: f32, h: f32, result: &str) {
        let style = Style::bold(self.page.fonts.value);
        let marked = text::result_kind(result);
        let forfeit = marked.filter(|k| k.is_forfeit());
        // A forfeit is written out under the boxes.
        let boxes_h = if forfeit.is_some() { h * 0.62 } else { h };
        let choices = [
            (text::ResultKind::WhiteWins, "1-0"),
            (text::ResultKind::Draw, "½-½"),
            (text::ResultKind::BlackWins, "0-1"),
        ];
        let slot = w / 3.0;
        let box_size = (boxes_h * 0.62).min(4.2);
        for (i, (kind, mark)) in choices.iter().enumerate() {
            let sx = x + slot * i as f32;
            let text_w = canvas.measure(mark, style);
            let total = text_w + 1.5 + box_size;
            let left = sx + (slot - total) / 2.0;
            let by = y + (boxes_h - box_size) / 2.0;
            canvas.text_in_box(left, by, text_w + 0.1, box_size, mark, style, Align::Left, 0.0);
            let checked = marked.and_then(|m| m.box_kind()) == Some(*kind);
            canvas.checkbox(left + text_w + 1.5, by, box_size, checked);
        }
        if let Some(kind) = forfeit {
            let note = self.label(kind.label_key());
            let small = Style::regular(self.page.fonts.small);
            canvas.text_in_box(x, y + boxes_h, w, h - boxes_h, note, small, Align::Center, 1.0);
        }
    }
}

/// Column positions of a table: left edges and widths in millimetres.
#[derive(Debug, Clone)]
pub struct Columns {
    /// Left edge of each column.
    pub x: Vec<f32>,
    /// Width of each column.
    pub w: Vec<f32>,
}

impl Columns {
    /// Splits `width` millimetres from `left` by relative `weights`.
    pub fn split(left: f32, width: f32, weights: &[f32]) -> Columns {
        let total: f32 = weights.iter().sum::<f32>().max(f32::EPSILON);
        let mut x = Vec::with_capacity(weights.len());
        let mut w = Vec::with_capacity(weights.len());
        let mut at = left;
        for weight in weights {
            let cw = width * weight / total;
            x.push(at);
            w.push(cw);
            at += cw;
        }
        Columns { x, w }
    }

    /// Right edge of the last column.
    pub fn right(&self) -> f32 {
        self.x
            .last()
            .zip(self.w.last())
            .map(|(x, w)| x + w)
            .unwrap_or(0.0)
    }

    /// Left edge of the first column.
    pub fn left(&self) -> f32 {
        self.x.first().copied().unwrap_or(0.0)
    }
}

/// Draws a ruled table: a heading row of `heading_h` with `headings`, then
/// `rows` rows of `row_h`, alternate rows shaded when `zebra`; returns nothing
/// but the frame. Cells are filled by the caller with [`cell`].
#[allow(clippy::too_many_arguments)]
pub fn draw_table(
    canvas: &mut Canvas<'_>,
    cols: &Columns,
    top: f32,
    heading_h: f32,
    headings: &[&str],
    heading_style: Style,
    rows: usize,
    row_h: f32,
    zebra: bool,
) {
    let left = cols.left();
    let right = cols.right();
    let width = right - left;
    canvas.fill(left, top, width, heading_h, HEADING_FILL);
    let body_top = top + heading_h;
    if zebra {
        for r in (1..rows).step_by(2) {
            canvas.fill(left, body_top + r as f32 * row_h, width, row_h, ZEBRA_FILL);
        }
    }
    for (i, heading) in headings.iter().enumerate() {
        heading_cell(
            canvas,
            cols.x[i],
            top,
            cols.w[i],
            heading_h,
            heading,
            heading_style,
        );
    }
    let bottom = body_top + rows as f32 * row_h;
    for r in 1..rows {
        let y = body_top + r as f32 * row_h;
        canvas.line(left, y, right, y, HAIR);
    }
    for x in cols.x.iter().skip(1) {
        canvas.line(*x, top, *x, bottom, HAIR);
    }
    canvas.line(left, body_top, right, body_top, RULE);
    canvas.frame(left, top, width, bottom - top, THICK * 0.8);
}

/// A heading cell: the text centred, on two lines when it does not fit one.
pub fn heading_cell(canvas: &mut Canvas<'_>, x: f32, y: f32, w: f32, h: f32, text: &str, style: Style) {
    let pad = 0.6;
    let fits = canvas.measure(text, style) <= w - 2.0 * pad;
    let lines = if fits {
        vec![text.to_string()]
    } else {
        canvas.wrap(text, style, w - 2.0 * pad)
    };
    if lines.len() >= 2 && canvas.cap_height(style) * 3.4 <= h {
        let step = canvas.cap_height(style) * 1.55;
        let first = y + h / 2.0 - step / 2.0 + canvas.cap_height(style) / 2.0;
        canvas.text(x + pad, first, w - 2.0 * pad, &lines[0], style, Align::Center);
        let rest = lines[1..].join(" ");
        canvas.text(x + pad, first + step, w - 2.0 * pad, &rest, style, Align::Center);
    } else {
        canvas.text_in_box(x, y, w, h, text, style, Align::Center, pad);
    }
}

/// Writes `text` in row `row` (0-based), column `col` of a table whose body
/// starts at `body_top`.
#[allow(clippy::too_many_arguments)]
pub fn cell(
    canvas: &mut Canvas<'_>,
    cols: &Columns,
    body_top: f32,
    row_h: f32,
    row: usize,
    col: usize,
    text: &str,
    style: Style,
    align: Align,
) {
    let y = body_top + row as f32 * row_h;
    canvas.text_in_box(cols.x[col], y, cols.w[col], row_h, text, style, align, 1.0);
}

/// Weights of `columns`.
pub fn weights(columns: &[ColumnSpec]) -> Vec<f32> {
    columns.iter().map(|c| c.width).collect()
}
