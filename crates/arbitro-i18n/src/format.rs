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

/// A stored timestamp (RFC 3339, `2026-12-01T18:30:00+01:00`) as `lang`
/// writes a date and a time, to the minute, in the time's own offset:
/// `01/12/2026 18:30` in Spanish, `2026-12-01 18:30` in English. Text that
/// is not such a timestamp is returned as it is; a date alone is written
/// as [`date`] writes it.
pub fn date_time(lang: Lang, stamp: &str) -> String {
    let b = stamp.as_bytes();
    let digits = |r: std::ops::Range<usize>| {
        b.get(r.clone())
            .filter(|d| d.iter().all(u8::is_ascii_digit))
            .and_then(|_| stamp[r].parse::<u32>().ok())
    };
    let is_date = b.len() == 10 && b[4] == b'-' && b[7] == b'-';
    if let (true, Some(y), Some(m), Some(d)) = (is_date, digits(0..4), digits(5..7), digits(8..10)) {
        return date(lang, y as i32, m, d);
    }
    let shaped =
        b.len() >= 16 && b[4] == b'-' && b[7] == b'-' && (b[10] == b'T' || b[10] == b' ') && b[13] == b':';
    match (shaped, digits(0..4), digits(5..7), digits(8..10)) {
        (true, Some(y), Some(m), Some(d)) if digits(11..13).is_some() && digits(14..16).is_some() => {
            format!("{} {}", date(lang, y as i32, m, d), &stamp[11..16])
        }
        _ => stamp.to_string(),
    }
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

    #[test]
    fn date_times_per_language() {
        for (lang, stamp, text) in [
            (Lang::Es, "2026-12-01T18:30:00+01:00", "01/12/2026 18:30"),
            (Lang::En, "2026-12-01T18:30:00+01:00", "2026-12-01 18:30"),
            (Lang::Es, "2026-12-01 09:05", "01/12/2026 09:05"),
            (Lang::Es, "2026-12-01", "01/12/2026"),
            (Lang::En, "2026-12-01", "2026-12-01"),
            (Lang::Es, "mañana", "mañana"),
        ] {
            assert_eq!(date_time(lang, stamp), text, "{stamp}");
        }
    }
}
