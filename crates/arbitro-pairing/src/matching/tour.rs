//! The blossom part of a reduced cost: for two vertices inside the same
//! top-level blossom, twice the duals of every blossom that holds both.
//!
//! Blossoms formed among many equal weights nest hundreds of levels deep,
//! and the dual check asks this for millions of pairs, so the blossoms are
//! laid out once (after a solve changed them) as an Euler tour of each
//! top-level blossom's tree: the deepest blossom holding two vertices is the
//! shallowest tour entry between their leaves (a sparse table answers that
//! in two lookups), and each blossom carries the sum of its own and its
//! ancestors' duals.

use super::*;

/// The blossom forest as a tour (see the module's documentation).
#[derive(Debug, Default)]
pub(super) struct BlossomTour {
    /// Whether it describes the blossoms as they are.
    built: bool,
    /// Per vertex, the index of its leaf in the tour (`NONE` outside
    /// blossoms).
    position: Vec<u32>,
    /// Per tour entry, its node (vertex or blossom) and depth.
    node: Vec<u32>,
    depth: Vec<u32>,
    /// `shallowest[k][i]`: the entry of least depth in `i .. i + 2^k`.
    shallowest: Vec<Vec<u32>>,
    /// Per blossom, twice the duals of it and of the blossoms around it.
    sums: Vec<Wide>,
}

impl BlossomTour {
    /// Forgets the layout (the blossoms or their duals changed).
    pub(super) fn invalidate(&mut self) {
        self.built = false;
    }
}

impl Matcher {
    /// Twice the sum of the duals of the blossoms that hold both `u` and
    /// `v`, two vertices of the same top-level blossom.
    pub(super) fn common_blossoms(&self, u: u32, v: u32) -> Wide {
        let mut tour = self.tour.borrow_mut();
        if !tour.built {
            self.lay_out(&mut tour);
        }
        let (mut i, mut j) = (
            tour.position[u as usize] as usize,
            tour.position[v as usize] as usize,
        );
        if i > j {
            std::mem::swap(&mut i, &mut j);
        }
        let level = (usize::BITS - 1 - (j - i + 1).leading_zeros()) as usize;
        let (a, b) = (
            tour.shallowest[level][i] as usize,
            tour.shallowest[level][j + 1 - (1 << level)] as usize,
        );
        let lowest = if tour.depth[a] <= tour.depth[b] { a } else { b };
        tour.sums[tour.node[lowest] as usize]
    }

    /// Lays the blossoms out as a tour (see the module's documentation).
    fn lay_out(&self, tour: &mut BlossomTour) {
        let n = self.nv;
        tour.position.clear();
        tour.position.resize(n, NONE);
        tour.node.clear();
        tour.depth.clear();
        tour.sums.resize(2 * n, Wide::ZERO);
        let mut stack: Vec<(u32, usize)> = Vec::new();
        for b in n..2 * n {
            if self.blossomparent[b] != NONE || self.blossombase[b] == NONE {
                continue;
            }
            tour.sums[b] = self.dual[b].double();
            stack.push((b as u32, 0));
            tour.node.push(b as u32);
            tour.depth.push(0);
            while let Some(&mut (x, ref mut next)) = stack.last_mut() {
                let childs = &self.blossomchilds[x as usize];
                if *next == childs.len() {
                    stack.pop();
                    if let Some(&(parent, _)) = stack.last() {
                        tour.node.push(parent);
                        tour.depth.push(stack.len() as u32 - 1);
                    }
                    continue;
                }
                let c = childs[*next];
                *next += 1;
                let depth = stack.len() as u32;
                tour.node.push(c);
                tour.depth.push(depth);
                if (c as usize) < n {
                    tour.position[c as usize] = tour.node.len() as u32 - 1;
                    tour.node.push(x);
                    tour.depth.push(depth - 1);
                } else {
                    tour.sums[c as usize] = tour.sums[x as usize] + self.dual[c as usize].double();
                    stack.push((c, 0));
                }
            }
        }
        let len = tour.node.len();
        let mut levels = std::mem::take(&mut tour.shallowest);
        levels.truncate(1);
        if levels.is_empty() {
            levels.push(Vec::new());
        }
        levels[0].clear();
        levels[0].extend(0..len as u32);
        let mut span = 1;
        while 2 * span <= len {
            let prev = &levels[levels.len() - 1];
            let next: Vec<u32> = (0..=len - 2 * span)
                .map(|i| {
                    let (a, b) = (prev[i], prev[i + span]);
                    if tour.depth[a as usize] <= tour.depth[b as usize] {
                        a
                    } else {
                        b
                    }
                })
                .collect();
            levels.push(next);
            span *= 2;
        }
        tour.shallowest = levels;
        tour.built = true;
    }
}
