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

/// Every ISO date in `text` (`2026-11-29`, also inside a range or before a
/// time: `2026-11-27 – 2026-11-29`, `2026-11-29T16:30`) in the order of the
/// language's `format.date`; the rest of the text is kept as given.
pub fn date(labels: &Labels, text: &str) -> String {
    let text = text.trim();
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        match find_iso_date(rest) {
            Some(at) => {
                out.push_str(&rest[..at]);
                let day = &rest[at..at + 10];
                out.push_str(&labels.fill(
                    "format.date",
                    &[("y", &day[..4]), ("m", &day[5..7]), ("d", &day[8..10])],
                ));
                rest = &rest[at + 10..];
                if let Some(time) = rest.strip_prefix('T') {
                    out.push(' ');
                    rest = time;
                }
            }
            None => {
                out.push_str(rest);
                break;
            }
        }
    }
    out
}

/// Byte offset of the first `YYYY-MM-DD` in `text` that is not part of a
/// longer number.
fn find_iso_date(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    (0..bytes.len().saturating_sub(9)).find(|&i| {
        let window = &bytes[i..i + 10];
        let shape = window.iter().enumerate().all(|(j, b)| {
            if j == 4 || j == 7 {
                *b == b'-'
            } else {
                b.is_ascii_digit()
            }
        });
        let before = i == 0 || !bytes[i - 1].is_ascii_digit();
        let after = bytes.get(i + 10).is_none_or(|b| !b.is_ascii_digit());
        shape && before && after && text.is_char_boundary(i)
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(lang: &str) -> Labels {
        Labels::catalogue(match lang {
            "es" => crate::labels::Lang::Es,
            _ => crate::labels::Lang::En,
        })
    }

    #[test]
    fn points_use_the_half_sign() {
        let l = labels("es");
        assert_eq!(points(&l, 0.5), "½");
        assert_eq!(points(&l, 5.5), "5½");
        assert_eq!(points(&l, 6.0), "6");
        assert_eq!(points(&l, 0.0), "0");
        assert_eq!(points(&l, 2.25), "2,25");
    }

    #[test]
    fn decimals_follow_the_language() {
        assert_eq!(decimal(&labels("es"), 23.5), "23,5");
        assert_eq!(decimal(&labels("en"), 23.5), "23.5");
        assert_eq!(decimal(&labels("en"), 1834.0), "1834");
        assert_eq!(decimal(&labels("en"), 0.126), "0.13");
    }

    #[test]
    fn iso_dates_are_written_in_the_language_order() {
        let es = labels("es");
        assert_eq!(date(&es, "2026-11-29"), "29/11/2026");
        assert_eq!(date(&es, "2026-11-29 16:30"), "29/11/2026 16:30");
        assert_eq!(
            date(&es, "2026-11-29T16:30:00+01:00"),
            "29/11/2026 16:30:00+01:00"
        );
        assert_eq!(date(&es, "2026-11-27 – 2026-11-29"), "27/11/2026 – 29/11/2026");
        assert_eq!(date(&es, "29 de noviembre"), "29 de noviembre");
        assert_eq!(date(&es, "12026-11-290"), "12026-11-290");
    }

    #[test]
    fn results_are_read_as_written_by_hand_pgn_or_trf() {
        assert_eq!(result_kind("1-0"), Some(ResultKind::WhiteWins));
        assert_eq!(result_kind("1/2-1/2"), Some(ResultKind::Draw));
        assert_eq!(result_kind("½-½"), Some(ResultKind::Draw));
        assert_eq!(result_kind("+-"), Some(ResultKind::WhiteForfeitWin));
        assert_eq!(result_kind("−/+"), Some(ResultKind::BlackForfeitWin));
        assert_eq!(result_kind("--"), Some(ResultKind::DoubleForfeit));
        assert_eq!(result_kind("adj"), None);
        assert_eq!(result_mark("0F-1F"), "−/+");
    }
}
