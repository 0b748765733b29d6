//! Maximum-weight perfect matching on a general graph: Edmonds' blossom
//! algorithm in its primal-dual form (the classical O(n³) scheme with
//! least-slack edge bookkeeping), kept alive between solves.
//!
//! The pairing engine solves a long sequence of closely related problems
//! (one per decision of the Dutch procedure). Re-solving from scratch each
//! time is what makes global-matching engines slow on large opens; here the
//! matching and its dual solution survive a solve, and the next solve starts
//! from them:
//!
//! * changing an edge weight keeps the duals feasible by raising one
//!   endpoint's dual; a matched edge that stops being tight is unmatched;
//! * removing a matched pair (a pairing that has been decided) just deletes
//!   the two vertices;
//! * blossoms are dissolved at the start of a solve (their duals moved onto
//!   their vertices, which keeps every constraint satisfied).
//!
//! Only the vertices left unmatched by these repairs are grown into
//! alternating trees, so a small change costs a few stages of O(m).
//!
//! Conventions: `dual[v]` is twice the vertex dual `u_v`, `dual[b]` of a
//! blossom is its dual `z_b`; an edge (i, j) between different top-level
//! blossoms has slack `dual[i] + dual[j] - 2 w(i, j)`. All weights are
//! integers and all arithmetic is exact.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::wide::Wide;

/// A hasher for the `u64` edge keys (a multiply-shift mix; the keys are not
/// adversarial).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
        }
    }
    fn write_u64(&mut self, k: u64) {
        self.0 = (k ^ (k >> 29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

type EdgeMap = HashMap<u64, u32, BuildHasherDefault<KeyHasher>>;

const NONE: u32 = u32::MAX;

/// A vertex's blossoms from the top level down, and the running sums of
/// twice their duals.
type BlossomChain = (Vec<u32>, Vec<Wide>);

/// The solver could not find a perfect matching with the edges it has: the
/// alternating forest cannot grow. `forest` lists the vertices of the forest
/// (the caller may add edges at them and try again; with every possible edge
/// present, no perfect matching exists).
#[derive(Debug, Clone)]
pub struct Stuck {
    /// Vertices in the alternating forest when it got stuck.
    pub forest: Vec<u32>,
}

/// A maximum-weight perfect matching problem with its current solution.
pub struct Matcher {
    nv: usize,
    alive: Vec<bool>,
    endpoint: Vec<u32>,
    weight: Vec<Wide>,
    /// Twice each weight (what every slack subtracts), kept alongside.
    weight2: Vec<Wide>,
    edge_alive: Vec<bool>,
    neighbend: Vec<Vec<u32>>,
    lookup: EdgeMap,
    dirty: Vec<u32>,
    pending_removals: Vec<u32>,
    mate: Vec<u32>,
    label: Vec<u8>,
    labelend: Vec<u32>,
    inblossom: Vec<u32>,
    blossomparent: Vec<u32>,
    blossomchilds: Vec<Vec<u32>>,
    blossombase: Vec<u32>,
    blossomendps: Vec<Vec<u32>>,
    bestedge: Vec<u32>,
    blossombestedges: Vec<Option<Vec<u32>>>,
    unusedblossoms: Vec<u32>,
    dual: Vec<Wide>,
    allowedge: Vec<bool>,
    /// Per vertex, its blossoms from the top level down and the running
    /// sums of twice their duals (filled lazily, cleared whenever blossoms
    /// or duals change).
    chains: std::cell::RefCell<Vec<Option<BlossomChain>>>,
    allowed_list: Vec<u32>,
    pending_shifts: Vec<(u32, Wide)>,
    queue: Vec<u32>,
    /// Scratch for [`Matcher::add_blossom`]: per blossom, the least-slack
    /// edge to it and that slack (`NONE` between uses).
    best_to: Vec<u32>,
    best_slack: Vec<Wide>,
    /// Bumped whenever blossoms or their duals may change (a blossom
    /// formed, expanded or dissolved, or a dual adjustment).
    blossom_epoch: u64,
    /// Number of stages run so far (for statistics).
    pub stages: u64,
}

fn key(u: u32, v: u32) -> u64 {
    let (a, b) = if u < v { (u, v) } else { (v, u) };
    (u64::from(a) << 32) | u64::from(b)
}

impl Matcher {
    /// A problem on `n` vertices without edges.
    pub fn new(n: usize) -> Matcher {
        Matcher {
            nv: n,
            alive: vec![true; n],
            endpoint: Vec::new(),
            weight: Vec::new(),
            weight2: Vec::new(),
            edge_alive: Vec::new(),
            neighbend: vec![Vec::new(); n],
            lookup: EdgeMap::default(),
            dirty: Vec::new(),
            pending_removals: Vec::new(),
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n as u32).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase: (0..n as u32).chain(std::iter::repeat_n(NONE, n)).collect(),
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n as u32..2 * n as u32).collect(),
            dual: vec![Wide::ZERO; 2 * n],
            allowedge: Vec::new(),
            chains: std::cell::RefCell::new(Vec::new()),
            allowed_list: Vec::new(),
            pending_shifts: Vec::new(),
            queue: Vec::new(),
            best_to: Vec::new(),
            best_slack: Vec::new(),
            blossom_epoch: 0,
            stages: 0,
        }
    }

    /// The vertex matched to `v`, if any.
    pub fn mate(&self, v: u32) -> Option<u32> {
        let p = self.mate[v as usize];
        (p != NONE).then(|| self.endpoint[p as usize])
    }

    /// Twice the dual variable of vertex `v`.
    pub fn dual(&self, v: u32) -> Wide {
        self.dual[v as usize]
    }

    /// The weight of edge (u, v), if present.
    pub fn edge_weight(&self, u: u32, v: u32) -> Option<Wide> {
        self.lookup
            .get(&key(u, v))
            .filter(|&&k| self.edge_alive[k as usize])
            .map(|&k| self.weight[k as usize])
    }

    /// The live edges at `v`: (other vertex, weight).
    pub fn edges_at(&self, v: u32) -> Vec<(u32, Wide)> {
        self.neighbend[v as usize]
            .iter()
            .filter(|&&p| self.edge_alive[(p / 2) as usize])
            .map(|&p| (self.endpoint[p as usize], self.weight[(p / 2) as usize]))
            .collect()
    }

    /// Sets the weight of edge (u, v), creating it if needed; `None` removes it.
    pub fn set_edge(&mut self, u: u32, v: u32, w: Option<Wide>) {
        debug_assert!(u != v);
        match (self.lookup.get(&key(u, v)).copied(), w) {
            (Some(k), Some(w)) => {
                let ku = k as usize;
                if !self.edge_alive[ku] || self.weight[ku] != w {
                    self.edge_alive[ku] = true;
                    self.weight[ku] = w;
                    self.weight2[ku] = w.double();
                    self.dirty.push(k);
                }
            }
            (Some(k), None) => {
                if self.edge_alive[k as usize] {
                    self.edge_alive[k as usize] = false;
                    self.dirty.push(k);
                }
            }
            (None, Some(w)) => {
                let k = self.weight.len() as u32;
                self.endpoint.push(u);
                self.endpoint.push(v);
                self.weight.push(w);
                self.weight2.push(w.double());
                self.edge_alive.push(true);
                self.allowedge.push(false);
                self.neighbend[u as usize].push(2 * k + 1);
                self.neighbend[v as usize].push(2 * k);
                self.lookup.insert(key(u, v), k);
                self.dirty.push(k);
            }
            (None, None) => {}
        }
    }

    /// Raises the dual of `v` by `delta` (twice a vertex-dual amount) at the
    /// next solve, before edge changes are repaired. Used when a family of
    /// weight changes is known to be absorbed by such a shift, so that the
    /// matched edges stay tight and no work is lost.
    pub fn shift_dual(&mut self, v: u32, delta: Wide) {
        self.pending_shifts.push((v, delta));
    }

    /// Removes vertex `v` at the next solve (it must be matched to another
    /// vertex removed at the same time, or free).
    pub fn remove_vertex(&mut self, v: u32) {
        self.pending_removals.push(v);
    }

    /// Rematches two matched pairs (a, c) and (b, d) as (a, b) and (c, d).
    /// The caller guarantees that the new pairs are tight edges of the
    /// problem and that none of the four vertices lies in a blossom, so the
    /// matching stays optimal with the same duals. Returns false (and
    /// changes nothing) if an edge is missing.
    pub fn swap_pairs(&mut self, a: u32, b: u32, c: u32, d: u32) -> bool {
        let (Some(&k1), Some(&k2)) = (self.lookup.get(&key(a, b)), self.lookup.get(&key(c, d))) else {
            return false;
        };
        if !self.edge_alive[k1 as usize] || !self.edge_alive[k2 as usize] {
            return false;
        }
        for (k, x) in [(k1, a), (k2, c)] {
            let p0 = 2 * k;
            // mate[x] is the remote endpoint of x's edge.
            let (here, there) = if self.endpoint[p0 as usize] == x {
                (p0, p0 + 1)
            } else {
                (p0 + 1, p0)
            };
            let y = self.endpoint[there as usize];
            self.mate[x as usize] = there;
            self.mate[y as usize] = here;
        }
        true
    }

    /// Number of edges ever created.
    pub fn edge_count(&self) -> usize {
        self.weight.len()
    }

    /// The top-level blossom (or vertex) containing `v`.
    pub fn top_blossom(&self, v: u32) -> u32 {
        self.inblossom[v as usize]
    }

    /// The dual `z` of the top-level blossom containing `v` (zero for a
    /// vertex outside blossoms).
    pub fn top_blossom_dual(&self, v: u32) -> Wide {
        let b = self.inblossom[v as usize];
        if b as usize >= self.nv {
            self.dual[b as usize]
        } else {
            Wide::ZERO
        }
    }

    /// A counter that changes whenever the blossoms or their duals may have
    /// changed: while it stays the same, so does the blossom part of every
    /// reduced cost.
    pub fn blossom_epoch(&self) -> u64 {
        self.blossom_epoch
    }

    /// The vertex lies inside a non-trivial blossom.
    pub fn in_blossom(&self, v: u32) -> bool {
        self.blossomparent[v as usize] != NONE
    }

    /// The reduced cost of a (possibly absent) edge (u, v) of weight `w`
    /// under the current duals: `2(u_u + u_v + Σ z) - 2w`, never negative
    /// for edges in the problem. An edge with positive reduced cost is in
    /// no maximum-weight perfect matching.
    pub fn reduced_cost(&self, u: u32, v: u32, w: Wide) -> Wide {
        let mut s = self.dual[u as usize] + self.dual[v as usize] - w.double();
        if self.blossomparent[u as usize] == NONE
            || self.blossomparent[v as usize] == NONE
            || self.inblossom[u as usize] != self.inblossom[v as usize]
        {
            return s;
        }
        // Blossoms containing both endpoints: the common prefix of the two
        // chains of blossoms from the top level down. Blossoms formed among
        // many equal weights nest deeply, so each chain keeps the running
        // sum of its blossoms' duals: the common prefix (found by binary
        // search, as two chains agree up to their lowest common blossom
        // and differ below it) then costs one lookup instead of one wide
        // addition per level.
        let mut cache = self.chains.borrow_mut();
        if cache.len() < self.nv {
            cache.resize(self.nv, None);
        }
        for x in [u, v] {
            if cache[x as usize].is_none() {
                let mut chain = Vec::new();
                let mut b = self.blossomparent[x as usize];
                while b != NONE {
                    chain.push(b);
                    b = self.blossomparent[b as usize];
                }
                chain.reverse();
                let mut sums = Vec::with_capacity(chain.len());
                let mut total = Wide::ZERO;
                for &b in &chain {
                    total += self.dual[b as usize].double();
                    sums.push(total);
                }
                cache[x as usize] = Some((chain, sums));
            }
        }
        let (Some((cu, su)), Some((cv, _))) = (&cache[u as usize], &cache[v as usize]) else {
            return s;
        };
        let (mut common, mut differ) = (0, cu.len().min(cv.len()));
        while common < differ {
            let mid = (common + differ) / 2;
            if cu[mid] == cv[mid] {
                common = mid + 1;
            } else {
                differ = mid;
            }
        }
        if common > 0 {
            s += su[common - 1];
        }
        s
    }

    fn allow(&mut self, k: usize) {
        if !self.allowedge[k] {
            self.allowedge[k] = true;
            self.allowed_list.push(k as u32);
        }
    }

    #[inline]
    fn slack(&self, k: u32) -> Wide {
        let i = self.endpoint[2 * k as usize] as usize;
        let j = self.endpoint[2 * k as usize + 1] as usize;
        self.dual[i] + self.dual[j] - self.weight2[k as usize]
    }

    #[inline]
    fn usable(&self, k: u32) -> bool {
        let ku = k as usize;
        self.edge_alive[ku]
            && self.alive[self.endpoint[2 * ku] as usize]
            && self.alive[self.endpoint[2 * ku + 1] as usize]
    }

    fn leaves(&self, b: u32, out: &mut Vec<u32>) {
        if (b as usize) < self.nv {
            out.push(b);
        } else {
            for &c in &self.blossomchilds[b as usize] {
                self.leaves(c, out);
            }
        }
    }

    fn leaves_of(&self, b: u32) -> Vec<u32> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    // ----- warm start -------------------------------------------------------

    /// Dissolves the top-level blossoms that contain a vertex about to be
    /// changed (an endpoint of a changed edge, a removed vertex): their duals
    /// move onto their vertices. Other blossoms stay, with their duals.
    fn dissolve_touched(&mut self) {
        let mut touched: Vec<u32> = self.pending_removals.clone();
        touched.extend(self.pending_shifts.iter().map(|x| x.0));
        for &k in &self.dirty {
            touched.push(self.endpoint[2 * k as usize]);
            touched.push(self.endpoint[2 * k as usize + 1]);
        }
        let mut leaves = Vec::new();
        for v in touched {
            let b = self.inblossom[v as usize];
            if (b as usize) >= self.nv && self.blossombase[b as usize] != NONE {
                let start = leaves.len();
                self.leaves(b, &mut leaves);
                self.dissolve(b);
                for &l in &leaves[start..] {
                    self.inblossom[l as usize] = l;
                    self.blossomparent[l as usize] = NONE;
                }
            }
        }
        // A matched edge that left a blossom may have lost tightness.
        for v in leaves {
            let p = self.mate[v as usize];
            if p != NONE && !self.slack(p / 2).is_zero() {
                self.unmatch(v as usize);
            }
        }
    }

    /// Free vertices (and free blossoms) must share one parity of their
    /// duals so that every S-S slack is even; odd free blossoms are
    /// dissolved and odd free vertices raised by one.
    fn fix_parity(&mut self) {
        for v in 0..self.nv {
            if !self.alive[v] || self.mate[v] != NONE {
                continue;
            }
            let b = self.inblossom[v];
            if (b as usize) >= self.nv && self.dual[v].is_odd() {
                let mut leaves = Vec::new();
                self.leaves(b, &mut leaves);
                self.dissolve(b);
                for &l in &leaves {
                    self.inblossom[l as usize] = l;
                    self.blossomparent[l as usize] = NONE;
                }
                for l in leaves {
                    let p = self.mate[l as usize];
                    if p != NONE && !self.slack(p / 2).is_zero() {
                        self.unmatch(l as usize);
                    }
                }
            }
        }
        for v in 0..self.nv {
            if self.alive[v]
                && self.mate[v] == NONE
                && self.inblossom[v] as usize == v
                && self.dual[v].is_odd()
            {
                self.dual[v] += Wide::from_u64(1);
            }
        }
    }

    fn dissolve(&mut self, b: u32) {
        self.blossom_epoch += 1;
        let z = self.dual[b as usize];
        if !z.is_zero() {
            for v in self.leaves_of(b) {
                self.dual[v as usize] += z;
            }
        }
        let childs = std::mem::take(&mut self.blossomchilds[b as usize]);
        for &c in &childs {
            self.blossomparent[c as usize] = NONE;
            if c as usize >= self.nv {
                self.dissolve(c);
            }
        }
        let bu = b as usize;
        self.blossomendps[bu].clear();
        self.blossombase[bu] = NONE;
        self.blossombestedges[bu] = None;
        self.bestedge[bu] = NONE;
        self.label[bu] = 0;
        self.labelend[bu] = NONE;
        self.dual[bu] = Wide::ZERO;
        self.unusedblossoms.push(b);
    }

    fn unmatch(&mut self, v: usize) {
        let p = self.mate[v];
        if p != NONE {
            let w = self.endpoint[p as usize] as usize;
            self.mate[v] = NONE;
            self.mate[w] = NONE;
        }
    }

    /// Restores dual feasibility and tightness of matched edges after edge
    /// changes (blossoms are already dissolved).
    fn repair(&mut self) {
        let shifted: Vec<u32> = self.pending_shifts.iter().map(|x| x.0).collect();
        for (v, delta) in std::mem::take(&mut self.pending_shifts) {
            self.dual[v as usize] += delta;
        }
        let dirty = std::mem::take(&mut self.dirty);
        for k in dirty {
            let ku = k as usize;
            let i = self.endpoint[2 * ku] as usize;
            let j = self.endpoint[2 * ku + 1] as usize;
            let matched = self.mate[i] == 2 * k + 1;
            if !self.usable(k) {
                if matched {
                    self.unmatch(i);
                }
                continue;
            }
            let s = self.slack(k);
            if s.is_negative() {
                // Raise the dual of a free endpoint if there is one, else of i.
                let raise = if self.mate[i] == NONE {
                    i
                } else if self.mate[j] == NONE {
                    j
                } else {
                    i
                };
                self.dual[raise] -= s;
                if !matched {
                    self.unmatch(raise);
                }
            } else if matched && !s.is_zero() {
                self.unmatch(i);
            }
        }
        for v in shifted {
            let p = self.mate[v as usize];
            if p != NONE && !self.slack(p / 2).is_zero() {
                self.unmatch(v as usize);
            }
        }
        for v in std::mem::take(&mut self.pending_removals) {
            let vu = v as usize;
            if self.alive[vu] {
                self.unmatch(vu);
                self.alive[vu] = false;
            }
        }
    }

    /// Gives a fresh dual to vertices whose duals were never set: the
    /// largest weight among their edges (keeps every slack non-negative
    /// when both endpoints are fresh).
    pub fn init_duals(&mut self, vertices: &[u32]) {
        for &v in vertices {
            let mut best = Wide::ZERO;
            for &p in &self.neighbend[v as usize] {
                let k = p / 2;
                if self.edge_alive[k as usize] && self.weight[k as usize] > best {
                    best = self.weight[k as usize];
                }
            }
            if best.is_odd() {
                best += Wide::from_u64(1);
            }
            self.dual[v as usize] = best;
        }
    }

    /// Sets the dual of a vertex before the first solve (twice the vertex
    /// dual; must keep every edge's slack non-negative).
    pub fn set_initial_dual(&mut self, v: u32, d: Wide) {
        self.dual[v as usize] = d;
    }

    /// Matches free vertices greedily along tight edges (a cheap start for
    /// the first solve). A second pass lowers each still-free vertex's dual
    /// to the least feasible value, which makes its best remaining edge
    /// tight, and matches along it when the other end is free too.
    pub fn greedy_init(&mut self) {
        for v in 0..self.nv {
            if !self.alive[v] || self.mate[v] != NONE {
                continue;
            }
            for i in 0..self.neighbend[v].len() {
                let p = self.neighbend[v][i];
                let k = p / 2;
                let w = self.endpoint[p as usize] as usize;
                if w != v && self.usable(k) && self.mate[w] == NONE && self.slack(k).is_zero() {
                    self.mate[v] = p;
                    self.mate[w] = p ^ 1;
                    break;
                }
            }
        }
        for v in 0..self.nv {
            if !self.alive[v] || self.mate[v] != NONE || self.blossomparent[v] != NONE {
                continue;
            }
            // Least feasible dual: max over edges of 2w - d(other).
            let mut best: Option<(Wide, u32)> = None;
            for i in 0..self.neighbend[v].len() {
                let p = self.neighbend[v][i];
                let k = p / 2;
                if !self.usable(k) {
                    continue;
                }
                let w = self.endpoint[p as usize] as usize;
                let need = self.weight2[k as usize] - self.dual[w];
                let better = match &best {
                    None => true,
                    Some((b, bp)) => {
                        need > *b
                            || (need == *b
                                && self.mate[w] == NONE
                                && self.mate[self.endpoint[*bp as usize] as usize] != NONE)
                    }
                };
                if better {
                    best = Some((need, p));
                }
            }
            if let Some((need, p)) = best {
                if need.is_odd() {
                    continue;
                }
                self.dual[v] = need;
                let w = self.endpoint[p as usize] as usize;
                if self.mate[w] == NONE && w != v {
                    self.mate[v] = p;
                    self.mate[w] = p ^ 1;
                }
            }
        }
    }

    /// Matches pairs of free vertices outside blossoms along tight edges,
    /// before the first stage of a solve.
    ///
    /// A warm start can leave hundreds of vertices free whose new partners
    /// are one tight edge away (new exchange weights unmatch every pair of
    /// two S1 or two S2 players, and each of them has a tight edge to
    /// another such player). A stage grows trees from every free vertex and
    /// ends at the first augmentation, so each of those pairs would cost a
    /// rescan of the whole forest; matching them here costs one pass.
    ///
    /// The result is unchanged: matching two free vertices along a tight
    /// edge keeps every invariant of the primal-dual method (duals feasible
    /// and untouched, matched edges tight, blossoms untouched), so the
    /// solve still ends with a maximum-weight perfect matching of the same
    /// problem and an optimal dual solution.
    fn match_tight_free(&mut self) {
        for v in 0..self.nv {
            if !self.alive[v] || self.mate[v] != NONE || self.blossomparent[v] != NONE {
                continue;
            }
            for i in 0..self.neighbend[v].len() {
                let p = self.neighbend[v][i];
                let k = p / 2;
                let w = self.endpoint[p as usize] as usize;
                if self.usable(k)
                    && self.mate[w] == NONE
                    && self.blossomparent[w] == NONE
                    && self.slack(k).is_zero()
                {
                    self.mate[v] = p;
                    self.mate[w] = p ^ 1;
                    break;
                }
            }
        }
    }

    // ----- the blossom algorithm --------------------------------------------

    fn assign_label(&mut self, w: u32, t: u8, p: u32) {
        let b = self.inblossom[w as usize];
        debug_assert!(self.label[w as usize] == 0 && self.label[b as usize] == 0);
        self.label[w as usize] = t;
        self.label[b as usize] = t;
        self.labelend[w as usize] = p;
        self.labelend[b as usize] = p;
        self.bestedge[w as usize] = NONE;
        self.bestedge[b as usize] = NONE;
        if t == 1 {
            let mut leaves = Vec::new();
            self.leaves(b, &mut leaves);
            self.queue.extend(leaves);
        } else if t == 2 {
            let base = self.blossombase[b as usize];
            let mp = self.mate[base as usize];
            debug_assert!(mp != NONE);
            self.assign_label(self.endpoint[mp as usize], 1, mp ^ 1);
        }
    }

    fn scan_blossom(&mut self, mut v: u32, mut w: u32) -> u32 {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v as usize];
            if self.label[b as usize] & 4 != 0 {
                base = self.blossombase[b as usize];
                break;
            }
            debug_assert_eq!(self.label[b as usize], 1);
            path.push(b);
            self.label[b as usize] = 5;
            if self.labelend[b as usize] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b as usize] as usize];
                b = self.inblossom[v as usize];
                debug_assert_eq!(self.label[b as usize], 2);
                v = self.endpoint[self.labelend[b as usize] as usize];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b as usize] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: u32, k: u32) {
        self.blossom_epoch += 1;
        let mut v = self.endpoint[2 * k as usize];
        let mut w = self.endpoint[2 * k as usize + 1];
        let bb = self.inblossom[base as usize];
        let mut bv = self.inblossom[v as usize];
        let mut bw = self.inblossom[w as usize];
        let b = self.unusedblossoms.pop().expect("blossom slots");
        let bu = b as usize;
        self.blossombase[bu] = base;
        self.blossomparent[bu] = NONE;
        self.blossomparent[bb as usize] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv as usize] = b;
            path.push(bv);
            endps.push(self.labelend[bv as usize]);
            v = self.endpoint[self.labelend[bv as usize] as usize];
            bv = self.inblossom[v as usize];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw as usize] = b;
            path.push(bw);
            endps.push(self.labelend[bw as usize] ^ 1);
            w = self.endpoint[self.labelend[bw as usize] as usize];
            bw = self.inblossom[w as usize];
        }
        self.label[bu] = 1;
        self.labelend[bu] = self.labelend[bb as usize];
        self.dual[bu] = Wide::ZERO;
        self.blossomchilds[bu] = path.clone();
        self.blossomendps[bu] = endps;
        for v in self.leaves_of(b) {
            if self.label[self.inblossom[v as usize] as usize] == 2 {
                self.queue.push(v);
            }
            self.inblossom[v as usize] = b;
        }
        // Least-slack edges to neighbouring S-blossoms, gathered in a dense
        // table indexed by blossom (with their slacks, computed once each).
        let mut best_to = std::mem::take(&mut self.best_to);
        let mut best_slack = std::mem::take(&mut self.best_slack);
        best_to.resize(2 * self.nv, NONE);
        best_slack.resize(2 * self.nv, Wide::ZERO);
        let mut touched: Vec<u32> = Vec::new();
        for &bv in &path {
            let lists: Vec<Vec<u32>> = match self.blossombestedges[bv as usize].take() {
                Some(list) => vec![list],
                None => self
                    .leaves_of(bv)
                    .into_iter()
                    .map(|v| self.neighbend[v as usize].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for list in lists {
                for k in list {
                    if !self.usable(k) {
                        continue;
                    }
                    let mut j = self.endpoint[2 * k as usize + 1];
                    if self.inblossom[j as usize] == b {
                        j = self.endpoint[2 * k as usize];
                    }
                    let bj = self.inblossom[j as usize];
                    if bj != b && self.label[bj as usize] == 1 {
                        let slack = self.slack(k);
                        let cur = best_to[bj as usize];
                        if cur == NONE {
                            touched.push(bj);
                        }
                        if cur == NONE || slack < best_slack[bj as usize] {
                            best_to[bj as usize] = k;
                            best_slack[bj as usize] = slack;
                        }
                    }
                }
            }
            self.bestedge[bv as usize] = NONE;
        }
        let mut list = Vec::with_capacity(touched.len());
        let mut best = NONE;
        let mut least = Wide::ZERO;
        for bj in touched {
            let k = best_to[bj as usize];
            let slack = best_slack[bj as usize];
            best_to[bj as usize] = NONE;
            if best == NONE || slack < least {
                best = k;
                least = slack;
            }
            list.push(k);
        }
        self.best_to = best_to;
        self.best_slack = best_slack;
        self.blossombestedges[bu] = Some(list);
        self.bestedge[bu] = best;
    }

    fn child_index(&self, b: u32, j: i64) -> usize {
        let len = self.blossomchilds[b as usize].len() as i64;
        (((j % len) + len) % len) as usize
    }

    fn expand_blossom(&mut self, b: u32, endstage: bool) {
        self.blossom_epoch += 1;
        let bu = b as usize;
        let childs = self.blossomchilds[bu].clone();
        for &s in &childs {
            self.blossomparent[s as usize] = NONE;
            if (s as usize) < self.nv {
                self.inblossom[s as usize] = s;
            } else if endstage && self.dual[s as usize].is_zero() {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v as usize] = s;
                }
            }
        }
        if !endstage && self.label[bu] == 2 {
            let entrychild = self.inblossom[self.endpoint[(self.labelend[bu] ^ 1) as usize] as usize];
            let len = childs.len() as i64;
            let mut j = childs.iter().position(|&c| c == entrychild).expect("entry child") as i64;
            let (jstep, endptrick): (i64, u32) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let mut p = self.labelend[bu];
            while j != 0 {
                let q = self.blossomendps[bu][self.child_index(b, j - i64::from(endptrick))];
                self.label[self.endpoint[(p ^ 1) as usize] as usize] = 0;
                self.label[self.endpoint[(q ^ endptrick ^ 1) as usize] as usize] = 0;
                self.assign_label(self.endpoint[(p ^ 1) as usize], 2, p);
                self.allow((q / 2) as usize);
                j += jstep;
                p = self.blossomendps[bu][self.child_index(b, j - i64::from(endptrick))] ^ endptrick;
                self.allow((p / 2) as usize);
                j += jstep;
            }
            let bv = childs[self.child_index(b, j)];
            let ep = self.endpoint[(p ^ 1) as usize] as usize;
            self.label[ep] = 2;
            self.label[bv as usize] = 2;
            self.labelend[ep] = p;
            self.labelend[bv as usize] = p;
            self.bestedge[bv as usize] = NONE;
            j += jstep;
            while childs[self.child_index(b, j)] != entrychild {
                let bv = childs[self.child_index(b, j)];
                if self.label[bv as usize] == 1 {
                    j += jstep;
                    continue;
                }
                let mut found = NONE;
                for v in self.leaves_of(bv) {
                    if self.label[v as usize] != 0 {
                        found = v;
                        break;
                    }
                }
                if found != NONE {
                    let v = found;
                    debug_assert_eq!(self.label[v as usize], 2);
                    self.label[v as usize] = 0;
                    let mb = self.mate[self.blossombase[bv as usize] as usize];
                    self.label[self.endpoint[mb as usize] as usize] = 0;
                    self.assign_label(v, 2, self.labelend[v as usize]);
                }
                j += jstep;
            }
            let _ = len;
        }
        self.label[bu] = 0;
        self.labelend[bu] = NONE;
        self.blossomchilds[bu].clear();
        self.blossomendps[bu].clear();
        self.blossombase[bu] = NONE;
        self.blossombestedges[bu] = None;
        self.bestedge[bu] = NONE;
        self.dual[bu] = Wide::ZERO;
        self.unusedblossoms.push(b);
    }

    fn augment_blossom(&mut self, b: u32, v: u32) {
        let mut t = v;
        while self.blossomparent[t as usize] != b {
            t = self.blossomparent[t as usize];
        }
        if t as usize >= self.nv {
            self.augment_blossom(t, v);
        }
        let bu = b as usize;
        let len = self.blossomchilds[bu].len() as i64;
        let i = self.blossomchilds[bu]
            .iter()
            .position(|&c| c == t)
            .expect("child") as i64;
        let mut j = i;
        let (jstep, endptrick): (i64, u32) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t1 = self.blossomchilds[bu][self.child_index(b, j)];
            let p = self.blossomendps[bu][self.child_index(b, j - i64::from(endptrick))] ^ endptrick;
            if t1 as usize >= self.nv {
                self.augment_blossom(t1, self.endpoint[p as usize]);
            }
            j += jstep;
            let t2 = self.blossomchilds[bu][self.child_index(b, j)];
            if t2 as usize >= self.nv {
                self.augment_blossom(t2, self.endpoint[(p ^ 1) as usize]);
            }
            self.mate[self.endpoint[p as usize] as usize] = p ^ 1;
            self.mate[self.endpoint[(p ^ 1) as usize] as usize] = p;
        }
        let iu = i as usize;
        self.blossomchilds[bu].rotate_left(iu);
        self.blossomendps[bu].rotate_left(iu);
        self.blossombase[bu] = self.blossombase[self.blossomchilds[bu][0] as usize];
        debug_assert_eq!(self.blossombase[bu], v);
    }

    fn augment_matching(&mut self, k: u32) {
        let v = self.endpoint[2 * k as usize];
        let w = self.endpoint[2 * k as usize + 1];
        for (s0, p0) in [(v, 2 * k + 1), (w, 2 * k)] {
            let mut s = s0;
            let mut p = p0;
            loop {
                let bs = self.inblossom[s as usize];
                debug_assert_eq!(self.label[bs as usize], 1);
                if bs as usize >= self.nv {
                    self.augment_blossom(bs, s);
                }
                self.mate[s as usize] = p;
                if self.labelend[bs as usize] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs as usize] as usize];
                let bt = self.inblossom[t as usize];
                debug_assert_eq!(self.label[bt as usize], 2);
                s = self.endpoint[self.labelend[bt as usize] as usize];
                let j = self.endpoint[(self.labelend[bt as usize] ^ 1) as usize];
                debug_assert_eq!(self.blossombase[bt as usize], t);
                if bt as usize >= self.nv {
                    self.augment_blossom(bt, j);
                }
                self.mate[j as usize] = self.labelend[bt as usize];
                p = self.labelend[bt as usize] ^ 1;
            }
        }
    }

    /// Solves the problem from the current state. On success every live
    /// vertex is matched and the matching has maximum weight.
    pub fn solve(&mut self) -> Result<(), Stuck> {
        self.chains.get_mut().clear();
        self.dissolve_touched();
        self.repair();
        self.fix_parity();
        self.match_tight_free();
        let n = self.nv;
        loop {
            // Start a stage.
            if !(0..n).any(|v| self.alive[v] && self.mate[v] == NONE) {
                return Ok(());
            }
            self.stages += 1;
            for x in self.label.iter_mut() {
                *x = 0;
            }
            for x in self.bestedge.iter_mut() {
                *x = NONE;
            }
            for b in n..2 * n {
                self.blossombestedges[b] = None;
            }
            for k in std::mem::take(&mut self.allowed_list) {
                self.allowedge[k as usize] = false;
            }
            self.queue.clear();
            for v in 0..n {
                if self.alive[v] && self.mate[v] == NONE && self.label[self.inblossom[v] as usize] == 0 {
                    self.assign_label(v as u32, 1, NONE);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if augmented {
                        break;
                    }
                    debug_assert_eq!(self.label[self.inblossom[v as usize] as usize], 1);
                    for i in 0..self.neighbend[v as usize].len() {
                        let p = self.neighbend[v as usize][i];
                        let k = p / 2;
                        if !self.usable(k) {
                            continue;
                        }
                        let w = self.endpoint[p as usize];
                        if self.inblossom[v as usize] == self.inblossom[w as usize] {
                            continue;
                        }
                        let mut kslack = Wide::ZERO;
                        if !self.allowedge[k as usize] {
                            kslack = self.slack(k);
                            if !kslack.is_negative() && kslack.is_zero() {
                                self.allow(k as usize);
                            }
                            debug_assert!(!kslack.is_negative(), "negative slack");
                        }
                        let bw = self.inblossom[w as usize];
                        if self.allowedge[k as usize] {
                            if self.label[bw as usize] == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[bw as usize] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w as usize] == 0 {
                                self.label[w as usize] = 2;
                                self.labelend[w as usize] = p ^ 1;
                            }
                        } else if self.label[bw as usize] == 1 {
                            let b = self.inblossom[v as usize];
                            if self.bestedge[b as usize] == NONE
                                || kslack < self.slack(self.bestedge[b as usize])
                            {
                                self.bestedge[b as usize] = k;
                            }
                        } else if self.label[w as usize] == 0
                            && (self.bestedge[w as usize] == NONE
                                || kslack < self.slack(self.bestedge[w as usize]))
                        {
                            self.bestedge[w as usize] = k;
                        }
                    }
                    if augmented {
                        break;
                    }
                }
                if augmented {
                    break;
                }
                // Dual adjustment.
                let mut deltatype = 0u8;
                let mut delta = Wide::ZERO;
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
                for v in 0..n {
                    if self.alive[v]
                        && self.label[self.inblossom[v] as usize] == 0
                        && self.bestedge[v] != NONE
                    {
                        let d = self.slack(self.bestedge[v]);
                        if deltatype == 0 || d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.blossomparent[b] == NONE
                        && self.label[b] == 1
                        && self.bestedge[b] != NONE
                        && (b >= n || self.alive[b])
                    {
                        let kslack = self.slack(self.bestedge[b]);
                        debug_assert!(!kslack.is_odd(), "odd S-S slack");
                        let d = kslack.half();
                        if deltatype == 0 || d < delta {
                            delta = d;
                            deltatype = 3;
                            deltaedge = self.bestedge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE
                        && self.blossomparent[b] == NONE
                        && self.label[b] == 2
                        && (deltatype == 0 || self.dual[b] < delta)
                    {
                        delta = self.dual[b];
                        deltatype = 4;
                        deltablossom = b as u32;
                    }
                }
                if deltatype == 0 {
                    let forest: Vec<u32> = (0..n as u32)
                        .filter(|&v| {
                            self.alive[v as usize] && self.label[self.inblossom[v as usize] as usize] == 1
                        })
                        .collect();
                    return Err(Stuck { forest });
                }
                for v in 0..n {
                    if !self.alive[v] {
                        continue;
                    }
                    match self.label[self.inblossom[v] as usize] {
                        1 => self.dual[v] -= delta,
                        2 => self.dual[v] += delta,
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                        match self.label[b] {
                            1 => self.dual[b] += delta,
                            2 => self.dual[b] -= delta,
                            _ => {}
                        }
                    }
                }
                self.blossom_epoch += 1;
                match deltatype {
                    2 => {
                        self.allow(deltaedge as usize);
                        let mut i = self.endpoint[2 * deltaedge as usize];
                        let j = self.endpoint[2 * deltaedge as usize + 1];
                        if self.label[self.inblossom[i as usize] as usize] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allow(deltaedge as usize);
                        let i = self.endpoint[2 * deltaedge as usize];
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            // End of stage: expand S-blossoms with zero dual.
            for b in n..2 * n {
                if self.blossomparent[b] == NONE
                    && self.blossombase[b] != NONE
                    && self.label[b] == 1
                    && self.dual[b].is_zero()
                {
                    self.expand_blossom(b as u32, true);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Brute force: best perfect matching weight over all perfect matchings.
    fn brute(alive: &[usize], w: &HashMap<(usize, usize), i64>) -> Option<i64> {
        fn rec(free: &mut Vec<usize>, w: &HashMap<(usize, usize), i64>) -> Option<i64> {
            if free.is_empty() {
                return Some(0);
            }
            let a = free.remove(0);
            let mut best: Option<i64> = None;
            for i in 0..free.len() {
                let b = free[i];
                let Some(&x) = w.get(&(a.min(b), a.max(b))) else {
                    continue;
                };
                free.remove(i);
                if let Some(rest) = rec(free, w) {
                    best = Some(best.map_or(x + rest, |c| c.max(x + rest)));
                }
                free.insert(i, b);
            }
            free.insert(0, a);
            best
        }
        let mut free: Vec<usize> = alive.to_vec();
        rec(&mut free, w)
    }

    fn lcg(s: &mut u64) -> u64 {
        *s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        *s >> 33
    }

    /// Random graphs: the solver's optimum equals brute force, also after
    /// warm-started weight changes and removals.
    #[test]
    fn matches_brute_force_with_warm_starts() {
        let mut seed = 7u64;
        for _case in 0..500 {
            let n = 2 * (1 + (lcg(&mut seed) % 6) as usize);
            let mut m = Matcher::new(n);
            let mut w = HashMap::new();
            let density = 2 + lcg(&mut seed) % 4;
            for a in 0..n {
                for b in a + 1..n {
                    if !lcg(&mut seed).is_multiple_of(density) {
                        let x = (lcg(&mut seed) % 40) as i64 - 10;
                        w.insert((a, b), x);
                        m.set_edge(a as u32, b as u32, Some(Wide::from_i64(x)));
                    }
                }
            }
            let all: Vec<u32> = (0..n as u32).collect();
            m.init_duals(&all);
            let mut alive: Vec<usize> = (0..n).collect();
            for round in 0..5 {
                let expect = brute(&alive, &w);
                match (m.solve(), expect) {
                    (Ok(()), Some(best)) => {
                        let mut total = 0;
                        for &a in &alive {
                            let b = m.mate(a as u32).expect("matched") as usize;
                            assert_eq!(m.mate(b as u32), Some(a as u32));
                            if a < b {
                                total += w[&(a, b)];
                            }
                        }
                        assert_eq!(total, best, "round {round}");
                        // Remove a decided pair now and then.
                        if alive.len() > 2 && lcg(&mut seed).is_multiple_of(3) {
                            let a = alive[(lcg(&mut seed) % alive.len() as u64) as usize];
                            let b = m.mate(a as u32).expect("matched") as usize;
                            m.remove_vertex(a as u32);
                            m.remove_vertex(b as u32);
                            alive.retain(|&x| x != a && x != b);
                        }
                    }
                    (Err(_), None) => {}
                    (got, want) => panic!("round {round}: solver {:?} vs brute {want:?}", got.is_ok()),
                }
                // Change a few weights.
                for _ in 0..3 {
                    let a = (lcg(&mut seed) % n as u64) as usize;
                    let b = (lcg(&mut seed) % n as u64) as usize;
                    if a == b {
                        continue;
                    }
                    let (a, b) = (a.min(b), a.max(b));
                    if lcg(&mut seed).is_multiple_of(4) {
                        w.remove(&(a, b));
                        m.set_edge(a as u32, b as u32, None);
                    } else {
                        let x = (lcg(&mut seed) % 40) as i64 - 10;
                        w.insert((a, b), x);
                        m.set_edge(a as u32, b as u32, Some(Wide::from_i64(x)));
                    }
                }
            }
        }
    }
}
