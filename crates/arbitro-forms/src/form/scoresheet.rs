//! The game scoresheet ("planilla de partida", AM-AD): header, numbered move
//! rows with columns for the move, the card code and its window (AM-AA), a
//! reaction column in Advanced mode (AM-R14), the window legend, the result
//! and the signatures. Long games continue on further pages.

use serde::Deserialize;

use crate::canvas::{Align, PageOut, Style};
use crate::error::FormsError;
use crate::layout::{Check, GridSpec, PageSpec};
use crate::model::{CardEvent, EventInfo, GameFamily, GameSheet, Side};
use crate::sheet::{self, Area, Columns, Ctx, Paper};
use crate::text;

/// Sources the header and footer grids may name.
pub const SOURCES: &[&str] = &[
    "event",
    "organiser",
    "place",
    "dates",
    "date",
    "round",
    "board",
    "chief_arbiter",
    "time_control",
    "family",
    "deck",
    "rulebook",
    "start_position",
    "copy_for",
    "result",
    "white.name",
    "white.title",
    "white.id",
    "white.federation",
    "white.rating",
    "white.number",
    "white.club",
    "black.name",
    "black.title",
    "black.id",
    "black.federation",
    "black.rating",
    "black.number",
    "black.club",
];

/// Column keys of the move table.
pub const MOVE_KEYS: &[&str] = &[
    "number",
    "white.move",
    "white.card",
    "white.window",
    "white.reaction",
    "black.move",
    "black.card",
    "black.window",
    "black.reaction",
];

/// When a move-table column (or a legend note) is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Show {
    /// Always.
    #[default]
    Always,
    /// In families that play cards (AM, ED).
    Cards,
    /// In families whose cards have windows (AM).
    Windows,
    /// In Advanced mode only (AM-R14).
    Reactions,
}

impl Show {
    fn applies(self, family: GameFamily) -> bool {
        match self {
            Show::Always => true,
            Show::Cards => family.has_cards(),
            Show::Windows => family.has_windows(),
            Show::Reactions => family.has_reactions(),
        }
    }
}

/// One column of the move table.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveColumn {
    /// Which datum: `number`, or `white.`/`black.` + `move`, `card`,
    /// `window`, `reaction`.
    pub key: String,
    /// Label key of the heading.
    pub label: String,
    /// Relative width.
    pub width: f32,
    /// Alignment of the cells.
    #[serde(default = "center")]
    pub align: Align,
    /// When the column is shown.
    #[serde(default)]
    pub show: Show,
}

fn center() -> Align {
    Align::Center
}

/// The move table.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MovesSpec {
    /// Blocks side by side (FIDE sheets: 2).
    pub blocks: u32,
    /// Move rows per block.
    pub rows_per_block: u32,
    /// Smallest row height in millimetres (handwriting needs room).
    pub min_row_height: f32,
    /// Largest row height in millimetres.
    pub max_row_height: f32,
    /// Space between blocks in millimetres.
    pub block_gap: f32,
    /// Space above the table in millimetres.
    pub gap_above: f32,
    /// Height of the White/Black group heading in millimetres.
    pub group_height: f32,
    /// Height of the column headings in millimetres.
    pub heading_height: f32,
    /// A stronger rule after every this many rows (0: none).
    #[serde(default)]
    pub rule_every: u32,
    /// Label key of the White group heading.
    pub white: String,
    /// Label key of the Black group heading.
    pub black: String,
    /// The columns of one block, left to right.
    pub columns: Vec<MoveColumn>,
}

/// A window of the legend: the id the card engine records, the short code
/// printed in the window column, and the label explaining it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WindowSpec {
    /// Window id (`own_turn`, `after_card` …).
    pub id: String,
    /// Printed code (`T`, `C`, `x` …).
    pub code: String,
    /// Label key of its explanation.
    pub label: String,
}

/// A sentence of the legend, shown for some families.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoteSpec {
    /// Label key of the sentence.
    pub label: String,
    /// When it is shown.
    #[serde(default)]
    pub show: Show,
}

/// The legend under the move table.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LegendSpec {
    /// Height in millimetres.
    pub height: f32,
    /// Label key introducing the windows.
    pub windows_title: String,
    /// The windows, in printing order.
    pub windows: Vec<WindowSpec>,
    /// Further sentences.
    #[serde(default)]
    pub notes: Vec<NoteSpec>,
}

/// The scoresheet layout file (`forms/scoresheet.toml`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoresheetLayout {
    /// Page, title and type.
    pub page: PageSpec,
    /// Header grid (event, players, round …).
    pub header: GridSpec,
    /// Move table.
    pub moves: MovesSpec,
    /// Legend.
    pub legend: LegendSpec,
    /// Footer grid (result, signatures).
    pub footer: GridSpec,
}

/// Text of one half-move's cells.
#[derive(Debug, Clone, Default)]
struct Slot {
    mv: String,
    card: Vec<String>,
    window: Vec<String>,
    reaction: Vec<String>,
}

impl ScoresheetLayout {
    /// Checks the layout; label keys it uses go to `check`.
    pub fn validate(&self, check: &mut Check) -> Result<(), FormsError> {
        check.page(&self.page)?;
        check.grid("header", &self.header, SOURCES)?;
        check.grid("footer", &self.footer, SOURCES)?;
        let m = &self.moves;
        if !(1..=4).contains(&m.blocks) {
            return Err(check.error("moves.blocks", format!("must be 1 to 4, found {}", m.blocks)));
        }
        if m.rows_per_block == 0 {
            return Err(check.error("moves.rows_per_block", "must be at least 1"));
        }
        check.positive("moves.min_row_height", m.min_row_height)?;
        check.positive("moves.max_row_height", m.max_row_height)?;
        if m.max_row_height < m.min_row_height {
            return Err(check.error("moves.max_row_height", "must not be below min_row_height"));
        }
        check.non_negative("moves.block_gap", m.block_gap)?;
        check.non_negative("moves.gap_above", m.gap_above)?;
        check.positive("moves.group_height", m.group_height)?;
        check.positive("moves.heading_height", m.heading_height)?;
        check.label("moves.white", &m.white)?;
        check.label("moves.black", &m.black)?;
        if m.columns.is_empty() {
            return Err(check.error("moves.columns", "the move table needs columns"));
        }
        for (i, column) in m.columns.iter().enumerate() {
            let at = format!("moves.columns[{i}]");
            check.one_of(format!("{at}.key"), &column.key, MOVE_KEYS)?;
            if m.columns[..i].iter().any(|c| c.key == column.key) {
                return Err(check.error(
                    format!("{at}.key"),
                    format!("column `{}` appears twice", column.key),
                ));
            }
            check.label(format!("{at}.label"), &column.label)?;
            check.positive(format!("{at}.width"), column.width)?;
        }
        if !m.columns.iter().any(|c| c.key == "white.move")
            || !m.columns.iter().any(|c| c.key == "black.move")
        {
            return Err(check.error(
                "moves.columns",
                "the move table needs `white.move` and `black.move`",
            ));
        }
        check.positive("legend.height", self.legend.height)?;
        check.label("legend.windows_title", &self.legend.windows_title)?;
        for (i, window) in self.legend.windows.iter().enumerate() {
            let at = format!("legend.windows[{i}]");
            if window.id.trim().is_empty() {
                return Err(check.error(format!("{at}.id"), "a window id cannot be empty"));
            }
            if window.code.trim().is_empty() {
                return Err(check.error(format!("{at}.code"), "a window code cannot be empty"));
            }
            check.label(format!("{at}.label"), &window.label)?;
        }
        for (i, note) in self.legend.notes.iter().enumerate() {
            check.label(format!("legend.notes[{i}].label"), &note.label)?;
        }
        for paper in Paper::ALL {
            let ctx_area = body_for(&self.page, paper);
            let needed = self.fixed_height() + m.rows_per_block as f32 * m.min_row_height;
            if needed > ctx_area.h + 0.01 {
                return Err(check.error(
                    "moves.rows_per_block",
                    format!(
                        "{} rows of at least {} mm need {needed:.1} mm with the header, legend and footer, \
                         but {} paper leaves {:.1} mm; lower rows_per_block or min_row_height",
                        m.rows_per_block,
                        m.min_row_height,
                        paper.name(),
                        ctx_area.h
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Height of everything but the move rows.
    fn fixed_height(&self) -> f32 {
        let m = &self.moves;
        self.header.height()
            + m.gap_above
            + m.group_height
            + m.heading_height
            + self.legend.height
            + self.footer.height()
    }

    /// Moves per page.
    pub fn moves_per_page(&self) -> u32 {
        self.moves.blocks * self.moves.rows_per_block
    }

    /// Renders one game's sheet (several pages for a long game). `at` names
    /// the game in errors (e.g. `games[3]`).
    pub fn render(
        &self,
        ctx: &Ctx<'_>,
        event: &EventInfo,
        game: &GameSheet,
        source: &str,
        at: &str,
    ) -> Result<Vec<PageOut>, FormsError> {
        let family = game.family.or(event.family).unwrap_or(GameFamily::AmAdvanced);
        let columns: Vec<&MoveColumn> = self
            .moves
            .columns
            .iter()
            .filter(|c| c.show.applies(family))
            .collect();
        let has_reaction_column = |side: Side| {
            columns
                .iter()
                .any(|c| c.key == format!("{}.reaction", side_key(side)))
        };
        let slots = self.slots(game, family, source, at, &has_reaction_column)?;

        let first_move = game.first_move.unwrap_or(1).max(1);
        let rows_needed = slots.len().div_ceil(2).max(1) as u32;
        let per_page = self.moves_per_page();
        let pages = rows_needed.div_ceil(per_page).max(1) as usize;

        let body = ctx.body_area();
        let m = &self.moves;
        let available = body.h - self.fixed_height();
        let row_h = (available / m.rows_per_block as f32).min(m.max_row_height);
        if row_h < m.min_row_height - 0.01 {
            return Err(FormsError::layout(
                ctx.page.code.as_str(),
                "moves.rows_per_block",
                "the move rows do not fit this paper",
            ));
        }

        let header_value = |name: &str| header_source(ctx, event, game, family, name);
        let subtitle = event_subtitle(event, family, ctx);
        let mut out = Vec::with_capacity(pages);
        for page in 0..pages {
            let mut sheet = ctx.start_page(&event.organiser, &subtitle, &event.name);
            let header_area = Area {
                h: self.header.height(),
                ..body
            };
            ctx.draw_grid(
                &mut sheet.canvas,
                &self.header,
                header_area,
                &header_value,
                Some(family),
            );
            let table_top = body.y + self.header.height() + m.gap_above;
            let first_row = page as u32 * per_page;
            self.draw_moves(
                ctx,
                &mut sheet.canvas,
                &columns,
                body,
                table_top,
                row_h,
                first_row,
                first_move,
                &slots,
            );
            let table_bottom =
                table_top + m.group_height + m.heading_height + row_h * m.rows_per_block as f32;
            self.draw_legend(ctx, &mut sheet.canvas, family, body, table_bottom);
            let footer_area = Area {
                y: body.y + body.h - self.footer.height(),
                h: self.footer.height(),
                ..body
            };
            ctx.draw_grid(
                &mut sheet.canvas,
                &self.footer,
                footer_area,
                &header_value,
                Some(family),
            );
            out.push(ctx.finish_page(sheet, page + 1, pages));
        }
        Ok(out)
    }

    /// Places moves and card events in half-move slots; checks the events.
    fn slots(
        &self,
        game: &GameSheet,
        family: GameFamily,
        source: &str,
        at: &str,
        has_reaction_column: &dyn Fn(Side) -> bool,
    ) -> Result<Vec<Slot>, FormsError> {
        let plies = game.moves.len();
        let mut slots: Vec<Slot> = game
            .moves
            .iter()
            .map(|mv| Slot {
                mv: mv.clone(),
                ..Slot::default()
            })
            .collect();
        for (i, event) in game.cards.iter().enumerate() {
            let field = format!("{at}.cards[{i}]");
            check_event(event, family, plies, source, &field)?;
            let ply = event.ply as usize;
            let owner = if ply % 2 == 1 { Side::White } else { Side::Black };
            let own = event.side == owner;
            // A card of the ply's owner sits in that ply; any other card was
            // played in the window that ply opened, before the player's own
            // next ply: it sits in that next ply's reaction cell.
            let index = if own { ply - 1 } else { ply };
            if slots.len() <= index {
                slots.resize(index + 1, Slot::default());
            }
            let window = self.window_code(&event.window);
            let slot = &mut slots[index];
            if !own && has_reaction_column(event.side) {
                let text = if window.is_empty() {
                    event.code.trim().to_string()
                } else {
                    format!("{} {}", event.code.trim(), window)
                };
                slot.reaction.push(text);
            } else {
                slot.card.push(event.code.trim().to_string());
                if !window.is_empty() {
                    slot.window.push(window);
                }
            }
        }
        Ok(slots)
    }

    /// The printed code of a window given by id or by code.
    fn window_code(&self, window: &str) -> String {
        let window = window.trim();
        self.legend
            .windows
            .iter()
            .find(|w| w.id == window)
            .map(|w| w.code.clone())
            .unwrap_or_else(|| window.to_string())
    }

    #[allow(clippy::too_many_arguments)]
    fn draw_moves(
        &self,
        ctx: &Ctx<'_>,
        canvas: &mut crate::canvas::Canvas<'_>,
        columns: &[&MoveColumn],
        body: Area,
        top: f32,
        row_h: f32,
        first_row: u32,
        first_move: u32,
        slots: &[Slot],
    ) {
        let m = &self.moves;
        let fonts = &ctx.page.fonts;
        let blocks = m.blocks as usize;
        let block_w = (body.w - m.block_gap * (blocks as f32 - 1.0)) / blocks as f32;
        let weights: Vec<f32> = columns.iter().map(|c| c.width).collect();
        let heading_style = Style::regular(fonts.label);
        let group_style = Style::bold(fonts.label + 1.0);
        let cell_style = Style::regular(fonts.cell);
        let code_style = Style::bold(fonts.cell * 0.92);
        let rows = m.rows_per_block as usize;
        let heading_top = top + m.group_height;
        let body_top = heading_top + m.heading_height;
        let bottom = body_top + row_h * rows as f32;

        for b in 0..blocks {
            let bx = body.x + b as f32 * (block_w + m.block_gap);
            let cols = Columns::split(bx, block_w, &weights);
            let right = cols.right();
            // Headings.
            canvas.fill(
                bx,
                top,
                right - bx,
                m.group_height + m.heading_height,
                sheet::HEADING_FILL,
            );
            let mut i = 0;
            while i < columns.len() {
                let group = column_side(&columns[i].key);
                match group {
                    None => {
                        sheet::heading_cell(
                            canvas,
                            cols.x[i],
                            top,
                            cols.w[i],
                            m.group_height + m.heading_height,
                            ctx.label(&columns[i].label),
                            Style::bold(fonts.label),
                        );
                        i += 1;
                    }
                    Some(side) => {
                        let start = i;
                        while i < columns.len() && column_side(&columns[i].key) == Some(side) {
                            i += 1;
                        }
                        let gx = cols.x[start];
                        let gw = cols.x[i - 1] + cols.w[i - 1] - gx;
                        let label = match side {
                            Side::White => &m.white,
                            Side::Black => &m.black,
                        };
                        canvas.text_in_box(
                            gx,
                            top,
                            gw,
                            m.group_height,
                            ctx.label(label),
                            group_style,
                            Align::Center,
                            1.0,
                        );
                        canvas.line(gx, heading_top, gx + gw, heading_top, sheet::HAIR);
                        for (c, column) in columns.iter().enumerate().take(i).skip(start) {
                            sheet::heading_cell(
                                canvas,
                                cols.x[c],
                                heading_top,
                                cols.w[c],
                                m.heading_height,
                                ctx.label(&column.label),
                                heading_style,
                            );
                        }
                    }
                }
            }
            // Number column shading, rules.
            if let Some(n) = columns.iter().position(|c| c.key == "number") {
                canvas.fill(
                    cols.x[n],
                    body_top,
                    cols.w[n],
                    bottom - body_top,
                    sheet::ZEBRA_FILL,
                );
            }
            for r in 1..rows {
                let y = body_top + r as f32 * row_h;
                let strong = m.rule_every > 0 && r % m.rule_every as usize == 0;
                canvas.line(bx, y, right, y, if strong { sheet::RULE } else { sheet::HAIR });
            }
            for (c, column) in columns.iter().enumerate().skip(1) {
                let x = cols.x[c];
                let starts_group = column_side(&column.key) != column_side(&columns[c - 1].key);
                let from = if starts_group { top } else { heading_top };
                canvas.line(
                    x,
                    from,
                    x,
                    bottom,
                    if starts_group { sheet::RULE } else { sheet::HAIR },
                );
            }
            canvas.line(bx, body_top, right, body_top, sheet::RULE);
            canvas.frame(bx, top, right - bx, bottom - top, sheet::THICK);

            // Cells.
            for r in 0..rows {
                let row_index = first_row as usize + b * rows + r;
                let number = first_move as usize + row_index;
                for (c, column) in columns.iter().enumerate() {
                    let (text, style) = match column.key.as_str() {
                        "number" => (number.to_string(), Style::bold(fonts.cell)),
                        key => {
                            let Some((side, what)) = key.split_once('.') else {
                                continue;
                            };
                            let ply = row_index * 2 + usize::from(side == "black");
                            let Some(slot) = slots.get(ply) else {
                                continue;
                            };
                            match what {
                                "move" => (slot.mv.clone(), cell_style),
                                "card" => (slot.card.join(" "), code_style),
                                "window" => (slot.window.join(" "), cell_style),
                                "reaction" => (slot.reaction.join(" "), code_style),
                                _ => continue,
                            }
                        }
                    };
                    sheet::cell(canvas, &cols, body_top, row_h, r, c, &text, style, column.align);
                }
            }
        }
    }

    fn draw_legend(
        &self,
        ctx: &Ctx<'_>,
        canvas: &mut crate::canvas::Canvas<'_>,
        family: GameFamily,
        body: Area,
        top: f32,
    ) {
        let mut parts = Vec::new();
        if family.has_windows() && !self.legend.windows.is_empty() {
            let windows: Vec<String> = self
                .legend
                .windows
                .iter()
                .map(|w| format!("{} = {}", w.code, ctx.label(&w.label)))
                .collect();
            parts.push(format!(
                "{}: {}.",
                ctx.label(&self.legend.windows_title),
                windows.join(" · ")
            ));
        }
        for note in &self.legend.notes {
            if note.show.applies(family) {
                parts.push(ctx.label(&note.label).to_string());
            }
        }
        if parts.is_empty() {
            return;
        }
        let style = Style::regular(ctx.page.fonts.small);
        let text = parts.join(" ");
        let lines = canvas.wrap(&text, style, body.w);
        let step = canvas.cap_height(style) * 1.6;
        let mut base = top + 1.2 + canvas.cap_height(style);
        for line in lines {
            if base > top + self.legend.height {
                break;
            }
            canvas.text(body.x, base, body.w, &line, style, Align::Left);
            base += step;
        }
    }
}

/// The body area of a page spec on a paper (for validation, before labels
/// and fonts exist).
fn body_for(page: &PageSpec, paper: Paper) -> Area {
    let (w, h) = paper.size(page.orientation);
    let m = &page.margins;
    let y = m.top + page.band_height + 2.0;
    Area {
        x: m.left,
        y,
        w: w - m.left - m.right,
        h: h - m.bottom - page.footer_height - y,
    }
}

fn side_key(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

fn column_side(key: &str) -> Option<Side> {
    if key.starts_with("white.") {
        Some(Side::White)
    } else if key.starts_with("black.") {
        Some(Side::Black)
    } else {
        None
    }
}

fn check_event(
    event: &CardEvent,
    family: GameFamily,
    plies: usize,
    source: &str,
    at: &str,
) -> Result<(), FormsError> {
    if !family.has_cards() {
        return Err(FormsError::input(
            source,
            at,
            format!("a card event in a game of a family without cards ({family:?})"),
        ));
    }
    if event.code.trim().is_empty() {
        return Err(FormsError::input(
            source,
            format!("{at}.code"),
            "the card code is empty",
        ));
    }
    if event.ply == 0 {
        return Err(FormsError::input(
            source,
            format!("{at}.ply"),
            "plies count from 1 (White's first move)",
        ));
    }
    if event.ply as usize > plies + 1 {
        return Err(FormsError::input(
            source,
            format!("{at}.ply"),
            format!("ply {} is beyond the game's {plies} plies", event.ply),
        ));
    }
    Ok(())
}

/// The subtitle's event part: rulebook, family, deck.
pub(crate) fn event_subtitle(event: &EventInfo, family: GameFamily, ctx: &Ctx<'_>) -> String {
    let mut parts = vec![ctx.label(family.label_key()).to_string()];
    if !event.rulebook.trim().is_empty() {
        parts.push(event.rulebook.trim().to_string());
    }
    parts.join(" · ")
}

fn header_source(
    ctx: &Ctx<'_>,
    event: &EventInfo,
    game: &GameSheet,
    family: GameFamily,
    name: &str,
) -> String {
    let labels = ctx.labels;
    let player = |side: &str| if side == "white" { &game.white } else { &game.black };
    if let Some((side, field)) = name.split_once('.') {
        let p = player(side);
        return match field {
            "name" => p.name.clone(),
            "title" => p.title.clone(),
            "id" => p.id.clone(),
            "federation" => p.federation.clone(),
            "rating" => text::opt(p.rating),
            "number" => text::opt(p.number),
            "club" => p.club.clone(),
            _ => String::new(),
        };
    }
    match name {
        "event" => event.name.clone(),
        "organiser" => event.organiser.clone(),
        "place" => event.place.clone(),
        "dates" => text::date(labels, &event.dates),
        "date" => text::date(labels, &game.date),
        "round" => text::opt(game.round),
        "board" => text::opt(game.board),
        "chief_arbiter" => event.chief_arbiter.clone(),
        "time_control" => {
            if game.time_control.trim().is_empty() {
                event.time_control.clone()
            } else {
                game.time_control.clone()
            }
        }
        "family" => ctx.label(family.label_key()).to_string(),
        "deck" => game
            .deck
            .as_ref()
            .or(event.deck.as_ref())
            .map(|d| d.display())
            .unwrap_or_default(),
        "rulebook" => event.rulebook.clone(),
        "start_position" => text::opt(game.start_position),
        "copy_for" => match game.copy_for {
            Some(Side::White) => ctx.label("side.white").to_string(),
            Some(Side::Black) => ctx.label("side.black").to_string(),
            None => String::new(),
        },
        "result" => game.result.clone(),
        _ => String::new(),
    }
}
