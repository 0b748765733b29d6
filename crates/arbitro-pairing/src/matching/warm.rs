//! Warm starts: what a solve does before growing trees. Changed edges and
//! removed vertices are repaired (touched blossoms dissolved, duals raised
//! where an edge would be violated, matched edges that lost their tightness
//! unmatched); fresh problems get initial duals and a greedy matching; then
//! free vertices one tight edge or one tight alternating path apart are
//! matched directly.

use super::*;

impl Matcher {
    /// Dissolves the top-level blossoms that contain a vertex about to be
    /// changed (an endpoint of a changed edge, a removed vertex): their duals
    /// move onto their vertices. Other blossoms stay, with their duals.
    pub(super) fn dissolve_touched(&mut self) {
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
    pub(super) fn fix_parity(&mut self) {
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

    pub(super) fn dissolve(&mut self, b: u32) {
        let z = self.dual[b as usize];
        if !z.is_zero() {
            for v in self.leaves_of(b) {
                self.dual[v as usize] += z;
                self.transferred[v as usize] += z;
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
        self.label[bu] = 0;
        self.labelend[bu] = NONE;
        self.dual[bu] = Wide::ZERO;
        self.unusedblossoms.push(b);
    }

    pub(super) fn unmatch(&mut self, v: usize) {
        let p = self.mate[v];
        if p != NONE {
            let w = self.endpoint[p as usize] as usize;
            self.mate[v] = NONE;
            self.mate[w] = NONE;
        }
    }

    /// Restores dual feasibility and tightness of matched edges after edge
    /// changes (blossoms are already dissolved).
    pub(super) fn repair(&mut self) {
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
    pub(super) fn match_tight_free(&mut self) {
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

    /// Augments along alternating paths of tight edges between free
    /// vertices, before the first stage of a solve, as long as a depth-first
    /// search finds such paths through vertices outside blossoms.
    ///
    /// After a warm start hundreds of vertices can be free whose partners
    /// are a few tight edges away (a decision re-weights the edges of many
    /// players, and every changed pair that lost its tightness is
    /// unmatched). Each stage grows alternating trees from *every* free
    /// vertex and stops at the first augmenting path, so those repairs
    /// would cost one scan of a large forest each; here one pass over the
    /// edges finds a vertex-disjoint set of them.
    ///
    /// The result is unchanged: an augmenting path of tight edges whose
    /// vertices lie in no blossom keeps every invariant of the primal-dual
    /// method (duals untouched and feasible, matched edges tight, blossoms
    /// and their bases' partners untouched), so the stages that follow end
    /// with a maximum-weight perfect matching and an optimal dual solution.
    pub(super) fn augment_tight_paths(&mut self) {
        let n = self.nv;
        let mut seen = std::mem::take(&mut self.seen);
        // Frames of the search: an outer vertex, the next of its edges to
        // try, and the endpoint through which its inner predecessor (its
        // mate before the augmentation) was entered (`NONE` at the root).
        let mut stack: Vec<(u32, u32, u32)> = Vec::new();
        loop {
            let mut augmented = 0usize;
            seen.clear();
            seen.resize(n, false);
            for r in 0..n {
                if seen[r] || !self.alive[r] || self.mate[r] != NONE || self.blossomparent[r] != NONE {
                    continue;
                }
                seen[r] = true;
                stack.clear();
                stack.push((r as u32, 0, NONE));
                while let Some(&mut (x, ref mut next, _)) = stack.last_mut() {
                    let xu = x as usize;
                    let Some(&p) = self.neighbend[xu].get(*next as usize) else {
                        stack.pop();
                        continue;
                    };
                    *next += 1;
                    let k = p / 2;
                    let y = self.endpoint[p as usize] as usize;
                    if seen[y] || self.blossomparent[y] != NONE || !self.usable(k) || !self.slack(k).is_zero()
                    {
                        continue;
                    }
                    let my = self.mate[y];
                    if my == NONE {
                        // Free: flip the path from the root to y.
                        seen[y] = true;
                        self.mate[xu] = p;
                        self.mate[y] = p ^ 1;
                        for i in (1..stack.len()).rev() {
                            let entered = stack[i].2;
                            let before = stack[i - 1].0 as usize;
                            let inner = self.endpoint[entered as usize] as usize;
                            self.mate[before] = entered;
                            self.mate[inner] = entered ^ 1;
                        }
                        augmented += 1;
                        break;
                    }
                    let z = self.endpoint[my as usize] as usize;
                    if seen[z] || self.blossomparent[z] != NONE {
                        continue;
                    }
                    seen[y] = true;
                    seen[z] = true;
                    stack.push((z as u32, 0, p));
                }
            }
            if augmented == 0 {
                break;
            }
        }
        self.seen = seen;
    }
}
