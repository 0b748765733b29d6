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
    /// Per top-level blossom (or vertex) with a label, the root of its
    /// alternating tree.
    root: Vec<u32>,
    unusedblossoms: Vec<u32>,
    dual: Vec<Wide>,
    allowedge: Vec<bool>,
    /// The blossoms laid out for reduced costs (built lazily, invalidated
    /// by every solve).
    tour: std::cell::RefCell<tour::BlossomTour>,
    allowed_list: Vec<u32>,
    pending_shifts: Vec<(u32, Wide)>,
    queue: Vec<u32>,
    /// Edges that may limit the next dual step (from an S-vertex to an
    /// unlabeled vertex, or between two S-blossoms), by the value of
    /// `clock` at which they become tight if their ends keep their labels;
    /// entries whose ends changed since are dropped when they come up.
    candidates: std::collections::BinaryHeap<std::cmp::Reverse<(Wide, u32, u8)>>,
    /// The sum of the dual steps of the current search.
    clock: Wide,
    /// Candidates are recorded only if they become tight before this
    /// clock value: the smallest ones found by the last full scan, and any
    /// smaller ones that appeared since (`None`: no scan yet, nothing is
    /// recorded). When they are used up, the edges are scanned again.
    horizon: Option<Wide>,
    /// How many candidates a full scan records.
    kept: usize,
    /// Scratch for [`Matcher::augment_tight_paths`].
    seen: Vec<bool>,
    /// Per vertex, how much of its dual it received from blossom duals:
    /// a blossom's dual when it was dissolved into its vertices, and what a
    /// T-blossom's dual lost to its vertices in dual adjustments (see
    /// [`Matcher::settled_dual`]).
    transferred: Vec<Wide>,
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
            root: vec![NONE; 2 * n],
            unusedblossoms: (n as u32..2 * n as u32).collect(),
            dual: vec![Wide::ZERO; 2 * n],
            allowedge: Vec::new(),
            tour: std::cell::RefCell::new(tour::BlossomTour::default()),
            allowed_list: Vec::new(),
            pending_shifts: Vec::new(),
            queue: Vec::new(),
            candidates: std::collections::BinaryHeap::new(),
            clock: Wide::ZERO,
            horizon: None,
            kept: 1024,
            seen: Vec::new(),
            transferred: vec![Wide::ZERO; n],
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

    /// Twice the dual of vertex `v`, minus what it received from blossom
    /// duals ([`Matcher::dual`] minus the transfers). Between two moments
    /// at which every edge weight at `u` and `v` is the same, the reduced
    /// cost of (u, v) (present or absent) falls by at most what the
    /// settled duals of `u` and `v` fall: only dual adjustments lower
    /// reduced costs, and only through the duals of S-vertices, while what
    /// a blossom holds for the pairs inside it reaches its vertices as a
    /// transfer when the blossom shrinks or dissolves. A pair found
    /// non-negative then stays so while neither settled dual falls, inside
    /// blossoms or not.
    pub fn settled_dual(&self, v: u32) -> Wide {
        self.dual[v as usize] - self.transferred[v as usize]
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
        let s = self.dual[u as usize] + self.dual[v as usize] - w.double();
        if self.blossomparent[u as usize] == NONE
            || self.blossomparent[v as usize] == NONE
            || self.inblossom[u as usize] != self.inblossom[v as usize]
        {
            return s;
        }
        s + self.common_blossoms(u, v)
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
}

mod blossom;
mod search;
mod tour;
mod warm;

#[cfg(test)]
mod tests;
