//! Tie-break numbers for people: scores in half points (`3½`, as
//! `arbitro_i18n::format::half_points` writes them in both languages) and
//! other values with the language's decimal separator (`7,25` / `7.25`).
//!
//! A message's parameters are built before the language is known, so a
//! number inside a message is itself a message ([`Number`]) whose text the
//! catalogue gives per language (`tiebreaks-number-decimal`); code that knows
//! the language calls [`decimal`] or [`points`] directly.

use arbitro_i18n::{Arg, Args, Lang, Message};

use crate::value::Value;

/// A number as a message: a whole number as it is, a score that is a whole
/// number of half points as `3½`, anything else with the language's
/// decimal separator and as many decimals as it needs (four at most).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Number {
    value: Value,
    decimals: Option<usize>,
    halves: bool,
}

impl Number {
    /// `value` with the decimals it needs, half points written `½`.
    pub fn points(value: Value) -> Number {
        Number {
            value,
            decimals: None,
            halves: true,
        }
    }

    /// `value` as a plain decimal number (no `½`), with the decimals it needs.
    pub fn plain(value: Value) -> Number {
        Number {
            value,
            decimals: None,
            halves: false,
        }
    }

    /// `value` with exactly `decimals` decimals (halves rounded up).
    pub fn fixed(value: Value, decimals: usize) -> Number {
        Number {
            value,
            decimals: Some(decimals),
            halves: false,
        }
    }

    fn parts(&self) -> (String, Option<String>) {
        let decimals = self.decimals.unwrap_or_else(|| self.value.natural_decimals());
        let text = self.value.format(decimals);
        match text.split_once('.') {
            Some((whole, fraction)) => (whole.replacen('-', "−", 1), Some(fraction.to_string())),
            None => (text.replacen('-', "−", 1), None),
        }
    }
}

impl Message for Number {
    fn code(&self) -> &str {
        if self.halves && self.decimals.is_none() && self.value.halves().is_some() {
            return "tiebreaks-number";
        }
        match self.parts().1 {
            Some(_) => "tiebreaks-number-decimal",
            None => "tiebreaks-number",
        }
    }

    fn args(&self) -> Args<'_> {
        if self.halves
            && self.decimals.is_none()
            && let Some(halves) = self.value.halves()
        {
            return vec![("whole", Arg::from(arbitro_i18n::format::half_points(halves)))];
        }
        let (whole, fraction) = self.parts();
        let mut args = vec![("whole", Arg::from(whole))];
        if let Some(fraction) = fraction {
            args.push(("fraction", Arg::from(fraction)));
        }
        args
    }
}

/// A score in `lang`: `3½`, `12`, or `7,25` when it is not a number of half points.
pub fn points(lang: Lang, value: Value) -> String {
    arbitro_i18n::render(lang, &Number::points(value))
}

/// A value with exactly `decimals` decimals in `lang`: `7,13` / `7.13`.
pub fn decimal(lang: Lang, value: Value, decimals: usize) -> String {
    arbitro_i18n::render(lang, &Number::fixed(value, decimals))
}

/// A change of so many half points, with its sign: `+½`, `−1`, `+1½`.
pub fn signed_halves(halves: i64) -> String {
    let text = arbitro_i18n::format::half_points(halves);
    if halves > 0 { format!("+{text}") } else { text }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_per_language() {
        assert_eq!(points(Lang::Es, Value::ratio(7, 2)), "3½");
        assert_eq!(points(Lang::En, Value::ratio(1, 2)), "½");
        assert_eq!(points(Lang::Es, Value::ratio(29, 4)), "7,25");
        assert_eq!(points(Lang::En, Value::ratio(29, 4)), "7.25");
        assert_eq!(points(Lang::Es, Value::int(-2)), "−2");
        assert_eq!(decimal(Lang::Es, Value::ratio(57, 8), 2), "7,13");
        assert_eq!(decimal(Lang::En, Value::int(3), 1), "3.0");
        assert_eq!(signed_halves(1), "+½");
        assert_eq!(signed_halves(-2), "−1");
    }
}
