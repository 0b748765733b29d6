//! A fixed-width signed integer wide enough for lexicographic edge weights.
//!
//! The Dutch criteria are compared lexicographically; packing each criterion
//! into its own bit field of one integer turns "better by the criteria" into
//! "larger", which a weighted matching can maximise. A bracket needs a few
//! hundred bits, hence this type: two's complement over `LIMBS` 64-bit limbs,
//! with the handful of operations the matching uses.

use std::cmp::Ordering;
use std::ops::{Add, AddAssign, Neg, Sub, SubAssign};

/// Number of 64-bit limbs.
pub const LIMBS: usize = 5;

/// Usable bits for non-negative weights (headroom for the sign and for dual
/// variables, which reach a few times the largest weight).
pub const WEIGHT_BITS: u32 = LIMBS as u32 * 64 - 8;

/// A signed integer of `64 * LIMBS` bits (little-endian limbs, two's complement).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Wide([u64; LIMBS]);

impl std::fmt::Debug for Wide {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_negative() {
            write!(f, "-")?;
            let n = -*self;
            return write!(f, "{:?}", n.0);
        }
        write!(f, "{:?}", self.0)
    }
}

impl Wide {
    /// Zero.
    pub const ZERO: Wide = Wide([0; LIMBS]);

    /// The largest value.
    pub const MAX: Wide = {
        let mut limbs = [u64::MAX; LIMBS];
        limbs[LIMBS - 1] = u64::MAX >> 1;
        Wide(limbs)
    };

    /// A small non-negative value.
    pub fn from_u64(v: u64) -> Wide {
        let mut w = Wide::ZERO;
        w.0[0] = v;
        w
    }

    /// A small signed value.
    pub fn from_i64(v: i64) -> Wide {
        if v >= 0 {
            Wide::from_u64(v as u64)
        } else {
            -Wide::from_u64(v.unsigned_abs())
        }
    }

    /// The sign bit is set.
    pub fn is_negative(&self) -> bool {
        (self.0[LIMBS - 1] >> 63) == 1
    }

    /// Equal to zero.
    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }

    /// Adds `value << shift` (value small and non-negative).
    pub fn add_shifted(&mut self, value: u64, shift: u32) {
        if value == 0 {
            return;
        }
        let limb = (shift / 64) as usize;
        let bit = shift % 64;
        let lo = value << bit;
        let hi = if bit == 0 { 0 } else { value >> (64 - bit) };
        let mut add = u128::from(lo);
        let mut pending = u128::from(hi);
        let mut i = limb;
        while i < LIMBS {
            let s = u128::from(self.0[i]) + add;
            self.0[i] = s as u64;
            add = (s >> 64) + pending;
            pending = 0;
            if add == 0 {
                break;
            }
            i += 1;
        }
    }

    /// Arithmetic shift right by one bit (division by two, rounding down).
    pub fn half(self) -> Wide {
        let mut out = [0u64; LIMBS];
        let sign = self.0[LIMBS - 1] >> 63;
        for (i, o) in out.iter_mut().enumerate() {
            let next = if i + 1 < LIMBS {
                self.0[i + 1]
            } else {
                sign * u64::MAX
            };
            *o = (self.0[i] >> 1) | (next << 63);
        }
        Wide(out)
    }

    /// The lowest bit is set.
    pub fn is_odd(&self) -> bool {
        self.0[0] & 1 == 1
    }

    /// Doubles the value.
    pub fn double(self) -> Wide {
        self + self
    }
}

impl Ord for Wide {
    fn cmp(&self, other: &Wide) -> Ordering {
        let sa = self.is_negative();
        let sb = other.is_negative();
        if sa != sb {
            return if sa { Ordering::Less } else { Ordering::Greater };
        }
        for i in (0..LIMBS).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => continue,
                o => return o,
            }
        }
        Ordering::Equal
    }
}

impl PartialOrd for Wide {
    fn partial_cmp(&self, other: &Wide) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add for Wide {
    type Output = Wide;
    #[inline]
    fn add(self, o: Wide) -> Wide {
        // Limb by limb through 128 bits, which compiles to a carry chain.
        let mut out = [0u64; LIMBS];
        let mut carry = 0u128;
        for ((r, a), b) in out.iter_mut().zip(self.0).zip(o.0) {
            let s = u128::from(a) + u128::from(b) + carry;
            *r = s as u64;
            carry = s >> 64;
        }
        Wide(out)
    }
}

impl Sub for Wide {
    type Output = Wide;
    #[inline]
    // The shift extracts the borrow of each limb's 128-bit difference.
    #[allow(clippy::suspicious_arithmetic_impl)]
    fn sub(self, o: Wide) -> Wide {
        let mut out = [0u64; LIMBS];
        let mut borrow = 0u128;
        for ((r, a), b) in out.iter_mut().zip(self.0).zip(o.0) {
            let d = u128::from(a).wrapping_sub(u128::from(b)).wrapping_sub(borrow);
            *r = d as u64;
            borrow = d >> 127;
        }
        Wide(out)
    }
}

impl Neg for Wide {
    type Output = Wide;
    fn neg(self) -> Wide {
        Wide::ZERO - self
    }
}

impl AddAssign for Wide {
    fn add_assign(&mut self, o: Wide) {
        *self = *self + o;
    }
}

impl SubAssign for Wide {
    fn sub_assign(&mut self, o: Wide) {
        *self = *self - o;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_carries_across_limbs() {
        let mut a = Wide::ZERO;
        a.add_shifted(u64::MAX, 0);
        a.add_shifted(1, 0);
        assert_eq!(a.0[1], 1);
        assert_eq!(a.0[0], 0);
        let b = a - Wide::from_u64(1);
        assert_eq!(b.0[0], u64::MAX);
        assert!(Wide::from_i64(-3) < Wide::from_i64(2));
        assert_eq!(Wide::from_i64(-6).half(), Wide::from_i64(-3));
        assert_eq!(Wide::from_i64(7).half(), Wide::from_i64(3));
        let mut c = Wide::ZERO;
        c.add_shifted(5, 130);
        assert!(c > Wide::from_u64(u64::MAX));
        let mut d = Wide::ZERO;
        d.add_shifted(5, 130);
        assert!((c - d).is_zero());
    }
}
