//! The FIDE Dutch system (C.04.3): brackets from the top score group down,
//! each paired by the criteria in their order of priority, ties settled by
//! the transposition and exchange order of the rules.
//!
//! # How a bracket is decided
//!
//! Every criterion of C.04.3 (C5–C21) is a count, or a list of counts by
//! score, over the pairs of the bracket (or, for C7/C8, of the next
//! bracket). Each gets a bit field of one wide integer, higher criteria in
//! higher bits, so that "better pairing" means "larger total weight". The
//! absolute criteria (C1–C3) decide which edges exist, and the completion
//! criterion (C4: the rest of the round must still be pairable) is enforced
//! by asking for a *perfect* matching of all players still unpaired, plus a
//! bye vertex joined to the bye candidates when their number is odd. The
//! maximum-weight perfect matching is then the best pairing of the bracket
//! that can be completed.
//!
//! The rules then fix, in this order: which moved-down players are paired
//! (the higher ones first), their opponents (the highest-ranked resident
//! possible, the transposition order of S2), how many and which residents
//! are exchanged between S1 and S2 (fewest, then smallest difference of
//! pairing-number sums, then the lowest from S1 and the highest from S2),
//! and finally each S1 player's opponent in S2 order. Each of these is a
//! question "is there still an optimal completion if …?", answered exactly
//! with the solver's dual solution (an edge with positive reduced cost is in
//! no optimal solution) or, when that does not settle it, by re-solving with
//! a tiny bonus on the candidate (lower than every criterion).
//!
//! The solver only holds a sparse set of candidate edges; after every solve
//! the duals are checked against *all* compatible pairs and violated edges
//! are added until none is left, so the result is the optimum of the full
//! problem.

use std::collections::HashMap;

use crate::error::PairingError;
use crate::matching::Matcher;
use crate::options::RulesEdition;
use crate::state::{Float, RoundState};
use crate::wide::{WEIGHT_BITS, Wide};

const NONE: u32 = u32::MAX;

/// Windows (bracket plus next score group) up to this size hold every
/// possible edge explicitly.
const DENSE_WINDOW: usize = 80;

/// Most sink vertices a window may use.
const SINK_CAP: usize = 64;

/// Where a player stands while a bracket is paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Group {
    /// Already paired.
    Done,
    /// Moved down into the current bracket.
    Mdp,
    /// Resident of the current bracket.
    Resident,
    /// Resident of the next bracket.
    Next,
    /// Below the next bracket.
    Lower,
}

/// A remainder player's side after the exchanges are settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    /// Not settled.
    Free,
    /// In S1: paired with a lower-ranked remainder player.
    Higher,
    /// In S2: paired with a higher-ranked remainder player, or floating.
    Lower,
}

/// The decision about a moved-down player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum MdpLock {
    Open,
    /// Paired in this bracket.
    Paired,
    /// Floats on.
    Floats,
}

/// What the weights currently express.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Lowest possible score of the bye assignee.
    ByeScore,
    /// Most pairs inside the top score group.
    TopPairs,
    /// Pairing a bracket.
    Bracket,
}

/// Everything a window player's criteria weights depend on (see
/// [`Engine::check_window_classes`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct ClassKey {
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
}

/// A class's members sorted by two keys (see [`Engine::check_window_classes`]).
type SortedKeys = (Vec<(Wide, usize)>, Vec<(Wide, usize)>);

/// The least value of a key over a class, per top-level blossom, and the
/// two least with different top-level blossoms.
#[derive(Default)]
struct MinByTop {
    by_top: HashMap<u32, Wide>,
    best: Option<(Wide, u32)>,
    second: Option<(Wide, u32)>,
}

impl MinByTop {
    fn add(&mut self, key: Wide, top: u32) {
        let slot = self.by_top.entry(top).or_insert(key);
        if key < *slot {
            *slot = key;
        }
        match self.best {
            Some((k, t)) if t == top => {
                if key < k {
                    self.best = Some((key, top));
                }
            }
            Some((k, _)) if key < k => {
                self.second = self.best;
                self.best = Some((key, top));
            }
            None => self.best = Some((key, top)),
            _ => {
                if self.second.is_none_or(|(k, _)| key < k) {
                    self.second = Some((key, top));
                }
            }
        }
    }

    /// Whether `base + key ≥ 0` for every member, adding `z` (twice the
    /// blossom dual) for members in the top-level blossom `top` itself.
    fn clear(&self, base: Wide, top: u32, z: Wide) -> bool {
        let same = self
            .by_top
            .get(&top)
            .is_none_or(|&k| !(base + k + z).is_negative());
        let other = match self.best {
            Some((k, t)) if t != top => Some(k),
            _ => self.second.map(|(k, _)| k),
        };
        same && other.is_none_or(|k| !(base + k).is_negative())
    }
}

/// Bit positions of the criteria for the current bracket.
#[derive(Debug, Clone, Default)]
struct Layout {
    bits: u32,
    // C6 (pairs) and C7 (pairing score differences) of the bracket,
    // C8 (the same in the next bracket), C9 (unplayed games of the bye
    // assignee), C10-C13 (colours), C14-C17 (repeated floats), C18-C21
    // (scores of repeated floaters), then the exchange order.
    pairs: u32,
    psd: Vec<(i32, u32)>,
    next_pairs: u32,
    next_psd: Vec<(i32, u32)>,
    unplayed: u32,
    colour: [u32; 4],
    floats: [u32; 4],
    down1_scores: Vec<(i32, u32)>,
    up1_scores: Vec<(i32, u32)>,
    down2_scores: Vec<(i32, u32)>,
    up2_scores: Vec<(i32, u32)>,
    exch_cnt: u32,
    exch_idx: u32,
}

fn level(levels: &[(i32, u32)], score: i32) -> u32 {
    levels
        .iter()
        .find(|(s, _)| *s == score)
        .map(|(_, shift)| *shift)
        .unwrap_or(0)
}

fn bits_for(max: u64) -> u32 {
    64 - max.leading_zeros()
}

/// Allocates bit fields from the lowest up.
struct Alloc {
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

/// A record of how one bracket was decided (for `--explain`).
#[derive(Debug, Clone, Default)]
pub struct BracketRecord {
    /// Score of the resident players (tenths).
    pub score: i32,
    /// Pairing numbers of the moved-down players.
    pub mdps: Vec<u32>,
    /// Pairing numbers of the residents.
    pub residents: Vec<u32>,
    /// Moved-down players paired in the bracket.
    pub mdps_paired: Vec<u32>,
    /// Pairs made in the bracket (higher-ranked first).
    pub pairs: Vec<(u32, u32)>,
    /// Players who float down from it.
    pub floaters: Vec<u32>,
    /// Number of exchanges between S1 and S2.
    pub exchanges: u32,
    /// The bye went to this player from this bracket.
    pub bye: Option<u32>,
    /// Values of the criteria for the bracket's pairs:
    /// (criterion number, value) — counts of pairs/players as the criterion
    /// counts them.
    pub criteria: Vec<(u32, i64)>,
    /// Whether C9 (fewest unplayed games of the bye assignee) was in force.
    pub c9_active: bool,
}

/// Work counters of one pairing (for benchmarks).
#[derive(Debug, Clone, Copy, Default)]
pub struct Stats {
    /// Calls of the matching solver.
    pub solves: u64,
    /// Blossom-algorithm stages run.
    pub stages: u64,
    /// Candidate edges created.
    pub edges: u64,
    /// Edges added because the duals showed them violated.
    pub edges_added_by_check: u64,
    /// Pairs whose reduced cost was computed while checking the duals.
    pub pairs_checked: u64,
    /// Microseconds spent in the solver.
    pub solve_micros: u64,
    /// Microseconds spent checking duals.
    pub check_micros: u64,
}

/// The result of pairing a round: pairs (higher-ranked first, by index into
/// the round state's players) and the bye.
pub struct Outcome {
    /// Pairs of player indices.
    pub pairs: Vec<(usize, usize)>,
    /// The player with the pairing-allocated bye.
    pub bye: Option<usize>,
    /// Score of the bye assignee fixed by C5 (tenths), if any.
    pub bye_score: Option<i32>,
    /// One record per bracket.
    pub brackets: Vec<BracketRecord>,
    /// Work done.
    pub stats: Stats,
}

/// The bit matrix of pairs that may not meet (C1, C3 and prohibitions):
/// row `a` has bit `b` set when players `a` and `b` are incompatible.
fn incompatibility(st: &RoundState, words: usize) -> Vec<u64> {
    let n = st.players.len();
    let mut bits = vec![0u64; n * words];
    let mut set = |a: usize, b: usize| {
        bits[a * words + b / 64] |= 1 << (b % 64);
        bits[b * words + a / 64] |= 1 << (a % 64);
    };
    let index: HashMap<u32, usize> = st.players.iter().enumerate().map(|(i, p)| (p.id, i)).collect();
    for (a, p) in st.players.iter().enumerate() {
        for o in &p.opponents {
            if let Some(&b) = index.get(o) {
                set(a, b);
            }
        }
    }
    for &(x, y) in &st.forbidden {
        if let (Some(&a), Some(&b)) = (index.get(&x), index.get(&y)) {
            set(a, b);
        }
    }
    // C3: two players with the same absolute preference, unless (in the
    // last round) one of them is a topscorer.
    let top = |p: &crate::state::PlayerState| st.last_round && p.score > st.topscorer_above;
    for colour in [arbitro_trf::Colour::White, arbitro_trf::Colour::Black] {
        let mut all = vec![0u64; words];
        let mut not_top = vec![0u64; words];
        let members: Vec<usize> = (0..n)
            .filter(|&i| st.players[i].pref.absolute && st.players[i].pref.colour == Some(colour))
            .collect();
        for &i in &members {
            all[i / 64] |= 1 << (i % 64);
            if !top(&st.players[i]) {
                not_top[i / 64] |= 1 << (i % 64);
            }
        }
        for &i in &members {
            let mask = if top(&st.players[i]) {
                continue;
            } else if st.last_round {
                &not_top
            } else {
                &all
            };
            for (w, m) in bits[i * words..(i + 1) * words].iter_mut().zip(mask) {
                *w |= m;
            }
            bits[i * words + i / 64] &= !(1 << (i % 64));
        }
    }
    bits
}

/// Pairs the round described by `st`.
pub fn pair(st: &RoundState) -> Result<Outcome, PairingError> {
    let mut e = Engine::new(st);
    e.run()
}

struct Engine<'a> {
    st: &'a RoundState,
    n: usize,
    beta: Option<usize>,
    m: Matcher,
    alive: Vec<bool>,
    incompat: Vec<u64>,
    words: usize,
    group: Vec<Group>,
    role: Vec<Role>,
    mdp: Vec<MdpLock>,
    no_next: Vec<bool>,
    remidx: Vec<u32>,
    s1: Vec<bool>,
    rem_len: u32,
    exch_active: bool,
    tests: HashMap<(usize, usize), i64>,
    layout: Layout,
    phase: Phase,
    s_star: i32,
    top_score: i32,
    is_single: bool,
    is_single_init: bool,
    c9rank: Vec<u64>,
    verified_dual: Vec<Option<Wide>>,
    pairs: Vec<(usize, usize)>,
    score_levels: Vec<i32>,
    sparse_window: bool,
    stats: Stats,
    checked: std::cell::Cell<u64>,
    /// Engine vertex → solver vertex (players, then the bye vertex `n`,
    /// then sink vertices from `n + 1`), or `NONE` when not in the solver.
    local: Vec<u32>,
    /// Solver vertex → engine vertex.
    global: Vec<u32>,
    /// Sink vertices stand for the players below the window (see
    /// [`Engine::rebuild`]).
    sinks: usize,
    /// Window players who may float into the players below.
    absorbable: Vec<bool>,
    /// A player below the window may take the bye.
    below_has_bye_candidate: bool,
}

impl<'a> Engine<'a> {
    fn new(st: &'a RoundState) -> Engine<'a> {
        let n = st.players.len();
        let beta = (n % 2 == 1).then_some(n);
        let nv = n + 1 + SINK_CAP;
        let words = n.div_ceil(64).max(1);
        let incompat = incompatibility(st, words);
        let mut score_levels: Vec<i32> = st.players.iter().map(|p| p.score).collect();
        score_levels.dedup();
        Engine {
            st,
            n,
            beta,
            m: Matcher::new(0),
            alive: (0..nv).map(|v| v < n || Some(v) == beta).collect(),
            incompat,
            words,
            group: vec![Group::Lower; n],
            role: vec![Role::Free; n],
            mdp: vec![MdpLock::Open; n],
            no_next: vec![false; n],
            remidx: vec![NONE; n],
            s1: vec![false; n],
            rem_len: 0,
            exch_active: false,
            tests: HashMap::new(),
            layout: Layout::default(),
            phase: Phase::ByeScore,
            s_star: i32::MIN,
            top_score: st.players.first().map(|p| p.score).unwrap_or(0),
            is_single: false,
            is_single_init: false,
            c9rank: vec![0; n],
            verified_dual: vec![None; nv],
            pairs: Vec::new(),
            score_levels,
            sparse_window: false,
            stats: Stats::default(),
            checked: std::cell::Cell::new(0),
            local: vec![NONE; n + 1 + SINK_CAP],
            global: Vec::new(),
            sinks: 0,
            absorbable: vec![false; n],
            below_has_bye_candidate: false,
        }
    }

    /// How many players `v` may meet.
    fn degree(&self, v: usize) -> usize {
        let conflicts: usize = self.incompat[v * self.words..(v + 1) * self.words]
            .iter()
            .map(|w| w.count_ones() as usize)
            .sum();
        self.n - 1 - conflicts
    }

    fn compatible(&self, a: usize, b: usize) -> bool {
        self.incompat[a * self.words + b / 64] & (1 << (b % 64)) == 0
    }

    fn is_sink(&self, v: usize) -> bool {
        v > self.n
    }

    fn lv(&self, v: usize) -> u32 {
        self.local[v]
    }

    fn in_solver(&self, v: usize) -> bool {
        self.local[v] != NONE
    }

    /// Builds a fresh solver over `players` (plus the bye vertex, if any,
    /// and `sinks` sink vertices).
    fn rebuild(&mut self, players: &[usize], sinks: usize) {
        for &g in &self.global {
            self.local[g as usize] = NONE;
        }
        self.global.clear();
        for &p in players {
            self.local[p] = self.global.len() as u32;
            self.global.push(p as u32);
        }
        if let Some(b) = self.beta
            && self.alive[b]
        {
            self.local[b] = self.global.len() as u32;
            self.global.push(b as u32);
        }
        self.sinks = sinks;
        for j in 0..SINK_CAP {
            self.alive[self.n + 1 + j] = j < sinks;
        }
        for j in 0..sinks {
            let v = self.n + 1 + j;
            self.local[v] = self.global.len() as u32;
            self.global.push(v as u32);
        }
        self.stats.stages += self.m.stages;
        self.stats.edges += self.m.edge_count() as u64;
        self.m = Matcher::new(self.global.len());
        for v in self.verified_dual.iter_mut() {
            *v = None;
        }
    }

    /// Gives every solver vertex its initial dual and matches greedily
    /// along tight edges.
    fn start(&mut self) {
        let all: Vec<u32> = (0..self.global.len() as u32).collect();
        self.m.init_duals(&all);
        if self.exch_active {
            // With exchange terms, a remainder player's dual is its best
            // criteria weight, plus twice its own term for S1 players: then
            // every pair led by S1 towards its best partners is tight and
            // the greedy start pairs most of the bracket.
            for &g in &self.global.clone() {
                let v = g as usize;
                if v >= self.n || self.remidx[v] == NONE {
                    continue;
                }
                let mut best: Option<Wide> = None;
                for (u, w) in self.m.edges_at(self.lv(v)) {
                    let u = self.global[u as usize] as usize;
                    let mut c = w;
                    if u < self.n && self.remidx[u] != NONE {
                        c -= self.exchange_term(v.min(u)).double().double();
                    }
                    if best.is_none_or(|b| c > b) {
                        best = Some(c);
                    }
                }
                if let Some(mut d) = best {
                    let t = self.exchange_term(v);
                    if self.s1[v] {
                        d += t.double().double().double();
                    }
                    if d.is_odd() {
                        d += Wide::from_u64(1);
                    }
                    self.m.set_initial_dual(self.lv(v), d);
                }
            }
        }
        // Next-bracket players: their best edges lead into the bracket,
        // whose players pair among themselves; start them at the least dual
        // that covers those edges and their own best edge within the next
        // bracket, so that next-bracket pairs start tight.
        if self.phase == Phase::Bracket {
            for &g in &self.global.clone() {
                let v = g as usize;
                if v >= self.n || self.group[v] != Group::Next {
                    continue;
                }
                let lv = self.lv(v);
                let mut d: Option<Wide> = None;
                for (u, w) in self.m.edges_at(lv) {
                    let gu = self.global[u as usize] as usize;
                    let need = if gu < self.n && self.group[gu] == Group::Next {
                        w
                    } else {
                        w.double() - self.m.dual(u)
                    };
                    if d.is_none_or(|x| need > x) {
                        d = Some(need);
                    }
                }
                if let Some(mut d) = d {
                    if d.is_odd() {
                        d += Wide::from_u64(1);
                    }
                    self.m.set_initial_dual(lv, d);
                }
            }
        }
        self.m.greedy_init();
    }

    fn m_set(&mut self, a: usize, b: usize, w: Option<Wide>) {
        self.m.set_edge(self.lv(a), self.lv(b), w);
    }

    fn no_pairing(&self, reason: &str) -> PairingError {
        PairingError::NoPairing {
            round: self.st.round,
            reason: reason.to_string(),
        }
    }

    // ----- weights -----------------------------------------------------------

    /// The weight of the edge between vertices `a` and `b` under the current
    /// phase and decisions, or `None` when they may not be paired.
    fn weight(&self, a: usize, b: usize) -> Option<Wide> {
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
                self.absorbable[other].then_some(Wide::ZERO)
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

    fn bye_weight(&self, v: usize) -> Option<Wide> {
        let p = &self.st.players[v];
        if !p.bye_eligible {
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

    /// The exchange-order part of a remainder pair's weight, which depends
    /// on the higher-ranked player `h` only: one unit per pair led by an S1
    /// player (fewest exchanges), minus the remainder index of the pair's
    /// higher player (smallest sum of the moved players' numbers). Never
    /// negative for an S1 player.
    fn exchange_term(&self, h: usize) -> Wide {
        let mut t = Wide::ZERO;
        t.add_shifted(u64::from(self.s1[h]), self.layout.exch_cnt);
        let mut idx = Wide::ZERO;
        idx.add_shifted(u64::from(self.remidx[h]), self.layout.exch_idx);
        t - idx
    }

    fn c9_terms(&self, w: &mut Wide, h: usize, l: usize) {
        let r = self.c9rank[h] + self.c9rank[l];
        w.add_shifted(r, self.layout.unplayed);
    }

    fn bracket_weight(&self, h: usize, l: usize) -> Option<Wide> {
        let both_rem = self.remidx[h] != NONE && self.remidx[l] != NONE;
        if both_rem && (self.role[h] == Role::Lower || self.role[l] == Role::Higher) {
            return None;
        }
        if self.remidx[h] != NONE && self.no_next[h] && self.group[l] == Group::Next {
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
    fn criteria_weight(&self, h: usize, l: usize) -> Option<Wide> {
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

    // ----- the solver with its candidate edges -------------------------------

    fn vertices(&self) -> impl Iterator<Item = usize> + '_ {
        self.global.iter().map(|&g| g as usize).filter(|&v| self.alive[v])
    }

    /// Re-evaluates the explicit edges at `v` under the current weights.
    fn refresh(&mut self, v: usize) {
        if !self.in_solver(v) {
            return;
        }
        for (u, _) in self.m.edges_at(self.lv(v)) {
            let g = self.global[u as usize] as usize;
            let w = self.weight(v, g);
            self.m.set_edge(self.lv(v), u, w);
        }
        self.verified_dual[v] = None;
    }

    fn add_edge(&mut self, a: usize, b: usize) {
        if !self.in_solver(a) || !self.in_solver(b) {
            return;
        }
        if let Some(w) = self.weight(a, b) {
            self.m_set(a, b, Some(w));
        }
    }

    /// Solves, then checks the duals against every possible edge and adds
    /// the violated ones until the solution is optimal for the full graph.
    fn solve(&mut self) -> Result<(), PairingError> {
        loop {
            self.stats.solves += 1;
            let started = std::time::Instant::now();
            let result = self.m.solve();
            self.stats.solve_micros += started.elapsed().as_micros() as u64;
            if let Err(stuck) = result {
                // Give the stuck forest every edge it could have.
                let mut added = false;
                let verts: Vec<usize> = self.vertices().collect();
                for &v in &stuck.forest {
                    let v = self.global[v as usize] as usize;
                    for &u in &verts {
                        if u != v
                            && self.m.edge_weight(self.lv(v), self.lv(u)).is_none()
                            && self.weight(v, u).is_some()
                        {
                            self.add_edge(v, u);
                            added = true;
                        }
                    }
                }
                if !added {
                    return Err(self.no_pairing("the remaining players cannot all be paired"));
                }
                continue;
            }
            let started = std::time::Instant::now();
            let added = self.add_violated();
            self.stats.check_micros += started.elapsed().as_micros() as u64;
            self.stats.edges_added_by_check += added as u64;
            if added == 0 {
                return Ok(());
            }
        }
    }

    /// A lower bound of half the weight any *absent* edge at `v` can have
    /// contributed by `v` (in the solver's units: the weight of an absent
    /// edge (u, v) is at most `bound(u) + bound(v)`).
    fn absent_bound(&self, v: usize) -> Wide {
        match self.phase {
            Phase::ByeScore => Wide::ZERO,
            Phase::TopPairs => Wide::from_u64(u64::from(self.st.players[v].score == self.top_score)),
            Phase::Bracket => {
                if self.is_single_init && self.c9rank[v] > 0 {
                    let mut w = Wide::ZERO;
                    w.add_shifted(self.c9rank[v], self.layout.unplayed + 2);
                    w
                } else {
                    Wide::ZERO
                }
            }
        }
    }

    /// Finds edges whose reduced cost is negative under the current duals
    /// and adds them (a few per vertex, the most violated first). Returns
    /// how many were added; none means the solution is optimal for the full
    /// graph.
    ///
    /// Edges inside the current window are all explicit (unless the window
    /// is very large, when its vertices are scanned in full); every other
    /// possible edge has a weight bounded by a per-vertex term, so only
    /// pairs whose keys `dual - 2 bound` sum to a negative number can be
    /// violated: sorting by key finds them without looking at all pairs.
    fn add_violated(&mut self) -> usize {
        let verts: Vec<usize> = self.vertices().filter(|&v| v < self.n).collect();
        let in_window = |e: &Engine<'_>, v: usize| {
            e.phase == Phase::Bracket && matches!(e.group[v], Group::Mdp | Group::Resident | Group::Next)
        };
        // Window pairs are explicit: only pairs with an outside vertex are
        // checked here.
        let key = |e: &Engine<'_>, v: usize| (e.m.dual(e.lv(v)) - e.absent_bound(v).double(), v);
        let mut outside: Vec<(Wide, usize)> = verts
            .iter()
            .filter(|&&v| !in_window(self, v))
            .map(|&v| key(self, v))
            .collect();
        let mut window: Vec<(Wide, usize)> = verts
            .iter()
            .filter(|&&v| in_window(self, v))
            .map(|&v| key(self, v))
            .collect();
        outside.sort_by_key(|x| x.0);
        window.sort_by_key(|x| x.0);
        let mut found: Vec<(usize, usize)> = Vec::new();
        let scan = |e: &Engine<'_>,
                    (ku, u): (Wide, usize),
                    list: &[(Wide, usize)],
                    found: &mut Vec<(usize, usize)>| {
            let mut per_u = 0;
            for &(kv, v) in list {
                if !(ku + kv).is_negative() {
                    break;
                }
                if v == u || !e.compatible(u, v) {
                    continue;
                }
                let Some(w) = e.weight(u, v) else { continue };
                e.checked.set(e.checked.get() + 1);
                if e.m.reduced_cost(e.lv(u), e.lv(v), w).is_negative()
                    && e.m.edge_weight(e.lv(u), e.lv(v)) != Some(w)
                {
                    found.push((u, v));
                    per_u += 1;
                    if per_u >= 8 {
                        break;
                    }
                }
            }
        };
        for i in 0..outside.len() {
            let ku = outside[i].0;
            if !(ku + outside.get(i + 1).map(|x| x.0).unwrap_or(ku)).is_negative() {
                break;
            }
            scan(self, outside[i], &outside[i + 1..], &mut found);
        }
        if let Some(&(kmin, _)) = outside.first() {
            for &entry in &window {
                if !(entry.0 + kmin).is_negative() {
                    break;
                }
                scan(self, entry, &outside, &mut found);
            }
        }
        if self.sparse_window {
            self.check_window_classes(&verts, &mut found);
        }
        for &(u, v) in &found {
            self.add_edge(u, v);
        }
        if found.is_empty() {
            for &u in &verts {
                self.verified_dual[u] = Some(self.m.dual(self.lv(u)));
            }
        }
        found.len()
    }

    /// What a window player's edges' criteria weights depend on.
    fn class_key(&self, v: usize) -> ClassKey {
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
        }
    }

    /// Checks the absent edges of a sparse window class by class: members
    /// of a class have the same criteria weight towards a given player, so
    /// one bound clears a whole class; only classes that fail it are
    /// scanned. The bound respects blossoms (between two vertices of the
    /// same top-level blossom its dual counts, between different ones it
    /// does not) and the exchange terms (which belong to the higher-ranked
    /// player of a pair).
    fn check_window_classes(&self, verts: &[usize], found: &mut Vec<(usize, usize)>) {
        let window: Vec<usize> = verts
            .iter()
            .copied()
            .filter(|&v| matches!(self.group[v], Group::Mdp | Group::Resident | Group::Next))
            .collect();
        let term = |v: usize| {
            if self.exch_active && self.remidx[v] != NONE {
                self.exchange_term(v).double().double()
            } else {
                Wide::ZERO
            }
        };
        // Per class: members, and the least of two keys, by top blossom:
        // the dual (partner ranked below), the dual minus twice the exchange
        // term (partner ranked above, its term counts).
        struct Class {
            members: Vec<usize>,
            below: MinByTop,
            above: MinByTop,
            /// Per top-level blossom (`NONE` for vertices outside
            /// blossoms): members by dual (for partners ranked above them
            /// in the pair order: the pair's term is the partner's), and by
            /// dual minus twice their exchange term (when they lead the pair).
            lists: HashMap<u32, SortedKeys>,
        }
        let mut classes: HashMap<ClassKey, Class> = HashMap::new();
        for &v in &window {
            let lv = self.lv(v);
            let d = self.m.dual(lv);
            let top = self.m.top_blossom(lv);
            let key = d - term(v).double();
            let e = classes.entry(self.class_key(v)).or_insert_with(|| Class {
                members: Vec::new(),
                below: MinByTop::default(),
                above: MinByTop::default(),
                lists: HashMap::new(),
            });
            e.members.push(v);
            e.below.add(d, top);
            e.above.add(key, top);
            let list_top = if self.m.in_blossom(lv) { top } else { NONE };
            let l = e.lists.entry(list_top).or_default();
            l.0.push((d, v));
            l.1.push((key, v));
        }
        for c in classes.values_mut() {
            for l in c.lists.values_mut() {
                l.0.sort_by_key(|x| x.0);
                l.1.sort_by_key(|x| x.0);
            }
        }
        for &u in &window {
            let lu = self.lv(u);
            let du = self.m.dual(lu);
            if let Some(old) = self.verified_dual[u]
                && du >= old
            {
                continue;
            }
            let top_u = self.m.top_blossom(lu);
            let zu = self.m.top_blossom_dual(lu).double();
            let tu = term(u);
            let mut per_u: Vec<(Wide, usize)> = Vec::new();
            for class in classes.values() {
                let Some(&rep) = class.members.iter().find(|&&r| r != u) else {
                    continue;
                };
                let (h, l) = (u.min(rep), u.max(rep));
                if self.colour_conflict(h, l) {
                    continue;
                }
                let Some(f) = self.criteria_weight(h, l) else {
                    continue;
                };
                let base_below = du - (f + tu).double();
                let base_above = du - f.double();
                let ok_below = class.below.clear(base_below, top_u, zu);
                let ok_above = class.above.clear(base_above, top_u, zu);
                if ok_below && ok_above {
                    continue;
                }
                // Only members whose key is low enough can be violated; in
                // u's own blossom the blossom's dual adds to the bound.
                for (&top, (by_dual, by_key)) in &class.lists {
                    let z = if top != NONE && top == top_u {
                        zu
                    } else {
                        Wide::ZERO
                    };
                    let lists = [
                        (ok_below, by_dual, base_below + z, true),
                        (ok_above, by_key, base_above + z, false),
                    ];
                    for (ok, list, base, partner_below) in lists {
                        if ok {
                            continue;
                        }
                        for &(k, v) in list.iter() {
                            if !(base + k).is_negative() {
                                break;
                            }
                            if v == u || (v > u) != partner_below || !self.compatible(u, v) {
                                continue;
                            }
                            let Some(w) = self.weight(u, v) else { continue };
                            self.checked.set(self.checked.get() + 1);
                            let rc = self.m.reduced_cost(lu, self.lv(v), w);
                            if rc.is_negative() && self.m.edge_weight(lu, self.lv(v)) != Some(w) {
                                per_u.push((rc, v));
                            }
                        }
                    }
                }
            }
            per_u.sort_by_key(|x| x.0);
            found.extend(per_u.into_iter().take(8).map(|(_, v)| (u, v)));
        }
    }

    /// C3 at the level of classes: same absolute preference, no topscorer
    /// exemption.
    fn colour_conflict(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (&self.st.players[a], &self.st.players[b]);
        pa.pref.absolute
            && pb.pref.absolute
            && pa.pref.colour == pb.pref.colour
            && !(self.st.last_round
                && (pa.score > self.st.topscorer_above || pb.score > self.st.topscorer_above))
    }

    fn mate(&self, v: usize) -> Option<usize> {
        if !self.in_solver(v) {
            return None;
        }
        self.m.mate(self.lv(v)).map(|x| self.global[x as usize] as usize)
    }

    /// The edge (a, b) can be in no optimal solution (positive reduced cost).
    fn excluded(&self, a: usize, b: usize) -> bool {
        match self.weight(a, b) {
            None => true,
            Some(w) => {
                let rc = self.m.reduced_cost(self.lv(a), self.lv(b), w);
                !rc.is_zero() && !rc.is_negative()
            }
        }
    }

    fn set_test(&mut self, a: usize, b: usize, bonus: i64) {
        let key = (a.min(b), a.max(b));
        if bonus == 0 {
            self.tests.remove(&key);
        } else {
            self.tests.insert(key, bonus);
        }
        let w = self.weight(a, b);
        self.m_set(a, b, w);
    }

    /// Is there an optimal solution in which `a` is paired with `b`?
    fn can_pair(&mut self, a: usize, b: usize) -> Result<bool, PairingError> {
        if self.mate(a) == Some(b) {
            return Ok(true);
        }
        if self.excluded(a, b) {
            return Ok(false);
        }
        // (a, b) is tight. If a's partner c and b's partner d can be paired
        // by a tight edge too, swapping gives another optimal solution.
        if let (Some(c), Some(d)) = (self.mate(a), self.mate(b))
            && c != b
            && ![a, b, c, d].iter().any(|&x| self.m.in_blossom(self.lv(x)))
            && let Some(wcd) = self.weight(c, d)
            && self.m.reduced_cost(self.lv(c), self.lv(d), wcd).is_zero()
        {
            self.add_edge(a, b);
            self.add_edge(c, d);
            if self.m.swap_pairs(self.lv(a), self.lv(b), self.lv(c), self.lv(d)) {
                return Ok(true);
            }
        }
        self.set_test(a, b, 1);
        self.solve()?;
        let ok = self.mate(a) == Some(b);
        self.set_test(a, b, 0);
        Ok(ok)
    }

    /// Removes a decided pair from the problem.
    fn finalize(&mut self, a: usize, b: usize) {
        debug_assert_eq!(self.mate(a), Some(b));
        self.alive[a] = false;
        self.alive[b] = false;
        self.m.remove_vertex(self.lv(a));
        self.m.remove_vertex(self.lv(b));
        self.group[a] = Group::Done;
        self.group[b] = Group::Done;
        self.pairs.push((a.min(b), a.max(b)));
    }

    // ----- the round ---------------------------------------------------------

    fn initial_edges(&mut self) {
        let n = self.n;
        let players: Vec<usize> = (0..n).collect();
        self.rebuild(&players, 0);
        for a in 0..n {
            let mut found = 0;
            for b in a + 1..n {
                if self.compatible(a, b) {
                    self.add_edge(a, b);
                    found += 1;
                    if found >= 6 {
                        break;
                    }
                }
            }
        }
        if let Some(beta) = self.beta {
            for v in 0..n {
                self.add_edge(v, beta);
            }
        }
        self.start();
    }

    /// Sets up the solver for a bracket: its window (the bracket and the
    /// next score group) with every edge, and the players below either
    /// explicitly or, when they are numerous and well connected, as a few
    /// sink vertices. By Dirac's theorem, if every player below has at
    /// least (|L| + k) / 2 possible opponents below, and a window player has
    /// as many there, then any k or fewer such window players together with
    /// all players below (minus a bye, if they must provide it) can be
    /// paired: the players below then only matter through the sinks.
    fn setup_window(
        &mut self,
        mdps: &[usize],
        residents: &[usize],
        next: &[usize],
    ) -> Result<(), PairingError> {
        let window: Vec<usize> = mdps
            .iter()
            .chain(residents)
            .chain(next)
            .copied()
            .filter(|&v| self.alive[v])
            .collect();
        let below: Vec<usize> = (0..self.n)
            .filter(|&v| self.alive[v] && self.group[v] == Group::Lower)
            .collect();
        let s_star = self.s_star;
        self.below_has_bye_candidate = self.beta.is_some()
            && below
                .iter()
                .any(|&v| self.st.players[v].bye_eligible && self.st.players[v].score <= s_star);
        let mut k = 4 + below.len() % 2;
        loop {
            let explicit = if !self.is_single_init && k <= SINK_CAP {
                // The sinks stand for the players below minus the explicit
                // ones: their number's parity must be that of those players.
                let mut found = self.robust(&below, &window, k);
                if let Some(e) = &found
                    && (below.len() - e.len()) % 2 != k % 2
                {
                    found = self
                        .robust(&below, &window, k + 1)
                        .filter(|e2| (below.len() - e2.len()) % 2 == (k + 1) % 2);
                    if found.is_some() {
                        k += 1;
                    }
                }
                found
            } else {
                None
            };
            let robust = explicit.is_some();
            if let Some(explicit) = &explicit {
                let members: Vec<usize> = window.iter().chain(explicit).copied().collect();
                self.rebuild(&members, k);
                self.below_has_bye_candidate = self.beta.is_some()
                    && below.iter().any(|&v| {
                        !explicit.contains(&v)
                            && self.st.players[v].bye_eligible
                            && self.st.players[v].score <= s_star
                    });
                for &e in explicit {
                    for &v in window.iter().chain(explicit) {
                        if v != e {
                            self.add_edge(e, v);
                        }
                    }
                    if let Some(beta) = self.beta {
                        self.add_edge(e, beta);
                    }
                }
            } else {
                for &v in &window {
                    self.absorbable[v] = false;
                }
                let all: Vec<usize> = window.iter().chain(&below).copied().collect();
                self.rebuild(&all, 0);
            }
            self.window_edges(mdps, residents, next);
            if let Some(beta) = self.beta
                && self.alive[beta]
            {
                for &v in &window {
                    self.add_edge(v, beta);
                }
            }
            let sinks: Vec<usize> = (0..self.sinks).map(|j| self.n + 1 + j).collect();
            if robust {
                let members: Vec<usize> = self.vertices().filter(|&v| v < self.n).collect();
                for (i, &a) in sinks.iter().enumerate() {
                    for &b in &sinks[i + 1..] {
                        self.add_edge(a, b);
                    }
                    for &v in &members {
                        self.add_edge(a, v);
                    }
                    if let Some(beta) = self.beta {
                        self.add_edge(a, beta);
                    }
                }
            } else {
                // The players below: a few edges each; the dual check adds
                // whatever else the optimum needs.
                for (i, &a) in below.iter().enumerate() {
                    let mut found = 0;
                    for &b in &below[i + 1..] {
                        if self.compatible(a, b) {
                            self.add_edge(a, b);
                            found += 1;
                            if found >= 6 {
                                break;
                            }
                        }
                    }
                    if let Some(beta) = self.beta {
                        self.add_edge(a, beta);
                    }
                }
                for &v in &window {
                    let mut found = 0;
                    for &b in &below {
                        if self.compatible(v, b) {
                            self.add_edge(v, b);
                            found += 1;
                            if found >= 4 {
                                break;
                            }
                        }
                    }
                }
            }
            self.start();
            let solved = self.solve();
            if robust {
                // Too few sinks shows as a solution using (nearly) all of
                // them, or as no solution at all: try again with more.
                let saturated = match &solved {
                    Ok(()) => {
                        let used = sinks
                            .iter()
                            .filter(|&&x| self.mate(x).is_some_and(|q| !self.is_sink(q)))
                            .count();
                        used + 2 > k
                    }
                    Err(_) => true,
                };
                if saturated && k < below.len() {
                    k += 4;
                    continue;
                }
            }
            return solved;
        }
    }

    /// Decides how the players below the window enter the solver with `k`
    /// sinks. Window players with only a few possible opponents below (too
    /// few for Dirac's theorem) keep those opponents as explicit vertices;
    /// the rest of the players below (R) must satisfy the theorem: each has
    /// at least (|R| + k) / 2 possible opponents in R, and every solver
    /// player with any opponent in R has that many (and may then float into
    /// R through a sink). Returns the explicit players below, or `None` when
    /// the condition fails (then every player below is explicit).
    fn robust(&mut self, below: &[usize], window: &[usize], k: usize) -> Option<Vec<usize>> {
        const MAX_EXPLICIT: usize = 96;
        let words = self.words;
        let mask_of = |set: &[usize]| {
            let mut mask = vec![0u64; words];
            for &v in set {
                mask[v / 64] |= 1 << (v % 64);
            }
            mask
        };
        let degree = |e: &Engine<'_>, v: usize, mask: &[u64], size: usize| -> usize {
            let conflicts: usize = e.incompat[v * words..(v + 1) * words]
                .iter()
                .zip(mask)
                .map(|(a, b)| (a & b).count_ones() as usize)
                .sum();
            let inside = usize::from(mask[v / 64] & (1 << (v % 64)) != 0);
            size - inside - conflicts
        };
        if below.len() < 2 * k + 2 {
            return None;
        }
        let need_all = (below.len() + k).div_ceil(2);
        let below_mask = mask_of(below);
        // Opponents below of weakly connected window players stay explicit.
        let mut explicit_mask = vec![0u64; words];
        let mut explicit = Vec::new();
        for &u in window {
            let d = degree(self, u, &below_mask, below.len());
            if d > 0 && d < need_all {
                for &l in below {
                    if self.compatible(u, l) && explicit_mask[l / 64] & (1 << (l % 64)) == 0 {
                        explicit_mask[l / 64] |= 1 << (l % 64);
                        explicit.push(l);
                    }
                }
            }
        }
        if explicit.len() > MAX_EXPLICIT {
            return None;
        }
        let rest: Vec<usize> = below
            .iter()
            .copied()
            .filter(|&l| explicit_mask[l / 64] & (1 << (l % 64)) == 0)
            .collect();
        if rest.len() < 2 * k + 2 {
            return None;
        }
        let need = (rest.len() + k).div_ceil(2);
        let rest_mask = mask_of(&rest);
        for &v in &rest {
            if degree(self, v, &rest_mask, rest.len()) < need {
                return None;
            }
        }
        for &u in window.iter().chain(&explicit) {
            let d = degree(self, u, &rest_mask, rest.len());
            if d > 0 && d < need {
                return None;
            }
            self.absorbable[u] = d >= need;
        }
        explicit.sort_unstable();
        Some(explicit)
    }

    fn refresh_all(&mut self) {
        let verts: Vec<usize> = self.vertices().collect();
        for v in verts {
            self.refresh(v);
        }
    }

    fn run(&mut self) -> Result<Outcome, PairingError> {
        let n = self.n;
        let mut brackets = Vec::new();
        if n == 0 {
            return Ok(Outcome {
                pairs: Vec::new(),
                bye: None,
                bye_score: None,
                brackets,
                stats: self.stats,
            });
        }
        // C5: the lowest score the bye assignee can have (2026 edition; the
        // previous edition has no such criterion: any eligible player).
        //
        // When every player can meet at least half of the others, Dirac's
        // theorem gives a Hamiltonian cycle: the round can be completed
        // with the bye on any player, so no solve is needed.
        self.phase = Phase::ByeScore;
        let dirac = n >= 3 && (0..n).all(|v| 2 * self.degree(v) >= n);
        if !dirac {
            self.initial_edges();
            self.solve()?;
        }
        let mut bye_score = None;
        if self.beta.is_some() && self.st.edition == RulesEdition::Fide2017 {
            self.s_star = i32::MAX;
        } else if let Some(beta) = self.beta {
            self.s_star = if dirac {
                self.st
                    .players
                    .iter()
                    .filter(|p| p.bye_eligible)
                    .map(|p| p.score)
                    .min()
                    .ok_or_else(|| self.no_pairing("no player may receive the bye (C2)"))?
            } else {
                let v = self
                    .mate(beta)
                    .ok_or_else(|| self.no_pairing("no bye candidate"))?;
                self.st.players[v].score
            };
            bye_score = Some(self.s_star);
            // C9 ranks: among players with the bye score, more played games
            // rank lower (are better bye assignees).
            let mut counts: Vec<u32> = self
                .st
                .players
                .iter()
                .filter(|p| p.score == self.s_star)
                .map(|p| p.played_games)
                .collect();
            counts.sort_unstable_by(|a, b| b.cmp(a));
            for (i, p) in self.st.players.iter().enumerate() {
                if p.score == self.s_star {
                    let last = counts.iter().rposition(|&c| c == p.played_games).unwrap_or(0);
                    self.c9rank[i] = last as u64;
                }
            }
            let everyone_top = self.st.players.iter().all(|p| p.score >= self.top_score);
            if everyone_top {
                // One score group (round 1): the bye comes from it.
                self.is_single_init = true;
            } else if self.s_star >= self.top_score {
                // The bye comes from the top group: C9 applies from the start
                // if the rest of that group can be paired within it.
                if dirac {
                    self.initial_edges();
                }
                self.phase = Phase::TopPairs;
                self.refresh_all();
                self.solve()?;
                let top = self
                    .st
                    .players
                    .iter()
                    .filter(|p| p.score >= self.top_score)
                    .count();
                let inside = (0..n)
                    .filter(|&a| {
                        self.st.players[a].score >= self.top_score
                            && self
                                .mate(a)
                                .is_some_and(|b| b < n && b > a && self.st.players[b].score >= self.top_score)
                    })
                    .count();
                self.is_single_init = inside == (top - 1) / 2;
            }
        }
        self.is_single = self.is_single_init;

        // The brackets.
        let mut carried: Vec<usize> = Vec::new();
        let mut next = 0usize;
        let group_end = |from: usize| -> usize {
            let s = self.st.players[from].score;
            let mut e = from;
            while e < n && self.st.players[e].score == s {
                e += 1;
            }
            e
        };
        self.phase = Phase::Bracket;
        while next < n || carried.iter().filter(|&&v| self.alive[v]).count() > 1 {
            if next >= n {
                // Only moved-down players are left: the completion criterion
                // already decided their pairs.
                let left: Vec<usize> = carried.iter().copied().filter(|&v| self.alive[v]).collect();
                for v in left {
                    if let Some(q) = self.mate(v).filter(|&q| q < n && self.alive[v] && self.alive[q]) {
                        self.finalize(v, q);
                    }
                }
                break;
            }
            let (residents, after): (Vec<usize>, usize) = if next < n {
                let e = group_end(next);
                ((next..e).collect(), e)
            } else {
                (Vec::new(), n)
            };
            let next_group: Vec<usize> = if after < n {
                (after..group_end(after)).collect()
            } else {
                Vec::new()
            };
            let record = self.bracket(&carried, &residents, &next_group)?;
            next = after;
            carried = record.1;
            brackets.push(record.0);
        }
        // Whoever is left is matched to the bye vertex.
        let mut bye = None;
        for v in 0..n {
            if self.alive[v] {
                if self.beta.is_some() && self.mate(v) == self.beta {
                    bye = Some(v);
                } else {
                    return Err(self.no_pairing("internal: a player was left unpaired"));
                }
            }
        }
        if let (Some(b), Some(last)) = (bye, brackets.last_mut()) {
            last.bye = Some(self.st.players[b].id);
        }
        self.stats.stages += self.m.stages;
        self.stats.pairs_checked = self.checked.get();
        self.stats.edges += self.m.edge_count() as u64;
        Ok(Outcome {
            pairs: std::mem::take(&mut self.pairs),
            bye,
            bye_score,
            brackets,
            stats: self.stats,
        })
    }

    fn set_layout(
        &mut self,
        mdps: &[usize],
        residents: &[usize],
        next: &[usize],
    ) -> Result<(), PairingError> {
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
            return Err(PairingError::TooLarge(format!(
                "a bracket needs {} bits of criteria, more than the {} available",
                lay.bits, WEIGHT_BITS
            )));
        }
        self.layout = lay;
        Ok(())
    }

    fn is_higher(&self, p: usize) -> bool {
        match self.mate(p) {
            Some(q) => q < self.n && q > p && self.remidx[q] != NONE,
            None => false,
        }
    }

    /// Pairs one bracket: moved-down players `mdps`, residents, and the next
    /// score group. Returns the record and the players who float on.
    fn bracket(
        &mut self,
        mdps: &[usize],
        residents: &[usize],
        next: &[usize],
    ) -> Result<(BracketRecord, Vec<usize>), PairingError> {
        let mdps: Vec<usize> = mdps.iter().copied().filter(|&v| self.alive[v]).collect();
        let mut record = BracketRecord {
            score: residents
                .first()
                .map(|&r| self.st.players[r].score)
                .unwrap_or(i32::MIN),
            mdps: mdps.iter().map(|&v| self.st.players[v].id).collect(),
            residents: residents.iter().map(|&v| self.st.players[v].id).collect(),
            c9_active: self.is_single,
            ..BracketRecord::default()
        };
        // Context.
        for &v in &mdps {
            self.group[v] = Group::Mdp;
            self.mdp[v] = MdpLock::Open;
        }
        for &v in residents {
            self.group[v] = Group::Resident;
        }
        for &v in next {
            self.group[v] = Group::Next;
        }
        self.exch_active = false;
        self.set_layout(&mdps, residents, next)?;
        // Without moved-down players the remainder is the whole resident
        // group: its exchange order can be weighted from the start (S1 as
        // the upper half, as when every resident is paired), so that the
        // first solve is already close to the final pairing.
        let predicted = if mdps.is_empty() && residents.len() >= 2 {
            let pairs = residents.len() / 2;
            for (i, &v) in residents.iter().enumerate() {
                self.remidx[v] = i as u32;
                self.s1[v] = i < pairs;
            }
            self.rem_len = residents.len() as u32;
            self.exch_active = true;
            Some(pairs)
        } else {
            None
        };
        self.setup_window(&mdps, residents, next)?;

        let in_res = |e: &Engine<'_>, v: usize| {
            e.mate(v)
                .is_some_and(|q| q < e.n && e.group[q] == Group::Resident)
        };

        // Which moved-down players are paired: per score, as many as the
        // optimum pairs (C6), the higher-ranked first.
        let mut i = 0;
        while i < mdps.len() {
            let score = self.st.players[mdps[i]].score;
            let mut j = i;
            while j < mdps.len() && self.st.players[mdps[j]].score == score {
                j += 1;
            }
            let level: Vec<usize> = mdps[i..j].to_vec();
            let mut remaining = level.len();
            let mut matched = level.iter().filter(|&&v| in_res(self, v)).count();
            for &v in &level {
                let decision = if matched == 0 {
                    false
                } else if remaining <= matched || in_res(self, v) {
                    true
                } else {
                    // Try to pair it.
                    let targets: Vec<usize> = residents.iter().copied().filter(|&r| self.alive[r]).collect();
                    for &r in &targets {
                        self.tests.insert((v.min(r), v.max(r)), 1);
                        self.add_edge(v, r);
                    }
                    self.solve()?;
                    let ok = in_res(self, v);
                    for &r in &targets {
                        self.tests.remove(&(v.min(r), v.max(r)));
                    }
                    self.refresh(v);
                    ok
                };
                remaining -= 1;
                if decision {
                    matched -= 1;
                    self.mdp[v] = MdpLock::Paired;
                } else {
                    self.mdp[v] = MdpLock::Floats;
                }
                self.refresh(v);
            }
            i = j;
        }
        self.solve()?;

        // Their opponents: the highest-ranked resident possible.
        for &a in &mdps {
            if self.mdp[a] != MdpLock::Paired {
                continue;
            }
            let mut chosen = None;
            let candidates: Vec<usize> = residents.iter().copied().filter(|&r| self.alive[r]).collect();
            for b in candidates {
                if self.can_pair(a, b)? {
                    chosen = Some(b);
                    break;
                }
            }
            let b =
                chosen.ok_or_else(|| self.no_pairing("internal: a moved-down player lost its opponent"))?;
            if self.mate(a) != Some(b) {
                self.set_test(a, b, 1);
                self.solve()?;
                self.set_test(a, b, 0);
            }
            record.mdps_paired.push(self.st.players[a].id);
            record.pairs.push((self.st.players[a].id, self.st.players[b].id));
            self.finalize(a, b);
        }

        // The remainder: residents not paired with moved-down players.
        let rem: Vec<usize> = residents.iter().copied().filter(|&r| self.alive[r]).collect();
        if !rem.is_empty() {
            self.remainder(&rem, predicted, &mut record)?;
        }

        // Who floats on, and whether C9 applies to the next bracket.
        let carried: Vec<usize> = mdps
            .iter()
            .chain(residents.iter())
            .copied()
            .filter(|&v| self.alive[v])
            .collect();
        // C9 applies to the next bracket when the bye comes from it and
        // nobody in it (floaters and residents) has to pair further down.
        let next_score = next.first().map(|&v| self.st.players[v].score);
        self.is_single = match (self.beta, next_score) {
            (Some(_), Some(ns)) if self.s_star >= ns && self.st.edition == RulesEdition::Fide2026 => {
                carried.iter().chain(next.iter()).all(|&v| {
                    let partner_score = match self.mate(v) {
                        Some(q) if q < self.n => self.st.players[q].score,
                        Some(q) if self.is_sink(q) => i32::MIN,
                        _ => self.st.players[v].score,
                    };
                    partner_score >= ns
                })
            }
            _ => false,
        };
        for &v in &carried {
            record.floaters.push(self.st.players[v].id);
        }
        record.criteria = self.criteria_values(&record);
        Ok((record, carried))
    }

    /// Makes every possible edge of the window explicit; for a very large
    /// window only a band of likely partners (the verification adds what
    /// the optimum needs).
    fn window_edges(&mut self, mdps: &[usize], residents: &[usize], next: &[usize]) {
        let w: Vec<usize> = mdps.iter().chain(residents).chain(next).copied().collect();
        self.sparse_window = w.len() > DENSE_WINDOW;
        if !self.sparse_window {
            for (i, &x) in w.iter().enumerate() {
                for &y in &w[i + 1..] {
                    if self.compatible(x, y) && self.m.edge_weight(self.lv(x), self.lv(y)).is_none() {
                        self.add_edge(x, y);
                    }
                }
            }
            return;
        }
        let b: Vec<usize> = mdps.iter().chain(residents).copied().collect();
        const K: usize = 6;
        let half = residents.len() / 2;
        for (i, &x) in b.iter().enumerate() {
            for d in 1..=K {
                if i + d < b.len() {
                    self.add_edge(x, b[i + d]);
                }
                let j = i + half;
                for t in [j.wrapping_sub(d), j + d - 1] {
                    if t < b.len() && t != i {
                        self.add_edge(x, b[t]);
                    }
                }
            }
            for &y in next.iter().take(K) {
                self.add_edge(x, y);
            }
        }
        let nhalf = next.len() / 2;
        for (i, &x) in next.iter().enumerate() {
            for d in 1..=K {
                if i + d < next.len() {
                    self.add_edge(x, next[i + d]);
                }
                let t = i + nhalf + d - 1;
                if t < next.len() && t != i {
                    self.add_edge(x, next[t]);
                }
            }
        }
        // Partners of the classes a player is best paired with (colour and
        // float types that suit it), near its natural partner: the edges an
        // optimal pairing is most likely to use.
        let mut classes: HashMap<ClassKey, Vec<usize>> = HashMap::new();
        for &v in &w {
            classes.entry(self.class_key(v)).or_default().push(v);
        }
        let classes: Vec<Vec<usize>> = classes.into_values().collect();
        for (i, &x) in w.iter().enumerate() {
            let mut scored: Vec<(Wide, usize)> = Vec::new();
            for (c, members) in classes.iter().enumerate() {
                let Some(&rep) = members.iter().find(|&&r| r != x) else {
                    continue;
                };
                let (h, l) = (x.min(rep), x.max(rep));
                if self.colour_conflict(h, l) {
                    continue;
                }
                if let Some(f) = self.criteria_weight(h, l) {
                    scored.push((f, c));
                }
            }
            scored.sort_by_key(|x| std::cmp::Reverse(x.0));
            let target = w.get(i + residents.len() / 2).copied().unwrap_or(x);
            for &(_, c) in scored.iter().take(3) {
                let members = &classes[c];
                let at = members.partition_point(|&m| m < target);
                for &m in members[at.saturating_sub(2)..(at + 2).min(members.len())].iter() {
                    if m != x {
                        self.add_edge(x, m);
                    }
                }
            }
        }
    }

    fn remainder(
        &mut self,
        rem: &[usize],
        predicted: Option<usize>,
        record: &mut BracketRecord,
    ) -> Result<(), PairingError> {
        let already = predicted.is_some();
        if !already {
            for (i, &v) in rem.iter().enumerate() {
                self.remidx[v] = i as u32;
            }
        }
        for &v in rem {
            self.role[v] = Role::Free;
            self.no_next[v] = false;
        }
        self.rem_len = rem.len() as u32;
        let pairs_in = rem
            .iter()
            .filter(|&&p| {
                self.mate(p)
                    .is_some_and(|q| q < self.n && q < p && self.remidx[q] != NONE)
            })
            .count();
        if predicted != Some(pairs_in) {
            // S1 differs from the one weighted so far: undo those terms.
            if already {
                self.exch_active = false;
                for &v in rem {
                    self.refresh(v);
                }
            }
            for (i, &v) in rem.iter().enumerate() {
                self.s1[v] = i < pairs_in;
            }
            self.exch_active = true;
            // Every S1 player's edges to later remainder players gain its
            // exchange term: raising its dual by as much keeps the current
            // pairs optimal-looking, so the solve only repairs what changed.
            if !already {
                for &v in rem {
                    if self.s1[v] && self.in_solver(v) {
                        let t = self.exchange_term(v);
                        // Weights are scaled by 4 and duals are twice the dual.
                        self.m.shift_dual(self.lv(v), t.double().double().double());
                    }
                }
            }
            for &v in rem {
                self.refresh(v);
            }
            self.solve()?;
        }
        let exchanges = rem[..pairs_in].iter().filter(|&&p| !self.is_higher(p)).count();
        record.exchanges = exchanges as u32;

        if exchanges > 0 {
            // The lowest S1 players are the ones to move to S2, where possible.
            let mut left = exchanges;
            for &p in rem[..pairs_in].iter().rev() {
                if left == 0 {
                    break;
                }
                let exchanged = if self.is_higher(p) {
                    let later: Vec<usize> = rem.iter().copied().filter(|&q| q > p && self.alive[q]).collect();
                    for &q in &later {
                        self.tests.insert((p, q), -1);
                    }
                    self.refresh(p);
                    self.solve()?;
                    for &q in &later {
                        self.tests.remove(&(p, q));
                    }
                    self.refresh(p);
                    !self.is_higher(p)
                } else {
                    true
                };
                if exchanged {
                    self.role[p] = Role::Lower;
                    self.refresh(p);
                    left -= 1;
                }
            }
            self.solve()?;
            // The highest S2 players are the ones to move to S1.
            let mut left = exchanges;
            for &p in &rem[pairs_in..] {
                if left <= 1 {
                    break;
                }
                let exchanged = if self.is_higher(p) {
                    true
                } else {
                    let later: Vec<usize> = rem.iter().copied().filter(|&q| q > p && self.alive[q]).collect();
                    for &q in &later {
                        self.tests.insert((p, q), 1);
                    }
                    self.refresh(p);
                    self.solve()?;
                    for &q in &later {
                        self.tests.remove(&(p, q));
                    }
                    self.refresh(p);
                    self.is_higher(p)
                };
                if exchanged {
                    left -= 1;
                    self.role[p] = Role::Higher;
                    self.no_next[p] = true;
                    self.refresh(p);
                }
            }
            self.solve()?;
        }
        // S1 and S2 are settled: S1 pairs downwards, S2 upwards.
        for &p in rem {
            if self.alive[p] {
                self.role[p] = if self.is_higher(p) {
                    Role::Higher
                } else {
                    Role::Lower
                };
            }
        }
        for &p in rem {
            self.refresh(p);
        }
        self.solve()?;
        // Each S1 player, in order, gets the first S2 player that still
        // allows an optimal pairing.
        for &p in rem {
            if !self.alive[p] || self.role[p] != Role::Higher {
                continue;
            }
            let candidates: Vec<usize> = rem
                .iter()
                .copied()
                .filter(|&q| q > p && self.alive[q] && self.role[q] == Role::Lower)
                .collect();
            let mut chosen = None;
            for q in candidates {
                if self.can_pair(p, q)? {
                    chosen = Some(q);
                    break;
                }
            }
            let q = chosen.ok_or_else(|| self.no_pairing("internal: an S1 player lost its opponent"))?;
            if self.mate(p) != Some(q) {
                self.set_test(p, q, 1);
                self.solve()?;
                self.set_test(p, q, 0);
            }
            record.pairs.push((self.st.players[p].id, self.st.players[q].id));
            self.finalize(p, q);
        }
        for &v in rem {
            self.remidx[v] = NONE;
            self.s1[v] = false;
            self.role[v] = Role::Free;
            self.no_next[v] = false;
        }
        self.exch_active = false;
        for &v in rem {
            if self.alive[v] {
                self.refresh(v);
            }
        }
        Ok(())
    }

    /// The criteria values of the bracket's pairs, for the explanation.
    fn criteria_values(&self, record: &BracketRecord) -> Vec<(u32, i64)> {
        let id_to_idx: HashMap<u32, usize> = self
            .st
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| (p.id, i))
            .collect();
        let mut pairs = 0i64;
        let mut colour_pref_missed = 0i64;
        let mut strong_missed = 0i64;
        let mut repeat_down = 0i64;
        let mut repeat_up = 0i64;
        for &(a, b) in &record.pairs {
            let (h, l) = (id_to_idx[&a].min(id_to_idx[&b]), id_to_idx[&a].max(id_to_idx[&b]));
            let (ph, pl) = (&self.st.players[h], &self.st.players[l]);
            pairs += 1;
            if ph.pref.colour.is_some() && ph.pref.colour == pl.pref.colour {
                colour_pref_missed += 1;
                if (ph.pref.strong || ph.pref.absolute) && (pl.pref.strong || pl.pref.absolute) {
                    strong_missed += 1;
                }
            }
            if ph.score > pl.score {
                if ph.float1 == Float::Down {
                    repeat_down += 1;
                }
                if pl.float1 == Float::Up {
                    repeat_up += 1;
                }
            }
        }
        for &f in &record.floaters {
            if let Some(&i) = id_to_idx.get(&f)
                && self.st.players[i].float1 == Float::Down
            {
                repeat_down += 1;
            }
        }
        vec![
            (5, pairs),
            (6, record.mdps_paired.len() as i64),
            (12, colour_pref_missed),
            (13, strong_missed),
            (14, repeat_down),
            (15, repeat_up),
        ]
    }
}
