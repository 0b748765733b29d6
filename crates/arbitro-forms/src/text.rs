//! How values are written on forms: results, points with ½, decimals with the
//! language's separator, ISO dates in the language's order.

use crate::labels::Labels;
use crate::model::{Player, Value};

/// A game result as the forms distinguish them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResultKind {
    /// 1-0.
    WhiteWins,
    /// ½-½.
    Draw,
    /// 0-1.
    BlackWins,
    /// +/− (Black forfeited).
    WhiteForfeitWin,
    /// −/+ (White forfeited).
    BlackForfeitWin,
    /// −/− (both forfeited).
    DoubleForfeit,
}

impl ResultKind {
    /// Whether the game was not played over the board.
    pub fn is_forfeit(self) -> bool {
        matches!(
            self,
            ResultKind::WhiteForfeitWin | ResultKind::BlackForfeitWin | ResultKind::DoubleForfeit
        )
    }

    /// The label key naming this result.
    pub fn label_key(self) -> &'static str {
        match self {
            ResultKind::WhiteWins => "result.white_wins",
            ResultKind::Draw => "result.draw",
            ResultKind::BlackWins => "result.black_wins",
            ResultKind::WhiteForfeitWin => "result.white_forfeit_win",
            ResultKind::BlackForfeitWin => "result.black_forfeit_win",
            ResultKind::DoubleForfeit => "result.double_forfeit",
        }
    }

    /// The mark printed in lists (`1-0`, `½-½`, `+/-` …).
    pub fn mark(self) -> &'static str {
        match self {
            ResultKind::WhiteWins => "1-0",
            ResultKind::Draw => "½-½",
            ResultKind::BlackWins => "0-1",
            ResultKind::WhiteForfeitWin => "+/−",
            ResultKind::BlackForfeitWin => "−/+",
            ResultKind::DoubleForfeit => "−/−",
        }
    }

    /// Which of the three boxes (1-0, ½-½, 0-1) a result marks.
    pub fn box_kind(self) -> Option<ResultKind> {
        match self {
            ResultKind::WhiteWins | ResultKind::WhiteForfeitWin => Some(ResultKind::WhiteWins),
            ResultKind::Draw => Some(ResultKind::Draw),
            ResultKind::BlackWins | ResultKind::BlackForfeitWin => Some(ResultKind::BlackWins),
            ResultKind::DoubleForfeit => None,
        }
    }
}

/// Reads a result as written in PGN, TRF or by hand.
pub fn result_kind(text: &str) -> Option<ResultKind> {
    let t: String = text.split_whitespace().collect::<String>().replace('−', "-");
    match t.as_str() {
        "1-0" => Some(ResultKind::WhiteWins),
        "0-1" => Some(ResultKind::BlackWins),
        "½-½" | "1/2-1/2" | "=" | "0.5-0.5" => Some(ResultKind::Draw),
        "+/-" | "+-" | "1F-0F" | "+:-" => Some(ResultKind::WhiteForfeitWin),
        "-/+" | "-+" | "0F-1F" | "-:+" => Some(ResultKind::BlackForfeitWin),
        "-/-" | "--" | "0F-0F" | "-:-" => Some(ResultKind::DoubleForfeit),
        _ => None,
    }
}

/// A result for a list column: its standard mark, or the text as given.
pub fn result_mark(text: &str) -> String {
    result_kind(text)
        .map(|k| k.mark().to_string())
        .unwrap_or_else(|| text.trim().to_string())
}

/// Points with a half as ½ (`5½`, `½`, `6`); other fractions as decimals.
pub fn points(labels: &Labels, value: f64) -> String {
    if !value.is_finite() {
        return String::new();
    }
    let halves = value * 2.0;
    if (halves - halves.round()).abs() < 1e-9 {
        let whole = (value.abs().floor()) as i64;
        let half = (halves.round() as i64).rem_euclid(2) == 1;
        let sign = if value < 0.0 { "-" } else { "" };
        return match (whole, half) {
            (0, true) => format!("{sign}½"),
            (w, true) => format!("{sign}{w}½"),
            (w, false) => format!("{sign}{w}"),
        };
    }
    decimal(labels, value)
}

/// A number with up to two decimals and the language's separator, trailing
/// zeros dropped (`23,5`, `1834`, `0,25`).
pub fn decimal(labels: &Labels, value: f64) -> String {
    if !value.is_finite() {
        return String::new();
    }
    let mut text = format!("{value:.2}");
    if text.contains('.') {
        text = text.trim_end_matches('0').trim_end_matches('.').to_string();
    }
    if text == "-0" {
        text = "0".to_string();
    }
    text.replace('.', labels.get("format.decimal"))
}

/// A tie-break value.
pub fn value(labels: &Labels, value: &Value) -> String {
    match value {
        Value::Number(n) => decimal(labels, *n),
        Value::Text(t) => t.clone(),
    }
}

/// An ISO date (`2026-11-29`, optionally followed by a time) in the order of
/// the language's `format.date`; any other text is returned as given.
pub fn date(labels: &Labels, text: &str) -> String {
    let text = text.trim();
    let (day_part, rest) = match text.find([' ', 'T']) {
        Some(i) => (&text[..i], text[i + 1..].trim()),
        None => (text, ""),
    };
    let bytes = day_part.as_bytes();
    let iso = day_part.len() == 10
        && bytes[4] == b'-'
        && bytes[7] == b'-'
        && day_part
            .chars()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit());
    if !iso {
        return text.to_string();
    }
    let formatted = labels.fill(
        "format.date",
        &[
            ("y", &day_part[..4]),
            ("m", &day_part[5..7]),
            ("d", &day_part[8..10]),
        ],
    );
    if rest.is_empty() {
        formatted
    } else {
        format!("{formatted} {rest}")
    }
}

/// A player's name with the title before it (`GM Pérez, José`).
pub fn titled_name(player: &Player) -> String {
    if player.title.trim().is_empty() {
        player.name.trim().to_string()
    } else {
        format!("{} {}", player.title.trim(), player.name.trim())
    }
}

/// An optional number as text (empty for none).
pub fn opt<T: ToString>(value: Option<T>) -> String {
    value.map(|v| v.to_string()).unwrap_or_default()
}
