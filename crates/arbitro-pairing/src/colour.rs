//! Colour allocation (C.04.3 5.2), applied to each pair once the pairing is
//! made.
//!
//! In order: grant both preferences; grant the stronger one (absolute over
//! strong over mild; of two absolute ones, the wider colour difference);
//! alternate from the most recent round in which the two had different
//! colours; grant the higher-ranked player's preference; finally give the
//! higher-ranked player the initial colour if his (effective) pairing number
//! is odd, the other colour if it is even.

use arbitro_trf::Colour;

use crate::state::{PlayerState, RoundState};

/// Which colour rule decided a pair (the C.04.3 5.2 step).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourRule {
    /// 5.2.1: both preferences granted (or only one player had one).
    BothPreferences,
    /// 5.2.2: the stronger preference granted.
    StrongerPreference,
    /// 5.2.3: colours alternated from the last round they differed.
    History,
    /// 5.2.4: the higher-ranked player's preference granted.
    HigherRanked,
    /// 5.2.5: by the higher-ranked player's pairing number and the initial colour.
    PairingNumber,
}

impl arbitro_i18n::Message for ColourRule {
    fn code(&self) -> &str {
        match self {
            ColourRule::BothPreferences => "pairing-colour-both",
            ColourRule::StrongerPreference => "pairing-colour-stronger",
            ColourRule::History => "pairing-colour-history",
            ColourRule::HigherRanked => "pairing-colour-higher-ranked",
            ColourRule::PairingNumber => "pairing-colour-pairing-number",
        }
    }
}

/// `a` ranks above `b` (score, then effective pairing number).
fn ranks_above(a: &PlayerState, b: &PlayerState) -> bool {
    (a.score, std::cmp::Reverse(a.rank)) > (b.score, std::cmp::Reverse(b.rank))
}

fn compatible(a: Option<Colour>, b: Option<Colour>) -> bool {
    a != b || a.is_none() || b.is_none()
}

/// The colour of `p` against `o` from steps 5.2.1–5.2.3, if they decide.
fn by_preferences(p: &PlayerState, o: &PlayerState) -> Option<(Colour, ColourRule)> {
    let (x, y) = (&p.pref, &o.pref);
    if compatible(x.colour, y.colour) {
        if let Some(c) = x.colour {
            return Some((c, ColourRule::BothPreferences));
        }
        return y.colour.map(|c| (c.opposite(), ColourRule::BothPreferences));
    }
    // Same preference from here on.
    let c = x.colour?;
    if x.absolute && (x.imbalance > y.imbalance || !y.absolute) {
        return Some((c, ColourRule::StrongerPreference));
    }
    if y.absolute && (y.imbalance > x.imbalance || !x.absolute) {
        return Some((c.opposite(), ColourRule::StrongerPreference));
    }
    if x.strong && !y.strong {
        return Some((c, ColourRule::StrongerPreference));
    }
    if y.strong && !x.strong {
        return Some((c.opposite(), ColourRule::StrongerPreference));
    }
    // Alternate from the most recent round in which they differed.
    for (a, b) in p.colours.iter().rev().zip(o.colours.iter().rev()) {
        if a != b {
            return Some((*b, ColourRule::History));
        }
    }
    None
}

/// The colours of a pair: (white, black) as indices into the round's
/// players, and the rule that decided.
pub fn allocate(st: &RoundState, a: usize, b: usize) -> (usize, usize, ColourRule) {
    let (p, o) = (&st.players[a], &st.players[b]);
    let (colour_a, rule) = match by_preferences(p, o) {
        Some(x) => x,
        None => {
            let (higher, lower_is_a) = if ranks_above(p, o) { (p, false) } else { (o, true) };
            match higher.pref.colour {
                Some(c) => {
                    let mine = if lower_is_a { c.opposite() } else { c };
                    (mine, ColourRule::HigherRanked)
                }
                None => {
                    // Effective pairing numbers are 0-based: rank 0 is number 1 (odd).
                    let higher_colour = if higher.rank % 2 == 0 {
                        st.initial_colour
                    } else {
                        st.initial_colour.opposite()
                    };
                    let mine = if lower_is_a {
                        higher_colour.opposite()
                    } else {
                        higher_colour
                    };
                    (mine, ColourRule::PairingNumber)
                }
            }
        }
    };
    if colour_a == Colour::White {
        (a, b, rule)
    } else {
        (b, a, rule)
    }
}
