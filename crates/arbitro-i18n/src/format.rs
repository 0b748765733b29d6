//! Numbers and dates as each language writes them: the decimal separator,
//! half points as `½`, and dates, with their patterns in the catalogue
//! (`format-decimal-separator`, `format-date`), so that the app, the CLI and
//! the forms agree.

use crate::{Arg, Args, Lang, Message, render};

struct Code(&'static str);

impl Message for Code {
    fn code(&self) -> &str {
        self.0
    }
}

/// The decimal separator of `lang` (`,` in Spanish, `.` in English).
pub fn decimal_separator(lang: Lang) -> String {
    render(lang, &Code("format-decimal-separator"))
}

/// A decimal number written with `.` (as Rust and the data files write it),
/// in `lang`'s notation: `"2.5"` → `"2,5"` in Spanish.
pub fn decimal(lang: Lang, number: &str) -> String {
    number.replacen('.', &decimal_separator(lang), 1)
}

/// A score counted in half points, as chess writes it in both languages:
/// `7` → `3½`, `1` → `½`, `0` → `0`, `-3` → `−1½`.
pub fn half_points(halves: i64) -> String {
    let sign = if halves < 0 { "−" } else { "" };
    let whole = halves.unsigned_abs() / 2;
    let half = halves.unsigned_abs() % 2 == 1;
    match (whole, half) {
        (0, true) => format!("{sign}½"),
        (w, true) => format!("{sign}{w}½"),
        (w, false) => format!("{sign}{w}"),
    }
}

struct Date {
    year: i32,
    month: u32,
    day: u32,
}

impl Message for Date {
    fn code(&self) -> &str {
        "format-date"
    }

    fn args(&self) -> Args<'_> {
        vec![
            ("y", Arg::from(format!("{:04}", self.year))),
            ("m", Arg::from(format!("{:02}", self.month))),
            ("d", Arg::from(format!("{:02}", self.day))),
        ]
    }
}

/// A calendar date in `lang`'s pattern: `01/12/2026` in Spanish,
/// `2026-12-01` in English.
pub fn date(lang: Lang, year: i32, month: u32, day: u32) -> String {
    render(lang, &Date { year, month, day })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_per_language() {
        assert_eq!(decimal(Lang::Es, "2.5"), "2,5");
        assert_eq!(decimal(Lang::En, "2.5"), "2.5");
        assert_eq!(decimal(Lang::Es, "12"), "12");
    }

    #[test]
    fn half_points_as_chess_writes_them() {
        for (halves, text) in [(0, "0"), (1, "½"), (2, "1"), (7, "3½"), (-1, "−½"), (-3, "−1½")] {
            assert_eq!(half_points(halves), text, "{halves}");
        }
    }

    #[test]
    fn dates_per_language() {
        assert_eq!(date(Lang::Es, 2026, 12, 1), "01/12/2026");
        assert_eq!(date(Lang::En, 2026, 12, 1), "2026-12-01");
    }
}
