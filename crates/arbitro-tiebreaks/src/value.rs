//! Exact numbers for scores and tie-break values.
//!
//! Tie-breaks decide prizes, so two values that are equal on paper must compare
//! equal here: every score, product and average is kept as an exact fraction,
//! never as a float. Rounding happens only where C.07 asks for it (ARO, APRO,
//! APPO: "rounded to the nearest whole number (0.5 rounded up)").

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Mul, Sub};

/// An exact rational number (numerator over a positive denominator, reduced).
#[derive(Debug, Clone, Copy)]
pub struct Value {
    num: i64,
    den: i64,
}

fn gcd(mut a: i64, mut b: i64) -> i64 {
    a = a.abs();
    b = b.abs();
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a.max(1)
}

impl Value {
    /// Zero.
    pub const ZERO: Value = Value { num: 0, den: 1 };

    /// The fraction `num / den`; `den` must not be zero (a zero denominator gives zero).
    pub fn ratio(num: i64, den: i64) -> Value {
        if den == 0 {
            return Value::ZERO;
        }
        let sign = if den < 0 { -1 } else { 1 };
        let g = gcd(num, den);
        Value {
            num: sign * num / g,
            den: sign * den / g,
        }
    }

    /// A whole number.
    pub fn int(n: i64) -> Value {
        Value { num: n, den: 1 }
    }

    /// A number given in hundredths (`150` is 1.5).
    pub fn hundredths(n: i64) -> Value {
        Value::ratio(n, 100)
    }

    /// Parses a decimal such as `1`, `0.5`, `-2.25` or `1,5` (at most four decimals).
    pub fn parse_decimal(text: &str) -> Option<Value> {
        let text = text.trim().replace(',', ".");
        if text.is_empty() {
            return None;
        }
        let (neg, body) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text.strip_prefix('+').unwrap_or(&text)),
        };
        let (whole, frac) = match body.split_once('.') {
            Some((w, f)) => (w, f),
            None => (body, ""),
        };
        if (whole.is_empty() && frac.is_empty())
            || !whole.chars().all(|c| c.is_ascii_digit())
            || !frac.chars().all(|c| c.is_ascii_digit())
            || frac.len() > 4
            || whole.len() > 12
        {
            return None;
        }
        let whole: i64 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
        let scale = 10_i64.pow(frac.len() as u32);
        let frac: i64 = if frac.is_empty() { 0 } else { frac.parse().ok()? };
        let num = whole * scale + frac;
        Some(Value::ratio(if neg { -num } else { num }, scale))
    }

    /// The numerator of the reduced fraction.
    pub fn numerator(self) -> i64 {
        self.num
    }

    /// The (positive) denominator of the reduced fraction.
    pub fn denominator(self) -> i64 {
        self.den
    }

    /// Divides by a whole number (zero gives zero).
    pub fn div_int(self, d: i64) -> Value {
        Value::ratio(self.num, self.den.saturating_mul(d))
    }

    /// Rounds to the nearest whole number, halves rounded up (C.07 10.1).
    pub fn round_half_up(self) -> i64 {
        // floor((2n + d) / 2d)
        (2 * self.num + self.den).div_euclid(2 * self.den)
    }

    /// Rounds to the nearest multiple of `1/scale`, halves rounded up.
    pub fn round_to(self, scale: i64) -> Value {
        let scaled = Value::ratio(self.num.saturating_mul(scale), self.den);
        Value::ratio(scaled.round_half_up(), scale)
    }

    /// The smaller of two values.
    pub fn min(self, other: Value) -> Value {
        if other < self { other } else { self }
    }

    /// The value as a float, for display only.
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }

    /// Writes the value with exactly `decimals` decimals (halves rounded up).
    pub fn format(self, decimals: usize) -> String {
        let scale = 10_i64.pow(decimals as u32);
        let r = self.round_to(scale);
        let scaled = r.num * (scale / r.den);
        let neg = scaled < 0;
        let abs = scaled.unsigned_abs();
        let whole = abs / scale as u64;
        let frac = abs % scale as u64;
        let sign = if neg { "-" } else { "" };
        if decimals == 0 {
            format!("{sign}{whole}")
        } else {
            format!("{sign}{whole}.{frac:0width$}", width = decimals)
        }
    }

    /// The value in half points, when it is a whole number of them (scores
    /// in the 1 / ½ / 0 system): `3½` is `Some(7)`.
    pub fn halves(self) -> Option<i64> {
        (2 % self.den == 0).then(|| self.num * (2 / self.den))
    }

    /// The exact value as data files write it: `7`, `-3`, `5/2`, `57/8`
    /// (reduced; the JSON of the standings, `schemas/standings.schema.json`).
    pub fn exact(self) -> String {
        if self.den == 1 {
            self.num.to_string()
        } else {
            format!("{}/{}", self.num, self.den)
        }
    }

    /// Reads [`Value::exact`]'s form back, or a decimal (`2.5`).
    pub fn parse_exact(text: &str) -> Option<Value> {
        match text.trim().split_once('/') {
            Some((n, d)) => {
                let d: i64 = d.trim().parse().ok()?;
                (d > 0).then_some(())?;
                Some(Value::ratio(n.trim().parse().ok()?, d))
            }
            None => Value::parse_decimal(text),
        }
    }

    /// The fewest decimals (up to four) that show the value exactly, or four.
    pub fn natural_decimals(self) -> usize {
        (0..=4)
            .find(|&d| (10_i64.pow(d as u32)) % self.den == 0)
            .unwrap_or(4)
    }
}

impl PartialEq for Value {
    fn eq(&self, other: &Self) -> bool {
        self.num == other.num && self.den == other.den
    }
}

impl Eq for Value {}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Value {
    fn cmp(&self, other: &Self) -> Ordering {
        (i128::from(self.num) * i128::from(other.den)).cmp(&(i128::from(other.num) * i128::from(self.den)))
    }
}

impl std::hash::Hash for Value {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.num.hash(state);
        self.den.hash(state);
    }
}

impl Add for Value {
    type Output = Value;
    fn add(self, rhs: Value) -> Value {
        if self.den == rhs.den {
            return Value::ratio(self.num + rhs.num, self.den);
        }
        let g = gcd(self.den, rhs.den);
        let den = self.den / g * rhs.den;
        Value::ratio(self.num * (den / self.den) + rhs.num * (den / rhs.den), den)
    }
}

impl AddAssign for Value {
    fn add_assign(&mut self, rhs: Value) {
        *self = *self + rhs;
    }
}

impl Sub for Value {
    type Output = Value;
    fn sub(self, rhs: Value) -> Value {
        self + Value {
            num: -rhs.num,
            den: rhs.den,
        }
    }
}

impl Mul for Value {
    type Output = Value;
    fn mul(self, rhs: Value) -> Value {
        let g1 = gcd(self.num, rhs.den);
        let g2 = gcd(rhs.num, self.den);
        Value::ratio((self.num / g1) * (rhs.num / g2), (self.den / g2) * (rhs.den / g1))
    }
}

impl std::iter::Sum for Value {
    fn sum<I: Iterator<Item = Value>>(iter: I) -> Value {
        iter.fold(Value::ZERO, |a, b| a + b)
    }
}

impl Default for Value {
    fn default() -> Self {
        Value::ZERO
    }
}

impl serde::Serialize for Value {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.exact())
    }
}

impl<'de> serde::Deserialize<'de> for Value {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Value::parse_exact(&text).ok_or_else(|| {
            serde::de::Error::custom(format!("`{text}` is not a number such as 7, 5/2 or 2.5"))
        })
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = f.precision().unwrap_or_else(|| self.natural_decimals());
        f.pad(&self.format(d))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_is_exact() {
        let half = Value::ratio(1, 2);
        let third = Value::ratio(1, 3);
        assert_eq!(half + third, Value::ratio(5, 6));
        assert_eq!(half * third, Value::ratio(1, 6));
        assert_eq!(Value::ratio(2, 4), half);
        assert_eq!(Value::ratio(-3, -6), half);
        assert!(third < half);
        assert_eq!(Value::parse_decimal("2.5"), Some(Value::ratio(5, 2)));
        assert_eq!(Value::parse_decimal("-0,25"), Some(Value::ratio(-1, 4)));
        assert_eq!(Value::parse_decimal("x"), None);
        assert_eq!(Value::ratio(57, 8).exact(), "57/8");
        assert_eq!(Value::int(-3).exact(), "-3");
        assert_eq!(Value::parse_exact("57/8"), Some(Value::ratio(57, 8)));
        assert_eq!(Value::parse_exact("2.5"), Some(Value::ratio(5, 2)));
        assert_eq!(Value::parse_exact("1/0"), None);
        assert_eq!(Value::ratio(7, 2).halves(), Some(7));
        assert_eq!(Value::ratio(7, 4).halves(), None);
    }

    #[test]
    fn rounding_and_formatting() {
        assert_eq!(Value::ratio(5, 2).round_half_up(), 3);
        assert_eq!(Value::ratio(-5, 2).round_half_up(), -2);
        assert_eq!(Value::ratio(7, 3).round_half_up(), 2);
        assert_eq!(Value::ratio(7, 3).format(2), "2.33");
        assert_eq!(Value::ratio(1, 8).format(2), "0.13");
        assert_eq!(Value::ratio(-1, 2).format(1), "-0.5");
        assert_eq!(format!("{}", Value::ratio(9, 4)), "2.25");
        assert_eq!(format!("{}", Value::int(3)), "3");
    }
}
