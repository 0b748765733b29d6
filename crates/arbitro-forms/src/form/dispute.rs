//! A dispute at the board on the incident sheet (issue 11): a diagram of
//! the position before the play (an 8×8 board drawn on the canvas, with
//! coordinates, pieces as the font's chess figures — as letters where the
//! font has none — the squares the play names framed, protected and
//! removed pieces marked), then the play, the verdict and the trace with
//! its clauses, in the sheet's language.

use crate::canvas::{Align, PageOut, Style};
use crate::fonts::Weight;
use crate::form::{self, section_bar};
use crate::model::{DisputeSheet, EventInfo};
use crate::sheet::{self, Area, Ctx};
use crate::text;

/// The side of the diagram in millimetres.
const BOARD_MM: f32 = 72.0;

/// The figure of a FEN piece letter (♔…♟), white pieces as outlines.
fn figure(c: char) -> char {
    match c {
        'K' => '♔',
        'Q' => '♕',
        'R' => '♖',
        'B' => '♗',
        'N' => '♘',
        'P' => '♙',
        'k' => '♚',
        'q' => '♛',
        'r' => '♜',
        'b' => '♝',
        'n' => '♞',
        _ => '♟',
    }
}

/// The pieces of a FEN's board field, by (file 0–7, rank 0–7 from White's side).
fn pieces(fen: &str) -> Vec<(usize, usize, char)> {
    let mut out = Vec::new();
    let board = fen.split_whitespace().next().unwrap_or("");
    for (r, row) in board.split('/').enumerate().take(8) {
        let rank = 7 - r;
        let mut file = 0usize;
        for c in row.chars() {
            if let Some(n) = c.to_digit(10) {
                file += n as usize;
            } else if file < 8 {
                out.push((file, rank, c));
                file += 1;
            }
        }
    }
    out
}

fn square(name: &str) -> Option<(usize, usize)> {
    let b = name.as_bytes();
    (b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1]))
        .then(|| ((b[0] - b'a') as usize, (b[1] - b'1') as usize))
}

/// Draws the diagram with its top-left corner at `x`, `y`.
fn diagram(ctx: &Ctx<'_>, canvas: &mut crate::canvas::Canvas<'_>, x: f32, y: f32, d: &DisputeSheet) {
    let cell = BOARD_MM / 8.0;
    let at = |file: usize, rank: usize| (x + file as f32 * cell, y + (7 - rank) as f32 * cell);
    for file in 0..8 {
        for rank in 0..8 {
            if (file + rank) % 2 == 0 {
                let (sx, sy) = at(file, rank);
                canvas.fill(sx, sy, cell, cell, 0.78);
            }
        }
    }
    canvas.frame(x, y, BOARD_MM, BOARD_MM, sheet::THICK);
    let coords = Style::regular(ctx.page.fonts.label);
    for i in 0..8 {
        let (fx, _) = at(i, 0);
        let file = ((b'a' + i as u8) as char).to_string();
        canvas.text(fx, y + BOARD_MM + 3.5, cell, &file, coords, Align::Center);
        let (_, ry) = at(0, i);
        canvas.text(
            x - 4.5,
            ry + cell * 0.65,
            3.5,
            &(i + 1).to_string(),
            coords,
            Align::Right,
        );
    }
    let figures = ['♔', '♚', '♙', '♟']
        .iter()
        .all(|c| ctx.fonts.face(Weight::Regular).covers(*c));
    let piece_style = Style::regular(cell * 2.1);
    for (file, rank, c) in pieces(&d.fen) {
        let (sx, sy) = at(file, rank);
        let shown = if figures {
            figure(c).to_string()
        } else {
            c.to_string()
        };
        let style = if figures || c.is_ascii_uppercase() {
            piece_style
        } else {
            Style::bold(piece_style.size)
        };
        canvas.text(sx, sy + cell * 0.8, cell, &shown, style, Align::Center);
    }
    // The squares the play names: a thick frame; protected: a second frame
    // inside; removed: crossed.
    for name in &d.marked {
        if let Some((f, r)) = square(name) {
            let (sx, sy) = at(f, r);
            canvas.frame(sx + 0.3, sy + 0.3, cell - 0.6, cell - 0.6, 2.2);
        }
    }
    for name in &d.protected {
        if let Some((f, r)) = square(name) {
            let (sx, sy) = at(f, r);
            canvas.frame(sx + 1.3, sy + 1.3, cell - 2.6, cell - 2.6, 1.0);
        }
    }
    for name in &d.removed {
        if let Some((f, r)) = square(name) {
            let (sx, sy) = at(f, r);
            canvas.line(sx + 1.0, sy + 1.0, sx + cell - 1.0, sy + cell - 1.0, 0.9);
            canvas.line(sx + 1.0, sy + cell - 1.0, sx + cell - 1.0, sy + 1.0, 0.9);
        }
    }
}

/// Writes `text` wrapped in the column `x`..`x + w` from `y`; returns the
/// next line's top.
fn paragraph(
    canvas: &mut crate::canvas::Canvas<'_>,
    x: f32,
    y: f32,
    w: f32,
    text: &str,
    style: Style,
    bottom: f32,
) -> f32 {
    let line_h = style.size * 0.3528 * 1.35;
    let mut y = y;
    for line in canvas.wrap(text, style, w) {
        if y + line_h > bottom {
            break;
        }
        canvas.text(x, y + line_h * 0.8, w, &line, style, Align::Left);
        y += line_h;
    }
    y
}

/// One dispute's page.
pub fn render(ctx: &Ctx<'_>, event: &EventInfo, d: &DisputeSheet) -> PageOut {
    let footer = match d.number {
        Some(n) if !d.entry_hash.is_empty() => {
            format!(
                "{} · #{n} · {}",
                event.name,
                d.entry_hash.chars().take(16).collect::<String>()
            )
        }
        Some(n) => format!("{} · #{n}", event.name),
        None => event.name.clone(),
    };
    let mut sheet = ctx.start_page(&event.organiser, &form::event_line(ctx, event), &footer);
    let body = sheet.body;
    let canvas = &mut sheet.canvas;
    let mut y = body.y + section_bar(ctx, canvas, body, ctx.label("incident.dispute.title"));
    let value = Style::regular(ctx.page.fonts.value);
    let label = Style::bold(ctx.page.fonts.label);
    let bottom = body.y + body.h;
    // Who, where, when.
    let place = match (d.round, d.board) {
        (Some(r), Some(b)) => ctx.labels.fill(
            "incident.dispute.board",
            &[("round", &r.to_string()), ("board", &b.to_string())],
        ),
        _ => ctx.label("incident.dispute.no_board").to_string(),
    };
    let mut facts = vec![place];
    if !d.white.is_empty() || !d.black.is_empty() {
        facts.push(format!("{} – {}", d.white, d.black));
    }
    facts.push(format!("{}: {}", ctx.label("incident.field.arbiter"), d.arbiter));
    facts.push(format!("{} {}", text::date(ctx.labels, &d.date), d.time));
    if let Some(n) = d.incident {
        facts.push(format!("{} #{n}", ctx.label("incident.dispute.incident")));
    }
    if let Some(n) = d.precedent {
        facts.push(format!("{} #{n}", ctx.label("incident.dispute.precedent")));
    }
    y = paragraph(
        canvas,
        body.x + 1.0,
        y + 1.5,
        body.w - 2.0,
        &facts.join(" · "),
        value,
        bottom,
    ) + 2.0;
    // The diagram on the left, the play and the verdict on its right.
    let board_x = body.x + 6.0;
    let caption = ctx.label("incident.dispute.position");
    canvas.text(board_x, y + 3.0, BOARD_MM, caption, label, Align::Left);
    let board_y = y + 4.5;
    diagram(ctx, canvas, board_x, board_y, d);
    let right_x = board_x + BOARD_MM + 8.0;
    let right_w = body.x + body.w - right_x - 1.0;
    let mut ry = board_y;
    for (key, said) in [
        ("incident.dispute.play", &d.play),
        ("incident.dispute.verdict", &d.verdict),
    ] {
        canvas.text(right_x, ry + 3.0, right_w, ctx.label(key), label, Align::Left);
        ry = paragraph(canvas, right_x, ry + 4.0, right_w, said, value, bottom) + 3.0;
    }
    canvas.text(
        right_x,
        board_y + BOARD_MM - 1.0,
        right_w,
        &format!("FEN {}", d.fen),
        Style::regular(ctx.page.fonts.label - 1.0),
        Align::Left,
    );
    // The trace, each step with its clause.
    let mut ty = (board_y + BOARD_MM + 7.0).max(ry) + 1.0;
    let area = Area {
        y: ty,
        h: bottom - ty,
        ..body
    };
    ty += section_bar(ctx, canvas, area, ctx.label("incident.dispute.trace")) + 1.0;
    let clause_w = 22.0;
    for row in &d.trace {
        if ty + 4.0 > bottom {
            break;
        }
        canvas.text(body.x + 1.0, ty + 3.2, clause_w, &row.clause, label, Align::Left);
        ty = paragraph(
            canvas,
            body.x + clause_w + 2.0,
            ty,
            body.w - clause_w - 3.0,
            &row.text,
            value,
            bottom,
        ) + 0.8;
    }
    ctx.finish_page(sheet, 1, 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fen_board_gives_each_piece_its_square() {
        let p = pieces("r3k3/1p6/2n5/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(p.len(), 5);
        assert!(p.contains(&(0, 7, 'r')));
        assert!(p.contains(&(4, 7, 'k')));
        assert!(p.contains(&(1, 6, 'p')));
        assert!(p.contains(&(2, 5, 'n')));
        assert!(p.contains(&(4, 0, 'K')));
        assert_eq!(square("c6"), Some((2, 5)));
        assert_eq!(square("file:d"), None);
    }
}
