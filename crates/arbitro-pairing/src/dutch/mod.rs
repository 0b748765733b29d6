//! The FIDE Dutch system (C.04.3): brackets from the top score group down,
//! each paired by the criteria in their order of priority, ties settled by
//! the transposition and exchange order of the rules.
//!
//! # How a bracket is decided
//!
//! The criteria (2026 numbering) are C1–C3 absolute (no rematch, bye
//! eligibility, absolute colours), C4 completion, C5 the bye assignee's
//! score, C6 pairs and C7 score differences in the bracket, C8 the same in
//! the next bracket, C9 unplayed games of the bye assignee, C10–C13
//! colours, C14–C21 repeated floats. Every quality criterion is a count, or
//! a list of counts by score, over pairs; each gets a bit field of one wide
//! integer, higher criteria in higher bits, so that "better pairing" means
//! "larger total weight" (`weights`). The absolute criteria decide which
//! edges exist, and completion is enforced by asking for a *perfect*
//! matching of everyone still unpaired, plus a bye vertex joined to the bye
//! candidates when their number is odd (C5 fixes the bye score first).
//!
//! The rules then fix, in this order: which moved-down players are paired
//! (the higher ones first), their opponents (the highest-ranked resident
//! possible, the transposition order of S2), how many and which residents
//! are exchanged between S1 and S2 (fewest, then smallest difference of
//! pairing-number sums, then the lowest from S1 and the highest from S2),
//! and finally each S1 player's opponent in S2 order. Each of these is a
//! question "is there still an optimal completion if …?", answered exactly
//! with the solver's dual solution (an edge with positive reduced cost is in
//! no optimal solution), a swap of two tight pairs, or a re-solve with a
//! bonus below every criterion (`solver`).
//!
//! A decision, once taken, is a hard constraint on *every* edge of the
//! player: a moved-down player chosen to be paired keeps only its edges to
//! residents (not the bye, not the sinks), an S1 player only its edges to
//! lower remainder players. Each decision is taken on an optimal solution
//! that satisfies all earlier ones, so that solution stays feasible and the
//! round can always be completed: a round is refused only when the first
//! solve, over every legal pair, finds no perfect matching.
//!
//! # Keeping it small
//!
//! A bracket's solver holds its window (the bracket and the next score
//! group) and, for the players below, either those players or — when
//! Dirac's theorem guarantees they can absorb any few floaters — a handful
//! of sink vertices (`window`). Windows hold candidate edges only; after
//! every solve the duals are checked against every possible pair, class by
//! class, and violated edges are added until none is left, so the result is
//! the optimum of the full problem.

/// Hash maps with a fixed hasher. Which optimal matching the solver ends at,
/// and how much work it takes, depend on iteration orders (the pairing does
/// not); a fixed order makes every run, and every benchmark, repeatable.
type HashMap<K, V> =
    std::collections::HashMap<K, V, std::hash::BuildHasherDefault<std::collections::hash_map::DefaultHasher>>;

use crate::matching::Matcher;
use crate::options::RulesEdition;
use crate::state::{Float, RoundState};
use crate::wide::Wide;

mod solver;
mod weights;
mod window;

use weights::{ClassKey, Layout};
use window::incompatibility;

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

/// Why the procedure stopped without a pairing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// The players still to be paired have no perfect matching with every
    /// pair the absolute criteria allow (the caller proves it and says why).
    Unpairable,
    /// A decision left the procedure without a way on: a fault of the
    /// procedure, never a property of the round (the step is named for the
    /// report).
    Internal(&'static str),
    /// A bracket's criteria need more bits than the weights have.
    TooLarge {
        /// Bits needed.
        bits: u32,
    },
}

/// Pairs the round described by `st`.
pub fn pair(st: &RoundState) -> Result<Outcome, Stop> {
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
    /// Per vertex, its settled dual when the last dual check passed (see
    /// `add_violated`).
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
            tests: HashMap::default(),
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

    // ----- weights -----------------------------------------------------------

    // ----- the solver with its candidate edges -------------------------------

    // ----- the round ---------------------------------------------------------

    fn run(&mut self) -> Result<Outcome, Stop> {
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
                    .ok_or(Stop::Unpairable)?
            } else {
                let v = self.mate(beta).ok_or(Stop::Unpairable)?;
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
                    return Err(Stop::Internal("a player was left unpaired"));
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
    ) -> Result<(BracketRecord, Vec<usize>), Stop> {
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
            let b = chosen.ok_or(Stop::Internal("a moved-down player lost its opponent"))?;
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

    fn remainder(
        &mut self,
        rem: &[usize],
        predicted: Option<usize>,
        record: &mut BracketRecord,
    ) -> Result<(), Stop> {
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
            let q = chosen.ok_or(Stop::Internal("an S1 player lost its opponent"))?;
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
