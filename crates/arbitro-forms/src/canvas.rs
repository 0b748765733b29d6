//! A page to draw on in millimetres from the top-left corner, as form layouts
//! are measured. It turns drawing calls into printpdf operations (origin
//! bottom-left, points) and remembers which characters each face needs, so
//! the document can embed just those glyphs.

use std::collections::BTreeSet;

use printpdf::{
    Color, FontId, Greyscale, Line, LineDashPattern, LinePoint, Op, PaintMode, PdfFontHandle, Point, Pt,
    Rect, TextItem, TextMatrix,
};

use crate::fonts::{Fonts, Weight};

/// Points per millimetre.
const PT_PER_MM: f32 = 72.0 / 25.4;

/// The smallest horizontal scaling used to fit a text in its box, in percent.
const MIN_SCALING: f32 = 78.0;
/// The smallest fraction of the asked font size used to fit a text.
const MIN_SHRINK: f32 = 0.62;

/// Font weight and size of a text.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Style {
    /// Regular or bold.
    pub weight: Weight,
    /// Size in points.
    pub size: f32,
}

impl Style {
    /// Regular text of `size` points.
    pub fn regular(size: f32) -> Style {
        Style {
            weight: Weight::Regular,
            size,
        }
    }

    /// Bold text of `size` points.
    pub fn bold(size: f32) -> Style {
        Style {
            weight: Weight::Bold,
            size,
        }
    }
}

/// Horizontal alignment of a text in its box.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Align {
    /// Flush left.
    Left,
    /// Centred.
    Center,
    /// Flush right.
    Right,
}

/// A finished page: its size, its operations and the characters it shows.
#[derive(Debug, Clone)]
pub struct PageOut {
    /// Width in millimetres.
    pub width: f32,
    /// Height in millimetres.
    pub height: f32,
    /// printpdf operations, fonts referenced by [`font_id`].
    pub ops: Vec<Op>,
    /// Characters shown in the regular face.
    pub regular: BTreeSet<char>,
    /// Characters shown in the bold face.
    pub bold: BTreeSet<char>,
}

/// The PDF resource name of a face (fixed, so output is reproducible).
pub fn font_id(weight: Weight) -> FontId {
    match weight {
        Weight::Regular => FontId("F1".to_string()),
        Weight::Bold => FontId("F2".to_string()),
    }
}

/// A page being drawn. Graphics and text are kept apart and written as all
/// graphics, then one text object: text always lies on top of rules and
/// shading, and the page needs one `BT … ET` and one font change per run
/// instead of five operators per text.
pub struct Canvas<'f> {
    fonts: &'f Fonts,
    width: f32,
    height: f32,
    ops: Vec<Op>,
    text_ops: Vec<Op>,
    text_font: Option<(Weight, f32)>,
    text_scaling: f32,
    regular: BTreeSet<char>,
    bold: BTreeSet<char>,
    stroke_grey: f32,
    fill_grey: f32,
    dashed: bool,
    line_width: f32,
}

/// Millimetres to points, rounded to 1/100 pt (shorter content streams).
fn pt(mm: f32) -> Pt {
    Pt((mm * PT_PER_MM * 100.0).round() / 100.0)
}

fn grey(level: f32) -> Color {
    Color::Greyscale(Greyscale::new(level.clamp(0.0, 1.0), None))
}

impl<'f> Canvas<'f> {
    /// A blank page of `width` × `height` millimetres.
    pub fn new(fonts: &'f Fonts, width: f32, height: f32) -> Canvas<'f> {
        Canvas {
            fonts,
            width,
            height,
            ops: Vec::with_capacity(512),
            text_ops: Vec::with_capacity(512),
            text_font: None,
            text_scaling: 100.0,
            regular: BTreeSet::new(),
            bold: BTreeSet::new(),
            stroke_grey: 0.0,
            fill_grey: 0.0,
            dashed: false,
            line_width: -1.0,
        }
    }

    /// Page width in millimetres.
    pub fn width(&self) -> f32 {
        self.width
    }

    /// Page height in millimetres.
    pub fn height(&self) -> f32 {
        self.height
    }

    /// The faces, for measuring.
    pub fn fonts(&self) -> &'f Fonts {
        self.fonts
    }

    fn point(&self, x: f32, y: f32) -> Point {
        Point {
            x: pt(x),
            y: pt(self.height - y),
        }
    }

    fn set_line_width(&mut self, width_pt: f32) {
        if (self.line_width - width_pt).abs() > f32::EPSILON {
            self.ops.push(Op::SetOutlineThickness { pt: Pt(width_pt) });
            self.line_width = width_pt;
        }
    }

    fn set_stroke_grey(&mut self, level: f32) {
        if (self.stroke_grey - level).abs() > f32::EPSILON {
            self.ops.push(Op::SetOutlineColor { col: grey(level) });
            self.stroke_grey = level;
        }
    }

    fn set_fill_grey(&mut self, level: f32) {
        if (self.fill_grey - level).abs() > f32::EPSILON {
            self.ops.push(Op::SetFillColor { col: grey(level) });
            self.fill_grey = level;
        }
    }

    fn set_dashed(&mut self, dashed: bool) {
        if self.dashed != dashed {
            let dash = if dashed {
                LineDashPattern::new(0.0, &[2.0, 2.0])
            } else {
                LineDashPattern::solid()
            };
            self.ops.push(Op::SetLineDashPattern { dash });
            self.dashed = dashed;
        }
    }

    /// A straight black line `width_pt` points thick.
    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, width_pt: f32) {
        self.line_styled(x1, y1, x2, y2, width_pt, 0.0, false);
    }

    /// A straight line of a grey `level` (0 black, 1 white), solid or dashed.
    #[allow(clippy::too_many_arguments)]
    pub fn line_styled(
        &mut self,
        x1: f32,
        y1: f32,
        x2: f32,
        y2: f32,
        width_pt: f32,
        level: f32,
        dashed: bool,
    ) {
        self.set_line_width(width_pt);
        self.set_stroke_grey(level);
        self.set_dashed(dashed);
        let points = vec![
            LinePoint {
                p: self.point(x1, y1),
                bezier: false,
            },
            LinePoint {
                p: self.point(x2, y2),
                bezier: false,
            },
        ];
        self.ops.push(Op::DrawLine {
            line: Line {
                points,
                is_closed: false,
            },
        });
    }

    /// The outline of a rectangle (top-left corner `x`, `y`).
    pub fn frame(&mut self, x: f32, y: f32, w: f32, h: f32, width_pt: f32) {
        self.set_line_width(width_pt);
        self.set_stroke_grey(0.0);
        self.set_dashed(false);
        self.rect(x, y, w, h, PaintMode::Stroke);
    }

    /// A filled rectangle of a grey `level` (0 black, 1 white).
    pub fn fill(&mut self, x: f32, y: f32, w: f32, h: f32, level: f32) {
        self.set_fill_grey(level);
        self.rect(x, y, w, h, PaintMode::Fill);
    }

    fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, mode: PaintMode) {
        let mut rectangle = Rect::from_xywh(pt(x), pt(self.height - y - h), pt(w), pt(h));
        rectangle.mode = Some(mode);
        self.ops.push(Op::DrawRectangle { rectangle });
    }

    /// A square tick box of side `size` with its top-left corner at `x`, `y`,
    /// crossed when `checked`.
    pub fn checkbox(&mut self, x: f32, y: f32, size: f32, checked: bool) {
        self.frame(x, y, size, size, 0.6);
        if checked {
            let m = size * 0.18;
            self.line(x + m, y + m, x + size - m, y + size - m, 1.1);
            self.line(x + m, y + size - m, x + size - m, y + m, 1.1);
        }
    }

    /// Width of `text` in millimetres in `style`, unscaled.
    pub fn measure(&self, text: &str, style: Style) -> f32 {
        self.fonts.face(style.weight).width_pt(text, style.size) / PT_PER_MM
    }

    /// Cap height of `style` in millimetres.
    pub fn cap_height(&self, style: Style) -> f32 {
        self.fonts.face(style.weight).cap_height_pt(style.size) / PT_PER_MM
    }

    /// Draws `text` on the baseline `y`, aligned in the span `x`..`x + w`.
    /// A text too wide for the span is condensed, then reduced, then cut
    /// with an ellipsis: it never spills out of its box.
    pub fn text(&mut self, x: f32, y: f32, w: f32, text: &str, style: Style, align: Align) {
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        let natural = self.measure(text, style);
        let (shown, size, scaling, width) = if natural <= w || w <= 0.0 {
            (text.to_string(), style.size, 100.0, natural)
        } else {
            self.fit(text, style, w)
        };
        let left = match align {
            Align::Left => x,
            Align::Center => x + (w - width) / 2.0,
            Align::Right => x + w - width,
        };
        let used = match style.weight {
            Weight::Regular => &mut self.regular,
            Weight::Bold => &mut self.bold,
        };
        used.extend(shown.chars());
        let size = (size * 100.0).round() / 100.0;
        if self.text_font != Some((style.weight, size)) {
            self.text_ops.push(Op::SetFont {
                font: PdfFontHandle::External(font_id(style.weight)),
                size: Pt(size),
            });
            self.text_font = Some((style.weight, size));
        }
        let scaling = (scaling * 10.0).round() / 10.0;
        if (self.text_scaling - scaling).abs() > f32::EPSILON {
            self.text_ops.push(Op::SetHorizontalScaling { percent: scaling });
            self.text_scaling = scaling;
        }
        let pos = self.point(left, y);
        self.text_ops.push(Op::SetTextMatrix {
            matrix: TextMatrix::Translate(pos.x, pos.y),
        });
        self.text_ops.push(Op::ShowText {
            items: vec![TextItem::Text(shown)],
        });
    }

    /// How to show `text` within `w` millimetres: the text (maybe cut), the
    /// font size, the horizontal scaling and the resulting width.
    fn fit(&self, text: &str, style: Style, w: f32) -> (String, f32, f32, f32) {
        let natural = self.measure(text, style);
        let ratio = w / natural;
        if ratio * 100.0 >= MIN_SCALING {
            return (text.to_string(), style.size, ratio * 100.0, w);
        }
        let shrink = ratio * 100.0 / MIN_SCALING;
        if shrink >= MIN_SHRINK {
            return (text.to_string(), style.size * shrink, MIN_SCALING, w);
        }
        // Still too long at the smallest size: cut it.
        let size = style.size * MIN_SHRINK;
        let small = Style { size, ..style };
        let factor = MIN_SCALING / 100.0;
        let mut cut: String = text.to_string();
        while !cut.is_empty() {
            cut.pop();
            let candidate = format!("{}…", cut.trim_end());
            let width = self.measure(&candidate, small) * factor;
            if width <= w {
                return (candidate, size, MIN_SCALING, width);
            }
        }
        (
            "…".to_string(),
            size,
            MIN_SCALING,
            self.measure("…", small) * factor,
        )
    }

    /// Draws `text` vertically centred in the box `x`, `y`, `w`, `h`, with
    /// `pad` millimetres of horizontal padding.
    #[allow(clippy::too_many_arguments)]
    pub fn text_in_box(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        text: &str,
        style: Style,
        align: Align,
        pad: f32,
    ) {
        let baseline = y + (h + self.cap_height(style)) / 2.0;
        self.text(x + pad, baseline, w - 2.0 * pad, text, style, align);
    }

    /// Breaks `text` into lines no wider than `w` millimetres in `style`
    /// (explicit line breaks are kept; a word longer than a line is cut).
    pub fn wrap(&self, text: &str, style: Style, w: f32) -> Vec<String> {
        let mut lines = Vec::new();
        for paragraph in text.split('\n') {
            let mut line = String::new();
            for word in paragraph.split_whitespace() {
                let candidate = if line.is_empty() {
                    word.to_string()
                } else {
                    format!("{line} {word}")
                };
                if self.measure(&candidate, style) <= w || line.is_empty() && self.measure(word, style) > w {
                    if line.is_empty() && self.measure(word, style) > w {
                        // A word wider than the line: split it by characters.
                        let mut piece = String::new();
                        for c in word.chars() {
                            piece.push(c);
                            if self.measure(&piece, style) > w && piece.chars().count() > 1 {
                                piece.pop();
                                lines.push(std::mem::take(&mut piece));
                                piece.push(c);
                            }
                        }
                        line = piece;
                    } else {
                        line = candidate;
                    }
                } else {
                    lines.push(std::mem::replace(&mut line, word.to_string()));
                }
            }
            lines.push(line);
        }
        while lines.last().is_some_and(String::is_empty) && lines.len() > 1 {
            lines.pop();
        }
        lines
    }

    /// The finished page: the graphics, then the text on top.
    pub fn finish(self) -> PageOut {
        let mut ops = self.ops;
        if !self.text_ops.is_empty() {
            if self.fill_grey != 0.0 {
                ops.push(Op::SetFillColor { col: grey(0.0) });
            }
            ops.reserve(self.text_ops.len() + 2);
            ops.push(Op::StartTextSection);
            ops.extend(self.text_ops);
            ops.push(Op::EndTextSection);
        }
        PageOut {
            width: self.width,
            height: self.height,
            ops,
            regular: self.regular,
            bold: self.bold,
        }
    }
}
