//! The solver as the Dutch procedure uses it: building it for a window,
//! solving with the dual check (column generation) so the optimum is that
//! of the full graph, and the questions "can these two be paired in an
//! optimal solution?" answered by reduced costs, swaps or a re-solve.

use super::*;

/// Most violated edges added at one vertex per dual check. Each violated
/// edge added unmatches a vertex, and the next solve re-pairs it; taking
/// more of them per check means fewer rounds of solving and checking (and
/// a few more explicit edges). The number does not change the result: the
/// checks go on until no edge of the full graph is violated.
const VIOLATED_PER_VERTEX: usize = 16;

/// A class's members sorted by two keys (see [`Engine::check_window_classes`]).
pub(super) type SortedKeys = (Vec<(Wide, usize)>, Vec<(Wide, usize)>);

/// The least value of a key over a class, per top-level blossom, and the
/// two least with different top-level blossoms.
#[derive(Default)]
pub(super) struct MinByTop {
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

impl Engine<'_> {
    /// Builds a fresh solver over `players` (plus the bye vertex, if any,
    /// and `sinks` sink vertices).
    pub(super) fn rebuild(&mut self, players: &[usize], sinks: usize) {
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
    pub(super) fn start(&mut self) {
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

    pub(super) fn m_set(&mut self, a: usize, b: usize, w: Option<Wide>) {
        self.m.set_edge(self.lv(a), self.lv(b), w);
    }

    pub(super) fn vertices(&self) -> impl Iterator<Item = usize> + '_ {
        self.global.iter().map(|&g| g as usize).filter(|&v| self.alive[v])
    }

    /// Re-evaluates the explicit edges at `v` under the current weights.
    pub(super) fn refresh(&mut self, v: usize) {
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

    pub(super) fn add_edge(&mut self, a: usize, b: usize) {
        if !self.in_solver(a) || !self.in_solver(b) {
            return;
        }
        if let Some(w) = self.weight(a, b) {
            self.m_set(a, b, Some(w));
        }
    }

    /// Solves, then checks the duals against every possible edge and adds
    /// the violated ones until the solution is optimal for the full graph.
    pub(super) fn solve(&mut self) -> Result<(), Stop> {
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
                    return Err(Stop::Unpairable);
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
    pub(super) fn absent_bound(&self, v: usize) -> Wide {
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
    pub(super) fn add_violated(&mut self) -> usize {
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
                    if per_u >= VIOLATED_PER_VERTEX {
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
            // Every pair is now known to have a non-negative reduced cost.
            // Each vertex records its settled dual. The next check may skip
            // a vertex whose settled dual has not fallen below its record
            // (its weights have not changed either: a change clears the
            // record): a pair of two skipped vertices then still has a
            // non-negative reduced cost, inside blossoms or not (see
            // `Matcher::settled_dual`).
            for &u in &verts {
                self.verified_dual[u] = Some(self.m.settled_dual(self.lv(u)));
            }
        }
        found.len()
    }

    /// Checks the absent edges of a sparse window class by class: members
    /// of a class have the same criteria weight towards a given player, so
    /// one bound clears a whole class; only classes that fail it are
    /// scanned. The bound respects blossoms (between two vertices of the
    /// same top-level blossom its dual counts, between different ones it
    /// does not) and the exchange terms (which belong to the higher-ranked
    /// player of a pair).
    pub(super) fn check_window_classes(&self, verts: &[usize], found: &mut Vec<(usize, usize)>) {
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
        let mut classes: HashMap<ClassKey, Class> = HashMap::default();
        for &v in &window {
            let lv = self.lv(v);
            let d = self.m.dual(lv);
            let top = self.m.top_blossom(lv);
            let key = d - term(v).double();
            let e = classes.entry(self.class_key(v)).or_insert_with(|| Class {
                members: Vec::new(),
                below: MinByTop::default(),
                above: MinByTop::default(),
                lists: HashMap::default(),
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
            if self.verified_dual[u].is_some_and(|old| self.m.settled_dual(lu) >= old) {
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
                        if ok || self.side_excluded(u, rep, partner_below) {
                            continue;
                        }
                        for &(k, v) in list.iter() {
                            if !(base + k).is_negative() {
                                break;
                            }
                            if v == u || (v > u) != partner_below || !self.compatible(u, v) {
                                continue;
                            }
                            // In u's own blossom, `base + k` counts only the
                            // top blossom's dual; nested blossoms common to
                            // both add theirs (blossoms formed among equal
                            // weights nest deeply, and most pairs in them are
                            // tight). With them the bound is the reduced cost
                            // under the class weight (with the leader's
                            // exchange term, where it applies), and the real
                            // weight is at most that plus a test bonus: a
                            // pair without a positive bonus is cleared here,
                            // before its weight is computed.
                            if top == top_u && top != NONE {
                                let lv = self.lv(v);
                                let blossoms = self.m.reduced_cost(lu, lv, Wide::ZERO) - du - self.m.dual(lv);
                                if !(base - z + k + blossoms).is_negative()
                                    && (self.tests.is_empty()
                                        || self.tests.get(&(u.min(v), u.max(v))).is_none_or(|&t| t <= 0))
                                {
                                    continue;
                                }
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
            found.extend(per_u.into_iter().take(VIOLATED_PER_VERTEX).map(|(_, v)| (u, v)));
        }
    }

    /// Whether every edge between `u` and the members of `rep`'s class on
    /// one side of `u` (ranked below it if `partner_below`) is excluded by
    /// the remainder roles or the no-next mark, which the class key holds
    /// (the conditions of [`Engine::bracket_weight`]).
    fn side_excluded(&self, u: usize, rep: usize, partner_below: bool) -> bool {
        let (h, l) = if partner_below { (u, rep) } else { (rep, u) };
        let both_rem = self.remidx[h] != NONE && self.remidx[l] != NONE;
        (both_rem && (self.role[h] == Role::Lower || self.role[l] == Role::Higher))
            || (self.remidx[h] != NONE && self.no_next[h] && self.group[l] == Group::Next)
            || (!both_rem && (self.in_s1(h) || self.in_s1(l)))
    }

    pub(super) fn mate(&self, v: usize) -> Option<usize> {
        if !self.in_solver(v) {
            return None;
        }
        self.m.mate(self.lv(v)).map(|x| self.global[x as usize] as usize)
    }

    /// The edge (a, b) can be in no optimal solution (positive reduced cost).
    pub(super) fn excluded(&self, a: usize, b: usize) -> bool {
        match self.weight(a, b) {
            None => true,
            Some(w) => {
                let rc = self.m.reduced_cost(self.lv(a), self.lv(b), w);
                !rc.is_zero() && !rc.is_negative()
            }
        }
    }

    pub(super) fn set_test(&mut self, a: usize, b: usize, bonus: i64) {
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
    pub(super) fn can_pair(&mut self, a: usize, b: usize) -> Result<bool, Stop> {
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
    pub(super) fn finalize(&mut self, a: usize, b: usize) {
        debug_assert_eq!(self.mate(a), Some(b));
        self.alive[a] = false;
        self.alive[b] = false;
        self.m.remove_vertex(self.lv(a));
        self.m.remove_vertex(self.lv(b));
        self.group[a] = Group::Done;
        self.group[b] = Group::Done;
        self.pairs.push((a.min(b), a.max(b)));
    }

    pub(super) fn refresh_all(&mut self) {
        let verts: Vec<usize> = self.vertices().collect();
        for v in verts {
            self.refresh(v);
        }
    }

    pub(super) fn lv(&self, v: usize) -> u32 {
        self.local[v]
    }

    pub(super) fn in_solver(&self, v: usize) -> bool {
        self.local[v] != NONE
    }

    pub(super) fn is_sink(&self, v: usize) -> bool {
        v > self.n
    }
}
