//! Edge weights: every criterion of C.04.3 as a bit field of one wide
//! integer, laid out per bracket (higher criteria in higher bits), and the
//! class of a player (what its weights depend on).

use super::*;
use crate::wide::WEIGHT_BITS;

/// Bit positions of the criteria for the current bracket.
#[derive(Debug, Clone, Default)]
pub(super) struct Layout {
    pub(super) bits: u32,
    // C6 (pairs) and C7 (pairing score differences) of the bracket,
    // C8 (the same in the next bracket), C9 (unplayed games of the bye
    // assignee), C10-C13 (colours), C14-C17 (repeated floats), C18-C21
    // (scores of repeated floaters), then the exchange order.
    pub(super) pairs: u32,
    pub(super) psd: Vec<(i32, u32)>,
    pub(super) next_pairs: u32,
    pub(super) next_psd: Vec<(i32, u32)>,
    pub(super) unplayed: u32,
    pub(super) colour: [u32; 4],
    pub(super) floats: [u32; 4],
    pub(super) down1_scores: Vec<(i32, u32)>,
    pub(super) up1_scores: Vec<(i32, u32)>,
    pub(super) down2_scores: Vec<(i32, u32)>,
    pub(super) up2_scores: Vec<(i32, u32)>,
    pub(super) exch_cnt: u32,
    pub(super) exch_idx: u32,
}

pub(super) fn level(levels: &[(i32, u32)], score: i32) -> u32 {
    levels
        .iter()
        .find(|(s, _)| *s == score)
        .map(|(_, shift)| *shift)
        .unwrap_or(0)
}

pub(super) fn bits_for(max: u64) -> u32 {
    64 - max.leading_zeros()
}

/// Allocates bit fields from the lowest up.
pub(super) struct Alloc {
    next: u32,
}

impl Alloc {
    fn take(&mut self, max_value: u64) -> u32 {
        let s = self.next;
        self.next += bits_for(max_value);
        s
    }
    fn levels(&mut self, levels: &[(i32, u64)]) -> Vec<(i32, u32)> {
        // Lower scores in lower bits: a higher score is worth more.
        let mut v: Vec<(i32, u64)> = levels.to_vec();
        v.sort_by_key(|(s, _)| *s);
        v.into_iter().map(|(s, max)| (s, self.take(max))).collect()
    }
}

/// Everything a window player's criteria weights depend on (see
/// [`Engine::check_window_classes`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct ClassKey {
    group: u8,
    mdp: u8,
    score: i32,
    colour: u8,
    absolute: bool,
    strong: bool,
    imbalance: u32,
    repeated: u8,
    floats: (u8, u8),
    rank: u64,
    remainder: bool,
    s1: bool,
    /// Role and the no-next mark decide which of a player's edges exist
    /// (not their weights): with them in the key, one test excludes a
    /// whole class.
    role: u8,
    no_next: bool,
}

impl Engine<'_> {
    pub(super) fn set_layout(
        &mut self,
        mdps: &[usize],
        residents: &[usize],
        next: &[usize],
    ) -> Result<(), Stop> {
        // Each field is as wide as the largest value it can take.
        let count_levels = |set: &[&[usize]], keep: &dyn Fn(usize) -> bool| -> Vec<(i32, u64)> {
            let mut v: Vec<(i32, u64)> = Vec::new();
            for s in set {
                for &p in s.iter() {
                    let sc = self.st.players[p].score;
                    let add = u64::from(keep(p));
                    match v.iter_mut().find(|(x, _)| *x == sc) {
                        Some(e) => e.1 += add,
                        None => v.push((sc, add)),
                    }
                }
            }
            v
        };
        let all = |_: usize| true;
        let fd1 = |p: usize| self.st.players[p].float1 == Float::Down;
        let fd2 = |p: usize| self.st.players[p].float2 == Float::Down;
        let b_levels = count_levels(&[mdps, residents], &all);
        let w_levels = count_levels(&[mdps, residents, next], &all);
        let fd1_levels = count_levels(&[mdps, residents], &fd1);
        let fd2_levels = count_levels(&[mdps, residents], &fd2);
        let fd1_count = mdps.iter().chain(residents).filter(|&&p| fd1(p)).count() as u64;
        let fd2_count = mdps.iter().chain(residents).filter(|&&p| fd2(p)).count() as u64;
        let bsize = (mdps.len() + residents.len()) as u64;
        let bpairs = bsize / 2;
        let wpairs = (bsize + next.len() as u64) / 2;
        let rank_sum: u64 = self.c9rank.iter().sum();
        let mut a = Alloc { next: 0 };
        let mut lay = Layout {
            exch_idx: a.take(bpairs * bsize),
            exch_cnt: a.take(bpairs),
            ..Layout::default()
        };
        lay.up2_scores = a.levels(&b_levels);
        lay.down2_scores = a.levels(&fd2_levels);
        lay.up1_scores = a.levels(&b_levels);
        lay.down1_scores = a.levels(&fd1_levels);
        lay.floats[3] = a.take(bpairs);
        lay.floats[2] = a.take(fd2_count);
        lay.floats[1] = a.take(bpairs);
        lay.floats[0] = a.take(fd1_count);
        for i in (0..4).rev() {
            lay.colour[i] = a.take(bpairs);
        }
        lay.unplayed = a.take(rank_sum);
        lay.next_psd = a.levels(&w_levels);
        lay.next_pairs = a.take(wpairs);
        lay.psd = a.levels(&b_levels);
        lay.pairs = a.take(bpairs);
        lay.bits = a.next + 3;
        if lay.bits > WEIGHT_BITS {
            return Err(Stop::TooLarge { bits: lay.bits });
        }
        self.layout = lay;
        Ok(())
    }

    /// The weight of the edge between vertices `a` and `b` under the current
    /// phase and decisions, or `None` when they may not be paired.
    pub(super) fn weight(&self, a: usize, b: usize) -> Option<Wide> {
        if a == b || !self.alive[a] || !self.alive[b] {
            return None;
        }
        if self.is_sink(a) || self.is_sink(b) {
            let other = if self.is_sink(a) { b } else { a };
            return if self.is_sink(other) {
                Some(Wide::ZERO)
            } else if Some(other) == self.beta {
                self.below_has_bye_candidate.then_some(Wide::ZERO)
            } else {
                (self.absorbable[other] && !self.must_pair_in_bracket(other)).then_some(Wide::ZERO)
            };
        }
        if Some(a) == self.beta || Some(b) == self.beta {
            let v = if Some(a) == self.beta { b } else { a };
            return self.bye_weight(v);
        }
        if !self.compatible(a, b) {
            return None;
        }
        let (h, l) = if a < b { (a, b) } else { (b, a) };
        let mut w = match self.phase {
            Phase::ByeScore => Wide::ZERO,
            Phase::TopPairs => {
                let top = self.top_score;
                Wide::from_u64(u64::from(
                    self.st.players[h].score == top && self.st.players[l].score == top,
                ))
            }
            Phase::Bracket => self.bracket_weight(h, l)?,
        };
        if let Some(&t) = self.tests.get(&(h, l)) {
            w += Wide::from_i64(t);
        }
        Some(w)
    }

    pub(super) fn bye_weight(&self, v: usize) -> Option<Wide> {
        let p = &self.st.players[v];
        if !p.bye_eligible || self.must_pair_in_bracket(v) {
            return None;
        }
        match self.phase {
            Phase::ByeScore => {
                // Lower scores are better bye assignees (C5).
                let from_top = self.score_levels.iter().position(|&s| s == p.score).unwrap_or(0);
                Some(Wide::from_u64(from_top as u64))
            }
            _ => {
                if p.score > self.s_star {
                    return None;
                }
                let mut w = Wide::ZERO;
                if let Some(&t) = self.tests.get(&(v, self.n)) {
                    w += Wide::from_i64(t);
                }
                Some(w)
            }
        }
    }

    /// Whether a decision already taken pairs `v` inside the current
    /// bracket: a moved-down player chosen to be paired (with a resident),
    /// or a remainder player placed in S1 (paired with a lower-ranked
    /// remainder player). Such a player can neither take the bye nor float.
    pub(super) fn must_pair_in_bracket(&self, v: usize) -> bool {
        (self.group[v] == Group::Mdp && self.mdp[v] == MdpLock::Paired) || self.in_s1(v)
    }

    /// A remainder player placed in S1: paired with a lower-ranked
    /// remainder player.
    pub(super) fn in_s1(&self, v: usize) -> bool {
        self.remidx[v] != NONE && self.role[v] == Role::Higher
    }

    /// The exchange-order part of a remainder pair's weight, which depends
    /// on the higher-ranked player `h` only: one unit per pair led by an S1
    /// player (fewest exchanges), minus the remainder index of the pair's
    /// higher player (smallest sum of the moved players' numbers). Never
    /// negative for an S1 player.
    pub(super) fn exchange_term(&self, h: usize) -> Wide {
        let mut t = Wide::ZERO;
        t.add_shifted(u64::from(self.s1[h]), self.layout.exch_cnt);
        let mut idx = Wide::ZERO;
        idx.add_shifted(u64::from(self.remidx[h]), self.layout.exch_idx);
        t - idx
    }

    pub(super) fn c9_terms(&self, w: &mut Wide, h: usize, l: usize) {
        let r = self.c9rank[h] + self.c9rank[l];
        w.add_shifted(r, self.layout.unplayed);
    }

    pub(super) fn bracket_weight(&self, h: usize, l: usize) -> Option<Wide> {
        let both_rem = self.remidx[h] != NONE && self.remidx[l] != NONE;
        if both_rem && (self.role[h] == Role::Lower || self.role[l] == Role::Higher) {
            return None;
        }
        if self.remidx[h] != NONE && self.no_next[h] && self.group[l] == Group::Next {
            return None;
        }
        // An S1 player is paired inside the remainder, with nobody else.
        if !both_rem && (self.in_s1(h) || self.in_s1(l)) {
            return None;
        }
        let mut w = self.criteria_weight(h, l)?;
        if self.exch_active && both_rem {
            w += self.exchange_term(h).double().double();
        }
        Some(w)
    }

    /// The weight of a pair by the criteria alone (C6-C21, scaled by 4):
    /// a function of the two players' classes (group, score, colour and
    /// float data), not of their pairing numbers.
    pub(super) fn criteria_weight(&self, h: usize, l: usize) -> Option<Wide> {
        let gh = self.group[h];
        let gl = self.group[l];
        if gh == Group::Done || gl == Group::Done {
            return None;
        }
        if gh == Group::Mdp && gl == Group::Mdp {
            return None;
        }
        if gh == Group::Mdp {
            match self.mdp[h] {
                MdpLock::Paired if gl != Group::Resident => return None,
                MdpLock::Floats if gl == Group::Resident => return None,
                _ => {}
            }
        }
        let lay = &self.layout;
        let ph = &self.st.players[h];
        let pl = &self.st.players[l];
        let mut w = Wide::ZERO;
        let in_b = matches!(gh, Group::Mdp | Group::Resident) && gl == Group::Resident;
        let in_n = gl == Group::Next && matches!(gh, Group::Mdp | Group::Resident | Group::Next);
        if in_b {
            w.add_shifted(1, lay.pairs);
            w.add_shifted(1, level(&lay.psd, ph.score));
            if self.is_single {
                self.c9_terms(&mut w, h, l);
            }
            // Colour criteria (C10-C13), as seen from the lower player.
            let (x, y) = (&pl.pref, &ph.pref);
            let same = x.colour == y.colour;
            let c10 = !(x.absolute_imbalance() && y.absolute_imbalance() && same);
            let c11 = !x.absolute
                || !y.absolute
                || !same
                || if x.imbalance == y.imbalance {
                    x.repeated.is_none() || x.repeated != y.repeated
                } else {
                    let loser = if x.imbalance > y.imbalance { y } else { x };
                    loser.repeated != x.colour.map(|c| c.opposite())
                };
            let c12 = !same || x.colour.is_none() || y.colour.is_none();
            let c13 = (!x.strong && !x.absolute)
                || (!y.strong && !y.absolute)
                || (x.absolute && y.absolute)
                || !same;
            for (k, ok) in [c10, c11, c12, c13].into_iter().enumerate() {
                w.add_shifted(u64::from(ok), lay.colour[k]);
            }
            // Float criteria (C14-C21).
            let higher_score = ph.score > pl.score;
            let fl = [(pl.float1, ph.float1), (pl.float2, ph.float2)];
            for (back, (fl_l, fl_h)) in fl.into_iter().enumerate() {
                let down = u64::from(fl_l == Float::Down) + u64::from(!higher_score && fl_h == Float::Down);
                let up_ok = !(higher_score && fl_l == Float::Up);
                w.add_shifted(down, lay.floats[2 * back]);
                w.add_shifted(u64::from(up_ok), lay.floats[2 * back + 1]);
                let (down_levels, up_levels) = if back == 0 {
                    (&lay.down1_scores, &lay.up1_scores)
                } else {
                    (&lay.down2_scores, &lay.up2_scores)
                };
                if fl_l == Float::Down {
                    w.add_shifted(1, level(down_levels, pl.score));
                }
                if fl_h == Float::Down {
                    w.add_shifted(1, level(down_levels, ph.score));
                }
                if up_ok {
                    w.add_shifted(1, level(up_levels, ph.score));
                }
            }
        } else if in_n {
            w.add_shifted(1, lay.next_pairs);
            w.add_shifted(1, level(&lay.next_psd, ph.score));
            if self.is_single {
                self.c9_terms(&mut w, h, l);
            }
        } else if self.is_single_init {
            self.c9_terms(&mut w, h, l);
        }
        // Two spare bits at the bottom for test bonuses.
        Some(w.double().double())
    }

    /// C3 at the level of classes: same absolute preference, no topscorer
    /// exemption.
    pub(super) fn colour_conflict(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (&self.st.players[a], &self.st.players[b]);
        pa.pref.absolute
            && pb.pref.absolute
            && pa.pref.colour == pb.pref.colour
            && !(self.st.last_round
                && (pa.score > self.st.topscorer_above || pb.score > self.st.topscorer_above))
    }

    /// What a window player's edges' criteria weights depend on.
    pub(super) fn class_key(&self, v: usize) -> ClassKey {
        let p = &self.st.players[v];
        let c = |c: Option<arbitro_trf::Colour>| match c {
            None => 0u8,
            Some(arbitro_trf::Colour::White) => 1,
            Some(arbitro_trf::Colour::Black) => 2,
        };
        let f = |f: Float| f as u8;
        ClassKey {
            group: self.group[v] as u8,
            mdp: self.mdp[v] as u8,
            score: p.score,
            colour: c(p.pref.colour),
            absolute: p.pref.absolute,
            strong: p.pref.strong,
            imbalance: p.pref.imbalance,
            repeated: c(p.pref.repeated),
            floats: (f(p.float1), f(p.float2)),
            rank: if self.is_single { self.c9rank[v] } else { 0 },
            remainder: self.remidx[v] != NONE,
            s1: self.s1[v],
            role: self.role[v] as u8,
            no_next: self.no_next[v],
        }
    }
}
