//! Which players and edges a bracket's solver holds: the window (bracket
//! and next score group), and the players below it, explicit or as sink
//! vertices when Dirac's theorem lets them absorb any few floaters.

use super::*;

/// The bit matrix of pairs that may not meet (C1, C3 and prohibitions):
/// row `a` has bit `b` set when players `a` and `b` are incompatible.
pub(super) fn incompatibility(st: &RoundState, words: usize) -> Vec<u64> {
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

impl Engine<'_> {
    pub(super) fn initial_edges(&mut self) {
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
    pub(super) fn setup_window(
        &mut self,
        mdps: &[usize],
        residents: &[usize],
        next: &[usize],
    ) -> Result<(), Stop> {
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
    pub(super) fn robust(&mut self, below: &[usize], window: &[usize], k: usize) -> Option<Vec<usize>> {
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

    /// Makes every possible edge of the window explicit; for a very large
    /// window only a band of likely partners (the verification adds what
    /// the optimum needs).
    pub(super) fn window_edges(&mut self, mdps: &[usize], residents: &[usize], next: &[usize]) {
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
        // Band width: each player's K neighbours and the K players either
        // side of its natural partner. Every edge missing here that the
        // optimum needs is found by the dual check, so K only trades edges
        // up front against check rounds, each of which unmatches a vertex
        // per violated edge found; with 3,000 players 16 roughly halves the
        // solver's stages against 6 and leaves the pairing as it was.
        const K: usize = 16;
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
        let mut classes: HashMap<ClassKey, Vec<usize>> = HashMap::default();
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
}
