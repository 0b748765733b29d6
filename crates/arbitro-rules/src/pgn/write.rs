//! PGN export: the seven-tag roster, the start position for Chess960 or set
//! up games, the ending with its clause, and the moves with `[%clk]`
//! annotations, comments and glyphs, wrapped at 80 columns.

use shakmaty::CastlingMode;

use super::{CASTLING_RULE_TAG, DETAILS_TAG};
use crate::game::Game;
use crate::position::{CastlingRule, Position};

const ROSTER: [(&str, &str); 6] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
];

/// Tags the exporter writes itself.
const GENERATED: [&str; 7] = [
    "Result",
    "Variant",
    "SetUp",
    "FEN",
    "Termination",
    DETAILS_TAG,
    CASTLING_RULE_TAG,
];

/// The game as PGN text (ends with a newline).
pub fn write_game(game: &Game) -> String {
    let mut out = String::new();
    for (name, default) in ROSTER {
        push_tag(&mut out, name, game.tag(name).unwrap_or(default));
    }
    let result = game.result().as_str();
    push_tag(&mut out, "Result", result);
    let start = game.start();
    let chess960 = start.mode() == CastlingMode::Chess960;
    if chess960 {
        push_tag(&mut out, "Variant", "Chess960");
    }
    if chess960 || *start != Position::standard() || start.fullmoves() != 1 || start.halfmoves() != 0 {
        push_tag(&mut out, "SetUp", "1");
        push_tag(&mut out, "FEN", &start.fen());
    }
    if start.castling_rule() != CastlingRule::Fide {
        push_tag(&mut out, CASTLING_RULE_TAG, start.castling_rule().name());
    }
    for (name, value) in game.tags() {
        let generated = ROSTER.iter().any(|(n, _)| n == name) || GENERATED.contains(&name.as_str());
        if !generated {
            push_tag(&mut out, name, value);
        }
    }
    if let Some(ending) = game.ending() {
        push_tag(&mut out, "Termination", ending.reason.pgn_termination());
        push_tag(
            &mut out,
            DETAILS_TAG,
            &format!("{} {}: {}", ending.clause, ending.reason, ending.detail),
        );
    }
    out.push('\n');
    let mut lines = Wrapper::default();
    for comment in &game.leading_comments {
        lines.push(&format!("{{ {} }}", clean_comment(comment)));
    }
    let mut need_number = true;
    for (ply, played) in game.moves().iter().enumerate() {
        let pos = &game.positions()[ply];
        let number = pos.fullmoves();
        if pos.turn().is_white() {
            lines.push(&format!("{number}. {}", played.san));
        } else if need_number {
            lines.push(&format!("{number}... {}", played.san));
        } else {
            lines.push(&played.san);
        }
        for nag in &played.nags {
            lines.push(&format!("${nag}"));
        }
        need_number = false;
        let mut first = true;
        if let Some(clock) = played.clock {
            let text = match played.comments.first() {
                Some(c) => format!("[%clk {clock}] {}", clean_comment(c)),
                None => format!("[%clk {clock}]"),
            };
            lines.push(&format!("{{ {text} }}"));
            need_number = true;
            first = false;
        }
        for (i, comment) in played.comments.iter().enumerate() {
            if i == 0 && !first {
                continue;
            }
            lines.push(&format!("{{ {} }}", clean_comment(comment)));
            need_number = true;
        }
    }
    lines.push(result);
    out.push_str(&lines.finish());
    out
}

/// Several games, separated by empty lines.
pub fn write_games(games: &[Game]) -> String {
    games.iter().map(write_game).collect::<Vec<_>>().join("\n")
}

fn push_tag(out: &mut String, name: &str, value: &str) {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    out.push_str(&format!("[{name} \"{escaped}\"]\n"));
}

/// A comment cannot hold `}`; it becomes `)`. Whitespace runs become one space.
fn clean_comment(text: &str) -> String {
    text.replace('}', ")")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Packs tokens into lines of at most 80 characters.
#[derive(Default)]
struct Wrapper {
    text: String,
    line_len: usize,
}

impl Wrapper {
    fn push(&mut self, token: &str) {
        let len = token.chars().count();
        if self.line_len > 0 && self.line_len + 1 + len > 80 {
            self.text.push('\n');
            self.line_len = 0;
        } else if self.line_len > 0 {
            self.text.push(' ');
            self.line_len += 1;
        }
        self.text.push_str(token);
        self.line_len += len;
    }

    fn finish(mut self) -> String {
        self.text.push('\n');
        self.text
    }
}
