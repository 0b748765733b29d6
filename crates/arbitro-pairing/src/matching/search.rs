//! The search: alternating trees grown from every free vertex at once
//! along tight edges, augmentations between them, and dual steps when the
//! forest can grow no further.

use super::*;

impl Matcher {
    /// Solves the problem from the current state. On success every live
    /// vertex is matched and the matching has maximum weight.
    ///
    /// One search grows alternating trees from every free vertex at once
    /// and goes on after each augmentation: only the two trees joined by
    /// the augmenting path are dissolved (`unlabel_trees`), the others keep
    /// their labels, so that a warm start that left hundreds of vertices
    /// free costs one search rather than one per pair of them. When no
    /// tight edge is left to grow the forest, the duals move by the least
    /// slack found by a scan of the S-vertices' edges (`dual_step`).
    pub fn solve(&mut self) -> Result<(), Stuck> {
        self.tour.get_mut().invalidate();
        self.dissolve_touched();
        self.repair();
        self.fix_parity();
        self.match_tight_free();
        self.augment_tight_paths();
        let n = self.nv;
        let mut free = (0..n).filter(|&v| self.alive[v] && self.mate[v] == NONE).count();
        if free > 0 {
            self.start_forest();
            loop {
                self.scan_queue(&mut free);
                if free == 0 {
                    break;
                }
                self.dual_step()?;
            }
        }
        // Blossoms without dual are no longer needed by the dual solution.
        for b in n..2 * n {
            if self.blossomparent[b] == NONE && self.blossombase[b] != NONE && self.dual[b].is_zero() {
                self.expand_blossom(b as u32, true);
            }
        }
        Ok(())
    }

    /// Clears every label and makes every free vertex (or free blossom) the
    /// root of a tree.
    pub(super) fn start_forest(&mut self) {
        let n = self.nv;
        self.label.iter_mut().for_each(|x| *x = 0);
        self.labelend.iter_mut().for_each(|x| *x = NONE);
        self.root.iter_mut().for_each(|x| *x = NONE);
        for k in std::mem::take(&mut self.allowed_list) {
            self.allowedge[k as usize] = false;
        }
        self.queue.clear();
        self.candidates.clear();
        self.clock = Wide::ZERO;
        self.horizon = None;
        for v in 0..n {
            if self.alive[v] && self.mate[v] == NONE && self.label[self.inblossom[v] as usize] == 0 {
                self.assign_label(v as u32, 1, NONE);
            }
        }
    }

    /// What edge `k` is to the dual steps now: 2 from an S-vertex to an
    /// unlabeled vertex, 3 between two S-blossoms, 0 neither.
    pub(super) fn candidate_kind(&self, k: u32) -> u8 {
        let bi = self.inblossom[self.endpoint[2 * k as usize] as usize] as usize;
        let bj = self.inblossom[self.endpoint[2 * k as usize + 1] as usize] as usize;
        if bi == bj {
            return 0;
        }
        match (self.label[bi], self.label[bj]) {
            (1, 1) => 3,
            (1, 0) | (0, 1) => 2,
            _ => 0,
        }
    }

    /// The clock value at which edge `k`, of candidate kind `kind`, becomes
    /// tight (an S-S slack falls twice as fast).
    pub(super) fn tight_at(&self, k: u32, kind: u8) -> Wide {
        let slack = self.slack(k);
        if kind == 3 {
            debug_assert!(!slack.is_odd(), "odd S-S slack");
            self.clock + slack.half()
        } else {
            self.clock + slack
        }
    }

    /// Records edge `k` as a candidate of the next dual steps, if it is one.
    pub(super) fn note_candidate(&mut self, k: u32) {
        if !self.usable(k) {
            return;
        }
        let kind = self.candidate_kind(k);
        if kind != 0 {
            let at = self.tight_at(k, kind);
            self.push_candidate(at, k, kind);
        }
    }

    pub(super) fn push_candidate(&mut self, at: Wide, k: u32, kind: u8) {
        if self.horizon.is_some_and(|h| at < h) {
            self.candidates.push(std::cmp::Reverse((at, k, kind)));
        }
    }

    /// Records the edges of the leaves of blossom (or vertex) `b` that lead
    /// to S-vertices as candidates (`b` has just become unlabeled).
    pub(super) fn note_unlabeled(&mut self, b: u32) {
        let mut leaves = Vec::new();
        self.leaves(b, &mut leaves);
        for x in leaves {
            for i in 0..self.neighbend[x as usize].len() {
                let k = self.neighbend[x as usize][i] / 2;
                self.note_candidate(k);
            }
        }
    }

    /// Scans the S-vertices in the queue along tight edges: labels the
    /// vertices they reach, forms blossoms, and augments between two trees,
    /// until the queue is empty or no vertex is free.
    pub(super) fn scan_queue(&mut self, free: &mut usize) {
        while let Some(v) = self.queue.pop() {
            let vu = v as usize;
            if self.label[self.inblossom[vu] as usize] != 1 {
                // Its tree was dissolved by an augmentation.
                continue;
            }
            for i in 0..self.neighbend[vu].len() {
                let p = self.neighbend[vu][i];
                let k = p / 2;
                if !self.usable(k) {
                    continue;
                }
                let w = self.endpoint[p as usize];
                let bv = self.inblossom[vu];
                let bw = self.inblossom[w as usize];
                if bv == bw || (self.label[bw as usize] == 2 && (bw == w || self.label[w as usize] != 0)) {
                    // Inside v's blossom, or a T-vertex whose way in is known.
                    continue;
                }
                if !self.allowedge[k as usize] {
                    let slack = self.slack(k);
                    debug_assert!(!slack.is_negative(), "negative slack");
                    if !slack.is_zero() {
                        match self.label[bw as usize] {
                            0 => self.push_candidate(self.clock + slack, k, 2),
                            1 => self.push_candidate(self.clock + slack.half(), k, 3),
                            _ => {}
                        }
                        continue;
                    }
                    self.allow(k as usize);
                }
                match self.label[bw as usize] {
                    0 => self.assign_label(w, 2, p ^ 1),
                    1 => {
                        let base = self.scan_blossom(v, w);
                        if base != NONE {
                            self.add_blossom(base, k);
                        } else {
                            let (ra, rb) = (self.root[bv as usize], self.root[bw as usize]);
                            self.augment_matching(k);
                            self.stages += 1;
                            *free -= 2;
                            if *free == 0 {
                                return;
                            }
                            self.unlabel_trees(ra, rb);
                            break;
                        }
                    }
                    _ => {
                        // A vertex inside a T-blossom: remember how it is
                        // reached, for when the blossom expands.
                        if self.label[w as usize] == 0 {
                            self.label[w as usize] = 2;
                            self.labelend[w as usize] = p ^ 1;
                        }
                    }
                }
            }
        }
    }

    /// Dissolves the two trees (roots `ra` and `rb`) that an augmentation
    /// has just joined: their vertices and blossoms lose their labels, and
    /// whatever the other trees recorded about them goes (tight-edge marks,
    /// the way into a T-blossom's vertex). Then each of their vertices that
    /// an S-vertex of another tree reaches by a tight edge joins that tree,
    /// as the scan of that S-vertex would have done had it found the vertex
    /// unlabeled.
    pub(super) fn unlabel_trees(&mut self, ra: u32, rb: u32) {
        let n = self.nv;
        let mut tops = Vec::new();
        for v in 0..n {
            if !self.alive[v] {
                continue;
            }
            let t = self.inblossom[v] as usize;
            let r = self.root[t];
            if self.label[t] != 0 && r != NONE && (r == ra || r == rb) {
                self.root[t] = NONE;
                tops.push(t as u32);
            }
        }
        let mut members = Vec::new();
        for &t in &tops {
            let start = members.len();
            self.leaves(t, &mut members);
            self.clear_labels(t);
            for &x in &members[start..] {
                self.label[x as usize] = 0;
                self.labelend[x as usize] = NONE;
            }
            // Blossoms without dual go, as at the end of a classical stage:
            // as T-blossoms they would have to be expanded at once.
            if t as usize >= n && self.dual[t as usize].is_zero() {
                self.expand_blossom(t, true);
            }
        }
        // One pass over their edges: tight-edge marks and the ways into
        // other trees' T-blossoms through them go; a vertex still
        // unlabeled joins the tree of an S-vertex it has a tight edge to
        // (as T; a vertex in a blossom that became T that way records how
        // it is reached); other edges to S-vertices are candidates of the
        // next dual step.
        for &x in &members {
            let xu = x as usize;
            for i in 0..self.neighbend[xu].len() {
                let p = self.neighbend[xu][i];
                let k = p / 2;
                self.allowedge[k as usize] = false;
                let s = self.endpoint[p as usize] as usize;
                if self.label[s] == 2 && self.labelend[s] == p ^ 1 && self.inblossom[s] as usize != s {
                    self.label[s] = 0;
                    self.labelend[s] = NONE;
                }
                let bx = self.inblossom[xu] as usize;
                let bs = self.inblossom[s] as usize;
                if bs == bx || self.label[bs] != 1 || !self.usable(k) {
                    continue;
                }
                let slack = self.slack(k);
                if !slack.is_zero() {
                    if self.label[bx] == 0 {
                        self.push_candidate(self.clock + slack, k, 2);
                    }
                } else if self.label[bx] == 0 {
                    self.allow(k as usize);
                    self.assign_label(x, 2, p);
                } else if self.label[bx] == 2 && self.label[xu] == 0 && bx != xu {
                    self.allow(k as usize);
                    self.label[xu] = 2;
                    self.labelend[xu] = p;
                }
            }
        }
    }

    /// Clears the labels of blossom `b` and of the blossoms inside it.
    pub(super) fn clear_labels(&mut self, b: u32) {
        let bu = b as usize;
        self.label[bu] = 0;
        self.labelend[bu] = NONE;
        self.root[bu] = NONE;
        if bu >= self.nv {
            for i in 0..self.blossomchilds[bu].len() {
                let c = self.blossomchilds[bu][i];
                if c as usize >= self.nv {
                    self.clear_labels(c);
                }
            }
        }
    }

    /// Moves the duals by the largest amount that keeps them feasible and
    /// the forest's edges tight: S-vertices down, T-vertices up, S-blossoms
    /// up and T-blossoms down, until an edge from an S-vertex to an
    /// unlabeled vertex or between two S-blossoms becomes tight, or a
    /// T-blossom's dual reaches zero (it is then expanded). Fails when
    /// nothing limits the move: the forest cannot grow with these edges.
    pub(super) fn dual_step(&mut self) -> Result<(), Stuck> {
        let n = self.nv;
        // A T-blossom without dual is expanded without moving anything.
        if let Some(b) = (n..2 * n).find(|&b| {
            self.blossombase[b] != NONE
                && self.blossomparent[b] == NONE
                && self.label[b] == 2
                && self.dual[b].is_zero()
        }) {
            self.expand_blossom(b as u32, false);
            return Ok(());
        }
        // The first candidate edge still of the kind it was recorded as.
        let mut edge: Option<(Wide, u32, u8)> = None;
        while let Some(&std::cmp::Reverse((at, k, kind))) = self.candidates.peek() {
            let now = if self.usable(k) { self.candidate_kind(k) } else { 0 };
            if now == kind && self.tight_at(k, kind) == at {
                edge = Some((at - self.clock, k, kind));
                break;
            }
            self.candidates.pop();
            if now != 0 {
                let at = self.tight_at(k, now);
                self.push_candidate(at, k, now);
            }
        }
        if edge.is_none() {
            edge = self.scan_candidates();
        }
        let mut step: Option<(Wide, u8, u32)> = edge.map(|(d, k, kind)| (d, kind, k));
        for b in n..2 * n {
            if self.blossombase[b] != NONE
                && self.blossomparent[b] == NONE
                && self.label[b] == 2
                && step.is_none_or(|(x, _, _)| self.dual[b] < x)
            {
                step = Some((self.dual[b], 4, b as u32));
            }
        }
        let Some((delta, kind, what)) = step else {
            let forest: Vec<u32> = (0..n as u32)
                .filter(|&v| self.alive[v as usize] && self.label[self.inblossom[v as usize] as usize] == 1)
                .collect();
            return Err(Stuck { forest });
        };
        self.clock += delta;
        for v in 0..n {
            if !self.alive[v] {
                continue;
            }
            match self.label[self.inblossom[v] as usize] {
                1 => self.dual[v] -= delta,
                2 => {
                    self.dual[v] += delta;
                    if self.inblossom[v] as usize != v {
                        // What its T-blossom's dual lost.
                        self.transferred[v] += delta;
                    }
                }
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
        match kind {
            2 | 3 => {
                if self.candidates.peek().is_some_and(|e| e.0.1 == what) {
                    self.candidates.pop();
                }
                self.allow(what as usize);
                let mut i = self.endpoint[2 * what as usize];
                if self.label[self.inblossom[i as usize] as usize] != 1 {
                    i = self.endpoint[2 * what as usize + 1];
                }
                self.queue.push(i);
            }
            _ => self.expand_blossom(what, false),
        }
        Ok(())
    }

    /// Scans every S-vertex's edges for candidates of the dual steps,
    /// records the smallest ones (and sets the horizon after them), and
    /// returns the first: its distance to tightness in dual-step units, the
    /// edge and its kind.
    pub(super) fn scan_candidates(&mut self) -> Option<(Wide, u32, u8)> {
        let kept = self.kept;
        let mut all: Vec<(Wide, u32, u8)> = Vec::new();
        for v in 0..self.nv {
            if !self.alive[v] || self.label[self.inblossom[v] as usize] != 1 {
                continue;
            }
            for &p in &self.neighbend[v] {
                let k = p / 2;
                if !self.usable(k) {
                    continue;
                }
                let kind = self.candidate_kind(k);
                if kind != 0 {
                    all.push((self.tight_at(k, kind), k, kind));
                }
            }
        }
        self.candidates.clear();
        if all.len() > kept {
            all.select_nth_unstable(kept);
            self.horizon = Some(all[kept].0);
            all.truncate(kept);
        } else {
            self.horizon = Some(Wide::MAX);
        }
        let first = all.iter().min().map(|&(at, k, kind)| (at - self.clock, k, kind));
        self.candidates.extend(all.into_iter().map(std::cmp::Reverse));
        first
    }
}
