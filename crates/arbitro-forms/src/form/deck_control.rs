//! The deck control sheet (AM-AB): before each round, per board, the deck and
//! its version, the expected and counted cards, the state of every card code
//! (present, missing, damaged, marked), replacements, who checked and when.

use serde::Deserialize;

use crate::canvas::{Align, Canvas, PageOut, Style};
use crate::error::FormsError;
use crate::form::{self, event_field};
use crate::layout::{Check, GridSpec, PageSpec};
use crate::model::{CardState, DeckCheck, DeckControlDoc};
use crate::sheet::{self, Area, Ctx, Paper};
use crate::text;

/// How a card state is marked.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StateSpec {
    /// The state.
    pub state: CardState,
    /// The mark written in the code's box (`✓`, `F`, `D`, `M`).
    pub mark: String,
    /// Label key of its explanation.
    pub label: String,
}

/// The legend of state marks.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LegendSpec {
    /// Label key introducing the marks.
    pub title: String,
    /// Height in millimetres.
    pub height: f32,
    /// One entry per state.
    pub states: Vec<StateSpec>,
}

/// The grid of card codes of a board.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CodesSpec {
    /// Codes per row.
    pub columns: u32,
    /// Row height in millimetres.
    pub row_height: f32,
    /// Rows of empty boxes when no codes are known.
    pub blank_rows: u32,
}

/// One board's block.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardSpec {
    /// Space after each block in millimetres.
    pub gap: f32,
    /// Grid above the codes.
    pub top: GridSpec,
    /// The codes.
    pub codes: CodesSpec,
    /// Grid below the codes.
    pub bottom: GridSpec,
}

/// The deck control layout file (`forms/deck-control.toml`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckControlLayout {
    /// Page, title and type.
    pub page: PageSpec,
    /// Grid at the top of each page.
    pub header: GridSpec,
    /// Legend of the marks.
    pub legend: LegendSpec,
    /// The block of each board.
    pub board: BoardSpec,
}

const HEADER_FIELDS: &[&str] = &["round", "date", "expected_count"];
const BOARD_FIELDS: &[&str] = &[
    "round",
    "date",
    "board",
    "white",
    "black",
    "deck",
    "expected_count",
    "counted",
    "summary",
    "replacements",
    "checker",
    "time",
    "override_reason",
];

impl DeckControlLayout {
    /// Checks the layout; label keys it uses go to `check`.
    pub fn validate(&self, check: &mut Check) -> Result<(), FormsError> {
        check.page(&self.page)?;
        check.grid("header", &self.header, &form::sources(HEADER_FIELDS, &[]))?;
        let board_sources = form::sources(BOARD_FIELDS, &[]);
        check.grid("board.top", &self.board.top, &board_sources)?;
        check.grid("board.bottom", &self.board.bottom, &board_sources)?;
        check.non_negative("board.gap", self.board.gap)?;
        let codes = &self.board.codes;
        if !(1..=20).contains(&codes.columns) {
            return Err(check.error("board.codes.columns", "must be 1 to 20"));
        }
        check.positive("board.codes.row_height", codes.row_height)?;
        check.label("legend.title", &self.legend.title)?;
        check.positive("legend.height", self.legend.height)?;
        for state in [
            CardState::Present,
            CardState::Missing,
            CardState::Damaged,
            CardState::Marked,
        ] {
            if !self.legend.states.iter().any(|s| s.state == state) {
                return Err(check.error("legend.states", format!("no mark for the state `{state:?}`")));
            }
        }
        for (i, state) in self.legend.states.iter().enumerate() {
            if state.mark.trim().is_empty() {
                return Err(check.error(format!("legend.states[{i}].mark"), "a mark cannot be empty"));
            }
            check.label(format!("legend.states[{i}].label"), &state.label)?;
        }
        // A board of the largest deck the product ships (56 codes) must fit a page.
        let rows = 56u32.div_ceil(codes.columns);
        let block = self.block_height(rows);
        for paper in Paper::ALL {
            let (_, h) = paper.size(self.page.orientation);
            let m = &self.page.margins;
            let available = h - m.top - m.bottom - self.page.band_height - 2.0 - self.page.footer_height;
            let needed = self.header.height() + self.legend.height + block;
            if needed > available {
                return Err(check.error(
                    "board",
                    format!(
                        "a board of a 56-card deck needs {needed:.1} mm with the header, but {} paper leaves {available:.1} mm",
                        paper.name()
                    ),
                ));
            }
        }
        Ok(())
    }

    fn block_height(&self, code_rows: u32) -> f32 {
        self.board.top.height() + code_rows as f32 * self.board.codes.row_height + self.board.bottom.height()
    }

    fn code_rows(&self, codes: usize) -> u32 {
        if codes == 0 {
            self.board.codes.blank_rows
        } else {
            (codes as u32).div_ceil(self.board.codes.columns)
        }
    }

    /// Renders the sheets of a round.
    pub fn render(&self, ctx: &Ctx<'_>, doc: &DeckControlDoc) -> Vec<PageOut> {
        let body = ctx.body_area();
        let top = body.y + self.header.height() + self.legend.height;
        let space = body.y + body.h - top;
        let boards: Vec<DeckCheck> = if doc.boards.is_empty() {
            // One page of blank blocks.
            let rows = self.code_rows(doc.codes.len());
            let step = self.block_height(rows) + self.board.gap;
            let count = ((space + self.board.gap) / step).floor().max(1.0) as usize;
            vec![DeckCheck::default(); count]
        } else {
            doc.boards.clone()
        };

        // Lay the blocks out page by page.
        let mut pages: Vec<Vec<(usize, f32)>> = vec![Vec::new()];
        let mut y = top;
        for (i, board) in boards.iter().enumerate() {
            let codes = if board.codes.is_empty() {
                doc.codes.len()
            } else {
                board.codes.len()
            };
            let h = self.block_height(self.code_rows(codes));
            if y + h > body.y + body.h + 0.01 && pages.last().is_some_and(|p| !p.is_empty()) {
                pages.push(Vec::new());
                y = top;
            }
            if let Some(page) = pages.last_mut() {
                page.push((i, y));
            }
            y += h + self.board.gap;
        }

        let total = pages.len();
        let event_line = form::event_line(ctx, &doc.event);
        let mut out = Vec::with_capacity(total);
        for (n, blocks) in pages.iter().enumerate() {
            let mut sheet = ctx.start_page(&doc.event.organiser, &event_line, &doc.event.name);
            let header_area = Area {
                h: self.header.height(),
                ..body
            };
            let header_value = |name: &str| self.header_value(ctx, doc, name);
            ctx.draw_grid(
                &mut sheet.canvas,
                &self.header,
                header_area,
                &header_value,
                doc.event.family,
            );
            self.draw_legend(
                ctx,
                &mut sheet.canvas,
                body.x,
                body.y + self.header.height(),
                body.w,
            );
            for &(i, y) in blocks {
                self.draw_board(ctx, &mut sheet.canvas, doc, &boards[i], Area { y, ..body });
            }
            out.push(ctx.finish_page(sheet, n + 1, total));
        }
        out
    }

    fn header_value(&self, ctx: &Ctx<'_>, doc: &DeckControlDoc, name: &str) -> String {
        if let Some(value) = event_field(ctx.labels, &doc.event, name) {
            return value;
        }
        match name {
            "round" => text::opt(doc.round),
            "date" => text::date(ctx.labels, &doc.date),
            "expected_count" => {
                if doc.codes.is_empty() {
                    String::new()
                } else {
                    doc.codes.len().to_string()
                }
            }
            _ => String::new(),
        }
    }

    fn draw_legend(&self, ctx: &Ctx<'_>, canvas: &mut Canvas<'_>, x: f32, y: f32, w: f32) {
        let style = Style::regular(ctx.page.fonts.small + 0.5);
        let marks: Vec<String> = self
            .legend
            .states
            .iter()
            .map(|s| format!("{} = {}", s.mark, ctx.label(&s.label)))
            .collect();
        let text = format!("{}: {}", ctx.label(&self.legend.title), marks.join(" · "));
        canvas.text_in_box(x, y, w, self.legend.height, &text, style, Align::Left, 0.0);
    }

    fn mark(&self, state: CardState) -> &str {
        self.legend
            .states
            .iter()
            .find(|s| s.state == state)
            .map(|s| s.mark.as_str())
            .unwrap_or("")
    }

    fn draw_board(
        &self,
        ctx: &Ctx<'_>,
        canvas: &mut Canvas<'_>,
        doc: &DeckControlDoc,
        board: &DeckCheck,
        area: Area,
    ) {
        let value = |name: &str| board_value(ctx, doc, board, name);
        let top_area = Area {
            h: self.board.top.height(),
            ..area
        };
        ctx.draw_grid(canvas, &self.board.top, top_area, &value, doc.event.family);

        let codes: &[String] = if board.codes.is_empty() {
            &doc.codes
        } else {
            &board.codes
        };
        let spec = &self.board.codes;
        let rows = self.code_rows(codes.len()) as usize;
        let columns = spec.columns as usize;
        let cell_w = area.w / columns as f32;
        let y0 = area.y + self.board.top.height();
        let h = spec.row_height;
        let code_style = Style::regular(ctx.page.fonts.cell);
        let mark_style = Style::bold(ctx.page.fonts.cell + 1.0);
        let box_w = (cell_w * 0.38).min(h * 0.9);
        for r in 0..rows {
            for c in 0..columns {
                let i = r * columns + c;
                let x = area.x + c as f32 * cell_w;
                let y = y0 + r as f32 * h;
                let code = codes.get(i);
                if code.is_none() && !codes.is_empty() {
                    canvas.fill(x, y, cell_w, h, sheet::ZEBRA_FILL);
                    continue;
                }
                let state =
                    code.and_then(|code| board.checks.iter().find(|k| &k.code == code).map(|k| k.state));
                if matches!(
                    state,
                    Some(CardState::Missing | CardState::Damaged | CardState::Marked)
                ) {
                    canvas.fill(x, y, cell_w, h, sheet::HEADING_FILL);
                }
                if let Some(code) = code {
                    canvas.text_in_box(x, y, cell_w - box_w, h, code, code_style, Align::Left, 1.0);
                }
                let bx = x + cell_w - box_w - 0.8;
                let by = y + 0.8;
                canvas.frame(bx, by, box_w, h - 1.6, sheet::HAIR);
                if let Some(state) = state {
                    canvas.text_in_box(
                        bx,
                        by,
                        box_w,
                        h - 1.6,
                        self.mark(state),
                        mark_style,
                        Align::Center,
                        0.2,
                    );
                }
            }
        }
        for r in 1..rows {
            let y = y0 + r as f32 * h;
            canvas.line(area.x, y, area.x + area.w, y, sheet::HAIR);
        }
        for c in 1..columns {
            let x = area.x + c as f32 * cell_w;
            canvas.line(x, y0, x, y0 + rows as f32 * h, sheet::HAIR);
        }
        canvas.frame(area.x, y0, area.w, rows as f32 * h, sheet::RULE);

        let bottom_area = Area {
            y: y0 + rows as f32 * h,
            h: self.board.bottom.height(),
            ..area
        };
        ctx.draw_grid(canvas, &self.board.bottom, bottom_area, &value, doc.event.family);
        let block_h = self.block_height(rows as u32);
        canvas.frame(area.x, area.y, area.w, block_h, sheet::THICK);
    }
}

fn board_value(ctx: &Ctx<'_>, doc: &DeckControlDoc, board: &DeckCheck, name: &str) -> String {
    let labels = ctx.labels;
    if let Some(value) = event_field(labels, &doc.event, name) {
        return value;
    }
    let codes = if board.codes.is_empty() {
        &doc.codes
    } else {
        &board.codes
    };
    match name {
        "round" => text::opt(doc.round),
        "date" => text::date(labels, &doc.date),
        "board" => text::opt(board.board),
        "white" => board.white.clone(),
        "black" => board.black.clone(),
        "deck" => {
            let own = board.deck.display();
            if own.is_empty() {
                doc.event.deck.as_ref().map(|d| d.display()).unwrap_or_default()
            } else {
                own
            }
        }
        "expected_count" => match board.expected_count {
            Some(n) => n.to_string(),
            None if !codes.is_empty() => codes.len().to_string(),
            None => String::new(),
        },
        "counted" => text::opt(board.counted),
        "summary" => summary(ctx, doc, board),
        "replacements" => board
            .replacements
            .iter()
            .map(|r| {
                if r.note.trim().is_empty() {
                    r.code.clone()
                } else {
                    format!("{} ({})", r.code, r.note.trim())
                }
            })
            .collect::<Vec<_>>()
            .join(", "),
        "checker" => board.checker.clone(),
        "time" => board.time.clone(),
        "override_reason" => board.override_reason.clone(),
        _ => String::new(),
    }
}

/// "Complete" or the problems found (missing, damaged, marked, unchecked
/// codes, a count that differs); empty when nothing was checked.
fn summary(ctx: &Ctx<'_>, doc: &DeckControlDoc, board: &DeckCheck) -> String {
    if board.checks.is_empty() && board.counted.is_none() {
        return String::new();
    }
    let codes = if board.codes.is_empty() {
        &doc.codes
    } else {
        &board.codes
    };
    let count = |state: CardState| board.checks.iter().filter(|k| k.state == state).count();
    let unchecked = codes
        .iter()
        .filter(|c| !board.checks.iter().any(|k| &k.code == *c))
        .count();
    let expected = board
        .expected_count
        .or((!codes.is_empty()).then_some(codes.len() as u32));
    let mut parts = Vec::new();
    for (key, n) in [
        ("deck.summary.missing", count(CardState::Missing)),
        ("deck.summary.damaged", count(CardState::Damaged)),
        ("deck.summary.marked", count(CardState::Marked)),
        ("deck.summary.unchecked", unchecked),
    ] {
        if n > 0 {
            parts.push(ctx.labels.fill(key, &[("n", &n.to_string())]));
        }
    }
    if let (Some(counted), Some(expected)) = (board.counted, expected)
        && counted != expected
    {
        parts.push(ctx.labels.fill(
            "deck.summary.count",
            &[
                ("counted", &counted.to_string()),
                ("expected", &expected.to_string()),
            ],
        ));
    }
    if parts.is_empty() {
        ctx.label("deck.summary.ok").to_string()
    } else {
        parts.join(" · ")
    }
}
